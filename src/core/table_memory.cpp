// table_memory.cpp - large tables' memory (table_memory.h).
#include "core/table_memory.h"

#include <new>

#if defined(__linux__) && !defined(__EMSCRIPTEN__)
#include <sys/mman.h>
#endif

namespace gl {

void* allocate_table(std::size_t bytes) {
#if defined(__linux__) && !defined(__EMSCRIPTEN__)
    constexpr std::size_t kHuge = std::size_t{2} << 20;
    if (bytes >= kHuge) {
        // aligned_alloc needs a multiple of the alignment; the tables are powers of two.
        const std::size_t size = (bytes + kHuge - 1) / kHuge * kHuge;
        void* p = std::aligned_alloc(kHuge, size);
        if (!p) throw std::bad_alloc();
        ::madvise(p, size, MADV_HUGEPAGE); // a hint: without it, small pages
        return p;
    }
#endif
    // Elsewhere 64-byte lines only: a 2 MB alignment would waste up to 2 MB.
    void* p = std::aligned_alloc(64, (bytes + 63) / 64 * 64);
    if (!p) throw std::bad_alloc();
    return p;
}

} // namespace gl
