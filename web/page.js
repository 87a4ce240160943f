// The page: a board to play on, hints, solutions played step by step, new
// puzzles of a chosen difficulty, any board and target from the URL or the
// form. Every answer comes from eight.wasm through eight.mjs.
//
// Test hooks (kept stable): cells [data-cell="0".."8"] in reading order,
// text the tile's digit or empty for the gap; buttons #hint, #solve, #new;
// #status with data-distance (moves left, or "unsolvable") and data-next
// (the hint's letter) once a hint, a move or a solve has run; #error; and
// body[data-ready] once the solver is loaded.

import { parse, solve, hint, generate } from './eight.mjs';

const GOAL = '12345678x';
const FIRST_BOARD = '23415x768';

const $ = (id) => document.getElementById(id);
const cells = [...document.querySelectorAll('[data-cell]')];
const statusView = $('status');
const errorView = $('error');

const state = {
  board: FIRST_BOARD,
  target: GOAL,
  moves: 0,
  // The answer being played: its letters, the next step, the timer.
  playing: null,
};

/** Where the gap goes from `gap` for a letter, or -1 off the board. */
function neighbour(gap, letter) {
  const row = Math.floor(gap / 3);
  const col = gap % 3;
  switch (letter) {
    case 'd': return row < 2 ? gap + 3 : -1;
    case 'u': return row > 0 ? gap - 3 : -1;
    case 'l': return col > 0 ? gap - 1 : -1;
    case 'r': return col < 2 ? gap + 1 : -1;
    default: return -1;
  }
}

/** How a tile moves when the gap travels by `letter`: the opposite way. */
const TILE_DIRECTION = { d: 'up', u: 'down', l: 'right', r: 'left' };

function gapCell() {
  return state.board.indexOf('x');
}

/** The letter that moves the gap onto `cell`, or null when not adjacent. */
function letterTowards(cell) {
  return ['d', 'l', 'r', 'u'].find((letter) => neighbour(gapCell(), letter) === cell) ?? null;
}

function applyLetter(letter) {
  const gap = gapCell();
  const to = neighbour(gap, letter);
  if (to < 0) return false;
  const next = state.board.split('');
  [next[gap], next[to]] = [next[to], next[gap]];
  state.board = next.join('');
  return true;
}

function render() {
  cells.forEach((el, i) => {
    const c = state.board[i];
    const movable = c !== 'x' && letterTowards(i) !== null;
    el.textContent = c === 'x' ? '' : c;
    el.classList.toggle('movable', movable);
    el.setAttribute('aria-label', c === 'x' ? 'gap' : movable ? `tile ${c}, slides into the gap` : `tile ${c}`);
  });
  $('move-count').textContent = String(state.moves);
  $('target-view').textContent = state.target;
}

function clearHighlight() {
  cells.forEach((el) => el.classList.remove('hinted'));
}

function showError(message) {
  errorView.textContent = message;
}

function setStatus(distance, next, text) {
  statusView.dataset.distance = String(distance);
  statusView.dataset.next = next;
  statusView.textContent = text;
}

/** Asks the solver how far the target is and writes it in #status. */
function describe() {
  const answer = hint(state.board, state.target);
  if (answer === 'unsolvable') {
    setStatus('unsolvable', '', 'Unsolvable: this board cannot reach the target (the tiles have the other parity).');
    return null;
  }
  const [distance, next = ''] = answer.split(' ');
  if (distance === '0') {
    setStatus(0, '', `Solved: the board is at the target${state.moves ? ` after ${state.moves} moves` : ''}.`);
  } else {
    setStatus(distance, next, `${distance} move${distance === '1' ? '' : 's'} to the target.`);
  }
  return { distance: Number(distance), next };
}

function showLetters(path, done) {
  const view = $('letters');
  view.replaceChildren();
  [...path].forEach((letter, i) => {
    const span = document.createElement('span');
    span.textContent = letter;
    if (i < done) span.className = 'done';
    else if (i === done) span.className = 'current';
    view.append(span);
  });
}

function stopPlaying() {
  if (state.playing) clearTimeout(state.playing.timer);
  state.playing = null;
  $('pause').disabled = true;
  $('pause').textContent = 'Pause';
  $('pause').setAttribute('aria-pressed', 'false');
}

function delay() {
  return 1000 / Number($('speed').value);
}

/** A move by the player: click, tap or arrow key. */
function move(letter) {
  stopPlaying();
  if (!applyLetter(letter)) return;
  state.moves += 1;
  clearHighlight();
  showLetters('', 0);
  render();
  describe();
}

function onHint() {
  showError('');
  clearHighlight();
  const found = describe();
  if (!found || !found.next) return;
  const tileCell = neighbour(gapCell(), found.next);
  cells[tileCell].classList.add('hinted');
  statusView.textContent = `${found.distance} move${found.distance === 1 ? '' : 's'} to the target. ` +
    `Best move: slide ${state.board[tileCell]} ${TILE_DIRECTION[found.next]} (${found.next}).`;
}

