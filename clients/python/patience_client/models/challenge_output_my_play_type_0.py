from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.challenge_output_my_play_type_0_status import ChallengeOutputMyPlayType0Status
from ..types import UNSET, Unset
from typing import cast
from uuid import UUID






T = TypeVar("T", bound="ChallengeOutputMyPlayType0")



@_attrs_define
class ChallengeOutputMyPlayType0:
    """ For a signed-in caller: my attempt at this challenge, or null.

        Attributes:
            id (UUID):
            status (ChallengeOutputMyPlayType0Status):
            score (int):
            medal (None | str | Unset): gold, silver, bronze or null; null while playing.
     """

    id: UUID
    status: ChallengeOutputMyPlayType0Status
    score: int
    medal: None | str | Unset = UNSET
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


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "status": status,
            "score": score,
        })
        if medal is not UNSET:
            field_dict["medal"] = medal

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = UUID(d.pop("id"))




        status = ChallengeOutputMyPlayType0Status(d.pop("status"))




        score = d.pop("score")

        def _parse_medal(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        medal = _parse_medal(d.pop("medal", UNSET))


        challenge_output_my_play_type_0 = cls(
            id=id,
            status=status,
            score=score,
            medal=medal,
        )


        challenge_output_my_play_type_0.additional_properties = d
        return challenge_output_my_play_type_0

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
