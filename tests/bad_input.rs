//! Hostile and unusual input through the real binary: every bad case gets
//! one clear message naming its line, the good cases around it are still
//! answered, and the exit status says whether anything was bad.
// These tests run the `eight` program, built with the `cli` feature.
#![cfg(feature = "cli")]

mod common;

use common::{run, stderr_of, stdout_of};

const SAMPLE: &str = "dlurullddrurdllurdr\n";

fn solve(input: &[u8]) -> (String, String, Option<i32>) {
    let output = run(&["solve"], input);
    (
        stdout_of(&output).to_string(),
        stderr_of(&output).to_string(),
        output.status.code(),
    )
}

fn pairs(input: &[u8]) -> (String, String, Option<i32>) {
    let output = run(&["pairs"], input);
    (
        stdout_of(&output).to_string(),
        stderr_of(&output).to_string(),
        output.status.code(),
    )
}

/// Checks a run's whole output, its whole messages and its status.
#[track_caller]
fn expect((out, err, status): (String, String, Option<i32>), expected: (&str, &str, i32)) {
    assert_eq!(
        (out.as_str(), err.as_str(), status),
        (expected.0, expected.1, Some(expected.2))
    );
}

#[test]
fn spellings_of_the_same_board() {
    for input in [
        &b"2 3 4 1 5 x 7 6 8\n"[..],
        b"2 3 4 1 5 X 7 6 8",
        b"2 3 4 1 5 0 7 6 8\r\n",
        b"23415x768",
        b"\t2\t3 4\n\n1 5 x\r\n7 6\n8\n",
        b"234 15x 768",
        b"234\n15x\n768\n",
    ] {
        let (out, err, status) = solve(input);
        assert_eq!(out, SAMPLE, "{input:?}");
        assert_eq!(err, "");
        assert_eq!(status, Some(0));
    }
}

#[test]
fn each_bad_board_gets_one_message_and_the_rest_are_answered() {
    let input = b"23415x768\n2341557x8\n1 2 3 4 q 6 7 8 x\n23415x768\n123456788\n12x345678x\n23415x768\n1 2 3 4";
    let (out, err, status) = solve(input);
    assert_eq!(out, SAMPLE.repeat(3));
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(
        lines,
        [
            "eight: line 2, column 6: tile 5 appears twice",
            "eight: line 3, column 9: unexpected 'q'; expected a tile 1-8, a blank (x, X or 0) or white space",
            "eight: line 5: board has no blank; expected one x, X or 0",
            "eight: line 6, column 10: a tenth cell; the board already has nine, so a space or line end must follow",
            "eight: line 8: input ended after 4 of the nine cells of a board",
        ]
    );
    assert_eq!(status, Some(1));
}

#[test]
fn runs_that_are_not_a_cell_a_row_or_a_board_are_refused() {
    expect(
        solve(b"2341 5x768\n23 415x768\n23415x768\n"),
        (
            SAMPLE,
            "eight: line 1, column 1: a run of 4 cells; write a board as nine cells apart, three rows of three, or one run of nine\n\
             eight: line 2, column 1: a run of 2 cells; write a board as nine cells apart, three rows of three, or one run of nine\n",
            1,
        ),
    );
}

#[test]
fn a_second_blank_is_named() {
    expect(
        solve(b"x2345678x\n"),
        (
            "",
            "eight: line 1, column 9: a second blank; a board has one blank (x, X or 0)\n",
            1,
        ),
    );
}

#[test]
fn non_utf8_and_nul_bytes_are_named_by_value() {
    expect(
        solve(b"1\x00 2 3\n\xff\xfe\n23415x768\n"),
        (
            SAMPLE,
            "eight: line 1, column 2: unexpected byte 0x00; expected a tile 1-8, a blank (x, X or 0) or white space\n\
         eight: line 2, column 1: unexpected byte 0xff; expected a tile 1-8, a blank (x, X or 0) or white space\n",
            1,
        ),
    );
}

