// The JS side of benchmarks/solver.py: solves the deals of the game numbers given with the
// JS solver and prints one JSON line a deal: {"game", "verdict", "seconds", "nodes",
// "restarts", "moves"}.
//   node benchmarks/solver.mjs SECONDS NODES SEED NUMBER...   (SECONDS 0: no clock; NODES 0: none)
import { deal } from '../crescent_docs/player/engine.js';
import { REDEAL, solve } from '../crescent_docs/player/solver.js';

const [seconds, nodes, seed, ...numbers] = process.argv.slice(2).map(Number);
for (const game of numbers) {
  const result = solve(deal(game), {
    maxSeconds: seconds > 0 ? seconds : null,
    maxNodes: nodes > 0 ? nodes : null,
    seed,
  });
  const moves = result.line.filter((step) => step !== REDEAL).length;
  const { verdict, nodes: used, restarts } = result;
  const row = { game, verdict, seconds: result.seconds, nodes: used, restarts, moves };
  process.stdout.write(`${JSON.stringify(row)}\n`);
}
