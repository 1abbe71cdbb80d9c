; ModuleID = 'TVMMod'
source_filename = "TVMMod"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-linux-gnu"

@.str = private constant [10 x i8] c"TypeError\00", align 1
@.str.1 = private constant [10 x i8] c"Expected \00", align 1
@.str.2 = private constant [2 x i8] c"4\00", align 1
@.str.3 = private constant [11 x i8] c" arguments\00", align 1
@.str.4 = private constant [19 x i8] c" when calling:\0A  `\00", align 1
@.str.5 = private constant [92 x i8] c"scale(A: Tensor([1024], float32), alpha: float32, shift: int64, C: Tensor([1024], float32))\00", align 1
@.str.6 = private constant [2 x i8] c"`\00", align 1
@.str.7 = private constant [21 x i8] c"args pointer is NULL\00", align 1
@.str.8 = private constant [30 x i8] c"Mismatched type on argument #\00", align 1
@.str.9 = private constant [2 x i8] c"0\00", align 1
@.str.10 = private constant [15 x i8] c"`,\0A  expected \00", align 1
@.str.11 = private constant [7 x i8] c"Tensor\00", align 1
@.str.12 = private constant [2 x i8] c"1\00", align 1
@.str.13 = private constant [6 x i8] c"float\00", align 1
@.str.14 = private constant [2 x i8] c"2\00", align 1
@.str.15 = private constant [4 x i8] c"int\00", align 1
@.str.16 = private constant [2 x i8] c"3\00", align 1
@.str.17 = private constant [11 x i8] c"ValueError\00", align 1
@.str.18 = private constant [12 x i8] c"Mismatched \00", align 1
@.str.19 = private constant [2 x i8] c"A\00", align 1
@.str.20 = private constant [20 x i8] c".ndim on argument #\00", align 1
@.str.21 = private constant [21 x i8] c".dtype on argument #\00", align 1
@.str.22 = private constant [8 x i8] c"float32\00", align 1
@.str.23 = private constant [27 x i8] c".device_type on argument #\00", align 1
@.str.24 = private constant [4 x i8] c"cpu\00", align 1
@.str.25 = private constant [2 x i8] c"C\00", align 1
@.str.26 = private constant [23 x i8] c".strides on argument #\00", align 1
@.str.27 = private constant [34 x i8] c"`,\0A  expected to be compact array\00", align 1
@.str.28 = private constant [36 x i8] c" data pointer is NULL on argument #\00", align 1
@.str.29 = private constant [36 x i8] c"`,\0A  expected non-NULL data pointer\00", align 1
@.str.30 = private constant [12 x i8] c"C.device_id\00", align 1
@.str.31 = private constant [15 x i8] c" on argument #\00", align 1
@.str.32 = private constant [24 x i8] c"`,\0A  expected to match \00", align 1
@.str.33 = private constant [12 x i8] c"A.device_id\00", align 1
@.str.34 = private constant [9 x i8] c"Invalid \00", align 1
@.str.35 = private constant [11 x i8] c"A.shape[0]\00", align 1
@.str.36 = private constant [5 x i8] c"1024\00", align 1
@.str.37 = private constant [14 x i8] c"A.byte_offset\00", align 1
@.str.38 = private constant [11 x i8] c"C.shape[0]\00", align 1
@.str.39 = private constant [14 x i8] c"C.byte_offset\00", align 1
@llvm.global_ctors = appending global [0 x { i32, ptr, ptr }] zeroinitializer

define dllexport range(i32 -1, 1) i32 @__tvm_ffi_scale(ptr noalias readnone captures(none) %self_handle, ptr noalias readonly captures(address_is_null) %args, i32 %num_args, ptr noalias readnone captures(none) %result) local_unnamed_addr #0 !dbg !5 {
entry:
    #dbg_value(ptr poison, !11, !DIExpression(), !15)
    #dbg_value(ptr %args, !12, !DIExpression(), !15)
    #dbg_value(i32 %num_args, !13, !DIExpression(), !15)
    #dbg_value(ptr poison, !14, !DIExpression(), !15)
  %0 = icmp eq i32 %num_args, 4, !dbg !15
  br i1 %0, label %assert_end, label %assert_fail, !dbg !15, !prof !16

common.ret:                                       ; preds = %assert_end51, %assert_fail50, %assert_fail48, %assert_fail46, %assert_fail44, %assert_fail42, %assert_fail40, %assert_fail38, %assert_fail34, %assert_fail32, %assert_fail28, %assert_fail26, %assert_fail24, %assert_fail22, %assert_fail20, %assert_fail18, %assert_fail16, %assert_fail14, %assert_fail9, %assert_fail7, %assert_fail5, %assert_fail3, %assert_fail1, %assert_fail
  %common.ret.op = phi i32 [ -1, %assert_fail ], [ -1, %assert_fail1 ], [ -1, %assert_fail3 ], [ -1, %assert_fail5 ], [ -1, %assert_fail7 ], [ -1, %assert_fail9 ], [ -1, %assert_fail14 ], [ -1, %assert_fail16 ], [ -1, %assert_fail18 ], [ -1, %assert_fail20 ], [ -1, %assert_fail22 ], [ -1, %assert_fail24 ], [ -1, %assert_fail26 ], [ -1, %assert_fail28 ], [ -1, %assert_fail32 ], [ -1, %assert_fail34 ], [ -1, %assert_fail38 ], [ -1, %assert_fail40 ], [ -1, %assert_fail42 ], [ -1, %assert_fail44 ], [ -1, %assert_fail46 ], [ -1, %assert_fail48 ], [ -1, %assert_fail50 ], [ 0, %assert_end51 ]
  ret i32 %common.ret.op, !dbg !15

