// methods.h - CGSuite's properties and methods of canonical short games, by their CGSuite names:
// G.Mean, G.Temperature, G.Cool(t), G.IsNumber, ... Each has the sentence that defines it and where
// it is published, shown by the page and listed in the README.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "cgt/store.h"
#include "core/result.h"

namespace gl::cgt {

// What an expression or a method gives: a game (numbers included), true/false, a set of games, or
// a text (OutcomeClass "L", UptimalExpansion).
struct Value {
    enum class Kind : std::uint8_t { Game, Boolean, Set, Text, Integer }; // Integer: a count in `text`
    Kind kind = Kind::Game;
    Id game = Store::kZero;
    bool truth = false;
    std::vector<Id> set;
    std::string text;
};

struct Method {
    const char* name;        // CGSuite's name, "Temperature"
    int args;                // how many arguments it takes
    const char* signature;   // "G.Cool(t)"
    const char* definition;  // the sentence that defines it
    const char* source;      // where it is published
};
// Every method, the argument-free ones first (in the order of the page's properties table).
const std::vector<Method>& methods();
const Method* find_method(std::string_view name);

// g.name(args) on canonical forms of `s`, within the store's budget. An error says what is wrong
// (an unknown name with the nearest known one, a wrong argument, "not atomic", "too large").
Result<Value> call_method(Store& s, Id g, std::string_view name, const std::vector<Value>& args);

// A value as CGSuite prints it: "3/4", "{3||2|1}", "true", "{0,*}", "L".
std::string value_text(Store& s, const Value& v);
const char* value_kind(Store& s, const Value& v); // "number", "integer", "game", "boolean", "set", "text"

// The argument-free properties of g, as CGSuite prints them; "" for one not defined for g (the
// atomic weight of a game that is not atomic) or too large to find within the store's budget.
// Each within its own budget of `work` steps (at most 200,000: a table never freezes).
std::vector<std::pair<std::string, std::string>> properties(Store& s, Id g, std::uint64_t work = 200'000);

} // namespace gl::cgt
