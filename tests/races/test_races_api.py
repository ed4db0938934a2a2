"""Races through the REST API and the services: the lobby, the start, the window of moves, leaving, the finish
order from the server's replays, and the race rating; races never touch a board."""

from __future__ import annotations

import datetime as dt

import pytest
from django.utils import timezone

from games.models import Play
from leaderboards.models import Score
from races.apis import RaceCreateThrottle
from races.models import Race, Racer, RaceRating
from races.settlement import race_end_if_due
from tests.conftest import client_for
from tests.factories import UserFactory
from tests.leaderboards.helpers import play_out


@pytest.fixture(autouse=True)
def _no_countdown(settings):
    settings.RACE_COUNTDOWN_SECONDS = 0


@pytest.fixture
def carol(db):
    return UserFactory(username="carol")


def open_race(client, **extra):
    response = client.post("/api/v1/races", {"game": "match3", **extra}, format="json")
    assert response.status_code == 201, response.content
    return response.json()


def started(alice_api, bob_api, commit, **extra):
    race = open_race(alice_api, **extra)
    assert bob_api.post(f"/api/v1/races/{race['id']}/join").status_code == 200
    return commit(lambda: alice_api.post(f"/api/v1/races/{race['id']}/start")).json()


def snapshot(client, play_id):
    return client.get(f"/api/v1/plays/{play_id}").json()


def test_a_lobby_fills_and_a_full_or_started_race_is_a_409(alice_api, bob_api, carol, commit):
    race = open_race(alice_api, capacity=2, time_limit_seconds=120)
    assert race["status"] == "lobby" and race["seed"] is None and race["my_seat"] == 0
    joined = bob_api.post(f"/api/v1/races/{race['id']}/join").json()
    assert [r["player"] for r in joined["racers"]] == ["alice", "bob"] and joined["my_seat"] == 1
    full = client_for(carol).post(f"/api/v1/races/{race['id']}/join")
    assert full.status_code == 409 and full.json()["error"]["code"] == "race_full"
    assert bob_api.post(f"/api/v1/races/{race['id']}/start").status_code == 403
    body = commit(lambda: alice_api.post(f"/api/v1/races/{race['id']}/start")).json()
    assert body["status"] == "running" and body["my_play"] and body["seed"] is None
    assert (
        client_for(carol).post(f"/api/v1/races/{race['id']}/join").json()["error"]["code"] == "race_started"
    )
    plays = Play.objects.filter(racer__race_id=race["id"])
    assert plays.count() == 2 and len({p.seed for p in plays}) == 1  # one deal, a play of it each
    assert all(p.mode == "race" and not p.ranked and p.dealt_by_server for p in plays)
    # The seed is nobody's to read while the race runs, not even from the racer's own log.
    assert alice_api.get(f"/api/v1/plays/{body['my_play']}/log").json()["seed"] is None
    spectator = client_for(carol).get(f"/api/v1/races/{race['id']}").json()
    assert spectator["my_play"] is None and spectator["seed"] is None


def test_a_race_needs_two_players_and_a_guest_may_not_race(alice_api, db):
    race = open_race(alice_api)
    assert alice_api.post(f"/api/v1/races/{race['id']}/start").json()["error"]["code"] == "too_few_players"
    guest = client_for(UserFactory(username="guest-3", is_guest=True))
    assert guest.post("/api/v1/races", {"game": "match3"}, format="json").status_code == 403
    assert alice_api.post("/api/v1/races", {"game": "nosuchgame"}, format="json").status_code == 404
    assert (
        alice_api.post("/api/v1/races", {"game": "match3", "capacity": 9}, format="json").status_code == 400
    )


def test_moves_wait_for_the_countdown_and_stop_at_the_time_limit(alice_api, bob_api, commit, settings):
    settings.RACE_COUNTDOWN_SECONDS = 60
    race = started(alice_api, bob_api, commit)
    state = snapshot(alice_api, race["my_play"])
    move = {"action": state["legal_actions"][0]["action"], "expected_version": state["version"]}
    early = alice_api.post(f"/api/v1/plays/{race['my_play']}/actions", move, format="json")
    assert early.status_code == 409 and early.json()["error"]["code"] == "not_started"
    now = timezone.now()
    Play.objects.filter(pk=race["my_play"]).update(opens_at=now - dt.timedelta(minutes=2), closes_at=now)
    late = alice_api.post(f"/api/v1/plays/{race['my_play']}/actions", move, format="json")
    assert late.status_code == 410 and late.json()["error"]["code"] == "time_up"
    for refused in ("hint", "undo"):
        answer = alice_api.post(
            f"/api/v1/plays/{race['my_play']}/{refused}", {"expected_version": 0}, format="json"
        )
        assert answer.status_code == 403


