# Runs the native CLI as a user would and checks its output (ctest: cli.native).
# Usage: cmake -DCLI=/path/to/grundylab -P cli_test.cmake
# Every case runs, failing or not: a failure is reported (a CMake error) and the script goes on,
# so one run names every failing case; the script then exits 1 with their count.
set_property(GLOBAL PROPERTY cli_failures 0)
function(cli_fail text)
  message(SEND_ERROR "${text}")
  get_property(n GLOBAL PROPERTY cli_failures)
  math(EXPR n "${n} + 1")
  set_property(GLOBAL PROPERTY cli_failures ${n})
endfunction()
function(run expect_rc expect_regex)
  execute_process(COMMAND ${CLI} ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL expect_rc)
    cli_fail("grundylab ${ARGN}: exit ${rc}, expected ${expect_rc}\n${out}${err}")
    return()
  endif()
  if(NOT "${out}${err}" MATCHES "${expect_regex}")
    cli_fail("grundylab ${ARGN}: output does not match '${expect_regex}':\n${out}${err}")
    return()
  endif()
  message(STATUS "ok: grundylab ${ARGN}")
endfunction()

# Ferguson, Part I, §2.3: (13, 12, 8) has nim-sum 9 and three winning moves.
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
# link reads every link the page reads: the explorer's (Kayles, period 12 from n0 = 71, Winning Ways ch. 4).
run(0 "^link: \\?v=1&game=octal&rules=0.77&n=1000&width=0&view=table\n0.77 .*Kayles\nperiod 12 from n0 = 71 " link "?game=octal&rules=0.77")
run(2 "unknown command" frobnicate)
run(2 "unknown option '--jsn'" nim --jsn 3)
# The message names every option as its usage writes it (written from the table of options).
run(2 "unknown option '--jsn' \\(known: --json --misere --csv --naive --width=W --limit=N --max-heap N --vs --svg --tikz --latex --text --checkpoint FILE --checkpoint-every S --counts-dir DIR --memory SIZE --work N --budget N --on-disk --to N --dir DIR --job I/K --threads N --unsolved --merge --tree --help --version\\)\n$" nim --jsn 3)
run(2 "one number per heap" nim 3,5)
run(2 "negative" nim 3 -1)

# Octal games (Winning Ways, ch. 4): Table 1 and its certificate.
run(0 "0\\+   0  0  1  1  2  0  3  1  1  0  3  3  2  2  4  0  5  2  2  3  3  0  1  1  3  0  2  1  1  0  4  5  2  7\n"
    octal 0.07 seq 34 --width=34)
run(0 "period 34 from n0 = 53.*53 <= n < 142.*exceptions: 8 \\(n = 0 1 15 17 18 32 35 52\\).*Guy and Smith" octal 0.07 period)
run(0 "\"period\":12,.*\"exceptions\":\\[[0-9,]*,70\\]" octal 0.77 period --json)
run(0 "^n,G\\(n\\)\n0,0\n1,0\n2,1\n3,1\n4,2\n$" octal 0.07 seq 5 --csv)
run(0 "\"values\":\\[0,0\\],\"nimSum\":0,\"outcome\":\"P\"" subtraction 1,3,4 pos 100 7 --json)
run(0 "\"nimSum\":1,\"outcome\":\"N\"" subtraction 1,2,3 pos 5 --json)
run(1 "no period proved within 2000 values" octal 0.007 period --limit=2000)
run(2 "code, character 4: '#' is not a digit" octal "0.0#" period)
run(2 "unknown octal command 'sequence'" octal 0.07 sequence 10)
# Lasker's Nim and Grundy's game (Ferguson §4.4): no octal period; their notes instead.
run(0 "Arithmetic period 4, saltus 4, from n = 1.*G\\(0..1,999\\).*proof: Claim" octal lasker period --limit=2000)
run(0 "0\\+   0  0  0  1  0  2  1  0  2  1\n" octal grundy seq 10)
run(0 "No known period; computed to n = 1,499.*42 heaps, 0 1 2 4 7 10 20 23 26 50 53 270.*the last is 1,222" octal grundy period --limit=1500)
run(2 "'laskr' is not a game: expected an octal code \\(0.07\\), a subtraction set \\(\\{1,3,4\\}\\), lasker or grundy" octal laskr period)
run(2 "--limit: at most 100000 for grundy" octal grundy period --limit=200000)
# Graph presets and cycles; sums whose parts carry rules (";" is %3B: CMake lists split on ";").
run(0 "value: 0.*outcome: P" analyze "game=graph&graph=subtraction:1,3,4/14")
run(2 "the edge c → a closes the cycle a → b → c → a" analyze "game=graph&graph=a:b%3Bb:c%3Bc:a&pos=a")
run(0 "value: 4.*outcome: N" analyze "game=sum&pos=moore(2):1,2,3|graph(a:b,c%3Bb:c%3Bc:):a")

# The link grammar for every game: analyze QUERY, games, --help.
run(0 "value: 9.*outcome: N.*winning moves: 3.*heap 1: 13 → 4  \\(leaves 4,12,8\\)" analyze "game=nim&pos=13,12,8")
run(0 "^\\{\"ok\":true,\"game\":\"nim\",\"position\":\"13,12,8\",\"play\":\"normal\",\"value\":9,\"outcome\":\"N\".*\"winningMoves\":\\[\\{\"label\":\"heap 1: 13 → 4\",\"to\":\"4,12,8\"\\}"
    analyze "game=nim&pos=13,12,8" --json)
run(0 "\"play\":\"misere\".*\"winningMoves\":\\[\\{\"label\":\"heap 3: 5 → 1\",\"to\":\"1,1,1\"\\}\\]" analyze "?v=1&game=nim&pos=1,1,5" --misere --json)
run(0 "\"game\":\"sum\",\"position\":\"nim:7\\|0.07:9\".*\"value\":7" analyze "?v=1&game=sum&pos=nim:7|0.07:9" --json)
run(0 "outcome: P.*n ≡ 0, 2 \\(mod 7\\)" analyze "game=subtraction&rules={1,3,4}&pos=100")
run(2 "pos, character 3: 'x' is not a number" analyze "game=nim&pos=3,x,7")
run(2 "unknown game 'chess'" analyze "game=chess&pos=1")
run(0 "^0.07 .*Dawson's Kayles\nperiod 34 from n0 = 53 \\(k = 2\\)\n.*exceptions: 8 \\(n = 0 1 15 17 18 32 35 52\\)" analyze "game=octal&rules=0.07")
run(0 "misere play.*outcome: N" analyze "game=sum&pos=nim:3" --misere)
run(0 "nim +Nim.*link: \\?v=1&game=nim&pos=3,5,7.*subtraction.*link: \\?v=1&game=subtraction&rules=1,2,3&pos=21" games)
run(0 "^\\[\\{\"id\":\"nim\"" games --json)
run(0 "grundylab analyze QUERY" --help)
run(0 "grundylab analyze QUERY" -h)
# After a verb, --help and -h print that verb's part of the usage, its options (its subcommand's)
# and its examples; every other verb is left out.
run(0 "^usage:\n  grundylab nim HEAP\\.\\.\\. \\[--misere\\] \\[--json\\] +Grundy value, outcome and winning moves of Nim\noptions of grundylab nim: --json --misere --help --version\nexamples:\n  grundylab nim 13 12 8\n$" nim --help)
run(0 "^usage:\n  grundylab octal CODE seq N.*CODE is an octal code.*--misere \\[--work N\\].*options of grundylab octal: --json --misere --csv --naive --width=W --limit=N .*--work N --on-disk --help --version\nexamples:\n  grundylab octal 0.07 seq 204 --width=34\n  grundylab octal 0.07 period\n$" octal -h)
run(0 "^usage:\n  grundylab analyze QUERY .*--budget N: .*options of grundylab analyze: --json --misere --memory SIZE --budget N --help --version\nexamples:\n  grundylab analyze 'game=nim" analyse "game=nim&pos=1" --help)
# An option's value before the verb is no verb: the verb's part of the usage, as without it.
run(0 "^usage:\n  grundylab octal CODE seq N.*options of grundylab octal: " --memory 1G octal --help)
run(0 "^usage:\n  grundylab nim HEAP" --threads 2 nim -h)
run(0 "^grundylab [0-9]+\\.[0-9]+\\.[0-9]+" --version)
# The command line's grammar, kept as CLI11 came to read it (src/cli/command_line.cpp): a game that
# starts with '-' is a word (-1/2, -^), and so are "--" and "-x"; a flag takes no "=value", --width
# takes its value after '=' only, --vs as the next word only; an option stands anywhere (before the
# verb too, where the verb still refuses it), and the verb is the first word; -h anywhere is the
# usage; the line's first problem is the one said.
run(0 "^G = -1/2\n" cgt -1/2)
run(0 "^G = v\nH = -1/2\nrelation: G > H\n" cgt -^ --vs -1/2)
run(2 "heap 1, character 1: is negative" nim -- 3)
run(2 "code, character 1: '-' cannot start a code" octal -x 0.07 seq 5)
run(2 "unknown option '--json=1'" nim 3 --json=1)
run(2 "unknown option '--width' " octal 0.07 seq 5 --width 5)
run(2 "unknown option '--vs=\\*'" cgt "^" --vs=*)
run(2 "--to, character 1: is empty" scan 0.07 --to= 5)
run(0 "^Nim, misere play: 1,1\n" --misere nim 1 1)
run(2 "--width is not an option of grundylab nim; its options: --json --misere" --width=5 nim 3)
run(2 "^usage:.*grundylab: unknown command '3'\n$" 3 nim)
run(0 "^usage:\n" nim 3 -h)
run(2 "^grundylab: --width, character 1: 0 is too small" nim --width=0 --foo)
run(2 "^grundylab: unknown option '--foo'" nim --foo --width=0)

