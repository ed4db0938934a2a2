"""The one place a board is named: ``Board`` (kind, game, preset, period), its id, its scores and its Redis keys.

Every other module (ranking, selectors, the live push, the rebuild, the catalogue, the APIs and consumers)
works with ``Board`` values; none builds or parses a board id itself.

=============  ======================================  =====================================================
kind           id                                      what ranks
=============  ======================================  =====================================================
``daily``      ``daily-<game>-<preset>-<YYYY-MM-DD>``  the day's ranked results, lost and resigned included
``season``     ``season-<game>-<YYYY-MM>``             points from the month's closed dailies (standings)
``practice``   ``practice-<game>-<preset>``            each player's best ranked-practice result, all time
``rating``     ``rating-<game>``                       the skill rating from closed dailies (openskill)
=============  ======================================  =====================================================

Daily and practice boards rank scores (mirrored in Redis, see ``leaderboards.ranking``); season and rating
boards rank standings the settlement of each closed daily writes (``leaderboards.standings``), read from the
database.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from enum import StrEnum
from typing import NamedTuple

from django.db.models import Q

from api.error_codes import ErrorCode
from api.errors import ApiError
from games.engines.base import InvalidOptionsError
from games.engines.registry import UnknownGameError, get_game, slugs

CATALOGUE_URL = "/api/v1/leaderboards/"
ALL_TIME = "all-time"
_KEY_PREFIX = "lb:"


class Kind(StrEnum):
    DAILY = "daily"
    SEASON = "season"
    PRACTICE = "practice"
    RATING = "rating"


SCORE_KINDS = (Kind.DAILY, Kind.PRACTICE)
STANDING_KINDS = (Kind.SEASON, Kind.RATING)

# A board id is ``<kind>-<rest>``. Presets may hold a hyphen (Weaver's ``all-keiju``), so the rest is not split
# on hyphens: the game is the registry slug it starts with, and a daily's date is its last ten characters
# (``Board.parse``). The round trip over every game, preset and kind is a test (tests/leaderboards/test_board_ids.py).
ID_PATTERN = r"^(daily|season|practice|rating)-[a-z0-9_-]{1,100}$"  # the shape, for the OpenAPI document
_SHAPE = re.compile(r"^(?P<kind>daily|season|practice|rating)-(?P<rest>[a-z0-9_-]{1,100})$")
ID_FORMAT = (
    "daily-<game>-<preset>-<YYYY-MM-DD>, season-<game>-<YYYY-MM>, practice-<game>-<preset> or rating-<game>"
)


def malformed_board_id(board_id: str) -> ApiError:
    return ApiError(
        ErrorCode.MALFORMED_BOARD_ID,
        f"'{board_id[:120]}' is not a board id: a board id reads {ID_FORMAT}. Every board is listed, with its id, "
        f"at {CATALOGUE_URL}.",
        format=ID_FORMAT,
        catalogue=CATALOGUE_URL,
    )


def unknown_board(board_id: str, why: str = "") -> ApiError:
    return ApiError(
        ErrorCode.UNKNOWN_BOARD,
        f"There is no board '{board_id}'{f' ({why})' if why else ''}. Every board is listed, with its id, "
        f"at {CATALOGUE_URL}.",
        catalogue=CATALOGUE_URL,
    )


class BoardKeys(NamedTuple):
    """A score board's Redis keys (``leaderboards.ranking``); a rating board uses ``ranks`` and ``version``."""

    ranks: str  # sorted set of rank strings
    best: str  # user id -> the member of their best score
    version: str  # counts the board's changes
    entries: str  # score id (12 digits, as ending its member) -> the entry's display fields


