"""Lighthouse on the web client as a first visitor meets it: Today (nobody signed in) and each game's page (a
player who has just made a one-click account and started today's daily), desktop and mobile, served as in production (``collectstatic``:
hashed names, gzip, WhiteNoise; DEBUG off). Prints, per page and form factor, the performance, accessibility,
best-practices and SEO scores, the layout shift, and the bytes and requests of the cold load, with the load
average beside each run.

    .venv/bin/python bench/lighthouse.py [--games witch,quetinny] [--runs 1]

Lighthouse is pinned (``LIGHTHOUSE_VERSION``) and installed with npm outside the repository, in
``$LIGHTHOUSE_DIR`` (default ``~/.cache/patience/lighthouse-<version>``), on the first run: it needs Node 18.16
or newer and npm. Chromium is ``$CHROME_PATH`` (default Debian's ``/usr/bin/chromium``). Each run is
``bench/lighthouse.mjs`` (Lighthouse's Node API; the same settings as the ``lighthouse`` command line with
``--preset=desktop`` or its mobile default, simulated throttling).

Uses a throwaway SQLite database with today's five challenges made directly, as ``bench/web_weight.py`` does
(screening each deal takes a while), and keeps the server's background screening off: its bots would compete
with the page for the CPU being measured.
"""

from __future__ import annotations

import argparse
import json
import os
import secrets
import subprocess
import sys
import tempfile
import urllib.error
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from web_weight import ROOT, SEED_TODAY, manage, serve

LIGHTHOUSE_VERSION = "12.8.2"  # 13 needs Node 22; the project's tools run on Node 20
GAMES = ("journey", "match3", "quetinny", "weaver", "witch")


def lighthouse_dir() -> Path:
    default = Path.home() / ".cache" / "patience" / f"lighthouse-{LIGHTHOUSE_VERSION}"
    where = Path(os.environ.get("LIGHTHOUSE_DIR", default))
    package = where / "node_modules" / "lighthouse" / "package.json"
    installed = package.is_file() and json.loads(package.read_text())["version"] == LIGHTHOUSE_VERSION
    if not installed:
        where.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            [
                "npm",
                "install",
                "--prefix",
                str(where),
                "--no-audit",
                "--no-fund",
                f"lighthouse@{LIGHTHOUSE_VERSION}",
            ],
            check=True,
        )
    return where


def call(url: str, method: str, path: str, token: str | None = None) -> dict:
    request = urllib.request.Request(url + path, method=method, data=b"{}" if method == "POST" else None)
    request.add_header("Content-Type", "application/json")
    request.add_header("Accept", "application/json")
    if token:
        request.add_header("Authorization", f"Bearer {token}")
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return json.loads(response.read())
    except urllib.error.HTTPError as error:
        raise RuntimeError(f"{method} {path}: {error.code} {error.read()[:300]!r}") from None


def load_average() -> str:
    return " ".join(Path("/proc/loadavg").read_text().split()[:3])


def run_lighthouse(where: Path, url: str, form_factor: str, token: str | None) -> dict:
    command = ["node", str(ROOT / "bench" / "lighthouse.mjs"), str(where), url, form_factor]
    if token:
        command.append(token)
    load = load_average()
    output = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    return {**json.loads(output.strip().splitlines()[-1]), "load": load}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--games", default=",".join(GAMES), help="the game pages to measure (comma-separated)"
    )
    parser.add_argument("--runs", type=int, default=1, help="runs of each page and form factor")
    parser.add_argument("--form-factors", default="desktop,mobile")
    parser.add_argument(
        "--json", action="store_true", help="print each run's full line (with failing audits)"
    )
    args = parser.parse_args()
    where = lighthouse_dir()
    with tempfile.TemporaryDirectory() as tmp:
        env = {
            **os.environ,
            "SQLITE_PATH": f"{tmp}/bench.sqlite3",
            "STATIC_ROOT": f"{tmp}/static",
            "ALLOWED_HOSTS": "127.0.0.1,localhost",
            "SECURE_SSL_REDIRECT": "0",
            "DEBUG": "0",
            "SECRET_KEY": secrets.token_urlsafe(50),
            "DAILY_SECRET": secrets.token_urlsafe(50),
            "DAILY_GENERATE_ON_START": "0",
            "DAILY_GENERATE_IN_SERVER": "0",
        }
        for name in ("REDIS_URL", "DATABASE_URL", "REQUIRE_SERVICES"):
            env.pop(name, None)
        manage(env, "migrate", "--noinput")
        manage(env, "shell", "-c", SEED_TODAY)
        manage(env, "collectstatic", "--noinput")
        server, url = serve(env)
        try:
            pages: list[tuple[str, str, str | None]] = [("Today (anonymous)", url + "/", None)]
            player = call(url, "POST", "/api/v1/auth/quick")
            date = call(url, "GET", "/api/v1/daily/today/")[0]["date"]
            for game in filter(None, args.games.split(",")):
                play = call(url, "POST", f"/api/v1/daily/{date}/{game}/start", player["token"])
                pages.append((f"{game} daily", f"{url}/#/play/{play['id']}", player["token"]))
            results = []
            for name, page_url, token in pages:
                for form_factor in args.form_factors.split(","):
                    for _ in range(args.runs):
                        result = run_lighthouse(where, page_url, form_factor, token)
                        results.append((name, result))
                        if args.json:
                            print(json.dumps(result), flush=True)
        finally:
            server.terminate()
            server.wait(10)
    version = results[0][1]["lighthouse"] if results else LIGHTHOUSE_VERSION
    print(f"Lighthouse {version}, Chromium {chromium_version()}, cold first visit, simulated throttling")
    header = f"{'page':<22} {'form':<8} {'perf':>4} {'a11y':>4} {'best':>4} {'seo':>4} {'CLS':>6}"
    print(f"{header} {'LCP ms':>7} {'TBT ms':>7} {'KB':>7} {'reqs':>5}  load (1/5/15 min)")
    for name, r in results:
        print(
            f"{name:<22} {r['formFactor']:<8} {r['performance']:>4} {r['accessibility']:>4} "
            f"{r['bestPractices']:>4} {r['seo']:>4} {r['cls']:>6.3f} {r['lcpMs']:>7.0f} {r['tbtMs']:>7.0f} "
            f"{r['transferredBytes'] / 1024:>7.1f} {r['requests']:>5}  {r['load']}"
        )


def chromium_version() -> str:
    chrome = os.environ.get("CHROME_PATH", "/usr/bin/chromium")
    try:
        return subprocess.run([chrome, "--version"], capture_output=True, text=True).stdout.split()[1]
    except (OSError, IndexError):
        return "?"


if __name__ == "__main__":
    main()
