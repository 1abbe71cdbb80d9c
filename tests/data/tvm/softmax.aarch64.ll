; ModuleID = 'TVMMod'
source_filename = "TVMMod"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-linux-gnu"

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
    #dbg_value(i64 0, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !50, !DIExpression(), !41)
    #dbg_value(i64 1, !50, !DIExpression(), !41)
  %2 = load float, ptr %X, align 64, !dbg !41, !tbaa !51
  %3 = fcmp olt float %2, 0xC7EFFFFFE0000000, !dbg !41
  %4 = select i1 %3, float 0xC7EFFFFFE0000000, float %2, !dbg !41
  br label %for_body_k, !dbg !41

for_body_k:                                       ; preds = %if_end, %for_body_k
  %indvars.iv = phi i64 [ 1, %if_end ], [ %indvars.iv.next, %for_body_k ]
  %5 = phi float [ %4, %if_end ], [ %8, %for_body_k ]
    #dbg_value(i64 %indvars.iv, !50, !DIExpression(), !41)
  %gep = getelementptr inbounds nuw float, ptr %X, i64 %indvars.iv, !dbg !41
  %6 = load float, ptr %gep, align 4, !dbg !41, !tbaa !51
  %7 = fcmp ogt float %5, %6, !dbg !41
  %8 = select i1 %7, float %5, float %6, !dbg !41
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next, !50, !DIExpression(), !41)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 256, !dbg !41
  br i1 %exitcond.not, label %for_end_k, label %for_body_k, !dbg !41, !prof !53, !llvm.loop !54

for_end_k:                                        ; preds = %for_body_k
  store float %8, ptr %T_softmax_maxelem33, align 16, !dbg !41, !tbaa !57
    #dbg_value(i64 1, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !50, !DIExpression(), !41)
  %9 = getelementptr inbounds nuw i8, ptr %T_softmax_maxelem33, i64 4
    #dbg_value(i64 1, !50, !DIExpression(), !41)
  %10 = getelementptr inbounds nuw i8, ptr %X, i64 1024, !dbg !41
  %11 = load float, ptr %10, align 64, !dbg !41, !tbaa !51
  %12 = fcmp olt float %11, 0xC7EFFFFFE0000000, !dbg !41
  %13 = select i1 %12, float 0xC7EFFFFFE0000000, float %11, !dbg !41
  %invariant.gep.1 = getelementptr inbounds nuw i8, ptr %X, i64 1024, !dbg !41
  br label %for_body_k.1, !dbg !41

for_body_k.1:                                     ; preds = %for_body_k.1, %for_end_k
  %indvars.iv.1 = phi i64 [ 1, %for_end_k ], [ %indvars.iv.next.1, %for_body_k.1 ]
  %14 = phi float [ %13, %for_end_k ], [ %17, %for_body_k.1 ]
    #dbg_value(i64 %indvars.iv.1, !50, !DIExpression(), !41)
  %gep.1 = getelementptr inbounds nuw float, ptr %invariant.gep.1, i64 %indvars.iv.1, !dbg !41
  %15 = load float, ptr %gep.1, align 4, !dbg !41, !tbaa !51
  %16 = fcmp ogt float %14, %15, !dbg !41
  %17 = select i1 %16, float %14, float %15, !dbg !41
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv.1, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next.1, !50, !DIExpression(), !41)
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, 256, !dbg !41
  br i1 %exitcond.not.1, label %for_end_k.1, label %for_body_k.1, !dbg !41, !prof !53, !llvm.loop !54

for_end_k.1:                                      ; preds = %for_body_k.1
  store float %17, ptr %9, align 4, !dbg !41, !tbaa !57
    #dbg_value(i64 2, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !50, !DIExpression(), !41)
  %18 = getelementptr inbounds nuw i8, ptr %T_softmax_maxelem33, i64 8
    #dbg_value(i64 1, !50, !DIExpression(), !41)
  %19 = getelementptr inbounds nuw i8, ptr %X, i64 2048, !dbg !41
  %20 = load float, ptr %19, align 64, !dbg !41, !tbaa !51
  %21 = fcmp olt float %20, 0xC7EFFFFFE0000000, !dbg !41
  %22 = select i1 %21, float 0xC7EFFFFFE0000000, float %20, !dbg !41
  %invariant.gep.2 = getelementptr inbounds nuw i8, ptr %X, i64 2048, !dbg !41
  br label %for_body_k.2, !dbg !41

for_body_k.2:                                     ; preds = %for_body_k.2, %for_end_k.1
  %indvars.iv.2 = phi i64 [ 1, %for_end_k.1 ], [ %indvars.iv.next.2, %for_body_k.2 ]
  %23 = phi float [ %22, %for_end_k.1 ], [ %26, %for_body_k.2 ]
    #dbg_value(i64 %indvars.iv.2, !50, !DIExpression(), !41)
  %gep.2 = getelementptr inbounds nuw float, ptr %invariant.gep.2, i64 %indvars.iv.2, !dbg !41
  %24 = load float, ptr %gep.2, align 4, !dbg !41, !tbaa !51
  %25 = fcmp ogt float %23, %24, !dbg !41
  %26 = select i1 %25, float %23, float %24, !dbg !41
  %indvars.iv.next.2 = add nuw nsw i64 %indvars.iv.2, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next.2, !50, !DIExpression(), !41)
  %exitcond.not.2 = icmp eq i64 %indvars.iv.next.2, 256, !dbg !41
  br i1 %exitcond.not.2, label %for_end_k.2, label %for_body_k.2, !dbg !41, !prof !53, !llvm.loop !54

for_end_k.2:                                      ; preds = %for_body_k.2
  store float %26, ptr %18, align 8, !dbg !41, !tbaa !57
    #dbg_value(i64 3, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !50, !DIExpression(), !41)
  %27 = getelementptr inbounds nuw i8, ptr %T_softmax_maxelem33, i64 12
    #dbg_value(i64 1, !50, !DIExpression(), !41)
  %28 = getelementptr inbounds nuw i8, ptr %X, i64 3072, !dbg !41
  %29 = load float, ptr %28, align 64, !dbg !41, !tbaa !51
  %30 = fcmp olt float %29, 0xC7EFFFFFE0000000, !dbg !41
  %31 = select i1 %30, float 0xC7EFFFFFE0000000, float %29, !dbg !41
  %invariant.gep.3 = getelementptr inbounds nuw i8, ptr %X, i64 3072, !dbg !41
  br label %for_body_k.3, !dbg !41

for_body_k.3:                                     ; preds = %for_body_k.3, %for_end_k.2
  %indvars.iv.3 = phi i64 [ 1, %for_end_k.2 ], [ %indvars.iv.next.3, %for_body_k.3 ]
  %32 = phi float [ %31, %for_end_k.2 ], [ %35, %for_body_k.3 ]
    #dbg_value(i64 %indvars.iv.3, !50, !DIExpression(), !41)
  %gep.3 = getelementptr inbounds nuw float, ptr %invariant.gep.3, i64 %indvars.iv.3, !dbg !41
  %33 = load float, ptr %gep.3, align 4, !dbg !41, !tbaa !51
  %34 = fcmp ogt float %32, %33, !dbg !41
  %35 = select i1 %34, float %32, float %33, !dbg !41
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv.3, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next.3, !50, !DIExpression(), !41)
  %exitcond.not.3 = icmp eq i64 %indvars.iv.next.3, 256, !dbg !41
  br i1 %exitcond.not.3, label %for_end_k.3, label %for_body_k.3, !dbg !41, !prof !53, !llvm.loop !54

for_end_k.3:                                      ; preds = %for_body_k.3
  store float %35, ptr %27, align 4, !dbg !41, !tbaa !57
    #dbg_value(i64 4, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !50, !DIExpression(), !41)
  %36 = getelementptr inbounds nuw i8, ptr %T_softmax_maxelem33, i64 16
    #dbg_value(i64 1, !50, !DIExpression(), !41)
  %37 = getelementptr inbounds nuw i8, ptr %X, i64 4096, !dbg !41
  %38 = load float, ptr %37, align 64, !dbg !41, !tbaa !51
  %39 = fcmp olt float %38, 0xC7EFFFFFE0000000, !dbg !41
  %40 = select i1 %39, float 0xC7EFFFFFE0000000, float %38, !dbg !41
  %invariant.gep.4 = getelementptr inbounds nuw i8, ptr %X, i64 4096, !dbg !41
  br label %for_body_k.4, !dbg !41

for_body_k.4:                                     ; preds = %for_body_k.4, %for_end_k.3
  %indvars.iv.4 = phi i64 [ 1, %for_end_k.3 ], [ %indvars.iv.next.4, %for_body_k.4 ]
  %41 = phi float [ %40, %for_end_k.3 ], [ %44, %for_body_k.4 ]
    #dbg_value(i64 %indvars.iv.4, !50, !DIExpression(), !41)
  %gep.4 = getelementptr inbounds nuw float, ptr %invariant.gep.4, i64 %indvars.iv.4, !dbg !41
  %42 = load float, ptr %gep.4, align 4, !dbg !41, !tbaa !51
  %43 = fcmp ogt float %41, %42, !dbg !41
  %44 = select i1 %43, float %41, float %42, !dbg !41
  %indvars.iv.next.4 = add nuw nsw i64 %indvars.iv.4, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next.4, !50, !DIExpression(), !41)
  %exitcond.not.4 = icmp eq i64 %indvars.iv.next.4, 256, !dbg !41
  br i1 %exitcond.not.4, label %for_end_k.4, label %for_body_k.4, !dbg !41, !prof !53, !llvm.loop !54

for_end_k.4:                                      ; preds = %for_body_k.4
  store float %44, ptr %36, align 16, !dbg !41, !tbaa !57
    #dbg_value(i64 5, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !50, !DIExpression(), !41)
  %45 = getelementptr inbounds nuw i8, ptr %T_softmax_maxelem33, i64 20
    #dbg_value(i64 1, !50, !DIExpression(), !41)
  %46 = getelementptr inbounds nuw i8, ptr %X, i64 5120, !dbg !41
  %47 = load float, ptr %46, align 64, !dbg !41, !tbaa !51
  %48 = fcmp olt float %47, 0xC7EFFFFFE0000000, !dbg !41
  %49 = select i1 %48, float 0xC7EFFFFFE0000000, float %47, !dbg !41
  %invariant.gep.5 = getelementptr inbounds nuw i8, ptr %X, i64 5120, !dbg !41
  br label %for_body_k.5, !dbg !41

for_body_k.5:                                     ; preds = %for_body_k.5, %for_end_k.4
  %indvars.iv.5 = phi i64 [ 1, %for_end_k.4 ], [ %indvars.iv.next.5, %for_body_k.5 ]
  %50 = phi float [ %49, %for_end_k.4 ], [ %53, %for_body_k.5 ]
    #dbg_value(i64 %indvars.iv.5, !50, !DIExpression(), !41)
  %gep.5 = getelementptr inbounds nuw float, ptr %invariant.gep.5, i64 %indvars.iv.5, !dbg !41
  %51 = load float, ptr %gep.5, align 4, !dbg !41, !tbaa !51
  %52 = fcmp ogt float %50, %51, !dbg !41
  %53 = select i1 %52, float %50, float %51, !dbg !41
  %indvars.iv.next.5 = add nuw nsw i64 %indvars.iv.5, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next.5, !50, !DIExpression(), !41)
  %exitcond.not.5 = icmp eq i64 %indvars.iv.next.5, 256, !dbg !41
  br i1 %exitcond.not.5, label %for_end_k.5, label %for_body_k.5, !dbg !41, !prof !53, !llvm.loop !54

