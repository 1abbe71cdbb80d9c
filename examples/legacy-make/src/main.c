#include <stdio.h>
#include "greet.h"

int main(int argc, char **argv) {
    char buf[128];
    greet(buf, sizeof buf, argc > 1 ? argv[1] : "world");
#if defined(__aarch64__)
    const char *arch = "aarch64";
#elif defined(__arm__)
    const char *arch = "arm";
#elif defined(__x86_64__)
    const char *arch = "x86_64";
#elif defined(__riscv)
    const char *arch = "riscv";
#else
    const char *arch = "other";
#endif
    printf("%s from %s\n", buf, arch);
    return 0;
}
