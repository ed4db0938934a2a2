"""The month commitment: before a month starts, one hash binds every day's candidate seeds of that month.

For each day and game (in date order, then the games' order) a **leaf** is the SHA-256 of the canonical JSON
(sorted keys, no spaces, UTF-8) of::

    {"date", "game", "preset", "rule", "candidate_seeds": [attempt 0, 1, ...]}

The engine version and the options are bound by each day's own commitment, published at its opening; leaving
them out of the month's leaves lets an engine fix ship mid-month without breaking the month's commitment (the
preset, and so the variant, is bound).

and the month's **root** is a hash chain over the leaves::

    h0 = SHA-256("patience-month|YYYY-MM");  h(i+1) = SHA-256(h(i) || leaf(i))  (hex strings, concatenated)

The leaves and the root are published before the month starts; leaves are hashes, so they reveal no seed. When
a day is revealed, its export carries the candidate seeds: anyone recomputes its leaf, finds it at its place in
the published list, and recomputes the root. A chain rather than a Merkle tree because the list of leaves is
published whole anyway (a month has at most 155), and a chain is simpler to recompute in any language.

Pure Python (no Django).
"""

from __future__ import annotations

import hashlib
import json
from typing import Any


def _canonical(value: Any) -> bytes:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


def day_leaf(
    *,
    date: str,
    game: str,
    preset: str,
    rule: str,
    candidate_seeds: list[str],
) -> str:
    return hashlib.sha256(
        _canonical(
            {
                "date": date,
                "game": game,
                "preset": preset,
                "rule": rule,
                "candidate_seeds": candidate_seeds,
            }
        )
    ).hexdigest()


def month_root(*, month: str, leaves: list[str]) -> str:
    """``month`` is ``YYYY-MM``; ``leaves`` in date order, then the games' order."""
    head = hashlib.sha256(f"patience-month|{month}".encode()).hexdigest()
    for leaf in leaves:
        head = hashlib.sha256((head + leaf).encode()).hexdigest()
    return head


def month_problems(*, day: dict[str, Any], month: dict[str, Any]) -> list[str]:
    """Check a revealed day (its candidate seeds and schedule) against the published month commitment."""
    problems = []
    leaf = day_leaf(
        date=day["date"],
        game=day["game"],
        preset=day["preset"],
        rule=day["rule"],
        candidate_seeds=day["candidate_seeds"],
    )
    published = {(entry["date"], entry["game"]): entry["leaf"] for entry in month["leaves"]}
    if published.get((day["date"], day["game"])) != leaf:
        problems.append(
            f"{day['date']} {day['game']}: the candidate seeds, preset or rule do not match the "
            f"month commitment of {month['month']}."
        )
    if month_root(month=month["month"], leaves=[entry["leaf"] for entry in month["leaves"]]) != month["root"]:
        problems.append(f"The published leaves of {month['month']} do not chain to its root.")
    return problems
