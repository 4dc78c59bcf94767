// calc_wire.cpp - see calc_wire.h.
#include "cgt/calc_wire.h"

#include <memory>
#include <unordered_map>
#include <utility>
#include <vector>

#include "cgt/misere.h"

namespace gl::cgt {

std::uint64_t WireReader::num() {
    if (!ok_) return 0;
    std::uint64_t n = 0;
    std::size_t digits = 0;
    while (i_ < t_.size() && t_[i_] >= '0' && t_[i_] <= '9') {
        if (n > (UINT64_MAX - 9) / 10) return fail(), 0;
        n = n * 10 + static_cast<std::uint64_t>(t_[i_++] - '0');
        ++digits;
    }
    if (digits == 0 || i_ >= t_.size() || t_[i_] != ';') return fail(), 0;
    ++i_;
    return n;
}

std::string WireReader::str() {
    const std::uint64_t n = num();
    if (!ok_ || n > t_.size() - i_) return fail(), std::string();
    std::string s(t_.substr(i_, n));
    i_ += n;
    return s;
}

std::size_t WireReader::count() {
    const std::uint64_t n = num();
    if (!ok_ || n > t_.size() - i_) return fail(), 0;
    return static_cast<std::size_t>(n);
}

namespace {


void write_dyadic(WireWriter& w, const Dyadic& x) {
    const bool neg = x.num < 0;
    const u128 m = neg ? static_cast<u128>(-(x.num + 1)) + 1 : static_cast<u128>(x.num);
    w.num(neg);
    w.num(static_cast<std::uint64_t>(m >> 64));
    w.num(static_cast<std::uint64_t>(m));
    w.num(static_cast<std::uint64_t>(x.exp));
}

Dyadic read_dyadic(WireReader& r) {
    const bool neg = r.num() != 0;
    const std::uint64_t hi = r.num(), lo = r.num(), exp = r.num();
    // Dyadic's range: below 2^120 in size, denominators up to 2^120 (calc.cpp's arithmetic).
    if (hi >> 56 || exp > 128) return r.fail(), Dyadic{};
    const auto m = static_cast<i128>((static_cast<u128>(hi) << 64) | lo);
    return Dyadic::make(neg ? -m : m, static_cast<int>(exp));
}

// The forms reachable from `roots`, children before parents; `index` maps a form to its place.
std::vector<Id> reachable(Store& s, const std::vector<Id>& roots, std::unordered_map<Id, std::size_t>& index) {
    std::vector<Id> order;
    std::vector<std::pair<Id, bool>> stack; // (form, its options already pushed)
    for (Id root : roots) {
        stack.emplace_back(root, false);
        while (!stack.empty()) {
            auto [g, expanded] = stack.back();
            stack.pop_back();
            if (index.count(g)) continue;
            const bool leaf = s.number(g) || s.nimber(g);
            if (expanded || leaf) {
                index.emplace(g, order.size());
                order.push_back(g);
                continue;
            }
            stack.emplace_back(g, true);
            for (Id o : s.left(g))
                if (!index.count(o)) stack.emplace_back(o, false);
            for (Id o : s.right(g))
                if (!index.count(o)) stack.emplace_back(o, false);
        }
    }
    return order;
}

enum NodeTag : std::uint64_t { kNumber = 0, kNimber = 1, kForm = 2 };

void write_ids(WireWriter& w, const std::vector<Id>& ids, const std::unordered_map<Id, std::size_t>& index) {
    w.num(ids.size());
    for (Id g : ids) w.num(index.at(g));
}

std::vector<Id> read_ids(WireReader& r, const std::vector<Id>& made) {
    std::vector<Id> ids(r.count());
    for (Id& g : ids) {
        const std::uint64_t k = r.num();
        if (k >= made.size()) return r.fail(), std::vector<Id>{};
        g = made[k];
    }
    return ids;
}

void write_moves(WireWriter& w, const std::vector<FirstMove>& moves) {
    w.num(moves.size());
    for (const FirstMove& m : moves) w.str(m.label), w.str(m.to);
}

std::vector<FirstMove> read_moves(WireReader& r) {
    std::vector<FirstMove> moves(r.count());
    for (FirstMove& m : moves) {
        m.label = r.str();
        m.to = r.str();
    }
    return moves;
}

void write_wall(WireWriter& w, const Wall& wall) {
    w.num(wall.points.size());
    for (const auto& [t, v] : wall.points) write_dyadic(w, t), write_dyadic(w, v);
}

Wall read_wall(WireReader& r) {
    Wall wall;
    wall.points.resize(r.count());
    for (auto& [t, v] : wall.points) {
        t = read_dyadic(r);
        v = read_dyadic(r);
    }
    return wall;
}

Error bad_wire() {
    return Error{"answer", Error::kWhole, "the worker's answer did not read back (a different version of the engine?)"};
}

} // namespace

void write_calc_wire(WireWriter& w, const Calc& c) {
    // The forms first, so that the rest names them by their place.
    std::unordered_map<Id, std::size_t> index;
    std::vector<Id> order;
    const bool has_node = c.store && c.canonical_known && !c.misere && c.loopy_outcome.empty();
    if (c.store) {
        std::vector<Id> roots;
        if (has_node) roots.push_back(c.canonical);
        for (const Term& t : c.terms) {
            roots.push_back(t.value);
            roots.insert(roots.end(), t.left.begin(), t.left.end());
            roots.insert(roots.end(), t.right.begin(), t.right.end());
        }
        order = reachable(*c.store, roots, index);
    }
    w.num(c.store ? 1 : 0);
    w.num(order.size());
    for (Id g : order) {
        if (auto x = c.store->number(g)) {
            w.num(kNumber);
            write_dyadic(w, *x);
        } else if (auto n = c.store->nimber(g)) {
            w.num(kNimber);
            w.num(*n);
        } else {
            w.num(kForm);
            write_ids(w, c.store->left(g), index);
            write_ids(w, c.store->right(g), index);
        }
    }
    w.str(c.expr);
    w.num(c.store ? c.terms.size() : 0);
    if (c.store)
        for (const Term& t : c.terms) {
            w.num(index.at(t.value));
            write_ids(w, t.left, index);
            write_ids(w, t.right, index);
            w.str(t.source);
            w.num(t.unlisted);
        }
    w.num(c.canonical_known);
    w.num(has_node);
    if (has_node) w.num(index.at(c.canonical));
    w.str(c.canonical_text);
    w.str(c.name.text);
    w.str(c.name.kind);
    w.num(c.birthday);
    w.num(static_cast<unsigned char>(c.outcome));
    w.num(c.left_wins_first);
    w.num(c.left_wins_second);
    write_moves(w, c.left_moves);
    write_moves(w, c.right_moves);
    w.num(c.steps.size());
    for (const Step& s : c.steps) {
        w.num(static_cast<std::uint64_t>(s.kind));
        w.str(s.where), w.str(s.before), w.str(s.after), w.str(s.why);
    }
    w.str(c.note);
    w.str(c.result);
    w.str(c.result_kind);
    w.str(c.brace_text);
    w.num(c.properties.size());
    for (const auto& [k, v] : c.properties) w.str(k), w.str(v);
    w.num(c.thermograph ? 1 : 0);
    if (c.thermograph) {
        write_wall(w, c.thermograph->left);
        write_wall(w, c.thermograph->right);
        write_dyadic(w, c.thermograph->mean);
        write_dyadic(w, c.thermograph->temperature);
    }
    w.num(c.misere ? 1 : 0);
    w.num(c.misere_options.size());
    for (const std::string& o : c.misere_options) w.str(o);
    w.str(c.loopy_outcome);
}

Result<Calc> read_calc_wire(WireReader& r) {
    Calc c;
    const bool has_store = r.num() != 0;
    const std::size_t nodes = r.count();
    std::vector<Id> made;
    if (has_store) {
        c.store = std::make_shared<Store>();
        made.reserve(nodes);
        for (std::size_t k = 0; k < nodes && r.ok(); ++k) {
            const std::uint64_t tag = r.num();
            if (tag == kNumber) {
                made.push_back(c.store->of_number(read_dyadic(r)));
            } else if (tag == kNimber) {
                made.push_back(c.store->of_nimber(r.num()));
            } else if (tag == kForm) {
                std::vector<Id> left = read_ids(r, made);
                std::vector<Id> right = read_ids(r, made);
                made.push_back(c.store->make(std::move(left), std::move(right)));
            } else {
                r.fail();
            }
            if (c.store->exhausted()) return Error{"answer", Error::kWhole, "the worker's game tree is too large for the page's memory"};
        }
    } else if (nodes != 0) {
        r.fail();
    }
    c.expr = r.str();
    const std::size_t terms = r.count();
    for (std::size_t k = 0; k < terms && r.ok(); ++k) {
        Term t;
        const std::uint64_t v = r.num();
        if (v >= made.size()) return bad_wire();
        t.value = made[v];
        t.left = read_ids(r, made);
        t.right = read_ids(r, made);
        t.source = r.str();
        t.unlisted = r.num() != 0;
        c.terms.push_back(std::move(t));
    }
    c.canonical_known = r.num() != 0;
    if (r.num() != 0) {
        const std::uint64_t k = r.num();
        if (k >= made.size()) return bad_wire();
        c.canonical = made[k];
    }
    c.canonical_text = r.str();
    c.name.text = r.str();
    c.name.kind = r.str();
    c.birthday = r.num();
    const std::uint64_t o = r.num();
    if (o != 'L' && o != 'R' && o != 'N' && o != 'P' && o != '?') r.fail();
    c.outcome = static_cast<Outcome>(static_cast<char>(o));
    c.left_wins_first = r.num() != 0;
    c.left_wins_second = r.num() != 0;
    c.left_moves = read_moves(r);
    c.right_moves = read_moves(r);
    c.steps.resize(r.count());
    for (Step& s : c.steps) {
        const std::uint64_t kind = r.num();
        if (kind > static_cast<std::uint64_t>(Step::Kind::Name)) r.fail();
        s.kind = static_cast<Step::Kind>(kind);
        s.where = r.str(), s.before = r.str(), s.after = r.str(), s.why = r.str();
    }
    c.note = r.str();
    c.result = r.str();
    c.result_kind = r.str();
    c.brace_text = r.str();
    c.properties.resize(r.count());
    for (auto& [k, v] : c.properties) k = r.str(), v = r.str();
    if (r.num() != 0) {
        Thermograph t;
        t.left = read_wall(r);
        t.right = read_wall(r);
        t.mean = read_dyadic(r);
        t.temperature = read_dyadic(r);
        c.thermograph = std::move(t);
    }
    if (r.num() != 0) c.misere = std::make_shared<misere::MisereStore>();
    c.misere_options.resize(r.count());
    for (std::string& s : c.misere_options) s = r.str();
    c.loopy_outcome = r.str();
    if (!r.ok()) return bad_wire();
    return c;
}

void write_comparison_wire(WireWriter& w, const Comparison& c) {
    write_calc_wire(w, c.difference);
    w.str(c.g_text);
    w.str(c.h_text);
    w.num(static_cast<unsigned char>(c.relation));
    w.num(c.known);
    w.str(c.witness);
}

Result<Comparison> read_comparison_wire(WireReader& r) {
    Comparison c;
    auto d = read_calc_wire(r);
    if (!d) return d.error();
    c.difference = std::move(d.value());
    c.g_text = r.str();
    c.h_text = r.str();
    const std::uint64_t rel = r.num();
    if (rel != '=' && rel != '<' && rel != '>' && rel != '|') r.fail();
    c.relation = static_cast<Relation>(static_cast<char>(rel));
    c.known = r.num() != 0;
    c.witness = r.str();
    if (!r.ok()) return bad_wire();
    return c;
}

} // namespace gl::cgt
