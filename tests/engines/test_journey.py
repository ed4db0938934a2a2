"""Solitary Journey: the acceptance scenarios of our rulings, one test per ruling that changes play, and
properties. Positions are built card by card; every card not placed goes to the front pile (or the back pile)
in canonical order, so the 50 cards are always all there."""

from __future__ import annotations

import itertools
import json

import pytest

from games.engines.base import IllegalActionError, InvalidActionError, InvalidOptionsError, Status
from games.engines.journey import GAME, STRONG_BOT
from games.engines.journey.rules import DECK, STORABLE, JourneyState, Phase
from games.engines.rng import DealRng

SEED_RNG = "journey-tests"


def position(
    view,
    *,
    front=(),
    back=(),
    stored=(),
    order="HDCS",
    reached=0,
    rest="front",
    **options,
) -> JourneyState:
    """A position: ``order`` is the current Jack rotation (front Jack first), ``reached`` the Jacks passed."""
    placed = [*view, *front, *back, *stored]
    assert len(set(placed)) == len(placed), "a card placed twice"
    remaining = [card for card in DECK if card not in set(placed)]
    front, back = list(front), list(back)
    (front if rest == "front" else back).extend(remaining)
    piles = {
        suit: sorted((c for c in stored if c[1] == suit), key=lambda c: STORABLE.index(c[0]))
        for suit in "SHDC"
    }
    jokers = sum(card[0] == "X" for card in view)
    return JourneyState(
        options=GAME.resolve_options(options),
        rng=DealRng.from_seed(SEED_RNG),
        view=list(view),
        front=front,
        back=back,
        jack_order=list(order),
        jacks_reached=reached,
        stored=piles,
        phase=Phase.JOKER_CHOICE if jokers == 1 and len(view) > 4 else Phase.PLAY,
    )


def snapshot(state) -> str:
    return json.dumps(GAME.state_to_json(state), sort_keys=True)


def rejected(state, action, error=IllegalActionError) -> str:
    before = snapshot(state)
    with pytest.raises(error) as caught:
        GAME.apply(state, action)
    assert snapshot(state) == before, "a rejected action changed the state"
    assert action not in GAME.legal_actions(state)
    return caught.value.message


def accepted(state, action) -> JourneyState:
    assert action in GAME.legal_actions(state), f"{action} is not listed"
    return GAME.apply(state, action)


def stored(state, suit) -> list[str]:
    return state.stored[suit]


def filler(count, exclude=()) -> list[str]:
    """``count`` plain cards (no Jokers, no 3s, 4s or 5s) that are not in ``exclude``."""
    plain = [c for c in DECK if c[0] in "2689TQKA7" and c not in set(exclude)]
    return plain[-count:] if count else []


# ------------------------------------------------------------------------------------ acceptance scenarios


def test_1_storing_a_key_puts_it_behind_its_jack_and_refills_the_view():
    state = position(["2H", "9C", "5D", "KS"], front=["7D"])
    after = accepted(state, {"type": "store_key", "card": "2H"})
    assert stored(after, "H") == ["2H"]
    assert after.view == ["9C", "5D", "KS", "7D"]


def test_2_a_king_unlocks_a_map_of_his_suit_and_is_discarded():
    state = position(["6S", "KS", "3D", "8H"], front=["4C", "TD"])
    after = accepted(state, {"type": "store_map", "card": "6S", "key": {"view": "KS"}})
    assert stored(after, "S") == ["6S"]
    assert after.back[-1:] == ["KS"]
    assert after.view == ["3D", "8H", "4C", "TD"]


def test_3_a_key_of_another_suit_does_not_unlock_a_map():
    state = position(["6H", "9C", "3D", "8H"], stored=["2S"])
    message = rejected(state, {"type": "store_map", "card": "6H", "key": {"stored": "2S"}})
    assert message == (
        "6H and key 2S are not of the same suit; a crossroads (a 5 of one of their suits) could excuse one."
    )


def test_4_a_crossroads_of_either_suit_bridges_a_key_and_a_map():
    state = position(["6H", "5S", "3D", "8H"], front=["QC", "KD"], stored=["2S"])
    after = accepted(state, {"type": "store_map", "card": "6H", "key": {"stored": "2S"}, "crossroads": "5S"})
    assert stored(after, "H") == ["6H"]
    assert stored(after, "S") == ["2S"]
    assert after.back[-1:] == ["5S"]
    assert after.view == ["3D", "8H", "QC", "KD"]


