// The page: a board to play on, hints, solutions played step by step, new
// puzzles of a chosen difficulty, any board and target from the URL or the
// form. Every answer comes from eight.wasm through eight.mjs.
//
// Test hooks (kept stable): cells [data-cell="0".."8"] in reading order,
// text the tile's digit or empty for the gap, and on each tile that can
// slide data-after = the distance to the target after sliding it; buttons
// #hint, #solve, #new; #status with data-distance (moves left, or
// "unsolvable") and data-next (the hint's letter) once a hint, a move or a
// solve has run, and data-best (every best move's letter, spaced) after a
// hint; #answers with data-count (the shortest answers of the board) and
// data-shown (which of them Solve plays, from 1), #answer-previous and
// #answer-next to choose it; #download, a link to that answer as SVG (the
// look of eight_solver.svg in Python, hidden when there is none); #chart with data-points = the distance after each move
// since the starting board, the starting board's first; #error; and
// body[data-ready] once the solver is loaded.

import { parse, hint, generate, neighbours, solutions, bestMoves, messages } from './eight.mjs';

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
  // The distance to the target of the starting board and after each move
  // since (empty when the board cannot reach the target).
  distances: [],
  // Every shortest answer of the board, and the one Solve plays.
  answers: [],
  shown: 0,
};

const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
const chart = $('chart');

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

/** Moves the gap by `letter`; returns the cell the tile left (where the
 *  gap is now), or -1 when the move would leave the board. */
function applyLetter(letter) {
  const gap = gapCell();
  const to = neighbour(gap, letter);
  if (to < 0) return -1;
  const next = state.board.split('');
  [next[gap], next[to]] = [next[to], next[gap]];
  state.board = next.join('');
  return to;
}

/** How long a tile takes to slide, at most. */
const SLIDE_MS = 150;

/** Slides the tile now in cell `into` from cell `from`, where it was: it
 *  is drawn there and moves over with a CSS transition, in at most
 *  `within` ms (a fast replay leaves less time). Not at all when the
 *  reader asks for reduced motion. */
function slide(from, into, within = SLIDE_MS) {
  if (reducedMotion.matches || from < 0) return;
  const el = cells[into];
  const was = cells[from].getBoundingClientRect();
  const now = el.getBoundingClientRect();
  el.style.transition = 'none';
  el.style.transform = `translate(${was.left - now.left}px, ${was.top - now.top}px)`;
  el.getBoundingClientRect(); // the start position takes effect here
  el.style.transition = `transform ${Math.min(SLIDE_MS, within)}ms ease-out, background-color 120ms`;
  el.style.transform = '';
}

function moveWord(n) {
  return `${n} move${n === 1 ? '' : 's'}`;
}

/** What sliding each movable tile does: its distance to the target after
 *  the move, on the tile (data-after), coloured closer or farther. */
function showAfter(here) {
  cells.forEach((el) => {
    delete el.dataset.after;
    el.classList.remove('closer', 'farther');
  });
  if (here === null) return;
  for (const { move: letter, distance } of neighbours(state.board, state.target) ?? []) {
    if (distance === null) continue;
    const cell = neighbour(gapCell(), letter);
    const el = cells[cell];
    el.dataset.after = String(distance);
    const closer = distance < here;
    el.classList.add(closer ? 'closer' : 'farther');
    el.setAttribute('aria-label', `tile ${state.board[cell]}, slides ${TILE_DIRECTION[letter]}: ` +
      `${moveWord(distance)} to the target after, ${closer ? 'one closer' : 'one farther'}`);
  }
}

/** The chart of the distances since the starting board: one point a move,
 *  so a detour shows as a bump. */
function drawChart() {
  const points = state.distances;
  chart.dataset.points = points.join(',');
  const [width, height, margin] = [300, 90, 6];
  const highest = Math.max(1, ...points);
  const last = Math.max(1, points.length - 1);
  const x = (i) => (margin + (i * (width - 2 * margin)) / last).toFixed(1);
  const y = (d) => (margin + (1 - d / highest) * (height - 2 * margin)).toFixed(1);
  $('chart-line').setAttribute('points', points.map((d, i) => `${x(i)},${y(d)}`).join(' '));
  $('chart-dots').replaceChildren(...points.map((d, i) => {
    const dot = document.createElementNS('http://www.w3.org/2000/svg', 'circle');
    dot.setAttribute('cx', x(i));
    dot.setAttribute('cy', y(d));
    dot.setAttribute('r', points.length > 40 ? '1.5' : '3');
    return dot;
  }));
  $('chart-top').textContent = String(highest);
  chart.setAttribute('aria-label', points.length
    ? `Distance to the target, from the starting board on: ${points.join(', ')}.`
    : `No distances: ${messages.cannotReach}.`);
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
  delete statusView.dataset.best;
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
  if (answer === null) {
    const word = messages.unsolvable;
    setStatus(word, '', `${word[0].toUpperCase()}${word.slice(1)}: ${messages.cannotReach}: ${messages.otherParity}.`);
    return null;
  }
  const { distance } = answer;
  const next = answer.next ?? '';
  if (distance === 0) {
    setStatus(0, '', `Solved: the board is at the target${state.moves ? ` after ${state.moves} moves` : ''}.`);
  } else {
    setStatus(distance, next, `${moveWord(distance)} to the target.`);
  }
  return { distance, next };
}

