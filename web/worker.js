// A pool worker: runs the Go handler (build/worker.mjs) on one file or chunk at a
// time, or on a batch of small whole files, and plans the chunks of big files. It
// lives beside index.html so that the generated runtime's relative paths resolve as
// they do for the page.
import workers from "./build/worker.mjs";
import { loadModule } from "./build/runtime.mjs";
import { countLines } from "./engine/chunk.js";
import { dupKey } from "./engine/merge.js";

// Every call runs a fresh Go instance, which exits once its answer has been read.
// The runtime glue (wasm_exec.js) leaves an exited instance's timers scheduled; one
// that fires later throws "Go program has already exited" here, an error event that
// the pool would take for a crash of whatever job runs then. So exit clears them. An
// instance that exits with a non-zero code (a fatal error: out of memory, say) while
// a job runs leaves its fetch unsettled: the worker reports the crash at once rather
// than wait for the pool's watchdog.
let running = 0; // jobs in flight
const goRun = globalThis.Go.prototype.run;
globalThis.Go.prototype.run = function (instance, context) {
  const exit = this.exit;
  this.exit = (code) => {
    for (const t of this._scheduledTimeouts.values()) clearTimeout(t);
    this._scheduledTimeouts.clear();
    exit(code);
    if (code !== 0 && running > 0) {
      setTimeout(() => {
        throw new Error(`the analyzer stopped (exit code ${code})`);
      });
    }
  };
  return goRun.call(this, instance, context);
};

self.onmessage = async (e) => {
  const job = e.data;
  if (testHooks(job)) return;
  running++;
  try {
    await serve(job);
  } finally {
    running--;
  }
};

async function serve(job) {
  try {
    if (job.kind === "warm") {
      await loadModule(); // fetched and compiled: the worker is ready
      self.postMessage({ id: job.id, ok: true });
      return;
    }
    if (job.kind === "boundary") {
      self.postMessage(await boundary(job));
      return;
    }
    if (job.kind === "batch") {
      self.postMessage(await batch(job));
      return;
    }
    const q = new URLSearchParams({ name: job.name, offset: job.offset, line: job.line, size: job.size });
    const ans = await analyze(job, "/analyze?" + q, job.blob, job.name);
    if (!ans.ok) {
      self.postMessage(ans);
      return;
    }
    // The duplicate keys are computed here, off the page's main thread, for the merge.
    const keys = (ans.dataset.records || []).map((r) => dupKey(r.text, !!r.truncated));
    ans.timing.parse = performance.now() - ans.t1;
    self.postMessage({ id: job.id, ok: true, dataset: ans.dataset, keys, timing: ans.timing });
  } catch (err) {
    self.postMessage({ id: job.id, ok: false, status: 0, error: `${job.name || "batch"}: ${err && err.message ? err.message : err}` });
  }
}

// testHooks (set only by browser tests) make this worker die, hang, or run out of
// memory, the ways a worker or its Go instance is lost; it reports whether one ran.
function testHooks(job) {
  if (job.crash) {
    // Die the way a worker crashes: an uncaught exception, an error event.
    setTimeout(() => {
      throw new Error("worker crash requested by a test");
    });
    return true;
  }
  if (job.hang) return true; // never answer, as a Go instance stuck or gone
  if (job.oom) {
    // Grow memory until the engine refuses (a RangeError, as the Go runtime meets
    // it), then do what the runtime does: its instance exits and the fetch it was
    // serving never settles, so the worker never answers.
    const mem = new WebAssembly.Memory({ initial: 0 });
    try {
      for (let i = 0; i < 1024; i++) mem.grow(4096); // 256 MiB a step
    } catch (err) {
      if (!(err instanceof RangeError)) throw err;
    }
    return true;
  }
  return false;
}

// analyze posts bytes to the handler and parses its JSON answer: {ok, dataset,
// timing, t1} or the error answer to post.
async function analyze(job, url, body, what) {
  const t0 = performance.now();
  const res = await workers.fetch(new Request(url, { method: "POST", body }));
  const text = await res.text();
  const t1 = performance.now();
  let dataset;
  try {
    dataset = JSON.parse(text);
  } catch {
    dataset = { error: `${what}: the analyzer answered ${res.status} with no JSON` };
  }
  if (!res.ok) return { id: job.id, ok: false, status: res.status, error: dataset.error || `status ${res.status}` };
  return { ok: true, dataset, t1, timing: { go: t1 - t0, parse: 0, bytes: body.size, json: text.length } };
}

// batch analyzes small whole files in one Go instance (POST /analyze-batch: a JSON
// header line of names and sizes, then the bytes) and splits the dataset back into
// one partial dataset per file, in the job's order, as /analyze gives them.
async function batch(job) {
  const header = JSON.stringify(job.files.map((f) => ({ name: f.name, size: f.blob.size })));
  const body = new Blob([header, "\n", ...job.files.map((f) => f.blob)]);
  const what = `batch of ${job.files.length} files`;
  const ans = await analyze(job, "/analyze-batch", body, what);
  if (!ans.ok) return ans;
  const byName = new Map();
  const parts = job.files.map((f) => {
    const part = { dataset: { version: ans.dataset.version, files: [], records: [], stats: null }, keys: [] };
    byName.set(f.name, part);
    return part;
  });
  for (const f of ans.dataset.files || []) {
    const part = byName.get(f.name);
    if (!part) return { id: job.id, ok: false, status: 0, error: `${what}: the analyzer answered for ${f.name}` };
    part.dataset.files.push(f);
  }
  for (const r of ans.dataset.records || []) {
    const part = byName.get(r.file);
    if (!part) return { id: job.id, ok: false, status: 0, error: `${what}: the analyzer answered for ${r.file}` };
    part.dataset.records.push(r);
    part.keys.push(dupKey(r.text, !!r.truncated));
  }
  ans.timing.parse = performance.now() - ans.t1;
  return { id: job.id, ok: true, parts, timing: ans.timing };
}

// boundary asks the handler where the chunk that starts a window ends, and counts the
// lines before the cut.
async function boundary(job) {
  const q = new URLSearchParams({ target: job.target, eof: job.eof ? 1 : 0, first: job.first ? 1 : 0 });
  const res = await workers.fetch(new Request("/boundary?" + q, { method: "POST", body: job.blob }));
  const ans = await res.json();
  if (!res.ok) return { id: job.id, ok: false, status: res.status, error: `${job.name}: ${ans.error}` };
  if (ans.more || ans.whole) return { id: job.id, ok: true, ...ans };
  const bytes = new Uint8Array(await job.blob.slice(0, ans.cut).arrayBuffer());
  return { id: job.id, ok: true, cut: ans.cut, lines: countLines(bytes) };
}
