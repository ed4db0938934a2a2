"""``python -m games.verify EXPORT.json``: the verifier's public command, kept where users learned it.

The verifier lives in :mod:`games.daily.verify` with the rest of the daily; this package only re-exports it so
that the published command (README, ``docs/daily.md``, the API's own description) keeps working. A package, not
a ``games/verify.py`` module, so that git sees ``games/verify.py`` as moved to ``games/daily/verify.py`` and
merges edits made to it elsewhere into the new file.
"""

from games.daily.verify import commitment_of, main, verify_export

__all__ = ["commitment_of", "main", "verify_export"]