def test_5_a_thoroughfare_must_match_the_top_jack():
    state = position(["3C", "9D", "7S", "QD"])
    message = rejected(state, {"type": "thoroughfare", "card": "3C"})
    assert message == (
        "3C and the top Jack JH (ocean) are not of the same suit; a crossroads (a 5 of one of their suits) "
        "could excuse one."
    )


def test_5_the_easier_game_takes_any_thoroughfare_and_draws_the_view_to_six():
    state = position(["3C", "9D", "7S", "QD"], front=["2H", "2S", "2D"], easy_thoroughfare=True)
    after = accepted(state, {"type": "thoroughfare", "card": "3C"})
    assert after.back == ["3C"]
    assert after.view == ["9D", "7S", "QD", "2H", "2S", "2D"]


@pytest.mark.parametrize("five", ["5H", "5C"])
def test_5_a_crossroads_of_the_jacks_or_the_thoroughfares_suit_lets_a_thoroughfare_through(five):
    state = position(["3C", "9D", five, "QD"], front=["2H", "2S", "2D", "2C"])
    after = accepted(state, {"type": "thoroughfare", "card": "3C", "crossroads": five})
    assert after.back == ["3C", five]
    assert after.view == ["9D", "QD", "2H", "2S", "2D", "2C"]


def test_6a_a_joker_in_a_four_card_view_sends_the_whole_view_back_and_four_cards_come():
    state = position(["4C", "7D", "9S", "2H"], front=["X1", "KH", "KD", "KC", "KS"])
    after = accepted(state, {"type": "store_key", "card": "2H"})
    assert after.back == ["4C", "7D", "9S", "X1"]
    assert after.view == ["KH", "KD", "KC", "KS"]
    assert after.phase is Phase.PLAY


def test_6a_a_joker_in_the_first_four_cards_is_resolved_before_the_first_decision():
    for n in itertools.count():
        rng = DealRng.from_seed(f"joker-{n}")
        deck = list(DECK)
        rng.shuffle(deck)
        if any(card[0] == "X" for card in deck[:4]) and not any(card[0] == "X" for card in deck[4:8]):
            break
    state = GAME.new_game(f"joker-{n}")
    assert state.back == deck[:4]
    assert state.view == deck[4:8]


def test_6b_one_joker_in_a_big_view_asks_for_three_more_cards_to_discard():
    state = position(["2H", "6H", "AS", "3H"], front=["X1", "9C", "KD", "QS", "QD"])
    choice = accepted(state, {"type": "thoroughfare", "card": "3H"})
    assert choice.view == ["2H", "6H", "AS", "X1", "9C", "KD"]
    assert choice.phase is Phase.JOKER_CHOICE
    legal = GAME.legal_actions(choice)
    assert len(legal) == 10 and all(action["type"] == "joker_discard" for action in legal)
    assert rejected(choice, {"type": "discard", "card": "2H"}) == (
        "A Joker is in your view: first discard it with three other cards of your choice (joker_discard)."
    )
    # The three cards are a set, discarded in view order after the Joker (A9, J31 as ruled on 2026-11-24);
    # engine version 1 discarded them in the order the action gave.
    after = GAME.apply(choice, {"type": "joker_discard", "cards": ["9C", "KD", "AS"]})
    assert after.back == ["3H", "X1", "AS", "9C", "KD"]
    choice.engine_version = "1"
    after = GAME.apply(choice, {"type": "joker_discard", "cards": ["9C", "KD", "AS"]})
    assert after.back == ["3H", "X1", "9C", "KD", "AS"]
    assert after.view == ["2H", "6H", "QS", "QD"]
    assert after.phase is Phase.PLAY


def test_6c_two_jokers_after_a_flight_send_all_ten_cards_back_and_four_are_drawn():
    drawn = ["X1", "X2", "KH", "KD", "KC", "KS", "QC"]
    state = position(["7H", "9D", "8C", "TS"], front=[*drawn, "2H", "2S", "2D", "2C"], stored=["6H"])
    after = accepted(state, {"type": "fly", "card": "7H", "map": {"stored": "6H"}})
    assert after.back == ["7H", "9D", "8C", "TS", *drawn]
    assert after.view == ["2H", "2S", "2D", "2C"]


