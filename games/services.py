"""Playing on the server: start, act, undo, resign, hint. The server is the authority on every move."""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
import os
import secrets
from contextlib import nullcontext
from typing import Any, NamedTuple

from asgiref.sync import SyncToAsync, async_to_sync
from channels.layers import get_channel_layer
from django.core.cache import cache
from django.db import connection, transaction
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
from games.models import Mode, Play, PlayStatus
from games.selectors import daily_grace, daily_is_revealed, play_snapshot, seed_is_secret_daily

logger = logging.getLogger(__name__)

# A hint is the strong bot's move at its default work budget (docs/architecture.md, "Bot budgets"), made with the
# memory the bot would have had playing the whole game: the bot is kept in the cache per play between hints.
# The wall-clock cap only bounds a busy server; it is far above what the budgets take here.
HINT_TIME_LIMIT_MS: int | None = 2_000
HINT_BUDGET: int | None = None  # work per hint in the bot's unit; None: the bot's default_budget
HINT_BOT_SEED = 0  # following every hint from the first move replays the bot's own game with this seed
HINT_MEMORY_SECONDS = 24 * 3600
HINT_MEMORY_FORMAT = 1  # raise when a bot's kept attributes change, so no process reads an older bot
# What a move or an undo changes on the play row; saving only these leaves concurrent counters alone.
_POSITION_FIELDS = ("state", "status", "end_reason", "score", "rank_key", "actions", "version", "updated_at")


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
    play.save()
    return play


def _locked_play(play_id, user: User) -> Play:
    # The daily challenge comes in the same query (a move on a daily checks its reveal), locked it is not.
    play = (
        Play.objects.select_for_update(of=("self",))
        .select_related("daily_challenge")
        .filter(pk=play_id, player_id=user.pk)
        .first()
    )
    if play is None:
        raise ApiError(ErrorCode.NOT_FOUND, "There is no such play of yours.")
    return play


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


def _announce_end(play: Play, previous_status: str) -> None:
    """Runs inside the move's transaction: a receiver's failure rolls the move back (games.hooks)."""
    # A game taken back after it ended keeps its withdrawn score row and never submits another.
    if play.is_over and previous_status == PlayStatus.PLAYING and not play.taken_back_after_end:
        # The play is over: hand it to whoever scores plays (leaderboards; see games.hooks).
        play_finished.send(sender=Play, play=play)


def _make_casual(play: Play, reason: str) -> list[str]:
    """The fields to save when a ranked play loses its rank for good (a hint, an undo)."""
    if not play.ranked:
        return []
    play.ranked, play.unranked_reason = False, reason
    return ["ranked", "unranked_reason"]


def play_act(*, play_id, user: User, action: Action, expected_version: int) -> PlayChange:
    """Apply one action, exactly once. No row lock is held while the engine works: the new position is written
    only if the play is still as it was read (``_write_move``). Of two identical requests with the same expected
    version, one writes and the other then finds the version moved on (409)."""
    for _ in range(_MOVE_ATTEMPTS):
        play = _play_to_move(play_id, user)
        _check_playing(play)
        _check_version(play, expected_version)
        # A daily started before the close may be finished until its deal is revealed, and not a moment longer.
        challenge = play.daily_challenge if play.daily_challenge_id is not None else None
        if challenge is not None and daily_is_revealed(challenge):
            raise ApiError(
                ErrorCode.DAILY_CLOSED, "This daily challenge closed and its grace period is over."
            )
        game = get_game(play.game)
        # EngineError -> 400, nothing stored. The log keeps the listed spelling of the action.
        state, listed = game.apply_logged(game.deserialize(play.state), action)
        if _write_move(play, game, state, listed):
            return _handed_over(play, state)
    # Only a hint landing between the read and the write of every attempt gets here.
    raise ApiError(ErrorCode.BUSY)


# Each attempt that loses to a concurrent change (another move, an undo, a hint) reads the play again.
_MOVE_ATTEMPTS = 3


