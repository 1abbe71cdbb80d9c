"""The user's compile and link flags: what a C compiler driver takes, checked and ordered.

A kernel project is built with a handful of options (`-I`, `-D`, `-l`,
`-std=`, `-O2`, `-ffp-contract=off`); `UserFlags` holds them as plain values
so they can enter three places identically: the compile/link edges of the
ninja file (per language, as per-edge variables: ninja re-runs exactly the
edges whose command changed), compile_commands.json, and the build dir's
config (tgtbuild.json) and no-op key.

Order inside one compile command is the one gcc documents: the target's
own flags first (from the toolchain), then `-O`, `-ffast-math`,
`-ffp-contract=` (later wins, so `--fast-math --fp-contract off` means fast
math without contraction), `-std=`, `-D`/`-U` in the order given, `-I`,
`-isystem`, then free words: the environment's `CPPFLAGS`/`CFLAGS` (or
`CXXFLAGS`) before `--cflags`/`--cxxflags`, so the command line wins over
the environment, as with Make. Link: `-L`, `-Wl,...`, `LDFLAGS`,
`--ldflags` before the objects, `-l` after them.

Relative folders (`-I`, `-isystem`, `-L`, also inside the free words) are
made absolute against the folder they were given in: edges run inside the
build dir, where a relative path would mean something else.

IR sources take only `-O`, fast-math and fp-contract (see
`tgtbuild.codegen.fpmode` for what that means for IR), and
`--reoptimize-ir` (`tgtbuild.codegen.producer`: TVM's IR gets codegen only).
"""

from __future__ import annotations

import os
import re
import shlex
from collections.abc import Iterable, Mapping, Sequence

from ..errors import TgtbuildError, did_you_mean
from ..frozen import asdict, fields, frozen
from .fastpath import ENV_VARS  # the one list; kept where the no-op path reads it cheaply

FP_CONTRACT = ("off", "on", "fast")

# Patterns as text, compiled (and kept by re) on first use: a build without such flags compiles none
# (compiling the three at import was ~0.7 ms of every configure).
_MACRO = r"^[A-Za-z_][A-Za-z0-9_]*(\(.*\))?$"
_LIB = r"^[^\s/]+$|^:[^\s/]+$"
_STD = (r"^(c|gnu)(89|90|99|9x|11|1x|17|18|2x|23)$|^(c|gnu)\+\+(98|03|0x|11|1y|14|1z|17|2a|20|2b|23|2c|26)$"
        r"|^iso9899:(1990|199409|1999|2011|2017|2018)$")
# Words tgtbuild writes itself: given by the user they would break the edge or the output names.
_OWNED = {"-c": "tgtbuild compiles each source with -c itself", "-o": "name programs with -o NAME or --program",
          "-MD": "tgtbuild writes depfiles itself", "-MF": "tgtbuild writes depfiles itself",
          "-MMD": "tgtbuild writes depfiles itself", "-shared": "tgtbuild links lib<NAME>.so itself",
          "-target": "choose the target with --target", "--target": "choose the target with --target"}
_PATH_OPTIONS = ("-I", "-isystem", "-L", "-iquote", "-idirafter")


class FlagError(TgtbuildError):
    """A compiler-style option that cannot be used (bad macro name, owned word, bad -std)."""


