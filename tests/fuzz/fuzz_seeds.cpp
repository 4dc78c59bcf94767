// fuzz_seeds TARGET DIR: writes seeds made from the registry into DIR, so every registered game -
// one added later too - starts its fuzzing from its own example: for fuzz_game and fuzz_analyse
// the input "<game index><mode><text>" of each game's example position and default rules, for
// fuzz_link each game's example link. (The hand-written seeds are in corpus/<target>/.)
#include <cstdio>
#include <string>
#include <string_view>

#include "games/registry.h"

using namespace gl;

namespace {
void write(const std::string& dir, const std::string& name, const std::string& bytes) {
    const std::string path = dir + "/registry-" + name;
    if (FILE* f = std::fopen(path.c_str(), "wb")) {
        std::fwrite(bytes.data(), 1, bytes.size(), f);
        std::fclose(f);
    }
}
} // namespace

int main(int argc, char** argv) {
    if (argc != 3) {
        std::fprintf(stderr, "usage: fuzz_seeds fuzz_game|fuzz_analyse|fuzz_link|fuzz_caps DIR\n");
        return 2;
    }
    const std::string target = argv[1], dir = argv[2];
    const auto entries = game_entries();
    std::size_t rulesets = 0;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const GameMeta& m = entries[i].meta();
        const std::string id(m.id), example(m.example), rules(m.rules_default);
        std::string link = "?v=1&game=" + id;
        if (!m.rules_key_grammar.empty()) link += "&" + std::string(m.rules_key) + "=" + rules;
        if (!example.empty()) link += "&pos=" + example;
        if (target == "fuzz_link") {
            write(dir, id, link);
            write(dir, id + "-misere", link + "&play=misere&turn=2&computer=1&hints=off");
        } else if (target == "fuzz_game" && entries[i].is_ruleset()) {
            write(dir, id, std::string{char(rulesets), '\0'} + example);
            if (!rules.empty()) write(dir, id + "-rules", std::string{char(rulesets), '\1'} + rules + "\n" + example);
        } else if (target == "fuzz_caps" && entries[i].is_ruleset()) {
            // The builder's bytes: all-ones reach the caps, a ramp gives mixed sizes.
            std::string ramp;
            for (int k = 0; k < 64; ++k) ramp += char(k * 37 + 11);
            write(dir, id, std::string{char(rulesets), '\0'} + std::string(64, '\xff'));
            write(dir, id + "-misere", std::string{char(rulesets), '\1'} + ramp);
        } else if (target == "fuzz_analyse") {
            const std::string text = entries[i].is_ruleset() ? example : std::string("0.07");
            write(dir, id, std::string{char(i), '\0'} + text);
            write(dir, id + "-misere", std::string{char(i), '\1'} + text);
        }
        if (entries[i].is_ruleset()) ++rulesets;
    }
    return 0;
}