def _play_to_move(play_id, user: User) -> Play:
    """The play, unlocked. Read as SQL and built with ``Model.from_db``, each column through the converters the ORM
    would apply: the ORM spent longer building this query than the database answering it (0.6 ms against
    0.19 ms), and a raw queryset longer than that mapping its columns. A daily's challenge is read when asked for."""
    with connection.cursor() as cursor:
        cursor.execute(_PLAY_SELECT, [Play._meta.pk.get_db_prep_value(play_id, connection), user.pk])
        row = cursor.fetchone()
    if row is None:
        raise ApiError(ErrorCode.NOT_FOUND, "There is no such play of yours.")
    values = list(row)
    for position, (converters, column) in _play_converters().items():
        for convert in converters:
            values[position] = convert(values[position], column, connection)
    return Play.from_db(connection.alias, _PLAY_ATTNAMES, values)


_PLAY_ATTNAMES = [field.attname for field in Play._meta.concrete_fields]
_PLAY_FIELDS = {field.name: field for field in Play._meta.concrete_fields}
_PLAY_SELECT = (
    f"SELECT {', '.join(field.column for field in Play._meta.concrete_fields)} FROM {Play._meta.db_table} "
    "WHERE id = %s AND player_id = %s"
)
_CONVERTERS: dict[str, dict] = {}


def _play_converters() -> dict:
    """The ORM's own converters for each column of ``_PLAY_SELECT`` on this database, worked out once."""
    if connection.vendor not in _CONVERTERS:
        compiler = connection.ops.compiler("SQLCompiler")(
            Play.objects.none().query, connection, connection.alias
        )
        columns: list[Any] = [field.get_col(Play._meta.db_table) for field in Play._meta.concrete_fields]
        _CONVERTERS[connection.vendor] = compiler.get_converters(columns)
    return _CONVERTERS[connection.vendor]


def _write_move(play: Play, game: GameDefinition, state: Any, listed: Action) -> bool:
    """Write the move if the play is still as ``play`` was read: the same version (no move or undo since) and the
    same hint count (a hint may make it casual, which the score of a finishing move inherits). One UPDATE with
    those conditions; the database applies it to at most one of two concurrent writers. The log gets the new
    entry appended by the database (a move used to send the whole log back). A move that ends the game writes
    in one transaction with its score (``_announce_end``)."""
    read_version, previous = play.version, play.status
    _store(play, game, state)
    play.actions = [*play.actions, listed]
    play.version, play.updated_at = read_version + 1, timezone.now()
    field = _PLAY_FIELDS.__getitem__
    with transaction.atomic() if play.is_over else nullcontext(), connection.cursor() as cursor:
        # SQL, not QuerySet.update(): building the update took the ORM three times as long as the database took
        # to run it (py-spy). Each value goes through its field's own conversion.
        cursor.execute(
            _MOVE_UPDATE[connection.vendor],
            [
                *(field(name).get_db_prep_save(getattr(play, name), connection) for name in _MOVE_FIELDS),
                field("actions").get_db_prep_save(listed, connection),
                Play._meta.pk.get_db_prep_value(play.pk, connection),
                read_version,
                play.hint_count,
            ],
        )
        written = cursor.rowcount == 1
        if written:
            _announce_end(play, previous)
    return written


_MOVE_FIELDS = ("state", "status", "end_reason", "score", "rank_key", "version", "updated_at", "finished_at")
_MOVE_SET = ", ".join(f"{name} = %s" for name in _MOVE_FIELDS)
_MOVE_WHERE = "WHERE id = %s AND version = %s AND hint_count = %s"
_MOVE_UPDATE = {
    "postgresql": f"UPDATE {Play._meta.db_table} SET {_MOVE_SET}, actions = actions || jsonb_build_array(%s) {_MOVE_WHERE}",
    "sqlite": f"UPDATE {Play._meta.db_table} SET {_MOVE_SET}, actions = json_insert(actions, '$[#]', json(%s)) {_MOVE_WHERE}",
}


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
    ended = 0
    for play_id in list(unfinished):
        with transaction.atomic():
            # Locked and read again: the player's last move may have landed since the list was read.
            play = Play.objects.select_for_update().filter(pk=play_id, status=PlayStatus.PLAYING).first()
            if play is None:
                continue
            game = get_game(play.game)
            state, listed = game.apply_logged(game.deserialize(play.state), dict(RESIGN))
            _store(play, game, state)
            play.end_reason = ABANDONED
            play.actions = [*play.actions, listed]
            play.version += 1
            play.updated_at = timezone.now()
            play.save(update_fields=[*_POSITION_FIELDS, "finished_at"])
            _announce_end(play, PlayStatus.PLAYING)
            _handed_over(play, state)  # an open socket sees the game end (the push waits for the commit)
        ended += 1
    return ended


