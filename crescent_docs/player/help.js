// The solver's help in free play: the hint (key H; asked again while it shows, it is
// played), the verdict ("can this still be won?", off by default) and the finish (every
// card left dropped to the foundations, one after another). play.js draws their controls
// and loads this module when they are first needed (at the first drawing of the Play page).
// The solver runs in a Web Worker (worker.js), started only when a player first asks for a
// hint or a verdict, so it is not part of the page's first load. Input is never blocked: a
// request for a newer position ends the worker's search for an older one, whose answer is
// then stale and dropped.
import { into, quiet } from './anim.js';
import { put, say } from './dom.js';
import { Game, Move, PILES, Refusal } from './engine.js';
import { style } from './sheet.js';
import { act, positionKey } from './state.js';

/** @typedef {import('./state.js').State} State */
/** @typedef {{ verdict: string, line: string[] }} Answer */

/** The solver's time budget for one position, in milliseconds. */
export const BUDGET_MS = 2000;
const FINISH_STEP_MS = 220;

/**
 * The lazy worker client: `ask(game)` resolves to the worker's answer ({ verdict, line })
 * for the game's position, or to null when a newer request made it stale. Answers are kept
 * by position, and a winning line gives the answer for every position along it.
 * @param {URL} [url]
 */
export function solverClient(url = new URL('./worker.js', import.meta.url)) {
  /** @type {Worker | null} */
  let worker = null;
  /** @type {{ id: number, key: string, game: Game, promise: Promise<Answer | null>, resolve: (a: Answer | null) => void } | null} */
  let busy = null;
  let count = 0;
  /** @type {Map<string, Answer>} */
  const known = new Map();
  const start = () => {
    worker = new Worker(url, { type: 'module' });
    worker.onmessage = ({ data }) => {
      const job = busy;
      busy = null;
      if (!job || data.id !== job.id) return;
      if (data.error) return job.resolve({ verdict: 'unknown', line: [] });
      learn(job.game, data);
      job.resolve(known.get(job.key) ?? null);
    };
    return worker;
  };
  /**
   * A winning line: the position after its first step is won by the rest of the line.
   * One step at a time (on each answer), so that no long line is replayed at once.
   * @param {Game} game
   * @param {Answer} answer
   */
  const learn = (game, { verdict, line }) => {
    known.set(positionKey(game), { verdict, line: verdict === 'won' ? line : [] });
    if (verdict !== 'won' || line.length < 2) return;
    const copy = new Game(game.position);
    if (act(copy, line[0]) === null) known.set(positionKey(copy), { verdict, line: line.slice(1) });
  };
  const stop = () => {
    worker?.terminate();
    worker = null;
    busy?.resolve(null);
    busy = null;
  };
  /**
   * @param {Game} game
   * @returns {Promise<Answer | null>}
   */
  const ask = (game) => {
    const key = positionKey(game);
    const kept = known.get(key);
    if (kept) {
      learn(game, kept);
      return Promise.resolve(known.get(key) ?? null);
    }
    if (busy?.key === key) return busy.promise;
    // A newer position: the older search stops, and its answer is stale.
    if (busy) stop();
    const w = worker ?? start();
    /** @type {(a: Answer | null) => void} */
    let resolve = () => {};
    const promise = new Promise((done) => (resolve = done));
    const job = { id: (count += 1), key, game: new Game(game.position), promise, resolve };
    busy = job;
    w.postMessage({ id: job.id, position: game.position.toJSON(), budgetMs: BUDGET_MS });
    return promise;
  };
  return { ask };
}

/**
 * Parse one step of a solver's line: a Move, or 'redeal'.
 * @param {string} text
 * @returns {Move | 'redeal'}
 */
export const stepOf = (text) => (text === 'redeal' ? 'redeal' : Move.parse(text));

/**
 * The moves that finish a game: every card left goes to the foundations straight from its
 * pile, one drop after another, with no pile-to-pile move and no redeal; null when such
 * drops do not win. Sound: the finish is offered only when these very moves win.
 * @param {Game} game
 * @returns {Move[] | null}
 */
