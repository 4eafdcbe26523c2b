// The saved free game in localStorage, validated on read: data of the wrong shape reads as
// nothing (a fresh game starts); a time outside a sane range is reset, with a note.
export const STORE = 'crescent-player/play';
/** The longest time a game can have been played: 100 days, in milliseconds. */
export const MAX_TIME = 100 * 24 * 3600 * 1000;
/** The most actions a stored game can hold (moves and redeals). */
export const MAX_LOG = 100000;

/**
 * The stored game ({ code, start, log, time, hints, done, reset }), or null: `hints` is the
 * number of hints taken in it, `done` whether the statistics have counted it. `reset` is
 * true when the stored time was out of range and now reads 0.
 */
export function load() {
  let data;
  try {
    data = JSON.parse(localStorage.getItem(STORE));
  } catch {
    return null;
  }
  if (data?.v !== 1 || !Array.isArray(data.log) || data.log.length > MAX_LOG) return null;
  if (!data.log.every((a) => typeof a === 'string' && a.length <= 16)) return null;
  const sane = typeof data.time === 'number' && data.time >= 0 && data.time <= MAX_TIME;
  return { ...data, time: sane ? data.time : 0, reset: !sane };
}

export function save({ code, start, log, time, hints = 0, done = false }) {
  try {
    localStorage.setItem(STORE, JSON.stringify({ v: 1, code, start, log, time: Math.round(time), hints, done }));
  } catch {
    // no storage: the game goes on, unsaved
  }
}
