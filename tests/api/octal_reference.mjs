// An independent nim-sequence for the API tests: G(0..n-1) of the octal game with digits d[1..]
// (d0 = 0), computed in plain JS straight from the definition (Winning Ways, ch. 4): digit d at k
// allows taking k tokens leaving nothing (bit 1), one heap (bit 2) or two nonempty heaps (bit 4).
export function jsSequence(digits, n) {
  const g = [];
  for (let m = 0; m < n; m++) {
    const seen = new Set();
    for (let k = 1; k < digits.length; k++) {
      const d = digits[k];
      if (d & 1 && m === k) seen.add(0);
      if (d & 2 && m > k) seen.add(g[m - k]);
      if (d & 4) for (let a = 1; a <= m - k - 1; a++) seen.add(g[a] ^ g[m - k - a]);
    }
    let v = 0;
    while (seen.has(v)) v++;
    g.push(v);
  }
  return g;
}
