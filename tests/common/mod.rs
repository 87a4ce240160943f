//! An independent slow oracle and helpers for the integration tests.
//!
//! Nothing here uses the crate: boards are plain arrays, ranked by their own
//! Cantor index over all 9! arrangements, and answers come from a plain
//! breadth-first search from the target plus a greedy walk that takes the
//! smallest letter that lowers the distance.

#![allow(dead_code)]

use std::collections::VecDeque;
#[cfg(feature = "cli")]
use std::io::{Read, Write};
#[cfg(feature = "cli")]
use std::process::{Child, Command, Output, Stdio};
#[cfg(feature = "cli")]
use std::time::{Duration, Instant};

/// Nine cells in reading order, 0 for the blank.
pub type Cells = [u8; 9];

pub const GOAL: Cells = [1, 2, 3, 4, 5, 6, 7, 8, 0];

/// Moves in ASCII order with the blank's row and column change.
pub const MOVES: [(char, i32, i32); 4] = [('d', 1, 0), ('l', 0, -1), ('r', 0, 1), ('u', -1, 0)];

const ALL: usize = 362_880;
const UNSEEN: u8 = u8::MAX;

pub fn neighbour(cells: &Cells, letter: char) -> Option<Cells> {
    let blank = cells.iter().position(|&c| c == 0)?;
    let &(_, dr, dc) = MOVES.iter().find(|m| m.0 == letter)?;
    let row = (blank / 3) as i32 + dr;
    let col = (blank % 3) as i32 + dc;
    if !(0..3).contains(&row) || !(0..3).contains(&col) {
        return None;
    }
    let mut next = *cells;
    next.swap(blank, (row * 3 + col) as usize);
    Some(next)
}

/// The board after the moves, or `None` when a letter is not a legal move.
pub fn replay(cells: &Cells, path: &str) -> Option<Cells> {
    path.chars()
        .try_fold(*cells, |c, letter| neighbour(&c, letter))
}

/// Whether the tiles, blank left out, have an even number of inversions.
pub fn tiles_even(cells: &Cells) -> bool {
    let tiles: Vec<u8> = cells.iter().copied().filter(|&c| c != 0).collect();
    let inversions: usize = (0..tiles.len())
        .map(|i| tiles[i + 1..].iter().filter(|&&t| t < tiles[i]).count())
        .sum();
    inversions.is_multiple_of(2)
}

/// Cantor index over all 9! arrangements.
pub fn index(cells: &Cells) -> usize {
    let mut factorial = [1usize; 9];
    for i in 1..9 {
        factorial[i] = factorial[i - 1] * i;
    }
    (0..9)
        .map(|i| cells[i + 1..].iter().filter(|&&c| c < cells[i]).count() * factorial[8 - i])
        .sum()
}

/// Every arrangement of the nine cells, in lexicographic order.
pub fn all_boards() -> Vec<Cells> {
    let mut boards = Vec::with_capacity(ALL);
    let mut c: Cells = [0, 1, 2, 3, 4, 5, 6, 7, 8];
    loop {
        boards.push(c);
        // Next permutation.
        let Some(i) = (0..8).rev().find(|&i| c[i] < c[i + 1]) else {
            break;
        };
        let j = (i + 1..9).rev().find(|&j| c[j] > c[i]).expect("exists");
        c.swap(i, j);
        c[i + 1..].reverse();
    }
    boards
}

pub fn spell(cells: &Cells) -> String {
    cells
        .iter()
        .map(|&c| if c == 0 { 'x' } else { char::from(b'0' + c) })
        .collect()
}

pub fn cells_of(text: &str) -> Cells {
    let mut cells = [0; 9];
    for (slot, ch) in cells.iter_mut().zip(text.chars()) {
        *slot = match ch {
            'x' | 'X' => 0,
            d => d.to_digit(10).expect("a digit") as u8,
        };
    }
    cells
}

/// Distances of every board to one target.
pub struct Oracle {
    target: Cells,
    distance: Vec<u8>,
}

