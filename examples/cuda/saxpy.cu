// saxpy: y[i] = a * x[i] + y[i]. A small CUDA kernel for tgtbuild's nvcc path:
//   tgtbuild --target 'cuda -arch=sm_90' examples/cuda/saxpy.cu
// builds a cubin for sm_90 and embeds it in the host library.

extern "C" __global__ void saxpy(int n, float a, const float *__restrict__ x, float *__restrict__ y) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        y[i] = a * x[i] + y[i];
    }
}
