/**
 * The solver's Web Worker: a thin shell around solver.js, so that the page never blocks
 * while the solver thinks. Start it only when a player first asks for a hint or a verdict:
 *
 *   const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
 *
 * It speaks plain JSON, one answer for each request, in the order they came:
 *
 *   postMessage({ id, position, budgetMs = 2000, maxNodes = null, seed = 0 })
 *     -> { id, verdict, line, nodes, seconds }
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
 *
 * A request the worker cannot read answers `{ id, error }`, with a message naming the
 * field; the worker stays ready for the next one.
 * @module worker
 */
import { Position } from './engine.js';
import { solve } from './solver.js';

/**
 * The answer to a request the worker could read.
 * @typedef {{id: unknown, verdict: 'won' | 'lost' | 'unknown', line: string[], nodes: number,
 *   seconds: number}} Verdict
 */
/**
 * The answer to a request the worker could not read.
 * @typedef {{id: unknown, error: string}} Failure
 */
/** @typedef {Verdict | Failure} Answer */

/** @type {Record<string, Verdict['verdict']>} */
const VERDICTS = { won: 'won', unwinnable: 'lost', 'not found': 'unknown' };

/**
 * The answer to one request (exported for the tests; the worker posts it back).
 * @param {unknown} request JSON from the page, read field by field here
 * @returns {Answer}
 */
export function answer(request) {
  const fields = /** @type {Record<string, unknown> | null | undefined} */ (request);
  const id = fields?.id ?? null;
  try {
    if (fields === null || typeof fields !== 'object') throw new Error('expected an object');
    const { budgetMs = 2000, maxNodes = null, seed = 0 } = fields;
    /** @type {(name: string, value: unknown) => asserts value is number | null} */
    const budget = (name, value) => {
      if (value !== null && !(typeof value === 'number' && value >= 0)) {
        throw new Error(`${name}: expected a number of at least 0 or null`);
      }
    };
    budget('budgetMs', budgetMs);
    budget('maxNodes', maxNodes);
    if (typeof seed !== 'number' || !Number.isInteger(seed) || seed < 0) {
      throw new Error('seed: expected an integer of at least 0');
    }
    if (budgetMs === null && maxNodes === null) {
      throw new Error('budgetMs, maxNodes: at least one budget is needed');
    }
    const position = Position.fromJSON(fields.position);
    const result = solve(position, {
      maxSeconds: budgetMs === null ? null : budgetMs / 1000,
      maxNodes,
      seed,
    });
    return {
      id,
      verdict: VERDICTS[result.verdict],
      line: result.line,
      nodes: result.nodes,
      seconds: result.seconds,
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { id, error: message };
  }
}

/**
 * The global scope, seen as a worker's (the module also loads under node, in the tests).
 * @typedef {{WorkerGlobalScope?: Function, onmessage: ((event: MessageEvent) => void) | null,
 *   postMessage: (message: unknown) => void}} Scope
 */
const scope = /** @type {Scope} */ (/** @type {unknown} */ (globalThis));
if (typeof scope.WorkerGlobalScope === 'function' && scope instanceof scope.WorkerGlobalScope) {
  scope.onmessage = (/** @type {MessageEvent} */ event) => scope.postMessage(answer(event.data));
}
