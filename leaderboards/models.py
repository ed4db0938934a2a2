from __future__ import annotations

from django.conf import settings
from django.db import models


class ScoreStatus(models.TextChoices):
    PENDING = "pending"
    VERIFIED = "verified"
    REJECTED = "rejected"
    # Verified once, then found not to replay any more (``manage.py leaderboards reverify``): kept, off
    # every board, with the reason in ``reason`` and a ScoreAudit record.
    VOIDED = "voided"
    # Replayed and valid, but held off every board until an operator looks (docs/fair-play.md): its log repeats
    # another account's earlier play of the same deal. ``reason`` says which and why.
    HELD = "held"


class Result(models.TextChoices):
    WON = "won"
    LOST = "lost"
    RESIGNED = "resigned"


class Score(models.Model):
    """A claimed result. It ranks only once the server has replayed its log from the seed (``verified``),
    and then with the server's own score and rank key, never the client's, and only when ``ranked`` (the
    play's flag, see games.fair_play): a casual score is verified and kept, never on a board.

    A board orders by ``provisional`` first (an account registered after its daily opened ranks below every
    established player, docs/fair-play.md), then ``won`` (every win above every loss), then ``finished`` (a game
    played to its end above every resignation and abandoned daily), then ``rank_1..rank_4``, the engine's rank
    key (larger is better), so the database can sort by them.
    """

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="scores")
    game = models.CharField(max_length=32)
    preset = models.CharField(max_length=32, blank=True)
    options = models.JSONField()
    engine_version = models.CharField(max_length=16)
    daily_challenge = models.ForeignKey(
        "games.DailyChallenge", null=True, blank=True, on_delete=models.PROTECT, related_name="scores"
    )
    play = models.OneToOneField(
        "games.Play", null=True, blank=True, on_delete=models.SET_NULL, related_name="score_entry"
    )
    seed = models.CharField(max_length=128)
    actions = models.JSONField()
    log_digest = models.CharField(
        max_length=64, help_text="SHA-256 of game, options, seed and log: one score per game played."
    )
    # NULL, not "", when absent: the unique constraint below must ignore submissions without a key.
    idempotency_key = models.CharField(max_length=128, null=True, blank=True)  # noqa: DJ001
    claimed_score = models.IntegerField(null=True, blank=True)
    ranked = models.BooleanField(default=False)
    unranked_reason = models.CharField(max_length=200, blank=True)
    result = models.CharField(max_length=16, choices=Result.choices, blank=True)
    score = models.IntegerField(null=True, blank=True)
    won = models.BooleanField(default=False)
    finished = models.BooleanField(
        default=True, help_text="Played to its end; False for a resignation (an abandoned daily is one)."
    )
    provisional = models.BooleanField(
        default=False,
        help_text="A daily of an account registered after the day opened: ranks below the rest.",
    )
    rank_key = models.JSONField(default=list)
    rank_1 = models.BigIntegerField(default=0)
    rank_2 = models.BigIntegerField(default=0)
    rank_3 = models.BigIntegerField(default=0)
    rank_4 = models.BigIntegerField(default=0)
    actions_count = models.PositiveIntegerField(default=0)
    duration_seconds = models.PositiveIntegerField(null=True, blank=True)
    status = models.CharField(max_length=16, choices=ScoreStatus.choices, default=ScoreStatus.PENDING)
    reason = models.CharField(max_length=500, blank=True)
    rejected_index = models.IntegerField(null=True, blank=True)
    submitted_at = models.DateTimeField(auto_now_add=True)
    verified_at = models.DateTimeField(null=True, blank=True)
    iso_week = models.CharField(
        max_length=8, blank=True, help_text="YYYY-Www of the submission, for weekly boards."
    )

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["user", "log_digest"], name="leaderboards_score_once_per_log"),
            models.UniqueConstraint(
                fields=["user", "idempotency_key"],
                condition=models.Q(idempotency_key__isnull=False),
                name="leaderboards_score_idempotency_key",
            ),
        ]
        indexes = [
            models.Index(fields=["status", "submitted_at"]),
            models.Index(
                fields=[
                    "game",
                    "preset",
                    "ranked",
                    "status",
                    "provisional",
                    "-won",
                    "-finished",
                    "-rank_1",
                    "-rank_2",
                    "-rank_3",
                    "-rank_4",
                    "verified_at",
                ],
                name="lb_board_order",
            ),
            models.Index(
                fields=[
                    "daily_challenge",
                    "ranked",
                    "status",
                    "provisional",
                    "-won",
                    "-finished",
                    "-rank_1",
                    "-rank_2",
                    "-rank_3",
                    "-rank_4",
                ],
                name="lb_daily_order",
            ),
            models.Index(fields=["user", "game", "status"]),
        ]

    def __str__(self) -> str:
        return f"{self.game} score {self.score} of {self.user_id} ({self.status})"


