#include "app/state.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include "app/game_play.h"
#include "app/link_answer.h"
#include "core/link.h"
#include "core/text.h"
#include "games/registry.h"

namespace gl::app {

Result<std::vector<std::uint64_t>> parse_position(std::string_view text, std::string_view field) {
    return parse_uint_list(text, field, kMaxHeap, kMaxHeaps);
}

State default_state(std::string_view id) {
    State s;
    const GameEntry* g = find_game(id);
    if (!g) g = &game_entries().front();
    s.game = std::string(g->meta().id);
    s.pos = std::string(g->meta().example);
    s.rules = std::string(g->meta().rules_default);
    return s;
}

std::span<const std::string_view> play_link_keys() {
    static constexpr std::string_view keys[] = {"v", "game", "rules", "pos", "play", "turn", "computer", "hints", "budget", "embed", "layout"};
    return keys;
}

bool misere_offered(const GameEntry& g, std::string_view rules) {
    auto r = g.make(rules);
    return r ? r.value()->misere_offered() : !g.meta().normal_play_only;
}

namespace {

// The keys of a ruleset's play screen.
bool play_key(std::string_view k, std::string_view rules_key = "rules", bool variant_in_rules = false) {
    if (k == rules_key || (variant_in_rules && k == "variant")) return true;
    for (std::string_view known : play_link_keys())
        if (k == known) return true;
    return false;
}

// A key as the `where` of a notice: a 5,000-character key is cut, as echo() cuts values.
std::string key_name(std::string_view k) {
    const std::string e = echo(k, 40);
    return e.size() == k.size() + 2 ? std::string(k) : e.substr(1, e.find("…'") - 1) + "…";
}

// An on/off key. Links get mangled and people write what they think: on/off, 1/0, true/false,
// yes/no, in any case. Links are written back with on/off.
std::optional<bool> on_off(std::string_view v) {
    std::string t(v);
    for (char& c : t) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    if (t == "on" || t == "1" || t == "true" || t == "yes") return true;
    if (t == "off" || t == "0" || t == "false" || t == "no") return false;
    return std::nullopt;
}

// Keys of a play screen; `rules` and `pos` were read first (read_position).
void read_play(const LinkParam& p, const GameMeta& meta, bool normal_only, State& s, std::vector<Error>& errors) {
    const std::string& k = p.key;
    if (k == "play" && normal_only) {
        if (p.value != "normal")
            errors.push_back(Error{"play", Error::kWhole, std::string(meta.title) + " are played under normal play only; " + echo(p.value) + " was ignored"});
    } else if (k == "play") {
        if (p.value == "normal") s.play = Play::Normal;
        else if (p.value == "misere") s.play = Play::Misere;
        else errors.push_back(Error{"play", Error::kWhole, echo(p.value) + " is not a play convention: use normal or misere"});
    } else if (k == "turn") {
        if (p.value == "1" || p.value == "2") s.turn = p.value[0] - '0';
        else errors.push_back(Error{"turn", Error::kWhole, echo(p.value) + " is not a player: use 1 or 2"});
    } else if (k == "computer") {
        if (p.value == "off") s.computer = 0;
        else if (p.value == "1" || p.value == "2") s.computer = p.value[0] - '0';
        else errors.push_back(Error{"computer", Error::kWhole, echo(p.value) + " is not off, 1 or 2"});
    } else if (k == "embed") {
        if (p.value == "board") s.embed = p.value;
        else errors.push_back(Error{"embed", Error::kWhole, echo(p.value) + " is not an embed mode of a board: use board"});
    } else if (k == "layout") {
        auto l = parse_layout(p.value, "layout");
        if (!l) errors.push_back(l.error());
        else if (!meta.has_layout) errors.push_back(Error{"layout", Error::kWhole, "key 'layout' does not apply to game " + s.game + "; it was ignored"});
        else s.layout = format_layout(l.value());
    } else if (k == "rules" && meta.rules_key != "rules") { // a game whose parameter has its own key
        errors.push_back(Error{"rules", Error::kWhole, "key 'rules' does not apply to game " + s.game + " (its parameter is " + std::string(meta.rules_key) + "=); it was ignored"});
    } else if (k == "hints") {
        if (auto on = on_off(p.value)) s.hints = *on;
        else errors.push_back(Error{"hints", Error::kWhole, echo(p.value) + " is not on or off (1/0, true/false, yes/no also do)"});
    } else if (k == "budget") { // up to the page's most: the link opens the page's search
        if (auto n = budget_from_text(p.value, "budget", GamePlay::kMostPageBudget)) s.budget = n.value() == kDefaultSearchBudget ? 0 : n.value();
        else errors.push_back(n.error());
    }
}

// The ruleset's rule parameter and position, each checked by the ruleset itself.
void read_position(const ParsedLink& link, const GameEntry& g, State& s, std::vector<Error>& errors) {
    const LinkParam* rules = link.find(g.meta().rules_key);
    if (rules && g.meta().rules_key_grammar.empty()) {
        errors.push_back(Error{rules->key, Error::kWhole, "key " + echo(rules->key) + " does not apply to game " + s.game + "; it was ignored"});
        rules = nullptr;
    }
    std::string rules_text = rules ? rules->value : std::string{};
    if (const LinkParam* variant = g.meta().variant_in_rules ? link.find("variant") : nullptr) { // rules=1,2,1,0&variant=impartial
        const bool says_impartial = rules_text == "impartial" || rules_text.ends_with(",impartial");
        if (variant->value == "impartial" && !says_impartial) {
            rules_text = (rules_text.empty() ? std::string(g.meta().rules_default) : rules_text) + ",impartial";
            rules = variant; // the rules were given
        } else if (variant->value == "partizan" && says_impartial) {
            errors.push_back(Error{"variant", Error::kWhole, "variant=partizan and rules=" + rules_text + " (impartial) disagree: give one of them"});
        } else if (variant->value == "backsliding") { // Backsliding Toads and Frogs (games/toads.h), the one game with variants in its rules
            if (!rules_text.ends_with("backsliding")) rules_text = (rules_text.empty() ? std::string(g.meta().rules_default) : rules_text) + ",backsliding";
            rules = variant;
        } else if (variant->value != "partizan" && variant->value != "impartial") {
            errors.push_back(Error{"variant", Error::kWhole, echo(variant->value) + " is not a variant: use partizan, impartial or backsliding"});
        }
    }
    auto ruleset = g.make(rules ? std::string_view(rules_text) : std::string_view{});
    if (!ruleset) {
        errors.push_back(ruleset.error());
        ruleset = g.make({});
    } else if (rules) {
        s.rules = ruleset.value()->rules_text();
        if (!link.find("pos")) s.pos = ruleset.value()->start_position(); // a graph without a, b
    }
    if (const LinkParam* pos = link.find("pos")) {
        auto text = ruleset.value()->canonical(pos->value, "pos");
        if (text) s.pos = text.value();
        else errors.push_back(text.error());
    }
    // A position kept from the example (no pos, or a pos that did not read) is written the way
    // the rules order it, so the link written from the state reads back to the same state. The
    // example may not fit the link's rules at all (a graph without its vertex a): then the game's
    // default rules and example are shown, so the state always opens cleanly.
    if (auto kept = ruleset.value()->canonical(s.pos, "pos")) s.pos = kept.value();
    else {
        errors.push_back(Error{"pos", Error::kWhole, "the example position " + echo(g.meta().example) + " does not fit " +
                                                         echo(s.rules) + " and no position that fits was given; " +
                                                         "the default " + std::string(g.meta().rules_key) + " is shown"});
        s.rules = std::string(g.meta().rules_default);
        s.pos = std::string(g.meta().example);
    }
}

bool holds_play_key(std::string_view k, const GameEntry& g) { return play_key(k, g.meta().rules_key, g.meta().variant_in_rules); }

// The play keys besides rules and pos (read first, together: read_position).
void read_play_key(const LinkParam& p, const GameEntry& g, State& s, std::vector<Error>& errors) {
    if (p.key != "pos" && p.key != g.meta().rules_key) read_play(p, g.meta(), p.key == "play" && !misere_offered(g, s.rules), s, errors);
}

void write_play_keys(const State& s, const GameEntry& g, std::string& q) {
    if (!g.meta().rules_key_grammar.empty()) q += "&" + std::string(g.meta().rules_key) + "=" + encode_link_value(s.rules);
    if (misere_offered(g, s.rules)) q += std::string("&play=") + (s.play == Play::Misere ? "misere" : "normal");
    q += "&pos=" + encode_link_value(s.pos);
    q += "&turn=" + std::to_string(s.turn);
    q += "&computer=" + (s.computer == 0 ? std::string("off") : std::to_string(s.computer));
    q += std::string("&hints=") + (s.hints ? "on" : "off");
    if (s.budget) q += "&budget=" + std::to_string(s.budget);
    if (!s.layout.empty()) q += "&layout=" + encode_link_value(s.layout);
    if (!s.embed.empty()) q += "&embed=" + s.embed;
}

// Offsets leave here counted in characters (a person counts 'é' as one): within the query for
// "link" errors, else within the value of the key the error names.
void count_characters(std::string_view query, const ParsedLink& link, std::vector<Error>& errors) {
    for (Error& e : errors) {
        if (e.where == "link") e = in_characters(e, query);
        else if (const LinkParam* p = link.find(e.where)) e = in_characters(e, p->value);
    }
}

} // namespace

const ScreenKeys& play_screen_keys() {
    static const ScreenKeys keys{holds_play_key, read_position, read_play_key, write_play_keys};
    return keys;
}

const ScreenKeys& keys_of(const GameEntry& g) {
    switch (g.screen) {
    case ScreenKind::Play: break;
    case ScreenKind::Calculator: return calculator_keys();
    case ScreenKind::Explorer: return explorer_keys();
    }
    return play_screen_keys();
}

LinkLoad state_from_link(std::string_view query) {
    LinkLoad out;
    out.link = parse_link(query);
    const ParsedLink& link = out.link;
    out.errors = link.errors;
    out.notes = link.notes;
    count_characters(query, link, out.notes);

    // The game decides which keys mean something, wherever it stands in the link.
    const GameEntry* g = &game_entries().front(); // the default game
    if (const LinkParam* p = link.find("game")) {
        g = find_game(p->value);
        if (!g) {
            out.state = default_state("");
            out.errors.push_back(Error{"game", Error::kWhole, "unknown game " + echo(p->value) + "; showing " +
                                                                  std::string(game_entries().front().meta().title) + " (known games: " + known_game_ids() + ")"});
            count_characters(query, link, out.errors);
            return out; // the other keys describe a game we do not have: ignore them all
        }
    }
    State& s = out.state = default_state(g->meta().id);
    const ScreenKeys& screen = keys_of(*g);
    if (screen.read_first) screen.read_first(link, *g, s, out.errors);
    const ScreenKeys* others[] = {&play_screen_keys(), &explorer_keys(), &calculator_keys()};
    for (const LinkParam& p : link.params) {
        const std::string& k = p.key;
        if (k == "game") continue;
        if (k == "v") {
            if (p.value != std::to_string(kLinkVersion))
                out.errors.push_back(Error{"v", Error::kWhole, "link version " + echo(p.value) + " is not known; read as version 1"});
        } else if (screen.holds(k, *g)) {
            screen.read(p, *g, s, out.errors);
        } else if (std::any_of(std::begin(others), std::end(others), [&](const ScreenKeys* o) { return o->holds(k, *g); })) {
            out.errors.push_back(Error{k, Error::kWhole, "key " + echo(k) + " does not apply to game " + s.game + "; it was ignored"});
        } else {
            out.errors.push_back(Error{key_name(k), Error::kWhole, "unknown key " + echo(k) + " was ignored"});
        }
    }
    count_characters(query, link, out.errors);
    return out;
}

std::string link_from_state(const State& s) {
    std::string q = "?v=" + std::to_string(kLinkVersion);
    q += "&game=" + encode_link_value(s.game);
    if (const GameEntry* g = find_game(s.game)) keys_of(*g).write(s, *g, q);
    return q;
}

Result<std::vector<VertexPlace>> parse_layout(std::string_view text, std::string_view field) {
    const std::string f(field);
    std::vector<VertexPlace> out;
    if (text.empty()) return out;
    if (text.size() > 30000) return Error{f, Error::kWhole, "is too long: at most 1000 vertices"};
    std::size_t i = 0;
    auto number = [&](float& v, bool integer) -> std::optional<Error> {
        const std::size_t start = i;
        bool neg = false, digits = false, point = false;
        double x = 0, scale = 1;
        if (!integer && i < text.size() && text[i] == '-') neg = true, ++i;
        while (i < text.size() && ((text[i] >= '0' && text[i] <= '9') || (!integer && text[i] == '.' && !point))) {
            if (text[i] == '.') point = true;
            else if (point) scale /= 10, x += (text[i] - '0') * scale, digits = true;
            else x = std::min(1e7, x * 10 + (text[i] - '0')), digits = true;
            ++i;
        }
        if (!digits) return Error{f, i < text.size() ? i : start, (i < text.size() ? quote_at(text, i) + " is not a number" : std::string("a number is missing")) +
                                                                  ": places are ID:X,Y separated by '|', such as 1:0,1|2:0.5,2"};
        if (x > 1000) return Error{f, start, echo(text.substr(start, i - start)) + " is beyond 1000"};
        v = static_cast<float>(neg ? -x : x);
        return std::nullopt;
    };
    auto expect = [&](char c) -> std::optional<Error> {
        if (i < text.size() && text[i] == c) { ++i; return std::nullopt; }
        return Error{f, std::min(i, text.size()), (i < text.size() ? quote_at(text, i) : std::string("the end")) + " where '" + std::string(1, c) +
                                                      "' was expected: places are ID:X,Y separated by '|'"};
    };
    while (true) {
        VertexPlace vp;
        float id = 0;
        if (auto e = number(id, true)) return *e;
        vp.id = static_cast<int>(id);
        if (auto e = expect(':')) return *e;
        if (auto e = number(vp.x, false)) return *e;
        if (auto e = expect(',')) return *e;
        if (auto e = number(vp.y, false)) return *e;
        out.push_back(vp);
        if (out.size() > 1000) return Error{f, Error::kWhole, "has more than 1000 vertices"};
        if (i == text.size()) break;
        if (auto e = expect('|')) return *e;
    }
    return out;
}

std::string format_layout(const std::vector<VertexPlace>& places) {
    std::vector<VertexPlace> sorted = places;
    std::stable_sort(sorted.begin(), sorted.end(), [](const VertexPlace& a, const VertexPlace& b) { return a.id < b.id; });
    auto num = [](float v) {
        long long h = std::llround(static_cast<double>(v) * 100);
        std::string s = h < 0 ? "-" : "";
        h = h < 0 ? -h : h;
        s += std::to_string(h / 100);
        if (h % 100) {
            s += '.';
            s += std::to_string(h % 100 / 10);
            if (h % 10) s += std::to_string(h % 10);
        }
        return s == "-0" ? std::string("0") : s;
    };
    std::string s;
    for (std::size_t k = 0; k < sorted.size(); ++k) {
        if (k && sorted[k].id == sorted[k - 1].id) continue; // the first place of a vertex counts
        if (!s.empty()) s += '|';
        s += std::to_string(sorted[k].id);
        s += ':';
        s += num(sorted[k].x);
        s += ',';
        s += num(sorted[k].y);
    }
    return s;
}

} // namespace gl::app
