/* Dot products and an axpy: the simplest contraction candidates. */
#include "suite.h"

static double X[N * N], Y[N * N], R[N];

int main(void)
{
    suite_fill(X, N * N, 12);
    suite_fill(Y, N * N, 13);
    for (int i = 0; i < N; i++) {
        double s = 0.0;
        for (int k = 0; k < N; k++)
            s += X[i * N + k] * Y[k * N + i];
        R[i] = s;
    }
    for (int i = 0; i < N * N; i++)
        Y[i] = 0.75 * X[i] + Y[i];
    suite_print("dot", R, N);
    suite_print("axpy", Y, N * N);
    return 0;
}
