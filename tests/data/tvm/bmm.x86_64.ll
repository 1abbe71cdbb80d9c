; ModuleID = 'TVMMod'
source_filename = "TVMMod"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-linux-gnu"

@.str = private constant [10 x i8] c"TypeError\00", align 1
@.str.1 = private constant [10 x i8] c"Expected \00", align 1
@.str.2 = private constant [2 x i8] c"3\00", align 1
@.str.3 = private constant [11 x i8] c" arguments\00", align 1
@.str.4 = private constant [19 x i8] c" when calling:\0A  `\00", align 1
@.str.5 = private constant [119 x i8] c"bmm(A: Tensor([8, 64, 32], float32), B: Tensor([8, 32, 48], float32), T_batch_matmul_NN: Tensor([8, 64, 48], float32))\00", align 1
@.str.6 = private constant [2 x i8] c"`\00", align 1
@.str.7 = private constant [21 x i8] c"args pointer is NULL\00", align 1
@.str.8 = private constant [30 x i8] c"Mismatched type on argument #\00", align 1
@.str.9 = private constant [2 x i8] c"0\00", align 1
@.str.10 = private constant [15 x i8] c"`,\0A  expected \00", align 1
@.str.11 = private constant [7 x i8] c"Tensor\00", align 1
@.str.12 = private constant [2 x i8] c"1\00", align 1
@.str.13 = private constant [2 x i8] c"2\00", align 1
@.str.14 = private constant [11 x i8] c"ValueError\00", align 1
@.str.15 = private constant [12 x i8] c"Mismatched \00", align 1
@.str.16 = private constant [2 x i8] c"A\00", align 1
@.str.17 = private constant [20 x i8] c".ndim on argument #\00", align 1
@.str.18 = private constant [21 x i8] c".dtype on argument #\00", align 1
@.str.19 = private constant [8 x i8] c"float32\00", align 1
@.str.20 = private constant [27 x i8] c".device_type on argument #\00", align 1
@.str.21 = private constant [4 x i8] c"cpu\00", align 1
@.str.22 = private constant [2 x i8] c"B\00", align 1
@.str.23 = private constant [18 x i8] c"T_batch_matmul_NN\00", align 1
@.str.24 = private constant [23 x i8] c".strides on argument #\00", align 1
@.str.25 = private constant [34 x i8] c"`,\0A  expected to be compact array\00", align 1
@.str.26 = private constant [36 x i8] c" data pointer is NULL on argument #\00", align 1
@.str.27 = private constant [36 x i8] c"`,\0A  expected non-NULL data pointer\00", align 1
@.str.28 = private constant [12 x i8] c"B.device_id\00", align 1
@.str.29 = private constant [15 x i8] c" on argument #\00", align 1
@.str.30 = private constant [24 x i8] c"`,\0A  expected to match \00", align 1
@.str.31 = private constant [12 x i8] c"A.device_id\00", align 1
@.str.32 = private constant [28 x i8] c"T_batch_matmul_NN.device_id\00", align 1
@.str.33 = private constant [9 x i8] c"Invalid \00", align 1
@.str.34 = private constant [11 x i8] c"A.shape[0]\00", align 1
@.str.35 = private constant [2 x i8] c"8\00", align 1
@.str.36 = private constant [11 x i8] c"A.shape[1]\00", align 1
@.str.37 = private constant [3 x i8] c"64\00", align 1
@.str.38 = private constant [11 x i8] c"A.shape[2]\00", align 1
@.str.39 = private constant [3 x i8] c"32\00", align 1
@.str.40 = private constant [14 x i8] c"A.byte_offset\00", align 1
@.str.41 = private constant [11 x i8] c"B.shape[0]\00", align 1
@.str.42 = private constant [11 x i8] c"B.shape[1]\00", align 1
@.str.43 = private constant [11 x i8] c"B.shape[2]\00", align 1
@.str.44 = private constant [3 x i8] c"48\00", align 1
@.str.45 = private constant [14 x i8] c"B.byte_offset\00", align 1
@.str.46 = private constant [27 x i8] c"T_batch_matmul_NN.shape[0]\00", align 1
@.str.47 = private constant [27 x i8] c"T_batch_matmul_NN.shape[1]\00", align 1
@.str.48 = private constant [27 x i8] c"T_batch_matmul_NN.shape[2]\00", align 1
@.str.49 = private constant [30 x i8] c"T_batch_matmul_NN.byte_offset\00", align 1
@llvm.global_ctors = appending global [0 x { i32, ptr, ptr }] zeroinitializer

define dllexport range(i32 -1, 1) i32 @__tvm_ffi_bmm(ptr noalias readnone captures(none) %self_handle, ptr noalias readonly captures(address_is_null) %args, i32 %num_args, ptr noalias readnone captures(none) %result) local_unnamed_addr #0 !dbg !5 {
entry:
    #dbg_value(ptr poison, !11, !DIExpression(), !15)
    #dbg_value(ptr %args, !12, !DIExpression(), !15)
    #dbg_value(i32 %num_args, !13, !DIExpression(), !15)
    #dbg_value(ptr poison, !14, !DIExpression(), !15)
  %0 = icmp eq i32 %num_args, 3, !dbg !15
  br i1 %0, label %assert_end, label %assert_fail, !dbg !15, !prof !16

common.ret:                                       ; preds = %assert_end84, %assert_fail83, %assert_fail81, %assert_fail79, %assert_fail77, %assert_fail75, %assert_fail73, %assert_fail71, %assert_fail69, %assert_fail67, %assert_fail65, %assert_fail63, %assert_fail61, %assert_fail59, %assert_fail57, %assert_fail55, %assert_fail51, %assert_fail49, %assert_fail47, %assert_fail43, %assert_fail41, %assert_fail37, %assert_fail35, %assert_fail33, %assert_fail31, %assert_fail29, %assert_fail27, %assert_fail25, %assert_fail23, %assert_fail21, %assert_fail19, %assert_fail17, %assert_fail15, %assert_fail10, %assert_fail5, %assert_fail3, %assert_fail1, %assert_fail
  %common.ret.op = phi i32 [ -1, %assert_fail ], [ -1, %assert_fail1 ], [ -1, %assert_fail3 ], [ -1, %assert_fail5 ], [ -1, %assert_fail10 ], [ -1, %assert_fail15 ], [ -1, %assert_fail17 ], [ -1, %assert_fail19 ], [ -1, %assert_fail21 ], [ -1, %assert_fail23 ], [ -1, %assert_fail25 ], [ -1, %assert_fail27 ], [ -1, %assert_fail29 ], [ -1, %assert_fail31 ], [ -1, %assert_fail33 ], [ -1, %assert_fail35 ], [ -1, %assert_fail37 ], [ -1, %assert_fail41 ], [ -1, %assert_fail43 ], [ -1, %assert_fail47 ], [ -1, %assert_fail49 ], [ -1, %assert_fail51 ], [ -1, %assert_fail55 ], [ -1, %assert_fail57 ], [ -1, %assert_fail59 ], [ -1, %assert_fail61 ], [ -1, %assert_fail63 ], [ -1, %assert_fail65 ], [ -1, %assert_fail67 ], [ -1, %assert_fail69 ], [ -1, %assert_fail71 ], [ -1, %assert_fail73 ], [ -1, %assert_fail75 ], [ -1, %assert_fail77 ], [ -1, %assert_fail79 ], [ -1, %assert_fail81 ], [ -1, %assert_fail83 ], [ 0, %assert_end84 ]
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
  %B.type_index = load i32, ptr %8, align 4, !dbg !15
    #dbg_value(i32 %B.type_index, !21, !DIExpression(), !15)
    #dbg_value(i32 %B.type_index, !21, !DIExpression(), !15)
  %B.type_index.fr = freeze i32 %B.type_index, !dbg !15
  %9 = icmp sgt i32 %B.type_index.fr, 63, !dbg !15
  br i1 %9, label %assert_end6, label %switch.early.test85, !dbg !15

switch.early.test85:                              ; preds = %if_end
  switch i32 %B.type_index.fr, label %assert_fail5 [
    i32 0, label %if_else8
    i32 4, label %if_else8
    i32 7, label %if_else8
  ], !dbg !15, !prof !19

assert_fail5:                                     ; preds = %switch.early.test85
  tail call fastcc void @__tvm_set_raised_6(ptr nonnull @.str, i32 6, ptr nonnull @.str.8, ptr nonnull @.str.12, ptr nonnull @.str.4, ptr nonnull @.str.5, ptr nonnull @.str.10, ptr nonnull @.str.11), !dbg !15
  br label %common.ret, !dbg !15

