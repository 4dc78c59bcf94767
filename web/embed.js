// embed.js - include once in lecture notes beside Grundy Lab <iframe>s. Every embed (board, table,
// plot, result, value, thermograph) posts {grundylab: "size", height}, the height it would like at
// its frame's width, to this page, and its iframe is sized to it; messages from other frames or
// origins are ignored (docs/links.md, "Embedding in lecture notes").
(() => {
  window.addEventListener("message", (e) => {
    const d = e.data;
    if (!d || d.grundylab !== "size" || !(d.height > 0 && d.height < 10000)) return;
    for (const frame of document.getElementsByTagName("iframe")) {
      if (frame.contentWindow !== e.source) continue;
      let origin = "";
      try { origin = new URL(frame.src, location.href).origin; } catch (_) { return; }
      if (origin === e.origin) frame.style.height = Math.ceil(d.height) + "px";
    }
  });
})();
