"""The client's half of the play socket's compact answer (``/ws/plays/<id>/?answer=compact``, docs/api.md).

A socket opened with ``?answer=compact`` sends its first answer whole (a ``state`` frame), then ``patch``
frames: what changed since the frame before. ``CompactPlay`` holds the snapshot and turns every frame back into
the whole snapshot the server would have sent:

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
    legal_actions: NotRequired[list[dict[str, Any]]]  # when they changed: the legal actions and texts, whole
    legal_texts: NotRequired[list[str]]  # or: their texts alone, the actions being the view's legal_actions


class PatchGap(Exception):
    """A patch for another version than the one held (or none held): ask for the whole state, with a ``sync``
    message without a version, and carry on from the ``state`` frame it brings."""


class CompactPlay:
    """The snapshot as the compact answers rebuild it, frame after frame."""

    def __init__(self) -> None:
        self.snapshot: dict[str, Any] | None = None

    def receive(self, frame: Mapping[str, Any]) -> dict[str, Any]:
        """The whole snapshot (without ``type``) after a ``state`` or ``patch`` frame. Raises ``PatchGap`` for a
        patch that does not follow the held snapshot; the held snapshot is then dropped until a state frame."""
        if frame["type"] == "state":
            self.snapshot = {key: value for key, value in frame.items() if key != "type"}
            return self.snapshot
        held = self.snapshot
        if held is None or held["version"] != frame["base_version"]:
            self.snapshot = None
            raise PatchGap(
                f"a patch from version {frame['base_version']} onto "
                f"{'nothing' if held is None else held['version']}: sync"
            )
        self.snapshot = apply_patch(held, frame)
        return self.snapshot


def apply_patch(held: Mapping[str, Any], patch: Mapping[str, Any]) -> dict[str, Any]:
    """The snapshot after ``patch``, from the snapshot it applies to (left as it was)."""
    snapshot = {**held, **patch["fields"], "version": patch["version"]}
    removed = patch.get("view_removed", ())
    view = {key: part for key, part in held["view"].items() if key not in removed}
    view.update(patch["view"])
    snapshot["view"] = view
    if "legal_actions" in patch:
        snapshot["legal_actions"] = patch["legal_actions"]
    elif "legal_texts" in patch:  # the actions are the view's own list
        snapshot["legal_actions"] = [
            {"action": action, "text": text}
            for action, text in zip(view["legal_actions"], patch["legal_texts"], strict=True)
        ]
    return snapshot
