// Counts the calls to the C allocator in this process, for benchmarks that show a hot path
// allocates nothing. The counting allocator functions (malloc, calloc, realloc, free,
// posix_memalign, aligned_alloc, memalign) are defined in malloc_counter.c; linked into an
// executable they replace the C library's for the whole process (shared libraries included),
// and forward to it.
#ifndef MALLOC_COUNTER_H
#define MALLOC_COUNTER_H

#include <stdint.h>

/// The number of allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign)
/// made so far by all threads.
uint64_t malloc_counter_allocations(void);

/// Stops counting for the rest of the process's life: the allocator functions then only
/// forward (a load and a branch instead of an atomic increment each). For child processes
/// whose time is compared with a C program's, which has no counting allocator.
void malloc_counter_stop_counting(void);

#endif
