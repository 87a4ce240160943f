//! A judge: checks an answer file against its input, case by case.
//!
//! - Eight format: each answer line must be `unsolvable` exactly when the
//!   board has no solution, and otherwise moves that take the board to the
//!   goal; a valid answer longer than the shortest is reported as such.
//! - Eight II format: each case's two lines must be exactly the expected
//!   ones (`Case k: n` and the moves).

use std::fmt;
use std::format;
use std::io::{self, BufRead, Read};
use std::string::{String, ToString};
use std::vec::Vec;

use crate::board::Board;

use crate::answer::SolveError;
use crate::formats::{Format, RunError};
use crate::input::{InputError, ReadError, Reader};
use crate::messages::UNSOLVABLE;
use crate::solve::{solve, solve_pair};
use crate::stream::IoSource;

/// The first case that did not pass.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// The case number, from 1.
    pub case: u64,
    /// The input line where the case starts.
    pub input_line: u64,
    /// The answer line of the case.
    pub answer_line: u64,
    /// What was wrong.
    pub what: String,
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "case {} (input line {}, answer line {}): {}",
            self.case, self.input_line, self.answer_line, self.what
        )
    }
}

/// The result of a check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// The format checked.
    pub format: Format,
    /// Cases checked.
    pub cases: u64,
    /// Cases that passed.
    pub passed: u64,
    /// The first case that failed, if any.
    pub first_failure: Option<Failure>,
}

impl Report {
    /// Keeps the first failure.
    fn record(&mut self, failure: Failure) {
        if self.first_failure.is_none() {
            self.first_failure = Some(failure);
        }
    }

    /// Whether every case passed.
    pub fn all_passed(&self) -> bool {
        self.first_failure.is_none() && self.passed == self.cases
    }
}

/// Why a check could not be carried out.
#[derive(Debug)]
#[non_exhaustive]
pub enum CheckError {
    /// Reading failed, or a table is damaged.
    Run(RunError<io::Error>),
    /// The input file is not valid input of its format.
    Input(InputError),
}

impl fmt::Display for CheckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CheckError::Run(e) => write!(f, "{e}"),
            CheckError::Input(e) => write!(f, "input {e}"),
        }
    }
}

impl std::error::Error for CheckError {}

impl From<io::Error> for CheckError {
    fn from(e: io::Error) -> Self {
        CheckError::Run(RunError::Io(e))
    }
}

impl From<ReadError<io::Error>> for CheckError {
    fn from(e: ReadError<io::Error>) -> Self {
        match e {
            ReadError::Input(e) => CheckError::Input(e),
            ReadError::Source(e) => e.into(),
        }
    }
}

/// Answer lines longer than this are wrong whatever they hold; reading stops
/// there so that a huge line costs no memory.
const LONGEST_ANSWER_LINE: u64 = 1024;

/// The answer file, a line at a time, with line numbers.
struct Answers<R> {
    input: R,
    line: u64,
    text: Vec<u8>,
}

impl<R: BufRead> Answers<R> {
    /// The next line without its line end, or `None` at the end.
    fn next(&mut self) -> io::Result<Option<&[u8]>> {
        self.text.clear();
        let read = (&mut self.input)
            .take(LONGEST_ANSWER_LINE)
            .read_until(b'\n', &mut self.text)?;
        if read == 0 {
            return Ok(None);
        }
        if self.text.last() == Some(&b'\n') {
            self.text.pop();
        } else if read as u64 == LONGEST_ANSWER_LINE {
            // Skip the rest of an overlong line.
            let mut sink = Vec::new();
            loop {
                sink.clear();
                let n = (&mut self.input)
                    .take(1 << 16)
                    .read_until(b'\n', &mut sink)?;
                if n == 0 || sink.last() == Some(&b'\n') {
                    break;
                }
            }
        }
        if self.text.last() == Some(&b'\r') {
            self.text.pop();
        }
        self.line += 1;
        Ok(Some(&self.text))
    }
}

/// The format an answer file is in: Eight II when its first line starts with
/// `Case `.
pub fn detect_format(answers: &[u8]) -> Format {
    if answers.trim_ascii_start().starts_with(b"Case ") {
        Format::Pairs
    } else {
        Format::Eight
    }
}

fn shown(text: &[u8]) -> String {
    let text = String::from_utf8_lossy(text);
    if text.chars().count() > 40 {
        format!("'{}...'", text.chars().take(40).collect::<String>())
    } else {
        format!("'{text}'")
    }
}

