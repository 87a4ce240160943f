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
//! read; see [`Reader::piece`]). Each worker passes its chunk's end to the
//! worker of the next through a channel, as soon as it has read the chunk
//! and before it solves. So that the workers do not read one after
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
use std::convert::Infallible;
use std::sync::mpsc::{Receiver, SyncSender, sync_channel};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::Scope;
use std::vec::{self, Vec};

use super::answers::Answered;
use super::read::{Boards, Cases, read_boards, read_count};
use super::{Answers, Format, Inline, Run, RunError, Style, Summary};
use crate::board::Board;
use crate::input::{InputError, ReadError, Reader, Resume};
use crate::stream::{Sink, Source};
use crate::tables::TableError;

/// Bytes of input in the first chunk a worker takes: small, so that the
/// workers start early in a short run (and share the decoding of the
/// tables it needs).
pub(crate) const CHUNK: usize = 16 * 1024;

/// How many times larger each chunk may grow, doubling from the first.
pub(crate) const CHUNK_GROWTH: usize = 4;

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

/// One query of a chunk: its case number, start and target.
type Query = (u64, Board, Board);

/// Where the reading of a chunk begins: what the chunks before it leave.
struct Entry {
    /// The line of the chunk's first byte.
    line: u64,
    /// Bytes of that line before it.
    column: u64,
    /// Inside what the reading of the chunk before stopped: a board
    /// begun, the rest of a line skipped after a bad board.
    resume: Resume,
    /// The Eight II cases read so far.
    cases: Cases,
}

impl Entry {
    /// Where `reader`, done with its chunk, leaves the next chunk's
    /// reading.
    fn after(reader: &mut Reader<&[u8]>, cases: Cases) -> Entry {
        Entry {
            line: reader.line(),
            column: reader.column(),
            resume: reader.resume(),
            cases,
        }
    }
}

/// What a run reads its chunks for.
#[derive(Clone, Copy)]
struct Reading {
    format: Format,
    /// The Eight format's target.
    target: Board,
    style: Style,
}

/// A chunk on its way to a worker: its bytes, where its entry comes from,
/// where its end and its answers go.
struct Job {
    bytes: Vec<u8>,
    /// The column the chunk starts at, when this thread knows it: 0 after
    /// a line end, the count's end for the first chunk of the Eight II
    /// format; `None` after a line cut where a chunk was full.
    column: Option<u64>,
    /// Whether the input ends with this chunk.
    last: bool,
    entry: Receiver<Entry>,
    exit: SyncSender<Entry>,
    reply: SyncSender<Result<Done, Stop>>,
    /// Empty buffers for the answers and the messages.
    answers: Vec<u8>,
    messages: Vec<u8>,
}

/// A chunk answered: its answers, its messages, and their count, with the
/// chunk's bytes given back. The buffers go from this thread to the
/// workers and back, emptied, and serve chunk after chunk: a buffer
/// freed by a thread other than the one that made it goes back to that
/// thread's heap, which gives memory back and takes it again page by page
/// (three to four times the page faults of the run with the multi-tile
/// metric on two threads).
struct Done {
    answers: Vec<u8>,
    messages: Vec<u8>,
    bytes: Vec<u8>,
    summary: Summary,
}

/// Why a worker could not answer a chunk.
enum Stop {
    Table(TableError),
    /// The worker of a chunk before stopped, so this chunk's start is not
    /// known.
    Worker,
}

/// A chunk's reader, as the boards of a run whatever the run's error: a
/// chunk is in memory, and its reading never fails.
struct InMemory<'r, 'a>(&'r mut Reader<&'a [u8]>);

impl<E> Boards<E> for InMemory<'_, '_> {
    fn next_board(&mut self) -> Result<Option<Board>, ReadError<E>> {
        self.0.next_board().map_err(|error| match error {
            ReadError::Input(error) => ReadError::Input(error),
            ReadError::Source(never) => match never {},
        })
    }

    fn is_drained(&self) -> bool {
        false
    }
}

/// A chunk read ahead of knowing where it starts: as if at the start of
/// line 1, at the column the chunk was cut at.
struct ReadAhead {
    /// The good boards, in order.
    boards: Vec<Board>,
    /// The bad ones: how many boards, good or bad, came before each, and
    /// why it is bad. (Kept apart: a board is nine bytes, a reason is
    /// several times that, and nearly every board is good.)
    bad: Vec<(usize, InputError)>,
    /// Where the next chunk's reading begins, on the lines counted from 1.
    exit: Entry,
}

