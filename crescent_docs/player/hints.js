// Free play's hint and verdict, and the solver's client they share (assist.js loads this
// module on their first use). The solver runs in a Web Worker (worker.js), started only when a player first asks
// for a hint or a verdict, so it is not part of the page's first load. Input is never
// blocked: a request for a newer position ends the worker's search for an older one, whose
// answer is then stale and dropped.
import { into } from './anim.js';
import { say } from './dom.js';
import { Game, Move, PILES, Refusal } from './engine.js';
import { style } from './sheet.js';


/** The solver's time budget for one position, in milliseconds. */
export const BUDGET_MS = 2000;

/** A position's key: its JSON form. */
const keyOf = (game) => JSON.stringify(game.position.toJSON());

/**
 * The lazy worker client: `ask(game)` resolves to the worker's answer ({ verdict, line })
 * for the game's position, or to null when a newer request made it stale. Answers are kept
 * by position, and a winning line gives the answer for every position along it.
 */
export function solverClient(url = new URL('./worker.js', import.meta.url)) {
  let worker = null;
  let busy = null; // { key, resolve }
  let count = 0;
  const known = new Map();
  const start = () => {
    worker = new Worker(url, { type: 'module' });
    worker.onmessage = ({ data }) => {
      const job = busy;
      busy = null;
      if (!job || data.id !== job.id) return;
      if (data.error) return job.resolve({ verdict: 'unknown', line: [] });
      learn(job.game, data);
      job.resolve(known.get(job.key));
    };
  };
  // A winning line: the position after its first step is won by the rest of the line.
  // One step at a time (on each answer), so that no long line is replayed at once.
  const learn = (game, { verdict, line }) => {
    known.set(keyOf(game), { verdict, line: verdict === 'won' ? line : [] });
    if (verdict !== 'won' || line.length < 2) return;
    const copy = new Game(game.position);
    if ((line[0] === 'redeal' ? copy.redeal() : copy.move(line[0])) === null) {
      known.set(keyOf(copy), { verdict, line: line.slice(1) });
    }
  };
  const stop = () => {
    worker?.terminate();
    worker = null;
    busy?.resolve(null);
    busy = null;
  };
  const ask = (game) => {
    const key = keyOf(game);
    if (known.has(key)) {
      learn(game, known.get(key));
      return Promise.resolve(known.get(key));
    }
    if (busy?.key === key) return busy.promise;
    // A newer position: the older search stops, and its answer is stale.
    if (busy) stop();
    if (!worker) start();
    const job = { id: (count += 1), key, game: new Game(game.position) };
    job.promise = new Promise((resolve) => (job.resolve = resolve));
    busy = job;
    worker.postMessage({ id: job.id, position: game.position.toJSON(), budgetMs: BUDGET_MS });
    return job.promise;
  };
  return { ask };
}

/** Parse one step of a solver's line: a Move, or 'redeal'. */
export const stepOf = (text) => (text === 'redeal' ? 'redeal' : Move.parse(text));

const solver = solverClient();
const FINISH_STEP_MS = 220;

/**
 * The moves that finish a game: every card left goes to the foundations straight from its
 * pile, one drop after another, with no pile-to-pile move and no redeal; null when such
 * drops do not win. Sound: the finish is offered only when these very moves win.
 */
export function finishLine(game) {
  if (game.status !== 'playing') return null;
  const copy = new Game(game.position);
  const moves = [];
  for (let dropped = true; dropped; ) {
    dropped = false;
    for (const p of PILES) {
      const r = copy.drop(p);
      if (!(r instanceof Refusal)) (dropped = true), moves.push(r);
    }
  }
  return copy.status === 'won' && moves.length ? moves : null;
}

/**
 * Play the finish `moves` (finishLine's): one card after another, or all at once
 * under reduced motion; an action of the player's in between that makes a move illegal
 * ends it. `env.finishing` is the timer of the next card.
 */
export function finish(env, moves) {
  const { ctx, w } = env;
  const total = moves.length;
  const done = () => ctx.tell(`${w.plural('player.finish-done', total)} ${w.t('narration.won')}`);
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) {
    for (const m of moves) ctx.play(m);
    return done();
  }
  const next = () => {
    const m = moves.shift();
    if (!m || !ctx.state().game.isLegal(m)) return (env.finishing = null);
    ctx.play(m);
    env.finishing = moves.length ? setTimeout(next, FINISH_STEP_MS) : null;
    if (!env.finishing) done();
  };
  env.finishing = setTimeout(next, 0);
}

/**
 * The hint and the verdict of one player. `env` (assist.js): ctx (the table's hooks), w,
 * api (hints: the hints taken), note(text, lost) (the advice line), hintButton, check and
 * verdictText (the verdict checkbox and its line), and what they share with assist.js:
 * shown ({ key, step }: the hint on the board), asking (the latest hint request's number)
 * and judged (the position the verdict speaks of).
 */
export function helper(env) {
  style('help');
  const { ctx, w, api, note, hintButton, check, verdictText } = env;
  const { t } = w;
  const tell = ctx.tell;
  const keyNow = () => keyOf(ctx.state().game);
  // Told as it will be played: the card, and the card it goes onto.
  const words = (step) => {
    if (step === 'redeal') return t('player.hint-redeal');
    const { game } = ctx.state();
    return t('player.hint-move', { step: w.step(step, game.top(step.source), game.top(step.destination)) });
  };
  // Request `n` (env.asking when it was made) for the position `key`; a newer request or
  // an action since then makes it stale.
  const hint = (n, key) => {
    const { game } = ctx.state();
    if (n !== env.asking || keyNow() !== key) return;
    solver.ask(game).then((answer) => {
      if (n !== env.asking) return;
      hintButton.removeAttribute('aria-busy');
      if (!answer || keyNow() !== key) return note('');
      if (answer.verdict === 'won' && answer.line.length) {
        const step = stepOf(answer.line[0]);
        env.shown = { key, step };
        api.hints += 1;
        ctx.save();
        note('');
        // The hint takes the place of a selection: one set of marks on the board.
        ctx.unselect();
        ctx.state().hint = step === 'redeal' ? { redeal: true } : { source: step.source, destination: step.destination };
        ctx.render();
        reveal();
        tell(words(step));
      } else {
        const text = t(answer.verdict === 'lost' ? 'player.hint-lost' : 'player.hint-none');
        note(text, answer.verdict === 'lost' && game.history.length > 0);
        tell(text);
      }
    });
  };
  // What the hint marks comes into view when any of it lies out of sight (under the
  // header and the status line, or below the window): the board, or the Redeal button.
  const reveal = () => {
    const root = hintButton.closest('.crescent-player');
    const marked = [...root.querySelectorAll('.cp-hint')];
    const top = root.querySelector('.cp-say').getBoundingClientRect().bottom;
    const hidden = (e) => {
      const r = e.getBoundingClientRect();
      return r.top < top || r.bottom > innerHeight;
    };
    if (marked.some(hidden)) into(marked[0].closest('.cp-board') ?? marked[0], 'nearest');
  };
  const judge = () => {
    const { game } = ctx.state();
    const key = keyNow();
    if (key === env.judged || !check.checked) return;
    env.judged = key;
    const s = game.status;
    if (s !== 'playing') return say(verdictText, t(`player.verdict-${s === 'won' ? 'won' : 'lost'}`));
    say(verdictText, t('player.thinking'));
    solver.ask(game).then((answer) => {
      if (answer && keyNow() === key && check.checked) say(verdictText, t(`player.verdict-${answer.verdict}`));
    });
  };
  return { hint, judge };
}