assert_fail:                                      ; preds = %entry
  tail call fastcc void @__tvm_set_raised_6(ptr nonnull @.str, i32 6, ptr nonnull @.str.1, ptr nonnull @.str.2, ptr nonnull @.str.3, ptr nonnull @.str.4, ptr nonnull @.str.5, ptr nonnull @.str.6), !dbg !15
  br label %common.ret, !dbg !15

assert_end:                                       ; preds = %entry
  %.not = icmp eq ptr %args, null, !dbg !15
  br i1 %.not, label %assert_fail1, label %assert_end2, !dbg !15, !prof !17

assert_fail1:                                     ; preds = %assert_end
  tail call fastcc void @__tvm_set_raised_6(ptr nonnull @.str, i32 4, ptr nonnull @.str.7, ptr nonnull @.str.4, ptr nonnull @.str.5, ptr nonnull @.str.6, ptr null, ptr null), !dbg !15
  br label %common.ret, !dbg !15

assert_end2:                                      ; preds = %assert_end
  %A.type_index = load i32, ptr %args, align 4, !dbg !15
    #dbg_value(i32 %A.type_index, !18, !DIExpression(), !15)
    #dbg_value(i32 %A.type_index, !18, !DIExpression(), !15)
  %A.type_index.fr = freeze i32 %A.type_index, !dbg !15
  %1 = icmp sgt i32 %A.type_index.fr, 63, !dbg !15
  br i1 %1, label %assert_end4, label %switch.early.test, !dbg !15

switch.early.test:                                ; preds = %assert_end2
  switch i32 %A.type_index.fr, label %assert_fail3 [
    i32 0, label %if_else
    i32 4, label %if_else
    i32 7, label %if_else
  ], !dbg !15, !prof !19

assert_fail3:                                     ; preds = %switch.early.test
  tail call fastcc void @__tvm_set_raised_6(ptr nonnull @.str, i32 6, ptr nonnull @.str.8, ptr nonnull @.str.9, ptr nonnull @.str.4, ptr nonnull @.str.5, ptr nonnull @.str.10, ptr nonnull @.str.11), !dbg !15
  br label %common.ret, !dbg !15

assert_end4:                                      ; preds = %assert_end2
  %2 = icmp eq i32 %A.type_index.fr, 70, !dbg !15
  br i1 %2, label %if_then, label %if_else, !dbg !15

if_then:                                          ; preds = %assert_end4
  %3 = getelementptr inbounds nuw i8, ptr %args, i64 8, !dbg !15
  %4 = load ptr, ptr %3, align 8, !dbg !15
  %5 = getelementptr inbounds nuw i8, ptr %4, i64 24, !dbg !15
  br label %if_end, !dbg !15

if_else:                                          ; preds = %switch.early.test, %switch.early.test, %switch.early.test, %assert_end4
  %6 = getelementptr inbounds nuw i8, ptr %args, i64 8, !dbg !15
  %7 = load ptr, ptr %6, align 8, !dbg !15
  br label %if_end, !dbg !15

if_end:                                           ; preds = %if_else, %if_then
  %A.handle = phi ptr [ %5, %if_then ], [ %7, %if_else ], !dbg !15
    #dbg_declare(ptr %A.handle, !20, !DIExpression(), !15)
    #dbg_declare(ptr %A.handle, !20, !DIExpression(), !15)
  %8 = getelementptr inbounds nuw i8, ptr %args, i64 16, !dbg !15
  %alpha.type_index = load i32, ptr %8, align 4, !dbg !15
    #dbg_value(i32 %alpha.type_index, !21, !DIExpression(), !15)
    #dbg_value(i32 %alpha.type_index, !21, !DIExpression(), !15)
  %9 = add i32 %alpha.type_index, -1, !dbg !15
  %10 = icmp ult i32 %9, 3, !dbg !15
  br i1 %10, label %assert_end6, label %assert_fail5, !dbg !15, !prof !16

assert_fail5:                                     ; preds = %if_end
  tail call fastcc void @__tvm_set_raised_6(ptr nonnull @.str, i32 6, ptr nonnull @.str.8, ptr nonnull @.str.12, ptr nonnull @.str.4, ptr nonnull @.str.5, ptr nonnull @.str.10, ptr nonnull @.str.13), !dbg !15
  br label %common.ret, !dbg !15

assert_end6:                                      ; preds = %if_end
  %11 = getelementptr inbounds nuw i8, ptr %args, i64 24, !dbg !15
  %12 = load i64, ptr %11, align 8, !dbg !15
  %13 = sitofp i64 %12 to float, !dbg !15
  %.cast = bitcast i64 %12 to double, !dbg !15
  %14 = fptrunc double %.cast to float, !dbg !15
  %15 = icmp eq i32 %alpha.type_index, 3, !dbg !15
  %alpha = select i1 %15, float %14, float %13, !dbg !15
    #dbg_value(float %alpha, !22, !DIExpression(), !15)
    #dbg_value(float %alpha, !22, !DIExpression(), !15)
  %16 = getelementptr inbounds nuw i8, ptr %args, i64 32, !dbg !15
  %shift.type_index = load i32, ptr %16, align 8, !dbg !15
    #dbg_value(i32 %shift.type_index, !24, !DIExpression(), !15)
    #dbg_value(i32 %shift.type_index, !24, !DIExpression(), !15)
  %17 = add i32 %shift.type_index, -1, !dbg !15
  %18 = icmp ult i32 %17, 2, !dbg !15
  br i1 %18, label %assert_end8, label %assert_fail7, !dbg !15, !prof !16

assert_fail7:                                     ; preds = %assert_end6
  tail call fastcc void @__tvm_set_raised_6(ptr nonnull @.str, i32 6, ptr nonnull @.str.8, ptr nonnull @.str.14, ptr nonnull @.str.4, ptr nonnull @.str.5, ptr nonnull @.str.10, ptr nonnull @.str.15), !dbg !15
  br label %common.ret, !dbg !15

