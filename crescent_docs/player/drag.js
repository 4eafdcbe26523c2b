// Drag and drop on a board, with a mouse, a pen or a finger (input.js loads it once the page
// is idle, or at the first press): a card taken past 8 px follows the pointer as a ghost (a
// finger's larger, and above the fingertip, which would hide it); the place under the pointer (the
// finger's point, not the ghost drawn above it) shows whether it takes the card, and a
// release there plays the move, or puts the card back.
// Actions for the controller: lift, hover, move and drop (input.js lists them).
import { Refusal } from './engine.js';
import { face } from './view.js';
import { style } from './sheet.js';

// Its style (drag.css) is in before a card is dragged.
await style('drag');

/**
 * The card that follows the pointer.
 * @param {import('./state.js').Wording} w
 * @param {import('./engine.js').Card} card
 */
const ghost = (w, card) => {
  const g = face(w, card);
  g.classList.add('cp-ghost');
  g.setAttribute('aria-hidden', 'true');
  return g;
};

/**
 * A press on a card that can move, until it ends: its place's button `b` and place `p`, where
 * and with which pointer it began, and how far above it the ghost's centre lies (`lift`: a
 * finger's, half a card and a fingertip; else 0); once taken past 8 px, the ghost, the box
 * that shows where "fixed" starts (`origin`), and what the ghost was last over (`over`).
 * @typedef {{ b: HTMLElement, p: string, x: number, y: number, id: number, lift: number,
 *   ghost?: HTMLElement, origin?: HTMLElement, over?: string }} Drag
 */
// A fingertip's height, in CSS pixels, between the finger's point and the ghost; and how
// much larger a finger's ghost is drawn than the cards (drag.css's .cp-ghost-touch), so
// that it reads beside the finger.
const TIP = 28;
const TOUCH_SCALE = 1.4;

/**
 * The place (data-place) of the element `e` is in, if any.
 * @param {Element | null} e
 * @returns {string | undefined}
 */
const placeOf = (e) => /** @type {HTMLElement | null | undefined} */ (e?.closest('[data-place]'))?.dataset.place;

/**
 * Listen for the moves of a drag on the board `view` of a table ({ w, state() });
 * `pointer.swallow` marks the click that ends a drag. Returns down(event), for each press.
 * @param {import('./view.js').BoardView} view
 * @param {HTMLElement} root
 * @param {(a: import('./input.js').PointerAction) => unknown} act
 * @param {{ w: import('./state.js').Wording, state: () => import('./state.js').State }} table
 * @param {{ swallow: boolean, held: boolean }} pointer
 * @returns {(e: PointerEvent) => void}
 */
