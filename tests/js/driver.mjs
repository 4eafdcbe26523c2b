// The JS side of tests/test_parity.py: one long-lived process that plays games with the JS
// engine and speaks JSON lines over stdin/stdout. Not a test: node --test runs *.test.js only.
//
// Requests, one JSON object a line; one JSON answer a line each:
//   {"op": "game", "start": PositionJSON, "actions": [Action...], "checks": [step index...]}
//       -> {"start": status, "steps": [{"result", "status", "position"}...]}, the steps
//          named in "checks" with the undo "history" and the "legal" moves too
//   {"op": "parse", "kind": "card" | "place" | "move" | "code" | "position", "text": any}
//       -> {"value": ...} or {"error": ErrorName, "reason"?: ...}
//   {"op": "deal", "code": string | number} -> {"position": PositionJSON} or {"error": ...}
// Actions and results are the vectors' form, applied by actions.mjs. A request that throws
// answers {"error": ErrorName}.
import { createInterface } from 'node:readline';
import { Game, GameCode, Move, Position, Card, deal, parsePlace } from '../../crescent_docs/player/engine.js';
import { perform } from './actions.mjs';

/** @typedef {import('../../crescent_docs/player/engine.js').PositionJSON} PositionJSON */
/** @typedef {import('./actions.mjs').Action} Action */
/** @typedef {import('./actions.mjs').Step} Step */
/**
 * A step of a game answer: a step of the vectors without its action, the undo `history` and
 * the `legal` moves too when the request checks it.
 * @typedef {Omit<Step, 'action'> & {history?: string[], legal?: string[]}} Checked
 */
/**
 * A parse error's answer.
 * @typedef {{error: string, reason?: string}} Failure
 */

/**
 * A parse error as the parity test compares it: its kind and reason code, not its wording.
 * @param {unknown} e what was thrown: an Error; a CodeError carries its reason
 * @returns {Failure}
 */
function error(e) {
  const thrown = /** @type {{name?: string, reason?: string} | null | undefined} */ (e);
  /** @type {Failure} */
  const answer = { error: thrown?.name ?? 'Error' };
  if (thrown && 'reason' in thrown) answer.reason = thrown.reason;
  return answer;
}

const PARSERS = {
  card: (/** @type {string} */ text) => Card.parse(text).code,
  place: (/** @type {string} */ text) => parsePlace(text),
  move: (/** @type {string} */ text) => String(Move.parse(text)),
  code: (/** @type {string} */ text) => {
    const code = GameCode.parse(text);
    return [code.number, String(code)];
  },
  position: (/** @type {unknown} */ data) => Position.fromJSON(data).toJSON(),
};

/**
 * A request, as the parity test sends it. A parse request's `text` is any JSON on purpose:
 * the parser of its kind reads it as it comes (a text, or a position's data), and what it
 * throws is what the test compares.
 * @typedef {{op: 'game', start: PositionJSON, actions: Action[], checks?: number[]}
 *   | {op: 'parse', kind: keyof typeof PARSERS, text: any}
 *   | {op: 'deal', code: string | number}} Request
 */

/** @param {Request} request */
function answer(request) {
  switch (request.op) {
    case 'game': {
      const game = new Game(Position.fromJSON(request.start));
      const checks = new Set(request.checks ?? []);
      const steps = request.actions.map((action, i) => {
        /** @type {Checked} */
        const step = {
          result: perform(game, action),
          status: game.status,
          position: game.position.toJSON(),
        };
        if (checks.has(i)) {
          step.history = game.history.map(String);
          step.legal = game.legalMoves().map(String);
        }
        return step;
      });
      return { start: new Game(Position.fromJSON(request.start)).status, steps };
    }
    case 'parse':
      try {
        return { value: PARSERS[request.kind](request.text) };
      } catch (e) {
        return error(e);
      }
    case 'deal':
      try {
        return { position: deal(request.code).toJSON() };
      } catch (e) {
        return error(e);
      }
    default: {
      // An op none of the cases know: the request is not a Request, whatever its type says.
      const { op } = /** @type {{op?: unknown}} */ (request);
      throw new Error(`unknown op ${JSON.stringify(op)}`);
    }
  }
}

const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const line of lines) {
  if (!line.trim()) continue;
  let reply;
  try {
    reply = answer(JSON.parse(line));
  } catch (e) {
    reply = error(e);
  }
  process.stdout.write(`${JSON.stringify(reply)}\n`);
}
