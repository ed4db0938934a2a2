"""The client's half of the play socket's compact answer (``/ws/plays/<id>/?answer=compact``, docs/api.md).

A socket opened with ``?answer=compact`` sends its first answer whole (a ``state`` frame), then ``patch``
frames: what changed since the frame before. ``CompactPlay`` holds the snapshot and the socket's table of
texts and turns every frame back into the whole snapshot the server would have sent:

    held = CompactPlay()
    snapshot = held.receive(frame)   # a state or patch frame, decoded; PatchGap: send {"type": "sync"}

Plain dicts in and out (the decoded JSON): a patch's parts are parts of the snapshot as the server wrote them.
``LivePlay`` uses it by default and hands out the same typed snapshots as before.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NotRequired, TypedDict


class PatchMessage(TypedDict):
    """A ``patch`` frame of the play socket, as decoded: what changed since the socket's previous frame."""

    type: str  # "patch"
    base_version: int  # the version of the snapshot it applies to
    version: int  # the version it brings the snapshot to
    fields: dict[
        str, Any
    ]  # the snapshot's top-level fields that changed (besides version, view, legal_actions)
    view: dict[str, Any]  # the view's top-level parts that changed
    view_removed: NotRequired[list[str]]  # the view's parts that are gone
    legal_actions: NotRequired[list[dict[str, Any]]]  # present when they changed: the actions alone
    legal_actions_in_view: NotRequired[bool]  # or: they changed, and are the view's legal_actions part
    legal_texts: NotRequired[list[int]]  # each action's text, as its number in the socket's table
    new_texts: NotRequired[list[str]]  # texts the table did not have yet, numbered on from its size


class PatchGap(Exception):
    """A patch for another version than the one held (or none held): ask for the whole state, with a ``sync``
    message without a version, and carry on from the ``state`` frame it brings."""


class CompactPlay:
    """The snapshot as the compact answers rebuild it, frame after frame, and the socket's table of texts."""

    def __init__(self) -> None:
        self.snapshot: dict[str, Any] | None = None
        self.texts: list[str] = []

    def receive(self, frame: Mapping[str, Any]) -> dict[str, Any]:
        """The whole snapshot (without ``type``) after a ``state`` or ``patch`` frame. Raises ``PatchGap`` for a
        patch that does not follow the held snapshot; the held snapshot is then dropped until a state frame."""
        if frame["type"] == "state":
            self.snapshot = {key: value for key, value in frame.items() if key != "type"}
            # The server numbers the texts of a state frame in order of first appearance: so does the client.
            self.texts = list(dict.fromkeys(entry["text"] for entry in self.snapshot["legal_actions"]))
            return self.snapshot
        held = self.snapshot
        if held is None or held["version"] != frame["base_version"]:
            self.snapshot = None
            raise PatchGap(
                f"a patch from version {frame['base_version']} onto "
                f"{'nothing' if held is None else held['version']}: sync"
            )
        self.snapshot = apply_patch(held, self.texts, frame)
        return self.snapshot


def apply_patch(held: Mapping[str, Any], texts: list[str], patch: Mapping[str, Any]) -> dict[str, Any]:
    """The snapshot after ``patch``, from the snapshot it applies to (left as it was) and the socket's table of
    texts (extended with the patch's new texts)."""
    snapshot = {**held, **patch["fields"], "version": patch["version"]}
    removed = patch.get("view_removed", ())
    view = {key: part for key, part in held["view"].items() if key not in removed}
    view.update(patch["view"])
    snapshot["view"] = view
    if "legal_texts" in patch:
        texts.extend(patch.get("new_texts", ()))
        actions = view["legal_actions"] if patch.get("legal_actions_in_view") else patch["legal_actions"]
        snapshot["legal_actions"] = [
            {"action": action, "text": texts[number]}
            for action, number in zip(actions, patch["legal_texts"], strict=True)
        ]
    return snapshot
