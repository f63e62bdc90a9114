// A pool of module Web Workers that run jobs one at a time each. A worker that
// crashes (an error event: an uncaught exception, a failed load) is replaced and its
// job retried once; terminate stops every worker at once.

export class Cancelled extends Error {
  constructor() {
    super("cancelled");
  }
}

export class Pool {
  /**
   * @param {URL|string} url  the worker module
   * @param {number} size     the number of workers
   */
  constructor(url, size) {
    this.url = url;
    this.size = Math.max(1, size);
    this.idle = [];
    this.busy = new Map(); // worker → task
    this.queue = [];
    this.count = 0;
    this.nextID = 1;
    this.crashNext = 0; // test hook: make the next n jobs crash their worker
    this.crashes = 0;
    this.timings = []; // per analyzed part: where its time went (benchmarks read it)
    this.longestReceive = 0; // ms to deserialize the largest answer on this thread
  }

  /** run queues a job and resolves with the worker's answer; front puts it first. */
  run(job, { front = false } = {}) {
    return new Promise((resolve, reject) => {
      const task = { job: { ...job, id: this.nextID++ }, resolve, reject, retried: false };
      if (front) this.queue.unshift(task);
      else this.queue.push(task);
      this.pump();
    });
  }

  /**
   * warm starts every worker now, so that they fetch and compile the analyzer before
   * any job; it resolves when they are ready.
   */
  warm() {
    const ready = [];
    while (this.count < this.size) {
      const w = this.spawn();
      ready.push(new Promise((resolve) => {
        const task = { job: { kind: "warm", id: this.nextID++ }, resolve, reject: resolve, retried: true };
        this.busy.set(w, task);
        w.postMessage(task.job);
      }));
    }
    return Promise.all(ready);
  }

  /** terminate stops all workers now; queued and running jobs reject with Cancelled. */
  terminate() {
    for (const [w, task] of this.busy) {
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

  pump() {
    while (this.queue.length > 0) {
      let w = this.idle.pop();
      if (!w) {
        if (this.count >= this.size) return;
        w = this.spawn();
      }
      const task = this.queue.shift();
      this.busy.set(w, task);
      let job = task.job;
      if (this.crashNext > 0 && !task.retried) {
        this.crashNext--;
        job = { ...job, crash: true };
      }
      task.sent = performance.now();
      w.postMessage(job);
    }
  }

  spawn() {
    const w = new Worker(this.url, { type: "module" });
    this.count++;
    w.onmessage = (e) => {
      const t = performance.now();
      const data = e.data; // deserialized on first access
      this.longestReceive = Math.max(this.longestReceive, performance.now() - t);
      const task = this.busy.get(w);
      if (!task || data.id !== task.job.id) return;
      this.busy.delete(w);
      this.idle.push(w);
      if (data.timing) this.timings.push({ ...data.timing, received: performance.now(), sent: task.sent });
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

  // crashed replaces a worker and retries its job once.
  crashed(w, why) {
    const task = this.busy.get(w);
    w.terminate();
    this.busy.delete(w);
    this.idle = this.idle.filter((x) => x !== w);
    this.count--;
    this.crashes++;
    if (task) {
      if (task.retried) {
        task.resolve({ id: task.job.id, ok: false, status: 0, error: `${task.job.name}: the worker crashed twice (${why})` });
      } else {
        task.retried = true;
        this.queue.unshift(task);
      }
    }
    this.pump();
  }
}
