"""The hand-written half of the patience SDK, on top of the generated ``patience_client``:

- ``sign_in_as_guest`` / ``sign_in``: an ``AuthenticatedClient`` in one call;
- ``all_plays``: every page of ``plays_list`` (cursor pagination), as one iterator;
- ``start_request``: ``plays_start``'s body for any game by its slug (the schema has one shape per game);
- ``LivePlay``, ``LiveRace`` and ``watch_board``: the WebSocket channels of docs/api.md and
  ``/api/v1/asyncapi/``. Every frame travels as a generated model: each one received is parsed by its
  ``type`` (``parse_play_message``, ``parse_board_message``, ``parse_race_message``) and each one sent is built
  from its model (``ActionMessage``, ``SyncMessage``, ``RaceSyncMessage``). A ``state`` frame is the game's own
  ``<Game>StateMessage``, which ``play_state_of`` turns into the same typed snapshot REST returns.
- ``CompactPlay`` (``patience_sdk.compact``): the play socket's compact answer (``?answer=compact``) applied
  frame by frame; ``LivePlay`` opens its socket with it unless told ``compact=False``.
- A frame whose ``type`` this SDK does not know is an ``UnknownMessage`` (a later server may add frames: the API
  grows additively, so an older client skips them); a known frame that does not match its model raises
  ``FrameError``.

Everything else is the generated client: ``patience_client.api.<tag>.<operation>.sync(client=...)``."""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from collections import deque
from collections.abc import AsyncGenerator, AsyncIterator, Awaitable, Callable, Iterator, Mapping
from dataclasses import dataclass, field
from types import TracebackType
from typing import Any, Protocol, TypeAlias, TypeVar, cast, overload
from urllib.parse import urlsplit

import websockets
from patience_client import AuthenticatedClient, Client
from patience_client.api.accounts import auth_guest, auth_login, auth_quick
from patience_client.api.plays import plays_list
from patience_client.models import (
    ActionMessage,
    ActionMessageType,
    AnyAction,
    BoardEntry,
    BoardMessage,
    ErrorMessage,
    ErrorResponse,
    InSyncMessage,
    JourneyPlayStartRequest,
    JourneyPlayState,
    JourneyStateMessage,
    Match3PlayStartRequest,
    Match3PlayState,
    Match3StateMessage,
    PlaySummary,
    ProgressMessage,
    QuetinnyPlayStartRequest,
    QuetinnyPlayState,
    QuetinnyStateMessage,
    RaceMessage,
    RaceSyncMessage,
    RaceSyncMessageType,
    SizeMessage,
    SyncMessage,
    SyncMessageType,
    TokenObtainApiInputRequest,
    WeaverPlayStartRequest,
    WeaverPlayState,
    WeaverStateMessage,
    WitchPlayStartRequest,
    WitchPlayState,
    WitchStateMessage,
)

from patience_sdk.compact import CompactPlay, PatchGap, PatchMessage, apply_patch

__all__ = [
    "ApiError",
    "BoardServerMessage",
    "CompactPlay",
    "FrameError",
    "LiveClosed",
    "LivePlay",
    "LiveRace",
    "PatchGap",
    "PatchMessage",
    "PlayServerMessage",
    "PlayStartRequest",
    "PlayState",
    "RaceServerMessage",
    "StateMessage",
    "UnknownMessage",
    "all_plays",
    "apply_patch",
    "ok",
    "parse_board_message",
    "parse_play_message",
    "parse_play_state",
    "parse_race_message",
    "play_state_of",
    "sign_in",
    "sign_in_as_guest",
    "sign_up_quick",
    "start_request",
    "watch_board",
    "watch_board_messages",
]

PlayState: TypeAlias = (
    JourneyPlayState | Match3PlayState | QuetinnyPlayState | WeaverPlayState | WitchPlayState
)

_PLAY_STATES: dict[str, type[PlayState]] = {
    "journey": JourneyPlayState,
    "match3": Match3PlayState,
    "quetinny": QuetinnyPlayState,
    "weaver": WeaverPlayState,
    "witch": WitchPlayState,
}


PlayStartRequest: TypeAlias = (
    JourneyPlayStartRequest
    | Match3PlayStartRequest
    | QuetinnyPlayStartRequest
    | WeaverPlayStartRequest
    | WitchPlayStartRequest
)

