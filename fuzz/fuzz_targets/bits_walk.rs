//! The compact tables' walk on damaged bits: with one bit of a real table
//! flipped where the input says, every query between boards the input
//! names ends in an error or in moves that take the start to the target;
//! never a panic, never a walk without end.
#![no_main]

use eight::all_tables::{AllTables, CENTRE, CORNER, EDGE};
use eight::{Board, SolveError, TableError};
use eight_core::rank::{TABLE_LEN, unrank};
use eight_core::symmetry::Symmetry;
use libfuzzer_sys::fuzz_target;

/// The board of a rank named by three bytes.
fn board(bytes: &[u8]) -> Option<Board> {
    let number = u32::from_le_bytes([bytes[0], bytes[1], bytes[2], 0]);
    unrank(number % TABLE_LEN)
}

fuzz_target!(|data: &[u8]| {
    if data.len() < 9 {
        return;
    }
    let Some(target) = board(&data[0..3]) else {
        return;
    };
    // The table of the target's class, with one bit flipped.
    let (mut corner, mut edge, mut centre) = (CORNER.to_vec(), EDGE.to_vec(), CENTRE.to_vec());
    let bits = match Symmetry::to_representative(target.blank()).1 {
        0 => &mut corner,
        1 => &mut edge,
        _ => &mut centre,
    };
    let at = u32::from_le_bytes([data[3], data[4], data[5], 0]) as usize % (bits.len() * 8);
    bits[at / 8] ^= 1 << (at % 8);
    let damaged = AllTables::new(&corner[..], &edge[..], &centre[..]).expect("the tables' lengths");
    for chunk in data[6..].chunks_exact(3) {
        let Some(start) = board(chunk) else {
            continue;
        };
        match damaged.solve_pair(&start, &target) {
            Ok(path) => {
                assert!(path.len() <= eight::MAX_MOVES);
                let end = path
                    .moves()
                    .try_fold(start, |b, mv| b.apply(mv))
                    .expect("every move is legal");
                assert_eq!(end, target, "{start} -> {path}");
            }
            Err(e) => assert_eq!(e, SolveError::Table(TableError::Walk)),
        }
    }
});
