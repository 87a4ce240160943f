//! hint, show, gen and check on real boards, through the real binary, with
//! the independent oracle as the judge of what they print.
// These tests run the `eight` program, built with the `cli` feature.
#![cfg(feature = "cli")]

mod common;

use common::{GOAL, Oracle, cells_of, data, run, spell, stderr_of, stdout_of};

/// Writes `contents` to a file named `name` in `dir`, a folder removed
/// with everything in it when the test ends.
fn temp_file(dir: &tempfile::TempDir, name: &str, contents: &[u8]) -> std::path::PathBuf {
    let path = dir.path().join(name);
    std::fs::write(&path, contents).expect("writable temp dir");
    path
}

fn temp_dir() -> tempfile::TempDir {
    tempfile::tempdir().expect("a temporary folder")
}

#[test]
fn hint_gives_distance_and_first_move_of_the_oracle_answer() {
    let oracle = Oracle::new(GOAL);
    for board in [
        "23415x768",
        "8672543x1",
        "64785x321",
        "12345x786",
        "x12345678",
    ] {
        let expected = oracle.answer(&cells_of(board)).expect("solvable");
        let output = run(&["hint", board], b"");
        assert_eq!(
            stdout_of(&output),
            format!("{} {}\n", expected.len(), &expected[..1]),
            "{board}"
        );
        assert_eq!(output.status.code(), Some(0));
    }
    assert_eq!(stdout_of(&run(&["hint", "12345678x"], b"")), "0\n");
    assert_eq!(stdout_of(&run(&["hint", "12345687x"], b"")), "unsolvable\n");
    let output = run(&["hint", "564178X23", "--to", "7568X4123"], b"");
    assert_eq!(stdout_of(&output), "8 u\n");
    let output = run(&["hint", "2", "3", "4", "1", "5", "x", "7", "6", "8"], b"");
    assert_eq!(stdout_of(&output), "19 d\n");
    let output = run(&["hint", "1234"], b"");
    common::assert_fails_starting(&output, 2, "eight: board '1234' is not a board: ");
}

#[test]
fn score_grades_each_move_against_the_oracle() {
    let oracle = Oracle::new(GOAL);
    let mut rng = common::Rng::new(63);
    for _ in 0..40 {
        let board = rng.board();
        let Some(_) = oracle.distance(&board) else {
            continue;
        };
        // A random walk of legal and illegal letters, the answer after it.
        let mut moves = String::new();
        let mut at = board;
        for _ in 0..rng.below(6) {
            let letter = ['d', 'l', 'r', 'u'][rng.below(4)];
            match common::neighbour(&at, letter) {
                Some(next) => {
                    at = next;
                    moves.push(letter);
                }
                None if rng.below(4) == 0 => {
                    moves.push(letter);
                    break;
                }
                None => {}
            }
        }
        let legal_walk = common::replay(&board, &moves);
        if let Some(end) = legal_walk {
            moves += &oracle.answer(&end).expect("solvable");
        }
        let output = run(&["score", &spell(&board), &moves], b"");
        let mut expected = String::new();
        let mut at = board;
        let mut illegal = None;
        for (index, letter) in moves.chars().enumerate() {
            let Some(next) = common::neighbour(&at, letter) else {
                expected += &format!("{} {letter} illegal\n", index + 1);
                illegal = Some(index + 1);
                break;
            };
            let (before, after) = (oracle.distance(&at), oracle.distance(&next));
            let (before, after) = (before.expect("solvable"), after.expect("solvable"));
            let word = if after + 1 == before { "best" } else { "loss" };
            expected += &format!("{} {letter} {after} {word}\n", index + 1);
            at = next;
        }
        let optimal = oracle.distance(&board).expect("solvable") as usize;
        let solved = illegal.is_none();
        expected += &match illegal {
            Some(index) => format!("legal no (move {index})\n"),
            None => "legal yes\n".to_string(),
        };
        expected += &format!("solved {}\n", if solved { "yes" } else { "no" });
        expected += &format!("length {}\noptimal {optimal}\n", moves.len());
        let gap = moves.len() - optimal;
        expected += &if solved {
            format!("gap {gap}\n")
        } else {
            "gap -\n".to_string()
        };
        assert_eq!(stdout_of(&output), expected, "{} {moves}", spell(&board));
        let status = if solved && gap == 0 { 0 } else { 1 };
        assert_eq!(
            output.status.code(),
            Some(status),
            "{} {moves}",
            spell(&board)
        );
    }
}

