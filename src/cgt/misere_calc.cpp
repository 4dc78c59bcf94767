// misere_calc.cpp - misère expressions in the calculator (see misere_calc.h).
// Index:
//   [SECTION] Methods      the misère methods (G.Genus, G.IsTame, ...), what they mean, their sources
//   [SECTION] Parser       misère games *[...], CGSuite 2's lists, sums, relations and G.Name,
//                          errors naming the character
//   [SECTION] Printing     a value as text: forms up to the cap, CGSuite 2's lists, what is said
//                          of a form not printed
//   [SECTION] Calculator   check_misere() and calculate_misere()
#include "cgt/misere_calc.h"

#include <algorithm>
#include <memory>
#include <optional>
#include <unordered_set>

#include "cgt/misere.h"
#include "core/text.h"

namespace gl::cgt {

using misere::MId;
using misere::MisereStore;

bool looks_misere(std::string_view expr) { return expr.find("*[") != std::string_view::npos; }

//-----------------------------------------------------------------------------
// [SECTION] Methods
//-----------------------------------------------------------------------------

namespace {

constexpr const char* kOnag = "Conway, On Numbers and Games, ch. 12";
constexpr const char* kWw = "Winning Ways ch. 13";

const std::vector<MisereMethod> kMisereMethods = {
    {"Genus", "Conway's genus g^(γ0 γ1 ...): g the normal-play nim value, γn the misère nim value of G plus n copies of *2; as CGSuite prints it, a nim heap by its value, a tame or restive game by its first digit.", kOnag, true},
    {"MisereOutcomeClass", "P if the player to move loses under misère play (the last player to move loses), else N.", kWw, true},
    {"NimValue", "The normal-play nim value g+ (the mex of the options').", kWw, true},
    {"MisereNimValue", "The misère nim value g-: 1 for 0, else the mex of the options'; G is a misère P-position exactly when it is 0.", kOnag, true},
    {"Birthday", "The height of the canonical form's game tree.", kOnag, true},
    {"Options", "The options of the misère canonical form, in CGSuite's order.", kOnag, true},
    {"Mate", "The mate G⁻: * for 0, else the game of the options' mates.", kOnag, true},
    {"Parts", "The proper parts of G: the games H other than 0 and G (each up to *: the even one) with G = H + X for some X, in CGSuite's order.", kOnag, true},
    {"Partitions", "The ways of writing G as a sum of primes (even ones, in CGSuite's order), with * last when G is odd; [[]] for 0.", kOnag, true},
    {"IsTame", "Hereditarily tame: every follower's genus is that of a nim heap or of its mate (CGSuite's IsTame).", kOnag, true},
    {"IsTameable", "Tame, or made tame by bypassing reversible moves (CGSuite's tameable phylum).", kOnag, true},
    {"IsHalfTame", "Not generally tame, but G + G is generally tame with genus 0^0.", kOnag, true},
    {"IsGenerallyTame", "Tame after bypassing reversible moves through tame games (a nim heap, hereditarily or reversibly tame).", kOnag, true},
    {"IsRestive", "Hereditarily restive: a restive genus (g+ < 2 <= g-) with every option a nim heap or hereditarily tame.", kOnag, true},
    {"IsGenerallyRestive", "Restive, hereditarily or after bypassing reversible moves.", kOnag, true},
    {"IsRestless", "A restless genus (g- < 2 <= g+) with every option generally tame.", kOnag, true},
    {"IsExtraverted", "Every option of G is a part of G; equivalently G is a part of {G}.", kOnag, true},
    {"IsIntroverted", "G is a part of each of its options (only 0 and *).", kOnag, true},
    {"IsEven", "G is born before G + * (0 and *2 are even, * is odd).", kOnag, true},
    {"IsOdd", "G is born after G + *.", kOnag, true},
    {"IsPrime", "G is not 0 or * and is no sum of two games other than 0 and * (up to *): it has no proper parts.", kOnag, true},
    {"IsNimHeap", "G is a nim heap *n.", kWw, true},
};

//-----------------------------------------------------------------------------
// [SECTION] Parser
//-----------------------------------------------------------------------------

// A value: a misère game, true/false, a set of games, a count or a text.
struct MV {
    enum class Kind : std::uint8_t { Game, Boolean, List, Lists, Integer, Text } kind = Kind::Game;
    MId game = MisereStore::kZero;
    bool truth = false;
    std::vector<MId> set;                // a List: Options, Parts
    std::vector<std::vector<MId>> lists; // Lists: Partitions
    std::string text;
    bool from_call = false; // the result of G.Name (printed as `result`, as for partizan games)
};

class MisereParser {
  public:
    MisereParser(MisereStore& s, std::string_view text, const Limits& lim, std::string_view field, const MisereNames* names)
        : s_(s), t_(text), lim_(lim), field_(field), names_(names) {}