for_end_k.5:                                      ; preds = %for_body_k.5
  store float %53, ptr %45, align 4, !dbg !41, !tbaa !57
    #dbg_value(i64 6, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !50, !DIExpression(), !41)
  %54 = getelementptr inbounds nuw i8, ptr %T_softmax_maxelem33, i64 24
    #dbg_value(i64 1, !50, !DIExpression(), !41)
  %55 = getelementptr inbounds nuw i8, ptr %X, i64 6144, !dbg !41
  %56 = load float, ptr %55, align 64, !dbg !41, !tbaa !51
  %57 = fcmp olt float %56, 0xC7EFFFFFE0000000, !dbg !41
  %58 = select i1 %57, float 0xC7EFFFFFE0000000, float %56, !dbg !41
  %invariant.gep.6 = getelementptr inbounds nuw i8, ptr %X, i64 6144, !dbg !41
  br label %for_body_k.6, !dbg !41

for_body_k.6:                                     ; preds = %for_body_k.6, %for_end_k.5
  %indvars.iv.6 = phi i64 [ 1, %for_end_k.5 ], [ %indvars.iv.next.6, %for_body_k.6 ]
  %59 = phi float [ %58, %for_end_k.5 ], [ %62, %for_body_k.6 ]
    #dbg_value(i64 %indvars.iv.6, !50, !DIExpression(), !41)
  %gep.6 = getelementptr inbounds nuw float, ptr %invariant.gep.6, i64 %indvars.iv.6, !dbg !41
  %60 = load float, ptr %gep.6, align 4, !dbg !41, !tbaa !51
  %61 = fcmp ogt float %59, %60, !dbg !41
  %62 = select i1 %61, float %59, float %60, !dbg !41
  %indvars.iv.next.6 = add nuw nsw i64 %indvars.iv.6, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next.6, !50, !DIExpression(), !41)
  %exitcond.not.6 = icmp eq i64 %indvars.iv.next.6, 256, !dbg !41
  br i1 %exitcond.not.6, label %for_end_k.6, label %for_body_k.6, !dbg !41, !prof !53, !llvm.loop !54

for_end_k.6:                                      ; preds = %for_body_k.6
  store float %62, ptr %54, align 8, !dbg !41, !tbaa !57
    #dbg_value(i64 7, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !50, !DIExpression(), !41)
  %63 = getelementptr inbounds nuw i8, ptr %T_softmax_maxelem33, i64 28
    #dbg_value(i64 1, !50, !DIExpression(), !41)
  %64 = getelementptr inbounds nuw i8, ptr %X, i64 7168, !dbg !41
  %65 = load float, ptr %64, align 64, !dbg !41, !tbaa !51
  %66 = fcmp olt float %65, 0xC7EFFFFFE0000000, !dbg !41
  %67 = select i1 %66, float 0xC7EFFFFFE0000000, float %65, !dbg !41
  %invariant.gep.7 = getelementptr inbounds nuw i8, ptr %X, i64 7168, !dbg !41
  br label %for_body_k.7, !dbg !41

for_body_k.7:                                     ; preds = %for_body_k.7, %for_end_k.6
  %indvars.iv.7 = phi i64 [ 1, %for_end_k.6 ], [ %indvars.iv.next.7, %for_body_k.7 ]
  %68 = phi float [ %67, %for_end_k.6 ], [ %71, %for_body_k.7 ]
    #dbg_value(i64 %indvars.iv.7, !50, !DIExpression(), !41)
  %gep.7 = getelementptr inbounds nuw float, ptr %invariant.gep.7, i64 %indvars.iv.7, !dbg !41
  %69 = load float, ptr %gep.7, align 4, !dbg !41, !tbaa !51
  %70 = fcmp ogt float %68, %69, !dbg !41
  %71 = select i1 %70, float %68, float %69, !dbg !41
  %indvars.iv.next.7 = add nuw nsw i64 %indvars.iv.7, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next.7, !50, !DIExpression(), !41)
  %exitcond.not.7 = icmp eq i64 %indvars.iv.next.7, 256, !dbg !41
  br i1 %exitcond.not.7, label %for_end_k.7, label %for_body_k.7, !dbg !41, !prof !53, !llvm.loop !54

for_end_k.7:                                      ; preds = %for_body_k.7
  store float %71, ptr %63, align 4, !dbg !41, !tbaa !57
    #dbg_value(i64 8, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !50, !DIExpression(), !41)
  %72 = getelementptr inbounds nuw i8, ptr %T_softmax_maxelem33, i64 32
    #dbg_value(i64 1, !50, !DIExpression(), !41)
  %73 = getelementptr inbounds nuw i8, ptr %X, i64 8192, !dbg !41
  %74 = load float, ptr %73, align 64, !dbg !41, !tbaa !51
  %75 = fcmp olt float %74, 0xC7EFFFFFE0000000, !dbg !41
  %76 = select i1 %75, float 0xC7EFFFFFE0000000, float %74, !dbg !41
  %invariant.gep.8 = getelementptr inbounds nuw i8, ptr %X, i64 8192, !dbg !41
  br label %for_body_k.8, !dbg !41

for_body_k.8:                                     ; preds = %for_body_k.8, %for_end_k.7
  %indvars.iv.8 = phi i64 [ 1, %for_end_k.7 ], [ %indvars.iv.next.8, %for_body_k.8 ]
  %77 = phi float [ %76, %for_end_k.7 ], [ %80, %for_body_k.8 ]
    #dbg_value(i64 %indvars.iv.8, !50, !DIExpression(), !41)
  %gep.8 = getelementptr inbounds nuw float, ptr %invariant.gep.8, i64 %indvars.iv.8, !dbg !41
  %78 = load float, ptr %gep.8, align 4, !dbg !41, !tbaa !51
  %79 = fcmp ogt float %77, %78, !dbg !41
  %80 = select i1 %79, float %77, float %78, !dbg !41
  %indvars.iv.next.8 = add nuw nsw i64 %indvars.iv.8, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next.8, !50, !DIExpression(), !41)
  %exitcond.not.8 = icmp eq i64 %indvars.iv.next.8, 256, !dbg !41
  br i1 %exitcond.not.8, label %for_end_k.8, label %for_body_k.8, !dbg !41, !prof !53, !llvm.loop !54

for_end_k.8:                                      ; preds = %for_body_k.8
  store float %80, ptr %72, align 16, !dbg !41, !tbaa !57
    #dbg_value(i64 9, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !50, !DIExpression(), !41)
  %81 = getelementptr inbounds nuw i8, ptr %T_softmax_maxelem33, i64 36
    #dbg_value(i64 1, !50, !DIExpression(), !41)
  %82 = getelementptr inbounds nuw i8, ptr %X, i64 9216, !dbg !41
  %83 = load float, ptr %82, align 64, !dbg !41, !tbaa !51
  %84 = fcmp olt float %83, 0xC7EFFFFFE0000000, !dbg !41
  %85 = select i1 %84, float 0xC7EFFFFFE0000000, float %83, !dbg !41
  %invariant.gep.9 = getelementptr inbounds nuw i8, ptr %X, i64 9216, !dbg !41
  br label %for_body_k.9, !dbg !41

for_body_k.9:                                     ; preds = %for_body_k.9, %for_end_k.8
  %indvars.iv.9 = phi i64 [ 1, %for_end_k.8 ], [ %indvars.iv.next.9, %for_body_k.9 ]
  %86 = phi float [ %85, %for_end_k.8 ], [ %89, %for_body_k.9 ]
    #dbg_value(i64 %indvars.iv.9, !50, !DIExpression(), !41)
  %gep.9 = getelementptr inbounds nuw float, ptr %invariant.gep.9, i64 %indvars.iv.9, !dbg !41
  %87 = load float, ptr %gep.9, align 4, !dbg !41, !tbaa !51
  %88 = fcmp ogt float %86, %87, !dbg !41
  %89 = select i1 %88, float %86, float %87, !dbg !41
  %indvars.iv.next.9 = add nuw nsw i64 %indvars.iv.9, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next.9, !50, !DIExpression(), !41)
  %exitcond.not.9 = icmp eq i64 %indvars.iv.next.9, 256, !dbg !41
  br i1 %exitcond.not.9, label %for_end_k.9, label %for_body_k.9, !dbg !41, !prof !53, !llvm.loop !54

for_end_k.9:                                      ; preds = %for_body_k.9
  store float %89, ptr %81, align 4, !dbg !41, !tbaa !57
    #dbg_value(i64 10, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !50, !DIExpression(), !41)
  %90 = getelementptr inbounds nuw i8, ptr %T_softmax_maxelem33, i64 40
    #dbg_value(i64 1, !50, !DIExpression(), !41)
  %91 = getelementptr inbounds nuw i8, ptr %X, i64 10240, !dbg !41
  %92 = load float, ptr %91, align 64, !dbg !41, !tbaa !51
  %93 = fcmp olt float %92, 0xC7EFFFFFE0000000, !dbg !41
  %94 = select i1 %93, float 0xC7EFFFFFE0000000, float %92, !dbg !41
  %invariant.gep.10 = getelementptr inbounds nuw i8, ptr %X, i64 10240, !dbg !41
  br label %for_body_k.10, !dbg !41

for_body_k.10:                                    ; preds = %for_body_k.10, %for_end_k.9
  %indvars.iv.10 = phi i64 [ 1, %for_end_k.9 ], [ %indvars.iv.next.10, %for_body_k.10 ]
  %95 = phi float [ %94, %for_end_k.9 ], [ %98, %for_body_k.10 ]
    #dbg_value(i64 %indvars.iv.10, !50, !DIExpression(), !41)
  %gep.10 = getelementptr inbounds nuw float, ptr %invariant.gep.10, i64 %indvars.iv.10, !dbg !41
  %96 = load float, ptr %gep.10, align 4, !dbg !41, !tbaa !51
  %97 = fcmp ogt float %95, %96, !dbg !41
  %98 = select i1 %97, float %95, float %96, !dbg !41
  %indvars.iv.next.10 = add nuw nsw i64 %indvars.iv.10, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next.10, !50, !DIExpression(), !41)
  %exitcond.not.10 = icmp eq i64 %indvars.iv.next.10, 256, !dbg !41
  br i1 %exitcond.not.10, label %for_end_k.10, label %for_body_k.10, !dbg !41, !prof !53, !llvm.loop !54

for_end_k.10:                                     ; preds = %for_body_k.10
  store float %98, ptr %90, align 8, !dbg !41, !tbaa !57
    #dbg_value(i64 11, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !50, !DIExpression(), !41)
  %99 = getelementptr inbounds nuw i8, ptr %T_softmax_maxelem33, i64 44
    #dbg_value(i64 1, !50, !DIExpression(), !41)
  %100 = getelementptr inbounds nuw i8, ptr %X, i64 11264, !dbg !41
  %101 = load float, ptr %100, align 64, !dbg !41, !tbaa !51
  %102 = fcmp olt float %101, 0xC7EFFFFFE0000000, !dbg !41
  %103 = select i1 %102, float 0xC7EFFFFFE0000000, float %101, !dbg !41
  %invariant.gep.11 = getelementptr inbounds nuw i8, ptr %X, i64 11264, !dbg !41
  br label %for_body_k.11, !dbg !41

