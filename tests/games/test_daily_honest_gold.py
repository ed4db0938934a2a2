"""Rule ladder-3 (issue #42, point 6): a daily whose par came from the full-knowledge solver says so, and its gold
is a score an information-limited player reached (or one step below par when none won); a day whose par a ladder
player set is unchanged, and so is every ladder-2 day.

The days are real generations under ``quick-honest`` (the test suite's daily secret): Match-3 classic on
2026-11-19 is a solver-par day that the honest games win at 901 (par 903); on 2026-11-20 none of them wins; on
2026-12-04 the strong bot at the low budget wins, so par is a player's.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import importlib
import json

import pytest
import time_machine

from games.daily import generation, ladder
from games.daily.verify import main as verify_main
from games.daily.verify import verify_export
from games.engines.registry import get_game
from games.models import DailyChallenge

pytestmark = pytest.mark.django_db
HONEST_WIN = dt.date(2026, 11, 19)  # Thursday: target hard, the solver's tier in Match-3 classic
NO_HONEST_WIN = dt.date(2026, 11, 20)
PLAYER_PAR = dt.date(2026, 12, 4)


def noon(date: dt.date) -> dt.datetime:
    return dt.datetime.combine(date, dt.time(12), tzinfo=dt.UTC)


@pytest.fixture
def make_day(settings):
    settings.DAILY_SCREENING_RULE = ladder.QUICK_HONEST.name

    def make(date: dt.date) -> DailyChallenge:
        with time_machine.travel(noon(date), tick=False):
            return generation.challenge_generate(date=date, game_slug="match3")

    return make


def test_the_ladder_gives_gold_from_the_honest_games_only_on_a_solver_par_day():
    game = get_game("match3")
    options = game.resolve_options(preset="classic")
    seed = "probe-0"
    base = dataclasses.replace(ladder.QUICK_HONEST, honest_seeds=0)
    record = ladder.choose(
        game_slug="match3", seeds=[seed], options=options, rule=base, target_tier="hard", preset="classic"
    )
    # Without honest games (ladder-2's shape) a solver-par day keeps gold at par: the solver's score.
    assert record["line"]["by"] == "solver" and "honest" not in record
    assert ladder.medal_ladder(record) == {"par_by": "solver", "gold": None, "gold_by": "solver"}
    honest = ladder.honest_gold(
        game_slug="match3", seed=seed, options=options, rule=ladder.QUICK_HONEST, line=record["line"]
    )
    assert honest is not None and len(honest["games"]) == ladder.QUICK_HONEST.honest_seeds
    assert honest["budget"] == 16
    wins = [g["score"] for g in honest["games"] if g["won"]]
    if wins:
        assert honest["gold"] == min(record["par"], max(wins)) and honest["by"] == "strong"
    else:
        assert honest["gold"] == record["par"] - ladder.medal_step(record["par"]) and honest["by"] is None
    # A player's line never gets honest games: its par is already a score a player reached.
    assert (
        ladder.honest_gold(
            game_slug="match3",
            seed=seed,
            options=options,
            rule=ladder.QUICK_HONEST,
            line={**record["line"], "by": "strong_high"},
        )
        is None
    )


def test_medals_step_down_from_gold_and_only_a_win_earns_one():
    assert ladder.medals(903, 901) == {"gold": 901, "silver": 765, "bronze": 629}
    assert ladder.medals(903) == {"gold": 903, "silver": 767, "bronze": 631}
    assert ladder.medal_for(901, 903, won=True, gold=901) == "gold"
    assert ladder.medal_for(901, 903, won=True) == "silver"
    assert ladder.medal_for(950, 903, won=False, gold=901) is None


def test_a_solver_par_daily_says_so_and_a_win_at_the_honest_gold_gets_gold(make_day, api, alice_api):
    challenge = make_day(HONEST_WIN)
    honest = challenge.screening["honest"]
    assert challenge.screening["line"]["by"] == "solver"
    best = next(g for g in honest["games"] if g["won"] and g["score"] == honest["score"])
    assert (challenge.par, honest["gold"]) == (903, 901)
    with time_machine.travel(noon(HONEST_WIN), tick=False):
        today = api.get("/api/v1/daily/today/").json()
        detail = api.get(f"/api/v1/daily/{HONEST_WIN}/match3/").json()
        archive = api.get("/api/v1/daily/archive/", {"game": "match3"}).json()["results"]
        for body in (detail, next(c for c in today if c["game"] == "match3"), archive[0]):
            assert body["par"] == 903 and body["par_by"] == "solver" and body["gold_by"] == "player"
            assert body["medals"] == {"gold": 901, "silver": 765, "bronze": 629}
        # Nothing of the deal travels with the flag: the open day's answers still name no seed.
        assert detail["seed"] is None and "screening" not in detail
        # The honest game's own moves, played over the API as a player would: a win scoring the honest gold.
        play = alice_api.post(f"/api/v1/daily/{HONEST_WIN}/match3/start").json()
        for version, action in enumerate(best["actions"]):
            moved = alice_api.post(
                f"/api/v1/plays/{play['id']}/actions",
                {"action": action, "expected_version": version},
                format="json",
            )
            assert moved.status_code == 200, moved.json()
        assert moved.json()["status"] == "won" and moved.json()["score"] == 901
        mine = alice_api.get(f"/api/v1/daily/{HONEST_WIN}/match3/").json()["my_play"]
        card = alice_api.get(f"/api/v1/plays/{play['id']}/result").json()
    assert mine["medal"] == "gold"  # under ladder-2 (gold at par, 903) the same win was silver
    assert card["medal"] == "gold" and card["par_by"] == "solver" and card["gold_by"] == "player"
    assert card["medals"]["gold"] == 901


def test_a_solver_par_day_no_honest_game_won_puts_gold_one_step_below_par(make_day, api):
    challenge = make_day(NO_HONEST_WIN)
    assert not any(g["won"] for g in challenge.screening["honest"]["games"])
    with time_machine.travel(noon(NO_HONEST_WIN), tick=False):
        detail = api.get(f"/api/v1/daily/{NO_HONEST_WIN}/match3/").json()
    assert (detail["par"], detail["par_by"], detail["gold_by"]) == (900, "solver", "rule")
    assert detail["medals"] == {"gold": 765, "silver": 630, "bronze": 495}


def test_a_daily_whose_par_a_player_set_is_unchanged(make_day, api):
    challenge = make_day(PLAYER_PAR)
    assert challenge.screening["line"]["by"] != "solver" and "honest" not in challenge.screening
    with time_machine.travel(noon(PLAYER_PAR), tick=False):
        detail = api.get(f"/api/v1/daily/{PLAYER_PAR}/match3/").json()
    assert detail["par_by"] == "player" and detail["gold_by"] == "player"
    assert detail["medals"] == ladder.medals(challenge.par) and detail["medals"]["gold"] == challenge.par


def test_the_verifier_replays_the_honest_games_and_catches_a_gold_set_by_hand(make_day, api, tmp_path):
    make_day(HONEST_WIN)
    with time_machine.travel(noon(HONEST_WIN) + dt.timedelta(days=1), tick=False):
        export = api.get(f"/api/v1/daily/{HONEST_WIN}/match3/export").json()
    assert export["par_by"] == "solver" and export["medals"]["gold"] == 901
    assert verify_export(export) == []
    raised = json.loads(json.dumps(export))
    raised["screening"]["honest"]["gold"] = 903
    raised["medals"] = ladder.medals(903)
    problems = verify_export(raised)
    assert any("honest" in p for p in problems) and any("medals" in p for p in problems)
    path = tmp_path / "raised.json"
    path.write_text(json.dumps(raised))
    assert verify_main([str(path)]) == 1
    # A card that hides who set par (a solver's par passed off as a player's) fails too.
    relabelled = {**export, "par_by": "player", "gold_by": "player"}
    assert any("par_by" in p for p in verify_export(relabelled))


def test_the_migration_marks_the_ladder_2_days_whose_par_the_solver_set_and_leaves_their_gold_at_par(
    make_day,
):
    from django.apps import apps

    migration = importlib.import_module("games.migrations.0012_daily_par_by_gold")
    solver_day, player_day = make_day(NO_HONEST_WIN), make_day(PLAYER_PAR)
    # As a ladder-2 day was stored before the columns: the defaults, and no honest games in its record.
    DailyChallenge.objects.update(par_by="player", gold=None, gold_by="player")
    migration.from_screening(apps, None)
    solver_day.refresh_from_db()
    player_day.refresh_from_db()
    assert (solver_day.par_by, solver_day.gold_by, solver_day.gold) == ("solver", "solver", None)
    assert (player_day.par_by, player_day.gold_by, player_day.gold) == ("player", "player", None)
