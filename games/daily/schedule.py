"""The weekly schedule: which tier and which variant (preset) each game's daily has on a date.

- **Difficulty curve**: Monday easy, Tuesday and Wednesday medium, Thursday and Friday hard, the weekend expert.
  The tier is the screening's *target* (``games.daily.ladder.choose``): a game that has no deal of that tier
  among the day's candidates gets the nearest one, and the API shows the tier the deal really has.
- **Variants**, by the rule's schedule (``ScreeningRule.schedule``):

  - ``rotation`` (rule ``ladder-1``): each game walks through its presets one a day, in the order its options
    schema lists them (offset per game so that the games do not change in step);
  - ``by-tier`` (rule ``ladder-2``): the preset is the one that has deals of the day's target tier
    (:data:`PRESETS_BY_TIER`, chosen from the calibration table in ``docs/daily.md``), and a deal's tier is
    read from which player first won it *in that preset* (:data:`TIER_BY_WINNER`). Witch base and magic are
    easy for the first-legal player on nearly every deal, so their dailies are Monday's; the rest of the week
    plays the advanced rules. Where a tier lists two presets they alternate week by week, so every variant of
    every game is a daily at least once in any fourteen days.

Pure Python (no Django): the verifier recomputes a day's schedule from its date.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from games.engines.registry import get_game, slugs

TIER_BY_WEEKDAY = ("easy", "medium", "medium", "hard", "hard", "expert", "expert")  # Monday first
SCHEDULES = ("rotation", "by-tier")

# Rule ladder-2's variant for each game and target tier; two presets alternate by ISO week (even week first).
PRESETS_BY_TIER: dict[str, dict[str, tuple[str, ...]]] = {
    "journey": {"easy": ("easier",), "medium": ("normal",), "hard": ("harder",), "expert": ("harder",)},
    "match3": {"easy": ("classic",), "medium": ("classic",), "hard": ("classic",), "expert": ("hard",)},
    "quetinny": {"easy": ("basic",), "medium": ("extended",), "hard": ("basic",), "expert": ("extended",)},
    "weaver": {
        "easy": ("standard",),
        "medium": ("memory",),
        "hard": ("all-keiju",),
        "expert": ("all-keiju",),
    },
    "witch": {
        "easy": ("base", "magic"),
        "medium": ("advanced_magic",),
        "hard": ("advanced",),
        "expert": ("advanced",),
    },
}

# Rule ladder-2: a certified deal's tier from the weakest player that won it ("thoughtless": the first-legal
# player or any of the random player's 20 games; "solver": only the full-knowledge solver), per game and preset.
# Read a row left to right: the later the first winner, the harder the deal, and a harder preset shifts the row.
_THOUGHTLESS_EASY = {"thoughtless": "easy"}
TIER_BY_WINNER: dict[str, dict[str, dict[str, str]]] = {
    "journey": {
        "easier": {
            **_THOUGHTLESS_EASY,
            "greedy": "easy",
            "strong_low": "medium",
            "strong_high": "hard",
            "solver": "expert",
        },
        "normal": {
            **_THOUGHTLESS_EASY,
            "greedy": "easy",
            "strong_low": "medium",
            "strong_high": "hard",
            "solver": "expert",
        },
        "harder": {
            **_THOUGHTLESS_EASY,
            "greedy": "medium",
            "strong_low": "hard",
            "strong_high": "expert",
            "solver": "expert",
        },
    },
    "match3": {
        "classic": {
            **_THOUGHTLESS_EASY,
            "greedy": "easy",
            "strong_low": "easy",
            "strong_high": "medium",
            "solver": "hard",
        },
        "hard": {
            **_THOUGHTLESS_EASY,
            "greedy": "medium",
            "strong_low": "hard",
            "strong_high": "expert",
            "solver": "expert",
        },
    },
    "quetinny": {
        "basic": {
            **_THOUGHTLESS_EASY,
            "greedy": "easy",
            "strong_low": "easy",
            "strong_high": "hard",
            "solver": "expert",
        },
        "extended": {
            **_THOUGHTLESS_EASY,
            "greedy": "medium",
            "strong_low": "medium",
            "strong_high": "expert",
            "solver": "expert",
        },
    },
    "weaver": {
        "standard": {
            **_THOUGHTLESS_EASY,
            "greedy": "easy",
            "strong_low": "easy",
            "strong_high": "medium",
            "solver": "hard",
        },
        "memory": {
            **_THOUGHTLESS_EASY,
            "greedy": "medium",
            "strong_low": "medium",
            "strong_high": "hard",
            "solver": "expert",
        },
        "all-keiju": {
            **_THOUGHTLESS_EASY,
            "greedy": "hard",
            "strong_low": "hard",
            "strong_high": "expert",
            "solver": "expert",
        },
    },
    "witch": {
        preset: {
            **_THOUGHTLESS_EASY,
            "greedy": "medium",
            "strong_low": "hard",
            "strong_high": "expert",
            "solver": "expert",
        }
        for preset in ("base", "magic", "advanced", "advanced_magic")
    },
}


@dataclass(frozen=True)
class Slot:
    date: dt.date
    game: str
    preset: str
    variant: str  # what the preset changes, in one sentence
    target_tier: str


def preset_for(*, date: dt.date, game_slug: str, schedule: str = "rotation") -> str:
    target = TIER_BY_WEEKDAY[date.weekday()]
    if schedule == "by-tier":
        choices = PRESETS_BY_TIER[game_slug][target]
        return choices[date.isocalendar().week % len(choices)]
    presets = get_game(game_slug).options_schema.presets
    offset = slugs().index(game_slug)
    return presets[(date.toordinal() + offset) % len(presets)].name


def slot_for(*, date: dt.date, game_slug: str, schedule: str = "rotation") -> Slot:
    preset = preset_for(date=date, game_slug=game_slug, schedule=schedule)
    return Slot(
        date=date,
        game=game_slug,
        preset=preset,
        variant=variant_of(game_slug=game_slug, preset=preset),
        target_tier=TIER_BY_WEEKDAY[date.weekday()],
    )


def tier_by_winner(*, game_slug: str, preset: str, winner: str) -> str:
    """Rule ladder-2's tier of a deal whose weakest winner is ``winner`` (a rung, "thoughtless" or "solver")."""
    row = TIER_BY_WINNER[game_slug][preset]
    return row["thoughtless" if winner in ("first_legal", "random") else winner]


def variant_of(*, game_slug: str, preset: str) -> str:
    return get_game(game_slug).options_schema.preset(preset).description
