#include <math.h>
#include "mathx.h"

double mathx_norm(const double *v, int n)
{
    return sqrt(mathx_dot(v, v, n)) * MATHX_SCALE;
}
