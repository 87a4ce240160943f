//! Property tests of the readers and solvers: random bytes never panic, and
//! random boards in random spellings always get answers that replay to their
//! target with the optimal length (from the independent oracle).

mod common;

use std::sync::OnceLock;

use common::{Cells, GOAL, Oracle, replay};

// (The pair property below checks reachability by parity, not by a search
// per target, to stay fast; tests/exhaustive.rs compares pairs with the
// oracle's searches.)
use eight::formats::Run;
use proptest::prelude::*;

fn goal_oracle() -> &'static Oracle {
    static ORACLE: OnceLock<Oracle> = OnceLock::new();
    ORACLE.get_or_init(|| Oracle::new(GOAL))
}

/// A random arrangement of the nine cells.
fn cells() -> impl Strategy<Value = Cells> {
    Just([0u8, 1, 2, 3, 4, 5, 6, 7, 8])
        .prop_shuffle()
        .prop_map(|v| {
            let mut c = [0; 9];
            c.copy_from_slice(&v);
            c
        })
}

/// One of the accepted spellings of a board.
fn spelled(cells: Cells, style: u8, blank: u8) -> String {
    let blank = [b'x', b'X', b'0'][usize::from(blank % 3)] as char;
    let cell = |c: u8| if c == 0 { blank } else { char::from(b'0' + c) };
    let all: Vec<char> = cells.iter().map(|&c| cell(c)).collect();
    match style % 5 {
        0 => all.iter().collect(),
        1 => all
            .iter()
            .map(|c| c.to_string())
            .collect::<Vec<_>>()
            .join(" "),
        2 => all
            .iter()
            .map(|c| c.to_string())
            .collect::<Vec<_>>()
            .join("\t"),
        3 => all
            .chunks(3)
            .map(|r| r.iter().collect::<String>())
            .collect::<Vec<_>>()
            .join("\r\n"),
        _ => all.iter().map(|c| format!("{c}\n")).collect(),
    }
}

/// Boards in their spellings, a line each, then damaged: bytes removed,
/// inserted or replaced where `damage` says.
fn damaged(boards: &[(Cells, u8, u8)], damage: &[(usize, u8)]) -> Vec<u8> {
    let mut text: Vec<u8> = boards
        .iter()
        .map(|&(c, style, blank)| spelled(c, style, blank) + "\n")
        .collect::<String>()
        .into_bytes();
    for &(at, byte) in damage {
        let at = at % text.len().max(1);
        match byte % 3 {
            0 if !text.is_empty() => {
                text.remove(at);
            }
            1 => text.insert(at, byte),
            _ if !text.is_empty() => text[at] = byte,
            _ => {}
        }
    }
    text
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn random_bytes_never_panic(data in proptest::collection::vec(any::<u8>(), 0..400)) {
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let summary = Run::eight().answer(&data[..], &mut out, &mut err).expect("in-memory I/O");
        prop_assert_eq!(out.iter().filter(|&&b| b == b'\n').count() as u64, summary.answered);
        let (mut out, mut err) = (Vec::new(), Vec::new());
        Run::pairs().answer(&data[..], &mut out, &mut err).expect("in-memory I/O");
    }

    #[test]
    fn near_valid_text_never_panics(
        boards in proptest::collection::vec((cells(), any::<u8>(), any::<u8>()), 1..6),
        damage in proptest::collection::vec((any::<usize>(), any::<u8>()), 0..4),
    ) {
        let text = damaged(&boards, &damage);
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let summary = Run::eight().answer(&text[..], &mut out, &mut err).expect("in-memory I/O");
        for line in String::from_utf8(out).expect("ASCII").lines() {
            prop_assert!(line == "unsolvable" || line.chars().all(|c| "dlru".contains(c)));
        }
        prop_assert!(summary.answered + summary.bad >= 1 || text.iter().all(u8::is_ascii_whitespace));
        let with_count = [b"3\n".as_slice(), &text].concat();
        let (mut out, mut err) = (Vec::new(), Vec::new());
        Run::pairs().answer(&with_count[..], &mut out, &mut err).expect("in-memory I/O");
    }

    #[test]
    fn valid_boards_in_any_spelling_get_optimal_answers(
        boards in proptest::collection::vec((cells(), any::<u8>(), any::<u8>()), 1..20),
    ) {
        let text: String = boards
            .iter()
            .map(|&(c, style, blank)| spelled(c, style, blank) + "\n")
            .collect();
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let summary = Run::eight().answer(text.as_bytes(), &mut out, &mut err).expect("in-memory I/O");
        prop_assert_eq!(summary.bad, 0, "{}", String::from_utf8_lossy(&err));
        let out = String::from_utf8(out).expect("ASCII");
        let lines: Vec<&str> = out.lines().collect();
        prop_assert_eq!(lines.len(), boards.len());
        for (&(cells, _, _), line) in boards.iter().zip(lines) {
            match goal_oracle().distance(&cells) {
                Some(d) => {
                    prop_assert_eq!(replay(&cells, line), Some(GOAL));
                    prop_assert_eq!(line.len(), usize::from(d));
                }
                None => prop_assert_eq!(line, "unsolvable"),
            }
        }
    }

    #[test]
    fn valid_pairs_replay_to_their_target(
        pairs in proptest::collection::vec((cells(), cells()), 1..10),
    ) {
        let mut text = format!("{}\n", pairs.len());
        for (a, b) in &pairs {
            text += &format!("{}\n{}\n", spelled(*a, 0, 1), spelled(*b, 1, 0));
        }
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let summary = Run::pairs().answer(text.as_bytes(), &mut out, &mut err).expect("in-memory I/O");
        prop_assert_eq!(summary.bad, 0);
        let out = String::from_utf8(out).expect("ASCII");
        let lines: Vec<&str> = out.lines().collect();
        for (k, ((a, b), case)) in pairs.iter().zip(lines.chunks(2)).enumerate() {
            let header = case[0];
            let path = case.get(1).copied().unwrap_or("");
            if header.ends_with("unsolvable") {
                prop_assert_eq!(header, format!("Case {}: unsolvable", k + 1));
                // Only boards of different tile parity are unreachable.
                prop_assert_ne!(common::tiles_even(a), common::tiles_even(b));
            } else {
                prop_assert_eq!(header, format!("Case {}: {}", k + 1, path.len()));
                prop_assert_eq!(replay(a, path), Some(*b));
            }
        }
    }
}

