; ModuleID = 'TVMMod'
source_filename = "TVMMod"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-linux-gnu"

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
  %common.ret.op = phi i32 [ -1, %assert_fail ], [ -1, %assert_fail1 ], [ -1, %assert_fail3 ], [ -1, %assert_fail5 ], [ -1, %assert_fail10 ], [ -1, %assert_fail15 ], [ -1, %assert_fail17 ], [ -1, %assert_fail19 ], [ -1, %assert_fail21 ], [ -1, %assert_fail23 ], [ -1, %assert_fail25 ], [ -1, %assert_fail27 ], [ -1, %assert_fail29 ], [ -1, %assert_fail31 ], [ -1, %assert_fail33 ], [ -1, %assert_fail35 ], [ -1, %assert_fail37 ], [ -1, %assert_fail41 ], [ -1, %assert_fail43 ], [ -1, %assert_fail47 ], [ -1, %assert_fail49 ], [ -1, %assert_fail51 ], [ -1, %assert_fail55 ], [ -1, %assert_fail57 ], [ -1, %assert_fail59 ], [ -1, %assert_fail61 ], [ -1, %assert_fail63 ], [ -1, %assert_fail65 ], [ -1, %assert_fail67 ], [ -1, %assert_fail69 ], [ -1, %assert_fail71 ], [ -1, %assert_fail73 ], [ -1, %assert_fail75 ], [ -1, %assert_fail77 ], [ -1, %assert_fail79 ], [ -1, %assert_fail81 ], [ -1, %assert_fail83 ], [ -1, %assert_fail85 ], [ -1, %assert_fail87 ], [ -1, %assert_fail89 ], [ %191, %assert_end90 ]
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
  %97 = load i64, ptr %conv2d.weight_strides, align 8, !dbg !15
  %98 = and i64 %97, 4294967295, !dbg !15
  %99 = icmp eq i64 %98, 36, !dbg !15
  %100 = getelementptr inbounds nuw i8, ptr %conv2d.weight_strides, i64 8, !dbg !15
  %101 = load i64, ptr %100, align 8, !dbg !15
  %102 = and i64 %101, 4294967295, !dbg !15
  %103 = icmp eq i64 %102, 9, !dbg !15
  %104 = getelementptr inbounds nuw i8, ptr %conv2d.weight_strides, i64 16, !dbg !15
  %105 = load i64, ptr %104, align 8, !dbg !15
  %106 = and i64 %105, 4294967295, !dbg !15
  %107 = icmp eq i64 %106, 3, !dbg !15
  %108 = getelementptr inbounds nuw i8, ptr %conv2d.weight_strides, i64 24, !dbg !15
  %109 = load i64, ptr %108, align 8, !dbg !15
  %110 = and i64 %109, 4294967295, !dbg !15
  %111 = icmp eq i64 %110, 1, !dbg !15
  %112 = and i1 %107, %111, !dbg !15
  %113 = and i1 %103, %112, !dbg !15
  %114 = and i1 %99, %113, !dbg !15
  br i1 %114, label %if_end46, label %assert_fail47, !dbg !15, !prof !16

if_end46:                                         ; preds = %if_then45, %assert_end44
  %115 = getelementptr inbounds nuw i8, ptr %weight.handle, i64 12, !dbg !15
  %116 = load i32, ptr %115, align 4, !dbg !15
  %117 = icmp eq i32 %dev_id, %116, !dbg !15
  br i1 %117, label %assert_end50, label %assert_fail49, !dbg !15, !prof !16

assert_fail47:                                    ; preds = %if_then45
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 7, ptr nonnull @.str.15, ptr nonnull @.str.23, ptr nonnull @.str.25, ptr nonnull @.str.12, ptr nonnull @.str.26, ptr null), !dbg !15
  br label %common.ret, !dbg !15

assert_fail49:                                    ; preds = %if_end46
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.15, ptr nonnull @.str.29, ptr nonnull @.str.30, ptr nonnull @.str.12, ptr nonnull @.str.31, ptr nonnull @.str.32), !dbg !15
  br label %common.ret, !dbg !15

assert_end50:                                     ; preds = %if_end46
  %118 = load ptr, ptr %weight.handle, align 8, !dbg !15
  %.not99 = icmp eq ptr %118, null, !dbg !15
  br i1 %.not99, label %assert_fail51, label %assert_end52, !dbg !15, !prof !17

assert_fail51:                                    ; preds = %assert_end50
  tail call fastcc void @__tvm_set_raised_6(ptr nonnull @.str.14, i32 6, ptr nonnull @.str.23, ptr nonnull @.str.27, ptr nonnull @.str.12, ptr nonnull @.str.4, ptr nonnull @.str.5, ptr nonnull @.str.28), !dbg !15
  br label %common.ret, !dbg !15

assert_end52:                                     ; preds = %assert_end50
  %.not100 = icmp eq ptr %conv2d.conv2d_nchw_strides, null, !dbg !15
  br i1 %.not100, label %if_end54, label %if_then53, !dbg !15, !prof !17

if_then53:                                        ; preds = %assert_end52
  %119 = getelementptr inbounds nuw i8, ptr %conv2d.conv2d_nchw_strides, i64 8, !dbg !15
  %120 = load i64, ptr %119, align 8, !dbg !15
  %121 = and i64 %120, 4294967295, !dbg !15
  %122 = icmp eq i64 %121, 256, !dbg !15
  %123 = getelementptr inbounds nuw i8, ptr %conv2d.conv2d_nchw_strides, i64 16, !dbg !15
  %124 = load i64, ptr %123, align 8, !dbg !15
  %125 = and i64 %124, 4294967295, !dbg !15
  %126 = icmp eq i64 %125, 16, !dbg !15
  %127 = getelementptr inbounds nuw i8, ptr %conv2d.conv2d_nchw_strides, i64 24, !dbg !15
  %128 = load i64, ptr %127, align 8, !dbg !15
  %129 = and i64 %128, 4294967295, !dbg !15
  %130 = icmp eq i64 %129, 1, !dbg !15
  %131 = and i1 %126, %130, !dbg !15
  %132 = and i1 %122, %131, !dbg !15
  br i1 %132, label %if_end54, label %assert_fail55, !dbg !15, !prof !16

if_end54:                                         ; preds = %if_then53, %assert_end52
  %133 = getelementptr inbounds nuw i8, ptr %conv2d_nchw.handle, i64 12, !dbg !15
  %134 = load i32, ptr %133, align 4, !dbg !15
  %135 = icmp eq i32 %dev_id, %134, !dbg !15
  br i1 %135, label %assert_end58, label %assert_fail57, !dbg !15, !prof !16

assert_fail55:                                    ; preds = %if_then53
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 7, ptr nonnull @.str.15, ptr nonnull @.str.24, ptr nonnull @.str.25, ptr nonnull @.str.13, ptr nonnull @.str.26, ptr null), !dbg !15
  br label %common.ret, !dbg !15

assert_fail57:                                    ; preds = %if_end54
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.15, ptr nonnull @.str.33, ptr nonnull @.str.30, ptr nonnull @.str.13, ptr nonnull @.str.31, ptr nonnull @.str.32), !dbg !15
  br label %common.ret, !dbg !15

assert_end58:                                     ; preds = %if_end54
  %136 = load ptr, ptr %conv2d_nchw.handle, align 8, !dbg !15
  %.not101 = icmp eq ptr %136, null, !dbg !15
  br i1 %.not101, label %assert_fail59, label %assert_end60, !dbg !15, !prof !17

