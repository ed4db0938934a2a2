"""The one way games hand work to the apps built on top of them, without importing them.

``games`` sits below ``leaderboards``: leaderboards import games, never the reverse. When a play ends on the
server, ``games.services`` sends ``play_finished`` (inside the transaction that ended it, holding the play's
row lock); ``leaderboards.apps.LeaderboardsConfig.ready`` connects the receiver that turns the play into a
score. A receiver's exception rolls the move back, so a finished play is never left without its score.
"""

from __future__ import annotations

from django.dispatch import Signal

# Sent with ``play``: the games.models.Play that has just ended (won, lost or resigned).
play_finished = Signal()