    Result<MV> run() {
        auto v = relation();
        if (!v) return v;
        skip();
        if (i_ < t_.size()) return err(i_, quote_at(t_, i_) + " where the expression should end");
        return v;
    }

  private:
    Error err(std::size_t at, std::string msg) const {
        return Error{field_, char_count(t_, std::min(at, t_.size())), std::move(msg)};
    }
    void skip() {
        while (i_ < t_.size() && (t_[i_] == ' ' || t_[i_] == '\t' || t_[i_] == '\n')) ++i_;
    }
    char ch(std::size_t k = 0) const { return i_ + k < t_.size() ? t_[i_ + k] : '\0'; }
    static bool digit(char c) { return c >= '0' && c <= '9'; }
    bool out() const { return s_.exhausted(); }
    bool named() const { return names_ && t_.substr(i_, 5) == "game."; } // a name the caller reads
    Error too_large(std::size_t at) const {
        return err(at, "too large to compute within the calculator's limits (" + std::to_string(lim_.work) + " steps of work)");
    }
    Result<MId> game_of(const MV& v, std::size_t at) const {
        if (v.kind != MV::Kind::Game) return err(at, "this is not a misère game (a true/false, a list, a count or a text)");
        return v.game;
    }

    Result<MV> relation() {
        auto a = sum();
        if (!a) return a;
        skip();
        const std::size_t at = i_;
        if ((ch() == '=' && ch(1) == '=') || (ch() == '!' && ch(1) == '=')) {
            const bool eq = ch() == '=';
            i_ += 2;
            auto b = sum();
            if (!b) return b;
            auto g = game_of(a.value(), 0), h = game_of(b.value(), at + 2);
            if (!g) return g.error();
            if (!h) return h.error();
            MV r;
            r.kind = MV::Kind::Boolean;
            r.truth = (g.value() == h.value()) == eq; // canonical forms are equal only if identical
            return r;
        }
        for (const char* op : {"<=", ">=", "<|", "|>", "<>", "<", ">"})
            if (t_.substr(i_, std::string_view(op).size()) == op)
                return err(i_, std::string("'") + op + "' between misère games: they are not ordered here; compare with == or !=");
        return a;
    }

    Result<MV> sum() {
        skip();
        const std::size_t start = i_;
        auto a = postfix();
        if (!a) return a;
        for (;;) {
            skip();
            if (ch() == '-') return err(i_, "misère games have no negatives: only sums (+) here");
            if (ch() != '+') return a;
            ++i_;
            skip();
            const std::size_t at = i_;
            auto b = postfix();
            if (!b) return b;
            auto g = game_of(a.value(), start), h = game_of(b.value(), at);
            if (!g) return g.error();
            if (!h) return h.error();
            MV r;
            r.game = s_.add(g.value(), h.value());
            if (out()) return too_large(start);
            a = r;
        }
    }

    Result<MV> postfix() {
        skip();
        const std::size_t start = i_;
        auto v = atom();
        if (!v) return v;
        while (ch() == '.' && (std::isalpha(static_cast<unsigned char>(ch(1))))) {
            ++i_;
            const std::size_t name_at = i_;
            while (std::isalnum(static_cast<unsigned char>(ch()))) ++i_;
            const std::string name(t_.substr(name_at, i_ - name_at));
            if (ch() == '(') return err(i_, "G." + name + " takes no arguments");
            auto g = game_of(v.value(), start);
            if (!g) return g.error();
            auto r = call(g.value(), name, name_at);
            if (!r) return r;
            v = r;
            v.value().from_call = true;
        }
        return v;
    }

