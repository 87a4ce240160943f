// The eight solver in JavaScript (the npm package eight-solver): a small
// wrapper around eight.wasm (built by web/build). Works in browsers and in
// Node.js (ES module, top-level await). Every function takes boards in any
// spelling the library accepts ("23415x768", "2 3 4 1 5 x 7 6 8", blank x,
// X or 0) and throws an Error with the library's message when a board is
// bad. Types and documentation: eight.d.ts.
//
//   import { parse, solve, hint, distance, neighbours, generate, pairs,
//            solutions, count, bestMoves, toTiles, fromTiles } from 'eight-solver';
//   solve('23415x768')                  // 'dlurullddrurdllurdr'
//   solve('564178X23', '7568X4123')     // 'urrulldr'
//   solve('12345687x')                  // null: the board cannot reach the goal
//   hint('23415x768')                   // { distance: 19, next: 'd' }
//   count('23415x768')                  // 4
//   distance('23415x768')               // 19
//
// Every answer, count, best move and notation comes from the module;
// this file only turns its text into values. A board that cannot reach
// its target gets null from every function that answers about the pair.

const ANSWERED = 0;
const UNSOLVABLE = 1;

const wasmUrl = new URL('./eight.wasm', import.meta.url);

// The module sits beside this file: Node.js reads it from disk, a browser
// fetches it (bundlers that follow `new URL(..., import.meta.url)` copy it).
async function instantiate() {
  if (typeof process !== 'undefined' && process.versions && process.versions.node) {
    const { readFile } = await import('node:fs/promises');
    return WebAssembly.instantiate(await readFile(wasmUrl));
  }
  try {
    return await WebAssembly.instantiateStreaming(fetch(wasmUrl));
  } catch (streamingFailed) {
    // A server that does not send application/wasm: compile from bytes.
    const response = await fetch(wasmUrl);
    if (!response.ok) throw streamingFailed;
    return WebAssembly.instantiate(await response.arrayBuffer());
  }
}

const wasm = (await instantiate()).instance.exports;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Copies text (a string or bytes) into the module's input buffer. */
function put(text) {
  const bytes = typeof text === 'string' ? encoder.encode(text) : text;
  const at = wasm.eight_input(bytes.length);
  new Uint8Array(wasm.memory.buffer, at, bytes.length).set(bytes);
}

/** Reads text the module wrote: views are made after the call, since the
 *  module's memory may have grown during it. */
function read(address, length) {
  return decoder.decode(new Uint8Array(wasm.memory.buffer, address, length));
}

function output() {
  return read(wasm.eight_output(), wasm.eight_output_len());
}

/** Two boards for the module: start, a NUL byte, then the target. */
function query(board, to) {
  put(to === undefined || to === null ? String(board) : `${board}\0${to}`);
}

/** Runs one call and turns its status into a string, null (a board
 *  that cannot reach its target), or an Error. */
function call(run) {
  const status = run();
  if (status === ANSWERED) return output();
  if (status === UNSOLVABLE) return null;
  throw new Error(output());
}

/** The library's words for what the package and the page say in
 *  sentences of their own: `unsolvable` (the judge formats' word for a
 *  pair with no answer), `otherParity` (why it has none), `badLimit`
 *  (what a limit of listed answers must be), `cannotReach` (a pair with
 *  no answer, its boards not named). */
export const messages = Object.freeze({
  unsolvable: call(() => wasm.eight_text(0)),
  otherParity: call(() => wasm.eight_text(1)),
  badLimit: call(() => wasm.eight_text(2)),
  cannotReach: call(() => wasm.eight_text(3)),
});

/** A board in any spelling, written as nine characters with `x` for the
 *  blank ('2 3 4 1 5 X 7 6 8' gives '23415x768'). */
export function parse(board) {
  put(String(board));
  return call(wasm.eight_parse);
}

/** The answer (shortest, then smallest in ASCII order) from `board` to
 *  `to` (the goal 12345678x when omitted), or null when it cannot reach
 *  `to`. */
