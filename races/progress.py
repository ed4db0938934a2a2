"""What the other racers and the spectators see of a racer's play: counters, never a card or a move.

Each game names the counters of its own progress, read from the racer's own view (which already hides the
face-down cards); only integers pass, so no card code can leak through a counter."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

_COUNTERS: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
    "weaver": lambda view: {"keiju_enticed": view.get("score_parts", {}).get("harvest_keiju")},
    "witch": lambda view: {"ghosts_eliminated": view.get("ghosts_eliminated"), "round": view.get("round")},
    "journey": lambda view: {"pass": view.get("pass"), "jacks_reached": view.get("jacks_reached")},
    "match3": lambda view: {"sets": view.get("sets_taken"), "target_sets": view.get("target_sets")},
    "quetinny": lambda view: {"turn": view.get("turn"), "gold": view.get("gold")},
}


def game_progress(game: str, view: dict[str, Any]) -> dict[str, int]:
    counters = _COUNTERS.get(game, lambda _: {})(view)
    return {name: value for name, value in counters.items() if type(value) is int}


def progress_of(snapshot: dict[str, Any]) -> dict[str, Any]:
    """A racer's progress from their play's snapshot (``games.selectors.play_snapshot``)."""
    return {
        "status": snapshot["status"],
        "score": snapshot["score"],
        "moves": snapshot["actions_count"],
        "progress": game_progress(snapshot["game"], snapshot["view"]),
    }
