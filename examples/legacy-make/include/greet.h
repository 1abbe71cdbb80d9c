#ifndef GREET_H
#define GREET_H
/* Writes "hello, NAME" into buf (at most size bytes); returns its length. */
int greet(char *buf, int size, const char *name);
#endif