assert_fail59:                                    ; preds = %assert_end58
  tail call fastcc void @__tvm_set_raised_6(ptr nonnull @.str.14, i32 6, ptr nonnull @.str.24, ptr nonnull @.str.27, ptr nonnull @.str.13, ptr nonnull @.str.4, ptr nonnull @.str.5, ptr nonnull @.str.28), !dbg !15
  br label %common.ret, !dbg !15

assert_end60:                                     ; preds = %assert_end58
  %137 = load i64, ptr %conv2d.data_shape, align 8, !dbg !15
  %138 = and i64 %137, 4294967295, !dbg !15
  %139 = icmp eq i64 %138, 1, !dbg !15
  br i1 %139, label %assert_end62, label %assert_fail61, !dbg !15, !prof !16

assert_fail61:                                    ; preds = %assert_end60
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.34, ptr nonnull @.str.35, ptr nonnull @.str.30, ptr nonnull @.str.9, ptr nonnull @.str.10, ptr nonnull @.str.12), !dbg !15
  br label %common.ret, !dbg !15

assert_end62:                                     ; preds = %assert_end60
  %140 = getelementptr inbounds nuw i8, ptr %conv2d.data_shape, i64 8, !dbg !15
  %141 = load i64, ptr %140, align 8, !dbg !15
  %142 = and i64 %141, 4294967295, !dbg !15
  %143 = icmp eq i64 %142, 4, !dbg !15
  br i1 %143, label %assert_end64, label %assert_fail63, !dbg !15, !prof !16

assert_fail63:                                    ; preds = %assert_end62
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.34, ptr nonnull @.str.36, ptr nonnull @.str.30, ptr nonnull @.str.9, ptr nonnull @.str.10, ptr nonnull @.str.18), !dbg !15
  br label %common.ret, !dbg !15

assert_end64:                                     ; preds = %assert_end62
  %144 = getelementptr inbounds nuw i8, ptr %conv2d.data_shape, i64 16, !dbg !15
  %145 = load i64, ptr %144, align 8, !dbg !15
  %146 = and i64 %145, 4294967295, !dbg !15
  %147 = icmp eq i64 %146, 16, !dbg !15
  br i1 %147, label %assert_end66, label %assert_fail65, !dbg !15, !prof !16

assert_fail65:                                    ; preds = %assert_end64
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.34, ptr nonnull @.str.37, ptr nonnull @.str.30, ptr nonnull @.str.9, ptr nonnull @.str.10, ptr nonnull @.str.38), !dbg !15
  br label %common.ret, !dbg !15

assert_end66:                                     ; preds = %assert_end64
  %148 = getelementptr inbounds nuw i8, ptr %conv2d.data_shape, i64 24, !dbg !15
  %149 = load i64, ptr %148, align 8, !dbg !15
  %150 = and i64 %149, 4294967295, !dbg !15
  %151 = icmp eq i64 %150, 16, !dbg !15
  br i1 %151, label %assert_end68, label %assert_fail67, !dbg !15, !prof !16

assert_fail67:                                    ; preds = %assert_end66
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.34, ptr nonnull @.str.39, ptr nonnull @.str.30, ptr nonnull @.str.9, ptr nonnull @.str.10, ptr nonnull @.str.38), !dbg !15
  br label %common.ret, !dbg !15

assert_end68:                                     ; preds = %assert_end66
  %152 = getelementptr inbounds nuw i8, ptr %data.handle, i64 40, !dbg !15
  %153 = load i64, ptr %152, align 8, !dbg !15
  %154 = icmp eq i64 %153, 0, !dbg !15
  br i1 %154, label %assert_end70, label %assert_fail69, !dbg !15, !prof !16

assert_fail69:                                    ; preds = %assert_end68
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.34, ptr nonnull @.str.40, ptr nonnull @.str.30, ptr nonnull @.str.9, ptr nonnull @.str.10, ptr nonnull @.str.9), !dbg !15
  br label %common.ret, !dbg !15

assert_end70:                                     ; preds = %assert_end68
  %155 = load i64, ptr %conv2d.weight_shape, align 8, !dbg !15
  %156 = and i64 %155, 4294967295, !dbg !15
  %157 = icmp eq i64 %156, 8, !dbg !15
  br i1 %157, label %assert_end72, label %assert_fail71, !dbg !15, !prof !16

assert_fail71:                                    ; preds = %assert_end70
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.34, ptr nonnull @.str.41, ptr nonnull @.str.30, ptr nonnull @.str.12, ptr nonnull @.str.10, ptr nonnull @.str.42), !dbg !15
  br label %common.ret, !dbg !15

assert_end72:                                     ; preds = %assert_end70
  %158 = getelementptr inbounds nuw i8, ptr %conv2d.weight_shape, i64 8, !dbg !15
  %159 = load i64, ptr %158, align 8, !dbg !15
  %160 = and i64 %159, 4294967295, !dbg !15
  %161 = icmp eq i64 %160, 4, !dbg !15
  br i1 %161, label %assert_end74, label %assert_fail73, !dbg !15, !prof !16

assert_fail73:                                    ; preds = %assert_end72
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.34, ptr nonnull @.str.43, ptr nonnull @.str.30, ptr nonnull @.str.12, ptr nonnull @.str.10, ptr nonnull @.str.18), !dbg !15
  br label %common.ret, !dbg !15

assert_end74:                                     ; preds = %assert_end72
  %162 = getelementptr inbounds nuw i8, ptr %conv2d.weight_shape, i64 16, !dbg !15
  %163 = load i64, ptr %162, align 8, !dbg !15
  %164 = and i64 %163, 4294967295, !dbg !15
  %165 = icmp eq i64 %164, 3, !dbg !15
  br i1 %165, label %assert_end76, label %assert_fail75, !dbg !15, !prof !16

assert_fail75:                                    ; preds = %assert_end74
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.34, ptr nonnull @.str.44, ptr nonnull @.str.30, ptr nonnull @.str.12, ptr nonnull @.str.10, ptr nonnull @.str.2), !dbg !15
  br label %common.ret, !dbg !15

assert_end76:                                     ; preds = %assert_end74
  %166 = getelementptr inbounds nuw i8, ptr %conv2d.weight_shape, i64 24, !dbg !15
  %167 = load i64, ptr %166, align 8, !dbg !15
  %168 = and i64 %167, 4294967295, !dbg !15
  %169 = icmp eq i64 %168, 3, !dbg !15
  br i1 %169, label %assert_end78, label %assert_fail77, !dbg !15, !prof !16

assert_fail77:                                    ; preds = %assert_end76
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.34, ptr nonnull @.str.45, ptr nonnull @.str.30, ptr nonnull @.str.12, ptr nonnull @.str.10, ptr nonnull @.str.2), !dbg !15
  br label %common.ret, !dbg !15

assert_end78:                                     ; preds = %assert_end76
  %170 = getelementptr inbounds nuw i8, ptr %weight.handle, i64 40, !dbg !15
  %171 = load i64, ptr %170, align 8, !dbg !15
  %172 = icmp eq i64 %171, 0, !dbg !15
  br i1 %172, label %assert_end80, label %assert_fail79, !dbg !15, !prof !16

assert_fail79:                                    ; preds = %assert_end78
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.34, ptr nonnull @.str.46, ptr nonnull @.str.30, ptr nonnull @.str.12, ptr nonnull @.str.10, ptr nonnull @.str.9), !dbg !15
  br label %common.ret, !dbg !15

assert_end80:                                     ; preds = %assert_end78
  %173 = load i64, ptr %conv2d.conv2d_nchw_shape, align 8, !dbg !15
  %174 = and i64 %173, 4294967295, !dbg !15
  %175 = icmp eq i64 %174, 1, !dbg !15
  br i1 %175, label %assert_end82, label %assert_fail81, !dbg !15, !prof !16

