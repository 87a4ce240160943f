//! `--threads`: the same bytes on standard output and standard error, and
//! the same exit status, with 1, 2 and 7 threads, on inputs large enough to
//! start the threads (several chunks of 64 KiB), good and bad, and with
//! every count from 1 to 9 on input whose awkward spots fall on the edges
//! between the threads' chunks; and the threads start for a full chunk
//! and not for less.
// These tests run the `eight` program, built with the `cli` feature.
#![cfg(feature = "cli")]

mod common;

use common::{Rng, data, run, spell, stdout_of};

/// stdout, stderr and status of `eight ARGS --threads N` for N = 1, 2, 7,
/// checked equal; returns the one-thread run.
fn same_with_any_threads(args: &[&str], input: &[u8]) -> (String, String, Option<i32>) {
    let mut runs = Vec::new();
    for threads in ["1", "2", "7"] {
        let mut with = args.to_vec();
        with.extend(["--threads", threads]);
        let output = run(&with, input);
        runs.push((
            String::from_utf8(output.stdout).expect("UTF-8"),
            String::from_utf8(output.stderr).expect("UTF-8"),
            output.status.code(),
        ));
    }
    for (threads, other) in ["2", "7"].iter().zip(&runs[1..]) {
        assert!(
            *other == runs[0],
            "{args:?} with {threads} threads differs from 1 thread"
        );
    }
    runs.swap_remove(0)
}

/// A line of bad input, drawn from the kinds the reader reports.
fn bad_line(rng: &mut Rng) -> String {
    match rng.below(7) {
        0 => "12345678q".to_string(),
        1 => "1234567 8x".to_string(),
        2 => "11345678x".to_string(),
        3 => "12x45678x".to_string(),
        4 => "123456789".to_string(),
        5 => "1 2 3 4 5 6 7 8 x 1".to_string(),
        _ => "\u{00e9}t\u{00e9}".to_string(),
    }
}

/// Boards in several spellings, some over three lines, with bad lines
/// among them.
fn mixed_eight_input(rng: &mut Rng, lines: usize) -> String {
    let mut text = String::new();
    for k in 0..lines {
        let cells = rng.board();
        let spelled = spell(&cells);
        match rng.below(20) {
            0 => text += &bad_line(rng),
            1 => {
                // Three rows on three lines, so a board spans a chunk edge
                // now and then.
                let rows: Vec<String> = spelled
                    .as_bytes()
                    .chunks(3)
                    .map(|r| String::from_utf8_lossy(r).into_owned())
                    .collect();
                text += &rows.join("\n");
            }
            2 => text += &format!("  {spelled}\r"),
            3 => text += "",
            _ if k % 2 == 0 => text += &spelled,
            _ => {
                let spaced: Vec<String> = spelled.chars().map(String::from).collect();
                text += &spaced.join(" ");
            }
        }
        text.push('\n');
    }
    text
}

#[test]
fn eight_format_with_bad_input_is_the_same_on_any_number_of_threads() {
    let mut rng = Rng::new(0x7417_ead5);
    let input = mixed_eight_input(&mut rng, 30_000);
    let (out, err, status) = same_with_any_threads(&["solve"], input.as_bytes());
    assert_eq!(status, Some(1));
    assert!(err.lines().count() > 1000, "many bad lines reported");
    assert!(err.lines().all(|l| l.starts_with("eight: line ")), "{err}");
    assert!(out.lines().count() > 20_000, "most boards answered");
    // Error messages keep their input order.
    let lines: Vec<u64> = err
        .lines()
        .filter_map(|l| {
            l["eight: line ".len()..]
                .split([',', ':'])
                .next()?
                .parse()
                .ok()
        })
        .collect();
    assert!(lines.windows(2).all(|w| w[0] <= w[1]), "messages in order");
}

