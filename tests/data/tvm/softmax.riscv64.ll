; ModuleID = 'TVMMod'
source_filename = "TVMMod"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-linux-gnu"

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
  %0 = load ptr, ptr @__TVMBackendAllocWorkspace, align 8, !dbg !41, !tbaa !42
  %T_softmax_exp = tail call ptr %0(i32 1, i32 %dev_id, i64 16384, i32 2, i32 32), !dbg !41
    #dbg_declare(ptr %T_softmax_exp, !45, !DIExpression(), !41)
  %1 = icmp eq ptr %T_softmax_exp, null, !dbg !41
  br i1 %1, label %common.ret, label %if_end, !dbg !41, !prof !16

common.ret:                                       ; preds = %for_end_i127.15, %entry
  %common.ret.op = phi i32 [ -1, %entry ], [ %., %for_end_i127.15 ]
  ret i32 %common.ret.op, !dbg !41

if_end:                                           ; preds = %entry
    #dbg_declare(ptr %X, !46, !DIExpression(), !41)
  call void @llvm.assume(i1 true) [ "align"(ptr %X, i64 64) ], !dbg !41
    #dbg_declare(ptr %T_softmax_norm, !47, !DIExpression(), !41)
  call void @llvm.assume(i1 true) [ "align"(ptr %T_softmax_norm, i64 64) ], !dbg !41
    #dbg_value(i32 0, !48, !DIExpression(), !41)
    #dbg_value(i64 0, !48, !DIExpression(), !41)
    #dbg_value(i32 0, !49, !DIExpression(), !41)
    #dbg_value(i64 1, !49, !DIExpression(), !41)
  %2 = load float, ptr %X, align 64, !dbg !41, !tbaa !50
  %3 = fcmp olt float %2, 0xC7EFFFFFE0000000, !dbg !41
  %4 = select i1 %3, float 0xC7EFFFFFE0000000, float %2, !dbg !41
  br label %for_body_k, !dbg !41

for_body_k:                                       ; preds = %if_end, %for_body_k
  %indvars.iv = phi i64 [ 1, %if_end ], [ %indvars.iv.next, %for_body_k ]
  %5 = phi float [ %4, %if_end ], [ %8, %for_body_k ]
    #dbg_value(i64 %indvars.iv, !49, !DIExpression(), !41)
  %gep = getelementptr inbounds nuw float, ptr %X, i64 %indvars.iv, !dbg !41
  %6 = load float, ptr %gep, align 4, !dbg !41, !tbaa !50
  %7 = fcmp ogt float %5, %6, !dbg !41
  %8 = select i1 %7, float %5, float %6, !dbg !41
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next, !49, !DIExpression(), !41)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 256, !dbg !41
  br i1 %exitcond.not, label %for_end_k, label %for_body_k, !dbg !41, !prof !52, !llvm.loop !53

for_end_k:                                        ; preds = %for_body_k
    #dbg_value(float %8, !56, !DIExpression(), !41)
    #dbg_value(i64 1, !48, !DIExpression(), !41)
    #dbg_value(i32 0, !49, !DIExpression(), !41)
    #dbg_value(i64 1, !49, !DIExpression(), !41)
  %9 = getelementptr inbounds nuw i8, ptr %X, i64 1024, !dbg !41
  %10 = load float, ptr %9, align 64, !dbg !41, !tbaa !50
  %11 = fcmp olt float %10, 0xC7EFFFFFE0000000, !dbg !41
  %12 = select i1 %11, float 0xC7EFFFFFE0000000, float %10, !dbg !41
  %invariant.gep.1 = getelementptr inbounds nuw i8, ptr %X, i64 1024, !dbg !41
  br label %for_body_k.1, !dbg !41

for_body_k.1:                                     ; preds = %for_body_k.1, %for_end_k
  %indvars.iv.1 = phi i64 [ 1, %for_end_k ], [ %indvars.iv.next.1, %for_body_k.1 ]
  %13 = phi float [ %12, %for_end_k ], [ %16, %for_body_k.1 ]
    #dbg_value(i64 %indvars.iv.1, !49, !DIExpression(), !41)
  %gep.1 = getelementptr inbounds nuw float, ptr %invariant.gep.1, i64 %indvars.iv.1, !dbg !41
  %14 = load float, ptr %gep.1, align 4, !dbg !41, !tbaa !50
  %15 = fcmp ogt float %13, %14, !dbg !41
  %16 = select i1 %15, float %13, float %14, !dbg !41
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv.1, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next.1, !49, !DIExpression(), !41)
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, 256, !dbg !41
  br i1 %exitcond.not.1, label %for_end_k.1, label %for_body_k.1, !dbg !41, !prof !52, !llvm.loop !53

for_end_k.1:                                      ; preds = %for_body_k.1
    #dbg_value(i64 2, !48, !DIExpression(), !41)
    #dbg_value(i32 0, !49, !DIExpression(), !41)
    #dbg_value(i64 1, !49, !DIExpression(), !41)
  %17 = getelementptr inbounds nuw i8, ptr %X, i64 2048, !dbg !41
  %18 = load float, ptr %17, align 64, !dbg !41, !tbaa !50
  %19 = fcmp olt float %18, 0xC7EFFFFFE0000000, !dbg !41
  %20 = select i1 %19, float 0xC7EFFFFFE0000000, float %18, !dbg !41
  %invariant.gep.2 = getelementptr inbounds nuw i8, ptr %X, i64 2048, !dbg !41
  br label %for_body_k.2, !dbg !41

for_body_k.2:                                     ; preds = %for_body_k.2, %for_end_k.1
  %indvars.iv.2 = phi i64 [ 1, %for_end_k.1 ], [ %indvars.iv.next.2, %for_body_k.2 ]
  %21 = phi float [ %20, %for_end_k.1 ], [ %24, %for_body_k.2 ]
    #dbg_value(i64 %indvars.iv.2, !49, !DIExpression(), !41)
  %gep.2 = getelementptr inbounds nuw float, ptr %invariant.gep.2, i64 %indvars.iv.2, !dbg !41
  %22 = load float, ptr %gep.2, align 4, !dbg !41, !tbaa !50
  %23 = fcmp ogt float %21, %22, !dbg !41
  %24 = select i1 %23, float %21, float %22, !dbg !41
  %indvars.iv.next.2 = add nuw nsw i64 %indvars.iv.2, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next.2, !49, !DIExpression(), !41)
  %exitcond.not.2 = icmp eq i64 %indvars.iv.next.2, 256, !dbg !41
  br i1 %exitcond.not.2, label %for_end_k.2, label %for_body_k.2, !dbg !41, !prof !52, !llvm.loop !53

for_end_k.2:                                      ; preds = %for_body_k.2
    #dbg_value(i64 3, !48, !DIExpression(), !41)
    #dbg_value(i32 0, !49, !DIExpression(), !41)
    #dbg_value(i64 1, !49, !DIExpression(), !41)
  %25 = getelementptr inbounds nuw i8, ptr %X, i64 3072, !dbg !41
  %26 = load float, ptr %25, align 64, !dbg !41, !tbaa !50
  %27 = fcmp olt float %26, 0xC7EFFFFFE0000000, !dbg !41
  %28 = select i1 %27, float 0xC7EFFFFFE0000000, float %26, !dbg !41
  %invariant.gep.3 = getelementptr inbounds nuw i8, ptr %X, i64 3072, !dbg !41
  br label %for_body_k.3, !dbg !41

for_body_k.3:                                     ; preds = %for_body_k.3, %for_end_k.2
  %indvars.iv.3 = phi i64 [ 1, %for_end_k.2 ], [ %indvars.iv.next.3, %for_body_k.3 ]
  %29 = phi float [ %28, %for_end_k.2 ], [ %32, %for_body_k.3 ]
    #dbg_value(i64 %indvars.iv.3, !49, !DIExpression(), !41)
  %gep.3 = getelementptr inbounds nuw float, ptr %invariant.gep.3, i64 %indvars.iv.3, !dbg !41
  %30 = load float, ptr %gep.3, align 4, !dbg !41, !tbaa !50
  %31 = fcmp ogt float %29, %30, !dbg !41
  %32 = select i1 %31, float %29, float %30, !dbg !41
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv.3, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next.3, !49, !DIExpression(), !41)
  %exitcond.not.3 = icmp eq i64 %indvars.iv.next.3, 256, !dbg !41
  br i1 %exitcond.not.3, label %for_end_k.3, label %for_body_k.3, !dbg !41, !prof !52, !llvm.loop !53

for_end_k.3:                                      ; preds = %for_body_k.3
    #dbg_value(i64 4, !48, !DIExpression(), !41)
    #dbg_value(i32 0, !49, !DIExpression(), !41)
    #dbg_value(i64 1, !49, !DIExpression(), !41)
  %33 = getelementptr inbounds nuw i8, ptr %X, i64 4096, !dbg !41
  %34 = load float, ptr %33, align 64, !dbg !41, !tbaa !50
  %35 = fcmp olt float %34, 0xC7EFFFFFE0000000, !dbg !41
  %36 = select i1 %35, float 0xC7EFFFFFE0000000, float %34, !dbg !41
  %invariant.gep.4 = getelementptr inbounds nuw i8, ptr %X, i64 4096, !dbg !41
  br label %for_body_k.4, !dbg !41

for_body_k.4:                                     ; preds = %for_body_k.4, %for_end_k.3
  %indvars.iv.4 = phi i64 [ 1, %for_end_k.3 ], [ %indvars.iv.next.4, %for_body_k.4 ]
  %37 = phi float [ %36, %for_end_k.3 ], [ %40, %for_body_k.4 ]
    #dbg_value(i64 %indvars.iv.4, !49, !DIExpression(), !41)
  %gep.4 = getelementptr inbounds nuw float, ptr %invariant.gep.4, i64 %indvars.iv.4, !dbg !41
  %38 = load float, ptr %gep.4, align 4, !dbg !41, !tbaa !50
  %39 = fcmp ogt float %37, %38, !dbg !41
  %40 = select i1 %39, float %37, float %38, !dbg !41
  %indvars.iv.next.4 = add nuw nsw i64 %indvars.iv.4, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next.4, !49, !DIExpression(), !41)
  %exitcond.not.4 = icmp eq i64 %indvars.iv.next.4, 256, !dbg !41
  br i1 %exitcond.not.4, label %for_end_k.4, label %for_body_k.4, !dbg !41, !prof !52, !llvm.loop !53

for_end_k.4:                                      ; preds = %for_body_k.4
    #dbg_value(i64 5, !48, !DIExpression(), !41)
    #dbg_value(i32 0, !49, !DIExpression(), !41)
    #dbg_value(i64 1, !49, !DIExpression(), !41)
  %41 = getelementptr inbounds nuw i8, ptr %X, i64 5120, !dbg !41
  %42 = load float, ptr %41, align 64, !dbg !41, !tbaa !50
  %43 = fcmp olt float %42, 0xC7EFFFFFE0000000, !dbg !41
  %44 = select i1 %43, float 0xC7EFFFFFE0000000, float %42, !dbg !41
  %invariant.gep.5 = getelementptr inbounds nuw i8, ptr %X, i64 5120, !dbg !41
  br label %for_body_k.5, !dbg !41

for_body_k.5:                                     ; preds = %for_body_k.5, %for_end_k.4
  %indvars.iv.5 = phi i64 [ 1, %for_end_k.4 ], [ %indvars.iv.next.5, %for_body_k.5 ]
  %45 = phi float [ %44, %for_end_k.4 ], [ %48, %for_body_k.5 ]
    #dbg_value(i64 %indvars.iv.5, !49, !DIExpression(), !41)
  %gep.5 = getelementptr inbounds nuw float, ptr %invariant.gep.5, i64 %indvars.iv.5, !dbg !41
  %46 = load float, ptr %gep.5, align 4, !dbg !41, !tbaa !50
  %47 = fcmp ogt float %45, %46, !dbg !41
  %48 = select i1 %47, float %45, float %46, !dbg !41
  %indvars.iv.next.5 = add nuw nsw i64 %indvars.iv.5, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next.5, !49, !DIExpression(), !41)
  %exitcond.not.5 = icmp eq i64 %indvars.iv.next.5, 256, !dbg !41
  br i1 %exitcond.not.5, label %for_end_k.5, label %for_body_k.5, !dbg !41, !prof !52, !llvm.loop !53

for_end_k.5:                                      ; preds = %for_body_k.5
    #dbg_value(i64 6, !48, !DIExpression(), !41)
    #dbg_value(i32 0, !49, !DIExpression(), !41)
    #dbg_value(i64 1, !49, !DIExpression(), !41)
  %49 = getelementptr inbounds nuw i8, ptr %X, i64 6144, !dbg !41
  %50 = load float, ptr %49, align 64, !dbg !41, !tbaa !50
  %51 = fcmp olt float %50, 0xC7EFFFFFE0000000, !dbg !41
  %52 = select i1 %51, float 0xC7EFFFFFE0000000, float %50, !dbg !41
  %invariant.gep.6 = getelementptr inbounds nuw i8, ptr %X, i64 6144, !dbg !41
  br label %for_body_k.6, !dbg !41

