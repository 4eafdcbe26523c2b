// engine.js: the rules. Moves and every refusal code in the documented precedence order
// (crescent_docs/engine/game.py), taps, drops, redeals, undo and its limit, won and blocked.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  FOUNDATIONS,
  Game,
  Move,
  NotationError,
  PILES,
  Position,
  Refusal,
  RefusalCode,
  Selection,
  Status,
  UNDO_LIMIT,
  deal,
  isAscending,
} from '../../crescent_docs/player/engine.js';

/**
 * A partial table: piles by number ('5S 4S', bottom to top), foundations by top card.
 * @param {Record<string, string>} [piles]
 * @param {Record<string, string>} [foundations]
 * @param {{redealsLeft?: number, moves?: number}} [counts]
 */
function table(piles = {}, foundations = {}, { redealsLeft = 3, moves = 0 } = {}) {
  return Position.fromJSON({
    piles: PILES.map((p) => (piles[p] ?? '').split(' ').filter(Boolean)),
    foundations: FOUNDATIONS.map((f) => foundations[f] ?? (isAscending(f) ? 'A' : 'K') + f.at(-1)),
    redeals_left: redealsLeft,
    moves,
    partial: true,
  });
}
const game = (/** @type {Parameters<typeof table>} */ ...args) => new Game(table(...args));
const json = (/** @type {Game} */ g) => g.position.toJSON();
const code = (/** @type {Game} */ g, /** @type {string} */ move) => g.refusal(move)?.code ?? null;
/** What an action returned, which must be a refusal. */
const refused = (/** @type {unknown} */ result) => {
  assert.ok(result instanceof Refusal, `expected a refusal, got ${result}`);
  return result;
};
/** Foundation tops with every foundation complete but the ones given. */
const complete = (overrides = {}) => ({
  ...Object.fromEntries(FOUNDATIONS.map((f) => [f, (isAscending(f) ? 'K' : 'A') + f.at(-1)])),
  ...overrides,
});

