//! Both judge formats on every core (a [`Run`] with more than one thread),
//! with the same bytes out as on one.
//!
//! This thread only reads and writes bytes. It cuts the input into chunks
//! at line ends and hands each to a worker thread, which reads its boards,
//! numbers its cases, reports its bad input and solves, into buffers of
//! its own (the answers and the messages); the buffers come back through
//! one reply channel per chunk, kept in a queue in input order, so this
//! thread writes them in that order whatever order the workers finish in.
//!
//! What a chunk's reading depends on is where the reading of the chunks
//! before it stopped ([`Entry`]: the line and column, a board begun, the
//! rest of a line being skipped after a bad board, the Eight II cases
//! read; see [`Reader::piece`](crate::input::Reader::piece), and `chunk`
//! for the reading). Each worker passes its chunk's end to the worker of
//! the next through a channel, as soon as it has read the chunk and before
//! it solves. So that the workers do not read one after
//! another, a worker reads its chunk ahead of knowing where the chunk
//! starts, as if at the start of a line and between boards, and keeps what
//! it read when that turns out to be so (nearly always: one board a
//! line); otherwise it reads the chunk again from where it truly starts.
//!
//! The first chunk holds [`CHUNK`] bytes, and each one after it twice as
//! many, up to [`CHUNK_GROWTH`] times that. A line longer than a chunk is
//! cut where the chunk is full. Memory stays bounded: at most three
//! chunks per worker are out at once; when that many are, this thread
//! waits for the oldest before reading on. Workers start only when a
//! first chunk is full, so a small input (one query, a few boards) starts
//! no thread at all. When the input may have to be waited for, the lines
//! read so far are answered and every chunk out is written first, so a
//! person typing boards still gets each answer at once.

use std::collections::VecDeque;
use std::sync::mpsc::{Receiver, SyncSender, sync_channel};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::Scope;
use std::vec::Vec;

use super::answers::Answered;
use super::chunk::{Entry, Reading, read_chunk};
use super::read::{Cases, read_count};
use super::{Format, Inline, Run, RunError, Style, Summary};
use crate::input::{Reader, Resume};
use crate::stream::{Sink, Source};

mod worker;

use worker::{Done, Job, Stop, answer_job};

/// Bytes of input in the first chunk a worker takes: small, so that the
/// workers start early in a short run (and share the decoding of the
/// tables it needs).
pub(crate) const CHUNK: usize = 16 * 1024;

/// How many times larger each chunk may grow, doubling from the first.
pub(crate) const CHUNK_GROWTH: usize = 4;

/// The threads a run asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Workers {
    /// Worker threads: 1 solves on the calling thread, 0 asks for one
    /// per core.
    pub(super) threads: usize,
    /// Bytes of input in a worker's first chunk.
    pub(super) chunk_size: usize,
}

impl Workers {
    /// The calling thread alone, the chunks of the default size.
    pub(super) const ONE: Workers = Workers {
        threads: 1,
        chunk_size: CHUNK,
    };
}

/// The run's threads (with `std`).
impl Run {
    /// `threads` worker threads solve a large input: 1 (the default)
    /// solves on the calling thread, 0 asks for one per core. Threads start
    /// only once a first chunk of input is full, so a small input starts
    /// none; the output, the messages and the summary are the same bytes
    /// for every number. At most 1,024 start, and fewer where the system
    /// refuses more: the run goes on with those it gets.
    #[must_use]
    pub const fn threads(mut self, threads: usize) -> Run {
        self.workers.threads = threads;
        self
    }

    /// Bytes of input in the first chunk handed to a worker thread (16 KiB
    /// by default; each chunk after it holds twice as many as the last, up
    /// to four times this). A chunk ends at a line end, or where it is
    /// full when a line is longer.
    #[must_use]
    pub const fn chunk_size(mut self, bytes: usize) -> Run {
        self.workers.chunk_size = bytes;
        self
    }

    /// The threads asked for and the first chunk's size.
    pub(crate) const fn threads_and_chunk_size(&self) -> (usize, usize) {
        (self.workers.threads, self.workers.chunk_size)
    }
}

