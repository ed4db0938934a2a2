"""Schemathesis against our own OpenAPI schema, authenticated as a real user: no server error and no response
that violates the schema, for every operation."""

from __future__ import annotations

import pytest
import schemathesis
from django.core.wsgi import get_wsgi_application
from hypothesis import HealthCheck, settings

from accounts.models import AccessToken
from accounts.services import token_issue
from tests.factories import UserFactory

# Loading the schema touches no table, so it can happen at collection time, before the test database exists.
schema = schemathesis.openapi.from_wsgi("/api/v1/schema/", get_wsgi_application())


@pytest.fixture(autouse=True)
def _keep_the_test_connection_open():
    """Django closes the database connection at the end of each request, which would end the test's
    transaction; its test client avoids that the same way, and schemathesis calls the WSGI app directly."""
    from django.core.signals import request_finished, request_started
    from django.db import close_old_connections

    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    yield
    request_started.connect(close_old_connections)
    request_finished.connect(close_old_connections)


@pytest.fixture
def bearer(db):
    user = UserFactory(username="fuzzer")
    return token_issue(user=user, kind=AccessToken.Kind.LOGIN).key


@schema.parametrize()
@settings(max_examples=15, deadline=None, suppress_health_check=list(HealthCheck))
@pytest.mark.django_db
def test_no_operation_answers_with_a_server_error_or_breaks_its_schema(case, bearer):
    if case.path in ("/api/v1/auth/logout",):
        return  # revoking the fuzzer's own token would turn the rest of the run into 401s
    # A schema-valid request may still break a business rule (a taken username, a weak password, an illegal
    # move): those 4xx answers are right, so "positive data is accepted" is the one check we leave out.
    headers = {"Authorization": f"Bearer {bearer}"}
    response = case.call(headers=headers)
    assert response.status_code < 500
    if response.status_code == 413:
        # A generated body can exceed the 1 MiB limit whatever the schema says; the refusal is the right
        # answer, in the error shape, and the schema checks have nothing more to say about it.
        assert response.json()["error"]["code"] == "payload_too_large"
        return
    case.validate_response(
        response, headers=headers, excluded_checks=[schemathesis.checks.positive_data_acceptance]
    )
