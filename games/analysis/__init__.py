"""Post-game analysis, the feature around ``games.engines.analysis`` (``docs/analysis.md``):

- ``services``: ask for a play's analysis (a row, one task enqueued) and compute it (the worker);
- ``selectors``: who may read it (never before the deal is public) and the continuation's positions;
- ``apis``: ``GET /api/v1/plays/<id>/analysis`` and ``.../analysis/<step>``.

The task is ``games.tasks.play_analyse``, on the ``analysis`` queue of its own (``CELERY_TASK_ROUTES``).
"""
