// Taps, drags and keys turned into actions for table.js, by type: tap { place, count },
// key { key: left, right, up, down, first, last, foundation, cancel, pile (n), undo,
// redeal, hint, keys }; from drag.js move { source, target, from }, drop { source, from }
// (on the foundation area), lift { place }, hover { place, ok }.
import { idle, keyOf } from './dom.js';

/**
 * Listen on the board `view` (and on `root` for the shortcuts); `act(action)` runs each.
 * `table`: w and state() (the table's), for drag and drop.
 */
export function bindBoard(view, root, act, table) {
  // `swallow`: the click that ends a drag is no tap (drag.js sets it).
  const pointer = { swallow: false };
  const on = (type, handler) => view.e.addEventListener(type, handler);
  on('click', (e) => {
    const b = e.target.closest('[data-place]');
    if (b && !pointer.swallow) act({ type: 'tap', place: b.dataset.place, count: e.detail });
  });
  // Drag and drop (drag.js) loads once the page is idle, or at the first press.
  let drags = null;
  const dragging = () => (drags ??= import('./drag.js').then((m) => m.bindDrag(view, root, act, table, pointer)));
  idle(dragging);
  on('pointerdown', (e) => dragging().then((down) => down(e)));

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
    const key = { u: 'undo', r: 'redeal', h: 'hint', f: 'foundation', '?': 'keys' }[keyOf(e).toLowerCase()];
    if (!key) return;
    act({ type: 'key', key });
    e.preventDefault();
    e.stopPropagation();
  });
}