for_body_k.6:                                     ; preds = %for_body_k.6, %for_end_k.5
  %indvars.iv.6 = phi i64 [ 1, %for_end_k.5 ], [ %indvars.iv.next.6, %for_body_k.6 ]
  %53 = phi float [ %52, %for_end_k.5 ], [ %56, %for_body_k.6 ]
    #dbg_value(i64 %indvars.iv.6, !49, !DIExpression(), !41)
  %gep.6 = getelementptr inbounds nuw float, ptr %invariant.gep.6, i64 %indvars.iv.6, !dbg !41
  %54 = load float, ptr %gep.6, align 4, !dbg !41, !tbaa !50
  %55 = fcmp ogt float %53, %54, !dbg !41
  %56 = select i1 %55, float %53, float %54, !dbg !41
  %indvars.iv.next.6 = add nuw nsw i64 %indvars.iv.6, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next.6, !49, !DIExpression(), !41)
  %exitcond.not.6 = icmp eq i64 %indvars.iv.next.6, 256, !dbg !41
  br i1 %exitcond.not.6, label %for_end_k.6, label %for_body_k.6, !dbg !41, !prof !52, !llvm.loop !53

for_end_k.6:                                      ; preds = %for_body_k.6
    #dbg_value(i64 7, !48, !DIExpression(), !41)
    #dbg_value(i32 0, !49, !DIExpression(), !41)
    #dbg_value(i64 1, !49, !DIExpression(), !41)
  %57 = getelementptr inbounds nuw i8, ptr %X, i64 7168, !dbg !41
  %58 = load float, ptr %57, align 64, !dbg !41, !tbaa !50
  %59 = fcmp olt float %58, 0xC7EFFFFFE0000000, !dbg !41
  %60 = select i1 %59, float 0xC7EFFFFFE0000000, float %58, !dbg !41
  %invariant.gep.7 = getelementptr inbounds nuw i8, ptr %X, i64 7168, !dbg !41
  br label %for_body_k.7, !dbg !41

for_body_k.7:                                     ; preds = %for_body_k.7, %for_end_k.6
  %indvars.iv.7 = phi i64 [ 1, %for_end_k.6 ], [ %indvars.iv.next.7, %for_body_k.7 ]
  %61 = phi float [ %60, %for_end_k.6 ], [ %64, %for_body_k.7 ]
    #dbg_value(i64 %indvars.iv.7, !49, !DIExpression(), !41)
  %gep.7 = getelementptr inbounds nuw float, ptr %invariant.gep.7, i64 %indvars.iv.7, !dbg !41
  %62 = load float, ptr %gep.7, align 4, !dbg !41, !tbaa !50
  %63 = fcmp ogt float %61, %62, !dbg !41
  %64 = select i1 %63, float %61, float %62, !dbg !41
  %indvars.iv.next.7 = add nuw nsw i64 %indvars.iv.7, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next.7, !49, !DIExpression(), !41)
  %exitcond.not.7 = icmp eq i64 %indvars.iv.next.7, 256, !dbg !41
  br i1 %exitcond.not.7, label %for_end_k.7, label %for_body_k.7, !dbg !41, !prof !52, !llvm.loop !53

for_end_k.7:                                      ; preds = %for_body_k.7
    #dbg_value(i64 8, !48, !DIExpression(), !41)
    #dbg_value(i32 0, !49, !DIExpression(), !41)
    #dbg_value(i64 1, !49, !DIExpression(), !41)
  %65 = getelementptr inbounds nuw i8, ptr %X, i64 8192, !dbg !41
  %66 = load float, ptr %65, align 64, !dbg !41, !tbaa !50
  %67 = fcmp olt float %66, 0xC7EFFFFFE0000000, !dbg !41
  %68 = select i1 %67, float 0xC7EFFFFFE0000000, float %66, !dbg !41
  %invariant.gep.8 = getelementptr inbounds nuw i8, ptr %X, i64 8192, !dbg !41
  br label %for_body_k.8, !dbg !41

for_body_k.8:                                     ; preds = %for_body_k.8, %for_end_k.7
  %indvars.iv.8 = phi i64 [ 1, %for_end_k.7 ], [ %indvars.iv.next.8, %for_body_k.8 ]
  %69 = phi float [ %68, %for_end_k.7 ], [ %72, %for_body_k.8 ]
    #dbg_value(i64 %indvars.iv.8, !49, !DIExpression(), !41)
  %gep.8 = getelementptr inbounds nuw float, ptr %invariant.gep.8, i64 %indvars.iv.8, !dbg !41
  %70 = load float, ptr %gep.8, align 4, !dbg !41, !tbaa !50
  %71 = fcmp ogt float %69, %70, !dbg !41
  %72 = select i1 %71, float %69, float %70, !dbg !41
  %indvars.iv.next.8 = add nuw nsw i64 %indvars.iv.8, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next.8, !49, !DIExpression(), !41)
  %exitcond.not.8 = icmp eq i64 %indvars.iv.next.8, 256, !dbg !41
  br i1 %exitcond.not.8, label %for_end_k.8, label %for_body_k.8, !dbg !41, !prof !52, !llvm.loop !53

for_end_k.8:                                      ; preds = %for_body_k.8
    #dbg_value(i64 9, !48, !DIExpression(), !41)
    #dbg_value(i32 0, !49, !DIExpression(), !41)
    #dbg_value(i64 1, !49, !DIExpression(), !41)
  %73 = getelementptr inbounds nuw i8, ptr %X, i64 9216, !dbg !41
  %74 = load float, ptr %73, align 64, !dbg !41, !tbaa !50
  %75 = fcmp olt float %74, 0xC7EFFFFFE0000000, !dbg !41
  %76 = select i1 %75, float 0xC7EFFFFFE0000000, float %74, !dbg !41
  %invariant.gep.9 = getelementptr inbounds nuw i8, ptr %X, i64 9216, !dbg !41
  br label %for_body_k.9, !dbg !41

for_body_k.9:                                     ; preds = %for_body_k.9, %for_end_k.8
  %indvars.iv.9 = phi i64 [ 1, %for_end_k.8 ], [ %indvars.iv.next.9, %for_body_k.9 ]
  %77 = phi float [ %76, %for_end_k.8 ], [ %80, %for_body_k.9 ]
    #dbg_value(i64 %indvars.iv.9, !49, !DIExpression(), !41)
  %gep.9 = getelementptr inbounds nuw float, ptr %invariant.gep.9, i64 %indvars.iv.9, !dbg !41
  %78 = load float, ptr %gep.9, align 4, !dbg !41, !tbaa !50
  %79 = fcmp ogt float %77, %78, !dbg !41
  %80 = select i1 %79, float %77, float %78, !dbg !41
  %indvars.iv.next.9 = add nuw nsw i64 %indvars.iv.9, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next.9, !49, !DIExpression(), !41)
  %exitcond.not.9 = icmp eq i64 %indvars.iv.next.9, 256, !dbg !41
  br i1 %exitcond.not.9, label %for_end_k.9, label %for_body_k.9, !dbg !41, !prof !52, !llvm.loop !53

for_end_k.9:                                      ; preds = %for_body_k.9
    #dbg_value(i64 10, !48, !DIExpression(), !41)
    #dbg_value(i32 0, !49, !DIExpression(), !41)
    #dbg_value(i64 1, !49, !DIExpression(), !41)
  %81 = getelementptr inbounds nuw i8, ptr %X, i64 10240, !dbg !41
  %82 = load float, ptr %81, align 64, !dbg !41, !tbaa !50
  %83 = fcmp olt float %82, 0xC7EFFFFFE0000000, !dbg !41
  %84 = select i1 %83, float 0xC7EFFFFFE0000000, float %82, !dbg !41
  %invariant.gep.10 = getelementptr inbounds nuw i8, ptr %X, i64 10240, !dbg !41
  br label %for_body_k.10, !dbg !41

for_body_k.10:                                    ; preds = %for_body_k.10, %for_end_k.9
  %indvars.iv.10 = phi i64 [ 1, %for_end_k.9 ], [ %indvars.iv.next.10, %for_body_k.10 ]
  %85 = phi float [ %84, %for_end_k.9 ], [ %88, %for_body_k.10 ]
    #dbg_value(i64 %indvars.iv.10, !49, !DIExpression(), !41)
  %gep.10 = getelementptr inbounds nuw float, ptr %invariant.gep.10, i64 %indvars.iv.10, !dbg !41
  %86 = load float, ptr %gep.10, align 4, !dbg !41, !tbaa !50
  %87 = fcmp ogt float %85, %86, !dbg !41
  %88 = select i1 %87, float %85, float %86, !dbg !41
  %indvars.iv.next.10 = add nuw nsw i64 %indvars.iv.10, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next.10, !49, !DIExpression(), !41)
  %exitcond.not.10 = icmp eq i64 %indvars.iv.next.10, 256, !dbg !41
  br i1 %exitcond.not.10, label %for_end_k.10, label %for_body_k.10, !dbg !41, !prof !52, !llvm.loop !53

for_end_k.10:                                     ; preds = %for_body_k.10
    #dbg_value(i64 11, !48, !DIExpression(), !41)
    #dbg_value(i32 0, !49, !DIExpression(), !41)
    #dbg_value(i64 1, !49, !DIExpression(), !41)
  %89 = getelementptr inbounds nuw i8, ptr %X, i64 11264, !dbg !41
  %90 = load float, ptr %89, align 64, !dbg !41, !tbaa !50
  %91 = fcmp olt float %90, 0xC7EFFFFFE0000000, !dbg !41
  %92 = select i1 %91, float 0xC7EFFFFFE0000000, float %90, !dbg !41
  %invariant.gep.11 = getelementptr inbounds nuw i8, ptr %X, i64 11264, !dbg !41
  br label %for_body_k.11, !dbg !41

for_body_k.11:                                    ; preds = %for_body_k.11, %for_end_k.10
  %indvars.iv.11 = phi i64 [ 1, %for_end_k.10 ], [ %indvars.iv.next.11, %for_body_k.11 ]
  %93 = phi float [ %92, %for_end_k.10 ], [ %96, %for_body_k.11 ]
    #dbg_value(i64 %indvars.iv.11, !49, !DIExpression(), !41)
  %gep.11 = getelementptr inbounds nuw float, ptr %invariant.gep.11, i64 %indvars.iv.11, !dbg !41
  %94 = load float, ptr %gep.11, align 4, !dbg !41, !tbaa !50
  %95 = fcmp ogt float %93, %94, !dbg !41
  %96 = select i1 %95, float %93, float %94, !dbg !41
  %indvars.iv.next.11 = add nuw nsw i64 %indvars.iv.11, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next.11, !49, !DIExpression(), !41)
  %exitcond.not.11 = icmp eq i64 %indvars.iv.next.11, 256, !dbg !41
  br i1 %exitcond.not.11, label %for_end_k.11, label %for_body_k.11, !dbg !41, !prof !52, !llvm.loop !53

for_end_k.11:                                     ; preds = %for_body_k.11
    #dbg_value(i64 12, !48, !DIExpression(), !41)
    #dbg_value(i32 0, !49, !DIExpression(), !41)
    #dbg_value(i64 1, !49, !DIExpression(), !41)
  %97 = getelementptr inbounds nuw i8, ptr %X, i64 12288, !dbg !41
  %98 = load float, ptr %97, align 64, !dbg !41, !tbaa !50
  %99 = fcmp olt float %98, 0xC7EFFFFFE0000000, !dbg !41
  %100 = select i1 %99, float 0xC7EFFFFFE0000000, float %98, !dbg !41
  %invariant.gep.12 = getelementptr inbounds nuw i8, ptr %X, i64 12288, !dbg !41
  br label %for_body_k.12, !dbg !41

for_body_k.12:                                    ; preds = %for_body_k.12, %for_end_k.11
  %indvars.iv.12 = phi i64 [ 1, %for_end_k.11 ], [ %indvars.iv.next.12, %for_body_k.12 ]
  %101 = phi float [ %100, %for_end_k.11 ], [ %104, %for_body_k.12 ]
    #dbg_value(i64 %indvars.iv.12, !49, !DIExpression(), !41)
  %gep.12 = getelementptr inbounds nuw float, ptr %invariant.gep.12, i64 %indvars.iv.12, !dbg !41
  %102 = load float, ptr %gep.12, align 4, !dbg !41, !tbaa !50
  %103 = fcmp ogt float %101, %102, !dbg !41
  %104 = select i1 %103, float %101, float %102, !dbg !41
  %indvars.iv.next.12 = add nuw nsw i64 %indvars.iv.12, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next.12, !49, !DIExpression(), !41)
  %exitcond.not.12 = icmp eq i64 %indvars.iv.next.12, 256, !dbg !41
  br i1 %exitcond.not.12, label %for_end_k.12, label %for_body_k.12, !dbg !41, !prof !52, !llvm.loop !53

