; ModuleID = 'TVMMod'
source_filename = "TVMMod"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-linux-gnu"

@.str = private constant [10 x i8] c"TypeError\00", align 1
@.str.1 = private constant [10 x i8] c"Expected \00", align 1
@.str.2 = private constant [2 x i8] c"2\00", align 1
@.str.3 = private constant [11 x i8] c" arguments\00", align 1
@.str.4 = private constant [19 x i8] c" when calling:\0A  `\00", align 1
@.str.5 = private constant [83 x i8] c"softmax(X: Tensor([16, 256], float32), T_softmax_norm: Tensor([16, 256], float32))\00", align 1
@.str.6 = private constant [2 x i8] c"`\00", align 1
@.str.7 = private constant [21 x i8] c"args pointer is NULL\00", align 1
@.str.8 = private constant [30 x i8] c"Mismatched type on argument #\00", align 1
@.str.9 = private constant [2 x i8] c"0\00", align 1
@.str.10 = private constant [15 x i8] c"`,\0A  expected \00", align 1
@.str.11 = private constant [7 x i8] c"Tensor\00", align 1
@.str.12 = private constant [2 x i8] c"1\00", align 1
@.str.13 = private constant [11 x i8] c"ValueError\00", align 1
@.str.14 = private constant [12 x i8] c"Mismatched \00", align 1
@.str.15 = private constant [2 x i8] c"X\00", align 1
@.str.16 = private constant [20 x i8] c".ndim on argument #\00", align 1
@.str.17 = private constant [21 x i8] c".dtype on argument #\00", align 1
@.str.18 = private constant [8 x i8] c"float32\00", align 1
@.str.19 = private constant [27 x i8] c".device_type on argument #\00", align 1
@.str.20 = private constant [4 x i8] c"cpu\00", align 1
@.str.21 = private constant [15 x i8] c"T_softmax_norm\00", align 1
@.str.22 = private constant [23 x i8] c".strides on argument #\00", align 1
@.str.23 = private constant [34 x i8] c"`,\0A  expected to be compact array\00", align 1
@.str.24 = private constant [36 x i8] c" data pointer is NULL on argument #\00", align 1
@.str.25 = private constant [36 x i8] c"`,\0A  expected non-NULL data pointer\00", align 1
@.str.26 = private constant [25 x i8] c"T_softmax_norm.device_id\00", align 1
@.str.27 = private constant [15 x i8] c" on argument #\00", align 1
@.str.28 = private constant [24 x i8] c"`,\0A  expected to match \00", align 1
@.str.29 = private constant [12 x i8] c"X.device_id\00", align 1
@.str.30 = private constant [9 x i8] c"Invalid \00", align 1
@.str.31 = private constant [11 x i8] c"X.shape[0]\00", align 1
@.str.32 = private constant [3 x i8] c"16\00", align 1
@.str.33 = private constant [11 x i8] c"X.shape[1]\00", align 1
@.str.34 = private constant [4 x i8] c"256\00", align 1
@.str.35 = private constant [14 x i8] c"X.byte_offset\00", align 1
@.str.36 = private constant [24 x i8] c"T_softmax_norm.shape[0]\00", align 1
@.str.37 = private constant [24 x i8] c"T_softmax_norm.shape[1]\00", align 1
@.str.38 = private constant [27 x i8] c"T_softmax_norm.byte_offset\00", align 1
@__TVMBackendAllocWorkspace = linkonce dllexport local_unnamed_addr global ptr null, align 8
@__TVMBackendFreeWorkspace = linkonce dllexport local_unnamed_addr global ptr null, align 8
@llvm.global_ctors = appending global [0 x { i32, ptr, ptr }] zeroinitializer

define dllexport range(i32 -1, 1) i32 @__tvm_ffi_softmax(ptr noalias readnone captures(none) %self_handle, ptr noalias readonly captures(address_is_null) %args, i32 %num_args, ptr noalias readnone captures(none) %result) local_unnamed_addr #0 !dbg !5 {
entry:
    #dbg_value(ptr poison, !11, !DIExpression(), !15)
    #dbg_value(ptr %args, !12, !DIExpression(), !15)
    #dbg_value(i32 %num_args, !13, !DIExpression(), !15)
    #dbg_value(ptr poison, !14, !DIExpression(), !15)
  %0 = icmp eq i32 %num_args, 2, !dbg !15
  br i1 %0, label %assert_end, label %assert_fail, !dbg !15, !prof !16

common.ret:                                       ; preds = %assert_end51, %assert_fail50, %assert_fail48, %assert_fail46, %assert_fail44, %assert_fail42, %assert_fail40, %assert_fail38, %assert_fail36, %assert_fail34, %assert_fail30, %assert_fail28, %assert_fail24, %assert_fail22, %assert_fail20, %assert_fail18, %assert_fail16, %assert_fail14, %assert_fail12, %assert_fail10, %assert_fail5, %assert_fail3, %assert_fail1, %assert_fail
  %common.ret.op = phi i32 [ -1, %assert_fail ], [ -1, %assert_fail1 ], [ -1, %assert_fail3 ], [ -1, %assert_fail5 ], [ -1, %assert_fail10 ], [ -1, %assert_fail12 ], [ -1, %assert_fail14 ], [ -1, %assert_fail16 ], [ -1, %assert_fail18 ], [ -1, %assert_fail20 ], [ -1, %assert_fail22 ], [ -1, %assert_fail24 ], [ -1, %assert_fail28 ], [ -1, %assert_fail30 ], [ -1, %assert_fail34 ], [ -1, %assert_fail36 ], [ -1, %assert_fail38 ], [ -1, %assert_fail40 ], [ -1, %assert_fail42 ], [ -1, %assert_fail44 ], [ -1, %assert_fail46 ], [ -1, %assert_fail48 ], [ -1, %assert_fail50 ], [ %96, %assert_end51 ]
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
  %X.type_index = load i32, ptr %args, align 4, !dbg !15
    #dbg_value(i32 %X.type_index, !18, !DIExpression(), !15)
    #dbg_value(i32 %X.type_index, !18, !DIExpression(), !15)
  %X.type_index.fr = freeze i32 %X.type_index, !dbg !15
  %1 = icmp sgt i32 %X.type_index.fr, 63, !dbg !15
  br i1 %1, label %assert_end4, label %switch.early.test, !dbg !15

switch.early.test:                                ; preds = %assert_end2
  switch i32 %X.type_index.fr, label %assert_fail3 [
    i32 0, label %if_else
    i32 4, label %if_else
    i32 7, label %if_else
  ], !dbg !15, !prof !19

assert_fail3:                                     ; preds = %switch.early.test
  tail call fastcc void @__tvm_set_raised_6(ptr nonnull @.str, i32 6, ptr nonnull @.str.8, ptr nonnull @.str.9, ptr nonnull @.str.4, ptr nonnull @.str.5, ptr nonnull @.str.10, ptr nonnull @.str.11), !dbg !15
  br label %common.ret, !dbg !15

assert_end4:                                      ; preds = %assert_end2
  %2 = icmp eq i32 %X.type_index.fr, 70, !dbg !15
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
  %X.handle = phi ptr [ %5, %if_then ], [ %7, %if_else ], !dbg !15
    #dbg_declare(ptr %X.handle, !20, !DIExpression(), !15)
    #dbg_declare(ptr %X.handle, !20, !DIExpression(), !15)
  %8 = getelementptr inbounds nuw i8, ptr %args, i64 16, !dbg !15
  %T_softmax_norm.type_index = load i32, ptr %8, align 4, !dbg !15
    #dbg_value(i32 %T_softmax_norm.type_index, !21, !DIExpression(), !15)
    #dbg_value(i32 %T_softmax_norm.type_index, !21, !DIExpression(), !15)
  %T_softmax_norm.type_index.fr = freeze i32 %T_softmax_norm.type_index, !dbg !15
  %9 = icmp sgt i32 %T_softmax_norm.type_index.fr, 63, !dbg !15
  br i1 %9, label %assert_end6, label %switch.early.test52, !dbg !15

switch.early.test52:                              ; preds = %if_end
  switch i32 %T_softmax_norm.type_index.fr, label %assert_fail5 [
    i32 0, label %if_else8
    i32 4, label %if_else8
    i32 7, label %if_else8
  ], !dbg !15, !prof !19

assert_fail5:                                     ; preds = %switch.early.test52
  tail call fastcc void @__tvm_set_raised_6(ptr nonnull @.str, i32 6, ptr nonnull @.str.8, ptr nonnull @.str.12, ptr nonnull @.str.4, ptr nonnull @.str.5, ptr nonnull @.str.10, ptr nonnull @.str.11), !dbg !15
  br label %common.ret, !dbg !15

assert_end6:                                      ; preds = %if_end
  %10 = icmp eq i32 %T_softmax_norm.type_index.fr, 70, !dbg !15
  br i1 %10, label %if_then7, label %if_else8, !dbg !15

if_then7:                                         ; preds = %assert_end6
  %11 = getelementptr inbounds nuw i8, ptr %args, i64 24, !dbg !15
  %12 = load ptr, ptr %11, align 8, !dbg !15
  %13 = getelementptr inbounds nuw i8, ptr %12, i64 24, !dbg !15
  br label %if_end9, !dbg !15

if_else8:                                         ; preds = %switch.early.test52, %switch.early.test52, %switch.early.test52, %assert_end6
  %14 = getelementptr inbounds nuw i8, ptr %args, i64 24, !dbg !15
  %15 = load ptr, ptr %14, align 8, !dbg !15
  br label %if_end9, !dbg !15

if_end9:                                          ; preds = %if_else8, %if_then7
  %T_softmax_norm.handle = phi ptr [ %13, %if_then7 ], [ %15, %if_else8 ], !dbg !15
    #dbg_declare(ptr %T_softmax_norm.handle, !22, !DIExpression(), !15)
    #dbg_declare(ptr %T_softmax_norm.handle, !22, !DIExpression(), !15)
  %.not53 = icmp eq ptr %X.handle, null, !dbg !15
  br i1 %.not53, label %assert_fail10, label %assert_end11, !dbg !15, !prof !17

assert_fail10:                                    ; preds = %if_end9
  tail call fastcc void @__tvm_set_raised_6(ptr nonnull @.str, i32 6, ptr nonnull @.str.8, ptr nonnull @.str.9, ptr nonnull @.str.4, ptr nonnull @.str.5, ptr nonnull @.str.10, ptr nonnull @.str.11), !dbg !15
  br label %common.ret, !dbg !15

assert_end11:                                     ; preds = %if_end9
  %16 = getelementptr inbounds nuw i8, ptr %X.handle, i64 16, !dbg !15
  %17 = load i32, ptr %16, align 4, !dbg !15
  %18 = icmp eq i32 %17, 2, !dbg !15
  br i1 %18, label %assert_end13, label %assert_fail12, !dbg !15, !prof !16

assert_fail12:                                    ; preds = %assert_end11
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.13, i32 8, ptr nonnull @.str.14, ptr nonnull @.str.15, ptr nonnull @.str.16, ptr nonnull @.str.9, ptr nonnull @.str.10, ptr nonnull @.str.2), !dbg !15
  br label %common.ret, !dbg !15

assert_end13:                                     ; preds = %assert_end11
  %19 = getelementptr inbounds nuw i8, ptr %X.handle, i64 22, !dbg !15
  %20 = load i16, ptr %19, align 2, !dbg !15
  %21 = icmp eq i16 %20, 1, !dbg !15
  %22 = getelementptr inbounds nuw i8, ptr %X.handle, i64 21, !dbg !15
  %23 = load i8, ptr %22, align 1, !dbg !15
  %24 = icmp eq i8 %23, 32, !dbg !15
  %25 = getelementptr inbounds nuw i8, ptr %X.handle, i64 20, !dbg !15
  %26 = load i8, ptr %25, align 2, !dbg !15
  %27 = icmp eq i8 %26, 2, !dbg !15
  %28 = and i1 %24, %27, !dbg !15
  %29 = and i1 %21, %28, !dbg !15
  br i1 %29, label %assert_end15, label %assert_fail14, !dbg !15, !prof !16

assert_fail14:                                    ; preds = %assert_end13
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str, i32 8, ptr nonnull @.str.14, ptr nonnull @.str.15, ptr nonnull @.str.17, ptr nonnull @.str.9, ptr nonnull @.str.10, ptr nonnull @.str.18), !dbg !15
  br label %common.ret, !dbg !15

assert_end15:                                     ; preds = %assert_end13
  %30 = getelementptr inbounds nuw i8, ptr %X.handle, i64 24, !dbg !15
  %softmax.X_shape = load ptr, ptr %30, align 8, !dbg !15
    #dbg_declare(ptr %softmax.X_shape, !23, !DIExpression(), !15)
    #dbg_declare(ptr %softmax.X_shape, !23, !DIExpression(), !15)
  %31 = getelementptr inbounds nuw i8, ptr %X.handle, i64 32, !dbg !15
  %softmax.X_strides = load ptr, ptr %31, align 8, !dbg !15
    #dbg_declare(ptr %softmax.X_strides, !26, !DIExpression(), !15)
    #dbg_declare(ptr %softmax.X_strides, !26, !DIExpression(), !15)
  %32 = getelementptr inbounds nuw i8, ptr %X.handle, i64 8, !dbg !15
  %33 = load i32, ptr %32, align 8, !dbg !15
  %34 = icmp eq i32 %33, 1, !dbg !15
  br i1 %34, label %assert_end17, label %assert_fail16, !dbg !15, !prof !16

