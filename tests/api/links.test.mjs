// Links typed by hand (issue 40): every example link of the README, typed as a person would type
// it ('+' as '+', '|' and '{' as they are), read by E.parseLink as the page reads it, and the link
// the page writes back read again to the same state. A '+' is a plus sign: the same link with each
// '+' written %2B opens the same state, and the calculator's +-1 is the switch ±1, not -1.
import { test, before } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const README = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "README.md");
let E;
before(async () => {
  const file = process.env.GL_ENGINE_JS;
  assert.ok(file, "GL_ENGINE_JS names build-wasm/site/grundylab-engine.js");
  E = await require(file)();
});

// The README's example links as a reader copies them: from `?v=1` to the end of the link (a
// table cell's `\|` is a '|'); the grammar's placeholders (ID, POSITION, ...) left out.
function readmeLinks() {
  const text = fs.readFileSync(README, "utf8").replaceAll("\\|", "|");
  const links = [...text.matchAll(/\?v=1[^\s`'"<>)]*/g)].map((m) => m[0]);
  return [...new Set(links)].filter((l) => !/ID|POSITION|\.\.\.$/.test(l));
}

test("every README example link typed by hand opens without a problem and round-trips", () => {
  const links = readmeLinks();
  assert.ok(links.length >= 25, `found ${links.length} links`);
  assert.ok(links.some((l) => l.includes("+")), "an example with '+' (transfinite Nim)");
  for (const typed of links) {
    const r = E.parseLink(typed);
    assert.equal(r.ok, true, `${typed}: ${JSON.stringify(r.errors)}`);
    const back = E.parseLink(r.link);
    assert.equal(back.ok, true, r.link);
    assert.deepEqual(back.state, r.state, `${typed} -> ${r.link}`);
    assert.equal(back.link, r.link);
    assert.deepEqual(back.notes, [], `the page's own link ${r.link} needs no note`);
    // What the page writes stays readable: none of / * ^ | { } , : is escaped.
    assert.doesNotMatch(r.link, /%2F|%2A|%5E|%7C|%7B|%7D|%2C|%3A/i, r.link);
    // A '+' typed is the '+' the page writes as %2B: the same state, and a note that says so.
    if (typed.includes("+")) {
      const escaped = E.parseLink(typed.replaceAll("+", "%2B"));
      assert.deepEqual(escaped.state, r.state, typed);
      assert.deepEqual(escaped.notes, []);
      assert.ok(r.notes.length >= 1, typed);
      assert.match(r.notes[0].text, /'\+' is read as a plus sign/);
      assert.match(r.link, /%2B/);
      assert.doesNotMatch(r.link, /\+/);
    } else {
      assert.deepEqual(r.notes, [], typed);
    }
  }
});

test("a '+' in a calculator link is CGSuite's plus: +-1 is the switch {1|-1}, not -1", () => {
  const r = E.parseLink("?v=1&game=cgt&expr=+-1");
  assert.equal(r.ok, true);
  assert.equal(r.state.expr, "+-1");
  assert.deepEqual(r.notes.map((n) => [n.where, n.offset]), [["expr", 0]]);
  assert.equal(r.link, "?v=1&game=cgt&expr=%2B-1");
  const a = E.analyze("?v=1&game=cgt&expr=+-1");
  assert.equal(a.ok, true);
  assert.equal(a.canonical, E.cgt("{1|-1}").canonical); // the switch, by its definition
  assert.notEqual(a.canonical, E.cgt("-1").canonical);
  // Slash notation and CGSuite's marks typed as a book prints them.
  const s = E.parseLink("?v=1&game=cgt&expr={3||2*|1*}&vs=^*");
  assert.equal(s.ok, true);
  assert.equal(s.state.expr, "{3||2*|1*}");
  assert.match(s.link, /expr=\{3\|\|2\*\|1\*\}&vs=\^\*/);
});
