"""The linked-account rule (docs/fair-play.md, "Linked accounts"): two accounts that started or resumed the same
daily from one network address or client installation (``games.models.DailyOrigin``) are linked, and a ranked
win by one that would medal or enter the top 10, after the other's play of the deal started, is held for review
(``leaderboards.knowledge.audits_queue`` asks it)."""

from __future__ import annotations

from django.db.models import Q

from games import fair_play
from games.models import DailyOrigin, Play
from leaderboards.models import Score


def linked_reason(score: Score) -> str:
    """Why the ranked daily win ``score`` is held as a linked account's, or "": another account started (or
    resumed) the same daily from the same network address or client installation (``games.models.DailyOrigin``)
    and its play of the deal started before this one ended, finished or not (docs/fair-play.md, "Linked
    accounts"). Not only a look that ended: the rule runs once, at verification, so a look left open (or resigned
    after the win) must link as well as one that ended."""
    if not (score.ranked and score.won and score.daily_challenge_id and score.play_id):
        return ""
    mine = list(DailyOrigin.objects.filter(play_id=score.play_id).values_list("address", "install"))
    addresses = {address for address, _ in mine if address}
    installs = {install for _, install in mine if install}
    if not (addresses or installs):
        return ""
    ended = Play.objects.filter(pk=score.play_id).values_list("finished_at", flat=True).first()
    if ended is None:
        return ""
    other = (
        DailyOrigin.objects.filter(daily_challenge_id=score.daily_challenge_id, play__created_at__lt=ended)
        .exclude(play__player_id=score.user_id)
        .filter(Q(address__in=addresses) | Q(install__in=installs))
        .select_related("play__player")
        .order_by("play__created_at", "pk")
        .first()
    )
    if other is None:
        return ""
    how = "client installation" if other.install and other.install in installs else "network address"
    return fair_play.held_linked(other=other.play.player.username, how=how)