for_body_k.11:                                    ; preds = %for_body_k.11, %for_end_k.10
  %indvars.iv.11 = phi i64 [ 1, %for_end_k.10 ], [ %indvars.iv.next.11, %for_body_k.11 ]
  %104 = phi float [ %103, %for_end_k.10 ], [ %107, %for_body_k.11 ]
    #dbg_value(i64 %indvars.iv.11, !50, !DIExpression(), !41)
  %gep.11 = getelementptr inbounds nuw float, ptr %invariant.gep.11, i64 %indvars.iv.11, !dbg !41
  %105 = load float, ptr %gep.11, align 4, !dbg !41, !tbaa !51
  %106 = fcmp ogt float %104, %105, !dbg !41
  %107 = select i1 %106, float %104, float %105, !dbg !41
  %indvars.iv.next.11 = add nuw nsw i64 %indvars.iv.11, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next.11, !50, !DIExpression(), !41)
  %exitcond.not.11 = icmp eq i64 %indvars.iv.next.11, 256, !dbg !41
  br i1 %exitcond.not.11, label %for_end_k.11, label %for_body_k.11, !dbg !41, !prof !53, !llvm.loop !54

for_end_k.11:                                     ; preds = %for_body_k.11
  store float %107, ptr %99, align 4, !dbg !41, !tbaa !57
    #dbg_value(i64 12, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !50, !DIExpression(), !41)
  %108 = getelementptr inbounds nuw i8, ptr %T_softmax_maxelem33, i64 48
    #dbg_value(i64 1, !50, !DIExpression(), !41)
  %109 = getelementptr inbounds nuw i8, ptr %X, i64 12288, !dbg !41
  %110 = load float, ptr %109, align 64, !dbg !41, !tbaa !51
  %111 = fcmp olt float %110, 0xC7EFFFFFE0000000, !dbg !41
  %112 = select i1 %111, float 0xC7EFFFFFE0000000, float %110, !dbg !41
  %invariant.gep.12 = getelementptr inbounds nuw i8, ptr %X, i64 12288, !dbg !41
  br label %for_body_k.12, !dbg !41

for_body_k.12:                                    ; preds = %for_body_k.12, %for_end_k.11
  %indvars.iv.12 = phi i64 [ 1, %for_end_k.11 ], [ %indvars.iv.next.12, %for_body_k.12 ]
  %113 = phi float [ %112, %for_end_k.11 ], [ %116, %for_body_k.12 ]
    #dbg_value(i64 %indvars.iv.12, !50, !DIExpression(), !41)
  %gep.12 = getelementptr inbounds nuw float, ptr %invariant.gep.12, i64 %indvars.iv.12, !dbg !41
  %114 = load float, ptr %gep.12, align 4, !dbg !41, !tbaa !51
  %115 = fcmp ogt float %113, %114, !dbg !41
  %116 = select i1 %115, float %113, float %114, !dbg !41
  %indvars.iv.next.12 = add nuw nsw i64 %indvars.iv.12, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next.12, !50, !DIExpression(), !41)
  %exitcond.not.12 = icmp eq i64 %indvars.iv.next.12, 256, !dbg !41
  br i1 %exitcond.not.12, label %for_end_k.12, label %for_body_k.12, !dbg !41, !prof !53, !llvm.loop !54

for_end_k.12:                                     ; preds = %for_body_k.12
  store float %116, ptr %108, align 16, !dbg !41, !tbaa !57
    #dbg_value(i64 13, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !50, !DIExpression(), !41)
  %117 = getelementptr inbounds nuw i8, ptr %T_softmax_maxelem33, i64 52
    #dbg_value(i64 1, !50, !DIExpression(), !41)
  %118 = getelementptr inbounds nuw i8, ptr %X, i64 13312, !dbg !41
  %119 = load float, ptr %118, align 64, !dbg !41, !tbaa !51
  %120 = fcmp olt float %119, 0xC7EFFFFFE0000000, !dbg !41
  %121 = select i1 %120, float 0xC7EFFFFFE0000000, float %119, !dbg !41
  %invariant.gep.13 = getelementptr inbounds nuw i8, ptr %X, i64 13312, !dbg !41
  br label %for_body_k.13, !dbg !41

for_body_k.13:                                    ; preds = %for_body_k.13, %for_end_k.12
  %indvars.iv.13 = phi i64 [ 1, %for_end_k.12 ], [ %indvars.iv.next.13, %for_body_k.13 ]
  %122 = phi float [ %121, %for_end_k.12 ], [ %125, %for_body_k.13 ]
    #dbg_value(i64 %indvars.iv.13, !50, !DIExpression(), !41)
  %gep.13 = getelementptr inbounds nuw float, ptr %invariant.gep.13, i64 %indvars.iv.13, !dbg !41
  %123 = load float, ptr %gep.13, align 4, !dbg !41, !tbaa !51
  %124 = fcmp ogt float %122, %123, !dbg !41
  %125 = select i1 %124, float %122, float %123, !dbg !41
  %indvars.iv.next.13 = add nuw nsw i64 %indvars.iv.13, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next.13, !50, !DIExpression(), !41)
  %exitcond.not.13 = icmp eq i64 %indvars.iv.next.13, 256, !dbg !41
  br i1 %exitcond.not.13, label %for_end_k.13, label %for_body_k.13, !dbg !41, !prof !53, !llvm.loop !54

for_end_k.13:                                     ; preds = %for_body_k.13
  store float %125, ptr %117, align 4, !dbg !41, !tbaa !57
    #dbg_value(i64 14, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !50, !DIExpression(), !41)
  %126 = getelementptr inbounds nuw i8, ptr %T_softmax_maxelem33, i64 56
    #dbg_value(i64 1, !50, !DIExpression(), !41)
  %127 = getelementptr inbounds nuw i8, ptr %X, i64 14336, !dbg !41
  %128 = load float, ptr %127, align 64, !dbg !41, !tbaa !51
  %129 = fcmp olt float %128, 0xC7EFFFFFE0000000, !dbg !41
  %130 = select i1 %129, float 0xC7EFFFFFE0000000, float %128, !dbg !41
  %invariant.gep.14 = getelementptr inbounds nuw i8, ptr %X, i64 14336, !dbg !41
  br label %for_body_k.14, !dbg !41

for_body_k.14:                                    ; preds = %for_body_k.14, %for_end_k.13
  %indvars.iv.14 = phi i64 [ 1, %for_end_k.13 ], [ %indvars.iv.next.14, %for_body_k.14 ]
  %131 = phi float [ %130, %for_end_k.13 ], [ %134, %for_body_k.14 ]
    #dbg_value(i64 %indvars.iv.14, !50, !DIExpression(), !41)
  %gep.14 = getelementptr inbounds nuw float, ptr %invariant.gep.14, i64 %indvars.iv.14, !dbg !41
  %132 = load float, ptr %gep.14, align 4, !dbg !41, !tbaa !51
  %133 = fcmp ogt float %131, %132, !dbg !41
  %134 = select i1 %133, float %131, float %132, !dbg !41
  %indvars.iv.next.14 = add nuw nsw i64 %indvars.iv.14, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next.14, !50, !DIExpression(), !41)
  %exitcond.not.14 = icmp eq i64 %indvars.iv.next.14, 256, !dbg !41
  br i1 %exitcond.not.14, label %for_end_k.14, label %for_body_k.14, !dbg !41, !prof !53, !llvm.loop !54

for_end_k.14:                                     ; preds = %for_body_k.14
  store float %134, ptr %126, align 8, !dbg !41, !tbaa !57
    #dbg_value(i64 15, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !50, !DIExpression(), !41)
  %135 = getelementptr inbounds nuw i8, ptr %T_softmax_maxelem33, i64 60
    #dbg_value(i64 1, !50, !DIExpression(), !41)
  %136 = getelementptr inbounds nuw i8, ptr %X, i64 15360, !dbg !41
  %137 = load float, ptr %136, align 64, !dbg !41, !tbaa !51
  %138 = fcmp olt float %137, 0xC7EFFFFFE0000000, !dbg !41
  %139 = select i1 %138, float 0xC7EFFFFFE0000000, float %137, !dbg !41
  %invariant.gep.15 = getelementptr inbounds nuw i8, ptr %X, i64 15360, !dbg !41
  br label %for_body_k.15, !dbg !41

for_body_k.15:                                    ; preds = %for_body_k.15, %for_end_k.14
  %indvars.iv.15 = phi i64 [ 1, %for_end_k.14 ], [ %indvars.iv.next.15, %for_body_k.15 ]
  %140 = phi float [ %139, %for_end_k.14 ], [ %143, %for_body_k.15 ]
    #dbg_value(i64 %indvars.iv.15, !50, !DIExpression(), !41)
  %gep.15 = getelementptr inbounds nuw float, ptr %invariant.gep.15, i64 %indvars.iv.15, !dbg !41
  %141 = load float, ptr %gep.15, align 4, !dbg !41, !tbaa !51
  %142 = fcmp ogt float %140, %141, !dbg !41
  %143 = select i1 %142, float %140, float %141, !dbg !41
  %indvars.iv.next.15 = add nuw nsw i64 %indvars.iv.15, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next.15, !50, !DIExpression(), !41)
  %exitcond.not.15 = icmp eq i64 %indvars.iv.next.15, 256, !dbg !41
  br i1 %exitcond.not.15, label %for_end_k.15, label %for_body_k.15, !dbg !41, !prof !53, !llvm.loop !54

for_end_k.15:                                     ; preds = %for_body_k.15
  store float %143, ptr %135, align 4, !dbg !41, !tbaa !57
    #dbg_value(i64 16, !49, !DIExpression(), !41)
    #dbg_value(i64 0, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %144 = load <2 x float>, ptr %T_softmax_maxelem33, align 16
  %broadcast.splat = shufflevector <2 x float> %144, <2 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body, !dbg !41

vector.body:                                      ; preds = %vector.body, %for_end_k.15
  %index = phi i64 [ 0, %for_end_k.15 ], [ %index.next, %vector.body ], !dbg !41
  %145 = getelementptr inbounds nuw float, ptr %X, i64 %index, !dbg !41
  %wide.load = load <4 x float>, ptr %145, align 16, !dbg !41, !tbaa !51
  %146 = fsub <4 x float> %wide.load, %broadcast.splat, !dbg !41
  %147 = tail call <4 x float> @llvm.exp.v4f32(<4 x float> %146), !dbg !41
  %148 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %index, !dbg !41
  store <4 x float> %147, ptr %148, align 4, !dbg !41, !tbaa !60
  %index.next = add nuw i64 %index, 4, !dbg !41
  %149 = icmp eq i64 %index.next, 256, !dbg !41
  br i1 %149, label %for_end_i1, label %vector.body, !dbg !41, !prof !62, !llvm.loop !63

for_end_i1:                                       ; preds = %vector.body
    #dbg_value(i64 1, !49, !DIExpression(), !41)
  %150 = getelementptr inbounds nuw i8, ptr %T_softmax_maxelem33, i64 4
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %151 = load <2 x float>, ptr %150, align 4
  %broadcast.splat85 = shufflevector <2 x float> %151, <2 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body86, !dbg !41

