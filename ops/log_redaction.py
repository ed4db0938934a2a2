"""Log filters. Tokens, passwords and daily seeds must never reach a log line, whichever logger writes it.

The filter sits on handlers, not loggers (a logger's filter does not see its children's records). Django's
``LOGGING`` puts it on our handler, but the ASGI server and Celery install handlers of their own: uvicorn's
access log wrote ``?token=`` in clear (issue 23). ``redact_every_handler`` is called where a server starts and
puts the filter on every handler that exists by then.
"""

from __future__ import annotations

import logging
import re
from typing import Any

_SECRETS = [
    (re.compile(r"(?i)(authorization:?\s*(?:token|bearer)\s+)[\w.\-]+"), r"\1[redacted]"),
    (re.compile(r"(?i)((?:token|seed|password)[\"']?\s*[:=]\s*[\"']?)[^\s\"',&]+"), r"\1[redacted]"),
    (re.compile(r"(?i)([?&](?:token|seed|password)=)[^&\s\"]+"), r"\1[redacted]"),
    (re.compile(r"pat_[\w\-]{16,}"), "pat_[redacted]"),  # our token keys, wherever they appear
]


def redact(text: str) -> str:
    for pattern, replacement in _SECRETS:
        text = pattern.sub(replacement, text)
    return text


def _redact_argument(value: Any) -> Any:
    return redact(value) if isinstance(value, str) else value


class RedactSecretsFilter(logging.Filter):
    """Redacts the message, each argument and the traceback text.

    Arguments are redacted one by one so that formatters that read them (uvicorn's access log unpacks
    ``record.args``) keep working; when a secret only appears once message and arguments are joined
    (``"Bearer %s"``), the record is replaced by its redacted text."""

    def filter(self, record: logging.LogRecord) -> bool:
        # The format string itself is left alone: redacting "seed=%s" would leave an argument without a place.
        if isinstance(record.args, tuple):
            record.args = tuple(_redact_argument(value) for value in record.args)
        elif isinstance(record.args, dict):
            record.args = {key: _redact_argument(value) for key, value in record.args.items()}
        try:
            message = record.getMessage()
        except Exception:  # a malformed record: leave it to logging's own error report
            return True
        cleaned = redact(message)
        if cleaned != message:
            record.msg, record.args = cleaned, None
        if record.exc_info and not record.exc_text:
            record.exc_text = redact(logging.Formatter().formatException(record.exc_info))
        elif record.exc_text:
            record.exc_text = redact(record.exc_text)
        return True


def redact_every_handler() -> None:
    """Put the filter on every handler of every logger configured so far (the server's own included)."""
    loggers = [logging.getLogger()] + [
        logger for logger in logging.Logger.manager.loggerDict.values() if isinstance(logger, logging.Logger)
    ]
    for logger in loggers:
        for handler in logger.handlers:
            if not any(isinstance(existing, RedactSecretsFilter) for existing in handler.filters):
                handler.addFilter(RedactSecretsFilter())
