"""Quetinny: the scenarios of our rulings (Q-T0 to Q-T8), and a test for every ruling that changes play.

Positions are built directly: ``position`` lays out a tableau and a hand, and fills the deck with the cards
not in play (in canonical order, so draws are predictable).
"""

from __future__ import annotations

import json

import pytest

from games.engines.base import IllegalActionError, InvalidActionError, Status
from games.engines.quetinny import GAME
from games.engines.quetinny.engine import canonical_deck
from games.engines.quetinny.rules import (
    INFO,
    SUITS,
    Phase,
    QuetinnyState,
    Result,
    chip_counts,
    routes_for,
    spice_supply,
    tax_of,
)
from games.engines.rng import DealRng


def position(
    tableau,
    hand,
    *,
    gold=25,
    spice=None,
    phase=Phase.EXPAND,
    deck=None,
    discard=(),
    options=None,
    final_hand=False,
    taxes_remaining=None,
    turn=5,
    excuse_at=None,
):
    """A position: ``tableau`` is a list of ``(cell, card, chips)`` with chips a suit, a tuple or None."""
    resolved = GAME.resolve_options(options or {})
    cells, chips = {}, {}
    for cell, card, held in tableau:
        cells[cell] = card
        if held:
            chips[cell] = (held,) if isinstance(held, str) else tuple(held)
    used = set(cells.values()) | set(hand) | set(discard)
    if deck is None:
        deck = [card for card in canonical_deck(resolved) if card not in used]
    if taxes_remaining is None:
        taxes_remaining = (2 if final_hand else 1) if phase is Phase.TAX else 0
    return QuetinnyState(
        options=resolved,
        rng=DealRng.from_seed("position"),
        deck=list(deck),
        hand=list(hand),
        discard=list(discard),
        kept=[],
        start_cells=[],
        tableau=cells,
        chips=chips,
        excuse_at=excuse_at,
        spice={suit: (spice or {}).get(suit, 0) for suit in SUITS},
        gold=gold,
        phase=phase,
        pending_setup=[],
        taxes_remaining=taxes_remaining,
        final_hand=final_hand,
        turn=turn,
    )


def province(card, suit, at, chip=None):
    return {
        "type": "province",
        "card": card,
        "suit": suit,
        "at": list(at),
        "chip": None if chip is None else list(chip),
    }


def caravan(card, *routes):
    return {
        "type": "caravan",
        "card": card,
        "routes": [{"suit": s, "path": [list(c) for c in p]} for s, p in routes],
    }


def rejected(state, action, error=IllegalActionError):
    before = json.dumps(GAME.state_to_json(state), sort_keys=True)
    with pytest.raises(error) as caught:
        GAME.apply(state, action)
    assert json.dumps(GAME.state_to_json(state), sort_keys=True) == before
    assert caught.value.message.endswith(".")
    return caught.value.message


def listed(state, action):
    return json.dumps(action, sort_keys=True) in {
        json.dumps(a, sort_keys=True) for a in GAME.legal_actions(state)
    }


# ----------------------------------------------------------------------------------------- Q-T0 setup


def test_setup_keeps_the_first_royal_and_three_others_and_sets_the_rest_aside():
    order = ["sea", "ace_moons", "author", "desert", "bard", "origin", "journey"]
    deck = order + [card for card in canonical_deck(GAME.resolve_options()) if card not in order]
    state = GAME.deal(deck, DealRng.from_seed("q-t0"), GAME.resolve_options())
    assert state.tableau == {(0, 0): "sea", (1, 0): "author", (0, 1): "desert", (1, 1): "origin"}
    assert state.chips == {(0, 0): ("Waves",)}
    assert state.pending_setup == [(1, 0), (0, 1), (1, 1)]
    assert state.spice == dict.fromkeys(SUITS, 0)
    assert state.phase is Phase.SETUP_CHIPS and state.hand == [] and state.gold == 25
    # The set-aside Ace of Moons and Bard went back into the deck, which was shuffled again.
    assert len(state.deck) == 32 and {"ace_moons", "bard", "journey"} <= set(state.deck)
    assert state.deck != [c for c in deck if c not in ("sea", "author", "desert", "origin")]


def test_setup_chips_are_placed_in_order_and_the_hand_is_dealt_after_the_last():
    order = ["sea", "ace_moons", "author", "desert", "bard", "origin", "journey"]
    deck = order + [card for card in canonical_deck(GAME.resolve_options()) if card not in order]
    state = GAME.deal(deck, DealRng.from_seed("q-t0"), GAME.resolve_options())
    assert GAME.legal_actions(state) == [
        {"type": "setup_chip", "at": [1, 0], "suit": "Knots"},
        {"type": "setup_chip", "at": [1, 0], "suit": "Moons"},
    ]
    message = rejected(state, {"type": "setup_chip", "at": [0, 1], "suit": "Suns"})
    assert message == "The next starting chip goes on the Author (2, Moons/Knots) at (1,0)."
    message = rejected(state, {"type": "setup_chip", "at": [1, 0], "suit": "Suns"})
    assert message == "The Author (2, Moons/Knots) has no Suns: its chip must be Moons or Knots."
    state = GAME.apply(state, {"type": "setup_chip", "at": [1, 0], "suit": "Knots"})
    state = GAME.apply(state, {"type": "setup_chip", "at": [0, 1], "suit": "Wyrms"})
    assert state.hand == [] and state.phase is Phase.SETUP_CHIPS
    top = state.deck[:4]
    state = GAME.apply(state, {"type": "setup_chip", "at": [1, 1], "suit": "Leaves"})
    assert state.phase is Phase.EXPAND and state.hand == top and len(state.deck) == 28
    assert state.gold == 25 and state.turn == 1
    assert chip_counts(state) == {"Moons": 0, "Suns": 0, "Waves": 1, "Leaves": 1, "Wyrms": 1, "Knots": 1}


