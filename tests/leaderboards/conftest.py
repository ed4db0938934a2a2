from __future__ import annotations

import pytest


@pytest.fixture
def commit(django_capture_on_commit_callbacks):
    """Run a request and then what would run on its commit (the verification of a finished play), as a real
    commit would: tests run inside a transaction that never commits."""

    def run(request):
        with django_capture_on_commit_callbacks(execute=True):
            return request()

    return run
