"""Leagues: players who play the same dailies together (docs/leagues.md).

- ``models``: a league, its members and its invites.
- ``services``: create, invite, revoke, join, leave, remove (every write, with the limits of settings).
- ``selectors``: my leagues, a league for its members, and its boards: the global boards' own verified entries
  filtered by the league's members (Redis on the full stack, the database on the embedded default), the
  season standings and today's view.
- ``apis``/``urls``: the REST endpoints, thin.
"""