@frozen
class UserFlags:
    """Compile and link options of one build (or of one project component). All plain values."""

    macros: tuple[str, ...] = ()          # "-DNAME", "-DNAME=VALUE", "-UNAME", in the order given
    includes: tuple[str, ...] = ()        # absolute folders for -I
    system_includes: tuple[str, ...] = ()  # absolute folders for -isystem
    lib_dirs: tuple[str, ...] = ()        # absolute folders for -L
    libs: tuple[str, ...] = ()            # names for -l (m, pthread, :libfoo.a)
    link_args: tuple[str, ...] = ()       # -Wl,... words as given
    std_c: str = ""                       # c11, gnu17... (-std= for C)
    std_cxx: str = ""                     # c++17... (-std= for C++)
    cflags: tuple[str, ...] = ()          # free words for C and assembly
    cxxflags: tuple[str, ...] = ()        # free words for C++
    ldflags: tuple[str, ...] = ()         # free words for links
    opt_level: int | None = None          # None: the target's
    fp_contract: str = ""                 # "", off, on, fast
    fast_math: bool = False
    reoptimize_ir: bool = False           # run LLVM's pipeline again on IR its producer optimised (TVM's)

    # ------------------------------------------------------------ words

    def _codegen_words(self) -> list[str]:
        words = [] if self.opt_level is None else [f"-O{self.opt_level}"]
        if self.fast_math:
            words.append("-ffast-math")
        if self.fp_contract:
            words.append(f"-ffp-contract={self.fp_contract}")
        return words

    def compile_words(self, lang: str) -> tuple[str, ...]:
        """The words for a compile edge of `lang` (c, c++, asm)."""
        words = self._codegen_words()
        std = self.std_cxx if lang == "c++" else self.std_c if lang == "c" else ""
        if std:
            words.append(f"-std={std}")
        words += self.macros
        words += [f"-I{d}" for d in self.includes]
        for folder in self.system_includes:
            words += ["-isystem", folder]
        words += self.cxxflags if lang == "c++" else self.cflags
        return tuple(words)

    def link_words(self) -> tuple[str, ...]:
        """Words before the objects of a link: -L, -Wl, free link words."""
        return (*(f"-L{d}" for d in self.lib_dirs), *self.link_args, *self.ldflags)

    def lib_words(self) -> tuple[str, ...]:
        """Words after the objects of a link: -l for each library."""
        return tuple(f"-l{lib}" for lib in self.libs)

    def ir_options(self) -> dict[str, object]:
        """What the IR step takes: opt level, contraction, fast math."""
        options: dict[str, object] = {"opt_level": self.opt_level, "fp_contract": self.fp_contract,
                                      "fast_math": self.fast_math}
        if self.reoptimize_ir:  # only when set: manifests (and their stamps) of other builds stay as they were
            options["reoptimize"] = True
        return options

    # ------------------------------------------------------------ combining and storing

    def merged(self, other: UserFlags) -> UserFlags:
        """`self` then `other`: lists concatenate, scalars of `other` win when set."""
        values = {}
        for name in fields(self):
            mine, theirs = getattr(self, name), getattr(other, name)
            if isinstance(mine, tuple):
                values[name] = mine + tuple(x for x in theirs if name in ("macros", "cflags", "cxxflags",
                                                                          "ldflags", "link_args") or x not in mine)
            elif name in ("fast_math", "reoptimize_ir"):
                values[name] = mine or theirs
            else:
                values[name] = theirs if theirs not in (None, "") else mine
        return UserFlags(**values)

    def config(self) -> dict[str, object]:
        """JSON-able form for tgtbuild.json and the no-op key (only fields that are set)."""
        default = UserFlags()
        return {k: list(v) if isinstance(v, tuple) else v for k, v in asdict(self).items()
                if v != getattr(default, k)}

    @classmethod
    def from_config(cls, data: Mapping[str, object] | None) -> UserFlags:
        data = data or {}
        return cls(**{k: tuple(v) if isinstance(v, list) else v for k, v in data.items()})  # type: ignore[arg-type]


# ---------------------------------------------------------------- parsing


def _absolute(folder: str, base: str) -> str:
    return os.path.normpath(os.path.join(base, os.path.expanduser(folder)))


def check_macro(word: str, option: str, where: str = "") -> str:
    """`NAME` or `NAME=VALUE` for -D (NAME only for -U), checked."""
    name = word.split("=", 1)[0]
    if not re.match(_MACRO, name) or (option == "-U" and "=" in word):
        raise FlagError(f"{where}{option} {word!r}: a macro is a C identifier"
                        + (" (optionally =VALUE), e.g. -DMINI_DATASET or -DN=100" if option == "-D"
                           else ", e.g. -UNDEBUG"))
    return word


def check_std(value: str, where: str = "") -> str:
    if not re.match(_STD, value):
        known = ["c99", "c11", "c17", "c23", "gnu11", "gnu17", "c++11", "c++14", "c++17", "c++20", "gnu++17"]
        raise FlagError(f"{where}-std={value!r}: not a C or C++ standard{did_you_mean(value, known)} "
                        f"(e.g. {', '.join(known[:4])} for C; c++17, gnu++20 for C++)")
    return value


def is_cxx_std(value: str) -> bool:
    return "++" in value


def split_words(text: str, option: str, where: str = "") -> tuple[str, ...]:
    """Shell words of a --cflags/--ldflags value or an environment variable."""
    try:
        return tuple(shlex.split(text))
    except ValueError as exc:
        raise FlagError(f"{where}{option} {text!r}: {exc} (the value is split into words like a shell does)") \
            from None


