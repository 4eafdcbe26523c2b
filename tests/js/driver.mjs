// The JS side of tests/test_parity.py: one long-lived process that plays games with the JS
// engine and speaks JSON lines over stdin/stdout. Not a test: node --test runs *.test.js only.
//
// Requests, one JSON object a line; one JSON answer a line each:
//   {"op": "game", "start": PositionJSON, "actions": [Action...], "checks": [step index...]}
//       -> {"start": status, "steps": [{"result", "status", "position"}...]}, the steps
//          named in "checks" with the undo "history" and the "legal" moves too
//   {"op": "parse", "kind": "card" | "place" | "move" | "code" | "position", "text": any}
//       -> {"value": ...} or {"error": ErrorName, "message": ..., "reason"?: ...}
//   {"op": "deal", "code": string | number} -> {"position": PositionJSON} or {"error": ...}
// Actions are the vectors' form: {"do": "move", "move": "1 -> 2"}, {"do": "tap" | "drop",
// "place": "3"}, {"do": "undo"}, {"do": "redeal"}. A request that throws answers
// {"error": ErrorName, "message": ...}.
import { createInterface } from 'node:readline';
import {
  Game,
  GameCode,
  Move,
  Position,
  Refusal,
  Selection,
  Card,
  deal,
  parsePlace,
} from '../../crescent_docs/player/engine.js';

/**
 * An action, in the vectors' form.
 * @typedef {{do: 'move', move: string} | {do: 'tap' | 'drop', place: string} |
 *   {do: 'undo' | 'redeal'}} Action
 */
/**
 * A request (see the top).
 * @typedef {{op: 'game', start: unknown, actions: Action[], checks?: number[]} |
 *   {op: 'parse', kind: string, text: unknown} | {op: 'deal', code: string | number}} Request
 */

/**
 * The result of one action, in the vectors' JSON form.
 * @param {Game} game
 * @param {Action} action
 */
export function perform(game, action) {
  let outcome;
  switch (action.do) {
    case 'move':
      outcome = game.move(action.move);
      if (outcome === null) return { moved: String(Move.parse(action.move)) };
      break;
    case 'tap':
      outcome = game.tap(action.place);
      break;
    case 'drop':
      outcome = game.drop(action.place);
      break;
    case 'undo':
      outcome = game.undo();
      if (outcome instanceof Move) return { undone: String(outcome) };
      break;
    case 'redeal':
      outcome = game.redeal();
      if (outcome === null) return { redealt: true };
      break;
    default:
      throw new Error(`unknown action ${JSON.stringify(action)}`);
  }
  if (outcome instanceof Refusal) {
    return outcome.move === null
      ? { refused: outcome.code }
      : { refused: outcome.code, move: String(outcome.move) };
  }
  if (outcome instanceof Selection) return { selected: [...outcome.destinations] };
  return { moved: String(outcome) };
}

/** The answer for whatever a request threw. @param {unknown} thrown */
function error(thrown) {
  const e = /** @type {{name?: string, message?: unknown, reason?: unknown} | null | undefined} */ (
    thrown
  );
  /** @type {{error: string, message: string, reason?: unknown}} */
  const answer = { error: e?.name ?? 'Error', message: String(e?.message ?? e) };
  if (e && 'reason' in e) answer.reason = e.reason;
  return answer;
}

// Each gets the request's "text" as it came, of any JSON type: what the engine makes of a
// number or a list where it expects text is part of what the parity tests compare.
/** @type {Record<string, (text: any) => unknown>} */
const PARSERS = {
  card: (text) => Card.parse(text).code,
  place: (text) => parsePlace(text),
  move: (text) => String(Move.parse(text)),
  code: (text) => {
    const code = GameCode.parse(text);
    return [code.number, String(code)];
  },
  position: (data) => Position.fromJSON(data).toJSON(),
};

/** @param {Request} request */
function answer(request) {
  switch (request.op) {
    case 'game': {
      const game = new Game(Position.fromJSON(request.start));
      const checks = new Set(request.checks ?? []);
      const steps = request.actions.map((action, i) => {
        /**
         * @type {{result: object, status: string, position: object, history?: string[],
         *   legal?: string[]}}
         */
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
    default:
      throw new Error(`unknown op ${JSON.stringify(/** @type {{op: unknown}} */ (request).op)}`);
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
