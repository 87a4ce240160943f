// The page in headless Chromium (Debian's /usr/bin/chromium, driven by
// playwright-core): hints and solutions on boards with known answers, a bad
// board, moves by click and by key, a new puzzle, the distance after every
// possible move, the chart of distances, sliding tiles and reduced motion,
// shared puzzles, an accessibility audit (axe-core) in every state the tests
// visit, keyboard order and focus, and no console errors.
// Screenshots go to target/web/. Prints the page weight and how soon after
// the load event the first hint is answered (measured, not asserted).
//
//   web/build && (cd web && npm ci && npm test)

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { mkdir, readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const shots = fileURLToPath(new URL('../../target/web/', import.meta.url));

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** A static server for web/ on 127.0.0.1, counting the bytes it sends. */
function serve() {
  const sent = [];
  const server = createServer(async (request, response) => {
    const path = new URL(request.url, 'http://127.0.0.1').pathname;
    const file = normalize(join(webRoot, path === '/' ? 'index.html' : path));
    try {
      if (!file.startsWith(webRoot)) throw new Error('outside web/');
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
      sent.push({ path, bytes: body.length });
    } catch {
      response.writeHead(404);
      response.end();
      sent.push({ path, bytes: 0, missing: true });
    }
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ server, sent, base: `http://127.0.0.1:${server.address().port}/` }));
  });
}

let site;
let browser;
const problems = [];

before(async () => {
  await mkdir(shots, { recursive: true });
  site = await serve();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
    ],
  });
});

after(async () => {
  await browser?.close();
  site?.server.close();
});

/** A fresh page at `query`, ready to use; console errors, page errors and
 *  failed requests are collected for the last test. */
async function open(query = '', viewport = { width: 900, height: 900 }, setUp = null, options = {}) {
  const page = await browser.newPage({ viewport, ...options });
  if (setUp) await page.addInitScript(setUp);
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${query}: console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${query}: page error: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`${query}: request failed: ${request.url()}`));
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(site.base) && !url.startsWith('data:')) problems.push(`${query}: request to another host: ${url}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${query}: HTTP ${response.status()}: ${response.url()}`);
  });
  await page.goto(site.base + query, { waitUntil: 'load' });
  await page.waitForSelector('body[data-ready]');
  return page;
}

async function boardOf(page) {
  const cells = await page.$$eval('[data-cell]', (els) =>
    els.sort((a, b) => a.dataset.cell - b.dataset.cell).map((el) => el.textContent || 'x'));
  return cells.join('');
}

async function status(page) {
  return page.$eval('#status', (el) => ({ distance: el.dataset.distance, next: el.dataset.next, text: el.textContent }));
}

/** Asks for a hint; what #status then says. */
async function hint(page) {
  await page.click('#hint');
  return status(page);
}

/** Solves at full speed and waits for the last move. */
async function solveFast(page) {
  await page.$eval('#speed', (el) => { el.value = el.max; el.dispatchEvent(new Event('input')); });
  await page.click('#solve');
  await page.waitForFunction(() => document.querySelector('#status').dataset.distance === '0', null, { timeout: 10_000 });
}

test('a board 31 moves from the goal: hint and solve', async () => {
  const page = await open('?board=8%206%207%202%205%204%203%20x%201');
  assert.equal(await boardOf(page), '8672543x1');
  assert.deepEqual(await hint(page), {
    distance: '31',
    next: 'l',
    text: '31 moves to the target. Best moves: slide 3 right (l), slide 1 left (r) or slide 5 down (u).',
  });
  // The hinted tiles are the ones the gap may move onto (cells 6, 8, 4).
  const hinted = await page.$$eval('[data-cell].hinted', (els) => els.map((el) => el.dataset.cell).sort());
  assert.deepEqual(hinted, ['4', '6', '8']);
  await page.screenshot({ path: join(shots, 'hint-31.png') });
  await solveFast(page);
  assert.equal(await boardOf(page), '12345678x');
  assert.equal(await page.$eval('#letters', (el) => el.textContent), 'lurdrulurdlldrrululddruulddrurd');
  assert.equal((await status(page)).text, 'Solved: the board is at the target after 31 moves.');
  await page.screenshot({ path: join(shots, 'solved-31.png') });
  await page.close();
});

