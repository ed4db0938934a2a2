"""The knowledge audit in the pipeline (leaderboards.knowledge, docs/fair-play.md): a ranked daily win that would
medal waits, held, for its audit; over the game's threshold it stays held for review with its evidence, and a
review releases it; an audit that cannot decide never holds."""

from __future__ import annotations

import asyncio
import datetime as dt
import random
from io import StringIO
from typing import Any

import pytest
import time_machine
from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer
from django.core.management import CommandError, call_command
from django.utils import timezone

from games.daily.challenges import daily_origins_purge
from games.daily.challenges import today as daily_today
from games.daily.verify import commitment_of
from games.engines import audit
from games.engines.registry import get_game
from games.engines.solver import solve
from games.models import DailyOrigin
from leaderboards import knowledge, selectors
from leaderboards.boards import Board
from leaderboards.models import KnowledgeAudit, Score, ScoreStatus
from leaderboards.reverify import score_void
from leaderboards.tasks import requeue_stale_audits
from leaderboards.verification import score_verify, scores_verify_queued
from tests.conftest import client_for
from tests.factories import UserFactory
from tests.leaderboards.helpers import make_challenge, play_out
from tests.leaderboards.test_one_look_one_attempt import replay_log

pytestmark = pytest.mark.django_db

SEED = "audit-test-1"  # a Witch advanced deal the solver wins within 5,000 nodes
# The screening ladder lost every game of it: a win there is what a clairvoyant's looks like.
NOBODY_WON = {
    "chosen": 0,
    "candidates": [
        {
            "attempt": 0,
            "players": {
                "first_legal": {"won": False},
                "random": {"won": False, "runs": 20},
                "greedy": {"won": False},
                "strong_low": {"won": False},
                "strong_high": {"won": False},
            },
        }
    ],
}


def witch_daily(*, screening: dict):
    challenge = make_challenge(game="witch", preset="advanced")
    challenge.seed = SEED
    challenge.commitment = commitment_of(
        seed=SEED, engine_version=challenge.engine_version, options=challenge.options
    )
    challenge.screening = screening
    challenge.par = 1  # every win medals: the audit is asked
    challenge.save()
    return challenge


def play_the_solvers_line(challenge, user, commit, *, install: str = "") -> Score:
    game = get_game("witch")
    line = solve("witch", game.new_game(SEED, challenge.options), node_budget=5_000).line
    client = client_for(user)
    headers: dict[str, Any] = {"HTTP_X_CLIENT_INSTALL": install} if install else {}
    start = client.post(f"/api/v1/daily/{challenge.date}/witch/start", **headers).json()
    final = replay_log(client, start, list(line), commit)
    assert final["status"] == "won"
    return Score.objects.get(play_id=final["id"])


def test_a_win_over_the_threshold_is_held_with_its_evidence_and_a_review_releases_it(commit, monkeypatch):
    # The pipeline, not the statistic's power, is under test: a limit under this line's statistic (the solver's
    # 5,000-node line on this short deal comes from a wider beam than the audit's and scores about 0.1).
    monkeypatch.setitem(audit.THRESHOLDS, "witch", {"single": -2.0, "account": 4.0})
    challenge = witch_daily(screening=NOBODY_WON)
    score = play_the_solvers_line(challenge, UserFactory(username="clairvoyant"), commit)
    assert score.status == ScoreStatus.HELD
    assert score.reason.startswith("Held for review by the knowledge audit")
    record = KnowledgeAudit.objects.get(score=score)
    assert record.verdict == "hold" and record.statistic > -2.0 and record.units > 0
    assert record.evidence["prior"] == pytest.approx(
        audit.prior_llr(honest_won=0, honest_played=24), abs=1e-3
    )
    # Evidence names moves by their index, never a card: the day is still open. The Witch's moves part is the
    # agreement with the solver's pick (audit.MOVES_METHOD): its decisions add how many positions agreed.
    assert record.evidence["method"] == "choice"
    figures = {"index", "u", "llr", "legal", "agreeing", "on_true"}
    assert record.evidence["weightiest"] and all(set(d) == figures for d in record.evidence["weightiest"])
    out = StringIO()
    call_command("leaderboards", "held", stdout=out)
    assert f"{score.pk}\tclairvoyant\twitch" in out.getvalue() and "statistic" in out.getvalue()
    call_command("leaderboards", "release", score=score.pk, stdout=StringIO())
    score.refresh_from_db()
    assert score.status == ScoreStatus.VERIFIED and score.reason == ""


