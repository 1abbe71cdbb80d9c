"""The tuner keeps the task's Target: build knobs become attributes on the object, never text parsed again."""

from __future__ import annotations

import pytest

from tgtbuild.targets import Target, parse_target
from tgtbuild.tune.candidate import BUILD_KNOBS, apply_target


@pytest.mark.parametrize("text", ["rasp4b", "aarch64-linux-gnu", "llvm -mtriple=aarch64-linux-gnu -mcpu=cortex-a53",
                                  "x86_64-linux-musl"])
@pytest.mark.parametrize("point", [{}, {"mcpu": "cortex-a72"}, {"opt_level": 2},
                                   {"mcpu": "cortex-a76", "mattr": "+dotprod", "opt_level": 3}])
def test_build_knobs_make_the_target_their_text_words_would(text: str, point: dict) -> None:
    target = parse_target(text)
    words = [f"-{attr}={point[name]}" for name, attr in BUILD_KNOBS.items() if name in point]
    made = apply_target(target, point)
    assert isinstance(made, Target)
    assert made == parse_target(" ".join([str(target), *words]))
    assert str(made) == str(parse_target(" ".join([str(target), *words])))


def test_a_knob_value_the_kind_refuses_is_refused_as_its_text_would_be() -> None:
    with pytest.raises(Exception) as from_object:
        apply_target(parse_target("rasp4b"), {"opt_level": "fast"})
    with pytest.raises(Exception) as from_text:
        parse_target(f"{parse_target('rasp4b')} -opt-level=fast")
    assert type(from_object.value) is type(from_text.value) and str(from_object.value) == str(from_text.value)


def test_a_tasks_argument_specs_are_parsed_once() -> None:
    from tgtbuild.tune.measure import Task

    task = Task("k", ("f32[4]", "f32[4]:out"), ("/src/k.c",), parse_target("rasp4b"))
    assert task.specs is task.specs and [s.is_output for s in task.specs] == [False, True]