assert_end8:                                      ; preds = %assert_end6
  %19 = getelementptr inbounds nuw i8, ptr %args, i64 40, !dbg !15
  %shift = load i64, ptr %19, align 8, !dbg !15
    #dbg_value(i64 %shift, !25, !DIExpression(), !15)
    #dbg_value(i64 %shift, !25, !DIExpression(), !15)
  %20 = getelementptr inbounds nuw i8, ptr %args, i64 48, !dbg !15
  %C.type_index = load i32, ptr %20, align 8, !dbg !15
    #dbg_value(i32 %C.type_index, !27, !DIExpression(), !15)
    #dbg_value(i32 %C.type_index, !27, !DIExpression(), !15)
  %C.type_index.fr = freeze i32 %C.type_index, !dbg !15
  %21 = icmp sgt i32 %C.type_index.fr, 63, !dbg !15
  br i1 %21, label %assert_end10, label %switch.early.test52, !dbg !15

switch.early.test52:                              ; preds = %assert_end8
  switch i32 %C.type_index.fr, label %assert_fail9 [
    i32 0, label %if_else12
    i32 4, label %if_else12
    i32 7, label %if_else12
  ], !dbg !15, !prof !19

assert_fail9:                                     ; preds = %switch.early.test52
  tail call fastcc void @__tvm_set_raised_6(ptr nonnull @.str, i32 6, ptr nonnull @.str.8, ptr nonnull @.str.16, ptr nonnull @.str.4, ptr nonnull @.str.5, ptr nonnull @.str.10, ptr nonnull @.str.11), !dbg !15
  br label %common.ret, !dbg !15

assert_end10:                                     ; preds = %assert_end8
  %22 = icmp eq i32 %C.type_index.fr, 70, !dbg !15
  br i1 %22, label %if_then11, label %if_else12, !dbg !15

if_then11:                                        ; preds = %assert_end10
  %23 = getelementptr inbounds nuw i8, ptr %args, i64 56, !dbg !15
  %24 = load ptr, ptr %23, align 8, !dbg !15
  %25 = getelementptr inbounds nuw i8, ptr %24, i64 24, !dbg !15
  br label %if_end13, !dbg !15

if_else12:                                        ; preds = %switch.early.test52, %switch.early.test52, %switch.early.test52, %assert_end10
  %26 = getelementptr inbounds nuw i8, ptr %args, i64 56, !dbg !15
  %27 = load ptr, ptr %26, align 8, !dbg !15
  br label %if_end13, !dbg !15

if_end13:                                         ; preds = %if_else12, %if_then11
  %C.handle = phi ptr [ %25, %if_then11 ], [ %27, %if_else12 ], !dbg !15
    #dbg_declare(ptr %C.handle, !28, !DIExpression(), !15)
    #dbg_declare(ptr %C.handle, !28, !DIExpression(), !15)
  %.not53 = icmp eq ptr %A.handle, null, !dbg !15
  br i1 %.not53, label %assert_fail14, label %assert_end15, !dbg !15, !prof !17

assert_fail14:                                    ; preds = %if_end13
  tail call fastcc void @__tvm_set_raised_6(ptr nonnull @.str, i32 6, ptr nonnull @.str.8, ptr nonnull @.str.9, ptr nonnull @.str.4, ptr nonnull @.str.5, ptr nonnull @.str.10, ptr nonnull @.str.11), !dbg !15
  br label %common.ret, !dbg !15

assert_end15:                                     ; preds = %if_end13
  %28 = getelementptr inbounds nuw i8, ptr %A.handle, i64 16, !dbg !15
  %29 = load i32, ptr %28, align 4, !dbg !15
  %30 = icmp eq i32 %29, 1, !dbg !15
  br i1 %30, label %assert_end17, label %assert_fail16, !dbg !15, !prof !16

assert_fail16:                                    ; preds = %assert_end15
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.17, i32 8, ptr nonnull @.str.18, ptr nonnull @.str.19, ptr nonnull @.str.20, ptr nonnull @.str.9, ptr nonnull @.str.10, ptr nonnull @.str.12), !dbg !15
  br label %common.ret, !dbg !15

assert_end17:                                     ; preds = %assert_end15
  %31 = getelementptr inbounds nuw i8, ptr %A.handle, i64 22, !dbg !15
  %32 = load i16, ptr %31, align 2, !dbg !15
  %33 = icmp eq i16 %32, 1, !dbg !15
  %34 = getelementptr inbounds nuw i8, ptr %A.handle, i64 21, !dbg !15
  %35 = load i8, ptr %34, align 1, !dbg !15
  %36 = icmp eq i8 %35, 32, !dbg !15
  %37 = getelementptr inbounds nuw i8, ptr %A.handle, i64 20, !dbg !15
  %38 = load i8, ptr %37, align 2, !dbg !15
  %39 = icmp eq i8 %38, 2, !dbg !15
  %40 = and i1 %36, %39, !dbg !15
  %41 = and i1 %33, %40, !dbg !15
  br i1 %41, label %assert_end19, label %assert_fail18, !dbg !15, !prof !16

assert_fail18:                                    ; preds = %assert_end17
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str, i32 8, ptr nonnull @.str.18, ptr nonnull @.str.19, ptr nonnull @.str.21, ptr nonnull @.str.9, ptr nonnull @.str.10, ptr nonnull @.str.22), !dbg !15
  br label %common.ret, !dbg !15

