//! The command line: parses arguments, wires standard input and output to
//! the library, and turns outcomes into exit statuses (0 all good, 1 a bad
//! case or a failed check, 2 a usage error).

use std::fs::File;
use std::io::{self, BufReader, BufWriter, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use eight::Board;
use eight::formats::{self, RunError, Summary};
use eight::inspect::{self, ExportError};

/// Solves the 8-puzzle by table look-up: shortest answers, and the smallest
/// in ASCII order (d < l < r < u) among the shortest.
#[derive(Parser)]
#[command(name = "eight", version, about, propagate_version = true)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// The "Eight" format (HDU 1043): one answer line per board.
    ///
    /// Boards come from the arguments, or from standard input when none are
    /// given. A board is nine cells (1-8 and a blank x, X or 0), separated by
    /// white space or written as one run (23415x768).
    Solve {
        /// Boards to solve; standard input when none are given.
        boards: Vec<String>,
        /// Solve towards this board instead of the goal 12345678x.
        #[arg(long, value_name = "GOAL")]
        to: Option<String>,
    },
    /// The "Eight II" format (HDU 3567): a count T, then T pairs of boards
    /// on standard input; "Case k: n" and the moves for each.
    Pairs,
    /// The manifest of the embedded tables, recomputed from the decoded
    /// tables; or export them, or compare them with an export.
    Tables {
        #[command(subcommand)]
        action: Option<TablesAction>,
    },
}

#[derive(Subcommand)]
enum TablesAction {
    /// Write the decoded tables to FILE (text, format "eight tables export v1").
    Export {
        /// Where to write.
        file: PathBuf,
    },
    /// Compare the embedded tables with an exported FILE entry by entry;
    /// exit 1 when anything differs.
    Diff {
        /// An export written by `eight tables export`.
        file: PathBuf,
    },
}

/// Buffer size for standard input and output: large enough that a bulk run
/// makes few system calls.
const IO_BUFFER: usize = 64 * 1024;

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

/// Runs the command line and returns the exit status.
pub fn run() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            // clap prints help and version to standard output with status 0,
            // and usage errors to standard error with status 2.
            let _ = e.print();
            return ExitCode::from(if e.use_stderr() { 2 } else { 0 });
        }
    };
    let stdout = io::stdout();
    let mut output = BufWriter::with_capacity(IO_BUFFER, stdout.lock());
    let mut errors = io::stderr().lock();
    let result = dispatch(cli.command, &mut output, &mut errors)
        .and_then(|outcome| output.flush().map(|()| outcome).map_err(RunError::Io));
    match result {
        Ok(Outcome::Success) => ExitCode::SUCCESS,
        Ok(Outcome::Failure) => ExitCode::from(1),
        Ok(Outcome::Usage) => ExitCode::from(2),
        // The reader went away (`eight solve < big | head -1`): nothing is
        // wrong, there is just nobody left to answer.
        Err(RunError::Io(e)) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            let _ = writeln!(errors, "eight: {e}");
            ExitCode::from(1)
        }
    }
}

/// Standard input, unbuffered: the format readers keep their own buffer.
fn stdin() -> impl io::Read {
    io::stdin().lock()
}

/// Parses a board given on the command line, or says why it is not one.
fn board_argument(flag: &str, text: &str, errors: &mut dyn Write) -> Option<Board> {
    match text.parse() {
        Ok(board) => Some(board),
        Err(e) => {
            let _ = writeln!(errors, "eight: {flag} '{text}': {}", e.kind);
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
        Command::Solve { boards, to } => {
            let target = match to {
                None => None,
                Some(text) => match board_argument("--to", &text, errors) {
                    Some(board) => Some(board),
                    None => return Ok(Outcome::Usage),
                },
            };
            let summary = if boards.is_empty() {
                formats::run_eight(stdin(), target.as_ref(), output, errors)?
            } else {
                // Each argument reads as one line, so "line N" in a message
                // names the N-th board argument.
                let joined = boards.join("\n");
                formats::run_eight(joined.as_bytes(), target.as_ref(), output, errors)?
            };
            Ok(summary.into())
        }
        Command::Pairs => Ok(formats::run_pairs(stdin(), output, errors)?.into()),
        Command::Tables { action } => tables(action, output, errors),
    }
}

fn tables(
    action: Option<TablesAction>,
    output: &mut impl Write,
    errors: &mut dyn Write,
) -> Result<Outcome, RunError> {
    let result = match action {
        None => {
            let text = inspect::embedded_manifest().map_err(RunError::Table)?;
            output.write_all(text.as_bytes())?;
            return Ok(Outcome::Success);
        }
        Some(TablesAction::Export { file }) => File::create(&file)
            .map_err(ExportError::Io)
            .and_then(|f| {
                let mut writer = BufWriter::with_capacity(IO_BUFFER, f);
                inspect::export(&mut writer)?;
                Ok(writer.flush()?)
            })
            .map(|()| Outcome::Success)
            .map_err(|e| (file, e)),
        Some(TablesAction::Diff { file }) => File::open(&file)
            .map_err(ExportError::Io)
            .and_then(|f| inspect::diff(BufReader::with_capacity(IO_BUFFER, f), output))
            .map(|differs| {
                if differs {
                    Outcome::Failure
                } else {
                    Outcome::Success
                }
            })
            .map_err(|e| (file, e)),
    };
    match result {
        Ok(outcome) => Ok(outcome),
        Err((_, ExportError::Io(e))) if e.kind() == io::ErrorKind::BrokenPipe => {
            Err(RunError::Io(e))
        }
        Err((file, e)) => {
            let _ = writeln!(errors, "eight: {}: {e}", file.display());
            Ok(Outcome::Failure)
        }
    }
}
