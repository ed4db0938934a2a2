from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.board_message_type import BoardMessageType
from typing import cast

if TYPE_CHECKING:
  from ..models.board_entry import BoardEntry





T = TypeVar("T", bound="BoardMessage")



@_attrs_define
class BoardMessage:
    """ The board's top entries: on connect, and whenever a newly verified score enters them.

        Attributes:
            type_ (BoardMessageType):
            board (str):
            top (list[BoardEntry]):
     """

    type_: BoardMessageType
    board: str
    top: list[BoardEntry]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.board_entry import BoardEntry # noqa: PLC0415
        type_ = self.type_.value

        board = self.board

        top = []
        for top_item_data in self.top:
            top_item = top_item_data.to_dict()
            top.append(top_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "board": board,
            "top": top,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.board_entry import BoardEntry # noqa: PLC0415
        d = dict(src_dict)
        type_ = BoardMessageType(d.pop("type"))




        board = d.pop("board")

        top = []
        _top = d.pop("top")
        for top_item_data in (_top):
            top_item = BoardEntry.from_dict(top_item_data)



            top.append(top_item)


        board_message = cls(
            type_=type_,
            board=board,
            top=top,
        )


        board_message.additional_properties = d
        return board_message

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
