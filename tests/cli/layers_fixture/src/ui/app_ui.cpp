#include "ui/app_ui.h"
#include <imgui.h>
#include <imgui_internal.h>
#include "app/state.h"
#include "../../web/page.h"   // wrong: nothing includes web
#include "cli/common.h"       // wrong: ui does not include cli
#include <imgui_impl_glfw.h>  // wrong: the platform belongs to web
