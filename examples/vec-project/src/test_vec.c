/* Unit test: exits 0 when saxpy and dot agree with hand-computed values. */
#include <stdio.h>
#include "vec.h"

int main(void) {
    float x[4] = {1, 2, 3, 4}, y[4] = {1, 1, 1, 1};
    saxpy(4, 2.0f, x, y);
    float d = dot(4, x, y); /* y = 3,5,7,9 -> 3+10+21+36 = 70 */
    if (d != 70.0f) {
        fprintf(stderr, "dot = %g, expected 70\n", (double)d);
        return 1;
    }
    printf("vec ok\n");
    return 0;
}
