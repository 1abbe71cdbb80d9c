define i32 @f(i32 %x) {
entry:
  %y = add i32 %x, %nope
  ret i32 %y
}
