// The board as a function of state: the 16 piles around the horseshoe (pile 1 at the bottom
// left, as the SVG diagrams draw it), the foundations inside, ascending above descending.
// Buttons, or a picture hidden from assistive technology. No listeners, no timers:
// paint(state) draws what changed.
import { FOUNDATIONS, PILES, SUIT_SYMBOLS, isAscending, isPile } from './engine.js';
import { h, icon, put } from './dom.js';

// Marks drawn here, not taken from a font: a lock (a base card) and a check (complete).
const MARKS = {
  lock: 'M5 7V5a3 3 0 0 1 6 0v2h1v7H4V7zm2 0h2V5a1 1 0 0 0-2 0z',
  done: 'M2 8.5l1.6-1.6L6.5 9.8 12.4 4 14 5.6l-7.5 7.4z',
};
/** @param {keyof typeof MARKS} kind */
export const mark = (kind) => icon(MARKS[kind], `cp-mark cp-${kind}`);

/**
 * A card's face: the index in two corners and a large suit in the middle (blank: no card).
 * Its elements are kept, and only their words change: new ones would be styled again.
 * @param {import('./state.js').Wording} w
 * @param {import('./engine.js').Card | null | undefined} card
 * @param {HTMLElement} [span]
 * @returns {HTMLElement}
 */
export function face(w, card, span = h('span')) {
  if (span.childElementCount !== 3) {
    const index = (/** @type {string} */ extra) => h('span', { className: `cp-i${extra}` }, h('span'), h('span'));
    span.replaceChildren(index(''), h('span', { className: 'cp-pip' }), index(' cp-i2'));
  }
  const [one, pip, two] = span.children;
  const rank = card ? w.rank(card, 'short') : '';
  const symbol = card ? SUIT_SYMBOLS[card.suit] : '';
  span.className = `cp-card${card ? ` cp-${'HD'.includes(card.suit) ? 'red' : 'black'}` : ''}`;
  // The index's two spans and the pip, all made above.
  /** @type {Element[]} */ ([one.firstChild, two.firstChild, one.lastChild, pip, two.lastChild]).forEach((e, i) => put(e, i < 2 ? rank : symbol));
  return span;
}

/**
 * A move just played in `game`, in words: its number, the card and where it went.
 * @param {import('./state.js').Wording} w
 * @param {import('./engine.js').Game} game the game after the move
 * @param {import('./engine.js').Move} move
 * @returns {string}
 */
export function played(w, game, move) {
  const d = move.destination;
  // The destination's top is the card just moved; the card beneath it, on a pile, its target.
  const step = w.step(move, /** @type {import('./engine.js').Card} */ (game.top(d)), isPile(d) ? game.pile(d).at(-2) : undefined);
  return w.t('narration.move-item', { number: game.moves, step });
}

let boards = 0;

/**
 * A place on the board: its button (or span), its card's slot, the card, the red ring of
 * a refusal, the caption and the name; `was` is how it was last drawn.
 * @typedef {{ b: HTMLElement, slot: HTMLElement, ring: HTMLElement, card: HTMLElement, cap: HTMLElement, name: HTMLElement, was: string }} Place
 */
/**
 * A board: its element, the foundation area, its places in their order, and paint(state);
 * anim.js keeps its size (`size`, and `sized`, what watches it).
 * @typedef {{ e: HTMLElement, found: HTMLElement, places: Record<string, Place>, order: string[],
 *   paint: (state: Painted) => void, size?: string, sized?: ResizeObserver }} BoardView
 */
/**
 * What paint() draws: the game, and as much of the table's state as there is (the
 * stepper has only the game and its last move's mark).
 * @typedef {Pick<import('./state.js').State, 'game'> & Partial<import('./state.js').State>} Painted
 */

/**
 * The board: all 24 places, or `only` a demo's piles, in one row, over the foundations.
 * @param {import('./state.js').Wording} w
 * @param {boolean} [interactive] buttons (a table), or a picture hidden from assistive technology (the stepper)
 * @param {readonly string[]} [only]
 * @returns {BoardView}
 */
