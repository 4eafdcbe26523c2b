// Replays tests/vectors/words.jsonl, written by the Python wording (the reference; see
// crescent_docs/tools/word_vectors.py), through the player's words.js, in every locale, with
// no browser: each textual diagram, narrated move, refusal and selection sentence must read
// the same, and say lang="en" exactly when it is all English fallback.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { Game, Move, Position, Selection, isPile } from '../../crescent_docs/player/engine.js';
import { onto, or } from '../../crescent_docs/player/choices.js';
import { diagram } from '../../crescent_docs/player/inwords.js';
import { speaks, spoken, wording } from '../../crescent_docs/player/words.js';
import { element } from './element.mjs';

/** @typedef {import('../../crescent_docs/player/engine.js').Card} Card */
/** @typedef {import('../../crescent_docs/player/engine.js').Place} Place */
/** @typedef {import('../../crescent_docs/player/engine.js').PositionJSON} PositionJSON */
/** @typedef {import('../../crescent_docs/player/words.js').Bundle} Bundle */
/** @typedef {ReturnType<typeof wording>} Wording */
// The records of the file (tests/vectors/README.md, "The wording's shared test vectors").
/** @typedef {{type: 'header', format: string, version: number}} HeaderRecord */
/** @typedef {{type: 'bundle', locale: string, bundle: Bundle}} BundleRecord */
/**
 * A sentence of a locale: its `text`, whether it is all `english` fallback, and what it
 * names (a move, a refusal code or a place) when its type names one.
 * @typedef {{locale: string, text: string, english: boolean, move?: string, code?: string,
 *   place?: Place}} Sentence
 */
/**
 * @typedef {Sentence & ({type: 'diagram', position: PositionJSON}
 *   | {type: 'step', position: PositionJSON, move: string}
 *   | {type: 'refusal', code: string}
 *   | {type: 'selection', position: PositionJSON, place: Place})} SentenceRecord
 */
/**
 * What the player says for a record of each type.
 * @typedef {{[T in SentenceRecord['type']]: (w: Wording, r: Extract<SentenceRecord, {type: T}>)
 *   => string}} Sayings
 */

const FILE = new URL('../vectors/words.jsonl', import.meta.url);
const records = /** @type {[HeaderRecord, ...(BundleRecord | SentenceRecord)[]]} */ (
  readFileSync(FILE, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line))
);
const [header, ...rest] = records;
const locales = rest.filter((r) => r.type === 'bundle').map((r) => r.locale);

// What each kind of record says, as the player says it (table.js, stepper.js, guide.js).
/** @type {Sayings} */
const SAY = {
  diagram: (w, r) => diagram(w, new Game(Position.fromJSON(r.position))),
  step: (w, r) => {
    const game = new Game(Position.fromJSON(r.position));
    const move = Move.parse(r.move);
    // A legal move: its source has a card, and so has a pile it goes onto.
    const target = isPile(move.destination) ? /** @type {Card} */ (game.top(move.destination)) : undefined;
    return w.step(move, /** @type {Card} */ (game.top(move.source)), target);
  },
  refusal: (w, r) => w.t(`refusal.${r.code}`),
  selection: (w, r) => {
    const game = new Game(Position.fromJSON(r.position));
    const selection = game.tap(r.place);
    assert.ok(selection instanceof Selection, `${r.place} is not selected`);
    const card = w.short(/** @type {Card} */ (game.top(r.place))); // selected: it has a card
    const n = selection.destinations.length;
    return n
      ? w.plural('player.selected-to', n, { card, places: or(w, selection.destinations.map((d) => onto(w, d))) })
      : w.t('player.selected-nowhere', { selected: w.t('player.selected', { card, place: w.place(r.place) }) });
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
    const { bundle } = /** @type {BundleRecord} */ (rest.find((r) => r.type === 'bundle' && r.locale === locale));
    const w = wording(bundle);
    const mine = /** @type {SentenceRecord[]} */ (rest.filter((r) => r.locale === locale && r.type !== 'bundle'));
    for (const type of /** @type {(keyof Sayings)[]} */ (Object.keys(SAY))) {
      test(`every ${type} record`, () => {
        const these = mine.filter((r) => r.type === type);
        assert.ok(these.length > 0, `no ${type} record`);
        // `these` are records of `type` only, the ones its saying reads.
        const say = /** @type {(w: Wording, r: SentenceRecord) => string} */ (SAY[type]);
        for (const record of these) {
          const said = say(w, record);
          const label = `${type} ${record.move ?? record.code ?? record.place ?? ''}`;
          assert.equal(said, record.text, label);
          const e = element();
          speaks(e, said);
          assert.equal(e.getAttribute('lang') === 'en', record.english, `${label}: lang`);
        }
      });
    }
    // What the live region speaks of a move or a selection names each card in words, as
    // the places' names and the textual diagrams do; what it shows keeps the symbols.
    test('every step and selection is spoken with its cards in words', () => {
      const these = mine.filter((r) => r.type === 'step' || r.type === 'selection');
      for (const record of these) {
        const say = /** @type {(w: Wording, r: SentenceRecord) => string} */ (SAY[record.type]);
        const heard = spoken(say(w, record));
        assert.doesNotMatch(heard, /[♠♥♦♣]/u, `${record.type} ${record.move ?? record.place}: ${heard}`);
      }
    });
  });
}
