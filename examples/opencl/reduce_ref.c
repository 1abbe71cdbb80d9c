/* The reference for reduce.cl: sums of consecutive groups of 64. */
#include <stdint.h>

void reduce_sum(const int32_t *x, int32_t *partial, int64_t n) {
    for (int64_t g = 0; g * 64 < n; g++) {
        int32_t sum = 0;
        for (int64_t i = g * 64; i < g * 64 + 64 && i < n; i++) sum += x[i];
        partial[g] = sum;
    }
}
