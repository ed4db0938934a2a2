"""Playing on the server: start, act, undo, resign, hint. The server is the authority on every move."""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
import secrets
from collections.abc import Callable
from contextlib import nullcontext
from typing import Any, NamedTuple

from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer
from django.core.cache import cache
from django.db import IntegrityError, connection, transaction
from django.utils import timezone

from accounts.models import User
from api.error_codes import ErrorCode
from api.errors import ApiError
from games import fair_play
from games.engines.base import RESIGN, Action, GameDefinition, Status
from games.engines.bots import Bot, Observation
from games.engines.registry import UnknownGameError, get_game, strong_bot_class
from games.hints import choose_off_thread
from games.hooks import play_finished, play_reopened
from games.models import Mode, Play, PlayAction, PlayStatus
from games.play_sql import append_move, play_to_change
from games.selectors import daily_grace, daily_is_revealed, play_log, play_snapshot, seed_is_secret_daily
from ops.metrics import MOVES_APPLIED
from ops.server_loop import server_event_loop

logger = logging.getLogger(__name__)

# A hint is the strong bot's move at its default work budget (docs/architecture.md, "Bot budgets"), made with the
# memory the bot would have had playing the whole game: the bot is kept in the cache per play between hints.
# The wall-clock cap only bounds a busy server; it is far above what the budgets take here.
HINT_TIME_LIMIT_MS: int | None = 2_000
HINT_BUDGET: int | None = None  # work per hint in the bot's unit; None: the bot's default_budget
HINT_BOT_SEED = 0  # following every hint from the first move replays the bot's own game with this seed
HINT_MEMORY_SECONDS = 24 * 3600
HINT_MEMORY_FORMAT = 1  # raise when a bot's kept attributes change, so no process reads an older bot


class PlayChange(NamedTuple):
    """What a change hands back: the saved play and the snapshot that its response and its push share."""

    play: Play
    snapshot: dict[str, Any]


def play_group(play_id) -> str:
    return f"play.{play_id}"


def game_or_404(slug: str) -> GameDefinition:
    try:
        return get_game(slug)
    except UnknownGameError:
        raise ApiError(ErrorCode.UNKNOWN_GAME, f"There is no game '{slug}'.") from None


def _store(play: Play, game: GameDefinition, state: Any) -> None:
    outcome = game.outcome(state)
    play.state = game.serialize(state)
    play.status = outcome.status.value
    play.end_reason = outcome.end_reason or ""
    play.score = outcome.score
    play.rank_key = list(outcome.rank_key)
    if outcome.status is not Status.PLAYING and play.finished_at is None:
        play.finished_at = timezone.now()


def play_start(
    *,
    user: User,
    game: str,
    preset: str | None = None,
    options: dict[str, Any] | None = None,
    seed: str | None = None,
    mode: str = Mode.PRACTICE,
    daily_challenge=None,
    engine_version: str | None = None,
) -> Play:
    """``engine_version``: the rules to play under (a daily keeps the version it was published with);
    by default the engine's current version."""
    definition = game_or_404(game)
    if mode == Mode.PRACTICE and seed is not None and seed_is_secret_daily(seed):
        raise ApiError(ErrorCode.DAILY_SEED)
    if preset is None and options is None:
        preset = definition.options_schema.default_preset
    seed_chosen = seed is not None and daily_challenge is None
    seed = seed if seed is not None else secrets.token_urlsafe(12)
    # EngineError -> 400 with the reason
    state = definition.new_game(seed, options, preset, version=engine_version)
    resolved = dict(state.options)
    resolved_preset = definition.options_schema.preset_of(resolved) or ""
    unranked_reason = fair_play.unranked_reason_at_start(
        # Read from the account, not the request's user: a process's token cache may hold a guest who has
        # just registered elsewhere, whose game would turn casual for good (a daily allows one attempt).
        is_guest=User.objects.filter(pk=user.pk).values_list("is_guest", flat=True).get(),
        daily=daily_challenge is not None,
        seed_chosen=seed_chosen,
        preset=resolved_preset,
    )
    play = Play(
        player=user,
        game=definition.slug,
        engine_version=definition.version_of(state),
        options=resolved,
        preset=resolved_preset,
        seed=seed,
        mode=mode,
        daily_challenge=daily_challenge,
        dealt_by_server=not seed_chosen,
        ranked=not unranked_reason,
        unranked_reason=unranked_reason,
    )
    _store(play, definition, state)
    if play.ranked and mode == Mode.PRACTICE:
        return _ranked_practice_draw(play)
    play.save()
    return play


