"""The post-game analysis over REST: nothing of an open daily leaves the server (403, no row, no task), and
once the day is revealed its lost play's turning point, verdict and winning continuation are there to step
through, with face-down cards still hidden."""

from __future__ import annotations

import datetime as dt

import pytest
from django.utils import timezone

from games.engines.registry import get_game
from games.engines.solver import solve
from games.models import DailyChallenge, Mode, PlayAnalysis
from games.selectors import daily_grace
from games.services import play_act, play_start
from tests.games.test_replay_api import hidden_cards, open_daily, strings_in

pytestmark = pytest.mark.django_db

CUT = 6  # the player follows the day's winning line for this many moves, then resigns


def certified_witch_daily() -> tuple[DailyChallenge, list]:
    game = get_game("witch")
    for n in range(40):
        challenge = open_daily("witch", seed=f"analysis-daily-{n}")
        result = solve("witch", game.new_game(challenge.seed, challenge.options), node_budget=5_000)
        if result.verdict == "won" and len(result.line) > CUT:
            line = list(result.line)
            par = game.score(game.replay(challenge.seed, challenge.options, line))
            challenge.par, challenge.screening = (
                par,
                {"line": {"by": "solver", "score": par, "actions": line}},
            )
            challenge.save(update_fields=["par", "screening"])
            return challenge, line
        challenge.delete()
    raise AssertionError("no certified deal among 40")  # pragma: no cover


def test_a_lost_dailys_analysis_is_403_until_the_reveal_then_shows_where_the_win_slipped_away(
    alice, alice_api, bob_api, django_capture_on_commit_callbacks
):
    challenge, line = certified_witch_daily()
    play = play_start(
        user=alice,
        game="witch",
        options=challenge.options,
        seed=challenge.seed,
        mode=Mode.DAILY,
        daily_challenge=challenge,
    )
    for action in line[:CUT]:
        play_act(play_id=play.pk, user=alice, action=action, expected_version=play.version)
        play.refresh_from_db()
    play_act(play_id=play.pk, user=alice, action={"type": "resign"}, expected_version=play.version)
    url = f"/api/v1/plays/{play.pk}/analysis"

    # Open, then in its grace period: the owner gets a 403 that says nothing of the deal, others the 404.
    for closes_at in (challenge.closes_at, timezone.now() - dt.timedelta(minutes=1)):
        DailyChallenge.objects.filter(pk=challenge.pk).update(closes_at=closes_at)
        with django_capture_on_commit_callbacks(execute=True) as sent:
            refused = alice_api.get(url)
            step = alice_api.get(f"{url}/0")
        assert refused.status_code == 403 and step.status_code == 403
        assert refused.json()["error"]["code"] == "analysis_not_revealed"
        assert set(refused.json()) == {"error"} and not sent
        assert bob_api.get(url).status_code == 404
        assert not PlayAnalysis.objects.filter(pk=play.pk).exists()  # nothing computed, nothing kept

    DailyChallenge.objects.filter(pk=challenge.pk).update(
        closes_at=timezone.now() - daily_grace() - dt.timedelta(minutes=1)
    )
    assert alice_api.get(f"{url}/0").json()["error"]["code"] == "analysis_pending"
    with django_capture_on_commit_callbacks(execute=True) as sent:
        first = alice_api.get(url)
    assert first.status_code == 202 and first.json()["status"] == "pending" and first.headers["Retry-After"]
    assert len(sent) == 1  # the task, after the commit

    done = bob_api.get(url)  # a revealed daily's play: anyone may read its replay, and its analysis
    assert done.status_code == 200, done.json()
    body = done.json()
    assert (body["kind"], body["verdict"], body["losing_move"], body["moves"]) == (
        "loss",
        "found",
        CUT + 1,
        CUT + 1,
    )
    assert body["verdict_text"] == f"The win slipped away at move {CUT + 1} of {CUT + 1}."
    assert body["continuation"] == line[CUT:] and len(body["continuation_moves"]) == len(line) - CUT
    assert (
        body["continuation_score"] == challenge.par and body["solver_calls"] == 0
    )  # the day's line proved it

    # The continuation, stepped through: it starts at the player's position and ends in a win, cards hidden.
    replayed = alice_api.get(f"/api/v1/plays/{play.pk}/replay/{CUT}").json()
    start = alice_api.get(f"{url}/0").json()
    assert start["view"] == replayed["view"] and start["move"] == CUT
    last = alice_api.get(f"{url}/{len(line) - CUT}").json()
    assert last["status"] == "won" and last["score"] == challenge.par
    game = get_game("witch")
    for k in (0, 1, len(line) - CUT - 1):
        state = game.replay(challenge.seed, challenge.options, line[: CUT + k])
        zones = game.zones(state)
        hidden = {str(card) for zone in game.hidden_zones for card in zones.get(zone, [])}
        leaked = hidden & set(strings_in(alice_api.get(f"{url}/{k}").json()))
        assert not leaked, f"continuation step {k} names face-down cards {leaked}"
    assert alice_api.get(f"{url}/{len(line)}").json()["error"]["code"] == "invalid_step"
    assert hidden_cards  # the replay test's helper, shared


def test_a_finished_practice_game_on_a_chosen_seed_is_analysed_for_its_owner_alone(
    alice, alice_api, bob_api, django_capture_on_commit_callbacks
):
    play = play_start(user=alice, game="witch", seed="analysis-practice")
    play_act(play_id=play.pk, user=alice, action={"type": "resign"}, expected_version=play.version)
    url = f"/api/v1/plays/{play.pk}/analysis"
    assert bob_api.get(url).status_code == 404
    with django_capture_on_commit_callbacks(execute=True):
        assert alice_api.get(url).json()["status"] == "pending"
    body = alice_api.get(url).json()
    assert body["play_id"] == str(play.pk) and (body["status"], body["kind"], body["moves"]) == (
        "done",
        "loss",
        1,
    )
    # Resigned at the deal: the deal is proved winnable (found, move 1) or the budget said unknown; never a guess.
    assert body["verdict"] in ("found", "never", "unknown")
    assert (body["losing_move"] == 1) == (body["verdict"] == "found")
