"""The sockets' JSON encoder (``StrictJsonWebsocketConsumer.encode_json``, orjson) writes the value the standard
library wrote: clients read the same message, only faster to make."""

from __future__ import annotations

import asyncio
import json

from hypothesis import given
from hypothesis import strategies as st

from api.websocket import StrictJsonWebsocketConsumer

# What a socket message is made of: JSON values whose numbers fit the 64 bits every message's numbers fit in.
json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**63), max_value=2**63 - 1)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(), inner, max_size=5),
    max_leaves=30,
)


def encoded(content) -> str:
    return asyncio.run(StrictJsonWebsocketConsumer.encode_json(content))


@given(json_values)
def test_it_encodes_every_message_to_the_value_the_standard_library_wrote(content):
    assert json.loads(encoded(content)) == json.loads(json.dumps(content))


def test_it_writes_non_ascii_as_utf8_and_integer_keys_as_strings_like_the_standard_library():
    content = {"type": "error", "message": "Le 7♥ n'a pas de partenaire: écart", 3: [1, 2]}
    text = encoded(content)
    assert "7♥" in text and "écart" in text  # UTF-8, not \u escapes
    assert (
        json.loads(text)
        == json.loads(json.dumps(content))
        == {
            "type": "error",
            "message": "Le 7♥ n'a pas de partenaire: écart",
            "3": [1, 2],
        }
    )
