// matmul: C = A x B for n x n row-major matrices, n a multiple of TILE.
// Each work-group stages a TILE x TILE block of A and of B in local memory.
#define TILE 16

__kernel void matmul(__global const float *A, __global const float *B, __global float *C, long n) {
    __local float As[TILE][TILE];
    __local float Bs[TILE][TILE];
    const int col = get_global_id(0), row = get_global_id(1);
    const int lc = get_local_id(0), lr = get_local_id(1);
    float acc = 0.0f;
    for (long t = 0; t < n; t += TILE) {
        As[lr][lc] = A[row * n + t + lc];
        Bs[lr][lc] = B[(t + lr) * n + col];
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int k = 0; k < TILE; k++) acc += As[lr][k] * Bs[k][lc];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    C[row * n + col] = acc;
}
