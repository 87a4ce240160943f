//! Byte streams in and out, as the judge formats read and write them, on
//! any target: a [`Source`] lends its buffered bytes (like `BufRead`), a
//! [`Sink`] takes bytes. Byte slices (and, with `alloc`, vectors) are
//! streams everywhere; the solver adapts `std::io` with its `std` feature,
//! and a microcontroller's console or a WebAssembly host implements the
//! two traits itself, getting the same answers and messages byte for byte.

#[cfg(feature = "alloc")]
use alloc::vec::Vec;
use core::convert::Infallible;

/// Where input bytes come from.
pub trait Source {
    /// Why reading failed.
    type Error;

    /// The bytes read but not yet consumed, reading more first when there
    /// are none. Empty only at the end of input.
    fn fill(&mut self) -> Result<&[u8], Self::Error>;

    /// Marks the first `n` bytes of [`Source::fill`]'s answer as used.
    fn consume(&mut self, n: usize);

    /// Whether every byte read so far is used, so that the next
    /// [`Source::fill`] waits for input. Answers given so far are flushed
    /// before such a wait.
    fn is_drained(&self) -> bool;

    /// The bytes read but not yet consumed, without reading more. The
    /// reader takes a quick path through a board written whole on one line
    /// when it sees one here; a source that keeps no buffer can leave the
    /// default (nothing), and loses only that speed.
    fn buffered(&self) -> &[u8] {
        &[]
    }
}

/// Where output bytes go.
pub trait Sink {
    /// Why writing failed.
    type Error;

    /// Writes all of `bytes`.
    fn write(&mut self, bytes: &[u8]) -> Result<(), Self::Error>;

    /// Passes on what is buffered, before input is waited for.
    fn flush(&mut self) -> Result<(), Self::Error> {
        Ok(())
    }
}

impl Source for &[u8] {
    type Error = Infallible;

    fn fill(&mut self) -> Result<&[u8], Infallible> {
        Ok(self)
    }

    fn consume(&mut self, n: usize) {
        *self = self.get(n..).unwrap_or_default();
    }

    fn is_drained(&self) -> bool {
        self.is_empty()
    }

    fn buffered(&self) -> &[u8] {
        self
    }
}

/// A source lent for a while: a reader can take it, and the lender reads
/// on where the reader stopped.
impl<S: Source + ?Sized> Source for &mut S {
    type Error = S::Error;

    fn fill(&mut self) -> Result<&[u8], S::Error> {
        (**self).fill()
    }

    fn consume(&mut self, n: usize) {
        (**self).consume(n);
    }

    fn is_drained(&self) -> bool {
        (**self).is_drained()
    }

    fn buffered(&self) -> &[u8] {
        (**self).buffered()
    }
}

#[cfg(feature = "alloc")]
impl Sink for Vec<u8> {
    type Error = Infallible;

    // Inlined where answers are written a few bytes at a time into a
    // vector (each thread's answers): a call each costs more than the copy.
    #[inline]
    fn write(&mut self, bytes: &[u8]) -> Result<(), Infallible> {
        self.extend_from_slice(bytes);
        Ok(())
    }
}
