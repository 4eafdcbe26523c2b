// Replays tests/vectors/engine.jsonl, written by the Python engine (the reference), with the
// JS twin: every code, deal, refusal, scenario and game record, every result and position.
// The format is described in tests/vectors/README.md.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { CodeError, Game, GameCode, Position, deal } from '../../crescent_docs/player/engine.js';
import { perform } from './actions.mjs';

/** @typedef {import('../../crescent_docs/player/engine.js').PositionJSON} PositionJSON */
/** @typedef {import('../../crescent_docs/player/engine.js').RefusalReason} RefusalReason */
/** @typedef {import('./actions.mjs').Action} Action */
/** @typedef {import('./actions.mjs').Status} Status */
/** @typedef {import('./actions.mjs').Step} Step */
// The records of the file, one typedef a type (tests/vectors/README.md, "Records").
/**
 * `counts`: how many records of each type, games `won` and `blocked`, and games dropped.
 * @typedef {{type: 'header', format: string, version: number, seed: number,
 *   counts: Record<string, number>}} HeaderRecord
 */
/**
 * @typedef {{type: 'code', text: string, number: number, canonical: string}
 *   | {type: 'code', text: string, error: string}} CodeRecord
 */
/** @typedef {{type: 'deal', game: string, position: PositionJSON}} DealRecord */
/**
 * @typedef {{type: 'refusal', game: string, position: PositionJSON, action: Action,
 *   result: {refused: RefusalReason}}} RefusalRecord
 */
/**
 * @typedef {{type: 'scenario', name: string, start: PositionJSON, steps: Step[], end: Status}}
 *   ScenarioRecord
 */
/**
 * @typedef {{type: 'game', game: string, start: PositionJSON, steps: Step[], end: Status}}
 *   GameRecord
 */
/**
 * @typedef {HeaderRecord | CodeRecord | DealRecord | RefusalRecord | ScenarioRecord
 *   | GameRecord} EngineRecord
 */

const FILE = new URL('../vectors/engine.jsonl', import.meta.url);
const text = readFileSync(FILE, 'utf8');
/** @type {EngineRecord[]} */
const records = text
  .split('\n')
  .filter((line, i, lines) => line !== '' || i !== lines.length - 1)
  .map((line) => JSON.parse(line));
const header = /** @type {HeaderRecord} */ (records[0]); // the first test checks it is one
/**
 * The records of one type.
 * @template {EngineRecord['type']} T
 * @param {T} type
 */
const byType = (type) =>
  /** @type {Extract<EngineRecord, {type: T}>[]} */ (records.filter((record) => record.type === type));

/**
 * Replays a scenario or game record step by step; returns the game.
 * @param {ScenarioRecord | GameRecord} record
 * @param {string} label
 * @returns {Game}
 */
function replay(record, label) {
  const start = Position.fromJSON(record.start);
  assert.deepEqual(start.toJSON(), record.start, `${label}: start round trip`);
  const game = new Game(start);
  record.steps.forEach((step, i) => {
    const where = `${label}, step ${i + 1} ${JSON.stringify(step.action)}`;
    assert.deepEqual(perform(game, step.action), step.result, `${where}: result`);
    assert.equal(game.status, step.status, `${where}: status`);
    assert.deepEqual(game.position.toJSON(), step.position, `${where}: position`);
  });
  assert.equal(game.status, record.end, `${label}: end`);
  return game;
}

describe('the vectors file', () => {
  test('has a header whose counts match the records', () => {
    assert.equal(header.type, 'header');
    assert.equal(header.format, 'crescent-engine-vectors');
    assert.equal(header.version, 1);
    assert.ok(text.endsWith('\n'));
    /** @type {EngineRecord['type'][]} */
    const types = ['code', 'deal', 'refusal', 'scenario', 'game'];
    for (const type of types) assert.equal(byType(type).length, header.counts[type], type);
    assert.equal(records.length, 1 + types.reduce((n, type) => n + header.counts[type], 0));
    const games = byType('game');
    assert.equal(games.filter((g) => g.end === 'won').length, header.counts.won);
    assert.equal(games.filter((g) => g.end === 'blocked').length, header.counts.blocked);
  });

  test('groups the records by type, in order', () => {
    const order = ['header', 'code', 'deal', 'refusal', 'scenario', 'game'];
    const seen = records.map((record) => order.indexOf(record.type));
    assert.ok(!seen.includes(-1), 'unknown record type');
    for (let i = 1; i < seen.length; i++) assert.ok(seen[i - 1] <= seen[i], `record ${i + 1}`);
  });

  test('covers every refusal code in its refusal records', () => {
    const codes = new Set(byType('refusal').map((r) => r.result.refused));
    assert.equal(codes.size, 12);
  });
});

describe('code records', () => {
  for (const record of byType('code')) {
    test(JSON.stringify(record.text), () => {
      if ('error' in record) {
        assert.throws(
          () => GameCode.parse(record.text),
          (error) => error instanceof CodeError && error.reason === record.error,
        );
      } else {
        const code = GameCode.parse(record.text);
        assert.equal(code.number, record.number);
        assert.equal(String(code), record.canonical);
        assert.equal(String(new GameCode(record.number)), record.canonical);
      }
    });
  }
});

describe('deal records', () => {
  for (const record of byType('deal')) {
    test(record.game, () => {
      assert.deepEqual(deal(record.game).toJSON(), record.position);
      assert.deepEqual(deal(GameCode.parse(record.game).number).toJSON(), record.position);
    });
  }
});

describe('refusal records', () => {
  byType('refusal').forEach((record, i) => {
    const action = JSON.stringify(record.action);
    test(`${i + 1}: ${action} -> ${record.result.refused}`, () => {
      const game = new Game(Position.fromJSON(record.position));
      assert.deepEqual(perform(game, record.action), record.result);
      assert.deepEqual(game.position.toJSON(), record.position, 'the position changed');
      if (record.action.do === 'move') {
        const refusal = game.refusal(record.action.move);
        assert.equal(refusal?.code, record.result.refused);
        assert.equal(String(refusal?.move), record.action.move);
      }
    });
  });
});

describe('scenario records', () => {
  for (const record of byType('scenario')) {
    test(record.name, () => {
      replay(record, record.name);
    });
  }
});

test('game records: every step of every game', () => {
  const games = byType('game');
  assert.ok(games.length > 0);
  let steps = 0;
  for (const record of games) {
    assert.deepEqual(deal(record.game).toJSON(), record.start, `${record.game}: start`);
    replay(record, record.game);
    steps += record.steps.length;
  }
  assert.ok(steps > games.length);
});
