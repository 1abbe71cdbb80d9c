; ModuleID = 'TVMMod'
source_filename = "TVMMod"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-linux-gnu"

@.str = private constant [10 x i8] c"TypeError\00", align 1
@.str.1 = private constant [10 x i8] c"Expected \00", align 1
@.str.2 = private constant [2 x i8] c"3\00", align 1
@.str.3 = private constant [11 x i8] c" arguments\00", align 1
@.str.4 = private constant [19 x i8] c" when calling:\0A  `\00", align 1
@.str.5 = private constant [131 x i8] c"conv2d(data: Tensor([1, 4, 16, 16], float32), weight: Tensor([8, 4, 3, 3], float32), conv2d_nchw: Tensor([1, 8, 16, 16], float32))\00", align 1
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
@.str.16 = private constant [5 x i8] c"data\00", align 1
@.str.17 = private constant [20 x i8] c".ndim on argument #\00", align 1
@.str.18 = private constant [2 x i8] c"4\00", align 1
@.str.19 = private constant [21 x i8] c".dtype on argument #\00", align 1
@.str.20 = private constant [8 x i8] c"float32\00", align 1
@.str.21 = private constant [27 x i8] c".device_type on argument #\00", align 1
@.str.22 = private constant [4 x i8] c"cpu\00", align 1
@.str.23 = private constant [7 x i8] c"weight\00", align 1
@.str.24 = private constant [12 x i8] c"conv2d_nchw\00", align 1
@.str.25 = private constant [23 x i8] c".strides on argument #\00", align 1
@.str.26 = private constant [34 x i8] c"`,\0A  expected to be compact array\00", align 1
@.str.27 = private constant [36 x i8] c" data pointer is NULL on argument #\00", align 1
@.str.28 = private constant [36 x i8] c"`,\0A  expected non-NULL data pointer\00", align 1
@.str.29 = private constant [17 x i8] c"weight.device_id\00", align 1
@.str.30 = private constant [15 x i8] c" on argument #\00", align 1
@.str.31 = private constant [24 x i8] c"`,\0A  expected to match \00", align 1
@.str.32 = private constant [15 x i8] c"data.device_id\00", align 1
@.str.33 = private constant [22 x i8] c"conv2d_nchw.device_id\00", align 1
@.str.34 = private constant [9 x i8] c"Invalid \00", align 1
@.str.35 = private constant [14 x i8] c"data.shape[0]\00", align 1
@.str.36 = private constant [14 x i8] c"data.shape[1]\00", align 1
@.str.37 = private constant [14 x i8] c"data.shape[2]\00", align 1
@.str.38 = private constant [3 x i8] c"16\00", align 1
@.str.39 = private constant [14 x i8] c"data.shape[3]\00", align 1
@.str.40 = private constant [17 x i8] c"data.byte_offset\00", align 1
@.str.41 = private constant [16 x i8] c"weight.shape[0]\00", align 1
@.str.42 = private constant [2 x i8] c"8\00", align 1
@.str.43 = private constant [16 x i8] c"weight.shape[1]\00", align 1
@.str.44 = private constant [16 x i8] c"weight.shape[2]\00", align 1
@.str.45 = private constant [16 x i8] c"weight.shape[3]\00", align 1
@.str.46 = private constant [19 x i8] c"weight.byte_offset\00", align 1
@.str.47 = private constant [21 x i8] c"conv2d_nchw.shape[0]\00", align 1
@.str.48 = private constant [21 x i8] c"conv2d_nchw.shape[1]\00", align 1
@.str.49 = private constant [21 x i8] c"conv2d_nchw.shape[2]\00", align 1
@.str.50 = private constant [21 x i8] c"conv2d_nchw.shape[3]\00", align 1
@.str.51 = private constant [24 x i8] c"conv2d_nchw.byte_offset\00", align 1
@__TVMBackendAllocWorkspace = linkonce dllexport local_unnamed_addr global ptr null, align 8
@__TVMBackendFreeWorkspace = linkonce dllexport local_unnamed_addr global ptr null, align 8
@llvm.global_ctors = appending global [0 x { i32, ptr, ptr }] zeroinitializer

define dllexport range(i32 -1, 1) i32 @__tvm_ffi_conv2d(ptr noalias readnone captures(none) %self_handle, ptr noalias readonly captures(address_is_null) %args, i32 %num_args, ptr noalias readnone captures(none) %result) local_unnamed_addr #0 !dbg !5 {
entry:
    #dbg_value(ptr poison, !11, !DIExpression(), !15)
    #dbg_value(ptr %args, !12, !DIExpression(), !15)
    #dbg_value(i32 %num_args, !13, !DIExpression(), !15)
    #dbg_value(ptr poison, !14, !DIExpression(), !15)
  %0 = icmp eq i32 %num_args, 3, !dbg !15
  br i1 %0, label %assert_end, label %assert_fail, !dbg !15, !prof !16

common.ret:                                       ; preds = %assert_end90, %assert_fail89, %assert_fail87, %assert_fail85, %assert_fail83, %assert_fail81, %assert_fail79, %assert_fail77, %assert_fail75, %assert_fail73, %assert_fail71, %assert_fail69, %assert_fail67, %assert_fail65, %assert_fail63, %assert_fail61, %assert_fail59, %assert_fail57, %assert_fail55, %assert_fail51, %assert_fail49, %assert_fail47, %assert_fail43, %assert_fail41, %assert_fail37, %assert_fail35, %assert_fail33, %assert_fail31, %assert_fail29, %assert_fail27, %assert_fail25, %assert_fail23, %assert_fail21, %assert_fail19, %assert_fail17, %assert_fail15, %assert_fail10, %assert_fail5, %assert_fail3, %assert_fail1, %assert_fail
  %common.ret.op = phi i32 [ -1, %assert_fail ], [ -1, %assert_fail1 ], [ -1, %assert_fail3 ], [ -1, %assert_fail5 ], [ -1, %assert_fail10 ], [ -1, %assert_fail15 ], [ -1, %assert_fail17 ], [ -1, %assert_fail19 ], [ -1, %assert_fail21 ], [ -1, %assert_fail23 ], [ -1, %assert_fail25 ], [ -1, %assert_fail27 ], [ -1, %assert_fail29 ], [ -1, %assert_fail31 ], [ -1, %assert_fail33 ], [ -1, %assert_fail35 ], [ -1, %assert_fail37 ], [ -1, %assert_fail41 ], [ -1, %assert_fail43 ], [ -1, %assert_fail47 ], [ -1, %assert_fail49 ], [ -1, %assert_fail51 ], [ -1, %assert_fail55 ], [ -1, %assert_fail57 ], [ -1, %assert_fail59 ], [ -1, %assert_fail61 ], [ -1, %assert_fail63 ], [ -1, %assert_fail65 ], [ -1, %assert_fail67 ], [ -1, %assert_fail69 ], [ -1, %assert_fail71 ], [ -1, %assert_fail73 ], [ -1, %assert_fail75 ], [ -1, %assert_fail77 ], [ -1, %assert_fail79 ], [ -1, %assert_fail81 ], [ -1, %assert_fail83 ], [ -1, %assert_fail85 ], [ -1, %assert_fail87 ], [ -1, %assert_fail89 ], [ %178, %assert_end90 ]
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
  %data.type_index = load i32, ptr %args, align 4, !dbg !15
    #dbg_value(i32 %data.type_index, !18, !DIExpression(), !15)
    #dbg_value(i32 %data.type_index, !18, !DIExpression(), !15)
  %data.type_index.fr = freeze i32 %data.type_index, !dbg !15
  %1 = icmp sgt i32 %data.type_index.fr, 63, !dbg !15
  br i1 %1, label %assert_end4, label %switch.early.test, !dbg !15

switch.early.test:                                ; preds = %assert_end2
  switch i32 %data.type_index.fr, label %assert_fail3 [
    i32 0, label %if_else
    i32 4, label %if_else
    i32 7, label %if_else
  ], !dbg !15, !prof !19

assert_fail3:                                     ; preds = %switch.early.test
  tail call fastcc void @__tvm_set_raised_6(ptr nonnull @.str, i32 6, ptr nonnull @.str.8, ptr nonnull @.str.9, ptr nonnull @.str.4, ptr nonnull @.str.5, ptr nonnull @.str.10, ptr nonnull @.str.11), !dbg !15
  br label %common.ret, !dbg !15

assert_end4:                                      ; preds = %assert_end2
  %2 = icmp eq i32 %data.type_index.fr, 70, !dbg !15
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
  %data.handle = phi ptr [ %5, %if_then ], [ %7, %if_else ], !dbg !15
    #dbg_declare(ptr %data.handle, !20, !DIExpression(), !15)
    #dbg_declare(ptr %data.handle, !20, !DIExpression(), !15)
  %8 = getelementptr inbounds nuw i8, ptr %args, i64 16, !dbg !15
  %weight.type_index = load i32, ptr %8, align 4, !dbg !15
    #dbg_value(i32 %weight.type_index, !21, !DIExpression(), !15)
    #dbg_value(i32 %weight.type_index, !21, !DIExpression(), !15)
  %weight.type_index.fr = freeze i32 %weight.type_index, !dbg !15
  %9 = icmp sgt i32 %weight.type_index.fr, 63, !dbg !15
  br i1 %9, label %assert_end6, label %switch.early.test91, !dbg !15

switch.early.test91:                              ; preds = %if_end
  switch i32 %weight.type_index.fr, label %assert_fail5 [
    i32 0, label %if_else8
    i32 4, label %if_else8
    i32 7, label %if_else8
  ], !dbg !15, !prof !19

assert_fail5:                                     ; preds = %switch.early.test91
  tail call fastcc void @__tvm_set_raised_6(ptr nonnull @.str, i32 6, ptr nonnull @.str.8, ptr nonnull @.str.12, ptr nonnull @.str.4, ptr nonnull @.str.5, ptr nonnull @.str.10, ptr nonnull @.str.11), !dbg !15
  br label %common.ret, !dbg !15

assert_end6:                                      ; preds = %if_end
  %10 = icmp eq i32 %weight.type_index.fr, 70, !dbg !15
  br i1 %10, label %if_then7, label %if_else8, !dbg !15

if_then7:                                         ; preds = %assert_end6
  %11 = getelementptr inbounds nuw i8, ptr %args, i64 24, !dbg !15
  %12 = load ptr, ptr %11, align 8, !dbg !15
  %13 = getelementptr inbounds nuw i8, ptr %12, i64 24, !dbg !15
  br label %if_end9, !dbg !15

if_else8:                                         ; preds = %switch.early.test91, %switch.early.test91, %switch.early.test91, %assert_end6
  %14 = getelementptr inbounds nuw i8, ptr %args, i64 24, !dbg !15
  %15 = load ptr, ptr %14, align 8, !dbg !15
  br label %if_end9, !dbg !15

if_end9:                                          ; preds = %if_else8, %if_then7
  %weight.handle = phi ptr [ %13, %if_then7 ], [ %15, %if_else8 ], !dbg !15
    #dbg_declare(ptr %weight.handle, !22, !DIExpression(), !15)
    #dbg_declare(ptr %weight.handle, !22, !DIExpression(), !15)
  %16 = getelementptr inbounds nuw i8, ptr %args, i64 32, !dbg !15
  %conv2d_nchw.type_index = load i32, ptr %16, align 4, !dbg !15
    #dbg_value(i32 %conv2d_nchw.type_index, !23, !DIExpression(), !15)
    #dbg_value(i32 %conv2d_nchw.type_index, !23, !DIExpression(), !15)
  %conv2d_nchw.type_index.fr = freeze i32 %conv2d_nchw.type_index, !dbg !15
  %17 = icmp sgt i32 %conv2d_nchw.type_index.fr, 63, !dbg !15
  br i1 %17, label %assert_end11, label %switch.early.test92, !dbg !15

switch.early.test92:                              ; preds = %if_end9
  switch i32 %conv2d_nchw.type_index.fr, label %assert_fail10 [
    i32 0, label %if_else13
    i32 4, label %if_else13
    i32 7, label %if_else13
  ], !dbg !15, !prof !19

assert_fail10:                                    ; preds = %switch.early.test92
  tail call fastcc void @__tvm_set_raised_6(ptr nonnull @.str, i32 6, ptr nonnull @.str.8, ptr nonnull @.str.13, ptr nonnull @.str.4, ptr nonnull @.str.5, ptr nonnull @.str.10, ptr nonnull @.str.11), !dbg !15
  br label %common.ret, !dbg !15

assert_end11:                                     ; preds = %if_end9
  %18 = icmp eq i32 %conv2d_nchw.type_index.fr, 70, !dbg !15
  br i1 %18, label %if_then12, label %if_else13, !dbg !15

if_then12:                                        ; preds = %assert_end11
  %19 = getelementptr inbounds nuw i8, ptr %args, i64 40, !dbg !15
  %20 = load ptr, ptr %19, align 8, !dbg !15
  %21 = getelementptr inbounds nuw i8, ptr %20, i64 24, !dbg !15
  br label %if_end14, !dbg !15

if_else13:                                        ; preds = %switch.early.test92, %switch.early.test92, %switch.early.test92, %assert_end11
  %22 = getelementptr inbounds nuw i8, ptr %args, i64 40, !dbg !15
  %23 = load ptr, ptr %22, align 8, !dbg !15
  br label %if_end14, !dbg !15

if_end14:                                         ; preds = %if_else13, %if_then12
  %conv2d_nchw.handle = phi ptr [ %21, %if_then12 ], [ %23, %if_else13 ], !dbg !15
    #dbg_declare(ptr %conv2d_nchw.handle, !24, !DIExpression(), !15)
    #dbg_declare(ptr %conv2d_nchw.handle, !24, !DIExpression(), !15)
  %.not93 = icmp eq ptr %data.handle, null, !dbg !15
  br i1 %.not93, label %assert_fail15, label %assert_end16, !dbg !15, !prof !17

assert_fail15:                                    ; preds = %if_end14
  tail call fastcc void @__tvm_set_raised_6(ptr nonnull @.str, i32 6, ptr nonnull @.str.8, ptr nonnull @.str.9, ptr nonnull @.str.4, ptr nonnull @.str.5, ptr nonnull @.str.10, ptr nonnull @.str.11), !dbg !15
  br label %common.ret, !dbg !15

assert_end16:                                     ; preds = %if_end14
  %24 = getelementptr inbounds nuw i8, ptr %data.handle, i64 16, !dbg !15
  %25 = load i32, ptr %24, align 4, !dbg !15
  %26 = icmp eq i32 %25, 4, !dbg !15
  br i1 %26, label %assert_end18, label %assert_fail17, !dbg !15, !prof !16

assert_fail17:                                    ; preds = %assert_end16
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.15, ptr nonnull @.str.16, ptr nonnull @.str.17, ptr nonnull @.str.9, ptr nonnull @.str.10, ptr nonnull @.str.18), !dbg !15
  br label %common.ret, !dbg !15

assert_end18:                                     ; preds = %assert_end16
  %27 = getelementptr inbounds nuw i8, ptr %data.handle, i64 22, !dbg !15
  %28 = load i16, ptr %27, align 2, !dbg !15
  %29 = icmp eq i16 %28, 1, !dbg !15
  %30 = getelementptr inbounds nuw i8, ptr %data.handle, i64 21, !dbg !15
  %31 = load i8, ptr %30, align 1, !dbg !15
  %32 = icmp eq i8 %31, 32, !dbg !15
  %33 = getelementptr inbounds nuw i8, ptr %data.handle, i64 20, !dbg !15
  %34 = load i8, ptr %33, align 2, !dbg !15
  %35 = icmp eq i8 %34, 2, !dbg !15
  %36 = and i1 %32, %35, !dbg !15
  %37 = and i1 %29, %36, !dbg !15
  br i1 %37, label %assert_end20, label %assert_fail19, !dbg !15, !prof !16

assert_fail19:                                    ; preds = %assert_end18
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str, i32 8, ptr nonnull @.str.15, ptr nonnull @.str.16, ptr nonnull @.str.19, ptr nonnull @.str.9, ptr nonnull @.str.10, ptr nonnull @.str.20), !dbg !15
  br label %common.ret, !dbg !15

assert_end20:                                     ; preds = %assert_end18
  %38 = getelementptr inbounds nuw i8, ptr %data.handle, i64 24, !dbg !15
  %conv2d.data_shape = load ptr, ptr %38, align 8, !dbg !15
    #dbg_declare(ptr %conv2d.data_shape, !25, !DIExpression(), !15)
    #dbg_declare(ptr %conv2d.data_shape, !25, !DIExpression(), !15)
  %39 = getelementptr inbounds nuw i8, ptr %data.handle, i64 32, !dbg !15
  %conv2d.data_strides = load ptr, ptr %39, align 8, !dbg !15
    #dbg_declare(ptr %conv2d.data_strides, !28, !DIExpression(), !15)
    #dbg_declare(ptr %conv2d.data_strides, !28, !DIExpression(), !15)
  %40 = getelementptr inbounds nuw i8, ptr %data.handle, i64 8, !dbg !15
  %41 = load i32, ptr %40, align 8, !dbg !15
  %42 = icmp eq i32 %41, 1, !dbg !15
  br i1 %42, label %assert_end22, label %assert_fail21, !dbg !15, !prof !16