# Issue 14's findings, each named. Commands without --limit stop after the default work (about
# ten seconds here) and say how to go further (these two take that long: they would take hours
# otherwise). The sanitizer build, several times slower, leaves them to the native run.
if(NOT SANITIZED)
# finding: `octal 0.007 period` ran ~12 hours silently
run(1 "no period proved within the default work, 8,000,000,000 steps.*add --limit=N" octal 0.007 period)
# finding: `octal 0.007 pos 16777216` ran for hours
run(1 "G\\(16777216\\) needs more than the default work.*--limit=16777217" octal 0.007 pos 16777216)
endif()
# finding: `octal 4.7 pos 16777216` took 20 s and 680 MB listing its 8,388,608 winning moves
run(0 "winning moves: 8388608\n.*take 0, leave 1000 \\+ 16776216\n  \\.\\.\\. the first 1000 listed; add --limit=16777217 to list all 8388608\n$"
    octal 4.7 pos 16777216)
run(0 "\"winningMoveCount\":8388608,\"winningMoves\":\\[" octal 4.7 pos 16777216 --json)
# finding: a 60-digit code with `pos 7 16777215` ran for hours
string(REPEAT "7" 60 sixty_sevens)
# It runs to the default budget: 5 s natively, a minute under the sanitizers, which skip it.
if(NOT SANITIZED)
run(1 "G\\(16777215\\) needs more than the default work.*--limit=16777216" octal 0.${sixty_sevens} pos 7 16777215)
endif()
# finding: `octal 0.07 seq 300000` computed every value (quadratic); the proved period gives them
run(0 "299990\\+   1  0  3  3  2  2  4  4  5  5\ncomputed naive for 0 <= n < 176\nfrom the proved period 34 \\(n0 = 53\\) for 176 <= n < 300000\n$"
    octal 0.07 seq 300000)
run(0 "\"method\":\"period\",\"period\":34,\"preperiod\":53\\}\\]\\}" octal 0.07 seq 1000 --json)
# finding: `octal 0.3 seq 2147483647 --csv` held 1.7 GB before printing: values now stream from
# the period (the first lines arrive at once; head ends the run).
execute_process(COMMAND ${CLI} octal 0.3 seq 2147483647 --csv COMMAND head -c 40 OUTPUT_VARIABLE streamed)
if(NOT streamed STREQUAL "n,G(n)\n0,0\n1,1\n2,0\n3,1\n4,0\n5,1\n6,0\n7,1\n8")
  cli_fail("octal 0.3 seq 2147483647 --csv does not stream: '${streamed}'")
