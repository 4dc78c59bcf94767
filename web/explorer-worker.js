// explorer-worker.js - the engine in a Web Worker: the explorer's period search (see web/explorer_host.cpp),
// and the calculator's long expressions in a worker of their own (message "calc", web/calculator_host.cpp).
// It runs the page's own module (grundylab.js, without its main(): no window, no frames here) on
// the wasm the page has compiled already, and its public search (octalSearch) in slices of about
// 100 ms, posting after each slice the values computed since the last report (typed arrays,
// transferred, in chunks), the search's state and its status; with the status "proved", the proof
// (the page takes it rather than proving again from its copy). Messages from the page:
//   {type: "engine", module}           first, from grundylab-page.js: the compiled grundylab.wasm
//                                      (a WebAssembly.Module), or null: load it here
//   {type: "start", id, code, limit}   a new search (any earlier one is dropped)
//   {type: "limit", id, number}        raise the limit to `number`
//   {type: "pause", id}                stop after the current slice (Cancel)
//   {type: "resume", id, number}       go on, reporting again every value from `number` on
//   {type: "early", code, limit}       from grundylab-page.js at page load, before the page's own
//                                      module is ready: start computing the link's search now,
//                                      reporting nothing; the page's first "start" for the same
//                                      code and limit takes it over with every value computed
//   {type: "early-end"}                the page is ready: an early search not taken over is dropped
//   {type: "calc", id, expr, vs}       the calculator's worker (web/calculator_host.cpp): computes
//                                      expr (? vs) whole and posts {type: "calc", id, wire}
// Messages other than "engine" wait until the engine is there. Everything here is inside a function:
// the module's script (importScripts) declares its own globals (run, abort, ...).
(function () {
  "use strict";

  const kSliceMs = 100;
  const kChunk = 1 << 22; // values per message at most
  let engine = null;
  let search = null, id = 0, sent = 0, status = "running", paused = false, scheduled = false;
  let early = null; // {code, limit} of the search started by "early", until the page takes it over

  let engineDone = null;
  const ready = new Promise((resolve) => { engineDone = resolve; });

  // Loads the page's module on `module` (the compiled grundylab.wasm; null: fetched and compiled
  // here). `engine` is the module once its runtime is up, or stays null if it cannot load.
  function loadEngine(module) {
    const failed = (e) => {
      if (engine === null) postMessage({ type: "failed", error: "the engine did not load: " + String(e && e.message || e) });
      engineDone();
    };
    self.Module = {
      noInitialRun: true, // the page's main(): its window, canvas and frames are the page's
      // The page's preloaded fonts are of no use here: an empty package of the same size, not a download.
      getPreloadedPackage: (name, size) => new ArrayBuffer(size),
      instantiateWasm: (imports, receive) => {
        const instance = module
          ? WebAssembly.instantiate(module, imports).then((i) => receive(i, module))
          : fetch("grundylab.wasm", { credentials: "same-origin" })
            .then((r) => { if (!r.ok) throw new Error("HTTP " + r.status); return r.arrayBuffer(); })
            .then((bytes) => WebAssembly.instantiate(bytes, imports))
            .then((r) => receive(r.instance, r.module));
        instance.catch(failed);
        return {};
      },
      onRuntimeInitialized: () => { engine = self.Module; engineDone(); },
      onAbort: failed,
    };
    try {
      importScripts("grundylab.js");
    } catch (e) {
      failed(e);
    }
  }

  // Slices are chained through a message channel (setTimeout would add its 4 ms clamp), so the
  // page's messages are seen between slices.
  const tick = new MessageChannel();
  tick.port1.onmessage = () => { scheduled = false; run(); };
  function schedule() {
    if (scheduled || !search || paused || status !== "running") return;
    scheduled = true;
    tick.port2.postMessage(0);
  }

  function report() {
    const size = search.size();
    const state = search.state();
    do {
      const end = Math.min(size, sent + kChunk);
      const values = search.values(sent, end);
      const last = end === size;
      const proof = last && status === "proved" ? search.result() : undefined;
      postMessage({ type: "values", id, begin: sent, values, status: last ? status : "running", state, proof },
                  [values.buffer]);
      sent = end;
    } while (sent < size);
  }

  function run() {
    if (!search || paused || status !== "running") return;
    const t0 = performance.now();
    do {
      status = search.advance(1e6);
    } while (status === "running" && !paused && performance.now() - t0 < kSliceMs);
    if (!early) report(); // an early search reports once the page has taken it over
    schedule();
  }

  function drop() {
    if (search) search.delete();
    search = null;
    early = null;
  }

  self.onmessage = async (e) => {
    if (e.data && e.data.type === "engine") {
      if (!self.Module) loadEngine(e.data.module || null);
      return;
    }
    await ready;
    if (!engine) {
      postMessage({ type: "failed", error: "the engine did not load in the worker" });
      return;
    }
    const m = e.data;
    if (m.type === "calc") {
      // The calculator's long expression (web/calculator_host.cpp), computed whole: this worker
      // is the calculator's own (the page ends it on Cancel), never the explorer's.
      let wire;
      try {
        wire = engine.calcAnswer(m.expr, m.vs);
      } catch (err) {
        postMessage({ type: "failed", error: "the engine stopped: " + String(err && err.message || err) });
        return;
      }
      postMessage({ type: "calc", id: m.id, wire: wire });
    } else if (m.type === "early") {
      if (search) return; // the page has started its own already
      const r = engine.octalSearch(m.code, m.limit);
      if (!r.ok) return; // the page will say what is wrong with the link
      search = r.search;
      early = { code: m.code, limit: m.limit };
      id = undefined;
      sent = 0;
      status = "running";
      paused = false;
      schedule();
    } else if (m.type === "early-end") {
      if (early) drop();
    } else if (m.type === "start" && early && m.code === early.code && m.limit === early.limit) {
      // The same search as the early one: the page takes it over, values computed so far included.
      early = null;
      id = m.id;
      sent = 0;
      paused = false;
      if (status !== "running") report();
      schedule();
    } else if (m.type === "start") {
      drop();
      const r = engine.octalSearch(m.code, m.limit);
      if (!r.ok) {
        postMessage({ type: "failed", error: r.error.text });
        return;
      }
      search = r.search;
      id = m.id;
      sent = 0;
      status = "running";
      paused = false;
      schedule();
    } else if (m.id !== id || !search) {
      // about a search that was replaced
    } else if (m.type === "limit") {
      search.raiseLimit(m.number);
      if (status === "limit") status = "running"; // the next slice says if the limit really rose
      schedule();
    } else if (m.type === "pause") {
      paused = true;
    } else if (m.type === "resume") {
      paused = false;
      sent = Math.min(sent, m.number);
      if (status !== "running") report(); // nothing more to compute: the values it refused
      schedule();
    }
  };
})();
