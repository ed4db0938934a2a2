"""Weaver in the Forest of Wyr: the scenarios of our rulings, one test per ruling that changes play, the deal,
the view, the options and golden playthroughs. The rules as played are in docs/rules/weaver.md."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.engines.base import IllegalActionError, InvalidActionError, InvalidOptionsError, Status
from games.engines.rng import DealRng
from games.engines.weaver import GAME
from games.engines.weaver.rules import (
    KEIJU_BY_CODE,
    NATURE_CODES,
    partner_indices,
    removable_indices,
    satisfies,
    unmet_request,
)

FIXTURES = Path(__file__).parent / "fixtures"
GOLDEN_SEEDS = ("weaver-golden-1", "weaver-golden-2")


def position(garden, **kwargs):
    return GAME.from_position(garden, **kwargs)


def snapshot(state):
    return json.dumps(GAME.state_to_json(state), sort_keys=True)


def removals(state):
    return sorted({a["index"] for a in GAME.legal_actions(state) if a["type"] == "remove"})


def entices(state):
    return [a["piles"] for a in GAME.legal_actions(state) if a["type"] == "entice"]


def rejected(state, action, error=IllegalActionError):
    before = snapshot(state)
    with pytest.raises(error) as caught:
        GAME.apply(state, action)
    assert snapshot(state) == before
    assert caught.value.message.endswith(".")
    return caught.value.message


def nature_except(*used):
    return [c for c in NATURE_CODES if c not in used]


# ------------------------------------------------------------------------------------- acceptance scenarios


def test_scenario_1_an_adjacent_pair_by_suit_then_a_dead_end_scores_minus_six():
    state = position(["3H", "7H", "9C", "QS"], keiju_in_play=["QS"])
    assert removals(state) == [0, 1]
    after = GAME.apply(state, {"type": "remove", "index": 1, "to": "harvest"})
    assert after.garden == ["3H", "9C", "QS"]
    assert after.harvest == ["7H"]
    assert GAME.legal_actions(after) == []
    assert after.status is Status.LOST and after.end_reason == "no_moves"
    assert GAME.score(after) == 1 - 2 - 5 == -6
    assert GAME.rank_key(after) == (0, -6)


def test_scenario_2_a_three_apart_pair_by_number_goes_to_a_basket_pile():
    state = position(["5S", "2H", "9D", "5C", "8H"])
    assert partner_indices(state.garden, 3) == [0]
    after = GAME.apply(state, {"type": "remove", "index": 3, "to": "basket", "pile": 2})
    assert after.garden == ["5S", "2H", "9D", "8H"]
    assert after.basket == [[], [], ["5C"], [], []]


def test_scenario_3_a_keiju_in_between_spoils_a_three_apart_pair():
    # The literal position has no move left at all (QH cannot be enticed from an empty basket), so it is over
    # as soon as it is loaded; five even cards in the basket keep it in play to show the refusal itself.
    assert position(["5S", "QH", "9D", "5C", "8H"]).status is Status.LOST
    state = position(["5S", "QH", "9D", "5C", "8H"], basket=[["2S"], ["4S"], ["6S"], ["8S"], ["TS"]])
    assert state.status is Status.PLAYING
    message = rejected(state, {"type": "remove", "index": 3, "to": "harvest"})
    assert "no valid partner" in message and "cut off by the Keiju QH" in message


def test_scenario_4_distance_two_and_keiju_never_pair_and_the_loaded_position_is_over():
    state = position(["4D", "KS", "4C", "QS"])
    assert GAME.legal_actions(state) == []
    assert state.status is Status.LOST and state.end_reason == "no_moves"
    for index in (0, 1):
        rejected(state, {"type": "remove", "index": index, "to": "harvest"})
    # The same Garden with a bribe for KS waiting, so that the game is in play, gives the reasons.
    playing = position(["4D", "KS", "4C", "QS"], basket=[["AS"], ["2H"], ["3D"], ["5C"], []])
    assert playing.status is Status.PLAYING and removals(playing) == []
    assert "no valid partner" in rejected(playing, {"type": "remove", "index": 0, "to": "harvest"})
    assert "cannot be paired" in rejected(playing, {"type": "remove", "index": 1, "to": "harvest"})


def test_scenario_5_a_five_card_bribe_of_a_pair_and_a_triplet_entices_qs():
    state = position(
        ["2C", "QS", "9H", "KD", "5S", "8D"],
        basket=[["7H"], ["7C"], ["JD", "3D"], ["3S"], ["3H"]],
    )
    assert entices(state) == [[0, 1, 2, 3, 4]]
    after = GAME.apply(state, {"type": "entice", "piles": [0, 1, 2, 3, 4]})
    assert after.harvest == ["QS"]
    assert after.bribed == ["7H", "7C", "3D", "3S", "3H"]
    assert after.basket == [[], [], ["JD"], [], []]
    assert after.garden == ["2C", "9H", "KD", "5S", "8D"]
    assert GAME.view(after)["target"]["card"] == "KD"
    assert GAME.score(after) - GAME.score(state) == 15


def test_scenario_6a_a_bribe_out_of_order_is_refused():
    state = position(["KS", "6D", "6S", "KD", "9C"], basket=[["2H"], ["5H"], ["8H"], ["JH"], []])
    message = rejected(state, {"type": "entice", "piles": [0, 1, 2, 3]})
    assert "KS (Keiju 1) is the Keiju to entice now" in message and "share a suit" in message
    message = rejected(state, {"type": "entice", "keiju": "KD", "piles": [0, 1, 2, 3]})
    assert "KD (Keiju 5) is not next in line" in message
    assert entices(state) == []


def test_scenario_6b_a_bribe_must_have_exactly_the_requested_count():
    state = position(["KC", "6D", "6S"], basket=[["3H"], ["3S"], ["7D"], ["7C"], ["9S"]])
    message = rejected(state, {"type": "entice", "piles": [0, 1, 2, 3, 4]})
    assert "asks for exactly 4 cards" in message
    assert entices(state) == [[0, 1, 2, 3]]
    after = GAME.apply(state, {"type": "entice", "piles": [0, 1, 2, 3]})
    assert after.basket == [[], [], [], [], ["9S"]] and after.harvest == ["KC"]


def test_scenario_7_the_last_pair_wins_and_scores_sixty_three():
    rest = nature_except("6C", "6H")
    bribed, basket, harvest = rest[:16], rest[16:19], rest[19:]
    assert len(harvest) == 23
    state = position(
        ["6C", "6H"],
        basket=[basket[:1], basket[1:3]],
        harvest=[*harvest, "KS", "KC", "KD", "KH"],
        bribed=bribed,
    )
    after = GAME.apply(state, {"type": "remove", "index": 1, "to": "harvest"})
    assert after.garden == ["6C"]
    assert after.status is Status.WON and after.end_reason == "won"
    assert GAME.score(after) == 24 + 40 - 0 - 1 == 63
    assert GAME.rank_key(after) == (1, 63)
    assert GAME.legal_actions(after) == []


def test_scenario_8_the_end_of_a_row_pairs_with_the_start_of_the_next():
    others = [c for c in NATURE_CODES if c not in ("4S", "9S")]
    # Neither 4S nor 9S matches anything else near the row break, so only the pair across it counts.
    quiet = [c for c in others if c[1] != "S" and c[0] not in "49"]
    garden = [*quiet[:11], "4S", "9S", *quiet[11:]]
    garden += [c for c in others if c not in garden] + ["KS", "QS", "KC", "QC"]
    assert len(garden) == 48 and garden[11] == "4S" and garden[12] == "9S"
    assert partner_indices(garden, 11) == [12]
    state = position(garden)
    assert 11 in removals(state)
    after = GAME.apply(state, {"type": "remove", "index": 11, "to": "harvest"})
    assert after.garden[11] == "9S" and GAME.view(after)["garden_rows"][0][-1] == "9S"


VALIDATOR_TABLE = [
    ("KS", ["2H", "4S", "7D", "9C"], True),
    ("KS", ["2H", "4H", "7D", "9C"], False),
    ("QS", ["2H", "2S", "3D", "3S", "3H"], True),
    ("QS", ["2H", "2S", "3D", "3S", "4H"], False),
    ("KC", ["3H", "3S", "7D", "7C"], True),
    ("KC", ["3H", "3S", "3D", "3C"], False),
    ("QC", ["2H", "4S", "7D", "8S", "JC"], True),
    ("QC", ["2H", "4S", "6D", "8S", "JC"], False),
    ("QC", ["2H", "4S", "5D", "8S", "JC"], False),
    ("KD", ["2H", "4H", "7H", "9H"], True),
    ("QD", ["AH", "3S", "5D", "7C", "JH"], True),
    ("QD", ["AH", "3S", "5D", "7C", "TH"], False),
    ("KH", ["8C", "9S", "TH", "JD"], True),
    ("KH", ["AH", "2S", "3D", "4C"], True),
    ("KH", ["JH", "AS", "2D", "3C"], False),
    ("KH", ["2H", "3H", "4S", "5D"], False),
    ("QH", ["2H", "4S", "6D", "8C", "TH"], True),
    ("QH", ["2H", "4S", "6D", "8C", "JH"], False),
]


@pytest.mark.parametrize(("keiju", "cards", "valid"), VALIDATOR_TABLE)
def test_scenario_8_each_request_accepts_and_refuses_as_the_table_says(keiju, cards, valid):
    assert satisfies(KEIJU_BY_CODE[keiju], cards) is valid
    assert satisfies(KEIJU_BY_CODE[keiju], cards[::-1]) is valid  # the order of the offer does not matter


# ------------------------------------------------------------------------------------------------ rulings


def test_keiju_match_nothing_not_even_each_other():
    assert removable_indices(["KS", "QS", "5H", "5D"]) == [2, 3]
    assert removable_indices(["KH", "7C", "QH"]) == []


def test_the_line_does_not_wrap_from_its_end_to_its_start():
    assert removable_indices(["4H", "9S", "JC", "2D", "7H"]) == []


def test_cards_two_or_four_apart_never_pair_but_three_apart_with_any_two_nature_cards_between_do():
    assert removable_indices(["5H", "9C", "5D"]) == []
    assert removable_indices(["5H", "9C", "JD", "2S", "5D"]) == []
    assert removable_indices(["5H", "9C", "JS", "5D"]) == [0, 3]


def test_either_card_of_a_pair_may_be_removed():
    state = position(["5H", "9C", "JS", "5D"])
    assert GAME.apply(state, {"type": "remove", "index": 0, "to": "harvest"}).garden == ["9C", "JS", "5D"]
    assert GAME.apply(state, {"type": "remove", "index": 3, "to": "harvest"}).garden == ["5H", "9C", "JS"]


def test_a_covered_basket_card_cannot_join_a_bribe():
    state = position(["KD", "6D", "6S"], basket=[["2H"], ["4H"], ["7H"], ["3H", "9C"], []])
    assert entices(state) == []
    uncovered = position(["KD", "6D", "6S"], basket=[["2H"], ["4H"], ["7H"], ["9C", "3H"], []])
    assert entices(uncovered) == [[0, 1, 2, 3]]


def test_a_card_uncovered_by_a_bribe_cannot_join_that_bribe_but_serves_the_next():
    state = position(["KS", "KC", "6D", "6S"], basket=[["2C", "AH"], ["3C", "2S"], ["3D"], ["2D", "4C"], []])
    assert rejected(state, {"type": "entice", "piles": [0, 0, 1, 2]}, InvalidActionError)
    after = GAME.apply(state, {"type": "entice", "piles": [0, 1, 2, 3]})
    assert [pile[-1] for pile in after.basket if pile] == ["2C", "3C", "2D"]
    assert entices(after) == []  # KC needs four cards: three tops are not enough


def test_undealt_keiju_numbers_are_skipped_when_choosing_the_target():
    state = position(["QS", "KD", "6D", "6S"], basket=[["7H"], ["7C"], ["3D"], ["3S"], ["3H"]])
    assert GAME.view(state)["target"]["card"] == "QS"
    after = GAME.apply(state, {"type": "entice", "piles": [0, 1, 2, 3, 4]})
    assert GAME.view(after)["target"] == {
        "card": "KD",
        "number": 5,
        "name": "King of diamonds",
        "size": 4,
        "request": KEIJU_BY_CODE["KD"].words,
    }


def test_with_five_tops_a_four_card_bribe_may_use_any_four_that_satisfy_it():
    state = position(["KD", "6D", "6S"], basket=[["2H"], ["4H"], ["7H"], ["9H"], ["JH"]])
    assert entices(state) == [
        list(c) for c in ([0, 1, 2, 3], [0, 1, 2, 4], [0, 1, 3, 4], [0, 2, 3, 4], [1, 2, 3, 4])
    ]
    after = GAME.apply(state, {"type": "entice", "piles": [0, 2, 3, 4]})
    assert after.basket == [[], ["4H"], [], [], []]


def test_enticing_is_legal_with_no_pair_left_and_never_happens_by_itself():
    state = position(["7S", "KD", "2C"], basket=[["2H"], ["4H"], ["7H"], [], []])
    assert removals(state) == []
    assert entices(state) == []
    assert state.status is Status.LOST  # nothing legal: over
    state = position(["7S", "KD", "2C", "5D", "9H", "9S"], basket=[["2H"], ["4H"], ["7H"], [], []])
    after = GAME.apply(state, {"type": "remove", "index": 4, "to": "basket", "pile": 3})
    assert "KD" in after.garden and after.status is Status.PLAYING  # the bribe waits for the player
    assert removals(after) == [] and entices(after) == [[0, 1, 2, 3]]


def test_a_keiju_leaving_closes_the_gap_and_brings_new_partners_together():
    state = position(["5H", "KS", "5D", "9C"], basket=[["AS"], ["2H"], ["3D"], ["4C"], []])
    assert removals(state) == []
    after = GAME.apply(state, {"type": "entice", "piles": [0, 1, 2, 3]})
    assert after.garden == ["5H", "5D", "9C"]
    assert after.bribed == ["AS", "2H", "3D", "4C"] and after.harvest == ["KS"]
    assert removals(after) == [0, 1]


def test_one_nature_card_with_keiju_left_plays_on_and_the_last_bribe_wins():
    state = position(["7S", "KD"], basket=[["2H"], ["4H"], ["7H"], ["9H"], []])
    assert state.status is Status.PLAYING and removals(state) == []
    after = GAME.apply(state, {"type": "entice", "keiju": "KD", "piles": [0, 1, 2, 3]})
    assert after.status is Status.WON and after.garden == ["7S"]


def test_one_nature_card_with_keiju_and_no_bribe_is_over_at_minus_five_a_keiju():
    state = position(["7S", "KD", "QH"])
    assert state.status is Status.LOST
    assert GAME.score(state) == -1 - 5 - 5


def test_undealt_keiju_are_out_of_the_game_and_public():
    state = GAME.new_game("public-keiju")
    view = GAME.view(state)
    assert len(state.keiju_removed) == 4 and view["keiju_removed"] == state.keiju_removed
    assert {k["card"] for k in view["keiju"] if k["place"] == "removed"} == set(state.keiju_removed)
    assert not set(state.keiju_removed) & set(state.garden)


# ---------------------------------------------------------------------------------- our own open points


def test_every_action_gains_two_one_or_fifteen_points():
    state = position(["5H", "KS", "5D", "9C", "9D"], basket=[["AS"], ["2H"], ["3D"], ["4C"], []])
    gains = set()
    for action in GAME.legal_actions(state):
        gains.add(
            (action["type"], action.get("to"), GAME.score(GAME.apply(state, action)) - GAME.score(state))
        )
    assert gains == {("remove", "harvest", 2), ("remove", "basket", 1), ("entice", None, 15)}


def test_a_card_field_or_keiju_field_that_does_not_match_is_refused():
    state = position(["5H", "9C", "JS", "5D"])
    assert "is 5H, not 5D" in rejected(state, {"type": "remove", "index": 0, "card": "5D", "to": "harvest"})
    rejected(state, {"type": "remove", "index": 0, "card": "ZZ", "to": "harvest"}, InvalidActionError)
    rejected(state, {"type": "entice", "keiju": "5H", "piles": [0, 1, 2, 3]}, InvalidActionError)
    assert "nothing to entice" in rejected(state, {"type": "entice", "piles": [0, 1, 2, 3]})


@pytest.mark.parametrize(
    ("action", "error", "words"),
    [
        ({"type": "remove", "index": 9, "to": "harvest"}, IllegalActionError, "no index 9"),
        ({"type": "remove", "index": -1, "to": "harvest"}, InvalidActionError, "0 or more"),
        ({"type": "remove", "index": 0, "to": "basket"}, InvalidActionError, "needs the field 'pile'"),
        ({"type": "remove", "index": 0, "to": "basket", "pile": 5}, InvalidActionError, "piles 0 to 4"),
        (
            {"type": "remove", "index": 0, "to": "harvest", "pile": 1},
            InvalidActionError,
            "has no field 'pile'",
        ),
        ({"type": "remove", "index": 0, "to": "compost"}, InvalidActionError, "'harvest' or 'basket'"),
        ({"type": "remove", "index": True, "to": "harvest"}, InvalidActionError, "whole number"),
        ({"type": "entice", "piles": [3, 1, 0, 2]}, InvalidActionError, "ascending order"),
        ({"type": "entice", "piles": [0, 1, 2, 7]}, InvalidActionError, "numbered 0 to 4"),
        ({"type": "entice", "piles": [0, 1, 2, 4]}, IllegalActionError, "pile 5 is empty"),
        ({"type": "entice"}, InvalidActionError, "needs the field 'piles'"),
        ({"type": "weave"}, InvalidActionError, "no action 'weave'"),
    ],
)
def test_malformed_and_forbidden_actions_are_refused_with_a_reason(action, error, words):
    state = position(["5H", "KS", "5D", "9C", "9D"], basket=[["AS"], ["2H"], ["3D"], ["4C"], []])
    assert words in rejected(state, action, error)


def test_resign_ends_the_game_as_a_loss_scored_as_it_stands():
    state = position(["5H", "KS", "5D", "9C", "9D"], basket=[["AS"], ["2H"], ["3D"], ["4C"], []])
    after = GAME.apply(state, {"type": "resign"})
    assert after.status is Status.LOST and after.end_reason == "resigned"
    assert GAME.score(after) == GAME.score(state) == -4 - 5


def test_describe_action_says_what_moves_where_and_why_it_may():
    state = position(["5H", "KS", "5D", "9C", "9D"], basket=[["AS"], ["2H"], ["3D"], ["4C"], []])
    words = {GAME.describe_action(state, a) for a in GAME.legal_actions(state)}
    assert "Remove 9C (row 1, column 4) to the Harvest: it pairs with 9D next to it." in words
    assert "Remove 9D (row 1, column 5) to basket pile 1, covering AS: it pairs with 9C next to it." in words
    assert "Entice KS (Keiju 1) with AS, 2H, 3D, 4C from basket piles 1, 2, 3, 4." in words


# ---------------------------------------------------------------------------------------- deal and options


def test_the_deal_shuffles_the_keiju_then_the_48_cards_from_their_canonical_orders():
    rng = DealRng.from_seed("weaver-deal")
    keiju = ["KS", "QS", "KC", "QC", "KD", "QD", "KH", "QH"]
    rng.shuffle(keiju)
    in_play = sorted(keiju[:4], key=lambda code: KEIJU_BY_CODE[code].number)
    cards = [*NATURE_CODES, *in_play]
    rng.shuffle(cards)
    state = GAME.new_game("weaver-deal")
    assert state.garden == cards
    assert state.keiju_in_play == in_play
    assert NATURE_CODES[:12] == ("AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS", "AH")
    assert state.basket == [[], [], [], [], []] and state.harvest == [] and state.bribed == []


def test_a_pinned_seed_gives_the_same_deal_on_every_machine():
    state = GAME.new_game("weaver-vector")
    assert state.keiju_in_play == PINNED_KEIJU
    assert state.garden[:12] == PINNED_FIRST_ROW


PINNED_KEIJU = ["KD", "QD", "KH", "QH"]
PINNED_FIRST_ROW = ["JH", "4H", "5H", "AH", "TH", "TS", "2D", "AD", "KH", "7S", "KD", "6S"]


def test_the_all_keiju_house_rule_deals_every_keiju_and_leaves_none_out():
    state = GAME.new_game("eight", preset="all-keiju")
    assert len(state.garden) == 52 and state.keiju_removed == []
    assert state.keiju_in_play == ["KS", "QS", "KC", "QC", "KD", "QD", "KH", "QH"]


def test_options_are_validated_by_name():
    with pytest.raises(InvalidOptionsError, match="'deck'"):
        GAME.new_game("s", {"deck": "custom"})
    with pytest.raises(InvalidOptionsError, match="'keiju_count'"):
        GAME.new_game("s", {"keiju_count": 5})
    with pytest.raises(InvalidOptionsError, match="'hide_covered_basket'"):
        GAME.new_game("s", {"hide_covered_basket": 1})
    assert [p.name for p in GAME.options_schema.presets] == ["standard", "memory", "all-keiju"]
    assert all(p.description for p in GAME.options_schema.presets)


def test_hide_covered_basket_changes_the_view_only():
    basket = [["2C", "JD", "7H"], [], ["3S"], [], []]
    shown = position(["KD", "6D", "6S"], basket=basket)
    hidden = position(["KD", "6D", "6S"], basket=basket, options={"hide_covered_basket": True})
    assert GAME.view(shown)["basket"][0] == {
        "size": 3,
        "top": "7H",
        "covered": 2,
        "cards": [
            {"card": "2C", "covered": True},
            {"card": "JD", "covered": True},
            {"card": "7H", "covered": False},
        ],
    }
    assert GAME.view(hidden)["basket"][0] == {
        "size": 3,
        "top": "7H",
        "covered": 2,
        "cards": [{"card": "7H", "covered": False}],
    }
    assert GAME.view(hidden)["basket"][1] == {"size": 0, "top": None, "covered": 0, "cards": []}
    assert "2C" not in json.dumps(GAME.view(hidden))
    assert GAME.legal_actions(shown) == GAME.legal_actions(hidden)


def test_the_view_reflows_the_one_line_garden_into_rows_of_twelve():
    state = GAME.new_game("rows")
    state = GAME.apply(state, GAME.legal_actions(state)[0])
    view = GAME.view(state)
    assert [len(row) for row in view["garden_rows"]] == [12, 12, 12, 11]
    assert [c for row in view["garden_rows"] for c in row] == view["garden"] == state.garden
    assert view["target"]["card"] == state.keiju_in_play[0]
    assert view["legal_actions"] == GAME.legal_actions(state)
    assert json.loads(json.dumps(view)) == view


# ----------------------------------------------------------------------------------------------- properties


@settings(max_examples=30, deadline=None)
@given(
    seed=st.text(
        st.characters(exclude_characters="\x00", exclude_categories=["Cs"]), min_size=1, max_size=20
    ),
    walk=st.integers(0, 2**32),
)
def test_a_card_is_removable_exactly_when_it_has_a_partner_and_partners_are_mutual(seed, walk):
    rng = random.Random(walk)
    state = GAME.new_game(seed)
    while not state.is_over:
        garden = state.garden
        listed = set(removable_indices(garden))
        for i in range(len(garden)):
            partners = partner_indices(garden, i)
            assert (i in listed) == bool(partners)
            assert all(i in partner_indices(garden, j) for j in partners)
        before = GAME.score(state)
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
        assert GAME.score(state) - before in (1, 2, 15)


@settings(max_examples=60, deadline=None)
@given(keiju=st.sampled_from(sorted(KEIJU_BY_CODE)), data=st.data())
def test_a_request_holds_exactly_when_its_rule_in_words_holds(keiju, data):
    request = KEIJU_BY_CODE[keiju]
    cards = data.draw(
        st.lists(st.sampled_from(NATURE_CODES), min_size=request.size, max_size=request.size, unique=True)
    )
    numbers = sorted("A23456789TJ".index(c[0]) + 1 for c in cards)
    suits = [c[1] for c in cards]
    counts = sorted(numbers.count(n) for n in set(numbers))
    expected = {
        "KS": len(set(suits)) == 4 and len(set(numbers)) == 4,
        "QS": counts == [2, 3],
        "KC": counts == [2, 2],
        "QC": sum(n <= 5 for n in numbers) == 2 and sum(n >= 7 for n in numbers) == 3,
        "KD": len(set(suits)) == 1,
        "QD": all(n % 2 for n in numbers),
        "KH": numbers == list(range(numbers[0], numbers[0] + 4)) and len(set(suits)) == 4,
        "QH": all(n % 2 == 0 for n in numbers),
    }[keiju]
    assert satisfies(request, cards) is expected
    reason = unmet_request(request, cards)
    assert (reason is None) is expected


# ------------------------------------------------------------------------------------------------- golden


def golden_path(seed):
    return FIXTURES / f"weaver_golden_{seed.rsplit('-', 1)[1]}.json"


def regenerate_golden():
    """Play each golden seed with the strong bot and write the fixtures: REGENERATE_GOLDEN=1 pytest -k golden."""
    from games.engines.bots import play_out
    from games.engines.weaver import STRONG_BOT

    for seed in GOLDEN_SEEDS:
        options = GAME.resolve_options()
        final, log = play_out(GAME, GAME.new_game(seed, options), STRONG_BOT(seed=1))
        data = {"seed": seed, "options": options, "actions": log, "final": GAME.serialize(final)}
        golden_path(seed).write_text(json.dumps(data, indent=1) + "\n")


@pytest.mark.parametrize("seed", GOLDEN_SEEDS)
def test_the_golden_playthrough_replays_to_the_same_final_state(seed):
    if os.environ.get("REGENERATE_GOLDEN") == "1" and seed == GOLDEN_SEEDS[0]:
        regenerate_golden()
    data = json.loads(golden_path(seed).read_text())
    final = GAME.replay(data["seed"], data["options"], data["actions"])
    assert GAME.serialize(final) == data["final"]
    assert final.status is Status.WON
