//! The command line: reads the arguments (`args`), wires standard input
//! and output to the library, hands each command to the code that answers
//! it (the judge formats to the library's runs, one-board queries to
//! `present`, the rest to `commands`), and turns outcomes into exit
//! statuses (0 all good, 1 a bad case or a failed check, 2 a usage
//! error).

use std::io::{self, BufWriter, IsTerminal, Write};
use std::process::ExitCode;

use clap::Parser;

use eight::formats::{self, Run, Summary};
use eight::stream::{IoSink, IoSource};
use eight::{Board, SolveError, messages};

use args::{Cli, Command, Query, RunStyle, plain_command};

mod args;
mod commands;
mod present;

/// What ends a command early: a read or write failed, or a table is
/// damaged.
type RunError = formats::RunError<io::Error>;

/// Buffer size for standard input and output: large enough that a bulk run
/// makes few system calls.
const IO_BUFFER: usize = 64 * 1024;

/// Buffer size for the messages on standard error: a few hundred lines a
/// write.
const MESSAGE_BUFFER: usize = 16 * 1024;

/// How a command ended.
enum Outcome {
    /// Everything worked (exit 0).
    Success,
    /// Some case was bad, or a check failed (exit 1).
    Failure,
    /// The command line was wrong (exit 2).
    Usage,
}

impl From<Summary> for Outcome {
    fn from(summary: Summary) -> Self {
        if summary.bad == 0 {
            Outcome::Success
        } else {
            Outcome::Failure
        }
    }
}

/// Whether a write failed because the reader of standard output went
/// away. Windows names a closed pipe ERROR_NO_DATA (232), which std calls
/// `BrokenPipe`, or ERROR_PIPE_NOT_CONNECTED (233), which it does not
/// (Wine reports that one).
fn reader_went_away(e: &io::Error) -> bool {
    const ERROR_PIPE_NOT_CONNECTED: i32 = 233;
    e.kind() == io::ErrorKind::BrokenPipe
        || (cfg!(windows) && e.raw_os_error() == Some(ERROR_PIPE_NOT_CONNECTED))
}

/// Runs the command line and returns the exit status.
pub fn run() -> ExitCode {
    let command = match plain_command(std::env::args_os()) {
        Some(command) => command,
        None => match Cli::try_parse() {
            Ok(cli) => cli.command,
            Err(e) => {
                // clap prints help and version to standard output with status
                // 0, and usage errors to standard error with status 2.
                let _ = e.print();
                return ExitCode::from(if e.use_stderr() { 2 } else { 0 });
            }
        },
    };
    let stdout = io::stdout();
    let mut output = BufWriter::with_capacity(IO_BUFFER, stdout.lock());
    // Messages are buffered too, and passed on, as the answers are, before
    // the program waits for input and when it ends: a million bad lines
    // are not a million writes.
    let mut errors = BufWriter::with_capacity(MESSAGE_BUFFER, io::stderr().lock());
    let result = dispatch(command, &mut output, &mut errors)
        .and_then(|outcome| output.flush().map(|()| outcome).map_err(RunError::Io));
    let status = match result {
        Ok(Outcome::Success) => ExitCode::SUCCESS,
        Ok(Outcome::Failure) => ExitCode::from(1),
        Ok(Outcome::Usage) => ExitCode::from(2),
        // The reader went away (`eight solve < big | head -1`): nothing is
        // wrong, there is just nobody left to answer.
        Err(RunError::Io(e)) if reader_went_away(&e) => ExitCode::SUCCESS,
        Err(e) => {
            let _ = writeln!(errors, "eight: {e}");
            ExitCode::from(1)
        }
    };
    let _ = errors.flush();
    status
}

/// Standard input as the format readers read it: through the lock's own
/// buffer until a read fills it, then through the source's (see
/// `IoSource::buffered`).
fn stdin() -> IoSource<RunInput<'static>> {
    IoSource::buffered(RunInput::Stdin(io::stdin().lock()))
}

/// What a judge format reads: standard input, or boards given as
/// arguments. One type for both, so that the program holds one copy of
/// each format's reading, not one a kind of input.
enum RunInput<'a> {
    Stdin(io::StdinLock<'static>),
    Arguments(&'a [u8]),
}

impl io::Read for RunInput<'_> {
    fn read(&mut self, buffer: &mut [u8]) -> io::Result<usize> {
        match self {
            RunInput::Stdin(stdin) => stdin.read(buffer),
            RunInput::Arguments(bytes) => bytes.read(buffer),
        }
    }
}

impl io::BufRead for RunInput<'_> {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        match self {
            RunInput::Stdin(stdin) => stdin.fill_buf(),
            RunInput::Arguments(bytes) => Ok(bytes),
        }
    }

    fn consume(&mut self, n: usize) {
        match self {
            RunInput::Stdin(stdin) => stdin.consume(n),
            RunInput::Arguments(bytes) => bytes.consume(n),
        }
    }
}

/// Parses a board given on the command line, or says why it is not one.
fn board_argument(flag: &str, text: &str, errors: &mut dyn Write) -> Option<Board> {
    match text.parse() {
        Ok(board) => Some(board),
        Err(e) => {
            let named = format_args!("{flag} '{text}'");
            let _ = writeln!(errors, "eight: {}", messages::not_a_board(named, e.kind));
            None
        }
    }
}

