"""The ceiling of ``bench/api.py``: the move endpoint with no framework at all, over the same engines and tables.

A plain ASGI application (no Django, no DRF, no Starlette) and psycopg's asynchronous pool (the driver the project
uses, so that the comparison is about everything above it). It answers the requests the benchmark's players send,
with the same bodies: a guest and its token (kept per process after the first lookup, like the project's token
cache), a new play, a move (the play read, the engine, one conditional UPDATE and one log row in a transaction),
a play read, a no-op. What it leaves out is what makes it a ceiling and not a replacement: no throttles, no
push, no scoring of a finished game, no daily checks, no error shape beyond a status and a code.

    DATABASE_URL=postgres://... .venv/bin/uvicorn ceiling:application --app-dir bench --workers 2
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import os
import secrets
import sys
import uuid
from pathlib import Path
from typing import Any

from psycopg.types.json import Jsonb
from psycopg_pool import AsyncConnectionPool

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from games.engines.base import Status  # the checkout's engines, without Django
from games.engines.registry import get_game

_pool: AsyncConnectionPool | None = None
_tokens: dict[str, int] = {}  # key hash -> user id

PLAY_COLUMNS = (
    "id, game, mode, version, status, end_reason, score, rank_key, state, action_count, undo_count, hint_count, "
    "ranked, unranked_reason, created_at, finished_at"
)


async def pool() -> AsyncConnectionPool:
    global _pool
    if _pool is None:
        _pool = AsyncConnectionPool(os.environ["DATABASE_URL"], min_size=2, max_size=16, open=False)
        await _pool.open()
    return _pool


def snapshot(row: dict, game: Any, state: Any) -> dict:
    """``games.selectors.play_snapshot``'s fields, from the row and the engine state in hand."""
    legal = game.legal_actions(state)
    return {
        "id": str(row["id"]),
        "game": row["game"],
        "mode": row["mode"],
        "version": row["version"],
        "status": row["status"],
        "end_reason": row["end_reason"] or None,
        "score": row["score"],
        "rank_key": row["rank_key"],
        "view": game.player_view(state),
        "legal_actions": [{"action": a, "text": game.describe_action(state, a)} for a in legal],
        "actions_count": row["action_count"],
        "undo_count": row["undo_count"],
        "hint_count": row["hint_count"],
        "can_undo": row["mode"] == "practice" and row["status"] != "won" and row["action_count"] > 0,
        "ranked": row["ranked"],
        "unranked_reason": row["unranked_reason"] or None,
        "started_at": row["created_at"].isoformat(),
        "finished_at": row["finished_at"].isoformat() if row["finished_at"] else None,
    }


def outcome_columns(game: Any, state: Any) -> dict:
    outcome = game.outcome(state)
    return {
        "state": game.serialize(state),
        "status": outcome.status.value,
        "end_reason": outcome.end_reason or "",
        "score": outcome.score,
        "rank_key": list(outcome.rank_key),
    }


async def user_of(headers: dict[bytes, bytes]) -> int | None:
    key = headers.get(b"authorization", b"")[7:].decode()
    key_hash = hashlib.sha256(key.encode()).hexdigest()
    if key_hash not in _tokens:
        async with (await pool()).connection() as conn:
            row = await (
                await conn.execute(
                    "SELECT user_id FROM accounts_accesstoken WHERE key_hash = %s AND revoked_at IS NULL",
                    [key_hash],
                )
            ).fetchone()
        if row is None:
            return None
        _tokens[key_hash] = row[0]
    return _tokens[key_hash]


async def guest() -> tuple[int, Any]:
    key = "pat_" + secrets.token_urlsafe(24)
    now = dt.datetime.now(dt.UTC)
    async with (await pool()).connection() as conn, conn.transaction():
        user = await (
            await conn.execute(
                "INSERT INTO accounts_user (password, is_superuser, username, first_name, last_name, email, is_staff, "
                "is_active, date_joined, is_guest, display_name) VALUES ('!', false, %s, '', '', '', false, true, "
                "%s, true, '') RETURNING id",
                [f"ceiling-{uuid.uuid4().hex[:20]}", now],
            )
        ).fetchone()
        await conn.execute(
            "INSERT INTO accounts_accesstoken (kind, name, scopes, key_hash, key_prefix, created_at, user_id) "
            "VALUES ('login', '', %s, %s, %s, %s, %s)",
            [
                Jsonb(["read", "play", "submit"]),
                hashlib.sha256(key.encode()).hexdigest(),
                key[4:12],
                now,
                user[0],
            ],
        )
    return 201, {"token": key}


