// The arrow keys on the board: the place that lies in a direction on the screen, from the
// boxes as they are laid out now (the desktop and phone boards, a rule demo's row). Loaded
// by table.js at the first arrow key.

/**
 * The place next to `p` on the board `view` in the direction (dx, dy): the nearest in line
 * with it, else the nearest ahead of it; `p` itself at the edge.
 */
export function near(view, p, dx, dy) {
  const box = (q) => view.places[q].slot.getBoundingClientRect();
  const a = box(p);
  let best = p;
  let least = Infinity;
  for (const q of view.order) {
    const b = box(q);
    // Twice the distance between the centres, along the direction; the gap across it.
    const ahead = dx * (b.left + b.right - a.left - a.right) + dy * (b.top + b.bottom - a.top - a.bottom);
    const apart = dx ? Math.max(a.top - b.bottom, b.top - a.bottom, 0) : Math.max(a.left - b.right, b.left - a.right, 0);
    const score = apart ? 1e6 + ahead + 4 * apart : ahead;
    if (ahead > 1 && score < least) (least = score), (best = q);
  }
  return best;
}