_START_REQUESTS: dict[str, type[PlayStartRequest]] = {
    "journey": JourneyPlayStartRequest,
    "match3": Match3PlayStartRequest,
    "quetinny": QuetinnyPlayStartRequest,
    "weaver": WeaverPlayStartRequest,
    "witch": WitchPlayStartRequest,
}


StateMessage: TypeAlias = (
    JourneyStateMessage | Match3StateMessage | QuetinnyStateMessage | WeaverStateMessage | WitchStateMessage
)

_STATE_MESSAGES: dict[str, type[StateMessage]] = {
    "journey": JourneyStateMessage,
    "match3": Match3StateMessage,
    "quetinny": QuetinnyStateMessage,
    "weaver": WeaverStateMessage,
    "witch": WitchStateMessage,
}


@dataclass(frozen=True)
class UnknownMessage:
    """A frame whose ``type`` this SDK does not know, as it came: a newer server may send frames an older
    client has no model for (the API grows additively), and skipping them keeps such a client working."""

    type_: str  # named as the generated models name it, so that ``message.type_`` reads on every frame
    data: dict[str, Any] = field(default_factory=dict)


class FrameError(ValueError):
    """A frame that is not a JSON object with a ``type``, or a known frame that does not match its model."""


# The server's messages on each socket, as the OpenAPI document's unions say (PlayServerMessage...).
PlayServerMessage: TypeAlias = StateMessage | PatchMessage | InSyncMessage | ErrorMessage | UnknownMessage
BoardServerMessage: TypeAlias = BoardMessage | SizeMessage | UnknownMessage
RaceServerMessage: TypeAlias = RaceMessage | ProgressMessage | StateMessage | ErrorMessage | UnknownMessage

_M = TypeVar("_M")


def _state_message(data: Mapping[str, Any]) -> StateMessage:
    """A ``state`` frame as its game's model, chosen by ``game`` (the schema's discriminator)."""
    return _STATE_MESSAGES[str(data["game"])].from_dict(data)


def _patch_message(data: Mapping[str, Any]) -> PatchMessage:
    """A ``patch`` frame as it came (``CompactPlay`` applies it; ``LivePlay`` does so itself)."""
    if not all(isinstance(data[key], int) for key in ("base_version", "version")):
        raise TypeError("base_version and version are integers")
    if not isinstance(data["fields"], Mapping) or not isinstance(data["view"], Mapping):
        raise TypeError("fields and view are objects")
    return cast(PatchMessage, dict(data))


# Each socket's parsers, by the frame's ``type``: the server's messages of the AsyncAPI document's channels.
PLAY_MESSAGES: dict[str, Callable[[Mapping[str, Any]], PlayServerMessage]] = {
    "state": _state_message,
    "patch": _patch_message,
    "in_sync": InSyncMessage.from_dict,
    "error": ErrorMessage.from_dict,
}
BOARD_MESSAGES: dict[str, Callable[[Mapping[str, Any]], BoardServerMessage]] = {
    "board": BoardMessage.from_dict,
    "size": SizeMessage.from_dict,
}
RACE_MESSAGES: dict[str, Callable[[Mapping[str, Any]], RaceServerMessage]] = {
    "race": RaceMessage.from_dict,
    "progress": ProgressMessage.from_dict,
    "state": _state_message,
    "error": ErrorMessage.from_dict,
}


def _parse(
    raw: str | bytes | Mapping[str, Any], parsers: Mapping[str, Callable[[Mapping[str, Any]], _M]]
) -> _M | UnknownMessage:
    data = json.loads(raw) if isinstance(raw, (str, bytes)) else raw
    if not isinstance(data, Mapping) or not isinstance(data.get("type"), str):
        raise FrameError(f"a frame is a JSON object with a type: {str(data)[:200]}")
    kind = data["type"]
    if kind not in parsers:
        return UnknownMessage(kind, dict(data))
    try:
        return parsers[kind](data)
    except (KeyError, TypeError, ValueError) as exc:
        raise FrameError(
            f"a {kind!r} frame that does not match its model ({exc!r}): {str(data)[:200]}"
        ) from exc


def parse_play_message(raw: str | bytes | Mapping[str, Any]) -> PlayServerMessage:
    """A frame of the play socket (its JSON text, or the decoded object) as its typed model."""
    return _parse(raw, PLAY_MESSAGES)


