// Linked views of a Dataset: summary cards, timeline, photographers, agencies, places
// with a map, and the captions themselves, all filtered by one shared state.
//
// renderViews(root, dataset, {document, files}) is called by the page after every merge
// and once at the end. The first call sets up a controller kept per root (filter state
// from the URL hash, sort orders, expanded places, scroll position); later calls only
// swap the dataset and re-render. Each view is a function ctx → detached Element
// (web/views/*.js); the data shaping lives in web/lib/ and is tested with node --test.

import { hFor, sFor } from "./h.js";
import { buildModel, modelSteps } from "../lib/model.js";
import { runSteps, yieldToEventLoop, SLICE } from "../engine/steps.js";
import { select, counted, toggle, without, withRange, emptyState, isEmpty, searchQuery, searched, searchSteps } from "../lib/filter.js";
import { encodeHash, decodeHash } from "../lib/hash.js";
import { renderCards } from "./cards.js";
import { renderChips } from "./chips.js";
import { renderTimeline, timelineUnit, timelineKey, timelineSteps } from "./timeline.js";
import { renderPhotographers, tableSteps } from "./photographers.js";
import { renderAgencies } from "./agencies.js";
import { renderPlaces } from "./places.js";
import { renderMap } from "./map.js";
import { renderCaptions, dupCountsSteps } from "./captions.js";
import { summarySteps, photographerRowsSteps, agencyRowsSteps } from "../lib/stats.js";
import { rollupSteps, ownCountsSteps } from "../lib/rollup.js";
import { known, remember } from "../lib/memo.js";
import { renderExports } from "./exports.js";

const controllers = new WeakMap();

const SLOTS = [
  ["chips", renderChips],
  ["exports", renderExports],
  ["cards", renderCards],
  ["timeline", renderTimeline],
  ["photographers", renderPhotographers],
  ["agencies", renderAgencies],
  ["places", renderPlaces],
  ["map", renderMap],
  ["captions", renderCaptions],
];

/**
 * renderViews shows dataset in root (the page's <main id="views">). opts.document is the
 * document to build with (default: root's); opts.files optionally maps file names to the
 * dropped File objects. Returns the controller (render, setState, timings).
 */
export function renderViews(root, dataset, opts = {}) {
  const c = controllerFor(root, opts);
  if (dataset !== c.dataset) {
    c.dataset = dataset;
    c.model = buildModel(dataset);
  }
  c.render();
  return c;
}

function controllerFor(root, opts) {
  let c = controllers.get(root);
  if (!c) {
    c = new Controller(root, opts.document || root.ownerDocument);
    controllers.set(root, c);
  }
  if (opts.worldURL) c.worldURL = opts.worldURL;
  c.files = opts.files || c.files;
  return c;
}

/**
 * renderViewsAsync is renderViews for the page: the model of a new dataset is built in
 * slices of about budget ms, and the views are rendered one a task, with a turn of the
 * event loop between, so that a big dataset does not hold the main thread for the
 * whole of it. A dataset given again before it is shown replaces it.
 */
export async function renderViewsAsync(root, dataset, opts = {}, { budget = SLICE } = {}) {
  const c = controllerFor(root, opts);
  const token = (c.building = {});
  const stop = () => c.building !== token; // a later dataset replaced this one
  if (dataset !== c.dataset) {
    // in a task of its own, not at the end of the one that made the dataset
    await yieldToEventLoop();
    if (stop()) return c;
    const model = await runSteps(modelSteps(dataset), { budget, stop });
    if (stop()) return c;
    c.dataset = dataset;
    c.model = model;
  }
  await c.renderPaced(stop, budget);
  return c;
}

// prepare computes, in slices of about budget ms, the counts of the selection that
// the views would otherwise compute at once as they render (each a pass over every
// record kept: a second or more on a million), until stop() says the dataset is no
// longer the one to show. It reports whether it still is.
async function prepare(c, stop, budget) {
  const m = c.model;
  if (!m || m.n === 0) return true;
  const { idx, cnt } = c.selection();
  const jobs = [
    [cnt, "summary", () => summarySteps(m, idx, cnt)],
    [cnt, "photographerRows", () => photographerRowsSteps(m, cnt)],
    [cnt, "agencies", () => agencyRowsSteps(m, cnt)],
    [cnt, "rollup", () => rollupSteps(m, cnt)],
    [cnt, "own", () => ownCountsSteps(m, cnt)],
    [m, "dupCounts", () => dupCountsSteps(m)],
    [null, "", () => tableSteps(m, cnt, c.ui)], // keeps what it computes itself
  ];
  if (!c.state.from && !c.state.to) {
    // the timeline counts the selection itself unless it has a date range
    const { unit } = timelineUnit(m, c.ui);
    jobs.push([cnt, timelineKey(c.ui, unit), () => timelineSteps(m, cnt, c.ui.stackBy, unit)]);
  }
  for (const [obj, key, make] of jobs) {
    if (obj && known(obj, key)) continue;
    const value = await runSteps(make(), { budget, stop });
    if (stop()) return false;
    if (obj) remember(obj, key, value);
  }
  return true;
}

