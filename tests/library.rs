//! The library's own promises that the program does not show: summaries,
//! error values and their sources, and small accessors.

use eight::formats::Run;
use eight::{Board, SolveError, TableError};

fn board(text: &str) -> Board {
    text.parse().expect("a valid board")
}

#[test]
fn the_pairs_format_counts_bad_cases_and_answers() {
    let input = b"8\n12345678x\n12345678q\n1234567 8x\n12345678x\n11345678x\n12345678x\n\
                  123456789\n12345678x\n12x45678x\n12X453786\n12345678X\n12345678x\n";
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let summary = Run::pairs()
        .answer(&input[..], &mut out, &mut err)
        .expect("in memory");
    // Five bad cases, one answered, and two announced cases missing.
    assert_eq!((summary.answered, summary.bad), (1, 6));
    assert_eq!(out, b"Case 6: 0\n\n");
    assert_eq!(String::from_utf8_lossy(&err).lines().count(), 6);
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let summary = Run::eight()
        .answer(&b"23415x768\n12345687x\nq\n"[..], &mut out, &mut err)
        .expect("in memory");
    assert_eq!((summary.answered, summary.bad), (2, 1));
    // A bad count, or none, is one bad case of its own; a case cut short
    // is one, and so are the cases missing after it.
    for (input, answered, bad) in [
        (&b"two\n12X453786\n12345678X\n"[..], 1, 1),
        (&b"  \n"[..], 0, 1),
        (&b"1\n12X453786\n"[..], 0, 2),
    ] {
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let summary = Run::pairs()
            .answer(input, &mut out, &mut err)
            .expect("in memory");
        assert_eq!(
            (summary.answered, summary.bad),
            (answered, bad),
            "{}",
            String::from_utf8_lossy(input)
        );
    }
}

/// The Eight format answered by a function of the board writes what it
/// writes answered from the tables, bad cases and summary included.
#[test]
fn the_eight_format_by_a_solver_writes_what_it_writes_by_the_tables() {
    let input = b"2 3 4 1 5 x 7 6 8\n12345678x\n12345687x\n12345678q\n8 6 7\n2 5 4\n3 x 1\n\
                  11345678x\n12X4";
    let (summary, asked, output) = by_a_solver_as_by_the_tables(Run::eight(), input);
    assert_eq!((summary.answered, summary.bad), (4, 3));
    assert_eq!(asked.len(), 4);
    assert!(asked.iter().all(|pair| pair.ends_with(" 12345678x")));
    let farthest = eight::solve(&board("8672543x1")).expect("solvable");
    assert_eq!(
        String::from_utf8_lossy(&output),
        format!("dlurullddrurdllurdr\n\nunsolvable\n{farthest}\n")
    );
    // A damaged table ends the run with its error.
    assert_a_damaged_table_ends(Run::eight(), b"23415x768\n");
}

/// Runs `run` on `input` by the tables, then through `answer_by` with a
/// solver that notes each start and target it is asked for: the summary,
/// output and messages must be the same. Returns the summary, the pairs
/// asked for ("start target") and the output.
fn by_a_solver_as_by_the_tables(
    run: Run,
    input: &[u8],
) -> (eight::formats::Summary, Vec<String>, Vec<u8>) {
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let expected = run.answer(input, &mut out, &mut err).expect("in memory");
    let (mut out_with, mut err_with) = (Vec::new(), Vec::new());
    let mut asked = Vec::new();
    let summary = run
        .answer_by(
            |start, target| {
                asked.push(format!("{start} {target}"));
                eight::solve_pair(start, target)
            },
            input,
            &mut out_with,
            &mut err_with,
        )
        .expect("in memory");
    assert_eq!(summary, expected);
    assert_eq!(out_with, out);
    assert_eq!(err_with, err);
    (summary, asked, out_with)
}

/// Runs `run` on `input` by a solver whose table is damaged: the run
/// must end with the table's error.
fn assert_a_damaged_table_ends(run: Run, input: &[u8]) {
    let damaged = run.answer_by(
        |_, _| Err(SolveError::Table(TableError::Walk)),
        input,
        &mut Vec::new(),
        &mut Vec::new(),
    );
    assert!(matches!(
        damaged,
        Err(eight::formats::RunError::Table(TableError::Walk))
    ));
}

