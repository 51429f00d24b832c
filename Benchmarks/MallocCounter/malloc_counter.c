// Counting allocator: see include/malloc_counter.h.
#include "malloc_counter.h"

#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);

static _Atomic uint64_t allocations;
static _Atomic _Bool counting = 1;

uint64_t malloc_counter_allocations(void) {
    return atomic_load_explicit(&allocations, memory_order_relaxed);
}

void malloc_counter_stop_counting(void) {
    atomic_store_explicit(&counting, 0, memory_order_relaxed);
}

static inline void count(void) {
    if (atomic_load_explicit(&counting, memory_order_relaxed)) {
        atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    }
}

void *malloc(size_t size) {
    count();
    return __libc_malloc(size);
}

void *calloc(size_t count_, size_t size) {
    count();
    return __libc_calloc(count_, size);
}

void *realloc(void *pointer, size_t size) {
    count();
    return __libc_realloc(pointer, size);
}

void free(void *pointer) { __libc_free(pointer); }

void *memalign(size_t alignment, size_t size) {
    count();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    count();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) {
        return ENOMEM;
    }
    *result = pointer;
    return 0;
}
