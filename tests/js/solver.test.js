// solver.js and worker.js: the JS twin of the solver gives the Python solver's answers
// (tests/vectors/solver.jsonl), its lines win, its proofs are proofs, and the worker
// speaks the documented JSON.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { Game, Move, Position, Status, deal, mulberry32 } from '../../crescent_docs/player/engine.js';
import { passed, shapeOf } from '../../crescent_docs/player/help.js';
import { REDEAL, Search, SolverError, TACTICS, playLine, solve } from '../../crescent_docs/player/solver.js';
import { answer } from '../../crescent_docs/player/worker.js';

const PLAYER = new URL('../../crescent_docs/player/', import.meta.url);
const VECTORS = new URL('../vectors/solver.jsonl', import.meta.url);
const records = readFileSync(VECTORS, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));
const cases = records.filter((record) => record.type === 'case');

/**
 * Replay `line` with the JS engine and return the final status.
 * @param {Position} position
 * @param {string[]} line
 */
function statusAfter(position, line) {
  return playLine(position, line).status;
}

/**
 * The verdict a request was answered with (an error answer fails the test).
 * @param {import('../../crescent_docs/player/worker.js').Answer} reply
 */
function verdictOf(reply) {
  if ('error' in reply) assert.fail(`answered an error: ${reply.error}`);
  return reply;
}

describe('the shared vectors', () => {
  test('the file starts with its header and holds every kind of verdict', () => {
    assert.deepEqual(records[0], { type: 'header', format: 'crescent-solver-vectors', version: 1 });
    const verdicts = new Set(cases.map((c) => c.verdict));
    assert.deepEqual([...verdicts].sort(), ['not found', 'unwinnable', 'won']);
  });

  for (const vector of cases) {
    test(`${vector.name}: the same verdict, line and node count as the Python solver`, () => {
      const position = Position.fromJSON(vector.position);
      const tactics = { ...TACTICS };
      if (vector.late !== undefined) Object.assign(tactics, { late: vector.late, lateCovers: vector.late_covers });
      if (vector.relaxed !== undefined) Object.assign(tactics, { relaxed: vector.relaxed });
      const result = solve(position, { maxSeconds: null, maxNodes: vector.max_nodes, seed: vector.seed, tactics });
      assert.equal(result.verdict, vector.verdict);
      assert.equal(result.exhaustive, vector.exhaustive);
      assert.equal(result.nodes, vector.nodes);
      assert.equal(result.restarts, vector.restarts);
      assert.deepEqual(result.line, vector.line);
      if (result.won) assert.equal(statusAfter(position, result.line), Status.WON);
    });
  }
});

