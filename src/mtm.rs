//! The multi-tile metric, as speedsolvers count: a move slides one tile,
//! or two tiles of a row or column at once (the blank travels one cell, or
//! two the same way), so `dd` is one move. Feature `mtm` (on with `std`).
//!
//! Its queries are [`crate::Metric`]'s, through `Metric::Mtm`; this module
//! holds its types. Every query answers by one rule: the **fewest moves**
//! in this metric, and among those the **first in ASCII order** of the
//! blank's letters, the same order as the single-tile answers. A move is a
//! [`Slide`], a set of best moves [`BestSlides`].
//!
//! ```
//! use eight::{Board, Metric};
//!
//! let board: Board = "8672543x1".parse()?;
//! let answer = Metric::Mtm.solve(&board)?;
//! assert_eq!(answer.len(), 20);
//! assert_eq!(eight::solve(&board)?.len(), 31);
//!
//! let start: Board = "12X453786".parse()?;
//! assert_eq!(Metric::Mtm.solve(&start)?.as_str(), "dd");
//! assert_eq!(Metric::Mtm.distance(&start, &Board::GOAL)?, 1);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The three tables (one for targets with the blank in a corner, one on an
//! edge, one in the centre) are linked only into a program that asks
//! `Metric` its queries.

pub use eight_core::answer::{BestSlides, MAX_MTM_LETTERS, MtmPath, Slide};
