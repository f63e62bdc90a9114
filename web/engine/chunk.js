// Chunking: big files are cut where the command line cuts them (analysis.Chunks), so
// that the merged partial datasets equal one whole run. The rules live in Go only:
// the page asks the handler's POST /boundary where each chunk ends, on a window of
// the file, and counts the lines of each chunk (as analysis.Chunks does) to give the
// next chunk its first line.

// A window holds the target and SLACK bytes after it, where a file of paragraphs has
// a paragraph's end: a small window costs the worker less to read and the handler
// less to copy. When the handler cannot tell from it (a file of one caption a line:
// it reads up to split.ChunkWindow, 1 MiB, past the target before it cuts at a line),
// it asks for more and the window holds WIDE_SLACK bytes after the target, then twice
// as many each time; the file's later windows then start wide.
export const SLACK = 64 << 10;
export const WIDE_SLACK = (1 << 20) + (128 << 10);

// LOOK_BACK is how far before its target split.Boundary reads: the line that holds the
// target, up to split.MaxCaption + 1 bytes back (lineStartBefore), with a margin. A
// window for a chunk that is not the file's first starts there, not at the chunk's
// start: the handler is sent LOOK_BACK + SLACK bytes or so, not the whole chunk.
export const LOOK_BACK = (64 << 10) + 8;

/**
 * countLines mirrors analysis.countLines: "\n", "\r\n" and a lone "\r" end a line.
 * It finds them with indexOf, native code even while a new worker's own is cold.
 */
export function countLines(b, start = 0, end = b.length) {
  const s = b.subarray(start, end);
  let n = 0;
  for (let i = s.indexOf(10); i >= 0; i = s.indexOf(10, i + 1)) n++;
  for (let i = s.indexOf(13); i >= 0; i = s.indexOf(13, i + 1)) {
    if (i + 1 === s.length || s[i + 1] !== 10) n++;
  }
  return n;
}

/**
 * chunks yields the chunks {offset, end, line} of a Blob of more than size bytes.
 * boundary(window, {target, eof, first, chunk, shift}) answers as POST /boundary
 * does for the window (which starts shift bytes into the chunk, a Blob of it to the
 * window's end), with the cut from the chunk's start and the number of lines before
 * it: {cut, lines} | {more: true} | {whole: true}.
 */
export async function* chunks(blob, size, boundary, lookBack = LOOK_BACK) {
  const total = blob.size;
  if (total <= size) {
    yield { offset: 0, end: total, line: 1 };
    return;
  }
  let off = 0, line = 1, opening = SLACK; // the slack of the file's next window
  while (off < total) {
    let slack = opening;
    let want = size + slack;
    let ans;
    const shift = off === 0 ? 0 : Math.max(0, size - lookBack);
    for (;;) {
      const end = Math.min(total, off + want);
      ans = await boundary(blob.slice(off + shift, end),
        { target: size - shift, eof: end === total, first: off === 0, chunk: blob.slice(off, end), shift });
      if (!ans.more) break;
      slack = slack < WIDE_SLACK ? WIDE_SLACK : 2 * slack;
      opening = WIDE_SLACK;
      want = size + slack;
    }
    if (ans.whole) {
      yield { offset: 0, end: total, line: 1 };
      return;
    }
    const cut = ans.cut > 0 ? ans.cut : total - off;
    yield { offset: off, end: off + cut, line };
    line += ans.lines;
    off += cut;
  }
}
