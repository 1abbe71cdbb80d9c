; ModuleID = 'TVMMod'
source_filename = "TVMMod"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-linux-gnu"

@.str = private constant [10 x i8] c"TypeError\00", align 1
@.str.1 = private constant [10 x i8] c"Expected \00", align 1
@.str.2 = private constant [2 x i8] c"3\00", align 1
@.str.3 = private constant [11 x i8] c" arguments\00", align 1
@.str.4 = private constant [19 x i8] c" when calling:\0A  `\00", align 1
@.str.5 = private constant [88 x i8] c"add(A: Tensor([1024], float32), B: Tensor([1024], float32), C: Tensor([1024], float32))\00", align 1
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
@.str.23 = private constant [2 x i8] c"C\00", align 1
@.str.24 = private constant [23 x i8] c".strides on argument #\00", align 1
@.str.25 = private constant [34 x i8] c"`,\0A  expected to be compact array\00", align 1
@.str.26 = private constant [36 x i8] c" data pointer is NULL on argument #\00", align 1
@.str.27 = private constant [36 x i8] c"`,\0A  expected non-NULL data pointer\00", align 1
@.str.28 = private constant [12 x i8] c"B.device_id\00", align 1
@.str.29 = private constant [15 x i8] c" on argument #\00", align 1
@.str.30 = private constant [24 x i8] c"`,\0A  expected to match \00", align 1
@.str.31 = private constant [12 x i8] c"A.device_id\00", align 1
@.str.32 = private constant [12 x i8] c"C.device_id\00", align 1
@.str.33 = private constant [9 x i8] c"Invalid \00", align 1
@.str.34 = private constant [11 x i8] c"A.shape[0]\00", align 1
@.str.35 = private constant [5 x i8] c"1024\00", align 1
@.str.36 = private constant [14 x i8] c"A.byte_offset\00", align 1
@.str.37 = private constant [11 x i8] c"B.shape[0]\00", align 1
@.str.38 = private constant [14 x i8] c"B.byte_offset\00", align 1
@.str.39 = private constant [11 x i8] c"C.shape[0]\00", align 1
@.str.40 = private constant [14 x i8] c"C.byte_offset\00", align 1
@llvm.global_ctors = appending global [0 x { i32, ptr, ptr }] zeroinitializer

define dllexport range(i32 -1, 1) i32 @__tvm_ffi_add(ptr noalias readnone captures(none) %self_handle, ptr noalias readonly captures(address_is_null) %args, i32 %num_args, ptr noalias readnone captures(none) %result) local_unnamed_addr #0 !dbg !5 {
entry:
    #dbg_value(ptr poison, !11, !DIExpression(), !15)
    #dbg_value(ptr %args, !12, !DIExpression(), !15)
    #dbg_value(i32 %num_args, !13, !DIExpression(), !15)
    #dbg_value(ptr poison, !14, !DIExpression(), !15)
  %0 = icmp eq i32 %num_args, 3, !dbg !15
  br i1 %0, label %assert_end, label %assert_fail, !dbg !15, !prof !16

common.ret:                                       ; preds = %assert_end72, %assert_fail71, %assert_fail69, %assert_fail67, %assert_fail65, %assert_fail63, %assert_fail61, %assert_fail59, %assert_fail57, %assert_fail55, %assert_fail51, %assert_fail49, %assert_fail47, %assert_fail43, %assert_fail41, %assert_fail37, %assert_fail35, %assert_fail33, %assert_fail31, %assert_fail29, %assert_fail27, %assert_fail25, %assert_fail23, %assert_fail21, %assert_fail19, %assert_fail17, %assert_fail15, %assert_fail10, %assert_fail5, %assert_fail3, %assert_fail1, %assert_fail
  %common.ret.op = phi i32 [ -1, %assert_fail ], [ -1, %assert_fail1 ], [ -1, %assert_fail3 ], [ -1, %assert_fail5 ], [ -1, %assert_fail10 ], [ -1, %assert_fail15 ], [ -1, %assert_fail17 ], [ -1, %assert_fail19 ], [ -1, %assert_fail21 ], [ -1, %assert_fail23 ], [ -1, %assert_fail25 ], [ -1, %assert_fail27 ], [ -1, %assert_fail29 ], [ -1, %assert_fail31 ], [ -1, %assert_fail33 ], [ -1, %assert_fail35 ], [ -1, %assert_fail37 ], [ -1, %assert_fail41 ], [ -1, %assert_fail43 ], [ -1, %assert_fail47 ], [ -1, %assert_fail49 ], [ -1, %assert_fail51 ], [ -1, %assert_fail55 ], [ -1, %assert_fail57 ], [ -1, %assert_fail59 ], [ -1, %assert_fail61 ], [ -1, %assert_fail63 ], [ -1, %assert_fail65 ], [ -1, %assert_fail67 ], [ -1, %assert_fail69 ], [ -1, %assert_fail71 ], [ 0, %assert_end72 ]
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
  br i1 %9, label %assert_end6, label %switch.early.test73, !dbg !15

