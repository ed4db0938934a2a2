"""Where ranks come from. The database is the source of truth and answers by itself on the embedded
default; a Redis sorted-set index can sit in front of it when the boards grow (``leaderboards rebuild``)."""

from __future__ import annotations

from leaderboards.models import Score


class DatabaseRanking:
    """Ranks computed by the database from the verified scores: nothing to maintain on add."""

    def add(self, score: Score) -> None:
        return None


def ranking_backend() -> DatabaseRanking:
    return DatabaseRanking()
