# The CLI's TikZ pictures and LaTeX analyses compile with pdflatex on a plain TeX Live (ctest:
# cli.tikz_compiles; Debian's texlive-latex-base and texlive-pictures, installed by scripts/setup.sh).
# Each export is \input into one article that loads only tikz (and amsmath, for the calculator's
# align*), and pdflatex must finish without an
# error. Boards of every kind: Nim's stacks, Hackenbush's graphs (green; blue, red dashed, a loop,
# bent parallels), a directed graph game with values and tokens, rows of cells (Domineering,
# Turning Turtles, Welter's three views, boxes of chips), a thermograph, game trees, the explorer's
# plots and table; analyses with the
# engine's ω, ⊕, →, ± and a misère line, the calculator's slash notation and powers of up. No
# table or calculator fragment may be wider than the page (pdflatex's "Overfull \hbox").
# Usage: cmake -DCLI=/path/to/grundylab -DPDFLATEX=/path/to/pdflatex -DWORK=/tmp/dir -P tikz_test.cmake
if(NOT PDFLATEX OR NOT EXISTS "${PDFLATEX}")
  message(FATAL_ERROR "pdflatex not found (${PDFLATEX}): bash scripts/setup.sh installs texlive-latex-base and texlive-pictures")
endif()
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

# amsmath: the calculator's LaTeX sets its derivation in align* (docs/cli.md says so).
set(doc "\\documentclass{article}\n\\usepackage{tikz}\n\\usepackage{amsmath}\n\\pagestyle{empty}\n\\begin{document}\n")
set(n 0)
function(export_to format query)
  math(EXPR k "${n} + 1")
  set(n ${k} PARENT_SCOPE)
  set(name "part${k}.tex")
  execute_process(COMMAND ${CLI} export "${query}" --${format} ${ARGN} -o "${WORK}/${name}" RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "grundylab export '${query}' --${format}: exit ${rc}\n${err}")
  endif()
  set(doc "${doc}% ${query} --${format}\n\\input{${name}}\n\\par\\bigskip\n" PARENT_SCOPE)
endfunction()

export_to(tikz "game=nim&pos=3,5,7")
export_to(tikz "?v=1&game=hackenbush&pos=0-1,1-2,1-3,3-3")
export_to(tikz "?v=1&game=bluered&pos=0-1b,0-3g,1-2r,3-4b,4-4r,3-1g,3-1b,0-0r")
export_to(tikz "game=graph&graph=a:b,c%3Bb:c%3Bc:&pos=a,b")
export_to(tikz "game=domineering&pos=x.../..../..../....")
export_to(tikz "?v=1&game=wythoff&pos=4,7") # a chessboard (Picture grid)
export_to(tikz "game=turtles&pos=THTTHTTHHT")
export_to(tikz "game=welter&pos=0,3,5,9")
export_to(tikz "game=divide&pos=3,4")
export_to(tikz "game=onim&pos=w^2*3+w+5,w+2,7")
export_to(tikz "?v=1&game=cgt&expr={3|1}")
export_to(tikz "?v=1&game=cgt&expr={3||2*|1*}")
export_to(tikz "?v=1&game=cgt&expr={3||2*|1*}" --tree) # a game tree
export_to(tikz "?v=1&game=cgt&expr=*6" --tree)        # a game tree cut at its depth (the dots)
export_to(tikz "?v=1&game=octal&rules=0.07&n=300")    # the explorer's plot
export_to(tikz "?v=1&game=octal&rules=0.161&n=20000") # a plot with rare positions in red
export_to(latex "?v=1&game=octal&rules=0.07&n=204")   # the explorer's table, exceptions underlined
list(APPEND fits "part${n}.tex")
export_to(latex "game=nim&pos=3,5,7")
export_to(latex "?v=1&game=cgt&expr={3||2*|1*}")       # slash notation: \| runs (issue 40)
list(APPEND fits "part${n}.tex")
export_to(latex "?v=1&game=cgt&expr=^<2>+v[2]&vs=^")   # up-nth and up-to-the-n as superscripts (its derivation's long lines are as wide as they are)
export_to(latex "game=domineering&pos=../..")
export_to(latex "game=onim&pos=w^2*3+w+5,w+2,7")
export_to(latex "game=nim&pos=1,1,5&play=misere")
export_to(latex "game=bluered&pos=0-1g,1-2b")
set(doc "${doc}\\end{document}\n")
file(WRITE "${WORK}/exports.tex" "${doc}")

execute_process(COMMAND ${PDFLATEX} -interaction=nonstopmode -halt-on-error exports.tex
                WORKING_DIRECTORY "${WORK}" RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT EXISTS "${WORK}/exports.pdf")
  message(FATAL_ERROR "pdflatex exports.tex failed (exit ${rc}) in ${WORK}:\n${out}${err}")
endif()
# The table and the calculator's LaTeX fit the article's text width (issue 40: the table of 0.07
# was 34 columns wide): compiled again alone, no "Overfull \\hbox" (the pictures are as wide as
# they are drawn, and are left out).
set(page "\\documentclass{article}\n\\usepackage{amsmath}\n\\pagestyle{empty}\n\\begin{document}\n")
foreach(part ${fits})
  string(APPEND page "\\input{${part}}\n\\par\\bigskip\n")
endforeach()
string(APPEND page "\\end{document}\n")
file(WRITE "${WORK}/fits.tex" "${page}")
execute_process(COMMAND ${PDFLATEX} -interaction=nonstopmode -halt-on-error fits.tex
                WORKING_DIRECTORY "${WORK}" RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "pdflatex fits.tex failed (exit ${rc}) in ${WORK}:\n${out}${err}")
endif()
file(READ "${WORK}/fits.log" log)
string(REGEX MATCHALL "Overfull \\\\hbox[^\n]*" overfull "${log}")
if(overfull)
  message(FATAL_ERROR "wider than the page in ${WORK}/fits.log:\n${overfull}")
endif()
message(STATUS "ok: ${n} exports compile with pdflatex (${WORK}/exports.pdf); the table and the calculator's LaTeX fit the page")
