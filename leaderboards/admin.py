"""The operators' view of the knowledge audit (docs/fair-play.md): held wins with their evidence, and a release."""

from django.contrib import admin

from leaderboards.models import KnowledgeAudit, ScoreStatus
from leaderboards.review import score_release


@admin.register(KnowledgeAudit)
class KnowledgeAuditAdmin(admin.ModelAdmin):
    list_display = (
        "score",
        "player",
        "game",
        "verdict",
        "statistic",
        "account",
        "percentile",
        "cpu_ms",
        "audited_at",
    )
    list_filter = ("verdict", "score__game")
    search_fields = ("score__user__username",)
    readonly_fields = [field.name for field in KnowledgeAudit._meta.fields]
    actions = ("release",)

    @admin.display(description="player")
    def player(self, record: KnowledgeAudit) -> str:
        return record.score.user.username

    @admin.display(description="game")
    def game(self, record: KnowledgeAudit) -> str:
        return record.score.game

    @admin.action(description="Release the selected held wins onto their boards (reviewed: honest)")
    def release(self, request, queryset) -> None:
        released = 0
        for record in queryset.select_related("score"):
            if record.score.status == ScoreStatus.HELD:
                score_release(score_id=record.score_id)
                released += 1
        self.message_user(request, f"{released} held win(s) released")

    def get_queryset(self, request):
        return super().get_queryset(request).select_related("score", "score__user")
