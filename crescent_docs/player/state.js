// The table's state, every field of it made here: what the view (view.js) shows is a
// function of it, and the controller (table.js) and what it loads change only these fields.
import { Game } from './engine.js';

/** @typedef {import('./engine.js').Position} Position */
/** @typedef {ReturnType<typeof import('./words.js').wording>} Wording the wording of a page (words.js) */
/** @typedef {import('./engine.js').Move} Move */

/**
 * What a hint marks: a move's source and destination, or the Redeal button.
 * @typedef {{ source: string, destination: string } | { redeal: true }} Hint
 */

/**
 * @typedef {object} State
 * @property {Game} game the game on the board
 * @property {Position} start the position the game started from, which `log` replays
 * @property {string[]} log the actions played since the start (a move's text, or 'redeal'), to replay it
 * @property {string} selected the selected place ('' none)
 * @property {string[]} targets the places that accept the selected or dragged card
 * @property {string} focus the place that has the keyboard's focus (the roving tabindex)
 * @property {string} lifted the place whose card is being dragged ('' none)
 * @property {string} hover the place under a dragged card ('' none)
 * @property {boolean} hoverOk whether that place takes the card
 * @property {{ place?: string, moved?: boolean, to?: string, at?: number }} last the last tap: its place, and whether it played a card (for double taps); a card it sent by itself, where `to` and when `at` (performance.now())
 * @property {Mark | null} mark the last move (or the one Undo took back), marked on the board
 * @property {Hint | null} hint the hint shown on the board (help.js)
 * @property {string[]} undone the actions taken back by Undo, the latest last: Redo plays them
 *   again, until another action is played (free play, play.js)
 */

/**
 * A move's mark: the place where its card lies now (`destination`), and the one it left
 * (`source`). A Move is one; an undone move is its reverse.
 * @typedef {{ source: string, destination: string }} Mark
 */

/**
 * A table's state: the game from `position` replayed through `actions`, the focus on `focus`.
 * @param {Position} position
 * @param {string} [focus]
 * @param {string[]} [actions] moves' texts and 'redeal's; one the game refuses throws
 * @returns {State}
 */
export function createState(position, focus = '1', actions = []) {
  const game = new Game(position);
  for (const a of actions) if (act(game, a) !== null) throw new Error(a);
  return {
    game,
    start: position,
    log: [...actions],
    selected: '',
    targets: [],
    focus,
    lifted: '',
    hover: '',
    hoverOk: false,
    last: {},
    mark: null,
    hint: null,
    undone: [],
  };
}

/**
 * Play one step of a game: a move (a Move or its text) or 'redeal'; null when played, else
 * the refusal.
 * @param {Game} game
 * @param {Move | string} step
 */
export const act = (game, step) => (step === 'redeal' ? game.redeal() : game.move(step));

/**
 * A position's key (its JSON form): the same position, the same key.
 * @param {Game} game
 * @returns {string}
 */
export const positionKey = (game) => JSON.stringify(game.position.toJSON());
