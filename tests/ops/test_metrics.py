"""``/metrics`` (ops/metrics.py): behind its token, the series the dashboards and alerts read, counted where they
happen and summed across processes; the state read at scrape time; ``/readyz`` failing on a verification lag;
the dashboard and the alert rules in ops/ well formed; JSON logs carrying the request's id."""

from __future__ import annotations

import datetime as dt
import json
import logging
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest
import time_machine
import yaml
from django.utils import timezone
from prometheus_client import REGISTRY
from prometheus_client.parser import text_string_to_metric_families

from accounts.models import AccessToken
from accounts.services import token_issue
from games.engines.bots import RandomBot, play_out
from games.engines.registry import get_game
from games.models import DailyChallenge
from leaderboards.models import Score, ScoreStatus
from ops.logs import JsonFormatter, RequestIdFilter
from ops.redis_pool import redis_client
from tests.factories import UserFactory
from tests.leaderboards.helpers import make_challenge
from tests.processes import ROOT, CeleryWorker, Process, RedisServer
from tests.support import free_port, wait_until

TOKEN = "a-metrics-token-for-the-tests-0123456789"
OPS = Path(__file__).resolve().parents[2] / "ops"


def scrape(client, token: str | None = TOKEN):
    headers = {"HTTP_AUTHORIZATION": f"Bearer {token}"} if token else {}
    return client.get("/metrics", **headers)


def samples(text: str) -> dict[tuple[str, tuple], float]:
    return {
        (sample.name, tuple(sorted(sample.labels.items()))): sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
    }


def value(text: str, name: str, **labels: str) -> float | None:
    return samples(text).get((name, tuple(sorted(labels.items()))))


def pending_score(*, submitted: dt.datetime) -> Score:
    score = Score.objects.create(
        user=UserFactory.create(),
        game="journey",
        preset="classic",
        options={},
        engine_version="1",
        seed="lag-0",
        actions=[],
        log_digest="lag",
        claimed_score=0,
        actions_count=0,
    )
    Score.objects.filter(pk=score.pk).update(submitted_at=submitted)
    return score


@pytest.mark.django_db
def test_without_a_token_set_the_endpoint_does_not_exist(client, settings):
    settings.METRICS_TOKEN = ""
    response = scrape(client)
    assert response.status_code == 404 and response.json()["error"]["code"] == "not_found"


@pytest.mark.django_db
@pytest.mark.parametrize("sent", [None, "not-the-token", TOKEN + "x"])
def test_a_scrape_without_the_token_is_refused_with_401(client, settings, sent):
    settings.METRICS_TOKEN = TOKEN
    response = scrape(client, sent)
    assert response.status_code == 401
    assert response.json()["error"]["code"] == "not_authenticated"
    assert response["WWW-Authenticate"].startswith("Bearer")
    assert b"patience_" not in response.content


@pytest.mark.django_db
def test_the_scrape_names_every_series_the_dashboard_and_alerts_read(client, settings):
    settings.METRICS_TOKEN = TOKEN
    client.get("/healthz")
    response = scrape(client)
    assert response.status_code == 200 and response["Content-Type"].startswith("text/plain")
    names = {family.name for family in text_string_to_metric_families(response.content.decode())}
    expected = {
        "patience_http_request_duration_seconds",
        "patience_moves_applied",  # counters are named without _total by the parser
        "patience_scores_verified",
        "patience_scores_failed",
        "patience_celery_task_duration_seconds",
        "patience_websockets_open",
        "patience_hints_waiting",
        "patience_verification_queue_depth",
        "patience_verification_oldest_pending_seconds",
        "patience_dailies_ready",
        "patience_knowledge_audits_recent",
        "patience_knowledge_audit_holds_released_recent",
    }
    assert expected <= names, expected - names
    text = response.content.decode()
    # One series per route (the URL pattern), method and status: never a path with an id in it.
    assert value(
        text, "patience_http_request_duration_seconds_count", route="healthz", method="GET", status="200"
    )


