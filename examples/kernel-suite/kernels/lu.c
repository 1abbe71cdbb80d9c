/* LU decomposition without pivoting (diagonally dominant input): a[i][j] -= a[i][k]*a[k][j]. */
#include "suite.h"

static double A[N * N];

int main(void)
{
    suite_fill(A, N * N, 8);
    for (int i = 0; i < N; i++)
        A[i * N + i] += N;
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < i; j++) {
            for (int k = 0; k < j; k++)
                A[i * N + j] -= A[i * N + k] * A[k * N + j];
            A[i * N + j] /= A[j * N + j];
        }
        for (int j = i; j < N; j++)
            for (int k = 0; k < i; k++)
                A[i * N + j] -= A[i * N + k] * A[k * N + j];
    }
    suite_print("lu", A, N * N);
    return 0;
}
