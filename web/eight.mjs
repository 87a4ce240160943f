// The eight solver in JavaScript (the npm package eight-solver): a small
// wrapper around eight.wasm (built by web/build). Works in browsers and in
// Node.js (ES module, top-level await). Every function takes boards in any
// spelling the library accepts ("23415x768", "2 3 4 1 5 x 7 6 8", blank x,
// X or 0) and throws an Error with the library's message when a board is
// bad. Types and documentation: eight.d.ts.
//
//   import { parse, solve, solvePair, hint, distance, neighbours, generate, pairs,
//            solutions, count, bestMoves, toTiles, fromTiles } from 'eight-solver';
//   solve('23415x768')                  // 'dlurullddrurdllurdr'
//   solvePair('564178X23', '7568X4123') // 'urrulldr'
//   hint('23415x768')                   // '19 d'
//   count('23415x768')                  // 4
//   distance('23415x768')               // 19

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

/** Runs one call and turns its status into a string or an Error. */
function call(run) {
  const status = run();
  if (status === ANSWERED) return output();
  if (status === UNSOLVABLE) return 'unsolvable';
  throw new Error(output());
}

/** A board in any spelling, written as nine characters with `x` for the
 *  blank ('2 3 4 1 5 X 7 6 8' gives '23415x768'). */
export function parse(board) {
  put(String(board));
  return call(wasm.eight_parse);
}

/** The answer (shortest, then smallest in ASCII order) from `board` to
 *  `to` (the goal 12345678x when omitted), or 'unsolvable'. */
export function solve(board, to) {
  query(board, to);
  return call(wasm.eight_solve);
}

/** The answer from `start` to `target`, or 'unsolvable'. */
export function solvePair(start, target) {
  query(start, target);
  return call(wasm.eight_solve);
}

/** The distance to `to` (the goal when omitted) and the best next move, as
 *  `eight hint` prints them: '19 d', '0' at the target, or 'unsolvable'.
 *  With `{ all: true }`, every best next move, as `eight hint --all`
 *  prints them: '22 d r'. */
export function hint(board, to, options) {
  if (options && options.all) {
    const best = bestMoves(board, to);
    return best === null ? 'unsolvable' : [best.distance, ...best.moves].join(' ');
  }
  const answer = solve(board, to);
  if (answer === 'unsolvable') return answer;
  return answer === '' ? '0' : `${answer.length} ${answer[0]}`;
}

/** The number of moves from `board` to `to` (the goal when omitted), or
 *  null when the board cannot reach it. */
export function distance(board, to) {
  const answer = solve(board, to);
  return answer === 'unsolvable' ? null : answer.length;
}

/** Every shortest answer from `board` to `to` (the goal when omitted), in
 *  ASCII order, the first `limit` of them when a limit (a whole number
 *  from 1) is given; null when the board cannot reach `to`. */
export function solutions(board, to, limit) {
  let most = 0;
  if (limit !== undefined && limit !== null) {
    if (!Number.isInteger(limit) || limit < 1) {
      throw new RangeError(`limit must be a whole number from 1 up, or omitted, not ${String(limit)}`);
    }
    // The module takes 0 for no limit; no pair has 2^32 answers.
    most = Math.min(limit, 0xffffffff);
  }
  query(board, to);
  const listed = call(() => wasm.eight_solutions(most));
  if (listed === 'unsolvable') return null;
  return listed.split('\n').slice(0, -1);
}

/** The number of shortest answers from `board` to `to` (the goal when
 *  omitted), or null when the board cannot reach it. */
export function count(board, to) {
  const all = solutions(board, to);
  return all === null ? null : all.length;
}

/** The distance from `board` to `to` (the goal when omitted) and every
 *  best next move, in ASCII order: the first letters of the shortest
 *  answers. null when the board cannot reach `to`. */
export function bestMoves(board, to) {
  const all = solutions(board, to);
  if (all === null) return null;
  const moves = [];
  for (const answer of all) {
    if (answer !== '' && moves[moves.length - 1] !== answer[0]) moves.push(answer[0]);
  }
  return { distance: all[0].length, moves };
}

const TILE_OF = { d: 'U', l: 'R', r: 'L', u: 'D' };
const BLANK_OF = { U: 'd', R: 'l', L: 'r', D: 'u' };

/** Moves in the blank's letters (d, l, r, u) in the tile notation: the
 *  direction the tiles slide, in capitals, a run with its length ('dd' is
 *  'U2'), as `eight --notation tiles` writes them. */
export function toTiles(moves) {
  const text = String(moves);
  let written = '';
  for (let at = 0; at < text.length; ) {
    const letter = text[at];
    if (!(letter in TILE_OF)) {
      throw new Error(`'${letter}' at offset ${at}: moves are d, l, r and u`);
    }
    let run = 1;
    while (text[at + run] === letter) run += 1;
    written += TILE_OF[letter] + (run > 1 ? String(run) : '');
    at += run;
  }
  return written;
}

/** Moves in the tile notation (U, D, L, R, a run as 'U2'; spaces between
 *  moves allowed) in the blank's letters. */
export function fromTiles(tiles) {
  const text = String(tiles);
  const move = /([UDLR])(\d*)/y;
  let moves = '';
  let at = 0;
  for (;;) {
    while (at < text.length && /\s/.test(text[at])) at += 1;
    if (at === text.length) return moves;
    move.lastIndex = at;
    const found = move.exec(text);
    if (found === null || (found[2] !== '' && Number(found[2]) === 0)) {
      const bad = found === null ? at : at + 1;
      throw new Error(`'${text[bad]}' at offset ${bad}: tile moves are U, D, L and R, each followed by how many times when more than once`);
    }
    moves += BLANK_OF[found[1]].repeat(found[2] === '' ? 1 : Number(found[2]));
    at = move.lastIndex;
  }
}

const LETTERS = ['d', 'l', 'r', 'u'];

/** Every move the blank can make from `board`, in d, l, r, u order: its
 *  letter, the board after it, and that board's distance to `to` (the goal
 *  when omitted), or null when the board cannot reach it. A move is one
 *  step closer (distance - 1) or one step farther (distance + 1). */
export function neighbours(board, to) {
  const cells = parse(board);
  const gap = cells.indexOf('x');
  const row = Math.floor(gap / 3);
  const col = gap % 3;
  const target = { d: row < 2 ? gap + 3 : -1, l: col > 0 ? gap - 1 : -1, r: col < 2 ? gap + 1 : -1, u: row > 0 ? gap - 3 : -1 };
  return LETTERS.filter((letter) => target[letter] >= 0).map((letter) => {
    const next = cells.split('');
    [next[gap], next[target[letter]]] = [next[target[letter]], next[gap]];
    const after = next.join('');
    return { move: letter, board: after, distance: distance(after, to) };
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
