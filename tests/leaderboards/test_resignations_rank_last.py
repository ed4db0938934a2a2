"""A resignation never ranks above a game played to its end (docs/fair-play.md): at move 0 a resignation scores
the deal as dealt, which in Quetinny beat every honest loss and earned a medal on 19 of 30 days."""

from __future__ import annotations

import datetime as dt
import random

import pytest
from django.utils import timezone
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.daily.players import make_player, play_deal
from games.engines.base import RESIGN, Status
from games.engines.registry import all_games, get_game
from leaderboards.boards import Board
from leaderboards.models import Score
from leaderboards.ranking import rank_string
from leaderboards.verification import result_of
from tests.conftest import client_for
from tests.factories import UserFactory
from tests.leaderboards.helpers import make_challenge, play_out

GAMES = [game.slug for game in all_games()]


def _score(game, final, actions, pk: int) -> Score:
    """The unsaved score a verification would record for this final state: what its rank string orders by."""
    outcome = game.outcome(final)
    parts = [*outcome.rank_key, 0, 0, 0, 0][:4]
    result = result_of(outcome.status, actions)
    return Score(
        pk=pk,
        won=outcome.status is Status.WON,
        finished=result != "resigned",
        rank_1=parts[0], rank_2=parts[1], rank_3=parts[2], rank_4=parts[3],
        verified_at=timezone.now() - dt.timedelta(hours=pk),  # the resignation verified first: no tie helps it
    )  # fmt: skip


@pytest.mark.parametrize("slug", GAMES)
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(deal=st.integers(0, 10**9), player_seed=st.integers(0, 10**6))
def test_a_move_0_resignation_ranks_below_every_finished_loss_of_the_random_player(slug, deal, player_seed):
    game = get_game(slug)
    seed, options = f"prop-{deal}", game.resolve_options()
    final, actions, _ = play_deal(game, seed, options, make_player(slug, "random", seed=player_seed))
    resigned = game.apply(game.new_game(seed, options), dict(RESIGN))
    resignation = _score(game, resigned, [dict(RESIGN)], pk=2)
    played = _score(game, final, actions, pk=1)
    assert not resignation.finished and played.finished
    # Smaller sorts first: the game played to its end, won or lost, is above the resignation.
    assert rank_string(played) < rank_string(resignation)


@pytest.mark.django_db
@pytest.mark.parametrize("slug", GAMES)
def test_a_move_0_resignation_ranks_below_every_finished_game_and_gets_no_medal(slug, commit):
    challenge = make_challenge(game=slug)
    challenge.par = -(10**9)  # any score reaches gold: only the outcome can withhold a medal
    challenge.save(update_fields=["par"])
    date = challenge.date.isoformat()
    resigner = client_for(UserFactory(username="resigner"))
    play_out(resigner, resigner.post(f"/api/v1/daily/{date}/{slug}/start").json(), commit, resign_after=0)
    players = []
    for n in range(3):
        client = client_for(UserFactory(username=f"player{n}"))
        # Played to its end at random, each its own way (copies of one log would be held for review).
        start = client.post(f"/api/v1/daily/{date}/{slug}/start").json()
        final = play_out(client, start, commit, moves=2000, rng=random.Random(n))
        players.append((client, final))
    finished = [client for client, final in players if final["status"] != "playing" and not _resigned(final)]
    assert finished, "no game was played to its end: the test would prove nothing"
    board = Board.daily(game=slug, preset=challenge.preset, date=challenge.date)
    top = resigner.get(f"/api/v1/leaderboards/{board.id}/").json()["entries"]
    ranks = {e["player"]: e["rank"] for e in top}
    played = [e for e in top if e["result"] != "resigned"]
    assert played and all(e["rank"] < ranks["resigner"] for e in played)
    mine = resigner.get(f"/api/v1/daily/{date}/{slug}/").json()["my_play"]
    assert mine["status"] == "lost" and mine["result"] == "resigned" and mine["medal"] is None
    for client, final in players:
        theirs = client.get(f"/api/v1/daily/{date}/{slug}/").json()["my_play"]
        assert (theirs["medal"] == "gold") is (final["status"] == "won")


def _resigned(snapshot: dict) -> bool:
    return snapshot.get("end_reason") == "resigned"
