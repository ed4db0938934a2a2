"""The attack of issue 42, end to end over the API, in every game with face-down cards: one established account
looks at today's daily (it plays, turning cards up, and resigns), the project's own solver finds a line on the
deal so learnt, and another established account, from another network address and installation, plays that
line. Its win is held by the knowledge audit, while the screening ladder's own winning game of the same deal,
played by a third account, ranks.

The deals are published-style deals of ``bench/knowledge_audit.py`` (the preset of the game's hard and expert
days) on which the audit tells the two apart at the calibrated thresholds; the audit's catch rate is below 100%
(docs/fair-play.md), so a deal it misses would prove nothing here. The screening record is the ladder's own, as
the screening writes it (``games.daily.ladder.screen_certified``, its rungs up to the first winner).
"""

from __future__ import annotations

import io

import pytest
from django.core.management import call_command

from games.daily.ladder import LADDER_2, screen_certified, winning_line
from games.daily.verify import commitment_of
from games.engines.registry import get_game
from games.engines.solver import solve
from leaderboards import selectors
from leaderboards.boards import Board
from leaderboards.models import KnowledgeAudit, Score, ScoreStatus
from tests.conftest import client_for
from tests.factories import UserFactory
from tests.leaderboards.helpers import make_challenge
from tests.leaderboards.test_one_look_one_attempt import replay_log

pytestmark = pytest.mark.django_db

# game: (preset, deal index in bench/knowledge_audit.py)
DEALS = {
    "journey": ("harder", 62),
    "match3": ("classic", 154),
    "quetinny": ("extended", 175),
    "witch": ("advanced", 0),
}
# The strong bot and the solver share their first revealing moves on these deals: Quetinny's (on every one tried)
# and Journey's deal 62 (the solver orders its moves by the strong bot's own heuristic), so the copy rule holds the
# ladder's win as a repeat of the line and a review releases it.
SHARES_THE_SOLVERS_OPENING = ("journey", "quetinny")
# The games whose table deal the audit alone tells apart at the calibrated thresholds (the attack from two machines
# and installations), measured with the ninth round's limits (docs/fair-play.md, "Ninth round"): the solver's
# line scores 24.1 on Journey's deal against the threshold 11.98 (the ladder's win -2.6; Journey adds the pick, by
# its law by phase, and the rank), 9.7 on Match-3's against 6.06 (the ladder's -0.9; 12 pick samples), 5.8 on
# Quetinny's against 4.13 (the ladder's 1.9; 24 samples, tilt 1.81) and 15.2 on the Witch's against 8.07 (the
# ladder's -2.9; 12 pick samples). The audit catches about 12% (Quetinny) to 46% (the Witch) of such lines in one
# game, so these are deals where it does, chosen among the bench's deals that a ladder player won. Quetinny's deal
# was 48 until the eighth round, where its ladder's win (4.6) scored over the new limit: an honest win the 1% limit
# holds, so the deal changed to 175; on the fourth round's deals (Journey 2, Match-3 8, Quetinny 1) the line scored
# 16.6, 6.5 and 3.5 then.
AUDIT_CATCHES = ("journey", "match3", "quetinny", "witch")


def client_at(username: str, address: str, install: str):
    client = client_for(UserFactory(username=username))
    client.defaults["REMOTE_ADDR"] = address
    client.defaults["HTTP_X_CLIENT_INSTALL"] = install
    return client


def the_day(slug: str):
    """Today's daily of ``slug`` on the table's deal, with the ladder's own screening record; and the ladder's
    winning game of it (its certificate)."""
    preset, deal = DEALS[slug]
    seed = f"knowledge-audit-{slug}-{deal}"
    challenge = make_challenge(game=slug, preset=preset)
    candidate = screen_certified(
        game_slug=slug, seed=seed, options=challenge.options, preset=preset, rule=LADDER_2, target_tier="hard"
    )
    challenge.seed, challenge.par = seed, 1  # every win medals: each is audited
    challenge.commitment = commitment_of(
        seed=seed, engine_version=challenge.engine_version, options=challenge.options
    )
    challenge.screening = {"chosen": 0, "candidates": [{"attempt": 0, **candidate}]}
    challenge.save()
    return challenge, winning_line(candidate)["actions"]


