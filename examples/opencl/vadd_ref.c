/* The reference for vadd.cl, run on the build machine by --check-against. */
#include <stdint.h>

void vadd(const float *a, const float *b, float *out, int64_t n) {
    for (int64_t i = 0; i < n; i++) out[i] = a[i] + b[i];
}