switch.early.test73:                              ; preds = %if_end
  switch i32 %B.type_index.fr, label %assert_fail5 [
    i32 0, label %if_else8
    i32 4, label %if_else8
    i32 7, label %if_else8
  ], !dbg !15, !prof !19

assert_fail5:                                     ; preds = %switch.early.test73
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

if_else8:                                         ; preds = %switch.early.test73, %switch.early.test73, %switch.early.test73, %assert_end6
  %14 = getelementptr inbounds nuw i8, ptr %args, i64 24, !dbg !15
  %15 = load ptr, ptr %14, align 8, !dbg !15
  br label %if_end9, !dbg !15

if_end9:                                          ; preds = %if_else8, %if_then7
  %B.handle = phi ptr [ %13, %if_then7 ], [ %15, %if_else8 ], !dbg !15
    #dbg_declare(ptr %B.handle, !22, !DIExpression(), !15)
    #dbg_declare(ptr %B.handle, !22, !DIExpression(), !15)
  %16 = getelementptr inbounds nuw i8, ptr %args, i64 32, !dbg !15
  %C.type_index = load i32, ptr %16, align 4, !dbg !15
    #dbg_value(i32 %C.type_index, !23, !DIExpression(), !15)
    #dbg_value(i32 %C.type_index, !23, !DIExpression(), !15)
  %C.type_index.fr = freeze i32 %C.type_index, !dbg !15
  %17 = icmp sgt i32 %C.type_index.fr, 63, !dbg !15
  br i1 %17, label %assert_end11, label %switch.early.test74, !dbg !15

switch.early.test74:                              ; preds = %if_end9
  switch i32 %C.type_index.fr, label %assert_fail10 [
    i32 0, label %if_else13
    i32 4, label %if_else13
    i32 7, label %if_else13
  ], !dbg !15, !prof !19

assert_fail10:                                    ; preds = %switch.early.test74
  tail call fastcc void @__tvm_set_raised_6(ptr nonnull @.str, i32 6, ptr nonnull @.str.8, ptr nonnull @.str.13, ptr nonnull @.str.4, ptr nonnull @.str.5, ptr nonnull @.str.10, ptr nonnull @.str.11), !dbg !15
  br label %common.ret, !dbg !15

assert_end11:                                     ; preds = %if_end9
  %18 = icmp eq i32 %C.type_index.fr, 70, !dbg !15
  br i1 %18, label %if_then12, label %if_else13, !dbg !15

if_then12:                                        ; preds = %assert_end11
  %19 = getelementptr inbounds nuw i8, ptr %args, i64 40, !dbg !15
  %20 = load ptr, ptr %19, align 8, !dbg !15
  %21 = getelementptr inbounds nuw i8, ptr %20, i64 24, !dbg !15
  br label %if_end14, !dbg !15

if_else13:                                        ; preds = %switch.early.test74, %switch.early.test74, %switch.early.test74, %assert_end11
  %22 = getelementptr inbounds nuw i8, ptr %args, i64 40, !dbg !15
  %23 = load ptr, ptr %22, align 8, !dbg !15
  br label %if_end14, !dbg !15

if_end14:                                         ; preds = %if_else13, %if_then12
  %C.handle = phi ptr [ %21, %if_then12 ], [ %23, %if_else13 ], !dbg !15
    #dbg_declare(ptr %C.handle, !24, !DIExpression(), !15)
    #dbg_declare(ptr %C.handle, !24, !DIExpression(), !15)
  %.not75 = icmp eq ptr %A.handle, null, !dbg !15
  br i1 %.not75, label %assert_fail15, label %assert_end16, !dbg !15, !prof !17

assert_fail15:                                    ; preds = %if_end14
  tail call fastcc void @__tvm_set_raised_6(ptr nonnull @.str, i32 6, ptr nonnull @.str.8, ptr nonnull @.str.9, ptr nonnull @.str.4, ptr nonnull @.str.5, ptr nonnull @.str.10, ptr nonnull @.str.11), !dbg !15
  br label %common.ret, !dbg !15

