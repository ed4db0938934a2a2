"""Match-3 Solitaire: the scenarios of our rulings (M-T1 to M-T8), then one test per ruling that changes play,
the options, the score and the view."""

from __future__ import annotations

import json
import random

import pytest

from games.engines.base import IllegalActionError, InvalidActionError, InvalidOptionsError, Status
from games.engines.match3 import GAME, Match3State
from games.engines.match3.rules import CANONICAL_DECK, FILL_ORDERS, complete_lines, month
from games.engines.rng import DealRng


def position(grid, row, deck, *, sets=(), discard=(), turn=1, **options) -> Match3State:
    """A position built by hand (the scenarios do not come from a deal)."""
    return Match3State(
        options=GAME.resolve_options(options),
        rng=DealRng.from_seed("scenario"),
        grid=[list(cells) for cells in grid],
        row=list(row),
        deck=list(deck),
        sets=[list(taken) for taken in sets],
        discard=list(discard),
        turn=turn,
    )


def slide(card, edge, line, **extra):
    return {"type": "slide", "card": card, "edge": edge, "line": line, **extra}


def grid_months(state):
    return [month(c) if c else 0 for row in state.grid for c in row]


# Eight sets of months that the scenario M-T5 does not use.
EIGHT_SETS = [
    ["01a", "01b", "01c"],
    ["04b", "04c", "04d"],
    ["05a", "05b", "05d"],
    ["06b", "06c", "06d"],
    ["07b", "07c", "07d"],
    ["08a", "08b", "08c"],
    ["09b", "09c", "09d"],
    ["10a", "10b", "10c"],
]
MT5_GRID = [["02a", "06a", "03a"], ["04a", "03c", "09a"], ["02c", "07a", "11b"]]


# ------------------------------------------------------------------------------------------------ scenarios


def test_m_t1_a_plain_push_shifts_the_row_ejects_the_far_card_and_refills_the_vacated_slot():
    state = position(
        [["01a", "02a", "03a"], ["04a", "05a", "06a"], ["07a", "08a", "09a"]],
        ["10a", "11a", "12a", "01b"],
        ["02b", "03b", "04b"],
    )
    after = GAME.apply(state, slide(0, "left", 1))
    assert after.grid == [["01a", "02a", "03a"], ["10a", "04a", "05a"], ["07a", "08a", "09a"]]
    assert after.discard == ["06a"]
    assert after.sets == []
    assert after.row == ["02b", "11a", "12a", "01b"]
    assert after.deck == ["03b", "04b"]
    assert after.turn == 2
    assert after.status is Status.PLAYING


def test_m_t2_a_line_is_taken_then_the_grid_is_refilled_in_sequence_before_the_row_slot():
    state = position(
        [["01a", "02a", "03a"], ["05a", "05b", "06a"], ["07a", "08a", "09a"]],
        ["05c", "11a", "12a", "01b"],
        ["02b", "03b", "04b", "10b", "10c"],
    )
    after = GAME.apply(state, slide(0, "left", 1))
    assert after.sets == [["05c", "05a", "05b"]]
    assert after.discard == ["06a"]
    assert after.grid == [["01a", "02a", "03a"], ["02b", "03b", "04b"], ["07a", "08a", "09a"]]
    assert after.row == ["10b", "11a", "12a", "01b"]
    assert after.deck == ["10c"]
    assert after.turn == 2


def test_m_t3_one_push_can_make_two_lines_and_an_exactly_empty_deck_lets_the_game_go_on():
    state = position(
        [["02a", "06a", "03a"], ["04a", "03c", "09a"], ["02c", "07a", "03b"]],
        ["02d", "11a", "12a", "05c"],
        ["08a", "10a", "11b", "12b", "01a", "01b", "01c"],
    )
    after = GAME.apply(state, slide(0, "left", 1))
    assert after.discard == ["09a"]
    assert after.sets == [["02a", "02d", "02c"], ["03a", "03c", "03b"]]
    assert after.grid == [["08a", "06a", "10a"], ["11b", "04a", "12b"], ["01a", "07a", "01b"]]
    assert after.row == ["01c", "11a", "12a", "05c"]
    assert after.deck == []
    assert after.status is Status.PLAYING
    assert len(GAME.legal_actions(after)) == 48


