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