endif()
message(STATUS "ok: grundylab octal 0.3 seq 2147483647 --csv | head")
# finding: messages. The full-width zero is named as the character; `{1,2` misses its '}';
# --width= wants one number; the link's own errors are "query, character N" (not "link: link").
run(2 "code, character 1: '０' \\(U\\+FF10\\) cannot start a code" octal ０.07 period)
run(2 "set, character 5: missing '}'" subtraction "{1,2" seq 10)
run(2 "--width, character 1: is empty: expected one whole number 1..1000" octal 0.07 seq 5 --width=)
run(2 "grundylab: query, character 11: '%' must be followed by two hex digits" link "?game=é&x=%zz")
run(2 "grundylab: query, character 12: '%' must be followed" analyze "game=nim&x=%zz")
run(2 "n, character 2: ',' is not allowed here: n is one whole number 1..536870912" link "?game=octal&n=1,2")
# Partizan games (Winning Ways, ch. 1-2): the calculator and comparison.
run(0 "outcome: L: Left wins.*Left moving first wins: 1 winning move\n    to 0\n.*canonical form: 1/2\n.*birthday: 2.*reverses through Right's answer 0" cgt "{0,*|1}")
run(0 "^\\{\"ok\":true,\"expr\":\"\\^\\+\\^\\+\\*\",\"outcome\":\"L\".*\"canonical\":\"\\^\\^\\*\",\"value\":\"↑↑\\*\",\"kind\":\"number, ups and nimber\",\"birthday\":3" cgt "^+^+*" --json)
run(0 "canonical form: \\{1\\|0\\}\nvalue: 1/2 ± 1/2 \\(switch\\)" cgt "{1|0}")
run(0 "outcome: P.*canonical form: 0\n" cgt "-^ + ^*+*")
run(0 "relation: G \\|\\| H\nwitness: G - H is an N-position" cgt "^" --vs "*")
run(0 "Left moving first wins: the winning moves are not listed\n  Right moving first wins: the winning moves are not listed\n" cgt "*1024")
run(0 "^\\{\"ok\":true,\"g\":\"1/2\",\"h\":\"1/2\",\"relation\":\"=\"" cgt "{0|1}" --vs "1/2" --json)
run(0 "\"relation\":\"<\"" cgt "1/2" --vs "1" --json)
run(0 "\"relation\":\">\"" cgt "^" --vs "0" --json)
# Issue 21: CGSuite's notation in and out, relations and properties.
run(0 "canonical form: \\{4\\|2\\}" cgt "3+-1")
run(0 "canonical form: \\^10\n" cgt "10*^")
run(0 "canonical form: \\{5\\|4\\|\\|3\\|2\\}\n" cgt "{{5|4}|{3|2}}")
run(0 "canonical form: \\^<2>\n" cgt "{0|v*}")
run(0 "^\\{\"ok\":true,\"expr\":\"\\{3\\|\\|2\\*\\|1\\*\\}.Temperature\",\"result\":\"3/4\",\"resultKind\":\"number\"" cgt "{3||2*|1*}.Temperature" --json)
run(0 "^\\{\"ok\":true,\"expr\":\"\\^ <\\| \\*\",\"result\":\"true\",\"resultKind\":\"boolean\"\\}" cgt "^ <| *" --json)
run(0 "\"properties\":\\{\"Mean\":\"9/4\",\"Temperature\":\"3/4\",\"LeftStop\":\"3\",\"RightStop\":\"2\"" cgt "{3||2*|1*}" --json)
run(0 "result: \\{5/2\\|2\\*\\}" cgt "{3||2*|1*}.Cool(1/2)")
run(2 "did you mean Temperature\\?" cgt "^.temperature")
run(2 "expr, character 4: '}' expected" cgt "{0|")
run(2 "^\\{\"ok\":false,\"error\":\\{\"where\":\"expr\",\"offset\":3," cgt "{0|" --json)
run(2 "H, character 1: 'x' is not a game here" cgt "1" --vs "x")
# Loopy games (issue 45; Siegel, CGT ch. VI; CGSuite's loopy-game docs): on, {pass|3/2}, the
# 4-cycle of Siegel's figure VI.3.2; the issue's stopper-sided values dud, 1 & 0, ^ & v*; on + over = on
# and over - over = over & under (CGSuite); Bach's carousel (its sides are no stoppers: no value
# claimed); a stop, a relation, a refusal.
run(0 "^\\{\"ok\":true,\"expr\":\"on\",\"outcome\":\"L\".*\"canonical\":\"on\"" cgt "on" --json)
run(0 "\"outcome\":\"L\".*\"canonical\":\"3/2under\"" cgt "{pass|3/2}" --json)
run(0 "\"canonical\":\"a\\{0\\|\\|\\|\\|0\\|\\|\\|a\\|\\*\\|\\|\\*\\}\"" cgt "a{0||||0|||a|*||*}" --json)
run(0 "^\\{\"ok\":true,\"expr\":\"dud\",\"outcome\":\"D\".*\"canonical\":\"dud\"" cgt "dud" --json)
run(0 "outcome: D: a draw.*canonical form: dud\n.*note: not a stopper" cgt "on + off")
run(0 "\"outcome\":\"PHat\".*\"canonical\":\"1 & 0\"" cgt "a{{|a}|}" --json)
run(0 "\"outcome\":\"NHat\".*\"canonical\":\"\\^ & v\\*\"" cgt "{0|{dud|},*}" --json)
run(0 "\"outcome\":\"L\".*\"canonical\":\"on\"" cgt "on + over" --json)
run(0 "\"outcome\":\"D\".*\"canonical\":\"over & under\"" cgt "over - over" --json)
run(0 "\"canonical\":null.*its onside and offside were not found" cgt "a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}" --json)
run(0 "^\\{\"ok\":true,\"expr\":\"over.RightStop\",\"result\":\"over\"" cgt "over.RightStop" --json)
run(0 "\"result\":\"true\"" cgt "over < 1/1024" --json)
run(2 "'LeftStop' is computed here only for stoppers" cgt "dud.LeftStop")
run(2 "--vs needs a game" cgt "1" --vs)
run(2 "cgt needs one expression" cgt)
# Partizan rulesets through analyze, as every game: Domineering's 2 x 2 square is ±1 (Winning Ways ch. 2).
run(0 "Domineering, normal play: ../..\n.*canonical form: \\+-1.*value: ±1 \\(switch\\).*outcome: N: the next player wins.*winning moves: 4\n  Left: rows 1–2, column 1" analyze "game=domineering&pos=../..")
run(0 "^\\{\"ok\":true,\"game\":\"domineering\",\"position\":\"\\./\\.\".*\"value\":null,\"outcome\":\"L\".*\"side\":\"L\".*\"partizan\":true,\"canonical\":\"1\",\"valueName\":\"1\"\\}" analyze "game=domineering&pos=./." --json)
run(0 "Cutcake, normal play: 4x3,2x2\n.*canonical form: 1\n.*outcome: L: Left wins" analyze "game=cutcake&pos=2x2,4x3")
run(2 "pos, character 5: 'z' is not a square" analyze "game=domineering&pos=../.z")
# Issue 43: past the canonical form's reach, the outcome is decided by search and named so: 6 x 6 is a
# first-player win, 5 x 5 a second-player win (Breuker, Uiterwijk and van den Herik, 2000).
run(0 "^\\{\"ok\":true,\"game\":\"domineering\".*\"outcome\":\"N\".*\"method\":\"outcome search\"" analyze "game=domineering&pos=....../....../....../....../....../......" --json)
run(0 "canonical form: 0\n.*outcome: P:" analyze "game=domineering&pos=...../...../...../...../.....")
run(0 "Domineering, normal play: \\.x/\\.\\.\n" analyze "game=domineering&pos=.%23/..")
# Toads and Frogs' rules=a,b,c,d (CGSuite's GenToadsAndFrogs; its tests: tttt..fff is {1/2*|v}
# with jumps over up to two frogs, 1 with no jumps), its impartial variant inside rules=, errors by
# character; Amazons (CGSuite's test: x.../o... is +-{3,...}) and Elephants and Rhinos (CGSuite's
# tttt..fff = 1, its t and f read as x and o).
run(0 "^\\{\"ok\":true,\"game\":\"toads\",.*\"link\":\"game=toads&rules=1,1,2,0&pos=tttt\\.\\.fff\".*\"canonical\":\"\\{1/2\\*\\|v\\}\"" analyze "game=toads&rules=1,1,2,0&pos=tttt..fff" --json)
run(0 "canonical form: 1\n" analyze "game=toads&rules=1,1,0,0&pos=tttt..fff")
run(0 "\"link\":\"game=toads&rules=1,1,1,0&pos=tt\\.\\.ff\".*\"canonical\":\"\\*\"" analyze "game=toads&pos=tt..ff" --json)
run(0 "\"rules\":\"1,1,1,0,impartial\".*\"value\":0,\"outcome\":\"P\"" analyze "game=toads&rules=1,1,1,0,impartial&pos=tt..ff" --json)
run(2 "rules, character 3: 'x' is not a number" analyze "game=toads&rules=1,x,1,0&pos=tt..ff")
run(2 "rules, character 1: minSlide is negative: backsliding makes the game loopy" analyze "game=toads&rules=-1,1,1,0&pos=tt..ff")
# Backsliding Toads and Frogs (Winning Ways ch. 11), valued as a loopy game: a lone toad is on = {on|},
# a lone frog off; on + off = dud, no stopper (no canonical form, outcome D); the classic rules only;
# not a part of a sum; a graph past the cap of positions is not valued and says so.
run(0 "\"rules\":\"1,1,1,0,backsliding\".*\"outcome\":\"L\".*\"canonical\":\"on\"" analyze "game=toads&variant=backsliding&pos=t." --json)
run(0 "\"outcome\":\"R\".*\"canonical\":\"off\"" analyze "game=toads&rules=backsliding&pos=f." --json)
run(0 "outcome class: D: a draw.*\noutcome: D \\(a loopy game.s class" export "game=toads&variant=backsliding&pos=t./.f" --text) # no short outcome sentence (G = 0) for a loopy game
run(0 "\"outcome\":\"D\".*\"loopy\":true,\"drawingMoves\"" analyze "game=toads&rules=1,1,1,0,backsliding&pos=t./.f" --json)
# Fox and Geese (issue 45): CGSuite's value of the geese on row 3 and the fox on (1,1); a goose on a light square named by its character.
run(0 "\"outcome\":\"L\".*\"canonical\":\"\\{6\\|2over\\}\".*\"loopy\":true" analyze "game=foxgeese&pos=x.x.x.x./......../o......." --json)
run(2 "pos, character 2: a goose on a light square" analyze "game=foxgeese&pos=.x.o")
# Northcott's game valued as the loopy game it is, beside the Nim rule (Ferguson's theorem).
run(0 "as the loopy game it is: outcome class N .*so N, as found" analyze "game=northcott&pos=W..B/.B.W")
run(0 "\"canonical\":null,\"valueName\":\"dud\"" analyze "game=toads&rules=1,1,1,0,backsliding&pos=t./.f" --json)
run(0 "outcome: D: a draw.*moves that hold a draw: 2\n" analyze "game=toads&variant=backsliding&pos=t./.f")
run(2 "rules, character 9: backsliding is played with the classic rules only" analyze "game=toads&rules=1,2,1,0,backsliding&pos=t.")
run(2 "it cannot be a part of a sum here" analyze "game=sum&pos=toads(1,1,1,0,backsliding):t.")
run(0 "\"method\":\"too large\".*more than 100,000 positions can be reached" analyze "game=toads&variant=backsliding&pos=tttttttt..............ffffffff" --json)
run(0 "\"outcome\":\"N\".*\"canonical\":\"\\+-\\(3,\\{4\\|\\+-1,\\+-\\(1,\\{2\\|0\\}\\),\\{0,\\{1/2\\|0\\}\\|v\\}\\},\\{4\\|0,\\{1\\|0,\\*\\}\\}\\)\"" analyze "game=amazons&pos=x.../o..." --json)
run(0 "winning moves: 1\n  Left: row 1, column 1 to row 1, column 2, arrow at row 1, column 1" analyze "game=amazons&pos=x.%23o")
run(2 "pos, character 3: 'q' is not a square" analyze "game=amazons&pos=x.q./o...")
run(0 "Elephants and Rhinos, normal play: xxxx\\.\\.ooo\n.*canonical form: 1\n" analyze "game=elephants&pos=tttt..fff")
run(0 "\"id\":\"amazons\".*\"example\":\"x\\.\\.\\./o\\.\\.\\.\".*\"link\":\"\\?v=1&game=amazons&variant=partizan&pos=x\\.\\.\\./o\\.\\.\\.\".*\"id\":\"elephants\".*\"link\":\"\\?v=1&game=elephants" games --json)
# Blue-Red Hackenbush: blue under red is 1/2 (Winning Ways ch. 2); a bad colour names the character.
run(0 "^\\{\"ok\":true,\"game\":\"bluered\",\"position\":\"0-1b,1-2r\".*\"outcome\":\"L\".*\"side\":\"L\".*\"partizan\":true,\"canonical\":\"1/2\",\"valueName\":\"1/2\"\\}" analyze "game=bluered&pos=1-2r,0-1b" --json)
run(0 "Blue-Red Hackenbush, normal play: 0-1g,1-2b\n.*canonical form: \\^\\*.*outcome: N" analyze "game=bluered&pos=0-1g,1-2b")
run(2 "pos, character 9: 'x' is not a colour" analyze "game=bluered&pos=0-1b,1-2x")
run(0 "^G = 1\noutcome: L.*canonical form: 1\n" analyze "game=cgt&expr=1")
run(0 "^link: \\?v=1&game=cgt&expr=\\{0\\|\\*\\}\nG = \\{0\\|\\*\\}\n.*canonical form: \\^\n" link "?game=cgt&expr={0|*}")
run(2 "expr, character 4: '}' expected" link "?game=cgt&expr={0|")

# A long run (--limit) shows its progress on stderr (plain lines when stderr is not a terminal)
# and Ctrl+C (SIGINT) stops it with a message and exit status 130.
find_program(TIMEOUT timeout)
if(TIMEOUT)
  execute_process(COMMAND ${TIMEOUT} --preserve-status -s INT 4 ${CLI} octal 0.007 period --limit=100000000
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 130)
    cli_fail("grundylab octal 0.007 period --limit=100000000, interrupted: exit ${rc}, expected 130\n${out}${err}")
  endif()
  if(NOT "${err}" MATCHES "G\\(0\\.\\.[0-9]+\\) computed of at most 100000000, [0-9]+ s, [0-9.]+( M)? values/s, ([0-9,]+ rare, )?largest value [0-9]+, [0-9,]+ MB held, [0-9hms]+ left at most\n.*interrupted \\(Ctrl\\+C\\) after [0-9ms]+: G\\(0\\.\\.[0-9]+\\) computed, no period proved")
    cli_fail("grundylab octal 0.007 period --limit=100000000, interrupted: stderr does not match:\n${err}")
  endif()
  message(STATUS "ok: grundylab octal 0.007 period --limit=100000000, progress and Ctrl+C")
