"""``/ws/leaderboards/<board>/``: public; the top entries on connect and whenever they change."""

from __future__ import annotations

from channels.db import database_sync_to_async

from config.errors import ApiError
from config.websocket import CLOSE_NOT_FOUND, CLOSE_POLICY_VIOLATION, StrictJsonWebsocketConsumer
from leaderboards.realtime import board_group, top_entries
from leaderboards.selectors import Board


class LeaderboardConsumer(StrictJsonWebsocketConsumer):
    async def connect(self):
        self.board_id = self.scope["url_route"]["kwargs"]["board_id"]
        try:
            Board.parse(self.board_id)
        except ApiError:
            await self.refuse(CLOSE_NOT_FOUND)
            return
        self.group = board_group(self.board_id)
        await self.channel_layer.group_add(self.group, self.channel_name)
        await self.accept()
        top = await database_sync_to_async(top_entries)(self.board_id)
        await self.send_json({"type": "board", "board": self.board_id, "top": top})

    async def disconnect(self, code):
        if hasattr(self, "group"):
            await self.channel_layer.group_discard(self.group, self.channel_name)

    async def receive_json(self, content, **kwargs):
        await self.close(code=CLOSE_POLICY_VIOLATION)  # a read-only stream: clients have nothing to send

    async def board_update(self, event):
        await self.send_json({"type": "board", "board": event["board"], "top": event["top"]})