/// The Eight II format answered by a function of the start and target
/// writes what it writes answered from the tables, bad cases, case
/// numbers and summary included; each good case asks the function once,
/// with its own boards.
#[test]
fn the_pairs_format_by_a_solver_writes_what_it_writes_by_the_tables() {
    let input = b"5\n12X453786\n12345678X\n564178X23\n7568X4123\n12345678q\n12345678x\n\
                  12345678x\n12345687x\n8672543x1\n12345678x\n";
    let (summary, asked, output) = by_a_solver_as_by_the_tables(Run::pairs(), input);
    assert_eq!((summary.answered, summary.bad), (4, 1));
    assert_eq!(
        asked,
        [
            "12x453786 12345678x",
            "564178x23 7568x4123",
            "12345678x 12345687x",
            "8672543x1 12345678x"
        ]
    );
    assert!(
        String::from_utf8_lossy(&output)
            .starts_with("Case 1: 2\ndd\nCase 2: 8\nurrulldr\nCase 4: unsolvable\n\nCase 5: 31\n")
    );
    assert_a_damaged_table_ends(Run::pairs(), b"1\n23415x768\n12345678x\n");
}

/// Both formats through a solver flush their answers before they read
/// on and at the end, so that a person typing boards one at a time gets
/// each answer at once: every answer is out, flushed, before the next
/// read.
#[test]
fn the_formats_through_a_solver_flush_before_reading_on() {
    /// Output that remembers what was flushed.
    #[derive(Default)]
    struct Flushed {
        written: Vec<u8>,
        flushed: usize,
        flushes: usize,
    }
    impl eight::stream::Sink for Flushed {
        type Error = core::convert::Infallible;
        fn write(&mut self, bytes: &[u8]) -> Result<(), Self::Error> {
            self.written.extend_from_slice(bytes);
            Ok(())
        }
        fn flush(&mut self) -> Result<(), Self::Error> {
            self.flushed = self.written.len();
            self.flushes += 1;
            Ok(())
        }
    }
    let both: [(Run, &[u8], &[u8]); 2] = [
        (
            Run::pairs(),
            b"1\n564178X23\n7568X4123\n",
            b"Case 1: 8\nurrulldr\n",
        ),
        (Run::eight(), b"23415x768\n", b"dlurullddrurdllurdr\n"),
    ];
    for (run, input, expected) in both {
        let mut output = Flushed::default();
        run.answer_by(eight::solve_pair, input, &mut output, &mut Vec::new())
            .expect("in memory");
        assert_eq!(output.written, expected);
        assert_eq!(
            output.flushed,
            output.written.len(),
            "the answers are flushed"
        );
        assert!(output.flushes >= 1);
    }
}

/// All three tables handed bytes of the wrong length say which, and
/// tables with every bit cleared end walks in an error.
#[cfg(feature = "compact-tables")]
#[test]
fn all_tables_of_the_wrong_length_are_refused() {
    use eight::all_tables::{AllTables, CENTRE, CENTRE_LEN, CORNER, EDGE};

    let (corner, edge, centre) = (&CORNER[..], &EDGE[..], &CENTRE[..]);
    assert!(AllTables::new(corner, edge, centre).is_ok());
    assert_eq!(
        AllTables::new(corner, edge, &CENTRE[1..]).expect_err("centre short"),
        TableError::Length {
            expected: CENTRE_LEN,
            found: CENTRE_LEN - 1
        }
    );
    // The edge table in the centre's place, and the centre in the edge's.
    assert_eq!(
        AllTables::new(corner, centre, edge).expect_err("swapped"),
        TableError::Length {
            expected: 15_120,
            found: 7_560
        }
    );
    assert!(AllTables::new(edge, edge, centre).is_ok(), "same length");
    assert!(AllTables::new(&CORNER[1..], edge, centre).is_err());
    let zeros = [0u8; 15_120];
    let blank = AllTables::new(&zeros[..], &zeros[..], &zeros[..7_560]).expect("lengths");
    for target in ["12345678x", "1x2345678", "1234x5678"] {
        assert_eq!(
            blank.solve_pair(&board("23415x768"), &board(target)),
            Err(SolveError::Table(TableError::Walk)),
            "{target}"
        );
    }
}