for_end_k.12:                                     ; preds = %for_body_k.12
    #dbg_value(i64 13, !48, !DIExpression(), !41)
    #dbg_value(i32 0, !49, !DIExpression(), !41)
    #dbg_value(i64 1, !49, !DIExpression(), !41)
  %105 = getelementptr inbounds nuw i8, ptr %X, i64 13312, !dbg !41
  %106 = load float, ptr %105, align 64, !dbg !41, !tbaa !50
  %107 = fcmp olt float %106, 0xC7EFFFFFE0000000, !dbg !41
  %108 = select i1 %107, float 0xC7EFFFFFE0000000, float %106, !dbg !41
  %invariant.gep.13 = getelementptr inbounds nuw i8, ptr %X, i64 13312, !dbg !41
  br label %for_body_k.13, !dbg !41

for_body_k.13:                                    ; preds = %for_body_k.13, %for_end_k.12
  %indvars.iv.13 = phi i64 [ 1, %for_end_k.12 ], [ %indvars.iv.next.13, %for_body_k.13 ]
  %109 = phi float [ %108, %for_end_k.12 ], [ %112, %for_body_k.13 ]
    #dbg_value(i64 %indvars.iv.13, !49, !DIExpression(), !41)
  %gep.13 = getelementptr inbounds nuw float, ptr %invariant.gep.13, i64 %indvars.iv.13, !dbg !41
  %110 = load float, ptr %gep.13, align 4, !dbg !41, !tbaa !50
  %111 = fcmp ogt float %109, %110, !dbg !41
  %112 = select i1 %111, float %109, float %110, !dbg !41
  %indvars.iv.next.13 = add nuw nsw i64 %indvars.iv.13, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next.13, !49, !DIExpression(), !41)
  %exitcond.not.13 = icmp eq i64 %indvars.iv.next.13, 256, !dbg !41
  br i1 %exitcond.not.13, label %for_end_k.13, label %for_body_k.13, !dbg !41, !prof !52, !llvm.loop !53

for_end_k.13:                                     ; preds = %for_body_k.13
    #dbg_value(i64 14, !48, !DIExpression(), !41)
    #dbg_value(i32 0, !49, !DIExpression(), !41)
    #dbg_value(i64 1, !49, !DIExpression(), !41)
  %113 = getelementptr inbounds nuw i8, ptr %X, i64 14336, !dbg !41
  %114 = load float, ptr %113, align 64, !dbg !41, !tbaa !50
  %115 = fcmp olt float %114, 0xC7EFFFFFE0000000, !dbg !41
  %116 = select i1 %115, float 0xC7EFFFFFE0000000, float %114, !dbg !41
  %invariant.gep.14 = getelementptr inbounds nuw i8, ptr %X, i64 14336, !dbg !41
  br label %for_body_k.14, !dbg !41

for_body_k.14:                                    ; preds = %for_body_k.14, %for_end_k.13
  %indvars.iv.14 = phi i64 [ 1, %for_end_k.13 ], [ %indvars.iv.next.14, %for_body_k.14 ]
  %117 = phi float [ %116, %for_end_k.13 ], [ %120, %for_body_k.14 ]
    #dbg_value(i64 %indvars.iv.14, !49, !DIExpression(), !41)
  %gep.14 = getelementptr inbounds nuw float, ptr %invariant.gep.14, i64 %indvars.iv.14, !dbg !41
  %118 = load float, ptr %gep.14, align 4, !dbg !41, !tbaa !50
  %119 = fcmp ogt float %117, %118, !dbg !41
  %120 = select i1 %119, float %117, float %118, !dbg !41
  %indvars.iv.next.14 = add nuw nsw i64 %indvars.iv.14, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next.14, !49, !DIExpression(), !41)
  %exitcond.not.14 = icmp eq i64 %indvars.iv.next.14, 256, !dbg !41
  br i1 %exitcond.not.14, label %for_end_k.14, label %for_body_k.14, !dbg !41, !prof !52, !llvm.loop !53

for_end_k.14:                                     ; preds = %for_body_k.14
    #dbg_value(i64 15, !48, !DIExpression(), !41)
    #dbg_value(i32 0, !49, !DIExpression(), !41)
    #dbg_value(i64 1, !49, !DIExpression(), !41)
  %121 = getelementptr inbounds nuw i8, ptr %X, i64 15360, !dbg !41
  %122 = load float, ptr %121, align 64, !dbg !41, !tbaa !50
  %123 = fcmp olt float %122, 0xC7EFFFFFE0000000, !dbg !41
  %124 = select i1 %123, float 0xC7EFFFFFE0000000, float %122, !dbg !41
  %invariant.gep.15 = getelementptr inbounds nuw i8, ptr %X, i64 15360, !dbg !41
  br label %for_body_k.15, !dbg !41

for_body_k.15:                                    ; preds = %for_body_k.15, %for_end_k.14
  %indvars.iv.15 = phi i64 [ 1, %for_end_k.14 ], [ %indvars.iv.next.15, %for_body_k.15 ]
  %125 = phi float [ %124, %for_end_k.14 ], [ %128, %for_body_k.15 ]
    #dbg_value(i64 %indvars.iv.15, !49, !DIExpression(), !41)
  %gep.15 = getelementptr inbounds nuw float, ptr %invariant.gep.15, i64 %indvars.iv.15, !dbg !41
  %126 = load float, ptr %gep.15, align 4, !dbg !41, !tbaa !50
  %127 = fcmp ogt float %125, %126, !dbg !41
  %128 = select i1 %127, float %125, float %126, !dbg !41
  %indvars.iv.next.15 = add nuw nsw i64 %indvars.iv.15, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next.15, !49, !DIExpression(), !41)
  %exitcond.not.15 = icmp eq i64 %indvars.iv.next.15, 256, !dbg !41
  br i1 %exitcond.not.15, label %for_body_i1, label %for_body_k.15, !dbg !41, !prof !52, !llvm.loop !53

for_body_i1:                                      ; preds = %for_body_k.15, %for_body_i1
  %indvars.iv50 = phi i64 [ %indvars.iv.next51, %for_body_i1 ], [ 0, %for_body_k.15 ]
    #dbg_value(i64 %indvars.iv50, !57, !DIExpression(), !41)
    #dbg_value(i64 %indvars.iv50, !58, !DIExpression(), !41)
  %129 = getelementptr inbounds nuw float, ptr %X, i64 %indvars.iv50, !dbg !41
  %130 = load float, ptr %129, align 4, !dbg !41, !tbaa !50
  %131 = fsub float %130, %8, !dbg !41
  %132 = tail call float @llvm.exp.f32(float %131), !dbg !41
  %133 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %indvars.iv50, !dbg !41
  store float %132, ptr %133, align 4, !dbg !41, !tbaa !59
  %indvars.iv.next51 = add nuw nsw i64 %indvars.iv50, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next51, !57, !DIExpression(), !41)
  %exitcond53.not = icmp eq i64 %indvars.iv.next51, 256, !dbg !41
  br i1 %exitcond53.not, label %for_body_i1.1, label %for_body_i1, !dbg !41, !prof !52

for_body_i1.1:                                    ; preds = %for_body_i1, %for_body_i1.1
  %indvars.iv50.1 = phi i64 [ %indvars.iv.next51.1, %for_body_i1.1 ], [ 0, %for_body_i1 ]
    #dbg_value(i64 %indvars.iv50.1, !57, !DIExpression(), !41)
  %134 = add nuw nsw i64 %indvars.iv50.1, 256, !dbg !41
    #dbg_value(i64 %134, !58, !DIExpression(), !41)
  %135 = getelementptr inbounds nuw float, ptr %X, i64 %134, !dbg !41
  %136 = load float, ptr %135, align 4, !dbg !41, !tbaa !50
  %137 = fsub float %136, %16, !dbg !41
  %138 = tail call float @llvm.exp.f32(float %137), !dbg !41
  %139 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %134, !dbg !41
  store float %138, ptr %139, align 4, !dbg !41, !tbaa !59
  %indvars.iv.next51.1 = add nuw nsw i64 %indvars.iv50.1, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next51.1, !57, !DIExpression(), !41)
  %exitcond53.1.not = icmp eq i64 %indvars.iv.next51.1, 256, !dbg !41
  br i1 %exitcond53.1.not, label %for_body_i1.2, label %for_body_i1.1, !dbg !41, !prof !52

for_body_i1.2:                                    ; preds = %for_body_i1.1, %for_body_i1.2
  %indvars.iv50.2 = phi i64 [ %indvars.iv.next51.2, %for_body_i1.2 ], [ 0, %for_body_i1.1 ]
    #dbg_value(i64 %indvars.iv50.2, !57, !DIExpression(), !41)
  %140 = add nuw nsw i64 %indvars.iv50.2, 512, !dbg !41
    #dbg_value(i64 %140, !58, !DIExpression(), !41)
  %141 = getelementptr inbounds nuw float, ptr %X, i64 %140, !dbg !41
  %142 = load float, ptr %141, align 4, !dbg !41, !tbaa !50
  %143 = fsub float %142, %24, !dbg !41
  %144 = tail call float @llvm.exp.f32(float %143), !dbg !41
  %145 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %140, !dbg !41
  store float %144, ptr %145, align 4, !dbg !41, !tbaa !59
  %indvars.iv.next51.2 = add nuw nsw i64 %indvars.iv50.2, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next51.2, !57, !DIExpression(), !41)
  %exitcond53.2.not = icmp eq i64 %indvars.iv.next51.2, 256, !dbg !41
  br i1 %exitcond53.2.not, label %for_body_i1.3, label %for_body_i1.2, !dbg !41, !prof !52

for_body_i1.3:                                    ; preds = %for_body_i1.2, %for_body_i1.3
  %indvars.iv50.3 = phi i64 [ %indvars.iv.next51.3, %for_body_i1.3 ], [ 0, %for_body_i1.2 ]
    #dbg_value(i64 %indvars.iv50.3, !57, !DIExpression(), !41)
  %146 = add nuw nsw i64 %indvars.iv50.3, 768, !dbg !41
    #dbg_value(i64 %146, !58, !DIExpression(), !41)
  %147 = getelementptr inbounds nuw float, ptr %X, i64 %146, !dbg !41
  %148 = load float, ptr %147, align 4, !dbg !41, !tbaa !50
  %149 = fsub float %148, %32, !dbg !41
  %150 = tail call float @llvm.exp.f32(float %149), !dbg !41
  %151 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %146, !dbg !41
  store float %150, ptr %151, align 4, !dbg !41, !tbaa !59
  %indvars.iv.next51.3 = add nuw nsw i64 %indvars.iv50.3, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next51.3, !57, !DIExpression(), !41)
  %exitcond53.3.not = icmp eq i64 %indvars.iv.next51.3, 256, !dbg !41
  br i1 %exitcond53.3.not, label %for_body_i1.4, label %for_body_i1.3, !dbg !41, !prof !52

for_body_i1.4:                                    ; preds = %for_body_i1.3, %for_body_i1.4
  %indvars.iv50.4 = phi i64 [ %indvars.iv.next51.4, %for_body_i1.4 ], [ 0, %for_body_i1.3 ]
    #dbg_value(i64 %indvars.iv50.4, !57, !DIExpression(), !41)
  %152 = add nuw nsw i64 %indvars.iv50.4, 1024, !dbg !41
    #dbg_value(i64 %152, !58, !DIExpression(), !41)
  %153 = getelementptr inbounds nuw float, ptr %X, i64 %152, !dbg !41
  %154 = load float, ptr %153, align 4, !dbg !41, !tbaa !50
  %155 = fsub float %154, %40, !dbg !41
  %156 = tail call float @llvm.exp.f32(float %155), !dbg !41
  %157 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %152, !dbg !41
  store float %156, ptr %157, align 4, !dbg !41, !tbaa !59
  %indvars.iv.next51.4 = add nuw nsw i64 %indvars.iv50.4, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next51.4, !57, !DIExpression(), !41)
  %exitcond53.4.not = icmp eq i64 %indvars.iv.next51.4, 256, !dbg !41
  br i1 %exitcond53.4.not, label %for_body_i1.5, label %for_body_i1.4, !dbg !41, !prof !52

