"""Reads of the post-game analysis: who may ask, and the positions of the winning continuation."""

from __future__ import annotations

from typing import Any

from accounts.models import User
from api.error_codes import ErrorCode
from api.errors import ApiError
from games.engines.registry import get_game
from games.models import AnalysisStatus, Play, PlayAnalysis
from games.selectors import play_log, replay_of, seed_is_public


def analysed_play(*, play_id: Any, user: User) -> Play:
    """A finished play whose replay ``user`` may see (else the replay's 404) and whose deal is public: a still
    open daily (or a race in its window) is a 403 that says nothing of the deal, not even whether the player
    could have won it."""
    play = replay_of(play_id=play_id, user=user)
    if not seed_is_public(play):
        raise ApiError(
            ErrorCode.ANALYSIS_NOT_REVEALED,
            "The analysis shows the deal: it opens when the deal is public (a daily after its reveal).",
        )
    return play


def continuation_step(play: Play, analysis: PlayAnalysis, step: int) -> dict[str, Any]:
    """The position ``step`` moves into the winning continuation (0: the turning point), as a player sees it."""
    result = analysis.result
    line = result.get("continuation") or []
    turning = result.get("turning_point")
    if turning is None or not 0 <= step <= len(line):
        raise ApiError(
            ErrorCode.INVALID_STEP,
            f"Step {step} is outside the continuation: steps run from 0 to {len(line)}."
            if turning is not None
            else "This analysis has no winning continuation to step through.",
        )
    game = get_game(play.game)
    state = game.replay(
        play.seed, play.options, [*play_log(play)[:turning], *line[:step]], version=play.engine_version
    )
    outcome = game.outcome(state)
    return {
        "step": step,
        "count": len(line),
        "move": turning + step,
        "status": outcome.status.value,
        "score": outcome.score,
        "view": game.player_view(state),
    }


def analysis_done(play: Play) -> PlayAnalysis:
    row = PlayAnalysis.objects.filter(pk=play.pk, status=AnalysisStatus.DONE).first()
    if row is None:
        raise ApiError(ErrorCode.ANALYSIS_PENDING, "Ask for the analysis first, and again until it is done.")
    return row
