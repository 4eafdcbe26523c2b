// The end of a free game, loaded on demand (play.js preloads it once the page is idle, so a
// winning or blocking move shows its end at once): the win's celebration, and the offers on
// the board.
import { FOUNDATIONS } from './engine.js';
import { quiet } from './anim.js';
import { button, h, off } from './dom.js';
import { style } from './sheet.js';

// Its style (ending.css) is in before its offers are drawn.
await style('ending');

/**
 * A win: each foundation glows and lifts in turn, for about 2 s; then it is over.
 * @param {import('./view.js').BoardView} view
 */
export function celebrate(view) {
  if (quiet()) return;
  FOUNDATIONS.forEach((p, i) => {
    view.places[p]?.card.animate(
      [{ transform: 'none' }, { transform: 'translateY(-18%) scale(1.08) rotate(-4deg)' }, { transform: 'none' }],
      { duration: 600, delay: i * 180, easing: 'ease-in-out', iterations: 1 },
    );
  });
}

/**
 * The offers of an ended game, on the board in `desk`: Undo the last move (when blocked),
 * Restart and New game, each a function of `step`. Returns show(status, none), which shows
 * them for a game's status (`none`: there is no move to undo).
 * @param {import('./state.js').Wording} w
 * @param {HTMLElement} desk
 * @param {{ undo: () => void, restart: () => void, fresh: () => void }} step
 * @returns {(status: string, none: boolean) => void}
 */
export function offers(w, desk, step) {
  const { t } = w;
  const undo = button(t('player.undo-last'), step.undo);
  const end = h(
    'div',
    { className: 'cp-end', role: 'group' },
    undo,
    button(t('player.restart'), step.restart),
    button(t('player.new-game'), step.fresh),
  );
  desk.append(end);
  return (status, none) => {
    end.hidden = status === 'playing';
    undo.hidden = status !== 'blocked';
    off(undo, none);
    end.setAttribute('aria-label', status === 'won' ? t('narration.won') : t('player.blocked'));
  };
}
