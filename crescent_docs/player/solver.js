/**
 * The solver in JavaScript: the twin of `crescent_docs/engine/solver.py`, on the JS engine.
 * Same algorithm, same names (camelCase), same draws: with no time budget, a deal, a seed
 * and a node budget give the same verdict, the same line and the same node count in both.
 * Pure: no DOM, no I/O; `worker.js` runs it off the page's thread.
 *
 * A card is an int (suit * 13 + rank - 1), a pile an array of ints (bottom to top), and
 * the foundations of a suit two ranks: the ascending one's top (u) and the descending
 * one's (d). How the search works, and why each shortcut is sound, is written at the top
 * of solver.py.
 * @module solver
 */
import { Game, MAX_PILE, PILES, SUITS, Status, mulberry32 } from './engine.js';

/** A redeal step in a line. */
export const REDEAL = 'redeal';
/**
 * How the guided runs play (Python: `Tactics`): `reaches`, how deep they dig (the first
 * run, then a draw for each later run); `retry`, the share of later runs that start from
 * a prefix of the record line; `cover`, how much less a run likes to put a card onto one
 * the foundations will want sooner; `frozen`, whether both searches drop the states with a
 * frozen card; `relaxed`, how many states each suit's relaxed game may take, searched when
 * the complete search first does not decide and no redeal is left (0: never); `late`, after how many nodes (0: never) the runs draw their cover from
 * `lateCovers` and retry with the share `lateRetry`, from a fresh record (after twice as
 * many, from `cover` and `lateCovers`).
 * @typedef {{reaches: readonly number[], retry: number, cover: number, frozen: boolean,
 *   relaxed?: number, late: number, lateCovers: readonly number[], lateRetry: number}} Tactics
 */
/** The solver's tactics. @type {Readonly<Tactics>} */
export const TACTICS = Object.freeze({
  reaches: Object.freeze([9, 4, 6, 13]),
  retry: 0.3,
  cover: 3.0,
  frozen: true,
  relaxed: 100000,
  late: 150000,
  lateCovers: Object.freeze([100.0]),
  lateRetry: 0.15,
});
/** The guided search's first form. @type {Readonly<Tactics>} */
export const FIRST_TACTICS = Object.freeze({
  reaches: Object.freeze([4]),
  retry: 0.0,
  cover: 0.0,
  frozen: false,
  relaxed: 0,
  late: 0,
  lateCovers: Object.freeze([0.0]),
  lateRetry: 0.0,
});
/** The noise of the guided runs after the first. */
export const NOISE = 20.0;
/** How many states the search for a lost position's best move looks at (`Search.lostStep`). */
const LOST_NODES = 3000;

/** The solver produced a line the engine refuses: a bug in the solver, never in input. */
export class SolverError extends Error {
  get name() {
    return 'SolverError';
  }
}

const TO_FOUNDATION = 16;
/** @typedef {[number, number]} IStep [source pile, destination pile or 16]; [-1, -1]: redeal */
/** @type {IStep} */
const REDEAL_STEP = [-1, -1];
/**
 * @typedef {{piles: number[][], founds: number[], redeals: number, names: string[]}} State
 *   `names`: each pile as a string, a character a card, for the transposition key
 */

const SUIT = Array.from({ length: 52 }, (_, c) => Math.floor(c / 13));
const RANK = Array.from({ length: 52 }, (_, c) => (c % 13) + 1);
/** The cards one rank above and one below, with the wrap. */
const NEIGHBOURS = Array.from({ length: 52 }, (_, c) => {
  const s = SUIT[c];
  const r = RANK[c];
  return [s * 13 + (r % 13), s * 13 + ((r + 11) % 13)];
});
const isWon = (/** @type {number[]} */ f) =>
  f[0] === 13 && f[1] === 13 && f[2] === 13 && f[3] === 13 && f[4] + f[5] + f[6] + f[7] === 4;

/** Draws in [0, 1) from the mulberry32 words of `seed` (Python: `uniform`). */
export function uniform(/** @type {number} */ seed) {
  const words = mulberry32(seed);
  return () => /** @type {number} */ (words.next().value) / 4294967296;
}

// -- state helpers

/** A card as one character of a pile's name (its index, from '0'). */
const CHARS = Array.from({ length: 52 }, (_, c) => String.fromCharCode(c + 48));

/** @param {import('./engine.js').Position} position @returns {State} */
function encode(position) {
  const counts = position.foundations;
  const piles = position.piles.map((pile) => pile.map((card) => card.index));
  return {
    piles,
    founds: [...counts.slice(0, 4), ...counts.slice(4).map((n) => 14 - n)],
    redeals: position.redealsLeft,
    names: piles.map((p) => p.map((c) => CHARS[c]).join('')),
  };
}

/** The transposition key: the piles in any order, a touching split forgotten. */
function key(/** @type {State} */ { names, founds, redeals }) {
  const f = [...founds];
  for (let s = 0; s < 4; s++) if (f[s] + 1 === f[4 + s]) f[s] = f[4 + s] = 0;
  const sorted = [];
  for (const name of names) if (name) sorted.push(name);
  return `${sorted.sort().join(',')}|${f.join(',')}|${redeals}`;
}

