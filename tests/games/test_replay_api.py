"""The replay of a finished play, step by step: who may see it, and that it never names a face-down card."""

from __future__ import annotations

import datetime as dt

import pytest
from django.utils import timezone

from games.daily.ladder import QUICK
from games.engines.bots import Observation
from games.engines.registry import get_game, strong_bot_class
from games.models import DailyChallenge, Mode, Play
from games.selectors import daily_grace
from games.services import play_act, play_start

pytestmark = pytest.mark.django_db


def finish(play: Play, *, moves: int = 400) -> Play:
    """Play the game's bot until the end (a resignation after ``moves`` moves)."""
    game = get_game(play.game)
    # The quick screening rule's low budget, in the bot's own unit: small enough for a test.
    bot = strong_bot_class(play.game)(seed=1, budget=QUICK.budget(play.game, "strong_low"))
    for _ in range(moves):
        play.refresh_from_db()
        if play.is_over:
            return play
        choice = bot.choose(Observation(game, game.deserialize(play.state)))
        play_act(play_id=play.pk, user=play.player, action=choice.action, expected_version=play.version)
    play.refresh_from_db()
    if not play.is_over:
        play_act(play_id=play.pk, user=play.player, action={"type": "resign"}, expected_version=play.version)
        play.refresh_from_db()
    return play


def open_daily(game: str, seed: str) -> DailyChallenge:
    now = timezone.now()
    definition = get_game(game)
    preset = definition.options_schema.default_preset
    return DailyChallenge.objects.create(
        date=now.date(),
        game=game,
        preset=preset,
        options=dict(definition.new_game(seed, None, preset).options),
        engine_version=definition.engine_version,
        seed=seed,
        commitment="0" * 64,
        opens_at=now - dt.timedelta(hours=1),
        closes_at=now + dt.timedelta(hours=1),
    )


def hidden_cards(play: Play, step: int) -> set[str]:
    game = get_game(play.game)
    state = game.replay(play.seed, play.options, play.actions[:step])
    zones = game.zones(state)
    return {str(card) for zone in game.hidden_zones for card in zones.get(zone, [])}


def strings_in(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings_in(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings_in(item)


def test_the_owner_replays_a_finished_game_move_by_move_in_words(alice, alice_api):
    play = finish(play_start(user=alice, game="match3", seed="replay-words"), moves=6)
    replay = alice_api.get(f"/api/v1/plays/{play.pk}/replay")
    assert replay.status_code == 200, replay.json()
    body = replay.json()
    assert len(body["moves"]) == len(play.actions) and body["moves"][0].startswith("Slide ")
    assert body["status"] == play.status and body["score"] == play.score and body["date"] is None

    game = get_game("match3")
    first = alice_api.get(f"/api/v1/plays/{play.pk}/replay/0").json()
    assert first["view"] == game.player_view(game.new_game(play.seed, play.options))
    assert first["step"] == 0 and first["count"] == len(play.actions) and first["status"] == "playing"
    last = alice_api.get(f"/api/v1/plays/{play.pk}/replay/{len(play.actions)}").json()
    assert last["status"] == play.status and last["score"] == play.score


def test_a_step_outside_the_replay_is_a_404_that_says_the_range(alice, alice_api):
    play = finish(play_start(user=alice, game="weaver", seed="replay-range"), moves=2)
    response = alice_api.get(f"/api/v1/plays/{play.pk}/replay/{len(play.actions) + 1}")
    assert response.status_code == 404
    assert response.json()["error"]["code"] == "invalid_step" and f"0 to {len(play.actions)}" in response.text


def test_an_unfinished_or_private_play_is_not_replayed(alice, alice_api, bob_api):
    playing = play_start(user=alice, game="weaver", seed="replay-playing")
    assert alice_api.get(f"/api/v1/plays/{playing.pk}/replay").status_code == 404
    finished = finish(play_start(user=alice, game="weaver", seed="replay-private"), moves=2)
    assert bob_api.get(f"/api/v1/plays/{finished.pk}/replay").status_code == 404
    assert bob_api.get(f"/api/v1/plays/{finished.pk}/replay/0").status_code == 404
    Play.objects.filter(pk=finished.pk).update(is_public=True)
    assert bob_api.get(f"/api/v1/plays/{finished.pk}/replay/1").status_code == 200


@pytest.mark.parametrize("game", ["witch", "journey", "quetinny", "weaver", "match3"])
def test_an_open_dailys_replay_is_its_players_alone_and_names_no_face_down_card(
    alice, alice_api, bob_api, game
):
    challenge = open_daily(game, seed=f"replay-daily-{game}")
    play = play_start(
        user=alice,
        game=game,
        options=challenge.options,
        seed=challenge.seed,
        mode=Mode.DAILY,
        daily_challenge=challenge,
    )
    play = finish(play, moves=25)
    assert bob_api.get(f"/api/v1/plays/{play.pk}/replay").status_code == 404
    # (The moves in words may name a card seen once and face down again later, as the player saw it then.)
    for step in range(len(play.actions) + 1):
        body = alice_api.get(f"/api/v1/plays/{play.pk}/replay/{step}").json()
        leaked = hidden_cards(play, step) & set(strings_in(body))
        assert not leaked, f"step {step} names face-down cards {leaked}"
    # Closed but in its grace period (a started game may still be finished): still the player's alone.
    DailyChallenge.objects.filter(pk=challenge.pk).update(closes_at=timezone.now() - dt.timedelta(minutes=1))
    assert bob_api.get(f"/api/v1/plays/{play.pk}/replay/1").status_code == 404
    # Once the grace period is over too (the seed is revealed), anyone may replay it.
    revealed_close = timezone.now() - daily_grace() - dt.timedelta(minutes=1)
    DailyChallenge.objects.filter(pk=challenge.pk).update(closes_at=revealed_close)
    assert bob_api.get(f"/api/v1/plays/{play.pk}/replay/1").status_code == 200
