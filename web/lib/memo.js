// memo caches a value computed from an object (a selection array, a model) under a key,
// for as long as the object lives. Views call it with the selection they count, so an
// unfiltered re-render (the same cached selection) costs nothing twice.

const cache = new WeakMap();

/** memo returns fn() computed once per (obj, key). */
export function memo(obj, key, fn) {
  let m = cache.get(obj);
  if (!m) cache.set(obj, (m = new Map()));
  if (!m.has(key)) m.set(key, fn());
  return m.get(key);
}

/** known tells whether memo has a value for (obj, key). */
export function known(obj, key) {
  const m = cache.get(obj);
  return !!m && m.has(key);
}

/** remember gives memo the value of (obj, key), computed elsewhere (in slices, say). */
export function remember(obj, key, value) {
  let m = cache.get(obj);
  if (!m) cache.set(obj, (m = new Map()));
  m.set(key, value);
}

// STEP is how many records a step of the generators below handles between yields.
export const STEP = 4096;

// drive is the step runner of engine/steps.js, for the generators of lib/.
export { drive } from "../engine/steps.js";
