/**
 * The solver's Web Worker: a thin shell around solver.js, so that the page never blocks
 * while the solver thinks. Start it only when a player first asks for a hint or a verdict:
 *
 *   const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
 *
 * It speaks plain JSON, one answer for each request, in the order they came:
 *
 *   postMessage({ id, position, budgetMs = 2000, maxNodes = null, seed = 0, progressMs = 0, seen = [] })
 *     -> { id, verdict, line, best, nodes, seconds }
 *     -> with progressMs: first { id, progress: true, best, nodes, seconds }, every progressMs
 *
 * - `id`: anything; it comes back unchanged, so the caller can drop stale answers.
 * - `position`: the engine's JSON form (`Position.toJSON()`, Python `to_json`).
 * - `budgetMs`: the time budget in milliseconds; `null` for none. `maxNodes`: a node
 *   budget; with `budgetMs: null` the answer is the same on every machine, and the same as
 *   the Python solver's with the same `seed`.
 * - `verdict`: `'won'` (a winning line was found: `line`), `'lost'` (an exhaustive search
 *   proved that no line wins) or `'unknown'` (the budget ran out first).
 * - `line`: the winning line, moves in the engine's notation (`'10 -> 14'`, `'5 -> up-S'`)
 *   and `'redeal'`; its first step is a legal next move (the hint). Empty unless won.
 * - `best`: the move to suggest (`line`'s first when won; else the first of the line that
 *   put the most cards on the foundations, which is no proof; when lost, the first of the
 *   line that brings the most cards home all the same); null only when no move is left.
 *   It never leads back to one of `seen` (the positions passed through since the last
 *   redeal, as JSON), which changes no search.
 * - `seconds`: how long this position has been searched, in all.
 *
 * The worker searches in slices, reading messages in between: a request for another
 * position ends the search of the one before (answered `'unknown'` as it stands); a
 * request for the same position (and seed and node budget) goes on with its search, for
 * `budgetMs` more from now ("search longer"; a shorter budget cuts it short).
 *
 * A request the worker cannot read answers `{ id, error }`, with a message naming the
 * field; the worker stays ready for the next one.
 * @module worker
 */
import { Position } from './engine.js';
import { Search } from './solver.js';

/**
 * The answer to a request the worker could read.
 * @typedef {{id: unknown, verdict: 'won' | 'lost' | 'unknown', line: string[], best: string | null,
 *   nodes: number, seconds: number}} Verdict
 */
/**
 * The answer to a request the worker could not read.
 * @typedef {{id: unknown, error: string}} Failure
 */
/** @typedef {Verdict | Failure} Answer */

/** @type {Record<string, Verdict['verdict']>} */
const VERDICTS = { won: 'won', unwinnable: 'lost', 'not found': 'unknown' };

/**
 * A request, read: its position, its search's options and its key (the same position and
 * options: the same search goes on).
 * @typedef {{id: unknown, position: Position, budgetMs: number | null, maxNodes: number | null,
 *   seed: number, progressMs: number, key: string, seen: Position[]}} Request
 */

/**
 * Read a request, or throw an Error naming the field.
 * @param {Record<string, unknown> | null | undefined} fields
 * @returns {Request}
 */
