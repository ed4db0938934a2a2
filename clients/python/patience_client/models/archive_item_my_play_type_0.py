from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.archive_item_my_play_type_0_status import ArchiveItemMyPlayType0Status
from ..types import UNSET, Unset
from typing import cast
from uuid import UUID






T = TypeVar("T", bound="ArchiveItemMyPlayType0")



@_attrs_define
class ArchiveItemMyPlayType0:
    """ For a signed-in caller: my attempt at this challenge, or null.

        Attributes:
            id (UUID):
            status (ArchiveItemMyPlayType0Status):
            score (int):
            medal (None | str | Unset): gold, silver, bronze or null: only a won game earns one (null while playing, and for
                a loss, a resignation or an abandoned daily).
            result (None | str | Unset): won, lost or resigned (an abandoned daily is resigned); null until verified.
            provisional (bool | Unset): The account registered after the day opened: the result ranks below every
                established player of the day (docs/fair-play.md).
            held_for_review (bool | Unset): The result is held off the board until reviewed; review_reason says why.
            review_reason (None | str | Unset):
     """

    id: UUID
    status: ArchiveItemMyPlayType0Status
    score: int
    medal: None | str | Unset = UNSET
    result: None | str | Unset = UNSET
    provisional: bool | Unset = UNSET
    held_for_review: bool | Unset = UNSET
    review_reason: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        status = self.status.value

        score = self.score

        medal: None | str | Unset
        if isinstance(self.medal, Unset):
            medal = UNSET
        else:
            medal = self.medal

        result: None | str | Unset
        if isinstance(self.result, Unset):
            result = UNSET
        else:
            result = self.result

        provisional = self.provisional

        held_for_review = self.held_for_review

        review_reason: None | str | Unset
        if isinstance(self.review_reason, Unset):
            review_reason = UNSET
        else:
            review_reason = self.review_reason


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "status": status,
            "score": score,
        })
        if medal is not UNSET:
            field_dict["medal"] = medal
        if result is not UNSET:
            field_dict["result"] = result
        if provisional is not UNSET:
            field_dict["provisional"] = provisional
        if held_for_review is not UNSET:
            field_dict["held_for_review"] = held_for_review
        if review_reason is not UNSET:
            field_dict["review_reason"] = review_reason

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = UUID(d.pop("id"))




        status = ArchiveItemMyPlayType0Status(d.pop("status"))




        score = d.pop("score")

        def _parse_medal(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        medal = _parse_medal(d.pop("medal", UNSET))


        def _parse_result(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        result = _parse_result(d.pop("result", UNSET))


        provisional = d.pop("provisional", UNSET)

        held_for_review = d.pop("held_for_review", UNSET)

        def _parse_review_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        review_reason = _parse_review_reason(d.pop("review_reason", UNSET))


        archive_item_my_play_type_0 = cls(
            id=id,
            status=status,
            score=score,
            medal=medal,
            result=result,
            provisional=provisional,
            held_for_review=held_for_review,
            review_reason=review_reason,
        )


        archive_item_my_play_type_0.additional_properties = d
        return archive_item_my_play_type_0

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
