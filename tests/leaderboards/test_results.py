"""The daily a player comes back to: the result card (verdict, medal, rank so far, provisional rating, next
deal, share grid), the share page's one 404, the month calendar and the trophies (``leaderboards.results``)."""

from __future__ import annotations

import datetime as dt
import re

import pytest
import time_machine
from hypothesis import given, settings
from hypothesis import strategies as st

from games.course import play_course
from games.daily import challenges as daily
from games.engines.bots import RandomBot
from games.engines.bots import play_out as bot_play_out
from games.engines.registry import all_games, get_game
from games.models import Mode, Play, PlayAction, PlayStatus
from games.selectors import daily_reveals_at
from leaderboards.models import Score
from leaderboards.standings import daily_settle
from tests.conftest import client_for
from tests.factories import UserFactory
from tests.leaderboards.helpers import make_challenge, play_out

pytestmark = pytest.mark.django_db

# Everything a share grid may hold: squares, ghosts, books, the home, herbs, sparks and keycap digits.
GRID_CHARACTERS = set("🟩🟨🟧⬜👻📖🏠🌿▫▁▂▃▄▅▆▇█·0123456789 ") | {"\ufe0f", "\u20e3"}
CAPTION_WORDS = {
    "of", "sets", "keiju", "enticed", "cards", "harvested", "ghosts", "cleared", "in", "round", "rounds",
    "stored", "book", "books", "gold", "over", "turns", "→",
}  # fmt: skip


def _start(client, challenge) -> dict:
    return client.post(f"/api/v1/daily/{challenge.date}/{challenge.game}/start").json()


def test_a_finished_daily_has_a_result_card_with_its_rank_so_far_and_a_provisional_rating(alice, bob, commit):
    challenge = make_challenge(game="match3")
    alice_api, bob_api = client_for(alice), client_for(bob)
    mine = play_out(alice_api, _start(alice_api, challenge), commit)
    play_out(bob_api, _start(bob_api, challenge), commit, resign_after=0)

    body = alice_api.get(f"/api/v1/plays/{mine['id']}/result").json()
    assert body["verdict"] == ("won" if mine["status"] == "won" else "lost")
    assert body["score"] == mine["score"] and body["date"] == challenge.date.isoformat()
    assert body["rank"] == {
        "rank": 1 if mine["status"] == "won" else body["rank"]["rank"],
        "of": 2,
        "settled": False,
    }
    assert body["rating"]["provisional"] is True
    assert body["rating"]["after"] == pytest.approx(
        body["rating"]["before"] + body["rating"]["change"], abs=0.02
    )
    assert body["streak"] == {"current": 1, "best": 1}
    assert body["next_deal_at"].startswith((daily.today() + dt.timedelta(days=1)).isoformat())
    assert body["share"]["rows"] and body["share_url"] is None  # the day is not revealed yet
    assert body["held_for_review"] is False and body["review_reason"] is None

    resigned = bob_api.get(f"/api/v1/plays/{Play.objects.get(player=bob).id}/result").json()
    assert resigned["verdict"] == "resigned"  # not "lost"

    with time_machine.travel(daily_reveals_at(challenge) + dt.timedelta(minutes=1)):
        daily_settle(challenge_id=challenge.id)
        settled = alice_api.get(f"/api/v1/plays/{mine['id']}/result").json()
    assert settled["rating"]["provisional"] is False
    assert settled["rank"]["settled"] is True and settled["rank"]["of"] == 2
    assert settled["share_url"] == f"/share/{mine['id']}"


def test_a_held_plays_result_card_says_it_is_held_why_and_what_happens_next_as_the_today_page_does(
    alice, bob, commit
):
    challenge = make_challenge(game="witch")
    alice_api, bob_api = client_for(alice), client_for(bob)
    # Both play the first listed move to the end: bob's play repeats alice's, and the copy rule holds both.
    play_out(alice_api, _start(alice_api, challenge), commit)
    copy = play_out(bob_api, _start(bob_api, challenge), commit)
    body = bob_api.get(f"/api/v1/plays/{copy['id']}/result").json()
    mine = bob_api.get(f"/api/v1/me/scores?play={copy['id']}").json()["results"][0]
    today = bob_api.get(f"/api/v1/daily/{challenge.date}/witch/").json()["my_play"]
    assert mine["status"] == "held" and body["held_for_review"] is True and today["held_for_review"] is True
    assert body["review_reason"] == mine["reason"] == today["review_reason"]
    assert "(alice)" in body["review_reason"] and "nothing else is needed from you" in body["review_reason"]
    # Off the board meanwhile: no rank and no rating change.
    assert body["ranked"] is True and body["rank"] is None and body["rating"] is None
    assert challenge.seed not in str(body)