function read(fields) {
  if (fields === null || typeof fields !== 'object') throw new Error('expected an object');
  const id = fields.id ?? null;
  const { budgetMs = 2000, maxNodes = null, seed = 0, progressMs = 0 } = fields;
  /** @type {(name: string, value: unknown) => asserts value is number | null} */
  const budget = (name, value) => {
    if (value !== null && !(typeof value === 'number' && value >= 0)) {
      throw new Error(`${name}: expected a number of at least 0 or null`);
    }
  };
  budget('budgetMs', budgetMs);
  budget('maxNodes', maxNodes);
  budget('progressMs', progressMs);
  if (typeof seed !== 'number' || !Number.isInteger(seed) || seed < 0) {
    throw new Error('seed: expected an integer of at least 0');
  }
  if (budgetMs === null && maxNodes === null) {
    throw new Error('budgetMs, maxNodes: at least one budget is needed');
  }
  const position = Position.fromJSON(fields.position);
  const key = JSON.stringify([position.toJSON(), maxNodes, seed]);
  const { seen = [] } = fields;
  if (!Array.isArray(seen)) throw new Error('seen: expected a list of positions');
  const passed = seen.map((json, i) => {
    try {
      return Position.fromJSON(json);
    } catch (error) {
      throw new Error(`seen[${i}]: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  });
  return { id, position, budgetMs, maxNodes, seed, progressMs: progressMs ?? 0, key, seen: passed };
}

/**
 * A search under way: its request's key, the Search, the time it has searched (ms).
 * @typedef {{key: string, search: Search, searched: number}} Job
 */

/**
 * A new search for a request; `sliced`: with no clock of its own (the worker gives each
 * slice its time, and a request for the same position more).
 * @param {Request} request @param {boolean} sliced
 * @returns {Job}
 */
const begin = ({ key, position, maxNodes, seed, budgetMs }, sliced) => ({
  key,
  search: new Search(position, { maxSeconds: sliced || budgetMs === null ? null : budgetMs / 1000, maxNodes, seed }),
  searched: 0,
});

/**
 * Search on for at most `ms` milliseconds (Infinity: to the end); the result or null.
 * @param {Job} job @param {number} ms
 */
function slice(job, ms) {
  const t0 = performance.now();
  const result = job.search.step(t0 + ms);
  job.searched += performance.now() - t0;
  return result;
}

/**
 * The answer for a request's search as it stands: its result, or 'unknown' with the best
 * move so far.
 * @param {unknown} id @param {Job} job
 * @returns {Verdict}
 */
function report(id, job) {
  const { search } = job;
  const result = search.result;
  return {
    id,
    verdict: result ? VERDICTS[result.verdict] : 'unknown',
    line: result?.line ?? [],
    best: search.suggestion(),
    nodes: search.budget.used,
    seconds: job.searched / 1000,
  };
}

/**
 * The answer to one request, searched at once to its end (exported for the tests and the
 * benchmarks; the worker itself searches in slices).
 * @param {unknown} request JSON from the page, read field by field here
 * @returns {Answer}
 */
export function answer(request) {
  const fields = /** @type {Record<string, unknown> | null | undefined} */ (request);
  const id = fields?.id ?? null;
  try {
    const asked = read(fields);
    const job = begin(asked, false);
    job.search.avoid(asked.seen);
    slice(job, asked.budgetMs ?? Infinity);
    return report(id, job);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { id, error: message };
  }
}

/** How long a slice searches before the worker reads its messages, in ms. */
const SLICE_MS = 40;

/**
 * The global scope, seen as a worker's (the module also loads under node, in the tests).
 * @typedef {{WorkerGlobalScope?: Function, onmessage: ((event: MessageEvent) => void) | null,
 *   postMessage: (message: unknown) => void}} Scope
 */
const scope = /** @type {Scope} */ (/** @type {unknown} */ (globalThis));
if (typeof scope.WorkerGlobalScope === 'function' && scope instanceof scope.WorkerGlobalScope) {
  /** @type {Job | null} the last search (a request for its position goes on with it) */
  let job = null;
  /** @type {{id: unknown, until: number, progressMs: number, next: number} | null} the request searched for */
  let asked = null;
  const channel = new MessageChannel();
  let running = false; // a slice is asked for on the channel: one chain of slices at a time
  const post = (/** @type {unknown} */ message) => scope.postMessage(message);
  const go = () => {
    if (!running) channel.port2.postMessage(0);
    running = true;
  };
  const run = () => {
    running = false;
    if (!asked || !job) return;
    const now = performance.now();
    const result = slice(job, Math.min(SLICE_MS, asked.until - now));
    const later = performance.now();
    if (result || later >= asked.until) {
      post(report(asked.id, job));
      asked = null;
      return;
    }
    if (asked.progressMs && later >= asked.next) {
      asked.next = later + asked.progressMs;
      const { id, best, nodes, seconds } = report(asked.id, job);
      post({ id, progress: true, best, nodes, seconds });
    }
    go();
  };
  channel.port1.onmessage = run;
  scope.onmessage = (/** @type {MessageEvent} */ event) => {
    let request;
    try {
      request = read(event.data);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return post({ id: event.data?.id ?? null, error: message });
    }
    // The search before, for another request, ends as it stands.
    if (asked && job) post(report(asked.id, job));
    const same = job?.key === request.key;
    if (!job || !same) job = begin(request, true);
    job.search.avoid(request.seen);
    const now = performance.now();
    const until = request.budgetMs === null ? Infinity : now + request.budgetMs;
    // The same search goes on: its next report is not put off.
    const next = Math.min(now + request.progressMs, same && asked ? asked.next : Infinity);
    asked = { id: request.id, until, progressMs: request.progressMs, next };
    if (job.search.result) {
      post(report(asked.id, job));
      asked = null;
      return;
    }
    // One chain of slices: a request that comes while one runs does not start another.
    go();
  };
}
