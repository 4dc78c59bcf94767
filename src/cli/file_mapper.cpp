// file_mapper.cpp - the command line's files for values on disk (file_mapper.h): POSIX files
// mapped into memory (Linux: mremap, posix_fallocate).
#include "cli/file_mapper.h"

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace gl::cli {

namespace {
std::uint64_t page_size() {
    static const std::uint64_t size = static_cast<std::uint64_t>(::sysconf(_SC_PAGESIZE));
    return size;
}
} // namespace

bool PosixFiles::open(Mapping& m, const std::string& path, bool fresh, std::string& error) const {
    const int fd = ::open(path.c_str(), O_RDWR | O_CLOEXEC | (fresh ? O_CREAT | O_TRUNC : 0), 0644);
    if (fd < 0) {
        error = std::strerror(errno);
        return false;
    }
    m = Mapping{fd, nullptr, 0};
    return true;
}

std::uint64_t PosixFiles::file_bytes(const Mapping& m) const {
    struct stat st{};
    return ::fstat(m.handle, &st) == 0 ? static_cast<std::uint64_t>(st.st_size) : 0;
}

bool PosixFiles::map_existing(Mapping& m) const {
    const std::uint64_t bytes = file_bytes(m);
    if (bytes == 0) return true; // nothing to map yet: grow() maps it
    if (bytes > static_cast<std::uint64_t>(SIZE_MAX / 2)) return false;
    // Pages past the end of the file are never read: the values read are within it.
    void* p = ::mmap(nullptr, static_cast<std::size_t>(bytes), PROT_READ | PROT_WRITE, MAP_SHARED, m.handle, 0);
    if (p == MAP_FAILED) return false;
    m.data = p, m.bytes = bytes;
    return true;
}

std::uint64_t PosixFiles::grown_bytes(const Mapping& m, std::uint64_t bytes) const {
    if (bytes <= m.bytes) return m.bytes;
    const std::uint64_t page = page_size(), step = std::uint64_t{1} << 30;
    const std::uint64_t want = std::max<std::uint64_t>({bytes, std::min(m.bytes * 2, m.bytes + step), std::uint64_t{1} << 20});
    return (want + page - 1) / page * page;
}

bool PosixFiles::grow(Mapping& m, std::uint64_t bytes) const {
    if (bytes <= m.bytes) return true;
    const std::uint64_t want = grown_bytes(m, bytes);
    if (want > static_cast<std::uint64_t>(SIZE_MAX / 2)) return false;
    const std::uint64_t have = file_bytes(m);
    // The disk space first: a write to a mapped page past a full disk would be a crash (SIGBUS).
    if (want > have && ::posix_fallocate(m.handle, static_cast<off_t>(have), static_cast<off_t>(want - have)) != 0) return false;
    void* p = m.data ? ::mremap(m.data, static_cast<std::size_t>(m.bytes), static_cast<std::size_t>(want), MREMAP_MAYMOVE)
                     : ::mmap(nullptr, static_cast<std::size_t>(want), PROT_READ | PROT_WRITE, MAP_SHARED, m.handle, 0);
    if (p == MAP_FAILED) {
        if (want > have && ::ftruncate(m.handle, static_cast<off_t>(have)) != 0) { /* the file keeps the reserved space */ }
        return false;
    }
    m.data = p, m.bytes = want;
    return true;
}

bool PosixFiles::sync(const Mapping& m, std::uint64_t bytes) const {
    if (!m.data || bytes == 0) return true;
    const std::uint64_t page = page_size();
    const std::uint64_t len = std::min(m.bytes, (bytes + page - 1) / page * page);
    return ::msync(m.data, static_cast<std::size_t>(len), MS_SYNC) == 0 && ::fsync(m.handle) == 0;
}

void PosixFiles::release(const Mapping& m, std::uint64_t begin, std::uint64_t end) const {
    const std::uint64_t page = page_size();
    begin = (begin + page - 1) / page * page;
    end = std::min(end, m.bytes) / page * page;
    // MADV_DONTNEED on a shared file mapping only unmaps the pages: their contents, written or
    // not yet, are the file's, and come back from it if read again.
    if (m.data && begin < end)
        ::madvise(static_cast<char*>(m.data) + begin, static_cast<std::size_t>(end - begin), MADV_DONTNEED);
}

void PosixFiles::close(Mapping& m, std::uint64_t keep) const {
    if (m.data) ::munmap(m.data, static_cast<std::size_t>(m.bytes));
    if (m.handle >= 0) {
        if (keep != UINT64_MAX && ::ftruncate(m.handle, static_cast<off_t>(keep)) != 0) { /* the file stays longer */ }
        ::close(m.handle);
    }
    m = Mapping{};
}

const octal::FileMapper& posix_files() {
    static const PosixFiles files;
    return files;
}

} // namespace gl::cli
