// Filter state in the URL hash, so that a reload or a shared link keeps the selection.
//
// The hash is a query string: "#photographer=georgesourfalian&place=gn%3A170063&from=2016-11-01".
// A list repeats its key; empty values are left out; unknown keys are ignored.

import { LIST_KEYS, emptyState, normalise } from "./filter.js";

const SCALAR_KEYS = ["from", "to", "dup", "q"];

/** encodeHash writes a state as a hash ("" when nothing is selected, else starting with "#"). */
export function encodeHash(s) {
  const p = new URLSearchParams();
  for (const k of LIST_KEYS) for (const v of s[k] || []) p.append(k, v);
  for (const k of SCALAR_KEYS) if (s[k]) p.append(k, s[k]);
  const q = p.toString();
  return q ? "#" + q : "";
}

/** decodeHash reads a state from a hash (with or without its "#"); bad values are dropped. */
export function decodeHash(hash) {
  const p = new URLSearchParams(String(hash || "").replace(/^#/, ""));
  const s = emptyState();
  for (const k of LIST_KEYS) s[k] = p.getAll(k);
  for (const k of SCALAR_KEYS) s[k] = p.get(k) || "";
  return normalise(s);
}