/// The most worker threads a run starts, whatever it asks for: the queue
/// of chunks out is sized by the threads, and a number beyond any
/// machine's cores (`--threads 65535`, `Run::threads(usize::MAX)`) would
/// size it past memory.
const MAX_THREADS: usize = 1024;

/// Chunks out at once per worker: enough to keep every worker busy while
/// this thread reads and writes.
const CHUNKS_PER_THREAD: usize = 3;

/// The most lines in a chunk: a chunk of short bad lines writes a message
/// of some eighty bytes for each, and this bounds what a chunk holds. A
/// board on a line of its own takes ten bytes at least, so a full chunk
/// of them holds fewer (6,554) and is never cut by this.
const MAX_LINES: usize = 8192;

/// The answers of a run spread over worker threads (see the module
/// documentation).
struct Spread<'scope, 'env, 'o, O, M> {
    scope: &'scope Scope<'scope, 'env>,
    reading: Reading,
    /// Worker threads; 0 until asked for, one per core (asking the system
    /// costs a few file reads, which a small input never pays).
    threads: usize,
    /// Bytes the next chunk holds: from [`CHUNK`] (less in tests),
    /// doubling up to [`CHUNK_GROWTH`] times that.
    chunk_size: usize,
    /// The largest chunk.
    chunk_limit: usize,
    output: &'o mut O,
    errors: &'o mut M,
    /// Where workers take chunks from; `None` until they are started.
    work: Option<SyncSender<Job>>,
    /// The replies of the chunks out, oldest first.
    out: VecDeque<Receiver<Result<Done, Stop>>>,
    /// Where the next chunk's entry comes from (`None` only after a
    /// worker stopped).
    chain: Option<Chain>,
    summary: Summary,
    /// Empty buffers, given back by the workers (see [`Done`]).
    spare: Vec<Vec<u8>>,
}