vector.body86:                                    ; preds = %vector.body86, %for_end_i1
  %index87 = phi i64 [ 0, %for_end_i1 ], [ %index.next89, %vector.body86 ], !dbg !41
  %152 = add nuw nsw i64 %index87, 256, !dbg !41
  %153 = getelementptr inbounds nuw float, ptr %X, i64 %152, !dbg !41
  %wide.load88 = load <4 x float>, ptr %153, align 16, !dbg !41, !tbaa !51
  %154 = fsub <4 x float> %wide.load88, %broadcast.splat85, !dbg !41
  %155 = tail call <4 x float> @llvm.exp.v4f32(<4 x float> %154), !dbg !41
  %156 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %152, !dbg !41
  store <4 x float> %155, ptr %156, align 4, !dbg !41, !tbaa !60
  %index.next89 = add nuw i64 %index87, 4, !dbg !41
  %157 = icmp eq i64 %index.next89, 256, !dbg !41
  br i1 %157, label %for_end_i1.1, label %vector.body86, !dbg !41, !prof !62, !llvm.loop !67

for_end_i1.1:                                     ; preds = %vector.body86
    #dbg_value(i64 2, !49, !DIExpression(), !41)
  %158 = getelementptr inbounds nuw i8, ptr %T_softmax_maxelem33, i64 8
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %159 = load <2 x float>, ptr %158, align 8
  %broadcast.splat93 = shufflevector <2 x float> %159, <2 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body94, !dbg !41

vector.body94:                                    ; preds = %vector.body94, %for_end_i1.1
  %index95 = phi i64 [ 0, %for_end_i1.1 ], [ %index.next97, %vector.body94 ], !dbg !41
  %160 = add nuw nsw i64 %index95, 512, !dbg !41
  %161 = getelementptr inbounds nuw float, ptr %X, i64 %160, !dbg !41
  %wide.load96 = load <4 x float>, ptr %161, align 16, !dbg !41, !tbaa !51
  %162 = fsub <4 x float> %wide.load96, %broadcast.splat93, !dbg !41
  %163 = tail call <4 x float> @llvm.exp.v4f32(<4 x float> %162), !dbg !41
  %164 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %160, !dbg !41
  store <4 x float> %163, ptr %164, align 4, !dbg !41, !tbaa !60
  %index.next97 = add nuw i64 %index95, 4, !dbg !41
  %165 = icmp eq i64 %index.next97, 256, !dbg !41
  br i1 %165, label %for_end_i1.2, label %vector.body94, !dbg !41, !prof !62, !llvm.loop !68

for_end_i1.2:                                     ; preds = %vector.body94
    #dbg_value(i64 3, !49, !DIExpression(), !41)
  %166 = getelementptr inbounds nuw i8, ptr %T_softmax_maxelem33, i64 12
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %167 = load <2 x float>, ptr %166, align 4
  %broadcast.splat101 = shufflevector <2 x float> %167, <2 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body102, !dbg !41

vector.body102:                                   ; preds = %vector.body102, %for_end_i1.2
  %index103 = phi i64 [ 0, %for_end_i1.2 ], [ %index.next105, %vector.body102 ], !dbg !41
  %168 = add nuw nsw i64 %index103, 768, !dbg !41
  %169 = getelementptr inbounds nuw float, ptr %X, i64 %168, !dbg !41
  %wide.load104 = load <4 x float>, ptr %169, align 16, !dbg !41, !tbaa !51
  %170 = fsub <4 x float> %wide.load104, %broadcast.splat101, !dbg !41
  %171 = tail call <4 x float> @llvm.exp.v4f32(<4 x float> %170), !dbg !41
  %172 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %168, !dbg !41
  store <4 x float> %171, ptr %172, align 4, !dbg !41, !tbaa !60
  %index.next105 = add nuw i64 %index103, 4, !dbg !41
  %173 = icmp eq i64 %index.next105, 256, !dbg !41
  br i1 %173, label %for_end_i1.3, label %vector.body102, !dbg !41, !prof !62, !llvm.loop !69

for_end_i1.3:                                     ; preds = %vector.body102
    #dbg_value(i64 4, !49, !DIExpression(), !41)
  %174 = getelementptr inbounds nuw i8, ptr %T_softmax_maxelem33, i64 16
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %175 = load <2 x float>, ptr %174, align 16
  %broadcast.splat109 = shufflevector <2 x float> %175, <2 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body110, !dbg !41

vector.body110:                                   ; preds = %vector.body110, %for_end_i1.3
  %index111 = phi i64 [ 0, %for_end_i1.3 ], [ %index.next113, %vector.body110 ], !dbg !41
  %176 = add nuw nsw i64 %index111, 1024, !dbg !41
  %177 = getelementptr inbounds nuw float, ptr %X, i64 %176, !dbg !41
  %wide.load112 = load <4 x float>, ptr %177, align 16, !dbg !41, !tbaa !51
  %178 = fsub <4 x float> %wide.load112, %broadcast.splat109, !dbg !41
  %179 = tail call <4 x float> @llvm.exp.v4f32(<4 x float> %178), !dbg !41
  %180 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %176, !dbg !41
  store <4 x float> %179, ptr %180, align 4, !dbg !41, !tbaa !60
  %index.next113 = add nuw i64 %index111, 4, !dbg !41
  %181 = icmp eq i64 %index.next113, 256, !dbg !41
  br i1 %181, label %for_end_i1.4, label %vector.body110, !dbg !41, !prof !62, !llvm.loop !70

for_end_i1.4:                                     ; preds = %vector.body110
    #dbg_value(i64 5, !49, !DIExpression(), !41)
  %182 = getelementptr inbounds nuw i8, ptr %T_softmax_maxelem33, i64 20
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %183 = load <2 x float>, ptr %182, align 4
  %broadcast.splat117 = shufflevector <2 x float> %183, <2 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body118, !dbg !41

vector.body118:                                   ; preds = %vector.body118, %for_end_i1.4
  %index119 = phi i64 [ 0, %for_end_i1.4 ], [ %index.next121, %vector.body118 ], !dbg !41
  %184 = add nuw nsw i64 %index119, 1280, !dbg !41
  %185 = getelementptr inbounds nuw float, ptr %X, i64 %184, !dbg !41
  %wide.load120 = load <4 x float>, ptr %185, align 16, !dbg !41, !tbaa !51
  %186 = fsub <4 x float> %wide.load120, %broadcast.splat117, !dbg !41
  %187 = tail call <4 x float> @llvm.exp.v4f32(<4 x float> %186), !dbg !41
  %188 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %184, !dbg !41
  store <4 x float> %187, ptr %188, align 4, !dbg !41, !tbaa !60
  %index.next121 = add nuw i64 %index119, 4, !dbg !41
  %189 = icmp eq i64 %index.next121, 256, !dbg !41
  br i1 %189, label %for_end_i1.5, label %vector.body118, !dbg !41, !prof !62, !llvm.loop !71

for_end_i1.5:                                     ; preds = %vector.body118
    #dbg_value(i64 6, !49, !DIExpression(), !41)
  %190 = getelementptr inbounds nuw i8, ptr %T_softmax_maxelem33, i64 24
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %191 = load <2 x float>, ptr %190, align 8
  %broadcast.splat125 = shufflevector <2 x float> %191, <2 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body126, !dbg !41

vector.body126:                                   ; preds = %vector.body126, %for_end_i1.5
  %index127 = phi i64 [ 0, %for_end_i1.5 ], [ %index.next129, %vector.body126 ], !dbg !41
  %192 = add nuw nsw i64 %index127, 1536, !dbg !41
  %193 = getelementptr inbounds nuw float, ptr %X, i64 %192, !dbg !41
  %wide.load128 = load <4 x float>, ptr %193, align 16, !dbg !41, !tbaa !51
  %194 = fsub <4 x float> %wide.load128, %broadcast.splat125, !dbg !41
  %195 = tail call <4 x float> @llvm.exp.v4f32(<4 x float> %194), !dbg !41
  %196 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %192, !dbg !41
  store <4 x float> %195, ptr %196, align 4, !dbg !41, !tbaa !60
  %index.next129 = add nuw i64 %index127, 4, !dbg !41
  %197 = icmp eq i64 %index.next129, 256, !dbg !41
  br i1 %197, label %for_end_i1.6, label %vector.body126, !dbg !41, !prof !62, !llvm.loop !72

for_end_i1.6:                                     ; preds = %vector.body126
    #dbg_value(i64 7, !49, !DIExpression(), !41)
  %198 = getelementptr inbounds nuw i8, ptr %T_softmax_maxelem33, i64 28
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %199 = load <2 x float>, ptr %198, align 4
  %broadcast.splat133 = shufflevector <2 x float> %199, <2 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body134, !dbg !41

vector.body134:                                   ; preds = %vector.body134, %for_end_i1.6
  %index135 = phi i64 [ 0, %for_end_i1.6 ], [ %index.next137, %vector.body134 ], !dbg !41
  %200 = add nuw nsw i64 %index135, 1792, !dbg !41
  %201 = getelementptr inbounds nuw float, ptr %X, i64 %200, !dbg !41
  %wide.load136 = load <4 x float>, ptr %201, align 16, !dbg !41, !tbaa !51
  %202 = fsub <4 x float> %wide.load136, %broadcast.splat133, !dbg !41
  %203 = tail call <4 x float> @llvm.exp.v4f32(<4 x float> %202), !dbg !41
  %204 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %200, !dbg !41
  store <4 x float> %203, ptr %204, align 4, !dbg !41, !tbaa !60
  %index.next137 = add nuw i64 %index135, 4, !dbg !41
  %205 = icmp eq i64 %index.next137, 256, !dbg !41
  br i1 %205, label %for_end_i1.7, label %vector.body134, !dbg !41, !prof !62, !llvm.loop !73

for_end_i1.7:                                     ; preds = %vector.body134
    #dbg_value(i64 8, !49, !DIExpression(), !41)
  %206 = getelementptr inbounds nuw i8, ptr %T_softmax_maxelem33, i64 32
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %207 = load <2 x float>, ptr %206, align 16
  %broadcast.splat141 = shufflevector <2 x float> %207, <2 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body142, !dbg !41

vector.body142:                                   ; preds = %vector.body142, %for_end_i1.7
  %index143 = phi i64 [ 0, %for_end_i1.7 ], [ %index.next145, %vector.body142 ], !dbg !41
  %208 = add nuw nsw i64 %index143, 2048, !dbg !41
  %209 = getelementptr inbounds nuw float, ptr %X, i64 %208, !dbg !41
  %wide.load144 = load <4 x float>, ptr %209, align 16, !dbg !41, !tbaa !51
  %210 = fsub <4 x float> %wide.load144, %broadcast.splat141, !dbg !41
  %211 = tail call <4 x float> @llvm.exp.v4f32(<4 x float> %210), !dbg !41
  %212 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %208, !dbg !41
  store <4 x float> %211, ptr %212, align 4, !dbg !41, !tbaa !60
  %index.next145 = add nuw i64 %index143, 4, !dbg !41
  %213 = icmp eq i64 %index.next145, 256, !dbg !41
  br i1 %213, label %for_end_i1.8, label %vector.body142, !dbg !41, !prof !62, !llvm.loop !74

