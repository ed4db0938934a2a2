"""Schemathesis against our own OpenAPI schema, with every check it has (response schema, status codes,
content types, headers, positive data accepted, negative data rejected, unsupported methods, auth...).

The data is seeded first, so that the operations reach their real answers instead of a wall of 404s: a
verified, ranked score on a daily and on a practice board, a started daily play, a finished play, a play in
progress, a closed day, and a signed-in player. Path parameters are drawn from what exists as often as they
are generated. Then the stateful test follows the schema's OpenAPI links (start a play, then read it, move,
undo, hint, resign, share it; list the boards, then read one)."""

from __future__ import annotations

import datetime as dt
import zlib
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qsl, urlsplit

import pytest
import redis
import schemathesis
from django.conf import settings as django_settings
from django.core.cache import cache
from django.core.wsgi import get_wsgi_application
from django.db import transaction
from hypothesis import HealthCheck, settings
from hypothesis.errors import FlakyStrategyDefinition

from accounts.models import AccessToken
from accounts.services import token_issue
from games.daily import challenges as daily
from games.daily import generation
from games.models import Play
from games.selectors import play_snapshot
from leaderboards.boards import Board
from tests.conftest import client_for
from tests.factories import UserFactory
from tests.leaderboards.helpers import make_challenge, play_out
from tests.reliability.wsgi_fuzzing import connection_kept_open

# Loading the schema touches no table, so it can happen at collection time, before the test database exists.
schema = schemathesis.openapi.from_wsgi("/api/v1/schema/", get_wsgi_application())
# The API refuses U+0000 in any string of a JSON body (the schema's description says so), and the schema
# cannot say it of the keys and values inside a free-form object (an action, options).
schema.config.generation.update(allow_x00=False)
# A well-formed request for something whose time is over (a day that has closed, a game that has ended) is a
# 410 Gone, which the schema declares; the check's default list has its sibling 404 but not 410. A
# well-formed Idempotency-Key already sent with another body is a 422 (idempotency_key_reused): schemathesis
# draws the same few keys ("0") for many bodies, so that answer depends on the requests before, like a 409.
schema.config.checks.positive_data_acceptance.expected_statuses = [
    *schema.config.checks.positive_data_acceptance.expected_statuses,
    "410",
    "422",
]

GAME = "match3"


@dataclass
class Seeded:
    bearer: str
    # For each path parameter, values that name something that exists (a date and a game go together).
    values: dict[str, Any]

    @property
    def headers(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.bearer}"}


def steer(case, seeded: Seeded, *, identifiers: bool = True) -> None:
    """What no schema can describe, drawn from what exists: half the well-formed cases name a real
    play, board, day or token instead of a random id (``identifiers``); a move is one of the play's legal
    actions at its version, as any client sends; a cursor is one the list gave out, with the filters of its
    page. Malformed requests (the negative cases) stay exactly as generated."""
    if not case.meta.generation.mode.is_positive:
        return
    parameters = case.path_parameters or {}
    known = seeded.values
    # Chosen from the generated values, so that Hypothesis replaying a case sends the same request.
    turn = zlib.crc32(repr((parameters, case.query, case.body)).encode())

    def pick(options: list) -> Any:
        index = turn % (2 * len(options))
        return options[index] if index < len(options) else None

    if "date" in parameters and "game" in parameters and (day := pick(known["day"])):
        parameters["date"], parameters["game"] = day
    for name in ("play_id", "board_id", "token_id") if identifiers else ():
        if name in parameters and (value := pick(known[name])):
            parameters[name] = value
    if case.path == "/api/v1/plays/{play_id}/actions" and isinstance(case.body, dict):
        play = Play.objects.filter(pk=parameters["play_id"]).first()
        if play is not None and not play.is_over:
            snapshot = play_snapshot(play)
            case.body["action"] = snapshot["legal_actions"][turn % len(snapshot["legal_actions"])]["action"]
            case.body["expected_version"] = snapshot["version"]
    if case.query and "cursor" in case.query:
        next_page = known["next_page"].get(case.path)
        if next_page is None:
            del case.query["cursor"]
        else:
            case.query = dict(next_page)


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
    with connection_kept_open():
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


