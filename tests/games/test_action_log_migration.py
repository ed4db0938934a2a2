"""The data migration that moves each play's log out of its JSON column into ``PlayAction`` rows
(``games/migrations/0006_play_action_log.py``), run on a database of 10,000 plays, one of them 500 actions long."""

from __future__ import annotations

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

BEFORE = [("games", "0005_merge_20261124_1125")]
AFTER = [("games", "0007_remove_play_actions")]
PLAYS = 10_000
LONG = 500


def _migrate(targets):
    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(targets)
    return executor.loader.project_state(targets).apps


def _log(n: int, length: int) -> list[dict]:
    return [{"type": "slide", "row": (n + i) % 5, "step": i} for i in range(length)]


@pytest.mark.django_db(transaction=True)
def test_every_log_moves_into_rows_in_order_and_back_on_ten_thousand_plays():
    old = _migrate(BEFORE)
    user = old.get_model("accounts", "User").objects.create(username="migrant", password="!")
    Play = old.get_model("games", "Play")
    # Every seventh play is new (no action yet); the others hold 1-6 actions; one holds 500.
    lengths = [LONG if n == 4321 else (0 if n % 7 == 0 else n % 6 + 1) for n in range(PLAYS)]
    Play.objects.bulk_create(
        [
            Play(
                player=user,
                game="match3",
                engine_version="1",
                options={},
                seed=f"s{n}",
                state={"n": n},
                version=length,
                actions=_log(n, length),
            )
            for n, length in enumerate(lengths)
        ],
        batch_size=1000,
    )
    before = {play.seed: play.actions for play in Play.objects.all()}

    try:
        new = _migrate(AFTER)
        Play, PlayAction = new.get_model("games", "Play"), new.get_model("games", "PlayAction")
        assert PlayAction.objects.count() == sum(lengths)
        long_play = Play.objects.get(seed="s4321")
        rows = list(
            PlayAction.objects.filter(play=long_play).order_by("index").values_list("index", "action")
        )
        assert rows == list(enumerate(_log(4321, LONG)))
        assert long_play.action_count == LONG and long_play.version == LONG
        logs: dict[str, list] = {seed: [] for seed in before}
        for seed, action in PlayAction.objects.order_by("play__seed", "index").values_list(
            "play__seed", "action"
        ):
            logs[seed].append(action)
        assert logs == before
        counts = dict(Play.objects.values_list("seed", "action_count"))
        assert counts == {seed: len(log) for seed, log in before.items()}

        # And back: the column is rebuilt from the rows.
        old = _migrate(BEFORE)
        assert {p.seed: p.actions for p in old.get_model("games", "Play").objects.all()} == before
    finally:
        executor = MigrationExecutor(connection)
        executor.migrate(executor.loader.graph.leaf_nodes())
