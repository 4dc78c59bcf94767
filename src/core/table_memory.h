// table_memory.h - the memory of a search's large tables (the transposition tables of Domineering's
// and Clobber's outcome searches): aligned to a cache line, so a bucket of slots is one fetch,
// and natively on Linux in huge pages where the system gives them on request (a look-up is a random
// access: fewer misses of the TLB). The huge-page request is a hint about memory, not I/O: the
// engine's only system call beyond allocation.
#pragma once
#include <cstddef>
#include <cstdlib>
#include <memory>

namespace gl {

// `bytes` of uninitialised memory (throws std::bad_alloc); released by FreeTable (std::free).
// Tables of 2 MB or more are aligned to 2 MB natively on Linux, and asked for in huge pages.
void* allocate_table(std::size_t bytes);

struct FreeTable {
    void operator()(void* p) const { std::free(p); }
};
template <class T> using TablePtr = std::unique_ptr<T, FreeTable>;

} // namespace gl
