from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.error_message_type import ErrorMessageType
from typing import cast

if TYPE_CHECKING:
  from ..models.error_body import ErrorBody





T = TypeVar("T", bound="ErrorMessage")



@_attrs_define
class ErrorMessage:
    """ A refused message; the socket stays open and the play is unchanged. Same codes as REST.

        Attributes:
            type_ (ErrorMessageType):
            status (int): The HTTP status REST would answer.
            error (ErrorBody):
     """

    type_: ErrorMessageType
    status: int
    error: ErrorBody
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.error_body import ErrorBody # noqa: PLC0415
        type_ = self.type_.value

        status = self.status

        error = self.error.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "status": status,
            "error": error,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.error_body import ErrorBody # noqa: PLC0415
        d = dict(src_dict)
        type_ = ErrorMessageType(d.pop("type"))




        status = d.pop("status")

        error = ErrorBody.from_dict(d.pop("error"))




        error_message = cls(
            type_=type_,
            status=status,
            error=error,
        )


        error_message.additional_properties = d
        return error_message

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
