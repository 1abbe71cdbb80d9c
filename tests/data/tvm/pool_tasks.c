/* A packed function that checks TVM's parallel-launch semantics from inside its tasks. */
#include <stdint.h>
typedef struct { void *sync_handle; int32_t num_task; } Env;
typedef int (*Task)(int task_id, Env *env, void *cdata);
typedef struct { int32_t type_index; uint32_t pad; union { int64_t i; double f; void *p; } v; } Any;
void *__TVMBackendParallelLaunch = 0;  /* like TVM's linkonce global: NULL until the host sets it */
void TVMFFIErrorSetRaisedFromCStrParts(const char *kind, const char **parts, int32_t n);

static int task(int id, Env *env, void *cdata) {
    int64_t *seen = cdata;
    if (id < 0 || id >= env->num_task || id >= 64) return -1;
    __atomic_fetch_add(&seen[id], 1, __ATOMIC_RELAXED);
    seen[64] = env->num_task;
    return 0;
}

int32_t __tvm_ffi_tasks(void *self, const Any *args, int32_t n, Any *result) {
    static const char *wrong[] = {"tasks ran a wrong number of times or saw a wrong num_task"};
    int64_t seen[65] = {0};
    int64_t num_task = args[0].v.i, expect = args[1].v.i;
    int (*launch)(Task, void *, int) = (int (*)(Task, void *, int))__TVMBackendParallelLaunch;
    if (launch(task, seen, (int)num_task) != 0) return -1;
    int ok = seen[64] == expect;
    for (int i = 0; i < 64; i++) ok &= seen[i] == (i < expect);
    if (!ok) { TVMFFIErrorSetRaisedFromCStrParts("RuntimeError", wrong, 1); return -1; }
    return 0;
}
