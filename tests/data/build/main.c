#include <stdint.h>
#include <stdio.h>

void vadd(const float *a, const float *b, float *out, int64_t n); /* i64 in vadd.ll */
void scale(const float *in, float *out, long n);

int main(void) {
    float a[8], b[8], sum[8], tripled[8];
    for (int i = 0; i < 8; i++) { a[i] = (float)i; b[i] = 10.0f * i; }
    vadd(a, b, sum, 8);
    scale(sum, tripled, 8);
    double total = 0;
    for (int i = 0; i < 8; i++) total += tripled[i];
    printf("total=%.1f\n", total);   /* 3 * 11 * (0+...+7) = 924 */
    return 0;
}
