"""Weaver in the Forest of Wyr (Todd Sanders), traditional-deck variant, as ``docs/rules/weaver.md`` states it.

One line of 48 face-up cards (the Garden, drawn as rows of 12) is cleared by removing one card of a matching
pair at a time, to the Harvest or onto one of five basket piles; the Keiju (Kings and Queens) block the line
until they are enticed, in number order, with a bribe of basket top cards. Nothing is random after the deal
and nothing is hidden: a player knows every basket card because they put it there.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise
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
    check_type,
    handles,
)
from games.engines.rng import DealRng
from games.engines.weaver.rules import (  # the state and its rule functions
    ALL_CODES,
    BASKET,
    HARVEST,
    KEIJU,
    KEIJU_BY_CODE,
    NATURE_CODES,
    PILES,
    ROW_LENGTH,
    Keiju,
    WeaverState,
    _keiju_number,
    _tops,
    bribe_subsets,
    is_nature,
    partner_indices,
    removable_indices,
    row_and_column,
    score_parts,
    settle,
    target_keiju,
    unmet_request,
    why_not_removable,
)
from games.engines.weaver.shapes import (
    WeaverAction,
    WeaverEnticeAction,
    WeaverRemoveAction,
    WeaverView,
)


def _describe_remove(game: WeaverGame, state: WeaverState, action: Action) -> str:
    index = action["index"]
    card = state.garden[index]
    row, column = row_and_column(index)
    partners = partner_indices(state.garden, index)
    how = ""
    if partners:
        j = partners[0]
        distance = "next to it" if abs(j - index) == 1 else "three places away"
        how = f": it pairs with {state.garden[j]} {distance}"
    if action["to"] == HARVEST:
        where = "to the Harvest"
    else:
        pile = state.basket[action["pile"]]
        covering = f", covering {pile[-1]}" if pile else ""
        where = f"to basket pile {action['pile'] + 1}{covering}"
    return f"Remove {card} (row {row}, column {column}) {where}{how}."


def _describe_entice(game: WeaverGame, state: WeaverState, action: Action) -> str:
    target = target_keiju(state)
    assert target is not None  # a listed entice has a target
    offered = [state.basket[p][-1] for p in action["piles"]]
    piles = ", ".join(str(p + 1) for p in action["piles"])
    return f"Entice {target.label} with {', '.join(offered)} from basket piles {piles}."


class WeaverGame(GameDefinition[WeaverState]):
    slug = "weaver"
    name = "Weaver in the Forest of Wyr"
    engine_version = "1"
    state_class = WeaverState
    # Nothing is face down: covered basket cards were placed face up by the player, so even
    # hide_covered_basket (a memory test) hides nothing the player does not know.
    hidden_zones = ()
    # Each remove takes one Nature card out of the Garden and the last one never has a partner (43 at
    # most); each entice takes one Keiju (at most 8 with keiju_count 8). Resign replaces an action.
    max_actions = 43 + 8
    rules_path = "docs/rules/weaver.md"
    view_shape = WeaverView
    action_shape = WeaverAction
    options_schema = OptionsSchema(
        options=(
            OptionSpec(
                "deck",
                str,
                "traditional",
                "The deck: a traditional deck (Ace to Jack as Nature cards, Kings and Queens as Keiju).",
                choices=("traditional",),
            ),
            OptionSpec(
                "keiju_count",
                int,
                4,
                "How many of the 8 Keiju are shuffled into the Garden: 4 by the rules, 8 as a hard house rule.",
                choices=(4, 8),
            ),
            OptionSpec(
                "hide_covered_basket",
                bool,
                False,
                "Show only the top card of each basket pile (the covered cards are still yours to remember).",
                view_only=True,
            ),
        ),
        presets=(
            Preset("standard", "The rules as written: 4 of the 8 Keiju, every basket card shown."),
            Preset(
                "memory",
                "As standard, but covered basket cards are not shown: remember what lies underneath.",
                {"hide_covered_basket": True},
            ),
            Preset("all-keiju", "House rule: all 8 Keiju are in the Garden (hard).", {"keiju_count": 8}),
        ),
        default_preset="standard",
    )

    # ---- setup -----------------------------------------------------------------------------------------

    def _setup(self, rng: DealRng, options: dict[str, Any], version: str | None) -> WeaverState:
        keiju = [k.code for k in KEIJU]
        rng.shuffle(keiju)  # R1: the Keiju from their canonical order; the first ones drawn are in play
        count = options["keiju_count"]
        in_play = sorted(keiju[:count], key=_keiju_number)
        removed = sorted(keiju[count:], key=_keiju_number)
        garden = [*NATURE_CODES, *in_play]
        rng.shuffle(garden)  # R2: Nature cards in canonical order, then the Keiju in play by number
        return WeaverState(
            options=dict(options),
            rng=rng,
            engine_version=version,
            garden=garden,
            basket=[[] for _ in range(PILES)],
            harvest=[],
            bribed=[],
            keiju_in_play=in_play,
            keiju_removed=removed,
        )

    def from_position(
        self,
        garden: Sequence[str],
        *,
        basket: Sequence[Sequence[str]] = (),
        harvest: Sequence[str] = (),
        bribed: Sequence[str] = (),
        keiju_in_play: Sequence[str] | None = None,
        options: dict[str, Any] | None = None,
    ) -> WeaverState:
        """A hand-built position (puzzles, tests, analysis). The Keiju in play default to those in the Garden
        and the Harvest; the end check runs at once, as after an action."""
        piles = [list(pile) for pile in basket] + [[] for _ in range(PILES - len(basket))]
        cards = [*garden, *(c for pile in piles for c in pile), *harvest, *bribed]
        unknown = sorted(set(cards) - ALL_CODES)
        if unknown or len(cards) != len(set(cards)) or len(piles) != PILES:
            raise ValueError(
                f"not a Weaver position: unknown {unknown}, or a repeated card, or not {PILES} piles"
            )
        if keiju_in_play is None:
            keiju_in_play = [c for c in (*garden, *harvest) if not is_nature(c)]
        in_play = sorted(keiju_in_play, key=_keiju_number)
        state = WeaverState(
            options=self.resolve_options(options),
            rng=DealRng.from_seed("hand-built position"),
            garden=list(garden),
            basket=piles,
            harvest=list(harvest),
            bribed=list(bribed),
            keiju_in_play=in_play,
            keiju_removed=[k.code for k in KEIJU if k.code not in in_play],
        )
        settle(state)
        return state

    # ---- actions -----------------------------------------------------------------------------------------

    def legal_actions(self, state: WeaverState) -> list[Action]:
        if state.is_over:
            return []
        garden = state.garden
        actions: list[Action] = []
        for i in removable_indices(garden):
            card = garden[i]
            actions.append({"type": "remove", "index": i, "card": card, "to": HARVEST})
            actions.extend(
                [{"type": "remove", "index": i, "card": card, "to": BASKET, "pile": p} for p in range(PILES)]
            )
        target = target_keiju(state)
        if target is not None:
            for piles in bribe_subsets(target, _tops(state)):
                actions.append({"type": "entice", "keiju": target.code, "piles": list(piles)})
        return actions

    def _after_action(self, state: WeaverState) -> None:
        settle(state)

    @handles("remove", shape=WeaverRemoveAction, describe=_describe_remove)
    def _remove(self, state: WeaverState, action: Action) -> Action | None:
        index, to = action["index"], action["to"]
        if to not in (HARVEST, BASKET):
            raise InvalidActionError(
                f"A removed card goes 'to' 'harvest' or 'basket', not {to!r}.", field="to"
            )
        pile = None
        if to == BASKET:
            if "pile" not in action:
                raise InvalidActionError(
                    "A remove to the basket needs the field 'pile' (0 to 4).", field="pile"
                )
            pile = action["pile"]
            if type(pile) is not int:
                check_type(action, "pile", int)
            if not 0 <= pile < PILES:
                raise InvalidActionError(f"There are basket piles 0 to 4, not {pile}.", field="pile")
        elif "pile" in action:
            raise InvalidActionError("A remove to the harvest has no field 'pile'.", field="pile")
        if index < 0:
            raise InvalidActionError(f"A Garden index is 0 or more, not {index}.", field="index")
        if "card" in action:
            _check_card_code(action, "card")
        garden = state.garden
        if index >= len(garden):
            raise IllegalActionError(
                f"The Garden holds {len(garden)} cards (indices 0 to {len(garden) - 1}): there is no index {index}."
            )
        card = garden[index]
        if "card" in action and action["card"] != card:
            raise IllegalActionError(f"The card at index {index} is {card}, not {action['card']}.")
        if not partner_indices(garden, index):
            raise IllegalActionError(why_not_removable(garden, index))
        del garden[index]
        if pile is None:
            state.harvest.append(card)
        else:
            state.basket[pile].append(card)
        if "card" in action:
            return None  # already the listed spelling (no other field is accepted)
        if pile is None:
            return {"type": "remove", "index": index, "card": card, "to": HARVEST}
        return {"type": "remove", "index": index, "card": card, "to": BASKET, "pile": pile}

    @handles("entice", shape=WeaverEnticeAction, describe=_describe_entice)
    def _entice(self, state: WeaverState, action: Action) -> Action | None:
        piles = action["piles"]
        for p in piles:
            if isinstance(p, bool) or not isinstance(p, int) or not 0 <= p < PILES:
                raise InvalidActionError(
                    f"Basket piles are numbered 0 to 4; {p!r} is not one.", field="piles"
                )
        if any(a >= b for a, b in pairwise(piles)):
            raise InvalidActionError(
                "The piles of a bribe are listed in ascending order, each once.", field="piles"
            )
        named = None
        if "keiju" in action:
            named = _check_card_code(action, "keiju")
            if is_nature(named):
                raise InvalidActionError(f"{named} is a Nature card, not a Keiju.", field="keiju")
        target = target_keiju(state)
        if target is None:
            raise IllegalActionError("No Keiju is left in the Garden: there is nothing to entice.")
        if named is not None and named != target.code:
            where = "not in the Garden" if named not in state.garden else "not next in line"
            raise IllegalActionError(
                f"{KEIJU_BY_CODE[named].label} is {where}: the Keiju leave in number order, and the next one "
                f"is {target.label}."
            )
        if len(piles) != target.size:
            raise IllegalActionError(
                f"{target.label} asks for exactly {target.size} cards, and {len(piles)} piles were named."
            )
        empty = [p for p in piles if not state.basket[p]]
        if empty:
            raise IllegalActionError(
                f"Basket pile {empty[0] + 1} is empty: each pile named must give its top card."
            )
        offered = [state.basket[p][-1] for p in piles]
        reason = unmet_request(target, offered)
        if reason is not None:
            raise IllegalActionError(
                f"{target.label} is the Keiju to entice now and wants {target.words}; "
                f"{', '.join(offered)} will not do: {reason}."
            )
        for p in piles:
            state.bribed.append(state.basket[p].pop())
        state.garden.remove(target.code)
        state.harvest.append(target.code)
        if "keiju" in action:
            return None  # already the listed spelling
        return {"type": "entice", "keiju": target.code, "piles": list(piles)}

    # ---- outcome -------------------------------------------------------------------------------------------

    def score(self, state: WeaverState) -> int:
        parts = score_parts(state)
        return (
            parts["harvest_nature"]
            + 10 * parts["harvest_keiju"]
            - 5 * parts["garden_keiju"]
            - parts["garden_nature"]
        )

    def rank_key(self, state: WeaverState) -> tuple[int, ...]:
        return (int(state.status is Status.WON), self.score(state))

    # ---- projections ---------------------------------------------------------------------------------------

    def view(self, state: WeaverState) -> dict[str, Any]:
        target = target_keiju(state)
        hide = state.options.get("hide_covered_basket", False)
        places = {code: "harvest" for code in state.harvest if not is_nature(code)}
        places.update({code: "garden" for code in state.garden if not is_nature(code)})
        places.update({code: "removed" for code in state.keiju_removed})
        return {
            "garden": list(state.garden),
            "garden_rows": [
                state.garden[r : r + ROW_LENGTH] for r in range(0, len(state.garden), ROW_LENGTH)
            ],
            "row_length": ROW_LENGTH,
            "basket": [_pile_view(pile, hide) for pile in state.basket],
            "harvest": list(state.harvest),
            "bribed": list(state.bribed),
            "keiju": [{**_keiju_json(k), "place": places.get(k.code, "removed")} for k in KEIJU],
            "keiju_in_play": list(state.keiju_in_play),
            "keiju_removed": list(state.keiju_removed),
            "target": None if target is None else _keiju_json(target),
            "score_parts": score_parts(state),
            "options": dict(state.options),
            "legal_actions": self.legal_actions(state),
        }

    def zones(self, state: WeaverState) -> dict[str, list[str]]:
        return {
            "garden": list(state.garden),
            "basket": [card for pile in state.basket for card in pile],
            "harvest": list(state.harvest),
            "bribed": list(state.bribed),
            "removed": list(state.keiju_removed),
        }

    def copy_state(self, state: WeaverState) -> WeaverState:
        return WeaverState(
            options=state.options,  # never mutated after setup
            rng=state.rng.copy(),
            engine_version=state.engine_version,
            status=state.status,
            end_reason=state.end_reason,
            actions_taken=state.actions_taken,
            garden=list(state.garden),
            basket=[list(pile) for pile in state.basket],
            harvest=list(state.harvest),
            bribed=list(state.bribed),
            keiju_in_play=list(state.keiju_in_play),
            keiju_removed=list(state.keiju_removed),
        )


# -------------------------------------------------------------------------------------------------- helpers


def _check_card_code(action: Action, field: str) -> str:
    code = action[field]
    if type(code) is str and code in ALL_CODES:
        return code
    check_type(action, field, str)
    if code not in ALL_CODES:
        raise InvalidActionError(f"{code!r} is not a card of this game.", field=field)
    return cast(str, code)  # check_type passed


def _keiju_json(keiju: Keiju) -> dict[str, Any]:
    return {
        "card": keiju.code,
        "number": keiju.number,
        "name": keiju.name,
        "size": keiju.size,
        "request": keiju.words,
    }


def _pile_view(pile: list[str], hide_covered: bool) -> dict[str, Any]:
    top = len(pile) - 1
    shown = range(max(top, 0), len(pile)) if hide_covered else range(len(pile))
    return {
        "size": len(pile),
        "top": pile[-1] if pile else None,
        "covered": max(top, 0),
        # bottom -> top; with hide_covered_basket only the top card is named
        "cards": [{"card": pile[i], "covered": i != top} for i in shown],
    }


GAME = WeaverGame()