fn dispatch(
    command: Command,
    output: &mut impl Write,
    errors: &mut dyn Write,
) -> Result<Outcome, RunError> {
    match command {
        Command::Solve { boards, to, style } => {
            let Some(target) = target_of(to.as_deref(), errors) else {
                return Ok(Outcome::Usage);
            };
            let (output, errors) = (&mut IoSink(output), &mut IoSink(errors));
            let run = style.applied_to(Run::eight_to(target));
            let summary = if boards.is_empty() {
                run.answer(stdin(), output, errors)?
            } else {
                // Each argument reads as one line, so "line N" in a message
                // names the N-th board argument.
                let joined = boards.join("\n");
                let arguments = IoSource::buffered(RunInput::Arguments(joined.as_bytes()));
                run.answer(arguments, output, errors)?
            };
            Ok(summary.into())
        }
        Command::Pairs { style } => {
            let (output, errors) = (&mut IoSink(output), &mut IoSink(errors));
            let run = style.applied_to(Run::pairs());
            Ok(run.answer(stdin(), output, errors)?.into())
        }
        Command::Tables { all, action } => commands::tables(all, action, output, errors),
        Command::Hint {
            query,
            all,
            notation,
            metric,
        } => on_boards(&query, errors, |board, target, _| {
            let (notation, terminal) = (notation.get(), io::stdout().is_terminal());
            let metric = metric.get();
            let best = match all {
                true => metric
                    .best_moves(&board, &target)
                    .map(|best| (best.distance, best.moves.iter().collect())),
                false => metric
                    .hint(&board, &target)
                    .map(|hint| (hint.distance, hint.next.into_iter().collect())),
            };
            present::hint(best, all, metric, notation, terminal, output)
        }),
        Command::Show { query, notation } => on_boards(&query, errors, |board, target, _| {
            present::show(&board, &target, notation.get(), output)
        }),
        Command::Count { query, metric } => on_boards(&query, errors, |board, target, _| {
            present::count(metric.get().count_solutions(&board, &target), output)
        }),
        Command::Score {
            mut words,
            to,
            notation,
            metric,
        } => {
            let moves = words.pop().unwrap_or_default();
            let query = Query { board: words, to };
            on_boards(&query, errors, |board, target, errors| {
                let read = match eight::read_moves(&moves) {
                    Ok(read) => read,
                    Err(e) => {
                        let _ = writeln!(errors, "eight: moves '{moves}': {e}");
                        return Ok(Outcome::Usage);
                    }
                };
                let graded = metric.get().score(&board, &read, &target);
                present::score(&graded.map_err(RunError::Table)?, notation.get(), output)
            })
        }
        Command::Solutions {
            query,
            limit,
            notation,
            metric,
        } => on_boards(&query, errors, |board, target, _| {
            let all = metric.get().solutions(&board, &target);
            present::solutions(all, limit, notation.get(), output)
        }),
        Command::Gen {
            distance,
            count,
            seed,
            to,
            metric,
        } => {
            let Some(target) = target_of(to.as_deref(), errors) else {
                return Ok(Outcome::Usage);
            };
            commands::generate(metric.get(), &target, distance, count, seed, output, errors)
        }
        Command::Check {
            input,
            answers,
            format,
        } => commands::check(&input, &answers, format, output, errors),
    }
}

impl RunStyle {
    /// `run` with this style: its notation, metric and threads.
    fn applied_to(&self, run: Run) -> Run {
        run.notation(self.notation.get())
            .metric(self.metric.get())
            .threads(self.threads.count())
    }
}

/// The board and target of a one-board command.
fn boards_of(query: &Query, errors: &mut dyn Write) -> Option<(Board, Board)> {
    let board = board_argument("board", &query.board.join(" "), errors)?;
    Some((board, target_of(query.to.as_deref(), errors)?))
}

/// The board of `--to`, the goal without it; `None` after the message
/// for a text that is not a board.
fn target_of(to: Option<&str>, errors: &mut dyn Write) -> Option<Board> {
    match to {
        None => Some(Board::GOAL),
        Some(text) => board_argument("--to", text, errors),
    }
}

/// `answer` on the board and target of a one-board command (and the
/// messages' writer); a usage error, after its message, when either is
/// not a board.
fn on_boards(
    query: &Query,
    errors: &mut dyn Write,
    answer: impl FnOnce(Board, Board, &mut dyn Write) -> Result<Outcome, RunError>,
) -> Result<Outcome, RunError> {
    match boards_of(query, errors) {
        Some((board, target)) => answer(board, target, errors),
        None => Ok(Outcome::Usage),
    }
}

/// What ends a command when a query has no answer for a reason other than
/// a pair with no way between: a damaged table.
fn failure(error: SolveError) -> RunError {
    match error {
        SolveError::Table(e) => RunError::Table(e),
        other => RunError::Io(io::Error::other(other.to_string())),
    }
}

/// Writes the library's word for a pair with no way between
/// (`unsolvable`), and hands a damaged table on as the run's error; `None`
/// then, the answer otherwise.
fn answered<T>(
    answer: Result<T, SolveError>,
    output: &mut impl Write,
) -> Result<Option<T>, RunError> {
    match answer {
        Ok(answer) => Ok(Some(answer)),
        Err(SolveError::Unsolvable) => {
            writeln!(output, "{}", SolveError::Unsolvable)?;
            Ok(None)
        }
        Err(e) => Err(failure(e)),
    }
}