assert_end19:                                     ; preds = %assert_end17
  %42 = getelementptr inbounds nuw i8, ptr %A.handle, i64 24, !dbg !15
  %scale.A_shape = load ptr, ptr %42, align 8, !dbg !15
    #dbg_declare(ptr %scale.A_shape, !29, !DIExpression(), !15)
    #dbg_declare(ptr %scale.A_shape, !29, !DIExpression(), !15)
  %43 = getelementptr inbounds nuw i8, ptr %A.handle, i64 32, !dbg !15
  %scale.A_strides = load ptr, ptr %43, align 8, !dbg !15
    #dbg_declare(ptr %scale.A_strides, !31, !DIExpression(), !15)
    #dbg_declare(ptr %scale.A_strides, !31, !DIExpression(), !15)
  %44 = getelementptr inbounds nuw i8, ptr %A.handle, i64 8, !dbg !15
  %45 = load i32, ptr %44, align 8, !dbg !15
  %46 = icmp eq i32 %45, 1, !dbg !15
  br i1 %46, label %assert_end21, label %assert_fail20, !dbg !15, !prof !16

assert_fail20:                                    ; preds = %assert_end19
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.17, i32 8, ptr nonnull @.str.18, ptr nonnull @.str.19, ptr nonnull @.str.23, ptr nonnull @.str.9, ptr nonnull @.str.10, ptr nonnull @.str.24), !dbg !15
  br label %common.ret, !dbg !15

assert_end21:                                     ; preds = %assert_end19
  %47 = getelementptr inbounds nuw i8, ptr %A.handle, i64 12, !dbg !15
  %dev_id = load i32, ptr %47, align 4, !dbg !15
    #dbg_value(i32 %dev_id, !32, !DIExpression(), !15)
    #dbg_value(i32 %dev_id, !32, !DIExpression(), !15)
  %.not54 = icmp eq ptr %C.handle, null, !dbg !15
  br i1 %.not54, label %assert_fail22, label %assert_end23, !dbg !15, !prof !17

assert_fail22:                                    ; preds = %assert_end21
  tail call fastcc void @__tvm_set_raised_6(ptr nonnull @.str, i32 6, ptr nonnull @.str.8, ptr nonnull @.str.16, ptr nonnull @.str.4, ptr nonnull @.str.5, ptr nonnull @.str.10, ptr nonnull @.str.11), !dbg !15
  br label %common.ret, !dbg !15

assert_end23:                                     ; preds = %assert_end21
  %48 = getelementptr inbounds nuw i8, ptr %C.handle, i64 16, !dbg !15
  %49 = load i32, ptr %48, align 4, !dbg !15
  %50 = icmp eq i32 %49, 1, !dbg !15
  br i1 %50, label %assert_end25, label %assert_fail24, !dbg !15, !prof !16

assert_fail24:                                    ; preds = %assert_end23
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.17, i32 8, ptr nonnull @.str.18, ptr nonnull @.str.25, ptr nonnull @.str.20, ptr nonnull @.str.16, ptr nonnull @.str.10, ptr nonnull @.str.12), !dbg !15
  br label %common.ret, !dbg !15

assert_end25:                                     ; preds = %assert_end23
  %51 = getelementptr inbounds nuw i8, ptr %C.handle, i64 22, !dbg !15
  %52 = load i16, ptr %51, align 2, !dbg !15
  %53 = icmp eq i16 %52, 1, !dbg !15
  %54 = getelementptr inbounds nuw i8, ptr %C.handle, i64 21, !dbg !15
  %55 = load i8, ptr %54, align 1, !dbg !15
  %56 = icmp eq i8 %55, 32, !dbg !15
  %57 = getelementptr inbounds nuw i8, ptr %C.handle, i64 20, !dbg !15
  %58 = load i8, ptr %57, align 2, !dbg !15
  %59 = icmp eq i8 %58, 2, !dbg !15
  %60 = and i1 %56, %59, !dbg !15
  %61 = and i1 %53, %60, !dbg !15
  br i1 %61, label %assert_end27, label %assert_fail26, !dbg !15, !prof !16

assert_fail26:                                    ; preds = %assert_end25
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str, i32 8, ptr nonnull @.str.18, ptr nonnull @.str.25, ptr nonnull @.str.21, ptr nonnull @.str.16, ptr nonnull @.str.10, ptr nonnull @.str.22), !dbg !15
  br label %common.ret, !dbg !15

assert_end27:                                     ; preds = %assert_end25
  %62 = getelementptr inbounds nuw i8, ptr %C.handle, i64 24, !dbg !15
  %scale.C_shape = load ptr, ptr %62, align 8, !dbg !15
    #dbg_declare(ptr %scale.C_shape, !33, !DIExpression(), !15)
    #dbg_declare(ptr %scale.C_shape, !33, !DIExpression(), !15)
  %63 = getelementptr inbounds nuw i8, ptr %C.handle, i64 32, !dbg !15
  %scale.C_strides = load ptr, ptr %63, align 8, !dbg !15
    #dbg_declare(ptr %scale.C_strides, !34, !DIExpression(), !15)
    #dbg_declare(ptr %scale.C_strides, !34, !DIExpression(), !15)
  %64 = getelementptr inbounds nuw i8, ptr %C.handle, i64 8, !dbg !15
  %65 = load i32, ptr %64, align 8, !dbg !15
  %66 = icmp eq i32 %65, 1, !dbg !15
  br i1 %66, label %assert_end29, label %assert_fail28, !dbg !15, !prof !16

assert_fail28:                                    ; preds = %assert_end27
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.17, i32 8, ptr nonnull @.str.18, ptr nonnull @.str.25, ptr nonnull @.str.23, ptr nonnull @.str.16, ptr nonnull @.str.10, ptr nonnull @.str.24), !dbg !15
  br label %common.ret, !dbg !15

assert_end29:                                     ; preds = %assert_end27
  %.not55 = icmp eq ptr %scale.A_strides, null, !dbg !15
  br i1 %.not55, label %if_end31, label %if_then30, !dbg !15, !prof !17

if_then30:                                        ; preds = %assert_end29
  %67 = load i64, ptr %scale.A_strides, align 8, !dbg !15
  %68 = and i64 %67, 4294967295, !dbg !15
  %69 = icmp eq i64 %68, 1, !dbg !15
  br i1 %69, label %if_end31, label %assert_fail32, !dbg !15, !prof !16