@pytest.mark.django_db
def test_a_move_increments_its_counter_and_its_routes_histogram(alice_api, settings):
    settings.METRICS_TOKEN = TOKEN

    def moves() -> float:
        return REGISTRY.get_sample_value("patience_moves_applied_total", {"game": "match3"}) or 0

    play = alice_api.post("/api/v1/plays", {"game": "match3", "seed": "metrics"}, format="json").json()
    before = moves()
    route = "api/v1/plays/<uuid:play_id>/actions"
    count = {"route": route, "method": "POST", "status": "200"}
    requests_before = REGISTRY.get_sample_value("patience_http_request_duration_seconds_count", count) or 0
    moved = alice_api.post(
        f"/api/v1/plays/{play['id']}/actions",
        {"action": play["legal_actions"][0]["action"], "expected_version": 0},
        format="json",
    )
    assert moved.status_code == 200, moved.content
    assert moves() == before + 1
    assert (
        REGISTRY.get_sample_value("patience_http_request_duration_seconds_count", count)
        == requests_before + 1
    )
    # A refused move (a stale version) applies nothing.
    alice_api.post(
        f"/api/v1/plays/{play['id']}/actions",
        {"action": play["legal_actions"][0]["action"], "expected_version": 0},
        format="json",
    )
    assert moves() == before + 1


@pytest.mark.django_db
def test_the_oldest_pending_age_rises_while_no_worker_verifies(client, settings):
    settings.METRICS_TOKEN = TOKEN
    assert value(scrape(client).content.decode(), "patience_verification_oldest_pending_seconds") == 0
    now = timezone.now()
    pending_score(submitted=now - dt.timedelta(seconds=30))
    with time_machine.travel(now, tick=False):
        first = scrape(client).content.decode()
    with time_machine.travel(now + dt.timedelta(seconds=90), tick=False):
        later = scrape(client).content.decode()
    assert value(first, "patience_verification_queue_depth") == 1
    assert value(first, "patience_verification_oldest_pending_seconds") == pytest.approx(30, abs=1)
    assert value(later, "patience_verification_oldest_pending_seconds") == pytest.approx(120, abs=1)


@pytest.mark.django_db
def test_dailies_ready_counts_today_and_tomorrow(client, settings):
    settings.METRICS_TOKEN = TOKEN
    today = timezone.now().date()
    make_challenge(date=today, game="weaver")
    text = scrape(client).content.decode()
    assert (
        value(text, "patience_dailies_ready", day="today")
        == DailyChallenge.objects.filter(date=today).count()
    )
    assert value(text, "patience_dailies_ready", day="tomorrow") == 0


@pytest.mark.services
@pytest.mark.django_db
def test_the_broker_queue_length_is_read_for_every_queue(client, settings):
    # The audit queue holds top wins until a worker audits them: one with no worker must show, not only "celery".
    settings.METRICS_TOKEN = TOKEN
    marker = b"metrics-test-not-a-task"
    before = value(scrape(client).content.decode(), "patience_celery_queue_length", queue="audit")
    redis_client().rpush("audit", marker, marker)
    try:
        text = scrape(client).content.decode()
    finally:
        redis_client().lrem("audit", 0, marker)
    assert before is not None and value(text, "patience_celery_queue_length", queue="audit") == before + 2
    assert {"celery", "screening", "audit", "analysis"} == {
        dict(labels)["queue"] for name, labels in samples(text) if name == "patience_celery_queue_length"
    }


@pytest.mark.django_db
def test_readyz_fails_when_verification_lags_past_the_setting(client, settings):
    pending_score(submitted=timezone.now() - dt.timedelta(seconds=300))
    settings.READY_MAX_VERIFICATION_LAG_SECONDS = 0
    assert client.get("/readyz").status_code == 200  # off by default
    settings.READY_MAX_VERIFICATION_LAG_SECONDS = 600
    assert client.get("/readyz").status_code == 200
    settings.READY_MAX_VERIFICATION_LAG_SECONDS = 120
    response = client.get("/readyz")
    assert response.status_code == 503
    assert re.match(
        r"down: the oldest pending score is 30\d s old \(limit 120 s\)",
        response.json()["checks"]["verification"],
    )


