/**
 * The Crescent rules engine in JavaScript: the twin of the Python reference in
 * `crescent_docs/engine/`. Same names, same notation, same refusal codes in the same order,
 * same deals from game codes. Plain ES module: no dependencies, no I/O, browser or node.
 *
 * Places are their names: piles `'1'` … `'16'`, foundations `'up-S'` … `'down-C'`.
 * A move is written `'source -> destination'`. Cards are written `AS`, `10H`, `QC`.
 * @module engine
 */

// -- errors

/** The base of the engine's errors (Python: ValueError). */
export class EngineError extends Error {
  get name() {
    return this.constructor.name;
  }
}
/** A card, or a card notation, that does not exist. */
export class CardError extends EngineError {}
/** A place or a move written in a notation the engine does not know. */
export class NotationError extends EngineError {}
/** A position that cannot exist: the message says which part is wrong. */
export class PositionError extends EngineError {}
/** An invalid game code; `reason` is prefix, variant, length, alphabet, range or form. */
export class CodeError extends EngineError {
  /** @param {string} reason @param {string} message */
  constructor(reason, message) {
    super(message);
    this.reason = reason;
  }
}

// Python's str.strip() whitespace, so that the same texts parse; a text quoted in a message.
const SPACE = '[\\t-\\r\\x1c- \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]';
const STRIP = new RegExp(`^${SPACE}+|${SPACE}+$`, 'g');
const strip = (/** @type {string} */ text) => text.replace(STRIP, '');
const quote = (/** @type {string} */ text) => `'${text}'`;

// -- cards

