//! `eight` solves the 8-puzzle (3×3 sliding tiles) by table look-up.
//!
//! Every breadth-first search runs once, when the crate is built; the
//! tables ship inside the binary, and a query only walks a path through
//! them (decoding the table it needs first, once per process, when they are
//! compressed). There is no search at run time, so an answer costs
//! microseconds; only `space` (with `alloc`), which makes every board's
//! answer to one target at once, takes one breadth-first pass over the
//! boards' ranks.
//!
//! # The answer
//!
//! Every function answers by one rule: the **shortest** move string, and
//! among the shortest the **smallest** in ASCII order (`d` < `l` < `r` <
//! `u`). A letter names the neighbour the blank swaps with, i.e. the
//! direction the blank travels. Boards whose tiles have different parities
//! cannot reach each other: that is [`SolveError::Unsolvable`].
//!
//! # What it offers
//!
//! - [`Board`]: parse any spelling (`"2 3 4 1 5 x 7 6 8"`, `"23415x768"`,
//!   blank `x`, `X` or `0`) with [`str::parse`], or build one from cells.
//! - [`solve()`] to the goal `12345678x`, [`solve_pair`] between any two
//!   boards, [`distance`], and [`hint`] (distance and best next move).
//! - Every shortest answer: [`count_solutions`], [`solutions`] (in ASCII
//!   order, without a heap), [`best_moves`] (every best next move) and
//!   [`neighbours`] (each move, its board and that board's distance).
//! - [`notation`]: moves as the tiles slide, the way speedsolvers write
//!   them (`U2` for `dd`).
//! - [`generate`]: random boards at an exact distance, seeded.
//! - [`formats`]: the two judge formats, "Eight" (HDU 1043) and "Eight II"
//!   (HDU 3567), from a [`stream::Source`] to a [`stream::Sink`]: one
//!   [`formats::Run`] with its options (the format, the target, the
//!   notation, and with `std` the threads).
//! - [`draw`]: a solution drawn board by board.
//! - [`goal_table`] and [`all_tables`]: the compact tables read where a
//!   program keeps them (an AVR's program memory, for one).
//! - With the `std` feature: `check` judges answer files, `inspect`
//!   exports and compares the embedded tables, and [`stream`] adapts
//!   `std::io`.
//!
//! # Features and targets
//!
//! - `cli` (default): the `eight` program and its dependencies; implies
//!   `std`.
//! - `std`: the parts that need an operating system; implies
//!   `compressed-tables`, and embeds the compact tables beside the move
//!   tables: a process's first 1,024 queries walk them, so that a run of a
//!   few queries decodes nothing.
//! - `compressed-tables`: the move tables, zstd-compressed, each decoded
//!   on first use into two bits a board of heap. Needs `alloc`. (Every
//!   table's size stands in `data/tables.manifest`.)
//! - `compact-tables`: three tables of distance bits read in place:
//!   nothing decoded, nothing allocated, no dependency. It wins when both
//!   storages are asked for (the answers are the same bytes either way),
//!   and is the storage when neither is.
//! - `alloc`: what needs a heap besides the compressed tables
//!   (`draw::draw` returning a `String`, `Vec<u8>` as an output sink,
//!   random boards drawn without a pass over the tables each).
//!
//! Without default features the crate is `#![no_std]`; with the compact
//! tables and without `alloc` it needs no allocator at all. Every storage
//! and target gives the same answers, byte for byte, on a microcontroller
//! and in WebAssembly ([`STORAGE`] says which one a build has). Errors are
//! typed values that implement [`core::error::Error`].
//!
//! # Examples
//!
//! ```
//! use eight::Board;
//!
//! let board: Board = "2 3 4 1 5 x 7 6 8".parse()?;
//! assert_eq!(eight::solve(&board)?.as_str(), "dlurullddrurdllurdr");
//!
//! let hint = eight::hint(&board, &Board::GOAL)?;
//! assert_eq!((hint.distance, hint.next), (19, Some(eight::Move::Down)));
//!
//! let start: Board = "564178X23".parse()?;
//! let target: Board = "7568X4123".parse()?;
//! assert_eq!(eight::solve_pair(&start, &target)?.as_str(), "urrulldr");
//!
//! let unsolvable: Board = "12345687x".parse()?;
//! assert_eq!(eight::solve(&unsolvable), Err(eight::SolveError::Unsolvable));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![no_std]
#![forbid(unsafe_code)]
#![warn(missing_docs)]

#[cfg(feature = "alloc")]
extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

// The board, its text, the ranks and the tables' formats are the core
// crate's, which the build script shares; the names a program needs are
// re-exported below.
use eight_core::{board, decimal, input, rank, rules, symmetry, table_id};

// The solver: no_std, and without alloc when the storage is compact.
pub mod all_tables;
mod answer;
pub mod draw;
mod error;
pub mod formats;
pub mod generate;
pub mod goal_table;
#[cfg(feature = "alloc")]
pub mod heuristic;
pub mod messages;
#[cfg(feature = "mtm")]
mod metric;
#[cfg(feature = "mtm")]
pub mod mtm;
pub mod notation;
#[cfg(feature = "alloc")]
mod score;
mod shortest;
mod solve;
#[cfg(feature = "alloc")]
mod space;
pub mod stream;
mod tables;

// Needs std: files, std::io streams, threads, whole-table reports.
#[cfg(feature = "std")]
pub mod check;
#[cfg(feature = "std")]
pub mod inspect;

pub use answer::{MoveSet, Path, SolveError};
pub use eight_core::board::{Board, CellsError, MAX_MOVES, Move};
#[cfg(feature = "compressed-tables")]
pub use eight_core::codec::CodecError;
pub use eight_core::input::{InputError, InputErrorKind, Location, Shown};
pub use eight_core::stored_table::TableBytes;
pub use eight_core::table_id::TableId;
pub use error::TableError;
#[cfg(feature = "mtm")]
pub use metric::{Answer, Answers, Metric, UnknownMetric};
pub use shortest::{
    BestMoves, Neighbour, Neighbours, Solutions, best_moves, count_solutions, neighbours, solutions,
};
pub use solve::{Hint, distance, hint, solve, solve_pair};
pub use tables::{STORAGE, Storage};
// What needs a heap: a whole space, and the grader's lists.
#[cfg(feature = "alloc")]
pub use {
    score::{Score, read_moves, score},
    space::{Space, space, space_row},
};

// The README's Rust examples are compiled and run as doc tests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeExamples;
