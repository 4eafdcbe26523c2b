// What the player keeps in the browser's storage: the saved free game (validated on read:
// data of the wrong shape reads as nothing, and a fresh game starts; a time outside a sane
// range is reset, with a note), and the storage itself, which may refuse (private windows,
// full, blocked): then the player goes on with what it has, for this page.
export const STORE = 'crescent-player/play';
/** The longest time a game can have been played: 100 days, in milliseconds. */
export const MAX_TIME = 100 * 24 * 3600 * 1000;
/** The most actions a stored game can hold (moves and redeals). */
export const MAX_LOG = 100000;

/**
 * The value kept under `key`: null when there is none, undefined when storage refuses.
 * @param {string} key
 * @param {'localStorage' | 'sessionStorage'} [area]
 * @returns {string | null | undefined}
 */
export function read(key, area = 'localStorage') {
  try {
    return globalThis[area].getItem(key);
  } catch {
    return undefined;
  }
}

/**
 * Keep `value` under `key`; false when storage refuses it.
 * @param {string} key
 * @param {string} value
 * @param {'localStorage' | 'sessionStorage'} [area]
 * @returns {boolean}
 */
export function write(key, value, area = 'localStorage') {
  try {
    globalThis[area].setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/**
 * @typedef {object} Stored
 * @property {string | null} code the game's code (null: a position set up by hand, in `start`)
 * @property {object} [start] the starting position's JSON form, when there is no code
 * @property {string[]} log the actions played (moves' texts and 'redeal's)
 * @property {number} time the time played, in milliseconds
 * @property {number} [hints] the hints taken in it
 * @property {boolean} [done] whether the statistics have counted it
 * @property {boolean} [reset] the stored time was out of range, and now reads 0
 */

/**
 * The stored game, or null.
 * @returns {Stored | null}
 */
export function load() {
  let data;
  try {
    data = JSON.parse(read(STORE) ?? 'null');
  } catch {
    return null;
  }
  if (data?.v !== 1 || !Array.isArray(data.log) || data.log.length > MAX_LOG) return null;
  if (!data.log.every((/** @type {unknown} */ a) => typeof a === 'string' && a.length <= 16)) return null;
  const sane = typeof data.time === 'number' && data.time >= 0 && data.time <= MAX_TIME;
  return { ...data, time: sane ? data.time : 0, reset: !sane };
}

/**
 * Keep the game (where storage refuses, it goes on unsaved).
 * @param {Stored} game
 */
export function save({ code, start, log, time, hints = 0, done = false }) {
  write(STORE, JSON.stringify({ v: 1, code, start, log, time: Math.round(time), hints, done }));
}