assert_fail16:                                    ; preds = %assert_end15
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.13, i32 8, ptr nonnull @.str.14, ptr nonnull @.str.15, ptr nonnull @.str.19, ptr nonnull @.str.9, ptr nonnull @.str.10, ptr nonnull @.str.20), !dbg !15
  br label %common.ret, !dbg !15

assert_end17:                                     ; preds = %assert_end15
  %35 = getelementptr inbounds nuw i8, ptr %X.handle, i64 12, !dbg !15
  %dev_id = load i32, ptr %35, align 4, !dbg !15
    #dbg_value(i32 %dev_id, !27, !DIExpression(), !15)
    #dbg_value(i32 %dev_id, !27, !DIExpression(), !15)
  %.not54 = icmp eq ptr %T_softmax_norm.handle, null, !dbg !15
  br i1 %.not54, label %assert_fail18, label %assert_end19, !dbg !15, !prof !17

assert_fail18:                                    ; preds = %assert_end17
  tail call fastcc void @__tvm_set_raised_6(ptr nonnull @.str, i32 6, ptr nonnull @.str.8, ptr nonnull @.str.12, ptr nonnull @.str.4, ptr nonnull @.str.5, ptr nonnull @.str.10, ptr nonnull @.str.11), !dbg !15
  br label %common.ret, !dbg !15

assert_end19:                                     ; preds = %assert_end17
  %36 = getelementptr inbounds nuw i8, ptr %T_softmax_norm.handle, i64 16, !dbg !15
  %37 = load i32, ptr %36, align 4, !dbg !15
  %38 = icmp eq i32 %37, 2, !dbg !15
  br i1 %38, label %assert_end21, label %assert_fail20, !dbg !15, !prof !16

assert_fail20:                                    ; preds = %assert_end19
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.13, i32 8, ptr nonnull @.str.14, ptr nonnull @.str.21, ptr nonnull @.str.16, ptr nonnull @.str.12, ptr nonnull @.str.10, ptr nonnull @.str.2), !dbg !15
  br label %common.ret, !dbg !15

assert_end21:                                     ; preds = %assert_end19
  %39 = getelementptr inbounds nuw i8, ptr %T_softmax_norm.handle, i64 22, !dbg !15
  %40 = load i16, ptr %39, align 2, !dbg !15
  %41 = icmp eq i16 %40, 1, !dbg !15
  %42 = getelementptr inbounds nuw i8, ptr %T_softmax_norm.handle, i64 21, !dbg !15
  %43 = load i8, ptr %42, align 1, !dbg !15
  %44 = icmp eq i8 %43, 32, !dbg !15
  %45 = getelementptr inbounds nuw i8, ptr %T_softmax_norm.handle, i64 20, !dbg !15
  %46 = load i8, ptr %45, align 2, !dbg !15
  %47 = icmp eq i8 %46, 2, !dbg !15
  %48 = and i1 %44, %47, !dbg !15
  %49 = and i1 %41, %48, !dbg !15
  br i1 %49, label %assert_end23, label %assert_fail22, !dbg !15, !prof !16

assert_fail22:                                    ; preds = %assert_end21
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str, i32 8, ptr nonnull @.str.14, ptr nonnull @.str.21, ptr nonnull @.str.17, ptr nonnull @.str.12, ptr nonnull @.str.10, ptr nonnull @.str.18), !dbg !15
  br label %common.ret, !dbg !15

assert_end23:                                     ; preds = %assert_end21
  %50 = getelementptr inbounds nuw i8, ptr %T_softmax_norm.handle, i64 24, !dbg !15
  %softmax.T_softmax_norm_shape = load ptr, ptr %50, align 8, !dbg !15
    #dbg_declare(ptr %softmax.T_softmax_norm_shape, !28, !DIExpression(), !15)
    #dbg_declare(ptr %softmax.T_softmax_norm_shape, !28, !DIExpression(), !15)
  %51 = getelementptr inbounds nuw i8, ptr %T_softmax_norm.handle, i64 32, !dbg !15
  %softmax.T_softmax_norm_strides = load ptr, ptr %51, align 8, !dbg !15
    #dbg_declare(ptr %softmax.T_softmax_norm_strides, !29, !DIExpression(), !15)
    #dbg_declare(ptr %softmax.T_softmax_norm_strides, !29, !DIExpression(), !15)
  %52 = getelementptr inbounds nuw i8, ptr %T_softmax_norm.handle, i64 8, !dbg !15
  %53 = load i32, ptr %52, align 8, !dbg !15
  %54 = icmp eq i32 %53, 1, !dbg !15
  br i1 %54, label %assert_end25, label %assert_fail24, !dbg !15, !prof !16

assert_fail24:                                    ; preds = %assert_end23
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.13, i32 8, ptr nonnull @.str.14, ptr nonnull @.str.21, ptr nonnull @.str.19, ptr nonnull @.str.12, ptr nonnull @.str.10, ptr nonnull @.str.20), !dbg !15
  br label %common.ret, !dbg !15

assert_end25:                                     ; preds = %assert_end23
  %.not55 = icmp eq ptr %softmax.X_strides, null, !dbg !15
  br i1 %.not55, label %if_end27, label %if_then26, !dbg !15, !prof !17

if_then26:                                        ; preds = %assert_end25
  %55 = load i64, ptr %softmax.X_strides, align 8, !dbg !15
  %56 = and i64 %55, 4294967295, !dbg !15
  %57 = icmp eq i64 %56, 256, !dbg !15
  %58 = getelementptr inbounds nuw i8, ptr %softmax.X_strides, i64 8, !dbg !15
  %59 = load i64, ptr %58, align 8, !dbg !15
  %60 = and i64 %59, 4294967295, !dbg !15
  %61 = icmp eq i64 %60, 1, !dbg !15
  %62 = and i1 %57, %61, !dbg !15
  br i1 %62, label %if_end27, label %assert_fail28, !dbg !15, !prof !16

if_end27:                                         ; preds = %if_then26, %assert_end25
  %63 = load ptr, ptr %X.handle, align 8, !dbg !15
  %.not56 = icmp eq ptr %63, null, !dbg !15
  br i1 %.not56, label %assert_fail30, label %assert_end31, !dbg !15, !prof !17

assert_fail28:                                    ; preds = %if_then26
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.13, i32 7, ptr nonnull @.str.14, ptr nonnull @.str.15, ptr nonnull @.str.22, ptr nonnull @.str.9, ptr nonnull @.str.23, ptr null), !dbg !15
  br label %common.ret, !dbg !15

assert_fail30:                                    ; preds = %if_end27
  tail call fastcc void @__tvm_set_raised_6(ptr nonnull @.str.13, i32 6, ptr nonnull @.str.15, ptr nonnull @.str.24, ptr nonnull @.str.9, ptr nonnull @.str.4, ptr nonnull @.str.5, ptr nonnull @.str.25), !dbg !15
  br label %common.ret, !dbg !15

assert_end31:                                     ; preds = %if_end27
  %.not57 = icmp eq ptr %softmax.T_softmax_norm_strides, null, !dbg !15
  br i1 %.not57, label %if_end33, label %if_then32, !dbg !15, !prof !17

if_then32:                                        ; preds = %assert_end31
  %64 = load i64, ptr %softmax.T_softmax_norm_strides, align 8, !dbg !15
  %65 = and i64 %64, 4294967295, !dbg !15
  %66 = icmp eq i64 %65, 256, !dbg !15
  %67 = getelementptr inbounds nuw i8, ptr %softmax.T_softmax_norm_strides, i64 8, !dbg !15
  %68 = load i64, ptr %67, align 8, !dbg !15
  %69 = and i64 %68, 4294967295, !dbg !15
  %70 = icmp eq i64 %69, 1, !dbg !15
  %71 = and i1 %66, %70, !dbg !15
  br i1 %71, label %if_end33, label %assert_fail34, !dbg !15, !prof !16

if_end33:                                         ; preds = %if_then32, %assert_end31
  %72 = getelementptr inbounds nuw i8, ptr %T_softmax_norm.handle, i64 12, !dbg !15
  %73 = load i32, ptr %72, align 4, !dbg !15
  %74 = icmp eq i32 %dev_id, %73, !dbg !15
  br i1 %74, label %assert_end37, label %assert_fail36, !dbg !15, !prof !16

assert_fail34:                                    ; preds = %if_then32
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.13, i32 7, ptr nonnull @.str.14, ptr nonnull @.str.21, ptr nonnull @.str.22, ptr nonnull @.str.12, ptr nonnull @.str.23, ptr null), !dbg !15
  br label %common.ret, !dbg !15

assert_fail36:                                    ; preds = %if_end33
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.13, i32 8, ptr nonnull @.str.14, ptr nonnull @.str.26, ptr nonnull @.str.27, ptr nonnull @.str.12, ptr nonnull @.str.28, ptr nonnull @.str.29), !dbg !15
  br label %common.ret, !dbg !15

assert_end37:                                     ; preds = %if_end33
  %75 = load ptr, ptr %T_softmax_norm.handle, align 8, !dbg !15
  %.not58 = icmp eq ptr %75, null, !dbg !15
  br i1 %.not58, label %assert_fail38, label %assert_end39, !dbg !15, !prof !17

assert_fail38:                                    ; preds = %assert_end37
  tail call fastcc void @__tvm_set_raised_6(ptr nonnull @.str.13, i32 6, ptr nonnull @.str.21, ptr nonnull @.str.24, ptr nonnull @.str.12, ptr nonnull @.str.4, ptr nonnull @.str.5, ptr nonnull @.str.25), !dbg !15
  br label %common.ret, !dbg !15

assert_end39:                                     ; preds = %assert_end37
  %76 = load i64, ptr %softmax.X_shape, align 8, !dbg !15
  %77 = and i64 %76, 4294967295, !dbg !15
  %78 = icmp eq i64 %77, 16, !dbg !15
  br i1 %78, label %assert_end41, label %assert_fail40, !dbg !15, !prof !16

assert_fail40:                                    ; preds = %assert_end39
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.13, i32 8, ptr nonnull @.str.30, ptr nonnull @.str.31, ptr nonnull @.str.27, ptr nonnull @.str.9, ptr nonnull @.str.10, ptr nonnull @.str.32), !dbg !15
  br label %common.ret, !dbg !15

assert_end41:                                     ; preds = %assert_end39
  %79 = getelementptr inbounds nuw i8, ptr %softmax.X_shape, i64 8, !dbg !15
  %80 = load i64, ptr %79, align 8, !dbg !15
  %81 = and i64 %80, 4294967295, !dbg !15
  %82 = icmp eq i64 %81, 256, !dbg !15
  br i1 %82, label %assert_end43, label %assert_fail42, !dbg !15, !prof !16

assert_fail42:                                    ; preds = %assert_end41
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.13, i32 8, ptr nonnull @.str.30, ptr nonnull @.str.33, ptr nonnull @.str.27, ptr nonnull @.str.9, ptr nonnull @.str.10, ptr nonnull @.str.34), !dbg !15
  br label %common.ret, !dbg !15

assert_end43:                                     ; preds = %assert_end41
  %83 = getelementptr inbounds nuw i8, ptr %X.handle, i64 40, !dbg !15
  %84 = load i64, ptr %83, align 8, !dbg !15
  %85 = icmp eq i64 %84, 0, !dbg !15
  br i1 %85, label %assert_end45, label %assert_fail44, !dbg !15, !prof !16

assert_fail44:                                    ; preds = %assert_end43
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.13, i32 8, ptr nonnull @.str.30, ptr nonnull @.str.35, ptr nonnull @.str.27, ptr nonnull @.str.9, ptr nonnull @.str.10, ptr nonnull @.str.9), !dbg !15
  br label %common.ret, !dbg !15

assert_end45:                                     ; preds = %assert_end43
  %86 = load i64, ptr %softmax.T_softmax_norm_shape, align 8, !dbg !15
  %87 = and i64 %86, 4294967295, !dbg !15
  %88 = icmp eq i64 %87, 16, !dbg !15
  br i1 %88, label %assert_end47, label %assert_fail46, !dbg !15, !prof !16

assert_fail46:                                    ; preds = %assert_end45
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.13, i32 8, ptr nonnull @.str.30, ptr nonnull @.str.36, ptr nonnull @.str.27, ptr nonnull @.str.12, ptr nonnull @.str.10, ptr nonnull @.str.32), !dbg !15
  br label %common.ret, !dbg !15

assert_end47:                                     ; preds = %assert_end45
  %89 = getelementptr inbounds nuw i8, ptr %softmax.T_softmax_norm_shape, i64 8, !dbg !15
  %90 = load i64, ptr %89, align 8, !dbg !15
  %91 = and i64 %90, 4294967295, !dbg !15
  %92 = icmp eq i64 %91, 256, !dbg !15
  br i1 %92, label %assert_end49, label %assert_fail48, !dbg !15, !prof !16

assert_fail48:                                    ; preds = %assert_end47
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.13, i32 8, ptr nonnull @.str.30, ptr nonnull @.str.37, ptr nonnull @.str.27, ptr nonnull @.str.12, ptr nonnull @.str.10, ptr nonnull @.str.34), !dbg !15
  br label %common.ret, !dbg !15

assert_end49:                                     ; preds = %assert_end47
  %93 = getelementptr inbounds nuw i8, ptr %T_softmax_norm.handle, i64 40, !dbg !15
  %94 = load i64, ptr %93, align 8, !dbg !15
  %95 = icmp eq i64 %94, 0, !dbg !15
  br i1 %95, label %assert_end51, label %assert_fail50, !dbg !15, !prof !16

assert_fail50:                                    ; preds = %assert_end49
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.13, i32 8, ptr nonnull @.str.30, ptr nonnull @.str.38, ptr nonnull @.str.27, ptr nonnull @.str.12, ptr nonnull @.str.10, ptr nonnull @.str.9), !dbg !15
  br label %common.ret, !dbg !15