for_end_i1.8:                                     ; preds = %vector.body142
    #dbg_value(i64 9, !49, !DIExpression(), !41)
  %214 = getelementptr inbounds nuw i8, ptr %T_softmax_maxelem33, i64 36
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %215 = load <2 x float>, ptr %214, align 4
  %broadcast.splat149 = shufflevector <2 x float> %215, <2 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body150, !dbg !41

vector.body150:                                   ; preds = %vector.body150, %for_end_i1.8
  %index151 = phi i64 [ 0, %for_end_i1.8 ], [ %index.next153, %vector.body150 ], !dbg !41
  %216 = add nuw nsw i64 %index151, 2304, !dbg !41
  %217 = getelementptr inbounds nuw float, ptr %X, i64 %216, !dbg !41
  %wide.load152 = load <4 x float>, ptr %217, align 16, !dbg !41, !tbaa !51
  %218 = fsub <4 x float> %wide.load152, %broadcast.splat149, !dbg !41
  %219 = tail call <4 x float> @llvm.exp.v4f32(<4 x float> %218), !dbg !41
  %220 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %216, !dbg !41
  store <4 x float> %219, ptr %220, align 4, !dbg !41, !tbaa !60
  %index.next153 = add nuw i64 %index151, 4, !dbg !41
  %221 = icmp eq i64 %index.next153, 256, !dbg !41
  br i1 %221, label %for_end_i1.9, label %vector.body150, !dbg !41, !prof !62, !llvm.loop !75

for_end_i1.9:                                     ; preds = %vector.body150
    #dbg_value(i64 10, !49, !DIExpression(), !41)
  %222 = getelementptr inbounds nuw i8, ptr %T_softmax_maxelem33, i64 40
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %223 = load <2 x float>, ptr %222, align 8
  %broadcast.splat157 = shufflevector <2 x float> %223, <2 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body158, !dbg !41

vector.body158:                                   ; preds = %vector.body158, %for_end_i1.9
  %index159 = phi i64 [ 0, %for_end_i1.9 ], [ %index.next161, %vector.body158 ], !dbg !41
  %224 = add nuw nsw i64 %index159, 2560, !dbg !41
  %225 = getelementptr inbounds nuw float, ptr %X, i64 %224, !dbg !41
  %wide.load160 = load <4 x float>, ptr %225, align 16, !dbg !41, !tbaa !51
  %226 = fsub <4 x float> %wide.load160, %broadcast.splat157, !dbg !41
  %227 = tail call <4 x float> @llvm.exp.v4f32(<4 x float> %226), !dbg !41
  %228 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %224, !dbg !41
  store <4 x float> %227, ptr %228, align 4, !dbg !41, !tbaa !60
  %index.next161 = add nuw i64 %index159, 4, !dbg !41
  %229 = icmp eq i64 %index.next161, 256, !dbg !41
  br i1 %229, label %for_end_i1.10, label %vector.body158, !dbg !41, !prof !62, !llvm.loop !76

for_end_i1.10:                                    ; preds = %vector.body158
    #dbg_value(i64 11, !49, !DIExpression(), !41)
  %230 = getelementptr inbounds nuw i8, ptr %T_softmax_maxelem33, i64 44
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %231 = load <2 x float>, ptr %230, align 4
  %broadcast.splat165 = shufflevector <2 x float> %231, <2 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body166, !dbg !41

vector.body166:                                   ; preds = %vector.body166, %for_end_i1.10
  %index167 = phi i64 [ 0, %for_end_i1.10 ], [ %index.next169, %vector.body166 ], !dbg !41
  %232 = add nuw nsw i64 %index167, 2816, !dbg !41
  %233 = getelementptr inbounds nuw float, ptr %X, i64 %232, !dbg !41
  %wide.load168 = load <4 x float>, ptr %233, align 16, !dbg !41, !tbaa !51
  %234 = fsub <4 x float> %wide.load168, %broadcast.splat165, !dbg !41
  %235 = tail call <4 x float> @llvm.exp.v4f32(<4 x float> %234), !dbg !41
  %236 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %232, !dbg !41
  store <4 x float> %235, ptr %236, align 4, !dbg !41, !tbaa !60
  %index.next169 = add nuw i64 %index167, 4, !dbg !41
  %237 = icmp eq i64 %index.next169, 256, !dbg !41
  br i1 %237, label %for_end_i1.11, label %vector.body166, !dbg !41, !prof !62, !llvm.loop !77

for_end_i1.11:                                    ; preds = %vector.body166
    #dbg_value(i64 12, !49, !DIExpression(), !41)
  %238 = getelementptr inbounds nuw i8, ptr %T_softmax_maxelem33, i64 48
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %239 = load <2 x float>, ptr %238, align 16
  %broadcast.splat173 = shufflevector <2 x float> %239, <2 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body174, !dbg !41

vector.body174:                                   ; preds = %vector.body174, %for_end_i1.11
  %index175 = phi i64 [ 0, %for_end_i1.11 ], [ %index.next177, %vector.body174 ], !dbg !41
  %240 = add nuw nsw i64 %index175, 3072, !dbg !41
  %241 = getelementptr inbounds nuw float, ptr %X, i64 %240, !dbg !41
  %wide.load176 = load <4 x float>, ptr %241, align 16, !dbg !41, !tbaa !51
  %242 = fsub <4 x float> %wide.load176, %broadcast.splat173, !dbg !41
  %243 = tail call <4 x float> @llvm.exp.v4f32(<4 x float> %242), !dbg !41
  %244 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %240, !dbg !41
  store <4 x float> %243, ptr %244, align 4, !dbg !41, !tbaa !60
  %index.next177 = add nuw i64 %index175, 4, !dbg !41
  %245 = icmp eq i64 %index.next177, 256, !dbg !41
  br i1 %245, label %for_end_i1.12, label %vector.body174, !dbg !41, !prof !62, !llvm.loop !78

for_end_i1.12:                                    ; preds = %vector.body174
    #dbg_value(i64 13, !49, !DIExpression(), !41)
  %246 = getelementptr inbounds nuw i8, ptr %T_softmax_maxelem33, i64 52
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %247 = load <2 x float>, ptr %246, align 4
  %broadcast.splat181 = shufflevector <2 x float> %247, <2 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body182, !dbg !41

vector.body182:                                   ; preds = %vector.body182, %for_end_i1.12
  %index183 = phi i64 [ 0, %for_end_i1.12 ], [ %index.next185, %vector.body182 ], !dbg !41
  %248 = add nuw nsw i64 %index183, 3328, !dbg !41
  %249 = getelementptr inbounds nuw float, ptr %X, i64 %248, !dbg !41
  %wide.load184 = load <4 x float>, ptr %249, align 16, !dbg !41, !tbaa !51
  %250 = fsub <4 x float> %wide.load184, %broadcast.splat181, !dbg !41
  %251 = tail call <4 x float> @llvm.exp.v4f32(<4 x float> %250), !dbg !41
  %252 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %248, !dbg !41
  store <4 x float> %251, ptr %252, align 4, !dbg !41, !tbaa !60
  %index.next185 = add nuw i64 %index183, 4, !dbg !41
  %253 = icmp eq i64 %index.next185, 256, !dbg !41
  br i1 %253, label %for_end_i1.13, label %vector.body182, !dbg !41, !prof !62, !llvm.loop !79

for_end_i1.13:                                    ; preds = %vector.body182
    #dbg_value(i64 14, !49, !DIExpression(), !41)
  %254 = getelementptr inbounds nuw i8, ptr %T_softmax_maxelem33, i64 56
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %255 = load <2 x float>, ptr %254, align 8
  %broadcast.splat189 = shufflevector <2 x float> %255, <2 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body190, !dbg !41

vector.body190:                                   ; preds = %vector.body190, %for_end_i1.13
  %index191 = phi i64 [ 0, %for_end_i1.13 ], [ %index.next193, %vector.body190 ], !dbg !41
  %256 = add nuw nsw i64 %index191, 3584, !dbg !41
  %257 = getelementptr inbounds nuw float, ptr %X, i64 %256, !dbg !41
  %wide.load192 = load <4 x float>, ptr %257, align 16, !dbg !41, !tbaa !51
  %258 = fsub <4 x float> %wide.load192, %broadcast.splat189, !dbg !41
  %259 = tail call <4 x float> @llvm.exp.v4f32(<4 x float> %258), !dbg !41
  %260 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %256, !dbg !41
  store <4 x float> %259, ptr %260, align 4, !dbg !41, !tbaa !60
  %index.next193 = add nuw i64 %index191, 4, !dbg !41
  %261 = icmp eq i64 %index.next193, 256, !dbg !41
  br i1 %261, label %for_end_i1.14, label %vector.body190, !dbg !41, !prof !62, !llvm.loop !80

for_end_i1.14:                                    ; preds = %vector.body190
    #dbg_value(i64 15, !49, !DIExpression(), !41)
  %262 = getelementptr inbounds nuw i8, ptr %T_softmax_maxelem33, i64 60
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %263 = load float, ptr %262, align 4, !tbaa !57
  %broadcast.splatinsert196 = insertelement <4 x float> poison, float %263, i64 0
  %broadcast.splat197 = shufflevector <4 x float> %broadcast.splatinsert196, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body198, !dbg !41

vector.body198:                                   ; preds = %vector.body198, %for_end_i1.14
  %index199 = phi i64 [ 0, %for_end_i1.14 ], [ %index.next201, %vector.body198 ], !dbg !41
  %264 = add nuw nsw i64 %index199, 3840, !dbg !41
  %265 = getelementptr inbounds nuw float, ptr %X, i64 %264, !dbg !41
  %wide.load200 = load <4 x float>, ptr %265, align 16, !dbg !41, !tbaa !51
  %266 = fsub <4 x float> %wide.load200, %broadcast.splat197, !dbg !41
  %267 = tail call <4 x float> @llvm.exp.v4f32(<4 x float> %266), !dbg !41
  %268 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %264, !dbg !41
  store <4 x float> %267, ptr %268, align 4, !dbg !41, !tbaa !60
  %index.next201 = add nuw i64 %index199, 4, !dbg !41
  %269 = icmp eq i64 %index.next201, 256, !dbg !41
  br i1 %269, label %for_body_k14.peel.next, label %vector.body198, !dbg !41, !prof !62, !llvm.loop !81

for_body_k14.peel.next:                           ; preds = %vector.body198, %for_body_k14
  %indvars.iv66 = phi i64 [ %indvars.iv.next67, %for_body_k14 ], [ 0, %vector.body198 ]
    #dbg_value(i64 %indvars.iv66, !49, !DIExpression(), !41)
  %270 = shl nuw nsw i64 %indvars.iv66, 8
    #dbg_value(i32 0, !50, !DIExpression(), !41)
  %271 = getelementptr inbounds nuw float, ptr %T_softmax_maxelem33, i64 %indvars.iv66
    #dbg_value(i64 1, !50, !DIExpression(), !41)
  %invariant.gep80 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %270, !dbg !41
  %272 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %270, !dbg !41
  %273 = load float, ptr %272, align 4, !dbg !41, !tbaa !60
  %274 = fadd float %273, 0.000000e+00, !dbg !41
  br label %vector.body204, !dbg !41

