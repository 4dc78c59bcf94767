#include "cli/common.h"
#include "app/state.h"
#include "games/nim.h"
#include "octal/octal.h"
#include "ui/app_ui.h"        // wrong: cli beside ui, not above it
#include "web/page.h"         // wrong: nothing includes web