/** The suits in the engine's canonical order: spades, hearts, diamonds, clubs. */
export const Suit = Object.freeze({ SPADES: 'S', HEARTS: 'H', DIAMONDS: 'D', CLUBS: 'C' });
export const SUITS = Object.freeze(['S', 'H', 'D', 'C']);
/** @type {Readonly<Record<string, string>>} */
export const SUIT_SYMBOLS = Object.freeze({ S: '♠', H: '♥', D: '♦', C: '♣' });
export const RANKS = Object.freeze([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
/** The ranks whose token is a letter. @type {Readonly<Partial<Record<number, string>>>} */
export const RANK_TOKENS = Object.freeze({ 1: 'A', 11: 'J', 12: 'Q', 13: 'K' });
const TOKEN_RANKS = new Map([['A', 1], ['J', 11], ['Q', 12], ['K', 13]]);

/** A place's name: a pile `'1'` … `'16'` or a foundation `'up-S'` … `'down-C'`. */
/** @typedef {string} Place */
/** A move given as a Move or in its notation, `'10 -> 14'`. */
/** @typedef {Move | string} MoveLike */

/**
 * The short token of a rank: `A`, `2` … `10`, `J`, `Q`, `K`.
 * @param {number} rank
 */
export function rankToken(rank) {
  if (!RANKS.includes(rank)) throw new CardError(`unknown rank ${rank}: expected 1 to 13`);
  return RANK_TOKENS[rank] ?? String(rank);
}

/** One card. Two decks hold two of each; `Card.parse` and `fullDeck` share one object per card. */
export class Card {
  /** @param {string} suit `S`, `H`, `D` or `C` @param {number} rank 1-13 */
  constructor(suit, rank) {
    if (!RANKS.includes(rank)) throw new CardError(`unknown rank ${rank}: expected 1 to 13`);
    if (!SUITS.includes(suit)) throw new CardError(`unknown suit ${quote(String(suit))}`);
    this.suit = suit;
    this.rank = rank;
    Object.freeze(this);
  }

  /**
   * Read the short notation: a rank (A, 2-10, J, Q, K) then a suit (S, H, D, C).
   * @param {string} text
   * @returns {Card}
   */
  static parse(text) {
    const upper = strip(text).toUpperCase();
    const chars = [...upper];
    if (chars.length < 2) {
      throw new CardError(
        `unknown card ${quote(upper)}: expected a rank and a suit, for example AS or 10H`,
      );
    }
    const rankText = chars.slice(0, -1).join('');
    const suitText = chars[chars.length - 1];
    const number = /^[0-9]+$/.test(rankText) ? Number(rankText) : 0;
    const rank =
      TOKEN_RANKS.get(rankText) ??
      (String(number) === rankText && number >= 2 && number <= 10 ? number : 0);
    if (!rank) {
      throw new CardError(
        `unknown card ${quote(upper)}: ${quote(rankText)} is not a rank (A, 2-10, J, Q, K)`,
      );
    }
    if (!SUITS.includes(suitText)) {
      throw new CardError(
        `unknown card ${quote(upper)}: ${quote(suitText)} is not a suit (S, H, D, C)`,
      );
    }
    return cardOf(suitText, rank);
  }

  /** 0-51: the suit's place times 13, plus the rank less one. */
  get index() {
    return SUITS.indexOf(this.suit) * 13 + this.rank - 1;
  }

  /** @param {number} index @returns {Card} */
  static fromIndex(index) {
    if (!(index >= 0 && index < 52 && Number.isInteger(index))) {
      throw new CardError(`card index ${index} is not within 0-51`);
    }
    return ALL[index];
  }

  /** The short notation, for example `AS`, `10H` or `QC`. */
  get code() {
    return rankToken(this.rank) + this.suit;
  }

  /** The rank token and the suit symbol, for example `A♠`. */
  get symbol() {
    return rankToken(this.rank) + SUIT_SYMBOLS[this.suit];
  }

  toString() {
    return this.code;
  }

  toJSON() {
    return this.code;
  }
}

const ALL = Object.freeze(SUITS.flatMap((suit) => RANKS.map((rank) => new Card(suit, rank))));

/** One 52-card deck in canonical order: spades, hearts, diamonds, clubs; Ace to King. */
export const fullDeck = () => ALL;

// -- places and moves

export const PILE_COUNT = 16;
export const PILES = Object.freeze(Array.from({ length: PILE_COUNT }, (_, i) => String(i + 1)));
/** Ascending ♠ ♥ ♦ ♣, then descending ♠ ♥ ♦ ♣ (the diagrams' order). */
export const FOUNDATIONS = Object.freeze(
  ['up', 'down'].flatMap((direction) => SUITS.map((suit) => `${direction}-${suit}`)),
);
export const PLACES = Object.freeze([...PILES, ...FOUNDATIONS]);
const PLACE_INDEX = new Map(PLACES.map((place, i) => [place, i]));

/**
 * Read a place: a pile number 1-16 or a foundation up-S … down-C (any case).
 * @param {unknown} text
 * @returns {Place}
 */
export function parsePlace(text) {
  const key = strip(String(text));
  if (PLACE_INDEX.has(key)) return key;
  const name = key.toLowerCase().slice(0, -1) + key.slice(-1).toUpperCase(); // 'UP-s': 'up-S'
  if (PLACE_INDEX.has(name)) return name;
  throw new NotationError(
    `unknown place ${quote(String(text))}: ` +
      'expected a pile 1-16 or a foundation such as up-S or down-H',
  );
}

/** 0-23: piles 1-16, then the foundations. */
const placeIndex = (/** @type {Place} */ place) =>
  PLACE_INDEX.get(place) ?? /** @type {number} */ (PLACE_INDEX.get(parsePlace(place)));
export const isPile = (/** @type {Place} */ place) => placeIndex(place) < PILE_COUNT;
export const foundationSuit = (/** @type {Place} */ foundation) =>
  SUITS[(placeIndex(foundation) - PILE_COUNT) % 4];
/** Whether a foundation builds up from its Ace. */
export const isAscending = (/** @type {Place} */ foundation) =>
  placeIndex(foundation) - PILE_COUNT < 4;

/** One card from the top of `source` to `destination`. */
export class Move {
  /** @param {unknown} source @param {unknown} destination places, read with parsePlace */
  constructor(source, destination) {
    this.source = parsePlace(source);
    this.destination = parsePlace(destination);
    Object.freeze(this);
  }

  /**
   * Read `source -> destination`, for example `10 -> 14` or `5 -> down-S`.
   * @param {string} text
   */
  static parse(text) {
    const parts = text.split('->');
    if (parts.length !== 2) {
      throw new NotationError(`unknown move ${quote(text)}: expected 'source -> destination'`);
    }
    return new Move(parts[0], parts[1]);
  }

  toString() {
    return `${this.source} -> ${this.destination}`;
  }

  toJSON() {
    return this.toString();
  }
}

const asMove = (/** @type {MoveLike} */ move) => (move instanceof Move ? move : Move.parse(move));

// -- positions

export const MAX_PILE = 13;
export const REDEALS = 3;
const FOUNDATION_SIZE = 13;
/** The foundations' card counts at the deal: each holds its base alone. */
const BASES = Object.freeze([1, 1, 1, 1, 1, 1, 1, 1]);

/**
 * The card of `suit` and `rank`, a rank past the King or before the Ace going round (a
 * King's neighbours are the Queen and the Ace).
 * @param {string} suit
 * @param {number} rank
 * @returns {Card}
 */
function cardOf(suit, rank) {
  return ALL[SUITS.indexOf(suit) * 13 + ((((rank - 1) % 13) + 13) % 13)];
}

/**
 * The top card of `foundation` when it holds `count` cards (1-13, its base included).
 * @param {Place} foundation
 * @param {number} count
 * @returns {Card}
 */
export function foundationTop(foundation, count) {
  const rank = isAscending(foundation) ? count : FOUNDATION_SIZE + 1 - count;
  if (!RANKS.includes(rank)) throw new CardError(`unknown rank ${rank}: expected 1 to 13`);
  return cardOf(foundationSuit(foundation), rank);
}

/**
 * The cards of `foundation`, base first, when it holds `count` cards.
 * @param {Place} foundation
 * @param {number} count
 */
export function foundationCards(foundation, count) {
  return Array.from({ length: count }, (_, n) => foundationTop(foundation, n + 1));
}

// The JSON form, shared with the Python engine, the test vectors and the check command:
// {piles: string[][], foundations: string[], redeals_left, moves, partial?: true}.
/**
 * @typedef {{piles: string[][], foundations: string[], redeals_left: number, moves: number,
 *   partial?: true}} PositionJSON
 */

/**
 * An immutable snapshot of a game. `foundations` holds each foundation's card count (1-13),
 * in the order of FOUNDATIONS. Partial positions (rule demos) may leave cards out of play.
 */
export class Position {
  /**
   * `piles`: 16 piles of cards, bottom to top.
   * @param {readonly (readonly Card[])[]} piles
   * @param {readonly number[]} foundations
   */
  constructor(piles, foundations = BASES, redealsLeft = REDEALS, moves = 0, partial = false) {
    this.piles = Object.freeze(piles.map((pile) => Object.freeze([...pile])));
    this.foundations = Object.freeze([...foundations]);
    this.redealsLeft = redealsLeft;
    this.moves = moves;
    this.partial = partial;
    this.#validate();
    Object.freeze(this);
  }

  #validate() {
    const fail = (/** @type {string} */ message) => {
      throw new PositionError(message);
    };
    const { piles, foundations, redealsLeft, moves } = this;
    if (piles.length !== PILE_COUNT) {
      fail(`piles: expected ${PILE_COUNT} piles, found ${piles.length}`);
    }
    piles.forEach((pile, i) => {
      if (pile.length > MAX_PILE) {
        fail(`pile ${i + 1}: ${pile.length} cards, more than the ${MAX_PILE} a pile holds`);
      }
    });
    if (foundations.length !== 8) fail(`foundations: expected 8, found ${foundations.length}`);
    foundations.forEach((count, i) => {
      if (!Number.isInteger(count) || count < 1 || count > 13) {
        fail(`foundation ${FOUNDATIONS[i]}: ${count} cards is not within 1-13`);
      }
    });
    if (!(redealsLeft >= 0 && redealsLeft <= REDEALS)) {
      fail(`redeals_left: ${redealsLeft} is not within 0-${REDEALS}`);
    }
    if (moves < 0) fail(`moves: ${moves} is negative`);
    const counts = new Array(52).fill(0);
    for (const card of this.cards()) counts[card.index] += 1;
    counts.forEach((count, i) => {
      if (count > 2) fail(`${ALL[i]}: ${count} copies, but two decks hold only 2`);
    });
    if (!this.partial) {
      const missing = ALL.flatMap((card, i) => Array(Math.max(0, 2 - counts[i])).fill(card));
      if (missing.length) {
        const more = missing.length > 8 ? ' …' : '';
        fail(`${missing.length} cards missing: ${missing.slice(0, 8).join(' ')}${more}`);
      }
    }
  }

  /** Every card in play: the piles, then the foundations. */
  *cards() {
    for (const pile of this.piles) yield* pile;
    for (let i = 0; i < 8; i++) yield* foundationCards(FOUNDATIONS[i], this.foundations[i]);
  }

  /** @param {Place} foundation */
  top(foundation) {
    return foundationTop(foundation, this.foundations[placeIndex(foundation) - PILE_COUNT]);
  }

  get won() {
    return this.foundations.every((count) => count === FOUNDATION_SIZE);
  }

  /** The JSON form (Python: `to_json`). */
  toJSON() {
    /** @type {PositionJSON} */
    const data = {
      piles: this.piles.map((pile) => pile.map((card) => card.code)),
      foundations: FOUNDATIONS.map((f) => this.top(f).code),
      redeals_left: this.redealsLeft,
      moves: this.moves,
    };
    if (this.partial) data.partial = true;
    return data;
  }

  /**
   * Read the JSON form; a malformed one throws a PositionError naming the part.
   * @param {unknown} data
   */
  static fromJSON(data) {
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      throw new PositionError('a position must be a JSON object');
    }
    const keys = ['piles', 'foundations', 'redeals_left', 'moves', 'partial'];
    const unknown = Object.keys(data).filter((key) => !keys.includes(key));
    if (unknown.length) throw new PositionError(`unknown keys: ${unknown.sort().join(', ')}`);
    const get = (/** @type {string} */ key, /** @type {unknown} */ fallback) =>
      Object.hasOwn(data, key) ? /** @type {Record<string, unknown>} */ (data)[key] : fallback;
    const partial = get('partial', false);
    if (typeof partial !== 'boolean') throw new PositionError('partial: expected true or false');
    const piles = readPiles(get('piles', null));
    const foundations = readFoundations(get('foundations', []));
    const redealsLeft = readInt(get('redeals_left', REDEALS), 'redeals_left');
    const moves = readInt(get('moves', 0), 'moves');
    return new Position(piles, foundations, redealsLeft, moves, partial);
  }

  /**
   * A position at the deal: these piles, bases alone on the foundations, 3 redeals.
   * @param {readonly (readonly (Card | string)[])[]} piles
   * @param {{partial?: boolean}} [options]
   */
  static fromPiles(piles, { partial = false } = {}) {
    const card = (/** @type {Card | string} */ c) => (c instanceof Card ? c : Card.parse(c));
    return new Position(piles.map((pile) => pile.map(card)), BASES, REDEALS, 0, partial);
  }
}