@pytest.mark.parametrize("cascade", [True, False])
def test_m_t4_a_refill_that_makes_a_line_cascades_and_one_extra_pass_is_the_same_here(cascade):
    state = position(
        [["02a", "04a", "03a"], ["01a", "05a", "05b"], ["01b", "06a", "07a"]],
        ["01c", "11a", "12a", "05c"],
        ["08a", "08b", "08c", "09a", "09b", "09c", "10a"],
        cascade=cascade,
    )
    after = GAME.apply(state, slide(3, "right", 1))
    assert after.discard == ["01a"]
    assert after.sets == [["05a", "05b", "05c"], ["08a", "08b", "08c"]]
    assert after.grid == [["02a", "04a", "03a"], ["09b", "09c", "10a"], ["01b", "06a", "07a"]]
    assert after.row == ["01c", "11a", "12a", "09a"]
    assert after.deck == []
    assert after.status is Status.PLAYING


def test_m_t5_the_ninth_set_wins_at_once_even_with_nothing_left_to_refill():
    state = position(MT5_GRID, ["02d", "11a", "12a", "05c"], [], sets=EIGHT_SETS)
    after = GAME.apply(state, slide(0, "left", 1))
    assert after.status is Status.WON
    assert after.end_reason == "target_reached"
    assert after.sets[-1] == ["02a", "02d", "02c"]
    assert GAME.score(after) == 900
    assert GAME.rank_key(after) == (9, 0, -1)
    assert GAME.legal_actions(after) == []


def test_m_t6_a_push_without_a_line_on_an_empty_deck_loses_and_then_everything_is_rejected():
    state = position(MT5_GRID, ["05d", "11a", "12a", "05c"], [])
    after = GAME.apply(state, slide(0, "left", 1))
    assert after.status is Status.LOST
    assert after.end_reason == "deck_exhausted"
    assert after.sets == []
    assert after.row == [None, "11a", "12a", "05c"]
    assert GAME.legal_actions(after) == []
    for action in (slide(1, "left", 0), slide(2, "top", 2), {"type": "resign"}):
        with pytest.raises(IllegalActionError) as error:
            GAME.apply(after, action)
        assert error.value.message.startswith("The game is over")


M_T1_POSITION = (
    [["01a", "02a", "03a"], ["04a", "05a", "06a"], ["07a", "08a", "09a"]],
    ["10a", "11a", "12a", "01b"],
    ["02b", "03b", "04b"],
)


@pytest.mark.parametrize(
    ("action", "error", "message"),
    [
        (slide(4, "left", 0), InvalidActionError, "There is no row slot 4: the slots are numbered 0 to 3."),
        (
            slide(0, "diagonal", 1),
            InvalidActionError,
            "'diagonal' is not an edge: cards enter from the left, right, top or bottom.",
        ),
        (slide(0, "top", 3), InvalidActionError, "There is no line 3: rows and columns are numbered 0 to 2."),
        (
            slide(1, "top", 0, card_id="12d"),
            IllegalActionError,
            "Row slot 1 holds 11a (Willow, Rain man), not 12d.",
        ),
        (
            slide(0, "left", 0, card_id="13a"),
            InvalidActionError,
            "'13a' is not a hanafuda card code (month 01-12 and a letter a-d).",
        ),
        (slide(0, "left", 0, extra=1), InvalidActionError, "A 'slide' action has no field 'extra'."),
        (
            {"type": "pass"},
            InvalidActionError,
            "Match-3 Solitaire has no action 'pass' (actions: slide, resign).",
        ),
        (
            {"type": "slide", "card": 0, "edge": "left"},
            InvalidActionError,
            "A 'slide' action needs the field 'line'.",
        ),
        (slide(True, "left", 0), InvalidActionError, "Field 'card' must be a whole number, not True."),
    ],
)
def test_m_t7_malformed_and_forbidden_slides_are_rejected_with_a_sentence_and_change_nothing(
    action, error, message
):
    state = position(*M_T1_POSITION)
    before = json.dumps(GAME.state_to_json(state), sort_keys=True)
    with pytest.raises(error) as raised:
        GAME.apply(state, action)
    assert raised.value.message == message
    assert json.dumps(GAME.state_to_json(state), sort_keys=True) == before


