#include "core/game.h"

#include <algorithm>
#include <cstdio>

#include "core/link.h"

namespace gl {

const char* method_name(Method m) {
    switch (m) {
    case Method::ClosedForm: return "closed form";
    case Method::Search: return "search";
    case Method::TooLarge: return "too large";
    case Method::OutcomeSearch: return "outcome search";
    }
    return "?";
}

std::string position_query(const Ruleset& r, std::string_view pos, Play play) {
    std::string q = "game=" + std::string(r.meta().id);
    const std::string rules = r.rules_text();
    if (!rules.empty()) q += "&" + std::string(r.meta().rules_key) + "=" + encode_link_value(rules);
    q += "&pos=" + encode_link_value(pos);
    if (play == Play::Misere) q += "&play=misere";
    return q;
}

std::string values_list(const std::vector<Grundy>& values, std::size_t max_shown) {
    std::vector<Grundy> v = values;
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
    std::string s = "{";
    for (std::size_t i = 0; i < v.size() && i < max_shown; ++i) s += (i ? ", " : "") + std::to_string(v[i]);
    if (v.size() > max_shown) s += ", …";
    return s + "}";
}

// ---- JSON ----------------------------------------------------------------------------------------

std::string json_quote(std::string_view s) {
    std::string out = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (static_cast<unsigned char>(c) < 0x20) {
            char b[8];
            std::snprintf(b, sizeof b, "\\u%04x", static_cast<unsigned>(static_cast<unsigned char>(c)));
            out += b;
        } else {
            out += c;
        }
    }
    return out + "\"";
}

void JsonWriter::key(std::string_view name) {
    if (sink_ && out_.size() >= 64 * 1024) flush();
    if (!first_.back()) out_ += ',';
    first_.back() = false;
    if (!in_array_.back() && !(first_.size() == 1 && name.empty())) out_ += json_quote(name) + ":";
}
void JsonWriter::str(std::string_view n, std::string_view v) { key(n); out_ += json_quote(v); }
void JsonWriter::num(std::string_view n, std::uint64_t v) { key(n); out_ += std::to_string(v); }
void JsonWriter::boolean(std::string_view n, bool v) { key(n); out_ += v ? "true" : "false"; }
void JsonWriter::null(std::string_view n) { key(n); out_ += "null"; }
void JsonWriter::begin_array(std::string_view n) {
    key(n);
    out_ += '[';
    first_.push_back(true);
    in_array_.push_back(true);
}
void JsonWriter::end_array() {
    out_ += ']';
    first_.pop_back();
    in_array_.pop_back();
    closed();
}
void JsonWriter::begin_object(std::string_view n) {
    key(n);
    out_ += '{';
    first_.push_back(true);
    in_array_.push_back(false);
}
void JsonWriter::end_object() {
    out_ += '}';
    first_.pop_back();
    in_array_.pop_back();
    closed();
}
void JsonWriter::closed() {
    if (!sink_) return;
    if (first_.size() != 1) return;
    out_ += '\n';
    flush();
}
void JsonWriter::flush() {
    if (!sink_ || out_.empty()) return;
    sink_(out_);
    out_.clear();
}

std::string analysis_json(const Analysis& a) {
    JsonWriter w;
    w.begin_object("");
    write_analysis(w, a);
    w.end_object();
    return w.text();
}

std::string error_json(const Error& e) {
    JsonWriter w;
    w.begin_object("");
    w.boolean("ok", false);
    w.begin_object("error");
    write_error(w, e);
    w.end_object();
    w.end_object();
    return w.text();
}

} // namespace gl
