"""A Match-3 Solitaire bot: a sampled two-turn lookahead over what a player can see.

Winning takes about one set a turn (the deck pays four cards a set and one a blank turn), so what matters is
the chance of scoring *next* turn. The bot values a position after a push by:

- **sure score**: a known row card can make a line next turn whatever the refill brings;
- **otherwise the draw's chance**: the share of unseen cards whose month would make a line somewhere, i.e.
  the months still out weighed by how many of each are left;
- small tie-breaks: a card of a finished or dead month falling out, and pairs of a live month in a line.
  (Guarding the spare cards of live months from falling out was tried: it cost more sets than it saved.)

Each push is scored ``100 x sets + that value``. The best few pushes are then looked at one turn deeper: the
unseen cards are dealt at random (the same samples for every candidate, so they are compared on the same
luck) into the emptied cells and the row slot, and the best reply is scored the same way. The bot never
reads the deck: it works out the unseen cards from the view (all 48 minus those in sight).
"""

from __future__ import annotations

from typing import Any

from games.engines.base import Action
from games.engines.bots import Allowance, Bot, Choice, Observation
from games.engines.cards import HANAFUDA
from games.engines.match3.rules import (
    CARDS_PER_MONTH,
    ENTRIES,
    FILL_ORDERS,
    LINE_LENGTH,
    LINES,
    LINES_THROUGH,
    MONTHS,
    ROW_SLOTS,
    entry_index,
)

# Value of a sure score next turn; the chance of scoring with the next card is worth the same per unit.
SURE_NEXT = 50.0
EACH_EXTRA_SURE = 10.0
DRAW_CHANCE = 50.0
CHANCE_WHEN_SURE = 20.0
SET_VALUE = 100.0
WIN_BONUS = 100.0
EJECT_DEAD = 3.0  # a card of a month that can no longer make a line falls out
PAIR = 0.5
# The largest value _leaf can give (after a push, at most three row cards are known): below one set, so that a
# reply taking fewer sets than another can never catch up with it, which _best_reply relies on to skip it.
LEAF_BOUND = SURE_NEXT + EACH_EXTRA_SURE * (ROW_SLOTS - 2) + CHANCE_WHEN_SURE + EJECT_DEAD + PAIR * len(LINES)
assert LEAF_BOUND < SET_VALUE

FLOWERS = {card.month: card.flower for card in HANAFUDA}
_ENTRY_CELLS = tuple(entry.cells for entry in ENTRIES)
# Per entry: the cells, the pairs of cells completing each line through the entry cell with the pushed card,
# and the lines that do not go through the entry cell (complete or not, whatever card is pushed).
_ENTRY_PLAN = tuple(
    (
        entry.cells,
        tuple(tuple(x for x in LINES[i] if x != entry.cells[0]) for i in LINES_THROUGH[entry.cells[0]]),
        tuple(line for line in LINES if entry.cells[0] not in line),
    )
    for entry in ENTRIES
)


def _push(grid: list[int], entry: int, card: int) -> tuple[list[int], int]:
    grid = grid[:]
    near, middle, far = _ENTRY_CELLS[entry]
    ejected = grid[far]
    grid[far] = grid[middle]
    grid[middle] = grid[near]
    grid[near] = card
    return grid, ejected


def _take_lines(grid: list[int], gone: list[int]) -> int:
    """Empty every line of one month in place (0 is an empty cell), count its cards as gone."""
    taken = 0
    for a, b, c in LINES:
        m = grid[a]
        if m > 0 and m == grid[b] and m == grid[c]:
            grid[a] = grid[b] = grid[c] = -m  # marked, so that the other lines still see the cards
            taken += 1
    if taken:
        for cell in range(9):
            if grid[cell] < 0:
                gone[-grid[cell]] += 1
                grid[cell] = 0
    return taken