/// A goal table handed bytes of the wrong length says so.
#[cfg(feature = "compact-tables")]
#[test]
fn a_goal_table_of_the_wrong_length_is_refused() {
    use eight::goal_table::{BYTES, GoalTable, LEN};

    let short = GoalTable::new(&BYTES[1..]).expect_err("one byte short");
    assert_eq!(
        short,
        TableError::Length {
            expected: LEN,
            found: LEN - 1
        }
    );
    assert_eq!(short.to_string(), "a table of 15119 bytes, expected 15120");
    let longer = [&BYTES[..], &[0]].concat();
    assert!(GoalTable::new(&longer[..]).is_err());
    // Every bit cleared: walks end in an error, never a panic or a wrong
    // answer that claims to be right.
    let zeros = [0u8; LEN];
    let blank = GoalTable::new(&zeros[..]).expect("the right length");
    assert_eq!(
        blank.solve(&board("23415x768")),
        Err(SolveError::Table(TableError::Walk))
    );
    assert_eq!(
        blank.solve(&board("12345687x")),
        Err(SolveError::Unsolvable)
    );
    assert_eq!(blank.solve(&Board::GOAL).map(|p| p.len()), Ok(0));
}

#[test]
fn solve_errors_say_what_and_why() {
    use core::error::Error;

    let unsolvable = eight::solve(&board("12345687x")).expect_err("odd board");
    assert_eq!(unsolvable, SolveError::Unsolvable);
    assert_eq!(unsolvable.to_string(), "unsolvable");
    assert!(unsolvable.source().is_none());

    assert_says(
        &SolveError::Table(TableError::Walk),
        "damaged table: a walk through the table did not reach its root",
        "a walk through the table did not reach its root",
    );
}

/// `error` says `text`, and its source says `cause`.
fn assert_says(error: &dyn core::error::Error, text: &str, cause: &str) {
    assert_eq!(error.to_string(), text);
    assert_eq!(error.source().map(|e| e.to_string()), Some(cause.into()));
}

#[cfg(feature = "std")]
#[test]
fn run_errors_keep_their_cause() {
    use eight::formats::RunError;

    let io: RunError<std::io::Error> = RunError::Io(std::io::Error::other("disk on fire"));
    assert_says(&io, "disk on fire", "disk on fire");
    let digest = TableError::Codec(eight::CodecError::Digest);
    let table: RunError<std::io::Error> = RunError::Table(digest);
    assert_says(
        &table,
        "damaged table: table bytes do not match their SHA-256",
        "table bytes do not match their SHA-256",
    );
}

#[cfg(feature = "std")]
#[test]
fn a_read_interrupted_by_a_signal_is_retried() {
    use eight::stream::{IoSink, IoSource};
    use std::io::{self, Read};

    /// Interrupted before each of its two pieces of input.
    struct Interrupting {
        pieces: Vec<&'static [u8]>,
        interrupt: bool,
    }
    impl Read for Interrupting {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            self.interrupt = !self.interrupt;
            if self.interrupt {
                return Err(io::ErrorKind::Interrupted.into());
            }
            let Some(piece) = self.pieces.pop() else {
                return Ok(0);
            };
            buf[..piece.len()].copy_from_slice(piece);
            Ok(piece.len())
        }
    }
    let input = || Interrupting {
        pieces: vec![b"6 8\n", b"2 3 4 1 5 x 7 "],
        interrupt: false,
    };
    // Read into the source's own buffer, and through a reader's own.
    let sources = [
        IoSource::new(io::BufReader::new(input())),
        IoSource::buffered(io::BufReader::new(input())),
    ];
    for source in sources {
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let summary = Run::eight()
            .answer(source, &mut IoSink(&mut out), &mut IoSink(&mut err))
            .expect("interruptions are retried");
        assert_eq!(out, b"dlurullddrurdllurdr\n");
        assert_eq!((summary.answered, summary.bad), (1, 0));
    }
}

