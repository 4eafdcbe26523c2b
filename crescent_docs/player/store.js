// The saved free game in localStorage, validated on read: anything unexpected reads as
// nothing, and a fresh game starts.
export const STORE = 'crescent-player/play';

/** The stored game ({ code, start, log, time }), or null. */
export function load() {
  try {
    const data = JSON.parse(localStorage.getItem(STORE));
    if (data.v !== 1 || !Array.isArray(data.log) || !(data.time >= 0)) return null;
    return data;
  } catch {
    return null;
  }
}

export function save({ code, start, log, time }) {
  try {
    localStorage.setItem(STORE, JSON.stringify({ v: 1, code, start, log, time: Math.round(time) }));
  } catch {
    // no storage: the game goes on, unsaved
  }
}