assert_end16:                                     ; preds = %if_end14
  %24 = getelementptr inbounds nuw i8, ptr %A.handle, i64 16, !dbg !15
  %25 = load i32, ptr %24, align 4, !dbg !15
  %26 = icmp eq i32 %25, 1, !dbg !15
  br i1 %26, label %assert_end18, label %assert_fail17, !dbg !15, !prof !16

assert_fail17:                                    ; preds = %assert_end16
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.15, ptr nonnull @.str.16, ptr nonnull @.str.17, ptr nonnull @.str.9, ptr nonnull @.str.10, ptr nonnull @.str.12), !dbg !15
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
  %add.A_shape = load ptr, ptr %38, align 8, !dbg !15
    #dbg_declare(ptr %add.A_shape, !25, !DIExpression(), !15)
    #dbg_declare(ptr %add.A_shape, !25, !DIExpression(), !15)
  %39 = getelementptr inbounds nuw i8, ptr %A.handle, i64 32, !dbg !15
  %add.A_strides = load ptr, ptr %39, align 8, !dbg !15
    #dbg_declare(ptr %add.A_strides, !28, !DIExpression(), !15)
    #dbg_declare(ptr %add.A_strides, !28, !DIExpression(), !15)
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
  %.not76 = icmp eq ptr %B.handle, null, !dbg !15
  br i1 %.not76, label %assert_fail23, label %assert_end24, !dbg !15, !prof !17

assert_fail23:                                    ; preds = %assert_end22
  tail call fastcc void @__tvm_set_raised_6(ptr nonnull @.str, i32 6, ptr nonnull @.str.8, ptr nonnull @.str.12, ptr nonnull @.str.4, ptr nonnull @.str.5, ptr nonnull @.str.10, ptr nonnull @.str.11), !dbg !15
  br label %common.ret, !dbg !15

assert_end24:                                     ; preds = %assert_end22
  %44 = getelementptr inbounds nuw i8, ptr %B.handle, i64 16, !dbg !15
  %45 = load i32, ptr %44, align 4, !dbg !15
  %46 = icmp eq i32 %45, 1, !dbg !15
  br i1 %46, label %assert_end26, label %assert_fail25, !dbg !15, !prof !16

assert_fail25:                                    ; preds = %assert_end24
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.15, ptr nonnull @.str.22, ptr nonnull @.str.17, ptr nonnull @.str.12, ptr nonnull @.str.10, ptr nonnull @.str.12), !dbg !15
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
  %add.B_shape = load ptr, ptr %58, align 8, !dbg !15
    #dbg_declare(ptr %add.B_shape, !30, !DIExpression(), !15)
    #dbg_declare(ptr %add.B_shape, !30, !DIExpression(), !15)
  %59 = getelementptr inbounds nuw i8, ptr %B.handle, i64 32, !dbg !15
  %add.B_strides = load ptr, ptr %59, align 8, !dbg !15
    #dbg_declare(ptr %add.B_strides, !31, !DIExpression(), !15)
    #dbg_declare(ptr %add.B_strides, !31, !DIExpression(), !15)
  %60 = getelementptr inbounds nuw i8, ptr %B.handle, i64 8, !dbg !15
  %61 = load i32, ptr %60, align 8, !dbg !15
  %62 = icmp eq i32 %61, 1, !dbg !15
  br i1 %62, label %assert_end30, label %assert_fail29, !dbg !15, !prof !16

assert_fail29:                                    ; preds = %assert_end28
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.15, ptr nonnull @.str.22, ptr nonnull @.str.20, ptr nonnull @.str.12, ptr nonnull @.str.10, ptr nonnull @.str.21), !dbg !15
  br label %common.ret, !dbg !15

assert_end30:                                     ; preds = %assert_end28
  %.not77 = icmp eq ptr %C.handle, null, !dbg !15
  br i1 %.not77, label %assert_fail31, label %assert_end32, !dbg !15, !prof !17

assert_fail31:                                    ; preds = %assert_end30
  tail call fastcc void @__tvm_set_raised_6(ptr nonnull @.str, i32 6, ptr nonnull @.str.8, ptr nonnull @.str.13, ptr nonnull @.str.4, ptr nonnull @.str.5, ptr nonnull @.str.10, ptr nonnull @.str.11), !dbg !15
  br label %common.ret, !dbg !15

