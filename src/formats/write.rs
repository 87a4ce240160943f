//! How a run writes its answers: the lines of each format, in each
//! notation and metric, and the case numbers' digits.

#[cfg(feature = "mtm")]
use super::Metric;
use super::{Format, RunError};
use crate::answer::SolveError;
use crate::board::{Board, Move};
use crate::messages;
#[cfg(feature = "mtm")]
use crate::metric::by_metric;
use crate::notation::Notation;
use crate::rules::Rules;
#[cfg(not(feature = "mtm"))]
use crate::rules::SingleTile;
use crate::stream::Sink;
use crate::tables::MetricTables;

/// A step of writing an answer, inlined without `std`, so that a style
/// that is a constant (see [`Style::code`]) chooses its way of writing when
/// the code is built; with `std` one copy serves every style.
macro_rules! inlined_without_std {
    ($(#[$attr:meta])* $vis:vis fn $($rest:tt)*) => {
        $(#[$attr])*
        #[cfg_attr(not(feature = "std"), inline(always))]
        $vis fn $($rest)*
    };
}

/// How a run writes one answer: its format's shape, the notation of its
/// moves, and the metric that counts them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Style {
    pub(super) format: Format,
    pub(super) notation: Notation,
    #[cfg(feature = "mtm")]
    pub(super) metric: Metric,
}

impl Style {
    /// The four styles as numbers, for the code that writes answers to
    /// take as a constant: a program whose run is a constant links the
    /// writing (and the reading) of its own format and notation alone,
    /// not the others' (on an AVR, the Eight II format's case numbers
    /// would link 64-bit division into a firmware for the Eight format).
    pub(crate) const EIGHT: u8 = 0;
    pub(crate) const EIGHT_TILES: u8 = 1;
    pub(crate) const PAIRS: u8 = 2;
    pub(crate) const PAIRS_TILES: u8 = 3;
    /// Not a constant: the code reads the style it was given at run time.
    pub(crate) const ANY: u8 = 4;

    /// This style's number.
    #[inline(always)]
    pub(crate) const fn code(self) -> u8 {
        let format = match self.format {
            Format::Eight => Style::EIGHT,
            Format::Pairs => Style::PAIRS,
        };
        match self.notation {
            Notation::Tiles => format + 1,
            _ => format,
        }
    }

    /// The style of a number from [`Style::code`].
    #[inline(always)]
    pub(crate) const fn of(code: u8) -> Style {
        Style {
            format: if code & 2 == 0 {
                Format::Eight
            } else {
                Format::Pairs
            },
            notation: if code & 1 == 0 {
                Notation::Blank
            } else {
                Notation::Tiles
            },
            // A constant names a format and a notation: a run keeps its
            // own metric (`Style::with_code`), and the answers by a
            // function are the judges' metric's.
            #[cfg(feature = "mtm")]
            metric: Metric::Stm,
        }
    }

    /// This style with the format and notation of the constant `code`
    /// (see [`Style::code`]): a constant names those two, and a run keeps
    /// its own metric.
    #[inline(always)]
    pub(crate) const fn with_code(self, code: u8) -> Style {
        let constant = Style::of(code);
        Style {
            format: constant.format,
            notation: constant.notation,
            #[cfg(feature = "mtm")]
            metric: self.metric,
        }
    }

    inlined_without_std! {
        /// Writes the answer of query `case` in the metric `M` (`None`:
        /// unsolvable). Inlined without `std`, so that a style that is a
        /// constant (see [`Style::code`]) chooses its way of writing when the
        /// code is built.
        pub(crate) fn write<M: Rules, O: Sink + ?Sized>(
            self,
            output: &mut O,
            case: u64,
            path: Option<&M::Path>,
        ) -> Result<(), O::Error> {
            match self.format {
                Format::Eight => write_eight::<M, O>(output, path, self.notation),
                Format::Pairs => write_case::<M, O>(output, case, path, self.notation),
            }
        }
    }

    inlined_without_std! {
        /// Solves one query and writes its answer, in the style's metric.
        /// (Inlined, as [`Style::write`] is.)
        pub(crate) fn answer<O: Sink + ?Sized>(
            self,
            output: &mut O,
            case: u64,
            start: &Board,
            target: &Board,
        ) -> Result<(), RunError<O::Error>> {
            #[cfg(feature = "mtm")]
            return by_metric!(
                self.metric,
                M => self.write_answer::<M, O>(output, case, &M::path(start, target))
            );
            #[cfg(not(feature = "mtm"))]
            self.write_answer::<SingleTile, O>(output, case, &SingleTile::path(start, target))
        }
    }

    inlined_without_std! {
        /// Writes the answer of query `case` in the metric `M` as a query gave
        /// it: a damaged table ends the run.
        pub(crate) fn write_answer<M: Rules, O: Sink + ?Sized>(
            self,
            output: &mut O,
            case: u64,
            answer: &Result<M::Path, SolveError>,
        ) -> Result<(), RunError<O::Error>> {
            match answer {
                Ok(path) => self.write::<M, O>(output, case, Some(path))?,
                Err(SolveError::Unsolvable) => self.write::<M, O>(output, case, None)?,
                Err(SolveError::Table(e)) => return Err(RunError::Table(e.clone())),
            }
            Ok(())
        }
    }
}

inlined_without_std! {
    /// One line of the Eight format. (Inlined, as [`Style::write`] is.)
    fn write_eight<M: Rules, O: Sink + ?Sized>(
        output: &mut O,
        path: Option<&M::Path>,
        notation: Notation,
    ) -> Result<(), O::Error> {
        match (path, notation) {
            // The judges' spelling, the line in one write.
            (Some(path), Notation::Blank) => output.write(M::line(path).as_ref()),
            (Some(path), Notation::Tiles) => {
                write_moves::<M, O>(output, path, notation)?;
                output.write(b"\n")
            }
            (None, _) => output.write(messages::UNSOLVABLE_LINE.as_bytes()),
        }
    }
}

inlined_without_std! {
    /// Two lines of the Eight II format, the case line counting the metric's
    /// moves. (Inlined, as [`Style::write`] is.)
    fn write_case<M: Rules, O: Sink + ?Sized>(
        output: &mut O,
        case: u64,
        path: Option<&M::Path>,
        notation: Notation,
    ) -> Result<(), O::Error> {
        // Built by hand rather than with `write!`: on 100,000 cases the
        // formatting machinery is a measurable share of the run.
        let mut digits = [0u8; 20];
        output.write(b"Case ")?;
        output.write(decimal(case, &mut digits))?;
        match path {
            Some(path) => {
                output.write(b": ")?;
                output.write(decimal(M::length(path) as u64, &mut digits))?;
                output.write(b"\n")?;
                write_moves::<M, O>(output, path, notation)?;
                output.write(b"\n")
            }
            None => output.write(messages::UNSOLVABLE_CASE.as_bytes()),
        }
    }
}

inlined_without_std! {
    /// The moves of an answer, in `notation`. (Inlined, as [`Style::write`]
    /// is.)
    fn write_moves<M: Rules, O: Sink + ?Sized>(
        output: &mut O,
        path: &M::Path,
        notation: Notation,
    ) -> Result<(), O::Error> {
        let letters = M::letters(path);
        match notation {
            // The judges' letters are the path's own: no copy.
            Notation::Blank => output.write(letters),
            notation => {
                let steps = letters.iter().filter_map(|&b| Move::from_letter(b));
                output.write(notation.spell_steps(steps).as_bytes())
            }
        }
    }
}

/// The decimal digits of `n`, written at the end of `digits`, by division
/// (a multiplication, where the divisor is a constant).
#[cfg(not(target_arch = "avr"))]
fn decimal(mut n: u64, digits: &mut [u8; 20]) -> &[u8] {
    let mut start = digits.len();
    loop {
        start -= 1;
        digits[start] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            return &digits[start..];
        }
    }
}

