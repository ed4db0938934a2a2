"""Fixtures of the client tests: a live ASGI server sharing the test database, and Debian's Chromium driven
by Playwright (never a downloaded browser)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from tests.live import LiveServer
from tests.support import EVENT_TIMEOUT

CHROMIUM = os.environ.get("PATIENCE_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
ARTIFACTS = Path(__file__).resolve().parents[1] / "artifacts"

# Playwright must never fetch a browser of its own: point it at an empty folder so that any attempt fails.
os.environ.setdefault("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")


@pytest.fixture
def live(transactional_db):
    server = LiveServer()
    # A browser keeps idle keep-alive sockets (and a closing page its WebSocket) open for a while; a test
    # server need not wait for them politely at the end of a test.
    server.server.config.timeout_graceful_shutdown = 1
    server.start()
    yield server
    server.stop()


@pytest.fixture(scope="module")
def browser():
    """One browser per module. Playwright's sync API keeps an event loop running in this thread while it is
    open, and Django refuses ORM calls from a thread with a running loop; the browser tests' own ORM calls
    and database teardown are plain synchronous code, so the check is lifted while the browser is open, and
    the browser is closed at the end of the module so that no other test runs beside its loop."""
    from playwright.sync_api import expect, sync_playwright

    # Playwright's assertions wait 5 s by default; like every wait in the suite they end at the event.
    expect.set_options(timeout=EVENT_TIMEOUT * 1000)

    if not shutil.which(CHROMIUM) and not Path(CHROMIUM).exists():
        pytest.fail(f"Chromium is missing at {CHROMIUM}: apt-get install -y chromium (.ci/run does it)")
    with pytest.MonkeyPatch.context() as patch, sync_playwright() as playwright:
        patch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "1")
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        yield browser
        browser.close()


@pytest.fixture
def context(browser):
    context = browser.new_context(viewport={"width": 1366, "height": 900})
    context.set_default_timeout(EVENT_TIMEOUT * 1000)  # waits end when the page is ready
    yield context
    for page in context.pages:
        page.goto("about:blank")  # closes the play's WebSocket cleanly before the server stops
    context.close()


@pytest.fixture
def artifacts() -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS
