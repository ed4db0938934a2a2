"""The Weaver solver and bot: winning lines are real wins at par, proofs of loss agree with an exhaustive
search of the engine's own actions, and the bot keeps to its budget and explains its moves."""

from __future__ import annotations

import random
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.engines.base import Status
from games.engines.bots import Observation, play_out
from games.engines.weaver import GAME, STRONG_BOT, analyse
from games.engines.weaver.bot import infer_kept
from games.engines.weaver.rules import (
    KEIJU,
    KEIJU_BY_CODE,
    NATURE_CODES,
    bribe_subsets,
    removable_indices,
    satisfies,
)
from games.engines.weaver.solver import CARD_ID, LOST, WON, Solver, valid_partial


def position(garden, **kwargs):
    return GAME.from_position(garden, **kwargs)


def bribe_cards(state):
    return sum(KEIJU_BY_CODE[k].size for k in state.keiju_in_play)


def test_a_solved_deal_is_won_by_its_line_at_the_best_score_any_win_can_reach():
    state = GAME.new_game("solver-par")
    analysis = analyse(state)
    assert analysis.status == WON
    final = GAME.replay("solver-par", GAME.resolve_options(), analysis.line)
    assert final.status is Status.WON
    # Nothing is left in the basket: a win scores 82 minus the cards of the four bribes.
    assert analysis.score == GAME.score(final) == 82 - bribe_cards(state)
    assert sum(len(pile) for pile in final.basket) == 0


def test_the_bot_wins_a_deal_and_each_decision_keeps_to_its_budget():
    bot = STRONG_BOT(seed=3, budget=5_000)
    state = GAME.new_game("bot-budget")
    while not state.is_over:
        before = bot.work
        choice = bot.choose(Observation(GAME, state))
        assert bot.work - before <= 5_000
        assert choice.reason.endswith(".") and choice.action in GAME.legal_actions(state)
        state = GAME.apply(state, choice.action)
    assert state.status is Status.WON


def test_the_bot_answers_within_budget_where_no_win_is_found_in_time():
    state = GAME.new_game("hard-8", preset="all-keiju")
    bot = STRONG_BOT(seed=0, budget=2_000)
    choice = bot.choose(Observation(GAME, state))
    assert bot.work == 2_000  # the whole budget spent: no win found, no loss proved
    assert choice.action in GAME.legal_actions(state)
    assert choice.reason.endswith(".")


def test_the_solver_proves_lost_a_garden_with_two_cards_that_nothing_matches():
    state = position(["2H", "3H", "9C", "JS"])
    assert state.status is Status.PLAYING
    result = Solver().solve(state.garden, state.basket, state.keiju_in_play, max_nodes=100_000)
    assert result.status == LOST


def test_in_a_lost_position_the_bot_still_takes_every_point_in_reach():
    state = position(["2H", "3H", "9C", "JS", "KD"], basket=[["2D"], ["4D"], ["7D"], ["9D"], []])
    final, log = play_out(GAME, state, STRONG_BOT(seed=0, budget=2_000))
    assert final.status is Status.LOST
    assert "KD" in final.harvest and len(log) == 2
    assert GAME.score(final) == 1 + 10 - 3


def test_the_bot_finds_a_win_that_uses_cards_the_player_left_in_the_basket():
    # Two of the four bribe cards are already in the basket, one of them under a card that is of no use.
    state = position(
        ["6S", "KD", "2H", "6H", "4H", "JC", "JH"],
        basket=[["9H"], ["3C", "TH"], [], [], []],
    )
    final, _ = play_out(GAME, state, STRONG_BOT(seed=0, budget=5_000))
    assert final.status is Status.WON


@pytest.mark.parametrize("seed", ["1", "2", "3", "1234"])
def test_a_new_bot_at_every_move_still_wins_by_guessing_what_the_basket_cards_are_kept_for(seed):
    # What a hint after the player's own basket moves, or after the bot's memory was lost, faces. Without the
    # guess each new bot labelled new cards for the same bribe, buried the basket and lost these four deals.
    state = GAME.new_game(seed)
    moves = 0
    while not state.is_over:
        state = GAME.apply(state, STRONG_BOT(seed=moves).choose(Observation(GAME, state)).action)
        moves += 1
    assert state.status is Status.WON


