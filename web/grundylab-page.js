// grundylab-page.js - sets up the Emscripten module for index.html: canvas, loading status,
// fatal errors shown on the page, and window.GrundyLab (the JS API) once the engine is ready.
(function () {
  "use strict";
  const overlay = document.getElementById("overlay");
  const canvas = document.getElementById("canvas");

  function fatal(message) {
    overlay.hidden = false;
    overlay.classList.add("error");
    overlay.textContent = "Grundy Lab stopped: " + message + " Reload the page to start again.";
  }
  globalThis.grundyLabFatal = fatal;

  canvas.addEventListener("webglcontextlost", (e) => {
    e.preventDefault();
    fatal("the browser took away the WebGL context.");
  });

  // The engine: grundylab.wasm is fetched and compiled once, here, as soon as the page starts (while
  // grundylab.js loads). The page's module instantiates it (instantiateWasm below) and the
  // explorer's Web Worker gets the compiled module (explorer-worker.js runs this same module), so
  // an explorer page downloads and compiles one wasm file, not two.
  const wasmUrl = "grundylab.wasm";
  const fetchWasm = () => fetch(wasmUrl, { credentials: "same-origin" }).then((r) => {
    if (!r.ok) throw new Error("could not load " + wasmUrl + " (HTTP " + r.status + ")");
    return r;
  });
  let compiled = null;
  if (typeof WebAssembly === "object" && typeof fetch === "function") {
    compiled = (typeof WebAssembly.compileStreaming === "function"
      ? WebAssembly.compileStreaming(fetchWasm())
      : Promise.reject(new Error("no compileStreaming")))
      // A server that does not say application/wasm: the bytes, then compile.
      .catch(() => fetchWasm().then((r) => r.arrayBuffer()).then((bytes) => WebAssembly.compile(bytes)));
    compiled.catch(() => {}); // reported by instantiateWasm
  }

  // A Web Worker for the explorer's searches (explorer_host.cpp), given the compiled engine as soon
  // as it is there (or null: the worker then loads the engine itself).
  function startExplorerWorker() {
    const w = new Worker("explorer-worker.js");
    const give = (module) => {
      try {
        w.postMessage({ type: "engine", module: module });
      } catch (e) {
        w.postMessage({ type: "engine", module: null }); // a browser that cannot send a module
      }
    };
    if (compiled) compiled.then(give, () => give(null));
    else give(null);
    return w;
  }

  // On an explorer link the worker is started now, so that it has the engine as soon as the page
  // does, and it starts the link's search at once ("early", see explorer-worker.js): the page's
  // first search for the same code and n takes it over, with the values computed while the page's
  // own module was starting. Before the module loads, this script cannot ask the registry which
  // screen a link opens; it reads the link's keys instead: the explorer's links carry its code in
  // rules= and no position (pos=) or expression (expr=), which every link the page writes for a
  // play screen or the calculator has. A hand-written play link without pos= starts a worker that
  // is then never used.
  let explorerWorker = null;
  const link = new URLSearchParams(location.search);
  if (link.has("rules") && !link.has("pos") && !link.has("expr") && typeof Worker !== "undefined") {
    try {
      explorerWorker = startExplorerWorker();
      // Until the page takes it over: a worker that cannot load is noted (the page then computes).
      explorerWorker.onerror = (e) => { e.preventDefault(); globalThis.Module.explorerWorkerFailed = true; };
      const code = link.get("rules"), n = link.get("n");
      if (code && n && /^[0-9]{1,10}$/.test(n)) explorerWorker.postMessage({ type: "early", code: code, limit: Number(n) });
    } catch (e) {
      explorerWorker = null;
    }
  }

  globalThis.Module = {
    explorerWorker: explorerWorker,
    startExplorerWorker: typeof Worker !== "undefined" ? startExplorerWorker : undefined,
    canvas: canvas,
    print: (text) => console.log(text),
    printErr: (text) => console.warn(text),
    setStatus: (text) => {
      if (text && !overlay.classList.contains("error")) overlay.textContent = text.replace(/\(.*\)/, "").trim() || "Loading Grundy Lab…";
    },
    onAbort: (what) => fatal(String(what)),
  };
  if (compiled) {
    globalThis.Module.instantiateWasm = (imports, receive) => {
      compiled.then((module) => WebAssembly.instantiate(module, imports).then((instance) => receive(instance, module)))
        .catch((e) => fatal("the engine did not load (" + String(e && e.message || e) + ")."));
      return {}; // asynchronous: receive() is called when it is ready
    };
  }

  // Called by main.cpp once the first frame is drawn: the state, the tokens and the widgets are
  // all there, so a listener of "grundylab-ready" can use every call at once.
  globalThis.grundyLabStarted = () => {
    overlay.hidden = true;
    const M = globalThis.Module;
    // The page has started its search (or has none for this link): an early one not taken over
    // is dropped.
    if (M.explorerWorker) M.explorerWorker.postMessage({ type: "early-end" });
    // The JS API: see README.md, "JS API". Argument checks live in api-post.js.
    globalThis.GrundyLab = {
      getState: M.getState,
      openLink: M.openLink,
      tokenSpot: M.tokenSpot,
      widgetRect: M.widgetRect,
      layoutProblems: M.layoutProblems, // for tests: controls cut off by their panel
      tableRow: M.tableRow,
      cellSpot: M.cellSpot,
      boardCell: M.boardCell,
      graphVertex: M.graphVertex,
      graphEdge: M.graphEdge,
      graphPoint: M.graphPoint,
      octalRules: M.octalRules,
      subtractionRules: M.subtractionRules,
      octalSequence: M.octalSequence,
      octalPeriod: M.octalPeriod,
      octalPosition: M.octalPosition,
      misereQuotient: M.misereQuotient,
      octalGames: M.octalGames,
      octalSearch: M.octalSearch,
      nimAnalyze: M.nimAnalyze,
      mex: M.mex,
      nimSum: M.nimSum,
      parseLink: M.parseLink,
      games: M.games,
      analyze: M.analyze,
      version: M.version,
    };
    window.dispatchEvent(new Event("grundylab-ready"));
    canvas.focus();
  };
  window.addEventListener("error", (e) => { if (e.message && /wasm|WebAssembly/i.test(e.message)) fatal(e.message); });
})();
