// The arrow keys on the board: the place that lies in a direction on the screen, from the
// boxes as they are laid out now (the desktop and phone boards, a rule demo's row). Loaded
// by keys.js at the first arrow key, once: the presses made while it loads are taken in turn.
import { isPile } from './engine.js';

/**
 * The place next to `p` on the board `view` in the direction (dx, dy), predictably:
 * - the nearest ahead in the same row (left, right) or column (up, down): places whose
 *   boxes overlap across the direction; of two as near, the one straighter ahead;
 * - left and right wrap within the row: past its end, the far end of the same row;
 * - up and down stop at the column's end, except at the horseshoe's corners, where a pile
 *   goes on to the nearest pile that way (pile 4 up to pile 5); a foundation never jumps
 *   to a side pile;
 * - else `p` itself.
 * @param {import('./view.js').BoardView} view
 * @param {string} p
 * @param {number} dx -1, 0 or 1
 * @param {number} dy -1, 0 or 1
 * @returns {string}
 */
export function near(view, p, dx, dy) {
  const box = (/** @type {string} */ q) => view.places[q].slot.getBoundingClientRect();
  const a = box(p);
  /** @type {[string, number]} */
  let best = [p, Infinity];
  /** @type {[string, number]} */
  let wrap = [p, -Infinity];
  /** @type {[string, number]} */
  let turn = [p, Infinity];
  for (const q of view.order) {
    if (q === p) continue;
    const b = box(q);
    // Twice the distance between the centres, along the direction and across it; the
    // overlap of the boxes across it (negative: a gap).
    const ahead = dx * (b.left + b.right - a.left - a.right) + dy * (b.top + b.bottom - a.top - a.bottom);
    const across = Math.abs(dx ? b.top + b.bottom - a.top - a.bottom : b.left + b.right - a.left - a.right);
    const overlap = dx ? Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) : Math.min(a.right, b.right) - Math.max(a.left, b.left);
    // Distances a pixel apart are the same distance: the straighter one is nearer.
    const score = Math.round(Math.abs(ahead) / 2) * 1e4 + across;
    if (overlap > 1) {
      if (ahead > 1 && score < best[1]) best = [q, score];
      if (dx && ahead < -1 && score > wrap[1]) wrap = [q, score];
    } else if (dy && isPile(p) && isPile(q) && ahead > 1) {
      const far = ahead - 4 * overlap;
      if (far < turn[1]) turn = [q, far];
    }
  }
  return best[0] !== p ? best[0] : dx ? wrap[0] : turn[0];
}
