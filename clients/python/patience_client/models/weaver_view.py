from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.weaver_view_basket_item import WeaverViewBasketItem
  from ..models.weaver_view_keiju_item import WeaverViewKeijuItem
  from ..models.weaver_view_legal_actions_item import WeaverViewLegalActionsItem
  from ..models.weaver_view_options import WeaverViewOptions
  from ..models.weaver_view_score_parts import WeaverViewScoreParts
  from ..models.weaver_view_target_type_0 import WeaverViewTargetType0





T = TypeVar("T", bound="WeaverView")



@_attrs_define
class WeaverView:
    """ What a player of weaver may see (face-down cards as counts).

        Attributes:
            basket (list[WeaverViewBasketItem]):
            bribed (list[str]):
            end_reason (None | str):
            garden (list[str]):
            garden_rows (list[list[str]]):
            harvest (list[str]):
            keiju (list[WeaverViewKeijuItem]):
            keiju_in_play (list[str]):
            keiju_removed (list[str]):
            legal_actions (list[WeaverViewLegalActionsItem]):
            options (WeaverViewOptions):
            rank_key (list[int]):
            row_length (int):
            score (int):
            score_parts (WeaverViewScoreParts):
            status (str):
            target (None | WeaverViewTargetType0):
     """

    basket: list[WeaverViewBasketItem]
    bribed: list[str]
    end_reason: None | str
    garden: list[str]
    garden_rows: list[list[str]]
    harvest: list[str]
    keiju: list[WeaverViewKeijuItem]
    keiju_in_play: list[str]
    keiju_removed: list[str]
    legal_actions: list[WeaverViewLegalActionsItem]
    options: WeaverViewOptions
    rank_key: list[int]
    row_length: int
    score: int
    score_parts: WeaverViewScoreParts
    status: str
    target: None | WeaverViewTargetType0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.weaver_view_basket_item import WeaverViewBasketItem # noqa: PLC0415
        from ..models.weaver_view_keiju_item import WeaverViewKeijuItem # noqa: PLC0415
        from ..models.weaver_view_legal_actions_item import WeaverViewLegalActionsItem # noqa: PLC0415
        from ..models.weaver_view_options import WeaverViewOptions # noqa: PLC0415
        from ..models.weaver_view_score_parts import WeaverViewScoreParts # noqa: PLC0415
        from ..models.weaver_view_target_type_0 import WeaverViewTargetType0 # noqa: PLC0415
        basket = []
        for basket_item_data in self.basket:
            basket_item = basket_item_data.to_dict()
            basket.append(basket_item)



        bribed = self.bribed



        end_reason: None | str
        end_reason = self.end_reason

        garden = self.garden



        garden_rows = []
        for garden_rows_item_data in self.garden_rows:
            garden_rows_item = garden_rows_item_data


            garden_rows.append(garden_rows_item)



        harvest = self.harvest



        keiju = []
        for keiju_item_data in self.keiju:
            keiju_item = keiju_item_data.to_dict()
            keiju.append(keiju_item)



        keiju_in_play = self.keiju_in_play



        keiju_removed = self.keiju_removed



        legal_actions = []
        for legal_actions_item_data in self.legal_actions:
            legal_actions_item = legal_actions_item_data.to_dict()
            legal_actions.append(legal_actions_item)



        options = self.options.to_dict()

        rank_key = self.rank_key



        row_length = self.row_length

        score = self.score

        score_parts = self.score_parts.to_dict()

        status = self.status

        target: dict[str, Any] | None
        if isinstance(self.target, WeaverViewTargetType0):
            target = self.target.to_dict()
        else:
            target = self.target


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "basket": basket,
            "bribed": bribed,
            "end_reason": end_reason,
            "garden": garden,
            "garden_rows": garden_rows,
            "harvest": harvest,
            "keiju": keiju,
            "keiju_in_play": keiju_in_play,
            "keiju_removed": keiju_removed,
            "legal_actions": legal_actions,
            "options": options,
            "rank_key": rank_key,
            "row_length": row_length,
            "score": score,
            "score_parts": score_parts,
            "status": status,
            "target": target,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.weaver_view_basket_item import WeaverViewBasketItem # noqa: PLC0415
        from ..models.weaver_view_keiju_item import WeaverViewKeijuItem # noqa: PLC0415
        from ..models.weaver_view_legal_actions_item import WeaverViewLegalActionsItem # noqa: PLC0415
        from ..models.weaver_view_options import WeaverViewOptions # noqa: PLC0415
        from ..models.weaver_view_score_parts import WeaverViewScoreParts # noqa: PLC0415
        from ..models.weaver_view_target_type_0 import WeaverViewTargetType0 # noqa: PLC0415
        d = dict(src_dict)
        basket = []
        _basket = d.pop("basket")
        for basket_item_data in (_basket):
            basket_item = WeaverViewBasketItem.from_dict(basket_item_data)



            basket.append(basket_item)


        bribed = cast(list[str], d.pop("bribed"))


        def _parse_end_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        end_reason = _parse_end_reason(d.pop("end_reason"))


        garden = cast(list[str], d.pop("garden"))


        garden_rows = []
        _garden_rows = d.pop("garden_rows")
        for garden_rows_item_data in (_garden_rows):
            garden_rows_item = cast(list[str], garden_rows_item_data)

            garden_rows.append(garden_rows_item)


        harvest = cast(list[str], d.pop("harvest"))


        keiju = []
        _keiju = d.pop("keiju")
        for keiju_item_data in (_keiju):
            keiju_item = WeaverViewKeijuItem.from_dict(keiju_item_data)



            keiju.append(keiju_item)


        keiju_in_play = cast(list[str], d.pop("keiju_in_play"))


        keiju_removed = cast(list[str], d.pop("keiju_removed"))


        legal_actions = []
        _legal_actions = d.pop("legal_actions")
        for legal_actions_item_data in (_legal_actions):
            legal_actions_item = WeaverViewLegalActionsItem.from_dict(legal_actions_item_data)



            legal_actions.append(legal_actions_item)


        options = WeaverViewOptions.from_dict(d.pop("options"))




        rank_key = cast(list[int], d.pop("rank_key"))


        row_length = d.pop("row_length")

        score = d.pop("score")

        score_parts = WeaverViewScoreParts.from_dict(d.pop("score_parts"))




        status = d.pop("status")

        def _parse_target(data: object) -> None | WeaverViewTargetType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                target_type_0 = WeaverViewTargetType0.from_dict(data)



                return target_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | WeaverViewTargetType0, data)

        target = _parse_target(d.pop("target"))


        weaver_view = cls(
            basket=basket,
            bribed=bribed,
            end_reason=end_reason,
            garden=garden,
            garden_rows=garden_rows,
            harvest=harvest,
            keiju=keiju,
            keiju_in_play=keiju_in_play,
            keiju_removed=keiju_removed,
            legal_actions=legal_actions,
            options=options,
            rank_key=rank_key,
            row_length=row_length,
            score=score,
            score_parts=score_parts,
            status=status,
            target=target,
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
