// explorer_ui.h - the octal-game explorer as ImGui panels. Index of explorer_ui.cpp:
//   [SECTION] Computation   slices of work per frame within a time budget; rate and ETA
//   [SECTION] Game          library, code field, the A/B/C grid, how far to compute
//   [SECTION] Periodicity   period, preperiod, exceptions, certificate, sparse-space state
//   [SECTION] Table         rows of the period's width (Guy and Smith (1956), Winning Ways ch. 4), virtualised
//   [SECTION] Plot          G(n) against n: zoom, pan, rare values coloured
//   [SECTION] Mex           the options of one n, their values and the mex
//   [SECTION] Misère        the misère quotient of the heaps up to N, grown a heap at a time
//   [SECTION] Export        CSV, TSV, LaTeX, PNG, embed snippet
//   [SECTION] Frame         full page and compact embed layouts
#pragma once
#include <imgui.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "app/explorer.h"
#include "app/page.h"
#include "cgt/misere_quotient.h"
#include "ui/shared.h"

namespace gl::ui {

struct ExplorerUi {
    char code_buf[96] = {};
    std::string code_error;
    float moves_head_h = 0, moves_row_h = 0; // the grid of moves' header and row pitch as last drawn
    char n_buf[24] = {};
    std::string n_error;
    // Plot view: the n range shown (x1 <= x0 means "fit everything").
    double plot_x0 = 0, plot_x1 = 0;
    bool plot_fit = true; // follow all values (until the user zooms or pans)
    // Speed of the computation, smoothed, for the progress bar.
    double rate = 0;          // values per second
    double busy_ms = 0;       // time spent computing in the last frame
    std::uint64_t rate_mark_n = 0; // values computed at rate_mark_t (a worker's rate)
    double rate_mark_t = 0;        // seconds (steady clock), 0: none yet
    std::string export_status;
    // embed=table: the rows' width fitted to the frame (explorer_embed_frame), 0 outside an embed.
    std::uint64_t embed_width = 0;
    // The mex view's table, kept while its game and n stay (listing the options of a large n
    // costs O(n·|C|): once per n, not per frame). An unknown table is retried as values arrive.
    struct MexCache {
        std::string code;
        std::uint64_t n = 0, computed = 0;
        bool filled = false;
        std::optional<app::Explorer::MexTable> table;
    } mex_cache;
    // The misère view: its quotient, grown a few heaps per frame; kept while code and heap stay.
    struct Misere {
        std::string code;
        std::uint64_t heap = 0;
        std::unique_ptr<cgt::QuotientBuilder> builder; // while computing
        std::optional<Result<cgt::MisereQuotient>> result;
        bool cancelled = false;
    } misere;
};

// The screen's functions take its own state, the page model (its explorer, the link's view, n,
// width) and what the screens share (shared.h).
// Makes the explorer follow the link's state (game=octal keys): rules, n, width, view, at.
void explorer_open(ExplorerUi& explorer, app::Page& page, Shared& shared); // the explorer is shown: its fields follow the page's model
// Spends at most `budget_ms` of this frame on the computation.
void explorer_compute(ExplorerUi& explorer, app::Page& page, double budget_ms);
// True while the explorer's search is under way (the page draws its progress).
bool explorer_busy(const ExplorerUi& explorer, const app::Page& page);
// The explorer's toolbar rows and main area.
void explorer_frame(ExplorerUi& explorer, app::Page& page, Shared& shared, ImVec2 avail);
// The compact page for an <iframe>: a title line and the table or the plot.
void explorer_embed_frame(ExplorerUi& explorer, app::Page& page, Shared& shared, ImVec2 display);

// The width of the table's rows: the link's width, else the proved period, else 10; in an
// embed=table frame without a width in its link, the widest of those that fits the frame (the
// period's largest divisor that fits, so each column still holds one residue).
std::uint64_t table_width(const ExplorerUi& explorer, const app::Page& page);

} // namespace gl::ui