def test_a_win_under_the_threshold_goes_on_the_board_after_its_audit(commit, monkeypatch):
    monkeypatch.setitem(audit.THRESHOLDS, "witch", {"single": 1_000.0, "account": 1_000.0})
    challenge = witch_daily(screening=NOBODY_WON)
    score = play_the_solvers_line(challenge, UserFactory(username="lucky"), commit)
    assert score.status == ScoreStatus.VERIFIED and score.reason == ""
    assert KnowledgeAudit.objects.get(score=score).verdict == "pass"


def test_an_audit_out_of_budget_never_holds(commit, monkeypatch, settings):
    monkeypatch.setitem(audit.THRESHOLDS, "witch", {"single": -1_000.0, "account": -1_000.0})
    settings.KNOWLEDGE_AUDIT_UNITS = 10
    challenge = witch_daily(screening=NOBODY_WON)
    score = play_the_solvers_line(challenge, UserFactory(username="unknown"), commit)
    assert score.status == ScoreStatus.VERIFIED
    record = KnowledgeAudit.objects.get(score=score)
    assert record.verdict == "unknown" and record.statistic is None


def a_win_waiting_for_its_audit(challenge, user, commit) -> Score:
    """The solver's line played by ``user``, verified, its audit queued and never sent: the last move's commit
    (the verification, then the audit's send) is not run."""
    game = get_game("witch")
    line = solve("witch", game.new_game(SEED, challenge.options), node_budget=5_000).line
    client = client_for(user)
    start = client.post(f"/api/v1/daily/{challenge.date}/witch/start").json()
    final = replay_log(client, start, list(line[:-1]), commit)
    client.post(
        f"/api/v1/plays/{final['id']}/actions", {"action": line[-1], "expected_version": final["version"]},
        format="json",
    )  # fmt: skip
    score = Score.objects.get(play_id=final["id"])
    score_verify(score_id=score.pk)
    score.refresh_from_db()
    assert score.status == ScoreStatus.HELD and score.reason == knowledge.AUDITING
    return score


def test_a_queued_audit_holds_the_score_off_the_board_until_it_runs(commit):
    challenge = witch_daily(screening=NOBODY_WON)
    user = UserFactory(username="waiting")
    score = a_win_waiting_for_its_audit(challenge, user, commit)
    client = client_for(user)
    mine = client.get(f"/api/v1/daily/{challenge.date}/witch/").json()["my_play"]
    assert mine["held_for_review"] is True and mine["review_reason"] == knowledge.AUDITING
    card = client.get(f"/api/v1/plays/{score.play_id}/result").json()  # the result card says the same
    assert card["held_for_review"] is True and card["review_reason"] == knowledge.AUDITING
    assert knowledge.stale_audit_ids(older_than_seconds=0) == [score.pk]


def test_a_win_waiting_for_its_audit_is_not_released_before_the_audit_decides(commit, monkeypatch):
    monkeypatch.setitem(audit.THRESHOLDS, "witch", {"single": -1_000.0, "account": 1_000.0})  # holds any win
    score = a_win_waiting_for_its_audit(
        witch_daily(screening=NOBODY_WON), UserFactory(username="released-early"), commit
    )
    with pytest.raises(CommandError, match="still waiting for its knowledge audit"):
        call_command("leaderboards", "release", "--score", str(score.pk), stdout=StringIO())
    score.refresh_from_db()
    assert score.status == ScoreStatus.HELD and score.reason == knowledge.AUDITING
    # The audit then decides: over the threshold it stays held, its reason now the audit's, and a review may
    # release it knowing the evidence.
    assert knowledge.score_audit(score_id=score.pk).verdict == "hold"
    score.refresh_from_db()
    assert score.status == ScoreStatus.HELD and score.reason != knowledge.AUDITING
    call_command("leaderboards", "release", "--score", str(score.pk), stdout=StringIO())
    score.refresh_from_db()
    assert score.status == ScoreStatus.VERIFIED