endif()

# Issue 26: the same answer on any machine, and errors as values.
# The default budget is work, not seconds: a run that stops at it stops at the same value twice
# (it stopped at a different place, or not at all, with the machine's load).
if(NOT SANITIZED)
execute_process(COMMAND ${CLI} octal 0.007 period --json RESULT_VARIABLE rc1 OUTPUT_VARIABLE first ERROR_QUIET)
execute_process(COMMAND ${CLI} octal 0.007 period --json RESULT_VARIABLE rc2 OUTPUT_VARIABLE second ERROR_QUIET)
if(NOT rc1 EQUAL 1 OR NOT "${first}" STREQUAL "${second}" OR NOT "${first}" MATCHES "\"stopped\":\"budget\"")
  cli_fail("octal 0.007 period: two runs at the default work differ or did not stop at it:\n${first}\n${second}")
endif()
message(STATUS "ok: octal 0.007 period stops at the same value twice")
endif()
# With --json every error is JSON on stdout (a quarter of the fuzzed runs printed nothing there).
function(run_json_error expect_where expect_regex)
  execute_process(COMMAND ${CLI} ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 2 OR NOT "${out}" MATCHES "^\\{\"ok\":false,\"error\":\\{\"where\":\"${expect_where}\".*${expect_regex}")
    cli_fail("grundylab ${ARGN}: exit ${rc}, stdout is not the error as JSON (where ${expect_where}, ${expect_regex}):\n${out}${err}")
    return()
  endif()
  message(STATUS "ok: grundylab ${ARGN} (JSON error)")
endfunction()
run_json_error("query" "unknown key 'foo'" analyze "game=nim&foo=1" --json)
run_json_error("play" "normal play only" analyze "game=domineering&play=misere" --json)
run(0 "\"play\":\"misere\".*\"outcome\":\"P\"" analyze "game=clobber&pos=xo/ox&variant=impartial&play=misere" --json) # the impartial variant takes misère play
run_json_error("game" "unknown game 'chess'" analyze "game=chess" --json)
run_json_error("rules" "at least 1" analyze "game=subtraction&rules=0,1" --json)
run_json_error("play" "not a play convention" analyze "game=nim&play=sideways" --json)
run_json_error("command" "unknown command" frobnicate --json)
run_json_error("link: pos" "'x'" link "?pos=3,x,7" --json)
run_json_error("heap 2" "'x' is not a number" nim 3 x --json)
# An option a verb does not use is refused, never ignored: --misere on octal pos printed the
# normal-play answer (N; the misère answer of 4, 9, 12 in Kayles is P).
run(0 "\"outcome\":\"P\",\"method\":\"misère quotient of 0.77 up to heap 20, order 24\".*\"winningMoves\":\\[\\]" octal 0.77 pos 4 9 12 --misere --json)
# Misère quotients (issue 22): misère Nim's for heaps to 3, <a, b | a^2 = 1, b^3 = b>, P-portion {a, b^2}.
run(0 "\"ok\":true,\"code\":\"0.333\",\"maxHeap\":3,\"order\":6,\"generators\":\\[\"a\",\"b\"\\].*\"relations\":\\[\"a\\^2 = 1\",\"b\\^3 = b\"\\],\"pPortion\":\\[\"a\",\"b\\^2\"\\],\"heaps\":\\[\"1\",\"a\",\"b\",\"ab\"\\].*\"table\":\\[\\[\"1\",\"a\"" misere 0.333 --max-heap 3 --json)
run(0 "order 6, tame.*P-portion: +\\{a, b\\^2\\}.*multiplication table" misere "{1,2,3}" --max-heap=10)
run(0 "order 24, wild" misere 0.77)
# CGSuite's own example: game.heap.GrundysGame(22).MisereCanonicalForm, printed as CGSuite prints it.
run(0 "\"canonical\":\"\\*\\[\\(\\(\\(2\\[2\\]21\\)\\[2\\]\\(2\\[2\\]21\\)20\\)\\(2\\[2\\]21\\)3\\)" cgt "game.heap.GrundysGame(22).MisereCanonicalForm" --json)
run_json_error("expr" "character 21: game.heap.Kayles\\(10\\) is read here only with .MisereCanonicalForm" cgt "game.heap.Kayles(10)" --json)
# Issue 43: heaps' forms found from the heap game: Kayles 30 (a form too long to print: canonical null,
# its genus 7^5...: g+ = 7, Kayles' nim value of heap 30, and g- = 5, as the unit test's brute force finds)
# and 0.3F, whose moves leave three heaps.
run(0 "\"ok\":true.*\"outcome\":\"N\".*\"canonical\":null.*\"Genus\":\"7\\^5" cgt "game.heap.Kayles(30).MisereCanonicalForm" --json)
run(0 "\"ok\":true.*\"canonical\":\"\\*\\[" cgt "game.heap.TakeAndBreak(\"0.3F\")(8).MisereCanonicalForm" --json)
# Dawson's Kayles to heap 30: order 360, as MisereSolver found it (Siegel, 2007); its heap 25 needs
# the second way (recalibration). Where neither finds a quotient, the answer says so and names the heap.
run(0 "\"ok\":true,\"code\":\"0.07\",\"maxHeap\":30,\"order\":360," misere 0.07 --max-heap 30 --json)
run_json_error("heap" "heap 17: no quotient found.*proved up to heap 16 \\(order 304\\): grundylab misere 0.6 --max-heap 16" misere 0.6 --max-heap 20 --json)
run_json_error("--max-heap" "" misere 0.77 --max-heap 0 --json)
run_json_error("code" "'#'" misere "0.7#" --json)
run(0 "misère quotient of 0.77 up to heap 20, order 24.*winning moves: 5" octal 0.77 pos 20 17 --misere)
# pos --misere finds the quotients misere finds (issue 41): Dawson's Kayles' heap 30 by the order-360
# quotient, P as the misère search of analyze says; 0.6's heap 17, where misere finds none, is refused.
# The quotients of misere above again (seconds natively, half a minute each under the sanitizers,
# which see them once, above).
if(NOT SANITIZED)
run(0 "\"outcome\":\"P\",\"method\":\"misère quotient of 0.07 up to heap 30, order 360\".*\"winningMoveCount\":0" octal 0.07 pos 30 --misere --json)
endif()
run(0 "outcome: P .*by search" analyze "game=sum&pos=0.07:30" --misere)
# (As above: misere 0.6's search again.)
if(NOT SANITIZED)
run_json_error("heaps" "no misère quotient of 0.6 covers heap 17: it is proved up to heap 16" octal 0.6 pos 17 --misere --json)
endif()
run(0 "why: By the misère quotient of 0.77 up to heap 20, order 24" analyze "?v=1&game=sum&pos=0.77:20|0.77:17&play=misere")
run_json_error("options" "--width is not an option of grundylab games" games --width=3 --json)
run(2 "--limit is not an option of grundylab nim" nim 3 --limit=4)
# play=normal in the query and --misere disagree: refused, naming both (one of them used to win quietly).
run_json_error("play" "play=normal and --misere" analyze "game=nim&pos=1,2&play=normal" --misere --json)
run(0 "misere play.*outcome: N" analyze "game=nim&pos=1,2&play=misere" --misere)
# Misère search of a deep heap crashed (exit 139): 163006 = 2 (mod 4) is N in misère subtraction {1,2,3}.
run(0 "outcome: N.*winning moves: 1.*163005" analyze "game=subtraction&pos=163006" --misere)
# A partizan part in a sum was valued as a nimber (domineering:.. answered value 1, N); it is now
# valued by canonical forms: -1, R (issue 42: sums of boards), and Clobber's variant may be left out.
run(0 "\"value\":null,\"outcome\":\"R\".*\"canonical\":\"-1\"" analyze "game=sum&pos=domineering:.." --json)
run(0 "\"outcome\":\"N\".*\"canonical\":\"\\+-1\"" analyze "game=sum&pos=clobber:xo/ox|domineering:../..|toads:t.f" --json)
run_json_error("play" "impartial sums only" analyze "game=sum&pos=clobber:xo|nim:1&play=misere" --json)
# Issue 42: variant=impartial on Toads and Frogs too (read into its rules=a,b,c,d,impartial).
run(0 "\"value\":0,\"outcome\":\"P\".*rules=1,2,1,0,impartial" analyze "game=toads&pos=tt..ff&rules=1,2,1,0&variant=impartial" --json)
run_json_error("variant" "not a variant" analyze "game=toads&pos=t.f&variant=x" --json)
# Issue 44 item 4: the impartial variant of Col and Snort.
run(0 "\"value\":1,\"outcome\":\"N\".*variant=impartial" analyze "game=snort&pos=path:3&variant=impartial" --json)
# Issue 44: Hackenbush in every colour under one id; an edge without a letter is green.
run(0 "\"outcome\":\"L\".*\"canonical\":\"1/2\"" analyze "game=hackenbush&pos=0-1b,1-2r" --json)
run(0 "\"value\":2,\"outcome\":\"N\".*\"canonical\":\"\\*2\"" analyze "game=hackenbush&pos=0-1,1-2" --json) # a green stalk of 2 edges is *2
run(0 "\"outcome\":\"N\".*\"canonical\":null" analyze "game=nim&pos=1,1&play=misere" --json) # misère: the form is misereForm, not a nimber
run(0 "canonical form: 1\\*" analyze "game=hackenbush&pos=0-1b,1-2")
run_json_error("pos" "'x' is not a colour" analyze "game=hackenbush&pos=0-1b,1-2x" --json)
# A sum with a Chomp part too large to value hung (900 s): too large at once, naming the part.
run(0 "outcome: unknown.*Part 1 \\(Chomp" analyze "game=sum&pos=chomp:12,12,12,12,12,12,11")

