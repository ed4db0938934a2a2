"""The action log leaves the play row: one ``PlayAction`` row per action, and the play keeps its length.

Two migrations, because PostgreSQL refuses to alter a table in the transaction that has just written rows
with deferred foreign-key checks against it: this one creates the log and copies every play's actions into it,
``0007_remove_play_actions`` drops the old column."""

import django.db.models.deletion
from django.db import migrations, models

# Plays read per round and rows written per INSERT: memory stays flat whatever the table holds.
PLAYS_PER_ROUND = 500
ROWS_PER_INSERT = 2000


def copy_logs(apps, schema_editor):
    Play = apps.get_model("games", "Play")
    PlayAction = apps.get_model("games", "PlayAction")
    db = schema_editor.connection.alias
    plays = Play.objects.using(db).exclude(actions=[]).order_by("pk").values_list("pk", "actions")
    last = None
    while True:
        page = list((plays.filter(pk__gt=last) if last is not None else plays)[:PLAYS_PER_ROUND])
        if not page:
            break
        rows = [
            PlayAction(play_id=pk, index=i, action=action) for pk, log in page for i, action in enumerate(log)
        ]
        PlayAction.objects.using(db).bulk_create(rows, batch_size=ROWS_PER_INSERT)
        Play.objects.using(db).bulk_update(
            [Play(pk=pk, action_count=len(log)) for pk, log in page],
            ["action_count"],
            batch_size=PLAYS_PER_ROUND,
        )
        last = page[-1][0]


def copy_logs_back(apps, schema_editor):
    Play = apps.get_model("games", "Play")
    PlayAction = apps.get_model("games", "PlayAction")
    db = schema_editor.connection.alias
    logs: dict = {}
    for play_id, action in (
        PlayAction.objects.using(db).order_by("play_id", "index").values_list("play_id", "action")
    ):
        logs.setdefault(play_id, []).append(action)
    Play.objects.using(db).bulk_update(
        [Play(pk=pk, actions=log) for pk, log in logs.items()], ["actions"], batch_size=PLAYS_PER_ROUND
    )


class Migration(migrations.Migration):
    dependencies = [
        ("games", "0005_merge_20261124_1125"),
    ]

    operations = [
        migrations.AddField(
            model_name="play",
            name="action_count",
            field=models.PositiveIntegerField(default=0),
        ),
        migrations.CreateModel(
            name="PlayAction",
            fields=[
                (
                    "id",
                    models.BigAutoField(
                        auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                    ),
                ),
                ("index", models.PositiveIntegerField()),
                ("action", models.JSONField()),
                (
                    "play",
                    models.ForeignKey(
                        db_index=False,
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="log",
                        to="games.play",
                    ),
                ),
            ],
            options={
                "constraints": [
                    models.UniqueConstraint(fields=("play", "index"), name="games_playaction_one_per_index")
                ],
            },
        ),
        migrations.RunPython(copy_logs, copy_logs_back, elidable=False),
    ]
