//! `eight count`, `eight solutions`, `eight hint --all` and the tile
//! notation, through the real binary, with the independent oracle as the
//! judge of what they print.
#![cfg(feature = "cli")]

mod common;

use common::{GOAL, Oracle, cells_of, run, stderr_of, stdout_of};

/// The tile notation of a blank-letter string, written here from its
/// definition: each letter's opposite in capitals, a run with its length.
fn tiles(blank: &str) -> String {
    let mut out = String::new();
    let letters: Vec<char> = blank.chars().collect();
    let mut i = 0;
    while i < letters.len() {
        let run = letters[i..]
            .iter()
            .take_while(|&&c| c == letters[i])
            .count();
        out.push(match letters[i] {
            'd' => 'U',
            'u' => 'D',
            'l' => 'R',
            _ => 'L',
        });
        if run > 1 {
            out.push_str(&run.to_string());
        }
        i += run;
    }
    out
}

const BOARDS: [&str; 6] = [
    "23415x768",
    "8672543x1",
    "64785x321",
    "x12345678",
    "12345x786",
    "1234x5786",
];

#[test]
fn count_and_solutions_print_the_oracles_list() {
    let oracle = Oracle::new(GOAL);
    for board in BOARDS {
        let all = oracle.all_answers(&cells_of(board));
        let output = run(&["count", board], b"");
        assert_eq!(stdout_of(&output), format!("{}\n", all.len()), "{board}");
        assert_eq!(output.status.code(), Some(0));
        let output = run(&["solutions", board], b"");
        let expected: String = all.iter().map(|a| format!("{a}\n")).collect();
        assert_eq!(stdout_of(&output), expected, "{board}");
        let output = run(&["solutions", board, "--limit", "2"], b"");
        let first_two: String = all.iter().take(2).map(|a| format!("{a}\n")).collect();
        assert_eq!(stdout_of(&output), first_two, "{board}");
        let output = run(&["solutions", board, "--notation", "tiles"], b"");
        let in_tiles: String = all.iter().map(|a| format!("{}\n", tiles(a))).collect();
        assert_eq!(stdout_of(&output), in_tiles, "{board}");
    }
    // The two farthest boards have 40 answers each.
    assert_eq!(stdout_of(&run(&["count", "8672543x1"], b"")), "40\n");
    // A board at its target has one answer, the empty one.
    assert_eq!(stdout_of(&run(&["count", "12345678x"], b"")), "1\n");
    assert_eq!(stdout_of(&run(&["solutions", "12345678x"], b"")), "\n");
    for command in ["count", "solutions"] {
        let output = run(&[command, "12345687x"], b"");
        assert_eq!(stdout_of(&output), "unsolvable\n");
        assert_eq!(output.status.code(), Some(0));
    }
    // Another target.
    let output = run(&["solutions", "564178X23", "--to", "7568X4123"], b"");
    let oracle = Oracle::new(cells_of("7568x4123"));
    let expected: String = oracle
        .all_answers(&cells_of("564178x23"))
        .iter()
        .map(|a| format!("{a}\n"))
        .collect();
    assert_eq!(stdout_of(&output), expected);
}

#[test]
fn hint_all_names_every_best_move() {
    let oracle = Oracle::new(GOAL);
    for board in BOARDS {
        let cells = cells_of(board);
        let distance = oracle.distance(&cells).expect("solvable");
        let closer: Vec<char> = oracle.closer(&cells).iter().map(|(l, _)| *l).collect();
        let mut expected = distance.to_string();
        for letter in &closer {
            expected.push(' ');
            expected.push(*letter);
        }
        let output = run(&["hint", board, "--all"], b"");
        assert_eq!(stdout_of(&output), format!("{expected}\n"), "{board}");
        let output = run(&["hint", board, "--all", "--notation", "tiles"], b"");
        let mut in_tiles = distance.to_string();
        for letter in &closer {
            in_tiles.push(' ');
            in_tiles.push_str(&tiles(&letter.to_string()));
        }
        assert_eq!(stdout_of(&output), format!("{in_tiles}\n"), "{board}");
    }
    assert_eq!(
        stdout_of(&run(&["hint", "x12345678", "--all"], b"")),
        "22 d r\n"
    );
    assert_eq!(stdout_of(&run(&["hint", "12345678x", "--all"], b"")), "0\n");
    let output = run(&["hint", "12345687x", "--all"], b"");
    assert_eq!(stdout_of(&output), "unsolvable\n");
    // Without --all, hint prints what it always has.
    assert_eq!(stdout_of(&run(&["hint", "x12345678"], b"")), "22 d\n");
}