#[test]
fn score_reads_either_notation_counts_slides_and_refuses_bad_input() {
    // The tile notation and a target; a board spelled over arguments.
    let output = run(
        &["score", "2", "3", "4", "1", "5", "x", "7", "6", "8", "U R"],
        b"",
    );
    assert_eq!(
        stdout_of(&output),
        "1 d 18 best\n2 l 17 best\nlegal yes\nsolved no\nlength 2\noptimal 19\ngap -\n"
    );
    assert_eq!(output.status.code(), Some(1));
    let output = run(
        &["score", "564178X23", "urrulldr", "--to", "7568X4123"],
        b"",
    );
    assert!(stdout_of(&output).ends_with("solved yes\nlength 8\noptimal 8\ngap 0\n"));
    assert_eq!(output.status.code(), Some(0));
    // In the multi-tile metric a run of one letter is one slide.
    let output = run(
        &[
            "score",
            "x12345678",
            "ddrr",
            "--metric",
            "mtm",
            "--notation",
            "tiles",
        ],
        b"",
    );
    let text = stdout_of(&output);
    assert!(text.starts_with("1 U2 "), "{text}");
    assert!(
        text.contains("\n2 L2 ") && text.contains("length 2\n"),
        "{text}"
    );
    // A pair with no way between is graded for legality alone.
    let output = run(&["score", "12345687x", "ul"], b"");
    assert_eq!(
        stdout_of(&output),
        "1 u\n2 l\nlegal yes\nsolved no\nlength 2\noptimal unsolvable\ngap -\n"
    );
    assert_eq!(output.status.code(), Some(1));
    // Nothing to do at the target: optimal.
    let output = run(&["score", "12345678x", ""], b"");
    assert_eq!(output.status.code(), Some(0));
    let output = run(&["score", "23415x768", "dq"], b"");
    common::assert_fails_starting(&output, 2, "eight: moves 'dq': 'q' at offset 1: ");
    let output = run(&["score", "2341x576", "dl"], b"");
    common::assert_fails_starting(&output, 2, "eight: board '2341x576' is not a board: ");
    let output = run(&["score", "23415x768", "d", "--to", "1"], b"");
    common::assert_fails_starting(&output, 2, "eight: --to '1' is not a board: ");
    assert_eq!(run(&["score", "23415x768"], b"").status.code(), Some(2));
}

#[test]
fn show_draws_every_step() {
    let output = run(&["show", "12345x786"], b"");
    assert_eq!(
        stdout_of(&output),
        "1 move: d\n\n1 2 3       1 2 3\n4 5 x  d->  4 5 6\n7 8 6       7 8 x\n"
    );
    // The farthest board: 32 boards, in six rows of the drawing; the boards
    // drawn follow the oracle's answer.
    let output = run(&["show", "8 6 7 2 5 4 3 x 1"], b"");
    let text = stdout_of(&output);
    assert!(
        text.starts_with("31 moves: lurdrulurdlldrrululddruulddrurd\n\n"),
        "{text}"
    );
    let arrows = text.matches("->").count();
    assert_eq!(arrows, 31);
    assert!(text.ends_with("7 8 x\n"), "{text}");
    let output = run(&["show", "12345687x"], b"");
    assert!(stdout_of(&output).starts_with("unsolvable"));
    let output = run(&["show", "564178X23", "--to", "7568X4123"], b"");
    assert!(stdout_of(&output).starts_with("8 moves: urrulldr\n"));
}

