// CGioBaseline: GIO's asynchronous file calls written in C, the baseline GtkRxBenchmarks
// compares GtkRx's `async` and `Single` forms with: each starts the call, runs the default main
// context until its callback has run, and reports what it read, so that both sides do the same
// work on the same loop.
#ifndef CGIOBASELINE_H
#define CGIOBASELINE_H

#include <stdbool.h>
#include <stddef.h>

/// Reads the file at `path` with g_file_load_contents_async, iterating the default main context
/// until the callback has run; the contents are freed after their length is taken. Returns the
/// number of bytes read, or -1 on an error.
long long cgio_load_contents(const char *path);

/// Queries the size of the file at `path` `count` times in sequence with
/// g_file_query_info_async (each call started from the previous one's callback), iterating the
/// default main context until the last has finished. Returns the sum of the sizes read, or -1
/// on an error.
long long cgio_query_sizes(const char *path, int count);

#endif
