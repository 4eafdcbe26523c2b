// Mounts the player on each `.crescent-player` (data-mode: demo, stepper or play) once
// Material has set the page up (`document$`): the page holds each player's first frame
// (render/prerender.py), which the player takes over; it shows only what engine.js
// computes. Each kind of player is a module that only the pages with one load.
import { words } from './words.js';
import { h } from './dom.js';

/** @type {Record<string, () => Promise<(root: HTMLElement, w: Awaited<ReturnType<typeof words>>) => void>>} */
const MODES = {
  demo: () => import('./table.js').then((m) => m.demo),
  play: () => import('./play.js').then((m) => m.play),
  stepper: () => import('./stepper.js').then((m) => m.stepper),
};
const mounted = new WeakSet();

// The page's first tab stop, where a player is: it takes the keyboard to the board. A
// button, not a link to a fragment: the players read the address's fragment (#move-10, a
// game code).
/**
 * @param {HTMLElement} root
 * @param {import('./state.js').Wording} w
 */
function skipLink(root, w) {
  document.querySelector('.cp-skip')?.remove();
  const skip = h('button', { type: 'button', className: 'cp-skip' }, w.t('player.skip'));
  skip.addEventListener('click', () => {
    const target = /** @type {HTMLElement | null} */ (root.querySelector('.cp-board [tabindex="0"]') ?? root.querySelector('button, input'));
    target?.focus();
    root.scrollIntoView();
  });
  // First in the theme's box of skip links, whose own ("Skip to content") it hides (site.css):
  // one skip link, not two in a row (NOTES.md). Not a new first child of the body, which
  // would make the browser style the whole page again (the theme's rules that follow its
  // toggles, `[data-md-toggle=search]:checked ~ .md-header …`, depend on the body's children).
  (document.querySelector('[data-md-component="skip"]') ?? document.body).prepend(skip);
}

/** Mount the player on every element of the page that does not have it yet. */
export function mountAll() {
  const players = [.../** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('.crescent-player'))];
  if (!players.length) document.querySelector('.cp-skip')?.remove();
  for (const root of players) {
    const mode = root.dataset.mode ?? '';
    if (mounted.has(root) || !MODES[mode]) continue;
    mounted.add(root);
    Promise.all([words(), MODES[mode]()])
      // Each player in a task of its own: a page of demos never blocks for long.
      .then((loaded) => new Promise((done) => setTimeout(done, 0, loaded)))
      .then(([w, mount]) => {
        mount(root, w);
        // Every control the page draws (controls.json) has its action from the script.
        const idle = [.../** @type {NodeListOf<HTMLButtonElement>} */ (root.querySelectorAll('[data-control]'))].filter((b) => !b.onclick);
        if (idle.length) throw new Error(`no action for the controls ${idle.map((b) => b.dataset.control).join(', ')}`);
        if (root === players[0] && root.isConnected) skipLink(root, w);
        root.setAttribute('data-ready', '');
      })
      .catch((error) => {
        mounted.delete(root);
        console.error('crescent player:', error);
      });
  }
}

// Material's observable of the page (instant navigation), where Material is.
const material = /** @type {{ document$?: { subscribe?: (f: () => void) => unknown } }} */ (globalThis).document$;
if (material?.subscribe) material.subscribe(mountAll);
else if (document.readyState === 'loading') addEventListener('DOMContentLoaded', mountAll);
else mountAll();