    Result<MV> atom() {
        skip();
        const std::size_t at = i_;
        if (++depth_ > lim_.max_depth) return err(at, "nested more than " + std::to_string(lim_.max_depth) + " deep");
        struct Leave {
            std::size_t& d;
            ~Leave() { --d; }
        } leave{depth_};
        if (ch() == '(') {
            ++i_;
            auto v = relation();
            if (!v) return v;
            skip();
            if (ch() != ')') return err(i_, "')' expected");
            ++i_;
            return v;
        }
        if (named()) {
            auto n = (*names_)(s_, t_, i_);
            s_.set_limit(lim_.work);
            if (!n) return n.error();
            i_ = n.value().end;
            MV v;
            v.game = n.value().game;
            return v;
        }
        if (ch() == '*' && ch(1) == '[') {
            i_ += 2;
            const std::size_t close = matching(i_ - 1);
            if (close == std::string_view::npos) return err(at + 1, "'[' is not closed: ']' expected");
            const std::string_view body = t_.substr(i_, close - i_);
            Result<MId> g = list_syntax(body) ? list_top(close) : printed_top(close);
            if (!g) return g.error();
            i_ = close + 1;
            MV v;
            v.game = g.value();
            return v;
        }
        if (ch() == '*') {
            ++i_;
            std::uint32_t n = 1;
            if (digit(ch())) {
                auto k = integer();
                if (!k) return k.error();
                n = k.value();
            }
            MV v;
            v.game = s_.nim_heap(n);
            if (out()) return too_large(at);
            return v;
        }
        if (ch() == '0' && !digit(ch(1))) {
            ++i_;
            return MV{};
        }
        if (i_ >= t_.size()) return err(i_, "a misère game expected (*[...], *n or 0)");
        return err(i_, quote_at(t_, i_) + " where a misère game was expected (*[...], *n or 0): misère games are impartial");
    }

    Result<std::uint32_t> integer() {
        const std::size_t at = i_;
        std::uint64_t v = 0;
        while (digit(ch())) {
            v = v * 10 + static_cast<std::uint64_t>(ch() - '0');
            ++i_;
            if (v > 4096) return err(at, "a nim heap this large is beyond the calculator's limits (up to *4096 in misère play)");
        }
        return static_cast<std::uint32_t>(v);
    }

    std::size_t matching(std::size_t open) const {
        int d = 0;
        for (std::size_t k = open; k < t_.size(); ++k) {
            if (t_[k] == '[') ++d;
            if (t_[k] == ']' && --d == 0) return k;
        }
        return std::string_view::npos;
    }
    // CGSuite 2's lists have a comma at the top level, or start with a nested list.
    static bool list_syntax(std::string_view body) {
        std::size_t k = 0;
        while (k < body.size() && body[k] == ' ') ++k;
        if (k < body.size() && body[k] == '[') return true;
        int d = 0;
        for (char c : body) {
            if (c == '[' || c == '(') ++d;
            if (c == ']' || c == ')') --d;
            if (c == ',' && d == 0) return true;
        }
        return false;
    }