/** @param {unknown} raw */
function readPiles(raw) {
  if (!Array.isArray(raw)) throw new PositionError('piles: expected a list of 16 piles');
  return raw.map((pile, i) => {
    if (!Array.isArray(pile)) throw new PositionError(`pile ${i + 1}: expected a list of cards`);
    return pile.map((/** @type {unknown} */ text, /** @type {number} */ j) =>
      readCard(text, `pile ${i + 1}, card ${j + 1}`),
    );
  });
}

/** @param {unknown} raw @returns {readonly number[]} */
function readFoundations(raw) {
  if (Array.isArray(raw) && raw.length === 0) return BASES;
  if (!Array.isArray(raw) || raw.length !== 8) {
    throw new PositionError('foundations: expected the top cards of the 8 foundations');
  }
  return FOUNDATIONS.map((foundation, i) => {
    const where = `foundation ${foundation}`;
    const card = readCard(raw[i], where);
    if (card.suit !== foundationSuit(foundation)) {
      throw new PositionError(`${where}: ${card} is not of its suit`);
    }
    return isAscending(foundation) ? card.rank : FOUNDATION_SIZE + 1 - card.rank;
  });
}

/** @param {unknown} text @param {string} where */
function readCard(text, where) {
  if (typeof text !== 'string') throw new PositionError(`${where}: expected a card such as 'AS'`);
  try {
    return Card.parse(text);
  } catch (error) {
    if (error instanceof CardError) throw new PositionError(`${where}: ${error.message}`);
    throw error;
  }
}

