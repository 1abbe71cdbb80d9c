#include <stdio.h>

long demo_version(void);

int main(void) {
    printf("demo: %s (C %ld)\n", GREETING, demo_version());
    return 0;
}
