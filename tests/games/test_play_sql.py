"""``games.play_sql``, the one hand-written query of the apps: the play it reads is the ORM's own, field by field,
on whichever database the suite runs (SQLite by default, PostgreSQL with DATABASE_URL: CI runs both)."""

from __future__ import annotations

import datetime as dt
import uuid

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from api.error_codes import ErrorCode
from api.errors import ApiError
from games.models import DailyChallenge, Mode, Play
from games.play_sql import play_to_change
from games.services import play_act, play_start

pytestmark = pytest.mark.django_db


def fields(play: Play) -> dict:
    return {field.attname: getattr(play, field.attname) for field in Play._meta.concrete_fields}


def test_the_raw_read_gives_the_play_the_orm_gives_field_by_field(alice):
    play = play_start(user=alice, game="journey", seed="raw-read")
    change = play_act(play_id=play.pk, user=alice, action={"type": "resign"}, expected_version=0)
    assert change.play.is_over
    stored = Play.objects.get(pk=play.pk)
    read = play_to_change(play.pk, alice.pk)
    assert read is not None and fields(read) == fields(stored)
    assert isinstance(read.id, uuid.UUID) and isinstance(read.state, dict) and isinstance(read.rank_key, list)
    assert read.finished_at is not None and read.finished_at.tzinfo is not None
    assert fields(play_to_change(str(play.pk), None)) == fields(stored)  # the id as the URL spells it


def test_the_raw_read_finds_no_play_of_another_player_nor_one_that_is_gone(alice, bob):
    play = play_start(user=alice, game="match3", seed="raw-mine")
    assert play_to_change(play.pk, bob.pk) is None
    assert play_to_change(uuid.uuid4(), alice.pk) is None
    assert play_to_change(uuid.uuid4(), None) is None


def test_a_dailys_challenge_is_read_when_asked_for(alice):
    now = timezone.now()
    challenge = DailyChallenge.objects.create(
        date=now.date(), game="match3", preset="classic", options={}, engine_version="1", seed="raw-daily",
        commitment="0" * 64, opens_at=now - dt.timedelta(hours=1), closes_at=now + dt.timedelta(hours=1),
    )  # fmt: skip
    play = play_start(
        user=alice, game="match3", seed=challenge.seed, mode=Mode.DAILY, daily_challenge=challenge
    )
    read = play_to_change(play.pk, alice.pk)
    assert read is not None and read.daily_challenge == challenge


def _first_action(play: Play) -> dict:
    from games.selectors import play_snapshot

    return play_snapshot(play)["legal_actions"][0]["action"]


def test_a_move_from_a_known_play_is_one_write_when_the_play_is_as_known(alice):
    """The play socket keeps the play it last wrote (``known``): its next move reads nothing."""
    play = play_start(user=alice, game="weaver", seed="known-as-is")
    known = play_to_change(play.pk, alice.pk)
    assert known is not None
    with CaptureQueriesContext(connection) as queries:
        change = play_act(
            play_id=play.pk, user=alice, action=_first_action(known), expected_version=0, known=known
        )
    statements = [query["sql"].split()[0].upper() for query in queries.captured_queries]
    # PostgreSQL: one UPDATE…INSERT statement (WITH); SQLite: the UPDATE and the INSERT in a savepoint.
    assert "SELECT" not in statements, statements
    assert statements == (
        ["WITH"] if connection.vendor == "postgresql" else ["SAVEPOINT", "UPDATE", "INSERT", "RELEASE"]
    )
    assert change.play.version == 1 and Play.objects.get(pk=play.pk).version == 1


def test_a_move_from_a_known_play_changed_since_is_judged_on_the_play_as_it_is(alice):
    """A stale ``known`` (a tab or REST moved meanwhile) is never written over: the conditional write misses and
    the move goes again from a fresh read, which answers a move on the old version with 409 and the current one,
    and applies a move on the current version once."""
    play = play_start(user=alice, game="weaver", seed="known-stale")
    stale = play_to_change(play.pk, alice.pk)
    assert stale is not None
    play_act(play_id=play.pk, user=alice, action=_first_action(stale), expected_version=0)
    with pytest.raises(ApiError) as refused:
        play_act(play_id=play.pk, user=alice, action=_first_action(stale), expected_version=0, known=stale)
    assert (
        refused.value.error_code == ErrorCode.STALE_VERSION and refused.value.details["current_version"] == 1
    )

    stale = play_to_change(play.pk, alice.pk)
    assert stale is not None
    current = play_to_change(play.pk, alice.pk)
    assert current is not None
    play_act(play_id=play.pk, user=alice, action=_first_action(current), expected_version=1)
    # The socket's play says version 1, the row 2: a move sent on version 2 is applied once, from the row.
    moved = play_to_change(play.pk, alice.pk)
    assert moved is not None
    change = play_act(
        play_id=play.pk, user=alice, action=_first_action(moved), expected_version=2, known=stale
    )
    assert change.play.version == 3
    stored = Play.objects.get(pk=play.pk)
    assert stored.version == 3 and stored.action_count == 3 and stored.log.count() == 3


def test_my_daily_plays_says_what_the_orm_says_of_each_attempt_and_its_score(alice, bob):
    """Today's one query (games.daily.today): my attempts only, each with its score's fields or None."""
    from games.fair_play import SCORE_SHOWN_TO_OWNER
    from games.play_sql import my_daily_plays

    now = timezone.now()
    day = {"opens_at": now - dt.timedelta(hours=1), "closes_at": now + dt.timedelta(hours=1)}
    challenges = [
        DailyChallenge.objects.create(
            date=now.date(),
            game=game,
            preset="classic",
            options={},
            engine_version="1",
            seed=f"mine-{game}",
            commitment="0" * 64,
            **day,
        )
        for game in ("match3", "journey", "weaver")
    ]
    finished, playing = (
        play_start(user=alice, game=c.game, seed=c.seed, mode=Mode.DAILY, daily_challenge=c)
        for c in challenges[:2]
    )
    play_start(user=bob, game="weaver", seed="mine-weaver", mode=Mode.DAILY, daily_challenge=challenges[2])
    play_act(play_id=finished.pk, user=alice, action={"type": "resign"}, expected_version=0)
    mine = my_daily_plays(alice.pk, [c.pk for c in challenges])
    assert set(mine) == {challenges[0].pk, challenges[1].pk}  # not bob's, not a day alice never started
    for play in (finished, playing):
        stored = Play.objects.select_related("score_entry").get(pk=play.pk)
        score = getattr(stored, "score_entry", None)
        read = mine[play.daily_challenge_id]
        assert (read.id, read.status, read.score) == (stored.id, stored.status, stored.score)
        assert [read.score_status, read.score_reason, read.score_result, read.score_provisional] == [
            getattr(score, name) if score is not None else None for name in SCORE_SHOWN_TO_OWNER
        ]
    assert mine[finished.daily_challenge_id].score_status is not None  # a finished daily has its score
    assert mine[playing.daily_challenge_id].score_status is None
    assert my_daily_plays(alice.pk, []) == {}