assert_end6:                                      ; preds = %if_end
  %10 = icmp eq i32 %B.type_index.fr, 70, !dbg !15
  br i1 %10, label %if_then7, label %if_else8, !dbg !15

if_then7:                                         ; preds = %assert_end6
  %11 = getelementptr inbounds nuw i8, ptr %args, i64 24, !dbg !15
  %12 = load ptr, ptr %11, align 8, !dbg !15
  %13 = getelementptr inbounds nuw i8, ptr %12, i64 24, !dbg !15
  br label %if_end9, !dbg !15

if_else8:                                         ; preds = %switch.early.test85, %switch.early.test85, %switch.early.test85, %assert_end6
  %14 = getelementptr inbounds nuw i8, ptr %args, i64 24, !dbg !15
  %15 = load ptr, ptr %14, align 8, !dbg !15
  br label %if_end9, !dbg !15

if_end9:                                          ; preds = %if_else8, %if_then7
  %B.handle = phi ptr [ %13, %if_then7 ], [ %15, %if_else8 ], !dbg !15
    #dbg_declare(ptr %B.handle, !22, !DIExpression(), !15)
    #dbg_declare(ptr %B.handle, !22, !DIExpression(), !15)
  %16 = getelementptr inbounds nuw i8, ptr %args, i64 32, !dbg !15
  %T_batch_matmul_NN.type_index = load i32, ptr %16, align 4, !dbg !15
    #dbg_value(i32 %T_batch_matmul_NN.type_index, !23, !DIExpression(), !15)
    #dbg_value(i32 %T_batch_matmul_NN.type_index, !23, !DIExpression(), !15)
  %T_batch_matmul_NN.type_index.fr = freeze i32 %T_batch_matmul_NN.type_index, !dbg !15
  %17 = icmp sgt i32 %T_batch_matmul_NN.type_index.fr, 63, !dbg !15
  br i1 %17, label %assert_end11, label %switch.early.test86, !dbg !15

switch.early.test86:                              ; preds = %if_end9
  switch i32 %T_batch_matmul_NN.type_index.fr, label %assert_fail10 [
    i32 0, label %if_else13
    i32 4, label %if_else13
    i32 7, label %if_else13
  ], !dbg !15, !prof !19

assert_fail10:                                    ; preds = %switch.early.test86
  tail call fastcc void @__tvm_set_raised_6(ptr nonnull @.str, i32 6, ptr nonnull @.str.8, ptr nonnull @.str.13, ptr nonnull @.str.4, ptr nonnull @.str.5, ptr nonnull @.str.10, ptr nonnull @.str.11), !dbg !15
  br label %common.ret, !dbg !15

assert_end11:                                     ; preds = %if_end9
  %18 = icmp eq i32 %T_batch_matmul_NN.type_index.fr, 70, !dbg !15
  br i1 %18, label %if_then12, label %if_else13, !dbg !15

if_then12:                                        ; preds = %assert_end11
  %19 = getelementptr inbounds nuw i8, ptr %args, i64 40, !dbg !15
  %20 = load ptr, ptr %19, align 8, !dbg !15
  %21 = getelementptr inbounds nuw i8, ptr %20, i64 24, !dbg !15
  br label %if_end14, !dbg !15

if_else13:                                        ; preds = %switch.early.test86, %switch.early.test86, %switch.early.test86, %assert_end11
  %22 = getelementptr inbounds nuw i8, ptr %args, i64 40, !dbg !15
  %23 = load ptr, ptr %22, align 8, !dbg !15
  br label %if_end14, !dbg !15

if_end14:                                         ; preds = %if_else13, %if_then12
  %T_batch_matmul_NN.handle = phi ptr [ %21, %if_then12 ], [ %23, %if_else13 ], !dbg !15
    #dbg_declare(ptr %T_batch_matmul_NN.handle, !24, !DIExpression(), !15)
    #dbg_declare(ptr %T_batch_matmul_NN.handle, !24, !DIExpression(), !15)
  %.not87 = icmp eq ptr %A.handle, null, !dbg !15
  br i1 %.not87, label %assert_fail15, label %assert_end16, !dbg !15, !prof !17

assert_fail15:                                    ; preds = %if_end14
  tail call fastcc void @__tvm_set_raised_6(ptr nonnull @.str, i32 6, ptr nonnull @.str.8, ptr nonnull @.str.9, ptr nonnull @.str.4, ptr nonnull @.str.5, ptr nonnull @.str.10, ptr nonnull @.str.11), !dbg !15
  br label %common.ret, !dbg !15

assert_end16:                                     ; preds = %if_end14
  %24 = getelementptr inbounds nuw i8, ptr %A.handle, i64 16, !dbg !15
  %25 = load i32, ptr %24, align 4, !dbg !15
  %26 = icmp eq i32 %25, 3, !dbg !15
  br i1 %26, label %assert_end18, label %assert_fail17, !dbg !15, !prof !16

assert_fail17:                                    ; preds = %assert_end16
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.15, ptr nonnull @.str.16, ptr nonnull @.str.17, ptr nonnull @.str.9, ptr nonnull @.str.10, ptr nonnull @.str.2), !dbg !15
  br label %common.ret, !dbg !15

assert_end18:                                     ; preds = %assert_end16
  %27 = getelementptr inbounds nuw i8, ptr %A.handle, i64 22, !dbg !15
  %28 = load i16, ptr %27, align 2, !dbg !15
  %29 = icmp eq i16 %28, 1, !dbg !15
  %30 = getelementptr inbounds nuw i8, ptr %A.handle, i64 21, !dbg !15
  %31 = load i8, ptr %30, align 1, !dbg !15
  %32 = icmp eq i8 %31, 32, !dbg !15
  %33 = getelementptr inbounds nuw i8, ptr %A.handle, i64 20, !dbg !15
  %34 = load i8, ptr %33, align 2, !dbg !15
  %35 = icmp eq i8 %34, 2, !dbg !15
  %36 = and i1 %32, %35, !dbg !15
  %37 = and i1 %29, %36, !dbg !15
  br i1 %37, label %assert_end20, label %assert_fail19, !dbg !15, !prof !16

assert_fail19:                                    ; preds = %assert_end18
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str, i32 8, ptr nonnull @.str.15, ptr nonnull @.str.16, ptr nonnull @.str.18, ptr nonnull @.str.9, ptr nonnull @.str.10, ptr nonnull @.str.19), !dbg !15
  br label %common.ret, !dbg !15

assert_end20:                                     ; preds = %assert_end18
  %38 = getelementptr inbounds nuw i8, ptr %A.handle, i64 24, !dbg !15
  %bmm.A_shape = load ptr, ptr %38, align 8, !dbg !15
    #dbg_declare(ptr %bmm.A_shape, !25, !DIExpression(), !15)
    #dbg_declare(ptr %bmm.A_shape, !25, !DIExpression(), !15)
  %39 = getelementptr inbounds nuw i8, ptr %A.handle, i64 32, !dbg !15
  %bmm.A_strides = load ptr, ptr %39, align 8, !dbg !15
    #dbg_declare(ptr %bmm.A_strides, !28, !DIExpression(), !15)
    #dbg_declare(ptr %bmm.A_strides, !28, !DIExpression(), !15)
  %40 = getelementptr inbounds nuw i8, ptr %A.handle, i64 8, !dbg !15
  %41 = load i32, ptr %40, align 8, !dbg !15
  %42 = icmp eq i32 %41, 1, !dbg !15
  br i1 %42, label %assert_end22, label %assert_fail21, !dbg !15, !prof !16

assert_fail21:                                    ; preds = %assert_end20
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.15, ptr nonnull @.str.16, ptr nonnull @.str.20, ptr nonnull @.str.9, ptr nonnull @.str.10, ptr nonnull @.str.21), !dbg !15
  br label %common.ret, !dbg !15

assert_end22:                                     ; preds = %assert_end20
  %43 = getelementptr inbounds nuw i8, ptr %A.handle, i64 12, !dbg !15
  %dev_id = load i32, ptr %43, align 4, !dbg !15
    #dbg_value(i32 %dev_id, !29, !DIExpression(), !15)
    #dbg_value(i32 %dev_id, !29, !DIExpression(), !15)
  %.not88 = icmp eq ptr %B.handle, null, !dbg !15
  br i1 %.not88, label %assert_fail23, label %assert_end24, !dbg !15, !prof !17

