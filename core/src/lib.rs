//! What the eight solver (the crate `eight-solver`) and its build script
//! share: the 8-puzzle's boards and moves, how boards are written and read
//! back, the ranks that index the solver's tables, and the formats of
//! those tables. The build script generates the tables with these types and
//! the solver reads them with the same ones, so the two cannot disagree.
//!
//! Most programs want the solver itself, which re-exports the board and its
//! errors; this crate is for the build script, the tests and fuzz targets
//! that look at the tables' formats, and tools that read an export.
//!
//! # Features
//!
//! - `alloc`: tables that own their bytes and the manifest's text.
//! - `codec`: the compressed tables' blobs (serde + bincode, the pure-Rust
//!   zstd decoder `ruzstd`, SHA-256); implies `alloc`.
//! - `turn-tables`: a 6 KiB table that makes a move table cursor's
//!   vertical step a look-up, for hosts.
//!
//! Without features the crate is `#![no_std]`, needs no allocator and
//! depends on nothing.
//!
//! ```
//! use eight_core::board::{Board, Move};
//!
//! let board: Board = "12345678x".parse()?;
//! assert_eq!(board, Board::GOAL);
//! assert_eq!(board.apply(Move::Up).map(|b| b.to_string()).as_deref(), Some("12345x786"));
//! # Ok::<(), eight_core::input::InputError>(())
//! ```
#![no_std]
#![forbid(unsafe_code)]
#![warn(missing_docs)]

#[cfg(feature = "alloc")]
extern crate alloc;

pub mod answer;
pub mod board;
pub mod codec;
pub mod decimal;
pub mod distance_bits;
pub mod distance_trits;
pub mod input;
pub mod layout;
#[cfg(feature = "alloc")]
pub mod manifest;
pub mod move_table;
pub mod rank;
pub mod rules;
pub mod stored_table;
pub mod stream;
pub mod symmetry;
pub mod table_id;
pub mod tile_rank;

// The README's Rust example is compiled and run as a doc test.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeExample;
