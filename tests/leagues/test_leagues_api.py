"""Leagues through the REST API: create, invite, join, leave, remove, the limits, and the league's boards read
from the global boards' verified entries (Redis on the full stack, the database on the embedded default)."""

from __future__ import annotations

import datetime as dt
import random

import pytest
from django.utils import timezone

from leaderboards.standings import daily_settle
from leagues.apis import LeagueCreateThrottle
from leagues.models import Invite
from leagues.services import INVALID_INVITE
from tests.conftest import client_for
from tests.factories import UserFactory
from tests.leaderboards.helpers import make_challenge, play_out

MARKUP = '<img src=x onerror="alert(1)">&amp; Friends'


@pytest.fixture
def carol(db):
    return UserFactory(username="carol")


def create(client, name="Tuesday club", **extra):
    return client.post("/api/v1/leagues", {"name": name, **extra}, format="json")


def join(client, code):
    return client.post(f"/api/v1/invites/{code}/join")


def test_a_player_creates_a_league_and_gets_an_invite_link_and_code(alice_api):
    response = create(alice_api, description="We play at lunch.")
    assert response.status_code == 201
    body = response.json()
    assert body["name"] == "Tuesday club" and body["member_count"] == 1 and body["is_creator"] is True
    assert [m["player"] for m in body["members"]] == ["alice"]
    (invite,) = body["invites"]
    assert len(invite["code"]) >= 12 and invite["url"].endswith(f"/#/leagues/join/{invite['code']}")
    assert invite["expires_at"] is None
    assert [league["id"] for league in alice_api.get("/api/v1/leagues").json()] == [body["id"]]


def test_a_name_with_markup_is_kept_as_the_text_typed(alice_api):
    body = create(alice_api, name=MARKUP).json()
    assert body["name"] == MARKUP  # text: escaping is the renderer's job, and every client renders it as text
    assert create(alice_api, name="   ").status_code == 400
    assert create(alice_api, name="two\nlines").status_code == 400
    assert (
        create(alice_api, name="x" * 65).json()["error"]["message"]
        == "name: Ensure this field has no more than 64 characters."
    )
    assert create(alice_api, name="a", description="two\nlines").status_code == 201


def test_a_guest_may_neither_create_nor_join(alice_api, db):
    guest = client_for(UserFactory(username="guest-7", is_guest=True))
    assert create(guest).json()["error"]["code"] == "registered_only"
    code = create(alice_api).json()["invites"][0]["code"]
    assert join(guest, code).status_code == 403


def test_others_join_by_invite_and_only_members_see_the_league(alice_api, bob_api, carol):
    league = create(alice_api).json()
    code = league["invites"][0]["code"]
    preview = bob_api.get(f"/api/v1/invites/{code}").json()
    assert preview["league"]["name"] == "Tuesday club" and preview["member"] is False
    assert client_for(carol).get(f"/api/v1/leagues/{league['id']}").status_code == 404
    joined = join(bob_api, code)
    assert joined.status_code == 200 and joined.json()["member_count"] == 2
    assert joined.json()["invites"] == []  # the invites are the creator's to hand out
    assert join(bob_api, code).json()["member_count"] == 2  # joining again changes nothing
    assert bob_api.get(f"/api/v1/leagues/{league['id']}").json()["is_creator"] is False


def test_a_revoked_or_expired_invite_is_a_404_that_names_no_league(alice_api, bob_api):
    league = create(alice_api, name="Secret society").json()
    code = league["invites"][0]["code"]
    assert alice_api.delete(f"/api/v1/leagues/{league['id']}/invites/{code}").status_code == 204
    later = alice_api.post(f"/api/v1/leagues/{league['id']}/invites", {"expires_in_hours": 1}, format="json")
    assert later.status_code == 201 and later.json()["expires_at"] is not None
    Invite.objects.filter(code=later.json()["code"]).update(
        expires_at=timezone.now() - dt.timedelta(seconds=1)
    )
    for dead in (code, later.json()["code"], "no-such-code"):
        for response in (bob_api.get(f"/api/v1/invites/{dead}"), join(bob_api, dead)):
            assert response.status_code == 404
            assert response.json()["error"] == {
                "code": "invalid_invite",
                "message": INVALID_INVITE,
                "details": {},
            }
            assert "Secret" not in response.content.decode()
    assert bob_api.get("/api/v1/leagues").json() == []


def test_only_the_creator_invites_revokes_and_removes(alice_api, bob_api, carol):
    league = create(alice_api).json()
    join(bob_api, league["invites"][0]["code"])
    assert bob_api.post(f"/api/v1/leagues/{league['id']}/invites", {}, format="json").status_code == 403
    carol_api = client_for(carol)
    assert carol_api.post(f"/api/v1/leagues/{league['id']}/invites", {}, format="json").status_code == 404
    members = alice_api.get(f"/api/v1/leagues/{league['id']}").json()["members"]
    bob_membership = next(m["id"] for m in members if m["player"] == "bob")
    alice_membership = next(m["id"] for m in members if m["player"] == "alice")
    assert bob_api.delete(f"/api/v1/leagues/{league['id']}/members/{alice_membership}").status_code == 403
    assert alice_api.delete(f"/api/v1/leagues/{league['id']}/members/{alice_membership}").status_code == 409
    assert alice_api.delete(f"/api/v1/leagues/{league['id']}/members/{bob_membership}").status_code == 204
    assert bob_api.get(f"/api/v1/leagues/{league['id']}").status_code == 404


