//! Byte streams in and out, as the judge formats read and write them, on
//! any target: the [`Source`] and [`Sink`] traits (byte slices, and with
//! `alloc` vectors, are streams everywhere), and with the `std` feature
//! `IoSource` and `IoSink`, which adapt `std::io`. A microcontroller's
//! console or a WebAssembly host implements the two traits itself, and
//! gets the same answers and messages byte for byte.

pub use eight_core::stream::{Sink, Source};

/// Lets `write!` format straight into a sink. Its only user, the error
/// stream, does not stop for a failed write, so the error is not kept.
pub(crate) struct FmtSink<'a, S: Sink + ?Sized>(pub(crate) &'a mut S);

impl<S: Sink + ?Sized> core::fmt::Write for FmtSink<'_, S> {
    fn write_str(&mut self, text: &str) -> core::fmt::Result {
        self.0.write(text.as_bytes()).map_err(|_| core::fmt::Error)
    }
}

#[cfg(feature = "std")]
pub use io::{IoSink, IoSource, SliceSource};

#[cfg(feature = "std")]
mod io {
    use std::boxed::Box;
    use std::format;
    use std::io::{self, BufRead, Read, Write};
    use std::vec;

    use super::{Sink, Source};

    /// Bytes read from an `io::Read` at a time, once more than a first
    /// small read's worth comes in.
    const BUFFER: usize = 64 * 1024;

    /// The buffer a source starts with: a one-query input never pays for
    /// zeroing (and touching) the large one. As large as std's own buffer
    /// of standard input (8 KiB), so that a read of it goes past that
    /// buffer: a read served from it comes back short, which would look
    /// like input that has to be waited for.
    const FIRST_BUFFER: usize = 8 * 1024;

    /// A [`Source`] over any `std::io::Read`, with its own buffer (so the
    /// reader can tell when the next read may wait). Reads interrupted by a
    /// signal are retried.
    pub struct IoSource<R> {
        input: R,
        /// While set, reads go through the input's own buffer (see
        /// [`IoSource::buffered`]).
        through: Option<Through<R>>,
        buffer: Box<[u8]>,
        start: usize,
        end: usize,
        /// Whether the last read filled the buffer: more input was ready,
        /// so the next read is not expected to wait.
        last_read_full: bool,
    }

    /// How a source reads through a `BufRead`'s own buffer: its two
    /// methods, taken where the input is known to have them, and how many
    /// of the bytes it gave are not used yet.
    struct Through<R> {
        fill: fn(&mut R) -> io::Result<&[u8]>,
        consume: fn(&mut R, usize),
        left: usize,
    }

    impl<R: Read> IoSource<R> {
        /// A source reading `input`.
        pub fn new(input: R) -> IoSource<R> {
            IoSource {
                input,
                through: None,
                buffer: vec![0; FIRST_BUFFER].into_boxed_slice(),
                start: 0,
                end: 0,
                last_read_full: false,
            }
        }
    }

    impl<R: BufRead> IoSource<R> {
        /// A source reading `input` through its own buffer (standard
        /// input's is std's 8 KiB, which is not zeroed) until a read fills
        /// that much, then through a large one of the source's. A
        /// one-query input then costs no buffer of ours, which would have
        /// to be zeroed before the first read.
        pub fn buffered(input: R) -> IoSource<R> {
            IoSource {
                input,
                through: Some(Through {
                    fill: R::fill_buf,
                    consume: R::consume,
                    left: 0,
                }),
                buffer: Box::default(),
                start: 0,
                end: 0,
                last_read_full: false,
            }
        }
    }

    /// Reads once into `buffer`, retrying a read a signal interrupted.
    fn read_once(input: &mut impl Read, buffer: &mut [u8]) -> io::Result<usize> {
        loop {
            match input.read(buffer) {
                Ok(n) => return Ok(n.min(buffer.len())),
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(reading_failed(e)),
            }
        }
    }

    /// A failed read, as the program says it.
    fn reading_failed(e: io::Error) -> io::Error {
        io::Error::new(e.kind(), format!("reading input: {e}"))
    }

    impl<R: Read> Source for IoSource<R> {
        type Error = io::Error;

        fn fill(&mut self) -> io::Result<&[u8]> {
            if let Some(through) = &mut self.through {
                if through.left > 0 || !self.last_read_full {
                    let len = loop {
                        match (through.fill)(&mut self.input) {
                            Ok(got) => break got.len(),
                            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                            Err(e) => return Err(reading_failed(e)),
                        }
                    };
                    if through.left == 0 {
                        self.last_read_full = len >= FIRST_BUFFER;
                    }
                    through.left = len;
                    if len == 0 {
                        return Ok(&[]);
                    }
                    // The bytes just read, lent again without a read.
                    return (through.fill)(&mut self.input);
                }
                // A read came full: a large input, read on through a
                // buffer of the source's own.
                self.through = None;
            }
            if self.start == self.end {
                if self.last_read_full && self.buffer.len() < BUFFER {
                    self.buffer = vec![0; BUFFER].into_boxed_slice();
                }
                self.start = 0;
                self.end = read_once(&mut self.input, &mut self.buffer)?;
                self.last_read_full = self.end == self.buffer.len();
            }
            Ok(&self.buffer[self.start..self.end])
        }

        fn consume(&mut self, n: usize) {
            if let Some(through) = &mut self.through {
                let n = n.min(through.left);
                (through.consume)(&mut self.input, n);
                through.left -= n;
                return;
            }
            self.start = (self.start + n).min(self.end);
        }

        /// Every byte read is used and the last read did not fill the
        /// buffer: input comes slower than it is read (a person typing, a
        /// program writing a line at a time), so the next read may wait.
        /// After a full read, more input was ready and is not waited for:
        /// a large input is read through without stopping to flush.
        fn is_drained(&self) -> bool {
            let used = match &self.through {
                Some(through) => through.left == 0,
                None => self.start == self.end,
            };
            used && !self.last_read_full
        }

        /// Nothing while reading through the input's own buffer, which is
        /// not the source's to lend: the reader takes its usual path.
        fn buffered(&self) -> &[u8] {
            match self.through {
                Some(_) => &[],
                None => &self.buffer[self.start..self.end],
            }
        }
    }

    /// Bytes in memory as a [`Source`] with the error type of std streams
    /// (it never fails), for code that takes arguments and standard input
    /// alike.
    pub struct SliceSource<'a>(pub &'a [u8]);

    impl Source for SliceSource<'_> {
        type Error = io::Error;

        fn fill(&mut self) -> io::Result<&[u8]> {
            Ok(self.0)
        }

        fn consume(&mut self, n: usize) {
            self.0 = self.0.get(n..).unwrap_or_default();
        }

        fn is_drained(&self) -> bool {
            self.0.is_empty()
        }

        fn buffered(&self) -> &[u8] {
            self.0
        }
    }

    /// A [`Sink`] over any `std::io::Write`.
    pub struct IoSink<W>(pub W);

    impl<W: Write> Sink for IoSink<W> {
        type Error = io::Error;

        fn write(&mut self, bytes: &[u8]) -> io::Result<()> {
            self.0.write_all(bytes)
        }

        fn flush(&mut self) -> io::Result<()> {
            self.0.flush()
        }
    }
}
