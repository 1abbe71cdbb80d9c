// reduce_sum: one partial sum per work-group of 64, by a tree in local memory.
// Integers, so any order of additions gives the same answer.
#define GROUP 64

__kernel void reduce_sum(__global const int *x, __global int *partial, long n) {
    __local int scratch[GROUP];
    const long i = get_global_id(0);
    const int lid = get_local_id(0);
    scratch[lid] = i < n ? x[i] : 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int stride = GROUP / 2; stride > 0; stride /= 2) {
        if (lid < stride) scratch[lid] += scratch[lid + stride];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0) partial[get_group_id(0)] = scratch[0];
}
