// What the board explains, loaded once the page is idle (out of the first load): the
// legend of its marks (a base card's lock, the two directions, a pile's caption), free
// play's line of the main keys, into the box its player left for them, with their style;
// and the tip shown on the table (and said) the first time in a visit that a tap plays a
// card at once, until the next action.
import { h, put } from './dom.js';
import { mark } from './view.js';
import { adopt } from './sheet.js';

const TIP = 'crescent-player/tip';
// Their style comes with them (sheet.js).
const STYLE = `
.md-typeset ul.cp-legend { display: flex; flex-wrap: wrap; gap: 0.2em 1.2em; justify-content: center;
  margin: 0.4em 0; padding: 0; font-size: 0.85em; list-style: none }
.md-typeset .cp-legend li { margin: 0; white-space: nowrap }
.cp-legend :is(.cp-dir, .cp-mark) { position: static; display: inline-block; vertical-align: middle }
.cp-keys { margin: 0.2em 0; font-size: 0.85em; text-align: center }
@media (hover: none), (pointer: coarse) { .cp-keys { display: none } }
.md-typeset .cp-tip { position: absolute; bottom: 0.4rem; left: 50%; z-index: 3; width: max-content;
  max-width: calc(100% - 2 * var(--cp-col) - 1.8rem); margin: 0; padding: 0.3em 0.7em;
  border-radius: 0.4em; background: #000d; color: #fff; font-size: 13px; text-align: center;
  pointer-events: none; transform: translateX(-50%) }
.md-typeset .cp-tip-side { right: 0.4rem; left: calc(4 * (var(--cp-col) + var(--cp-gap)) + 0.9rem);
  width: auto; max-width: none; transform: none }
.cp-tip:empty { display: none }`;
const style = () => adopt(STYLE);

/** The legend, added to `box`: a list named player.legend. */
export function legend(w, box) {
  style();
  const item = (glyph, key) => h('li', 0, glyph, ' ', h('span', 0, w.t(`player.legend-${key}`)));
  const dir = (up) => h('span', { className: 'cp-dir', 'aria-hidden': 'true' }, `${up ? '\u2191' : '\u2193'}${w.t(`rank.short.${up ? 'A' : 'K'}`)}`);
  box.append(
    h(
      'ul',
      { className: 'cp-legend', 'aria-label': w.t('player.legend') },
      item(mark('lock'), 'base'),
      item(dir(true), 'up'),
      item(dir(false), 'down'),
      item(h('b', 0, w.t('player.pile-caption-short', { number: 5, n: 6 })), 'caption'),
    ),
  );
}

/** The line of the main keys, added to `box` (shown where there is a keyboard and a mouse). */
export function keys(w, box) {
  style();
  box.append(h('p', { className: 'cp-keys' }, w.t('player.keys-line')));
}

let told = false;
/**
 * After a tap that played its card at once, the first time in a visit (sessionStorage, else
 * this page): the tip, on the table `desk` under the move's announcement, in a live region
 * of its own (filled once it is in the page, so that it is said), until the next action.
 */
export function tip(w, desk) {
  try {
    told ||= !!sessionStorage.getItem(TIP);
    sessionStorage.setItem(TIP, '1');
  } catch {
    // no storage: the tip is told once on this page
  }
  if (told) return;
  told = true;
  style();
  // A rule demo's row of more than five piles leaves room beside its foundations.
  const side = desk.querySelector('.cp-compact')?.style.getPropertyValue('--cp-cols') > 5;
  const note = h('p', { className: `cp-tip${side ? ' cp-tip-side' : ''}`, role: 'status' });
  desk.append(note);
  const root = desk.parentElement;
  const done = () => {
    note.remove();
    for (const type of ['pointerdown', 'keydown']) root.removeEventListener(type, done);
  };
  setTimeout(() => {
    put(note, w.t('player.one-place-tip'));
    for (const type of ['pointerdown', 'keydown']) root.addEventListener(type, done);
  }, 150);
}