#[test]
fn a_huge_line_without_newline_is_one_error_in_bounded_memory() {
    // 64 MiB of cells without a space: one error, not a 64 MiB buffer.
    let mut input = vec![b'1'; 64 << 20];
    input.extend_from_slice(b"\n23415x768\n");
    expect(
        solve(&input),
        (
            SAMPLE,
            "eight: line 1, column 10: a tenth cell; the board already has nine, so a space or line end must follow\n",
            1,
        ),
    );
    // The same with garbage.
    let mut input = vec![b'#'; 64 << 20];
    input.extend_from_slice(b"\n23415x768");
    let (out, err, _) = solve(&input);
    assert_eq!(out, SAMPLE);
    assert_eq!(err.lines().count(), 1, "{err}");
}

#[test]
fn solve_arguments_and_usage_errors() {
    let output = run(&["solve", "23415x768", "2341557x8"], b"");
    assert_eq!(stdout_of(&output), SAMPLE);
    assert_eq!(
        stderr_of(&output),
        "eight: line 2, column 6: tile 5 appears twice\n"
    );
    assert_eq!(output.status.code(), Some(1));

    let output = run(&["solve", "23415x768", "--to", "1234"], b"");
    assert_eq!(stdout_of(&output), "");
    common::assert_fails_starting(&output, 2, "eight: --to '1234' is not a board: ");

    let output = run(&["frobnicate"], b"");
    assert_eq!(output.status.code(), Some(2));
    let output = run(&["solve", "--help"], b"");
    assert_eq!(output.status.code(), Some(0));
    assert!(stdout_of(&output).contains("Usage: eight solve"));
    let output = run(&["--version"], b"");
    assert_eq!(
        stdout_of(&output),
        format!("eight {}\n", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn a_judge_line_one_cell_short_does_not_shift_the_cases_after_it() {
    let input = b"3\n12X453786\n12X45378\n12X453786\n12345678X\n564178X23\n7568X4123\n";
    expect(
        pairs(input),
        (
            "Case 2: 2\ndd\nCase 3: 8\nurrulldr\n",
            "eight: line 3, column 1: case 1: a run of 8 cells; write a board as nine cells apart, \
         three rows of three, or one run of nine\n",
            1,
        ),
    );
}

#[test]
fn eight_ii_specifics() {
    // A bad board takes its place; case 2 is still case 2.
    expect(
        pairs(b"3\n12X453786\n12X4537#6\n12X453786\n12345678X\n564178X23\n7568X4123\n"),
        (
            "Case 2: 2\ndd\nCase 3: 8\nurrulldr\n",
            "eight: line 3, column 8: case 1: unexpected '#'; expected a tile 1-8, a blank (x, X or 0) or white space\n",
            1,
        ),
    );

    // Unsolvable and equal pairs.
    expect(
        pairs(b"2\n12X453786\n21X453786\n12X453786\n12x453786"),
        ("Case 1: unsolvable\n\nCase 2: 0\n\n", "", 0),
    );

    // Fewer cases than announced.
    expect(
        pairs(b"3\n12X453786\n12345678X\n"),
        (
            "Case 1: 2\ndd\n",
            "eight: line 4: input ended after 1 of 3 cases (2 missing)\n",
            1,
        ),
    );

    // A case cut in half.
    expect(
        pairs(b"2\n12X453786\n12345678X\n564178X23\n"),
        (
            "Case 1: 2\ndd\n",
            "eight: line 5: case 2: input ended before the target board\n\
             eight: line 5: input ended after 1 of 2 cases (1 missing)\n",
            1,
        ),
    );

    // Extra input after T cases: a warning, not a failure.
    expect(
        pairs(b"1\n12X453786\n12345678X\n564178X23\n"),
        (
            "Case 1: 2\ndd\n",
            "eight: line 4, column 1: warning: ignoring the input after case 1, the last one announced\n",
            0,
        ),
    );

    // A count of zero answers nothing.
    expect(pairs(b"0\n"), ("", "", 0));
}

#[test]
fn eight_ii_bad_counts() {
    expect(
        pairs(b""),
        (
            "",
            "eight: line 1: input is empty; expected the number of cases\n",
            1,
        ),
    );

    for (count, message) in [
        (
            "two",
            "expected the number of cases (a whole number), found 'two'",
        ),
        (
            "-2",
            "expected the number of cases (a whole number), found '-2'",
        ),
        (
            "99999999999999999999999",
            "the number of cases is too large",
        ),
    ] {
        let input = format!("{count}\n12X453786\n12345678X\n");
        let (out, err, status) = pairs(input.as_bytes());
        // The rest is still read as cases.
        assert_eq!(out, "Case 1: 2\ndd\n", "{count}");
        assert_eq!(
            err,
            format!("eight: line 1, column 1: {message}; reading cases until the end of input\n")
        );
        assert_eq!(status, Some(1));
    }

    // A huge count is not used to reserve anything.
    expect(
        pairs(b"1000000000000000000\n12X453786\n12345678X\n"),
        (
            "Case 1: 2\ndd\n",
            "eight: line 4: input ended after 1 of 1000000000000000000 cases (999999999999999999 missing)\n",
            1,
        ),
    );
}

#[test]
fn a_closed_pipe_ends_the_program_quietly() {
    for threads in ["1", "2", "7"] {
        a_closed_pipe_ends_quietly_with(threads);
    }
}

fn a_closed_pipe_ends_quietly_with(threads: &str) {
    use std::io::{BufRead, BufReader, Write};

    let mut child = common::spawn(&["solve", "--threads", threads]);
    let mut stdin = child.stdin.take().expect("piped");
    let writer = std::thread::spawn(move || {
        let line = b"23415x768\n".repeat(10_000);
        for _ in 0..100 {
            if stdin.write_all(&line).is_err() {
                break;
            }
        }
    });
    // The first answer is read on another thread, which then closes the
    // pipe; this one waits for it no longer than the time limit.
    let stdout = child.stdout.take().expect("piped");
    let (first_line, first) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut stdout = BufReader::new(stdout);
        let mut line = String::new();
        let _ = stdout.read_line(&mut line);
        let _ = first_line.send(line);
    });
    let Ok(line) = first.recv_timeout(common::TIME_LIMIT) else {
        let _ = child.kill();
        panic!("no answer within {:?}", common::TIME_LIMIT);
    };
    assert_eq!(line, SAMPLE);
    let output = common::finish(child);
    writer.join().expect("writer ends");
    assert_eq!(stderr_of(&output), "", "--threads {threads}");
    assert_eq!(output.status.code(), Some(0), "--threads {threads}");
}

#[test]
fn answers_come_as_soon_as_a_board_is_read() {
    // On one thread, and with the threads a large input would start.
    for threads in ["1", "2"] {
        answers_come_at_once_with(threads);
    }
}

fn answers_come_at_once_with(threads: &str) {
    // A program that writes one board and waits for its answer before
    // writing the next must not wait forever on a buffered answer.
    let (answers, status) = typed(
        &["solve", "--threads", threads],
        &["23415x768", "12345x786"],
        true,
    );
    assert_eq!(answers, ["dlurullddrurdllurdr", "d"], "--threads {threads}");
    assert_eq!(status, Some(0));
}

/// Runs the program with `args`, typing `lines` one at a time and waiting
/// after each for the line it writes to standard output (`answers`) or
/// to standard error: the lines that came while input stayed open, and
/// the status.
fn typed(args: &[&str], lines: &[&str], answers: bool) -> (Vec<String>, Option<i32>) {
    use std::io::Write;
    use std::process::{Command, Stdio};
    use std::time::Duration;

    let piped = |wanted: bool| {
        if wanted {
            Stdio::piped()
        } else {
            Stdio::null()
        }
    };
    let mut child = Command::new(env!("CARGO_BIN_EXE_eight"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(piped(answers))
        .stderr(piped(!answers))
        .spawn()
        .expect("starts");
    let mut stdin = child.stdin.take().expect("piped");
    let (received, reader) = if answers {
        common::lines_as_they_come(child.stdout.take().expect("piped"))
    } else {
        common::lines_as_they_come(child.stderr.take().expect("piped"))
    };
    let mut came = Vec::new();
    for line in lines {
        stdin
            .write_all(format!("{line}\n").as_bytes())
            .expect("writes");
        stdin.flush().expect("flushes");
        match received.recv_timeout(Duration::from_secs(20)) {
            Ok(line) => came.push(line),
            Err(_) => panic!("nothing came while input stayed open: {args:?}"),
        }
    }
    drop(stdin);
    let status = common::finish(child).status.code();
    reader.join().expect("reader ends");
    (came, status)
}

#[test]
fn messages_come_as_soon_as_a_bad_line_is_read() {
    // Messages are buffered as answers are, and passed on before the
    // program waits for input: each bad line typed gets its message at
    // once, in both formats, on one thread and with threads.
    let bad_cell = "unexpected '#'; expected a tile 1-8, a blank (x, X or 0) or white space";
    for threads in ["1", "2"] {
        let (messages, status) = typed(
            &["solve", "--threads", threads],
            &["1234", "23415x76#"],
            false,
        );
        assert_eq!(
            messages,
            [
                "eight: line 1, column 1: a run of 4 cells; write a board as nine cells apart, three rows of three, or one run of nine".to_string(),
                format!("eight: line 2, column 9: {bad_cell}"),
            ],
            "solve --threads {threads}"
        );
        assert_eq!(status, Some(1));
        let cases = ["2\n12X453786\n12X4537#6", "12345678x\n12345678#"];
        let (messages, status) = typed(&["pairs", "--threads", threads], &cases, false);
        assert_eq!(
            messages,
            [
                format!("eight: line 3, column 8: case 1: {bad_cell}"),
                format!("eight: line 5, column 9: case 2: {bad_cell}"),
            ],
            "pairs --threads {threads}"
        );
        assert_eq!(status, Some(1));
    }
}

#[test]
fn unreadable_input_is_a_clear_error() {
    let output = common::output_of(
        std::process::Command::new(env!("CARGO_BIN_EXE_eight"))
            .arg("solve")
            .stdin(std::fs::File::open(std::env::temp_dir()).expect("a directory opens")),
    );
    common::assert_fails_starting(&output, 1, "eight: reading input: ");
}

#[test]
fn a_bad_last_run_without_a_line_end_is_reported() {
    let message = "eight: line 1, column 15: a run of 2 cells; write a board as nine cells \
                   apart, three rows of three, or one run of nine\n";
    expect(solve(b"1 2 3 4 5 6 7 8x"), ("", message, 1));
    // The same run with a line end is the same error.
    expect(solve(b"1 2 3 4 5 6 7 8x\n"), ("", message, 1));
}

#[test]
fn columns_count_the_white_space_before_them() {
    expect(
        solve(b"   12345678q\n\t 1 2 3 4 5 6 7 8 8\n23415x768\n"),
        (
            SAMPLE,
            "eight: line 1, column 12: unexpected 'q'; expected a tile 1-8, a blank (x, X or 0) \
         or white space\n\
         eight: line 2: board has no blank; expected one x, X or 0\n",
            1,
        ),
    );
    // On the count's line: the count after spaces, and a board after it.
    let (out, err, _) = pairs(b"  x1 y\n12X453786\n12345678X\n");
    assert_eq!(out, "Case 1: 2\ndd\n");
    assert_eq!(
        err,
        "eight: line 1, column 3: expected the number of cases (a whole number), found 'x1'; \
         reading cases until the end of input\n"
    );
    expect(
        pairs(b"2 12X45378q\n12345678X\n564178X23\n7568X4123\n"),
        (
            "Case 2: 8\nurrulldr\n",
            "eight: line 1, column 11: case 1: unexpected 'q'; expected a tile 1-8, a blank \
         (x, X or 0) or white space\n",
            1,
        ),
    );
}

#[test]
fn a_long_bad_count_is_shortened_after_24_characters() {
    let message = |count: &str| {
        let (_, err, status) = pairs(format!("{count}\n12X453786\n12345678X\n").as_bytes());
        assert_eq!(status, Some(1));
        err
    };
    let shown = |found: &str| {
        format!(
            "eight: line 1, column 1: expected the number of cases (a whole number), \
             found '{found}'; reading cases until the end of input\n"
        )
    };
    let twenty_four = "12345678901234567890123a";
    assert_eq!(message(twenty_four), shown(twenty_four));
    assert_eq!(
        message(&format!("{twenty_four}b")),
        shown(&format!("{twenty_four}..."))
    );
    assert_eq!(
        message(&format!("{twenty_four}bcdef")),
        shown(&format!("{twenty_four}..."))
    );
    // Unprintable bytes are shown as '?'.
    assert_eq!(message("1\u{7}2"), shown("1?2"));
    // All digits but too large for 64 bits is its own message.
    assert_eq!(
        message("123456789012345678901234"),
        "eight: line 1, column 1: the number of cases is too large; reading cases until the \
         end of input\n"
    );
}

#[test]
fn boards_with_more_on_their_line_keep_the_line_numbers() {
    // A whole board on a line is read in one step once it is buffered (so
    // from the second board on); when more follows on the same line, the
    // line count must not move on early.
    let (out, err, status) = solve(b"12345678x\n2 3 4 1 5 x 7 6 8 x\n1\n");
    assert_eq!(out, format!("\n{SAMPLE}"));
    assert_eq!(
        err,
        "eight: line 2: input ended after 2 of the nine cells of a board\n"
    );
    assert_eq!(status, Some(1));
    let (out, err, _) = solve(b"12345678x\n23415x768 1\n2 3 4 1 5 x 7 6 8 \n12345678q\n");
    assert_eq!(out, format!("\n{SAMPLE}"));
    assert_eq!(
        err,
        "eight: line 3, column 7: tile 1 appears twice\n\
         eight: line 4, column 9: unexpected 'q'; expected a tile 1-8, a blank (x, X or 0) \
         or white space\n"
    );
}

#[cfg(unix)]
#[test]
fn usage_lines_say_eight_whatever_the_program_file_is_named() {
    // As `eight.exe` on Windows, or a link under another name: the usage
    // and help name the command `eight`, the same bytes everywhere. (A
    // link, not a copy: a copy just written can be "busy" to exec while
    // another test's child still holds it open.)
    let dir = tempfile::tempdir().expect("a temporary folder");
    let renamed = dir.path().join("eight-renamed");
    std::os::unix::fs::symlink(env!("CARGO_BIN_EXE_eight"), &renamed)
        .expect("a link to the program");
    let output = std::process::Command::new(&renamed)
        .arg("frobnicate")
        .output()
        .expect("the link runs");
    assert_eq!(output.status.code(), Some(2));
    let usage = stderr_of(&output);
    assert!(usage.contains("\nUsage: eight <COMMAND>\n"), "{usage}");
    assert!(!usage.contains("eight-renamed"), "{usage}");
    let help = std::process::Command::new(&renamed)
        .args(["solve", "--help"])
        .output()
        .expect("the link runs");
    assert!(stdout_of(&help).contains("Usage: eight solve"));
    assert!(!stdout_of(&help).contains("eight-renamed"));
}
