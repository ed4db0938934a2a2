"""The Witch of Pendle Hill: the game definition (options, actions, views) over the rules in :mod:`.rules`."""

from __future__ import annotations

import random
from typing import Any, cast

from games.engines.base import (
    Action,
    GameDefinition,
    IllegalActionError,
    InvalidActionError,
    OptionSpec,
    OptionsSchema,
    Preset,
    Status,
    handles,
)
from games.engines.cards import FRENCH_52
from games.engines.rng import DealRng
from games.engines.witch.rules import (
    ACTIONS_PER_ROUND,
    ATTACK_DECK_SIZE,
    BLACK,
    COLOUR,
    GHOST_COUNT,
    MAX_ROUNDS_LIMIT,
    PAIR_MASK,
    RED,
    SEATS_WIZARD_FROM_RESERVE,
    SINGLE_MASK,
    SLOTS,
    VALUE,
    WITCHES,
    WIZARD,
    Phase,
    Reward,
    WitchState,
    attack,
    attack_options,
    card_words,
    draw_reserve,
    drawable_slots,
    end_round,
    has_attack,
    is_standard_card,
    pick_recovered,
    repel,
    repel_cost,
    repellable_slots,
    reward_choices,
    settle,
    soldiers,
    start_round,
    take_reward,
)
from games.engines.witch.shapes import (
    WitchAction,
    WitchAttackAction,
    WitchDrawReserveAction,
    WitchEndRoundAction,
    WitchRecoverPickAction,
    WitchRepelAction,
    WitchRewardAction,
    WitchView,
)

# ------------------------------------------------------------------------------------------- in words


def _describe_attack(game: WitchGame, state: WitchState, action: Action) -> str:
    ghosts = [f"{state.ghosts[i]} (slot {i + 1})" for i in action["ghosts"]]
    return f"Attack {' and '.join(ghosts)} with {card_words(action['hand'])}"


def _describe_draw_reserve(game: WitchGame, state: WitchState, action: Action) -> str:
    return f"Draw the reserve card under slot {action['slot'] + 1} into your hand"


def _describe_repel(game: WitchGame, state: WitchState, action: Action) -> str:
    ghost = state.ghosts[action["slot"]]
    if ghost is None:
        return f"Repel the ghost in slot {action['slot'] + 1}"
    return f"Repel {ghost} (slot {action['slot'] + 1}) for {repel_cost(ghost)} {COLOUR[ghost]}"


def _describe_reward(game: WitchGame, state: WitchState, action: Action) -> str:
    if action["choice"] == Reward.DISCARD_WITCH.value and state.witches:
        return f"Discard the witch {min(state.witches)} to the Ghost discard"
    return "Recover 4 cards from the Removed pile into the Attack pile"


# ------------------------------------------------------------------------------------------------ the game

MODES = ("base", "advanced")

OPTIONS = OptionsSchema(
    options=(
        OptionSpec(
            "mode",
            str,
            "base",
            "base: one witch; advanced: three witches, rewards, the third-witch loss.",
            choices=MODES,
        ),
        OptionSpec(
            "magic", bool, False, "The Magic Expansion: the Wizard, the black and red cauldrons, repel."
        ),
        OptionSpec(
            "loss_check",
            str,
            "strict6",
            "strict6: lost when attack pile + discard hold fewer than 6 soldiers at a round start; "
            "circulation6: the face-down reserve counts too.",
            choices=("strict6", "circulation6"),
        ),
        OptionSpec(
            "recover_mode",
            str,
            "choose",
            "Advanced recovery: choose any 4 Removed cards, or take the top 4 (top4).",
            choices=("choose", "top4"),
        ),
        OptionSpec(
            "max_rounds",
            int,
            300,
            "Engine guard: a game still going after this many rounds is lost.",
            minimum=1,
            maximum=MAX_ROUNDS_LIMIT,
        ),
    ),
    presets=(
        Preset("base", "The original game: one witch, no magic."),
        Preset(
            "advanced", "Three witches; a clean sweep discards one or recovers 4 cards.", {"mode": "advanced"}
        ),
        Preset("magic", "One witch, plus the Wizard and the cauldrons that repel ghosts.", {"magic": True}),
        Preset(
            "advanced_magic",
            "Three witches together with the Wizard and his cauldrons.",
            {"mode": "advanced", "magic": True},
        ),
    ),
    default_preset="base",
)


