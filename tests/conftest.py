"""Shared fixtures. Tests marked ``services`` need the real PostgreSQL and Redis of the environment
(``DATABASE_URL``/``REDIS_URL``): they skip on a machine without them, and fail instead with
``REQUIRE_SERVICES=1`` (as in CI)."""

from __future__ import annotations

import os
import sys

import pytest
from django.conf import settings
from django.core.cache import cache
from rest_framework.test import APIClient

from config.celery import app as celery_app
from tests.factories import UserFactory

# Every API response the suite receives is checked against the OpenAPI document (tests/contract/plugin.py).
pytest_plugins = ["tests.contract.plugin"]

REQUIRE_SERVICES = os.environ.get("REQUIRE_SERVICES") == "1"

# The machine's image sets PYTHONDONTWRITEBYTECODE=1, so every Python process the suite starts (the xdist
# workers, servers, Celery workers and beat, manage.py) compiled Django, DRF and the project from source again:
# starting the ASGI application took 2.1 s of CPU that way, 0.9 s from cached bytecode. The processes started
# from here on (the workers too: this runs before they start) may cache it (git and Docker ignore __pycache__).
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
sys.dont_write_bytecode = False

# The suite runs with DATABASE_URL on PostgreSQL and no SECRET_KEY, so DEBUG is on with development secrets:
# a test run is an explicit debugging session, which start-up otherwise refuses on PostgreSQL
# (ops.deployment). Set here for this process (a live server imports config.asgi) and for the servers and
# workers the tests start (they inherit the environment); the tests of the refusal start theirs without it.
os.environ["ALLOW_DEBUG_ON_SERVER"] = "1"
settings.ALLOW_DEBUG_ON_SERVER = True
# pytest-django turns DEBUG off inside the test process, where a live server then starts with the settings as
# loaded: a daily secret of the suite's own (not the public development one) lets it pass the same check.
os.environ.setdefault("DAILY_SECRET", "the-test-suites-own-daily-secret-0f3a9c2e7b")
settings.DAILY_SECRET = os.environ["DAILY_SECRET"]

# PBKDF2 costs about 0.7 s a hash by design, and hashing was 111 s of the suite's 241 s. Tests hash with a fast
# hasher; the one test about the stored hash switches the production hasher back on (``production_hasher``).
PRODUCTION_HASHERS = list(settings.PASSWORD_HASHERS)
settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
# Test servers never generate dailies in a thread of their own: each test generates the days it needs. Nor do
# they run beat's schedule in one (ops.embedded_beat): a live server imports config.asgi into the test process,
# whose beat thread then wrote to the test database beside the tests (a settling or a purge holding SQLite's
# lock made a test's setup fail "database is locked", and it ran on into the teardown: "no such table").
# tests/ops/test_embedded_beat.py runs the schedule itself; the embedded servers the suite starts run their own.
settings.DAILY_GENERATE_IN_SERVER = False
settings.BEAT_IN_SERVER = False
# The published ladder screens a day in seconds; tests screen with the same code at tiny budgets. The servers
# and workers the tests start read the environment: an embedded server generates the coming days in a thread
# of its own, which with the published ladder kept a core busy beside the test that started it.
settings.DAILY_SCREENING_RULE = "quick"
os.environ["DAILY_SCREENING_RULE"] = "quick"

# The modules whose tests wait on processes, browsers and builds, longest first: pytest-xdist hands the tests
# out a few at a time in collection order, so a long test collected last would run alone at the end while the
# other workers wait. They go first; every other test keeps its place.
RUN_FIRST = (
    "tests/packaging/",
    "tests/reliability/test_faults.py",
    "tests/games/test_hint_fairness.py",
    "tests/clients/test_browser.py",
    "tests/games/test_daily_ladder.py",
    "tests/leaderboards/test_worker_connections.py",
    "tests/config/test_foundation.py",
    "tests/leaderboards/test_scores.py",
    "tests/games/test_daily_generation.py",
    "tests/engines/test_weaver_bot.py",
    "tests/contract/test_typescript.py",
    "tests/contract/test_sdk.py",
    "tests/reliability/test_secrets_and_logins.py",
    "tests/games/test_daily_archive.py",
    "tests/reliability/test_embedded_default.py",
)


