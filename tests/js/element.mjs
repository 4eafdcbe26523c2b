// A stand-in for a DOM element in node's tests: it keeps its attributes, as the DOM's does
// (words.js's speaks() needs only these two methods, and the tests read them back).

/** An element that keeps its attributes. */
export const element = () => {
  /** @type {Map<string, string>} */
  const attributes = new Map();
  return {
    setAttribute: (/** @type {string} */ k, /** @type {string} */ v) => attributes.set(k, `${v}`),
    removeAttribute: (/** @type {string} */ k) => attributes.delete(k),
    getAttribute: (/** @type {string} */ k) => attributes.get(k) ?? null,
  };
};