assert_fail21:                                    ; preds = %assert_end20
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.15, ptr nonnull @.str.16, ptr nonnull @.str.21, ptr nonnull @.str.9, ptr nonnull @.str.10, ptr nonnull @.str.22), !dbg !15
  br label %common.ret, !dbg !15

assert_end22:                                     ; preds = %assert_end20
  %43 = getelementptr inbounds nuw i8, ptr %data.handle, i64 12, !dbg !15
  %dev_id = load i32, ptr %43, align 4, !dbg !15
    #dbg_value(i32 %dev_id, !29, !DIExpression(), !15)
    #dbg_value(i32 %dev_id, !29, !DIExpression(), !15)
  %.not94 = icmp eq ptr %weight.handle, null, !dbg !15
  br i1 %.not94, label %assert_fail23, label %assert_end24, !dbg !15, !prof !17

assert_fail23:                                    ; preds = %assert_end22
  tail call fastcc void @__tvm_set_raised_6(ptr nonnull @.str, i32 6, ptr nonnull @.str.8, ptr nonnull @.str.12, ptr nonnull @.str.4, ptr nonnull @.str.5, ptr nonnull @.str.10, ptr nonnull @.str.11), !dbg !15
  br label %common.ret, !dbg !15

assert_end24:                                     ; preds = %assert_end22
  %44 = getelementptr inbounds nuw i8, ptr %weight.handle, i64 16, !dbg !15
  %45 = load i32, ptr %44, align 4, !dbg !15
  %46 = icmp eq i32 %45, 4, !dbg !15
  br i1 %46, label %assert_end26, label %assert_fail25, !dbg !15, !prof !16

assert_fail25:                                    ; preds = %assert_end24
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.15, ptr nonnull @.str.23, ptr nonnull @.str.17, ptr nonnull @.str.12, ptr nonnull @.str.10, ptr nonnull @.str.18), !dbg !15
  br label %common.ret, !dbg !15

assert_end26:                                     ; preds = %assert_end24
  %47 = getelementptr inbounds nuw i8, ptr %weight.handle, i64 22, !dbg !15
  %48 = load i16, ptr %47, align 2, !dbg !15
  %49 = icmp eq i16 %48, 1, !dbg !15
  %50 = getelementptr inbounds nuw i8, ptr %weight.handle, i64 21, !dbg !15
  %51 = load i8, ptr %50, align 1, !dbg !15
  %52 = icmp eq i8 %51, 32, !dbg !15
  %53 = getelementptr inbounds nuw i8, ptr %weight.handle, i64 20, !dbg !15
  %54 = load i8, ptr %53, align 2, !dbg !15
  %55 = icmp eq i8 %54, 2, !dbg !15
  %56 = and i1 %52, %55, !dbg !15
  %57 = and i1 %49, %56, !dbg !15
  br i1 %57, label %assert_end28, label %assert_fail27, !dbg !15, !prof !16

assert_fail27:                                    ; preds = %assert_end26
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str, i32 8, ptr nonnull @.str.15, ptr nonnull @.str.23, ptr nonnull @.str.19, ptr nonnull @.str.12, ptr nonnull @.str.10, ptr nonnull @.str.20), !dbg !15
  br label %common.ret, !dbg !15

assert_end28:                                     ; preds = %assert_end26
  %58 = getelementptr inbounds nuw i8, ptr %weight.handle, i64 24, !dbg !15
  %conv2d.weight_shape = load ptr, ptr %58, align 8, !dbg !15
    #dbg_declare(ptr %conv2d.weight_shape, !30, !DIExpression(), !15)
    #dbg_declare(ptr %conv2d.weight_shape, !30, !DIExpression(), !15)
  %59 = getelementptr inbounds nuw i8, ptr %weight.handle, i64 32, !dbg !15
  %conv2d.weight_strides = load ptr, ptr %59, align 8, !dbg !15
    #dbg_declare(ptr %conv2d.weight_strides, !31, !DIExpression(), !15)
    #dbg_declare(ptr %conv2d.weight_strides, !31, !DIExpression(), !15)
  %60 = getelementptr inbounds nuw i8, ptr %weight.handle, i64 8, !dbg !15
  %61 = load i32, ptr %60, align 8, !dbg !15
  %62 = icmp eq i32 %61, 1, !dbg !15
  br i1 %62, label %assert_end30, label %assert_fail29, !dbg !15, !prof !16

assert_fail29:                                    ; preds = %assert_end28
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.15, ptr nonnull @.str.23, ptr nonnull @.str.21, ptr nonnull @.str.12, ptr nonnull @.str.10, ptr nonnull @.str.22), !dbg !15
  br label %common.ret, !dbg !15

assert_end30:                                     ; preds = %assert_end28
  %.not95 = icmp eq ptr %conv2d_nchw.handle, null, !dbg !15
  br i1 %.not95, label %assert_fail31, label %assert_end32, !dbg !15, !prof !17

assert_fail31:                                    ; preds = %assert_end30
  tail call fastcc void @__tvm_set_raised_6(ptr nonnull @.str, i32 6, ptr nonnull @.str.8, ptr nonnull @.str.13, ptr nonnull @.str.4, ptr nonnull @.str.5, ptr nonnull @.str.10, ptr nonnull @.str.11), !dbg !15
  br label %common.ret, !dbg !15

assert_end32:                                     ; preds = %assert_end30
  %63 = getelementptr inbounds nuw i8, ptr %conv2d_nchw.handle, i64 16, !dbg !15
  %64 = load i32, ptr %63, align 4, !dbg !15
  %65 = icmp eq i32 %64, 4, !dbg !15
  br i1 %65, label %assert_end34, label %assert_fail33, !dbg !15, !prof !16

assert_fail33:                                    ; preds = %assert_end32
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.15, ptr nonnull @.str.24, ptr nonnull @.str.17, ptr nonnull @.str.13, ptr nonnull @.str.10, ptr nonnull @.str.18), !dbg !15
  br label %common.ret, !dbg !15

assert_end34:                                     ; preds = %assert_end32
  %66 = getelementptr inbounds nuw i8, ptr %conv2d_nchw.handle, i64 22, !dbg !15
  %67 = load i16, ptr %66, align 2, !dbg !15
  %68 = icmp eq i16 %67, 1, !dbg !15
  %69 = getelementptr inbounds nuw i8, ptr %conv2d_nchw.handle, i64 21, !dbg !15
  %70 = load i8, ptr %69, align 1, !dbg !15
  %71 = icmp eq i8 %70, 32, !dbg !15
  %72 = getelementptr inbounds nuw i8, ptr %conv2d_nchw.handle, i64 20, !dbg !15
  %73 = load i8, ptr %72, align 2, !dbg !15
  %74 = icmp eq i8 %73, 2, !dbg !15
  %75 = and i1 %71, %74, !dbg !15
  %76 = and i1 %68, %75, !dbg !15
  br i1 %76, label %assert_end36, label %assert_fail35, !dbg !15, !prof !16

assert_fail35:                                    ; preds = %assert_end34
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str, i32 8, ptr nonnull @.str.15, ptr nonnull @.str.24, ptr nonnull @.str.19, ptr nonnull @.str.13, ptr nonnull @.str.10, ptr nonnull @.str.20), !dbg !15
  br label %common.ret, !dbg !15

assert_end36:                                     ; preds = %assert_end34
  %77 = getelementptr inbounds nuw i8, ptr %conv2d_nchw.handle, i64 24, !dbg !15
  %conv2d.conv2d_nchw_shape = load ptr, ptr %77, align 8, !dbg !15
    #dbg_declare(ptr %conv2d.conv2d_nchw_shape, !32, !DIExpression(), !15)
    #dbg_declare(ptr %conv2d.conv2d_nchw_shape, !32, !DIExpression(), !15)
  %78 = getelementptr inbounds nuw i8, ptr %conv2d_nchw.handle, i64 32, !dbg !15
  %conv2d.conv2d_nchw_strides = load ptr, ptr %78, align 8, !dbg !15
    #dbg_declare(ptr %conv2d.conv2d_nchw_strides, !33, !DIExpression(), !15)
    #dbg_declare(ptr %conv2d.conv2d_nchw_strides, !33, !DIExpression(), !15)
  %79 = getelementptr inbounds nuw i8, ptr %conv2d_nchw.handle, i64 8, !dbg !15
  %80 = load i32, ptr %79, align 8, !dbg !15
  %81 = icmp eq i32 %80, 1, !dbg !15
  br i1 %81, label %assert_end38, label %assert_fail37, !dbg !15, !prof !16

assert_fail37:                                    ; preds = %assert_end36
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.15, ptr nonnull @.str.24, ptr nonnull @.str.21, ptr nonnull @.str.13, ptr nonnull @.str.10, ptr nonnull @.str.22), !dbg !15
  br label %common.ret, !dbg !15

assert_end38:                                     ; preds = %assert_end36
  %.not96 = icmp eq ptr %conv2d.data_strides, null, !dbg !15
  br i1 %.not96, label %if_end40, label %if_then39, !dbg !15, !prof !17

if_then39:                                        ; preds = %assert_end38
  %82 = getelementptr inbounds nuw i8, ptr %conv2d.data_strides, i64 8, !dbg !15
  %83 = load i64, ptr %82, align 8, !dbg !15
  %84 = and i64 %83, 4294967295, !dbg !15
  %85 = icmp eq i64 %84, 256, !dbg !15
  %86 = getelementptr inbounds nuw i8, ptr %conv2d.data_strides, i64 16, !dbg !15
  %87 = load i64, ptr %86, align 8, !dbg !15
  %88 = and i64 %87, 4294967295, !dbg !15
  %89 = icmp eq i64 %88, 16, !dbg !15
  %90 = getelementptr inbounds nuw i8, ptr %conv2d.data_strides, i64 24, !dbg !15
  %91 = load i64, ptr %90, align 8, !dbg !15
  %92 = and i64 %91, 4294967295, !dbg !15
  %93 = icmp eq i64 %92, 1, !dbg !15
  %94 = and i1 %89, %93, !dbg !15
  %95 = and i1 %85, %94, !dbg !15
  br i1 %95, label %if_end40, label %assert_fail41, !dbg !15, !prof !16

if_end40:                                         ; preds = %if_then39, %assert_end38
  %96 = load ptr, ptr %data.handle, align 8, !dbg !15
  %.not97 = icmp eq ptr %96, null, !dbg !15
  br i1 %.not97, label %assert_fail43, label %assert_end44, !dbg !15, !prof !17

assert_fail41:                                    ; preds = %if_then39
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 7, ptr nonnull @.str.15, ptr nonnull @.str.16, ptr nonnull @.str.25, ptr nonnull @.str.9, ptr nonnull @.str.26, ptr null), !dbg !15
  br label %common.ret, !dbg !15

assert_fail43:                                    ; preds = %if_end40
  tail call fastcc void @__tvm_set_raised_6(ptr nonnull @.str.14, i32 6, ptr nonnull @.str.16, ptr nonnull @.str.27, ptr nonnull @.str.9, ptr nonnull @.str.4, ptr nonnull @.str.5, ptr nonnull @.str.28), !dbg !15
  br label %common.ret, !dbg !15

assert_end44:                                     ; preds = %if_end40
  %.not98 = icmp eq ptr %conv2d.weight_strides, null, !dbg !15
  br i1 %.not98, label %if_end46, label %if_then45, !dbg !15, !prof !17

if_then45:                                        ; preds = %assert_end44
  %97 = load <4 x i64>, ptr %conv2d.weight_strides, align 8, !dbg !15
  %98 = and <4 x i64> %97, splat (i64 4294967295), !dbg !15
  %99 = icmp ne <4 x i64> %98, <i64 36, i64 9, i64 3, i64 1>, !dbg !15
  %100 = bitcast <4 x i1> %99 to i4, !dbg !15
  %101 = icmp eq i4 %100, 0, !dbg !15
  br i1 %101, label %if_end46, label %assert_fail47, !dbg !15, !prof !16

if_end46:                                         ; preds = %if_then45, %assert_end44
  %102 = getelementptr inbounds nuw i8, ptr %weight.handle, i64 12, !dbg !15
  %103 = load i32, ptr %102, align 4, !dbg !15
  %104 = icmp eq i32 %dev_id, %103, !dbg !15
  br i1 %104, label %assert_end50, label %assert_fail49, !dbg !15, !prof !16

assert_fail47:                                    ; preds = %if_then45
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 7, ptr nonnull @.str.15, ptr nonnull @.str.23, ptr nonnull @.str.25, ptr nonnull @.str.12, ptr nonnull @.str.26, ptr null), !dbg !15
  br label %common.ret, !dbg !15

assert_fail49:                                    ; preds = %if_end46
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.15, ptr nonnull @.str.29, ptr nonnull @.str.30, ptr nonnull @.str.12, ptr nonnull @.str.31, ptr nonnull @.str.32), !dbg !15
  br label %common.ret, !dbg !15

assert_end50:                                     ; preds = %if_end46
  %105 = load ptr, ptr %weight.handle, align 8, !dbg !15
  %.not99 = icmp eq ptr %105, null, !dbg !15
  br i1 %.not99, label %assert_fail51, label %assert_end52, !dbg !15, !prof !17

assert_fail51:                                    ; preds = %assert_end50
  tail call fastcc void @__tvm_set_raised_6(ptr nonnull @.str.14, i32 6, ptr nonnull @.str.23, ptr nonnull @.str.27, ptr nonnull @.str.12, ptr nonnull @.str.4, ptr nonnull @.str.5, ptr nonnull @.str.28), !dbg !15
  br label %common.ret, !dbg !15

assert_end52:                                     ; preds = %assert_end50
  %.not100 = icmp eq ptr %conv2d.conv2d_nchw_strides, null, !dbg !15
  br i1 %.not100, label %if_end54, label %if_then53, !dbg !15, !prof !17

if_then53:                                        ; preds = %assert_end52
  %106 = getelementptr inbounds nuw i8, ptr %conv2d.conv2d_nchw_strides, i64 8, !dbg !15
  %107 = load i64, ptr %106, align 8, !dbg !15
  %108 = and i64 %107, 4294967295, !dbg !15
  %109 = icmp eq i64 %108, 256, !dbg !15
  %110 = getelementptr inbounds nuw i8, ptr %conv2d.conv2d_nchw_strides, i64 16, !dbg !15
  %111 = load i64, ptr %110, align 8, !dbg !15
  %112 = and i64 %111, 4294967295, !dbg !15
  %113 = icmp eq i64 %112, 16, !dbg !15
  %114 = getelementptr inbounds nuw i8, ptr %conv2d.conv2d_nchw_strides, i64 24, !dbg !15
  %115 = load i64, ptr %114, align 8, !dbg !15
  %116 = and i64 %115, 4294967295, !dbg !15
  %117 = icmp eq i64 %116, 1, !dbg !15
  %118 = and i1 %113, %117, !dbg !15
  %119 = and i1 %109, %118, !dbg !15
  br i1 %119, label %if_end54, label %assert_fail55, !dbg !15, !prof !16

if_end54:                                         ; preds = %if_then53, %assert_end52
  %120 = getelementptr inbounds nuw i8, ptr %conv2d_nchw.handle, i64 12, !dbg !15
  %121 = load i32, ptr %120, align 4, !dbg !15
  %122 = icmp eq i32 %dev_id, %121, !dbg !15
  br i1 %122, label %assert_end58, label %assert_fail57, !dbg !15, !prof !16

assert_fail55:                                    ; preds = %if_then53
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 7, ptr nonnull @.str.15, ptr nonnull @.str.24, ptr nonnull @.str.25, ptr nonnull @.str.13, ptr nonnull @.str.26, ptr null), !dbg !15
  br label %common.ret, !dbg !15

assert_fail57:                                    ; preds = %if_end54
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.15, ptr nonnull @.str.33, ptr nonnull @.str.30, ptr nonnull @.str.13, ptr nonnull @.str.31, ptr nonnull @.str.32), !dbg !15
  br label %common.ret, !dbg !15

assert_end58:                                     ; preds = %if_end54
  %123 = load ptr, ptr %conv2d_nchw.handle, align 8, !dbg !15
  %.not101 = icmp eq ptr %123, null, !dbg !15
  br i1 %.not101, label %assert_fail59, label %assert_end60, !dbg !15, !prof !17

assert_fail59:                                    ; preds = %assert_end58
  tail call fastcc void @__tvm_set_raised_6(ptr nonnull @.str.14, i32 6, ptr nonnull @.str.24, ptr nonnull @.str.27, ptr nonnull @.str.13, ptr nonnull @.str.4, ptr nonnull @.str.5, ptr nonnull @.str.28), !dbg !15
  br label %common.ret, !dbg !15

assert_end60:                                     ; preds = %assert_end58
  %124 = load i64, ptr %conv2d.data_shape, align 8, !dbg !15
  %125 = and i64 %124, 4294967295, !dbg !15
  %126 = icmp eq i64 %125, 1, !dbg !15
  br i1 %126, label %assert_end62, label %assert_fail61, !dbg !15, !prof !16