assert_end32:                                     ; preds = %assert_end30
  %63 = getelementptr inbounds nuw i8, ptr %C.handle, i64 16, !dbg !15
  %64 = load i32, ptr %63, align 4, !dbg !15
  %65 = icmp eq i32 %64, 1, !dbg !15
  br i1 %65, label %assert_end34, label %assert_fail33, !dbg !15, !prof !16

assert_fail33:                                    ; preds = %assert_end32
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.15, ptr nonnull @.str.23, ptr nonnull @.str.17, ptr nonnull @.str.13, ptr nonnull @.str.10, ptr nonnull @.str.12), !dbg !15
  br label %common.ret, !dbg !15

assert_end34:                                     ; preds = %assert_end32
  %66 = getelementptr inbounds nuw i8, ptr %C.handle, i64 22, !dbg !15
  %67 = load i16, ptr %66, align 2, !dbg !15
  %68 = icmp eq i16 %67, 1, !dbg !15
  %69 = getelementptr inbounds nuw i8, ptr %C.handle, i64 21, !dbg !15
  %70 = load i8, ptr %69, align 1, !dbg !15
  %71 = icmp eq i8 %70, 32, !dbg !15
  %72 = getelementptr inbounds nuw i8, ptr %C.handle, i64 20, !dbg !15
  %73 = load i8, ptr %72, align 2, !dbg !15
  %74 = icmp eq i8 %73, 2, !dbg !15
  %75 = and i1 %71, %74, !dbg !15
  %76 = and i1 %68, %75, !dbg !15
  br i1 %76, label %assert_end36, label %assert_fail35, !dbg !15, !prof !16

assert_fail35:                                    ; preds = %assert_end34
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str, i32 8, ptr nonnull @.str.15, ptr nonnull @.str.23, ptr nonnull @.str.18, ptr nonnull @.str.13, ptr nonnull @.str.10, ptr nonnull @.str.19), !dbg !15
  br label %common.ret, !dbg !15

assert_end36:                                     ; preds = %assert_end34
  %77 = getelementptr inbounds nuw i8, ptr %C.handle, i64 24, !dbg !15
  %add.C_shape = load ptr, ptr %77, align 8, !dbg !15
    #dbg_declare(ptr %add.C_shape, !32, !DIExpression(), !15)
    #dbg_declare(ptr %add.C_shape, !32, !DIExpression(), !15)
  %78 = getelementptr inbounds nuw i8, ptr %C.handle, i64 32, !dbg !15
  %add.C_strides = load ptr, ptr %78, align 8, !dbg !15
    #dbg_declare(ptr %add.C_strides, !33, !DIExpression(), !15)
    #dbg_declare(ptr %add.C_strides, !33, !DIExpression(), !15)
  %79 = getelementptr inbounds nuw i8, ptr %C.handle, i64 8, !dbg !15
  %80 = load i32, ptr %79, align 8, !dbg !15
  %81 = icmp eq i32 %80, 1, !dbg !15
  br i1 %81, label %assert_end38, label %assert_fail37, !dbg !15, !prof !16

assert_fail37:                                    ; preds = %assert_end36
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.15, ptr nonnull @.str.23, ptr nonnull @.str.20, ptr nonnull @.str.13, ptr nonnull @.str.10, ptr nonnull @.str.21), !dbg !15
  br label %common.ret, !dbg !15

assert_end38:                                     ; preds = %assert_end36
  %.not78 = icmp eq ptr %add.A_strides, null, !dbg !15
  br i1 %.not78, label %if_end40, label %if_then39, !dbg !15, !prof !17

if_then39:                                        ; preds = %assert_end38
  %82 = load i64, ptr %add.A_strides, align 8, !dbg !15
  %83 = and i64 %82, 4294967295, !dbg !15
  %84 = icmp eq i64 %83, 1, !dbg !15
  br i1 %84, label %if_end40, label %assert_fail41, !dbg !15, !prof !16

if_end40:                                         ; preds = %if_then39, %assert_end38
  %85 = load ptr, ptr %A.handle, align 8, !dbg !15
  %.not79 = icmp eq ptr %85, null, !dbg !15
  br i1 %.not79, label %assert_fail43, label %assert_end44, !dbg !15, !prof !17

assert_fail41:                                    ; preds = %if_then39
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 7, ptr nonnull @.str.15, ptr nonnull @.str.16, ptr nonnull @.str.24, ptr nonnull @.str.9, ptr nonnull @.str.25, ptr null), !dbg !15
  br label %common.ret, !dbg !15

