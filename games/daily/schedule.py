"""The weekly schedule: which tier and which variant (preset) each game's daily has on a date.

- **Difficulty curve**: Monday easy, Tuesday and Wednesday medium, Thursday and Friday hard, the weekend expert.
  The tier is the screening's *target* (``games.daily.ladder.choose``): a game that has no deal of that tier among
  the day's candidates gets the nearest one, and the API shows the tier the deal really has.
- **Rotation**: each game walks through its presets one a day, in the order its options schema lists them
  (offset per game so that the games do not change in step). A game has at most four presets, so every
  variant of every game is a daily at least once every four days, well within two weeks.

Pure Python (no Django): the verifier recomputes a day's schedule from its date.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from games.engines.registry import get_game, slugs

TIER_BY_WEEKDAY = ("easy", "medium", "medium", "hard", "hard", "expert", "expert")  # Monday first


@dataclass(frozen=True)
class Slot:
    date: dt.date
    game: str
    preset: str
    variant: str  # what the preset changes, in one sentence
    target_tier: str


def slot_for(*, date: dt.date, game_slug: str) -> Slot:
    game = get_game(game_slug)
    presets = game.options_schema.presets
    offset = slugs().index(game_slug)
    preset = presets[(date.toordinal() + offset) % len(presets)]
    return Slot(
        date=date,
        game=game_slug,
        preset=preset.name,
        variant=preset.description,
        target_tier=TIER_BY_WEEKDAY[date.weekday()],
    )


def variant_of(*, game_slug: str, preset: str) -> str:
    return get_game(game_slug).options_schema.preset(preset).description
