import { test } from "node:test";
import assert from "node:assert/strict";
import { batches, BATCH_FILE, BATCH_BYTES, BATCH_COUNT, BATCH_MIN } from "./run.js";

// files builds {blob: {size}} stand-ins of the given sizes.
const files = (...sizes) => sizes.map((size) => ({ blob: { size } }));

function expectBatches(sizes, opts, want) {
  const got = batches(files(...sizes), opts);
  assert.deepEqual(got, want, `sizes ${JSON.stringify(sizes)} ${JSON.stringify(opts)}: got ${JSON.stringify(got)}, want ${JSON.stringify(want)}`);
}

test("few files (two rounds of the workers at most): one job each, so every worker has work", () => {
  expectBatches([10, 20, 30], { workers: 2 }, [[0], [1], [2]]);
  expectBatches([10, 20, 30, 40], { workers: 2 }, [[0], [1], [2], [3]]);
  expectBatches([], { workers: 2 }, []);
});

test("a small input of more files: a batch a worker, since a call's start-up costs more than its bytes", () => {
  const sample = [14469, 14420, 14333, 14301, 14327, 14272];
  expectBatches(sample, { workers: 1 }, [[0, 1, 2, 3, 4, 5]]);
  expectBatches(sample, { workers: 2 }, [[0, 1, 2], [3, 4, 5]]);
  expectBatches(sample, { workers: 3 }, [[0], [1], [2], [3], [4], [5]]);
  expectBatches([10, 20, 30, 40, 50], { workers: 2 }, [[0, 1, 2, 3], [4]]);
});

test("many small files: a batch holds 1/(4 × workers) of them, in input order", () => {
  const sizes = new Array(16).fill(BATCH_MIN);
  expectBatches(sizes, { workers: 1 }, [[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15]]);
  expectBatches(sizes, { workers: 2 }, [[0, 1], [2, 3], [4, 5], [6, 7], [8, 9], [10, 11], [12, 13], [14, 15]]);
});

test("many tiny files: a batch holds at least BATCH_MIN bytes", () => {
  const sizes = new Array(64).fill(BATCH_MIN / 8);
  const got = batches(files(...sizes), { workers: 1 });
  assert.deepEqual(got.map((b) => b.length), [16, 16, 16, 16]);
  assert.deepEqual(got.flat(), sizes.map((_, i) => i), "every file once, in input order");
});

test("big files are left out; a file over the chunk size is left out", () => {
  const k = BATCH_MIN;
  expectBatches([k, BATCH_FILE, k, k, BATCH_FILE - 1, k, k, k, k], { workers: 1 }, [[0, 2], [3, 4], [5, 6], [7, 8]]);
  expectBatches([10, 600, 10, 10, 10, 10, 10, 10, 10], { workers: 1, chunkSize: 500 }, [[0, 2, 3, 4, 5, 6, 7, 8]]);
});

test("a batch stops at BATCH_BYTES and BATCH_COUNT", () => {
  const big = BATCH_FILE - 1;
  const n = Math.ceil(BATCH_BYTES / big) + 1;
  const got = batches(files(...new Array(n * 8).fill(big)), { workers: 1 });
  for (const b of got) {
    const bytes = b.length * big;
    assert.ok(bytes <= BATCH_BYTES, `a batch of ${bytes} bytes, over ${BATCH_BYTES}`);
  }
  const many = batches(files(...new Array(BATCH_COUNT * 8).fill(1)), { workers: 1 });
  assert.ok(many.every((b) => b.length === BATCH_COUNT), `batch lengths ${many.map((b) => b.length)}, want ${BATCH_COUNT}`);
});