def test_an_audit_that_keeps_crashing_answers_unknown_after_its_attempts_and_the_win_ranks(commit, settings):
    settings.AUDIT_STALE_SECONDS = 0  # every beat finds it stale
    score = a_win_waiting_for_its_audit(
        witch_daily(screening=NOBODY_WON), UserFactory(username="crashing"), commit
    )
    # A log the engine refuses: every run of the audit raises (the verification that accepted it is behind us).
    Score.objects.filter(pk=score.pk).update(actions=[{"no such": "action"}])
    for run in range(1, knowledge.AUDIT_ATTEMPTS):
        assert requeue_stale_audits() == 1  # sent again, and run (eager): it crashes and stays queued
        record = KnowledgeAudit.objects.get(score=score)
        assert record.verdict == "queued" and record.attempts == run
        score.refresh_from_db()
        assert score.status == ScoreStatus.HELD  # a crash before the last leaves it waiting, not lost
    assert requeue_stale_audits() == 1  # the last run crashes too: it answers unknown
    record = KnowledgeAudit.objects.get(score=score)
    assert record.statistic is None and record.evidence == {"gave_up": "failed", "attempts": 3}
    score.refresh_from_db()
    assert score.status == ScoreStatus.VERIFIED and score.reason == ""
    assert requeue_stale_audits() == 0


def test_an_audit_no_worker_takes_is_sent_again_and_never_ranks_the_win_unaudited(commit):
    score = a_win_waiting_for_its_audit(
        witch_daily(screening=NOBODY_WON), UserFactory(username="waiting-long"), commit
    )
    record = KnowledgeAudit.objects.get(score=score)
    assert record.attempts == 0 and record.sent_at is not None
    # Sent less than the interval ago: not sent again, whatever its age since it was queued.
    assert knowledge.stale_audits_resend(older_than_seconds=300) == []
    with time_machine.travel(record.sent_at, tick=False) as clock:
        for _ in range(2 * knowledge.AUDIT_ATTEMPTS):  # the audit worker is stopped: every send waits
            clock.shift(dt.timedelta(seconds=301))
            assert knowledge.stale_audits_resend(older_than_seconds=300) == [score.pk]
            assert knowledge.stale_audits_resend(older_than_seconds=300) == []  # just sent
    record.refresh_from_db()
    assert record.verdict == "queued" and record.attempts == 0
    score.refresh_from_db()
    assert score.status == ScoreStatus.HELD and score.reason == knowledge.AUDITING


def test_an_audit_whose_runs_are_killed_answers_unknown_after_its_attempts(commit):
    score = a_win_waiting_for_its_audit(
        witch_daily(screening=NOBODY_WON), UserFactory(username="killed"), commit
    )
    record = KnowledgeAudit.objects.get(score=score)
    with time_machine.travel(record.sent_at, tick=False) as clock:
        for run in range(1, knowledge.AUDIT_ATTEMPTS + 1):
            assert knowledge.audit_run_start(score_id=score.pk)  # a worker takes it, and is killed mid-run
            clock.shift(dt.timedelta(seconds=299))
            assert knowledge.stale_audits_resend(older_than_seconds=300) == []  # maybe still running
            clock.shift(dt.timedelta(seconds=2))
            expected = [score.pk] if run < knowledge.AUDIT_ATTEMPTS else []
            assert knowledge.stale_audits_resend(older_than_seconds=300) == expected
            assert KnowledgeAudit.objects.get(score=score).attempts == run
    record.refresh_from_db()
    assert record.verdict == "unknown" and record.evidence == {"gave_up": "timed out", "attempts": 3}
    score.refresh_from_db()
    assert score.status == ScoreStatus.VERIFIED


def test_a_win_after_a_linked_accounts_look_from_one_installation_is_held(commit, monkeypatch):
    monkeypatch.setitem(audit.THRESHOLDS, "witch", {"single": 1_000.0, "account": 1_000.0})
    challenge = witch_daily(screening=NOBODY_WON)
    look = client_for(UserFactory(username="looker"))
    start = look.post(f"/api/v1/daily/{challenge.date}/witch/start", HTTP_X_CLIENT_INSTALL="install-1").json()
    commit(lambda: look.post(f"/api/v1/plays/{start['id']}/resign", {"expected_version": 0}, format="json"))
    winner = UserFactory(username="linked")
    score = play_the_solvers_line(challenge, winner, commit, install="install-1")
    assert score.status == ScoreStatus.HELD
    assert "another account (looker)" in score.reason and "client installation" in score.reason
    # Audited all the same, for the review: its verdict is kept, and a pass leaves the rule's hold as it was.
    record = KnowledgeAudit.objects.get(score=score)
    assert record.verdict == "pass" and record.statistic is not None
    score.refresh_from_db()
    assert score.status == ScoreStatus.HELD and "(looker)" in score.reason
    # Only day-keyed digests are kept: no address, no installation id.
    kept = set(DailyOrigin.objects.filter(daily_challenge=challenge).values_list("install", flat=True))
    assert "install-1" not in kept and len(kept) == 1 and len(next(iter(kept))) == 64


