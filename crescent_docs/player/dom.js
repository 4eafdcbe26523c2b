// Small DOM helpers that every part of the player shares. Every text they show tells
// `speaks` (words.js), so that English fallback text carries lang="en".
import { speaks, voice } from './words.js';

/**
 * An element: properties, or attributes when the name has a hyphen.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, any> | 0 | null} [props] any: each property's own type
 * @param {...(Node | string)} kids
 * @returns {HTMLElementTagNameMap[K]}
 */
export function h(tag, props, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(props ?? {})) {
    if (k.includes('-')) e.setAttribute(k, v);
    // A property of the element's, by name (any: the caller names it and its value).
    else /** @type {Record<string, any>} */ (e)[k] = v;
  }
  e.append(...kids);
  if (kids.length === 1 && typeof kids[0] === 'string') speaks(e, kids[0]);
  else if (props && props['aria-label'] && !kids.length) speaks(e, props['aria-label']);
  return e;
}
/**
 * Run `f` once the page is idle, with the time it may take (`timeRemaining()`): where the
 * browser does not tell it, 5 ms in a task of its own, now and then.
 * @param {(deadline: { timeRemaining(): number }) => void} f
 */
export const idle = (f) =>
  typeof window.requestIdleCallback === 'function'
    ? requestIdleCallback(f)
    : setTimeout(() => {
        const end = performance.now() + 5;
        f({ timeRemaining: () => end - performance.now() });
      }, 50);
/**
 * Write `text` into `e` when it differs (a write costs a layout).
 * @param {Element} e
 * @param {string} text
 */
export const put = (e, text) => {
  speaks(e, text);
  return e.textContent !== text && (e.textContent = text);
};
/**
 * A button of the player's.
 * @param {string | Node | (string | Node)[]} label
 * @param {((e: MouseEvent) => unknown) | null} onclick
 * @param {Record<string, any>} [props] any: each property's own type (see h)
 */
export const button = (label, onclick, props) =>
  h('button', { type: 'button', className: 'cp-btn', onclick, ...props }, ...[label].flat());
/**
 * The controls the page draws in `root` (render/prerender.py, from controls.json), by
 * their names (data-control).
 * @param {ParentNode} root
 * @returns {Record<string, HTMLButtonElement>}
 */
export const controls = (root) =>
  Object.fromEntries([.../** @type {NodeListOf<HTMLButtonElement>} */ (root.querySelectorAll('[data-control]'))].map((b) => [b.dataset.control, b]));
/**
 * Give each of `found`'s controls named in `actions` its action (a click); a control the
 * page does not draw is an error (player.js checks that none is left without one).
 * @template {string} K
 * @param {Record<string, HTMLButtonElement>} found
 * @param {Record<K, (e: MouseEvent) => unknown>} actions
 * @returns {Record<K, HTMLButtonElement>}
 */
export function bind(found, actions) {
  /** @type {Record<string, HTMLButtonElement>} */
  const bound = {};
  for (const [name, action] of /** @type {[K, (e: MouseEvent) => unknown][]} */ (Object.entries(actions))) {
    const b = found[name];
    if (!b) throw new Error(`the page draws no control "${name}" (controls.json)`);
    b.onclick = action;
    bound[name] = b;
  }
  return /** @type {Record<K, HTMLButtonElement>} */ (bound);
}
/**
 * Mark a control unavailable (or available); an unchanged mark is not written again.
 * @param {Element} b
 * @param {unknown} yes
 */
export const off = (b, yes) => b.getAttribute('aria-disabled') !== `${!!yes}` && b.setAttribute('aria-disabled', `${!!yes}`);
/** What each live region was last given, as `say` wrote it (the cards as shown). @type {WeakMap<Element, string>} */
const SAID = new WeakMap();
/**
 * The polite live region: the same words twice are still spoken. A card named in short
 * form shows as such ("8♥", hidden from assistive technology) and is spoken in words
 * ("8 of hearts", visually hidden), as every announcement speaks cards (words.js `voice`).
 * @param {Element} region
 * @param {string} text
 * @returns {string}
 */
export const say = (region, text) => {
  speaks(region, text);
  const again = SAID.get(region) === text;
  const written = again ? `${text}\u00a0` : text;
  SAID.set(region, written);
  region.replaceChildren(
    ...voice(text).flatMap((part) =>
      /** @type {(string | Node)[]} */ (
        typeof part === 'string' ? [part] : [h('span', { 'aria-hidden': 'true' }, part.shown), h('span', { className: 'cp-vh' }, part.said)]
      ),
    ),
    ...(again ? ['\u00a0'] : []),
  );
  return written;
};
/**
 * The words a live region was last given by `say`, its cards as shown (its text where
 * `say` has not written it), without the mark that repeats them.
 * @param {Element} region
 */
export const said = (region) => (SAID.get(region) ?? region.textContent ?? '').replace('\u00a0', '').trim();
