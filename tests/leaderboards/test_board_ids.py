"""Board ids: one function formats (``Board.id``) and one parses (``Board.parse``), for every game, preset and
kind the registry can produce; and every board the catalogue lists answers, over REST and over its socket."""

from __future__ import annotations

import asyncio
import datetime as dt
import json

import httpx
import pytest
import websockets

from accounts.models import AccessToken
from accounts.services import token_issue
from api.errors import ApiError
from games.daily import challenges as daily
from games.engines.registry import all_games
from leaderboards.boards import Board
from tests.factories import UserFactory
from tests.leaderboards.helpers import make_challenge
from tests.live import LiveServer
from tests.support import EVENT_TIMEOUT

EVERY_GAME_AND_PRESET = [
    (game.slug, preset.name) for game in all_games() for preset in game.options_schema.presets
]


def every_board_of(game: str, preset: str) -> list[Board]:
    day = dt.date(2026, 11, 26)
    return [
        Board.daily(game=game, preset=preset, date=day),
        Board.practice(game=game, preset=preset),
        Board.season(game=game, month=day),
        Board.rating(game=game),
    ]


@pytest.mark.parametrize(("game", "preset"), EVERY_GAME_AND_PRESET)
def test_every_board_id_parses_back_to_its_board(game, preset):
    for board in every_board_of(game, preset):
        assert Board.parse(board.id) == board, board.id


def test_a_preset_with_a_hyphen_names_its_board():
    board = Board.parse("daily-weaver-all-keiju-2026-11-26")
    assert (board.game, board.preset, board.period) == ("weaver", "all-keiju", "2026-11-26")


@pytest.mark.parametrize(
    ("board_id", "status"),
    [("", 400), ("daily-", 400), ("daily-weaver-2026-11-26", 400), ("practice-weaver", 400), ("rating-weaver-x", 400),
     ("DAILY-weaver-standard-2026-11-26", 400), ("daily-weaver-standard-2026-11-26x", 400),
     ("daily-weaver-nope-2026-11-26", 404), ("daily-chess-classic-2026-11-26", 404),
     ("daily-weaver-standard-2026-02-30", 404), ("season-weaver-2026-13", 404)],
)  # fmt: skip
def test_a_malformed_id_is_a_400_and_an_unknown_board_a_404(board_id, status):
    with pytest.raises(ApiError) as refused:
        Board.parse(board_id)
    assert refused.value.status_code == status
    assert refused.value.error_code == ("malformed_board_id" if status == 400 else "unknown_board")


@pytest.fixture
def live(transactional_db):
    server = LiveServer().start()
    yield server
    server.stop()


def test_every_board_the_catalogue_lists_answers_over_rest_and_its_socket(live):
    """A daily of every game and preset (one day each), then every board the catalogue lists is read: top, me,
    histogram and the board socket's first frame. Weaver's all-keiju board answered 404 and closed 4404."""
    for back, (game, preset) in enumerate(EVERY_GAME_AND_PRESET):
        make_challenge(game=game, preset=preset, date=daily.today() - dt.timedelta(days=back))
    token = token_issue(user=UserFactory(username="reader"), kind=AccessToken.Kind.LOGIN).key
    client = httpx.Client(base_url=live.url, headers={"Authorization": f"Bearer {token}"}, timeout=30)
    listed: list[str] = []
    page = client.get("/api/v1/leaderboards/", params={"limit": 100}).json()
    while True:
        listed += [entry["board"] for entry in page["results"]]
        if not page["next"]:
            break
        page = client.get(page["next"]).json()
    daily_boards = {board for board in listed if board.startswith("daily-")}
    assert {f"{game}-{preset}" for game, preset in EVERY_GAME_AND_PRESET} <= {b[6:-11] for b in daily_boards}
    assert "daily-weaver-all-keiju-" in " ".join(daily_boards)
    for board in listed:
        for path in (f"/api/v1/leaderboards/{board}/", f"/api/v1/leaderboards/{board}/histogram"):
            assert client.get(path).status_code == 200, path
        if Board.parse(board).ranks_scores:
            assert client.get(f"/api/v1/leaderboards/{board}/me").status_code == 200, board
        if preset := Board.parse(board).preset:
            filtered = client.get("/api/v1/leaderboards/", params={"preset": preset}).json()["results"]
            assert board in {entry["board"] for entry in filtered}, board

    async def first_frames() -> dict[str, dict]:
        frames = {}
        for board in listed:
            async with websockets.connect(f"{live.ws_url}/ws/leaderboards/{board}/") as socket:
                frames[board] = json.loads(await asyncio.wait_for(socket.recv(), EVENT_TIMEOUT))
        return frames

    frames = asyncio.run(first_frames())
    assert all(frame["type"] == "board" and frame["board"] == board for board, frame in frames.items())