describe('the JS solver', () => {
  test('a proof is never contradicted: other seeds find no win', () => {
    const proven = cases.filter((c) => c.verdict === 'unwinnable');
    assert.ok(proven.length >= 10);
    for (const vector of proven) {
      const position = Position.fromJSON(vector.position);
      for (const seed of [1, 2]) {
        const result = solve(position, { maxSeconds: null, maxNodes: 5000, seed, exhaustiveNodes: 0 });
        assert.notEqual(result.verdict, 'won', vector.name);
      }
    }
  });

  test('the guided search alone never claims a proof', () => {
    const position = Position.fromJSON(cases.find((c) => c.name === 'no-4S-left').position);
    const alone = { ...TACTICS, relaxed: 0 }; // no relaxation (a proof too)
    const result = solve(position, { maxSeconds: null, maxNodes: 500, exhaustiveNodes: 0, tactics: alone });
    assert.equal(result.won, false);
    assert.equal(result.exhaustive, false);
    assert.equal(result.verdict, 'not found');
  });

  test('a budget that runs out is not a proof, and says which budget', () => {
    const byNodes = solve(deal(14), { maxSeconds: null, maxNodes: 2000, exhaustiveNodes: 500 });
    assert.equal(byNodes.verdict, 'not found');
    assert.equal(byNodes.stopped, 'nodes');
    assert.equal(byNodes.nodes, 2000);
    const byTime = solve(deal(14), { maxSeconds: 0.05 });
    assert.ok(['time', 'won'].includes(byTime.stopped));
    assert.ok(byTime.seconds < 1.5, `${byTime.seconds} s`);
  });

  test('a won position needs no line; a blocked one is proven unwinnable', () => {
    const won = Position.fromJSON(cases.find((c) => c.name === 'won').position);
    assert.deepEqual(solve(won).line, []);
    assert.equal(solve(won).verdict, 'won');
    const blocked = Position.fromJSON(cases.find((c) => c.name === 'blocked').position);
    assert.equal(new Game(blocked).status, Status.BLOCKED);
    const result = solve(blocked);
    assert.equal(result.unwinnable, true);
    assert.equal(result.stopped, 'exhausted');
  });

  test('cards pass between touching foundations with the fewest moves', () => {
    const position = Position.fromJSON(cases.find((c) => c.name === 'touching').position);
    const { line } = solve(position);
    assert.deepEqual(line.slice(0, 7), Array(7).fill('down-S -> up-S'));
    assert.equal(line.length, 7 + 13);
    assert.equal(statusAfter(position, line), Status.WON);
  });

  test('every step of a line found from the middle of a game is legal, the first above all', () => {
    const vector = cases.find((c) => c.name.startsWith('deal-') && c.verdict === 'won');
    const start = Position.fromJSON(vector.position);
    const { line } = solve(start, { maxSeconds: null, maxNodes: vector.max_nodes });
    const game = new Game(start);
    for (const [k, step] of line.entries()) {
      if (k % 25 === 0) {
        const result = solve(game.position, { maxSeconds: null, maxNodes: 20000 });
        assert.equal(result.verdict, 'won', `after ${k} steps`);
        const [next] = result.line;
        if (next !== REDEAL) assert.equal(game.isLegal(next), true, next);
        assert.equal(statusAfter(game.position, result.line), Status.WON);
      }
      assert.equal(step === REDEAL ? game.redeal() : game.move(step), null);
    }
    assert.equal(game.status, Status.WON);
  });

  test('playLine names the first step the engine refuses', () => {
    assert.throws(() => playLine(deal(1), ['1 -> 2']), (error) => {
      assert.ok(error instanceof SolverError);
      assert.match(error.message, /^step 1 \(1 -> 2\): /);
      return true;
    });
  });
});