# Issue 21: numbers and nimbers of any size the calculator holds; CGSuite's cooling of fractions.
run(0 "canonical form: 31381059609/4722366482869645213696\n" cgt "3^22/2^72")
run(0 "canonical form: -1823437481924\n" cgt "-1823437481924")
run(0 "canonical form: \\*1000003\n" cgt "*1000000 + *3")
run(0 "result: \\{3/4\\|1/4\\}" cgt "(1/2).Cool(-3/4)")
# Issue 22 (misère canonical forms): the interfaces named in the issue.
run(0 "^\\{\"ok\":true,\"expr\":\"\\*\\[2\\[2\\]321\\].Genus\",\"play\":\"misere\",\"result\":\"4\\^146\"" cgt "*[2[2]321].Genus" --json)
run(0 "\"canonical\":\"\\*\\[2#0\\]\"" cgt "*[[2],0]" --json)
run(0 "misere canonical form: \\*\\[\\(\\(\\(2\\[2\\]21\\)\\[2\\]\\(2\\[2\\]21\\)20\\)\\(2\\[2\\]21\\)3\\)" analyze "game=grundy&pos=22" --misere)
run(2 "not ordered" cgt "*[2#0]" --vs "*[2#1]")

# CGSuite's take-and-break codes (its TakeAndBreak notation): the same text in and out.
run(0 "0\\.3F .*0\\+   0  1  2  0  1  2  3  4  5  3\n" octal 0.3f seq 10)
run(0 "\"code\":\"4!\\.0\",\"n\":10,\"values\":\\[0,0,0,1,0,2,1,0,2,1\\]" octal "4!.0" seq 10 --json)
run(0 "\"code\":\"0\\.\\[3\\]\"" octal "0.3[3]" seq 5 --json)
run(2 "code, character 3: '\\(' has no closing '\\)'" octal "0.(C!8" seq 5)
run(2 "code, character 1: has more than one digit before '.'" octal 20.017 seq 5)
# Periods: plain ones are proved (saltus 0); for a code no theorem covers, what is seen is "observed".
run(0 "\"period\":34,\"preperiod\":53,\"saltus\":0,\"k\":2,\"parts\":2" octal 0.07 period --json)
run(0 "\"proved\":true.*\"saltus\":0,\"k\":1,\"parts\":3" octal 0.B period --json)
run(1 "\"proved\":false.*\"observed\":\\{\"period\":1,\"preperiod\":0,\"saltus\":1" octal "0.[3]" period --json --limit=500)
# Arithmetic periods: proved with their saltus where the arithmetic-periodicity test applies (0.8:
# G(n+3) = G(n) + 1 from n = 1), observed only where it does not (0.3F: saltus 3, no power of two).
run(0 "\"proved\":true,\"valuesComputed\":[0-9]+,\"period\":3,\"preperiod\":1,\"saltus\":1,\"k\":1,\"parts\":3,.*\"certificate\":\"[^\"]*Howse[^\"]*\",\"bound\":\"arithmetic\"" octal 0.8 period --json)
# Past the computed values, from the proof: G(n) = ⌊(n−1)/3⌋.
run(0 "90\\+  29 30 30 30 31 31 31 32 32 32" octal 0.8 seq 100)
# Counts past the computed values of an arithmetic period: G(n) = floor((n-1)/3) for n >= 1, so
# among G(0..99) the value 0 comes 4 times (n = 0..3) and every value 1..32 three times.
run(0 "\"n\":100,\"counts\":\\[\\[0,4\\],\\[1,3\\],\\[2,3\\],.*\\[31,3\\],\\[32,3\\]\\]" octal 0.8 counts 100 --json)
run(2 "too many to count for 0.8: its values grow" octal 0.8 counts 100000000)
run(1 "\"proved\":false.*\"observed\":\\{\"period\":6,\"preperiod\":0,\"saltus\":3" octal 0.3F period --json --limit=600)
# Frequencies: the count of each value among G(0..N-1), past the computed values by the period.
run(0 "^\\{\"ok\":true,\"code\":\"0\\.07\",\"n\":1000,\"counts\":\\[\\[0,151\\],\\[1,236\\],\\[2,123\\],\\[3,205\\],\\[4,115\\],\\[5,86\\],\\[7,29\\],\\[8,28\\],\\[9,27\\]\\]\\}"
    octal 0.07 counts 1000 --json)
run(0 "\"n\":4294967296,\"counts\":\\[\\[0,631612841\\],\\[1,1010580540\\]" octal 0.07 counts 4294967296 --json)
# Issue 23: N goes past 2^32, up to 2^40 values (positions are 64-bit), and no further.
run(0 "\"n\":1099511627776,\"counts\":\\[\\[0,161692886441\\],\\[1,258708618300\\]" octal 0.07 counts 1099511627776 --json)
run(2 "N.*too large: at most 1099511627776" octal 0.07 counts 1099511627777)
run(2 "--to.*too large: at most 1099511627776" scan --to 1099511627777)
run(0 "value +count\n +0 +1\n +1 +1\n +2 +1\n +3 +1\n +4 +1\n" octal "0.[3]" counts 5)
run(2 "counts needs exactly one number" octal 0.07 counts)