assert_end51:                                     ; preds = %assert_end49
    #dbg_declare(ptr %63, !30, !DIExpression(), !15)
  call void @llvm.assume(i1 true) [ "align"(ptr %63, i64 64) ], !dbg !15
    #dbg_declare(ptr %75, !33, !DIExpression(), !15)
  call void @llvm.assume(i1 true) [ "align"(ptr %75, i64 64) ], !dbg !15
  %96 = tail call fastcc i32 @softmax_compute_(i32 %dev_id, ptr nonnull %63, ptr nonnull %75), !dbg !15
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

; Function Attrs: noinline
define internal fastcc range(i32 -1, 1) i32 @softmax_compute_(i32 %dev_id, ptr noalias readonly align 64 captures(none) %X, ptr noalias writeonly align 64 captures(none) %T_softmax_norm) unnamed_addr #3 !dbg !34 {
entry:
    #dbg_value(i32 %dev_id, !38, !DIExpression(), !41)
    #dbg_value(ptr %X, !39, !DIExpression(), !41)
    #dbg_value(ptr %T_softmax_norm, !40, !DIExpression(), !41)
  %T_softmax_maxelem33 = alloca [16 x float], align 16, !dbg !41
    #dbg_declare(ptr %T_softmax_maxelem33, !42, !DIExpression(), !41)
  %0 = load ptr, ptr @__TVMBackendAllocWorkspace, align 8, !dbg !41, !tbaa !43
  %T_softmax_exp = tail call ptr %0(i32 1, i32 %dev_id, i64 16384, i32 2, i32 32), !dbg !41
    #dbg_declare(ptr %T_softmax_exp, !46, !DIExpression(), !41)
  %1 = icmp eq ptr %T_softmax_exp, null, !dbg !41
  br i1 %1, label %common.ret, label %if_end, !dbg !41, !prof !16

common.ret:                                       ; preds = %for_end_i127.15, %entry
  %common.ret.op = phi i32 [ -1, %entry ], [ %., %for_end_i127.15 ]
  ret i32 %common.ret.op, !dbg !41

if_end:                                           ; preds = %entry
    #dbg_declare(ptr %X, !47, !DIExpression(), !41)
  call void @llvm.assume(i1 true) [ "align"(ptr %X, i64 64) ], !dbg !41
    #dbg_declare(ptr %T_softmax_norm, !48, !DIExpression(), !41)
  call void @llvm.assume(i1 true) [ "align"(ptr %T_softmax_norm, i64 64) ], !dbg !41
    #dbg_declare(ptr %T_softmax_maxelem33, !42, !DIExpression(), !41)
    #dbg_value(i32 0, !49, !DIExpression(), !41)
  br label %for_body_k.peel.next, !dbg !41

for_body_k.peel.next:                             ; preds = %for_end_k, %if_end
  %indvars.iv47 = phi i64 [ 0, %if_end ], [ %indvars.iv.next48, %for_end_k ]
    #dbg_value(i64 %indvars.iv47, !49, !DIExpression(), !41)
  %2 = shl nuw nsw i64 %indvars.iv47, 8
    #dbg_value(i32 0, !50, !DIExpression(), !41)
  %3 = getelementptr inbounds nuw float, ptr %T_softmax_maxelem33, i64 %indvars.iv47
    #dbg_value(i64 1, !50, !DIExpression(), !41)
  %4 = getelementptr inbounds nuw float, ptr %X, i64 %2, !dbg !41
  %5 = load float, ptr %4, align 64, !dbg !41, !tbaa !51
  %6 = fcmp olt float %5, 0xC7EFFFFFE0000000, !dbg !41
  %7 = select i1 %6, float 0xC7EFFFFFE0000000, float %5, !dbg !41
  %invariant.gep = getelementptr inbounds nuw float, ptr %X, i64 %2, !dbg !41
  br label %for_body_k, !dbg !41

for_body_k:                                       ; preds = %for_body_k, %for_body_k.peel.next
  %indvars.iv = phi i64 [ 1, %for_body_k.peel.next ], [ %indvars.iv.next.2, %for_body_k ]
  %8 = phi float [ %7, %for_body_k.peel.next ], [ %19, %for_body_k ]
    #dbg_value(i64 %indvars.iv, !50, !DIExpression(), !41)
  %gep = getelementptr inbounds nuw float, ptr %invariant.gep, i64 %indvars.iv, !dbg !41
  %9 = load float, ptr %gep, align 4, !dbg !41, !tbaa !51
  %10 = fcmp ogt float %8, %9, !dbg !41
  %11 = select i1 %10, float %8, float %9, !dbg !41
    #dbg_value(i64 %indvars.iv, !50, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !41)
  %12 = getelementptr inbounds nuw float, ptr %invariant.gep, i64 %indvars.iv, !dbg !41
  %gep.1 = getelementptr inbounds nuw i8, ptr %12, i64 4, !dbg !41
  %13 = load float, ptr %gep.1, align 4, !dbg !41, !tbaa !51
  %14 = fcmp ogt float %11, %13, !dbg !41
  %15 = select i1 %14, float %11, float %13, !dbg !41
    #dbg_value(i64 %indvars.iv, !50, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !41)
  %16 = getelementptr inbounds nuw float, ptr %invariant.gep, i64 %indvars.iv, !dbg !41
  %gep.2 = getelementptr inbounds nuw i8, ptr %16, i64 8, !dbg !41
  %17 = load float, ptr %gep.2, align 4, !dbg !41, !tbaa !51
  %18 = fcmp ogt float %15, %17, !dbg !41
  %19 = select i1 %18, float %15, float %17, !dbg !41
  %indvars.iv.next.2 = add nuw nsw i64 %indvars.iv, 3, !dbg !41
    #dbg_value(i64 %indvars.iv.next.2, !50, !DIExpression(), !41)
  %exitcond.not.2 = icmp eq i64 %indvars.iv.next.2, 256, !dbg !41
  br i1 %exitcond.not.2, label %for_end_k, label %for_body_k, !dbg !41, !prof !53, !llvm.loop !54

for_end_k:                                        ; preds = %for_body_k
  store float %19, ptr %3, align 4, !dbg !41, !tbaa !57
  %indvars.iv.next48 = add nuw nsw i64 %indvars.iv47, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next48, !49, !DIExpression(), !41)
  %exitcond50.not = icmp eq i64 %indvars.iv.next48, 16, !dbg !41
  br i1 %exitcond50.not, label %vector.ph, label %for_body_k.peel.next, !dbg !41, !prof !53

vector.ph:                                        ; preds = %for_end_k
    #dbg_value(i64 0, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %20 = load <4 x float>, ptr %T_softmax_maxelem33, align 16
  %broadcast.splat = shufflevector <4 x float> %20, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body, !dbg !41

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !41
  %21 = getelementptr inbounds nuw float, ptr %X, i64 %index, !dbg !41
  %wide.load = load <4 x float>, ptr %21, align 16, !dbg !41, !tbaa !51
  %22 = fsub <4 x float> %wide.load, %broadcast.splat, !dbg !41
  %23 = tail call <4 x float> @llvm.exp.v4f32(<4 x float> %22), !dbg !41
  %24 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %index, !dbg !41
  store <4 x float> %23, ptr %24, align 4, !dbg !41, !tbaa !60
  %index.next = add nuw i64 %index, 4, !dbg !41
  %25 = icmp eq i64 %index.next, 256, !dbg !41
  br i1 %25, label %for_end_i1, label %vector.body, !dbg !41, !prof !62, !llvm.loop !63

for_end_i1:                                       ; preds = %vector.body
    #dbg_value(i64 1, !49, !DIExpression(), !41)
  %26 = getelementptr inbounds nuw i8, ptr %T_softmax_maxelem33, i64 4
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %27 = load <4 x float>, ptr %26, align 4
  %broadcast.splat84 = shufflevector <4 x float> %27, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body85, !dbg !41

vector.body85:                                    ; preds = %vector.body85, %for_end_i1
  %index86 = phi i64 [ 0, %for_end_i1 ], [ %index.next88, %vector.body85 ], !dbg !41
  %28 = add nuw nsw i64 %index86, 256, !dbg !41
  %29 = getelementptr inbounds nuw float, ptr %X, i64 %28, !dbg !41
  %wide.load87 = load <4 x float>, ptr %29, align 16, !dbg !41, !tbaa !51
  %30 = fsub <4 x float> %wide.load87, %broadcast.splat84, !dbg !41
  %31 = tail call <4 x float> @llvm.exp.v4f32(<4 x float> %30), !dbg !41
  %32 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %28, !dbg !41
  store <4 x float> %31, ptr %32, align 4, !dbg !41, !tbaa !60
  %index.next88 = add nuw i64 %index86, 4, !dbg !41
  %33 = icmp eq i64 %index.next88, 256, !dbg !41
  br i1 %33, label %for_end_i1.1, label %vector.body85, !dbg !41, !prof !62, !llvm.loop !67

for_end_i1.1:                                     ; preds = %vector.body85
    #dbg_value(i64 2, !49, !DIExpression(), !41)
  %34 = getelementptr inbounds nuw i8, ptr %T_softmax_maxelem33, i64 8
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %35 = load <4 x float>, ptr %34, align 8
  %broadcast.splat92 = shufflevector <4 x float> %35, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body93, !dbg !41

vector.body93:                                    ; preds = %vector.body93, %for_end_i1.1
  %index94 = phi i64 [ 0, %for_end_i1.1 ], [ %index.next96, %vector.body93 ], !dbg !41
  %36 = add nuw nsw i64 %index94, 512, !dbg !41
  %37 = getelementptr inbounds nuw float, ptr %X, i64 %36, !dbg !41
  %wide.load95 = load <4 x float>, ptr %37, align 16, !dbg !41, !tbaa !51
  %38 = fsub <4 x float> %wide.load95, %broadcast.splat92, !dbg !41
  %39 = tail call <4 x float> @llvm.exp.v4f32(<4 x float> %38), !dbg !41
  %40 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %36, !dbg !41
  store <4 x float> %39, ptr %40, align 4, !dbg !41, !tbaa !60
  %index.next96 = add nuw i64 %index94, 4, !dbg !41
  %41 = icmp eq i64 %index.next96, 256, !dbg !41
  br i1 %41, label %for_end_i1.2, label %vector.body93, !dbg !41, !prof !62, !llvm.loop !68

for_end_i1.2:                                     ; preds = %vector.body93
    #dbg_value(i64 3, !49, !DIExpression(), !41)
  %42 = getelementptr inbounds nuw i8, ptr %T_softmax_maxelem33, i64 12
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %43 = load <4 x float>, ptr %42, align 4
  %broadcast.splat100 = shufflevector <4 x float> %43, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body101, !dbg !41

vector.body101:                                   ; preds = %vector.body101, %for_end_i1.2
  %index102 = phi i64 [ 0, %for_end_i1.2 ], [ %index.next104, %vector.body101 ], !dbg !41
  %44 = add nuw nsw i64 %index102, 768, !dbg !41
  %45 = getelementptr inbounds nuw float, ptr %X, i64 %44, !dbg !41
  %wide.load103 = load <4 x float>, ptr %45, align 16, !dbg !41, !tbaa !51
  %46 = fsub <4 x float> %wide.load103, %broadcast.splat100, !dbg !41
  %47 = tail call <4 x float> @llvm.exp.v4f32(<4 x float> %46), !dbg !41
  %48 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %44, !dbg !41
  store <4 x float> %47, ptr %48, align 4, !dbg !41, !tbaa !60
  %index.next104 = add nuw i64 %index102, 4, !dbg !41
  %49 = icmp eq i64 %index.next104, 256, !dbg !41
  br i1 %49, label %for_end_i1.3, label %vector.body101, !dbg !41, !prof !62, !llvm.loop !69

for_end_i1.3:                                     ; preds = %vector.body101
    #dbg_value(i64 4, !49, !DIExpression(), !41)
  %50 = getelementptr inbounds nuw i8, ptr %T_softmax_maxelem33, i64 16
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %51 = load <4 x float>, ptr %50, align 16
  %broadcast.splat108 = shufflevector <4 x float> %51, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body109, !dbg !41

vector.body109:                                   ; preds = %vector.body109, %for_end_i1.3
  %index110 = phi i64 [ 0, %for_end_i1.3 ], [ %index.next112, %vector.body109 ], !dbg !41
  %52 = add nuw nsw i64 %index110, 1024, !dbg !41
  %53 = getelementptr inbounds nuw float, ptr %X, i64 %52, !dbg !41
  %wide.load111 = load <4 x float>, ptr %53, align 16, !dbg !41, !tbaa !51
  %54 = fsub <4 x float> %wide.load111, %broadcast.splat108, !dbg !41
  %55 = tail call <4 x float> @llvm.exp.v4f32(<4 x float> %54), !dbg !41
  %56 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %52, !dbg !41
  store <4 x float> %55, ptr %56, align 4, !dbg !41, !tbaa !60
  %index.next112 = add nuw i64 %index110, 4, !dbg !41
  %57 = icmp eq i64 %index.next112, 256, !dbg !41
  br i1 %57, label %for_end_i1.4, label %vector.body109, !dbg !41, !prof !62, !llvm.loop !70

for_end_i1.4:                                     ; preds = %vector.body109
    #dbg_value(i64 5, !49, !DIExpression(), !41)
  %58 = getelementptr inbounds nuw i8, ptr %T_softmax_maxelem33, i64 20
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %59 = load <4 x float>, ptr %58, align 4
  %broadcast.splat116 = shufflevector <4 x float> %59, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body117, !dbg !41

