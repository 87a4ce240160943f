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
//!   (HDU 3567), from a [`stream::Source`] to a [`stream::Sink`].
//! - [`draw`]: a solution drawn board by board.
//! - With the `std` feature: `check` judges answer files, `inspect`
//!   exports and compares the embedded tables, `parallel` runs the judge
//!   formats on every core, and [`stream`] adapts `std::io`.
//!
//! # Features and targets
//!
//! - `std` (default): the parts that need an operating system.
//! - `cli` (default, implies `std`): the `eight` program and its
//!   dependencies.
//! - `raw-tables`: the tables are embedded packed, as they are, and walked
//!   in place: no decoder, no heap for any query, about 450 KB of tables
//!   instead of about 250 KB compressed.
//!
//! With `default-features = false` the crate is `#![no_std]
#![forbid(unsafe_code)]
#![warn(missing_docs)]

#[cfg(feature = "alloc")]
extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

// The core: no_std, and without alloc when the storage is compact.
pub mod board;
pub mod draw;
pub mod formats;
pub mod generate;
pub mod input;
pub mod solve;
pub mod stream;

// Shared with build.rs (by #[path]), so that the generator and the library
// cannot disagree about boards, ranks, the table formats or the manifest.
// Public only for the build script's sake and for the tests and fuzz targets
// that check decoding and the manifest; hidden, not a stable API.
#[doc(hidden)]
#[cfg(feature = "std")]
pub mod manifest;
#[doc(hidden)]
pub mod rank;
#[doc(hidden)]
pub mod tables;

// Needs std: files, std::io streams, whole-table reports.
#[cfg(feature = "std")]
pub mod check;
#[cfg(feature = "std")]
pub mod inspect;
#[cfg(feature = "std")]
pub mod parallel;

pub use board::{Board, Move};
pub use input::{InputError, InputErrorKind, Location};
pub use solve::{Hint, MAX_MOVES, Path, SolveError, answer, distance, hint, solve, solve_pair};
pub use tables::{STORAGE, Storage, TableError};
