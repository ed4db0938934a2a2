"""How many information-revealing moves two honest plays of one deal share: the N of ``games.fair_play.
REPEATED_REVEALS_HELD`` (per game) and its false-positive rate (docs/fair-play.md).

For every game with face-down cards, DEALS deals; on each, independent players play the deal to its end: random
players (seeds 0..), greedy players and the strong bot at its low budget (seeds 0..). For every pair of plays of a
deal, the revealing moves in the prefix the two logs share (``games.fair_play.shared_reveals``). A rate is the share
of honest pairs at or above a threshold: two honest players of the day would be held if they reached it. Weaver
has no face-down cards: nothing to spoil, nothing compared.

    .venv/bin/python bench/fair_play.py [--deals 40] [--random 6] [--greedy 3] [--strong 3]
"""

from __future__ import annotations

import argparse
import itertools
import os
import subprocess
import sys
import time
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from games import fair_play
from games.daily.ladder import LADDER_1
from games.daily.players import make_player, play_deal
from games.engines.registry import all_games


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=80)
    parser.add_argument("--random", type=int, default=6)
    parser.add_argument("--greedy", type=int, default=3)
    parser.add_argument("--strong", type=int, default=2)
    args = parser.parse_args()
    print("load:", subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip())
    started = time.process_time()
    for game in all_games():
        held = fair_play.reveals_held(game.slug)
        if not game.hidden_zones or held is None:
            print(f"{game.slug}: no face-down cards, not compared")
            continue
        t0 = time.process_time()
        options = game.resolve_options()
        low, _ = LADDER_1.budgets[game.slug]
        shared: Counter[int] = Counter()
        by_kind: dict[str, Counter[int]] = {}
        pairs = 0
        reveal_counts: list[int] = []
        for deal in range(args.deals):
            seed = f"fair-bench-{game.slug}-{deal}"
            plays = []
            for kind, count, budget in (
                ("random", args.random, 0),
                ("greedy", args.greedy, 0),
                ("strong", args.strong, low),
            ):
                for player_seed in range(count):
                    player = make_player(game.slug, kind, seed=player_seed, budget=budget)
                    _, actions, _ = play_deal(game, seed, options, player)
                    reveals = fair_play.revealing_moves(game, seed, options, actions)
                    plays.append((kind, actions, reveals))
                    reveal_counts.append(len(reveals))
            for (kind_a, a, reveals_a), (kind_b, b, _) in itertools.combinations(plays, 2):
                n = fair_play.shared_reveals(a, reveals_a, b)
                shared[n] += 1
                by_kind.setdefault("-".join(sorted((kind_a, kind_b))), Counter())[n] += 1
                pairs += 1
        # The strong bot at one budget plays one line whatever its seed: two of its games are one program's
        # game twice, not two people. Counted apart; "people" is every other pair.
        people = Counter()
        for kinds, counts in by_kind.items():
            if kinds != "strong-strong":
                people.update(counts)
        total = sum(people.values())
        rates = ", ".join(
            f">={n}: {sum(c for k, c in people.items() if k >= n) / total:.4f}" for n in range(1, 13)
        )
        print(
            f"{game.slug}: {pairs} pairs on {args.deals} deals; people pairs {total}, most shared {max(people)} "
            f"(N = that + 2 = {max(people) + 2}); N used = {held}"
        )
        print(f"    people rate {rates}")
        reveal_counts.sort()
        reached = sum(1 for n in reveal_counts if n >= held) / len(reveal_counts)
        print(
            f"    revealing moves a play: median {reveal_counts[len(reveal_counts) // 2]}, "
            f"min {reveal_counts[0]}; plays reaching N={held}: {reached:.3f} (a copy of a shorter one is not caught)"
        )
        for kinds, counts in sorted(by_kind.items()):
            total = sum(counts.values())
            at_n = sum(c for k, c in counts.items() if k >= held)
            print(
                f"    {kinds:16s} pairs {total:5d}  max shared {max(counts):2d}  at N={held}: {at_n / total:.4f}"
            )
        print(f"    cpu {time.process_time() - t0:.1f} s")
    print(f"total cpu {time.process_time() - started:.1f} s; N = {fair_play.REPEATED_REVEALS_HELD}")
    print("load:", subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip())


if __name__ == "__main__":
    main()
