// A pool worker: runs the Go handler (build/worker.mjs) on one file or chunk at a
// time, and plans the chunks of big files. It lives beside index.html so that the
// generated runtime's relative paths resolve as they do for the page.
import workers from "./build/worker.mjs";
import { loadModule } from "./build/runtime.mjs";
import { countLines } from "./engine/chunk.js";
import { dupKey } from "./engine/merge.js";

self.onmessage = async (e) => {
  const job = e.data;
  if (job.crash) {
    // Test hook (set only by browser tests): die the way a worker crashes.
    setTimeout(() => {
      throw new Error("worker crash requested by a test");
    });
    return;
  }
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
    const t0 = performance.now();
    const q = new URLSearchParams({ name: job.name, offset: job.offset, line: job.line, size: job.size });
    const res = await workers.fetch(new Request("/analyze?" + q, { method: "POST", body: job.blob }));
    const text = await res.text();
    const t1 = performance.now();
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      body = { error: `${job.name}: the analyzer answered ${res.status} with no JSON` };
    }
    if (!res.ok) {
      self.postMessage({ id: job.id, ok: false, status: res.status, error: body.error || `status ${res.status}` });
      return;
    }
    // The duplicate keys are computed here, off the page's main thread, for the merge.
    const keys = (body.records || []).map((r) => dupKey(r.text, !!r.truncated));
    const t2 = performance.now();
    const timing = { go: t1 - t0, parse: t2 - t1, bytes: job.blob.size, json: text.length };
    self.postMessage({ id: job.id, ok: true, dataset: body, keys, timing });
  } catch (err) {
    self.postMessage({ id: job.id, ok: false, status: 0, error: `${job.name}: ${err && err.message ? err.message : err}` });
  }
};

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
