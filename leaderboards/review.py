"""Plays held for review: a ranked daily whose log repeats another account's earlier play of the same deal.

Seeing a deal before one's ranked attempt at it is the one advantage a daily must not sell: a dry run on a second
account, then the best line replayed on the ranked one. Guests cannot open today's daily (``games.daily``), so
every dry run costs an account's one attempt; this check is what stops the replayed line from ranking above the
players who played once. It compares the score's first N information-revealing moves (N per game,
``games.fair_play.REPEATED_REVEALS_HELD``)
(``games.fair_play.revealing_moves``) with every other account's play of the deal that ended before this one, or
is still in progress: a play that repeats them move for move is held off the board (``ScoreStatus.HELD``) with
the reason its owner sees. It is also compared with the later plays already held: the original of a repeat held
first is held too. N and the false-positive rate are measured by ``bench/fair_play.py``.
"""

from __future__ import annotations

from collections.abc import Sequence

from django.db import transaction
from django.db.models import Q

from games import fair_play
from games.engines.registry import get_game
from games.models import Play, PlayStatus
from games.selectors import play_logs
from leaderboards.boards import Board
from leaderboards.knowledge import audits_queue, audits_send
from leaderboards.models import KnowledgeAudit, Score, ScoreStatus
from leaderboards.ranking import rank_string
from leaderboards.realtime import back_on_boards, off_boards_on_commit

_REVIEW_PAGE = 500


def _pages(items: list, size: int) -> list[list]:
    return [items[start : start + size] for start in range(0, len(items), size)]


def review_reason(score: Score, *, batch: Sequence[Score] = ()) -> str:
    """Why the ranked daily ``score`` is held for review, or "" when it ranks. Reads the day's other plays; the
    earlier play it repeats is held too (:func:`score_hold_original`): the copy rule holds both ways. ``batch``:
    the scores the same verification judges, written after every one is judged: an original among them is held
    on its instance, since its row is still pending (a backlog verifies an original and its repeat together)."""
    reason, original = review_match(score)
    if original is not None:
        judged = next((other for other in batch if other.play_id == original.pk), None)
        if judged is None:
            score_hold_original(play_id=original.pk, copier=score.user.username)
        elif judged.ranked and judged.status == ScoreStatus.VERIFIED:
            judged.status = ScoreStatus.HELD
            judged.reason = fair_play.held_as_original(other=score.user.username)[:500]
    return reason


def review_match(score: Score) -> tuple[str, Play | None]:
    """Why ``score`` is held as a repeat, and the earlier play it repeats; or held as the original of a later
    play already held that repeats it, and None; ("", None) when it ranks."""
    if not (score.ranked and score.daily_challenge_id and score.play_id):
        return "", None
    needed = fair_play.reveals_held(score.game)
    if needed is None:
        return "", None
    game = get_game(score.game)
    reveals = fair_play.revealing_moves(
        game, score.seed, score.options, score.actions, version=score.engine_version
    )
    if len(reveals) < needed:
        return "", None
    # Only the actions up to the N-th revealing move decide; the rest of each log is never compared.
    mine = score.actions[: reveals[needed - 1] + 1]
    ended = Play.objects.filter(pk=score.play_id).values_list("finished_at", flat=True).first()
    # A later play already held repeats this one when its review found this play in progress and this score still
    # pending (a backlog): score_hold_original could not hold a result not yet recorded, so the original finds
    # its repeat here, and the copy rule holds both ways whichever score is verified first.
    earlier = Q(status=PlayStatus.PLAYING) | Q(finished_at__lt=ended)
    later_held = Q(finished_at__gte=ended, score_entry__status=ScoreStatus.HELD)
    others = (
        Play.objects.filter(daily_challenge_id=score.daily_challenge_id)
        .exclude(player_id=score.user_id)
        .filter(earlier | later_held if ended else Q())
        .select_related("player")
        .only("pk", "finished_at", "player__username")
        .order_by("created_at", "pk")  # the earliest play it repeats is the one named: the original
    )

    def is_later(play: Play) -> bool:
        return ended is not None and play.finished_at is not None and play.finished_at >= ended

    # Earlier plays first: a play that repeats one is held as the repeat even when a later one repeats it too.
    candidates = sorted(others, key=is_later)
    # The day's plays in pages, each page's logs in one query: a busy day's logs are never all in memory.
    for page in _pages(candidates, _REVIEW_PAGE):
        logs = play_logs(page)
        for other in page:
            shared = fair_play.shared_reveals(mine, reveals, logs[other.pk])
            if shared < needed:
                continue
            if is_later(other):
                return fair_play.held_as_original(other=other.player.username)[:500], None
            return fair_play.held_for_review(other=other.player.username, shared=shared), other
    return "", None