def test_6c_with_a_scrying_tool_stored_the_four_new_cards_are_topped_up_to_ten():
    view = ["7H", "QH", "9D", "8C", "TS", "KH", "KD", "KC", "KS", "QC"]
    fresh = ["2H", "2S", "2D", "2C", "6S", "6D", "6C", "8S", "8D", "8H"]
    state = position(view, front=["X1", "X2", *fresh], stored=["9S", "AS"])
    after = accepted(state, {"type": "fly", "card": "7H", "map": {"view": "QH"}})
    assert after.back == ["7H", "QH", *view[2:], "X1", "X2"]
    assert after.view == fresh


def test_7_a_jack_reached_on_a_refill_takes_its_key_and_map_and_starts_the_next_pass():
    state = position(
        ["TH", "QH", "KH", "9S"],
        front=[],
        stored=["AD", "2D", "6D", "2C"],
        order="DCSH",
        reached=1,
        rest="back",
    )
    assert len(state.back) == 42
    after = accepted(state, {"type": "discard", "card": "TH"})
    expected = [*state.back, "TH", "2D", "6D"]
    DealRng.from_seed(SEED_RNG).shuffle(expected)
    assert after.jack_order == ["C", "S", "H", "D"] and after.jacks_reached == 2
    assert stored(after, "D") == ["AD"] and stored(after, "C") == ["2C"]
    assert after.view == ["QH", "KH", "9S", expected[0]]
    assert after.front == expected[1:] and len(after.front) == 44
    assert after.back == []


def test_7_in_the_last_pass_reaching_the_jack_ends_the_journey_as_a_loss():
    state = position(
        ["TH", "QH", "KH", "9S"],
        front=[],
        stored=["AS", "2S", "6S", "2C"],
        order="SHDC",
        reached=3,
        rest="back",
    )
    after = accepted(state, {"type": "discard", "card": "TH"})
    assert after.status is Status.LOST and after.end_reason == "last_jack"
    assert after.jacks_reached == 3 and after.jack_order == ["S", "H", "D", "C"]
    assert stored(after, "S") == ["AS", "2S", "6S"]  # the last Jack's transition is not performed (J6)
    assert after.view == ["QH", "KH", "9S"] and after.back[-1] == "TH"
    assert GAME.legal_actions(after) == []


def _home_position(view_extra=(), stored_cards=("7H", "8H", "9H", "AS")):
    view = ["TH", *view_extra]
    view += filler(10 - len(view), exclude=[*view, *stored_cards])
    return position(view, stored=list(stored_cards))


def test_8_the_home_with_its_flying_item_book_and_scrying_tool_and_an_ace_wins():
    state = _home_position()
    after = accepted(state, {"type": "home", "card": "TH", "flying": "7H", "book": "8H", "scrying": "9H"})
    assert after.status is Status.WON and after.end_reason == "home"
    assert GAME.view(after)["home"] == "TH"
    assert GAME.score(after) == 100 + 25 * 3 + 5 + 3 + 5 + 2


def test_8_without_any_ace_stored_the_home_is_refused():
    state = _home_position(stored_cards=("7H", "8H", "9H"))
    message = rejected(state, {"type": "home", "card": "TH", "flying": "7H", "book": "8H", "scrying": "9H"})
    assert message == "The home must be paid for with a stored Ace (of any suit), and you have none."


def test_8_a_crossroads_lets_the_home_be_the_odd_one_out():
    state = _home_position(view_extra=["5H"], stored_cards=("AS", "7S", "8S", "9S"))
    action = {"type": "home", "card": "TH", "flying": "7S", "book": "8S", "scrying": "9S", "crossroads": "5H"}
    after = accepted(state, action)
    assert after.status is Status.WON
    assert after.back == ["5H"]


def test_9_a_thoroughfare_must_draw_at_least_one_card():
    seven = ["3H", "KH", "KD", "KC", "KS", "QC", "QD"]
    message = rejected(position(seven), {"type": "thoroughfare", "card": "3H"})
    assert message == (
        "Using the thoroughfare would draw no card: 6 cards would stay in your view, and it only fills the "
        "view up to 6."
    )
    after = accepted(position(seven[:6], front=["2H"]), {"type": "thoroughfare", "card": "3H"})
    assert after.view == [*seven[1:6], "2H"]


@pytest.mark.parametrize(("size", "drawn"), [(9, 2), (10, 1)])
def test_9_a_flight_with_a_stored_map_is_legal_from_a_view_of_nine_or_ten(size, drawn):
    view = ["7H", *filler(size - 1, exclude=["6H", "7H"])]
    state = position(view, front=["2H", "2S", "2D"], stored=["6H", "9S"] if size == 10 else ["6H"])
    after = accepted(state, {"type": "fly", "card": "7H", "map": {"stored": "6H"}})
    assert after.view == [*view[1:], *["2H", "2S", "2D"][:drawn]]


