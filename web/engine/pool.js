// A pool of module Web Workers that run jobs one at a time each. A worker that
// crashes (an error event: an uncaught exception, a failed load) or gives no answer
// within its job's watchdog time (a Go instance that died, out of memory say, leaves
// its fetch unsettled and fires no event) is terminated and replaced, and its job
// retried once; terminate stops every worker at once.

export class Cancelled extends Error {
  constructor() {
    super("cancelled");
  }
}

// The watchdog gives a job base ms, plus its bytes at perMs bytes a millisecond
// (100 KB/s: far slower than the analyzer ever is).
export const WATCHDOG = { base: 30000, perMs: 100 };

// A worker is replaced after RECYCLE jobs. Every job runs a fresh Go instance (40 MB
// of memory for a chunk); the worker's collector reclaims each soon after it exits
// (at most one finished instance waits beside the running one), yet the worker's
// memory still grows over a long drop, and only ending the worker gives it back. On
// a 100 MB drop, replacing every 10 jobs kept about 250 MB of the browser's peak
// back for a little time, and every 4 jobs 0.3–0.5× the input more (two runs each,
// alternated, with no loss of speed): a new worker shares the compiled analyzer and
// the cached scripts, but its first jobs run colder code.
const RECYCLE = 4;

/** jobBytes is the number of input bytes of a job (a blob, or a batch of files). */
export function jobBytes(job) {
  if (job.blob) return job.blob.size;
  let n = 0;
  for (const f of job.files || []) n += f.blob.size;
  return n;
}

export class Pool {
  /**
   * @param {URL|string} url  the worker module
   * @param {number} size     the number of workers
   * @param {{module: Promise<WebAssembly.Module>}} opts  the compiled analyzer, sent
   *   to every worker as it starts
   */
  constructor(url, size, { module } = {}) {
    this.url = url;
    this.module = module;
    this.size = Math.max(1, size);
    this.idle = [];
    this.busy = new Map(); // worker → task
    this.queue = [];
    this.count = 0;
    this.nextID = 1;
    this.watchdog = { ...WATCHDOG }; // tests shorten it
    // Test hooks, set only by browser tests: make the next n jobs crash their worker,
    // or hang it; make every job that holds a file of these names run out of memory.
    this.crashNext = 0;
    this.hangNext = 0;
    this.oomNames = new Set();
    this.crashes = 0; // workers lost, to a crash or to the watchdog
    this.timeouts = 0; // of those, to the watchdog
    this.recycled = 0; // workers replaced after RECYCLE jobs
    this.trimmed = 0; // idle workers stopped by trim
    this.timings = []; // per analyzed part: where its time went (benchmarks read it)
    this.boundaries = { count: 0, ms: 0 }; // the boundary questions answered, and their time
    this.longestReceive = 0; // ms to deserialize the largest answer on this thread
    this.readyAt = []; // ms since the page's start at which warm workers were ready
    this.primedAt = 0; // ms since the page's start at which priming ended
    this.stopPriming = null;
  }

  /**
   * run queues a job and resolves with the worker's answer; front puts it first.
   * A job whose worker is lost is tried again up to retries times; then it resolves
   * with {ok: false, crashed: true, error}. tries counts earlier attempts elsewhere
   * (a file retried alone after its batch was lost).
   */
  run(job, { front = false, retries = 1, tries = 0 } = {}) {
    if (this.stopPriming) this.stopPriming();
    return new Promise((resolve, reject) => {
      const task = { job: { ...job, id: this.nextID++ }, resolve, reject, retries, tries };
      if (front) this.queue.unshift(task);
      else this.queue.push(task);
      this.pump();
    });
  }

  /**
   * warm starts every worker now, so that they have the analyzer before any job, and
   * primes it; it resolves when they are ready and it is primed.
   */
  warm() {
    const ready = [this.prime()];
    while (this.count < this.size) {
      const w = this.spawn();
      ready.push(new Promise((resolve) => {
        const ok = (d) => {
          this.readyAt.push(Math.round(performance.now()));
          resolve(d);
        };
        const task = { job: { kind: "warm", id: this.nextID++ }, resolve: ok, reject: resolve, retries: 0, tries: 1 };
        this.busy.set(w, task);
        w.postMessage(task.job);
      }));
    }
    return Promise.all(ready);
  }

  /**
   * prime runs the analyzer once on a few captions in a worker of its own, which then
   * stops. The engine compiles the module's code on first use, function by function,
   * and the pool's workers share that code, so that their first jobs need not pay for
   * it. Priming is for idle time: the first job stops it (what it compiled is kept),
   * so that it takes no processor from the jobs.
   */
  prime() {
    if (!this.module) return Promise.resolve();
    const w = new Worker(this.url, { type: "module" });
    this.send(w);
    return new Promise((resolve) => {
      const end = (e) => {
        if (e && e.preventDefault) e.preventDefault();
        w.terminate();
        this.stopPriming = null;
        this.primedAt = Math.round(performance.now());
        resolve();
      };
      this.stopPriming = end;
      w.onmessage = w.onerror = w.onmessageerror = end;
      w.postMessage({ kind: "warm", prime: true, id: 0 });
    });
  }

