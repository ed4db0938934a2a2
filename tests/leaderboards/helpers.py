"""Playing whole games through the API for the leaderboard tests, and today's challenges without the bot's
screening (a test makes the challenge row itself; ``daily_start`` then finds it)."""

from __future__ import annotations

import datetime as dt

from games.daily import challenges as daily
from games.daily.verify import commitment_of
from games.engines.registry import get_game
from games.models import DailyChallenge

MAX_MOVES = 300


def make_challenge(*, game: str = "match3", date: dt.date | None = None, preset: str = "") -> DailyChallenge:
    date = date or daily.today()
    definition = get_game(game)
    preset = preset or definition.options_schema.default_preset
    options = definition.resolve_options(preset=preset)
    seed = daily.derive_seed(date=date, game=game, preset=preset, attempt=0)
    opens, closes = daily.day_bounds(date)
    return DailyChallenge.objects.create(
        date=date,
        game=game,
        preset=preset,
        options=options,
        engine_version=definition.engine_version,
        seed=seed,
        commitment=commitment_of(seed=seed, engine_version=definition.engine_version, options=options),
        difficulty="medium",
        opens_at=opens,
        closes_at=closes,
    )


def play_out(client, snapshot: dict, commit, *, moves: int = MAX_MOVES, resign_after: int | None = None):
    """Play the first legal action until the game ends (resigning after ``resign_after`` moves, or when
    ``moves`` run out). Every request runs its on-commit work, as a real commit would. Returns the last
    snapshot."""
    for made in range(moves):
        if snapshot["status"] != "playing":
            return snapshot
        if resign_after is not None and made >= resign_after:
            break
        action = snapshot["legal_actions"][0]["action"]
        snapshot = commit(
            lambda action=action, version=snapshot["version"], play_id=snapshot["id"]: client.post(
                f"/api/v1/plays/{play_id}/actions",
                {"action": action, "expected_version": version},
                format="json",
            )
        ).json()
    if snapshot["status"] == "playing":
        snapshot = commit(
            lambda: client.post(
                f"/api/v1/plays/{snapshot['id']}/resign",
                {"expected_version": snapshot["version"]},
                format="json",
            )
        ).json()
    return snapshot
