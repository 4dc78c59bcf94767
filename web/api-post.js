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
    function wrap(name, make) {
      if (typeof Module[name] === "function") Module[name] = make(Module[name]);
    }
    function isIndex(x) { return Number.isInteger(x) && x >= 0 && x <= 2147483647; }

    wrap("nimAnalyze", (raw) => function (heaps, misere) {
      if (misere !== undefined && typeof misere !== "boolean") return failure("misere", "must be true or false");
      return raw(heaps, misere === true);
    });
    wrap("mex", (raw) => (values) => raw(values));
    wrap("nimSum", (raw) => (values) => raw(values));
    wrap("parseLink", (raw) => function (query) {
      if (typeof query !== "string") return failure("query", "must be a string such as \"?pos=3,5,7\"");
      return raw(query);
    });
    wrap("games", (raw) => () => raw());
    wrap("analyze", (raw) => (query, misere) => raw(query, misere));
    wrap("octalRules", (raw) => (code) => raw(code));
    wrap("subtractionRules", (raw) => (set) => raw(set));
    wrap("octalSequence", (raw) => function (code, n, options) {
      return raw(code, n, !!(options && options.naive));
    });
    wrap("octalPeriod", (raw) => (code, limit) => raw(code, limit));
    wrap("octalPosition", (raw) => (code, heaps) => raw(code, heaps));
    wrap("octalGames", (raw) => () => raw());
    // octalSearch(code, limit) -> {ok: true, search} (call search.delete() when done) or {ok: false, error}.
    if (typeof Module.OctalSearch === "function") {
      Module.octalSearch = function (code, limit) {
        const search = new Module.OctalSearch(code, limit);
        const error = search.error();
        if (error) {
          search.delete();
          return error;
        }
        // Embind methods throw on a missing argument: give them defaults instead.
        const advance = search.advance.bind(search), value = search.value.bind(search);
        search.advance = (work) => advance(typeof work === "number" && work >= 1 ? work : 1e6);
        search.value = (n) => (typeof n === "number" ? value(n) : null);
        return { ok: true, search: search };
      };
    }
    wrap("version", (raw) => () => raw());
    // The page's own calls (bindings_app.cpp), present only in the page.
    wrap("getState", (raw) => () => raw());
    wrap("openLink", (raw) => function (query) {
      if (typeof query !== "string") return failure("query", "must be a string such as \"?pos=3,5,7\"");
      raw(query);
      return { ok: true };
    });
    wrap("tokenSpot", (raw) => (heap, index) => (isIndex(heap) && isIndex(index) ? raw(heap, index) : null));
    wrap("widgetRect", (raw) => (name) => (typeof name === "string" ? raw(name) : null));
    wrap("tableRow", (raw) => (row) => (isIndex(row) ? raw(row) : null));
    wrap("boardCell", (raw) => (row, index) => (isIndex(row) && isIndex(index) ? raw(row, index) : null));
    wrap("cellSpot", (raw) => (part, heap, index) => (isIndex(part) && isIndex(heap) && isIndex(index) ? raw(part, heap, index) : null));
  }
})();
