//! How a run writes its answers: the lines of each format, in each
//! notation and metric, and the case numbers' digits.

#[cfg(feature = "mtm")]
use super::Metric;
use super::{Format, RunError};
use crate::answer::{Path, SolveError};
use crate::board::Board;
use crate::messages;
use crate::notation::Notation;
use crate::stream::Sink;

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
            #[cfg(feature = "mtm")]
            metric: Metric::Stm,
        }
    }

    /// Whether answers are counted in the multi-tile metric.
    #[cfg(feature = "mtm")]
    #[inline(always)]
    pub(crate) const fn is_multi_tile(self) -> bool {
        matches!(self.metric, Metric::Mtm)
    }

    /// Writes the answer of query `case` (`None`: unsolvable). Inlined
    /// without `std`, so that a style that is a constant (see
    /// [`Style::code`]) chooses its way of writing when the code is built.
    #[cfg_attr(not(feature = "std"), inline(always))]
    pub(crate) fn write<O: Sink + ?Sized>(
        self,
        output: &mut O,
        case: u64,
        path: Option<&Path>,
    ) -> Result<(), O::Error> {
        match self.format {
            Format::Eight => write_eight(output, path, self.notation),
            Format::Pairs => write_case(output, case, path, self.notation),
        }
    }

    /// Solves one query and writes its answer. (Inlined, as
    /// [`Style::write`] is.)
    #[cfg_attr(not(feature = "std"), inline(always))]
    pub(crate) fn answer<O: Sink + ?Sized>(
        self,
        output: &mut O,
        case: u64,
        start: &Board,
        target: &Board,
    ) -> Result<(), RunError<O::Error>> {
        #[cfg(feature = "mtm")]
        if self.is_multi_tile() {
            let path = match crate::solve::solve_pair_of::<crate::rules::MultiTile>(start, target) {
                Ok(path) => Some(path),
                Err(SolveError::Unsolvable) => None,
                Err(SolveError::Table(e)) => return Err(RunError::Table(e)),
            };
            return Ok(write_slides(output, self, case, path.as_ref())?);
        }
        self.write_answer(output, case, &crate::solve::solve_pair(start, target))
    }

    /// Writes the answer of query `case` as a query gave it: a damaged
    /// table ends the run.
    #[cfg_attr(not(feature = "std"), inline(always))]
    pub(crate) fn write_answer<O: Sink + ?Sized>(
        self,
        output: &mut O,
        case: u64,
        answer: &Result<Path, SolveError>,
    ) -> Result<(), RunError<O::Error>> {
        match answer {
            Ok(path) => self.write(output, case, Some(path))?,
            Err(SolveError::Unsolvable) => self.write(output, case, None)?,
            Err(SolveError::Table(e)) => return Err(RunError::Table(e.clone())),
        }
        Ok(())
    }
}

/// The answer of query `case` in the multi-tile metric (`None`:
/// unsolvable), in the run's format and notation: the same lines as
/// [`Style::write`], the Eight II case line counting slides.
#[cfg(feature = "mtm")]
fn write_slides<O: Sink + ?Sized>(
    output: &mut O,
    style: Style,
    case: u64,
    path: Option<&crate::mtm::MtmPath>,
) -> Result<(), O::Error> {
    let mut digits = [0u8; 20];
    if style.format == Format::Pairs {
        output.write(b"Case ")?;
        output.write(decimal(case, &mut digits))?;
    }
    let Some(path) = path else {
        return match style.format {
            Format::Eight => output.write(messages::UNSOLVABLE_LINE.as_bytes()),
            Format::Pairs => output.write(messages::UNSOLVABLE_CASE.as_bytes()),
        };
    };
    if style.format == Format::Pairs {
        output.write(b": ")?;
        output.write(decimal(path.len() as u64, &mut digits))?;
        output.write(b"\n")?;
    }
    match style.notation {
        Notation::Blank => output.write(path.as_bytes())?,
        notation => output.write(notation.spell_slides(path.steps()).as_bytes())?,
    }
    output.write(b"\n")
}

/// One line of the Eight format. (Inlined, as [`Style::write`] is.)
#[cfg_attr(not(feature = "std"), inline(always))]
fn write_eight<O: Sink + ?Sized>(
    output: &mut O,
    path: Option<&Path>,
    notation: Notation,
) -> Result<(), O::Error> {
    match (path, notation) {
        // The judges' spelling, the line in one write.
        (Some(path), Notation::Blank) => output.write(path.line().as_bytes()),
        (Some(path), Notation::Tiles) => {
            write_moves(output, path, notation)?;
            output.write(b"\n")
        }
        (None, _) => output.write(messages::UNSOLVABLE_LINE.as_bytes()),
    }
}

/// Two lines of the Eight II format. (Inlined, as [`Style::write`] is.)
#[cfg_attr(not(feature = "std"), inline(always))]
fn write_case<O: Sink + ?Sized>(
    output: &mut O,
    case: u64,
    path: Option<&Path>,
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
            output.write(decimal(path.len() as u64, &mut digits))?;
            output.write(b"\n")?;
            write_moves(output, path, notation)?;
            output.write(b"\n")
        }
        None => output.write(messages::UNSOLVABLE_CASE.as_bytes()),
    }
}

/// The moves of an answer, in `notation`. (Inlined, as [`Style::write`]
/// is.)
#[cfg_attr(not(feature = "std"), inline(always))]
fn write_moves<O: Sink + ?Sized>(
    output: &mut O,
    path: &Path,
    notation: Notation,
) -> Result<(), O::Error> {
    match notation {
        // The judges' letters are the path's own: no copy.
        Notation::Blank => output.write(path.as_bytes()),
        notation => output.write(notation.spell(path).as_bytes()),
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
