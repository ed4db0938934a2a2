from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.export_output_screening_candidates_item import ExportOutputScreeningCandidatesItem
  from ..models.export_output_screening_line import ExportOutputScreeningLine





T = TypeVar("T", bound="ExportOutputScreening")



@_attrs_define
class ExportOutputScreening:
    """ The screening record: the rule, the schedule's target tier, every candidate and its players, the chosen attempt, its
    tier and par (docs/daily.md).

        Attributes:
            rule (str | Unset):
            target_tier (str | Unset):
            candidates (list[ExportOutputScreeningCandidatesItem] | Unset):
            chosen (int | Unset): The attempt chosen.
            tier (str | Unset):
            par (int | Unset):
            line (ExportOutputScreeningLine | Unset): Rule ladder-2: the winning line, the day's certificate.
     """

    rule: str | Unset = UNSET
    target_tier: str | Unset = UNSET
    candidates: list[ExportOutputScreeningCandidatesItem] | Unset = UNSET
    chosen: int | Unset = UNSET
    tier: str | Unset = UNSET
    par: int | Unset = UNSET
    line: ExportOutputScreeningLine | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.export_output_screening_candidates_item import ExportOutputScreeningCandidatesItem # noqa: PLC0415
        from ..models.export_output_screening_line import ExportOutputScreeningLine # noqa: PLC0415
        rule = self.rule

        target_tier = self.target_tier

        candidates: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.candidates, Unset):
            candidates = []
            for candidates_item_data in self.candidates:
                candidates_item = candidates_item_data.to_dict()
                candidates.append(candidates_item)



        chosen = self.chosen

        tier = self.tier

        par = self.par

        line: dict[str, Any] | Unset = UNSET
        if not isinstance(self.line, Unset):
            line = self.line.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if rule is not UNSET:
            field_dict["rule"] = rule
        if target_tier is not UNSET:
            field_dict["target_tier"] = target_tier
        if candidates is not UNSET:
            field_dict["candidates"] = candidates
        if chosen is not UNSET:
            field_dict["chosen"] = chosen
        if tier is not UNSET:
            field_dict["tier"] = tier
        if par is not UNSET:
            field_dict["par"] = par
        if line is not UNSET:
            field_dict["line"] = line

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.export_output_screening_candidates_item import ExportOutputScreeningCandidatesItem # noqa: PLC0415
        from ..models.export_output_screening_line import ExportOutputScreeningLine # noqa: PLC0415
        d = dict(src_dict)
        rule = d.pop("rule", UNSET)

        target_tier = d.pop("target_tier", UNSET)

        _candidates = d.pop("candidates", UNSET)
        candidates: list[ExportOutputScreeningCandidatesItem] | Unset = UNSET
        if _candidates is not UNSET:
            candidates = []
            for candidates_item_data in _candidates:
                candidates_item = ExportOutputScreeningCandidatesItem.from_dict(candidates_item_data)



                candidates.append(candidates_item)


        chosen = d.pop("chosen", UNSET)

        tier = d.pop("tier", UNSET)

        par = d.pop("par", UNSET)

        _line = d.pop("line", UNSET)
        line: ExportOutputScreeningLine | Unset
        if isinstance(_line,  Unset):
            line = UNSET
        else:
            line = ExportOutputScreeningLine.from_dict(_line)




        export_output_screening = cls(
            rule=rule,
            target_tier=target_tier,
            candidates=candidates,
            chosen=chosen,
            tier=tier,
            par=par,
            line=line,
        )


        export_output_screening.additional_properties = d
        return export_output_screening

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
