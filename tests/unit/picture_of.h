// The picture a link's position draws (its layout key applied), for the tests of the exports and
// of the scene every back end draws.
#pragma once
#include <doctest.h>

#include <string>

#include "app/picture_export.h"
#include "app/state.h"
#include "games/registry.h"

inline gl::Picture picture_of(const std::string& query) {
    const gl::app::State s = gl::app::state_from_link(query).state;
    auto r = gl::make_ruleset(s.game, s.rules);
    REQUIRE(r);
    auto p = r.value()->picture(s.pos);
    REQUIRE(p);
    return gl::app::with_layout(p.value(), s.layout);
}
