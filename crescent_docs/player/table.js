// The controller of rule demos and free play: an action (input.js) goes to the engine,
// the state changes, the view (view.js) draws it, and the live region tells it.
import { FOUNDATIONS, GameCode, Move, PLACES, Position, REDEALS, Refusal, Selection, deal, isPile } from './engine.js';
import { button, h, help, live, off, put, say } from './dom.js';
import { bindBoard } from './input.js';
import { createState } from './state.js';
import * as store from './store.js';
import { board, ghost } from './view.js';

export function table(root, w, mode) {
  const { t } = w;
  const play = mode === 'play';
  const id = root.id || 'player';
  const view = board(w, true);
  const status = live();
  const tell = (text) => say(status, text);
  const refuse = (r) => tell(t(`refusal.${r.code}`)) && false;
  let code = null;
  let start = null;
  let state;
  let log = [];
  let time = 0;
  let clock = () => {};
  let save = clock;
  let fresh = clock;

  // The view: a function of the game, the selection and the focus.
  const undo = button(t('player.undo'), () => run(back), { 'aria-keyshortcuts': 'U' });
  const redeal = button('', () => run(again), { 'aria-keyshortcuts': 'R' });
  const movesText = h('span');
  const timeText = h('span');
  const endText = h('p');
  const endUndo = button(t('player.undo-last'), () => run(back, true));
  const end = h('div', { className: 'cp-end' }, endText, endUndo, button(t('player.new-game'), () => run(fresh, true)));
  const shareText = h('span');
  const share = h('a', 0, t('player.link'));
  const render = () => {
    const { game } = state;
    view.paint(state);
    const left = game.redealsLeft;
    const none = !game.history.length;
    put(redeal, left ? w.plural('player.redeal-left', left) : t('player.no-redeal'));
    off(redeal, !left);
    off(undo, none);
    if (!play) return;
    put(movesText, t('player.moves', { n: game.moves }));
    const s = game.status;
    clock(s);
    end.hidden = s === 'playing';
    endUndo.hidden = s !== 'blocked';
    off(endUndo, none);
    put(endText, s === 'won' ? t('narration.won') : t('player.blocked'));
    put(shareText, code ? t('player.current', { code }) : t('player.custom'));
    share.hidden = !code;
    const href = `${location.href.split('#')[0]}#${code}`;
    if (share.href !== href) share.href = href;
  };
  // Run a step, show the new state, keep it (in a task of its own); `refocus`: back to
  // the board.
  const run = (step, refocus) => {
    step();
    render();
    setTimeout(save);
    if (refocus) view.places[state.focus].b.focus();
  };
  const over = () => {
    const s = play ? state.game.status : '';
    return s === 'won' ? ` ${t('narration.won')}` : s === 'blocked' ? ` ${t('player.blocked')}` : '';
  };

  // -- the steps
  // A move the engine has just played: keep it and tell it.
  const moved = (move) => {
    const { game } = state;
    const d = move.destination;
    log.push(`${move}`);
    tell(t('narration.move-item', { number: game.moves, step: w.step(move, game.top(d), isPile(d) ? game.pile(d).at(-2) : 0) }) + over());
    return true;
  };
  const attempt = (move) => {
    const r = state.game.move(move);
    return r ? refuse(r) : moved(move);
  };
  // A tap, a click or Enter on a place; `count` is the click count (2: a double tap).
  const tap = (p, count) => {
    const { game, selected, last } = state;
    const double = count > 1 && last.place === p;
    if (double && last.moved) return; // the first tap already sent the card away
    let done = false;
    if (double && selected === p) {
      const r = game.drop(p);
      done = r instanceof Refusal ? refuse(r) : moved(r);
    } else if (selected) {
      if (selected === p) tell(t('player.cancelled'));
      else done = attempt(new Move(selected, p));
    } else {
      const r = game.tap(p);
      if (r instanceof Selection) tell(t('player.selected', { card: w.short(game.top(p)), place: w.place(p) }));
      else if (r instanceof Refusal) refuse(r);
      else done = moved(r);
      if (r instanceof Selection) return Object.assign(state, { selected: p, last: { place: p } });
    }
    Object.assign(state, { selected: '', last: { place: p, moved: done } });
  };
  const back = () => {
    state.selected = '';
    const { game } = state;
    const r = game.undo();
    if (r instanceof Refusal) return refuse(r);
    log.pop();
    const d = r.destination;
    tell(t('player.undone', { number: game.moves + 1, step: w.step(r, game.top(r.source), isPile(d) && game.top(d)) }));
  };
  const again = () => {
    state.selected = '';
    const { game } = state;
    const r = game.redeal();
    if (r) return refuse(r);
    log.push('redeal');
    tell(t('narration.redeal', { number: REDEALS - game.redealsLeft }) + over());
  };
  // Start from a position (a demo's, a deal, a stored game), replaying `actions`.
  const begin = (position, actions = []) => {
    const focus = state?.focus ?? '1';
    state = createState(position);
    state.focus = focus;
    for (const a of actions) if ((a === 'redeal' ? state.game.redeal() : state.game.move(a)) !== null) throw new Error(a);
    log = [...actions];
  };

  // -- actions from the input
  const go = (p) => {
    state.focus = p;
    render();
    view.places[p].b.focus();
  };
  const act = (a) => {
    if (a.type === 'tap') run(() => tap(a.place, a.count));
    else if (a.type === 'move') run(() => ((state.last = {}), attempt(new Move(a.source, a.target))));
    else if (a.type === 'drop') {
      run(() => {
        state.last = {};
        const r = state.game.drop(a.source);
        r instanceof Refusal ? refuse(r) : moved(r);
      });
    } else if (a.type === 'lift') {
      state.selected = '';
      render();
    } else if (a.type === 'focus') {
      if (a.place !== state.focus) (state.focus = a.place), view.paint(state);
    } else if (a.type === 'key') return key(a);
  };
  const key = ({ key, n }) => {
    const i = PLACES.indexOf(state.focus);
    const { game, selected } = state;
    if (key === 'next') go(PLACES[(i + 1) % PLACES.length]);
    else if (key === 'previous') go(PLACES.at(i - 1));
    else if (key === 'first') go('1');
    else if (key === 'last') go(PLACES.at(-1));
    else if (key === 'pile') go(`${n}`);
    else if (key === 'foundation') {
      const r = selected && game.dropTarget(selected);
      go(r && !(r instanceof Refusal) ? r : FOUNDATIONS[0]);
    } else if (key === 'cancel' && selected) run(() => ((state.selected = ''), tell(t('player.cancelled'))));
    else if (key === 'undo') run(back);
    else if (key === 'redeal') run(again);
    else return false;
  };
  bindBoard(view, root, act, { ghost: (p) => ghost(w, state.game.top(p)) });

  const bar = h('div', { className: 'cp-bar' }, undo, redeal);
  const parts = [view.e, status, bar];
  const keys = ['pointer', 'arrows', 'numbers', 'enter', 'undo'];
  if (!play) {
    const position = Position.fromJSON(JSON.parse(root.dataset.position));
    begin(position);
    bar.append(button(t('player.reset'), () => run(() => (begin(position), tell(t('player.reset-done'))))));
    parts.push(help(w, keys));
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
    save = () => store.save({ code, start, log, time });
    // A code (a string), or a stored game (start and log) when the code is null.
    const startGame = (newCode, stored = {}) => {
      begin(newCode ? deal(newCode) : Position.fromJSON(stored.start), stored.log);
      code = newCode;
      start = newCode ? undefined : stored.start;
      time = stored.time || 0;
      counting = 0;
      input.removeAttribute('aria-invalid');
      put(error, '');
      if (code) history.replaceState(history.state, '', `#${code}`);
    };
    fresh = () => {
      startGame(`${new GameCode(crypto.getRandomValues(new Uint32Array(1))[0])}`);
      tell(t('player.new-started', { code }));
    };
    // A code typed or linked (`again` false: the same game goes on). A refused code is
    // explained, and the game stays as it was.
    const enter = (text, again = true) => {
      let parsed;
      try {
        parsed = `${GameCode.parse(text)}`;
      } catch (e) {
        const message = t(`player.code-error.${e.reason ?? 'form'}`);
        input.setAttribute('aria-invalid', 'true');
        put(error, message);
        return tell(message);
      }
      if (parsed === code && !again) return;
      startGame(parsed);
      tell(t('player.new-started', { code }));
    };
    const linked = () => {
      const hash = decodeURIComponent(location.hash.slice(1));
      return hash && !document.getElementById(hash) ? hash : '';
    };
    // The stored game (corrupt data is ignored), or a new deal; then the linked game.
    const wanted = linked();
    try {
      const data = store.load();
      if (!data) throw 0;
      startGame(data.code == null ? null : `${GameCode.parse(data.code)}`, data);
    } catch {
      fresh();
    }
    if (wanted) enter(wanted, false);
    status.textContent = '';
    // A player that instant navigation took away stops its clock and its listeners.
    const gone = () => {
      if (root.isConnected) return false;
      clearInterval(timer);
      for (const [type, handler] of listeners) removeEventListener(type, handler);
      return true;
    };
    const persist = () => gone() || (clock(), save());
    const listeners = [
      ['hashchange', () => gone() || (linked() && run(() => enter(linked(), false), true))],
      ['visibilitychange', persist],
      ['pagehide', persist],
    ];
    for (const [type, handler] of listeners) addEventListener(type, handler);
    const timer = setInterval(persist, 1000);
    bar.prepend(h('span', { className: 'cp-counts' }, movesText, timeText));
    bar.append(button(t('player.new-game'), () => run(fresh, true)));
    const copy = button(t('player.copy'), () => navigator.clipboard?.writeText(share.href).then(() => tell(t('player.copied')), () => 0));
    const form = h(
      'form',
      { className: 'cp-code', onsubmit: (e) => (e.preventDefault(), run(() => enter(input.value))) },
      h('label', { htmlFor: input.id }, t('player.code-label')),
      input,
      h('button', { className: 'cp-btn' }, t('player.code-play')),
      error,
    );
    parts.splice(2, 0, end);
    parts.push(h('p', { className: 'cp-share' }, shareText, ' ', share, ' ', copy), form, help(w, keys, true));
  }
  render();
  save();
  root.replaceChildren(...parts);
}
