// The player's words: built as render/text.py, narration.py and i18n/wording.py build them,
// from the locale's bundle (messages.json) under the keys the pages use.
import { RANK_TOKENS as RANKS, SUIT_SYMBOLS, isPile } from './engine.js';

/** @typedef {import('./engine.js').Card} Card */
/** @typedef {import('./engine.js').Game} Game */
/** @typedef {import('./engine.js').Place} Place */
/** A plural message's forms by plural category (`one`, `few`, `other` …); `other` always. */
/** @typedef {Record<string, string>} PluralForms */
/**
 * A locale's bundle (messages.json): its texts by key, and the keys that fall back to
 * English (absent in a complete locale).
 * @typedef {{locale: string, strings: Record<string, string | PluralForms>, english?: string[]}} Bundle
 */
/** The values of a message's placeholders, by name. @typedef {Record<string, unknown>} Params */

// English shown in another language: the bundle lists the keys that fall back to it
// (`english`, absent in a complete locale). A text whose words all come from such keys is
// kept here, and the element that shows it says its language (see `speaks`).
const SOURCE = 'en';
/** @type {Set<string>} */
const ENGLISH = new Set();
/** @type {WeakSet<object>} */
const OURS = new WeakSet();
const LETTER = /\p{L}/u;
const PLACEHOLDER = /\{([a-z_][a-z0-9_]*)\}/g;

