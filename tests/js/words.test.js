// words.js: the player's words, built as the Python wording builds them; a card's article
// by its context; English fallback text tracked so that its element says lang="en".
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { Card } from '../../crescent_docs/player/engine.js';
import { speaks, wording } from '../../crescent_docs/player/words.js';
import { element } from './element.mjs';

// The English source strings, as the bundle carries them (strings.toml through TOML is
// not needed: the few keys the tests use).
const SOURCE = {
  'card.short': '{rank}{symbol}',
  'card.narrative': '{short}',
  'card.the.K': 'the {card}',
  'card.object.K': 'the {card}',
  'card.the.A': 'the {card}',
  'card.object.A': 'the {card}',
  'rank.short.K': 'K',
  'rank.short.A': 'A',
  'suit.name.S': 'spades',
  'player.accepts': '{name}; accepts {card}',
  'player.undo': 'Undo',
  'pile.name': 'pile {number}',
  'narration.pile-to-pile': '{card} on pile {source} goes onto {target} on pile {destination}',
  'count.cards': { one: '{n} card', other: '{n} cards' },
};
const GERMAN = {
  ...SOURCE,
  'card.the.K': 'der {card}',
  'card.object.K': 'den {card}',
  'card.the.A': 'das {card}',
  'card.object.A': 'das {card}',
  'player.accepts': '{name}; nimmt {card} an',
  'player.undo': 'Rückgängig',
  'pile.name': 'Stapel {number}',
  'narration.pile-to-pile': '{card} von Stapel {source} kommt auf {target} von Stapel {destination}',
  'count.cards': { one: '{n} Karte', other: '{n} Karten' },
};

describe('a card in its context', () => {
  const w = wording({ locale: 'de', strings: GERMAN });
  const king = Card.parse('KS');
  test('as a subject and as an object', () => {
    assert.equal(w.the(king), 'der K♠');
    assert.equal(w.object(king), 'den K♠');
    assert.equal(w.t('player.accepts', { name: 'Stapel 4', card: w.object(king) }), 'Stapel 4; nimmt den K♠ an');
  });
  test('the card a move goes onto is an object', () => {
    const told = w.step({ source: '10', destination: '14' }, Card.parse('AS'), king);
    assert.equal(told, 'das A♠ von Stapel 10 kommt auf den K♠ von Stapel 14');
  });
});

describe('English fallback', () => {
  test('a complete locale marks nothing', () => {
    const w = wording({ locale: 'de', strings: GERMAN });
    const e = element();
    speaks(e, w.t('player.undo'));
    speaks(e, w.t('player.accepts', { name: w.t('pile.name', { number: 4 }), card: w.object(Card.parse('KS')) }));
    assert.equal(e.getAttribute('lang'), null);
  });
  test('a text all of fallback English says lang="en", and a translated one takes it back', () => {
    const strings = { ...GERMAN, 'player.undo': 'Undo', 'count.cards': SOURCE['count.cards'] };
    const w = wording({ locale: 'de', strings, english: ['player.undo', 'count.cards'] });
    const e = element();
    speaks(e, w.t('player.undo'));
    assert.equal(e.getAttribute('lang'), 'en');
    speaks(e, w.plural('count.cards', 5));
    assert.equal(e.getAttribute('lang'), 'en');
    speaks(e, w.t('pile.name', { number: 4 }));
    assert.equal(e.getAttribute('lang'), null);
  });
  test('a translated sentence around English words is not all English', () => {
    const strings = { ...GERMAN, 'card.object.K': 'the {card}' };
    const w = wording({ locale: 'de', strings, english: ['card.object.K'] });
    const e = element();
    const object = w.object(Card.parse('KS')); // "the K♠": its K is the German catalog's
    speaks(e, object);
    assert.equal(e.getAttribute('lang'), null);
    speaks(e, w.t('player.accepts', { name: 'Stapel 4', card: object }));
    assert.equal(e.getAttribute('lang'), null);
  });
  test('an element whose lang is its own keeps it', () => {
    const e = element();
    e.setAttribute('lang', 'hr');
    speaks(e, 'Poništi');
    assert.equal(e.getAttribute('lang'), 'hr');
  });
});

test('the test strings are the source strings', () => {
  const toml = readFileSync(new URL('../../crescent_docs/i18n/strings.toml', import.meta.url), 'utf8');
  for (const [key, value] of Object.entries(SOURCE)) {
    if (typeof value !== 'string') continue;
    const name = key.split('.').at(-1);
    assert.ok(toml.includes(`${name} = ${JSON.stringify(value)}`), key);
  }
});
