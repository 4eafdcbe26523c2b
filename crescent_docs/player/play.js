// Free play, on a table (table.js): game codes and the address that names one (#CR1-…), the
// game kept in localStorage (store.js), its moves and time, its link and the code form, New
// game, Restart and another game's code (asked first when a game is in progress,
// confirm.js), Redo, every pile's cards at once (overview.js), its end (ending.js), the controls of the solver's help (help.js,
// loaded when first needed or once the page is idle) and the statistics (stats.js, loaded
// once the page is idle).
import { GameCode, Move, Position, deal } from './engine.js';
import * as anim from './anim.js';
import { bind, controls, idle, off, put, said } from './dom.js';
import { positionKey } from './state.js';
import * as store from './store.js';
import { createTable, guide } from './table.js';

/** @typedef {import('./state.js').Wording} Wording */
/** @typedef {import('./table.js').Step} Step */

const VERDICT = 'crescent-player/verdict';
/** A time of `ms` milliseconds as the clock shows it: 2:05, or 1:02:05. @param {number} ms */
const clockText = (ms) => {
  const secs = Math.floor(ms / 1000);
  const m = Math.floor(secs / 60);
  const two = (/** @type {number} */ n) => `${n}`.padStart(2, '0');
  return `${m >= 60 ? `${Math.floor(m / 60)}:${two(m % 60)}` : m}:${two(secs % 60)}`;
};
const endings = () => import('./ending.js');
const statistics = () => import('./stats.js');
/** What the player does first on the player, which starts the solver's worker. */
const WARMING = ['pointerdown', 'keydown', 'focusin'];

/**
 * Free play on `root`: the stored game, or a new deal; then the game the address names.
 * The page draws its frame (an empty table, the status line, every control: 
 * render/prerender.py), which it takes over.
 * @param {HTMLElement} root
 * @param {Wording} w
 */
