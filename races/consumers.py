"""``/ws/races/<id>/``: a race live, for its racers and its spectators.

On connect: the race (``race``), and for a racer their own play's state (``state``). Then a ``race`` frame
after each change of the race (a player joins or leaves, the countdown starts, the race ends, the results),
and a ``progress`` frame after every move of another racer: counters only (``races.progress``), never a card
or a move. A racer moves on this socket (``action``, as on their play socket) or over REST; every racer's
play group is joined, so a move made anywhere, on any server process, reaches every socket of the race.
When the time limit comes, each socket asks the race to end (idempotent; beat's sweep does too)."""

from __future__ import annotations

import asyncio
import datetime as dt
import time
from collections import deque
from typing import cast

from channels.db import database_sync_to_async
from django.conf import settings
from django.contrib.auth.models import AnonymousUser

from accounts.models import AccessToken, Scope, User
from accounts.permissions import require_scope
from api.error_codes import ErrorCode
from api.errors import api_exception_handler
from api.frames import ErrorBody, ErrorMessage
from api.websocket import (
    CLOSE_FORBIDDEN,
    CLOSE_NOT_FOUND,
    CLOSE_POLICY_VIOLATION,
    StrictJsonWebsocketConsumer,
    accepted_subprotocol,
)
from games import selectors as play_selectors
from games import services as play_services
from games.apis import PlayActApi, move_input
from games.models import Play
from races import selectors
from races.progress import progress_of
from races.realtime import race_group
from races.settlement import race_end_if_due


