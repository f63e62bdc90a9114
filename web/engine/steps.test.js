import { test } from "node:test";
import assert from "node:assert/strict";
import { BIG, fillSteps, newArray } from "./steps.js";

// count runs a generator to its end and gives its value and the number of its yields.
function count(it) {
  let yields = 0;
  for (;;) {
    const { done, value } = it.next();
    if (done) return { value, yields };
    yields++;
  }
}

test("newArray takes a step of its own for a big array only", () => {
  const small = count(newArray(BIG - 1));
  assert.equal(small.value.length, BIG - 1);
  assert.equal(small.yields, 0);
  const big = count(newArray(BIG));
  assert.equal(big.value.length, BIG);
  assert.equal(big.yields, 1);
});

test("fillSteps fills every entry, BIG entries a step", () => {
  const a = new Int32Array(2 * BIG + 3);
  const { yields } = count(fillSteps(a, -1));
  assert.equal(yields, 3);
  assert.ok(a.every((v) => v === -1));
  assert.equal(count(fillSteps(new Int32Array(0), -1)).yields, 0);
});