#[cfg(feature = "std")]
#[test]
fn a_failed_read_ends_the_run_with_its_error() {
    use eight::stream::{IoSink, IoSource};
    use std::io::{self, Read};

    /// A board, then a read that fails.
    struct Failing(Option<&'static [u8]>);
    impl Read for Failing {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            let Some(piece) = self.0.take() else {
                return Err(io::Error::other("the disk went away"));
            };
            buf[..piece.len()].copy_from_slice(piece);
            Ok(piece.len())
        }
    }
    let input = || Failing(Some(b"23415x768\n"));
    let sources = [
        IoSource::new(io::BufReader::new(input())),
        IoSource::buffered(io::BufReader::new(input())),
    ];
    for source in sources {
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let failed = Run::eight().answer(source, &mut IoSink(&mut out), &mut IoSink(&mut err));
        let Err(eight::formats::RunError::Io(e)) = failed else {
            panic!("a failed read is the run's error");
        };
        assert_eq!(e.to_string(), "reading input: the disk went away");
        assert_eq!(out, b"dlurullddrurdllurdr\n");
    }
}

#[test]
fn parity_and_empty_paths() {
    assert!(Board::GOAL.is_even());
    assert!(board("23415x768").is_even());
    assert!(!board("12345687x").is_even());
    assert!(!board("21345678x").is_even());
    let solved = eight::solve(&Board::GOAL).expect("solved");
    assert!(solved.is_empty());
    assert_eq!(solved.len(), 0);
    let one = eight::solve(&board("12345x786")).expect("one move");
    assert!(!one.is_empty());
    assert_eq!(one.as_str(), "d");
    assert_eq!(format!("{one:?}"), "Path(\"d\")");
    assert_eq!(format!("{solved:?}"), "Path(\"\")");
    assert_eq!(format!("{:?}", board("23415x768")), "Board(23415x768)");
    assert_eq!(board("2 3 4 1 5 0 7 6 8").to_string(), "23415x768");
}

/// The pipeline of `--threads` keeps the bound formats/threads.rs documents: the
/// reader gets at most three chunks per worker ahead of the writer, and
/// then writes the oldest chunk, whole, before it reads on.
#[cfg(feature = "std")]
#[test]
fn worker_threads_read_at_most_three_chunks_each_ahead() {
    use eight::stream::{Sink, Source};
    use std::cell::Cell;
    use std::io;
    use std::rc::Rc;

    /// Hands out one line per fill and counts the lines it has begun.
    struct LineByLine<'a> {
        lines: Vec<&'a [u8]>,
        begun: Rc<Cell<usize>>,
        rest: &'a [u8],
    }
    impl Source for LineByLine<'_> {
        type Error = io::Error;
        fn fill(&mut self) -> io::Result<&[u8]> {
            if self.rest.is_empty() {
                if let Some(line) = self.lines.get(self.begun.get()) {
                    self.rest = line;
                    self.begun.set(self.begun.get() + 1);
                }
            }
            Ok(self.rest)
        }
        fn consume(&mut self, n: usize) {
            self.rest = &self.rest[n..];
        }
        fn is_drained(&self) -> bool {
            self.rest.is_empty() && self.begun.get() == self.lines.len()
        }
    }
    /// Notes, for each write, how many lines had been begun.
    struct Noting {
        begun: Rc<Cell<usize>>,
        writes: Vec<usize>,
        bytes: Vec<u8>,
    }
    impl Sink for Noting {
        type Error = io::Error;
        fn write(&mut self, bytes: &[u8]) -> io::Result<()> {
            self.writes.push(self.begun.get());
            self.bytes.extend_from_slice(bytes);
            Ok(())
        }
    }

    // Each chunk holds twice as many bytes as the last, up to four times
    // the first (`Run::chunk_size`); the lines are ten bytes each, so a
    // chunk of 30 bytes is three whole lines.
    const CHUNK_GROWTH: usize = 4;
    let chunk = 3;
    for threads in [2, 3, 7] {
        let chunks = 3 * threads + 4;
        // Each chunk twice the one before, up to CHUNK_GROWTH times the
        // first; the line where each ends in the input.
        let ends: Vec<usize> = (0..chunks)
            .scan(0, |end, k| {
                *end += (chunk << k.min(8)).min(chunk * CHUNK_GROWTH);
                Some(*end)
            })
            .collect();
        let total = ends[chunks - 1];
        let lines: Vec<&[u8]> = [&b"23415x768\n"[..], b"12345x786\n"]
            .into_iter()
            .cycle()
            .take(total)
            .collect();
        let begun = Rc::new(Cell::new(0));
        let source = LineByLine {
            lines: lines.clone(),
            begun: Rc::clone(&begun),
            rest: &[],
        };
        let mut sink = Noting {
            begun,
            writes: Vec::new(),
            bytes: Vec::new(),
        };
        let summary = Run::eight()
            .threads(threads)
            .chunk_size(chunk * 10)
            .answer(source, &mut sink, &mut Vec::new())
            .expect("in memory");
        assert_eq!(summary.answered as usize, total);
        let (mut one_thread, mut errors) = (Vec::new(), Vec::new());
        Run::eight()
            .answer(&lines.concat()[..], &mut one_thread, &mut errors)
            .expect("in memory");
        assert_eq!(sink.bytes, one_thread, "{threads} threads");
        // One write per chunk: the first when the chunk 3 * threads + 1
        // is full, one more for each chunk after it, the rest at the end.
        let ahead = 3 * threads + 1;
        let mut expected: Vec<usize> = ends[ahead - 1..].to_vec();
        expected.resize(chunks, total);
        assert_eq!(sink.writes, expected, "{threads} threads");
    }
}

