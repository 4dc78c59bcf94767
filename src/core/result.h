// result.h - errors as values.
// The engine never throws across the UI/Embind line (wasm builds run with exceptions off): every
// operation that can fail on user input returns Result<T>, which holds a value or an Error saying
// what was wrong and where (the input field and the character offset inside it).
#pragma once
#include <cstddef>
#include <string>
#include <utility>
#include <variant>

namespace gl {

struct Error {
    std::string where;      // the input the error is about, e.g. "pos" or "rules"
    static constexpr std::size_t kWhole = static_cast<std::size_t>(-1);
    std::size_t offset = kWhole; // 0-based character offset inside that input, or kWhole
    std::string message;    // a sentence for a person: what is wrong, and what would be right

    // "pos, character 3: 'x' is not a number: ..." or "game: unknown game 'chess'..."
    std::string describe() const;
};

template <class T>
class Result {
  public:
    Result(T value) : v_(std::move(value)) {}
    Result(Error error) : v_(std::move(error)) {}

    bool ok() const { return v_.index() == 0; }
    explicit operator bool() const { return ok(); }
    const T& value() const& { return std::get<0>(v_); }
    T& value() & { return std::get<0>(v_); }
    T&& value() && { return std::get<0>(std::move(v_)); }
    const Error& error() const { return std::get<1>(v_); }
    const T* operator->() const { return &value(); }
    const T& operator*() const { return value(); }

  private:
    std::variant<T, Error> v_;
};

} // namespace gl
