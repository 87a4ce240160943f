//! A board's text: reading boards (and the count of the Eight II format)
//! from a byte stream, with a line and a column for every error and
//! recovery by line, and the messages that say what was wrong.
//!
//! - [`class`]: what each byte of the input is (a cell, white space, a
//!   line end or anything else);
//! - [`reader`]: the streaming [`Reader`], which holds nothing but its
//!   place and one board: the bytes stay in the [`Source`]'s buffer, so
//!   memory stays bounded whatever the input (a 64 MiB line without a line
//!   end is read through, not collected);
//! - [`message`]: [`InputError`], where it was found and what was wrong,
//!   and how messages are written;
//! - [`parse`]: a board from one text (`"23415x768".parse()`).
//!
//! Nothing here allocates.
//!
//! Messages are written piece by piece (`write_str`, and numbers by
//! [`Decimal`](crate::decimal::Decimal)), never by `write!` with
//! arguments: on an AVR, `core::fmt::Arguments` can take a message's
//! arguments for a plain string (it tells the two apart by the lowest bit
//! of an address that it takes to be even, and data there is aligned to 1
//! byte), and writes the raw bytes of its template instead.
//!
//! [`Source`]: crate::stream::Source

mod cells;
pub mod class;
pub mod message;
pub mod parse;
#[cfg(feature = "pieces")]
mod pieces;
pub mod reader;
#[cfg(not(feature = "pieces"))]
mod whole;
#[cfg(not(feature = "pieces"))]
use whole as pieces;

pub use message::{InputError, InputErrorKind, Location, Shown};
#[cfg(feature = "pieces")]
pub use pieces::Resume;
pub use reader::{ReadError, Reader};
