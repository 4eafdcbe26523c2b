// Every pile's cards at once: free play's "All cards" (the button on the felt, or the key A)
// opens a modal panel over the board that lists the 16 piles in their order, each pile's
// cards in a row from the bottom card to the top one (the one that moves), drawn as the
// board draws a card's index. Every card is dealt face up, and planning needs the buried
// ones: the board shows a pile's top card, and a pile's fan (fan.js) one pile at a time.
// The panel is a <dialog>: the page behind it is inert, the focus goes to its close button;
// Escape, A, the close button or a click anywhere on it puts it away, and the focus goes
// back where it was. Each row also says its pile in words (its name and its cards, as the
// board's descriptions say them), so a screen reader reads the same list. Loaded the first
// time it is opened (play.js).
import { FOUNDATIONS, PILES } from './engine.js';
import { h } from './dom.js';
import { keyOf } from './keys.js';
import { style } from './sheet.js';
import { face } from './view.js';

// Its style (a modal panel's, panel.css, and overview.css) is in before it is drawn.
await Promise.all([style('panel'), style('overview')]);

/**
 * The panel, put in the table `desk`: show(game) opens it on `game`'s piles (or, open,
 * puts it away). `back()` is where the focus goes when the element it came from has gone.
 * @param {import('./state.js').Wording} w
 * @param {HTMLElement} desk
 * @param {() => HTMLElement} back
 * @returns {(game: import('./engine.js').Game) => void}
 */
export function overview(w, desk, back) {
  const { t } = w;
  const id = `${desk.id}-all`;
  const title = h('h2', { className: 'cp-all-title', id: `${id}-title` }, t('player.all-cards-title'));
  const list = h('ol', { className: 'cp-all-piles' });
  // The foundations' top cards above the piles, ascending then descending, as the board
  // lays them out: what each takes next is what a plan looks for.
  const found = h('p', { className: 'cp-all-found' });
  /** @type {(Element & HTMLOrSVGElement) | null} where the focus was when it opened */
  let from = null;
  const close = h('button', { type: 'button', className: 'cp-btn cp-all-close', 'aria-label': t('player.close') }, '\u00d7');
  const e = h('dialog', { className: 'cp-panel cp-all-panel', 'aria-labelledby': title.id }, h('div', { className: 'cp-all-head' }, title, close), found, list);
  const away = () => {
    if (!e.open) return;
    e.close();
    (from?.isConnected ? from : back()).focus();
  };
  // Escape: the browser's cancel. A click anywhere on the panel (its close button too, or
  // the dimmed page around it) puts it away: nothing in it takes a click.
  e.addEventListener('cancel', (ev) => (ev.preventDefault(), away()));
  e.addEventListener('click', away);
  // No key reaches the board or the page behind it (U would undo), but A puts it away, and
  // Tab stays on its one button.
  e.addEventListener('keydown', (ev) => {
    ev.stopPropagation();
    const all = keyOf(ev).toLowerCase() === 'a';
    if (ev.key === 'Tab' || all) ev.preventDefault();
    if (all) away();
  });
  desk.append(e);
  return (game) => {
    if (e.open) return away();
    /** A row's cards, hidden from assistive technology (its words say them). @param {HTMLElement[]} faces */
    const cardsOf = (faces) => h('span', { className: 'cp-all-cards', 'aria-hidden': 'true' }, ...faces);
    /** Words only a screen reader reads. @param {string} text */
    const words = (text) => h('span', { className: 'cp-vh' }, text);
    /** Words only the eye reads. @param {string} text */
    const shown = (text) => h('span', { 'aria-hidden': 'true' }, text);
    const tops = (/** @type {string} */ d) => cardsOf(FOUNDATIONS.filter((f) => f.startsWith(d)).map((f) => face(w, game.top(f))));
    found.replaceChildren(
      shown(t('player.foundations')),
      shown('\u2191'),
      tops('up'),
      shown('\u2193'),
      tops('down'),
      words(FOUNDATIONS.map((f) => w.name(game, f)).join(t('diagram.separator'))),
    );
    list.replaceChildren(
      ...PILES.map((p) => {
        const cards = game.pile(p);
        const row = cardsOf(cards.length ? cards.map((c) => face(w, c)) : [face(w, null)]);
        const about = cards.length > 1 ? ` ${t('player.pile-cards', { cards: cards.map(w.long).join(t('player.list-separator')) })}` : '';
        return h('li', { 'data-pile': p }, h('span', { className: 'cp-all-n', 'aria-hidden': 'true' }, p), row, words(`${w.name(game, p)}.${about}`));
      }),
    );
    from = /** @type {(Element & HTMLOrSVGElement) | null} */ (document.activeElement);
    e.showModal();
    close.focus();
  };
}