# What a ranked practice deal still open when its player draws another ends with (docs/fair-play.md).
REDRAWN = "redrawn"
_DRAW_ATTEMPTS = 3


def _ranked_practice_draw(play: Play) -> Play:
    """Save a new ranked practice deal, resigning the player's open one of the same game first: at most one
    is open (``games_play_one_open_ranked_practice``), so a deal drawn is a deal counted, and a player cannot
    draw twenty at once and play only the kind ones. The open one ends through the one write path, like any
    resignation. Two draws at once: the second insert breaks the constraint, and its retry resigns the first."""

    def resign(open_play: Play) -> _Edit | None:
        return None if open_play.is_over else _move(open_play, dict(RESIGN), end_reason=REDRAWN)

    for _ in range(_DRAW_ATTEMPTS):
        still_open = Play.objects.filter(
            player_id=play.player_id,
            game=play.game,
            mode=Mode.PRACTICE,
            ranked=True,
            status=PlayStatus.PLAYING,
        ).values_list("pk", flat=True)
        for open_id in list(still_open):
            done = _play_change(open_id, resign, user=None)
            if done is not None:
                _changed(done)  # its open sockets see the game end
        try:
            with transaction.atomic():
                play.save(force_insert=True)
            return play
        except IntegrityError:
            continue
    raise ApiError(ErrorCode.BUSY, "Another ranked deal of this game was being drawn at once; try again.")


def _check_version(play: Play, expected_version: int) -> None:
    # Required on every change: without it a retry after a concurrent move would apply the action again.
    if expected_version != play.version:
        raise ApiError(
            ErrorCode.STALE_VERSION,
            f"The game has moved on: you sent version {expected_version}, the current version is {play.version}.",
            current_version=play.version,
        )


def _check_playing(play: Play) -> None:
    if play.is_over:
        raise ApiError(
            ErrorCode.GAME_OVER,
            f"This game is over ({play.status}); it accepts no more moves.",
            status=play.status,
        )


def _make_casual(play: Play, reason: str) -> list[str]:
    """The fields to save when a ranked play loses its rank for good (a hint, an undo)."""
    if not play.ranked:
        return []
    play.ranked, play.unranked_reason = False, reason
    return ["ranked", "unranked_reason"]


# What a change of the position writes on the play row (a move, an undo, an abandonment).
_POSITION_FIELDS = (
    "state",
    "status",
    "end_reason",
    "score",
    "rank_key",
    "version",
    "action_count",
    "finished_at",
)


class _Edit(NamedTuple):
    """What one change does to a play, planned on the play as read (``_play_change`` writes it).

    ``fields``: the columns it sets on the play row (``updated_at`` always comes too). ``append``: the action it
    adds at the end of the log, ``drop_last``: whether it removes the log's last action instead. ``state``: the
    engine state after it, for the snapshot (None: no position to hand over)."""

    fields: tuple[str, ...]
    state: Any = None
    append: Action | None = None
    drop_last: bool = False


# Each attempt that loses to a concurrent change (another move, an undo, a hint) reads the play again.
_CHANGE_ATTEMPTS = 3