# Issue 24: analyze and link read every link the page reads (app::state_from_link), and answer with
# the fields of the command that computes the same thing; one writer per JSON schema.
function(cli_out var)
  execute_process(COMMAND ${CLI} ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  set(${var} "${out}" PARENT_SCOPE)
  set(${var}_rc "${rc}" PARENT_SCOPE)
endfunction()
# The calculator's link: exactly `cgt EXPR --json`. {3|1} is the switch 2 ± 1, canonical as written (CGSuite: {3|1}).
cli_out(calc_link analyze "?v=1&game=cgt&expr={3|1}" --json)
cli_out(calc_cmd cgt "{3|1}" --json)
if(NOT calc_link_rc EQUAL 0 OR NOT calc_link STREQUAL calc_cmd
   OR NOT calc_link MATCHES "^\\{\"ok\":true,\"expr\":\"\\{3\\|1\\}\",\"outcome\":\"L\".*\"canonical\":\"\\{3\\|1\\}\",\"value\":\"2 ± 1\",\"kind\":\"switch\",\"birthday\":4,.*\"Mean\":\"2\",\"Temperature\":\"1\"")
  cli_fail("analyze '?v=1&game=cgt&expr={3|1}' --json is not cgt '{3|1}' --json (2 ± 1):\n${calc_link}\n${calc_cmd}")
endif()
message(STATUS "ok: analyze ?v=1&game=cgt&expr={3|1} --json is cgt {3|1} --json")
# With vs, the comparison too, as `cgt G --vs H --json` gives it: ^ || * (Winning Ways ch. 2).
run(0 "^\\{\"ok\":true,\"expr\":\"\\^\".*,\"comparison\":\\{\"ok\":true,\"g\":\"\\^\",\"h\":\"\\*\",\"relation\":\"\\|\\|\"" analyze "game=cgt&expr=^&vs=*" --json)
run(0 "canonical form: \\^\n.*G = \\^\nH = \\*\nrelation: G \\|\\| H\n" analyze "game=cgt&expr=^&vs=*")
run(2 "expr, character 4: '}' expected" analyze "game=cgt&expr={0|")
# The explorer's link: `octal CODE period --json`'s fields after "ok", then G(0..n-1) when the link
# has n, as `octal CODE seq N --json` gives them. Dawson's Kayles: period 34 from n0 = 53 (Guy and Smith 1956).
cli_out(x_link analyze "?v=1&game=octal&rules=0.07&n=200" --json)
cli_out(x_period octal 0.07 period --json)
cli_out(x_seq octal 0.07 seq 200 --json)
string(REGEX REPLACE "^\\{\"ok\":true,(.*)\\}\n$" "\\1" period_fields "${x_period}")
string(REGEX REPLACE "^\\{\"ok\":true,\"code\":\"0\\.07\",(.*)\\}\n$" "\\1" seq_fields "${x_seq}")
if(NOT x_link_rc EQUAL 0 OR NOT x_link STREQUAL "{\"ok\":true,${period_fields},${seq_fields}}\n"
   OR NOT x_link MATCHES "\"proved\":true,\"valuesComputed\":176,\"period\":34,\"preperiod\":53,\"saltus\":0,\"k\":2,\"parts\":2,.*\"exceptions\":\\[0,1,15,17,18,32,35,52\\],.*\"bound\":\"octal\",\"lastException\":52,\"n\":200,\"values\":\\[0,0,1,1,2,0,3,1,1,0,3,3,2,2,4,0,5,2,2,3,3,0,1,1,3,0,2,1,1,0,4,5,2,7,4,0,"
   OR NOT x_link MATCHES ",3,0,2,1,1,0\\],\"methods\":\\[\\{\"begin\":0,\"end\":176,\"method\":\"naive\",\"mask\":0,\"domain\":false\\},\\{\"begin\":176,\"end\":200,\"method\":\"period\",\"period\":34,\"preperiod\":53\\}\\]\\}\n$")
  cli_fail("analyze '?v=1&game=octal&rules=0.07&n=200' --json is not {ok, octal 0.07 period's fields, seq 200's}:\n${x_link}\n${x_period}\n${x_seq}")
endif()
message(STATUS "ok: analyze ?v=1&game=octal&rules=0.07&n=200 --json is octal 0.07 period and seq 200")
# Without n, no values: the search the page runs (n = 1000 at most), its period.
run(0 "^\\{\"ok\":true,\"code\":\"0\\.77\",\"proved\":true,\"valuesComputed\":[0-9]+,\"period\":12,\"preperiod\":71,.*\"lastException\":70\\}\n$" analyze "game=octal&rules=0.77" --json)
# link's --json is analyze's, for every game but Nim (whose answer stays `nim HEAPS --json`'s).
foreach(q "?game=octal&rules=0.07&n=50" "?game=cgt&expr=^*" "?game=domineering&pos=../..")
  cli_out(a analyze "${q}" --json)
  cli_out(l link "${q}" --json)
  if(NOT a STREQUAL l OR NOT a MATCHES "^\\{\"ok\":true,")
    cli_fail("link '${q}' --json differs from analyze's:\n${l}\n${a}")
  endif()
  message(STATUS "ok: link ${q} --json is analyze's")
endforeach()
run(0 "^\\{\"game\":\"nim\",\"play\":\"normal\",\"heaps\":\\[13,12,8\\],\"nimSum\":9,\"outcome\":\"N\",\"gameOver\":false,\"reason\":\"[^\"]*\",\"winningMoves\":\\[\\{\"heap\":0,\"from\":13,\"to\":4\\},\\{\"heap\":1,\"from\":12,\"to\":5\\},\\{\"heap\":2,\"from\":8,\"to\":1\\}\\]\\}\n$"
    link "?v=1&game=nim&pos=13,12,8" --json)
run(0 "^link: \\?v=1&game=domineering&pos=\\.\\./\\.\\.&turn=1&computer=off&hints=on\nDomineering, normal play: \\.\\./\\.\\.\n.*value: ±1 \\(switch\\)" link "?game=domineering&pos=../..")
# Lasker's Nim (Ferguson §4.4): G(4k+3) = 4k+4, G(4k+4) = 4k+3; its note, and the table in rows of 4.
run(0 "\"code\":\"lasker\",\"proved\":false,\"valuesComputed\":12,\"title\":\"Arithmetic period 4, saltus 4, from n = 1\",\"closedFormHolds\":true,.*\"n\":12,\"values\":\\[0,1,2,4,3,5,6,8,7,9,10,12\\]"
    analyze "game=octal&rules=lasker&n=12" --json)
run(0 "Arithmetic period 4.*G\\(n\\) for 0 <= n < 12, 4 per row:\n       0\\+   0  1  2  4\n       4\\+   3  5  6  8\n" analyze "game=octal&rules=lasker&n=12")
# Grundy's game: its P-positions below 1300 end at 1222 (OEIS A002188's zeros).
run(0 "\"title\":\"No known period; computed to n = 1,299.*\"zeros\":\\[0,1,2,4,7,10,20,23,26,50,53,[0-9,]*,1222\\]" analyze "game=octal&rules=grundy&n=1300" --json)
# What the page would not open as given is refused, naming the key (the page shows its default instead).
run_json_error("n" "at most 100000 for grundy" analyze "game=octal&rules=grundy&n=200000" --json)
run_json_error("link: n" "at most 100000 for lasker" link "?game=octal&rules=lasker&n=100001" --json)
run_json_error("pos" "key 'pos' does not apply to game octal" analyze "game=octal&rules=0.07&pos=3" --json)
run_json_error("turn" "'7' is not a player" analyze "game=nim&pos=1,2&turn=7" --json)
run_json_error("--misere" "explorer computes normal-play values" analyze "game=octal&rules=0.07" --misere --json)
run_json_error("--misere" "calculator has no play convention" link "?game=cgt&expr=*2" --misere --json)
run_json_error("play" "play=normal and --misere" link "?game=nim&pos=1,2&play=normal" --misere --json)
# analyze, link and export ask a link the same (app::answer_link, as E.analyze; tests/api/analyze.test.mjs
# has its words): --misere of a game under normal play only, and export's own words for the tools.
run_json_error("play" "\"message\":\"Domineering are played under normal play only\"" analyze "game=domineering" --misere --json)
run(2 "^grundylab: play: Domineering are played under normal play only\n$" link "game=domineering&pos=..../...." --misere)
run(2 "^grundylab: play: Domineering are played under normal play only\n$" export "game=domineering" --misere --text)
run(2 "^grundylab: play: the query says play=normal and --misere asks for misère play: give only one of them\n$"
    export "game=nim&pos=3,5,7&play=normal" --misere --text)
run(2 "^grundylab: --misere: --misere applies to a play screen's link only\n$" export "game=cgt&expr=^" --misere --svg)
run(2 "^grundylab: --misere: --misere applies to a play screen's link only\n$" export "game=octal&rules=0.07" --misere --tree --svg)
# One writer per schema: the periods, positions and notes keep their fields and gain the JS API's.
run(0 "\"exceptions\":\\[0,1,15,17,18,32,35,52\\],\"certificate\":\"[^\"]*\",\"bound\":\"octal\",\"lastException\":52\\}" octal 0.07 period --json)
# Dawson's Kayles 5 + 7: G = 0, 1; to nim-sum 0: 5 -> 3 or 1 + 2 (value 1), 7 -> 5 or 2 + 3 (value 0).
run(0 "^\\{\"ok\":true,\"code\":\"0\\.07\",\"heaps\":\\[5,7\\],\"values\":\\[0,1\\],\"nimSum\":1,\"outcome\":\"N\",\"gameOver\":false,\"winningMoveCount\":4,\"winningMoves\":\\[\\{\"heap\":0,\"from\":5,\"take\":2,\"leaves\":\\[3\\]\\},\\{\"heap\":0,\"from\":5,\"take\":2,\"leaves\":\\[1,2\\]\\},\\{\"heap\":1,\"from\":7,\"take\":2,\"leaves\":\\[5\\]\\},\\{\"heap\":1,\"from\":7,\"take\":2,\"leaves\":\\[2,3\\]\\}\\]\\}\n$" octal 0.07 pos 5 7 --json)

# export: a link's board as SVG or TikZ, its analysis as LaTeX or text (app/picture_export.h).
# Nim 3,5,7's board has 15 tokens; Blue-Red Hackenbush draws each edge in its colour.
cli_out(nim_svg export "game=nim&pos=3,5,7" --svg)
string(REGEX MATCHALL "<circle class=\"token\"" nim_tokens "${nim_svg}")
list(LENGTH nim_tokens nim_token_count)
if(NOT nim_svg_rc EQUAL 0 OR NOT nim_token_count EQUAL 15 OR NOT nim_svg MATCHES "^<svg xmlns=\"http://www.w3.org/2000/svg\".*</svg>\n$")
  cli_fail("export 'game=nim&pos=3,5,7' --svg: exit ${nim_svg_rc}, ${nim_token_count} tokens, expected 15:\n${nim_svg}")
endif()
message(STATUS "ok: export game=nim&pos=3,5,7 --svg (15 tokens)")
run(0 "^\\\\begin\\{tikzpicture\\}.*draw=glBlue.*draw=glRed, line width=[0-9.]+pt, dash pattern.*\\\\end\\{tikzpicture\\}\n$"
    export "?v=1&game=bluered&pos=0-1b,1-2r" --tikz)
run(0 "^% Grundy Lab: game=nim&pos=3,5,7\n.*Outcome: \\$\\\\mathcal\\{N\\}\\$.*\\\\begin\\{itemize\\}\n  \\\\item heap 1: 3 \\\\ensuremath\\{\\\\to\\} 2"
    export "game=nim&pos=3,5,7" --latex)
run(0 "Thermograph of \\{3\\|1\\}.*</svg>" export "?v=1&game=cgt&expr={3|1}" --svg)
# --text is exactly what analyze prints.
foreach(q "game=nim&pos=13,12,8" "game=domineering&pos=../.." "game=hackenbush&pos=0-1,1-2,1-3,3-3" "game=nim&pos=1,1,5&play=misere")
  cli_out(a analyze "${q}")
  cli_out(t export "${q}" --text)
  if(NOT t_rc EQUAL 0 OR NOT a STREQUAL t)
    cli_fail("export '${q}' --text differs from analyze's text:\n${t}\n${a}")
  endif()
  message(STATUS "ok: export ${q} --text is analyze's")
endforeach()
# -o FILE writes the file and nothing on stdout.
file(REMOVE "${CMAKE_CURRENT_BINARY_DIR}/export_test.tex")
run(0 "^$" export "game=domineering&pos=../.." --tikz -o "${CMAKE_CURRENT_BINARY_DIR}/export_test.tex")
file(READ "${CMAKE_CURRENT_BINARY_DIR}/export_test.tex" written)
if(NOT written MATCHES "^\\\\begin\\{tikzpicture\\}.*\\\\end\\{tikzpicture\\}\n$")
  cli_fail("export --tikz -o did not write the picture:\n${written}")
endif()
file(REMOVE "${CMAKE_CURRENT_BINARY_DIR}/export_test.tex")
# Problems are named as analyze names them, and refused.
run(2 "pos, character 3: 'x'" export "game=nim&pos=3,x" --svg)
run(2 "unknown key 'foo'" export "game=nim&foo=1" --tikz)
# count_in(N REGEX ARGS...): grundylab ARGS exits 0 and its output matches REGEX exactly N times.
function(count_in expect regex)
  cli_out(got ${ARGN})
  string(REGEX MATCHALL "${regex}" hits "${got}")
  list(LENGTH hits n)
  if(NOT got_rc EQUAL 0 OR NOT n EQUAL expect)
    cli_fail("grundylab ${ARGN}: exit ${got_rc}, ${n} of '${regex}', expected ${expect}:\n${got}")
    return()
  endif()
  message(STATUS "ok: grundylab ${ARGN} (${n} of '${regex}')")
endfunction()
# An explorer link: the plot of G(0..n-1), a dot per n (320 columns over 100 values), and the table
# as text: G(33) = 7, G(34) = 4 (Table 1 of seed 000: ... 4 5 2 7 | 4 0 ...).
count_in(100 "class=\"point( rare)?\"" export "game=octal&rules=0.07&n=100" --svg)
run(0 "\n33\t7\n34\t4\n" export "game=octal&rules=0.07&n=204" --text)
run(0 "tabular" export "game=octal&rules=0.07&n=204" --latex)
# A game tree: ^ = {0|*} has five nodes; --tree is the calculator's.
count_in(5 "class=\"node\"" export "game=cgt&expr=^" --tree --svg)
run(2 "a game tree is drawn for a calculator link" export "game=nim&pos=3" --tree --svg)
run(2 "a game tree is drawn for a calculator link" export "game=octal&rules=0.07" --tree --svg)
run(2 "a game tree is drawn for a calculator link" export "game=cgt&expr=^" --tree --latex)
run(2 "exactly one of --svg, --tikz" export "game=nim&pos=3" --svg --tikz)
run(2 "exactly one of --svg, --tikz" export "game=nim&pos=3")
run(2 "exactly one query" export --svg)
run(2 "--json is not an option of grundylab export" export "game=nim&pos=3" --svg --json)
run(2 "--svg is not an option of grundylab analyze" analyze "game=nim&pos=3" --svg)
run(2 "could not write" export "game=nim&pos=3" --svg -o "/nonexistent-dir/x.svg")

# Issue 41: with --json every outcome of every verb is one JSON object on stdout with "ok" (a
# budget stop, a refusal, a bad option included); the messages stay on stderr.
# run_json_line(RC REGEX ARGS...): exit RC, stdout exactly one line {"ok":...} matching REGEX.
function(run_json_line expect_rc expect_regex)
  execute_process(COMMAND ${CLI} ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL expect_rc OR NOT "${out}" MATCHES "^\\{\"ok\":(true|false),[^\n]*\\}\n$" OR NOT "${out}" MATCHES "${expect_regex}")
    cli_fail("grundylab ${ARGN}: exit ${rc} (expected ${expect_rc}), stdout is not one JSON object with ok matching '${expect_regex}':\n${out}\nstderr:\n${err}")
    return()
  endif()
  message(STATUS "ok: grundylab ${ARGN} (one JSON object on stdout)")
endfunction()
# seq, period and pos have "ok" as counts and analyze have.
run_json_line(0 "^\\{\"ok\":true,\"code\":\"0\\.07\",\"n\":5,\"values\":\\[0,0,1,1,2\\]" octal 0.07 seq 5 --json)
run_json_line(0 "^\\{\"ok\":true,\"code\":\"0\\.07\",\"proved\":true,.*\"period\":34,\"preperiod\":53" octal 0.07 period --json)
run_json_line(0 "^\\{\"ok\":true,\"code\":\"0\\.3033\",\"heaps\":\\[100,7\\],\"values\":\\[0,0\\]" subtraction 1,3,4 pos 100 7 --json)
run_json_line(1 "^\\{\"ok\":true,\"code\":\"4!\\.0\",\"proved\":false" octal "4!.0" period --limit=100 --json)
# Conflicting output forms are refused; so is an option's value that is another option (it made a
# folder named "--json").
run_json_line(2 "\"where\":\"options\".*--csv and --json ask for two forms of one answer" octal 0.07 seq 5 --csv --json)
run(2 "--csv and --json ask for two forms of one answer: give one of them" octal 0.07 seq 5 --json --csv)
set(opt_dir "${CMAKE_CURRENT_BINARY_DIR}/opt_value_test")
file(REMOVE_RECURSE "${opt_dir}")
file(MAKE_DIRECTORY "${opt_dir}")
execute_process(COMMAND ${CLI} octal 0.07 seq 5 --counts-dir --json WORKING_DIRECTORY "${opt_dir}"
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
file(GLOB made "${opt_dir}/*")
if(NOT rc EQUAL 2 OR made OR NOT out MATCHES "^\\{\"ok\":false,\"error\":\\{\"where\":\"--counts-dir\".*'--json' is an option, not the value of --counts-dir")
  cli_fail("octal 0.07 seq 5 --counts-dir --json: exit ${rc}, made '${made}':\n${out}${err}")
endif()
message(STATUS "ok: --counts-dir --json is refused and makes no folder")
file(REMOVE_RECURSE "${opt_dir}")
run(2 "--checkpoint: '--naive' is an option, not the value of --checkpoint: give the value right after it \\(--checkpoint FILE\\)" octal 0.07 seq 5 --checkpoint --naive)
run(2 "--memory: '--x' is an option, not the value of --memory" octal 0.07 seq 5 --memory=--x)
run_json_line(2 "\"where\":\"--vs\"" cgt "^" --vs --json)
run_json_line(2 "\"where\":\"--max-heap\"" misere 0.77 --max-heap --json)
run_json_line(2 "\"where\":\"command\".*no command given" --json)
run_json_line(2 "unknown option '--jsn'" nim 3 --jsn --json)
# A budget stop answers on stdout too (it printed nothing there): Treblecross's values pass the
# default work long before 10^8 (about 3 s).
if(NOT SANITIZED)
run_json_line(1 "^\\{\"ok\":false,\"error\":\\{\"where\":\"budget\".*seq 100000000 needs more than the default work.*\"code\":\"0\\.007\",\"stopped\":\"budget\",\"valuesComputed\":[0-9]+\\}" octal 0.007 seq 100000000 --json)
run_json_line(1 "\"where\":\"budget\".*counts 100000000 needs more than the default work.*\"stopped\":\"budget\"" octal 0.007 counts 100000000 --json)
run_json_line(1 "\"where\":\"budget\".*G\\(16777216\\) needs more than the default work.*\"stopped\":\"budget\"" octal 0.007 pos 16777216 --json)
endif()

# A command run through sh (a ulimit first, or a ';' CMake would split): its exit status and a
# regex its stdout must match; `label` names it in the log. "$0" in the command is the CLI.
function(run_shell expect_rc regex label command)
  execute_process(COMMAND sh -c "${command}" ${CLI} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL expect_rc OR NOT out MATCHES "${regex}")
    cli_fail("${label}: exit ${rc}:\n${out}${err}")
    return()
  endif()
  message(STATUS "ok: ${label}")
endfunction()

# Issue 41: misere is bounded in memory. Its heaps' options are made as the search reaches them
# (0.3F's to heap 1000 held 3.1 GB for a search that stops at heap 12), and a refused allocation
# is an answer, never an abort: past --memory (or the default 4G) or past ulimit -v.
# (The code's ';' would split a CMake list: the command goes through sh.)
# --memory bounds the address space (setrlimit), where AddressSanitizer's own allocator cannot
# live: the sanitized run leaves this case to the native one, as it does the ulimit case below.
if(NOT SANITIZED)
run_shell(1 "^\\{\"ok\":false,\"error\":\\{\"where\":\"memory\"[^\n]*this needs more than 64 MB of memory, the bound --memory set: give more with --memory SIZE[^\n]*the quotient was proved up to heap [0-9]+[^\n]*\\}\n$" "misere '0.&256;' --max-heap 501 --memory 64M answers that it needs more" "exec \"$0\" misere '0.&256;' --max-heap 501 --json --memory 64M")
endif()
run(2 "--memory is not an option of grundylab nim" nim 3 --memory 1G)
# The slowest known input of misere, under a 2 GB address-space limit: it aborted with an uncaught
# std::bad_alloc and no JSON; now it answers (no quotient at heap 12) within 110 MB, given the work
# (--work: the default budget stops it at heap 12, below).
if(NOT SANITIZED)
run_shell(2 "^\\{\"ok\":false,\"error\":\\{\"where\":\"heap\".*heap 12: no quotient found[^\n]*\\}\n$" "misere 0.3F --max-heap 1000 --json under a 2 GB address-space limit" "ulimit -v 2000000 && exec \"$0\" misere 0.3F --max-heap 1000 --json --work 10000000000")
endif()

# Issue 41: misere and pos --misere have a work budget (--work N; about 10 s by default): past it
# they stop with how far the quotient is proved, with --json as one object with "stopped":"budget"
# (exit 1). 0.AA --max-heap 11 took 60 s, 0.C 14-23 s, 0.&40;'s pos 2.7 GB and more than 60 s.
# Each of these runs to the default budget (seconds natively, minutes under the sanitizers):
# the sanitizers see the same stop through --work below.
if(NOT SANITIZED)
run_json_line(1 "\"where\":\"budget\".*misere 0.AA --max-heap 11 needs more than the default work, 1,000,000,000 steps.*proved up to heap [0-9]+.*\"stopped\":\"budget\",\"maxHeap\":[0-9]+,\"order\":[0-9]+" misere 0.AA --max-heap 11 --json)
run_json_line(1 "\"where\":\"budget\".*misere 0.C --max-heap 20 needs more than the default work.*\"stopped\":\"budget\"" misere 0.C --json)
endif()
run(1 "misere 0.07 --max-heap 60 needs more than the work --work gave, 200,000 steps: the misère quotient is proved up to heap 13 \\(order 12\\); add --work 2000000" misere 0.07 --max-heap 60 --work 200000)
run_json_line(1 "\"where\":\"budget\".*pos 30 40 --misere needs more than the work --work gave, 1,000 steps.*\"code\":\"0.07\",\"stopped\":\"budget\",\"maxHeap\":4,\"order\":6" octal 0.07 pos 30 40 --misere --work 1000 --json)
run(0 "order 24" misere 0.07 --max-heap 24 --work 100000000)
run_json_line(2 "\"where\":\"--work\".*'--json' is an option, not the value of --work" misere 0.07 --work --json)
run(2 "--work bounds the misère quotient's search \\(pos --misere\\)" octal 0.07 pos 3 --work 5)
run(2 "--work is not an option of grundylab octal RULES seq" octal 0.07 seq 5 --work 5)
if(NOT SANITIZED)
run_shell(1 "^\\{\"ok\":false,\"error\":\\{\"where\":\"budget\"[^\n]*\"stopped\":\"budget\"[^\n]*\\}\n$" "octal '0.&40;' pos 195 179 25 26 197 --misere stops at its budget under a 2 GB address-space limit" "ulimit -v 2000000 && exec \"$0\" octal '0.&40;' pos 195 179 25 26 197 --misere --limit=5000 --json")
endif()

# Issue 41: a subtraction set is read by misere as subtraction reads it, without braces too
# ({1,3,4}: misère quotient of order 6, tame, as with braces).
run(0 "Subtraction \\{1,3,4\\} for heaps up to 5: order 6, tame" misere 1,3,4 --max-heap 5)
cli_out(set_plain misere 1,3,4 --max-heap 12 --json)
cli_out(set_braces misere "{1,3,4}" --max-heap 12 --json)
if(NOT set_plain_rc EQUAL 0 OR NOT set_plain STREQUAL set_braces)
  cli_fail("misere 1,3,4 is not misere {1,3,4}:\n${set_plain}\n${set_braces}")
endif()
message(STATUS "ok: misere 1,3,4 is misere {1,3,4}")
run(2 "set, character 3: 'x'" misere 1,x,4)

# Issue 41: the same question asked two ways, the same answer. 0.123's heap 9 needs recalibration:
# `octal pos --misere` now finds the quotient `misere` finds (Plambeck's, order 20), and its answer
# is the misère search's (analyze).
run(0 "misère quotient of 0.123  .* for heaps up to 9: order 20" misere 0.123 --max-heap 9)
run(0 "outcome: N .*order 20.*winning moves: 1\n  heap 1 \\(9\\): take 3, leave 6\n" octal 0.123 pos 9 --misere)
run(0 "outcome: N .*by search.*winning moves: 1\n  part 1 \\(Octal game 0.123\\), heap 1: take 3, leave 6 " analyze "game=sum&pos=0.123:9" --misere)
# *1024 > v[40] (n·↑ + *m > 0 for m >= 2): --vs answered "too large" where the relation answered true.
run(0 "relation: G > H\nwitness: G ≥ H and G ≰ H, from the order of their canonical forms.*not listed" cgt "*1024" --vs "v[40]")
run(0 "result: true" cgt "(*1024) > (v[40])")
run_json_line(0 "\"relation\":\">\"" cgt "*1024" --vs "v[40]" --json)
# Issue 41: a claim with its move. This N-position's one winning move passes the cap of 16383 on
# finite parts: the answer says which move it is and why it is not listed.
run(0 "outcome: N.*Its winning move takes coin ω⁹·3 \\+ ω⁶·3176 \\+ ω⁵ \\+ ω²·5 to ω·\\(ω⁵ \\+ ω⁴\\) \\+ 16384, a finite part past 16383.*not listed.*winning moves: 0"
    analyze "game=owelter&pos=w^6+w^5,w^9*3+w^6*3176+w^5+w^2*5,16383")

# analyze and link --budget N: the steps a position's search may spend (default 8,000,000, the
# page's). Alternating 4 x 6 Clobber is "too large" by default; with three times that it is
# decided: P. (A reflection swaps its colours, so it is its own negative and only N or P can be
# its outcome; the bench's search finds both first moves losing, docs/benchmarks.md.) About 3 s
# natively; the sanitizer build leaves it to the native run.
run(0 "\"outcome\":\"\\?\".*\"method\":\"too large\".*more than 2,000 steps" analyze "game=domineering&pos=..../..../..../...." --budget 2000 --json)
run(0 "\"link\":\"game=domineering&pos=..../..../..../....&budget=2000\"" analyze "game=domineering&pos=..../..../..../...." --budget 2000 --json)
run(0 "outcome: N.*canonical form" analyze "game=domineering&pos=..../..../..../....")
run(2 "--budget, character 1: 0 is too small: --budget is one whole number 1..1000000000000" analyze "game=nim&pos=3" --budget 0)
run(2 "--budget, character 1: 'x' is not a number" link "game=nim&pos=3" --budget=x)
run(2 "--budget is not an option of grundylab nim; its options: --json --misere" nim 3 --budget 5)
# A link's budget= (the page's "Search 10 times longer") is used where --budget is not given, is
# written back in the link, and must agree with --budget where both are given.
run(0 "\"outcome\":\"\\?\".*\"method\":\"too large\".*more than 2,000 steps" analyze "game=domineering&pos=..../..../..../....&budget=2000" --json)
run(0 "^link: \\?v=1&game=domineering&pos=..../..../..../....&turn=1&computer=off&hints=on&budget=2000\n" link "game=domineering&pos=..../..../..../....&budget=2000")
run(0 "outcome: unknown" analyze "game=domineering&pos=..../..../..../....&budget=2000" --budget 2000)
run(2 "budget: the query says budget=2000 and --budget asks for 3000 steps: give only one of them" analyze "game=domineering&pos=..../..../..../....&budget=2000" --budget 3000)
run(2 "budget, character 1: 0 is too small: budget is one whole number 1..800000000" analyze "game=domineering&pos=....&budget=0")
if(NOT SANITIZED)
run(0 "\"outcome\":\"\\?\",\"gameOver\":false,\"method\":\"too large\"" analyze "game=clobber&pos=xoxoxo/oxoxox/xoxoxo/oxoxox" --json)
run(0 "^\\{\"ok\":true,\"game\":\"clobber\",\"position\":\"xoxoxo/oxoxox/xoxoxo/oxoxox\",\"play\":\"normal\",\"value\":null,\"outcome\":\"P\".*\"method\":\"outcome search\""
    analyze "game=clobber&pos=xoxoxo/oxoxox/xoxoxo/oxoxox" --budget 24000000 --json)
endif()

get_property(failures GLOBAL PROPERTY cli_failures)
if(failures GREATER 0)
  message(STATUS "${failures} failing case(s): each is reported above as a CMake error")
endif()
