// The JS side of tests/test_solver.py's parity test: solves the deals of game numbers
// FIRST to LAST with the JS solver, a node budget and no clock, and prints one JSON line a
// deal: {"game", "verdict", "nodes", "restarts", "line"}. Not a test: node --test runs
// *.test.js only.
//   node tests/js/solve_deals.mjs FIRST LAST NODES
import { deal } from '../../crescent_docs/player/engine.js';
import { solve } from '../../crescent_docs/player/solver.js';

const [first, last, nodes] = process.argv.slice(2).map(Number);
for (let game = first; game <= last; game++) {
  const { verdict, restarts, line, ...result } = solve(deal(game), { maxSeconds: null, maxNodes: nodes });
  process.stdout.write(`${JSON.stringify({ game, verdict, nodes: result.nodes, restarts, line })}\n`);
}