impl Oracle {
    /// Plain breadth-first search from the target.
    pub fn new(target: Cells) -> Oracle {
        let mut distance = vec![UNSEEN; ALL];
        distance[index(&target)] = 0;
        let mut queue = VecDeque::from([target]);
        while let Some(here) = queue.pop_front() {
            let d = distance[index(&here)];
            for &(letter, _, _) in &MOVES {
                if let Some(next) = neighbour(&here, letter) {
                    let slot = &mut distance[index(&next)];
                    if *slot == UNSEEN {
                        *slot = d + 1;
                        queue.push_back(next);
                    }
                }
            }
        }
        Oracle { target, distance }
    }

    pub fn distance(&self, cells: &Cells) -> Option<u8> {
        let d = self.distance[index(cells)];
        (d != UNSEEN).then_some(d)
    }

    /// The shortest answer, smallest letter first at every step.
    pub fn answer(&self, start: &Cells) -> Option<String> {
        let mut d = self.distance(start)?;
        let mut here = *start;
        let mut path = String::new();
        while d > 0 {
            let (letter, next) = MOVES
                .iter()
                .filter_map(|&(letter, _, _)| Some((letter, neighbour(&here, letter)?)))
                .find(|(_, next)| self.distance(next) == Some(d - 1))
                .expect("a closer neighbour exists");
            path.push(letter);
            here = next;
            d -= 1;
        }
        assert_eq!(here, self.target);
        Some(path)
    }

    /// The neighbours of `cells` one step closer to the target, with their
    /// letters, in ASCII order.
    pub fn closer(&self, cells: &Cells) -> Vec<(char, Cells)> {
        let Some(d) = self.distance(cells).filter(|&d| d > 0) else {
            return Vec::new();
        };
        MOVES
            .iter()
            .filter_map(|&(letter, _, _)| Some((letter, neighbour(cells, letter)?)))
            .filter(|(_, next)| self.distance(next) == Some(d - 1))
            .collect()
    }

    /// The number of shortest answers of every board (0 for a board that
    /// cannot reach the target), indexed as [`index`]: each board's is the
    /// sum of its closer neighbours', filled in by distance.
    pub fn path_counts(&self) -> Vec<u64> {
        let mut by_distance: Vec<usize> =
            (0..ALL).filter(|&i| self.distance[i] != UNSEEN).collect();
        by_distance.sort_by_key(|&i| self.distance[i]);
        let all = all_boards();
        let mut counts = vec![0u64; ALL];
        for i in by_distance {
            counts[i] = if self.distance[i] == 0 {
                1
            } else {
                let cells = &all[i];
                self.closer(cells)
                    .iter()
                    .map(|(_, next)| counts[index(next)])
                    .sum()
            };
        }
        counts
    }

    /// Every shortest answer of `start`, in ASCII order, by a plain
    /// recursion over the closer neighbours.
    pub fn all_answers(&self, start: &Cells) -> Vec<String> {
        fn walk(oracle: &Oracle, here: &Cells, prefix: &mut String, out: &mut Vec<String>) {
            if oracle.distance(here) == Some(0) {
                out.push(prefix.clone());
                return;
            }
            for (letter, next) in oracle.closer(here) {
                prefix.push(letter);
                walk(oracle, &next, prefix, out);
                prefix.pop();
            }
        }
        let mut out = Vec::new();
        if self.distance(start).is_some() {
            walk(self, start, &mut String::new(), &mut out);
        }
        out
    }

    /// How many boards are at each distance.
    pub fn depth_counts(&self) -> Vec<usize> {
        let mut counts = Vec::new();
        for &d in self.distance.iter().filter(|&&d| d != UNSEEN) {
            let d = usize::from(d);
            if counts.len() <= d {
                counts.resize(d + 1, 0);
            }
            counts[d] += 1;
        }
        counts
    }
}

/// A small deterministic generator (xorshift64*), so failures reproduce.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed | 1)
    }

    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 33) as usize % n
    }

    pub fn board(&mut self) -> Cells {
        let mut cells: Cells = [0, 1, 2, 3, 4, 5, 6, 7, 8];
        for i in (1..9).rev() {
            cells.swap(i, self.below(i + 1));
        }
        cells
    }
}

/// How long one run of a program may take before its test fails. The
/// slowest run (every board through `eight solve`) takes about a second.
#[cfg(feature = "cli")]
pub const TIME_LIMIT: Duration = Duration::from_secs(30);