def test_a_starting_ace_gets_its_chip_and_one_spice_cube():
    deck = ["author", "ace_wyrms", "desert", "origin"] + [
        c
        for c in canonical_deck(GAME.resolve_options())
        if c not in ("author", "ace_wyrms", "desert", "origin")
    ]
    state = GAME.deal(deck, DealRng.from_seed("ace"), GAME.resolve_options())
    assert state.tableau[(1, 0)] == "ace_wyrms" and state.chips[(1, 0)] == ("Wyrms",)
    assert state.spice["Wyrms"] == 1 and spice_supply(state) == 5
    assert state.pending_setup == [(0, 0), (0, 1), (1, 1)]


def test_the_set_aside_cards_go_under_the_rest_before_the_second_shuffle():
    # Our ruling: rest of the deck first, then the set-aside cards in the order they were set aside.
    order = ["sea", "ace_moons", "author", "desert", "bard", "origin"]
    deck = order + [card for card in canonical_deck(GAME.resolve_options()) if card not in order]
    state = GAME.deal(deck, DealRng.from_seed("aside"), GAME.resolve_options())
    expected = [*deck[6:], "ace_moons", "bard"]
    DealRng.from_seed("aside").shuffle(expected)
    assert state.deck == expected


def test_the_deck_sizes_follow_the_extended_options():
    for options, size in (
        ({}, 28),
        ({"pawns": True}, 32),
        ({"courts": True}, 32),
        ({"pawns": True, "courts": True}, 36),
    ):
        state = GAME.new_game("sizes", options)
        for _ in range(3):
            state = GAME.apply(state, GAME.legal_actions(state)[0])
        assert len(state.deck) == size and "excuse" not in state.deck


# ------------------------------------------------------------------------------------------ Q-T1 taxes

QT1 = [
    ((0, 0), "ace_wyrms", "Wyrms"),
    ((1, 0), "battle", "Wyrms"),
    ((0, 1), "desert", "Suns"),
    ((1, 1), "sailor", "Waves"),
]


def test_tax_is_the_rank_less_the_chips_of_the_cards_suits():
    state = position(QT1, ["penitent", "pact", "mill"], gold=10, phase=Phase.TAX)
    counts = chip_counts(state)
    assert [tax_of(card, counts) for card in ("penitent", "pact", "mill", "ace_knots", "windfall")] == [
        3,
        8,
        7,
        1,
        15,
    ]
    assert GAME.view(state)["taxes"] == {"penitent": 3, "pact": 8, "mill": 7}


def test_paying_a_tax_discards_the_card_and_refills_the_hand_for_the_next_turn():
    state = position(QT1, ["penitent", "pact", "mill"], gold=10, phase=Phase.TAX)
    top = state.deck[:2]
    after = GAME.apply(state, {"type": "tax", "card": "penitent"})
    assert after.gold == 7 and after.discard == ["penitent"]
    assert after.hand == ["pact", "mill", *top] and len(after.deck) == len(state.deck) - 2
    assert after.phase is Phase.EXPAND and after.turn == state.turn + 1


def test_enough_chips_make_a_tax_free():
    more_suns = [((2, 0), "mountain", "Suns"), ((2, 1), "castle", "Suns"), ((3, 0), "diplomat", "Suns")]
    state = position(QT1 + more_suns, ["penitent", "pact", "mill"], gold=10, phase=Phase.TAX)
    after = GAME.apply(state, {"type": "tax", "card": "penitent"})
    assert after.gold == 10


# -------------------------------------------------------------------- Q-T2 affordability and bankruptcy


def test_only_affordable_taxes_are_listed_and_a_crown_costs_fifteen():
    state = position(QT1, ["windfall", "pact", "mill"], gold=8, phase=Phase.TAX)
    assert GAME.legal_actions(state) == [{"type": "tax", "card": "mill"}, {"type": "tax", "card": "pact"}]
    message = rejected(state, {"type": "tax", "card": "windfall"})
    assert message == "The Windfall (Crown of Knots) would cost 15 gold in tax and you have 8."


def test_paying_down_to_zero_gold_does_not_end_the_game():
    state = position(QT1, ["windfall", "pact", "mill"], gold=8, phase=Phase.TAX)
    after = GAME.apply(state, {"type": "tax", "card": "pact"})
    assert after.gold == 0 and after.status is Status.PLAYING and after.phase is Phase.EXPAND


def test_a_tax_no_card_can_pay_ends_the_game_in_bankruptcy_with_the_debt_recorded():
    # The expand step leaves windfall, pact and mill in hand with 2 gold: nothing is affordable.
    state = position(QT1, ["windfall", "pact", "mill", "journey"], gold=2)
    over = GAME.apply(state, province("journey", "Waves", (2, 1)))
    assert over.result is Result.LOSS_BANKRUPT and over.status is Status.LOST
    assert over.gold == 2 - 7 and GAME.score(over) == -5
    assert GAME.legal_actions(over) == []
    assert GAME.rank_key(over) == (0, -5, 4)
    message = rejected(over, {"type": "tax", "card": "mill"})
    assert message == "The game is over: no more actions are accepted."


# ------------------------------------------------------------------------- Q-T3 provinces and chips