def test_origins_go_two_days_after_the_day_closes(commit):
    challenge = witch_daily(screening=NOBODY_WON)
    client = client_for(UserFactory(username="origin"))
    client.post(f"/api/v1/daily/{challenge.date}/witch/start", HTTP_X_CLIENT_INSTALL="install-2")
    assert DailyOrigin.objects.filter(daily_challenge=challenge).count() == 1
    assert daily_origins_purge(now=challenge.closes_at + dt.timedelta(days=1)) == 0
    assert daily_origins_purge(now=challenge.closes_at + dt.timedelta(days=2, seconds=1)) == 1


def test_the_copy_rule_holds_both_plays_the_original_as_well_as_the_repeat(commit):
    challenge = make_challenge(game="witch")
    date = challenge.date.isoformat()
    first = client_for(UserFactory(username="original"))
    played = play_out(
        first, first.post(f"/api/v1/daily/{date}/witch/start").json(), commit, rng=random.Random(3)
    )
    log = first.get(f"/api/v1/plays/{played['id']}/log").json()["actions"]
    original = Score.objects.get(play_id=played["id"])
    assert original.status == ScoreStatus.VERIFIED
    second = client_for(UserFactory(username="repeat"))
    copy = replay_log(second, second.post(f"/api/v1/daily/{date}/witch/start").json(), log, commit)
    assert Score.objects.get(play_id=copy["id"]).status == ScoreStatus.HELD
    original.refresh_from_db()
    assert original.status == ScoreStatus.HELD and "(repeat)" in original.reason
    mine = first.get(f"/api/v1/daily/{date}/witch/").json()["my_play"]
    assert mine["held_for_review"] is True and "later play" in mine["review_reason"]
    call_command("leaderboards", "release", score=original.pk, stdout=StringIO())
    original.refresh_from_db()
    assert original.status == ScoreStatus.VERIFIED


def test_an_original_waiting_for_its_audit_is_held_by_a_later_repeat_and_its_audit_leaves_it_held(
    commit, monkeypatch
):
    # The copy rule holds both plays; an original still held for its audit (not yet on a board) is held too,
    # and an audit that then passes it does not put it back on the board past the review.
    monkeypatch.setitem(audit.THRESHOLDS, "witch", {"single": 1_000.0, "account": 1_000.0})
    challenge = witch_daily(screening=NOBODY_WON)
    original = a_win_waiting_for_its_audit(challenge, UserFactory(username="original"), commit)
    repeat = play_the_solvers_line(challenge, UserFactory(username="repeat"), commit)
    assert repeat.status == ScoreStatus.HELD and "(original)" in repeat.reason
    # A medal win the copy rule holds is audited for its review; the pass leaves it held.
    assert KnowledgeAudit.objects.get(score=repeat).verdict == "pass"
    repeat.refresh_from_db()
    assert repeat.status == ScoreStatus.HELD and "(original)" in repeat.reason
    original.refresh_from_db()
    assert original.status == ScoreStatus.HELD and "(repeat)" in original.reason
    assert knowledge.score_audit(score_id=original.pk).verdict == "pass"
    original.refresh_from_db()
    assert original.status == ScoreStatus.HELD and "(repeat)" in original.reason


def an_original_and_its_repeat_both_pending() -> tuple[Score, Score]:
    """A Witch daily played by "original", then replayed move for move by "repeat", with neither score's
    verification sent: a backlog, the worker down."""
    challenge = make_challenge(game="witch")
    date = challenge.date.isoformat()
    first = client_for(UserFactory(username="original"))

    def uncommitted(request):
        return request()

    played = play_out(
        first, first.post(f"/api/v1/daily/{date}/witch/start").json(), uncommitted, rng=random.Random(3)
    )
    log = first.get(f"/api/v1/plays/{played['id']}/log").json()["actions"]
    second = client_for(UserFactory(username="repeat"))
    copy = replay_log(second, second.post(f"/api/v1/daily/{date}/witch/start").json(), log, uncommitted)
    return Score.objects.get(play_id=played["id"]), Score.objects.get(play_id=copy["id"])


