"""The tag loader: user folders, merge rules and data errors."""

import textwrap

import pytest

from tgtbuild import Target
from tgtbuild.errors import ConfigError, TargetError
from tgtbuild.targets import tags


@pytest.fixture
def user_tags(user_config):
    """A writer for tags/<name>.toml in the user config folder (tests/conftest.py's `user_config`)."""

    def write(name: str, text: str) -> None:
        (user_config / "tags" / f"{name}.toml").write_text(textwrap.dedent(text))
        tags.registry.cache_clear()

    return write


def test_user_tag_with_parent_and_alias(user_tags):
    user_tags("mine", """
        [tags."acme/board-1"]
        aliases = ["acme1"]
        parent = "arm/cortex-a72"
        num-cores = 2
        description = "our lab board"
    """)
    target = Target("acme1")
    assert target.tag == "acme/board-1"
    assert target.attrs["num-cores"] == 2
    assert target.attrs["mcpu"] == "cortex-a72"
    assert tags.registry().chain("acme1")[:2] == ["acme/board-1", "arm/cortex-a72"]
    assert tags.registry().search("lab board")[0].name == "acme/board-1"


def test_user_file_overrides_builtin_and_cache_follows_edits(user_tags):
    user_tags("over", """
        [tags."arm/cortex-a72"]
        kind = "llvm"
        mtriple = "aarch64-linux-musl"
        mcpu = "cortex-a72"
    """)
    assert Target("arm/cortex-a72").triple.env == "musl"
    user_tags("over", """
        [tags."arm/cortex-a72"]
        kind = "llvm"
        mtriple = "aarch64-linux-gnu"
        mcpu = "cortex-a72"
        num-cores = 3
    """)
    assert Target("arm/cortex-a72").attrs["num-cores"] == 3


def test_defaults_and_devices(user_tags):
    user_tags("soc", """
        [defaults]
        kind = "llvm"
        mtriple = "aarch64-linux-gnu"

        [tags]
        "acme/core" = { mcpu = "cortex-a55" }

        [tags."acme/soc"]
        default-device = "cpu"
        [tags."acme/soc".devices]
        cpu = { parent = "acme/core", num-cores = 4 }
        gpu = { kind = "opencl", device = "mali", host = "acme/soc:cpu" }
    """)
    assert Target("acme/core").attrs["mtriple"] == "aarch64-unknown-linux-gnu"
    assert Target("acme/soc") == Target("acme/soc:cpu")
    gpu = Target("acme/soc:gpu")
    assert gpu.kind == "opencl" and gpu.host.attrs["mcpu"] == "cortex-a55"
    assert gpu.tag == "acme/soc:gpu"
    with pytest.raises(TargetError, match="has no device 'gpuu'; did you mean gpu?"):
        Target("acme/soc:gpuu")


def test_overrides_after_a_tag(user_tags):
    user_tags("t", """
        [tags."acme/core"]
        kind = "llvm"
        mcpu = "cortex-a55"
        num-cores = 4
    """)
    target = Target("acme/core -num-cores=2")
    assert target.attrs["num-cores"] == 2 and target.tag == "acme/core"


@pytest.mark.parametrize(
    "text, message",
    [
        ('[tags."a/b"]\nkind = "llvm"\nkind = "c"\n', "invalid TOML"),
        ('[tags."a/b"]\nparent = "no/such"\nkind = "llvm"\n', "unknown parent 'no/such'"),
        ('[tags."a/b"]\nparent = "a/c"\n[tags."a/c"]\nparent = "a/b"\n', "tag parents form a cycle"),
        ('[tags."a/b"]\nkind = "llvm"\naliases = ["arm/cortex-a72"]\n', "shadows the tag"),
        ('[tagz."a/b"]\nkind = "llvm"\n', "unknown key 'tagz'; did you mean tags?"),
        ('[tags."a/b"]\ndefault-device = "x"\n', "default-device 'x' is not one of its devices"),
    ],
)
def test_bad_tag_files_name_file_and_problem(user_tags, text, message):
    user_tags("bad", text)
    with pytest.raises(ConfigError) as info:
        tags.registry()
    assert message in str(info.value)
    assert "bad.toml" in str(info.value)


def test_invalid_toml_names_the_line(user_tags):
    user_tags("broken", '[tags."a/b"]\nkind = \n')
    with pytest.raises(ConfigError, match=r"broken\.toml: invalid TOML: .*line 2"):
        tags.registry()
