/* The reference for saxpy.cu, run on the build machine by --check-against. */
void saxpy(int n, float a, const float *x, float *y) {
    for (int i = 0; i < n; i++) y[i] = a * x[i] + y[i];
}
