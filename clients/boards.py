"""Each game's board as lines of text, coloured with ANSI escapes when colour is on.

French cards show rank and suit symbol (hearts and diamonds in red), Decktet cards their name, rank and suit
symbols in their suit's colour, hanafuda cards their month (in the month's colour), flower and name;
face-down cards are ``▒▒`` with a count.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, TypeAlias

from patience_client.models import JourneyView, Match3Card, Match3View, QuetinnyView, WeaverView, WitchView

# Any game's view, as the SDK types it (a snapshot's ``view``, a replay step's).
GameView: TypeAlias = JourneyView | Match3View | QuetinnyView | WeaverView | WitchView

RESET = "\x1b[0m"
SUIT_SYMBOL = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RANK = {"T": "10"}
SPECIAL = {"X1": "Joker", "X2": "Joker", "W1": "Witch1", "W2": "Witch2", "W3": "Witch3", "WZ": "Wizard"}
DECKTET_SYMBOL = {"Moons": "☾", "Suns": "☀", "Waves": "≋", "Leaves": "❦", "Wyrms": "⚚", "Knots": "⌘"}
DECKTET_COLOUR = {"Moons": 61, "Suns": 178, "Waves": 33, "Leaves": 34, "Wyrms": 160, "Knots": 130}
MONTH_COLOUR = [None, 34, 162, 211, 98, 62, 161, 137, 136, 208, 160, 66, 94]
# The Decktet by id: (short name, rank, suits). The API names cards by id only.
DECKTET: dict[str, tuple[str, str, tuple[str, ...]]] = {
    **{f"ace_{s.lower()}": (f"Ace {s}", "A", (s,)) for s in DECKTET_SYMBOL},
    "author": ("Author", "2", ("Moons", "Knots")),
    "desert": ("Desert", "2", ("Suns", "Wyrms")),
    "origin": ("Origin", "2", ("Waves", "Leaves")),
    "journey": ("Journey", "3", ("Moons", "Waves")),
    "painter": ("Painter", "3", ("Suns", "Knots")),
    "savage": ("Savage", "3", ("Leaves", "Wyrms")),
    "mountain": ("Mountain", "4", ("Moons", "Suns")),
    "sailor": ("Sailor", "4", ("Waves", "Leaves")),
    "battle": ("Battle", "4", ("Wyrms", "Knots")),
    "forest": ("Forest", "5", ("Moons", "Leaves")),
    "discovery": ("Discovery", "5", ("Suns", "Waves")),
    "soldier": ("Soldier", "5", ("Wyrms", "Knots")),
    "lunatic": ("Lunatic", "6", ("Moons", "Waves")),
    "penitent": ("Penitent", "6", ("Suns", "Wyrms")),
    "market": ("Market", "6", ("Leaves", "Knots")),
    "chance_meeting": ("Chance Mtg", "7", ("Moons", "Leaves")),
    "castle": ("Castle", "7", ("Suns", "Knots")),
    "cave": ("Cave", "7", ("Waves", "Wyrms")),
    "diplomat": ("Diplomat", "8", ("Moons", "Suns")),
    "mill": ("Mill", "8", ("Waves", "Leaves")),
    "betrayal": ("Betrayal", "8", ("Wyrms", "Knots")),
    "pact": ("Pact", "9", ("Moons", "Suns")),
    "darkness": ("Darkness", "9", ("Waves", "Wyrms")),
    "merchant": ("Merchant", "9", ("Leaves", "Knots")),
    "huntress": ("Huntress", "C", ("Moons",)),
    "bard": ("Bard", "C", ("Suns",)),
    "sea": ("Sea", "C", ("Waves",)),
    "end": ("End", "C", ("Leaves",)),
    "calamity": ("Calamity", "C", ("Wyrms",)),
    "windfall": ("Windfall", "C", ("Knots",)),
    "watchman": ("Watchman", "P", ("Moons", "Wyrms", "Knots")),
    "harvest": ("Harvest", "P", ("Moons", "Suns", "Leaves")),
    "light_keeper": ("Lightkeeper", "P", ("Suns", "Waves", "Knots")),
    "borderland": ("Borderland", "P", ("Waves", "Leaves", "Wyrms")),
    "consul": ("Consul", "Ct", ("Moons", "Waves", "Knots")),
    "rite": ("Rite", "Ct", ("Moons", "Leaves", "Wyrms")),
    "island": ("Island", "Ct", ("Suns", "Waves", "Wyrms")),
    "window": ("Window", "Ct", ("Suns", "Leaves", "Knots")),
    "excuse": ("Excuse", "-", ()),
}


class Painter:
    """Text with optional ANSI colour."""

    def __init__(self, colour: bool) -> None:
        self.colour = colour

    def paint(self, text: str, *codes: int | str) -> str:
        if not self.colour or not codes:
            return text
        return "\x1b[" + ";".join(str(c) for c in codes) + "m" + text + RESET

    def bold(self, text: str) -> str:
        return self.paint(text, 1)

    def dim(self, text: str) -> str:
        return self.paint(text, 2)

    def title(self, text: str) -> str:
        return self.paint(text, 1, 4)

    def fg(self, text: str, colour: int | None) -> str:
        return self.paint(text, "38;5;" + str(colour)) if colour is not None else text

    # ---- cards ---------------------------------------------------------------------------------------

    def french(self, code: str | None) -> str:
        if not code:
            return self.dim("··")
        if code in SPECIAL:
            return self.paint(SPECIAL[code], 35, 1)
        text = RANK.get(code[0], code[0]) + SUIT_SYMBOL.get(code[1], code[1])
        return self.paint(text, 31, 1) if code[1] in "HD" else self.paint(text, 1)

    def back(self, count: int | None = None) -> str:
        return self.paint("▒▒", 34) + ("" if count is None else f"x{count}")

    def decktet(self, card_id: str) -> str:
        name, rank, suits = DECKTET.get(card_id, (card_id, "?", ()))
        symbols = "".join(self.fg(DECKTET_SYMBOL[s], DECKTET_COLOUR[s]) for s in suits)
        return f"{self.bold(rank)} {name} {symbols}"

    def hanafuda(self, card: Match3Card | None, limit: int = 40) -> str:
        if not card:
            return self.dim("(empty)")
        name = "" if card.name == "Chaff" else f"/{card.name}"
        text = f"{card.flower}{name}"
        if len(text) > limit:
            text = text[: limit - 1] + "…"
        month = self.paint(f"{card.month:>2}", "38;5;" + str(MONTH_COLOUR[card.month]), 1)
        return f"{month} {text}"


def width(text: str) -> int:
    """The printed width of ``text``: ANSI escapes take no room."""
    out, skip = 0, False
    for ch in text:
        if ch == "\x1b":
            skip = True
        elif skip and ch == "m":
            skip = False
        elif not skip:
            out += 1
    return out


_ANSI = re.compile(r"\x1b\[[0-9;]*m")


def strip(text: str) -> str:
    """``text`` without its colours."""
    return _ANSI.sub("", text)


def fit(text: str, size: int) -> str:
    """``text`` in at most ``size`` columns: cut with an ellipsis (and colours reset), never wrapped."""
    if width(text) <= size:
        return text
    out, shown, skip = [], 0, False
    for ch in text:
        if ch == "\x1b":
            skip = True
        if skip:
            out.append(ch)
            skip = ch != "m"
            continue
        if shown >= size - 1:
            break
        out.append(ch)
        shown += 1
    return "".join(out) + "…" + ("\x1b[0m" if "\x1b" in text else "")


FRENCH_GAMES = {"weaver", "witch", "journey"}
_FRENCH_CODE = re.compile(r"\b([2-9TJQKA])([SHDC])\b")


def card_glyphs(game: str, text: str) -> str:
    """A move's words with the board's card faces: "9D" reads "9♦" (French decks), as the board draws it."""
    if game not in FRENCH_GAMES:
        return text
    return _FRENCH_CODE.sub(lambda m: RANK.get(m[1], m[1]) + SUIT_SYMBOL[m[2]], text)


def pad(text: str, size: int) -> str:
    return text + " " * max(0, size - width(text))


# ---- the five boards ---------------------------------------------------------------------------------------
# Each reads its game's view as the SDK's typed model (generated from the game's view class on the server).


def weaver(view: WeaverView, p: Painter) -> list[str]:
    lines = [p.title("The Garden")]
    columns = "".join(pad(str(c + 1), 5) for c in range(view.row_length))
    lines.append("       " + p.dim(columns))
    for r, row in enumerate(view.garden_rows):
        cells = "".join(pad(p.french(code), 5) for code in row)
        lines.append(f"row {r + 1:<2} " + cells)
    target = view.target
    lines.append("")
    lines.append(p.title("Keiju"))
    for k in view.keiju:
        place = {"garden": "in the Garden", "harvest": "enticed", "removed": "not in this game"}[k.place]
        mark = p.paint(" ← next", 33, 1) if target and target.card == k.card else ""
        text = f"  {k.number}. {p.french(k.card)} {k.name}: {k.request} ({place}){mark}"
        lines.append(p.dim(text) if k.place == "removed" else text)
    lines.append("")
    lines.append(p.title("Basket"))
    for i, pile in enumerate(view.basket):
        hidden = pile.size - len(pile.cards)
        cards = ([p.back(hidden)] if hidden else []) + [p.french(c.card) for c in pile.cards]
        lines.append(f"  pile {i + 1}: " + (" ".join(cards) if cards else p.dim("empty")))
    # Every card of the Harvest, sixteen to a line (it grows to 50).
    harvest = [p.french(c) for c in view.harvest]
    first, *rest = [" ".join(harvest[i : i + 16]) for i in range(0, len(harvest), 16)] or [p.dim("empty")]
    lines.append(f"{p.title('Harvest')} ({len(view.harvest)}): {first}")
    lines.extend(f"  {line}" for line in rest)
    return lines


def match3(view: Match3View, p: Painter) -> list[str]:
    lines = [p.title("Row") + "  (slide one of these in)"]
    for slot, card in enumerate(view.row):
        lines.append(f"  card {slot + 1}: {p.hanafuda(card)}")
    lines.append("")
    lines.append(p.title("Grid") + f"   deck {p.back(view.deck_count)}   discard {len(view.discard)}")
    cell = 23  # three columns and the row labels in 80 columns
    lines.append("         " + "".join(pad(f"column {c + 1}", cell) for c in range(3)))
    for r, row in enumerate(view.grid):
        lines.append(
            f"  row {r + 1}  " + "".join(pad(p.hanafuda(card, limit=cell - 5), cell) for card in row)
        )
    lines.append("")
    # One short entry per set (its month and flower), a few to a line: the board keeps about the same
    # height as sets are taken, so that a full-screen terminal never loses it.
    taken = [f"{i + 1}. {p.hanafuda(cards[0], limit=12)}" for i, cards in enumerate(view.sets)]
    head = p.title("Sets") + f" {view.sets_taken} of {view.target_sets}"
    head += " (three of a month in a row, a column or a long diagonal)" if not taken else ":"
    lines.append(head)
    for start in range(0, len(taken), 4):
        lines.append("  " + "   ".join(taken[start : start + 4]))
    return lines


def witch(view: WitchView, p: Painter) -> list[str]:
    lines = [p.title(f"Round {view.round_}") + f"   phase {view.phase}"]
    if view.final_round:
        lines.append(p.paint("Final round: the third witch is here.", 31, 1))
    for i, slot in enumerate(view.slots):
        reserve = p.back() if slot.reserve_face_down else p.dim("no reserve")
        lines.append(f"  slot {i + 1}: ghost {pad(p.french(slot.ghost), 4)}  reserve {reserve}")
    lines.append("Hand: " + (" ".join(p.french(c) for c in view.hand) or p.dim("empty")))
    lines.append(
        f"Attack pile {p.back(view.attack_pile)}  discard {len(view.attack_discard)}"
        f"   Ghost pile {p.back(view.ghost_pile)}  discard {len(view.ghost_discard)}"
        f"   Removed {len(view.removed)}"
    )
    witches = " ".join(p.french(w) for w in view.witches) or p.dim("none")
    lines.append(f"Witches in play: {witches}")
    if view.options.magic:
        seated = "seated" if view.wizard_seated else "not seated"
        lines.append(f"Wizard {seated}; cauldrons black {view.cauldrons.black}, red {view.cauldrons.red}")
    if view.recovering:
        lines.append("Recovering: " + " ".join(p.french(c) for c in view.recovering))
    return lines


def journey(view: JourneyView, p: Painter) -> list[str]:
    lines = [
        p.title(f"Pass {view.pass_} of 4")
        + f": crossing the {view.landscape}   to come {p.back(view.front_count)}"
    ]
    if view.phase == "joker_choice":
        lines.append(p.paint("A Joker! Discard three other cards of your view with it.", 35, 1))
    lines.append(
        "View: " + " ".join(p.french(c) for c in view.view) + p.dim(f"  (normal size {view.base_view})")
    )
    for i, jack in enumerate(view.jacks):
        stored = " ".join(p.french(c) for c in jack.stored) or p.dim("nothing stored")
        here = p.paint(" ← here", 33, 1) if i == 0 else ""
        lines.append(f"  {p.french(jack.jack)} {jack.landscape:<10} {stored}{here}")
    discards = " ".join(p.french(c) for c in view.known_discards[-14:])
    lines.append(f"Discarded this pass ({len(view.known_discards)}): {discards or p.dim('none')}")
    if view.home:
        lines.append("Home: " + p.french(view.home))
    return lines


def quetinny(view: QuetinnyView, p: Painter) -> list[str]:
    lines = [
        p.title(f"Turn {view.turn}")
        + f"   phase {view.phase}   gold {p.paint(str(view.gold), 33, 1)}"
        + f"   deck {p.back(view.deck_count)}   spice supply {view.spice_supply}"
    ]
    (min_x, min_y), (max_x, max_y) = view.bounds.min_, view.bounds.max_
    cells = {(t.at[0], t.at[1]): t for t in view.tableau}
    excuse = (view.excuse_at[0], view.excuse_at[1]) if view.excuse_at else None
    cell = 22
    lines.append("      " + "".join(pad(p.dim(f"x={x}"), cell) for x in range(min_x, max_x + 1)))
    for y in range(min_y, max_y + 1):
        row = []
        for x in range(min_x, max_x + 1):
            place = cells.get((x, y))
            if place:
                chips = "".join(p.fg(f"[{DECKTET_SYMBOL[s]}]", DECKTET_COLOUR[s]) for s in place.chips)
                spice = p.paint("*" * place.spice, 33) if place.spice else ""
                row.append(pad(p.decktet(place.card) + chips + spice, cell))
            elif (x, y) == excuse:
                row.append(pad(p.dim("(Excuse)"), cell))
            else:
                row.append(pad(p.dim("·"), cell))
        lines.append(p.dim(f"y={y:<3} ") + "".join(row))
    lines.append("Hand: " + "   ".join(f"{p.decktet(c)} (tax {view.taxes[c]})" for c in view.hand))
    # The suits in the order the server lists them (games.engines.cards.DecktetSuit), each a field of the counts.
    chips = "  ".join(
        f"{p.fg(DECKTET_SYMBOL[s], DECKTET_COLOUR[s])} {s} {getattr(view.chip_supply, s.lower())} chips "
        f"{'✓' if getattr(view.coverage, s.lower()) else '✗'}"
        for s in DECKTET_SYMBOL
    )
    lines.append(chips)
    for route in view.routes:
        path = " ".join(f"({x},{y})" for x, y in route.path)
        lines.append(f"  route {route.suit}: {route.cards} cards → {route.gold} gold via {path}")
    return lines


BOARDS: dict[type, Callable[[Any, Painter], list[str]]] = {
    WeaverView: weaver,
    Match3View: match3,
    WitchView: witch,
    JourneyView: journey,
    QuetinnyView: quetinny,
}


def board(view: GameView, painter: Painter) -> list[str]:
    """The board of the game whose view this is (each game's view is its own model)."""
    return BOARDS[type(view)](view, painter)