test('every best move is marked, and Solve plays the shortest answer chosen', async () => {
  const page = await open('?board=x12345678');
  await page.click('#hint');
  const hinted = await page.$eval('#status', (el) => ({ best: el.dataset.best, text: el.textContent }));
  // The gap in cell 0 moves down (onto cell 3) or right (onto cell 1).
  assert.equal(hinted.best, 'd r');
  assert.match(hinted.text, /^22 moves to the target\. Best moves: slide 3 up \(d\) or slide 1 left \(r\)\.$/);
  const marked = await page.$$eval('[data-cell]', (els) => els.filter((el) => el.classList.contains('hinted')).map((el) => el.dataset.cell));
  assert.deepEqual(marked, ['1', '3']);
  await page.screenshot({ path: join(shots, 'hint-every-best-move.png') });
  await page.close();

  const other = await open('?board=23415x768');
  const answers = () => other.$eval('#answers', (el) => ({ count: el.dataset.count, shown: el.dataset.shown, text: el.textContent }));
  assert.deepEqual(await answers(), { count: '4', shown: '1', text: '4 shortest answers; Solve plays number 1.' });
  assert.equal(await other.$eval('#letters', (el) => el.textContent), 'dlurullddrurdllurdr');
  await other.click('#answer-next');
  assert.equal((await answers()).shown, '2');
  await other.click('#answer-previous');
  await other.click('#answer-previous');
  assert.equal((await answers()).shown, '4');
  await other.click('#answer-next');
  await other.click('#answer-next');
  assert.equal((await answers()).shown, '2');
  // The second of `eight solutions 23415x768`.
  assert.equal(await other.$eval('#letters', (el) => el.textContent), 'ldruullddrurdllurrd');
  await solveFast(other);
  assert.equal(await boardOf(other), '12345678x');
  assert.equal(await other.$eval('#letters', (el) => el.textContent), 'ldruullddrurdllurrd');
  assert.equal((await answers()).count, '1');
  await other.close();
});

