// The page: takes files (drop anywhere, file and folder pickers, paste, the sample),
// runs them through the worker pool, shows progress and counts, and hands the merged
// dataset to the views. The UI thread never parses captions.
import { pool, ready, newPool } from "./boot.js";
import { start } from "./engine/run.js";
import { renderViewsAsync } from "./views/index.js";

const $ = (id) => document.getElementById(id);
const fmt = new Intl.NumberFormat(); // the user's locale

// app is what browser tests read (the dataset, the views' timings) and poke (the crash hook).
const app = { dataset: null, run: null, pool: null, crashNext: 0, chunkSize: undefined, timing: {} };
globalThis.captionsApp = app;

function setState(s) {
  document.body.dataset.state = s;
}

// ---- intake ----

/** analyze runs a list of {name, blob}; names are made unique (Go merges same names). */
async function analyze(items) {
  if (app.run) return;
  if (refuse(items)) return;
  const seen = new Map();
  const files = items.map(({ name, blob }) => {
    const n = (seen.get(name) || 0) + 1;
    seen.set(name, n);
    return { name: n === 1 ? name : `${name} (${n})`, blob };
  });
  app.pool = app.pool || newPool();
  app.pool.crashNext = app.crashNext;
  app.crashNext = 0;
  app.files = files;
  setState("working");
  $("cancel").hidden = false;
  $("file-errors").replaceChildren();
  app.timing = { start: performance.now() };
  const run = start(files, app.pool, {
    chunkSize: app.chunkSize,
    onProgress: showProgress,
    onPart: () => schedule(run),
  });
  app.run = run;
  const { dataset, cancelled, elapsed } = await run.done;
  app.timing.merged = performance.now();
  app.lastRun = { ...run.progress(), elapsed, cancelled };
  app.timing.longestReceive = app.pool.longestReceive;
  if (cancelled) {
    app.pool = newPool(); // the old one's workers are gone
    app.ready = app.pool.warm();
  }
  clearTimeout(pendingRender);
  pendingRender = 0;
  app.run = null;
  app.dataset = dataset;
  const shown = show(dataset, files, cancelled);
  app.timing.counts = performance.now(); // the counts are on the page
  await shown;
  $("cancel").hidden = true;
  app.timing.done = performance.now();
  setState("done");
}

// Limits of one drop (internal/hostile/LIMITS.md): memory, not time, sets them — the
// tab holds about 8 bytes per input byte at its peak — so a drop beyond them is refused before
// any work starts, with a message that points to the command line.
const maxBytes = 150 * 2 ** 20;
const maxFiles = 20000;

/** refuse shows why a drop is over the limits and reports whether it was. */
function refuse(items) {
  let total = 0;
  for (const it of items) total += it.blob.size;
  const big = items.filter((it) => it.blob.size > maxBytes);
  let msg = "";
  if (big.length > 0) {
    msg = `${big[0].name} is ${mb(big[0].blob.size)} MB, larger than the page's limit of ${maxBytes / 2 ** 20} MB at once.`;
  } else if (total > maxBytes) {
    msg = `These files are ${mb(total)} MB together, larger than the page's limit of ${maxBytes / 2 ** 20} MB at once.`;
  } else if (items.length > maxFiles) {
    msg = `${fmt.format(items.length)} files are more than the page's limit of ${fmt.format(maxFiles)} at once.`;
  }
  if (!msg) return false;
  msg += " Nothing was analyzed. Use the command line (captions -format json FILE...) for big archives, or drop fewer files.";
  $("accounting").textContent = msg;
  const li = document.createElement("li");
  li.dataset.testid = "file-error";
  li.textContent = `${(big[0] || items[0]).name}: ${msg}`;
  $("file-errors").replaceChildren(li);
  setState("done");
  return true;
}

