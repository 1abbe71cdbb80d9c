/* A test helper: `tool args A B ...` prints each argument in brackets,
 * `tool exit N` exits with N, `tool signal N` raises signal N,
 * `tool cat FILE` prints a file, `tool fail` fails like a broken test. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: tool args|exit|signal|cat|fail ...\n"); return 2; }
    if (!strcmp(argv[1], "args")) {
        for (int i = 2; i < argc; i++) printf("[%s]", argv[i]);
        printf("\n");
        return 0;
    }
    if (!strcmp(argv[1], "exit") && argc > 2) return atoi(argv[2]);
    if (!strcmp(argv[1], "signal") && argc > 2) { fflush(stdout); raise(atoi(argv[2])); return 0; }
    if (!strcmp(argv[1], "cat") && argc > 2) {
        FILE *f = fopen(argv[2], "rb");
        if (!f) { perror(argv[2]); return 1; }
        int c;
        while ((c = fgetc(f)) != EOF) putchar(c);
        fclose(f);
        return 0;
    }
    if (!strcmp(argv[1], "fail")) { fprintf(stderr, "this test fails on purpose\n"); return 1; }
    fprintf(stderr, "tool: unknown command %s\n", argv[1]);
    return 2;
}