for_body_i1.5:                                    ; preds = %for_body_i1.4, %for_body_i1.5
  %indvars.iv50.5 = phi i64 [ %indvars.iv.next51.5, %for_body_i1.5 ], [ 0, %for_body_i1.4 ]
    #dbg_value(i64 %indvars.iv50.5, !57, !DIExpression(), !41)
  %158 = add nuw nsw i64 %indvars.iv50.5, 1280, !dbg !41
    #dbg_value(i64 %158, !58, !DIExpression(), !41)
  %159 = getelementptr inbounds nuw float, ptr %X, i64 %158, !dbg !41
  %160 = load float, ptr %159, align 4, !dbg !41, !tbaa !50
  %161 = fsub float %160, %48, !dbg !41
  %162 = tail call float @llvm.exp.f32(float %161), !dbg !41
  %163 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %158, !dbg !41
  store float %162, ptr %163, align 4, !dbg !41, !tbaa !59
  %indvars.iv.next51.5 = add nuw nsw i64 %indvars.iv50.5, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next51.5, !57, !DIExpression(), !41)
  %exitcond53.5.not = icmp eq i64 %indvars.iv.next51.5, 256, !dbg !41
  br i1 %exitcond53.5.not, label %for_body_i1.6, label %for_body_i1.5, !dbg !41, !prof !52

for_body_i1.6:                                    ; preds = %for_body_i1.5, %for_body_i1.6
  %indvars.iv50.6 = phi i64 [ %indvars.iv.next51.6, %for_body_i1.6 ], [ 0, %for_body_i1.5 ]
    #dbg_value(i64 %indvars.iv50.6, !57, !DIExpression(), !41)
  %164 = add nuw nsw i64 %indvars.iv50.6, 1536, !dbg !41
    #dbg_value(i64 %164, !58, !DIExpression(), !41)
  %165 = getelementptr inbounds nuw float, ptr %X, i64 %164, !dbg !41
  %166 = load float, ptr %165, align 4, !dbg !41, !tbaa !50
  %167 = fsub float %166, %56, !dbg !41
  %168 = tail call float @llvm.exp.f32(float %167), !dbg !41
  %169 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %164, !dbg !41
  store float %168, ptr %169, align 4, !dbg !41, !tbaa !59
  %indvars.iv.next51.6 = add nuw nsw i64 %indvars.iv50.6, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next51.6, !57, !DIExpression(), !41)
  %exitcond53.6.not = icmp eq i64 %indvars.iv.next51.6, 256, !dbg !41
  br i1 %exitcond53.6.not, label %for_body_i1.7, label %for_body_i1.6, !dbg !41, !prof !52

for_body_i1.7:                                    ; preds = %for_body_i1.6, %for_body_i1.7
  %indvars.iv50.7 = phi i64 [ %indvars.iv.next51.7, %for_body_i1.7 ], [ 0, %for_body_i1.6 ]
    #dbg_value(i64 %indvars.iv50.7, !57, !DIExpression(), !41)
  %170 = add nuw nsw i64 %indvars.iv50.7, 1792, !dbg !41
    #dbg_value(i64 %170, !58, !DIExpression(), !41)
  %171 = getelementptr inbounds nuw float, ptr %X, i64 %170, !dbg !41
  %172 = load float, ptr %171, align 4, !dbg !41, !tbaa !50
  %173 = fsub float %172, %64, !dbg !41
  %174 = tail call float @llvm.exp.f32(float %173), !dbg !41
  %175 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %170, !dbg !41
  store float %174, ptr %175, align 4, !dbg !41, !tbaa !59
  %indvars.iv.next51.7 = add nuw nsw i64 %indvars.iv50.7, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next51.7, !57, !DIExpression(), !41)
  %exitcond53.7.not = icmp eq i64 %indvars.iv.next51.7, 256, !dbg !41
  br i1 %exitcond53.7.not, label %for_body_i1.8, label %for_body_i1.7, !dbg !41, !prof !52

for_body_i1.8:                                    ; preds = %for_body_i1.7, %for_body_i1.8
  %indvars.iv50.8 = phi i64 [ %indvars.iv.next51.8, %for_body_i1.8 ], [ 0, %for_body_i1.7 ]
    #dbg_value(i64 %indvars.iv50.8, !57, !DIExpression(), !41)
  %176 = add nuw nsw i64 %indvars.iv50.8, 2048, !dbg !41
    #dbg_value(i64 %176, !58, !DIExpression(), !41)
  %177 = getelementptr inbounds nuw float, ptr %X, i64 %176, !dbg !41
  %178 = load float, ptr %177, align 4, !dbg !41, !tbaa !50
  %179 = fsub float %178, %72, !dbg !41
  %180 = tail call float @llvm.exp.f32(float %179), !dbg !41
  %181 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %176, !dbg !41
  store float %180, ptr %181, align 4, !dbg !41, !tbaa !59
  %indvars.iv.next51.8 = add nuw nsw i64 %indvars.iv50.8, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next51.8, !57, !DIExpression(), !41)
  %exitcond53.8.not = icmp eq i64 %indvars.iv.next51.8, 256, !dbg !41
  br i1 %exitcond53.8.not, label %for_body_i1.9, label %for_body_i1.8, !dbg !41, !prof !52

for_body_i1.9:                                    ; preds = %for_body_i1.8, %for_body_i1.9
  %indvars.iv50.9 = phi i64 [ %indvars.iv.next51.9, %for_body_i1.9 ], [ 0, %for_body_i1.8 ]
    #dbg_value(i64 %indvars.iv50.9, !57, !DIExpression(), !41)
  %182 = add nuw nsw i64 %indvars.iv50.9, 2304, !dbg !41
    #dbg_value(i64 %182, !58, !DIExpression(), !41)
  %183 = getelementptr inbounds nuw float, ptr %X, i64 %182, !dbg !41
  %184 = load float, ptr %183, align 4, !dbg !41, !tbaa !50
  %185 = fsub float %184, %80, !dbg !41
  %186 = tail call float @llvm.exp.f32(float %185), !dbg !41
  %187 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %182, !dbg !41
  store float %186, ptr %187, align 4, !dbg !41, !tbaa !59
  %indvars.iv.next51.9 = add nuw nsw i64 %indvars.iv50.9, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next51.9, !57, !DIExpression(), !41)
  %exitcond53.9.not = icmp eq i64 %indvars.iv.next51.9, 256, !dbg !41
  br i1 %exitcond53.9.not, label %for_body_i1.10, label %for_body_i1.9, !dbg !41, !prof !52

for_body_i1.10:                                   ; preds = %for_body_i1.9, %for_body_i1.10
  %indvars.iv50.10 = phi i64 [ %indvars.iv.next51.10, %for_body_i1.10 ], [ 0, %for_body_i1.9 ]
    #dbg_value(i64 %indvars.iv50.10, !57, !DIExpression(), !41)
  %188 = add nuw nsw i64 %indvars.iv50.10, 2560, !dbg !41
    #dbg_value(i64 %188, !58, !DIExpression(), !41)
  %189 = getelementptr inbounds nuw float, ptr %X, i64 %188, !dbg !41
  %190 = load float, ptr %189, align 4, !dbg !41, !tbaa !50
  %191 = fsub float %190, %88, !dbg !41
  %192 = tail call float @llvm.exp.f32(float %191), !dbg !41
  %193 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %188, !dbg !41
  store float %192, ptr %193, align 4, !dbg !41, !tbaa !59
  %indvars.iv.next51.10 = add nuw nsw i64 %indvars.iv50.10, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next51.10, !57, !DIExpression(), !41)
  %exitcond53.10.not = icmp eq i64 %indvars.iv.next51.10, 256, !dbg !41
  br i1 %exitcond53.10.not, label %for_body_i1.11, label %for_body_i1.10, !dbg !41, !prof !52

for_body_i1.11:                                   ; preds = %for_body_i1.10, %for_body_i1.11
  %indvars.iv50.11 = phi i64 [ %indvars.iv.next51.11, %for_body_i1.11 ], [ 0, %for_body_i1.10 ]
    #dbg_value(i64 %indvars.iv50.11, !57, !DIExpression(), !41)
  %194 = add nuw nsw i64 %indvars.iv50.11, 2816, !dbg !41
    #dbg_value(i64 %194, !58, !DIExpression(), !41)
  %195 = getelementptr inbounds nuw float, ptr %X, i64 %194, !dbg !41
  %196 = load float, ptr %195, align 4, !dbg !41, !tbaa !50
  %197 = fsub float %196, %96, !dbg !41
  %198 = tail call float @llvm.exp.f32(float %197), !dbg !41
  %199 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %194, !dbg !41
  store float %198, ptr %199, align 4, !dbg !41, !tbaa !59
  %indvars.iv.next51.11 = add nuw nsw i64 %indvars.iv50.11, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next51.11, !57, !DIExpression(), !41)
  %exitcond53.11.not = icmp eq i64 %indvars.iv.next51.11, 256, !dbg !41
  br i1 %exitcond53.11.not, label %for_body_i1.12, label %for_body_i1.11, !dbg !41, !prof !52

for_body_i1.12:                                   ; preds = %for_body_i1.11, %for_body_i1.12
  %indvars.iv50.12 = phi i64 [ %indvars.iv.next51.12, %for_body_i1.12 ], [ 0, %for_body_i1.11 ]
    #dbg_value(i64 %indvars.iv50.12, !57, !DIExpression(), !41)
  %200 = add nuw nsw i64 %indvars.iv50.12, 3072, !dbg !41
    #dbg_value(i64 %200, !58, !DIExpression(), !41)
  %201 = getelementptr inbounds nuw float, ptr %X, i64 %200, !dbg !41
  %202 = load float, ptr %201, align 4, !dbg !41, !tbaa !50
  %203 = fsub float %202, %104, !dbg !41
  %204 = tail call float @llvm.exp.f32(float %203), !dbg !41
  %205 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %200, !dbg !41
  store float %204, ptr %205, align 4, !dbg !41, !tbaa !59
  %indvars.iv.next51.12 = add nuw nsw i64 %indvars.iv50.12, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next51.12, !57, !DIExpression(), !41)
  %exitcond53.12.not = icmp eq i64 %indvars.iv.next51.12, 256, !dbg !41
  br i1 %exitcond53.12.not, label %for_body_i1.13, label %for_body_i1.12, !dbg !41, !prof !52

for_body_i1.13:                                   ; preds = %for_body_i1.12, %for_body_i1.13
  %indvars.iv50.13 = phi i64 [ %indvars.iv.next51.13, %for_body_i1.13 ], [ 0, %for_body_i1.12 ]
    #dbg_value(i64 %indvars.iv50.13, !57, !DIExpression(), !41)
  %206 = add nuw nsw i64 %indvars.iv50.13, 3328, !dbg !41
    #dbg_value(i64 %206, !58, !DIExpression(), !41)
  %207 = getelementptr inbounds nuw float, ptr %X, i64 %206, !dbg !41
  %208 = load float, ptr %207, align 4, !dbg !41, !tbaa !50
  %209 = fsub float %208, %112, !dbg !41
  %210 = tail call float @llvm.exp.f32(float %209), !dbg !41
  %211 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %206, !dbg !41
  store float %210, ptr %211, align 4, !dbg !41, !tbaa !59
  %indvars.iv.next51.13 = add nuw nsw i64 %indvars.iv50.13, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next51.13, !57, !DIExpression(), !41)
  %exitcond53.13.not = icmp eq i64 %indvars.iv.next51.13, 256, !dbg !41
  br i1 %exitcond53.13.not, label %for_body_i1.14, label %for_body_i1.13, !dbg !41, !prof !52

for_body_i1.14:                                   ; preds = %for_body_i1.13, %for_body_i1.14
  %indvars.iv50.14 = phi i64 [ %indvars.iv.next51.14, %for_body_i1.14 ], [ 0, %for_body_i1.13 ]
    #dbg_value(i64 %indvars.iv50.14, !57, !DIExpression(), !41)
  %212 = add nuw nsw i64 %indvars.iv50.14, 3584, !dbg !41
    #dbg_value(i64 %212, !58, !DIExpression(), !41)
  %213 = getelementptr inbounds nuw float, ptr %X, i64 %212, !dbg !41
  %214 = load float, ptr %213, align 4, !dbg !41, !tbaa !50
  %215 = fsub float %214, %120, !dbg !41
  %216 = tail call float @llvm.exp.f32(float %215), !dbg !41
  %217 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %212, !dbg !41
  store float %216, ptr %217, align 4, !dbg !41, !tbaa !59
  %indvars.iv.next51.14 = add nuw nsw i64 %indvars.iv50.14, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next51.14, !57, !DIExpression(), !41)
  %exitcond53.14.not = icmp eq i64 %indvars.iv.next51.14, 256, !dbg !41
  br i1 %exitcond53.14.not, label %for_body_i1.15, label %for_body_i1.14, !dbg !41, !prof !52

