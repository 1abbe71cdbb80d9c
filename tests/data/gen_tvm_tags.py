"""Regenerate tvm_tags.json from apache-tvm (not a test or runtime dependency).

    python -m venv /tmp/tvm && /tmp/tvm/bin/pip install apache-tvm==0.27.0.post1
    /tmp/tvm/bin/python tests/data/gen_tvm_tags.py > tests/data/tvm_tags.json

For each tag TVM knows it records the kind and the attributes TVM's own
config gives, minus `tag` and the `feature.*` facts TVM derives from its LLVM
at run time; the conformance test checks tgtbuild resolves the same.
"""

import json

import tvm


def plain(value):
    """TVM FFI containers to JSON-able built-ins."""
    if isinstance(value, (bool, int, float, str)) or value is None:
        return value
    if hasattr(value, "items"):
        return {str(k): plain(v) for k, v in value.items()}
    if hasattr(value, "__iter__"):
        return [plain(v) for v in value]
    return json.loads(str(value)) if str(value)[:1] in "{[" else str(value)


def strip(config: dict) -> dict:
    out = {}
    for key, value in config.items():
        if key == "tag" or key.startswith("feature."):
            continue
        out[key] = strip(value) if isinstance(value, dict) else value
    return out


def main() -> None:
    tags = tvm.target.list_tags()
    data = {str(name): strip(plain(tags[name])) for name in tags.keys()}
    print(json.dumps({"tvm_version": tvm.__version__, "tags": data}, indent=1, sort_keys=True))


if __name__ == "__main__":
    main()
