/* A test program whose first argument says how it behaves: the tests of
 * `tgtbuild ctest` check that each outcome reaches ctest's verdict. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv) {
    const char *how = argc > 1 ? argv[1] : "pass";
    if (strcmp(how, "pass") == 0) {
        printf("ok\n");
        return 0;
    }
    if (strcmp(how, "fail") == 0) {
        fprintf(stderr, "failing on purpose\n");
        return 1;
    }
    if (strcmp(how, "skip") == 0) {
        printf("nothing to test here\n");
        return 77;
    }
    if (strcmp(how, "print") == 0 && argc > 2) {
        printf("%s\n", argv[2]);
        return 0;
    }
    if (strcmp(how, "env") == 0 && argc > 2) {
        const char *value = getenv(argv[2]);
        printf("%s=%s\n", argv[2], value ? value : "(unset)");
        return value ? 0 : 1;
    }
    if (strcmp(how, "cat") == 0 && argc > 2) {
        FILE *f = fopen(argv[2], "r");
        int c;
        if (!f) {
            perror(argv[2]);
            return 1;
        }
        while ((c = fgetc(f)) != EOF)
            putchar(c);
        fclose(f);
        return 0;
    }
    if (strcmp(how, "sleep") == 0 && argc > 2) {
        sleep((unsigned)atoi(argv[2]));
        return 0;
    }
    fprintf(stderr, "usage: prog pass|fail|skip|print TEXT|env NAME|cat FILE|sleep SECONDS\n");
    return 2;
}
