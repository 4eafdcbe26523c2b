// The controller of rule demos and free play: an action (input.js) goes to the engine, the
// state (state.js) changes, view.js draws it, anim.js moves the cards, the live region tells it.
import { FOUNDATIONS, GameCode, Move, PILES, Position, REDEALS, Refusal, Selection, deal, isPile } from './engine.js';
import * as anim from './anim.js';
import { assist } from './assist.js';
import { button, h, help, iconButton, idle, live, off, put, say } from './dom.js';
import { bindBoard } from './input.js';
import { createState } from './state.js';
import * as store from './store.js';
import { board } from './view.js';

const KEYS = ['pointer', 'arrows', 'numbers', 'enter', 'undo'];
// guide.js, once the page is idle: the legend, the key line, a tip.
const guides = (k, ...args) => import('./guide.js').then((m) => m[k](...args));
const guide = (w, ...parts) => {
  const box = h('div', { className: 'cp-guide' });
  idle(() => parts.forEach((k) => guides(k, w, box)));
  return box;
};
// The first key brings guide.js, which takes keys pressed on the page's body.
addEventListener('keydown', (e) => guides('key', e), { once: true });
// The arrow keys go to the place that lies that way on the screen (nearby.js).
const DIRS = { left: [-1, 0], right: [1, 0], up: [0, -1], down: [0, 1] };
// The icons of the buttons on a narrow player.
const RESTART = 'M8 2.5V0L4 3.5 8 7V4.5a3.5 3.5 0 1 1-3.5 3.5h-2A5.5 5.5 0 1 0 8 2.5z';
const NEW = 'M7 2h2v5h5v2H9v5H7V9H2V7h5z';
const UNDO = 'M5 4.5V1.5L0 6l5 4.5v-3h4.5a2.5 2.5 0 0 1 0 5H7v2h2.5a4.5 4.5 0 0 0 0-9z';
const REDEAL = 'M8 0l5 5h-3v5H6V5H3zM2 12h12v3H2z';

/** The piles a demo draws: those up to its last pile with cards, and one more. */
function demoPlaces(position) {
  const last = position.toJSON().piles.findLastIndex((pile) => pile.length) + 1;
  return PILES.slice(0, Math.min(16, last + 1));
}