#[test]
fn eight_ii_with_bad_cases_is_the_same_on_any_number_of_threads() {
    let mut rng = Rng::new(0x2222_5eed);
    let cases = 12_000;
    // One more case announced than given: the end is reported too.
    let mut input = format!("{}\n", cases + 1);
    for _ in 0..cases {
        for _ in 0..2 {
            if rng.below(50) == 0 {
                input += &bad_line(&mut rng);
            } else {
                input += &spell(&rng.board());
            }
            input.push('\n');
        }
    }
    let (out, err, status) = same_with_any_threads(&["pairs"], input.as_bytes());
    assert_eq!(status, Some(1));
    assert!(
        err.ends_with(&format!(
            "input ended after {cases} of {} cases (1 missing)\n",
            cases + 1
        )),
        "{err}"
    );
    // Case numbers stay aligned: the last answered case is near the end.
    let last_case = out
        .lines()
        .rev()
        .find_map(|l| {
            l.strip_prefix("Case ")?
                .split(':')
                .next()?
                .parse::<u64>()
                .ok()
        })
        .expect("cases answered");
    assert!(last_case > cases as u64 - 100, "{last_case}");
}

/// The multi-tile metric on threads: both formats, with bad input, give
/// the bytes of one thread, and each answer is the library's.
#[test]
fn the_multi_tile_metric_is_the_same_on_any_number_of_threads() {
    let mut rng = Rng::new(0x3175_11de);
    let input = mixed_eight_input(&mut rng, 20_000);
    let (out, err, status) = same_with_any_threads(&["solve", "--metric", "mtm"], input.as_bytes());
    assert_eq!(status, Some(1));
    assert!(err.lines().count() > 500, "many bad lines reported");
    let stm = run(&["solve", "--threads", "2"], input.as_bytes());
    assert_eq!(err.as_bytes(), stm.stderr, "the same messages as in STM");
    assert_eq!(out.lines().count(), stdout_of(&stm).lines().count());
    let mut pairs = String::from("9000\n");
    let mut expected = String::new();
    for case in 1..=9000 {
        let (start, target) = (rng.board(), rng.board());
        pairs += &format!("{}\n{}\n", spell(&start), spell(&target));
        let start = eight::Board::from_cells(start).expect("a board");
        let target = eight::Board::from_cells(target).expect("a board");
        expected += &match eight::Metric::Mtm.solve_pair(&start, &target) {
            Ok(path) => format!("Case {case}: {}\n{path}\n", path.len()),
            Err(_) => format!("Case {case}: unsolvable\n\n"),
        };
    }
    let (out, err, status) = same_with_any_threads(&["pairs", "--metric", "mtm"], pairs.as_bytes());
    assert_eq!((out, err, status), (expected, String::new(), Some(0)));
}

#[test]
fn samples_are_the_same_on_any_number_of_threads() {
    for (args, name) in [
        (&["solve"][..], "eight"),
        (&["solve"][..], "farthest"),
        (&["pairs"][..], "pairs"),
        (&["pairs"][..], "pairs-200"),
    ] {
        let (out, err, status) = same_with_any_threads(args, &data(&format!("samples/{name}.in")));
        assert_eq!(
            out.as_bytes(),
            data(&format!("samples/{name}.out")),
            "{name}"
        );
        assert_eq!((err.as_str(), status), ("", Some(0)), "{name}");
    }
}

#[test]
fn a_large_random_input_is_the_same_on_any_number_of_threads() {
    let mut rng = Rng::new(0x1a2e_0001);
    let input: String = (0..200_000).map(|_| spell(&rng.board()) + "\n").collect();
    let (out, err, status) = same_with_any_threads(&["solve"], input.as_bytes());
    assert_eq!((err.as_str(), status), ("", Some(0)));
    assert_eq!(out.lines().count(), 200_000);
    let mut pairs = String::from("50000\n");
    for _ in 0..100_000 {
        pairs += &(spell(&rng.board()) + "\n");
    }
    let (out, err, status) = same_with_any_threads(&["pairs"], pairs.as_bytes());
    assert_eq!((err.as_str(), status), ("", Some(0)));
    assert_eq!(out.lines().count(), 100_000);
}