def _play_change(
    play_id, plan: Callable[[Play], _Edit | None], *, user: User | None, known: Play | None = None
) -> tuple[Play, _Edit] | None:
    """The one way a play row changes: move, resign, undo, hint bookkeeping, sharing, abandonment (and so the
    settlement that ends abandoned dailies). Its concurrency rule, the only one (docs/architecture.md, "One
    write path"):

    1. The play is read without a lock (``games.play_sql``: ``user``'s own, or 404; any play when ``user`` is
       None, and a play that is gone is None).
    2. ``plan`` checks it (raising an ``ApiError`` that changes nothing) and plans the change on it; None: there
       is nothing to do.
    3. One transaction writes it: an ``UPDATE`` applied only if the row still has the version and hint count
       read (the database applies it to at most one of two concurrent writers), then the log's one row added or
       removed, then the announcements of an end or a reopening (``games.hooks``), whose receivers write in the
       same transaction. A move's UPDATE and INSERT are ``games.play_sql.append_move``; on PostgreSQL they are
       one statement, which needs no transaction of its own unless the move ends the game.
    4. A write that finds the row changed is dropped and the whole goes again from 1, where the checks answer
       the loser (a stale version is a 409); after ``_CHANGE_ATTEMPTS`` losses, a 409 ``busy``.

    No row lock is held while the engine works (a move, an undo's replay); the log's rows are never read.

    ``known``: the play as its caller last wrote or read it (``user``'s own; the play socket keeps it), which step
    1 then skips. The conditional write makes it safe: a play changed since is not written, and goes again from a
    fresh read; so does a refusal, which the player gets from the play as it is, not as it was."""
    attempts = 0
    while attempts < _CHANGE_ATTEMPTS:
        trusted = known is None
        play: Play | None = known
        known = None
        if play is None:
            attempts += 1
            play = play_to_change(play_id, user.pk if user is not None else None)
        if play is None:
            if user is None:
                return None
            raise ApiError(ErrorCode.NOT_FOUND, "There is no such play of yours.")
        read_version, read_hints, previous, reopening = (
            play.version,
            play.hint_count,
            play.status,
            play.is_over,
        )
        try:
            edit = plan(play)
        except Exception:
            if trusted:
                raise
            continue
        if edit is None:
            return None
        play.updated_at = timezone.now()
        # A move that ends nothing is one statement on PostgreSQL, atomic by itself: no transaction to open.
        alone = edit.append is not None and not play.is_over and connection.vendor == "postgresql"
        with nullcontext() if alone else transaction.atomic():
            if edit.append is not None:
                if not append_move(play, edit.fields, read_version, read_hints, edit.append):
                    continue
            else:
                values = {name: getattr(play, name) for name in (*edit.fields, "updated_at")}
                as_read = Play.objects.filter(pk=play.pk, version=read_version, hint_count=read_hints)
                if not as_read.update(**values):
                    continue
                if edit.drop_last:
                    PlayAction.objects.filter(play_id=play.pk, index=play.action_count).delete()
            if reopening and not play.is_over:
                # Whoever scored the play withdraws its score (leaderboards; see games.hooks).
                play_reopened.send(sender=Play, play=play)
            elif play.is_over and previous == PlayStatus.PLAYING and not play.taken_back_after_end:
                # The play is over: hand it to whoever scores plays (leaderboards; see games.hooks). A game taken
                # back after it ended keeps its withdrawn score row and never submits another.
                play_finished.send(sender=Play, play=play)
        return play, edit
    # Only concurrent changes landing between the read and the write of every attempt get here.
    raise ApiError(ErrorCode.BUSY, "The game changed while the move was made; send it again.")


def _changed(done: tuple[Play, _Edit] | None, *, push: bool = True) -> PlayChange:
    assert done is not None  # a user's play is found or a 404, and a position change always plans an edit
    play, edit = done
    return _handed_over(play, edit.state, push=push)


def _move(play: Play, action: Action, *, end_reason: str = "") -> _Edit:
    """Plan one action on the play as read: the new position, the version and the log one longer."""
    game = get_game(play.game)
    # EngineError -> 400, nothing stored. The log keeps the listed spelling of the action.
    state, listed = game.apply_logged(game.deserialize(play.state), action)
    _store(play, game, state)
    if end_reason:  # the server ends it (an abandoned daily, a redrawn practice deal), not the player
        play.end_reason = end_reason
    play.version += 1
    play.action_count += 1
    return _Edit(_POSITION_FIELDS, state, append=listed)


def play_act(
    *,
    play_id,
    user: User,
    action: Action,
    expected_version: int,
    known: Play | None = None,
    push: bool = True,
) -> PlayChange:
    """Apply one action, exactly once (``_play_change``). Of two identical requests with the same expected
    version, one writes and the other then finds the version moved on (409).

    From the play socket: ``known``, the play as the socket last saw it (no read when it is still so), and
    ``push=False``: the socket answers its mover itself and pushes to the play's other sockets, if any
    (``play_broadcast`` with its channel as ``origin``)."""

    def plan(play: Play) -> _Edit:
        _check_playing(play)
        _check_version(play, expected_version)
        # A daily started before the close may be finished until its deal is revealed, and not a moment longer.
        challenge = play.daily_challenge
        if challenge is not None and daily_is_revealed(challenge):
            raise ApiError(
                ErrorCode.DAILY_CLOSED, "This daily challenge closed and its grace period is over."
            )
        if play.opens_at is not None or play.closes_at is not None:
            _check_window(play)
        return _move(play, action)

    change = _changed(_play_change(play_id, plan, user=user, known=known), push=push)
    MOVES_APPLIED.labels(game=change.play.game).inc()
    return change


def play_resign(*, play_id, user: User, expected_version: int) -> PlayChange:
    return play_act(play_id=play_id, user=user, action=dict(RESIGN), expected_version=expected_version)


# What a daily play still in progress when its deal is revealed ends with (docs/fair-play.md).
ABANDONED = "abandoned"


