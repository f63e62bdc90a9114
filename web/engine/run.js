// One analysis run: files → jobs on the pool (whole files, batches of small files,
// or chunks of big files planned with the handler's /boundary) → partial datasets,
// one per file or chunk → merged dataset.
// Progress is reported in bytes and files; cancel stops the workers at once and
// keeps what is done.
import { Cancelled } from "./pool.js";
import { mergeAsync, Scratch } from "./merge.js";
import { runSteps, yieldToEventLoop } from "./steps.js";
import { chunks } from "./chunk.js";
import { unpackSteps, forget } from "./pack.js";

// Chunks of about 2 MiB: each is a few hundred milliseconds of work in a worker, its
// partial dataset crosses to the main thread without being copied and is unpacked in
// slices, and each costs a Go instance and a boundary question more: 2 MiB measured
// 15% faster than 1 MiB on a 100 MB drop, with the same memory.
export const CHUNK_SIZE = 2 << 20;

// Every call starts a fresh Go instance (several ms, tens while the analyzer's code is
// still cold), so files under BATCH_FILE bytes go in batches of up to BATCH_BYTES and
// BATCH_COUNT files, one call each. A batch holds 1/(4 × workers) of them, so that
// every worker has work and progress moves. When they are more than two rounds of the
// workers, a batch also holds at least BATCH_MIN bytes or a worker's share of them,
// so that a small input (the sample: six files of 14 KB) costs a start-up a worker,
// not one a file. A batch that fails is run again one file a job.
export const BATCH_FILE = 256 << 10;
export const BATCH_BYTES = 2 << 20;
export const BATCH_COUNT = 500;
export const BATCH_MIN = 64 << 10;

// NO_KEYS are the key hashes of a part without records (engine/pack.js).
const NO_KEYS = new Float64Array(0);

/**
 * batches groups the indexes of files [{blob}] that are small enough into batches,
 * in input order: [[i, ...], ...]; a batch of one is a plain job.
 */
export function batches(files, { workers = 1, chunkSize = CHUNK_SIZE } = {}) {
  const small = [];
  files.forEach((f, i) => {
    if (f.blob.size < BATCH_FILE && f.blob.size <= chunkSize) small.push(i);
  });
  workers = Math.max(1, workers);
  const count = Math.max(1, Math.min(BATCH_COUNT, Math.ceil(small.length / (4 * workers))));
  let total = 0;
  for (const i of small) total += files[i].blob.size;
  const least = small.length <= 2 * workers ? 0 : Math.min(BATCH_MIN, Math.ceil(total / workers));
  const out = [];
  let cur = [], bytes = 0, rest = total; // rest: the bytes from file i on
  for (const i of small) {
    const n = files[i].blob.size;
    // A batch that holds its share is closed unless what is left is a small tail.
    const share = cur.length >= count && bytes >= least && rest >= least / 2;
    if (cur.length > 0 && (share || cur.length >= BATCH_COUNT || bytes + n > BATCH_BYTES)) {
      out.push(cur);
      cur = [];
      bytes = 0;
    }
    cur.push(i);
    bytes += n;
    rest -= n;
  }
  if (cur.length > 0) out.push(cur);
  return out;
}

/**
 * start runs the analysis of files [{name, blob}] on pool. It returns {done, cancel,
 * snapshot, progress}: done resolves with {dataset, cancelled, elapsed}; snapshot()
 * resolves with the merge of the parts finished so far; onProgress(p) and onPart()
 * report completed work. Merges run in slices, so the main thread stays responsive.
 */
