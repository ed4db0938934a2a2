"""The Witch of Pendle Hill: the acceptance scenarios of our rulings, one test per ruling that changes play,
and the options. Positions are built directly; the filler piles hold the cards a scenario does not name, so
that a round can end and the next one be dealt."""

from __future__ import annotations

import pytest

from games.engines.base import IllegalActionError, InvalidActionError, InvalidOptionsError, Status
from games.engines.cards import FRENCH_52
from games.engines.rng import DealRng
from games.engines.witch import GAME
from games.engines.witch import rules as R
from games.engines.witch.rules import Phase, WitchState


def position(preset: str = "base", options: dict | None = None, fill: bool = True, **fields) -> WitchState:
    """A position in phase play (unless given), with every unnamed card in the attack pile (12 cards) and
    the ghost pile (the rest), so play can go on."""
    resolved = GAME.resolve_options(options or {}, preset=preset)
    state = WitchState(options=resolved, rng=DealRng.from_seed("scenario"), **{"round": 1, **fields})
    if fill:
        named = {c for cards in GAME.zones(state).values() for c in cards}
        spare = [c for c in FRENCH_52 if c not in named]
        if "attack_pile" not in fields:
            state.attack_pile, spare = spare[:12], spare[12:]
        if "ghost_pile" not in fields:
            state.ghost_pile = spare
    return state


def attack(hand: list[str], ghosts: list[int]) -> dict:
    return {"type": "attack", "hand": hand, "ghosts": ghosts}


def illegal(state: WitchState, action: dict) -> str:
    before = GAME.serialize(state)
    with pytest.raises(IllegalActionError) as error:
        GAME.apply(state, action)
    assert GAME.serialize(state) == before
    return error.value.message


def invalid(state: WitchState, action: dict) -> str:
    with pytest.raises(InvalidActionError) as error:
        GAME.apply(state, action)
    return error.value.message


FULL_RESERVE = ["3D", "4D", "5D", "6D", "7D"]
SPADES, CLUBS = FRENCH_52[:13], FRENCH_52[39:]


def strings(value) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        value = list(value.values())
    if isinstance(value, list):
        return [s for item in value for s in strings(item)]
    return []


# ------------------------------------------------------------------------------------ acceptance tests


def opening_position() -> WitchState:
    return position(
        hand=["2D", "6C", "9S", "KH"], ghosts=["8C", "5H", "QD", "4S", "AS"], reserve=list(FULL_RESERVE)
    )


def test_two_cards_beat_one_ghost_and_uncover_its_reserve_card():
    state = GAME.apply(opening_position(), attack(["2D", "6C"], [0]))
    assert state.attack_discard == ["2D", "6C"]
    assert state.removed == ["8C"]
    assert state.ghosts == [None, "5H", "QD", "4S", "AS"]
    assert state.hand == ["9S", "KH"]
    assert state.ghosts_eliminated == 1
    assert {"type": "draw_reserve", "slot": 0} in GAME.legal_actions(state)


def test_one_card_beats_two_ghosts_and_an_ace_counts_one_then_the_sweep_ends_the_round_at_once():
    state = GAME.apply(opening_position(), attack(["2D", "6C"], [0]))
    assert attack(["9S"], [1, 3]) in GAME.legal_actions(state)  # 5 + 4 = 9
    state = GAME.apply(state, attack(["9S"], [1, 3]))
    assert attack(["KH"], [2, 4]) in GAME.legal_actions(state)  # 12 + A(1) = 13
    state = GAME.apply(state, attack(["KH"], [2, 4]))
    assert state.ghosts_eliminated == 5
    assert state.removed == ["8C", "5H", "4S", "QD", "AS"]
    assert state.round == 2  # the next round was dealt without asking
    assert state.reserve[0] == "3D"  # the reserve card nobody drew stays for the new round
    assert len(state.hand) == 4 and all(g is not None for g in state.ghosts)


def test_three_attack_cards_and_a_reserve_card_under_a_live_ghost_are_refused():
    state = position(
        hand=["2D", "3C", "4S"], ghosts=["9H", "TS", None, None, None], reserve=list(FULL_RESERVE)
    )
    assert (
        illegal(state, attack(["2D", "3C", "4S"], [0]))
        == "You may attack with at most 2 cards from your hand, not 3."
    )
    assert illegal(state, {"type": "draw_reserve", "slot": 1}) == (
        "Slot 2 still holds the ghost TS: its reserve card can be drawn once it is gone."
    )


