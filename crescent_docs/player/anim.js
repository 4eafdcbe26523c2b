// Motion, transforms and opacity only (FLIP, no layout read on a move): the places' centres
// are measured once, together, until the board's size changes; a moved card comes from
// its old place's centre in at most 180 ms. Under reduced motion nothing animates: what
// must still be seen (a refused target) is a class for a moment.
export const quiet = () => matchMedia('(prefers-reduced-motion: reduce)').matches;
const EASE = 'cubic-bezier(0.2, 0.7, 0.3, 1)';
/** @typedef {import('./view.js').BoardView} BoardView */
/** A point relative to a board, in pixels. @typedef {{ x: number, y: number }} Point */
/** @type {WeakMap<BoardView, Record<string, Point>>} */
const centres = new WeakMap();

/**
 * The centres of a board view's places, relative to the board: measured once, all together.
 * @param {BoardView} view
 * @returns {Record<string, Point>}
 */
export function measure(view) {
  let c = centres.get(view);
  if (c) return c;
  if (!view.sized) {
    // A board that changes size (a new width, a caption on more lines) is measured again.
    view.sized = new ResizeObserver(() => {
      const r = view.e.getBoundingClientRect();
      if (`${r.width} ${r.height}` !== view.size) centres.delete(view);
    });
    view.sized.observe(view.e);
  }
  const o = view.e.getBoundingClientRect();
  view.size = `${o.width} ${o.height}`;
  /** @type {[string, DOMRect][]} */
  const boxes = view.order.map((p) => [p, view.places[p].slot.getBoundingClientRect()]);
  c = {};
  for (const [p, r] of boxes) c[p] = { x: r.left + r.width / 2 - o.left, y: r.top + r.height / 2 - o.top };
  centres.set(view, c);
  return c;
}

/**
 * Where the card at place `p` of a board view is now: its centre relative to the board (from
 * the table of centres; no layout is read on a move).
 * @param {BoardView} view
 * @param {string} p
 * @returns {Point | undefined}
 */
export const box = (view, p) => (p in view.places ? measure(view)[p] : undefined);

/**
 * Move the card now at `p` from `from` (a centre relative to the board, noted before).
 * @param {BoardView} view
 * @param {string} p
 * @param {Point | null | undefined} from none: no slide
 */
export function slide(view, p, from) {
  const card = view.places[p]?.card;
  if (quiet() || !card || !from) return;
  const to = measure(view)[p];
  const dx = from.x - to.x;
  const dy = from.y - to.y;
  if (!dx && !dy) return;
  card.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }], { duration: 180, easing: EASE });
}

/**
 * A redeal: on each pile that changed, the bottom card rises to the top, in a cascade.
 * @param {BoardView} view
 * @param {string[]} piles
 */
export function rise(view, piles) {
  if (quiet()) return;
  piles.forEach((p, i) => {
    view.places[p]?.card.animate(
      [{ transform: 'translateY(45%) scale(0.9)' }, { transform: 'none' }],
      { duration: 160, delay: i * 20, easing: EASE, fill: 'backwards' },
    );
  });
}

/**
 * A refused move: the target flashes red for 150 ms, and the card shakes back.
 * @param {BoardView} view
 * @param {string} target
 * @param {string} source
 */
export function refuse(view, target, source) {
  const b = view.places[target]?.b;
  if (quiet()) {
    if (!b) return;
    b.classList.add('cp-refused');
    setTimeout(() => b.classList.remove('cp-refused'), 150);
    return;
  }
  // The red ring is drawn once: only its opacity changes. The card shakes where it is.
  view.places[target]?.ring.animate([{ opacity: 1 }, { opacity: 0 }], { duration: 150 });
  view.places[source]?.card.animate(
    [0, -6, 5, -3, 0].map((x) => ({ transform: `translateX(${x}%)` })),
    { duration: 150, easing: 'ease-out', composite: 'add' },
  );
}

/**
 * Bring `e` into view (at `block`): smoothly, or at once under reduced motion.
 * @param {Element} e
 * @param {ScrollLogicalPosition} [block]
 */
export const into = (e, block = 'start') => e.scrollIntoView({ block, behavior: quiet() ? 'instant' : 'smooth' });
