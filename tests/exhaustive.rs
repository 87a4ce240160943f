//! Every board, checked against an independent oracle: the answers replay,
//! are shortest, are the smallest among the shortest, and both tables agree.

mod common;

use common::{GOAL, Oracle, Rng, all_boards, cells_of, replay, spell};
#[cfg(feature = "cli")]
use common::{run, stdout_of};
use eight::Board;

fn board(cells: &common::Cells) -> Board {
    Board::from_cells(*cells).expect("a valid board")
}

/// All 362,880 arrangements through the library, with whatever features and
/// table storage this build has: the 181,440 solvable ones get the oracle's
/// answer, which replays to the goal; the others are unsolvable.
#[test]
fn every_board_through_the_library() {
    let oracle = Oracle::new(GOAL);
    let mut solvable = 0;
    for cells in all_boards() {
        let got = eight::solve(&board(&cells));
        match oracle.answer(&cells) {
            Some(expected) => {
                solvable += 1;
                let path = got.unwrap_or_else(|e| panic!("{}: {e}", spell(&cells)));
                assert_eq!(path.as_str(), expected, "{}", spell(&cells));
                assert_eq!(replay(&cells, path.as_str()), Some(GOAL));
            }
            None => assert_eq!(got, Err(eight::SolveError::Unsolvable)),
        }
    }
    assert_eq!(solvable, 181_440);
}

/// All 362,880 arrangements through `eight solve`: the 181,440 solvable ones
/// get the oracle's answer (which replays to the goal with the shortest
/// length), the others `unsolvable`.
#[cfg(feature = "cli")]
#[test]
fn every_board_through_the_binary() {
    let oracle = Oracle::new(GOAL);
    let mut solvable = 0;
    for (cells, line) in common::every_board_through(&["solve"]) {
        let (cells, line) = (&cells, line.as_str());
        match oracle.answer(cells) {
            Some(expected) => {
                solvable += 1;
                assert_eq!(
                    replay(cells, line),
                    Some(GOAL),
                    "{} -> {line}",
                    spell(cells)
                );
                assert_eq!(Some(line.len() as u8), oracle.distance(cells));
                assert_eq!(line, expected, "{}", spell(cells));
            }
            None => assert_eq!(line, "unsolvable", "{}", spell(cells)),
        }
    }
    assert_eq!(solvable, 181_440);
}

/// For every solvable board, the goal table and the Eight II table of its
/// blank cell give the same string.
#[test]
fn the_two_tables_agree_on_every_board() {
    let mut compared = 0;
    for cells in all_boards() {
        let start = board(&cells);
        let by_goal_table = eight::solve(&start);
        let by_start_table = eight::solve_pair(&start, &Board::GOAL);
        assert_eq!(by_goal_table, by_start_table, "{start}");
        compared += usize::from(by_goal_table.is_ok());
    }
    assert_eq!(compared, 181_440);
}

/// A copy of a table of distance bits that a program keeps itself,
/// stored scrambled, so that only reads through its own
/// [`eight::TableBytes`] give the right bits.
#[cfg(feature = "compact-tables")]
struct Scrambled(Vec<u8>);

#[cfg(feature = "compact-tables")]
impl Scrambled {
    fn of(bytes: &[u8]) -> Scrambled {
        Scrambled(bytes.iter().map(|b| b ^ 0xa5).collect())
    }
}

#[cfg(feature = "compact-tables")]
impl eight::TableBytes for &Scrambled {
    fn len(&self) -> usize {
        self.0.len()
    }
    fn byte(&self, index: usize) -> u8 {
        self.0.get(index).map_or(0, |b| b ^ 0xa5)
    }
}

/// A copy of the goal's table that a program keeps itself, read through
/// its own reader ([`Scrambled`]): every board gets the answer of
/// `eight::solve`.
#[cfg(feature = "compact-tables")]
#[test]
fn every_board_through_a_goal_table_the_program_keeps() {
    use eight::goal_table::{BYTES, GoalTable, LEN};

    let copy = Scrambled::of(BYTES);
    assert_eq!(LEN, 15_120);
    let table = GoalTable::new(&copy).expect("a table's length");
    let mut solvable = 0;
    for cells in all_boards() {
        let start = board(&cells);
        let got = table.solve(&start);
        assert_eq!(got, eight::solve(&start), "{start}");
        solvable += usize::from(got.is_ok());
        assert_eq!(table.distance(&start), got.map(|p| p.len()), "{start}");
    }
    assert_eq!(solvable, 181_440);
}

