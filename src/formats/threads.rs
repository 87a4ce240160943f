//! Both judge formats on every core (a [`Run`] with more than one thread),
//! with the same bytes out as on one.
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
use std::sync::mpsc::{Receiver, SyncSender, sync_channel};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::Scope;
use std::vec::Vec;

use super::answers::Answered;
use super::{Answers, Inline, Run, RunError, Style, Summary};
use crate::board::Board;
use crate::stream::Sink;
use crate::tables::TableError;

/// Queries in the first batch a worker takes: small, so that the workers
/// start early in a short run (and share the decoding of the tables it
/// needs).
pub(crate) const BATCH: usize = 1024;

/// How many times larger each batch may grow, doubling from the first:
/// a long run hands over batches four times the first. (Larger ones leave
/// one worker alone with the last for longer; of the sizes tried side by
/// side on a 2-core machine, 1,024 growing to 4,096 gave the two formats
/// their best ratio to one thread.)
pub(crate) const BATCH_GROWTH: usize = 4;

/// The most worker threads a run starts, whatever it asks for: the queue
/// of batches out is sized by the threads, and a number beyond any
/// machine's cores (`--threads 65535`, `Run::threads(usize::MAX)`) would
/// size it past memory.
const MAX_THREADS: usize = 1024;

/// Batches out at once per worker: enough to keep every worker busy while
/// this thread reads and writes.
const BATCHES_PER_THREAD: usize = 3;

/// One query of a batch: its case number, start and target.
type Query = (u64, Board, Board);

/// A batch on its way to a worker, with where its answers go.
struct Batch {
    queries: Vec<Query>,
    style: Style,
    reply: SyncSender<Result<Vec<u8>, TableError>>,
}

/// Solves a batch into a buffer of its own.
fn solve_batch(queries: &[Query], style: Style) -> Result<Vec<u8>, TableError> {
    let mut answers = Vec::with_capacity(queries.len() * 40);
    let mut inline = Inline::<_, { Style::ANY }>::new(&mut answers, style);
    let solved = queries
        .iter()
        .try_for_each(|(case, start, target)| inline.answer(*case, start, target))
        .and_then(|()| inline.answer_waiting());
    match solved {
        Ok(()) => Ok(answers),
        Err(RunError::Table(e)) => Err(e),
        Err(RunError::Io(never)) => match never {},
        // Only the threads that hand batches out meet a worker that stops.
        Err(_) => Err(TableError::Walk),
    }
}

/// The answers of a run spread over worker threads (see the module
/// documentation).
pub(crate) struct Spread<'scope, 'env, 'o, O> {
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
    style: Style,
    batch: Vec<Query>,
    /// Where workers take batches from; `None` until they are started.
    work: Option<SyncSender<Batch>>,
    /// The replies of the batches out, oldest first.
    out: VecDeque<Receiver<Result<Vec<u8>, TableError>>>,
}