/** @param {unknown} value @param {string} key */
function readInt(value, key) {
  if (!Number.isInteger(value)) throw new PositionError(`${key}: expected a whole number`);
  return /** @type {number} */ (value);
}

// -- the rules

export const UNDO_LIMIT = 100;

/**
 * Why an action was refused. When several reasons apply to a move, the first in this
 * order is given: same-place; empty-source; base-locked; foundation-to-pile; onto a pile:
 * empty-destination, pile-full, not-same-suit, not-adjacent-rank; onto a foundation:
 * foundation-complete, not-same-suit, not-next-card. A drop that no foundation of the
 * card's suit accepts is refused with not-next-card, or foundation-complete if both are.
 */
export const RefusalCode = Object.freeze({
  SAME_PLACE: 'same-place',
  EMPTY_SOURCE: 'empty-source',
  BASE_LOCKED: 'base-locked',
  FOUNDATION_TO_PILE: 'foundation-to-pile',
  EMPTY_DESTINATION: 'empty-destination',
  PILE_FULL: 'pile-full',
  NOT_SAME_SUIT: 'not-same-suit',
  NOT_ADJACENT_RANK: 'not-adjacent-rank',
  FOUNDATION_COMPLETE: 'foundation-complete',
  NOT_NEXT_CARD: 'not-next-card',
  NO_REDEAL_LEFT: 'no-redeal-left',
  NOTHING_TO_UNDO: 'nothing-to-undo',
});