# Tests whose outcome cannot depend on DATABASE_URL or REDIS_URL: the pure engines (and their doctests), the static
# analysis of the tree, and the package built into a fresh virtualenv that drops both. CI's second run, against
# PostgreSQL and Redis, leaves them to its first run on the embedded default (.ci/run: `-m "not
# environment_free"`); `make test` runs them wherever it runs.
ENVIRONMENT_FREE = (
    "tests/engines/",
    "games/engines/",
    "tests/packaging/",
    "tests/test_structure.py",
    "tests/test_public_apis.py",
)


@pytest.fixture(scope="session", autouse=True)
def _shared_screenings(tmp_path_factory, worker_id):
    """Each distinct day is screened once for the whole run (``tests/screenings.py``)."""
    from games.daily import generation
    from tests.screenings import SharedScreenings

    base = tmp_path_factory.getbasetemp()
    run_folder = base if worker_id == "master" else base.parent  # the xdist workers' basetemps share a parent
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(generation, "ladder", SharedScreenings(run_folder / "screenings"))
        yield


@pytest.fixture
def production_hasher(settings):
    settings.PASSWORD_HASHERS = PRODUCTION_HASHERS


def _run_first_rank(item) -> int:
    path = item.nodeid.split("::")[0]
    return next((i for i, prefix in enumerate(RUN_FIRST) if path.startswith(prefix)), len(RUN_FIRST))


def pytest_collection_modifyitems(config, items):
    items.sort(key=_run_first_rank)  # stable: the order within a module stays as written
    for item in items:
        if item.nodeid.startswith(ENVIRONMENT_FREE):
            item.add_marker(pytest.mark.environment_free)
    missing = []
    if not settings.DATABASE_URL:
        missing.append("DATABASE_URL (PostgreSQL)")
    if not settings.REDIS_URL:
        missing.append("REDIS_URL (Redis)")
    if not missing:
        return
    for item in items:
        if item.get_closest_marker("services"):
            if REQUIRE_SERVICES:
                item.add_marker(pytest.mark.usefixtures("_fail_without_services"))
            else:
                item.add_marker(pytest.mark.skip(reason=f"needs {', '.join(missing)}; CI sets them"))


@pytest.fixture
def _fail_without_services():
    pytest.fail("REQUIRE_SERVICES=1 but DATABASE_URL or REDIS_URL is not set")


@pytest.fixture(autouse=True)
def _clean_cache_and_eager_celery():
    """Throttle counters live in the cache (Redis in CI): start every test from zero. Celery runs tasks
    eagerly unless a test starts a real worker (those tests switch it off themselves)."""
    cache.clear()
    if settings.REDIS_URL:
        from leaderboards.ranking import clear_boards

        clear_boards()  # the Redis boards mirror the test database, which starts empty
    eager = celery_app.conf.task_always_eager
    celery_app.conf.task_always_eager = True
    yield
    celery_app.conf.task_always_eager = eager
    cache.clear()


@pytest.fixture
def api():
    return APIClient()


@pytest.fixture
def alice(db):
    return UserFactory(username="alice")


@pytest.fixture
def bob(db):
    return UserFactory(username="bob")


def client_for(user) -> APIClient:
    from accounts.models import AccessToken
    from accounts.services import token_issue

    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {token_issue(user=user, kind=AccessToken.Kind.LOGIN).key}")
    return client


@pytest.fixture
def alice_api(alice):
    return client_for(alice)


@pytest.fixture
def bob_api(bob):
    return client_for(bob)
