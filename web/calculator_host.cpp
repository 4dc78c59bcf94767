// calculator_host.cpp - the calculator's long expressions in a Web Worker (app/calculator.h):
// the page tries each expression itself for about two frames; one that needs longer goes to a
// worker running the page's own module (web/explorer-worker.js, message "calc"), which computes
// it whole and posts back Calculator::answer_wire(); the page shows the last result meanwhile, with
// the time so far and Cancel, and stays usable. Cancel ends the worker (a computation cannot be
// stopped from outside any other way); the next long expression starts a new one on the module
// the page has compiled already. A worker that cannot load at all leaves the page computing
// itself, as before workers.
#include <emscripten.h>
#include <emscripten/bind.h>

#include <string>

#include "web/page.h"

namespace {

using emscripten::val;

// How long the page tries an expression itself: about two frames at 60 Hz.
constexpr double kQuickMs = 30;

EM_JS(int, js_calc_start, (double id, const char* expr, const char* vs), {
    try {
        if (typeof Worker === "undefined" || typeof Module.startExplorerWorker !== "function" || Module.calcWorkerFailed)
            return 0;
        let w = Module.calcWorker;
        if (!w) {
            w = Module.startExplorerWorker(); // the same script and the compiled engine
            Module.calcWorker = w;
            let answered = false;
            const stop = (why) => {
                if (Module.calcWorker !== w) return;
                Module.calcWorker = null;
                clearInterval(Module.calcTicker);
                w.terminate();
                // Never answered: the worker cannot load here (the page computes from now on).
                const never = !answered && /did not load/.test(why);
                if (never) Module.calcWorkerFailed = true;
                console.warn("Grundy Lab: the calculator's worker stopped (" + why + ")");
                Module._calcHostFailed(why, never);
                Module._gl_wake();
            };
            w.onmessage = (e) => {
                const m = e.data;
                if (m.type === "failed") return stop(m.error);
                if (m.type !== "calc" || Module.calcWorker !== w) return;
                answered = true;
                if (m.id === Module.calcJob) clearInterval(Module.calcTicker);
                Module._calcReport(m.id, m.wire);
                Module._gl_wake();
            };
            w.onerror = (e) => { e.preventDefault(); stop(e.message || "the worker did not load"); };
        }
        Module.calcJob = id;
        // The time shown while it computes: a frame every half second.
        clearInterval(Module.calcTicker);
        Module.calcTicker = setInterval(() => Module._gl_wake_once(), 500);
        w.postMessage({type : "calc", id : id, expr : UTF8ToString(expr), vs : UTF8ToString(vs)});
        return 1;
    } catch (e) {
        return 0;
    }
});
EM_JS(void, js_calc_cancel, (double id), {
    if (Module.calcJob !== id) return;
    Module.calcJob = undefined;
    clearInterval(Module.calcTicker);
    const w = Module.calcWorker;
    if (w) {
        Module.calcWorker = null; // busy with the job: ended, and the next job gets a new one
        w.terminate();
    }
});

class WorkerCalcHost final : public gl::app::CalcHost {
  public:
    bool start(std::uint64_t id, const std::string& expr, const std::string& vs) override {
        return js_calc_start(static_cast<double>(id), expr.c_str(), vs.c_str()) != 0;
    }
    void cancel(std::uint64_t id) override { js_calc_cancel(static_cast<double>(id)); }
};

// The worker's side: the answer to one job.
std::string calc_answer(const std::string& expr, const std::string& vs) { return gl::app::Calculator::answer_wire(expr, vs); }

void calc_report(double id, const std::string& wire) {
    gl::web::page_app().page.calculator().receive(static_cast<std::uint64_t>(id), wire);
}

void calc_host_failed(const std::string& why, bool compute_here) {
    gl::web::page_app().page.calculator().host_failed(why, compute_here);
}

} // namespace

namespace gl::web {
void use_calc_worker_host() {
    static WorkerCalcHost host;
    page_app().page.calculator().set_host(&host, kQuickMs);
}
} // namespace gl::web

EMSCRIPTEN_BINDINGS(grundylab_calculator_host) {
    emscripten::function("calcAnswer", &calc_answer);
    emscripten::function("_calcReport", &calc_report);
    emscripten::function("_calcHostFailed", &calc_host_failed);
}
