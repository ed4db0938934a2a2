"""The one module of the apps that writes SQL by hand (``tests/test_public_apis.py`` allows no other).

Its only query is the read that starts every change of a play (``games.services._play_change``). Built by the
ORM, it cost 1.5 ms of CPU against 0.54 ms as this raw query (``bench/move_profile.py``'s machine, load 23):
compiling a 26-column SELECT dominated the move's own work. ``Manager.raw`` and ``Field.get_db_prep_value`` are
public, documented APIs; the ORM still maps the columns through each field's own conversion, so the play is
the same object either way, on PostgreSQL and SQLite alike (``tests/games/test_play_sql.py`` compares them)."""

from __future__ import annotations

from django.db import connection

from games.models import Play

# Double quotes are the standard's quoting of a name, which PostgreSQL and SQLite both follow.
_COLUMNS = ", ".join(f'"{field.column}"' for field in Play._meta.concrete_fields)
_BY_ID = f'SELECT {_COLUMNS} FROM "{Play._meta.db_table}" WHERE "id" = %s'
_BY_ID_AND_PLAYER = f'{_BY_ID} AND "player_id" = %s'


def play_to_change(play_id, user_id: int | None) -> Play | None:
    """The play ``play_id`` (``user_id``'s own, when given), unlocked, or None. A daily's challenge is read
    when asked for (``play.daily_challenge``), so a practice move costs this one query."""
    key = Play._meta.pk.get_db_prep_value(play_id, connection)
    if user_id is None:
        found = Play.objects.raw(_BY_ID, [key])
    else:
        found = Play.objects.raw(_BY_ID_AND_PLAYER, [key, user_id])
    return next(iter(found), None)
