//! Without the feature `pieces`, a reader reads its input whole: what
//! the reading of pieces asks of it answers so, and folds away.

use super::Reader;
use super::cells::Begun;
use crate::stream::Source;

/// Where a reader stands among the pieces of its input: nowhere, as it
/// reads the whole.
#[derive(Default)]
pub(super) struct Piece;

impl<S: Source> Reader<S> {
    /// No line is left to skip from a piece before.
    #[inline(always)]
    pub(super) fn skip_on(&mut self) -> Result<bool, S::Error> {
        Ok(false)
    }

    /// No board was begun by a piece before.
    #[inline(always)]
    pub(super) fn begun(&mut self) -> Option<Begun> {
        None
    }

    /// The source's end is the input's.
    #[inline(always)]
    pub(super) fn at_cut(&self) -> bool {
        let Piece = self.piece;
        false
    }

    /// Never asked: the end is never a cut.
    #[inline(always)]
    pub(super) fn keep(&mut self, _: Begun) {}

    /// Nothing goes on past the end.
    #[inline(always)]
    pub(super) fn skip_past_cut(&mut self) {}
}