def test_m_t7_with_six_entry_points_a_push_from_the_right_or_the_bottom_is_illegal():
    state = position(*M_T1_POSITION, entry_points=6)
    for edge in ("right", "bottom"):
        with pytest.raises(IllegalActionError) as raised:
            GAME.apply(state, slide(0, edge, 0))
        assert (
            raised.value.message
            == f"In this game cards enter only from the left or the top, not from the {edge}."
        )
    legal = GAME.legal_actions(state)
    assert len(legal) == 24
    assert {a["edge"] for a in legal} == {"left", "top"}


def test_m_t8_a_grid_with_a_line_is_redealt_from_all_48_cards_continuing_the_stream():
    seed = "redeal-45"
    rng = DealRng.from_seed(seed)
    cards = list(CANONICAL_DECK)
    rng.shuffle(cards)
    first_grid = [month(c) for c in cards[:9]]
    assert complete_lines(first_grid), "this seed's first shuffle must hold a line"
    while complete_lines([month(c) for c in cards[:9]]):
        rng.shuffle(cards)
    state = GAME.new_game(seed)
    assert [c for row in state.grid for c in row] == cards[:9]
    assert state.row == cards[9:13]
    assert state.deck == cards[13:]
    assert complete_lines(grid_months(state)) == []
    assert json.dumps(GAME.serialize(state)) == json.dumps(GAME.serialize(GAME.new_game(seed)))


def test_m_t8_without_the_redeal_the_opening_line_stays_and_is_taken_at_the_first_scoring_check():
    state = GAME.new_game("redeal-45", {"reshuffle_initial_lines": False})
    assert complete_lines(grid_months(state)) == [3]  # column 1 holds one month
    assert state.sets == []
    # Pushing into column 3 leaves column 1 alone: the line is taken after the push.
    after = GAME.apply(state, slide(0, "top", 2))
    assert after.sets[0] == [row[0] for row in state.grid]


# ------------------------------------------------------------------------------------------------ setup


def test_setup_deals_nine_grid_cards_four_row_cards_and_leaves_thirty_five_face_down():
    state = GAME.new_game("setup")
    zones = GAME.zones(state)
    assert (len(zones["grid"]), len(zones["row"]), len(zones["deck"])) == (9, 4, 35)
    assert sorted(c for cards in zones.values() for c in cards) == sorted(CANONICAL_DECK)
    assert state.turn == 1 and state.sets == [] and state.discard == []


@pytest.mark.parametrize("fill_order", ["row_major", "snake", "spiral"])
def test_the_opening_grid_is_dealt_along_the_fill_order(fill_order):
    rng = DealRng.from_seed("order")
    cards = list(CANONICAL_DECK)
    rng.shuffle(cards)
    state = GAME.new_game("order", {"fill_order": fill_order, "reshuffle_initial_lines": False})
    flat = [c for row in state.grid for c in row]
    assert [flat[cell] for cell in FILL_ORDERS[fill_order]] == cards[:9]
    assert state.row == cards[9:13]


# ------------------------------------------------------------------------------------------------ rulings


def test_any_row_card_may_enter_at_any_of_the_twelve_entry_points_in_a_fixed_order():
    state = position(*M_T1_POSITION)
    legal = GAME.legal_actions(state)
    assert len(legal) == 48
    assert legal[0] == slide(0, "left", 0)
    assert legal[3] == slide(0, "right", 0)
    assert legal[-1] == slide(3, "bottom", 2)


@pytest.mark.parametrize(
    ("edge", "line", "grid", "ejected"),
    [
        ("right", 0, [["02a", "03a", "10a"], ["04a", "05a", "06a"], ["07a", "08a", "09a"]], "01a"),
        ("top", 2, [["01a", "02a", "10a"], ["04a", "05a", "03a"], ["07a", "08a", "06a"]], "09a"),
        ("bottom", 0, [["04a", "02a", "03a"], ["07a", "05a", "06a"], ["10a", "08a", "09a"]], "01a"),
    ],
)
def test_a_push_shifts_its_line_by_one_cell_and_the_far_card_falls_out(edge, line, grid, ejected):
    after = GAME.apply(position(*M_T1_POSITION), slide(0, edge, line))
    assert after.grid == grid
    assert after.discard == [ejected]