vector.body117:                                   ; preds = %vector.body117, %for_end_i1.4
  %index118 = phi i64 [ 0, %for_end_i1.4 ], [ %index.next120, %vector.body117 ], !dbg !41
  %60 = add nuw nsw i64 %index118, 1280, !dbg !41
  %61 = getelementptr inbounds nuw float, ptr %X, i64 %60, !dbg !41
  %wide.load119 = load <4 x float>, ptr %61, align 16, !dbg !41, !tbaa !51
  %62 = fsub <4 x float> %wide.load119, %broadcast.splat116, !dbg !41
  %63 = tail call <4 x float> @llvm.exp.v4f32(<4 x float> %62), !dbg !41
  %64 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %60, !dbg !41
  store <4 x float> %63, ptr %64, align 4, !dbg !41, !tbaa !60
  %index.next120 = add nuw i64 %index118, 4, !dbg !41
  %65 = icmp eq i64 %index.next120, 256, !dbg !41
  br i1 %65, label %for_end_i1.5, label %vector.body117, !dbg !41, !prof !62, !llvm.loop !71

for_end_i1.5:                                     ; preds = %vector.body117
    #dbg_value(i64 6, !49, !DIExpression(), !41)
  %66 = getelementptr inbounds nuw i8, ptr %T_softmax_maxelem33, i64 24
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %67 = load <4 x float>, ptr %66, align 8
  %broadcast.splat124 = shufflevector <4 x float> %67, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body125, !dbg !41

vector.body125:                                   ; preds = %vector.body125, %for_end_i1.5
  %index126 = phi i64 [ 0, %for_end_i1.5 ], [ %index.next128, %vector.body125 ], !dbg !41
  %68 = add nuw nsw i64 %index126, 1536, !dbg !41
  %69 = getelementptr inbounds nuw float, ptr %X, i64 %68, !dbg !41
  %wide.load127 = load <4 x float>, ptr %69, align 16, !dbg !41, !tbaa !51
  %70 = fsub <4 x float> %wide.load127, %broadcast.splat124, !dbg !41
  %71 = tail call <4 x float> @llvm.exp.v4f32(<4 x float> %70), !dbg !41
  %72 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %68, !dbg !41
  store <4 x float> %71, ptr %72, align 4, !dbg !41, !tbaa !60
  %index.next128 = add nuw i64 %index126, 4, !dbg !41
  %73 = icmp eq i64 %index.next128, 256, !dbg !41
  br i1 %73, label %for_end_i1.6, label %vector.body125, !dbg !41, !prof !62, !llvm.loop !72

for_end_i1.6:                                     ; preds = %vector.body125
    #dbg_value(i64 7, !49, !DIExpression(), !41)
  %74 = getelementptr inbounds nuw i8, ptr %T_softmax_maxelem33, i64 28
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %75 = load <4 x float>, ptr %74, align 4
  %broadcast.splat132 = shufflevector <4 x float> %75, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body133, !dbg !41

vector.body133:                                   ; preds = %vector.body133, %for_end_i1.6
  %index134 = phi i64 [ 0, %for_end_i1.6 ], [ %index.next136, %vector.body133 ], !dbg !41
  %76 = add nuw nsw i64 %index134, 1792, !dbg !41
  %77 = getelementptr inbounds nuw float, ptr %X, i64 %76, !dbg !41
  %wide.load135 = load <4 x float>, ptr %77, align 16, !dbg !41, !tbaa !51
  %78 = fsub <4 x float> %wide.load135, %broadcast.splat132, !dbg !41
  %79 = tail call <4 x float> @llvm.exp.v4f32(<4 x float> %78), !dbg !41
  %80 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %76, !dbg !41
  store <4 x float> %79, ptr %80, align 4, !dbg !41, !tbaa !60
  %index.next136 = add nuw i64 %index134, 4, !dbg !41
  %81 = icmp eq i64 %index.next136, 256, !dbg !41
  br i1 %81, label %for_end_i1.7, label %vector.body133, !dbg !41, !prof !62, !llvm.loop !73

for_end_i1.7:                                     ; preds = %vector.body133
    #dbg_value(i64 8, !49, !DIExpression(), !41)
  %82 = getelementptr inbounds nuw i8, ptr %T_softmax_maxelem33, i64 32
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %83 = load <4 x float>, ptr %82, align 16
  %broadcast.splat140 = shufflevector <4 x float> %83, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body141, !dbg !41

vector.body141:                                   ; preds = %vector.body141, %for_end_i1.7
  %index142 = phi i64 [ 0, %for_end_i1.7 ], [ %index.next144, %vector.body141 ], !dbg !41
  %84 = add nuw nsw i64 %index142, 2048, !dbg !41
  %85 = getelementptr inbounds nuw float, ptr %X, i64 %84, !dbg !41
  %wide.load143 = load <4 x float>, ptr %85, align 16, !dbg !41, !tbaa !51
  %86 = fsub <4 x float> %wide.load143, %broadcast.splat140, !dbg !41
  %87 = tail call <4 x float> @llvm.exp.v4f32(<4 x float> %86), !dbg !41
  %88 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %84, !dbg !41
  store <4 x float> %87, ptr %88, align 4, !dbg !41, !tbaa !60
  %index.next144 = add nuw i64 %index142, 4, !dbg !41
  %89 = icmp eq i64 %index.next144, 256, !dbg !41
  br i1 %89, label %for_end_i1.8, label %vector.body141, !dbg !41, !prof !62, !llvm.loop !74

for_end_i1.8:                                     ; preds = %vector.body141
    #dbg_value(i64 9, !49, !DIExpression(), !41)
  %90 = getelementptr inbounds nuw i8, ptr %T_softmax_maxelem33, i64 36
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %91 = load <4 x float>, ptr %90, align 4
  %broadcast.splat148 = shufflevector <4 x float> %91, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body149, !dbg !41

vector.body149:                                   ; preds = %vector.body149, %for_end_i1.8
  %index150 = phi i64 [ 0, %for_end_i1.8 ], [ %index.next152, %vector.body149 ], !dbg !41
  %92 = add nuw nsw i64 %index150, 2304, !dbg !41
  %93 = getelementptr inbounds nuw float, ptr %X, i64 %92, !dbg !41
  %wide.load151 = load <4 x float>, ptr %93, align 16, !dbg !41, !tbaa !51
  %94 = fsub <4 x float> %wide.load151, %broadcast.splat148, !dbg !41
  %95 = tail call <4 x float> @llvm.exp.v4f32(<4 x float> %94), !dbg !41
  %96 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %92, !dbg !41
  store <4 x float> %95, ptr %96, align 4, !dbg !41, !tbaa !60
  %index.next152 = add nuw i64 %index150, 4, !dbg !41
  %97 = icmp eq i64 %index.next152, 256, !dbg !41
  br i1 %97, label %for_end_i1.9, label %vector.body149, !dbg !41, !prof !62, !llvm.loop !75

for_end_i1.9:                                     ; preds = %vector.body149
    #dbg_value(i64 10, !49, !DIExpression(), !41)
  %98 = getelementptr inbounds nuw i8, ptr %T_softmax_maxelem33, i64 40
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %99 = load <4 x float>, ptr %98, align 8
  %broadcast.splat156 = shufflevector <4 x float> %99, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body157, !dbg !41

vector.body157:                                   ; preds = %vector.body157, %for_end_i1.9
  %index158 = phi i64 [ 0, %for_end_i1.9 ], [ %index.next160, %vector.body157 ], !dbg !41
  %100 = add nuw nsw i64 %index158, 2560, !dbg !41
  %101 = getelementptr inbounds nuw float, ptr %X, i64 %100, !dbg !41
  %wide.load159 = load <4 x float>, ptr %101, align 16, !dbg !41, !tbaa !51
  %102 = fsub <4 x float> %wide.load159, %broadcast.splat156, !dbg !41
  %103 = tail call <4 x float> @llvm.exp.v4f32(<4 x float> %102), !dbg !41
  %104 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %100, !dbg !41
  store <4 x float> %103, ptr %104, align 4, !dbg !41, !tbaa !60
  %index.next160 = add nuw i64 %index158, 4, !dbg !41
  %105 = icmp eq i64 %index.next160, 256, !dbg !41
  br i1 %105, label %for_end_i1.10, label %vector.body157, !dbg !41, !prof !62, !llvm.loop !76

for_end_i1.10:                                    ; preds = %vector.body157
    #dbg_value(i64 11, !49, !DIExpression(), !41)
  %106 = getelementptr inbounds nuw i8, ptr %T_softmax_maxelem33, i64 44
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %107 = load <4 x float>, ptr %106, align 4
  %broadcast.splat164 = shufflevector <4 x float> %107, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body165, !dbg !41

vector.body165:                                   ; preds = %vector.body165, %for_end_i1.10
  %index166 = phi i64 [ 0, %for_end_i1.10 ], [ %index.next168, %vector.body165 ], !dbg !41
  %108 = add nuw nsw i64 %index166, 2816, !dbg !41
  %109 = getelementptr inbounds nuw float, ptr %X, i64 %108, !dbg !41
  %wide.load167 = load <4 x float>, ptr %109, align 16, !dbg !41, !tbaa !51
  %110 = fsub <4 x float> %wide.load167, %broadcast.splat164, !dbg !41
  %111 = tail call <4 x float> @llvm.exp.v4f32(<4 x float> %110), !dbg !41
  %112 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %108, !dbg !41
  store <4 x float> %111, ptr %112, align 4, !dbg !41, !tbaa !60
  %index.next168 = add nuw i64 %index166, 4, !dbg !41
  %113 = icmp eq i64 %index.next168, 256, !dbg !41
  br i1 %113, label %for_end_i1.11, label %vector.body165, !dbg !41, !prof !62, !llvm.loop !77

for_end_i1.11:                                    ; preds = %vector.body165
    #dbg_value(i64 12, !49, !DIExpression(), !41)
  %114 = getelementptr inbounds nuw i8, ptr %T_softmax_maxelem33, i64 48
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %115 = load <4 x float>, ptr %114, align 16
  %broadcast.splat172 = shufflevector <4 x float> %115, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body173, !dbg !41

vector.body173:                                   ; preds = %vector.body173, %for_end_i1.11
  %index174 = phi i64 [ 0, %for_end_i1.11 ], [ %index.next176, %vector.body173 ], !dbg !41
  %116 = add nuw nsw i64 %index174, 3072, !dbg !41
  %117 = getelementptr inbounds nuw float, ptr %X, i64 %116, !dbg !41
  %wide.load175 = load <4 x float>, ptr %117, align 16, !dbg !41, !tbaa !51
  %118 = fsub <4 x float> %wide.load175, %broadcast.splat172, !dbg !41
  %119 = tail call <4 x float> @llvm.exp.v4f32(<4 x float> %118), !dbg !41
  %120 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %116, !dbg !41
  store <4 x float> %119, ptr %120, align 4, !dbg !41, !tbaa !60
  %index.next176 = add nuw i64 %index174, 4, !dbg !41
  %121 = icmp eq i64 %index.next176, 256, !dbg !41
  br i1 %121, label %for_end_i1.12, label %vector.body173, !dbg !41, !prof !62, !llvm.loop !78

for_end_i1.12:                                    ; preds = %vector.body173
    #dbg_value(i64 13, !49, !DIExpression(), !41)
  %122 = getelementptr inbounds nuw i8, ptr %T_softmax_maxelem33, i64 52
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %123 = load float, ptr %122, align 4, !tbaa !57
  %broadcast.splatinsert179 = insertelement <4 x float> poison, float %123, i64 0
  %broadcast.splat180 = shufflevector <4 x float> %broadcast.splatinsert179, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body181, !dbg !41

vector.body181:                                   ; preds = %vector.body181, %for_end_i1.12
  %index182 = phi i64 [ 0, %for_end_i1.12 ], [ %index.next184, %vector.body181 ], !dbg !41
  %124 = add nuw nsw i64 %index182, 3328, !dbg !41
  %125 = getelementptr inbounds nuw float, ptr %X, i64 %124, !dbg !41
  %wide.load183 = load <4 x float>, ptr %125, align 16, !dbg !41, !tbaa !51
  %126 = fsub <4 x float> %wide.load183, %broadcast.splat180, !dbg !41
  %127 = tail call <4 x float> @llvm.exp.v4f32(<4 x float> %126), !dbg !41
  %128 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %124, !dbg !41
  store <4 x float> %127, ptr %128, align 4, !dbg !41, !tbaa !60
  %index.next184 = add nuw i64 %index182, 4, !dbg !41
  %129 = icmp eq i64 %index.next184, 256, !dbg !41
  br i1 %129, label %for_end_i1.13, label %vector.body181, !dbg !41, !prof !62, !llvm.loop !79

for_end_i1.13:                                    ; preds = %vector.body181
    #dbg_value(i64 14, !49, !DIExpression(), !41)
  %130 = getelementptr inbounds nuw i8, ptr %T_softmax_maxelem33, i64 56
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %131 = load float, ptr %130, align 8, !tbaa !57
  %broadcast.splatinsert187 = insertelement <4 x float> poison, float %131, i64 0
  %broadcast.splat188 = shufflevector <4 x float> %broadcast.splatinsert187, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body189, !dbg !41