def parse_board_message(raw: str | bytes | Mapping[str, Any]) -> BoardServerMessage:
    """A frame of the board socket as its typed model."""
    return _parse(raw, BOARD_MESSAGES)


def parse_race_message(raw: str | bytes | Mapping[str, Any]) -> RaceServerMessage:
    """A frame of the race socket as its typed model."""
    return _parse(raw, RACE_MESSAGES)


def play_state_of(message: StateMessage) -> PlayState:
    """A ``state`` frame as the snapshot REST answers (the same fields, without ``type``)."""
    return parse_play_state({k: v for k, v in message.to_dict().items() if k != "type"})


class Action(Protocol):
    """One of a game's action models (a snapshot's ``legal_actions[i].action``)."""

    def to_dict(self) -> dict[str, Any]: ...


def action_message(action: Action | Mapping[str, Any], expected_version: int) -> ActionMessage:
    """The ``action`` frame for a move: a game's action model (or its JSON) at the version it was chosen in."""
    body = action.to_dict() if not isinstance(action, Mapping) else dict(action)
    return ActionMessage(
        type_=ActionMessageType.ACTION, action=AnyAction.from_dict(body), expected_version=expected_version
    )


class ApiError(Exception):
    """An answer in the API's error shape: ``code`` is stable, ``message`` is for a person."""

    def __init__(
        self, code: str, message: str, details: Mapping[str, Any] | None = None, *, status: int | None = None
    ) -> None:
        super().__init__(f"{code}: {message}")
        self.code, self.message, self.details = code, message, dict(details or {})
        self.status = status  # the HTTP status the same refusal has over REST, when the answer said it


class LiveClosed(ApiError):
    """A live channel that closed and could not go on: ``close_code`` is the socket's (docs/clients.md: 1008
    too many messages, 4401 signed out, 4404 no such play, 1006 the connection lost...), ``reason`` the server's
    words if any. A move in flight when it closed may or may not have landed: read the play again."""

    def __init__(self, close_code: int | None, reason: str = "") -> None:
        super().__init__(
            "socket_closed",
            f"The live connection closed ({close_code}{': ' + reason if reason else ''}).",
            {"close_code": close_code, "reason": reason},
        )
        self.close_code, self.reason = close_code, reason


_T = TypeVar("_T")


# ok() is typed as the call's answer without the error and the None, so that a type checker rejects a field the
# answer has not (tests/contract/test_sdk.py runs mypy --strict on an example). mypy solves a type variable
# from several classes as their join (``object``), never their union: a play's snapshot, one shape per game and
# the answer of seven operations, gets its own overload (the other union, daily_list's page or list, is read
# with isinstance; an overload for it would also take daily_today's list).
@overload
def ok(result: PlayState | ErrorResponse | None) -> PlayState: ...
@overload
def ok(result: _T | ErrorResponse | None) -> _T: ...
def ok(result: object) -> object:
    """The result of a generated call, or ``ApiError`` for an error answer (and for no answer at all)."""
    if isinstance(result, ErrorResponse):
        raise ApiError(result.error.code, result.error.message, result.error.details.to_dict())
    if result is None:
        raise ApiError("unexpected", "The server answered with a status the schema does not declare.")
    return result


def parse_play_state(data: Mapping[str, Any]) -> PlayState:
    """A snapshot as a typed model, chosen by its ``game`` (the schema's discriminator)."""
    return _PLAY_STATES[str(data["game"])].from_dict(data)


def start_request(
    game: str,
    *,
    preset: str | None = None,
    options: Mapping[str, Any] | None = None,
    seed: str | None = None,
) -> PlayStartRequest:
    """``plays_start``'s body for a game named by its slug (a preset, options and a seed are optional)."""
    body: dict[str, Any] = {"game": game}
    if preset is not None:
        body["preset"] = preset
    if options is not None:
        body["options"] = dict(options)
    if seed is not None:
        body["seed"] = seed
    return _START_REQUESTS[game].from_dict(body)


def sign_in_as_guest(base_url: str) -> AuthenticatedClient:
    token = ok(auth_guest.sync(client=Client(base_url=base_url))).token
    return AuthenticatedClient(base_url=base_url, token=token)


