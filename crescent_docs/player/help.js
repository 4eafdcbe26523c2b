// The solver's help in free play: the hint (key H; asked again while it shows, it is
// played), the verdict ("can this still be won?", off by default) and the finish (every
// card left dropped to the foundations, one after another). play.js draws their controls
// and loads this module when they are first needed (at the first drawing of the Play page).
// The solver runs in a Web Worker (worker.js), started when the player first touches,
// clicks or types on the player (`warm`, from play.js) or asks for a hint or a verdict, so
// it is not part of the page's first load, and the first hint finds it loaded, as later
// ones do; a search stopped (the worker ended) leaves a fresh one waiting. Input is never
// blocked.
//
// Every hint gives a move while one is legal: a winning line's first when one is known; in
// a position proven lost, the move that brings the most cards home all the same, said to
// win no more, with Undo offered; else, after GUESS_MS,
// the best move the search has found so far, said to be no proven win, while the search
// goes on (HINT_MS) and says how long it has searched; a winning line found meanwhile
// takes its place; Hint asked again within SEEN_MS of a guess showing says it again, and
// plays it only later. "Thinking…" never stays past SURE_MS: a worker slow to report (its
// start, a long slice of search on a slow machine) leaves a plain move then (`quickStep`),
// said to be no proven win too. Hint asked again while it is thought of changes nothing:
// the same search goes on, and the move comes when it would have come. The verdict searches a position for VERDICT_MS: "Thinking…" shows no
// longer than THINKING_MS of the page's clock, then how long the search has run. When the player moves on, the
// verdict's search goes to the new position at once (an earlier one's words, "At move 0:
// Still searching", read as stale); an answer already given for an earlier position of the
// same line shows meanwhile with its move ("At move 12: …"), never one of a move undone; a
// position proven lost makes every later one lost, and a winning line every position
// along it won. "Unknown" says how long was searched and offers to search longer.
import { into, quiet } from './anim.js';
import { button, put, said, say } from './dom.js';
import { Game, Move, PILES, Refusal, isPile } from './engine.js';
import { style } from './sheet.js';
import { act, positionKey } from './state.js';

/** @typedef {import('./state.js').State} State */
/** @typedef {import('./engine.js').Position} Position */
/**
 * What the solver said of a position: its verdict, its winning line (when won), the move
 * to suggest (when not lost), how long it was searched (s), the move number it was at.
 * @typedef {{ verdict: string, line: string[], best: string | null, seconds: number, at: number }} Answer
 */
/**
 * A search under way: its request, the position's key, its game and log, the positions
 * passed through since the last redeal (its suggestion leads back to none), when it started
 * and when it ends (ms, performance.now()).
 * @typedef {{ id: number, key: string, game: Game, log: string[], seen: Position[], started: number, until: number }} Job
 */

/** How long the verdict searches a position before it says "Unknown" (ms). */
export const VERDICT_MS = 3000;
/** How long a hint's search goes on in the background (ms). */
export const HINT_MS = 10000;
/** When a hint gives the best move found so far, with no winning line yet (ms). */
export const GUESS_MS = 600;
/** When a hint gives a plain move, if the search has given none by then (ms). */
export const SURE_MS = 2000;
/**
 * How long a guess (a move no winning line proves) shows before Hint asked again plays it
 * (ms): a quick second press, a double press of H made while "Thinking…" showed, says the
 * guess again rather than play a move that was never read. Half a second: a press made
 * sooner cannot answer what it shows; one at 0.7 s, read and meant, was refused at 1 s (a
 * review).
 */
export const SEEN_MS = 500;
/** How much longer "Search longer" searches (ms). */
export const MORE_MS = 20000;
/** How often the worker reports its search's progress (ms). */
const REPORT_MS = 500;
/**
 * How long the verdict may say "Thinking…" (ms): then the page's own clock says how long
 * the search has run, and for which move, even when the worker is slow to report (a slice
 * of its search can run far past the time it asked for on a slow machine).
 */
export const THINKING_MS = 2000;
/**
 * The finish's pace: its cards set off within FINISH_MS, one every FINISH_STEP_MS at most,
 * their flights (180 ms, anim.js) overlapping; a long finish sends several cards together
 * every FINISH_TICK_MS. A full finish is over in about a second.
 */
const FINISH_MS = 880;
const FINISH_STEP_MS = 120;
const FINISH_TICK_MS = 45;
/** The cards of a suit's two foundations together when they meet (the up top one below the down top). */
const MEET = 13;

