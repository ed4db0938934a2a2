"""The hand-written half of the patience SDK, on top of the generated ``patience_client``:

- ``sign_in_as_guest`` / ``sign_in``: an ``AuthenticatedClient`` in one call;
- ``all_plays``: every page of ``plays_list`` (cursor pagination), as one iterator;
- ``start_request``: ``plays_start``'s body for any game by its slug (the schema has one shape per game);
- ``LivePlay`` and ``watch_board``: the WebSocket channels of docs/api.md and ``/api/v1/asyncapi/``, with
  each ``state`` frame parsed into the same typed snapshot REST returns.

Everything else is the generated client: ``patience_client.api.<tag>.<operation>.sync(client=...)``."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Iterator, Mapping
from types import TracebackType
from typing import Any, TypeAlias, cast
from urllib.parse import urlsplit

import websockets
from patience_client import AuthenticatedClient, Client
from patience_client.api.accounts import auth_guest, auth_login, auth_quick
from patience_client.api.plays import plays_list
from patience_client.models import (
    ErrorResponse,
    JourneyPlayStartRequest,
    JourneyPlayState,
    Match3PlayStartRequest,
    Match3PlayState,
    PlaySummary,
    QuetinnyPlayStartRequest,
    QuetinnyPlayState,
    TokenObtainApiInputRequest,
    WeaverPlayStartRequest,
    WeaverPlayState,
    WitchPlayStartRequest,
    WitchPlayState,
)

__all__ = [
    "ApiError",
    "LivePlay",
    "PlayStartRequest",
    "PlayState",
    "all_plays",
    "ok",
    "parse_play_state",
    "sign_in",
    "sign_in_as_guest",
    "sign_up_quick",
    "start_request",
    "watch_board",
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


class ApiError(Exception):
    """An answer in the API's error shape: ``code`` is stable, ``message`` is for a person."""

    def __init__(self, code: str, message: str, details: Mapping[str, Any] | None = None) -> None:
        super().__init__(f"{code}: {message}")
        self.code, self.message, self.details = code, message, dict(details or {})


def ok(result: Any) -> Any:
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


class LivePlay:
    """One play's live channel: ``async with LivePlay(client, play_id) as live:`` then ``await
    live.state()`` for the next snapshot, ``await live.act(action, expected_version)``, ``await
    live.sync(version)``. Refusals arrive as ``ApiError`` (the socket stays open)."""

    def __init__(self, client: AuthenticatedClient, play_id: str) -> None:
        self._url = _ws_url(client._base_url, f"/ws/plays/{play_id}/")
        self._token = client.token
        self._socket: Any = None

    async def __aenter__(self) -> LivePlay:
        # The token as the subprotocol pair ("bearer", token): it stays out of URLs and logs.
        subprotocols = cast(Any, ["bearer", self._token])
        self._socket = await websockets.connect(self._url, subprotocols=subprotocols)
        return self

    async def __aexit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        await self._socket.close()

    async def message(self) -> dict[str, Any]:
        """The next frame as it came: {"type": "state" | "in_sync" | "error", ...}."""
        return cast(dict[str, Any], json.loads(await self._socket.recv()))

    async def state(self) -> PlayState:
        """The next snapshot; an error frame raises ``ApiError``, in_sync frames are skipped."""
        while True:
            frame = await self.message()
            if frame["type"] == "state":
                return parse_play_state({k: v for k, v in frame.items() if k != "type"})
            if frame["type"] == "error":
                error = frame["error"]
                raise ApiError(error["code"], error["message"], error["details"])

    async def act(self, action: Mapping[str, Any], expected_version: int) -> PlayState:
        await self._socket.send(
            json.dumps({"type": "action", "action": dict(action), "expected_version": expected_version})
        )
        return await self.state()

    async def sync(self, version: int | None = None) -> None:
        await self._socket.send(json.dumps({"type": "sync", "version": version}))


async def watch_board(base_url: str, board_id: str) -> AsyncIterator[list[dict[str, Any]]]:
    """A board's top entries (rank, player, score, rank_key, won): now, then each time they change."""
    async with websockets.connect(_ws_url(base_url, f"/ws/leaderboards/{board_id}/")) as socket:
        async for raw in socket:
            frame = json.loads(raw)
            if frame.get("type") == "board":
                yield cast(list[dict[str, Any]], frame["top"])
