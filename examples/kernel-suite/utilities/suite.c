#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include "suite.h"

void suite_fill(double *a, int n, unsigned seed)
{
    uint32_t state = seed * 2654435761u + 1u;
    for (int i = 0; i < n; i++) {
        state = state * 1664525u + 1013904223u;          /* integer LCG: exact everywhere */
        a[i] = (double)(state >> 8) / 8388608.0 - 1.0;     /* [-1, 1) */
    }
}

void suite_print(const char *name, const double *a, int n)
{
    int step = n > 16 ? n / 16 : 1;
    for (int i = 0; i < n; i += step) {
        uint64_t bits;
        memcpy(&bits, &a[i], sizeof bits);
        printf("%s[%d] %016llx %.6e\n", name, i, (unsigned long long)bits, a[i]);
    }
}