def _threats(grid: list[int], entries: tuple[int, ...]) -> tuple[bool, int]:
    """(whether some push scores whatever card is pushed, bitmask of the months whose card scores)."""
    free = False
    months = 0
    for entry in entries:
        (near, middle, far), completing, others = _ENTRY_PLAN[entry]
        shifted = grid[:]
        shifted[far] = shifted[middle]
        shifted[middle] = shifted[near]
        shifted[near] = 0
        for a, b in completing:
            m = shifted[a]
            if m and m == shifted[b]:
                months |= 1 << m
        if not free:
            for a, b, c in others:
                m = shifted[a]
                if m and m == shifted[b] and m == shifted[c]:
                    free = True
                    break
    return free, months


def _pairs(grid: list[int], gone: list[int]) -> int:
    """Lines holding two cards of a month that can still make a line, the third cell another card."""
    count = 0
    for a, b, c in LINES:
        x, y, z = grid[a], grid[b], grid[c]
        m = x if x and (x in (y, z)) else (y if y and y == z else 0)
        if m and gone[m] <= 1 and not (x == y == z):
            count += 1
    return count


class _Table:
    """What the bot knows at a decision: the grid and row by month (0 = empty), cards gone for good per month
    (in sets or the discard pile), the unseen cards, and the options that shape the search."""

    __slots__ = (
        "cascade",
        "entries",
        "fill",
        "gone",
        "grid",
        "row",
        "sets",
        "target",
        "unseen",
        "unseen_count",
    )

    def __init__(self, view: dict[str, Any]) -> None:
        options = view["options"]
        self.entries = tuple(entry_index(e["edge"], e["line"]) for e in view["entries"] if e["open"])
        self.fill = FILL_ORDERS[options["fill_order"]]
        self.target = options["target_sets"]
        self.cascade = options["cascade"]
        self.grid = [cell["month"] if cell else 0 for row in view["grid"] for cell in row]
        self.row = [card["month"] if card else 0 for card in view["row"]]
        self.gone = [0] * (MONTHS + 1)
        for taken in view["sets"]:
            for card in taken:
                self.gone[card["month"]] += 1
        for card in view["discard"]:
            self.gone[card["month"]] += 1
        seen = [*self.grid, *self.row]
        self.unseen: list[int] = []
        self.unseen_count = [0] * (MONTHS + 1)
        for m in range(1, MONTHS + 1):
            left = CARDS_PER_MONTH - self.gone[m] - seen.count(m)
            self.unseen.extend([m] * left)
            self.unseen_count[m] = left
        self.sets = view["sets_taken"]


def _leaf(
    grid: list[int],
    row: list[int],
    gone: list[int],
    ejected: int,
    gone_before: list[int],
    unseen_count: list[int],
    unseen_total: int,
    entries: tuple[int, ...],
) -> float:
    """The value of a position after a push (its sets already counted): the chance of scoring next turn
    and the tie-breaks."""
    free, months = _threats(grid, entries)
    sure = sum(1 for m in row if m and (free or months >> m & 1))
    chance = sum(unseen_count[m] for m in range(1, MONTHS + 1) if months >> m & 1) / (unseen_total or 1)
    if sure:
        value = SURE_NEXT + EACH_EXTRA_SURE * (sure - 1) + CHANCE_WHEN_SURE * chance
    else:
        value = DRAW_CHANCE * chance
    return value + _ejection(ejected, gone_before) + PAIR * _pairs(grid, gone)


def _ejection(ejected: int, gone_before: list[int]) -> float:
    """A card falling out is free when its month can no longer make a line (two of it gone already)."""
    return EJECT_DEAD if gone_before[ejected] >= CARDS_PER_MONTH - LINE_LENGTH + 1 else 0.0


class _Candidate:
    __slots__ = ("ejected", "entry", "gone", "grid", "row", "scored", "slot", "total", "value")

    def __init__(
        self,
        slot: int,
        entry: int,
        grid: list[int],
        row: list[int],
        gone: list[int],
        ejected: int,
        scored: int,
        value: float,
    ) -> None:
        self.slot, self.entry = slot, entry
        self.grid, self.row, self.gone, self.ejected, self.scored = grid, row, gone, ejected, scored
        self.value = value  # one-turn value
        self.total = 0.0  # sum of the deeper values over the sampled deals