describe('refusal codes', () => {
  test('the twelve codes', () => {
    assert.deepEqual(Object.values(RefusalCode), [
      'same-place',
      'empty-source',
      'base-locked',
      'foundation-to-pile',
      'empty-destination',
      'pile-full',
      'not-same-suit',
      'not-adjacent-rank',
      'foundation-complete',
      'not-next-card',
      'no-redeal-left',
      'nothing-to-undo',
    ]);
  });

  test('same-place comes first', () => {
    const g = game({ 2: '5S' });
    assert.equal(code(g, '1 -> 1'), 'same-place'); // also an empty source
    assert.equal(code(g, '2 -> 2'), 'same-place');
    assert.equal(code(g, 'up-S -> up-S'), 'same-place'); // also base-locked
    assert.equal(code(g, 'UP-s -> up-S'), 'same-place');
  });

  test('then empty-source, before anything about the destination', () => {
    const g = game({ 2: '5S' }, { 'up-S': 'KS' });
    assert.equal(code(g, '1 -> 3'), 'empty-source'); // the destination is empty too
    assert.equal(code(g, '1 -> up-S'), 'empty-source'); // up-S is complete too
    assert.equal(code(g, '1 -> 2'), 'empty-source');
  });

  test('then base-locked, before foundation-to-pile', () => {
    const g = game({ 2: '2S' });
    assert.equal(code(g, 'up-S -> 2'), 'base-locked');
    assert.equal(code(g, 'down-H -> up-H'), 'base-locked');
    assert.equal(code(g, 'up-S -> 1'), 'base-locked');
  });

  test('then foundation-to-pile, before any pile refusal', () => {
    const g = game({ 2: '3S', 3: '9H' }, { 'up-S': '2S' });
    assert.equal(code(g, 'up-S -> 2'), 'foundation-to-pile'); // 2S on 3S would be adjacent
    assert.equal(code(g, 'up-S -> 1'), 'foundation-to-pile'); // empty-destination too
    assert.equal(code(g, 'up-S -> 3'), 'foundation-to-pile'); // not-same-suit too
  });

  test('onto a pile: empty-destination, pile-full, not-same-suit, not-adjacent-rank', () => {
    const full = '2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AD';
    const g = game({ 1: '5S', 2: full, 3: '9H', 4: '9S', 5: '4S', 6: '6S' });
    assert.equal(code(g, '1 -> 7'), 'empty-destination');
    assert.equal(code(g, '1 -> 2'), 'pile-full'); // another suit, not adjacent too
    assert.equal(code(g, '1 -> 3'), 'not-same-suit'); // not adjacent too
    assert.equal(code(g, '1 -> 4'), 'not-adjacent-rank');
    assert.equal(code(g, '1 -> 5'), null);
    assert.equal(code(g, '1 -> 6'), null);
    assert.equal(code(g, '2 -> 1'), 'not-same-suit');
  });

  test('a pile of 12 still takes a card; of 13, none', () => {
    const twelve = '2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC';
    const g = game({ 1: 'AC', 2: twelve });
    assert.equal(g.move('1 -> 2'), null);
    assert.equal(g.count('2'), 13);
    assert.equal(code(g, '2 -> 1'), 'empty-destination');
    const h = game({ 1: 'QC', 2: `${twelve} AC`.replace('KC', 'KC') });
    assert.equal(code(h, '1 -> 2'), 'pile-full');
  });

  test('ranks wrap on the piles: the Ace and the King touch', () => {
    const g = game({ 1: 'KH', 2: 'AH', 3: 'QH', 4: '2H' });
    assert.equal(code(g, '2 -> 1'), null);
    assert.equal(code(g, '1 -> 2'), null);
    assert.equal(code(g, '3 -> 1'), null);
    assert.equal(code(g, '4 -> 2'), null);
    assert.equal(code(g, '3 -> 2'), 'not-adjacent-rank');
    assert.equal(code(g, '4 -> 1'), 'not-adjacent-rank');
  });

  test('onto a foundation: foundation-complete, not-same-suit, not-next-card', () => {
    const g = game(
      { 1: '5H', 2: '2S', 3: '3S', 4: 'QS', 5: 'KS' },
      { 'up-H': 'KH', 'down-S': 'KS' },
    );
    assert.equal(code(g, '1 -> up-H'), 'foundation-complete'); // of its suit, complete
    assert.equal(code(g, '2 -> up-H'), 'foundation-complete'); // another suit too
    assert.equal(code(g, '1 -> up-S'), 'not-same-suit'); // not next too
    assert.equal(code(g, '2 -> up-S'), null);
    assert.equal(code(g, '3 -> up-S'), 'not-next-card');
    assert.equal(code(g, '4 -> down-S'), null);
    assert.equal(code(g, '5 -> down-S'), 'not-next-card');
    assert.equal(code(g, '5 -> up-S'), 'not-next-card');
  });

  test('between the foundations of a suit', () => {
    const g = game({}, { 'up-S': '5S', 'down-S': '7S' });
    assert.equal(code(g, 'up-S -> down-S'), 'not-next-card'); // down-S wants 6S
    assert.equal(code(g, 'down-S -> up-S'), 'not-next-card'); // up-S wants 6S
    const h = game({}, { 'up-S': '6S', 'down-S': '7S' });
    assert.equal(code(h, 'up-S -> down-S'), null);
    assert.equal(code(h, 'down-S -> up-S'), null);
    assert.equal(code(h, 'up-S -> down-H'), 'not-same-suit');
    assert.equal(h.move('up-S -> down-S'), null);
    assert.deepEqual(json(h).foundations.slice(0, 1), ['5S']);
    assert.deepEqual(json(h).foundations[4], '6S');
  });

  test('a refusal names its move and changes nothing', () => {
    const g = game({ 1: '5S', 2: '9H' }, {}, { moves: 4 });
    const before = json(g);
    const refusal = g.move(' 1->2 ');
    assert.ok(refusal instanceof Refusal);
    assert.equal(refusal.code, 'not-same-suit');
    assert.equal(String(refusal.move), '1 -> 2');
    assert.equal(String(refusal), '1 -> 2: not-same-suit');
    assert.deepEqual(json(g), before);
    assert.equal(g.moves, 4);
    assert.deepEqual(g.history, []);
    assert.ok(!g.isLegal('1 -> 2'));
    assert.equal(String(g.undo()), 'nothing-to-undo');
  });

  test('bad notation throws, it is not a refusal', () => {
    const g = game({ 1: '5S' });
    assert.throws(() => g.move('1 -> 17'), NotationError);
    assert.throws(() => g.refusal('1 2'), NotationError);
    assert.throws(() => g.tap('up-X'), NotationError);
  });
});

