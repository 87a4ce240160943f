//! The multi-tile metric against an independent oracle (a plain search
//! over slides of one or two tiles, in `common`): every board to the goal
//! and to targets with the blank in each of the nine cells.
#![cfg(feature = "mtm")]

mod common;

use common::{GOAL, MtmOracle, all_boards, cells_of, replay, spell};
#[cfg(feature = "cli")]
use common::{run, stderr_of, stdout_of};
use eight::mtm::Slide;

/// The metric of every query here.
const MTM: eight::Metric = eight::Metric::Mtm;
use eight::{Board, Move, SolveError};

fn board(cells: &common::Cells) -> Board {
    Board::from_cells(*cells).expect("a valid board")
}

/// The goal, and a target with its blank in each cell: the canonical
/// starts' blanks moved about, so that no target is a table's root.
const TARGETS: [&str; 10] = [
    "12345678x",
    "x87654321",
    "3x1245678",
    "51x723846",
    "612x34578",
    "4187x2356",
    "862147x53",
    "27316x845",
    "283765x14",
    "8654321x7",
];

/// All 362,880 arrangements to each target: the solvable ones get the
/// oracle's answer (the fewest moves, then the first in ASCII order), which
/// replays to the target, is as long as the oracle's distance and is
/// counted by its runs of letters; the others are unsolvable.
#[test]
fn every_board_to_targets_of_every_blank_cell() {
    let boards = all_boards();
    let mut blanks = [false; 9];
    for target in TARGETS {
        let target = cells_of(target);
        blanks[target.iter().position(|&c| c == 0).expect("a blank")] = true;
        let oracle = MtmOracle::new(target);
        let goal = board(&target);
        let mut solvable = 0;
        for cells in &boards {
            let got = MTM.solve_pair(&board(cells), &goal);
            let Some(expected) = oracle.answer(cells) else {
                assert_eq!(got, Err(SolveError::Unsolvable), "{}", spell(cells));
                continue;
            };
            solvable += 1;
            let path =
                got.unwrap_or_else(|e| panic!("{} to {}: {e}", spell(cells), spell(&target)));
            assert_eq!(
                path.as_str(),
                expected,
                "{} to {}",
                spell(cells),
                spell(&target)
            );
            assert_eq!(Some(path.len() as u8), oracle.distance(cells));
            assert_eq!(path.moves().count(), path.len());
            assert_eq!(
                path.moves().map(|s| usize::from(s.cells)).sum::<usize>(),
                path.as_bytes().len()
            );
            assert_eq!(replay(cells, path.as_str()), Some(target));
        }
        assert_eq!(solvable, 181_440);
    }
    assert_eq!(blanks, [true; 9]);
}

/// Boards at each distance from the goal: the counts of a breadth-first
/// search over slides (God's number is 24).
#[test]
fn depth_counts_from_the_goal() {
    const COUNTS: [usize; 25] = [
        1, 4, 8, 16, 32, 64, 127, 244, 454, 856, 1576, 2854, 5117, 8588, 13466, 19739, 26558,
        31485, 30985, 23494, 11751, 3390, 589, 41, 1,
    ];
    let mut counts = [0usize; 25];
    for cells in all_boards() {
        if let Ok(d) = MTM.distance(&board(&cells), &Board::GOAL) {
            counts[d] += 1;
        }
    }
    assert_eq!(counts, COUNTS);
}