QT3 = [
    ((0, 0), "huntress", "Moons"),
    ((1, 0), "forest", "Leaves"),
    ((0, 1), "journey", "Waves"),
    ((1, 1), "mill", "Waves"),
]
QT3_HAND = ["ace_knots", "market", "author", "bard"]


def test_an_ace_may_not_touch_a_crown_orthogonally():
    state = position(QT3, QT3_HAND)
    message = rejected(state, province("ace_knots", "Knots", (-1, 0)))
    assert message == (
        "The Ace of Knots cannot go at (-1,0): it would be orthogonally next to the Huntress (Crown of Moons), "
        "and Aces and Crowns may not touch orthogonally."
    )
    assert listed(state, province("ace_knots", "Knots", (2, 0)))


def test_a_rank_card_needs_an_orthogonal_neighbour_with_the_chosen_suit():
    state = position(QT3, QT3_HAND)
    message = rejected(state, province("market", "Knots", (2, 0)))
    assert message == (
        "The Market (6, Leaves/Knots) played for Knots needs an orthogonal neighbour with Knots; (2,0) has none."
    )
    assert not [
        a for a in GAME.legal_actions(state) if a.get("card") == "author" and a.get("suit") == "Knots"
    ]


def test_a_chip_extends_a_route_of_the_same_suit():
    state = position(QT3, QT3_HAND)
    after = GAME.apply(state, province("market", "Leaves", (2, 0), chip=(2, 0)))
    assert after.chips[(2, 0)] == ("Leaves",)
    assert GAME.view(state)["chip_supply"]["Leaves"] == 5 and GAME.view(after)["chip_supply"]["Leaves"] == 4
    assert after.phase is Phase.TAX and "market" not in after.hand


def test_a_province_holds_only_one_chip():
    state = position(QT3, QT3_HAND)
    message = rejected(state, province("market", "Leaves", (2, 0), chip=(1, 1)))
    assert message == "The Mill (8, Waves/Leaves) already holds a Waves chip."


def test_a_diagonal_neighbour_extends_a_route_unless_chip_adjacency_is_orthogonal():
    king = position(QT3, QT3_HAND)
    assert listed(king, province("market", "Leaves", (2, 1), chip=(2, 1)))
    GAME.apply(king, province("market", "Leaves", (2, 1), chip=(2, 1)))
    orth = position(QT3, QT3_HAND, options={"chip_adjacency": "orth"})
    message = rejected(orth, province("market", "Leaves", (2, 1), chip=(2, 1)))
    assert message == (
        "A Leaves chip must extend a Leaves route: (2,1) is not orthogonally next to a Leaves chip, "
        "the Ace of Leaves or the End (Crown of Leaves)."
    )


def test_the_market_played_for_leaves_has_four_legal_cells():
    state = position(QT3, QT3_HAND)
    cells = {
        tuple(a["at"])
        for a in GAME.legal_actions(state)
        if a.get("card") == "market" and a["suit"] == "Leaves"
    }
    assert cells == {(1, -1), (1, 2), (2, 0), (2, 1)}


# ------------------------------------------------------------------------------ Q-T4 a single caravan

QT4 = [
    ((0, 0), "ace_wyrms", None),
    ((1, 0), "battle", "Wyrms"),
    ((1, 1), "soldier", None),
    ((2, 1), "cave", "Wyrms"),
    ((3, 1), "calamity", None),
]
QT4_ROUTE = ("Wyrms", [(0, 0), (1, 0), (2, 1), (3, 1)])


def test_a_caravan_over_four_cards_earns_sixteen_gold():
    state = position(QT4, ["darkness", "savage", "author", "market"], gold=5, spice={"Wyrms": 1})
    assert [r.path for r in routes_for(state, "Wyrms").values()] == [((0, 0), (1, 0), (2, 1), (3, 1))]
    after = GAME.apply(state, caravan("darkness", QT4_ROUTE))
    assert after.gold == 21 and after.spice["Wyrms"] == 0 and spice_supply(after) == 6
    assert after.discard == ["darkness"] and after.phase is Phase.TAX


def test_a_caravan_card_must_reach_every_card_of_the_route():
    state = position(QT4, ["darkness", "savage", "author", "market"], gold=5, spice={"Wyrms": 1})
    message = rejected(state, caravan("savage", QT4_ROUTE))
    assert (
        message
        == "The Savage (3, Leaves/Wyrms) reaches 3 cards, and this route crosses 4 (the Ace and the Crown count)."
    )


def test_a_route_passes_only_over_chipped_provinces_of_its_suit():
    state = position(QT4, ["darkness", "savage", "author", "market"], gold=5, spice={"Wyrms": 1})
    message = rejected(state, caravan("darkness", ("Wyrms", [(0, 0), (1, 1), (2, 1), (3, 1)])))
    assert message == (
        "A Wyrms route passes only over provinces with a Wyrms chip; (1,1) holds the Soldier (5, Wyrms/Knots) "
        "without a Wyrms chip."
    )


def test_no_caravan_leaves_an_ace_without_spice():
    state = position(QT4, ["darkness", "savage", "author", "market"], gold=5, spice={"Wyrms": 0})
    assert rejected(state, caravan("darkness", QT4_ROUTE)) == "The Ace of Wyrms has no spice to send."
    assert not [a for a in GAME.legal_actions(state) if a["type"] == "caravan"]