function step() {
  const playing = state.playing;
  if (!playing || playing.paused) return;
  if (playing.done < playing.path.length) {
    applyLetter(playing.path[playing.done]);
    playing.done += 1;
    state.moves += 1;
    render();
    showLetters(playing.path, playing.done);
    const left = playing.path.length - playing.done;
    if (left > 0) {
      setStatus(left, playing.path[playing.done], `Solving: ${left} move${left === 1 ? '' : 's'} left.`);
      playing.timer = setTimeout(step, delay());
      return;
    }
  }
  stopPlaying();
  describe();
}

function onSolve() {
  showError('');
  stopPlaying();
  clearHighlight();
  const path = solve(state.board, state.target);
  if (path === 'unsolvable') {
    describe();
    return;
  }
  showLetters(path, 0);
  if (path.length === 0) {
    describe();
    return;
  }
  setStatus(path.length, path[0], `Solving: ${path.length} moves, the answer ${path}.`);
  state.playing = { path, done: 0, paused: false, timer: setTimeout(step, delay()) };
  $('pause').disabled = false;
}

function onPause() {
  const playing = state.playing;
  if (!playing) return;
  playing.paused = !playing.paused;
  $('pause').textContent = playing.paused ? 'Resume' : 'Pause';
  $('pause').setAttribute('aria-pressed', String(playing.paused));
  if (!playing.paused) {
    clearTimeout(playing.timer);
    playing.timer = setTimeout(step, delay());
  }
}

function onSpeed() {
  const perSecond = Number($('speed').value);
  $('speed-value').textContent = `${perSecond} move${perSecond === 1 ? '' : 's'} a second`;
}

/** Starts over on a board and target, and says so in the address. */
function start(board, target, params) {
  stopPlaying();
  clearHighlight();
  showLetters('', 0);
  state.board = board;
  state.target = target;
  state.moves = 0;
  delete statusView.dataset.distance;
  delete statusView.dataset.next;
  statusView.textContent = 'Slide the tiles, or ask for a hint.';
  render();
  if (params) history.replaceState(null, '', `?${new URLSearchParams(params)}`);
}

function targetParams(target) {
  return target === GOAL ? {} : { to: target };
}

function newPuzzle(distance, seed, target) {
  const board = generate(distance, seed, target);
  start(board, target, { distance, seed, ...targetParams(target) });
}

function onNew() {
  showError('');
  const distance = Math.min(31, Math.max(1, Math.round(Number($('difficulty').value)) || 1));
  $('difficulty').value = String(distance);
  const seed = crypto.getRandomValues(new Uint32Array(1))[0];
  try {
    newPuzzle(distance, seed, state.target);
  } catch (e) {
    showError(e.message);
  }
}

/** Parses a board the user gave; shows the library's message if bad. */
function parsed(text, role) {
  try {
    return parse(text);
  } catch (e) {
    showError(`${role} '${text}': ${e.message.replace(/^board: /, '')}`);
    return null;
  }
}

function onSet(event) {
  event.preventDefault();
  showError('');
  const boardText = $('board-input').value.trim() || state.board;
  const targetText = $('target-input').value.trim() || GOAL;
  const board = parsed(boardText, 'Board');
  const target = board && parsed(targetText, 'Target');
  if (!board || !target) return;
  start(board, target, { board, ...targetParams(target) });
}

const KEY_LETTERS = {
  // An arrow slides the tile on the far side of the gap in its direction,
  // so the gap travels the other way.
  ArrowUp: 'd',
  ArrowDown: 'u',
  ArrowLeft: 'r',
  ArrowRight: 'l',
};

function onKey(event) {
  const letter = KEY_LETTERS[event.key];
  if (!letter || event.target instanceof HTMLInputElement) return;
  event.preventDefault();
  move(letter);
}

/** The board and target of the address: ?board=…&to=…, or a shared puzzle
 *  ?distance=…&seed=…. Bad values are reported and the first board kept. */
function fromAddress() {
  const params = new URLSearchParams(location.search);
  let target = GOAL;
  if (params.has('to')) {
    target = parsed(params.get('to'), 'Target') ?? GOAL;
  }
  if (params.has('seed') && params.has('distance')) {
    try {
      newPuzzle(Number(params.get('distance')), params.get('seed'), target);
      return;
    } catch (e) {
      showError(e.message);
    }
  }
  const board = params.has('board') ? parsed(params.get('board'), 'Board') : null;
  start(board ?? FIRST_BOARD, target, null);
}

cells.forEach((el, i) => el.addEventListener('click', () => {
  const letter = letterTowards(i);
  if (letter && state.board[i] !== 'x') move(letter);
}));
$('hint').addEventListener('click', onHint);
$('solve').addEventListener('click', onSolve);
$('pause').addEventListener('click', onPause);
$('speed').addEventListener('input', onSpeed);
$('new').addEventListener('click', onNew);
$('custom-form').addEventListener('submit', onSet);
document.addEventListener('keydown', onKey);

fromAddress();
for (const id of ['hint', 'solve', 'new', 'set']) $(id).disabled = false;
document.body.dataset.ready = 'true';
performance.mark('eight-ready');
// The first answer decodes a table (and compiles the decoder): do it now,
// while the person reads the page, rather than on their first click.
setTimeout(() => {
  try {
    hint(state.board, state.target);
  } catch {
    // A bad board from the address is already reported.
  }
}, 0);
