//! [`Metric`], the value that names a metric at run time: the one place
//! where the value picks a metric's rules (the core crate's
//! `eight_core::rules`) and tables.

use core::fmt;
use core::str::FromStr;

use crate::messages;

/// How moves are counted: what "shortest" means. Its name is what the
/// program's `--metric` and every binding's `metric` take ("stm",
/// "mtm"); its queries (`Metric::solve_pair`, `Metric::space`, ...)
/// answer in either metric with one type of each answer, a move being
/// a [`Slide`](crate::mtm::Slide) of one cell or two.
///
/// ```
/// use eight::{Board, Metric};
///
/// let metric: Metric = "mtm".parse()?;
/// let start: Board = "12X453786".parse()?;
/// assert_eq!(metric.solve_pair(&start, &Board::GOAL)?.len(), 1);
/// assert_eq!(Metric::Stm.solve_pair(&start, &Board::GOAL)?.len(), 2);
/// assert_eq!(metric.to_string(), "mtm");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Metric {
    /// A move slides one tile: the judges' metric.
    #[default]
    Stm,
    /// A move slides one tile, or two of a row or column at once (`dd`
    /// is one move): see [`crate::mtm`].
    Mtm,
}

impl Metric {
    /// Every metric, in the order their names are listed.
    pub const ALL: [Metric; 2] = [Metric::Stm, Metric::Mtm];

    /// Its name: `"stm"` or `"mtm"`.
    pub const fn name(self) -> &'static str {
        match self {
            Metric::Stm => "stm",
            Metric::Mtm => "mtm",
        }
    }

    /// What it counts as a move, in a line (the program lists each
    /// metric's name with it).
    ///
    /// ```
    /// assert_eq!(eight::Metric::Stm.summary(), "Single-tile moves");
    /// ```
    pub const fn summary(self) -> &'static str {
        match self {
            Metric::Stm => "Single-tile moves",
            Metric::Mtm => "Multi-tile moves: a slide of one or two tiles is one move",
        }
    }

    /// The word a sentence puts before "move" for one of its moves:
    /// none for the judges' metric, whose moves are the plain ones.
    ///
    /// ```
    /// assert_eq!(eight::Metric::Mtm.move_kind(), "multi-tile ");
    /// assert_eq!(eight::Metric::Stm.move_kind(), "");
    /// ```
    pub const fn move_kind(self) -> &'static str {
        match self {
            Metric::Stm => "",
            Metric::Mtm => "multi-tile ",
        }
    }
}

impl fmt::Display for Metric {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Metric {
    type Err = UnknownMetric;

    /// `"stm"` or `"mtm"`, as written (no other case).
    fn from_str(name: &str) -> Result<Metric, UnknownMetric> {
        Metric::ALL
            .into_iter()
            .find(|metric| metric.name() == name)
            .ok_or(UnknownMetric)
    }
}

/// A name that is no metric's ([`messages::UNKNOWN_METRIC`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnknownMetric;

impl fmt::Display for UnknownMetric {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(messages::UNKNOWN_METRIC)
    }
}

impl core::error::Error for UnknownMetric {}
