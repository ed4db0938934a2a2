from django.db import migrations, models


def from_screening(apps, schema_editor):
    """A ladder-2 day whose winning line is the solver's: par, and gold with it, came from the solver. Ladder-1
    days and the others keep the default (a player)."""
    DailyChallenge = apps.get_model("games", "DailyChallenge")
    solver_days = [
        challenge.pk
        for challenge in DailyChallenge.objects.only("pk", "screening").iterator()
        if (challenge.screening.get("line") or {}).get("by") == "solver"
    ]
    DailyChallenge.objects.filter(pk__in=solver_days).update(par_by="solver", gold_by="solver")


class Migration(migrations.Migration):
    dependencies = [
        ("games", "0011_play_analysis"),
    ]

    operations = [
        migrations.AddField(
            model_name="dailychallenge",
            name="par_by",
            field=models.CharField(default="player", max_length=8),
        ),
        migrations.AddField(
            model_name="dailychallenge",
            name="gold",
            field=models.IntegerField(blank=True, help_text="Null: gold is par.", null=True),
        ),
        migrations.AddField(
            model_name="dailychallenge",
            name="gold_by",
            field=models.CharField(default="player", max_length=8),
        ),
        migrations.RunPython(from_screening, migrations.RunPython.noop),
    ]