/** @typedef {typeof RefusalCode[keyof typeof RefusalCode]} RefusalReason */

export const Status = Object.freeze({ PLAYING: 'playing', WON: 'won', BLOCKED: 'blocked' });

/** A refused action: nothing changed. `move` is the refused move, when there is one. */
export class Refusal {
  /** @param {RefusalReason} code @param {Move | null} [move] */
  constructor(code, move = null) {
    this.code = code;
    this.move = move;
    Object.freeze(this);
  }

  toString() {
    return this.move === null ? this.code : `${this.move}: ${this.code}`;
  }
}

/** A tap that moved nothing: the pile is selected, and these places would accept its card. */
export class Selection {
  /** @param {Place} source @param {readonly Place[]} destinations */
  constructor(source, destinations) {
    this.source = source;
    this.destinations = Object.freeze([...destinations]);
    Object.freeze(this);
  }
}

/** Adjacent ranks on a pile, with the wrap: the Ace and the King touch. */
const adjacent = (/** @type {number} */ a, /** @type {number} */ b) => {
  const d = (((a - b) % 13) + 13) % 13;
  return d === 1 || d === 12;
};

/** A game in progress: `new Game(position)`, or `new Game(deal(code))`. */
export class Game {
  /** @type {Card[][]} */
  #piles;
  /** @type {number[]} */
  #foundations;
  #redealsLeft;
  #moves;
  #partial;
  /** @type {Move[]} */
  #history = [];

  /** @param {Position} position */
  constructor(position) {
    this.#piles = position.piles.map((pile) => [...pile]);
    this.#foundations = [...position.foundations];
    this.#redealsLeft = position.redealsLeft;
    this.#moves = position.moves;
    this.#partial = position.partial;
  }

  // -- reading

