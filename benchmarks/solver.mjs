// The JS side of benchmarks/solver.py: solves the deals of the game numbers given with the
// JS solver and prints one JSON line a deal: {"game", "verdict", "seconds", "nodes",
// "restarts", "moves"}.
//   node benchmarks/solver.mjs SECONDS NODES SEED CLOCK NUMBER...
// (SECONDS 0: no clock; NODES 0: none; CLOCK wall or cpu: the CPU time of this process)
import { deal } from '../crescent_docs/player/engine.js';
import { REDEAL, solve } from '../crescent_docs/player/solver.js';

const [seconds, nodes, seed, clockName, ...numbers] = process.argv.slice(2);
const cpu = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};
const clock = clockName === 'cpu' ? cpu : () => performance.now();
for (const game of numbers.map(Number)) {
  const result = solve(deal(game), {
    maxSeconds: Number(seconds) > 0 ? Number(seconds) : null,
    maxNodes: Number(nodes) > 0 ? Number(nodes) : null,
    seed: Number(seed),
    clock,
  });
  const moves = result.line.filter((step) => step !== REDEAL).length;
  const { verdict, nodes: used, restarts } = result;
  const row = { game, verdict, seconds: result.seconds, nodes: used, restarts, moves };
  process.stdout.write(`${JSON.stringify(row)}\n`);
}
