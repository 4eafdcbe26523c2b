// The end of a free game, loaded on demand (play.js preloads it once the page is idle, so a
// winning or blocking move shows its end at once): the win's celebration, and a panel under
// the board, or over its emptied top rows at a win where it fits (the full foundations stay
// in sight). A win's panel gives the game's figures (moves, time, redeals and hints used,
// the streak of wins without a hint, a new record) and offers New game, Restart this deal and Share; a blocked
// game's offers Undo, Restart and New game, with the verdict. The panel is a non-modal
// dialog: the focus goes to it when the game ends by the player's action (not when a page
// opens on an ended game), Escape or its close button puts it away, and the focus goes
// back to the board.
import { FOUNDATIONS, REDEALS } from './engine.js';
import { quiet } from './anim.js';
import { button, h, put } from './dom.js';
import { style } from './sheet.js';

// Its style (ending.css) is in before the panel is drawn.
await style('ending');

/**
 * A win: the cards leap off the full foundations one after another, twice round, and
 * bounce along the felt until they leave it, for about 4 s; a press or a key on the table
 * ends it. Copies of the foundations' top cards fly, in a layer of their own under the end's
 * panel, hidden from assistive technology (the status line says the win), and go.
 * @param {import('./view.js').BoardView} view
 */
export function celebrate(view) {
  if (quiet()) return;
  const desk = /** @type {HTMLElement} */ (view.e.closest('.cp-table'));
  const layer = h('div', { className: 'cp-cheer' });
  layer.setAttribute('aria-hidden', 'true');
  desk.append(layer);
  const box = desk.getBoundingClientRect();
  const { clientWidth: width, clientHeight: height } = desk;
  // The board's foot, where the cards bounce (on a phone the end's panel lies under it).
  const foot = Math.min(height, view.e.getBoundingClientRect().bottom - box.top);
  /** @type {Animation[]} */
  const flights = [];
  [0, 1].forEach((round) =>
    FOUNDATIONS.forEach((p, i) => {
      const card = view.places[p]?.card;
      if (!card) return;
      const r = card.getBoundingClientRect();
      const x0 = r.left - box.left - desk.clientLeft;
      const y0 = r.top - box.top - desk.clientTop;
      const copy = /** @type {HTMLElement} */ (card.cloneNode(true));
      Object.assign(copy.style, { left: `${x0}px`, top: `${y0}px` });
      layer.append(copy);
      // A throw to one side or the other, up first, then falling and bouncing on the
      // board's foot, each bounce lower: in px and s, sampled at 30 frames a second.
      const side = (i + round) % 2 ? 1 : -1;
      let [x, y, vx, vy] = [0, 0, side * width * (0.25 + ((i * 7 + round * 3) % 5) * 0.06), -height * 0.9];
      const floor = foot - r.height - y0;
      const frames = [];
      for (let f = 0; f <= 60; f++) {
        frames.push({ transform: `translate(${x}px, ${y}px) rotate(${(side * f * 6) % 360}deg)`, opacity: f < 50 ? 1 : (60 - f) / 10 });
        [x, y, vy] = [x + vx / 30, y + vy / 30, vy + (height * 2.6) / 30];
        if (y > floor) [y, vy] = [floor, -vy * 0.62];
      }
      flights.push(copy.animate(frames, { duration: 2000, delay: (round * 8 + i) * 120, fill: 'both' }));
    }),
  );
  const stop = () => flights.forEach((a) => a.cancel());
  desk.addEventListener('pointerdown', stop, { once: true });
  desk.addEventListener('keydown', stop, { once: true });
  Promise.allSettled(flights.map((a) => a.finished)).then(() => {
    layer.remove();
    desk.removeEventListener('pointerdown', stop);
    desk.removeEventListener('keydown', stop);
  });
}

/**
 * An ended game as its panel tells it, beside the game itself: its time (as the clock shows
 * it) and the hints used; a won game's streak after it (null: none to tell), the records it
 * set (null: counted before, or blocked), and its code and link (null: a position set up by
 * hand has none), which Share shares.
 * @typedef {{ time: string, hints: number, streak: number | null,
 *   counted: import('./stats.js').Counted | null, code: string | null, url: string }} Ended
 */

/**
 * The panel of an ended game, on the board `desk`; `steps` are its offers, `back()` where
 * the focus goes when it is put away, `tell` the live region. Returns show(game, focus,
 * data): the panel for the game's status (in progress: none), `focus` whether the game has
 * just ended here, `data` what the panel says beyond the game (its moves, its redeals,
 * whether a move can be undone).
 * @param {import('./state.js').Wording} w
 * @param {HTMLElement} desk
 * @param {{ undo: () => void, restart: () => void, fresh: () => void }} steps
 * @param {() => HTMLElement} back
 * @param {(text: string) => void} tell
 * @returns {(game: import('./engine.js').Game, focus: boolean, data?: Ended | null) => void}
 */
