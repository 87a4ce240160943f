//! `eight` solves the 8-puzzle by table look-up.
//!
//! Every breadth-first search runs once, when the crate is built; the
//! tables ship compressed inside the binary, and a query only decodes the
//! table it needs (once per process) and walks a path through it.
//!
//! Every answer follows one rule: the **shortest** move string, and among
//! the shortest the **smallest** in ASCII order (`d` < `l` < `r` < `u`). A
//! letter names the neighbour the blank swaps with, i.e. the direction the
//! blank travels.
//!
//! ```
//! use eight::Board;
//!
//! let board: Board = "2 3 4 1 5 x 7 6 8".parse()?;
//! assert_eq!(eight::solve(&board)?.as_str(), "dlurullddrurdllurdr");
//!
//! let unsolvable: Board = "12345687x".parse()?;
//! assert_eq!(eight::solve(&unsolvable), Err(eight::SolveError::Unsolvable));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod board;
pub mod codec;
pub mod format;
pub mod formats;
pub mod input;
pub mod inspect;
pub mod manifest;
pub mod rank;
pub mod solve;
pub mod tables;

pub use board::{Board, Move};
pub use input::{InputError, InputErrorKind, Location};
pub use solve::{MAX_MOVES, Path, SolveError, distance, solve, solve_pair};
pub use tables::TableError;