def test_the_discard_pile_keeps_the_latest_card_on_top():
    state = position(*M_T1_POSITION)
    state = GAME.apply(state, slide(0, "left", 1))
    state = GAME.apply(state, slide(1, "top", 0))
    assert state.discard == ["07a", "06a"]


@pytest.mark.parametrize(
    ("grid", "taken"),
    [
        ([["05a", "05c", "02a"], ["03a", "04a", "06a"], ["07a", "08a", "05b"]], ["05a", "05c", "05b"]),
        ([["01a", "05c", "05a"], ["03a", "06a", "04a"], ["05b", "07a", "08a"]], ["05a", "05c", "05b"]),
    ],
    ids=["main diagonal", "anti-diagonal"],
)
def test_both_long_diagonals_count_as_lines(grid, taken):
    # 11a enters the top of column 2 and shifts 05c down onto the centre.
    state = position(grid, ["11a", "09a", "12a", "01b"], ["02b", "03b", "04b", "10a", "10b"])
    after = GAME.apply(state, slide(0, "top", 1))
    assert after.sets == [taken]
    assert after.grid[1][1] == "03b"  # the diagonal refilled in sequence: the centre is its second cell


def test_the_fourth_card_of_a_taken_month_stays_on_the_grid():
    state = position(
        [["01a", "02a", "03a"], ["05a", "05b", "06a"], ["07a", "05d", "09a"]],
        ["05c", "11a", "12a", "01b"],
        ["02b", "03b", "04b", "10b", "10c"],
    )
    after = GAME.apply(state, slide(0, "left", 1))
    assert after.sets == [["05c", "05a", "05b"]]
    assert after.grid[2][1] == "05d"


def test_without_cascades_a_second_refill_line_waits_for_the_next_scoring_check():
    def build(cascade):
        return position(
            [["02a", "04a", "03a"], ["01a", "05a", "05b"], ["01b", "06a", "07a"]],
            ["01c", "11a", "12a", "05c"],
            ["08a", "08b", "08c", "09a", "09b", "09c", "09d", "10a", "11b", "12b", "10b"],
            cascade=cascade,
        )

    cascading = GAME.apply(build(True), slide(3, "right", 1))
    assert cascading.sets == [["05a", "05b", "05c"], ["08a", "08b", "08c"], ["09b", "09c", "09d"]]
    assert cascading.grid[1] == ["10a", "11b", "12b"]
    assert cascading.deck == ["10b"]

    literal = GAME.apply(build(False), slide(3, "right", 1))
    assert literal.sets == [["05a", "05b", "05c"], ["08a", "08b", "08c"]]
    assert literal.grid[1] == ["09b", "09c", "09d"]  # a line left standing
    assert literal.deck == ["10a", "11b", "12b", "10b"]
    assert literal.status is Status.PLAYING
    # The next push, into another row, does not touch it: it is taken then.
    later = GAME.apply(literal, slide(1, "left", 0))
    assert later.sets[-1] == ["09b", "09c", "09d"]


def test_when_the_deck_cannot_refill_the_grid_the_last_cards_go_in_sequence_and_the_game_is_lost():
    state = position(
        [["01a", "02a", "03a"], ["05a", "05b", "06a"], ["07a", "08a", "09a"]],
        ["05c", "11a", "12a", "01b"],
        ["02b", "03b"],
    )
    after = GAME.apply(state, slide(0, "left", 1))
    assert after.status is Status.LOST
    assert after.end_reason == "deck_exhausted"
    assert after.sets == [["05c", "05a", "05b"]]
    assert after.grid[1] == ["02b", "03b", None]
    assert after.row == [None, "11a", "12a", "01b"]
    assert after.deck == []
    assert GAME.score(after) == 100
    assert GAME.rank_key(after) == (1, 0, -1)
    assert sorted(c for cards in GAME.zones(after).values() for c in cards) == sorted(
        [
            "01a",
            "02a",
            "03a",
            "05a",
            "05b",
            "06a",
            "07a",
            "08a",
            "09a",
            "05c",
            "11a",
            "12a",
            "01b",
            "02b",
            "03b",
        ]
    )


