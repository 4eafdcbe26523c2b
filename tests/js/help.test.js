// help.js without a page: Finish passes cards between a suit's meeting foundations, the
// solver's client keeps answers for the positions played on from them, and a hint on the
// board follows what the verdict proves.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Game, Move, Position, deal } from '../../crescent_docs/player/engine.js';
import { agreeing, finishLine, quickStep, solverClient } from '../../crescent_docs/player/help.js';

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

describe('finishLine', () => {
  test('passes cards between the foundations of a suit where they meet', () => {
    // The spades' foundations meet (A-6 up, K-7 down): the 8♠ goes up once the 7♠ has
    // passed from the descending foundation to the ascending one.
    const g = game({ 1: '8S', 2: 'AS 2S 3S 4S 5S 6S 7S KS QS JS 10S 9S' }, { 'up-S': '6S', 'down-S': '7S' });
    const moves = finishLine(g);
    assert.ok(moves);
    assert.equal(`${moves[0]}`, 'down-S -> up-S');
    const copy = new Game(g.position);
    for (const m of moves) assert.equal(copy.move(m), null, `${m}`);
    assert.equal(copy.status, 'won');
  });
});

/** A stand-in for the browser's Worker: it keeps what it is sent, and answers when told. */
class StubWorker {
  /** @type {StubWorker[]} */
  static made = [];
  constructor() {
    /** @type {any[]} */
    this.sent = [];
    /** @type {((event: { data: unknown }) => void) | null} */
    this.onmessage = null;
    StubWorker.made.push(this);
  }
  /** @param {unknown} message */
  postMessage(message) {
    this.sent.push(message);
  }
  terminate() {}
  /** @param {Record<string, unknown>} data */
  answer(data) {
    this.onmessage?.({ data: { id: this.sent[this.sent.length - 1].id, nodes: 1, ...data } });
  }
}

describe('quickStep', () => {
  test('a card that goes to the foundations first; else a legal move; none in a won game', () => {
    // The Q♠ goes up onto the J♠.
    assert.equal(quickStep(game({ 1: 'KS QS' }, { 'up-S': 'JS' }), []), '1 -> up-S');
    for (const code of ['CR1-N-AAAAAAB', 'CR1-N-AAAAAAC', 'CR1-N-AAAAAAD']) {
      const g = new Game(deal(code));
      g.redeal();
      const step = quickStep(g, []);
      assert.ok(step === 'redeal' || g.isLegal(Move.parse(/** @type {string} */ (step))), `${code}: ${step}`);
    }
    assert.equal(quickStep(game({}, {}), []), null);
  });

  test('leads back to no position passed through since the redeal', () => {
    // The J♠ goes up onto the 10♠; the Q♠ can go onto the J♠ or the K♠.
    const g = game({ 1: 'QS', 2: 'JS', 3: 'KS' }, { 'up-S': '10S' });
    /** Where `step` leads from `from`'s position. @param {Game} from @param {string} step */
    const after = (from, step) => {
      const next = new Game(from.position);
      assert.equal(next.move(Move.parse(step)), null, step);
      return next.position;
    };
    assert.equal(quickStep(g, []), '2 -> up-S');
    assert.equal(quickStep(g, [after(g, '2 -> up-S')]), '1 -> 2');
    assert.equal(quickStep(g, [after(g, '2 -> up-S'), after(g, '1 -> 2')]), '1 -> 3');
    // Every move leads back: the redeal, else nothing.
    assert.equal(quickStep(g, g.legalMoves().map((m) => after(g, `${m}`))), 'redeal');
    const last = game({ 1: 'QS', 2: 'JS', 3: 'KS' }, { 'up-S': '10S' }, 0);
    const all = last.legalMoves().map((m) => after(last, `${m}`));
    assert.equal(quickStep(last, all.slice(1)), `${last.legalMoves()[0]}`);
    assert.equal(quickStep(last, all), null);
  });
});