class ScoreAudit(models.Model):
    """What happened to a score after its verification, and why (a void by ``leaderboards reverify``)."""

    class Action(models.TextChoices):
        VOIDED = "voided"

    score = models.ForeignKey(Score, on_delete=models.CASCADE, related_name="audits")
    action = models.CharField(max_length=16, choices=Action.choices)
    reason = models.CharField(max_length=500)
    engine_version = models.CharField(max_length=16, help_text="The engine that replayed the log.")
    previous_status = models.CharField(max_length=16)
    previous_score = models.IntegerField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        return f"score {self.score_id} {self.action}: {self.reason}"


class SettledDaily(models.Model):
    """A closed daily whose ranked results have been turned into season points and rating changes (once)."""

    challenge = models.OneToOneField("games.DailyChallenge", on_delete=models.PROTECT, related_name="+")
    entrants = models.PositiveIntegerField()
    settled_at = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        return f"settled {self.challenge_id} ({self.entrants} entrants)"


class SeasonPoints(models.Model):
    """What one ranked daily result earned towards its game's season (month); see docs/leaderboards.md."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    game = models.CharField(max_length=32)
    month = models.DateField(help_text="The season: the first day of the daily's month.")
    challenge = models.ForeignKey("games.DailyChallenge", on_delete=models.PROTECT, related_name="+")
    score = models.ForeignKey(Score, on_delete=models.CASCADE, related_name="season_points")
    placement = models.PositiveIntegerField()
    entrants = models.PositiveIntegerField()
    points = models.PositiveIntegerField()

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["user", "challenge"], name="lb_season_points_once_per_daily")
        ]
        indexes = [models.Index(fields=["game", "month", "user"])]

    def __str__(self) -> str:
        return f"{self.points} points to {self.user_id} for {self.challenge_id}"


class Rating(models.Model):
    """A player's skill in one game, from the closed dailies they ranked in (openskill, Plackett-Luce).
    ``ordinal`` (mu - 3 sigma) orders the rating board: a conservative estimate that rises with evidence."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="ratings")
    game = models.CharField(max_length=32)
    mu = models.FloatField()
    sigma = models.FloatField()
    ordinal = models.FloatField()
    dailies = models.PositiveIntegerField(default=0)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["user", "game"], name="lb_rating_once_per_game")]
        indexes = [models.Index(fields=["game", "-ordinal", "user"], name="lb_rating_order")]

    def __str__(self) -> str:
        return f"{self.user_id} {self.game}: {self.ordinal:.2f}"


class RatingChange(models.Model):
    """A player's rating in a game after one closed daily: their rating history."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    game = models.CharField(max_length=32)
    challenge = models.ForeignKey("games.DailyChallenge", on_delete=models.PROTECT, related_name="+")
    placement = models.PositiveIntegerField()
    entrants = models.PositiveIntegerField()
    mu = models.FloatField()
    sigma = models.FloatField()
    ordinal = models.FloatField()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["user", "challenge"], name="lb_rating_change_once_per_daily")
        ]
        indexes = [models.Index(fields=["user", "game", "created_at"])]

    def __str__(self) -> str:
        return f"{self.user_id} {self.game} after {self.challenge_id}: {self.ordinal:.2f}"


class KnowledgeAudit(models.Model):
    """The knowledge audit of a ranked daily win that would medal or enter its board's top 10
    (``leaderboards.knowledge``, docs/fair-play.md): the score is held while it waits, then released or held for
    review with this evidence. Figures and move indices only, never a card: the day may still be open."""

    class Verdict(models.TextChoices):
        QUEUED = "queued"
        PASS = "pass"
        HOLD = "hold"
        UNKNOWN = "unknown"

    score = models.OneToOneField(Score, on_delete=models.CASCADE, related_name="knowledge_audit")
    verdict = models.CharField(max_length=16, choices=Verdict.choices, default=Verdict.QUEUED)
    statistic = models.FloatField(
        null=True, blank=True, help_text="Moves + the deal's prior, this play alone."
    )
    account = models.FloatField(null=True, blank=True, help_text="The running sum over the account's wins.")
    percentile = models.FloatField(
        null=True, blank=True, help_text="Among the honest wins the bench measured."
    )
    units = models.PositiveIntegerField(default=0)
    cpu_ms = models.PositiveIntegerField(default=0)
    evidence = models.JSONField(default=dict)
    created_at = models.DateTimeField(auto_now_add=True)
    # Indexed: the live hold rate (``leaderboards.knowledge.audit_outcomes``) reads the last days' audits at every
    # metrics scrape.
    audited_at = models.DateTimeField(null=True, blank=True, db_index=True)
    # How many times its task was sent, and when last: a crashed, killed or endless audit is sent again a few
    # times, then answers "unknown" (``leaderboards.knowledge.stale_audits_resend``).
    attempts = models.PositiveSmallIntegerField(default=0)
    sent_at = models.DateTimeField(null=True, blank=True)

    def __str__(self) -> str:
        return f"audit of score {self.score_id}: {self.verdict}"