describe('moves', () => {
  test('a legal move moves the top card and counts', () => {
    const g = game({ 1: '9C 5S', 2: '4S' }, {}, { moves: 7 });
    assert.equal(g.move('1 -> 2'), null);
    assert.deepEqual(g.pile('1').map(String), ['9C']);
    assert.deepEqual(g.pile('2').map(String), ['4S', '5S']);
    assert.equal(g.moves, 8);
    assert.equal(g.position.moves, 8);
    assert.deepEqual(g.history.map(String), ['1 -> 2']);
    assert.equal(refused(g.move(new Move('2', 'up-S'))).code, 'not-next-card');
    assert.equal(g.moves, 8);
  });

  test('onto the foundations and back between them', () => {
    const g = game({ 1: '2H' }, { 'down-H': '3H' });
    assert.equal(g.move('1 -> up-H'), null);
    assert.equal(g.top('up-H')?.code, '2H');
    assert.equal(g.count('up-H'), 2);
    assert.equal(g.top('1'), null);
    assert.equal(g.move('up-H -> down-H'), null);
    assert.equal(json(g).foundations[1], 'AH');
    assert.equal(json(g).foundations[5], '2H');
  });

  test('destinations and legal moves: piles 1-16, then the foundations', () => {
    const g = game({ 1: '2H', 5: '3H', 9: 'AH', 12: '2C' }, { 'down-H': '3H' });
    assert.deepEqual(g.destinations('1'), ['5', '9', 'up-H', 'down-H']);
    assert.deepEqual(g.destinations('3'), []);
    assert.deepEqual(g.destinations('up-H'), []);
    assert.deepEqual(g.destinations('12'), ['up-C']);
    assert.deepEqual(g.legalMoves().map(String), [
      '1 -> 5',
      '1 -> 9',
      '1 -> up-H',
      '1 -> down-H',
      '5 -> 1',
      '9 -> 1',
      '12 -> up-C',
    ]);
    const h = game({}, { 'up-S': '6S', 'down-S': '7S' });
    assert.deepEqual(h.legalMoves().map(String), ['up-S -> down-S', 'down-S -> up-S']);
  });
});

describe('what a place takes', () => {
  test('a pile: the two neighbours of its top card in its suit, wrapping at the King', () => {
    const g = game({ 1: '9C 5H', 2: 'KS', 3: '2D AD', 4: 'AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC' });
    assert.deepEqual(g.fits('1').map(String), ['4H', '6H']);
    assert.deepEqual(g.fits('2').map(String), ['QS', 'AS']);
    assert.deepEqual(g.fits('3').map(String), ['KD', '2D']);
    // A full pile and an empty one take nothing.
    assert.deepEqual(g.fits('4'), []);
    assert.deepEqual(g.fits('5'), []);
  });

  test('a foundation: its next card; a complete one nothing', () => {
    const g = game({}, { 'up-H': '5H', 'down-S': '7S', 'up-D': 'KD' });
    assert.deepEqual(g.fits('up-H').map(String), ['6H']);
    assert.deepEqual(g.fits('down-S').map(String), ['6S']);
    assert.deepEqual(g.fits('down-C').map(String), ['QC']);
    assert.deepEqual(g.fits('up-D'), []);
  });

  test('each card it names is taken there, and no other card of the deck', () => {
    const g = new Game(deal(7));
    for (const place of [...PILES, ...FOUNDATIONS]) {
      const fits = g.fits(place).map(String);
      for (const source of PILES) {
        const card = g.top(source);
        if (!card || source === place) continue;
        assert.equal(g.isLegal(new Move(source, place)), fits.includes(String(card)), `${source} -> ${place}`);
      }
    }
  });
});

describe('taps', () => {
  test('one destination: the card goes there', () => {
    const g = game({ 1: '9C 2S', 2: '7D' });
    const move = g.tap('1');
    assert.ok(move instanceof Move);
    assert.equal(String(move), '1 -> up-S');
    assert.equal(g.count('up-S'), 2);
    assert.equal(g.moves, 1);
    assert.deepEqual(g.history.map(String), ['1 -> up-S']);
  });

  test('none or several: the pile is selected, nothing moves', () => {
    const g = game({ 1: '2H', 2: '3H', 3: '7D' });
    const before = json(g);
    const several = g.tap('1');
    assert.ok(several instanceof Selection);
    assert.equal(several.source, '1');
    assert.deepEqual(several.destinations, ['2', 'up-H']);
    const none = g.tap(' 3 ');
    assert.ok(none instanceof Selection);
    assert.equal(none.source, '3');
    assert.deepEqual(none.destinations, []);
    assert.deepEqual(json(g), before);
  });

  test('an empty pile or a base alone is refused', () => {
    const g = game({ 1: '2H' });
    assert.deepEqual(g.tap('4'), new Refusal('empty-source'));
    assert.equal(refused(g.tap('4')).move, null);
    assert.equal(refused(g.tap('up-S')).code, 'base-locked');
  });

  test('a foundation can be tapped', () => {
    const g = game({}, { 'up-S': '6S', 'down-S': '7S' });
    assert.equal(String(g.tap('up-S')), 'up-S -> down-S');
  });
});