assert_fail61:                                    ; preds = %assert_end60
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.34, ptr nonnull @.str.35, ptr nonnull @.str.30, ptr nonnull @.str.9, ptr nonnull @.str.10, ptr nonnull @.str.12), !dbg !15
  br label %common.ret, !dbg !15

assert_end62:                                     ; preds = %assert_end60
  %127 = getelementptr inbounds nuw i8, ptr %conv2d.data_shape, i64 8, !dbg !15
  %128 = load i64, ptr %127, align 8, !dbg !15
  %129 = and i64 %128, 4294967295, !dbg !15
  %130 = icmp eq i64 %129, 4, !dbg !15
  br i1 %130, label %assert_end64, label %assert_fail63, !dbg !15, !prof !16

assert_fail63:                                    ; preds = %assert_end62
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.34, ptr nonnull @.str.36, ptr nonnull @.str.30, ptr nonnull @.str.9, ptr nonnull @.str.10, ptr nonnull @.str.18), !dbg !15
  br label %common.ret, !dbg !15

assert_end64:                                     ; preds = %assert_end62
  %131 = getelementptr inbounds nuw i8, ptr %conv2d.data_shape, i64 16, !dbg !15
  %132 = load i64, ptr %131, align 8, !dbg !15
  %133 = and i64 %132, 4294967295, !dbg !15
  %134 = icmp eq i64 %133, 16, !dbg !15
  br i1 %134, label %assert_end66, label %assert_fail65, !dbg !15, !prof !16

assert_fail65:                                    ; preds = %assert_end64
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.34, ptr nonnull @.str.37, ptr nonnull @.str.30, ptr nonnull @.str.9, ptr nonnull @.str.10, ptr nonnull @.str.38), !dbg !15
  br label %common.ret, !dbg !15

assert_end66:                                     ; preds = %assert_end64
  %135 = getelementptr inbounds nuw i8, ptr %conv2d.data_shape, i64 24, !dbg !15
  %136 = load i64, ptr %135, align 8, !dbg !15
  %137 = and i64 %136, 4294967295, !dbg !15
  %138 = icmp eq i64 %137, 16, !dbg !15
  br i1 %138, label %assert_end68, label %assert_fail67, !dbg !15, !prof !16

assert_fail67:                                    ; preds = %assert_end66
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.34, ptr nonnull @.str.39, ptr nonnull @.str.30, ptr nonnull @.str.9, ptr nonnull @.str.10, ptr nonnull @.str.38), !dbg !15
  br label %common.ret, !dbg !15

assert_end68:                                     ; preds = %assert_end66
  %139 = getelementptr inbounds nuw i8, ptr %data.handle, i64 40, !dbg !15
  %140 = load i64, ptr %139, align 8, !dbg !15
  %141 = icmp eq i64 %140, 0, !dbg !15
  br i1 %141, label %assert_end70, label %assert_fail69, !dbg !15, !prof !16

assert_fail69:                                    ; preds = %assert_end68
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.34, ptr nonnull @.str.40, ptr nonnull @.str.30, ptr nonnull @.str.9, ptr nonnull @.str.10, ptr nonnull @.str.9), !dbg !15
  br label %common.ret, !dbg !15

assert_end70:                                     ; preds = %assert_end68
  %142 = load i64, ptr %conv2d.weight_shape, align 8, !dbg !15
  %143 = and i64 %142, 4294967295, !dbg !15
  %144 = icmp eq i64 %143, 8, !dbg !15
  br i1 %144, label %assert_end72, label %assert_fail71, !dbg !15, !prof !16

assert_fail71:                                    ; preds = %assert_end70
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.34, ptr nonnull @.str.41, ptr nonnull @.str.30, ptr nonnull @.str.12, ptr nonnull @.str.10, ptr nonnull @.str.42), !dbg !15
  br label %common.ret, !dbg !15

assert_end72:                                     ; preds = %assert_end70
  %145 = getelementptr inbounds nuw i8, ptr %conv2d.weight_shape, i64 8, !dbg !15
  %146 = load i64, ptr %145, align 8, !dbg !15
  %147 = and i64 %146, 4294967295, !dbg !15
  %148 = icmp eq i64 %147, 4, !dbg !15
  br i1 %148, label %assert_end74, label %assert_fail73, !dbg !15, !prof !16

assert_fail73:                                    ; preds = %assert_end72
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.34, ptr nonnull @.str.43, ptr nonnull @.str.30, ptr nonnull @.str.12, ptr nonnull @.str.10, ptr nonnull @.str.18), !dbg !15
  br label %common.ret, !dbg !15

assert_end74:                                     ; preds = %assert_end72
  %149 = getelementptr inbounds nuw i8, ptr %conv2d.weight_shape, i64 16, !dbg !15
  %150 = load i64, ptr %149, align 8, !dbg !15
  %151 = and i64 %150, 4294967295, !dbg !15
  %152 = icmp eq i64 %151, 3, !dbg !15
  br i1 %152, label %assert_end76, label %assert_fail75, !dbg !15, !prof !16

assert_fail75:                                    ; preds = %assert_end74
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.34, ptr nonnull @.str.44, ptr nonnull @.str.30, ptr nonnull @.str.12, ptr nonnull @.str.10, ptr nonnull @.str.2), !dbg !15
  br label %common.ret, !dbg !15

assert_end76:                                     ; preds = %assert_end74
  %153 = getelementptr inbounds nuw i8, ptr %conv2d.weight_shape, i64 24, !dbg !15
  %154 = load i64, ptr %153, align 8, !dbg !15
  %155 = and i64 %154, 4294967295, !dbg !15
  %156 = icmp eq i64 %155, 3, !dbg !15
  br i1 %156, label %assert_end78, label %assert_fail77, !dbg !15, !prof !16

assert_fail77:                                    ; preds = %assert_end76
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.34, ptr nonnull @.str.45, ptr nonnull @.str.30, ptr nonnull @.str.12, ptr nonnull @.str.10, ptr nonnull @.str.2), !dbg !15
  br label %common.ret, !dbg !15

assert_end78:                                     ; preds = %assert_end76
  %157 = getelementptr inbounds nuw i8, ptr %weight.handle, i64 40, !dbg !15
  %158 = load i64, ptr %157, align 8, !dbg !15
  %159 = icmp eq i64 %158, 0, !dbg !15
  br i1 %159, label %assert_end80, label %assert_fail79, !dbg !15, !prof !16

assert_fail79:                                    ; preds = %assert_end78
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.34, ptr nonnull @.str.46, ptr nonnull @.str.30, ptr nonnull @.str.12, ptr nonnull @.str.10, ptr nonnull @.str.9), !dbg !15
  br label %common.ret, !dbg !15

assert_end80:                                     ; preds = %assert_end78
  %160 = load i64, ptr %conv2d.conv2d_nchw_shape, align 8, !dbg !15
  %161 = and i64 %160, 4294967295, !dbg !15
  %162 = icmp eq i64 %161, 1, !dbg !15
  br i1 %162, label %assert_end82, label %assert_fail81, !dbg !15, !prof !16

assert_fail81:                                    ; preds = %assert_end80
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.34, ptr nonnull @.str.47, ptr nonnull @.str.30, ptr nonnull @.str.13, ptr nonnull @.str.10, ptr nonnull @.str.12), !dbg !15
  br label %common.ret, !dbg !15

assert_end82:                                     ; preds = %assert_end80
  %163 = getelementptr inbounds nuw i8, ptr %conv2d.conv2d_nchw_shape, i64 8, !dbg !15
  %164 = load i64, ptr %163, align 8, !dbg !15
  %165 = and i64 %164, 4294967295, !dbg !15
  %166 = icmp eq i64 %165, 8, !dbg !15
  br i1 %166, label %assert_end84, label %assert_fail83, !dbg !15, !prof !16

assert_fail83:                                    ; preds = %assert_end82
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.34, ptr nonnull @.str.48, ptr nonnull @.str.30, ptr nonnull @.str.13, ptr nonnull @.str.10, ptr nonnull @.str.42), !dbg !15
  br label %common.ret, !dbg !15

assert_end84:                                     ; preds = %assert_end82
  %167 = getelementptr inbounds nuw i8, ptr %conv2d.conv2d_nchw_shape, i64 16, !dbg !15
  %168 = load i64, ptr %167, align 8, !dbg !15
  %169 = and i64 %168, 4294967295, !dbg !15
  %170 = icmp eq i64 %169, 16, !dbg !15
  br i1 %170, label %assert_end86, label %assert_fail85, !dbg !15, !prof !16

assert_fail85:                                    ; preds = %assert_end84
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.34, ptr nonnull @.str.49, ptr nonnull @.str.30, ptr nonnull @.str.13, ptr nonnull @.str.10, ptr nonnull @.str.38), !dbg !15
  br label %common.ret, !dbg !15

assert_end86:                                     ; preds = %assert_end84
  %171 = getelementptr inbounds nuw i8, ptr %conv2d.conv2d_nchw_shape, i64 24, !dbg !15
  %172 = load i64, ptr %171, align 8, !dbg !15
  %173 = and i64 %172, 4294967295, !dbg !15
  %174 = icmp eq i64 %173, 16, !dbg !15
  br i1 %174, label %assert_end88, label %assert_fail87, !dbg !15, !prof !16

assert_fail87:                                    ; preds = %assert_end86
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.34, ptr nonnull @.str.50, ptr nonnull @.str.30, ptr nonnull @.str.13, ptr nonnull @.str.10, ptr nonnull @.str.38), !dbg !15
  br label %common.ret, !dbg !15

assert_end88:                                     ; preds = %assert_end86
  %175 = getelementptr inbounds nuw i8, ptr %conv2d_nchw.handle, i64 40, !dbg !15
  %176 = load i64, ptr %175, align 8, !dbg !15
  %177 = icmp eq i64 %176, 0, !dbg !15
  br i1 %177, label %assert_end90, label %assert_fail89, !dbg !15, !prof !16

assert_fail89:                                    ; preds = %assert_end88
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.34, ptr nonnull @.str.51, ptr nonnull @.str.30, ptr nonnull @.str.13, ptr nonnull @.str.10, ptr nonnull @.str.9), !dbg !15
  br label %common.ret, !dbg !15

assert_end90:                                     ; preds = %assert_end88
    #dbg_declare(ptr %96, !34, !DIExpression(), !15)
  call void @llvm.assume(i1 true) [ "align"(ptr %96, i64 64) ], !dbg !15
    #dbg_declare(ptr %105, !37, !DIExpression(), !15)
  call void @llvm.assume(i1 true) [ "align"(ptr %105, i64 64) ], !dbg !15
    #dbg_declare(ptr %123, !38, !DIExpression(), !15)
  call void @llvm.assume(i1 true) [ "align"(ptr %123, i64 64) ], !dbg !15
  %178 = tail call fastcc i32 @conv2d_compute_(i32 %dev_id, ptr nonnull %96, ptr nonnull %105, ptr nonnull %123), !dbg !15
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
define internal fastcc range(i32 -1, 1) i32 @conv2d_compute_(i32 %dev_id, ptr noalias readonly align 64 captures(none) %data, ptr noalias readonly align 64 captures(none) %weight, ptr noalias writeonly align 64 captures(none) %conv2d_nchw) unnamed_addr #3 !dbg !39 {
entry:
    #dbg_value(i32 %dev_id, !43, !DIExpression(), !47)
    #dbg_value(ptr %data, !44, !DIExpression(), !47)
    #dbg_value(ptr %weight, !45, !DIExpression(), !47)
    #dbg_value(ptr %conv2d_nchw, !46, !DIExpression(), !47)
  %0 = load ptr, ptr @__TVMBackendAllocWorkspace, align 8, !dbg !47, !tbaa !48
  %pad_temp = tail call ptr %0(i32 1, i32 %dev_id, i64 5184, i32 2, i32 32), !dbg !47
    #dbg_declare(ptr %pad_temp, !51, !DIExpression(), !47)
  %1 = icmp eq ptr %pad_temp, null, !dbg !47
  br i1 %1, label %common.ret, label %if_end, !dbg !47, !prof !16

common.ret:                                       ; preds = %for_end_ff, %entry
  %common.ret.op = phi i32 [ -1, %entry ], [ %., %for_end_ff ]
  ret i32 %common.ret.op, !dbg !47

if_end:                                           ; preds = %entry
    #dbg_declare(ptr %data, !52, !DIExpression(), !47)
  call void @llvm.assume(i1 true) [ "align"(ptr %data, i64 64) ], !dbg !47
    #dbg_declare(ptr %weight, !53, !DIExpression(), !47)
  call void @llvm.assume(i1 true) [ "align"(ptr %weight, i64 64) ], !dbg !47
    #dbg_declare(ptr %conv2d_nchw, !54, !DIExpression(), !47)
  call void @llvm.assume(i1 true) [ "align"(ptr %conv2d_nchw, i64 64) ], !dbg !47
    #dbg_value(i32 0, !55, !DIExpression(), !47)
    #dbg_value(i64 0, !55, !DIExpression(), !47)
    #dbg_value(i32 0, !56, !DIExpression(), !47)
  br label %for_begin_i3.preheader, !dbg !47

for_begin_i3.preheader:                           ; preds = %if_end, %for_end_i3
  %indvar23 = phi i64 [ 0, %if_end ], [ %indvar.next24, %for_end_i3 ]
    #dbg_value(i64 %indvar23, !56, !DIExpression(), !47)
  %2 = icmp ne i64 %indvar23, 17
  %3 = icmp ne i64 %indvar23, 0
  %4 = and i1 %3, %2
    #dbg_value(i32 0, !57, !DIExpression(), !47)
  %.fr = freeze i1 %4
  br i1 %.fr, label %if_end2.17, label %for_body_i3.us.preheader

for_body_i3.us.preheader:                         ; preds = %for_begin_i3.preheader
  %5 = mul nuw nsw i64 %indvar23, 72
  %scevgep = getelementptr i8, ptr %pad_temp, i64 %5
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(72) %scevgep, i8 0, i64 72, i1 false), !dbg !47, !tbaa !58
    #dbg_value(i64 poison, !57, !DIExpression(), !47)
  br label %for_end_i3, !dbg !47

for_end_i2:                                       ; preds = %for_end_i3
    #dbg_value(i64 1, !55, !DIExpression(), !47)
    #dbg_value(i32 0, !56, !DIExpression(), !47)
  %6 = getelementptr i8, ptr %pad_temp, i64 1296
  br label %for_begin_i3.preheader.1, !dbg !47

for_begin_i3.preheader.1:                         ; preds = %for_end_i3.1, %for_end_i2
  %indvar23.1 = phi i64 [ 0, %for_end_i2 ], [ %indvar.next24.1, %for_end_i3.1 ]
    #dbg_value(i64 %indvar23.1, !56, !DIExpression(), !47)
  %7 = icmp ne i64 %indvar23.1, 17
  %8 = icmp ne i64 %indvar23.1, 0
  %9 = and i1 %8, %7
    #dbg_value(i32 0, !57, !DIExpression(), !47)
  %.fr.1 = freeze i1 %9
  br i1 %.fr.1, label %if_end2.17.1, label %for_body_i3.us.preheader.1

for_body_i3.us.preheader.1:                       ; preds = %for_begin_i3.preheader.1
  %10 = mul nuw nsw i64 %indvar23.1, 72
  %scevgep.1 = getelementptr i8, ptr %6, i64 %10
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(72) %scevgep.1, i8 0, i64 72, i1 false), !dbg !47, !tbaa !58
    #dbg_value(i64 poison, !57, !DIExpression(), !47)
  br label %for_end_i3.1, !dbg !47

