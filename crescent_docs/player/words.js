// The player's words: built as render/text.py, narration.py and i18n/wording.py build them,
// from the locale's bundle (messages.json) under the keys the pages use.
import { FOUNDATIONS, PILES, SUIT_SYMBOLS, isPile } from './engine.js';

export const RANKS = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' };

export function wording({ locale, strings }) {
  const rules = new Intl.PluralRules(locale);
  const fill = (text, params) =>
    text.replace(/\{([a-z_][a-z0-9_]*)\}/g, (m, k) => (k in params ? params[k] : m));
  const t = (key, params = {}) => fill(strings[key] ?? key, params);
  const plural = (key, n, params = {}) => {
    const forms = strings[key];
    return fill(forms[rules.select(n)] ?? forms.other, { n, ...params });
  };
  const rank = (card, kind) => (RANKS[card.rank] ? t(`rank.${kind}.${RANKS[card.rank]}`) : `${card.rank}`);
  const suit = (card) => t(`suit.name.${card.suit}`);
  const short = (card) => t('card.short', { rank: rank(card, 'short'), symbol: SUIT_SYMBOLS[card.suit] });
  const the = (card) =>
    t(`card.the.${RANKS[card.rank] ?? 'number'}`, {
      card: t('card.narrative', {
        short: short(card),
        rank: rank(card, 'short'),
        suit: suit(card),
        symbol: SUIT_SYMBOLS[card.suit],
      }),
    });
  const long = (card) => t('card.long', { rank: rank(card, 'long'), suit: t(`suit.of.${card.suit}`) });
  // case: 'from' or 'to' in a sentence, so that a case language can inflect the name.
  const place = (p, case_) =>
    isPile(p) ? t('pile.name', { number: p }) : t(case_ ? `foundation.${case_}.${p}` : `foundation.${p}`);
  const cards = (n) => plural('count.cards', n);
  // Where a card can go: "pile 3 or the …".
  const onto = (p) => (isPile(p) ? t('player.onto-pile', { number: p }) : t('player.onto-foundation', { foundation: place(p, 'to') }));
  let list;
  const or = (items) => (list ??= new Intl.ListFormat(locale, { type: 'disjunction' })).format(items);
  // A place as the textual diagram says it: the accessible name of its button.
  const name = (game, p) => {
    const n = game.count(p);
    if (!isPile(p)) return t('diagram.foundation', { foundation: place(p), card: long(game.top(p)), count: cards(n) });
    return n
      ? t('diagram.pile', { number: p, count: cards(n), card: long(game.top(p)) })
      : t('diagram.pile-empty', { number: p });
  };
  const diagram = (game) => {
    const list = (places) => places.map((p) => name(game, p)).join(t('diagram.separator'));
    return t('diagram.whole', { foundations: list(FOUNDATIONS), piles: list(PILES) });
  };
  // A move as the example game tells it: `card` left its source, onto `target` on a pile.
  const step = ({ source, destination }, card, target) =>
    isPile(destination)
      ? t('narration.pile-to-pile', { card: the(card), source, target: the(target), destination })
      : isPile(source)
        ? t('narration.pile-to-foundation', { card: the(card), source, foundation: place(destination, 'to') })
        : t('narration.foundation-to-foundation', {
            card: the(card),
            source: place(source, 'from'),
            destination: place(destination, 'to'),
          });
  return { t, plural, rank, short, the, place, onto, or, name, diagram, step };
}

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