assert_fail81:                                    ; preds = %assert_end80
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.34, ptr nonnull @.str.47, ptr nonnull @.str.30, ptr nonnull @.str.13, ptr nonnull @.str.10, ptr nonnull @.str.12), !dbg !15
  br label %common.ret, !dbg !15

assert_end82:                                     ; preds = %assert_end80
  %176 = getelementptr inbounds nuw i8, ptr %conv2d.conv2d_nchw_shape, i64 8, !dbg !15
  %177 = load i64, ptr %176, align 8, !dbg !15
  %178 = and i64 %177, 4294967295, !dbg !15
  %179 = icmp eq i64 %178, 8, !dbg !15
  br i1 %179, label %assert_end84, label %assert_fail83, !dbg !15, !prof !16

assert_fail83:                                    ; preds = %assert_end82
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.34, ptr nonnull @.str.48, ptr nonnull @.str.30, ptr nonnull @.str.13, ptr nonnull @.str.10, ptr nonnull @.str.42), !dbg !15
  br label %common.ret, !dbg !15

assert_end84:                                     ; preds = %assert_end82
  %180 = getelementptr inbounds nuw i8, ptr %conv2d.conv2d_nchw_shape, i64 16, !dbg !15
  %181 = load i64, ptr %180, align 8, !dbg !15
  %182 = and i64 %181, 4294967295, !dbg !15
  %183 = icmp eq i64 %182, 16, !dbg !15
  br i1 %183, label %assert_end86, label %assert_fail85, !dbg !15, !prof !16

assert_fail85:                                    ; preds = %assert_end84
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.34, ptr nonnull @.str.49, ptr nonnull @.str.30, ptr nonnull @.str.13, ptr nonnull @.str.10, ptr nonnull @.str.38), !dbg !15
  br label %common.ret, !dbg !15

assert_end86:                                     ; preds = %assert_end84
  %184 = getelementptr inbounds nuw i8, ptr %conv2d.conv2d_nchw_shape, i64 24, !dbg !15
  %185 = load i64, ptr %184, align 8, !dbg !15
  %186 = and i64 %185, 4294967295, !dbg !15
  %187 = icmp eq i64 %186, 16, !dbg !15
  br i1 %187, label %assert_end88, label %assert_fail87, !dbg !15, !prof !16

assert_fail87:                                    ; preds = %assert_end86
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.34, ptr nonnull @.str.50, ptr nonnull @.str.30, ptr nonnull @.str.13, ptr nonnull @.str.10, ptr nonnull @.str.38), !dbg !15
  br label %common.ret, !dbg !15

assert_end88:                                     ; preds = %assert_end86
  %188 = getelementptr inbounds nuw i8, ptr %conv2d_nchw.handle, i64 40, !dbg !15
  %189 = load i64, ptr %188, align 8, !dbg !15
  %190 = icmp eq i64 %189, 0, !dbg !15
  br i1 %190, label %assert_end90, label %assert_fail89, !dbg !15, !prof !16

assert_fail89:                                    ; preds = %assert_end88
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.34, ptr nonnull @.str.51, ptr nonnull @.str.30, ptr nonnull @.str.13, ptr nonnull @.str.10, ptr nonnull @.str.9), !dbg !15
  br label %common.ret, !dbg !15

assert_end90:                                     ; preds = %assert_end88
    #dbg_declare(ptr %96, !34, !DIExpression(), !15)
  call void @llvm.assume(i1 true) [ "align"(ptr %96, i64 64) ], !dbg !15
    #dbg_declare(ptr %118, !37, !DIExpression(), !15)
  call void @llvm.assume(i1 true) [ "align"(ptr %118, i64 64) ], !dbg !15
    #dbg_declare(ptr %136, !38, !DIExpression(), !15)
  call void @llvm.assume(i1 true) [ "align"(ptr %136, i64 64) ], !dbg !15
  %191 = tail call fastcc i32 @conv2d_compute_(i32 %dev_id, ptr nonnull %96, ptr nonnull %118, ptr nonnull %136), !dbg !15
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
  br label %for_begin_i2.preheader, !dbg !47

for_begin_i2.preheader:                           ; preds = %if_end, %for_end_i2
  %indvar = phi i64 [ 0, %if_end ], [ %indvar.next, %for_end_i2 ]
  %2 = mul nuw nsw i64 %indvar, 1296
    #dbg_value(i64 %indvar, !55, !DIExpression(), !47)
  %3 = mul nuw nsw i64 %indvar, 324
  %4 = shl nuw nsw i64 %indvar, 8
    #dbg_value(i32 0, !56, !DIExpression(), !47)
  %5 = getelementptr i8, ptr %pad_temp, i64 %2
  br label %for_begin_i3.preheader, !dbg !47

for_begin_i3.preheader:                           ; preds = %for_begin_i2.preheader, %for_end_i3
  %indvar23 = phi i64 [ 0, %for_begin_i2.preheader ], [ %indvar.next24, %for_end_i3 ]
    #dbg_value(i64 %indvar23, !56, !DIExpression(), !47)
  %6 = icmp ne i64 %indvar23, 17
  %7 = icmp ne i64 %indvar23, 0
  %8 = and i1 %7, %6
    #dbg_value(i32 0, !57, !DIExpression(), !47)
  %.fr = freeze i1 %8
  br i1 %.fr, label %if_end2.17, label %for_body_i3.us.preheader

for_body_i3.us.preheader:                         ; preds = %for_begin_i3.preheader
  %9 = mul nuw nsw i64 %indvar23, 72
  %scevgep = getelementptr i8, ptr %5, i64 %9
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(72) %scevgep, i8 0, i64 72, i1 false), !dbg !47, !tbaa !58
    #dbg_value(i64 poison, !57, !DIExpression(), !47)
  br label %for_end_i3, !dbg !47

for_end_i2:                                       ; preds = %for_end_i3
  %indvar.next = add nuw nsw i64 %indvar, 1, !dbg !47
    #dbg_value(i64 %indvar.next, !55, !DIExpression(), !47)
  %exitcond25.not = icmp eq i64 %indvar.next, 4, !dbg !47
  br i1 %exitcond25.not, label %for_begin_yy.preheader, label %for_begin_i2.preheader, !dbg !47, !prof !60

for_end_i3:                                       ; preds = %for_body_i3.us.preheader, %if_end2.17
  %indvar.next24 = add nuw nsw i64 %indvar23, 1, !dbg !47
    #dbg_value(i64 %indvar.next24, !56, !DIExpression(), !47)
  %exitcond.not = icmp eq i64 %indvar.next24, 18, !dbg !47
  br i1 %exitcond.not, label %for_end_i2, label %for_begin_i3.preheader, !dbg !47, !prof !60

