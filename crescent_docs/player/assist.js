// Free play's Hint (key H), "can this still be won?" checkbox, Finish and statistics.
// table.js calls render() after each change, acted() before each action, left() when a
// game is left; it keeps `hints` and `done` with the game.
import { button, h, iconButton, idle, off, put } from './dom.js';

const VERDICT = 'crescent-player/verdict';
// The hint's icon (a bulb).
const BULB = 'M8 0a5 5 0 0 0-3 9v3h6V9a5 5 0 0 0-3-9zM6 13h4v2H6z';
const statistics = () => import('./stats.js');

/**
 * `ctx`: w, tell, note (adds to what is said), state() (the table's state), render(), play(step) (runs a Move or
 * 'redeal' as a player's action), unselect(), undo(), time() (ms played), moved() (a move was made),
 * save(), and redeal (the redeal button, marked when the hint is a redeal).
 */
export function assist(ctx) {
  const { w, tell } = ctx;
  const { t } = w;
  const api = { hints: 0, done: false };

  const keyNow = () => JSON.stringify(ctx.state().game.position.toJSON());
  const advice = h('p', { className: 'cp-advice' });
  const adviceUndo = button(t('player.undo-last'), () => ctx.undo());
  adviceUndo.hidden = true;
  const adviceBox = h('div', { className: 'cp-advice-box' }, advice, adviceUndo);
  const note = (text, lost = false) => {
    put(advice, text);
    adviceUndo.hidden = !lost;
  };
  // The hint and the verdict load with the solver's client (hints.js), on their first use.
  const hintButton = iconButton(t('player.hint'), BULB, () => hint());
  hintButton.setAttribute('aria-keyshortcuts', 'H');
  const check = h('input', { type: 'checkbox' });
  try {
    check.checked = localStorage.getItem(VERDICT) === 'on';
  } catch {
    // no storage: the box is unchecked, and holds for this page
  }
  const verdictText = h('span');
  const env = { ctx, w, api, note, hintButton, check, verdictText, shown: null, asking: 0, judged: '', finishing: null };
  // hints.js also says whether the Finish button shows: it loads once the page is idle.
  const hints = () => import('./hints.js');
  idle(hints);
  let solver = null;
  const helper = () => (solver ??= hints().then((m) => ({ ...m, ...m.helper(env) })));

  // -- the hint: asked again while it shows, it is played
  const hint = () => {
    if (ctx.state().game.status !== 'playing') return;
    const step = env.shown?.key === keyNow() && env.shown.step;
    env.shown = null;
    if (step) ctx.play(step);
    else {
      const n = (env.asking += 1);
      const key = keyNow();
      hintButton.setAttribute('aria-busy', 'true');
      note(t('player.thinking'));
      tell(t('player.thinking'));
      helper().then((m) => m.hint(n, key));
    }
  };

  // -- the verdict, off by default
  const verdict = h(
    'div',
    { className: 'cp-verdict-box' },
    h('label', 0, check, ' ', t('player.verdict')),
    h('p', { className: 'cp-verdict', role: 'status', 'aria-live': 'polite' }, verdictText),
  );
  const judge = () => {
    if (check.checked) return helper().then((m) => m.judge());
    env.judged = '';
    put(verdictText, '');
  };
  check.addEventListener('change', () => {
    try {
      localStorage.setItem(VERDICT, check.checked ? 'on' : 'off');
    } catch {
      // no storage: the choice holds for this page
    }
    judge();
  });

  // -- the finish (finishLine of hints.js)
  const finishButton = button(t('player.finish'), () =>
    hints().then((m) => {
      const moves = m.finishLine(ctx.state().game);
      if (moves && !env.finishing) m.finish(env, moves);
    }),
  );
  finishButton.hidden = true;

  // -- the statistics (stats.js), once the page is idle: read, and their panel filled when opened
  const panel = h('details', { className: 'cp-help cp-stats' }, h('summary', 0, t('player.stats')));
  idle(() => statistics().then((m) => m.hook(w, ctx.note, tell, panel)));

  /** A game ends for the statistics: won, or left unfinished after a move. */
  const count = (won) => {
    if (api.done || !ctx.moved()) return;
    api.done = true;
    const result = { won, time: ctx.time(), moves: ctx.state().game.moves, hints: api.hints };
    statistics().then((m) => m.count(w, tell, result));
    ctx.save();
  };

  Object.assign(api, {
    parts: { hintButton, finishButton, verdict, adviceBox, panel },
    key: (k) => (k === 'hint' ? (hint(), true) : false),
    /** Before each action: the hint on the board goes. */
    acted: () => {
      const s = ctx.state();
      if (s.hint) s.hint = null;
      env.asking += 1;
      hintButton.removeAttribute('aria-busy');
      if (advice.textContent) note('');
    },
    render: () => {
      const { game } = ctx.state();
      const s = game.status;
      off(hintButton, s !== 'playing');
      hints().then((m) => (finishButton.hidden = !env.finishing && !m.finishLine(ctx.state().game)));
      if (s === 'won') count(true);
      if (!ctx.state().hint) env.shown = null;
      ctx.redeal.classList.toggle('cp-hint', !!ctx.state().hint?.redeal);
      judge();
    },
    /** The game is left for another one (New game, Restart, another code). */
    left: () => {
      clearTimeout(env.finishing);
      env.finishing = null;
      if (ctx.state().game.status !== 'won') count(false);
    },
    /** A new game starts (or a stored one comes back): its hints and whether it counted. */
    begin: (kept = {}) => {
      api.hints = Number.isInteger(kept.hints) && kept.hints >= 0 ? kept.hints : 0;
      api.done = kept.done === true;
      Object.assign(env, { shown: null, judged: '' });
      note('');
    },
  });
  return api;
}
