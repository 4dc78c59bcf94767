# Runs the native CLI as a user would and checks its output (ctest: cli.native).
# Usage: cmake -DCLI=/path/to/grundylab -P cli_test.cmake
function(run expect_rc expect_regex)
  execute_process(COMMAND ${CLI} ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL expect_rc)
    message(FATAL_ERROR "grundylab ${ARGN}: exit ${rc}, expected ${expect_rc}\n${out}${err}")
  endif()
  if(NOT "${out}${err}" MATCHES "${expect_regex}")
    message(FATAL_ERROR "grundylab ${ARGN}: output does not match '${expect_regex}':\n${out}${err}")
  endif()
  message(STATUS "ok: grundylab ${ARGN}")
endfunction()

# Seed 001 §2.3: (13, 12, 8) has nim-sum 9 and three winning moves.
run(0 "nim-sum +9 +1001.*outcome: N.*winning moves: 3.*13 -> 4.*12 -> 5.*8 -> 1" nim 13 12 8)
# The binary columns line up: a 9-character label, then the number right-aligned in 20.
string(REPEAT " " 18 pad18)
string(REPEAT " " 19 pad19)
run(0 "  heap 1    ${pad18}13  1101\n  heap 2    ${pad18}12  1100\n  heap 3    ${pad19}8  1000\n  nim-sum   ${pad19}9  1001\n"
    nim 13 12 8)
run(0 "\"nimSum\":9,\"outcome\":\"N\".*\\{\"heap\":0,\"from\":13,\"to\":4\\}" nim 13 12 8 --json)
run(0 "outcome: P" nim 1 2 3)
run(0 "misere.*winning moves: 1.*heap 3: 5 -> 1" link "?game=nim&play=misere&pos=1,1,5")
run(0 "outcome: N.*winning moves: 1.*heap 1: 18446744073709551615 -> 3" nim 18446744073709551615 3)
run(2 "heap 2, character 1: 'x' is not a number" nim 3 x 7)
run(2 "heap 1.*too large" nim 18446744073709551616)
run(2 "link: pos, character 3: 'x'" link "?pos=3,x,7")
run(2 "unknown game 'chess'" link "?game=chess")
run(2 "unknown command" frobnicate)
run(2 "unknown option '--jsn'" nim --jsn 3)
run(2 "one number per heap" nim 3,5)
run(2 "negative" nim 3 -1)
