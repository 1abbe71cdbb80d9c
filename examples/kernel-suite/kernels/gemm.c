/* C = alpha*A*B + beta*C: a multiply feeding an add in the inner loop. */
#include "suite.h"

static double A[N * N], B[N * N], C[N * N];

int main(void)
{
    suite_fill(A, N * N, 1);
    suite_fill(B, N * N, 2);
    suite_fill(C, N * N, 3);
    double alpha = 1.5, beta = 1.2;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            double acc = C[i * N + j] * beta;
            for (int k = 0; k < N; k++)
                acc += alpha * A[i * N + k] * B[k * N + j];
            C[i * N + j] = acc;
        }
    suite_print("gemm", C, N * N);
    return 0;
}
