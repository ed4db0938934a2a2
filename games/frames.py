"""The frames of the play socket, ``/ws/plays/<id>/`` (games/consumers.py), as classes: the AsyncAPI
document is generated from them (``api/asyncapi.py``)."""

from typing import Annotated, Any, Literal, NotRequired, TypedDict

from api.shapes import Constraint, extends


class StateMessage(TypedDict):
    """The play's snapshot: on connect, after every change (from REST or any socket, on any server process),
    and in answer to a stale sync. Versions only grow; a client that sees a version jump by more than one has
    missed nothing it needs: the snapshot is whole."""

    type: Literal["state"]


extends(StateMessage, "PlayState")  # {"type": "state", **games.selectors.play_snapshot(play)}


class InSyncMessage(TypedDict):
    """The answer to a sync whose version is current: nothing to redraw."""

    type: Literal["in_sync"]
    version: int


class AnyAction(TypedDict):
    """An action of the play's game: {type, ...}; each game's kinds are in its PlayState."""

    type: str


class ActionMessage(TypedDict):
    """Make a move (needs the 'play' scope for a token), checked like the body of REST's plays_act (no other
    field). Answered by a state message, or the error message REST would answer (409 with the current version
    when expected_version is stale)."""

    type: Literal["action"]
    action: Annotated[AnyAction, "One of the snapshot's legal_actions[].action."]
    expected_version: Annotated[int, Constraint(minimum=0)]


class LegalActionEntry(TypedDict):
    """A legal action with its words, as a snapshot's ``legal_actions`` lists them."""

    action: AnyAction
    text: str


class PatchMessage(TypedDict):
    """The compact answer (a socket opened with ``?answer=compact``; games/compact.py): what changed since the
    previous frame this socket was sent, in place of a state message. Apply it to the snapshot at
    ``base_version``; any other snapshot (or none): send ``{"type": "sync"}`` for a state message."""

    type: Literal["patch"]
    base_version: Annotated[int, "The version of the snapshot this patch applies to."]
    version: Annotated[int, "The snapshot's version after it."]
    fields: Annotated[
        dict[str, Any],
        "The snapshot's top-level fields that changed (PlayState's, besides version, view and legal_actions), "
        "whole.",
    ]
    view: Annotated[dict[str, Any], "The view's top-level parts that changed, whole."]
    view_removed: NotRequired[Annotated[list[str], "The view's top-level parts that are gone."]]
    legal_actions: NotRequired[
        Annotated[list[LegalActionEntry], "When they changed: the legal actions with their texts, whole."]
    ]
    legal_texts: NotRequired[
        Annotated[
            list[str],
            "In place of legal_actions when they changed and the view lists the same actions itself (its "
            "legal_actions part, in this patch's view): each one's text, in order.",
        ]
    ]


class SyncMessage(TypedDict):
    """Resynchronize after a reconnect or a doubt: a state message when the server's version is newer than
    `version` (or `version` is absent), else in_sync."""

    type: Literal["sync"]
    version: NotRequired[int | None]


MESSAGES: dict[str, tuple[type, str]] = {
    "state": (StateMessage, "The play as the player may see it"),
    "in_sync": (InSyncMessage, "Your version is current"),
    "patch": (PatchMessage, "What changed since the previous frame (a compact socket)"),
    "action": (ActionMessage, "Make a move"),
    "sync": (SyncMessage, "Ask for the current state"),
}
