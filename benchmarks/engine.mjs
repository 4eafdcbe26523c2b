// The JS twin's random-playout throughput, comparable with benchmarks/engine.py:
//   node benchmarks/engine.mjs
// 200 deals, each played by random legal moves (a redeal when there is none) for at most
// 500 actions or until it ends; the status is read after every action, as a player does.
import { Game, deal, mulberry32 } from '../crescent_docs/player/engine.js';

const GAMES = 200;
const LIMIT = 500;
let actions = 0;
const started = performance.now();
for (let number = 1; number <= GAMES; number++) {
  const game = new Game(deal(number));
  const words = mulberry32(number);
  for (let i = 0; i < LIMIT && game.status === 'playing'; i++) {
    const moves = game.legalMoves();
    if (moves.length) game.move(moves[words.next().value % moves.length]);
    else game.redeal();
    actions++;
  }
}
const seconds = (performance.now() - started) / 1000;
console.log(`JS twin random playouts: ${Math.round(actions / seconds)} actions/s (${actions} actions)`);