// AT_ONCE is the number of captions up to which a new state is shown in the task that
// asked for it: its search and counts take a few ms.
const AT_ONCE = 20000;

class Controller {
  constructor(root, doc) {
    this.root = root;
    this.doc = doc;
    this.win = doc.defaultView;
    this.h = hFor(doc);
    this.s = sFor(doc);
    this.state = decodeHash(this.win ? this.win.location.hash : "");
    this.ui = { stackBy: "agency", unit: "auto", phSort: { key: "count", desc: true }, phLimit: 50, expanded: new Set(), expandedInit: false, selected: -1, scroll: 0, placesLimit: 200 };
    this.worldURL = new URL("../vendor/world-atlas/countries-110m.json", import.meta.url).href;
    this.slots = null;
    this.timings = { last: 0 };
    if (this.win) {
      this.win.addEventListener("hashchange", () => {
        this.state = decodeHash(this.win.location.hash);
        this.ui.scroll = 0;
        this.show();
      });
    }
    this.act = {
      toggle: (key, value) => this.setState(toggle(this.state, key, value)),
      remove: (key, value) => this.setState(without(this.state, key, value)),
      range: (from, to) => this.setState(withRange(this.state, from, to)),
      set: (patch) => this.setState({ ...this.state, ...patch }),
      clear: () => this.setState(emptyState()),
      ui: (patch) => {
        Object.assign(this.ui, patch);
        this.render();
      },
      // refresh renders every view again, or the one named (the map, once it has
      // its country outlines) in a task of its own
      refresh: (name) => (name ? this.renderLater(name) : this.render()),
      scrolled: (top) => (this.ui.scroll = top),
      select: (id) => (this.ui.selected = id),
    };
  }

  setState(next) {
    this.state = next;
    this.ui.scroll = 0;
    this.ui.phLimit = 50;
    if (this.win) {
      const hash = encodeHash(next);
      const url = hash || this.win.location.pathname + this.win.location.search;
      this.win.history.replaceState(this.win.history.state, "", url);
    }
    this.show();
  }

  // show renders the views for a new state. A big dataset's are rendered one view a
  // task, as for a new dataset, once the state's text search has run in slices (a
  // first search reads every caption); a small one's at once.
  show() {
    const token = (this.showing = {});
    const m = this.model;
    if (!m || m.n <= AT_ONCE) {
      this.render();
      return;
    }
    this.renderPaced(() => this.showing !== token);
  }

  // renderPaced runs the state's text search and computes the views' counts in slices
  // of about budget ms, then renders the views one a task, until stop() says the state
  // or the dataset is no longer the one to show.
  async renderPaced(stop, budget = SLICE) {
    if (!(await this.searchFirst(stop, budget))) return;
    if (!(await prepare(this, stop, budget))) return;
    await this.render(() => (stop() ? null : yieldToEventLoop()));
  }

  // searchFirst runs the state's text search, when its marks are not known, in slices
  // of about budget ms (a first search reads every caption: a second or more on a big
  // dataset), until stop() says the state is no longer the one to show. It reports
  // whether the state still is.
  async searchFirst(stop, budget = SLICE) {
    const m = this.model;
    const q = searchQuery(this.state);
    if (m && q && !searched(m, q)) {
      await runSteps(searchSteps(m, q), { budget, stop: () => stop() || this.model !== m });
      return !stop() && this.model === m;
    }
    return !stop();
  }

  // selection gives the records the state keeps (idx) and those its counts count
  // (cnt), the same arrays while the model and the state are the same, so that the
  // counts computed from them are kept (lib/memo.js).
  selection() {
    const s = this.sel;
    if (s && s.m === this.model && s.state === this.state) return s;
    const idx = select(this.model, this.state);
    this.sel = { m: this.model, state: this.state, idx, cnt: counted(this.model, idx, this.state) };
    return this.sel;
  }