def test_9_a_thoroughfare_and_transport_together_are_legal_from_eight_cards_but_not_ten():
    eight = ["3H", "4H", *filler(6, exclude=["AS"])]
    after = accepted(
        position(eight, front=["2H", "2S"], stored=["AS"]),
        {"type": "thoroughfare_transport", "cards": ["3H", "4H"]},
    )
    assert len(after.view) == 8 and after.view[-2:] == ["2H", "2S"]
    assert after.back == ["3H", "4H"]
    ten = ["3H", "4H", *filler(8, exclude=["AS", "9S"])]
    message = rejected(
        position(ten, stored=["AS", "9S"]), {"type": "thoroughfare_transport", "cards": ["3H", "4H"]}
    )
    assert message.startswith("Using the thoroughfare and the transportation would draw no card: 8 cards")


# ----------------------------------------------------------------------------------- rulings that change play


def test_the_deck_is_fifty_cards_with_both_jokers_and_the_jacks_stand_aside():
    state = GAME.new_game("deck")
    zones = GAME.zones(state)
    assert sorted(zones["view"] + zones["front"] + zones["back"]) == sorted(DECK)
    assert len(DECK) == 50 and {"X1", "X2"} <= set(DECK) and not any(c[0] == "J" for c in DECK)
    assert zones["jacks"] == ["JS", "JH", "JD", "JC"]


def test_the_deal_is_one_shuffle_of_the_canonical_order_then_four_cards_face_up():
    rng = DealRng.from_seed("canonical")
    deck = list(DECK)
    rng.shuffle(deck)
    state = GAME.new_game("canonical")
    assert DECK[:4] == ("AS", "2S", "3S", "4S") and DECK[-3:] == ("KC", "X1", "X2")
    if not any(card[0] == "X" for card in deck[:4]):
        assert state.view == deck[:4] and state.front == deck[4:]


def test_a_jack_is_only_reached_when_a_card_must_be_drawn():
    state = position(["2H", "6H", "AH", "KC"], front=[], stored=["2S"], rest="back")
    legal = GAME.legal_actions(state)
    assert {"type": "store_key", "card": "2H"} in legal  # the front is empty, yet the pass goes on
    after = accepted(state, {"type": "store_key", "card": "2H"})
    assert after.jacks_reached == 1 and after.jack_order == ["D", "C", "S", "H"]
    assert stored(after, "H") == [] and stored(after, "S") == [
        "2S"
    ]  # the new 2H went with the Jack of hearts
    assert after.view[:3] == ["6H", "AH", "KC"] and len(after.view) == 4


def test_stored_keys_and_maps_of_the_top_suit_can_be_spent_until_the_jack_is_reached():
    state = position(["AH", "9C", "8D", "KC"], front=[], stored=["2H", "6H"], rest="back")
    after = accepted(
        state, {"type": "store_treasure", "card": "AH", "key": {"stored": "2H"}, "map": {"stored": "6H"}}
    )
    assert after.jacks_reached == 1
    assert stored(after, "H") == ["AH"]


def test_an_expanded_view_is_not_refilled_until_it_falls_below_four():
    state = position(["3H", "KD", "KC", "KS"], front=["QS", "QD", "QC", "2S"])
    expanded = accepted(state, {"type": "thoroughfare", "card": "3H"})
    assert len(expanded.view) == 6
    after = accepted(expanded, {"type": "discard", "card": "KD"})
    assert len(after.view) == 5 and after.front[0] == "2S"
    after = GAME.apply(after, {"type": "discard", "card": "KC"})
    assert after.view == ["KS", "QS", "QD", "QC"]
    after = GAME.apply(after, {"type": "discard", "card": "KS"})
    assert after.view == ["QS", "QD", "QC", "2S"]


def test_a_stored_scrying_tool_keeps_the_view_at_ten():
    view = ["9H", "KH", "QH", "KD"]
    state = position(view, front=filler(10, exclude=[*view, "8H"]), stored=["8H"])
    after = accepted(
        state, {"type": "store_scrying", "card": "9H", "key": {"view": "KH"}, "book": "8H", "queen": "QH"}
    )
    assert stored(after, "H") == ["8H", "9H"]
    assert after.back == ["KH", "QH"]  # the key, then the Queen; the book stays
    assert len(after.view) == 10 and GAME.view(after)["base_view"] == 10
    again = GAME.apply(after, {"type": "discard", "card": after.view[0]})
    assert len(again.view) == 10


