// web uses every layer but cli.
#include <GLFW/glfw3.h>
#include <emscripten.h>
#include <emscripten/bind.h>
#include <imgui.h>
#include <imgui_impl_glfw.h>
#include "app/state.h"
#include "cli/common.h"       // wrong: nothing includes cli
#include "ui/app_ui.h"
#include "web/page.h"
#include "page.h"
void f() { EM_ASM({ console.log(1); }); }