def test_the_copy_rule_holds_the_original_when_one_batch_verifies_both_plays():
    # A backlog (a worker down) verifies the original and its repeat in one batch: the original, judged first,
    # is not verified in the database yet when the repeat's review finds it.
    original, repeat = an_original_and_its_repeat_both_pending()
    assert set(Score.objects.values_list("status", flat=True)) == {ScoreStatus.PENDING}
    assert scores_verify_queued(score_id=repeat.pk) == 2  # the repeat's own task: its score is claimed first
    repeat.refresh_from_db()
    original.refresh_from_db()
    assert repeat.status == ScoreStatus.HELD
    assert original.status == ScoreStatus.HELD and "(repeat)" in original.reason


def test_the_copy_rule_holds_an_original_still_pending_when_its_repeats_task_runs_first():
    # A backlog: the repeat's task claims its own score in a batch of one, while the original's score still waits
    # pending; the original's own verification, later, finds the held repeat and holds the original too.
    original, repeat = an_original_and_its_repeat_both_pending()
    assert scores_verify_queued(score_id=repeat.pk, batch=1) == 1
    repeat.refresh_from_db()
    original.refresh_from_db()
    assert repeat.status == ScoreStatus.HELD and "(original)" in repeat.reason
    assert original.status == ScoreStatus.PENDING
    assert scores_verify_queued(score_id=original.pk) == 1
    original.refresh_from_db()
    assert original.status == ScoreStatus.HELD and "(repeat)" in original.reason
    assert original.won is not None and original.result  # its result is recorded: a release can rank it
    assert not KnowledgeAudit.objects.filter(score=original, verdict="pass").exists()
    call_command("leaderboards", "release", score=original.pk, stdout=StringIO())
    original.refresh_from_db()
    assert original.status == ScoreStatus.VERIFIED


def test_the_admin_lists_held_scores_whatever_held_them_with_their_audits_and_releases_them(
    commit, monkeypatch, admin_client
):
    monkeypatch.setitem(audit.THRESHOLDS, "witch", {"single": 1_000.0, "account": 1_000.0})
    challenge = witch_daily(screening=NOBODY_WON)
    original = a_win_waiting_for_its_audit(challenge, UserFactory(username="original"), commit)
    repeat = play_the_solvers_line(challenge, UserFactory(username="repeat"), commit)
    rows = admin_client.get("/admin/leaderboards/score/?status__exact=held").content.decode()
    assert f">{original.pk}<" in rows and f">{repeat.pk}<" in rows and "(original)" in rows
    assert (
        rows.count(">pass<") == 1 and rows.count(">queued<") == 1
    )  # the repeat's audit ran, the original's waits
    audits = admin_client.get(
        "/admin/leaderboards/knowledgeaudit/?score__status__exact=held"
    ).content.decode()
    assert "Held for review: its first" in audits  # the rule that holds the audited win, beside its verdict
    released = admin_client.post(
        "/admin/leaderboards/score/", {"action": "release", "_selected_action": [repeat.pk]}
    )
    assert released.status_code == 302
    repeat.refresh_from_db()
    assert repeat.status == ScoreStatus.VERIFIED


def standing_wins(challenge, values: list[int], *, audited: bool) -> list[Score]:
    """Verified ranked wins of other accounts on ``challenge``, one for each rank value in ``values`` (a real
    play's key is far between 10**6 and -10**6); each with its audit passed when ``audited``."""
    made = []
    for value in values:
        player: Any = UserFactory(username=f"standing{value}")  # a User: the factory's type says otherwise
        score = Score.objects.create(
            user=player, game="witch", options=challenge.options,
            engine_version=challenge.engine_version, daily_challenge=challenge, seed=challenge.seed, actions=[],
            log_digest=f"standing-{challenge.pk}-{value}", ranked=True, won=True, finished=True,
            status=ScoreStatus.VERIFIED, score=value, rank_1=value, verified_at=timezone.now(),
        )  # fmt: skip
        if audited:
            KnowledgeAudit.objects.create(score=score, verdict=KnowledgeAudit.Verdict.PASS, statistic=0.0)
        made.append(score)
    return made


def a_day_without_medals():
    challenge = witch_daily(screening=NOBODY_WON)
    challenge.par = 10**7  # no win medals: only a top-10 place asks for the audit
    challenge.save(update_fields=["par"])
    return challenge


