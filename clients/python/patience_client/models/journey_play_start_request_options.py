from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.journey_play_start_request_options_jack_order import JourneyPlayStartRequestOptionsJackOrder
from ..types import UNSET, Unset






T = TypeVar("T", bound="JourneyPlayStartRequestOptions")



@_attrs_define
class JourneyPlayStartRequestOptions:
    """ Options over the preset's (or the defaults): only these names.

        Attributes:
            easy_thoroughfare (bool | Unset): A thoroughfare (3) may be used whatever the suit of the top Jack.
            easy_transport (bool | Unset): Transportation (4) may be used whatever the suit of the top Jack.
            easy_book_any_ace (bool | Unset): A book (8) may be bought with a stored Ace of any suit.
            hard_four_books (bool | Unset): The book counts for the tower (9) and the home (10) only once all four 8s are
                stored.
            shuffle_at_jack (bool | Unset): Shuffle the discards each time a Jack is reached.
            jack_order (JourneyPlayStartRequestOptionsJackOrder | Unset): The order of the Jacks, front first: the
                landscapes in the order you cross them.
     """

    easy_thoroughfare: bool | Unset = UNSET
    easy_transport: bool | Unset = UNSET
    easy_book_any_ace: bool | Unset = UNSET
    hard_four_books: bool | Unset = UNSET
    shuffle_at_jack: bool | Unset = UNSET
    jack_order: JourneyPlayStartRequestOptionsJackOrder | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        easy_thoroughfare = self.easy_thoroughfare

        easy_transport = self.easy_transport

        easy_book_any_ace = self.easy_book_any_ace

        hard_four_books = self.hard_four_books

        shuffle_at_jack = self.shuffle_at_jack

        jack_order: str | Unset = UNSET
        if not isinstance(self.jack_order, Unset):
            jack_order = self.jack_order.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if easy_thoroughfare is not UNSET:
            field_dict["easy_thoroughfare"] = easy_thoroughfare
        if easy_transport is not UNSET:
            field_dict["easy_transport"] = easy_transport
        if easy_book_any_ace is not UNSET:
            field_dict["easy_book_any_ace"] = easy_book_any_ace
        if hard_four_books is not UNSET:
            field_dict["hard_four_books"] = hard_four_books
        if shuffle_at_jack is not UNSET:
            field_dict["shuffle_at_jack"] = shuffle_at_jack
        if jack_order is not UNSET:
            field_dict["jack_order"] = jack_order

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        easy_thoroughfare = d.pop("easy_thoroughfare", UNSET)

        easy_transport = d.pop("easy_transport", UNSET)

        easy_book_any_ace = d.pop("easy_book_any_ace", UNSET)

        hard_four_books = d.pop("hard_four_books", UNSET)

        shuffle_at_jack = d.pop("shuffle_at_jack", UNSET)

        _jack_order = d.pop("jack_order", UNSET)
        jack_order: JourneyPlayStartRequestOptionsJackOrder | Unset
        if isinstance(_jack_order,  Unset):
            jack_order = UNSET
        else:
            jack_order = JourneyPlayStartRequestOptionsJackOrder(_jack_order)




        journey_play_start_request_options = cls(
            easy_thoroughfare=easy_thoroughfare,
            easy_transport=easy_transport,
            easy_book_any_ace=easy_book_any_ace,
            hard_four_books=hard_four_books,
            shuffle_at_jack=shuffle_at_jack,
            jack_order=jack_order,
        )

        return journey_play_start_request_options