/** Every shortest answer of the board, and which one Solve plays. */
function listAnswers() {
  state.answers = solutions(state.board, state.target) ?? [];
  state.shown = 0;
  showAnswers();
}

function showAnswers() {
  const view = $('answers');
  const count = state.answers.length;
  view.dataset.count = String(count);
  view.dataset.shown = String(count ? state.shown + 1 : 0);
  if (count === 0 || state.answers[0] === '') {
    view.textContent = '';
  } else if (count === 1) {
    view.textContent = 'One shortest answer.';
  } else {
    view.textContent = `${count} shortest answers; Solve plays number ${state.shown + 1}.`;
  }
  const choosing = count > 1 && !state.playing;
  $('answer-previous').disabled = !choosing;
  $('answer-next').disabled = !choosing;
  // At the target the letters just played stay on show.
  if (!state.playing && count && state.answers[state.shown] !== '') showLetters(state.answers[state.shown], -1);
  offerDownload();
}

/** The answer `letters` from `board` as an SVG strip: each board after
 *  each letter, six a row, an arrow on the tile the next letter slides.
 *  The geometry of eight_solver.svg in Python; the colors are this page's
 *  (style.css), which the Python package's tests hold its own to. */
function answerSvg(board, letters) {
  const css = getComputedStyle(document.documentElement);
  const color = (name) => css.getPropertyValue(`--${name}`).trim();
  const [cell, space, caption, between, perRow] = [60, 6, 24, 20, 6];
  const size = 3 * cell + 4 * space;
  const place = (i) => [space + (i % 3) * (cell + space), space + Math.floor(i / 3) * (cell + space)];
  const boards = [board];
  for (const letter of letters) {
    const now = [...boards[boards.length - 1]];
    const gap = now.indexOf('x');
    const to = neighbour(gap, letter);
    [now[gap], now[to]] = [now[to], 'x'];
    boards.push(now.join(''));
  }
  const spoken = (b) => [0, 3, 6].map((r) => [...b.slice(r, r + 3)].map((c) => (c === 'x' ? 'blank' : c)).join(' ')).join(', ');
  const font = 'font-family="system-ui, sans-serif"';
  const parts = boards.map((shown, n) => {
    const x = (n % perRow) * (size + between);
    const y = Math.floor(n / perRow) * (size + caption + between);
    const tiles = [...shown].map((c, i) => {
      const [cx, cy] = place(i);
      if (c === 'x') {
        return `<rect x="${cx}" y="${cy}" width="${cell}" height="${cell}" rx="8" fill="${color('paper')}" ` +
          `stroke="${color('ink')}" stroke-opacity="0.25" stroke-dasharray="4 4"/>`;
      }
      return `<g data-cell="${i}" transform="translate(${cx} ${cy})"><rect width="${cell}" height="${cell}" rx="8" ` +
        `fill="${color('tile')}"/><text x="30" y="30" dy="0.35em" text-anchor="middle" fill="${color('tile-ink')}" ` +
        `${font} font-weight="bold" font-size="30">${c}</text></g>`;
    });
    if (n < letters.length) {
      const gap = shown.indexOf('x');
      const [[fx, fy], [tx, ty]] = [place(neighbour(gap, letters[n])), place(gap)];
      const [dx, dy] = [tx - fx, ty - fy];
      tiles.push(`<line x1="${fx + 30 + dx * 0.4}" y1="${fy + 30 + dy * 0.4}" x2="${fx + 30 + dx * 0.8}" ` +
        `y2="${fy + 30 + dy * 0.8}" stroke="${color('accent')}" stroke-width="6" stroke-linecap="round" marker-end="url(#head)"/>`);
    }
    const label = n === 0 ? 'start' : `${n}: ${letters[n - 1]}`;
    return `<g transform="translate(${x} ${y})"><rect width="${size}" height="${size}" rx="10" fill="${color('gap')}"/>` +
      `${tiles.join('')}</g><text x="${x + size / 2}" y="${y + size + 18}" text-anchor="middle" fill="${color('ink')}" ` +
      `${font} font-size="15">${label}</text>`;
  });
  const columns = Math.min(boards.length, perRow);
  const rows = Math.ceil(boards.length / perRow);
  const width = columns * size + (columns - 1) * between;
  const height = rows * (size + caption) + (rows - 1) * between;
  const title = `8-puzzle board ${spoken(board)}; moves of the blank ${[...letters].join(' ')} (${letters.length}), ` +
    `ending on ${spoken(boards[boards.length - 1])}${boards[boards.length - 1] === state.target ? ' (the target)' : ''}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" ` +
    `role="img" aria-labelledby="title"><title id="title">${title}</title><defs><marker id="head" viewBox="0 0 10 10" ` +
    `refX="5" refY="5" markerWidth="3" markerHeight="3" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" ` +
    `fill="${color('accent')}"/></marker></defs><rect width="${width}" height="${height}" fill="${color('paper')}"/>` +
    `${parts.join('')}</svg>`;
}