export function finishLine(game) {
  if (game.status !== 'playing') return null;
  const copy = new Game(game.position);
  /** @type {Move[]} */
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
 * What the help needs of its table and page, passed in.
 * @typedef {object} Context
 * @property {import('./state.js').Wording} w
 * @property {(text: string) => void} tell the table's live region
 * @property {() => State} state the table's state
 * @property {() => void} render draw the table again
 * @property {(step: Move | 'redeal') => void} play run a step as the player's action
 * @property {() => void} unselect
 * @property {() => void} hinted a hint was taken (the game counts it)
 * @property {() => void} thinking say that a hint is being thought of (the advice line, the status line, the busy button)
 * @property {{ advice: HTMLElement, adviceUndo: HTMLElement, hintButton: HTMLElement, finishButton: HTMLElement,
 *   check: HTMLInputElement, verdictText: HTMLElement }} controls the advice line and its Undo, the Hint and Finish
 *   buttons, the verdict's checkbox and its line (play.js draws them)
 */

/** @typedef {ReturnType<typeof help>} Helper */

/**
 * The hint, the verdict and the finish of one player.
 * @param {Context} ctx
 */
export function help({ w, tell, state, render, play, unselect, hinted, thinking, controls }) {
  const { advice, adviceUndo, hintButton, finishButton, check, verdictText } = controls;
  const { t } = w;
  const solver = solverClient();
  /** @type {{ key: string, step: Move | 'redeal' } | null} the hint on the board */
  let shown = null;
  let asking = 0; // the latest hint request's number
  let judged = ''; // the position the verdict speaks of
  /** @type {ReturnType<typeof setTimeout> | null} the timer of the finish's next card */
  let finishing = null;
  const keyNow = () => positionKey(state().game);
  /**
   * The advice line; `lost`: with its Undo.
   * @param {string} text
   * @param {boolean} [lost]
   */
  const note = (text, lost = false) => {
    put(advice, text);
    adviceUndo.hidden = !lost;
  };
  /**
   * Told as it will be played: the card, and the card it goes onto.
   * @param {Move | 'redeal'} step
   */
  const words = (step) => {
    if (step === 'redeal') return t('player.hint-redeal');
    const { game } = state();
    // A hinted move is legal: its source holds its card (the destination may be empty).
    const card = /** @type {import('./engine.js').Card} */ (game.top(step.source));
    return t('player.hint-move', { step: w.step(step, card, game.top(step.destination) ?? undefined) });
  };
  // What the hint marks comes into view when any of it lies out of sight (under the
  // header and the status line, or below the window): the board, or the Redeal button.
  const reveal = () => {
    const root = /** @type {HTMLElement} */ (hintButton.closest('.crescent-player'));
    const marked = [...root.querySelectorAll('.cp-hint')];
    // The status line scrolls with the board: under it where in sight, else under the header
    // (the player's scroll margin, player.css).
    const say = /** @type {HTMLElement} */ (root.querySelector('.cp-say')).getBoundingClientRect().bottom;
    const top = Math.max(say, parseFloat(getComputedStyle(root).scrollMarginTop) || 0);
    const hidden = (/** @type {Element} */ e) => {
      const r = e.getBoundingClientRect();
      return r.top < top || r.bottom > innerHeight;
    };
    if (marked.some(hidden)) into(/** @type {HTMLElement} */ (marked[0].closest('.cp-board') ?? marked[0]), 'nearest');
  };

  /**
   * The hint for the position `key` (the one when it was asked): the one shown is played;
   * else the solver is asked, and its answer dropped when an action came in between.
   * @param {string} key
   * @param {boolean} [said] that it is thought of is said already (play.js, before this module was in)
   */
  const hint = (key, said = false) => {
    const { game } = state();
    if (game.status !== 'playing' || key !== keyNow()) return;
    const step = shown?.key === key && shown.step;
    shown = null;
    if (step) return play(step);
    const n = (asking += 1);
    if (!said) thinking();
    style('help');
    solver.ask(game).then((answer) => {
      if (n !== asking) return;
      hintButton.removeAttribute('aria-busy');
      if (!answer || keyNow() !== key) return note('');
      if (answer.verdict === 'won' && answer.line.length) {
        const step = stepOf(answer.line[0]);
        shown = { key, step };
        hinted();
        note('');
        // The hint takes the place of a selection: one set of marks on the board.
        unselect();
        state().hint = step === 'redeal' ? { redeal: true } : { source: step.source, destination: step.destination };
        render();
        reveal();
        tell(words(step));
      } else {
        const text = t(answer.verdict === 'lost' ? 'player.hint-lost' : 'player.hint-none');
        note(text, answer.verdict === 'lost' && game.history.length > 0);
        tell(text);
      }
    });
  };

  /** The verdict, while its box is checked: of each position once. */
  const judge = () => {
    if (!check.checked) {
      judged = '';
      return put(verdictText, '');
    }
    const { game } = state();
    const key = keyNow();
    if (key === judged) return;
    judged = key;
    style('help');
    const s = game.status;
    if (s !== 'playing') return say(verdictText, t(`player.verdict-${s === 'won' ? 'won' : 'lost'}`));
    say(verdictText, t('player.thinking'));
    solver.ask(game).then((answer) => {
      if (answer && keyNow() === key && check.checked) say(verdictText, t(`player.verdict-${answer.verdict}`));
    });
  };

  /**
   * The finish: one card after another, or all at once under reduced motion; an action of
   * the player's in between that makes a move illegal ends it.
   */
  const finish = () => {
    const moves = finishLine(state().game);
    if (!moves || finishing) return;
    const total = moves.length;
    const done = () => tell(`${w.plural('player.finish-done', total)} ${t('narration.won')}`);
    if (quiet()) {
      for (const m of moves) play(m);
      return done();
    }
    const next = () => {
      const m = moves.shift();
      if (!m || !state().game.isLegal(m)) return (finishing = null);
      play(m);
      finishing = moves.length ? setTimeout(next, FINISH_STEP_MS) : null;
      if (!finishing) done();
    };
    finishing = setTimeout(next, 0);
  };

  return {
    hint,
    judge,
    finish,
    /** After each drawing: whether Finish shows, the hint's mark, the verdict. */
    render: () => {
      finishButton.hidden = !finishing && !finishLine(state().game);
      if (!state().hint) shown = null;
      judge();
    },
    /** Before each action: a hint asked for is no longer awaited. */
    acted: () => {
      asking += 1;
      hintButton.removeAttribute('aria-busy');
      if (advice.textContent) note('');
    },
    /** The game is left for another one (New game, Restart, another code). */
    left: () => {
      if (finishing) clearTimeout(finishing);
      finishing = null;
    },
    /** A new game starts (or a stored one comes back). */
    begin: () => {
      shown = null;
      judged = '';
      note('');
    },
  };
}
