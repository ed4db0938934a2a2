"""The contract test: every response the test suite receives from the API is validated against the OpenAPI
document, and every WebSocket frame the server sends against the AsyncAPI one, so that a change that makes
the server say something its schema does not fails the test that caused it (not a separate check that
someone has to remember to run).

It wraps Django's request handling itself (``BaseHandler.get_response`` and its async twin), so the test
client, DRF's APIClient and the live uvicorn server of tests/live.py are all covered; the servers that
tests/processes.py starts in other processes are not. Violations are collected while a test runs and fail
it at teardown. Validators are built once per session (tests/contract/openapi.py).

``PENDING_OPERATIONS`` lists operations whose schema is known to be wrong and is being fixed elsewhere:
their responses are still checked but not failed. Keep it empty otherwise.
"""

from __future__ import annotations

import json
import threading

import pytest

from tests.contract.openapi import contract_violations, error_code_violations, header_violations

# boards_top and boards_me answer {"board", "size", "entries"} and {"board", "size", "rank", "score",
# "around"} where the schema says a list of entries: leaderboards/apis.py is being rewritten on the "boards"
# branch, which declares the serializers it renders. Remove these when it lands.
PENDING_OPERATIONS: frozenset[str] = frozenset()

_violations: list[str] = []
_lock = threading.Lock()


def _check(request, response) -> None:
    if not request.path.startswith("/api/v1/"):
        return
    if getattr(response, "streaming", False):
        return
    from tests.contract.openapi import operation_for

    operation = operation_for(request.method, request.path)
    if operation is None or operation.operation_id in PENDING_OPERATIONS:
        return
    found = (
        contract_violations(
            request.method,
            request.path,
            response.status_code,
            response.content,
            response.get("Content-Type", ""),
        )
        + error_code_violations(request.method, request.path, response.status_code, response.content)
        + header_violations(request.method, request.path, response.status_code, response.headers)
    )
    if found:
        with _lock:
            _violations.extend(found)


def pytest_configure(config) -> None:
    from django.core.handlers.base import BaseHandler

    plain, asynchronous = BaseHandler.get_response, BaseHandler.get_response_async

    def get_response(self, request):
        response = plain(self, request)
        _check(request, response)
        return response

    async def get_response_async(self, request):
        response = await asynchronous(self, request)
        from asgiref.sync import sync_to_async

        await sync_to_async(_check, thread_sensitive=False)(request, response)
        return response

    # The contract check wraps Django's handler and the consumers' sender for the whole session.
    BaseHandler.get_response = get_response  # type: ignore[method-assign]
    BaseHandler.get_response_async = get_response_async  # type: ignore[method-assign]

    # Every frame a consumer sends goes through send_json (the consumers are AsyncJsonWebsocketConsumers).
    from channels.generic.websocket import AsyncJsonWebsocketConsumer

    send_json = AsyncJsonWebsocketConsumer.send_json

    async def checked_send_json(self, content, close=False):
        from tests.contract.openapi import frame_violations

        # The frame as the client reads it, through the consumer's own encoding: a compact answer carries parts
        # already encoded (orjson fragments, games/compact.py) that only the encoder writes out.
        sent = json.loads(await self.encode_json(content))
        found = frame_violations(self.scope.get("path", ""), sent)
        if found:
            with _lock:
                _violations.extend(found)
        return await send_json(self, content, close=close)

    AsyncJsonWebsocketConsumer.send_json = checked_send_json  # type: ignore[method-assign]


@pytest.fixture(autouse=True)
def _api_responses_match_the_schema():
    with _lock:
        _violations.clear()
    yield
    with _lock:
        found, _violations[:] = list(_violations), []
    if found:
        pytest.fail("The API answered outside its schema:\n  " + "\n  ".join(found), pytrace=False)
