"""The deal generator ``deal-v1``: a seeded, portable, serializable PRNG.

Every shuffle of every game draws from one stream of this generator, so a deal can be rebuilt from its seed
in any language. ``docs/deals.md`` is the specification; its test vectors are checked by
``tests/engines/test_rng.py``.

The stream is SHA-256 in counter mode:

- ``key = SHA-256(b"deal-v1\\x00" + seed.encode("utf-8"))``
- block ``j`` is ``SHA-256(key + j.to_bytes(8, "big"))``; it yields four 64-bit words, big-endian.
- word ``k`` of the stream is word ``k % 4`` of block ``k // 4``.

>>> rng = DealRng.from_seed("example")
>>> rng.below(52) == DealRng.from_seed("example").below(52)
True
"""

from __future__ import annotations

import hashlib
import struct
from collections.abc import MutableSequence
from typing import Any, TypeVar

ALGORITHM = "deal-v1"
SEED_MIN_LENGTH = 1
SEED_MAX_LENGTH = 128
_TWO_64 = 1 << 64
_LIMITS_SIZE = 129
# The rejection limits of below() for the bounds of every shuffle up to 128 cards, computed once.
_LIMITS = [0] + [_TWO_64 - (_TWO_64 % bound) for bound in range(1, _LIMITS_SIZE)]
_WORDS = struct.Struct(">4Q")  # a SHA-256 block as four big-endian 64-bit words

T = TypeVar("T")


class SeedError(ValueError):
    """A seed outside the accepted form (1 to 128 characters of text, without NUL)."""


def validate_seed(seed: object) -> str:
    if not isinstance(seed, str):
        raise SeedError("The seed must be a string.")
    if not SEED_MIN_LENGTH <= len(seed) <= SEED_MAX_LENGTH:
        raise SeedError(f"The seed must be {SEED_MIN_LENGTH} to {SEED_MAX_LENGTH} characters long.")
    if "\x00" in seed:  # databases cannot store NUL in text; refusing it here keeps engine and API in step
        raise SeedError("The seed may not contain the NUL character.")
    try:
        seed.encode("utf-8")
    except UnicodeEncodeError as exc:  # lone surrogates cannot be hashed portably
        raise SeedError("The seed must be valid UTF-8 text.") from exc
    return seed


class DealRng:
    """SHA-256 counter-mode generator; its whole state is ``(key, position)``."""

    __slots__ = ("_block", "_block_index", "key", "position")

    def __init__(self, key: bytes, position: int = 0) -> None:
        if len(key) != 32:
            raise ValueError("deal-v1 keys are 32 bytes")
        self.key = key
        self.position = position
        self._block_index = -1
        self._block: tuple[int, ...] = (0, 0, 0, 0)

    @classmethod
    def from_seed(cls, seed: str) -> DealRng:
        validate_seed(seed)
        return cls(hashlib.sha256(b"deal-v1\x00" + seed.encode("utf-8")).digest())

    def next_u64(self) -> int:
        block_index, word = divmod(self.position, 4)
        if block_index != self._block_index:
            digest = hashlib.sha256(self.key + block_index.to_bytes(8, "big")).digest()
            self._block = tuple(int.from_bytes(digest[i : i + 8], "big") for i in range(0, 32, 8))
            self._block_index = block_index
        self.position += 1
        return self._block[word]

    def below(self, bound: int) -> int:
        """An unbiased integer in ``[0, bound)``: words at or above the largest multiple of ``bound`` are
        rejected and redrawn, so every result is equally likely."""
        if bound < 1:
            raise ValueError("bound must be at least 1")
        limit = _TWO_64 - (_TWO_64 % bound)
        while True:
            word = self.next_u64()
            if word < limit:
                return word % bound

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates in place, from the last index down: ``j = below(i + 1)``, swap ``i`` and ``j``.

        The same draws as calling :meth:`below` for each index, inlined: shuffles are most of the cost of a
        deal, and deals are most of the cost of replaying a short game."""
        position, block_index, block = self.position, self._block_index, self._block
        keyed = hashlib.sha256(self.key)
        for i in range(len(items) - 1, 0, -1):
            bound = i + 1
            limit = _LIMITS[bound] if bound < _LIMITS_SIZE else _TWO_64 - (_TWO_64 % bound)
            while True:
                index = position >> 2
                if index != block_index:
                    hasher = keyed.copy()
                    hasher.update(index.to_bytes(8, "big"))
                    block, block_index = _WORDS.unpack(hasher.digest()), index
                word = block[position & 3]
                position += 1
                if word < limit:
                    break
            j = word % bound
            items[i], items[j] = items[j], items[i]
        self.position, self._block_index, self._block = position, block_index, block

    def shuffled(self, items: list[T]) -> list[T]:
        result = list(items)
        self.shuffle(result)
        return result

    def to_json(self) -> dict[str, Any]:
        return {"algorithm": ALGORITHM, "key": self.key.hex(), "position": self.position}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> DealRng:
        if data.get("algorithm") != ALGORITHM:
            raise ValueError(f"unknown generator {data.get('algorithm')!r}")
        return cls(bytes.fromhex(data["key"]), int(data["position"]))

    def copy(self) -> DealRng:
        clone = object.__new__(DealRng)  # every engine's copy of a state copies its generator: no checks
        clone.key, clone.position, clone._block_index, clone._block = (
            self.key,
            self.position,
            self._block_index,
            self._block,
        )
        return clone

    def __eq__(self, other: object) -> bool:
        return isinstance(other, DealRng) and (self.key, self.position) == (other.key, other.position)

    def __repr__(self) -> str:
        return f"DealRng(position={self.position})"