/// The count of answers of the fewest moves, and the best next moves, on
/// every 31st board to each target, and on every board at the greatest
/// count; the answers listed, in order, on samples.
#[test]
fn counts_best_moves_and_every_answer() {
    let boards = all_boards();
    for (n, target) in TARGETS.iter().enumerate() {
        let target = cells_of(target);
        let oracle = MtmOracle::new(target);
        let goal = board(&target);
        let most = boards
            .iter()
            .map(|c| oracle.count(c))
            .max()
            .expect("boards");
        assert!(most > 1);
        for (i, cells) in boards.iter().enumerate() {
            let at_most = oracle.count(cells) == most;
            if i % 31 != 0 && !at_most {
                continue;
            }
            let start = board(cells);
            let Some(_) = oracle.distance(cells) else {
                assert_eq!(
                    MTM.count_solutions(&start, &goal),
                    Err(SolveError::Unsolvable)
                );
                assert_eq!(MTM.best_moves(&start, &goal), Err(SolveError::Unsolvable));
                continue;
            };
            assert_eq!(MTM.count_solutions(&start, &goal), Ok(oracle.count(cells)));
            let best = MTM.best_moves(&start, &goal).expect("solvable");
            assert_eq!(Some(best.distance as u8), oracle.distance(cells));
            let letters_of_best: Vec<String> = best.moves.iter().map(letters).collect();
            assert_eq!(letters_of_best, oracle.closer(cells), "{}", spell(cells));
            // Each slide's neighbour, at the distance the oracle gives it.
            let mut slides = 0;
            for neighbour in MTM.neighbours(&start, &goal).expect("solvable") {
                let after = replay(cells, &letters(neighbour.mv)).expect("on the board");
                assert_eq!(neighbour.board, board(&after));
                assert_eq!(Some(neighbour.distance as u8), oracle.distance(&after));
                assert_eq!(
                    best.moves.contains(neighbour.mv),
                    neighbour.distance + 1 == best.distance
                );
                slides += 1;
            }
            assert!((2..=8).contains(&slides), "{slides} slides");
            let hint = MTM.hint(&start, &goal).expect("solvable");
            assert_eq!(Some(hint.distance as u8), oracle.distance(cells));
            let first = oracle.answer(cells).expect("solvable");
            assert_eq!(hint.next.map(letters).unwrap_or_default(), first_run(first));
            if i % (31 * 41) == n || at_most {
                let answers = MTM.solutions(&start, &goal).expect("solvable");
                assert_eq!(Some(answers.distance() as u8), oracle.distance(cells));
                let listed: Vec<String> = answers
                    .map(|p| p.map(|p| p.as_str().to_string()))
                    .collect::<Result<_, _>>()
                    .expect("an intact table");
                assert_eq!(listed, oracle.all_answers(cells), "{}", spell(cells));
                assert_eq!(listed.first().map(String::as_str), Some(first));
            }
        }
    }
}

#[test]
fn score_grades_each_slide_by_the_oracle() {
    let boards = all_boards();
    let target = cells_of(TARGETS[1]);
    let oracle = MtmOracle::new(target);
    let goal = board(&target);
    for cells in boards.iter().step_by(997) {
        let Some(optimal) = oracle.distance(cells) else {
            continue;
        };
        // Every slide from the board (a run of letters is one slide), then
        // a slide past the edge where there is one.
        for (slide, next) in MtmOracle::slides(cells) {
            let moves = eight::read_moves(&slide).expect("letters");
            let graded = MTM.score(&board(cells), &moves, &goal).expect("tables");
            let after = usize::from(oracle.distance(&next).expect("same parity"));
            assert_eq!(graded.length(), 1);
            assert_eq!(graded.optimal(), Some(usize::from(optimal)));
            assert_eq!(graded.after(), [after]);
            assert_eq!(graded.best(), [after + 1 == usize::from(optimal)]);
            assert_eq!(graded.solved(), next == target);
        }
        // The answer is optimal; a slide more from the target loses there.
        let answer = MTM.solve_pair(&board(cells), &goal).expect("solvable");
        let moves = eight::read_moves(answer.as_str()).expect("letters");
        let graded = MTM.score(&board(cells), &moves, &goal).expect("tables");
        assert!(graded.is_optimal() && graded.first_loss().is_none());
        let (away, _) = MtmOracle::slides(&target).remove(0);
        let longer = eight::read_moves(&format!("{}{away}", answer.as_str())).expect("letters");
        let graded = MTM.score(&board(cells), &longer, &goal).expect("tables");
        assert_eq!(graded.first_loss(), Some(usize::from(optimal)));
        assert!(graded.legal() && !graded.solved());
    }
    // A slide off the board ends the grading there.
    let corner: Board = "x12345678".parse().expect("a board");
    let moves = eight::read_moves("ddd").expect("letters");
    let graded = MTM.score(&corner, &moves, &Board::GOAL).expect("tables");
    assert!(!graded.legal() && !graded.solved());
    assert_eq!(
        (
            graded.first_illegal(),
            graded.after().len(),
            graded.length()
        ),
        (Some(1), 1, 2)
    );
}