class Match3Bot(Bot):
    """Sampled two-turn lookahead (see the module docstring); the best ``candidates`` pushes are looked at
    deeper over ``budget`` sampled deals of the unseen cards (0: the one-turn values alone)."""

    name = "match3-lookahead"
    budget_unit = "sampled deals"
    default_budget = 8
    low_budget = 1
    candidates = 6

    def choose(self, observation: Observation) -> Choice:
        if not observation.legal_actions:
            raise ValueError("no legal action to choose from")
        table = _Table(observation.view)
        ranked = self._one_turn(table)
        best = ranked[0]
        if best.scored and table.sets + best.scored >= table.target:
            return self._choice(observation, table, best)
        shortlist = ranked[: self.candidates]
        if len(shortlist) > 1 and table.unseen and self._look_deeper(table, shortlist, self.allowance()):
            # max() keeps the first of equals: ties go to the better one-turn value.
            best = max(shortlist, key=lambda c: c.total)
        return self._choice(observation, table, best)

    # ---- search ------------------------------------------------------------------------------------------

    def _one_turn(self, table: _Table) -> list[_Candidate]:
        unseen_count = table.unseen_count
        candidates = []
        seen: set[tuple[int, int]] = set()
        for slot in range(ROW_SLOTS):
            card = table.row[slot]
            if not card:
                continue
            for entry in table.entries:
                if (card, entry) in seen:  # the same month in two slots: the same push
                    continue
                seen.add((card, entry))
                gone = table.gone[:]
                grid, ejected = _push(table.grid, entry, card)
                gone[ejected] += 1
                scored = _take_lines(grid, gone)
                row = table.row[:]
                row[slot] = 0
                value = SET_VALUE * scored + _leaf(
                    grid, row, gone, ejected, table.gone, unseen_count, len(table.unseen), table.entries
                )
                candidates.append(_Candidate(slot, entry, grid, row, gone, ejected, scored, value))
        # Ties keep the listing order, so the choice is reproducible.
        candidates.sort(key=lambda c: -c.value)
        return candidates

    def _look_deeper(self, table: _Table, shortlist: list[_Candidate], allowance: Allowance) -> int:
        """Add the sampled values to the candidates' totals, a whole round (one deal, every candidate) at a
        time so that they stay comparable; the number of rounds completed within the allowance."""
        rounds = 0
        while not allowance.exhausted():
            deal = self.rng.sample(table.unseen, len(table.unseen))  # the whole deck, in a random order
            values = []
            for candidate in shortlist:
                if allowance.out_of_time():
                    return rounds
                values.append(self._sampled_value(table, candidate, deal))
            for candidate, value in zip(shortlist, values, strict=True):
                candidate.total += value
            allowance.spend()
            rounds += 1
        return rounds

    def _sampled_value(self, table: _Table, candidate: _Candidate, deal: list[int]) -> float:
        """The candidate's first-turn sets and tie-breaks, plus the best reply once ``deal`` (the unseen
        cards in a sampled order) has refilled the grid and the row slot."""
        head = SET_VALUE * candidate.scored + _ejection(candidate.ejected, table.gone)
        grid, row, gone = candidate.grid[:], candidate.row[:], candidate.gone[:]
        sets = table.sets + candidate.scored
        drawn = 0
        if candidate.scored:
            drawn = _refill(grid, deal, drawn, table.fill)
            if drawn < 0:
                return head  # the deck runs out: the game ends here (a last line then is too rare to matter)
        if drawn >= len(deal):
            return head
        row[candidate.slot] = deal[drawn]
        drawn += 1
        if candidate.scored:
            # Cascades, as far as the sampled cards go.
            extra = 0
            while more := _take_lines(grid, gone):
                extra += more
                if sets + extra >= table.target:
                    return head + SET_VALUE * extra + WIN_BONUS
                drawn = _refill(grid, deal, drawn, table.fill)
                if drawn < 0:
                    return head + SET_VALUE * extra
                if not table.cascade:
                    break
            head += SET_VALUE * extra
            sets += extra
        unseen_count = table.unseen_count[:]
        for m in deal[:drawn]:
            unseen_count[m] -= 1
        unseen_total = len(table.unseen) - drawn
        return head + self._best_reply(table, grid, row, gone, sets, unseen_count, unseen_total)

    def _best_reply(
        self,
        table: _Table,
        grid: list[int],
        row: list[int],
        gone: list[int],
        sets: int,
        unseen_count: list[int],
        unseen_total: int,
    ) -> float:
        replies = []
        best_scored = 0
        for slot in range(ROW_SLOTS):
            card = row[slot]
            if not card:
                continue
            for entry in table.entries:
                after, ejected = _push(grid, entry, card)
                after_gone = gone[:]
                after_gone[ejected] += 1
                scored = _take_lines(after, after_gone)
                if scored > best_scored:
                    best_scored = scored
                replies.append((scored, slot, entry, after, after_gone, ejected))
        if best_scored and sets + best_scored >= table.target:
            return SET_VALUE * best_scored + WIN_BONUS
        best = -1e9
        for scored, slot, _entry, after, after_gone, ejected in replies:
            # A reply that scores fewer sets cannot catch up: the leaf value stays below LEAF_BOUND.
            if scored < best_scored:
                continue
            rest = row[:]
            rest[slot] = 0
            value = SET_VALUE * scored + _leaf(
                after, rest, after_gone, ejected, gone, unseen_count, unseen_total, table.entries
            )
            if value > best:
                best = value
        return best

    # ---- answer ------------------------------------------------------------------------------------------

    def _choice(self, observation: Observation, table: _Table, best: _Candidate) -> Choice:
        entry = ENTRIES[best.entry]
        action: Action = {"type": "slide", "card": best.slot, "edge": entry.edge.value, "line": entry.line}
        return Choice(action, _reason(observation.view, table, best))


