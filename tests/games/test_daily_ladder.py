"""The weekly schedule, the screening ladder and its tiers, par and medals, and public verification of a day's
choice against the month commitment."""

from __future__ import annotations

import copy
import datetime as dt
import io
import json

import pytest
import time_machine
from django.core.management import call_command

from games.daily import generation, ladder
from games.daily.players import make_player, play_deal
from games.daily.schedule import TIER_BY_WEEKDAY, slot_for
from games.daily.verify import main as verify_main
from games.daily.verify import verify_export
from games.engines.registry import all_games, get_game
from games.models import DailyChallenge, MonthCommitment

MONDAY = dt.date(2026, 11, 16)


def test_every_variant_of_every_game_is_a_daily_within_any_fourteen_days():
    for start in (MONDAY, dt.date(2027, 2, 20)):
        days = [start + dt.timedelta(days=n) for n in range(14)]
        for game in all_games():
            seen = {slot_for(date=day, game_slug=game.slug).preset for day in days}
            assert seen == {preset.name for preset in game.options_schema.presets}


class Terminal(io.StringIO):
    """Output that says it is a terminal, as a person's shell is: the command draws its progress bar there."""

    def isatty(self) -> bool:
        return True


@pytest.mark.django_db
def test_a_generated_week_follows_the_schedule_with_a_progress_bar():
    terminal = Terminal()
    call_command("daily", "generate", "--from", MONDAY.isoformat(), "--days", "7", stdout=terminal)
    out = terminal.getvalue()
    assert "35/35" in out and "━" in out  # the bar, drawn to the end
    assert "35 challenges ready" in out
    week = DailyChallenge.objects.filter(date__gte=MONDAY, date__lt=MONDAY + dt.timedelta(days=7))
    assert week.count() == 35
    for challenge in week:
        slot = slot_for(date=challenge.date, game_slug=challenge.game)
        assert challenge.preset == slot.preset
        assert challenge.screening["target_tier"] == TIER_BY_WEEKDAY[challenge.date.weekday()]
        tiers = [c["tier"] for c in challenge.screening["candidates"]]
        # The first candidate of the day's tier, or (none had it) the nearest one.
        if slot.target_tier in tiers:
            assert challenge.attempt == tiers.index(slot.target_tier) == len(tiers) - 1
        else:
            assert len(tiers) == ladder.QUICK.candidates
        assert challenge.difficulty == tiers[challenge.attempt]
    for game in all_games():  # every variant of every game is a daily within the week
        assert {c.preset for c in week.filter(game=game.slug)} == {
            preset.name for preset in game.options_schema.presets
        }


def test_the_ladder_plays_the_same_moves_twice_at_the_published_budgets():
    game = next(g for g in all_games() if g.slug == "match3")
    options = game.resolve_options(preset="classic")
    first = ladder.screen_candidate(
        game_slug="match3", seed="same", options=options, rule=ladder.LADDER_1, full=True
    )
    again = ladder.screen_candidate(
        game_slug="match3", seed="same", options=options, rule=ladder.LADDER_1, full=True
    )
    assert first == again
    assert first["players"]["strong_high"]["work"] > first["players"]["strong_low"]["work"] > 0


@pytest.mark.parametrize("slug", [g.slug for g in all_games()])
def test_every_games_strong_bot_plays_the_same_moves_twice_on_a_work_budget(slug):
    game = next(g for g in all_games() if g.slug == slug)
    options = game.resolve_options()
    budget = ladder.LADDER_1.budget(slug, "strong_low")
    runs = [
        play_deal(game, "twice", options, make_player(slug, "strong", seed=3, budget=budget))[1:]
        for _ in range(2)
    ]
    (actions, work), again = runs
    assert (actions, work) == again and actions and work > 0


def test_the_verifier_and_the_screening_run_without_django():
    import subprocess
    import sys

    code = (
        "import sys, games.daily.verify, games.daily.ladder, games.daily.schedule, games.daily.commitments; "
        "sys.exit(any(name == 'django' or name.startswith('django.') for name in sys.modules))"
    )
    assert (
        subprocess.run([sys.executable, "-c", code], env={"PATH": "/usr/bin:/bin"}, check=False).returncode
        == 0
    )


def test_the_weakest_winning_player_names_the_tier():
    rule = ladder.LADDER_1
    lost = {"won": False, "score": 0}
    won = {"won": True, "score": 9}
    random_none = {"wins": 0, "runs": 20}
    assert ladder.tier_of(rule, {"first_legal": won}) == "easy"
    assert ladder.tier_of(rule, {"first_legal": lost, "random": {"wins": 5, "runs": 20}}) == "easy"
    assert (
        ladder.tier_of(rule, {"first_legal": lost, "random": {"wins": 4, "runs": 20}, "greedy": won})
        == "medium"
    )
    base = {"first_legal": lost, "random": random_none, "greedy": lost}
    assert ladder.tier_of(rule, {**base, "strong_low": won}) == "hard"
    assert ladder.tier_of(rule, {**base, "strong_low": lost, "strong_high": won}) == "expert"
    assert ladder.tier_of(rule, {**base, "strong_low": lost, "strong_high": lost}) == "unsolved"


