#!/bin/sh
# tgtbuild's compiler wrapper for Makefiles: `sh cceach.sh COMPILER WORDS... ARGS...`.
#
# `zig cc -c a.c b.c c.c` writes only a.o (upstream zig issue #7547), where gcc
# writes a.o, b.o and c.o: lz4's library Makefile then failed with "ar: error:
# lz4file.o: No such file or directory". With -c, no -o and more than one
# source, this runs the compiler once per source with every other word kept,
# in order; anything else is exec'd unchanged (one process, no cost). A word
# right after an option that takes a separate value (-o, -I, -MF, -x, ...) is
# that value, never a source. Stops at the first failing compile, with its status.

takes_value() {
    case $1 in
        -o|-MF|-MT|-MQ|-I|-include|-imacros|-isystem|-iquote|-idirafter|-iprefix|-x|-D|-U|-L|-l|-T) return 0 ;;
        -Xlinker|-Xclang|-Xassembler|-Xpreprocessor|-target|-arch|--sysroot|-isysroot|-z|-u|-e) return 0 ;;
    esac
    return 1
}

is_source() {
    case $1 in
        -*) return 1 ;;
        *.c|*.cc|*.cp|*.cxx|*.cpp|*.CPP|*.c++|*.C|*.m|*.mm|*.s|*.S|*.sx|*.i|*.ii) return 0 ;;
    esac
    return 1
}

compile=0 output=0 sources=0 prev=
for a in "$@"; do
    if takes_value "$prev"; then prev=; continue; fi
    case $a in
        -c) compile=1 ;;
        -o|-o?*) output=1 ;;
        *) is_source "$a" && sources=$((sources + 1)) ;;
    esac
    prev=$a
done
if [ "$compile" = 0 ] || [ "$output" = 1 ] || [ "$sources" -lt 2 ]; then
    exec "$@"
fi

k=1
while [ "$k" -le "$sources" ]; do
    (
        count=$# j=0 prev=
        for a in "$@"; do
            if takes_value "$prev"; then
                prev=
                set -- "$@" "$a"
                continue
            fi
            prev=$a
            if is_source "$a"; then
                j=$((j + 1))
                [ "$j" = "$k" ] || continue
            fi
            set -- "$@" "$a"
        done
        shift "$count"
        exec "$@"
    ) || exit $?
    k=$((k + 1))
done