describe('drops', () => {
  test('the ascending foundation first, when both accept', () => {
    const g = game({ 7: '5H' }, { 'up-H': '4H', 'down-H': '6H' });
    assert.equal(String(g.dropTarget('7')), 'up-H');
    assert.equal(String(g.drop('7')), '7 -> up-H');
    assert.equal(g.count('up-H'), 5);
    assert.equal(g.moves, 1);
  });

  test('the descending one when it alone accepts', () => {
    const g = game({ 1: 'QD' });
    assert.equal(String(g.drop('1')), '1 -> down-D');
  });

  test('from a foundation, the other foundation of the suit', () => {
    const g = game({}, { 'up-S': '6S', 'down-S': '7S' });
    assert.equal(String(g.drop('down-S')), 'down-S -> up-S');
    assert.equal(json(g).foundations[0], '7S');
  });

  test('refusals: empty-source, base-locked, not-next-card, foundation-complete', () => {
    const g = game({ 1: '5H', 3: '9C' }, { 'up-H': '2H' });
    assert.equal(refused(g.drop('4')).code, 'empty-source');
    assert.equal(refused(g.drop('up-C')).code, 'base-locked');
    assert.equal(refused(g.drop('1')).code, 'not-next-card');
    assert.equal(refused(g.drop('3')).code, 'not-next-card');
    assert.equal(refused(g.drop('1')).move, null);
    // one complete, the other not taking the card: not-next-card
    const h = game({ 1: '5H' }, { 'up-H': 'KH' });
    assert.equal(refused(h.drop('1')).code, 'not-next-card');
    // from a foundation, only the other one is tried: complete
    const k = game({}, { 'up-D': '5D', 'down-D': 'AD' });
    assert.equal(refused(k.drop('up-D')).code, 'foundation-complete');
    assert.equal(k.moves, 0);
  });
});

describe('redeals', () => {
  test('the bottom card of each pile of two or more goes to the top', () => {
    const g = game(
      { 1: '2H 9C JD JD', 2: 'QS', 4: '3D 8C', 5: '7H 6H 5H' },
      {},
      { moves: 5 },
    );
    assert.equal(g.redeal(), null);
    const piles = json(g).piles;
    assert.deepEqual(piles[0], ['9C', 'JD', 'JD', '2H']);
    assert.deepEqual(piles[1], ['QS']);
    assert.deepEqual(piles[2], []);
    assert.deepEqual(piles[3], ['8C', '3D']);
    assert.deepEqual(piles[4], ['6H', '5H', '7H']);
    assert.equal(g.redealsLeft, 2);
    assert.equal(g.moves, 5, 'a redeal is not a move');
  });

  test('three redeals, then no-redeal-left', () => {
    const g = new Game(deal(11));
    for (const left of [2, 1, 0]) {
      assert.equal(g.redeal(), null);
      assert.equal(g.redealsLeft, left);
    }
    const before = json(g);
    const refusal = refused(g.redeal());
    assert.equal(refusal.code, 'no-redeal-left');
    assert.equal(refusal.move, null);
    assert.deepEqual(json(g), before);
    assert.equal(json(g).redeals_left, 0);
  });

  test('a redeal clears the undo history', () => {
    const g = game({ 1: '5S 4S', 2: '3S' });
    g.move('1 -> 2');
    assert.equal(g.history.length, 1);
    g.redeal();
    assert.deepEqual(g.history, []);
    assert.equal(refused(g.undo()).code, 'nothing-to-undo');
    assert.equal(g.moves, 1);
  });
});