/// Checks one Eight answer against its board; `None` when it passes.
fn judge_eight(board: &Board, answer: &[u8]) -> Result<Option<String>, CheckError> {
    let best = match solve(board) {
        Ok(path) => Some(path.len()),
        Err(SolveError::Unsolvable) => None,
        Err(SolveError::Table(e)) => return Err(CheckError::Run(RunError::Table(e))),
    };
    if answer == UNSOLVABLE.as_bytes() {
        return Ok(best.map(|n| format!("answer is '{UNSOLVABLE}', but {n} moves solve the board")));
    }
    let Some(best) = best else {
        return Ok(Some(format!(
            "the board has no solution, so the answer must be '{UNSOLVABLE}', not {}",
            shown(answer)
        )));
    };
    let mut here = *board;
    for (i, &letter) in answer.iter().enumerate() {
        let Some(mv) = crate::board::Move::from_letter(letter) else {
            return Ok(Some(format!(
                "character {} of the answer is {}; expected d, l, r or u",
                i + 1,
                shown(&[letter])
            )));
        };
        let Some(next) = here.apply(mv) else {
            return Ok(Some(format!(
                "{} at {here}",
                crate::messages::off_board(i + 1, mv)
            )));
        };
        here = next;
    }
    if here != Board::GOAL {
        return Ok(Some(format!(
            "the moves end at {here}, not at the goal 12345678x"
        )));
    }
    if answer.len() > best {
        return Ok(Some(format!(
            "valid but not optimal: {} moves, the shortest take {best}",
            answer.len()
        )));
    }
    Ok(None)
}

/// Checks `answers` against `input` in the given format.
pub fn check(
    input: impl Read,
    answers: impl BufRead,
    format: Format,
) -> Result<Report, CheckError> {
    let mut reader = Reader::new(IoSource::new(input));
    let mut answers = Answers {
        input: answers,
        line: 0,
        text: Vec::new(),
    };
    let mut report = Report {
        format,
        cases: 0,
        passed: 0,
        first_failure: None,
    };
    let expected = match format {
        Format::Eight => None,
        Format::Pairs => Some(reader.next_count()?),
    };
    loop {
        if expected.is_some_and(|t| report.cases >= t) {
            break;
        }
        reader.skip_space()?;
        let input_line = reader.line();
        let Some(start) = reader.next_board()? else {
            break;
        };
        report.cases += 1;
        let case = report.cases;
        let verdict = match format {
            Format::Eight => match answers.next()? {
                None => Some("the answer file ends before this case".to_string()),
                Some(answer) => judge_eight(&start, answer)?,
            },
            Format::Pairs => {
                let Some(target) = reader.next_board()? else {
                    return Err(CheckError::Input(InputError {
                        location: crate::input::Location {
                            line: reader.line(),
                            column: None,
                        },
                        kind: crate::input::InputErrorKind::CutShort(0),
                    }));
                };
                let (header, moves) = match solve_pair(&start, &target) {
                    Ok(path) => (format!("Case {case}: {}", path.len()), path.to_string()),
                    Err(SolveError::Unsolvable) => {
                        (format!("Case {case}: {UNSOLVABLE}"), String::new())
                    }
                    Err(SolveError::Table(e)) => return Err(CheckError::Run(RunError::Table(e))),
                };
                let first = answers.next()?.map(<[u8]>::to_vec);
                let second = answers.next()?.map(<[u8]>::to_vec);
                match (first, second) {
                    (Some(h), Some(m)) if h == header.as_bytes() && m == moves.as_bytes() => None,
                    (Some(h), _) if h != header.as_bytes() => {
                        Some(format!("expected '{header}', found {}", shown(&h)))
                    }
                    (Some(_), Some(m)) => Some(format!("expected '{moves}', found {}", shown(&m))),
                    _ => Some("the answer file ends before this case".to_string()),
                }
            }
        };
        match verdict {
            None => report.passed += 1,
            Some(what) => {
                let answer_line = answers.line.max(1);
                report.record(Failure {
                    case,
                    input_line,
                    answer_line,
                    what,
                });
            }
        }
    }
    if let Some(t) = expected.filter(|&t| report.cases < t) {
        let failure = Failure {
            case: report.cases + 1,
            input_line: reader.line(),
            answer_line: answers.line + 1,
            what: format!("the input ends after {} of {t} cases", report.cases),
        };
        report.record(failure);
    }
    while let Some(extra) = answers.next()? {
        if !extra.trim_ascii().is_empty() {
            let failure = Failure {
                case: report.cases + 1,
                input_line: reader.line(),
                answer_line: answers.line,
                what: "the answer file goes on after the last case".to_string(),
            };
            report.record(failure);
            break;
        }
    }
    Ok(report)
}
