// file_mapper.h - the files the command line gives the octal engine for values on disk
// (grundylab --on-disk): the engine does no I/O of its own and asks its host through
// octal::FileMapper (octal/value_store.h).
#pragma once
#include <cstdint>
#include <string>

#include "octal/value_store.h"

namespace gl::cli {

// POSIX files mapped into memory. The mapping grows by doubling while below 1 GiB and by 1 GiB at
// a time past it, in whole pages: the disk space is reserved (posix_fallocate) as it is mapped,
// so a doubling would ask for up to twice the disk the values need, and a write to a mapped page
// past a full disk would be a crash (SIGBUS), never a message.
class PosixFiles final : public octal::FileMapper {
  public:
    bool open(Mapping& m, const std::string& path, bool fresh, std::string& error) const override;
    std::uint64_t file_bytes(const Mapping& m) const override;
    bool map_existing(Mapping& m) const override;
    std::uint64_t grown_bytes(const Mapping& m, std::uint64_t bytes) const override;
    bool grow(Mapping& m, std::uint64_t bytes) const override;
    bool sync(const Mapping& m, std::uint64_t bytes) const override;
    void release(const Mapping& m, std::uint64_t begin, std::uint64_t end) const override;
    void close(Mapping& m, std::uint64_t keep = UINT64_MAX) const override;
};

const octal::FileMapper& posix_files(); // one for the whole program

} // namespace gl::cli
