// Inside src/ui a file includes its own header and the files before it in GL_FILE_ORDER_ui.
#include "ui/sum_board.h"
#include "ui/shared.h"
#include "theme.h"
#include "ui/app_ui.h"        // wrong: a screen does not include the page that owns it
#include "./game_screen.h"    // wrong: nor a screen after it in the order
