"""The versioning policy (docs/api-changelog.md) as a test: the document's version is the changelog's latest,
its major is the path's, and a deprecation says so the way the policy promises."""

from __future__ import annotations

import datetime as dt
import re
import tomllib
from pathlib import Path

import pytest
from django.conf import settings

from api.versioning import API_VERSION, Deprecation
from tests.contract.openapi import openapi_document

CHANGELOG = Path(__file__).resolve().parents[2] / "docs" / "api-changelog.md"


def test_the_schema_version_is_the_changelogs_latest_and_its_major_is_the_paths():
    versions = re.findall(r"^## (\d+\.\d+\.\d+)\b", CHANGELOG.read_text(), flags=re.M)
    document = openapi_document()
    assert (
        versions[0] == API_VERSION == document["info"]["version"] == settings.SPECTACULAR_SETTINGS["VERSION"]
    )
    # The AsyncAPI document and the SDK carry the same version: the sockets and the client are the API's.
    from api.asyncapi import asyncapi_document

    sdk = tomllib.loads((CHANGELOG.parents[1] / "clients" / "python" / "pyproject.toml").read_text())
    assert asyncapi_document()["info"]["version"] == sdk["project"]["version"] == API_VERSION
    assert versions == sorted(versions, key=lambda v: tuple(map(int, v.split("."))), reverse=True)
    major = API_VERSION.split(".")[0]
    assert all(path.startswith(f"/api/v{major}/") for path in document["paths"])


def test_a_deprecation_names_since_sunset_and_successor_and_lasts_at_least_90_days():
    since = dt.datetime(2026, 12, 1, tzinfo=dt.UTC)
    headers = Deprecation(since=since, sunset=since + dt.timedelta(days=90), successor="/api/v1/x").headers()
    assert headers == {
        "Deprecation": "@1796083200",
        "Sunset": "Mon, 01 Mar 2027 00:00:00 GMT",
        "Link": '</api/v1/x>; rel="successor-version"',
    }
    with pytest.raises(ValueError, match="90 days"):
        Deprecation(since=since, sunset=since + dt.timedelta(days=30), successor="/api/v1/x")