def test_a_scores_verification_counts_as_verified_or_failed(db):
    from leaderboards.verification import score_verify

    game = get_game("journey")
    final, log = play_out(game, game.new_game("counted"), RandomBot(seed=1))

    def count(name: str) -> float:
        return REGISTRY.get_sample_value(name, {"game": "journey"}) or 0

    verified, failed = count("patience_scores_verified_total"), count("patience_scores_failed_total")
    good = pending_score(submitted=timezone.now())
    Score.objects.filter(pk=good.pk).update(
        seed="counted", options=game.resolve_options(), actions=log, claimed_score=game.score(final)
    )
    assert score_verify(score_id=good.pk).status == ScoreStatus.VERIFIED
    bad = pending_score(submitted=timezone.now())
    Score.objects.filter(pk=bad.pk).update(
        seed="counted", options=game.resolve_options(), actions=log, claimed_score=game.score(final) + 1
    )
    assert score_verify(score_id=bad.pk).status == ScoreStatus.REJECTED
    score_verify(score_id=bad.pk)  # a second delivery changes nothing and counts nothing
    assert (count("patience_scores_verified_total"), count("patience_scores_failed_total")) == (
        verified + 1,
        failed + 1,
    )


def test_the_grafana_dashboard_parses_and_reads_only_series_we_export():
    dashboard = json.loads((OPS / "grafana" / "patience.json").read_text())
    exprs = [target["expr"] for panel in dashboard["panels"] for target in panel.get("targets", [])]
    assert len(exprs) >= 8
    for expr in exprs:
        assert "patience_" in expr, expr


def test_the_alert_rules_pass_promtool_and_its_unit_tests_or_the_rule_schema():
    rules = OPS / "prometheus" / "alerts.yml"
    document = yaml.safe_load(rules.read_text())
    names = {rule["alert"] for group in document["groups"] for rule in group["rules"]}
    assert {
        "VerificationLagging",
        "NoDailiesForTomorrow",
        "HighErrorRate",
        "AuditHoldsHigh",
        "AuditsUnknown",
    } <= names
    for group in document["groups"]:
        assert isinstance(group["name"], str)
        for rule in group["rules"]:
            assert set(rule) <= {"alert", "expr", "for", "labels", "annotations", "keep_firing_for"}
            assert isinstance(rule["expr"], str) and "patience_" in rule["expr"]
    promtool = shutil.which("promtool")
    if promtool is None:
        return  # the schema above is the check (Debian's prometheus package provides promtool)
    checked = subprocess.run([promtool, "check", "rules", str(rules)], capture_output=True, text=True)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert f"SUCCESS: {len(names)} rules found" in checked.stdout
    # The audit alerts' unit tests: which game fires, after how long, and with what text.
    tested = subprocess.run(
        [promtool, "test", "rules", str(OPS / "prometheus" / "alerts_test.yml")],
        capture_output=True,
        text=True,
    )
    assert tested.returncode == 0, tested.stdout + tested.stderr


def test_json_logs_carry_the_request_id_the_response_names(client, caplog):
    response = client.get("/healthz", HTTP_X_REQUEST_ID="proxy-given-id-1")
    assert response["X-Request-ID"] == "proxy-given-id-1"
    assert len(client.get("/healthz", HTTP_X_REQUEST_ID="bad id with spaces")["X-Request-ID"]) == 32
    from ops.logs import request_id

    token = request_id.set("req-42")
    try:
        record = logging.LogRecord(
            "patience", logging.WARNING, __file__, 1, "token=%s refused", ("pat_x",), None
        )
        RequestIdFilter().filter(record)
    finally:
        request_id.reset(token)
    line = json.loads(JsonFormatter().format(record))
    assert line["request_id"] == "req-42" and line["level"] == "WARNING"
    assert line["message"] == "token=pat_x refused"  # the redaction filter, on the handler, runs before