assert_fail23:                                    ; preds = %assert_end22
  tail call fastcc void @__tvm_set_raised_6(ptr nonnull @.str, i32 6, ptr nonnull @.str.8, ptr nonnull @.str.12, ptr nonnull @.str.4, ptr nonnull @.str.5, ptr nonnull @.str.10, ptr nonnull @.str.11), !dbg !15
  br label %common.ret, !dbg !15

assert_end24:                                     ; preds = %assert_end22
  %44 = getelementptr inbounds nuw i8, ptr %B.handle, i64 16, !dbg !15
  %45 = load i32, ptr %44, align 4, !dbg !15
  %46 = icmp eq i32 %45, 3, !dbg !15
  br i1 %46, label %assert_end26, label %assert_fail25, !dbg !15, !prof !16

assert_fail25:                                    ; preds = %assert_end24
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.15, ptr nonnull @.str.22, ptr nonnull @.str.17, ptr nonnull @.str.12, ptr nonnull @.str.10, ptr nonnull @.str.2), !dbg !15
  br label %common.ret, !dbg !15

assert_end26:                                     ; preds = %assert_end24
  %47 = getelementptr inbounds nuw i8, ptr %B.handle, i64 22, !dbg !15
  %48 = load i16, ptr %47, align 2, !dbg !15
  %49 = icmp eq i16 %48, 1, !dbg !15
  %50 = getelementptr inbounds nuw i8, ptr %B.handle, i64 21, !dbg !15
  %51 = load i8, ptr %50, align 1, !dbg !15
  %52 = icmp eq i8 %51, 32, !dbg !15
  %53 = getelementptr inbounds nuw i8, ptr %B.handle, i64 20, !dbg !15
  %54 = load i8, ptr %53, align 2, !dbg !15
  %55 = icmp eq i8 %54, 2, !dbg !15
  %56 = and i1 %52, %55, !dbg !15
  %57 = and i1 %49, %56, !dbg !15
  br i1 %57, label %assert_end28, label %assert_fail27, !dbg !15, !prof !16

assert_fail27:                                    ; preds = %assert_end26
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str, i32 8, ptr nonnull @.str.15, ptr nonnull @.str.22, ptr nonnull @.str.18, ptr nonnull @.str.12, ptr nonnull @.str.10, ptr nonnull @.str.19), !dbg !15
  br label %common.ret, !dbg !15

assert_end28:                                     ; preds = %assert_end26
  %58 = getelementptr inbounds nuw i8, ptr %B.handle, i64 24, !dbg !15
  %bmm.B_shape = load ptr, ptr %58, align 8, !dbg !15
    #dbg_declare(ptr %bmm.B_shape, !30, !DIExpression(), !15)
    #dbg_declare(ptr %bmm.B_shape, !30, !DIExpression(), !15)
  %59 = getelementptr inbounds nuw i8, ptr %B.handle, i64 32, !dbg !15
  %bmm.B_strides = load ptr, ptr %59, align 8, !dbg !15
    #dbg_declare(ptr %bmm.B_strides, !31, !DIExpression(), !15)
    #dbg_declare(ptr %bmm.B_strides, !31, !DIExpression(), !15)
  %60 = getelementptr inbounds nuw i8, ptr %B.handle, i64 8, !dbg !15
  %61 = load i32, ptr %60, align 8, !dbg !15
  %62 = icmp eq i32 %61, 1, !dbg !15
  br i1 %62, label %assert_end30, label %assert_fail29, !dbg !15, !prof !16

assert_fail29:                                    ; preds = %assert_end28
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.15, ptr nonnull @.str.22, ptr nonnull @.str.20, ptr nonnull @.str.12, ptr nonnull @.str.10, ptr nonnull @.str.21), !dbg !15
  br label %common.ret, !dbg !15

assert_end30:                                     ; preds = %assert_end28
  %.not89 = icmp eq ptr %T_batch_matmul_NN.handle, null, !dbg !15
  br i1 %.not89, label %assert_fail31, label %assert_end32, !dbg !15, !prof !17

assert_fail31:                                    ; preds = %assert_end30
  tail call fastcc void @__tvm_set_raised_6(ptr nonnull @.str, i32 6, ptr nonnull @.str.8, ptr nonnull @.str.13, ptr nonnull @.str.4, ptr nonnull @.str.5, ptr nonnull @.str.10, ptr nonnull @.str.11), !dbg !15
  br label %common.ret, !dbg !15

assert_end32:                                     ; preds = %assert_end30
  %63 = getelementptr inbounds nuw i8, ptr %T_batch_matmul_NN.handle, i64 16, !dbg !15
  %64 = load i32, ptr %63, align 4, !dbg !15
  %65 = icmp eq i32 %64, 3, !dbg !15
  br i1 %65, label %assert_end34, label %assert_fail33, !dbg !15, !prof !16

assert_fail33:                                    ; preds = %assert_end32
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.15, ptr nonnull @.str.23, ptr nonnull @.str.17, ptr nonnull @.str.13, ptr nonnull @.str.10, ptr nonnull @.str.2), !dbg !15
  br label %common.ret, !dbg !15

assert_end34:                                     ; preds = %assert_end32
  %66 = getelementptr inbounds nuw i8, ptr %T_batch_matmul_NN.handle, i64 22, !dbg !15
  %67 = load i16, ptr %66, align 2, !dbg !15
  %68 = icmp eq i16 %67, 1, !dbg !15
  %69 = getelementptr inbounds nuw i8, ptr %T_batch_matmul_NN.handle, i64 21, !dbg !15
  %70 = load i8, ptr %69, align 1, !dbg !15
  %71 = icmp eq i8 %70, 32, !dbg !15
  %72 = getelementptr inbounds nuw i8, ptr %T_batch_matmul_NN.handle, i64 20, !dbg !15
  %73 = load i8, ptr %72, align 2, !dbg !15
  %74 = icmp eq i8 %73, 2, !dbg !15
  %75 = and i1 %71, %74, !dbg !15
  %76 = and i1 %68, %75, !dbg !15
  br i1 %76, label %assert_end36, label %assert_fail35, !dbg !15, !prof !16

assert_fail35:                                    ; preds = %assert_end34
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str, i32 8, ptr nonnull @.str.15, ptr nonnull @.str.23, ptr nonnull @.str.18, ptr nonnull @.str.13, ptr nonnull @.str.10, ptr nonnull @.str.19), !dbg !15
  br label %common.ret, !dbg !15

assert_end36:                                     ; preds = %assert_end34
  %77 = getelementptr inbounds nuw i8, ptr %T_batch_matmul_NN.handle, i64 24, !dbg !15
  %bmm.T_batch_matmul_NN_shape = load ptr, ptr %77, align 8, !dbg !15
    #dbg_declare(ptr %bmm.T_batch_matmul_NN_shape, !32, !DIExpression(), !15)
    #dbg_declare(ptr %bmm.T_batch_matmul_NN_shape, !32, !DIExpression(), !15)
  %78 = getelementptr inbounds nuw i8, ptr %T_batch_matmul_NN.handle, i64 32, !dbg !15
  %bmm.T_batch_matmul_NN_strides = load ptr, ptr %78, align 8, !dbg !15
    #dbg_declare(ptr %bmm.T_batch_matmul_NN_strides, !33, !DIExpression(), !15)
    #dbg_declare(ptr %bmm.T_batch_matmul_NN_strides, !33, !DIExpression(), !15)
  %79 = getelementptr inbounds nuw i8, ptr %T_batch_matmul_NN.handle, i64 8, !dbg !15
  %80 = load i32, ptr %79, align 8, !dbg !15
  %81 = icmp eq i32 %80, 1, !dbg !15
  br i1 %81, label %assert_end38, label %assert_fail37, !dbg !15, !prof !16

assert_fail37:                                    ; preds = %assert_end36
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.15, ptr nonnull @.str.23, ptr nonnull @.str.20, ptr nonnull @.str.13, ptr nonnull @.str.10, ptr nonnull @.str.21), !dbg !15
  br label %common.ret, !dbg !15

assert_end38:                                     ; preds = %assert_end36
  %.not90 = icmp eq ptr %bmm.A_strides, null, !dbg !15
  br i1 %.not90, label %if_end40, label %if_then39, !dbg !15, !prof !17