export function ending(w, desk, steps, back, tell) {
  const { t } = w;
  const id = `${desk.id}-end`;
  const title = h('p', { className: 'cp-end-title', id: `${id}-title` });
  const facts = h('ul', { className: 'cp-end-facts', id: `${id}-facts` });
  /** @type {{ text: string, url: string } | null} */
  let shared = null;
  const undo = button(t('player.undo-last'), steps.undo);
  const fresh = button(t('player.new-game'), steps.fresh);
  const restart = button(t('player.restart'), steps.restart);
  const share = button(t('player.share'), () => {
    if (!shared) return;
    const { text, url } = shared;
    if (navigator.share) return navigator.share({ text, url }).catch(() => 0);
    // Said, and shown on the button the eye is on (a phone's status line is above the board,
    // out of sight under the panel).
    navigator.clipboard?.writeText(`${text} ${url}`).then(() => (tell(t('player.shared')), put(share, t('player.copied'))), () => 0);
  });
  const close = button('\u00d7', () => away(), { className: 'cp-btn cp-end-close', 'aria-label': t('player.close') });
  const panel = h(
    'div',
    { className: 'cp-end', role: 'dialog', 'aria-labelledby': title.id, 'aria-describedby': facts.id, hidden: true },
    close,
    title,
    facts,
    h('div', { className: 'cp-answers' }, undo, fresh, restart, share),
  );
  // How far the page scrolled to bring the panel into sight, and where that left it: when
  // the panel goes (Undo, its ×, Escape), the page scrolls back, so that the board's top
  // row is not left under the header (a review found it so after a blocked game's Undo).
  let lifted = 0;
  let liftedTo = 0;
  const lower = () => {
    // Not where the reader has scrolled since.
    if (lifted && Math.abs(scrollY - liftedTo) < 2) window.scrollBy({ top: -lifted, behavior: quiet() ? 'instant' : 'smooth' });
    lifted = 0;
  };
  const away = () => {
    panel.hidden = true;
    back().focus({ preventScroll: !!lifted });
    lower();
  };
  panel.addEventListener('keydown', (e) => e.key === 'Escape' && (e.stopPropagation(), away()));
  desk.append(panel);
  let was = 'playing';
  return (game, focus, data = null) => {
    const status = game.status;
    const none = !game.history.length;
    const now = status !== was;
    was = status;
    if (status === 'playing') return lower(), (panel.hidden = true);
    // Put away, it stays away until the game changes.
    if (!now && panel.hidden) return;
    const won = status === 'won';
    put(title, t(won ? 'player.won-title' : 'player.blocked-title'));
    put(share, t('player.share'));
    /** @type {string[]} */
    const lines = [];
    const number = new Intl.NumberFormat(document.documentElement.lang || undefined).format;
    // The game's figures, won or blocked (a review missed them when blocked).
    const figures = data && [
      t('player.moves', { n: game.moves }),
      t('player.time', { time: data.time }),
      t('player.end-redeals', { n: number(REDEALS - game.redealsLeft) }),
      t('player.end-hints', { n: number(data.hints) }),
    ];
    if (won && data) {
      const { time, hints, code } = data;
      lines.push(...(figures ?? []));
      // A win with hints ends the streak (stats.js): no streak line, but why.
      if (data.streak !== null && !hints) lines.push(t('player.end-streak', { n: number(data.streak) }));
      if (data.counted?.time) lines.push(t('player.end-best-time'));
      if (data.counted?.moves) lines.push(t('player.end-best-moves'));
      // What Share shares: the game's moves and time, and its hints when any.
      const text = w.plural('player.share-text', game.moves, { code, time });
      shared = code ? { text: hints ? `${text} ${w.plural('player.share-hints', hints)}` : text, url: data.url } : null;
    }
    /** A sentence of the panel, on a line of its own, not one of the figures. */
    const note = (/** @type {string} */ text) => h('li', { className: 'cp-end-note' }, text);
    facts.replaceChildren(...lines.map((line) => h('li', 0, line)));
    // Why a win with hints set no record: a sentence under the figures.
    if (won && data?.hints) facts.append(note(t('player.end-hinted-streak')));
    // Blocked: why, then the figures, then when it counts (a review read a blocked game's
    // statistics and could not tell whether it had counted).
    if (!won) {
      facts.append(note(t('player.blocked')), note(t('player.verdict-lost')));
      facts.append(...(figures ?? []).map((line) => h('li', 0, line)));
      if (!none) facts.append(note(t('player.blocked-counts')));
    }
    undo.hidden = won || none;
    share.hidden = !won || !shared;
    // The likely next step stands out: a new game after a win, Undo when blocked.
    fresh.classList.toggle('cp-main', won || none);
    undo.classList.toggle('cp-main', !won && !none);
    panel.dataset.end = status;
    panel.classList.remove('cp-end-over');
    panel.hidden = false;
    // A win's panel over the board's top rows, where it fits above the foundations.
    const top = (/** @type {string} */ q) => desk.querySelector(q)?.getBoundingClientRect().top ?? 0;
    if (won) panel.classList.toggle('cp-end-over', panel.offsetHeight + 12 < top('.cp-found .cp-place') - top('.cp-board'));
    if (!focus || !now) return;
    (won || none ? fresh : undo).focus({ preventScroll: true });
    // All of it in view (on a phone it lies under the board), by the page's own scroll
    // alone, its top never under the header: scrollIntoView also scrolls whatever else
    // holds it (a phone's visual viewport), which left a strip of page above the header.
    const box = panel.getBoundingClientRect();
    const up = box.top - (document.querySelector('.md-header')?.getBoundingClientRect().bottom ?? 0) - 8;
    const by = up < 0 ? up : Math.max(0, Math.min(box.bottom + 8 - (window.visualViewport?.height ?? innerHeight), up));
    const end = document.documentElement.scrollHeight - innerHeight;
    liftedTo = Math.max(0, Math.min(scrollY + by, end));
    lifted = liftedTo - scrollY;
    if (by) window.scrollBy({ top: by, behavior: quiet() ? 'instant' : 'smooth' });
  };
}