READS_OF_WHAT_EXISTS = {
    "/api/v1/plays/{play_id}": "play_id",
    "/api/v1/plays/{play_id}/log": "play_id",
    "/api/v1/plays/{play_id}/replay": "play_id",
    "/api/v1/plays/{play_id}/replay/{step}": "play_id",
    "/api/v1/leaderboards/{board_id}/": "board_id",
    "/api/v1/leaderboards/{board_id}/me": "board_id",
    "/api/v1/leaderboards/{board_id}/histogram": "board_id",
    "/api/v1/daily/{date}/{game}/": "day",
    "/api/v1/daily/{date}/{game}/export": "day",
    "/api/v1/daily/{date}/{game}/bot-game": "day",
}


@pytest.mark.django_db
def test_the_seeded_data_gets_a_200_from_every_board_play_and_day_read(seeded):
    """What the fuzzing above draws from answers for real: each board, play and day operation gives a 200
    that passes every check for the seeded finished play, board and closed day."""
    finished, board, closed_day = (
        seeded.values["play_id"][0],
        seeded.values["board_id"][1],
        seeded.values["day"][1],
    )
    for path, kind in READS_OF_WHAT_EXISTS.items():
        parameters = {
            "play_id": {"play_id": finished, **({"step": 1} if "{step}" in path else {})},
            "board_id": {"board_id": board},
            "day": {"date": closed_day[0], "game": closed_day[1]},
        }[kind]
        case = schema[path]["GET"].Case(path_parameters=parameters)
        response = case.call(headers=seeded.headers)
        assert response.status_code == 200, (path, response.text[:300])
        case.validate_response(response, headers=seeded.headers)


@pytest.mark.django_db
def test_the_linked_operations_keep_every_check_statefully(seeded):
    """Schemathesis' stateful mode: it starts plays (and dailies, tokens, the board catalogue) and follows
    the schema's OpenAPI links from each answer, so moves, undo, resign, hints, replays and shares reach a
    real play at its real version, and every check holds on each step."""

    answered: set[tuple[str, int]] = set()

    # The month commitment has no links in or out (the stateless test above covers it); left out of the walk so
    # that the derandomized scenarios stay on the operations the links join.
    # The leagues and races have no links to the plays either (their own tests walk them): left out too, or the
    # derandomized scenarios spend their steps there and never reach a move.
    linked = schema.exclude(path="/api/v1/commitments/{month}").exclude(
        path_regex=r"^/api/v1/(leagues|invites|races|race-lobbies)"
    )

    class Workflow(linked.as_state_machine()):
        def setup(self):
            # Each scenario starts from the seeded data and no throttle counts, so that Hypothesis sees the
            # same answers when it runs a scenario again (the links it may follow depend on them).
            self.savepoint = transaction.savepoint()
            if django_settings.REDIS_URL:
                throttles = redis.Redis.from_url(django_settings.REDIS_URL)
                for key in throttles.scan_iter(match="*throttle_*"):
                    throttles.delete(key)
            else:  # the embedded default: the throttles count in the local-memory cache
                cache.clear()

        def teardown(self):
            transaction.savepoint_rollback(self.savepoint)

        def before_call(self, case):
            # A linked step's identifiers come from the answer before it: only the day, the move and the
            # cursor are steered here.
            steer(case, seeded, identifiers=False)

        def get_call_kwargs(self, case):
            return {"headers": seeded.headers}

        def validate_response(self, response, case, additional_checks=None, **kwargs):
            answered.add((case.operation.label, response.status_code))
            assert response.status_code < 500, response.text
            if response.status_code != 413:
                # The headers named, so that the auth checks know which credentials to take away.
                case.validate_response(
                    response, headers=seeded.headers, transport_kwargs=kwargs, recorder=self.recorder
                )

    walk = settings(
        max_examples=25,
        stateful_step_count=8,
        deadline=None,
        derandomize=True,  # the same scenarios on every run: what they reach below never varies
        suppress_health_check=list(HealthCheck),
    )
    try:
        Workflow.run(settings=walk)
    except FlakyStrategyDefinition:
        # Schemathesis draws which links are enabled from the answers of a live server, and a scenario run
        # again can meet other answers (a drawn deal differs): Hypothesis then stops on its own bookkeeping,
        # with no check of the API failed (a known rarity, schemathesis pull request 4132; one CI run in
        # several dozen). The scenarios are walked once more; a failed check raises anything else.
        answered.clear()
        Workflow.run(settings=walk)
    # The links were followed: a move made on a play the run started itself, at its version.
    assert {("POST /api/v1/plays", 201), ("POST /api/v1/plays/{play_id}/actions", 200)} <= answered