if_end2.17:                                       ; preds = %for_begin_i3.preheader
  %10 = shl nuw nsw i64 %indvar23, 4
  %11 = add nuw nsw i64 %10, %4
  %12 = mul nuw nsw i64 %indvar23, 18
  %13 = add nuw nsw i64 %12, %3
    #dbg_value(i64 0, !57, !DIExpression(), !47)
  %14 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %13, !dbg !47
  store float 0.000000e+00, ptr %14, align 4, !dbg !47, !tbaa !58
    #dbg_value(i64 1, !57, !DIExpression(), !47)
  %15 = getelementptr float, ptr %data, i64 %11, !dbg !47
  %16 = getelementptr i8, ptr %15, i64 -64, !dbg !47
  %17 = load float, ptr %16, align 64, !dbg !47, !tbaa !61
  %18 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %13, !dbg !47
  %19 = getelementptr inbounds nuw i8, ptr %18, i64 4, !dbg !47
  store float %17, ptr %19, align 4, !dbg !47, !tbaa !58
    #dbg_value(i64 2, !57, !DIExpression(), !47)
  %20 = getelementptr float, ptr %data, i64 %11, !dbg !47
  %21 = getelementptr i8, ptr %20, i64 -60, !dbg !47
  %22 = load float, ptr %21, align 4, !dbg !47, !tbaa !61
  %23 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %13, !dbg !47
  %24 = getelementptr inbounds nuw i8, ptr %23, i64 8, !dbg !47
  store float %22, ptr %24, align 4, !dbg !47, !tbaa !58
    #dbg_value(i64 3, !57, !DIExpression(), !47)
  %25 = getelementptr float, ptr %data, i64 %11, !dbg !47
  %26 = getelementptr i8, ptr %25, i64 -56, !dbg !47
  %27 = load float, ptr %26, align 8, !dbg !47, !tbaa !61
  %28 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %13, !dbg !47
  %29 = getelementptr inbounds nuw i8, ptr %28, i64 12, !dbg !47
  store float %27, ptr %29, align 4, !dbg !47, !tbaa !58
    #dbg_value(i64 4, !57, !DIExpression(), !47)
  %30 = getelementptr float, ptr %data, i64 %11, !dbg !47
  %31 = getelementptr i8, ptr %30, i64 -52, !dbg !47
  %32 = load float, ptr %31, align 4, !dbg !47, !tbaa !61
  %33 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %13, !dbg !47
  %34 = getelementptr inbounds nuw i8, ptr %33, i64 16, !dbg !47
  store float %32, ptr %34, align 4, !dbg !47, !tbaa !58
    #dbg_value(i64 5, !57, !DIExpression(), !47)
  %35 = getelementptr float, ptr %data, i64 %11, !dbg !47
  %36 = getelementptr i8, ptr %35, i64 -48, !dbg !47
  %37 = load float, ptr %36, align 16, !dbg !47, !tbaa !61
  %38 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %13, !dbg !47
  %39 = getelementptr inbounds nuw i8, ptr %38, i64 20, !dbg !47
  store float %37, ptr %39, align 4, !dbg !47, !tbaa !58
    #dbg_value(i64 6, !57, !DIExpression(), !47)
  %40 = getelementptr float, ptr %data, i64 %11, !dbg !47
  %41 = getelementptr i8, ptr %40, i64 -44, !dbg !47
  %42 = load float, ptr %41, align 4, !dbg !47, !tbaa !61
  %43 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %13, !dbg !47
  %44 = getelementptr inbounds nuw i8, ptr %43, i64 24, !dbg !47
  store float %42, ptr %44, align 4, !dbg !47, !tbaa !58
    #dbg_value(i64 7, !57, !DIExpression(), !47)
  %45 = getelementptr float, ptr %data, i64 %11, !dbg !47
  %46 = getelementptr i8, ptr %45, i64 -40, !dbg !47
  %47 = load float, ptr %46, align 8, !dbg !47, !tbaa !61
  %48 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %13, !dbg !47
  %49 = getelementptr inbounds nuw i8, ptr %48, i64 28, !dbg !47
  store float %47, ptr %49, align 4, !dbg !47, !tbaa !58
    #dbg_value(i64 8, !57, !DIExpression(), !47)
  %50 = getelementptr float, ptr %data, i64 %11, !dbg !47
  %51 = getelementptr i8, ptr %50, i64 -36, !dbg !47
  %52 = load float, ptr %51, align 4, !dbg !47, !tbaa !61
  %53 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %13, !dbg !47
  %54 = getelementptr inbounds nuw i8, ptr %53, i64 32, !dbg !47
  store float %52, ptr %54, align 4, !dbg !47, !tbaa !58
    #dbg_value(i64 9, !57, !DIExpression(), !47)
  %55 = getelementptr float, ptr %data, i64 %11, !dbg !47
  %56 = getelementptr i8, ptr %55, i64 -32, !dbg !47
  %57 = load float, ptr %56, align 32, !dbg !47, !tbaa !61
  %58 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %13, !dbg !47
  %59 = getelementptr inbounds nuw i8, ptr %58, i64 36, !dbg !47
  store float %57, ptr %59, align 4, !dbg !47, !tbaa !58
    #dbg_value(i64 10, !57, !DIExpression(), !47)
  %60 = getelementptr float, ptr %data, i64 %11, !dbg !47
  %61 = getelementptr i8, ptr %60, i64 -28, !dbg !47
  %62 = load float, ptr %61, align 4, !dbg !47, !tbaa !61
  %63 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %13, !dbg !47
  %64 = getelementptr inbounds nuw i8, ptr %63, i64 40, !dbg !47
  store float %62, ptr %64, align 4, !dbg !47, !tbaa !58
    #dbg_value(i64 11, !57, !DIExpression(), !47)
  %65 = getelementptr float, ptr %data, i64 %11, !dbg !47
  %66 = getelementptr i8, ptr %65, i64 -24, !dbg !47
  %67 = load float, ptr %66, align 8, !dbg !47, !tbaa !61
  %68 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %13, !dbg !47
  %69 = getelementptr inbounds nuw i8, ptr %68, i64 44, !dbg !47
  store float %67, ptr %69, align 4, !dbg !47, !tbaa !58
    #dbg_value(i64 12, !57, !DIExpression(), !47)
  %70 = getelementptr float, ptr %data, i64 %11, !dbg !47
  %71 = getelementptr i8, ptr %70, i64 -20, !dbg !47
  %72 = load float, ptr %71, align 4, !dbg !47, !tbaa !61
  %73 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %13, !dbg !47
  %74 = getelementptr inbounds nuw i8, ptr %73, i64 48, !dbg !47
  store float %72, ptr %74, align 4, !dbg !47, !tbaa !58
    #dbg_value(i64 13, !57, !DIExpression(), !47)
  %75 = getelementptr float, ptr %data, i64 %11, !dbg !47
  %76 = getelementptr i8, ptr %75, i64 -16, !dbg !47
  %77 = load float, ptr %76, align 16, !dbg !47, !tbaa !61
  %78 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %13, !dbg !47
  %79 = getelementptr inbounds nuw i8, ptr %78, i64 52, !dbg !47
  store float %77, ptr %79, align 4, !dbg !47, !tbaa !58
    #dbg_value(i64 14, !57, !DIExpression(), !47)
  %80 = getelementptr float, ptr %data, i64 %11, !dbg !47
  %81 = getelementptr i8, ptr %80, i64 -12, !dbg !47
  %82 = load float, ptr %81, align 4, !dbg !47, !tbaa !61
  %83 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %13, !dbg !47
  %84 = getelementptr inbounds nuw i8, ptr %83, i64 56, !dbg !47
  store float %82, ptr %84, align 4, !dbg !47, !tbaa !58
    #dbg_value(i64 15, !57, !DIExpression(), !47)
  %85 = getelementptr float, ptr %data, i64 %11, !dbg !47
  %86 = getelementptr i8, ptr %85, i64 -8, !dbg !47
  %87 = load float, ptr %86, align 8, !dbg !47, !tbaa !61
  %88 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %13, !dbg !47
  %89 = getelementptr inbounds nuw i8, ptr %88, i64 60, !dbg !47
  store float %87, ptr %89, align 4, !dbg !47, !tbaa !58
    #dbg_value(i64 16, !57, !DIExpression(), !47)
  %90 = getelementptr float, ptr %data, i64 %11, !dbg !47
  %91 = getelementptr i8, ptr %90, i64 -4, !dbg !47
  %92 = load float, ptr %91, align 4, !dbg !47, !tbaa !61
  %93 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %13, !dbg !47
  %94 = getelementptr inbounds nuw i8, ptr %93, i64 64, !dbg !47
  store float %92, ptr %94, align 4, !dbg !47, !tbaa !58
    #dbg_value(i64 17, !57, !DIExpression(), !47)
  %95 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %13, !dbg !47
  %96 = getelementptr inbounds nuw i8, ptr %95, i64 68, !dbg !47
  store float 0.000000e+00, ptr %96, align 4, !dbg !47, !tbaa !58
    #dbg_value(i64 18, !57, !DIExpression(), !47)
  br label %for_end_i3, !dbg !47

