"""The linked-account rule (leaderboards.linked.linked_reason, docs/fair-play.md "Linked accounts"): a ranked win
that would medal, played after a linked account started the same daily, is held for review, whether that look
ended or not; the origin that links them is recorded when a play starts and when it is resumed."""

from __future__ import annotations

import asyncio
import datetime as dt

import httpx
import pytest
import websockets

from accounts.models import AccessToken
from accounts.services import token_issue
from games.daily.challenges import origin_digest
from games.engines import audit
from games.models import DailyOrigin, Play
from leaderboards.linked import linked_reason
from leaderboards.models import KnowledgeAudit, ScoreStatus
from tests.conftest import client_for
from tests.factories import UserFactory
from tests.leaderboards.helpers import make_challenge
from tests.leaderboards.test_knowledge_audit import NOBODY_WON, play_the_solvers_line, witch_daily
from tests.live import LiveServer, next_state

pytestmark = pytest.mark.django_db


@pytest.fixture
def audit_passes_every_win(monkeypatch):
    # The rule under test, not the audit: without the link the win would go on the board.
    monkeypatch.setitem(audit.THRESHOLDS, "witch", {"single": 1_000.0, "account": 1_000.0})


def test_a_win_after_a_linked_accounts_look_that_is_still_open_is_held(commit, audit_passes_every_win):
    challenge = witch_daily(screening=NOBODY_WON)
    look = client_for(UserFactory(username="looker"))
    start = look.post(f"/api/v1/daily/{challenge.date}/witch/start", HTTP_X_CLIENT_INSTALL="install-1").json()
    score = play_the_solvers_line(challenge, UserFactory(username="linked"), commit, install="install-1")
    assert score.status == ScoreStatus.HELD
    assert "another account (looker)" in score.reason and "client installation" in score.reason
    # The look ends after the win: the hold stays for the review, which can still release it.
    resigned = commit(
        lambda: look.post(
            f"/api/v1/plays/{start['id']}/resign", {"expected_version": start["version"]}, format="json"
        )
    )
    assert resigned.status_code == 200
    score.refresh_from_db()
    assert score.status == ScoreStatus.HELD and "(looker)" in score.reason


def test_a_play_started_after_the_win_ended_does_not_link_it(commit, audit_passes_every_win):
    challenge = witch_daily(screening=NOBODY_WON)
    score = play_the_solvers_line(challenge, UserFactory(username="first"), commit, install="install-1")
    assert score.status == ScoreStatus.VERIFIED and KnowledgeAudit.objects.get(score=score).verdict == "pass"
    later = client_for(UserFactory(username="later"))
    assert later.post(
        f"/api/v1/daily/{challenge.date}/witch/start", HTTP_X_CLIENT_INSTALL="install-1"
    ).status_code in (200, 201)
    score.refresh_from_db()
    assert score.status == ScoreStatus.VERIFIED
    # The rule itself, as a review (or a verification run again) would apply it now that the later play exists.
    assert linked_reason(score) == ""


def test_a_look_started_just_before_the_win_ended_links_it(commit, audit_passes_every_win):
    challenge = witch_daily(screening=NOBODY_WON)
    score = play_the_solvers_line(challenge, UserFactory(username="winner"), commit, install="install-1")
    later = client_for(UserFactory(username="almost"))
    started = later.post(f"/api/v1/daily/{challenge.date}/witch/start", HTTP_X_CLIENT_INSTALL="install-1")
    assert started.status_code in (200, 201)
    assert linked_reason(score) == ""  # started after the win ended
    # The same play, started a moment before the win ended: linked.
    Play.objects.filter(pk=started.json()["id"]).update(
        created_at=score.play.finished_at - dt.timedelta(seconds=1)
    )
    assert "another account (almost)" in linked_reason(score)


ELSEWHERE = "10.9.9.9"  # the test client's own address is 127.0.0.1: the shared one here


