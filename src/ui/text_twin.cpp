// text_twin.cpp - each screen in words (text_twin.h). One function per kind of screen; app_ui.cpp's
// table of screens names which one a screen uses.
#include "ui/text_twin.h"

#include <cstdint>
#include <string>

#include "app/explorer.h"
#include "cgt/calc.h"
#include "core/text.h"
#include "games/heap_sum.h"
#include "octal/octal_library.h"
#include "ui/shared.h"

namespace gl::ui {

namespace {

std::string num(std::uint64_t v) { return std::to_string(v); }
std::string comma_list(const std::vector<std::uint64_t>& v) {
    std::string s;
    for (std::size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + num(v[i]);
    return s;
}

std::string outcome_words(Outcome o, bool partizan) {
    switch (o) {
    case Outcome::P: return partizan ? "P: the second player wins." : "P-position: the player to move loses with best play.";
    case Outcome::N: return partizan ? "N: the first player wins." : "N-position: the player to move wins with best play.";
    case Outcome::L: return "L: Left wins, moving first or second.";
    case Outcome::R: return "R: Right wins, moving first or second.";
    case Outcome::Unknown: break;
    }
    return "The outcome is not known yet.";
}

// "Player 1 to move", "You to move", or who won ("You win"); the caller ends the sentence.
std::string turn_words(int computer, int turn, std::optional<int> winner, bool partizan) {
    if (winner) return player_name(computer, *winner) + (computer != 0 && *winner != computer ? " win" : " wins");
    if (partizan) return (turn == 1 ? std::string("Left") : std::string("Right")) + " to move";
    return player_name(computer, turn) + " to move";
}

std::string play_words(Play p) { return p == Play::Misere ? "misère play" : "normal play"; }

void lines(std::string& t, const std::string& head, const std::vector<std::string>& items, const char* none) {
    t += head + " (" + num(items.size()) + ")" + (items.empty() ? std::string(": ") + none : ":") + "\n";
    for (const std::string& s : items) t += "  " + s + "\n";
}

std::vector<std::string> played(const std::vector<app::PlayedStep>& history, int computer) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < history.size(); ++i)
        out.push_back(num(i + 1) + ". " + player_name(computer, history[i].player) + ": " + history[i].label);
    return out;
}

} // namespace

TextTwin nim_twin(const app::Page& page) {
    const app::GamePlay& play = page.play();
    const nim::Analysis* nim = page.nim();
    TextTwin t;
    if (!nim) return t;
    const nim::Analysis& a = *nim;
    const int computer = play.computer;
    t.summary = "Nim heaps " + comma_list(page.nim_heaps()) + ", " + play_words(a.play) + "; " +
                turn_words(computer, play.turn(), play.winner(), false) + ".";
    if (!a.game_over) t.summary += " " + outcome_words(a.outcome, false);
    t.text = t.summary + "\n";
    t.text += (a.play == Play::Misere ? "Nim-sum: " : "Grundy value (the nim-sum): ") + num(a.nim_sum) + "\n";
    t.text += "Why: " + a.reason + "\n";
    std::vector<std::string> wins;
    for (const nim::Move& m : a.winning_moves)
        wins.push_back("heap " + num(m.heap + 1) + ": " + num(m.from) + " → " + num(m.to) + " (take " + num(m.from - m.to) + ")");
    lines(t.text, "Winning moves", wins, "none");
    std::vector<std::string> done;
    const auto moves = page.nim_moves();
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const app::PlayedMove& m = moves[i];
        done.push_back(num(i + 1) + ". " + player_name(computer, m.player) + ": heap " + num(m.move.heap + 1) + ", " +
                       num(m.move.from) + " → " + num(m.move.to));
    }
    lines(t.text, "Moves", done, "none yet");
    return t;
}

TextTwin sum_twin(const app::Page& page) {
    const app::GamePlay& p = page.play();
    const app::SumView* view = page.sum();
    TextTwin t;
    if (!view) return t;
    const sums::PlayAnalysis& a = view->analysis;
    const auto& parts = view->parts;
    t.summary = "Sum of heap games " + sums::format_parts(parts) + "; " + turn_words(p.computer, p.turn(), p.winner(), false) + ".";
    if (!a.game_over) t.summary += " " + outcome_words(a.outcome, false);
    t.text = t.summary + "\n";
    for (std::size_t i = 0; i < parts.size() && i < a.part_values.size(); ++i)
        t.text += "Part " + num(i + 1) + " (" + sums::rules_title(parts[i].rules) + "): value " + num(a.part_values[i]) + "\n";
    t.text += "Value (the nim-sum of the parts' values): " + num(a.nim_sum) + "\n";
    std::vector<std::string> wins;
    for (const sums::PlayMove& m : a.winning_moves)
        wins.push_back("part " + num(m.part + 1) + ", heap " + num(m.heap + 1) + ": " + sums::move_words(parts[m.part], m));
    lines(t.text, "Winning moves", wins, "none");
    lines(t.text, "Moves", played(p.history(), p.computer), "none yet");
    return t;
}