def test_sums_that_do_not_match_are_refused_and_end_round_waits_until_no_attack_remains():
    state = position(hand=["KH"], ghosts=["QD", "3S", None, None, None], reserve=list(FULL_RESERVE))
    assert illegal(state, attack(["KH"], [0, 1])) == "KH (13) does not match the ghosts QD + 3S (15)."
    state = position(hand=["KH"], ghosts=["QD", "3S", "KC", None, None], reserve=list(FULL_RESERVE))
    assert illegal(state, {"type": "end_round"}) == (
        "You cannot end the round while an attack is possible, for example KH against slot 3."
    )


def test_the_witch_captures_the_unused_hand_when_the_round_ends_by_itself():
    # After 4D beats 4H: 5, 13 and 18 against 7, 9 and 16, and no reserve card under an empty slot.
    state = position(
        hand=["5C", "KD", "4D"],
        ghosts=["7H", "9S", "4H", None, None],
        reserve=["2S", "3S", None, None, None],
        witches=["W1"],
    )
    state = GAME.apply(state, attack(["4D"], [2]))
    assert state.ghost_discard == ["7H", "9S"]
    assert state.removed == ["4H", "5C", "KD"]
    assert state.captured == 2
    assert state.round == 2 and state.phase is Phase.PLAY
    assert state.witches == ["W1"]  # still in play


def test_a_sweep_wards_the_witch_off_before_cleanup_so_the_hand_is_not_captured():
    state = position(hand=["7S", "2C"], ghosts=["7H", None, None, None, None], witches=["W1"])
    state = GAME.apply(state, attack(["7S"], [0]))
    assert state.witches == []
    assert state.ghost_discard == ["W1"]
    assert state.attack_discard == ["7S", "2C"]
    assert state.captured == 0
    assert state.round == 2


def round_start(options: dict | None = None, **fields) -> WitchState:
    state = position(options=options, fill=False, **fields)
    state.ghost_pile = ["5H", "6H", "7H", "8H", "9H", "TH"]
    R.start_round(state)
    return state


def test_strict6_loses_when_attack_pile_and_discard_hold_five_soldiers():
    state = round_start(
        reserve=["2S", "3S", "4S", None, None], attack_pile=["5S", "6S"], attack_discard=["7S", "8S", "9S"]
    )
    assert state.status is Status.LOST and state.end_reason == "too_few_soldiers"
    assert state.round == 2


def test_strict6_with_six_soldiers_refills_the_reserve_then_reshuffles_the_discard_for_the_hand():
    state = round_start(
        reserve=["2S", "3S", "4S", None, None],
        attack_pile=["5S", "6S", "7S"],
        attack_discard=["8S", "9S", "TS"],
    )
    assert state.status is Status.PLAYING
    assert state.reserve == ["2S", "3S", "4S", "5S", "6S"]
    assert state.hand[0] == "7S"  # the old pile is used up before the discard is shuffled
    assert sorted(state.hand[1:]) == ["8S", "9S", "TS"]
    assert state.attack_pile == [] and state.attack_discard == []


def test_circulation6_counts_the_face_down_reserve():
    lost = round_start(
        {"loss_check": "circulation6"},
        reserve=["2S", "3S", "4S", None, None],
        attack_pile=["5S"],
        attack_discard=["7S"],
    )
    assert lost.status is Status.LOST and lost.end_reason == "too_few_soldiers"
    state = round_start(
        {"loss_check": "circulation6"},
        reserve=["2S", "3S", "4S", None, None],
        attack_pile=["5S", "6S"],
        attack_discard=["7S"],
    )
    assert state.status is Status.PLAYING
    assert state.reserve == ["2S", "3S", "4S", "5S", "6S"]
    assert state.hand == ["7S"]  # a hand of one card: play goes on


def test_the_last_ghost_wins_at_once_even_with_the_witch_left():
    state = position(
        hand=["6H"],
        ghosts=["6D", None, None, None, None],
        ghost_pile=["W1"],
        reserve=list(FULL_RESERVE),
        ghosts_eliminated=31,
    )
    state = GAME.apply(state, attack(["6H"], [0]))
    assert state.status is Status.WON and state.end_reason == "ghosts_destroyed"
    assert state.ghost_pile == ["W1"]
    assert GAME.score(state) == 10 * 32 + 5 * (12 + 1 + 5) + 100  # pile, discard and reserve soldiers


