"""The service's frame: health, schema, errors, CORS, body limits, deploy checks, the compose file."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
import yaml
from django.core.cache import caches
from django.core.management import call_command
from django.db import connection

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.django_db


def closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_readyz_reports_every_part_ok(api):
    response = api.get("/readyz")
    assert response.status_code == 200, response.json()
    assert response.json()["status"] == "ok"
    assert set(response.json()["checks"]) >= {"database", "channel_layer"}


def test_redis_unreachable_is_degraded_but_ready_and_alive(api, settings):
    """Moves work without Redis, so a balancer must keep the process (issue 23: it answered 503)."""
    settings.REDIS_URL = f"redis://127.0.0.1:{closed_port()}/0"
    response = api.get("/readyz")
    assert response.status_code == 200 and response.json()["status"] == "degraded"
    assert "redis" in response.json()["message"] and response.json()["checks"]["redis"].startswith("down")
    assert api.get("/healthz").status_code == 200


@pytest.mark.services
def test_readyz_checks_the_real_redis_when_configured(api):
    body = api.get("/readyz").json()
    assert body["checks"]["redis"] == "ok" and body["checks"]["channel_layer"] == "ok"


def test_the_schema_generates_with_no_warnings(tmp_path):
    call_command("spectacular", "--validate", "--fail-on-warn", "--file", str(tmp_path / "schema.yml"))
    schema = yaml.safe_load((tmp_path / "schema.yml").read_text())
    assert "/api/v1/me" in schema["paths"]
    for path, operations in schema["paths"].items():
        for method, operation in operations.items():
            if method in {"get", "post", "put", "patch", "delete"}:
                assert any(code.startswith("4") for code in operation["responses"]), f"{method} {path}"


def test_unknown_api_paths_and_methods_get_the_error_shape(api):
    missing = api.get("/api/v1/no-such-thing")
    assert missing.status_code == 404 and missing.json()["error"]["code"] == "not_found"
    wrong = api.get("/api/v1/auth/register")
    assert wrong.status_code == 405 and wrong.json()["error"]["code"] == "method_not_allowed"


def test_an_oversized_body_is_refused_with_413_before_parsing(api):
    response = api.post(
        "/api/v1/auth/register",
        data='{"username": "' + "x" * 5_000_000 + '"}',
        content_type="application/json",
    )
    assert response.status_code == 413 and response.json()["error"]["code"] == "payload_too_large"


def test_public_reads_answer_any_origin(api):
    response = api.get("/api/v1/schema/", HTTP_ORIGIN="https://someone-elses.example")
    assert response["Access-Control-Allow-Origin"] in ("*", "https://someone-elses.example")


def test_authenticated_endpoints_answer_only_allowed_origins(alice_api, settings):
    settings.CORS_ALLOWED_ORIGINS = ["https://friend.example"]
    foreign = alice_api.get("/api/v1/me", HTTP_ORIGIN="https://someone-elses.example")
    assert "Access-Control-Allow-Origin" not in foreign
    friend = alice_api.get("/api/v1/me", HTTP_ORIGIN="https://friend.example")
    assert friend["Access-Control-Allow-Origin"] == "https://friend.example"


PRODUCTION_ENV = {
    "DEBUG": "0",
    "SECRET_KEY": "x7!k2m9#q4w8e1r5t0y3u6i-o2p9a5s8d1f4g7h0j3k6l9z2x5c8v1b4n7m0q3w6e9r",
    "DAILY_SECRET": "another-secret-for-the-daily-seeds-0123456789",
    "ALLOWED_HOSTS": "patience.example",
    "CSRF_TRUSTED_ORIGINS": "https://patience.example",
}


def run_manage(*args, env):
    clean = {
        k: v
        for k, v in os.environ.items()
        if k not in ("DEBUG", "SECRET_KEY", "DAILY_SECRET", "ALLOWED_HOSTS")
    }
    return subprocess.run(
        [sys.executable, "manage.py", *args], cwd=ROOT, env={**clean, **env}, capture_output=True, text=True
    )


def test_check_deploy_is_clean_with_the_production_variables(tmp_path):
    # Production includes the collected static files: without them check --deploy fails (patience.E004).
    env = {**PRODUCTION_ENV, "STATIC_ROOT": str(tmp_path)}
    assert run_manage("collectstatic", "--noinput", "-v", "0", env=env).returncode == 0
    result = run_manage("check", "--deploy", "--fail-level", "WARNING", env=env)
    assert result.returncode == 0, result.stderr + result.stdout
    assert "no issues" in result.stdout


@pytest.mark.parametrize("missing", ["SECRET_KEY", "DAILY_SECRET", "ALLOWED_HOSTS"])
def test_start_up_fails_naming_a_missing_production_variable(missing):
    env = {k: v for k, v in PRODUCTION_ENV.items() if k != missing}
    result = run_manage("check", env=env)
    assert result.returncode != 0 and missing in result.stderr


def test_the_compose_file_defines_the_full_stack_with_healthchecks_and_real_commands():
    compose = yaml.safe_load((ROOT / "docker-compose.yml").read_text())
    services = compose["services"]
    workers = ("worker", "screener", "worker-audit", "worker-analysis")
    assert set(services) == {"postgres", "redis", "web", *workers, "beat"}
    for name in ("postgres", "redis", "web", *workers):
        assert services[name]["healthcheck"]["test"], name
    web, worker, screener, auditor, beat = (
        " ".join(services[n]["command"]) for n in ("web", "worker", "screener", "worker-audit", "beat")
    )
    assert "config.asgi:application" in web and "-A config beat" in beat
    # One worker per queue: neither the screening nor an audit holds a verification back (issues 44, 42).
    assert "-A config worker -Q celery " in worker and "-A config worker -Q screening " in screener
    assert "-A config worker -Q audit " in auditor
    assert "-A config worker -Q analysis " in " ".join(services["worker-analysis"]["command"])
    assert (ROOT / "config" / "asgi.py").exists() and (ROOT / "config" / "celery.py").exists()
    env_example = (ROOT / ".env.example").read_text()
    for variable in ("SECRET_KEY", "DAILY_SECRET", "DATABASE_URL", "REDIS_URL", "ALLOWED_HOSTS"):
        assert f"{variable}=" in env_example


def test_the_admin_lists_users(admin_client):
    assert admin_client.get("/admin/accounts/user/").status_code == 200


@pytest.mark.services
@pytest.mark.django_db(transaction=True)
def test_request_threads_reuse_pooled_database_connections(settings):
    """Under ASGI every request runs in a new thread; without the pool each one opened a new connection."""

    def one_request() -> int:
        try:
            with connection.cursor() as cursor:
                cursor.execute("SELECT pg_backend_pid()")
                return cursor.fetchone()[0]
        finally:
            connection.close()  # what Django does when a request ends: back to the pool

    backends = set()
    for _ in range(20):
        with ThreadPoolExecutor(max_workers=1) as thread:  # a fresh thread each time, as under ASGI
            backends.add(thread.submit(one_request).result())
    # Without the pool: 20 connections. With it, never more than the pool holds (fewer in practice; the
    # pool may still be opening its first ones, or replacing one an earlier test left broken).
    assert len(backends) <= settings.DATABASES["default"]["OPTIONS"]["pool"]["max_size"] < 20


@pytest.mark.services
def test_the_cache_shares_one_redis_pool_across_threads():
    def pool_of_this_thread():
        return caches["default"]._cache.get_client(write=True).connection_pool

    pools = set()
    for _ in range(3):
        with ThreadPoolExecutor(max_workers=1) as thread:
            pools.add(id(thread.submit(pool_of_this_thread).result()))
    assert len(pools) == 1
