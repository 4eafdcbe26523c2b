// Replays tests/vectors/words.jsonl, written by the Python wording (the reference; see
// crescent_docs/tools/word_vectors.py), through the player's words.js, in every locale, with
// no browser: each textual diagram, narrated move, refusal and selection sentence must read
// the same, and say lang="en" exactly when it is all English fallback.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { Game, Move, Position, Selection, isPile } from '../../crescent_docs/player/engine.js';
import { speaks, wording } from '../../crescent_docs/player/words.js';

const FILE = new URL('../vectors/words.jsonl', import.meta.url);
const records = readFileSync(FILE, 'utf8')
  .split('\n')
  .filter((line) => line !== '')
  .map((line) => JSON.parse(line));
const [header, ...rest] = records;
const locales = rest.filter((r) => r.type === 'bundle').map((r) => r.locale);

/** An element that keeps its attributes, as the DOM's does. */
const element = () => {
  const attributes = new Map();
  return {
    setAttribute: (k, v) => attributes.set(k, `${v}`),
    removeAttribute: (k) => attributes.delete(k),
    getAttribute: (k) => attributes.get(k) ?? null,
  };
};

// What each kind of record says, as the player says it (table.js, stepper.js, guide.js).
const SAY = {
  diagram: (w, r) => w.diagram(new Game(Position.fromJSON(r.position))),
  step: (w, r) => {
    const game = new Game(Position.fromJSON(r.position));
    const move = Move.parse(r.move);
    const target = isPile(move.destination) ? game.top(move.destination) : 0;
    return w.step(move, game.top(move.source), target);
  },
  refusal: (w, r) => w.t(`refusal.${r.code}`),
  selection: (w, r) => {
    const game = new Game(Position.fromJSON(r.position));
    const selection = game.tap(r.place);
    assert.ok(selection instanceof Selection, `${r.place} is not selected`);
    const card = w.short(game.top(r.place));
    const n = selection.destinations.length;
    return n
      ? w.plural('player.selected-to', n, { card, places: w.or(selection.destinations.map(w.onto)) })
      : w.t('player.selected', { card, place: w.place(r.place) });
  },
};

test('the file has its header, then each locale: its bundle first', () => {
  assert.equal(header.type, 'header');
  assert.equal(header.format, 'crescent-wording-vectors');
  assert.equal(header.version, 1);
  assert.ok(locales.includes('en') && locales.length > 1, locales.join());
  let locale = null;
  for (const record of rest) {
    if (record.type === 'bundle') locale = record.locale;
    else assert.equal(record.locale, locale, JSON.stringify(record).slice(0, 80));
  }
});

for (const locale of locales) {
  describe(`${locale}`, () => {
    const bundle = rest.find((r) => r.type === 'bundle' && r.locale === locale).bundle;
    const w = wording(bundle);
    const mine = rest.filter((r) => r.locale === locale && r.type !== 'bundle');
    for (const type of Object.keys(SAY)) {
      test(`every ${type} record`, () => {
        const these = mine.filter((r) => r.type === type);
        assert.ok(these.length > 0, `no ${type} record`);
        for (const record of these) {
          const said = SAY[type](w, record);
          const label = `${type} ${record.move ?? record.code ?? record.place ?? ''}`;
          assert.equal(said, record.text, label);
          const e = element();
          speaks(e, said);
          assert.equal(e.getAttribute('lang') === 'en', record.english, `${label}: lang`);
        }
      });
    }
  });
}
