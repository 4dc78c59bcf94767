#pragma once
#include "games/nim.h"
#include "ui/app_ui.h"        // wrong: app below ui
#include "cli/common.h"       // wrong: nothing includes cli
