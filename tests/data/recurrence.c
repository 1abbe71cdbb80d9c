/* A floating-point recurrence: each step waits for the last (no fast-math), so WORK=16 really does
 * 16x the work. A streaming kernel repeated WORK times was only 1.9x slower: the repeats stayed in
 * registers and memory set the pace. Used by tests/test_compare.py and tests/test_tune_decide.py. */
#ifndef WORK
#define WORK 1
#endif
void work(float *out, const float *a, long n) {
    float acc = 0;
    for (int w = 0; w < WORK; w++)
        for (long i = 0; i < n; i++) acc = acc * 0.999f + a[i];
    out[0] = acc;
}
