// Taps and drags on a board turned into actions for table.js, by type: tap { place, count },
// focus { place }; from drag.js move { source, target, from }, drop { source, from, near }
// (on the foundation area, `near` the foundation a refusal is shown at), lift { place }
// (place '': put down, `nowhere`: over no place of its board, not back on its own),
// hover { place, ok }. (The keys are keys.js's.) A pile's cards fanned out (fan.js) take no
// action: the table opens one with fan(place) (the key C) and closes it with shut() (each
// action).
import { idle } from './dom.js';

/**
 * An action from the pointer: `from` is the dragged card's centre, relative to the board.
 * @typedef {{ type: 'tap', place: string, count: number }
 *   | { type: 'focus', place: string }
 *   | { type: 'move', source: string, target: string, from?: { x: number, y: number } }
 *   | { type: 'drop', source: string, near?: string, from?: { x: number, y: number } }
 *   | { type: 'lift', place: string, nowhere?: boolean }
 *   | { type: 'hover', place: string, ok: boolean }} PointerAction
 */

/**
 * Listen on the board `view` (in the player `root`); `act(action)` runs each.
 * `table`: w and state() (the table's), for drag and drop. Returns the pile fan's
 * fan(place), which opens or closes the fan of `place`, and shut(), which closes it.
 * @param {import('./view.js').BoardView} view
 * @param {HTMLElement} root
 * @param {(a: PointerAction) => unknown} act
 * @param {{ w: import('./state.js').Wording, state: () => import('./state.js').State }} table
 */
export function bindBoard(view, root, act, table) {
  // `swallow`: the click that ends a drag or a long press is no tap (drag.js, fan.js set
  // it); `held`: a finger's long press holds a pile's fan, and starts no drag (fan.js).
  const pointer = { swallow: false, held: false };
  /**
   * Listen on the board for `type`.
   * @template {keyof HTMLElementEventMap} K
   * @param {K} type
   * @param {(e: HTMLElementEventMap[K]) => void} handler
   */
  const on = (type, handler) => view.e.addEventListener(type, handler);
  on('click', (/** @type {MouseEvent} */ e) => {
    const b = /** @type {HTMLElement | null} */ (/** @type {Element} */ (e.target).closest('[data-place]'));
    // A click from a key (no pointer: detail 0) is never the end of a press.
    const swallowed = pointer.swallow && e.detail > 0;
    pointer.swallow = false;
    if (b?.dataset.place && !swallowed) act({ type: 'tap', place: b.dataset.place, count: e.detail });
  });
  // Drag and drop (drag.js) loads once the page is idle, or at the first press.
  /** @type {Promise<(e: PointerEvent) => void> | null} */
  let drags = null;
  const dragging = () => (drags ??= import('./drag.js').then((m) => m.bindDrag(view, root, act, table, pointer)));
  // A pile's cards fanned out (fan.js), likewise; its table is the board's parent.
  /** @type {Promise<import('./fan.js').Fan> | null} */
  let fans = null;
  /** @type {import('./fan.js').Fan | null} */
  let fanned = null;
  const desk = /** @type {HTMLElement} */ (view.e.closest('.cp-table'));
  const fanning = () => (fans ??= import('./fan.js').then((m) => (fanned = m.bindFan(view, desk, table, pointer))));
  idle(() => (dragging(), fanning()));
  on('pointerdown', (/** @type {PointerEvent} */ e) => {
    fanning().then((f) => f.down(e));
    dragging().then((down) => down(e));
  });
  on('focusin', (/** @type {FocusEvent} */ e) => {
    const p = /** @type {HTMLElement} */ (e.target).dataset.place;
    if (p) act({ type: 'focus', place: p });
  });
  return {
    /** @param {string} place */
    fan: (place) => fanning().then((f) => f.key(place)),
    shut: () => fanned?.shut(),
  };
}
