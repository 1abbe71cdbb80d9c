/* Compiled with the Makefile's CC, which says -std=gnu99. */
#if !defined(__STDC_VERSION__) || __STDC_VERSION__ != 199901L
#error "built without the Makefile's -std=gnu99: CC lost the words after the compiler"
#endif

long demo_version(void) { return __STDC_VERSION__; }
