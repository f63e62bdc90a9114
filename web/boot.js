// The page's first module, small and without the views: it starts fetching and
// compiling the analyzer, and the worker pool, while the rest of the page loads.
// The analyzer is compiled once, here, and the compiled module is given to every
// worker, so that the workers share its code as the engine compiles and optimizes it.
import { Pool } from "./engine/pool.js";

const workerURL = new URL("./worker.js", import.meta.url);
const size = Math.max(1, Math.min(4, navigator.hardwareConcurrency || 2));
const module = WebAssembly.compileStreaming(fetch(new URL("./build/app.wasm", import.meta.url)));

/** newPool makes a pool of workers that run the analyzer compiled at load. */
export const newPool = () => new Pool(workerURL, size, { module });

// The workers start now, so that they are ready by the time files are given.
export const pool = newPool();
export const ready = pool.warm();