def test_a_route_must_rise_in_rank():
    swapped = [((0, 0), "ace_wyrms", None), ((1, 0), "cave", "Wyrms"), ((1, 1), "soldier", None),
               ((2, 1), "battle", "Wyrms"), ((3, 1), "calamity", None)]  # fmt: skip
    state = position(swapped, ["darkness", "savage", "author", "market"], gold=5, spice={"Wyrms": 1})
    assert routes_for(state, "Wyrms") == {}
    message = rejected(state, caravan("darkness", QT4_ROUTE))
    assert message == (
        "A route must rise in rank: the Battle (4, Wyrms/Knots) at (2,1) does not rise above the card before it."
    )


# ---------------------------------------------------------------------------- Q-T5 a double caravan

QT5 = [
    ((0, 0), "ace_wyrms", None),
    ((1, 0), "battle", "Wyrms"),
    ((2, 0), "penitent", "Wyrms"),
    ((3, 0), "calamity", None),
    ((0, 1), "sailor", None),
    ((0, 2), "ace_waves", None),
    ((1, 2), "origin", "Waves"),
    ((2, 2), "journey", "Waves"),
    ((3, 2), "lunatic", "Waves"),
    ((4, 2), "sea", None),
]
WYRMS_ROUTE = ("Wyrms", [(0, 0), (1, 0), (2, 0), (3, 0)])
WAVES_ROUTE = ("Waves", [(0, 2), (1, 2), (2, 2), (3, 2), (4, 2)])


def test_one_card_sends_both_its_suits_within_one_shared_range():
    state = position(QT5, ["darkness", "cave", "author", "market"], gold=5, spice={"Wyrms": 1, "Waves": 2})
    assert spice_supply(state) == 3
    after = GAME.apply(state, caravan("darkness", WAVES_ROUTE, WYRMS_ROUTE))
    assert after.gold == 53 and after.spice["Wyrms"] == 0 and after.spice["Waves"] == 1
    assert spice_supply(after) == 5


def test_the_routes_of_one_caravan_may_not_exceed_the_cards_range_together():
    state = position(QT5, ["darkness", "cave", "author", "market"], gold=5, spice={"Wyrms": 1, "Waves": 2})
    assert GAME.apply(state, caravan("cave", WYRMS_ROUTE)).gold == 21
    assert GAME.apply(state, caravan("cave", WAVES_ROUTE)).gold == 37
    message = rejected(state, caravan("cave", WAVES_ROUTE, WYRMS_ROUTE))
    assert (
        message
        == "The Cave (7, Waves/Wyrms) reaches 7 cards, and these routes cross 9 (the Ace and the Crown count)."
    )


def test_a_caravan_sends_at_most_one_route_per_suit():
    state = position(QT5, ["darkness", "cave", "author", "market"], gold=5, spice={"Wyrms": 1, "Waves": 2})
    message = rejected(state, caravan("darkness", WYRMS_ROUTE, WYRMS_ROUTE))
    assert message == "A caravan action sends at most one route of each suit."


# --------------------------------------------------------------------------------- Q-T6 harvests

QT6 = [((0, 0), "ace_moons", None), ((1, 0), "journey", "Moons"), ((1, 1), "ace_waves", None)]


def test_a_short_supply_fills_the_aces_in_the_order_chosen():
    state = position(QT6, ["lunatic", "author", "market", "mill"], spice={"Moons": 2, "Waves": 1})
    first = GAME.apply(state, {"type": "harvest", "card": "lunatic", "order": ["Waves", "Moons"]})
    assert (first.spice["Waves"], first.spice["Moons"], spice_supply(first)) == (3, 3, 0)
    second = GAME.apply(state, {"type": "harvest", "card": "lunatic", "order": ["Moons", "Waves"]})
    assert (second.spice["Moons"], second.spice["Waves"]) == (4, 2)
    assert second.discard == ["lunatic"] and second.phase is Phase.TAX


def test_the_order_is_required_exactly_when_it_changes_the_result():
    state = position(QT6, ["lunatic", "author", "market", "mill"], spice={"Moons": 2, "Waves": 1})
    message = rejected(state, {"type": "harvest", "card": "lunatic"})
    assert (
        message
        == "Only 3 spice cubes remain for Moons and Waves: say in which order to fill the Aces with 'order'."
    )
    plenty = position(QT6, ["lunatic", "author", "market", "mill"], spice={"Moons": 1})
    message = rejected(plenty, {"type": "harvest", "card": "lunatic", "order": ["Moons", "Waves"]})
    assert (
        message == "The supply is enough for every Ace here, so the order does not matter: leave 'order' out."
    )
    after = GAME.apply(plenty, {"type": "harvest", "card": "lunatic"})
    assert (after.spice["Moons"], after.spice["Waves"]) == (3, 2)


def test_a_harvest_needs_an_ace_of_one_of_the_cards_suits():
    state = position(QT6, ["lunatic", "author", "market", "mill"], spice={"Moons": 2, "Waves": 1})
    message = rejected(state, {"type": "harvest", "card": "market"})
    assert (
        message
        == "The Market (6, Leaves/Knots) can harvest only onto the Ace of Leaves or Knots, and none is on the tableau."
    )
    assert listed(state, {"type": "harvest", "card": "author"})
    after = GAME.apply(state, {"type": "harvest", "card": "author"})
    assert after.spice["Moons"] == 4


def test_an_empty_supply_allows_no_harvest():
    state = position(QT6, ["lunatic", "author", "market", "mill"], spice={"Moons": 4, "Waves": 2})
    assert (
        rejected(state, {"type": "harvest", "card": "author"})
        == "The spice supply is empty: there is nothing to harvest."
    )


