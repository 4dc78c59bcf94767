// wrong: a file of src/ui with no place in GL_FILE_ORDER_ui.
#pragma once
