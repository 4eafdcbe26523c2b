// A pile's cards, bottom to top, fanned out on the table, readable and overlapping, on an
// explicit request only: while a mouse or a pen rests on the pile (once it has moved since
// the last press: not under a pointer left still where a drag ended, nor over a refusal's
// bubble), while a finger presses it
// long (released, it goes), or on the key C while the pile has the keyboard's focus (C
// again, any other key, the focus moving on, or a move closes it). Every card is dealt face
// up and planning needs the buried ones; the board shows each pile's top card only. The fan
// lies where it hides the fewest cards, never over a foundation nor over its own pile (a
// finger on it would hide it), as near the pile as that leaves it (beside it, under it or
// over it where there is room), in one straight row or column where it can (a few rows
// where a line would hide much more), inside the table, over nothing that takes a tap (it lets every press through); it is
// hidden from assistive technology, to which each pile's description lists the same cards
// (view.js). input.js loads it once the page is idle, or at the first press or C.
import { h } from './dom.js';
import { face } from './view.js';
import { style } from './sheet.js';

// Its style (fan.css) is in before a fan is drawn.
await style('fan');

// How long a mouse rests on a pile before its fan opens (a pointer passing by opens none),
// and how long a finger presses a pile: a tap is shorter, a drag moves first.
const REST = 350;
const LONG = 450;
// The offset of a card from the one beneath it, and of a row from the one above it, in
// card widths: a card's index (the rank over its suit) stays in sight.
const STEP = 0.42;
const ROW = 0.62;
// What a fan may hide, by what it costs: any part of a foundation, or of the pile itself,
// rules a spot out where another is left; another pile counts the share of it hidden.
const FOUNDATION = 1000;
const OWN = 100;
// A fan of several rows (cards under cards) is harder to read than one straight row or
// column: it is taken only where a line would hide this many piles more.
const GRID = 3;
// The dark plate under the cards reaches this far past them (fan.css's padding).
const PLATE = 4;

/**
 * The place (data-place) of the element `e` is in, if any.
 * @param {EventTarget | null} e
 * @returns {string}
 */
const placeOf = (e) => (e instanceof Element && /** @type {HTMLElement | null} */ (e.closest('[data-place]'))?.dataset.place) || '';
/** Whether the place `p` is a pile (1 to 16; a foundation is named, up-S …). @param {string} p */
const isPile = (p) => /^[0-9]+$/.test(p);
/** A box: left, top, right, bottom. @typedef {{ l: number, t: number, r: number, b: number }} Box */
/** @param {DOMRect} d @returns {Box} */
const boxOf = (d) => ({ l: d.left, t: d.top, r: d.right, b: d.bottom });
/** The area two boxes share. @param {Box} a @param {Box} b */
const shared = (a, b) => Math.max(0, Math.min(a.r, b.r) - Math.max(a.l, b.l)) * Math.max(0, Math.min(a.b, b.b) - Math.max(a.t, b.t));

/**
 * Where the fan of a pile lies, on the screen, and how many cards a row: of the spots
 * beside, under and over the pile, and of every spot of the table (a grid of half a card's
 * width), its cards in one row, one column or several rows, kept inside the table `inside`,
 * the one that hides least (any part of a foundation, or of the pile itself, counts most;
 * another pile the share of it hidden; several rows count as GRID piles), then the nearest
 * to the pile. Exported for the tests.
 * @param {Box} pile the pile's card and caption
 * @param {{ place: string, box: Box }[]} places every place of the board
 * @param {string} own the pile's own place
 * @param {Box} inside where the fan may lie
 * @param {{ n: number, col: number, high: number, gap: number }} size its cards, a card's width and height, the gap kept from the pile
 * @returns {{ x: number, y: number, across: number, width: number, height: number }}
 */
