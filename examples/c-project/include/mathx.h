/* mathx: a tiny static library used by the example program (see README.md). */
#ifndef MATHX_H
#define MATHX_H

#ifndef MATHX_SCALE
#define MATHX_SCALE 1
#endif

double mathx_norm(const double *v, int n);
double mathx_dot(const double *a, const double *b, int n);

#endif
