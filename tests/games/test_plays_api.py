"""Playing over REST: every game to its end, bad input, versions, authorization, hidden cards."""

from __future__ import annotations

import json

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from games.engines.bots import Observation
from games.engines.registry import all_games, get_game, strong_bot_class
from games.models import Play
from games.selectors import play_log

pytestmark = pytest.mark.django_db
GAMES = [game.slug for game in all_games()]


def start(client, game, **fields):
    response = client.post("/api/v1/plays", {"game": game, **fields}, format="json")
    assert response.status_code == 201, response.json()
    return response.json()


def act(client, play, action, version=None):
    version = play["version"] if version is None else version
    return client.post(
        f"/api/v1/plays/{play['id']}/actions", {"action": action, "expected_version": version}, format="json"
    )


def hidden_codes(play_id):
    play = Play.objects.get(pk=play_id)
    game = get_game(play.game)
    state = game.deserialize(play.state)
    zones = game.zones(state)
    return {card for zone in game.hidden_zones for card in zones.get(zone, [])}


def strings_in(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings_in(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings_in(item)


@pytest.mark.parametrize("slug", GAMES)
def test_each_game_is_played_to_its_end_through_rest_without_leaking_a_hidden_card(alice_api, slug):
    play = start(alice_api, slug, seed=f"rest-{slug}")
    game = get_game(slug)
    bot = strong_bot_class(slug)(seed=1, budget=strong_bot_class(slug).low_budget)
    moves = 0
    while play["status"] == "playing":
        assert not hidden_codes(play["id"]) & set(strings_in(play)), "a response named a face-down card"
        stored = Play.objects.get(pk=play["id"])
        choice = bot.choose(Observation(game, game.deserialize(stored.state)))
        response = act(alice_api, play, choice.action)
        assert response.status_code == 200, response.json()
        play = response.json()
        moves += 1
        assert play["version"] == moves
    assert play["legal_actions"] == [] and play["status"] in ("won", "lost")
    stored = Play.objects.get(pk=play["id"])
    replayed = game.replay(stored.seed, stored.options, play_log(stored))
    assert game.serialize(replayed) == stored.state
    over = act(alice_api, play, {"type": "resign"})
    assert over.status_code == 409 and over.json()["error"]["code"] == "game_over"


@pytest.mark.parametrize("slug", GAMES)
def test_invalid_and_illegal_actions_get_400_with_the_reason_and_change_nothing(alice_api, slug):
    play = start(alice_api, slug, seed="bad-input")
    before = Play.objects.get(pk=play["id"]).state
    for action in ({"type": "no_such_action"}, {"type": 7}, {"nope": 1}):
        response = act(alice_api, play, action)
        assert response.status_code == 400
        assert response.json()["error"]["code"] in ("invalid_action", "illegal_action")
        assert response.json()["error"]["message"]
    not_an_object = act(alice_api, play, ["slide"])
    assert not_an_object.status_code == 400
    stored = Play.objects.get(pk=play["id"])
    assert stored.state == before and stored.version == 0 and play_log(stored) == []


def test_a_stale_expected_version_gets_409_with_the_current_version(alice_api):
    play = start(alice_api, "match3", seed="stale")
    first = play["legal_actions"][0]["action"]
    assert act(alice_api, play, first).status_code == 200
    stale = act(alice_api, play, first, version=0)
    assert stale.status_code == 409
    assert (
        stale.json()["error"]["code"] == "stale_version"
        and stale.json()["error"]["details"]["current_version"] == 1
    )
    assert Play.objects.get(pk=play["id"]).version == 1


def test_a_move_reads_the_play_once_and_appends_one_row_to_the_log_without_reading_it(alice_api):
    play = start(alice_api, "weaver", seed="one-row")  # the token is now kept in this process
    with CaptureQueriesContext(connection) as queries:
        response = act(alice_api, play, play["legal_actions"][0]["action"])
    assert response.status_code == 200 and response.json()["version"] == 1
    skipped = ("BEGIN", "SAVEPOINT", "RELEASE", "COMMIT")
    read, *writes = [q["sql"] for q in queries.captured_queries if q["sql"].split()[0] not in skipped]
    # The play is read without its log and without a lock.
    assert read.startswith("SELECT") and "FOR UPDATE" not in read and "playaction" not in read
    # PostgreSQL: one statement (the INSERT reads the UPDATE's row); SQLite: the two, in one transaction.
    assert len(writes) == (1 if connection.vendor == "postgresql" else 2)
    written = " ".join(writes)
    assert '"version" = 0' in written and '"hint_count" = 0' in written
    assert "UPDATE" in written and 'INSERT INTO "games_playaction"' in written
    stored = Play.objects.get(pk=play["id"])
    assert play_log(stored) == [play["legal_actions"][0]["action"]] and stored.version == 1
    assert stored.action_count == 1
    game = get_game("weaver")
    assert game.serialize(game.replay(stored.seed, stored.options, play_log(stored))) == stored.state


def test_undo_replays_the_log_without_its_last_action_and_is_counted(alice_api):
    play = start(alice_api, "match3", seed="undo")
    original = Play.objects.get(pk=play["id"]).state
    played = act(alice_api, play, play["legal_actions"][5]["action"]).json()
    undone = alice_api.post(
        f"/api/v1/plays/{play['id']}/undo", {"expected_version": played["version"]}, format="json"
    )
    assert undone.status_code == 200
    assert (
        undone.json()["version"] == 2
        and undone.json()["undo_count"] == 1
        and undone.json()["actions_count"] == 0
    )
    assert Play.objects.get(pk=play["id"]).state == original
    nothing = alice_api.post(f"/api/v1/plays/{play['id']}/undo", {"expected_version": 2}, format="json")
    assert nothing.status_code == 409 and nothing.json()["error"]["code"] == "nothing_to_undo"


def test_a_hint_names_a_legal_action_with_a_reason_and_is_counted(alice_api):
    play = start(alice_api, "match3", seed="hint")
    hint = alice_api.post(f"/api/v1/plays/{play['id']}/hint")
    assert hint.status_code == 200
    legal = [entry["action"] for entry in play["legal_actions"]]
    assert hint.json()["action"] in legal and hint.json()["reason"] and hint.json()["hint_count"] == 1


def test_undo_and_hint_are_refused_in_daily_mode(alice, alice_api):
    from games.services import play_start

    play = play_start(user=alice, game="match3", seed="daily-like", mode="daily")
    undo = alice_api.post(f"/api/v1/plays/{play.id}/undo", {"expected_version": 0}, format="json")
    hint = alice_api.post(f"/api/v1/plays/{play.id}/hint")
    assert undo.status_code == 403 and undo.json()["error"]["code"] == "undo_not_allowed"
    assert hint.status_code == 403 and hint.json()["error"]["code"] == "hint_not_allowed"


def test_resign_ends_the_game_as_a_loss(alice_api):
    play = start(alice_api, "weaver", seed="resign")
    response = alice_api.post(f"/api/v1/plays/{play['id']}/resign", {"expected_version": 0}, format="json")
    assert response.status_code == 200
    assert response.json()["status"] == "lost" and response.json()["end_reason"] == "resigned"


def test_another_players_play_is_404_on_every_endpoint(alice_api, bob_api):
    play = start(alice_api, "match3", seed="private")
    action = play["legal_actions"][0]["action"]
    base = f"/api/v1/plays/{play['id']}"
    responses = [
        bob_api.get(base),
        bob_api.patch(base, {"is_public": True}, format="json"),
        bob_api.post(f"{base}/actions", {"action": action, "expected_version": 0}, format="json"),
        bob_api.post(f"{base}/undo", {"expected_version": 0}, format="json"),
        bob_api.post(f"{base}/resign", {"expected_version": 0}, format="json"),
        bob_api.post(f"{base}/hint"),
        bob_api.get(f"{base}/log"),
    ]
    assert [r.status_code for r in responses] == [404] * len(responses)
    assert Play.objects.get(pk=play["id"]).version == 0


def test_without_a_token_plays_are_401(api):
    assert api.post("/api/v1/plays", {"game": "match3"}, format="json").status_code == 401
    assert api.get("/api/v1/plays").status_code == 401


def test_the_log_shows_the_practice_seed_and_may_be_shared_once_finished(alice_api, bob_api):
    play = start(alice_api, "match3", seed="shared-seed")
    refused = alice_api.patch(f"/api/v1/plays/{play['id']}", {"is_public": True}, format="json")
    assert refused.status_code == 409
    alice_api.post(f"/api/v1/plays/{play['id']}/resign", {"expected_version": 0}, format="json")
    log = alice_api.get(f"/api/v1/plays/{play['id']}/log").json()
    assert log["seed"] == "shared-seed" and log["actions"] == [{"type": "resign"}]
    assert (
        alice_api.patch(f"/api/v1/plays/{play['id']}", {"is_public": True}, format="json").status_code == 200
    )
    assert bob_api.get(f"/api/v1/plays/{play['id']}/log").json()["seed"] == "shared-seed"


def test_bad_starts_are_refused_with_the_reason(alice_api):
    unknown = alice_api.post("/api/v1/plays", {"game": "chess"}, format="json")
    assert unknown.status_code == 404 and unknown.json()["error"]["code"] == "unknown_game"
    option = alice_api.post("/api/v1/plays", {"game": "match3", "options": {"colour": "red"}}, format="json")
    assert option.status_code == 400 and "colour" in option.json()["error"]["message"]
    preset = alice_api.post("/api/v1/plays", {"game": "match3", "preset": "impossible"}, format="json")
    assert preset.status_code == 400 and "impossible" in preset.json()["error"]["message"]
    long_seed = alice_api.post("/api/v1/plays", {"game": "match3", "seed": "s" * 129}, format="json")
    assert long_seed.status_code == 400
    assert not Play.objects.exists()


def test_my_plays_are_listed_filtered_and_paginated_without_n_plus_one(
    alice_api, bob_api, django_assert_max_num_queries
):
    for n in range(3):
        start(alice_api, "match3", seed=f"list-{n}")
    start(alice_api, "weaver", seed="list-w")
    start(bob_api, "match3", seed="bob")
    with django_assert_max_num_queries(4):
        page = alice_api.get("/api/v1/plays", {"page_size": 2}).json()
    assert len(page["results"]) == 2 and page["next"]
    rest = alice_api.get(page["next"]).json()
    assert len(rest["results"]) == 2 and not rest["next"]
    match3 = alice_api.get("/api/v1/plays", {"game": "match3"}).json()["results"]
    assert len(match3) == 3 and all(p["game"] == "match3" for p in match3)


def test_the_catalogue_lists_every_game_with_options_presets_and_rules(api):
    catalogue = api.get("/api/v1/games/").json()
    assert sorted(entry["slug"] for entry in catalogue) == sorted(GAMES)
    for entry in catalogue:
        assert entry["options_schema"]["presets"] and entry["rules_url"].endswith(entry["slug"])
    json.dumps(catalogue)


@pytest.mark.parametrize("route", ["actions", "undo", "resign"])
def test_a_change_without_expected_version_is_a_400_naming_it_and_changes_nothing(alice_api, route):
    """Issue 23: without it, 50 identical moves were applied 33 times."""
    play = start(alice_api, "match3", seed="no-version")
    act(alice_api, play, play["legal_actions"][0]["action"])
    body = {"action": play["legal_actions"][1]["action"]} if route == "actions" else {}
    response = alice_api.post(f"/api/v1/plays/{play['id']}/{route}", body, format="json")
    assert response.status_code == 400
    assert "expected_version" in response.json()["error"]["message"]
    assert "expected_version" in response.json()["error"]["details"]["fields"]
    assert Play.objects.get(pk=play["id"]).version == 1


def test_an_integral_number_is_an_integer_as_the_schema_says_and_a_fraction_is_refused(alice_api):
    # OpenAPI 3.1 is JSON Schema: 0.0 is an integer there, and a client that writes numbers as floats sends it.
    play = alice_api.post("/api/v1/plays", {"game": "weaver"}, format="json").json()
    move = {"action": play["legal_actions"][0]["action"]}
    refused = alice_api.post(
        f"/api/v1/plays/{play['id']}/actions", {**move, "expected_version": 0.5}, format="json"
    )
    assert refused.status_code == 400 and refused.json()["error"]["code"] == "invalid"
    moved = alice_api.post(
        f"/api/v1/plays/{play['id']}/actions", {**move, "expected_version": 0.0}, format="json"
    )
    assert moved.status_code == 200 and moved.json()["version"] == 1


def test_an_option_given_as_an_integral_number_is_the_whole_number(alice_api):
    body = {"game": "match3", "options": {"target_sets": 6.0}}
    started = alice_api.post("/api/v1/plays", body, format="json")
    assert started.status_code == 201 and started.json()["view"]["options"]["target_sets"] == 6
    refused = alice_api.post(
        "/api/v1/plays", {"game": "match3", "options": {"target_sets": 6.5}}, format="json"
    )
    assert refused.status_code == 400 and refused.json()["error"]["code"] == "invalid_options"
