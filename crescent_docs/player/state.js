// What the view shows: the game, the selection and the places that accept its card, the
// keyboard focus, a card being dragged (lifted) and the place under it (hover, hoverOk),
// the last tap (for double taps), and where the last move's card lies (marked).
import { Game } from './engine.js';

export function createState(position, focus = '1') {
  return { game: new Game(position), selected: '', targets: [], focus, lifted: '', hover: '', hoverOk: false, last: {} };
}