fn letters(slide: Slide) -> String {
    String::from(char::from(slide.direction.letter())).repeat(usize::from(slide.cells))
}

/// The first move of an answer given as letters: its first run.
fn first_run(answer: &str) -> String {
    let Some(first) = answer.chars().next() else {
        return String::new();
    };
    answer.chars().take_while(|&c| c == first).collect()
}

#[test]
fn examples() {
    let far: Board = "8672543x1".parse().expect("a board");
    assert_eq!(MTM.distance(&far, &Board::GOAL), Ok(20));
    let start: Board = "12X453786".parse().expect("a board");
    let path = MTM.solve(&start).expect("solvable");
    assert_eq!((path.as_str(), path.len()), ("dd", 1));
    assert_eq!(
        path.moves().collect::<Vec<_>>(),
        [Slide {
            direction: Move::Down,
            cells: 2
        }]
    );
    assert_eq!(path.steps().collect::<Vec<_>>(), [Move::Down, Move::Down]);
    let goal = MTM.solve(&Board::GOAL).expect("solvable");
    assert!(goal.is_empty());
    assert_eq!(MTM.count_solutions(&Board::GOAL, &Board::GOAL), Ok(1));
    let home = MTM
        .best_moves(&Board::GOAL, &Board::GOAL)
        .expect("solvable");
    assert!(home.moves.is_empty());
    assert_eq!(home.distance, 0);
    assert_eq!(replay(&GOAL, ""), Some(GOAL));
}

/// All 362,880 arrangements through `eight solve --metric mtm`: the
/// oracle's answer for each solvable one, `unsolvable` for the others.
#[cfg(feature = "cli")]
#[test]
fn every_board_through_the_binary() {
    let oracle = MtmOracle::new(GOAL);
    for (cells, line) in common::every_board_through(&["solve", "--metric", "mtm"]) {
        assert_eq!(
            line,
            oracle.answer(&cells).unwrap_or("unsolvable"),
            "{}",
            spell(&cells)
        );
    }
}

/// Both judge formats in the multi-tile metric, in both notations, with
/// an unsolvable case and bad lines: the messages and the status are the
/// single-tile metric's, the counts and moves the slides'.
#[cfg(feature = "cli")]
#[test]
fn the_formats_in_the_multi_tile_metric() {
    let input = b"12X453786\n12345687x\n12345678\n8672543x1\n12y345678\n12345678x\n";
    let output = run(&["solve", "--metric", "mtm"], input);
    let far = MTM
        .solve(&"8672543x1".parse().expect("a board"))
        .expect("solvable");
    assert_eq!(
        stdout_of(&output),
        format!("dd\nunsolvable\n{far}\n\n"),
        "{}",
        stderr_of(&output)
    );
    let stm = run(&["solve"], input);
    assert_eq!(stderr_of(&output), stderr_of(&stm));
    assert!(!stderr_of(&output).is_empty());
    assert_eq!(output.status.code(), Some(1));

    let pairs =
        b"4\n12X453786\n12345678X\n564178X23\n7568X4123\n12345678x\n12345687x\n12z\n12345678x\n";
    let output = run(&["pairs", "--metric", "mtm"], pairs);
    assert_eq!(
        stdout_of(&output),
        "Case 1: 1\ndd\nCase 2: 6\nurrulldr\nCase 3: unsolvable\n\n"
    );
    assert_eq!(stderr_of(&output), stderr_of(&run(&["pairs"], pairs)));
    assert_eq!(output.status.code(), Some(1));
    let tiles = run(&["pairs", "--metric", "mtm", "--notation", "tiles"], pairs);
    assert_eq!(
        stdout_of(&tiles),
        "Case 1: 1\nU2\nCase 2: 6\nDL2DR2UL\nCase 3: unsolvable\n\n"
    );
    // The single-tile metric is the default, and says so.
    let stm = run(&["pairs", "--metric", "stm"], pairs);
    assert_eq!(stdout_of(&stm), stdout_of(&run(&["pairs"], pairs)));
    let bad = run(&["solve", "--metric", "htm"], b"");
    assert_eq!(bad.status.code(), Some(2));
}

