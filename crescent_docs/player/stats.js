// The player's statistics in localStorage, validated on read, and their panel with its
// reset. A game counts once, from its first move: as won when its last card reaches the
// foundations, or as lost when it is left unfinished (New game, Restart this deal, or
// another code) after a move. A blocked game that is then undone and won counts as won.
// A win with hints counts as a win, and apart (wonHinted): the streaks, the best time and
// the fewest moves are those of wins without a hint (a win with hints ends the streak, as
// a loss does). This module loads on demand (play.js), once the
// Play page is idle; its reset asks first (confirm.js).
import { button, h, put } from './dom.js';
import { style } from './sheet.js';
import { read, write } from './store.js';

// The panel's style (stats.css) is in before it is filled.
await style('stats');

export const STATS = 'crescent-player/stats';

/**
 * @typedef {{ played: number, won: number, wonHinted: number, streak: number, bestStreak: number, hints: number,
 *   bestTime: number | null, fewestMoves: number | null }} Stats
 * @typedef {{ stats: Stats, problem: string }} Kept
 * @typedef {{ won: boolean, time: number, moves: number, hints: number }} Result
 * @typedef {{ stats: Stats, time: boolean, moves: boolean }} Counted the statistics after a
 *   game, and whether it set a record: the best time, the fewest moves
 */

/** @type {('played' | 'won' | 'wonHinted' | 'streak' | 'bestStreak' | 'hints')[]} */
const COUNTS = ['played', 'won', 'wonHinted', 'streak', 'bestStreak', 'hints'];
/** @type {('bestTime' | 'fewestMoves')[]} */
const BESTS = ['bestTime', 'fewestMoves'];
/** @returns {Stats} */
export const empty = () => ({ played: 0, won: 0, wonHinted: 0, streak: 0, bestStreak: 0, hints: 0, bestTime: null, fewestMoves: null });

const whole = (/** @type {unknown} */ n) => Number.isInteger(n) && /** @type {number} */ (n) >= 0;

/**
 * The statistics and how they were read: { stats, problem }, problem being '' (read, or
 * nothing stored yet), 'corrupt' (unreadable data: they start again from zero) or
 * 'unavailable' (no storage: they are kept for this page only).
 * @returns {Kept}
 */
export function load() {
  const raw = read(STATS);
  if (raw === undefined) return { stats: empty(), problem: 'unavailable' };
  if (raw === null) return { stats: empty(), problem: '' };
  try {
    const data = JSON.parse(raw);
    if (data?.v !== 1) throw 0;
    const stats = empty();
    // Kept before wins with hints were counted apart: none were.
    data.wonHinted ??= 0;
    for (const k of COUNTS) {
      if (!whole(data[k])) throw 0;
      stats[k] = data[k];
    }
    for (const k of BESTS) {
      if (data[k] !== null && !whole(data[k])) throw 0;
      stats[k] = data[k];
    }
    if (stats.won > stats.played || stats.wonHinted > stats.won || stats.streak > stats.bestStreak) throw 0;
    return { stats, problem: '' };
  } catch {
    return { stats: empty(), problem: 'corrupt' };
  }
}

/**
 * Keep the statistics; false when storage refuses them.
 * @param {Stats} stats
 */
export const save = (stats) => write(STATS, JSON.stringify({ v: 1, ...stats }));

/**
 * The statistics after a game: won or not, its time (ms), moves and hints taken. A win
 * with a hint is a win (and a win with hints); it sets no best time or fewest moves, and
 * ends the streak of wins without a hint instead of extending it.
 * @param {Stats} stats
 * @param {Result} result
 * @returns {Counted}
 */
export function record(stats, { won, time, moves, hints }) {
  const next = { ...stats, played: stats.played + 1, hints: stats.hints + hints };
  const counted = { stats: next, time: false, moves: false };
  if (won) {
    next.won += 1;
    if (hints) {
      next.wonHinted += 1;
      next.streak = 0;
    } else {
      next.streak += 1;
      next.bestStreak = Math.max(next.bestStreak, next.streak);
      const secs = Math.round(time / 1000);
      counted.time = next.bestTime === null || secs < next.bestTime;
      counted.moves = next.fewestMoves === null || moves < next.fewestMoves;
      if (counted.time) next.bestTime = secs;
      if (counted.moves) next.fewestMoves = moves;
    }
  } else next.streak = 0;
  return counted;
}

/** @type {Kept | null} this page's statistics, read once */
let kept = null;
/** @type {Record<string, string>} the message of each problem */
const PROBLEMS = { corrupt: 'player.stats-corrupt', unavailable: 'player.stats-unavailable' };
let shown = () => {};
let note = () => {};

/**
 * Read the statistics once a page; a problem is said once. Corrupt data is replaced.
 * @param {import('./state.js').Wording} w
 * @param {(text: string) => void} tell
 * @returns {Kept}
 */
