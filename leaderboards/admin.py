"""The operators' view of the plays held for review (docs/fair-play.md): every held score whatever held it (the
copy rule, a linked account, the knowledge audit, a replay that failed) with its audit's verdict, the audits with
their evidence, and a release."""

from django.contrib import admin

from leaderboards.models import KnowledgeAudit, Score, ScoreStatus
from leaderboards.review import score_release


def _release_held(modeladmin: admin.ModelAdmin, request, scores) -> None:
    released, waiting, audited_first = 0, 0, 0
    for score in scores:
        if score.status != ScoreStatus.HELD:
            continue
        try:
            result = score_release(score_id=score.pk)
        except ValueError:  # still waiting for its knowledge audit: the audit decides it first
            waiting += 1
            continue
        if result.status == ScoreStatus.HELD:  # released into a medal or the top 10 unaudited: audited first
            audited_first += 1
            continue
        released += 1
    message = f"{released} held score(s) released"
    if audited_first:
        message += (
            f"; {audited_first} released from review into a medal or the top 10 without an audit, and held for it"
            " (or as a linked account's): see their reasons"
        )
    if waiting:
        message += (
            f"; {waiting} still waiting for the knowledge audit, not released (the audit decides them first)"
        )
    modeladmin.message_user(request, message)


@admin.register(Score)
class ScoreAdmin(admin.ModelAdmin):
    list_display = (
        "id",
        "user",
        "game",
        "daily_challenge",
        "status",
        "score",
        "reason",
        "audit",
        "statistic",
    )
    list_filter = ("status", "game")  # status "held": the review's queue, whatever held each score
    search_fields = ("user__username",)
    fields = readonly_fields = (
        "user", "game", "daily_challenge", "play", "status", "reason", "score", "won", "result", "ranked",
        "provisional", "submitted_at", "verified_at",
    )  # fmt: skip
    actions = ("release",)

    @admin.display(description="audit")
    def audit(self, score: Score) -> str:
        record = getattr(score, "knowledge_audit", None)
        return record.verdict if record is not None else "-"

    @admin.display(description="statistic")
    def statistic(self, score: Score) -> float | None:
        record = getattr(score, "knowledge_audit", None)
        return record.statistic if record is not None else None

    @admin.action(description="Release the selected held scores onto their boards (reviewed: honest)")
    def release(self, request, queryset) -> None:
        _release_held(self, request, queryset)

    def get_queryset(self, request):
        return (
            super()
            .get_queryset(request)
            .select_related("user", "daily_challenge", "knowledge_audit")
            .defer("actions")  # the whole move log: a list never reads it
        )

    def has_add_permission(self, request) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False


@admin.register(KnowledgeAudit)
class KnowledgeAuditAdmin(admin.ModelAdmin):
    list_display = (
        "score",
        "player",
        "game",
        "verdict",
        "held_for",
        "statistic",
        "account",
        "percentile",
        "attempts",
        "cpu_ms",
        "audited_at",
    )
    list_filter = ("verdict", "score__status", "score__game")
    search_fields = ("score__user__username",)
    readonly_fields = [field.name for field in KnowledgeAudit._meta.fields]
    actions = ("release",)

    @admin.display(description="player")
    def player(self, record: KnowledgeAudit) -> str:
        return record.score.user.username

    @admin.display(description="game")
    def game(self, record: KnowledgeAudit) -> str:
        return record.score.game

    @admin.display(description="held for")
    def held_for(self, record: KnowledgeAudit) -> str:
        """The score's reason when it is held (the audit, a linked account, the copy rule), else its status."""
        score = record.score
        return score.reason[:120] if score.status == ScoreStatus.HELD else score.status

    @admin.action(description="Release the selected held wins onto their boards (reviewed: honest)")
    def release(self, request, queryset) -> None:
        _release_held(self, request, [record.score for record in queryset.select_related("score")])

    def get_queryset(self, request):
        return super().get_queryset(request).select_related("score", "score__user")