for_begin_yy.preheader:                           ; preds = %for_end_i2, %for_end_yy
  %indvars.iv38 = phi i64 [ %indvars.iv.next39, %for_end_yy ], [ 0, %for_end_i2 ]
    #dbg_value(i64 %indvars.iv38, !63, !DIExpression(), !47)
  %97 = mul nuw nsw i64 %indvars.iv38, 36
    #dbg_value(i32 0, !64, !DIExpression(), !47)
  %.idx41 = shl nuw nsw i64 %indvars.iv38, 10
  %invariant.gep44 = getelementptr inbounds nuw i8, ptr %conv2d_nchw, i64 %.idx41, !dbg !47
  %98 = getelementptr inbounds nuw float, ptr %weight, i64 %97
  %99 = load float, ptr %98, align 16, !tbaa !65
  %100 = getelementptr inbounds nuw float, ptr %weight, i64 %97
  %101 = getelementptr inbounds nuw i8, ptr %100, i64 4
  %102 = load float, ptr %101, align 4, !tbaa !65
  %103 = getelementptr inbounds nuw float, ptr %weight, i64 %97
  %104 = getelementptr inbounds nuw i8, ptr %103, i64 8
  %105 = load float, ptr %104, align 8, !tbaa !65
  %106 = getelementptr inbounds nuw float, ptr %weight, i64 %97
  %107 = getelementptr inbounds nuw i8, ptr %106, i64 12
  %108 = load float, ptr %107, align 4, !tbaa !65
  %109 = getelementptr inbounds nuw float, ptr %weight, i64 %97
  %110 = getelementptr inbounds nuw i8, ptr %109, i64 16
  %111 = load float, ptr %110, align 16, !tbaa !65
  %112 = getelementptr inbounds nuw float, ptr %weight, i64 %97
  %113 = getelementptr inbounds nuw i8, ptr %112, i64 20
  %114 = load float, ptr %113, align 4, !tbaa !65
  %115 = getelementptr inbounds nuw float, ptr %weight, i64 %97
  %116 = getelementptr inbounds nuw i8, ptr %115, i64 24
  %117 = load float, ptr %116, align 8, !tbaa !65
  %118 = getelementptr inbounds nuw float, ptr %weight, i64 %97
  %119 = getelementptr inbounds nuw i8, ptr %118, i64 28
  %120 = load float, ptr %119, align 4, !tbaa !65
  %121 = getelementptr inbounds nuw float, ptr %weight, i64 %97
  %122 = getelementptr inbounds nuw i8, ptr %121, i64 32
  %123 = load float, ptr %122, align 16, !tbaa !65
  %124 = getelementptr inbounds nuw float, ptr %weight, i64 %97
  %125 = getelementptr inbounds nuw i8, ptr %124, i64 36
  %126 = load float, ptr %125, align 4, !tbaa !65
  %127 = getelementptr inbounds nuw float, ptr %weight, i64 %97
  %128 = getelementptr inbounds nuw i8, ptr %127, i64 40
  %129 = load float, ptr %128, align 8, !tbaa !65
  %130 = getelementptr inbounds nuw float, ptr %weight, i64 %97
  %131 = getelementptr inbounds nuw i8, ptr %130, i64 44
  %132 = load float, ptr %131, align 4, !tbaa !65
  %133 = getelementptr inbounds nuw float, ptr %weight, i64 %97
  %134 = getelementptr inbounds nuw i8, ptr %133, i64 48
  %135 = load float, ptr %134, align 16, !tbaa !65
  %136 = getelementptr inbounds nuw float, ptr %weight, i64 %97
  %137 = getelementptr inbounds nuw i8, ptr %136, i64 52
  %138 = load float, ptr %137, align 4, !tbaa !65
  %139 = getelementptr inbounds nuw float, ptr %weight, i64 %97
  %140 = getelementptr inbounds nuw i8, ptr %139, i64 56
  %141 = load float, ptr %140, align 8, !tbaa !65
  %142 = getelementptr inbounds nuw float, ptr %weight, i64 %97
  %143 = getelementptr inbounds nuw i8, ptr %142, i64 60
  %144 = load float, ptr %143, align 4, !tbaa !65
  %145 = getelementptr inbounds nuw float, ptr %weight, i64 %97
  %146 = getelementptr inbounds nuw i8, ptr %145, i64 64
  %147 = load float, ptr %146, align 16, !tbaa !65
  %148 = getelementptr inbounds nuw float, ptr %weight, i64 %97
  %149 = getelementptr inbounds nuw i8, ptr %148, i64 68
  %150 = load float, ptr %149, align 4, !tbaa !65
  %151 = getelementptr inbounds nuw float, ptr %weight, i64 %97
  %152 = getelementptr inbounds nuw i8, ptr %151, i64 72
  %153 = load float, ptr %152, align 8, !tbaa !65
  %154 = getelementptr inbounds nuw float, ptr %weight, i64 %97
  %155 = getelementptr inbounds nuw i8, ptr %154, i64 76
  %156 = load float, ptr %155, align 4, !tbaa !65
  %157 = getelementptr inbounds nuw float, ptr %weight, i64 %97
  %158 = getelementptr inbounds nuw i8, ptr %157, i64 80
  %159 = load float, ptr %158, align 16, !tbaa !65
  %160 = getelementptr inbounds nuw float, ptr %weight, i64 %97
  %161 = getelementptr inbounds nuw i8, ptr %160, i64 84
  %162 = load float, ptr %161, align 4, !tbaa !65
  %163 = getelementptr inbounds nuw float, ptr %weight, i64 %97
  %164 = getelementptr inbounds nuw i8, ptr %163, i64 88
  %165 = load float, ptr %164, align 8, !tbaa !65
  %166 = getelementptr inbounds nuw float, ptr %weight, i64 %97
  %167 = getelementptr inbounds nuw i8, ptr %166, i64 92
  %168 = load float, ptr %167, align 4, !tbaa !65
  %169 = getelementptr inbounds nuw float, ptr %weight, i64 %97
  %170 = getelementptr inbounds nuw i8, ptr %169, i64 96
  %171 = load float, ptr %170, align 16, !tbaa !65
  %172 = getelementptr inbounds nuw float, ptr %weight, i64 %97
  %173 = getelementptr inbounds nuw i8, ptr %172, i64 100
  %174 = load float, ptr %173, align 4, !tbaa !65
  %175 = getelementptr inbounds nuw float, ptr %weight, i64 %97
  %176 = getelementptr inbounds nuw i8, ptr %175, i64 104
  %177 = load float, ptr %176, align 8, !tbaa !65
  %178 = getelementptr inbounds nuw float, ptr %weight, i64 %97
  %179 = getelementptr inbounds nuw i8, ptr %178, i64 108
  %180 = load float, ptr %179, align 4, !tbaa !65
  %181 = getelementptr inbounds nuw float, ptr %weight, i64 %97
  %182 = getelementptr inbounds nuw i8, ptr %181, i64 112
  %183 = load float, ptr %182, align 16, !tbaa !65
  %184 = getelementptr inbounds nuw float, ptr %weight, i64 %97
  %185 = getelementptr inbounds nuw i8, ptr %184, i64 116
  %186 = load float, ptr %185, align 4, !tbaa !65
  %187 = getelementptr inbounds nuw float, ptr %weight, i64 %97
  %188 = getelementptr inbounds nuw i8, ptr %187, i64 120
  %189 = load float, ptr %188, align 8, !tbaa !65
  %190 = getelementptr inbounds nuw float, ptr %weight, i64 %97
  %191 = getelementptr inbounds nuw i8, ptr %190, i64 124
  %192 = load float, ptr %191, align 4, !tbaa !65
  %193 = getelementptr inbounds nuw float, ptr %weight, i64 %97
  %194 = getelementptr inbounds nuw i8, ptr %193, i64 128
  %195 = load float, ptr %194, align 16, !tbaa !65
  %196 = getelementptr inbounds nuw float, ptr %weight, i64 %97
  %197 = getelementptr inbounds nuw i8, ptr %196, i64 132
  %198 = load float, ptr %197, align 4, !tbaa !65
  %199 = getelementptr inbounds nuw float, ptr %weight, i64 %97
  %200 = getelementptr inbounds nuw i8, ptr %199, i64 136
  %201 = load float, ptr %200, align 8, !tbaa !65
  %202 = getelementptr inbounds nuw float, ptr %weight, i64 %97
  %203 = getelementptr inbounds nuw i8, ptr %202, i64 140
  %204 = load float, ptr %203, align 4, !tbaa !65
  br label %for_begin_xx.preheader, !dbg !47

