#include "app/state.h"

#include "app/explorer.h"
#include "app/play.h"
#include "core/link.h"
#include "core/text.h"
#include "games/registry.h"

namespace gl::app {

Result<std::vector<std::uint64_t>> parse_position(std::string_view text, std::string_view field) {
    return parse_uint_list(text, field, kMaxHeap, kMaxHeaps);
}

namespace {

// Keys and the games that use them.
bool nim_key(std::string_view k) {
    return k == "play" || k == "pos" || k == "turn" || k == "computer" || k == "hints" || k == "embed";
}
bool octal_key(std::string_view k) {
    return k == "rules" || k == "n" || k == "width" || k == "view" || k == "at" || k == "embed";
}

Result<std::uint64_t> parse_count(const LinkParam& p, std::uint64_t max) {
    auto v = parse_uint_list(p.value, p.key, max, 1);
    if (!v) return v.error();
    return v.value()[0];
}

void read_nim(const LinkParam& p, State& s, std::vector<Error>& errors) {
    const std::string& k = p.key;
    if (k == "play" && s.game == "sum") {
        if (p.value != "normal")
            errors.push_back(Error{"play", Error::kWhole, "sums of games are played under normal play only; " + echo(p.value) + " was ignored"});
    } else if (k == "play") {
        if (p.value == "normal") s.play = Play::Normal;
        else if (p.value == "misere") s.play = Play::Misere;
        else errors.push_back(Error{"play", Error::kWhole, echo(p.value) + " is not a play convention: use normal or misere"});
    } else if (k == "pos" && s.game == "sum") {
        auto parts = parse_parts(p.value);
        if (parts) s.parts = format_parts(parts.value());
        else errors.push_back(parts.error());
    } else if (k == "pos") {
        auto heaps = parse_position(p.value);
        if (heaps) s.heaps = heaps.value();
        else errors.push_back(heaps.error());
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
    } else if (k == "hints") {
        if (p.value == "on") s.hints = true;
        else if (p.value == "off") s.hints = false;
        else errors.push_back(Error{"hints", Error::kWhole, echo(p.value) + " is not on or off"});
    }
}

void read_octal(const LinkParam& p, State& s, std::vector<Error>& errors) {
    const std::string& k = p.key;
    if (k == "rules") {
        auto r = parse_heap_rules(p.value, "rules");
        if (r) s.rules = octal::format_code(r.value());
        else errors.push_back(r.error());
    } else if (k == "n") {
        auto v = parse_count(p, Explorer::kMaxN);
        if (v && v.value() >= 1) s.n = v.value();
        else errors.push_back(v ? Error{"n", Error::kWhole, "must be at least 1"} : v.error());
    } else if (k == "width") {
        auto v = parse_count(p, 63);
        if (v) s.width = v.value();
        else errors.push_back(v.error());
    } else if (k == "view") {
        if (p.value == "table" || p.value == "plot" || p.value == "mex") s.view = p.value;
        else errors.push_back(Error{"view", Error::kWhole, echo(p.value) + " is not a view: use table, plot or mex"});
    } else if (k == "at") {
        auto v = parse_count(p, Explorer::kMaxN);
        if (v) s.at = v.value();
        else errors.push_back(v.error());
    } else if (k == "embed") {
        if (p.value == "table" || p.value == "plot") s.embed = p.value;
        else errors.push_back(Error{"embed", Error::kWhole, echo(p.value) + " is not an embed mode: use table or plot"});
    }
}

} // namespace

LinkLoad state_from_link(std::string_view query) {
    LinkLoad out;
    ParsedLink link = parse_link(query);
    out.errors = link.errors;
    State& s = out.state;

    // The game decides which keys mean something, wherever it stands in the link.
    if (const LinkParam* g = link.find("game")) {
        if (!find_game(g->value)) {
            std::string known;
            for (const GameInfo& info : games()) known += (known.empty() ? "" : ", ") + std::string(info.id);
            out.errors.push_back(Error{"game", Error::kWhole, "unknown game " + echo(g->value) + "; showing Nim (known games: " + known + ")"});
            return out; // the other keys describe a game we do not have: ignore them all
        }
        s.game = g->value;
    }
    const bool octal = s.game == "octal";
    for (const LinkParam& p : link.params) {
        const std::string& k = p.key;
        if (k == "game") continue;
        if (k == "v") {
            if (p.value != std::to_string(kLinkVersion))
                out.errors.push_back(Error{"v", Error::kWhole, "link version " + echo(p.value) + " is not known; read as version 1"});
        } else if (nim_key(k) && !octal) {
            read_nim(p, s, out.errors);
        } else if (octal_key(k) && octal) {
            read_octal(p, s, out.errors);
        } else if (nim_key(k) || octal_key(k)) {
            out.errors.push_back(Error{k, Error::kWhole, "key " + echo(k) + " does not apply to game " + s.game + "; it was ignored"});
        } else {
            out.errors.push_back(Error{k, Error::kWhole, "unknown key " + echo(k) + " was ignored"});
        }
    }
    return out;
}

std::string link_from_state(const State& s) {
    std::string q = "?v=" + std::to_string(kLinkVersion);
    q += "&game=" + encode_link_value(s.game);
    if (s.game == "octal") {
        q += "&rules=" + encode_link_value(s.rules);
        q += "&n=" + std::to_string(s.n);
        q += "&width=" + std::to_string(s.width);
        q += "&view=" + s.view;
        if (s.at != 0) q += "&at=" + std::to_string(s.at);
        if (!s.embed.empty()) q += "&embed=" + s.embed;
        return q;
    }
    if (s.game == "sum") {
        q += "&pos=" + encode_link_value(s.parts);
    } else {
        q += std::string("&play=") + (s.play == Play::Misere ? "misere" : "normal");
        q += "&pos=" + format_uint_list(s.heaps);
    }
    q += "&turn=" + std::to_string(s.turn);
    q += "&computer=" + (s.computer == 0 ? std::string("off") : std::to_string(s.computer));
    q += std::string("&hints=") + (s.hints ? "on" : "off");
    if (!s.embed.empty()) q += "&embed=" + s.embed;
    return q;
}

} // namespace gl::app
