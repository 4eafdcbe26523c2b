// What the board explains, loaded once the page is idle (out of the first load): the
// legend of its marks (a base card's lock, the two directions, a pile's caption, the last
// move's card, the letters of the ranks), free
// play's line of the main keys, into the box its player left for them, with their style;
// the prompt in the status line until its first message; the tip shown on the table (and
// said) the first time in a visit that a tap plays a card at once, until the next action
// on the page (another demo's too);
// and a refused move shown beside where it happened.
import { h, put } from './dom.js';
import { read, write } from './store.js';
import { mark } from './view.js';
import { style } from './sheet.js';

const TIP = 'crescent-player/tip';
// Its style (guide.css) is in before anything here is drawn.
await style('guide');

/**
 * The legend, added to `box`: a list named player.legend.
 * @param {import('./state.js').Wording} w
 * @param {HTMLElement} box
 */
export function legend(w, box) {
  const item = (/** @type {Node} */ glyph, /** @type {string} */ key) => h('li', 0, glyph, ' ', h('span', 0, w.t(`player.legend-${key}`)));
  const dir = (/** @type {boolean} */ up) => h('span', { className: 'cp-dir', 'aria-hidden': 'true' }, `${up ? '\u2191' : '\u2193'}${w.t(`rank.short.${up ? 'A' : 'K'}`)}`);
  box.append(
    h(
      'ul',
      { className: 'cp-legend', 'aria-label': w.t('player.legend') },
      item(mark('lock'), 'base'),
      item(dir(true), 'up'),
      item(dir(false), 'down'),
      item(h('b', 0, w.t('player.pile-caption-short', { number: 5, n: 6 })), 'caption'),
      // The last move's marks (a dotted outline, and a dashed one where it came from), in
      // the diagrams' words for their own.
      h('li', 0, h('span', { className: 'cp-swatch', 'aria-hidden': 'true' }), ' ', h('span', 0, w.t('picture.legend-moved'))),
      h('li', 0, h('span', { className: 'cp-swatch cp-came', 'aria-hidden': 'true' }), ' ', h('span', 0, w.t('picture.legend-source'))),
      // The letters on the cards, each before its rank's name: "A ace, J jack, Q queen, K king".
      h(
        'li',
        { className: 'cp-ranks' },
        ...['A', 'J', 'Q', 'K'].flatMap((r, i) => [i ? w.t('player.list-separator') : '', h('b', 0, w.t(`rank.short.${r}`)), ` ${w.t(`rank.long.${r}`)}`]),
      ),
    ),
  );
}

/**
 * The line of the main keys, added to `box` (shown where there is a keyboard and a mouse).
 * @param {import('./state.js').Wording} w
 * @param {HTMLElement} box
 */
export function keys(w, box) {
  box.append(h('p', { className: 'cp-keys' }, w.t('player.keys-line')));
}

let told = false;
/** How long the tip stays without an action (ms): a pause, then a slow reader's time per word. */
const READING = { base: 3000, word: 300 };
/**
 * After a tap that played its card at once, the first time in a visit (sessionStorage, else
 * this page): the tip, on the table `desk` under the move's announcement, in a live region
 * of its own (filled once it is in the page, so that it is said), until the next press or
 * key anywhere on the page (another rule demo used: the tip goes), or until it has been read.
 * @param {import('./state.js').Wording} w
 * @param {HTMLElement} desk
 */
export function tip(w, desk) {
  // Where storage refuses, the tip is told once on this page.
  told ||= !!read(TIP, 'sessionStorage');
  write(TIP, '1', 'sessionStorage');
  if (told) return;
  told = true;
  // Where it covers no card: on the full board, in the foundation area under the
  // foundations; beside a rule demo's foundations where its row of piles leaves room
  // (more than five), else beside its table.
  const cols = /** @type {HTMLElement | null} */ (desk.querySelector('.cp-compact'))?.style.getPropertyValue('--cp-cols');
  const note = h('p', { className: `cp-tip${Number(cols) > 5 ? ' cp-tip-side' : cols ? ' cp-tip-out' : ''}`, role: 'status' });
  // The desk holds a board, which has its foundation area, and lies in its player.
  const root = /** @type {HTMLElement} */ (desk.parentElement);
  if (!cols) /** @type {Element} */ (desk.querySelector('.cp-found')).append(note);
  else if (Number(cols) > 5) desk.append(note);
  else {
    note.style.top = `${desk.offsetTop}px`;
    note.style.left = `${desk.offsetLeft + desk.offsetWidth + 8}px`;
    root.append(note);
  }
  const done = () => {
    note.remove();
    for (const type of ['pointerdown', 'keydown']) document.removeEventListener(type, done, true);
  };
  setTimeout(() => {
    const text = w.t('player.one-place-tip');
    put(note, text);
    for (const type of ['pointerdown', 'keydown']) document.addEventListener(type, done, true);
    // A player who rests the mouse after the move does no next action: the tip goes once
    // it has been read, in a reading time (`READING`) for its words.
    setTimeout(done, READING.base + READING.word * (text.match(/\S+/g)?.length ?? 0));
  }, 150);
}

/**
 * Until its first message, the status line above the board (`status`, a live region) says
 * what to try: beside the region, not in it (so it is never announced), as a quiet hint,
 * gone once the region speaks. Free play says it for a touch screen or a mouse.
 * @param {import('./state.js').Wording} w
 * @param {HTMLElement} status
 * @param {boolean} play
 */
export function prompt(w, status, play) {
  const touch = matchMedia('(pointer: coarse)').matches;
  status.after(h('p', { className: 'cp-idle' }, w.t(`player.idle-${play ? (touch ? 'touch' : 'mouse') : 'demo'}`)));
}

