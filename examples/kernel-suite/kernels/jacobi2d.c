/* A 5-point Jacobi stencil, STEPS sweeps: weighted sums of neighbours. */
#include "suite.h"

static double A[N * N], B[N * N];

int main(void)
{
    suite_fill(A, N * N, 6);
    suite_fill(B, N * N, 7);
    for (int t = 0; t < STEPS; t++) {
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                B[i * N + j] = 0.2 * (A[i * N + j] + A[i * N + j - 1] + A[i * N + j + 1]
                                      + A[(i + 1) * N + j] + A[(i - 1) * N + j]);
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                A[i * N + j] = 0.2 * (B[i * N + j] + B[i * N + j - 1] + B[i * N + j + 1]
                                      + B[(i + 1) * N + j] + B[(i - 1) * N + j]);
    }
    suite_print("jacobi2d", A, N * N);
    return 0;
}
