from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_slug import GameSlug
from ..models.gold_by_enum import GoldByEnum
from ..models.par_by_enum import ParByEnum
from ..models.preset_name import PresetName
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.export_output_medals_type_0 import ExportOutputMedalsType0
  from ..models.export_output_month_type_0 import ExportOutputMonthType0
  from ..models.export_output_options import ExportOutputOptions
  from ..models.export_output_screening import ExportOutputScreening
  from ..models.exported_play import ExportedPlay





T = TypeVar("T", bound="ExportOutput")



@_attrs_define
class ExportOutput:
    """ The fields every daily answer shares about its medals (games.daily.challenges.challenge_medals).

        Attributes:
            medals (ExportOutputMedalsType0 | None): The least score of each medal (a won game only earns one); null when
                the day has no par.
            par_by (ParByEnum): * `player` - player
                * `solver` - solver
            gold_by (GoldByEnum): * `player` - player
                * `solver` - solver
                * `rule` - rule
            par_note (None | str): The card's sentence when par came from the solver (who set gold, and what it is), for a
                client to show as it is; null when a player reached par.
            date (datetime.date):
            game (GameSlug): A game's slug.
            preset (PresetName): A preset's name; empty for options that match no preset, or a board of every preset.
            options (ExportOutputOptions): Option values by name (the game's options, games_options).
            engine_version (str):
            seed (str):
            commitment (str):
            tier (str): easy, medium, hard or expert: from the screening ladder (unsolved only on days of rule ladder-1,
                before certification).
            par (int | None):
            screening (ExportOutputScreening): The screening record: the rule, the schedule's target tier, every candidate
                and its players, the chosen attempt, its tier and par (docs/daily.md).
            candidate_seeds (list[str]): Every candidate seed the rule drew, in order.
            month (ExportOutputMonthType0 | None): The month commitment the candidate seeds verify against; null if none was
                published.
            plays (list[ExportedPlay]): Every finished play of the day, oldest first.
     """

    medals: ExportOutputMedalsType0 | None
    par_by: ParByEnum
    gold_by: GoldByEnum
    par_note: None | str
    date: datetime.date
    game: GameSlug
    preset: PresetName
    options: ExportOutputOptions
    engine_version: str
    seed: str
    commitment: str
    tier: str
    par: int | None
    screening: ExportOutputScreening
    candidate_seeds: list[str]
    month: ExportOutputMonthType0 | None
    plays: list[ExportedPlay]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.export_output_medals_type_0 import ExportOutputMedalsType0 # noqa: PLC0415
        from ..models.export_output_month_type_0 import ExportOutputMonthType0 # noqa: PLC0415
        from ..models.export_output_options import ExportOutputOptions # noqa: PLC0415
        from ..models.export_output_screening import ExportOutputScreening # noqa: PLC0415
        from ..models.exported_play import ExportedPlay # noqa: PLC0415
        medals: dict[str, Any] | None
        if isinstance(self.medals, ExportOutputMedalsType0):
            medals = self.medals.to_dict()
        else:
            medals = self.medals

        par_by = self.par_by.value

        gold_by = self.gold_by.value

        par_note: None | str
        par_note = self.par_note

        date = self.date.isoformat()

        game = self.game.value

        preset = self.preset.value

        options = self.options.to_dict()

        engine_version = self.engine_version

        seed = self.seed

        commitment = self.commitment

        tier = self.tier

        par: int | None
        par = self.par

        screening = self.screening.to_dict()

        candidate_seeds = self.candidate_seeds



        month: dict[str, Any] | None
        if isinstance(self.month, ExportOutputMonthType0):
            month = self.month.to_dict()
        else:
            month = self.month

        plays = []
        for plays_item_data in self.plays:
            plays_item = plays_item_data.to_dict()
            plays.append(plays_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "medals": medals,
            "par_by": par_by,
            "gold_by": gold_by,
            "par_note": par_note,
            "date": date,
            "game": game,
            "preset": preset,
            "options": options,
            "engine_version": engine_version,
            "seed": seed,
            "commitment": commitment,
            "tier": tier,
            "par": par,
            "screening": screening,
            "candidate_seeds": candidate_seeds,
            "month": month,
            "plays": plays,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.export_output_medals_type_0 import ExportOutputMedalsType0 # noqa: PLC0415
        from ..models.export_output_month_type_0 import ExportOutputMonthType0 # noqa: PLC0415
        from ..models.export_output_options import ExportOutputOptions # noqa: PLC0415
        from ..models.export_output_screening import ExportOutputScreening # noqa: PLC0415
        from ..models.exported_play import ExportedPlay # noqa: PLC0415
        d = dict(src_dict)
        def _parse_medals(data: object) -> ExportOutputMedalsType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                medals_type_0 = ExportOutputMedalsType0.from_dict(data)



                return medals_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ExportOutputMedalsType0 | None, data)

        medals = _parse_medals(d.pop("medals"))


        par_by = ParByEnum(d.pop("par_by"))




        gold_by = GoldByEnum(d.pop("gold_by"))




        def _parse_par_note(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        par_note = _parse_par_note(d.pop("par_note"))


        date = datetime.date.fromisoformat(d.pop("date"))




        game = GameSlug(d.pop("game"))




        preset = PresetName(d.pop("preset"))




        options = ExportOutputOptions.from_dict(d.pop("options"))




        engine_version = d.pop("engine_version")

        seed = d.pop("seed")

        commitment = d.pop("commitment")

        tier = d.pop("tier")

        def _parse_par(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        par = _parse_par(d.pop("par"))


        screening = ExportOutputScreening.from_dict(d.pop("screening"))




        candidate_seeds = cast(list[str], d.pop("candidate_seeds"))


        def _parse_month(data: object) -> ExportOutputMonthType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                month_type_0 = ExportOutputMonthType0.from_dict(data)



                return month_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ExportOutputMonthType0 | None, data)

        month = _parse_month(d.pop("month"))


        plays = []
        _plays = d.pop("plays")
        for plays_item_data in (_plays):
            plays_item = ExportedPlay.from_dict(plays_item_data)



            plays.append(plays_item)


        export_output = cls(
            medals=medals,
            par_by=par_by,
            gold_by=gold_by,
            par_note=par_note,
            date=date,
            game=game,
            preset=preset,
            options=options,
            engine_version=engine_version,
            seed=seed,
            commitment=commitment,
            tier=tier,
            par=par,
            screening=screening,
            candidate_seeds=candidate_seeds,
            month=month,
            plays=plays,
        )


        export_output.additional_properties = d
        return export_output

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
