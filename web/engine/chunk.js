// Chunking: big files are cut where the command line cuts them (analysis.Chunks), so
// that the merged partial datasets equal one whole run. The rules live in Go only:
// the page asks the handler's POST /boundary where each chunk ends, on a window of
// the file, and counts the lines of each chunk (as analysis.Chunks does) to give the
// next chunk its first line.

// The first window holds the target, split.ChunkWindow (1 MiB) of search and room
// for long lines; it doubles when the handler asks for more.
export const SLACK = (1 << 20) + (128 << 10);

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
 * boundary(window, {target, eof, first}) answers as POST /boundary does, plus the
 * number of lines before the cut: {cut, lines} | {more: true} | {whole: true}.
 */
export async function* chunks(blob, size, boundary) {
  const total = blob.size;
  if (total <= size) {
    yield { offset: 0, end: total, line: 1 };
    return;
  }
  let off = 0, line = 1;
  while (off < total) {
    let want = size + SLACK;
    let ans;
    for (;;) {
      const end = Math.min(total, off + want);
      ans = await boundary(blob.slice(off, end), { target: size, eof: end === total, first: off === 0 });
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