def test_basket_cards_are_guessed_kept_for_the_first_bribe_they_can_join_earlier_bribes_on_top():
    state = GAME.new_game("guess")
    first, second = (KEIJU_BY_CODE[code] for code in state.keiju_in_play[:2])
    # Two cards that fit the first request, under one that fits neither when it lies beneath them.
    fits_first = [c for c in NATURE_CODES if satisfies_partially(first, [c])]
    top = fits_first[0]
    below = next(c for c in NATURE_CODES if c != top and satisfies_partially(second, [c]))
    state.basket = [[below, top], [], [], [], []]
    state.garden = [c for c in state.garden if c not in (top, below)]
    guessed = infer_kept(state, {})
    assert guessed[top] == first.code
    assert guessed[below] in {k for k in state.keiju_in_play[1:]}
    assert infer_kept(state, {top: second.code})[top] == second.code  # what the bot remembers stands


def satisfies_partially(keiju, cards):
    return valid_partial(keiju.request, [CARD_ID[c] for c in cards])


def test_the_hint_names_the_keiju_a_basket_card_is_kept_for():
    state = GAME.new_game("hint")
    choice = STRONG_BOT(seed=0).choose(Observation(GAME, state))
    assert "winning line" in choice.reason
    if choice.action["to"] == "basket":
        assert "to bribe" in choice.reason and "Keiju" in choice.reason
    else:
        assert choice.reason.startswith(f"Harvest {choice.action['card']}")


# ------------------------------------------------------------------- the solver against exhaustive search


def exhaustive_win(garden, basket, keiju):
    """Whether some sequence of the engine's actions wins, by trying them all (piles with the same cards are
    interchangeable)."""

    @cache
    def wins(g, piles):
        if len(g) == 1 and g[0] not in KEIJU_BY_CODE:
            return True
        if keiju in g:
            tops = [pile[-1] if pile else None for pile in piles]
            for used in bribe_subsets(KEIJU_BY_CODE[keiju], tops):
                rest = tuple(sorted(pile[:-1] if p in used else pile for p, pile in enumerate(piles)))
                if wins(tuple(c for c in g if c != keiju), rest):
                    return True
        for i in removable_indices(g):
            smaller = g[:i] + g[i + 1 :]
            if wins(smaller, piles):
                return True
            for p in sorted(set(range(5)), key=lambda p: piles[p]):
                grown = tuple(sorted((*pile, g[i]) if q == p else pile for q, pile in enumerate(piles)))
                if wins(smaller, grown):
                    return True
        return False

    return wins(tuple(garden), tuple(sorted(tuple(pile) for pile in basket)))


def sample_bribes(keiju, count=40):
    rng = random.Random(keiju.code)
    found = set()
    while len(found) < count:
        cards = tuple(rng.sample(NATURE_CODES, keiju.size))
        if satisfies(keiju, cards):
            found.add(cards)
    return sorted(found)


SAMPLE_BRIBES = {keiju.code: sample_bribes(keiju) for keiju in KEIJU}


@st.composite
def small_positions(draw):
    """One Keiju, a bribe for it split between the Garden and the basket, and a few cards of two suits."""
    keiju = draw(st.sampled_from(KEIJU))
    bribe = list(draw(st.sampled_from(SAMPLE_BRIBES[keiju.code])))
    suits = draw(st.lists(st.sampled_from("SHDC"), min_size=2, max_size=2, unique=True))
    others = [c for c in NATURE_CODES if c not in bribe and c[1] in suits]
    in_basket = draw(st.integers(1, keiju.size))
    extra = draw(
        st.lists(
            st.sampled_from(others), min_size=2, max_size=max(2, 6 - keiju.size + in_basket), unique=True
        )
    )
    basket = [[] for _ in range(5)]
    for card in bribe[:in_basket]:
        basket[draw(st.integers(0, 4))].append(card)
    spare = [c for c in others if c not in extra]
    if draw(st.booleans()):
        basket[draw(st.integers(0, 4))].insert(0, draw(st.sampled_from(spare)))
    garden = draw(st.permutations(bribe[in_basket:] + extra))
    garden.insert(draw(st.integers(0, len(garden))), keiju.code)
    return garden, basket, keiju.code


@settings(max_examples=100, deadline=None)
@given(small_positions())
def test_the_solver_wins_exactly_the_positions_an_exhaustive_search_wins(case):
    garden, basket, keiju = case
    result = Solver().solve(garden, basket, [keiju], max_nodes=1_000_000)
    assert result.status in (WON, LOST)
    assert (result.status == WON) == exhaustive_win(garden, basket, keiju)
    if result.status == WON:
        state = position(garden, basket=basket)
        for step in result.line:
            state = GAME.apply(state, step.action)
        assert state.status is Status.WON
