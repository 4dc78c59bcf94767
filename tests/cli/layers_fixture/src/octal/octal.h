#pragma once
#include "cgt/calc.h"
#include "../core/game.h"
#include "../games/registry.h" // wrong: octal below games
