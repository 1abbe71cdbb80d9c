; vadd: out[i] = a[i] + b[i] for i in [0, n)
target triple = "x86_64-unknown-linux-gnu"

define void @vadd(ptr noalias %a, ptr noalias %b, ptr noalias %out, i64 %n) #0 {
entry:
  %empty = icmp sle i64 %n, 0
  br i1 %empty, label %done, label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %pa = getelementptr inbounds float, ptr %a, i64 %i
  %pb = getelementptr inbounds float, ptr %b, i64 %i
  %po = getelementptr inbounds float, ptr %out, i64 %i
  %va = load float, ptr %pa
  %vb = load float, ptr %pb
  %sum = fadd float %va, %vb
  store float %sum, ptr %po
  %next = add i64 %i, 1
  %more = icmp slt i64 %next, %n
  br i1 %more, label %loop, label %done

done:
  ret void
}

attributes #0 = { nounwind "target-cpu"="skylake" "target-features"="+avx2" }