def test_a_two_in_the_view_must_be_stored_before_it_serves_as_a_key():
    state = position(["6H", "2H", "9C", "8D"])
    message = rejected(state, {"type": "store_map", "card": "6H", "key": {"view": "2H"}}, InvalidActionError)
    assert message == "A key from the view must be a King, not 2H."
    stored_key = GAME.apply(state, {"type": "store_key", "card": "2H"})
    assert {"type": "store_map", "card": "6H", "key": {"stored": "2H"}} in GAME.legal_actions(stored_key)


def test_a_guide_may_stand_in_even_when_the_stored_item_exists():
    state = position(["6H", "KH", "9C", "8D"], stored=["2H"])
    legal = GAME.legal_actions(state)
    assert {"type": "store_map", "card": "6H", "key": {"view": "KH"}} in legal
    assert {"type": "store_map", "card": "6H", "key": {"stored": "2H"}} in legal


def test_a_queen_may_be_the_map_for_a_book():
    state = position(["8C", "QC", "9D", "KD"], stored=["AC"])
    after = accepted(state, {"type": "store_book", "card": "8C", "ace": "AC", "map": {"view": "QC"}})
    assert stored(after, "C") == ["8C"]
    assert after.back == ["AC", "QC"]  # the Ace, then the map


def test_storing_a_key_is_optional():
    state = position(["2H", "9C", "5D", "KS"])
    assert {"type": "discard", "card": "2H"} in GAME.legal_actions(state)


def test_a_crossroads_that_is_not_needed_is_refused():
    state = position(["6H", "5H", "9C", "8D"], stored=["2H"])
    message = rejected(
        state, {"type": "store_map", "card": "6H", "key": {"stored": "2H"}, "crossroads": "5H"}
    )
    assert message == "No crossroads is needed: 6H and key 2H are already of one suit."


def test_a_crossroads_must_share_a_suit_with_the_cards_it_bridges():
    state = position(["6H", "5D", "9C", "8D"], stored=["2S"])
    message = rejected(
        state, {"type": "store_map", "card": "6H", "key": {"stored": "2S"}, "crossroads": "5D"}
    )
    assert message == "The crossroads 5D must be a spades or hearts card to bridge 6H and key 2S."


def test_a_crossroads_excuses_one_odd_card_but_not_a_two_against_two_split():
    state = _home_position(view_extra=["5H"], stored_cards=("AS", "7H", "8S", "9S"))
    action = {"type": "home", "card": "TH", "flying": "7H", "book": "8S", "scrying": "9S", "crossroads": "5H"}
    message = rejected(state, action)
    assert message == (
        "A crossroads excuses a single card of another suit, but TH, flying item 7H, book 8S and "
        "scrying tool 9S split two against two."
    )


def test_a_crossroads_excuses_one_card_only_among_three_suits():
    state = position(["AH", "5H", "9C", "8D"], stored=["2S", "6D"])
    action = {
        "type": "store_treasure",
        "card": "AH",
        "key": {"stored": "2S"},
        "map": {"stored": "6D"},
        "crossroads": "5H",
    }
    message = rejected(state, action)
    assert (
        message
        == "A crossroads excuses a single card of another suit, but AH, key 2S and map 6D span 3 suits."
    )


def test_the_top_jack_is_the_odd_one_out_when_thoroughfare_and_transport_share_a_suit():
    state = position(["3C", "4C", "5C", "9D"], front=filler(8), stored=["AS"])
    action = {"type": "thoroughfare_transport", "cards": ["3C", "4C"], "crossroads": "5C"}
    after = accepted(state, action)
    assert after.back == ["3C", "4C", "5C"] and len(after.view) == 8


def test_transportation_needs_a_stored_ace_that_it_does_not_spend():
    state = position(["4H", "9C", "8D", "KS"], front=filler(3))
    assert rejected(state, {"type": "transport", "card": "4H"}) == (
        "Transportation must be paid for with a stored Ace (of any suit), and you have none."
    )
    paid = position(["4H", "9C", "8D", "KS"], front=filler(3, exclude=["AC"]), stored=["AC"])
    after = accepted(paid, {"type": "transport", "card": "4H"})
    assert stored(after, "C") == ["AC"] and len(after.view) == 6


