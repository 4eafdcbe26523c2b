// Input: taps, double taps, drag and drop, and keys, each turned into an action for the
// controller (table.js): { type: 'tap', place, count }, { type: 'move', source, target },
// { type: 'drop', source } (anywhere on the foundation area), { type: 'lift', place },
// { type: 'hover', source, place }, { type: 'key', key }, with key one of left, right, up, down,
// first, last, foundation, cancel, pile (with n), undo, redeal, hint.
import { keyOf } from './dom.js';

/** Listen on the board `view` (and on `root` for the shortcuts); `act(action)` runs each. */
export function bindBoard(view, root, act, { ghost }) {
  let swallow = false;
  let drag = null;
  const on = (type, handler) => view.e.addEventListener(type, handler);
  on('click', (e) => {
    const b = e.target.closest('[data-place]');
    if (b && !swallow) act({ type: 'tap', place: b.dataset.place, count: e.detail });
  });
  on('pointerdown', (e) => {
    swallow = false;
    const b = e.target.closest('.cp-mov');
    if (b && !e.button) drag = { b, p: b.dataset.place, x: e.clientX, y: e.clientY, id: e.pointerId };
  });
  on('pointermove', (e) => {
    if (drag?.id !== e.pointerId) return;
    if (!drag.ghost) {
      if (Math.hypot(e.clientX - drag.x, e.clientY - drag.y) < 8) return;
      drag.b.setPointerCapture(e.pointerId);
      drag.ghost = ghost(drag.p);
      root.append(drag.ghost);
      act({ type: 'lift', place: drag.p });
    }
    Object.assign(drag.ghost.style, { left: `${e.clientX}px`, top: `${e.clientY}px` });
    // The place under the pointer shows whether it takes the card.
    const hit = document.elementFromPoint(e.clientX, e.clientY);
    const over = hit?.closest('.cp-found') === view.found ? 'found' : view.e.contains(hit) ? hit?.closest('[data-place]')?.dataset.place : '';
    const under = hit?.closest('[data-place]')?.dataset.place ?? '';
    if (`${over} ${under}` !== drag.over) {
      drag.over = `${over} ${under}`;
      act({ type: 'hover', source: drag.p, place: over ?? '', under });
    }
  });
  const stop = () => {
    drag?.ghost?.remove();
    drag = null;
  };
  on('pointercancel', () => drag?.ghost && act({ type: 'lift', place: '' }));
  on('pointercancel', stop);
  on('pointerup', (e) => {
    const d = drag;
    if (d?.id !== e.pointerId) return;
    if (!d.ghost) return stop();
    swallow = true;
    setTimeout(() => (swallow = false));
    const from = d.ghost.getBoundingClientRect();
    const hit = document.elementFromPoint(e.clientX, e.clientY);
    const target = hit?.closest('[data-place]')?.dataset.place;
    // Anywhere on the foundation area: the foundation of the card's suit that takes it.
    if (hit?.closest('.cp-found') === view.found) act({ type: 'drop', source: d.p, from });
    else if (target && view.e.contains(hit) && target !== d.p) act({ type: 'move', source: d.p, target, from });
    else act({ type: 'lift', place: '' });
    stop();
  });

  // The keyboard: a roving tabindex around the horseshoe, jump keys, shortcuts.
  let typed = '';
  let typedAt = 0;
  on('focusin', (e) => {
    const p = e.target.dataset.place;
    if (p) act({ type: 'focus', place: p });
  });
  const KEYS = { home: 'first', end: 'last', f: 'foundation', escape: 'cancel' };
  on('keydown', (e) => {
    const key = keyOf(e).toLowerCase();
    const name = key.startsWith('arrow') ? key.slice(5) : KEYS[key];
    if (name) {
      if (act({ type: 'key', key: name }) === false) return;
    } else if (/^[0-9]$/.test(key)) {
      // Type a pile number: "1" goes to pile 1, and "6" right after it to pile 16.
      typed = (e.timeStamp - typedAt < 1000 ? typed : '') + key;
      typedAt = e.timeStamp;
      if (!(typed <= 16)) typed = key;
      if (+typed) act({ type: 'key', key: 'pile', n: +typed });
    } else return;
    e.preventDefault();
    e.stopPropagation();
  });
  root.addEventListener('keydown', (e) => {
    const key = { u: 'undo', r: 'redeal', h: 'hint' }[keyOf(e).toLowerCase()];
    if (!key) return;
    act({ type: 'key', key });
    e.preventDefault();
    e.stopPropagation();
  });
}

/** The stepper's keys: arrows step, Home and End go to the ends. */
export function bindStepper(root, step) {
  root.addEventListener('keydown', (e) => {
    const k = { ArrowLeft: -1, ArrowRight: 1, Home: -Infinity, End: Infinity }[keyOf(e)];
    if (k === undefined) return;
    e.preventDefault();
    e.stopPropagation();
    step(k);
  });
}