assert_fail43:                                    ; preds = %if_end40
  tail call fastcc void @__tvm_set_raised_6(ptr nonnull @.str.14, i32 6, ptr nonnull @.str.16, ptr nonnull @.str.26, ptr nonnull @.str.9, ptr nonnull @.str.4, ptr nonnull @.str.5, ptr nonnull @.str.27), !dbg !15
  br label %common.ret, !dbg !15

assert_end44:                                     ; preds = %if_end40
  %.not80 = icmp eq ptr %add.B_strides, null, !dbg !15
  br i1 %.not80, label %if_end46, label %if_then45, !dbg !15, !prof !17

if_then45:                                        ; preds = %assert_end44
  %86 = load i64, ptr %add.B_strides, align 8, !dbg !15
  %87 = and i64 %86, 4294967295, !dbg !15
  %88 = icmp eq i64 %87, 1, !dbg !15
  br i1 %88, label %if_end46, label %assert_fail47, !dbg !15, !prof !16

if_end46:                                         ; preds = %if_then45, %assert_end44
  %89 = getelementptr inbounds nuw i8, ptr %B.handle, i64 12, !dbg !15
  %90 = load i32, ptr %89, align 4, !dbg !15
  %91 = icmp eq i32 %dev_id, %90, !dbg !15
  br i1 %91, label %assert_end50, label %assert_fail49, !dbg !15, !prof !16

assert_fail47:                                    ; preds = %if_then45
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 7, ptr nonnull @.str.15, ptr nonnull @.str.22, ptr nonnull @.str.24, ptr nonnull @.str.12, ptr nonnull @.str.25, ptr null), !dbg !15
  br label %common.ret, !dbg !15

assert_fail49:                                    ; preds = %if_end46
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.15, ptr nonnull @.str.28, ptr nonnull @.str.29, ptr nonnull @.str.12, ptr nonnull @.str.30, ptr nonnull @.str.31), !dbg !15
  br label %common.ret, !dbg !15

assert_end50:                                     ; preds = %if_end46
  %92 = load ptr, ptr %B.handle, align 8, !dbg !15
  %.not81 = icmp eq ptr %92, null, !dbg !15
  br i1 %.not81, label %assert_fail51, label %assert_end52, !dbg !15, !prof !17

assert_fail51:                                    ; preds = %assert_end50
  tail call fastcc void @__tvm_set_raised_6(ptr nonnull @.str.14, i32 6, ptr nonnull @.str.22, ptr nonnull @.str.26, ptr nonnull @.str.12, ptr nonnull @.str.4, ptr nonnull @.str.5, ptr nonnull @.str.27), !dbg !15
  br label %common.ret, !dbg !15

assert_end52:                                     ; preds = %assert_end50
  %.not82 = icmp eq ptr %add.C_strides, null, !dbg !15
  br i1 %.not82, label %if_end54, label %if_then53, !dbg !15, !prof !17

if_then53:                                        ; preds = %assert_end52
  %93 = load i64, ptr %add.C_strides, align 8, !dbg !15
  %94 = and i64 %93, 4294967295, !dbg !15
  %95 = icmp eq i64 %94, 1, !dbg !15
  br i1 %95, label %if_end54, label %assert_fail55, !dbg !15, !prof !16

if_end54:                                         ; preds = %if_then53, %assert_end52
  %96 = getelementptr inbounds nuw i8, ptr %C.handle, i64 12, !dbg !15
  %97 = load i32, ptr %96, align 4, !dbg !15
  %98 = icmp eq i32 %dev_id, %97, !dbg !15
  br i1 %98, label %assert_end58, label %assert_fail57, !dbg !15, !prof !16

assert_fail55:                                    ; preds = %if_then53
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 7, ptr nonnull @.str.15, ptr nonnull @.str.23, ptr nonnull @.str.24, ptr nonnull @.str.13, ptr nonnull @.str.25, ptr null), !dbg !15
  br label %common.ret, !dbg !15

assert_fail57:                                    ; preds = %if_end54
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.15, ptr nonnull @.str.32, ptr nonnull @.str.29, ptr nonnull @.str.13, ptr nonnull @.str.30, ptr nonnull @.str.31), !dbg !15
  br label %common.ret, !dbg !15

assert_end58:                                     ; preds = %if_end54
  %99 = load ptr, ptr %C.handle, align 8, !dbg !15
  %.not83 = icmp eq ptr %99, null, !dbg !15
  br i1 %.not83, label %assert_fail59, label %assert_end60, !dbg !15, !prof !17