for_end_ff:                                       ; preds = %for_end_yy
  %205 = load ptr, ptr @__TVMBackendFreeWorkspace, align 8, !dbg !47, !tbaa !48
  %206 = tail call i32 %205(i32 1, i32 %dev_id, ptr nonnull %pad_temp), !dbg !47
  %.not = icmp ne i32 %206, 0, !dbg !47
  %. = sext i1 %.not to i32, !dbg !47
  br label %common.ret, !dbg !47

for_begin_xx.preheader:                           ; preds = %for_begin_yy.preheader, %for_end_xx
  %indvars.iv35 = phi i64 [ 0, %for_begin_yy.preheader ], [ %208, %for_end_xx ]
    #dbg_value(i64 %indvars.iv35, !64, !DIExpression(), !47)
    #dbg_value(i32 0, !67, !DIExpression(), !47)
  %.idx = shl nuw nsw i64 %indvars.iv35, 6
  %gep = getelementptr inbounds nuw i8, ptr %invariant.gep44, i64 %.idx, !dbg !47
  %207 = mul nuw nsw i64 %indvars.iv35, 18
  %208 = add nuw nsw i64 %indvars.iv35, 1
  %209 = mul nuw nsw i64 %208, 18
  %210 = mul nuw i64 %indvars.iv35, 18
  %211 = add nuw i64 %210, 36
  br label %for_begin_rc.preheader, !dbg !47

for_end_yy:                                       ; preds = %for_end_xx
  %indvars.iv.next39 = add nuw nsw i64 %indvars.iv38, 1, !dbg !47
    #dbg_value(i64 %indvars.iv.next39, !63, !DIExpression(), !47)
  %exitcond40.not = icmp eq i64 %indvars.iv.next39, 8, !dbg !47
  br i1 %exitcond40.not, label %for_end_ff, label %for_begin_yy.preheader, !dbg !47, !prof !60