def test_medals_derive_from_par():
    assert ladder.medals(100) == {"gold": 100, "silver": 85, "bronze": 70}
    assert ladder.medals(-7) == {"gold": -7, "silver": -9, "bronze": -11}
    assert [ladder.medal_for(s, 100) for s in (120, 100, 90, 70, 69)] == [
        "gold",
        "gold",
        "silver",
        "bronze",
        None,
    ]


@pytest.fixture
def revealed_export(api):
    day = dt.date(2026, 11, 20)
    with time_machine.travel(dt.datetime(2026, 11, 19, 12, tzinfo=dt.UTC), tick=False):
        generation.days_generate_ahead()
        today = api.get("/api/v1/daily/").json()
    assert {c["game"] for c in today} == {g.slug for g in all_games()}
    assert all(c["seed"] is None and c["variant"] and c["medals"]["gold"] == c["par"] for c in today)
    with time_machine.travel(dt.datetime(2026, 11, 21, 12, tzinfo=dt.UTC), tick=False):
        export = api.get(f"/api/v1/daily/{day}/witch/export").json()
    return export


@pytest.mark.django_db
def test_the_verifier_reruns_a_days_screening_and_confirms_the_choice_and_par(
    revealed_export, tmp_path, capsys
):
    assert verify_export(revealed_export) == []
    root = MonthCommitment.objects.get(month=dt.date(2026, 11, 1)).root
    path = tmp_path / "export.json"
    path.write_text(json.dumps(revealed_export))
    assert verify_main([str(path), "--root", root]) == 0
    assert f"par {revealed_export['par']}" in capsys.readouterr().out
    assert verify_main([str(path), "--root", "0" * 64]) == 1


@pytest.mark.django_db
def test_a_tampered_screening_record_or_seed_fails_verification(revealed_export):
    record = copy.deepcopy(revealed_export)
    record["screening"]["candidates"][0]["players"]["first_legal"]["score"] += 1
    assert any("re-run" in p for p in verify_export(record))

    par = copy.deepcopy(revealed_export)
    par["par"] += 5
    par["screening"]["par"] += 5
    assert any("par" in p for p in verify_export(par))

    seed = copy.deepcopy(revealed_export)
    seed["candidate_seeds"][0] = "f" * 64
    assert any("month commitment" in p for p in verify_export(seed))

    # The rule and the variant are bound by the month commitment too: another rule or preset cannot be
    # swapped in after the month was announced, even with a record re-screened under it.
    rule = copy.deepcopy(revealed_export)
    rule["screening"]["rule"] = (
        ladder.QUICK.name if rule["screening"]["rule"] != ladder.QUICK.name else "ladder-1"
    )
    assert any("month commitment" in p for p in verify_export(rule))

    preset = copy.deepcopy(revealed_export)
    preset["preset"] = next(
        p.name for p in get_game("witch").options_schema.presets if p.name != preset["preset"]
    )
    assert any("month commitment" in p for p in verify_export(preset))

    leaves = copy.deepcopy(revealed_export)
    leaves["month"]["leaves"][0]["leaf"] = "0" * 64
    assert any("do not chain to its root" in p for p in verify_export(leaves))


@pytest.mark.django_db
def test_next_months_commitment_is_published_before_it_starts_and_its_days_verify_against_it(api):
    with time_machine.travel(dt.datetime(2026, 11, 29, 12, tzinfo=dt.UTC), tick=False):
        assert api.get("/api/v1/commitments/2026-12").json()["error"]["code"] == "not_committed"
        generation.days_generate_ahead()
        # Anyone can keep the root before the month starts: every revealed day must then verify against it.
        published = api.get("/api/v1/commitments/2026-12").json()
    december = MonthCommitment.objects.get(month=dt.date(2026, 12, 1))
    assert december.created_at < dt.datetime(2026, 12, 1, tzinfo=dt.UTC)
    assert len(december.leaves) == 31 * len(all_games())
    assert published["root"] == december.root and published["rule"] == december.rule
    assert published["leaves"] == december.leaves and published["month"] == "2026-12"
    with time_machine.travel(dt.datetime(2026, 12, 2, 12, tzinfo=dt.UTC), tick=False):
        export = api.get("/api/v1/daily/2026-12-01/journey/export").json()
    assert export["month"] == published and verify_export(export, month_root=published["root"]) == []
    assert verify_export(export, month_root="0" * 64) != []


@pytest.mark.django_db
@pytest.mark.parametrize("month", ["2026-13", "2026-1", "26-11", "november", "2026-11-01"])
def test_a_malformed_month_is_400_naming_the_format_and_writes_nothing(api, month):
    response = api.get(f"/api/v1/commitments/{month}")
    assert response.status_code == 400
    assert (
        response.json()["error"]["code"] == "invalid_month"
        and "YYYY-MM" in response.json()["error"]["message"]
    )
    assert not MonthCommitment.objects.exists()


@pytest.mark.django_db
def test_reading_a_month_never_commits_it(api):
    response = api.get("/api/v1/commitments/2031-05")
    assert response.status_code == 404 and response.json()["error"]["code"] == "not_committed"
    assert not MonthCommitment.objects.exists()