    //-------------------------------------------------------------------------
    // CGSuite 2's lists
    //-------------------------------------------------------------------------
    Result<MId> list_top(std::size_t close) {
        auto items = list_items(close);
        if (!items) return items.error();
        if (items.value().size() == 1) return items.value()[0];
        const MId g = s_.canon(items.value());
        if (out()) return too_large(i_);
        return g;
    }
    // The game of a nested [list] at i_, inside a list that ends at `close`.
    Result<MId> list_items_one(std::size_t close) {
        const std::size_t at = i_;
        if (++depth_ > lim_.max_depth) return err(at, "nested more than " + std::to_string(lim_.max_depth) + " deep");
        const std::size_t end = matching(i_);
        if (end == std::string_view::npos || end > close) return err(at, "'[' is not closed: ']' expected");
        ++i_;
        auto inner = list_items(end);
        --depth_;
        if (!inner) return inner.error();
        i_ = end + 1;
        return s_.canon(inner.value());
    }
    // Items up to `close`, separated by commas: integers (nim heaps), [lists], *[...] games.
    Result<std::vector<MId>> list_items(std::size_t close) {
        std::vector<MId> items;
        skip();
        if (i_ == close) return items;
        for (;;) {
            skip();
            const std::size_t at = i_;
            if (digit(ch())) {
                auto n = integer();
                if (!n) return n.error();
                items.push_back(s_.nim_heap(n.value()));
            } else if (ch() == '[') {
                auto inner = list_items_one(close);
                if (!inner) return inner.error();
                items.push_back(inner.value());
            } else if (ch() == '*' || named()) {
                auto v = atom();
                if (!v) return v.error();
                auto g = game_of(v.value(), at);
                if (!g) return g.error();
                items.push_back(g.value());
            } else {
                return err(at, (i_ < t_.size() ? quote_at(t_, i_) : std::string("the end")) +
                                   " in a list: items are integers (nim heaps), [lists] and *[...] games");
            }
            if (out()) return too_large(at);
            skip();
            // CGSuite 2 reads a sum of games as a list item: [*[2]+*[[2]], 0].
            while (ch() == '+') {
                const bool integer_left = digit(t_[at]);
                ++i_;
                skip();
                const std::size_t term_at = i_;
                if (integer_left || digit(ch()))
                    return err(integer_left ? at : term_at,
                               "an integer in a sum inside a list: CGSuite would add the integers; write *n for the nim heap (*2+*3)");
                MId term = MisereStore::kZero;
                if (ch() == '[') {
                    auto inner = list_items_one(close);
                    if (!inner) return inner.error();
                    term = inner.value();
                } else if (ch() == '*' || named()) {
                    auto v = atom();
                    if (!v) return v.error();
                    auto g = game_of(v.value(), term_at);
                    if (!g) return g.error();
                    term = g.value();
                } else {
                    return err(term_at, (i_ < t_.size() ? quote_at(t_, i_) : std::string("the end")) +
                                            " after '+' in a list: a *[...] game, *n or a [list] expected");
                }
                items.back() = s_.add(items.back(), term);
                if (out()) return too_large(at);
                skip();
            }
            if (i_ == close) return items;
            if (ch() != ',') return err(i_, "',', '+' or ']' expected in a list");
            ++i_;
        }
    }

