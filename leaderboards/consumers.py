"""``/ws/leaderboards/<board>/``: public; the top entries on connect and whenever they change, and for a daily
board its size when a score below the top enters it."""

from __future__ import annotations

from channels.db import database_sync_to_async

from api.errors import ApiError
from api.websocket import CLOSE_NOT_FOUND, CLOSE_POLICY_VIOLATION, StrictJsonWebsocketConsumer
from leaderboards.boards import Board
from leaderboards.frames import BoardMessage, SizeMessage
from leaderboards.realtime import top_entries


class LeaderboardConsumer(StrictJsonWebsocketConsumer):
    async def connect(self):
        try:
            self.board = Board.parse(self.scope["url_route"]["kwargs"]["board_id"])
        except ApiError:
            await self.refuse(CLOSE_NOT_FOUND)
            return
        await self.channel_layer.group_add(self.board.group, self.channel_name)
        await self.accept()
        top = await database_sync_to_async(top_entries)(self.board)
        await self.send_json(BoardMessage(type="board", board=self.board.id, top=top))

    async def disconnect(self, code):
        if hasattr(self, "board"):
            await self.channel_layer.group_discard(self.board.group, self.channel_name)

    async def receive_json(self, content, **kwargs):
        await self.close(code=CLOSE_POLICY_VIOLATION)  # a read-only stream: clients have nothing to send

    async def board_update(self, event):
        await self.send_json(BoardMessage(type="board", board=event["board"], top=event["top"]))

    async def board_size(self, event):
        await self.send_json(SizeMessage(type="size", board=event["board"], size=event["size"]))
