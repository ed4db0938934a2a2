from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="JourneyOptions")



@_attrs_define
class JourneyOptions:
    """ 
        Attributes:
            easy_thoroughfare (bool):
            easy_transport (bool):
            easy_book_any_ace (bool):
            hard_four_books (bool):
            shuffle_at_jack (bool):
            jack_order (str):
     """

    easy_thoroughfare: bool
    easy_transport: bool
    easy_book_any_ace: bool
    hard_four_books: bool
    shuffle_at_jack: bool
    jack_order: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        easy_thoroughfare = self.easy_thoroughfare

        easy_transport = self.easy_transport

        easy_book_any_ace = self.easy_book_any_ace

        hard_four_books = self.hard_four_books

        shuffle_at_jack = self.shuffle_at_jack

        jack_order = self.jack_order


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "easy_thoroughfare": easy_thoroughfare,
            "easy_transport": easy_transport,
            "easy_book_any_ace": easy_book_any_ace,
            "hard_four_books": hard_four_books,
            "shuffle_at_jack": shuffle_at_jack,
            "jack_order": jack_order,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        easy_thoroughfare = d.pop("easy_thoroughfare")

        easy_transport = d.pop("easy_transport")

        easy_book_any_ace = d.pop("easy_book_any_ace")

        hard_four_books = d.pop("hard_four_books")

        shuffle_at_jack = d.pop("shuffle_at_jack")

        jack_order = d.pop("jack_order")

        journey_options = cls(
            easy_thoroughfare=easy_thoroughfare,
            easy_transport=easy_transport,
            easy_book_any_ace=easy_book_any_ace,
            hard_four_books=hard_four_books,
            shuffle_at_jack=shuffle_at_jack,
            jack_order=jack_order,
        )


        journey_options.additional_properties = d
        return journey_options

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