/// Reads `bytes` ahead (see [`ReadAhead`]).
fn read_ahead(bytes: &[u8], column: u64, last: bool) -> ReadAhead {
    let mut reader = Reader::piece(bytes, (1, column), Resume::default(), last);
    // A board takes at least ten bytes, and a judge's line about twenty.
    let mut boards = Vec::with_capacity(bytes.len() / 16 + 1);
    let mut bad = Vec::new();
    loop {
        match reader.next_board() {
            Ok(Some(board)) => boards.push(board),
            Ok(None) => break,
            Err(ReadError::Input(error)) => bad.push((boards.len() + bad.len(), error)),
            Err(ReadError::Source(never)) => match never {},
        }
    }
    ReadAhead {
        boards,
        bad,
        exit: Entry::after(&mut reader, Cases::new(None)),
    }
}

/// The boards of a chunk read ahead, on their true lines.
struct ReadBefore {
    boards: vec::IntoIter<Board>,
    bad: vec::IntoIter<(usize, InputError)>,
    /// Boards given so far, good or bad.
    given: usize,
    /// How many boards come before the next bad one (`usize::MAX` when
    /// none is left).
    next_bad: usize,
    /// Lines before the chunk's first.
    lines_before: u64,
}

impl<E> Boards<E> for ReadBefore {
    fn next_board(&mut self) -> Result<Option<Board>, ReadError<E>> {
        let place = self.given;
        self.given += 1;
        if place == self.next_bad {
            if let Some((_, mut error)) = self.bad.next() {
                self.next_bad = self.bad.as_slice().first().map_or(usize::MAX, |bad| bad.0);
                error.location.line += self.lines_before;
                return Err(ReadError::Input(error));
            }
        }
        Ok(self.boards.next())
    }

    fn is_drained(&self) -> bool {
        false
    }
}

/// Reads a chunk that starts at `entry`: its boards and cases handed to
/// `answers`, its bad input reported on `errors`, both counted in
/// `summary`. Returns where the next chunk's reading begins.
#[allow(clippy::too_many_arguments)]
fn read_chunk<E>(
    reading: &Reading,
    bytes: &[u8],
    last: bool,
    ahead: Option<ReadAhead>,
    entry: Entry,
    answers: &mut impl Answers<Error = E>,
    errors: &mut impl Sink,
    summary: &mut Summary,
) -> Result<Entry, RunError<E>> {
    let Entry {
        line,
        column,
        resume,
        mut cases,
    } = entry;
    // What was read ahead holds when the chunk starts between boards, and
    // (Eight II) when the chunk neither reaches the last case announced nor
    // ends the input. (It was read at the chunk's true column: only a chunk
    // after a line end, at column 0, or the first, at the count's end, is
    // read ahead.)
    let holds = |ahead: &ReadAhead| {
        resume.is_clean()
            && match reading.format {
                Format::Eight => true,
                Format::Pairs => {
                    !last
                        && cases.boards_left().is_none_or(|left| {
                            ((ahead.boards.len() + ahead.bad.len()) as u64) < left
                        })
                }
            }
    };
    if let Some(ahead) = ahead.filter(holds) {
        let lines_before = line - 1;
        let mut boards = ReadBefore {
            boards: ahead.boards.into_iter(),
            next_bad: ahead.bad.first().map_or(usize::MAX, |bad| bad.0),
            bad: ahead.bad.into_iter(),
            given: 0,
            lines_before,
        };
        match reading.format {
            Format::Eight => read_boards(&mut boards, &reading.target, answers, errors, summary)?,
            Format::Pairs => cases.read(&mut boards, answers, errors, summary)?,
        }
        return Ok(Entry {
            line: ahead.exit.line + lines_before,
            column: ahead.exit.column,
            resume: ahead.exit.resume.lines_later(lines_before),
            cases,
        });
    }
    let mut reader = Reader::piece(bytes, (line, column), resume, last);
    match reading.format {
        Format::Eight => read_boards(
            &mut InMemory(&mut reader),
            &reading.target,
            answers,
            errors,
            summary,
        )?,
        Format::Pairs => {
            cases.read(&mut InMemory(&mut reader), answers, errors, summary)?;
            if last {
                cases.end_of_input(reader.line(), answers, errors, summary)?;
            }
            let Ok(()) = cases.look_past_last(&mut reader, errors);
        }
    }
    Ok(Entry::after(&mut reader, cases))
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
fn answer_job(reading: &Reading, job: &mut Job) -> Result<Done, Stop> {
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
    /// Where the next chunk's entry comes from.
    chain: Receiver<Entry>,
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
                // The next read may wait: every answer so far goes out.
                self.write_out()?;
                self.output.flush()?;
                drained = false;
            }
        }
        self.write_out()?;
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
        let (exit, next) = sync_channel(1);
        let entry = std::mem::replace(&mut self.chain, next);
        let Some(work) = work else {
            self.write_out()?;
            let entry = entry.recv().map_err(|_| RunError::WorkerStopped)?;
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
            // Nobody else waits for it.
            let _ = exit.send(read);
            return Ok(());
        };
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
    let (start, chain) = sync_channel(1);
    let _ = start.send(first);
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
            chain,
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
    // time into a byte, a loop the compiler makes wide (a count of each
    // byte into a usize takes this thread some five instructions a byte).
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