export function table(root, w, mode) {
  const { t } = w;
  const play = mode === 'play';
  const id = root.id || 'player';
  const demoStart = play ? null : Position.fromJSON(JSON.parse(root.dataset.position));
  const view = board(w, true, play ? undefined : demoPlaces(demoStart));
  view.e.id = `${id}-board`;
  const status = live();
  const tell = (text) => say(status, text);
  let code = null;
  let start = null;
  let state;
  let log = [];
  let time = 0;
  let clock = () => {};
  let save = clock;
  let fresh = clock;
  let restart = clock;
  let aid = null; // free play's hint, verdict, finish and statistics (assist.js)

  const undo = iconButton(t('player.undo'), UNDO, () => run(back));
  undo.setAttribute('aria-keyshortcuts', 'U');
  const redeal = iconButton('', REDEAL, () => key({ key: 'redeal' }), t('player.short-redeal'));
  redeal.setAttribute('aria-keyshortcuts', 'R');
  const movesText = h('span');
  const timeText = h('span');
  // The end of a game (ending.js): its offers are made when a game first ends.
  const endings = () => import('./ending.js');
  let showEnd = null;
  const steps = { undo: () => run(back, true), restart: () => run(restart, true), fresh: () => run(fresh, true) };
  // New game, Restart and R ask first (confirm.js) when `when`: a game would be lost.
  let asking = null;
  const ask = (step, what, label, when = log.length) => {
    if (!play || !when || state.game.status !== 'playing') return run(step, true);
    asking ??= import('./confirm.js').then((m) => m.confirm(w, desk, tell, () => view.places[state.focus].b));
    asking.then((question) => question(what, label, () => run(step, true)));
  };
  const shareText = h('span');
  const share = h('a', 0, t('player.link'));
  const copy = button(t('player.copy'), () =>
    navigator.clipboard?.writeText(share.href).then(() => tell(t('player.copied')), () => 0),
  );
  let ended = 'playing';
  const render = () => {
    const { game } = state;
    view.paint(state);
    const left = game.redealsLeft;
    const none = !game.history.length;
    put(redeal.lastChild, left ? w.plural('player.redeal-left', left) : t('player.no-redeal'));
    redeal.dataset.n = left;
    redeal.dataset.none = left ? '' : t('player.no-redeal');
    off(redeal, !left);
    off(undo, none);
    if (!play) return;
    put(movesText, t('player.moves', { n: game.moves }));
    const s = game.status;
    clock(s);
    view.e.classList.toggle('cp-over', s !== 'playing');
    if (s === 'won' && ended !== 'won') endings().then((m) => m.celebrate(view));
    ended = s;
    if (s !== 'playing' || showEnd) {
      endings().then((m) => {
        showEnd ??= m.offers(w, desk, steps);
        showEnd(state.game.status, !state.game.history.length);
      });
    }
    put(shareText, code ? t('player.current', { code }) : t('player.custom'));
    // A position set up by hand has no code, so no link.
    share.hidden = copy.hidden = !code;
    const href = code ? `${location.href.split('#')[0]}#${code}` : '';
    if (code && share.href !== href) share.href = href;
    if (!code) share.removeAttribute('href');
    aid?.render();
  };
  // Run a step, show it, move the cards, keep the game (later); `refocus`: back to the board.
  const run = (step, refocus) => {
    // Every box is read before anything is written: no layout after it.
    anim.measure(view);
    asking?.then((question) => (question.e.hidden = true));
    aid?.acted();
    const motion = step() || {};
    render();
    if (motion.slide) anim.slide(view, motion.slide, motion.from);
    if (motion.rise) anim.rise(view, motion.rise);
    // A refusal shows on the board, and beside where it happened (guide.js).
    if (motion.said) anim.refuse(view, motion.refuse, motion.source), guides('bubble', w, view, motion, state.game);
    setTimeout(save);
    if (refocus) view.places[state.focus].b.focus();
  };
  const over = () => {
    const s = play ? state.game.status : '';
    return s === 'won' ? ` ${t('narration.won')}` : s === 'blocked' ? ` ${t('player.blocked')}` : '';
  };
  const unselect = () => Object.assign(state, { selected: '', targets: [], lifted: '', hover: '', last: {} });

  // -- the steps; each returns the motion it brings
  // A move just played: keep it, tell it, mark it; the card slides from `from`.
  const moved = (move, from) => {
    const { game } = state;
    const d = move.destination;
    log.push(`${move}`);
    state.marked = d;
    tell(t('narration.move-item', { number: game.moves, step: w.step(move, game.top(d), isPile(d) ? game.pile(d).at(-2) : 0) }) + over());
    return { slide: d, from };
  };
  const refused = (r, target, source) => {
    // The published refusal, then what to do instead.
    const refusal = t(`refusal.${r.code}`);
    tell(r.code === 'base-locked' ? t('player.base-locked-next', { refusal }) : refusal);
    return { refuse: target, source, said: refusal };
  };
  const attempt = (move, from) => {
    const r = state.game.move(move);
    return r ? refused(r, move.destination, move.source) : moved(move, from);
  };
  // A tap, a click or Enter on a place; `count`: the click count (2: a double tap).
  const tap = (p, count) => {
    const { game, selected, last } = state;
    const double = count > 1 && last.place === p;
    if (double && last.moved) return; // the first tap already sent the card away
    const from = anim.box(view, p);
    let motion;
    if (double && selected === p) {
      const r = game.drop(p);
      motion = r instanceof Refusal ? refused(r, p) : moved(r, from);
    } else if (selected) {
      if (selected === p) tell(t('player.cancelled'));
      // Refused: the card stays selected, for another place.
      else if ((motion = attempt(new Move(selected, p), anim.box(view, selected))).refuse) return motion;
    } else {
      const r = game.tap(p);
      if (r instanceof Selection && (r.destinations.length || !play)) {
        const card = w.short(game.top(p));
        const n = r.destinations.length;
        tell(n ? w.plural('player.selected-to', n, { card, places: w.or(r.destinations.map(w.onto)) }) : t('player.selected', { card, place: w.place(p) }));
        Object.assign(state, { selected: p, targets: r.destinations, last: { place: p } });
        return;
      }
      // Free play: a card that no place accepts is refused at once, not selected.
      if (r instanceof Selection) {
        motion = { refuse: p, source: p, said: tell(t('player.no-destination', { card: w.object(game.top(p)) })) };
      } else if (r instanceof Refusal) motion = refused(r, p);
      else {
        motion = moved(r, from);
        // The first such tap of a visit says why.
        guides('tip', w, desk);
      }
    }
    unselect();
    state.last = { place: p, moved: !!motion?.slide };
    return motion;
  };
  const back = () => {
    unselect();
    const { game } = state;
    const from = (m) => m && anim.box(view, m.destination);
    const last = game.history.at(-1);
    const box = from(last);
    const r = game.undo();
    if (r instanceof Refusal) return refused(r);
    log.pop();
    state.marked = r.source;
    const moved = game.top(r.source);
    tell(
      isPile(r.source)
        ? t('player.undone', { number: game.moves + 1, card: w.the(moved), pile: r.source })
        : t('player.undone-foundation', { number: game.moves + 1, card: w.the(moved), foundation: w.place(r.source, 'to') }),
    );
    return { slide: r.source, from: box };
  };
  const again = () => {
    unselect();
    const { game } = state;
    const before = PILES.filter((p) => game.count(p) >= 2);
    const r = game.redeal();
    if (r) return refused(r);
    log.push('redeal');
    state.marked = '';
    tell(`${t('narration.redeal', { number: REDEALS - game.redealsLeft })} ${t('player.history-cleared')}${over()}`);
    return { rise: before };
  };
  // Start from a position (a demo's, a deal, a stored game), replaying `actions`.
  const begin = (position, actions = []) => {
    state = createState(position, state?.focus ?? view.order[0]);
    for (const a of actions) if ((a === 'redeal' ? state.game.redeal() : state.game.move(a)) !== null) throw new Error(a);
    log = [...actions];
    ended = state.game.status;
  };

  // -- actions from the input
  const go = (p) => {
    state.focus = p;
    render();
    view.places[p].b.focus();
  };
  const act = (a) => {
    if (a.type === 'tap') run(() => tap(a.place, a.count));
    else if (a.type === 'move') run(() => (unselect(), attempt(new Move(a.source, a.target), a.from)));
    else if (a.type === 'drop') {
      run(() => {
        unselect();
        const r = state.game.drop(a.source);
        return r instanceof Refusal ? refused(r, '', a.source) : moved(r, a.from);
      });
    } else if (a.type === 'lift') {
      // A card taken up leaves its pile; the places that take it are marked.
      unselect();
      if (a.place) Object.assign(state, { lifted: a.place, targets: state.game.destinations(a.place) });
      render();
    } else if (a.type === 'hover') {
      Object.assign(state, { hover: a.place, hoverOk: a.ok });
      view.paint(state);
    } else if (a.type === 'focus') {
      if (a.place !== state.focus) (state.focus = a.place), view.paint(state);
    } else if (a.type === 'key') return key(a);
  };
  let keys = null; // the list of every key, opened by "?"
  const key = ({ key, n }) => {
    const { order } = view;
    const { game, selected } = state;
    if (DIRS[key]) import('./nearby.js').then((m) => go(m.near(view, state.focus, ...DIRS[key])));
    else if (key === 'first') go(order[0]);
    else if (key === 'last') go(order.at(-1));
    else if (key === 'pile') order.includes(`${n}`) && go(`${n}`);
    else if (key === 'foundation') {
      const r = selected && game.dropTarget(selected);
      go(r && !(r instanceof Refusal) ? r : FOUNDATIONS[0]);
    } else if (key === 'cancel' && selected) run(() => (unselect(), tell(t('player.cancelled'))));
    else if (key === 'undo') run(back);
    else if (key === 'keys') (keys ??= document.querySelector('.cp-help')) && ((keys.open = true), keys.firstChild.focus());
    else if (key === 'redeal') ask(again, 'redeal', t('player.redeal'), game.history.length && game.redealsLeft);
    else if (!aid?.key(key)) return false;
  };
  bindBoard(view, root, act, { w, state: () => state });
  // What to try, until the first message (guide.js).
  idle(() => guides('prompt', w, status, play));
  // The first Intl.ListFormat costs a phone 70 ms: made when idle, not on a tap.
  idle(() => w.or([]));

  const bar = h('div', { className: 'cp-bar' }, undo, redeal);
  const desk = h('div', { className: 'cp-table', id: `${id}-table` }, view.e);
  const parts = [status.parentNode, desk, bar];
  if (!play) {
    begin(demoStart);
    bar.append(iconButton(t('player.reset'), RESTART, () => run(() => (begin(demoStart), tell(t('player.reset-done'))))));
    // The legend and the keys: once a page, under its first demo.
    if (root === document.querySelector('.crescent-player[data-mode="demo"]')) parts.push(guide(w, 'legend'), (keys = help(w, KEYS)));
  } else {
    // -- free play: game codes and links, moves and time, the game kept in localStorage
    const input = h('input', { id: `${id}-code`, className: 'cp-input', autocomplete: 'off', spellcheck: false, 'aria-describedby': `${id}-error` });
    const error = h('p', { id: `${id}-error`, className: 'cp-error' });
    let counting = 0;
    clock = (s = state.game.status) => {
      const now = performance.now();
      if (counting) time += now - counting;
      counting = log.length && s === 'playing' && !document.hidden ? now : 0;
      const secs = Math.floor(time / 1000);
      const m = Math.floor(secs / 60);
      const two = (n) => `${n}`.padStart(2, '0');
      put(timeText, t('player.time', { time: `${m >= 60 ? `${Math.floor(m / 60)}:${two(m % 60)}` : m}:${two(secs % 60)}` }));
    };
    aid = assist({
      w,
      tell,
      note: (text) => tell(`${status.textContent} ${text}`.trim()),
      state: () => state,
      render,
      save: () => setTimeout(save),
      play: (step) => run(() => (unselect(), step === 'redeal' ? again() : attempt(step, anim.box(view, step.source)))),
      unselect,
      undo: () => run(back, true),
      time: () => (clock(), time),
      moved: () => log.length > 0 || state.game.moves > 0,
      redeal,
    });
    save = () => store.save({ code, start, log, time, hints: aid.hints, done: aid.done });
    // A code, or a stored game (start and log) when the code is null; a next game's board
    // comes into view.
    const startGame = (newCode, stored = {}) => {
      if (state) aid.left(), requestAnimationFrame(() => anim.into(root));
      aid.begin(stored);
      begin(newCode ? deal(newCode) : Position.fromJSON(stored.start), stored.log);
      code = newCode;
      start = newCode ? undefined : stored.start;
      time = stored.time || 0;
      counting = 0;
      input.removeAttribute('aria-invalid');
      put(error, '');
      // The address names the game, after this task (it costs a frame).
      if (code) setTimeout(() => history.replaceState(history.state, '', `#${newCode}`));
    };
    const news = () => t('player.new-started', { code });
    fresh = () => {
      startGame(`${new GameCode(crypto.getRandomValues(new Uint32Array(1))[0])}`);
      tell(news());
    };
    restart = () => {
      startGame(code, code ? {} : { start });
      tell(t('player.restart-done'));
    };
    // A code typed or linked (`again` false: the same game goes on); a refused one is
    // explained, and one from a link named, with what goes on instead.
    const refuseCode = (reason, link, instead) => {
      const message = t(`player.code-error.${reason ?? 'form'}`);
      input.setAttribute('aria-invalid', 'true');
      put(error, message);
      const named = link.length > 80 ? `${link.slice(0, 79)}\u2026` : link;
      tell(link ? `${t('player.link-invalid', { code: named })} ${message} ${instead}` : message);
    };
    const enter = (text, again = true, link = '', instead = t('player.goes-on')) => {
      let parsed;
      try {
        parsed = `${GameCode.parse(text)}`;
      } catch (e) {
        return refuseCode(e.reason, link && text, instead);
      }
      if (parsed === code && !again) return;
      startGame(parsed);
      tell(news());
    };
    // The game the address names ('' when none, or an element's id); a fragment that
    // cannot be decoded reads as it is (and is refused).
    const linked = () => {
      const raw = location.hash.slice(1);
      let hash = raw;
      try {
        hash = decodeURIComponent(raw);
      } catch {
        return raw;
      }
      return hash && !document.getElementById(hash) ? hash : '';
    };
    // The stored game (unless corrupt), or a new deal; then the linked game.
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
    if (data?.reset) tell(t('player.stored-reset'));
    if (wanted) enter(wanted, false, true, instead);
    const persist = () => (clock(), save());
    addEventListener('hashchange', () => linked() && run(() => enter(linked(), false, true), true));
    addEventListener('visibilitychange', persist);
    addEventListener('pagehide', persist);
    setInterval(persist, 1000);
    bar.append(
      iconButton(t('player.restart'), RESTART, () => ask(restart, 'restart', t('player.restart')), t('player.short-restart')),
      iconButton(t('player.new-game'), NEW, () => ask(fresh, 'new', t('player.new-game')), t('player.short-new')),
    );
    bar.append(aid.parts.hintButton, aid.parts.finishButton);
    bar.append(h('span', { className: 'cp-counts' }, movesText, timeText));
    // Ready before a game can end.
    idle(endings);
    const form = h(
      'form',
      { className: 'cp-code', onsubmit: (e) => (e.preventDefault(), run(() => enter(input.value))) },
      h('label', { htmlFor: input.id }, t('player.code-label')),
      input,
      h('button', { className: 'cp-btn' }, t('player.code-play')),
      error,
    );
    const more = h(
      'details',
      { className: 'cp-more' },
      h('summary', 0, t('player.more')),
      h('p', { className: 'cp-share' }, shareText, ' ', share, ' ', copy),
      form,
      h('p', { className: 'cp-heading' }, t('player.help')),
      h('ul', 0, ...[...KEYS, 'hint'].map((k) => h('li', 0, t(`player.help-${k}`)))),
    );
    // A refused code opens the details, where its field and message are.
    new MutationObserver(() => error.textContent && (more.open = true)).observe(error, { childList: true });
    parts.splice(parts.indexOf(bar) + 1, 0, guide(w, 'legend', 'keys'), aid.parts.adviceBox, aid.parts.verdict);
    parts.push(more, aid.parts.panel);
    keys = more;
  }
  render();
  setTimeout(save);
  root.replaceChildren(...parts);
}
