//! `eight` solves the 8-puzzle (3×3 sliding tiles) by table look-up.
//!
//! Every breadth-first search runs once, when the crate is built; the
//! tables ship compressed inside the binary, and a query only decodes the
//! table it needs (once per process) and walks a path through it. There is
//! no search at run time, so an answer costs microseconds.
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
//! - [`generate`]: random boards at an exact distance, seeded.
//! - [`formats`]: the two judge formats, "Eight" (HDU 1043) and "Eight II"
//!   (HDU 3567), stream to stream; [`check`] judges answer files.
//! - [`draw`]: a solution drawn board by board.
//! - [`inspect`] and [`tables`]: the embedded tables, their manifest, and a
//!   text export for review.
//!
//! Errors are typed values that implement [`std::error::Error`]. With
//! `default-features = false` the crate has no command-line dependencies;
//! the `cli` feature (on by default) builds the `eight` program.
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
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod board;
pub mod check;
pub mod codec;
pub mod draw;
pub mod format;
pub mod formats;
pub mod generate;
pub mod input;
pub mod inspect;
pub mod manifest;
pub mod rank;
pub mod solve;
pub mod tables;

pub use board::{Board, Move};
pub use input::{InputError, InputErrorKind, Location};
pub use solve::{Hint, MAX_MOVES, Path, SolveError, distance, hint, solve, solve_pair};
pub use tables::TableError;