impl<O: Sink> Spread<'_, '_, '_, O> {
    /// Starts the workers, as many as the system gives of those asked for
    /// (it may refuse some: a limit on threads, or memory); `None` when it
    /// gives none, and the run goes on here.
    fn start_workers(&mut self) -> Option<SyncSender<Batch>> {
        let (work, batches) = sync_channel::<Batch>(self.threads * BATCHES_PER_THREAD);
        let batches = Arc::new(Mutex::new(batches));
        let mut started = 0;
        for _ in 0..self.threads {
            let batches = Arc::clone(&batches);
            let worker = std::thread::Builder::new().spawn_scoped(self.scope, move || {
                loop {
                    // The lock is held only to take a batch, not to solve it.
                    let next = batches
                        .lock()
                        .unwrap_or_else(PoisonError::into_inner)
                        .recv();
                    let Ok(batch) = next else { return };
                    // A reply nobody waits for any more (the run ended
                    // early) is dropped.
                    let _ = batch.reply.send(solve_batch(&batch.queries, batch.style));
                }
            });
            if worker.is_err() {
                break;
            }
            started += 1;
        }
        self.threads = started.max(1);
        if started == 0 {
            return None;
        }
        self.work = Some(work.clone());
        Some(work)
    }

    /// Writes the oldest batch out once it is solved.
    fn write_oldest(&mut self) -> Result<(), RunError<O::Error>> {
        let Some(reply) = self.out.pop_front() else {
            return Ok(());
        };
        let answers = reply
            .recv()
            .map_err(|_| RunError::WorkerStopped)?
            .map_err(RunError::Table)?;
        Ok(self.output.write(&answers)?)
    }

    /// Hands the gathered queries to the workers, starting them for the
    /// first full batch; a partial batch before that is solved here.
    fn send_batch(&mut self) -> Result<(), RunError<O::Error>> {
        if self.batch.is_empty() {
            return Ok(());
        }
        let full = self.batch.len() >= self.batch_size;
        if full && self.threads == 0 {
            self.threads = available_threads().min(MAX_THREADS);
        }
        let work = match &self.work {
            Some(work) => Some(work.clone()),
            None if full && self.threads > 1 => self.start_workers(),
            None => None,
        };
        let Some(work) = work else {
            for (case, start, target) in self.batch.drain(..) {
                self.style.answer(self.output, case, &start, &target)?;
            }
            return Ok(());
        };
        if self.out.len() >= self.threads * BATCHES_PER_THREAD {
            self.write_oldest()?;
        }
        let (reply, answers) = sync_channel(1);
        self.batch_size = self.batch_size.saturating_mul(2).min(self.batch_limit);
        let queries = std::mem::replace(&mut self.batch, room_for(self.batch_size));
        work.send(Batch {
            queries,
            style: self.style,
            reply,
        })
        .map_err(|_| RunError::WorkerStopped)?;
        self.out.push_back(answers);
        Ok(())
    }
}

impl<O: Sink> Answers for Spread<'_, '_, '_, O> {
    type Error = O::Error;

    fn answer(&mut self, case: u64, start: &Board, target: &Board) -> Answered<O::Error> {
        self.batch.push((case, *start, *target));
        if self.batch.len() >= self.batch_size {
            self.send_batch()?;
        }
        Ok(())
    }

    fn flush(&mut self) -> Answered<O::Error> {
        self.send_batch()?;
        while !self.out.is_empty() {
            self.write_oldest()?;
        }
        Ok(self.output.flush()?)
    }
}

/// Answers the queries of `run` (with more than one thread, or 0 for one
/// per core) on worker threads, `read` reading the input and handing them
/// over.
pub(crate) fn answer<O: Sink>(
    run: &Run,
    output: &mut O,
    read: impl FnOnce(&mut Spread<'_, '_, '_, O>) -> Result<Summary, RunError<O::Error>>,
) -> Result<Summary, RunError<O::Error>> {
    let (threads, batch_size) = run.threads_and_batch_size();
    let threads = threads.min(MAX_THREADS);
    std::thread::scope(|scope| {
        let mut spread = Spread {
            scope,
            threads,
            batch_size: batch_size.max(1),
            batch_limit: batch_size.max(1).saturating_mul(BATCH_GROWTH),
            output,
            style: run.style(),
            batch: room_for(batch_size),
            work: None,
            out: VecDeque::new(),
        };
        // When the run ends, early or not, dropping `spread` closes the
        // work channel, and the workers return before the scope ends.
        read(&mut spread)
    })
}

/// An empty batch with room for `queries`, or for the largest batch a
/// run hands over by default when more are asked for (a batch may grow
/// past its room; a huge size asked for must not reserve it at once).
fn room_for(queries: usize) -> Vec<Query> {
    Vec::with_capacity(queries.clamp(1, BATCH * BATCH_GROWTH))
}

/// The number of threads to use by default: one per available core.
fn available_threads() -> usize {
    std::thread::available_parallelism().map_or(1, usize::from)
}
