// The player's keys, all of them: on a table's board (the arrows, Home, End, a pile's
// number, F, Escape, C; the place that lies that way on the screen comes from nearby.js,
// loaded at the first arrow), on a table's controls (U, R, H, F, A, ?; and the editors' keys:
// Ctrl+Z undoes, Ctrl+Y or Ctrl+Shift+Z redoes, ⌘ for Ctrl on a Mac), on the stepper (the arrows, Home, End),
// and on the page's body, where no element has the focus (a table's keys go to the page's
// first board, the arrows to its first stepper). Each becomes an action for its player.

/**
 * A table's key, as an action: the focus moves (to `place`, first, last, foundation, pile
 * `n`), or a step (cancel, undo, redo, redeal, hint, keys: the list of keys), or the
 * focused pile's cards fanned out (fan), or every pile's cards (all: free play's).
 * @typedef {{ type: 'key', key: string, n?: number, place?: string }} KeyAction
 */

/** Whether a keydown `e` comes from a field, which types its keys (a checkbox does not). */
const inField = (/** @type {KeyboardEvent} */ e) => e.target instanceof HTMLInputElement && e.target.type !== 'checkbox';

/**
 * The key of a keydown, or '' when a modifier is held or a field has the focus.
 * @param {KeyboardEvent} e
 * @returns {string}
 */
export const keyOf = (e) => (e.ctrlKey || e.metaKey || e.altKey || inField(e) ? '' : e.key);

const BOARD = { home: 'first', end: 'last', f: 'foundation', escape: 'cancel', c: 'fan' };
const DIRS = { left: [-1, 0], right: [1, 0], up: [0, -1], down: [0, 1] };
const TABLE = { u: 'undo', r: 'redeal', h: 'hint', f: 'foundation', a: 'all', '?': 'keys' };

/**
 * The editors' keys, which every program that undoes knows: Ctrl+Z (undo), Ctrl+Y and
 * Ctrl+Shift+Z (redo), with ⌘ for Ctrl on a Mac; '' for any other key, or in a field.
 * @param {KeyboardEvent} e
 */
export const editKey = (e) => {
  if (!(e.ctrlKey || e.metaKey) || e.altKey || inField(e)) return '';
  const k = e.key.toLowerCase();
  return k === 'y' || (k === 'z' && e.shiftKey) ? 'redo' : k === 'z' ? 'undo' : '';
};

/**
 * The arrows' module, loaded once, at the first arrow key. One promise for every press:
 * the presses made while it loads are taken in the order they were made (separate
 * `import()` calls of one module may settle in another order).
 * @type {Promise<typeof import('./nearby.js')> | null}
 */
let nearby = null;

/**
 * A table's keys: on its board `view` and on its controls (in `root`). `act` runs each
 * action; an action it returns false for is not taken (the key goes on to the page).
 * `focus()` is the place that has the focus, where an arrow starts.
 * @param {import('./view.js').BoardView} view
 * @param {HTMLElement} root
 * @param {(a: KeyAction) => unknown} act
 * @param {() => string} focus
 */