async def start(user_id: int, body: dict) -> tuple[int, Any]:
    game = get_game(body["game"])
    preset = game.options_schema.default_preset
    seed = secrets.token_urlsafe(12)
    state = game.new_game(seed, None, preset)
    now = dt.datetime.now(dt.UTC)
    row = {
        "id": uuid.uuid4(), "game": game.slug, "mode": "practice", "version": 0, "action_count": 0,
        "undo_count": 0, "hint_count": 0, "ranked": False, "unranked_reason": "ceiling", "created_at": now,
        "finished_at": None, **outcome_columns(game, state),
    }  # fmt: skip
    async with (await pool()).connection() as conn:
        await conn.execute(
            "INSERT INTO games_play (id, player_id, game, engine_version, options, preset, seed, mode, status, "
            "end_reason, score, rank_key, version, state, undo_count, hint_count, is_public, created_at, updated_at, "
            "dealt_by_server, ranked, unranked_reason, taken_back_after_end, action_count) VALUES (%s, %s, %s, %s, "
            "%s, %s, %s, 'practice', %s, %s, %s, %s, 0, %s, 0, 0, false, %s, %s, true, false, 'ceiling', false, 0)",
            [row["id"], user_id, game.slug, game.version_of(state), Jsonb(dict(state.options)), preset, seed,
             row["status"], row["end_reason"], row["score"], Jsonb(row["rank_key"]), Jsonb(row["state"]), now, now],
        )  # fmt: skip
    return 201, snapshot(row, game, state)


async def read_play(conn: Any, play_id: str, user_id: int) -> dict | None:
    cursor = await conn.execute(
        f"SELECT {PLAY_COLUMNS} FROM games_play WHERE id = %s AND player_id = %s", [play_id, user_id]
    )
    values = await cursor.fetchone()
    return None if values is None else dict(zip([c.name for c in cursor.description], values, strict=True))


async def show(user_id: int, play_id: str) -> tuple[int, Any]:
    async with (await pool()).connection() as conn:
        row = await read_play(conn, play_id, user_id)
    if row is None:
        return 404, {"error": "not_found"}
    game = get_game(row["game"])
    return 200, snapshot(row, game, game.deserialize(row["state"]))


async def move(user_id: int, play_id: str, body: dict) -> tuple[int, Any]:
    async with (await pool()).connection() as conn:
        row = await read_play(conn, play_id, user_id)
        if row is None:
            return 404, {"error": "not_found"}
        if row["status"] != "playing":
            return 409, {"error": "game_over"}
        if body.get("expected_version") != row["version"]:
            return 409, {"error": "stale_version", "current_version": row["version"]}
        game = get_game(row["game"])
        try:
            state, listed = game.apply_logged(game.deserialize(row["state"]), body["action"])
        except Exception as exc:  # the engine's refusals
            return 400, {"error": str(exc)}
        columns = outcome_columns(game, state)
        now = dt.datetime.now(dt.UTC)
        finished = now if game.outcome(state).status is not Status.PLAYING else None
        async with conn.transaction():
            cursor = await conn.execute(
                "UPDATE games_play SET state = %s, status = %s, end_reason = %s, score = %s, rank_key = %s, "
                "version = version + 1, action_count = action_count + 1, updated_at = %s, finished_at = %s "
                "WHERE id = %s AND version = %s AND hint_count = %s",
                [Jsonb(columns["state"]), columns["status"], columns["end_reason"], columns["score"],
                 Jsonb(columns["rank_key"]), now, finished, play_id, row["version"], row["hint_count"]],
            )  # fmt: skip
            if cursor.rowcount != 1:
                return 409, {"error": "stale_version"}
            await conn.execute(
                "INSERT INTO games_playaction (play_id, index, action) VALUES (%s, %s, %s)",
                [play_id, row["action_count"], Jsonb(listed)],
            )
    row.update(
        columns, version=row["version"] + 1, action_count=row["action_count"] + 1, finished_at=finished
    )
    return 200, snapshot(row, game, state)


async def body_of(receive: Any) -> dict:
    chunks = []
    while True:
        message = await receive()
        chunks.append(message.get("body", b""))
        if not message.get("more_body"):
            break
    data = b"".join(chunks)
    return json.loads(data) if data else {}


async def application(scope: Any, receive: Any, send: Any) -> None:
    if scope["type"] == "lifespan":
        while (await receive())["type"] != "lifespan.shutdown":
            await send({"type": "lifespan.startup.complete"})
        await send({"type": "lifespan.shutdown.complete"})
        return
    method, path = scope["method"], scope["path"].rstrip("/")
    body = await body_of(receive)
    parts = path.split("/")  # ['', 'api', 'v1', 'plays', id, 'actions']
    if path == "/api/v1/ping":
        status, answer = 200, {"pong": True}
    elif path == "/api/v1/auth/guest" and method == "POST":
        status, answer = await guest()
    else:
        user_id = await user_of(dict(scope["headers"]))
        if user_id is None:
            status, answer = 401, {"error": "not_authenticated"}
        elif path == "/api/v1/plays" and method == "POST":
            status, answer = await start(user_id, body)
        elif len(parts) == 6 and parts[5] == "actions" and method == "POST":
            status, answer = await move(user_id, parts[4], body)
        elif len(parts) == 5 and method == "GET":
            status, answer = await show(user_id, parts[4])
        else:
            status, answer = 404, {"error": "not_found"}
    payload = json.dumps(answer).encode()
    headers = [(b"content-type", b"application/json"), (b"content-length", str(len(payload)).encode())]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": payload})