TextTwin game_twin(const app::Page& page) {
    const app::GamePlay& g = page.play();
    TextTwin t;
    if (!g.rules()) return t;
    const GameMeta& meta = g.rules()->meta();
    const Analysis& a = g.analysis();
    t.summary = std::string(meta.title) + " " + g.position() + ", " + play_words(g.play_convention()) + "; " +
                turn_words(g.computer, g.turn(), g.winner(), g.partizan()) + ".";
    if (g.analysing()) t.summary += " Analysing…";
    else if (!g.game_over()) t.summary += " " + outcome_words(a.outcome, a.partizan);
    t.text = t.summary + "\n";
    // The board as its picture says it (app/scene.h: the scene the page draws and the exports write).
    t.text += "Board:\n";
    for (const std::string& line : g.board_words()) t.text += "  " + line + "\n";
    if (!g.analysing()) {
        if (!a.ordinal.empty()) t.text += "Value: " + a.ordinal + "\n";
        else if (a.value) t.text += "Grundy value: " + num(*a.value) + "\n";
        // Partizan games list their canonical form and value among their facts; else they are said here.
        bool has_canonical = false;
        for (const auto& f : a.facts) has_canonical = has_canonical || f.first == "canonical form";
        if (!has_canonical && !a.canonical.empty()) t.text += "canonical form: " + a.canonical + "\n";
        if (!has_canonical && !a.value_name.empty() && a.value_name != a.canonical) t.text += "value: " + a.value_name + "\n";
        if (!a.misere_form.empty()) t.text += "Misère form: " + a.misere_form + "\n";
        for (const auto& [name, value] : a.facts) t.text += name + ": " + value + "\n";
        if (!a.reason.empty()) t.text += "Why: " + a.reason + "\n";
        std::vector<std::string> wins;
        for (const GameMove& m : a.winning_moves)
            wins.push_back(m.label); // a partizan move's label names its side
        lines(t.text, "Winning moves", wins, "none");
    }
    lines(t.text, "Moves", played(g.history(), g.computer), "none yet");
    return t;
}

TextTwin explorer_twin(const app::Page& page) {
    const app::Explorer& x = page.explorer();
    const std::string code = x.code();
    const std::string_view name = octal::name_of(code);
    TextTwin t;
    t.summary = "Explorer: the heap game " + code + (name.empty() ? "" : " (" + std::string(name) + ")") + ", " +
                num(x.computed()) + " values computed";
    if (const auto& p = x.periodicity()) {
        t.summary += "; " + app::period_words(*p) + ", proved.";
    } else if (const auto& note = x.family_note()) {
        t.summary += ". " + note->title;
    } else {
        t.summary += x.running() ? "; searching for a period." : "; no period proved yet.";
    }
    t.text = t.summary + "\n";
    // The grid of moves, read out: what each take may leave.
    std::string moves;
    for (const std::string& line : octal::moves_in_words(x.rules())) moves += (moves.empty() ? "" : "; ") + line;
    t.text += "Moves: " + moves + ".\n";
    if (const auto& p = x.periodicity()) t.text += "Proof: " + p->certificate + "\n";
    else if (const octal::UnsolvedGame* u = octal::unsolved_game(code)) t.text += octal::unsolved_note(*u) + "\n";
    if (const auto& note = x.family_note())
        for (const std::string& l : note->lines) t.text += l + "\n";
    // The first values, as the table's first rows.
    const std::uint64_t shown = std::min<std::uint64_t>(x.computed(), 100);
    std::string values;
    for (std::uint64_t n = 0; n < shown; ++n) {
        if (auto v = x.value(n)) values += (n ? " " : "") + num(v->value);
    }
    if (shown > 0) t.text += "G(0.." + num(shown - 1) + "): " + values + "\n";
    return t;
}

TextTwin calculator_twin(const app::Page& page, const std::string& refused) {
    const app::Calculator& c = page.calculator();
    TextTwin t;
    const cgt::Calc* calc = c.calc();
    if (!calc) {
        t.summary = "Calculator: " + c.typed() + (c.pending() ? ": computing in the background" : "") +
                    (refused.empty() ? "" : ": " + refused);
        t.text = t.summary + "\n";
        return t;
    }
    t.summary = "Calculator: G = " + calc->expr + ". ";
    if (!calc->result.empty()) t.summary += "Result: " + calc->result + ".";
    else if (calc->canonical_known) t.summary += "Value " + calc->name.text + "; " + cgt::outcome_sentence(*calc) + ".";
    else t.summary += cgt::outcome_sentence(*calc) + ".";
    t.text = c.export_text();
    if (c.pending()) t.text = "Computing " + c.typed() + " in the background; the last result:\n" + t.text;
    if (!refused.empty()) t.text += "The typed text was refused: " + refused + "\n";
    return t;
}

} // namespace gl::ui