describe('undo', () => {
  test('takes back the last move, the counter too', () => {
    const g = game({ 1: '9C 2S', 2: '3S' }, {}, { moves: 2 });
    const start = json(g);
    g.move('1 -> 2');
    g.move('2 -> up-S');
    const undone = g.undo();
    assert.ok(undone instanceof Move);
    assert.equal(String(undone), '2 -> up-S');
    assert.equal(String(g.undo()), '1 -> 2');
    assert.deepEqual(json(g), start);
    assert.equal(refused(g.undo()).code, 'nothing-to-undo');
  });

  test('undoes a move between foundations and a drop', () => {
    const g = game({ 7: '5H' }, { 'up-H': '4H', 'down-H': '6H' });
    const start = json(g);
    g.drop('7');
    g.move('up-H -> down-H');
    assert.equal(String(g.undo()), 'up-H -> down-H');
    assert.equal(String(g.undo()), '7 -> up-H');
    assert.deepEqual(json(g), start);
  });

  test(`keeps the last ${UNDO_LIMIT} moves`, () => {
    assert.equal(UNDO_LIMIT, 100);
    const g = game({ 1: '5S 4S', 2: '3S' });
    for (let i = 0; i < 101; i++) assert.equal(g.move(i % 2 ? '2 -> 1' : '1 -> 2'), null);
    assert.equal(g.moves, 101);
    assert.equal(g.history.length, 100);
    assert.equal(String(g.history[0]), '2 -> 1', 'the oldest move is gone');
    for (let i = 0; i < 100; i++) assert.ok(g.undo() instanceof Move, `undo ${i + 1}`);
    assert.equal(refused(g.undo()).code, 'nothing-to-undo');
    assert.equal(g.moves, 1);
    assert.deepEqual(json(g).piles.slice(0, 2), [['5S'], ['3S', '4S']]);
  });

  test('history is a copy', () => {
    const g = game({ 1: '5S 4S', 2: '3S' });
    g.move('1 -> 2');
    g.history.pop();
    assert.equal(g.history.length, 1);
  });
});

describe('won and blocked', () => {
  test('a deal is playing', () => {
    const g = new Game(deal(1));
    assert.equal(g.status, Status.PLAYING);
    assert.deepEqual(Status, { PLAYING: 'playing', WON: 'won', BLOCKED: 'blocked' });
  });

  test('won: 104 cards on the foundations, whatever the redeals', () => {
    const g = game({ 3: 'KS' }, complete({ 'up-S': 'QS' }), { redealsLeft: 0 });
    assert.equal(g.status, 'playing');
    assert.equal(String(g.tap('3')), '3 -> up-S');
    assert.equal(g.status, 'won');
    assert.ok(g.position.won);
    g.undo();
    assert.equal(g.status, 'playing');
    g.drop('3');
    assert.equal(g.status, 'won');
    assert.equal(new Game(table({}, complete(), { redealsLeft: 3 })).status, 'won');
  });

  test('blocked: no redeal left and no move that changes the piles', () => {
    assert.equal(game({ 1: '5H' }, {}, { redealsLeft: 0 }).status, 'blocked');
    assert.equal(game({ 1: '5H' }, {}, { redealsLeft: 1 }).status, 'playing');
    assert.equal(game({}, {}, { redealsLeft: 0 }).status, 'blocked');
    // a pile-to-pile move still changes the piles
    assert.equal(game({ 1: '5H', 2: '6H' }, {}, { redealsLeft: 0 }).status, 'playing');
    // a card a foundation takes
    assert.equal(game({ 1: '2H 9S' }, {}, { redealsLeft: 0 }).status, 'blocked');
    assert.equal(game({ 1: '9S 2H' }, {}, { redealsLeft: 0 }).status, 'playing');
  });

  test('moves between two foundations alone do not count, unless they meet on a pile card', () => {
    // up-H at 2H, down-H at 3H: they meet; 5H can be reached by moving cards between them.
    const meet = game({ 1: '5H' }, { 'up-H': '2H', 'down-H': '3H' }, { redealsLeft: 0 });
    assert.equal(meet.status, 'playing');
    assert.deepEqual(meet.destinations('1'), []);
    // they meet, but no pile card of that suit: blocked
    const other = game({ 1: '5D' }, { 'up-H': '2H', 'down-H': '3H' }, { redealsLeft: 0 });
    assert.equal(other.status, 'blocked');
    assert.ok(other.legalMoves().length > 0);
    // a gap between them: blocked
    const gap = game({ 1: '5H' }, { 'up-H': '2H', 'down-H': '4H' }, { redealsLeft: 0 });
    assert.equal(gap.status, 'blocked');
  });

  test('the last redeal can block a game', () => {
    const g = game({ 1: '2H 9S', 2: '5D' }, {}, { redealsLeft: 1 });
    assert.equal(g.status, 'playing');
    g.redeal();
    assert.equal(g.status, 'playing');
    assert.equal(String(g.drop('1')), '1 -> up-H');
    assert.equal(g.status, 'blocked');
    g.undo();
    assert.equal(g.status, 'playing');
  });
});

test('Game.position is a new, valid snapshot each time', () => {
  const g = new Game(deal(5));
  const first = g.position;
  assert.deepEqual(first.toJSON(), deal(5).toJSON());
  const move = g.legalMoves()[0] ?? null;
  if (move) {
    g.move(move);
    assert.notDeepEqual(g.position.toJSON(), first.toJSON());
    assert.deepEqual(first.toJSON(), deal(5).toJSON(), 'the old snapshot did not change');
  }
});
