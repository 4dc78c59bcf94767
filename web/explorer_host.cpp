// explorer_host.cpp - the explorer's search in a Web Worker (web/explorer-worker.js): the page
// stays responsive and the engine runs at the speed of its own wasm. The worker runs the page's
// own module (grundylab.js without main(), on the wasm the page compiled: one download, one
// compile) and posts the values it computes, in chunks of transferred typed arrays; the explorer
// keeps a copy for the table, plot, mex view and exports. No SharedArrayBuffer: a plain static
// server and an <iframe> are enough. Without workers (or if the worker cannot load) the explorer
// computes in the page's frames as before.
#include <emscripten.h>
#include <emscripten/bind.h>

#include <cstdlib>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "web/js_values.h"
#include "web/page.h"

namespace {

using emscripten::val;

EM_JS(int, js_worker_start, (double id, const char* code, double limit), {
    try {
        if (typeof Worker === "undefined" || Module.explorerWorkerFailed) return 0;
        let w = Module.explorerWorker;
        if (!w || !Module.explorerWorkerWired) {
            // grundylab-page.js may have started it already (explorer links), else now.
            if (!w) {
                if (typeof Module.startExplorerWorker !== "function") return 0;
                w = Module.startExplorerWorker();
            }
            Module.explorerWorker = w;
            Module.explorerWorkerWired = true;
            const fail = (why) => {
                if (Module.explorerWorker !== w) return;
                Module.explorerWorker = null;
                Module.explorerWorkerFailed = true;
                w.terminate();
                console.warn("Grundy Lab: the explorer computes in the page (" + why + ")");
                Module._explorerHostFailed();
                Module._gl_wake();
            };
            // Each report is shown, but a frame costs the page (and software WebGL) real time
            // that the worker could use: while the search runs, at most 4 frames a second.
            let timer = 0, last = 0;
            const draw = () => { timer = 0; last = performance.now(); Module._gl_wake_once(); };
            w.onmessage = (e) => {
                if (e.data.type === "failed") return fail(e.data.error);
                Module._explorerReport(e.data);
                const wait = last + 250 - performance.now();
                if (e.data.status !== "running" || wait <= 0) {
                    if (timer) clearTimeout(timer);
                    draw();
                } else if (!timer) {
                    timer = setTimeout(draw, wait);
                }
            };
            w.onerror = (e) => { e.preventDefault(); fail(e.message || "the worker did not load"); };
        }
        w.postMessage({type : "start", id : id, code : UTF8ToString(code), limit : limit});
        return 1;
    } catch (e) {
        return 0;
    }
});
EM_JS(void, js_worker_post, (const char* type, double id, double number), {
    const w = Module.explorerWorker;
    if (w) w.postMessage({type : UTF8ToString(type), id : id, number : number});
});

class WorkerHost final : public gl::app::SearchHost {
  public:
    bool start(std::uint64_t id, const std::string& code, std::uint64_t limit) override {
        return js_worker_start(static_cast<double>(id), code.c_str(), static_cast<double>(limit)) != 0;
    }
    void set_limit(std::uint64_t id, std::uint64_t limit) override {
        js_worker_post("limit", static_cast<double>(id), static_cast<double>(limit));
    }
    void pause(std::uint64_t id) override { js_worker_post("pause", static_cast<double>(id), 0); }
    void resume(std::uint64_t id, std::uint64_t from) override {
        js_worker_post("resume", static_cast<double>(id), static_cast<double>(from));
    }
};

gl::octal::PeriodSearch::Status status_of(const std::string& s) {
    using S = gl::octal::PeriodSearch::Status;
    return s == "proved" ? S::Proved : s == "limit" ? S::LimitReached : s == "memory" ? S::OutOfMemory : S::Running;
}

// One message of the worker: {id, begin, values (typed array), status, state}.
void explorer_report(val msg) {
    gl::app::SearchReport r;
    r.id = static_cast<std::uint64_t>(msg["id"].as<double>());
    r.begin = static_cast<std::uint64_t>(msg["begin"].as<double>());
    const val values = msg["values"];
    r.width = values["BYTES_PER_ELEMENT"].as<unsigned>();
    r.count = values["length"].as<std::size_t>();
    // The page's copy asks for its memory too: if the browser refuses, the explorer's copy stops
    // there with the message (Sequence::memory_message) instead of aborting.
    std::unique_ptr<unsigned char, decltype(&std::free)> block(
        static_cast<unsigned char*>(r.count ? std::malloc(r.count * r.width) : nullptr), &std::free);
    if (r.count && !block) {
        gl::web::page_app().page.explorer().memory_refused(r.id, r.count * r.width);
        return;
    }
    std::span<unsigned char> bytes(block.get(), r.count * r.width);
    if (!bytes.empty())
        val(emscripten::typed_memory_view(bytes.size(), bytes.data()))
            .call<void>("set", val::global("Uint8Array").new_(values["buffer"], values["byteOffset"], values["byteLength"]));
    r.values = bytes.data();
    r.status = status_of(msg["status"].as<std::string>());
    const val st = msg["state"];
    const val methods = st["methods"];
    const unsigned n = methods["length"].as<unsigned>();
    for (unsigned i = 0; i < n; ++i) {
        const val m = methods[i];
        gl::octal::MethodRange range;
        range.begin = static_cast<std::uint64_t>(m[0].as<double>());
        range.end = static_cast<std::uint64_t>(m[1].as<double>());
        range.method = m[2].as<int>() == 1 ? gl::octal::Method::Sparse : gl::octal::Method::Naive;
        range.mask = m[3].as<std::uint32_t>();
        range.domain = m[4].as<bool>();
        r.state.methods.push_back(range);
    }
    r.state.sparse = st["sparse"].as<bool>();
    r.state.mask = st["mask"].as<std::uint32_t>();
    r.state.domain = st["domain"].as<bool>();
    r.state.rare_label = st["rareLabel"].as<std::uint32_t>();
    r.state.rare_positions = static_cast<std::uint64_t>(st["rarePositions"].as<double>());
    r.state.last_rare = static_cast<std::uint64_t>(st["lastRare"].as<double>());
    r.state.work = static_cast<std::uint64_t>(st["work"].as<double>());
    r.state.refused_bytes = static_cast<std::uint64_t>(st["refusedBytes"].as<double>());
    const val proof = msg["proof"];
    if (r.status == gl::octal::PeriodSearch::Status::Proved && proof.typeOf().as<std::string>() == "object" &&
        proof["proved"].as<bool>())
        r.proof = gl::web::periodicity_from_js(proof);
    gl::web::page_app().page.explorer().receive(r);
}

void explorer_host_failed() { gl::web::page_app().page.explorer().host_failed(); }

} // namespace

namespace gl::web {
void use_worker_host() {
    static WorkerHost host;
    page_app().page.explorer().set_host(&host);
}
} // namespace gl::web

EMSCRIPTEN_BINDINGS(grundylab_explorer_host) {
    emscripten::function("_explorerReport", &explorer_report);
    emscripten::function("_explorerHostFailed", &explorer_host_failed);
}