class WitchGame(GameDefinition[WitchState]):
    slug = "witch"
    name = "The Witch of Pendle Hill"
    engine_version = "2"  # 2: a Wizard dealt to the reserve stays face down there (H29)
    replayable_versions = (SEATS_WIZARD_FROM_RESERVE,)
    options_schema = OPTIONS
    state_class = WitchState
    hidden_zones = ("attack_pile", "reserve", "ghost_pile")
    max_actions = MAX_ROUNDS_LIMIT * ACTIONS_PER_ROUND + 1  # + resign
    rules_path = "docs/rules/witch.md"
    view_shape = WitchView
    action_shape = WitchAction

    # ---- setup -----------------------------------------------------------------------------------------

    def _setup(self, rng: DealRng, options: dict[str, Any], version: str | None) -> WitchState:
        deck = list(FRENCH_52)
        rng.shuffle(deck)  # R1
        attack_pile, ghosts = deck[:ATTACK_DECK_SIZE], deck[ATTACK_DECK_SIZE:]
        ghost_pile = ghosts + list(WITCHES[: 3 if options["mode"] == "advanced" else 1])
        rng.shuffle(ghost_pile)  # R2
        if options["magic"]:
            attack_pile.append(WIZARD)
            rng.shuffle(attack_pile)  # R3
        state = WitchState(
            options=dict(options),
            rng=rng,
            engine_version=version,
            attack_pile=attack_pile,
            ghost_pile=ghost_pile,
            provenance={card: (0,) for card in (*attack_pile, *ghost_pile)},
        )
        start_round(state, first=True)
        settle(state)
        return state

    # ---- actions ---------------------------------------------------------------------------------------

    def legal_actions(self, state: WitchState) -> list[Action]:
        if state.status is not Status.PLAYING:
            return []
        if state.phase is Phase.REWARD:
            return [{"type": "reward", "choice": c.value} for c in reward_choices(state)]
        if state.phase is Phase.RECOVER:
            return [{"type": "recover_pick", "card": c} for c in state.removed]
        actions = [a.to_json() for a in attack_options(state)]
        no_attack = not actions
        actions.extend({"type": "draw_reserve", "slot": i} for i in drawable_slots(state))
        actions.extend({"type": "repel", "slot": i} for i in repellable_slots(state))
        if no_attack:
            actions.append({"type": "end_round"})
        return actions

    def _after_action(self, state: WitchState) -> None:
        settle(state)

    @handles("attack", shape=WitchAttackAction, describe=_describe_attack)
    def _attack(self, state: WitchState, action: Action) -> Action | None:
        hand, slots = parse_attack(action)
        if state.phase is not Phase.PLAY:
            _require_phase(state, Phase.PLAY)
        own, ghosts = state.hand, state.ghosts
        for card in hand:
            if card not in own:
                raise IllegalActionError(f"{card} is not in your hand.")
        for i in slots:
            if ghosts[i] is None:
                raise IllegalActionError(f"Slot {i + 1} holds no ghost.")
        # Any order names the same attack (docs/rules/witch.md): the listed spelling, kept in the log, has the
        # cards in hand order (the order they go to the Attack discard) and the slots ascending.
        given = (hand, slots)
        if len(hand) == 2 and own.index(hand[0]) > own.index(hand[1]):
            hand = (hand[1], hand[0])
        slots = tuple(sorted(slots))
        targets = cast(tuple[str, ...], tuple(ghosts[i] for i in slots))  # each slot was checked above
        hand_mask = SINGLE_MASK[hand[0]] if len(hand) == 1 else PAIR_MASK[hand[0], hand[1]]
        ghost_mask = SINGLE_MASK[targets[0]] if len(targets) == 1 else PAIR_MASK[targets[0], targets[1]]
        if not hand_mask & ghost_mask:
            raise IllegalActionError(
                f"{card_words(hand)} does not match {'the ghost' if len(slots) == 1 else 'the ghosts'} "
                f"{card_words(targets)}."
            )
        attack(state, hand, slots)
        if (hand, slots) == given:
            return None
        return {"type": "attack", "hand": list(hand), "ghosts": list(slots)}

    @handles("draw_reserve", shape=WitchDrawReserveAction, describe=_describe_draw_reserve)
    def _draw_reserve(self, state: WitchState, action: Action) -> None:
        slot = parse_slot(action)
        _require_phase(state, Phase.PLAY)
        ghost = state.ghosts[slot]
        if ghost is not None:
            raise IllegalActionError(
                f"Slot {slot + 1} still holds the ghost {ghost}: its reserve card can be drawn once it is gone."
            )
        if state.reserve[slot] is None:
            raise IllegalActionError(f"There is no reserve card under slot {slot + 1}.")
        draw_reserve(state, slot)

    @handles("repel", shape=WitchRepelAction, describe=_describe_repel)
    def _repel(self, state: WitchState, action: Action) -> None:
        slot = parse_slot(action)
        if not state.magic:
            raise IllegalActionError(
                "Repelling is part of the Magic expansion, which this game does not use."
            )
        _require_phase(state, Phase.PLAY)
        if not state.wizard:
            raise IllegalActionError("Only the Wizard can repel ghosts, and he has not taken his seat yet.")
        ghost = state.ghosts[slot]
        if ghost is None:
            raise IllegalActionError(f"Slot {slot + 1} holds no ghost to repel.")
        colour = COLOUR[ghost]
        pot = state.black if colour == BLACK else state.red
        if pot < repel_cost(ghost):
            raise IllegalActionError(
                f"Repelling {ghost} costs {repel_cost(ghost)} {colour}, but the {colour} cauldron holds {pot}."
            )
        repel(state, slot)

    @handles("end_round", shape=WitchEndRoundAction, describe=lambda game, state, action: "End the round")
    def _end_round(self, state: WitchState, action: Action) -> None:
        _require_phase(state, Phase.PLAY)
        example = next(attack_options(state), None) if has_attack(state) else None
        if example is not None:
            raise IllegalActionError(
                "You cannot end the round while an attack is possible, for example "
                f"{' + '.join(example.hand)} against slot {' and '.join(str(i + 1) for i in example.slots)}."
            )
        end_round(state)

    @handles("reward", shape=WitchRewardAction, describe=_describe_reward)
    def _reward(self, state: WitchState, action: Action) -> None:
        try:
            choice = Reward(action["choice"])
        except ValueError:
            raise InvalidActionError(
                f"A reward choice is 'discard_witch' or 'recover', not {action['choice']!r}.", field="choice"
            ) from None
        if not state.advanced:
            raise IllegalActionError("Rewards belong to the Advanced game, which this game does not use.")
        _require_phase(state, Phase.REWARD)
        if choice not in reward_choices(state):
            if choice is Reward.DISCARD_WITCH:
                raise IllegalActionError("There is no witch in play to discard.")
            if len(state.witches) == 3:
                raise IllegalActionError("With three witches in play you must discard one.")
            raise IllegalActionError("The Removed pile is empty: there is nothing to recover.")
        take_reward(state, choice)

    @handles(
        "recover_pick",
        shape=WitchRecoverPickAction,
        describe=lambda game, state, action: f"Recover {action['card']} from the Removed pile",
    )
    def _recover_pick(self, state: WitchState, action: Action) -> None:
        card = action["card"]
        if not is_standard_card(card):
            raise InvalidActionError(f"{card!r} is not a card code.", field="card")
        if not state.advanced:
            raise IllegalActionError(
                "Recovering cards belongs to the Advanced game, which this game does not use."
            )
        _require_phase(state, Phase.RECOVER)
        if card not in state.removed:
            raise IllegalActionError(f"{card} is not in the Removed pile.")
        pick_recovered(state, card)

    # ---- outcome ---------------------------------------------------------------------------------------

    def score(self, state: WitchState) -> int:
        return 10 * state.ghosts_eliminated + 5 * soldiers(state) + (100 if state.status is Status.WON else 0)

    def rank_key(self, state: WitchState) -> tuple[int, ...]:
        won = 1 if state.status is Status.WON else 0
        return (won, self.score(state), -state.round, -state.captured)

    # ---- views -----------------------------------------------------------------------------------------

    def view(self, state: WitchState) -> dict[str, Any]:
        return {
            "options": dict(state.options),
            "round": state.round,
            "phase": state.phase.value,
            "final_round": state.final_round,
            "hand": list(state.hand),
            "slots": [
                {"ghost": state.ghosts[i], "reserve_face_down": state.reserve[i] is not None}
                for i in range(SLOTS)
            ],
            "attack_pile": len(state.attack_pile),
            "ghost_pile": len(state.ghost_pile),
            "attack_discard": list(state.attack_discard),
            "ghost_discard": list(state.ghost_discard),
            "removed": list(state.removed),
            "recovering": list(state.recovering),
            "picks_left": state.picks_left,
            "witches": list(state.witches),
            "wizard_seated": state.wizard_seated,
            "cauldrons": {BLACK: state.black, RED: state.red},
            "ghosts_eliminated": state.ghosts_eliminated,
            "ghosts_left": GHOST_COUNT - state.ghosts_eliminated,
            "captured": state.captured,
            "soldiers": soldiers(state),
        }

    def zones(self, state: WitchState) -> dict[str, list[str]]:
        return {
            "attack_pile": list(state.attack_pile),
            "attack_discard": list(state.attack_discard),
            "reserve": [c for c in state.reserve if c is not None],
            "ghosts": [c for c in state.ghosts if c is not None],
            "hand": list(state.hand),
            "ghost_pile": list(state.ghost_pile),
            "ghost_discard": list(state.ghost_discard),
            "removed": list(state.removed),
            "recovering": list(state.recovering),
            "witches": list(state.witches),
            "wizard_seat": list(state.wizard),
        }

    # ---- copies, storage and sampling ------------------------------------------------------------------

    def copy_state(self, state: WitchState) -> WitchState:
        clone = object.__new__(WitchState)
        data = state.__dict__.copy()
        for name in (
            "attack_pile",
            "attack_discard",
            "reserve",
            "ghosts",
            "hand",
            "ghost_pile",
            "ghost_discard",
            "removed",
            "recovering",
            "witches",
            "wizard",
        ):
            data[name] = list(data[name])
        data["provenance"] = dict(state.provenance)  # its values are tuples
        data["rng"] = state.rng.copy()
        clone.__dict__ = data
        return clone

    def _decode_fields(self, kwargs: dict[str, Any]) -> dict[str, Any]:
        kwargs["phase"] = Phase(kwargs["phase"])
        kwargs["provenance"] = {card: tuple(history) for card, history in kwargs["provenance"].items()}
        return kwargs

    def sample_hidden(self, state: WitchState, rng: random.Random) -> WitchState:
        """Redeal the face-down cards as a player who tracks every card may imagine them.

        Never-seen cards (provenance starting with the deal, 0) may be anywhere face down, except that an
        unseen witch can only be in the ghost pile and an unseated Wizard only among the soldiers. A card
        that went through a later shuffle ``k`` is interchangeable with every other face-down card that went
        through ``k``: the pile shuffled then and the reserve cards drawn from it since. Pile orders are
        uniform given their contents, because cards only enter a draw pile by a shuffle.
        """
        sample = self.copy_state(state)
        places: list[tuple[str, int]] = [("attack_pile", i) for i in range(len(state.attack_pile))]
        places += [("reserve", i) for i, c in enumerate(state.reserve) if c is not None]
        places += [("ghost_pile", i) for i in range(len(state.ghost_pile))]
        cards = [getattr(state, zone)[i] for zone, i in places]
        histories = [state.provenance.get(card, (0,)) for card in cards]
        dealt = list(cards)

        unseen = [k for k, history in enumerate(histories) if history[0] == 0]
        ghost_side = [k for k in unseen if places[k][0] == "ghost_pile"]
        soldier_side = [k for k in unseen if places[k][0] != "ghost_pile"]
        # Sorted before shuffling, so that the sample depends on what the player knows, not on the deal.
        unseen_cards = sorted(cards[k] for k in unseen)
        witches = [c for c in unseen_cards if c in WITCHES]
        wizards = [c for c in unseen_cards if c == WIZARD]
        plain = [c for c in unseen_cards if c not in WITCHES and c != WIZARD]
        rng.shuffle(ghost_side)
        rng.shuffle(soldier_side)
        taken = set(ghost_side[: len(witches)]) | set(soldier_side[: len(wizards)])
        for k, card in zip(ghost_side, witches, strict=False):
            dealt[k] = card
        for k, card in zip(soldier_side, wizards, strict=False):
            dealt[k] = card
        rest = [k for k in unseen if k not in taken]
        rng.shuffle(plain)
        for k, card in zip(rest, plain, strict=True):
            dealt[k] = card

        for shuffle_id in sorted({s for history in histories for s in history if s > 0}):
            group = [k for k, history in enumerate(histories) if shuffle_id in history]
            group_cards = sorted(dealt[k] for k in group)
            rng.shuffle(group_cards)
            for k, card in zip(group, group_cards, strict=True):
                dealt[k] = card

        for (zone, i), card, history in zip(places, dealt, histories, strict=True):
            getattr(sample, zone)[i] = card
            sample.provenance[card] = history  # the history belongs to the place, not the card
        sample.rng = DealRng(key=bytes(rng.getrandbits(8) for _ in range(32)))
        return sample


