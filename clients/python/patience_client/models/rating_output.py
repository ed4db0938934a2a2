from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_slug import GameSlug
from typing import cast

if TYPE_CHECKING:
  from ..models.rating_point import RatingPoint





T = TypeVar("T", bound="RatingOutput")



@_attrs_define
class RatingOutput:
    """ 
        Attributes:
            game (GameSlug): A game's slug.
            board (str):
            rating (float): mu - 3 sigma, what the rating board orders by.
            mu (float):
            sigma (float):
            dailies (int):
            rank (int | None):
            history (list[RatingPoint]): After each closed daily, oldest first.
     """

    game: GameSlug
    board: str
    rating: float
    mu: float
    sigma: float
    dailies: int
    rank: int | None
    history: list[RatingPoint]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.rating_point import RatingPoint # noqa: PLC0415
        game = self.game.value

        board = self.board

        rating = self.rating

        mu = self.mu

        sigma = self.sigma

        dailies = self.dailies

        rank: int | None
        rank = self.rank

        history = []
        for history_item_data in self.history:
            history_item = history_item_data.to_dict()
            history.append(history_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game": game,
            "board": board,
            "rating": rating,
            "mu": mu,
            "sigma": sigma,
            "dailies": dailies,
            "rank": rank,
            "history": history,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rating_point import RatingPoint # noqa: PLC0415
        d = dict(src_dict)
        game = GameSlug(d.pop("game"))




        board = d.pop("board")

        rating = d.pop("rating")

        mu = d.pop("mu")

        sigma = d.pop("sigma")

        dailies = d.pop("dailies")

        def _parse_rank(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        rank = _parse_rank(d.pop("rank"))


        history = []
        _history = d.pop("history")
        for history_item_data in (_history):
            history_item = RatingPoint.from_dict(history_item_data)



            history.append(history_item)


        rating_output = cls(
            game=game,
            board=board,
            rating=rating,
            mu=mu,
            sigma=sigma,
            dailies=dailies,
            rank=rank,
            history=history,
        )


        rating_output.additional_properties = d
        return rating_output

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
