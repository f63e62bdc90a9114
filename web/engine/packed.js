// The packed frames the handler answers to ?packed=1 (analysis/packed.go) read into
// the packed parts that pack.js makes of the dataset's JSON: the same columns, spans,
// values, value keys and key hashes, without a JSON text of three times the input to
// parse and pack again record by record. The key hashes are computed here, from the
// texts' bytes. A text that is its input's bytes is not in the frame: it is read from
// the input the worker sent (src). The texts stay UTF-8 (text, and ends: where
// each ends in it) until the page reads them (pack.js Columns). The columns, ends and
// texts are views of the answer's buffer (a batch's frames share it), the spans a copy:
// the worker narrows each part (pack.js narrow) to what the page keeps, in buffers of
// their own, before it sends it.

import { keyHashesUTF8 } from "./dupkey.js";
import { COLS, C_END, C_START, C_NOTES, FROM_INPUT, placeEntry, truncatedCol } from "./pack.js";
import { VERSION } from "./wire.js";

/** PACKED_TYPE is the Content-Type of packed frames. */
export const PACKED_TYPE = "application/x-captions-packed";

const MAGIC = 0x344b5043; // "CPK4", little-endian
const HEAD = 32;

const align8 = (n) => (n + 7) & ~7;

/**
 * unframe reads the frames of an ArrayBuffer: [{part, transfer}], one for each frame,
 * each as pack gives it (transfer: the part's buffers). sources[k], when a frame
 * leaves texts to its input, is that input: {bytes: a Uint8Array of what was sent,
 * offset: the file offset of its first byte}.
 */
export function unframe(buf, sources = []) {
  const out = [];
  const dv = new DataView(buf);
  const dec = new TextDecoder();
  for (let at = 0, k = 0; at < buf.byteLength; k++) {
    if (buf.byteLength - at < HEAD || dv.getUint32(at, true) !== MAGIC) throw new Error(`not a packed frame at byte ${at}`);
    const [size, headerBytes, n, spanCount, flags, textBytes] = [4, 8, 12, 16, 20, 24].map((k) => dv.getUint32(at + k, true));
    const spanWidth = flags & 1 ? 4 : 2;
    const colsAt = at + HEAD, endsAt = colsAt + 4 * COLS * (n + 1), spansAt = endsAt + 4 * n;
    const textAt = at + align8(spansAt + spanWidth * spanCount - at), headerAt = at + align8(textAt + textBytes - at);
    if (size % 8 !== 0 || at + size > buf.byteLength || headerAt + headerBytes > at + size) throw new Error(`a packed frame at byte ${at} is cut short`);
    const head = JSON.parse(dec.decode(new Uint8Array(buf, headerAt, headerBytes)));
    if (head.version !== VERSION) throw new Error(`dataset version ${head.version}, want ${VERSION}`);
    const cols = new Int32Array(buf, colsAt, COLS * (n + 1)); // read once, as text and ends
    const spans = (spanWidth === 4 ? new Int32Array(buf, spansAt, spanCount) : new Uint16Array(buf, spansAt, spanCount)).slice();
    // The texts go as their UTF-8 bytes and become strings on the page as the records
    // are unpacked: no string is made here to be copied there.
    const text = new Uint8Array(buf, textAt, textBytes);
    const ends = new Uint32Array(buf, endsAt, n);
    // The hashes of the records' duplicate keys, from the texts' bytes.
    const src = sources[k];
    const keys = new Float64Array(2 * n);
    for (let i = 0, from = 0; i < n; i++) {
      const c = i * COLS, truncated = truncatedCol(cols[c + C_NOTES]);
      if (ends[i] >= FROM_INPUT) {
        const s = cols[c + C_START] - (src ? src.offset : 0), e = cols[c + C_END] - (src ? src.offset : 0);
        if (!src || s < 0 || s > e || e > src.bytes.length) throw new Error(`record ${i}: its text is in an input the page does not have`);
        keyHashesUTF8(src.bytes, s, e, truncated, keys, i);
        continue;
      }
      if (ends[i] < from || ends[i] > textBytes) throw new Error(`record ${i}: its text ends outside the frame`);
      keyHashesUTF8(text, from, ends[i], truncated, keys, i);
      from = ends[i];
    }
    const { vals, valKeys } = values(head);
    const part = { version: head.version, files: head.files, stats: head.stats, parent_names: head.parent_names,
      n, texts: null, text, ends, src: src ? src.bytes : null, srcOffset: src ? src.offset : 0, cols, spans, vals, valKeys, keys };
    const transfer = [buf, keys.buffer, spans.buffer];
    if (src) transfer.push(src.bytes.buffer);
    out.push({ part, transfer });
    at += size;
  }
  return out;
}

// values gives a frame's values and their keys, as pack.js makes them: a list of
// places with their resolved places, and a kind and JSON each.
function values(head) {
  const byID = new Map();
  for (const p of head.places || []) byID.set(p.id, p);
  const kinds = head.kinds, raw = head.vals;
  if (kinds.length !== raw.length) throw new Error(`${raw.length} values for ${kinds.length} kinds`);
  const vals = new Array(raw.length), valKeys = new Array(raw.length);
  for (let i = 0; i < raw.length; i++) {
    const k = kinds[i], v = raw[i];
    valKeys[i] = k + JSON.stringify(v);
    vals[i] = k === "p" ? placeEntry(v[0], v[1], byID, i) : v;
  }
  return { vals, valKeys };
}
