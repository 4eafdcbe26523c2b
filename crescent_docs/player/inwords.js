// A position in words, as the example game's "In words" says it under the board: the
// textual diagram (every place as its button names it) and each pile's cards from its top
// card down. Only the stepper writes them, after a step, so they load when first needed.
import { FOUNDATIONS, PILES } from './engine.js';

/** @typedef {import('./engine.js').Game} Game */
/** @typedef {import('./engine.js').Place} Place */
/** @typedef {ReturnType<typeof import('./words.js').wording>} Wording */

/** The textual diagram: the foundations', then the piles' names. @type {(w: Wording, game: Game) => string} */
export const diagram = ({ t, name }, game) => {
  const list = (/** @type {readonly Place[]} */ places) => places.map((p) => name(game, p)).join(t('diagram.separator'));
  return t('diagram.whole', { foundations: list(FOUNDATIONS), piles: list(PILES) });
};

/**
 * Each pile's cards in words, from its top card down (render/prerender.py's `top_first`
 * writes the deal's).
 * @type {(w: Wording, game: Game) => string[]}
 */
export const topFirst = ({ t, long }, game) =>
  PILES.map((p) => {
    const cards = game.pile(p);
    return cards.length
      ? t('player.pile-top-first', { number: p, cards: [...cards].reverse().map(long).join(t('player.list-separator')) })
      : t('diagram.pile-empty', { number: p });
  });
