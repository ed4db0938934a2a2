"""Every error code the API answers, with its HTTP status and one sentence: the one list (Zulip's ``ErrorCode``).

A raise names a member (``ApiError(ErrorCode.UNKNOWN_GAME, f"There is no game '{slug}'.")``): the status comes
from here, never from the call site, and a code nobody listed cannot be raised. The engines' own errors
(``games.engines.base``, which may not import this floor) carry their code as a string; a test keeps each one a
member. The table in docs/api.md is generated from this list:

    .venv/bin/python -m api.error_codes --write docs/api.md

and tests/api/test_error_codes.py fails while the two differ.

Codes are part of the API: a new one is an addition (docs/api-changelog.md); a client should treat an unknown
code by its status. That is why an answer's ``error.code`` is typed as a string in the schema and each
operation lists the codes it may answer (``x-error-codes`` per status) instead of one closed enum, which a
generated client would refuse to read the day a code is added.
"""

from __future__ import annotations

import argparse
import enum
import re
import sys
from pathlib import Path


class ErrorCode(enum.StrEnum):
    """A ``str``, so that a member equals its code (``ErrorCode.BUSY == "busy"``) and is JSON as it."""

    _value_: str
    status: int
    sentence: str

    def __new__(cls, code: str, status: int, sentence: str) -> ErrorCode:
        member = str.__new__(cls, code)
        member._value_ = code
        member.status = status
        member.sentence = sentence
        return member

    @property
    def code(self) -> str:
        return self._value_

    @classmethod
    def of(cls, code: str) -> ErrorCode:
        """The member listed for ``code``; ValueError when there is none."""
        return cls(code)  # type: ignore[call-arg]  # a lookup by value: mypy reads __new__'s signature

    # 400: the request is wrong; nothing changed.
    INVALID = (
        "invalid",
        400,
        "A field of the body or the query is missing or invalid; `details.fields` names it.",
    )
    UNKNOWN_FIELD = (
        "unknown_field",
        400,
        "The body has a field this operation does not take (`details.field`).",
    )
    UNKNOWN_PARAMETER = (
        "unknown_parameter",
        400,
        "The query has a parameter this operation does not take (`details.parameter`).",
    )
    INVALID_PARAMETER = "invalid_parameter", 400, "A query parameter is empty, malformed or out of range."
    MALFORMED_JSON = (
        "malformed_json",
        400,
        "The body is not strict JSON: a syntax error, NaN or Infinity, a number too large, or a NUL in a string.",
    )
    INVALID_VALUE = "invalid_value", 400, "A value is out of range or cannot be stored."
    INVALID_CURSOR = "invalid_cursor", 400, "The cursor is not one this list gave out."
    INVALID_DATE = "invalid_date", 400, "The date is not a day written YYYY-MM-DD."
    INVALID_MONTH = "invalid_month", 400, "The month is not written YYYY-MM."
    MALFORMED_BOARD_ID = (
        "malformed_board_id",
        400,
        "The board id is not of the form the board catalogue uses.",
    )
    INVALID_IDEMPOTENCY_KEY = (
        "invalid_idempotency_key",
        400,
        "The Idempotency-Key header is over 255 characters or holds a control character.",
    )
    INVALID_MESSAGE = "invalid_message", 400, "A WebSocket message of a type the socket does not take."
    INVALID_ACTION = (
        "invalid_action",
        400,
        "The action is not one this game can read (a missing or wrong field).",
    )
    ILLEGAL_ACTION = "illegal_action", 400, "The rules forbid this action here; the message says why."
    INVALID_OPTIONS = (
        "invalid_options",
        400,
        "An option or preset the game does not have, or a value out of range.",
    )
    INVALID_SEED = "invalid_seed", 400, "The seed is empty, too long or not text."
    UNKNOWN_PRESET = "unknown_preset", 400, "The game has no preset of this name (the catalogue lists them)."
    INVALID_STATE = "invalid_state", 400, "The stored game cannot be read back by this engine."
    UNSUPPORTED_ENGINE_VERSION = (
        "unsupported_engine_version",
        400,
        "The game was recorded under an engine version this server can no longer replay.",
    )
    ENGINE_ERROR = "engine_error", 400, "The game's engine refused the request; the message says why."
    INVALID_CREDENTIALS = "invalid_credentials", 400, "The username or password is wrong."
    USERNAME_TAKEN = "username_taken", 400, "Another account has this username."
    WEAK_PASSWORD = "weak_password", 400, "The password is too short, too common or too like the username."
    NO_TOKEN = "no_token", 400, "This request was not made with a token, so there is none to revoke."
    # 408: the request took too long to arrive.
    REQUEST_TIMEOUT = (
        "request_timeout",
        408,
        "The body did not arrive within the time allowed; nothing was written.",
    )
    # 401, 403: who asks.
    NOT_AUTHENTICATED = "not_authenticated", 401, "This operation needs credentials and the request had none."
    AUTHENTICATION_FAILED = (
        "authentication_failed",
        401,
        "The token is unknown, revoked or expired, or the session is no longer valid.",
    )
    MISSING_SCOPE = "missing_scope", 403, "The personal token lacks the scope this operation needs (named)."
    LOGIN_REQUIRED = (
        "login_required",
        403,
        "Managing the account takes a session or a sign-in token, never a personal token.",
    )
    PERMISSION_DENIED = (
        "permission_denied",
        403,
        "This request is not allowed (a session write without CSRF).",
    )
    DAILY_SEED = "daily_seed", 403, "This seed belongs to a daily challenge that has not closed yet."
    UNDO_NOT_ALLOWED = "undo_not_allowed", 403, "Undo is only available in practice games."
    HINT_NOT_ALLOWED = "hint_not_allowed", 403, "Hints are only available in practice games."
    NOT_CLOSED = "not_closed", 403, "The day's export opens when the day has closed."
    NOT_REVEALED = "not_revealed", 403, "This shows the deal, so it opens when the day's seed is published."
    ANALYSIS_NOT_REVEALED = (
        "analysis_not_revealed",
        403,
        "The analysis shows the deal, so it opens when the deal is public (a daily after its reveal, a race "
        "after its window).",
    )
    ACCOUNT_REQUIRED = (
        "account_required",
        403,
        "Today's daily is for accounts: a guest's game would be a free look at the deal (`details.account_url`).",
    )
    REGISTERED_ONLY = "registered_only", 403, "Leagues and races are for registered accounts, not guests."
    NOT_CREATOR = "not_creator", 403, "Only the league's creator may do this."
    # 404: nothing there (or not yours: another player's play is a 404 too).
    NOT_FOUND = "not_found", 404, "There is nothing at this address, or it is not yours to see."
    UNKNOWN_GAME = "unknown_game", 404, "There is no game with this slug (the catalogue lists them)."
    UNKNOWN_BOARD = "unknown_board", 404, "There is no board with this id (the board catalogue lists them)."
    NOT_OPEN = "not_open", 404, "That day's challenge has not opened yet."
    NOT_COMMITTED = "not_committed", 404, "That month's commitment has not been published yet."
    NO_BOT_GAME = "no_bot_game", 404, "This day was not screened by a bot, so it has no bot's game."
    INVALID_STEP = "invalid_step", 404, "The replay has no such step (past the last move)."
    INVALID_INVITE = "invalid_invite", 404, "This invite does not exist, was revoked or has expired."
    METHOD_NOT_ALLOWED = "method_not_allowed", 405, "This address does not take this method."
    NOT_ACCEPTABLE = "not_acceptable", 406, "The API answers JSON only."
    # 409, 410: the state of things.
    STALE_VERSION = (
        "stale_version",
        409,
        "`expected_version` is not the play's version: read it again (`details.current_version`).",
    )
    BUSY = "busy", 409, "The game changed while the move was made; send it again."
    GAME_OVER = "game_over", 409, "The game is over; it takes no more moves."
    ANALYSIS_PENDING = (
        "analysis_pending",
        409,
        "The analysis is still being computed; ask again after `Retry-After` seconds.",
    )
    NOTHING_TO_UNDO = "nothing_to_undo", 409, "There is no move to undo."
    CANNOT_SHARE = "cannot_share", 409, "Only a finished practice game can be shared."
    NOT_A_GUEST = "not_a_guest", 409, "Only a guest account can be upgraded."
    TOO_MANY_LEAGUES = (
        "too_many_leagues",
        409,
        "You are in as many leagues as a player may be; leave one first.",
    )
    LEAGUE_FULL = "league_full", 409, "The league has as many members as a league may have."
    CANNOT_REMOVE_CREATOR = "cannot_remove_creator", 409, "The league's creator cannot be removed from it."
    RACE_STARTED = "race_started", 409, "The race has started: nobody may join it now."
    RACE_FULL = "race_full", 409, "The race has as many players as a race may have."
    RACE_OVER = "race_over", 409, "The race is over."
    TOO_FEW_PLAYERS = "too_few_players", 409, "A race needs at least two players to start."
    NOT_RACING = "not_racing", 409, "Only a racer whose race has started moves here."
    NOT_STARTED = "not_started", 409, "The game has not started yet (`details.opens_at`)."
    IDEMPOTENCY_KEY_IN_USE = (
        "idempotency_key_in_use",
        409,
        "A request with this Idempotency-Key is still running; retry after `Retry-After` for its answer.",
    )
    DAILY_CLOSED = "daily_closed", 410, "The daily challenge has closed and its grace period is over."
    TIME_UP = "time_up", 410, "The game's time limit has passed; it takes no more moves."
    LENGTH_REQUIRED = "length_required", 411, "A body was sent without a Content-Length."
    PAYLOAD_TOO_LARGE = "payload_too_large", 413, "The body is larger than the API accepts (`details.limit`)."
    UNSUPPORTED_MEDIA_TYPE = "unsupported_media_type", 415, "The body is not `application/json`."
    IDEMPOTENCY_KEY_REUSED = (
        "idempotency_key_reused",
        422,
        "This Idempotency-Key was sent in the last 24 h with another request; use a new key.",
    )
    THROTTLED = "throttled", 429, "Too many requests; wait `Retry-After` seconds."
    HINT_IN_PROGRESS = (
        "hint_in_progress",
        429,
        "Your previous hint is still being worked out; ask again when it arrives.",
    )
    # 5xx: ours; retry.
    SERVER_ERROR = "server_error", 500, "Something went wrong on our side; it has been logged."
    SERVICE_UNAVAILABLE = (
        "service_unavailable",
        503,
        "A backing service (the database, Redis) is unavailable; retry after `Retry-After`.",
    )
    HINTS_BUSY = "hints_busy", 503, "Hints are busy; retry after `details.retry_after` seconds."


def markdown_table() -> str:
    rows = ["| code | status | meaning |", "|---|---|---|"]
    for member in sorted(ErrorCode, key=lambda m: (m.status, m.code)):
        rows.append(f"| `{member.code}` | {member.status} | {member.sentence} |")
    return "\n".join(rows) + "\n"


START, END = (
    "<!-- error codes: generated by python -m api.error_codes --write docs/api.md -->",
    "<!-- end of error codes -->",
)


def with_table(document: str) -> str:
    """``document`` with the text between the two markers replaced by the current table."""
    pattern = re.compile(re.escape(START) + r"\n.*?" + re.escape(END), flags=re.S)
    if not pattern.search(document):
        raise ValueError("the document has no error-code markers")
    return pattern.sub(lambda _: f"{START}\n{markdown_table()}{END}", document)


def main() -> int:
    parser = argparse.ArgumentParser(description="Print the error-code table, or write it into a document.")
    parser.add_argument("--write", type=Path, help="a Markdown file with the two markers (docs/api.md)")
    args = parser.parse_args()
    if args.write is None:
        sys.stdout.write(markdown_table())
    else:
        args.write.write_text(with_table(args.write.read_text()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
