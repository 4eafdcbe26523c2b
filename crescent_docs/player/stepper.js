// The example game's stepper: the board after each step of the game, its controls, its
// words, and the step in the address (#move-10, #redeal-1).
import { Game, Move, PILES, Position, REDEALS } from './engine.js';
import * as anim from './anim.js';
import { bind, controls, idle, off, put, said as spokenLast, say } from './dom.js';
import { bindStepper } from './keys.js';
import { board, played } from './view.js';

/**
 * The stepper on `root`: the deal in data-position, the steps in data-steps, and its first
 * frame (the board at the deal, its words and controls) drawn by the page
 * (render/prerender.py), taken over as it is.
 * @param {HTMLElement} root
 * @param {import('./state.js').Wording} w
 */
export function stepper(root, w) {
  const { t } = w;
  // The page writes both: the deal and the steps (a move's text, or 'redeal').
  const start = Position.fromJSON(JSON.parse(/** @type {string} */ (root.dataset.position)));
  /** @type {(Move | null)[]} */
  const moves = JSON.parse(/** @type {string} */ (root.dataset.steps)).map((/** @type {string} */ a) => (a === 'redeal' ? null : Move.parse(a)));
  const total = moves.filter(Boolean).length;
  // The page draws each of these (render/prerender.py).
  const find = (/** @type {string} */ selector) => /** @type {HTMLElement} */ (root.querySelector(selector));
  const view = board(w, find('.cp-board'));
  const told = find('.cp-status');
  const where = find('.cp-where');
  const text = find('.cp-text');
  const pileWords = [...root.querySelectorAll('.cp-piles-words > li')];
  let at = 0;
  let timer = 0;
  let addressed = 0;
  let worded = 0;
  let opened = false;
  /** @type {(() => void) | null} */
  let words = null; // the words of the step shown, while they are still to be written
  // What writes them (inwords.js), loaded once the page is idle, or by the first step's
  // words, which wait for it; once here, it writes them at once (a reader who opens the
  // words right after a step reads that step's).
  /** @type {typeof import('./inwords.js') | null} */
  let writer = null;
  /** @type {Promise<typeof import('./inwords.js')> | null} */
  let loading = null;
  const inWords = () => (loading ??= import('./inwords.js').then((m) => (writer = m)));
  const write = () => {
    clearTimeout(worded);
    words?.();
    words = null;
  };

  // The number of steps after which `n` moves are played (or redeal `n` is done).
  const stepOf = (/** @type {string} */ kind, /** @type {number} */ n) => {
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
    const hash = `#move-${game.moves}`;
    // Why a move from pile to pile is played: the page's list of moves says it under the
    // move, in words that start with a space (render/pages.py).
    const why = document.querySelector(`${hash}>span`)?.textContent ?? '';
    known.push({ position: game.position, said: played(w, game, move) + why, hash });
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
   * Show the position after `k` steps; `keep`: keep the step in the URL (#move-10);
   * `drawn`: the page already shows it (its first frame, at the deal).
   * @param {number} k
   * @param {boolean} [keep]
   * @param {boolean} [drawn]
   */
  const show = (k, keep = true, drawn = false) => {
    const was = at;
    at = Math.max(0, Math.min(moves.length, k));
    const { position, said } = after(at);
    // One step forward or back moves its card as the table does (the boxes are read first).
    const near = opened && Math.abs(at - was) === 1;
    const step = near ? moves[Math.min(at, was)] : undefined;
    const from = step && anim.box(view, at > was ? step.source : step.destination);
    const game = new Game(position);
    // The card that moved last is marked, and the place it came from, as on the table; a
    // step back marks the card that went back, and where it was.
    const undone = step && at < was;
    // The page's first frame is the board at the deal as paint() draws it (render/prerender.py;
    // browser/test_first_frame.py holds the two equal): the mount takes it as it is, and the
    // first step paints every place (then only what changes).
    const latest = undone ? { destination: step.source, source: step.destination } : moves[at - 1];
    if (!drawn) view.paint({ game, mark: latest ?? null });
    if (step) anim.slide(view, at > was ? step.destination : step.source, from);
    else if (step === null && at > was) anim.rise(view, PILES.filter((p) => game.count(p) > 1));
    // The last step says that the game is won. The page opens saying where the game is
    // (its first frame): not said again then.
    const line = game.status === 'won' ? `${said} ${t('narration.won')}` : said;
    if (opened || spokenLast(told) !== line) say(told, line);
    opened = true;
    // A redeal's step plays no move: the line says which redeal it is.
    put(where, t(moves[at - 1] === null ? 'player.redeal-of' : 'player.move-of', { n: game.moves, total, number: REDEALS - game.redealsLeft }));
    [first, back, forward, last].forEach((b, i) => off(b, i < 2 ? !at : at === moves.length));
    // The position in words (under "In words", closed until opened) is written once the
    // card has moved (at once if the words are opened); quick steps write only the last.
    clearTimeout(worded);
    const wordsOf = (/** @type {typeof import('./inwords.js')} */ { diagram, topFirst }) => {
      put(text, diagram(w, game));
      topFirst(w, game).forEach((line, i) => pileWords[i] && put(/** @type {HTMLElement} */ (pileWords[i]), line));
    };
    words = drawn ? null : () => (writer ? wordsOf(writer) : void inWords().then(wordsOf));
    if (!drawn) worded = window.setTimeout(write, 200);
    if (keep) clearTimeout(addressed), (addressed = window.setTimeout(address, 400));
  };
  const pause = () => {
    if (timer && addressed) address(); // a pause keeps the step it shows in the address
    clearInterval(timer);
    timer = 0;
    put(playButton, t('player.play'));
  };
  // A step's words lie above the board, its buttons under it: a step taken with its words
  // scrolled out above the header (a phone, the buttons at the window's foot) brings the
  // stepper's top back under the header, the board and the buttons still in sight. Read
  // in the frame, when the step's layout is done anyway.
  const inSight = () => {
    const header = document.querySelector('.md-header')?.getBoundingClientRect().bottom ?? 0;
    if (told.getBoundingClientRect().top < header) root.scrollIntoView({ block: 'start' });
  };
  // A step the reader takes (a control, a key, a link, "Go to move") empties "Go to move":
  // a number typed there before a link was followed is no longer where the stepper is.
  const to = (/** @type {number} */ k) => {
    pause();
    show(k);
    input.value = '';
    requestAnimationFrame(inSight);
  };
  const { first, back, play: playButton, forward, last } = bind(controls(root), {
    first: () => to(0),
    back: () => to(at - 1),
    forward: () => to(at + 1),
    last: () => to(moves.length),
    play: () => {
      if (timer) return pause();
      if (at >= moves.length) show(0);
      put(playButton, t('player.pause'));
      timer = window.setInterval(() => (at >= moves.length ? pause() : show(at + 1)), 1000);
    },
  });
  const input = /** @type {HTMLInputElement} */ (find('.cp-number'));
  find('.cp-code').addEventListener('submit', (e) => {
    e.preventDefault();
    // A number that is no move of the game (999, -1, 2.5, nothing) is refused, and said.
    const n = input.valueAsNumber;
    if (Number.isInteger(n) && n >= 0 && n <= total) to(stepOf('move', n));
    else say(told, t('player.goto-invalid', { total }));
  });
  bindStepper(root, (k) => to(Math.abs(k) === Infinity ? (k < 0 ? 0 : moves.length) : at + k));
  // The step an address names (#move-10, #redeal-1), or -1.
  const named = (/** @type {string} */ hash) => {
    const m = /^#(move|redeal)-(\d+)$/.exec(hash);
    return m ? stepOf(m[1], +m[2]) : -1;
  };
  // The address the reader went to: by the time this runs, the stepper's own delayed write
  // (address) may have replaced it in the address bar.
  addEventListener('hashchange', (e) => {
    const k = named(new URL(e.newURL).hash);
    if (k >= 0 && k !== at) to(k);
  });
  const k = named(location.hash);
  // The deal, which the page shows, or the step the address names.
  show(Math.max(k, 0), false, k <= 0);
  // The legend of the board's marks (guide.js), once the page is idle, in its box.
  idle(() => import('./guide.js').then((m) => m.legend(w, find('.cp-guide'))));
  idle(inWords);
  find('.cp-words').addEventListener('click', write);
  if (k >= 0) requestAnimationFrame(() => root.scrollIntoView());
}