def attack(slug: str, challenge, commit, *, look, line_player) -> dict:
    """The look (a move that turns cards up, then a resignation), then the solver's line on the other account."""
    date = challenge.date.isoformat()
    start = look.post(f"/api/v1/daily/{date}/{slug}/start").json()
    looked = replay_log(look, start, [start["legal_actions"][0]["action"]], commit)
    commit(
        lambda: look.post(
            f"/api/v1/plays/{looked['id']}/resign", {"expected_version": looked["version"]}, format="json"
        )
    )
    # The deal the look turned up, as the attacker rebuilds it; the project's own solver finds the line.
    game = get_game(slug)
    line = solve(
        slug, game.new_game(challenge.seed, challenge.options), node_budget=LADDER_2.solver_nodes[slug]
    )
    assert line.verdict == "won"
    start = line_player.post(f"/api/v1/daily/{date}/{slug}/start").json()
    played = replay_log(line_player, start, list(line.line), commit)
    assert played["status"] == "won"
    return played


def ladder_wins_and_ranks(slug: str, challenge, honest_line: list, commit) -> None:
    date = challenge.date.isoformat()
    honest = client_at("ladder", "10.0.0.9", "install-ladder")
    played = replay_log(honest, honest.post(f"/api/v1/daily/{date}/{slug}/start").json(), honest_line, commit)
    assert played["status"] == "won"
    score = Score.objects.get(play_id=played["id"])
    if slug in SHARES_THE_SOLVERS_OPENING:
        # Measured, not wished: the strong bot opens as the solver does (the solver orders its moves by the bot's
        # planner), so the copy rule holds the ladder's win as a repeat of the line; a review releases it.
        assert score.status == ScoreStatus.HELD and "(line)" in score.reason
        commit(
            lambda: call_command("leaderboards", "release", "--score", str(score.pk), stdout=io.StringIO())
        )
        score.refresh_from_db()
    assert score.status == ScoreStatus.VERIFIED, score.reason
    board = Board.daily(game=slug, preset=challenge.preset, date=challenge.date)
    players = [entry.player for entry in selectors.board_top(board)]
    assert players[0] == "ladder" and "line" not in players


@pytest.mark.parametrize("slug", sorted(DEALS))
def test_a_look_then_the_solvers_line_from_one_machine_is_held_while_the_ladders_win_ranks(slug, commit):
    challenge, honest_line = the_day(slug)
    played = attack(
        slug,
        challenge,
        commit,
        look=client_at("look", "10.0.0.1", "install-1"),
        line_player=client_at("line", "10.0.0.1", "install-1"),
    )
    held = Score.objects.get(play_id=played["id"])
    assert held.status == ScoreStatus.HELD and "another account (look)" in held.reason
    ladder_wins_and_ranks(slug, challenge, honest_line, commit)


@pytest.mark.parametrize("slug", sorted(AUDIT_CATCHES))
def test_from_two_machines_the_knowledge_audit_holds_the_solvers_line(slug, commit):
    challenge, honest_line = the_day(slug)
    played = attack(
        slug,
        challenge,
        commit,
        look=client_at("look", "10.0.0.1", "install-1"),
        line_player=client_at("line", "10.0.0.2", "install-2"),
    )
    held = Score.objects.get(play_id=played["id"])
    assert held.status == ScoreStatus.HELD and KnowledgeAudit.objects.get(score=held).verdict == "hold"
    date = challenge.date.isoformat()
    mine = client_for(held.user).get(f"/api/v1/daily/{date}/{slug}/").json()["my_play"]
    assert mine["held_for_review"] is True and "knowledge audit" in mine["review_reason"]
    ladder_wins_and_ranks(slug, challenge, honest_line, commit)
