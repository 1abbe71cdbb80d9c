"""`BuildGraph`: the whole build as plain, immutable, checked data.

A graph is rules (a command template), pools, and edges (inputs → outputs
through a rule). It knows nothing about Ninja or Make syntax: `ninja.py` and
`make.py` render it. Every path in a graph is text relative to the build
directory, exactly as the build tool will see it; escaping happens only at
render time.

A command is a tuple of arguments. A `str` argument is a literal word (it is
shell-quoted, then escaped for the output format); a `Var` is a reference to a
build variable (`$in`, `$out`, or a per-edge variable) that the build tool
expands itself. Keeping the two apart is what lets a path with a space, a `$`
or a `:` survive both the shell and Ninja.

Mistakes that would make the build silently wrong are errors here, at
construction: a rule defined twice, an output with two producers, an edge
naming an unknown rule or pool.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from ..errors import TgtbuildError
from ..frozen import field, frozen


class GraphError(TgtbuildError):
    """A build graph that cannot be right (two producers, duplicate rule...)."""


@frozen(order=True)
class Var:
    """A build-variable reference inside a command: Var('in') renders as `$in`.

    `prefix`/`suffix` glue literal text to it (`@$out.rsp`); the build tool
    shell-quotes the value of `$in`/`$out`, so the glued word stays one word.
    """

    name: str
    prefix: str = ""
    suffix: str = ""

    def __post_init__(self) -> None:
        if not self.name.replace("_", "").isalnum():
            raise GraphError(f"build variable names are letters, digits and _: {self.name!r}")


@frozen
class Shell:
    """Shell syntax passed through unquoted (`&&`); only tgtbuild's own rules use it."""

    text: str


Arg = str | Var | Shell
IN, OUT = Var("in"), Var("out")


@frozen
class Pool:
    """A named limit on how many edges of the pool run at once."""

    name: str
    depth: int

    def __post_init__(self) -> None:
        if self.depth < 1:
            raise GraphError(f"pool {self.name}: depth must be at least 1, got {self.depth}")


@frozen
class Rule:
    """A command template shared by edges.

    `depfile` and `rspfile` are command-like tuples too (usually `$out.d`,
    `$out.rsp`); `deps` is "gcc" for Makefile-style depfiles.
    """

    name: str
    command: tuple[Arg, ...]
    description: tuple[Arg, ...] = ()
    depfile: tuple[Arg, ...] = ()
    deps: str | None = None
    rspfile: tuple[Arg, ...] = ()
    rspfile_content: tuple[Arg, ...] = ()
    pool: str | None = None
    generator: bool = False
    restat: bool = False

    def __post_init__(self) -> None:
        if not self.command:
            raise GraphError(f"rule {self.name}: empty command")
        if bool(self.rspfile) != bool(self.rspfile_content):
            raise GraphError(f"rule {self.name}: rspfile and rspfile_content go together")


@frozen
class Edge:
    """One build step: `outputs` from `inputs` through `rule`.

    `implicit` inputs are dependencies not passed on the command line,
    `order_only` only order the build. `variables` bind per-edge values
    (each a tuple of literal arguments) used by the rule's command.
    `source` and `language` mark a compile edge for compile_commands.json.
    """

    rule: str
    outputs: tuple[str, ...]
    inputs: tuple[str, ...] = ()
    implicit: tuple[str, ...] = ()
    order_only: tuple[str, ...] = ()
    implicit_outputs: tuple[str, ...] = ()
    variables: tuple[tuple[str, tuple[str, ...]], ...] = ()
    pool: str | None = None
    source: str | None = None

    def __post_init__(self) -> None:
        if not self.outputs:
            raise GraphError(f"an edge of rule {self.rule} has no outputs")
        for group in (self.outputs, self.inputs, self.implicit, self.order_only, self.implicit_outputs):
            for path in group:
                if not path or "\n" in path or "\0" in path:
                    raise GraphError(f"edge of rule {self.rule}: bad path {path!r}")

    @property
    def all_outputs(self) -> tuple[str, ...]:
        return self.outputs + self.implicit_outputs

    def var(self, name: str) -> tuple[str, ...]:
        for key, value in self.variables:
            if key == name:
                return value
        raise KeyError(name)


