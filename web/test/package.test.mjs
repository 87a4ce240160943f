// The npm package as a user gets it: `npm pack` (or the tarball named by
// EIGHT_SOLVER_TARBALL, which CI packs once and ships), then in an empty
// folder `npm install` of the tarball (no network: it has no
// dependencies), then Node.js imports it by name, answers the 200 Eight II
// sample cases byte for byte, and TypeScript, under --strict, checks a file
// that uses every export against the types that shipped. Needs web/build
// first (eight.wasm is part of the package).
//
//   web/build && (cd web && npm ci && npm test)

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
let folder;
let tarball;
let packedFigures;

const run = (command, args, cwd) => execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

before(async () => {
  folder = await mkdtemp(join(tmpdir(), 'eight-solver-user-'));
  if (process.env.EIGHT_SOLVER_TARBALL) {
    tarball = process.env.EIGHT_SOLVER_TARBALL;
  } else {
    const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', folder], webRoot));
    tarball = join(folder, packed[0].filename);
  }
  // What the tarball holds, read from the tarball itself.
  const files = run('tar', ['-tzf', tarball], folder).trim().split('\n').sort();
  assert.deepEqual(files, [
    'package/LICENSE-APACHE', 'package/LICENSE-MIT', 'package/README.md', 'package/eight.d.ts',
    'package/eight.mjs', 'package/eight.wasm', 'package/package.json',
  ]);
  packedFigures = `${tarball}: ${(await stat(tarball)).size} bytes packed`;
  await writeFile(join(folder, 'package.json'), JSON.stringify({ name: 'a-user', private: true, type: 'module' }));
  run('npm', ['install', '--offline', '--no-audit', '--no-fund', tarball], folder);
});

