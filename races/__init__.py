"""Races: 2 to 8 players on the same fresh deal at once (docs/races.md).

- ``models``: a race (its game, its secret seed, its window), its racers and the race rating per game.
- ``services``: the lobby (create, join, quick match, leave), the start, the end (everyone finished, or the
  time limit), the settlement (results from the verified replays, then the rating), and the pushes.
- ``selectors``: a race as a client sees it: each racer's progress (``progress``), never a card or a move.
- ``progress``: what each game shows of a racer's play to the others: counters only.
- ``consumers``/``routing``: ``/ws/races/<id>/``, the racers' and spectators' socket.
- ``apis``/``urls``/``tasks``: thin.

Each racer plays their own ``games.models.Play`` (mode ``race``) of the race's deal through the plays
machinery: the same moves, checks and verification as any play. Its window (``opens_at``/``closes_at``) makes
the countdown and the time limit, and its ``ranked`` flag is off: a race never touches a board.
"""