def test_the_result_of_anothers_play_or_an_unfinished_one_is_a_404_naming_nothing(alice, bob):
    challenge = make_challenge(game="weaver")
    alice_api = client_for(alice)
    snapshot = _start(alice_api, challenge)
    for client in (alice_api, client_for(bob)):
        response = client.get(f"/api/v1/plays/{snapshot['id']}/result")
        assert response.status_code == 404
        assert response.json()["error"]["code"] == "not_found"
        assert challenge.seed not in response.content.decode()


@pytest.mark.parametrize("game", [g.slug for g in all_games()])
@settings(max_examples=4, deadline=None)
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_a_share_grid_never_names_a_card_or_the_seed(game, seed):
    definition = get_game(game)
    seed_text = f"share-{seed}"
    state = definition.new_game(seed_text, None)
    _end, actions = bot_play_out(definition, state, RandomBot(seed=seed), max_actions=400)
    play = Play(
        game=game, seed=seed_text, options=definition.resolve_options(None),
        engine_version=definition.engine_version,
    )  # fmt: skip
    course = play_course(play, actions)
    text = "\n".join([*course["rows"], course["caption"]])
    assert seed_text not in text
    assert set("".join(course["rows"])) <= GRID_CHARACTERS, course["rows"]
    words = set(re.sub(r"-?\d+|,", " ", course["caption"]).lower().split())
    assert words <= CAPTION_WORDS, course["caption"]


def test_the_share_page_is_one_404_until_the_play_is_finished_and_its_deal_may_be_seen(alice, commit):
    challenge = make_challenge(game="witch")
    alice_api = client_for(alice)
    snapshot = _start(alice_api, challenge)
    unfinished = alice_api.get(f"/share/{snapshot['id']}")
    finished = play_out(alice_api, snapshot, commit, resign_after=3)
    unrevealed = alice_api.get(f"/share/{finished['id']}")
    unknown = alice_api.get("/share/00000000-0000-0000-0000-000000000000")
    bodies = {r.content.decode() for r in (unfinished, unrevealed, unknown)}
    assert {r.status_code for r in (unfinished, unrevealed, unknown)} == {404}
    assert len(bodies) == 1  # the same page whatever the reason: it tells nothing
    (body,) = bodies
    assert (
        challenge.seed not in body
        and str(snapshot["id"]) not in body
        and "Witch" not in body.split("<main")[1].split("</main>")[0]
    )

    with time_machine.travel(daily_reveals_at(challenge) + dt.timedelta(minutes=1)):
        shown = alice_api.get(f"/share/{finished['id']}")
    assert shown.status_code == 200
    page = shown.content.decode()
    assert "Resigned" in page and challenge.seed not in page


def test_a_public_practice_play_can_be_shared_once_finished(alice, commit):
    play = Play.objects.create(
        player=alice, game="match3", engine_version=get_game("match3").engine_version, options={},
        seed="mine", mode=Mode.PRACTICE, status=PlayStatus.LOST, end_reason="resigned", state={},
        action_count=1, is_public=True,
    )  # fmt: skip
    PlayAction.objects.create(play=play, index=0, action={"type": "resign"})
    play.options = get_game("match3").resolve_options(None)
    play.save()
    assert client_for(alice).get(f"/share/{play.id}").status_code == 200
    play.is_public = False
    play.save()
    assert client_for(alice).get(f"/share/{play.id}").status_code == 404


def _won_daily(user, challenge, *, score: int) -> Play:
    return Play.objects.create(
        player=user, game=challenge.game, engine_version=challenge.engine_version, options=challenge.options,
        seed=challenge.seed, mode=Mode.DAILY, daily_challenge=challenge, status=PlayStatus.WON, score=score,
        end_reason="won", state={}, finished_at=challenge.opens_at + dt.timedelta(hours=1),
    )  # fmt: skip


