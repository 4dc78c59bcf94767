// A folder of src/ that the layer table does not name: the folder itself is refused.
#pragma once
#include "core/game.h"