describe('a search that pauses', () => {
  test('paused between its runs, it finds what one search finds, node for node', () => {
    for (const [number, maxNodes] of [[1, 8000], [3, 20000], [14, 12000]]) {
      const whole = solve(deal(number), { maxSeconds: null, maxNodes, seed: 2 });
      let ticks = 0;
      const search = new Search(deal(number), { maxSeconds: null, maxNodes, seed: 2, clock: () => (ticks += 1) });
      let slices = 0;
      for (let result = null; !result; slices++) result = search.step(ticks + 3);
      const paused = /** @type {import('../../crescent_docs/player/solver.js').SolveResult} */ (search.result);
      assert.ok(slices > 1, `game ${number}: one slice only`);
      for (const field of /** @type {const} */ (['verdict', 'nodes', 'restarts', 'exhaustive'])) {
        assert.equal(paused[field], whole[field], `game ${number}: ${field}`);
      }
      assert.deepEqual(paused.line, whole.line);
    }
  });

  test("its suggestion: a winning line's first move, else a legal move, also when lost", () => {
    const won = new Search(deal(1), { maxSeconds: null, maxNodes: 8000 });
    const result = /** @type {import('../../crescent_docs/player/solver.js').SolveResult} */ (won.step());
    assert.equal(result.verdict, 'won');
    assert.equal(won.suggestion(), result.line[0]); // never a move off a winning line
    const hard = new Search(deal(3), { maxSeconds: null, maxNodes: 4000 });
    assert.equal(/** @type {import('../../crescent_docs/player/solver.js').SolveResult} */ (hard.step()).verdict, 'not found');
    const best = hard.suggestion();
    assert.ok(best !== null);
    assert.ok(best === REDEAL || new Game(deal(3)).isLegal(best), `${best} is not legal`);
    const unfinished = new Search(deal(3), { maxSeconds: null, maxNodes: 100000 });
    assert.equal(unfinished.step(-Infinity), null); // the complete search only, then a pause
    assert.ok(unfinished.suggestion() !== null);
    const blocked = Position.fromJSON(cases.find((c) => c.name === 'no-4S-left').position);
    const lost = new Search(blocked, { maxSeconds: null, maxNodes: 1000 });
    const proof = /** @type {import('../../crescent_docs/player/solver.js').SolveResult} */ (lost.step());
    assert.equal(proof.verdict, 'unwinnable');
    // Proven lost, with moves left: still a move, the first of a line that brings home the
    // most cards it can (the 2♠ and the 3♠: the 4♠ is missing), the search's figures unchanged.
    const step = /** @type {string} */ (lost.suggestion());
    assert.ok(new Game(blocked).isLegal(step), `${step} is not legal`);
    assert.equal(lost.budget.used, proof.nodes);
    const suggested = (/** @type {Position} */ p) => {
      const s = new Search(p, { maxSeconds: null, maxNodes: 1000 });
      s.step();
      return s.suggestion();
    };
    const game = new Game(blocked);
    for (let k = 0, next = /** @type {string | null} */ (step); next !== null && k < 20; k++, next = suggested(game.position)) {
      assert.equal(next === REDEAL ? game.redeal() : game.move(next), null, next);
    }
    const home = (/** @type {Game} */ g) => g.position.foundations.slice(0, 4).reduce((a, b) => a + b, 0);
    assert.equal(home(game) - home(new Game(blocked)), 2);
    // Lost and blocked, or frozen with no move that places a card: null only with no move left.
    const none = Position.fromJSON(cases.find((c) => c.name === 'blocked').position);
    const stuck = new Search(none, { maxSeconds: null, maxNodes: 1000 });
    stuck.step();
    assert.equal(stuck.suggestion(), null);
    for (const c of cases.filter((c) => c.verdict === 'unwinnable')) {
      const p = Position.fromJSON(c.position);
      const s = new Search(p, { maxSeconds: null, maxNodes: c.max_nodes });
      s.step();
      const g = new Game(p);
      const m = s.suggestion();
      if (g.status === Status.PLAYING) assert.ok(m !== null && (m === REDEAL ? g.redeal() : g.move(m)) === null, `${c.name}: ${m}`);
      else assert.equal(m, null, c.name);
    }
  });
});