vector.body204:                                   ; preds = %vector.body204, %for_body_k14.peel.next
  %index205 = phi i64 [ 0, %for_body_k14.peel.next ], [ %index.next208, %vector.body204 ]
  %vec.phi = phi float [ %274, %for_body_k14.peel.next ], [ %279, %vector.body204 ]
  %275 = getelementptr inbounds nuw float, ptr %invariant.gep80, i64 %index205, !dbg !41
  %276 = getelementptr inbounds nuw i8, ptr %275, i64 4, !dbg !41
  %277 = getelementptr inbounds nuw i8, ptr %275, i64 20, !dbg !41
  %wide.load206 = load <4 x float>, ptr %276, align 4, !dbg !41, !tbaa !60
  %wide.load207 = load <4 x float>, ptr %277, align 4, !dbg !41, !tbaa !60
  %278 = tail call float @llvm.vector.reduce.fadd.v4f32(float %vec.phi, <4 x float> %wide.load206), !dbg !41
  %279 = tail call float @llvm.vector.reduce.fadd.v4f32(float %278, <4 x float> %wide.load207), !dbg !41
  %index.next208 = add nuw i64 %index205, 8
  %280 = icmp eq i64 %index.next208, 248, !dbg !41
  br i1 %280, label %for_body_k14, label %vector.body204, !dbg !41, !prof !82, !llvm.loop !83

for_body_k14:                                     ; preds = %vector.body204
    #dbg_value(i64 249, !50, !DIExpression(), !41)
  %gep81 = getelementptr inbounds nuw i8, ptr %invariant.gep80, i64 996, !dbg !41
  %281 = load float, ptr %gep81, align 4, !dbg !41, !tbaa !60
  %282 = fadd float %281, %279, !dbg !41
    #dbg_value(i64 250, !50, !DIExpression(), !41)
  %gep81.1 = getelementptr inbounds nuw i8, ptr %invariant.gep80, i64 1000, !dbg !41
  %283 = load float, ptr %gep81.1, align 4, !dbg !41, !tbaa !60
  %284 = fadd float %283, %282, !dbg !41
    #dbg_value(i64 251, !50, !DIExpression(), !41)
  %gep81.2 = getelementptr inbounds nuw i8, ptr %invariant.gep80, i64 1004, !dbg !41
  %285 = load float, ptr %gep81.2, align 4, !dbg !41, !tbaa !60
  %286 = fadd float %285, %284, !dbg !41
    #dbg_value(i64 252, !50, !DIExpression(), !41)
  %gep81.3 = getelementptr inbounds nuw i8, ptr %invariant.gep80, i64 1008, !dbg !41
  %287 = load float, ptr %gep81.3, align 4, !dbg !41, !tbaa !60
  %288 = fadd float %287, %286, !dbg !41
    #dbg_value(i64 253, !50, !DIExpression(), !41)
  %gep81.4 = getelementptr inbounds nuw i8, ptr %invariant.gep80, i64 1012, !dbg !41
  %289 = load float, ptr %gep81.4, align 4, !dbg !41, !tbaa !60
  %290 = fadd float %289, %288, !dbg !41
    #dbg_value(i64 254, !50, !DIExpression(), !41)
  %gep81.5 = getelementptr inbounds nuw i8, ptr %invariant.gep80, i64 1016, !dbg !41
  %291 = load float, ptr %gep81.5, align 4, !dbg !41, !tbaa !60
  %292 = fadd float %291, %290, !dbg !41
    #dbg_value(i64 255, !50, !DIExpression(), !41)
  %gep81.6 = getelementptr inbounds nuw i8, ptr %invariant.gep80, i64 1020, !dbg !41
  %293 = load float, ptr %gep81.6, align 4, !dbg !41, !tbaa !60
  %294 = fadd float %293, %292, !dbg !41
    #dbg_value(i64 256, !50, !DIExpression(), !41)
  store float %294, ptr %271, align 4, !dbg !41, !tbaa !57
  %indvars.iv.next67 = add nuw nsw i64 %indvars.iv66, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next67, !49, !DIExpression(), !41)
  %exitcond69.not = icmp eq i64 %indvars.iv.next67, 16, !dbg !41
  br i1 %exitcond69.not, label %vector.ph211, label %for_body_k14.peel.next, !dbg !41, !prof !53

vector.ph211:                                     ; preds = %for_body_k14
    #dbg_value(i64 0, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %295 = load <2 x float>, ptr %T_softmax_maxelem33, align 16
  %broadcast.splat213 = shufflevector <2 x float> %295, <2 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body214, !dbg !41

vector.body214:                                   ; preds = %vector.body214, %vector.ph211
  %index215 = phi i64 [ 0, %vector.ph211 ], [ %index.next218, %vector.body214 ], !dbg !41
  %296 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %index215, !dbg !41
  %297 = getelementptr inbounds nuw i8, ptr %296, i64 16, !dbg !41
  %wide.load216 = load <4 x float>, ptr %296, align 4, !dbg !41, !tbaa !60
  %wide.load217 = load <4 x float>, ptr %297, align 4, !dbg !41, !tbaa !60
  %298 = fdiv <4 x float> %wide.load216, %broadcast.splat213, !dbg !41
  %299 = fdiv <4 x float> %wide.load217, %broadcast.splat213, !dbg !41
  %300 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %index215, !dbg !41
  %301 = getelementptr inbounds nuw i8, ptr %300, i64 16, !dbg !41
  store <4 x float> %298, ptr %300, align 32, !dbg !41, !tbaa !85
  store <4 x float> %299, ptr %301, align 16, !dbg !41, !tbaa !85
  %index.next218 = add nuw i64 %index215, 8, !dbg !41
  %302 = icmp eq i64 %index.next218, 256, !dbg !41
  br i1 %302, label %vector.ph221, label %vector.body214, !dbg !41, !prof !87, !llvm.loop !88

vector.ph221:                                     ; preds = %vector.body214
    #dbg_value(i64 1, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %303 = load <2 x float>, ptr %150, align 4
  %broadcast.splat223 = shufflevector <2 x float> %303, <2 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body224, !dbg !41

vector.body224:                                   ; preds = %vector.body224, %vector.ph221
  %index225 = phi i64 [ 0, %vector.ph221 ], [ %index.next228, %vector.body224 ], !dbg !41
  %304 = add nuw nsw i64 %index225, 256, !dbg !41
  %305 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %304, !dbg !41
  %306 = getelementptr inbounds nuw i8, ptr %305, i64 16, !dbg !41
  %wide.load226 = load <4 x float>, ptr %305, align 4, !dbg !41, !tbaa !60
  %wide.load227 = load <4 x float>, ptr %306, align 4, !dbg !41, !tbaa !60
  %307 = fdiv <4 x float> %wide.load226, %broadcast.splat223, !dbg !41
  %308 = fdiv <4 x float> %wide.load227, %broadcast.splat223, !dbg !41
  %309 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %304, !dbg !41
  %310 = getelementptr inbounds nuw i8, ptr %309, i64 16, !dbg !41
  store <4 x float> %307, ptr %309, align 32, !dbg !41, !tbaa !85
  store <4 x float> %308, ptr %310, align 16, !dbg !41, !tbaa !85
  %index.next228 = add nuw i64 %index225, 8, !dbg !41
  %311 = icmp eq i64 %index.next228, 256, !dbg !41
  br i1 %311, label %vector.ph231, label %vector.body224, !dbg !41, !prof !87, !llvm.loop !90

vector.ph231:                                     ; preds = %vector.body224
    #dbg_value(i64 2, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %312 = load <2 x float>, ptr %158, align 8
  %broadcast.splat233 = shufflevector <2 x float> %312, <2 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body234, !dbg !41

vector.body234:                                   ; preds = %vector.body234, %vector.ph231
  %index235 = phi i64 [ 0, %vector.ph231 ], [ %index.next238, %vector.body234 ], !dbg !41
  %313 = add nuw nsw i64 %index235, 512, !dbg !41
  %314 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %313, !dbg !41
  %315 = getelementptr inbounds nuw i8, ptr %314, i64 16, !dbg !41
  %wide.load236 = load <4 x float>, ptr %314, align 4, !dbg !41, !tbaa !60
  %wide.load237 = load <4 x float>, ptr %315, align 4, !dbg !41, !tbaa !60
  %316 = fdiv <4 x float> %wide.load236, %broadcast.splat233, !dbg !41
  %317 = fdiv <4 x float> %wide.load237, %broadcast.splat233, !dbg !41
  %318 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %313, !dbg !41
  %319 = getelementptr inbounds nuw i8, ptr %318, i64 16, !dbg !41
  store <4 x float> %316, ptr %318, align 32, !dbg !41, !tbaa !85
  store <4 x float> %317, ptr %319, align 16, !dbg !41, !tbaa !85
  %index.next238 = add nuw i64 %index235, 8, !dbg !41
  %320 = icmp eq i64 %index.next238, 256, !dbg !41
  br i1 %320, label %vector.ph241, label %vector.body234, !dbg !41, !prof !87, !llvm.loop !91

vector.ph241:                                     ; preds = %vector.body234
    #dbg_value(i64 3, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %321 = load <2 x float>, ptr %166, align 4
  %broadcast.splat243 = shufflevector <2 x float> %321, <2 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body244, !dbg !41

vector.body244:                                   ; preds = %vector.body244, %vector.ph241
  %index245 = phi i64 [ 0, %vector.ph241 ], [ %index.next248, %vector.body244 ], !dbg !41
  %322 = add nuw nsw i64 %index245, 768, !dbg !41
  %323 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %322, !dbg !41
  %324 = getelementptr inbounds nuw i8, ptr %323, i64 16, !dbg !41
  %wide.load246 = load <4 x float>, ptr %323, align 4, !dbg !41, !tbaa !60
  %wide.load247 = load <4 x float>, ptr %324, align 4, !dbg !41, !tbaa !60
  %325 = fdiv <4 x float> %wide.load246, %broadcast.splat243, !dbg !41
  %326 = fdiv <4 x float> %wide.load247, %broadcast.splat243, !dbg !41
  %327 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %322, !dbg !41
  %328 = getelementptr inbounds nuw i8, ptr %327, i64 16, !dbg !41
  store <4 x float> %325, ptr %327, align 32, !dbg !41, !tbaa !85
  store <4 x float> %326, ptr %328, align 16, !dbg !41, !tbaa !85
  %index.next248 = add nuw i64 %index245, 8, !dbg !41
  %329 = icmp eq i64 %index.next248, 256, !dbg !41
  br i1 %329, label %vector.ph251, label %vector.body244, !dbg !41, !prof !87, !llvm.loop !92

vector.ph251:                                     ; preds = %vector.body244
    #dbg_value(i64 4, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %330 = load <2 x float>, ptr %174, align 16
  %broadcast.splat253 = shufflevector <2 x float> %330, <2 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body254, !dbg !41

