//! The judge samples and reference vectors, byte for byte, through the real
//! binary.
// These tests run the `eight` program, built with the `cli` feature.
#![cfg(feature = "cli")]

mod common;

use common::{data, run, stderr_of, stdout_of};

fn check(args: &[&str], input: &str, expected: &str) {
    let output = run(args, &data(input));
    assert_eq!(
        stdout_of(&output),
        String::from_utf8(data(expected)).expect("UTF-8"),
        "eight {args:?} < data/{input}"
    );
    assert_eq!(stderr_of(&output), "", "no errors for data/{input}");
    assert_eq!(output.status.code(), Some(0));
}

/// Each sample of `data/samples/` with the command that answers it: the
/// judges' own samples, 200 random Eight II cases, and the two farthest
/// boards.
#[test]
fn every_sample_gets_its_written_answers() {
    for (command, sample) in [
        ("solve", "eight"),
        ("pairs", "pairs"),
        ("pairs", "pairs-200"),
        ("solve", "farthest"),
    ] {
        check(
            &[command],
            &format!("samples/{sample}.in"),
            &format!("samples/{sample}.out"),
        );
    }
}

#[test]
fn spec_examples_from_arguments() {
    let output = run(&["solve", "23415x768", "12345678x", "12345687x"], b"");
    assert_eq!(stdout_of(&output), "dlurullddrurdllurdr\n\nunsolvable\n");
    assert_eq!(output.status.code(), Some(0));

    let output = run(&["solve", "12X453786", "--to", "12345678X"], b"");
    assert_eq!(stdout_of(&output), "dd\n");
    let output = run(&["solve", "564178X23", "--to", "7568X4123"], b"");
    assert_eq!(stdout_of(&output), "urrulldr\n");
}

#[test]
fn nine_arguments_make_one_board() {
    let output = run(&["solve", "2", "3", "4", "1", "5", "x", "7", "6", "8"], b"");
    assert_eq!(stdout_of(&output), "dlurullddrurdllurdr\n");
}

#[test]
fn a_board_spread_over_lines_with_crlf_and_tabs() {
    let output = run(&["solve"], b"\r\n2 3 4\r\n\t1 5 X\r\n\r\n7 6 8");
    assert_eq!(stdout_of(&output), "dlurullddrurdllurdr\n");
    assert_eq!(output.status.code(), Some(0));
}
