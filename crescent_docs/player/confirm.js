// The questions asked before something is lost: a game in progress (New game, Restart this
// deal, the R key, another game's code), or the statistics (their reset). Each is a modal
// <dialog>, a solid panel: the page behind it is inert, so the focus stays inside; Escape,
// or the answer that keeps things as they are, cancels it, and the focus goes back where
// it was. Loaded the first time it is needed (play.js, stats.js).
import { button, h, put } from './dom.js';
import { style } from './sheet.js';

// Its style (a modal panel's, panel.css, and confirm.css) is in before it is asked.
await Promise.all([style('panel'), style('confirm')]);

let serial = 0;

/**
 * A question, put in `where`: ask(text, yes, go, no, cancelled) shows `text` with the
 * buttons `yes` (which runs `go`) and `no` (which cancels, then runs `cancelled`), the
 * focus on `no`. `e` is the dialog; `back()` is where the focus goes back when its place
 * has gone.
 * @typedef {((text: string, yes: string, go: () => void, no: string, cancelled: () => void) => void) & { e: HTMLDialogElement }} Question
 * @param {HTMLElement} where
 * @param {() => HTMLElement} back
 * @returns {Question}
 */
export function question(where, back) {
  const text = h('p', { id: `cp-ask-${(serial += 1)}` });
  /** @type {() => void} the step asked about (none until asked) */
  let step = () => {};
  let cancelled = () => {};
  /** @type {(Element & HTMLOrSVGElement) | null} where the focus was when asked (an HTML or SVG element takes it) */
  let from = null;
  const close = () => e.open && e.close();
  const cancel = () => {
    if (!e.open) return;
    close();
    cancelled();
    (from?.isConnected ? from : back()).focus();
  };
  const yes = button('', () => (close(), step()));
  const no = button('', cancel);
  const e = h('dialog', { className: 'cp-panel cp-ask', role: 'alertdialog', 'aria-labelledby': text.id }, text, h('div', { className: 'cp-answers' }, yes, no));
  // Escape: the browser's cancel, which is the player's too.
  e.addEventListener('cancel', (ev) => (ev.preventDefault(), cancel()));
  // Tab goes round its two buttons (the browser would leave for its own toolbar). No key
  // reaches the board or the page behind the question (U would undo, ? open the keys):
  // Enter, Space and Escape still do what they do in a dialog, by the browser's default.
  e.addEventListener('keydown', (ev) => {
    ev.stopPropagation();
    if (ev.key !== 'Tab') return;
    ev.preventDefault();
    (document.activeElement === yes ? no : yes).focus();
  });
  where.append(e);
  const ask = (/** @type {string} */ words, /** @type {string} */ label, /** @type {() => void} */ go, /** @type {string} */ keep, /** @type {() => void} */ then) => {
    step = go;
    cancelled = then;
    if (!e.open) from = /** @type {(Element & HTMLOrSVGElement) | null} */ (document.activeElement);
    put(text, words);
    put(yes, label);
    put(no, keep);
    if (!e.open) e.showModal();
    no.focus();
  };
  ask.e = e;
  return ask;
}

/**
 * The question: ask(what, label, go, args, no) asks player.confirm-`what` (with `args`);
 * `label` names the step's button, `go` runs it, `no` runs when the game is kept. `e` is
 * the question's element.
 * @typedef {((what: string, label: string, go: () => void, args?: Record<string, string>, no?: () => void) => void) & { e: HTMLDialogElement }} Ask
 */

/**
 * The question before a game in progress is lost, put in the table `desk`; returns
 * ask(what, label, go), whose `e` is the dialog. `board()` is where the focus goes back
 * when its place has gone.
 * @param {import('./state.js').Wording} w
 * @param {HTMLElement} desk
 * @param {(text: string) => void} tell
 * @param {() => HTMLElement} board
 * @returns {Ask}
 */
export function confirm(w, desk, tell, board) {
  const { t } = w;
  const q = question(desk, board);
  const ask = (
    /** @type {string} */ what,
    /** @type {string} */ label,
    /** @type {() => void} */ go,
    /** @type {Record<string, string>} */ args = {},
    /** @type {() => void} */ no = () => {},
  ) => q(t(`player.confirm-${what}`, args), label, go, t('player.keep-playing'), () => (tell(t('player.goes-on')), no()));
  ask.e = q.e;
  return ask;
}