@frozen
class BuildGraph:
    """Rules, pools and edges, validated; `defaults` are what a plain build makes.

    `regen_inputs` are the files that shaped the build file (sources list,
    tag/kinds files, toolchain description, templates); `regen_command` re-runs
    the configure step. Both may be empty for a graph without regeneration.
    `files` are (path, text) pairs written at configure time beside the
    build file (the IR job list, link response files for Make).
    """

    rules: tuple[Rule, ...]
    edges: tuple[Edge, ...]
    pools: tuple[Pool, ...] = ()
    defaults: tuple[str, ...] = ()
    regen_command: tuple[Arg, ...] = ()
    regen_inputs: tuple[str, ...] = ()
    files: tuple[tuple[str, str], ...] = ()
    notes: tuple[str, ...] = field(default=(), compare=False)

    def __post_init__(self) -> None:
        rules: dict[str, Rule] = {}
        for rule in self.rules:
            if rule.name in rules:
                raise GraphError(f"rule {rule.name!r} is defined twice")
            rules[rule.name] = rule
        pools = {"console"}
        for pool in self.pools:
            if pool.name in pools:
                raise GraphError(f"pool {pool.name!r} is defined twice (console is built in)")
            pools.add(pool.name)
        producers: dict[str, Edge] = {}
        for edge in self.edges:
            if edge.rule not in rules and edge.rule != "phony":
                raise GraphError(f"edge for {edge.outputs[0]!r} uses unknown rule {edge.rule!r}")
            for pool in (edge.pool, rules[edge.rule].pool if edge.rule in rules else None):
                if pool is not None and pool not in pools:
                    raise GraphError(f"edge for {edge.outputs[0]!r} uses unknown pool {pool!r}")
            for out in edge.all_outputs:
                if out in producers:
                    raise GraphError(
                        f"output {out!r} is produced twice (rules {producers[out].rule} and {edge.rule});"
                        " two sources map to the same object name?"
                    )
                producers[out] = edge
        for path in self.defaults:
            if path not in producers:
                raise GraphError(f"default target {path!r} is not produced by any edge")

    def rule(self, name: str) -> Rule:
        for rule in self.rules:
            if rule.name == name:
                return rule
        raise KeyError(name)

    def producer(self, output: str) -> Edge | None:
        for edge in self.edges:
            if output in edge.all_outputs:
                return edge
        return None

    def expand(self, edge: Edge, args: Iterable[Arg]) -> list[str | Shell]:
        """`args` with $in/$out/edge variables replaced: the command the shell would get."""
        values: Mapping[str, tuple[str, ...]] = {"in": edge.inputs, "out": edge.outputs, **dict(edge.variables)}
        words: list[str | Shell] = []
        for arg in args:
            if isinstance(arg, Var):
                if arg.name not in values:
                    raise GraphError(f"rule {edge.rule}: variable ${arg.name} is not set on the edge")
                if (arg.prefix or arg.suffix) and len(values[arg.name]) != 1:
                    raise GraphError(f"rule {edge.rule}: ${arg.name} with affixes needs exactly one value")
                words.extend(arg.prefix + v + arg.suffix for v in values[arg.name])
            else:
                words.append(arg)
        return words

    def command(self, edge: Edge) -> list[str | Shell]:
        """The full argument list of a (non-phony) edge."""
        return self.expand(edge, self.rule(edge.rule).command)


class GraphBuilder:
    """Collects rules and edges; duplicate rules and outputs fail at once."""

    def __init__(self) -> None:
        self._rules: dict[str, Rule] = {}
        self._pools: dict[str, Pool] = {}
        self._edges: list[Edge] = []
        self._outputs: dict[str, str] = {}
        self._defaults: list[str] = []

    def rules(self) -> tuple[Rule, ...]:
        return tuple(self._rules.values())

    def rule(self, rule: Rule) -> str:
        if rule.name in self._rules:
            if self._rules[rule.name] == rule:
                return rule.name
            raise GraphError(f"rule {rule.name!r} is defined twice with different commands")
        self._rules[rule.name] = rule
        return rule.name

    def pool(self, pool: Pool) -> str:
        if pool.name in self._pools and self._pools[pool.name] != pool:
            raise GraphError(f"pool {pool.name!r} is defined twice")
        self._pools[pool.name] = pool
        return pool.name

    def edge(self, edge: Edge) -> Edge:
        for out in edge.all_outputs:
            if out in self._outputs:
                raise GraphError(f"output {out!r} is produced twice (rules {self._outputs[out]} and {edge.rule})")
            self._outputs[out] = edge.rule
        self._edges.append(edge)
        return edge

    def default(self, *paths: str) -> None:
        self._defaults.extend(p for p in paths if p not in self._defaults)

    def freeze(self, *, regen_command: tuple[Arg, ...] = (), regen_inputs: Iterable[str] = (),
               files: Iterable[tuple[str, str]] = (), notes: Iterable[str] = ()) -> BuildGraph:
        return BuildGraph(
            rules=tuple(self._rules.values()),
            edges=tuple(self._edges),
            pools=tuple(self._pools.values()),
            defaults=tuple(self._defaults),
            regen_command=regen_command,
            regen_inputs=tuple(sorted(set(regen_inputs))),
            files=tuple(files),
            notes=tuple(notes),
        )
