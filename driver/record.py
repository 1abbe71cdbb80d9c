"""`Record`: the small immutable rows of tgtbuild's tables (tags, kinds, machines, triples, fields).

They were `collections.namedtuple`s, and before that dataclasses: dataclasses
import `inspect`, typing.NamedTuple imports `typing`, and namedtuple itself
builds each class by compiling source text, 60-80 µs a class on this
project's machine. Nine such classes are made on the way to the first line
`tgtbuild targets show` prints, half a millisecond of issue 24's 5 ms
budget. A `Record` subclass is a tuple whose fields are read through
`operator.itemgetter` properties: about 8 µs a class, and no import beyond
`operator` (which `collections` imports anyway).

What callers rely on, kept: positional and keyword construction with
defaults for the last fields, attribute and index access, equality and
hashing as tuples, `_make`, `_replace`, `_fields`, a readable repr, pickling
and marshal-free caching as a plain tuple (`tuple(record)`).

A subclass writes its fields once, as a dataclass does: annotated, in
order, the last ones with a default (`qemu: str = ""`). The fields and the
defaults are read from the class's own `__annotations__` (strings under
`from __future__ import annotations`: nothing is evaluated, typing is not
imported), so a type checker and the running code read the same list; each
Record had said it twice, a `_fields` tuple and the annotations beside it.
Reading them costs a 15-field class ~6,000 instructions more (valgrind's
count; the class body's annotations ~14,000), which the properties win back
by taking no doc text: the "field 3: name" each had was 2,300 (an f-string
and the doc slot), 35,000 of a 15-field class, and even the annotation's
text as the doc was 1,100 a field. help() lists `__annotations__` and
`_fields`; a field's own doc there is operator.itemgetter's.
"""

from __future__ import annotations

from operator import itemgetter

TYPE_CHECKING = False  # not typing's: `tgtbuild exec` and `targets show` import this module
if TYPE_CHECKING:
    from collections.abc import Iterable
    from typing import Any, ClassVar, TypeVar

    R = TypeVar("R", bound="Record")


class Record(tuple):
    """A tuple with named fields: a subclass annotates them in order, the last ones with their defaults."""

    __slots__ = ()
    _fields: ClassVar[tuple[str, ...]] = ()
    _defaults: ClassVar[tuple[Any, ...]] = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        own = cls.__dict__
        if "_fields" in own or "_defaults" in own:
            raise TypeError(f"{cls.__name__}: annotate the fields in order (name: type = default), not _fields")
        annotated = own.get("__annotations__")
        if annotated:  # a subclass that annotates nothing keeps its base's fields
            fields = cls._fields = tuple(annotated)
            given = [name for name in fields if name in own]
            if given and fields.index(given[0]) != len(fields) - len(given):
                raise TypeError(f"{cls.__name__}: a field without a default follows {given[0]!r}, which has one")
            cls._defaults = tuple([own[name] for name in given])
            for index, name in enumerate(fields):
                setattr(cls, name, property(itemgetter(index)))  # no doc: see the module's docstring

    def __new__(cls, *values: Any, **named: Any) -> Record:
        if named or len(values) != len(cls._fields):
            values = cls._complete(values, named)
        return tuple.__new__(cls, values)

    @classmethod
    def _complete(cls, values: tuple[Any, ...], named: dict[str, Any]) -> tuple[Any, ...]:
        """All the fields, in order, from positional `values`, `named` ones and the defaults, or a TypeError."""
        fields = cls._fields
        if len(values) > len(fields):
            raise TypeError(f"{cls.__name__} takes {len(fields)} values, not {len(values)}")
        unknown = sorted(n for n in named if n not in fields)
        twice = [n for n in fields[:len(values)] if n in named]
        if unknown or twice:
            raise TypeError(f"{cls.__name__}: {'unknown' if unknown else 'given twice'}: "
                            f"{', '.join(unknown or twice)} (fields: {', '.join(fields)})")
        first_default = len(fields) - len(cls._defaults)
        out = list(values)
        for index in range(len(values), len(fields)):
            name = fields[index]
            if name in named:
                out.append(named[name])
            elif index >= first_default:
                out.append(cls._defaults[index - first_default])
            else:
                raise TypeError(f"{cls.__name__} is missing its field {name!r}")
        return tuple(out)

    @classmethod
    def _make(cls: type[R], values: Iterable[Any]) -> R:
        return cls(*values)

    def _replace(self: R, **changes: Any) -> R:
        unknown = [n for n in changes if n not in self._fields]
        if unknown:
            raise TypeError(f"{type(self).__name__} has no field(s) {', '.join(unknown)}")
        return type(self)(*(changes.get(n, v) for n, v in zip(self._fields, self, strict=True)))

    def __getnewargs__(self) -> tuple[Any, ...]:
        return tuple(self)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({', '.join(f'{n}={v!r}' for n, v in zip(self._fields, self, strict=True))})"