export function open(w, tell) {
  if (kept) return kept;
  kept = load();
  if (kept.problem === 'corrupt') save(kept.stats);
  if (kept.problem) tell(w.t(PROBLEMS[kept.problem]));
  return kept;
}
/**
 * Keep `next` as the statistics, and show them.
 * @param {import('./state.js').Wording} w
 * @param {(text: string) => void} tell
 * @param {Stats} next
 */
const keep = (w, tell, next) => {
  const kept = open(w, tell);
  kept.stats = next;
  if (!save(next) && !kept.problem) {
    kept.problem = 'unavailable';
    tell(w.t(PROBLEMS.unavailable));
  }
  note();
  shown();
};

/**
 * A game ends for the statistics; returns them, and the records it set.
 * @param {import('./state.js').Wording} w
 * @param {(text: string) => void} tell
 * @param {Result} game
 * @returns {Counted}
 */
export function count(w, tell, game) {
  const counted = record(open(w, tell).stats, game);
  keep(w, tell, counted.stats);
  return counted;
}

/**
 * Fill the statistics disclosure `details` (its summary stays): figures, rule, reset.
 * @param {import('./state.js').Wording} w
 * @param {(text: string) => void} tell
 * @param {HTMLDetailsElement} details
 * @param {() => { game: { status: string }, log: unknown[] }} state the game going on
 */
export function panel(w, tell, details, state) {
  const { t } = w;
  const kept = open(w, tell);
  const problem = h('p', { className: 'cp-stats-note' });
  // A game going on is not in the figures yet: said at their top while it is (two reviews
  // opened them mid-game, read 0 games played, and thought them broken).
  const pending = h('p', { className: 'cp-stats-now' });
  note = () => put(problem, kept.problem ? t(PROBLEMS[kept.problem]) : '');
  const list = h('dl', { className: 'cp-stats-list' });
  const lang = document.documentElement.lang || undefined;
  const number = new Intl.NumberFormat(lang).format;
  const percent = new Intl.NumberFormat(lang, { style: 'percent' }).format;
  const clock = (/** @type {number} */ secs) => `${Math.floor(secs / 60)}:${`${secs % 60}`.padStart(2, '0')}`;
  shown = () => {
    const { game, log } = state();
    // A blocked game is over, but counts only once left (Undo may still take it back).
    const status = log.length ? game.status : 'won';
    put(pending, status === 'playing' ? t('player.stats-pending') : status === 'blocked' ? t('player.blocked-counts') : '');
    const r = kept.stats;
    const none = t('player.stats-none');
    // Every win so far with hints: the records, which count only wins without one, say why
    // they are empty (beside "100 %" won, a bare "none yet" read as a fault).
    const unset = r.won && r.won === r.wonHinted ? t('player.stats-none-hinted') : none;
    const rows = {
      played: number(r.played),
      won: number(r.won),
      'won-hinted': number(r.wonHinted),
      rate: r.played ? percent(r.won / r.played) : none,
      'best-time': r.bestTime === null ? unset : clock(r.bestTime),
      'fewest-moves': r.fewestMoves === null ? unset : number(r.fewestMoves),
      streak: number(r.streak),
      'best-streak': number(r.bestStreak),
      hints: number(r.hints),
    };
    list.replaceChildren(
      ...Object.entries(rows).flatMap(([k, v]) => [h('dt', 0, t(`player.stats-${k}`)), h('dd', { 'data-stat': k }, v)]),
    );
  };
  // The reset asks first, in a dialog of the page's (confirm.js; not window.confirm).
  /** @type {Promise<import('./confirm.js').Question> | null} */
  let asking = null;
  const wipe = () => {
    keep(w, tell, empty());
    reset.focus();
    tell(t('player.stats-reset-done'));
  };
  const reset = button(t('player.stats-reset'), () =>
    (asking ??= import('./confirm.js').then((m) => m.question(details, () => reset))).then((ask) =>
      ask(t('player.stats-confirm'), t('player.stats-confirm-yes'), wipe, t('player.stats-confirm-no'), () => {}),
    ),
  );
  // How a game counts comes first: a game in progress is not in the figures yet (a review
  // read its 0 hints used, under the figures' rule, as a fault).
  details.append(problem, pending, h('p', 0, t('player.stats-rule')), list, h('p', 0, t('player.stats-hint-streak-rule')), reset);
  note();
  shown();
}

/**
 * Once the Play page shows: the statistics are read (a problem is said with `note`), and the
 * disclosure `details` is filled when it is first opened.
 * @param {import('./state.js').Wording} w
 * @param {(text: string) => void} note
 * @param {(text: string) => void} tell
 * @param {HTMLDetailsElement} details
 * @param {() => { game: { status: string }, log: unknown[] }} state the game going on
 */
export function hook(w, note, tell, details, state) {
  open(w, note);
  // Filled when first opened; shown again, the game going on with it, at each opening.
  const fill = () => details.open && (details.dataset.filled ? shown() : ((details.dataset.filled = 'yes'), panel(w, tell, details, state)));
  details.addEventListener('toggle', fill);
  fill();
}