if_then39:                                        ; preds = %assert_end38
  %82 = load i64, ptr %bmm.A_strides, align 8, !dbg !15
  %83 = and i64 %82, 4294967295, !dbg !15
  %84 = icmp eq i64 %83, 2048, !dbg !15
  %85 = getelementptr inbounds nuw i8, ptr %bmm.A_strides, i64 8, !dbg !15
  %86 = load i64, ptr %85, align 8, !dbg !15
  %87 = and i64 %86, 4294967295, !dbg !15
  %88 = icmp eq i64 %87, 32, !dbg !15
  %89 = getelementptr inbounds nuw i8, ptr %bmm.A_strides, i64 16, !dbg !15
  %90 = load i64, ptr %89, align 8, !dbg !15
  %91 = and i64 %90, 4294967295, !dbg !15
  %92 = icmp eq i64 %91, 1, !dbg !15
  %93 = and i1 %88, %92, !dbg !15
  %94 = and i1 %84, %93, !dbg !15
  br i1 %94, label %if_end40, label %assert_fail41, !dbg !15, !prof !16

if_end40:                                         ; preds = %if_then39, %assert_end38
  %95 = load ptr, ptr %A.handle, align 8, !dbg !15
  %.not91 = icmp eq ptr %95, null, !dbg !15
  br i1 %.not91, label %assert_fail43, label %assert_end44, !dbg !15, !prof !17

assert_fail41:                                    ; preds = %if_then39
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 7, ptr nonnull @.str.15, ptr nonnull @.str.16, ptr nonnull @.str.24, ptr nonnull @.str.9, ptr nonnull @.str.25, ptr null), !dbg !15
  br label %common.ret, !dbg !15

assert_fail43:                                    ; preds = %if_end40
  tail call fastcc void @__tvm_set_raised_6(ptr nonnull @.str.14, i32 6, ptr nonnull @.str.16, ptr nonnull @.str.26, ptr nonnull @.str.9, ptr nonnull @.str.4, ptr nonnull @.str.5, ptr nonnull @.str.27), !dbg !15
  br label %common.ret, !dbg !15

assert_end44:                                     ; preds = %if_end40
  %.not92 = icmp eq ptr %bmm.B_strides, null, !dbg !15
  br i1 %.not92, label %if_end46, label %if_then45, !dbg !15, !prof !17

if_then45:                                        ; preds = %assert_end44
  %96 = load i64, ptr %bmm.B_strides, align 8, !dbg !15
  %97 = and i64 %96, 4294967295, !dbg !15
  %98 = icmp eq i64 %97, 1536, !dbg !15
  %99 = getelementptr inbounds nuw i8, ptr %bmm.B_strides, i64 8, !dbg !15
  %100 = load i64, ptr %99, align 8, !dbg !15
  %101 = and i64 %100, 4294967295, !dbg !15
  %102 = icmp eq i64 %101, 48, !dbg !15
  %103 = getelementptr inbounds nuw i8, ptr %bmm.B_strides, i64 16, !dbg !15
  %104 = load i64, ptr %103, align 8, !dbg !15
  %105 = and i64 %104, 4294967295, !dbg !15
  %106 = icmp eq i64 %105, 1, !dbg !15
  %107 = and i1 %102, %106, !dbg !15
  %108 = and i1 %98, %107, !dbg !15
  br i1 %108, label %if_end46, label %assert_fail47, !dbg !15, !prof !16

if_end46:                                         ; preds = %if_then45, %assert_end44
  %109 = getelementptr inbounds nuw i8, ptr %B.handle, i64 12, !dbg !15
  %110 = load i32, ptr %109, align 4, !dbg !15
  %111 = icmp eq i32 %dev_id, %110, !dbg !15
  br i1 %111, label %assert_end50, label %assert_fail49, !dbg !15, !prof !16

assert_fail47:                                    ; preds = %if_then45
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 7, ptr nonnull @.str.15, ptr nonnull @.str.22, ptr nonnull @.str.24, ptr nonnull @.str.12, ptr nonnull @.str.25, ptr null), !dbg !15
  br label %common.ret, !dbg !15

assert_fail49:                                    ; preds = %if_end46
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.15, ptr nonnull @.str.28, ptr nonnull @.str.29, ptr nonnull @.str.12, ptr nonnull @.str.30, ptr nonnull @.str.31), !dbg !15
  br label %common.ret, !dbg !15

assert_end50:                                     ; preds = %if_end46
  %112 = load ptr, ptr %B.handle, align 8, !dbg !15
  %.not93 = icmp eq ptr %112, null, !dbg !15
  br i1 %.not93, label %assert_fail51, label %assert_end52, !dbg !15, !prof !17

assert_fail51:                                    ; preds = %assert_end50
  tail call fastcc void @__tvm_set_raised_6(ptr nonnull @.str.14, i32 6, ptr nonnull @.str.22, ptr nonnull @.str.26, ptr nonnull @.str.12, ptr nonnull @.str.4, ptr nonnull @.str.5, ptr nonnull @.str.27), !dbg !15
  br label %common.ret, !dbg !15

assert_end52:                                     ; preds = %assert_end50
  %.not94 = icmp eq ptr %bmm.T_batch_matmul_NN_strides, null, !dbg !15
  br i1 %.not94, label %if_end54, label %if_then53, !dbg !15, !prof !17

if_then53:                                        ; preds = %assert_end52
  %113 = load i64, ptr %bmm.T_batch_matmul_NN_strides, align 8, !dbg !15
  %114 = and i64 %113, 4294967295, !dbg !15
  %115 = icmp eq i64 %114, 3072, !dbg !15
  %116 = getelementptr inbounds nuw i8, ptr %bmm.T_batch_matmul_NN_strides, i64 8, !dbg !15
  %117 = load i64, ptr %116, align 8, !dbg !15
  %118 = and i64 %117, 4294967295, !dbg !15
  %119 = icmp eq i64 %118, 48, !dbg !15
  %120 = getelementptr inbounds nuw i8, ptr %bmm.T_batch_matmul_NN_strides, i64 16, !dbg !15
  %121 = load i64, ptr %120, align 8, !dbg !15
  %122 = and i64 %121, 4294967295, !dbg !15
  %123 = icmp eq i64 %122, 1, !dbg !15
  %124 = and i1 %119, %123, !dbg !15
  %125 = and i1 %115, %124, !dbg !15
  br i1 %125, label %if_end54, label %assert_fail55, !dbg !15, !prof !16

if_end54:                                         ; preds = %if_then53, %assert_end52
  %126 = getelementptr inbounds nuw i8, ptr %T_batch_matmul_NN.handle, i64 12, !dbg !15
  %127 = load i32, ptr %126, align 4, !dbg !15
  %128 = icmp eq i32 %dev_id, %127, !dbg !15
  br i1 %128, label %assert_end58, label %assert_fail57, !dbg !15, !prof !16

assert_fail55:                                    ; preds = %if_then53
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 7, ptr nonnull @.str.15, ptr nonnull @.str.23, ptr nonnull @.str.24, ptr nonnull @.str.13, ptr nonnull @.str.25, ptr null), !dbg !15
  br label %common.ret, !dbg !15

assert_fail57:                                    ; preds = %if_end54
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.15, ptr nonnull @.str.32, ptr nonnull @.str.29, ptr nonnull @.str.13, ptr nonnull @.str.30, ptr nonnull @.str.31), !dbg !15
  br label %common.ret, !dbg !15

assert_end58:                                     ; preds = %if_end54
  %129 = load ptr, ptr %T_batch_matmul_NN.handle, align 8, !dbg !15
  %.not95 = icmp eq ptr %129, null, !dbg !15
  br i1 %.not95, label %assert_fail59, label %assert_end60, !dbg !15, !prof !17

assert_fail59:                                    ; preds = %assert_end58
  tail call fastcc void @__tvm_set_raised_6(ptr nonnull @.str.14, i32 6, ptr nonnull @.str.23, ptr nonnull @.str.26, ptr nonnull @.str.13, ptr nonnull @.str.4, ptr nonnull @.str.5, ptr nonnull @.str.27), !dbg !15
  br label %common.ret, !dbg !15

assert_end60:                                     ; preds = %assert_end58
  %130 = load i64, ptr %bmm.A_shape, align 8, !dbg !15
  %131 = and i64 %130, 4294967295, !dbg !15
  %132 = icmp eq i64 %131, 8, !dbg !15
  br i1 %132, label %assert_end62, label %assert_fail61, !dbg !15, !prof !16

assert_fail61:                                    ; preds = %assert_end60
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.33, ptr nonnull @.str.34, ptr nonnull @.str.29, ptr nonnull @.str.9, ptr nonnull @.str.10, ptr nonnull @.str.35), !dbg !15
  br label %common.ret, !dbg !15