# --------------------------------------------------------------------------- Q-T7 the discard rule


def test_a_discard_is_refused_while_any_other_play_exists():
    state = position(QT3, QT3_HAND)
    message = rejected(state, {"type": "discard", "card": "author"})
    assert message == "You may discard only when no province, harvest or caravan is possible, and one is."


def test_when_nothing_else_is_possible_each_card_may_be_discarded():
    stuck = [((0, 0), "huntress", "Moons"), ((1, 0), "mountain", "Suns"), ((0, 1), "lunatic", "Waves"),
             ((1, 1), "discovery", "Suns")]  # fmt: skip
    state = position(stuck, ["market", "savage", "battle", "soldier"])
    assert GAME.legal_actions(state) == [
        {"type": "discard", "card": card} for card in ("battle", "market", "savage", "soldier")
    ]
    after = GAME.apply(state, {"type": "discard", "card": "savage"})
    assert after.discard == ["savage"] and after.phase is Phase.TAX


# ------------------------------------------------------------------------- Q-T8 the final hand

COVERED = [
    ((0, 0), "ace_moons", "Moons"),
    ((1, 0), "author", "Knots"),
    ((2, 0), "ace_suns", None),
    ((0, 1), "origin", "Waves"),
    ((0, 2), "ace_waves", None),
    ((1, 2), "sailor", "Leaves"),
    ((2, 2), "ace_leaves", None),
    ((0, 3), "savage", "Wyrms"),
    ((0, 4), "ace_wyrms", None),
    ((1, 4), "battle", "Knots"),
    ((2, 4), "ace_knots", None),
]


def final_hand(tableau, gold, hand=("mountain", "journey", "desert", "painter")):
    return position(tableau, list(hand), gold=gold, deck=[], final_hand=True, turn=15)


def test_the_final_hand_taxes_two_cards_and_discards_the_last():
    state = final_hand(COVERED, 30)
    state = GAME.apply(state, province("mountain", "Moons", (-1, 0)))
    assert state.phase is Phase.TAX and state.taxes_remaining == 2
    state = GAME.apply(state, {"type": "tax", "card": "journey"})
    assert state.phase is Phase.TAX and state.taxes_remaining == 1 and state.status is Status.PLAYING
    state = GAME.apply(state, {"type": "tax", "card": "painter"})
    assert state.is_over and state.hand == [] and state.discard[0] == "desert"
    counts = chip_counts(state)
    assert state.gold == 30 - tax_of("journey", counts) - tax_of("painter", counts)


FREE_TAXES = [
    *COVERED,
    ((3, 0), "painter", "Knots"),
    ((3, 2), "mill", "Leaves"),
]  # the Author and Origin cost 0


@pytest.mark.parametrize(
    ("gold", "result", "status"),
    [(30, Result.WIN_OUTRIGHT, Status.WON), (25, Result.WIN, Status.WON), (1, Result.WIN, Status.WON),
     (0, Result.LOSS_NO_GOLD, Status.LOST)],
)  # fmt: skip
def test_the_final_gold_decides_the_result(gold, result, status):
    state = final_hand(FREE_TAXES, gold, hand=("mountain", "author", "origin", "pact"))
    state = GAME.apply(state, province("mountain", "Moons", (-1, 0)))
    assert [tax_of(card, chip_counts(state)) for card in ("author", "origin")] == [0, 0]
    state = GAME.apply(state, {"type": "tax", "card": "author"})
    state = GAME.apply(state, {"type": "tax", "card": "origin"})
    assert state.result is result and state.status is status and state.gold == gold
    assert state.discard[0] == "pact"


def test_missing_coverage_loses_whatever_the_gold():
    no_knots = [cell for cell in COVERED if cell[1] != "ace_knots"]
    state = final_hand(no_knots, 100)
    state = GAME.apply(state, province("mountain", "Moons", (-1, 0)))
    state = GAME.apply(state, {"type": "tax", "card": "journey"})
    state = GAME.apply(state, {"type": "tax", "card": "desert"})
    assert state.result is Result.LOSS_COVERAGE and state.gold > 25
    assert GAME.rank_key(state) == (0, state.gold, 15)


def test_bankruptcy_is_checked_again_before_the_second_final_tax():
    state = final_hand(COVERED, 3, hand=("mountain", "journey", "pact", "diplomat"))
    state = GAME.apply(state, province("mountain", "Moons", (-1, 0)))
    counts = chip_counts(state)
    assert (
        tax_of("journey", counts)
        <= 3
        < min(tax_of("pact", counts), tax_of("diplomat", counts)) + (3 - tax_of("journey", counts))
    )
    state = GAME.apply(state, {"type": "tax", "card": "journey"})
    assert state.result is Result.LOSS_BANKRUPT and state.gold < 0


# ------------------------------------------------------------------------------------ more rulings


def test_the_final_result_sets_score_and_rank_key():
    for gold, tier in ((30, 2), (25, 1), (1, 1), (0, 0)):
        state = position(FREE_TAXES, ["author", "origin"], gold=gold, deck=[], final_hand=True, phase=Phase.TAX,
                         turn=15)  # fmt: skip
        state = GAME.apply(
            GAME.apply(state, {"type": "tax", "card": "author"}), {"type": "tax", "card": "origin"}
        )
        assert GAME.score(state) == gold and GAME.rank_key(state) == (tier, gold, 15)


