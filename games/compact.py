"""The play socket's compact answer (issue 43, item 4): opted into with ``?answer=compact`` on the socket's URL.

A socket that opted in gets its first answer whole (a ``state`` frame), then ``patch`` frames: what changed
since the last frame *this socket* was sent:

- ``fields``: the snapshot's top-level fields that changed (besides ``version``, ``view`` and ``legal_actions``);
- ``view``: the view's top-level parts that changed, whole (``view_removed``: parts gone);
- ``legal_actions``: the legal actions with their texts, whole, when they changed; or, when the view lists the
  same actions itself (Weaver's), ``legal_texts``: their texts alone, in order, so the actions travel once.

How it stays cheap (docs/benchmarks.md): each part is encoded once with orjson, compared with the bytes this
socket last sent for it, and a changed part goes into the frame as those very bytes (``orjson.Fragment``).
Comparing the parts as Python objects instead walked the previous move's objects, cold in the cache by then
(Weaver: 0.07 to 0.11 ms a move against the whole answer's 0.02), and kept them alive for the garbage collector
to walk (2 µs a move); bytes are one ``memcmp`` each and nothing for the collector. A recursive
diff (1.42 ms a Weaver move) and a per-socket table of texts (35 µs, and nothing saved on the wire:
permessage-deflate already removes texts repeated from the frame before) were measured and left out.

Every ``state`` frame starts the baseline afresh: the first answer of a socket (a reconnect is a new socket) and
the answer to a ``sync``. A socket whose answer is small (``SMALL_ANSWER_BYTES``, measured on its first frame and
every ``SIZE_RECHECK_FRAMES`` frames after) gets its frames whole: a state frame is always a valid answer on a
compact socket. A patch names the version it applies to
(``base_version``); a client whose snapshot is not at that version sends ``{"type": "sync"}`` and gets a
``state`` frame. The client's side is ``patience_sdk.compact.CompactPlay`` (clients/python), which the tests
apply to every answer.

Pure: no Django here, so the encoding and its tests run on snapshots alone.
"""

from __future__ import annotations

from typing import Any

import orjson

# A socket whose answer is smaller than this is answered whole (Journey's and Witch's are about 1.5 KB): permessage-deflate brings such an answer to about 100 bytes either way, and building a patch of it cost
# 7 to 8 µs a move more than encoding it whole (docs/benchmarks.md). The window of permessage-deflate as uvicorn
# serves it.
SMALL_ANSWER_BYTES = 4096
# A socket answered whole measures its answer again every so many frames: Quetinny's opens at 1.6 KB and grows
# to 5 KB, where a patch saves a fifth of it.
SIZE_RECHECK_FRAMES = 32
# The consumer's own encoding (api.websocket.StrictJsonWebsocketConsumer.encode_json).
_OPTIONS = orjson.OPT_NON_STR_KEYS
# Carried by the patch itself (version), or in parts of their own (view, legal_actions).
_OWN_PARTS = frozenset({"version", "view", "legal_actions"})
_ABSENT = object()


class CompactAnswers:
    """What one socket last sent, as bytes, and the frame that brings its client from there to a snapshot."""

    def __init__(self) -> None:
        self.whole_only = False  # a small answer: every frame whole, measured again now and then
        self.whole_frames = 0
        self.version: int | None = None
        self.fields: dict[str, Any] = {}  # the snapshot's small fields (scalars, a rank key)
        self.view: dict[str, bytes] = {}  # each part of the view as encoded
        self.legal: bytes = b""

    def frame(self, snapshot: dict[str, Any], *, whole: bool = False) -> dict[str, Any]:
        """The frame to send for ``snapshot``: ``state`` when ``whole`` or first, else a ``patch`` against the
        last frame. The caller sends every frame it asks for, in order, through orjson (which writes the
        ``Fragment``\\ s as they are)."""
        rechecking = False
        if self.whole_only:
            self.whole_frames += 1
            if self.whole_frames % SIZE_RECHECK_FRAMES:
                return {"type": "state", **snapshot}
            rechecking = True  # this frame whole too, the baseline of the patches if the answer has grown
        fields = {key: value for key, value in snapshot.items() if key not in _OWN_PARTS}
        view = snapshot["view"]
        encoded = {key: orjson.dumps(part, option=_OPTIONS) for key, part in view.items()}
        legal = snapshot["legal_actions"]
        legal_bytes = orjson.dumps(legal, option=_OPTIONS)
        base, old_fields, old_view, old_legal = self.version, self.fields, self.view, self.legal
        self.version, self.fields, self.view, self.legal = snapshot["version"], fields, encoded, legal_bytes
        if base is None or rechecking:
            self.whole_only = len(legal_bytes) + sum(map(len, encoded.values())) < SMALL_ANSWER_BYTES
        if base is None or whole or rechecking:
            return {"type": "state", **snapshot}
        patch: dict[str, Any] = {
            "type": "patch",
            "base_version": base,
            "version": snapshot["version"],
            "fields": {key: value for key, value in fields.items() if old_fields.get(key, _ABSENT) != value},
            "view": {
                key: orjson.Fragment(part) for key, part in encoded.items() if old_view.get(key) != part
            },
        }
        removed = [key for key in old_view if key not in encoded]
        if removed:
            patch["view_removed"] = removed
        if legal_bytes != old_legal:
            listed = encoded.get("legal_actions")
            if (
                "legal_actions" in patch["view"]
                and orjson.dumps([entry["action"] for entry in legal], option=_OPTIONS) == listed
            ):
                patch["legal_texts"] = [entry["text"] for entry in legal]
            else:
                patch["legal_actions"] = orjson.Fragment(legal_bytes)
        return patch