/// Waits for `child` to end, gathering what it writes to its piped
/// outputs. Past [`TIME_LIMIT`] the child is killed and the test fails:
/// a program that never ends fails the suite instead of hanging it.
#[cfg(feature = "cli")]
pub fn finish(mut child: Child) -> Output {
    fn gather(pipe: Option<impl Read + Send + 'static>) -> std::thread::JoinHandle<Vec<u8>> {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            if let Some(mut pipe) = pipe {
                let _ = pipe.read_to_end(&mut bytes);
            }
            bytes
        })
    }
    let stdout = gather(child.stdout.take());
    let stderr = gather(child.stderr.take());
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("the program can be waited for") {
            break status;
        }
        if started.elapsed() > TIME_LIMIT {
            let _ = child.kill();
            let _ = child.wait();
            panic!("the program ran longer than {TIME_LIMIT:?} and was killed");
        }
        std::thread::sleep(Duration::from_millis(2));
    };
    Output {
        status,
        stdout: stdout.join().expect("stdout gathered"),
        stderr: stderr.join().expect("stderr gathered"),
    }
}

/// The lines of `stream` (a child's piped output or messages) as they
/// come, read on a thread of their own (joined by the handle once the
/// stream ends).
#[cfg(feature = "cli")]
pub fn lines_as_they_come(
    stream: impl std::io::Read + Send + 'static,
) -> (
    std::sync::mpsc::Receiver<String>,
    std::thread::JoinHandle<()>,
) {
    use std::io::BufRead;
    let (lines, received) = std::sync::mpsc::channel();
    let reader = std::thread::spawn(move || {
        for line in std::io::BufReader::new(stream).lines() {
            if lines.send(line.expect("UTF-8")).is_err() {
                break;
            }
        }
    });
    (received, reader)
}

/// Runs `command` with its outputs piped, within [`TIME_LIMIT`].
#[cfg(feature = "cli")]
pub fn output_of(command: &mut Command) -> Output {
    let child = command
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the program starts");
    finish(child)
}