test('the answer Solve would play downloads as an SVG strip in the page\'s colors', async () => {
  const page = await open('?board=23415x768');
  const drawn = async () => page.$eval('#download', (link) => {
    const svg = decodeURIComponent(link.href.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    const boards = [...doc.querySelectorAll('svg > g')].map((g) => {
      const cells = Array(9).fill('x');
      for (const tile of g.querySelectorAll('[data-cell]')) cells[Number(tile.dataset.cell)] = tile.textContent;
      return cells.join('');
    });
    return {
      hidden: link.hidden,
      name: link.download,
      error: doc.querySelector('parsererror') !== null,
      title: doc.querySelector('title').textContent,
      boards,
      arrows: doc.querySelectorAll('line').length,
      tile: doc.querySelector('[data-cell] rect').getAttribute('fill'),
    };
  });
  const first = await drawn();
  assert.equal(first.hidden, false);
  assert.equal(first.name, 'eight-answer.svg');
  assert.equal(first.error, false);
  // 'dlurullddrurdllurdr': 20 boards, each after one more letter, an arrow on each but the last.
  assert.equal(first.boards.length, 20);
  assert.equal(first.boards[0], '23415x768');
  assert.equal(first.boards[1], '23415876x');
  assert.equal(first.boards[19], '12345678x');
  assert.equal(first.arrows, 19);
  assert.equal(first.tile, '#2f5d8a');
  assert.match(first.title, /^8-puzzle board 2 3 4, 1 5 blank, 7 6 8; moves of the blank d l u r/);
  assert.match(first.title, /\(the target\)$/);
  // Another shortest answer chosen: another strip, as long.
  await page.click('#answer-next');
  const second = await drawn();
  assert.equal(second.boards.length, 20);
  assert.notDeepEqual(second.boards, first.boards);
  // At the target there is nothing to download.
  await solveFast(page);
  assert.equal(await page.$eval('#download', (link) => link.hidden), true);
  await page.close();
});

test('a pair with a target from the address: hint and solve', async () => {
  const page = await open('?board=564178X23&to=7568X4123');
  assert.deepEqual(await hint(page), {
    distance: '8', next: 'u', text: '8 moves to the target. Best move: slide 1 down (u).',
  });
  await solveFast(page);
  assert.equal(await page.$eval('#letters', (el) => el.textContent), 'urrulldr');
  assert.equal(await boardOf(page), '7568x4123');
  await page.close();
});

test('a bad board shows the library message and keeps a working page', async () => {
  const page = await open('?board=12345678q');
  const error = await page.$eval('#error', (el) => ({ text: el.textContent, role: el.getAttribute('role') }));
  assert.equal(error.role, 'alert');
  assert.match(error.text, /unexpected 'q'; expected a tile 1-8, a blank \(x, X or 0\) or white space/);
  assert.equal(await page.$$eval('[data-cell]', (els) => els.length), 9);
  assert.equal(await boardOf(page), '23415x768');
  await page.screenshot({ path: join(shots, 'bad-board.png') });
  // The form reports a bad target the same way, and takes a good board.
  await page.fill('#board-input', '2 3 4 1 5 X 7 6 8');
  await page.fill('#target-input', '11345678x');
  await page.click('#set');
  assert.match(await page.$eval('#error', (el) => el.textContent), /tile 1 appears twice/);
  await page.fill('#target-input', '');
  await page.click('#set');
  assert.equal(await page.$eval('#error', (el) => el.textContent), '');
  assert.equal((await hint(page)).distance, '19');
  await page.close();
});

test('an unsolvable pair says so', async () => {
  const page = await open('?board=12345687x');
  const found = await hint(page);
  assert.equal(found.distance, 'unsolvable');
  // The library's words (messages.unsolvable, cannotReach, otherParity).
  assert.equal(found.text, 'Unsolvable: the board cannot reach the target: their tiles have the other parity.');
  await page.click('#solve');
  assert.equal((await status(page)).distance, 'unsolvable');
  await page.close();
});

test('moves by click and by arrow key', async () => {
  const page = await open('?board=1234x5786');
  // Click the 5, right of the gap: it slides left.
  await page.click('[data-cell="5"]');
  assert.equal(await boardOf(page), '12345x786');
  assert.equal(await page.$eval('#move-count', (el) => el.textContent), '1');
  assert.equal((await status(page)).distance, '1');
  // A tile that does not touch the gap does not move.
  await page.click('[data-cell="0"]');
  assert.equal(await boardOf(page), '12345x786');
  // Up arrow: the tile below the gap (6) slides up; the target is reached.
  await page.keyboard.press('ArrowUp');
  assert.equal(await boardOf(page), '12345678x');
  const done = await status(page);
  assert.equal(done.distance, '0');
  assert.match(done.text, /^Solved: the board is at the target after 2 moves/);
  // Down arrow: the tile above the gap slides down; left arrow: the tile
  // right of the gap slides left.
  await page.keyboard.press('ArrowDown');
  assert.equal(await boardOf(page), '12345x786');
  await page.keyboard.press('ArrowRight');
  assert.equal(await boardOf(page), '1234x5786');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await boardOf(page), '12345x786');
  assert.equal(await page.$eval('#move-count', (el) => el.textContent), '5');
  await page.close();
});

test('the move count is the moves made: by hand, during and after a replay, after a hint, a new puzzle, a new board', async () => {
  const page = await open('?board=8%206%207%202%205%204%203%20x%201');
  const count = () => page.$eval('#move-count', (el) => Number(el.textContent));
  const played = () => page.$$eval('#letters .done', (els) => els.length);
  await page.keyboard.press('ArrowRight');
  assert.equal(await count(), 1);
  await page.click('#hint');
  assert.equal(await count(), 1);
  // A replay, paused part way: every move played is counted.
  await page.$eval('#speed', (el) => { el.value = el.min; el.dispatchEvent(new Event('input')); });
  await page.click('#solve');
  const length = await page.$eval('#letters', (el) => el.textContent.length);
  await page.waitForFunction(() => document.querySelectorAll('#letters .done').length >= 2, null, { timeout: 10_000 });
  await page.click('#pause');
  assert.equal(await count(), 1 + await played());
  await page.$eval('#speed', (el) => { el.value = el.max; el.dispatchEvent(new Event('input')); });
  await page.click('#pause');
  await page.waitForFunction(() => document.querySelector('#status').dataset.distance === '0', null, { timeout: 20_000 });
  assert.equal(await count(), 1 + length);
  assert.equal((await status(page)).text, `Solved: the board is at the target after ${1 + length} moves.`);
  await page.click('#hint');
  assert.equal(await count(), 1 + length);
  await page.click('#new');
  assert.equal(await count(), 0);
  await page.fill('#board-input', '23415x768');
  await page.click('#set');
  assert.equal(await count(), 0);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  assert.equal(await count(), 2);
  await page.click('#set');
  assert.equal(await count(), 0);
  await page.close();
});