def test_a_win_that_rises_into_the_top_10_when_a_score_above_is_voided_is_audited_first(commit, monkeypatch):
    monkeypatch.setitem(audit.THRESHOLDS, "witch", {"single": 1_000.0, "account": 1_000.0})
    challenge = a_day_without_medals()
    above = standing_wins(challenge, [10**6 + n for n in range(10)], audited=True)
    below = standing_wins(challenge, [-(10**6)], audited=False)[0]
    risen = play_the_solvers_line(challenge, UserFactory(username="risen"), commit)
    assert risen.status == ScoreStatus.VERIFIED  # 11th when verified: not audited
    assert not KnowledgeAudit.objects.filter(score=risen).exists()

    commit(lambda: score_void(score_id=above[0].pk, reason="a corrected rule", engine_version="x"))
    # 10th now: held while its audit ran, then back on the board with the audit's verdict.
    risen.refresh_from_db()
    assert risen.status == ScoreStatus.VERIFIED
    assert KnowledgeAudit.objects.get(score=risen).verdict == "pass"
    # One place came free, and one win rose into it: the next one down stays as it was.
    below.refresh_from_db()
    assert below.status == ScoreStatus.VERIFIED
    assert not KnowledgeAudit.objects.filter(score=below).exists()


@pytest.mark.services
def test_a_risen_win_leaves_the_redis_board_for_its_audit_and_comes_back_when_it_passes(commit, monkeypatch):
    monkeypatch.setitem(audit.THRESHOLDS, "witch", {"single": 1_000.0, "account": 1_000.0})
    challenge = a_day_without_medals()
    above = standing_wins(challenge, [10**6 + n for n in range(9)], audited=True)
    original = play_the_solvers_line(challenge, UserFactory(username="original"), commit)
    below = standing_wins(challenge, [original.rank_1 - 1], audited=False)[0]
    call_command("leaderboards", "rebuild", stdout=StringIO())  # the standing wins, put on the Redis board
    board = Board.daily(game="witch", preset=challenge.preset, date=challenge.date)

    def on_board(backend: str) -> list[int | None]:
        return [entry.score_id for entry in selectors.board_top(board, backend=backend)]

    assert (
        on_board("redis") == on_board("database") == [s.pk for s in reversed(above)] + [original.pk, below.pk]
    )
    play_the_solvers_line(challenge, UserFactory(username="repeat"), commit)
    # The original left both boards; the win that rose left the mirror while its audit ran (marked withdrawn),
    # and is back on it now that the audit passed: the mark was cleared.
    assert KnowledgeAudit.objects.get(score=below).verdict == "pass"
    assert on_board("redis") == on_board("database") == [s.pk for s in reversed(above)] + [below.pk]


async def next_message(layer, channel: str) -> dict:
    return await asyncio.wait_for(layer.receive(channel), timeout=5)  # no push fails, never hangs


def test_the_boards_watchers_see_a_risen_win_leave_for_its_audit_and_come_back(commit, monkeypatch):
    monkeypatch.setitem(audit.THRESHOLDS, "witch", {"single": 1_000.0, "account": 1_000.0})
    challenge = a_day_without_medals()
    above = standing_wins(challenge, [10**6 + n for n in range(10)], audited=True)
    risen = play_the_solvers_line(challenge, UserFactory(username="risen"), commit)
    board = Board.daily(game="witch", preset=challenge.preset, date=challenge.date)
    layer = get_channel_layer()
    watcher = async_to_sync(layer.new_channel)()
    async_to_sync(layer.group_add)(board.group, watcher)

    commit(lambda: score_void(score_id=above[0].pk, reason="a corrected rule", engine_version="x"))
    tops = []
    for _ in range(2):
        message = async_to_sync(next_message)(layer, watcher)
        assert message["type"] == "board.update"
        tops.append([entry["play_id"] for entry in message["top"]])
    # Held for its audit, it left the top the watchers see; passed, it came back into it.
    assert str(risen.play_id) not in tops[0] and tops[1][-1] == str(risen.play_id)