export function start(files, pool, { chunkSize = CHUNK_SIZE, onProgress = () => {}, onPart = () => {}, now = () => performance.now() } = {}) {
  const t0 = now();
  forget();
  const parts = files.map(() => []); // parts[file][chunk]: partial datasets
  const keys = files.map(() => []); // keys[file][chunk]: the hashes of their records' duplicate keys
  const pending = files.map(() => 0); // jobs (and a hold while planning) per file
  const p = { bytesDone: 0, bytesTotal: 0, filesDone: 0, filesTotal: files.length, chunks: 0, elapsed: 0, eta: NaN };
  for (const f of files) p.bytesTotal += f.blob.size;
  let cancelled = false, finished = false;
  // planning counts the big files whose chunks are still being planned; once none
  // is, every job of the run has been queued, and workers left idle are stopped
  // (Pool.trim) as parts come back, giving back their memory before the last merge.
  let planning = 0;
  const trim = () => {
    if (planning === 0) pool.trim();
  };
  let finish;
  const done = new Promise((resolve) => (finish = resolve));

  const report = () => {
    p.elapsed = now() - t0;
    p.eta = p.bytesDone > 0 ? (p.elapsed * (p.bytesTotal - p.bytesDone)) / p.bytesDone : NaN;
    onProgress({ ...p });
  };
  const release = (i) => {
    if (--pending[i] === 0) p.filesDone++;
    report();
    if (p.filesDone === files.length && !cancelled && !finished) {
      finished = true;
      snapshot(true).then((dataset) => finish({ dataset, cancelled: false, elapsed: now() - t0 }));
    }
  };
  // unpack reads a packed part (pack.js) in slices of about SLICE ms, keeping the
  // longest slice (progress().longestUnpack). It starts in a task of its own, not in
  // the one that received the part and deserialized it.
  let longestUnpack = 0;
  const unpack = async (part) => {
    await yieldToEventLoop();
    return runSteps(unpackSteps(part), { onSlice: (ms) => (longestUnpack = Math.max(longestUnpack, ms)) });
  };
  const failed = (i, chunk, error) => ({
    files: [{ name: files[i].name, size: files[i].blob.size, captions: 0, duplicates: 0, noise: 0, error,
      bytes: { caption: 0, duplicate: 0, noise: 0, blank: 0, error: chunk.end - chunk.offset } }],
    records: [],
  });
  const ignoreCancel = (err) => {
    if (!(err instanceof Cancelled)) throw err;
  };

  const runChunk = (i, k, chunk, opts) => {
    const f = files[i];
    pending[i]++;
    p.chunks++;
    pool.run({ name: f.name, blob: f.blob.slice(chunk.offset, chunk.end), offset: chunk.offset, line: chunk.line, size: f.blob.size }, opts)
      .then(async (res) => {
        trim();
        const got = res.ok ? await unpack(res.part) : null;
        if (cancelled) return; // cancelled while unpacking: the part is not done
        parts[i][k] = got ? got.dataset : failed(i, chunk, res.error);
        keys[i][k] = got ? got.keys : NO_KEYS;
        p.bytesDone += chunk.end - chunk.offset;
        onPart();
        release(i);
      }, ignoreCancel);
  };

  const whole = (i) => ({ offset: 0, end: files[i].blob.size, line: 1 });

  // runBatch analyzes small files in one job; when the batch is lost with its worker
  // or refused, each file runs again alone, so that one bad file costs only itself
  // (one that was lost with the batch is not retried a second time alone).
  const runBatch = (is) => {
    for (const i of is) pending[i]++;
    p.chunks++;
    pool.run({ kind: "batch", files: is.map((i) => ({ name: files[i].name, blob: files[i].blob })) }, { retries: 0 })
      .then(async (res) => {
        if (!res.ok) {
          for (const i of is) {
            runChunk(i, 0, whole(i), res.crashed ? { retries: 0, tries: 1 } : undefined);
            release(i);
          }
          return;
        }
        trim();
        const got = [];
        for (const part of res.parts) got.push(await unpack(part.part));
        if (cancelled) return;
        is.forEach((i, k) => {
          parts[i][0] = got[k].dataset;
          keys[i][0] = got[k].keys;
          p.bytesDone += files[i].blob.size;
        });
        onPart();
        for (const i of is) release(i);
      }, ignoreCancel);
  };

  // plan walks a big file's chunks; each boundary question goes to the front of the
  // queue so that chunks start as soon as they are known.
  const plan = async (i) => {
    const f = files[i];
    const ask = async (blob, q) => {
      const res = await pool.run({ kind: "boundary", name: f.name, blob, ...q }, { front: true });
      if (!res.ok) throw new Error(res.error);
      return res;
    };
    pending[i]++; // held until the plan is complete
    planning++;
    let k = 0, planned = 0;
    try {
      for await (const c of chunks(f.blob, chunkSize, ask)) {
        runChunk(i, k++, c);
        planned = c.end;
      }
    } catch (err) {
      if (err instanceof Cancelled || cancelled) return;
      // The rest of the file could not be planned: it is one failed part.
      parts[i][k] = failed(i, { offset: planned, end: f.blob.size }, String(err.message || err));
      keys[i][k] = NO_KEYS;
      p.bytesDone += f.blob.size - planned;
    } finally {
      planning--;
      trim(); // the parts may all be back before the plan ends
    }
    release(i);
  };

  // Jobs are queued in input order; a batch where its first file stands.
  const batchAt = new Map(), batched = new Set();
  for (const is of batches(files, { workers: pool.size, chunkSize })) {
    if (is.length === 1) continue;
    batchAt.set(is[0], is);
    for (const i of is) batched.add(i);
  }
  files.forEach((f, i) => {
    if (batchAt.has(i)) runBatch(batchAt.get(i));
    else if (batched.has(i)) return;
    else if (f.blob.size <= chunkSize) runChunk(i, 0, whole(i));
    else plan(i).catch(ignoreCancel);
  });
  if (files.length === 0) {
    finished = true;
    snapshot(true).then((dataset) => finish({ dataset, cancelled: false, elapsed: 0 }));
  }

  // Merges update the records' derived fields in place, so they run one at a time:
  // each starts when the one before has finished, on the parts done by then.
  let merging = Promise.resolve();
  const mergeStats = { longestSlice: 0 };
  const scratch = new Scratch(); // the merges' big arrays, lent from one to the next
  // snapshot merges the parts done; the last one (final) confirms the duplicates found
  // on the key hashes on the keys themselves.
  function snapshot(final = false) {
    const next = merging.then(() => {
      const ordered = [], orderedKeys = [];
      parts.forEach((ps, i) => ps.forEach((d, k) => {
        if (!d) return;
        ordered.push(d);
        orderedKeys.push(keys[i][k]);
      }));
      return mergeAsync(ordered, orderedKeys, { stats: mergeStats, verify: final, scratch });
    });
    merging = next.catch(() => {});
    return next;
  }

  function cancel() {
    if (cancelled || finished) return;
    cancelled = true;
    pool.terminate();
    report();
    snapshot(true).then((dataset) => finish({ dataset, cancelled: true, elapsed: now() - t0 }));
  }

  return { done, cancel, snapshot, progress: () => ({ ...p, longestMergeSlice: mergeStats.longestSlice, longestUnpack }) };
}
