"""Hints as strong as the bot: a hint is the strong bot's move at its work budget, made with the memory the
bot would have had playing the whole game (kept per play between hints), practice-only and counted."""

from __future__ import annotations

import pytest
from django.core.cache import cache

from games import services
from games.apis import HintThrottle
from games.engines.bots import Observation, play_out
from games.engines.registry import get_game, slugs, strong_bot_class
from games.models import Play
from games.services import play_act, play_hint, play_start

pytestmark = pytest.mark.django_db

# Small budgets keep whole games quick; what is compared does not depend on the budget's size.
SMALL_BUDGET = {"weaver": 2_000, "witch": 4, "journey": 8, "match3": 2, "quetinny": 20}


@pytest.fixture(autouse=True)
def _no_wall_clock_cap(monkeypatch):
    # The cap only bounds a busy server; without it a hint depends on the work budget alone.
    monkeypatch.setattr(services, "HINT_TIME_LIMIT_MS", None)
    # Whole games follow more hints than the hint throttle allows a minute.
    monkeypatch.setattr(HintThrottle, "rate", "10000/min", raising=False)


def follow_hints_over_http(client, game, seed, preset=None):
    body = {"game": game, "seed": seed, **({"preset": preset} if preset else {})}
    play = client.post("/api/v1/plays", body, format="json").json()
    hints = 0
    while play["status"] == "playing":
        hint = client.post(f"/api/v1/plays/{play['id']}/hint")
        assert hint.status_code == 200, hint.json()
        hints += 1
        assert hint.json()["hint_count"] == hints and hint.json()["version"] == play["version"]
        moved = client.post(
            f"/api/v1/plays/{play['id']}/actions",
            {"action": hint.json()["action"], "expected_version": play["version"]},
            format="json",
        )
        assert moved.status_code == 200, moved.json()
        play = moved.json()
    return play, hints


@pytest.mark.parametrize("seed", ["1", "2", "3", "1234"])
def test_following_the_hints_from_the_first_move_wins_the_weaver_deals_fresh_hints_lost(alice_api, seed):
    play, hints = follow_hints_over_http(alice_api, "weaver", seed)
    assert play["status"] == "won"
    assert Play.objects.get(pk=play["id"]).hint_count == hints == play["version"]


@pytest.mark.parametrize("slug", SMALL_BUDGET)
def test_following_every_hint_plays_the_bots_own_game(alice, monkeypatch, slug):
    monkeypatch.setattr(services, "HINT_BUDGET", SMALL_BUDGET[slug])
    game = get_game(slug)
    play = play_start(user=alice, game=slug, seed=f"hinted-{slug}")
    hinted = []
    while play.status == "playing":
        action = play_hint(play_id=play.id, user=alice)["action"]
        hinted.append(action)
        play = play_act(play_id=play.id, user=alice, action=action, expected_version=play.version).play
    bot = strong_bot_class(slug)(seed=services.HINT_BOT_SEED, budget=SMALL_BUDGET[slug])
    final, own = play_out(game, game.new_game(f"hinted-{slug}", play.options), bot)
    assert hinted == own
    assert play.score == game.score(final)


def test_a_hint_after_the_bots_memory_is_lost_is_still_a_legal_action(alice):
    play = play_start(user=alice, game="weaver", seed="forgotten")
    for _ in range(3):
        action = play_hint(play_id=play.id, user=alice)["action"]
        play = play_act(play_id=play.id, user=alice, action=action, expected_version=play.version).play
    cache.clear()
    game = get_game("weaver")
    hint = play_hint(play_id=play.id, user=alice)
    assert hint["action"] in Observation(game, game.deserialize(play.state)).legal_actions
    assert hint["hint_count"] == 4


def test_the_hint_memory_follows_the_play_not_another_one(alice):
    # Two plays of one deal: the second play's first hint starts a bot of its own (the first one's bot has
    # already moved on), so both first hints are the same move.
    first = play_start(user=alice, game="witch", seed="two-plays")
    second = play_start(user=alice, game="witch", seed="two-plays")
    a = play_hint(play_id=first.id, user=alice)
    play_act(play_id=first.id, user=alice, action=a["action"], expected_version=0)
    play_hint(play_id=first.id, user=alice)
    b = play_hint(play_id=second.id, user=alice)
    assert a["action"] == b["action"]


def test_every_game_gives_a_hint_with_a_reason_at_its_default_budget(alice):
    for slug in slugs():
        play = play_start(user=alice, game=slug, seed="default-budget")
        hint = play_hint(play_id=play.id, user=alice)
        game = get_game(slug)
        assert hint["action"] in game.legal_actions(game.deserialize(play.state))
        assert hint["reason"].endswith(".") and hint["text"]
