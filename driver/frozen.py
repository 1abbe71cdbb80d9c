"""`@frozen`: tgtbuild's immutable value classes (requests, boards, toolchains, graph edges...), made cheaply.

They were `@dataclass(frozen=True)`. On Python 3.11 a frozen dataclass
compiles six methods from source text, each with its own `exec`: 0.3 to
1.3 ms a class on this project's machine. Configure alone made fifteen
(the request, the toolchain and its description, the graph's rules and
edges, the plan's options...), 11 ms of a 140 ms configure of 2,000 files,
the part of issue 35's configure row above its goal; the package holds
about sixty. Here only `__init__` is compiled (one `exec`, so constructing
is as fast as a dataclass's, faster in fact: the graph makes one Edge per
source); `__repr__`, `__eq__`, `__hash__`, ordering and the refusal to
assign are shared functions that read the class's field names. About
0.1 ms a class.

What callers relied on, kept: fields from the class's annotations, in
order; defaults and `field(default_factory=..., compare=False)`; a
`__post_init__` run after the fields are set (it may set a field with
`object.__setattr__`, as before); equality and hashing over the compared
fields, only between instances of the same class; `eq=False` for identity;
`order=True`; a dataclass-style repr; pickling and `copy`. `replace`,
`asdict` (shallow: the values themselves) and `fields` (names) stand in
for dataclasses' functions of the same names. Not kept: inheriting fields (no
value class here extended another); extending a @frozen class is a TypeError.
"""

from __future__ import annotations

import operator

TYPE_CHECKING = False  # not typing's: start-up paths import this module
if TYPE_CHECKING:
    import sys
    from collections.abc import Callable
    from typing import Any, TypeVar, overload

    if sys.version_info >= (3, 11):
        from typing import dataclass_transform
    else:
        from typing_extensions import dataclass_transform

    T = TypeVar("T")
else:
    # At run time the type checkers' two markers change nothing: importing typing (2 ms, -X importtime) for
    # them would cost every command that makes a value class.
    def overload(function: Any) -> Any:
        return function

    def dataclass_transform(**_: Any) -> Any:
        return overload

_MISSING: Any = object()


class FrozenInstanceError(AttributeError):
    """An assignment to a field of a frozen instance."""


class Field:
    """What `field()` returns in a class body: a field's default and whether it counts in `==`."""

    __slots__ = ("default", "factory", "compare")

    def __init__(self, default: Any, factory: Callable[[], Any] | None, compare: bool) -> None:
        self.default, self.factory, self.compare = default, factory, compare


def field(*, default: Any = _MISSING, default_factory: Callable[[], Any] | None = None,
          compare: bool = True) -> Any:
    """A field with a default made per instance (`default_factory`), or left out of `==` (`compare=False`)."""
    if default is not _MISSING and default_factory is not None:
        raise TypeError("field(): give default or default_factory, not both")
    return Field(default, default_factory, compare)


def _setattr(self: Any, name: str, value: Any) -> None:
    raise FrozenInstanceError(f"cannot assign to field {name!r} of a frozen {type(self).__name__}")


def _delattr(self: Any, name: str) -> None:
    raise FrozenInstanceError(f"cannot delete field {name!r} of a frozen {type(self).__name__}")


def _repr(self: Any) -> str:
    values = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__frozen_fields__)
    return f"{type(self).__qualname__}({values})"


def _compared_by(op: Callable[[Any, Any], Any]) -> Callable[[Any, Any], Any]:
    """`==` or an ordering over the compared fields, between instances of the same class only."""
    def compare(self: Any, other: Any) -> Any:
        if other.__class__ is self.__class__:
            return op(self.__frozen_key__(self), other.__frozen_key__(other))
        return NotImplemented

    return compare


_eq = _compared_by(operator.eq)
_ORDERING = {"__lt__": _compared_by(operator.lt), "__le__": _compared_by(operator.le),
             "__gt__": _compared_by(operator.gt), "__ge__": _compared_by(operator.ge)}


def _hash(self: Any) -> int:
    return hash(self.__frozen_key__(self))


def _key_of(names: tuple[str, ...]) -> Callable[[Any], tuple[Any, ...]]:
    """`instance -> tuple of its compared fields`; attrgetter returns a bare value for one name."""
    if len(names) > 1:
        return operator.attrgetter(*names)
    if names:
        one = operator.attrgetter(names[0])
        return lambda instance: (one(instance),)
    return lambda instance: ()


def _class_var(annotation: Any) -> bool:
    text = annotation if isinstance(annotation, str) else getattr(annotation, "__name__", "")
    return text.startswith(("ClassVar", "typing.ClassVar"))