assert_fail59:                                    ; preds = %assert_end58
  tail call fastcc void @__tvm_set_raised_6(ptr nonnull @.str.14, i32 6, ptr nonnull @.str.23, ptr nonnull @.str.26, ptr nonnull @.str.13, ptr nonnull @.str.4, ptr nonnull @.str.5, ptr nonnull @.str.27), !dbg !15
  br label %common.ret, !dbg !15

assert_end60:                                     ; preds = %assert_end58
  %100 = load i64, ptr %add.A_shape, align 8, !dbg !15
  %101 = and i64 %100, 4294967295, !dbg !15
  %102 = icmp eq i64 %101, 1024, !dbg !15
  br i1 %102, label %assert_end62, label %assert_fail61, !dbg !15, !prof !16

assert_fail61:                                    ; preds = %assert_end60
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.33, ptr nonnull @.str.34, ptr nonnull @.str.29, ptr nonnull @.str.9, ptr nonnull @.str.10, ptr nonnull @.str.35), !dbg !15
  br label %common.ret, !dbg !15

assert_end62:                                     ; preds = %assert_end60
  %103 = getelementptr inbounds nuw i8, ptr %A.handle, i64 40, !dbg !15
  %104 = load i64, ptr %103, align 8, !dbg !15
  %105 = icmp eq i64 %104, 0, !dbg !15
  br i1 %105, label %assert_end64, label %assert_fail63, !dbg !15, !prof !16

assert_fail63:                                    ; preds = %assert_end62
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.33, ptr nonnull @.str.36, ptr nonnull @.str.29, ptr nonnull @.str.9, ptr nonnull @.str.10, ptr nonnull @.str.9), !dbg !15
  br label %common.ret, !dbg !15

assert_end64:                                     ; preds = %assert_end62
  %106 = load i64, ptr %add.B_shape, align 8, !dbg !15
  %107 = and i64 %106, 4294967295, !dbg !15
  %108 = icmp eq i64 %107, 1024, !dbg !15
  br i1 %108, label %assert_end66, label %assert_fail65, !dbg !15, !prof !16

assert_fail65:                                    ; preds = %assert_end64
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.33, ptr nonnull @.str.37, ptr nonnull @.str.29, ptr nonnull @.str.12, ptr nonnull @.str.10, ptr nonnull @.str.35), !dbg !15
  br label %common.ret, !dbg !15

assert_end66:                                     ; preds = %assert_end64
  %109 = getelementptr inbounds nuw i8, ptr %B.handle, i64 40, !dbg !15
  %110 = load i64, ptr %109, align 8, !dbg !15
  %111 = icmp eq i64 %110, 0, !dbg !15
  br i1 %111, label %assert_end68, label %assert_fail67, !dbg !15, !prof !16

assert_fail67:                                    ; preds = %assert_end66
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.33, ptr nonnull @.str.38, ptr nonnull @.str.29, ptr nonnull @.str.12, ptr nonnull @.str.10, ptr nonnull @.str.9), !dbg !15
  br label %common.ret, !dbg !15

assert_end68:                                     ; preds = %assert_end66
  %112 = load i64, ptr %add.C_shape, align 8, !dbg !15
  %113 = and i64 %112, 4294967295, !dbg !15
  %114 = icmp eq i64 %113, 1024, !dbg !15
  br i1 %114, label %assert_end70, label %assert_fail69, !dbg !15, !prof !16

assert_fail69:                                    ; preds = %assert_end68
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.33, ptr nonnull @.str.39, ptr nonnull @.str.29, ptr nonnull @.str.13, ptr nonnull @.str.10, ptr nonnull @.str.35), !dbg !15
  br label %common.ret, !dbg !15

assert_end70:                                     ; preds = %assert_end68
  %115 = getelementptr inbounds nuw i8, ptr %C.handle, i64 40, !dbg !15
  %116 = load i64, ptr %115, align 8, !dbg !15
  %117 = icmp eq i64 %116, 0, !dbg !15
  br i1 %117, label %assert_end72, label %assert_fail71, !dbg !15, !prof !16

assert_fail71:                                    ; preds = %assert_end70
  tail call fastcc void @__tvm_set_raised_12(ptr nonnull @.str.14, i32 8, ptr nonnull @.str.33, ptr nonnull @.str.40, ptr nonnull @.str.29, ptr nonnull @.str.13, ptr nonnull @.str.10, ptr nonnull @.str.9), !dbg !15
  br label %common.ret, !dbg !15