for_body_i1.15:                                   ; preds = %for_body_i1.14, %for_body_i1.15
  %indvars.iv50.15 = phi i64 [ %indvars.iv.next51.15, %for_body_i1.15 ], [ 0, %for_body_i1.14 ]
    #dbg_value(i64 %indvars.iv50.15, !57, !DIExpression(), !41)
  %218 = add nuw nsw i64 %indvars.iv50.15, 3840, !dbg !41
    #dbg_value(i64 %218, !58, !DIExpression(), !41)
  %219 = getelementptr inbounds nuw float, ptr %X, i64 %218, !dbg !41
  %220 = load float, ptr %219, align 4, !dbg !41, !tbaa !50
  %221 = fsub float %220, %128, !dbg !41
  %222 = tail call float @llvm.exp.f32(float %221), !dbg !41
  %223 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %218, !dbg !41
  store float %222, ptr %223, align 4, !dbg !41, !tbaa !59
  %indvars.iv.next51.15 = add nuw nsw i64 %indvars.iv50.15, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next51.15, !57, !DIExpression(), !41)
  %exitcond53.15.not = icmp eq i64 %indvars.iv.next51.15, 256, !dbg !41
  br i1 %exitcond53.15.not, label %for_body_k14.peel.next, label %for_body_i1.15, !dbg !41, !prof !52

for_body_k14.peel.next:                           ; preds = %for_body_i1.15
    #dbg_value(i64 0, !48, !DIExpression(), !41)
    #dbg_value(i32 0, !49, !DIExpression(), !41)
    #dbg_value(i64 1, !49, !DIExpression(), !41)
  %224 = load float, ptr %T_softmax_exp, align 4, !dbg !41, !tbaa !59
  %225 = fadd float %224, 0.000000e+00, !dbg !41
  br label %for_body_k14, !dbg !41

for_body_k14:                                     ; preds = %for_body_k14.peel.next, %for_body_k14
  %indvars.iv57 = phi i64 [ 1, %for_body_k14.peel.next ], [ %indvars.iv.next58, %for_body_k14 ]
  %226 = phi float [ %225, %for_body_k14.peel.next ], [ %228, %for_body_k14 ]
    #dbg_value(i64 %indvars.iv57, !49, !DIExpression(), !41)
  %gep73 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %indvars.iv57, !dbg !41
  %227 = load float, ptr %gep73, align 4, !dbg !41, !tbaa !59
  %228 = fadd float %227, %226, !dbg !41
  %indvars.iv.next58 = add nuw nsw i64 %indvars.iv57, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next58, !49, !DIExpression(), !41)
  %exitcond59.not = icmp eq i64 %indvars.iv.next58, 256, !dbg !41
  br i1 %exitcond59.not, label %for_end_k15, label %for_body_k14, !dbg !41, !prof !52, !llvm.loop !61

for_end_k15:                                      ; preds = %for_body_k14
    #dbg_value(float %228, !56, !DIExpression(), !41)
    #dbg_value(i64 1, !48, !DIExpression(), !41)
    #dbg_value(i32 0, !49, !DIExpression(), !41)
    #dbg_value(i64 1, !49, !DIExpression(), !41)
  %229 = getelementptr inbounds nuw i8, ptr %T_softmax_exp, i64 1024, !dbg !41
  %230 = load float, ptr %229, align 4, !dbg !41, !tbaa !59
  %231 = fadd float %230, 0.000000e+00, !dbg !41
  %invariant.gep72.1 = getelementptr inbounds nuw i8, ptr %T_softmax_exp, i64 1024, !dbg !41
  br label %for_body_k14.1, !dbg !41

for_body_k14.1:                                   ; preds = %for_body_k14.1, %for_end_k15
  %indvars.iv57.1 = phi i64 [ 1, %for_end_k15 ], [ %indvars.iv.next58.1, %for_body_k14.1 ]
  %232 = phi float [ %231, %for_end_k15 ], [ %234, %for_body_k14.1 ]
    #dbg_value(i64 %indvars.iv57.1, !49, !DIExpression(), !41)
  %gep73.1 = getelementptr inbounds nuw float, ptr %invariant.gep72.1, i64 %indvars.iv57.1, !dbg !41
  %233 = load float, ptr %gep73.1, align 4, !dbg !41, !tbaa !59
  %234 = fadd float %233, %232, !dbg !41
  %indvars.iv.next58.1 = add nuw nsw i64 %indvars.iv57.1, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next58.1, !49, !DIExpression(), !41)
  %exitcond59.not.1 = icmp eq i64 %indvars.iv.next58.1, 256, !dbg !41
  br i1 %exitcond59.not.1, label %for_end_k15.1, label %for_body_k14.1, !dbg !41, !prof !52, !llvm.loop !61

for_end_k15.1:                                    ; preds = %for_body_k14.1
    #dbg_value(i64 2, !48, !DIExpression(), !41)
    #dbg_value(i32 0, !49, !DIExpression(), !41)
    #dbg_value(i64 1, !49, !DIExpression(), !41)
  %235 = getelementptr inbounds nuw i8, ptr %T_softmax_exp, i64 2048, !dbg !41
  %236 = load float, ptr %235, align 4, !dbg !41, !tbaa !59
  %237 = fadd float %236, 0.000000e+00, !dbg !41
  %invariant.gep72.2 = getelementptr inbounds nuw i8, ptr %T_softmax_exp, i64 2048, !dbg !41
  br label %for_body_k14.2, !dbg !41

for_body_k14.2:                                   ; preds = %for_body_k14.2, %for_end_k15.1
  %indvars.iv57.2 = phi i64 [ 1, %for_end_k15.1 ], [ %indvars.iv.next58.2, %for_body_k14.2 ]
  %238 = phi float [ %237, %for_end_k15.1 ], [ %240, %for_body_k14.2 ]
    #dbg_value(i64 %indvars.iv57.2, !49, !DIExpression(), !41)
  %gep73.2 = getelementptr inbounds nuw float, ptr %invariant.gep72.2, i64 %indvars.iv57.2, !dbg !41
  %239 = load float, ptr %gep73.2, align 4, !dbg !41, !tbaa !59
  %240 = fadd float %239, %238, !dbg !41
  %indvars.iv.next58.2 = add nuw nsw i64 %indvars.iv57.2, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next58.2, !49, !DIExpression(), !41)
  %exitcond59.not.2 = icmp eq i64 %indvars.iv.next58.2, 256, !dbg !41
  br i1 %exitcond59.not.2, label %for_end_k15.2, label %for_body_k14.2, !dbg !41, !prof !52, !llvm.loop !61

for_end_k15.2:                                    ; preds = %for_body_k14.2
    #dbg_value(i64 3, !48, !DIExpression(), !41)
    #dbg_value(i32 0, !49, !DIExpression(), !41)
    #dbg_value(i64 1, !49, !DIExpression(), !41)
  %241 = getelementptr inbounds nuw i8, ptr %T_softmax_exp, i64 3072, !dbg !41
  %242 = load float, ptr %241, align 4, !dbg !41, !tbaa !59
  %243 = fadd float %242, 0.000000e+00, !dbg !41
  %invariant.gep72.3 = getelementptr inbounds nuw i8, ptr %T_softmax_exp, i64 3072, !dbg !41
  br label %for_body_k14.3, !dbg !41

for_body_k14.3:                                   ; preds = %for_body_k14.3, %for_end_k15.2
  %indvars.iv57.3 = phi i64 [ 1, %for_end_k15.2 ], [ %indvars.iv.next58.3, %for_body_k14.3 ]
  %244 = phi float [ %243, %for_end_k15.2 ], [ %246, %for_body_k14.3 ]
    #dbg_value(i64 %indvars.iv57.3, !49, !DIExpression(), !41)
  %gep73.3 = getelementptr inbounds nuw float, ptr %invariant.gep72.3, i64 %indvars.iv57.3, !dbg !41
  %245 = load float, ptr %gep73.3, align 4, !dbg !41, !tbaa !59
  %246 = fadd float %245, %244, !dbg !41
  %indvars.iv.next58.3 = add nuw nsw i64 %indvars.iv57.3, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next58.3, !49, !DIExpression(), !41)
  %exitcond59.not.3 = icmp eq i64 %indvars.iv.next58.3, 256, !dbg !41
  br i1 %exitcond59.not.3, label %for_end_k15.3, label %for_body_k14.3, !dbg !41, !prof !52, !llvm.loop !61

for_end_k15.3:                                    ; preds = %for_body_k14.3
    #dbg_value(i64 4, !48, !DIExpression(), !41)
    #dbg_value(i32 0, !49, !DIExpression(), !41)
    #dbg_value(i64 1, !49, !DIExpression(), !41)
  %247 = getelementptr inbounds nuw i8, ptr %T_softmax_exp, i64 4096, !dbg !41
  %248 = load float, ptr %247, align 4, !dbg !41, !tbaa !59
  %249 = fadd float %248, 0.000000e+00, !dbg !41
  %invariant.gep72.4 = getelementptr inbounds nuw i8, ptr %T_softmax_exp, i64 4096, !dbg !41
  br label %for_body_k14.4, !dbg !41

for_body_k14.4:                                   ; preds = %for_body_k14.4, %for_end_k15.3
  %indvars.iv57.4 = phi i64 [ 1, %for_end_k15.3 ], [ %indvars.iv.next58.4, %for_body_k14.4 ]
  %250 = phi float [ %249, %for_end_k15.3 ], [ %252, %for_body_k14.4 ]
    #dbg_value(i64 %indvars.iv57.4, !49, !DIExpression(), !41)
  %gep73.4 = getelementptr inbounds nuw float, ptr %invariant.gep72.4, i64 %indvars.iv57.4, !dbg !41
  %251 = load float, ptr %gep73.4, align 4, !dbg !41, !tbaa !59
  %252 = fadd float %251, %250, !dbg !41
  %indvars.iv.next58.4 = add nuw nsw i64 %indvars.iv57.4, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next58.4, !49, !DIExpression(), !41)
  %exitcond59.not.4 = icmp eq i64 %indvars.iv.next58.4, 256, !dbg !41
  br i1 %exitcond59.not.4, label %for_end_k15.4, label %for_body_k14.4, !dbg !41, !prof !52, !llvm.loop !61

for_end_k15.4:                                    ; preds = %for_body_k14.4
    #dbg_value(i64 5, !48, !DIExpression(), !41)
    #dbg_value(i32 0, !49, !DIExpression(), !41)
    #dbg_value(i64 1, !49, !DIExpression(), !41)
  %253 = getelementptr inbounds nuw i8, ptr %T_softmax_exp, i64 5120, !dbg !41
  %254 = load float, ptr %253, align 4, !dbg !41, !tbaa !59
  %255 = fadd float %254, 0.000000e+00, !dbg !41
  %invariant.gep72.5 = getelementptr inbounds nuw i8, ptr %T_softmax_exp, i64 5120, !dbg !41
  br label %for_body_k14.5, !dbg !41

for_body_k14.5:                                   ; preds = %for_body_k14.5, %for_end_k15.4
  %indvars.iv57.5 = phi i64 [ 1, %for_end_k15.4 ], [ %indvars.iv.next58.5, %for_body_k14.5 ]
  %256 = phi float [ %255, %for_end_k15.4 ], [ %258, %for_body_k14.5 ]
    #dbg_value(i64 %indvars.iv57.5, !49, !DIExpression(), !41)
  %gep73.5 = getelementptr inbounds nuw float, ptr %invariant.gep72.5, i64 %indvars.iv57.5, !dbg !41
  %257 = load float, ptr %gep73.5, align 4, !dbg !41, !tbaa !59
  %258 = fadd float %257, %256, !dbg !41
  %indvars.iv.next58.5 = add nuw nsw i64 %indvars.iv57.5, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next58.5, !49, !DIExpression(), !41)
  %exitcond59.not.5 = icmp eq i64 %indvars.iv.next58.5, 256, !dbg !41
  br i1 %exitcond59.not.5, label %for_end_k15.5, label %for_body_k14.5, !dbg !41, !prof !52, !llvm.loop !61

for_end_k15.5:                                    ; preds = %for_body_k14.5
    #dbg_value(i64 6, !48, !DIExpression(), !41)
    #dbg_value(i32 0, !49, !DIExpression(), !41)
    #dbg_value(i64 1, !49, !DIExpression(), !41)
  %259 = getelementptr inbounds nuw i8, ptr %T_softmax_exp, i64 6144, !dbg !41
  %260 = load float, ptr %259, align 4, !dbg !41, !tbaa !59
  %261 = fadd float %260, 0.000000e+00, !dbg !41
  %invariant.gep72.6 = getelementptr inbounds nuw i8, ptr %T_softmax_exp, i64 6144, !dbg !41
  br label %for_body_k14.6, !dbg !41

