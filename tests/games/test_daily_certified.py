"""Rule ladder-2: only deals with a found winning line become dailies; the line travels in the secret screening
record, is published in the export after the reveal, steps through on the archive page, and the verifier
replays it to a win scoring par. Bad exports get a one-line reason and exit 1, never a traceback."""

from __future__ import annotations

import copy
import dataclasses
import datetime as dt
import io
import json

import pytest
import time_machine
from django.core.management import call_command

from games.daily import generation, ladder
from games.daily.schedule import PRESETS_BY_TIER, TIER_BY_WEEKDAY, TIER_BY_WINNER, slot_for, tier_by_winner
from games.daily.verify import main as verify_main
from games.daily.verify import verify_export
from games.engines.base import Status
from games.engines.registry import all_games, get_game
from games.models import DailyChallenge

FRIDAY = dt.date(2026, 11, 20)  # target tier: hard
# Nobody in this ladder can win a Match-3 "hard" deal: one random game, strong budgets of one sampled deal,
# a solver allowed 50 nodes.
HOPELESS = dataclasses.replace(
    ladder.QUICK_CERTIFIED,
    name="test-hopeless",
    candidates=2,
    random_playouts=1,
    budgets={slug: (1, 1) for slug in ("journey", "match3", "quetinny", "weaver", "witch")},
    solver_nodes={slug: 50 for slug in ("journey", "match3", "quetinny", "weaver", "witch")},
)


def test_a_candidate_with_no_found_win_is_never_published():
    game = get_game("match3")
    options = game.resolve_options(preset="hard")
    with pytest.raises(ladder.NoCertifiedDeal):
        ladder.choose_certified(
            game_slug="match3",
            seeds=["hopeless-0", "hopeless-1"],
            options=options,
            rule=HOPELESS,
            target_tier="expert",
            preset="hard",
        )


def test_a_deal_every_player_lost_is_certified_by_the_solvers_line_which_sets_par():
    rule = dataclasses.replace(HOPELESS, candidates=1, solver_nodes={slug: 20_000 for slug in TIER_BY_WINNER})
    game = get_game("match3")
    options = game.resolve_options(preset="classic")
    record = ladder.choose_certified(
        game_slug="match3",
        seeds=["probe-0"],
        options=options,
        preset="classic",
        rule=rule,
        target_tier="hard",
    )
    chosen = record["candidates"][0]
    assert not any(result["won"] for result in chosen["players"].values())
    assert chosen["solver"]["verdict"] == "won" and record["line"]["by"] == "solver"
    assert record["tier"] == tier_by_winner(game_slug="match3", preset="classic", winner="solver")
    final = game.replay("probe-0", options, record["line"]["actions"])
    assert final.status is Status.WON and game.score(final) == record["par"]


def test_a_certified_choice_is_a_deal_a_player_won_with_its_line_and_par():
    game = get_game("witch")
    options = game.resolve_options(preset="advanced")
    seeds = [f"certified-{n}" for n in range(ladder.QUICK_CERTIFIED.candidates)]
    record = ladder.choose(
        game_slug="witch",
        seeds=seeds,
        options=options,
        rule=ladder.QUICK_CERTIFIED,
        target_tier="hard",
        preset="advanced",
    )
    chosen = record["candidates"][record["chosen"]]
    assert chosen["winner"] is not None and record["tier"] in ladder.TIERS
    assert all(c["tier"] in (*ladder.TIERS, None) for c in record["candidates"])
    line = record["line"]
    final = game.replay(seeds[record["chosen"]], options, line["actions"])
    assert final.status is Status.WON and game.score(final) == record["par"] == line["score"]


def test_a_thoughtless_win_is_easy_in_every_game_and_preset_so_no_harder_daily_has_one():
    for slug, presets in TIER_BY_WINNER.items():
        for preset in presets:
            for rung in ladder.THOUGHTLESS:
                assert tier_by_winner(game_slug=slug, preset=preset, winner=rung) == "easy"
    # The schedule's presets exist in their games.
    for game in all_games():
        names = {p.name for p in game.options_schema.presets}
        assert {p for choices in PRESETS_BY_TIER[game.slug].values() for p in choices} <= names
        assert set(TIER_BY_WINNER[game.slug]) == names


def test_the_by_tier_schedule_plays_every_variant_within_fourteen_days():
    start = dt.date(2027, 1, 4)
    days = [start + dt.timedelta(days=n) for n in range(14)]
    for game in all_games():
        seen = {slot_for(date=day, game_slug=game.slug, schedule="by-tier").preset for day in days}
        assert seen == {preset.name for preset in game.options_schema.presets}


@pytest.mark.django_db
def test_a_game_with_no_certified_candidate_gets_no_daily_and_the_others_do(settings, monkeypatch):
    monkeypatch.setitem(ladder.RULES, HOPELESS.name, HOPELESS)
    settings.DAILY_SCREENING_RULE = HOPELESS.name
    made = generation.days_generate(start=dt.date(2026, 11, 22), days=1)  # a Sunday: Match-3 "hard"
    assert "match3" not in {c.game for c in made}
    assert not DailyChallenge.objects.filter(game="match3").exists()
    for challenge in made:
        assert challenge.screening["line"]["actions"] and challenge.difficulty in ladder.TIERS


