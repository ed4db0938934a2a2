"""The public API as the terminal client uses it, through the Python SDK (clients/python): the generated
``patience_client`` operations for REST, ``patience_sdk`` for the live channel's URL and bodies. One method per
operation the client needs, each answering the SDK's typed model, and one error type with the HTTP status.
Everything travels typed end to end: a play's snapshot (``PlayState``, one model per game), its view (the
game's own view model, which the boards draw), its legal actions, a hint, a replay, and the menus' catalogue,
dailies, plays, scores and places. The live channel is the SDK's ``LivePlay`` (clients/terminal.py): while
one is open on a play, its moves go over it (the server's cheapest way to move, issue 43)."""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
from collections.abc import Awaitable, Sequence
from typing import Any, Protocol
from uuid import UUID

import httpx
from patience_client import AuthenticatedClient, Client
from patience_client.api.accounts import auth_guest, auth_login, auth_register, me
from patience_client.api.daily import daily_list, daily_start, plays_result
from patience_client.api.games import games_list
from patience_client.api.leaderboards import boards_me, me_scores
from patience_client.api.plays import (
    plays_act,
    plays_analysis,
    plays_analysis_step,
    plays_get,
    plays_hint,
    plays_list,
    plays_replay,
    plays_replay_step,
    plays_resign,
    plays_start,
    plays_undo,
)
from patience_client.models import (
    BoardMeOutput,
    ChallengeOutput,
    ContinuationStepOutput,
    ErrorResponse,
    GameOutput,
    HintOutput,
    PlayActApiInputRequest,
    PlayActApiInputRequestAction,
    PlayAnalysisOutput,
    PlayPage,
    PlayReplayOutput,
    PlayReplayStepOutput,
    PlayResignApiInputRequest,
    PlayResultApiOutput,
    PlaySummary,
    PlayUndoApiInputRequest,
    ScoreHistory,
    ScoreHistoryPage,
    TokenObtainApiInputRequest,
    TokenOutput,
    UserOutput,
    UserRegisterApiInputRequest,
)
from patience_client.types import Response
from patience_sdk import ApiError as SdkApiError
from patience_sdk import LiveClosed, LivePlay, PlayState, start_request

# How long a move waits for its play's live channel to open before it goes over REST.
OPENING_WAIT_SECONDS = 5


