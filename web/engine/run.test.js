import { test } from "node:test";
import assert from "node:assert/strict";
import { batches, BATCH_FILE, BATCH_BYTES, BATCH_COUNT } from "./run.js";

// files builds {blob: {size}} stand-ins of the given sizes.
const files = (...sizes) => sizes.map((size) => ({ blob: { size } }));

function expectBatches(sizes, opts, want) {
  const got = batches(files(...sizes), opts);
  assert.deepEqual(got, want, `sizes ${JSON.stringify(sizes)} ${JSON.stringify(opts)}: got ${JSON.stringify(got)}, want ${JSON.stringify(want)}`);
}

test("few files: one job each, so every worker has work", () => {
  expectBatches([10, 20, 30], { workers: 2 }, [[0], [1], [2]]);
  expectBatches([], { workers: 2 }, []);
});

test("many small files: a batch holds 1/(4 × workers) of them, in input order", () => {
  const sizes = new Array(16).fill(100);
  expectBatches(sizes, { workers: 1 }, [[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15]]);
  expectBatches(sizes, { workers: 2 }, [[0, 1], [2, 3], [4, 5], [6, 7], [8, 9], [10, 11], [12, 13], [14, 15]]);
});

test("big files are left out; a file over the chunk size is left out", () => {
  expectBatches([10, BATCH_FILE, 10, 10, BATCH_FILE - 1, 10, 10, 10, 10], { workers: 1 }, [[0, 2], [3, 4], [5, 6], [7, 8]]);
  expectBatches([10, 600, 10, 10, 10, 10, 10, 10, 10], { workers: 1, chunkSize: 500 }, [[0, 2], [3, 4], [5, 6], [7, 8]]);
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
