"""Log filters. Tokens and daily seeds must never reach a log line."""

from __future__ import annotations

import logging
import re

_SECRETS = [
    (re.compile(r"(?i)(authorization:?\s*(?:token|bearer)\s+)[\w.\-]+"), r"\1[redacted]"),
    (re.compile(r"(?i)((?:token|seed|password)[\"']?\s*[:=]\s*[\"']?)[^\s\"',&]+"), r"\1[redacted]"),
    (re.compile(r"(?i)([?&](?:token|seed)=)[^&\s]+"), r"\1[redacted]"),
]


def redact(text: str) -> str:
    for pattern, replacement in _SECRETS:
        text = pattern.sub(replacement, text)
    return text


class RedactSecretsFilter(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        cleaned = redact(message)
        if cleaned != message:
            record.msg, record.args = cleaned, None
        return True