#[test]
fn gen_boards_are_at_the_distance_asked_and_reproducible() {
    let oracle = Oracle::new(GOAL);
    for (distance, seed) in [
        ("0", "1"),
        ("1", "5"),
        ("17", "3"),
        ("24", "4"),
        ("31", "6"),
    ] {
        let args = [
            "gen",
            "--distance",
            distance,
            "--count",
            "25",
            "--seed",
            seed,
        ];
        let output = run(&args, b"");
        assert_eq!(output.status.code(), Some(0));
        let boards: Vec<&str> = stdout_of(&output).lines().collect();
        assert_eq!(boards.len(), 25);
        for board in &boards {
            assert_eq!(
                oracle.distance(&cells_of(board)).map(usize::from),
                Some(distance.parse().expect("number")),
                "{board}"
            );
        }
        assert_eq!(
            run(&args, b"").stdout,
            output.stdout,
            "same seed, same boards"
        );
    }
    let a = run(
        &["gen", "--distance", "20", "--count", "10", "--seed", "1"],
        b"",
    );
    let b = run(
        &["gen", "--distance", "20", "--count", "10", "--seed", "2"],
        b"",
    );
    assert_ne!(a.stdout, b.stdout, "different seeds, different boards");
    // Both boards at distance 31 turn up.
    let output = run(
        &["gen", "--distance", "31", "--count", "40", "--seed", "9"],
        b"",
    );
    let mut seen: Vec<&str> = stdout_of(&output).lines().collect();
    seen.sort_unstable();
    seen.dedup();
    assert_eq!(seen, ["64785x321", "8672543x1"]);
    // Too far.
    let output = run(&["gen", "--distance", "32"], b"");
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        stderr_of(&output),
        "eight: gen --distance 32: no board is 32 moves from the target; the farthest are 31 moves away\n"
    );
    let output = run(&["gen", "--metric", "mtm", "--distance", "25"], b"");
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        stderr_of(&output),
        "eight: gen --distance 25: no board is 25 multi-tile moves from the target; the farthest are 24 multi-tile moves away\n"
    );
    // Towards another target.
    let target = cells_of("1234x5678");
    let oracle = Oracle::new(target);
    let output = run(
        &[
            "gen",
            "--distance",
            "30",
            "--count",
            "5",
            "--seed",
            "3",
            "--to",
            "1234x5678",
        ],
        b"",
    );
    for board in stdout_of(&output).lines() {
        assert_eq!(oracle.distance(&cells_of(board)), Some(30), "{board}");
    }
    assert_eq!(
        run(&["gen", "--distance", "31", "--to", "1234x5678"], b"")
            .status
            .code(),
        Some(2)
    );
}

/// What a seed draws is pinned, so that a shared puzzle stays the same
/// puzzle: these boards were written down from `eight gen` once
/// (`data/samples/gen.txt`, and `gen-mtm.txt` for the multi-tile metric),
/// and may change only with a major version. `--metric stm` draws what no
/// `--metric` draws. The library, the JavaScript package and the page are
/// held to the same boards by their own tests.
#[test]
fn gen_draws_the_boards_written_down_for_each_seed() {
    for (file, lines_in_it, metric) in [
        ("samples/gen.txt", 13, None),
        ("samples/gen.txt", 13, Some(eight::Metric::Stm)),
        ("samples/gen-mtm.txt", 8, Some(eight::Metric::Mtm)),
    ] {
        let golden = String::from_utf8(data(file)).expect("UTF-8");
        let lines: Vec<&str> = golden.lines().filter(|l| !l.starts_with('#')).collect();
        assert_eq!(lines.len(), lines_in_it, "the lines of data/{file}");
        for line in lines {
            let fields: Vec<&str> = line.split(' ').collect();
            let [distance, seed, target, ref boards @ ..] = fields[..] else {
                panic!("a line of data/{file} is `D S T BOARDS`: {line}");
            };
            let mut args = vec![
                "gen",
                "--distance",
                distance,
                "--count",
                "3",
                "--seed",
                seed,
                "--to",
                target,
            ];
            if let Some(metric) = metric {
                args.extend(["--metric", metric.name()]);
            }
            let output = run(&args, b"");
            assert_eq!(output.status.code(), Some(0), "{args:?}");
            assert_eq!(
                stdout_of(&output).split_whitespace().collect::<Vec<_>>(),
                boards,
                "{args:?}"
            );
            let metric = metric.unwrap_or_default();
            let target: eight::Board = target.parse().expect("a board");
            for board in boards {
                let board: eight::Board = board.parse().expect("a board");
                assert_eq!(
                    metric.distance(&board, &target).map(|d| d.to_string()),
                    Ok(distance.to_string()),
                    "{board} in {metric}"
                );
            }
        }
    }
}

