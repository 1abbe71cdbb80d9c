"""`tgtbuild.frozen`: what the builder's value classes relied on from frozen dataclasses, kept."""

from __future__ import annotations

import copy
import pickle
from pathlib import Path
from typing import ClassVar

import pytest

from tgtbuild.frozen import FrozenInstanceError, asdict, field, fields, frozen, replace


@frozen
class Point:
    """A point."""

    x: int
    y: int = 0
    tags: list[str] = field(default_factory=list)
    note: str = field(default="", compare=False)
    LIMIT: ClassVar[int] = 10

    def __post_init__(self) -> None:
        if self.x > self.LIMIT:
            raise ValueError(f"x {self.x} over {self.LIMIT}")
        if self.y < 0:
            object.__setattr__(self, "y", -self.y)  # a check may normalise a field, as before


@frozen(order=True)
class Name:
    text: str


@frozen(eq=False)
class Loaded:
    path: str


def test_fields_come_from_annotations_in_order_without_class_vars() -> None:
    assert fields(Point) == ("x", "y", "tags", "note")
    assert fields(Point(1)) == ("x", "y", "tags", "note")


def test_construction_positional_keyword_defaults_and_factories() -> None:
    p = Point(1, 2, ["a"], note="n")
    assert (p.x, p.y, p.tags, p.note) == (1, 2, ["a"], "n")
    q = Point(x=3)
    assert (q.y, q.tags, q.note) == (0, [], "")
    assert Point(1).tags is not Point(1).tags  # one list per instance, as default_factory promises


def test_wrong_construction_fails_as_a_call_does() -> None:
    with pytest.raises(TypeError, match="x"):
        Point()  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="z"):
        Point(1, z=2)  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Point(1, 2, [], "", 5)  # type: ignore[call-arg]


def test_post_init_checks_and_normalises() -> None:
    with pytest.raises(ValueError, match="over 10"):
        Point(11)
    assert Point(1, -4).y == 4


def test_fields_cannot_be_assigned_or_deleted() -> None:
    p = Point(1)
    with pytest.raises(FrozenInstanceError, match="'x'.*Point"):
        p.x = 2  # type: ignore[misc]
    with pytest.raises(AttributeError):
        del p.y
    assert p.x == 1


def test_equality_and_hash_over_compared_fields_of_the_same_class_only() -> None:
    assert Point(1, 2, note="a") == Point(1, 2, note="b")  # note: compare=False
    assert Point(1, 2) != Point(1, 3)
    assert hash(Name("a")) == hash(Name("a"))
    assert {Name("a"), Name("a"), Name("b")} == {Name("a"), Name("b")}

    @frozen
    class Other:
        text: str

    assert Name("a") != Other("a")  # same fields, another class: not equal, as dataclasses
    assert Name("a") != ("a",)


def test_order_only_where_asked() -> None:
    assert sorted([Name("b"), Name("a")]) == [Name("a"), Name("b")]
    assert Name("a") <= Name("a") < Name("b") and Name("b") >= Name("b") > Name("a")
    with pytest.raises(TypeError):
        assert Point(1) < Point(2)  # type: ignore[operator]


def test_eq_false_means_identity() -> None:
    a, b = Loaded("p"), Loaded("p")
    assert a != b and a == a
    assert len({a, b}) == 2


def test_repr_is_a_dataclass_repr() -> None:
    assert repr(Point(1, 2, ["t"], "n")) == "Point(x=1, y=2, tags=['t'], note='n')"


def test_a_field_without_default_after_one_with_default_is_refused() -> None:
    with pytest.raises(TypeError, match="'b' without a default follows"):
        @frozen
        class Bad:
            a: int = 0
            b: int


def test_field_refuses_default_and_factory_together() -> None:
    with pytest.raises(TypeError, match="not both"):
        field(default=1, default_factory=list)


def test_replace_builds_through_init_and_names_unknown_fields() -> None:
    p = Point(1, 2, ["t"])
    q = replace(p, y=-5)
    assert (q.x, q.y, q.tags) == (1, 5, ["t"]) and p.y == 2  # __post_init__ ran on the copy
    with pytest.raises(ValueError, match="over 10"):
        replace(p, x=20)
    with pytest.raises(TypeError, match=r"no field 'z' \(fields: x, y, tags, note\)"):
        replace(p, z=1)


def test_asdict_is_shallow() -> None:
    tags = ["t"]
    assert asdict(Point(1, 2, tags)) == {"x": 1, "y": 2, "tags": ["t"], "note": ""}
    assert asdict(Point(1, 2, tags))["tags"] is tags


def test_pickle_and_copy_keep_values_and_frozenness() -> None:
    p = Point(1, 2, ["t"], "n")
    for clone in (pickle.loads(pickle.dumps(p)), copy.copy(p), copy.deepcopy(p)):
        assert clone == p and clone.note == "n" and type(clone) is Point
        with pytest.raises(FrozenInstanceError):
            clone.x = 3  # type: ignore[misc]


def test_the_builders_values_are_frozen_classes() -> None:
    """The fifteen classes configure makes, built without dataclasses (the reason this module exists)."""
    from tgtbuild.builder.configure import Configured, Request
    from tgtbuild.builder.graph import BuildGraph, Edge, Pool, Rule, Shell, Var
    from tgtbuild.builder.plan import Component, PlanOptions
    from tgtbuild.builder.userflags import UserFlags
    from tgtbuild.toolchain.describe import Description
    from tgtbuild.toolchain.detect import Found
    from tgtbuild.toolchain.model import Toolchain, ToolchainStatus

    for cls in (Configured, Request, BuildGraph, Edge, Pool, Rule, Shell, Var, Component, PlanOptions, UserFlags,
                Description, Found, Toolchain, ToolchainStatus):
        assert "__frozen_fields__" in cls.__dict__ and "__dataclass_fields__" not in cls.__dict__, cls


def test_a_field_named_like_the_generated_inits_locals_is_refused() -> None:
    with pytest.raises(TypeError, match="may not be named self"):
        @frozen
        class Bad:
            self: int


def test_no_frozen_dataclass_is_left_in_the_package() -> None:
    """One way to make a value class: a frozen dataclass beside `@frozen` would be a second (and 6x dearer)."""
    package = Path(__file__).resolve().parent.parent / "driver"
    left = [f"{p.relative_to(package)}:{n}" for p in sorted(package.rglob("*.py"))
            for n, line in enumerate(p.read_text().splitlines(), 1) if line.startswith("@dataclass(frozen")]
    assert not left, left


def test_extending_a_frozen_class_is_refused_rather_than_dropping_its_fields() -> None:
    with pytest.raises(TypeError, match="cannot extend another .Name."):
        @frozen
        class Longer(Name):
            extra: int = 0