@pytest.fixture
def certified_exports(api, settings):
    """Two revealed Witch days under the certified test rule (Thursday and Friday: target hard)."""
    settings.DAILY_SCREENING_RULE = ladder.QUICK_CERTIFIED.name
    with time_machine.travel(dt.datetime(2026, 11, 19, 12, tzinfo=dt.UTC), tick=False):
        generation.days_generate(start=FRIDAY - dt.timedelta(days=1), days=2)
    with time_machine.travel(dt.datetime(2026, 11, 21, 12, tzinfo=dt.UTC), tick=False):
        return [
            api.get(f"/api/v1/daily/{day}/witch/export").json()
            for day in (FRIDAY - dt.timedelta(days=1), FRIDAY)
        ]


@pytest.mark.django_db
def test_the_export_carries_a_winning_line_that_the_verifier_replays_to_a_win(certified_exports, api):
    _, export = certified_exports
    line = export["screening"]["line"]
    assert export["screening"]["rule"] == ladder.QUICK_CERTIFIED.name
    assert export["tier"] in ladder.TIERS and export["tier"] != ladder.UNSOLVED
    assert export["preset"] == slot_for(date=FRIDAY, game_slug="witch", schedule="by-tier").preset
    assert export["screening"]["target_tier"] == TIER_BY_WEEKDAY[FRIDAY.weekday()]
    game = get_game("witch")
    final = game.replay(export["seed"], export["options"], line["actions"])
    assert final.status is Status.WON and game.score(final) == export["par"] == line["score"]
    assert export["medals"]["gold"] == export["par"]  # par, and so gold, is a winning score
    assert verify_export(export) == []
    with time_machine.travel(dt.datetime(2026, 11, 21, 12, tzinfo=dt.UTC), tick=False):
        steps = api.get(f"/api/v1/daily/{FRIDAY}/witch/bot-game").json()
    assert steps["status"] == "won" and steps["by"] == line["by"]
    assert len(steps["frames"]) == len(line["actions"]) + 1 and steps["frames"][-1]["score"] == export["par"]


def _run(tmp_path, export, capsys) -> tuple[int, str]:
    path = tmp_path / "export.json"
    path.write_text(json.dumps(export))
    code = verify_main([str(path)])
    return code, capsys.readouterr().out


@pytest.mark.django_db
def test_a_tampered_line_another_seeds_line_or_reordered_candidates_fail_with_a_reason(
    certified_exports, tmp_path, capsys
):
    other, export = certified_exports
    code, out = _run(tmp_path, export, capsys)
    assert code == 0, out

    cut = copy.deepcopy(export)
    cut["screening"]["line"]["actions"] = cut["screening"]["line"]["actions"][:-1]
    assert any("winning line does not win" in p for p in verify_export(cut))
    assert _run(tmp_path, cut, capsys)[0] == 1

    borrowed = copy.deepcopy(export)
    borrowed["screening"]["line"] = other["screening"]["line"]
    problems = verify_export(borrowed)
    assert any("winning line" in p for p in problems)
    code, out = _run(tmp_path, borrowed, capsys)
    assert code == 1 and "MISMATCH: The winning line" in out and "Traceback" not in out

    reordered = copy.deepcopy(export)
    seeds = reordered["candidate_seeds"]
    seeds[0], seeds[1] = seeds[1], seeds[0]
    problems = verify_export(reordered)
    assert any("month commitment" in p for p in problems)
    assert _run(tmp_path, reordered, capsys)[0] == 1

    missing = copy.deepcopy(export)
    del missing["screening"]["line"]
    assert any("no winning line" in p for p in verify_export(missing))


@pytest.mark.parametrize(
    "text",
    ['{"date": "2026-11-20"}', "not json", '{"seed": 1, "options": [], "engine_version": null}', "[1, 2]"],
)
def test_a_malformed_export_is_one_line_and_exit_1_never_a_traceback(tmp_path, capsys, text):
    path = tmp_path / "export.json"
    path.write_text(text)
    assert verify_main([str(path)]) == 1
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1 and out[0].startswith("FAILED: ")
    assert verify_main([str(tmp_path / "absent.json")]) == 1


@pytest.mark.django_db
def test_the_generate_command_says_which_game_has_no_daily_and_makes_the_others(settings, monkeypatch):
    monkeypatch.setitem(ladder.RULES, HOPELESS.name, HOPELESS)
    settings.DAILY_SCREENING_RULE = HOPELESS.name
    out, err = io.StringIO(), io.StringIO()
    call_command("daily", "generate", "--from", "2026-11-22", "--days", "1", stdout=out, stderr=err)
    assert "2026-11-22 match3: no daily" in err.getvalue()
    made = DailyChallenge.objects.filter(date=dt.date(2026, 11, 22))
    assert "match3" not in {c.game for c in made}
    assert f"{made.count()} challenges ready" in out.getvalue()
