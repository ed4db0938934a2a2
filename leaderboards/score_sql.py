"""The leaderboards' one module of hand-written SQL (``tests/test_public_apis.py`` allows it and
``games/play_sql.py``, no other): a verification batch's write, and the check each verification task starts with.

Through the ORM, one UPDATE for a batch of scores is a ``CASE WHEN id = … THEN …`` per column and row, and Django
built each ``When`` through the full filter machinery: about 1 ms of CPU per score written, eight times the replay
the verification performs (``bench/verify_profile.py``); one ``QuerySet.update`` per score cost 0.3 ms. The same
single-row UPDATE sent for every score with ``executemany`` (psycopg pipelines it: one round trip) costs the
values' conversion alone. Each value goes through its field's own ``get_db_prep_save``, a public API, so the row
is what the ORM would write, on PostgreSQL and SQLite alike (``tests/leaderboards/test_score_sql.py``)."""

from __future__ import annotations

from collections.abc import Sequence

from django.db import connection

from leaderboards.models import Score, ScoreStatus

_FIELDS = {field.name: field for field in Score._meta.concrete_fields}
_PENDING = f'SELECT 1 FROM "{Score._meta.db_table}" WHERE "id" = %s AND "status" = %s'


def score_is_pending(score_id: int) -> bool:
    """Whether the score is still pending. Every verification task asks it first, and in a backlog most find
    their score verified by an earlier batch: built by the ORM (``QuerySet.exists``), this read cost more CPU
    than the replay of a whole game (``bench/verify_profile.py``)."""
    with connection.cursor() as cursor:
        cursor.execute(_PENDING, [score_id, ScoreStatus.PENDING.value])
        return cursor.fetchone() is not None


def record_pending(scores: Sequence[Score], fields: Sequence[str]) -> int:
    """Write each score's ``fields`` (from the instance) to its row if that row is still pending; how many rows
    were written. The ``status = 'pending'`` condition is what keeps a verification from overwriting another's
    result (or a withdrawal's rejection) where no row lock held them apart."""
    if not scores:
        return 0
    columns = [_FIELDS[name] for name in fields]
    assignments = ", ".join(f'"{field.column}" = %s' for field in columns)
    statement = f'UPDATE "{Score._meta.db_table}" SET {assignments} WHERE "id" = %s AND "status" = %s'
    rows = [
        [
            *(field.get_db_prep_save(getattr(score, field.attname), connection) for field in columns),
            score.pk,
            ScoreStatus.PENDING.value,
        ]
        for score in scores
    ]
    with connection.cursor() as cursor:
        cursor.executemany(statement, rows)
        return cursor.rowcount