def test_a_flying_item_is_stored_only_with_a_scrying_tool_of_its_suit_or_a_crossroads():
    view = ["7H", "5S", *filler(8, exclude=["9S", "AS", "7H"])]
    state = position(view, stored=["9S"])
    assert rejected(state, {"type": "store_flying", "card": "7H", "scrying": "9S"}).startswith(
        "7H and scrying tool 9S are not of the same suit"
    )
    after = accepted(state, {"type": "store_flying", "card": "7H", "scrying": "9S", "crossroads": "5S"})
    assert stored(after, "H") == ["7H"]


def test_a_stored_map_survives_a_flight_and_a_stored_key_survives_a_map():
    state = position(["7H", "6D", "KC", "QS"], front=filler(8, exclude=["KC"]), stored=["6H", "2D"])
    after = accepted(state, {"type": "fly", "card": "7H", "map": {"stored": "6H"}})
    assert stored(after, "H") == ["6H"]
    state = position(["6D", "AD", "KC", "QS"], stored=["2D"])
    after = accepted(state, {"type": "store_map", "card": "6D", "key": {"stored": "2D"}})
    assert stored(after, "D") == ["2D", "6D"]
    after = accepted(
        after, {"type": "store_treasure", "card": "AD", "key": {"stored": "2D"}, "map": {"stored": "6D"}}
    )
    assert stored(after, "D") == ["AD"] and after.back == ["2D", "6D"]


def test_a_treasure_sends_its_guides_and_crossroads_back_in_the_order_of_the_action():
    state = position(["AH", "KH", "QS", "5H", "9C", "8D"])
    action = {
        "type": "store_treasure",
        "card": "AH",
        "key": {"view": "KH"},
        "map": {"view": "QS"},
        "crossroads": "5H",
    }
    after = accepted(state, action)
    assert after.back == ["KH", "QS", "5H"]


def test_a_joker_in_a_ten_card_view_takes_three_cards_and_the_view_is_topped_up_to_ten():
    view = ["X1", "KH", "KD", "KC", "KS", "QC", "QD", "QS", "2C", "2D"]
    state = position(view, front=["6S", "6D", "6C", "8S"], stored=["9S"])
    assert state.phase is Phase.JOKER_CHOICE
    assert len(GAME.legal_actions(state)) == 84
    after = GAME.apply(state, {"type": "joker_discard", "cards": ["KH", "KD", "KC"]})
    assert after.back == ["X1", "KH", "KD", "KC"]
    assert after.view == ["KS", "QC", "QD", "QS", "2C", "2D", "6S", "6D", "6C", "8S"]


def test_the_easier_game_needs_no_crossroads_and_refuses_one():
    state = position(["3C", "5C", "9D", "KS"], front=filler(4), easy_thoroughfare=True)
    assert rejected(state, {"type": "thoroughfare", "card": "3C", "crossroads": "5C"}) == (
        "No crossroads is needed: this card works in any landscape."
    )
    paid = position(
        ["4D", "9C", "8D", "KS"], front=filler(3, exclude=["AC"]), stored=["AC"], easy_transport=True
    )
    assert {"type": "transport", "card": "4D"} in GAME.legal_actions(paid)


def test_with_both_easy_expansions_any_thoroughfare_and_transport_work_together():
    state = position(
        ["3C", "4D", "9S", "KS"],
        front=filler(6, exclude=["AC"]),
        stored=["AC"],
        easy_thoroughfare=True,
        easy_transport=True,
    )
    after = accepted(state, {"type": "thoroughfare_transport", "cards": ["3C", "4D"]})
    assert len(after.view) == 8


def test_the_easier_game_buys_a_book_with_an_ace_of_any_suit():
    state = position(["8C", "QC", "9D", "KD"], stored=["AS"])
    action = {"type": "store_book", "card": "8C", "ace": "AS", "map": {"view": "QC"}}
    assert rejected(state, action).startswith("8C, Ace AS and map QC are not all of one suit")
    easy = position(["8C", "QC", "9D", "KD"], stored=["AS"], easy_book_any_ace=True)
    after = accepted(easy, action)
    assert stored(after, "C") == ["8C"] and stored(after, "S") == []


