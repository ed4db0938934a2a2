from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.weaver_view_status import WeaverViewStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.weaver_entice_action import WeaverEnticeAction
  from ..models.weaver_keiju import WeaverKeiju
  from ..models.weaver_keiju_card import WeaverKeijuCard
  from ..models.weaver_options import WeaverOptions
  from ..models.weaver_pile import WeaverPile
  from ..models.weaver_remove_action import WeaverRemoveAction
  from ..models.weaver_resign_action import WeaverResignAction
  from ..models.weaver_score_parts import WeaverScoreParts





T = TypeVar("T", bound="WeaverView")



@_attrs_define
class WeaverView:
    """ What a player of Weaver may see (the whole table: no card is face down).

        Attributes:
            status (WeaverViewStatus):
            end_reason (None | str):
            score (int):
            rank_key (list[int]):
            garden (list[str]):
            garden_rows (list[list[str]]):
            row_length (int):
            basket (list[WeaverPile]):
            harvest (list[str]):
            bribed (list[str]):
            keiju (list[WeaverKeiju]):
            keiju_in_play (list[str]):
            keiju_removed (list[str]):
            target (None | WeaverKeijuCard):
            score_parts (WeaverScoreParts):
            options (WeaverOptions):
            legal_actions (list[WeaverEnticeAction | WeaverRemoveAction | WeaverResignAction]):
     """

    status: WeaverViewStatus
    end_reason: None | str
    score: int
    rank_key: list[int]
    garden: list[str]
    garden_rows: list[list[str]]
    row_length: int
    basket: list[WeaverPile]
    harvest: list[str]
    bribed: list[str]
    keiju: list[WeaverKeiju]
    keiju_in_play: list[str]
    keiju_removed: list[str]
    target: None | WeaverKeijuCard
    score_parts: WeaverScoreParts
    options: WeaverOptions
    legal_actions: list[WeaverEnticeAction | WeaverRemoveAction | WeaverResignAction]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.weaver_entice_action import WeaverEnticeAction # noqa: PLC0415
        from ..models.weaver_keiju import WeaverKeiju # noqa: PLC0415
        from ..models.weaver_keiju_card import WeaverKeijuCard # noqa: PLC0415
        from ..models.weaver_options import WeaverOptions # noqa: PLC0415
        from ..models.weaver_pile import WeaverPile # noqa: PLC0415
        from ..models.weaver_remove_action import WeaverRemoveAction # noqa: PLC0415
        from ..models.weaver_resign_action import WeaverResignAction # noqa: PLC0415
        from ..models.weaver_score_parts import WeaverScoreParts # noqa: PLC0415
        status = self.status.value

        end_reason: None | str
        end_reason = self.end_reason

        score = self.score

        rank_key = self.rank_key



        garden = self.garden



        garden_rows = []
        for garden_rows_item_data in self.garden_rows:
            garden_rows_item = garden_rows_item_data


            garden_rows.append(garden_rows_item)



        row_length = self.row_length

        basket = []
        for basket_item_data in self.basket:
            basket_item = basket_item_data.to_dict()
            basket.append(basket_item)



        harvest = self.harvest



        bribed = self.bribed



        keiju = []
        for keiju_item_data in self.keiju:
            keiju_item = keiju_item_data.to_dict()
            keiju.append(keiju_item)



        keiju_in_play = self.keiju_in_play



        keiju_removed = self.keiju_removed



        target: dict[str, Any] | None
        if isinstance(self.target, WeaverKeijuCard):
            target = self.target.to_dict()
        else:
            target = self.target

        score_parts = self.score_parts.to_dict()

        options = self.options.to_dict()

        legal_actions = []
        for legal_actions_item_data in self.legal_actions:
            legal_actions_item: dict[str, Any]
            if isinstance(legal_actions_item_data, WeaverRemoveAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, WeaverEnticeAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            else:
                legal_actions_item = legal_actions_item_data.to_dict()

            legal_actions.append(legal_actions_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "status": status,
            "end_reason": end_reason,
            "score": score,
            "rank_key": rank_key,
            "garden": garden,
            "garden_rows": garden_rows,
            "row_length": row_length,
            "basket": basket,
            "harvest": harvest,
            "bribed": bribed,
            "keiju": keiju,
            "keiju_in_play": keiju_in_play,
            "keiju_removed": keiju_removed,
            "target": target,
            "score_parts": score_parts,
            "options": options,
            "legal_actions": legal_actions,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.weaver_entice_action import WeaverEnticeAction # noqa: PLC0415
        from ..models.weaver_keiju import WeaverKeiju # noqa: PLC0415
        from ..models.weaver_keiju_card import WeaverKeijuCard # noqa: PLC0415
        from ..models.weaver_options import WeaverOptions # noqa: PLC0415
        from ..models.weaver_pile import WeaverPile # noqa: PLC0415
        from ..models.weaver_remove_action import WeaverRemoveAction # noqa: PLC0415
        from ..models.weaver_resign_action import WeaverResignAction # noqa: PLC0415
        from ..models.weaver_score_parts import WeaverScoreParts # noqa: PLC0415
        d = dict(src_dict)
        status = WeaverViewStatus(d.pop("status"))




        def _parse_end_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        end_reason = _parse_end_reason(d.pop("end_reason"))


        score = d.pop("score")

        rank_key = cast(list[int], d.pop("rank_key"))


        garden = cast(list[str], d.pop("garden"))


        garden_rows = []
        _garden_rows = d.pop("garden_rows")
        for garden_rows_item_data in (_garden_rows):
            garden_rows_item = cast(list[str], garden_rows_item_data)

            garden_rows.append(garden_rows_item)


        row_length = d.pop("row_length")

        basket = []
        _basket = d.pop("basket")
        for basket_item_data in (_basket):
            basket_item = WeaverPile.from_dict(basket_item_data)



            basket.append(basket_item)


        harvest = cast(list[str], d.pop("harvest"))


        bribed = cast(list[str], d.pop("bribed"))


        keiju = []
        _keiju = d.pop("keiju")
        for keiju_item_data in (_keiju):
            keiju_item = WeaverKeiju.from_dict(keiju_item_data)



            keiju.append(keiju_item)


        keiju_in_play = cast(list[str], d.pop("keiju_in_play"))


        keiju_removed = cast(list[str], d.pop("keiju_removed"))


        def _parse_target(data: object) -> None | WeaverKeijuCard:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                target_type_0 = WeaverKeijuCard.from_dict(data)



                return target_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | WeaverKeijuCard, data)

        target = _parse_target(d.pop("target"))


        score_parts = WeaverScoreParts.from_dict(d.pop("score_parts"))




        options = WeaverOptions.from_dict(d.pop("options"))




        legal_actions = []
        _legal_actions = d.pop("legal_actions")
        for legal_actions_item_data in (_legal_actions):
            def _parse_legal_actions_item(data: object) -> WeaverEnticeAction | WeaverRemoveAction | WeaverResignAction:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_0 = WeaverRemoveAction.from_dict(data)



                    return legal_actions_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_1 = WeaverEnticeAction.from_dict(data)



                    return legal_actions_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                legal_actions_item_type_2 = WeaverResignAction.from_dict(data)



                return legal_actions_item_type_2

            legal_actions_item = _parse_legal_actions_item(legal_actions_item_data)

            legal_actions.append(legal_actions_item)


        weaver_view = cls(
            status=status,
            end_reason=end_reason,
            score=score,
            rank_key=rank_key,
            garden=garden,
            garden_rows=garden_rows,
            row_length=row_length,
            basket=basket,
            harvest=harvest,
            bribed=bribed,
            keiju=keiju,
            keiju_in_play=keiju_in_play,
            keiju_removed=keiju_removed,
            target=target,
            score_parts=score_parts,
            options=options,
            legal_actions=legal_actions,
        )


        weaver_view.additional_properties = d
        return weaver_view

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
