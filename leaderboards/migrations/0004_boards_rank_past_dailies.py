"""Scores from before ranked play existed: which of them may rank.

Only what the rules can tell from the stored rows ranks: a daily played on the server by a registered account
(dailies never allowed hints or undo). Earlier practice games cannot show whether the player chose the seed,
so they stay casual, with that reason. Results are filled in from the play (won, resigned) or the score.
After this migration, run ``manage.py leaderboards rebuild``: the board ids changed.
"""

from django.db import migrations
from django.db.models import OuterRef, Subquery

UNKNOWN_DEAL = "Played before ranked play existed: the deal may have been chosen, so it stays casual."
OFFLINE = "Played offline: the client knew every card of the deal, so offline games never rank."


def forwards(apps, schema_editor):
    Score = apps.get_model("leaderboards", "Score")
    Play = apps.get_model("games", "Play")
    ranked_dailies = Play.objects.filter(daily_challenge__isnull=False, player__is_guest=False)
    ranked_dailies.update(ranked=True, dealt_by_server=True, unranked_reason="")
    Play.objects.filter(daily_challenge__isnull=False, player__is_guest=True).update(
        dealt_by_server=True,
        unranked_reason="Started by a guest: a guest account is free to make, so 'one attempt' would mean "
        "nothing. Register to rank; games started as a guest stay casual after an upgrade.",
    )
    Play.objects.filter(daily_challenge__isnull=True).update(unranked_reason=UNKNOWN_DEAL)
    Score.objects.filter(play__in=ranked_dailies).update(ranked=True, unranked_reason="")
    reason_of_play = Play.objects.filter(pk=OuterRef("play_id")).values("unranked_reason")[:1]
    Score.objects.filter(play__isnull=False, ranked=False).update(unranked_reason=Subquery(reason_of_play))
    Score.objects.filter(play__isnull=True).update(unranked_reason=OFFLINE)
    Score.objects.filter(status="verified", won=True).update(result="won")
    Score.objects.filter(status="verified", won=False, play__end_reason="resigned").update(result="resigned")
    Score.objects.filter(status="verified", won=False, result="").update(result="lost")


class Migration(migrations.Migration):
    dependencies = [
        ("games", "0002_boards_play_ranked"),
        ("leaderboards", "0003_boards_standings_and_ratings"),
    ]

    operations = [migrations.RunPython(forwards, migrations.RunPython.noop)]