def test_the_harder_game_wants_all_four_books_before_the_tower_or_the_home():
    view = ["9H", "KH", "QH", "KD"]
    state = position(view, stored=["8H", "8S", "8D"], hard_four_books=True)
    action = {"type": "store_scrying", "card": "9H", "key": {"view": "KH"}, "book": "8H", "queen": "QH"}
    assert (
        rejected(state, action)
        == "In the harder game the book is complete only with all four 8s stored; you have 3."
    )
    ready = position(
        view,
        front=filler(10, exclude=[*view, "8C", "8H", "8S", "8D"]),
        stored=["8H", "8S", "8D", "8C"],
        hard_four_books=True,
    )
    assert action in GAME.legal_actions(ready)
    home = _home_position(stored_cards=("7H", "8H", "9H", "AS"))
    home.options = GAME.resolve_options({"hard_four_books": True})
    assert rejected(
        home, {"type": "home", "card": "TH", "flying": "7H", "book": "8H", "scrying": "9H"}
    ).startswith("In the harder game")


def test_without_shuffling_the_next_pass_draws_the_discards_first_discarded_first():
    state = position(["TH", "QH", "KH", "9S"], front=[], rest="back", shuffle_at_jack=False)
    back = list(state.back)
    after = accepted(state, {"type": "discard", "card": "TH"})
    assert after.view == ["QH", "KH", "9S", back[0]]
    assert after.front == [*back[1:], "TH"]
    assert after.rng == state.rng  # nothing was drawn from the generator


def test_a_card_discarded_with_the_front_empty_joins_the_next_pass():
    state = position(["TH", "QH", "KH", "9S"], front=[], rest="back")
    after = accepted(state, {"type": "discard", "card": "TH"})
    assert "TH" in after.front + after.view[3:] and after.back == []


def test_the_jack_order_option_sets_the_landscapes_and_the_last_jack():
    state = GAME.new_game("order", {"jack_order": "SCDH"})
    view = GAME.view(state)
    assert view["top_jack"] == "JS" and view["landscape"] == "mountains"
    assert [jack["jack"] for jack in view["jacks"]] == ["JS", "JC", "JD", "JH"]
    last = position(
        ["TH", "QH", "KH", "9S"], front=[], order="HSCD", reached=3, rest="back", jack_order="SCDH"
    )
    assert GAME.apply(last, {"type": "discard", "card": "TH"}).status is Status.LOST


def test_only_view_cards_can_be_discarded():
    state = position(["TH", "QH", "KH", "9S"], stored=["2H"])
    assert rejected(state, {"type": "discard", "card": "2H"}) == "2H is not in your view."


def test_the_cards_of_a_joker_choice_must_be_three_different_view_cards():
    view = ["X1", "KH", "KD", "KC", "KS"]
    state = position(view)
    for cards, message in (
        (["KH", "KH", "KD"], "The three cards discarded with the Joker must be different."),
        (["X1", "KH", "KD"], "The Joker is discarded anyway: choose three other cards to go with it."),
        (["KH", "KD"], "Field 'cards' must list three card codes."),
    ):
        assert rejected(state, {"type": "joker_discard", "cards": cards}, InvalidActionError) == message
    assert (
        rejected(state, {"type": "joker_discard", "cards": ["KH", "KD", "QS"]}) == "QS is not in your view."
    )
    assert rejected(position(view[1:]), {"type": "joker_discard", "cards": ["KH", "KD", "KC"]}).startswith(
        "There is no Joker to discard"
    )


def test_thoroughfare_and_transport_with_the_four_named_first_is_the_same_move_logged_three_first():
    state = position(["3H", "4H", "9C", "KS"], stored=["AS"])
    listed = {"type": "thoroughfare_transport", "cards": ["3H", "4H"]}
    after, logged = GAME.apply_logged(state, {"type": "thoroughfare_transport", "cards": ["4H", "3H"]})
    assert logged == listed and after == GAME.apply(state, listed)
    message = rejected(state, {"type": "thoroughfare_transport", "cards": ["4H", "9C"]}, InvalidActionError)
    assert message == "Field 'cards' must be a 3 (thoroughfare) and a 4 (transportation), not ['4H', '9C']."


@pytest.mark.parametrize(
    ("action", "message"),
    [
        (
            {"type": "store_key", "card": "6H"},
            "The 'card' of a 'store_key' action must be a 2 (key), not 6H.",
        ),
        ({"type": "store_key", "card": "JH"}, "JH is a Jack: the Jacks are counters and never played."),
        ({"type": "store_key", "card": "1H"}, "'1H' is not a card of Solitary Journey."),
        (
            {"type": "store_map", "card": "6H", "key": {"hand": "KH"}},
            "Field 'key' must be {\"stored\": card} or {\"view\": card}, not {'hand': 'KH'}.",
        ),
        (
            {"type": "store_map", "card": "6H", "key": {"stored": "KH"}},
            "A key from your stored items must be a 2 (key), not KH.",
        ),
        (
            {"type": "store_map", "card": "6H", "key": {"view": "KH"}, "crossroads": None},
            "Field 'crossroads' must be a string, not None.",
        ),
        (
            {"type": "fly", "card": "7H", "map": {"view": "6H"}},
            "A map from the view must be a Queen, not 6H.",
        ),
        (
            {"type": "walk"},
            "Solitary Journey has no action 'walk' (actions: discard, fly, home, joker_discard, store_book, "
            "store_flying, store_key, store_map, store_scrying, store_treasure, thoroughfare, "
            "thoroughfare_transport, transport, resign).",
        ),
    ],
)
def test_malformed_actions_are_refused_with_a_sentence(action, message):
    assert rejected(position(["2H", "6H", "KH", "7H"]), action, InvalidActionError) == message