/// `eight solve [BOARD...] [--to GOAL]` and `eight pairs` are read without
/// clap; with any other option they go through clap. Both must give the
/// same bytes and status.
#[test]
fn plain_solve_arguments_read_as_clap_reads_them() {
    for boards in [
        &["23415x768"][..],
        &["2 3 4 1 5 x 7 6 8", "12345678x", "12345687x"],
        &["23415x768", "1234567 8x", "", "11345678x"],
        &["x"],
        &["564178X23", "--to", "7568X4123"],
        &["--to", "7568X4123", "564178X23", "12345678x"],
        &["564178X23", "--to=7568X4123"],
        &["564178X23", "--to", "7568X412"],
        &["564178X23", "--to", "7568X4123", "--to", "12345678x"],
        &["564178X23", "--to"],
        &["564178X23", "--to", "-x"],
        &["--to", "7568X4123"],
        &["564178X23", "--to="],
        &["23415x768", "--metric", "mtm"],
        &["--metric=mtm", "564178X23", "--to", "7568X4123"],
        &["23415x768", "--metric", "stm"],
        &["23415x768", "--metric", "xtm"],
        &["23415x768", "--metric", "mtm", "--metric", "stm"],
        &["23415x768", "--metric"],
        &["23415x768", "--metric="],
        &["23415x768", "--metric", "-x"],
    ] {
        let plain: Vec<&str> = ["solve"].iter().chain(boards).copied().collect();
        let through_clap: Vec<&str> = ["solve", "--threads", "1"]
            .iter()
            .chain(boards)
            .copied()
            .collect();
        let (a, b) = (run(&plain, b""), run(&through_clap, b""));
        assert_eq!(a.stdout, b.stdout, "{boards:?}");
        assert_eq!(a.stderr, b.stderr, "{boards:?}");
        assert_eq!(a.status.code(), b.status.code(), "{boards:?}");
    }
    // What is not plain goes to clap: an unknown option, help, no board.
    assert_eq!(
        run(&["solve", "23415x768", "-q"], b"").status.code(),
        Some(2)
    );
    let help = run(&["solve", "--help"], b"");
    assert!(stdout_of(&help).contains("Usage: eight solve"));
    let from_stdin = run(&["solve"], b"23415x768\n");
    assert_eq!(stdout_of(&from_stdin), "dlurullddrurdllurdr\n");
}