export function bindTable(view, root, act, focus) {
  keep(root);
  let typed = '';
  let typedAt = 0;
  view.e.addEventListener('keydown', (e) => {
    const key = keyOf(e).toLowerCase();
    const dir = DIRS[/** @type {keyof typeof DIRS} */ (key.slice(5))];
    const name = BOARD[/** @type {keyof typeof BOARD} */ (key)];
    const digit = /^[0-9]$/.test(key);
    // Another key between two digits ends the number: "1", End, "1" is pile 1 again.
    if (!digit) typed = '';
    if (key.startsWith('arrow') && dir) {
      const [dx, dy] = dir;
      (nearby ??= import('./nearby.js')).then((m) => act({ type: 'key', key: 'place', place: m.near(view, focus(), dx, dy) }));
    } else if (name) {
      if (act({ type: 'key', key: name }) === false) return;
    } else if (digit) {
      // Type a pile number: "1" goes to pile 1, and "6" right after it to pile 16.
      typed = (e.timeStamp - typedAt < 1000 ? typed : '') + key;
      typedAt = e.timeStamp;
      if (!(+typed <= 16)) typed = key;
      if (+typed) act({ type: 'key', key: 'pile', n: +typed });
    } else return;
    e.preventDefault();
    e.stopPropagation();
  });
  root.addEventListener('keydown', (e) => {
    // A pile's number typed on a control goes to the board, which takes the focus and the key.
    if (/^[0-9]$/.test(keyOf(e))) return toBoard(e, view.e.querySelector('[tabindex="0"]'));
    const key = TABLE[/** @type {keyof typeof TABLE} */ (keyOf(e).toLowerCase())] ?? editKey(e);
    // A key the table does not take (Ctrl+Y on a rule demo) is left to the browser.
    if (!key || act({ type: 'key', key }) === false) return;
    e.preventDefault();
    e.stopPropagation();
  });
}

/**
 * A letter, digit or sign pressed on a player (its board, its controls, its panels) stays
 * there, taken or not: the theme's own keys (N and P: the next and the previous page; S, F
 * and /: the search) took a player away from the game (a review pressed N for a new game).
 * @param {HTMLElement} root
 */
const keep = (root) => root.addEventListener('keydown', (e) => keyOf(e).length === 1 && e.stopPropagation());

/** @type {((step: number) => void) | null} the page's first stepper, for the keys on the body */
let pageStepper = null;
const STEPS = { ArrowLeft: -1, ArrowRight: 1, Home: -Infinity, End: Infinity };

/**
 * The stepper's keys, on `root`: the arrows step, Home and End go to the ends; `step(k)`
 * takes k steps (±Infinity: to an end).
 * @param {HTMLElement} root
 * @param {(k: number) => void} step
 */
export function bindStepper(root, step) {
  keep(root);
  root.addEventListener('keydown', (e) => {
    const k = STEPS[/** @type {keyof typeof STEPS} */ (keyOf(e))];
    if (k === undefined) return;
    e.preventDefault();
    e.stopPropagation();
    step(k);
  });
  if (root === document.querySelector('.crescent-player[data-mode="stepper"]')) pageStepper = step;
}

/**
 * A key pressed on the page, not on a player (its body, the header's or the navigation's
 * links; a field types it): a table's key (U, R, H, F, A, ?, a pile's number) goes to the
 * page's first board, which takes the focus (and the key, above); on the body, the left
 * and right arrows step the page's first stepper (Home and End keep scrolling the page).
 * Taken before the theme's handler, which would open the search with F (S and / still do,
 * here, and N and P go to another page: on a player, keep() keeps them).
 * @param {KeyboardEvent} e
 */
function pageKey(e) {
  const at = /** @type {Element} */ (e.target);
  if (at.closest('.crescent-player')) return;
  const key = keyOf(e);
  const step = STEPS[/** @type {keyof typeof STEPS} */ (key)];
  if (pageStepper && at === document.body && (step === 1 || step === -1)) {
    e.preventDefault();
    return pageStepper(step);
  }
  if (/^[urhfa?0-9]$/i.test(key)) toBoard(e, document.querySelector('.cp-board [tabindex="0"]'));
}

/**
 * The key `e`, taken from where it was pressed to the board's place `b` (its focused one),
 * which takes the focus and then the key; not while a question is open (it keeps both).
 * @param {KeyboardEvent} e
 * @param {Element | null} b
 */
function toBoard(e, b) {
  if (!(b instanceof HTMLElement) || document.querySelector(':modal')) return;
  e.preventDefault();
  e.stopPropagation();
  b.focus();
  b.dispatchEvent(new KeyboardEvent('keydown', { key: e.key, bubbles: true }));
}
addEventListener('keydown', pageKey, true);
