// The list of every key, opened by the key ? as a panel over the board (keys.css), as
// lichess shows its keys: a table's disclosure of keys (free play's "Game code, link and
// keys", a rule demo's "Keys and gestures"). Escape, its × button, its summary folded, a
// click beside it or the focus leaving it puts it away: it is closed again if ? opened it,
// back in the page's flow, and the focus goes back to where it was (a place of the board).
// Loaded at the first ? (table.js).
import { button } from './dom.js';
import { keyOf } from './keys.js';
import { style } from './sheet.js';

// Its look as a panel (keys.css) is in before it opens.
await style('keys');

/**
 * Where the focus was when ? opened each list, and whether the list was open then.
 * @type {WeakMap<HTMLDetailsElement, { back: HTMLElement | null, open: boolean }>}
 */
const opened = new WeakMap();

/**
 * The list `box` put away: closed again if ? opened it, back in the page's flow. Returns
 * where the focus was before ?.
 * @param {HTMLDetailsElement} box
 */
const away = (box) => {
  const { back, open } = opened.get(box) ?? { back: null, open: false };
  opened.delete(box);
  if (!open) box.open = false;
  box.classList.remove('cp-asked');
  return back;
};

/**
 * Open the list of keys `box` as a panel, for ? pressed while the focus was on `from`;
 * `refocus(from)` gives the focus back (to `from`, or to the board's focused place).
 * @param {import('./state.js').Wording} w
 * @param {HTMLDetailsElement} box
 * @param {HTMLElement | null} from
 * @param {(from: HTMLElement | null) => void} refocus
 */
export function showKeys(w, box, from, refocus) {
  const asked = () => box.classList.contains('cp-asked');
  // Put away (Escape, its × button): the focus goes back to where it was.
  const back = () => refocus(away(box));
  if (!box.querySelector(':scope > .cp-keys-close')) {
    box.addEventListener('keydown', (e) => {
      if (e.key !== 'Escape' || !keyOf(e) || !opened.has(box)) return;
      e.preventDefault();
      e.stopPropagation();
      back();
    });
    // Its summary folded (Enter, a click) puts it away, as its × does.
    box.addEventListener('toggle', () => box.open || !asked() || back());
    // Put away when the focus leaves it, as by Escape: a click beside it (on the dimmed
    // page, which takes it: no card is played) or a Tab past its end. Open before ?, it
    // stays open in the page.
    box.addEventListener('focusout', (e) => {
      if (!asked()) return;
      const to = /** @type {Node | null} */ (e.relatedTarget);
      if (to && !box.contains(to)) return void away(box);
      if (to || !document.hasFocus()) return;
      // A click beside it leaves the focus nowhere: it goes back where it was, as by Escape.
      const was = away(box);
      setTimeout(() => document.activeElement === document.body && refocus(was));
    });
    // Its × button, shown only on the panel.
    box.append(button('\u00d7', back, { className: 'cp-btn cp-keys-close', 'aria-label': w.t('player.close') }));
  }
  opened.set(box, { back: from, open: box.open });
  box.classList.add('cp-asked');
  box.open = true;
  // The focus on its title: free play's panel shows the keys alone, under their heading
  // (its summary, "Game code, link and keys", and the code's field are hidden there: a
  // review read the panel as that whole section, and its summary's Enter folded it away);
  // a rule demo's list, in place, on its summary. In view with as little scrolling as it
  // needs: none where it is a panel.
  const title = box.querySelector(':scope > .cp-heading');
  if (title instanceof HTMLElement) title.tabIndex = -1;
  /** @type {HTMLElement} */ (title ?? box.firstChild).focus({ preventScroll: true });
  box.scrollIntoView({ block: 'nearest' });
}