const BUBBLE = 3000;
/** A box's top left corner, on the screen: [left, top]. @typedef {[number, number]} Spot */
/** @type {(() => void) | null} the bubble shown, to take away */
let bubbled = null;
/**
 * A refused move (the action's `motion`: the target `refuse`, the card's place `source`, the
 * refusal `said`, whether it was a drop on the foundations `drop`), shown on the felt beside
 * its target (or its card) in a game `game` not yet changed: the move ("K♠ → pile 4") and
 * the refusal, for a few seconds or until the next tap or key. Hidden from assistive
 * technology: the status line has said it. It lies on the table, next to its target (at
 * most 12 px away), where it covers neither the target's caption, nor the selected card nor
 * a place that takes it, nor any other card, and as few other captions as it can; where
 * the table has no such room, only the status line says it.
 * @param {import('./state.js').Wording} w
 * @param {import('./view.js').BoardView} view
 * @param {import('./table.js').Motion} motion
 * @param {import('./engine.js').Game} game
 */
export function bubble(w, view, { refuse, source, said, drop }, game) {
  bubbled?.();
  const at = view.places[refuse || source || ''];
  if (!at) return;
  const card = source && refuse && source !== refuse && game.top(source);
  const note = h('p', { className: 'cp-bubble', 'aria-hidden': 'true' }, `${said}`.trim());
  // A drop names the foundations, any of which might have taken it, not the one beside it.
  if (card && refuse) {
    const place = drop ? w.t('player.foundations') : w.place(refuse);
    note.prepend(h('b', 0, w.t('player.refused-move', { card: w.short(card), place })));
  }
  // The board lies on its desk, in its player.
  const desk = /** @type {HTMLElement} */ (view.e.parentNode);
  const root = /** @type {HTMLElement} */ (desk.parentNode);
  desk.after(note); // positioned in the player, kept on its table
  const o = desk.getBoundingClientRect();
  const R = root.getBoundingClientRect();
  // Its card and caption (a side pile's caption lies beside its card, out of its box; a
  // foundation's is not drawn).
  const [b, c] = [at.b, at.cap].map((e) => e.getBoundingClientRect());
  const [x0, y0] = c.width ? [Math.min(b.left, c.left), Math.min(b.top, c.top)] : [b.left, b.top];
  const r = c.width ? DOMRect.fromRect({ x: x0, y: y0, width: Math.max(b.right, c.right) - x0, height: Math.max(b.bottom, c.bottom) - y0 }) : b;
  note.style.maxWidth = `${Math.min(o.width - 8, 16 * parseFloat(getComputedStyle(note).fontSize))}px`;
  const { width, height } = note.getBoundingClientRect();
  const needed = [r, ...[...view.e.querySelectorAll('.cp-sel .cp-card, .cp-ok .cp-slot')].map((e) => e.getBoundingClientRect())];
  const clamp = (/** @type {number} */ v, /** @type {number} */ low, /** @type {number} */ high) => Math.max(low, Math.min(v, high));
  const x = r.left + r.width / 2 - width / 2;
  const y = r.top + r.height / 2 - height / 2;
  // Under the card, over it, after it, before it, at its corners; kept on the table, and
  // next to the card.
  /** @type {Spot[]} */
  const spots = /** @type {Spot[]} */ ([
    [x, r.bottom + 4],
    [x, r.top - height - 4],
    [r.right + 4, y],
    [r.left - width - 4, y],
    ...[r.left - width - 4, r.right + 4].flatMap((left) => [[left, r.bottom + 4], [left, r.top - height - 4]]),
  ]).map(([left, top]) => [clamp(left, o.left + 4, o.right - width - 4), clamp(top, o.top + 4, o.bottom - height - 4)]);
  const over = (/** @type {Spot} */ [left, top], /** @type {DOMRect} */ c) =>
    Math.max(0, Math.min(left + width, c.right) - Math.max(left, c.left)) * Math.max(0, Math.min(top + height, c.bottom) - Math.max(top, c.top));
  const near = (/** @type {Spot} */ [left, top]) => Math.max(left - r.right, r.left - left - width, top - r.bottom, r.top - top - height) <= 12;
  const clear = (/** @type {Spot} */ spot) => near(spot) && needed.every((c) => !over(spot, c));
  // Of the spots clear of those, the one that hides least of the other places, a card
  // counting more than a caption. Where each would hide a card, the status line alone says
  // it (a small board: the line is right above it).
  const cards = [...view.e.querySelectorAll('.cp-card')].map((e) => e.getBoundingClientRect());
  const others = [...view.e.querySelectorAll('.cp-place, .cp-cap')].map((e) => e.getBoundingClientRect()).concat(cards);
  const hidden = (/** @type {Spot} */ spot) => others.reduce((sum, c) => sum + over(spot, c), 0);
  const best = spots.filter(clear).reduce((a, b) => (a && hidden(a) <= hidden(b) ? a : b), /** @type {Spot | null} */ (null));
  if (!best || cards.some((c) => over(best, c))) return note.remove();
  const [left, top] = best;
  Object.assign(note.style, { left: `${left - R.left}px`, top: `${top - R.top}px` });
  let timer = 0;
  const done = () => {
    clearTimeout(timer);
    note.remove();
    bubbled = null;
    for (const type of ['pointerdown', 'keydown']) document.removeEventListener(type, done, true);
  };
  for (const type of ['pointerdown', 'keydown']) document.addEventListener(type, done, true);
  timer = window.setTimeout(done, BUBBLE);
  bubbled = done;
}