impl<O: Sink, M: Sink> Spread<'_, '_, '_, O, M> {
    /// Cuts `input` into chunks and answers them; where the first chunk's
    /// reading begins is in [`Spread::chain`], at `column`.
    fn run(
        &mut self,
        mut input: impl Source<Error = O::Error>,
        mut column: Option<u64>,
    ) -> Answered<O::Error> {
        let mut pending: Vec<u8> = Vec::new();
        // Whether the input has ended; whether the last read took all the
        // input there was (the next may wait); whether `pending` holds
        // whole lines left by a chunk cut at `MAX_LINES`.
        let (mut ended, mut drained, mut backlog) = (false, false, false);
        loop {
            let size = self.chunk_size;
            while !ended && !backlog && pending.len() < size {
                let buffer = input.fill()?;
                if buffer.is_empty() {
                    ended = true;
                    break;
                }
                let taken = buffer.len().min(size - pending.len());
                pending.extend_from_slice(&buffer[..taken]);
                input.consume(taken);
                if input.is_drained() {
                    drained = true;
                    break;
                }
            }
            let full = pending.len() >= size;
            let cut = match pending.iter().rposition(|&byte| byte == b'\n') {
                _ if ended => pending.len(),
                Some(line_end) => line_end + 1,
                None if full => pending.len(),
                None => 0,
            };
            let cut = lines_end(&pending[..cut], MAX_LINES);
            backlog = cut < pending.len() && pending[cut..].contains(&b'\n');
            let last = ended && cut == pending.len();
            if cut > 0 || last {
                let mut rest = self.spare_buffer();
                rest.reserve(if full { size } else { 0 });
                rest.extend_from_slice(&pending[cut..]);
                pending.truncate(cut);
                let bytes = std::mem::replace(&mut pending, rest);
                let next_column = (bytes.last() == Some(&b'\n')).then_some(0);
                self.hand_out(bytes, column, last, full)?;
                column = next_column;
            }
            if last {
                break;
            }
            if drained && !backlog {
                // The next read may wait: every answer and message so far
                // goes out.
                self.write_out()?;
                self.output.flush()?;
                let _ = self.errors.flush();
                drained = false;
            }
        }
        self.write_out()?;
        let _ = self.errors.flush();
        Ok(self.output.flush()?)
    }

    /// Hands a chunk to the workers, starting them for the first full
    /// chunk; a chunk that is not full (the input ended or is waited for)
    /// before that, or when no worker could start, is answered here.
    fn hand_out(
        &mut self,
        bytes: Vec<u8>,
        column: Option<u64>,
        last: bool,
        full: bool,
    ) -> Answered<O::Error> {
        if full && self.threads == 0 {
            self.threads = available_threads().min(MAX_THREADS);
        }
        let work = match &self.work {
            Some(work) => Some(work.clone()),
            None if full && self.threads > 1 => self.start_workers(),
            None => None,
        };
        let chain = self.chain.take().ok_or(RunError::WorkerStopped)?;
        let Some(work) = work else {
            self.write_out()?;
            let entry = chain.entry()?;
            let mut answers = Inline::<_, { Style::ANY }>::new(self.output, self.reading.style);
            let read = read_chunk(
                &self.reading,
                &bytes,
                last,
                None,
                entry,
                &mut answers,
                self.errors,
                &mut self.summary,
            )?;
            answers.answer_waiting()?;
            self.chain = Some(Chain::Known(read));
            return Ok(());
        };
        let (exit, next) = sync_channel(1);
        let entry = chain.coming();
        self.chain = Some(Chain::Coming(next));
        if self.out.len() >= self.threads * CHUNKS_PER_THREAD {
            self.write_oldest()?;
        }
        let (reply, done) = sync_channel(1);
        self.chunk_size = self.chunk_size.saturating_mul(2).min(self.chunk_limit);
        let (answers, messages) = (self.spare_buffer(), self.spare_buffer());
        work.send(Job {
            bytes,
            column,
            last,
            entry,
            exit,
            reply,
            answers,
            messages,
        })
        .map_err(|_| RunError::WorkerStopped)?;
        self.out.push_back(done);
        Ok(())
    }

    /// Starts the workers, as many as the system gives of those asked for
    /// (it may refuse some: a limit on threads, or memory); `None` when it
    /// gives none, and the run goes on here.
    fn start_workers(&mut self) -> Option<SyncSender<Job>> {
        let (work, jobs) = sync_channel::<Job>(self.threads * CHUNKS_PER_THREAD);
        let jobs = Arc::new(Mutex::new(jobs));
        let mut started = 0;
        for _ in 0..self.threads {
            let jobs = Arc::clone(&jobs);
            let reading = self.reading;
            let worker = std::thread::Builder::new().spawn_scoped(self.scope, move || {
                loop {
                    // The lock is held only to take a chunk, not to answer it.
                    let next = jobs.lock().unwrap_or_else(PoisonError::into_inner).recv();
                    let Ok(mut job) = next else { return };
                    // A reply nobody waits for any more (the run ended
                    // early) is dropped.
                    let done = answer_job(&reading, &mut job);
                    let _ = job.reply.send(done);
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

    /// Writes the oldest chunk out once it is answered.
    fn write_oldest(&mut self) -> Answered<O::Error> {
        let Some(reply) = self.out.pop_front() else {
            return Ok(());
        };
        let done =
            reply
                .recv()
                .map_err(|_| RunError::WorkerStopped)?
                .map_err(|stop| match stop {
                    Stop::Table(e) => RunError::Table(e),
                    Stop::Worker => RunError::WorkerStopped,
                })?;
        if !done.answers.is_empty() {
            self.output.write(&done.answers)?;
        }
        if !done.messages.is_empty() {
            // As every message: a failure to write one does not stop the
            // answers.
            let _ = self.errors.write(&done.messages);
        }
        self.summary.answered += done.summary.answered;
        self.summary.bad += done.summary.bad;
        for mut buffer in [done.answers, done.messages, done.bytes] {
            buffer.clear();
            self.spare.push(buffer);
        }
        Ok(())
    }

    /// An empty buffer, given back by a worker if there is one.
    fn spare_buffer(&mut self) -> Vec<u8> {
        self.spare.pop().unwrap_or_default()
    }

    /// Writes every chunk out.
    fn write_out(&mut self) -> Answered<O::Error> {
        while !self.out.is_empty() {
            self.write_oldest()?;
        }
        Ok(())
    }
}

/// Where a chunk's reading begins: known here (it is the first chunk, or
/// the one before was read on this thread), or coming from the worker
/// that reads the chunk before. A run that never starts a worker makes no
/// channel.
// One value a run, kept in place: boxing the entry would be an allocation
// a chunk, which is what the channel cost.
#[allow(clippy::large_enum_variant)]
enum Chain {
    Known(Entry),
    Coming(Receiver<Entry>),
}

impl Chain {
    /// The entry, waited for when it is coming.
    fn entry<E>(self) -> Result<Entry, RunError<E>> {
        match self {
            Chain::Known(entry) => Ok(entry),
            Chain::Coming(coming) => coming.recv().map_err(|_| RunError::WorkerStopped),
        }
    }

    /// The entry as a worker takes it: on a channel.
    fn coming(self) -> Receiver<Entry> {
        match self {
            Chain::Coming(coming) => coming,
            Chain::Known(entry) => {
                let (known, coming) = sync_channel(1);
                // The channel has room for it, and its receiver is here.
                let _ = known.send(entry);
                coming
            }
        }
    }
}

/// Answers the queries of `run` (with more than one thread, or 0 for one
/// per core) on worker threads.
pub(crate) fn answer<O: Sink>(
    run: &Run,
    mut input: impl Source<Error = O::Error>,
    output: &mut O,
    errors: &mut impl Sink,
) -> Result<Summary, RunError<O::Error>> {
    let (threads, chunk_size) = run.threads_and_chunk_size();
    let reading = Reading {
        format: run.format,
        target: run.target,
        style: run.style(),
    };
    let mut summary = Summary::default();
    let mut first = Entry {
        line: 1,
        column: 0,
        resume: Resume::default(),
        cases: Cases::new(None),
    };
    if run.format == Format::Pairs {
        // The count is read here: the first chunk starts after it.
        let mut reader = Reader::new(&mut input);
        let Some(expected) = read_count(&mut reader, errors, &mut summary)? else {
            return Ok(summary);
        };
        first.line = reader.line();
        first.column = reader.column();
        first.cases = Cases::new(expected);
    }
    let column = Some(first.column);
    let chunk_size = chunk_size.max(1);
    std::thread::scope(|scope| {
        let mut spread = Spread {
            scope,
            reading,
            threads: threads.min(MAX_THREADS),
            chunk_size,
            chunk_limit: chunk_size.saturating_mul(CHUNK_GROWTH),
            output,
            errors,
            work: None,
            out: VecDeque::new(),
            chain: Some(Chain::Known(first)),
            summary,
            spare: Vec::new(),
        };
        // When the run ends, early or not, dropping `spread` closes the
        // work channel, and the workers return before the scope ends.
        spread.run(input, column)?;
        Ok(spread.summary)
    })
}

/// The end of the first `lines` lines of `bytes`, or its length when it
/// has no more.
fn lines_end(bytes: &[u8], lines: usize) -> usize {
    // Counted first, nearly every chunk having fewer lines: 64 bytes at a
    // time into a byte, a loop the compiler makes wide (where a count of
    // each byte into a usize would not be).
    let line_ends: usize = bytes
        .chunks(64)
        .map(|block| {
            usize::from(
                block
                    .iter()
                    .map(|&byte| u8::from(byte == b'\n'))
                    .sum::<u8>(),
            )
        })
        .sum();
    if line_ends <= lines {
        return bytes.len();
    }
    let mut ends = bytes.iter().enumerate().filter(|(_, byte)| **byte == b'\n');
    ends.nth(lines.saturating_sub(1))
        .map_or(bytes.len(), |(line_end, _)| line_end + 1)
}

/// The number of threads to use by default: one per available core.
fn available_threads() -> usize {
    std::thread::available_parallelism().map_or(1, usize::from)
}