def test_resigning_loses_with_the_gold_as_it_stands():
    state = position(QT3, QT3_HAND, gold=12, turn=6)
    resigned = GAME.apply(state, {"type": "resign"})
    assert resigned.status is Status.LOST and resigned.end_reason == "resigned"
    assert GAME.score(resigned) == 12 and GAME.rank_key(resigned) == (0, 12, 5)
    assert GAME.player_view(resigned)["phase"] == "over"


def test_chips_never_go_on_aces_or_crowns_after_setup():
    state = position(QT3, QT3_HAND)
    message = rejected(state, province("market", "Leaves", (2, 0), chip=(0, 0)))
    assert message == "The Huntress (Crown of Moons) is the end of a route and takes no chip."


def test_a_chip_needs_a_root_of_its_suit_on_the_tableau():
    no_root = [
        ((0, 0), "huntress", "Moons"),
        ((1, 0), "forest", None),
        ((0, 1), "journey", "Waves"),
        ((1, 1), "mill", "Waves"),
    ]
    state = position(no_root, QT3_HAND)
    assert not [
        a
        for a in GAME.legal_actions(state)
        if a["type"] == "province" and a["suit"] == "Leaves" and a["chip"]
    ]


def test_a_suit_with_all_six_chips_placed_takes_no_more():
    six = [((0, 0), "ace_leaves", "Leaves"), ((1, 0), "forest", "Leaves"), ((2, 0), "sailor", "Leaves"),
           ((3, 0), "origin", "Leaves"), ((4, 0), "mill", "Leaves"), ((5, 0), "savage", "Leaves")]  # fmt: skip
    state = position(six, ["market", "author", "pact", "bard"])
    assert chip_counts(state)["Leaves"] == 6
    message = rejected(state, province("market", "Leaves", (6, 0), chip=(6, 0)))
    assert message == "All 6 Leaves chips are on the tableau already."


def test_provinces_are_never_stacked_and_must_touch_a_province():
    state = position(QT3, QT3_HAND)
    assert (
        rejected(state, province("market", "Leaves", (1, 0)))
        == "(1,0) is taken: provinces are never stacked."
    )
    message = rejected(state, province("bard", "Suns", (5, 5)))
    assert message == "A province goes orthogonally next to another province; (5,5) touches none."


def test_malformed_actions_are_invalid_with_the_field_named():
    state = position(QT3, QT3_HAND)
    with pytest.raises(InvalidActionError, match="Field 'at' must be a cell"):
        GAME.apply(state, {**province("market", "Leaves", (2, 0)), "at": [2]})
    with pytest.raises(InvalidActionError, match="'Stars' is not a suit"):
        GAME.apply(state, province("market", "Stars", (2, 0)))
    with pytest.raises(InvalidActionError, match="'joker' is not a Decktet card"):
        GAME.apply(state, province("joker", "Leaves", (2, 0)))
    with pytest.raises(InvalidActionError, match="has no field 'extra'"):
        GAME.apply(state, {"type": "discard", "card": "author", "extra": 1})
    with pytest.raises(InvalidActionError, match="Quetinny has no action 'slide'"):
        GAME.apply(state, {"type": "slide"})


def test_an_action_of_another_phase_is_illegal():
    state = position(QT1, ["penitent", "pact", "mill"], gold=10, phase=Phase.TAX)
    message = rejected(state, province("pact", "Moons", (2, 0)))
    assert message == "Provinces are added only in the expand step. Now is the tax step."
    assert rejected(state, {"type": "tax", "card": "bard"}) == "The Bard (Crown of Suns) is not in your hand."


def test_a_caravan_may_take_any_legal_path_and_the_engine_lists_one_per_outcome():
    # Two Wyrms paths of four cards: through the Battle (1,0) or the Soldier (1,1).
    two_paths = [((0, 0), "ace_wyrms", None), ((1, 0), "battle", "Wyrms"), ((1, 1), "soldier", "Wyrms"),
                 ((2, 1), "cave", "Wyrms"), ((3, 1), "calamity", None)]  # fmt: skip
    state = position(two_paths, ["darkness", "savage", "author", "market"], gold=5, spice={"Wyrms": 1})
    caravans = [a for a in GAME.legal_actions(state) if a["type"] == "caravan" and a["card"] == "darkness"]
    lengths = sorted(len(a["routes"][0]["path"]) for a in caravans)
    assert lengths == [4, 5]  # (0,0) (1,0) (1,1) (2,1) (3,1) rises 1 < 4 < 5 < 7 too
    other = caravan("darkness", ("Wyrms", [(0, 0), (1, 1), (2, 1), (3, 1)]))
    assert not listed(state, other)
    canonical = GAME.canonical_action(state, other)
    assert canonical == caravan("darkness", ("Wyrms", [(0, 0), (1, 0), (2, 1), (3, 1)]))
    assert GAME.state_to_json(GAME.apply(state, other)) == GAME.state_to_json(GAME.apply(state, canonical))


def test_a_diagonal_ace_and_crown_make_a_two_card_route():
    state = position([((0, 0), "ace_suns", None), ((1, 0), "mountain", None), ((1, 1), "bard", None)],
                     ["author", "desert", "pact", "market"], gold=5, spice={"Suns": 1})  # fmt: skip
    assert GAME.apply(state, caravan("desert", ("Suns", [(0, 0), (1, 1)]))).gold == 9


def test_a_route_may_not_cross_itself():
    # (0,0) -> (1,1) and later (1,0) -> (0,1) are the two diagonals of one block.
    cells = [((0, 0), "ace_moons", None), ((1, 1), "author", "Moons"), ((1, 0), "journey", "Moons"),
             ((0, 1), "mountain", "Moons"), ((-1, 1), "forest", None), ((-1, 2), "huntress", None)]  # fmt: skip
    state = position(cells, ["pact", "desert", "origin", "market"], gold=5, spice={"Moons": 1})
    path = [(0, 0), (1, 1), (1, 0), (0, 1), (-1, 2)]
    assert rejected(state, caravan("pact", ("Moons", path))) == "A route may not cross itself."


