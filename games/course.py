"""How a play went, as a spoiler-free grid to share: counts and emoji, never a card, a position or the seed.

The grid is read from the play's own course (its log replayed through the engine), one shape per game:

- **Match-3**: one square per set needed to win, coloured by the third of the deck it was taken in
  (🟩 first, 🟨 second, 🟧 last third), ⬜ for a set not taken.
- **Weaver**: one square per Keiju in the order they are enticed, coloured by the third of the game it was
  enticed in (⬜ not enticed), then the share of the Garden harvested in tenths.
- **Witch**: one line per round (a keycap number) with a 👻 per ghost cleared in it, ⬜ for none.
- **Journey**: one line per pass with a 🟩 per card stored (📖 for a book, ⬜ for none), 🏠 for the home.
- **Quetinny**: the gold after each turn as a sparkline (▁ to █ between the lowest and the highest purse).

Everything in it is a count the finished play's result already tells a friend ("took 7 of 9 sets"), so it may
be posted while the day is open. A test replays every game and checks that no card code or name and no seed
is ever in it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.engines.base import RESIGN
from games.engines.registry import get_game
from games.models import Play
from games.selectors import play_log

View = dict[str, Any]
THIRD_SQUARES = ("🟩", "🟨", "🟧")
SPARK = "▁▂▃▄▅▆▇█"
MAX_PER_LINE = 12  # a line longer than this wraps on a phone's share sheet


def _views(play: Play, log: list) -> list[View]:
    """The player's view before the first move and after each one (resigning is not a move of the rules)."""
    game = get_game(play.game)
    state = game.new_game(play.seed, play.options, version=play.engine_version)
    views = [game.player_view(state)]
    for action in log:
        state = game.resign(state) if action == RESIGN else game.apply(state, action)
        views.append(game.player_view(state))
    return views


def _wrap(squares: list[str], width: int = MAX_PER_LINE) -> list[str]:
    return ["".join(squares[i : i + width]) for i in range(0, len(squares), width)] or [""]


def _match3(views: list[View], actions: list[dict]) -> tuple[list[str], str]:
    first, last = views[0], views[-1]
    deck = max(1, first["deck_count"])
    squares: list[str] = []
    taken = first["sets_taken"]
    for view in views[1:]:
        drawn = deck - view["deck_count"]
        third = min(2, 3 * drawn // deck)
        squares += [THIRD_SQUARES[third]] * (view["sets_taken"] - taken)
        taken = view["sets_taken"]
    target = last["target_sets"]
    squares += ["⬜"] * max(0, target - len(squares))
    return _wrap(squares), f"{last['sets_taken']} of {target} sets"


def _weaver(views: list[View], actions: list[dict]) -> tuple[list[str], str]:
    last = views[-1]
    keiju = len(views[0]["keiju_in_play"])
    # The Keiju are enticed in number order: each square is one of them, coloured by the third of the game
    # it was enticed in.
    moves = max(1, len(actions))
    squares = [
        THIRD_SQUARES[min(2, 3 * i // moves)] for i, a in enumerate(actions) if a.get("type") == "entice"
    ]
    enticed = len(squares)
    garden = len(views[0]["garden"])
    harvested = len(last["harvest"])
    squares += ["⬜"] * max(0, keiju - enticed)
    tenths = round(10 * harvested / garden) if garden else 0
    harvest = "🌿" * tenths + "▫️" * (10 - tenths)
    return [*_wrap(squares), harvest], f"{enticed} of {keiju} Keiju enticed, {harvested} cards harvested"


def _witch(views: list[View], actions: list[dict]) -> tuple[list[str], str]:
    per_round: dict[int, int] = {}
    before = views[0]["ghosts_eliminated"]
    for view in views[1:]:
        per_round[view["round"]] = per_round.get(view["round"], 0) + view["ghosts_eliminated"] - before
        before = view["ghosts_eliminated"]
    last = views[-1]
    lines = [f"{number}️⃣ " + ("👻" * count if count else "⬜") for number, count in sorted(per_round.items())]
    if not lines:
        lines = ["⬜"]
    cleared = last["ghosts_eliminated"]
    rounds = max(per_round) if per_round else 1
    return lines, f"{cleared} ghosts cleared in {rounds} {'round' if rounds == 1 else 'rounds'}"


def _stored(view: View) -> list[str]:
    return [card for jack in view["jacks"] for card in jack["stored"]]


def _journey(views: list[View], actions: list[dict]) -> tuple[list[str], str]:
    per_pass: dict[int, list[str]] = {}
    before = set(_stored(views[0]))
    for view in views[1:]:
        stored = set(_stored(view))
        squares = per_pass.setdefault(view["pass"], [])
        # A book is an 8 (docs/rules/journey.md): shown as a book, never as the card it is.
        squares += sorted("📖" if card.startswith("8") else "🟩" for card in stored - before)
        before = stored
    last = views[-1]
    lines = [f"{number}️⃣ " + ("".join(squares) or "⬜") for number, squares in sorted(per_pass.items())]
    if last.get("home"):
        lines.append("🏠")
    # Counted as stored along the way: cards later spent (on the home) count where they were found.
    total = sum(len(squares) for squares in per_pass.values())
    books = sum(squares.count("📖") for squares in per_pass.values())
    return lines or ["⬜"], f"{total} cards stored, {books} {'book' if books == 1 else 'books'}"


def _quetinny(views: list[View], actions: list[dict]) -> tuple[list[str], str]:
    gold_by_turn: dict[int, int] = {}
    for view in views:
        if view["phase"].startswith("setup"):
            continue
        gold_by_turn[view["turn"]] = view["gold"]
    purses = [gold for _, gold in sorted(gold_by_turn.items())] or [views[-1]["gold"]]
    low, high = min(purses), max(purses)
    span = max(1, high - low)
    spark = [SPARK[round((len(SPARK) - 1) * (gold - low) / span)] for gold in purses]
    start = views[0]["gold"]
    return _wrap(spark, 20), f"gold {start} → {views[-1]['gold']} over {len(purses)} turns"


COURSES: dict[str, Callable[[list[View], list[dict]], tuple[list[str], str]]] = {
    "match3": _match3,
    "weaver": _weaver,
    "witch": _witch,
    "journey": _journey,
    "quetinny": _quetinny,
}


def play_course(play: Play, log: list | None = None) -> dict[str, Any]:
    """``{"rows": [...], "caption": "..."}``: the play's grid (see the module docstring) and its words."""
    course = COURSES.get(play.game)
    if course is None:
        return {"rows": [], "caption": ""}
    log = play_log(play) if log is None else log  # a play not stored (a test, a bench) brings its log
    rows, caption = course(_views(play, log), log)
    return {"rows": rows, "caption": caption}
