// The board as a function of state: the 16 piles around the horseshoe (the SVG diagrams'
// grid), the foundations inside. Buttons, or a picture hidden from assistive technology
// (the text says it). No listeners and no timers live here.
import { FOUNDATIONS, PILES, PLACES, isPile } from './engine.js';
import { h, put } from './dom.js';

export function board(w, interactive) {
  const places = {};
  const make = (p, i) => {
    const card = h('span', { className: 'cp-card', 'aria-hidden': 'true' });
    const count = h('span', { 'aria-hidden': 'true' });
    const name = h('span', { className: 'cp-vh' });
    const b = h(
      interactive ? 'button' : 'span',
      { className: 'cp-place' },
      card,
      h('b', { 'aria-hidden': 'true' }, isPile(p) ? w.t('picture.pile-caption', { number: p }) : ''),
      count,
      name,
    );
    b.dataset.place = p;
    if (interactive) Object.assign(b, { type: 'button', tabIndex: -1 });
    if (isPile(p)) b.style.gridArea = i < 4 ? `${5 - i} / 1` : i < 12 ? `1 / ${i - 2}` : `${i - 10} / 10`;
    places[p] = { b, card, count, name, was: '' };
    return b;
  };
  const found = h('div', { className: 'cp-found' }, ...FOUNDATIONS.map(make));
  const e = h('div', { className: 'cp-board' }, ...PILES.map(make), found);
  if (interactive) {
    e.setAttribute('role', 'group');
    e.setAttribute('aria-label', w.t('player.board'));
    found.setAttribute('role', 'group');
    found.setAttribute('aria-label', w.t('player.foundations'));
  } else e.setAttribute('aria-hidden', 'true');
  let focused = '';
  /** Draw `state` (game, selected, focus): only the places whose look changed. */
  const paint = ({ game, selected = '', focus = '' }) => {
    if (interactive && focus !== focused) {
      if (focused) places[focused].b.tabIndex = -1;
      places[(focused = focus)].b.tabIndex = 0;
    }
    for (const p of PLACES) {
      const it = places[p];
      const n = game.count(p);
      const top = n ? game.top(p) : null;
      const now = `${n} ${top} ${p === selected}`;
      if (now === it.was) continue;
      it.was = now;
      put(it.card, top ? w.short(top) : '');
      put(it.count, w.t('picture.count-caption', { count: n }));
      const full = w.name(game, p);
      put(it.name, p === selected ? w.t('player.place-selected', { name: full }) : full);
      it.b.className = `cp-place${top ? '' : ' cp-empty'}${'HD'.includes(top?.suit) ? ' cp-red' : ''}${
        !isPile(p) && n === 1 ? ' cp-base' : ''}${p === selected ? ' cp-sel' : ''}${n > !isPile(p) ? ' cp-mov' : ''}`;
    }
  };
  return { e, found, places, paint };
}

/** The card that follows the pointer during a drag. */
export const ghost = (w, card) =>
  h('span', { className: `cp-ghost${'HD'.includes(card.suit) ? ' cp-red' : ''}`, 'aria-hidden': 'true' }, w.short(card));