if_end31:                                         ; preds = %if_then30, %assert_end29
  %70 = load ptr, ptr %A.handle, align 8, !dbg !15
  %.not56 = icmp eq ptr %70, null, !dbg !15
  br i1 %.not56, label %assert_fail34, label %assert_end35, !dbg !15, !prof !17

assert_fail32:                                    ; preds = %if_then30
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.17, i32 7, ptr nonnull @.str.18, ptr nonnull @.str.19, ptr nonnull @.str.26, ptr nonnull @.str.9, ptr nonnull @.str.27, ptr null), !dbg !15
  br label %common.ret, !dbg !15

assert_fail34:                                    ; preds = %if_end31
  tail call fastcc void @__tvm_set_raised_6(ptr nonnull @.str.17, i32 6, ptr nonnull @.str.19, ptr nonnull @.str.28, ptr nonnull @.str.9, ptr nonnull @.str.4, ptr nonnull @.str.5, ptr nonnull @.str.29), !dbg !15
  br label %common.ret, !dbg !15

assert_end35:                                     ; preds = %if_end31
  %.not57 = icmp eq ptr %scale.C_strides, null, !dbg !15
  br i1 %.not57, label %if_end37, label %if_then36, !dbg !15, !prof !17

if_then36:                                        ; preds = %assert_end35
  %71 = load i64, ptr %scale.C_strides, align 8, !dbg !15
  %72 = and i64 %71, 4294967295, !dbg !15
  %73 = icmp eq i64 %72, 1, !dbg !15
  br i1 %73, label %if_end37, label %assert_fail38, !dbg !15, !prof !16

if_end37:                                         ; preds = %if_then36, %assert_end35
  %74 = getelementptr inbounds nuw i8, ptr %C.handle, i64 12, !dbg !15
  %75 = load i32, ptr %74, align 4, !dbg !15
  %76 = icmp eq i32 %dev_id, %75, !dbg !15
  br i1 %76, label %assert_end41, label %assert_fail40, !dbg !15, !prof !16

assert_fail38:                                    ; preds = %if_then36
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.17, i32 7, ptr nonnull @.str.18, ptr nonnull @.str.25, ptr nonnull @.str.26, ptr nonnull @.str.16, ptr nonnull @.str.27, ptr null), !dbg !15
  br label %common.ret, !dbg !15

assert_fail40:                                    ; preds = %if_end37
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.17, i32 8, ptr nonnull @.str.18, ptr nonnull @.str.30, ptr nonnull @.str.31, ptr nonnull @.str.16, ptr nonnull @.str.32, ptr nonnull @.str.33), !dbg !15
  br label %common.ret, !dbg !15

assert_end41:                                     ; preds = %if_end37
  %77 = load ptr, ptr %C.handle, align 8, !dbg !15
  %.not58 = icmp eq ptr %77, null, !dbg !15
  br i1 %.not58, label %assert_fail42, label %assert_end43, !dbg !15, !prof !17

assert_fail42:                                    ; preds = %assert_end41
  tail call fastcc void @__tvm_set_raised_6(ptr nonnull @.str.17, i32 6, ptr nonnull @.str.25, ptr nonnull @.str.28, ptr nonnull @.str.16, ptr nonnull @.str.4, ptr nonnull @.str.5, ptr nonnull @.str.29), !dbg !15
  br label %common.ret, !dbg !15

assert_end43:                                     ; preds = %assert_end41
  %78 = load i64, ptr %scale.A_shape, align 8, !dbg !15
  %79 = and i64 %78, 4294967295, !dbg !15
  %80 = icmp eq i64 %79, 1024, !dbg !15
  br i1 %80, label %assert_end45, label %assert_fail44, !dbg !15, !prof !16

assert_fail44:                                    ; preds = %assert_end43
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.17, i32 8, ptr nonnull @.str.34, ptr nonnull @.str.35, ptr nonnull @.str.31, ptr nonnull @.str.9, ptr nonnull @.str.10, ptr nonnull @.str.36), !dbg !15
  br label %common.ret, !dbg !15

assert_end45:                                     ; preds = %assert_end43
  %81 = getelementptr inbounds nuw i8, ptr %A.handle, i64 40, !dbg !15
  %82 = load i64, ptr %81, align 8, !dbg !15
  %83 = icmp eq i64 %82, 0, !dbg !15
  br i1 %83, label %assert_end47, label %assert_fail46, !dbg !15, !prof !16

assert_fail46:                                    ; preds = %assert_end45
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.17, i32 8, ptr nonnull @.str.34, ptr nonnull @.str.37, ptr nonnull @.str.31, ptr nonnull @.str.9, ptr nonnull @.str.10, ptr nonnull @.str.9), !dbg !15
  br label %common.ret, !dbg !15

assert_end47:                                     ; preds = %assert_end45
  %84 = load i64, ptr %scale.C_shape, align 8, !dbg !15
  %85 = and i64 %84, 4294967295, !dbg !15
  %86 = icmp eq i64 %85, 1024, !dbg !15
  br i1 %86, label %assert_end49, label %assert_fail48, !dbg !15, !prof !16

assert_fail48:                                    ; preds = %assert_end47
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.17, i32 8, ptr nonnull @.str.34, ptr nonnull @.str.38, ptr nonnull @.str.31, ptr nonnull @.str.16, ptr nonnull @.str.10, ptr nonnull @.str.36), !dbg !15
  br label %common.ret, !dbg !15

assert_end49:                                     ; preds = %assert_end47
  %87 = getelementptr inbounds nuw i8, ptr %C.handle, i64 40, !dbg !15
  %88 = load i64, ptr %87, align 8, !dbg !15
  %89 = icmp eq i64 %88, 0, !dbg !15
  br i1 %89, label %assert_end51, label %assert_fail50, !dbg !15, !prof !16

