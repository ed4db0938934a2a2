"""The daily archive: past days cursor-paged with tier, variant, par, my result, the seed once revealed, the
export link, and the screening bot's game."""

from __future__ import annotations

import datetime as dt

import pytest
import time_machine
from django.db import connection
from django.test.utils import CaptureQueriesContext

from games.daily import generation
from games.engines.registry import get_game
from games.models import DailyChallenge

pytestmark = pytest.mark.django_db
FIRST = dt.date(2026, 11, 16)
NOON_18 = dt.datetime(2026, 11, 18, 12, tzinfo=dt.UTC)


@pytest.fixture
def four_days():
    for game in ("match3", "weaver"):
        for offset in range(4):  # 16th to 19th: two closed, today (18th) and one ahead
            generation.challenge_generate(date=FIRST + dt.timedelta(days=offset), game_slug=game)


@time_machine.travel(NOON_18, tick=False)
def test_the_archive_lists_opened_days_newest_first_with_the_seed_only_once_revealed(
    four_days, alice, alice_api
):
    played = DailyChallenge.objects.get(date=FIRST, game="match3")
    alice_api.post(f"/api/v1/daily/{FIRST}/match3/start")  # closed: refused, so play it as the day it was
    with time_machine.travel(dt.datetime(2026, 11, 16, 12, tzinfo=dt.UTC), tick=False):
        play = alice_api.post(f"/api/v1/daily/{FIRST}/match3/start").json()
        alice_api.post(f"/api/v1/plays/{play['id']}/resign", {"expected_version": 0}, format="json")
    page = alice_api.get("/api/v1/daily/", {"game": "match3", "page_size": 2}).json()
    assert [item["date"] for item in page["results"]] == ["2026-11-18", "2026-11-17"]
    today, yesterday = page["results"]
    assert today["seed"] is None and today["export_url"] is None and today["revealed"] is False
    assert yesterday["seed"] == DailyChallenge.objects.get(date="2026-11-17", game="match3").seed
    assert yesterday["export_url"] == "/api/v1/daily/2026-11-17/match3/export"
    assert yesterday["variant"] == get_game("match3").options_schema.preset(yesterday["preset"]).description
    rest = alice_api.get(page["next"]).json()
    assert [item["date"] for item in rest["results"]] == ["2026-11-16"] and rest["next"] is None
    mine = rest["results"][0]["my_play"]
    assert mine["id"] == play["id"] and mine["status"] == "lost"
    assert rest["results"][0]["tier"] == played.difficulty and rest["results"][0]["par"] == played.par


@time_machine.travel(NOON_18, tick=False)
def test_the_archive_filters_by_dates_and_answers_bad_input_clearly(four_days, api):
    window = api.get("/api/v1/daily/", {"from": "2026-11-17", "to": "2026-11-17"}).json()
    assert {(i["date"], i["game"]) for i in window["results"]} == {
        ("2026-11-17", "match3"),
        ("2026-11-17", "weaver"),
    }
    assert api.get("/api/v1/daily/", {"game": "chess"}).json()["error"]["code"] == "unknown_game"
    bad = api.get("/api/v1/daily/", {"from": "17/11/2026"})
    assert bad.status_code == 400 and "YYYY-MM-DD" in bad.json()["error"]["message"]
    assert api.get("/api/v1/daily/", {"cursor": "nonsense"}).json()["error"]["code"] == "invalid_cursor"
    for bad in ({"to": ""}, {"game": ""}, {"page_size": "0"}, {"page_size": "many"}):
        assert api.get("/api/v1/daily/", bad).json()["error"]["code"] == "invalid_parameter"


@time_machine.travel(NOON_18, tick=False)
def test_an_archive_page_costs_the_same_queries_whatever_its_size(four_days, alice_api):
    alice_api.get("/api/v1/me")  # the token's first use of the day is recorded once; keep it out of the count
    counts = []
    for size in (1, 6):
        with CaptureQueriesContext(connection) as queries:
            assert len(alice_api.get("/api/v1/daily/", {"page_size": size}).json()["results"]) == size
        counts.append(len(queries))
    assert counts[0] == counts[1]


@time_machine.travel(NOON_18, tick=False)
def test_the_bot_game_replays_to_par_and_is_hidden_until_the_seed_is_revealed(four_days, api):
    hidden = api.get("/api/v1/daily/2026-11-18/weaver/bot-game")
    assert hidden.status_code == 403 and hidden.json()["error"]["code"] == "not_revealed"
    shown = api.get("/api/v1/daily/2026-11-17/weaver/bot-game").json()
    challenge = DailyChallenge.objects.get(date="2026-11-17", game="weaver")
    assert shown["frames"][0]["move"] is None and len(shown["frames"]) > 1
    assert shown["frames"][-1]["score"] == challenge.par == shown["par"]


@time_machine.travel(NOON_18, tick=False)
def test_a_past_daily_replayed_as_practice_ranks_on_no_board(four_days, alice_api):
    from leaderboards.boards import Board
    from leaderboards.models import Score

    old = DailyChallenge.objects.get(date=FIRST, game="weaver")
    play = alice_api.post(
        "/api/v1/plays", {"game": "weaver", "options": old.options, "seed": old.seed}, format="json"
    )
    assert play.status_code == 201 and play.json()["mode"] == "practice"
    alice_api.post(f"/api/v1/plays/{play.json()['id']}/resign", {"expected_version": 0}, format="json")
    score = Score.objects.get(play_id=play.json()["id"])
    assert not score.ranked and Board.of_score(score) == []
