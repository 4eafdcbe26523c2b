// The example game's stepper: the board after each step of the game, its controls, its
// words, and the step in the address (#move-10, #redeal-1).
import { Game, Move, PILES, Position, REDEALS } from './engine.js';
import * as anim from './anim.js';
import { button, h, help, idle, live, off, put, say } from './dom.js';
import { bindStepper } from './keys.js';
import { board, played } from './view.js';

/**
 * The stepper on `root`: the deal in data-position, the steps in data-steps.
 * @param {HTMLElement} root
 * @param {import('./state.js').Wording} w
 */
export function stepper(root, w) {
  const { t } = w;
  const id = root.id || 'stepper';
  // The page writes both: the deal and the steps (a move's text, or 'redeal').
  const start = Position.fromJSON(JSON.parse(/** @type {string} */ (root.dataset.position)));
  /** @type {(Move | null)[]} */
  const moves = JSON.parse(/** @type {string} */ (root.dataset.steps)).map((/** @type {string} */ a) => (a === 'redeal' ? null : Move.parse(a)));
  const total = moves.filter(Boolean).length;
  const view = board(w);
  const told = live();
  const where = h('span', { className: 'cp-where' });
  const text = h('p', { className: 'crescent-diagram__text cp-text' });
  let at = 0;
  let timer = 0;
  let addressed = 0;
  let worded = 0;
  /** @type {(() => void) | null} */
  let words = null; // the words of the step shown, while they are still to be written
  const write = () => {
    clearTimeout(worded);
    words?.();
    words = null;
  };

  // The number of steps after which `n` moves are played (or redeal `n` is done).
  const find = (/** @type {string} */ kind, /** @type {number} */ n) => {
    for (let i = 0, count = 0; i < moves.length; i++) {
      if (!moves[i] === (kind === 'redeal') && ++count === n) return i + 1;
    }
    return kind === 'move' && n === 0 ? 0 : -1;
  };
  // What each step leads to: the position, its words and its address. Each is computed
  // once, from the last step already known (the game is never replayed from the deal on a
  // step), and the steps not yet known are worked out a few at a time once the page is
  // idle, so that a jump (Last, a move's number) finds its step ready.
  const known = [{ position: start, said: t('player.at-deal'), hash: '' }];
  const cursor = new Game(start); // the game after the last step known
  const learn = () => {
    const move = moves[known.length - 1];
    const game = cursor;
    if (!move) {
      game.redeal();
      const number = REDEALS - game.redealsLeft;
      known.push({ position: game.position, said: t('narration.redeal', { number }), hash: `#redeal-${number}` });
      return;
    }
    game.move(move);
    const said = played(w, game, move);
    known.push({ position: game.position, said, hash: `#move-${game.moves}` });
  };
  const after = (/** @type {number} */ k) => {
    while (known.length <= k) learn();
    return known[k];
  };
  // A few milliseconds at a time: a tap meanwhile waits no longer than that.
  const ahead = (/** @type {{ timeRemaining(): number }} */ deadline) => {
    const until = performance.now() + 8;
    while (known.length <= moves.length && deadline.timeRemaining() > 2 && performance.now() < until) learn();
    if (known.length <= moves.length) idle(ahead);
  };
  idle(ahead);
  // The address follows the step in a task of its own, once the steps pause and the card
  // has moved: writing it costs the browser more than the step itself.
  const address = () => {
    clearTimeout(addressed);
    addressed = 0;
    const { hash } = known[at];
    history.replaceState(history.state, '', hash || location.pathname + location.search);
  };
  /**
   * Show the position after `k` steps; `keep`: keep the step in the URL (#move-10).
   * @param {number} k
   * @param {boolean} [keep]
   */
  const show = (k, keep = true) => {
    const was = at;
    at = Math.max(0, Math.min(moves.length, k));
    const { position, said } = after(at);
    // One step forward or back moves its card as the table does (the boxes are read first).
    const near = view.e.isConnected && Math.abs(at - was) === 1;
    const step = near ? moves[Math.min(at, was)] : undefined;
    const from = step && anim.box(view, at > was ? step.source : step.destination);
    const game = new Game(position);
    // The card that moved last is marked, as on the table; a step back marks the card that went back.
    const undone = step && at < was;
    view.paint({ game, marked: undone ? step.source : moves[at - 1]?.destination ?? '' });
    if (step) anim.slide(view, at > was ? step.destination : step.source, from);
    else if (step === null && at > was) anim.rise(view, PILES.filter((p) => game.count(p) > 1));
    // The last step says that the game is won.
    say(told, game.status === 'won' ? `${said} ${t('narration.won')}` : said);
    put(where, t('player.move-of', { n: game.moves, total }));
    [first, back, forward, last].forEach((b, i) => off(b, i < 2 ? !at : at === moves.length));
    // The position in words (under "In words", closed until opened) is written once the
    // card has moved (at once if the words are opened); quick steps write only the last.
    words = () => put(text, w.diagram(game));
    clearTimeout(worded);
    worded = window.setTimeout(write, 200);
    if (keep) clearTimeout(addressed), (addressed = window.setTimeout(address, 400));
  };
  const pause = () => {
    if (timer && addressed) address(); // a pause keeps the step it shows in the address
    clearInterval(timer);
    timer = 0;
    put(playButton, t('player.play'));
  };
  const to = (/** @type {number} */ k) => {
    pause();
    show(k);
  };
  const first = button(t('player.first'), () => to(0));
  const back = button(t('player.back'), () => to(at - 1));
  const forward = button(t('player.forward'), () => to(at + 1));
  const last = button(t('player.last'), () => to(moves.length));
  const playButton = button(t('player.play'), () => {
    if (timer) return pause();
    if (at >= moves.length) show(0);
    put(playButton, t('player.pause'));
    timer = window.setInterval(() => (at >= moves.length ? pause() : show(at + 1)), 1000);
  });
  const input = h('input', { id: `${id}-move`, className: 'cp-input cp-number', type: 'number', min: 0, max: total, inputMode: 'numeric' });
  const form = h(
    'form',
    {
      className: 'cp-code',
      noValidate: true,
      onsubmit: (/** @type {SubmitEvent} */ e) => {
        e.preventDefault();
        // A number that is no move of the game (999, -1, 2.5, nothing) is refused, and said.
        const n = input.valueAsNumber;
        if (Number.isInteger(n) && n >= 0 && n <= total) to(find('move', n));
        else say(told, t('player.goto-invalid', { total }));
      },
    },
    h('label', { htmlFor: input.id }, t('player.goto')),
    input,
    h('button', { className: 'cp-btn' }, t('player.go')),
  );
  bindStepper(root, (k) => to(Math.abs(k) === Infinity ? (k < 0 ? 0 : moves.length) : at + k));
  // The step the address names (#move-10, #redeal-1), or -1.
  const named = () => {
    const m = /^#(move|redeal)-(\d+)$/.exec(location.hash);
    return m ? find(m[1], +m[2]) : -1;
  };
  addEventListener('hashchange', () => {
    const k = named();
    if (k >= 0 && k !== at) to(k);
  });
  const k = named();
  show(Math.max(k, 0), false);
  // The legend of the board's marks (guide.js), once the page is idle.
  const guide = h('div', { className: 'cp-guide' });
  idle(() => import('./guide.js').then((m) => m.legend(w, guide)));
  root.replaceChildren(
    /** @type {HTMLElement} */ (told.parentNode), // the live region's box (dom.live)
    h('div', { className: 'cp-table' }, view.e),
    h('div', { className: 'cp-bar cp-steps' }, first, back, playButton, forward, last, where),
    guide,
    form,
    h('details', { className: 'cp-words', onclick: write }, h('summary', 0, t('picture.in-words')), text),
    help(w, ['stepper']),
  );
  if (k >= 0) requestAnimationFrame(() => root.scrollIntoView());
}
