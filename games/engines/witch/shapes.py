"""The Witch of Pendle Hill's actions and view, as classes (see games/engines/shapes.py)."""

from typing import Literal, TypedDict

from games.engines.shapes import OutcomeFields, ResignAction


class WitchAttackAction(TypedDict):
    """Attack one or two ghosts with one or two hand cards whose values match theirs."""

    type: Literal["attack"]
    hand: list[str]  # card codes of the hand, 1 or 2
    ghosts: list[int]  # ghost slots, 0 to 4, 1 or 2


class WitchDrawReserveAction(TypedDict):
    """Take the reserve card under an empty ghost slot into the hand."""

    type: Literal["draw_reserve"]
    slot: int


class WitchRepelAction(TypedDict):
    """Magic: the Wizard repels the ghost of a slot, paid from a cauldron."""

    type: Literal["repel"]
    slot: int


class WitchEndRoundAction(TypedDict):
    """End the round (only when no attack is possible)."""

    type: Literal["end_round"]


class WitchRewardAction(TypedDict):
    """Advanced: the reward of a clean sweep."""

    type: Literal["reward"]
    choice: str  # discard_witch or recover


class WitchRecoverPickAction(TypedDict):
    """Advanced: one card recovered from the Removed pile."""

    type: Literal["recover_pick"]
    card: str


class WitchResignAction(ResignAction):
    """Give up the game."""


WitchAction = (
    WitchAttackAction
    | WitchDrawReserveAction
    | WitchRepelAction
    | WitchEndRoundAction
    | WitchRewardAction
    | WitchRecoverPickAction
    | WitchResignAction
)


class WitchOptions(TypedDict):
    mode: str
    magic: bool
    loss_check: str
    recover_mode: str
    max_rounds: int


class WitchSlot(TypedDict):
    """A ghost slot: its ghost (null when empty) and whether a face-down reserve card lies under it."""

    ghost: str | None
    reserve_face_down: bool


class WitchCauldrons(TypedDict):
    black: int
    red: int


class WitchView(OutcomeFields):
    """What a player of the Witch may see: the Attack pile, the reserve and the Ghost pile as counts."""

    options: WitchOptions
    round: int
    phase: str
    final_round: bool
    hand: list[str]
    slots: list[WitchSlot]
    attack_pile: int
    ghost_pile: int
    attack_discard: list[str]
    ghost_discard: list[str]
    removed: list[str]
    recovering: list[str]
    picks_left: int
    witches: list[str]
    wizard_seated: bool
    cauldrons: WitchCauldrons
    ghosts_eliminated: int
    ghosts_left: int
    captured: int
    soldiers: int
