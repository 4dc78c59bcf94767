#include "cgt/store.h"
#include "cgt/thermograph.h"

#include <atomic>

#include <algorithm>

namespace gl::cgt {

const char* step_kind_name(Step::Kind k) {
    switch (k) {
    case Step::Kind::Options: return "options";
    case Step::Kind::Dominated: return "dominated";
    case Step::Kind::Reversible: return "reversible";
    case Step::Kind::Number: return "number";
    case Step::Kind::Sum: return "sum";
    case Step::Kind::Name: return "name";
    }
    return "?";
}

const char* relation_text(Relation r) {
    switch (r) {
    case Relation::Equal: return "=";
    case Relation::Less: return "<";
    case Relation::Greater: return ">";
    case Relation::Confused: return "||";
    }
    return "?";
}

//-----------------------------------------------------------------------------
// [SECTION] Nodes
//-----------------------------------------------------------------------------

Store::Store() : serial_(next_serial()) { make({}, {}); } // id 0: the empty game {|} = 0

std::uint64_t Store::next_serial() {
    static std::atomic<std::uint64_t> count{0};
    return ++count;
}

std::uint64_t Store::hash(const std::vector<Id>& l, const std::vector<Id>& r) const {
    std::uint64_t h = 0x9E3779B97F4A7C15ull ^ (l.size() * 31 + r.size());
    for (Id x : l) h = (h ^ x) * 0x100000001B3ull;
    h = (h ^ 0xFFFF) * 0x100000001B3ull;
    for (Id x : r) h = (h ^ x) * 0x100000001B3ull;
    return h;
}

std::size_t Store::bytes() const {
    // A hash map's entry: its node (two pointers' worth beside the pair) and its bucket.
    constexpr std::size_t kEntry = 32;
    return nodes_.capacity() * sizeof(Node) + option_bytes_ + index_.size() * (kEntry + 16) + le_.bytes() +
           (canonical_.size() + negate_.size() + up_star_.size()) * (kEntry + 8) + add_.size() * (kEntry + 16) +
           text_.size() * (kEntry + 48) + numbers_.size() * 64 + nimbers_.capacity() * sizeof(Id) +
           ups_.capacity() * sizeof(std::pair<Id, Id>);
}

Id Store::make(std::vector<Id> left, std::vector<Id> right) {
    std::sort(left.begin(), left.end());
    left.erase(std::unique(left.begin(), left.end()), left.end());
    std::sort(right.begin(), right.end());
    right.erase(std::unique(right.begin(), right.end()), right.end());
    const std::uint64_t h = hash(left, right);
    auto [b, e] = index_.equal_range(h);
    for (auto it = b; it != e; ++it)
        if (nodes_[it->second].left == left && nodes_[it->second].right == right) return it->second;
    spend(1 + left.size() + right.size());
    Node n;
    n.left = std::move(left);
    n.right = std::move(right);
    classify(n);
    // A number's or a nimber's canonical form has one id, whether it was built from its options
    // or held lazily (of_number, of_nimber): the lazy node is that id.
    if (n.is_number) {
        if (auto it = numbers_.find(std::make_pair(n.value.num, n.value.exp)); it != numbers_.end()) return it->second;
    } else if (n.nimber > static_cast<std::int64_t>(kBuiltNimber)) {
        if (auto it = big_nimbers_.find(static_cast<std::uint64_t>(n.nimber)); it != big_nimbers_.end()) return it->second;
    }
    option_bytes_ += (n.left.capacity() + n.right.capacity()) * sizeof(Id);
    const Id id = static_cast<Id>(nodes_.size());
    nodes_.push_back(std::move(n));
    index_.emplace(h, id);
    return id;
}

// Birthday, and whether the form is the canonical form of a number or of a nimber: a number's
// canonical form is {|} = 0, {n|} = n+1, {|-n} = -n-1, or {x - 2^-k | x + 2^-k} = x for x = m/2^k,
// m odd (ONAG ch. 1); *n's is {*0..*(n-1) | *0..*(n-1)}.
void Store::classify(Node& n) const {
    std::uint64_t b = 0, d = 0;
    bool dicotic = n.left.empty() == n.right.empty();
    for (const auto* side : {&n.left, &n.right})
        for (Id x : *side) {
            b = std::max(b, nodes_[x].birthday + 1);
            d = std::max(d, nodes_[x].depth + 1);
            dicotic = dicotic && nodes_[x].dicotic;
        }
    n.birthday = b;
    n.depth = d;
    n.dicotic = dicotic;
    auto num = [&](Id x) { return nodes_[x].is_number; };
    if (n.left.empty() && n.right.empty()) {
        n.is_number = true;
        n.value = Dyadic{};
        n.nimber = 0;
        return;
    }
    if (n.left.size() == 1 && n.right.empty() && num(n.left[0])) {
        const Dyadic a = nodes_[n.left[0]].value;
        if (a.is_integer() && a.num >= 0) n.is_number = true, n.value = Dyadic{a.num + 1, 0};
    } else if (n.right.size() == 1 && n.left.empty() && num(n.right[0])) {
        const Dyadic a = nodes_[n.right[0]].value;
        if (a.is_integer() && a.num <= 0) n.is_number = true, n.value = Dyadic{a.num - 1, 0};
    } else if (n.left.size() == 1 && n.right.size() == 1 && num(n.left[0]) && num(n.right[0])) {
        const Dyadic a = nodes_[n.left[0]].value, c = nodes_[n.right[0]].value;
        const Dyadic mid = (a + c).half();
        if (a < c && mid.exp >= 1 && a == mid - Dyadic::make(1, mid.exp)) n.is_number = true, n.value = mid;
    }
    if (n.left == n.right) {
        std::vector<bool> seen(n.left.size(), false);
        bool ok = true;
        for (Id x : n.left) {
            const std::int64_t v = nodes_[x].nimber;
            if (v < 0 || static_cast<std::size_t>(v) >= seen.size() || seen[v]) { ok = false; break; }
            seen[v] = true;
        }
        if (ok) n.nimber = static_cast<std::int64_t>(n.left.size());
    }
    if (n.is_number) n.depth = 0; // no one need move in a number
}

std::optional<Dyadic> Store::number(Id g) const {
    if (!nodes_[g].is_number) return std::nullopt;
    return nodes_[g].value;
}

std::optional<std::uint64_t> Store::nimber(Id g) const {
    if (nodes_[g].nimber < 0) return std::nullopt;
    return static_cast<std::uint64_t>(nodes_[g].nimber);
}

Id Store::lazy_node(Node n) {
    spend();
    n.lazy = true;
    const Id id = static_cast<Id>(nodes_.size());
    nodes_.push_back(std::move(n));
    return id;
}

// A lazy number's options are numbers (made lazily in turn), a lazy nimber's the nimbers below
// it. Past kMaxLazy of them since set_limit(), or for a nimber with more than kMaxLazyNimber
// options, the work stops as exhausted and the node keeps no options: every caller then answers
// "too large", never with the empty options.
void Store::make_options(Id g) {
    if (++lazy_made_ > kMaxLazy || (nodes_[g].nimber >= 0 && static_cast<std::uint64_t>(nodes_[g].nimber) > kMaxLazyNimber)) {
        exhausted_ = true;
        return;
    }
    std::vector<Id> l, r;
    if (nodes_[g].is_number) {
        const Dyadic x = nodes_[g].value;
        if (x.is_integer()) {
            if (x > Dyadic{}) l.push_back(of_number(x - Dyadic::integer(1)));
            else r.push_back(of_number(x + Dyadic::integer(1)));
        } else {
            const Dyadic step{1, x.exp};
            l.push_back(of_number(x - step));
            r.push_back(of_number(x + step));
        }
    } else {
        const auto n = static_cast<std::uint64_t>(nodes_[g].nimber);
        for (std::uint64_t k = 0; k < n && !exhausted_; ++k) l.push_back(of_nimber(k));
        r = l;
    }
    if (exhausted_) return;
    spend(1 + l.size() + r.size());
    Node& n = nodes_[g];
    n.left = std::move(l);
    n.right = std::move(r);
    n.lazy = false;
    option_bytes_ += (n.left.capacity() + n.right.capacity()) * sizeof(Id);
    index_.emplace(hash(n.left, n.right), g);
}

//-----------------------------------------------------------------------------
// [SECTION] Values
//-----------------------------------------------------------------------------

// Each value is built once (memoised) and every node it makes is charged to the work budget
// (make() spends 1 + its options), so a typed *1024 or ^1023 costs what it builds and stops
// with the budget: *n makes n nodes of up to n options each, n·↑ makes 2n nodes of 1 option.
Id Store::of_number(Dyadic x) {
    if (!x.fits_game()) {
        exhausted_ = true;
        return kZero;
    }
    const auto key = std::make_pair(x.num, x.exp);
    if (auto it = numbers_.find(key); it != numbers_.end()) return it->second;
    if (x.birthday() > kBuiltBirthday) {
        Node n;
        n.is_number = true;
        n.value = x;
        n.birthday = x.birthday();
        n.dicotic = false;
        const Id id = lazy_node(std::move(n));
        numbers_.emplace(key, id);
        return id;
    }
    Id id = kZero;
    if (x.is_integer()) { // built upwards from 0, one birthday a step
        const std::int64_t n = static_cast<std::int64_t>(x.num < 0 ? -x.num : x.num);
        for (std::int64_t k = 0; k < n && !exhausted_; ++k) {
            const Dyadic v = Dyadic::integer(x.num > 0 ? k + 1 : -(k + 1));
            if (auto it = numbers_.find(std::make_pair(v.num, v.exp)); it != numbers_.end()) {
                id = it->second;
                continue;
            }
            id = x.num > 0 ? make({id}, {}) : make({}, {id});
            numbers_.emplace(std::make_pair(v.num, v.exp), id);
        }
    } else {
        const Dyadic step{1, x.exp};
        const Id lo = of_number(x - step), hi = of_number(x + step);
        id = make({lo}, {hi});
    }
    if (exhausted_) return kZero;
    numbers_.emplace(key, id);
    return id;
}

Id Store::import(Store& from, Id g, std::unordered_map<Id, Id>& done) {
    if (&from == this) return g;
    if (auto it = done.find(g); it != done.end()) return it->second;
    Id id = kZero;
    if (auto x = from.number(g)) {
        id = of_number(*x);
    } else if (auto n = from.nimber(g)) {
        id = of_nimber(*n);
    } else {
        // Copies: making an option's options in `from` may move its nodes.
        const std::vector<Id> fl = from.left(g), fr = from.right(g);
        std::vector<Id> left, right;
        for (Id x : fl) left.push_back(import(from, x, done));
        for (Id x : fr) right.push_back(import(from, x, done));
        if (exhausted()) return kZero;
        id = make(std::move(left), std::move(right)); // canonical options of a canonical form: canonical
    }
    done.emplace(g, id);
    return id;
}

Id Store::of_nimber(std::uint64_t n) {
    if (n > kBuiltNimber) {
        if (auto it = big_nimbers_.find(n); it != big_nimbers_.end()) return it->second;
        Node node;
        node.nimber = static_cast<std::int64_t>(n);
        node.birthday = node.depth = n;
        const Id id = lazy_node(std::move(node));
        big_nimbers_.emplace(n, id);
        return id;
    }
    if (nimbers_.empty()) nimbers_.push_back(kZero);
    while (nimbers_.size() <= n && !exhausted_) {
        const std::vector<Id> below(nimbers_.begin(), nimbers_.end()); // *0 .. *(k-1)
        nimbers_.push_back(make(below, below));
    }
    if (exhausted_ && nimbers_.size() <= n) return kZero;
    return nimbers_[n];
}

// n·↑ for n >= 1 has the canonical form {0 | (n-1)·↑ + *} and n·↑ + * the form {0 | (n-1)·↑} for
// n >= 2, with ↑ = {0 | *} and ↑* = {0, * | 0} (Winning Ways ch. 3; Siegel, CGT, II.6): 2n nodes
// for n·↑, where adding ↑ n times costs a canonical simplification each. Down is the negative.
// A unit test checks these forms against the sums for small n.
Id Store::of_ups(std::int64_t n, std::uint64_t star) {
    const std::uint64_t m = n >= 0 ? static_cast<std::uint64_t>(n) : static_cast<std::uint64_t>(-(n + 1)) + 1;
    const Id one = of_nimber(1);
    // Each k·↑ and k·↑ + * made (and their negatives) is named at once: up_star() knows them
    // without the sums it would otherwise try (which cost 40 s for ^1023).
    auto named = [&](Id up, Id up_star, std::int64_t k) {
        ups_.push_back({up, up_star});
        up_star_.emplace(up, UpStar{Dyadic{}, k, 0});
        up_star_.emplace(up_star, UpStar{Dyadic{}, k, 1});
        up_star_.emplace(negate(up), UpStar{Dyadic{}, -k, 0});
        up_star_.emplace(negate(up_star), UpStar{Dyadic{}, -k, 1});
    };
    if (ups_.empty()) {
        ups_.push_back({kZero, one});                                             // 0, *
        named(make({kZero}, {one}), make({kZero, one}, {kZero}), 1);              // ↑, ↑*
    }
    while (ups_.size() <= m && !exhausted_) {
        const auto [prev, prev_star] = ups_.back();
        named(make({kZero}, {prev_star}), make({kZero}, {prev}), static_cast<std::int64_t>(ups_.size()));
    }
    if (exhausted_) return kZero;
    const Id up = ups_[m].first;
    const Id id = n >= 0 ? up : negate(up);
    return star == 0 ? id : add(id, of_nimber(star));
}

//-----------------------------------------------------------------------------
// [SECTION] Order
//-----------------------------------------------------------------------------

// G <= H iff no Left option of G is >= H and no Right option of H is <= G (ONAG Theorem 0;
// Siegel, CGT, II.1).
bool Store::le(Id g, Id h) {
    if (g == h) return true;
    if (nodes_[g].is_number && nodes_[h].is_number) return nodes_[g].value <= nodes_[h].value;
    const std::uint64_t key = pair(g, h);
    if (const auto known = le_.find(key)) return *known;
    // Nimbers and numbers are compared by value (one id per canonical form): *m <= *n only if
    // m = n; *n <= x iff x > 0, or x = 0 and n = 0. A new pair costs a step and is remembered,
    // as any pair is: the simplifications of *1221's followers compare a million pairs, which
    // must meet the budget.
    const std::int64_t ng = nodes_[g].nimber, nh = nodes_[h].nimber;
    std::optional<bool> direct;
    if (ng >= 0 && nh >= 0) direct = ng == nh;
    else if (ng > 0 && nodes_[h].is_number) direct = nodes_[h].value > Dyadic{};
    else if (nh > 0 && nodes_[g].is_number) direct = nodes_[g].value < Dyadic{};
    if (direct) {
        if (!spend()) return false;
        le_.put(key, *direct);
        return *direct;
    }
    materialize(g);
    materialize(h);
    if (exhausted_) return false;
    // A new pair costs the options it looks at (each a comparison, most of them remembered), so
    // the work limit bounds time even where games have a hundred options (*64 + ^7).
    if (!spend(1 + nodes_[g].left.size() + nodes_[h].right.size())) return false;
    bool r = true;
    for (std::size_t i = 0; r && i < nodes_[g].left.size(); ++i)
        if (le(h, nodes_[g].left[i])) r = false;
    for (std::size_t i = 0; r && i < nodes_[h].right.size(); ++i)
        if (le(nodes_[h].right[i], g)) r = false;
    if (exhausted_) return false;
    le_.put(key, r);
    return r;
}

Relation Store::compare(Id g, Id h) {
    const bool a = le(g, h), b = le(h, g);
    return a && b ? Relation::Equal : a ? Relation::Less : b ? Relation::Greater : Relation::Confused;
}

Outcome Store::outcome(Id g) {
    const bool left_second = le(kZero, g), right_second = le(g, kZero);
    if (left_second && right_second) return Outcome::P;
    if (left_second) return Outcome::L;
    if (right_second) return Outcome::R;
    return Outcome::N;
}

//-----------------------------------------------------------------------------
// [SECTION] Canonical
//-----------------------------------------------------------------------------

Id Store::canonical(Id g) {
    if (nodes_[g].is_number || nodes_[g].nimber >= 0) return g;
    if (auto it = canonical_.find(g); it != canonical_.end()) return it->second;
    std::vector<Id> l = nodes_[g].left, r = nodes_[g].right; // copies: make() may move nodes_
    for (Id& x : l) x = canonical(x);
    for (Id& x : r) x = canonical(x);
    if (exhausted_) return kZero;
    const Id c = simplify(std::move(l), std::move(r));
    if (!exhausted_) canonical_.emplace(g, c);
    return c;
}

namespace {
std::string list_text(Store& s, const std::vector<Id>& v) {
    if (v.empty()) return "none";
    std::string t;
    for (Id x : v) {
        if (!t.empty()) t += ", ";
        t += s.text(x, 200);
    }
    return t;
}
} // namespace

// An option of its player that is no better than another of the same player's options can be
// dropped (Siegel, CGT, Theorem II.2.7): for Left, A <= B; for Right, A >= B.
bool Store::remove_dominated(std::vector<Id>& opts, bool left_side, std::vector<Step>* steps, const std::string& where,
                             const std::vector<Id>& l, const std::vector<Id>& r) {
    for (std::size_t i = 0; i < opts.size(); ++i)
        for (std::size_t j = 0; j < opts.size(); ++j) {
            if (i == j) continue;
            const bool dominated = left_side ? le(opts[i], opts[j]) : le(opts[j], opts[i]);
            if (exhausted_) return false;
            if (!dominated) continue;
            const Id a = opts[i], b = opts[j];
            std::string before;
            if (steps) before = form_text(l, r);
            opts.erase(opts.begin() + static_cast<std::ptrdiff_t>(i));
            if (steps) {
                const std::string who = left_side ? "Left" : "Right";
                const std::string at = text(a, 200), by = text(b, 200);
                steps->push_back(Step{Step::Kind::Dominated, where, before, form_text(l, r),
                                      who + "'s option " + at + " is dominated by " + by + " (" + at +
                                          (left_side ? " < " : " > ") + by + "): " + who +
                                          " never prefers it, so it is removed."});
            }
            return true;
        }
    return false;
}

// A Left option A is reversible through its Right option A^R if A^R <= G: Right answers a move to
// A with A^R at once, so A may be replaced by A^R's Left options (Siegel, CGT, Theorem II.2.9;
// Winning Ways ch. 3). For Right, mirror: B^L >= G, replaced by B^L's Right options.
bool Store::bypass_one(std::vector<Id>& l, std::vector<Id>& r, bool left_side, std::vector<Step>* steps,
                       const std::string& where) {
    const Id g = make(l, r);
    std::vector<Id>& opts = left_side ? l : r;
    for (std::size_t i = 0; i < opts.size(); ++i) {
        const Id a = opts[i];
        const std::vector<Id> answers = left_side ? right(a) : left(a);
        for (Id ans : answers) {
            const bool reverses = left_side ? le(ans, g) : le(g, ans);
            if (exhausted_) return false;
            if (!reverses) continue;
            const std::vector<Id> replacement = left_side ? left(ans) : right(ans);
            std::string before;
            if (steps) before = form_text(l, r);
            opts.erase(opts.begin() + static_cast<std::ptrdiff_t>(i));
            for (Id x : replacement)
                if (std::find(opts.begin(), opts.end(), x) == opts.end()) opts.push_back(x);
            if (steps) {
                const std::string who = left_side ? "Left" : "Right", other = left_side ? "Right" : "Left";
                const std::string at = text(a, 200), via = text(ans, 200);
                steps->push_back(Step{
                    Step::Kind::Reversible, where, before, form_text(l, r),
                    who + "'s option " + at + " reverses through " + other + "'s answer " + via + " (" + via +
                        (left_side ? " ≤ G" : " ≥ G") + "): after " + who + " moves to " + at + ", " + other +
                        " can move to " + via + " at no loss, so " + at + " is replaced by " + via + "'s " + who +
                        " options (" + list_text(*this, replacement) + ")."});
            }
            return true;
        }
    }
    return false;
}

Id Store::simplify(std::vector<Id> l, std::vector<Id> r, std::vector<Step>* steps, const std::string& where) {
    auto normal = [](std::vector<Id>& v) {
        std::sort(v.begin(), v.end());
        v.erase(std::unique(v.begin(), v.end()), v.end());
    };
    normal(l);
    normal(r);
    while (!exhausted_) {
        // All options numbers, every Left one below every Right one: the simplest number between.
        bool numbers = true;
        for (Id x : l) numbers = numbers && nodes_[x].is_number;
        for (Id x : r) numbers = numbers && nodes_[x].is_number;
        if (numbers) {
            std::optional<Dyadic> hi, lo;
            for (Id x : l) if (!hi || nodes_[x].value > *hi) hi = nodes_[x].value;
            for (Id x : r) if (!lo || nodes_[x].value < *lo) lo = nodes_[x].value;
            if (!hi || !lo || *hi < *lo) {
                const Dyadic v = !hi && !lo ? Dyadic{} : !hi ? simplest_below(*lo) : !lo ? simplest_above(*hi) : simplest_between(*hi, *lo);
                const Id id = of_number(v);
                if (steps && (make(l, r) != id || form_text(l, r) != text(id)))
                    steps->push_back(Step{Step::Kind::Number, where, form_text(l, r), v.text(),
                                          "Every option is a number and each Left option is less than each Right option, so "
                                          "the game is the simplest number between them: " + v.text() +
                                          " (the simplicity theorem, ONAG ch. 1)."});
                return id;
            }
        }
        if (remove_dominated(l, true, steps, where, l, r) || remove_dominated(r, false, steps, where, l, r)) continue;
        if (bypass_one(l, r, true, steps, where) || bypass_one(l, r, false, steps, where)) {
            normal(l);
            normal(r);
            continue;
        }
        break;
    }
    if (exhausted_) return kZero;
    const Id id = make(l, r);
    if (steps) {
        const std::string form = form_text(l, r), named = text(id);
        if (form != named)
            steps->push_back(Step{Step::Kind::Name, where, form, named,
                                  "No option is dominated or reversible: this is the canonical form, and its name is " +
                                      named + " (" + name(id).text + ")."});
    }
    return id;
}

//-----------------------------------------------------------------------------
// [SECTION] Sums
//-----------------------------------------------------------------------------

Id Store::negate(Id g) {
    if (g == kZero || nodes_[g].nimber >= 0) return g;
    if (nodes_[g].is_number) return of_number(-nodes_[g].value);
    if (auto it = negate_.find(g); it != negate_.end()) return it->second;
    std::vector<Id> l = nodes_[g].right, r = nodes_[g].left;
    for (Id& x : l) x = negate(x);
    for (Id& x : r) x = negate(x);
    const Id n = make(std::move(l), std::move(r));
    negate_.emplace(g, n);
    negate_.emplace(n, g);
    return n;
}

Id Store::add(Id g, Id h, std::vector<Step>* steps, const std::string& where) {
    if (g == kZero) return h;
    if (h == kZero) return g;
    const bool numbers = nodes_[g].is_number && nodes_[h].is_number;
    const std::int64_t ng = nodes_[g].nimber, nh = nodes_[h].nimber;
    if (numbers) {
        const Dyadic v = nodes_[g].value + nodes_[h].value;
        if (steps)
            steps->push_back(Step{Step::Kind::Number, where, text(g) + " + " + text(h), v.text(),
                                  "A sum of numbers is a number: " + text(g) + " + " + text(h) + " = " + v.text() + "."});
        return of_number(v);
    }
    if (ng >= 0 && nh >= 0) {
        const Id id = of_nimber(static_cast<std::uint64_t>(ng ^ nh));
        if (steps)
            steps->push_back(Step{Step::Kind::Number, where, text(g) + " + " + text(h), text(id),
                                  "*m + *n = *(m xor n) (Bouton; Winning Ways ch. 3): " + text(id) + "."});
        return id;
    }
    const std::uint64_t key = g < h ? pair(g, h) : pair(h, g);
    if (!steps)
        if (auto it = add_.find(key); it != add_.end()) return it->second;
    if (!spend()) return kZero;
    // x + G with x a number and G not: by the number translation theorem (Winning Ways ch. 9;
    // Siegel, CGT, §II.3), x + G = {G^L + x | G^R + x}: no one need move in x.
    const bool g_num = nodes_[g].is_number, h_num = nodes_[h].is_number;
    const std::vector<Id> gl = h_num || !g_num ? left(g) : std::vector<Id>{},
                          gr = h_num || !g_num ? right(g) : std::vector<Id>{};
    const std::vector<Id> hl = g_num || !h_num ? left(h) : std::vector<Id>{},
                          hr = g_num || !h_num ? right(h) : std::vector<Id>{};
    if (exhausted_) return kZero;
    std::vector<Id> l, r;
    for (Id x : gl) l.push_back(add(x, h));
    for (Id x : hl) l.push_back(add(g, x));
    for (Id x : gr) r.push_back(add(x, h));
    for (Id x : hr) r.push_back(add(g, x));
    if (exhausted_) return kZero;
    if (steps)
        steps->push_back(Step{Step::Kind::Sum, where, text(g) + " + " + text(h), form_text(l, r),
                              g_num || h_num
                                  ? "A number plus a game that is not one: only the game's options need be moved in, "
                                    "{G^L + x | G^R + x} (the number translation theorem, Winning Ways ch. 9); each is "
                                    "made canonical."
                                  : "The options of a sum G + H: Left moves in one part, to G^L + H or G + H^L, Right to "
                                    "G^R + H or G + H^R (ONAG ch. 7; Siegel, CGT, II.1); each is made canonical."});
    const Id s = simplify(std::move(l), std::move(r), steps, where);
    if (!exhausted_) add_.emplace(key, s);
    return s;
}

//-----------------------------------------------------------------------------
// [SECTION] Names
//-----------------------------------------------------------------------------

// Numbers first, by value; then by birthday and text: a fixed order for a canonical form's text.
bool Store::option_before(Id a, Id b) {
    const Node &x = nodes_[a], &y = nodes_[b];
    if (x.is_number != y.is_number) return x.is_number;
    if (x.is_number) return x.value < y.value;
    if (x.birthday != y.birthday) return x.birthday < y.birthday;
    return text(a, 400) < text(b, 400);
}

std::string Store::form_text(const std::vector<Id>& left, const std::vector<Id>& right) {
    std::string t = "{";
    for (const auto* side : {&left, &right}) {
        std::vector<Id> v = *side; // a set: each option once
        std::sort(v.begin(), v.end());
        v.erase(std::unique(v.begin(), v.end()), v.end());
        std::sort(v.begin(), v.end(), [&](Id a, Id b) { return option_before(a, b); });
        for (std::size_t i = 0; i < v.size(); ++i) {
            if (i) t += ',';
            t += text(v[i]);
        }
        if (side == &left) t += "|";
    }
    return t + "}";
}

namespace {
std::string up_star_text(const Store::UpStar& u, bool arrows) {
    std::string s;
    const bool has_x = u.x != Dyadic{};
    if (has_x || (u.ups == 0 && u.star == 0)) s = u.x.text();
    // 2^3 and 2*3 would read as a power and a product: 2+^3, 2+*3 (as text() writes them).
    if (has_x && ((u.ups > 2 && !arrows) || (u.ups == 0 && u.star > 1))) s += "+";
    const std::int64_t n = u.ups < 0 ? -u.ups : u.ups;
    const std::string sym = arrows ? (u.ups > 0 ? "↑" : "↓") : (u.ups > 0 ? "^" : "v");
    if (n == 1) s += sym;
    else if (n == 2) s += sym + sym;
    else if (n > 2) s += sym + std::to_string(n);
    if (u.star == 1) s += "*";
    else if (u.star > 1) s += "*" + std::to_string(u.star);
    return s;
}
} // namespace

namespace {
constexpr std::size_t kTextCap = 20000;
}

std::string Store::text(Id g, std::size_t max) {
    const Bare& b = bare(g);
    std::string t = b.slashes > 0 && !b.text.empty() ? "{" + b.text + "}" : b.text;
    return t.size() <= max ? t : std::string();
}

// CGSuite's slash notation: an option written without braces carries its bars, and its parent
// uses one bar more than the most any option used; at four bars (and at the top, and for each
// option of a side with several) the braces are written instead.
const Store::Bare& Store::bare(Id g) {
    if (auto it = bare_.find(g); it != bare_.end()) return it->second;
    Bare out;
    if (auto name = special_name(g)) {
        out.text = name->size() <= kTextCap ? *name : std::string();
    } else {
        const std::vector<Id> sides[2] = {left(g), right(g)}; // copies: nodes_ may grow
        std::string part[2];
        int most = 0;
        bool too_long = false;
        for (int k = 0; k < 2 && !too_long; ++k) {
            std::vector<Id> v = sides[k];
            std::sort(v.begin(), v.end(), [&](Id a, Id b) { return option_before(a, b); });
            for (std::size_t i = 0; i < v.size(); ++i) {
                const Bare o = bare(v[i]); // a copy: bare_ may rehash
                if (o.text.empty()) {
                    too_long = true;
                    break;
                }
                if (i) part[k] += ',';
                if (v.size() > 1 && o.slashes > 0) part[k] += "{" + o.text + "}";
                else {
                    part[k] += o.text;
                    most = std::max(most, o.slashes);
                }
                if (part[k].size() > kTextCap) {
                    too_long = true;
                    break;
                }
            }
        }
        if (!too_long) {
            const int bars = most + 1;
            if (bars >= 4) {
                out.text = "{" + part[0] + std::string(static_cast<std::size_t>(bars), '|') + part[1] + "}";
                out.slashes = 0;
            } else {
                out.text = part[0] + std::string(static_cast<std::size_t>(bars), '|') + part[1];
                out.slashes = bars;
            }
            if (out.text.size() > kTextCap) out.text.clear();
        }
    }
    return bare_.emplace(g, std::move(out)).first->second;
}

// The names CGSuite prints instead of braces. Naming never spends the budget (its work is undone).
std::optional<std::string> Store::special_name(Id g) {
    if (auto u = up_star(g)) return up_star_text(*u, false);
    struct {
        std::vector<Id> left, right;
        bool dicotic;
        std::uint64_t birthday;
        std::int64_t nimber;
    } const node{nodes_[g].left, nodes_[g].right, nodes_[g].dicotic, nodes_[g].birthday, nodes_[g].nimber}; // a copy: nodes_ grows
    if (node.left.empty() || node.right.empty()) return std::nullopt;
    const std::uint64_t saved_limit = limit_, saved_work = work_;
    const bool saved_exhausted = exhausted_;
    limit_ = work_ + 50000;
    exhausted_ = false;
    auto restore = [&] {
        limit_ = saved_limit;
        work_ = saved_work;
        exhausted_ = saved_exhausted;
    };
    std::optional<std::string> found;
    if (node.dicotic && node.birthday <= 66) found = up_nth_name(g, node.birthday);
    // Switches: G = -G, printed +-G^L (Winning Ways' ±; CGSuite's +-).
    if (!found && !exhausted_ && negate(g) == g && node.nimber < 0) {
        found = switch_name(node.left);
        if (!found) { // an option too long to print
            restore();
            return std::nullopt;
        }
    }
    if (!found && !exhausted_ && node.left.size() == 1 && node.right.size() == 1) found = tiny_name(node.left[0], node.right[0]);
    const bool void_ = exhausted_;
    restore();
    if (void_) return std::nullopt;
    return found;
}

// ^<k> = {0 | * - ^[k-1]} and ^[k] = {^[k-1] | *} (up-nth and up-to-the-nth, Siegel CGT II.4;
// CGSuite's ^.Pow(k) and ^.PowTo(k)), k >= 2, possibly with a star; and their negatives. Built
// as far as the birthday of g (a dicotic game) needs.
std::optional<std::string> Store::up_nth_name(Id g, std::uint64_t g_birthday) {
    const Id star = of_nimber(1);
    if (up_pow_to_.empty()) {
        up_pow_to_.push_back(kZero);                    // ^[0] = 0
        up_pow_.push_back(kZero);                       // unused
    }
    while (!exhausted_ && up_pow_.size() < 64 && (up_pow_.size() < 3 || birthday(up_pow_.back()) <= g_birthday + 1)) {
        const std::size_t k = up_pow_.size();
        up_pow_.push_back(simplify({kZero}, {add(star, negate(up_pow_to_[k - 1]))}));
        up_pow_to_.push_back(simplify({up_pow_to_[k - 1]}, {star}));
    }
    std::optional<std::string> found;
    for (std::size_t k = 2; !found && !exhausted_ && k < up_pow_.size(); ++k)
        for (int to = 0; to < 2 && !found; ++to) {
            const Id base = to ? up_pow_to_[k] : up_pow_[k];
            const std::string open = to ? "[" : "<", close = to ? "]" : ">";
            const std::string num = std::to_string(k);
            if (std::max(birthday(base), g_birthday) - std::min(birthday(base), g_birthday) > 1) continue;
            const Id neg = negate(base);
            if (g == base) found = "^" + open + num + close;
            else if (g == neg) found = "v" + open + num + close;
            else if (g == add(base, star)) found = "^" + open + num + close + "*";
            else if (g == add(neg, star)) found = "v" + open + num + close + "*";
        }
    return found;
}

// A switch's name, +-G^L from its Left options: +-1, +-(1*), +-(1,2). Nothing if an option is
// too long to print.
std::optional<std::string> Store::switch_name(const std::vector<Id>& left) {
    std::vector<Id> v = left;
    std::sort(v.begin(), v.end(), [&](Id a, Id b) { return option_before(a, b); });
    std::string s = "+-";
    if (v.size() > 1) s += "(";
    for (std::size_t i = 0; i < v.size(); ++i) {
        if (i) s += ",";
        std::string o = text(v[i], kTextCap);
        if (o.empty()) return std::nullopt;
        // +-(1*): a sum of a number and more needs parentheses after +-.
        const auto u = up_star(v[i]);
        const bool sum_like = o.find_first_of("+-") != std::string::npos ||
                              (u && u->x != Dyadic{} && (u->ups != 0 || u->star != 0));
        s += v.size() == 1 && sum_like ? "(" + o + ")" : o;
    }
    if (v.size() > 1) s += ")";
    return s;
}

// Tiny(x) = {0 || 0 | -x} and Miny(x) = {x | 0 || 0}, translated by a number: CGSuite's
// "number-tiny" games {a || a | b} with b below a. l and r: the game's one Left and one Right option.
std::optional<std::string> Store::tiny_name(Id l, Id r) {
    // CGSuite's test (isNumberTiny): the mean of y lies below a. {0||0|v3} is no Tiny (v3
    // has mean 0), and {0||0|{4|-6}} is Tiny({6|-4}) though {4|-6} is confused with 0.
    const auto below = [&](Id y, Dyadic a) {
        if (auto n = number(y)) return *n < a;
        const auto m = cgt::mean(*this, y);
        return m && !exhausted_ && *m < a;
    };
    if (nodes_[l].is_number && nodes_[r].left.size() == 1 && nodes_[r].right.size() == 1 && nodes_[r].left[0] == l &&
        below(nodes_[r].right[0], nodes_[l].value)) {
        const Dyadic a = nodes_[l].value;
        const Id sub = add(l, negate(nodes_[r].right[0]));
        const std::string t = text(sub, kTextCap);
        if (!exhausted_ && !t.empty()) return (a == Dyadic{} ? "" : a.text() + "+") + "Tiny(" + t + ")";
    } else if (nodes_[r].is_number && nodes_[l].left.size() == 1 && nodes_[l].right.size() == 1 &&
               nodes_[l].right[0] == r && below(negate(nodes_[l].left[0]), -nodes_[r].value)) {
        const Dyadic a = nodes_[r].value;
        const Id sub = add(nodes_[l].left[0], negate(r));
        const std::string t = text(sub, kTextCap);
        if (!exhausted_ && !t.empty()) return (a == Dyadic{} ? "" : a.text() + "+") + "Miny(" + t + ")";
    }
    return std::nullopt;
}

std::string Store::brace_text(Id g, std::size_t max) {
        std::string t;
    if (auto u = up_star(g)) {
        t = up_star_text(*u, false);
    } else {
        const std::vector<Id> sides[2] = {left(g), right(g)}; // copies: nodes_ may grow
        t = "{";
        for (int k = 0; k < 2; ++k) {
            std::vector<Id> v = sides[k];
            std::sort(v.begin(), v.end(), [&](Id a, Id b) { return option_before(a, b); });
            for (std::size_t i = 0; i < v.size(); ++i) {
                const std::string o = brace_text(v[i], max);
                if (o.empty() || t.size() + o.size() > max) return {};
                if (i) t += ',';
                t += o;
            }
            if (k == 0) t += "|";
        }
        t += "}";
    }
    return t.size() <= max ? t : std::string();
}

// x + n·↑ + *m: its number part x is reached by following options down to a number; what is left,
// g - x, must be dicotic (all-small), and subtracting the right multiple of ↑ leaves a nimber.
// Tried within a small budget of its own, so naming never costs an answer.
std::optional<Store::UpStar> Store::up_star(Id g) {
    if (nodes_[g].is_number) return UpStar{nodes_[g].value, 0, 0};
    if (nodes_[g].nimber >= 0) return UpStar{Dyadic{}, 0, static_cast<std::uint64_t>(nodes_[g].nimber)};
    if (auto it = up_star_.find(g); it != up_star_.end()) return it->second;
    // k·↑ and k·↑ + * up to g's birthday are built directly (2 nodes each, free as naming is)
    // and named as they are built: g is found among them at once if it is one.
    if (nodes_[g].dicotic && nodes_[g].birthday <= 4096 && ups_.size() <= nodes_[g].birthday) {
        const std::uint64_t saved_limit = limit_, saved_work = work_;
        const bool saved_exhausted = exhausted_;
        limit_ = UINT64_MAX;
        exhausted_ = false;
        of_ups(nodes_[g].birthday, 0);
        limit_ = saved_limit;
        work_ = saved_work;
        exhausted_ = saved_exhausted;
        if (auto it = up_star_.find(g); it != up_star_.end()) return it->second;
    }
    // Every option must be x + k·↑ + *j with the same x; g's own multiple of ↑ is then within one
    // of theirs (two, to be safe).
    const std::vector<Id> opts[2] = {nodes_[g].left, nodes_[g].right};
    if (opts[0].empty() || opts[1].empty()) return remember_up_star(g, std::nullopt);
    std::optional<Dyadic> x;
    std::int64_t lo = 0, hi = 0;
    for (const auto& side : opts)
        for (Id o : side) {
            const auto u = up_star(o);
            if (!u || (x && u->x != *x)) return remember_up_star(g, std::nullopt);
            if (!x) lo = hi = u->ups;
            x = u->x;
            lo = std::min(lo, u->ups);
            hi = std::max(hi, u->ups);
        }
    const std::uint64_t saved_limit = limit_, saved_work = work_;
    const bool saved_exhausted = exhausted_;
    limit_ = work_ + 50000;
    exhausted_ = false;
    std::optional<UpStar> found;
    // g - x is looked up among the n·↑ and n·↑ + * built directly (canonical forms are unique:
    // one id per form), which names ^1000 + 1/2 at once.
    const Id h = *x == Dyadic{} ? g : add(g, of_number(-*x));
    if (!exhausted_ && nodes_[h].dicotic) {
        if (nodes_[h].birthday <= 4096 && ups_.size() <= nodes_[h].birthday) of_ups(nodes_[h].birthday, 0);
        if (auto it = up_star_.find(h); !exhausted_ && it != up_star_.end() && it->second) {
            found = UpStar{*x, it->second->ups, it->second->star};
        }
        // Else g - x - n·↑ is a nimber for one n near the options' (a sum each, within the budget).
        for (std::int64_t n = lo - 2; !found && !exhausted_ && n <= hi + 2; ++n) {
            const Id d = n == 0 ? h : add(h, of_ups(-n, 0));
            if (!exhausted_ && nodes_[d].nimber >= 0) found = UpStar{*x, n, static_cast<std::uint64_t>(nodes_[d].nimber)};
        }
    }
    const bool decided = !exhausted_;
    limit_ = saved_limit;
    work_ = saved_work; // naming is free: it never costs the answer its budget
    exhausted_ = saved_exhausted;
    if (decided) remember_up_star(g, found);
    return found;
}

std::optional<Store::UpStar> Store::remember_up_star(Id g, std::optional<UpStar> u) {
    up_star_.emplace(g, u);
    return u;
}

Store::Name Store::name(Id g) {
    if (auto x = number(g)) return {x->text(), x->is_integer() ? "integer" : "number"};
    if (auto n = nimber(g)) return {text(g), "nimber"};
    if (auto u = up_star(g)) return {up_star_text(*u, true), u->ups == 0 ? "number plus nimber" : "number, ups and nimber"};
    const Node& n = nodes_[g];
    if (n.left.size() == 1 && n.right.size() == 1 && nodes_[n.left[0]].is_number && nodes_[n.right[0]].is_number) {
        const Dyadic a = nodes_[n.left[0]].value, b = nodes_[n.right[0]].value;
        if (a > b) {
            const Dyadic mid = (a + b).half(), d = (a - b).half();
            return {(mid == Dyadic{} ? "" : mid.text() + " ") + "±" + (mid == Dyadic{} ? "" : " ") + d.text(), "switch"};
        }
    }
    return {text(g), "game"};
}

} // namespace gl::cgt
