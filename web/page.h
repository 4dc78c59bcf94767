// page.h - the page's one application object, shared by the main loop and the page's JS API.
#pragma once
#include "ui/app_ui.h"

namespace gl::web {
ui::AppUi& page_app();
} // namespace gl::web
