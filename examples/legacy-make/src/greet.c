#include <stdio.h>
#include "greet.h"

int greet(char *buf, int size, const char *name) {
    return snprintf(buf, (size_t)size, "hello, %s", name);
}