export function spot(pile, places, own, inside, { n, col, high, gap }) {
  const room = inside.r - inside.l;
  const cx = (pile.l + pile.r) / 2;
  const cy = (pile.t + pile.b) / 2;
  let best = { x: inside.l, y: inside.t, across: n, width: 0, height: 0 };
  let least = Infinity;
  let across = n + 1;
  for (let rows = 1; rows <= n; rows += 1) {
    if (Math.ceil(n / rows) === across) continue;
    across = Math.ceil(n / rows);
    const width = col + (across - 1) * col * STEP;
    const height = high + (Math.ceil(n / across) - 1) * col * ROW;
    if (width > room || height > inside.b - inside.t) continue;
    /** @type {[number, number][]} */
    const spots = [];
    for (const y of [cy - height / 2, pile.t, pile.b - height]) spots.push([pile.r + gap, y], [pile.l - gap - width, y]);
    for (const x of [cx - width / 2, pile.l, pile.r - width]) spots.push([x, pile.b + gap], [x, pile.t - gap - height]);
    for (let y = inside.t; y <= inside.b - height; y += col / 2) {
      for (let x = inside.l; x <= inside.r - width; x += col / 2) spots.push([x, y]);
    }
    for (const [sx, sy] of spots) {
      const x = Math.min(Math.max(sx, inside.l), inside.r - width);
      const y = Math.min(Math.max(sy, inside.t), inside.b - height);
      // Its plate reaches PLATE past its cards (fan.css).
      const fan = { l: x - PLATE, t: y - PLATE, r: x + width + PLATE, b: y + height + PLATE };
      // A spot a card's width further from the pile costs a twentieth of a pile hidden.
      let cost = Math.hypot(x + width / 2 - cx, y + height / 2 - cy) / (col * 20) + (across === n || across === 1 ? 0 : GRID);
      for (const { place, box } of places) {
        const part = shared(fan, box) / ((box.r - box.l) * (box.b - box.t) || 1);
        // A foundation is never touched; a pile's edge under the fan's may be.
        if (part <= (isPile(place) ? 0.02 : 0)) continue;
        cost += place === own ? OWN : isPile(place) ? part : FOUNDATION;
      }
      if (cost < least) (least = cost), (best = { x, y, across, width, height });
    }
  }
  return best;
}

/**
 * A board's fans: down(event) for each press, key(place) for the key C, shut() for each action.
 * @typedef {{ down: (e: PointerEvent) => void, key: (p: string) => void, shut: () => void }} Fan
 */

/**
 * Fans on the board `view`, drawn on its table `desk`, of a table ({ w, state() });
 * `pointer.held` says that a long press holds a fan (drag.js then starts no drag), and
 * `pointer.swallow` makes its release no tap. Returns down(event), for each press, key(),
 * for the key C on the focused pile `p`, and shut(), for each action.
 * @param {import('./view.js').BoardView} view
 * @param {HTMLElement} desk
 * @param {{ w: import('./state.js').Wording, state: () => import('./state.js').State }} table
 * @param {{ swallow: boolean, held: boolean }} pointer
 * @returns {Fan}
 */