/**
 * The lazy worker client: one search at a time, for a position's key. `search(game, log,
 * ms)` searches the game's position for `ms` from now (the same position: its search goes
 * on); `listen(f)` hears each progress report and answer. Answers are kept by position: a
 * winning line gives the answer for every position along it, and a position proven lost
 * the answer for every position played on from it (`answer(game, log)`).
 * @param {URL} [url]
 */
export function solverClient(url = new URL('./worker.js', import.meta.url)) {
  /** @type {Worker | null} */
  let worker = null;
  /** @type {Job | null} */
  let job = null;
  let count = 0;
  /** @type {Map<string, Answer>} */
  const known = new Map();
  /** @type {{ log: string[], answer: Answer }[]} the answers that decide, with their logs */
  const kept = [];
  /** @type {Set<(job: Job, report: { best: string | null, seconds: number, answer: Answer | null }) => void>} */
  const listeners = new Set();
  const start = () => {
    worker = new Worker(url, { type: 'module' });
    worker.onmessage = ({ data }) => {
      const now = job;
      if (!now || data.id !== now.id) return;
      if (!data.progress) job = null;
      let answer = null;
      if (!data.progress) {
        const { verdict, line, best, seconds } = data.error ? { verdict: 'unknown', line: [], best: null, seconds: 0 } : data;
        answer = { verdict, line, best, seconds, at: now.game.moves };
        learn(now.game, now.log, answer);
      }
      for (const f of listeners) f(now, { best: data.best ?? null, seconds: data.seconds ?? 0, answer });
    };
    return worker;
  };
  /**
   * Keep an answer, by position, and with its log: the positions played on from it.
   * @param {Game} game @param {string[]} log @param {Answer} answer
   */
  const learn = (game, log, answer) => {
    known.set(positionKey(game), answer);
    if (answer.verdict !== 'unknown') kept.push({ log: [...log], answer });
  };
  /**
   * The answer for a position: its own; or, played on from a position proven lost, lost;
   * or, played along a winning line, won by the rest of it (the logs compared, no line
   * replayed).
   * @param {Game} game @param {string[]} log
   * @returns {Answer | undefined}
   */
  const answer = (game, log) => {
    const own = known.get(positionKey(game));
    if (own) return own;
    for (const { log: from, answer: a } of kept) {
      if (from.length > log.length || !from.every((step, i) => step === log[i])) continue;
      // Its move is the lost position's: this one's comes from a search of its own.
      if (a.verdict === 'lost') return { ...a, best: null, at: game.moves };
      const k = log.length - from.length;
      if (k < a.line.length && log.slice(from.length).every((step, i) => step === a.line[i])) {
        return { ...a, line: a.line.slice(k), best: a.line[k], at: game.moves };
      }
    }
    return undefined;
  };
  // The search ends with its worker; a fresh one starts at once, so that the next search
  // does not wait for its start either.
  const stop = () => {
    const was = worker;
    worker?.terminate();
    worker = null;
    job = null;
    if (was) start();
  };
  /**
   * Search the game's position for `ms` from now; its move leads back to none of `seen`.
   * @param {Game} game @param {string[]} log @param {number} ms @param {Position[]} [seen]
   */
  const search = (game, log, ms, seen = []) => {
    const key = positionKey(game);
    const now = performance.now();
    const until = now + ms;
    // Another position's search ends (the worker answers it; the answer is dropped).
    if (job && job.key !== key) job = null;
    if (job && job.until >= until) return;
    const started = job?.started ?? now;
    job = { id: (count += 1), key, game: new Game(game.position), log: [...log], seen, started, until };
    const position = game.position.toJSON();
    (worker ?? start()).postMessage({ id: job.id, position, budgetMs: ms, progressMs: REPORT_MS, seen: seen.map((p) => p.toJSON()) });
  };
  return {
    search,
    answer,
    stop,
    /** Start the worker (it loads the solver) before the first search: once is enough. */
    warm: () => void (worker ?? start()),
    /** A new game: the logs kept are of the game before. */
    forget: () => (kept.length = 0),
    /** The search under way, if any. */
    busy: () => job,
    /** @param {(job: Job, report: { best: string | null, seconds: number, answer: Answer | null }) => void} f */
    listen: (f) => listeners.add(f),
  };
}