assert_end62:                                     ; preds = %assert_end60
  %133 = getelementptr inbounds nuw i8, ptr %bmm.A_shape, i64 8, !dbg !15
  %134 = load i64, ptr %133, align 8, !dbg !15
  %135 = and i64 %134, 4294967295, !dbg !15
  %136 = icmp eq i64 %135, 64, !dbg !15
  br i1 %136, label %assert_end64, label %assert_fail63, !dbg !15, !prof !16

assert_fail63:                                    ; preds = %assert_end62
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.33, ptr nonnull @.str.36, ptr nonnull @.str.29, ptr nonnull @.str.9, ptr nonnull @.str.10, ptr nonnull @.str.37), !dbg !15
  br label %common.ret, !dbg !15

assert_end64:                                     ; preds = %assert_end62
  %137 = getelementptr inbounds nuw i8, ptr %bmm.A_shape, i64 16, !dbg !15
  %138 = load i64, ptr %137, align 8, !dbg !15
  %139 = and i64 %138, 4294967295, !dbg !15
  %140 = icmp eq i64 %139, 32, !dbg !15
  br i1 %140, label %assert_end66, label %assert_fail65, !dbg !15, !prof !16

assert_fail65:                                    ; preds = %assert_end64
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.33, ptr nonnull @.str.38, ptr nonnull @.str.29, ptr nonnull @.str.9, ptr nonnull @.str.10, ptr nonnull @.str.39), !dbg !15
  br label %common.ret, !dbg !15

assert_end66:                                     ; preds = %assert_end64
  %141 = getelementptr inbounds nuw i8, ptr %A.handle, i64 40, !dbg !15
  %142 = load i64, ptr %141, align 8, !dbg !15
  %143 = icmp eq i64 %142, 0, !dbg !15
  br i1 %143, label %assert_end68, label %assert_fail67, !dbg !15, !prof !16

assert_fail67:                                    ; preds = %assert_end66
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.33, ptr nonnull @.str.40, ptr nonnull @.str.29, ptr nonnull @.str.9, ptr nonnull @.str.10, ptr nonnull @.str.9), !dbg !15
  br label %common.ret, !dbg !15

assert_end68:                                     ; preds = %assert_end66
  %144 = load i64, ptr %bmm.B_shape, align 8, !dbg !15
  %145 = and i64 %144, 4294967295, !dbg !15
  %146 = icmp eq i64 %145, 8, !dbg !15
  br i1 %146, label %assert_end70, label %assert_fail69, !dbg !15, !prof !16

assert_fail69:                                    ; preds = %assert_end68
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.33, ptr nonnull @.str.41, ptr nonnull @.str.29, ptr nonnull @.str.12, ptr nonnull @.str.10, ptr nonnull @.str.35), !dbg !15
  br label %common.ret, !dbg !15

assert_end70:                                     ; preds = %assert_end68
  %147 = getelementptr inbounds nuw i8, ptr %bmm.B_shape, i64 8, !dbg !15
  %148 = load i64, ptr %147, align 8, !dbg !15
  %149 = and i64 %148, 4294967295, !dbg !15
  %150 = icmp eq i64 %149, 32, !dbg !15
  br i1 %150, label %assert_end72, label %assert_fail71, !dbg !15, !prof !16

assert_fail71:                                    ; preds = %assert_end70
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.33, ptr nonnull @.str.42, ptr nonnull @.str.29, ptr nonnull @.str.12, ptr nonnull @.str.10, ptr nonnull @.str.39), !dbg !15
  br label %common.ret, !dbg !15

assert_end72:                                     ; preds = %assert_end70
  %151 = getelementptr inbounds nuw i8, ptr %bmm.B_shape, i64 16, !dbg !15
  %152 = load i64, ptr %151, align 8, !dbg !15
  %153 = and i64 %152, 4294967295, !dbg !15
  %154 = icmp eq i64 %153, 48, !dbg !15
  br i1 %154, label %assert_end74, label %assert_fail73, !dbg !15, !prof !16

assert_fail73:                                    ; preds = %assert_end72
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.33, ptr nonnull @.str.43, ptr nonnull @.str.29, ptr nonnull @.str.12, ptr nonnull @.str.10, ptr nonnull @.str.44), !dbg !15
  br label %common.ret, !dbg !15

assert_end74:                                     ; preds = %assert_end72
  %155 = getelementptr inbounds nuw i8, ptr %B.handle, i64 40, !dbg !15
  %156 = load i64, ptr %155, align 8, !dbg !15
  %157 = icmp eq i64 %156, 0, !dbg !15
  br i1 %157, label %assert_end76, label %assert_fail75, !dbg !15, !prof !16

assert_fail75:                                    ; preds = %assert_end74
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.33, ptr nonnull @.str.45, ptr nonnull @.str.29, ptr nonnull @.str.12, ptr nonnull @.str.10, ptr nonnull @.str.9), !dbg !15
  br label %common.ret, !dbg !15

assert_end76:                                     ; preds = %assert_end74
  %158 = load i64, ptr %bmm.T_batch_matmul_NN_shape, align 8, !dbg !15
  %159 = and i64 %158, 4294967295, !dbg !15
  %160 = icmp eq i64 %159, 8, !dbg !15
  br i1 %160, label %assert_end78, label %assert_fail77, !dbg !15, !prof !16

assert_fail77:                                    ; preds = %assert_end76
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.33, ptr nonnull @.str.46, ptr nonnull @.str.29, ptr nonnull @.str.13, ptr nonnull @.str.10, ptr nonnull @.str.35), !dbg !15
  br label %common.ret, !dbg !15

assert_end78:                                     ; preds = %assert_end76
  %161 = getelementptr inbounds nuw i8, ptr %bmm.T_batch_matmul_NN_shape, i64 8, !dbg !15
  %162 = load i64, ptr %161, align 8, !dbg !15
  %163 = and i64 %162, 4294967295, !dbg !15
  %164 = icmp eq i64 %163, 64, !dbg !15
  br i1 %164, label %assert_end80, label %assert_fail79, !dbg !15, !prof !16

assert_fail79:                                    ; preds = %assert_end78
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.33, ptr nonnull @.str.47, ptr nonnull @.str.29, ptr nonnull @.str.13, ptr nonnull @.str.10, ptr nonnull @.str.37), !dbg !15
  br label %common.ret, !dbg !15

assert_end80:                                     ; preds = %assert_end78
  %165 = getelementptr inbounds nuw i8, ptr %bmm.T_batch_matmul_NN_shape, i64 16, !dbg !15
  %166 = load i64, ptr %165, align 8, !dbg !15
  %167 = and i64 %166, 4294967295, !dbg !15
  %168 = icmp eq i64 %167, 48, !dbg !15
  br i1 %168, label %assert_end82, label %assert_fail81, !dbg !15, !prof !16

assert_fail81:                                    ; preds = %assert_end80
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.33, ptr nonnull @.str.48, ptr nonnull @.str.29, ptr nonnull @.str.13, ptr nonnull @.str.10, ptr nonnull @.str.44), !dbg !15
  br label %common.ret, !dbg !15

assert_end82:                                     ; preds = %assert_end80
  %169 = getelementptr inbounds nuw i8, ptr %T_batch_matmul_NN.handle, i64 40, !dbg !15
  %170 = load i64, ptr %169, align 8, !dbg !15
  %171 = icmp eq i64 %170, 0, !dbg !15
  br i1 %171, label %assert_end84, label %assert_fail83, !dbg !15, !prof !16

assert_fail83:                                    ; preds = %assert_end82
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.33, ptr nonnull @.str.49, ptr nonnull @.str.29, ptr nonnull @.str.13, ptr nonnull @.str.10, ptr nonnull @.str.9), !dbg !15
  br label %common.ret, !dbg !15