// Merging and showing are linear in the records so far, and every render merges them
// all again: a render is estimated at what the last one cost per input byte. It waits
// ten times that estimate since the last (250 ms at least), so that renders stay a
// small share of the main thread, which shares the processors with the workers; and
// none starts when the rest of the run should take less than three times it, as the
// final render comes about as soon (a render late in a big run would cost as much as
// the final one and show little more).
let pendingRender = 0, lastRender = 0, costPerByte = 0;
function schedule(run) {
  if (pendingRender) return;
  const estimate = (p) => costPerByte * p.bytesDone;
  const late = (p) => lastRender > 0 && Number.isFinite(p.eta) && p.eta < 3 * estimate(p);
  if (late(run.progress())) return;
  const wait = Math.max(0, lastRender + Math.max(250, 10 * estimate(run.progress())) - performance.now());
  pendingRender = setTimeout(async () => {
    const p = run.progress();
    if (late(p)) {
      if (app.run === run) pendingRender = 0;
      return;
    }
    const t = performance.now();
    const ds = await run.snapshot();
    app.timing.merges = (app.timing.merges || 0) + 1;
    if (app.run === run) {
      if (spareProcessor(app.pool)) await show(ds, app.files, false);
      else showCounts(ds, false);
    }
    costPerByte = (performance.now() - t) / Math.max(1, p.bytesDone);
    (app.timing.renders = app.timing.renders || []).push([Math.round(t), Math.round(performance.now()), p.bytesDone]);
    lastRender = performance.now();
    if (app.run === run) pendingRender = 0;
  }, wait);
}

function showProgress(p) {
  const bar = $("progress");
  bar.max = Math.max(1, p.bytesTotal);
  bar.value = p.bytesDone;
  let eta = "";
  if (p.bytesDone > 0 && p.bytesDone < p.bytesTotal && Number.isFinite(p.eta)) eta = `, about ${seconds(p.eta)} left`;
  $("progress-text").textContent =
    `${mb(p.bytesDone)} of ${mb(p.bytesTotal)} MB, ${p.filesDone} of ${p.filesTotal} files${eta}`;
}

const mb = (n) => (n / 1e6).toFixed(n < 1e7 ? 1 : 0);
const seconds = (ms) => (ms < 60000 ? `${Math.ceil(ms / 1000)} s` : `${Math.ceil(ms / 60000)} min`);

// ---- results ----

// show puts a dataset on the page; the views' model is built in slices (see
// renderViewsAsync), so longestShow is the longest synchronous part.
async function show(ds, files, cancelled) {
  const t = performance.now();
  const views = showNow(ds, files, cancelled);
  app.timing.longestShow = Math.max(app.timing.longestShow || 0, performance.now() - t);
  await views;
}

// spareProcessor reports whether the pool leaves a processor to the page while its
// workers run. Where it does not, the main thread shares the processors with them
// and its work takes three or four times as long on the clock: the views, tens of ms
// of work each on a big dataset, would hold it that long, so a run in progress shows
// its counts only, and the views are drawn once, at the end.
const spareProcessor = (pool) => (navigator.hardwareConcurrency || 1) > pool.size;

function showCounts(ds, cancelled) {
  $("count-captions").textContent = fmt.format(ds.stats.captions);
  $("count-photographers").textContent = fmt.format(ds.stats.photographers.length);
  $("count-places").textContent = fmt.format(ds.stats.places.length);
  $("accounting").textContent = accounting(ds, cancelled);
  const errs = ds.files.filter((f) => f.error);
  $("file-errors").replaceChildren(...errs.map((f) => {
    const li = document.createElement("li");
    li.dataset.testid = "file-error";
    li.textContent = `${f.name}: ${f.error}`;
    return li;
  }));
}

function showNow(ds, files, cancelled) {
  showCounts(ds, cancelled);
  return renderViewsAsync($("views"), ds, { document, files }).then((c) => {
    app.views = c;
    if (c.timings.last > (app.timing.longestViews || 0)) {
      app.timing.longestViews = c.timings.last;
      app.timing.slowestView = c.timings.slowest || "select";
    }
  }, (err) => console.error("views:", err));
}

