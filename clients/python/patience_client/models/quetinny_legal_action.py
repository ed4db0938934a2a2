from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.quetinny_caravan_action import QuetinnyCaravanAction
  from ..models.quetinny_discard_action import QuetinnyDiscardAction
  from ..models.quetinny_harvest_action import QuetinnyHarvestAction
  from ..models.quetinny_province_action import QuetinnyProvinceAction
  from ..models.quetinny_resign_action import QuetinnyResignAction
  from ..models.quetinny_setup_chip_action import QuetinnySetupChipAction
  from ..models.quetinny_setup_place_action import QuetinnySetupPlaceAction
  from ..models.quetinny_tax_action import QuetinnyTaxAction





T = TypeVar("T", bound="QuetinnyLegalAction")



@_attrs_define
class QuetinnyLegalAction:
    """ 
        Attributes:
            action (QuetinnyCaravanAction | QuetinnyDiscardAction | QuetinnyHarvestAction | QuetinnyProvinceAction |
                QuetinnyResignAction | QuetinnySetupChipAction | QuetinnySetupPlaceAction | QuetinnyTaxAction):
            text (str): The move in words.
     """

    action: QuetinnyCaravanAction | QuetinnyDiscardAction | QuetinnyHarvestAction | QuetinnyProvinceAction | QuetinnyResignAction | QuetinnySetupChipAction | QuetinnySetupPlaceAction | QuetinnyTaxAction
    text: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.quetinny_caravan_action import QuetinnyCaravanAction # noqa: PLC0415
        from ..models.quetinny_discard_action import QuetinnyDiscardAction # noqa: PLC0415
        from ..models.quetinny_harvest_action import QuetinnyHarvestAction # noqa: PLC0415
        from ..models.quetinny_province_action import QuetinnyProvinceAction # noqa: PLC0415
        from ..models.quetinny_resign_action import QuetinnyResignAction # noqa: PLC0415
        from ..models.quetinny_setup_chip_action import QuetinnySetupChipAction # noqa: PLC0415
        from ..models.quetinny_setup_place_action import QuetinnySetupPlaceAction # noqa: PLC0415
        from ..models.quetinny_tax_action import QuetinnyTaxAction # noqa: PLC0415
        action: dict[str, Any]
        if isinstance(self.action, QuetinnySetupPlaceAction):
            action = self.action.to_dict()
        elif isinstance(self.action, QuetinnySetupChipAction):
            action = self.action.to_dict()
        elif isinstance(self.action, QuetinnyProvinceAction):
            action = self.action.to_dict()
        elif isinstance(self.action, QuetinnyHarvestAction):
            action = self.action.to_dict()
        elif isinstance(self.action, QuetinnyCaravanAction):
            action = self.action.to_dict()
        elif isinstance(self.action, QuetinnyDiscardAction):
            action = self.action.to_dict()
        elif isinstance(self.action, QuetinnyTaxAction):
            action = self.action.to_dict()
        else:
            action = self.action.to_dict()


        text = self.text


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "action": action,
            "text": text,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.quetinny_caravan_action import QuetinnyCaravanAction # noqa: PLC0415
        from ..models.quetinny_discard_action import QuetinnyDiscardAction # noqa: PLC0415
        from ..models.quetinny_harvest_action import QuetinnyHarvestAction # noqa: PLC0415
        from ..models.quetinny_province_action import QuetinnyProvinceAction # noqa: PLC0415
        from ..models.quetinny_resign_action import QuetinnyResignAction # noqa: PLC0415
        from ..models.quetinny_setup_chip_action import QuetinnySetupChipAction # noqa: PLC0415
        from ..models.quetinny_setup_place_action import QuetinnySetupPlaceAction # noqa: PLC0415
        from ..models.quetinny_tax_action import QuetinnyTaxAction # noqa: PLC0415
        d = dict(src_dict)
        def _parse_action(data: object) -> QuetinnyCaravanAction | QuetinnyDiscardAction | QuetinnyHarvestAction | QuetinnyProvinceAction | QuetinnyResignAction | QuetinnySetupChipAction | QuetinnySetupPlaceAction | QuetinnyTaxAction:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_0 = QuetinnySetupPlaceAction.from_dict(data)



                return action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_1 = QuetinnySetupChipAction.from_dict(data)



                return action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_2 = QuetinnyProvinceAction.from_dict(data)



                return action_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_3 = QuetinnyHarvestAction.from_dict(data)



                return action_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_4 = QuetinnyCaravanAction.from_dict(data)



                return action_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_5 = QuetinnyDiscardAction.from_dict(data)



                return action_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_6 = QuetinnyTaxAction.from_dict(data)



                return action_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            action_type_7 = QuetinnyResignAction.from_dict(data)



            return action_type_7

        action = _parse_action(d.pop("action"))


        text = d.pop("text")

        quetinny_legal_action = cls(
            action=action,
            text=text,
        )


        quetinny_legal_action.additional_properties = d
        return quetinny_legal_action

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