for_body_k14.6:                                   ; preds = %for_body_k14.6, %for_end_k15.5
  %indvars.iv57.6 = phi i64 [ 1, %for_end_k15.5 ], [ %indvars.iv.next58.6, %for_body_k14.6 ]
  %262 = phi float [ %261, %for_end_k15.5 ], [ %264, %for_body_k14.6 ]
    #dbg_value(i64 %indvars.iv57.6, !49, !DIExpression(), !41)
  %gep73.6 = getelementptr inbounds nuw float, ptr %invariant.gep72.6, i64 %indvars.iv57.6, !dbg !41
  %263 = load float, ptr %gep73.6, align 4, !dbg !41, !tbaa !59
  %264 = fadd float %263, %262, !dbg !41
  %indvars.iv.next58.6 = add nuw nsw i64 %indvars.iv57.6, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next58.6, !49, !DIExpression(), !41)
  %exitcond59.not.6 = icmp eq i64 %indvars.iv.next58.6, 256, !dbg !41
  br i1 %exitcond59.not.6, label %for_end_k15.6, label %for_body_k14.6, !dbg !41, !prof !52, !llvm.loop !61

for_end_k15.6:                                    ; preds = %for_body_k14.6
    #dbg_value(i64 7, !48, !DIExpression(), !41)
    #dbg_value(i32 0, !49, !DIExpression(), !41)
    #dbg_value(i64 1, !49, !DIExpression(), !41)
  %265 = getelementptr inbounds nuw i8, ptr %T_softmax_exp, i64 7168, !dbg !41
  %266 = load float, ptr %265, align 4, !dbg !41, !tbaa !59
  %267 = fadd float %266, 0.000000e+00, !dbg !41
  %invariant.gep72.7 = getelementptr inbounds nuw i8, ptr %T_softmax_exp, i64 7168, !dbg !41
  br label %for_body_k14.7, !dbg !41

for_body_k14.7:                                   ; preds = %for_body_k14.7, %for_end_k15.6
  %indvars.iv57.7 = phi i64 [ 1, %for_end_k15.6 ], [ %indvars.iv.next58.7, %for_body_k14.7 ]
  %268 = phi float [ %267, %for_end_k15.6 ], [ %270, %for_body_k14.7 ]
    #dbg_value(i64 %indvars.iv57.7, !49, !DIExpression(), !41)
  %gep73.7 = getelementptr inbounds nuw float, ptr %invariant.gep72.7, i64 %indvars.iv57.7, !dbg !41
  %269 = load float, ptr %gep73.7, align 4, !dbg !41, !tbaa !59
  %270 = fadd float %269, %268, !dbg !41
  %indvars.iv.next58.7 = add nuw nsw i64 %indvars.iv57.7, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next58.7, !49, !DIExpression(), !41)
  %exitcond59.not.7 = icmp eq i64 %indvars.iv.next58.7, 256, !dbg !41
  br i1 %exitcond59.not.7, label %for_end_k15.7, label %for_body_k14.7, !dbg !41, !prof !52, !llvm.loop !61

for_end_k15.7:                                    ; preds = %for_body_k14.7
    #dbg_value(i64 8, !48, !DIExpression(), !41)
    #dbg_value(i32 0, !49, !DIExpression(), !41)
    #dbg_value(i64 1, !49, !DIExpression(), !41)
  %271 = getelementptr inbounds nuw i8, ptr %T_softmax_exp, i64 8192, !dbg !41
  %272 = load float, ptr %271, align 4, !dbg !41, !tbaa !59
  %273 = fadd float %272, 0.000000e+00, !dbg !41
  %invariant.gep72.8 = getelementptr inbounds nuw i8, ptr %T_softmax_exp, i64 8192, !dbg !41
  br label %for_body_k14.8, !dbg !41

for_body_k14.8:                                   ; preds = %for_body_k14.8, %for_end_k15.7
  %indvars.iv57.8 = phi i64 [ 1, %for_end_k15.7 ], [ %indvars.iv.next58.8, %for_body_k14.8 ]
  %274 = phi float [ %273, %for_end_k15.7 ], [ %276, %for_body_k14.8 ]
    #dbg_value(i64 %indvars.iv57.8, !49, !DIExpression(), !41)
  %gep73.8 = getelementptr inbounds nuw float, ptr %invariant.gep72.8, i64 %indvars.iv57.8, !dbg !41
  %275 = load float, ptr %gep73.8, align 4, !dbg !41, !tbaa !59
  %276 = fadd float %275, %274, !dbg !41
  %indvars.iv.next58.8 = add nuw nsw i64 %indvars.iv57.8, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next58.8, !49, !DIExpression(), !41)
  %exitcond59.not.8 = icmp eq i64 %indvars.iv.next58.8, 256, !dbg !41
  br i1 %exitcond59.not.8, label %for_end_k15.8, label %for_body_k14.8, !dbg !41, !prof !52, !llvm.loop !61

for_end_k15.8:                                    ; preds = %for_body_k14.8
    #dbg_value(i64 9, !48, !DIExpression(), !41)
    #dbg_value(i32 0, !49, !DIExpression(), !41)
    #dbg_value(i64 1, !49, !DIExpression(), !41)
  %277 = getelementptr inbounds nuw i8, ptr %T_softmax_exp, i64 9216, !dbg !41
  %278 = load float, ptr %277, align 4, !dbg !41, !tbaa !59
  %279 = fadd float %278, 0.000000e+00, !dbg !41
  %invariant.gep72.9 = getelementptr inbounds nuw i8, ptr %T_softmax_exp, i64 9216, !dbg !41
  br label %for_body_k14.9, !dbg !41

for_body_k14.9:                                   ; preds = %for_body_k14.9, %for_end_k15.8
  %indvars.iv57.9 = phi i64 [ 1, %for_end_k15.8 ], [ %indvars.iv.next58.9, %for_body_k14.9 ]
  %280 = phi float [ %279, %for_end_k15.8 ], [ %282, %for_body_k14.9 ]
    #dbg_value(i64 %indvars.iv57.9, !49, !DIExpression(), !41)
  %gep73.9 = getelementptr inbounds nuw float, ptr %invariant.gep72.9, i64 %indvars.iv57.9, !dbg !41
  %281 = load float, ptr %gep73.9, align 4, !dbg !41, !tbaa !59
  %282 = fadd float %281, %280, !dbg !41
  %indvars.iv.next58.9 = add nuw nsw i64 %indvars.iv57.9, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next58.9, !49, !DIExpression(), !41)
  %exitcond59.not.9 = icmp eq i64 %indvars.iv.next58.9, 256, !dbg !41
  br i1 %exitcond59.not.9, label %for_end_k15.9, label %for_body_k14.9, !dbg !41, !prof !52, !llvm.loop !61

for_end_k15.9:                                    ; preds = %for_body_k14.9
    #dbg_value(i64 10, !48, !DIExpression(), !41)
    #dbg_value(i32 0, !49, !DIExpression(), !41)
    #dbg_value(i64 1, !49, !DIExpression(), !41)
  %283 = getelementptr inbounds nuw i8, ptr %T_softmax_exp, i64 10240, !dbg !41
  %284 = load float, ptr %283, align 4, !dbg !41, !tbaa !59
  %285 = fadd float %284, 0.000000e+00, !dbg !41
  %invariant.gep72.10 = getelementptr inbounds nuw i8, ptr %T_softmax_exp, i64 10240, !dbg !41
  br label %for_body_k14.10, !dbg !41

for_body_k14.10:                                  ; preds = %for_body_k14.10, %for_end_k15.9
  %indvars.iv57.10 = phi i64 [ 1, %for_end_k15.9 ], [ %indvars.iv.next58.10, %for_body_k14.10 ]
  %286 = phi float [ %285, %for_end_k15.9 ], [ %288, %for_body_k14.10 ]
    #dbg_value(i64 %indvars.iv57.10, !49, !DIExpression(), !41)
  %gep73.10 = getelementptr inbounds nuw float, ptr %invariant.gep72.10, i64 %indvars.iv57.10, !dbg !41
  %287 = load float, ptr %gep73.10, align 4, !dbg !41, !tbaa !59
  %288 = fadd float %287, %286, !dbg !41
  %indvars.iv.next58.10 = add nuw nsw i64 %indvars.iv57.10, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next58.10, !49, !DIExpression(), !41)
  %exitcond59.not.10 = icmp eq i64 %indvars.iv.next58.10, 256, !dbg !41
  br i1 %exitcond59.not.10, label %for_end_k15.10, label %for_body_k14.10, !dbg !41, !prof !52, !llvm.loop !61

for_end_k15.10:                                   ; preds = %for_body_k14.10
    #dbg_value(i64 11, !48, !DIExpression(), !41)
    #dbg_value(i32 0, !49, !DIExpression(), !41)
    #dbg_value(i64 1, !49, !DIExpression(), !41)
  %289 = getelementptr inbounds nuw i8, ptr %T_softmax_exp, i64 11264, !dbg !41
  %290 = load float, ptr %289, align 4, !dbg !41, !tbaa !59
  %291 = fadd float %290, 0.000000e+00, !dbg !41
  %invariant.gep72.11 = getelementptr inbounds nuw i8, ptr %T_softmax_exp, i64 11264, !dbg !41
  br label %for_body_k14.11, !dbg !41

for_body_k14.11:                                  ; preds = %for_body_k14.11, %for_end_k15.10
  %indvars.iv57.11 = phi i64 [ 1, %for_end_k15.10 ], [ %indvars.iv.next58.11, %for_body_k14.11 ]
  %292 = phi float [ %291, %for_end_k15.10 ], [ %294, %for_body_k14.11 ]
    #dbg_value(i64 %indvars.iv57.11, !49, !DIExpression(), !41)
  %gep73.11 = getelementptr inbounds nuw float, ptr %invariant.gep72.11, i64 %indvars.iv57.11, !dbg !41
  %293 = load float, ptr %gep73.11, align 4, !dbg !41, !tbaa !59
  %294 = fadd float %293, %292, !dbg !41
  %indvars.iv.next58.11 = add nuw nsw i64 %indvars.iv57.11, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next58.11, !49, !DIExpression(), !41)
  %exitcond59.not.11 = icmp eq i64 %indvars.iv.next58.11, 256, !dbg !41
  br i1 %exitcond59.not.11, label %for_end_k15.11, label %for_body_k14.11, !dbg !41, !prof !52, !llvm.loop !61

for_end_k15.11:                                   ; preds = %for_body_k14.11
    #dbg_value(i64 12, !48, !DIExpression(), !41)
    #dbg_value(i32 0, !49, !DIExpression(), !41)
    #dbg_value(i64 1, !49, !DIExpression(), !41)
  %295 = getelementptr inbounds nuw i8, ptr %T_softmax_exp, i64 12288, !dbg !41
  %296 = load float, ptr %295, align 4, !dbg !41, !tbaa !59
  %297 = fadd float %296, 0.000000e+00, !dbg !41
  %invariant.gep72.12 = getelementptr inbounds nuw i8, ptr %T_softmax_exp, i64 12288, !dbg !41
  br label %for_body_k14.12, !dbg !41

for_body_k14.12:                                  ; preds = %for_body_k14.12, %for_end_k15.11
  %indvars.iv57.12 = phi i64 [ 1, %for_end_k15.11 ], [ %indvars.iv.next58.12, %for_body_k14.12 ]
  %298 = phi float [ %297, %for_end_k15.11 ], [ %300, %for_body_k14.12 ]
    #dbg_value(i64 %indvars.iv57.12, !49, !DIExpression(), !41)
  %gep73.12 = getelementptr inbounds nuw float, ptr %invariant.gep72.12, i64 %indvars.iv57.12, !dbg !41
  %299 = load float, ptr %gep73.12, align 4, !dbg !41, !tbaa !59
  %300 = fadd float %299, %298, !dbg !41
  %indvars.iv.next58.12 = add nuw nsw i64 %indvars.iv57.12, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next58.12, !49, !DIExpression(), !41)
  %exitcond59.not.12 = icmp eq i64 %indvars.iv.next58.12, 256, !dbg !41
  br i1 %exitcond59.not.12, label %for_end_k15.12, label %for_body_k14.12, !dbg !41, !prof !52, !llvm.loop !61

for_end_k15.12:                                   ; preds = %for_body_k14.12
    #dbg_value(i64 13, !48, !DIExpression(), !41)
    #dbg_value(i32 0, !49, !DIExpression(), !41)
    #dbg_value(i64 1, !49, !DIExpression(), !41)
  %301 = getelementptr inbounds nuw i8, ptr %T_softmax_exp, i64 13312, !dbg !41
  %302 = load float, ptr %301, align 4, !dbg !41, !tbaa !59
  %303 = fadd float %302, 0.000000e+00, !dbg !41
  %invariant.gep72.13 = getelementptr inbounds nuw i8, ptr %T_softmax_exp, i64 13312, !dbg !41
  br label %for_body_k14.13, !dbg !41