def third_witch_round(hand: list[str]) -> WitchState:
    state = position(
        "advanced",
        hand=hand,
        ghosts=["5H", "6H", "7H", "8H", "9H"],
        witches=["W1", "W2", "W3"],
        final_round=True,
        removed=["QS"],
    )
    return state


def test_the_third_witch_appearing_in_the_deal_starts_the_final_round():
    state = position(
        "advanced",
        fill=False,
        witches=["W1", "W2"],
        attack_pile=list(FRENCH_52[:12]),
        ghost_pile=["W3", "5H", "6H", "7H", "8H", "9H", "TH"],
    )
    R.start_round(state)
    assert state.witches == ["W1", "W2", "W3"]
    assert state.final_round is True
    assert state.ghosts == ["5H", "6H", "7H", "8H", "9H"]


def test_the_final_round_ending_with_a_ghost_left_loses_at_once():
    state = third_witch_round(["5C", "6C", "7C", "8C"])
    for slot, card in enumerate(["5C", "6C", "7C", "8C"]):
        state = GAME.apply(state, attack([card], [slot]))
    assert state.status is Status.LOST and state.end_reason == "third_witch"
    assert state.ghosts == [None, None, None, None, "9H"]  # no cleanup: the game ended with the round


def test_a_final_round_sweep_offers_only_to_discard_a_witch_which_saves_the_game():
    state = third_witch_round(["5C", "6C", "7C", "8C", "9C"])
    for slot, card in enumerate(["5C", "6C", "7C", "8C", "9C"]):
        state = GAME.apply(state, attack([card], [slot]))
    assert state.phase is Phase.REWARD
    assert GAME.legal_actions(state) == [{"type": "reward", "choice": "discard_witch"}]
    assert (
        illegal(state, {"type": "reward", "choice": "recover"})
        == "With three witches in play you must discard one."
    )
    state = GAME.apply(state, {"type": "reward", "choice": "discard_witch"})
    assert state.status is Status.PLAYING and state.final_round is False
    assert state.witches == ["W2", "W3"] and "W1" in state.ghost_discard
    assert state.round == 2


def magic_position(**fields) -> WitchState:
    defaults = {"reserve": list(FULL_RESERVE), "wizard": ["WZ"]}
    return position("magic", **{**defaults, **fields})


def test_repel_spends_the_cauldron_and_sends_the_ghost_back_without_eliminating_it():
    state = magic_position(hand=["2C"], ghosts=["KD", None, "8S", None, None], black=9)
    state = GAME.apply(state, {"type": "repel", "slot": 2})
    assert state.black == 1
    assert state.ghost_discard == ["8S"]
    assert state.ghosts_eliminated == 0
    assert {"type": "draw_reserve", "slot": 2} in GAME.legal_actions(state)


def test_repel_needs_enough_of_the_ghosts_colour():
    state = magic_position(hand=["2C"], ghosts=["KH", "9D", None, None, None], red=5, black=40)
    assert (
        illegal(state, {"type": "repel", "slot": 0})
        == "Repelling KH costs 13 red, but the red cauldron holds 5."
    )


def test_one_colour_captures_fill_that_cauldron_and_mixed_ones_do_not():
    state = magic_position(hand=["8S", "2C"], ghosts=["8C", "5H", None, None, None])
    state = GAME.apply(state, attack(["8S"], [0]))
    assert (state.black, state.red) == (8, 0)
    state = magic_position(hand=["3S", "5H", "2C"], ghosts=["8C", "5D", None, None, None])
    state = GAME.apply(state, attack(["3S", "5H"], [0]))
    assert (state.black, state.red) == (0, 0)


# ------------------------------------------------------------------------------ rulings that change play


def test_an_ace_is_1_or_14_on_either_side():
    state = position(
        hand=["7S", "7H", "AC", "KD"], ghosts=["AD", "2H", "KS", None, None], reserve=list(FULL_RESERVE)
    )
    legal = GAME.legal_actions(state)
    assert attack(["7S", "7H"], [0]) in legal  # the ghost Ace as 14
    assert attack(["AC", "KD"], [0]) in legal  # the soldier Ace as 1: 1 + 13 = 14
    assert attack(["AC"], [0, 2]) in legal  # the soldier Ace as 14, the ghost Ace as 1: 1 + 13
    assert attack(["AC", "KD"], [2]) not in legal  # 14 or 27 against 13
    assert attack(["KD"], [0]) not in legal  # 13 against 1 or 14