assert_end72:                                     ; preds = %assert_end70
    #dbg_declare(ptr %85, !34, !DIExpression(), !15)
  call void @llvm.assume(i1 true) [ "align"(ptr %85, i64 64) ], !dbg !15
    #dbg_declare(ptr %92, !37, !DIExpression(), !15)
  call void @llvm.assume(i1 true) [ "align"(ptr %92, i64 64) ], !dbg !15
    #dbg_declare(ptr %99, !38, !DIExpression(), !15)
  call void @llvm.assume(i1 true) [ "align"(ptr %99, i64 64) ], !dbg !15
  tail call fastcc void @add_compute_(ptr nonnull %85, ptr nonnull %92, ptr nonnull %99), !dbg !15
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
define internal fastcc void @add_compute_(ptr noalias readonly align 64 captures(none) %A, ptr noalias readonly align 64 captures(none) %B, ptr noalias writeonly align 64 captures(none) %C) unnamed_addr #3 !dbg !39 {
entry:
    #dbg_declare(ptr %A, !46, !DIExpression(), !47)
    #dbg_value(ptr %A, !43, !DIExpression(), !47)
    #dbg_value(ptr %B, !44, !DIExpression(), !47)
    #dbg_value(ptr %C, !45, !DIExpression(), !47)
  call void @llvm.assume(i1 true) [ "align"(ptr %A, i64 64) ], !dbg !47
    #dbg_declare(ptr %B, !48, !DIExpression(), !47)
  call void @llvm.assume(i1 true) [ "align"(ptr %B, i64 64) ], !dbg !47
    #dbg_declare(ptr %C, !49, !DIExpression(), !47)
  call void @llvm.assume(i1 true) [ "align"(ptr %C, i64 64) ], !dbg !47
    #dbg_value(i32 0, !50, !DIExpression(), !47)
  br label %vector.body, !dbg !47

vector.body:                                      ; preds = %vector.body, %entry
  %index = phi i64 [ 0, %entry ], [ %index.next.1, %vector.body ], !dbg !47
  %0 = getelementptr inbounds nuw float, ptr %B, i64 %index, !dbg !47
  %1 = getelementptr inbounds nuw i8, ptr %0, i64 16, !dbg !47
  %wide.load = load <4 x float>, ptr %0, align 64, !dbg !47, !tbaa !51
  %wide.load1 = load <4 x float>, ptr %1, align 16, !dbg !47, !tbaa !51
  %2 = getelementptr inbounds nuw float, ptr %A, i64 %index, !dbg !47
  %3 = getelementptr inbounds nuw i8, ptr %2, i64 16, !dbg !47
  %wide.load2 = load <4 x float>, ptr %2, align 64, !dbg !47, !tbaa !54
  %wide.load3 = load <4 x float>, ptr %3, align 16, !dbg !47, !tbaa !54
  %4 = fadd <4 x float> %wide.load, %wide.load2, !dbg !47
  %5 = fadd <4 x float> %wide.load1, %wide.load3, !dbg !47
  %6 = getelementptr inbounds nuw float, ptr %C, i64 %index, !dbg !47
  %7 = getelementptr inbounds nuw i8, ptr %6, i64 16, !dbg !47
  store <4 x float> %4, ptr %6, align 64, !dbg !47, !tbaa !56
  store <4 x float> %5, ptr %7, align 16, !dbg !47, !tbaa !56
  %index.next = or disjoint i64 %index, 8, !dbg !47
  %8 = getelementptr inbounds nuw float, ptr %B, i64 %index.next, !dbg !47
  %9 = getelementptr inbounds nuw i8, ptr %8, i64 16, !dbg !47
  %wide.load.1 = load <4 x float>, ptr %8, align 32, !dbg !47, !tbaa !51
  %wide.load1.1 = load <4 x float>, ptr %9, align 16, !dbg !47, !tbaa !51
  %10 = getelementptr inbounds nuw float, ptr %A, i64 %index.next, !dbg !47
  %11 = getelementptr inbounds nuw i8, ptr %10, i64 16, !dbg !47
  %wide.load2.1 = load <4 x float>, ptr %10, align 32, !dbg !47, !tbaa !54
  %wide.load3.1 = load <4 x float>, ptr %11, align 16, !dbg !47, !tbaa !54
  %12 = fadd <4 x float> %wide.load.1, %wide.load2.1, !dbg !47
  %13 = fadd <4 x float> %wide.load1.1, %wide.load3.1, !dbg !47
  %14 = getelementptr inbounds nuw float, ptr %C, i64 %index.next, !dbg !47
  %15 = getelementptr inbounds nuw i8, ptr %14, i64 16, !dbg !47
  store <4 x float> %12, ptr %14, align 32, !dbg !47, !tbaa !56
  store <4 x float> %13, ptr %15, align 16, !dbg !47, !tbaa !56
  %index.next.1 = add nuw nsw i64 %index, 16, !dbg !47
  %16 = icmp eq i64 %index.next.1, 1024, !dbg !47
  br i1 %16, label %for_end_i, label %vector.body, !dbg !47, !prof !58, !llvm.loop !59

