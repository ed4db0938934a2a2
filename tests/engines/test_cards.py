"""The card sets, with the structural facts of the Decktet and the hanafuda deck as invariants."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from games.engines.cards import (
    DECKTET_BASIC,
    DECKTET_BY_ID,
    DECKTET_COURTS,
    DECKTET_EXTENDED,
    DECKTET_PAWNS,
    FRENCH_52,
    HANAFUDA,
    DecktetKind,
    DecktetSuit,
    FrenchCard,
    HanafudaType,
    french_codes,
)


def test_french_cards_are_in_canonical_order_suits_then_ranks():
    assert len(FRENCH_52) == 52 and len(set(FRENCH_52)) == 52
    assert FRENCH_52[:3] == ("AS", "2S", "3S") and FRENCH_52[12] == "KS" and FRENCH_52[13] == "AH"
    assert FRENCH_52[-1] == "KC"
    assert french_codes(ranks="A23456789T") == [c for c in FRENCH_52 if c[0] not in "JQK"]
    assert FrenchCard.parse("TH").value == 10 and FrenchCard.parse("TH").suit.is_red


def test_the_basic_decktet_has_36_cards_and_each_rank_two_to_nine_covers_each_suit_once():
    assert len(DECKTET_BASIC) == 36
    for rank in range(2, 10):
        cards = [c for c in DECKTET_BASIC if c.rank == rank]
        assert len(cards) == 3
        assert sorted(s.value for c in cards for s in c.suits) == sorted(s.value for s in DecktetSuit)


def test_each_suit_is_on_eight_numbered_cards_one_ace_and_one_crown():
    for suit in DecktetSuit:
        on = [c for c in DECKTET_BASIC if suit in c.suits]
        kinds = Counter(c.kind for c in on)
        assert kinds == {DecktetKind.NUMBER: 8, DecktetKind.ACE: 1, DecktetKind.CROWN: 1}


def test_suit_pairs_on_numbered_cards_are_as_the_rules_list_them():
    pairs = {}
    for card in DECKTET_BASIC:
        if card.kind is DecktetKind.NUMBER:
            pairs.setdefault(frozenset(s.value for s in card.suits), set()).add(card.rank)
    M, S, Wa, L, Wy, K = "Moons", "Suns", "Waves", "Leaves", "Wyrms", "Knots"
    expected = {
        (M, S): {4, 8, 9}, (M, Wa): {3, 6}, (M, L): {5, 7}, (M, K): {2},
        (S, Wa): {5}, (S, Wy): {2, 6}, (S, K): {3, 7},
        (Wa, L): {2, 4, 8}, (Wa, Wy): {7, 9}, (L, Wy): {3}, (L, K): {6, 9}, (Wy, K): {4, 5, 8},
    }  # fmt: skip
    assert {frozenset(k): v for k, v in expected.items()} == pairs
    never = [frozenset(p) for p in combinations([M, S, Wa, L, Wy, K], 2) if frozenset(p) not in pairs]
    assert sorted(map(sorted, never)) == sorted(map(sorted, [{M, Wy}, {S, L}, {Wa, K}]))


def test_the_extended_decktet_has_pawns_courts_and_the_excuse():
    assert len(DECKTET_EXTENDED) == 9 and len(DECKTET_PAWNS) == len(DECKTET_COURTS) == 4
    assert all(len(c.suits) == 3 for c in (*DECKTET_PAWNS, *DECKTET_COURTS))
    assert DECKTET_BY_ID["excuse"].suits == () and len(DECKTET_BY_ID) == 45


def test_the_hanafuda_deck_has_twelve_months_of_four_and_the_standard_types():
    assert len(HANAFUDA) == 48 and HANAFUDA[0].id == "01a" and HANAFUDA[-1].id == "12d"
    assert Counter(c.month for c in HANAFUDA) == {m: 4 for m in range(1, 13)}
    assert Counter(c.type for c in HANAFUDA) == {
        HanafudaType.BRIGHT: 5,
        HanafudaType.ANIMAL: 9,
        HanafudaType.RIBBON: 10,
        HanafudaType.CHAFF: 24,
    }