/// A board whose cells lie millions of lines apart, and a line of millions
/// of bytes, each over hundreds of chunks: the threads pass on where the
/// reading stopped, not the bytes read, so each chunk is read once, and
/// the answers and messages (with their line numbers) are one thread's.
#[test]
fn boards_and_lines_over_many_chunks_are_the_same_on_any_number_of_threads() {
    let blank_lines = 8 << 20;
    let mut input = b"1".to_vec();
    input.resize(1 + blank_lines, b'\n');
    input.extend_from_slice(b"2 3 4 5 6 7 8 x\n23415x768\n5");
    input.resize(input.len() + blank_lines, b'\n');
    input.extend_from_slice(b"2 3 4 5 6 7 8 x\n");
    input.resize(input.len() + blank_lines, b' ');
    input.extend_from_slice(b"1 2 3 4 5 6 7 8 x\n");
    let (out, err, status) = same_with_any_threads(&["solve"], &input);
    assert_eq!(out, "\ndlurullddrurdllurdr\n\n");
    assert_eq!(
        err,
        format!(
            "eight: line {}, column 7: tile 5 appears twice\n",
            2 * blank_lines + 3
        )
    );
    assert_eq!(status, Some(1));
}

/// Short lines, many to a chunk (a chunk holds at most 8,192 lines, so
/// that the messages of short bad lines stay few): boards over lines and
/// bad lines across the cut, the bytes of one thread.
#[test]
fn many_short_lines_are_the_same_on_any_number_of_threads() {
    let lines = [
        "q",
        "",
        "1",
        "2 3",
        "4 5 6 7 8 x",
        "23415x768",
        "12",
        "x",
        "3",
    ];
    let input = lines
        .iter()
        .cycle()
        .take(60_000)
        .fold(String::new(), |text, line| text + line + "\n");
    let (out, err, status) = same_with_any_threads(&["solve"], input.as_bytes());
    assert_eq!(status, Some(1));
    assert!(out.lines().count() > 10_000 && err.lines().count() > 10_000);
}

#[test]
fn threads_must_be_a_whole_number() {
    for bad in ["-1", "many", "1.5"] {
        let output = run(&["solve", "--threads", bad, "23415x768"], b"");
        assert_eq!(output.status.code(), Some(2), "--threads {bad}");
        assert_eq!(stdout_of(&output), "");
    }
    // 0 is one per core, as `Run::threads(0)` reads it.
    for good in ["0", "3"] {
        let output = run(&["solve", "--threads", good, "23415x768"], b"");
        assert_eq!(
            stdout_of(&output),
            "dlurullddrurdllurdr\n",
            "--threads {good}"
        );
        assert_eq!(output.status.code(), Some(0), "--threads {good}");
    }
}

/// More threads than the system gives, or than any machine has cores:
/// the run goes on with those it gets and answers as one thread does,
/// with no panic. (`Run::threads(usize::MAX)` with a chunk size of
/// `usize::MAX` likewise, in the library.)
#[test]
fn too_many_threads_asked_for_still_answer() {
    use eight::formats::Run;

    let input = "23415x768\n12345x786\n".repeat(3_000);
    let one = run(&["solve", "--threads", "1"], input.as_bytes());
    let many = run(&["solve", "--threads", "65535"], input.as_bytes());
    assert_eq!(
        many.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&many.stderr)
    );
    assert!(many.stdout == one.stdout && many.stdout.len() > input.len() / 2);
    for chunk in [20, usize::MAX] {
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let summary = Run::eight()
            .threads(usize::MAX)
            .chunk_size(chunk)
            .answer(&input.as_bytes()[..600], &mut out, &mut err)
            .expect("in memory");
        assert_eq!(summary.answered, 60, "chunks of {chunk}");
        assert_eq!(out, one.stdout[..out.len()], "chunks of {chunk}");
        assert!(out.len() > 60 && err.is_empty());
    }
}

