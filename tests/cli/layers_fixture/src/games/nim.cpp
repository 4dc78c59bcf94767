#include "./nim.h"
#include "octal/octal.h"
#include "../app/state.h"     // wrong: games below app
#include <emscripten.h>       // wrong: Emscripten outside web
int answer() { return EM_ASM_INT({ return 42; }); } // wrong: inline JavaScript outside web
// EM_ASM(...) in a comment is no use of it