    //-------------------------------------------------------------------------
    // CGSuite's printed form
    //-------------------------------------------------------------------------
    Result<MId> printed_top(std::size_t close) {
        std::vector<MId> items;
        while (i_ < close) {
            auto g = item(close);
            if (!g) return g.error();
            items.push_back(g.value());
        }
        if (items.empty()) return MisereStore::kZero; // *[] : no options
        if (items.size() == 1) return items[0];
        const MId g = s_.canon(items);
        if (out()) return too_large(i_);
        return g;
    }
    Result<std::uint32_t> heap_digit() {
        const std::size_t at = i_;
        if (digit(ch())) {
            ++i_;
            return static_cast<std::uint32_t>(t_[at] - '0');
        }
        if (ch() == '&') {
            ++i_;
            auto n = integer();
            if (!n) return n.error();
            if (ch() != ';') return err(i_, "';' expected after &" + std::to_string(n.value()) + " (a nim heap of 10 or more: &10;)");
            ++i_;
            return n.value();
        }
        return err(at, (at < t_.size() ? quote_at(t_, at) : std::string("the end")) + " where a nim heap digit was expected");
    }
    Result<MId> item(std::size_t close) {
        const std::size_t at = i_;
        MId v = MisereStore::kZero;
        if (ch() == '(') {
            if (++depth_ > lim_.max_depth) return err(at, "nested more than " + std::to_string(lim_.max_depth) + " deep");
            ++i_;
            std::vector<MId> opts;
            while (i_ < close && ch() != ')') {
                auto g = item(close);
                if (!g) return g.error();
                opts.push_back(g.value());
            }
            --depth_;
            if (ch() != ')') return err(at, "'(' is not closed: ')' expected");
            ++i_;
            if (opts.size() < 2) return err(at, "(...) holds the options of a game, two or more; one option alone is written with #: 2#");
            v = s_.canon(opts);
        } else {
            auto n = heap_digit();
            if (!n) return n.error();
            v = s_.nim_heap(n.value());
        }
        while (ch() == '#') {
            ++i_;
            v = s_.canon({v});
        }
        if (ch() == '[' && i_ < close) {
            const std::size_t open = i_;
            const std::size_t end = matching(open);
            if (end == std::string_view::npos || end > close) return err(open, "'[' is not closed: ']' expected");
            ++i_;
            if (i_ == end) return err(open, "[] holds what is added: digits (nim heaps), # or -k");
            while (i_ < end) {
                const std::size_t tok = i_;
                if (ch() == '#') {
                    ++i_;
                    v = s_.canon({v});
                } else if (ch() == '-') {
                    ++i_;
                    auto k = heap_digit();
                    if (!k) return k.error();
                    bool found = false;
                    const MId x = s_.minus_heap(v, k.value(), found);
                    if (out()) return too_large(tok);
                    if (!found) return err(tok, "-" + std::to_string(k.value()) + ": no game X with X + *" + std::to_string(k.value()) + " equal to what precedes it");
                    v = x;
                } else {
                    auto k = heap_digit();
                    if (!k) return k.error();
                    v = s_.add(v, s_.nim_heap(k.value()));
                }
                if (out()) return too_large(tok);
            }
            i_ = end + 1;
        }
        if (out()) return too_large(at);
        return v;
    }

    //-------------------------------------------------------------------------
    // Properties
    //-------------------------------------------------------------------------
    Result<MV> call(MId g, const std::string& name, std::size_t at) {
        auto r = misere_property(s_, g, name);
        if (!r) {
            Error e = r.error();
            e.where = field_;
            e.offset = char_count(t_, at);
            return e;
        }
        if (out()) return too_large(at);
        return r;
    }