def dailies_end_unfinished(now: dt.datetime | None = None) -> int:
    """End as resigned every daily play still in progress once its deal is revealed; returns how many.

    A daily allows one attempt and a lost one ranks: a game left unfinished must rank as the loss it is, or an
    account could walk away from a bad start and keep off the board (and out of the ratings) that day. The
    server appends the resignation to the log, so the score replays like any other; settlement waits for it
    (``leaderboards.standings.dailies_due``)."""
    cutoff = (now or timezone.now()) - daily_grace()
    unfinished = Play.objects.filter(
        mode=Mode.DAILY, status=PlayStatus.PLAYING, daily_challenge__closes_at__lte=cutoff
    ).values_list("pk", flat=True)

    def plan(play: Play) -> _Edit | None:
        # Read again by the write path: the player's last move may have landed since the list was read.
        return None if play.is_over else _move(play, dict(RESIGN), end_reason=ABANDONED)

    ended = 0
    for play_id in list(unfinished):
        done = _play_change(play_id, plan, user=None)
        if done is not None:
            _changed(done)  # an open socket sees the game end
            ended += 1
    return ended


def play_undo(*, play_id, user: User, expected_version: int) -> PlayChange:
    """Practice only: the position is the replay of the log without its last action.

    A lost practice game may be taken back too (the move that lost it, or a resignation): it goes back to
    playing, and it never ranks again: the score it got when it ended is withdrawn from every board, and
    since that score row stays (rejected, with the reason), no new one is made when the play ends again. A
    won game stays won; a daily is never touched (no undo at all)."""

    def plan(play: Play) -> _Edit:
        if play.mode != Mode.PRACTICE:
            raise ApiError(ErrorCode.UNDO_NOT_ALLOWED)
        reopening = play.is_over
        if reopening and play.status != PlayStatus.LOST:
            raise ApiError(
                ErrorCode.GAME_OVER,
                f"This game is over ({play.status}); only a lost game can be taken back.",
                status=play.status,
            )
        _check_version(play, expected_version)
        if play.action_count == 0:
            raise ApiError(ErrorCode.NOTHING_TO_UNDO, "There is no move to undo.")
        game = get_game(play.game)
        # The replay reads the log (an undo costs the game's length); the write removes its last row only.
        actions = play_log(play)[: play.action_count - 1]
        state = game.replay(play.seed, play.options, actions, version=play.engine_version)
        _store(play, game, state)
        play.version += 1
        play.action_count -= 1
        play.undo_count += 1
        fields = (*_POSITION_FIELDS, "undo_count", *_make_casual(play, fair_play.UNDO))
        if reopening:
            play.taken_back_after_end = True
            play.finished_at = None
            fields += ("taken_back_after_end",)
        return _Edit(fields, state, drop_last=True)

    return _changed(_play_change(play_id, plan, user=user))


def play_hint(*, play_id, user: User) -> dict[str, Any]:
    """Practice only: the action the game's bot would take, with its reason. Counted on the play."""

    def plan(play: Play) -> _Edit:
        if play.mode != Mode.PRACTICE:
            raise ApiError(ErrorCode.HINT_NOT_ALLOWED)
        _check_playing(play)
        play.hint_count += 1
        return _Edit(("hint_count", *_make_casual(play, fair_play.HINT)))

    done = _play_change(play_id, plan, user=user)
    assert done is not None  # a user's play: found or a 404
    play = done[0]
    game = get_game(play.game)
    state = game.deserialize(play.state)
    bot = _hint_bot(play, game)
    # In the hint pool, not the request thread; the bot comes back with what it learned, to keep for the next.
    choice, bot = choose_off_thread(bot, Observation(game, state))
    _keep_hint_bot(play, game, bot)
    return {
        "action": choice.action,
        "text": game.describe_action(state, choice.action),
        "reason": choice.reason,
        "hint_count": play.hint_count,
        "version": play.version,
    }


def _hint_bot_key(play: Play, game: GameDefinition) -> str:
    return f"hint-bot:{HINT_MEMORY_FORMAT}:{play.id}:{game.slug}:{game.engine_version}"


def _hint_bot(play: Play, game: GameDefinition) -> Bot:
    """The play's hint bot as the last hint left it (its plan, the positions it proved lost, its generator), or
    a new one. Its memory is about the deal, never about how the player reached the position, so it serves
    whatever moves were made since; a cache that lost it (or is down) costs strength, never the hint."""
    try:
        kept = cache.get(_hint_bot_key(play, game))
    except Exception:
        logger.warning("Could not read the hint bot of play %s; starting a new one", play.id, exc_info=True)
        kept = None
    bot_class = strong_bot_class(play.game)
    budget = bot_class.default_budget if HINT_BUDGET is None else HINT_BUDGET
    if isinstance(kept, bot_class):
        kept.budget, kept.time_limit_ms = budget, HINT_TIME_LIMIT_MS
        return kept
    return bot_class(seed=HINT_BOT_SEED, budget=budget, time_limit_ms=HINT_TIME_LIMIT_MS)