assert_end84:                                     ; preds = %assert_end82
    #dbg_declare(ptr %95, !34, !DIExpression(), !15)
  call void @llvm.assume(i1 true) [ "align"(ptr %95, i64 64) ], !dbg !15
    #dbg_declare(ptr %112, !37, !DIExpression(), !15)
  call void @llvm.assume(i1 true) [ "align"(ptr %112, i64 64) ], !dbg !15
    #dbg_declare(ptr %129, !38, !DIExpression(), !15)
  call void @llvm.assume(i1 true) [ "align"(ptr %129, i64 64) ], !dbg !15
  tail call fastcc void @bmm_compute_(ptr nonnull %95, ptr nonnull %112, ptr nonnull %129), !dbg !15
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
define internal fastcc void @bmm_compute_(ptr noalias readonly align 64 captures(none) %A, ptr noalias readonly align 64 captures(none) %B, ptr noalias writeonly align 64 captures(none) %T_batch_matmul_NN) unnamed_addr #3 !dbg !39 {
entry:
    #dbg_declare(ptr %A, !46, !DIExpression(), !47)
    #dbg_value(ptr %A, !43, !DIExpression(), !47)
    #dbg_value(ptr %B, !44, !DIExpression(), !47)
    #dbg_value(ptr %T_batch_matmul_NN, !45, !DIExpression(), !47)
  call void @llvm.assume(i1 true) [ "align"(ptr %A, i64 64) ], !dbg !47
    #dbg_declare(ptr %B, !48, !DIExpression(), !47)
  call void @llvm.assume(i1 true) [ "align"(ptr %B, i64 64) ], !dbg !47
    #dbg_declare(ptr %T_batch_matmul_NN, !49, !DIExpression(), !47)
  call void @llvm.assume(i1 true) [ "align"(ptr %T_batch_matmul_NN, i64 64) ], !dbg !47
    #dbg_value(i32 0, !50, !DIExpression(), !47)
  br label %for_begin_i.preheader, !dbg !47

for_begin_i.preheader:                            ; preds = %entry, %for_end_i
  %indvars.iv16 = phi i64 [ 0, %entry ], [ %indvars.iv.next17, %for_end_i ]
    #dbg_value(i64 %indvars.iv16, !50, !DIExpression(), !47)
  %0 = shl nuw nsw i64 %indvars.iv16, 11
  %1 = mul nuw nsw i64 %indvars.iv16, 1536
    #dbg_value(i32 0, !51, !DIExpression(), !47)
  %.idx20 = mul nuw nsw i64 %indvars.iv16, 12288
  %invariant.gep22 = getelementptr inbounds nuw i8, ptr %T_batch_matmul_NN, i64 %.idx20, !dbg !47
  br label %for_begin_j.preheader, !dbg !47

for_end_b:                                        ; preds = %for_end_i
  ret void, !dbg !47

for_begin_j.preheader:                            ; preds = %for_begin_i.preheader, %for_end_j
  %indvars.iv12 = phi i64 [ 0, %for_begin_i.preheader ], [ %indvars.iv.next13, %for_end_j ]
    #dbg_value(i64 %indvars.iv12, !51, !DIExpression(), !47)
  %2 = shl nuw nsw i64 %indvars.iv12, 5
  %3 = add nuw nsw i64 %2, %0
    #dbg_value(i32 0, !52, !DIExpression(), !47)
  %.phi.trans.insert = getelementptr inbounds nuw float, ptr %A, i64 %3
  %.pre = load float, ptr %.phi.trans.insert, align 64, !dbg !47, !tbaa !53
  %.idx = mul nuw nsw i64 %indvars.iv12, 192
  %gep23 = getelementptr inbounds nuw i8, ptr %invariant.gep22, i64 %.idx
  %invariant.gep = getelementptr inbounds nuw float, ptr %A, i64 %3
  %gep = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 4, !dbg !47
  %4 = load float, ptr %gep, align 4, !tbaa !53
  %gep.1 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 8
  %5 = load float, ptr %gep.1, align 8, !tbaa !53
  %gep.2 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 12
  %6 = load float, ptr %gep.2, align 4, !tbaa !53
  %gep.3 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 16
  %7 = load float, ptr %gep.3, align 16, !tbaa !53
  %gep.4 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 20
  %8 = load float, ptr %gep.4, align 4, !tbaa !53
  %gep.5 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 24
  %9 = load float, ptr %gep.5, align 8, !tbaa !53
  %gep.6 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 28
  %10 = load float, ptr %gep.6, align 4, !tbaa !53
  %gep.7 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 32
  %11 = load float, ptr %gep.7, align 32, !tbaa !53
  %gep.8 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 36
  %12 = load float, ptr %gep.8, align 4, !tbaa !53
  %gep.9 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 40
  %13 = load float, ptr %gep.9, align 8, !tbaa !53
  %gep.10 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 44
  %14 = load float, ptr %gep.10, align 4, !tbaa !53
  %gep.11 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 48
  %15 = load float, ptr %gep.11, align 16, !tbaa !53
  %gep.12 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 52
  %16 = load float, ptr %gep.12, align 4, !tbaa !53
  %gep.13 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 56
  %17 = load float, ptr %gep.13, align 8, !tbaa !53
  %gep.14 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 60
  %18 = load float, ptr %gep.14, align 4, !tbaa !53
  %gep.15 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 64
  %19 = load float, ptr %gep.15, align 64, !tbaa !53
  %gep.16 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 68
  %20 = load float, ptr %gep.16, align 4, !tbaa !53
  %gep.17 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 72
  %21 = load float, ptr %gep.17, align 8, !tbaa !53
  %gep.18 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 76
  %22 = load float, ptr %gep.18, align 4, !tbaa !53
  %gep.19 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 80
  %23 = load float, ptr %gep.19, align 16, !tbaa !53
  %gep.20 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 84
  %24 = load float, ptr %gep.20, align 4, !tbaa !53
  %gep.21 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 88
  %25 = load float, ptr %gep.21, align 8, !tbaa !53
  %gep.22 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 92
  %26 = load float, ptr %gep.22, align 4, !tbaa !53
  %gep.23 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 96
  %27 = load float, ptr %gep.23, align 32, !tbaa !53
  %gep.24 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 100
  %28 = load float, ptr %gep.24, align 4, !tbaa !53
  %gep.25 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 104
  %29 = load float, ptr %gep.25, align 8, !tbaa !53
  %gep.26 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 108
  %30 = load float, ptr %gep.26, align 4, !tbaa !53
  %gep.27 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 112
  %31 = load float, ptr %gep.27, align 16, !tbaa !53
  %gep.28 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 116
  %32 = load float, ptr %gep.28, align 4, !tbaa !53
  %gep.29 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 120
  %33 = load float, ptr %gep.29, align 8, !tbaa !53
  %gep.30 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 124
  %34 = load float, ptr %gep.30, align 4, !tbaa !53
  br label %for_body_k.peel.next, !dbg !47

for_end_i:                                        ; preds = %for_end_j
  %indvars.iv.next17 = add nuw nsw i64 %indvars.iv16, 1, !dbg !47
    #dbg_value(i64 %indvars.iv.next17, !50, !DIExpression(), !47)
  %exitcond19.not = icmp eq i64 %indvars.iv.next17, 8, !dbg !47
  br i1 %exitcond19.not, label %for_end_b, label %for_begin_i.preheader, !dbg !47, !prof !56

