// Long work on the page's main thread is written as generators that yield every few
// hundred records; these run them, at once or in slices with turns of the event loop
// between, so that the page stays responsive on big datasets.

/**
 * SLICE is the work in ms that the page's long jobs (unpacking, merging, the views'
 * counts) do between turns of the event loop. While the workers analyze, the main
 * thread shares the processors with them: a slice can take two or three times as
 * long on the clock.
 */
export const SLICE = 4;

/** drive runs the generator it to its end at once and gives its value. */
export function drive(it) {
  for (;;) {
    const { done, value } = it.next();
    if (done) return value;
  }
}

/**
 * runSteps runs the generator it to its end in slices of about budget ms, a turn of
 * the event loop between, and gives its value. onSlice, when given, hears how long the
 * current slice has run after every step; stop, when given, is asked after every turn
 * and ends the work early (runSteps then gives undefined).
 */
export async function runSteps(it, { budget = SLICE, onSlice = null, stop = null } = {}) {
  let t = performance.now();
  for (;;) {
    const { done, value } = it.next();
    const now = performance.now();
    if (onSlice) onSlice(now - t);
    if (done) return value;
    if (now - t > budget) {
      await yieldToEventLoop();
      if (stop && stop()) return undefined;
      t = performance.now();
    }
  }
}

/**
 * BIG is the length from which an array is allocated or filled in a step of its own
 * (newArray, fillSteps): an Array of a million entries takes tens of ms to allocate,
 * its memory written at once, and a typed array as long to fill the first time.
 */
export const BIG = 1 << 16;

/** newArray gives an Array of n entries, as a step of its own when n is BIG or more. */
export function* newArray(n) {
  const a = new Array(n);
  if (n >= BIG) yield;
  return a;
}

/** fillSteps fills a with v, BIG entries a step. */
export function* fillSteps(a, v) {
  for (let i = 0; i < a.length; i += BIG) {
    a.fill(v, i, Math.min(a.length, i + BIG));
    yield;
  }
}

// yieldToEventLoop waits for a turn of the event loop as a task of its own, behind the
// tasks already queued: timers, the workers' answers, input. Where the browser has a
// task scheduler, the turn is a task of background priority, which runs only when no
// other task waits, so that a long piece of work cut in slices holds back a timer or a
// click by one slice at most; elsewhere it is a message to itself. (scheduler.yield
// would resume before them, and nested timeouts wait 4 ms each.)
export function yieldToEventLoop() {
  const s = globalThis.scheduler;
  if (s && typeof s.postTask === "function") return s.postTask(nothing, { priority: "background" });
  if (typeof MessageChannel === "undefined") return new Promise((r) => setTimeout(r, 0));
  return new Promise((r) => {
    const ch = new MessageChannel();
    ch.port1.onmessage = () => {
      ch.port1.close();
      r();
    };
    ch.port2.postMessage(null);
  });
}

const nothing = () => {};