test('a new puzzle is exactly as far as asked, and shared by its address', async () => {
  const page = await open();
  await page.fill('#difficulty', '12');
  await page.click('#new');
  const address = new URL(page.url());
  assert.equal(address.searchParams.get('distance'), '12');
  assert.match(address.searchParams.get('seed'), /^\d+$/);
  const board = await boardOf(page);
  assert.equal((await hint(page)).distance, '12');
  // The same address gives the same puzzle.
  const again = await open(address.search);
  assert.equal(await boardOf(again), board);
  await again.close();
  await page.close();
});

test('narrow screen, page weight and the first hint', async () => {
  const before = site.sent.length;
  // In the page, not through the test's round trips: the load event, then a
  // click on #hint as soon as the solver is ready, then the answer.
  const clickHintAtLoad = () => {
    window.addEventListener('load', () => {
      const loaded = performance.now();
      const hintNow = () => {
        document.querySelector('#hint').click();
        window.firstHint = {
          sinceLoad: performance.now() - loaded,
          distance: document.querySelector('#status').dataset.distance,
        };
      };
      if (document.body.dataset.ready) {
        hintNow();
        return;
      }
      // Called as soon as the page marks itself ready.
      new MutationObserver((_, observer) => {
        if (document.body.dataset.ready) {
          observer.disconnect();
          hintNow();
        }
      }).observe(document.body, { attributes: true });
    });
  };
  const page = await open('', { width: 360, height: 780 }, clickHintAtLoad);
  const weight = site.sent.slice(before).reduce((sum, r) => sum + r.bytes, 0);
  const layout = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    tile: document.querySelector('[data-cell="0"]').getBoundingClientRect().width,
  }));
  assert.ok(layout.scrollWidth <= 360, `no sideways scrolling at 360 px (${layout.scrollWidth})`);
  assert.ok(layout.tile >= 48, `tiles large enough to tap (${layout.tile} px)`);
  await page.waitForFunction(() => window.firstHint);
  const firstHint = await page.evaluate(() => window.firstHint);
  assert.equal(firstHint.distance, '19');
  await page.screenshot({ path: join(shots, 'page-360.png'), fullPage: true });
  await page.close();
  assert.ok(weight <= 120 * 1024, `the page's whole transfer is at most 120 KiB (${weight} bytes)`);
  console.log(`page weight: ${weight} bytes transferred (budget 122,880)`);
  console.log(`first hint answered ${firstHint.sinceLoad.toFixed(1)} ms after the load event (budget 50 ms)`);
});

/** data-after of every cell, in reading order (null where there is none). */
async function afters(page) {
  return page.$$eval('[data-cell]', (els) =>
    els.sort((a, b) => a.dataset.cell - b.dataset.cell).map((el) => el.dataset.after ?? null));
}

async function chartPoints(page) {
  return page.$eval('#chart', (el) => el.dataset.points);
}

