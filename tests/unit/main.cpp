// The doctest runner, shared by the native suite (ctest: unit.native) and the wasm suite run
// under node (ctest: unit.wasm). Test files are named <topic>_test.cpp after the source they test.
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest.h>
