//! Every shortest answer, every best move and their counts, on every board
//! to the goal and on samples to targets of every blank cell, against the
//! independent oracle's plain recursion.

mod common;

use common::{Cells, GOAL, Oracle, all_boards, index, replay, spell};
use eight::{Board, SolveError};

fn board(cells: &Cells) -> Board {
    Board::from_cells(*cells).expect("a valid board")
}

fn letters(moves: eight::MoveSet) -> String {
    moves.iter().map(|mv| char::from(mv.letter())).collect()
}

/// The count and every best move of all 362,880 boards to the goal; the
/// largest count is 64, and the two boards 31 moves away have 40 each.
#[test]
fn every_board_to_the_goal_has_the_oracles_count_and_best_moves() {
    let oracle = Oracle::new(GOAL);
    let counts = oracle.path_counts();
    let mut largest = 0;
    let mut farthest = Vec::new();
    for cells in all_boards() {
        let start = board(&cells);
        let count = eight::count_solutions(&start, &Board::GOAL);
        let best = eight::best_moves(&start, &Board::GOAL);
        let Some(distance) = oracle.distance(&cells) else {
            assert_eq!(count, Err(SolveError::Unsolvable), "{}", spell(&cells));
            assert_eq!(best, Err(SolveError::Unsolvable), "{}", spell(&cells));
            continue;
        };
        let expected = counts[index(&cells)];
        assert_eq!(count, Ok(expected), "{}", spell(&cells));
        let best = best.unwrap_or_else(|e| panic!("{}: {e}", spell(&cells)));
        assert_eq!(best.distance, usize::from(distance));
        let closer: String = oracle.closer(&cells).iter().map(|(l, _)| *l).collect();
        assert_eq!(letters(best.moves), closer, "{}", spell(&cells));
        largest = largest.max(expected);
        if distance == 31 {
            farthest.push(expected);
        }
    }
    assert_eq!(largest, 64);
    assert_eq!(farthest, [40, 40]);
}

/// Every move of the blank from every board, to the goal and to a target
/// with its blank in the centre: the board after it and that board's
/// distance, as the oracle's search has them.
#[test]
fn every_neighbour_has_the_oracles_distance() {
    let centre: Cells = [5, 8, 2, 7, 0, 6, 4, 3, 1];
    for target_cells in [GOAL, centre] {
        let target = board(&target_cells);
        let oracle = Oracle::new(target_cells);
        for cells in all_boards().iter().step_by(3) {
            let start = board(cells);
            let Some(_) = oracle.distance(cells) else {
                let neighbours = eight::neighbours(&start, &target).map(|n| n.count());
                assert_eq!(neighbours, Err(SolveError::Unsolvable), "{}", spell(cells));
                continue;
            };
            let got: Vec<(char, String, usize)> = eight::neighbours(&start, &target)
                .unwrap_or_else(|e| panic!("{}: {e}", spell(cells)))
                .map(|n| (char::from(n.mv.letter()), n.board.to_string(), n.distance))
                .collect();
            let mut expected = Vec::new();
            for mv in eight::Move::ALL {
                if let Some(next) = start.apply(mv) {
                    let distance = oracle
                        .distance(&next.cells())
                        .expect("a neighbour reaches it");
                    expected.push((
                        char::from(mv.letter()),
                        next.to_string(),
                        usize::from(distance),
                    ));
                }
            }
            assert_eq!(got, expected, "{}", spell(cells));
        }
    }
}

/// Every answer listed, in order, for boards sampled across targets with
/// the blank in each of the nine cells: the oracle's list exactly, each
/// replaying to the target, the first being the one answer of the judges.
#[test]
fn every_answer_is_listed_in_ascii_order_to_targets_of_every_blank_cell() {
    let scrambled: Cells = [5, 8, 2, 7, 1, 6, 4, 3, 0];
    let boards = all_boards();
    for blank in 0..9 {
        let mut target_cells = scrambled;
        target_cells.swap(blank, 8);
        let target = board(&target_cells);
        let oracle = Oracle::new(target_cells);
        let mut listed = 0;
        for cells in boards.iter().skip(blank).step_by(1_999) {
            let start = board(cells);
            let expected = oracle.all_answers(cells);
            let Ok(solutions) = eight::solutions(&start, &target) else {
                assert!(
                    expected.is_empty(),
                    "{} to {}",
                    spell(cells),
                    spell(&target_cells)
                );
                continue;
            };
            // Every answer is as long as the distance the iterator gives.
            let distance = solutions.distance();
            assert_eq!(Some(distance as u8), oracle.distance(cells));
            let got: Vec<String> = solutions
                .map(|path| path.expect("intact tables").as_str().to_string())
                .collect();
            assert_eq!(
                got,
                expected,
                "{} to {}",
                spell(cells),
                spell(&target_cells)
            );
            for path in &got {
                assert_eq!(replay(cells, path), Some(target_cells));
            }
            assert_eq!(
                got.first().map(String::as_str),
                eight::solve_pair(&start, &target)
                    .ok()
                    .as_ref()
                    .map(|p| p.as_str())
            );
            assert_eq!(
                eight::count_solutions(&start, &target),
                Ok(got.len() as u64)
            );
            listed += got.len();
        }
        assert!(listed > 100, "to {}: {listed}", spell(&target_cells));
    }
}

/// A board at its target has one answer, the empty one, and no best move.
#[test]
fn a_board_at_its_target_has_the_empty_answer_alone() {
    let all: Vec<_> = eight::solutions(&Board::GOAL, &Board::GOAL)
        .expect("solvable")
        .collect();
    assert_eq!(all, [Ok(eight::Path::EMPTY)]);
    let best = eight::best_moves(&Board::GOAL, &Board::GOAL).expect("solvable");
    assert_eq!((best.distance, best.moves), (0, eight::MoveSet::EMPTY));
    let odd = Board::from_cells([2, 1, 3, 4, 5, 6, 7, 8, 0]).expect("a board");
    assert!(matches!(
        eight::solutions(&odd, &Board::GOAL),
        Err(SolveError::Unsolvable)
    ));
}

/// The most shortest answers any pair has: 64 to a target with its blank
/// in a corner, 86 on an edge, 82 in the centre (what the documentation
/// says), found by the oracle and counted by the library on the boards
/// that have them.
#[test]
fn the_most_answers_of_a_pair_are_counted() {
    let boards = all_boards();
    for (blank, most) in [(0, 64), (1, 86), (4, 82)] {
        let target = Board::canonical_start(blank);
        let counts = Oracle::new(target.cells()).path_counts();
        assert_eq!(counts.iter().max(), Some(&most));
        for (cells, _) in boards.iter().zip(&counts).filter(|(_, c)| **c == most) {
            assert_eq!(eight::count_solutions(&board(cells), &target), Ok(most));
        }
    }
}
