// When Finish first shows: the median number of cards left on the table over 20 won
// games. A won game here is the JS solver's winning line of a deal (games from 1 up,
// seed 0, 200,000 nodes a deal, no clock: the same on every machine), replayed move by
// move; at each position help.js's finishLine says whether finishing is certain.
//   node benchmarks/finish.mjs [--games 20] [-v]
// For comparison it prints the figure of the finish before, which dropped cards straight
// from the piles only, never moving cards between a suit's two foundations.
import { Game, PILES, Refusal, deal } from '../crescent_docs/player/engine.js';
import { finishLine } from '../crescent_docs/player/help.js';
import { solve } from '../crescent_docs/player/solver.js';
import { act } from '../crescent_docs/player/state.js';

const args = process.argv.slice(2);
const wanted = args.includes('--games') ? Number(args[args.indexOf('--games') + 1]) : 20;

/** The finish before: drops straight from the piles only. @param {Game} game */
function dropsOnly(game) {
  const copy = new Game(game.position);
  for (let dropped = true; dropped; ) {
    dropped = false;
    for (const p of PILES) if (!(copy.drop(p) instanceof Refusal)) dropped = true;
  }
  return copy.status === 'won';
}

const left = (/** @type {Game} */ game) => PILES.reduce((n, p) => n + game.count(p), 0);
const median = (/** @type {number[]} */ xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
/** @type {number[]} */
const now = [];
/** @type {number[]} */
const before = [];
for (let number = 1; now.length < wanted && number < 1000; number++) {
  const result = solve(deal(number), { maxSeconds: null, maxNodes: 200000 });
  if (!result.won) continue;
  const game = new Game(deal(number));
  let first = null;
  let old = null;
  for (const step of ['', ...result.line]) {
    if (step && act(game, step) !== null) throw new Error(`game ${number}: ${step} refused`);
    if (game.status !== 'playing') break;
    if (first === null && finishLine(game)) first = left(game);
    if (old === null && dropsOnly(game)) old = left(game);
    if (first !== null && old !== null) break;
  }
  now.push(first ?? 0);
  before.push(old ?? 0);
  if (args.includes('-v')) console.log(`game ${number}: Finish shows with ${first} cards left (before: ${old})`);
}
console.log(`finish: cards left when Finish first shows, ${now.length} won games: median ${median(now)} (min ${Math.min(...now)}, max ${Math.max(...now)})`);
console.log(`finish: the same with drops straight from the piles only (the finish before): median ${median(before)} (min ${Math.min(...before)}, max ${Math.max(...before)})`);
