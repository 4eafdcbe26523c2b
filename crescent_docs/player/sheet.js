// The style of what a module loaded on demand draws is a CSS file of its own beside it
// (guide.css for guide.js...), linked once, when the module first needs it: player.css
// counts in what a page loads when it opens, so it keeps only what every page draws at
// once. This is the only place the player names a CSS file.

/** @typedef {'confirm' | 'drag' | 'ending' | 'fan' | 'guide' | 'help' | 'keys' | 'overview' | 'panel' | 'stats'} Sheet */

/** @type {Map<Sheet, Promise<void>>} */
const linked = new Map();

/**
 * Link the style sheet `name` into the page, once; resolves when it is in (or failed to
 * load: what it styles still works). Outside a page (node's tests) there is none to link.
 * @param {Sheet} name
 * @returns {Promise<void>}
 */
export function style(name) {
  let done = linked.get(name);
  if (done) return done;
  if (typeof document === 'undefined') return Promise.resolve();
  const href = {
    confirm: new URL('./confirm.css', import.meta.url),
    drag: new URL('./drag.css', import.meta.url),
    ending: new URL('./ending.css', import.meta.url),
    fan: new URL('./fan.css', import.meta.url),
    guide: new URL('./guide.css', import.meta.url),
    help: new URL('./help.css', import.meta.url),
    keys: new URL('./keys.css', import.meta.url),
    overview: new URL('./overview.css', import.meta.url),
    panel: new URL('./panel.css', import.meta.url),
    stats: new URL('./stats.css', import.meta.url),
  }[name];
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = `${href}`;
  done = new Promise((resolve) => (link.onload = link.onerror = () => resolve()));
  document.head.append(link);
  linked.set(name, done);
  return done;
}