#[test]
fn the_tile_notation_is_written_by_every_command_that_prints_moves() {
    let oracle = Oracle::new(GOAL);
    let answer = oracle.answer(&cells_of("23415x768")).expect("solvable");
    let output = run(
        &["solve", "--notation", "tiles", "23415x768", "12345687x"],
        b"",
    );
    assert_eq!(
        stdout_of(&output),
        format!("{}\nunsolvable\n", tiles(&answer))
    );
    assert_eq!(tiles(&answer), "URDLDR2U2LDLUR2DLUL");
    let output = run(&["solve", "--notation", "tiles"], b"23415x768\n");
    assert_eq!(stdout_of(&output), format!("{}\n", tiles(&answer)));
    let output = run(
        &["pairs", "--notation", "tiles"],
        b"2\n12X453786\n12345678X\n564178X23\n7568X4123\n",
    );
    assert_eq!(stdout_of(&output), "Case 1: 2\nU2\nCase 2: 8\nDL2DR2UL\n");
    assert_eq!(tiles("urrulldr"), "DL2DR2UL");
    let output = run(&["hint", "12345x786", "--notation", "tiles"], b"");
    assert_eq!(stdout_of(&output), "1 U\n");
    let output = run(&["show", "12345x786", "--notation", "tiles"], b"");
    assert_eq!(
        stdout_of(&output),
        "1 move: U\n\n1 2 3       1 2 3\n4 5 x  U->  4 5 6\n7 8 6       7 8 x\n"
    );
    let output = run(&["solve", "--notation", "blank", "12345x786"], b"");
    assert_eq!(stdout_of(&output), "d\n");
}

#[test]
fn bad_limits_and_notations_are_usage_errors_that_name_what_is_accepted() {
    for limit in ["0", "-3", "two", "1.5", ""] {
        let output = run(&["solutions", "23415x768", "--limit", limit], b"");
        assert_eq!(output.status.code(), Some(2), "--limit {limit:?}");
        assert!(
            stderr_of(&output).contains("the limit is a whole number from 1 up"),
            "--limit {limit:?}: {}",
            stderr_of(&output)
        );
        assert_eq!(stdout_of(&output), "");
    }
    for command in [
        &["solve", "1"][..],
        &["pairs"],
        &["hint", "1"],
        &["show", "1"],
    ] {
        let mut args = command.to_vec();
        args.extend(["--notation", "speed"]);
        let output = run(&args, b"");
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(
            stderr_of(&output).contains("[possible values: blank, tiles]"),
            "{args:?}: {}",
            stderr_of(&output)
        );
    }
    let output = run(&["count", "1234"], b"");
    common::assert_fails_starting(&output, 2, "eight: board '1234' is not a board: ");
}

/// `count` and `solutions` with a board alone are read without clap; with
/// an option they go through clap. Both readings print the same.
#[test]
fn count_and_solutions_read_alike_with_and_without_options() {
    for command in ["count", "solutions"] {
        for board in [
            &["8672543x1"][..],
            &["8", "6", "7", "2", "5", "4", "3", "x", "1"],
            &["8672543x1", "--metric", "mtm"],
            &["--metric=mtm", "8672543x1"],
            &["8672543x1", "--metric=stm"],
        ] {
            let mut plain = vec![command];
            plain.extend(board);
            let mut through_clap = plain.clone();
            through_clap.extend(["--to", "12345678x"]);
            let (a, b) = (run(&plain, b""), run(&through_clap, b""));
            assert_eq!(stdout_of(&a), stdout_of(&b), "{plain:?}");
            assert_eq!(a.status.code(), Some(0));
        }
        // No board, or a bad one: the same usage error either way.
        let output = run(&[command], b"");
        assert_eq!(output.status.code(), Some(2));
        let output = run(&[command, "12345678"], b"");
        common::assert_fails_starting(&output, 2, "eight: board '12345678' is not a board: ");
    }
}
