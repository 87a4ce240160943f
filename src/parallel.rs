//! Both judge formats on every core, with the same bytes out as on one.
//!
//! This thread keeps everything that depends on order: it reads the input,
//! numbers the cases, reports bad input, and writes the answers. Good
//! queries are gathered into batches; worker threads solve a
//! batch and format its answers into a buffer of its own; the buffers come
//! back through one reply channel per batch, kept in a queue in input
//! order, so this thread writes them in that order whatever order the
//! workers finish in. The first batch holds [`BATCH`] queries, and each
//! one after it twice as many, up to [`BATCH_GROWTH`] times that.
//!
//! Memory stays bounded: at most three batches per worker
//! are out at once; when that many are, this thread waits for the oldest
//! before reading on. Workers start only when a first batch is full, so a
//! small input (one query, a few boards) starts no thread at all. When the
//! input may have to be waited for, every batch out is written first, so a
//! person typing boards still gets each answer at once.

use std::collections::VecDeque;
use std::io;
use std::sync::mpsc::{Receiver, SyncSender, sync_channel};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::Scope;
use std::vec::Vec;

use crate::board::Board;
use crate::formats::{self, Answers, Inline, Layout, RunError, Summary};
use crate::notation::Notation;
use crate::stream::{Sink, Source};
use crate::tables::TableError;

/// Queries in the first batch a worker takes: small, so that the workers
/// start early in a short run (and share the decoding of the tables it
/// needs).
pub const BATCH: usize = 1024;

/// How many times larger each batch may grow, doubling from the first:
/// a long run hands over batches of 4,096 queries. (Larger ones leave one
/// worker alone with the last for longer. Of the sizes tried side by side
/// on this 2-core machine, one run each, 1,024 growing to 4,096 gave the
/// two formats their best ratio to one thread.)
pub const BATCH_GROWTH: usize = 4;

/// Batches out at once per worker: enough to keep every worker busy while
/// this thread reads and writes.
const BATCHES_PER_THREAD: usize = 3;

/// One query of a batch: its case number, start and target.
type Query = (u64, Board, Board);

/// A batch on its way to a worker, with where its answers go.
struct Batch {
    queries: Vec<Query>,
    layout: Layout,
    reply: SyncSender<Result<Vec<u8>, TableError>>,
}

/// Solves a batch into a buffer of its own.
fn solve_batch(queries: &[Query], layout: Layout) -> Result<Vec<u8>, TableError> {
    let mut answers = Vec::with_capacity(queries.len() * 40);
    let mut inline = Inline::new(&mut answers, layout);
    let solved = queries
        .iter()
        .try_for_each(|(case, start, target)| inline.answer(*case, start, target))
        .and_then(|()| inline.answer_waiting());
    match solved {
        Ok(()) => Ok(answers),
        Err(RunError::Table(e)) => Err(e),
        Err(RunError::Io(never)) => match never {},
    }
}

/// The answers of a run spread over worker threads (see the module
/// documentation).
struct Spread<'scope, 'env, 'o, O> {
    scope: &'scope Scope<'scope, 'env>,
    /// Worker threads; 0 until asked for, one per core (asking the system
    /// costs a few file reads, which a small input never pays).
    threads: usize,
    /// Queries the next batch holds: from [`BATCH`] (less in tests),
    /// doubling up to [`BATCH_GROWTH`] times that.
    batch_size: usize,
    /// The largest batch.
    batch_limit: usize,
    output: &'o mut O,
    layout: Layout,
    batch: Vec<Query>,
    /// Where workers take batches from; `None` until they are started.
    work: Option<SyncSender<Batch>>,
    /// The replies of the batches out, oldest first.
    out: VecDeque<Receiver<Result<Vec<u8>, TableError>>>,
}

impl<O: Sink<Error = io::Error>> Spread<'_, '_, '_, O> {
    fn start_workers(&mut self) -> SyncSender<Batch> {
        let (work, batches) = sync_channel::<Batch>(self.threads * BATCHES_PER_THREAD);
        let batches = Arc::new(Mutex::new(batches));
        for _ in 0..self.threads {
            let batches = Arc::clone(&batches);
            self.scope.spawn(move || {
                loop {
                    // The lock is held only to take a batch, not to solve it.
                    let next = batches
                        .lock()
                        .unwrap_or_else(PoisonError::into_inner)
                        .recv();
                    let Ok(batch) = next else { return };
                    // A reply nobody waits for any more (the run ended
                    // early) is dropped.
                    let _ = batch.reply.send(solve_batch(&batch.queries, batch.layout));
                }
            });
        }
        self.work = Some(work.clone());
        work
    }

    /// Writes the oldest batch out once it is solved.
    fn write_oldest(&mut self) -> Result<(), RunError<io::Error>> {
        let Some(reply) = self.out.pop_front() else {
            return Ok(());
        };
        let answers = reply
            .recv()
            .map_err(|_| io::Error::other("a worker thread stopped"))?
            .map_err(RunError::Table)?;
        Ok(self.output.write(&answers)?)
    }

    /// Hands the gathered queries to the workers, starting them for the
    /// first full batch; a partial batch before that is solved here.
    fn send_batch(&mut self) -> Result<(), RunError<io::Error>> {
        if self.batch.is_empty() {
            return Ok(());
        }
        let full = self.batch.len() >= self.batch_size;
        if full && self.threads == 0 {
            self.threads = available_threads();
        }
        let work = match &self.work {
            Some(work) => work.clone(),
            None if !full || self.threads <= 1 => {
                for (case, start, target) in self.batch.drain(..) {
                    self.layout.answer(self.output, case, &start, &target)?;
                }
                return Ok(());
            }
            None => self.start_workers(),
        };
        if self.out.len() >= self.threads * BATCHES_PER_THREAD {
            self.write_oldest()?;
        }
        let (reply, answers) = sync_channel(1);
        self.batch_size = self.batch_size.saturating_mul(2).min(self.batch_limit);
        let queries = std::mem::replace(&mut self.batch, Vec::with_capacity(self.batch_size));
        work.send(Batch {
            queries,
            layout: self.layout,
            reply,
        })
        .map_err(|_| io::Error::other("the worker threads stopped"))?;
        self.out.push_back(answers);
        Ok(())
    }
}