/** The foundations after `card` goes onto those of its suit, or null if it cannot. */
function play(/** @type {number[]} */ founds, /** @type {number} */ card) {
  const s = SUIT[card];
  const r = RANK[card];
  const u = founds[s];
  const d = founds[4 + s];
  if (u + 1 !== d && r !== u + 1 && r !== d - 1) return null;
  const g = [...founds];
  if (u + 1 === d) g[s] = g[4 + s] = r;
  else if (r === u + 1) g[s] = r;
  else g[4 + s] = r;
  return g;
}

/** @param {State} state @param {IStep} step @returns {State} */
function apply(state, [i, j]) {
  const { piles, founds, redeals, names } = state;
  if (i < 0) {
    return {
      piles: piles.map((p) => (p.length >= 2 ? [...p.slice(1), p[0]] : p)),
      founds,
      redeals: redeals - 1,
      names: names.map((n) => (n.length >= 2 ? n.slice(1) + n[0] : n)),
    };
  }
  const pile = piles[i];
  const card = pile[pile.length - 1];
  const next = [...piles];
  next[i] = pile.slice(0, -1);
  const called = [...names];
  called[i] = names[i].slice(0, -1);
  if (j === TO_FOUNDATION) {
    return { piles: next, founds: /** @type {number[]} */ (play(founds, card)), redeals, names: called };
  }
  next[j] = [...piles[j], card];
  called[j] = names[j] + CHARS[card];
  return { piles: next, founds, redeals, names: called };
}

/** @type {Map<string, number[]>} */
const DISTANCES = new Map();

/** For each card, how many cards of its suit must go before it can (1: it can go now). */
function distances(/** @type {number[]} */ founds) {
  const name = founds.join(',');
  let table = DISTANCES.get(name);
  if (table === undefined) {
    table = [];
    for (let s = 0; s < 4; s++) {
      const u = founds[s];
      const d = founds[4 + s];
      for (let r = 1; r <= 13; r++) {
        if (u + 1 === d) {
          table.push(1);
          continue;
        }
        let v = 99;
        if (r > u) v = r - u;
        if (r < d) v = Math.min(v, d - r);
        table.push(v);
      }
    }
    if (DISTANCES.size > 50000) DISTANCES.clear();
    DISTANCES.set(name, table);
  }
  return table;
}

/** Open piles by their top card. @param {number[][]} piles */
function topsOf(piles) {
  /** @type {Map<number, number[]>} */
  const tops = new Map();
  piles.forEach((p, i) => {
    if (!p.length) return;
    const list = tops.get(p[p.length - 1]);
    if (list) list.push(i);
    else tops.set(p[p.length - 1], [i]);
  });
  return tops;
}

// -- frozen cards: a static proof that a position is lost (solver.py: "Frozen cards")

/** The ranks of a suit, as bits (bit r - 1 for rank r): those strictly between a and b. */
const between = (/** @type {number} */ a, /** @type {number} */ b) => {
  let mask = 0;
  for (let r = a + 1; r < b; r++) mask |= 1 << (r - 1);
  return mask;
};

/**
 * For each state u * 14 + d of a suit's foundations, and each rank r (index r - 1): the
 * runs of ranks one of which its foundations need played in full (each from a pile)
 * before they can take a card of rank r, as bit masks; null when they can take it now
 * (Python: `_suit_needs`).
 */
function suitNeeds() {
  /** @type {(number[] | null)[][]} */
  const needs = Array.from({ length: 14 * 14 }, () => new Array(13).fill(null));
  for (let u = 1; u <= 13; u++) {
    for (let d = 1; d <= 13; d++) {
      for (let r = 1; r <= 13; r++) {
        if (u + 1 === d || r === u + 1 || r === d - 1 || (d <= r && r <= u)) continue; // taken now, or both placed
        let runs;
        if (d <= u) runs = [r > u ? between(u, r) : between(r, d)]; // they have met: each grows on its own
        else if (u < r && r < d) runs = [between(u, r), between(r, d)];
        else runs = [between(u, d)]; // only once they meet
        needs[u * 14 + d][r - 1] = runs;
      }
    }
  }
  return needs;
}

const SUIT_NEEDS = suitNeeds();
/** The runs the foundations need before they take `card`; null when they take it now. */
const needsOf = (/** @type {number[]} */ founds, /** @type {number} */ card) =>
  SUIT_NEEDS[founds[SUIT[card]] * 14 + founds[4 + SUIT[card]]][RANK[card] - 1];

/** Each card's neighbours' ranks, as bits (bit r - 1 for rank r). */
const NEIGHBOUR_RANKS = NEIGHBOURS.map(([a, b]) => (1 << (RANK[a] - 1)) | (1 << (RANK[b] - 1)));
/**
 * Whether the foundations wait for a neighbour of `card`: each run they need before they
 * take it holds a neighbour's rank (Python: `_suit_waits`).
 */
const waitsFor = (/** @type {number[]} */ founds, /** @type {number} */ card) =>
  needsOf(founds, card)?.every((run) => (run & NEIGHBOUR_RANKS[card]) !== 0) ?? false;

// Scratch flags for `frozen`, by card: one search runs at a time in a thread.
const LOW = new Uint8Array(52); // a copy lies low enough for a redeal to bring it up
const HIGH = new Uint8Array(52); // a copy does not
const FREE = new Uint8Array(52);
const FLAGS = new Uint8Array(52);

