"""Fail closed: a server configuration that would run open is refused, at start-up and by ``check --deploy``.

Issue 23 found that the README's full-stack snippet (only ``DATABASE_URL`` and ``REDIS_URL``) ran with
``DEBUG`` on, because ``DEBUG`` defaults to on without ``SECRET_KEY``, and so with the public development
``DAILY_SECRET``: every daily seed could be derived before the day closed. ``.env.example``'s placeholder
secrets passed ``check --deploy``. The embedded default (SQLite, local hosts) is unchanged: this only speaks
when the configuration looks like a server.

- ``DEBUG`` with a PostgreSQL database or a non-local host is refused unless ``ALLOW_DEBUG_ON_SERVER=1``
  (a debugging session or a CI run, never production).
- Outside that forced debugging, ``SECRET_KEY``, ``DAILY_SECRET`` and the database password may not be a
  development or example value (``.env.example``'s, the development fallback, anything short).
- With ``DEBUG`` off, the static files must have been collected: without the manifest every page is a 500.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any
from urllib.parse import urlparse

from django.conf import settings
from django.core.checks import Error, Tags, register
from django.core.exceptions import ImproperlyConfigured

LOCAL_HOSTS = frozenset({"localhost", "127.0.0.1", "[::1]", "::1", "testserver"})
MIN_SECRET_LENGTH = 32
# The example values of .env.example and the development fallback (a test keeps this list and the file in
# step). Anyone can read them, so anything derived from them (sessions, daily seeds) is public.
KNOWN_SECRETS = frozenset(
    {
        "change-me-to-a-long-random-string-of-at-least-fifty-characters-xxxxxxxx",
        "change-me-too-another-long-random-string",
        "development-daily-secret-not-for-production",
        "patience",
    }
)
_KNOWN_PREFIXES = ("change-me", "changeme", "django-insecure-", "development-")
GENERATE = "generate one with: python -c 'import secrets; print(secrets.token_urlsafe(50))'"


def is_weak_secret(value: str | None) -> bool:
    if not value:
        return True
    lowered = value.lower()
    return value in KNOWN_SECRETS or lowered.startswith(_KNOWN_PREFIXES) or len(value) < MIN_SECRET_LENGTH


def server_signs(settings: Any) -> list[str]:
    """Why this configuration looks like a server rather than a developer's machine."""
    signs = []
    database_url = getattr(settings, "DATABASE_URL", "") or ""
    if database_url and not database_url.startswith("sqlite"):
        signs.append("DATABASE_URL points at a database server")
    public = [host for host in settings.ALLOWED_HOSTS if host not in LOCAL_HOSTS]
    if public:
        signs.append(f"ALLOWED_HOSTS names {', '.join(public)}")
    return signs


def deployment_problems(settings: Any) -> list[tuple[str, str]]:
    """(check id, message) for every way this configuration would run open; empty when it is safe."""
    problems: list[tuple[str, str]] = []
    signs = server_signs(settings)
    forced = bool(getattr(settings, "ALLOW_DEBUG_ON_SERVER", False))
    if settings.DEBUG and signs and not forced:
        problems.append(
            (
                "patience.E001",
                f"DEBUG is on although {' and '.join(signs)}. Set DEBUG=0 with SECRET_KEY, DAILY_SECRET and "
                "ALLOWED_HOSTS (DEBUG is on by default only while SECRET_KEY is unset); "
                "ALLOW_DEBUG_ON_SERVER=1 forces DEBUG for a debugging session, never in production.",
            )
        )
    if settings.DEBUG and (forced or not signs):
        return (
            problems  # a developer's machine or an explicit debugging session: development secrets are fine
        )
    for name in ("SECRET_KEY", "DAILY_SECRET"):
        if is_weak_secret(getattr(settings, name, "")):
            problems.append(
                (
                    "patience.E002",
                    f"{name} is a development or example value, or shorter than {MIN_SECRET_LENGTH} "
                    f"characters: anyone can read it; {GENERATE}.",
                )
            )
    password = urlparse(getattr(settings, "DATABASE_URL", "") or "").password
    if password is not None and password in KNOWN_SECRETS:
        problems.append(
            ("patience.E003", "The database password in DATABASE_URL is the example one; set your own.")
        )
    storage = settings.STORAGES["staticfiles"]["BACKEND"]
    if "Manifest" in storage and not (Path(settings.STATIC_ROOT) / "staticfiles.json").exists():
        problems.append(
            (
                "patience.E004",
                f"The static files are not collected into {settings.STATIC_ROOT}: every page would answer "
                "500. Run: python manage.py collectstatic --noinput",
            )
        )
    return problems


@register(Tags.security, deploy=True)
def check_deployment(app_configs=None, **kwargs) -> list[Error]:
    """``manage.py check --deploy``: the same refusals as at start-up, as errors."""
    return [Error(message, id=check_id) for check_id, message in deployment_problems(settings)]


def refuse_unsafe_start() -> None:
    """Called where a server starts (ASGI, WSGI, Celery worker and beat): refuse to serve while open."""
    problems = deployment_problems(settings)
    if problems:
        listed = "\n".join(f"  {check_id}: {message}" for check_id, message in problems)
        raise ImproperlyConfigured(f"Refusing to start, this configuration would run open:\n{listed}")