assert_fail50:                                    ; preds = %assert_end49
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.17, i32 8, ptr nonnull @.str.34, ptr nonnull @.str.39, ptr nonnull @.str.31, ptr nonnull @.str.16, ptr nonnull @.str.10, ptr nonnull @.str.9), !dbg !15
  br label %common.ret, !dbg !15

assert_end51:                                     ; preds = %assert_end49
    #dbg_declare(ptr %70, !35, !DIExpression(), !15)
  call void @llvm.assume(i1 true) [ "align"(ptr %70, i64 64) ], !dbg !15
    #dbg_declare(ptr %77, !37, !DIExpression(), !15)
  call void @llvm.assume(i1 true) [ "align"(ptr %77, i64 64) ], !dbg !15
  tail call fastcc void @scale_compute_(ptr nonnull %70, ptr nonnull %77, float %alpha, i64 %shift), !dbg !15
  br label %common.ret, !dbg !15
}

; Function Attrs: noinline
define internal fastcc void @__tvm_set_raised_6(ptr %0, i32 range(i32 4, 7) %1, ptr %2, ptr %3, ptr %4, ptr %5, ptr %6, ptr %7) unnamed_addr #1 {
entry:
  %8 = alloca [6 x ptr], align 8
  store ptr %2, ptr %8, align 8
  %9 = getelementptr inbounds nuw i8, ptr %8, i64 8
  store ptr %3, ptr %9, align 8
  %10 = getelementptr inbounds nuw i8, ptr %8, i64 16
  store ptr %4, ptr %10, align 8
  %11 = getelementptr inbounds nuw i8, ptr %8, i64 24
  store ptr %5, ptr %11, align 8
  %12 = getelementptr inbounds nuw i8, ptr %8, i64 32
  store ptr %6, ptr %12, align 8
  %13 = getelementptr inbounds nuw i8, ptr %8, i64 40
  store ptr %7, ptr %13, align 8
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr %0, ptr nonnull %8, i32 %1)
  ret void
}

declare void @TVMFFIErrorSetRaisedFromCStrParts(ptr, ptr, i32) local_unnamed_addr

; Function Attrs: noinline
define internal fastcc void @__tvm_set_raised_12(ptr %0, i32 range(i32 7, 9) %1, ptr %2, ptr %3, ptr %4, ptr %5, ptr %6, ptr %7) unnamed_addr #1 {
entry:
  %8 = alloca [12 x ptr], align 8
  store ptr %2, ptr %8, align 8
  %9 = getelementptr inbounds nuw i8, ptr %8, i64 8
  store ptr %3, ptr %9, align 8
  %10 = getelementptr inbounds nuw i8, ptr %8, i64 16
  store ptr %4, ptr %10, align 8
  %11 = getelementptr inbounds nuw i8, ptr %8, i64 24
  store ptr %5, ptr %11, align 8
  %12 = getelementptr inbounds nuw i8, ptr %8, i64 32
  store ptr @.str.4, ptr %12, align 8
  %13 = getelementptr inbounds nuw i8, ptr %8, i64 40
  store ptr @.str.5, ptr %13, align 8
  %14 = getelementptr inbounds nuw i8, ptr %8, i64 48
  store ptr %6, ptr %14, align 8
  %15 = getelementptr inbounds nuw i8, ptr %8, i64 56
  store ptr %7, ptr %15, align 8
  %16 = getelementptr inbounds nuw i8, ptr %8, i64 64
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %16, i8 0, i64 32, i1 false)
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr %0, ptr nonnull %8, i32 %1)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: write)
define internal fastcc void @scale_compute_(ptr noalias readonly align 64 captures(none) %A, ptr noalias writeonly align 64 captures(none) %C, float %alpha, i64 %shift) unnamed_addr #3 !dbg !38 {
entry:
    #dbg_declare(ptr %A, !46, !DIExpression(), !47)
    #dbg_value(ptr %A, !42, !DIExpression(), !47)
    #dbg_value(ptr %C, !43, !DIExpression(), !47)
    #dbg_value(float %alpha, !44, !DIExpression(), !47)
    #dbg_value(i64 %shift, !45, !DIExpression(), !47)
  call void @llvm.assume(i1 true) [ "align"(ptr %A, i64 64) ], !dbg !47
    #dbg_declare(ptr %C, !48, !DIExpression(), !47)
  call void @llvm.assume(i1 true) [ "align"(ptr %C, i64 64) ], !dbg !47
  %0 = sitofp i64 %shift to float
    #dbg_value(i32 0, !49, !DIExpression(), !47)
  br label %for_body_i, !dbg !47

for_body_i:                                       ; preds = %entry, %for_body_i
  %indvars.iv = phi i64 [ 0, %entry ], [ %indvars.iv.next, %for_body_i ]
    #dbg_value(i64 %indvars.iv, !49, !DIExpression(), !47)
  %1 = getelementptr inbounds nuw float, ptr %A, i64 %indvars.iv, !dbg !47
  %2 = load float, ptr %1, align 4, !dbg !47, !tbaa !50
  %3 = tail call float @llvm.fmuladd.f32(float %2, float %alpha, float %0), !dbg !47
  %4 = getelementptr inbounds nuw float, ptr %C, i64 %indvars.iv, !dbg !47
  store float %3, ptr %4, align 4, !dbg !47, !tbaa !53
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !47
    #dbg_value(i64 %indvars.iv.next, !49, !DIExpression(), !47)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 1024, !dbg !47
  br i1 %exitcond.not, label %for_end_i, label %for_body_i, !dbg !47, !prof !55

for_end_i:                                        ; preds = %for_body_i
  ret void, !dbg !47
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