for_body_k.peel.next:                             ; preds = %for_body_k.peel.next, %for_begin_j.preheader
  %indvars.iv7 = phi i64 [ 0, %for_begin_j.preheader ], [ %indvars.iv.next8, %for_body_k.peel.next ]
    #dbg_value(i64 %indvars.iv7, !52, !DIExpression(), !47)
    #dbg_value(i32 0, !57, !DIExpression(), !47)
    #dbg_value(!DIArgList(i64 %indvars.iv12, i64 %indvars.iv7, i64 %indvars.iv16), !58, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 48, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 3072, DW_OP_mul, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !47)
    #dbg_value(i64 1, !57, !DIExpression(), !47)
  %35 = add nuw nsw i64 %indvars.iv7, %1
  %36 = getelementptr inbounds nuw float, ptr %B, i64 %35
  %37 = getelementptr inbounds nuw float, ptr %B, i64 %35, !dbg !47
  %38 = load float, ptr %37, align 4, !dbg !47, !tbaa !59
  %39 = tail call float @llvm.fmuladd.f32(float %.pre, float %38, float 0.000000e+00), !dbg !47
  %40 = getelementptr inbounds nuw float, ptr %gep23, i64 %indvars.iv7
    #dbg_value(i64 1, !57, !DIExpression(), !47)
    #dbg_value(!DIArgList(i64 %indvars.iv12, i64 %indvars.iv7, i64 %indvars.iv16), !58, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 48, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 3072, DW_OP_mul, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !47)
  %41 = getelementptr inbounds nuw i8, ptr %36, i64 192, !dbg !47
  %42 = load float, ptr %41, align 4, !dbg !47, !tbaa !59
  %43 = tail call float @llvm.fmuladd.f32(float %4, float %42, float %39), !dbg !47
    #dbg_value(i64 2, !57, !DIExpression(), !47)
  %44 = getelementptr inbounds nuw i8, ptr %36, i64 384, !dbg !47
  %45 = load float, ptr %44, align 4, !dbg !47, !tbaa !59
  %46 = tail call float @llvm.fmuladd.f32(float %5, float %45, float %43), !dbg !47
    #dbg_value(i64 3, !57, !DIExpression(), !47)
  %47 = getelementptr inbounds nuw i8, ptr %36, i64 576, !dbg !47
  %48 = load float, ptr %47, align 4, !dbg !47, !tbaa !59
  %49 = tail call float @llvm.fmuladd.f32(float %6, float %48, float %46), !dbg !47
    #dbg_value(i64 4, !57, !DIExpression(), !47)
  %50 = getelementptr inbounds nuw i8, ptr %36, i64 768, !dbg !47
  %51 = load float, ptr %50, align 4, !dbg !47, !tbaa !59
  %52 = tail call float @llvm.fmuladd.f32(float %7, float %51, float %49), !dbg !47
    #dbg_value(i64 5, !57, !DIExpression(), !47)
  %53 = getelementptr inbounds nuw i8, ptr %36, i64 960, !dbg !47
  %54 = load float, ptr %53, align 4, !dbg !47, !tbaa !59
  %55 = tail call float @llvm.fmuladd.f32(float %8, float %54, float %52), !dbg !47
    #dbg_value(i64 6, !57, !DIExpression(), !47)
  %56 = getelementptr inbounds nuw i8, ptr %36, i64 1152, !dbg !47
  %57 = load float, ptr %56, align 4, !dbg !47, !tbaa !59
  %58 = tail call float @llvm.fmuladd.f32(float %9, float %57, float %55), !dbg !47
    #dbg_value(i64 7, !57, !DIExpression(), !47)
  %59 = getelementptr inbounds nuw i8, ptr %36, i64 1344, !dbg !47
  %60 = load float, ptr %59, align 4, !dbg !47, !tbaa !59
  %61 = tail call float @llvm.fmuladd.f32(float %10, float %60, float %58), !dbg !47
    #dbg_value(i64 8, !57, !DIExpression(), !47)
  %62 = getelementptr inbounds nuw i8, ptr %36, i64 1536, !dbg !47
  %63 = load float, ptr %62, align 4, !dbg !47, !tbaa !59
  %64 = tail call float @llvm.fmuladd.f32(float %11, float %63, float %61), !dbg !47
    #dbg_value(i64 9, !57, !DIExpression(), !47)
  %65 = getelementptr inbounds nuw i8, ptr %36, i64 1728, !dbg !47
  %66 = load float, ptr %65, align 4, !dbg !47, !tbaa !59
  %67 = tail call float @llvm.fmuladd.f32(float %12, float %66, float %64), !dbg !47
    #dbg_value(i64 10, !57, !DIExpression(), !47)
  %68 = getelementptr inbounds nuw i8, ptr %36, i64 1920, !dbg !47
  %69 = load float, ptr %68, align 4, !dbg !47, !tbaa !59
  %70 = tail call float @llvm.fmuladd.f32(float %13, float %69, float %67), !dbg !47
    #dbg_value(i64 11, !57, !DIExpression(), !47)
  %71 = getelementptr inbounds nuw i8, ptr %36, i64 2112, !dbg !47
  %72 = load float, ptr %71, align 4, !dbg !47, !tbaa !59
  %73 = tail call float @llvm.fmuladd.f32(float %14, float %72, float %70), !dbg !47
    #dbg_value(i64 12, !57, !DIExpression(), !47)
  %74 = getelementptr inbounds nuw i8, ptr %36, i64 2304, !dbg !47
  %75 = load float, ptr %74, align 4, !dbg !47, !tbaa !59
  %76 = tail call float @llvm.fmuladd.f32(float %15, float %75, float %73), !dbg !47
    #dbg_value(i64 13, !57, !DIExpression(), !47)
  %77 = getelementptr inbounds nuw i8, ptr %36, i64 2496, !dbg !47
  %78 = load float, ptr %77, align 4, !dbg !47, !tbaa !59
  %79 = tail call float @llvm.fmuladd.f32(float %16, float %78, float %76), !dbg !47
    #dbg_value(i64 14, !57, !DIExpression(), !47)
  %80 = getelementptr inbounds nuw i8, ptr %36, i64 2688, !dbg !47
  %81 = load float, ptr %80, align 4, !dbg !47, !tbaa !59
  %82 = tail call float @llvm.fmuladd.f32(float %17, float %81, float %79), !dbg !47
    #dbg_value(i64 15, !57, !DIExpression(), !47)
  %83 = getelementptr inbounds nuw i8, ptr %36, i64 2880, !dbg !47
  %84 = load float, ptr %83, align 4, !dbg !47, !tbaa !59
  %85 = tail call float @llvm.fmuladd.f32(float %18, float %84, float %82), !dbg !47
    #dbg_value(i64 16, !57, !DIExpression(), !47)
  %86 = getelementptr inbounds nuw i8, ptr %36, i64 3072, !dbg !47
  %87 = load float, ptr %86, align 4, !dbg !47, !tbaa !59
  %88 = tail call float @llvm.fmuladd.f32(float %19, float %87, float %85), !dbg !47
    #dbg_value(i64 17, !57, !DIExpression(), !47)
  %89 = getelementptr inbounds nuw i8, ptr %36, i64 3264, !dbg !47
  %90 = load float, ptr %89, align 4, !dbg !47, !tbaa !59
  %91 = tail call float @llvm.fmuladd.f32(float %20, float %90, float %88), !dbg !47
    #dbg_value(i64 18, !57, !DIExpression(), !47)
  %92 = getelementptr inbounds nuw i8, ptr %36, i64 3456, !dbg !47
  %93 = load float, ptr %92, align 4, !dbg !47, !tbaa !59
  %94 = tail call float @llvm.fmuladd.f32(float %21, float %93, float %91), !dbg !47
    #dbg_value(i64 19, !57, !DIExpression(), !47)
  %95 = getelementptr inbounds nuw i8, ptr %36, i64 3648, !dbg !47
  %96 = load float, ptr %95, align 4, !dbg !47, !tbaa !59
  %97 = tail call float @llvm.fmuladd.f32(float %22, float %96, float %94), !dbg !47
    #dbg_value(i64 20, !57, !DIExpression(), !47)
  %98 = getelementptr inbounds nuw i8, ptr %36, i64 3840, !dbg !47
  %99 = load float, ptr %98, align 4, !dbg !47, !tbaa !59
  %100 = tail call float @llvm.fmuladd.f32(float %23, float %99, float %97), !dbg !47
    #dbg_value(i64 21, !57, !DIExpression(), !47)
  %101 = getelementptr inbounds nuw i8, ptr %36, i64 4032, !dbg !47
  %102 = load float, ptr %101, align 4, !dbg !47, !tbaa !59
  %103 = tail call float @llvm.fmuladd.f32(float %24, float %102, float %100), !dbg !47
    #dbg_value(i64 22, !57, !DIExpression(), !47)
  %104 = getelementptr inbounds nuw i8, ptr %36, i64 4224, !dbg !47
  %105 = load float, ptr %104, align 4, !dbg !47, !tbaa !59
  %106 = tail call float @llvm.fmuladd.f32(float %25, float %105, float %103), !dbg !47
    #dbg_value(i64 23, !57, !DIExpression(), !47)
  %107 = getelementptr inbounds nuw i8, ptr %36, i64 4416, !dbg !47
  %108 = load float, ptr %107, align 4, !dbg !47, !tbaa !59
  %109 = tail call float @llvm.fmuladd.f32(float %26, float %108, float %106), !dbg !47
    #dbg_value(i64 24, !57, !DIExpression(), !47)
  %110 = getelementptr inbounds nuw i8, ptr %36, i64 4608, !dbg !47
  %111 = load float, ptr %110, align 4, !dbg !47, !tbaa !59
  %112 = tail call float @llvm.fmuladd.f32(float %27, float %111, float %109), !dbg !47
    #dbg_value(i64 25, !57, !DIExpression(), !47)
  %113 = getelementptr inbounds nuw i8, ptr %36, i64 4800, !dbg !47
  %114 = load float, ptr %113, align 4, !dbg !47, !tbaa !59
  %115 = tail call float @llvm.fmuladd.f32(float %28, float %114, float %112), !dbg !47
    #dbg_value(i64 26, !57, !DIExpression(), !47)
  %116 = getelementptr inbounds nuw i8, ptr %36, i64 4992, !dbg !47
  %117 = load float, ptr %116, align 4, !dbg !47, !tbaa !59
  %118 = tail call float @llvm.fmuladd.f32(float %29, float %117, float %115), !dbg !47
    #dbg_value(i64 27, !57, !DIExpression(), !47)
  %119 = getelementptr inbounds nuw i8, ptr %36, i64 5184, !dbg !47
  %120 = load float, ptr %119, align 4, !dbg !47, !tbaa !59
  %121 = tail call float @llvm.fmuladd.f32(float %30, float %120, float %118), !dbg !47
    #dbg_value(i64 28, !57, !DIExpression(), !47)
  %122 = getelementptr inbounds nuw i8, ptr %36, i64 5376, !dbg !47
  %123 = load float, ptr %122, align 4, !dbg !47, !tbaa !59
  %124 = tail call float @llvm.fmuladd.f32(float %31, float %123, float %121), !dbg !47
    #dbg_value(i64 29, !57, !DIExpression(), !47)
  %125 = getelementptr inbounds nuw i8, ptr %36, i64 5568, !dbg !47
  %126 = load float, ptr %125, align 4, !dbg !47, !tbaa !59
  %127 = tail call float @llvm.fmuladd.f32(float %32, float %126, float %124), !dbg !47
    #dbg_value(i64 30, !57, !DIExpression(), !47)
  %128 = getelementptr inbounds nuw i8, ptr %36, i64 5760, !dbg !47
  %129 = load float, ptr %128, align 4, !dbg !47, !tbaa !59
  %130 = tail call float @llvm.fmuladd.f32(float %33, float %129, float %127), !dbg !47
    #dbg_value(i64 31, !57, !DIExpression(), !47)
  %131 = getelementptr inbounds nuw i8, ptr %36, i64 5952, !dbg !47
  %132 = load float, ptr %131, align 4, !dbg !47, !tbaa !59
  %133 = tail call float @llvm.fmuladd.f32(float %34, float %132, float %130), !dbg !47
    #dbg_value(i64 32, !57, !DIExpression(), !47)
  store float %133, ptr %40, align 4, !dbg !47, !tbaa !61
  %indvars.iv.next8 = add nuw nsw i64 %indvars.iv7, 1, !dbg !47
    #dbg_value(i64 %indvars.iv.next8, !52, !DIExpression(), !47)
  %exitcond11.not = icmp eq i64 %indvars.iv.next8, 48, !dbg !47
  br i1 %exitcond11.not, label %for_end_j, label %for_body_k.peel.next, !dbg !47, !prof !56