export function bindDrag(view, root, act, { w, state }, pointer) {
  /** @type {Drag | null} */
  let drag = null;
  /**
   * Listen on the board for `type`.
   * @template {keyof HTMLElementEventMap} K
   * @param {K} type
   * @param {(e: HTMLElementEventMap[K]) => void} handler
   */
  const on = (type, handler) => view.e.addEventListener(type, handler);
  on('pointermove', (e) => {
    if (drag?.id !== e.pointerId) return;
    // No button held: the press ended before this module arrived (input.js hands it on).
    if (!e.buttons) return stop();
    // A long press that holds the pile's fan (fan.js) is no drag.
    if (pointer.held && !drag.ghost) return;
    // The ghost and its origin are made together.
    if (!drag.ghost || !drag.origin) {
      if (Math.hypot(e.clientX - drag.x, e.clientY - drag.y) < 8) return;
      drag.b.setPointerCapture(e.pointerId);
      // A place that can move a card holds one; its ghost is a card of the board's size
      // (the player's own --cp-col is another on a phone, whose board has six columns).
      const size = drag.b.querySelector('.cp-card')?.getBoundingClientRect().width ?? 0;
      drag.ghost = ghost(w, /** @type {import('./engine.js').Card} */ (state().game.top(drag.p)));
      if (size) drag.ghost.style.setProperty('--cp-col', `${size}px`);
      // Where "fixed" starts: a player that contains its layout (a rule demo) is the
      // ghost's containing block, not the window; an empty box at 0, 0 shows it.
      drag.origin = document.createElement('i');
      drag.origin.style.cssText = 'position:fixed;left:0;top:0';
      root.append(drag.ghost, drag.origin);
      if (e.pointerType === 'touch') {
        drag.ghost.classList.add('cp-ghost-touch');
        drag.lift = (drag.ghost.offsetHeight * TOUCH_SCALE) / 2 + TIP;
      }
      act({ type: 'lift', place: drag.p });
    }
    const o = drag.origin.getBoundingClientRect();
    const y = e.clientY - drag.lift;
    Object.assign(drag.ghost.style, { left: `${e.clientX - o.left}px`, top: `${y - o.top}px` });
    // The place under the pointer shows whether it takes the card: a finger aims with its
    // point, under the card drawn above it.
    const hit = document.elementFromPoint(e.clientX, e.clientY);
    const over = hit?.closest('.cp-found') === view.found ? 'found' : view.e.contains(hit) ? placeOf(hit) : '';
    const under = placeOf(hit) ?? '';
    if (`${over} ${under}` !== drag.over) {
      drag.over = `${over} ${under}`;
      const { game, targets } = state();
      let place = over ?? '';
      let ok = targets.includes(place);
      if (place === 'found') {
        // Over the foundation area: the foundation that would take the card, or the one
        // under the pointer, refusing.
        const r = game.dropTarget(drag.p);
        ok = !(r instanceof Refusal);
        place = r instanceof Refusal ? under : r;
      }
      act({ type: 'hover', place, ok });
    }
  });
  const stop = () => {
    drag?.ghost?.remove();
    drag?.origin?.remove();
    drag = null;
  };
  on('pointercancel', () => drag?.ghost && act({ type: 'lift', place: '' }));
  on('pointercancel', stop);
  on('pointerup', (e) => {
    const d = drag;
    if (d?.id !== e.pointerId) return;
    if (!d.ghost) return stop();
    pointer.swallow = true;
    setTimeout(() => (pointer.swallow = false));
    // The dragged card's centre, relative to the board: where its move starts (anim.js).
    const r = d.ghost.getBoundingClientRect();
    const o = view.e.getBoundingClientRect();
    const from = { x: r.left + r.width / 2 - o.left, y: r.top + r.height / 2 - o.top };
    const hit = document.elementFromPoint(e.clientX, e.clientY);
    const target = placeOf(hit);
    // Anywhere on the foundation area: the foundation of the card's suit that takes it; a
    // refusal is shown at the foundation under the pointer, or the nearest one.
    if (hit?.closest('.cp-found') === view.found) {
      const far = (/** @type {Element} */ f) => {
        const b = f.getBoundingClientRect();
        return Math.hypot(b.left + b.width / 2 - e.clientX, b.top + b.height / 2 - e.clientY);
      };
      const near = target ?? placeOf([...view.found.querySelectorAll('[data-place]')].reduce((a, b) => (far(a) <= far(b) ? a : b)));
      act({ type: 'drop', source: d.p, from, near });
    } else if (target && view.e.contains(hit) && target !== d.p) act({ type: 'move', source: d.p, target, from });
    else act({ type: 'lift', place: '', nowhere: !(target === d.p && view.e.contains(hit)) });
    stop();
  });
  return (e) => {
    pointer.swallow = false;
    const b = /** @type {HTMLElement | null} */ (/** @type {Element} */ (e.target).closest('.cp-mov'));
    // A card that can move is on a place's button, which names its place.
    if (b && !e.button) drag = { b, p: /** @type {string} */ (b.dataset.place), x: e.clientX, y: e.clientY, id: e.pointerId, lift: 0 };
  };
}
