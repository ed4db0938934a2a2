"""Schemathesis against our own OpenAPI schema, with every check it has (response schema, status codes,
content types, headers, positive data accepted, negative data rejected, unsupported methods, auth...).

The data is seeded first, so that the operations reach their real answers instead of a wall of 404s: a
verified, ranked score on a daily and on a practice board, a started daily play, a finished play, a play in
progress, a closed day, and a signed-in player. Path parameters are drawn from what exists as often as they
are generated. Then the stateful test follows the schema's OpenAPI links (start a play, then read it, move,
undo, hint, resign, share it; list the boards, then read one)."""

from __future__ import annotations

import datetime as dt
import itertools
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qsl, urlsplit

import pytest
import schemathesis
from django.core.wsgi import get_wsgi_application
from hypothesis import HealthCheck, settings

from accounts.models import AccessToken
from accounts.services import token_issue
from games import daily, generation
from leaderboards.boards import Board
from tests.conftest import client_for
from tests.factories import UserFactory
from tests.leaderboards.helpers import make_challenge, play_out

# Loading the schema touches no table, so it can happen at collection time, before the test database exists.
schema = schemathesis.openapi.from_wsgi("/api/v1/schema/", get_wsgi_application())
# The API refuses U+0000 in any string of a JSON body (the schema's description says so), and OpenAPI 3.0
# cannot say it of the keys and values inside a free-form object (an action, options).
schema.config.generation.update(allow_x00=False)
# A well-formed request for something whose time is over (a day that has closed, a game that has ended) is a
# 410 Gone, which the schema declares; the check's default list has its sibling 404 but not 410.
schema.config.checks.positive_data_acceptance.expected_statuses = [
    *schema.config.checks.positive_data_acceptance.expected_statuses,
    "410",
]

GAME = "match3"


@dataclass
class Seeded:
    bearer: str
    # For each path parameter, values that name something that exists (a date and a game go together).
    values: dict[str, Any]
    turns: Iterator[int] = field(default_factory=itertools.count)

    @property
    def headers(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.bearer}"}


def steer(case, seeded: Seeded) -> None:
    """Point half the well-formed cases at what exists, in turn (a real play, board, day or token instead of
    a random id). A cursor is a value
    the list gave out, which no schema can describe: a well-formed request carries a real one or none.
    Malformed requests (the negative cases) stay as generated."""
    if not case.meta.generation.mode.is_positive:
        return  # a malformed identifier must stay malformed
    parameters = case.path_parameters or {}
    known = seeded.values

    turn = next(seeded.turns)

    def pick(options: list, drawn) -> object | None:
        index = turn % (2 * len(options))
        return options[index] if index < len(options) else None

    if "date" in parameters and "game" in parameters:
        day = pick(known["day"], (parameters["date"], parameters["game"]))
        if day is not None:
            parameters["date"], parameters["game"] = day
    for name in ("play_id", "board_id", "token_id"):
        if name in parameters:
            value = pick(known[name], parameters[name])
            if value is not None:
                parameters[name] = value
    if isinstance(parameters.get("step"), int) and parameters["step"] > 2:
        parameters["step"] %= 3
    if case.query and "cursor" in case.query:
        # A cursor carries the filters of the page that gave it: follow that page's `next` link as it is.
        next_page = known["next_page"].get(case.path)
        if next_page is None:
            del case.query["cursor"]
        else:
            case.query = dict(next_page)


@contextmanager
def _test_connection_kept_open():
    """Django closes the database connection at the end of each request, which would end the test's
    transaction; its test client avoids that the same way (and connects the signal again after each of its
    requests, hence this comes after the seeding), and schemathesis calls the WSGI app directly."""
    from django.core.signals import request_finished, request_started
    from django.db import close_old_connections

    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    try:
        yield
    finally:
        request_started.connect(close_old_connections)
        request_finished.connect(close_old_connections)


@pytest.fixture
def seeded(db, django_capture_on_commit_callbacks):
    def commit(request):
        with django_capture_on_commit_callbacks(execute=True):
            return request()

    today = make_challenge(game=GAME)
    # Screened by the bots (the test suite's quick rule), so that the bot's game of the closed day exists.
    closed = generation.challenge_generate(date=daily.today() - dt.timedelta(days=2), game_slug=GAME)
    fuzzer, rival = UserFactory(username="fuzzer"), UserFactory(username="rival")
    fuzzer_api, rival_api = client_for(fuzzer), client_for(rival)

    # A verified, ranked score on today's daily board (the rival's) and on the practice board (the fuzzer's).
    play_out(
        rival_api, rival_api.post(f"/api/v1/daily/{today.date}/{GAME}/start").json(), commit, resign_after=1
    )
    finished = play_out(
        fuzzer_api,
        fuzzer_api.post("/api/v1/plays", {"game": GAME}, format="json").json(),
        commit,
        resign_after=1,
    )
    assert finished["status"] != "playing"
    started_daily = fuzzer_api.post(f"/api/v1/daily/{today.date}/{GAME}/start").json()
    in_progress = fuzzer_api.post("/api/v1/plays", {"game": GAME}, format="json").json()
    personal = token_issue(user=fuzzer, kind=AccessToken.Kind.PERSONAL, name="fuzzed", scopes=["read"])
    boards = [
        Board.daily(game=GAME, preset=today.preset, date=today.date).id,
        Board.practice(game=GAME, preset=today.preset).id,
    ]
    next_pages = {
        path: dict(parse_qsl(urlsplit(fuzzer_api.get(f"{path}?{query}").json()["next"]).query))
        for path, query in (
            ("/api/v1/plays", "page_size=1"),
            ("/api/v1/daily/", "page_size=1&game=match3"),
            ("/api/v1/leaderboards/", "limit=1"),
        )
    }
    seeded = Seeded(
        bearer=token_issue(user=fuzzer, kind=AccessToken.Kind.LOGIN).key,
        values={
            "play_id": [finished["id"], started_daily["id"], in_progress["id"]],
            "board_id": boards,
            "day": [(str(today.date), GAME), (str(closed.date), GAME)],
            "token_id": [str(personal.token.pk)],
            "next_page": next_pages,
        },
    )
    with _test_connection_kept_open():
        yield seeded


@schema.parametrize()
@settings(max_examples=15, deadline=None, suppress_health_check=list(HealthCheck))
@pytest.mark.django_db
def test_no_operation_breaks_its_schema_or_any_check(case, seeded):
    steer(case, seeded)
    response = case.call(headers=seeded.headers)
    assert response.status_code < 500
    if response.status_code == 413:
        # A generated body can exceed the 1 MiB limit whatever the schema says; the refusal is the right
        # answer, in the error shape, and the schema checks have nothing more to say about it.
        assert response.json()["error"]["code"] == "payload_too_large"
        return
    case.validate_response(response, headers=seeded.headers)
