"""Where a move's server CPU goes, layer by layer: cProfile on the CPU clock, in one process, through Django's
test client (the whole middleware stack, DRF, the service, the snapshot, the JSON; not uvicorn and the ASGI
hop, which ``bench/api.py`` charges as no-op minus plain Django). Not in CI.

    DATABASE_URL=postgres://... REDIS_URL=redis://... .venv/bin/python bench/move_profile.py [--moves 600]

Random legal moves (never a resignation) of Journey, Match-3 and Weaver games; each line is the share of the
profiled CPU spent under a function (inclusive, so layers nest), and the CPU per move without the profiler.
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

# (label, file fragment, function name): inclusive CPU under the first match of each.
LAYERS = [
    ("the whole request (Django's handler)", "django/core/handlers/base.py", "get_response"),
    ("  DRF's dispatch (auth, throttles, view, errors)", "rest_framework/views.py", "dispatch"),
    ("    authentication (token, kept in process)", "rest_framework/request.py", "_authenticate"),
    ("    throttles (one Redis round trip)", "rest_framework/views.py", "check_throttles"),
    ("    body parsing and checks (move_input)", "games/apis.py", "move_input"),
    ("    games.services.play_act", "games/services.py", "play_act"),
    ("      the write path's read (games.play_sql.play_to_change)", "games/play_sql.py", "play_to_change"),
    (
        "        the raw row made a Play (Manager.raw's column mapping)",
        "django/db/models/query.py",
        "resolve_model_init_order",
    ),
    ("      the move planned: engine apply, outcome, serialize", "games/services.py", "_move"),
    (
        "      the write: UPDATE + log row INSERT (games.play_sql.append_move)",
        "games/play_sql.py",
        "append_move",
    ),
    ("      transaction (commit)", "django/db/transaction.py", "__exit__"),
    ("      snapshot (view, legal actions in words)", "games/selectors.py", "play_snapshot"),
    ("      the push (async_to_sync here: a server's loop sends it)", "games/services.py", "play_broadcast"),
    ("    response rendering (JSON)", "rest_framework/response.py", "rendered_content"),
    ("  every SQL statement sent (driver + wait)", "django/db/backends/utils.py", "execute"),
    ("  the ORM compiling SQL", "django/db/models/sql/compiler.py", "as_sql"),
    ("  middleware above DRF (Django's handler minus DRF's dispatch)", "", ""),
]


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--moves", type=int, default=600)
    args = parser.parse_args()
    from soak import PRODUCTION_LIKE  # DEBUG off, throttles out of the way: as bench/api.py serves it

    os.environ.update({**PRODUCTION_LIKE, "ALLOWED_HOSTS": "testserver"})
    import django

    django.setup()
    from django.core.management import call_command
    from django.test import Client

    call_command("migrate", verbosity=0)
    client = Client()
    token = client.post("/api/v1/auth/guest").json()["token"]
    auth = {"HTTP_AUTHORIZATION": f"Bearer {token}"}
    rng = random.Random(1)
    plays: list[dict] = []

    def new_play(game: str) -> dict:
        return client.post("/api/v1/plays", {"game": game}, content_type="application/json", **auth).json()

    def moves(count: int) -> None:
        for n in range(count):
            slot = n % len(plays)
            play = plays[slot]
            legal = [a["action"] for a in play["legal_actions"] if a["action"] != {"type": "resign"}]
            body = {"action": rng.choice(legal), "expected_version": play["version"]}
            answer = client.post(
                f"/api/v1/plays/{play['id']}/actions", body, content_type="application/json", **auth
            )
            assert answer.status_code == 200, answer.content
            plays[slot] = answer.json()
            if plays[slot]["status"] != "playing":
                plays[slot] = new_play(play["game"])

    plays.extend(new_play(game) for game in ("journey", "match3", "weaver") * 4)
    moves(60)  # warm: imports, connections, the token kept
    started = time.process_time()
    moves(args.moves)
    plain = (time.process_time() - started) / args.moves * 1000
    profiler = cProfile.Profile(time.process_time)
    profiler.enable()
    moves(args.moves)
    profiler.disable()
    stats = pstats.Stats(profiler).stats  # type: ignore[attr-defined]
    total = max(cumulative for (_, _, _, cumulative, _) in stats.values())
    print(f"# bench/move_profile.py moves={args.moves} load average {os.getloadavg()}")
    print(f"CPU per move in this process, without the profiler: {plain:.2f} ms (client included)")
    dispatch = 0.0
    for label, fragment, name in LAYERS:
        if not fragment:  # the one difference of two layers
            handler = max(
                v[3] for (p, _, f), v in stats.items() if "handlers/base.py" in p and f == "get_response"
            )
            print(f"  {label:<52} {(handler - dispatch) / total:6.1%}")
            continue
        if name == "dispatch":
            dispatch = max(v[3] for (p, _, f), v in stats.items() if fragment in p and f == name)
        matches = [
            value[3] for (path, _, function), value in stats.items() if fragment in path and function == name
        ]
        share = max(matches) / total if matches else 0.0
        print(f"  {label:<52} {share:6.1%}")


if __name__ == "__main__":
    main()