after(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

test('Node.js imports the installed package by name and gets known answers', async (t) => {
  t.diagnostic(packedFigures);
  const script = `
    import * as eight from 'eight-solver';
    const out = {
      exports: Object.keys(eight).sort(),
      solve: eight.solve('2 3 4 1 5 x 7 6 8'),
      solveTo: eight.solve('564178X23', '7568X4123'),
      solved: eight.solve('12345678x'),
      unsolvable: eight.solve('12345687x'),
      messages: eight.messages,
      pair: eight.solve('12X453786', '12345678X'),
      parse: eight.parse('1 2 3 4 5 6 7 8 0'),
      hint: eight.hint('23415x768'),
      hintThere: eight.hint('12345678x'),
      hintNone: eight.hint('12345687x'),
      distance: eight.distance('8 6 7 2 5 4 3 x 1'),
      distanceNone: eight.distance('12345687x'),
      neighbours: eight.neighbours('12345x786'),
      generated: [eight.generate(20, 7), eight.generate(31, 1), eight.generate(17, 5, '1234x5678'), eight.generate(5, 42n), eight.generate(5, '42')],
      pairs: eight.pairs('2\\n12X453786\\n12345678X\\n564178X23\\n7568X4123\\n'),
      bad: eight.pairs('1\\n12345678q\\n12345678x\\n'),
    };
    try { eight.solve('1134x5678'); } catch (e) { out.error = e.message; }
    out.noNeighbours = eight.neighbours('12345687x');
    try { eight.generate(32, 1); } catch (e) { out.tooFar = e.message; }
    console.log(JSON.stringify(out));
  `;
  const got = JSON.parse(run('node', ['--input-type=module', '-e', script], folder));
  assert.deepEqual(got.exports, [
    'bestMoves', 'count', 'distance', 'fromTiles', 'generate', 'hint', 'messages', 'neighbours', 'pairs',
    'parse', 'solutions', 'solve', 'toTiles',
  ]);
  assert.equal(got.solve, 'dlurullddrurdllurdr');
  assert.equal(got.solveTo, 'urrulldr');
  assert.equal(got.solved, '');
  // A board that cannot reach its target: null from every function.
  assert.equal(got.unsolvable, null);
  // The library's words, as the program and the other bindings use them.
  assert.deepEqual(got.messages, {
    unsolvable: 'unsolvable',
    otherParity: 'their tiles have the other parity',
    badLimit: 'the limit is a whole number from 1 up',
    cannotReach: 'the board cannot reach the target',
  });
  assert.equal(got.pair, 'dd');
  assert.equal(got.parse, '12345678x');
  assert.deepEqual(got.hint, { distance: 19, next: 'd' });
  assert.deepEqual(got.hintThere, { distance: 0, next: null });
  assert.equal(got.hintNone, null);
  assert.equal(got.noNeighbours, null);
  assert.equal(got.distance, 31);
  assert.equal(got.distanceNone, null);
  assert.deepEqual(got.neighbours, [
    { move: 'd', board: '12345678x', distance: 0 },
    { move: 'l', board: '1234x5786', distance: 2 },
    { move: 'u', board: '12x453786', distance: 2 },
  ]);
  // The first boards `eight gen --distance D --seed S [--to T]` prints.
  assert.deepEqual(got.generated, ['75382416x', '8672543x1', '1x8654273', '13642x758', '13642x758']);
  assert.deepEqual(got.pairs, { output: 'Case 1: 2\ndd\nCase 2: 8\nurrulldr\n', errors: '', status: 0 });
  assert.equal(got.bad.output, '');
  assert.equal(got.bad.status, 1);
  assert.match(got.bad.errors, /^eight: line 2, column 9: /);
  assert.match(got.error, /^the board's text is not a board: tile 1 appears twice/);
  assert.match(got.tooFar, /no board is 32 moves from the target; the farthest are 31 moves away/);
});

test('every shortest answer, every best move and the tile notation are what the eight program prints', () => {
  // The program of this repository (EIGHT_BIN, or the release build).
  const program = process.env.EIGHT_BIN || fileURLToPath(new URL('../../target/release/eight', import.meta.url));
  const eight = (...args) => run(program, args, folder);
  const boards = ['23415x768', '8672543x1', '64785x321', 'x12345678', '12345x786', '12345678x', '1234x5786'];
  const script = `
    import * as eight from 'eight-solver';
    const boards = JSON.parse(process.argv[1]);
    const out = boards.map((board) => ({
      solutions: eight.solutions(board),
      inTiles: eight.solutions(board).map(eight.toTiles),
      back: eight.solutions(board).map((a) => eight.fromTiles(eight.toTiles(a))),
      firstTwo: eight.solutions(board, null, 2),
      count: eight.count(board),
      hint: eight.hint(board),
      best: eight.bestMoves(board),
    }));
    const extra = {
      pair: eight.solutions('564178X23', '7568X4123'),
      none: [eight.solutions('12345687x'), eight.count('12345687x'), eight.bestMoves('12345687x'), eight.hint('12345687x')],
      spaced: eight.fromTiles(' U2\tL D1 '),
    };
    for (const [name, call] of [
      ['limit0', () => eight.solutions('23415x768', null, 0)],
      ['limitHalf', () => eight.solutions('23415x768', null, 1.5)],
      ['toTiles', () => eight.toTiles('dlx')],
      ['fromTiles', () => eight.fromTiles('u')],
      ['zero', () => eight.fromTiles('U0')],
    ]) {
      try { call(); extra[name] = 'no error'; } catch (e) { extra[name] = e.constructor.name + ': ' + e.message; }
    }
    console.log(JSON.stringify({ out, extra }));
  `;
  const { out, extra } = JSON.parse(run('node', ['--input-type=module', '-e', script, JSON.stringify(boards)], folder));
  boards.forEach((board, i) => {
    const got = out[i];
    const listed = eight('solutions', board);
    assert.equal(got.solutions.map((a) => `${a}\n`).join(''), listed, board);
    assert.equal(got.inTiles.map((a) => `${a}\n`).join(''), eight('solutions', '--notation', 'tiles', board), board);
    assert.deepEqual(got.back, got.solutions, board);
    assert.deepEqual(got.firstTwo, got.solutions.slice(0, 2), board);
    assert.equal(`${got.count}\n`, eight('count', board), board);
    const told = [got.hint.distance, ...(got.hint.next === null ? [] : [got.hint.next])];
    assert.equal(`${told.join(' ')}\n`, eight('hint', board), board);
    assert.equal(`${[got.best.distance, ...got.best.moves].join(' ')}\n`, eight('hint', '--all', board), board);
  });
  assert.deepEqual(extra.pair.join('\n') + '\n', eight('solutions', '564178X23', '--to', '7568X4123'));
  assert.deepEqual(extra.none, [null, null, null, null]);
  assert.equal(extra.spaced, 'ddru');
  assert.equal(out[1].count, 40);
  assert.match(extra.limit0, /^RangeError: the limit is a whole number from 1 up, or omitted, not 0$/);
  assert.match(extra.limitHalf, /^RangeError: the limit is a whole number from 1 up/);
  assert.equal(extra.toTiles, "Error: 'x' at offset 2: moves are d, l, r and u");
  assert.match(extra.fromTiles, /^Error: 'u' at offset 0: tile moves are U, D, L and R/);
  assert.match(extra.zero, /^Error: '0' at offset 1: /);
});

test('the installed module is at most 80 KiB', async (t) => {
  const module = join(folder, 'node_modules', 'eight-solver', 'eight.wasm');
  const bytes = (await stat(module)).size;
  t.diagnostic(`eight.wasm: ${bytes} bytes (budget 81,920)`);
  assert.ok(bytes <= 80 * 1024, `eight.wasm is ${bytes} bytes`);
});

test('the installed package answers the 200 Eight II sample cases as eight pairs does', async () => {
  const samples = fileURLToPath(new URL('../../data/samples/', import.meta.url));
  const script = `
    import { pairs } from 'eight-solver';
    import { readFileSync } from 'node:fs';
    process.stdout.write(JSON.stringify(pairs(readFileSync(process.argv[1]))));
  `;
  const got = JSON.parse(run('node', ['--input-type=module', '-e', script, join(samples, 'pairs-200.in')], folder));
  assert.equal(got.output, await readFile(join(samples, 'pairs-200.out'), 'utf8'));
  assert.deepEqual([got.errors, got.status], ['', 0]);
});

test('TypeScript --strict accepts a file that uses every export, and refuses a misuse', async (t) => {
  const tsc = join(webRoot, 'node_modules', 'typescript', 'bin', 'tsc');
  const options = ['--strict', '--noEmit', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--target', 'es2022'];
  await writeFile(join(folder, 'use.ts'), `
    import { parse, solve, hint, distance, neighbours, generate, pairs, solutions, count, bestMoves, toTiles, fromTiles, messages } from 'eight-solver';
    import type { Board, Move, Neighbour, PairsResult, BestMoves, Hint } from 'eight-solver';
    const board: Board = parse('2 3 4 1 5 x 7 6 8');
    const answer: string = (solve(board) ?? '') + (solve(board, '12345678x') ?? '') + (solve(board, null) ?? '');
    const told: Hint | null = hint(board, undefined);
    const left: number | null = distance(board);
    const options: Neighbour[] = neighbours(board, '12345678x') ?? [];
    const first: Move = options[0].move;
    const puzzles: string[] = [generate(20, 7), generate(20, 7n, '1234x5678'), generate(20, '7')];
    const result: PairsResult = pairs(new TextEncoder().encode('0\\n'));
    const every: string[] | null = solutions(board, null, 2);
    const many: number | null = count(board);
    const best: BestMoves | null = bestMoves(board);
    const tiles: string = fromTiles(toTiles(answer.slice(0, 3)));
    const status: number = result.status + (left ?? 0) + answer.length + (told?.distance ?? 0)
      + (told?.next?.length ?? 0) + first.length + puzzles.length + (every?.length ?? 0) + (many ?? 0)
      + (best?.moves.length ?? 0) + tiles.length + messages.unsolvable.length + messages.otherParity.length
      + messages.badLimit.length + messages.cannotReach.length;
    export { status };
  `);
  run(process.execPath, [tsc, ...options, 'use.ts'], folder);
  await writeFile(join(folder, 'misuse.ts'), `
    import { distance } from 'eight-solver';
    const left: number = distance('23415x768');
    export { left };
  `);
  // tsc reports on standard output: a possibly-null distance is not a number.
  assert.throws(
    () => run(process.execPath, [tsc, ...options, 'misuse.ts'], folder),
    (e) => /Type 'number \| null' is not assignable to type 'number'/.test(e.stdout),
  );
  const version = JSON.parse(await readFile(join(webRoot, 'node_modules', 'typescript', 'package.json'), 'utf8')).version;
  t.diagnostic(`TypeScript ${version} --strict: the types check`);
});
