"""``games.play_sql``, the one hand-written query of the apps: the play it reads is the ORM's own, field by field,
on whichever database the suite runs (SQLite by default, PostgreSQL with DATABASE_URL: CI runs both)."""

from __future__ import annotations

import datetime as dt
import uuid

import pytest
from django.utils import timezone

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