vector.body189:                                   ; preds = %vector.body189, %for_end_i1.13
  %index190 = phi i64 [ 0, %for_end_i1.13 ], [ %index.next192, %vector.body189 ], !dbg !41
  %132 = add nuw nsw i64 %index190, 3584, !dbg !41
  %133 = getelementptr inbounds nuw float, ptr %X, i64 %132, !dbg !41
  %wide.load191 = load <4 x float>, ptr %133, align 16, !dbg !41, !tbaa !51
  %134 = fsub <4 x float> %wide.load191, %broadcast.splat188, !dbg !41
  %135 = tail call <4 x float> @llvm.exp.v4f32(<4 x float> %134), !dbg !41
  %136 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %132, !dbg !41
  store <4 x float> %135, ptr %136, align 4, !dbg !41, !tbaa !60
  %index.next192 = add nuw i64 %index190, 4, !dbg !41
  %137 = icmp eq i64 %index.next192, 256, !dbg !41
  br i1 %137, label %for_end_i1.14, label %vector.body189, !dbg !41, !prof !62, !llvm.loop !80

for_end_i1.14:                                    ; preds = %vector.body189
    #dbg_value(i64 15, !49, !DIExpression(), !41)
  %138 = getelementptr inbounds nuw i8, ptr %T_softmax_maxelem33, i64 60
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %139 = load float, ptr %138, align 4, !tbaa !57
  %broadcast.splatinsert195 = insertelement <4 x float> poison, float %139, i64 0
  %broadcast.splat196 = shufflevector <4 x float> %broadcast.splatinsert195, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body197, !dbg !41

vector.body197:                                   ; preds = %vector.body197, %for_end_i1.14
  %index198 = phi i64 [ 0, %for_end_i1.14 ], [ %index.next200, %vector.body197 ], !dbg !41
  %140 = add nuw nsw i64 %index198, 3840, !dbg !41
  %141 = getelementptr inbounds nuw float, ptr %X, i64 %140, !dbg !41
  %wide.load199 = load <4 x float>, ptr %141, align 16, !dbg !41, !tbaa !51
  %142 = fsub <4 x float> %wide.load199, %broadcast.splat196, !dbg !41
  %143 = tail call <4 x float> @llvm.exp.v4f32(<4 x float> %142), !dbg !41
  %144 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %140, !dbg !41
  store <4 x float> %143, ptr %144, align 4, !dbg !41, !tbaa !60
  %index.next200 = add nuw i64 %index198, 4, !dbg !41
  %145 = icmp eq i64 %index.next200, 256, !dbg !41
  br i1 %145, label %for_body_k14.peel.next, label %vector.body197, !dbg !41, !prof !62, !llvm.loop !81

for_body_k14.peel.next:                           ; preds = %vector.body197, %for_end_k15
  %indvars.iv65 = phi i64 [ %indvars.iv.next66, %for_end_k15 ], [ 0, %vector.body197 ]
    #dbg_value(i64 %indvars.iv65, !49, !DIExpression(), !41)
  %146 = shl nuw nsw i64 %indvars.iv65, 8
    #dbg_value(i32 0, !50, !DIExpression(), !41)
  %147 = getelementptr inbounds nuw float, ptr %T_softmax_maxelem33, i64 %indvars.iv65
    #dbg_value(i64 1, !50, !DIExpression(), !41)
  %148 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %146, !dbg !41
  %149 = load float, ptr %148, align 4, !dbg !41, !tbaa !60
  %150 = fadd float %149, 0.000000e+00, !dbg !41
  %invariant.gep79 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %146, !dbg !41
  br label %for_body_k14, !dbg !41

for_body_k14:                                     ; preds = %for_body_k14, %for_body_k14.peel.next
  %indvars.iv60 = phi i64 [ 1, %for_body_k14.peel.next ], [ %indvars.iv.next61.4, %for_body_k14 ]
  %151 = phi float [ %150, %for_body_k14.peel.next ], [ %165, %for_body_k14 ]
    #dbg_value(i64 %indvars.iv60, !50, !DIExpression(), !41)
  %gep80 = getelementptr inbounds nuw float, ptr %invariant.gep79, i64 %indvars.iv60, !dbg !41
  %152 = load float, ptr %gep80, align 4, !dbg !41, !tbaa !60
  %153 = fadd float %152, %151, !dbg !41
    #dbg_value(i64 %indvars.iv60, !50, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !41)
  %154 = getelementptr inbounds nuw float, ptr %invariant.gep79, i64 %indvars.iv60, !dbg !41
  %gep80.1 = getelementptr inbounds nuw i8, ptr %154, i64 4, !dbg !41
  %155 = load float, ptr %gep80.1, align 4, !dbg !41, !tbaa !60
  %156 = fadd float %155, %153, !dbg !41
    #dbg_value(i64 %indvars.iv60, !50, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !41)
  %157 = getelementptr inbounds nuw float, ptr %invariant.gep79, i64 %indvars.iv60, !dbg !41
  %gep80.2 = getelementptr inbounds nuw i8, ptr %157, i64 8, !dbg !41
  %158 = load float, ptr %gep80.2, align 4, !dbg !41, !tbaa !60
  %159 = fadd float %158, %156, !dbg !41
    #dbg_value(i64 %indvars.iv60, !50, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !41)
  %160 = getelementptr inbounds nuw float, ptr %invariant.gep79, i64 %indvars.iv60, !dbg !41
  %gep80.3 = getelementptr inbounds nuw i8, ptr %160, i64 12, !dbg !41
  %161 = load float, ptr %gep80.3, align 4, !dbg !41, !tbaa !60
  %162 = fadd float %161, %159, !dbg !41
    #dbg_value(i64 %indvars.iv60, !50, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !41)
  %163 = getelementptr inbounds nuw float, ptr %invariant.gep79, i64 %indvars.iv60, !dbg !41
  %gep80.4 = getelementptr inbounds nuw i8, ptr %163, i64 16, !dbg !41
  %164 = load float, ptr %gep80.4, align 4, !dbg !41, !tbaa !60
  %165 = fadd float %164, %162, !dbg !41
  %indvars.iv.next61.4 = add nuw nsw i64 %indvars.iv60, 5, !dbg !41
    #dbg_value(i64 %indvars.iv.next61.4, !50, !DIExpression(), !41)
  %exitcond63.not.4 = icmp eq i64 %indvars.iv.next61.4, 256, !dbg !41
  br i1 %exitcond63.not.4, label %for_end_k15, label %for_body_k14, !dbg !41, !prof !53, !llvm.loop !82

for_end_k15:                                      ; preds = %for_body_k14
  store float %165, ptr %147, align 4, !dbg !41, !tbaa !57
  %indvars.iv.next66 = add nuw nsw i64 %indvars.iv65, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next66, !49, !DIExpression(), !41)
  %exitcond68.not = icmp eq i64 %indvars.iv.next66, 16, !dbg !41
  br i1 %exitcond68.not, label %vector.ph202, label %for_body_k14.peel.next, !dbg !41, !prof !53

vector.ph202:                                     ; preds = %for_end_k15
    #dbg_value(i64 0, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %166 = load <4 x float>, ptr %T_softmax_maxelem33, align 16
  %broadcast.splat204 = shufflevector <4 x float> %166, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body205, !dbg !41

vector.body205:                                   ; preds = %vector.body205, %vector.ph202
  %index206 = phi i64 [ 0, %vector.ph202 ], [ %index.next208.3, %vector.body205 ], !dbg !41
  %167 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %index206, !dbg !41
  %wide.load207 = load <4 x float>, ptr %167, align 4, !dbg !41, !tbaa !60
  %168 = fdiv <4 x float> %wide.load207, %broadcast.splat204, !dbg !41
  %169 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %index206, !dbg !41
  store <4 x float> %168, ptr %169, align 64, !dbg !41, !tbaa !84
  %index.next208 = or disjoint i64 %index206, 4, !dbg !41
  %170 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %index.next208, !dbg !41
  %wide.load207.1 = load <4 x float>, ptr %170, align 4, !dbg !41, !tbaa !60
  %171 = fdiv <4 x float> %wide.load207.1, %broadcast.splat204, !dbg !41
  %172 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %index.next208, !dbg !41
  store <4 x float> %171, ptr %172, align 16, !dbg !41, !tbaa !84
  %index.next208.1 = or disjoint i64 %index206, 8, !dbg !41
  %173 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %index.next208.1, !dbg !41
  %wide.load207.2 = load <4 x float>, ptr %173, align 4, !dbg !41, !tbaa !60
  %174 = fdiv <4 x float> %wide.load207.2, %broadcast.splat204, !dbg !41
  %175 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %index.next208.1, !dbg !41
  store <4 x float> %174, ptr %175, align 32, !dbg !41, !tbaa !84
  %index.next208.2 = or disjoint i64 %index206, 12, !dbg !41
  %176 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %index.next208.2, !dbg !41
  %wide.load207.3 = load <4 x float>, ptr %176, align 4, !dbg !41, !tbaa !60
  %177 = fdiv <4 x float> %wide.load207.3, %broadcast.splat204, !dbg !41
  %178 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %index.next208.2, !dbg !41
  store <4 x float> %177, ptr %178, align 16, !dbg !41, !tbaa !84
  %index.next208.3 = add nuw nsw i64 %index206, 16, !dbg !41
  %179 = icmp eq i64 %index.next208.3, 256, !dbg !41
  br i1 %179, label %vector.ph210, label %vector.body205, !dbg !41, !prof !62, !llvm.loop !86

vector.ph210:                                     ; preds = %vector.body205
    #dbg_value(i64 1, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %180 = load <4 x float>, ptr %26, align 4
  %broadcast.splat212 = shufflevector <4 x float> %180, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body213, !dbg !41

vector.body213:                                   ; preds = %vector.body213, %vector.ph210
  %index214 = phi i64 [ 0, %vector.ph210 ], [ %index.next216.3, %vector.body213 ], !dbg !41
  %181 = add nuw nsw i64 %index214, 256, !dbg !41
  %182 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %181, !dbg !41
  %wide.load215 = load <4 x float>, ptr %182, align 4, !dbg !41, !tbaa !60
  %183 = fdiv <4 x float> %wide.load215, %broadcast.splat212, !dbg !41
  %184 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %181, !dbg !41
  store <4 x float> %183, ptr %184, align 64, !dbg !41, !tbaa !84
  %185 = add nuw nsw i64 %index214, 260, !dbg !41
  %186 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %185, !dbg !41
  %wide.load215.1 = load <4 x float>, ptr %186, align 4, !dbg !41, !tbaa !60
  %187 = fdiv <4 x float> %wide.load215.1, %broadcast.splat212, !dbg !41
  %188 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %185, !dbg !41
  store <4 x float> %187, ptr %188, align 16, !dbg !41, !tbaa !84
  %189 = add nuw nsw i64 %index214, 264, !dbg !41
  %190 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %189, !dbg !41
  %wide.load215.2 = load <4 x float>, ptr %190, align 4, !dbg !41, !tbaa !60
  %191 = fdiv <4 x float> %wide.load215.2, %broadcast.splat212, !dbg !41
  %192 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %189, !dbg !41
  store <4 x float> %191, ptr %192, align 32, !dbg !41, !tbaa !84
  %193 = add nuw nsw i64 %index214, 268, !dbg !41
  %194 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %193, !dbg !41
  %wide.load215.3 = load <4 x float>, ptr %194, align 4, !dbg !41, !tbaa !60
  %195 = fdiv <4 x float> %wide.load215.3, %broadcast.splat212, !dbg !41
  %196 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %193, !dbg !41
  store <4 x float> %195, ptr %196, align 16, !dbg !41, !tbaa !84
  %index.next216.3 = add nuw nsw i64 %index214, 16, !dbg !41
  %197 = icmp eq i64 %index.next216.3, 256, !dbg !41
  br i1 %197, label %vector.ph218, label %vector.body213, !dbg !41, !prof !62, !llvm.loop !88

vector.ph218:                                     ; preds = %vector.body213
    #dbg_value(i64 2, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %198 = load <4 x float>, ptr %34, align 8
  %broadcast.splat220 = shufflevector <4 x float> %198, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body221, !dbg !41

vector.body221:                                   ; preds = %vector.body221, %vector.ph218
  %index222 = phi i64 [ 0, %vector.ph218 ], [ %index.next224.3, %vector.body221 ], !dbg !41
  %199 = add nuw nsw i64 %index222, 512, !dbg !41
  %200 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %199, !dbg !41
  %wide.load223 = load <4 x float>, ptr %200, align 4, !dbg !41, !tbaa !60
  %201 = fdiv <4 x float> %wide.load223, %broadcast.splat220, !dbg !41
  %202 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %199, !dbg !41
  store <4 x float> %201, ptr %202, align 64, !dbg !41, !tbaa !84
  %203 = add nuw nsw i64 %index222, 516, !dbg !41
  %204 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %203, !dbg !41
  %wide.load223.1 = load <4 x float>, ptr %204, align 4, !dbg !41, !tbaa !60
  %205 = fdiv <4 x float> %wide.load223.1, %broadcast.splat220, !dbg !41
  %206 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %203, !dbg !41
  store <4 x float> %205, ptr %206, align 16, !dbg !41, !tbaa !84
  %207 = add nuw nsw i64 %index222, 520, !dbg !41
  %208 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %207, !dbg !41
  %wide.load223.2 = load <4 x float>, ptr %208, align 4, !dbg !41, !tbaa !60
  %209 = fdiv <4 x float> %wide.load223.2, %broadcast.splat220, !dbg !41
  %210 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %207, !dbg !41
  store <4 x float> %209, ptr %210, align 32, !dbg !41, !tbaa !84
  %211 = add nuw nsw i64 %index222, 524, !dbg !41
  %212 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %211, !dbg !41
  %wide.load223.3 = load <4 x float>, ptr %212, align 4, !dbg !41, !tbaa !60
  %213 = fdiv <4 x float> %wide.load223.3, %broadcast.splat220, !dbg !41
  %214 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %211, !dbg !41
  store <4 x float> %213, ptr %214, align 16, !dbg !41, !tbaa !84
  %index.next224.3 = add nuw nsw i64 %index222, 16, !dbg !41
  %215 = icmp eq i64 %index.next224.3, 256, !dbg !41
  br i1 %215, label %vector.ph226, label %vector.body221, !dbg !41, !prof !62, !llvm.loop !89

