/* The project's own shared library: every test links it, as cJSON's tests link libcjson.so.1. */
int jsonish_objects(const char *text);