/** The download link of the answer Solve would play, or none. */
function offerDownload() {
  const link = $('download');
  const answer = state.answers[state.shown];
  link.hidden = !answer;
  if (answer) link.href = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(answerSvg(state.board, answer))}`;
  else link.removeAttribute('href');
}

function onChooseAnswer(by) {
  const count = state.answers.length;
  if (count < 2) return;
  state.shown = (state.shown + by + count) % count;
  showAnswers();
}

/** After the board changed: the status, what each tile's move would do,
 *  and (for a move, `moved`) a new point on the chart. Returns the
 *  distance, or null when the target cannot be reached. */
function update(moved) {
  const found = describe();
  listAnswers();
  const here = found ? found.distance : null;
  if (moved && here !== null) state.distances.push(here);
  showAfter(here);
  drawChart();
  return here;
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

/** A move by the player: click, tap or arrow key. The status says what
 *  it did, for the eye and for screen readers (a polite live region). */
function move(letter) {
  stopPlaying();
  const before = state.distances[state.distances.length - 1];
  const gap = gapCell();
  const from = applyLetter(letter);
  if (from < 0) return;
  state.moves += 1;
  clearHighlight();
  showLetters('', 0);
  render();
  slide(from, gap);
  const here = update(true);
  if (here === null || here === 0 || before === undefined) return;
  statusView.textContent = `Moved ${state.board[gap]} ${TILE_DIRECTION[letter]}: ` +
    `${moveWord(here)} to the target, ${here < before ? 'one closer' : 'one farther'}.`;
}

function onHint() {
  showError('');
  clearHighlight();
  const found = describe();
  if (!found || !found.next) return;
  const best = bestMoves(state.board, state.target);
  const named = best.moves.map((letter) => {
    const tileCell = neighbour(gapCell(), letter);
    cells[tileCell].classList.add('hinted');
    return `slide ${state.board[tileCell]} ${TILE_DIRECTION[letter]} (${letter})`;
  });
  statusView.dataset.best = best.moves.join(' ');
  const last = named.pop();
  const list = named.length ? `${named.join(', ')} or ${last}` : last;
  statusView.textContent = `${found.distance} move${found.distance === 1 ? '' : 's'} to the target. ` +
    `Best move${best.moves.length > 1 ? 's' : ''}: ${list}.`;
}

function step() {
  const playing = state.playing;
  if (!playing || playing.paused) return;
  if (playing.done < playing.path.length) {
    const gap = gapCell();
    const from = applyLetter(playing.path[playing.done]);
    // Counted before the board is drawn, which writes the count.
    playing.done += 1;
    state.moves += 1;
    render();
    slide(from, gap, 0.8 * delay());
    showLetters(playing.path, playing.done);
    const left = playing.path.length - playing.done;
    state.distances.push(left);
    if (left > 0) {
      setStatus(left, playing.path[playing.done], `Solving: ${moveWord(left)} left.`);
      showAfter(left);
      drawChart();
      playing.timer = setTimeout(step, delay());
      return;
    }
  }
  stopPlaying();
  update(false);
}


function onSolve() {
  showError('');
  stopPlaying();
  clearHighlight();
  if (state.answers.length === 0) {
    describe();
    return;
  }
  const path = state.answers[state.shown];
  showLetters(path, 0);
  if (path.length === 0) {
    describe();
    return;
  }
  setStatus(path.length, path[0], `Solving: ${path.length} moves, the answer ${path}.`);
  state.playing = { path, done: 0, paused: false, timer: setTimeout(step, delay()) };
  $('pause').disabled = false;
  $('answer-previous').disabled = true;
  $('answer-next').disabled = true;
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
  render();
  // The starting board is the chart's first point.
  state.distances = [];
  const here = update(true);
  if (here !== null && here > 0) statusView.textContent = `${moveWord(here)} to the target. Slide the tiles, or ask for a hint.`;
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
$('answer-previous').addEventListener('click', () => onChooseAnswer(-1));
$('answer-next').addEventListener('click', () => onChooseAnswer(1));
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
