/* Pairwise forces with a square root: dx*dx + dy*dy + dz*dz, then a scaled update. */
#include <math.h>
#include "suite.h"

static double P[3 * N], V[3 * N], M[N];

int main(void)
{
    suite_fill(P, 3 * N, 9);
    suite_fill(V, 3 * N, 10);
    suite_fill(M, N, 11);
    for (int t = 0; t < STEPS; t++)
        for (int i = 0; i < N; i++)
            for (int j = 0; j < N; j++) {
                if (i == j)
                    continue;
                double dx = P[3 * j] - P[3 * i], dy = P[3 * j + 1] - P[3 * i + 1], dz = P[3 * j + 2] - P[3 * i + 2];
                double d2 = dx * dx + dy * dy + dz * dz + 0.01;
                double inv = (M[j] + 2.0) / (d2 * sqrt(d2));
                V[3 * i] += dx * inv * 0.001;
                V[3 * i + 1] += dy * inv * 0.001;
                V[3 * i + 2] += dz * inv * 0.001;
            }
    suite_print("nbody", V, 3 * N);
    return 0;
}
