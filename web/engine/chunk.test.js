import { test } from "node:test";
import assert from "node:assert/strict";
import { chunks, countLines, SLACK, WIDE_SLACK } from "./chunk.js";

const bytes = (s) => new TextEncoder().encode(s);

test("countLines counts \\n, \\r\\n and a lone \\r", () => {
  assert.equal(countLines(bytes("a\nb\r\nc\rd")), 3);
  assert.equal(countLines(bytes("a\r")), 1);
  assert.equal(countLines(bytes("a\r\nb"), 0, 2), 1); // a "\r" at the end of the range ends a line
  assert.equal(countLines(bytes("")), 0);
});

// fakeBoundary cuts after the first "\n\n" at or after the target, like the
// handler's simplest case, and asks for more when the window has none; the cut and the
// lines count from the chunk's start, as the worker gives them.
async function fakeBoundary(win, { target, eof, first, chunk, shift }) {
  const b = new Uint8Array(await win.arrayBuffer());
  const c = new Uint8Array(await chunk.arrayBuffer());
  if (first && b[0] === 0xff && b[1] === 0xfe) return { whole: true };
  for (let i = target; i + 1 < b.length; i++) {
    if (b[i] === 10 && b[i + 1] === 10) return { cut: shift + i + 2, lines: countLines(c, 0, shift + i + 2) };
  }
  if (!eof) return { more: true };
  return { cut: c.length, lines: countLines(c) };
}

async function collect(text, size, lookBack) {
  const out = [];
  for await (const c of chunks(new Blob([text]), size, fakeBoundary, lookBack)) out.push(c);
  return out;
}

// seen records the windows chunks sends, to check where they start.
const seen = [];
async function recording(win, q) {
  seen.push({ size: win.size, ...q });
  return fakeBoundary(win, q);
}

test("chunks cover the file in order, each with the line of its first byte", async () => {
  const text = Array.from({ length: 50 }, (_, i) => `Caption ${i}\nsecond line`).join("\n\n");
  const got = await collect(text, 100);
  let off = 0;
  for (const c of got) {
    assert.equal(c.offset, off, "chunks are contiguous");
    assert.equal(c.line, text.slice(0, c.offset).split("\n").length, `line of the chunk at ${c.offset}`);
    off = c.end;
  }
  assert.equal(off, text.length);
  assert.ok(got.length > 5, `want several chunks, got ${got.length}`);
});

test("a small file is one chunk; a file the handler keeps whole is one chunk", async () => {
  assert.deepEqual(await collect("short", 100), [{ offset: 0, end: 5, line: 1 }]);
  const utf16 = "\uFEFF" + "x".repeat(300); // encoded as UTF-8 here; the fake checks FF FE
  const blob = new Blob([new Uint8Array([0xff, 0xfe]), utf16]);
  const out = [];
  for await (const c of chunks(blob, 100, fakeBoundary)) out.push(c);
  assert.deepEqual(out, [{ offset: 0, end: blob.size, line: 1 }]);
});

test("chunks widen the window when the handler asks for more", async () => {
  const text = "x".repeat(3 << 20) + "\n\n" + "tail";
  const got = await collect(text, 10);
  assert.deepEqual(got.map((c) => c.end), [(3 << 20) + 2, text.length]);
});

test("a window after the first starts lookBack bytes before its target, and the chunks stay the same", async () => {
  const text = Array.from({ length: 60 }, (_, i) => `Caption ${i} with some words\nsecond line`).join("\n\n");
  const whole = await collect(text, 300, 1e9); // every window from its chunk's start
  assert.deepEqual(await collect(text, 300, 40), whole);
  seen.length = 0;
  for await (const c of chunks(new Blob([text]), 300, recording, 40)) void c;
  assert.equal(seen[0].shift, 0, "the first window starts the file");
  assert.ok(seen.slice(1).every((q) => q.shift === 260 && q.target === 40), JSON.stringify(seen.slice(1, 3)));
});

test("a window starts small, widens when the handler asks for more, and the file's later windows start wide", async () => {
  const para = "y".repeat(1998) + "\n\n";
  const text = "x".repeat(70000) + "\n\n" + para.repeat(700); // no paragraph ends in the first small window
  seen.length = 0;
  const got = [];
  for await (const c of chunks(new Blob([text]), 100, recording)) got.push(c);
  assert.equal(got[0].end, 70002);
  assert.deepEqual(seen.slice(0, 3).map((q) => q.size), [100 + SLACK, 100 + WIDE_SLACK, 100 + WIDE_SLACK]);
});

test("countLines counts as a byte loop does, at any range", () => {
  const b = bytes("a\r\nb\rc\n\n\rd\r");
  const slow = (s, e) => {
    let n = 0;
    for (let i = s; i < e; i++) if (b[i] === 10 || (b[i] === 13 && (i + 1 === e || b[i + 1] !== 10))) n++;
    return n;
  };
  for (let s = 0; s <= b.length; s++) for (let e = s; e <= b.length; e++) assert.equal(countLines(b, s, e), slow(s, e), `${s}..${e}`);
});