def test_an_attack_in_any_order_is_the_same_attack_logged_in_hand_order_with_slots_ascending():
    state = opening_position()
    listed = attack(["2D", "6C"], [0])
    after, logged = GAME.apply_logged(state, attack(["6C", "2D"], [0]))
    assert logged == listed and after == GAME.apply(state, listed)
    assert after.attack_discard[-2:] == ["2D", "6C"]  # to the discard in the listed (hand) order
    pair = next(a for a in GAME.legal_actions(state) if a["type"] == "attack" and len(a["ghosts"]) == 2)
    reversed_slots = {**pair, "ghosts": pair["ghosts"][::-1]}
    assert GAME.apply_logged(state, reversed_slots)[1] == pair
    assert illegal(state, attack(["5S"], [0])) == "5S is not in your hand."


def test_a_reserve_card_is_drawn_face_up_into_the_hand_and_may_be_left_for_later():
    state = GAME.apply(opening_position(), attack(["2D", "6C"], [0]))
    drawn = GAME.apply(state, {"type": "draw_reserve", "slot": 0})
    assert drawn.hand == ["9S", "KH", "3D"] and drawn.reserve[0] is None
    assert illegal(drawn, {"type": "draw_reserve", "slot": 0}) == "There is no reserve card under slot 1."


def test_a_reserve_card_under_a_slot_that_got_no_ghost_is_drawable():
    state = position(fill=False, attack_pile=list(CLUBS), ghost_pile=["5H", "6H"], reserve=list(FULL_RESERVE))
    R.start_round(state)
    R.settle(state)
    assert state.ghosts == ["5H", "6H", None, None, None]
    legal = GAME.legal_actions(state)
    assert {"type": "draw_reserve", "slot": 2} in legal and {"type": "draw_reserve", "slot": 4} in legal


def test_end_round_is_offered_when_only_reserve_draws_remain_and_keeps_the_reserve_card():
    state = position(hand=["KH"], ghosts=["2D", None, None, None, None], reserve=list(FULL_RESERVE))
    legal = GAME.legal_actions(state)
    assert legal[-1] == {"type": "end_round"}
    state = GAME.apply(state, {"type": "end_round"})
    assert state.round == 2 and state.reserve[1] == "4D"
    assert "KH" in state.attack_discard and "2D" in state.ghost_discard


def test_a_round_with_nothing_left_to_do_ends_by_itself():
    state = position(
        hand=["KH", "2S"], ghosts=["3D", "4D", None, None, None], reserve=["5C", "6C", None, None, None]
    )
    R.settle(state)
    assert state.round == 2
    assert state.ghost_discard == ["3D", "4D"]


def test_the_witch_also_captures_reserve_cards_drawn_into_the_hand():
    state = position(
        hand=["4S", "KC"],
        ghosts=["4H", "2D", None, None, None],
        reserve=["9C", None, None, None, None],
        witches=["W1"],
    )
    state = GAME.apply(state, attack(["4S"], [0]))
    state = GAME.apply(state, {"type": "draw_reserve", "slot": 0})
    assert state.round == 2
    assert state.removed == ["4H", "KC", "9C"] and state.captured == 2


def test_a_witch_dealt_among_the_ghosts_is_set_aside_and_replaced():
    state = position(
        fill=False, attack_pile=list(CLUBS), ghost_pile=["5H", "W1", "6H", "7H", "8H", "9H", "TH"]
    )
    R.start_round(state)
    assert state.witches == ["W1"]
    assert state.ghosts == ["5H", "6H", "7H", "8H", "9H"]


def test_the_ghost_discard_is_reshuffled_when_the_ghost_pile_runs_out_and_fewer_ghosts_are_dealt():
    state = position(
        fill=False, attack_pile=list(CLUBS), ghost_pile=["5H", "6H"], ghost_discard=["7H", "8H", "W1"]
    )
    R.start_round(state)
    assert state.ghosts[:2] == ["5H", "6H"]
    assert sorted(state.ghosts[2:4]) == ["7H", "8H"] and state.ghosts[4] is None
    assert state.witches == ["W1"] and state.ghost_pile == [] and state.ghost_discard == []


