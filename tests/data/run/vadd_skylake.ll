define void @vadd(ptr %a, ptr %b, ptr %c, i64 %n) #0 {
entry:
  %cmp = icmp sgt i64 %n, 0
  br i1 %cmp, label %loop, label %done
loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %pa = getelementptr float, ptr %a, i64 %i
  %pb = getelementptr float, ptr %b, i64 %i
  %pc = getelementptr float, ptr %c, i64 %i
  %x = load float, ptr %pa
  %y = load float, ptr %pb
  %s = fadd float %x, %y
  store float %s, ptr %pc
  %next = add i64 %i, 1
  %more = icmp slt i64 %next, %n
  br i1 %more, label %loop, label %done
done:
  ret void
}
attributes #0 = { "target-cpu"="skylake" "target-features"="+avx2" }
