// Free play's finish and statistics: the finish is offered only when its drops win (checked
// along solved lines of real deals), and the statistics count, validate and reset.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Game, Position, deal } from '../../crescent_docs/player/engine.js';
import { solve } from '../../crescent_docs/player/solver.js';
import { finishLine } from '../../crescent_docs/player/help.js';
import * as stats from '../../crescent_docs/player/stats.js';

const FULL = { 'up-S': 'KS', 'up-H': 'KH', 'up-D': 'KD', 'up-C': 'KC', 'down-S': 'AS', 'down-H': 'AH', 'down-D': 'AD', 'down-C': 'AC' };
/**
 * A game: the piles named, the foundations not named complete.
 * @param {Record<number, string>} piles
 * @param {Record<string, string>} foundations
 */
const game = (piles, foundations, redealsLeft = 3) =>
  new Game(
    Position.fromJSON({
      piles: Array.from({ length: 16 }, (_, i) => (piles[i + 1] ?? '').split(' ').filter(Boolean)),
      foundations: Object.entries(FULL).map(([f, top]) => foundations[f] ?? top),
      redeals_left: redealsLeft,
      moves: 0,
    }),
  );
/**
 * Whether `moves` win from `g`.
 * @param {Game} g
 * @param {import('../../crescent_docs/player/engine.js').Move[]} moves
 */
const wins = (g, moves) => {
  const copy = new Game(g.position);
  return moves.every((m) => copy.move(m) === null) && copy.status === 'won';
};

describe('finishLine', () => {
  test('drops every card left when nothing else is needed', () => {
    const g = game({ 1: 'KS', 2: 'KD QD', 3: 'QC', 4: 'KC' }, { 'up-S': 'QS', 'up-D': 'JD', 'up-C': 'JC' });
    const moves = finishLine(g);
    assert.ok(moves);
    assert.equal(moves.length, 5);
    assert.ok(wins(g, moves));
  });
  test('is null when a redeal or a pile-to-pile move is needed, and after the end', () => {
    assert.equal(finishLine(game({ 1: 'QS KS' }, { 'up-S': 'JS' })), null);
    assert.equal(finishLine(game({ 1: 'JS QS', 2: 'KS' }, { 'up-S': '10S' }, 0)), null);
    assert.equal(finishLine(game({}, {})), null);
  });
  test('is sound along the solved lines of real deals, and offered before their last move', () => {
    for (let code = 1; code <= 12; code += 1) {
      const result = solve(deal(code), { maxSeconds: null, maxNodes: 20000 });
      if (result.verdict !== 'won') continue;
      const g = new Game(deal(code));
      let offered = false;
      for (const step of result.line) {
        const moves = finishLine(g);
        if (moves) (offered = true), assert.ok(wins(g, moves), `deal ${code}`);
        assert.equal(step === 'redeal' ? g.redeal() : g.move(step), null);
      }
      assert.ok(offered, `deal ${code}: the finish is offered at least before the last move`);
    }
  });
});

describe('statistics', () => {
  const store = new Map();
  // A stub of the two methods of Storage that store.js calls.
  globalThis.localStorage = /** @type {Storage} */ (/** @type {unknown} */ ({
    getItem: (/** @type {string} */ k) => (store.has(k) ? store.get(k) : null),
    setItem: (/** @type {string} */ k, /** @type {string} */ v) => store.set(k, `${v}`),
  }));
  test('count wins, losses, streaks, bests and hints; a win with hints sets no best and ends the streak', () => {
    let c = stats.record(stats.empty(), { won: true, time: 65400, moves: 120, hints: 2 });
    assert.deepEqual(c, {
      stats: { played: 1, won: 1, wonHinted: 1, streak: 0, bestStreak: 0, hints: 2, bestTime: null, fewestMoves: null },
      time: false,
      moves: false,
    });
    c = stats.record(c.stats, { won: true, time: 90000, moves: 100, hints: 0 });
    assert.deepEqual(c, {
      stats: { played: 2, won: 2, wonHinted: 1, streak: 1, bestStreak: 1, hints: 2, bestTime: 90, fewestMoves: 100 },
      time: true,
      moves: true,
    });
    // Faster, but in more moves: one record.
    c = stats.record(c.stats, { won: true, time: 80000, moves: 130, hints: 0 });
    assert.deepEqual([c.time, c.moves, c.stats.bestTime, c.stats.fewestMoves, c.stats.streak], [true, false, 80, 100, 2]);
    // Faster and shorter, with a hint: no record, and the streak of wins without a hint ends.
    c = stats.record(c.stats, { won: true, time: 1000, moves: 50, hints: 1 });
    assert.deepEqual([c.time, c.moves, c.stats.bestTime, c.stats.fewestMoves, c.stats.wonHinted], [false, false, 80, 100, 2]);
    assert.deepEqual([c.stats.streak, c.stats.bestStreak], [0, 2]);
    c = stats.record(c.stats, { won: true, time: 70000, moves: 110, hints: 0 });
    assert.deepEqual([c.stats.streak, c.stats.bestStreak], [1, 2]);
    c = stats.record(c.stats, { won: false, time: 1000, moves: 3, hints: 1 });
    assert.deepEqual(c.stats, { played: 6, won: 5, wonHinted: 2, streak: 0, bestStreak: 2, hints: 4, bestTime: 70, fewestMoves: 100 });
  });
  test('read back what was saved, and refuse data of the wrong shape', () => {
    const s = stats.record(stats.empty(), { won: true, time: 5000, moves: 9, hints: 0 }).stats;
    assert.ok(stats.save(s));
    assert.deepEqual(stats.load(), { stats: s, problem: '' });
    // Kept before wins with hints were counted apart: none were.
    const { wonHinted, ...older } = s;
    store.set(stats.STATS, JSON.stringify({ ...older, v: 1 }));
    assert.deepEqual(stats.load(), { stats: { ...s, wonHinted: 0 }, problem: '' }, `${wonHinted}`);
    for (const raw of ['{', '[]', '{"v":2}', JSON.stringify({ ...s, v: 1, played: -1 }), JSON.stringify({ ...s, v: 1, won: 5 }), JSON.stringify({ ...s, v: 1, bestTime: 'x' }), JSON.stringify({ ...s, v: 1, wonHinted: 2 })]) {
      store.set(stats.STATS, raw);
      assert.deepEqual(stats.load(), { stats: stats.empty(), problem: 'corrupt' }, raw);
    }
    store.delete(stats.STATS);
    assert.deepEqual(stats.load(), { stats: stats.empty(), problem: '' });
  });
  test('say when storage is missing', () => {
    const kept = globalThis.localStorage;
    globalThis.localStorage = /** @type {Storage} */ (/** @type {unknown} */ ({ getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } }));
    assert.equal(stats.load().problem, 'unavailable');
    assert.equal(stats.save(stats.empty()), false);
    globalThis.localStorage = kept;
  });
});