/// Copies of all three tables that a program keeps itself, read through
/// its own reader ([`Scrambled`]): every board, towards a target of each
/// class (blank in a corner, on an edge, in the centre) that is not its
/// table's root, gets the answer of `eight::solve_pair`.
#[cfg(feature = "compact-tables")]
#[test]
fn every_board_through_all_tables_the_program_keeps() {
    use eight::all_tables::{AllTables, CENTRE, CORNER, EDGE};

    let (corner, edge, centre) = (
        Scrambled::of(CORNER),
        Scrambled::of(EDGE),
        Scrambled::of(CENTRE),
    );
    assert_eq!(
        (corner.0.len(), edge.0.len(), centre.0.len()),
        (15_120, 15_120, 7_560)
    );
    let tables = AllTables::new(&corner, &edge, &centre).expect("the tables' lengths");
    for target in ["x87654321", "8672543x1", "7568X4123"] {
        let target: Board = target.parse().expect("a board");
        let mut solvable = 0;
        for cells in all_boards() {
            let start = board(&cells);
            let got = tables.solve_pair(&start, &target);
            assert_eq!(
                got,
                eight::solve_pair(&start, &target),
                "{start} to {target}"
            );
            solvable += usize::from(got.is_ok());
            assert_eq!(tables.distance(&start, &target), got.map(|p| p.len()));
        }
        assert_eq!(solvable, 181_440, "{target}");
    }
}

/// Random pairs, against a breadth-first search from each target. The
/// targets' blanks go round all nine cells, so every target class and
/// every symmetry the compact tables use is met.
#[test]
fn random_pairs_match_the_oracle() {
    let mut rng = Rng::new(0x8_2024);
    let mut input = String::new();
    let mut expected = String::new();
    let mut case = 0;
    for k in 0..45 {
        let mut target = rng.board();
        let blank = target.iter().position(|&c| c == 0).expect("a blank");
        target.swap(blank, k % 9);
        let oracle = Oracle::new(target);
        for _ in 0..100 {
            let start = rng.board();
            let answer = oracle.answer(&start);
            let got = eight::solve_pair(&board(&start), &board(&target));
            match &answer {
                Some(path) => {
                    assert_eq!(got.as_ref().map(|p| p.as_str()), Ok(path.as_str()));
                    assert_eq!(replay(&start, path), Some(target));
                }
                None => assert_eq!(got, Err(eight::SolveError::Unsolvable)),
            }
            case += 1;
            input += &format!("{}\n{}\n", spell(&start), spell(&target));
            expected += &match answer {
                Some(path) => format!("Case {case}: {}\n{path}\n", path.len()),
                None => format!("Case {case}: unsolvable\n\n"),
            };
        }
    }
    // The same cases through `eight pairs`, when the program is built.
    #[cfg(feature = "cli")]
    {
        let output = run(&["pairs"], format!("{case}\n{input}").as_bytes());
        assert_eq!(stdout_of(&output), expected);
        assert_eq!(output.status.code(), Some(0));
    }
    #[cfg(not(feature = "cli"))]
    let _ = (input, expected);
}

/// Boards at each distance, as OEIS A089473 (blank in a corner), A089474
/// (centre) and A089483 (edge) count them.
const CORNER: [usize; 32] = [
    1, 2, 4, 8, 16, 20, 39, 62, 116, 152, 286, 396, 748, 1024, 1893, 2512, 4485, 5638, 9529, 10878,
    16993, 17110, 23952, 20224, 24047, 15578, 14560, 6274, 3910, 760, 221, 2,
];
const CENTRE: [usize; 31] = [
    1, 4, 8, 8, 16, 32, 60, 72, 136, 200, 376, 512, 964, 1296, 2368, 3084, 5482, 6736, 11132,
    12208, 18612, 18444, 24968, 19632, 22289, 13600, 11842, 4340, 2398, 472, 148,
];
const EDGE: [usize; 32] = [
    1, 3, 5, 10, 14, 28, 42, 80, 108, 202, 278, 524, 726, 1348, 1804, 3283, 4193, 7322, 8596,
    13930, 14713, 21721, 19827, 25132, 18197, 18978, 9929, 7359, 2081, 878, 126, 2,
];

fn oeis_counts(blank: usize) -> &'static [usize] {
    match blank {
        4 => &CENTRE,
        1 | 3 | 5 | 7 => &EDGE,
        _ => &CORNER,
    }
}

fn histogram(lengths: impl Iterator<Item = usize>) -> Vec<usize> {
    let mut counts = Vec::new();
    for d in lengths {
        if counts.len() <= d {
            counts.resize(d + 1, 0);
        }
        counts[d] += 1;
    }
    counts
}

#[test]
fn depth_counts_match_oeis() {
    let boards: Vec<Board> = all_boards().iter().map(board).collect();
    let goal_counts = histogram(
        boards
            .iter()
            .filter_map(|b| eight::solve(b).ok())
            .map(|p| p.len()),
    );
    assert_eq!(goal_counts, CORNER, "goal table");
    for blank in 0..9 {
        let start = Board::canonical_start(blank);
        let counts = histogram(
            boards
                .iter()
                .filter_map(|b| eight::solve_pair(&start, b).ok())
                .map(|p| p.len()),
        );
        assert_eq!(
            counts,
            oeis_counts(blank),
            "start table of blank cell {blank}"
        );
    }
    // The oracle agrees with the outside facts too, so neither side is
    // checked only against itself.
    assert_eq!(Oracle::new(cells_of("1234x5678")).depth_counts(), CENTRE);
    assert_eq!(Oracle::new(cells_of("1x2345678")).depth_counts(), EDGE);
}
