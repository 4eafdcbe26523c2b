// The hint benchmark: how fast Hint gives a move, and the verdict decides, on positions
// from seeded random play, with the solver the browser runs (solver.js, driven as
// worker.js drives it: one Search, stepped in slices, its best move read between them).
//   node benchmarks/hint.mjs [--jobs 2] [--count 200] [-v]
// A position: game N (1-100), then K random legal moves (K from 20 to 60; with no move
// left, a redeal while one is left), drawn from the seed 2N + k (k = 0, 1): 200 in all
// (3 of them end with no move and no redeal left: the game is over, Hint is not offered).
// Each is searched for 5 s of CPU time of the process that searches it (the figures read
// as on an idle core, whatever else loads the machine). It prints:
// (a) the share where Hint answers within 1 s: with a move (a winning line's first move;
//     in a position proven lost, the move that brings the most cards home, and Hint says
//     too that the game can no longer be won, and offers Undo, counted apart as well;
//     else, when no winning line is found by GUESS_MS (as help.js), the best move so far);
//     in a blocked position (no move, no redeal), "the game is over": counted as answered
//     only when the search proves it lost, with no move to give, within 1 s;
// (b) the share where the verdict decides (winnable or lost) within 5 s (and 1 s, 3 s).
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Game, Position, Status, deal, mulberry32 } from '../crescent_docs/player/engine.js';
import { Search } from '../crescent_docs/player/solver.js';

/** When help.js shows the best move found so far, with no winning line yet (ms). */
const GUESS_MS = 600;
const LIMIT_MS = 5000;
const SLICE_MS = 40;

/** The benchmark's positions: game, moves played, the position's JSON. */
export function positions() {
  const out = [];
  for (let number = 1; number <= 100; number++) {
    for (let k = 0; k < 2; k++) {
      const words = mulberry32(number * 2 + k);
      const draw = (/** @type {number} */ n) => /** @type {number} */ (words.next().value) % n;
      const game = new Game(deal(number));
      const wanted = 20 + draw(41);
      let played = 0;
      while (played < wanted) {
        const moves = game.legalMoves();
        // With no move left, a redeal (not a move) while there is one.
        if (!moves.length && game.redeal() === null) continue;
        if (!moves.length) break;
        game.move(moves[draw(moves.length)]);
        played += 1;
      }
      out.push({ game: number, moves: played, position: game.position.toJSON(), over: game.status !== Status.PLAYING });
    }
  }
  return out;
}

const cpu = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

/**
 * One position, searched as the worker searches it: when a move was first there to give
 * (ms), when the verdict was decided and what it was.
 * @param {unknown} json
 */
export function measure(json) {
  const search = new Search(Position.fromJSON(json), { maxSeconds: null, clock: cpu });
  const t0 = cpu();
  let moveAt = null;
  for (;;) {
    const result = search.step(Math.min(cpu() + SLICE_MS, t0 + LIMIT_MS));
    const now = cpu() - t0;
    if (result) {
      // Won: the line's first move; lost: the move that brings the most cards home.
      if (moveAt === null && search.suggestion() !== null) moveAt = cpu() - t0;
      return { moveAt, decided: now, verdict: result.verdict };
    }
    // A guess is shown at GUESS_MS (or at the first slice after it).
    if (moveAt === null && now >= GUESS_MS && search.suggestion() !== null) moveAt = now;
    if (now >= LIMIT_MS) return { moveAt, decided: null, verdict: 'unknown' };
  }
}

const args = process.argv.slice(2);
const option = (/** @type {string} */ name, /** @type {string} */ fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const count = Number(option('--count', '200'));
  const part = option('--part', '');
  const all = positions().slice(0, count);
  if (part) {
    const [k, n] = part.split('/').map(Number);
    all.forEach((p, i) => {
      if (i % n === k) process.stdout.write(`${JSON.stringify({ i, game: p.game, over: p.over, ...measure(p.position) })}\n`);
    });
  } else {
    const jobs = Number(option('--jobs', '2'));
    const rows = await Promise.all(
      Array.from({ length: jobs }, (_, k) =>
        new Promise((resolve, reject) => {
          let out = '';
          const child = fork(fileURLToPath(import.meta.url), ['--count', `${count}`, '--part', `${k}/${jobs}`], {
            stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
          });
          child.stdout?.on('data', (d) => (out += d));
          child.on('exit', (code) => (code ? reject(new Error(`part ${k} failed`)) : resolve(out)));
        }),
      ),
    );
    const results = rows.flatMap((text) => /** @type {string} */ (text).trim().split('\n').map((l) => JSON.parse(l)));
    results.sort((a, b) => a.i - b.i);
    if (args.includes('-v')) for (const r of results) console.log(JSON.stringify(r));
    const n = results.length;
    const pct = (/** @type {number} */ k) => `${k}/${n} (${((100 * k) / n).toFixed(1)}%)`;
    const inTime = (/** @type {{moveAt: number | null}} */ r) => r.moveAt !== null && r.moveAt <= 1000;
    const moved = results.filter(inTime);
    const lost = moved.filter((r) => r.verdict === 'unwinnable').length;
    // A blocked position (no move, no redeal) is answered when the search proves it lost,
    // with no move to give, within 1 s: "the game is over" is the right answer there.
    const blocked = results.filter((r) => r.over);
    const over = blocked.filter((r) => r.moveAt === null && r.verdict === 'unwinnable' && r.decided <= 1000).length;
    const none = n - moved.length - over;
    const within = (/** @type {number} */ ms) => results.filter((r) => r.decided !== null && r.decided <= ms).length;
    const kinds = (/** @type {string} */ v) => results.filter((r) => r.verdict === v).length;
    console.log(`hint: positions from seeded play, games 1-100, 20-60 random moves: ${n}, ${blocked.length} of them blocked (no move and no redeal left: the game is over)`);
    console.log(`hint: (a) Hint answers within 1 s: ${pct(moved.length + over)}`);
    console.log(`hint:     a move: ${moved.length} (${lost} of them in positions proven lost); "the game is over": ${over} of the ${blocked.length} blocked; no answer: ${none}`);
    console.log(`hint: (b) the verdict decides (winnable or lost) within 5 s: ${pct(within(5000))}`);
    console.log(`hint:     within 1 s ${pct(within(1000))}, 3 s ${pct(within(3000))}; at 5 s: winnable ${kinds('won')}, lost ${kinds('unwinnable')}, unknown ${kinds('unknown')}`);
  }
}
