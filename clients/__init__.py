"""Clients of the public API: the terminal client (``clients.terminal``). The web client lives in
``static/web/`` and ``templates/web/``."""