/** Whether some card can never leave its pile (Python: `_frozen`). @param {State} state */
function frozen({ piles, founds, redeals }) {
  LOW.fill(0);
  HIGH.fill(0);
  FREE.fill(0);
  for (const p of piles) {
    const n = p.length;
    if (!n) continue;
    FREE[p[n - 1]] = 1;
    for (let k = 0; k < n; k++) (k < redeals ? LOW : HIGH)[p[k]] = 1;
  }
  /** @type {number[]} */
  let members = [];
  for (let card = 0; card < 52; card++) {
    if (!HIGH[card] || needsOf(founds, card) === null) continue;
    const [a, b] = NEIGHBOURS[card];
    if (!FREE[a] && !FREE[b] && !LOW[a] && !LOW[b]) members.push(card);
  }
  const held = [0, 0, 0, 0]; // for each suit, its ranks with no copy free, as bits
  while (members.length) {
    FLAGS.fill(0);
    for (const card of members) FLAGS[card] = 1;
    FREE.set(LOW);
    for (const p of piles) {
      let k = p.length - 1;
      while (k >= redeals && !FLAGS[p[k]]) k--; // the highest card of the set
      for (let h = k >= redeals ? k : 0; h < p.length; h++) FREE[p[h]] = 1; // none above them
    }
    held.fill(0);
    for (let card = 0; card < 52; card++) if (!FREE[card]) held[SUIT[card]] |= 1 << (RANK[card] - 1);
    const kept = members.filter((card) => {
      const [a, b] = NEIGHBOURS[card];
      if (FREE[a] || FREE[b]) return false;
      const mask = held[SUIT[card]];
      for (const run of /** @type {number[]} */ (needsOf(founds, card))) if (!(run & mask)) return false;
      return true;
    });
    if (kept.length === members.length) return true;
    members = kept;
  }
  return false;
}

/**
 * Whether `card`, which its foundations cannot take now, may be frozen: a copy lies high
 * enough that no redeal brings it up, and no neighbour lies on top of a pile or low
 * enough for a redeal (Python: `_uncovered`).
 * @param {number[][]} piles @param {number} redeals @param {number} card
 */
function uncovered(piles, redeals, card) {
  const [a, b] = NEIGHBOURS[card];
  let high = false;
  for (const p of piles) {
    const n = p.length;
    if (!n) continue;
    if (p[n - 1] === a || p[n - 1] === b) return false;
    for (let k = 0; k < n; k++) {
      const c = p[k];
      if (k < redeals) {
        if (c === a || c === b) return false;
      } else if (c === card) high = true;
    }
  }
  return high;
}

/**
 * Whether `card`, which passes `uncovered` and whose foundations wait for a neighbour, is
 * a frozen set on its own: every copy of a neighbour in a pile lies under a copy of
 * `card` at a height of at least `redeals` (Python: `_alone`).
 * @param {number[][]} piles @param {number} redeals @param {number} card
 */
function alone(piles, redeals, card) {
  const [a, b] = NEIGHBOURS[card];
  for (const p of piles) {
    if (!p.includes(a) && !p.includes(b)) continue;
    const k = p.lastIndexOf(card);
    if (k < redeals) return false;
    for (let h = k + 1; h < p.length; h++) if (p[h] === a || p[h] === b) return false;
  }
  return true;
}

/**
 * Whether `state`, reached by `step` from `parent`, which has no frozen card, has one
 * (Python: `_freezes`, which says why only these cards need a look): after a pile move,
 * the card moved; after a play onto the foundations, the neighbours of the card played
 * and the cards of its suit the foundations could take before and cannot now.
 * @param {State} parent @param {State} state @param {IStep} step
 */
function freezes(parent, state, step) {
  const { piles, founds, redeals } = state;
  const [i, j] = step;
  if (j >= 0 && j < TO_FOUNDATION) {
    const card = piles[j][piles[j].length - 1];
    if (needsOf(founds, card) === null || !uncovered(piles, redeals, card)) return false;
    if (waitsFor(founds, card) && alone(piles, redeals, card)) return true;
  } else if (j === TO_FOUNDATION) {
    const from = parent.piles[i];
    const played = from[from.length - 1];
    const suspects = NEIGHBOURS[played].filter((card) => needsOf(founds, card) !== null);
    const first = SUIT[played] * 13;
    for (let c = first; c < first + 13; c++) {
      if (needsOf(founds, c) !== null && needsOf(parent.founds, c) === null) suspects.push(c);
    }
    const open = suspects.filter((card) => uncovered(piles, redeals, card));
    if (!open.length) return false;
    for (const card of open) if (waitsFor(founds, card) && alone(piles, redeals, card)) return true;
  }
  return frozen(state);
}

// -- the per-suit relaxation (solver.py: "The per-suit relaxation")

/** A relaxed pile's first element: its bottom card is the real one, it is not, or either. */
const TURNS = 52;
const STAYS = 53;
const EITHER = 54;
/** The most ways a relaxed redeal may turn the piles before the search gives up. */
const MAX_TURNS = 1024;
const WON_FOUNDS = [13, 13, 13, 13, 1, 1, 1, 1];

