"""The contract every game engine follows (after OpenSpiel's Game/State).

A :class:`GameDefinition` is stateless: it creates states, lists and applies actions, and projects views.
States are plain dataclasses owned by each engine (subclasses of :class:`EngineState`); ``apply`` never
mutates the state it is given, it returns a new one. Actions are JSON objects (``dict``) with a ``type``.

Two errors, both with a sentence a player understands:

- :class:`InvalidActionError`: the action is malformed (not an object, unknown type, missing or extra
  fields, wrong value types, a card code that does not exist).
- :class:`IllegalActionError`: the action is well formed but the rules forbid it now.

``{"type": "resign"}`` is the platform's resign action. It is legal in every phase until the end, accepted
by every engine through :meth:`GameDefinition.apply`, and deliberately *not* listed by ``legal_actions``
(so that random players and bots never resign by accident).
"""

from __future__ import annotations

import copy
import dataclasses
import enum
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, TypeVar, cast

from games.engines.rng import DealRng, SeedError, validate_seed
from games.engines.shapes import action_kind, declared_fields

Action = dict[str, Any]
JSON = Any

RESIGN: Action = {"type": "resign"}
RESIGNED = "resigned"
# Part of the contract: a rank key has at most this many parts, because a board stores and orders four
# (``leaderboards.models.Score.rank_1`` .. ``rank_4``); a shorter key ranks as if padded with zeros.
MAX_RANK_PARTS = 4


class EngineError(Exception):
    """Base of the errors an engine raises about a request; the message is shown to the player."""

    code = "engine_error"

    def __init__(self, message: str, **details: Any) -> None:
        super().__init__(message)
        self.message = message
        self.details = details


class InvalidActionError(EngineError):
    code = "invalid_action"


class IllegalActionError(EngineError):
    code = "illegal_action"


class InvalidOptionsError(EngineError):
    code = "invalid_options"

    def __init__(self, message: str, *, option: str | None = None, **details: Any) -> None:
        super().__init__(message, option=option, **details)
        self.option = option


class InvalidSeedError(EngineError):
    code = "invalid_seed"


class UnsupportedVersionError(EngineError):
    """A play, score or day recorded under an engine version this checkout can no longer replay."""

    code = "unsupported_engine_version"


class InvalidStateError(EngineError):
    """A stored state that cannot be read back (corrupt or from another engine version)."""

    code = "invalid_state"


class Status(enum.Enum):
    PLAYING = "playing"
    WON = "won"
    LOST = "lost"


_PLAYING = Status.PLAYING  # module constants: an enum member lookup costs on the hot path
_RESIGN_TYPE = RESIGN["type"]


# ------------------------------------------------------------------------------------------------- options


@dataclass(frozen=True)
class OptionSpec:
    """One option: its type (``bool``, ``int``, ``str``), default, allowed values and a one-line help."""

    name: str
    type: type[Any]
    default: Any
    description: str
    choices: tuple[Any, ...] | None = None
    minimum: int | None = None
    maximum: int | None = None
    view_only: bool = False  # changes what is shown, never what is legal

    def validate(self, value: Any) -> Any:
        # A number with no fraction is a whole number (JSON Schema, the API's schema, calls 6.0 an integer).
        if self.type is int and type(value) is float and value.is_integer():
            value = int(value)
        # bool is a subclass of int: refuse True where a number is wanted, and 1 where a flag is wanted.
        if type(value) is not self.type:
            raise InvalidOptionsError(
                f"Option '{self.name}' must be {_type_words(self.type)}, not {value!r}.", option=self.name
            )
        if self.choices is not None and value not in self.choices:
            allowed = ", ".join(repr(c) for c in self.choices)
            raise InvalidOptionsError(
                f"Option '{self.name}' must be one of {allowed}; got {value!r}.", option=self.name
            )
        if self.minimum is not None and value < self.minimum:
            raise InvalidOptionsError(
                f"Option '{self.name}' must be at least {self.minimum}; got {value!r}.", option=self.name
            )
        if self.maximum is not None and value > self.maximum:
            raise InvalidOptionsError(
                f"Option '{self.name}' must be at most {self.maximum}; got {value!r}.", option=self.name
            )
        return value

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "name": self.name,
            "type": {bool: "boolean", int: "integer", str: "string"}[self.type],
            "default": self.default,
            "description": self.description,
        }
        if self.choices is not None:
            data["choices"] = list(self.choices)
        if self.minimum is not None:
            data["minimum"] = self.minimum
        if self.maximum is not None:
            data["maximum"] = self.maximum
        if self.view_only:
            data["view_only"] = True
        return data


