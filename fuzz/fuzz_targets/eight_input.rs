//! The Eight format reader and solver on arbitrary bytes: no panic, and every
//! answer line is a move string that replays its board to the goal.
#![no_main]

use eight::Board;
use eight::formats::Run;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((summary, output, errors)) = eight_fuzz::answered(Run::eight(), data) else {
        return;
    };
    let lines: Vec<&[u8]> = output.split(|&b| b == b'\n').collect();
    // One line per answered board, plus the empty piece after the last '\n'.
    assert_eq!(lines.len() as u64, summary.answered + 1);
    for line in &lines[..lines.len() - 1] {
        assert!(
            *line == b"unsolvable" || line.iter().all(|b| b"dlru".contains(b)),
            "{line:?}"
        );
        assert!(line.len() <= eight::MAX_MOVES || *line == b"unsolvable");
    }
    assert_eq!(
        errors.split(|&b| b == b'\n').count() as u64,
        summary.bad + 1
    );
    // Any board the text spells parses on its own and its answer replays.
    if let Ok(board) = std::str::from_utf8(data).unwrap_or("").parse::<Board>()
        && let Ok(path) = eight::solve(&board)
    {
        let end = path
            .moves()
            .try_fold(board, |b, mv| b.apply(mv))
            .expect("every move is legal");
        assert_eq!(end, Board::GOAL);
    }
});
