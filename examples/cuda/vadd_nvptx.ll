; vadd as an NVPTX kernel in LLVM IR: out[i] = a[i] + b[i], one thread per element.
;
; Device code for any sm arch LLVM knows, including those CUDA 13's nvcc
; dropped (sm_53 Jetson Nano, sm_72 Xavier):
;   python -m tgtbuild.codegen --target 'cuda -arch=sm_53' examples/cuda/vadd_nvptx.ll vadd.ptx

target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

define ptx_kernel void @vadd(ptr addrspace(1) noalias readonly %a, ptr addrspace(1) noalias readonly %b,
                             ptr addrspace(1) noalias %out, i64 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %ctaid, %ntid
  %i32 = add i32 %base, %tid
  %i = zext i32 %i32 to i64
  %inside = icmp slt i64 %i, %n
  br i1 %inside, label %body, label %done

body:
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i
  %pb = getelementptr inbounds float, ptr addrspace(1) %b, i64 %i
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %i
  %va = load float, ptr addrspace(1) %pa, align 4
  %vb = load float, ptr addrspace(1) %pb, align 4
  %sum = fadd float %va, %vb
  store float %sum, ptr addrspace(1) %po, align 4
  br label %done

done:
  ret void
}