if_end2.17.1:                                     ; preds = %for_begin_i3.preheader.1
  %11 = shl nuw nsw i64 %indvar23.1, 4
  %12 = add nuw nsw i64 %11, 256
  %13 = mul nuw nsw i64 %indvar23.1, 18
  %14 = add nuw nsw i64 %13, 324
    #dbg_value(i64 0, !57, !DIExpression(), !47)
  %15 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %14, !dbg !47
  store float 0.000000e+00, ptr %15, align 4, !dbg !47, !tbaa !58
    #dbg_value(i64 1, !57, !DIExpression(), !47)
  %16 = getelementptr float, ptr %data, i64 %12, !dbg !47
  %17 = getelementptr i8, ptr %16, i64 -64, !dbg !47
  %18 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %14, !dbg !47
  %19 = getelementptr inbounds nuw i8, ptr %18, i64 4, !dbg !47
    #dbg_value(i64 4, !57, !DIExpression(), !47)
  %20 = load <4 x float>, ptr %17, align 64, !dbg !47, !tbaa !60
  store <4 x float> %20, ptr %19, align 4, !dbg !47, !tbaa !58
    #dbg_value(i64 5, !57, !DIExpression(), !47)
  %21 = getelementptr float, ptr %data, i64 %12, !dbg !47
  %22 = getelementptr i8, ptr %21, i64 -48, !dbg !47
  %23 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %14, !dbg !47
  %24 = getelementptr inbounds nuw i8, ptr %23, i64 20, !dbg !47
    #dbg_value(i64 8, !57, !DIExpression(), !47)
  %25 = load <4 x float>, ptr %22, align 16, !dbg !47, !tbaa !60
  store <4 x float> %25, ptr %24, align 4, !dbg !47, !tbaa !58
    #dbg_value(i64 9, !57, !DIExpression(), !47)
  %26 = getelementptr float, ptr %data, i64 %12, !dbg !47
  %27 = getelementptr i8, ptr %26, i64 -32, !dbg !47
  %28 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %14, !dbg !47
  %29 = getelementptr inbounds nuw i8, ptr %28, i64 36, !dbg !47
    #dbg_value(i64 12, !57, !DIExpression(), !47)
  %30 = load <4 x float>, ptr %27, align 32, !dbg !47, !tbaa !60
  store <4 x float> %30, ptr %29, align 4, !dbg !47, !tbaa !58
    #dbg_value(i64 13, !57, !DIExpression(), !47)
  %31 = getelementptr float, ptr %data, i64 %12, !dbg !47
  %32 = getelementptr i8, ptr %31, i64 -16, !dbg !47
  %33 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %14, !dbg !47
  %34 = getelementptr inbounds nuw i8, ptr %33, i64 52, !dbg !47
    #dbg_value(i64 16, !57, !DIExpression(), !47)
  %35 = load <4 x float>, ptr %32, align 16, !dbg !47, !tbaa !60
  store <4 x float> %35, ptr %34, align 4, !dbg !47, !tbaa !58
    #dbg_value(i64 17, !57, !DIExpression(), !47)
  %36 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %14, !dbg !47
  %37 = getelementptr inbounds nuw i8, ptr %36, i64 68, !dbg !47
  store float 0.000000e+00, ptr %37, align 4, !dbg !47, !tbaa !58
    #dbg_value(i64 18, !57, !DIExpression(), !47)
  br label %for_end_i3.1, !dbg !47

for_end_i3.1:                                     ; preds = %if_end2.17.1, %for_body_i3.us.preheader.1
  %indvar.next24.1 = add nuw nsw i64 %indvar23.1, 1, !dbg !47
    #dbg_value(i64 %indvar.next24.1, !56, !DIExpression(), !47)
  %exitcond.not.1 = icmp eq i64 %indvar.next24.1, 18, !dbg !47
  br i1 %exitcond.not.1, label %for_end_i2.1, label %for_begin_i3.preheader.1, !dbg !47, !prof !62

for_end_i2.1:                                     ; preds = %for_end_i3.1
    #dbg_value(i64 2, !55, !DIExpression(), !47)
    #dbg_value(i32 0, !56, !DIExpression(), !47)
  %38 = getelementptr i8, ptr %pad_temp, i64 2592
  br label %for_begin_i3.preheader.2, !dbg !47

for_begin_i3.preheader.2:                         ; preds = %for_end_i3.2, %for_end_i2.1
  %indvar23.2 = phi i64 [ 0, %for_end_i2.1 ], [ %indvar.next24.2, %for_end_i3.2 ]
    #dbg_value(i64 %indvar23.2, !56, !DIExpression(), !47)
  %39 = icmp ne i64 %indvar23.2, 17
  %40 = icmp ne i64 %indvar23.2, 0
  %41 = and i1 %40, %39
    #dbg_value(i32 0, !57, !DIExpression(), !47)
  %.fr.2 = freeze i1 %41
  br i1 %.fr.2, label %if_end2.17.2, label %for_body_i3.us.preheader.2

for_body_i3.us.preheader.2:                       ; preds = %for_begin_i3.preheader.2
  %42 = mul nuw nsw i64 %indvar23.2, 72
  %scevgep.2 = getelementptr i8, ptr %38, i64 %42
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(72) %scevgep.2, i8 0, i64 72, i1 false), !dbg !47, !tbaa !58
    #dbg_value(i64 poison, !57, !DIExpression(), !47)
  br label %for_end_i3.2, !dbg !47

if_end2.17.2:                                     ; preds = %for_begin_i3.preheader.2
  %43 = shl nuw nsw i64 %indvar23.2, 4
  %44 = add nuw nsw i64 %43, 512
  %45 = mul nuw nsw i64 %indvar23.2, 18
  %46 = add nuw nsw i64 %45, 648
    #dbg_value(i64 0, !57, !DIExpression(), !47)
  %47 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %46, !dbg !47
  store float 0.000000e+00, ptr %47, align 4, !dbg !47, !tbaa !58
    #dbg_value(i64 1, !57, !DIExpression(), !47)
  %48 = getelementptr float, ptr %data, i64 %44, !dbg !47
  %49 = getelementptr i8, ptr %48, i64 -64, !dbg !47
  %50 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %46, !dbg !47
  %51 = getelementptr inbounds nuw i8, ptr %50, i64 4, !dbg !47
    #dbg_value(i64 4, !57, !DIExpression(), !47)
  %52 = load <4 x float>, ptr %49, align 64, !dbg !47, !tbaa !60
  store <4 x float> %52, ptr %51, align 4, !dbg !47, !tbaa !58
    #dbg_value(i64 5, !57, !DIExpression(), !47)
  %53 = getelementptr float, ptr %data, i64 %44, !dbg !47
  %54 = getelementptr i8, ptr %53, i64 -48, !dbg !47
  %55 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %46, !dbg !47
  %56 = getelementptr inbounds nuw i8, ptr %55, i64 20, !dbg !47
    #dbg_value(i64 8, !57, !DIExpression(), !47)
  %57 = load <4 x float>, ptr %54, align 16, !dbg !47, !tbaa !60
  store <4 x float> %57, ptr %56, align 4, !dbg !47, !tbaa !58
    #dbg_value(i64 9, !57, !DIExpression(), !47)
  %58 = getelementptr float, ptr %data, i64 %44, !dbg !47
  %59 = getelementptr i8, ptr %58, i64 -32, !dbg !47
  %60 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %46, !dbg !47
  %61 = getelementptr inbounds nuw i8, ptr %60, i64 36, !dbg !47
    #dbg_value(i64 12, !57, !DIExpression(), !47)
  %62 = load <4 x float>, ptr %59, align 32, !dbg !47, !tbaa !60
  store <4 x float> %62, ptr %61, align 4, !dbg !47, !tbaa !58
    #dbg_value(i64 13, !57, !DIExpression(), !47)
  %63 = getelementptr float, ptr %data, i64 %44, !dbg !47
  %64 = getelementptr i8, ptr %63, i64 -16, !dbg !47
  %65 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %46, !dbg !47
  %66 = getelementptr inbounds nuw i8, ptr %65, i64 52, !dbg !47
    #dbg_value(i64 16, !57, !DIExpression(), !47)
  %67 = load <4 x float>, ptr %64, align 16, !dbg !47, !tbaa !60
  store <4 x float> %67, ptr %66, align 4, !dbg !47, !tbaa !58
    #dbg_value(i64 17, !57, !DIExpression(), !47)
  %68 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %46, !dbg !47
  %69 = getelementptr inbounds nuw i8, ptr %68, i64 68, !dbg !47
  store float 0.000000e+00, ptr %69, align 4, !dbg !47, !tbaa !58
    #dbg_value(i64 18, !57, !DIExpression(), !47)
  br label %for_end_i3.2, !dbg !47

for_end_i3.2:                                     ; preds = %if_end2.17.2, %for_body_i3.us.preheader.2
  %indvar.next24.2 = add nuw nsw i64 %indvar23.2, 1, !dbg !47
    #dbg_value(i64 %indvar.next24.2, !56, !DIExpression(), !47)
  %exitcond.not.2 = icmp eq i64 %indvar.next24.2, 18, !dbg !47
  br i1 %exitcond.not.2, label %for_end_i2.2, label %for_begin_i3.preheader.2, !dbg !47, !prof !62

for_end_i2.2:                                     ; preds = %for_end_i3.2
    #dbg_value(i64 3, !55, !DIExpression(), !47)
    #dbg_value(i32 0, !56, !DIExpression(), !47)
  %70 = getelementptr i8, ptr %pad_temp, i64 3888
  br label %for_begin_i3.preheader.3, !dbg !47

for_begin_i3.preheader.3:                         ; preds = %for_end_i3.3, %for_end_i2.2
  %indvar23.3 = phi i64 [ 0, %for_end_i2.2 ], [ %indvar.next24.3, %for_end_i3.3 ]
    #dbg_value(i64 %indvar23.3, !56, !DIExpression(), !47)
  %71 = icmp ne i64 %indvar23.3, 17
  %72 = icmp ne i64 %indvar23.3, 0
  %73 = and i1 %72, %71
    #dbg_value(i32 0, !57, !DIExpression(), !47)
  %.fr.3 = freeze i1 %73
  br i1 %.fr.3, label %if_end2.17.3, label %for_body_i3.us.preheader.3

for_body_i3.us.preheader.3:                       ; preds = %for_begin_i3.preheader.3
  %74 = mul nuw nsw i64 %indvar23.3, 72
  %scevgep.3 = getelementptr i8, ptr %70, i64 %74
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(72) %scevgep.3, i8 0, i64 72, i1 false), !dbg !47, !tbaa !58
    #dbg_value(i64 poison, !57, !DIExpression(), !47)
  br label %for_end_i3.3, !dbg !47

if_end2.17.3:                                     ; preds = %for_begin_i3.preheader.3
  %75 = shl nuw nsw i64 %indvar23.3, 4
  %76 = add nuw nsw i64 %75, 768
  %77 = mul nuw nsw i64 %indvar23.3, 18
  %78 = add nuw nsw i64 %77, 972
    #dbg_value(i64 0, !57, !DIExpression(), !47)
  %79 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %78, !dbg !47
  store float 0.000000e+00, ptr %79, align 4, !dbg !47, !tbaa !58
    #dbg_value(i64 1, !57, !DIExpression(), !47)
  %80 = getelementptr float, ptr %data, i64 %76, !dbg !47
  %81 = getelementptr i8, ptr %80, i64 -64, !dbg !47
  %82 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %78, !dbg !47
  %83 = getelementptr inbounds nuw i8, ptr %82, i64 4, !dbg !47
    #dbg_value(i64 4, !57, !DIExpression(), !47)
  %84 = load <4 x float>, ptr %81, align 64, !dbg !47, !tbaa !60
  store <4 x float> %84, ptr %83, align 4, !dbg !47, !tbaa !58
    #dbg_value(i64 5, !57, !DIExpression(), !47)
  %85 = getelementptr float, ptr %data, i64 %76, !dbg !47
  %86 = getelementptr i8, ptr %85, i64 -48, !dbg !47
  %87 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %78, !dbg !47
  %88 = getelementptr inbounds nuw i8, ptr %87, i64 20, !dbg !47
    #dbg_value(i64 8, !57, !DIExpression(), !47)
  %89 = load <4 x float>, ptr %86, align 16, !dbg !47, !tbaa !60
  store <4 x float> %89, ptr %88, align 4, !dbg !47, !tbaa !58
    #dbg_value(i64 9, !57, !DIExpression(), !47)
  %90 = getelementptr float, ptr %data, i64 %76, !dbg !47
  %91 = getelementptr i8, ptr %90, i64 -32, !dbg !47
  %92 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %78, !dbg !47
  %93 = getelementptr inbounds nuw i8, ptr %92, i64 36, !dbg !47
    #dbg_value(i64 12, !57, !DIExpression(), !47)
  %94 = load <4 x float>, ptr %91, align 32, !dbg !47, !tbaa !60
  store <4 x float> %94, ptr %93, align 4, !dbg !47, !tbaa !58
    #dbg_value(i64 13, !57, !DIExpression(), !47)
  %95 = getelementptr float, ptr %data, i64 %76, !dbg !47
  %96 = getelementptr i8, ptr %95, i64 -16, !dbg !47
  %97 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %78, !dbg !47
  %98 = getelementptr inbounds nuw i8, ptr %97, i64 52, !dbg !47
    #dbg_value(i64 16, !57, !DIExpression(), !47)
  %99 = load <4 x float>, ptr %96, align 16, !dbg !47, !tbaa !60
  store <4 x float> %99, ptr %98, align 4, !dbg !47, !tbaa !58
    #dbg_value(i64 17, !57, !DIExpression(), !47)
  %100 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %78, !dbg !47
  %101 = getelementptr inbounds nuw i8, ptr %100, i64 68, !dbg !47
  store float 0.000000e+00, ptr %101, align 4, !dbg !47, !tbaa !58
    #dbg_value(i64 18, !57, !DIExpression(), !47)
  br label %for_end_i3.3, !dbg !47

for_end_i3.3:                                     ; preds = %if_end2.17.3, %for_body_i3.us.preheader.3
  %indvar.next24.3 = add nuw nsw i64 %indvar23.3, 1, !dbg !47
    #dbg_value(i64 %indvar.next24.3, !56, !DIExpression(), !47)
  %exitcond.not.3 = icmp eq i64 %indvar.next24.3, 18, !dbg !47
  br i1 %exitcond.not.3, label %for_end_i2.3, label %for_begin_i3.preheader.3, !dbg !47, !prof !62

for_end_i2.3:                                     ; preds = %for_end_i3.3
    #dbg_value(i64 4, !55, !DIExpression(), !47)
  %102 = getelementptr inbounds nuw i8, ptr %pad_temp, i64 1296
  %103 = getelementptr inbounds nuw i8, ptr %pad_temp, i64 1296
  %104 = getelementptr inbounds nuw i8, ptr %pad_temp, i64 1296
  %105 = getelementptr inbounds nuw i8, ptr %pad_temp, i64 2592
  %106 = getelementptr inbounds nuw i8, ptr %pad_temp, i64 2592
  %107 = getelementptr inbounds nuw i8, ptr %pad_temp, i64 2592
  %108 = getelementptr inbounds nuw i8, ptr %pad_temp, i64 3888
  %109 = getelementptr inbounds nuw i8, ptr %pad_temp, i64 3888
  %110 = getelementptr inbounds nuw i8, ptr %pad_temp, i64 3888
  %111 = getelementptr inbounds nuw i8, ptr %pad_temp, i64 16
  %112 = getelementptr inbounds nuw i8, ptr %pad_temp, i64 16
  %113 = getelementptr inbounds nuw i8, ptr %pad_temp, i64 16
  %114 = getelementptr inbounds nuw i8, ptr %pad_temp, i64 1312
  %115 = getelementptr inbounds nuw i8, ptr %pad_temp, i64 1312
  %116 = getelementptr inbounds nuw i8, ptr %pad_temp, i64 1312
  %117 = getelementptr inbounds nuw i8, ptr %pad_temp, i64 2608
  %118 = getelementptr inbounds nuw i8, ptr %pad_temp, i64 2608
  %119 = getelementptr inbounds nuw i8, ptr %pad_temp, i64 2608
  %120 = getelementptr inbounds nuw i8, ptr %pad_temp, i64 3904
  %121 = getelementptr inbounds nuw i8, ptr %pad_temp, i64 3904
  %122 = getelementptr inbounds nuw i8, ptr %pad_temp, i64 3904
  %123 = getelementptr inbounds nuw i8, ptr %pad_temp, i64 32
  %124 = getelementptr inbounds nuw i8, ptr %pad_temp, i64 32
  %125 = getelementptr inbounds nuw i8, ptr %pad_temp, i64 32
  %126 = getelementptr inbounds nuw i8, ptr %pad_temp, i64 1328
  %127 = getelementptr inbounds nuw i8, ptr %pad_temp, i64 1328
  %128 = getelementptr inbounds nuw i8, ptr %pad_temp, i64 1328
  %129 = getelementptr inbounds nuw i8, ptr %pad_temp, i64 2624
  %130 = getelementptr inbounds nuw i8, ptr %pad_temp, i64 2624
  %131 = getelementptr inbounds nuw i8, ptr %pad_temp, i64 2624
  %132 = getelementptr inbounds nuw i8, ptr %pad_temp, i64 3920
  %133 = getelementptr inbounds nuw i8, ptr %pad_temp, i64 3920
  %134 = getelementptr inbounds nuw i8, ptr %pad_temp, i64 3920
  %135 = getelementptr inbounds nuw i8, ptr %pad_temp, i64 48
  %136 = getelementptr inbounds nuw i8, ptr %pad_temp, i64 48
  %137 = getelementptr inbounds nuw i8, ptr %pad_temp, i64 48
  %138 = getelementptr inbounds nuw i8, ptr %pad_temp, i64 1344
  %139 = getelementptr inbounds nuw i8, ptr %pad_temp, i64 1344
  %140 = getelementptr inbounds nuw i8, ptr %pad_temp, i64 1344
  %141 = getelementptr inbounds nuw i8, ptr %pad_temp, i64 2640
  %142 = getelementptr inbounds nuw i8, ptr %pad_temp, i64 2640
  %143 = getelementptr inbounds nuw i8, ptr %pad_temp, i64 2640
  %144 = getelementptr inbounds nuw i8, ptr %pad_temp, i64 3936
  %145 = getelementptr inbounds nuw i8, ptr %pad_temp, i64 3936
  %146 = getelementptr inbounds nuw i8, ptr %pad_temp, i64 3936
  br label %for_begin_yy.preheader, !dbg !47