vector.body254:                                   ; preds = %vector.body254, %vector.ph251
  %index255 = phi i64 [ 0, %vector.ph251 ], [ %index.next258, %vector.body254 ], !dbg !41
  %331 = add nuw nsw i64 %index255, 1024, !dbg !41
  %332 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %331, !dbg !41
  %333 = getelementptr inbounds nuw i8, ptr %332, i64 16, !dbg !41
  %wide.load256 = load <4 x float>, ptr %332, align 4, !dbg !41, !tbaa !60
  %wide.load257 = load <4 x float>, ptr %333, align 4, !dbg !41, !tbaa !60
  %334 = fdiv <4 x float> %wide.load256, %broadcast.splat253, !dbg !41
  %335 = fdiv <4 x float> %wide.load257, %broadcast.splat253, !dbg !41
  %336 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %331, !dbg !41
  %337 = getelementptr inbounds nuw i8, ptr %336, i64 16, !dbg !41
  store <4 x float> %334, ptr %336, align 32, !dbg !41, !tbaa !85
  store <4 x float> %335, ptr %337, align 16, !dbg !41, !tbaa !85
  %index.next258 = add nuw i64 %index255, 8, !dbg !41
  %338 = icmp eq i64 %index.next258, 256, !dbg !41
  br i1 %338, label %vector.ph261, label %vector.body254, !dbg !41, !prof !87, !llvm.loop !93

vector.ph261:                                     ; preds = %vector.body254
    #dbg_value(i64 5, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %339 = load <2 x float>, ptr %182, align 4
  %broadcast.splat263 = shufflevector <2 x float> %339, <2 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body264, !dbg !41

vector.body264:                                   ; preds = %vector.body264, %vector.ph261
  %index265 = phi i64 [ 0, %vector.ph261 ], [ %index.next268, %vector.body264 ], !dbg !41
  %340 = add nuw nsw i64 %index265, 1280, !dbg !41
  %341 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %340, !dbg !41
  %342 = getelementptr inbounds nuw i8, ptr %341, i64 16, !dbg !41
  %wide.load266 = load <4 x float>, ptr %341, align 4, !dbg !41, !tbaa !60
  %wide.load267 = load <4 x float>, ptr %342, align 4, !dbg !41, !tbaa !60
  %343 = fdiv <4 x float> %wide.load266, %broadcast.splat263, !dbg !41
  %344 = fdiv <4 x float> %wide.load267, %broadcast.splat263, !dbg !41
  %345 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %340, !dbg !41
  %346 = getelementptr inbounds nuw i8, ptr %345, i64 16, !dbg !41
  store <4 x float> %343, ptr %345, align 32, !dbg !41, !tbaa !85
  store <4 x float> %344, ptr %346, align 16, !dbg !41, !tbaa !85
  %index.next268 = add nuw i64 %index265, 8, !dbg !41
  %347 = icmp eq i64 %index.next268, 256, !dbg !41
  br i1 %347, label %vector.ph271, label %vector.body264, !dbg !41, !prof !87, !llvm.loop !94

vector.ph271:                                     ; preds = %vector.body264
    #dbg_value(i64 6, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %348 = load <2 x float>, ptr %190, align 8
  %broadcast.splat273 = shufflevector <2 x float> %348, <2 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body274, !dbg !41

vector.body274:                                   ; preds = %vector.body274, %vector.ph271
  %index275 = phi i64 [ 0, %vector.ph271 ], [ %index.next278, %vector.body274 ], !dbg !41
  %349 = add nuw nsw i64 %index275, 1536, !dbg !41
  %350 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %349, !dbg !41
  %351 = getelementptr inbounds nuw i8, ptr %350, i64 16, !dbg !41
  %wide.load276 = load <4 x float>, ptr %350, align 4, !dbg !41, !tbaa !60
  %wide.load277 = load <4 x float>, ptr %351, align 4, !dbg !41, !tbaa !60
  %352 = fdiv <4 x float> %wide.load276, %broadcast.splat273, !dbg !41
  %353 = fdiv <4 x float> %wide.load277, %broadcast.splat273, !dbg !41
  %354 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %349, !dbg !41
  %355 = getelementptr inbounds nuw i8, ptr %354, i64 16, !dbg !41
  store <4 x float> %352, ptr %354, align 32, !dbg !41, !tbaa !85
  store <4 x float> %353, ptr %355, align 16, !dbg !41, !tbaa !85
  %index.next278 = add nuw i64 %index275, 8, !dbg !41
  %356 = icmp eq i64 %index.next278, 256, !dbg !41
  br i1 %356, label %vector.ph281, label %vector.body274, !dbg !41, !prof !87, !llvm.loop !95

vector.ph281:                                     ; preds = %vector.body274
    #dbg_value(i64 7, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %357 = load <2 x float>, ptr %198, align 4
  %broadcast.splat283 = shufflevector <2 x float> %357, <2 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body284, !dbg !41

vector.body284:                                   ; preds = %vector.body284, %vector.ph281
  %index285 = phi i64 [ 0, %vector.ph281 ], [ %index.next288, %vector.body284 ], !dbg !41
  %358 = add nuw nsw i64 %index285, 1792, !dbg !41
  %359 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %358, !dbg !41
  %360 = getelementptr inbounds nuw i8, ptr %359, i64 16, !dbg !41
  %wide.load286 = load <4 x float>, ptr %359, align 4, !dbg !41, !tbaa !60
  %wide.load287 = load <4 x float>, ptr %360, align 4, !dbg !41, !tbaa !60
  %361 = fdiv <4 x float> %wide.load286, %broadcast.splat283, !dbg !41
  %362 = fdiv <4 x float> %wide.load287, %broadcast.splat283, !dbg !41
  %363 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %358, !dbg !41
  %364 = getelementptr inbounds nuw i8, ptr %363, i64 16, !dbg !41
  store <4 x float> %361, ptr %363, align 32, !dbg !41, !tbaa !85
  store <4 x float> %362, ptr %364, align 16, !dbg !41, !tbaa !85
  %index.next288 = add nuw i64 %index285, 8, !dbg !41
  %365 = icmp eq i64 %index.next288, 256, !dbg !41
  br i1 %365, label %vector.ph291, label %vector.body284, !dbg !41, !prof !87, !llvm.loop !96

vector.ph291:                                     ; preds = %vector.body284
    #dbg_value(i64 8, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %366 = load <2 x float>, ptr %206, align 16
  %broadcast.splat293 = shufflevector <2 x float> %366, <2 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body294, !dbg !41

vector.body294:                                   ; preds = %vector.body294, %vector.ph291
  %index295 = phi i64 [ 0, %vector.ph291 ], [ %index.next298, %vector.body294 ], !dbg !41
  %367 = add nuw nsw i64 %index295, 2048, !dbg !41
  %368 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %367, !dbg !41
  %369 = getelementptr inbounds nuw i8, ptr %368, i64 16, !dbg !41
  %wide.load296 = load <4 x float>, ptr %368, align 4, !dbg !41, !tbaa !60
  %wide.load297 = load <4 x float>, ptr %369, align 4, !dbg !41, !tbaa !60
  %370 = fdiv <4 x float> %wide.load296, %broadcast.splat293, !dbg !41
  %371 = fdiv <4 x float> %wide.load297, %broadcast.splat293, !dbg !41
  %372 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %367, !dbg !41
  %373 = getelementptr inbounds nuw i8, ptr %372, i64 16, !dbg !41
  store <4 x float> %370, ptr %372, align 32, !dbg !41, !tbaa !85
  store <4 x float> %371, ptr %373, align 16, !dbg !41, !tbaa !85
  %index.next298 = add nuw i64 %index295, 8, !dbg !41
  %374 = icmp eq i64 %index.next298, 256, !dbg !41
  br i1 %374, label %vector.ph301, label %vector.body294, !dbg !41, !prof !87, !llvm.loop !97

vector.ph301:                                     ; preds = %vector.body294
    #dbg_value(i64 9, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %375 = load <2 x float>, ptr %214, align 4
  %broadcast.splat303 = shufflevector <2 x float> %375, <2 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body304, !dbg !41

vector.body304:                                   ; preds = %vector.body304, %vector.ph301
  %index305 = phi i64 [ 0, %vector.ph301 ], [ %index.next308, %vector.body304 ], !dbg !41
  %376 = add nuw nsw i64 %index305, 2304, !dbg !41
  %377 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %376, !dbg !41
  %378 = getelementptr inbounds nuw i8, ptr %377, i64 16, !dbg !41
  %wide.load306 = load <4 x float>, ptr %377, align 4, !dbg !41, !tbaa !60
  %wide.load307 = load <4 x float>, ptr %378, align 4, !dbg !41, !tbaa !60
  %379 = fdiv <4 x float> %wide.load306, %broadcast.splat303, !dbg !41
  %380 = fdiv <4 x float> %wide.load307, %broadcast.splat303, !dbg !41
  %381 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %376, !dbg !41
  %382 = getelementptr inbounds nuw i8, ptr %381, i64 16, !dbg !41
  store <4 x float> %379, ptr %381, align 32, !dbg !41, !tbaa !85
  store <4 x float> %380, ptr %382, align 16, !dbg !41, !tbaa !85
  %index.next308 = add nuw i64 %index305, 8, !dbg !41
  %383 = icmp eq i64 %index.next308, 256, !dbg !41
  br i1 %383, label %vector.ph311, label %vector.body304, !dbg !41, !prof !87, !llvm.loop !98

vector.ph311:                                     ; preds = %vector.body304
    #dbg_value(i64 10, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %384 = load <2 x float>, ptr %222, align 8
  %broadcast.splat313 = shufflevector <2 x float> %384, <2 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body314, !dbg !41

vector.body314:                                   ; preds = %vector.body314, %vector.ph311
  %index315 = phi i64 [ 0, %vector.ph311 ], [ %index.next318, %vector.body314 ], !dbg !41
  %385 = add nuw nsw i64 %index315, 2560, !dbg !41
  %386 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %385, !dbg !41
  %387 = getelementptr inbounds nuw i8, ptr %386, i64 16, !dbg !41
  %wide.load316 = load <4 x float>, ptr %386, align 4, !dbg !41, !tbaa !60
  %wide.load317 = load <4 x float>, ptr %387, align 4, !dbg !41, !tbaa !60
  %388 = fdiv <4 x float> %wide.load316, %broadcast.splat313, !dbg !41
  %389 = fdiv <4 x float> %wide.load317, %broadcast.splat313, !dbg !41
  %390 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %385, !dbg !41
  %391 = getelementptr inbounds nuw i8, ptr %390, i64 16, !dbg !41
  store <4 x float> %388, ptr %390, align 32, !dbg !41, !tbaa !85
  store <4 x float> %389, ptr %391, align 16, !dbg !41, !tbaa !85
  %index.next318 = add nuw i64 %index315, 8, !dbg !41
  %392 = icmp eq i64 %index.next318, 256, !dbg !41
  br i1 %392, label %vector.ph321, label %vector.body314, !dbg !41, !prof !87, !llvm.loop !99

vector.ph321:                                     ; preds = %vector.body314
    #dbg_value(i64 11, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %393 = load <2 x float>, ptr %230, align 4
  %broadcast.splat323 = shufflevector <2 x float> %393, <2 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body324, !dbg !41

