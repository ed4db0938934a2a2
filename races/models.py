from __future__ import annotations

import uuid

from django.conf import settings
from django.db import models

MIN_PLAYERS, MAX_PLAYERS = 2, 8


class RaceStatus(models.TextChoices):
    LOBBY = "lobby"  # players join; the creator starts it (a quick match starts when full)
    RUNNING = "running"  # the countdown, then the race, until everyone finished or the time limit
    FINISHED = "finished"  # every play ended; results wait for the server's replays
    RATED = "rated"  # results verified, placements and race ratings recorded
    CANCELLED = "cancelled"  # everyone left the lobby


class Race(models.Model):
    """One deal raced by 2 to 8 players. ``seed`` is drawn by the server at the start and stays secret until
    the race ends."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    game = models.CharField(max_length=32)
    preset = models.CharField(max_length=32)
    creator = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    quick = models.BooleanField(default=False, help_text="Made by the quick-match queue.")
    capacity = models.PositiveSmallIntegerField(default=4)
    time_limit_seconds = models.PositiveIntegerField(default=300)
    status = models.CharField(max_length=16, choices=RaceStatus.choices, default=RaceStatus.LOBBY)
    seed = models.CharField(max_length=128, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    starts_at = models.DateTimeField(null=True, blank=True)
    ends_at = models.DateTimeField(null=True, blank=True, help_text="The time limit: no move from then on.")
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        indexes = [
            models.Index(fields=["status", "quick", "game", "preset", "created_at"]),
            models.Index(fields=["status", "ends_at"]),
        ]

    def __str__(self) -> str:
        return f"{self.game} race {self.id} ({self.status})"


class Racer(models.Model):
    race = models.ForeignKey(Race, on_delete=models.CASCADE, related_name="racers")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    seat = models.PositiveSmallIntegerField()
    play = models.OneToOneField(
        "games.Play", null=True, blank=True, on_delete=models.SET_NULL, related_name="racer"
    )
    joined_at = models.DateTimeField(auto_now_add=True)
    left = models.BooleanField(default=False, help_text="Left the running race: resigned.")
    finished_at = models.DateTimeField(null=True, blank=True)
    placement = models.PositiveSmallIntegerField(null=True, blank=True)
    rating_before = models.FloatField(null=True, blank=True)
    rating_after = models.FloatField(null=True, blank=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["race", "user"], name="races_racer_once")]
        indexes = [models.Index(fields=["user", "joined_at"])]

    def __str__(self) -> str:
        return f"{self.user_id} in race {self.race_id}"


class RaceRating(models.Model):
    """A player's race skill in one game (openskill Plackett-Luce over verified race results), apart from the
    daily rating (``leaderboards.models.Rating``)."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    game = models.CharField(max_length=32)
    mu = models.FloatField()
    sigma = models.FloatField()
    ordinal = models.FloatField()
    races = models.PositiveIntegerField(default=0)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["user", "game"], name="races_rating_once_per_game")]
        indexes = [models.Index(fields=["game", "-ordinal"])]

    def __str__(self) -> str:
        return f"{self.user_id} {self.game} race rating {self.ordinal:.2f}"
