# Citations a reader can look up: no text of the project cites the source notes it was first built
# from by their file numbers ("seed 000", "seed 004"): a user cannot look those up. Published sources
# are cited instead (Conway, On Numbers and Games; Winning Ways; Ferguson, Game Theory, Part I;
# Siegel, Combinatorial Game Theory; the papers).
#   cmake -DROOT=<source dir> [-DBINARIES="<file>|<file>"] -P tests/cli/citations.cmake
# It reads every text file under src/, web/, scripts/, docs/ and the README, and the strings of the
# built programs (the CLI, the page's wasm): what users see, whether it came from a comment or not.
if(NOT ROOT)
  message(FATAL_ERROR "citations.cmake needs -DROOT=<source dir>")
endif()

# The pattern is spelled in two pieces so that this file does not match itself.
set(word "seed")
set(pattern "[Ss][Ee][Ee][Dd][ _-]?0[0-9][0-9]")
set(found "")

file(GLOB_RECURSE texts LIST_DIRECTORIES false
  "${ROOT}/src/*" "${ROOT}/web/*" "${ROOT}/scripts/*" "${ROOT}/docs/*.md")
list(APPEND texts "${ROOT}/README.md")
foreach(f ${texts})
  if(NOT EXISTS "${f}" OR f MATCHES "\\.(png|jpg|wasm)$")
    continue()
  endif()
  file(STRINGS "${f}" lines REGEX "${pattern}")
  foreach(l ${lines})
    file(RELATIVE_PATH rel "${ROOT}" "${f}")
    string(APPEND found "  ${rel}: ${l}\n")
  endforeach()
endforeach()

string(REPLACE "|" ";" BINARIES "${BINARIES}")
foreach(b ${BINARIES})
  if(NOT EXISTS "${b}")
    message(FATAL_ERROR "citations.cmake: ${b} does not exist (build it first)")
  endif()
  file(STRINGS "${b}" lines REGEX "${pattern}")
  foreach(l ${lines})
    string(APPEND found "  ${b} (a string in the program): ${l}\n")
  endforeach()
endforeach()

if(found)
  message(FATAL_ERROR "cite published sources, not the ${word} notes' numbers:\n${found}")
endif()
list(LENGTH texts n)
list(LENGTH BINARIES nb)
message(STATUS "no ${word}-number citations in ${n} files and ${nb} programs")