/// The decimal digits of `n`, written at the start of `digits`. On an AVR
/// by the messages' own conversion, shifts and adds alone: there a
/// division is a library routine, which the Mega's Eight II format would
/// carry for its case numbers alone. (Where division is an instruction, or a short routine, it is
/// the smaller and the faster.)
#[cfg(any(test, target_arch = "avr"))]
fn decimal_without_division(n: u64, digits: &mut [u8; 20]) -> &[u8] {
    /// The digits as they are written.
    struct Digits<'a> {
        digits: &'a mut [u8; 20],
        len: usize,
    }
    impl core::fmt::Write for Digits<'_> {
        fn write_str(&mut self, text: &str) -> core::fmt::Result {
            for &byte in text.as_bytes() {
                *self.digits.get_mut(self.len).ok_or(core::fmt::Error)? = byte;
                self.len += 1;
            }
            Ok(())
        }
    }
    let mut written = Digits { digits, len: 0 };
    // Twenty digits hold any u64: the write cannot fail.
    let _ = crate::decimal::Decimal(n).write_to(&mut written);
    let len = written.len;
    &written.digits[..len]
}
#[cfg(target_arch = "avr")]
use decimal_without_division as decimal;

#[cfg(test)]
mod tests {
    extern crate std;
    use std::string::ToString;

    use super::*;

    /// The case numbers' digits are `{}`'s, both ways of writing them,
    /// from 0 to `u64::MAX`.
    #[test]
    fn decimal_writes_what_the_formatter_writes() {
        let mut numbers = std::vec![0, 1, 9, 10, 99, 100, 65_535, 65_536, 1 << 48, u64::MAX];
        for edge in [u64::from(u32::MAX), 10_000_000_000, 1 << 63] {
            numbers.extend([edge - 1, edge, edge + 1]);
        }
        // And a spread of others (a fixed LCG: the same numbers each run).
        let mut n: u64 = 1;
        for _ in 0..10_000 {
            n = n
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            numbers.push(n >> (n % 64));
        }
        for n in numbers {
            let mut digits = [0; 20];
            assert_eq!(decimal(n, &mut digits), n.to_string().as_bytes(), "{n}");
            let mut digits = [0; 20];
            assert_eq!(
                decimal_without_division(n, &mut digits),
                n.to_string().as_bytes(),
                "{n}"
            );
        }
    }
}