def parse_attack(action: Action) -> tuple[tuple[str, ...], tuple[int, ...]]:
    """The hand cards and ghost slots of an attack whose fields have the right JSON types."""
    hand, slots = action["hand"], action["ghosts"]
    for card in hand:
        if type(card) is not str or (card not in VALUE and not is_standard_card(card)):
            raise InvalidActionError(f"{card!r} in 'hand' is not a card code such as \"2D\".", field="hand")
    for slot in slots:
        if type(slot) is not int or not 0 <= slot < SLOTS:
            raise InvalidActionError(
                f"{slot!r} in 'ghosts' is not a slot number from 0 to 4.", field="ghosts"
            )
    if not hand:
        raise InvalidActionError("An attack needs 1 or 2 cards from your hand.", field="hand")
    if not slots:
        raise InvalidActionError("An attack needs 1 or 2 ghost slots.", field="ghosts")
    if len(set(hand)) != len(hand):
        raise InvalidActionError("An attack names each hand card once.", field="hand")
    if len(set(slots)) != len(slots):
        raise InvalidActionError("An attack names each ghost slot once.", field="ghosts")
    if len(hand) > 2:
        raise IllegalActionError(f"You may attack with at most 2 cards from your hand, not {len(hand)}.")
    if len(slots) > 2:
        raise IllegalActionError(f"You may attack at most 2 ghosts at once, not {len(slots)}.")
    return tuple(hand), tuple(slots)


def parse_slot(action: Action) -> int:
    slot: int = action["slot"]  # an int: the handlers declare it (fields) and the shape is checked first
    if not 0 <= slot < SLOTS:
        raise InvalidActionError(f"Slot {slot} does not exist: slots are numbered 0 to 4.", field="slot")
    return slot


def _require_phase(state: WitchState, phase: Phase) -> None:
    if state.phase is phase:
        return
    if state.phase is Phase.REWARD:
        raise IllegalActionError("You swept the table: choose your reward first.")
    if state.phase is Phase.RECOVER:
        raise IllegalActionError(
            f"Pick {state.picks_left} more card(s) to recover from the Removed pile first."
        )
    raise IllegalActionError("That choice is not open now: the round is being played.")


GAME = WitchGame()
