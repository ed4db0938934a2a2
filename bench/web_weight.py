"""Cold page weight of the web client: bytes transferred, requests and layout shift of Today for a first
visit, served as in production (collectstatic: hashed names, gzip, WhiteNoise) and, as the baseline in the
same run, as in development (the app's files as they are, uncompressed). Prints the load beside the figures.

    .venv/bin/python bench/web_weight.py

Needs Debian's Chromium (/usr/bin/chromium) and Playwright, as the browser tests do. Uses a throwaway SQLite
database with today's five challenges made directly (screening each deal takes a while).
"""

from __future__ import annotations

import os
import secrets
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = os.environ.get("PATIENCE_CHROMIUM", "/usr/bin/chromium")
SEED_TODAY = """
from games import daily
from games.engines.registry import all_games
from games.models import DailyChallenge
date = daily.today(); opens, closes = daily.day_bounds(date)
for game in all_games():
    preset = game.options_schema.default_preset
    DailyChallenge.objects.get_or_create(date=date, game=game.slug, preset=preset, defaults=dict(
        options=game.resolve_options(preset=preset), engine_version=game.engine_version,
        seed=f"bench-{game.slug}", commitment="0" * 64, difficulty="medium", par=3, opens_at=opens,
        closes_at=closes))
"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def manage(env: dict[str, str], *args: str) -> None:
    subprocess.run([sys.executable, "manage.py", *args], cwd=ROOT, env=env, check=True, capture_output=True)


def serve(env: dict[str, str]) -> tuple[subprocess.Popen, str]:
    port = free_port()
    server = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "uvicorn",
            "config.asgi:application",
            "--port",
            str(port),
            "--log-level",
            "warning",
        ],
        cwd=ROOT,
        env=env,
    )
    url = f"http://127.0.0.1:{port}"
    for _ in range(100):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return server, url
        except OSError:
            time.sleep(0.1)
    raise RuntimeError("the server did not start")


def measure(url: str) -> dict[str, float]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--headless", "--no-sandbox"])
        page = browser.new_context(viewport={"width": 1280, "height": 800}).new_page()
        cdp = page.context.new_cdp_session(page)
        cdp.send("Network.enable")
        cdp.send("Network.setCacheDisabled", {"cacheDisabled": True})
        sizes: dict[str, int] = {}
        cdp.on("Network.loadingFinished", lambda e: sizes.__setitem__(e["requestId"], e["encodedDataLength"]))
        page.goto(url + "/")
        page.wait_for_selector(".daily-card")
        page.wait_for_load_state("networkidle")
        shift = page.evaluate(
            """() => new Promise((resolve) => { let t = 0; new PerformanceObserver((l) => {
                for (const e of l.getEntries()) if (!e.hadRecentInput) t += e.value; })
                .observe({type: "layout-shift", buffered: true}); setTimeout(() => resolve(t), 1000); })"""
        )
        browser.close()
    return {"kb": sum(sizes.values()) / 1024, "requests": len(sizes), "cls": shift}


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        base = {
            **os.environ,
            "SQLITE_PATH": f"{tmp}/bench.sqlite3",
            "STATIC_ROOT": f"{tmp}/static",
            "ALLOWED_HOSTS": "127.0.0.1,localhost",
            "SECURE_SSL_REDIRECT": "0",
        }
        for name in ("REDIS_URL", "DATABASE_URL", "REQUIRE_SERVICES"):
            base.pop(name, None)
        manage(base, "migrate", "--noinput")
        manage(base, "shell", "-c", SEED_TODAY)
        production = {
            **base,
            "DEBUG": "0",
            "SECRET_KEY": secrets.token_urlsafe(50),
            "DAILY_SECRET": secrets.token_urlsafe(50),
        }
        manage(production, "collectstatic", "--noinput")
        development = {**base, "DEBUG": "1"}
        results = {}
        for name, env in (("development (baseline)", development), ("production", production)):
            server, url = serve(env)
            try:
                measure(url)  # a first visit warms the server, not the browser (its cache is disabled)
                results[name] = measure(url)
            finally:
                server.terminate()
                server.wait(10)
    load = subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()
    print(f"load: {load}")
    print(f"{'Today, cold, anonymous':<26} {'transferred':>12} {'requests':>9} {'layout shift':>13}")
    for name, r in results.items():
        print(f"{name:<26} {r['kb']:>9.1f} KB {r['requests']:>9} {r['cls']:>13.3f}")


if __name__ == "__main__":
    main()
