// The question asked on the board before a game in progress is thrown away (New game,
// Restart this deal, the R key): the step runs only when the player says so. Escape, or
// "Keep playing", cancels it, and the focus goes back where it was. Loaded by play.js the
// first time it is needed.
import { button, h, put } from './dom.js';
import { style } from './sheet.js';

// Its style (confirm.css, on ending.css's box) is in before it is asked.
await Promise.all([style('ending'), style('confirm')]);

/**
 * The question: ask(what, label, go) asks player.confirm-`what`; `label` names the step's
 * button, `go` runs it. `e` is the question's element.
 * @typedef {((what: string, label: string, go: () => void) => void) & { e: HTMLElement }} Ask
 */

/**
 * The question's element, put on the board `desk`; returns ask(what, label, go), whose `e`
 * is the element. `board()` is where the focus goes back when its place has gone.
 * @param {import('./state.js').Wording} w
 * @param {HTMLElement} desk
 * @param {(text: string) => void} tell
 * @param {() => HTMLElement} board
 * @returns {Ask}
 */
export function confirm(w, desk, tell, board) {
  const { t } = w;
  /** @type {() => void} the step asked about (none until asked: the question is hidden) */
  let step = () => {};
  /** @type {(Element & HTMLOrSVGElement) | null} where the focus was when asked (an HTML or SVG element takes it) */
  let from = null;
  const question = h('p', { id: `${desk.id}-ask` });
  const close = () => (ask.e.hidden = true);
  const cancel = () => {
    close();
    tell(t('player.goes-on'));
    (from?.isConnected ? from : board()).focus();
  };
  const yes = button('', () => (close(), step()));
  const no = button(t('player.keep-playing'), cancel);
  const e = h('div', { className: 'cp-end cp-confirm', role: 'group', 'aria-labelledby': question.id, hidden: true }, question, yes, no);
  e.addEventListener('keydown', (ev) => ev.key === 'Escape' && (ev.stopPropagation(), cancel()));
  desk.append(e);
  const ask = (/** @type {string} */ what, /** @type {string} */ label, /** @type {() => void} */ go) => {
    step = go;
    from = /** @type {(Element & HTMLOrSVGElement) | null} */ (document.activeElement);
    put(question, t(`player.confirm-${what}`));
    put(yes, label);
    e.hidden = false;
    no.focus();
  };
  ask.e = e;
  return ask;
}