for_body_k14.13:                                  ; preds = %for_body_k14.13, %for_end_k15.12
  %indvars.iv57.13 = phi i64 [ 1, %for_end_k15.12 ], [ %indvars.iv.next58.13, %for_body_k14.13 ]
  %304 = phi float [ %303, %for_end_k15.12 ], [ %306, %for_body_k14.13 ]
    #dbg_value(i64 %indvars.iv57.13, !49, !DIExpression(), !41)
  %gep73.13 = getelementptr inbounds nuw float, ptr %invariant.gep72.13, i64 %indvars.iv57.13, !dbg !41
  %305 = load float, ptr %gep73.13, align 4, !dbg !41, !tbaa !59
  %306 = fadd float %305, %304, !dbg !41
  %indvars.iv.next58.13 = add nuw nsw i64 %indvars.iv57.13, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next58.13, !49, !DIExpression(), !41)
  %exitcond59.not.13 = icmp eq i64 %indvars.iv.next58.13, 256, !dbg !41
  br i1 %exitcond59.not.13, label %for_end_k15.13, label %for_body_k14.13, !dbg !41, !prof !52, !llvm.loop !61

for_end_k15.13:                                   ; preds = %for_body_k14.13
    #dbg_value(i64 14, !48, !DIExpression(), !41)
    #dbg_value(i32 0, !49, !DIExpression(), !41)
    #dbg_value(i64 1, !49, !DIExpression(), !41)
  %307 = getelementptr inbounds nuw i8, ptr %T_softmax_exp, i64 14336, !dbg !41
  %308 = load float, ptr %307, align 4, !dbg !41, !tbaa !59
  %309 = fadd float %308, 0.000000e+00, !dbg !41
  %invariant.gep72.14 = getelementptr inbounds nuw i8, ptr %T_softmax_exp, i64 14336, !dbg !41
  br label %for_body_k14.14, !dbg !41

for_body_k14.14:                                  ; preds = %for_body_k14.14, %for_end_k15.13
  %indvars.iv57.14 = phi i64 [ 1, %for_end_k15.13 ], [ %indvars.iv.next58.14, %for_body_k14.14 ]
  %310 = phi float [ %309, %for_end_k15.13 ], [ %312, %for_body_k14.14 ]
    #dbg_value(i64 %indvars.iv57.14, !49, !DIExpression(), !41)
  %gep73.14 = getelementptr inbounds nuw float, ptr %invariant.gep72.14, i64 %indvars.iv57.14, !dbg !41
  %311 = load float, ptr %gep73.14, align 4, !dbg !41, !tbaa !59
  %312 = fadd float %311, %310, !dbg !41
  %indvars.iv.next58.14 = add nuw nsw i64 %indvars.iv57.14, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next58.14, !49, !DIExpression(), !41)
  %exitcond59.not.14 = icmp eq i64 %indvars.iv.next58.14, 256, !dbg !41
  br i1 %exitcond59.not.14, label %for_end_k15.14, label %for_body_k14.14, !dbg !41, !prof !52, !llvm.loop !61

for_end_k15.14:                                   ; preds = %for_body_k14.14
    #dbg_value(i64 15, !48, !DIExpression(), !41)
    #dbg_value(i32 0, !49, !DIExpression(), !41)
    #dbg_value(i64 1, !49, !DIExpression(), !41)
  %313 = getelementptr inbounds nuw i8, ptr %T_softmax_exp, i64 15360, !dbg !41
  %314 = load float, ptr %313, align 4, !dbg !41, !tbaa !59
  %315 = fadd float %314, 0.000000e+00, !dbg !41
  %invariant.gep72.15 = getelementptr inbounds nuw i8, ptr %T_softmax_exp, i64 15360, !dbg !41
  br label %for_body_k14.15, !dbg !41

for_body_k14.15:                                  ; preds = %for_body_k14.15, %for_end_k15.14
  %indvars.iv57.15 = phi i64 [ 1, %for_end_k15.14 ], [ %indvars.iv.next58.15, %for_body_k14.15 ]
  %316 = phi float [ %315, %for_end_k15.14 ], [ %318, %for_body_k14.15 ]
    #dbg_value(i64 %indvars.iv57.15, !49, !DIExpression(), !41)
  %gep73.15 = getelementptr inbounds nuw float, ptr %invariant.gep72.15, i64 %indvars.iv57.15, !dbg !41
  %317 = load float, ptr %gep73.15, align 4, !dbg !41, !tbaa !59
  %318 = fadd float %317, %316, !dbg !41
  %indvars.iv.next58.15 = add nuw nsw i64 %indvars.iv57.15, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next58.15, !49, !DIExpression(), !41)
  %exitcond59.not.15 = icmp eq i64 %indvars.iv.next58.15, 256, !dbg !41
  br i1 %exitcond59.not.15, label %for_body_i126, label %for_body_k14.15, !dbg !41, !prof !52, !llvm.loop !61

for_body_i126:                                    ; preds = %for_body_k14.15, %for_body_i126
  %indvars.iv64 = phi i64 [ %indvars.iv.next65, %for_body_i126 ], [ 0, %for_body_k14.15 ]
    #dbg_value(i64 %indvars.iv64, !57, !DIExpression(), !41)
    #dbg_value(i64 %indvars.iv64, !62, !DIExpression(), !41)
  %319 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %indvars.iv64, !dbg !41
  %320 = load float, ptr %319, align 4, !dbg !41, !tbaa !59
  %321 = fdiv float %320, %228, !dbg !41
  %322 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %indvars.iv64, !dbg !41
  store float %321, ptr %322, align 4, !dbg !41, !tbaa !63
  %indvars.iv.next65 = add nuw nsw i64 %indvars.iv64, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next65, !57, !DIExpression(), !41)
  %exitcond67.not = icmp eq i64 %indvars.iv.next65, 256, !dbg !41
  br i1 %exitcond67.not, label %for_body_i126.1, label %for_body_i126, !dbg !41, !prof !52

for_body_i126.1:                                  ; preds = %for_body_i126, %for_body_i126.1
  %indvars.iv64.1 = phi i64 [ %indvars.iv.next65.1, %for_body_i126.1 ], [ 0, %for_body_i126 ]
    #dbg_value(i64 %indvars.iv64.1, !57, !DIExpression(), !41)
  %323 = add nuw nsw i64 %indvars.iv64.1, 256, !dbg !41
    #dbg_value(i64 %323, !62, !DIExpression(), !41)
  %324 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %323, !dbg !41
  %325 = load float, ptr %324, align 4, !dbg !41, !tbaa !59
  %326 = fdiv float %325, %234, !dbg !41
  %327 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %323, !dbg !41
  store float %326, ptr %327, align 4, !dbg !41, !tbaa !63
  %indvars.iv.next65.1 = add nuw nsw i64 %indvars.iv64.1, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next65.1, !57, !DIExpression(), !41)
  %exitcond67.1.not = icmp eq i64 %indvars.iv.next65.1, 256, !dbg !41
  br i1 %exitcond67.1.not, label %for_body_i126.2, label %for_body_i126.1, !dbg !41, !prof !52

for_body_i126.2:                                  ; preds = %for_body_i126.1, %for_body_i126.2
  %indvars.iv64.2 = phi i64 [ %indvars.iv.next65.2, %for_body_i126.2 ], [ 0, %for_body_i126.1 ]
    #dbg_value(i64 %indvars.iv64.2, !57, !DIExpression(), !41)
  %328 = add nuw nsw i64 %indvars.iv64.2, 512, !dbg !41
    #dbg_value(i64 %328, !62, !DIExpression(), !41)
  %329 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %328, !dbg !41
  %330 = load float, ptr %329, align 4, !dbg !41, !tbaa !59
  %331 = fdiv float %330, %240, !dbg !41
  %332 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %328, !dbg !41
  store float %331, ptr %332, align 4, !dbg !41, !tbaa !63
  %indvars.iv.next65.2 = add nuw nsw i64 %indvars.iv64.2, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next65.2, !57, !DIExpression(), !41)
  %exitcond67.2.not = icmp eq i64 %indvars.iv.next65.2, 256, !dbg !41
  br i1 %exitcond67.2.not, label %for_body_i126.3, label %for_body_i126.2, !dbg !41, !prof !52

for_body_i126.3:                                  ; preds = %for_body_i126.2, %for_body_i126.3
  %indvars.iv64.3 = phi i64 [ %indvars.iv.next65.3, %for_body_i126.3 ], [ 0, %for_body_i126.2 ]
    #dbg_value(i64 %indvars.iv64.3, !57, !DIExpression(), !41)
  %333 = add nuw nsw i64 %indvars.iv64.3, 768, !dbg !41
    #dbg_value(i64 %333, !62, !DIExpression(), !41)
  %334 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %333, !dbg !41
  %335 = load float, ptr %334, align 4, !dbg !41, !tbaa !59
  %336 = fdiv float %335, %246, !dbg !41
  %337 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %333, !dbg !41
  store float %336, ptr %337, align 4, !dbg !41, !tbaa !63
  %indvars.iv.next65.3 = add nuw nsw i64 %indvars.iv64.3, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next65.3, !57, !DIExpression(), !41)
  %exitcond67.3.not = icmp eq i64 %indvars.iv.next65.3, 256, !dbg !41
  br i1 %exitcond67.3.not, label %for_body_i126.4, label %for_body_i126.3, !dbg !41, !prof !52

for_body_i126.4:                                  ; preds = %for_body_i126.3, %for_body_i126.4
  %indvars.iv64.4 = phi i64 [ %indvars.iv.next65.4, %for_body_i126.4 ], [ 0, %for_body_i126.3 ]
    #dbg_value(i64 %indvars.iv64.4, !57, !DIExpression(), !41)
  %338 = add nuw nsw i64 %indvars.iv64.4, 1024, !dbg !41
    #dbg_value(i64 %338, !62, !DIExpression(), !41)
  %339 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %338, !dbg !41
  %340 = load float, ptr %339, align 4, !dbg !41, !tbaa !59
  %341 = fdiv float %340, %252, !dbg !41
  %342 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %338, !dbg !41
  store float %341, ptr %342, align 4, !dbg !41, !tbaa !63
  %indvars.iv.next65.4 = add nuw nsw i64 %indvars.iv64.4, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next65.4, !57, !DIExpression(), !41)
  %exitcond67.4.not = icmp eq i64 %indvars.iv.next65.4, 256, !dbg !41
  br i1 %exitcond67.4.not, label %for_body_i126.5, label %for_body_i126.4, !dbg !41, !prof !52

for_body_i126.5:                                  ; preds = %for_body_i126.4, %for_body_i126.5
  %indvars.iv64.5 = phi i64 [ %indvars.iv.next65.5, %for_body_i126.5 ], [ 0, %for_body_i126.4 ]
    #dbg_value(i64 %indvars.iv64.5, !57, !DIExpression(), !41)
  %343 = add nuw nsw i64 %indvars.iv64.5, 1280, !dbg !41
    #dbg_value(i64 %343, !62, !DIExpression(), !41)
  %344 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %343, !dbg !41
  %345 = load float, ptr %344, align 4, !dbg !41, !tbaa !59
  %346 = fdiv float %345, %258, !dbg !41
  %347 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %343, !dbg !41
  store float %346, ptr %347, align 4, !dbg !41, !tbaa !63
  %indvars.iv.next65.5 = add nuw nsw i64 %indvars.iv64.5, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next65.5, !57, !DIExpression(), !41)
  %exitcond67.5.not = icmp eq i64 %indvars.iv.next65.5, 256, !dbg !41
  br i1 %exitcond67.5.not, label %for_body_i126.6, label %for_body_i126.5, !dbg !41, !prof !52

for_body_i126.6:                                  ; preds = %for_body_i126.5, %for_body_i126.6
  %indvars.iv64.6 = phi i64 [ %indvars.iv.next65.6, %for_body_i126.6 ], [ 0, %for_body_i126.5 ]
    #dbg_value(i64 %indvars.iv64.6, !57, !DIExpression(), !41)
  %348 = add nuw nsw i64 %indvars.iv64.6, 1536, !dbg !41
    #dbg_value(i64 %348, !62, !DIExpression(), !41)
  %349 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %348, !dbg !41
  %350 = load float, ptr %349, align 4, !dbg !41, !tbaa !59
  %351 = fdiv float %350, %264, !dbg !41
  %352 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %348, !dbg !41
  store float %351, ptr %352, align 4, !dbg !41, !tbaa !63
  %indvars.iv.next65.6 = add nuw nsw i64 %indvars.iv64.6, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next65.6, !57, !DIExpression(), !41)
  %exitcond67.6.not = icmp eq i64 %indvars.iv.next65.6, 256, !dbg !41
  br i1 %exitcond67.6.not, label %for_body_i126.7, label %for_body_i126.6, !dbg !41, !prof !52

