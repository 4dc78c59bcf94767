# emscripten.cmake - toolchain file for the WebAssembly build (Debian's emscripten 3.1.6).
#   cmake -S . -B build-wasm -DCMAKE_TOOLCHAIN_FILE=emscripten.cmake
# Wraps Debian's platform file and works around the traps of Debian's emscripten 3.1.6.
set(GL_EMSCRIPTEN_PLATFORM /usr/share/emscripten/cmake/Modules/Platform/Emscripten.cmake)
if(NOT EXISTS ${GL_EMSCRIPTEN_PLATFORM})
  message(FATAL_ERROR "Emscripten is not installed (${GL_EMSCRIPTEN_PLATFORM} missing): run scripts/setup.sh")
endif()
include(${GL_EMSCRIPTEN_PLATFORM})

# The JS optimiser of every -O1+ link needs Debian's acorn; the machine's node is not Debian's.
set(CMAKE_CXX_LINKER_LAUNCHER env NODE_PATH=/usr/share/nodejs)

# Node 18+ has fetch(), which 3.1.6 modules wrongly use for their .wasm under node.
find_program(GL_NODE NAMES node nodejs REQUIRED)
set(GL_NODE_RUN ${GL_NODE} --no-experimental-fetch)

# Flags shared by every wasm target; per-target flags live in CMakeLists.txt.
# Memory growth on, and malloc returning null when the browser refuses to grow the memory
# (ABORTING_MALLOC=0, which growth implies in 3.1.6; said here so it stays so): the engine asks
# for its big blocks with malloc first and turns a refusal into a message (octal_sequence.h).
# Binaryen (the -O2+ link step) inlines every function that has one caller, whatever its size;
# the octal engine's hot loops (octal_sequence.cpp) are small functions of their own, and inlined
# into one huge function V8's optimising compiler spills their values to the stack: 0.376 then
# takes about twice as long. A function with one caller is kept (small ones without loops are
# still inlined by the usual rule).
set(GL_WASM_OPT_LINK -sBINARYEN_EXTRA_PASSES=--one-caller-inline-max-function-size=0)
set(GL_WASM_COMMON_LINK -sALLOW_MEMORY_GROWTH=1 -sABORTING_MALLOC=0 ${GL_WASM_OPT_LINK})