@dataclass(frozen=True, order=True)
class Board:
    kind: Kind
    game: str
    preset: str = ""
    period: str = ""  # daily: YYYY-MM-DD; season: YYYY-MM; practice and rating: "all-time"

    # ---- naming -----------------------------------------------------------------------------------------

    @property
    def id(self) -> str:
        if self.kind is Kind.DAILY:
            return f"daily-{self.game}-{self.preset}-{self.period}"
        if self.kind is Kind.SEASON:
            return f"season-{self.game}-{self.period}"
        if self.kind is Kind.PRACTICE:
            return f"practice-{self.game}-{self.preset}"
        return f"rating-{self.game}"

    def __str__(self) -> str:
        return self.id

    @classmethod
    def parse(cls, board_id: str) -> Board:
        """The board an id names: a 400 naming the format when it has not the shape of one, a 404 that points
        at the catalogue when it has but names no board."""
        shape = _SHAPE.match(board_id or "")
        if not shape:
            raise malformed_board_id(board_id or "")
        kind, rest = Kind(shape["kind"]), shape["rest"]
        # Longest first, so that no slug that is another's prefix could take its place.
        game = next(
            (
                slug
                for slug in sorted(slugs(), key=len, reverse=True)
                if rest == slug or rest.startswith(f"{slug}-")
            ),
            None,
        )
        if game is None:
            raise unknown_board(board_id, f"no game '{rest.split('-')[0]}'")
        tail = rest[len(game) + 1 :]
        if kind is Kind.RATING:
            board = cls(kind, game, "", ALL_TIME) if not tail else None
        elif kind is Kind.PRACTICE:
            board = cls(kind, game, tail, ALL_TIME) if tail else None
        elif kind is Kind.SEASON:
            board = cls(kind, game, "", tail) if re.fullmatch(r"\d{4}-\d{2}", tail) else None
        else:
            preset, date = tail[:-11], tail[-10:]
            shaped = preset and tail[-11:-10] == "-" and re.fullmatch(r"\d{4}-\d{2}-\d{2}", date)
            board = cls(kind, game, preset, date) if shaped else None
        if board is None:
            raise malformed_board_id(board_id)
        board.validate()
        return board

    @classmethod
    def daily(cls, *, game: str, preset: str, date: dt.date) -> Board:
        return cls(Kind.DAILY, game, preset, date.isoformat())

    @classmethod
    def season(cls, *, game: str, month: dt.date) -> Board:
        return cls(Kind.SEASON, game, "", month.strftime("%Y-%m"))

    @classmethod
    def practice(cls, *, game: str, preset: str) -> Board:
        return cls(Kind.PRACTICE, game, preset, ALL_TIME)

    @classmethod
    def rating(cls, *, game: str) -> Board:
        return cls(Kind.RATING, game, "", ALL_TIME)

    def validate(self) -> None:
        try:
            definition = get_game(self.game)
            if self.preset:
                definition.options_schema.preset(self.preset)
        except UnknownGameError:
            raise unknown_board(self.id, f"no game '{self.game}'") from None
        except InvalidOptionsError:
            raise unknown_board(self.id, f"no preset '{self.preset}' of {self.game}") from None
        try:
            if self.kind is Kind.DAILY:
                dt.date.fromisoformat(self.period)
            elif self.kind is Kind.SEASON:
                dt.date.fromisoformat(f"{self.period}-01")
        except ValueError:
            raise unknown_board(self.id, f"'{self.period}' is not a date") from None

    # ---- what ranks ---------------------------------------------------------------------------------------

    @property
    def ranks_scores(self) -> bool:
        return self.kind in SCORE_KINDS

    @property
    def month_bounds(self) -> tuple[dt.date, dt.date]:
        """A season's first day and the first day of the next month."""
        first = dt.date.fromisoformat(f"{self.period}-01")
        return first, (first + dt.timedelta(days=32)).replace(day=1)

    @property
    def scope(self) -> Q:
        """The scores that fit a score board, ranked or casual (the casual ones only say where they would
        place). Field names are Score's."""
        if self.kind is Kind.DAILY:
            return Q(
                daily_challenge__game=self.game,
                daily_challenge__preset=self.preset,
                daily_challenge__date=dt.date.fromisoformat(self.period),
            )
        if self.kind is Kind.PRACTICE:
            return Q(game=self.game, preset=self.preset, daily_challenge__isnull=True)
        raise TypeError(f"{self.kind} boards rank standings, not scores")

    @property
    def filter(self) -> Q:
        """The scores on a score board: the ranked ones of its scope."""
        return self.scope & Q(ranked=True)

    @classmethod
    def of_score(cls, score) -> list[Board]:
        """The score boards a verified leaderboards.models.Score is on: none unless it is ranked."""
        return cls.fitting(score) if score.ranked else []

    @classmethod
    def fitting(cls, score) -> list[Board]:
        """The score boards a score fits by its game, preset and day: where it ranks, or (casual) where it
        would place."""
        if score.daily_challenge_id:
            challenge = score.daily_challenge
            return [cls.daily(game=challenge.game, preset=challenge.preset, date=challenge.date)]
        return [cls.practice(game=score.game, preset=score.preset)] if score.preset else []

    # ---- where it lives in Redis ------------------------------------------------------------------------

    @property
    def keys(self) -> BoardKeys:
        return self.keys_of_id(self.id)

    @property
    def deals_key(self) -> str:
        """A practice board's user id -> ranked deals played (``leaderboards.ranking.count_deals``)."""
        return f"{_KEY_PREFIX}{self.id}:deals"

    @property
    def rebuild_keys(self) -> BoardKeys:
        """Where ``leaderboards.ranking.rebuild`` builds the board before swapping it in."""
        return self.keys_of_id(f"rebuild:{self.id}")

    REBUILD_PATTERN = f"{_KEY_PREFIX}rebuild:*"
    BEST_PATTERN = f"{_KEY_PREFIX}*:best"
    ALL_PATTERN = f"{_KEY_PREFIX}*"

    def page_key(self, version: int, offset: int, limit: int) -> str:
        return f"{_KEY_PREFIX}{self.id}:page:{version}:{offset}:{limit}"

    @staticmethod
    def board_id_of_best_key(key: str | bytes) -> str | None:
        """The board id whose ``:best`` map this key is; None for a rebuild's temporary keys."""
        text = key.decode() if isinstance(key, bytes) else key
        name = text[len(_KEY_PREFIX) : -len(":best")]
        return None if name.startswith("rebuild:") else name

    @staticmethod
    def keys_of_id(board_id: str) -> BoardKeys:
        """The Redis keys under a board id, also one no longer valid (a board left by an older release)."""
        key = f"{_KEY_PREFIX}{board_id}"
        return BoardKeys(key, f"{key}:best", f"{key}:version", f"{key}:entries")

    # ---- the live push ----------------------------------------------------------------------------------

    @property
    def group(self) -> str:
        """The channel-layer group of the board's watchers."""
        return f"board.{self.id}"
