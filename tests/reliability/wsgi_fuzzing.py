"""What the schemathesis tests share: they call the WSGI application in the test process, inside the test's
transaction."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def connection_kept_open() -> Iterator[None]:
    """Django closes the database connection at the end of each request, which would end the test's
    transaction; its test client avoids that the same way (and connects the signal again after each of its
    requests, hence this comes after any seeding through it), and schemathesis calls the WSGI app directly."""
    from django.core.signals import request_finished, request_started
    from django.db import close_old_connections

    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    try:
        yield
    finally:
        request_started.connect(close_old_connections)
        request_finished.connect(close_old_connections)