#[test]
fn a_blank_off_the_board_goes_nowhere() {
    use eight::Move;
    for mv in [Move::Down, Move::Left, Move::Right, Move::Up] {
        for blank in [9, 10, 11, 12, usize::MAX] {
            assert_eq!(mv.destination(blank), None, "{mv} from {blank}");
        }
    }
    // On the board, each move goes where the grid says.
    assert_eq!(Move::Up.destination(3), Some(0));
    assert_eq!(Move::Down.destination(5), Some(8));
    assert_eq!(Move::Left.destination(7), Some(6));
    assert_eq!(Move::Right.destination(7), Some(8));
    assert_eq!(Move::Up.destination(2), None);
}

/// Queries to the goal are answered in groups, walked side by side; a
/// query to another target between them, a group cut short by the end of
/// the input, and an unsolvable board in a group all keep every answer in
/// its place, the same as answering each case alone.
#[test]
fn grouped_answers_to_the_goal_keep_their_places() {
    let starts = [
        "23415x768",
        "8672543x1",
        "12345678x",
        "x12345678",
        "564178x23",
        "7568x4123",
        "21345678x",
        "1234567x8",
        "86725431x",
        "12x453786",
        "x87654321",
    ];
    let others = ["7568x4123", "12x453786"];
    let mut input = Vec::new();
    let mut expected = Vec::new();
    let mut case = 0;
    // Runs of 1 to 6 queries to the goal, each run followed by one to
    // another target, and a last run to the goal at the end.
    for run in 1..=6 {
        for k in 0..run {
            let start = starts[(run * 7 + k) % starts.len()];
            let target = if k == run - 1 && run < 6 {
                others[run % 2]
            } else {
                "12345678x"
            };
            case += 1;
            input.extend_from_slice(format!("{start}\n{target}\n").as_bytes());
            match eight::solve_pair(&board(start), &board(target)) {
                Ok(path) => expected
                    .extend_from_slice(format!("Case {case}: {}\n{path}\n", path.len()).as_bytes()),
                Err(SolveError::Unsolvable) => {
                    expected.extend_from_slice(format!("Case {case}: unsolvable\n\n").as_bytes())
                }
                Err(e) => panic!("{e}"),
            }
        }
    }
    let mut whole = format!("{case}\n").into_bytes();
    whole.extend_from_slice(&input);
    let (mut output, mut errors) = (Vec::new(), Vec::new());
    let summary = Run::pairs()
        .answer(&whole[..], &mut output, &mut errors)
        .expect("in memory");
    assert_eq!(summary.answered, case);
    assert_eq!(String::from_utf8_lossy(&errors), "");
    assert_eq!(
        String::from_utf8_lossy(&output),
        String::from_utf8_lossy(&expected)
    );
}