/// The real `eight` binary started with `args`, its standard input,
/// output and error each a pipe.
#[cfg(feature = "cli")]
pub fn spawn(args: &[&str]) -> std::process::Child {
    Command::new(env!("CARGO_BIN_EXE_eight"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts")
}

/// Runs the real `eight` binary with `args` and `stdin`, within
/// [`TIME_LIMIT`].
#[cfg(feature = "cli")]
pub fn run(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = spawn(args);
    let mut input = child.stdin.take().expect("piped");
    let data = stdin.to_vec();
    let writer = std::thread::spawn(move || {
        // The program may stop reading early; that is its business.
        let _ = input.write_all(&data);
    });
    let output = finish(child);
    writer.join().expect("the writer thread ends");
    output
}

/// Every arrangement of the nine cells (solvable or not), a line each,
/// through the program with `args`: each board with its answer line. The
/// run must succeed with one line a board.
#[cfg(feature = "cli")]
pub fn every_board_through(args: &[&str]) -> Vec<(Cells, String)> {
    let boards = all_boards();
    let input: String = boards.iter().map(|b| spell(b) + "\n").collect();
    let output = run(args, input.as_bytes());
    assert_eq!(output.status.code(), Some(0), "{}", stderr_of(&output));
    let lines: Vec<String> = stdout_of(&output).lines().map(String::from).collect();
    assert_eq!(lines.len(), boards.len());
    boards.into_iter().zip(lines).collect()
}

/// Asserts that the program ended with `status` and that its standard
/// error holds `text`.
#[cfg(feature = "cli")]
pub fn assert_fails_saying(output: &Output, status: i32, text: &str) {
    assert_eq!(output.status.code(), Some(status), "{}", stderr_of(output));
    assert!(stderr_of(output).contains(text), "{}", stderr_of(output));
}

/// Asserts that the program ended with `status` and that its standard
/// error starts with `text`.
#[cfg(feature = "cli")]
pub fn assert_fails_starting(output: &Output, status: i32, text: &str) {
    assert_eq!(output.status.code(), Some(status), "{}", stderr_of(output));
    assert!(stderr_of(output).starts_with(text), "{}", stderr_of(output));
}

#[cfg(feature = "cli")]
pub fn stdout_of(output: &Output) -> &str {
    std::str::from_utf8(&output.stdout).expect("UTF-8 output")
}

#[cfg(feature = "cli")]
pub fn stderr_of(output: &Output) -> &str {
    std::str::from_utf8(&output.stderr).expect("UTF-8 errors")
}

/// Reads a file under `data/`.
pub fn data(name: &str) -> Vec<u8> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("data")
        .join(name);
    std::fs::read(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

/// The multi-tile metric, by plain search: a move slides one or two tiles,
/// the blank travelling one cell or two the same way (`dd` is one move).
pub struct MtmOracle {
    distance: Vec<u8>,
    /// Every reachable board's first answer in ASCII order among those of
    /// the fewest moves, as letters; empty for the others.
    answer: Vec<String>,
    count: Vec<u64>,
}

impl MtmOracle {
    /// The slides from `cells`: each as its letters and the board after.
    pub fn slides(cells: &Cells) -> Vec<(String, Cells)> {
        let mut slides = Vec::new();
        for &(letter, _, _) in &MOVES {
            let Some(one) = neighbour(cells, letter) else {
                continue;
            };
            slides.push((letter.to_string(), one));
            if let Some(two) = neighbour(&one, letter) {
                slides.push((format!("{letter}{letter}"), two));
            }
        }
        slides
    }

    /// Breadth-first search from the target, then every board's answer
    /// and count in order of distance: the smallest of (a closer slide's
    /// letters, then that board's answer) as strings, and the sum of the
    /// closer slides' counts.
    pub fn new(target: Cells) -> MtmOracle {
        let mut distance = vec![UNSEEN; ALL];
        distance[index(&target)] = 0;
        let mut order = vec![target];
        let mut head = 0;
        while let Some(&here) = order.get(head) {
            head += 1;
            let d = distance[index(&here)];
            for (_, next) in MtmOracle::slides(&here) {
                let slot = &mut distance[index(&next)];
                if *slot == UNSEEN {
                    *slot = d + 1;
                    order.push(next);
                }
            }
        }
        let mut answer = vec![String::new(); ALL];
        let mut count = vec![0u64; ALL];
        count[index(&target)] = 1;
        for here in &order[1..] {
            let d = distance[index(here)];
            let closer: Vec<(String, Cells)> = MtmOracle::slides(here)
                .into_iter()
                .filter(|(_, next)| distance[index(next)] == d - 1)
                .collect();
            let best = closer
                .iter()
                .map(|(letters, next)| format!("{letters}{}", answer[index(next)]))
                .min()
                .expect("a closer board");
            answer[index(here)] = best;
            count[index(here)] = closer.iter().map(|(_, next)| count[index(next)]).sum();
        }
        MtmOracle {
            distance,
            answer,
            count,
        }
    }

    pub fn distance(&self, cells: &Cells) -> Option<u8> {
        let d = self.distance[index(cells)];
        (d != UNSEEN).then_some(d)
    }

    pub fn answer(&self, cells: &Cells) -> Option<&str> {
        self.distance(cells)?;
        Some(&self.answer[index(cells)])
    }

    pub fn count(&self, cells: &Cells) -> u64 {
        self.count[index(cells)]
    }

    /// The slides to a board one move closer, as letters.
    pub fn closer(&self, cells: &Cells) -> Vec<String> {
        let Some(d) = self.distance(cells).filter(|&d| d > 0) else {
            return Vec::new();
        };
        MtmOracle::slides(cells)
            .into_iter()
            .filter(|(_, next)| self.distance(next) == Some(d - 1))
            .map(|(letters, _)| letters)
            .collect()
    }

    /// Every answer of the fewest moves, sorted, by plain recursion.
    pub fn all_answers(&self, start: &Cells) -> Vec<String> {
        fn walk(oracle: &MtmOracle, here: &Cells, prefix: &str, out: &mut Vec<String>) {
            if oracle.distance(here) == Some(0) {
                out.push(prefix.to_string());
                return;
            }
            let d = oracle.distance(here).expect("reachable");
            for (letters, next) in MtmOracle::slides(here) {
                if oracle.distance(&next) == Some(d - 1) {
                    walk(oracle, &next, &format!("{prefix}{letters}"), out);
                }
            }
        }
        let mut out = Vec::new();
        if self.distance(start).is_some() {
            walk(self, start, "", &mut out);
        }
        out.sort();
        out
    }
}
