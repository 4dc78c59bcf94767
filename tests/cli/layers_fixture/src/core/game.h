// Accepted: the same layer in every form, the standard library.
#pragma once
#include <vector>
#include "core/text.h"
#include <core/text.h>
#include "./text.h"
#include "text.h"
#include "../core/text.h"
#include "src/core/text.h"
// #include "games/nim.h" is a comment, not an include
