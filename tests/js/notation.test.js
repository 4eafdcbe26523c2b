// engine.js: cards, places, moves, positions and their JSON form, game codes and deals.
// Error messages are pinned to the Python engine's (they are shared with the reference).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  Card,
  CardError,
  CodeError,
  EngineError,
  FOUNDATIONS,
  GameCode,
  MAX_NUMBER,
  Move,
  NotationError,
  PILES,
  PLACES,
  Position,
  PositionError,
  RANKS,
  SUITS,
  deal,
  dealCards,
  foundationCards,
  foundationSuit,
  foundationTop,
  fullDeck,
  isAscending,
  isPile,
  mulberry32,
  parsePlace,
  rankToken,
} from '../../crescent_docs/player/engine.js';

/**
 * assert.throws for an error of `type` with exactly `message`.
 * @param {() => unknown} fn
 * @param {new (...args: never[]) => Error} type
 * @param {string} message
 */
const throwsExactly = (fn, type, message) =>
  assert.throws(fn, (error) => {
    assert.ok(error instanceof type, `${error} is not a ${type.name}`);
    assert.equal(error.message, message);
    return true;
  });

describe('cards', () => {
  test('the deck is in canonical order, ranks and suits as documented', () => {
    const deck = fullDeck();
    assert.equal(deck.length, 52);
    assert.deepEqual(SUITS, ['S', 'H', 'D', 'C']);
    assert.deepEqual(RANKS, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    assert.equal(deck[0].code, 'AS');
    assert.equal(deck[12].code, 'KS');
    assert.equal(deck[13].code, 'AH');
    assert.equal(deck[51].code, 'KC');
    deck.forEach((card, i) => {
      assert.equal(card.index, i);
      assert.equal(Card.fromIndex(i), card);
      assert.equal(Card.parse(card.code), card, 'parse returns the shared object');
    });
  });

  test('codes, symbols and rank tokens', () => {
    assert.equal(Card.parse('10h').code, '10H');
    assert.equal(Card.parse('  qc\t').code, 'QC');
    assert.equal(Card.parse('jd').symbol, 'J♦');
    assert.equal(Card.parse('AS').symbol, 'A♠');
    assert.equal(String(Card.parse('KC')), 'KC');
    assert.equal(JSON.stringify([Card.parse('2H')]), '["2H"]');
    assert.deepEqual(
      RANKS.map(rankToken),
      ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'],
    );
    const card = new Card('H', 12);
    assert.equal(card.code, 'QH');
    assert.ok(Object.isFrozen(card));
  });

  test('notation errors, with the reference messages', () => {
    const rank = (/** @type {string} */ text, /** @type {string} */ token) =>
      `unknown card '${text}': '${token}' is not a rank (A, 2-10, J, Q, K)`;
    throwsExactly(
      () => Card.parse(''),
      CardError,
      "unknown card '': expected a rank and a suit, for example AS or 10H",
    );
    throwsExactly(
      () => Card.parse('a'),
      CardError,
      "unknown card 'A': expected a rank and a suit, for example AS or 10H",
    );
    throwsExactly(() => Card.parse('1S'), CardError, rank('1S', '1'));
    throwsExactly(() => Card.parse('11H'), CardError, rank('11H', '11'));
    throwsExactly(() => Card.parse('010D'), CardError, rank('010D', '010'));
    throwsExactly(() => Card.parse('10'), CardError, rank('10', '1'));
    throwsExactly(() => Card.parse('ZS'), CardError, rank('ZS', 'Z'));
    throwsExactly(() => Card.parse('ＡS'), CardError, rank('ＡS', 'Ａ'));
    throwsExactly(() => Card.parse('٣S'), CardError, rank('٣S', '٣'));
    throwsExactly(
      () => Card.parse('AX'),
      CardError,
      "unknown card 'AX': 'X' is not a suit (S, H, D, C)",
    );
    throwsExactly(() => rankToken(0), CardError, 'unknown rank 0: expected 1 to 13');
    throwsExactly(() => rankToken(14), CardError, 'unknown rank 14: expected 1 to 13');
    throwsExactly(() => new Card('X', 3), CardError, "unknown suit 'X'");
    throwsExactly(() => new Card('S', 2.5), CardError, 'unknown rank 2.5: expected 1 to 13');
    throwsExactly(() => Card.fromIndex(52), CardError, 'card index 52 is not within 0-51');
    throwsExactly(() => Card.fromIndex(-1), CardError, 'card index -1 is not within 0-51');
    assert.throws(() => Card.fromIndex(1.5), CardError);
    assert.ok(new CardError('x') instanceof EngineError);
    assert.equal(new CardError('x').name, 'CardError');
  });
});

describe('places and moves', () => {
  test('the places, in the order of the diagrams', () => {
    assert.deepEqual(PILES, Array.from({ length: 16 }, (_, i) => String(i + 1)));
    assert.deepEqual(FOUNDATIONS, [
      'up-S', 'up-H', 'up-D', 'up-C', 'down-S', 'down-H', 'down-D', 'down-C',
    ]);
    assert.deepEqual(PLACES, [...PILES, ...FOUNDATIONS]);
    assert.ok(isPile('16') && !isPile('up-S'));
    assert.ok(isAscending('up-C') && !isAscending('down-C'));
    assert.deepEqual(FOUNDATIONS.map(foundationSuit), [...SUITS, ...SUITS]);
  });

  test('parsePlace reads any case and spacing, and numbers', () => {
    for (const place of PLACES) assert.equal(parsePlace(place), place);
    assert.equal(parsePlace(' 16 '), '16');
    assert.equal(parsePlace(7), '7');
    assert.equal(parsePlace('UP-s'), 'up-S');
    assert.equal(parsePlace('Up-S'), 'up-S');
    assert.equal(parsePlace('down-c'), 'down-C');
  });

  test('parsePlace refuses unknown places', () => {
    for (const text of ['0', '17', '01', 'up-x', 'F', '', 'up', 'upS']) {
      throwsExactly(
        () => parsePlace(text),
        NotationError,
        `unknown place '${text}': expected a pile 1-16 or a foundation such as up-S or down-H`,
      );
    }
  });

  test('moves', () => {
    const move = Move.parse(' up-s -> DOWN-S ');
    assert.equal(move.source, 'up-S');
    assert.equal(move.destination, 'down-S');
    assert.equal(String(move), 'up-S -> down-S');
    assert.equal(JSON.stringify(move), '"up-S -> down-S"');
    assert.equal(String(Move.parse('10->14')), '10 -> 14');
    assert.equal(String(new Move('3', 'up-S')), '3 -> up-S');
    assert.ok(Object.isFrozen(move));
    for (const text of ['1 -> 2 -> 3', '1 - 2', '1', '']) {
      throwsExactly(
        () => Move.parse(text),
        NotationError,
        `unknown move '${text}': expected 'source -> destination'`,
      );
    }
    assert.throws(() => Move.parse('1 -> 17'), NotationError);
    assert.throws(() => new Move('0', '1'), NotationError);
  });
});

/**
 * A small table: piles by number ("5S 4S", bottom to top), foundations by name.
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

describe('positions', () => {
  test('the JSON form round-trips', () => {
    for (const number of [0, 1, 12345, MAX_NUMBER]) {
      const json = deal(number).toJSON();
      assert.deepEqual(Position.fromJSON(json).toJSON(), json);
      assert.deepEqual(Position.fromJSON(JSON.parse(JSON.stringify(json))).toJSON(), json);
    }
    const partial = {
      piles: [['2H', '9C', 'JD', 'JD'], ...Array(15).fill([])],
      foundations: ['2S', '2H', 'AD', 'AC', 'QS', 'QH', 'KD', '9C'],
      redeals_left: 1,
      moves: 9,
      partial: true,
    };
    const position = Position.fromJSON(partial);
    assert.deepEqual(position.toJSON(), partial);
    assert.deepEqual([...position.foundations], [2, 2, 1, 1, 2, 2, 1, 5]);
    assert.equal(position.redealsLeft, 1);
    assert.equal(position.moves, 9);
    assert.ok(position.partial);
    assert.ok(Object.isFrozen(position) && Object.isFrozen(position.piles[0]));
  });

  test('defaults: bases alone, 3 redeals, no moves; partial written only when true', () => {
    const json = deal(3).toJSON();
    const position = Position.fromJSON({ piles: json.piles });
    assert.deepEqual(position.toJSON(), json);
    assert.ok(!('partial' in position.toJSON()));
    assert.deepEqual(Position.fromJSON({ ...json, partial: false }).toJSON(), json);
    assert.deepEqual(Position.fromPiles(json.piles).toJSON(), json);
    const built = Position.fromPiles([['AS'], ...Array(15).fill([])], { partial: true });
    assert.equal(built.toJSON().partial, true);
  });

  test('foundation tops and contents', () => {
    assert.equal(foundationTop('up-H', 4).code, '4H');
    assert.equal(foundationTop('down-H', 3).code, 'JH');
    assert.deepEqual(foundationCards('down-S', 3).map(String), ['KS', 'QS', 'JS']);
    assert.deepEqual(foundationCards('up-C', 2).map(String), ['AC', '2C']);
    const position = table({}, { 'up-S': 'KS', 'down-S': 'AS' });
    assert.equal(position.top('up-S').code, 'KS');
    assert.equal(position.top('down-S').code, 'AS');
    assert.equal(position.won, false);
    const won = table(
      {},
      Object.fromEntries(FOUNDATIONS.map((f) => [f, (isAscending(f) ? 'K' : 'A') + f.at(-1)])),
    );
    assert.ok(won.won);
    assert.equal([...won.cards()].length, 104);
  });

  test('malformed JSON is refused with the part named', () => {
    const empty = Array(16).fill([]);
    const base = { piles: empty, partial: true };
    /** @type {[unknown, string][]} JSON data, and the error's message */
    const cases = [
      [[], 'a position must be a JSON object'],
      ['x', 'a position must be a JSON object'],
      [null, 'a position must be a JSON object'],
      [{ ...base, zz: 2, extra: 1 }, 'unknown keys: extra, zz'],
      [{ ...base, partial: 1 }, 'partial: expected true or false'],
      [{ partial: true }, 'piles: expected a list of 16 piles'],
      [{ ...base, piles: [...empty.slice(1), 'AS'] }, 'pile 16: expected a list of cards'],
      [
        { ...base, piles: [['AS', 3], ...empty.slice(1)] },
        "pile 1, card 2: expected a card such as 'AS'",
      ],
      [
        { ...base, piles: [['AS', '1S'], ...empty.slice(1)] },
        "pile 1, card 2: unknown card '1S': '1' is not a rank (A, 2-10, J, Q, K)",
      ],
      [{ ...base, piles: [...empty, []] }, 'piles: expected 16 piles, found 17'],
      [
        { ...base, piles: [Array(14).fill('2S'), ...empty.slice(1)] },
        'pile 1: 14 cards, more than the 13 a pile holds',
      ],
      [
        { ...base, piles: [Array(3).fill('2S'), ...empty.slice(1)] },
        '2S: 3 copies, but two decks hold only 2',
      ],
      [
        { ...base, foundations: Array(7).fill('AS') },
        'foundations: expected the top cards of the 8 foundations',
      ],
      [
        { ...base, foundations: 'AS' },
        'foundations: expected the top cards of the 8 foundations',
      ],
      [
        { ...base, foundations: ['AS', 'AH', 'AD', 'AC', 'KS', 'KH', 'KD', 'KH'] },
        'foundation down-C: KH is not of its suit',
      ],
      [
        { ...base, foundations: ['AS', 'AH', 'AD', 'AC', 'KS', 'KH', 'KD', 5] },
        "foundation down-C: expected a card such as 'AS'",
      ],
      [
        { ...base, foundations: ['AS', 'AH', 'AD', 'AC', 'KS', 'KH', 'KD', 'XC'] },
        "foundation down-C: unknown card 'XC': 'X' is not a rank (A, 2-10, J, Q, K)",
      ],
      [{ ...base, redeals_left: 4 }, 'redeals_left: 4 is not within 0-3'],
      [{ ...base, redeals_left: -1 }, 'redeals_left: -1 is not within 0-3'],
      [{ ...base, redeals_left: true }, 'redeals_left: expected a whole number'],
      [{ ...base, redeals_left: '3' }, 'redeals_left: expected a whole number'],
      [{ ...base, moves: -1 }, 'moves: -1 is negative'],
      [{ ...base, moves: 1.5 }, 'moves: expected a whole number'],
      [{ piles: empty }, '96 cards missing: AS 2S 2S 3S 3S 4S 4S 5S …'],
      [
        {
          ...base,
          piles: [['AS'], ...empty.slice(1)],
          foundations: ['2S', 'AH', 'AD', 'AC', 'AS', 'KH', 'KD', 'KC'],
        },
        'AS: 3 copies, but two decks hold only 2',
      ],
    ];
    for (const [data, message] of cases) {
      throwsExactly(() => Position.fromJSON(data), PositionError, message);
    }
  });

  test('a complete position short of a few cards names them', () => {
    const json = deal(0).toJSON();
    json.piles[0] = json.piles[0].slice(0, -1);
    const missing = deal(0).piles[0].at(-1)?.code;
    throwsExactly(() => Position.fromJSON(json), PositionError, `1 cards missing: ${missing}`);
    assert.doesNotThrow(() => Position.fromJSON({ ...json, partial: true }));
  });

  test('the constructor validates too', () => {
    const piles = deal(0).piles;
    throwsExactly(
      () => new Position(piles.slice(1)),
      PositionError,
      'piles: expected 16 piles, found 15',
    );
    throwsExactly(
      () => new Position(piles, [1, 1, 1, 1, 1, 1, 1]),
      PositionError,
      'foundations: expected 8, found 7',
    );
    throwsExactly(
      () => new Position(piles, [1, 1, 1, 1, 1, 1, 1, 14]),
      PositionError,
      'foundation down-C: 14 cards is not within 1-13',
    );
    throwsExactly(
      () => new Position(piles, [1, 1, 1, 1, 1, 1, 1, 1], 3, -2),
      PositionError,
      'moves: -2 is negative',
    );
  });
});

