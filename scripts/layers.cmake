# layers.cmake - the direction of the source tree's #includes, checked.
#
#   core <- cgt <- octal <- games <- app <- ui <- web     each uses the ones on its left
#                                     app <- cli              beside ui: app and below
# Within src/ui the files have an order too (GL_FILE_ORDER_ui below: the page, then the screens,
# then the boards and views, then what they share): no include runs back up inside the folder.
# Nothing includes cli or web from outside them (both are programs, not libraries). Emscripten
# (its headers, EM_ASM, EM_JS), GLFW and ImGui's backends belong to web alone; ImGui itself to ui
# and web. (A test of __EMSCRIPTEN__, as the octal engine tunes its loops, is allowed anywhere: it
# asks the compiler for its target and links nothing.)
#
# Every C++ file under src/<layer>/ and web/ is read (a folder of src/ missing from the table
# below fails too, so that a new folder gets a place), and every include form is resolved to the
# folder it names: "dir/x.h", <dir/x.h>, "src/dir/x.h", "../dir/x.h", "./x.h" and "x.h" (the
# last three relative to the including file, as the compiler reads them).
#
# Run three ways (CMakeLists.txt): at configure time (include() + gl_check_layers), as a build
# step whenever a source changes (so an edit fails the next build without a re-configure), and by
# ctest on the real tree (cli.layers) and on tests/cli/layers_fixture (cli.layers_fixture,
# expected to fail; cli.layers_fixture_each, every wrong include there found, no other):
#   cmake -DROOT=<tree> [-DEXPECTED=<file of "path:line" lines>] -P scripts/layers.cmake

if(CMAKE_SCRIPT_MODE_FILE STREQUAL CMAKE_CURRENT_LIST_FILE)
  cmake_minimum_required(VERSION 3.21) # the policies of the functions below (IN_LIST)
endif()

set(GL_LAYERS core cgt octal games app ui cli web)
set(GL_LAYER_USES_core core)
set(GL_LAYER_USES_cgt core cgt)
set(GL_LAYER_USES_octal core cgt octal)
set(GL_LAYER_USES_games core cgt octal games)
set(GL_LAYER_USES_app core cgt octal games app)
set(GL_LAYER_USES_ui core cgt octal games app ui)
set(GL_LAYER_USES_cli core cgt octal games app cli)
set(GL_LAYER_USES_web core cgt octal games app ui web)
set(GL_LAYER_DIRECTION "core <- cgt <- octal <- games <- app <- ui <- web, and app <- cli")

# Within a folder, where its files are given an order: each file includes only its own header and
# the files before it, so that nothing runs back up inside the folder. src/ui: the page (app_ui)
# owns every screen and calls them; a screen takes its own state, the page model and what the
# screens share (shared.h), never the page's whole state; boards and views below the screens that
# draw them. A file of such a folder missing from its order fails (give it a place), as a folder
# missing from the layers does. Files are named without their extension (x.h and x.cpp are one).
set(GL_FILE_ORDER_ui
  platform theme touch layout_check            # the page around the canvas, style, fingers, tests' hooks
  shared                                       # what the screens share with the page
  thermograph_view scene_view board_cells nim_board text_twin graph_board # views and boards
  nim_screen sum_board explorer_ui cgt_ui game_screen # the screens
  app_ui)                                      # the page: the table of screens, toolbar, frame

# The layer of an absolute path inside `root` ("" if it is in none).
function(gl_layer_of root path out)
  file(RELATIVE_PATH rel "${root}" "${path}")
  set(layer "")
  if(rel MATCHES "^src/([^/]+)/")
    set(layer "${CMAKE_MATCH_1}")
  elseif(rel MATCHES "^web/")
    set(layer web)
  endif()
  set(${out} "${layer}" PARENT_SCOPE)
endfunction()