@pytest.mark.services
@pytest.mark.django_db(transaction=True)
def test_two_server_processes_and_a_worker_add_up_in_one_scrape(tmp_path):
    """uvicorn --workers 2 and a Celery worker sharing PROMETHEUS_MULTIPROC_DIR: whichever process answers the
    scrape, it reports every process's moves, verifications and task durations."""
    redis = RedisServer().start()
    metrics_dir = tmp_path / "metrics"
    metrics_dir.mkdir()
    env = {
        "PROMETHEUS_MULTIPROC_DIR": str(metrics_dir),
        "METRICS_TOKEN": TOKEN,
        "THROTTLE_USER": "100000/min",
    }
    port = free_port()
    uvicorn = [sys.executable, "-m", "uvicorn", "config.asgi:application", "--port", str(port)]
    server = Process(
        [*uvicorn, "--workers", "2", "--log-level", "warning"], redis_url=redis.url, extra_env=env
    )
    server.start()
    worker = None
    url = f"http://127.0.0.1:{port}"
    try:
        assert wait_until(lambda: httpx.get(f"{url}/healthz", timeout=1).status_code == 200, 30)
        token = token_issue(user=UserFactory(username="alice"), kind=AccessToken.Kind.LOGIN).key
        auth = {"Authorization": f"Bearer {token}"}
        play = httpx.post(f"{url}/api/v1/plays", json={"game": "match3", "seed": "mp"}, headers=auth).json()
        state, moves = play, 0
        for _ in range(12):  # a new connection each: the two processes share them
            if not state["legal_actions"] or state["status"] != "playing":
                break
            state = httpx.post(
                f"{url}/api/v1/plays/{play['id']}/actions",
                json={"action": state["legal_actions"][0]["action"], "expected_version": state["version"]},
                headers=auth,
            ).json()
            moves += 1
        game = get_game("journey")
        for n in range(3):
            final, log = play_out(game, game.new_game(f"mp-{n}"), RandomBot(seed=n))
            body = {"game": "journey", "seed": f"mp-{n}", "actions": log, "claimed_score": game.score(final)}
            assert httpx.post(f"{url}/api/v1/scores", json=body, headers=auth).status_code in (201, 202)
        worker = CeleryWorker(redis_url=redis.url, extra_env=env).start()
        assert wait_until(lambda: Score.objects.filter(status=ScoreStatus.VERIFIED).count() == 3, 60)
        time.sleep(0.5)
        for _ in range(6):  # each scrape may land on either process: all must tell the same sums
            text = httpx.get(f"{url}/metrics", headers={"Authorization": f"Bearer {TOKEN}"}).text
            assert value(text, "patience_moves_applied_total", game="match3") == moves
            assert value(text, "patience_scores_verified_total", game="journey") == 3
            assert (
                value(
                    text,
                    "patience_celery_task_duration_seconds_count",
                    task="leaderboards.tasks.verify_score",
                    state="SUCCESS",
                )
                == 1  # the three submissions came before the worker: one task verified them all
            )
        assert len({p.name.split("_")[-1] for p in metrics_dir.glob("*.db")}) >= 3  # three pids wrote
    finally:
        if worker:
            worker.stop()
        server.stop()
        redis.stop()
    assert ROOT.exists()


def test_sentry_starts_with_a_dsn_and_its_events_are_redacted():
    import sentry_sdk

    from ops.logs import _scrub, sentry_init

    sentry_init("https://public@127.0.0.1:9/1")  # a port nothing listens on: nothing is sent by starting
    try:
        assert sentry_sdk.get_client().is_active()
        assert sentry_sdk.get_client().options["send_default_pii"] is False
    finally:
        sentry_sdk.get_client().close(timeout=0)
        sentry_sdk.init()  # no DSN: inactive again for the other tests
    event = _scrub({"logentry": {"message": "refused token=pat_abcdefghijklmnopqrstu"}}, {})
    assert "pat_abcdefghijklmnopqrstu" not in event["logentry"]["message"]


@pytest.mark.services
@pytest.mark.django_db(transaction=True)
def test_a_worker_machine_serves_its_metrics_on_metrics_port(tmp_path):
    redis = RedisServer().start()
    port = free_port()
    worker = CeleryWorker(
        redis_url=redis.url, extra_env={"METRICS_PORT": str(port), "PROMETHEUS_MULTIPROC_DIR": str(tmp_path)}
    ).start()
    try:
        assert wait_until(
            lambda: httpx.get(f"http://127.0.0.1:{port}/metrics", timeout=2).status_code == 200, 60
        )
        text = httpx.get(f"http://127.0.0.1:{port}/metrics", timeout=5).text
        assert value(text, "patience_verification_queue_depth") == 0
        assert value(text, "patience_dailies_ready", day="today") == 0
    finally:
        worker.stop()
        redis.stop()
