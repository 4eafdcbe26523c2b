// The interactive player: rule demos, the example stepper and free play. It mounts on each
// `.crescent-player` element the build emits (data-mode: demo, stepper or play), again after
// every instant navigation of Material (`document$`), and shows only what engine.js computes.
// Its words come from the locale's bundle, messages.json, under the keys the pages use.
import {
  FOUNDATIONS,
  Game,
  GameCode,
  Move,
  PILES,
  PLACES,
  Position,
  REDEALS,
  Refusal,
  SUIT_SYMBOLS,
  Selection,
  deal,
  isPile,
} from './engine.js';

const STORE = 'crescent-player/play';
const RANKS = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' };

// -- words: built as render/text.py, narration.py and i18n/wording.py build them ---------

function wording({ locale, strings }) {
  const rules = new Intl.PluralRules(locale);
  const fill = (text, params) =>
    text.replace(/\{([a-z_][a-z0-9_]*)\}/g, (m, k) => (k in params ? params[k] : m));
  const t = (key, params = {}) => fill(strings[key] ?? key, params);
  const plural = (key, n) => {
    const forms = strings[key];
    return fill(forms[rules.select(n)] ?? forms.other, { n });
  };
  const rank = (card, kind) => (RANKS[card.rank] ? t(`rank.${kind}.${RANKS[card.rank]}`) : `${card.rank}`);
  const suit = (card) => t(`suit.name.${card.suit}`);
  const short = (card) => t('card.short', { rank: rank(card, 'short'), symbol: SUIT_SYMBOLS[card.suit] });
  const the = (card) =>
    t(`card.the.${RANKS[card.rank] ?? 'number'}`, {
      card: t('card.narrative', {
        short: short(card),
        rank: rank(card, 'short'),
        suit: suit(card),
        symbol: SUIT_SYMBOLS[card.suit],
      }),
    });
  const long = (card) => t('card.long', { rank: rank(card, 'long'), suit: suit(card) });
  const place = (p) => (isPile(p) ? t('pile.name', { number: p }) : t(`foundation.${p}`));
  const cards = (n) => plural('count.cards', n);
  // A place as the textual diagram says it: the accessible name of its button.
  const name = (game, p) => {
    const n = game.count(p);
    if (!isPile(p)) return t('diagram.foundation', { foundation: place(p), card: long(game.top(p)), count: cards(n) });
    return n
      ? t('diagram.pile', { number: p, count: cards(n), card: long(game.top(p)) })
      : t('diagram.pile-empty', { number: p });
  };
  const diagram = (game) => {
    const list = (places) => places.map((p) => name(game, p)).join(t('diagram.separator'));
    return t('diagram.whole', { foundations: list(FOUNDATIONS), piles: list(PILES) });
  };
  // A move as the example game tells it: `card` left its source, onto `target` on a pile.
  const step = ({ source, destination }, card, target) =>
    isPile(destination)
      ? t('narration.pile-to-pile', { card: the(card), source, target: the(target), destination })
      : isPile(source)
        ? t('narration.pile-to-foundation', { card: the(card), source, foundation: place(destination) })
        : t('narration.foundation-to-foundation', {
            card: the(card),
            source: place(source),
            destination: place(destination),
          });
  return { t, plural, short, place, name, diagram, step };
}

let bundle = null;
const words = () =>
  (bundle ??= fetch(new URL('messages.json', import.meta.url))
    .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`messages.json: ${r.status}`))))
    .then(wording)
    .catch((error) => {
      bundle = null;
      throw error;
    }));

// -- the DOM ----------------------------------------------------------------------------

// An element: properties, or attributes when the name has a hyphen.
function h(tag, props, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(props ?? {})) {
    if (k.includes('-')) e.setAttribute(k, v);
    else e[k] = v;
  }
  e.append(...kids);
  return e;
}
const put = (e, text) => e.textContent !== text && (e.textContent = text);
const button = (label, onclick, props) => h('button', { type: 'button', className: 'cp-btn', onclick, ...props }, label);
const off = (b, yes) => b.setAttribute('aria-disabled', `${!!yes}`);
// The polite live region: the same words twice are still spoken.
const say = (region, text) => (region.textContent = region.textContent === text ? `${text}\u00a0` : text);
const live = () => h('p', { className: 'cp-status', role: 'status', 'aria-live': 'polite' });
const help = (w, keys, open) =>
  h(
    'details',
    { className: 'cp-help', open },
    h('summary', 0, w.t('player.help')),
    h('ul', 0, ...keys.map((k) => h('li', 0, w.t(`player.help-${k}`)))),
  );