def play_undo(*, play_id, user: User, expected_version: int) -> PlayChange:
    """Practice only: the position is the replay of the log without its last action.

    A lost practice game may be taken back too (the move that lost it, or a resignation): it goes back to
    playing, and it never ranks again: the score it got when it ended is withdrawn from every board, and
    since that score row stays (rejected, with the reason), no new one is made when the play ends again. A
    won game stays won; a daily is never touched (no undo at all)."""
    with transaction.atomic():
        play = _locked_play(play_id, user)
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
        if not play.actions:
            raise ApiError(ErrorCode.NOTHING_TO_UNDO)
        game = get_game(play.game)
        actions = play.actions[:-1]
        state = game.replay(play.seed, play.options, actions, version=play.engine_version)
        _store(play, game, state)
        play.actions = actions
        play.version += 1
        play.undo_count += 1
        fields = [*_POSITION_FIELDS, "undo_count", *_make_casual(play, fair_play.UNDO)]
        if reopening:
            # Whoever scored the play withdraws its score (leaderboards; see games.hooks).
            play_reopened.send(sender=Play, play=play)
            play.taken_back_after_end = True
            play.finished_at = None
            fields += ["taken_back_after_end", "finished_at"]
        play.save(update_fields=fields)
    return _handed_over(play, state)


def play_hint(*, play_id, user: User) -> dict[str, Any]:
    """Practice only: the action the game's bot would take, with its reason. Counted on the play."""
    with transaction.atomic():
        play = _locked_play(play_id, user)
        if play.mode != Mode.PRACTICE:
            raise ApiError(ErrorCode.HINT_NOT_ALLOWED)
        _check_playing(play)
        play.hint_count += 1
        play.save(update_fields=["hint_count", "updated_at", *_make_casual(play, fair_play.HINT)])
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
    with transaction.atomic():
        play = _locked_play(play_id, user)
        if is_public and (play.mode != Mode.PRACTICE or not play.is_over):
            raise ApiError(ErrorCode.CANNOT_SHARE)
        play.is_public = is_public
        play.save(update_fields=["is_public", "updated_at"])
    return play


def _handed_over(play: Play, state: Any) -> PlayChange:
    """The snapshot of a change, computed once, after the row lock is released, from the engine state in hand;
    the response and the push share it. The push waits for the commit (at once when no transaction is open)."""
    snapshot = play_snapshot(play, state)
    transaction.on_commit(lambda: play_broadcast(play_id=play.id, snapshot=snapshot))
    return PlayChange(play, snapshot)


def play_broadcast(*, play_id, snapshot: dict[str, Any] | None = None) -> None:
    """Push the position to every socket of the play, on every server process. Runs after commit; a
    channel layer that is down (Redis restarting) loses the push, never the move: clients resync by version
    when they reconnect."""
    try:
        layer = get_channel_layer()
        if layer is None:
            return
        if snapshot is None:
            snapshot = play_snapshot(Play.objects.get(pk=play_id))
        message = {"type": "play.state", "state": snapshot}
        loop = _server_event_loop()
        if loop is None:
            async_to_sync(layer.group_send)(play_group(play_id), message)
        else:
            # In a request thread of the ASGI server: the server's event loop sends the push while this thread
            # answers. Waiting for it here (async_to_sync) was a tenth of a move's server CPU (py-spy), and the
            # push is best-effort either way; a socket keeps only the newest version it is sent.
            loop.call_soon_threadsafe(_send_soon, layer, play_group(play_id), message, play_id)
    except Exception:
        logger.warning("Could not broadcast play %s; sockets will resync by version", play_id, exc_info=True)


def _server_event_loop() -> asyncio.AbstractEventLoop | None:
    """The event loop of the ASGI server that runs this thread's request (asgiref records it for its own
    async_to_sync), or None outside a server (a worker, a command, a test's client)."""
    if getattr(SyncToAsync.threadlocal, "main_event_loop_pid", None) != os.getpid():
        return None
    loop = getattr(SyncToAsync.threadlocal, "main_event_loop", None)
    return loop if loop is not None and loop.is_running() else None


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
