// The interactive player: rule demos, the example stepper and free play. It mounts on each
// `.crescent-player` element the build emits (data-mode: demo, stepper or play), again after
// every instant navigation of Material (`document$`), and shows only what engine.js computes.
import { stepper } from './stepper.js';
import { table } from './table.js';
import { words } from './words.js';

const MODES = { demo: table, play: table, stepper };
const mounted = new WeakSet();

/** Mount the player on every element of the page that does not have it yet. */
export function mountAll() {
  // Material's search dialog has no name (axe: aria-dialog-name): give it its field's.
  const search = document.querySelector('.md-search[role="dialog"]:not([aria-label])');
  search?.setAttribute('aria-label', search.querySelector('input')?.getAttribute('aria-label') ?? '');
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