for_end_j:                                        ; preds = %for_body_k.peel.next
  %indvars.iv.next13 = add nuw nsw i64 %indvars.iv12, 1, !dbg !47
    #dbg_value(i64 %indvars.iv.next13, !51, !DIExpression(), !47)
  %exitcond15.not = icmp eq i64 %indvars.iv.next13, 64, !dbg !47
  br i1 %exitcond15.not, label %for_end_i, label %for_begin_j.preheader, !dbg !47, !prof !56
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

define weak dllexport i32 @__tvm_ffi_main(ptr %0, ptr %1, i32 %2, ptr %3) local_unnamed_addr {
entry:
  %4 = tail call i32 @__tvm_ffi_bmm(ptr poison, ptr %1, i32 %2, ptr poison), !dbg !15
  ret i32 %4, !dbg !15
}

; Function Attrs: nofree nosync nounwind memory(none)
define weak dso_local half @__truncsfhf2(float %a0) local_unnamed_addr #5 section ".text.tvm.fp16.conv" {
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
  %vres = bitcast i16 %vlast to half
  ret half %vres
}

; Function Attrs: nofree nosync nounwind memory(none)
define weak dso_local float @__extendhfsf2(half %a0) local_unnamed_addr #5 section ".text.tvm.fp16.conv" {
b0:
  %0 = tail call half @llvm.fabs.f16(half %a0)
  %v1 = bitcast half %0 to i16
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
  %vinp = bitcast half %a0 to i16
  %v36 = and i16 %vinp, -32768
  %v37 = zext i16 %v36 to i32
  %v38 = shl nuw i32 %v37, 16
  %v39 = or i32 %v35, %v38
  %v40 = bitcast i32 %v39 to float
  ret float %v40
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fabs.f16(half) #6

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
!2 = !{i32 2, !"tvm_target", !"{\22kind\22:\22llvm\22,\22mtriple\22:\22x86_64-linux-gnu\22}"}
!3 = !{i32 4, !"Debug Info Version", i32 3}
!4 = !{i32 4, !"Dwarf Version", i32 4}
!5 = distinct !DISubprogram(name: "__tvm_ffi_bmm", scope: !1, file: !1, type: !6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !10)
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
!21 = !DILocalVariable(name: "B.type_index", scope: !5, file: !1, type: !8)
!22 = !DILocalVariable(name: "B.handle", scope: !5, file: !1, type: !9)
!23 = !DILocalVariable(name: "T_batch_matmul_NN.type_index", scope: !5, file: !1, type: !8)
!24 = !DILocalVariable(name: "T_batch_matmul_NN.handle", scope: !5, file: !1, type: !9)
!25 = !DILocalVariable(name: "bmm.A_shape", scope: !5, file: !1, type: !26)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27)
!27 = !DIBasicType(name: "int64", size: 64, encoding: DW_ATE_signed)
!28 = !DILocalVariable(name: "bmm.A_strides", scope: !5, file: !1, type: !26)
!29 = !DILocalVariable(name: "dev_id", scope: !5, file: !1, type: !8)
!30 = !DILocalVariable(name: "bmm.B_shape", scope: !5, file: !1, type: !26)
!31 = !DILocalVariable(name: "bmm.B_strides", scope: !5, file: !1, type: !26)
!32 = !DILocalVariable(name: "bmm.T_batch_matmul_NN_shape", scope: !5, file: !1, type: !26)
!33 = !DILocalVariable(name: "bmm.T_batch_matmul_NN_strides", scope: !5, file: !1, type: !26)
!34 = !DILocalVariable(name: "A", scope: !5, file: !1, type: !35)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36)
!36 = !DIBasicType(name: "float32", size: 32, encoding: DW_ATE_float)
!37 = !DILocalVariable(name: "B", scope: !5, file: !1, type: !35)
!38 = !DILocalVariable(name: "T_batch_matmul_NN", scope: !5, file: !1, type: !35)
!39 = distinct !DISubprogram(name: "bmm_compute_", scope: !1, file: !1, type: !40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !42)
!40 = !DISubroutineType(cc: DW_CC_nocall, types: !41)
!41 = !{!8, !35, !35, !35}
!42 = !{!43, !44, !45}
!43 = !DILocalVariable(name: "A", arg: 1, scope: !39, file: !1, type: !35)
!44 = !DILocalVariable(name: "B", arg: 2, scope: !39, file: !1, type: !35)
!45 = !DILocalVariable(name: "T_batch_matmul_NN", arg: 3, scope: !39, file: !1, type: !35)
!46 = !DILocalVariable(name: "A", scope: !39, file: !1, type: !35)
!47 = !DILocation(line: 0, scope: !39)
!48 = !DILocalVariable(name: "B", scope: !39, file: !1, type: !35)
!49 = !DILocalVariable(name: "T_batch_matmul_NN", scope: !39, file: !1, type: !35)
!50 = !DILocalVariable(name: "b", scope: !39, file: !1, type: !8)
!51 = !DILocalVariable(name: "i", scope: !39, file: !1, type: !8)
!52 = !DILocalVariable(name: "j", scope: !39, file: !1, type: !8)
!53 = !{!54, !54, i64 0}
!54 = !{!"0x5573aa973f70", !55, i64 0}
!55 = !{!"tvm-tbaa"}
!56 = !{!"branch_weights", i32 1, i32 1048575}
!57 = !DILocalVariable(name: "k", scope: !39, file: !1, type: !8)
!58 = !DILocalVariable(name: "cse_v1", scope: !39, file: !1, type: !8)
!59 = !{!60, !60, i64 0}
!60 = !{!"0x5573aa975bb0", !55, i64 0}
!61 = !{!62, !62, i64 0}
!62 = !{!"0x5573aa976c80", !55, i64 0}
