/* A project's test that passes when built by gcc with no -O, and that zig cc's defaults broke:
 * - a signed overflow and a misaligned load (undefined behaviour gcc leaves alone; zig's Debug-mode
 *   UBSan aborts on the first, as cJSON's misc_tests died on rasp4b);
 * - an assert() the test relies on (zig defines NDEBUG at -O1..3; gcc never does). */
#include <assert.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>

static int asserts_ran;
static int note_assert(void) { asserts_ran = 1; return 1; }

int main(int argc, char **argv) {
    (void)argv;
    unsigned char bytes[16];
    memset(bytes, 1, sizeof bytes);
    int misaligned;
    int *p = (int *)(void *)(bytes + 1);
    misaligned = *p;
    int wrapped = INT_MAX - 1 + argc;   /* argc == 2: INT_MAX + 1 */
    assert(note_assert());
    printf("misaligned=%d wrapped=%d asserts=%d\n", misaligned, wrapped + 0, asserts_ran);
    return asserts_ran ? 0 : 3;
}