def test_the_finish_order_comes_from_the_replays_and_rates_the_racers(alice_api, bob_api, carol, commit):
    race = open_race(alice_api, capacity=3)
    carol_api = client_for(carol)
    for client in (bob_api, carol_api):
        client.post(f"/api/v1/races/{race['id']}/join")
    commit(lambda: alice_api.post(f"/api/v1/races/{race['id']}/start"))
    plays = {
        c: c.get(f"/api/v1/races/{race['id']}").json()["my_play"] for c in (alice_api, bob_api, carol_api)
    }
    # carol leaves after two moves (resigning), bob resigns after five, alice plays to the end.
    carol_state = snapshot(carol_api, plays[carol_api])
    for _ in range(2):
        carol_state = commit(
            lambda s=carol_state: carol_api.post(
                f"/api/v1/plays/{s['id']}/actions",
                {"action": s["legal_actions"][0]["action"], "expected_version": s["version"]},
                format="json",
            )
        ).json()
    assert commit(lambda: carol_api.post(f"/api/v1/races/{race['id']}/leave")).status_code == 204
    assert Play.objects.get(pk=plays[carol_api]).status != "playing"
    mid = alice_api.get(f"/api/v1/races/{race['id']}").json()
    assert mid["status"] == "running" and mid["seed"] is None
    seats = {r["player"]: r for r in mid["racers"]}
    assert seats["carol"]["left"] is True and seats["carol"]["moves"] == 3  # two moves and the resignation
    assert set(seats["carol"]["progress"]) == {"sets", "target_sets"}
    play_out(bob_api, snapshot(bob_api, plays[bob_api]), commit, resign_after=5)
    # bob, finished, leaves the race's page: that is no resignation and no demotion.
    assert bob_api.post(f"/api/v1/races/{race['id']}/leave").status_code == 204
    assert not Racer.objects.get(race_id=race["id"], user__username="bob").left
    final = play_out(alice_api, snapshot(alice_api, plays[alice_api]), commit)
    body = alice_api.get(f"/api/v1/races/{race['id']}").json()
    assert body["status"] == "rated" and body["seed"]
    placements = {r["player"]: r["placement"] for r in body["racers"]}
    assert placements["carol"] == 3  # who leaves places below everyone who stayed
    alice_score = Score.objects.get(play_id=plays[alice_api])
    bob_score = Score.objects.get(play_id=plays[bob_api])
    assert alice_score.status == bob_score.status == "verified"
    better = (alice_score.won, alice_score.rank_key) > (bob_score.won, bob_score.rank_key)
    assert placements["alice"] == (1 if better or alice_score.won else 2) and final["status"] != "playing"
    ratings = {r.user.username: r for r in RaceRating.objects.select_related("user")}
    assert set(ratings) == {"alice", "bob", "carol"} and all(r.races == 1 for r in ratings.values())
    first = next(name for name, place in placements.items() if place == 1)
    assert ratings[first].ordinal > ratings["carol"].ordinal
    board = alice_api.get("/api/v1/races/ratings/match3").json()
    assert board[0]["player"] == first
    # What a racer's result shows: a first race's rating from nothing, and each finish's time from the start.
    rows = {r["player"]: r for r in body["racers"]}
    assert all(r["rating_before"] is None for r in rows.values())
    assert rows[first]["rating"] == round(ratings[first].ordinal, 3)
    assert all(r["seconds"] is not None and r["seconds"] >= 0 for r in rows.values())
    # Races never touch a board: every racer's score is casual, with the race's reason.
    assert not Score.objects.filter(ranked=True).exists()
    assert alice_api.get("/api/v1/leaderboards/practice-match3-classic/").json()["size"] == 0


def test_the_time_limit_ends_the_race_and_resigns_who_is_still_playing(alice_api, bob_api, commit):
    race = started(alice_api, bob_api, commit)
    Race.objects.filter(pk=race["id"]).update(ends_at=timezone.now() - dt.timedelta(seconds=1))
    Play.objects.filter(racer__race_id=race["id"]).update(closes_at=timezone.now() - dt.timedelta(seconds=1))
    assert commit(lambda: race_end_if_due(race_id=race["id"])) is True
    plays = Play.objects.filter(racer__race_id=race["id"])
    assert {p.end_reason for p in plays} == {"time_up"}
    assert Race.objects.get(pk=race["id"]).status == "rated"
    assert sorted(Racer.objects.filter(race_id=race["id"]).values_list("placement", flat=True)) == [1, 2]


def test_quick_match_pairs_two_players_and_starts(alice_api, bob_api, commit):
    first = commit(
        lambda: alice_api.post("/api/v1/races/quick-match", {"game": "weaver"}, format="json")
    ).json()
    assert first["status"] == "lobby" and first["quick"] is True
    again = alice_api.post("/api/v1/races/quick-match", {"game": "weaver"}, format="json").json()
    assert again["id"] == first["id"]  # queued once
    second = commit(
        lambda: bob_api.post("/api/v1/races/quick-match", {"game": "weaver"}, format="json")
    ).json()
    assert second["id"] == first["id"] and second["status"] == "running" and second["my_play"]
    assert alice_api.get("/api/v1/race-lobbies").json() == []  # no open lobby left


def test_the_open_lobbies_are_listed_in_two_queries(alice_api, bob_api, carol, django_assert_num_queries):
    for client in (alice_api, bob_api, client_for(carol)):
        open_race(client)
    api = client_for(carol)
    api.get("/api/v1/race-lobbies")  # the token is now kept in this process
    with django_assert_num_queries(2):
        lobbies = api.get("/api/v1/race-lobbies").json()
    assert [lobby["creator"] for lobby in lobbies] == ["carol", "bob", "alice"]
    assert [lobby["my_seat"] for lobby in lobbies] == [0, None, None]


def test_creating_races_is_throttled(alice_api, monkeypatch):
    monkeypatch.setitem(RaceCreateThrottle.THROTTLE_RATES, "races", "2/hour")
    codes = [alice_api.post("/api/v1/races", {"game": "match3"}, format="json").status_code for _ in range(3)]
    assert codes == [201, 201, 429]