/// The judge formats on standard input, plain and through clap: the same
/// bytes and status, for good and bad input.
#[test]
fn plain_standard_input_runs_read_as_clap_reads_them() {
    let eight_inputs: [&[u8]; 4] = [
        b"2 3 4 1 5 x 7 6 8\n",
        b"23415x768\n12345678x\n12345687x\n",
        b"1234567 8x\n11345678x\n23415x76",
        b"",
    ];
    for input in eight_inputs {
        for (plain, through_clap) in [
            (&["solve"][..], &["solve", "--threads", "1"][..]),
            (
                &["solve", "--to", "7568X4123"],
                &["solve", "--threads", "1", "--to", "7568X4123"],
            ),
        ] {
            let (a, b) = (run(plain, input), run(through_clap, input));
            assert_eq!(a.stdout, b.stdout, "{plain:?} {input:?}");
            assert_eq!(a.stderr, b.stderr, "{plain:?} {input:?}");
            assert_eq!(a.status.code(), b.status.code(), "{plain:?} {input:?}");
        }
    }
    let pairs_inputs = [
        data("samples/pairs.in"),
        b"two\n12X453786\n".to_vec(),
        Vec::new(),
    ];
    for input in &pairs_inputs {
        let (a, b) = (
            run(&["pairs"], input),
            run(&["pairs", "--threads", "1"], input),
        );
        assert_eq!(a.stdout, b.stdout);
        assert_eq!(a.stderr, b.stderr);
        assert_eq!(a.status.code(), b.status.code());
        let (a, b) = (
            run(&["pairs", "--metric", "mtm"], input),
            run(&["pairs", "--threads", "1", "--metric=mtm"], input),
        );
        assert_eq!(a.stdout, b.stdout);
        assert_eq!(a.stderr, b.stderr);
        assert_eq!(a.status.code(), b.status.code());
    }
    assert_eq!(
        stdout_of(&run(&["pairs"], &pairs_inputs[0])),
        String::from_utf8(data("samples/pairs.out")).expect("UTF-8")
    );
    // An argument to pairs is clap's to refuse.
    let extra = run(&["pairs", "12X453786"], b"");
    common::assert_fails_saying(&extra, 2, "unexpected argument");
}

#[test]
fn gen_then_solve_round_trip() {
    let output = run(
        &["gen", "--distance", "22", "--count", "50", "--seed", "11"],
        b"",
    );
    let solved = run(&["solve"], &output.stdout);
    for line in stdout_of(&solved).lines() {
        assert_eq!(line.len(), 22);
    }
    assert_eq!(stdout_of(&solved).lines().count(), 50);
}

/// `eight check INPUT ANSWERS` on two files.
fn check(input: &std::path::Path, answers: &std::path::Path) -> std::process::Output {
    let text = |p: &std::path::Path| p.to_str().expect("UTF-8 path").to_string();
    run(&["check", &text(input), &text(answers)], b"")
}

#[test]
fn check_judges_eight_answers() {
    let dir = temp_dir();
    let input = b"2 3 4 1 5 x 7 6 8\n12345678x\n12345687x\n8 6 7 2 5 4 3 x 1\n";
    let input_path = temp_file(&dir, "eight.in", input);
    let good = run(&["solve"], input);
    let answers = temp_file(&dir, "eight.good", &good.stdout);
    let output = check(&input_path, &answers);
    assert_eq!(stdout_of(&output), "4 of 4 cases correct (Eight format)\n");
    assert_eq!(output.status.code(), Some(0));

    // The statement's own sample answer is another shortest one: it passes.
    let other = b"ullddrurdllurdruldr\n\nunsolvable\nlurdrulurdlldrrululddruulddrurd\n";
    let answers = temp_file(&dir, "eight.other", other);
    let output = check(&input_path, &answers);
    assert_eq!(output.status.code(), Some(0), "{}", stdout_of(&output));

    for (answers, failure) in [
        (
            &b"dlurullddrurdllurdrud\n\nunsolvable\nlurdrulurdlldrrululddruulddrurd\n"[..],
            "first failure: case 1 (input line 1, answer line 1): valid but not optimal: 21 moves, the shortest take 19\n",
        ),
        (
            b"dlurullddrurdllurdr\nunsolvable\nunsolvable\nlurdrulurdlldrrululddruulddrurd\n",
            "first failure: case 2 (input line 2, answer line 2): answer is 'unsolvable', but 0 moves solve the board\n",
        ),
        (
            b"dlurullddrurdllurdr\n\nud\nlurdrulurdlldrrululddruulddrurd\n",
            "first failure: case 3 (input line 3, answer line 3): the board has no solution, so the answer must be 'unsolvable', not 'ud'\n",
        ),
        (
            b"dlurullddrurdllurdr\n\nunsolvable\nlurdrulurdlldrrululddruulddrurx\n",
            "first failure: case 4 (input line 4, answer line 4): character 31 of the answer is 'x'; expected d, l, r or u\n",
        ),
        (
            b"dlurullddrurdllurrd\n\nunsolvable\nlurdrulurdlldrrululddruulddrurd\n",
            "first failure: case 1 (input line 1, answer line 1): the moves end at 12346875x, not at the goal 12345678x\n",
        ),
        (
            b"dlurullddrurdllurdr\n\nunsolvable\n",
            "first failure: case 4 (input line 4, answer line 3): the answer file ends before this case\n",
        ),
    ] {
        let path = temp_file(&dir, "eight.bad", answers);
        let output = check(&input_path, &path);
        assert_eq!(output.status.code(), Some(1));
        assert!(
            stdout_of(&output).starts_with(failure),
            "{}",
            stdout_of(&output)
        );
        assert!(stdout_of(&output).ends_with("of 4 cases correct (Eight format)\n"));
    }
}