/**
 * The positions a game has passed through since its last redeal (none before it can come
 * back: a redeal spends one), the one now last: its start replayed through its log.
 * @param {{ start: Position, log: string[] }} state
 * @returns {Position[]}
 */
export function passed({ start, log }) {
  const game = new Game(start);
  let out = [game.position];
  for (const a of log) {
    act(game, a);
    if (a === 'redeal') out = [];
    out.push(game.position);
  }
  return out;
}

/**
 * A position's place in play, whatever its move count: the same piles, foundations and
 * redeals left, the same shape (a position passed through again has another move count).
 * @param {Position} position
 * @returns {string}
 */
export const shapeOf = (position) => {
  const { piles, foundations, redeals_left } = position.toJSON();
  return JSON.stringify([piles, foundations, redeals_left]);
};

/**
 * Parse one step of a solver's line: a Move, or 'redeal'.
 * @param {string} text
 * @returns {Move | 'redeal'}
 */
export const stepOf = (text) => (text === 'redeal' ? 'redeal' : Move.parse(text));

/**
 * The moves that finish a game, or null. Finishing is *certain* when every card left can
 * go to the foundations straight from its pile: no pile-to-pile move, no redeal, and
 * cards moved between a suit's two foundations only where they meet (those moves change
 * nothing else, as the solver's proof says). Any card that can go is played, in turn: a
 * card played never stops another from going (the two copies of a rank are alike, one
 * for each foundation of the suit), so when these drops do not win, none do. Sound: the
 * finish is offered only when these very moves win.
 * @param {Game} game
 * @returns {Move[] | null}
 */
export function finishLine(game) {
  if (game.status !== 'playing') return null;
  const copy = new Game(game.position);
  /** @type {Move[]} */
  const moves = [];
  const meet = (/** @type {string} */ suit) => copy.count(`up-${suit}`) + copy.count(`down-${suit}`) === MEET;
  for (let dropped = true; dropped; ) {
    dropped = false;
    for (const p of PILES) {
      const card = copy.top(p);
      if (!card) continue;
      if (copy.dropTarget(p) instanceof Refusal && meet(card.suit)) {
        // Where the two foundations meet, the cards between them pass until the card fits.
        const up = `up-${card.suit}`;
        const down = `down-${card.suit}`;
        const goal = card.rank - 1;
        for (let u = copy.count(up); u !== goal && u >= 1 && u <= 13; ) {
          const m = u > goal ? new Move(up, down) : new Move(down, up);
          if (copy.move(m) !== null) break;
          moves.push(m);
          u = copy.count(up);
        }
      }
      const r = copy.drop(p);
      if (!(r instanceof Refusal)) (dropped = true), moves.push(r);
    }
  }
  return copy.status === 'won' && moves.length ? moves : null;
}

/**
 * A move to suggest at once, with no search: a pile's card that goes to the foundations;
 * else a pile's card that can move; else any legal move, or the redeal; none that leads
 * back to a position of `seen` (passed through since the last redeal). No proof: for when
 * the solver has said nothing in time. Null when there is none.
 * @param {Game} game @param {Position[]} [seen]
 * @returns {string | null}
 */
export function quickStep(game, seen = []) {
  if (game.status !== 'playing') return null;
  const shapes = new Set(seen.map(shapeOf));
  const fresh = (/** @type {Move} */ m) => {
    const next = new Game(game.position);
    next.move(m);
    return !shapes.has(shapeOf(next.position));
  };
  for (const p of PILES) {
    const f = game.dropTarget(p);
    if (!(f instanceof Refusal) && fresh(new Move(p, f))) return `${new Move(p, f)}`;
  }
  const moves = game.legalMoves().filter(fresh);
  const m = moves.find((m) => isPile(m.source)) ?? moves[0];
  if (m) return `${m}`;
  return game.redealsLeft > 0 ? 'redeal' : null;
}

/**
 * A hint on the board, in the engine's notation: `proven` when it is a winning line's
 * first step, `lost` when its position is proven lost (the move that brings the most cards
 * home); neither for a guess, the best move found so far.
 * @typedef {{ step: string, proven: boolean, lost: boolean }} Shown
 */

/**
 * What a hint on the board becomes once the solver has decided its position, so that the
 * hint never says less, or other, than the verdict knows: a guess or a lost move becomes
 * the first step of the winning line once the position is proven winnable (say, by the
 * verdict's "Search longer", after the hint's own search ended unknown); a guess becomes
 * a lost move once it is proven lost (the search's move, else the one shown, which is
 * legal). Null when the hint shown already agrees, or nothing is decided.
 * @param {Shown | null} shown
 * @param {Answer | undefined} known the solver's answer for the hint's position
 * @returns {Shown | null}
 */