describe('game codes', () => {
  test('parse and write', () => {
    /** @type {[string, number][]} */
    const cases = [
      ['CR1-N-AAAAAAA', 0],
      ['CR1-N-AAAAAAB', 1],
      ['cr1-n-aaaaaab', 1],
      ['  CR1-N-AAAAAAB\t', 1],
      ['Cr1-n-AaAaAbA', 26],
      ['CR1-N-NXMRLXV', MAX_NUMBER],
    ];
    for (const [text, number] of cases) {
      const code = GameCode.parse(text);
      assert.equal(code.number, number, text);
      assert.equal(code.variant, 'N');
      assert.equal(String(GameCode.parse(String(code))), String(code));
    }
    assert.equal(String(new GameCode(1)), 'CR1-N-AAAAAAB');
    assert.equal(String(new GameCode(26)), 'CR1-N-AAAAABA');
    assert.equal(String(new GameCode(MAX_NUMBER)), 'CR1-N-NXMRLXV');
    assert.equal(JSON.stringify(new GameCode(0)), '"CR1-N-AAAAAAA"');
    assert.equal(MAX_NUMBER, 2 ** 32 - 1);
  });

  test('every CodeError reason, with the reference messages', () => {
    const cases = [
      ['CR2-N-AAAAAAB', 'prefix', "'CR2-N-AAAAAAB': unknown prefix 'CR2', expected CR1"],
      ['XX1-N-AAAAAAB', 'prefix', "'XX1-N-AAAAAAB': unknown prefix 'XX1', expected CR1"],
      ['CR1-X-AAAAAAB', 'variant', "'CR1-X-AAAAAAB': unknown variant letter 'X', expected N"],
      ['CR1--AAAAAAB', 'variant', "'CR1--AAAAAAB': unknown variant letter '', expected N"],
      ['CR1-N-AAAAAB', 'length', "'CR1-N-AAAAAB': 6 letters after the variant, expected 7"],
      ['CR1-N-AAAAAAAB', 'length', "'CR1-N-AAAAAAAB': 8 letters after the variant, expected 7"],
      ['CR1-N-AAAAA1B', 'alphabet', "'CR1-N-AAAAA1B': '1' is not a letter A-Z"],
      ['CR1-N-AAAA AB', 'alphabet', "'CR1-N-AAAA AB': ' ' is not a letter A-Z"],
      ['CR1-N-ÄAAAAAB', 'alphabet', "'CR1-N-ÄAAAAAB': 'Ä' is not a letter A-Z"],
      ['ＣR1-N-AAAAAAB', 'alphabet', "'ＣR1-N-AAAAAAB': 'Ｃ' is not a letter A-Z"],
      ['CR1-N-AAAAAAB\u00a0', 'alphabet', "'CR1-N-AAAAAAB\u00a0': '\u00a0' is not a letter A-Z"],
      [
        'CR1-N-ZZZZZZZ',
        'range',
        "'CR1-N-ZZZZZZZ': game number 8031810175 is above 4294967295",
      ],
      [
        'CR1-N-NXMRLXW',
        'range',
        "'CR1-N-NXMRLXW': game number 4294967296 is above 4294967295",
      ],
      ['CR1N-AAAAAAB', 'form', "'CR1N-AAAAAAB' is not a game code: expected CR1-N-AAAAAAB"],
      ['CR1-N-AAAA-AAB', 'form', "'CR1-N-AAAA-AAB' is not a game code: expected CR1-N-AAAAAAB"],
      ['', 'form', "'' is not a game code: expected CR1-N-AAAAAAB"],
    ];
    for (const [text, reason, message] of cases) {
      assert.throws(
        () => GameCode.parse(text),
        (error) => {
          assert.ok(error instanceof CodeError, text);
          assert.equal(error.reason, reason, text);
          assert.equal(error.message, message);
          return true;
        },
      );
    }
  });

  test('the constructor checks the range and the variant', () => {
    for (const number of [-1, 2 ** 32, 1.5, NaN]) {
      assert.throws(
        () => new GameCode(number),
        (e) => e instanceof CodeError && e.reason === 'range',
      );
    }
    assert.throws(
      () => new GameCode(-1),
      { message: 'game number -1 is not within 0-4294967295' },
    );
    assert.throws(
      () => new GameCode(1, 'X'),
      (e) =>
        e instanceof CodeError &&
        e.reason === 'variant' &&
        e.message === "unknown variant letter 'X': expected N",
    );
    assert.throws(() => deal(-1), (e) => e instanceof CodeError && e.reason === 'range');
    assert.throws(() => deal('CR1-N-AAAAAB'), (e) => e instanceof CodeError && e.reason === 'length');
  });

  test('mulberry32: the first words are the reference ones', () => {
    const first = (/** @type {number} */ seed, n = 5) => {
      const words = mulberry32(seed);
      return Array.from({ length: n }, () => words.next().value);
    };
    assert.deepEqual(first(0), [1144304738, 1416247, 958946056, 627933444, 2007157716]);
    assert.deepEqual(first(1), [2693262067, 11749833, 2265367787, 4213581821, 4159151403]);
    assert.deepEqual(
      first(0x43524553),
      [381895073, 3178516903, 174120953, 3523215555, 3682982777],
    );
    assert.deepEqual(
      first(MAX_NUMBER),
      [3850105811, 813802916, 3073704848, 4054706436, 3630262831],
    );
    for (const word of first(7, 1000)) assert.ok(Number.isInteger(word) && word >= 0 && word < 2 ** 32);
  });

  test("CR1-N-AAAAAAB's deal is the Python engine's", () => {
    // .venv/bin/python -c "from crescent_docs.engine import deal; import json;
    //   print(json.dumps(deal('CR1-N-AAAAAAB').to_json()))"
    const expected = {
      piles: [
        ['8S', '4S', '10S', '9S', '2H', 'KD'],
        ['6S', 'JH', 'QH', 'KS', '9C', '2S'],
        ['AH', '2C', '10D', '6D', '9H', '3C'],
        ['KH', '3H', '8D', 'QH', '5C', 'JC'],
        ['AD', '6C', '9D', '6H', '3D', '10S'],
        ['5H', '4C', '7C', '2D', '4S', '2C'],
        ['7D', '9S', '4D', '7S', 'AS', '3D'],
        ['3H', 'KC', '6H', 'QS', '6C', '7H'],
        ['4D', '2S', '5D', '2D', '6D', '4C'],
        ['3C', '5S', '5H', '7S', 'QC', 'JS'],
        ['4H', '8H', '8D', 'AC', '7D', '3S'],
        ['10D', 'QD', 'JS', '5C', 'JH', '8C'],
        ['10C', 'JD', '8H', '6S', 'QS', '7C'],
        ['8S', '2H', 'JD', '3S', '5S', '9D'],
        ['10C', '7H', '10H', '4H', 'JC', 'QC'],
        ['QD', '8C', '9C', '9H', '5D', '10H'],
      ],
      foundations: ['AS', 'AH', 'AD', 'AC', 'KS', 'KH', 'KD', 'KC'],
      redeals_left: 3,
      moves: 0,
    };
    assert.deepEqual(deal('CR1-N-AAAAAAB').toJSON(), expected);
    assert.deepEqual(deal(1).toJSON(), expected);
    assert.deepEqual(deal(new GameCode(1)).toJSON(), expected);
    assert.deepEqual(deal(' cr1-n-aaaaaab ').toJSON(), expected);
    assert.deepEqual(
      dealCards(1).map((pile) => pile.map(String)),
      expected.piles,
    );
  });

  test('every deal: 16 piles of 6, all 104 cards with the bases on the foundations', () => {
    for (const number of [0, 2, 25, 26, 675, 17576, MAX_NUMBER - 1, MAX_NUMBER]) {
      const position = deal(number);
      assert.ok(position.piles.every((pile) => pile.length === 6));
      assert.equal([...position.cards()].length, 104);
      assert.notDeepEqual(position.toJSON().piles, deal(1).toJSON().piles);
    }
    assert.deepEqual(deal(9).toJSON(), deal(9).toJSON(), 'the same code deals the same');
  });
});
