// value_store.h - the storage of a nim-sequence's values: a block of memory, or a file on disk.
//
// ValueArray<T> holds G(0), G(1), ... as T (1, 2 or 4 bytes each) in one block, like a vector
// that only grows by push_back. Two kinds of block:
//  - in memory (the default): malloc'd, grown with realloc (which large blocks move by remapping
//    pages, not by copying: growing never holds the old and the new block at once);
//  - on disk (natively, for research runs: grundylab --on-disk): a file mapped into memory by the
//    host's FileMapper (below). The file is the values' storage, so the memory a run holds no
//    longer grows with the number of values. Only the first and last kWindowBytes of values stay
//    mapped in (the short parts of the splits and the rare pairs' partners are read from there);
//    every kReleaseBytes more values, the pages in between are given back to the kernel, which
//    keeps them in the file. Reading them again (a mask review, the counts, a period check)
//    brings them back from the file.
//    The host reserves space on disk before it is used, so a full disk is a refusal with a
//    message, never a crash when a page is written.
// A refusal (no memory, no disk) changes nothing: the caller says so and stops.
#pragma once
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <new>
#include <string>
#include <utility>

namespace gl::octal {

// The files a run's values may live in. The engine does no I/O of its own: a host that keeps
// values on disk (the command line's --on-disk: src/cli/file_mapper.h) supplies this interface;
// the browser supplies none, and a request without it is refused.
class FileMapper {
  public:
    struct Mapping {
        int handle = -1; // the host's handle of the open file; -1: none
        void* data = nullptr;
        std::uint64_t bytes = 0; // mapped (and reserved in the file)
    };
    virtual ~FileMapper() = default;
    // Opens the file at `path`: `fresh`, created or emptied; otherwise it must exist and is left
    // as it is. On failure, `error` says why.
    virtual bool open(Mapping& m, const std::string& path, bool fresh, std::string& error) const = 0;
    virtual std::uint64_t file_bytes(const Mapping& m) const = 0; // the file's size now
    // Maps the file as it is (its size now), changing nothing in it; false if it cannot be mapped.
    virtual bool map_existing(Mapping& m) const = 0;
    // The size grow(m, bytes) makes the mapping (at least `bytes`; the host's steps).
    virtual std::uint64_t grown_bytes(const Mapping& m, std::uint64_t bytes) const = 0;
    // Makes the mapping grown_bytes(m, bytes) long, reserving the disk space first; false (nothing
    // changed) if refused.
    virtual bool grow(Mapping& m, std::uint64_t bytes) const = 0;
    // Writes the first `bytes` of the mapping to the file and waits for it.
    virtual bool sync(const Mapping& m, std::uint64_t bytes) const = 0;
    // Gives back the pages wholly inside [begin, end) bytes (their contents stay in the file).
    virtual void release(const Mapping& m, std::uint64_t begin, std::uint64_t end) const = 0;
    // Unmaps and closes; the file is cut to `keep` bytes (the values it holds) if keep is not UINT64_MAX.
    virtual void close(Mapping& m, std::uint64_t keep = UINT64_MAX) const = 0;
};

template <class T> class ValueArray {
  public:
    // On disk, the first and last kWindowBytes of the values stay mapped in; the pages between
    // are released each time kReleaseBytes more values have been written.
    static constexpr std::uint64_t kWindowBytes = std::uint64_t{64} << 20, kReleaseBytes = std::uint64_t{128} << 20;
    static constexpr std::uint64_t kMostHeld = 2 * kWindowBytes + kReleaseBytes; // on disk

    ValueArray() = default;
    ValueArray(const ValueArray& o) { *this = o; }
    ValueArray& operator=(const ValueArray& o) {
        // A copy is always in memory (the page's copies, tests); it cannot share the file.
        if (this == &o) return *this;
        clear();
        if (o.size_ && !reserve(o.size_)) throw std::bad_alloc(); // as a vector's copy would
        for (std::size_t i = 0; i < o.size_; ++i) data_[i] = o.data_[i];
        size_ = o.size_;
        return *this;
    }
    ValueArray(ValueArray&& o) noexcept { *this = std::move(o); }
    ValueArray& operator=(ValueArray&& o) noexcept {
        if (this == &o) return *this;
        clear();
        data_ = o.data_, size_ = o.size_, cap_ = o.cap_, map_ = o.map_, files_ = o.files_, written_ = o.written_;
        o.data_ = nullptr, o.size_ = o.cap_ = 0, o.map_ = {}, o.files_ = nullptr, o.written_ = false;
        return *this;
    }
    ~ValueArray() { clear(); }

    std::size_t size() const { return size_; }
    std::size_t capacity() const { return cap_; }
    T* data() { return data_; }
    const T* data() const { return data_; }
    T operator[](std::size_t i) const { return data_[i]; }
    bool on_disk() const { return files_ != nullptr; }
    // Bytes held in memory: the whole block in memory; on disk, at most the two windows and a release interval.
    std::uint64_t memory_bytes() const {
        const std::uint64_t all = std::uint64_t{cap_} * sizeof(T);
        return on_disk() ? std::min(all, kMostHeld) : all;
    }
    // The bytes reserve(cap) asks for: in memory the new block; on disk the file's growth.
    std::uint64_t growth_bytes(std::size_t cap) const {
        if (!on_disk()) return std::uint64_t{cap} * sizeof(T);
        return files_->grown_bytes(map_, std::uint64_t{cap} * sizeof(T)) - map_.bytes;
    }

    // Room for at least `cap` values; false (nothing changed) if the memory or the disk refuses it.
    // On disk the file grows in the steps of FileMapper::grown_bytes, and the room is all of it.
    bool reserve(std::size_t cap) {
        if (cap <= cap_) return true;
        if (on_disk()) {
            if (!files_->grow(map_, std::uint64_t{cap} * sizeof(T))) return false;
            data_ = static_cast<T*>(map_.data);
            cap_ = static_cast<std::size_t>(map_.bytes / sizeof(T));
            return true;
        } else {
            void* p = std::realloc(data_, cap * sizeof(T));
            if (!p) return false;
            data_ = static_cast<T*>(p);
        }
        cap_ = cap;
        return true;
    }
    void push_back(T v) { // needs room (reserve)
        data_[size_++] = v;
        written_ = true;
        if (on_disk() && (std::uint64_t{size_} * sizeof(T)) % kReleaseBytes == 0) release_middle();
    }
    // The values of `from` (narrower), into this empty array; false if refused.
    template <class U> bool widen_from(const ValueArray<U>& from, std::size_t cap) {
        if (!reserve(cap)) return false;
        for (std::size_t i = 0; i < from.size(); ++i) data_[i] = from[i];
        size_ = from.size();
        written_ = true;
        if (on_disk()) release_middle();
        return true;
    }
    // `n` values, their bytes written by the caller into data() (restoring a checkpoint).
    bool resize_for_reading(std::size_t n) {
        if (!reserve(n)) return false;
        size_ = n;
        return true;
    }
    // A file written to is cut to the values it holds; one only read (a checkpoint refused) is left as it was.
    void clear() {
        if (on_disk()) files_->close(map_, written_ ? std::uint64_t{size_} * sizeof(T) : UINT64_MAX);
        else std::free(data_);
        data_ = nullptr, size_ = cap_ = 0, map_ = {}, files_ = nullptr, written_ = false;
    }

    // From now on the values live in the file at `path` (opened by `files`), emptied first; this
    // array must be empty.
    bool use_file(const FileMapper& files, const std::string& path, std::string& error) {
        clear();
        if (!files.open(map_, path, true, error)) return false;
        files_ = &files;
        written_ = true;
        return true;
    }
    // The first `n` values are those the file at `path` holds already (a checkpoint's values):
    // mapped, not read. False, and the file untouched, if it holds fewer.
    bool adopt_file(const FileMapper& files, const std::string& path, std::size_t n, std::string& error) {
        clear();
        if (!files.open(map_, path, false, error)) return false;
        const std::uint64_t have = files.file_bytes(map_) / sizeof(T);
        if (have < n) {
            files.close(map_);
            map_ = {};
            error = "holds fewer than its " + std::to_string(n) + " values (" + path + " holds " + std::to_string(have) + ")";
            return false;
        }
        if (!files.map_existing(map_)) {
            files.close(map_);
            map_ = {};
            error = "cannot be mapped into memory";
            return false;
        }
        files_ = &files;
        data_ = static_cast<T*>(map_.data), size_ = n, cap_ = static_cast<std::size_t>(have);
        return true;
    }
    // On disk: the values written so far are in the file when this returns true.
    bool sync() const { return !on_disk() || files_->sync(map_, std::uint64_t{size_} * sizeof(T)); }
    // On disk: gives back the pages of values [begin, end) that are between the two windows (they
    // stay in the file). Whoever reads every value calls it as it goes, or the pages read stay.
    void release(std::uint64_t begin, std::uint64_t end) const {
        const std::uint64_t top = std::uint64_t{size_} * sizeof(T);
        if (!on_disk() || top <= 2 * kWindowBytes) return;
        begin = std::max(begin * sizeof(T), kWindowBytes);
        end = std::min(end * sizeof(T), top - kWindowBytes);
        if (begin < end) files_->release(map_, begin, end);
    }
    void release_middle() const { release(0, size_); }

  private:
    T* data_ = nullptr;
    std::size_t size_ = 0, cap_ = 0;
    FileMapper::Mapping map_;
    const FileMapper* files_ = nullptr; // on disk: the host's files; nullptr: in memory
    bool written_ = false;
};

} // namespace gl::octal