def _keep_hint_bot(play: Play, game: GameDefinition, bot: Bot) -> None:
    try:
        cache.set(_hint_bot_key(play, game), bot, timeout=HINT_MEMORY_SECONDS)
    except Exception:
        logger.warning("Could not keep the hint bot of play %s", play.id, exc_info=True)


def play_set_public(*, play_id, user: User, is_public: bool) -> Play:
    def plan(play: Play) -> _Edit:
        if is_public and (play.mode != Mode.PRACTICE or not play.is_over):
            raise ApiError(ErrorCode.CANNOT_SHARE)
        play.is_public = is_public
        return _Edit(("is_public",))

    done = _play_change(play_id, plan, user=user)
    assert done is not None  # a user's play: found or a 404
    return done[0]


def _handed_over(play: Play, state: Any, *, push: bool = True) -> PlayChange:
    """The snapshot of a change, computed once, after the row lock is released, from the engine state in hand;
    the response and the push share it. The push waits for the commit (at once when no transaction is open);
    ``push=False``: the caller pushes (the play socket)."""
    snapshot = play_snapshot(play, state)
    if push:
        transaction.on_commit(lambda: play_broadcast(play_id=play.id, snapshot=snapshot))
    return PlayChange(play, snapshot)


def play_broadcast(*, play_id, snapshot: dict[str, Any] | None = None, origin: str | None = None) -> None:
    """Push the position to every socket of the play, on every server process. Runs after commit; a
    channel layer that is down (Redis restarting) loses the push, never the move: clients resync by version
    when they reconnect. ``origin``: the channel of the socket that made the change and has answered its
    client already; it drops the push (``games.consumers``)."""
    try:
        layer = get_channel_layer()
        if layer is None:
            return
        if snapshot is None:
            snapshot = play_snapshot(Play.objects.get(pk=play_id))
        message = {"type": "play.state", "state": snapshot, "origin": origin}
        loop = server_event_loop()
        if loop is None:
            async_to_sync(layer.group_send)(play_group(play_id), message)
        else:
            # In a request thread of the ASGI server: the server's event loop sends the push while this thread
            # answers. Waiting for it here (async_to_sync) was a tenth of a move's server CPU (py-spy), and the
            # push is best-effort either way; a socket keeps only the newest version it is sent.
            loop.call_soon_threadsafe(_send_soon, layer, play_group(play_id), message, play_id)
    except Exception:
        logger.warning("Could not broadcast play %s; sockets will resync by version", play_id, exc_info=True)


# The pushes in flight: the event loop keeps only weak references to its tasks.
_PUSHES: set[asyncio.Task] = set()


def _send_soon(layer, group: str, message: dict, play_id) -> None:
    def done(task: asyncio.Task) -> None:
        _PUSHES.discard(task)
        if not task.cancelled() and task.exception() is not None:
            logger.warning(
                "Could not broadcast play %s; sockets will resync by version",
                play_id,
                exc_info=task.exception(),
            )

    task = asyncio.get_running_loop().create_task(layer.group_send(group, message))
    _PUSHES.add(task)
    task.add_done_callback(done)


# ---- plays with a window of moves (races) -----------------------------------------------------------------


def _check_window(play: Play) -> None:
    now = timezone.now()
    if play.opens_at is not None and now < play.opens_at:
        raise ApiError(
            ErrorCode.NOT_STARTED, "This game has not started yet.", opens_at=play.opens_at.isoformat()
        )
    if play.closes_at is not None and now >= play.closes_at:
        raise ApiError(ErrorCode.TIME_UP, "The time limit of this game has passed; it accepts no more moves.")


TIME_UP = "time_up"


def plays_end_closed(*, play_ids: list, now: dt.datetime | None = None) -> int:
    """End as resigned (``end_reason`` time_up) each of these plays still in progress whose window has closed;
    returns how many. Through the one write path, as ``dailies_end_unfinished`` does for a daily: the
    resignation is appended to the log, so the result replays like any other and the end is announced."""
    now = now or timezone.now()

    def plan(play: Play) -> _Edit | None:
        closed = play.closes_at is not None and play.closes_at <= now
        return _move(play, dict(RESIGN), end_reason=TIME_UP) if closed and not play.is_over else None

    ended = 0
    for play_id in play_ids:
        done = _play_change(play_id, plan, user=None)
        if done is not None:
            _changed(done)  # an open socket sees the game end
            ended += 1
    return ended
