// The board as a function of state: the 16 piles around the horseshoe (pile 1 at the bottom
// left, as the SVG diagrams draw it), the foundations inside, ascending above descending.
// Buttons, or a picture hidden from assistive technology. The page holds the board's
// first frame (render/prerender.py); board() takes it over. No listeners, no timers:
// paint(state) draws what changed.
import { SUIT_SYMBOLS, isPile } from './engine.js';
import { h, put } from './dom.js';

/**
 * A mark as the page's boards draw it (render/prerender.py writes it in each foundation's
 * slot): a lock (a base card) or a check (complete), hidden from assistive technology.
 * @param {'lock' | 'done'} kind
 * @returns {Node}
 */
export const mark = (kind) => /** @type {Element} */ (document.querySelector(`.cp-board .cp-${kind}`)).cloneNode(true);

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

/**
 * A place on the board: its button (or span), its card's slot, the card, the red ring of
 * a refusal, the caption, the name and (a table's) the description, which lists a pile's
 * cards from the bottom up; `was` is how it was last drawn.
 * @typedef {{ b: HTMLElement, slot: HTMLElement, ring: HTMLElement, card: HTMLElement, cap: HTMLElement, name: HTMLElement, about?: HTMLElement, was: string }} Place
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
 * The board the page holds (`e`, a .cp-board), taken over as it is: the build writes its
 * first frame (render/prerender.py) as paint() draws it, so painting the same state
 * changes nothing. Its places are buttons (a table), or spans of a picture hidden from
 * assistive technology (the stepper): all 24, or a demo's piles in one row, over the
 * foundations. Each place holds its card's slot (the card, the ring, and a foundation's
 * direction and marks), its caption and its name (words never drawn, so never laid out
 * when they change: the button's aria-labelledby names it).
 * @param {import('./state.js').Wording} w
 * @param {HTMLElement} e
 * @returns {BoardView}
 */
export function board(w, e) {
  /** @type {Record<string, Place>} */
  const places = {};
  /** @type {string[]} */
  const order = [];
  // The build writes each place as [slot [card, ring, …], caption, name, description].
  for (const b of /** @type {NodeListOf<HTMLElement>} */ (e.querySelectorAll('.cp-place'))) {
    const [slot, cap, name, about] = /** @type {(HTMLElement | undefined)[]} */ ([...b.children]);
    const [card, ring] = /** @type {HTMLElement[]} */ ([.../** @type {HTMLElement} */ (slot).children]);
    const p = /** @type {string} */ (b.dataset.place);
    // A place always has its slot, caption and name.
    places[p] = { b, slot: /** @type {HTMLElement} */ (slot), ring, card, cap: /** @type {HTMLElement} */ (cap), name: /** @type {HTMLElement} */ (name), about, was: '' };
    order.push(p);
  }
  const found = /** @type {HTMLElement} */ (e.querySelector('.cp-found'));
  const interactive = e.getAttribute('role') === 'group';
  let focused = order.find((p) => places[p].b.getAttribute('tabindex') === '0') ?? '';
  /**
   * Draw `state` (state.js says what each field is).
   * @param {Painted} state
   */
  const paint = (state) => {
    const { game, selected = '', focus = '', targets = [], lifted = '', hover = '', hoverOk = false, hint = null, mark = null } = state;
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
      // A hint's move, marked, stands alone: the last move's marks wait (a review found four
      // outlines on the board, two sets alike).
      const last = !move && p === mark?.destination;
      const left = !move && p === mark?.source;
      const look = `${n} ${top} ${p === selected} ${ok} ${ok && card} ${over} ${p === lifted} ${hinted} ${last} ${left}`;
      if (look === it.was) continue;
      it.was = look;
      face(w, top, it.card);
      // The caption's short form, on one line; the name has the words.
      if (pile) put(it.cap, w.t('player.pile-caption-short', { number: p, n }));
      let full = w.name(game, p);
      if (p === selected) full = w.t('player.place-selected', { name: full });
      if (ok && card) full = w.t('player.accepts', { name: full, card: w.spoken(w.object(card)) });
      if (hinted) full = w.t(`player.hint-${hinted}`, { name: full });
      put(it.name, full);
      // Every card of a pile, from the bottom up: a pile shows its top card only.
      if (it.about) {
        const cards = pile && n > 1 ? game.pile(p).slice(0, n) : [];
        put(it.about, cards.length ? w.t('player.pile-cards', { cards: cards.map(w.long).join(w.t('player.list-separator')) }) : '');
      }
      const depth = Math.min(Math.max(n - 1, 0), 5);
      const classes = `cp-place${top ? '' : ' cp-empty'}${pile ? ` cp-d${depth}` : n === 1 ? ' cp-base' : n === 13 ? ' cp-full' : ''}${
        p === selected ? ' cp-sel' : ''}${ok ? ' cp-ok' : ''}${hinted ? ' cp-hint' : ''}${n > (pile ? 0 : 1) ? ' cp-mov' : ''}${p === lifted ? ' cp-lifted' : ''}${last ? ' cp-last' : ''}${left ? ' cp-came' : ''}${over}`;
      if (it.b.className !== classes) it.b.className = classes;
    }
  };
  return { e, found, places, order, paint };
}