def addresses_of(play_id, challenge) -> set[str]:
    digests = set(DailyOrigin.objects.filter(play_id=play_id).values_list("address", flat=True))
    named = {origin_digest(challenge=challenge, kind="address", value=a): a for a in (ELSEWHERE, "127.0.0.1")}
    return {named.get(digest, digest) for digest in digests}


def test_a_look_started_elsewhere_and_resumed_from_the_shared_address_links_the_win(
    commit, audit_passes_every_win
):
    challenge = witch_daily(screening=NOBODY_WON)
    look = client_for(UserFactory(username="looker"))
    start = look.post(f"/api/v1/daily/{challenge.date}/witch/start", REMOTE_ADDR=ELSEWHERE).json()
    assert (
        look.get(f"/api/v1/plays/{start['id']}").status_code == 200
    )  # resumed (#/play/<id>, terminal --play)
    assert addresses_of(start["id"], challenge) == {ELSEWHERE, "127.0.0.1"}
    score = play_the_solvers_line(challenge, UserFactory(username="linked"), commit)
    assert score.status == ScoreStatus.HELD
    assert "another account (looker)" in score.reason and "network address" in score.reason


def test_an_origin_is_kept_once_per_place_and_never_by_a_move_or_a_finished_play(commit):
    challenge = make_challenge(game="witch")
    client = client_for(UserFactory(username="mover"))
    start = client.post(f"/api/v1/daily/{challenge.date}/witch/start", REMOTE_ADDR=ELSEWHERE).json()
    for _ in range(2):
        client.get(f"/api/v1/plays/{start['id']}", HTTP_X_CLIENT_INSTALL="install-3")
    assert DailyOrigin.objects.filter(play_id=start["id"]).count() == 2
    assert DailyOrigin.objects.filter(play_id=start["id"]).exclude(install="").count() == 1
    # A move from a third address records nothing: the move path keeps its one write (it is benchmarked).
    action = start["legal_actions"][0]["action"]
    moved = client.post(
        f"/api/v1/plays/{start['id']}/actions", {"action": action, "expected_version": 0}, format="json",
        REMOTE_ADDR="10.1.1.1",
    )  # fmt: skip
    assert moved.status_code == 200
    resigned = commit(
        lambda: client.post(f"/api/v1/plays/{start['id']}/resign", {"expected_version": 1}, format="json")
    )
    assert resigned.status_code == 200
    client.get(f"/api/v1/plays/{start['id']}", REMOTE_ADDR="10.2.2.2")  # over: nothing left to link
    assert DailyOrigin.objects.filter(play_id=start["id"]).count() == 2


@pytest.fixture
def live(transactional_db):
    server = LiveServer().start()
    yield server
    server.stop()


def test_a_play_socket_opened_on_an_open_daily_records_its_address_and_installation(live):
    challenge = make_challenge(game="witch")
    user = UserFactory(username="socket")
    client = client_for(user)
    start = client.post(f"/api/v1/daily/{challenge.date}/witch/start", REMOTE_ADDR=ELSEWHERE).json()
    token = token_issue(user=user, kind=AccessToken.Kind.LOGIN).key

    async def open_socket():
        async with websockets.connect(
            f"{live.ws_url}/ws/plays/{start['id']}/",
            subprotocols=["bearer", token],
            additional_headers={"X-Client-Install": "install-4"},
        ) as socket:
            return await next_state(socket)

    assert asyncio.run(open_socket())["id"] == start["id"]
    assert addresses_of(start["id"], challenge) == {ELSEWHERE, "127.0.0.1"}
    installs = set(DailyOrigin.objects.filter(play_id=start["id"]).values_list("install", flat=True))
    assert origin_digest(challenge=challenge, kind="install", value="install-4") in installs
    # Over HTTP as well, from the same server: the address the socket and REST read is one.
    with httpx.Client(base_url=live.url, headers={"Authorization": f"Bearer {token}"}, timeout=20) as http:
        assert http.get(f"/api/v1/plays/{start['id']}").status_code == 200
    assert addresses_of(start["id"], challenge) == {ELSEWHERE, "127.0.0.1"}