describe('the worker', () => {
  test('a position in, a verdict and a line out, with the id', () => {
    const request = { id: 7, position: deal(1).toJSON(), budgetMs: null, maxNodes: 8000 };
    const reply = verdictOf(answer(request));
    assert.equal(reply.id, 7);
    assert.equal(reply.verdict, 'won');
    assert.equal(statusAfter(deal(1), reply.line), Status.WON);
    assert.equal(new Game(deal(1)).isLegal(reply.line[0]), true);
  });

  test('proven lost and unknown within the budget', () => {
    const blocked = cases.find((c) => c.name === 'no-4S-left').position;
    const lost = verdictOf(answer({ id: 'a', position: blocked }));
    assert.equal(lost.verdict, 'lost');
    // Lost, and still a move to suggest while one is legal.
    assert.ok(lost.best !== null && new Game(Position.fromJSON(blocked)).isLegal(lost.best), `${lost.best}`);
    const request = { id: 'b', position: deal(3).toJSON(), budgetMs: null, maxNodes: 4000 };
    const hard = verdictOf(answer(request));
    assert.equal(hard.verdict, 'unknown');
    assert.deepEqual(hard.line, []);
    // No proof, but a move to suggest: the best found.
    assert.ok(hard.best !== null && new Game(deal(3)).isLegal(hard.best));
  });

  test('the time budget is honoured', () => {
    const reply = verdictOf(answer({ id: 1, position: deal(14).toJSON(), budgetMs: 100 }));
    assert.ok(reply.seconds < 1.5, `${reply.seconds} s`);
  });

  test('a request it cannot read answers an error naming the field', () => {
    const position = deal(1).toJSON();
    /** @type {[Record<string, unknown> | null, RegExp][]} */
    const cases = [
      [{ id: 1, position: { piles: [] } }, /piles: expected 16 piles/],
      [{ id: 2 }, /position/],
      [{ id: 3, position, budgetMs: 'soon' }, /^budgetMs: /],
      [{ id: 4, position, maxNodes: -1 }, /^maxNodes: /],
      [{ id: 5, position, seed: 1.5 }, /^seed: /],
      [{ id: 6, position, budgetMs: null }, /at least one budget/],
      [{ id: 8, position, seen: 'all' }, /^seen: expected a list of positions/],
      [{ id: 9, position, seen: [position, { piles: [] }] }, /^seen\[1\]: piles: expected 16 piles/],
      [null, /expected an object/],
    ];
    for (const [request, message] of cases) {
      const reply = answer(request);
      assert.equal(reply.id, request?.id ?? null);
      assert.equal('verdict' in reply, false);
      assert.ok('error' in reply);
      assert.match(reply.error, message);
    }
  });

  test('its move leads back to no position the game passed through', () => {
    // Game 3's search finds no winning line in 4,000 states: its move is the best found.
    const request = { id: 1, position: deal(3).toJSON(), budgetMs: null, maxNodes: 4000 };
    const first = verdictOf(answer(request)).best;
    assert.ok(first);
    /** @param {string} step */
    const after = (step) => {
      const g = new Game(deal(3));
      assert.equal(step === REDEAL ? g.redeal() : g.move(Move.parse(step)), null, step);
      return g.position;
    };
    // Where that move leads was passed through already: another move, leading elsewhere.
    const seen = [after(first).toJSON()];
    const other = verdictOf(answer({ ...request, seen })).best;
    assert.ok(other && other !== first, `${other}`);
    assert.notEqual(shapeOf(after(other)), shapeOf(after(first)));
  });

  test('a player who follows every hint never goes round in a circle', () => {
    // Game 26, random moves (25, or until none is left) and a redeal in: each move the best
    // found in 3,000 states, as the page asks, with the positions passed through since the
    // redeal. Without them the hints send a card back and forth (a position comes back at
    // move 69 of the log).
    const start = deal(26);
    const game = new Game(start);
    const words = mulberry32(26 * 7);
    /** @type {string[]} */
    const log = [];
    for (let i = 0; i < 25; i++) {
      const moves = game.legalMoves();
      if (!moves.length) break;
      const m = moves[/** @type {number} */ (words.next().value) % moves.length];
      game.move(m);
      log.push(`${m}`);
    }
    game.redeal();
    log.push(REDEAL);
    const shapes = new Set();
    while (game.status === Status.PLAYING) {
      const shape = shapeOf(game.position);
      assert.equal(shapes.has(shape), false, `move ${log.length}: a position passed through again`);
      shapes.add(shape);
      const seen = passed({ start, log }).map((p) => p.toJSON());
      const reply = verdictOf(answer({ id: 1, position: game.position.toJSON(), budgetMs: null, maxNodes: 3000, seen }));
      // A winning line is followed to its end (the page keeps it): it wins.
      if (reply.verdict === 'won') return assert.equal(statusAfter(game.position, reply.line), Status.WON);
      assert.ok(reply.best, `move ${log.length}: no move`);
      assert.equal(reply.best === REDEAL ? game.redeal() : game.move(Move.parse(reply.best)), null);
      log.push(reply.best);
    }
    assert.ok(log.length > 80, `${log.length}`);
  });

  test('solver.js and worker.js weigh at most 15 KB gzipped', () => {
    const bytes = ['solver.js', 'worker.js']
      .map((name) => gzipSync(readFileSync(new URL(name, PLAYER)), { level: 9 }).length)
      .reduce((a, b) => a + b, 0);
    assert.ok(bytes <= 15 * 1024, `${bytes} bytes`);
  });
});