def score_hold_original(*, play_id, copier: str) -> Score | None:
    """The earlier play a later one repeats is reviewed too (docs/fair-play.md): a look on one account and the
    line on another are one attack whichever of the two plays is the better. Its verified ranked score leaves
    its boards, held with the reason its owner sees. Runs inside the later score's verification transaction."""
    # Locked whatever its status, then read: a worker verifying the original at this moment holds its row, and a
    # filter on the status would read the row as it was (pending) without waiting, so neither verification would
    # see the other's result and the original would rank. Waiting for that worker's commit, this reads its result.
    original = Score.objects.select_for_update(of=("self",)).filter(play_id=play_id, ranked=True).first()
    # Still waiting for its knowledge audit, it is off the boards but would go on them when the audit passes: held
    # for this review instead, the audit then leaves it (leaderboards.knowledge.score_audit). Still pending, its
    # own verification finds this repeat held (review_match) and holds it then.
    held_for_audit = original is not None and (original.status, original.reason) == (
        ScoreStatus.HELD,
        fair_play.AUDITING,
    )
    if original is None or not (original.status == ScoreStatus.VERIFIED or held_for_audit):
        return None
    ranked = original.status == ScoreStatus.VERIFIED
    boards = Board.of_score(original) if ranked else []
    member = rank_string(original) if ranked else ""
    original.status, original.reason = ScoreStatus.HELD, fair_play.held_as_original(other=copier)[:500]
    original.save(update_fields=["status", "reason"])
    if ranked:
        off_boards_on_commit(original, member, boards)
    return original


def score_release(*, score_id: int) -> Score:
    """An operator's review found a held score honest: it goes on its boards as verified. A release after
    its day settled puts it on the day's board but not into that day's season points and ratings. A win held
    before any audit that would now medal or enter its day's top 10 is held again, for its audit (or as a linked
    account's), like any such win: the returned score says which."""
    with transaction.atomic():
        score = (
            Score.objects.select_for_update(of=("self",))
            .select_related("user", "daily_challenge")
            .get(pk=score_id)
        )
        if score.status != ScoreStatus.HELD:
            raise ValueError(f"score {score_id} is {score.status}, not held")
        if score.reason == fair_play.AUDITING:
            # Released now, its audit's verdict would find it on the boards and could no longer hold it: a medal
            # win would rank unaudited. The audit takes seconds; a review reads its evidence after.
            raise ValueError(f"score {score_id} is still waiting for its knowledge audit")
        score.status, score.reason = ScoreStatus.VERIFIED, ""
        score.save(update_fields=["status", "reason"])
        # Held before any audit (the copy rule held it below the top 10), it may now medal or enter the top 10 (a
        # place freed meanwhile): it waits for its audit first, as any such win does, and the audit ranks it.
        if not KnowledgeAudit.objects.filter(score_id=score.pk).exists():
            queued = audits_queue([score])
            if queued:
                transaction.on_commit(lambda: audits_send(score_ids=queued))
                return score
        player = score.user.public_name
        transaction.on_commit(lambda: back_on_boards(score, player))
    return score
