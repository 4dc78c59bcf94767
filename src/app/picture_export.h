// picture_export.h - a position written out for lecture notes: its board (a Picture, core/game.h)
// as a standalone SVG document and as a TikZ picture, its analysis as plain text and as LaTeX.
// The page's Export… menu, `grundylab export QUERY --svg|--tikz|--latex|--text` and the tests
// use these; the calculator's thermograph has its own pair (cgt/thermograph.h), drawn in the same
// style, and export_state() answers a calculator link with it.
//
// Both drawings come from one list of shapes (rectangles, circles, lines, curves, triangles and
// text) laid out once in grid units, so the SVG and the TikZ picture of a position agree shape
// for shape, and both follow the page's board: rows of cells (Layout::Rows), columns built bottom
// up (Layout::Stacks), or a graph standing on the ground (Layout::Graph: edges green, blue, red
// dashed or black, parallel edges bent apart, loops, arrows, tokens and values on vertices).
//
// The TikZ picture needs only `\usepackage{tikz}`: no TikZ library, colours by \definecolor (of
// xcolor, which TikZ loads), text escaped for LaTeX's text mode with the characters beyond ASCII
// that the engine writes (→, ω, ×, ↑, è, ...) spelt as LaTeX commands, so it compiles with
// pdflatex on a plain TeX Live (Debian: texlive-latex-base and texlive-pictures; checked by the
// test cli.tikz_compiles). SVG text is escaped for XML.
#pragma once
#include "core/text.h"
#include <string>
#include <string_view>

#include "app/explorer.h"
#include "app/state.h"
#include "cgt/store.h"
#include "core/game.h"
#include "core/result.h"

namespace gl::app {

// A board as an SVG document ("<svg xmlns=...>...</svg>\n") and as a TikZ picture
// ("\begin{tikzpicture}...\end{tikzpicture}\n"); `title` is drawn as a caption below it ("" for
// none). Every shape of the SVG names what it is in its class ("token", "edge green", "vertex").
std::string picture_svg(const Picture& p, std::string_view title = {});
std::string picture_tikz(const Picture& p, std::string_view title = {});

// A graph board with the vertex places a link's layout key pins (State::layout, parse_layout):
// the places it names replace the picture's, the others stay. A bad layout changes nothing.
Picture with_layout(Picture p, std::string_view layout);

// The analysis as `grundylab analyze QUERY` prints it, and as a LaTeX fragment for notes: the
// game and position, value, outcome (\mathcal{N}), the reason and the winning moves (an itemize).
std::string analysis_text(const Analysis& a);
std::string analysis_latex(const Analysis& a);

// xml_escape and tex_escape: core/text.h.

enum class ExportFormat : char { Svg, Tikz, Latex, Text };

// The explorer's plot of G(n) for x0 <= n < x1 (as Explorer::plot, a dot per value of each of
// 320 columns, rare positions in red, axes with round ticks), and a game tree of the calculator
// (Left's options down-left along blue edges, Right's down-right along red ones, each node
// labelled with its value; past 300 nodes it is drawn as deep as fits and the caption says so).
// `f`: Svg or Tikz.
std::string plot_picture(const Explorer& m, double x0, double x1, ExportFormat f);
std::string tree_picture(cgt::Store& st, cgt::Id g, std::string_view name, ExportFormat f);

// Which picture --svg and --tikz give for a link: a play screen's board, the calculator's
// thermograph or the explorer's plot (Default), or the calculator's game tree (Tree).
enum class Figure : char { Default, Tree };
// "svg", "tex" (TikZ and LaTeX), "txt": the file name's extension of a download.
std::string_view export_extension(ExportFormat f);

// What a link opens, exported: a play screen's board (its layout pinned) or analysis under
// `play`; the calculator's thermograph or game tree (SVG, TikZ) or its result (export_text,
// export_latex). An Error names what is wrong: an explorer link (export_explorer takes its
// computed model), a position (field "pos"), a calculator expression with no thermograph or
// tree, a game tree asked of another screen.
Result<std::string> export_state(const State& s, Play play, ExportFormat f, Figure figure = Figure::Default);

// The explorer's exports for its link `s`, from its model `x` as far as it is computed: the plot
// of G(0..n-1) (Svg, Tikz; n the link's, or the values computed if no period is proved), the
// table in rows of the table's width as LaTeX (Explorer::latex, the first 40 rows) or the
// values as text (tab-separated n, G(n), as the TSV download).
Result<std::string> export_explorer(const Explorer& x, const State& s, ExportFormat f);

} // namespace gl::app