vector.body324:                                   ; preds = %vector.body324, %vector.ph321
  %index325 = phi i64 [ 0, %vector.ph321 ], [ %index.next328, %vector.body324 ], !dbg !41
  %394 = add nuw nsw i64 %index325, 2816, !dbg !41
  %395 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %394, !dbg !41
  %396 = getelementptr inbounds nuw i8, ptr %395, i64 16, !dbg !41
  %wide.load326 = load <4 x float>, ptr %395, align 4, !dbg !41, !tbaa !60
  %wide.load327 = load <4 x float>, ptr %396, align 4, !dbg !41, !tbaa !60
  %397 = fdiv <4 x float> %wide.load326, %broadcast.splat323, !dbg !41
  %398 = fdiv <4 x float> %wide.load327, %broadcast.splat323, !dbg !41
  %399 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %394, !dbg !41
  %400 = getelementptr inbounds nuw i8, ptr %399, i64 16, !dbg !41
  store <4 x float> %397, ptr %399, align 32, !dbg !41, !tbaa !85
  store <4 x float> %398, ptr %400, align 16, !dbg !41, !tbaa !85
  %index.next328 = add nuw i64 %index325, 8, !dbg !41
  %401 = icmp eq i64 %index.next328, 256, !dbg !41
  br i1 %401, label %vector.ph331, label %vector.body324, !dbg !41, !prof !87, !llvm.loop !100

vector.ph331:                                     ; preds = %vector.body324
    #dbg_value(i64 12, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %402 = load <2 x float>, ptr %238, align 16
  %broadcast.splat333 = shufflevector <2 x float> %402, <2 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body334, !dbg !41

vector.body334:                                   ; preds = %vector.body334, %vector.ph331
  %index335 = phi i64 [ 0, %vector.ph331 ], [ %index.next338, %vector.body334 ], !dbg !41
  %403 = add nuw nsw i64 %index335, 3072, !dbg !41
  %404 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %403, !dbg !41
  %405 = getelementptr inbounds nuw i8, ptr %404, i64 16, !dbg !41
  %wide.load336 = load <4 x float>, ptr %404, align 4, !dbg !41, !tbaa !60
  %wide.load337 = load <4 x float>, ptr %405, align 4, !dbg !41, !tbaa !60
  %406 = fdiv <4 x float> %wide.load336, %broadcast.splat333, !dbg !41
  %407 = fdiv <4 x float> %wide.load337, %broadcast.splat333, !dbg !41
  %408 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %403, !dbg !41
  %409 = getelementptr inbounds nuw i8, ptr %408, i64 16, !dbg !41
  store <4 x float> %406, ptr %408, align 32, !dbg !41, !tbaa !85
  store <4 x float> %407, ptr %409, align 16, !dbg !41, !tbaa !85
  %index.next338 = add nuw i64 %index335, 8, !dbg !41
  %410 = icmp eq i64 %index.next338, 256, !dbg !41
  br i1 %410, label %vector.ph341, label %vector.body334, !dbg !41, !prof !87, !llvm.loop !101

vector.ph341:                                     ; preds = %vector.body334
    #dbg_value(i64 13, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %411 = load <2 x float>, ptr %246, align 4
  %broadcast.splat343 = shufflevector <2 x float> %411, <2 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body344, !dbg !41

vector.body344:                                   ; preds = %vector.body344, %vector.ph341
  %index345 = phi i64 [ 0, %vector.ph341 ], [ %index.next348, %vector.body344 ], !dbg !41
  %412 = add nuw nsw i64 %index345, 3328, !dbg !41
  %413 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %412, !dbg !41
  %414 = getelementptr inbounds nuw i8, ptr %413, i64 16, !dbg !41
  %wide.load346 = load <4 x float>, ptr %413, align 4, !dbg !41, !tbaa !60
  %wide.load347 = load <4 x float>, ptr %414, align 4, !dbg !41, !tbaa !60
  %415 = fdiv <4 x float> %wide.load346, %broadcast.splat343, !dbg !41
  %416 = fdiv <4 x float> %wide.load347, %broadcast.splat343, !dbg !41
  %417 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %412, !dbg !41
  %418 = getelementptr inbounds nuw i8, ptr %417, i64 16, !dbg !41
  store <4 x float> %415, ptr %417, align 32, !dbg !41, !tbaa !85
  store <4 x float> %416, ptr %418, align 16, !dbg !41, !tbaa !85
  %index.next348 = add nuw i64 %index345, 8, !dbg !41
  %419 = icmp eq i64 %index.next348, 256, !dbg !41
  br i1 %419, label %vector.ph351, label %vector.body344, !dbg !41, !prof !87, !llvm.loop !102

vector.ph351:                                     ; preds = %vector.body344
    #dbg_value(i64 14, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %420 = load <2 x float>, ptr %254, align 8
  %broadcast.splat353 = shufflevector <2 x float> %420, <2 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body354, !dbg !41

vector.body354:                                   ; preds = %vector.body354, %vector.ph351
  %index355 = phi i64 [ 0, %vector.ph351 ], [ %index.next358, %vector.body354 ], !dbg !41
  %421 = add nuw nsw i64 %index355, 3584, !dbg !41
  %422 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %421, !dbg !41
  %423 = getelementptr inbounds nuw i8, ptr %422, i64 16, !dbg !41
  %wide.load356 = load <4 x float>, ptr %422, align 4, !dbg !41, !tbaa !60
  %wide.load357 = load <4 x float>, ptr %423, align 4, !dbg !41, !tbaa !60
  %424 = fdiv <4 x float> %wide.load356, %broadcast.splat353, !dbg !41
  %425 = fdiv <4 x float> %wide.load357, %broadcast.splat353, !dbg !41
  %426 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %421, !dbg !41
  %427 = getelementptr inbounds nuw i8, ptr %426, i64 16, !dbg !41
  store <4 x float> %424, ptr %426, align 32, !dbg !41, !tbaa !85
  store <4 x float> %425, ptr %427, align 16, !dbg !41, !tbaa !85
  %index.next358 = add nuw i64 %index355, 8, !dbg !41
  %428 = icmp eq i64 %index.next358, 256, !dbg !41
  br i1 %428, label %vector.ph361, label %vector.body354, !dbg !41, !prof !87, !llvm.loop !103

vector.ph361:                                     ; preds = %vector.body354
    #dbg_value(i64 15, !49, !DIExpression(), !41)
    #dbg_value(i32 0, !59, !DIExpression(), !41)
  %429 = load float, ptr %262, align 4, !tbaa !57
  %broadcast.splatinsert362 = insertelement <4 x float> poison, float %429, i64 0
  %broadcast.splat363 = shufflevector <4 x float> %broadcast.splatinsert362, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body364, !dbg !41

vector.body364:                                   ; preds = %vector.body364, %vector.ph361
  %index365 = phi i64 [ 0, %vector.ph361 ], [ %index.next368, %vector.body364 ], !dbg !41
  %430 = add nuw nsw i64 %index365, 3840, !dbg !41
  %431 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %430, !dbg !41
  %432 = getelementptr inbounds nuw i8, ptr %431, i64 16, !dbg !41
  %wide.load366 = load <4 x float>, ptr %431, align 4, !dbg !41, !tbaa !60
  %wide.load367 = load <4 x float>, ptr %432, align 4, !dbg !41, !tbaa !60
  %433 = fdiv <4 x float> %wide.load366, %broadcast.splat363, !dbg !41
  %434 = fdiv <4 x float> %wide.load367, %broadcast.splat363, !dbg !41
  %435 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %430, !dbg !41
  %436 = getelementptr inbounds nuw i8, ptr %435, i64 16, !dbg !41
  store <4 x float> %433, ptr %435, align 32, !dbg !41, !tbaa !85
  store <4 x float> %434, ptr %436, align 16, !dbg !41, !tbaa !85
  %index.next368 = add nuw i64 %index365, 8, !dbg !41
  %437 = icmp eq i64 %index.next368, 256, !dbg !41
  br i1 %437, label %for_end_i127.15, label %vector.body364, !dbg !41, !prof !87, !llvm.loop !104

for_end_i127.15:                                  ; preds = %vector.body364
    #dbg_value(i64 16, !49, !DIExpression(), !41)
  %438 = load ptr, ptr @__TVMBackendFreeWorkspace, align 8, !dbg !41, !tbaa !43
  %439 = tail call i32 %438(i32 1, i32 %dev_id, ptr nonnull %T_softmax_exp), !dbg !41
  %.not = icmp ne i32 %439, 0, !dbg !41
  %. = sext i1 %.not to i32, !dbg !41
  br label %common.ret, !dbg !41
}

define weak dllexport i32 @__tvm_ffi_main(ptr %0, ptr %1, i32 %2, ptr %3) local_unnamed_addr {
entry:
  %4 = tail call i32 @__tvm_ffi_softmax(ptr poison, ptr %1, i32 %2, ptr poison), !dbg !15
  ret i32 %4, !dbg !15
}

; Function Attrs: nofree nosync nounwind memory(none)
define weak dso_local i16 @__truncsfhf2(float %a0) local_unnamed_addr #4 section ".text.tvm.fp16.conv" {
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
define weak dso_local float @__extendhfsf2(i16 %a0) local_unnamed_addr #4 section ".text.tvm.fp16.conv" {
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
declare float @llvm.fabs.f32(float) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.exp.v4f32(<4 x float>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>) #7

attributes #0 = { "target-cpu"="generic" }
attributes #1 = { noinline }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { noinline "target-cpu"="generic" }
attributes #4 = { nofree nosync nounwind memory(none) "target-cpu"="generic" "target-features" }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "TVM", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "IRModule.CodeGenLLVM", directory: ".")
!2 = !{i32 2, !"tvm_target", !"{\22kind\22:\22llvm\22,\22mtriple\22:\22aarch64-linux-gnu\22}"}
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
!52 = !{!"0x55a0b9f5d970", !45, i64 0}
!53 = !{!"branch_weights", i32 1, i32 1048575}
!54 = distinct !{!54, !55, !56}
!55 = !{!"llvm.loop.peeled.count", i32 1}
!56 = !{!"llvm.loop.estimated_trip_count", i32 1048575}
!57 = !{!58, !58, i64 0}
!58 = !{!"0x55a0b9edd960", !45, i64 0}
!59 = !DILocalVariable(name: "i1", scope: !34, file: !1, type: !8)
!60 = !{!61, !61, i64 0}
!61 = !{!"0x55a0ba4e4e00", !45, i64 0}
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
!82 = !{!"branch_weights", i32 1, i32 131070}
!83 = distinct !{!83, !55, !64, !65, !84}
!84 = !{!"llvm.loop.estimated_trip_count", i32 131071}
!85 = !{!86, !86, i64 0}
!86 = !{!"0x55a0ba5413e0", !45, i64 0}
!87 = !{!"branch_weights", i32 1, i32 131071}
!88 = distinct !{!88, !64, !65, !89}
!89 = !{!"llvm.loop.estimated_trip_count", i32 131072}
!90 = distinct !{!90, !64, !65, !89}
!91 = distinct !{!91, !64, !65, !89}
!92 = distinct !{!92, !64, !65, !89}
!93 = distinct !{!93, !64, !65, !89}
!94 = distinct !{!94, !64, !65, !89}
!95 = distinct !{!95, !64, !65, !89}
!96 = distinct !{!96, !64, !65, !89}
!97 = distinct !{!97, !64, !65, !89}
!98 = distinct !{!98, !64, !65, !89}
!99 = distinct !{!99, !64, !65, !89}
!100 = distinct !{!100, !64, !65, !89}
!101 = distinct !{!101, !64, !65, !89}
!102 = distinct !{!102, !64, !65, !89}
!103 = distinct !{!103, !64, !65, !89}
!104 = distinct !{!104, !64, !65, !89}