const keyOf = (e) => (e.ctrlKey || e.metaKey || e.altKey || e.target.matches('input') ? '' : e.key);

// The board: the 16 piles around the horseshoe (the SVG diagrams' grid), the foundations
// inside. Buttons, or a picture hidden from assistive technology (the text says it).
// paint(game, selected, focus) updates each place whose state changed.
function board(w, interactive) {
  const places = {};
  const make = (p, i) => {
    const card = h('span', { className: 'cp-card', 'aria-hidden': 'true' });
    const count = h('span', { 'aria-hidden': 'true' });
    const name = h('span', { className: 'cp-vh' });
    const b = h(interactive ? 'button' : 'span', { className: 'cp-place' }, card, h('b', { 'aria-hidden': 'true' }, isPile(p) ? w.t('picture.pile-caption', { number: p }) : ''), count, name);
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
  const paint = (game, selected, focus) => {
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

// -- rule demos and free play ---------------------------------------------------------

function table(root, w, mode) {
  const { t } = w;
  const play = mode === 'play';
  const id = root.id || 'player';
  const view = board(w, true);
  const status = live();
  const tell = (text) => say(status, text);
  const refuse = (r) => tell(t(`refusal.${r.code}`)) && false;
  let code = null;
  let start = null;
  let game;
  let log = [];
  let time = 0;
  let selected = '';
  let focus = '1';
  let last = {};
  let clock = () => {};
  let save = clock;
  let fresh = clock;

  // The view: a function of the game, the selection and the focus.
  const undo = button(t('player.undo'), () => act(back), { 'aria-keyshortcuts': 'U' });
  const redeal = button('', () => act(again), { 'aria-keyshortcuts': 'R' });
  const movesText = h('span');
  const timeText = h('span');
  const endText = h('p');
  const endUndo = button(t('player.undo-last'), () => act(back, true));
  const end = h('div', { className: 'cp-end' }, endText, endUndo, button(t('player.new-game'), () => act(fresh, true)));
  const shareText = h('span');
  const share = h('a', 0, t('player.link'));
  const render = () => {
    view.paint(game, selected, focus);
    const left = game.redealsLeft;
    const none = !game.history.length;
    put(redeal, left ? w.plural('player.redeal-left', left) : t('player.no-redeal'));
    off(redeal, !left);
    off(undo, none);
    if (!play) return;
    put(movesText, t('player.moves', { n: game.moves }));
    const state = game.status;
    clock(state);
    end.hidden = state === 'playing';
    endUndo.hidden = state !== 'blocked';
    off(endUndo, none);
    put(endText, state === 'won' ? t('narration.won') : t('player.blocked'));
    put(shareText, code ? t('player.current', { code }) : t('player.custom'));
    share.hidden = !code;
    const href = `${location.href.split('#')[0]}#${code}`;
    if (share.href !== href) share.href = href;
  };
  // Run an action, show the new state, keep it (in a task of its own); `refocus`: back to
  // the board.
  const act = (action, refocus) => {
    action();
    render();
    setTimeout(save);
    if (refocus) view.places[focus].b.focus();
  };
  const over = () => {
    const s = play ? game.status : '';
    return s === 'won' ? ` ${t('narration.won')}` : s === 'blocked' ? ` ${t('player.blocked')}` : '';
  };

  // -- actions
  // A move the engine has just played: keep it and tell it.
  const moved = (move) => {
    const d = move.destination;
    log.push(`${move}`);
    tell(t('narration.move-item', { number: game.moves, step: w.step(move, game.top(d), isPile(d) ? game.pile(d).at(-2) : 0) }) + over());
    return true;
  };
  const attempt = (move) => {
    const r = game.move(move);
    return r ? refuse(r) : moved(move);
  };
  // A tap, a click or Enter on a place; `count` is the click count (2: a double tap).
  const tap = (p, count) => {
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
      if (r instanceof Selection) return (selected = p), (last = { place: p });
    }
    selected = '';
    last = { place: p, moved: done };
  };
  const back = () => {
    selected = '';
    const r = game.undo();
    if (r instanceof Refusal) return refuse(r);
    log.pop();
    const d = r.destination;
    tell(t('player.undone', { number: game.moves + 1, step: w.step(r, game.top(r.source), isPile(d) && game.top(d)) }));
  };
  const again = () => {
    selected = '';
    const r = game.redeal();
    if (r) return refuse(r);
    log.push('redeal');
    tell(t('narration.redeal', { number: REDEALS - game.redealsLeft }) + over());
  };
  // Start from a position (a demo's, a deal, a stored game), replaying `actions`.
  const begin = (position, actions = []) => {
    game = new Game(position);
    for (const a of actions) if ((a === 'redeal' ? game.redeal() : game.move(a)) !== null) throw new Error(a);
    log = [...actions];
    selected = '';
  };

  // -- pointer: taps, double taps, drag and drop
  let swallow = false;
  let drag = null;
  const on = (type, handler) => view.e.addEventListener(type, handler);
  on('click', (e) => {
    const b = e.target.closest('[data-place]');
    if (b && !swallow) act(() => tap(b.dataset.place, e.detail));
  });
  on('pointerdown', (e) => {
    swallow = false;
    const b = e.target.closest('.cp-mov');
    if (b && !e.button) drag = { b, p: b.dataset.place, x: e.clientX, y: e.clientY, id: e.pointerId };
  });
  on('pointermove', (e) => {
    if (drag?.id !== e.pointerId) return;
    if (!drag.ghost) {
      if (Math.hypot(e.clientX - drag.x, e.clientY - drag.y) < 8) return;
      drag.b.setPointerCapture(e.pointerId);
      const top = game.top(drag.p);
      drag.ghost = h('span', { className: `cp-ghost${'HD'.includes(top.suit) ? ' cp-red' : ''}`, 'aria-hidden': 'true' }, w.short(top));
      root.append(drag.ghost);
      selected = '';
      render();
    }
    Object.assign(drag.ghost.style, { left: `${e.clientX}px`, top: `${e.clientY}px` });
  });
  const stop = () => {
    drag?.ghost?.remove();
    drag = null;
  };
  on('pointercancel', stop);
  on('pointerup', (e) => {
    const d = drag;
    if (d?.id !== e.pointerId) return;
    stop();
    if (!d.ghost) return;
    swallow = true;
    setTimeout(() => (swallow = false));
    last = {};
    const hit = document.elementFromPoint(e.clientX, e.clientY);
    const target = hit?.closest('[data-place]')?.dataset.place;
    // Anywhere on the foundation area: the foundation of the card's suit that takes it.
    if (hit?.closest('.cp-found') === view.found) {
      act(() => {
        const r = game.drop(d.p);
        r instanceof Refusal ? refuse(r) : moved(r);
      });
    } else if (target && view.e.contains(hit) && target !== d.p) act(() => attempt(new Move(d.p, target)));
  });

  // -- keyboard: a roving tabindex around the horseshoe, jump keys, shortcuts
  let typed = '';
  let typedAt = 0;
  const go = (p) => {
    focus = p;
    render();
    view.places[p].b.focus();
  };
  on('focusin', (e) => {
    const p = e.target.dataset.place;
    if (p && p !== focus) {
      focus = p;
      view.paint(game, selected, focus);
    }
  });
  on('keydown', (e) => {
    const key = keyOf(e).toLowerCase();
    const i = PLACES.indexOf(focus);
    if (key === 'arrowright' || key === 'arrowdown') go(PLACES[(i + 1) % PLACES.length]);
    else if (key === 'arrowleft' || key === 'arrowup') go(PLACES.at(i - 1));
    else if (key === 'home') go('1');
    else if (key === 'end') go(PLACES.at(-1));
    else if (key === 'f') {
      const r = selected && game.dropTarget(selected);
      go(r && !(r instanceof Refusal) ? r : FOUNDATIONS[0]);
    } else if (key === 'escape' && selected) act(() => ((selected = ''), tell(t('player.cancelled'))));
    else if (/^[0-9]$/.test(key)) {
      // Type a pile number: "1" goes to pile 1, and "6" right after it to pile 16.
      typed = (e.timeStamp - typedAt < 1000 ? typed : '') + key;
      typedAt = e.timeStamp;
      if (!(typed <= 16)) typed = key;
      if (+typed) go(`${+typed}`);
    } else return;
    e.preventDefault();
    e.stopPropagation();
  });
  root.addEventListener('keydown', (e) => {
    const key = keyOf(e).toLowerCase();
    if (key === 'u') act(back);
    else if (key === 'r') act(again);
    else return;
    e.preventDefault();
    e.stopPropagation();
  });

  const bar = h('div', { className: 'cp-bar' }, undo, redeal);
  const parts = [view.e, status, bar];
  const keys = ['pointer', 'arrows', 'numbers', 'enter', 'undo'];
  if (!play) {
    const position = Position.fromJSON(JSON.parse(root.dataset.position));
    begin(position);
    bar.append(button(t('player.reset'), () => act(() => (begin(position), tell(t('player.reset-done'))))));
    parts.push(help(w, keys));
  } else {
    // -- free play: game codes and links, moves and time, the game kept in localStorage
    const input = h('input', { id: `${id}-code`, className: 'cp-input', autocomplete: 'off', spellcheck: false, 'aria-describedby': `${id}-error` });
    const error = h('p', { id: `${id}-error`, className: 'cp-error' });
    let counting = 0;
    clock = (state = game.status) => {
      const now = performance.now();
      if (counting) time += now - counting;
      counting = log.length && state === 'playing' && !document.hidden ? now : 0;
      const s = Math.floor(time / 1000);
      const m = Math.floor(s / 60);
      const two = (n) => `${n}`.padStart(2, '0');
      put(timeText, t('player.time', { time: `${m >= 60 ? `${Math.floor(m / 60)}:${two(m % 60)}` : m}:${two(s % 60)}` }));
    };
    save = () => {
      try {
        localStorage.setItem(STORE, JSON.stringify({ v: 1, code, start, log, time: Math.round(time) }));
      } catch {
        // no storage: the game goes on, unsaved
      }
    };
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
      const data = JSON.parse(localStorage.getItem(STORE));
      if (data.v !== 1 || !Array.isArray(data.log) || !(data.time >= 0)) throw 0;
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
      ['hashchange', () => gone() || (linked() && act(() => enter(linked(), false), true))],
      ['visibilitychange', persist],
      ['pagehide', persist],
    ];
    for (const [type, handler] of listeners) addEventListener(type, handler);
    const timer = setInterval(persist, 1000);
    bar.prepend(h('span', { className: 'cp-counts' }, movesText, timeText));
    bar.append(button(t('player.new-game'), () => act(fresh, true)));
    const copy = button(t('player.copy'), () => navigator.clipboard?.writeText(share.href).then(() => tell(t('player.copied')), () => 0));
    const form = h(
      'form',
      { className: 'cp-code', onsubmit: (e) => (e.preventDefault(), act(() => enter(input.value))) },
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

// -- the example stepper --------------------------------------------------------------

function stepper(root, w) {
  const { t } = w;
  const id = root.id || 'stepper';
  const start = Position.fromJSON(JSON.parse(root.dataset.position));
  const moves = JSON.parse(root.dataset.steps).map((a) => (a === 'redeal' ? null : Move.parse(a)));
  const total = moves.filter(Boolean).length;
  const view = board(w);
  const told = live();
  const where = h('p', { className: 'cp-where' });
  const text = h('p', { className: 'crescent-diagram__text cp-text' });
  let at = 0;
  let timer = 0;

  // The number of steps after which `n` moves are played (or redeal `n` is done).
  const find = (kind, n) => {
    for (let i = 0, count = 0; i < moves.length; i++) {
      if (!moves[i] === (kind === 'redeal') && ++count === n) return i + 1;
    }
    return kind === 'move' && n === 0 ? 0 : -1;
  };
  // Show the position after `k` steps; `address`: keep the step in the URL (#move-10).
  const show = (k, address = true) => {
    at = Math.max(0, Math.min(moves.length, k));
    const game = new Game(start);
    let said = t('player.at-deal');
    let hash = '';
    moves.slice(0, at).forEach((move, i) => {
      const end = i === at - 1;
      if (!move) {
        game.redeal();
        const number = REDEALS - game.redealsLeft;
        if (end) (said = t('narration.redeal', { number })), (hash = `#redeal-${number}`);
        return;
      }
      const card = end && game.top(move.source);
      const target = end && isPile(move.destination) && game.top(move.destination);
      game.move(move);
      if (end) {
        said = t('narration.move-item', { number: game.moves, step: w.step(move, card, target) });
        hash = `#move-${game.moves}`;
      }
    });
    view.paint(game);
    say(told, said);
    put(where, t('player.move-of', { n: game.moves, total }));
    put(text, w.diagram(game));
    [first, back, forward, last].forEach((b, i) => off(b, i < 2 ? !at : at === moves.length));
    if (address) history.replaceState(history.state, '', hash || location.pathname + location.search);
  };
  const pause = () => {
    clearInterval(timer);
    timer = 0;
    put(playButton, t('player.play'));
  };
  const to = (k) => {
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
    timer = setInterval(() => (!root.isConnected || at >= moves.length ? pause() : show(at + 1)), 1000);
  });
  const input = h('input', { id: `${id}-move`, className: 'cp-input cp-number', type: 'number', min: 0, max: total, inputMode: 'numeric' });
  const form = h(
    'form',
    {
      className: 'cp-code',
      onsubmit: (e) => {
        e.preventDefault();
        to(find('move', Math.max(0, Math.min(total, Math.round(input.value) || 0))));
      },
    },
    h('label', { htmlFor: input.id }, t('player.goto')),
    input,
    h('button', { className: 'cp-btn' }, t('player.go')),
  );
  root.addEventListener('keydown', (e) => {
    const k = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: moves.length }[keyOf(e)];
    if (k === undefined) return;
    e.preventDefault();
    e.stopPropagation();
    to(k);
  });
  // The step the address names (#move-10, #redeal-1), or -1.
  const named = () => {
    const m = /^#(move|redeal)-(\d+)$/.exec(location.hash);
    return m ? find(m[1], +m[2]) : -1;
  };
  addEventListener('hashchange', function onHash() {
    if (!root.isConnected) return removeEventListener('hashchange', onHash);
    const k = named();
    if (k >= 0 && k !== at) to(k);
  });
  const k = named();
  show(Math.max(k, 0), false);
  root.replaceChildren(
    view.e,
    where,
    told,
    h('div', { className: 'cp-bar' }, first, back, playButton, forward, last),
    form,
    h('p', { className: 'cp-heading' }, t('picture.text-heading')),
    text,
    help(w, ['stepper']),
  );
  if (k >= 0) requestAnimationFrame(() => root.scrollIntoView());
}

// -- mounting -------------------------------------------------------------------------

const MODES = { demo: table, play: table, stepper };
const mounted = new WeakSet();

/** Mount the player on every element of the page that does not have it yet. */
export function mountAll() {
  for (const root of document.querySelectorAll('.crescent-player')) {
    const mode = root.dataset.mode;
    if (mounted.has(root) || !MODES[mode]) continue;
    mounted.add(root);
    words()
      // Each player in a task of its own: a page of demos never blocks for long.
      .then((w) => new Promise((done) => setTimeout(done, 0, w)))
      .then((w) => {
        MODES[mode](root, w, mode);
        root.setAttribute('data-ready', '');
      })
      .catch((error) => {
        mounted.delete(root);
        console.error('crescent player:', error);
      });
  }
}

const material = globalThis.document$;
if (material?.subscribe) material.subscribe(mountAll);
else if (document.readyState === 'loading') addEventListener('DOMContentLoaded', mountAll);
else mountAll();
