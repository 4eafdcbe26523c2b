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

// A parse error as the parity test compares it: its kind and reason code, not its wording.
function error(e) {
  const answer = { error: e?.name ?? 'Error' };
  if (e && 'reason' in e) answer.reason = e.reason;
  return answer;
}

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

function answer(request) {
  switch (request.op) {
    case 'game': {
      const game = new Game(Position.fromJSON(request.start));
      const checks = new Set(request.checks ?? []);
      const steps = request.actions.map((action, i) => {
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
      throw new Error(`unknown op ${JSON.stringify(request.op)}`);
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