/** accounting: "1,204 captions, 37 duplicates, 12 noise lines skipped, 1 file not read: …" */
function accounting(ds, cancelled) {
  let noise = 0;
  for (const f of ds.files) noise += f.noise;
  const bad = ds.files.filter((f) => f.error);
  const parts = [
    plural(ds.stats.captions, "caption"),
    plural(ds.stats.duplicates, "duplicate"),
    `${plural(noise, "noise line")} skipped`,
  ];
  if (bad.length > 0) {
    parts.push(`${plural(bad.length, "file")} not read: ${bad.map(why).join("; ")}`);
  }
  return (cancelled ? "Cancelled; so far: " : "") + parts.join(", ");
}

// why says why a file was not read: "photo.jpg is a JPEG image".
function why(f) {
  const prefix = "not caption text: the file ";
  return f.error.startsWith(prefix) ? `${f.name} ${f.error.slice(prefix.length)}` : `${f.name}: ${f.error}`;
}

const plural = (n, word) => `${fmt.format(n)} ${word}${n === 1 ? "" : "s"}`;

// ---- inputs ----

// fromFileList names files by their path in a picked folder, sorted, or by their
// names in the order given.
function fromFileList(list) {
  const items = [...list].map((f) => ({ name: f.webkitRelativePath || f.name, blob: f }));
  if (items.some((f) => f.name.includes("/"))) items.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return items;
}

// readEntry walks a dropped folder; hidden files (.DS_Store, ...) are left out.
async function readEntry(entry, out) {
  if (entry.name.startsWith(".")) return;
  if (entry.isFile) {
    const file = await new Promise((res, rej) => entry.file(res, rej));
    out.push({ name: entry.fullPath.replace(/^\//, ""), blob: file });
    return;
  }
  const reader = entry.createReader();
  for (;;) {
    const batch = await new Promise((res, rej) => reader.readEntries(res, rej));
    if (batch.length === 0) break;
    for (const e of batch) await readEntry(e, out);
  }
}

async function fromDrop(dt) {
  const entries = [...(dt.items || [])].map((it) => (it.webkitGetAsEntry ? it.webkitGetAsEntry() : null));
  if (entries.length === 0 || entries.some((e) => !e)) return fromFileList(dt.files);
  const out = [];
  for (const e of entries) await readEntry(e, out);
  const folders = entries.some((e) => e.isDirectory);
  if (folders) out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return out;
}

function wire() {
  let depth = 0;
  window.addEventListener("dragenter", (e) => {
    e.preventDefault();
    depth++;
    document.body.classList.add("dragging");
  });
  window.addEventListener("dragleave", () => {
    if (--depth <= 0) {
      depth = 0;
      document.body.classList.remove("dragging");
    }
  });
  window.addEventListener("dragover", (e) => e.preventDefault());
  window.addEventListener("drop", async (e) => {
    e.preventDefault();
    depth = 0;
    document.body.classList.remove("dragging");
    const items = await fromDrop(e.dataTransfer);
    if (items.length > 0) analyze(items);
  });
  for (const id of ["file-input", "folder-input"]) {
    $(id).addEventListener("change", (e) => {
      const items = fromFileList(e.target.files).filter((f) => !f.name.split("/").pop().startsWith("."));
      e.target.value = "";
      if (items.length > 0) analyze(items);
    });
  }
  $("paste-go").addEventListener("click", () => {
    const text = $("paste-text").value;
    if (text.trim() !== "") analyze([{ name: "pasted.txt", blob: new Blob([text], { type: "text/plain" }) }]);
  });
  $("sample").addEventListener("click", async () => {
    const clicked = performance.now();
    const res = await fetch(new URL("./sample.json", import.meta.url));
    const files = await res.json();
    analyze(files.map((f) => ({ name: f.name, blob: new Blob([f.text], { type: "text/plain" }) })));
    app.timing.sampleClick = clicked; // analyze has just reset the timings
  });
  $("cancel").addEventListener("click", () => app.run && app.run.cancel());
}

wire();
// The workers started with the page (boot.js): they have the analyzer by the time the
// person has picked files, and no request is made once an analysis starts.
app.pool = pool;
app.ready = ready;