def _type_words(kind: type) -> str:
    return {bool: "true or false", int: "a whole number", str: "a string"}[kind]


@dataclass(frozen=True)
class Preset:
    name: str
    description: str
    options: Mapping[str, Any] = field(default_factory=dict)  # overrides of the defaults

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "description": self.description, "options": dict(self.options)}


@dataclass(frozen=True)
class OptionsSchema:
    options: tuple[OptionSpec, ...]
    presets: tuple[Preset, ...]
    default_preset: str

    def __post_init__(self) -> None:
        names = {p.name for p in self.presets}
        if self.default_preset not in names:
            raise ValueError(f"default preset {self.default_preset!r} is not among the presets")
        for preset in self.presets:
            self.resolve(dict(preset.options))  # a preset must itself be valid

    @property
    def defaults(self) -> dict[str, Any]:
        return {spec.name: spec.default for spec in self.options}

    def preset(self, name: str) -> Preset:
        for preset in self.presets:
            if preset.name == name:
                return preset
        allowed = ", ".join(p.name for p in self.presets)
        raise InvalidOptionsError(f"Unknown preset '{name}'; choose one of {allowed}.", option="preset")

    def resolve(self, options: Mapping[str, Any] | None = None, preset: str | None = None) -> dict[str, Any]:
        """Defaults, then the preset's overrides, then the given options; every value validated."""
        if options is not None and not isinstance(options, Mapping):
            raise InvalidOptionsError("Options must be a JSON object.", option=None)
        resolved = self.defaults
        if preset is not None:
            resolved.update(self.preset(preset).options)
        specs = {spec.name: spec for spec in self.options}
        for name, value in (options or {}).items():
            if name not in specs:
                known = ", ".join(sorted(specs)) or "none"
                raise InvalidOptionsError(f"Unknown option '{name}' (known options: {known}).", option=name)
            resolved[name] = specs[name].validate(value)
        return resolved

    def preset_of(self, options: Mapping[str, Any]) -> str | None:
        """The name of the preset whose resolved options are exactly these, if any."""
        for preset in self.presets:
            if self.resolve(dict(preset.options)) == dict(options):
                return preset.name
        return None

    def to_json(self) -> dict[str, Any]:
        return {
            "options": [spec.to_json() for spec in self.options],
            "presets": [preset.to_json() for preset in self.presets],
            "default_preset": self.default_preset,
        }


# -------------------------------------------------------------------------------------------------- state


@dataclass(kw_only=True)
class EngineState:
    """What every engine's state carries. Engines subclass it with their own zones.

    ``rng`` is the deal generator *after* setup; engines that shuffle again during play (reshuffles, Jack
    transitions) keep drawing from it, so a stored state continues the same stream.
    """

    options: dict[str, Any]
    rng: DealRng
    # The rules this game is played under: None for the engine's current version, else an older one it
    # still replays (see ``GameDefinition.replayable_versions``). Rules that changed branch on it.
    engine_version: str | None = None
    status: Status = Status.PLAYING
    end_reason: str | None = None
    actions_taken: int = 0

    @property
    def is_over(self) -> bool:
        return self.status is not Status.PLAYING


S = TypeVar("S", bound=EngineState)


@dataclass(frozen=True)
class Outcome:
    status: Status
    end_reason: str | None
    score: int
    rank_key: tuple[int, ...]

    def __post_init__(self) -> None:
        # A longer key could not be ranked as the game orders it: refuse it rather than cut it.
        if len(self.rank_key) > MAX_RANK_PARTS:
            raise ValueError(
                f"A rank key has at most {MAX_RANK_PARTS} parts; {list(self.rank_key)} has {len(self.rank_key)}."
            )

    def to_json(self) -> dict[str, Any]:
        return {
            "status": self.status.value,
            "end_reason": self.end_reason,
            "score": self.score,
            "rank_key": list(self.rank_key),
        }


