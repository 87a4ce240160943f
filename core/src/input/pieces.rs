//! Reading an input cut in pieces anywhere (inside a line, inside a
//! board), each piece by a reader of its own, as the threaded judge
//! formats do: where one piece's reader stopped ([`Resume`]), which the
//! reader of the next piece starts from
//! ([`Reader::piece`](super::Reader::piece)). The pieces give the boards,
//! the errors and the places the whole input gives. (Feature `pieces`.)

use super::Reader;
use super::cells::Begun;
use crate::stream::Source;

/// Where the reader of one piece of an input stopped at the piece's end
/// (see [`Reader::piece`](super::Reader::piece)), for the reader of the next piece: inside a
/// board it had begun, or inside the rest of a line it was skipping after
/// a bad board, or neither. (Feature `pieces`.)
#[derive(Clone, Debug, Default)]
pub struct Resume {
    pub(super) board: Option<Begun>,
    pub(super) skipping: bool,
}

/// Where a reader stands among the pieces of its input: whether its
/// source's end is a cut in the input rather than its end, and where the
/// reading stopped at the cut.
#[derive(Default)]
pub(super) struct Piece {
    cut: bool,
    resume: Resume,
}

impl Resume {
    /// Whether the piece ended between boards, outside a skipped line: the
    /// next piece is read as it would be from there in the whole input.
    pub fn is_clean(&self) -> bool {
        self.board.is_none() && !self.skipping
    }

    /// The same place, for a piece read as if it started `lines` lines
    /// before it does: the places kept of the board begun move down.
    #[must_use]
    pub fn lines_later(mut self, lines: u64) -> Resume {
        if let Some(begun) = &mut self.board {
            begun.cells.first.0 += lines;
            if let Some(repeat) = &mut begun.cells.repeat {
                repeat.1 += lines;
            }
            begun.run_start.0 += lines;
        }
        self
    }
}

impl<S: Source> Reader<S> {
    /// A reader of `source`, one piece of an input cut in pieces anywhere
    /// (inside a line, inside a board), that starts at `line` after
    /// `column` bytes of it, where the reader of the piece before left
    /// `resume`. Its source's end is a cut unless the piece is the `last`:
    /// a board begun there is left to the next piece (see
    /// [`Reader::resume`]) rather than reported cut short. The pieces give
    /// the boards, the errors and the places the whole input gives.
    /// (Feature `pieces`.)
    pub fn piece(source: S, (line, column): (u64, u64), resume: Resume, last: bool) -> Reader<S> {
        Reader {
            piece: Piece { cut: !last, resume },
            ..Reader::at(source, line, column)
        }
    }

    /// Where the reading of the piece stopped, for the next piece's reader
    /// (see [`Reader::piece`]).
    pub fn resume(&mut self) -> Resume {
        core::mem::take(&mut self.piece.resume)
    }

    /// Goes on skipping the rest of a line that the reader of the piece
    /// before began to skip; whether the skip goes on past this piece.
    pub(super) fn skip_on(&mut self) -> Result<bool, S::Error> {
        if !self.piece.resume.skipping {
            return Ok(false);
        }
        self.piece.resume.skipping = false;
        self.skip_rest_of_line()?;
        Ok(self.piece.resume.skipping)
    }

    /// The board the reader of the piece before began, taken.
    pub(super) fn begun(&mut self) -> Option<Begun> {
        self.piece.resume.board.take()
    }

    /// Whether the source's end is a cut.
    pub(super) fn at_cut(&self) -> bool {
        self.piece.cut
    }

    /// Keeps a board begun at the cut for the next piece's reader.
    pub(super) fn keep(&mut self, begun: Begun) {
        self.piece.resume.board = Some(begun);
    }

    /// At the source's end inside a skipped line: at a cut, the next
    /// piece goes on skipping.
    pub(super) fn skip_past_cut(&mut self) {
        if self.piece.cut {
            self.piece.resume.skipping = true;
        }
    }
}
