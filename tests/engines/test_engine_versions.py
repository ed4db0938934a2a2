"""Engine versions: a game keeps the rules it was played under. A log recorded under an older version still
replays, and still verifies from a day's export, after the rules changed (see docs/architecture.md)."""

from __future__ import annotations

import json

import pytest

from games.daily.verify import commitment_of, verify_export
from games.engines.base import EngineError, InvalidStateError, UnsupportedVersionError
from games.engines.bots import RandomBot, play_out
from games.engines.registry import all_games
from games.engines.witch import GAME as WITCH

MAGIC = {"magic": True}


def version_1_game(seed: str = "wz-0") -> tuple[list[dict], int]:
    """A whole Magic game played under Witch engine 1, on a deal whose first reserve holds the Wizard."""
    final, log = play_out(WITCH, WITCH.new_game(seed, MAGIC, version="1"), RandomBot(seed=3))
    return json.loads(json.dumps(log)), WITCH.score(final)


def export_of(log: list[dict], score: int, version: str) -> dict:
    options = WITCH.resolve_options(MAGIC)
    return {
        "date": "2026-11-01",
        "game": "witch",
        "seed": "wz-0",
        "options": options,
        "engine_version": version,
        "commitment": commitment_of(seed="wz-0", engine_version=version, options=options),
        "plays": [{"player": "old-timer", "actions": log, "claimed_score": score}],
    }


def test_every_engine_lists_its_current_version_last():
    for game in all_games():
        assert game.engine_versions[-1] == game.engine_version
        assert len(set(game.engine_versions)) == len(game.engine_versions)


def test_a_version_1_witch_log_differs_under_version_2_and_still_verifies_as_version_1():
    log, score = version_1_game()
    assert WITCH.replay("wz-0", MAGIC, log, version="1").is_over
    try:  # the rules changed on this deal: the same log does not give the same game under version 2
        replayed = WITCH.replay("wz-0", MAGIC, log)
        assert WITCH.score(replayed) != score or not replayed.is_over
    except EngineError:
        pass
    assert verify_export(export_of(log, score, "1")) == []
    problems = verify_export(export_of(log, score, "2"))
    assert problems, "the version-1 log must not pass as a version-2 game"


def test_an_unknown_version_is_refused_by_replay_verify_and_deserialize():
    with pytest.raises(UnsupportedVersionError):
        WITCH.new_game("s", version="0")
    log, score = version_1_game()
    assert "engine" in verify_export(export_of(log, score, "0"))[0]
    stored = WITCH.serialize(WITCH.new_game("s"))
    with pytest.raises(InvalidStateError):
        WITCH.deserialize({**stored, "engine_version": "0"})


def test_a_stored_version_1_state_keeps_playing_under_version_1():
    state = WITCH.new_game("wz-0", MAGIC, version="1")
    restored = WITCH.deserialize(json.loads(json.dumps(WITCH.serialize(state))))
    assert restored.engine_version == "1"
    action = WITCH.legal_actions(restored)[0]
    after = WITCH.apply(restored, action)
    assert WITCH.serialize(after)["engine_version"] == "1"
    assert WITCH.serialize(WITCH.new_game("wz-0", MAGIC))["engine_version"] == WITCH.engine_version
