#ifndef VEC_H
#define VEC_H
/* y[i] += a * x[i] */
void saxpy(int n, float a, const float *x, float *y);
float dot(int n, const float *x, const float *y);
#endif
