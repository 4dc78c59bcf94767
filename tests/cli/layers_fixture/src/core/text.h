// Wrong: core reaches up, in each include form.
#pragma once
#include "games/nim.h"        // wrong: quoted
#include <app/state.h>        // wrong: angle brackets
#include "../cgt/calc.h"      // wrong: relative
  #  include "../octal/./octal.h"   // wrong: spaced, relative with ./
#include "src/ui/app_ui.h"    // wrong: through the tree's root
#include <imgui.h>            // wrong: ImGui outside ui and web