define weak dllexport i32 @__tvm_ffi_main(ptr %0, ptr %1, i32 %2, ptr %3) local_unnamed_addr {
entry:
  %4 = tail call i32 @__tvm_ffi_scale(ptr poison, ptr %1, i32 %2, ptr poison), !dbg !15
  ret i32 %4, !dbg !15
}

; Function Attrs: nofree nosync nounwind memory(none)
define weak dso_local i16 @__truncsfhf2(float %a0) local_unnamed_addr #5 section ".text.tvm.fp16.conv" {
b0:
  %v0 = bitcast float %a0 to i32
  %0 = tail call float @llvm.fabs.f32(float %a0)
  %v1 = bitcast float %0 to i32
  %v2 = add nsw i32 %v1, -947912704
  %v3 = add nsw i32 %v1, -1199570944
  %v4 = icmp ult i32 %v2, %v3
  br i1 %v4, label %b1, label %b5

b1:                                               ; preds = %b0
  %v5 = lshr i32 %v0, 13
  %v7 = add nsw i32 %v5, -114688
  %v8 = and i32 %v0, 8191
  %v9 = icmp samesign ugt i32 %v8, 4096
  br i1 %v9, label %b2, label %b3

b2:                                               ; preds = %b1
  %v10 = add nsw i32 %v5, -114687
  br label %b13

b3:                                               ; preds = %b1
  %v11 = icmp eq i32 %v8, 4096
  br i1 %v11, label %b4, label %b13

b4:                                               ; preds = %b3
  %v13 = and i32 %v5, 1
  %v14 = add nsw i32 %v7, %v13
  br label %b13

b5:                                               ; preds = %b0
  %v15 = icmp samesign ugt i32 %v1, 2139095040
  br i1 %v15, label %b6, label %b7

b6:                                               ; preds = %b5
  %v16 = lshr i32 %v0, 13
  %v17 = and i32 %v16, 511
  %v18 = or disjoint i32 %v17, 32256
  br label %b13

b7:                                               ; preds = %b5
  %v19 = icmp samesign ugt i32 %v1, 1199570943
  br i1 %v19, label %b13, label %b8

b8:                                               ; preds = %b7
  %v20 = icmp samesign ult i32 %v1, 754974720
  br i1 %v20, label %b13, label %b9

b9:                                               ; preds = %b8
  %v21 = lshr i32 %v1, 23
  %v22 = sub nsw i32 113, %v21
  %v23 = and i32 %v0, 8388607
  %v24 = or disjoint i32 %v23, 8388608
  %v25 = add nsw i32 %v21, -81
  %v26 = shl i32 %v24, %v25
  %v27 = icmp ne i32 %v26, 0
  %v28 = lshr i32 %v24, %v22
  %v29 = zext i1 %v27 to i32
  %v30 = lshr i32 %v28, 13
  %v31 = and i32 %v28, 8191
  %v32 = or i32 %v31, %v29
  %v33 = icmp samesign ugt i32 %v32, 4096
  br i1 %v33, label %b10, label %b11

b10:                                              ; preds = %b9
  %v34 = add nuw nsw i32 %v30, 1
  br label %b13

b11:                                              ; preds = %b9
  %v35 = icmp eq i32 %v32, 4096
  br i1 %v35, label %b12, label %b13

b12:                                              ; preds = %b11
  %v36 = and i32 %v30, 1
  %v37 = add nuw nsw i32 %v36, %v30
  br label %b13

b13:                                              ; preds = %b12, %b11, %b10, %b8, %b7, %b6, %b4, %b3, %b2
  %v38 = phi i32 [ %v18, %b6 ], [ %v10, %b2 ], [ %v14, %b4 ], [ %v7, %b3 ], [ 31744, %b7 ], [ 0, %b8 ], [ %v34, %b10 ], [ %v37, %b12 ], [ %v30, %b11 ]
  %v39 = lshr i32 %v0, 16
  %v40 = and i32 %v39, 32768
  %v41 = or i32 %v38, %v40
  %vlast = trunc i32 %v41 to i16
  ret i16 %vlast
}

; Function Attrs: nofree nosync nounwind memory(none)
define weak dso_local float @__extendhfsf2(i16 %a0) local_unnamed_addr #5 section ".text.tvm.fp16.conv" {
b0:
  %v1 = and i16 %a0, 32767
  %v2 = zext nneg i16 %v1 to i32
  %v3 = add nsw i16 %v1, -1024
  %v4 = icmp ult i16 %v3, 30720
  br i1 %v4, label %b1, label %b2

b1:                                               ; preds = %b0
  %v5 = shl nuw nsw i32 %v2, 13
  %v6 = add nuw nsw i32 %v5, 939524096
  br label %b6

b2:                                               ; preds = %b0
  %v7 = icmp samesign ugt i16 %v1, 31743
  br i1 %v7, label %b3, label %b4

b3:                                               ; preds = %b2
  %v8 = shl nuw nsw i32 %v2, 13
  %v9 = or i32 %v8, 2139095040
  br label %b6

b4:                                               ; preds = %b2
  %v10 = icmp eq i16 %v1, 0
  br i1 %v10, label %b6, label %b5

b5:                                               ; preds = %b4
  %v11 = icmp samesign ult i16 %v1, 256
  %v12 = lshr i32 %v2, 8
  %v13 = select i1 %v11, i32 %v2, i32 %v12
  %v14 = select i1 %v11, i32 32, i32 24
  %v15 = icmp samesign ult i32 %v13, 16
  %v16 = lshr i32 %v13, 4
  %v17 = add nsw i32 %v14, -4
  %v18 = select i1 %v15, i32 %v13, i32 %v16
  %v19 = select i1 %v15, i32 %v14, i32 %v17
  %v20 = icmp samesign ult i32 %v18, 4
  %v21 = lshr i32 %v18, 2
  %v22 = add nsw i32 %v19, -2
  %v23 = select i1 %v20, i32 %v18, i32 %v21
  %v24 = select i1 %v20, i32 %v19, i32 %v22
  %v25 = icmp samesign ult i32 %v23, 2
  %v26 = sub nsw i32 0, %v23
  %v27 = select i1 %v25, i32 %v26, i32 -2
  %v28 = add nsw i32 %v27, %v24
  %v29 = add nsw i32 %v28, -8
  %v30 = shl i32 %v2, %v29
  %v31 = xor i32 %v30, 8388608
  %v32 = shl i32 %v28, 23
  %v33 = sub i32 1124073472, %v32
  %v34 = or i32 %v31, %v33
  br label %b6