for_begin_rc.preheader:                           ; preds = %for_begin_xx.preheader, %for_begin_rc.preheader
  %indvars.iv = phi i64 [ 0, %for_begin_xx.preheader ], [ %indvars.iv.next, %for_begin_rc.preheader ]
    #dbg_value(i64 %indvars.iv, !67, !DIExpression(), !47)
  %gep43 = getelementptr inbounds nuw float, ptr %gep, i64 %indvars.iv
    #dbg_value(i64 0, !68, !DIExpression(), !47)
    #dbg_value(i64 0, !69, !DIExpression(), !47)
  %212 = add nuw nsw i64 %indvars.iv, %207
    #dbg_value(i64 0, !70, !DIExpression(), !47)
    #dbg_value(!DIArgList(i64 %indvars.iv, i64 %indvars.iv35, i64 %indvars.iv38), !71, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_shl, DW_OP_LLVM_arg, 2, DW_OP_constu, 8, DW_OP_shl, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !47)
  %213 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %212, !dbg !47
  %214 = load float, ptr %213, align 4, !dbg !47, !tbaa !58
  %215 = tail call float @llvm.fmuladd.f32(float %214, float %99, float 0.000000e+00), !dbg !47
    #dbg_value(i64 1, !70, !DIExpression(), !47)
  %216 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %212, !dbg !47
  %217 = getelementptr inbounds nuw i8, ptr %216, i64 4, !dbg !47
  %218 = load float, ptr %217, align 4, !dbg !47, !tbaa !58
  %219 = tail call float @llvm.fmuladd.f32(float %218, float %102, float %215), !dbg !47
    #dbg_value(i64 2, !70, !DIExpression(), !47)
  %220 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %212, !dbg !47
  %221 = getelementptr inbounds nuw i8, ptr %220, i64 8, !dbg !47
  %222 = load float, ptr %221, align 4, !dbg !47, !tbaa !58
  %223 = tail call float @llvm.fmuladd.f32(float %222, float %105, float %219), !dbg !47
    #dbg_value(i64 3, !70, !DIExpression(), !47)
    #dbg_value(i64 1, !69, !DIExpression(), !47)
  %224 = add nuw nsw i64 %indvars.iv, %209
    #dbg_value(i64 0, !70, !DIExpression(), !47)
  %225 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %224, !dbg !47
  %226 = load float, ptr %225, align 4, !dbg !47, !tbaa !58
  %227 = tail call float @llvm.fmuladd.f32(float %226, float %108, float %223), !dbg !47
    #dbg_value(i64 1, !70, !DIExpression(), !47)
  %228 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %224, !dbg !47
  %229 = getelementptr inbounds nuw i8, ptr %228, i64 4, !dbg !47
  %230 = load float, ptr %229, align 4, !dbg !47, !tbaa !58
  %231 = tail call float @llvm.fmuladd.f32(float %230, float %111, float %227), !dbg !47
    #dbg_value(i64 2, !70, !DIExpression(), !47)
  %232 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %224, !dbg !47
  %233 = getelementptr inbounds nuw i8, ptr %232, i64 8, !dbg !47
  %234 = load float, ptr %233, align 4, !dbg !47, !tbaa !58
  %235 = tail call float @llvm.fmuladd.f32(float %234, float %114, float %231), !dbg !47
    #dbg_value(i64 3, !70, !DIExpression(), !47)
    #dbg_value(i64 2, !69, !DIExpression(), !47)
  %236 = add nuw nsw i64 %indvars.iv, %211
    #dbg_value(i64 0, !70, !DIExpression(), !47)
  %237 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %236, !dbg !47
  %238 = load float, ptr %237, align 4, !dbg !47, !tbaa !58
  %239 = tail call float @llvm.fmuladd.f32(float %238, float %117, float %235), !dbg !47
    #dbg_value(i64 1, !70, !DIExpression(), !47)
  %240 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %236, !dbg !47
  %241 = getelementptr inbounds nuw i8, ptr %240, i64 4, !dbg !47
  %242 = load float, ptr %241, align 4, !dbg !47, !tbaa !58
  %243 = tail call float @llvm.fmuladd.f32(float %242, float %120, float %239), !dbg !47
    #dbg_value(i64 2, !70, !DIExpression(), !47)
  %244 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %236, !dbg !47
  %245 = getelementptr inbounds nuw i8, ptr %244, i64 8, !dbg !47
  %246 = load float, ptr %245, align 4, !dbg !47, !tbaa !58
  %247 = tail call float @llvm.fmuladd.f32(float %246, float %123, float %243), !dbg !47
    #dbg_value(i64 3, !70, !DIExpression(), !47)
    #dbg_value(i64 3, !69, !DIExpression(), !47)
    #dbg_value(i64 1, !68, !DIExpression(), !47)
  %248 = add nuw nsw i64 %indvars.iv, 324
    #dbg_value(i64 0, !69, !DIExpression(), !47)
  %249 = add nuw nsw i64 %248, %207
    #dbg_value(i64 0, !70, !DIExpression(), !47)
  %250 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %249, !dbg !47
  %251 = load float, ptr %250, align 4, !dbg !47, !tbaa !58
  %252 = tail call float @llvm.fmuladd.f32(float %251, float %126, float %247), !dbg !47
    #dbg_value(i64 1, !70, !DIExpression(), !47)
  %253 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %249, !dbg !47
  %254 = getelementptr inbounds nuw i8, ptr %253, i64 4, !dbg !47
  %255 = load float, ptr %254, align 4, !dbg !47, !tbaa !58
  %256 = tail call float @llvm.fmuladd.f32(float %255, float %129, float %252), !dbg !47
    #dbg_value(i64 2, !70, !DIExpression(), !47)
  %257 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %249, !dbg !47
  %258 = getelementptr inbounds nuw i8, ptr %257, i64 8, !dbg !47
  %259 = load float, ptr %258, align 4, !dbg !47, !tbaa !58
  %260 = tail call float @llvm.fmuladd.f32(float %259, float %132, float %256), !dbg !47
    #dbg_value(i64 3, !70, !DIExpression(), !47)
    #dbg_value(i64 1, !69, !DIExpression(), !47)
  %261 = add nuw nsw i64 %248, %209
    #dbg_value(i64 0, !70, !DIExpression(), !47)
  %262 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %261, !dbg !47
  %263 = load float, ptr %262, align 4, !dbg !47, !tbaa !58
  %264 = tail call float @llvm.fmuladd.f32(float %263, float %135, float %260), !dbg !47
    #dbg_value(i64 1, !70, !DIExpression(), !47)
  %265 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %261, !dbg !47
  %266 = getelementptr inbounds nuw i8, ptr %265, i64 4, !dbg !47
  %267 = load float, ptr %266, align 4, !dbg !47, !tbaa !58
  %268 = tail call float @llvm.fmuladd.f32(float %267, float %138, float %264), !dbg !47
    #dbg_value(i64 2, !70, !DIExpression(), !47)
  %269 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %261, !dbg !47
  %270 = getelementptr inbounds nuw i8, ptr %269, i64 8, !dbg !47
  %271 = load float, ptr %270, align 4, !dbg !47, !tbaa !58
  %272 = tail call float @llvm.fmuladd.f32(float %271, float %141, float %268), !dbg !47
    #dbg_value(i64 3, !70, !DIExpression(), !47)
    #dbg_value(i64 2, !69, !DIExpression(), !47)
  %273 = add nuw nsw i64 %248, %211
    #dbg_value(i64 0, !70, !DIExpression(), !47)
  %274 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %273, !dbg !47
  %275 = load float, ptr %274, align 4, !dbg !47, !tbaa !58
  %276 = tail call float @llvm.fmuladd.f32(float %275, float %144, float %272), !dbg !47
    #dbg_value(i64 1, !70, !DIExpression(), !47)
  %277 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %273, !dbg !47
  %278 = getelementptr inbounds nuw i8, ptr %277, i64 4, !dbg !47
  %279 = load float, ptr %278, align 4, !dbg !47, !tbaa !58
  %280 = tail call float @llvm.fmuladd.f32(float %279, float %147, float %276), !dbg !47
    #dbg_value(i64 2, !70, !DIExpression(), !47)
  %281 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %273, !dbg !47
  %282 = getelementptr inbounds nuw i8, ptr %281, i64 8, !dbg !47
  %283 = load float, ptr %282, align 4, !dbg !47, !tbaa !58
  %284 = tail call float @llvm.fmuladd.f32(float %283, float %150, float %280), !dbg !47
    #dbg_value(i64 3, !70, !DIExpression(), !47)
    #dbg_value(i64 3, !69, !DIExpression(), !47)
    #dbg_value(i64 2, !68, !DIExpression(), !47)
  %285 = add nuw nsw i64 %indvars.iv, 648
    #dbg_value(i64 0, !69, !DIExpression(), !47)
  %286 = add nuw nsw i64 %285, %207
    #dbg_value(i64 0, !70, !DIExpression(), !47)
  %287 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %286, !dbg !47
  %288 = load float, ptr %287, align 4, !dbg !47, !tbaa !58
  %289 = tail call float @llvm.fmuladd.f32(float %288, float %153, float %284), !dbg !47
    #dbg_value(i64 1, !70, !DIExpression(), !47)
  %290 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %286, !dbg !47
  %291 = getelementptr inbounds nuw i8, ptr %290, i64 4, !dbg !47
  %292 = load float, ptr %291, align 4, !dbg !47, !tbaa !58
  %293 = tail call float @llvm.fmuladd.f32(float %292, float %156, float %289), !dbg !47
    #dbg_value(i64 2, !70, !DIExpression(), !47)
  %294 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %286, !dbg !47
  %295 = getelementptr inbounds nuw i8, ptr %294, i64 8, !dbg !47
  %296 = load float, ptr %295, align 4, !dbg !47, !tbaa !58
  %297 = tail call float @llvm.fmuladd.f32(float %296, float %159, float %293), !dbg !47
    #dbg_value(i64 3, !70, !DIExpression(), !47)
    #dbg_value(i64 1, !69, !DIExpression(), !47)
  %298 = add nuw nsw i64 %285, %209
    #dbg_value(i64 0, !70, !DIExpression(), !47)
  %299 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %298, !dbg !47
  %300 = load float, ptr %299, align 4, !dbg !47, !tbaa !58
  %301 = tail call float @llvm.fmuladd.f32(float %300, float %162, float %297), !dbg !47
    #dbg_value(i64 1, !70, !DIExpression(), !47)
  %302 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %298, !dbg !47
  %303 = getelementptr inbounds nuw i8, ptr %302, i64 4, !dbg !47
  %304 = load float, ptr %303, align 4, !dbg !47, !tbaa !58
  %305 = tail call float @llvm.fmuladd.f32(float %304, float %165, float %301), !dbg !47
    #dbg_value(i64 2, !70, !DIExpression(), !47)
  %306 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %298, !dbg !47
  %307 = getelementptr inbounds nuw i8, ptr %306, i64 8, !dbg !47
  %308 = load float, ptr %307, align 4, !dbg !47, !tbaa !58
  %309 = tail call float @llvm.fmuladd.f32(float %308, float %168, float %305), !dbg !47
    #dbg_value(i64 3, !70, !DIExpression(), !47)
    #dbg_value(i64 2, !69, !DIExpression(), !47)
  %310 = add nuw nsw i64 %285, %211
    #dbg_value(i64 0, !70, !DIExpression(), !47)
  %311 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %310, !dbg !47
  %312 = load float, ptr %311, align 4, !dbg !47, !tbaa !58
  %313 = tail call float @llvm.fmuladd.f32(float %312, float %171, float %309), !dbg !47
    #dbg_value(i64 1, !70, !DIExpression(), !47)
  %314 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %310, !dbg !47
  %315 = getelementptr inbounds nuw i8, ptr %314, i64 4, !dbg !47
  %316 = load float, ptr %315, align 4, !dbg !47, !tbaa !58
  %317 = tail call float @llvm.fmuladd.f32(float %316, float %174, float %313), !dbg !47
    #dbg_value(i64 2, !70, !DIExpression(), !47)
  %318 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %310, !dbg !47
  %319 = getelementptr inbounds nuw i8, ptr %318, i64 8, !dbg !47
  %320 = load float, ptr %319, align 4, !dbg !47, !tbaa !58
  %321 = tail call float @llvm.fmuladd.f32(float %320, float %177, float %317), !dbg !47
    #dbg_value(i64 3, !70, !DIExpression(), !47)
    #dbg_value(i64 3, !69, !DIExpression(), !47)
    #dbg_value(i64 3, !68, !DIExpression(), !47)
  %322 = add nuw nsw i64 %indvars.iv, 972
    #dbg_value(i64 0, !69, !DIExpression(), !47)
  %323 = add nuw nsw i64 %322, %207
    #dbg_value(i64 0, !70, !DIExpression(), !47)
  %324 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %323, !dbg !47
  %325 = load float, ptr %324, align 4, !dbg !47, !tbaa !58
  %326 = tail call float @llvm.fmuladd.f32(float %325, float %180, float %321), !dbg !47
    #dbg_value(i64 1, !70, !DIExpression(), !47)
  %327 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %323, !dbg !47
  %328 = getelementptr inbounds nuw i8, ptr %327, i64 4, !dbg !47
  %329 = load float, ptr %328, align 4, !dbg !47, !tbaa !58
  %330 = tail call float @llvm.fmuladd.f32(float %329, float %183, float %326), !dbg !47
    #dbg_value(i64 2, !70, !DIExpression(), !47)
  %331 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %323, !dbg !47
  %332 = getelementptr inbounds nuw i8, ptr %331, i64 8, !dbg !47
  %333 = load float, ptr %332, align 4, !dbg !47, !tbaa !58
  %334 = tail call float @llvm.fmuladd.f32(float %333, float %186, float %330), !dbg !47
    #dbg_value(i64 3, !70, !DIExpression(), !47)
    #dbg_value(i64 1, !69, !DIExpression(), !47)
  %335 = add nuw nsw i64 %322, %209
    #dbg_value(i64 0, !70, !DIExpression(), !47)
  %336 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %335, !dbg !47
  %337 = load float, ptr %336, align 4, !dbg !47, !tbaa !58
  %338 = tail call float @llvm.fmuladd.f32(float %337, float %189, float %334), !dbg !47
    #dbg_value(i64 1, !70, !DIExpression(), !47)
  %339 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %335, !dbg !47
  %340 = getelementptr inbounds nuw i8, ptr %339, i64 4, !dbg !47
  %341 = load float, ptr %340, align 4, !dbg !47, !tbaa !58
  %342 = tail call float @llvm.fmuladd.f32(float %341, float %192, float %338), !dbg !47
    #dbg_value(i64 2, !70, !DIExpression(), !47)
  %343 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %335, !dbg !47
  %344 = getelementptr inbounds nuw i8, ptr %343, i64 8, !dbg !47
  %345 = load float, ptr %344, align 4, !dbg !47, !tbaa !58
  %346 = tail call float @llvm.fmuladd.f32(float %345, float %195, float %342), !dbg !47
    #dbg_value(i64 3, !70, !DIExpression(), !47)
    #dbg_value(i64 2, !69, !DIExpression(), !47)
  %347 = add nuw nsw i64 %322, %211
    #dbg_value(i64 0, !70, !DIExpression(), !47)
  %348 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %347, !dbg !47
  %349 = load float, ptr %348, align 4, !dbg !47, !tbaa !58
  %350 = tail call float @llvm.fmuladd.f32(float %349, float %198, float %346), !dbg !47
    #dbg_value(i64 1, !70, !DIExpression(), !47)
  %351 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %347, !dbg !47
  %352 = getelementptr inbounds nuw i8, ptr %351, i64 4, !dbg !47
  %353 = load float, ptr %352, align 4, !dbg !47, !tbaa !58
  %354 = tail call float @llvm.fmuladd.f32(float %353, float %201, float %350), !dbg !47
    #dbg_value(i64 2, !70, !DIExpression(), !47)
  %355 = getelementptr inbounds nuw float, ptr %pad_temp, i64 %347, !dbg !47
  %356 = getelementptr inbounds nuw i8, ptr %355, i64 8, !dbg !47
  %357 = load float, ptr %356, align 4, !dbg !47, !tbaa !58
  %358 = tail call float @llvm.fmuladd.f32(float %357, float %204, float %354), !dbg !47
    #dbg_value(i64 3, !70, !DIExpression(), !47)
    #dbg_value(i64 3, !69, !DIExpression(), !47)
    #dbg_value(i64 4, !68, !DIExpression(), !47)
  store float %358, ptr %gep43, align 4, !tbaa !72
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !47
    #dbg_value(i64 %indvars.iv.next, !67, !DIExpression(), !47)
  %exitcond34.not = icmp eq i64 %indvars.iv.next, 16, !dbg !47
  br i1 %exitcond34.not, label %for_end_xx, label %for_begin_rc.preheader, !dbg !47, !prof !60