def free_words(words: Iterable[str], option: str, base: str, where: str = "") -> tuple[str, ...]:
    """Free compiler words, checked against what tgtbuild writes itself, with folders made absolute."""
    out: list[str] = []
    words = list(words)
    i = 0
    while i < len(words):
        word = words[i]
        owned = word if word in _OWNED else word.split("=")[0] if word.startswith(("--target=", "-target=")) else ""
        if owned or (word.startswith("-MF") and word != "-MF"):
            raise FlagError(f"{where}{option}: {word!r} cannot be passed through: "
                            f"{_OWNED[owned or '-MF']}")
        opt = next((o for o in _PATH_OPTIONS if word.startswith(o)), "")
        if opt and word == opt and i + 1 < len(words):
            out += [opt, _absolute(words[i + 1], base)]
            i += 2
            continue
        out.append(opt + _absolute(word[len(opt):], base) if opt and word != opt else word)
        i += 1
    return tuple(out)


def from_options(*, defines: Sequence[str] = (), undefines: Sequence[str] = (), includes: Sequence[str] = (),
                 system_includes: Sequence[str] = (), lib_dirs: Sequence[str] = (), libs: Sequence[str] = (),
                 warnings: Sequence[str] = (), std: Sequence[str] = (), cflags: Sequence[str] = (),
                 cxxflags: Sequence[str] = (), ldflags: Sequence[str] = (), opt_level: int | None = None,
                 fp_contract: str | None = None, fast_math: bool = False, reoptimize_ir: bool = False, base: str = "",
                 where: str = "", macro_order: Sequence[str] | None = None) -> UserFlags:
    """UserFlags from option values as a user wrote them (folders relative to `base`, default cwd).

    `warnings` are the values of `-W...` options: `l,ARGS` is a linker option
    (`-Wl,ARGS`), anything else a compiler warning flag for C and C++.
    `macro_order`, when given, is the full `-D`/`-U` sequence as typed
    (`-DX`, `-UY`), which keeps their relative order.
    """
    base = base or os.getcwd()
    if macro_order is None:
        macro_order = [f"-D{d}" for d in defines] + [f"-U{u}" for u in undefines]
    macros = tuple(m[:2] + check_macro(m[2:], m[:2], where) for m in macro_order)
    for lib in libs:
        if not re.match(_LIB, lib):
            raise FlagError(f"{where}-l {lib!r}: a library name (m for libm.so/libm.a, or :libfoo.a); "
                            "give its folder with -L DIR")
    link_args, warn = [], []
    for value in warnings:
        if value.startswith("l,"):
            link_args.append("-W" + value)
        elif value.startswith(("a,", "p,")):
            raise FlagError(f"{where}-W{value}: assembler/preprocessor pass-through is not supported; "
                            "use --cflags")
        else:
            warn.append("-W" + value)
    std_c = std_cxx = ""
    for value in std:
        check_std(value, where)
        if is_cxx_std(value):
            std_cxx = value
        else:
            std_c = value
    if fp_contract and fp_contract not in FP_CONTRACT:
        raise FlagError(f"{where}--fp-contract {fp_contract!r}: choose {', '.join(FP_CONTRACT)}"
                        f"{did_you_mean(fp_contract, FP_CONTRACT)}")
    return UserFlags(
        macros=macros,
        includes=tuple(_absolute(d, base) for d in includes),
        system_includes=tuple(_absolute(d, base) for d in system_includes),
        lib_dirs=tuple(_absolute(d, base) for d in lib_dirs),
        libs=tuple(libs),
        link_args=tuple(link_args),
        std_c=std_c,
        std_cxx=std_cxx,
        cflags=(*warn, *free_words(cflags, "--cflags", base, where)),
        cxxflags=(*warn, *free_words(cxxflags, "--cxxflags", base, where)),
        ldflags=free_words(ldflags, "--ldflags", base, where),
        opt_level=opt_level,
        fp_contract=fp_contract or "",
        fast_math=fast_math,
        reoptimize_ir=reoptimize_ir,
    )


def from_environment(environ: Mapping[str, str] | None = None, base: str = "") -> UserFlags:
    """CPPFLAGS, CFLAGS, CXXFLAGS and LDFLAGS as Make reads them (CPPFLAGS for both languages)."""
    env = os.environ if environ is None else environ
    base = base or os.getcwd()
    words = {name: free_words(split_words(env.get(name, ""), name), name, base) for name in ENV_VARS}
    return UserFlags(cflags=words["CPPFLAGS"] + words["CFLAGS"], cxxflags=words["CPPFLAGS"] + words["CXXFLAGS"],
                     ldflags=words["LDFLAGS"])


def environment_values(environ: Mapping[str, str] | None = None) -> dict[str, str]:
    """The flag variables that are set (for the no-op key: a changed CFLAGS must reconfigure)."""
    env = os.environ if environ is None else environ
    return {name: env[name] for name in ENV_VARS if env.get(name)}
