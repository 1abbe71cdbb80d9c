#include <stdio.h>
#include "mathx.h"

#ifndef GREETING
#define GREETING "hello"
#endif

int main(void)
{
    double v[4] = {1.0, 2.0, 2.0, 4.0};
    printf("%s: norm=%.3f dot=%.1f\n", GREETING, mathx_norm(v, 4), mathx_dot(v, v, 4));
    return 0;
}
