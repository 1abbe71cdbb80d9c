/* Reads a data file the ways cJSON's and json-c's tests do, and checks it with the project's library:
 *   check rel               "inputs/test1", relative to the working directory (cJSON's parse_examples)
 *   check file PATH         a path given as an argument (relative or absolute into the source tree)
 *   check env NAME FILE     $NAME/FILE (a data folder named in the test's ENVIRONMENT)
 * Exit 0 when the file was read and holds at least one JSON object. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "jsonish.h"

static int check(const char *path)
{
    char text[4096];
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "Failed to open %s\n", path);
        return 1;
    }
    size_t n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[n] = '\0';
    int objects = jsonish_objects(text);
    printf("%s: %d object(s)\n", path, objects);
    return objects > 0 ? 0 : 1;
}

int main(int argc, char **argv)
{
    char path[4096];
    if (argc >= 2 && !strcmp(argv[1], "rel"))
        return check("inputs/test1");
    if (argc >= 3 && !strcmp(argv[1], "file"))
        return check(argv[2]);
    if (argc >= 4 && !strcmp(argv[1], "env")) {
        const char *dir = getenv(argv[2]);
        if (!dir) {
            fprintf(stderr, "%s is not set\n", argv[2]);
            return 1;
        }
        snprintf(path, sizeof path, "%s/%s", dir, argv[3]);
        return check(path);
    }
    fprintf(stderr, "usage: check rel | file PATH | env NAME FILE\n");
    return 2;
}
