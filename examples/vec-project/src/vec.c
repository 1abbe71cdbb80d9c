#include "vec.h"

void saxpy(int n, float a, const float *x, float *y) {
    for (int i = 0; i < n; i++) y[i] += a * x[i];
}

float dot(int n, const float *x, const float *y) {
    float s = 0.0f;
    for (int i = 0; i < n; i++) s += x[i] * y[i];
    return s;
}
