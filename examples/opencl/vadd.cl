// vadd: out[i] = a[i] + b[i], one work-item per element.
__kernel void vadd(__global const float *a, __global const float *b, __global float *out, long n) {
    long i = get_global_id(0);
    if (i < n) out[i] = a[i] + b[i];
}