vector.ph226:                                     ; preds = %vector.body221
    #dbg_value(i64 3, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %216 = load <4 x float>, ptr %42, align 4
  %broadcast.splat228 = shufflevector <4 x float> %216, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body229, !dbg !41

vector.body229:                                   ; preds = %vector.body229, %vector.ph226
  %index230 = phi i64 [ 0, %vector.ph226 ], [ %index.next232.3, %vector.body229 ], !dbg !41
  %217 = add nuw nsw i64 %index230, 768, !dbg !41
  %218 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %217, !dbg !41
  %wide.load231 = load <4 x float>, ptr %218, align 4, !dbg !41, !tbaa !60
  %219 = fdiv <4 x float> %wide.load231, %broadcast.splat228, !dbg !41
  %220 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %217, !dbg !41
  store <4 x float> %219, ptr %220, align 64, !dbg !41, !tbaa !84
  %221 = add nuw nsw i64 %index230, 772, !dbg !41
  %222 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %221, !dbg !41
  %wide.load231.1 = load <4 x float>, ptr %222, align 4, !dbg !41, !tbaa !60
  %223 = fdiv <4 x float> %wide.load231.1, %broadcast.splat228, !dbg !41
  %224 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %221, !dbg !41
  store <4 x float> %223, ptr %224, align 16, !dbg !41, !tbaa !84
  %225 = add nuw nsw i64 %index230, 776, !dbg !41
  %226 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %225, !dbg !41
  %wide.load231.2 = load <4 x float>, ptr %226, align 4, !dbg !41, !tbaa !60
  %227 = fdiv <4 x float> %wide.load231.2, %broadcast.splat228, !dbg !41
  %228 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %225, !dbg !41
  store <4 x float> %227, ptr %228, align 32, !dbg !41, !tbaa !84
  %229 = add nuw nsw i64 %index230, 780, !dbg !41
  %230 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %229, !dbg !41
  %wide.load231.3 = load <4 x float>, ptr %230, align 4, !dbg !41, !tbaa !60
  %231 = fdiv <4 x float> %wide.load231.3, %broadcast.splat228, !dbg !41
  %232 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %229, !dbg !41
  store <4 x float> %231, ptr %232, align 16, !dbg !41, !tbaa !84
  %index.next232.3 = add nuw nsw i64 %index230, 16, !dbg !41
  %233 = icmp eq i64 %index.next232.3, 256, !dbg !41
  br i1 %233, label %vector.ph234, label %vector.body229, !dbg !41, !prof !62, !llvm.loop !90

vector.ph234:                                     ; preds = %vector.body229
    #dbg_value(i64 4, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %234 = load <4 x float>, ptr %50, align 16
  %broadcast.splat236 = shufflevector <4 x float> %234, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body237, !dbg !41

vector.body237:                                   ; preds = %vector.body237, %vector.ph234
  %index238 = phi i64 [ 0, %vector.ph234 ], [ %index.next240.3, %vector.body237 ], !dbg !41
  %235 = add nuw nsw i64 %index238, 1024, !dbg !41
  %236 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %235, !dbg !41
  %wide.load239 = load <4 x float>, ptr %236, align 4, !dbg !41, !tbaa !60
  %237 = fdiv <4 x float> %wide.load239, %broadcast.splat236, !dbg !41
  %238 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %235, !dbg !41
  store <4 x float> %237, ptr %238, align 64, !dbg !41, !tbaa !84
  %239 = add nuw nsw i64 %index238, 1028, !dbg !41
  %240 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %239, !dbg !41
  %wide.load239.1 = load <4 x float>, ptr %240, align 4, !dbg !41, !tbaa !60
  %241 = fdiv <4 x float> %wide.load239.1, %broadcast.splat236, !dbg !41
  %242 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %239, !dbg !41
  store <4 x float> %241, ptr %242, align 16, !dbg !41, !tbaa !84
  %243 = add nuw nsw i64 %index238, 1032, !dbg !41
  %244 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %243, !dbg !41
  %wide.load239.2 = load <4 x float>, ptr %244, align 4, !dbg !41, !tbaa !60
  %245 = fdiv <4 x float> %wide.load239.2, %broadcast.splat236, !dbg !41
  %246 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %243, !dbg !41
  store <4 x float> %245, ptr %246, align 32, !dbg !41, !tbaa !84
  %247 = add nuw nsw i64 %index238, 1036, !dbg !41
  %248 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %247, !dbg !41
  %wide.load239.3 = load <4 x float>, ptr %248, align 4, !dbg !41, !tbaa !60
  %249 = fdiv <4 x float> %wide.load239.3, %broadcast.splat236, !dbg !41
  %250 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %247, !dbg !41
  store <4 x float> %249, ptr %250, align 16, !dbg !41, !tbaa !84
  %index.next240.3 = add nuw nsw i64 %index238, 16, !dbg !41
  %251 = icmp eq i64 %index.next240.3, 256, !dbg !41
  br i1 %251, label %vector.ph242, label %vector.body237, !dbg !41, !prof !62, !llvm.loop !91

vector.ph242:                                     ; preds = %vector.body237
    #dbg_value(i64 5, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %252 = load <4 x float>, ptr %58, align 4
  %broadcast.splat244 = shufflevector <4 x float> %252, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body245, !dbg !41

vector.body245:                                   ; preds = %vector.body245, %vector.ph242
  %index246 = phi i64 [ 0, %vector.ph242 ], [ %index.next248.3, %vector.body245 ], !dbg !41
  %253 = add nuw nsw i64 %index246, 1280, !dbg !41
  %254 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %253, !dbg !41
  %wide.load247 = load <4 x float>, ptr %254, align 4, !dbg !41, !tbaa !60
  %255 = fdiv <4 x float> %wide.load247, %broadcast.splat244, !dbg !41
  %256 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %253, !dbg !41
  store <4 x float> %255, ptr %256, align 64, !dbg !41, !tbaa !84
  %257 = add nuw nsw i64 %index246, 1284, !dbg !41
  %258 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %257, !dbg !41
  %wide.load247.1 = load <4 x float>, ptr %258, align 4, !dbg !41, !tbaa !60
  %259 = fdiv <4 x float> %wide.load247.1, %broadcast.splat244, !dbg !41
  %260 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %257, !dbg !41
  store <4 x float> %259, ptr %260, align 16, !dbg !41, !tbaa !84
  %261 = add nuw nsw i64 %index246, 1288, !dbg !41
  %262 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %261, !dbg !41
  %wide.load247.2 = load <4 x float>, ptr %262, align 4, !dbg !41, !tbaa !60
  %263 = fdiv <4 x float> %wide.load247.2, %broadcast.splat244, !dbg !41
  %264 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %261, !dbg !41
  store <4 x float> %263, ptr %264, align 32, !dbg !41, !tbaa !84
  %265 = add nuw nsw i64 %index246, 1292, !dbg !41
  %266 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %265, !dbg !41
  %wide.load247.3 = load <4 x float>, ptr %266, align 4, !dbg !41, !tbaa !60
  %267 = fdiv <4 x float> %wide.load247.3, %broadcast.splat244, !dbg !41
  %268 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %265, !dbg !41
  store <4 x float> %267, ptr %268, align 16, !dbg !41, !tbaa !84
  %index.next248.3 = add nuw nsw i64 %index246, 16, !dbg !41
  %269 = icmp eq i64 %index.next248.3, 256, !dbg !41
  br i1 %269, label %vector.ph250, label %vector.body245, !dbg !41, !prof !62, !llvm.loop !92

vector.ph250:                                     ; preds = %vector.body245
    #dbg_value(i64 6, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %270 = load <4 x float>, ptr %66, align 8
  %broadcast.splat252 = shufflevector <4 x float> %270, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body253, !dbg !41

vector.body253:                                   ; preds = %vector.body253, %vector.ph250
  %index254 = phi i64 [ 0, %vector.ph250 ], [ %index.next256.3, %vector.body253 ], !dbg !41
  %271 = add nuw nsw i64 %index254, 1536, !dbg !41
  %272 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %271, !dbg !41
  %wide.load255 = load <4 x float>, ptr %272, align 4, !dbg !41, !tbaa !60
  %273 = fdiv <4 x float> %wide.load255, %broadcast.splat252, !dbg !41
  %274 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %271, !dbg !41
  store <4 x float> %273, ptr %274, align 64, !dbg !41, !tbaa !84
  %275 = add nuw nsw i64 %index254, 1540, !dbg !41
  %276 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %275, !dbg !41
  %wide.load255.1 = load <4 x float>, ptr %276, align 4, !dbg !41, !tbaa !60
  %277 = fdiv <4 x float> %wide.load255.1, %broadcast.splat252, !dbg !41
  %278 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %275, !dbg !41
  store <4 x float> %277, ptr %278, align 16, !dbg !41, !tbaa !84
  %279 = add nuw nsw i64 %index254, 1544, !dbg !41
  %280 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %279, !dbg !41
  %wide.load255.2 = load <4 x float>, ptr %280, align 4, !dbg !41, !tbaa !60
  %281 = fdiv <4 x float> %wide.load255.2, %broadcast.splat252, !dbg !41
  %282 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %279, !dbg !41
  store <4 x float> %281, ptr %282, align 32, !dbg !41, !tbaa !84
  %283 = add nuw nsw i64 %index254, 1548, !dbg !41
  %284 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %283, !dbg !41
  %wide.load255.3 = load <4 x float>, ptr %284, align 4, !dbg !41, !tbaa !60
  %285 = fdiv <4 x float> %wide.load255.3, %broadcast.splat252, !dbg !41
  %286 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %283, !dbg !41
  store <4 x float> %285, ptr %286, align 16, !dbg !41, !tbaa !84
  %index.next256.3 = add nuw nsw i64 %index254, 16, !dbg !41
  %287 = icmp eq i64 %index.next256.3, 256, !dbg !41
  br i1 %287, label %vector.ph258, label %vector.body253, !dbg !41, !prof !62, !llvm.loop !93

vector.ph258:                                     ; preds = %vector.body253
    #dbg_value(i64 7, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %288 = load <4 x float>, ptr %74, align 4
  %broadcast.splat260 = shufflevector <4 x float> %288, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body261, !dbg !41

vector.body261:                                   ; preds = %vector.body261, %vector.ph258
  %index262 = phi i64 [ 0, %vector.ph258 ], [ %index.next264.3, %vector.body261 ], !dbg !41
  %289 = add nuw nsw i64 %index262, 1792, !dbg !41
  %290 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %289, !dbg !41
  %wide.load263 = load <4 x float>, ptr %290, align 4, !dbg !41, !tbaa !60
  %291 = fdiv <4 x float> %wide.load263, %broadcast.splat260, !dbg !41
  %292 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %289, !dbg !41
  store <4 x float> %291, ptr %292, align 64, !dbg !41, !tbaa !84
  %293 = add nuw nsw i64 %index262, 1796, !dbg !41
  %294 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %293, !dbg !41
  %wide.load263.1 = load <4 x float>, ptr %294, align 4, !dbg !41, !tbaa !60
  %295 = fdiv <4 x float> %wide.load263.1, %broadcast.splat260, !dbg !41
  %296 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %293, !dbg !41
  store <4 x float> %295, ptr %296, align 16, !dbg !41, !tbaa !84
  %297 = add nuw nsw i64 %index262, 1800, !dbg !41
  %298 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %297, !dbg !41
  %wide.load263.2 = load <4 x float>, ptr %298, align 4, !dbg !41, !tbaa !60
  %299 = fdiv <4 x float> %wide.load263.2, %broadcast.splat260, !dbg !41
  %300 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %297, !dbg !41
  store <4 x float> %299, ptr %300, align 32, !dbg !41, !tbaa !84
  %301 = add nuw nsw i64 %index262, 1804, !dbg !41
  %302 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %301, !dbg !41
  %wide.load263.3 = load <4 x float>, ptr %302, align 4, !dbg !41, !tbaa !60
  %303 = fdiv <4 x float> %wide.load263.3, %broadcast.splat260, !dbg !41
  %304 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %301, !dbg !41
  store <4 x float> %303, ptr %304, align 16, !dbg !41, !tbaa !84
  %index.next264.3 = add nuw nsw i64 %index262, 16, !dbg !41
  %305 = icmp eq i64 %index.next264.3, 256, !dbg !41
  br i1 %305, label %vector.ph266, label %vector.body261, !dbg !41, !prof !62, !llvm.loop !94

vector.ph266:                                     ; preds = %vector.body261
    #dbg_value(i64 8, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %306 = load <4 x float>, ptr %82, align 16
  %broadcast.splat268 = shufflevector <4 x float> %306, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body269, !dbg !41

