/* Shared utilities of the kernel suite (the way PolyBench shares polybench.h):
   problem sizes chosen by -D, seeded data, and printing results exactly. */
#ifndef SUITE_H
#define SUITE_H

#if defined(MINI_DATASET)
#define N 12
#define STEPS 4
#elif defined(LARGE_DATASET)
#define N 200
#define STEPS 50
#else
#define N 48
#define STEPS 10
#endif

/* a[i] = pseudo-random value in (-1, 1), the same on every machine */
void suite_fill(double *a, int n, unsigned seed);
/* One line per value: name, index, the exact bits and a readable form. */
void suite_print(const char *name, const double *a, int n);

#endif