impl<O: Sink<Error = io::Error>> Answers for Spread<'_, '_, '_, O> {
    type Error = io::Error;

    fn answer(
        &mut self,
        case: u64,
        start: &Board,
        target: &Board,
    ) -> Result<(), RunError<io::Error>> {
        self.batch.push((case, *start, *target));
        if self.batch.len() >= self.batch_size {
            self.send_batch()?;
        }
        Ok(())
    }

    fn flush(&mut self) -> Result<(), RunError<io::Error>> {
        self.send_batch()?;
        while !self.out.is_empty() {
            self.write_oldest()?;
        }
        Ok(self.output.flush()?)
    }
}

/// Runs a format with its queries answered on `threads` worker threads (on
/// this thread alone when `threads` is 1; one per core when it is 0),
/// `batch_size` queries at a time.
fn run<O: Sink<Error = io::Error>>(
    (threads, batch_size): (usize, usize),
    output: &mut O,
    layout: Layout,
    run: impl FnOnce(&mut dyn Answers<Error = io::Error>) -> Result<Summary, RunError<io::Error>>,
) -> Result<Summary, RunError<io::Error>> {
    if threads == 1 {
        return run(&mut Inline::new(output, layout));
    }
    std::thread::scope(|scope| {
        let mut spread = Spread {
            scope,
            threads,
            batch_size: batch_size.max(1),
            batch_limit: batch_size.max(1).saturating_mul(BATCH_GROWTH),
            output,
            layout,
            batch: Vec::with_capacity(batch_size.max(1)),
            work: None,
            out: VecDeque::new(),
        };
        // When the run ends, early or not, dropping `spread` closes the
        // work channel, and the workers return before the scope ends.
        run(&mut spread)
    })
}

/// [`formats::run_eight_in`] with the boards solved on `threads` threads (0:
/// one per core); the same output, messages and summary for every number
/// of threads.
pub fn run_eight(
    input: impl Source<Error = io::Error>,
    target: Option<&Board>,
    notation: Notation,
    output: &mut impl Sink<Error = io::Error>,
    errors: &mut impl Sink,
    threads: usize,
) -> Result<Summary, RunError<io::Error>> {
    run_eight_in_batches(input, target, notation, output, errors, (threads, BATCH))
}

/// [`run_eight`] with batches of another size: tests use small ones, so
/// that a small input starts the threads too. Not a stable API.
#[doc(hidden)]
pub fn run_eight_in_batches(
    input: impl Source<Error = io::Error>,
    target: Option<&Board>,
    notation: Notation,
    output: &mut impl Sink<Error = io::Error>,
    errors: &mut impl Sink,
    threads_and_batch: (usize, usize),
) -> Result<Summary, RunError<io::Error>> {
    let layout = Layout::EIGHT.in_notation(notation);
    run(threads_and_batch, output, layout, |answers| {
        formats::eight_with(input, target, answers, errors)
    })
}

/// [`formats::run_pairs_in`] with the cases solved on `threads` threads (0:
/// one per core); the same output, messages and summary for every number
/// of threads.
pub fn run_pairs(
    input: impl Source<Error = io::Error>,
    notation: Notation,
    output: &mut impl Sink<Error = io::Error>,
    errors: &mut impl Sink,
    threads: usize,
) -> Result<Summary, RunError<io::Error>> {
    run_pairs_in_batches(input, notation, output, errors, (threads, BATCH))
}

/// [`run_pairs`] with batches of another size (see
/// [`run_eight_in_batches`]). Not a stable API.
#[doc(hidden)]
pub fn run_pairs_in_batches(
    input: impl Source<Error = io::Error>,
    notation: Notation,
    output: &mut impl Sink<Error = io::Error>,
    errors: &mut impl Sink,
    threads_and_batch: (usize, usize),
) -> Result<Summary, RunError<io::Error>> {
    let layout = Layout::PAIRS.in_notation(notation);
    run(threads_and_batch, output, layout, |answers| {
        formats::pairs_with(input, answers, errors)
    })
}

/// The number of threads to use by default: one per available core.
pub fn available_threads() -> usize {
    std::thread::available_parallelism().map_or(1, usize::from)
}
