// Chunking: big files are cut where the command line cuts them (analysis.Chunks), so
// that the merged partial datasets equal one whole run. The rules live in Go only:
// the page asks the handler's POST /boundary where each chunk ends, on a window of
// the file, and counts the lines of each chunk (as analysis.Chunks does) to give the
// next chunk its first line.

// The first window holds the target, split.ChunkWindow (1 MiB) of search and room
// for long lines; it doubles when the handler asks for more.
export const SLACK = (1 << 20) + (128 << 10);

// LOOK_BACK is how far before its target split.Boundary reads: the line that holds the
// target, up to split.MaxCaption + 1 bytes back (lineStartBefore), with a margin. A
// window for a chunk that is not the file's first starts there, not at the chunk's
// start: the handler is sent a little over SLACK bytes, not the whole chunk.
export const LOOK_BACK = (64 << 10) + 8;

/** countLines mirrors analysis.countLines: "\n", "\r\n" and a lone "\r" end a line. */
export function countLines(b, start = 0, end = b.length) {
  let n = 0;
  for (let i = start; i < end; i++) {
    const c = b[i];
    if (c === 10) n++;
    else if (c === 13 && (i + 1 === end || b[i + 1] !== 10)) n++;
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
  let off = 0, line = 1;
  while (off < total) {
    let want = size + SLACK;
    let ans;
    const shift = off === 0 ? 0 : Math.max(0, size - lookBack);
    for (;;) {
      const end = Math.min(total, off + want);
      ans = await boundary(blob.slice(off + shift, end),
        { target: size - shift, eof: end === total, first: off === 0, chunk: blob.slice(off, end), shift });
      if (!ans.more) break;
      want *= 2;
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