vector.body269:                                   ; preds = %vector.body269, %vector.ph266
  %index270 = phi i64 [ 0, %vector.ph266 ], [ %index.next272.3, %vector.body269 ], !dbg !41
  %307 = add nuw nsw i64 %index270, 2048, !dbg !41
  %308 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %307, !dbg !41
  %wide.load271 = load <4 x float>, ptr %308, align 4, !dbg !41, !tbaa !60
  %309 = fdiv <4 x float> %wide.load271, %broadcast.splat268, !dbg !41
  %310 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %307, !dbg !41
  store <4 x float> %309, ptr %310, align 64, !dbg !41, !tbaa !84
  %311 = add nuw nsw i64 %index270, 2052, !dbg !41
  %312 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %311, !dbg !41
  %wide.load271.1 = load <4 x float>, ptr %312, align 4, !dbg !41, !tbaa !60
  %313 = fdiv <4 x float> %wide.load271.1, %broadcast.splat268, !dbg !41
  %314 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %311, !dbg !41
  store <4 x float> %313, ptr %314, align 16, !dbg !41, !tbaa !84
  %315 = add nuw nsw i64 %index270, 2056, !dbg !41
  %316 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %315, !dbg !41
  %wide.load271.2 = load <4 x float>, ptr %316, align 4, !dbg !41, !tbaa !60
  %317 = fdiv <4 x float> %wide.load271.2, %broadcast.splat268, !dbg !41
  %318 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %315, !dbg !41
  store <4 x float> %317, ptr %318, align 32, !dbg !41, !tbaa !84
  %319 = add nuw nsw i64 %index270, 2060, !dbg !41
  %320 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %319, !dbg !41
  %wide.load271.3 = load <4 x float>, ptr %320, align 4, !dbg !41, !tbaa !60
  %321 = fdiv <4 x float> %wide.load271.3, %broadcast.splat268, !dbg !41
  %322 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %319, !dbg !41
  store <4 x float> %321, ptr %322, align 16, !dbg !41, !tbaa !84
  %index.next272.3 = add nuw nsw i64 %index270, 16, !dbg !41
  %323 = icmp eq i64 %index.next272.3, 256, !dbg !41
  br i1 %323, label %vector.ph274, label %vector.body269, !dbg !41, !prof !62, !llvm.loop !95

vector.ph274:                                     ; preds = %vector.body269
    #dbg_value(i64 9, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %324 = load <4 x float>, ptr %90, align 4
  %broadcast.splat276 = shufflevector <4 x float> %324, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body277, !dbg !41

vector.body277:                                   ; preds = %vector.body277, %vector.ph274
  %index278 = phi i64 [ 0, %vector.ph274 ], [ %index.next280.3, %vector.body277 ], !dbg !41
  %325 = add nuw nsw i64 %index278, 2304, !dbg !41
  %326 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %325, !dbg !41
  %wide.load279 = load <4 x float>, ptr %326, align 4, !dbg !41, !tbaa !60
  %327 = fdiv <4 x float> %wide.load279, %broadcast.splat276, !dbg !41
  %328 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %325, !dbg !41
  store <4 x float> %327, ptr %328, align 64, !dbg !41, !tbaa !84
  %329 = add nuw nsw i64 %index278, 2308, !dbg !41
  %330 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %329, !dbg !41
  %wide.load279.1 = load <4 x float>, ptr %330, align 4, !dbg !41, !tbaa !60
  %331 = fdiv <4 x float> %wide.load279.1, %broadcast.splat276, !dbg !41
  %332 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %329, !dbg !41
  store <4 x float> %331, ptr %332, align 16, !dbg !41, !tbaa !84
  %333 = add nuw nsw i64 %index278, 2312, !dbg !41
  %334 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %333, !dbg !41
  %wide.load279.2 = load <4 x float>, ptr %334, align 4, !dbg !41, !tbaa !60
  %335 = fdiv <4 x float> %wide.load279.2, %broadcast.splat276, !dbg !41
  %336 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %333, !dbg !41
  store <4 x float> %335, ptr %336, align 32, !dbg !41, !tbaa !84
  %337 = add nuw nsw i64 %index278, 2316, !dbg !41
  %338 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %337, !dbg !41
  %wide.load279.3 = load <4 x float>, ptr %338, align 4, !dbg !41, !tbaa !60
  %339 = fdiv <4 x float> %wide.load279.3, %broadcast.splat276, !dbg !41
  %340 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %337, !dbg !41
  store <4 x float> %339, ptr %340, align 16, !dbg !41, !tbaa !84
  %index.next280.3 = add nuw nsw i64 %index278, 16, !dbg !41
  %341 = icmp eq i64 %index.next280.3, 256, !dbg !41
  br i1 %341, label %vector.ph282, label %vector.body277, !dbg !41, !prof !62, !llvm.loop !96

vector.ph282:                                     ; preds = %vector.body277
    #dbg_value(i64 10, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %342 = load <4 x float>, ptr %98, align 8
  %broadcast.splat284 = shufflevector <4 x float> %342, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body285, !dbg !41

vector.body285:                                   ; preds = %vector.body285, %vector.ph282
  %index286 = phi i64 [ 0, %vector.ph282 ], [ %index.next288.3, %vector.body285 ], !dbg !41
  %343 = add nuw nsw i64 %index286, 2560, !dbg !41
  %344 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %343, !dbg !41
  %wide.load287 = load <4 x float>, ptr %344, align 4, !dbg !41, !tbaa !60
  %345 = fdiv <4 x float> %wide.load287, %broadcast.splat284, !dbg !41
  %346 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %343, !dbg !41
  store <4 x float> %345, ptr %346, align 64, !dbg !41, !tbaa !84
  %347 = add nuw nsw i64 %index286, 2564, !dbg !41
  %348 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %347, !dbg !41
  %wide.load287.1 = load <4 x float>, ptr %348, align 4, !dbg !41, !tbaa !60
  %349 = fdiv <4 x float> %wide.load287.1, %broadcast.splat284, !dbg !41
  %350 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %347, !dbg !41
  store <4 x float> %349, ptr %350, align 16, !dbg !41, !tbaa !84
  %351 = add nuw nsw i64 %index286, 2568, !dbg !41
  %352 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %351, !dbg !41
  %wide.load287.2 = load <4 x float>, ptr %352, align 4, !dbg !41, !tbaa !60
  %353 = fdiv <4 x float> %wide.load287.2, %broadcast.splat284, !dbg !41
  %354 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %351, !dbg !41
  store <4 x float> %353, ptr %354, align 32, !dbg !41, !tbaa !84
  %355 = add nuw nsw i64 %index286, 2572, !dbg !41
  %356 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %355, !dbg !41
  %wide.load287.3 = load <4 x float>, ptr %356, align 4, !dbg !41, !tbaa !60
  %357 = fdiv <4 x float> %wide.load287.3, %broadcast.splat284, !dbg !41
  %358 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %355, !dbg !41
  store <4 x float> %357, ptr %358, align 16, !dbg !41, !tbaa !84
  %index.next288.3 = add nuw nsw i64 %index286, 16, !dbg !41
  %359 = icmp eq i64 %index.next288.3, 256, !dbg !41
  br i1 %359, label %vector.ph290, label %vector.body285, !dbg !41, !prof !62, !llvm.loop !97

vector.ph290:                                     ; preds = %vector.body285
    #dbg_value(i64 11, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %360 = load <4 x float>, ptr %106, align 4
  %broadcast.splat292 = shufflevector <4 x float> %360, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body293, !dbg !41

vector.body293:                                   ; preds = %vector.body293, %vector.ph290
  %index294 = phi i64 [ 0, %vector.ph290 ], [ %index.next296.3, %vector.body293 ], !dbg !41
  %361 = add nuw nsw i64 %index294, 2816, !dbg !41
  %362 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %361, !dbg !41
  %wide.load295 = load <4 x float>, ptr %362, align 4, !dbg !41, !tbaa !60
  %363 = fdiv <4 x float> %wide.load295, %broadcast.splat292, !dbg !41
  %364 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %361, !dbg !41
  store <4 x float> %363, ptr %364, align 64, !dbg !41, !tbaa !84
  %365 = add nuw nsw i64 %index294, 2820, !dbg !41
  %366 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %365, !dbg !41
  %wide.load295.1 = load <4 x float>, ptr %366, align 4, !dbg !41, !tbaa !60
  %367 = fdiv <4 x float> %wide.load295.1, %broadcast.splat292, !dbg !41
  %368 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %365, !dbg !41
  store <4 x float> %367, ptr %368, align 16, !dbg !41, !tbaa !84
  %369 = add nuw nsw i64 %index294, 2824, !dbg !41
  %370 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %369, !dbg !41
  %wide.load295.2 = load <4 x float>, ptr %370, align 4, !dbg !41, !tbaa !60
  %371 = fdiv <4 x float> %wide.load295.2, %broadcast.splat292, !dbg !41
  %372 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %369, !dbg !41
  store <4 x float> %371, ptr %372, align 32, !dbg !41, !tbaa !84
  %373 = add nuw nsw i64 %index294, 2828, !dbg !41
  %374 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %373, !dbg !41
  %wide.load295.3 = load <4 x float>, ptr %374, align 4, !dbg !41, !tbaa !60
  %375 = fdiv <4 x float> %wide.load295.3, %broadcast.splat292, !dbg !41
  %376 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %373, !dbg !41
  store <4 x float> %375, ptr %376, align 16, !dbg !41, !tbaa !84
  %index.next296.3 = add nuw nsw i64 %index294, 16, !dbg !41
  %377 = icmp eq i64 %index.next296.3, 256, !dbg !41
  br i1 %377, label %vector.ph298, label %vector.body293, !dbg !41, !prof !62, !llvm.loop !98

vector.ph298:                                     ; preds = %vector.body293
    #dbg_value(i64 12, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %378 = load <4 x float>, ptr %114, align 16
  %broadcast.splat300 = shufflevector <4 x float> %378, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body301, !dbg !41

vector.body301:                                   ; preds = %vector.body301, %vector.ph298
  %index302 = phi i64 [ 0, %vector.ph298 ], [ %index.next304.3, %vector.body301 ], !dbg !41
  %379 = add nuw nsw i64 %index302, 3072, !dbg !41
  %380 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %379, !dbg !41
  %wide.load303 = load <4 x float>, ptr %380, align 4, !dbg !41, !tbaa !60
  %381 = fdiv <4 x float> %wide.load303, %broadcast.splat300, !dbg !41
  %382 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %379, !dbg !41
  store <4 x float> %381, ptr %382, align 64, !dbg !41, !tbaa !84
  %383 = add nuw nsw i64 %index302, 3076, !dbg !41
  %384 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %383, !dbg !41
  %wide.load303.1 = load <4 x float>, ptr %384, align 4, !dbg !41, !tbaa !60
  %385 = fdiv <4 x float> %wide.load303.1, %broadcast.splat300, !dbg !41
  %386 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %383, !dbg !41
  store <4 x float> %385, ptr %386, align 16, !dbg !41, !tbaa !84
  %387 = add nuw nsw i64 %index302, 3080, !dbg !41
  %388 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %387, !dbg !41
  %wide.load303.2 = load <4 x float>, ptr %388, align 4, !dbg !41, !tbaa !60
  %389 = fdiv <4 x float> %wide.load303.2, %broadcast.splat300, !dbg !41
  %390 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %387, !dbg !41
  store <4 x float> %389, ptr %390, align 32, !dbg !41, !tbaa !84
  %391 = add nuw nsw i64 %index302, 3084, !dbg !41
  %392 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %391, !dbg !41
  %wide.load303.3 = load <4 x float>, ptr %392, align 4, !dbg !41, !tbaa !60
  %393 = fdiv <4 x float> %wide.load303.3, %broadcast.splat300, !dbg !41
  %394 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %391, !dbg !41
  store <4 x float> %393, ptr %394, align 16, !dbg !41, !tbaa !84
  %index.next304.3 = add nuw nsw i64 %index302, 16, !dbg !41
  %395 = icmp eq i64 %index.next304.3, 256, !dbg !41
  br i1 %395, label %vector.ph306, label %vector.body301, !dbg !41, !prof !62, !llvm.loop !99

vector.ph306:                                     ; preds = %vector.body301
    #dbg_value(i64 13, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %396 = load float, ptr %122, align 4, !tbaa !57
  %broadcast.splatinsert307 = insertelement <4 x float> poison, float %396, i64 0
  %broadcast.splat308 = shufflevector <4 x float> %broadcast.splatinsert307, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body309, !dbg !41

vector.body309:                                   ; preds = %vector.body309, %vector.ph306
  %index310 = phi i64 [ 0, %vector.ph306 ], [ %index.next312.3, %vector.body309 ], !dbg !41
  %397 = add nuw nsw i64 %index310, 3328, !dbg !41
  %398 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %397, !dbg !41
  %wide.load311 = load <4 x float>, ptr %398, align 4, !dbg !41, !tbaa !60
  %399 = fdiv <4 x float> %wide.load311, %broadcast.splat308, !dbg !41
  %400 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %397, !dbg !41
  store <4 x float> %399, ptr %400, align 64, !dbg !41, !tbaa !84
  %401 = add nuw nsw i64 %index310, 3332, !dbg !41
  %402 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %401, !dbg !41
  %wide.load311.1 = load <4 x float>, ptr %402, align 4, !dbg !41, !tbaa !60
  %403 = fdiv <4 x float> %wide.load311.1, %broadcast.splat308, !dbg !41
  %404 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %401, !dbg !41
  store <4 x float> %403, ptr %404, align 16, !dbg !41, !tbaa !84
  %405 = add nuw nsw i64 %index310, 3336, !dbg !41
  %406 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %405, !dbg !41
  %wide.load311.2 = load <4 x float>, ptr %406, align 4, !dbg !41, !tbaa !60
  %407 = fdiv <4 x float> %wide.load311.2, %broadcast.splat308, !dbg !41
  %408 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %405, !dbg !41
  store <4 x float> %407, ptr %408, align 32, !dbg !41, !tbaa !84
  %409 = add nuw nsw i64 %index310, 3340, !dbg !41
  %410 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %409, !dbg !41
  %wide.load311.3 = load <4 x float>, ptr %410, align 4, !dbg !41, !tbaa !60
  %411 = fdiv <4 x float> %wide.load311.3, %broadcast.splat308, !dbg !41
  %412 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %409, !dbg !41
  store <4 x float> %411, ptr %412, align 16, !dbg !41, !tbaa !84
  %index.next312.3 = add nuw nsw i64 %index310, 16, !dbg !41
  %413 = icmp eq i64 %index.next312.3, 256, !dbg !41
  br i1 %413, label %vector.ph314, label %vector.body309, !dbg !41, !prof !62, !llvm.loop !100