def test_a_position_where_no_soldiers_can_ever_match_a_ghost_is_lost_at_the_round_start():
    kings = ["KS", "KH", "KD", "KC"]
    state = position(fill=False, attack_pile=[*kings, "QS", "QH", "QD", "QC"], ghost_pile=["2S", "2H", "3S"])
    R.start_round(state)
    assert state.status is Status.LOST and state.end_reason == "no_attack_possible"


def test_advanced_counts_the_removed_cards_as_soldiers_for_the_dead_position_check():
    kings = ["KS", "KH", "KD", "KC"]
    state = position(
        "advanced",
        fill=False,
        attack_pile=[*kings, "QS", "QH", "QD", "QC"],
        ghost_pile=["2S", "2H", "3S"],
        removed=["2D"],
    )
    R.start_round(state)
    assert state.status is Status.PLAYING


def test_the_round_guard_ends_a_game_that_runs_past_max_rounds():
    state = position(
        options={"max_rounds": 1}, hand=["KH"], ghosts=["2D", None, None, None, None], reserve=[None] * 5
    )
    R.settle(state)
    assert state.status is Status.LOST and state.end_reason == "exhausted" and state.round == 2


def test_the_wizard_drawn_into_the_hand_takes_his_seat_and_is_replaced():
    state = position(
        "magic", fill=False, attack_pile=["WZ", *CLUBS], ghost_pile=list(SPADES), reserve=list(FULL_RESERVE)
    )
    R.start_round(state)
    assert state.wizard == ["WZ"]
    assert state.hand == list(CLUBS[:4])


def test_the_wizard_in_the_reserve_stays_face_down_until_drawn_then_is_seated_and_replaced():
    state = magic_position(
        hand=["4S", "KC"],
        ghosts=["4H", "2D", None, None, None],
        reserve=["WZ", "2C", "9C", None, None],
        wizard=[],
    )
    view = GAME.view(state)
    assert view["slots"][0]["reserve_face_down"] is True and "WZ" not in strings(view)
    state = GAME.apply(state, attack(["4S"], [0]))
    next_soldier = state.attack_pile[0]
    state = GAME.apply(state, {"type": "draw_reserve", "slot": 0})
    assert state.wizard == ["WZ"] and state.wizard_seated
    assert state.hand == ["KC", next_soldier]
    assert GAME.view(state)["wizard_seated"] is True


def test_the_wizard_is_not_a_soldier_for_the_supply_check():
    state = round_start({"magic": True}, attack_pile=["WZ", "5S", "6S", "7S"], attack_discard=["8S", "9S"])
    assert state.status is Status.LOST and state.end_reason == "too_few_soldiers"


def test_repel_needs_the_wizard_and_the_magic_option():
    state = magic_position(hand=["2C"], ghosts=["8S", None, None, None, None], black=9, wizard=[])
    assert illegal(state, {"type": "repel", "slot": 0}) == (
        "Only the Wizard can repel ghosts, and he has not taken his seat yet."
    )
    plain = position(hand=["2C"], ghosts=["8S", None, None, None, None], reserve=list(FULL_RESERVE))
    assert illegal(plain, {"type": "repel", "slot": 0}) == (
        "Repelling is part of the Magic expansion, which this game does not use."
    )


def test_an_ace_gathers_the_larger_of_its_matching_totals():
    state = magic_position(hand=["AS", "2C"], ghosts=["AC", "5H", None, None, None])
    state = GAME.apply(state, attack(["AS"], [0]))
    assert state.black == 14


def test_a_sweep_by_repel_wards_off_the_witch():
    state = magic_position(
        hand=["4S"], ghosts=["4H", "2D", None, None, None], red=2, witches=["W1"], reserve=[None] * 5
    )
    state = GAME.apply(state, attack(["4S"], [0]))
    assert GAME.legal_actions(state) == [{"type": "repel", "slot": 1}, {"type": "end_round"}]
    state = GAME.apply(state, {"type": "repel", "slot": 1})
    assert state.witches == [] and state.captured == 0 and state.round == 2


def advanced_sweep(**fields) -> WitchState:
    state = position(
        "advanced",
        hand=["5C", "KC"],
        ghosts=["5H", None, None, None, None],
        reserve=list(FULL_RESERVE),
        **fields,
    )
    return GAME.apply(state, attack(["5C"], [0]))


