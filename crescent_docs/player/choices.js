// The words of a table's choices: where a selected card can go ("pile 3 or the ascending
// foundation of hearts"), and what a place takes, said after a refusal there. Only a table
// selects and refuses (table.js), so only its pages load these: the stepper's page, which
// loads the shared wording (words.js), does not.
import { isPile } from './engine.js';

/** @typedef {import('./state.js').Wording} Wording */
/** @typedef {import('./engine.js').Game} Game */
/** @typedef {import('./engine.js').Card} Card */

/** Each language's list of alternatives, made once (the first costs a phone some 70 ms). @type {Map<string, Intl.ListFormat>} */
const lists = new Map();
/**
 * `items` as alternatives, in the wording's language: "pile 3, pile 7 or pile 9".
 * @param {Wording} w
 * @param {string[]} items
 */
export const or = (w, items) => {
  let list = lists.get(w.locale);
  if (!list) lists.set(w.locale, (list = new Intl.ListFormat(w.locale, { type: 'disjunction' })));
  return list.format(items);
};

/**
 * Where a card can go, as the selection lists it: "pile 3", "the ascending foundation of
 * hearts".
 * @param {Wording} w
 * @param {string} p
 */
export const onto = (w, p) =>
  isPile(p) ? w.t('player.onto-pile', { number: p }) : w.t('player.onto-foundation', { foundation: w.place(p, 'to') });

/**
 * What `p` takes by suit and rank (the engine's `fits`), said after a refusal there: "Onto
 * the 5♥ goes the 4♥ or the 6♥.", "Onto the ascending foundation of hearts goes the 6♥
 * next."; '' when it takes nothing.
 * @param {Wording} w
 * @param {Game} game
 * @param {string} p
 */
export const fitsAt = (w, game, p) => {
  const cards = game.fits(p);
  if (!cards.length) return '';
  if (!isPile(p)) return w.t('player.fits-foundation', { foundation: w.place(p, 'to'), card: w.the(cards[0]) });
  // A pile that takes a card has one: `fits` names none for an empty pile.
  return w.t('player.fits-pile', { card: w.object(/** @type {Card} */ (game.top(p))), cards: or(w, cards.map(w.the)) });
};

/**
 * What the foundations of `card`'s suit take next, after a drop there is refused.
 * @param {Wording} w
 * @param {Game} game
 * @param {Card} card
 */
export const fitsDrop = (w, game, card) => {
  const cards = [`up-${card.suit}`, `down-${card.suit}`].flatMap((p) => game.fits(p));
  return cards.length ? w.t('player.fits-drop', { cards: or(w, cards.map(w.the)) }) : '';
};