export function agreeing(shown, known) {
  if (!shown || !known) return null;
  if (known.verdict === 'won' && !shown.proven && known.line.length) return { step: known.line[0], proven: true, lost: false };
  if (known.verdict === 'lost' && !shown.lost) return { step: known.best ?? shown.step, proven: false, lost: true };
  return null;
}

/**
 * What the help needs of its table and page, passed in.
 * @typedef {object} Context
 * @property {import('./state.js').Wording} w
 * @property {(text: string) => void} tell the table's live region
 * @property {() => State} state the table's state
 * @property {() => void} render draw the table again
 * @property {(step: Move | 'redeal', hush?: boolean) => void} play run a step as the player's action (`hush`: not said)
 * @property {() => void} unselect
 * @property {() => void} hinted a hint was taken (the game counts it)
 * @property {(place: string) => void} focus the keyboard's focus goes to a place of the board
 * @property {() => void} thinking say that a hint is being thought of (the advice line, the status line, the busy button)
 * @property {() => (import('./engine.js').Position | null)} [prior] the position before the last action taken while
 *   this module was on its way (null: none), for its first drawing
 * @property {{ advice: HTMLElement, adviceUndo: HTMLElement, hintButton: HTMLElement, finishButton: HTMLElement,
 *   check: HTMLInputElement, verdictText: HTMLElement }} controls the advice line and its Undo, the Hint and Finish
 *   buttons, the verdict's checkbox and its line (play.js draws them)
 */

/** @typedef {ReturnType<typeof help>} Helper */

/**
 * The hint, the verdict and the finish of one player.
 * @param {Context} ctx
 */
