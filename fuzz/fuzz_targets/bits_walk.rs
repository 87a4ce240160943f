//! The compact tables' walk on damaged bits: with one bit of a real table
//! flipped where the input says, every query between boards the input
//! names ends in an error or in moves that take the start to the target;
//! never a panic, never a walk without end.
#![no_main]

use eight::board::Symmetry;
use eight::table_id::TableId;
use eight::tables::compact::{path_in, table};
use eight::tables::distance_bits::DistanceBits;
use eight::{Board, SolveError, TableError};
use libfuzzer_sys::fuzz_target;

/// The board of a rank named by three bytes.
fn board(bytes: &[u8]) -> Option<Board> {
    let number = u32::from_le_bytes([bytes[0], bytes[1], bytes[2], 0]);
    eight::rank::unrank(number % eight::rank::TABLE_LEN)
}

fuzz_target!(|data: &[u8]| {
    if data.len() < 9 {
        return;
    }
    let Some(target) = board(&data[0..3]) else {
        return;
    };
    let (_, class) = Symmetry::to_representative(target.blank());
    let embedded = table(TableId::Compact(class as u8)).expect("an embedded table");
    let mut bits = embedded.bytes().to_vec();
    let at = u32::from_le_bytes([data[3], data[4], data[5], 0]) as usize % (bits.len() * 8);
    bits[at / 8] ^= 1 << (at % 8);
    let damaged = DistanceBits::new(&bits[..], class).expect("a table's length");
    for chunk in data[6..].chunks_exact(3) {
        let Some(start) = board(chunk) else {
            continue;
        };
        match path_in(&damaged, &start, &target) {
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
