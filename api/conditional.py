"""Conditional GETs: an ``ETag`` on every 200 of the views that mix this in, and a ``304 Not Modified`` with no
body when the request's ``If-None-Match`` names it.

The catalogue, the boards, the dailies and a finished play change rarely and are polled (a board page every
few seconds): a client that keeps the last answer and sends its ETag back gets 304 and no body to parse. The
tag is a hash of the body as sent, so it is right for whatever produced the body (a board re-ranked, a play
moved) with nothing to invalidate; the server still builds the answer, the saving is the transfer and the
client's work. Strong tags: the same bytes, the same tag.

``If-None-Match`` is read as RFC 9110 says (a list of tags, weak or strong, or ``*``); a header that is not
such a list matches nothing and the answer is the full 200, as the issue asks of a malformed one. Only
``If-None-Match`` is honoured: ``If-Match`` and the dates are left alone, so a stray header never turns a read
into a 412.
"""

from __future__ import annotations

import hashlib
import re

from django.http import HttpResponseNotModified
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse

from api.throttles import RATE_LIMIT_HEADERS

# One entity tag: optionally weak, a quoted string of the characters RFC 9110 allows.
_ETAG = re.compile(r'^(?:W/)?("[\x21\x23-\x7e\x80-\xff]*")$')

IF_NONE_MATCH = OpenApiParameter(
    "If-None-Match",
    str,
    OpenApiParameter.HEADER,
    required=False,
    description="The ETag of an answer you kept: 304 with no body while it is still the answer (a malformed "
    "value is ignored).",
)
NOT_MODIFIED = {304: OpenApiResponse(description="Not modified: the answer whose ETag you sent still holds.")}


def if_none_match(header: str) -> set[str] | None:
    """The opaque tags of an ``If-None-Match`` header (weakness dropped, as a GET compares them weakly),
    ``{"*"}`` for any, or None when the header is absent or malformed."""
    header = header.strip()
    if not header:
        return None
    if header == "*":
        return {"*"}
    tags = set()
    for part in header.split(","):
        match = _ETAG.match(part.strip())
        if match is None:
            return None
        tags.add(match.group(1))
    return tags


class ConditionalGetMixin:
    """For an ``APIView``: an ETag on each 200 to GET or HEAD, and a 304 when ``If-None-Match`` names it.
    Mixed in before ``APIView``."""

    def finalize_response(self, request, response, *args, **kwargs):
        response = super().finalize_response(request, response, *args, **kwargs)  # type: ignore[misc]
        if request.method not in ("GET", "HEAD") or response.status_code != 200:
            return response
        response.render()  # the bytes the tag is made from; rendering again later is a no-op
        etag = '"' + hashlib.sha256(response.content).hexdigest()[:32] + '"'
        response["ETag"] = etag
        tags = if_none_match(request.headers.get("If-None-Match", ""))
        if tags is None or not (etag in tags or "*" in tags):
            return response
        not_modified = HttpResponseNotModified()
        for name in ("ETag", "Vary", "Cache-Control", *RATE_LIMIT_HEADERS):
            if name in response:
                not_modified[name] = response[name]
        return not_modified