def sign_up_quick(base_url: str) -> tuple[AuthenticatedClient, str, str]:
    """A registered account in one request (generated username and password, shown once): today's daily is
    for accounts, not guests. Returns the signed-in client, the username and the password."""
    made = ok(auth_quick.sync(client=Client(base_url=base_url)))
    return AuthenticatedClient(base_url=base_url, token=made.token), made.user.username, made.password


def sign_in(base_url: str, username: str, password: str) -> AuthenticatedClient:
    body = TokenObtainApiInputRequest(username=username, password=password)
    token = ok(auth_login.sync(client=Client(base_url=base_url), body=body)).token
    return AuthenticatedClient(base_url=base_url, token=token)


def all_plays(client: AuthenticatedClient, *, page_size: int = 100, **filters: Any) -> Iterator[PlaySummary]:
    """Every play of mine, newest first, following ``cursor`` until it is null."""
    cursor: str | None = None
    while True:
        kwargs = {**filters, "page_size": page_size, **({"cursor": cursor} if cursor else {})}
        page = ok(plays_list.sync(client=client, **kwargs))
        yield from page.results
        if not page.cursor:
            return
        cursor = page.cursor


def _ws_url(base_url: str, path: str) -> str:
    parts = urlsplit(base_url)
    scheme = "wss" if parts.scheme == "https" else "ws"
    return f"{scheme}://{parts.netloc}{path}"


class _Live:
    """A socket signed in with the client's token, as the subprotocol pair ("bearer", token): it stays out of
    URLs and logs."""

    def __init__(self, client: AuthenticatedClient, path: str) -> None:
        self._url = _ws_url(client._base_url, path)
        self._token = client.token
        self._socket: Any = None

    async def _open(self) -> None:
        subprotocols = cast(Any, ["bearer", self._token])
        self._socket = await websockets.connect(self._url, subprotocols=subprotocols)

    async def __aexit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        await self._socket.close()

    async def _send(self, message: ActionMessage | SyncMessage | RaceSyncMessage) -> None:
        await self._socket.send(json.dumps(message.to_dict()))

    async def _state(
        self, next_message: Callable[[], Awaitable[PlayServerMessage | RaceServerMessage]]
    ) -> PlayState:
        """The next snapshot; an error frame raises ``ApiError``; any other frame is skipped."""
        while True:
            message = await next_message()
            if isinstance(message, StateMessage):
                return play_state_of(message)
            if isinstance(message, ErrorMessage):
                error = message.error
                raise ApiError(error.code, error.message, error.details.to_dict())


# The server's budget per socket (docs/clients.md, WS_MESSAGE_BUDGET / WS_MESSAGE_WINDOW_SECONDS): past it the
# socket is closed with 1008. LivePlay sends at most this many in any such window, a margin under it.
MESSAGE_BUDGET = 90
MESSAGE_WINDOW_SECONDS = 20.0
# Closes after which a new socket may do better: the connection lost, the server going away or restarting.
_TRANSIENT_CLOSES = {None, 1001, 1006, 1011, 1012, 1013}


@dataclass
class _Move:
    message: ActionMessage
    expected_version: int
    answer: asyncio.Future[PlayState]
    sent: bool = False
    retried: bool = False


