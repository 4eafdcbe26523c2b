// A table drives one board, for a rule demo and for free play (play.js) alike: an action
// (input.js, keys.js) goes to the engine, the state (state.js) changes, view.js draws it,
// anim.js moves the cards, the live region tells it.
import { FOUNDATIONS, Move, PILES, Position, Refusal, RefusalCode, Selection, isPile } from './engine.js';
import * as anim from './anim.js';
import { fitsAt, fitsDrop, onto, or } from './choices.js';
import { bind, controls, idle, off, put, say } from './dom.js';
import { bindBoard } from './input.js';
import { bindTable } from './keys.js';
import { createState } from './state.js';
import { board, played } from './view.js';

/** @typedef {import('./state.js').State} State */
/** @typedef {import('./state.js').Wording} Wording */
/** @typedef {import('./engine.js').Card} Card */
/**
 * What a step brings: a card that slides to `slide` from `from`, the piles that `rise` (a
 * redeal), or a refusal (`refuse`: its target, `source`: the card's place, `said`: its words;
 * `drop`: a drop anywhere on the foundations, its target the one nearest the pointer).
 * @typedef {{ slide?: string, from?: { x: number, y: number }, rise?: string[], refuse?: string, source?: string, said?: string, drop?: boolean }} Motion
 */
/** @typedef {() => Motion | void | string | undefined} Step */
/** How long after a card went by itself a tap on its place is the player's second tap, ms. */
const ECHO = 2000;
/** The refusals by suit or rank: after them, what the place takes is said. */
const BY_CARD = new Set(['not-same-suit', 'not-adjacent-rank', 'not-next-card']);

/**
 * guide.js's `k`, once the page is idle: the legend, the key line, a tip, the prompt, a bubble.
 * @type {(k: string, ...args: unknown[]) => Promise<unknown>}
 */
const guides = (k, ...args) =>
  // any: each of guide.js's functions takes its own arguments, named by `k`.
  import('./guide.js').then((m) => /** @type {Record<string, (...a: any[]) => unknown>} */ (m)[k](...args));
/**
 * The page's box for guide.js's `parts` in `root` (where there is one), filled once the
 * page is idle.
 * @param {Wording} w
 * @param {HTMLElement} root
 * @param {...string} parts
 */
export const guide = (w, root, ...parts) => {
  const box = root.querySelector('.cp-guide');
  if (box) idle(() => parts.forEach((k) => guides(k, w, box)));
};

/**
 * What free play adds to a table; a rule demo has none of it.
 * @typedef {object} Hooks
 * @property {boolean} [free] free play: a game's end is said
 * @property {() => void} [render] after each drawing
 * @property {() => void} [acted] before each action
 * @property {() => void} [ran] after each action, in a task of its own (free play keeps the game)
 * @property {(step: Step, what: string, label: string, when: unknown) => void} [ask] a step that may lose a game (R), asked first
 * @property {(key: string) => boolean} [key] a key the table does not know (H); false: not taken
 * @property {() => HTMLElement | null} [keys] where the list of keys is ("?")
 */

/**
 * A table on `root`, taken over as the page draws it (render/prerender.py): its board (all
 * places, or a demo's), status line and controls (controls.json, by name).
 * @param {HTMLElement} root
 * @param {Wording} w
 * @param {Hooks} hooks
 */
