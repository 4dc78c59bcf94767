// api-post.js - linked with --post-js into the page and the engine module. Embind checks argument
// counts and types by throwing; the JS API promises answers, not exceptions, so each exported
// call is wrapped here: missing arguments take their defaults, wrong types give {ok: false, error}.
// Runs when the runtime is up (Embind has registered everything) and before main() or any
// caller's then(): onRuntimeInitialized is called right after the module's promise resolves.
(function () {
  "use strict";
  const callerInit = Module["onRuntimeInitialized"];
  Module["onRuntimeInitialized"] = function () {
    wrapAll();
    if (callerInit) callerInit();
  };

  function wrapAll() {
    function failure(where, message) {
      return { ok: false, error: { where: where, offset: null, message: message, text: where + ": " + message } };
    }
    // Every call also has a safety net: whatever a hostile argument does (a getter that throws),
    // the caller gets {ok: false, error}, never an exception.
    function guarded(name, fn) {
      return function () {
        try {
          return fn.apply(this, arguments);
        } catch (e) {
          return failure(name, "could not be answered: " + (e && e.message ? e.message : String(e)));
        }
      };
    }
    function wrap(name, make) {
      if (typeof Module[name] === "function") Module[name] = guarded(name, make(Module[name]));
    }
    // An array argument, read once into a plain array (a proxy or a sparse array of 4 billion
    // items stops here, with a message); anything else goes on and C++ says what it wanted.
    const kMaxItems = 1000000;
    function arrayArg(x, where, call) {
      if (!Array.isArray(x)) return call(x);
      if (x.length > kMaxItems) return failure(where, "has " + x.length + " items, more than " + kMaxItems);
      return call(Array.from(x));
    }
    function isIndex(x) { return Number.isInteger(x) && x >= 0 && x <= 2147483647; }

    wrap("nimAnalyze", (raw) => function (heaps, misere) {
      if (misere !== undefined && typeof misere !== "boolean") return failure("misere", "must be true or false");
      return arrayArg(heaps, "heaps", (h) => raw(h, misere === true));
    });
    wrap("mex", (raw) => (values) => arrayArg(values, "values", raw));
    wrap("nimSum", (raw) => (values) => arrayArg(values, "values", raw));
    wrap("parseLink", (raw) => function (query) {
      if (typeof query !== "string") return failure("query", "must be a string such as \"?pos=3,5,7\"");
      return raw(query);
    });
    wrap("games", (raw) => () => raw());
    wrap("analyze", (raw) => (query, misere) => raw(query, misere));
    wrap("cgt", (raw) => (expr) => raw(expr));
    wrap("cgtCompare", (raw) => (g, h) => raw(g, h));
    wrap("octalRules", (raw) => (code) => raw(code));
    wrap("subtractionRules", (raw) => (set) => arrayArg(set, "set", raw));
    wrap("octalSequence", (raw) => function (code, n, options) {
      return raw(code, n, !!(options && typeof options === "object" && options.naive === true));
    });
    wrap("octalPeriod", (raw) => (code, limit) => raw(code, limit));
    wrap("octalPosition", (raw) => (code, heaps) => arrayArg(heaps, "heaps", (h) => raw(code, h)));
    wrap("octalGames", (raw) => () => raw());
    wrap("misereQuotient", (raw) => (code, maxHeap) => raw(code, maxHeap));
    // octalSearch(code, limit) -> {ok: true, search} (call search.delete() when done) or {ok: false, error}.
    if (typeof Module.OctalSearch === "function") {
      Module.octalSearch = guarded("octalSearch", function (code, limit) {
        const search = new Module.OctalSearch(code, limit);
        const error = search.error();
        if (error) {
          search.delete();
          return error;
        }
        // Embind methods throw on a missing or an extra argument: give them defaults instead.
        const advance = search.advance.bind(search), value = search.value.bind(search);
        const size = search.size.bind(search), result = search.result.bind(search);
        search.advance = (work) => advance(typeof work === "number" && work >= 1 ? work : 1e6);
        search.value = (n) => (typeof n === "number" ? value(n) : null);
        search.size = () => size();
        search.result = () => result();
        const raiseLimit = search.raiseLimit.bind(search), values = search.values.bind(search), state = search.state.bind(search);
        search.raiseLimit = (limit) => raiseLimit(limit);
        search.values = (begin, end) => values(typeof begin === "number" ? begin : 0, typeof end === "number" ? end : size());
        search.state = () => state();
        return { ok: true, search: search };
      });
    }
    wrap("version", (raw) => () => raw());
    wrap("memoryInUse", (raw) => () => raw());
    // The page's own calls (bindings_app.cpp), present only in the page.
    wrap("getState", (raw) => () => raw());
    wrap("openLink", (raw) => function (query) {
      if (typeof query !== "string") return failure("query", "must be a string such as \"?pos=3,5,7\"");
      raw(query);
      return { ok: true };
    });
    wrap("tokenSpot", (raw) => (heap, index) => (isIndex(heap) && isIndex(index) ? raw(heap, index) : null));
    wrap("widgetRect", (raw) => (name) => (typeof name === "string" ? raw(name) : null));
    wrap("layoutProblems", (raw) => () => raw()); // tests: the controls cut off by their panel (null: not yet checked)
    wrap("tableRow", (raw) => (row) => (isIndex(row) ? raw(row) : null));
    wrap("boardCell", (raw) => (row, index) => (isIndex(row) && isIndex(index) ? raw(row, index) : null));
    wrap("graphVertex", (raw) => (id) => (isIndex(id) ? raw(id) : null));
    wrap("graphEdge", (raw) => (index) => (isIndex(index) ? raw(index) : null));
    wrap("graphPoint", (raw) => (x, y) => (Number.isFinite(x) && Number.isFinite(y) ? raw(x, y) : null));
    wrap("cellSpot", (raw) => (part, heap, index) => (isIndex(part) && isIndex(heap) && isIndex(index) ? raw(part, heap, index) : null));
  }
})();
