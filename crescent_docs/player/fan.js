// A pile's cards, bottom to top, fanned out on the table, readable and overlapping: while a
// mouse or a pen rests on the pile, while the pile has the keyboard's focus, and while a
// finger presses it long (released, it goes). Every card is dealt face up and planning
// needs the buried ones; the board shows each pile's top card only. The fan lies beside
// its pile, towards the middle of the board (under a pile of the top row), inside the
// table, over nothing that takes a tap (it lets every press through); it is hidden from
// assistive technology, to which each pile's description lists the same cards (view.js).
// input.js loads it once the page is idle, or at the first press.
import { h } from './dom.js';
import { face } from './view.js';
import { style } from './sheet.js';

// Its style (fan.css) is in before a fan is drawn.
await style('fan');

// How long a mouse rests on a pile before its fan opens (a pointer passing by opens none),
// and how long a finger presses a pile: a tap is shorter, a drag moves first.
const REST = 350;
const LONG = 450;
// The offset of a card from the one beneath it, and of a row from the one above it, in
// card widths: a card's index (the rank over its suit) stays in sight.
const STEP = 0.42;
const ROW = 0.62;

/**
 * The place (data-place) of the element `e` is in, if any.
 * @param {EventTarget | null} e
 * @returns {string}
 */
const placeOf = (e) => (e instanceof Element && /** @type {HTMLElement | null} */ (e.closest('[data-place]'))?.dataset.place) || '';
/** Whether the place `p` is a pile (1 to 16; a foundation is named, up-S …). @param {string} p */
const isPile = (p) => /^[0-9]+$/.test(p);

/**
 * Fans on the board `view`, drawn on its table `desk`, of a table ({ w, state() });
 * `pointer.held` says that a long press holds a fan (drag.js then starts no drag), and
 * `pointer.swallow` makes its release no tap. Returns down(event), for each press.
 * @param {import('./view.js').BoardView} view
 * @param {HTMLElement} desk
 * @param {{ w: import('./state.js').Wording, state: () => import('./state.js').State }} table
 * @param {{ swallow: boolean, held: boolean }} pointer
 * @returns {(e: PointerEvent) => void}
 */
export function bindFan(view, desk, { w, state }, pointer) {
  const fan = h('div', { className: 'cp-fan', hidden: true, 'aria-hidden': 'true' });
  desk.append(fan);
  let shown = '';
  let hovered = '';
  let timer = 0;
  /** @type {{ id: number, x: number, y: number } | null} a finger's press, until it moves, lifts or holds */
  let press = null;
  const hide = () => {
    clearTimeout(timer);
    if (!shown) return;
    shown = '';
    fan.hidden = true;
    fan.replaceChildren();
  };
  /**
   * The fan of pile `p` (none for a pile of one card or none, or while a card is dragged).
   * @param {string} p
   */
  const show = (p) => {
    const { game, lifted } = state();
    const cards = isPile(p) && !lifted ? game.pile(p) : [];
    if (cards.length < 2) return hide();
    // Every box is read before anything is written.
    const t = desk.getBoundingClientRect();
    const b = view.e.getBoundingClientRect();
    const slot = view.places[p].slot.getBoundingClientRect();
    const whole = view.places[p].b.getBoundingClientRect();
    const inner = { left: t.left + desk.clientLeft, top: t.top + desk.clientTop };
    const col = slot.width;
    const high = slot.height;
    const gap = Math.max(4, col * 0.12);
    const edge = 4;
    const room = t.width - 2 * edge;
    const step = col * STEP;
    // As many cards a row as the table has room for; more go on a row under it.
    const across = Math.max(1, Math.min(cards.length, Math.floor((room - col) / step) + 1));
    const rows = Math.ceil(cards.length / across);
    const width = col + (across - 1) * step;
    const height = high + (rows - 1) * col * ROW;
    let x;
    let y;
    if (slot.top - b.top < high / 2) {
      // A pile of the top row: under it, across its middle.
      x = slot.left + col / 2 - width / 2;
      y = whole.bottom + gap / 2;
    } else {
      // Up the left or down the right: beside it, towards the middle.
      x = slot.left + col / 2 < b.left + b.width / 2 ? slot.right + gap : slot.left - gap - width;
      y = slot.top;
    }
    x = Math.min(Math.max(x - inner.left, edge), t.width - edge - width);
    y = Math.min(Math.max(y - inner.top, edge), t.height - edge - height);
    shown = p;
    fan.style.cssText = `left:${x}px;top:${y}px;width:${width}px;height:${height}px;--cp-col:${col}px;--cp-fan-step:${step}px`;
    fan.replaceChildren(
      ...cards.map((card, i) => {
        const f = face(w, card);
        f.style.left = `${(i % across) * step}px`;
        f.style.top = `${Math.floor(i / across) * col * ROW}px`;
        return f;
      }),
    );
    fan.hidden = false;
  };
  /**
   * Listen on the board for `type`.
   * @template {keyof HTMLElementEventMap} K
   * @param {K} type
   * @param {(e: HTMLElementEventMap[K]) => void} handler
   */
  const on = (type, handler) => view.e.addEventListener(type, handler);
  // A mouse or a pen that rests on a pile, no button held.
  on('pointerover', (e) => {
    if (e.pointerType === 'touch' || e.buttons) return;
    const p = placeOf(e.target);
    if (p === hovered) return;
    hovered = p;
    hide();
    if (isPile(p)) timer = window.setTimeout(() => show(p), REST);
  });
  on('pointerleave', () => ((hovered = ''), hide()));
  // The keyboard's focus on a pile (not a click's); a key hides it until the key is up,
  // then the focused pile's fan shows what the key changed. Escape closes it.
  const focused = () => {
    const a = document.activeElement;
    return a instanceof HTMLElement && view.e.contains(a) && a.matches(':focus-visible') ? placeOf(a) : '';
  };
  on('focusin', () => (focused() ? show(focused()) : hide()));
  on('focusout', hide);
  on('keydown', hide);
  on('keyup', (e) => e.key !== 'Escape' && focused() && show(focused()));
  // A finger's long press: the fan, until the finger lifts; it starts no drag and no tap.
  on('pointermove', (e) => {
    if (press?.id === e.pointerId && Math.hypot(e.clientX - press.x, e.clientY - press.y) >= 8) {
      clearTimeout(timer);
      press = null;
    }
  });
  /** @param {PointerEvent} e */
  const lift = (e) => {
    if (press?.id !== e.pointerId) return;
    press = null;
    if (!pointer.held) return clearTimeout(timer);
    pointer.held = false;
    pointer.swallow = true;
    setTimeout(() => (pointer.swallow = false));
    hide();
  };
  on('pointerup', lift);
  on('pointercancel', lift);
  // The browser's menu of a long press.
  on('contextmenu', (e) => (press || pointer.held) && e.preventDefault());
  return (e) => {
    hide();
    hovered = '';
    pointer.held = false;
    const p = placeOf(e.target);
    if (e.pointerType !== 'touch' || !isPile(p)) return;
    press = { id: e.pointerId, x: e.clientX, y: e.clientY };
    timer = window.setTimeout(() => {
      if (!press) return;
      pointer.held = true;
      show(p);
    }, LONG);
  };
}
