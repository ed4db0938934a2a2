"""The race's pushes: after each change, the race as everyone sees it goes to its group on the channel layer
(every server process); each socket adds what is its own."""

from __future__ import annotations

import logging

from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer
from django.db import transaction

from races.selectors import race_public

logger = logging.getLogger(__name__)


def race_group(race_id) -> str:
    return f"race.{race_id}"


def after_commit_push(race_id) -> None:
    transaction.on_commit(lambda: race_broadcast(race_id=race_id))


def race_broadcast(*, race_id) -> None:
    """A push that fails is logged, never raised: the change is saved, and sockets read the race again when
    they reconnect."""
    try:
        layer = get_channel_layer()
        if layer is None:
            return
        message = {"type": "race.update", "race": race_public(race_id)}
        async_to_sync(layer.group_send)(race_group(race_id), message)
    except Exception:
        logger.warning("Could not push race %s", race_id, exc_info=True)