def test_a_line_made_by_the_last_cards_still_counts_before_the_loss():
    # The refill completes the grid with a line of 08 but leaves no card for the row slot.
    state = position(
        [["01a", "02a", "03a"], ["05a", "05b", "06a"], ["07a", "08a", "09a"]],
        ["05c", "11a", "12a", "01b"],
        ["08b", "08c", "08d"],
    )
    after = GAME.apply(state, slide(0, "left", 1))
    assert after.grid == [["01a", "02a", "03a"], [None, None, None], ["07a", "08a", "09a"]]
    assert after.sets == [["05c", "05a", "05b"], ["08b", "08c", "08d"]]
    assert after.status is Status.LOST


def test_the_last_cards_can_still_make_the_winning_set():
    state = position(
        [["01a", "02a", "03a"], ["05a", "05b", "06a"], ["07a", "08a", "09a"]],
        ["05c", "11a", "12a", "01b"],
        ["08b", "08c", "08d"],
        target_sets=2,
    )
    after = GAME.apply(state, slide(0, "left", 1))
    assert after.status is Status.WON
    assert len(after.sets) == 2
    assert GAME.score(after) == 200  # the deck is empty: nothing to add


def test_a_lower_target_wins_sooner_and_cards_left_in_the_deck_add_to_the_score():
    state = position(
        [["01a", "02a", "03a"], ["05a", "05b", "06a"], ["07a", "08a", "09a"]],
        ["05c", "11a", "12a", "01b"],
        ["02b", "03b", "04b", "10b", "10c"],
        target_sets=1,
        turn=3,
    )
    after = GAME.apply(state, slide(0, "left", 1))
    assert after.status is Status.WON
    assert after.grid[1] == [None, None, None]  # no refill after the winning set
    assert after.deck == ["02b", "03b", "04b", "10b", "10c"]
    assert GAME.score(after) == 105
    assert GAME.rank_key(after) == (1, 5, -3)


def test_refills_follow_the_snake_and_spiral_orders():
    grid = [["05a", "01a", "02a"], ["05b", "03a", "04a"], ["06a", "07a", "08a"]]
    deck = ["09a", "10b", "11b", "12b"]
    # 05c pushed in at the top of column 0 makes column 0 a line; its cells (0,0), (1,0), (2,0) are empty.
    # row_major and snake reach them in the order (0,0), (1,0), (2,0); spiral in the order (0,0), (2,0),
    # (1,0).
    for fill_order, column in (("row_major", ["09a", "10b", "11b"]), ("spiral", ["09a", "11b", "10b"])):
        state = position(grid, ["05c", "11a", "12a", "01b"], deck, fill_order=fill_order)
        after = GAME.apply(state, slide(0, "top", 0))
        assert [row[0] for row in after.grid] == column, fill_order
    grid = [["01a", "02a", "03a"], ["05a", "05b", "04a"], ["06a", "07a", "08a"]]
    state = position(grid, ["05c", "11a", "12a", "01b"], deck, fill_order="snake")
    after = GAME.apply(state, slide(0, "left", 1))  # row 2 taken; snake fills it right to left
    assert after.grid[1] == ["11b", "10b", "09a"]


def test_a_slide_may_name_its_card_for_validation():
    state = position(*M_T1_POSITION)
    checked = GAME.apply(state, slide(0, "left", 1, card_id="10a"))
    plain = GAME.apply(state, slide(0, "left", 1))
    assert GAME.state_to_json(checked) == GAME.state_to_json(plain)


def test_resigning_ends_the_game_as_a_loss_scored_as_it_stands():
    state = position(
        [["01a", "02a", "03a"], ["05a", "05b", "06a"], ["07a", "08a", "09a"]],
        ["05c", "11a", "12a", "01b"],
        ["02b", "03b", "04b", "10b", "10c"],
    )
    state = GAME.apply(state, slide(0, "left", 1))
    resigned = GAME.apply(state, {"type": "resign"})
    assert resigned.status is Status.LOST and resigned.end_reason == "resigned"
    assert GAME.score(resigned) == 100
    assert GAME.rank_key(resigned) == (1, 0, -1)


