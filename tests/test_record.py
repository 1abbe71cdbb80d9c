"""tgtbuild.record.Record: the table rows behave as the namedtuples they replaced, and fail in words."""

from __future__ import annotations

import marshal
import pickle

import pytest

from tgtbuild.record import Record


class Pair(Record):
    """A test row: two fields, the second with a default."""

    __slots__ = ()
    left: str
    right: str = "r"


def test_positional_keyword_and_default_construction_give_the_same_tuple() -> None:
    assert Pair("a", "b") == Pair(left="a", right="b") == Pair("a", right="b") == ("a", "b")
    assert Pair("a") == ("a", "r") and Pair(left="a").right == "r"
    assert Pair._make(iter(["x", "y"])) == Pair("x", "y")
    assert hash(Pair("a", "b")) == hash(("a", "b"))
    assert Pair("a", "b").left == "a" and Pair("a", "b")[1] == "b"
    assert repr(Pair("a", 2)) == "Pair(left='a', right=2)"


def test_replace_pickle_and_the_plain_tuple_a_cache_keeps() -> None:
    row = Pair("a", "b")
    assert row._replace(right="c") == Pair("a", "c") and row == ("a", "b")
    back = pickle.loads(pickle.dumps(row))
    assert back == row and type(back) is Pair
    assert Pair(*marshal.loads(marshal.dumps(tuple(row)))) == row
    with pytest.raises(AttributeError):
        row.left = "z"  # type: ignore[misc]
    with pytest.raises(AttributeError):
        row.extra = 1  # type: ignore[attr-defined]  (__slots__: no instance dict)


@pytest.mark.parametrize("call, words", [
    (lambda: Pair(), "Pair is missing its field 'left'"),
    (lambda: Pair("a", "b", "c"), "Pair takes 2 values, not 3"),
    (lambda: Pair(left="a", rigth="b"), "Pair: unknown: rigth (fields: left, right)"),
    (lambda: Pair("a", left="b"), "Pair: given twice: left (fields: left, right)"),
    (lambda: Pair("a")._replace(middle=1), "Pair has no field(s) middle"),
])
def test_a_wrong_construction_names_the_field_and_the_fields_allowed(call, words: str) -> None:
    with pytest.raises(TypeError) as raised:
        call()
    assert str(raised.value) == words


def test_the_fields_are_the_annotations_in_order_and_the_defaults_the_values_of_the_last() -> None:
    class Row(Record):
        __slots__ = ()
        b: int
        a: tuple[str, ...] = ()
        c: str | None = None

    assert Row._fields == ("b", "a", "c") and Row._defaults == ((), None)
    assert Row(1) == (1, (), None) and Row(1, c="x").c == "x"


def test_a_subclass_that_annotates_nothing_keeps_its_bases_fields() -> None:
    class Named(Pair):
        __slots__ = ()

        def joined(self) -> str:
            return self.left + self.right

    assert Named._fields == ("left", "right") and Named("a").joined() == "ar"


def test_a_field_without_a_default_after_one_with_a_default_is_refused() -> None:
    with pytest.raises(TypeError, match="Bad: a field without a default follows 'a', which has one"):
        type("Bad", (Record,), {"__slots__": (), "__annotations__": {"a": "int", "b": "int"}, "a": 1})


def test_fields_named_in_a_fields_tuple_are_refused_for_the_annotations() -> None:
    """One list of fields: a `_fields` tuple beside (or instead of) the annotations is what drifted."""
    with pytest.raises(TypeError, match="Bad: annotate the fields in order"):
        type("Bad", (Record,), {"__slots__": (), "_fields": ("a",)})


def test_the_start_up_tables_are_records() -> None:
    """The rows `tgtbuild targets show` builds on every start (bench/startup.py) use no namedtuple."""
    from tgtbuild.elf import ElfFacts
    from tgtbuild.machines import Machine
    from tgtbuild.support import Row
    from tgtbuild.targets.kinds import AttrSpec, Kind, kinds
    from tgtbuild.targets.tags import Tag
    from tgtbuild.targets.triple import Triple
    from tgtbuild.tomlfile import Field

    for cls in (ElfFacts, Machine, Row, AttrSpec, Kind, Tag, Triple, Field):
        assert issubclass(cls, Record) and not hasattr(cls, "_asdict"), cls
    spec = kinds()["llvm"].spec("mcpu")
    assert isinstance(spec, AttrSpec) and spec.name == "mcpu" and spec.type == "str"