b6:                                               ; preds = %b5, %b4, %b3, %b1
  %v35 = phi i32 [ %v6, %b1 ], [ %v9, %b3 ], [ %v34, %b5 ], [ 0, %b4 ]
  %v36 = and i16 %a0, -32768
  %v37 = zext i16 %v36 to i32
  %v38 = shl nuw i32 %v37, 16
  %v39 = or i32 %v35, %v38
  %v40 = bitcast i32 %v39 to float
  ret float %v40
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #6

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #7

attributes #0 = { "target-cpu"="generic" }
attributes #1 = { noinline }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: write) "target-cpu"="generic" }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree nosync nounwind memory(none) "target-cpu"="generic" "target-features" }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "TVM", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "IRModule.CodeGenLLVM", directory: ".")
!2 = !{i32 2, !"tvm_target", !"{\22kind\22:\22llvm\22,\22mtriple\22:\22riscv64-linux-gnu\22}"}
!3 = !{i32 4, !"Debug Info Version", i32 3}
!4 = !{i32 4, !"Dwarf Version", i32 4}
!5 = distinct !DISubprogram(name: "__tvm_ffi_scale", scope: !1, file: !1, type: !6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !10)
!6 = !DISubroutineType(types: !7)
!7 = !{!8, !9, !9, !8, !9}
!8 = !DIBasicType(name: "int32", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null)
!10 = !{!11, !12, !13, !14}
!11 = !DILocalVariable(name: "self_handle", arg: 1, scope: !5, file: !1, type: !9)
!12 = !DILocalVariable(name: "args", arg: 2, scope: !5, file: !1, type: !9)
!13 = !DILocalVariable(name: "num_args", arg: 3, scope: !5, file: !1, type: !8)
!14 = !DILocalVariable(name: "result", arg: 4, scope: !5, file: !1, type: !9)
!15 = !DILocation(line: 0, scope: !5)
!16 = !{!"branch_weights", i32 1048576, i32 1}
!17 = !{!"branch_weights", i32 1, i32 1048576}
!18 = !DILocalVariable(name: "A.type_index", scope: !5, file: !1, type: !8)
!19 = !{!"branch_weights", i32 1, i32 349525, i32 349525, i32 349525}
!20 = !DILocalVariable(name: "A.handle", scope: !5, file: !1, type: !9)
!21 = !DILocalVariable(name: "alpha.type_index", scope: !5, file: !1, type: !8)
!22 = !DILocalVariable(name: "alpha", scope: !5, file: !1, type: !23)
!23 = !DIBasicType(name: "float32", size: 32, encoding: DW_ATE_float)
!24 = !DILocalVariable(name: "shift.type_index", scope: !5, file: !1, type: !8)
!25 = !DILocalVariable(name: "shift", scope: !5, file: !1, type: !26)
!26 = !DIBasicType(name: "int64", size: 64, encoding: DW_ATE_signed)
!27 = !DILocalVariable(name: "C.type_index", scope: !5, file: !1, type: !8)
!28 = !DILocalVariable(name: "C.handle", scope: !5, file: !1, type: !9)
!29 = !DILocalVariable(name: "scale.A_shape", scope: !5, file: !1, type: !30)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26)
!31 = !DILocalVariable(name: "scale.A_strides", scope: !5, file: !1, type: !30)
!32 = !DILocalVariable(name: "dev_id", scope: !5, file: !1, type: !8)
!33 = !DILocalVariable(name: "scale.C_shape", scope: !5, file: !1, type: !30)
!34 = !DILocalVariable(name: "scale.C_strides", scope: !5, file: !1, type: !30)
!35 = !DILocalVariable(name: "A", scope: !5, file: !1, type: !36)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23)
!37 = !DILocalVariable(name: "C", scope: !5, file: !1, type: !36)
!38 = distinct !DISubprogram(name: "scale_compute_", scope: !1, file: !1, type: !39, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !41)
!39 = !DISubroutineType(cc: DW_CC_nocall, types: !40)
!40 = !{!8, !36, !36, !23, !26}
!41 = !{!42, !43, !44, !45}
!42 = !DILocalVariable(name: "A", arg: 1, scope: !38, file: !1, type: !36)
!43 = !DILocalVariable(name: "C", arg: 2, scope: !38, file: !1, type: !36)
!44 = !DILocalVariable(name: "alpha", arg: 3, scope: !38, file: !1, type: !23)
!45 = !DILocalVariable(name: "shift", arg: 4, scope: !38, file: !1, type: !26)
!46 = !DILocalVariable(name: "A", scope: !38, file: !1, type: !36)
!47 = !DILocation(line: 0, scope: !38)
!48 = !DILocalVariable(name: "C", scope: !38, file: !1, type: !36)
!49 = !DILocalVariable(name: "i", scope: !38, file: !1, type: !8)
!50 = !{!51, !51, i64 0}
!51 = !{!"0x5616f4cd7480", !52, i64 0}
!52 = !{!"tvm-tbaa"}
!53 = !{!54, !54, i64 0}
!54 = !{!"0x5616f4cdc090", !52, i64 0}
!55 = !{!"branch_weights", i32 1, i32 1048575}