def test_the_calendar_shows_each_days_medal_and_the_months_trophies(alice):
    start = daily.today() - dt.timedelta(days=6)
    for n in range(7):
        challenge = make_challenge(game="match3", date=start + dt.timedelta(days=n))
        challenge.par = 10
        challenge.save()
        _won_daily(alice, challenge, score=10 if n != 3 else 9)  # the fourth day a silver
    client = client_for(alice)
    months = {start.strftime("%Y-%m"), daily.today().strftime("%Y-%m")}
    days = []
    for month in sorted(months):
        body = client.get(f"/api/v1/me/calendar?month={month}&game=match3").json()
        days += body["days"]
    assert [d["best_medal"] for d in days] == ["gold"] * 3 + ["silver"] + ["gold"] * 3
    assert body["streak"] == {"current": 7, "best": 7}
    # Six golds around a silver: no gold week yet. A gold on the fourth day makes one.
    assert client.get("/api/v1/me/trophies").json() == []
    Play.objects.filter(daily_challenge__date=start + dt.timedelta(days=3)).update(score=10)
    (trophy,) = client.get("/api/v1/me/trophies").json()
    assert trophy["kind"] == "gold_week" and trophy["date"] == daily.today().isoformat()
    assert trophy["month"] == daily.today().strftime("%Y-%m")


def test_winning_every_daily_of_a_day_is_a_full_house(alice):
    day = daily.today() - dt.timedelta(days=1)
    challenges = [make_challenge(game=g.slug, date=day) for g in all_games()]
    for challenge in challenges[:-1]:
        _won_daily(alice, challenge, score=0)
    client = client_for(alice)
    assert client.get("/api/v1/me/trophies").json() == []
    _won_daily(alice, challenges[-1], score=0)
    (trophy,) = client.get("/api/v1/me/trophies").json()
    assert (trophy["kind"], trophy["date"]) == ("full_house", day.isoformat())
    calendar = client.get(f"/api/v1/me/calendar?month={day:%Y-%m}").json()
    assert [len(d["plays"]) for d in calendar["days"]] == [len(challenges)]
    assert calendar["trophies"] == [trophy]


def test_a_month_far_away_is_an_empty_calendar_and_a_malformed_one_a_400(alice):
    client = client_for(alice)
    for month in ("1900-01", "2999-12"):
        response = client.get(f"/api/v1/me/calendar?month={month}")
        assert response.status_code == 200 and response.json()["days"] == []
    bad = client.get("/api/v1/me/calendar?month=2026-13")
    assert (
        bad.status_code == 400
        and bad.json()["error"]["code"] == "invalid"
        and "month" in bad.json()["error"]["message"]
    )


def test_best_ranked_scores_leave_out_a_guests_casual_ones(commit):
    guest = UserFactory(username="guest-1", is_guest=True)
    client = client_for(guest)
    # A guest plays practice (today's daily is for accounts): a server deal, casual because a guest played it.
    play_out(client, client.post("/api/v1/plays", {"game": "match3"}, format="json").json(), commit)
    assert Score.objects.filter(user=guest, ranked=False).exists()
    assert client.get("/api/v1/me/statistics").json()["best_scores"] == {}


def test_the_share_page_of_a_day_whose_par_the_solver_set_says_so_and_a_player_par_day_does_not(
    alice, commit
):
    from games.models import DailyChallenge

    solver_day = make_challenge(game="witch")
    DailyChallenge.objects.filter(pk=solver_day.pk).update(
        par=520, par_by="solver", gold=485, gold_by="player"
    )
    player_day = make_challenge(game="match3")
    alice_api = client_for(alice)
    shared = [
        play_out(alice_api, _start(alice_api, day), commit, resign_after=2)["id"]
        for day in (solver_day, player_day)
    ]
    with time_machine.travel(daily_reveals_at(solver_day) + dt.timedelta(minutes=1)):
        solver_page, player_page = (alice_api.get(f"/share/{play_id}").content.decode() for play_id in shared)
    assert (
        "Par was set by a solver that saw every card; gold here is 485, a score a player who sees only the "
        "face-up cards reached." in solver_page
    )
    assert "Par was set by a solver" not in player_page and "par-note" not in player_page
