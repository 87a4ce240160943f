// Types for the eight-solver package (eight.mjs over eight.wasm).
//
// A board is a string in any spelling the solver accepts: the nine cells in
// reading order, tiles 1 to 8 and the blank as x, X or 0, written as one run
// ("23415x768", "12X453786") or as nine cells separated by white space
// ("2 3 4 1 5 x 7 6 8"). A bad board (an unknown character, a tile twice,
// no blank, the wrong number of cells) makes a function throw an Error
// whose message says what is wrong, e.g. "board: tile 5 appears twice".
//
// Every answer is the shortest move string, and the smallest in ASCII order
// among the shortest. A letter names the neighbour the blank swaps with, so
// it is the way the blank travels: d down, l left, r right, u up.

/**
 * The library's words, for sentences of one's own: the same texts the
 * program, the C library and the Python package use.
 */
export const messages: Readonly<{
  /** The judge formats' word for a pair with no answer: `'unsolvable'`. */
  unsolvable: string;
  /** Why a pair has no answer: `'their tiles have the other parity'`. */
  otherParity: string;
  /** What a limit of listed answers must be. */
  badLimit: string;
  /** A pair with no answer, its boards not named:
   *  `'the board cannot reach the target'`. */
  cannotReach: string;
}>;

/** A board in any accepted spelling (see the top of this file). */
export type Board = string;

/** One move of the blank: down, left, right or up. */
export type Move = 'd' | 'l' | 'r' | 'u';

/**
 * The board written as nine characters, `x` for the blank.
 * @example parse('2 3 4 1 5 X 7 6 8') // '23415x768'
 * @throws Error when the board is bad.
 */
export function parse(board: Board): string;

/**
 * The answer from `board` to `to` (the goal `12345678x` when omitted): a
 * string of move letters, `''` when the board is already there, or
 * `null` when the tiles' parities differ (as every function answers a
 * board that cannot reach its target).
 * @example solve('23415x768') // 'dlurullddrurdllurdr'
 * @example solve('564178X23', '7568X4123') // 'urrulldr'
 * @throws Error when a board is bad.
 */
export function solve(board: Board, to?: Board | null): string | null;

/** How far a board is, and the move to make next. */
export interface Hint {
  /** Moves left to the target along the answer. */
  distance: number;
  /** The first move of the answer; `null` at the target. */
  next: Move | null;
}

/**
 * The distance to `to` (the goal when omitted) and the best next move: the
 * first letter of {@link solve}'s answer, as `eight hint` prints them;
 * `null` when the board cannot reach `to`. {@link bestMoves} gives every
 * best next move.
 * @example hint('23415x768') // { distance: 19, next: 'd' }
 * @throws Error when a board is bad.
 */
export function hint(board: Board, to?: Board | null): Hint | null;

/**
 * Every shortest answer from `board` to `to` (the goal when omitted), in
 * ASCII order (the first is {@link solve}'s), the first `limit` of them
 * when a limit is given; `null` when the board cannot reach `to`. A pair
 * has at most 86 (64 to the goal).
 * @param limit A whole number from 1, or omitted for all.
 * @example solutions('23415x768', null, 2) // ['dlurullddrurdllurdr', 'ldruullddrurdllurrd']
 * @throws Error when a board is bad; RangeError when the limit is not a
 * whole number from 1.
 */
export function solutions(board: Board, to?: Board | null, limit?: number | null): string[] | null;

/**
 * The number of shortest answers from `board` to `to` (the goal when
 * omitted), or `null` when the board cannot reach it.
 * @example count('8672543x1') // 40
 * @throws Error when a board is bad.
 */
export function count(board: Board, to?: Board | null): number | null;

/** How far a board is, and every move that brings it one step closer. */
export interface BestMoves {
  /** Moves left to the target. */
  distance: number;
  /** Every best next move, in ASCII order; empty at the target. */
  moves: Move[];
}

/**
 * The distance from `board` to `to` (the goal when omitted) and every best
 * next move; `null` when the board cannot reach `to`.
 * @example bestMoves('x12345678') // { distance: 22, moves: ['d', 'r'] }
 * @throws Error when a board is bad.
 */
export function bestMoves(board: Board, to?: Board | null): BestMoves | null;

/**
 * Moves in the blank's letters in the tile notation speedsolvers write:
 * the direction the tiles slide (`U`, `D`, `L`, `R`, the opposite of the
 * blank's), a run with its length.
 * @example toTiles('ddrul') // 'U2LDR'
 * @throws Error at the first character that is not d, l, r or u.
 */
export function toTiles(moves: string): string;

/**
 * Moves in the tile notation in the blank's letters; spaces between moves
 * are allowed.
 * @example fromTiles('U2 L') // 'ddr'
 * @throws Error at the first character that is not a tile move.
 */
export function fromTiles(tiles: string): string;

/**
 * The number of moves from `board` to `to` (the goal when omitted), or
 * `null` when the board cannot reach it.
 * @example distance('23415x768') // 19
 * @throws Error when a board is bad.
 */
export function distance(board: Board, to?: Board | null): number | null;

/** A move the blank can make, where it leads and how far that is. */
export interface Neighbour {
  /** The move's letter. */
  move: Move;
  /** The board after the move, nine characters with `x` for the blank. */
  board: string;
  /**
   * That board's distance to the target: one less than the board's own on
   * a shortest way, one more otherwise.
   */
  distance: number;
}

/**
 * Every move the blank can make from `board`, in d, l, r, u order, each
 * with the board after it and that board's distance to `to` (the goal when
 * omitted); `null` when the board cannot reach `to`. Several moves can be
 * one step closer; the answer takes the first of them.
 * @example neighbours('12345x786')?.map((n) => n.distance) // [0, 2, 2]
 * @throws Error when a board is bad.
 */
export function neighbours(board: Board, to?: Board | null): Neighbour[] | null;

/**
 * A random board exactly `moves` moves from `to` (the goal when omitted),
 * drawn uniformly with the seed: the first board that
 * `eight gen --distance D --seed S` prints, the same for a seed in every
 * 0.x version.
 * @param moves 0 to 31 (a corner or edge target; 30 for a centre one).
 * @param seed An integer: a number, a bigint or a decimal string; it is
 * taken modulo 2^64.
 * @example generate(31, 1) // '8672543x1'
 * @throws Error when no board is that far, or a board is bad; RangeError
 * or SyntaxError when the seed is not an integer.
 */
export function generate(moves: number, seed: number | bigint | string, to?: Board | null): string;

/** What {@link pairs} wrote, as `eight pairs` writes it. */
export interface PairsResult {
  /** The answers: `Case k: n` and the moves, two lines per case. */
  output: string;
  /** One message per bad case, e.g. `eight: line 3: tile 5 appears twice`. */
  errors: string;
  /** The exit status: 0, or 1 when any case was bad. */
  status: number;
}

/**
 * The "Eight II" judge format (HDU 3567) on `input`: a count T, then T
 * cases of a start and a target board.
 * @example pairs('1\n12X453786\n12345678X\n').output // 'Case 1: 2\ndd\n'
 */
export function pairs(input: string | Uint8Array): PairsResult;
