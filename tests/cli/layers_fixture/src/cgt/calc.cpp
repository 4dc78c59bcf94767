#include "cgt/calc.h"
#include "core/game.h"
#include <octal/octal.h>      // wrong: cgt below octal
