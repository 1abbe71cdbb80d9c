#!/bin/sh
# Cross-build TVM's runtime (libtvm_runtime.so + libtvm_ffi.so) for a board TVM publishes no
# wheel for (32-bit Arm, riscv64, musl), with tgtbuild's own CMake toolchain file, and put both
# libraries in OUT for `tgtbuild run --tvm-runtime OUT`. docs/tvm-runtime-cross.md says what it
# needs, how long it took and what it printed.
#
#   scripts/cross-build-tvm-runtime.sh SRC TARGET OUT [CMAKE_ARG...]
#
#   SRC     a TVM source tree with its tvm-ffi submodule and that one's dlpack and libbacktrace
#           (git clone --recursive --branch v0.27.0 https://github.com/apache/tvm)
#   TARGET  a tgtbuild tag, target text or triple (riscv64-linux-gnu, arm-linux-gnueabihf, ...)
#   OUT     where the two libraries go; the build folder is OUT/build unless BUILD_DIR is set
#   CMAKE_ARG  more -D options for TVM's CMake (after the ones below, so they win)
#
# Environment: TGTBUILD (default: tgtbuild), CMAKE (default: cmake), JOBS (default: 2),
# BUILD_DIR (default: OUT/build), STRIP (a strip for the target's ELF, e.g. llvm-strip; default: none).
set -eu

usage() {
    echo "usage: $0 SRC TARGET OUT [CMAKE_ARG...]" >&2
    exit 2
}
[ $# -ge 3 ] || usage
SRC=$1
TARGET=$2
OUT=$3
shift 3
TGTBUILD=${TGTBUILD:-tgtbuild}
CMAKE=${CMAKE:-cmake}
JOBS=${JOBS:-2}
BUILD=${BUILD_DIR:-$OUT/build}

# A tree without submodules fails late in CMake (an empty 3rdparty/tvm-ffi) or in the middle of the
# build (no dlpack.h, no libbacktrace/configure): say which one is missing before any work.
need() {
    if [ ! -e "$SRC/$1" ]; then
        echo "$0: $SRC/$1 is missing: $2" >&2
        exit 1
    fi
}
need CMakeLists.txt "SRC must be a TVM source tree"
need src/runtime "SRC must be a TVM source tree"
need 3rdparty/tvm-ffi/CMakeLists.txt "run 'git submodule update --init --recursive 3rdparty/tvm-ffi' in SRC"
need 3rdparty/tvm-ffi/3rdparty/dlpack/include/dlpack/dlpack.h \
    "run 'git submodule update --init --recursive 3rdparty/tvm-ffi' in SRC"
need 3rdparty/tvm-ffi/3rdparty/libbacktrace/configure \
    "run 'git submodule update --init --recursive 3rdparty/tvm-ffi' in SRC, or add -DTVM_FFI_USE_LIBBACKTRACE=OFF"

mkdir -p "$OUT" "$BUILD"
SRC=$(cd "$SRC" && pwd)
OUT=$(cd "$OUT" && pwd)
BUILD=$(cd "$BUILD" && pwd)

"$TGTBUILD" env --target "$TARGET" --format cmake -o "$BUILD/toolchain.cmake"

GENERATOR=
if command -v ninja > /dev/null 2>&1; then
    GENERATOR="-GNinja"
fi

# Runtime only: no LLVM (the compiler is not built), no test framework, no solver; the linker and
# the compiler launcher are the toolchain file's, never a mold/lld/ccache found on this machine.
start=$(date +%s)
"$CMAKE" -S "$SRC" -B "$BUILD" ${GENERATOR:+"$GENERATOR"} \
    -DCMAKE_TOOLCHAIN_FILE="$BUILD/toolchain.cmake" \
    -DCMAKE_BUILD_TYPE=Release \
    -DUSE_LLVM=OFF \
    -DUSE_GTEST=OFF \
    -DUSE_Z3=OFF \
    -DUSE_ALTERNATIVE_LINKER=OFF \
    -DUSE_CCACHE=OFF \
    "$@"
configured=$(date +%s)
"$CMAKE" --build "$BUILD" --target tvm_runtime -j "$JOBS"
built=$(date +%s)

# Both land in BUILD/lib (TVM 0.27's CMake), with DWARF for TVM's sources and zig's libc++ (about
# 95% of each file): STRIP=llvm-strip (or the board's strip) makes the copies in OUT small; zig's own
# `objcopy --strip-all` answers "error: unimplemented" for these libraries (zig 0.17.1).
for lib in libtvm_ffi.so libtvm_runtime.so; do
    cp "$BUILD/lib/$lib" "$OUT/$lib"
    if [ -n "${STRIP:-}" ]; then
        "$STRIP" "$OUT/$lib"
    fi
done

echo "configure: $((configured - start)) s, build: $((built - configured)) s (-j $JOBS)"
for lib in libtvm_ffi.so libtvm_runtime.so; do
    size=$(wc -c < "$OUT/$lib")
    echo "$OUT/$lib: $size bytes"
    if command -v readelf > /dev/null 2>&1; then
        readelf -h "$OUT/$lib" | sed -n 's/^ *Machine: *\(.*\)/  machine: \1/p'
        readelf -d "$OUT/$lib" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/  needs: \1/p'
    fi
done
echo "run a model with: tgtbuild run --target $TARGET --tvm-runtime $OUT model.tar"