/// A reader that hands out at most `step` bytes a read, so that a run
/// sees its input drained (and empties its pipeline) many times.
#[cfg(feature = "std")]
struct Trickle<'a> {
    data: &'a [u8],
    step: usize,
}

#[cfg(feature = "std")]
impl std::io::Read for Trickle<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.step.min(buf.len()).min(self.data.len());
        buf[..n].copy_from_slice(&self.data[..n]);
        self.data = &self.data[n..];
        Ok(n)
    }
}

#[cfg(feature = "std")]
proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// A source that reads through its input's own buffer first
    /// (`IoSource::buffered`, as the program reads standard input) answers
    /// as a slice does, on one thread and on many: reads short and full,
    /// through buffers smaller and larger than the 8 KiB after which it
    /// reads through its own.
    #[test]
    fn reading_through_the_input_s_buffer_changes_nothing(
        boards in proptest::collection::vec((cells(), any::<u8>(), any::<u8>()), 1..40),
        damage in proptest::collection::vec((any::<usize>(), any::<u8>()), 0..4),
        copies in 1usize..60,
        capacity in prop_oneof![1usize..64, 8000usize..9000, Just(8192)],
        step in prop_oneof![1usize..200, 8000usize..20_000],
        threads in 1usize..4,
    ) {
        use eight::stream::{IoSink, IoSource};

        let text = damaged(&boards, &damage).repeat(copies);
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let one = Run::eight()
            .answer(&text[..], &mut out, &mut err)
            .expect("in-memory I/O");
        let (mut read_out, mut read_err) = (Vec::new(), Vec::new());
        let reader = std::io::BufReader::with_capacity(capacity, Trickle { data: &text, step });
        let read = Run::eight()
            .threads(threads)
            .chunk_size(4096)
            .answer(
                IoSource::buffered(reader),
                &mut IoSink(&mut read_out),
                &mut IoSink(&mut read_err),
            )
            .expect("in-memory I/O");
        prop_assert_eq!(read, one);
        prop_assert_eq!(String::from_utf8_lossy(&read_out), String::from_utf8_lossy(&out));
        prop_assert_eq!(String::from_utf8_lossy(&read_err), String::from_utf8_lossy(&err));
    }

    /// Any input, good or damaged, gives the same output, messages and
    /// summary with worker threads as on one thread: chunks of one to
    /// forty bytes start the threads on small inputs, and short reads
    /// empty the pipeline between them.
    #[test]
    fn threads_change_nothing(
        boards in proptest::collection::vec((cells(), any::<u8>(), any::<u8>()), 1..40),
        damage in proptest::collection::vec((any::<usize>(), any::<u8>()), 0..4),
        threads in 2usize..8,
        chunk in 1usize..40,
        step in 1usize..200,
        pairs in any::<bool>(),
    ) {
        use eight::stream::{IoSink, IoSource};

        let mut text = damaged(&boards, &damage);
        if pairs {
            text.splice(0..0, format!("{}\n", boards.len() / 2).into_bytes());
        }
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let one = if pairs {
            Run::pairs().answer(&text[..], &mut out, &mut err)
        } else {
            Run::eight().answer(&text[..], &mut out, &mut err)
        }
        .expect("in-memory I/O");
        let (mut threaded_out, mut threaded_err) = (Vec::new(), Vec::new());
        let input = IoSource::new(Trickle { data: &text, step });
        let (output, errors) = (&mut IoSink(&mut threaded_out), &mut IoSink(&mut threaded_err));
        let run = if pairs { Run::pairs() } else { Run::eight() };
        let many = run
            .threads(threads)
            .chunk_size(chunk)
            .answer(input, output, errors)
            .expect("in-memory I/O");
        prop_assert_eq!(many, one);
        prop_assert_eq!(String::from_utf8_lossy(&threaded_out), String::from_utf8_lossy(&out));
        prop_assert_eq!(String::from_utf8_lossy(&threaded_err), String::from_utf8_lossy(&err));
    }
}
