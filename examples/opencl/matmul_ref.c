/* The reference for matmul.cl: the same sums, in the same order. */
#include <stdint.h>

void matmul(const float *A, const float *B, float *C, int64_t n) {
    for (int64_t row = 0; row < n; row++)
        for (int64_t col = 0; col < n; col++) {
            float acc = 0.0f;
            for (int64_t k = 0; k < n; k++) acc += A[row * n + k] * B[k * n + col];
            C[row * n + col] = acc;
        }
}