export function solve(board, to) {
  query(board, to);
  return call(wasm.eight_solve);
}

/** Runs a query that the module answers with a line of numbers and
 *  letters; null when the board cannot reach `to`. */
function asked(board, to, run) {
  query(board, to);
  const line = call(run);
  return line === null ? null : line.split(' ');
}

/** The distance to `to` (the goal when omitted) and the best next move, the
 *  first letter of the answer (null at the target): `{ distance: 19, next:
 *  'd' }`. null when the board cannot reach `to`. */
export function hint(board, to) {
  const line = asked(board, to, wasm.eight_hint);
  return line === null ? null : { distance: Number(line[0]), next: line[1] ?? null };
}

/** The distance from `board` to `to` (the goal when omitted) and every
 *  best next move, in ASCII order: the first letters of the shortest
 *  answers. null when the board cannot reach `to`. */
export function bestMoves(board, to) {
  const line = asked(board, to, wasm.eight_best_moves);
  return line === null ? null : { distance: Number(line[0]), moves: line.slice(1) };
}

/** The number of moves from `board` to `to` (the goal when omitted), or
 *  null when the board cannot reach it. */
export function distance(board, to) {
  const answer = solve(board, to);
  return answer === null ? null : answer.length;
}

/** Every shortest answer from `board` to `to` (the goal when omitted), in
 *  ASCII order, the first `limit` of them when a limit (a whole number
 *  from 1) is given; null when the board cannot reach `to`. */
export function solutions(board, to, limit) {
  let most = 0;
  if (limit !== undefined && limit !== null) {
    if (!Number.isInteger(limit) || limit < 1) {
      throw new RangeError(`${messages.badLimit}, or omitted, not ${String(limit)}`);
    }
    // The module takes 0 for no limit; no pair has 2^32 answers.
    most = Math.min(limit, 0xffffffff);
  }
  query(board, to);
  const listed = call(() => wasm.eight_solutions(most));
  if (listed === null) return null;
  return listed.split('\n').slice(0, -1);
}

/** The number of shortest answers from `board` to `to` (the goal when
 *  omitted), or null when the board cannot reach it. */
export function count(board, to) {
  const line = asked(board, to, wasm.eight_count);
  return line === null ? null : Number(line[0]);
}

/** Moves in the blank's letters (d, l, r, u) in the tile notation: the
 *  direction the tiles slide, in capitals, a run with its length ('dd' is
 *  'U2'), as `eight --notation tiles` writes them. */
export function toTiles(moves) {
  put(String(moves));
  return call(() => wasm.eight_notation(1));
}

/** Moves in the tile notation (U, D, L, R, a run as 'U2'; spaces between
 *  moves allowed) in the blank's letters. */
export function fromTiles(tiles) {
  put(String(tiles));
  return call(() => wasm.eight_notation(0));
}

/** Every move the blank can make from `board`, in d, l, r, u order: its
 *  letter, the board after it, and that board's distance to `to` (the goal
 *  when omitted): one step closer (distance - 1) or one step farther
 *  (distance + 1). null when the board cannot reach `to`. */
export function neighbours(board, to) {
  query(board, to);
  const listed = call(wasm.eight_neighbours);
  if (listed === null) return null;
  return listed.split('\n').slice(0, -1).map((line) => {
    const [move, after, moves] = line.split(' ');
    return { move, board: after, distance: Number(moves) };
  });
}

/** A random board exactly `moves` moves from `to` (the goal when
 *  omitted), the one `eight gen --distance D --seed S` prints first. */
export function generate(moves, seed, to) {
  put(to === undefined || to === null ? '12345678x' : String(to));
  return call(() => wasm.eight_generate(moves, BigInt.asUintN(64, BigInt(seed))));
}

/** `eight pairs` on `input` (a string or bytes): what it writes to standard
 *  output and standard error, and its exit status. */
export function pairs(input) {
  put(input);
  const status = wasm.eight_pairs();
  return {
    output: output(),
    errors: read(wasm.eight_errors(), wasm.eight_errors_len()),
    status,
  };
}
