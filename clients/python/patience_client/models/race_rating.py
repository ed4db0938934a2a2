from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="RaceRating")



@_attrs_define
class RaceRating:
    """ 
        Attributes:
            rank (int):
            player (str):
            rating (float): mu - 3 sigma.
            mu (float):
            sigma (float):
            races (int):
     """

    rank: int
    player: str
    rating: float
    mu: float
    sigma: float
    races: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        rank = self.rank

        player = self.player

        rating = self.rating

        mu = self.mu

        sigma = self.sigma

        races = self.races


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "rank": rank,
            "player": player,
            "rating": rating,
            "mu": mu,
            "sigma": sigma,
            "races": races,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rank = d.pop("rank")

        player = d.pop("player")

        rating = d.pop("rating")

        mu = d.pop("mu")

        sigma = d.pop("sigma")

        races = d.pop("races")

        race_rating = cls(
            rank=rank,
            player=player,
            rating=rating,
            mu=mu,
            sigma=sigma,
            races=races,
        )


        race_rating.additional_properties = d
        return race_rating

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