for_end_i:                                        ; preds = %vector.body
  ret void, !dbg !47
}

define weak dllexport i32 @__tvm_ffi_main(ptr %0, ptr %1, i32 %2, ptr %3) local_unnamed_addr {
entry:
  %4 = tail call i32 @__tvm_ffi_add(ptr poison, ptr %1, i32 %2, ptr poison), !dbg !15
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

attributes #0 = { "target-cpu"="generic" }
attributes #1 = { noinline }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: write) "target-cpu"="generic" }
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
!5 = distinct !DISubprogram(name: "__tvm_ffi_add", scope: !1, file: !1, type: !6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !10)
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
!23 = !DILocalVariable(name: "C.type_index", scope: !5, file: !1, type: !8)
!24 = !DILocalVariable(name: "C.handle", scope: !5, file: !1, type: !9)
!25 = !DILocalVariable(name: "add.A_shape", scope: !5, file: !1, type: !26)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27)
!27 = !DIBasicType(name: "int64", size: 64, encoding: DW_ATE_signed)
!28 = !DILocalVariable(name: "add.A_strides", scope: !5, file: !1, type: !26)
!29 = !DILocalVariable(name: "dev_id", scope: !5, file: !1, type: !8)
!30 = !DILocalVariable(name: "add.B_shape", scope: !5, file: !1, type: !26)
!31 = !DILocalVariable(name: "add.B_strides", scope: !5, file: !1, type: !26)
!32 = !DILocalVariable(name: "add.C_shape", scope: !5, file: !1, type: !26)
!33 = !DILocalVariable(name: "add.C_strides", scope: !5, file: !1, type: !26)
!34 = !DILocalVariable(name: "A", scope: !5, file: !1, type: !35)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36)
!36 = !DIBasicType(name: "float32", size: 32, encoding: DW_ATE_float)
!37 = !DILocalVariable(name: "B", scope: !5, file: !1, type: !35)
!38 = !DILocalVariable(name: "C", scope: !5, file: !1, type: !35)
!39 = distinct !DISubprogram(name: "add_compute_", scope: !1, file: !1, type: !40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !42)
!40 = !DISubroutineType(cc: DW_CC_nocall, types: !41)
!41 = !{!8, !35, !35, !35}
!42 = !{!43, !44, !45}
!43 = !DILocalVariable(name: "A", arg: 1, scope: !39, file: !1, type: !35)
!44 = !DILocalVariable(name: "B", arg: 2, scope: !39, file: !1, type: !35)
!45 = !DILocalVariable(name: "C", arg: 3, scope: !39, file: !1, type: !35)
!46 = !DILocalVariable(name: "A", scope: !39, file: !1, type: !35)
!47 = !DILocation(line: 0, scope: !39)
!48 = !DILocalVariable(name: "B", scope: !39, file: !1, type: !35)
!49 = !DILocalVariable(name: "C", scope: !39, file: !1, type: !35)
!50 = !DILocalVariable(name: "i", scope: !39, file: !1, type: !8)
!51 = !{!52, !52, i64 0}
!52 = !{!"0x559b6b4ac250", !53, i64 0}
!53 = !{!"tvm-tbaa"}
!54 = !{!55, !55, i64 0}
!55 = !{!"0x559b6b4abfb0", !53, i64 0}
!56 = !{!57, !57, i64 0}
!57 = !{!"0x559b6b4acea0", !53, i64 0}
!58 = !{!"branch_weights", i32 1, i32 131071}
!59 = distinct !{!59, !60, !61, !62}
!60 = !{!"llvm.loop.isvectorized", i32 1}
!61 = !{!"llvm.loop.unroll.runtime.disable"}
!62 = !{!"llvm.loop.estimated_trip_count", i32 65536}