/// The threads of `eight solve ARGS` once it has answered `boards` lines of
/// `23415x768` and waits for more input: the input is in the pipe before
/// the program starts, so it reads it in full-sized pieces, as from a file.
#[cfg(target_os = "linux")]
fn threads_while_waiting(args: &[&str], boards: usize) -> usize {
    use std::io::Write;
    use std::process::{Command, Stdio};
    use std::time::Duration;

    let (input, mut more) = std::io::pipe().expect("a pipe");
    // 10 bytes a board: a chunk of 64 KiB fits in the 64 KiB a Linux pipe
    // holds by default. Where a pipe holds less, the write would wait for
    // ever, so it is made on a thread and given a deadline.
    let (written, done) = std::sync::mpsc::channel();
    let writer = std::thread::spawn(move || {
        let result = more.write_all(&b"23415x768\n".repeat(boards));
        let _ = written.send(result.is_ok());
        more
    });
    if done.recv_timeout(Duration::from_secs(10)) != Ok(true) {
        // Dropping the reading end ends the waiting write.
        drop(input);
        panic!("a pipe here does not hold {boards} boards before they are read");
    }
    let more = writer.join().expect("the writer ends");
    let mut command = Command::new(env!("CARGO_BIN_EXE_eight"));
    command.arg("solve").args(args);
    let mut child = command
        .stdin(Stdio::from(input))
        .stdout(Stdio::piped())
        .spawn()
        .expect("starts");
    let (received, reader) = common::lines_as_they_come(child.stdout.take().expect("piped"));
    for n in 0..boards {
        let line = received.recv_timeout(common::TIME_LIMIT);
        if line.as_deref() != Ok("dlurullddrurdllurdr") {
            let _ = child.kill();
            panic!("{args:?}: answer {n} of {boards} is {line:?}");
        }
    }
    // Workers, once started, wait for chunks until the input ends.
    let tasks = std::fs::read_dir(format!("/proc/{}/task", child.id()))
        .expect("the program's threads are listed")
        .count();
    drop(more);
    assert_eq!(common::finish(child).status.code(), Some(0));
    reader.join().expect("reader ends");
    tasks
}

#[cfg(target_os = "linux")]
#[test]
fn workers_start_for_a_full_chunk_and_not_for_less() {
    // The first chunk, as docs/program.md says: workers start "once a first
    // chunk of 16 KiB of input is read" (here 1,639 lines of ten bytes).
    const CHUNK: usize = 16 * 1024 / 10 + 1;
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    let by_default = if cores > 1 { 1 + cores } else { 1 };
    for (args, full_chunk) in [
        (&["--threads", "1"][..], 1),
        (&["--threads", "3"][..], 4),
        (&[][..], by_default),
    ] {
        assert_eq!(threads_while_waiting(args, 1), 1, "{args:?}, one board");
        assert_eq!(
            threads_while_waiting(args, CHUNK - 40),
            1,
            "{args:?}, 400 bytes short of a chunk"
        );
        assert_eq!(
            threads_while_waiting(args, CHUNK),
            full_chunk,
            "{args:?}, one full chunk"
        );
    }
}

/// Boards whose awkward spellings fall, one after another, on every
/// place where the input is shared out among threads: a board over three
/// lines, one split four cells and five across a line end, CRLF, spaced
/// cells, a bad line, and no line end after the last board. With
/// `count_off`, the Eight II format's count misses the cases given by that
/// much (too large, or too small).
fn awkward_input(rng: &mut Rng, boards: usize, count_off: Option<isize>) -> Vec<u8> {
    let mut text = String::new();
    if let Some(off) = count_off {
        let count = (boards / 2).saturating_add_signed(off);
        text += &format!("{count}\n");
    }
    for k in 0..boards {
        let spelled = spell(&rng.board());
        let spaced: Vec<String> = spelled.chars().map(String::from).collect();
        match k % 7 {
            1 => text += &format!("{}\n{}\n{}", &spelled[..3], &spelled[3..6], &spelled[6..]),
            2 => text += &format!("{spelled}\r"),
            3 => text += &spaced.join(" "),
            4 => text += &bad_line(rng),
            5 => text += &format!("{}\n{}", spaced[..4].join(" "), spaced[4..].join(" ")),
            _ => text += &spelled,
        }
        text.push('\n');
    }
    text.pop();
    text.into_bytes()
}