class ApiError(Exception):
    def __init__(self, status: int, code: str, message: str, details: dict[str, Any] | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.details = details or {}


class Action(Protocol):
    """One of a game's action models (a snapshot's ``legal_actions[i].action``)."""

    def to_dict(self) -> dict[str, Any]: ...


class LegalAction(Protocol):
    """One of a snapshot's legal actions, whatever the game: the action and the move in words."""

    @property
    def action(self) -> Action: ...

    @property
    def text(self) -> str: ...


def legal_actions(snapshot: PlayState) -> Sequence[LegalAction]:
    """The snapshot's legal actions, as one type for every game (each game's snapshot has its own models)."""
    return snapshot.legal_actions


class Api:
    def __init__(self, server: str, token: str | None = None, timeout: float = 20) -> None:
        self.server = server.rstrip("/")
        self.channels: dict[str, LivePlay] = {}  # play id -> its open live channel (terminal.follow_play)
        self.opening: dict[str, asyncio.Event] = {}  # play id -> set once its channel opened, or failed to
        self.timeout = httpx.Timeout(timeout)
        self._public = Client(base_url=self.server, timeout=self.timeout)
        self._signed_in: AuthenticatedClient | None = None
        self.token = token

    @property
    def token(self) -> str | None:
        return self._token

    @token.setter
    def token(self, token: str | None) -> None:
        self._token = token
        self._signed_in = (
            AuthenticatedClient(base_url=self.server, token=token, timeout=self.timeout) if token else None
        )

    @property
    def client(self) -> AuthenticatedClient:
        if self._signed_in is None:
            raise ApiError(401, "not_authenticated", "Sign in first.")
        return self._signed_in

    async def close(self) -> None:
        for client in (self._public, self._signed_in):
            if client is not None:
                await client.get_async_httpx_client().aclose()

    async def _typed(self, request: Awaitable[Response[Any]]) -> Any:
        """The answer as the SDK's typed model, or ``ApiError`` with the status and the error body's code and
        message."""
        try:
            response = await request
        except httpx.HTTPError as exc:
            raise ApiError(0, "network", f"The server at {self.server} cannot be reached ({exc}).") from exc
        parsed = response.parsed
        if isinstance(parsed, ErrorResponse):
            error = parsed.error
            raise ApiError(response.status_code, error.code, error.message, error.details.to_dict())
        if response.status_code >= 400 or (parsed is None and response.status_code != 204):
            raise ApiError(response.status_code, "http", f"The server answered {response.status_code}.")
        return parsed

    # ---- accounts ------------------------------------------------------------------------------------

    async def _sign_in(self, request: Awaitable[Response[Any]]) -> UserOutput:
        result: TokenOutput = await self._typed(request)
        self.token = result.token
        return result.user

    async def guest(self) -> UserOutput:
        return await self._sign_in(auth_guest.asyncio_detailed(client=self._public))

    async def login(self, username: str, password: str) -> UserOutput:
        body = TokenObtainApiInputRequest(username=username, password=password)
        return await self._sign_in(auth_login.asyncio_detailed(client=self._public, body=body))

    async def register(self, username: str, password: str) -> UserOutput:
        body = UserRegisterApiInputRequest(username=username, password=password)
        return await self._sign_in(auth_register.asyncio_detailed(client=self._public, body=body))

    async def me(self) -> UserOutput:
        return await self._typed(me.asyncio_detailed(client=self.client))

    # ---- catalogue, dailies, boards ------------------------------------------------------------------

    async def games(self) -> list[GameOutput]:
        return await self._typed(games_list.asyncio_detailed(client=self._public))

    async def todays_dailies(self) -> list[ChallengeOutput]:
        return await self._typed(daily_list.asyncio_detailed(client=self.client))

    async def daily_start(self, day: dt.date, game: str) -> PlayState:
        return await self._typed(daily_start.asyncio_detailed(day, game, client=self.client))

    async def my_scores_of_play(self, play_id: str) -> list[ScoreHistory]:
        page: ScoreHistoryPage = await self._typed(
            me_scores.asyncio_detailed(client=self.client, play=UUID(play_id))
        )
        return page.results

    async def my_place(self, board_id: str) -> BoardMeOutput:
        return await self._typed(boards_me.asyncio_detailed(board_id, client=self.client, k=0))

    # ---- plays ---------------------------------------------------------------------------------------

    async def my_plays(self, page_size: int = 30) -> list[PlaySummary]:
        page: PlayPage = await self._typed(
            plays_list.asyncio_detailed(client=self.client, page_size=page_size)
        )
        return page.results

    async def start(self, game: str, preset: str | None = None, seed: str | None = None) -> PlayState:
        body = start_request(game, preset=preset, seed=seed)
        return await self._typed(plays_start.asyncio_detailed(client=self.client, body=body))

    async def play(self, play_id: str) -> PlayState:
        return await self._typed(plays_get.asyncio_detailed(UUID(play_id), client=self.client))

    async def act(self, play_id: str, action: Action, expected_version: int) -> PlayState:
        """A move: over the play's live channel when one is open (paced, and sent again once after a drop by
        the SDK), over REST otherwise, or when the channel closed under it (the same expected_version: a move
        that landed meanwhile is a 409, never a second move)."""
        opening = self.opening.get(play_id)
        if play_id not in self.channels and opening is not None:
            # The first move is often typed while the channel is still opening: it waits for it a moment.
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(opening.wait(), OPENING_WAIT_SECONDS)
        channel = self.channels.get(play_id)
        if channel is not None:
            try:
                return await channel.act(action.to_dict(), expected_version)
            except LiveClosed:
                pass
            except SdkApiError as exc:
                raise ApiError(exc.status or 400, exc.code, exc.message, exc.details) from exc
        body = PlayActApiInputRequest(
            action=PlayActApiInputRequestAction.from_dict(action.to_dict()), expected_version=expected_version
        )
        return await self._typed(plays_act.asyncio_detailed(UUID(play_id), client=self.client, body=body))

    async def undo(self, play_id: str, expected_version: int) -> PlayState:
        body = PlayUndoApiInputRequest(expected_version=expected_version)
        return await self._typed(plays_undo.asyncio_detailed(UUID(play_id), client=self.client, body=body))

    async def resign(self, play_id: str, expected_version: int) -> PlayState:
        body = PlayResignApiInputRequest(expected_version=expected_version)
        return await self._typed(plays_resign.asyncio_detailed(UUID(play_id), client=self.client, body=body))

    async def result(self, play_id: str) -> PlayResultApiOutput:
        """A finished play's result card: verdict, medal, rank so far, streak, rating change, next deal."""
        return await self._typed(plays_result.asyncio_detailed(UUID(play_id), client=self.client))

    async def hint(self, play_id: str) -> HintOutput:
        return await self._typed(plays_hint.asyncio_detailed(UUID(play_id), client=self.client))

    async def replay(self, play_id: str) -> PlayReplayOutput:
        return await self._typed(plays_replay.asyncio_detailed(UUID(play_id), client=self.client))

    async def replay_step(self, play_id: str, step: int) -> PlayReplayStepOutput:
        return await self._typed(plays_replay_step.asyncio_detailed(UUID(play_id), step, client=self.client))

    async def analysis(self, play_id: str) -> PlayAnalysisOutput:
        """Where the win slipped away (``docs/analysis.md``); ``status`` is ``pending`` until the worker is done."""
        return await self._typed(plays_analysis.asyncio_detailed(UUID(play_id), client=self.client))

    async def analysis_step(self, play_id: str, step: int) -> ContinuationStepOutput:
        return await self._typed(
            plays_analysis_step.asyncio_detailed(UUID(play_id), step, client=self.client)
        )