#[test]
fn check_judges_eight_ii_answers_exactly() {
    let dir = temp_dir();
    let input = data("samples/pairs-200.in");
    let answers = data("samples/pairs-200.out");
    let input_path = temp_file(&dir, "pairs.in", &input);
    let good = temp_file(&dir, "pairs.good", &answers);
    let output = check(&input_path, &good);
    assert_eq!(
        stdout_of(&output),
        "200 of 200 cases correct (Eight II format)\n"
    );
    assert_eq!(output.status.code(), Some(0));

    // Case 2's moves replaced by another string of the same length.
    let text = String::from_utf8(answers).expect("UTF-8");
    let damaged = text.replacen("rurdlluruldru", "rurdlluruldur", 1);
    let bad = temp_file(&dir, "pairs.bad", damaged.as_bytes());
    let output = check(&input_path, &bad);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        stdout_of(&output),
        "first failure: case 2 (input line 4, answer line 4): expected 'rurdlluruldru', found 'rurdlluruldur'\n\
         199 of 200 cases correct (Eight II format)\n"
    );
    let missing = check(&input_path, std::path::Path::new("/nonexistent/answers"));
    common::assert_fails_starting(&missing, 1, "eight: /nonexistent/answers: ");
}

#[test]
fn the_baseline_agrees_with_eight() {
    let dir = temp_dir();
    // The benchmark's baseline (examples/baseline.rs) must give the same
    // answers, or its timings mean nothing.
    let exe = std::path::Path::new(env!("CARGO_BIN_EXE_eight"));
    let baseline = exe.with_file_name("examples").join("baseline");
    if !baseline.exists() {
        // `cargo test` builds the examples next to the binary; say so loudly
        // if that ever changes rather than pass silently.
        panic!("baseline example not built at {}", baseline.display());
    }
    let boards: String = common::all_boards()
        .iter()
        .step_by(7)
        .map(|b| spell(b) + "\n")
        .collect();
    let ours = run(&["solve"], boards.as_bytes());
    let theirs = common::output_of(std::process::Command::new(&baseline).arg("eight").stdin(
        std::fs::File::open(temp_file(&dir, "baseline.in", boards.as_bytes())).expect("readable"),
    ));
    assert!(ours.stdout == theirs.stdout, "baseline eight disagrees");
    let pairs = data("samples/pairs-200.in");
    let theirs = common::output_of(std::process::Command::new(&baseline).arg("pairs").stdin(
        std::fs::File::open(temp_file(&dir, "baseline-pairs.in", &pairs)).expect("readable"),
    ));
    assert_eq!(theirs.stdout, data("samples/pairs-200.out"));
}
