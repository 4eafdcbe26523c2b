// The question asked on the board before a game in progress is thrown away (New game,
// Restart this deal, the R key): the step runs only when the player says so. Escape, or
// "Keep playing", cancels it, and the focus goes back where it was. Loaded by table.js the
// first time it is needed.
import { button, h, put } from './dom.js';
import { END } from './ending.js';
import { adopt } from './sheet.js';

/** The style of a question and its answers (the statistics' reset asks one too); on the
 * board it sits in the middle, where its words have room on a phone. */
export const CONFIRM = `.cp-confirm { display: flex; flex-wrap: wrap; gap: 0.4em; align-items: center; justify-content: center }
.cp-end.cp-confirm { top: 50%; max-width: 90% }
.cp-confirm[hidden] { display: none }
.md-typeset .cp-confirm p { margin: 0; font-weight: 700 }`;

/** The question's element, put on the board `desk`; returns ask(what, label, go). */
export function confirm(w, desk, tell, board) {
  adopt(END);
  adopt(CONFIRM);
  const { t } = w;
  let step = null;
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
  /** Ask player.confirm-`what`; `label` names the step's button, `go` runs it. */
  const ask = (what, label, go) => {
    step = go;
    from = document.activeElement;
    put(question, t(`player.confirm-${what}`));
    put(yes, label);
    e.hidden = false;
    no.focus();
  };
  ask.e = e;
  return ask;
}
