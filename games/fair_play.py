"""Which plays rank: the rules of docs/fair-play.md, in one place.

A play is *ranked* only when the server dealt it (a daily, or a ranked deal the server drew with its seed kept
secret until the play ends), it was played on the server, no hint and no undo was used, and a registered
account (not a guest) started it. Everything else is *casual*: replayed and verified, kept in the player's
history and statistics, and never on a board. Each reason below is what the API says in ``unranked_reason``.
"""

from __future__ import annotations

GUEST = (
    "Started by a guest: a guest account is free to make, so 'one attempt' would mean nothing. "
    "Register to rank; games started as a guest stay casual after an upgrade."
)
CHOSEN_SEED = "You chose the deal: only deals the server draws (dailies and ranked deals) rank."
CUSTOM_OPTIONS = "Custom options have no board: only the options of a preset rank."
HINT = "A hint was used: plays with hints are casual."
UNDO = "A move was undone: plays with undo are casual."
RACE = "A race: races rank on their own race rating, never on the boards."
OFFLINE = "Played offline: the client knew every card of the deal, so offline games never rank."

PAGE_URL = "/fair-play"
# A registered account with a generated name and password, made in one request (accounts.apis).
QUICK_ACCOUNT_URL = "/api/v1/auth/quick"


def unranked_reason_at_start(*, is_guest: bool, daily: bool, seed_chosen: bool, preset: str) -> str:
    """Why a play about to start cannot rank, or "" when it ranks (until a hint or an undo)."""
    if is_guest:
        return GUEST
    if daily:
        return ""
    if seed_chosen:
        return CHOSEN_SEED
    if not preset:
        return CUSTOM_OPTIONS
    return ""


# ---- repeated plays of one deal (docs/fair-play.md, "Looking before playing") ---------------------------------

# A ranked daily whose log starts with the same N information-revealing moves as another account's earlier play
# of the same deal is held off the board for review. N per game, from bench/fair_play.py on 80 deals of each
# (independent random, greedy and strong-bot players; figures in docs/fair-play.md): two above the most revealing
# moves any two different players shared, so that no honest pair measured reached it, and low enough that most
# plays turn up N cards (Quetinny's median play turns up 10). Weaver has no face-down cards: not compared.
REPEATED_REVEALS_HELD = {"journey": 10, "match3": 6, "quetinny": 4, "witch": 6}


def reveals_held(game_slug: str) -> int | None:
    """The game's N, or None when its plays are not compared (no face-down cards)."""
    return REPEATED_REVEALS_HELD.get(game_slug)


# What an owner's view of a daily attempt reads of its score (``play.score_entry``), selected with the play.
SCORE_SHOWN_TO_OWNER = ("status", "reason", "result", "provisional")
# leaderboards.models.ScoreStatus.HELD, spelled here because games never import leaderboards (a test pins it).
SCORE_HELD = "held"


def review_fields(*, score_status: str | None, score_reason: str | None) -> dict[str, bool | str | None]:
    """What an owner's own view of a daily result says of its score held off the board (issue 42): whether it
    is held, and the reason, which says why and what happens next (the audit, or a person's review). One
    source for the Today page, the archive and the result card, so that they say the same."""
    held = score_status == SCORE_HELD
    return {"held_for_review": held, "review_reason": (score_reason or None) if held else None}


def held_for_review(*, other: str, shared: int) -> str:
    return (
        f"Held for review: its first {shared} moves that turned up hidden cards repeat, move for move, an "
        f"earlier play of the same deal by another account ({other}). A review puts it on the board or leaves "
        "it off; nothing else is needed from you."
    )


# A win that would medal or enter a top 10 waits, held, for its knowledge audit (leaderboards.knowledge).
AUDITING = (
    "Held for the knowledge audit: a win that would take a medal or a top-10 place is checked for play that "
    "relied on face-down cards before it shows on the board. It usually takes under a minute and needs nothing "
    "from you; if the audit cannot decide, the win goes on the board."
)


def held_as_original(*, other: str) -> str:
    return (
        "Held for review: a later play of the same deal by another account "
        f"({other}) repeats this play's first moves that turned up hidden cards, move for move. A person "
        "reviews both plays and puts this one back on the board or leaves it off; nothing else is needed from you."
    )


def held_linked(*, other: str, how: str) -> str:
    return (
        f"Held for review: another account ({other}) played this deal earlier today from the same {how}, so "
        "this win could have been played with its cards known. A person reviews both plays and puts it on the "
        "board or leaves it off; nothing else is needed from you."
    )


def revealing_moves(game, seed: str, options, actions: list, *, version: str | None = None) -> list[int]:
    """Indices of the actions after which fewer cards were face down than before: the moves that showed the
    player something the deal hid. A game without face-down cards (Weaver) has none: its deal is public."""
    if not game.hidden_zones:
        return []
    state = game.new_game(seed, options, version=version)

    def hidden() -> int:
        zones = game.zones(state)
        return sum(len(zones.get(name, ())) for name in game.hidden_zones)

    found, before = [], hidden()
    for index, action in enumerate(actions):
        if state.is_over:
            break
        state = game.apply(state, action)
        after = hidden()
        if after < before:
            found.append(index)
        before = after
    return found


def shared_reveals(actions: list, reveals: list[int], other: list) -> int:
    """How many of ``actions``' revealing moves (``reveals``, their indices) lie in the prefix it shares with
    ``other``: the information a play could have taken from the other one before it was played."""
    common = 0
    for mine, theirs in zip(actions, other, strict=False):
        if mine != theirs:
            break
        common += 1
    return sum(1 for index in reveals if index < common)