for_body_i126.7:                                  ; preds = %for_body_i126.6, %for_body_i126.7
  %indvars.iv64.7 = phi i64 [ %indvars.iv.next65.7, %for_body_i126.7 ], [ 0, %for_body_i126.6 ]
    #dbg_value(i64 %indvars.iv64.7, !57, !DIExpression(), !41)
  %353 = add nuw nsw i64 %indvars.iv64.7, 1792, !dbg !41
    #dbg_value(i64 %353, !62, !DIExpression(), !41)
  %354 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %353, !dbg !41
  %355 = load float, ptr %354, align 4, !dbg !41, !tbaa !59
  %356 = fdiv float %355, %270, !dbg !41
  %357 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %353, !dbg !41
  store float %356, ptr %357, align 4, !dbg !41, !tbaa !63
  %indvars.iv.next65.7 = add nuw nsw i64 %indvars.iv64.7, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next65.7, !57, !DIExpression(), !41)
  %exitcond67.7.not = icmp eq i64 %indvars.iv.next65.7, 256, !dbg !41
  br i1 %exitcond67.7.not, label %for_body_i126.8, label %for_body_i126.7, !dbg !41, !prof !52

for_body_i126.8:                                  ; preds = %for_body_i126.7, %for_body_i126.8
  %indvars.iv64.8 = phi i64 [ %indvars.iv.next65.8, %for_body_i126.8 ], [ 0, %for_body_i126.7 ]
    #dbg_value(i64 %indvars.iv64.8, !57, !DIExpression(), !41)
  %358 = add nuw nsw i64 %indvars.iv64.8, 2048, !dbg !41
    #dbg_value(i64 %358, !62, !DIExpression(), !41)
  %359 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %358, !dbg !41
  %360 = load float, ptr %359, align 4, !dbg !41, !tbaa !59
  %361 = fdiv float %360, %276, !dbg !41
  %362 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %358, !dbg !41
  store float %361, ptr %362, align 4, !dbg !41, !tbaa !63
  %indvars.iv.next65.8 = add nuw nsw i64 %indvars.iv64.8, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next65.8, !57, !DIExpression(), !41)
  %exitcond67.8.not = icmp eq i64 %indvars.iv.next65.8, 256, !dbg !41
  br i1 %exitcond67.8.not, label %for_body_i126.9, label %for_body_i126.8, !dbg !41, !prof !52

for_body_i126.9:                                  ; preds = %for_body_i126.8, %for_body_i126.9
  %indvars.iv64.9 = phi i64 [ %indvars.iv.next65.9, %for_body_i126.9 ], [ 0, %for_body_i126.8 ]
    #dbg_value(i64 %indvars.iv64.9, !57, !DIExpression(), !41)
  %363 = add nuw nsw i64 %indvars.iv64.9, 2304, !dbg !41
    #dbg_value(i64 %363, !62, !DIExpression(), !41)
  %364 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %363, !dbg !41
  %365 = load float, ptr %364, align 4, !dbg !41, !tbaa !59
  %366 = fdiv float %365, %282, !dbg !41
  %367 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %363, !dbg !41
  store float %366, ptr %367, align 4, !dbg !41, !tbaa !63
  %indvars.iv.next65.9 = add nuw nsw i64 %indvars.iv64.9, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next65.9, !57, !DIExpression(), !41)
  %exitcond67.9.not = icmp eq i64 %indvars.iv.next65.9, 256, !dbg !41
  br i1 %exitcond67.9.not, label %for_body_i126.10, label %for_body_i126.9, !dbg !41, !prof !52

for_body_i126.10:                                 ; preds = %for_body_i126.9, %for_body_i126.10
  %indvars.iv64.10 = phi i64 [ %indvars.iv.next65.10, %for_body_i126.10 ], [ 0, %for_body_i126.9 ]
    #dbg_value(i64 %indvars.iv64.10, !57, !DIExpression(), !41)
  %368 = add nuw nsw i64 %indvars.iv64.10, 2560, !dbg !41
    #dbg_value(i64 %368, !62, !DIExpression(), !41)
  %369 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %368, !dbg !41
  %370 = load float, ptr %369, align 4, !dbg !41, !tbaa !59
  %371 = fdiv float %370, %288, !dbg !41
  %372 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %368, !dbg !41
  store float %371, ptr %372, align 4, !dbg !41, !tbaa !63
  %indvars.iv.next65.10 = add nuw nsw i64 %indvars.iv64.10, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next65.10, !57, !DIExpression(), !41)
  %exitcond67.10.not = icmp eq i64 %indvars.iv.next65.10, 256, !dbg !41
  br i1 %exitcond67.10.not, label %for_body_i126.11, label %for_body_i126.10, !dbg !41, !prof !52

for_body_i126.11:                                 ; preds = %for_body_i126.10, %for_body_i126.11
  %indvars.iv64.11 = phi i64 [ %indvars.iv.next65.11, %for_body_i126.11 ], [ 0, %for_body_i126.10 ]
    #dbg_value(i64 %indvars.iv64.11, !57, !DIExpression(), !41)
  %373 = add nuw nsw i64 %indvars.iv64.11, 2816, !dbg !41
    #dbg_value(i64 %373, !62, !DIExpression(), !41)
  %374 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %373, !dbg !41
  %375 = load float, ptr %374, align 4, !dbg !41, !tbaa !59
  %376 = fdiv float %375, %294, !dbg !41
  %377 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %373, !dbg !41
  store float %376, ptr %377, align 4, !dbg !41, !tbaa !63
  %indvars.iv.next65.11 = add nuw nsw i64 %indvars.iv64.11, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next65.11, !57, !DIExpression(), !41)
  %exitcond67.11.not = icmp eq i64 %indvars.iv.next65.11, 256, !dbg !41
  br i1 %exitcond67.11.not, label %for_body_i126.12, label %for_body_i126.11, !dbg !41, !prof !52

for_body_i126.12:                                 ; preds = %for_body_i126.11, %for_body_i126.12
  %indvars.iv64.12 = phi i64 [ %indvars.iv.next65.12, %for_body_i126.12 ], [ 0, %for_body_i126.11 ]
    #dbg_value(i64 %indvars.iv64.12, !57, !DIExpression(), !41)
  %378 = add nuw nsw i64 %indvars.iv64.12, 3072, !dbg !41
    #dbg_value(i64 %378, !62, !DIExpression(), !41)
  %379 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %378, !dbg !41
  %380 = load float, ptr %379, align 4, !dbg !41, !tbaa !59
  %381 = fdiv float %380, %300, !dbg !41
  %382 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %378, !dbg !41
  store float %381, ptr %382, align 4, !dbg !41, !tbaa !63
  %indvars.iv.next65.12 = add nuw nsw i64 %indvars.iv64.12, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next65.12, !57, !DIExpression(), !41)
  %exitcond67.12.not = icmp eq i64 %indvars.iv.next65.12, 256, !dbg !41
  br i1 %exitcond67.12.not, label %for_body_i126.13, label %for_body_i126.12, !dbg !41, !prof !52

for_body_i126.13:                                 ; preds = %for_body_i126.12, %for_body_i126.13
  %indvars.iv64.13 = phi i64 [ %indvars.iv.next65.13, %for_body_i126.13 ], [ 0, %for_body_i126.12 ]
    #dbg_value(i64 %indvars.iv64.13, !57, !DIExpression(), !41)
  %383 = add nuw nsw i64 %indvars.iv64.13, 3328, !dbg !41
    #dbg_value(i64 %383, !62, !DIExpression(), !41)
  %384 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %383, !dbg !41
  %385 = load float, ptr %384, align 4, !dbg !41, !tbaa !59
  %386 = fdiv float %385, %306, !dbg !41
  %387 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %383, !dbg !41
  store float %386, ptr %387, align 4, !dbg !41, !tbaa !63
  %indvars.iv.next65.13 = add nuw nsw i64 %indvars.iv64.13, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next65.13, !57, !DIExpression(), !41)
  %exitcond67.13.not = icmp eq i64 %indvars.iv.next65.13, 256, !dbg !41
  br i1 %exitcond67.13.not, label %for_body_i126.14, label %for_body_i126.13, !dbg !41, !prof !52

for_body_i126.14:                                 ; preds = %for_body_i126.13, %for_body_i126.14
  %indvars.iv64.14 = phi i64 [ %indvars.iv.next65.14, %for_body_i126.14 ], [ 0, %for_body_i126.13 ]
    #dbg_value(i64 %indvars.iv64.14, !57, !DIExpression(), !41)
  %388 = add nuw nsw i64 %indvars.iv64.14, 3584, !dbg !41
    #dbg_value(i64 %388, !62, !DIExpression(), !41)
  %389 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %388, !dbg !41
  %390 = load float, ptr %389, align 4, !dbg !41, !tbaa !59
  %391 = fdiv float %390, %312, !dbg !41
  %392 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %388, !dbg !41
  store float %391, ptr %392, align 4, !dbg !41, !tbaa !63
  %indvars.iv.next65.14 = add nuw nsw i64 %indvars.iv64.14, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next65.14, !57, !DIExpression(), !41)
  %exitcond67.14.not = icmp eq i64 %indvars.iv.next65.14, 256, !dbg !41
  br i1 %exitcond67.14.not, label %for_body_i126.15, label %for_body_i126.14, !dbg !41, !prof !52

for_body_i126.15:                                 ; preds = %for_body_i126.14, %for_body_i126.15
  %indvars.iv64.15 = phi i64 [ %indvars.iv.next65.15, %for_body_i126.15 ], [ 0, %for_body_i126.14 ]
    #dbg_value(i64 %indvars.iv64.15, !57, !DIExpression(), !41)
  %393 = add nuw nsw i64 %indvars.iv64.15, 3840, !dbg !41
    #dbg_value(i64 %393, !62, !DIExpression(), !41)
  %394 = getelementptr inbounds nuw float, ptr %T_softmax_exp, i64 %393, !dbg !41
  %395 = load float, ptr %394, align 4, !dbg !41, !tbaa !59
  %396 = fdiv float %395, %318, !dbg !41
  %397 = getelementptr inbounds nuw float, ptr %T_softmax_norm, i64 %393, !dbg !41
  store float %396, ptr %397, align 4, !dbg !41, !tbaa !63
  %indvars.iv.next65.15 = add nuw nsw i64 %indvars.iv64.15, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next65.15, !57, !DIExpression(), !41)
  %exitcond67.15.not = icmp eq i64 %indvars.iv.next65.15, 256, !dbg !41
  br i1 %exitcond67.15.not, label %for_end_i127.15, label %for_body_i126.15, !dbg !41, !prof !52

for_end_i127.15:                                  ; preds = %for_body_i126.15
    #dbg_value(i64 16, !48, !DIExpression(), !41)
  %398 = load ptr, ptr @__TVMBackendFreeWorkspace, align 8, !dbg !41, !tbaa !42
  %399 = tail call i32 %398(i32 1, i32 %dev_id, ptr nonnull %T_softmax_exp), !dbg !41
  %.not = icmp ne i32 %399, 0, !dbg !41
  %. = sext i1 %.not to i32, !dbg !41
  br label %common.ret, !dbg !41
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp.f32(float) #4

define weak dllexport i32 @__tvm_ffi_main(ptr %0, ptr %1, i32 %2, ptr %3) local_unnamed_addr {
entry:
  %4 = tail call i32 @__tvm_ffi_softmax(ptr poison, ptr %1, i32 %2, ptr poison), !dbg !15
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
attributes #3 = { noinline "target-cpu"="generic" }
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
!42 = !{!43, !43, i64 0}
!43 = !{!"ctx_ptr", !44, i64 0}
!44 = !{!"tvm-tbaa"}
!45 = !DILocalVariable(name: "T_softmax_exp", scope: !34, file: !1, type: !31)
!46 = !DILocalVariable(name: "X", scope: !34, file: !1, type: !31)
!47 = !DILocalVariable(name: "T_softmax_norm", scope: !34, file: !1, type: !31)
!48 = !DILocalVariable(name: "i0", scope: !34, file: !1, type: !8)
!49 = !DILocalVariable(name: "k", scope: !34, file: !1, type: !8)
!50 = !{!51, !51, i64 0}
!51 = !{!"0x5616f4786d50", !44, i64 0}
!52 = !{!"branch_weights", i32 1, i32 1048575}
!53 = distinct !{!53, !54, !55}
!54 = !{!"llvm.loop.peeled.count", i32 1}
!55 = !{!"llvm.loop.estimated_trip_count", i32 1048575}
!56 = !DILocalVariable(name: "T_softmax_maxelem", scope: !34, file: !1, type: !31)
!57 = !DILocalVariable(name: "i1", scope: !34, file: !1, type: !8)
!58 = !DILocalVariable(name: "cse_v1", scope: !34, file: !1, type: !8)
!59 = !{!60, !60, i64 0}
!60 = !{!"0x5616f46fd240", !44, i64 0}
!61 = distinct !{!61, !54, !55}
!62 = !DILocalVariable(name: "cse_v2", scope: !34, file: !1, type: !8)
!63 = !{!64, !64, i64 0}
!64 = !{!"0x5616f4e1d5c0", !44, i64 0}