def test_members_leave_and_a_creator_who_leaves_hands_the_league_on(alice_api, bob_api):
    league = create(alice_api).json()
    join(bob_api, league["invites"][0]["code"])
    assert alice_api.post(f"/api/v1/leagues/{league['id']}/leave").status_code == 204
    body = bob_api.get(f"/api/v1/leagues/{league['id']}").json()
    assert body["is_creator"] is True and body["member_count"] == 1
    assert bob_api.post(f"/api/v1/leagues/{league['id']}/leave").status_code == 204
    assert bob_api.post(f"/api/v1/leagues/{league['id']}/leave").status_code == 404  # the league is gone


def test_the_limits_of_members_per_league_and_leagues_per_player(alice_api, bob_api, carol, settings):
    settings.LEAGUE_MAX_MEMBERS = 2
    settings.LEAGUE_MAX_PER_PLAYER = 2
    code = create(alice_api).json()["invites"][0]["code"]
    assert join(bob_api, code).status_code == 200
    full = join(client_for(carol), code)
    assert full.status_code == 409 and full.json()["error"]["code"] == "league_full"
    assert create(alice_api, name="Second").status_code == 201
    too_many = create(alice_api, name="Third")
    assert too_many.status_code == 409 and too_many.json()["error"]["details"] == {"limit": 2}


def test_creating_leagues_is_throttled(alice_api, monkeypatch):
    monkeypatch.setitem(LeagueCreateThrottle.THROTTLE_RATES, "leagues", "2/hour")
    assert [create(alice_api, name=f"L{n}").status_code for n in range(3)] == [201, 201, 429]
    assert alice_api.get("/api/v1/leagues").status_code == 200  # reading is not counted against it


def test_the_leagues_boards_are_the_global_boards_entries_of_its_members(
    alice, alice_api, bob_api, carol, commit
):
    challenge = make_challenge(game="match3")
    league = create(alice_api).json()
    join(bob_api, league["invites"][0]["code"])
    carol_api = client_for(carol)
    date = challenge.date.isoformat()
    # Three honest games, each its own: identical logs would be held for review as a copy (docs/fair-play.md).
    for n, (client, resign_after) in enumerate(((alice_api, None), (bob_api, 3), (carol_api, None))):
        start = commit(lambda client=client: client.post(f"/api/v1/daily/{date}/match3/start"))
        play_out(client, start.json(), commit, resign_after=resign_after, rng=random.Random(n))
    global_board = alice_api.get(f"/api/v1/leaderboards/daily-match3-{challenge.preset}-{date}/").json()
    assert global_board["size"] == 3
    board = alice_api.get(f"/api/v1/leagues/{league['id']}/boards/match3").json()
    assert board["board"] == global_board["board"]
    assert [(e["rank"], e["player"]) for e in board["entries"]] == [
        (n + 1, e["player"])
        for n, e in enumerate(e for e in global_board["entries"] if e["player"] != "carol")
    ]
    assert {e["player"] for e in board["entries"]} == {"alice", "bob"}
    by_name = {e["player"]: e for e in global_board["entries"]}
    assert all(e["score"] == by_name[e["player"]]["score"] for e in board["entries"])
    assert alice_api.get(f"/api/v1/leagues/{league['id']}/boards/nosuchgame").status_code == 404
    assert client_for(carol).get(f"/api/v1/leagues/{league['id']}/boards/match3").status_code == 404

    daily_settle(challenge_id=challenge.pk)
    season = alice_api.get(f"/api/v1/leagues/{league['id']}/season/match3?month={date[:7]}").json()
    assert season["board"] == f"season-match3-{date[:7]}"
    assert {e["player"] for e in season["entries"]} == {"alice", "bob"}
    assert [e["rank"] for e in season["entries"]] == [1, 2]


def test_today_shows_who_played_and_a_verdict_only_once_finished(alice_api, bob_api, commit):
    challenge = make_challenge(game="match3")
    league = create(alice_api).json()
    join(bob_api, league["invites"][0]["code"])
    date = challenge.date.isoformat()
    alice_start = commit(lambda: alice_api.post(f"/api/v1/daily/{date}/match3/start")).json()
    play_out(alice_api, alice_start, commit)
    commit(lambda: bob_api.post(f"/api/v1/daily/{date}/match3/start")).json()
    today = bob_api.get(f"/api/v1/leagues/{league['id']}/today").json()
    (game,) = today["games"]
    rows = {row["player"]: row for row in game["players"]}
    assert rows["alice"]["state"] == "finished" and rows["alice"]["result"] in ("won", "lost")
    assert isinstance(rows["alice"]["score"], int)
    assert rows["bob"] == {"player": "bob", "state": "playing", "result": None, "score": None}
    assert "actions" not in str(today) and "legal" not in str(today)