for_end_xx:                                       ; preds = %for_begin_rc.preheader
    #dbg_value(i64 %208, !64, !DIExpression(), !47)
  %exitcond37.not = icmp eq i64 %208, 16, !dbg !47
  br i1 %exitcond37.not, label %for_end_yy, label %for_begin_xx.preheader, !dbg !47, !prof !60
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

define weak dllexport i32 @__tvm_ffi_main(ptr %0, ptr %1, i32 %2, ptr %3) local_unnamed_addr {
entry:
  %4 = tail call i32 @__tvm_ffi_conv2d(ptr poison, ptr %1, i32 %2, ptr poison), !dbg !15
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
!59 = !{!"0x5616f4b34460", !50, i64 0}
!60 = !{!"branch_weights", i32 1, i32 1048575}
!61 = !{!62, !62, i64 0}
!62 = !{!"0x5616f4d29e00", !50, i64 0}
!63 = !DILocalVariable(name: "ff", scope: !39, file: !1, type: !8)
!64 = !DILocalVariable(name: "yy", scope: !39, file: !1, type: !8)
!65 = !{!66, !66, i64 0}
!66 = !{!"0x5616f4e03eb0", !50, i64 0}
!67 = !DILocalVariable(name: "xx", scope: !39, file: !1, type: !8)
!68 = !DILocalVariable(name: "rc", scope: !39, file: !1, type: !8)
!69 = !DILocalVariable(name: "ry", scope: !39, file: !1, type: !8)
!70 = !DILocalVariable(name: "rx", scope: !39, file: !1, type: !8)
!71 = !DILocalVariable(name: "cse_v1", scope: !39, file: !1, type: !8)
!72 = !{!73, !73, i64 0}
!73 = !{!"0x5616f4b46900", !50, i64 0}