for_end_i3:                                       ; preds = %for_body_i3.us.preheader, %if_end2.17
  %indvar.next24 = add nuw nsw i64 %indvar23, 1, !dbg !47
    #dbg_value(i64 %indvar.next24, !56, !DIExpression(), !47)
  %exitcond.not = icmp eq i64 %indvar.next24, 18, !dbg !47
  br i1 %exitcond.not, label %for_end_i2, label %for_begin_i3.preheader, !dbg !47, !prof !62

if_end2.17:                                       ; preds = %for_begin_i3.preheader
  %147 = shl nuw nsw i64 %indvar23, 4
  %148 = mul nuw nsw i64 %indvar23, 18
    #dbg_value(i64 0, !57, !DIExpression(), !47)
  %149 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %148, !dbg !47
  store float 0.000000e+00, ptr %149, align 4, !dbg !47, !tbaa !58
    #dbg_value(i64 1, !57, !DIExpression(), !47)
  %150 = getelementptr float, ptr %data, i64 %147, !dbg !47
  %151 = getelementptr i8, ptr %150, i64 -64, !dbg !47
  %152 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %148, !dbg !47
  %153 = getelementptr inbounds nuw i8, ptr %152, i64 4, !dbg !47
    #dbg_value(i64 4, !57, !DIExpression(), !47)
  %154 = load <4 x float>, ptr %151, align 64, !dbg !47, !tbaa !60
  store <4 x float> %154, ptr %153, align 4, !dbg !47, !tbaa !58
    #dbg_value(i64 5, !57, !DIExpression(), !47)
  %155 = getelementptr float, ptr %data, i64 %147, !dbg !47
  %156 = getelementptr i8, ptr %155, i64 -48, !dbg !47
  %157 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %148, !dbg !47
  %158 = getelementptr inbounds nuw i8, ptr %157, i64 20, !dbg !47
    #dbg_value(i64 8, !57, !DIExpression(), !47)
  %159 = load <4 x float>, ptr %156, align 16, !dbg !47, !tbaa !60
  store <4 x float> %159, ptr %158, align 4, !dbg !47, !tbaa !58
    #dbg_value(i64 9, !57, !DIExpression(), !47)
  %160 = getelementptr float, ptr %data, i64 %147, !dbg !47
  %161 = getelementptr i8, ptr %160, i64 -32, !dbg !47
  %162 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %148, !dbg !47
  %163 = getelementptr inbounds nuw i8, ptr %162, i64 36, !dbg !47
    #dbg_value(i64 12, !57, !DIExpression(), !47)
  %164 = load <4 x float>, ptr %161, align 32, !dbg !47, !tbaa !60
  store <4 x float> %164, ptr %163, align 4, !dbg !47, !tbaa !58
    #dbg_value(i64 13, !57, !DIExpression(), !47)
  %165 = getelementptr float, ptr %data, i64 %147, !dbg !47
  %166 = getelementptr i8, ptr %165, i64 -16, !dbg !47
  %167 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %148, !dbg !47
  %168 = getelementptr inbounds nuw i8, ptr %167, i64 52, !dbg !47
    #dbg_value(i64 16, !57, !DIExpression(), !47)
  %169 = load <4 x float>, ptr %166, align 16, !dbg !47, !tbaa !60
  store <4 x float> %169, ptr %168, align 4, !dbg !47, !tbaa !58
    #dbg_value(i64 17, !57, !DIExpression(), !47)
  %170 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %148, !dbg !47
  %171 = getelementptr inbounds nuw i8, ptr %170, i64 68, !dbg !47
  store float 0.000000e+00, ptr %171, align 4, !dbg !47, !tbaa !58
    #dbg_value(i64 18, !57, !DIExpression(), !47)
  br label %for_end_i3, !dbg !47

for_begin_yy.preheader:                           ; preds = %for_end_i2.3, %for_end_yy
  %indvars.iv47 = phi i64 [ %indvars.iv.next48, %for_end_yy ], [ 0, %for_end_i2.3 ]
    #dbg_value(i64 %indvars.iv47, !63, !DIExpression(), !47)
  %172 = mul nuw nsw i64 %indvars.iv47, 36
    #dbg_value(i32 0, !64, !DIExpression(), !47)
  %.idx51 = shl nuw nsw i64 %indvars.iv47, 10
  %invariant.gep54 = getelementptr inbounds nuw i8, ptr %conv2d_nchw, i64 %.idx51, !dbg !47
  %173 = getelementptr inbounds nuw float, ptr %weight, i64 %172
  %174 = load float, ptr %173, align 16, !tbaa !65
  %175 = getelementptr inbounds nuw float, ptr %weight, i64 %172
  %176 = getelementptr inbounds nuw i8, ptr %175, i64 4
  %177 = load float, ptr %176, align 4, !tbaa !65
  %178 = getelementptr inbounds nuw float, ptr %weight, i64 %172
  %179 = getelementptr inbounds nuw i8, ptr %178, i64 8
  %180 = load float, ptr %179, align 8, !tbaa !65
  %181 = getelementptr inbounds nuw float, ptr %weight, i64 %172
  %182 = getelementptr inbounds nuw i8, ptr %181, i64 12
  %183 = load float, ptr %182, align 4, !tbaa !65
  %184 = getelementptr inbounds nuw float, ptr %weight, i64 %172
  %185 = getelementptr inbounds nuw i8, ptr %184, i64 16
  %186 = load float, ptr %185, align 16, !tbaa !65
  %187 = getelementptr inbounds nuw float, ptr %weight, i64 %172
  %188 = getelementptr inbounds nuw i8, ptr %187, i64 20
  %189 = load float, ptr %188, align 4, !tbaa !65
  %190 = getelementptr inbounds nuw float, ptr %weight, i64 %172
  %191 = getelementptr inbounds nuw i8, ptr %190, i64 24
  %192 = load float, ptr %191, align 8, !tbaa !65
  %193 = getelementptr inbounds nuw float, ptr %weight, i64 %172
  %194 = getelementptr inbounds nuw i8, ptr %193, i64 28
  %195 = load float, ptr %194, align 4, !tbaa !65
  %196 = getelementptr inbounds nuw float, ptr %weight, i64 %172
  %197 = getelementptr inbounds nuw i8, ptr %196, i64 32
  %198 = load float, ptr %197, align 16, !tbaa !65
  %199 = getelementptr inbounds nuw float, ptr %weight, i64 %172
  %200 = getelementptr inbounds nuw i8, ptr %199, i64 36
  %201 = load float, ptr %200, align 4, !tbaa !65
  %202 = getelementptr inbounds nuw float, ptr %weight, i64 %172
  %203 = getelementptr inbounds nuw i8, ptr %202, i64 40
  %204 = load float, ptr %203, align 8, !tbaa !65
  %205 = getelementptr inbounds nuw float, ptr %weight, i64 %172
  %206 = getelementptr inbounds nuw i8, ptr %205, i64 44
  %207 = load float, ptr %206, align 4, !tbaa !65
  %208 = getelementptr inbounds nuw float, ptr %weight, i64 %172
  %209 = getelementptr inbounds nuw i8, ptr %208, i64 48
  %210 = load float, ptr %209, align 16, !tbaa !65
  %211 = getelementptr inbounds nuw float, ptr %weight, i64 %172
  %212 = getelementptr inbounds nuw i8, ptr %211, i64 52
  %213 = load float, ptr %212, align 4, !tbaa !65
  %214 = getelementptr inbounds nuw float, ptr %weight, i64 %172
  %215 = getelementptr inbounds nuw i8, ptr %214, i64 56
  %216 = load float, ptr %215, align 8, !tbaa !65
  %217 = getelementptr inbounds nuw float, ptr %weight, i64 %172
  %218 = getelementptr inbounds nuw i8, ptr %217, i64 60
  %219 = load float, ptr %218, align 4, !tbaa !65
  %220 = getelementptr inbounds nuw float, ptr %weight, i64 %172
  %221 = getelementptr inbounds nuw i8, ptr %220, i64 64
  %222 = load float, ptr %221, align 16, !tbaa !65
  %223 = getelementptr inbounds nuw float, ptr %weight, i64 %172
  %224 = getelementptr inbounds nuw i8, ptr %223, i64 68
  %225 = load float, ptr %224, align 4, !tbaa !65
  %226 = getelementptr inbounds nuw float, ptr %weight, i64 %172
  %227 = getelementptr inbounds nuw i8, ptr %226, i64 72
  %228 = load float, ptr %227, align 8, !tbaa !65
  %229 = getelementptr inbounds nuw float, ptr %weight, i64 %172
  %230 = getelementptr inbounds nuw i8, ptr %229, i64 76
  %231 = load float, ptr %230, align 4, !tbaa !65
  %232 = getelementptr inbounds nuw float, ptr %weight, i64 %172
  %233 = getelementptr inbounds nuw i8, ptr %232, i64 80
  %234 = load float, ptr %233, align 16, !tbaa !65
  %235 = getelementptr inbounds nuw float, ptr %weight, i64 %172
  %236 = getelementptr inbounds nuw i8, ptr %235, i64 84
  %237 = load float, ptr %236, align 4, !tbaa !65
  %238 = getelementptr inbounds nuw float, ptr %weight, i64 %172
  %239 = getelementptr inbounds nuw i8, ptr %238, i64 88
  %240 = load float, ptr %239, align 8, !tbaa !65
  %241 = getelementptr inbounds nuw float, ptr %weight, i64 %172
  %242 = getelementptr inbounds nuw i8, ptr %241, i64 92
  %243 = load float, ptr %242, align 4, !tbaa !65
  %244 = getelementptr inbounds nuw float, ptr %weight, i64 %172
  %245 = getelementptr inbounds nuw i8, ptr %244, i64 96
  %246 = load float, ptr %245, align 16, !tbaa !65
  %247 = getelementptr inbounds nuw float, ptr %weight, i64 %172
  %248 = getelementptr inbounds nuw i8, ptr %247, i64 100
  %249 = load float, ptr %248, align 4, !tbaa !65
  %250 = getelementptr inbounds nuw float, ptr %weight, i64 %172
  %251 = getelementptr inbounds nuw i8, ptr %250, i64 104
  %252 = load float, ptr %251, align 8, !tbaa !65
  %253 = getelementptr inbounds nuw float, ptr %weight, i64 %172
  %254 = getelementptr inbounds nuw i8, ptr %253, i64 108
  %255 = load float, ptr %254, align 4, !tbaa !65
  %256 = getelementptr inbounds nuw float, ptr %weight, i64 %172
  %257 = getelementptr inbounds nuw i8, ptr %256, i64 112
  %258 = load float, ptr %257, align 16, !tbaa !65
  %259 = getelementptr inbounds nuw float, ptr %weight, i64 %172
  %260 = getelementptr inbounds nuw i8, ptr %259, i64 116
  %261 = load float, ptr %260, align 4, !tbaa !65
  %262 = getelementptr inbounds nuw float, ptr %weight, i64 %172
  %263 = getelementptr inbounds nuw i8, ptr %262, i64 120
  %264 = load float, ptr %263, align 8, !tbaa !65
  %265 = getelementptr inbounds nuw float, ptr %weight, i64 %172
  %266 = getelementptr inbounds nuw i8, ptr %265, i64 124
  %267 = load float, ptr %266, align 4, !tbaa !65
  %268 = getelementptr inbounds nuw float, ptr %weight, i64 %172
  %269 = getelementptr inbounds nuw i8, ptr %268, i64 128
  %270 = load float, ptr %269, align 16, !tbaa !65
  %271 = getelementptr inbounds nuw float, ptr %weight, i64 %172
  %272 = getelementptr inbounds nuw i8, ptr %271, i64 132
  %273 = load float, ptr %272, align 4, !tbaa !65
  %274 = getelementptr inbounds nuw float, ptr %weight, i64 %172
  %275 = getelementptr inbounds nuw i8, ptr %274, i64 136
  %276 = load float, ptr %275, align 8, !tbaa !65
  %277 = getelementptr inbounds nuw float, ptr %weight, i64 %172
  %278 = getelementptr inbounds nuw i8, ptr %277, i64 140
  %279 = load float, ptr %278, align 4, !tbaa !65
  %broadcast.splatinsert123 = insertelement <4 x float> poison, float %279, i64 0
  %broadcast.splat124 = shufflevector <4 x float> %broadcast.splatinsert123, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert121 = insertelement <4 x float> poison, float %276, i64 0
  %broadcast.splat122 = shufflevector <4 x float> %broadcast.splatinsert121, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert119 = insertelement <4 x float> poison, float %273, i64 0
  %broadcast.splat120 = shufflevector <4 x float> %broadcast.splatinsert119, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert117 = insertelement <4 x float> poison, float %270, i64 0
  %broadcast.splat118 = shufflevector <4 x float> %broadcast.splatinsert117, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert115 = insertelement <4 x float> poison, float %267, i64 0
  %broadcast.splat116 = shufflevector <4 x float> %broadcast.splatinsert115, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert113 = insertelement <4 x float> poison, float %264, i64 0
  %broadcast.splat114 = shufflevector <4 x float> %broadcast.splatinsert113, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert111 = insertelement <4 x float> poison, float %261, i64 0
  %broadcast.splat112 = shufflevector <4 x float> %broadcast.splatinsert111, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert109 = insertelement <4 x float> poison, float %258, i64 0
  %broadcast.splat110 = shufflevector <4 x float> %broadcast.splatinsert109, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert107 = insertelement <4 x float> poison, float %255, i64 0
  %broadcast.splat108 = shufflevector <4 x float> %broadcast.splatinsert107, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert105 = insertelement <4 x float> poison, float %252, i64 0
  %broadcast.splat106 = shufflevector <4 x float> %broadcast.splatinsert105, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert103 = insertelement <4 x float> poison, float %249, i64 0
  %broadcast.splat104 = shufflevector <4 x float> %broadcast.splatinsert103, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert101 = insertelement <4 x float> poison, float %246, i64 0
  %broadcast.splat102 = shufflevector <4 x float> %broadcast.splatinsert101, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert99 = insertelement <4 x float> poison, float %243, i64 0
  %broadcast.splat100 = shufflevector <4 x float> %broadcast.splatinsert99, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert97 = insertelement <4 x float> poison, float %240, i64 0
  %broadcast.splat98 = shufflevector <4 x float> %broadcast.splatinsert97, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert95 = insertelement <4 x float> poison, float %237, i64 0
  %broadcast.splat96 = shufflevector <4 x float> %broadcast.splatinsert95, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert93 = insertelement <4 x float> poison, float %234, i64 0
  %broadcast.splat94 = shufflevector <4 x float> %broadcast.splatinsert93, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert91 = insertelement <4 x float> poison, float %231, i64 0
  %broadcast.splat92 = shufflevector <4 x float> %broadcast.splatinsert91, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert89 = insertelement <4 x float> poison, float %228, i64 0
  %broadcast.splat90 = shufflevector <4 x float> %broadcast.splatinsert89, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert87 = insertelement <4 x float> poison, float %225, i64 0
  %broadcast.splat88 = shufflevector <4 x float> %broadcast.splatinsert87, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert85 = insertelement <4 x float> poison, float %222, i64 0
  %broadcast.splat86 = shufflevector <4 x float> %broadcast.splatinsert85, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert83 = insertelement <4 x float> poison, float %219, i64 0
  %broadcast.splat84 = shufflevector <4 x float> %broadcast.splatinsert83, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert81 = insertelement <4 x float> poison, float %216, i64 0
  %broadcast.splat82 = shufflevector <4 x float> %broadcast.splatinsert81, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert79 = insertelement <4 x float> poison, float %213, i64 0
  %broadcast.splat80 = shufflevector <4 x float> %broadcast.splatinsert79, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert77 = insertelement <4 x float> poison, float %210, i64 0
  %broadcast.splat78 = shufflevector <4 x float> %broadcast.splatinsert77, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert75 = insertelement <4 x float> poison, float %207, i64 0
  %broadcast.splat76 = shufflevector <4 x float> %broadcast.splatinsert75, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert73 = insertelement <4 x float> poison, float %204, i64 0
  %broadcast.splat74 = shufflevector <4 x float> %broadcast.splatinsert73, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert71 = insertelement <4 x float> poison, float %201, i64 0
  %broadcast.splat72 = shufflevector <4 x float> %broadcast.splatinsert71, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert69 = insertelement <4 x float> poison, float %198, i64 0
  %broadcast.splat70 = shufflevector <4 x float> %broadcast.splatinsert69, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert67 = insertelement <4 x float> poison, float %195, i64 0
  %broadcast.splat68 = shufflevector <4 x float> %broadcast.splatinsert67, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert65 = insertelement <4 x float> poison, float %192, i64 0
  %broadcast.splat66 = shufflevector <4 x float> %broadcast.splatinsert65, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert63 = insertelement <4 x float> poison, float %189, i64 0
  %broadcast.splat64 = shufflevector <4 x float> %broadcast.splatinsert63, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert61 = insertelement <4 x float> poison, float %186, i64 0
  %broadcast.splat62 = shufflevector <4 x float> %broadcast.splatinsert61, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert59 = insertelement <4 x float> poison, float %183, i64 0
  %broadcast.splat60 = shufflevector <4 x float> %broadcast.splatinsert59, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert57 = insertelement <4 x float> poison, float %180, i64 0
  %broadcast.splat58 = shufflevector <4 x float> %broadcast.splatinsert57, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert55 = insertelement <4 x float> poison, float %177, i64 0
  %broadcast.splat56 = shufflevector <4 x float> %broadcast.splatinsert55, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert = insertelement <4 x float> poison, float %174, i64 0
  %broadcast.splat = shufflevector <4 x float> %broadcast.splatinsert, <4 x float> poison, <4 x i32> zeroinitializer
  br label %for_begin_xx.preheader, !dbg !47