def test_unknown_options_and_bad_jack_orders_are_refused_by_name():
    with pytest.raises(InvalidOptionsError) as bad:
        GAME.new_game("s", {"jack_order": "HHCS"})
    assert bad.value.message == (
        "Option 'jack_order' must be the letters H, D, C and S in any order, front Jack first "
        "(for example 'HDCS'); got 'HHCS'."
    )
    with pytest.raises(InvalidOptionsError, match="easy_thoroughfare"):
        GAME.new_game("s", {"easy_thoroughfare": 1})


def test_the_presets_set_the_three_easy_flags_or_the_four_books():
    assert GAME.resolve_options(preset="easier") == {
        **GAME.resolve_options(),
        "easy_thoroughfare": True,
        "easy_transport": True,
        "easy_book_any_ace": True,
    }
    assert GAME.resolve_options(preset="harder")["hard_four_books"] is True
    assert all(preset.description for preset in GAME.options_schema.presets)


# --------------------------------------------------------------------------------------- score, view, words


def test_a_loss_scores_the_stored_items_and_ranks_by_win_then_score_then_fewer_actions():
    state = position(["TH", "QH", "KH", "9S"], stored=["AS", "2H", "6D", "8C", "9C", "7C"])
    assert GAME.score(state) == 2 + 1 + 1 + 3 + 5 + 5
    state.actions_taken = 17
    assert GAME.rank_key(state) == (0, 17, -17)


def test_a_win_in_a_later_pass_scores_less():
    state = _home_position()
    state.jacks_reached, state.jack_order = 3, ["S", "H", "D", "C"]
    after = GAME.apply(state, {"type": "home", "card": "TH", "flying": "7H", "book": "8H", "scrying": "9H"})
    assert GAME.score(after) == 100 + 0 + 15
    assert GAME.rank_key(after) == (1, 115, -1)


def test_the_view_shows_jacks_items_pass_and_discards_but_only_counts_the_front():
    state = position(
        ["TH", "QH", "KH", "9S"], back=["2C", "3C"], stored=["AD", "2H"], order="DCSH", reached=1
    )
    view = GAME.view(state)
    assert view["view"] == ["TH", "QH", "KH", "9S"]
    assert view["pass"] == 2 and view["top_jack"] == "JD" and view["landscape"] == "plains"
    assert view["jacks"][0] == {"jack": "JD", "suit": "D", "landscape": "plains", "stored": ["AD"]}
    assert view["jacks"][-1]["stored"] == ["2H"]
    assert view["front_count"] == len(state.front) == 50 - 4 - 2 - 2
    assert view["known_discards"] == ["2C", "3C"]
    assert not set(state.front) & set(json.dumps(view).replace('"', " ").replace(",", " ").split())


def test_actions_are_described_in_words():
    state = position(["6S", "KS", "3D", "8H"])
    assert GAME.describe_action(state, {"type": "store_map", "card": "6S", "key": {"view": "KS"}}) == (
        "Store the map 6S, unlocked by the King KS (discarded)"
    )
    assert GAME.describe_action(state, {"type": "discard", "card": "8H"}) == "Discard 8H (book, hearts)"


def test_a_sample_keeps_everything_known_and_reshuffles_the_front_and_the_generator():
    import random

    state = GAME.new_game("sample")
    sample = GAME.sample_hidden(state, random.Random(3))
    assert GAME.view(sample) == GAME.view(state)
    assert sorted(sample.front) == sorted(state.front) and sample.front != state.front
    assert sample.rng.key != state.rng.key


def test_the_registry_offers_the_strong_bot():
    from games.engines.registry import get_game, strong_bot_class

    assert get_game("journey") is GAME and strong_bot_class("journey") is STRONG_BOT