  get position() {
    const piles = this.#piles;
    return new Position(piles, this.#foundations, this.#redealsLeft, this.#moves, this.#partial);
  }

  get moves() {
    return this.#moves;
  }

  get redealsLeft() {
    return this.#redealsLeft;
  }

  /** The moves that undo can still take back, oldest first (at most 100). */
  get history() {
    return [...this.#history];
  }

  /** @param {Place} pile */
  pile(pile) {
    return [...this.#piles[placeIndex(pile)]];
  }

  /**
   * The top card of a place, or null for an empty pile.
   * @param {Place} place
   */
  top(place) {
    const i = placeIndex(place);
    if (i < PILE_COUNT) return this.#piles[i].at(-1) ?? null;
    return foundationTop(PLACES[i], this.#foundations[i - PILE_COUNT]);
  }

  /** @param {Place} place */
  count(place) {
    const i = placeIndex(place);
    return i < PILE_COUNT ? this.#piles[i].length : this.#foundations[i - PILE_COUNT];
  }

  // -- the rules

  /**
   * Why the place of index `i` cannot give a card, or null.
   * @param {number} i
   * @returns {RefusalReason | null}
   */
  #sourceRefusal(i) {
    if (i < PILE_COUNT) return this.#piles[i].length ? null : RefusalCode.EMPTY_SOURCE;
    return this.#foundations[i - PILE_COUNT] === 1 ? RefusalCode.BASE_LOCKED : null;
  }

  /**
   * Why the place of index `i` cannot take `card`, or null.
   * @param {Card} card
   * @param {number} i
   * @returns {RefusalReason | null}
   */
  #destinationRefusal(card, i) {
    if (i < PILE_COUNT) {
      const pile = this.#piles[i];
      if (!pile.length) return RefusalCode.EMPTY_DESTINATION;
      if (pile.length >= MAX_PILE) return RefusalCode.PILE_FULL;
      const top = pile[pile.length - 1];
      if (top.suit !== card.suit) return RefusalCode.NOT_SAME_SUIT;
      if (!adjacent(top.rank, card.rank)) return RefusalCode.NOT_ADJACENT_RANK;
      return null;
    }
    const foundation = PLACES[i];
    const count = this.#foundations[i - PILE_COUNT];
    if (count === FOUNDATION_SIZE) return RefusalCode.FOUNDATION_COMPLETE;
    if (card.suit !== foundationSuit(foundation)) return RefusalCode.NOT_SAME_SUIT;
    const step = isAscending(foundation) ? 1 : -1;
    const next = foundationTop(foundation, count).rank + step;
    return card.rank === next ? null : RefusalCode.NOT_NEXT_CARD;
  }

  /**
   * Why `move` would be refused, in the documented order; null if it is legal.
   * @param {MoveLike} move
   */
  refusal(move) {
    move = asMove(move);
    const source = placeIndex(move.source);
    const destination = placeIndex(move.destination);
    if (source === destination) return new Refusal(RefusalCode.SAME_PLACE, move);
    let code = this.#sourceRefusal(source);
    if (code === null && source >= PILE_COUNT && destination < PILE_COUNT) {
      code = RefusalCode.FOUNDATION_TO_PILE;
    }
    if (code === null) {
      // The source gives a card: #sourceRefusal found it not empty.
      const card = /** @type {Card} */ (this.top(move.source));
      code = this.#destinationRefusal(card, destination);
    }
    return code === null ? null : new Refusal(code, move);
  }

  /** @param {MoveLike} move */
  isLegal(move) {
    return this.refusal(move) === null;
  }

  /**
   * Every place that accepts the top card of `source`: piles 1-16, then foundations.
   * @param {Place} source
   * @returns {Place[]}
   */
  destinations(source) {
    const from = placeIndex(source);
    if (this.#sourceRefusal(from) !== null) return [];
    const card = /** @type {Card} */ (this.top(source)); // not empty: no source refusal
    const first = from < PILE_COUNT ? 0 : PILE_COUNT;
    return PLACES.filter(
      (_, i) => i >= first && i !== from && this.#destinationRefusal(card, i) === null,
    );
  }

  /**
   * The cards that `place` takes by suit and rank, whatever pile they lie on: a pile's two
   * neighbours of its top card in its suit (a King's are the Queen and the Ace), a
   * foundation's next card; none for an empty or a full pile, or a complete foundation.
   * @param {Place} place
   * @returns {Card[]}
   */
  fits(place) {
    const i = placeIndex(place);
    if (i < PILE_COUNT) {
      const pile = this.#piles[i];
      const top = pile.at(-1);
      if (!top || pile.length >= MAX_PILE) return [];
      return [cardOf(top.suit, top.rank - 1), cardOf(top.suit, top.rank + 1)];
    }
    const count = this.#foundations[i - PILE_COUNT];
    if (count === FOUNDATION_SIZE) return [];
    return [foundationTop(PLACES[i], count + 1)];
  }

  /** Every legal move: sources piles 1-16 then foundations, each in destination order. */
  legalMoves() {
    return PLACES.flatMap((src) => this.destinations(src).map((dst) => new Move(src, dst)));
  }

  /**
   * Whether a move can still change the piles: a legal move from a pile, or a pile's top
   * card of a suit whose two foundations meet (moving cards between them reaches any rank).
   */
  canProgress() {
    if (PILES.some((pile) => this.destinations(pile).length)) return true;
    const f = this.#foundations;
    return this.#piles.some((pile) => {
      if (!pile.length) return false;
      const suit = SUITS.indexOf(pile[pile.length - 1].suit);
      return f[suit] + f[suit + 4] === FOUNDATION_SIZE;
    });
  }

  get status() {
    if (this.#foundations.every((count) => count === FOUNDATION_SIZE)) return Status.WON;
    if (this.#redealsLeft === 0 && !this.canProgress()) return Status.BLOCKED;
    return Status.PLAYING;
  }

  // -- actions

  /** @param {number} source @param {number} destination place indexes, a legal move */
  #apply(source, destination) {
    let card;
    if (source < PILE_COUNT) {
      card = /** @type {Card} */ (this.#piles[source].pop());
    } else {
      card = foundationTop(PLACES[source], this.#foundations[source - PILE_COUNT]);
      this.#foundations[source - PILE_COUNT] -= 1;
    }
    if (destination < PILE_COUNT) this.#piles[destination].push(card);
    else this.#foundations[destination - PILE_COUNT] += 1;
  }

  /**
   * Play `move`; returns null when it was played, or the refusal.
   * @param {MoveLike} move
   */
  move(move) {
    move = asMove(move);
    const refusal = this.refusal(move);
    if (refusal !== null) return refusal;
    this.#apply(placeIndex(move.source), placeIndex(move.destination));
    this.#moves += 1;
    this.#history.push(move);
    if (this.#history.length > UNDO_LIMIT) this.#history.shift();
    return null;
  }

  /**
   * Where a drop of the top card of `source` on the foundation area sends it.
   * @param {Place} source
   * @returns {Place | Refusal}
   */
  dropTarget(source) {
    const from = placeIndex(source);
    const code = this.#sourceRefusal(from);
    if (code !== null) return new Refusal(code);
    const card = /** @type {Card} */ (this.top(source)); // not empty: no source refusal
    const codes = [];
    for (const direction of ['up', 'down']) {
      const foundation = `${direction}-${card.suit}`;
      const i = placeIndex(foundation);
      if (i === from) continue;
      const refused = this.#destinationRefusal(card, i);
      if (refused === null) return foundation;
      codes.push(refused);
    }
    if (codes.every((c) => c === RefusalCode.FOUNDATION_COMPLETE)) {
      return new Refusal(RefusalCode.FOUNDATION_COMPLETE);
    }
    return new Refusal(RefusalCode.NOT_NEXT_CARD);
  }

  /**
   * Drop the top card of `source` anywhere on the foundation area.
   * @param {Place} source
   */
  drop(source) {
    const target = this.dropTarget(source);
    if (target instanceof Refusal) return target;
    const move = new Move(source, target);
    this.move(move);
    return move;
  }

  /**
   * A tap: the card goes to the only place that accepts it; otherwise select the pile.
   * @param {Place} source
   */
  tap(source) {
    const code = this.#sourceRefusal(placeIndex(source));
    if (code !== null) return new Refusal(code);
    const places = this.destinations(source);
    if (places.length === 1) {
      const move = new Move(source, places[0]);
      this.move(move);
      return move;
    }
    return new Selection(parsePlace(source), places);
  }

  /**
   * From each pile of two or more cards the bottom card goes to the top. Not a move: the
   * counter stays, and the moves before it can no longer be undone.
   */
  redeal() {
    if (this.#redealsLeft === 0) return new Refusal(RefusalCode.NO_REDEAL_LEFT);
    for (const pile of this.#piles) {
      if (pile.length >= 2) pile.push(/** @type {Card} */ (pile.shift()));
    }
    this.#redealsLeft -= 1;
    this.#history = [];
    return null;
  }

  /** Take back the last move (up to 100, none from before a redeal). */
  undo() {
    const move = this.#history.pop();
    if (move === undefined) return new Refusal(RefusalCode.NOTHING_TO_UNDO);
    this.#apply(placeIndex(move.destination), placeIndex(move.source));
    this.#moves -= 1;
    return move;
  }
}

// -- game codes

const PREFIX = 'CR1';
export const VARIANTS = Object.freeze(['N']);
export const CODE_LETTERS = 7;
export const MAX_NUMBER = 2 ** 32 - 1;

/**
 * A game code such as `CR1-N-AAAAAAB`: the format, the variant, and the game number in
 * 7 letters of base 26 (A = 0 … Z = 25), most significant first.
 */
export class GameCode {
  /** @param {number} number @param {string} [variant] */
  constructor(number, variant = 'N') {
    if (!(Number.isInteger(number) && number >= 0 && number <= MAX_NUMBER)) {
      throw new CodeError('range', `game number ${number} is not within 0-${MAX_NUMBER}`);
    }
    if (!VARIANTS.includes(variant)) {
      throw new CodeError('variant', `unknown variant letter ${quote(String(variant))}: expected N`);
    }
    this.number = number;
    this.variant = variant;
    Object.freeze(this);
  }

  /**
   * Read a code, ignoring case and surrounding spaces.
   * @param {string} text
   */
  static parse(text) {
    /** @type {(reason: string, message: string) => never} */
    const fail = (reason, message) => {
      throw new CodeError(reason, `${quote(text)}${message}`);
    };
    const foreign = [...text].find((ch) => /** @type {number} */ (ch.codePointAt(0)) > 127);
    if (foreign !== undefined) fail('alphabet', `: ${quote(foreign)} is not a letter A-Z`);
    const parts = strip(text).toUpperCase().split('-');
    if (parts.length !== 3) fail('form', ' is not a game code: expected CR1-N-AAAAAAB');
    const [prefix, variant, letters] = parts;
    if (prefix !== PREFIX) fail('prefix', `: unknown prefix ${quote(prefix)}, expected CR1`);
    if (!VARIANTS.includes(variant)) {
      fail('variant', `: unknown variant letter ${quote(variant)}, expected N`);
    }
    const chars = [...letters];
    if (chars.length !== CODE_LETTERS) {
      fail('length', `: ${chars.length} letters after the variant, expected 7`);
    }
    const bad = chars.find((ch) => !(ch >= 'A' && ch <= 'Z'));
    if (bad !== undefined) fail('alphabet', `: ${quote(bad)} is not a letter A-Z`);
    const number = chars.reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 65, 0);
    if (number > MAX_NUMBER) fail('range', `: game number ${number} is above ${MAX_NUMBER}`);
    return new GameCode(number, variant);
  }

  toString() {
    let letters = '';
    for (let n = this.number, i = 0; i < CODE_LETTERS; i++, n = Math.floor(n / 26)) {
      letters = String.fromCharCode(65 + (n % 26)) + letters;
    }
    return `${PREFIX}-${this.variant}-${letters}`;
  }

  toJSON() {
    return this.toString();
  }
}

/**
 * The mulberry32 generator: an endless stream of 32-bit words.
 * @param {number} seed
 * @returns {Generator<number, never, unknown>}
 */
export function* mulberry32(seed) {
  let state = seed >>> 0;
  for (;;) {
    state = (state + 0x6d2b79f5) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 15), z | 1) >>> 0;
    z = (z ^ (z + Math.imul(z ^ (z >>> 7), z | 61))) >>> 0;
    yield (z ^ (z >>> 14)) >>> 0;
  }
}

/**
 * A uniform draw from 0…n-1: words at or above 2³² − (2³² mod n) are drawn again.
 * @param {Iterator<number>} words
 * @param {number} n
 */
function below(words, n) {
  const limit = 2 ** 32 - (2 ** 32 % n);
  for (;;) {
    const word = words.next().value;
    if (word < limit) return word % n;
  }
}

/**
 * The 16 piles of game `number`, bottom to top: two decks in canonical order less deck 1's
 * Aces and Kings (the bases), a Fisher–Yates shuffle from i = 95 down driven by mulberry32,
 * then shuffled card k on top of pile (k mod 16) + 1.
 * @param {number} number
 */
export function dealCards(number) {
  const isBase = (/** @type {Card} */ card, /** @type {number} */ i) =>
    i < 52 && (card.rank === 1 || card.rank === 13); // deck 1's Aces and Kings
  const cards = [...ALL, ...ALL].filter((card, i) => !isBase(card, i));
  const words = mulberry32(number);
  for (let i = cards.length - 1; i > 0; i--) {
    const j = below(words, i + 1);
    [cards[i], cards[j]] = [cards[j], cards[i]];
  }
  return PILES.map((_, p) => cards.filter((_, k) => k % PILE_COUNT === p));
}

/**
 * The starting position of a game code (or a game number).
 * @param {GameCode | string | number} code
 */
export function deal(code) {
  if (typeof code === 'string') code = GameCode.parse(code);
  else if (typeof code === 'number') code = new GameCode(code); // checks the range
  return new Position(dealCards(code.number));
}