class LivePlay(_Live):
    """One play's live channel: ``async with LivePlay(client, play_id) as live:`` then ``await
    live.state()`` for the next snapshot, ``await live.act(action, expected_version)``, ``await
    live.sync(version)``; ``await live.message()`` for the next frame of any kind, typed. Refusals arrive as
    ``ApiError`` (the socket stays open).

    The socket asks for the compact answer (``?answer=compact``; ``compact=False`` for whole snapshots): each
    ``patch`` frame is applied to the snapshot held (``CompactPlay``) and handed out as the ``StateMessage`` the
    server would have sent whole, so a caller sees the same frames either way. A patch that does not follow the
    snapshot held is answered with a ``sync``, whose answer is whole.

    A move over the socket is the cheapest the server serves (no HTTP request, no authentication per move).
    ``act`` paces itself under the socket's message budget (``MESSAGE_BUDGET`` per ``MESSAGE_WINDOW_SECONDS``),
    so a bot may call it in a loop. When the connection drops, a new socket is opened once; a move whose answer
    was lost is sent again on it only if that socket's first state shows it did not land, with the same
    ``expected_version``, so it is never applied twice. A close that cannot be got over (or a second drop)
    raises ``LiveClosed``, never a websockets exception. ``message()`` and ``act`` may be awaited from two
    tasks at once (a follower and a player): one task reads the socket and hands each frame to its reader."""

    def __init__(
        self,
        client: AuthenticatedClient,
        play_id: str,
        *,
        budget: int = MESSAGE_BUDGET,
        window: float = MESSAGE_WINDOW_SECONDS,
        compact: bool = True,
    ) -> None:
        super().__init__(client, f"/ws/plays/{play_id}/" + ("?answer=compact" if compact else ""))
        self._budget, self._window = budget, window
        self._compact: CompactPlay | None = None  # a new one for each socket: its first frame is whole
        self._wants_compact = compact
        self._sent: deque[float] = deque()
        self._frames: asyncio.Queue[PlayServerMessage | LiveClosed | FrameError] = asyncio.Queue()
        self._move: _Move | None = None
        self._reader: asyncio.Task[None] | None = None
        self._closed: LiveClosed | None = None
        self._leaving = False

    async def __aenter__(self) -> LivePlay:
        await self._open()
        self._reader = asyncio.create_task(self._read())
        return self

    async def _open(self) -> None:
        await super()._open()
        self._compact = CompactPlay() if self._wants_compact else None

    async def _frame(self, raw: str | bytes) -> PlayServerMessage | None:
        """A frame as its model; a patch as the state message it rebuilds, or None when it could not be
        applied (a sync was sent: its answer is whole)."""
        if self._compact is None:
            return parse_play_message(raw)
        try:
            data = json.loads(raw)
        except ValueError as exc:
            raise FrameError(f"a frame that is not JSON: {str(raw)[:200]!r}") from exc
        if not isinstance(data, dict) or data.get("type") not in ("state", "patch"):
            return parse_play_message(data)
        try:
            snapshot = self._compact.receive(data)
        except PatchGap:
            await self.sync()
            return None
        except (KeyError, TypeError, IndexError, ValueError) as exc:
            raise FrameError(f"a {data['type']!r} frame that cannot be applied ({exc!r})") from exc
        return parse_play_message({"type": "state", **snapshot})

    async def __aexit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        self._leaving = True
        if self._reader is not None:
            self._reader.cancel()
        await self._socket.close()

    async def message(self) -> PlayServerMessage:
        """The next frame as its model: a game's ``StateMessage``, ``InSyncMessage``, ``ErrorMessage``, or an
        ``UnknownMessage`` for a frame this SDK does not know. ``LiveClosed`` once the channel has closed."""
        if self._closed is not None and self._frames.empty():
            raise self._closed
        frame = await self._frames.get()
        if isinstance(frame, LiveClosed | FrameError):
            raise frame
        return frame

    async def state(self) -> PlayState:
        """The next snapshot; an error frame raises ``ApiError``, in_sync frames are skipped."""
        return await self._state(self.message)

    async def act(self, action: Action | Mapping[str, Any], expected_version: int) -> PlayState:
        """The move's answer: the new snapshot, or its refusal as ``ApiError`` (``LiveClosed`` if the channel
        closed). One move at a time."""
        if self._closed is not None:
            raise self._closed
        if self._move is not None:
            raise ApiError("busy", "A move is on its way already: await its answer first.")
        move = _Move(action_message(action, expected_version), expected_version, asyncio.Future())
        self._move = move
        try:
            await self._transmit(move)
            return await move.answer
        finally:
            if self._move is move:
                self._move = None

    async def sync(self, version: int | None = None) -> None:
        await self._send(SyncMessage(type_=SyncMessageType.SYNC, version=version))

    async def _send(self, message: ActionMessage | SyncMessage | RaceSyncMessage) -> None:
        if self._closed is not None:
            raise self._closed
        await self._pace()
        # A socket closed meanwhile: the reader sees the close and decides (a move is sent again on the next one).
        with contextlib.suppress(websockets.ConnectionClosed):
            await super()._send(message)

    async def _pace(self) -> None:
        while True:
            now = time.monotonic()
            while self._sent and now - self._sent[0] > self._window:
                self._sent.popleft()
            if len(self._sent) < self._budget:
                self._sent.append(now)
                return
            await asyncio.sleep(self._sent[0] + self._window - now + 0.01)

    async def _transmit(self, move: _Move) -> None:
        move.sent = True
        await self._send(move.message)

    async def _read(self) -> None:
        """The one reader of the socket: a move's answer goes to its ``act``, every other frame to ``message``."""
        reopened = False
        while True:
            try:
                raw = await self._socket.recv()
            except websockets.ConnectionClosed as closed:
                code = closed.rcvd.code if closed.rcvd is not None else None
                reason = closed.rcvd.reason if closed.rcvd is not None else ""
                move = self._move
                if not self._leaving and code in _TRANSIENT_CLOSES and not reopened:
                    reopened = True
                    if move is not None and move.sent:
                        move.sent, move.retried = False, True  # the next socket's first state decides
                    try:
                        await self._open()
                        continue
                    except (OSError, websockets.WebSocketException):
                        pass
                self._finish(LiveClosed(code, reason))
                return
            try:
                decoded = await self._frame(raw)
            except FrameError as refused:
                self._frames.put_nowait(refused)
                continue
            if decoded is None:
                continue
            message = decoded
            move = self._move
            if isinstance(message, StateMessage):
                reopened = False  # a socket that answered: a later drop may be got over again
                if (
                    move is not None
                    and message.version > move.expected_version
                    and (move.sent or move.retried)
                ):
                    # The answer, or after a drop the position the move had led to already.
                    self._resolve(move, play_state_of(message))
                    continue
                if move is not None and not move.sent and message.version == move.expected_version:
                    await self._transmit(move)  # it did not land: sent again, once
            elif isinstance(message, ErrorMessage) and move is not None and move.sent:
                error = message.error
                refusal = ApiError(error.code, error.message, error.details.to_dict(), status=message.status)
                self._resolve(move, refusal)
                continue
            self._frames.put_nowait(message)

    def _resolve(self, move: _Move, outcome: PlayState | ApiError) -> None:
        if self._move is move:
            self._move = None
        if move.answer.done():
            return
        if isinstance(outcome, ApiError):
            move.answer.set_exception(outcome)
        else:
            move.answer.set_result(outcome)

    def _finish(self, closed: LiveClosed) -> None:
        self._closed = closed
        if self._move is not None:
            self._resolve(self._move, closed)
        self._frames.put_nowait(closed)