describe('the solver client', () => {
  // @ts-expect-error: the stand-in has only what help.js uses of a Worker
  globalThis.Worker = StubWorker;
  const url = new URL('file:///worker.js');

  test('a winning line answers for the positions played along it, and no other', () => {
    const client = solverClient(url);
    const g = new Game(deal(1));
    client.search(g, [], 3000);
    const worker = StubWorker.made[StubWorker.made.length - 1];
    const line = ['1 -> 2', '3 -> 4', 'redeal', '5 -> up-S'];
    worker.answer({ verdict: 'won', line, best: line[0], seconds: 0.2 });
    assert.equal(client.busy(), null);
    assert.deepEqual(client.answer(g, [])?.line, line);
    // Another position (the client reads the log, not the cards, off a position it knows).
    const later = new Game(deal(5));
    const along = client.answer(later, ['1 -> 2', '3 -> 4']);
    assert.deepEqual(along?.line, ['redeal', '5 -> up-S']);
    assert.equal(along?.best, 'redeal');
    assert.equal(client.answer(later, ['1 -> 2', '9 -> 10']), undefined);
  });

  test('a position proven lost makes those played on from it lost; a new game forgets', () => {
    const client = solverClient(url);
    const g = new Game(deal(2));
    client.search(g, ['1 -> 2'], 3000);
    StubWorker.made[StubWorker.made.length - 1].answer({ verdict: 'lost', line: [], best: '3 -> 4', seconds: 0.1 });
    // Lost, with a move all the same: the one that brings the most cards home.
    assert.equal(client.answer(g, ['1 -> 2'])?.best, '3 -> 4');
    const on = client.answer(new Game(deal(5)), ['1 -> 2', '4 -> 5']);
    assert.equal(on?.verdict, 'lost');
    // Played on from it: lost too, but that move was the other position's (this one is searched).
    assert.equal(on?.best, null);
    assert.equal(client.answer(new Game(deal(3)), ['2 -> 1']), undefined); // not played on from it
    client.forget();
    assert.equal(client.answer(new Game(deal(3)), ['1 -> 2', '4 -> 5']), undefined);
  });

  test('a progress report is heard with its best move, and the search goes on', () => {
    const client = solverClient(url);
    /** @type {unknown[]} */
    const heard = [];
    client.listen((job, report) => heard.push(report));
    const g = new Game(deal(4));
    client.search(g, [], 3000);
    const worker = StubWorker.made[StubWorker.made.length - 1];
    worker.answer({ progress: true, best: '2 -> 3', seconds: 0.5 });
    assert.deepEqual(heard, [{ best: '2 -> 3', seconds: 0.5, answer: null }]);
    assert.notEqual(client.busy(), null);
    // Searched again for longer: the same position's search goes on, with a new request.
    client.search(g, [], 20000);
    assert.equal(worker.sent.length, 2);
    assert.deepEqual(worker.sent[1].position, worker.sent[0].position);
  });

  test('a hint left unproven becomes the proven line once the verdict proves a win, and never the other way', () => {
    const client = solverClient(url);
    const g = new Game(deal(6));
    // The hint's search ends with no winning line: its best move is shown, as a guess.
    client.search(g, [], 10000);
    StubWorker.made[StubWorker.made.length - 1].answer({ verdict: 'unknown', line: [], best: '1 -> 2', seconds: 10 });
    const guess = { step: '1 -> 2', proven: false, lost: false };
    assert.equal(agreeing(guess, client.answer(g, [])), null);
    // The verdict's longer search of the same position proves a win with another first move.
    client.search(g, [], 20000);
    const line = ['3 -> 4', 'redeal', '5 -> up-S'];
    StubWorker.made[StubWorker.made.length - 1].answer({ verdict: 'won', line, best: line[0], seconds: 20 });
    assert.deepEqual(agreeing(guess, client.answer(g, [])), { step: '3 -> 4', proven: true, lost: false });
    // Along the line, the next position's hint is the line's next step, proven.
    const along = client.answer(new Game(deal(7)), ['3 -> 4']);
    assert.deepEqual(agreeing({ ...guess, step: '9 -> 10' }, along), { step: 'redeal', proven: true, lost: false });
    // A proven hint stays as it is; so does a hint with nothing decided.
    assert.equal(agreeing({ step: '3 -> 4', proven: true, lost: false }, client.answer(g, [])), null);
    assert.equal(agreeing(guess, undefined), null);
  });

  test('a guess becomes a lost move once its position is proven lost', () => {
    const client = solverClient(url);
    const g = new Game(deal(8));
    client.search(g, [], 3000);
    StubWorker.made[StubWorker.made.length - 1].answer({ verdict: 'lost', line: [], best: '4 -> 5', seconds: 1 });
    const guess = { step: '1 -> 2', proven: false, lost: false };
    assert.deepEqual(agreeing(guess, client.answer(g, [])), { step: '4 -> 5', proven: false, lost: true });
    // Played on from it, with no move of its own yet: the move shown stays, said lost.
    const on = client.answer(new Game(deal(9)), ['6 -> 7']);
    assert.deepEqual(agreeing(guess, on), { step: '1 -> 2', proven: false, lost: true });
    assert.equal(agreeing({ step: '4 -> 5', proven: false, lost: true }, client.answer(g, [])), null);
  });
});