def _refill(grid: list[int], deal: list[int], drawn: int, fill: tuple[int, ...]) -> int:
    """Deal sampled cards into the empty cells in fill order; the new count drawn, or -1 when short."""
    for cell in fill:
        if not grid[cell]:
            if drawn >= len(deal):
                return -1
            grid[cell] = deal[drawn]
            drawn += 1
    return drawn


def _reason(view: dict[str, Any], table: _Table, best: _Candidate) -> str:
    card = view["row"][best.slot]
    entry = ENTRIES[best.entry]
    where = f"{'row' if entry.is_row else 'column'} {entry.line + 1}"
    move = f"{card['id']} ({card['flower']}) in from the {entry.edge.value} of {where}"
    if best.scored:
        flowers = " and ".join(
            FLOWERS[m] for m in range(1, MONTHS + 1) if best.gone[m] - table.gone[m] >= LINE_LENGTH
        )
        lines = "a line" if best.scored == 1 else f"{best.scored} lines"
        if table.sets + best.scored >= table.target:
            return f"Slide {move}: it makes {lines} of {flowers} and wins the game."
        return f"Slide {move}: it makes {lines} of {flowers}, and every set counts."
    free, months = _threats(best.grid, table.entries)
    ready = [view["row"][s] for s in range(ROW_SLOTS) if best.row[s] and (free or months >> best.row[s] & 1)]
    if ready:
        return f"No line can be made this turn; slide {move} so that {ready[0]['id']} can make one next turn."
    chance = sum(1 for m in table.unseen if months >> m & 1) / (len(table.unseen) or 1)
    if chance:
        return (
            f"No line can be made this turn; slide {move}: the next card drawn then has about a "
            f"{round(100 * chance)}% chance to make one."
        )
    return f"No line is within reach; slide {move}, which gives up the least."
