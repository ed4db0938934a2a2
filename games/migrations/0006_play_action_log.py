"""The action log leaves the play row: one ``PlayAction`` row per action, and the play keeps its length.

Two migrations, because PostgreSQL refuses to alter a table in the transaction that has just written rows
with deferred foreign-key checks against it: this one creates the log and copies every play's actions into it,
``0007_remove_play_actions`` drops the old column."""

import django.db.models.deletion
from django.db import migrations, models
from django.db.models import Count, OuterRef, Subquery

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
        # One UPDATE a round, each play counting its own rows: ``bulk_update`` built a CASE of 500 branches
        # a round, and resolving it was most of the migration's CPU (47 s of 56 on 10,000 plays, SQLite).
        counts = (
            PlayAction.objects.using(db)
            .filter(play=OuterRef("pk"))
            .order_by()
            .values("play")
            .annotate(n=Count("*"))
            .values("n")
        )
        Play.objects.using(db).filter(pk__in=[pk for pk, _ in page]).update(action_count=Subquery(counts))
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
    # One UPDATE a play: a ``bulk_update`` CASE over 500 JSON logs cost more to build than the statements.
    for pk, log in logs.items():
        Play.objects.using(db).filter(pk=pk).update(actions=log)


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
