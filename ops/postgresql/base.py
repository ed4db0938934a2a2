"""Django's PostgreSQL backend, with one change: a pooled connection that fails its check on checkout drains the
whole pool.

After ``pg_ctl restart -m fast`` every pooled connection is dead. psycopg_pool's check finds them one checkout
at a time and sleeps with a backoff between finds (about 1 s, then 2 s, ...), so with three or more connections
in the pool a request gave up after ``DB_CONNECT_TIMEOUT`` (3 s) with a ``PoolTimeout``: an idle web process
answered its first requests 503 "Every database connection is in use" while the database was up (issue 44).
A connection the database dropped almost always means the others went with it (a restart, a failover, a cut
network): draining (psycopg_pool's ``drain()``) replaces every idle connection, and every busy one as it comes
back, and the request waits only for a fresh connection. A drop of one connection alone costs the pool's
reconnections, at most once a second per process.

Django hands psycopg_pool its own check (``ConnectionPool.check_connection``) and refuses another through the
pool's options, so ``pool`` is Django 5.2's property with the check swapped; it leans on two undocumented
names of the stock backend, ``_connection_pools`` and ``_configure_connection``. If an upgrade changes them,
tests/reliability/test_faults.py (a restart under a live server and a worker) fails; the way back is the
stock ``django.db.backends.postgresql`` (restarts then cost the first requests a 503).
"""

from __future__ import annotations

import threading
import time
from typing import Any

from django.core.exceptions import ImproperlyConfigured
from django.db import connections
from django.db.backends.base.base import NO_DB_ALIAS
from django.db.backends.postgresql import base
from psycopg_pool import ConnectionPool

_drained: dict[str, float] = {}
_drain_lock = threading.Lock()


def _check_or_drain(alias: str):
    def check(conn: Any) -> None:
        try:
            ConnectionPool.check_connection(conn)
        except Exception:
            with _drain_lock:
                due = time.monotonic() - _drained.get(alias, 0.0) >= 1.0
                if due:
                    _drained[alias] = time.monotonic()
            if due and (pool := getattr(connections[alias], "pool", None)) is not None:
                pool.drain()
            raise

    return check


class DatabaseWrapper(base.DatabaseWrapper):
    @property
    def pool(self):
        pool_options = self.settings_dict["OPTIONS"].get("pool")
        if self.alias == NO_DB_ALIAS or not pool_options:
            return None
        # The stock backend's names, absent from django-stubs (see the module's docstring).
        pools: dict[str, ConnectionPool] = self._connection_pools  # type: ignore[attr-defined]
        if self.alias not in pools:
            if self.settings_dict.get("CONN_MAX_AGE", 0) != 0:
                raise ImproperlyConfigured("Pooling doesn't support persistent connections.")
            pool = ConnectionPool(
                kwargs={**self.get_connection_params(), "autocommit": True},
                open=False,  # opened by the first connection, as Django's
                configure=self._configure_connection,  # type: ignore[attr-defined]
                check=_check_or_drain(self.alias) if self.settings_dict["CONN_HEALTH_CHECKS"] else None,
                **({} if pool_options is True else pool_options),
            )
            # Of threads building the pool at once, the first to set it wins (as in Django's).
            pools.setdefault(self.alias, pool)
        return pools[self.alias]