# The layer an include names: `form` is " or <, `name` what stands between the delimiters,
# `dir` the including file's folder. `file_out`: the included file's name without its folder and
# extension, if it is directly in its layer's folder (else "").
function(gl_include_target root dir form name out file_out)
  set(layer "")
  set(file "")
  if(form STREQUAL "\"" AND (name MATCHES "^\\.\\.?/" OR NOT name MATCHES "/" OR EXISTS "${dir}/${name}"))
    # Relative to the including file: "./x.h", "../dir/x.h", "x.h", or a path that exists there.
    cmake_path(SET p NORMALIZE "${dir}/${name}")
    gl_layer_of("${root}" "${p}" layer)
    file(RELATIVE_PATH rel "${root}" "${p}")
    if(rel MATCHES "^src/[^/]+/([^/]+)\\.[^./]+$")
      set(file "${CMAKE_MATCH_1}")
    endif()
  else()
    # Found through the include path (src/, and the tree's root for web/).
    string(REGEX REPLACE "^src/" "" name "${name}")
    if(name MATCHES "^([^/]+)/")
      if(CMAKE_MATCH_1 IN_LIST GL_LAYERS)
        set(layer "${CMAKE_MATCH_1}")
        if(name MATCHES "^[^/]+/([^/]+)\\.[^./]+$")
          set(file "${CMAKE_MATCH_1}")
        endif()
      endif()
    endif()
  endif()
  set(${out} "${layer}" PARENT_SCOPE)
  set(${file_out} "${file}" PARENT_SCOPE)
endfunction()

# Where a file of `layer` stands in its folder's order (GL_FILE_ORDER_<layer>): its index, -1 if
# the folder has an order without it, "" if the folder has none.
function(gl_file_rank layer file out)
  set(rank "")
  if(DEFINED GL_FILE_ORDER_${layer})
    list(FIND GL_FILE_ORDER_${layer} "${file}" rank)
  endif()
  set(${out} "${rank}" PARENT_SCOPE)
endfunction()

# Which outside libraries a layer may include by name: Emscripten, GLFW and the ImGui backends in
# web only; ImGui in ui and web. Sets `why` to a reason if `name` is refused, else to "".
function(gl_outside_header layer name why)
  set(reason "")
  if(name MATCHES "(^|/)emscripten(/|\\.h$)" AND NOT layer STREQUAL "web")
    set(reason "Emscripten belongs to web/ alone")
  elseif(name MATCHES "(^|/)(GLFW/|imgui_impl_)" AND NOT layer STREQUAL "web")
    set(reason "the platform (GLFW, ImGui's backends) belongs to web/ alone")
  elseif(name MATCHES "(^|/)imgui[a-z_]*\\.h$" AND NOT layer MATCHES "^(ui|web)$")
    set(reason "ImGui belongs to ui and web")
  endif()
  set(${why} "${reason}" PARENT_SCOPE)
endfunction()

# The number of the line that holds character `offset` of `content`.
function(gl_line_of content offset out)
  string(SUBSTRING "${content}" 0 ${offset} before)
  string(REGEX MATCHALL "\n" newlines "${before}")
  list(LENGTH newlines n)
  math(EXPR n "${n} + 1")
  set(${out} ${n} PARENT_SCOPE)
endfunction()

