"""A model of the service, driven by hypothesis: two players start, act, undo, resign and submit across the
games, and after every step the invariants hold."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    Bundle,
    RuleBasedStateMachine,
    consumes,
    invariant,
    rule,
    run_state_machine_as_test,
)
from rest_framework.test import APIClient

from accounts.models import AccessToken
from accounts.services import token_issue
from games.engines.bots import RandomBot, play_out
from games.engines.registry import get_game, slugs
from games.models import Play
from games.selectors import play_log
from leaderboards.models import Score, ScoreStatus
from tests.factories import UserFactory

_names = itertools.count()


class ServiceModel(RuleBasedStateMachine):
    plays = Bundle("plays")

    def __init__(self, capture):
        super().__init__()
        self.capture = capture
        self.clients, self.users = [], []
        for _ in range(2):
            user = UserFactory(username=f"model-{next(_names)}")
            client = APIClient()
            client.credentials(
                HTTP_AUTHORIZATION=f"Bearer {token_issue(user=user, kind=AccessToken.Kind.LOGIN).key}"
            )
            self.users.append(user)
            self.clients.append(client)
        self.versions: dict[str, int] = {}
        self.owner: dict[str, int] = {}
        self.submitted: list[int] = []

    def committed(self, request):
        with self.capture(execute=True):
            return request()

    @rule(
        target=plays,
        who=st.integers(0, 1),
        game=st.sampled_from(sorted(slugs())),
        seed=st.text(
            st.characters(exclude_characters="\x00", exclude_categories=["Cs"]), min_size=1, max_size=12
        ),  # NUL: see docs/deals.md
    )
    def start(self, who, game, seed):
        response = self.clients[who].post("/api/v1/plays", {"game": game, "seed": seed}, format="json")
        assert response.status_code == 201, response.json()
        play = response.json()
        self.versions[play["id"]], self.owner[play["id"]] = 0, who
        return play["id"]

    def _current(self, play_id):
        return self.clients[self.owner[play_id]].get(f"/api/v1/plays/{play_id}").json()

    @rule(play_id=plays, pick=st.integers(0, 10_000))
    def act(self, play_id, pick):
        state = self._current(play_id)
        if state["status"] != "playing":
            return
        action = state["legal_actions"][pick % len(state["legal_actions"])]["action"]
        client = self.clients[self.owner[play_id]]
        response = self.committed(lambda: client.post(f"/api/v1/plays/{play_id}/actions",
                                                      {"action": action, "expected_version": state["version"]}, format="json"))  # fmt: skip
        assert response.status_code == 200, response.json()
        assert response.json()["version"] == state["version"] + 1
        stale = client.post(
            f"/api/v1/plays/{play_id}/actions",
            {"action": action, "expected_version": state["version"]},
            format="json",
        )
        assert stale.status_code == 409

    @rule(play_id=plays)
    def undo(self, play_id):
        state = self._current(play_id)
        response = self.clients[self.owner[play_id]].post(
            f"/api/v1/plays/{play_id}/undo", {"expected_version": state["version"]}, format="json"
        )
        if state["status"] == "playing" and state["actions_count"] > 0:
            assert (
                response.status_code == 200 and response.json()["actions_count"] == state["actions_count"] - 1
            )
        else:
            assert response.status_code == 409

    @rule(play_id=consumes(plays))
    def resign(self, play_id):
        state = self._current(play_id)
        client = self.clients[self.owner[play_id]]
        response = self.committed(
            lambda: client.post(
                f"/api/v1/plays/{play_id}/resign", {"expected_version": state["version"]}, format="json"
            )
        )
        assert response.status_code == (200 if state["status"] == "playing" else 409)

    @rule(play_id=plays)
    def the_other_player_sees_nothing(self, play_id):
        other = self.clients[1 - self.owner[play_id]]
        assert other.get(f"/api/v1/plays/{play_id}").status_code == 404
        resign = other.post(f"/api/v1/plays/{play_id}/resign", {"expected_version": 0}, format="json")
        assert resign.status_code == 404

    @rule(who=st.integers(0, 1), game=st.sampled_from(sorted(slugs())), seed=st.integers(0, 10**6))
    def submit_offline(self, who, game, seed):
        definition = get_game(game)
        final, log = play_out(definition, definition.new_game(f"offline-{seed}"), RandomBot(seed=seed))
        body = {
            "game": game,
            "seed": f"offline-{seed}",
            "actions": log,
            "claimed_score": definition.score(final),
        }
        response = self.committed(lambda: self.clients[who].post("/api/v1/scores", body, format="json"))
        assert response.status_code in (200, 202)
        self.submitted.append(response.json()["id"])

    @invariant()
    def versions_only_grow_and_the_state_is_the_replay_of_the_log(self):
        for play in Play.objects.filter(pk__in=list(self.versions)):
            assert play.version >= self.versions[str(play.id)]
            self.versions[str(play.id)] = play.version
            game = get_game(play.game)
            assert game.serialize(game.replay(play.seed, play.options, play_log(play))) == play.state

    @invariant()
    def every_score_verifies(self):
        scores = Score.objects.filter(user__in=self.users)
        assert not scores.exclude(status=ScoreStatus.VERIFIED).exists()
        assert set(self.submitted) <= set(scores.values_list("id", flat=True))


@pytest.mark.django_db
def test_the_service_keeps_its_invariants_under_any_sequence_of_operations(
    django_capture_on_commit_callbacks,
):
    run_state_machine_as_test(
        lambda: ServiceModel(django_capture_on_commit_callbacks),
        settings=settings(
            max_examples=5, stateful_step_count=10, deadline=None, suppress_health_check=list(HealthCheck)
        ),
    )
