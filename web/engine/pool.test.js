import { test } from "node:test";
import assert from "node:assert/strict";
import { Pool } from "./pool.js";

// FakeWorker stands for a module Web Worker: it answers every job a turn later, and
// records what it was sent.
class FakeWorker {
  static all = [];
  constructor(url) {
    this.url = url;
    this.sent = [];
    this.terminated = false;
    FakeWorker.all.push(this);
  }
  postMessage(job) {
    if (job.kind === "module") return;
    this.sent.push(job);
    setTimeout(() => {
      if (!this.terminated && this.onmessage) this.onmessage({ data: { id: job.id, ok: true } });
    }, 1);
  }
  terminate() {
    this.terminated = true;
  }
}
globalThis.Worker = FakeWorker;

const live = () => FakeWorker.all.filter((w) => !w.terminated);

test("a worker is replaced after each job by the spare started before, and the pool keeps its size", async () => {
  FakeWorker.all = [];
  const pool = new Pool("worker.js", 2, { module: Promise.resolve("module") });
  await pool.warm();
  const spare = pool.spare;
  assert.ok(spare && !spare.terminated, "warm starts a spare with the workers");
  assert.equal(pool.count, 2);
  const jobs = Array.from({ length: 7 }, (_, k) => pool.run({ name: `f${k}`, blob: { size: 10 } }));
  const got = await Promise.all(jobs);
  assert.ok(got.every((r) => r.ok));
  assert.equal(pool.recycled, 7);
  const ran = FakeWorker.all.filter((w) => w.sent.some((j) => j.name));
  assert.ok(ran.every((w) => w.sent.filter((j) => j.name).length === 1), "one job a worker");
  assert.ok(spare.sent.some((j) => j.name), "the spare ran a job once a worker was recycled");
  assert.ok(ran.every((w) => w.terminated), "every worker that ran a job is gone");
  assert.equal(pool.count, 2, "the pool keeps its size");
  assert.ok(live().length <= 3, `${live().length} workers live: the pool's and a spare at most`);
  pool.terminate();
  assert.equal(live().length, 0, "terminate ends the spare too");
  assert.equal(pool.spare, null);
});

test("a spare that fails to start is dropped, and the next recycle starts a worker", async () => {
  FakeWorker.all = [];
  const pool = new Pool("worker.js", 1, { module: Promise.resolve("module") });
  const warmed = pool.warm();
  const spare = pool.spare;
  spare.onerror({ message: "failed to load" });
  await warmed;
  assert.equal(pool.spare, null);
  assert.ok(spare.terminated);
  assert.equal(pool.crashes, 0, "a spare is not a crash");
  const res = await pool.run({ name: "a", blob: { size: 1 } });
  assert.ok(res.ok);
  assert.equal(pool.count, 1);
  assert.equal(live().length, 1, "a new worker in place of the one recycled");
  pool.terminate();
});
