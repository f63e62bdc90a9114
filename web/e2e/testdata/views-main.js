// Test page for the views: renders the fixture (or ?n=100000 synthetic captions) the
// way the page does after a drop, and exposes the controller to the browser tests.
import { renderViews } from "../../views/index.js";
import { fixtureDataset, syntheticDataset } from "./fixture.js";

const params = new URLSearchParams(location.search);
const n = Number(params.get("n") || 0);
const root = document.getElementById("views");
if (params.get("empty") === "1") {
  window.viewsController = renderViews(root, { records: [], files: [] }, { document });
} else {
  const t0 = performance.now();
  const ds = n ? syntheticDataset(n) : fixtureDataset();
  const t1 = performance.now();
  window.viewsController = renderViews(root, ds, { document });
  window.viewsTimings = { generate: t1 - t0, first: performance.now() - t1 };
}
document.body.dataset.state = "done";