export function play(root, w) {
  const { t } = w;
  // The page draws each of these (render/prerender.py).
  const find = (/** @type {string} */ selector) => /** @type {HTMLElement} */ (root.querySelector(selector));
  const buttons = controls(root);
  // The board's place with the keyboard's focus, where the focus goes back to when a panel
  // or a question goes and the element it came from has gone.
  const focused = () => table.view.places[table.state().focus].b;
  // Its notice that it needs JavaScript (hidden where the browser tells that it runs).
  root.querySelector('.crescent-player__fallback')?.remove();
  /** @type {string | null} */
  let code = null;
  /** @type {object | undefined} */
  let start;
  let time = 0;
  let counting = 0;
  let hints = 0; // the hints taken in this game
  let done = false; // whether the statistics have counted it
  let ended = 'playing';
  let begun = false; // a game has started on this page
  let mounted = false; // the table is on the page
  /** @type {import('./engine.js').Position | null} the position before the last action taken while help.js was on its way */
  let prior = null;
  /** @type {Promise<import('./confirm.js').Ask> | null} */
  let asking = null;
  /** @type {ReturnType<typeof import('./ending.js').ending> | null} */
  let showEnd = null;
  /** @type {Promise<import('./stats.js').Counted | null> | null} the statistics after this game's win */
  let won = null;
  /** @type {{ game: object, moves: number, log: number, last: string } | null} the game before an action, for Redo */
  let before = null;
  let redoing = false;

  // -- the solver's help (help.js): its controls are here, drawn at once
  const advice = find('.cp-advice');
  const adviceUndo = /** @type {HTMLButtonElement} */ (find('.cp-advice-box > button'));
  adviceUndo.onclick = () => table.run(table.back, true);
  const { hint: hintButton, finish: finishButton } = buttons;
  const check = /** @type {HTMLInputElement} */ (find('.cp-verdict-box input'));
  // Off by default; where storage refuses, the box holds for this page.
  check.checked = store.read(VERDICT) === 'on';
  const verdictText = find('.cp-verdict > span');
  /** @type {import('./help.js').Helper | null} */
  let helper = null;
  /** @type {Promise<import('./help.js').Helper> | null} */
  let loading = null;
  const helping = () =>
    (loading ??= import('./help.js').then((m) =>
      (helper = m.help({
        w,
        tell: table.tell,
        state: table.state,
        render: table.render,
        play: table.play,
        unselect: table.unselect,
        hinted: () => ((hints += 1), setTimeout(save)),
        focus: table.go,
        thinking,
        prior: () => prior,
        controls: { advice, adviceUndo, hintButton, finishButton, check, verdictText },
      })).render(),
    ).then(() => /** @type {import('./help.js').Helper} */ (helper)));
  /**
   * Run `f` with the help: at once once it is in.
   * @param {(m: import('./help.js').Helper) => void} f
   */
  const helped = (f) => (helper ? f(helper) : helping().then(f));
  // A hint asked for is said at once, while the solver thinks (help.js ends it).
  const thinking = () => {
    hintButton.setAttribute('aria-busy', 'true');
    put(advice, t('player.thinking'));
    adviceUndo.hidden = true;
    table.tell(t('player.thinking'));
  };
  // The first touch, click or key on the player starts the solver's worker (help.js), so
  // that a hint asked next answers as fast as later ones: nothing is fetched for it while
  // the page loads, or for a reader who never plays.
  const warm = () => {
    for (const type of WARMING) root.removeEventListener(type, warm, true);
    helped((m) => m.warm());
  };
  for (const type of WARMING) root.addEventListener(type, warm, true);
  let waiting = 0; // a hint asked for before help.js is in: an action since drops it
  // Asked again while it shows, the hint is played (help.js).
  const hint = () => {
    const { game } = table.state();
    if (game.status !== 'playing') return;
    const key = positionKey(game);
    if (helper) return helper.hint(key);
    const n = (waiting += 1);
    thinking();
    helping().then((m) => n === waiting && m.hint(key, true));
  };
  check.addEventListener('change', () => {
    store.write(VERDICT, check.checked ? 'on' : 'off');
    helped((m) => m.judge());
  });

  // -- moves, time, the link
  const [movesText, timeText] = /** @type {HTMLElement[]} */ ([...find('.cp-counts').children]);
  const shareText = find('.cp-share > span');
  const share = /** @type {HTMLAnchorElement} */ (find('.cp-share > a'));
  const copy = /** @type {HTMLButtonElement} */ (find('.cp-share > button'));
  copy.onclick = () => navigator.clipboard?.writeText(share.href).then(() => table.tell(t('player.copied')), () => 0);
  /** The clock: counts while a game in progress is in sight. */
  const clock = (s = table.state().game.status) => {
    const now = performance.now();
    if (counting) time += now - counting;
    counting = table.state().log.length && s === 'playing' && !document.hidden ? now : 0;
    put(timeText, t('player.time', { time: clockText(time) }));
  };
  const save = () => store.save({ code, start, log: table.state().log, time, hints, done });

  /**
   * A game ends for the statistics: won, or left unfinished after a move. Resolves to the
   * statistics after it, and its records (null: it was counted before, or not played).
   * @param {boolean} won
   * @returns {Promise<import('./stats.js').Counted | null>}
   */
  const count = (won) => {
    const { game, log } = table.state();
    if (done || !(log.length > 0 || game.moves > 0)) return Promise.resolve(null);
    done = true;
    clock();
    const result = { won, time, moves: game.moves, hints };
    setTimeout(save);
    return statistics().then((m) => m.count(w, table.tell, result));
  };
  /**
   * The end of the game on the board (ending.js); `focus`: it has just ended here.
   * @param {boolean} focus
   */
  const end = (focus) => {
    const { game } = table.state();
    return endings().then(async (m) => {
      showEnd ??= m.ending(w, table.desk, steps, focused, tell);
      // The game this call was made for is gone (the module came after another action,
      // which made its own call): what the panel shows is that call's.
      if (table.state().game !== game) return;
      // A blocked game's figures too: its time and hints (no streak, no record yet).
      /** @type {import('./ending.js').Ended} */
      const about = { time: clockText(time), hints, streak: null, counted: null, code, url: share.href };
      if (game.status === 'won') {
        const counted = await (won ?? Promise.resolve(null));
        const streak = counted?.stats.streak ?? (await statistics()).open(w, tell).stats.streak;
        if (table.state().game !== game) return;
        Object.assign(about, { streak, counted });
      }
      showEnd(game, focus, about);
    });
  };

  const table = createTable(root, w, {
    free: true,
    acted: () => {
      const { game, log } = table.state();
      before = { game, moves: game.moves, log: log.length, last: log.at(-1) ?? '' };
      asking?.then((question) => question.e.open && question.e.close());
      if (helper) return helper.acted();
      prior = game.position;
      // A hint asked for before help.js is in is no longer awaited.
      waiting += 1;
      hintButton.removeAttribute('aria-busy');
      put(advice, '');
    },
    render: () => {
      const { game } = table.state();
      const s = game.status;
      put(movesText, t('player.moves', { n: game.moves }));
      clock(s);
      table.view.e.classList.toggle('cp-over', s !== 'playing');
      table.view.e.classList.toggle('cp-won', s === 'won');
      redone();
      const fresh = ended === 'playing' && s !== 'playing';
      if (s === 'won' && ended !== 'won') {
        endings().then((m) => m.celebrate(table.view));
        won = count(true);
      }
      ended = s;
      // A game going on puts its panel away at once: were it left to the module's promise, a
      // Redo of a won move coming first would find the panel still "put away" and keep it so.
      if (s === 'playing') showEnd?.(game, false);
      else end(fresh);
      put(shareText, code ? t('player.current', { code }) : t('player.custom'));
      // A position set up by hand has no code, so no link.
      share.hidden = copy.hidden = !code;
      const href = code ? `${location.href.split('#')[0]}#${code}` : '';
      if (code && share.href !== href) share.href = href;
      if (!code) share.removeAttribute('href');
      off(hintButton, s !== 'playing');
      off(redoButton, s !== 'playing' || !table.state().undone.length);
      helper?.render();
    },
    ran: save,
    // A redeal asks first; where the verdict or a hint has shown a winning line without
    // it, the question says that the redeal leaves it (a review redealt a game the hint had
    // just shown won), never otherwise (a review read the verdict in it).
    ask: (step, what, label, when) => ask(step, what === 'redeal' && helper?.winsWithout() ? 'redeal-won' : what, label, when),
    key: (k) => (k === 'hint' ? (hint(), true) : k === 'redo' ? (redo(), true) : k === 'all' ? (all(), true) : false),
    keys: () => more,
  });
  const { run, tell } = table;
  const steps = { undo: () => run(table.back, true), restart: () => run(restart, true), fresh: () => run(fresh, true) };
  /**
   * New game, Restart, R and another game's code ask first (confirm.js) when `when`: a game
   * would be lost; `args` fill the question's words; `no` runs when the player keeps the game.
   * @param {Step} step
   * @param {string} what
   * @param {string} label
   * @param {unknown} [when]
   * @param {Record<string, string>} [args]
   * @param {() => void} [no]
   */
  const ask = (step, what, label, when = table.state().log.length, args = {}, no = () => {}) => {
    if (!when || table.state().game.status !== 'playing') return run(step, true);
    asking ??= import('./confirm.js').then((m) =>
      m.confirm(w, table.desk, tell, focused),
    );
    asking.then((question) => question(what, label, () => run(step, true), args, no));
  };

  // -- every pile's cards at once (overview.js): the button on the felt, or the key A
  /** @type {Promise<(game: import('./engine.js').Game) => void> | null} */
  let piles = null;
  const all = () =>
    (piles ??= import('./overview.js').then((m) => m.overview(w, table.desk, focused))).then((show) =>
      show(table.state().game),
    );
  find('.cp-all').onclick = all;

  // -- Redo: what Undo took back, played again, until another action
  const redoButton = bind(buttons, { redo: () => redo() }).redo;
  /** An action just played: an undo keeps its move for Redo, any other action but Redo ends them. */
  const redone = () => {
    const was = before;
    before = null;
    if (!was) return;
    const { game, log, undone } = table.state();
    const same = game === was.game;
    if (redoing) {
      redoing = false;
      if (same && log.length === was.log + 1) undone.pop();
    } else if (same && game.moves === was.moves - 1 && log.length === was.log - 1) undone.push(was.last);
    else if (same && log.length !== was.log) undone.length = 0;
  };
  // The move taken back last, played again as the player's action, and said so.
  const redo = () => {
    const { game, undone } = table.state();
    const last = undone.at(-1);
    if (game.status !== 'playing') return;
    if (!last) return tell(t('player.nothing-to-redo'));
    redoing = true;
    table.play(Move.parse(last));
    tell(`${t('player.redone')} ${said(table.status)}`);
  };

  // -- game codes and the address
  const form = find('.cp-more .cp-code');
  const input = /** @type {HTMLInputElement} */ (form.querySelector('input'));
  const error = find('.cp-error');
  // The code field without a refusal.
  const valid = () => (input.removeAttribute('aria-invalid'), put(error, ''));
  /**
   * A code, or a stored game (start and log) when the code is null; a next game's board
   * comes into view.
   * @param {string | null} newCode
   * @param {Partial<import('./store.js').Stored>} [stored]
   */
  const startGame = (newCode, stored = {}) => {
    helper?.left();
    if (begun) {
      if (table.state().game.status !== 'won') count(false);
      // A game linked as the page opens is where the page opens: nothing scrolls.
      if (mounted) requestAnimationFrame(() => anim.into(root));
    }
    hints = Number.isInteger(stored.hints) && /** @type {number} */ (stored.hints) >= 0 ? /** @type {number} */ (stored.hints) : 0;
    done = stored.done === true;
    helper?.begin();
    table.begin(newCode ? deal(newCode) : Position.fromJSON(stored.start), stored.log);
    ended = table.state().game.status;
    code = newCode;
    start = newCode ? undefined : stored.start;
    time = stored.time || 0;
    counting = 0;
    begun = true;
    valid();
    // The address names the game, after this task (it costs a frame).
    if (code) setTimeout(() => history.replaceState(history.state, '', `#${newCode}`));
  };
  const news = () => t('player.new-started', { code });
  const fresh = () => {
    startGame(`${new GameCode(crypto.getRandomValues(new Uint32Array(1))[0])}`);
    tell(news());
  };
  const restart = () => {
    startGame(code, code ? {} : { start });
    tell(t('player.restart-done'));
  };
  /**
   * A refused code is explained, and one from a link named, with what goes on instead.
   * @param {string | undefined} reason
   * @param {string} link
   * @param {string} instead
   */
  const refuseCode = (reason, link, instead) => {
    const message = t(`player.code-error.${reason ?? 'form'}`);
    input.setAttribute('aria-invalid', 'true');
    put(error, message);
    const named = link.length > 80 ? `${link.slice(0, 79)}\u2026` : link;
    tell(link ? `${t('player.link-invalid', { code: named })} ${message} ${instead}` : message);
  };
  /**
   * A code typed or linked (`again` false: the same game goes on).
   * @param {string} text
   * @param {boolean} [again]
   * @param {boolean} [link]
   * @param {string} [instead]
   */
  const enter = (text, again = true, link = false, instead = t('player.goes-on')) => {
    let parsed;
    try {
      parsed = `${GameCode.parse(text)}`;
    } catch (e) {
      return refuseCode(/** @type {{ reason?: string }} */ (e).reason, link ? text : '', instead);
    }
    // A code that reads is no longer refused, while the question before it is asked (a
    // review read both the refusal and the question).
    valid();
    // The address names the game that goes on (#today, its code).
    const kept = () => code && link && history.replaceState(history.state, '', `#${code}`);
    if (parsed === code && !again) return kept();
    const daily = parsed === today();
    const go = () => (startGame(parsed), tell(daily ? t('player.today-started', { code }) : news()));
    // Before the page has its table (a link opened), a game is started as it is.
    if (!mounted) return go();
    ask(go, daily ? 'today' : 'code', t(daily ? 'player.today-play' : 'player.code-play'), undefined, { code: parsed }, kept);
  };
  // The deal of the day, the same for every player on a date: its number counts the days
  // from 1 January 1970 to the date where the player is.
  const today = () => {
    const d = new Date();
    return `${new GameCode(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) / 864e5)}`;
  };
  // The game the address names ('' when none, or an element's id; #today, the deal of the
  // day); a fragment that cannot be decoded reads as it is (and is refused).
  const linked = () => {
    const raw = location.hash.slice(1);
    let hash;
    try {
      hash = decodeURIComponent(raw);
    } catch {
      return raw;
    }
    if (hash.toLowerCase() === 'today') return today();
    return hash && !document.getElementById(hash) ? hash : '';
  };

  // -- the page: the stored game (unless corrupt), or a new deal; then the linked game
  const { status } = table;
  bind(buttons, {
    restart: () => ask(restart, 'restart', t('player.restart')),
    new: () => ask(fresh, 'new', t('player.new-game')),
    hint: () => hint(),
    finish: () => helped((m) => m.finish()),
  });
  form.addEventListener('submit', (e) => (e.preventDefault(), enter(input.value)));
  const more = /** @type {HTMLDetailsElement} */ (find('.cp-more'));
  // A refused code opens the details, where its field and message are.
  new MutationObserver(() => error.textContent && (more.open = true)).observe(error, { childList: true });
  // The statistics (stats.js), once the page is idle: read, and their panel filled when opened.
  const panel = /** @type {HTMLDetailsElement} */ (find('.cp-stats'));
  const note = (/** @type {string} */ text) => tell(`${said(status)} ${text}`.trim());
  idle(() => statistics().then((m) => m.hook(w, note, tell, panel, table.state)));
  guide(w, root, 'legend', 'keys');

  const wanted = linked();
  const data = store.load();
  let instead;
  try {
    if (!data) throw 0;
    startGame(data.code == null ? null : `${GameCode.parse(data.code)}`, data);
  } catch {
    fresh();
    instead = news();
  }
  status.textContent = '';
  // A game kept from an earlier visit goes on: said so, not its code (which the details keep).
  const made = table.state().log.length;
  if (!instead && made && table.state().game.status === 'playing') tell(t('player.resumed', { n: made }));
  if (data?.reset) tell(t('player.stored-reset'));
  // A linked game: asked first, on the board, when the stored game is in progress.
  const progress = table.state().log.length && table.state().game.status === 'playing';
  if (wanted && !progress) enter(wanted, false, true, instead);
  const persist = () => (clock(), save());
  addEventListener('hashchange', () => linked() && enter(linked(), false, true));
  addEventListener('visibilitychange', persist);
  addEventListener('pagehide', persist);
  setInterval(persist, 1000);
  // Ready before a game can end.
  idle(endings);
  table.render();
  // The solver's help says whether Finish shows: loaded once the page is idle (or when a
  // control asks first), not with the page.
  idle(() => helping());
  setTimeout(save);
  mounted = true;
  if (wanted && progress) enter(wanted, false, true, instead);
}