test('every tile that can slide shows the distance after sliding it', async () => {
  // Distances from `eight hint` on each neighbour board. 23415x768 (19):
  // all three moves are one step closer (234158x76, 2341x5768, 23x154768
  // are 18 each).
  const page = await open('?board=23415x768');
  assert.deepEqual(await afters(page), [null, null, '18', null, '18', null, null, null, '18']);
  assert.deepEqual(await page.$$eval('.closer', (els) => els.map((el) => el.dataset.cell).sort()), ['2', '4', '8']);
  // 12345x786 (1): down reaches the goal (0); left (1234x5786) and up
  // (12x453786) are 2 moves away.
  await page.goto(`${site.base}?board=12345x786`);
  await page.waitForSelector('body[data-ready]');
  assert.deepEqual(await afters(page), [null, null, '2', null, '2', null, null, null, '0']);
  assert.deepEqual(await page.$$eval('.farther', (els) => els.map((el) => el.dataset.cell).sort()), ['2', '4']);
  assert.match(await page.$eval('[data-cell="8"]', (el) => el.getAttribute('aria-label')), /0 moves to the target after, one closer/);
  // At the target every move is a step away, and a board that cannot
  // reach it shows none.
  await page.goto(`${site.base}?board=12345687x`);
  await page.waitForSelector('body[data-ready]');
  assert.deepEqual(await afters(page), Array(9).fill(null));
  await page.screenshot({ path: join(shots, 'after.png') });
  await page.close();
});

test('the chart lists the distance after each move, a detour as a bump', async () => {
  const page = await open('?board=12345x786');
  assert.equal(await chartPoints(page), '1');
  // A detour: the 5 slides right (the gap goes left), 2 moves away.
  await page.click('[data-cell="4"]');
  assert.equal(await boardOf(page), '1234x5786');
  assert.equal(await chartPoints(page), '1,2');
  assert.equal(await page.$eval('#status', (el) => el.getAttribute('aria-live')), 'polite');
  assert.equal(await page.$eval('#status', (el) => el.textContent), 'Moved 5 right: 2 moves to the target, one farther.');
  // Back by keyboard: focus the 5 and press Enter, then an arrow.
  await page.focus('[data-cell="5"]');
  await page.keyboard.press('Enter');
  assert.equal(await boardOf(page), '12345x786');
  await page.keyboard.press('ArrowUp');
  assert.equal(await boardOf(page), '12345678x');
  assert.equal(await chartPoints(page), '1,2,1,0');
  assert.equal(await page.$$eval('#chart-dots circle', (els) => els.length), 4);
  // A longer game, then the solver's moves go on the same chart.
  await page.goto(`${site.base}?board=23415x768`);
  await page.waitForSelector('body[data-ready]');
  await page.click('[data-cell="4"]');
  await page.click('[data-cell="5"]');
  assert.equal(await chartPoints(page), '19,18,19');
  await solveFast(page);
  const points = (await chartPoints(page)).split(',').map(Number);
  assert.deepEqual(points, [19, 18, 19, ...Array.from({ length: 19 }, (_, i) => 18 - i)]);
  await page.screenshot({ path: join(shots, 'chart.png') });
  await page.close();
});

/** Running animations and transitions in the page right after a move. */
// The tiles' slides that a move starts, counted by their transitionrun
// events rather than by the transitions still running when asked: on a
// busy machine a 150 ms slide can be over before the question arrives.
// The events of a frame are sent before its animation-frame callbacks, so
// two frames after the click every slide the move began has been counted.
async function slidesAfterAMove(page) {
  await page.evaluate(() => {
    window.slidesBegun = 0;
    document.addEventListener('transitionrun', (event) => {
      if (event.propertyName === 'transform') window.slidesBegun += 1;
    });
  });
  await page.click('[data-cell="4"]');
  return page.evaluate(() => new Promise((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.slidesBegun)));
  }));
}

test('tiles slide, and do not under prefers-reduced-motion', async () => {
  const moving = await open('?board=12345x786');
  assert.ok(await slidesAfterAMove(moving) > 0, 'the moved tile slides');
  await moving.close();
  const still = await open('?board=12345x786', undefined, null, { reducedMotion: 'reduce' });
  assert.equal(await still.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches), true);
  assert.equal(await slidesAfterAMove(still), 0);
  assert.equal(await boardOf(still), '1234x5786');
  await still.close();
});

test('a shared puzzle address gives the board `eight gen` prints for it', async () => {
  // eight gen --distance 20 --seed 7 and --distance 12 --seed 99, first
  // boards, written down from the program.
  for (const [query, board, distance] of [
    ['?distance=20&seed=7', '75382416x', '20'],
    ['?distance=12&seed=99', '152874x63', '12'],
  ]) {
    const page = await open(query);
    assert.equal(await boardOf(page), board);
    assert.equal((await status(page)).distance, distance);
    await page.close();
  }
});