// A card's short form as shown ("8♥", a symbol that a screen reader speaks as "black heart
// suit" or not at all) and the words that say it (card.long, "8 of hearts", "pik kralj"),
// for every card a wording has named so: what is said speaks each card in words (`voice`).
/** @type {Map<string, string>} */
const SPOKEN = new Map();
/** @type {{ size: number, pattern: RegExp | null }} */
const FOUND = { size: 0, pattern: null };
const literal = (/** @type {string} */ s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A shown card and the words that say it. @typedef {{ shown: string, said: string }} Voiced */
/**
 * `text` cut at each card named in short form: its plain parts, and each card as shown and
 * as said, so that a live region shows the symbol and speaks the words.
 * @param {string} text
 * @returns {(string | Voiced)[]}
 */
export function voice(text) {
  if (FOUND.size !== SPOKEN.size) {
    // The longest first: "10♥" before a shorter form that it ends with.
    const forms = [...SPOKEN.keys()].sort((a, b) => b.length - a.length);
    // A form ends where a word does: a longer word that starts with one is not a card.
    FOUND.pattern = forms.length ? new RegExp(`(?:${forms.map(literal).join('|')})(?![\\p{L}\\p{N}])`, 'gu') : null;
    FOUND.size = SPOKEN.size;
  }
  if (!FOUND.pattern) return text ? [text] : [];
  /** @type {(string | Voiced)[]} */
  const parts = [];
  let at = 0;
  for (const m of text.matchAll(FOUND.pattern)) {
    const i = m.index ?? 0;
    if (i > at) parts.push(text.slice(at, i));
    parts.push({ shown: m[0], said: /** @type {string} */ (SPOKEN.get(m[0])) });
    at = i + m[0].length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}
/** `text` as it is said: each card named in short form in words ("the 8 of hearts").
 * @param {string} text */
export const spoken = (text) => voice(text).map((p) => (typeof p === 'string' ? p : p.said)).join('');

/** Give `e`, which now shows `text` (or is named by it), lang="en" when the text is all
 * English fallback, and take back a lang="en" given here when it no longer is.
 * @param {Pick<Element, 'setAttribute' | 'removeAttribute'>} e
 * @param {unknown} text
 */
export function speaks(e, text) {
  if (ENGLISH.has(`${text}`)) {
    e.setAttribute('lang', SOURCE);
    OURS.add(e);
  } else if (OURS.has(e)) {
    e.removeAttribute('lang');
    OURS.delete(e);
  }
}

/** Whether `locale` is written right to left (CLDR, as the browser knows it).
 * @param {string} locale */
export function rightToLeft(locale) {
  const info = /** @type {{getTextInfo?: () => {direction?: string}, textInfo?: {direction?: string}}} */ (
    /** @type {unknown} */ (new Intl.Locale(locale))
  );
  return (info.getTextInfo?.() ?? info.textInfo)?.direction === 'rtl';
}

/** The words of a locale's bundle. @param {Bundle} bundle */
export function wording({ locale, strings, english = [] }) {
  const rules = new Intl.PluralRules(locale);
  const fallen = new Set(english);
  /** @type {(text: string, params: Params) => string} */
  const fill = (text, params) =>
    text.replace(PLACEHOLDER, (m, k) => (k in params ? String(params[k]) : m));
  // The text of `key`'s `template` with `params`; kept as English when its own words and
  // those of every placeholder it fills are English.
  /** @type {(key: string, template: string, params: Params) => string} */
  const told = (key, template, params) => {
    const text = fill(template, params);
    if (fallen.size && LETTER.test(text)) {
      const own = fallen.has(key) || !LETTER.test(template.replace(PLACEHOLDER, ''));
      const used = [...template.matchAll(PLACEHOLDER)].map((m) => m[1]).filter((k) => k in params);
      if (own && used.every((k) => !LETTER.test(`${params[k]}`) || ENGLISH.has(`${params[k]}`))) ENGLISH.add(text);
    }
    return text;
  };
  // `key` names a plain text here, plural forms in `plural`.
  const t = (/** @type {string} */ key, /** @type {Params} */ params = {}) =>
    told(key, /** @type {string | undefined} */ (strings[key]) ?? key, params);
  const plural = (/** @type {string} */ key, /** @type {number} */ n, /** @type {Params} */ params = {}) => {
    const forms = /** @type {PluralForms} */ (strings[key]);
    return told(key, forms[rules.select(n)] ?? forms.other, { n, ...params });
  };
  /** @type {(card: Card, kind: string) => string} */
  const rank = (card, kind) => (RANKS[card.rank] ? t(`rank.${kind}.${RANKS[card.rank]}`) : `${card.rank}`);
  // In a right-to-left locale a card's short name (a run that reads left to right, "8♥")
  // is isolated (U+2066 … U+2069), so that the bidirectional algorithm cannot reorder it
  // ("♥8") among the words around it, as i18n/wording.py isolates it in the pages.
  const ltr = rightToLeft(locale) ? (/** @type {string} */ s) => `\u2066${s}\u2069` : (/** @type {string} */ s) => s;
  // Each short form is kept with its words, for what is said (`voice`).
  const short = (/** @type {Card} */ card) => {
    const shown = ltr(t('card.short', { rank: rank(card, 'short'), symbol: SUIT_SYMBOLS[card.suit] }));
    SPOKEN.set(shown, long(card));
    return shown;
  };
  // A card's form with its article: as a subject, or in the 'object' case context (after
  // a verb or "onto"), so that a case language can inflect the article. The bundle gives
  // each number its own form (it "l’8", "il 7"); one without falls back on `number`.
  /** @type {(card: Card, form: string, case_?: string) => string} */
  const article = (card, form, case_ = 'the') => {
    const own = `card.${case_}.${RANKS[card.rank] ?? card.rank}`;
    return t(own in strings ? own : `card.${case_}.number`, { card: form });
  };
  // The card that a message tells of (a move, a hint, an undo; the subject of "goes", as in
  // "the 4♥ goes …"), in short form as the board shows it ("the D♠" in Croatian too, whose
  // pages' prose says "pik D": card.narrative); it is said in words.
  const the = (/** @type {Card} */ card) => article(card, short(card));
  // The card as the object of a verb, in short form ("accepts the 8♥").
  const object = (/** @type {Card} */ card) => article(card, short(card), 'object');
  const long = (/** @type {Card} */ card) => t('card.long', { rank: rank(card, 'long'), suit: t(`suit.of.${card.suit}`) });
  // case: 'from' or 'to' in a sentence, so that a case language can inflect the name.
  /** @type {(p: Place, case_?: string) => string} */
  const place = (p, case_) =>
    isPile(p) ? t('pile.name', { number: p }) : t(case_ ? `foundation.${case_}.${p}` : `foundation.${p}`);
  const cards = (/** @type {number} */ n) => plural('count.cards', n);
  // A place as the textual diagram says it (inwords.js): the accessible name of its button.
  /** @type {(game: Game, p: Place) => string} */
  const name = (game, p) => {
    const n = game.count(p);
    // A foundation always has a top card, a pile when it holds any.
    const top = () => long(/** @type {Card} */ (game.top(p)));
    if (!isPile(p)) return t('diagram.foundation', { foundation: place(p), card: top(), count: cards(n) });
    return n
      ? t('diagram.pile', { number: p, count: cards(n), card: top() })
      : t('diagram.pile-empty', { number: p });
  };
  // A move as the example game tells it: `card` left its source, onto `target` on a pile.
  /** @type {(move: {source: Place, destination: Place}, card: Card, target?: Card) => string} */
  const step = ({ source, destination }, card, target) =>
    isPile(destination)
      ? t('narration.pile-to-pile', {
          card: the(card),
          source,
          target: article(/** @type {Card} */ (target), short(/** @type {Card} */ (target)), 'object'),
          destination,
        })
      : isPile(source)
        ? t('narration.pile-to-foundation', { card: the(card), source, foundation: place(destination, 'to') })
        : t('narration.foundation-to-foundation', {
            card: the(card),
            source: place(source, 'from'),
            destination: place(destination, 'to'),
          });
  return { t, plural, rank, short, long, the, object, place, name, locale, step, spoken };
}

/** @type {Promise<ReturnType<typeof wording>> | null} */
let bundle = null;
/** The wording of the page's locale (its bundle is fetched once). */
export const words = () =>
  (bundle ??= fetch(new URL('messages.json', import.meta.url))
    .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`messages.json: ${r.status}`))))
    .then(wording)
    .catch((error) => {
      bundle = null;
      throw error;
    }));