def test_caravan_cubes_all_moves_every_cube_for_one_payment():
    state = position(QT4, ["darkness", "savage", "author", "market"], gold=5, spice={"Wyrms": 3},
                     options={"caravan_cubes": "all"})  # fmt: skip
    after = GAME.apply(state, caravan("darkness", QT4_ROUTE))
    assert after.gold == 21 and after.spice["Wyrms"] == 0


def test_spice_cubes_sets_the_shared_supply():
    state = position(QT6, ["lunatic", "author", "market", "mill"], spice={"Moons": 2, "Waves": 1},
                     options={"spice_cubes": 10})  # fmt: skip
    assert spice_supply(state) == 7
    after = GAME.apply(state, {"type": "harvest", "card": "lunatic"})
    assert (after.spice["Moons"], after.spice["Waves"], spice_supply(after)) == (4, 3, 3)


# ------------------------------------------------------------------------------- the extended deck


def test_a_court_counts_toward_range_but_not_toward_gold():
    court = [((0, 0), "ace_waves", None), ((1, 0), "origin", "Waves"), ((2, 0), "journey", "Waves"),
             ((3, 0), "island", "Waves"), ((4, 0), "sea", None)]  # fmt: skip
    state = position(court, ["darkness", "author", "pact", "market"], gold=5, spice={"Waves": 1},
                     options={"courts": True})  # fmt: skip
    route = ("Waves", [(0, 0), (1, 0), (2, 0), (3, 0), (4, 0)])
    assert GAME.apply(state, caravan("darkness", route)).gold == 5 + 16
    six = [*court[:3], ((3, 0), "lunatic", "Waves"), ((4, 0), "island", "Waves"), ((5, 0), "sea", None)]
    state = position(six, ["darkness", "author", "pact", "market"], gold=5, spice={"Waves": 1},
                     options={"courts": True})  # fmt: skip
    assert GAME.apply(state, caravan("darkness", ("Waves", [(x, 0) for x in range(6)]))).gold == 5 + 32


def test_a_pawn_is_a_crossroads_holding_two_chips_of_different_suits():
    cells = [((0, 0), "ace_waves", None), ((1, 0), "borderland", "Waves"), ((1, 1), "ace_wyrms", None),
             ((2, 0), "sea", None), ((2, 1), "calamity", None)]  # fmt: skip
    state = position(cells, ["origin", "cave", "pact", "market"], options={"pawns": True})
    assert listed(state, province("origin", "Waves", (1, -1), chip=(1, 0))) is False  # Waves already there
    after = GAME.apply(state, province("origin", "Waves", (1, -1), chip=(1, -1)))
    assert after.chips[(1, -1)] == ("Waves",)
    two = position([*cells[:1], ((1, 0), "borderland", ("Waves", "Wyrms")), *cells[2:]], ["cave", "pact", "author", "market"],
                   gold=5, spice={"Waves": 1, "Wyrms": 1}, options={"pawns": True})  # fmt: skip
    # The crossroads lies on both routes: each counts it, so 3 + 3 cards and 4 + 4 gold (it pays nothing).
    action = caravan("cave", ("Waves", [(0, 0), (1, 0), (2, 0)]), ("Wyrms", [(1, 1), (1, 0), (2, 1)]))
    assert listed(two, action)
    assert GAME.apply(two, action).gold == 5 + 4 + 4


def test_a_pawn_takes_a_second_chip_of_another_suit_but_never_a_third():
    cells = [((0, 0), "ace_waves", None), ((1, 0), "borderland", "Waves"), ((1, 1), "ace_wyrms", None)]
    state = position(cells, ["savage", "cave", "pact", "market"], options={"pawns": True})
    after = GAME.apply(state, province("savage", "Wyrms", (2, 1), chip=(1, 0)))
    assert after.chips[(1, 0)] == ("Waves", "Wyrms")
    full = position([cells[0], ((1, 0), "borderland", ("Waves", "Wyrms")), cells[2], ((1, -1), "ace_leaves", None)],
                    ["savage", "cave", "pact", "market"], options={"pawns": True})  # fmt: skip
    message = rejected(full, province("savage", "Leaves", (2, 0), chip=(1, 0)))
    assert message == "The Borderland (Pawn, Waves/Leaves/Wyrms) already holds Waves and Wyrms chips."


def test_pawns_and_courts_rank_ten_and_eleven_unless_the_rank_is_neutral():
    cells = [((0, 0), "ace_waves", None), ((1, 0), "island", "Waves"), ((2, 0), "borderland", "Waves"),
             ((3, 0), "sea", None)]  # fmt: skip
    decktet = position(cells, ["darkness", "author", "pact", "market"], spice={"Waves": 1},
                       options={"courts": True, "pawns": True})  # fmt: skip
    assert routes_for(decktet, "Waves") == {}  # Court 11 before Pawn 10 does not rise
    neutral = position(cells, ["darkness", "author", "pact", "market"], spice={"Waves": 1},
                       options={"courts": True, "pawns": True, "extended_route_rank": "neutral"})  # fmt: skip
    assert list(routes_for(neutral, "Waves")) == [(4, 2)]


