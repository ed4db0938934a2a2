"""The post-game analysis over REST: nothing of an open daily leaves the server (403, no row, no task), and
once the day is revealed its lost play's turning point, verdict and winning continuation are there to step
through, with face-down cards still hidden."""

from __future__ import annotations

import datetime as dt

import pytest
from django.utils import timezone

from games.analysis.services import analyses_request_revealed, analysis_compute, verdict_text
from games.engines.registry import get_game
from games.engines.solver import solve
from games.models import DailyChallenge, Mode, PlayAnalysis
from games.selectors import daily_grace
from games.services import play_act, play_start
from tests.games.test_replay_api import open_daily, strings_in

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


def test_the_sweep_analyses_the_revealed_dailys_plays_and_never_an_open_ones(
    alice, bob, django_capture_on_commit_callbacks
):
    revealed, _ = certified_witch_daily()
    still_open = open_daily("match3", seed="analysis-sweep-open")
    plays = {}
    for challenge, user in ((revealed, alice), (still_open, bob)):
        play = play_start(
            user=user,
            game=challenge.game,
            options=challenge.options,
            seed=challenge.seed,
            mode=Mode.DAILY,
            daily_challenge=challenge,
        )
        play_act(play_id=play.pk, user=user, action={"type": "resign"}, expected_version=0)
        plays[challenge.game] = play
    DailyChallenge.objects.filter(pk=revealed.pk).update(
        closes_at=timezone.now() - daily_grace() - dt.timedelta(minutes=1)
    )
    with django_capture_on_commit_callbacks(execute=True) as sent:
        assert analyses_request_revealed() == 1
    assert len(sent) == 1
    done = PlayAnalysis.objects.get(pk=plays["witch"].pk)
    assert done.status == "done" and done.result["kind"] == "loss"
    assert not PlayAnalysis.objects.filter(pk=plays["match3"].pk).exists()
    # Even sent by hand, the worker refuses a play whose deal is not public.
    PlayAnalysis.objects.create(play=plays["match3"], requested_at=timezone.now())
    assert analysis_compute(play_id=plays["match3"].pk) is None
    assert PlayAnalysis.objects.get(pk=plays["match3"].pk).result == {}


@pytest.mark.parametrize(
    ("result", "line"),
    [
        (
            {"kind": "loss", "verdict": "found", "moves": 61, "losing_move": 23},
            "The win slipped away at move 23 of 61.",
        ),
        (
            {"kind": "below_par", "verdict": "found", "moves": 40, "losing_move": 9},
            "Par slipped away at move 9 of 40.",
        ),
        ({"kind": "loss", "verdict": "never", "moves": 5}, "No win was possible from the deal."),
        ({"kind": "won", "verdict": "none", "moves": 5, "par": 300}, "Won at par or better."),
        (
            {"kind": "loss", "verdict": "unknown", "moves": 30, "proved_good": 9, "proved_bad": 20},
            "The win slipped away somewhere between move 10 and move 20 of 30: the solver's budget ran out there.",
        ),
    ],
)
def test_the_verdict_is_one_line_of_move_numbers(result, line):
    assert verdict_text(result) == line