def _init(cls: type, names: tuple[str, ...], defaults: dict[str, Any], factories: dict[str, Any]) -> Any:
    """The class's `__init__`, compiled once: positional-or-keyword parameters, as a dataclass's."""
    taken = {"self", "__values", "_MISSING"} & set(names)
    if taken:
        raise TypeError(f"{cls.__name__}: a field may not be named {', '.join(sorted(taken))}")
    params, body = [], []
    for name in names:
        if name in factories:
            params.append(f"{name}=_MISSING")
            body.append(f" __values[{name!r}] = _factory_{name}() if {name} is _MISSING else {name}")
        elif name in defaults:
            params.append(f"{name}=_default_{name}")
            body.append(f" __values[{name!r}] = {name}")
        else:
            params.append(name)
            body.append(f" __values[{name!r}] = {name}")
    if hasattr(cls, "__post_init__"):
        body.append(" self.__post_init__()")
    source = f"def __init__(self, {', '.join(params)}):\n __values = self.__dict__\n" + "\n".join(body or [" pass"])
    namespace: dict[str, Any] = {"_MISSING": _MISSING}
    namespace.update((f"_default_{n}", v) for n, v in defaults.items())
    namespace.update((f"_factory_{n}", f) for n, f in factories.items())
    exec(source, namespace)  # noqa: S102 - our own text: field names are identifiers from a class body
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    return init


@overload
def frozen(cls: type[T], /) -> type[T]: ...


@overload
def frozen(*, eq: bool = True, order: bool = False) -> Callable[[type[T]], type[T]]: ...  # noqa: F811 - typing.overload


# dataclass_transform (PEP 681): type checkers and IDEs see each class's __init__ (its fields, `field()`'s
# defaults), its ==, ordering and immutability, as they would a frozen dataclass's.
@dataclass_transform(frozen_default=True, field_specifiers=(field,))
def frozen(cls: type[T] | None = None, /, *, eq: bool = True, order: bool = False) -> Any:  # noqa: F811 - the overloads' body
    """Make `cls` an immutable class of the fields its annotations name (see the module docs)."""
    def build(cls: type[T]) -> type[T]:
        inherited = [base.__name__ for base in cls.__mro__[1:] if "__frozen_fields__" in base.__dict__]
        if inherited:  # a base's fields would be silently dropped from __init__, ==, repr and replace
            raise TypeError(f"{cls.__name__}: a @frozen class cannot extend another ({', '.join(inherited)}); "
                            "hold it as a field instead")
        names: list[str] = []
        compared: list[str] = []
        defaults: dict[str, Any] = {}
        factories: dict[str, Any] = {}
        for name, annotation in cls.__dict__.get("__annotations__", {}).items():
            if _class_var(annotation):
                continue
            value = cls.__dict__.get(name, _MISSING)
            compare = True
            if isinstance(value, Field):
                compare = value.compare
                if value.factory is not None:
                    factories[name] = value.factory
                value = value.default
                if value is _MISSING:
                    delattr(cls, name)
                else:
                    setattr(cls, name, value)
            if value is not _MISSING:
                defaults[name] = value
            elif names and name not in factories and (names[-1] in defaults or names[-1] in factories):
                raise TypeError(f"{cls.__name__}: field {name!r} without a default follows one with a default")
            names.append(name)
            if compare:
                compared.append(name)
        cls.__frozen_fields__ = tuple(names)
        cls.__frozen_key__ = staticmethod(_key_of(tuple(compared)))
        cls.__init__ = _init(cls, cls.__frozen_fields__, defaults, factories)
        cls.__setattr__ = _setattr
        cls.__delattr__ = _delattr
        if "__repr__" not in cls.__dict__:
            cls.__repr__ = _repr
        if eq and "__eq__" not in cls.__dict__:
            cls.__eq__ = _eq
            if "__hash__" not in cls.__dict__ or cls.__dict__["__hash__"] is None:  # a class body's __eq__ sets it None
                cls.__hash__ = _hash
        if order:
            for name, method in _ORDERING.items():
                setattr(cls, name, method)
        cls.__match_args__ = cls.__frozen_fields__
        return cls

    return build if cls is None else build(cls)


def fields(instance_or_class: Any) -> tuple[str, ...]:
    """The field names, in order."""
    return instance_or_class.__frozen_fields__


def asdict(instance: Any) -> dict[str, Any]:
    """{field name: value}, the values themselves (no copy, no recursion)."""
    return {name: getattr(instance, name) for name in instance.__frozen_fields__}


def replace(instance: T, **changes: Any) -> T:
    """A copy of `instance` with `changes`, through `__init__` (so its checks run again)."""
    unknown = [name for name in changes if name not in instance.__frozen_fields__]  # type: ignore[attr-defined]
    if unknown:
        raise TypeError(f"{type(instance).__name__} has no field {', '.join(map(repr, unknown))} "
                        f"(fields: {', '.join(instance.__frozen_fields__)})")  # type: ignore[attr-defined]
    return type(instance)(**{**asdict(instance), **changes})
