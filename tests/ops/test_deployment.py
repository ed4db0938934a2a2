"""Fail closed: DEBUG on a server and example secrets are refused at start-up and by ``check --deploy``.

Issue 23: with only DATABASE_URL and REDIS_URL set (the README's snippet), DEBUG turned on and DAILY_SECRET
fell back to the public development value; .env.example's placeholders passed ``check --deploy``.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from django.conf import settings as django_settings

from ops.deployment import KNOWN_SECRETS, deployment_problems
from tests.processes import ROOT

STRONG = "s3cr3t-" + "q" * 50


def _example_values() -> dict[str, str]:
    pairs = (line.split("=", 1) for line in (ROOT / ".env.example").read_text().splitlines() if "=" in line)
    return {key.strip(): value.strip() for key, value in pairs if not key.startswith("#")}


def _ids(problems) -> list[str]:
    return [check_id for check_id, _ in problems]


@pytest.fixture
def production(settings, tmp_path):
    """A correct production configuration, which each test then spoils in one way."""
    settings.DEBUG = False
    settings.ALLOW_DEBUG_ON_SERVER = False
    settings.SECRET_KEY, settings.DAILY_SECRET = STRONG, STRONG[::-1]
    settings.ALLOWED_HOSTS = ["patience.example.com"]
    settings.DATABASE_URL = "postgres://patience:a-long-database-password@db:5432/patience"
    settings.STATIC_ROOT = tmp_path
    (tmp_path / "staticfiles.json").write_text("{}")
    settings.STORAGES = {
        **settings.STORAGES,
        "staticfiles": {"BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"},
    }
    return settings


def test_a_correct_production_configuration_passes(production):
    assert deployment_problems(django_settings) == []


def test_debug_with_postgresql_or_a_public_host_is_refused_unless_forced(production):
    production.DEBUG = True
    assert _ids(deployment_problems(django_settings))[0] == "patience.E001"
    production.DATABASE_URL = ""
    assert "ALLOWED_HOSTS names patience.example.com" in deployment_problems(django_settings)[0][1]
    production.ALLOW_DEBUG_ON_SERVER = True
    assert deployment_problems(django_settings) == []


def test_the_embedded_default_on_a_developers_machine_is_left_alone(production):
    production.DEBUG, production.DATABASE_URL, production.ALLOWED_HOSTS = True, "", ["localhost"]
    production.DAILY_SECRET = "development-daily-secret-not-for-production"
    assert deployment_problems(django_settings) == []


def test_the_example_and_development_secrets_are_refused(production):
    example = _example_values()
    production.SECRET_KEY, production.DAILY_SECRET = example["SECRET_KEY"], example["DAILY_SECRET"]
    production.DATABASE_URL = "postgres://patience:patience@postgres:5432/patience"
    problems = deployment_problems(django_settings)
    assert _ids(problems) == ["patience.E002", "patience.E002", "patience.E003"]
    assert problems[0][1].startswith("SECRET_KEY") and problems[1][1].startswith("DAILY_SECRET")
    production.SECRET_KEY, production.DAILY_SECRET = STRONG, "short"
    assert _ids(deployment_problems(django_settings)) == ["patience.E002", "patience.E003"]


def test_every_secret_of_the_example_file_is_known_as_one(production):
    example = _example_values()
    for name in ("SECRET_KEY", "DAILY_SECRET", "POSTGRES_PASSWORD"):
        assert example[name] in KNOWN_SECRETS, name


def test_debug_off_without_collected_static_files_is_refused(production, tmp_path):
    (tmp_path / "staticfiles.json").unlink()
    problems = deployment_problems(django_settings)
    assert _ids(problems) == ["patience.E004"] and "collectstatic" in problems[0][1]


def _child_env(**values: str) -> dict[str, str]:
    keep = {
        k: v for k, v in os.environ.items() if not k.startswith(("DATABASE_URL", "REDIS_URL", "ALLOW_DEBUG"))
    }
    for name in ("SECRET_KEY", "DAILY_SECRET", "DEBUG", "ALLOWED_HOSTS", "STATIC_ROOT"):
        keep.pop(name, None)
    return {**keep, **values}


def test_the_readmes_old_snippet_no_longer_starts_a_server():
    """Only DATABASE_URL and REDIS_URL: importing the ASGI application (what uvicorn does) refuses."""
    env = _child_env(
        DATABASE_URL="postgres://postgres@127.0.0.1:5432/patience", REDIS_URL="redis://127.0.0.1:6379/1"
    )
    started = subprocess.run(
        [sys.executable, "-c", "import config.asgi"], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert started.returncode != 0
    assert "Refusing to start" in started.stderr and "patience.E001" in started.stderr
    forced = subprocess.run(
        [sys.executable, "-c", "import config.asgi"],
        cwd=ROOT,
        env={**env, "ALLOW_DEBUG_ON_SERVER": "1"},
        capture_output=True,
        text=True,
    )
    assert forced.returncode == 0, forced.stderr


def test_check_deploy_fails_on_the_example_env_file(tmp_path):
    """(``tests/config/test_foundation.py`` checks that real secrets and collected static files pass.)"""
    example = _example_values()
    env = _child_env(
        **{k: example[k] for k in ("DEBUG", "SECRET_KEY", "DAILY_SECRET", "ALLOWED_HOSTS", "DATABASE_URL")},
        STATIC_ROOT=str(tmp_path),
    )
    refused = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy"], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert refused.returncode != 0
    assert "patience.E002" in refused.stderr and "patience.E003" in refused.stderr
    assert "patience.E004" in refused.stderr