class LiveRace(_Live):
    """A race's live channel, for its racers and its spectators: ``async with LiveRace(client, race_id) as
    live:`` then ``await live.message()`` for the next frame (the race, another racer's progress, my state or a
    refusal), ``await live.act(action, expected_version)`` on my play once started, ``await live.sync()``."""

    def __init__(self, client: AuthenticatedClient, race_id: str) -> None:
        super().__init__(client, f"/ws/races/{race_id}/")

    async def __aenter__(self) -> LiveRace:
        await self._open()
        return self

    async def message(self) -> RaceServerMessage:
        return parse_race_message(await self._socket.recv())

    async def act(self, action: Action | Mapping[str, Any], expected_version: int) -> PlayState:
        """Move on my play of the race: the next snapshot of it (race and progress frames in between are
        skipped), or ``ApiError``."""
        await self._send(action_message(action, expected_version))
        return await self._state(self.message)

    async def sync(self) -> None:
        """Ask for the race again: a race frame, and my state when I have a play."""
        await self._send(RaceSyncMessage(type_=RaceSyncMessageType.SYNC))


async def watch_board_messages(base_url: str, board_id: str) -> AsyncGenerator[BoardServerMessage, None]:
    """Every frame of a board's socket (public: no token), typed: ``BoardMessage`` (its top entries, now and
    each time they change), ``SizeMessage`` (a daily board grew below its top)."""
    async with websockets.connect(_ws_url(base_url, f"/ws/leaderboards/{board_id}/")) as socket:
        async for raw in socket:
            yield parse_board_message(raw)


async def watch_board(base_url: str, board_id: str) -> AsyncIterator[list[BoardEntry]]:
    """A board's top entries (rank, player, score, rank_key, won...): now, then each time they change."""
    async for message in watch_board_messages(base_url, board_id):
        if isinstance(message, BoardMessage):
            yield message.top