# ------------------------------------------------------------------------------------------------ options


def test_the_presets_are_classic_and_hard_each_with_a_description():
    schema = GAME.options_schema.to_json()
    presets = {p["name"]: p for p in schema["presets"]}
    assert set(presets) == {"classic", "hard"}
    assert presets["hard"]["options"] == {"entry_points": 6}
    assert all(p["description"] for p in presets.values())
    assert GAME.resolve_options(preset="classic") == {
        "cascade": True,
        "entry_points": 12,
        "target_sets": 9,
        "fill_order": "row_major",
        "reshuffle_initial_lines": True,
    }


@pytest.mark.parametrize(
    ("options", "name"),
    [
        ({"entry_points": 8}, "entry_points"),
        ({"target_sets": 0}, "target_sets"),
        ({"target_sets": 13}, "target_sets"),
        ({"fill_order": "zigzag"}, "fill_order"),
        ({"cascade": 1}, "cascade"),
        ({"reshuffle_initial_lines": "yes"}, "reshuffle_initial_lines"),
        ({"gravity": True}, "gravity"),
    ],
)
def test_a_bad_option_is_refused_with_its_name(options, name):
    with pytest.raises(InvalidOptionsError) as raised:
        GAME.new_game("options", options)
    assert raised.value.option == name
    assert name in raised.value.message


# ------------------------------------------------------------------------------------------------ view


def test_the_view_draws_the_grid_the_entries_the_row_and_the_piles_without_naming_the_deck():
    state = GAME.apply(GAME.new_game("view"), slide(0, "left", 1))
    view = GAME.player_view(state)
    assert len(view["grid"]) == 3 and all(len(row) == 3 for row in view["grid"])
    assert view["grid"][1][0]["id"] == state.grid[1][0]
    assert set(view["grid"][0][0]) == {"id", "month", "flower", "name", "type"}
    assert [c["id"] for c in view["row"]] == state.row
    assert len(view["entries"]) == 12 and all(e["open"] for e in view["entries"])
    assert view["deck_count"] == 34
    assert [c["id"] for c in view["discard"]] == state.discard
    assert view["sets_taken"] == len(state.sets) and view["target_sets"] == 9
    assert view["fill_order"][:3] == [[0, 0], [0, 1], [0, 2]]
    assert view["turn"] == 2 and view["result"] is None
    text = json.dumps(view)
    assert not any(f'"{card}"' in text for card in state.deck)


def test_the_view_marks_only_left_and_top_entries_open_with_six_entry_points():
    view = GAME.view(GAME.new_game("view", preset="hard"))
    assert {(e["edge"], e["open"]) for e in view["entries"]} == {
        ("left", True),
        ("top", True),
        ("right", False),
        ("bottom", False),
    }


def test_a_card_is_shown_with_its_month_flower_and_name():
    state = position(*M_T1_POSITION)
    assert GAME.view(state)["grid"][0][0] == {
        "id": "01a",
        "month": 1,
        "flower": "Pine",
        "name": "Crane & Sun",
        "type": "bright",
    }


def test_an_action_is_described_in_words():
    state = position(
        [["01a", "02a", "03a"], ["04a", "05c", "06a"], ["07a", "08a", "09a"]],
        ["05d", "11a", "12a", "01b"],
        ["02b"],
    )
    assert GAME.describe_action(state, slide(0, "left", 1)) == (
        "Slide 05d (Iris, chaff) in from the left of row 2, pushing 06a (Peony, Butterflies) out."
    )
    assert GAME.describe_action(state, slide(1, "bottom", 2)) == (
        "Slide 11a (Willow, Rain man) in from the bottom of column 3, pushing 03a (Cherry, Curtain) out."
    )


def test_a_sample_deals_the_deck_again_and_replaces_the_generator():
    state = GAME.new_game("sample")
    sample = GAME.sample_hidden(state, random.Random(5))
    assert sorted(sample.deck) == sorted(state.deck) and sample.deck != state.deck
    assert sample.rng != state.rng
    assert (sample.grid, sample.row) == (state.grid, state.row)
