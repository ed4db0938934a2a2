from __future__ import annotations

import uuid

from django.conf import settings
from django.db import models


class Mode(models.TextChoices):
    PRACTICE = "practice"
    DAILY = "daily"
    RACE = (
        "race"  # a racer's play of a race's deal (races/): no hint, no undo, moves only in the race's window
    )


class PlayStatus(models.TextChoices):
    PLAYING = "playing"
    WON = "won"
    LOST = "lost"


class Play(models.Model):
    """One game of one player, played on the server.

    ``version`` counts every change to the position (actions and undos), so it only ever grows: a client
    that holds version N knows it is current exactly when the server's is N. The log that ``state`` is the
    replay of is in ``PlayAction`` rows, one per action (undone actions leave it); ``action_count`` is its
    length, so a move reads and writes no more of it than the one entry it appends.
    """

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    player = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="plays")
    game = models.CharField(max_length=32)
    engine_version = models.CharField(max_length=16)
    options = models.JSONField()
    preset = models.CharField(max_length=32, blank=True)
    seed = models.CharField(max_length=128)
    mode = models.CharField(max_length=16, choices=Mode.choices, default=Mode.PRACTICE)
    daily_challenge = models.ForeignKey(
        "games.DailyChallenge", null=True, blank=True, on_delete=models.PROTECT, related_name="plays"
    )
    status = models.CharField(max_length=16, choices=PlayStatus.choices, default=PlayStatus.PLAYING)
    end_reason = models.CharField(max_length=64, blank=True)
    score = models.IntegerField(default=0)
    rank_key = models.JSONField(default=list)
    version = models.PositiveIntegerField(default=0)
    action_count = models.PositiveIntegerField(default=0)
    state = models.JSONField()
    undo_count = models.PositiveIntegerField(default=0)
    hint_count = models.PositiveIntegerField(default=0)
    # See games.fair_play: decided when the play starts, lost for good at the first hint or undo.
    ranked = models.BooleanField(default=False)
    unranked_reason = models.CharField(max_length=200, blank=True)
    dealt_by_server = models.BooleanField(
        default=False, help_text="The server drew the seed; it stays secret until the play ends."
    )
    is_public = models.BooleanField(default=False, help_text="A finished practice log shared by link.")
    taken_back_after_end = models.BooleanField(
        default=False,
        help_text="A lost practice game whose last move was taken back to play on: it never ranks.",
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)
    finished_at = models.DateTimeField(null=True, blank=True)
    # A play that accepts moves only from ``opens_at`` (409 before) until ``closes_at`` (410 from then on): a
    # race's countdown and time limit. Its seed stays secret until ``closes_at`` (``selectors.seed_is_public``).
    opens_at = models.DateTimeField(null=True, blank=True)
    closes_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        indexes = [
            models.Index(fields=["player", "-created_at"]),
            models.Index(fields=["player", "game", "status", "mode", "-created_at"]),
        ]
        constraints = [
            # One scored attempt per player and daily challenge, guaranteed by the database.
            models.UniqueConstraint(
                fields=["player", "daily_challenge"],
                condition=models.Q(daily_challenge__isnull=False),
                name="games_play_one_attempt_per_daily",
            ),
            # One open ranked practice deal per player and game: drawing another resigns it
            # (games.services._ranked_practice_draw), so every deal drawn counts (docs/fair-play.md).
            models.UniqueConstraint(
                fields=["player", "game"],
                condition=models.Q(mode="practice", ranked=True, status="playing"),
                name="games_play_one_open_ranked_practice",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.game} play {self.id} ({self.status})"

    @property
    def is_over(self) -> bool:
        return self.status != PlayStatus.PLAYING


class PlayAction(models.Model):
    """One entry of a play's action log, in the spelling the engine lists (``GameDefinition.apply_logged``).

    A move inserts one row at ``index = action_count`` and an undo deletes the last one: the cost of either is
    flat in the length of the game (the log used to be one JSON column that each move read, copied and wrote
    back whole). Readers go through ``games.selectors.play_log`` / ``play_logs``."""

    # No index of its own: the unique (play, index) pair leads with the play, and serves every read.
    play = models.ForeignKey(Play, on_delete=models.CASCADE, related_name="log", db_index=False)
    index = models.PositiveIntegerField()
    action = models.JSONField()

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["play", "index"], name="games_playaction_one_per_index")
        ]

    def __str__(self) -> str:
        return f"play {self.play_id} action {self.index}"