vector.ph314:                                     ; preds = %vector.body309
    #dbg_value(i64 14, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %414 = load float, ptr %130, align 8, !tbaa !57
  %broadcast.splatinsert315 = insertelement <4 x float> poison, float %414, i64 0
  %broadcast.splat316 = shufflevector <4 x float> %broadcast.splatinsert315, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body317, !dbg !41

vector.body317:                                   ; preds = %vector.body317, %vector.ph314
  %index318 = phi i64 [ 0, %vector.ph314 ], [ %index.next320.3, %vector.body317 ], !dbg !41
  %415 = add nuw nsw i64 %index318, 3584, !dbg !41
  %416 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %415, !dbg !41
  %wide.load319 = load <4 x float>, ptr %416, align 4, !dbg !41, !tbaa !60
  %417 = fdiv <4 x float> %wide.load319, %broadcast.splat316, !dbg !41
  %418 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %415, !dbg !41
  store <4 x float> %417, ptr %418, align 64, !dbg !41, !tbaa !84
  %419 = add nuw nsw i64 %index318, 3588, !dbg !41
  %420 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %419, !dbg !41
  %wide.load319.1 = load <4 x float>, ptr %420, align 4, !dbg !41, !tbaa !60
  %421 = fdiv <4 x float> %wide.load319.1, %broadcast.splat316, !dbg !41
  %422 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %419, !dbg !41
  store <4 x float> %421, ptr %422, align 16, !dbg !41, !tbaa !84
  %423 = add nuw nsw i64 %index318, 3592, !dbg !41
  %424 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %423, !dbg !41
  %wide.load319.2 = load <4 x float>, ptr %424, align 4, !dbg !41, !tbaa !60
  %425 = fdiv <4 x float> %wide.load319.2, %broadcast.splat316, !dbg !41
  %426 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %423, !dbg !41
  store <4 x float> %425, ptr %426, align 32, !dbg !41, !tbaa !84
  %427 = add nuw nsw i64 %index318, 3596, !dbg !41
  %428 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %427, !dbg !41
  %wide.load319.3 = load <4 x float>, ptr %428, align 4, !dbg !41, !tbaa !60
  %429 = fdiv <4 x float> %wide.load319.3, %broadcast.splat316, !dbg !41
  %430 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %427, !dbg !41
  store <4 x float> %429, ptr %430, align 16, !dbg !41, !tbaa !84
  %index.next320.3 = add nuw nsw i64 %index318, 16, !dbg !41
  %431 = icmp eq i64 %index.next320.3, 256, !dbg !41
  br i1 %431, label %vector.ph322, label %vector.body317, !dbg !41, !prof !62, !llvm.loop !101

vector.ph322:                                     ; preds = %vector.body317
    #dbg_value(i64 15, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %432 = load float, ptr %138, align 4, !tbaa !57
  %broadcast.splatinsert323 = insertelement <4 x float> poison, float %432, i64 0
  %broadcast.splat324 = shufflevector <4 x float> %broadcast.splatinsert323, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body325, !dbg !41

vector.body325:                                   ; preds = %vector.body325, %vector.ph322
  %index326 = phi i64 [ 0, %vector.ph322 ], [ %index.next328.3, %vector.body325 ], !dbg !41
  %433 = add nuw nsw i64 %index326, 3840, !dbg !41
  %434 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %433, !dbg !41
  %wide.load327 = load <4 x float>, ptr %434, align 4, !dbg !41, !tbaa !60
  %435 = fdiv <4 x float> %wide.load327, %broadcast.splat324, !dbg !41
  %436 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %433, !dbg !41
  store <4 x float> %435, ptr %436, align 64, !dbg !41, !tbaa !84
  %437 = add nuw nsw i64 %index326, 3844, !dbg !41
  %438 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %437, !dbg !41
  %wide.load327.1 = load <4 x float>, ptr %438, align 4, !dbg !41, !tbaa !60
  %439 = fdiv <4 x float> %wide.load327.1, %broadcast.splat324, !dbg !41
  %440 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %437, !dbg !41
  store <4 x float> %439, ptr %440, align 16, !dbg !41, !tbaa !84
  %441 = add nuw nsw i64 %index326, 3848, !dbg !41
  %442 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %441, !dbg !41
  %wide.load327.2 = load <4 x float>, ptr %442, align 4, !dbg !41, !tbaa !60
  %443 = fdiv <4 x float> %wide.load327.2, %broadcast.splat324, !dbg !41
  %444 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %441, !dbg !41
  store <4 x float> %443, ptr %444, align 32, !dbg !41, !tbaa !84
  %445 = add nuw nsw i64 %index326, 3852, !dbg !41
  %446 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %445, !dbg !41
  %wide.load327.3 = load <4 x float>, ptr %446, align 4, !dbg !41, !tbaa !60
  %447 = fdiv <4 x float> %wide.load327.3, %broadcast.splat324, !dbg !41
  %448 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %445, !dbg !41
  store <4 x float> %447, ptr %448, align 16, !dbg !41, !tbaa !84
  %index.next328.3 = add nuw nsw i64 %index326, 16, !dbg !41
  %449 = icmp eq i64 %index.next328.3, 256, !dbg !41
  br i1 %449, label %for_end_i127.15, label %vector.body325, !dbg !41, !prof !62, !llvm.loop !102

for_end_i127.15:                                  ; preds = %vector.body325
    #dbg_value(i64 16, !49, !DIExpression(), !41)
  %450 = load ptr, ptr @__TVMBackendFreeWorkspace, align 8, !dbg !41, !tbaa !43
  %451 = tail call i32 %450(i32 1, i32 %dev_id, ptr nonnull %T_softmax_exp), !dbg !41
  %.not = icmp ne i32 %451, 0, !dbg !41
  %. = sext i1 %.not to i32, !dbg !41
  br label %common.ret, !dbg !41
}

define weak dllexport i32 @__tvm_ffi_main(ptr %0, ptr %1, i32 %2, ptr %3) local_unnamed_addr {
entry:
  %4 = tail call i32 @__tvm_ffi_softmax(ptr poison, ptr %1, i32 %2, ptr poison), !dbg !15
  ret i32 %4, !dbg !15
}

; Function Attrs: nofree nosync nounwind memory(none)
define weak dso_local half @__truncsfhf2(float %a0) local_unnamed_addr #4 section ".text.tvm.fp16.conv" {
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
define weak dso_local float @__extendhfsf2(half %a0) local_unnamed_addr #4 section ".text.tvm.fp16.conv" {
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
declare float @llvm.fabs.f32(float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fabs.f16(half) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.exp.v4f32(<4 x float>) #5

attributes #0 = { "target-cpu"="generic" }
attributes #1 = { noinline }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { noinline "target-cpu"="generic" }
attributes #4 = { nofree nosync nounwind memory(none) "target-cpu"="generic" "target-features" }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "TVM", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "IRModule.CodeGenLLVM", directory: ".")
!2 = !{i32 2, !"tvm_target", !"{\22kind\22:\22llvm\22,\22mtriple\22:\22x86_64-linux-gnu\22}"}
!3 = !{i32 4, !"Debug Info Version", i32 3}
!4 = !{i32 4, !"Dwarf Version", i32 4}
!5 = distinct !DISubprogram(name: "__tvm_ffi_softmax", scope: !1, file: !1, type: !6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !10)
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
!18 = !DILocalVariable(name: "X.type_index", scope: !5, file: !1, type: !8)
!19 = !{!"branch_weights", i32 1, i32 349525, i32 349525, i32 349525}
!20 = !DILocalVariable(name: "X.handle", scope: !5, file: !1, type: !9)
!21 = !DILocalVariable(name: "T_softmax_norm.type_index", scope: !5, file: !1, type: !8)
!22 = !DILocalVariable(name: "T_softmax_norm.handle", scope: !5, file: !1, type: !9)
!23 = !DILocalVariable(name: "softmax.X_shape", scope: !5, file: !1, type: !24)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25)
!25 = !DIBasicType(name: "int64", size: 64, encoding: DW_ATE_signed)
!26 = !DILocalVariable(name: "softmax.X_strides", scope: !5, file: !1, type: !24)
!27 = !DILocalVariable(name: "dev_id", scope: !5, file: !1, type: !8)
!28 = !DILocalVariable(name: "softmax.T_softmax_norm_shape", scope: !5, file: !1, type: !24)
!29 = !DILocalVariable(name: "softmax.T_softmax_norm_strides", scope: !5, file: !1, type: !24)
!30 = !DILocalVariable(name: "X", scope: !5, file: !1, type: !31)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32)
!32 = !DIBasicType(name: "float32", size: 32, encoding: DW_ATE_float)
!33 = !DILocalVariable(name: "T_softmax_norm", scope: !5, file: !1, type: !31)
!34 = distinct !DISubprogram(name: "softmax_compute_", scope: !1, file: !1, type: !35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !37)
!35 = !DISubroutineType(types: !36)
!36 = !{!8, !8, !31, !31}
!37 = !{!38, !39, !40}
!38 = !DILocalVariable(name: "dev_id", arg: 1, scope: !34, file: !1, type: !8)
!39 = !DILocalVariable(name: "X", arg: 2, scope: !34, file: !1, type: !31)
!40 = !DILocalVariable(name: "T_softmax_norm", arg: 3, scope: !34, file: !1, type: !31)
!41 = !DILocation(line: 0, scope: !34)
!42 = !DILocalVariable(name: "T_softmax_maxelem", scope: !34, file: !1, type: !31)
!43 = !{!44, !44, i64 0}
!44 = !{!"ctx_ptr", !45, i64 0}
!45 = !{!"tvm-tbaa"}
!46 = !DILocalVariable(name: "T_softmax_exp", scope: !34, file: !1, type: !31)
!47 = !DILocalVariable(name: "X", scope: !34, file: !1, type: !31)
!48 = !DILocalVariable(name: "T_softmax_norm", scope: !34, file: !1, type: !31)
!49 = !DILocalVariable(name: "i0", scope: !34, file: !1, type: !8)
!50 = !DILocalVariable(name: "k", scope: !34, file: !1, type: !8)
!51 = !{!52, !52, i64 0}
!52 = !{!"0x55a0b9f672c0", !45, i64 0}
!53 = !{!"branch_weights", i32 1, i32 1048575}
!54 = distinct !{!54, !55, !56}
!55 = !{!"llvm.loop.peeled.count", i32 1}
!56 = !{!"llvm.loop.estimated_trip_count", i32 349525}
!57 = !{!58, !58, i64 0}
!58 = !{!"0x55a0ba4cc020", !45, i64 0}
!59 = !DILocalVariable(name: "i1", scope: !34, file: !1, type: !8)
!60 = !{!61, !61, i64 0}
!61 = !{!"0x55a0ba528fa0", !45, i64 0}
!62 = !{!"branch_weights", i32 1, i32 262143}
!63 = distinct !{!63, !64, !65, !66}
!64 = !{!"llvm.loop.isvectorized", i32 1}
!65 = !{!"llvm.loop.unroll.runtime.disable"}
!66 = !{!"llvm.loop.estimated_trip_count", i32 262144}
!67 = distinct !{!67, !64, !65, !66}
!68 = distinct !{!68, !64, !65, !66}
!69 = distinct !{!69, !64, !65, !66}
!70 = distinct !{!70, !64, !65, !66}
!71 = distinct !{!71, !64, !65, !66}
!72 = distinct !{!72, !64, !65, !66}
!73 = distinct !{!73, !64, !65, !66}
!74 = distinct !{!74, !64, !65, !66}
!75 = distinct !{!75, !64, !65, !66}
!76 = distinct !{!76, !64, !65, !66}
!77 = distinct !{!77, !64, !65, !66}
!78 = distinct !{!78, !64, !65, !66}
!79 = distinct !{!79, !64, !65, !66}
!80 = distinct !{!80, !64, !65, !66}
!81 = distinct !{!81, !64, !65, !66}
!82 = distinct !{!82, !55, !83}
!83 = !{!"llvm.loop.estimated_trip_count", i32 209715}
!84 = !{!85, !85, i64 0}
!85 = !{!"0x55a0ba58a910", !45, i64 0}
!86 = distinct !{!86, !64, !65, !87}
!87 = !{!"llvm.loop.estimated_trip_count", i32 65536}
!88 = distinct !{!88, !64, !65, !87}
!89 = distinct !{!89, !64, !65, !87}
!90 = distinct !{!90, !64, !65, !87}
!91 = distinct !{!91, !64, !65, !87}
!92 = distinct !{!92, !64, !65, !87}
!93 = distinct !{!93, !64, !65, !87}
!94 = distinct !{!94, !64, !65, !87}
!95 = distinct !{!95, !64, !65, !87}
!96 = distinct !{!96, !64, !65, !87}
!97 = distinct !{!97, !64, !65, !87}
!98 = distinct !{!98, !64, !65, !87}
!99 = distinct !{!99, !64, !65, !87}
!100 = distinct !{!100, !64, !65, !87}
!101 = distinct !{!101, !64, !65, !87}
!102 = distinct !{!102, !64, !65, !87}