  layout() {
    const { h, root } = this;
    const slot = (name, tag = "div") => h(tag, { class: `v-slot v-slot-${name}` });
    const s = Object.fromEntries(SLOTS.map(([name]) => [name, slot(name)]));
    this.empty = h("div", { class: "v-empty-all", hidden: true });
    root.classList.add("v-root");
    root.replaceChildren(
      this.empty,
      h("div", { class: "v-body" },
        h("div", { class: "v-topbar" }, s.chips, s.exports),
        s.cards,
        s.timeline,
        h("div", { class: "v-row v-row-people" }, s.photographers, s.agencies),
        h("div", { class: "v-row" }, s.places, s.map),
        s.captions,
      ),
    );
    this.body = root.querySelector(".v-body");
    this.slots = s;
  }

  // render renders every view. With pause (the page's big datasets), it awaits pause()
  // between views, and stops when pause gives nothing (a later render took over).
  render(pause = null) {
    const t0 = performance.now();
    const nth = (this.renders = (this.renders || 0) + 1);
    if (!this.slots) this.layout();
    const m = this.model;
    const none = !m || m.n === 0;
    this.empty.hidden = !none;
    this.body.hidden = none;
    if (none) {
      this.empty.replaceChildren(
        this.h("h2", {}, "No captions yet"),
        this.h("p", {}, "Drop caption files (text, one caption per paragraph or line; or a CSV or TSV export with a caption column) on the page, or choose them with the file button. Who photographed what, where and when will show here."),
      );
      this.timings.last = performance.now() - t0;
      return null;
    }
    const focus = this.saveFocus();
    const ctx = this.context();
    const t1 = performance.now();
    this.timings.select = t1 - t0;
    const slot = (name, fn) => {
      const ts = performance.now();
      this.slots[name].replaceChildren(fn(ctx, { document: this.doc }));
      this.timings[name] = performance.now() - ts;
    };
    if (!pause) {
      for (const [name, fn] of SLOTS) slot(name, fn);
      this.restoreFocus(focus);
      this.timings.last = performance.now() - t0;
      return null;
    }
    return (async () => {
      let longest = t1 - t0;
      this.timings.slowest = "select";
      for (const [name, fn] of SLOTS) {
        const wait = pause();
        if (!wait) return;
        await wait;
        if (this.renders !== nth) return; // rendered again meanwhile
        slot(name, fn);
        if (this.timings[name] > longest) [longest, this.timings.slowest] = [this.timings[name], name];
      }
      this.restoreFocus(focus);
      this.timings.last = longest;
    })();
  }

  // context is what the views render from.
  context() {
    const { idx, cnt } = this.selection();
    return {
      document: this.doc, h: this.h, s: this.s, m: this.model, state: this.state, idx, cnt,
      act: this.act, ui: this.ui, width: this.width(), worldURL: this.worldURL, files: this.files,
      filtered: !isEmpty(this.state), root: this.root,
    };
  }

  // renderLater renders the view of one slot again, in a task of its own, unless
  // there is nothing to show (a full render draws it).
  renderLater(name) {
    const [, fn] = SLOTS.find(([n]) => n === name);
    yieldToEventLoop().then(() => {
      if (!this.slots || !this.model || this.model.n === 0) return;
      const focus = this.saveFocus();
      this.slots[name].replaceChildren(fn(this.context(), { document: this.doc }));
      this.restoreFocus(focus);
    });
  }

  // width is the views' width, measured once and then on resize: reading it on every
  // render would force a layout of the previous render in the middle of this one.
  width() {
    if (!this.measured) {
      this.measured = this.body.clientWidth || 1200;
      if (this.win && this.win.ResizeObserver) {
        let last = this.measured;
        new this.win.ResizeObserver(() => {
          const w = this.body.clientWidth;
          if (w && Math.abs(w - last) > 40) {
            last = this.measured = w;
            this.render();
          }
        }).observe(this.body);
      }
    }
    return this.measured;
  }

  // saveFocus remembers the focused control by its data-key, so that a re-render (which
  // replaces the elements) leaves keyboard focus where it was.
  saveFocus() {
    const a = this.doc.activeElement;
    if (!a || !this.root.contains(a)) return null;
    const el = a.closest("[data-key]");
    if (!el) return null;
    return { key: el.getAttribute("data-key"), start: a.selectionStart, end: a.selectionEnd };
  }

  restoreFocus(f) {
    if (!f) return;
    const el = [...this.root.querySelectorAll("[data-key]")].find((e) => e.getAttribute("data-key") === f.key);
    if (!el) return;
    el.focus({ preventScroll: true });
    if (typeof f.start === "number" && el.setSelectionRange) el.setSelectionRange(f.start, f.end);
  }
}