def test_a_win_held_by_its_audit_frees_its_place_and_the_win_that_rises_is_audited(commit, monkeypatch):
    monkeypatch.setitem(audit.THRESHOLDS, "witch", {"single": -2.0, "account": 4.0})
    challenge = a_day_without_medals()
    first = a_win_waiting_for_its_audit(challenge, UserFactory(username="first"), commit)
    above = standing_wins(challenge, [first.rank_1 - 1 - n for n in range(10)], audited=True)
    below = standing_wins(challenge, [first.rank_1 - 100], audited=False)[0]  # 11th of the verified

    commit(lambda: score_void(score_id=above[0].pk, reason="a corrected rule", engine_version="x"))
    # The first win, waiting for its audit, keeps its place: the win below is 11th and stays as it was.
    below.refresh_from_db()
    assert below.status == ScoreStatus.VERIFIED

    commit(lambda: knowledge.score_audit(score_id=first.pk))
    first.refresh_from_db()
    assert first.status == ScoreStatus.HELD and first.reason.startswith(
        "Held for review by the knowledge audit"
    )
    # Its place is free: the win below rose to 10th and was audited (the day's low limit holds it too).
    below.refresh_from_db()
    assert KnowledgeAudit.objects.get(score=below).verdict == "hold"
    assert below.status == ScoreStatus.HELD and below.reason.startswith(
        "Held for review by the knowledge audit"
    )


def test_the_copy_rules_hold_of_an_original_in_the_top_10_audits_the_win_that_rises(commit, monkeypatch):
    monkeypatch.setitem(audit.THRESHOLDS, "witch", {"single": 1_000.0, "account": 1_000.0})
    challenge = a_day_without_medals()
    standing_wins(challenge, [10**6 + n for n in range(9)], audited=True)
    original = play_the_solvers_line(challenge, UserFactory(username="original"), commit)
    assert original.status == ScoreStatus.VERIFIED  # 10th: audited, passed
    assert KnowledgeAudit.objects.get(score=original).verdict == "pass"
    below = standing_wins(challenge, [original.rank_1 - 1], audited=False)[0]  # 11th: never audited

    repeat = play_the_solvers_line(challenge, UserFactory(username="repeat"), commit)
    assert repeat.status == ScoreStatus.HELD
    original.refresh_from_db()
    assert original.status == ScoreStatus.HELD and "(repeat)" in original.reason
    # The original left the top 10: the win below it rose to 10th, was held for its audit, and is back.
    below.refresh_from_db()
    assert KnowledgeAudit.objects.get(score=below).verdict == "pass"
    assert below.status == ScoreStatus.VERIFIED


def test_a_risen_win_held_as_a_linked_accounts_frees_its_place_for_the_next(commit, monkeypatch):
    monkeypatch.setitem(audit.THRESHOLDS, "witch", {"single": 1_000.0, "account": 1_000.0})
    challenge = a_day_without_medals()
    above = standing_wins(challenge, [10**6 + n for n in range(10)], audited=True)
    look = client_for(UserFactory(username="looker"))
    look.post(f"/api/v1/daily/{challenge.date}/witch/start", HTTP_X_CLIENT_INSTALL="install-1")
    linked = play_the_solvers_line(challenge, UserFactory(username="linked"), commit, install="install-1")
    assert linked.status == ScoreStatus.VERIFIED  # 11th: neither audited nor asked the linked rule
    next_one = standing_wins(challenge, [linked.rank_1 - 1], audited=False)[0]

    commit(lambda: score_void(score_id=above[0].pk, reason="a corrected rule", engine_version="x"))
    linked.refresh_from_db()
    assert linked.status == ScoreStatus.HELD and "another account (looker)" in linked.reason
    # Held for review, it left the place it rose into: the next win rose there and was audited before it ranked.
    assert KnowledgeAudit.objects.get(score=next_one).verdict == "pass"
    next_one.refresh_from_db()
    assert next_one.status == ScoreStatus.VERIFIED


def test_a_held_win_released_into_the_top_10_is_audited_before_it_ranks(commit, monkeypatch):
    monkeypatch.setitem(audit.THRESHOLDS, "witch", {"single": 1_000.0, "account": 1_000.0})
    challenge = a_day_without_medals()
    above = standing_wins(challenge, [10**6 + n for n in range(10)], audited=True)
    original = play_the_solvers_line(challenge, UserFactory(username="original"), commit)
    play_the_solvers_line(challenge, UserFactory(username="repeat"), commit)
    original.refresh_from_db()
    assert original.status == ScoreStatus.HELD and "(repeat)" in original.reason  # held at 11th: no audit
    assert not KnowledgeAudit.objects.filter(score=original).exists()

    commit(lambda: score_void(score_id=above[0].pk, reason="a corrected rule", engine_version="x"))
    out = StringIO()
    commit(lambda: call_command("leaderboards", "release", score=original.pk, stdout=out))
    # Released into 10th, it waited for its audit as a new top-10 win does; the pass ranked it.
    assert "knowledge audit" in out.getvalue()
    assert KnowledgeAudit.objects.get(score=original).verdict == "pass"
    original.refresh_from_db()
    assert original.status == ScoreStatus.VERIFIED


