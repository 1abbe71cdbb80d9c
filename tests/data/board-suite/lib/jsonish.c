#include "jsonish.h"

int jsonish_objects(const char *text)
{
    int n = 0;
    for (; *text; text++)
        n += *text == '{';
    return n;
}