def test_pawns_and_courts_tax_ten_and_reach_ten():
    counts = dict.fromkeys(SUITS, 0)
    counts["Waves"] = 2
    assert tax_of("borderland", counts) == 8 and tax_of("island", counts) == 8
    assert INFO["borderland"].reach == 10 and INFO["consul"].reach == 10


def test_the_excuse_sits_in_the_centre_of_the_cross_and_blocks_its_cell():
    state = GAME.new_game("cross", {"excuse": True})
    assert state.excuse_at == (0, 0) and set(state.tableau) == {(0, -1), (1, 0), (0, 1), (-1, 0)}
    assert sum(INFO[c].royal for c in state.tableau.values()) == 1
    assert "excuse" in GAME.zones(state)["tableau"] and "excuse" not in state.deck
    while state.phase is Phase.SETUP_CHIPS:
        state = GAME.apply(state, GAME.legal_actions(state)[0])
    assert all(a.get("at") != [0, 0] and a.get("chip") != [0, 0] for a in GAME.legal_actions(state))
    card = state.hand[0]
    message = rejected(state, province(card, INFO[card].suits[0], (0, 0)))
    assert message == "(0,0) is taken: provinces are never stacked."


CROSS = [((0, -1), "ace_moons", "Moons"), ((1, 0), "journey", "Moons"), ((0, 1), "desert", "Suns"),
         ((-1, 0), "origin", "Waves"), ((1, 1), "huntress", None)]  # fmt: skip


def test_the_excuse_is_never_part_of_a_route_but_routes_may_step_diagonally_past_it():
    state = position(CROSS, ["pact", "lunatic", "sea", "end"], gold=5, spice={"Moons": 1}, excuse_at=(0, 0))
    assert [r.path for r in routes_for(state, "Moons").values()] == [((0, -1), (1, 0), (1, 1))]
    message = rejected(state, caravan("pact", ("Moons", [(0, -1), (0, 0), (1, 1)])))
    assert message == "A Moons route passes only over provinces with a Moons chip; (0,0) holds the Excuse."
    message = rejected(state, province("lunatic", "Moons", (2, 0), chip=(0, 0)))
    assert message == "The Excuse is barren: it takes no chip."


# ----------------------------------------------------------------------- the player's arrangement


def test_with_the_player_arrangement_the_kept_cards_are_placed_in_order_and_the_last_goes_alone():
    state = GAME.new_game("arrange", {"setup_arrangement": "player"})
    assert state.phase is Phase.SETUP_ARRANGE and len(state.kept) == 4 and state.tableau == {}
    first, second, third, fourth = state.kept
    actions = GAME.legal_actions(state)
    assert {tuple(a["at"]) for a in actions} == {(0, 0), (1, 0), (0, 1), (1, 1)} and {
        a["card"] for a in actions
    } == {first}
    message = rejected(state, {"type": "setup_place", "card": second, "at": [0, 0]})
    assert message.startswith("The next starting card to place is")
    state = GAME.apply(state, {"type": "setup_place", "card": first, "at": [1, 1]})
    state = GAME.apply(state, {"type": "setup_place", "card": second, "at": [0, 0]})
    assert rejected(state, {"type": "setup_place", "card": third, "at": [1, 1]}).startswith(
        "(1,1) is not a free"
    )
    state = GAME.apply(state, {"type": "setup_place", "card": third, "at": [0, 1]})
    assert state.tableau == {(1, 1): first, (0, 0): second, (0, 1): third, (1, 0): fourth}
    assert state.phase is Phase.SETUP_CHIPS
    assert state.pending_setup == [cell for cell, card in state.tableau.items() if not INFO[card].royal]


# ------------------------------------------------------------------------------------ the view


def test_the_view_shows_the_board_the_routes_and_counts_the_deck():
    state = position(QT5, ["darkness", "cave", "author", "market"], gold=5, spice={"Wyrms": 1, "Waves": 2})
    view = GAME.view(state)
    assert view["deck_count"] == len(state.deck) and "deck" not in view
    assert view["bounds"] == {"min": [-1, -1], "max": [5, 3]}
    assert view["spice"] == {"Waves": 2, "Wyrms": 1} and view["spice_supply"] == 3
    assert {
        "suit": "Wyrms",
        "path": [[0, 0], [1, 0], [2, 0], [3, 0]],
        "cards": 4,
        "paying_cards": 4,
        "gold": 16,
    } in view["routes"]
    assert view["coverage"]["Waves"] and not view["coverage"]["Moons"]
    assert view["coverage_possible"] is True
    assert {"at": [0, 0], "card": "ace_wyrms", "chips": [], "spice": 1} in view["tableau"]
    json.dumps(view)


def test_coverage_is_flagged_impossible_once_both_royals_of_a_missing_suit_are_discarded():
    state = position(QT5, ["darkness", "cave", "author", "market"], discard=["ace_moons", "huntress"])
    assert GAME.view(state)["coverage_possible"] is False


def test_actions_are_described_in_words():
    state = position(QT5, ["darkness", "cave", "author", "market"], gold=5, spice={"Wyrms": 1, "Waves": 2})
    assert GAME.describe_action(state, caravan("darkness", WAVES_ROUTE, WYRMS_ROUTE)) == (
        "Send caravans with the Darkness (9, Waves/Wyrms): Waves over 5 cards (+32 gold); Wyrms over 4 cards (+16 gold)"
    )
    assert GAME.describe_action(state, province("author", "Knots", (4, 0), chip=None)) == (
        "Add the Author (2, Moons/Knots) as a Knots province at (4,0), without a chip"
    )
