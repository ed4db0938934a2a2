"""The one module of the apps that writes SQL by hand (``tests/test_public_apis.py`` allows no other).

Two queries of the move path (``games.services._play_change``): the read that starts every change of a play, and
a move's write; and Today's one query (``my_daily_plays``). Built by the ORM, the read cost 1.5 ms of CPU against 0.54 ms as this raw query
(``bench/move_profile.py``'s machine, load 23): compiling a 26-column SELECT dominated the move's own work. ``Manager.raw`` and ``Field.get_db_prep_value`` are
public, documented APIs; the ORM still maps the columns through each field's own conversion, so the play is
the same object either way, on PostgreSQL and SQLite alike (``tests/games/test_play_sql.py`` compares them)."""

from __future__ import annotations

from typing import Any, NamedTuple

from django.db import DEFAULT_DB_ALIAS, connections

from games.fair_play import SCORE_SHOWN_TO_OWNER
from games.models import Play, PlayAction

# Double quotes are the standard's quoting of a name, which PostgreSQL and SQLite both follow.
_COLUMNS = ", ".join(f'"{field.column}"' for field in Play._meta.concrete_fields)
_ATTNAMES = [field.attname for field in Play._meta.concrete_fields]
_CONVERTED = [
    (index, field)
    for index, field in enumerate(Play._meta.concrete_fields)
    if hasattr(field, "from_db_value")
]


def _connection():
    """This thread's connection itself, not ``django.db.connection``: every attribute read through that proxy
    looks the connection up again (a context variable and two dicts), about ten times a move in the fields'
    ``get_db_prep_*`` (1.5 % of a socket move's server CPU, py-spy)."""
    return connections[DEFAULT_DB_ALIAS]


_BY_ID = f'SELECT {_COLUMNS} FROM "{Play._meta.db_table}" WHERE "id" = %s'
_BY_ID_AND_PLAYER = f'{_BY_ID} AND "player_id" = %s'


def play_to_change(play_id, user_id: int | None) -> Play | None:
    """The play ``play_id`` (``user_id``'s own, when given), unlocked, or None. A daily's challenge is read
    when asked for (``play.daily_challenge``), so a practice move costs this one query."""
    connection = _connection()
    key = Play._meta.pk.get_db_prep_value(play_id, connection)
    query, params = (_BY_ID, [key]) if user_id is None else (_BY_ID_AND_PLAYER, [key, user_id])
    if connection.vendor != "postgresql":
        return next(iter(Play.objects.raw(query, params)), None)
    # On PostgreSQL the driver hands every column as its field holds it, but for the fields that convert their own
    # values (``from_db_value``: the JSON columns): the play is built from the row as the ORM builds one
    # (``Model.from_db``). Manager.raw mapped the columns to the fields again on every call, a tenth of a move's
    # CPU (issue 33); the backends that need converters of their own (SQLite) keep it.
    with connection.cursor() as cursor:
        cursor.execute(query, params)
        row = cursor.fetchone()
    if row is None:
        return None
    values = list(row)
    for index, field in _CONVERTED:
        values[index] = field.from_db_value(values[index], None, connection)
    return Play.from_db(connection.alias, _ATTNAMES, values)


def append_move(play: Play, fields: tuple[str, ...], read_version: int, read_hints: int, action: Any) -> bool:
    """Write a move: the play's ``fields`` (from ``play``) if its row still has the version and hint count read,
    and the log's next row (``index = play.action_count - 1``, ``action``); whether it was written.

    Through the ORM, building this UPDATE and INSERT cost more CPU than PostgreSQL spent running them
    (``bench/api.py`` against main, where the move wrote by hand too). On PostgreSQL it is one statement (the
    INSERT reads the UPDATE's row, so nothing is appended unless the update applied), atomic without a
    transaction; on SQLite two statements, which the caller runs in one (``games.services._play_change``).
    Each value goes through its field's own ``get_db_prep_save``."""
    connection = _connection()
    columns = [_FIELDS[name] for name in (*fields, "updated_at")]
    values = [field.get_db_prep_save(getattr(play, field.attname), connection) for field in columns]
    assignments = ", ".join(f'"{field.column}" = %s' for field in columns)
    update = f'UPDATE "{Play._meta.db_table}" SET {assignments} WHERE "id" = %s AND "version" = %s AND "hint_count" = %s'
    where = [Play._meta.pk.get_db_prep_value(play.pk, connection), read_version, read_hints]
    entry = [play.action_count - 1, _ACTION.get_db_prep_save(action, connection)]
    with connection.cursor() as cursor:
        if connection.vendor == "postgresql":
            cursor.execute(
                f'WITH moved AS ({update} RETURNING "id") INSERT INTO "{PlayAction._meta.db_table}" '
                '("play_id", "index", "action") SELECT "id", %s, %s FROM moved',
                [*values, *where, *entry],
            )
            return cursor.rowcount == 1
        cursor.execute(update, [*values, *where])
        if cursor.rowcount != 1:
            return False
        cursor.execute(
            f'INSERT INTO "{PlayAction._meta.db_table}" ("play_id", "index", "action") VALUES (%s, %s, %s)',
            [where[0], *entry],
        )
        return True


_ACTION = PlayAction._meta.get_field("action")
_FIELDS = {field.name: field for field in Play._meta.concrete_fields}


class MyDailyPlay(NamedTuple):
    """A player's attempt at a daily, with what its score says (None for each score field while it has none)."""

    challenge_id: int
    id: Any  # the play's UUID
    status: str
    score: int
    # fair_play.SCORE_SHOWN_TO_OWNER, in its order
    score_status: str | None
    score_reason: str | None
    score_result: str | None
    score_provisional: bool | None


# Read through the play's reverse relation: games never import leaderboards (tests/test_structure.py).
_SCORE_TO_PLAY = Play.score_entry.related.field  # the score's one-to-one field to its play
_SCORE_META = _SCORE_TO_PLAY.model._meta
_SCORE_COLUMNS = {field.name: field.column for field in _SCORE_META.concrete_fields}
_MY_DAILY_PLAYS = (
    'SELECT p."daily_challenge_id", p."id", p."status", p."score", '
    + ", ".join(f's."{_SCORE_COLUMNS[name]}"' for name in SCORE_SHOWN_TO_OWNER)
    + f' FROM "{Play._meta.db_table}" p LEFT JOIN "{_SCORE_META.db_table}" s'
    f' ON s."{_SCORE_TO_PLAY.column}" = p."id" WHERE p."player_id" = %s AND p."daily_challenge_id" = ANY(%s)'
)


def my_daily_plays(user_id: int, challenge_ids: list[int]) -> dict[int, MyDailyPlay]:
    """``user_id``'s attempts at these challenges, by challenge id, in one query: Today's and the archive's
    ``my_play``. Built by the ORM (``select_related``, ``only``), compiling the query cost 0.9 ms of CPU against
    0.2 ms as written here: most of a warm Today's own work (docs/benchmarks.md, issue 43)."""
    if not challenge_ids:
        return {}
    connection = _connection()
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute(_MY_DAILY_PLAYS, [user_id, list(challenge_ids)])
            rows = cursor.fetchall()
    else:  # no arrays on SQLite, and its speed is not the deployed one: the ORM says the same
        rows = Play.objects.filter(player_id=user_id, daily_challenge_id__in=challenge_ids).values_list(
            "daily_challenge_id",
            "id",
            "status",
            "score",
            *(f"score_entry__{name}" for name in SCORE_SHOWN_TO_OWNER),
        )
    return {row[0]: MyDailyPlay(*row) for row in rows}