def test_an_advanced_sweep_offers_a_choice_between_discarding_a_witch_and_recovering():
    state = advanced_sweep(witches=["W2", "W1"], removed=["QS"])
    assert state.phase is Phase.REWARD
    assert GAME.legal_actions(state) == [
        {"type": "reward", "choice": "discard_witch"},
        {"type": "reward", "choice": "recover"},
    ]
    state = GAME.apply(state, {"type": "reward", "choice": "discard_witch"})
    assert state.witches == ["W2"]  # the lowest code goes
    assert state.removed == ["QS", "5H", "KC"]  # the witch left in play captures the unused hand


def test_an_advanced_sweep_without_witches_offers_only_recovery():
    state = advanced_sweep()
    assert GAME.legal_actions(state) == [{"type": "reward", "choice": "recover"}]
    assert (
        illegal(state, {"type": "reward", "choice": "discard_witch"})
        == "There is no witch in play to discard."
    )


def test_recovery_picks_four_removed_cards_one_by_one_then_shuffles_them_into_the_attack_pile():
    state = advanced_sweep(removed=["QS", "2S", "3S", "JD", "TC"])
    state = GAME.apply(state, {"type": "reward", "choice": "recover"})
    assert state.phase is Phase.RECOVER and state.picks_left == 4
    assert (
        illegal(state, attack(["5C"], [0])) == "Pick 4 more card(s) to recover from the Removed pile first."
    )
    pile_before = list(state.attack_pile)
    for card in ["QS", "5H", "2S"]:
        state = GAME.apply(state, {"type": "recover_pick", "card": card})
    assert state.recovering == ["QS", "5H", "2S"]
    assert illegal(state, {"type": "recover_pick", "card": "KH"}) == "KH is not in the Removed pile."
    state = GAME.apply(state, {"type": "recover_pick", "card": "JD"})
    assert state.recovering == [] and state.removed == ["3S", "TC"]
    assert state.ghosts_eliminated == 1  # the recovered ghost 5H still counts as eliminated
    assert state.reserve == FULL_RESERVE  # full, so the new hand came from the shuffled pile
    assert sorted([*state.attack_pile, *state.hand]) == sorted([*pile_before, "QS", "5H", "2S", "JD"])


def test_top4_recovers_the_four_most_recently_removed_cards():
    state = advanced_sweep(options={"recover_mode": "top4"}, removed=["QS", "2S", "3S", "JD", "TC"])
    state = GAME.apply(state, {"type": "reward", "choice": "recover"})
    assert state.removed == ["QS", "2S"]  # 5H, TC, JD and 3S went back to the attack pile
    assert state.round == 2


def test_an_advanced_sweep_with_no_witch_and_nothing_removed_skips_the_reward():
    state = position(
        "advanced",
        options={"magic": True},
        hand=["2C"],
        ghosts=["5H", None, None, None, None],
        reserve=list(FULL_RESERVE),
        wizard=["WZ"],
        red=5,
    )
    state = GAME.apply(state, {"type": "repel", "slot": 0})
    assert state.round == 2 and state.phase is Phase.PLAY


def test_score_counts_ghosts_soldiers_and_the_win_and_rank_key_breaks_ties_by_rounds_and_captures():
    state = position(
        hand=["2C"],
        ghosts=["9H", None, None, None, None],
        reserve=["3D", None, None, None, None],
        attack_pile=["4D"],
        attack_discard=["5D"],
        ghosts_eliminated=7,
        captured=3,
        round=4,
    )
    assert GAME.score(state) == 10 * 7 + 5 * 4
    assert GAME.rank_key(state) == (0, 90, -4, -3)


def test_every_option_is_validated_by_name():
    with pytest.raises(InvalidOptionsError, match="'mode'"):
        GAME.new_game("s", {"mode": "expert"})
    with pytest.raises(InvalidOptionsError, match="'max_rounds'"):
        GAME.new_game("s", {"max_rounds": 0})
    presets = {p.name: p.description for p in GAME.options_schema.presets}
    assert list(presets) == ["base", "advanced", "magic", "advanced_magic"] and all(presets.values())


def test_setup_deals_the_first_twenty_shuffled_cards_as_soldiers_and_the_rest_with_the_witch_as_ghosts():
    rng = DealRng.from_seed("setup")
    deck = list(FRENCH_52)
    rng.shuffle(deck)
    ghosts = [*deck[20:], "W1"]
    rng.shuffle(ghosts)
    state = GAME.new_game("setup")
    assert state.hand == deck[5:9] and state.reserve == deck[:5]
    dealt = [g for g in state.ghosts if g]
    assert dealt == [g for g in ghosts if g != "W1"][:5]
    assert state.attack_pile == deck[9:20]