export function bindFan(view, desk, { w, state }, pointer) {
  const fan = h('div', { className: 'cp-fan', hidden: true, 'aria-hidden': 'true' });
  desk.append(fan);
  let shown = '';
  let hovered = '';
  let timer = 0;
  /** @type {{ id: number, x: number, y: number } | null} a finger's press, until it moves, lifts or holds */
  let press = null;
  /** @type {HTMLElement[]} the captions the fan's label would lie over, hidden while it is open */
  let under = [];
  const uncover = () => {
    under.forEach((c) => (c.style.visibility = ''));
    under = [];
  };
  const hide = () => {
    clearTimeout(timer);
    if (!shown) return;
    shown = '';
    fan.hidden = true;
    fan.replaceChildren();
    uncover();
  };
  /**
   * The fan of pile `p` (none for a pile of one card or none, or while a card is dragged).
   * @param {string} p
   */
  const show = (p) => {
    const { game, lifted } = state();
    const cards = isPile(p) && !lifted ? game.pile(p) : [];
    if (cards.length < 2) return hide();
    // Every box is read before anything is written.
    const t = desk.getBoundingClientRect();
    const slot = view.places[p].slot.getBoundingClientRect();
    const places = view.order.map((q) => ({ place: q, box: boxOf(view.places[q].b.getBoundingClientRect()) }));
    const col = slot.width;
    const high = slot.height;
    const edge = 4 + desk.clientLeft;
    const inside = { l: t.left + edge, t: t.top + edge, r: t.right - edge, b: t.bottom - edge };
    const gap = Math.max(4, col * 0.12);
    const at = spot(boxOf(view.places[p].b.getBoundingClientRect()), places, p, inside, { n: cards.length, col, high, gap });
    const x = at.x - t.left - desk.clientLeft;
    const y = at.y - t.top - desk.clientTop;
    uncover();
    shown = p;
    const step = col * STEP;
    fan.style.cssText = `left:${x}px;top:${y}px;width:${at.width}px;height:${at.height}px;--cp-col:${col}px;--cp-fan-step:${step}px`;
    fan.replaceChildren(
      ...cards.map((card, i) => {
        const f = face(w, card);
        f.style.left = `${(i % at.across) * step}px`;
        f.style.top = `${Math.floor(i / at.across) * col * ROW}px`;
        return f;
      }),
      // Which pile it is, as the pile's caption says it ("5 · 6"): a fan may lie beside
      // another pile. Over the plate, or under it where the table's edge is near.
      h('b', { className: `cp-fan-cap${at.y - inside.t < col * 0.4 ? ' cp-under' : ''}` }, view.places[p].cap.textContent || ''),
    );
    fan.hidden = false;
    // Its label is not read over another pile's caption, which is hidden while it is open.
    const label = /** @type {HTMLElement} */ (fan.lastChild).getBoundingClientRect();
    under = view.order
      .map((q) => view.places[q].cap)
      .filter((c) => {
        const r = c?.getBoundingClientRect();
        return r && r.width && r.left < label.right && label.left < r.right && r.top < label.bottom && label.top < r.bottom;
      });
    under.forEach((c) => (c.style.visibility = 'hidden'));
  };
  /**
   * Listen on the board for `type`.
   * @template {keyof HTMLElementEventMap} K
   * @param {K} type
   * @param {(e: HTMLElementEventMap[K]) => void} handler
   */
  const on = (type, handler) => view.e.addEventListener(type, handler);
  /** @type {{ x: number, y: number } | null} where the last press or release was: the pointer moves on from there before a rest opens a fan */
  let still = null;
  // A refusal's bubble (guide.js) lies in the player, beside the table: no fan over it.
  const bubbled = () => !!desk.parentElement?.querySelector(':scope > .cp-bubble');
  /** A rest on the hovered pile opens its fan, unless the pointer has not moved since a press. */
  const rest = () => {
    clearTimeout(timer);
    if (still || !isPile(hovered) || shown === hovered) return;
    const p = hovered;
    timer = window.setTimeout(() => hovered === p && !still && !bubbled() && show(p), REST);
  };
  // A mouse or a pen that rests on a pile, no button held; not under a pointer that has
  // not moved since a drag or a press ended (the board changed under it), nor over a bubble.
  on('pointerover', (e) => {
    if (e.pointerType === 'touch' || e.buttons) return;
    const p = placeOf(e.target);
    if (p === hovered) return;
    hovered = p;
    hide();
    rest();
  });
  /** @param {PointerEvent} e */
  const pressed = (e) => e.pointerType !== 'touch' && (still = { x: e.clientX, y: e.clientY });
  document.addEventListener('pointerup', pressed, true);
  on('pointermove', (e) => {
    if (e.pointerType === 'touch' || e.buttons) return;
    if (still && Math.hypot(e.clientX - still.x, e.clientY - still.y) < 4) return;
    still = null;
    const p = placeOf(e.target);
    if (p !== hovered) (hovered = p), hide();
    // Moving on, it rests again: its fan opens REST after it stops.
    if (!shown) rest();
  });
  on('pointerleave', () => ((hovered = ''), hide()));
  // The focus moving on, or any key but C (keys.js hands C on), closes it.
  on('focusout', hide);
  on('keydown', (e) => e.key.toLowerCase() !== 'c' && hide());
  // A finger's long press: the fan, until the finger lifts; it starts no drag and no tap.
  // A finger that moves before the fan opens presses no more; once it holds the fan, its
  // jitter is no new gesture (its release would have been a tap).
  on('pointermove', (e) => {
    if (press?.id === e.pointerId && !pointer.held && Math.hypot(e.clientX - press.x, e.clientY - press.y) >= 8) {
      clearTimeout(timer);
      press = null;
    }
  });
  /** @param {PointerEvent} e */
  const lift = (e) => {
    if (press?.id !== e.pointerId) return;
    press = null;
    if (!pointer.held) return clearTimeout(timer);
    pointer.held = false;
    // Its release's click, whenever the browser sends it, is no tap: the click takes the
    // mark away (input.js), else the next press does (drag.js).
    pointer.swallow = true;
    hide();
  };
  on('pointerup', lift);
  on('pointercancel', lift);
  // The browser's menu of a long press.
  on('contextmenu', (e) => (press || pointer.held) && e.preventDefault());
  return {
    down: (e) => {
      hide();
      pressed(e);
      pointer.held = false;
      const p = placeOf(e.target);
      if (e.pointerType !== 'touch' || !isPile(p)) return;
      press = { id: e.pointerId, x: e.clientX, y: e.clientY };
      timer = window.setTimeout(() => {
        if (!press) return;
        pointer.held = true;
        show(p);
      }, LONG);
    },
    key: (p) => (shown === p ? hide() : show(p)),
    shut: hide,
  };
}
