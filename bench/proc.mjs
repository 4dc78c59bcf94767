// proc.mjs - what Linux's /proc says about the browser's processes, for the page benchmarks.
import fs from "node:fs";

export const clockTicks = 100; // USER_HZ: /proc's clock ticks per second on Linux

const selfPid = Number(fs.readFileSync("/proc/self/stat", "utf8").split(" ")[0]);
// The fields after the command name of /proc/PID/stat (field 3, the state, is index 0).
function statFields(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
}

// The browser's process (playwright's launch()) or, if unknown, this script, with every process
// below it, not counting this script's own node.
export function browserProcesses(browser) {
  const root = (browser.process ? browser.process()?.pid : null) || selfPid;
  const kids = new Map();
  for (const d of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const ppid = Number(statFields(d)[1]);
      if (!kids.has(ppid)) kids.set(ppid, []);
      kids.get(ppid).push(Number(d));
    } catch { /* gone */ }
  }
  const all = [root];
  for (let i = 0; i < all.length; ++i) all.push(...(kids.get(all[i]) || []));
  return all.filter((p) => p !== selfPid);
}

// User + system clock ticks the processes have used.
export function cpuTicks(pids) {
  let t = 0;
  for (const p of pids) {
    try {
      const f = statFields(p);
      t += Number(f[11]) + Number(f[12]); // utime, stime
    } catch { /* gone */ }
  }
  return t;
}

// The largest peak resident memory (VmHWM) among the processes, in MiB: the page's renderer,
// which also runs its Web Workers.
export function peakMiB(pids) {
  let kb = 0;
  for (const p of pids) {
    try {
      const m = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${p}/status`, "utf8"));
      if (m) kb = Math.max(kb, Number(m[1]));
    } catch { /* gone */ }
  }
  return kb / 1024;
}
