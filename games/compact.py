"""The play socket's compact answer (issue 43, item 4): opted into with ``?answer=compact`` on the socket's URL.

A socket that opted in gets its first answer whole (a ``state`` frame), then ``patch`` frames: what changed
since the last frame *this socket* was sent, in three cheap parts:

- ``fields``: the snapshot's top-level fields that changed (besides ``version``, ``view`` and
  ``legal_actions``), and ``view``: the view's top-level parts that changed (``view_removed``: parts gone). Each
  part is compared whole with ``!=``, which runs in C: a recursive diff halved Weaver's answer but cost 1.42 ms
  of CPU a move (docs/benchmarks.md), more than the whole socket move's serialisation;
- ``legal_actions`` (only when they changed): the actions alone, with ``legal_texts``, each one's text as a
  number in the socket's table of texts, and ``new_texts``, the texts the table did not have yet (numbered on
  from its size). A text is sent once per socket: many of a move's legal actions read as they did a move
  before. A view that lists the legal actions itself (Weaver's) is not made to carry them twice:
  ``legal_actions_in_view`` says the actions are the view's ``legal_actions`` part, sent in ``view``.

Every ``state`` frame starts the baseline and the table of texts afresh, on both sides: the first answer of a
socket (a reconnect is a new socket), the answer to a ``sync``, and the answer after the table grew past
``TEXT_TABLE_LIMIT``. A patch names the version it applies to (``base_version``); a client whose snapshot is
not at that version sends ``{"type": "sync"}`` and gets a ``state`` frame. The client's side is
``patience_sdk.compact.CompactPlay`` (clients/python), which the tests apply to every answer.

Pure: no Django here, so the encoding and its test run on snapshots alone.
"""

from __future__ import annotations

from typing import Any

# The texts one socket may have been sent before its table starts afresh (with a state frame): a Weaver game
# names a few hundred; the limit keeps a socket open for hours within a few hundred KB.
TEXT_TABLE_LIMIT = 4096

# Carried by the patch itself (version), or in parts of their own (view, legal_actions).
_OWN_PARTS = frozenset({"version", "view", "legal_actions"})
_ABSENT = object()


class CompactAnswers:
    """What one socket last sent, and the frame that brings its client from there to a new snapshot."""

    def __init__(self) -> None:
        self.last: dict[str, Any] | None = None
        self.text_ids: dict[str, int] = {}

    def frame(self, snapshot: dict[str, Any], *, whole: bool = False) -> dict[str, Any]:
        """The frame to send for ``snapshot``: ``state`` when ``whole``, first, or the texts overflowed, else a
        ``patch`` against the last frame. The caller sends every frame it asks for, in order."""
        last, self.last = self.last, snapshot
        if last is None or whole or len(self.text_ids) > TEXT_TABLE_LIMIT:
            self.text_ids = {}
            self._number_texts(snapshot["legal_actions"])
            return {"type": "state", **snapshot}
        patch: dict[str, Any] = {
            "type": "patch",
            "base_version": last["version"],
            "version": snapshot["version"],
            "fields": {
                key: value
                for key, value in snapshot.items()
                if key not in _OWN_PARTS and last.get(key, _ABSENT) != value
            },
        }
        view, old_view = snapshot["view"], last["view"]
        patch["view"] = {key: part for key, part in view.items() if old_view.get(key, _ABSENT) != part}
        removed = [key for key in old_view if key not in view]
        if removed:
            patch["view_removed"] = removed
        legal = snapshot["legal_actions"]
        if legal != last["legal_actions"]:
            actions = [entry["action"] for entry in legal]
            if "legal_actions" in patch["view"] and patch["view"]["legal_actions"] == actions:
                patch["legal_actions_in_view"] = True  # Weaver's view lists them: not sent twice
            else:
                patch["legal_actions"] = actions
            patch["legal_texts"], new = self._number_texts(legal)
            if new:
                patch["new_texts"] = new
        return patch

    def _number_texts(self, legal: list[dict[str, Any]]) -> tuple[list[int], list[str]]:
        """Each entry's text as its number in the table, and the texts the table did not have (numbered on from
        its size, in order of first appearance: the client numbers them the same way)."""
        ids = self.text_ids
        numbers, new = [], []
        for entry in legal:
            text = entry["text"]
            number = ids.get(text)
            if number is None:
                number = ids[text] = len(ids)
                new.append(text)
            numbers.append(number)
        return numbers, new
