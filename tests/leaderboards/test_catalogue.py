"""The board catalogue, board responses that match the OpenAPI schema, and bad input on the board APIs."""

from __future__ import annotations

import datetime as dt

import pytest
import schemathesis
from django.core.wsgi import get_wsgi_application

from accounts.models import AccessToken
from accounts.services import token_issue
from games.daily import challenges as daily
from leaderboards.boards import Board
from leaderboards.tasks import settle_closed_dailies
from tests.factories import UserFactory
from tests.leaderboards.helpers import make_challenge, play_out
from tests.leaderboards.test_ratings import result

pytestmark = pytest.mark.django_db
schema = schemathesis.openapi.from_wsgi("/api/v1/schema/", get_wsgi_application())


@pytest.fixture
def keep_the_test_connection_open():
    """As in tests/reliability/test_fuzz_api.py: schemathesis calls the WSGI app, whose request signals would
    close the test's connection."""
    from django.core.signals import request_finished, request_started
    from django.db import close_old_connections

    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    yield
    request_started.connect(close_old_connections)
    request_finished.connect(close_old_connections)


@pytest.fixture
def every_kind(alice_api, commit):
    """A board of each kind with entries: today's daily and a ranked practice game played by alice, two
    closed dailies of earlier days settled into season points and ratings."""
    today = make_challenge()
    play_out(
        alice_api, alice_api.post(f"/api/v1/daily/{today.date}/match3/start").json(), commit, resign_after=1
    )
    play_out(
        alice_api,
        alice_api.post("/api/v1/plays", {"game": "match3"}, format="json").json(),
        commit,
        resign_after=1,
    )
    players = [UserFactory(username=f"rated-{n}") for n in range(3)]
    for back in (2, 1):
        challenge = make_challenge(date=daily.today() - dt.timedelta(days=back))
        for n, player in enumerate(players):
            result(player, challenge, rank_1=n)
    commit(lambda: settle_closed_dailies.delay().get())
    month = (daily.today() - dt.timedelta(days=1)).replace(day=1)
    return {
        "daily": Board.daily(game="match3", preset=today.preset, date=today.date),
        "practice": Board.practice(game="match3", preset="classic"),
        "season": Board.season(game="match3", month=month),
        "rating": Board.rating(game="match3"),
        "player": players[0],
    }


def test_the_catalogue_lists_every_kind_with_size_and_period_and_filters(every_kind, api):
    body = api.get("/api/v1/leaderboards/", {"game": "match3", "limit": 100}).json()
    listed = {entry["board"]: entry for entry in body["results"]}
    for kind in ("daily", "practice", "season", "rating"):
        assert every_kind[kind].id in listed, kind
    daily_entry = listed[every_kind["daily"].id]
    assert (
        daily_entry["size"] == 1
        and daily_entry["kind"] == "daily"
        and daily_entry["opens"]
        and daily_entry["closes"]
    )
    assert listed[every_kind["rating"].id]["size"] == 3
    assert (
        listed[every_kind["practice"].id]["size"] == 1 and listed[every_kind["practice"].id]["closes"] is None
    )
    past = api.get("/api/v1/leaderboards/", {"kind": "daily", "game": "match3"}).json()["results"]
    assert [e["period"] for e in past] == sorted((e["period"] for e in past), reverse=True) and len(past) == 3
    seasons = api.get("/api/v1/leaderboards/", {"kind": "season"}).json()["results"]
    assert {e["kind"] for e in seasons} == {"season"}


def test_the_catalogue_is_cursor_paged_without_repeats(every_kind, api):
    seen, url = [], "/api/v1/leaderboards/?limit=3"
    while url:
        body = api.get(url).json()
        seen += [entry["board"] for entry in body["results"]]
        url = body["next"]
    assert len(seen) == len(set(seen)) == len(api.get("/api/v1/leaderboards/?limit=100").json()["results"])
    assert len(seen) > 3


@pytest.mark.parametrize(
    ("query", "parameter"),
    [("limit=abc", "limit"), ("limit=0", "limit"), ("kind=weekly", "kind"), ("game=chess", "game"),
     ("period=yesterday", "period"), ("cursor=bm9wZQ", "cursor"), ("colour=red", "colour")],
)  # fmt: skip
def test_a_bad_catalogue_filter_is_a_400_naming_the_parameter(api, db, query, parameter):
    response = api.get(f"/api/v1/leaderboards/?{query}")
    assert response.status_code == 400 and parameter in response.json()["error"]["message"]


@pytest.mark.parametrize("query", ["limit=abc", "offset=-1", "limit=101"])
def test_a_bad_board_parameter_is_a_400_like_page_size(api, db, query):
    response = api.get(f"/api/v1/leaderboards/practice-match3-classic/?{query}")
    assert response.status_code == 400 and query.split("=")[0] in response.json()["error"]["message"]


@pytest.mark.parametrize(
    "board_id", ["daily-17", "practice-chess-classic", "season-match3-2026-13", "practice-weaver-all-keijus"]
)
def test_an_unknown_board_is_a_404_that_points_at_the_catalogue(api, db, board_id):
    response = api.get(f"/api/v1/leaderboards/{board_id}/")
    assert response.status_code == 404
    assert response.json()["error"]["code"] == "unknown_board"
    assert "/api/v1/leaderboards/" in response.json()["error"]["message"]


@pytest.mark.parametrize(
    "board_id", ["nonsense", "weekly-match3", "daily-match3-classic", "season-match3-2026", "rating-"]
)
def test_a_malformed_board_id_is_a_400_naming_the_format(api, db, board_id):
    response = api.get(f"/api/v1/leaderboards/{board_id}/")
    assert response.status_code == 400
    error = response.json()["error"]
    assert error["code"] == "malformed_board_id"
    assert "daily-<game>-<preset>-<YYYY-MM-DD>" in error["message"] and error["details"]["format"]


def test_board_entries_show_score_result_moves_time_and_verification(every_kind, api):
    entry = api.get(f"/api/v1/leaderboards/{every_kind['daily'].id}/").json()["entries"][0]
    assert entry["result"] == "resigned" and entry["moves"] == 2 and entry["seconds"] is not None
    assert entry["score"] is not None and entry["verified_at"]


def test_the_catalogue_and_every_board_response_match_the_openapi_schema(
    every_kind, keep_the_test_connection_open
):
    # The fixture comes after every_kind: Django's test client, used there, connects the closing signal again.
    player = every_kind["player"]
    headers = {"Authorization": f"Bearer {token_issue(user=player, kind=AccessToken.Kind.LOGIN).key}"}
    catalogue = schema["/api/v1/leaderboards/"]["GET"]
    case = catalogue.Case(query={"limit": 2})
    response = case.call()
    assert response.status_code == 200
    case.validate_response(response)
    for kind in ("daily", "practice", "season", "rating"):
        board_id = every_kind[kind].id
        for path in ("/api/v1/leaderboards/{board_id}/", "/api/v1/leaderboards/{board_id}/me",
                     "/api/v1/leaderboards/{board_id}/histogram"):  # fmt: skip
            case = schema[path]["GET"].Case(path_parameters={"board_id": board_id})
            response = case.call(headers=headers)
            assert response.status_code == 200, (path, kind, response.text)
            case.validate_response(response, headers=headers)
    for path in ("/api/v1/me/ratings", "/api/v1/me/scores"):
        case = schema[path]["GET"].Case()
        response = case.call(headers=headers)
        assert response.status_code == 200
        case.validate_response(response, headers=headers)
