#include "app/state.h"

#include "core/link.h"
#include "core/text.h"
#include "games/registry.h"

namespace gl::app {

Result<std::vector<std::uint64_t>> parse_position(std::string_view text, std::string_view field) {
    return parse_uint_list(text, field, kMaxHeap, kMaxHeaps);
}

LinkLoad state_from_link(std::string_view query) {
    LinkLoad out;
    ParsedLink link = parse_link(query);
    out.errors = link.errors;
    State& s = out.state;

    for (const LinkParam& p : link.params) {
        const std::string& k = p.key;
        if (k == "v") {
            if (p.value != std::to_string(kLinkVersion))
                out.errors.push_back(Error{"v", Error::kWhole, "link version " + echo(p.value) + " is not known; read as version 1"});
        } else if (k == "game") {
            if (!find_game(p.value)) {
                out.errors.push_back(Error{"game", Error::kWhole, "unknown game " + echo(p.value) + "; showing Nim (known games: nim)"});
                out.state = State{};
                return out; // the other keys describe a game we do not have: ignore them all
            }
            s.game = p.value;
        } else if (k == "play") {
            if (p.value == "normal") s.play = Play::Normal;
            else if (p.value == "misere") s.play = Play::Misere;
            else out.errors.push_back(Error{"play", Error::kWhole, echo(p.value) + " is not a play convention: use normal or misere"});
        } else if (k == "pos") {
            auto heaps = parse_position(p.value);
            if (heaps) s.heaps = heaps.value();
            else out.errors.push_back(heaps.error());
        } else if (k == "turn") {
            if (p.value == "1" || p.value == "2") s.turn = p.value[0] - '0';
            else out.errors.push_back(Error{"turn", Error::kWhole, echo(p.value) + " is not a player: use 1 or 2"});
        } else if (k == "computer") {
            if (p.value == "off") s.computer = 0;
            else if (p.value == "1" || p.value == "2") s.computer = p.value[0] - '0';
            else out.errors.push_back(Error{"computer", Error::kWhole, echo(p.value) + " is not off, 1 or 2"});
        } else if (k == "hints") {
            if (p.value == "on") s.hints = true;
            else if (p.value == "off") s.hints = false;
            else out.errors.push_back(Error{"hints", Error::kWhole, echo(p.value) + " is not on or off"});
        } else {
            out.errors.push_back(Error{k, Error::kWhole, "unknown key " + echo(k) + " was ignored"});
        }
    }
    return out;
}

std::string link_from_state(const State& s) {
    std::string q = "?v=" + std::to_string(kLinkVersion);
    q += "&game=" + encode_link_value(s.game);
    q += std::string("&play=") + (s.play == Play::Misere ? "misere" : "normal");
    q += "&pos=" + format_uint_list(s.heaps);
    q += "&turn=" + std::to_string(s.turn);
    q += "&computer=" + (s.computer == 0 ? std::string("off") : std::to_string(s.computer));
    q += std::string("&hints=") + (s.hints ? "on" : "off");
    return q;
}

} // namespace gl::app