/// The program on awkward input (above), large enough to start the
/// threads: every thread count from 1 to 9 writes the bytes one thread
/// writes, both formats, with an Eight II count too large and too small.
#[test]
fn awkward_input_is_the_same_on_every_thread_count() {
    let mut rng = Rng::new(0xa3c4_0d1e);
    let inputs = [
        (&["solve"][..], awkward_input(&mut rng, 6_000, None)),
        (
            &["solve", "--metric", "mtm"][..],
            awkward_input(&mut rng, 3_000, None),
        ),
        (&["pairs"][..], awkward_input(&mut rng, 6_000, Some(3))),
        (&["pairs"][..], awkward_input(&mut rng, 6_000, Some(-3))),
    ];
    let mut messages = Vec::new();
    for (args, input) in &inputs {
        let one = run(&[args, &["--threads", "1"][..]].concat(), input);
        assert_eq!(
            one.status.code(),
            Some(1),
            "{args:?}: bad lines are reported"
        );
        assert!(!one.stderr.is_empty() && !one.stdout.is_empty(), "{args:?}");
        for threads in 2..=9 {
            let threads = threads.to_string();
            let many = run(
                &[args, &["--threads", threads.as_str()][..]].concat(),
                input,
            );
            assert!(
                many.stdout == one.stdout && many.stderr == one.stderr && many.status == one.status,
                "{args:?} on {threads} threads differs from one thread"
            );
        }
        messages.push(String::from_utf8(one.stderr).expect("UTF-8"));
    }
    let [.., too_large, too_small] = &messages[..] else {
        unreachable!("four inputs")
    };
    assert!(too_large.contains("cases (3 missing)"), "{too_large}");
    assert!(
        too_small.contains("warning: ignoring the input after case 2997"),
        "{too_small}"
    );
}

/// The library on small awkward input, cut in chunks of 1 to 24 bytes,
/// so that every place in it falls on an edge between chunks, and lines
/// longer than a chunk are cut inside: every thread count from 1 to 9
/// gives the summary, the answers and the messages of one thread.
#[test]
fn every_chunk_edge_gives_the_bytes_of_one_thread() {
    use eight::formats::Run;

    let mut rng = Rng::new(0x0edc_e5e5);
    let mut inputs: Vec<(Run, Vec<u8>)> = [None, Some(2), Some(-2)]
        .into_iter()
        .map(|count_off| {
            let input = awkward_input(&mut rng, 45, count_off);
            let format = if count_off.is_some() {
                Run::pairs()
            } else {
                Run::eight()
            };
            (format, input)
        })
        .collect();
    // Every kind of bad board, lines longer than a chunk (cut inside, and
    // skipped after a bad cell), a board spread over blank lines, two
    // boards on a line, and the count of Eight II after blank lines, too
    // small, right, and too large (14 boards: 7 cases).
    let awkward_lines: &[u8] = b"12345678q\n\xc3\xa9t\xc3\xa9\n1 2 3 4 5 6 7 8 x 1\n1234567 8x\n\
        123456789\n    1 2 \n\n 3 4 5\n\n6 7 8 x\n##########################\n23415x768\n\
        111111111111111111111111111111\n23415x768 12345x786\r\n12x45678x\n1234\n23415x768";
    inputs.push((Run::eight(), awkward_lines.to_vec()));
    for count in ["5", "7", "9"] {
        let input = [b" \n\n  ", count.as_bytes(), b" \n", awkward_lines].concat();
        inputs.push((Run::pairs(), input));
    }
    for (format, input) in inputs {
        let answer = |run: Run| {
            let (mut out, mut err) = (Vec::new(), Vec::new());
            let summary = run
                .answer(&input[..], &mut out, &mut err)
                .expect("in memory");
            (summary, out, err)
        };
        let one = answer(format);
        let shown = String::from_utf8_lossy(&input);
        assert!(one.0.bad > 0, "{shown}");
        for threads in 1..=9 {
            for chunk in 1..=24 {
                assert!(
                    answer(format.threads(threads).chunk_size(chunk)) == one,
                    "{shown}: {threads} threads, chunks from {chunk}"
                );
            }
        }
    }
}