# Checks the tree at `root`; sets `out` to the list of findings, each "path:line: message".
function(gl_layer_findings root out)
  set(findings "")
  file(GLOB folders LIST_DIRECTORIES true RELATIVE "${root}/src" "${root}/src/*")
  foreach(folder ${folders})
    if(IS_DIRECTORY "${root}/src/${folder}" AND NOT folder IN_LIST GL_LAYERS)
      list(APPEND findings "src/${folder}/: a folder that is no layer: give it a place in scripts/layers.cmake")
    endif()
  endforeach()
  set(globs "")
  foreach(ext h hh hpp c cc cpp cxx inl ipp)
    list(APPEND globs "${root}/src/*.${ext}" "${root}/web/*.${ext}")
  endforeach()
  file(GLOB_RECURSE files LIST_DIRECTORIES false ${globs})
  list(SORT files)
  foreach(f ${files})
    gl_layer_of("${root}" "${f}" layer)
    if(NOT layer IN_LIST GL_LAYERS)
      continue() # a file directly in src/, or in a folder reported above
    endif()
    file(RELATIVE_PATH rel "${root}" "${f}")
    get_filename_component(dir "${f}" DIRECTORY)
    # Its place in the folder's order, if the folder has one (a file in a subfolder has none).
    set(rank "")
    if(rel MATCHES "^src/[^/]+/[^/]+$")
      get_filename_component(stem "${f}" NAME_WE)
      gl_file_rank(${layer} "${stem}" rank)
      if(rank EQUAL -1)
        list(APPEND findings "${rel}: a file with no place in the order of src/${layer}/: give it one in scripts/layers.cmake (GL_FILE_ORDER_${layer})")
        set(rank "")
      endif()
    endif()
    file(READ "${f}" content)
    # Characters that would split or join CMake list items are set aside: the matches below are
    # read from one line each and never need them.
    string(REPLACE "\\" "/" content "${content}")
    string(REPLACE ";" "," content "${content}")
    string(REPLACE "[" "(" content "${content}")
    string(REPLACE "]" ")" content "${content}")
    set(content "\n${content}")
    string(REGEX MATCHALL "\n[ \t]*#[ \t]*include[ \t]*[<\"][^>\"\n]*[>\"]" includes "${content}")
    set(from 0)
    foreach(inc ${includes})
      string(REGEX MATCH "#[ \t]*include[ \t]*([<\"])([^>\"]*)" m "${inc}")
      set(form "${CMAKE_MATCH_1}")
      set(name "${CMAKE_MATCH_2}")
      string(STRIP "${inc}" shown)
      gl_include_target("${root}" "${dir}" "${form}" "${name}" target target_file)
      gl_outside_header(${layer} "${name}" why)
      if(target AND NOT target IN_LIST GL_LAYER_USES_${layer})
        string(REPLACE ";" ", " uses "${GL_LAYER_USES_${layer}}")
        set(why "${layer} may not include ${target}, only ${uses}")
      elseif(target STREQUAL layer AND NOT rank STREQUAL "" AND target_file)
        # Within the folder: its own header, or a file before it in the folder's order.
        gl_file_rank(${layer} "${target_file}" target_rank)
        if(target_rank GREATER rank)
          set(why "runs back up inside src/${layer}/: ${stem} may include only files before it in GL_FILE_ORDER_${layer}")
        endif()
      endif()
      if(why)
        # The line: the first occurrence of this include from where the last one was found.
        string(SUBSTRING "${content}" ${from} -1 rest)
        string(FIND "${rest}" "${inc}" at)
        math(EXPR at "${from} + ${at} + 1")
        set(from ${at})
        gl_line_of("${content}" ${at} line)
        math(EXPR line "${line} - 1") # the "\n" put in front
        list(APPEND findings "${rel}:${line}: ${shown}: ${why}")
      endif()
    endforeach()
    # Emscripten's inline JavaScript outside web/ (not in a // comment).
    if(NOT layer STREQUAL "web")
      string(REGEX MATCHALL "\n[^\n/]*EM_(ASM|JS)[A-Z_]*[ \t]*\\(" uses_js "${content}")
      set(from 0)
      foreach(use ${uses_js})
        string(SUBSTRING "${content}" ${from} -1 rest)
        string(FIND "${rest}" "${use}" at)
        math(EXPR at "${from} + ${at} + 1")
        set(from ${at})
        gl_line_of("${content}" ${at} line)
        math(EXPR line "${line} - 1")
        string(STRIP "${use}" shown)
        list(APPEND findings "${rel}:${line}: ${shown}: Emscripten's inline JavaScript belongs to web/ alone")
      endforeach()
    endif()
  endforeach()
  set(${out} "${findings}" PARENT_SCOPE)
endfunction()

# Stops the configure step (or the script) at the first wrong include, listing all of them.
function(gl_check_layers root)
  gl_layer_findings("${root}" findings)
  if(findings)
    list(LENGTH findings n)
    list(JOIN findings "\n  " text)
    message(FATAL_ERROR "${n} #include(s) against the layers' direction, ${GL_LAYER_DIRECTION} "
                        "(scripts/layers.cmake):\n  ${text}\n")
  endif()
endfunction()

if(CMAKE_SCRIPT_MODE_FILE STREQUAL CMAKE_CURRENT_LIST_FILE)
  if(NOT ROOT)
    message(FATAL_ERROR "layers.cmake needs -DROOT=<source tree>")
  endif()
  if(EXPECTED)
    # The fixture's own test: exactly the places listed in EXPECTED are found, each once.
    gl_layer_findings("${ROOT}" findings)
    set(found "")
    foreach(f ${findings})
      string(REGEX MATCH "^[^:]+(:[0-9]+)?" where "${f}")
      list(APPEND found "${where}")
    endforeach()
    file(STRINGS "${EXPECTED}" expected REGEX "^[^#]")
    list(SORT found)
    list(SORT expected)
    if(NOT found STREQUAL expected)
      list(JOIN findings "\n  " text)
      list(JOIN expected "\n  " wanted)
      message(FATAL_ERROR "the layer check found:\n  ${text}\nbut ${EXPECTED} lists:\n  ${wanted}\n")
    endif()
    list(LENGTH found n)
    message(STATUS "the layer check finds the ${n} wrong includes of ${ROOT}, and nothing else")
  else()
    gl_check_layers("${ROOT}")
    message(STATUS "every #include of ${ROOT}/src and ${ROOT}/web follows the layers")
  endif()
endif()
