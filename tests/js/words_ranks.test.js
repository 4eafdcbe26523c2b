// words.js: a number card takes its own rank's form where the bundle has one (Italian
// "l’8" but "il 7"), and the family's (`card.the.number`) where it has none.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Card } from '../../crescent_docs/player/engine.js';
import { wording } from '../../crescent_docs/player/words.js';

const ITALIAN = {
  'card.short': '{rank}{symbol}',
  'card.narrative': '{short}',
  'card.the.A': 'l’{card}',
  'card.object.A': 'l’{card}',
  'card.the.number': 'il {card}',
  'card.object.number': 'il {card}',
  'card.the.7': 'il {card}',
  'card.the.8': 'l’{card}',
  'card.object.7': 'il {card}',
  'card.object.8': 'l’{card}',
  'rank.short.A': 'A',
  'suit.name.H': 'cuori',
  'pile.name': 'pila {number}',
  'narration.pile-to-pile': '{card} dalla pila {source} va sopra {target} sulla pila {destination}',
};

test('a number card takes its own form as a subject and as an object', () => {
  const w = wording({ locale: 'it', strings: ITALIAN });
  assert.equal(w.the(Card.parse('8H')), 'l’8♥');
  assert.equal(w.the(Card.parse('7H')), 'il 7♥');
  assert.equal(w.object(Card.parse('8H')), 'l’8♥');
  const told = w.step({ source: '3', destination: '5' }, Card.parse('7H'), Card.parse('8H'));
  assert.equal(told, 'il 7♥ dalla pila 3 va sopra l’8♥ sulla pila 5');
});

test('a bundle without a rank’s own form uses the family’s', () => {
  const w = wording({ locale: 'it', strings: ITALIAN });
  assert.equal(w.the(Card.parse('9H')), 'il 9♥');
  assert.equal(w.object(Card.parse('10H')), 'il 10♥');
  assert.equal(w.the(Card.parse('AH')), 'l’A♥');
});