/// The one-board commands: the answer's count and first line, and the
/// hints, as the library and the oracle give them.
#[cfg(feature = "cli")]
#[test]
fn the_one_board_commands() {
    let start = "1234x5678";
    let cells = cells_of(start);
    let oracle = MtmOracle::new(GOAL);
    let mtm = ["--metric", "mtm"];
    let args = |command: &str, extra: &[&str]| {
        let mut all = vec![command, start];
        all.extend_from_slice(&mtm);
        all.extend_from_slice(extra);
        run(&all, b"")
    };
    assert_eq!(
        stdout_of(&args("count", &[])),
        format!("{}\n", oracle.count(&cells))
    );
    let solutions = stdout_of(&args("solutions", &[])).to_string();
    let expected: String = oracle
        .all_answers(&cells)
        .iter()
        .map(|a| format!("{a}\n"))
        .collect();
    assert_eq!(solutions, expected);
    let first = stdout_of(&args("solutions", &["--limit", "1"])).to_string();
    assert_eq!(
        first,
        format!("{}\n", oracle.answer(&cells).expect("solvable"))
    );
    let distance = oracle.distance(&cells).expect("solvable");
    let best = oracle.closer(&cells);
    assert_eq!(
        stdout_of(&args("hint", &["--all"])),
        format!("{distance} {}\n", best.join(" "))
    );
    assert_eq!(
        stdout_of(&run(&["hint", "12X453786", "--metric", "mtm"], b"")),
        "1 dd\n"
    );
    assert_eq!(
        stdout_of(&run(
            &[
                "hint",
                "12X453786",
                "--metric",
                "mtm",
                "--notation",
                "tiles"
            ],
            b""
        )),
        "1 U2\n"
    );
    assert_eq!(
        stdout_of(&run(&["hint", "12345678x", "--metric", "mtm"], b"")),
        "0\n"
    );
    assert_eq!(
        stdout_of(&run(&["count", "12345687x", "--metric", "mtm"], b"")),
        "unsolvable\n"
    );
}

/// Boards drawn at a multi-tile distance (`Metric::random_boards`, what
/// `eight gen --metric mtm` prints): each at that distance by the oracle,
/// the same boards for a seed, and past the farthest an error in the
/// metric's words.
#[test]
fn boards_drawn_at_a_multi_tile_distance_are_that_far_by_the_oracle() {
    for target in ["12345678x", "1234x5678"] {
        let oracle = MtmOracle::new(cells_of(target));
        let goal = board(&cells_of(target));
        for distance in [0, 1, 12, 24] {
            let draw = |seed| {
                MTM.random_boards(&goal, distance, 20, seed)
                    .expect("boards that far")
                    .collect::<Vec<Board>>()
            };
            let drawn = draw(9);
            assert_eq!(drawn, draw(9), "to {target} at {distance}");
            for drawn in &drawn {
                assert_eq!(
                    oracle.distance(&drawn.cells()),
                    Some(distance as u8),
                    "{drawn} to {target}"
                );
            }
        }
    }
    let too_far = MTM.random_boards(&Board::GOAL, 25, 1, 1).map(|_| ());
    assert_eq!(
        too_far,
        Err(eight::generate::GenerateError::TooFar {
            distance: 25,
            farthest: 24,
            kind: "multi-tile "
        })
    );
    assert_eq!(
        too_far.map_err(|e| e.to_string()),
        Err(
            "no board is 25 multi-tile moves from the target; the farthest are 24 multi-tile moves away"
                .to_string()
        )
    );
}
