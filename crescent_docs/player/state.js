// What the view shows: the game, the selection, the keyboard focus, and the last tap (for
// double taps).
import { Game } from './engine.js';

export function createState(position) {
  return { game: new Game(position), selected: '', focus: '1', last: {} };
}