class RaceConsumer(StrictJsonWebsocketConsumer):
    async def connect(self):
        self.race_id = str(self.scope["url_route"]["kwargs"]["race_id"])
        self.user = self.scope.get("user")
        self.seats: dict[str, int] = {}
        self.my_play: str | None = None
        self.sent_version = -1
        self.timer: asyncio.Task | None = None
        self.recent: deque[float] = deque()
        token = self.scope.get("token")
        if isinstance(token, AccessToken) and not token.has_scope(Scope.READ):
            await self.refuse(CLOSE_FORBIDDEN)
            return
        race = await self._race()
        if race is None:
            await self.refuse(CLOSE_NOT_FOUND)
            return
        self.group = race_group(self.race_id)
        await self.channel_layer.group_add(self.group, self.channel_name)
        await self.accept(subprotocol=accepted_subprotocol(self.scope))
        await self._on_race(race)

    async def disconnect(self, code):
        if self.timer is not None:
            self.timer.cancel()
        if hasattr(self, "group"):
            await self.channel_layer.group_discard(self.group, self.channel_name)
        for play_id in self.seats:
            await self.channel_layer.group_discard(play_services.play_group(play_id), self.channel_name)

    async def receive_json(self, content, **kwargs):
        if not self._within_budget():
            await self.close(code=CLOSE_POLICY_VIOLATION)
            return
        kind = content.get("type") if isinstance(content, dict) else None
        if kind == "action":
            await self._act({key: value for key, value in content.items() if key != "type"})
        elif kind == "sync":
            race = await self._race()
            if race is not None:
                await self._on_race(race, force=True)
        else:
            await self._error(
                ErrorCode.INVALID_MESSAGE,
                "Send {type: 'action', action, expected_version} or {type: 'sync'}.",
                400,
            )

    # ---- pushes from the channel layer ---------------------------------------------------------------------

    async def race_update(self, event):
        race = dict(event["race"])
        if race["status"] == "lobby" or not self.seats:
            # In the lobby my seat is my user's (there is no play yet to find it by): read it again, since a
            # join or a leave is what this push announces. At the start, the plays: learn my seat and theirs.
            race = await self._race() or race
        else:
            race.update(my_seat=self._my_seat(), my_play=self.my_play)
        await self._on_race(race)

    async def play_state(self, event):
        snapshot = event["state"]
        if snapshot["id"] == self.my_play:
            await self._send_state(snapshot)
            return
        seat = self.seats.get(snapshot["id"])
        if seat is not None:
            await self.send_json({"type": "progress", "seat": seat, **progress_of(snapshot)})

    # ---- helpers ----------------------------------------------------------------------------------------------

    async def _on_race(self, race: dict, force: bool = False) -> None:
        await self.send_json({"type": "race", **race})
        if race["status"] in ("running", "finished", "rated"):
            await self._follow_plays(force=force)
        if race["status"] == "running" and race["ends_at"] and self.timer is None:
            self.timer = asyncio.create_task(self._end_when_due(dt.datetime.fromisoformat(race["ends_at"])))

    async def _follow_plays(self, force: bool) -> None:
        seats = await database_sync_to_async(selectors.play_seats)(self.race_id)
        for play_id in seats.keys() - self.seats.keys():
            await self.channel_layer.group_add(play_services.play_group(play_id), self.channel_name)
        fresh = self.seats == {} or force
        self.seats = seats
        if self.my_play is not None and (fresh or self.sent_version < 0):
            snapshot = await self._snapshot()
            if snapshot is not None:
                await self._send_state(snapshot, force=force)

    async def _end_when_due(self, ends_at: dt.datetime) -> None:
        await asyncio.sleep(max(0.0, (ends_at - dt.datetime.now(tz=dt.UTC)).total_seconds()) + 0.2)
        await database_sync_to_async(race_end_if_due)(race_id=self.race_id)

    def _my_seat(self) -> int | None:
        return self.seats.get(self.my_play) if self.my_play else None

    def _within_budget(self) -> bool:
        now = time.monotonic()
        while self.recent and now - self.recent[0] > settings.WS_MESSAGE_WINDOW_SECONDS:
            self.recent.popleft()
        self.recent.append(now)
        return len(self.recent) <= settings.WS_MESSAGE_BUDGET

    async def _send_state(self, snapshot: dict, force: bool = False) -> None:
        # A move made on this socket arrives twice (the answer and the group's push): send each version once.
        if snapshot["version"] <= self.sent_version and not force:
            return
        self.sent_version = max(self.sent_version, snapshot["version"])
        await self.send_json({"type": "state", **snapshot})

    async def _error(self, code: str, message: str, status: int, **details) -> None:
        body = ErrorBody(code=code, message=message, details=details)
        await self.send_json(ErrorMessage(type="error", status=status, error=body))

    async def _act(self, message: dict) -> None:
        if self.my_play is None:
            await self._error(ErrorCode.NOT_RACING, "Only a racer whose race has started moves here.", 409)
            return
        snapshot, refusal = await self._apply(message)
        if snapshot is not None:
            await self._send_state(snapshot)
        else:
            await self.send_json(refusal)

    @database_sync_to_async
    def _apply(self, message: dict) -> tuple[dict | None, dict | None]:
        """The move of ``POST /plays/<id>/actions`` on the racer's own play: the same checks and answers."""
        try:
            require_scope(self.scope.get("token"), PlayActApi.required_scope)
            move = move_input(message)
            change = play_services.play_act(
                play_id=self.my_play,
                user=cast(User, self.user),
                action=move["action"],
                expected_version=move["expected_version"],
            )
        except Exception as exc:
            refusal = api_exception_handler(exc, {})
            if refusal is None:
                raise
            return None, {"type": "error", "status": refusal.status_code, **refusal.data}
        return change.snapshot, None

    @database_sync_to_async
    def _race(self) -> dict | None:
        try:
            race = selectors.race_for(race_id=self.race_id, user=cast(User, self.user or AnonymousUser()))
        except Exception:
            return None
        self.my_play = race["my_play"]
        return race

    @database_sync_to_async
    def _snapshot(self) -> dict | None:
        play = Play.objects.filter(pk=self.my_play).first() if self.my_play else None
        return play_selectors.play_snapshot(play) if play else None