export function board(w, interactive, only) {
  /** @type {Record<string, Place>} */
  const places = {};
  const serial = ++boards;
  const shown = only ?? [...PILES, ...FOUNDATIONS];
  const compact = !!only;
  const make = (/** @type {string} */ p, /** @type {number} */ i) => {
    const card = h('span', { className: 'cp-card' });
    const ring = h('span', { className: 'cp-ring' });
    const slot = h('span', { className: 'cp-slot', 'aria-hidden': 'true' }, card, ring);
    const cap = h('span', { className: 'cp-cap', 'aria-hidden': 'true' });
    // The place's name: words that are never drawn (so never laid out when they change),
    // named by the button's aria-labelledby.
    const name = h('span', { className: 'cp-vh', hidden: true, id: `cp-${serial}-${p}` });
    if (!isPile(p)) {
      const up = isAscending(p);
      const from = w.t(`rank.short.${up ? 'A' : 'K'}`);
      slot.append(h('span', { className: 'cp-dir' }, `${up ? '\u2191' : '\u2193'}${from}`), mark('lock'), mark('done'));
    }
    const b = h(interactive ? 'button' : 'span', { className: 'cp-place' }, slot, cap, name);
    b.dataset.place = p;
    if (interactive) Object.assign(b, { type: 'button', tabIndex: -1 }), b.setAttribute('aria-labelledby', name.id);
    // The horseshoe's two shapes (player.css takes one): ten columns, or six on a narrow player.
    if (isPile(p) && !compact) {
      b.style.setProperty('--wide', i < 4 ? `${5 - i} / 1` : i < 12 ? `1 / ${i - 2}` : `${i - 10} / 10`);
      b.style.setProperty('--narrow', i < 6 ? `${6 - i} / 1` : i < 10 ? `1 / ${i - 4}` : `${i - 9} / 6`);
    }
    places[p] = { b, slot, ring, card, cap, name, was: '' };
    return b;
  };
  const piles = shown.filter(isPile);
  const found = h('div', { className: 'cp-found' }, ...FOUNDATIONS.map(make));
  const e = h('div', { className: `cp-board${compact ? ' cp-compact' : ''}` }, ...piles.map((p) => make(p, +p - 1)), found);
  if (compact) e.style.setProperty('--cp-cols', `${Math.max(piles.length, 4)}`);
  if (interactive) {
    e.setAttribute('role', 'group');
    e.setAttribute('aria-label', w.t('player.board'));
    found.setAttribute('role', 'group');
    found.setAttribute('aria-label', w.t('player.foundations'));
  } else e.setAttribute('aria-hidden', 'true');
  const order = [...piles, ...FOUNDATIONS];
  let focused = '';
  /**
   * Draw `state` (state.js says what each field is).
   * @param {Painted} state
   */
  const paint = (state) => {
    const { game, selected = '', focus = '', targets = [], lifted = '', hover = '', hoverOk = false, hint = null, marked = '' } = state;
    if (interactive && focus !== focused) {
      if (focused) places[focused].b.tabIndex = -1;
      places[(focused = focus)].b.tabIndex = 0;
    }
    const moving = selected || lifted;
    const card = moving && game.top(moving);
    // A hint marks its move's source and destination (help.js), not the Redeal button.
    const move = hint && 'source' in hint ? hint : null;
    for (const p of order) {
      const it = places[p];
      const pile = isPile(p);
      // A lifted card has left its pile: the pile shows the card beneath.
      const n = game.count(p) - (p === lifted ? 1 : 0);
      const top = n ? (p === lifted ? game.pile(p).at(-2) : game.top(p)) : null;
      const ok = targets.includes(p);
      const over = p === hover ? (hoverOk ? ' cp-hover' : ' cp-hover cp-hover-no') : '';
      const hinted = move?.source === p ? 'from' : move?.destination === p ? 'to' : '';
      // Only a place whose look or name changed is touched.
      const last = p === marked;
      const look = `${n} ${top} ${p === selected} ${ok} ${ok && card} ${over} ${p === lifted} ${hinted} ${last}`;
      if (look === it.was) continue;
      it.was = look;
      face(w, top, it.card);
      // The caption's short form, on one line; the name has the words.
      if (pile) put(it.cap, w.t('player.pile-caption-short', { number: p, n }));
      let full = w.name(game, p);
      if (p === selected) full = w.t('player.place-selected', { name: full });
      if (ok && card) full = w.t('player.accepts', { name: full, card: w.object(card) });
      if (hinted) full = w.t(`player.hint-${hinted}`, { name: full });
      put(it.name, full);
      const depth = Math.min(Math.max(n - 1, 0), 5);
      it.b.className = `cp-place${top ? '' : ' cp-empty'}${pile ? ` cp-d${depth}` : n === 1 ? ' cp-base' : n === 13 ? ' cp-full' : ''}${
        p === selected ? ' cp-sel' : ''}${ok ? ' cp-ok' : ''}${hinted ? ' cp-hint' : ''}${n > (pile ? 0 : 1) ? ' cp-mov' : ''}${p === lifted ? ' cp-lifted' : ''}${last ? ' cp-last' : ''}${over}`;
    }
  };
  return { e, found, places, order, paint };
}