for_end_ff:                                       ; preds = %for_end_yy
  %280 = load ptr, ptr @__TVMBackendFreeWorkspace, align 8, !dbg !47, !tbaa !48
  %281 = tail call i32 %280(i32 1, i32 %dev_id, ptr nonnull %pad_temp), !dbg !47
  %.not = icmp ne i32 %281, 0, !dbg !47
  %. = sext i1 %.not to i32, !dbg !47
  br label %common.ret, !dbg !47

for_begin_xx.preheader:                           ; preds = %for_begin_yy.preheader, %for_begin_xx.preheader
  %indvars.iv43 = phi i64 [ 0, %for_begin_yy.preheader ], [ %284, %for_begin_xx.preheader ]
    #dbg_value(i64 %indvars.iv43, !64, !DIExpression(), !47)
    #dbg_value(i32 0, !67, !DIExpression(), !47)
  %282 = mul nuw i64 %indvars.iv43, 18
  %283 = add nuw i64 %282, 36
  %284 = add nuw nsw i64 %indvars.iv43, 1
  %285 = mul nuw nsw i64 %284, 18
  %286 = mul nuw nsw i64 %indvars.iv43, 18
  %.idx = shl nuw nsw i64 %indvars.iv43, 6
  %gep = getelementptr inbounds nuw i8, ptr %invariant.gep54, i64 %.idx, !dbg !47
  %287 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %286, !dbg !47
  %wide.load = load <4 x float>, ptr %287, align 4, !dbg !47, !tbaa !58
  %288 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load, <4 x float> %broadcast.splat, <4 x float> zeroinitializer), !dbg !47
  %289 = getelementptr inbounds nuw i8, ptr %287, i64 4, !dbg !47
  %wide.load125 = load <4 x float>, ptr %289, align 4, !dbg !47, !tbaa !58
  %290 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load125, <4 x float> %broadcast.splat56, <4 x float> %288), !dbg !47
  %291 = getelementptr inbounds nuw i8, ptr %287, i64 8, !dbg !47
  %wide.load126 = load <4 x float>, ptr %291, align 4, !dbg !47, !tbaa !58
  %292 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load126, <4 x float> %broadcast.splat58, <4 x float> %290), !dbg !47
  %293 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %285, !dbg !47
  %wide.load127 = load <4 x float>, ptr %293, align 4, !dbg !47, !tbaa !58
  %294 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load127, <4 x float> %broadcast.splat60, <4 x float> %292), !dbg !47
  %295 = getelementptr inbounds nuw i8, ptr %293, i64 4, !dbg !47
  %wide.load128 = load <4 x float>, ptr %295, align 4, !dbg !47, !tbaa !58
  %296 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load128, <4 x float> %broadcast.splat62, <4 x float> %294), !dbg !47
  %297 = getelementptr inbounds nuw i8, ptr %293, i64 8, !dbg !47
  %wide.load129 = load <4 x float>, ptr %297, align 4, !dbg !47, !tbaa !58
  %298 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load129, <4 x float> %broadcast.splat64, <4 x float> %296), !dbg !47
  %299 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %283, !dbg !47
  %wide.load130 = load <4 x float>, ptr %299, align 4, !dbg !47, !tbaa !58
  %300 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load130, <4 x float> %broadcast.splat66, <4 x float> %298), !dbg !47
  %301 = getelementptr inbounds nuw i8, ptr %299, i64 4, !dbg !47
  %wide.load131 = load <4 x float>, ptr %301, align 4, !dbg !47, !tbaa !58
  %302 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load131, <4 x float> %broadcast.splat68, <4 x float> %300), !dbg !47
  %303 = getelementptr inbounds nuw i8, ptr %299, i64 8, !dbg !47
  %wide.load132 = load <4 x float>, ptr %303, align 4, !dbg !47, !tbaa !58
  %304 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load132, <4 x float> %broadcast.splat70, <4 x float> %302), !dbg !47
  %305 = getelementptr inbounds nuw float, ptr %102, i64 %286, !dbg !47
  %wide.load133 = load <4 x float>, ptr %305, align 4, !dbg !47, !tbaa !58
  %306 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load133, <4 x float> %broadcast.splat72, <4 x float> %304), !dbg !47
  %307 = getelementptr inbounds nuw i8, ptr %305, i64 4, !dbg !47
  %wide.load134 = load <4 x float>, ptr %307, align 4, !dbg !47, !tbaa !58
  %308 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load134, <4 x float> %broadcast.splat74, <4 x float> %306), !dbg !47
  %309 = getelementptr inbounds nuw i8, ptr %305, i64 8, !dbg !47
  %wide.load135 = load <4 x float>, ptr %309, align 4, !dbg !47, !tbaa !58
  %310 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load135, <4 x float> %broadcast.splat76, <4 x float> %308), !dbg !47
  %311 = getelementptr inbounds nuw float, ptr %103, i64 %285, !dbg !47
  %wide.load136 = load <4 x float>, ptr %311, align 4, !dbg !47, !tbaa !58
  %312 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load136, <4 x float> %broadcast.splat78, <4 x float> %310), !dbg !47
  %313 = getelementptr inbounds nuw i8, ptr %311, i64 4, !dbg !47
  %wide.load137 = load <4 x float>, ptr %313, align 4, !dbg !47, !tbaa !58
  %314 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load137, <4 x float> %broadcast.splat80, <4 x float> %312), !dbg !47
  %315 = getelementptr inbounds nuw i8, ptr %311, i64 8, !dbg !47
  %wide.load138 = load <4 x float>, ptr %315, align 4, !dbg !47, !tbaa !58
  %316 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load138, <4 x float> %broadcast.splat82, <4 x float> %314), !dbg !47
  %317 = getelementptr inbounds nuw float, ptr %104, i64 %283, !dbg !47
  %wide.load139 = load <4 x float>, ptr %317, align 4, !dbg !47, !tbaa !58
  %318 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load139, <4 x float> %broadcast.splat84, <4 x float> %316), !dbg !47
  %319 = getelementptr inbounds nuw i8, ptr %317, i64 4, !dbg !47
  %wide.load140 = load <4 x float>, ptr %319, align 4, !dbg !47, !tbaa !58
  %320 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load140, <4 x float> %broadcast.splat86, <4 x float> %318), !dbg !47
  %321 = getelementptr inbounds nuw i8, ptr %317, i64 8, !dbg !47
  %wide.load141 = load <4 x float>, ptr %321, align 4, !dbg !47, !tbaa !58
  %322 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load141, <4 x float> %broadcast.splat88, <4 x float> %320), !dbg !47
  %323 = getelementptr inbounds nuw float, ptr %105, i64 %286, !dbg !47
  %wide.load142 = load <4 x float>, ptr %323, align 4, !dbg !47, !tbaa !58
  %324 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load142, <4 x float> %broadcast.splat90, <4 x float> %322), !dbg !47
  %325 = getelementptr inbounds nuw i8, ptr %323, i64 4, !dbg !47
  %wide.load143 = load <4 x float>, ptr %325, align 4, !dbg !47, !tbaa !58
  %326 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load143, <4 x float> %broadcast.splat92, <4 x float> %324), !dbg !47
  %327 = getelementptr inbounds nuw i8, ptr %323, i64 8, !dbg !47
  %wide.load144 = load <4 x float>, ptr %327, align 4, !dbg !47, !tbaa !58
  %328 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load144, <4 x float> %broadcast.splat94, <4 x float> %326), !dbg !47
  %329 = getelementptr inbounds nuw float, ptr %106, i64 %285, !dbg !47
  %wide.load145 = load <4 x float>, ptr %329, align 4, !dbg !47, !tbaa !58
  %330 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load145, <4 x float> %broadcast.splat96, <4 x float> %328), !dbg !47
  %331 = getelementptr inbounds nuw i8, ptr %329, i64 4, !dbg !47
  %wide.load146 = load <4 x float>, ptr %331, align 4, !dbg !47, !tbaa !58
  %332 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load146, <4 x float> %broadcast.splat98, <4 x float> %330), !dbg !47
  %333 = getelementptr inbounds nuw i8, ptr %329, i64 8, !dbg !47
  %wide.load147 = load <4 x float>, ptr %333, align 4, !dbg !47, !tbaa !58
  %334 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load147, <4 x float> %broadcast.splat100, <4 x float> %332), !dbg !47
  %335 = getelementptr inbounds nuw float, ptr %107, i64 %283, !dbg !47
  %wide.load148 = load <4 x float>, ptr %335, align 4, !dbg !47, !tbaa !58
  %336 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load148, <4 x float> %broadcast.splat102, <4 x float> %334), !dbg !47
  %337 = getelementptr inbounds nuw i8, ptr %335, i64 4, !dbg !47
  %wide.load149 = load <4 x float>, ptr %337, align 4, !dbg !47, !tbaa !58
  %338 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load149, <4 x float> %broadcast.splat104, <4 x float> %336), !dbg !47
  %339 = getelementptr inbounds nuw i8, ptr %335, i64 8, !dbg !47
  %wide.load150 = load <4 x float>, ptr %339, align 4, !dbg !47, !tbaa !58
  %340 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load150, <4 x float> %broadcast.splat106, <4 x float> %338), !dbg !47
  %341 = getelementptr inbounds nuw float, ptr %108, i64 %286, !dbg !47
  %wide.load151 = load <4 x float>, ptr %341, align 4, !dbg !47, !tbaa !58
  %342 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load151, <4 x float> %broadcast.splat108, <4 x float> %340), !dbg !47
  %343 = getelementptr inbounds nuw i8, ptr %341, i64 4, !dbg !47
  %wide.load152 = load <4 x float>, ptr %343, align 4, !dbg !47, !tbaa !58
  %344 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load152, <4 x float> %broadcast.splat110, <4 x float> %342), !dbg !47
  %345 = getelementptr inbounds nuw i8, ptr %341, i64 8, !dbg !47
  %wide.load153 = load <4 x float>, ptr %345, align 4, !dbg !47, !tbaa !58
  %346 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load153, <4 x float> %broadcast.splat112, <4 x float> %344), !dbg !47
  %347 = getelementptr inbounds nuw float, ptr %109, i64 %285, !dbg !47
  %wide.load154 = load <4 x float>, ptr %347, align 4, !dbg !47, !tbaa !58
  %348 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load154, <4 x float> %broadcast.splat114, <4 x float> %346), !dbg !47
  %349 = getelementptr inbounds nuw i8, ptr %347, i64 4, !dbg !47
  %wide.load155 = load <4 x float>, ptr %349, align 4, !dbg !47, !tbaa !58
  %350 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load155, <4 x float> %broadcast.splat116, <4 x float> %348), !dbg !47
  %351 = getelementptr inbounds nuw i8, ptr %347, i64 8, !dbg !47
  %wide.load156 = load <4 x float>, ptr %351, align 4, !dbg !47, !tbaa !58
  %352 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load156, <4 x float> %broadcast.splat118, <4 x float> %350), !dbg !47
  %353 = getelementptr inbounds nuw float, ptr %110, i64 %283, !dbg !47
  %wide.load157 = load <4 x float>, ptr %353, align 4, !dbg !47, !tbaa !58
  %354 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load157, <4 x float> %broadcast.splat120, <4 x float> %352), !dbg !47
  %355 = getelementptr inbounds nuw i8, ptr %353, i64 4, !dbg !47
  %wide.load158 = load <4 x float>, ptr %355, align 4, !dbg !47, !tbaa !58
  %356 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load158, <4 x float> %broadcast.splat122, <4 x float> %354), !dbg !47
  %357 = getelementptr inbounds nuw i8, ptr %353, i64 8, !dbg !47
  %wide.load159 = load <4 x float>, ptr %357, align 4, !dbg !47, !tbaa !58
  %358 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load159, <4 x float> %broadcast.splat124, <4 x float> %356), !dbg !47
  store <4 x float> %358, ptr %gep, align 64, !tbaa !68
  %359 = getelementptr inbounds nuw i8, ptr %gep, i64 16
  %360 = getelementptr inbounds nuw float, ptr %111, i64 %286, !dbg !47
  %wide.load.1 = load <4 x float>, ptr %360, align 4, !dbg !47, !tbaa !58
  %361 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load.1, <4 x float> %broadcast.splat, <4 x float> zeroinitializer), !dbg !47
  %362 = getelementptr inbounds nuw i8, ptr %360, i64 4, !dbg !47
  %wide.load125.1 = load <4 x float>, ptr %362, align 4, !dbg !47, !tbaa !58
  %363 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load125.1, <4 x float> %broadcast.splat56, <4 x float> %361), !dbg !47
  %364 = getelementptr inbounds nuw i8, ptr %360, i64 8, !dbg !47
  %wide.load126.1 = load <4 x float>, ptr %364, align 4, !dbg !47, !tbaa !58
  %365 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load126.1, <4 x float> %broadcast.splat58, <4 x float> %363), !dbg !47
  %366 = getelementptr inbounds nuw float, ptr %112, i64 %285, !dbg !47
  %wide.load127.1 = load <4 x float>, ptr %366, align 4, !dbg !47, !tbaa !58
  %367 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load127.1, <4 x float> %broadcast.splat60, <4 x float> %365), !dbg !47
  %368 = getelementptr inbounds nuw i8, ptr %366, i64 4, !dbg !47
  %wide.load128.1 = load <4 x float>, ptr %368, align 4, !dbg !47, !tbaa !58
  %369 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load128.1, <4 x float> %broadcast.splat62, <4 x float> %367), !dbg !47
  %370 = getelementptr inbounds nuw i8, ptr %366, i64 8, !dbg !47
  %wide.load129.1 = load <4 x float>, ptr %370, align 4, !dbg !47, !tbaa !58
  %371 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load129.1, <4 x float> %broadcast.splat64, <4 x float> %369), !dbg !47
  %372 = getelementptr inbounds nuw float, ptr %113, i64 %283, !dbg !47
  %wide.load130.1 = load <4 x float>, ptr %372, align 4, !dbg !47, !tbaa !58
  %373 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load130.1, <4 x float> %broadcast.splat66, <4 x float> %371), !dbg !47
  %374 = getelementptr inbounds nuw i8, ptr %372, i64 4, !dbg !47
  %wide.load131.1 = load <4 x float>, ptr %374, align 4, !dbg !47, !tbaa !58
  %375 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load131.1, <4 x float> %broadcast.splat68, <4 x float> %373), !dbg !47
  %376 = getelementptr inbounds nuw i8, ptr %372, i64 8, !dbg !47
  %wide.load132.1 = load <4 x float>, ptr %376, align 4, !dbg !47, !tbaa !58
  %377 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load132.1, <4 x float> %broadcast.splat70, <4 x float> %375), !dbg !47
  %378 = getelementptr inbounds nuw float, ptr %114, i64 %286, !dbg !47
  %wide.load133.1 = load <4 x float>, ptr %378, align 4, !dbg !47, !tbaa !58
  %379 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load133.1, <4 x float> %broadcast.splat72, <4 x float> %377), !dbg !47
  %380 = getelementptr inbounds nuw i8, ptr %378, i64 4, !dbg !47
  %wide.load134.1 = load <4 x float>, ptr %380, align 4, !dbg !47, !tbaa !58
  %381 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load134.1, <4 x float> %broadcast.splat74, <4 x float> %379), !dbg !47
  %382 = getelementptr inbounds nuw i8, ptr %378, i64 8, !dbg !47
  %wide.load135.1 = load <4 x float>, ptr %382, align 4, !dbg !47, !tbaa !58
  %383 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load135.1, <4 x float> %broadcast.splat76, <4 x float> %381), !dbg !47
  %384 = getelementptr inbounds nuw float, ptr %115, i64 %285, !dbg !47
  %wide.load136.1 = load <4 x float>, ptr %384, align 4, !dbg !47, !tbaa !58
  %385 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load136.1, <4 x float> %broadcast.splat78, <4 x float> %383), !dbg !47
  %386 = getelementptr inbounds nuw i8, ptr %384, i64 4, !dbg !47
  %wide.load137.1 = load <4 x float>, ptr %386, align 4, !dbg !47, !tbaa !58
  %387 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load137.1, <4 x float> %broadcast.splat80, <4 x float> %385), !dbg !47
  %388 = getelementptr inbounds nuw i8, ptr %384, i64 8, !dbg !47
  %wide.load138.1 = load <4 x float>, ptr %388, align 4, !dbg !47, !tbaa !58
  %389 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load138.1, <4 x float> %broadcast.splat82, <4 x float> %387), !dbg !47
  %390 = getelementptr inbounds nuw float, ptr %116, i64 %283, !dbg !47
  %wide.load139.1 = load <4 x float>, ptr %390, align 4, !dbg !47, !tbaa !58
  %391 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load139.1, <4 x float> %broadcast.splat84, <4 x float> %389), !dbg !47
  %392 = getelementptr inbounds nuw i8, ptr %390, i64 4, !dbg !47
  %wide.load140.1 = load <4 x float>, ptr %392, align 4, !dbg !47, !tbaa !58
  %393 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load140.1, <4 x float> %broadcast.splat86, <4 x float> %391), !dbg !47
  %394 = getelementptr inbounds nuw i8, ptr %390, i64 8, !dbg !47
  %wide.load141.1 = load <4 x float>, ptr %394, align 4, !dbg !47, !tbaa !58
  %395 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load141.1, <4 x float> %broadcast.splat88, <4 x float> %393), !dbg !47
  %396 = getelementptr inbounds nuw float, ptr %117, i64 %286, !dbg !47
  %wide.load142.1 = load <4 x float>, ptr %396, align 4, !dbg !47, !tbaa !58
  %397 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load142.1, <4 x float> %broadcast.splat90, <4 x float> %395), !dbg !47
  %398 = getelementptr inbounds nuw i8, ptr %396, i64 4, !dbg !47
  %wide.load143.1 = load <4 x float>, ptr %398, align 4, !dbg !47, !tbaa !58
  %399 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load143.1, <4 x float> %broadcast.splat92, <4 x float> %397), !dbg !47
  %400 = getelementptr inbounds nuw i8, ptr %396, i64 8, !dbg !47
  %wide.load144.1 = load <4 x float>, ptr %400, align 4, !dbg !47, !tbaa !58
  %401 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load144.1, <4 x float> %broadcast.splat94, <4 x float> %399), !dbg !47
  %402 = getelementptr inbounds nuw float, ptr %118, i64 %285, !dbg !47
  %wide.load145.1 = load <4 x float>, ptr %402, align 4, !dbg !47, !tbaa !58
  %403 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load145.1, <4 x float> %broadcast.splat96, <4 x float> %401), !dbg !47
  %404 = getelementptr inbounds nuw i8, ptr %402, i64 4, !dbg !47
  %wide.load146.1 = load <4 x float>, ptr %404, align 4, !dbg !47, !tbaa !58
  %405 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load146.1, <4 x float> %broadcast.splat98, <4 x float> %403), !dbg !47
  %406 = getelementptr inbounds nuw i8, ptr %402, i64 8, !dbg !47
  %wide.load147.1 = load <4 x float>, ptr %406, align 4, !dbg !47, !tbaa !58
  %407 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load147.1, <4 x float> %broadcast.splat100, <4 x float> %405), !dbg !47
  %408 = getelementptr inbounds nuw float, ptr %119, i64 %283, !dbg !47
  %wide.load148.1 = load <4 x float>, ptr %408, align 4, !dbg !47, !tbaa !58
  %409 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load148.1, <4 x float> %broadcast.splat102, <4 x float> %407), !dbg !47
  %410 = getelementptr inbounds nuw i8, ptr %408, i64 4, !dbg !47
  %wide.load149.1 = load <4 x float>, ptr %410, align 4, !dbg !47, !tbaa !58
  %411 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load149.1, <4 x float> %broadcast.splat104, <4 x float> %409), !dbg !47
  %412 = getelementptr inbounds nuw i8, ptr %408, i64 8, !dbg !47
  %wide.load150.1 = load <4 x float>, ptr %412, align 4, !dbg !47, !tbaa !58
  %413 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load150.1, <4 x float> %broadcast.splat106, <4 x float> %411), !dbg !47
  %414 = getelementptr inbounds nuw float, ptr %120, i64 %286, !dbg !47
  %wide.load151.1 = load <4 x float>, ptr %414, align 4, !dbg !47, !tbaa !58
  %415 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load151.1, <4 x float> %broadcast.splat108, <4 x float> %413), !dbg !47
  %416 = getelementptr inbounds nuw i8, ptr %414, i64 4, !dbg !47
  %wide.load152.1 = load <4 x float>, ptr %416, align 4, !dbg !47, !tbaa !58
  %417 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load152.1, <4 x float> %broadcast.splat110, <4 x float> %415), !dbg !47
  %418 = getelementptr inbounds nuw i8, ptr %414, i64 8, !dbg !47
  %wide.load153.1 = load <4 x float>, ptr %418, align 4, !dbg !47, !tbaa !58
  %419 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load153.1, <4 x float> %broadcast.splat112, <4 x float> %417), !dbg !47
  %420 = getelementptr inbounds nuw float, ptr %121, i64 %285, !dbg !47
  %wide.load154.1 = load <4 x float>, ptr %420, align 4, !dbg !47, !tbaa !58
  %421 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load154.1, <4 x float> %broadcast.splat114, <4 x float> %419), !dbg !47
  %422 = getelementptr inbounds nuw i8, ptr %420, i64 4, !dbg !47
  %wide.load155.1 = load <4 x float>, ptr %422, align 4, !dbg !47, !tbaa !58
  %423 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load155.1, <4 x float> %broadcast.splat116, <4 x float> %421), !dbg !47
  %424 = getelementptr inbounds nuw i8, ptr %420, i64 8, !dbg !47
  %wide.load156.1 = load <4 x float>, ptr %424, align 4, !dbg !47, !tbaa !58
  %425 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load156.1, <4 x float> %broadcast.splat118, <4 x float> %423), !dbg !47
  %426 = getelementptr inbounds nuw float, ptr %122, i64 %283, !dbg !47
  %wide.load157.1 = load <4 x float>, ptr %426, align 4, !dbg !47, !tbaa !58
  %427 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load157.1, <4 x float> %broadcast.splat120, <4 x float> %425), !dbg !47
  %428 = getelementptr inbounds nuw i8, ptr %426, i64 4, !dbg !47
  %wide.load158.1 = load <4 x float>, ptr %428, align 4, !dbg !47, !tbaa !58
  %429 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load158.1, <4 x float> %broadcast.splat122, <4 x float> %427), !dbg !47
  %430 = getelementptr inbounds nuw i8, ptr %426, i64 8, !dbg !47
  %wide.load159.1 = load <4 x float>, ptr %430, align 4, !dbg !47, !tbaa !58
  %431 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load159.1, <4 x float> %broadcast.splat124, <4 x float> %429), !dbg !47
  store <4 x float> %431, ptr %359, align 16, !tbaa !68
  %432 = getelementptr inbounds nuw i8, ptr %gep, i64 32
  %433 = getelementptr inbounds nuw float, ptr %123, i64 %286, !dbg !47
  %wide.load.2 = load <4 x float>, ptr %433, align 4, !dbg !47, !tbaa !58
  %434 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load.2, <4 x float> %broadcast.splat, <4 x float> zeroinitializer), !dbg !47
  %435 = getelementptr inbounds nuw i8, ptr %433, i64 4, !dbg !47
  %wide.load125.2 = load <4 x float>, ptr %435, align 4, !dbg !47, !tbaa !58
  %436 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load125.2, <4 x float> %broadcast.splat56, <4 x float> %434), !dbg !47
  %437 = getelementptr inbounds nuw i8, ptr %433, i64 8, !dbg !47
  %wide.load126.2 = load <4 x float>, ptr %437, align 4, !dbg !47, !tbaa !58
  %438 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load126.2, <4 x float> %broadcast.splat58, <4 x float> %436), !dbg !47
  %439 = getelementptr inbounds nuw float, ptr %124, i64 %285, !dbg !47
  %wide.load127.2 = load <4 x float>, ptr %439, align 4, !dbg !47, !tbaa !58
  %440 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load127.2, <4 x float> %broadcast.splat60, <4 x float> %438), !dbg !47
  %441 = getelementptr inbounds nuw i8, ptr %439, i64 4, !dbg !47
  %wide.load128.2 = load <4 x float>, ptr %441, align 4, !dbg !47, !tbaa !58
  %442 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load128.2, <4 x float> %broadcast.splat62, <4 x float> %440), !dbg !47
  %443 = getelementptr inbounds nuw i8, ptr %439, i64 8, !dbg !47
  %wide.load129.2 = load <4 x float>, ptr %443, align 4, !dbg !47, !tbaa !58
  %444 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load129.2, <4 x float> %broadcast.splat64, <4 x float> %442), !dbg !47
  %445 = getelementptr inbounds nuw float, ptr %125, i64 %283, !dbg !47
  %wide.load130.2 = load <4 x float>, ptr %445, align 4, !dbg !47, !tbaa !58
  %446 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load130.2, <4 x float> %broadcast.splat66, <4 x float> %444), !dbg !47
  %447 = getelementptr inbounds nuw i8, ptr %445, i64 4, !dbg !47
  %wide.load131.2 = load <4 x float>, ptr %447, align 4, !dbg !47, !tbaa !58
  %448 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load131.2, <4 x float> %broadcast.splat68, <4 x float> %446), !dbg !47
  %449 = getelementptr inbounds nuw i8, ptr %445, i64 8, !dbg !47
  %wide.load132.2 = load <4 x float>, ptr %449, align 4, !dbg !47, !tbaa !58
  %450 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load132.2, <4 x float> %broadcast.splat70, <4 x float> %448), !dbg !47
  %451 = getelementptr inbounds nuw float, ptr %126, i64 %286, !dbg !47
  %wide.load133.2 = load <4 x float>, ptr %451, align 4, !dbg !47, !tbaa !58
  %452 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load133.2, <4 x float> %broadcast.splat72, <4 x float> %450), !dbg !47
  %453 = getelementptr inbounds nuw i8, ptr %451, i64 4, !dbg !47
  %wide.load134.2 = load <4 x float>, ptr %453, align 4, !dbg !47, !tbaa !58
  %454 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load134.2, <4 x float> %broadcast.splat74, <4 x float> %452), !dbg !47
  %455 = getelementptr inbounds nuw i8, ptr %451, i64 8, !dbg !47
  %wide.load135.2 = load <4 x float>, ptr %455, align 4, !dbg !47, !tbaa !58
  %456 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load135.2, <4 x float> %broadcast.splat76, <4 x float> %454), !dbg !47
  %457 = getelementptr inbounds nuw float, ptr %127, i64 %285, !dbg !47
  %wide.load136.2 = load <4 x float>, ptr %457, align 4, !dbg !47, !tbaa !58
  %458 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load136.2, <4 x float> %broadcast.splat78, <4 x float> %456), !dbg !47
  %459 = getelementptr inbounds nuw i8, ptr %457, i64 4, !dbg !47
  %wide.load137.2 = load <4 x float>, ptr %459, align 4, !dbg !47, !tbaa !58
  %460 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load137.2, <4 x float> %broadcast.splat80, <4 x float> %458), !dbg !47
  %461 = getelementptr inbounds nuw i8, ptr %457, i64 8, !dbg !47
  %wide.load138.2 = load <4 x float>, ptr %461, align 4, !dbg !47, !tbaa !58
  %462 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load138.2, <4 x float> %broadcast.splat82, <4 x float> %460), !dbg !47
  %463 = getelementptr inbounds nuw float, ptr %128, i64 %283, !dbg !47
  %wide.load139.2 = load <4 x float>, ptr %463, align 4, !dbg !47, !tbaa !58
  %464 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load139.2, <4 x float> %broadcast.splat84, <4 x float> %462), !dbg !47
  %465 = getelementptr inbounds nuw i8, ptr %463, i64 4, !dbg !47
  %wide.load140.2 = load <4 x float>, ptr %465, align 4, !dbg !47, !tbaa !58
  %466 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load140.2, <4 x float> %broadcast.splat86, <4 x float> %464), !dbg !47
  %467 = getelementptr inbounds nuw i8, ptr %463, i64 8, !dbg !47
  %wide.load141.2 = load <4 x float>, ptr %467, align 4, !dbg !47, !tbaa !58
  %468 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load141.2, <4 x float> %broadcast.splat88, <4 x float> %466), !dbg !47
  %469 = getelementptr inbounds nuw float, ptr %129, i64 %286, !dbg !47
  %wide.load142.2 = load <4 x float>, ptr %469, align 4, !dbg !47, !tbaa !58
  %470 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load142.2, <4 x float> %broadcast.splat90, <4 x float> %468), !dbg !47
  %471 = getelementptr inbounds nuw i8, ptr %469, i64 4, !dbg !47
  %wide.load143.2 = load <4 x float>, ptr %471, align 4, !dbg !47, !tbaa !58
  %472 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load143.2, <4 x float> %broadcast.splat92, <4 x float> %470), !dbg !47
  %473 = getelementptr inbounds nuw i8, ptr %469, i64 8, !dbg !47
  %wide.load144.2 = load <4 x float>, ptr %473, align 4, !dbg !47, !tbaa !58
  %474 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load144.2, <4 x float> %broadcast.splat94, <4 x float> %472), !dbg !47
  %475 = getelementptr inbounds nuw float, ptr %130, i64 %285, !dbg !47
  %wide.load145.2 = load <4 x float>, ptr %475, align 4, !dbg !47, !tbaa !58
  %476 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load145.2, <4 x float> %broadcast.splat96, <4 x float> %474), !dbg !47
  %477 = getelementptr inbounds nuw i8, ptr %475, i64 4, !dbg !47
  %wide.load146.2 = load <4 x float>, ptr %477, align 4, !dbg !47, !tbaa !58
  %478 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load146.2, <4 x float> %broadcast.splat98, <4 x float> %476), !dbg !47
  %479 = getelementptr inbounds nuw i8, ptr %475, i64 8, !dbg !47
  %wide.load147.2 = load <4 x float>, ptr %479, align 4, !dbg !47, !tbaa !58
  %480 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load147.2, <4 x float> %broadcast.splat100, <4 x float> %478), !dbg !47
  %481 = getelementptr inbounds nuw float, ptr %131, i64 %283, !dbg !47
  %wide.load148.2 = load <4 x float>, ptr %481, align 4, !dbg !47, !tbaa !58
  %482 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load148.2, <4 x float> %broadcast.splat102, <4 x float> %480), !dbg !47
  %483 = getelementptr inbounds nuw i8, ptr %481, i64 4, !dbg !47
  %wide.load149.2 = load <4 x float>, ptr %483, align 4, !dbg !47, !tbaa !58
  %484 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load149.2, <4 x float> %broadcast.splat104, <4 x float> %482), !dbg !47
  %485 = getelementptr inbounds nuw i8, ptr %481, i64 8, !dbg !47
  %wide.load150.2 = load <4 x float>, ptr %485, align 4, !dbg !47, !tbaa !58
  %486 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load150.2, <4 x float> %broadcast.splat106, <4 x float> %484), !dbg !47
  %487 = getelementptr inbounds nuw float, ptr %132, i64 %286, !dbg !47
  %wide.load151.2 = load <4 x float>, ptr %487, align 4, !dbg !47, !tbaa !58
  %488 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load151.2, <4 x float> %broadcast.splat108, <4 x float> %486), !dbg !47
  %489 = getelementptr inbounds nuw i8, ptr %487, i64 4, !dbg !47
  %wide.load152.2 = load <4 x float>, ptr %489, align 4, !dbg !47, !tbaa !58
  %490 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load152.2, <4 x float> %broadcast.splat110, <4 x float> %488), !dbg !47
  %491 = getelementptr inbounds nuw i8, ptr %487, i64 8, !dbg !47
  %wide.load153.2 = load <4 x float>, ptr %491, align 4, !dbg !47, !tbaa !58
  %492 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load153.2, <4 x float> %broadcast.splat112, <4 x float> %490), !dbg !47
  %493 = getelementptr inbounds nuw float, ptr %133, i64 %285, !dbg !47
  %wide.load154.2 = load <4 x float>, ptr %493, align 4, !dbg !47, !tbaa !58
  %494 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load154.2, <4 x float> %broadcast.splat114, <4 x float> %492), !dbg !47
  %495 = getelementptr inbounds nuw i8, ptr %493, i64 4, !dbg !47
  %wide.load155.2 = load <4 x float>, ptr %495, align 4, !dbg !47, !tbaa !58
  %496 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load155.2, <4 x float> %broadcast.splat116, <4 x float> %494), !dbg !47
  %497 = getelementptr inbounds nuw i8, ptr %493, i64 8, !dbg !47
  %wide.load156.2 = load <4 x float>, ptr %497, align 4, !dbg !47, !tbaa !58
  %498 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load156.2, <4 x float> %broadcast.splat118, <4 x float> %496), !dbg !47
  %499 = getelementptr inbounds nuw float, ptr %134, i64 %283, !dbg !47
  %wide.load157.2 = load <4 x float>, ptr %499, align 4, !dbg !47, !tbaa !58
  %500 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load157.2, <4 x float> %broadcast.splat120, <4 x float> %498), !dbg !47
  %501 = getelementptr inbounds nuw i8, ptr %499, i64 4, !dbg !47
  %wide.load158.2 = load <4 x float>, ptr %501, align 4, !dbg !47, !tbaa !58
  %502 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load158.2, <4 x float> %broadcast.splat122, <4 x float> %500), !dbg !47
  %503 = getelementptr inbounds nuw i8, ptr %499, i64 8, !dbg !47
  %wide.load159.2 = load <4 x float>, ptr %503, align 4, !dbg !47, !tbaa !58
  %504 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load159.2, <4 x float> %broadcast.splat124, <4 x float> %502), !dbg !47
  store <4 x float> %504, ptr %432, align 32, !tbaa !68
  %505 = getelementptr inbounds nuw i8, ptr %gep, i64 48
  %506 = getelementptr inbounds nuw float, ptr %135, i64 %286, !dbg !47
  %wide.load.3 = load <4 x float>, ptr %506, align 4, !dbg !47, !tbaa !58
  %507 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load.3, <4 x float> %broadcast.splat, <4 x float> zeroinitializer), !dbg !47
  %508 = getelementptr inbounds nuw i8, ptr %506, i64 4, !dbg !47
  %wide.load125.3 = load <4 x float>, ptr %508, align 4, !dbg !47, !tbaa !58
  %509 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load125.3, <4 x float> %broadcast.splat56, <4 x float> %507), !dbg !47
  %510 = getelementptr inbounds nuw i8, ptr %506, i64 8, !dbg !47
  %wide.load126.3 = load <4 x float>, ptr %510, align 4, !dbg !47, !tbaa !58
  %511 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load126.3, <4 x float> %broadcast.splat58, <4 x float> %509), !dbg !47
  %512 = getelementptr inbounds nuw float, ptr %136, i64 %285, !dbg !47
  %wide.load127.3 = load <4 x float>, ptr %512, align 4, !dbg !47, !tbaa !58
  %513 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load127.3, <4 x float> %broadcast.splat60, <4 x float> %511), !dbg !47
  %514 = getelementptr inbounds nuw i8, ptr %512, i64 4, !dbg !47
  %wide.load128.3 = load <4 x float>, ptr %514, align 4, !dbg !47, !tbaa !58
  %515 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load128.3, <4 x float> %broadcast.splat62, <4 x float> %513), !dbg !47
  %516 = getelementptr inbounds nuw i8, ptr %512, i64 8, !dbg !47
  %wide.load129.3 = load <4 x float>, ptr %516, align 4, !dbg !47, !tbaa !58
  %517 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load129.3, <4 x float> %broadcast.splat64, <4 x float> %515), !dbg !47
  %518 = getelementptr inbounds nuw float, ptr %137, i64 %283, !dbg !47
  %wide.load130.3 = load <4 x float>, ptr %518, align 4, !dbg !47, !tbaa !58
  %519 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load130.3, <4 x float> %broadcast.splat66, <4 x float> %517), !dbg !47
  %520 = getelementptr inbounds nuw i8, ptr %518, i64 4, !dbg !47
  %wide.load131.3 = load <4 x float>, ptr %520, align 4, !dbg !47, !tbaa !58
  %521 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load131.3, <4 x float> %broadcast.splat68, <4 x float> %519), !dbg !47
  %522 = getelementptr inbounds nuw i8, ptr %518, i64 8, !dbg !47
  %wide.load132.3 = load <4 x float>, ptr %522, align 4, !dbg !47, !tbaa !58
  %523 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load132.3, <4 x float> %broadcast.splat70, <4 x float> %521), !dbg !47
  %524 = getelementptr inbounds nuw float, ptr %138, i64 %286, !dbg !47
  %wide.load133.3 = load <4 x float>, ptr %524, align 4, !dbg !47, !tbaa !58
  %525 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load133.3, <4 x float> %broadcast.splat72, <4 x float> %523), !dbg !47
  %526 = getelementptr inbounds nuw i8, ptr %524, i64 4, !dbg !47
  %wide.load134.3 = load <4 x float>, ptr %526, align 4, !dbg !47, !tbaa !58
  %527 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load134.3, <4 x float> %broadcast.splat74, <4 x float> %525), !dbg !47
  %528 = getelementptr inbounds nuw i8, ptr %524, i64 8, !dbg !47
  %wide.load135.3 = load <4 x float>, ptr %528, align 4, !dbg !47, !tbaa !58
  %529 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load135.3, <4 x float> %broadcast.splat76, <4 x float> %527), !dbg !47
  %530 = getelementptr inbounds nuw float, ptr %139, i64 %285, !dbg !47
  %wide.load136.3 = load <4 x float>, ptr %530, align 4, !dbg !47, !tbaa !58
  %531 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load136.3, <4 x float> %broadcast.splat78, <4 x float> %529), !dbg !47
  %532 = getelementptr inbounds nuw i8, ptr %530, i64 4, !dbg !47
  %wide.load137.3 = load <4 x float>, ptr %532, align 4, !dbg !47, !tbaa !58
  %533 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load137.3, <4 x float> %broadcast.splat80, <4 x float> %531), !dbg !47
  %534 = getelementptr inbounds nuw i8, ptr %530, i64 8, !dbg !47
  %wide.load138.3 = load <4 x float>, ptr %534, align 4, !dbg !47, !tbaa !58
  %535 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load138.3, <4 x float> %broadcast.splat82, <4 x float> %533), !dbg !47
  %536 = getelementptr inbounds nuw float, ptr %140, i64 %283, !dbg !47
  %wide.load139.3 = load <4 x float>, ptr %536, align 4, !dbg !47, !tbaa !58
  %537 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load139.3, <4 x float> %broadcast.splat84, <4 x float> %535), !dbg !47
  %538 = getelementptr inbounds nuw i8, ptr %536, i64 4, !dbg !47
  %wide.load140.3 = load <4 x float>, ptr %538, align 4, !dbg !47, !tbaa !58
  %539 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load140.3, <4 x float> %broadcast.splat86, <4 x float> %537), !dbg !47
  %540 = getelementptr inbounds nuw i8, ptr %536, i64 8, !dbg !47
  %wide.load141.3 = load <4 x float>, ptr %540, align 4, !dbg !47, !tbaa !58
  %541 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load141.3, <4 x float> %broadcast.splat88, <4 x float> %539), !dbg !47
  %542 = getelementptr inbounds nuw float, ptr %141, i64 %286, !dbg !47
  %wide.load142.3 = load <4 x float>, ptr %542, align 4, !dbg !47, !tbaa !58
  %543 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load142.3, <4 x float> %broadcast.splat90, <4 x float> %541), !dbg !47
  %544 = getelementptr inbounds nuw i8, ptr %542, i64 4, !dbg !47
  %wide.load143.3 = load <4 x float>, ptr %544, align 4, !dbg !47, !tbaa !58
  %545 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load143.3, <4 x float> %broadcast.splat92, <4 x float> %543), !dbg !47
  %546 = getelementptr inbounds nuw i8, ptr %542, i64 8, !dbg !47
  %wide.load144.3 = load <4 x float>, ptr %546, align 4, !dbg !47, !tbaa !58
  %547 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load144.3, <4 x float> %broadcast.splat94, <4 x float> %545), !dbg !47
  %548 = getelementptr inbounds nuw float, ptr %142, i64 %285, !dbg !47
  %wide.load145.3 = load <4 x float>, ptr %548, align 4, !dbg !47, !tbaa !58
  %549 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load145.3, <4 x float> %broadcast.splat96, <4 x float> %547), !dbg !47
  %550 = getelementptr inbounds nuw i8, ptr %548, i64 4, !dbg !47
  %wide.load146.3 = load <4 x float>, ptr %550, align 4, !dbg !47, !tbaa !58
  %551 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load146.3, <4 x float> %broadcast.splat98, <4 x float> %549), !dbg !47
  %552 = getelementptr inbounds nuw i8, ptr %548, i64 8, !dbg !47
  %wide.load147.3 = load <4 x float>, ptr %552, align 4, !dbg !47, !tbaa !58
  %553 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load147.3, <4 x float> %broadcast.splat100, <4 x float> %551), !dbg !47
  %554 = getelementptr inbounds nuw float, ptr %143, i64 %283, !dbg !47
  %wide.load148.3 = load <4 x float>, ptr %554, align 4, !dbg !47, !tbaa !58
  %555 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load148.3, <4 x float> %broadcast.splat102, <4 x float> %553), !dbg !47
  %556 = getelementptr inbounds nuw i8, ptr %554, i64 4, !dbg !47
  %wide.load149.3 = load <4 x float>, ptr %556, align 4, !dbg !47, !tbaa !58
  %557 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load149.3, <4 x float> %broadcast.splat104, <4 x float> %555), !dbg !47
  %558 = getelementptr inbounds nuw i8, ptr %554, i64 8, !dbg !47
  %wide.load150.3 = load <4 x float>, ptr %558, align 4, !dbg !47, !tbaa !58
  %559 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load150.3, <4 x float> %broadcast.splat106, <4 x float> %557), !dbg !47
  %560 = getelementptr inbounds nuw float, ptr %144, i64 %286, !dbg !47
  %wide.load151.3 = load <4 x float>, ptr %560, align 4, !dbg !47, !tbaa !58
  %561 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load151.3, <4 x float> %broadcast.splat108, <4 x float> %559), !dbg !47
  %562 = getelementptr inbounds nuw i8, ptr %560, i64 4, !dbg !47
  %wide.load152.3 = load <4 x float>, ptr %562, align 4, !dbg !47, !tbaa !58
  %563 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load152.3, <4 x float> %broadcast.splat110, <4 x float> %561), !dbg !47
  %564 = getelementptr inbounds nuw i8, ptr %560, i64 8, !dbg !47
  %wide.load153.3 = load <4 x float>, ptr %564, align 4, !dbg !47, !tbaa !58
  %565 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load153.3, <4 x float> %broadcast.splat112, <4 x float> %563), !dbg !47
  %566 = getelementptr inbounds nuw float, ptr %145, i64 %285, !dbg !47
  %wide.load154.3 = load <4 x float>, ptr %566, align 4, !dbg !47, !tbaa !58
  %567 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load154.3, <4 x float> %broadcast.splat114, <4 x float> %565), !dbg !47
  %568 = getelementptr inbounds nuw i8, ptr %566, i64 4, !dbg !47
  %wide.load155.3 = load <4 x float>, ptr %568, align 4, !dbg !47, !tbaa !58
  %569 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load155.3, <4 x float> %broadcast.splat116, <4 x float> %567), !dbg !47
  %570 = getelementptr inbounds nuw i8, ptr %566, i64 8, !dbg !47
  %wide.load156.3 = load <4 x float>, ptr %570, align 4, !dbg !47, !tbaa !58
  %571 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load156.3, <4 x float> %broadcast.splat118, <4 x float> %569), !dbg !47
  %572 = getelementptr inbounds nuw float, ptr %146, i64 %283, !dbg !47
  %wide.load157.3 = load <4 x float>, ptr %572, align 4, !dbg !47, !tbaa !58
  %573 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load157.3, <4 x float> %broadcast.splat120, <4 x float> %571), !dbg !47
  %574 = getelementptr inbounds nuw i8, ptr %572, i64 4, !dbg !47
  %wide.load158.3 = load <4 x float>, ptr %574, align 4, !dbg !47, !tbaa !58
  %575 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load158.3, <4 x float> %broadcast.splat122, <4 x float> %573), !dbg !47
  %576 = getelementptr inbounds nuw i8, ptr %572, i64 8, !dbg !47
  %wide.load159.3 = load <4 x float>, ptr %576, align 4, !dbg !47, !tbaa !58
  %577 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load159.3, <4 x float> %broadcast.splat124, <4 x float> %575), !dbg !47
  store <4 x float> %577, ptr %505, align 16, !tbaa !68
    #dbg_value(i64 %284, !64, !DIExpression(), !47)
  %exitcond46.not = icmp eq i64 %284, 16, !dbg !47
  br i1 %exitcond46.not, label %for_end_yy, label %for_begin_xx.preheader, !dbg !47, !prof !62

