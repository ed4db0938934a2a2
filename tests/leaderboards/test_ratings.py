"""Ratings and season standings from closed dailies: a free-for-all among each daily's ranked entrants,
rated by openskill (Plackett-Luce) in a Celery task after the close; casual plays never count."""

from __future__ import annotations

import datetime as dt

import pytest

from games.daily import challenges as daily
from leaderboards import selectors
from leaderboards.boards import Board
from leaderboards.models import Rating, RatingChange, Score, ScoreStatus, SeasonPoints, SettledDaily
from leaderboards.ranking import clear_boards, index_ratings, rebuild
from leaderboards.standings import placements, season_points
from leaderboards.tasks import settle_closed_dailies
from tests.conftest import client_for
from tests.factories import UserFactory
from tests.leaderboards.helpers import make_challenge

pytestmark = pytest.mark.django_db
DAYS = 30


def result(user, challenge, *, rank_1: int, won: bool = False, ranked: bool = True) -> Score:
    return Score.objects.create(
        user=user, game=challenge.game, preset=challenge.preset, options={}, engine_version="1",
        daily_challenge=challenge, seed=challenge.seed, actions=[], log_digest=f"{user.pk}-{challenge.pk}",
        score=rank_1, won=won, rank_key=[rank_1], rank_1=rank_1, ranked=ranked, status=ScoreStatus.VERIFIED,
        verified_at=challenge.opens_at + dt.timedelta(hours=1), result="won" if won else "lost",
        unranked_reason="" if ranked else "Started by a guest",
    )  # fmt: skip


@pytest.fixture
def thirty_days():
    """Thirty closed dailies: 'first' always places first, 'middle' second, 'last' last; a guest's casual
    result beats them all every day."""
    first, middle, last = (UserFactory(username=n) for n in ("first", "middle", "last"))
    guest = UserFactory(username="guest-casual", is_guest=True)
    start = daily.today() - dt.timedelta(days=DAYS)
    challenges = []
    for n in range(DAYS):
        challenge = make_challenge(date=start + dt.timedelta(days=n))
        result(last, challenge, rank_1=1)
        result(middle, challenge, rank_1=5)
        result(first, challenge, rank_1=9, won=n % 2 == 0)
        result(guest, challenge, rank_1=50, won=True, ranked=False)
        challenges.append(challenge)
    return {"first": first, "middle": middle, "last": last, "guest": guest, "challenges": challenges}


def test_over_thirty_days_the_player_always_first_rises_above_the_one_always_last(thirty_days, commit):
    settled = commit(lambda: settle_closed_dailies.delay().get())
    assert settled == DAYS and SettledDaily.objects.count() == DAYS
    ratings = {r.user.username: r for r in Rating.objects.select_related("user").filter(game="match3")}
    assert ratings["first"].ordinal > ratings["middle"].ordinal > ratings["last"].ordinal
    assert ratings["first"].dailies == DAYS
    history = list(RatingChange.objects.filter(user=thirty_days["first"]).order_by("challenge__date"))
    assert len(history) == DAYS and history[-1].ordinal > history[0].ordinal
    board = Board.rating(game="match3")
    assert [e.player for e in selectors.board_top(board)] == ["first", "middle", "last"]
    assert commit(lambda: settle_closed_dailies.delay().get()) == 0  # settling again changes nothing


def test_casual_plays_leave_ratings_and_standings_unchanged(thirty_days, commit):
    commit(lambda: settle_closed_dailies.delay().get())
    assert not Rating.objects.filter(user=thirty_days["guest"]).exists()
    assert not SeasonPoints.objects.filter(user=thirty_days["guest"]).exists()
    changes = RatingChange.objects.filter(user=thirty_days["first"])
    assert {(c.placement, c.entrants) for c in changes} == {(1, 3)}  # the guest's better result did not count


def test_season_points_follow_the_documented_formula_and_sum_per_month(thirty_days, commit):
    commit(lambda: settle_closed_dailies.delay().get())
    assert [season_points(p, 3) for p in (1, 2, 3)] == [100, 50, 0] and season_points(1, 1) == 100
    month = thirty_days["challenges"][-1].date.replace(day=1)
    days_in_month = sum(c.date.replace(day=1) == month for c in thirty_days["challenges"])
    board = Board.season(game="match3", month=month)
    top = selectors.board_top(board)
    assert [(e.player, e.points, e.dailies) for e in top] == [
        ("first", 100 * days_in_month, days_in_month),
        ("middle", 50 * days_in_month, days_in_month),
        ("last", 0, days_in_month),
    ]


def test_equal_results_share_a_placement():
    scores = [Score(won=True, rank_1=5), Score(won=True, rank_1=5), Score(won=False, rank_1=9)]
    assert placements(scores) == [1, 1, 3]


def test_a_daily_in_its_grace_period_is_not_settled_yet(db, commit):
    challenge = make_challenge()  # today's: still open
    result(UserFactory(username="early"), challenge, rank_1=3)
    result(UserFactory(username="late"), challenge, rank_1=2)
    assert commit(lambda: settle_closed_dailies.delay().get()) == 0 and not Rating.objects.exists()


def test_my_rating_history_is_on_my_page(thirty_days, commit):
    commit(lambda: settle_closed_dailies.delay().get())
    body = client_for(thirty_days["first"]).get("/api/v1/me/ratings").json()
    assert [r["game"] for r in body] == ["match3"]
    assert body[0]["rank"] == 1 and body[0]["board"] == "rating-match3" and len(body[0]["history"]) == DAYS
    assert body[0]["history"][-1]["rating"] == body[0]["rating"]


def test_around_me_on_a_rating_board_matches_the_top_list_with_ties(db):
    board = Board.rating(game="witch")
    users = [UserFactory(username=f"tied-{n}") for n in range(12)]
    for n, user in enumerate(users):
        ordinal = float(n // 3)  # three players share each rating
        Rating.objects.create(user=user, game="witch", mu=ordinal + 3, sigma=1.0, ordinal=ordinal, dailies=1)
    index_ratings("witch", [u.pk for u in users])  # as the settlement does after its commit
    backends = ("database", *(("redis",) if selectors.uses_redis() else ()))
    tops = {backend: selectors.board_top(board, backend=backend) for backend in backends}
    top = tops["database"]
    assert [e.rank for e in top] == list(range(1, 13))
    assert all([e.user_id for e in t] == [e.user_id for e in top] for t in tops.values())
    for backend in backends:
        assert selectors.board_size(board, backend=backend) == 12
        for entry in top:
            around = selectors.board_around(board, entry.user_id, 2, backend=backend)
            start = max(0, entry.rank - 3)
            expected = [(e.rank, e.user_id) for e in top[start : entry.rank + 2]]
            assert [(e.rank, e.user_id) for e in around] == expected
    if selectors.uses_redis():  # the rebuild restores the rating boards' mirror from the database
        clear_boards()
        assert selectors.board_size(board, backend="redis") == 0
        rebuild()
        assert [e.user_id for e in selectors.board_top(board, backend="redis")] == [e.user_id for e in top]