export function createTable(root, w, hooks = {}) {
  const { t } = w;
  const { free = false } = hooks;
  // The page draws each of these (render/prerender.py).
  const find = (/** @type {string} */ selector) => /** @type {HTMLElement} */ (root.querySelector(selector));
  const view = board(w, find('.cp-board'));
  const status = find('.cp-status');
  const buttons = controls(root);
  // A line's steps played at once (the finish) are said once, by its end, not each.
  let hushed = false;
  /** @param {string} text */
  const tell = (text) => (hushed ? text : say(status, text));
  /** @type {State} */
  let state;

  const { undo, redeal } = bind(buttons, { undo: () => run(back), redeal: () => key({ key: 'redeal' }) });
  const render = () => {
    const { game } = state;
    view.paint(state);
    const left = game.redealsLeft;
    put(/** @type {HTMLElement} */ (redeal.lastChild), left ? w.plural('player.redeal-left', left) : t('player.no-redeal'));
    redeal.dataset.n = `${left}`;
    redeal.dataset.none = left ? '' : t('player.no-redeal');
    off(redeal, !left);
    off(undo, !game.history.length);
    // A hint of a redeal marks its button.
    redeal.classList.toggle('cp-hint', !!(state.hint && 'redeal' in state.hint));
    hooks.render?.();
  };
  /**
   * Run a step, show it, move the cards, then `ran`; `refocus`: back to the board.
   * @param {Step} step
   * @param {boolean} [refocus]
   */
  const run = (step, refocus) => {
    // Every box is read before anything is written: no layout after it.
    anim.measure(view);
    // Before each action the hint on the board goes, and a pile's fan.
    state.hint = null;
    pointer.shut();
    hooks.acted?.();
    const motion = /** @type {Motion} */ (step() || {});
    render();
    if (motion.slide) anim.slide(view, motion.slide, motion.from);
    if (motion.rise) anim.rise(view, motion.rise);
    // A refusal shows on the board, and beside where it happened (guide.js).
    if (motion.said) anim.refuse(view, motion.refuse ?? '', motion.source ?? ''), guides('bubble', w, view, motion, state.game);
    if (hooks.ran) setTimeout(hooks.ran);
    if (refocus) view.places[state.focus].b.focus();
  };
  const over = () => {
    const s = free ? state.game.status : '';
    return s === 'won' ? ` ${t('narration.won')}` : s === 'blocked' ? ` ${t('player.blocked')}` : '';
  };
  const unselect = () => Object.assign(state, { selected: '', targets: [], lifted: '', hover: '', last: {} });

  // -- the steps; each returns the motion it brings
  /**
   * A move just played: keep it, tell it (and the card it uncovers, which a screen reader
   * would otherwise have to look for), mark it; the card slides from `from`.
   * @param {Move} move
   * @param {Motion['from']} from
   * @returns {Motion}
   */
  const moved = (move, from) => {
    state.log.push(`${move}`);
    state.mark = move;
    const under = isPile(move.source) ? state.game.top(move.source) : null;
    const uncovers = under ? ` ${t('narration.uncovers', { card: w.object(under) })}` : '';
    tell(played(w, state.game, move) + uncovers + over());
    return { slide: move.destination, from };
  };
  /**
   * @param {Refusal} r
   * @param {string} [target]
   * @param {string} [source]
   * @returns {Motion}
   */
  const refused = (r, target, source) => {
    // The published refusal, then what to do instead; a drop on the foundations aimed at
    // none of them has no "this foundation" (the one refusal a drop meets without a move).
    const refusal = t(r.code === 'not-next-card' && !r.move ? 'player.drop-not-next' : `refusal.${r.code}`);
    tell(r.code === 'base-locked' ? t('player.base-locked-next', { refusal }) : concrete(r, refusal, source || target));
    return { refuse: target, source, said: refusal };
  };
  /**
   * A refusal by suit or rank, then what the place takes there (the engine's `fits`); a
   * drop on the foundations, refused, says what the foundations of the card's suit take.
   * @param {Refusal} r
   * @param {string} refusal its published words
   * @param {string} [from] the card's place, for a refusal without a move (a drop)
   */
  const concrete = (r, refusal, from) => {
    if (!BY_CARD.has(r.code)) return refusal;
    const { game } = state;
    const card = !r.move && from ? game.top(from) : null;
    const fits = r.move ? fitsAt(w, game, r.move.destination) : card ? fitsDrop(w, game, card) : '';
    return fits ? t('player.refusal-fits', { refusal, fits }) : refusal;
  };
  /**
   * @param {Move} move
   * @param {Motion['from']} from
   */
  const attempt = (move, from) => {
    const r = state.game.move(move);
    return r ? refused(r, move.destination, move.source) : moved(move, from);
  };
  /**
   * Select the card on top of `p` and say where it can go (or that it has nowhere to go),
   * after `refusal`, when another card's move there was refused first.
   * @param {string} p
   * @param {readonly string[]} destinations
   * @param {string} [refusal]
   * @returns {undefined}
   */
  const choose = (p, destinations, refusal) => {
    const card = w.short(/** @type {Card} */ (state.game.top(p)));
    const n = destinations.length;
    const chosen = n
      ? w.plural('player.selected-to', n, { card, places: or(w, destinations.map((d) => onto(w, d))) })
      : t('player.selected-nowhere', { selected: t('player.selected', { card, place: w.place(p) }) });
    tell(refusal ? t('player.refused-chosen', { refusal, chosen }) : chosen);
    Object.assign(state, { selected: p, targets: destinations, last: { place: p } });
  };
  /**
   * A tap, a click or Enter on a place; `count`: the click count (2: a double tap).
   * @param {string} p
   * @param {number} count
   * @returns {Motion | undefined}
   */
  const tap = (p, count) => {
    const { game, selected, last } = state;
    const double = count > 1 && last.place === p;
    if (double && last.moved) return; // the first tap already sent the card away
    // A finger's tap on the place a card has just gone to by itself (it had one place to go):
    // the tap the player meant as its destination. The card is there already: nothing more
    // moves (a tap on it later chooses it, as any tap does), and the status line says why,
    // for who meant to choose the card again (a review found the tap ignored). A key's
    // Enter (count 0) always acts.
    if (count && p === last.to && performance.now() - (last.at ?? 0) < ECHO) {
      state.last = {};
      return void tell(t('player.gone-by-itself', { card: w.the(/** @type {Card} */ (game.top(p))) }));
    }
    const from = anim.box(view, p);
    /** @type {Motion | undefined} */
    let motion;
    /** @type {string | undefined} where a card this tap sent by itself went */
    let to;
    if (double && selected === p) {
      const r = game.drop(p);
      motion = r instanceof Refusal ? refused(r, p) : moved(r, from);
    } else if (selected) {
      if (selected === p) tell(t('player.cancelled'));
      else if (!state.targets.length && isPile(p) && game.destinations(p).length) {
        // The selected card has nowhere to go, so every target refuses it: a tap on a pile
        // whose card has somewhere to go chooses that card instead (chosen, never played at
        // once: the tap may have been meant as a target), after why the first could not go
        // there, said and in its bubble (a review found the switch silent). A foundation
        // stays a target.
        const r = /** @type {Refusal} */ (game.refusal(new Move(selected, p)));
        const said = t(`refusal.${r.code}`);
        const destinations = game.destinations(p);
        unselect();
        choose(p, destinations, said);
        return { refuse: p, source: selected, said };
      } else {
        const move = new Move(selected, p);
        const r = game.move(move);
        if (r?.code === RefusalCode.PILE_FULL) {
          // "This pile is full; choose another destination": the card stays selected, so
          // that the next tap is that other destination, as the words ask.
          state.last = { place: p };
          return refused(r, p, selected);
        }
        // Refused otherwise: said, and the card is put down, as a refused drag puts it back:
        // the next tap means what a first tap means (the tapped card's own, never the
        // refused card's).
        motion = r ? refused(r, p, selected) : moved(move, anim.box(view, selected));
      }
    } else {
      const r = game.tap(p);
      // A tap selects (or refuses) a card that is there: the place's top.
      // One model of a tap, demos and free play alike: a card with nowhere to go is
      // selected too; the next tap on another place is its target, refused with why,
      // unless that place's card has somewhere to go (then it is chosen instead, above).
      if (r instanceof Selection) return choose(p, r.destinations);
      if (r instanceof Refusal) motion = refused(r, p);
      else {
        motion = moved(r, from);
        to = r.destination;
        // The first such tap of a visit says why.
        guides('tip', w, desk);
      }
    }
    unselect();
    state.last = { place: p, moved: !!motion?.slide, to, at: performance.now() };
    return motion;
  };
  /** @returns {Motion} */
  const back = () => {
    unselect();
    const { game } = state;
    const last = game.history.at(-1);
    const box = last && anim.box(view, last.destination);
    const r = game.undo();
    if (r instanceof Refusal) return refused(r);
    state.log.pop();
    state.mark = { source: r.destination, destination: r.source };
    // The move undone put its card back on its source.
    const card = /** @type {Card} */ (game.top(r.source));
    tell(
      isPile(r.source)
        ? t('player.undone', { number: game.moves + 1, card: w.the(card), pile: r.source })
        : t('player.undone-foundation', { number: game.moves + 1, card: w.the(card), foundation: w.place(r.source, 'to') }),
    );
    return { slide: r.source, from: box };
  };
  /** @returns {Motion} */
  const again = () => {
    unselect();
    const { game } = state;
    const before = PILES.filter((p) => game.count(p) >= 2);
    const r = game.redeal();
    if (r) return refused(r);
    state.log.push('redeal');
    state.mark = null;
    // Its number counts the redeals played on this board: a demo's own, a game's from the deal.
    const number = state.log.filter((a) => a === 'redeal').length;
    tell(`${t('narration.redeal', { number })} ${t('player.history-cleared')}${over()}`);
    return { rise: before };
  };
  /**
   * Start from a position (a demo's, a deal, a stored game), replaying `actions`.
   * @param {Position} position
   * @param {string[]} [actions]
   */
  const begin = (position, actions = []) => {
    state = createState(position, state?.focus ?? view.order[0], actions);
  };
  /**
   * Play one step of a line (a hint's, the finish's) as the player's action; `hush`: the
   * live region does not say it (the line's end says what it did).
   * @param {Move | 'redeal'} step
   * @param {boolean} [hush]
   */
  const play = (step, hush = false) => {
    hushed = hush;
    try {
      run(() => (unselect(), step === 'redeal' ? again() : attempt(step, anim.box(view, step.source))));
    } finally {
      hushed = false;
    }
  };

  // -- actions from the input
  /** @param {string} p */
  const go = (p) => {
    state.focus = p;
    render();
    view.places[p].b.focus();
  };
  /** @param {import('./input.js').PointerAction | import('./keys.js').KeyAction} a */
  const act = (a) => {
    if (a.type === 'tap') run(() => tap(a.place, a.count));
    else if (a.type === 'move') run(() => (unselect(), attempt(new Move(a.source, a.target), a.from)));
    else if (a.type === 'drop') {
      run(() => {
        unselect();
        const r = state.game.drop(a.source);
        return r instanceof Refusal ? { ...refused(r, a.near, a.source), drop: true } : moved(r, a.from);
      });
    } else if (a.type === 'lift') {
      // A card taken up leaves its pile; the places that take it are marked. Let go over
      // no place, it goes back, and the status line says so (not an earlier refusal).
      unselect();
      if (a.place) Object.assign(state, { lifted: a.place, targets: state.game.destinations(a.place) });
      else if (a.nowhere) tell(t('player.drop-nowhere'));
      render();
    } else if (a.type === 'hover') {
      Object.assign(state, { hover: a.place, hoverOk: a.ok });
      view.paint(state);
    } else if (a.type === 'focus') {
      if (a.place !== state.focus) (state.focus = a.place), view.paint(state);
    } else if (a.type === 'key') return key(a);
  };
  /** The focus back to `from` (a place of the board), else to the board's focused place. */
  const refocus = (/** @type {HTMLElement | null} */ from) =>
    (from?.isConnected && root.contains(from) ? from : view.places[state.focus].b).focus();
  /**
   * @param {{ key: string, n?: number, place?: string }} a
   * @returns {false | void}
   */
  const key = ({ key, n, place }) => {
    const { order } = view;
    const { game, selected } = state;
    if (key === 'place' && place) go(place);
    else if (key === 'first') go(order[0]);
    else if (key === 'last') go(/** @type {string} */ (order.at(-1)));
    else if (key === 'pile') order.includes(`${n}`) && go(`${n}`);
    else if (key === 'foundation') {
      const r = selected && game.dropTarget(selected);
      go(r && !(r instanceof Refusal) ? r : FOUNDATIONS[0]);
    } else if (key === 'cancel' && selected) run(() => (unselect(), tell(t('player.cancelled'))));
    else if (key === 'fan') pointer.fan(state.focus);
    else if (key === 'undo') run(back);
    else if (key === 'keys') {
      // The list of every key, opened as a panel over the board (keylist.js).
      const box = /** @type {HTMLDetailsElement | null} */ (hooks.keys?.() ?? document.querySelector('.cp-help'));
      const from = /** @type {HTMLElement | null} */ (document.activeElement);
      if (!box) return;
      // Escape pressed while it loads has put it away before it came.
      let wanted = true;
      const escape = (/** @type {KeyboardEvent} */ e) => e.key === 'Escape' && (wanted = false);
      addEventListener('keydown', escape, true);
      import('./keylist.js')
        .then((m) => wanted && m.showKeys(w, box, from, refocus))
        .finally(() => removeEventListener('keydown', escape, true));
    } else if (key === 'redeal') {
      // Asked even before the first move, a redeal spends one of three; not when no move
      // can change the piles, where it is the only way on (a review found the question a
      // click too many there).
      if (hooks.ask) hooks.ask(again, 'redeal', t('player.redeal'), game.redealsLeft && game.canProgress());
      else run(again, true);
    } else if (!hooks.key?.(key)) return false;
  };
  const pointer = bindBoard(view, root, act, { w, state: () => state });
  bindTable(view, root, act, () => state.focus);
  // The first Intl.ListFormat costs a phone 70 ms: made when idle once a pointer or the
  // focus comes to the board (a tap that selects a card lists its destinations), not on
  // the tap itself, nor while the page loads, where it was a long task of its own.
  const warm = () => {
    for (const type of ['pointerover', 'focusin']) root.removeEventListener(type, warm);
    idle(() => or(w, []));
  };
  for (const type of ['pointerover', 'focusin']) root.addEventListener(type, warm);

  // The felt under the board, on which what the table shows on the board lies.
  const desk = find('.cp-table');
  return {
    view,
    status,
    tell,
    desk,
    /** The page's controls by name (controls.json), for the player to bind its own. */
    buttons,
    state: () => state,
    render,
    run,
    begin,
    back,
    again,
    play,
    unselect,
    /** The keyboard's focus to a place of the board. */
    go,
  };
}

/** @typedef {ReturnType<typeof createTable>} Table */

/**
 * A rule demo on `root` (its position in data-position; the page draws its piles, those up
 * to its last pile with cards and one more), with its Reset; under the page's first demo,
 * the legend (the page draws its box, and the list of keys).
 * @param {HTMLElement} root
 * @param {Wording} w
 */
export function demo(root, w) {
  const start = Position.fromJSON(JSON.parse(root.dataset.position ?? ''));
  const table = createTable(root, w);
  const { run, tell, begin } = table;
  begin(start);
  bind(table.buttons, { reset: () => run(() => (begin(start), tell(w.t('player.reset-done')))) });
  guide(w, root, 'legend');
  table.render();
}
