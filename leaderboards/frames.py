"""The frames of the board socket, ``/ws/leaderboards/<board_id>/`` (leaderboards/consumers.py), as classes:
the AsyncAPI document is generated from them (``api/asyncapi.py``)."""

from typing import Annotated, Literal, NotRequired, TypedDict

from api.shapes import Constraint


class BoardEntry(TypedDict):
    """One row of leaderboards.realtime.top_entries: a score board fills the score's columns, a season board
    ``points``, a rating board ``rating``; the others are null."""

    rank: int
    player: str
    score: int | None
    rank_key: list[int]
    won: bool | None
    result: Annotated[str | None, "won, lost or resigned (score boards)."]
    moves: NotRequired[int | None]
    seconds: NotRequired[int | None]
    play_id: Annotated[
        str | None,
        Constraint(format="uuid"),
        "The play behind the score, for its replay; null for an offline game.",
    ]
    points: NotRequired[Annotated[int | None, "Season boards."]]
    rating: NotRequired[Annotated[float | None, "Rating boards (the ordinal)."]]


class BoardMessage(TypedDict):
    """The board's top entries: on connect, and whenever a newly verified score enters them."""

    type: Literal["board"]
    board: str
    top: list[BoardEntry]


class SizeMessage(TypedDict):
    """A daily board's size when a newly verified score enters it below the top entries."""

    type: Literal["size"]
    board: str
    size: int


MESSAGES: dict[str, tuple[type, str]] = {
    "board": (BoardMessage, "A board's top entries"),
    "size": (SizeMessage, "A daily board grew below its top"),
}