test('a full page for the README', async () => {
  const page = await open('?board=8672543x1');
  await page.click('#hint');
  await page.screenshot({ path: join(shots, 'page.png'), fullPage: true });
  await page.close();
});

// axe-core, the accessibility engine, from the npm registry (a development
// dependency); evaluated in the page, as its README describes injecting it.
const axeSource = await readFile(fileURLToPath(new URL('../node_modules/axe-core/axe.min.js', import.meta.url)), 'utf8');

/** The violations axe finds on the page as it is now, under WCAG 2.0 A and
 *  AA, WCAG 2.1 AA and axe's best practices, one line each: the rule, its
 *  impact and the elements. */
async function accessibilityViolations(page) {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice'] },
    });
    return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  return violations;
}

test('no accessibility violation in any state: load, hint, replay, bad board, new puzzle, narrow, reduced motion', async () => {
  const found = [];
  const audit = async (page, state) => {
    for (const violation of await accessibilityViolations(page)) found.push(`${state}: ${violation}`);
  };
  const page = await open('?board=8%206%207%202%205%204%203%20x%201');
  await audit(page, 'at load');
  await page.click('#hint');
  await audit(page, 'after a hint');
  await page.$eval('#speed', (el) => { el.value = el.min; el.dispatchEvent(new Event('input')); });
  await page.click('#solve');
  await page.waitForFunction(() => document.querySelectorAll('#letters .done').length >= 1, null, { timeout: 10_000 });
  await audit(page, 'during a replay');
  await page.$eval('#speed', (el) => { el.value = el.max; el.dispatchEvent(new Event('input')); });
  await page.waitForFunction(() => document.querySelector('#status').dataset.distance === '0', null, { timeout: 20_000 });
  await audit(page, 'after a replay');
  await page.click('#new');
  await audit(page, 'after a new puzzle');
  await page.close();
  const bad = await open('?board=12345678q');
  await audit(bad, 'with a bad board');
  await bad.close();
  const narrow = await open('', { width: 360, height: 780 });
  await narrow.click('#hint');
  await audit(narrow, 'on a 360 px screen');
  await narrow.close();
  const still = await open('?board=12345x786', undefined, null, { reducedMotion: 'reduce' });
  await still.click('[data-cell="8"]');
  await audit(still, 'under prefers-reduced-motion');
  await still.close();
  const dark = await open('', undefined, null, { colorScheme: 'dark' });
  await audit(dark, 'under a dark colour scheme (the page keeps its colours)');
  await dark.close();
  assert.deepEqual(found, [], `accessibility violations:\n${found.join('\n')}`);
});

test('keyboard: every control is reached by Tab in order, with a visible focus ring', async () => {
  const page = await open('?board=23415x768');
  const order = [];
  for (let i = 0; i < 30; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      const style = getComputedStyle(el);
      return {
        id: el.id || el.dataset.cell && `cell-${el.dataset.cell}` || el.tagName,
        ring: style.outlineStyle !== 'none' && style.outlineWidth !== '0px' || style.boxShadow !== 'none',
      };
    });
    // Past the last control, focus leaves the page's controls.
    if (focused.id === 'BODY' || (order.length && focused.id === order[0].id)) break;
    order.push(focused);
  }
  const ids = order.map((f) => f.id);
  for (const control of ['hint', 'solve', 'speed', 'difficulty', 'new', 'board-input', 'target-input', 'set']) {
    assert.ok(ids.includes(control), `Tab reaches #${control} (${ids.join(' ')})`);
  }
  // In the page's order: playing, then a new puzzle, then a board of one's own.
  assert.ok(ids.indexOf('hint') < ids.indexOf('new') && ids.indexOf('new') < ids.indexOf('set'), ids.join(' '));
  const noRing = order.filter((f) => !f.ring).map((f) => f.id);
  assert.deepEqual(noRing, [], `a visible focus ring on every control (${noRing.join(' ')})`);
  await page.close();
});

test('no console errors, page errors, failed requests or requests to another host on any page', () => {
  assert.deepEqual(problems, []);
  assert.ok(site.sent.every((r) => !r.missing), 'every request was served');
});
