//! What a worker does with a chunk: reads its boards from where the
//! chunks before it stopped, passes its own end on to the next chunk's
//! worker, then solves what it read into buffers of its own.

use std::convert::Infallible;
use std::sync::mpsc::{Receiver, SyncSender};
use std::vec::Vec;

use crate::board::Board;
use crate::formats::answers::Answered;
use crate::formats::chunk::{Entry, Reading, read_ahead, read_chunk};
use crate::formats::{Answers, Inline, RunError, Style, Summary};
use crate::tables::TableError;

/// One query of a chunk: its case number, start and target.
type Query = (u64, Board, Board);

/// A chunk on its way to a worker: its bytes, where its entry comes from,
/// where its end and its answers go.
pub(super) struct Job {
    pub(super) bytes: Vec<u8>,
    /// The column the chunk starts at, when this thread knows it: 0 after
    /// a line end, the count's end for the first chunk of the Eight II
    /// format; `None` after a line cut where a chunk was full.
    pub(super) column: Option<u64>,
    /// Whether the input ends with this chunk.
    pub(super) last: bool,
    pub(super) entry: Receiver<Entry>,
    pub(super) exit: SyncSender<Entry>,
    pub(super) reply: SyncSender<Result<Done, Stop>>,
    /// Empty buffers for the answers and the messages.
    pub(super) answers: Vec<u8>,
    pub(super) messages: Vec<u8>,
}

/// A chunk answered: its answers, its messages, and their count, with the
/// chunk's bytes given back. The buffers go from this thread to the
/// workers and back, emptied, and serve chunk after chunk: a buffer
/// freed by a thread other than the one that made it goes back to that
/// thread's heap, which gives memory back and takes it again page by page
/// (three to four times the page faults of the run with the multi-tile
/// metric on two threads).
pub(super) struct Done {
    pub(super) answers: Vec<u8>,
    pub(super) messages: Vec<u8>,
    pub(super) bytes: Vec<u8>,
    pub(super) summary: Summary,
}

/// Why a worker could not answer a chunk.
pub(super) enum Stop {
    Table(TableError),
    /// The worker of a chunk before stopped, so this chunk's start is not
    /// known.
    Worker,
}

/// The queries of a chunk, gathered to be solved once its end is passed
/// on.
struct Gather(Vec<Query>);

impl Answers for Gather {
    type Error = Infallible;

    fn answer(&mut self, case: u64, start: &Board, target: &Board) -> Answered<Infallible> {
        self.0.push((case, *start, *target));
        Ok(())
    }

    fn flush(&mut self) -> Answered<Infallible> {
        Ok(())
    }
}

/// Answers a chunk on a worker (see the module documentation).
pub(super) fn answer_job(reading: &Reading, job: &mut Job) -> Result<Done, Stop> {
    let ahead = job
        .column
        .map(|column| read_ahead(&job.bytes, column, job.last));
    let entry = job.entry.recv().map_err(|_| Stop::Worker)?;
    let mut queries = Gather(Vec::with_capacity(
        ahead.as_ref().map_or(0, |ahead| ahead.boards.len()),
    ));
    let mut messages = std::mem::take(&mut job.messages);
    let mut summary = Summary::default();
    let read = read_chunk(
        reading,
        &job.bytes,
        job.last,
        ahead,
        entry,
        &mut queries,
        &mut messages,
        &mut summary,
    );
    let exit = match read {
        Ok(exit) => exit,
        Err(RunError::Io(never)) => match never {},
        Err(RunError::Table(e)) => return Err(Stop::Table(e)),
        Err(RunError::WorkerStopped) => return Err(Stop::Worker),
    };
    // Nobody waits for it when the run ended early.
    let _ = job.exit.send(exit);
    let mut answers = std::mem::take(&mut job.answers);
    solve_queries(&queries.0, reading.style, &mut answers).map_err(Stop::Table)?;
    Ok(Done {
        answers,
        messages,
        bytes: std::mem::take(&mut job.bytes),
        summary,
    })
}

/// Solves the queries of a chunk into `answers`.
fn solve_queries(queries: &[Query], style: Style, answers: &mut Vec<u8>) -> Result<(), TableError> {
    answers.reserve(queries.len() * 40);
    let mut inline = Inline::<_, { Style::ANY }>::new(answers, style);
    let solved = queries
        .iter()
        .try_for_each(|(case, start, target)| inline.answer(*case, start, target))
        .and_then(|()| inline.answer_waiting());
    match solved {
        Ok(()) => Ok(()),
        Err(RunError::Table(e)) => Err(e),
        Err(RunError::Io(never)) => match never {},
        Err(RunError::WorkerStopped) => Err(TableError::Walk),
    }
}
