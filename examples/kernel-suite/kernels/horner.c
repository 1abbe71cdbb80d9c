/* Polynomial evaluation by Horner's rule: y = y*x + c, a chain of multiply-adds. */
#include "suite.h"

static double X[N * N], Y[N * N], COEF[16];

int main(void)
{
    suite_fill(X, N * N, 4);
    suite_fill(COEF, 16, 5);
    for (int i = 0; i < N * N; i++) {
        double y = COEF[15];
        for (int k = 14; k >= 0; k--)
            y = y * X[i] + COEF[k];
        Y[i] = y;
    }
    suite_print("horner", Y, N * N);
    return 0;
}
