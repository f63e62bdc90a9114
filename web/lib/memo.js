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
