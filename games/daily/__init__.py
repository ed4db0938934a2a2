"""The daily challenge: one deal per game per UTC day, chosen by a published rule, provably not hand-picked.

How a day is made, in the order the modules act (``docs/daily.md`` is the outsider's description):

- ``schedule``    which preset and which target tier each game has on a date (the weekly curve, the rotation);
- ``commitments`` the month commitment: one hash over every day's candidate seeds, public before the month;
- ``players``     the ladder's players (first-legal, random, greedy, the strong bot at a work budget);
- ``ladder``      the screening rule: candidates played weakest player first, the tier, the choice, par, medals;
- ``generation``  days screened and stored ahead (beat, ``manage.py daily generate``, the embedded thread);
- ``challenges``  reads and the one write a player makes: the day's challenge, starting it, the export;
- ``archive``     reads of past days and the screening bot's game;
- ``apis``, ``archive_apis``  the thin HTTP views over the two above;
- ``verify``      re-checks a revealed day from its export alone (``python -m games.verify EXPORT.json``).

``schedule``, ``commitments``, ``players``, ``ladder`` and ``verify`` are pure Python (no Django), so that
anyone can re-run a screening from a plain checkout; this file imports nothing, so importing them never
loads Django.
"""