  // send gives a new worker the compiled analyzer; jobs posted before it arrives wait
  // in the worker until it has it.
  send(w) {
    if (!this.module) return;
    this.module.then((module) => w.postMessage({ kind: "module", module }),
      (err) => w.postMessage({ kind: "module", error: String(err && err.message ? err.message : err) }));
  }

  /** terminate stops all workers now; queued and running jobs reject with Cancelled. */
  terminate() {
    for (const [w, task] of this.busy) {
      clearTimeout(task.timer);
      w.terminate();
      task.reject(new Cancelled());
    }
    for (const w of this.idle) w.terminate();
    for (const task of this.queue) task.reject(new Cancelled());
    this.busy.clear();
    this.idle = [];
    this.queue = [];
    this.count = 0;
  }

  /**
   * trim stops the idle workers when no job waits (a run calls it once it has queued
   * its last job). A worker holds the memory of its last Go instances (about 40 MB
   * each) until its collector runs, which an idle worker's may not do for long: at
   * the end of a big run that is a good part of the page's peak. The next run's jobs
   * start new workers (they share the compiled analyzer; the browser has their
   * scripts).
   */
  trim() {
    if (this.queue.length > 0) return;
    for (const w of this.idle) {
      w.terminate();
      this.count--;
      this.trimmed++;
    }
    this.idle = [];
  }

  pump() {
    while (this.queue.length > 0) {
      let w = this.idle.pop();
      if (!w) {
        if (this.count >= this.size) return;
        w = this.spawn();
      }
      const task = this.queue.shift();
      this.busy.set(w, task);
      const job = this.hooked(task);
      task.tries++;
      task.sent = performance.now();
      const ms = this.watchdog.base + jobBytes(job) / this.watchdog.perMs;
      task.timer = setTimeout(() => {
        if (this.busy.get(w) !== task) return;
        this.timeouts++;
        this.crashed(w, `no answer in ${Math.round(ms / 1000)} s`);
      }, ms);
      w.postMessage(job);
    }
  }

  // hooked adds the test hooks' flags to a task's job.
  hooked(task) {
    let job = task.job;
    const names = job.files ? job.files.map((f) => f.name) : [job.name];
    if (names.some((n) => this.oomNames.has(n))) job = { ...job, oom: true };
    if (task.tries > 0) return job;
    if (this.crashNext > 0) {
      this.crashNext--;
      job = { ...job, crash: true };
    } else if (this.hangNext > 0) {
      this.hangNext--;
      job = { ...job, hang: true };
    }
    return job;
  }

  spawn() {
    const w = new Worker(this.url, { type: "module" });
    w.jobs = 0;
    this.count++;
    this.send(w);
    w.onmessage = (e) => {
      const t = performance.now();
      const data = e.data; // deserialized on first access
      this.longestReceive = Math.max(this.longestReceive, performance.now() - t);
      const task = this.busy.get(w);
      if (!task || data.id !== task.job.id) return;
      clearTimeout(task.timer);
      this.busy.delete(w);
      if (task.job.kind !== "warm" && ++w.jobs >= RECYCLE) {
        w.terminate();
        this.count--;
        this.recycled++;
      } else this.idle.push(w);
      if (data.timing) this.timings.push({ ...data.timing, received: performance.now(), sent: task.sent });
      if (task.job.kind === "boundary") {
        this.boundaries.count++;
        this.boundaries.ms += performance.now() - task.sent;
      }
      task.resolve(data);
      this.pump();
    };
    const crashed = (e) => {
      if (e && e.preventDefault) e.preventDefault();
      this.crashed(w, e && e.message ? e.message : "the worker stopped");
    };
    w.onerror = crashed;
    w.onmessageerror = crashed;
    return w;
  }

  // crashed replaces a worker and retries its job, or answers that it was lost.
  crashed(w, why) {
    const task = this.busy.get(w);
    w.terminate();
    this.busy.delete(w);
    this.idle = this.idle.filter((x) => x !== w);
    this.count--;
    this.crashes++;
    if (task) {
      clearTimeout(task.timer);
      if (task.retries <= 0) {
        const what = task.tries >= 2 ? "the worker crashed twice" : "the worker crashed";
        const name = task.job.name || "batch";
        task.resolve({ id: task.job.id, ok: false, crashed: true, status: 0, error: `${name}: ${what} (${why})` });
      } else {
        task.retries--;
        this.queue.unshift(task);
      }
    }
    this.pump();
  }
}
