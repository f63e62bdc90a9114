// Name folding and string order as Go has them (analysis.Fold, strings.Compare): the
// page needs them to group names and to sort as the Go analysis does.

// LATIN1 folds U+00C0..U+00FF, LATIN_A U+0100..U+017F (see analysis.Fold).
const LATIN1 = "aaaaaa*ceeeeiiiidnooooo-ouuuuy**aaaaaa*ceeeeiiiidnooooo-ouuuuy*y";
const LATIN_A = "aaaaaaccccccccddddeeeeeeeeeegggggggghhhhiiiiiiiiii**jjkkkllllllllll" +
  "nnnnnnnnnoooooo**rrrrrrssssssssttttttuuuuuuuuuuuuwwyyyzzzzzzs";
const TWO = { "Æ": "ae", "æ": "ae", "Þ": "th", "þ": "th", "ß": "ss", "Ĳ": "ij", "ĳ": "ij" };

/** fold mirrors analysis.Fold: the key under which names are grouped. */
export function fold(s) {
  let out = "";
  for (const ch of s) {
    const r = ch.codePointAt(0);
    if (r < 0x80) {
      if ((r >= 97 && r <= 122) || (r >= 48 && r <= 57)) out += ch;
      else if (r >= 65 && r <= 90) out += String.fromCharCode(r + 32);
      continue;
    }
    let c = "";
    if (r >= 0xc0 && r <= 0xff) c = LATIN1[r - 0xc0];
    else if (r >= 0x100 && r <= 0x17f) c = LATIN_A[r - 0x100];
    else if (r >= 0x300 && r <= 0x36f) continue;
    else {
      if (/[\p{L}\p{Nd}]/u.test(ch)) out += ch.toLowerCase();
      continue;
    }
    if (c === "-") continue;
    out += c === "*" ? TWO[ch] || "oe" : c;
  }
  return out;
}

/** compareUTF8 orders strings as Go does: by UTF-8 bytes, that is by code points. */
export function compareUTF8(a, b) {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i), y = b.charCodeAt(i);
    if (x === y) continue;
    // Surrogates (astral code points) sort after U+E000..U+FFFF in code point order.
    if (x >= 0xd800 && y >= 0xd800) {
      x = x >= 0xe000 ? x - 0x800 : x + 0x2000;
      y = y >= 0xe000 ? y - 0x800 : y + 0x2000;
    }
    return x < y ? -1 : 1;
  }
  return a.length - b.length;
}
