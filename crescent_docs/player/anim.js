// Motion, with transforms only (the FLIP technique): before the view changes, note where
// the moving card is; after it, move the card from there to its new place. Each card moves
// in at most 180 ms. Under prefers-reduced-motion nothing animates: a state change that
// must still be seen (a refused target) shows as a class for a moment instead.
const quiet = () => matchMedia('(prefers-reduced-motion: reduce)').matches;
const EASE = 'cubic-bezier(0.2, 0.7, 0.3, 1)';

/** The box of the card shown at place `p` of a board view. */
export const box = (view, p) => view.places[p]?.card.getBoundingClientRect();

/** Move the card now at `p` from the box `from` (noted before the view changed). */
export function slide(view, p, from) {
  const card = view.places[p]?.card;
  if (quiet() || !card || !from) return;
  const to = card.getBoundingClientRect();
  const dx = from.left + from.width / 2 - (to.left + to.width / 2);
  const dy = from.top + from.height / 2 - (to.top + to.height / 2);
  if (!dx && !dy) return;
  card.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }], { duration: 180, easing: EASE });
}

/** A redeal: on each pile that changed, the bottom card rises to the top, in a cascade. */
export function rise(view, piles) {
  if (quiet()) return;
  piles.forEach((p, i) => {
    view.places[p]?.card.animate(
      [{ transform: 'translateY(45%) scale(0.9)' }, { transform: 'none' }],
      { duration: 160, delay: i * 20, easing: EASE, fill: 'backwards' },
    );
  });
}

/** A refused move: the target flashes red for 150 ms, and the card shakes back. */
export function refuse(view, target, source) {
  const b = view.places[target]?.b;
  if (quiet()) {
    if (!b) return;
    b.classList.add('cp-refused');
    setTimeout(() => b.classList.remove('cp-refused'), 150);
    return;
  }
  view.places[target]?.b.querySelector('.cp-slot').animate(
    [{ boxShadow: '0 0 0 3px var(--cp-refused)' }, { boxShadow: '0 0 0 3px transparent' }],
    { duration: 150 },
  );
  view.places[source]?.card.animate(
    [0, -6, 5, -3, 0].map((x) => ({ transform: `translateX(${x}%)` })),
    { duration: 150, easing: 'ease-out' },
  );
}

/** A win: each foundation glows and lifts in turn, for about 2 s; then it is over. */
export function celebrate(view, foundations) {
  if (quiet()) return;
  foundations.forEach((p, i) => {
    view.places[p]?.card.animate(
      [{ transform: 'none' }, { transform: 'translateY(-18%) scale(1.08) rotate(-4deg)' }, { transform: 'none' }],
      { duration: 600, delay: i * 180, easing: 'ease-in-out', iterations: 1 },
    );
  });
}