export function help({ w, tell, state, render, play, unselect, hinted, focus, thinking, controls, prior = () => null }) {
  const { advice, adviceUndo, hintButton, finishButton, check, verdictText } = controls;
  // The table's status line: what an action said, which the finish's readiness follows.
  const status = /** @type {HTMLElement} */ (hintButton.closest('.crescent-player')?.querySelector('.cp-status'));
  const { t } = w;
  const solver = solverClient();
  /** @type {{ key: string, step: Move | 'redeal', proven: boolean, lost: boolean, at: number } | null} the hint on the board, since `at` (ms) */
  let shown = null;
  /** @type {{ key: string, n: number } | null} the hint asked for, while its search goes on */
  let wanted = null;
  let asking = 0; // the latest hint request's number
  /** @type {ReturnType<typeof setTimeout> | null} the timer of the finish's next card */
  let finishing = null;
  /** @type {Answer | null} the last answer the verdict showed, for an earlier move too */
  let told = null;
  /** @type {string[]} the log of the position `told` answers for */
  let toldLog = [];
  /** @type {ReturnType<typeof setTimeout> | null} the verdict's look again, THINKING_MS after "Thinking…" */
  let thinkingTimer = null;
  const keyNow = () => positionKey(state().game);
  const seconds = (/** @type {number} */ s) => `${Math.max(1, Math.round(s))}`;
  // "Search longer": beside the advice line (a hint's search) and the verdict (its own).
  const more = () => {
    const { game, log } = state();
    solver.search(game, log, MORE_MS, passed(state()));
    update();
  };
  const adviceMore = button(t('player.search-longer'), () => ((wanted = { key: keyNow(), n: asking }), more()));
  const verdictMore = button(t('player.search-longer'), more);
  adviceMore.hidden = verdictMore.hidden = true;
  adviceUndo.after(adviceMore);
  // Outside the verdict's line (its text is the verdict alone), after it.
  /** @type {HTMLElement} */ (verdictText.parentElement).after(verdictMore);
  /**
   * The advice line; `lost`: with its Undo; `longer`: with "Search longer".
   * @param {string} text
   * @param {boolean} [lost]
   * @param {boolean} [longer]
   */
  const note = (text, lost = false, longer = false) => {
    put(advice, text);
    adviceUndo.hidden = !lost;
    adviceMore.hidden = !longer;
  };
  /**
   * Told as it will be played: the card, and the card it goes onto.
   * @param {Move | 'redeal'} step
   * @param {boolean} proven
   * @param {boolean} [found] a winning line found after a guess
   * @param {boolean} [lost] the position is proven lost: the move brings the most cards home
   */
  const words = (step, proven, found = false, lost = false) => {
    if (step === 'redeal') return t(lost ? 'player.hint-lost-redeal' : proven ? 'player.hint-redeal' : 'player.hint-guess-redeal');
    const { game } = state();
    // A hinted move is legal: its source holds its card (the destination may be empty).
    const card = /** @type {import('./engine.js').Card} */ (game.top(step.source));
    const told = w.step(step, card, game.top(step.destination) ?? undefined);
    const name = lost ? 'player.hint-lost-move' : found ? 'player.hint-found' : proven ? 'player.hint-move' : 'player.hint-guess';
    return t(name, { step: told });
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
   * Mark a hint's move on the board and say it.
   * @param {string} text the step, in the engine's notation
   * @param {boolean} proven
   * @param {boolean} [lost] the position is proven lost
   */
  const mark = (text, proven, lost = false) => {
    const key = keyNow();
    const found = !!shown && !shown.proven && proven;
    if (shown?.key === key && shown.proven === proven && shown.lost === lost && `${shown.step}` === text) return;
    const step = stepOf(text);
    if (!shown) hinted();
    shown = { key, step, proven, lost, at: performance.now() };
    // The hint takes the place of a selection: one set of marks on the board.
    unselect();
    state().hint = step === 'redeal' ? { redeal: true } : { source: step.source, destination: step.destination };
    render();
    // The keyboard's focus, where it is in this player, goes to the move's card: Enter
    // selects it (then Enter on the destination plays it), as H again plays the hint.
    const root = /** @type {HTMLElement} */ (hintButton.closest('.crescent-player'));
    if (step !== 'redeal' && root.contains(document.activeElement)) focus(step.source);
    reveal();
    tell(words(step, proven, found, lost));
  };

  // A hint's marks are drawn by help.css: none is painted before it is in (a mark with no
  // outline on a slow machine), so a hint waits for it, as a module waits for its own.
  let styled = false;
  const sheet = () => style('help').then(() => void (styled = true));
  /** What the hint asked for shows now: a proven move, a guess, or why there is none. */
  const hintNow = () => {
    if (!styled) return void sheet().then(hintNow);
    if (!wanted || wanted.key !== keyNow()) return;
    const { game, log } = state();
    const known = solver.answer(game, log);
    const job = solver.busy();
    const searching = job?.key === wanted.key;
    if (searching) hintButton.setAttribute('aria-busy', 'true');
    else hintButton.removeAttribute('aria-busy');
    if (known?.verdict === 'won') {
      wanted = null;
      hintButton.removeAttribute('aria-busy');
      note('');
      return mark(known.line[0], true);
    }
    if (known?.verdict === 'lost') {
      // Still a move while one is legal: the search's, else (played on from a position
      // proven lost) this position's own search's, or a plain one past SURE_MS.
      const step = known.best ?? guess.best ?? guess.plain;
      if (!step && searching) return;
      wanted = null;
      hintButton.removeAttribute('aria-busy');
      const text = t('player.hint-lost');
      note(text, game.history.length > 0);
      return step ? mark(step, false, true) : tell(text);
    }
    const best = known?.best ?? guess.best ?? guess.plain;
    if (!best) {
      if (!searching) {
        wanted = null;
        note(t('player.hint-none'));
        tell(t('player.hint-none'));
      }
      return;
    }
    if (!searching && !known && !guess.plain) return;
    if (searching && !guess.ready) return;
    mark(shown?.key === wanted.key ? `${shown.step}` : best, false);
    if (searching) note(t('player.hint-searching', { seconds: seconds(guess.seconds) }));
    else {
      note(t('player.hint-unproven', { seconds: seconds(known?.seconds ?? 0) }), false, true);
      wanted = null;
    }
  };
  /**
   * The search's latest report on the position asked for: its best move, its time; whether
   * a guess may show (GUESS_MS), and the plain move past SURE_MS.
   */
  const guess = { best: /** @type {string | null} */ (null), seconds: 0, ready: false, plain: /** @type {string | null} */ (null) };
  const fresh = { best: null, seconds: 0, ready: false, plain: null };

  /**
   * The hint for the position `key` (the one when it was asked): the one shown is played;
   * else the solver is asked, and what it says dropped when an action came in between.
   * @param {string} key
   * @param {boolean} [said] that it is thought of is said already (play.js, before this module was in)
   */
  const hint = (key, said = false) => {
    const { game, log } = state();
    if (game.status !== 'playing' || key !== keyNow()) return;
    const was = shown?.key === key ? shown : null;
    const step = was?.step;
    if (was && !was.proven && !was.lost && performance.now() - was.at < SEEN_MS) return tell(words(was.step, false));
    shown = null;
    if (step) return play(step);
    // Asked again while it is thought of: its search goes on, and its timers run on.
    if (wanted?.key === key) return;
    asking += 1;
    wanted = { key, n: asking };
    Object.assign(guess, fresh);
    sheet();
    const known = solver.answer(game, log);
    // Lost with no move known (played on from a position proven lost): this one is searched.
    if (!known || known.verdict === 'unknown' || (known.verdict === 'lost' && !known.best)) {
      if (!said) thinking();
      solver.search(game, log, HINT_MS, passed(state()));
      // A move within GUESS_MS: the best found by then, unless a winning line comes first.
      const n = asking;
      setTimeout(() => {
        if (wanted?.n !== n) return;
        guess.ready = true;
        hintNow();
      }, GUESS_MS);
      // No move from the search by SURE_MS: a plain one.
      setTimeout(() => {
        if (wanted?.n !== n) return;
        guess.plain = quickStep(state().game, passed(state()));
        hintNow();
      }, SURE_MS);
    }
    hintNow();
  };

  /** The verdict's line says `text`, once (the live region speaks each change). */
  const show = (/** @type {string} */ text) => (verdictText.textContent?.replace('\u00a0', '') === text ? text : say(verdictText, text));
  /** The verdict, while its box is checked: the current position's, or an earlier move's. */
  const judge = () => {
    verdictMore.hidden = true;
    if (!check.checked) return put(verdictText, '');
    const { game, log } = state();
    const s = game.status;
    // A won game's verdict is that it is won, not that it could be.
    if (s !== 'playing') return show(t(`player.verdict-${s === 'won' ? 'done' : 'lost'}`));
    sheet();
    const key = keyNow();
    const known = solver.answer(game, log);
    const job = solver.busy();
    /** @param {Answer} a */
    const text = (a) =>
      a.verdict === 'unknown' ? t('player.verdict-unknown-time', { seconds: seconds(a.seconds) }) : t(`player.verdict-${a.verdict}`);
    if (known && job?.key !== key) {
      told = known;
      toldLog = [...log];
      verdictMore.hidden = known.verdict !== 'unknown';
      return show(text(known));
    }
    // The position now: another's search (the verdict's, a move ago) gives way.
    if (!job || job.key !== key) solver.search(game, log, VERDICT_MS, passed(state()));
    const now = solver.busy();
    const spent = Math.max(now?.key === key ? guess.seconds : 0, known?.seconds ?? 0);
    // Past VERDICT_MS (less a report's interval), a longer search says how long it has searched.
    if (now?.key === key && spent * 1000 >= VERDICT_MS - REPORT_MS) {
      return show(t('player.verdict-searching', { seconds: seconds(spent) }));
    }
    // An earlier move's answer while this one is searched (a position this game passed
    // through, not one undone, nor one before a redeal: a review read "At move 0:
    // winnable…" just after a redeal, at move 0, as the answer now); "Thinking…" only until then.
    const since = told ? log.slice(toldLog.length) : [];
    const earlier = told && since.length && !since.includes('redeal') && toldLog.every((step, i) => step === log[i]);
    if (told && earlier) return show(t('player.verdict-at', { n: told.at, verdict: text(told) }));
    // "Thinking…" for THINKING_MS at most, by the page's clock: then how long the search
    // (of the position now) has run.
    const late = now ? performance.now() - now.started : 0;
    if (now && late >= THINKING_MS) return show(t('player.verdict-searching', { seconds: seconds(late / 1000) }));
    if (thinkingTimer !== null) clearTimeout(thinkingTimer);
    thinkingTimer = setTimeout(() => ((thinkingTimer = null), judge()), THINKING_MS - late);
    show(t('player.thinking'));
  };

  /**
   * A hint left on the board (its search over) follows what is learnt of its position
   * since (`agreeing`): the hint and the verdict never speak with two levels of confidence.
   */
  const agree = () => {
    if (wanted || !shown || shown.key !== keyNow()) return;
    const { game, log } = state();
    const next = agreeing({ ...shown, step: `${shown.step}` }, solver.answer(game, log));
    if (!next) return;
    if (next.lost) note(t('player.hint-lost'), game.history.length > 0);
    else note('');
    mark(next.step, next.proven, next.lost);
  };
  /** After a report or an answer: the hint's move and the verdict say what is known now. */
  const update = () => {
    hintNow();
    agree();
    judge();
  };
  solver.listen((job, report) => {
    if (job.key === keyNow()) Object.assign(guess, { best: report.best, seconds: report.seconds });
    if (report.answer && check.checked) {
      told = report.answer;
      toldLog = [...job.log];
      // The next search: the position now, when the verdict wants it.
    }
    update();
  });

  /**
   * The finish: the cards in quick succession, their flights overlapping, or all at once
   * under reduced motion; said once, at its end. An action of the player's in between that
   * makes a move illegal ends it.
   */
  const finish = () => {
    const moves = finishLine(state().game);
    if (!moves || finishing) return;
    const total = moves.filter((m) => isPile(m.source)).length;
    const done = () => tell(`${w.plural('player.finish-done', total)} ${t('narration.won')}`);
    if (quiet()) {
      for (const m of moves) play(m, true);
      return done();
    }
    const per = Math.ceil((moves.length * FINISH_TICK_MS) / FINISH_MS);
    const pause = Math.min(FINISH_STEP_MS, FINISH_MS / Math.ceil(moves.length / per));
    // The finish is over before its last move is drawn: the drawing of the win hides Finish.
    const next = () => {
      for (let k = 0; k < per; k += 1) {
        const m = moves.shift();
        if (!m || !state().game.isLegal(m)) return ((finishing = null), render());
        if (!moves.length) finishing = null;
        play(m, true);
        if (!moves.length) return done();
      }
      finishing = setTimeout(next, pause);
    };
    finishing = setTimeout(next, 0);
  };

  /** Whether the board was drawn once already (Finish's readiness is said on a change). */
  let drawn = false;

  return {
    hint,
    judge,
    finish,
    /** The player touched the board or a control: the solver's worker starts, ready for a hint. */
    warm: () => solver.warm(),
    /** After each drawing: whether Finish shows, the hint's mark, the verdict. */
    render: () => {
      const was = finishButton.hidden;
      finishButton.hidden = !finishing && !finishLine(state().game);
      // Finish just came: said once, after what the action said, in the status line (not
      // when a game opens with it: the page's own note about that game stands alone). This
      // module may come after the player's first action (loaded at the first touch): its
      // first drawing then says Finish came only if it was not there before that action,
      // as a drawing before the action would have, however late the module comes.
      const before = drawn ? null : prior();
      const came = was && (drawn || (before !== null && !finishLine(new Game(before))));
      if (came && !finishButton.hidden) tell(`${said(status)} ${t('player.finish-ready')}`.trim());
      drawn = true;
      if (!state().hint) shown = null;
      judge();
    },
    /** Before each action: a hint asked for is no longer awaited, nor its search. */
    acted: () => {
      asking += 1;
      wanted = null;
      hintButton.removeAttribute('aria-busy');
      Object.assign(guess, fresh);
      // A search the verdict no longer waits for ends; the verdict's own is kept to
      // VERDICT_MS in all, until the drawing after the action has the verdict search the
      // position now in its place.
      const job = solver.busy();
      const left = job ? job.started + VERDICT_MS - performance.now() : 0;
      if (job && (!check.checked || left <= 0)) solver.stop();
      else if (job && job.until - performance.now() > left) solver.search(job.game, job.log, left, job.seen);
      if (advice.textContent) note('');
    },
    /** The game is left for another one (New game, Restart, another code). */
    left: () => {
      if (finishing) clearTimeout(finishing);
      finishing = null;
    },
    /**
     * Whether the player has been shown a winning line from the position now that does
     * not begin with a redeal (the verdict, its box checked, or a hint's proven move here):
     * a redeal would leave it (its question says so). Never what the player has not asked
     * to see: the question would give the verdict away.
     */
    winsWithout: () => {
      const { game, log } = state();
      const known = solver.answer(game, log);
      const seen = check.checked || (shown?.key === keyNow() && shown.proven);
      return seen && known?.verdict === 'won' && known.line[0] !== 'redeal';
    },
    /** A new game starts (or a stored one comes back). */
    begin: () => {
      shown = null;
      wanted = null;
      told = null;
      solver.forget();
      note('');
    },
  };
}