class GameDefinition(ABC, Generic[S]):
    """One game. Subclasses set the class attributes and implement the abstract methods.

    What subclasses implement work on *their* state type and may mutate the state given to ``_apply``:
    :meth:`apply` hands them a private copy and only returns it when the action succeeded.
    """

    slug: ClassVar[str]
    name: ClassVar[str]
    engine_version: ClassVar[str]  # the rules new games are played under
    # Older versions whose plays, scores and published days still replay (a rules fix never rewrites
    # history: a game keeps the rules it was played under). Oldest first.
    replayable_versions: ClassVar[tuple[str, ...]] = ()
    options_schema: ClassVar[OptionsSchema]
    state_class: ClassVar[type[EngineState]]
    # Zones whose cards a player may not see; the view must name none of their cards.
    hidden_zones: ClassVar[tuple[str, ...]] = ()
    # An upper bound on the number of actions in one game, checked by the conformance suite.
    max_actions: ClassVar[int]
    rules_path: ClassVar[str] = ""  # docs/rules/<slug>.md
    # The declared shapes (games/engines/<slug>/shapes.py, see games/engines/shapes.py): what player_view
    # returns, and the union of the action classes (resign included) that legal_actions lists and apply takes.
    view_shape: ClassVar[type]
    action_shape: ClassVar[Any]

    # ---- abstract: the rules -------------------------------------------------------------------------

    @abstractmethod
    def _setup(self, rng: DealRng, options: dict[str, Any], version: str | None) -> S:
        """Build the initial state (with ``engine_version=version``): every shuffle of setup draws from
        ``rng`` in the order the rules say, then run the automatic steps up to the first decision."""

    @abstractmethod
    def legal_actions(self, state: S) -> list[Action]:
        """Every legal action (resign excepted), in a deterministic order; empty when the game is over."""

    def _apply(self, state: S, action: Action) -> Action | None:
        """Apply ``action`` to ``state`` in place: dispatch to the handler declared for its type with
        :func:`handles` (after checking the declared fields), then run :meth:`_after_action`.

        A handler validates (raising InvalidActionError / IllegalActionError *before* changing anything that
        matters: the copy is thrown away on error anyway), applies the action, and sets ``status`` and
        ``end_reason`` when the game ends. It returns the listed spelling of the action when the one given
        differs from it (cards of a set in another order, an equivalent route, an optional field), else
        None: the log stores the listed form. Bots call this directly on their own copies."""
        kind = action["type"]
        declared = self.action_types.get(kind)
        if declared is None:
            known = ", ".join([*sorted(self.action_types), RESIGN["type"]])
            raise InvalidActionError(f"{self.name} has no action '{kind}' (actions: {known}).", field="type")
        declared.check_fields(action)
        listed = declared.handler(self, state, action)
        if self._settles:
            self._after_action(state)
        return listed

    def _after_action(self, state: S) -> None:
        """The automatic steps every action is followed by (settling the position), if the game has any
        that its handlers do not run themselves."""

    @abstractmethod
    def score(self, state: S) -> int: ...

    @abstractmethod
    def rank_key(self, state: S) -> tuple[int, ...]: ...

    @abstractmethod
    def view(self, state: S) -> dict[str, Any]:
        """What the player may see, JSON-safe: hidden zones as counts only."""

    @abstractmethod
    def zones(self, state: S) -> dict[str, list[str]]:
        """Every card code by zone name (for card conservation and hidden-zone checks). A card is in
        exactly one zone; zones named in ``hidden_zones`` are the face-down ones."""

    # ---- optional hooks ------------------------------------------------------------------------------

    def describe_action(self, state: S, action: Action) -> str:
        """The action in words, for clients that list legal actions as text: the description declared with
        its type (for a legal action of ``state``)."""
        kind = action.get("type", "")
        if kind == RESIGN["type"]:
            return "Resign"
        declared = self.action_types.get(kind)
        if declared is None or declared.describe is None:
            return ", ".join(f"{k} {v}" for k, v in action.items())
        return declared.describe(self, state, action)

    # ---- the table of action types, built from the @handles declarations ------------------------------

    action_types: ClassVar[dict[str, ActionType]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        table = dict(cls.action_types)
        for value in vars(cls).values():
            declared = getattr(value, "declared_action", None)
            if declared is not None:
                table[declared.type] = declared
        cls.action_types = table
        cls._settles = cls._after_action is not GameDefinition._after_action

    _settles: ClassVar[bool] = False  # whether _after_action does anything (skipped on the hot path if not)

    def sample_hidden(self, state: S, rng: random.Random) -> S:
        """A copy of ``state`` in which the cards of the hidden zones are dealt again at random among those
        zones (each zone keeping its size), plus any hidden generator state replaced: the position as a
        player who cannot see those cards must consider it. Bots search over such samples. Engines with
        hidden zones override this; without hidden zones the position is fully known."""
        if self.hidden_zones:
            raise NotImplementedError(f"{self.slug} has hidden zones and must implement sample_hidden")
        return self.copy_state(state)

    def copy_state(self, state: S) -> S:
        """A deep copy; engines with large states override this with a faster one."""
        return copy.deepcopy(state)

    def state_to_json(self, state: S) -> dict[str, Any]:
        data: dict[str, Any] = {}
        for f in dataclasses.fields(state):
            if f.name != "engine_version":  # stored beside the state, by serialize
                data[f.name] = _to_json(getattr(state, f.name))
        return data

    def state_from_json(self, data: Mapping[str, Any]) -> S:
        try:
            kwargs = dict(data)
            kwargs["rng"] = DealRng.from_json(kwargs["rng"])
            kwargs["status"] = Status(kwargs["status"])
            # state_class is this definition's S, which a ClassVar cannot spell.
            return cast(S, self.state_class(**self._decode_fields(kwargs)))
        except (KeyError, TypeError, ValueError) as exc:
            raise InvalidStateError(f"This {self.name} state cannot be read: {exc}") from exc

    def _decode_fields(self, kwargs: dict[str, Any]) -> dict[str, Any]:
        """Turn JSON values back into the engine's own types (tuples, nested dataclasses, enums)."""
        return kwargs

    # ---- the platform: everything below is shared by every engine ------------------------------------

    def resolve_options(
        self, options: Mapping[str, Any] | None = None, preset: str | None = None
    ) -> dict[str, Any]:
        return self.options_schema.resolve(options, preset)

    @property
    def engine_versions(self) -> tuple[str, ...]:
        """Every version this checkout replays, oldest first, the current one last."""
        return (*self.replayable_versions, self.engine_version)

    def rules_version(self, version: str | None) -> str | None:
        """The state's ``engine_version`` for a game recorded under ``version`` (None: the current rules).
        Raises UnsupportedVersionError for a version this checkout cannot replay."""
        if version is None or version == self.engine_version:
            return None
        if version not in self.replayable_versions:
            known = ", ".join(self.engine_versions)
            raise UnsupportedVersionError(
                f"{self.name} engine {version!r} cannot be replayed here (versions: {known}).",
                version=version,
            )
        return version

    def version_of(self, state: S) -> str:
        return state.engine_version or self.engine_version

    def new_game(
        self,
        seed: str,
        options: Mapping[str, Any] | None = None,
        preset: str | None = None,
        *,
        version: str | None = None,
    ) -> S:
        """A new deal. ``version`` replays a game recorded under an older engine version."""
        try:
            validate_seed(seed)
        except SeedError as exc:
            raise InvalidSeedError(str(exc)) from exc
        rules = self.rules_version(version)
        resolved = self.resolve_options(options, preset)
        return self._setup(DealRng.from_seed(seed), resolved, rules)

    def apply(self, state: S, action: Action) -> S:
        """The state after ``action``; ``state`` is never changed. Raises InvalidActionError or
        IllegalActionError (and nothing else) for an action that is not one of ``legal_actions``' or
        another spelling of one."""
        self._check_envelope(state, action)
        if action["type"] == _RESIGN_TYPE:
            return self.resign(state)
        after = self.copy_state(state)
        self._apply(after, action)
        after.actions_taken += 1
        return after

    def canonical_action(self, state: S, action: Action) -> Action:
        """The listed spelling of an accepted action (what the log stores)."""
        return self.apply_logged(state, action)[1]

    def apply_logged(self, state: S, action: Action) -> tuple[S, Action]:
        """``apply``, plus the action as the log stores it: the listed (canonical) spelling, so that two
        equal games have equal logs."""
        self._check_envelope(state, action)
        if action["type"] == RESIGN["type"]:
            return self.resign(state), dict(RESIGN)
        after = self.copy_state(state)
        listed = self._apply(after, action)
        after.actions_taken += 1
        return after, action if listed is None else listed

    def _check_envelope(self, state: S, action: Action) -> None:
        """What every action must be before its type is looked at: an object with a string type, a game
        still playing, a resign without fields."""
        if type(action) is not dict and not isinstance(action, dict):
            raise InvalidActionError("An action must be a JSON object with a 'type'.")
        kind = action.get("type")
        if type(kind) is not str and not isinstance(kind, str):
            raise InvalidActionError("An action needs a 'type' that is a string.")
        if state.status is not _PLAYING:
            raise IllegalActionError("The game is over: no more actions are accepted.")
        if kind == _RESIGN_TYPE and len(action) != 1:
            raise InvalidActionError("A resign action has no fields besides 'type'.")

    def _apply_in_place(self, state: S, action: Action) -> None:
        """The fast path of :meth:`replay`: the same checks and effects as ``apply``, on ``state`` itself
        (no copy per action). Only for a state nobody else holds: after an error it is left half-changed."""
        kind = action.get("type") if type(action) is dict else None
        declared = self.action_types.get(kind) if type(kind) is str and state.status is _PLAYING else None
        if declared is None:  # anything but a well-formed action of a declared type: the general path
            self._check_envelope(state, action)
            if action["type"] == _RESIGN_TYPE:
                state.status, state.end_reason = Status.LOST, RESIGNED
            else:
                self._apply(state, action)
        else:  # _apply, inlined: one call less per action of a replay
            declared.check_fields(action)
            declared.handler(self, state, action)
            if self._settles:
                self._after_action(state)
        state.actions_taken += 1

    def resign(self, state: S) -> S:
        if state.is_over:
            raise IllegalActionError("The game is over: there is nothing to resign.")
        after = self.copy_state(state)
        after.status = Status.LOST
        after.end_reason = RESIGNED
        after.actions_taken += 1
        return after

    def replay(
        self,
        seed: str,
        options: Mapping[str, Any] | None,
        actions: Iterable[Action],
        *,
        version: str | None = None,
    ) -> S:
        """The state after playing ``actions`` from the deal under engine ``version`` (default: the
        current one); raises on the first action that fails, with its index in ``details['index']``."""
        state = self.new_game(seed, options, version=version)  # a private state: changed in place
        step = self._apply_in_place
        for index, action in enumerate(actions):
            try:
                step(state, action)
            except EngineError as exc:
                exc.details["index"] = index
                raise
        return state

    def outcome(self, state: S) -> Outcome:
        return Outcome(state.status, state.end_reason, self.score(state), self.rank_key(state))

    def serialize(self, state: S) -> dict[str, Any]:
        return {
            "engine": self.slug,
            "engine_version": self.version_of(state),
            "state": self.state_to_json(state),
        }

    def deserialize(self, data: Mapping[str, Any]) -> S:
        if data.get("engine") != self.slug:
            raise InvalidStateError(f"This state belongs to {data.get('engine')!r}, not {self.slug!r}.")
        version = data.get("engine_version")
        if not isinstance(version, str) or version not in self.engine_versions:
            raise InvalidStateError(
                f"This state was stored by {self.slug} engine {version}, this checkout replays "
                f"{', '.join(self.engine_versions)}: replay its log instead."
            )
        state = self.state_from_json(data["state"])
        state.engine_version = self.rules_version(version)
        return state

    def player_view(self, state: S) -> dict[str, Any]:
        """The view with the outcome fields every client needs, the same keys in every game."""
        return {**self.view(state), **self.outcome(state).to_json()}

    def catalogue_entry(self) -> dict[str, Any]:
        return {
            "slug": self.slug,
            "name": self.name,
            "engine_version": self.engine_version,
            "options_schema": self.options_schema.to_json(),
            "hidden_zones": list(self.hidden_zones),
            "rules_path": self.rules_path,
        }


# Any game, whatever its state type: what the registry and the bots hand around.
AnyGame = GameDefinition[Any]


# Most of a state is strings, numbers and lists of them: answered before the slower checks (a move serializes
# its whole state; these checks in this order were a tenth of a move's CPU, cProfile).
_JSON_SCALARS = frozenset({str, int, float, bool, type(None)})


def _to_json(value: Any) -> JSON:
    kind = type(value)
    if kind in _JSON_SCALARS:
        return value
    if kind is list or kind is tuple:
        return [_to_json(v) for v in value]
    if kind is dict:
        return {str(k): _to_json(v) for k, v in value.items()}
    if isinstance(value, DealRng):
        return value.to_json()
    if isinstance(value, enum.Enum):
        return value.value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _to_json(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, Mapping):
        return {str(k): _to_json(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_to_json(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted(_to_json(v) for v in value)
    return value


# ------------------------------------------------------------------------------------------ action types


Handler = Callable[[Any, Any, Action], "Action | None"]
FieldTypes = type | tuple[type, ...]  # the JSON types a field may have
_ExactTypes = frozenset[type]  # spelled out here: inside ActionType, `type` is the field
_Class = type
Describer = Callable[[Any, Any, Action], str]


@dataclass(frozen=True)
class ActionType:
    """One action type of a game, declared once: its fields (the parser's shape check, derived from its class;
    None when the handler reads an unusual shape itself), its handler, its description and its class."""

    type: str
    handler: Handler
    fields: Mapping[str, FieldTypes] | None = None
    optional: tuple[str, ...] = ()
    describe: Describer | None = None
    shape: _Class | None = None  # the TypedDict of games/engines/<game>/shapes.py
    # Derived from fields in __post_init__ (not when fields is None): the fast path of check_fields.
    _exact: tuple[tuple[str, _ExactTypes], ...] = field(init=False, repr=False, compare=False)
    _allowed: frozenset[str] = field(init=False, repr=False, compare=False)
    _sizes: range = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.fields is None:
            return
        # The fast check of a well-formed action: exact JSON types (never bool for int) and no other field.
        exact = {
            name: frozenset(types if isinstance(types, tuple) else (types,))
            for name, types in self.fields.items()
        }
        object.__setattr__(self, "_exact", tuple(exact.items()))
        object.__setattr__(self, "_allowed", frozenset({"type", *self.fields, *self.optional}))
        object.__setattr__(
            self, "_sizes", range(1 + len(self.fields), 2 + len(self.fields) + len(self.optional))
        )

    def check_fields(self, action: Action) -> None:
        """Raise InvalidActionError naming the first field that is missing, unknown or of the wrong type."""
        if self.fields is None:
            return
        size = len(action)
        if size in self._sizes:
            get = action.get
            for name, types in self._exact:
                if type(get(name, _MISSING)) not in types:
                    break
            else:
                if size == self._sizes.start or self._allowed.issuperset(action):
                    return
        expect_fields(action, self.fields, self.optional)  # the slow path: finds the fault and says it


_MISSING = object()


def handles(kind: str, *, shape: type, describe: Describer | None = None) -> Callable[[Handler], Handler]:
    """Declare a method of a GameDefinition as the handler of the action type ``kind``.

    ``shape`` is the action's class (``<Game><Kind>Action`` in the game's ``shapes.py``): its required fields
    and their JSON types, and its optional ones, are what the platform checks (``expect_fields``) before
    calling the handler. ``describe(game, state, action)`` says a legal action in words. The handler is
    ``handler(game, state, action) -> listed form or None``.
    """
    if action_kind(shape) != kind:
        raise TypeError(f"{shape.__name__} declares the type {action_kind(shape)!r}, not {kind!r}")
    fields, optional = declared_fields(shape)

    def declare(handler: Handler) -> Handler:
        # An attribute of the function, read back when the class builds its table: mypy types no such thing.
        handler.declared_action = ActionType(  # type: ignore[attr-defined]
            kind, handler, fields, optional, describe, shape
        )
        return handler

    return declare


# ------------------------------------------------------------------------------------------ action parsing


def expect_fields(action: Action, required: Mapping[str, FieldTypes], optional: Sequence[str] = ()) -> None:
    """Check an action's fields: all required present with the right JSON type, nothing unknown.

    Raises InvalidActionError naming the field. ``bool`` is never accepted where ``int`` is asked.
    """
    kind = action.get("type")
    allowed = {"type", *required, *optional}
    extra = sorted(set(action) - allowed)
    if extra:
        raise InvalidActionError(f"A '{kind}' action has no field '{extra[0]}'.", field=extra[0])
    for name, types in required.items():
        if name not in action:
            raise InvalidActionError(f"A '{kind}' action needs the field '{name}'.", field=name)
        check_type(action, name, types)


def check_type(action: Action, name: str, types: FieldTypes) -> None:
    value = action[name]
    wanted = types if isinstance(types, tuple) else (types,)
    # bool is a subclass of int in Python, but true/false is never a number in an action.
    ok = isinstance(value, wanted) and not (isinstance(value, bool) and bool not in wanted)
    if not ok:
        words = " or ".join(
            {
                bool: "true/false",
                int: "a whole number",
                str: "a string",
                list: "a list",
                dict: "an object",
                type(None): "null",
            }.get(t, t.__name__)
            for t in wanted
        )
        raise InvalidActionError(f"Field '{name}' must be {words}, not {value!r}.", field=name)