for_end_yy:                                       ; preds = %for_begin_xx.preheader
  %indvars.iv.next48 = add nuw nsw i64 %indvars.iv47, 1, !dbg !47
    #dbg_value(i64 %indvars.iv.next48, !63, !DIExpression(), !47)
  %exitcond50.not = icmp eq i64 %indvars.iv.next48, 8, !dbg !47
  br i1 %exitcond50.not, label %for_end_ff, label %for_begin_yy.preheader, !dbg !47, !prof !62
}

define weak dllexport i32 @__tvm_ffi_main(ptr %0, ptr %1, i32 %2, ptr %3) local_unnamed_addr {
entry:
  %4 = tail call i32 @__tvm_ffi_conv2d(ptr poison, ptr %1, i32 %2, ptr poison), !dbg !15
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
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #5

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
!2 = !{i32 2, !"tvm_target", !"{\22kind\22:\22llvm\22,\22mtriple\22:\22aarch64-linux-gnu\22}"}
!3 = !{i32 4, !"Debug Info Version", i32 3}
!4 = !{i32 4, !"Dwarf Version", i32 4}
!5 = distinct !DISubprogram(name: "__tvm_ffi_conv2d", scope: !1, file: !1, type: !6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !10)
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
!18 = !DILocalVariable(name: "data.type_index", scope: !5, file: !1, type: !8)
!19 = !{!"branch_weights", i32 1, i32 349525, i32 349525, i32 349525}
!20 = !DILocalVariable(name: "data.handle", scope: !5, file: !1, type: !9)
!21 = !DILocalVariable(name: "weight.type_index", scope: !5, file: !1, type: !8)
!22 = !DILocalVariable(name: "weight.handle", scope: !5, file: !1, type: !9)
!23 = !DILocalVariable(name: "conv2d_nchw.type_index", scope: !5, file: !1, type: !8)
!24 = !DILocalVariable(name: "conv2d_nchw.handle", scope: !5, file: !1, type: !9)
!25 = !DILocalVariable(name: "conv2d.data_shape", scope: !5, file: !1, type: !26)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27)
!27 = !DIBasicType(name: "int64", size: 64, encoding: DW_ATE_signed)
!28 = !DILocalVariable(name: "conv2d.data_strides", scope: !5, file: !1, type: !26)
!29 = !DILocalVariable(name: "dev_id", scope: !5, file: !1, type: !8)
!30 = !DILocalVariable(name: "conv2d.weight_shape", scope: !5, file: !1, type: !26)
!31 = !DILocalVariable(name: "conv2d.weight_strides", scope: !5, file: !1, type: !26)
!32 = !DILocalVariable(name: "conv2d.conv2d_nchw_shape", scope: !5, file: !1, type: !26)
!33 = !DILocalVariable(name: "conv2d.conv2d_nchw_strides", scope: !5, file: !1, type: !26)
!34 = !DILocalVariable(name: "data", scope: !5, file: !1, type: !35)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36)
!36 = !DIBasicType(name: "float32", size: 32, encoding: DW_ATE_float)
!37 = !DILocalVariable(name: "weight", scope: !5, file: !1, type: !35)
!38 = !DILocalVariable(name: "conv2d_nchw", scope: !5, file: !1, type: !35)
!39 = distinct !DISubprogram(name: "conv2d_compute_", scope: !1, file: !1, type: !40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !42)
!40 = !DISubroutineType(types: !41)
!41 = !{!8, !8, !35, !35, !35}
!42 = !{!43, !44, !45, !46}
!43 = !DILocalVariable(name: "dev_id", arg: 1, scope: !39, file: !1, type: !8)
!44 = !DILocalVariable(name: "data", arg: 2, scope: !39, file: !1, type: !35)
!45 = !DILocalVariable(name: "weight", arg: 3, scope: !39, file: !1, type: !35)
!46 = !DILocalVariable(name: "conv2d_nchw", arg: 4, scope: !39, file: !1, type: !35)
!47 = !DILocation(line: 0, scope: !39)
!48 = !{!49, !49, i64 0}
!49 = !{!"ctx_ptr", !50, i64 0}
!50 = !{!"tvm-tbaa"}
!51 = !DILocalVariable(name: "pad_temp", scope: !39, file: !1, type: !35)
!52 = !DILocalVariable(name: "data", scope: !39, file: !1, type: !35)
!53 = !DILocalVariable(name: "weight", scope: !39, file: !1, type: !35)
!54 = !DILocalVariable(name: "conv2d_nchw", scope: !39, file: !1, type: !35)
!55 = !DILocalVariable(name: "i1", scope: !39, file: !1, type: !8)
!56 = !DILocalVariable(name: "i2", scope: !39, file: !1, type: !8)
!57 = !DILocalVariable(name: "i3", scope: !39, file: !1, type: !8)
!58 = !{!59, !59, i64 0}
!59 = !{!"0x55a0ba4cbc40", !50, i64 0}
!60 = !{!61, !61, i64 0}
!61 = !{!"0x55a0b9ef5f20", !50, i64 0}
!62 = !{!"branch_weights", i32 1, i32 1048575}
!63 = !DILocalVariable(name: "ff", scope: !39, file: !1, type: !8)
!64 = !DILocalVariable(name: "yy", scope: !39, file: !1, type: !8)
!65 = !{!66, !66, i64 0}
!66 = !{!"0x55a0ba10ce40", !50, i64 0}
!67 = !DILocalVariable(name: "xx", scope: !39, file: !1, type: !8)
!68 = !{!69, !69, i64 0}
!69 = !{!"0x55a0ba29bc60", !50, i64 0}
