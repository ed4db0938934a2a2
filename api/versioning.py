"""The API's versioning policy in code: what a deprecated operation says to its callers (docs/api-changelog.md).

Within ``/api/v1`` changes are additive only (a new operation, field, optional parameter, header, enum value
where the schema says the enum may grow, error code). A breaking change (a field removed, renamed or retyped, a
status changed, an operation removed) goes to ``/api/v2``, or keeps the old form through a deprecation period
of at least 90 days during which each answer of the old form carries ``Deprecation`` (RFC 9745: since when),
``Sunset`` (RFC 8594: when it goes) and a ``Link`` to its successor, and the schema marks it ``deprecated``.
The schema's ``info.version`` follows semantic versioning: minor for an addition, patch for a fix, and the
major is the path's.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from email.utils import format_datetime

API_VERSION = "1.8.0"  # the schema's info.version; docs/api-changelog.md opens with this version
MINIMUM_DEPRECATION = dt.timedelta(days=90)


@dataclass(frozen=True)
class Deprecation:
    since: dt.datetime  # aware, UTC
    sunset: dt.datetime
    successor: str  # the path of what replaces it, absolute from the host

    def __post_init__(self) -> None:
        if self.sunset - self.since < MINIMUM_DEPRECATION:
            raise ValueError("a deprecation lasts at least 90 days (docs/api-changelog.md)")

    def headers(self) -> dict[str, str]:
        return {
            "Deprecation": f"@{int(self.since.timestamp())}",
            "Sunset": format_datetime(self.sunset.astimezone(dt.UTC), usegmt=True),
            "Link": f'<{self.successor}>; rel="successor-version"',
        }
