// The one way the JS tests apply an action of the shared vectors (tests/vectors/README.md)
// to the JS engine, and write its result: the twin of `perform` in
// crescent_docs/tools/vectors.py, which writes the vectors and which every Python test that
// replays uses. Not a test: node --test runs *.test.js only.
import { Move, Refusal, Selection } from '../../crescent_docs/player/engine.js';

/** @typedef {import('../../crescent_docs/player/engine.js').Game} Game */
/** @typedef {import('../../crescent_docs/player/engine.js').Place} Place */
/** @typedef {import('../../crescent_docs/player/engine.js').PositionJSON} PositionJSON */
/** @typedef {import('../../crescent_docs/player/engine.js').RefusalReason} RefusalReason */
/** A game's status: `playing`, `won` or `blocked`. @typedef {Game['status']} Status */
/**
 * An action of the vectors.
 * @typedef {{do: 'move', move: string} | {do: 'tap' | 'drop', place: Place} | {do: 'undo'}
 *   | {do: 'redeal'}} Action
 */
/**
 * What an action did, in the vectors' JSON form: exactly one key.
 * @typedef {{moved: string} | {undone: string} | {redealt: true} | {refused: RefusalReason}
 *   | {selected: Place[]}} Result
 */
/**
 * A step of a scenario or game record: the action, its result, and the status and position
 * after it.
 * @typedef {{action: Action, result: Result, status: Status, position: PositionJSON}} Step
 */

/**
 * Do `action` in `game`; its result in the vectors' JSON form.
 * @param {Game} game
 * @param {Action} action
 * @returns {Result}
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
  if (outcome instanceof Refusal) return { refused: outcome.code };
  if (outcome instanceof Selection) return { selected: [...outcome.destinations] };
  if (!(outcome instanceof Move)) throw new Error(`unexpected outcome ${outcome}`);
  return { moved: String(outcome) };
}