class DailyChallenge(models.Model):
    """One deal per UTC date, game and preset. ``seed`` stays on the server until ``closes_at`` + the grace period (``selectors.daily_is_revealed``)."""

    date = models.DateField()
    game = models.CharField(max_length=32)
    preset = models.CharField(max_length=32)
    options = models.JSONField()
    engine_version = models.CharField(max_length=16)
    seed = models.CharField(max_length=128)
    attempt = models.PositiveSmallIntegerField(
        default=0, help_text="Candidates screened out before this one."
    )
    commitment = models.CharField(max_length=64)
    difficulty = models.CharField(max_length=16, blank=True)
    par = models.IntegerField(null=True, blank=True)
    # Who reached par and gold (games.daily.ladder.PAR_BY, GOLD_BY), and gold when it is not par (rule ladder-3 on
    # a day whose par came from the solver): columns, not reads of ``screening``, which lists defer.
    par_by = models.CharField(max_length=8, default="player")
    gold = models.IntegerField(null=True, blank=True, help_text="Null: gold is par.")
    gold_by = models.CharField(max_length=8, default="player")
    screening = models.JSONField(default=dict)
    opens_at = models.DateTimeField()
    closes_at = models.DateTimeField()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["date", "game"], name="games_daily_one_per_game")]
        indexes = [models.Index(fields=["date"])]

    def __str__(self) -> str:
        return f"{self.date} {self.game}/{self.preset}"


class MonthCommitment(models.Model):
    """The hash chain over every day's candidate seeds of a month, published before it starts
    (``games.daily.commitments``)."""

    month = models.DateField(unique=True, help_text="The first day of the month.")
    rule = models.CharField(max_length=32, help_text="The screening rule the month's days use.")
    leaves = models.JSONField(help_text="[{date, game, leaf}] in date order, then the games' order.")
    root = models.CharField(max_length=64)
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        return f"month {self.month:%Y-%m} {self.root[:12]}"


class DailyOrigin(models.Model):
    """Where a daily attempt was started or resumed from, kept only to link two accounts that played one deal
    from the same network address or the same client installation on its day (docs/fair-play.md, "Linked
    accounts"). Keyed digests only (HMAC with the server's secret and the day, so a digest links nothing across
    days and names no address); deleted two days after the day closes (``daily_origins_purge``)."""

    play = models.ForeignKey(Play, on_delete=models.CASCADE, related_name="origins")
    daily_challenge = models.ForeignKey(DailyChallenge, on_delete=models.CASCADE, related_name="origins")
    address = models.CharField(max_length=64, blank=True)
    install = models.CharField(max_length=64, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["play", "address", "install"], name="games_daily_origin_once"),
        ]
        indexes = [
            models.Index(fields=["daily_challenge", "address"], name="games_origin_address"),
            models.Index(fields=["daily_challenge", "install"], name="games_origin_install"),
        ]

    def __str__(self) -> str:
        return f"origin of play {self.play_id}"


class AnalysisStatus(models.TextChoices):
    PENDING = "pending"
    DONE = "done"


class PlayAnalysis(models.Model):
    """The post-game analysis of one finished play (``games.analysis``), computed once by the worker and kept:
    the play's log never changes once it is over, so neither does its analysis. ``result`` is
    ``games.engines.analysis.Analysis.to_json`` with the continuation's moves in words, or ``{"kind": "won"}``
    for a win with nothing to find."""

    play = models.OneToOneField(Play, primary_key=True, on_delete=models.CASCADE, related_name="analysis")
    status = models.CharField(max_length=16, choices=AnalysisStatus.choices, default=AnalysisStatus.PENDING)
    result = models.JSONField(default=dict)
    cpu_seconds = models.FloatField(null=True, blank=True)
    requested_at = models.DateTimeField()
    done_at = models.DateTimeField(null=True, blank=True)

    def __str__(self) -> str:
        return f"analysis of play {self.play_id} ({self.status})"