/**
 * Whether some suit cannot be brought home even in its relaxation (Python: `_relaxed_lost`).
 * @param {State} state @param {number} cap
 */
export function relaxedLost(state, cap) {
  const steps = relaxedSteps(state, cap);
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/**
 * `relaxedLost` as a search that pauses: it yields every 1,000 states, and returns the answer.
 * @param {State} state @param {number} cap @returns {Generator<void, boolean>}
 */
function* relaxedSteps({ piles, founds, redeals }, cap) {
  for (let s = 0; s < 4; s++) {
    if (founds[s] === 13 && founds[4 + s] === 1) continue;
    /** @type {number[][]} */
    const mine = [];
    for (const p of piles) {
      const cards = p.filter((c) => SUIT[c] === s);
      if (!cards.length) continue;
      const first = redeals ? (SUIT[p[0]] === s ? TURNS : STAYS) : EITHER;
      mine.push([first, ...cards]);
    }
    const suit = [...WON_FOUNDS];
    suit[s] = founds[s];
    suit[4 + s] = founds[4 + s];
    if (yield* suitLost(mine, suit, redeals, cap)) return true;
  }
  return false;
}

/** A relaxed state's key (Python: `_key` on the relaxed piles). @param {number[][]} piles @param {number[]} founds @param {number} redeals */
function relaxedKey(piles, founds, redeals) {
  const f = [...founds];
  for (let s = 0; s < 4; s++) if (f[s] + 1 === f[4 + s]) f[s] = f[4 + s] = 0;
  const names = piles.map((p) => String.fromCharCode(...p.map((c) => c + 48)));
  return `${names.sort().join(',')}|${f.join(',')}|${redeals}`;
}

/**
 * A complete search of one suit's relaxed game (Python: `_suit_lost`): true when it runs out
 * of states with no win, within `cap` states; it yields every 1,000 states.
 * @param {number[][]} start @param {number[]} founds @param {number} redeals @param {number} cap
 * @returns {Generator<void, boolean>}
 */
function* suitLost(start, founds, redeals, cap) {
  const seen = new Set();
  /** @type {{piles: number[][], founds: number[], redeals: number}[]} */
  const stack = [{ piles: start, founds, redeals }];
  let nodes = 0;
  while (stack.length) {
    const { piles, founds: f, redeals: r } = /** @type {{piles: number[][], founds: number[], redeals: number}} */ (stack.pop());
    if (!piles.length) return false; // every card of the suit home
    const name = relaxedKey(piles, f, r);
    if (seen.has(name)) continue;
    seen.add(name);
    nodes += 1;
    if (nodes > cap) return false;
    if (nodes % 1000 === 0) yield;
    if (frozen({ piles: piles.map((p) => p.slice(1)), founds: f, redeals: r, names: [] })) continue;
    const n = piles.length;
    if (r) {
      // The redeal, tried last: pushed first.
      /** @type {number[][][]} */
      let choices = [[]];
      for (const p of piles) {
        const body = p.slice(1);
        const turned = body.length >= 2 ? [...body.slice(1), body[0]] : body;
        if (body.length < 2 || p[0] === STAYS) choices = choices.map((c) => [...c, body]);
        else if (p[0] === TURNS) choices = choices.map((c) => [...c, turned]);
        else choices = [...choices.map((c) => [...c, body]), ...choices.map((c) => [...c, turned])];
        if (choices.length > MAX_TURNS) return false; // too many ways to redeal: no proof
      }
      for (const c of choices) stack.push({ piles: c.map((p) => [EITHER, ...p]), founds: f, redeals: r - 1 });
    }
    for (let i = 0; i < n; i++) {
      // Onto another pile.
      const p = piles[i];
      const card = p[p.length - 1];
      const [a, b] = NEIGHBOURS[card];
      for (let j = 0; j < n; j++) {
        const q = piles[j];
        const top = q[q.length - 1];
        if (j !== i && (top === a || top === b) && q.length <= MAX_PILE) {
          const moved = [...piles];
          moved[j] = [...q, card];
          if (p.length > 2) moved[i] = p.slice(0, -1);
          else moved.splice(i, 1);
          stack.push({ piles: moved, founds: f, redeals: r });
        }
      }
    }
    for (let i = 0; i < n; i++) {
      // Onto the foundations, tried first: pushed last.
      const p = piles[i];
      const played = play(f, p[p.length - 1]);
      if (played !== null) {
        const moved = [...piles];
        if (p.length > 2) moved[i] = p.slice(0, -1);
        else moved.splice(i, 1);
        stack.push({ piles: moved, founds: played, redeals: r });
      }
    }
  }
  return true;
}

// -- move generation

/** Every move (and the redeal): foundations, pile moves, redeal. @param {State} state */
function allMoves({ piles, founds, redeals }) {
  const tops = topsOf(piles);
  /** @type {IStep[]} */
  const first = [];
  /** @type {IStep[]} */
  const rest = [];
  piles.forEach((p, i) => {
    if (!p.length) return;
    const card = p[p.length - 1];
    if (play(founds, card) !== null) first.push([i, TO_FOUNDATION]);
    for (const n of NEIGHBOURS[card]) {
      for (const j of tops.get(n) ?? []) {
        if (j !== i && piles[j].length < MAX_PILE) rest.push([i, j]);
      }
    }
  });
  const moves = [...first, ...rest];
  if (redeals > 0) moves.push(REDEAL_STEP);
  return moves;
}

/** How many foundation-to-foundation moves `card` needs to reach the foundations. */
function shifts(/** @type {number[]} */ founds, /** @type {number} */ card) {
  const s = SUIT[card];
  const u = founds[s];
  if (u + 1 !== founds[4 + s]) return 0;
  const r = RANK[card];
  return Math.min(r >= 2 ? Math.abs(u - r + 1) : 99, r <= 12 ? Math.abs(u - r) : 99);
}

/** The guided move generator (Python: `_Guide`). */
class Guide {
  /** @param {() => number} rng @param {number} reach @param {number} cover */
  constructor(rng, reach, cover) {
    this.rng = rng;
    this.reach = reach;
    this.cover = cover;
    this.noise = 0.0;
    this.redealScore = -100.0;
  }

  /** @param {State} state @returns {IStep[]} */
  moves({ piles, founds, redeals }) {
    const dist = distances(founds);
    const { reach, rng, noise } = this;
    /** @type {(number | null)[]} */
    const digging = new Array(piles.length).fill(null);
    let anyDigging = false;
    const tops = topsOf(piles);
    piles.forEach((p, i) => {
      const n = p.length;
      if (n < 2) return;
      let best = -99;
      for (let k = n - 2, depth = 1; k >= Math.max(n - 1 - reach, 0); k--, depth++) {
        const dc = dist[p[k]];
        if (dc === 1 && 8 - depth > best) best = 8 - depth;
      }
      if (best > -99) {
        digging[i] = best;
        anyDigging = true;
      }
    });
    const helping = new Set();
    if (anyDigging) {
      const wanted = new Set();
      piles.forEach((p, i) => {
        if (digging[i] !== null) for (const c of NEIGHBOURS[p[p.length - 1]]) wanted.add(c);
      });
      piles.forEach((p, j) => {
        const n = p.length;
        if (n < 2 || digging[j] !== null) return;
        for (let k = Math.max(n - reach, 0); k < n - 1; k++) {
          if (wanted.has(p[k])) {
            helping.add(j);
            break;
          }
        }
      });
    }
    /** @type {[number, IStep][]} */
    const scored = [];
    piles.forEach((p, i) => {
      if (!p.length) return;
      const card = p[p.length - 1];
      if (dist[card] === 1) {
        const score = 1000.0 - 10.0 * shifts(founds, card) + noise * rng();
        scored.push([score, [i, TO_FOUNDATION]]);
      }
      const dig = digging[i];
      let base;
      if (dig !== null) base = 100.0 + dig;
      else if (helping.has(i)) base = 50.0;
      else return;
      for (const n of NEIGHBOURS[card]) {
        for (const j of tops.get(n) ?? []) {
          const size = piles[j].length;
          if (j === i || size >= MAX_PILE) continue;
          let score = base - 0.1 * size;
          if (digging[j] !== null) score -= 5.0;
          if (dist[card] > dist[n]) score -= this.cover;
          scored.push([score + noise * rng(), [i, j]]);
        }
      }
    });
    if (redeals > 0) scored.push([this.redealScore + noise * rng(), REDEAL_STEP]);
    scored.sort((a, b) => b[0] - a[0]); // stable, as Python's sort
    return scored.map((item) => item[1]);
  }
}

// -- depth-first search

class Budget {
  /**
   * @param {number} nodes @param {number} deadline (milliseconds of `clock`)
   * @param {() => number} clock
   */
  constructor(nodes, deadline, clock) {
    this.nodes = nodes;
    this.deadline = deadline;
    this.clock = clock;
    this.used = 0;
    this.timedOut = false;
  }

  spent() {
    if (this.used >= this.nodes) return true;
    if ((this.used & 255) === 0 && this.clock() > this.deadline) this.timedOut = true;
    return this.timedOut;
  }
}

/** How many cards the foundations hold, their bases included (16 to 104). */
const placedOf = (/** @type {number[]} */ f) => f[0] + f[1] + f[2] + f[3] + 56 - f[4] - f[5] - f[6] - f[7];

/**
 * @typedef {object} Run What one depth-first run found (Python: `_Run`).
 * @property {'won' | 'exhausted' | 'cut'} outcome
 * @property {IStep[]} path the winning path
 * @property {IStep[]} best the path to the state with the most cards on the foundations
 * @property {number} placed how many
 */

/**
 * Depth-first search from `root` with a transposition table, for at most `cap` nodes.
 * @param {State} root @param {(state: State) => IStep[]} generate
 * @param {Budget} budget @param {number} cap @param {boolean} prune drop states with a frozen card
 * @returns {Run}
 */
function dfs(root, generate, budget, cap, prune) {
  let placed = placedOf(root.founds);
  if (isWon(root.founds)) return { outcome: 'won', path: [], best: [], placed };
  const seen = new Set([key(root)]);
  const states = [root];
  const pending = [generate(root)];
  const positions = [0];
  /** @type {IStep[]} */
  const path = [];
  /** @type {IStep[]} */
  let best = [];
  let nodes = 0;
  while (pending.length) {
    const moves = pending[pending.length - 1];
    const index = positions[positions.length - 1];
    if (index >= moves.length) {
      pending.pop();
      positions.pop();
      states.pop();
      path.pop();
      continue;
    }
    positions[positions.length - 1] = index + 1;
    const step = moves[index];
    const child = apply(states[states.length - 1], step);
    const name = key(child);
    if (seen.has(name)) continue;
    seen.add(name);
    if (prune && freezes(states[states.length - 1], child, step)) continue; // lost: nothing below it can win
    path.push(step);
    if (isWon(child.founds)) return { outcome: 'won', path, best: path, placed: 104 };
    if (placedOf(child.founds) > placed) {
      placed = placedOf(child.founds);
      best = [...path];
    }
    nodes += 1;
    budget.used += 1;
    if (nodes >= cap || budget.spent()) return { outcome: 'cut', path: [], best, placed };
    states.push(child);
    pending.push(generate(child));
    positions.push(0);
  }
  return { outcome: 'exhausted', path: [], best, placed };
}

// -- the line, as the engine reads it

/**
 * The placements ([u once the foundation-to-foundation moves are made, onto the ascending
 * one]) of cards of `ranks` played in turn onto one suit's foundations from `start`, with
 * the fewest foundation-to-foundation moves. @param {[number, number]} start
 * @param {number[]} ranks @returns {[number, boolean][]}
 */
function placements(start, ranks) {
  const id = (/** @type {number} */ u, /** @type {number} */ d) => u * 100 + d;
  /** @type {Map<number, [number, number, [number, boolean]]>[]} */
  const layers = [];
  /** @type {Map<number, number>} */
  let current = new Map([[id(...start), 0]]);
  for (const r of ranks) {
    /** @type {Map<number, [number, number, [number, boolean]]>} */
    const layer = new Map();
    for (const [ud, cost] of current) {
      const u = Math.floor(ud / 100);
      const d = ud % 100;
      const moves = [];
      if (u + 1 === d) for (let v = 1; v <= 12; v++) moves.push([v, Math.abs(u - v)]);
      else moves.push([u, 0]);
      for (const [v, moved] of moves) {
        const w = u + 1 !== d ? d : v + 1;
        /** @type {[number, boolean][]} */
        const options = [];
        if (r === v + 1) options.push([id(r, w), true]);
        if (r === w - 1) options.push([id(v, r), false]);
        for (const [state, ascending] of options) {
          const total = cost + moved;
          const known = layer.get(state);
          if (known === undefined || total < known[0]) layer.set(state, [total, ud, [v, ascending]]);
        }
      }
    }
    if (!layer.size) throw new SolverError(`rank ${r} cannot go onto the foundations`);
    layers.push(layer);
    current = new Map([...layer].map(([state, entry]) => [state, entry[0]]));
  }
  let state = -1;
  for (const [ud, cost] of current) {
    const best = current.get(state);
    if (best === undefined || cost < best || (cost === best && ud < state)) state = ud;
  }
  const plan = [];
  for (let k = layers.length - 1; k >= 0; k--) {
    const entry = /** @type {[number, number, [number, boolean]]} */ (layers[k].get(state));
    plan.push(entry[2]);
    state = entry[1];
  }
  return plan.reverse();
}

/** `path` spelt out as engine moves, every step replayed through Game. */
function engineLine(/** @type {import('./engine.js').Position} */ position, /** @type {IStep[]} */ path) {
  const root = encode(position);
  /** @type {number[][]} */
  const ranks = [[], [], [], []];
  let state = root;
  for (const step of path) {
    if (step[1] === TO_FOUNDATION) {
      const pile = state.piles[step[0]];
      const played = pile[pile.length - 1];
      ranks[SUIT[played]].push(RANK[played]);
    }
    state = apply(state, step);
  }
  const plans = ranks.map((list, s) => placements([root.founds[s], root.founds[4 + s]], list));
  const next = [0, 0, 0, 0];
  const game = new Game(position);
  /** @type {string[]} */
  const line = [];
  const move = (/** @type {string} */ text) => {
    const refusal = game.move(text);
    if (refusal !== null) throw new SolverError(`the engine refuses ${text}: ${refusal.code}`);
    line.push(text);
  };
  for (const [i, j] of path) {
    if (i < 0) {
      if (game.redeal() !== null) throw new SolverError('the engine refuses a redeal');
      line.push(REDEAL);
      continue;
    }
    if (j !== TO_FOUNDATION) {
      move(`${PILES[i]} -> ${PILES[j]}`);
      continue;
    }
    const card = game.top(PILES[i]);
    if (card === null) throw new SolverError(`pile ${PILES[i]} is empty`);
    const s = SUITS.indexOf(card.suit);
    const up = `up-${card.suit}`;
    const down = `down-${card.suit}`;
    const [goal, ascending] = plans[s][next[s]++];
    let u = game.count(up);
    for (; u > goal; u--) move(`${up} -> ${down}`);
    for (; u < goal; u++) move(`${down} -> ${up}`);
    move(`${PILES[i]} -> ${ascending ? up : down}`);
  }
  return line;
}

/** Replay `line` through the engine; throw a SolverError on the first step it refuses. */
export function playLine(/** @type {import('./engine.js').Position} */ position, /** @type {string[]} */ line) {
  const game = new Game(position);
  line.forEach((step, n) => {
    const refusal = step === REDEAL ? game.redeal() : game.move(step);
    if (refusal !== null) throw new SolverError(`step ${n + 1} (${step}): ${refusal.code}`);
  });
  return game;
}

// -- the solver

/**
 * @typedef {object} SolveResult What a search found (Python: `SolveResult`).
 * @property {boolean} won a winning line was found: `line`
 * @property {boolean} exhaustive every reachable state was examined
 * @property {boolean} unwinnable proven: exhaustive and not won
 * @property {'won' | 'unwinnable' | 'not found'} verdict
 * @property {string[]} line moves ('1 -> up-S') and 'redeal'
 * @property {number} nodes
 * @property {number} restarts
 * @property {number} seconds
 * @property {'won' | 'exhausted' | 'nodes' | 'time'} stopped why the search ended
 */

/**
 * @typedef {{maxSeconds?: number | null, maxNodes?: number | null, seed?: number,
 *   exhaustiveNodes?: number, restartNodes?: number, tactics?: Tactics,
 *   rng?: (() => number) | null, clock?: () => number}} Options `clock`: milliseconds
 *   (performance.now() by default; a benchmark on a busy machine counts CPU time)
 */

/**
 * A search for a winning line from `position` that can pause between its runs and go on
 * (the worker answers messages in between): `step(until)` searches until `clock()`
 * reaches `until` or the search ends, and returns its result once it has one. `solve`
 * runs one to its end; paused or not, the same options give the same result.
 */
export class Search {
  /** @param {import('./engine.js').Position} position @param {Options} [options] */
  constructor(position, options = {}) {
    const {
      maxSeconds = 2.0,
      maxNodes = null,
      seed = 0,
      exhaustiveNodes = 3000,
      restartNodes = 200,
      tactics = TACTICS,
      rng = null,
      clock = () => performance.now(),
    } = options;
    this.position = position;
    this.clock = clock;
    this.exhaustiveNodes = exhaustiveNodes;
    this.restartNodes = restartNodes;
    this.tactics = tactics;
    this.retry = tactics.retry;
    this.started = clock();
    const deadline = maxSeconds === null ? Infinity : this.started + maxSeconds * 1000;
    this.budget = new Budget(maxNodes === null ? Infinity : maxNodes, deadline, clock);
    this.root = encode(position);
    this.guide = new Guide(rng ?? uniform(seed), tactics.reaches[0], tactics.cover);
    this.begun = false;
    this.lateOn = false;
    this.covers = tactics.lateCovers;
    this.restarts = 0;
    /** @type {IStep[]} the line that put the most cards on the foundations */
    this.record = [];
    this.most = 0;
    /** @type {IStep[]} the line that put the most cards on the foundations, never forgotten */
    this.bestPath = [];
    this.bestPlaced = placedOf(this.root.founds);
    /** @type {SolveResult | null} */
    this.result = null;
    /** @type {string | null | undefined} the move suggested once proven lost (`lostStep`), once found */
    this.lost = undefined;
    /** @type {Generator<void, boolean> | null} the per-suit relaxation, while it runs */
    this.relaxing = null;
    /** @type {Set<string>} the positions a suggestion must not lead back to (`avoid`) */
    this.seen = new Set();
  }

  /**
   * The positions passed through since the last redeal: a suggestion leads back to none,
   * so hints never go round in a circle. The search is unchanged.
   * @param {import('./engine.js').Position[]} positions
   */
  avoid(positions) {
    this.seen = new Set(positions.map((p) => key(encode(p))));
    this.lost = undefined;
  }

  /** Whether `step` leads to no position passed through (`avoid`). */
  fresh(/** @type {IStep} */ step) {
    return !this.seen.size || !this.seen.has(key(apply(this.root, step)));
  }

  /** The time searched so far, in seconds. */
  get seconds() {
    return (this.clock() - this.started) / 1000;
  }

  /**
   * A run's best line: the suggestion when no winning line is known.
   * @param {IStep[]} path @param {number} placed
   */
  keep(path, placed) {
    if (placed > this.bestPlaced) {
      this.bestPlaced = placed;
      this.bestPath = path;
    }
  }

  /**
   * Search on until `clock()` reaches `until` (milliseconds) or the search ends.
   * @param {number} [until]
   * @returns {SolveResult | null}
   */
  step(until = Infinity) {
    if (this.result) return this.result;
    const { budget, root, guide, tactics } = this;
    const { cover, frozen: prune = true, relaxed = 0, late = 0, lateCovers = [cover], lateRetry = 0, reaches } = tactics;
    if (!this.begun) {
      this.begun = true;
      if (prune && frozen(root)) return this.end(false, true, []);
      const first = dfs(root, allMoves, budget, this.exhaustiveNodes, prune);
      if (first.outcome === 'won') return this.end(true, false, first.path);
      if (first.outcome === 'exhausted') return this.end(false, true, []);
      this.keep(first.best, first.placed);
      // The relaxation, in slices too: its search may take seconds.
      if (prune && relaxed && !root.redeals) this.relaxing = relaxedSteps(root, relaxed);
    }
    while (this.relaxing) {
      if (this.clock() > budget.deadline) {
        budget.timedOut = true; // the time budget ends the relaxation too: no proof
        this.relaxing = null;
        break;
      }
      if (this.clock() >= until) return null;
      const next = this.relaxing.next();
      if (next.done) {
        this.relaxing = null;
        if (next.value) return this.end(false, true, []);
      }
    }
    while (!budget.spent()) {
      if (this.clock() >= until) return null;
      if (late && !this.lateOn && budget.used >= late) {
        this.lateOn = true;
        this.retry = lateRetry;
        guide.cover = this.covers[0];
        this.record = [];
        this.most = 0;
      }
      if (this.lateOn && this.covers === lateCovers && budget.used >= 2 * late) this.covers = [cover, ...lateCovers];
      let start = root;
      /** @type {IStep[]} */
      let prefix = [];
      if (this.restarts) {
        guide.noise = NOISE;
        if (reaches.length > 1) guide.reach = reaches[Math.floor(guide.rng() * reaches.length)];
        if (this.lateOn && this.covers.length > 1) guide.cover = this.covers[Math.floor(guide.rng() * this.covers.length)];
        if (this.retry > 0 && this.record.length && guide.rng() < this.retry) {
          prefix = this.record.slice(0, Math.floor(guide.rng() * this.record.length));
          for (const step of prefix) start = apply(start, step);
        }
      }
      const run = dfs(start, (state) => guide.moves(state), budget, this.restartNodes, prune);
      if (run.outcome === 'won') return this.end(true, false, [...prefix, ...run.path]);
      if (run.placed > this.most) {
        this.most = run.placed;
        this.record = [...prefix, ...run.best];
      }
      this.keep(this.record, this.most);
      this.restarts += 1;
    }
    return this.end(false, false, []);
  }

  /**
   * The step to suggest when no winning line is known (engine notation, or 'redeal'): the
   * first of the line that put the most cards on the foundations; with none, the guided
   * search's first choice that freezes no card. A position proven lost still gets a move
   * while one is legal (`lostStep`). None of them leads back to a position passed through
   * (`avoid`): the next choice does, the redeal last. Null when no such move is left.
   * @returns {string | null}
   */
  suggestion() {
    if (this.result?.won) return this.result.line[0] ?? null;
    const { root } = this;
    if (this.result?.exhaustive) {
      if (this.lost === undefined) this.lost = this.lostStep();
      return this.lost;
    }
    /** @type {IStep | undefined} */
    let step = this.bestPath[0];
    if (!step || !this.fresh(step)) {
      const guide = new Guide(() => 0, this.tactics.reaches[0], this.tactics.cover);
      step = [...guide.moves(root), ...allMoves(root)].find((s) => this.fresh(s) && !freezes(root, apply(root, s), s));
      if (!step) return null;
    }
    return engineLine(this.position, [step])[0] ?? null;
  }

  /**
   * The move to suggest in a position proven lost: no line wins, so the best is the one
   * that brings the most cards home. A complete search with no frozen-card pruning (a
   * frozen card stops a win, not the other cards), cut at LOST_NODES states on a budget
   * of its own (the search's node count and line are not touched), gives the line that
   * puts the most cards on the foundations; its first step. When no line puts one more
   * card there: the guided search's first choice (cards that go home, then digging for
   * the most urgent one), else any legal move, the redeal last; none that leads back to a
   * position passed through (`avoid`). Null when nothing is left.
   * @returns {string | null}
   */
  lostStep() {
    const { root } = this;
    const budget = new Budget(LOST_NODES, Infinity, this.clock);
    /** @type {IStep | undefined} */
    let step = dfs(root, allMoves, budget, LOST_NODES, false).best[0];
    if (!step || !this.fresh(step)) {
      const guide = new Guide(() => 0, this.tactics.reaches[0], this.tactics.cover);
      step = [...guide.moves(root), ...allMoves(root)].find((s) => this.fresh(s));
    }
    return step ? (engineLine(this.position, [step])[0] ?? null) : null;
  }

  /**
   * The search's result.
   * @param {boolean} won @param {boolean} exhaustive @param {IStep[]} path
   * @returns {SolveResult}
   */
  end(won, exhaustive, path) {
    const { position, budget } = this;
    /** @type {string[]} */
    let line = [];
    if (won) {
      line = engineLine(position, path);
      if (playLine(position, line).status !== Status.WON) {
        throw new SolverError('the line found does not win the game');
      }
    }
    let stopped = won ? 'won' : exhaustive ? 'exhausted' : 'time';
    if (!won && !exhaustive && !budget.timedOut) stopped = 'nodes';
    this.result = /** @type {SolveResult} */ ({
      won,
      exhaustive,
      unwinnable: exhaustive && !won,
      verdict: won ? 'won' : exhaustive ? 'unwinnable' : 'not found',
      line,
      nodes: budget.used,
      restarts: this.restarts,
      seconds: this.seconds,
      stopped,
    });
    return this.result;
  }
}

/**
 * Search for a winning line from `position` (an engine Position).
 * @param {import('./engine.js').Position} position
 * @param {Options} [options]
 * @returns {SolveResult}
 */
export function solve(position, options = {}) {
  const search = new Search(position, options);
  return /** @type {SolveResult} */ (search.step());
}
