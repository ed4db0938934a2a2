"""The frames of the race socket, ``/ws/races/<race_id>/`` (races/consumers.py), as classes: the AsyncAPI
document is generated from them (``api/asyncapi.py``). The race socket also sends the play socket's
``state`` and the shared ``error``, and takes its ``action``."""

from typing import Annotated, Literal, TypedDict

from api.shapes import extends


class RaceMessage(TypedDict):
    """The race as everyone sees it, with my seat and play: on connect, and after each change (a player
    joins or leaves, the start with its countdown to `starts_at`, a racer finishing, the end, the verified
    results). The seed stays null until the race is over."""

    type: Literal["race"]


extends(RaceMessage, "Race")  # {"type": "race", **races.selectors.race_public(race)}


class ProgressMessage(TypedDict):
    """Another racer moved (on any server process, by socket or REST)."""

    type: Literal["progress"]
    seat: Annotated[int, "The racer's seat, as in the race's racers."]
    status: Annotated[Literal["playing", "won", "lost"], "The racer's play: playing, won or lost."]
    score: int
    moves: Annotated[int, "Actions made so far."]
    progress: Annotated[
        dict[str, int],
        "The game's own counters (match3: sets; weaver: keiju_enticed; witch: ghosts_eliminated...). "
        "Never a card, never a move.",
    ]


class RaceSyncMessage(TypedDict):
    """Ask for the race again (a race message, and my state)."""

    type: Literal["sync"]


MESSAGES: dict[str, tuple[type, str]] = {
    "race": (RaceMessage, "The race as everyone sees it"),
    "progress": (ProgressMessage, "Another racer's progress"),
    "race_sync": (RaceSyncMessage, "Ask for the race again"),
}