def test_the_view_shows_backs_for_the_reserve_and_counts_for_the_piles():
    state = GAME.new_game("view", preset="advanced_magic")
    view = GAME.view(state)
    assert [slot["reserve_face_down"] for slot in view["slots"]] == [True] * 5
    assert view["attack_pile"] == len(state.attack_pile) and view["ghost_pile"] == len(state.ghost_pile)
    assert not {*state.reserve, *state.attack_pile, *state.ghost_pile} & set(strings(view))


def test_describe_action_puts_the_action_in_words():
    state = opening_position()
    assert GAME.describe_action(state, attack(["2D", "6C"], [0])) == "Attack 8C (slot 1) with 2D + 6C (8)"
    assert GAME.describe_action(state, {"type": "end_round"}) == "End the round"


def test_the_wizard_drawn_from_the_reserve_with_no_soldier_left_gives_no_card():
    state = magic_position(
        hand=["KC"],
        ghosts=[None, "2D", None, None, None],
        reserve=["WZ", "2C", "9C", None, None],
        wizard=[],
        attack_pile=[],
    )
    state = GAME.apply(state, {"type": "draw_reserve", "slot": 0})
    assert state.wizard == ["WZ"] and state.hand == ["KC"]


def test_the_base_game_refuses_rewards_and_recovery_and_malformed_actions_are_invalid():
    state = opening_position()
    assert illegal(state, {"type": "reward", "choice": "recover"}) == (
        "Rewards belong to the Advanced game, which this game does not use."
    )
    assert invalid(state, {"type": "reward", "choice": "both"}) == (
        "A reward choice is 'discard_witch' or 'recover', not 'both'."
    )
    assert invalid(state, {"type": "recover_pick", "card": "ZZ"}) == "'ZZ' is not a card code."
    assert (
        invalid(state, {"type": "draw_reserve", "slot": 5})
        == "Slot 5 does not exist: slots are numbered 0 to 4."
    )
    assert invalid(state, attack(["2D", "2D"], [0])) == "An attack names each hand card once."
    assert invalid(state, {"type": "shuffle"}).startswith(
        "The Witch of Pendle Hill has no action 'shuffle' (actions:"
    )


def test_a_round_cannot_be_played_while_a_reward_is_waiting():
    state = advanced_sweep(witches=["W1"])
    assert illegal(state, {"type": "end_round"}) == "You swept the table: choose your reward first."


# ---- H29: a Wizard dealt to the reserve stays there, face down (engine version 2) ------------------------


def test_a_wizard_dealt_to_the_reserve_stays_face_down_until_drawn():
    state = GAME.new_game("wz-0", {"magic": True})
    # The Attack pile after the shuffle begins WZ 9S 4D 8C 2D 7D KD KC 5C 3H: the refill places them as they
    # are, and only the hand's draws seat a Wizard.
    assert state.reserve == ["WZ", "9S", "4D", "8C", "2D"]
    assert state.hand == ["7D", "KD", "KC", "5C"]
    assert not state.wizard_seated and GAME.view(state)["wizard_seated"] is False
    assert not any(action["type"] == "repel" for action in GAME.legal_actions(state))


def test_drawing_the_reserve_wizard_seats_him_and_replaces_him_in_the_hand():
    state = position(
        options={"magic": True},
        reserve=["WZ", None, None, None, None],
        ghosts=[None, "6H", None, None, None],  # 2C + 4S will match it: the round goes on
        hand=["2C"],
        attack_pile=["4S", "5S", "6S", "7S", "8S", "9S"],
    )
    after = GAME.apply(state, {"type": "draw_reserve", "slot": 0})
    assert after.wizard_seated and after.wizard == ["WZ"]
    assert after.hand == ["2C", "4S"] and after.reserve[0] is None


def test_version_1_keeps_seating_a_reserve_wizard_at_once():
    state = GAME.new_game("wz-0", {"magic": True}, version="1")
    assert state.reserve == ["9S", "4D", "8C", "2D", "7D"]
    assert state.hand == ["KD", "KC", "5C", "3H"]
    assert state.wizard_seated
    assert GAME.serialize(state)["engine_version"] == "1"