def past_daily(
    user, days_ago: int, *, won: bool, status: str = ScoreStatus.VERIFIED, audit_verdict: str = ""
):
    """A ranked Witch daily the account played ``days_ago`` days before today, on a deal the ladder never won;
    a win with ``audit_verdict`` has its knowledge audit (statistic 40)."""
    challenge = make_challenge(
        game="witch", preset="advanced", date=daily_today() - dt.timedelta(days=days_ago)
    )
    challenge.screening = NOBODY_WON
    challenge.save(update_fields=["screening"])
    score = Score.objects.create(
        user=user, game="witch", options=challenge.options, engine_version=challenge.engine_version,
        daily_challenge=challenge, seed=challenge.seed, actions=[], log_digest=f"past-{challenge.pk}-{user.pk}",
        ranked=True, won=won, finished=won, status=status,
    )  # fmt: skip
    if audit_verdict:
        KnowledgeAudit.objects.create(score=score, verdict=audit_verdict, statistic=40.0)
    return score


def test_the_account_history_weighs_earlier_audited_wins_and_verified_losses_in_one_query(
    django_assert_num_queries,
):
    player = UserFactory(username="history")
    past_daily(player, 9, won=True, audit_verdict=KnowledgeAudit.Verdict.PASS)
    past_daily(player, 8, won=False)
    past_daily(player, 7, won=False, status=ScoreStatus.HELD)  # a held loss clears nobody
    past_daily(player, 6, won=True)  # not audited (no medal): left out, as before
    past_daily(player, 5, won=True, audit_verdict=KnowledgeAudit.Verdict.UNKNOWN)  # undecided: left out
    past_daily(player, 4, won=False, status=ScoreStatus.VOIDED)
    past_daily(player, 3, won=False)
    past_daily(UserFactory(username="someone-else"), 2, won=False)
    today = past_daily(player, 0, won=True)
    past_daily(player, -1, won=False)  # a later day: not earlier
    with django_assert_num_queries(1):
        history = knowledge.account_history(today)
    loss = audit.loss_llr(
        honest_won=0, honest_played=24, clairvoyant_loss=audit.CLAIRVOYANT_LOSS_RATE["witch"]
    )
    assert history == [
        audit.EarlierPlay(True, 40.0),
        audit.EarlierPlay(False, loss),
        audit.EarlierPlay(False, loss),
    ]
    assert loss < -2.0


def test_an_accounts_losses_clear_a_run_of_wins_that_would_hold_it_and_its_evidence_says_so(
    commit, monkeypatch
):
    # Two earlier audited wins of 40 and this one are over the account's limit of 60 (the engine's tests hold
    # that account); twelve hard dailies lost in between are what an honest record carries: it passes.
    monkeypatch.setitem(audit.THRESHOLDS, "witch", {"single": 1_000.0, "account": 60.0})
    player = UserFactory(username="honest-record")
    past_daily(player, 20, won=True, audit_verdict=KnowledgeAudit.Verdict.PASS)
    for days_ago in range(19, 7, -1):
        past_daily(player, days_ago, won=False)
    past_daily(player, 5, won=True, audit_verdict=KnowledgeAudit.Verdict.PASS)
    score = play_the_solvers_line(witch_daily(screening=NOBODY_WON), player, commit)
    record = KnowledgeAudit.objects.get(score=score)
    loss = audit.loss_llr(
        honest_won=0, honest_played=24, clairvoyant_loss=audit.CLAIRVOYANT_LOSS_RATE["witch"]
    )
    assert record.evidence["losses"] == 12 and record.evidence["earlier_wins"] == 2
    assert record.evidence["losses_llr"] == pytest.approx(12 * loss, abs=1e-3)
    assert record.account == pytest.approx(80.0 + 12 * loss + record.statistic, abs=1e-6)
    assert record.verdict == "pass" and score.status == ScoreStatus.VERIFIED
    assert record.statistic + 80.0 > 60.0  # without the losses, the same wins would have been held