  public:
    // The method named n, or why it is refused (an unknown name, with the one it differs from in case).
    static Result<const MisereMethod*> misere_method(const std::string& n) {
        for (const auto& k : kMisereMethods)
            if (n == k.name) {
                if (!k.available) return Error{"expr", Error::kWhole, "G." + n + " is not available for misère games here"};
                return &k;
            }
        std::string near;
        for (const auto& k : kMisereMethods) {
            std::string a(k.name), b(n);
            std::transform(a.begin(), a.end(), a.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
            std::transform(b.begin(), b.end(), b.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
            if (a == b) near = k.name;
        }
        return Error{"expr", Error::kWhole,
                     "'" + n + "' is not a property of misère games here" + (near.empty() ? std::string(" (see the README: Genus, Mate, IsTame, ...)") : "; did you mean " + near + "?")};
    }

    // Options, Parts and Partitions (lists, in CGSuite's order), IsPrime and IsExtraverted; none
    // for the other names.
    static std::optional<Result<MV>> parts_property(MisereStore& s, MId g, const std::string& n) {
        MV v;
        v.kind = MV::Kind::List;
        if (n == "Options") {
            v.set = s.options(g);
            std::stable_sort(v.set.begin(), v.set.end(), [&](MId a, MId b) { return s.compare(a, b) < 0; });
        } else if (n == "Parts") {
            v.set = s.parts(g);
        } else if (n == "Partitions") {
            constexpr std::size_t kCap = 1000;
            v.kind = MV::Kind::Lists;
            bool more = false;
            v.lists = s.partitions(g, kCap, more);
            if (more)
                return Result<MV>(Error{"expr", Error::kWhole, "G has more than " + std::to_string(kCap) + " partitions into primes; G.Parts lists its parts"});
        } else if (n == "IsPrime" || n == "IsExtraverted") {
            v.kind = MV::Kind::Boolean;
            v.truth = n == "IsPrime" ? s.is_prime(g) : s.is_extraverted(g);
        } else {
            return std::nullopt;
        }
        return Result<MV>(std::move(v));
    }

    static Result<MV> misere_property(MisereStore& s, MId g, const std::string& n) {
        if (auto m = misere_method(n); !m) return m.error();
        if (auto r = parts_property(s, g, n)) return std::move(*r);
        using P = MisereStore::Phylum;
        auto boolean = [](bool b) {
            MV v;
            v.kind = MV::Kind::Boolean;
            v.truth = b;
            return v;
        };
        auto count = [](std::uint64_t k) {
            MV v;
            v.kind = MV::Kind::Integer;
            v.text = std::to_string(k);
            return v;
        };
        auto text = [](std::string t) {
            MV v;
            v.kind = MV::Kind::Text;
            v.text = std::move(t);
            return v;
        };
        auto game = [](MId x) {
            MV v;
            v.game = x;
            return v;
        };
        const P f = s.phylum(g);
        auto generally_tame = [](P p) { return p == P::NimHeap || p == P::HereditarilyTame || p == P::ReversiblyTame; };
        if (n == "Genus") return text(s.genus_text(g));
        if (n == "MisereOutcomeClass") return text(s.is_p_position(g) ? "P" : "N");
        if (n == "NimValue") return count(s.nim_value(g));
        if (n == "MisereNimValue") return count(s.misere_nim_value(g));
        if (n == "Birthday") return count(s.birthday(g));
        if (n == "Mate") return game(s.mate(g));
        if (n == "IsTame") return boolean(f == P::NimHeap || f == P::HereditarilyTame);
        if (n == "IsTameable") return boolean(generally_tame(f) || f == P::Tameable);
        if (n == "IsGenerallyTame") return boolean(generally_tame(f));
        if (n == "IsHalfTame") {
            const MId gg = s.add(g, g);
            return boolean(!generally_tame(f) && generally_tame(s.phylum(gg)) && s.nim_value(gg) == 0 && s.misere_nim_value(gg) == 0);
        }
        if (n == "IsRestive") return boolean(f == P::HereditarilyRestive);
        if (n == "IsGenerallyRestive") return boolean(f == P::HereditarilyRestive || f == P::ReversiblyRestive);
        if (n == "IsRestless") return boolean(f == P::Restless);
        if (n == "IsIntroverted") return boolean(g == MisereStore::kZero || g == s.nim_heap(1));
        if (n == "IsEven") return boolean(s.is_even(g));
        if (n == "IsOdd") return boolean(!s.is_even(g));
        if (n == "IsNimHeap") return boolean(s.is_nim_heap(g));
        return Error{"expr", Error::kWhole, "'" + n + "' is not available yet"};
    }

  private:
    MisereStore& s_;
    std::string_view t_;
    const Limits& lim_;
    std::string field_;
    const MisereNames* names_ = nullptr;
    std::size_t i_ = 0;
    std::size_t depth_ = 0;
};

//-----------------------------------------------------------------------------
// [SECTION] Printing
//-----------------------------------------------------------------------------

constexpr const char* kTooLong = "(too long to print)";

// A game's form, or kTooLong past kMisereTextCap characters.
std::string game_text(MisereStore& s, MId g) {
    std::string t = s.text(g, kMisereTextCap);
    return t.empty() && !s.exhausted() ? kTooLong : t;
}

std::string mv_text(MisereStore& s, const MV& v) {
    std::string t;
    auto add = [&](MId g) {
        if (t.size() <= kMisereTextCap) t += game_text(s, g);
    };
    switch (v.kind) {
    case MV::Kind::Game: return game_text(s, v.game);
    case MV::Kind::Boolean: return v.truth ? "true" : "false";
    case MV::Kind::Integer:
    case MV::Kind::Text: return v.text;
    case MV::Kind::List: { // CGSuite's lists: [*[0],*[2#]]
        t = "[";
        for (std::size_t k = 0; k < v.set.size(); ++k) {
            if (k) t += ",";
            add(v.set[k]);
        }
        t += "]";
        break;
    }
    case MV::Kind::Lists: {
        t = "[";
        for (std::size_t k = 0; k < v.lists.size(); ++k) {
            t += k ? ",[" : "[";
            for (std::size_t j = 0; j < v.lists[k].size(); ++j) {
                if (j) t += ",";
                add(v.lists[k][j]);
            }
            t += "]";
        }
        t += "]";
        break;
    }
    }
    return t.size() > kMisereTextCap ? kTooLong : t;
}
const char* mv_kind(const MV& v) {
    switch (v.kind) {
    case MV::Kind::Game: return "misere game";
    case MV::Kind::Boolean: return "boolean";
    case MV::Kind::Integer: return "integer";
    case MV::Kind::Text: return "text";
    case MV::Kind::List: return "list";
    case MV::Kind::Lists: return "list of lists";
    }
    return "";
}

// CGSuite 2's list form of a canonical game, which reads back: *[[2],0] for {{*2},0}. False (and
// `out` unfinished) once it is longer than kMisereTextCap characters.
bool list_text(MisereStore& s, MId g, bool top, std::string& out) {
    if (out.size() > kMisereTextCap) return false;
    if (s.is_nim_heap(g)) {
        out += top ? "*[" + std::to_string(s.birthday(g)) + "]" : std::to_string(s.birthday(g));
        return true;
    }
    std::vector<MId> o = s.options(g);
    std::stable_sort(o.begin(), o.end(), [&](MId a, MId b) { return s.compare(a, b) > 0; });
    // A list of one element at the top is that element: a one-option game is written [[x]].
    const bool one = top && o.size() == 1;
    out += top ? (one ? "*[[" : "*[") : "[";
    for (std::size_t k = 0; k < o.size(); ++k) {
        if (k) out += ",";
        if (!list_text(s, o[k], false, out)) return false;
    }
    out += one ? "]]" : "]";
    return out.size() <= kMisereTextCap;
}

// The number of distinct games in g's canonical form (g and its followers).
std::size_t subgames(MisereStore& s, MId g) {
    std::vector<MId> stack{g};
    std::unordered_set<MId> seen{g};
    while (!stack.empty()) {
        const MId x = stack.back();
        stack.pop_back();
        for (MId o : s.options(x))
            if (seen.insert(o).second) stack.push_back(o);
    }
    return seen.size();
}

// What is said of a form not printed: its length written out (or that writing it out needs more
// than the work), its number of distinct games and its genus.
std::string unprinted_note(MisereStore& s, MId g, bool unprinted) {
    std::string t = "the canonical form is too long to print";
    if (unprinted) {
        t += " (its printed form alone needs more than the work)";
    } else {
        const std::uint64_t n = s.text_length(g);
        t += ": " + (n == UINT64_MAX ? std::string("more than 10^19") : thousands(n)) + " characters written out";
    }
    return t + ", " + thousands(subgames(s, g)) + " distinct games in it (each written out wherever it occurs); its genus is " +
           s.genus_text(g) + " (G.Genus)";
}

} // namespace

//-----------------------------------------------------------------------------
// [SECTION] Calculator
//-----------------------------------------------------------------------------

const std::vector<MisereMethod>& misere_methods() { return kMisereMethods; }

std::optional<Error> check_misere(std::string_view expr, const Limits& limits, std::string_view field, const MisereNames* names) {
    if (expr.size() > limits.max_length)
        return Error{std::string(field), char_count(expr, limits.max_length),
                     "the expression is too long: at most " + std::to_string(limits.max_length) + " characters"};
    MisereStore s;
    s.set_limit(limits.work);
    MisereParser p(s, expr, limits, field, names);
    auto v = p.run();
    if (!v) return v.error();
    return std::nullopt;
}

Result<Calc> calculate_misere(std::string_view expr, const Limits& limits, std::string_view field, const MisereNames* names) {
    if (expr.size() > limits.max_length)
        return Error{std::string(field), char_count(expr, limits.max_length),
                     "the expression is too long: at most " + std::to_string(limits.max_length) + " characters"};
    auto store = std::make_shared<MisereStore>();
    MisereStore& s = *store;
    s.set_limit(limits.work);
    MisereParser p(s, expr, limits, field, names);
    auto v = p.run();
    if (!v) return v.error();
    const std::uint64_t print_work = limits.misere_print_work ? limits.misere_print_work : limits.work;
    s.set_limit(print_work); // the printing's own work
    Calc c;
    c.store = std::make_shared<Store>();
    c.misere = store;
    c.expr = std::string(expr);
    const MV& r = v.value();
    if (r.kind != MV::Kind::Game) {
        c.result = mv_text(s, r);
        c.result_kind = mv_kind(r);
        return c;
    }
    const MId g = r.game;
    c.canonical_known = true;
    c.canonical_text = s.text(g, kMisereTextCap);
    // A form typed is printed or refused; a named one (a heap's) is answered without its text.
    const bool unprinted = s.exhausted();
    if (unprinted && !names) return Error{std::string(field), Error::kWhole, "too large to print within the calculator's limits"};
    s.set_limit(print_work); // (the winning moves' and the options' texts, each up to the cap)
    c.name = Store::Name{c.canonical_text.empty() ? kTooLong : c.canonical_text, "misère game"};
    c.birthday = s.birthday(g);
    const bool p_pos = s.is_p_position(g);
    c.outcome = p_pos ? Outcome::P : Outcome::N;
    c.left_wins_first = !p_pos;
    c.left_wins_second = p_pos;
    // The winning moves: to an option that is a misère P-position (either player: impartial).
    std::vector<MId> opts = s.options(g);
    std::stable_sort(opts.begin(), opts.end(), [&](MId a, MId b) { return s.compare(a, b) > 0; });
    for (MId o : opts)
        if (s.is_p_position(o)) {
            std::string t = s.text(o, kMisereTextCap);
            const std::uint64_t n = t.empty() && !s.exhausted() ? s.text_length(o) : 0;
            const std::string label = "to " + (!t.empty() ? t : n ? "a form of " + thousands(n) + " characters (too long to print)" : std::string("a form too long to print"));
            c.left_moves.push_back(FirstMove{label, t});
            c.right_moves.push_back(FirstMove{label, t});
        }
    c.note = "misère play: the last player to move loses; the canonical form is Conway's simplest form";
    // *[42] is {*4, *2} as CGSuite prints games, while CGSuite 2 reads the list [42] as *42: say so.
    for (std::size_t k = expr.find("*["); k != std::string_view::npos; k = expr.find("*[", k + 2)) {
        std::size_t e = k + 2;
        while (e < expr.size() && expr[e] >= '0' && expr[e] <= '9') ++e;
        if (e < expr.size() && expr[e] == ']' && e - (k + 2) >= 2) {
            c.note += "; " + std::string(expr.substr(k, e + 1 - k)) + " is read as CGSuite prints games, one nim heap a digit (" +
                      std::string(expr.substr(k, e + 1 - k)) + " has the options *" + std::string(1, expr[k + 2]) +
                      ", ...); for the nim heap write *" + std::string(expr.substr(k + 2, e - k - 2));
            break;
        }
    }
    if (c.canonical_text.empty()) c.note += "; " + unprinted_note(s, g, unprinted);
    if (!list_text(s, g, true, c.brace_text)) c.brace_text.clear();
    std::vector<MId> ordered = s.options(g);
    std::stable_sort(ordered.begin(), ordered.end(), [&](MId a, MId b) { return s.compare(a, b) < 0; });
    for (MId o : ordered) c.misere_options.push_back(s.text(o, kMisereTextCap));
    for (const auto& m : kMisereMethods) {
        if (!m.available) continue;
        s.set_limit(limits.work);
        auto x = MisereParser::misere_property(s, g, m.name);
        c.properties.emplace_back(m.name, x && !s.exhausted() ? mv_text(s, x.value()) : std::string());
    }
    if (r.from_call) {
        c.result = c.canonical_text.empty() ? kTooLong : c.canonical_text;
        c.result_kind = "misere game";
    }
    return c;
}

} // namespace gl::cgt
