//! What a C caller hands eight_solve and eight_distance: arbitrary bytes
//! as the board and the target (each NUL-terminated, as the header asks,
//! with any bytes before; a NUL inside ends it early), and any buffer size.
//! Every call gives an answer or an error code, never writes past the
//! buffer, and the two functions agree.
#![no_main]

use eight_capi::{
    EIGHT_E_BOARD, EIGHT_E_CAPACITY, EIGHT_E_TARGET, EIGHT_E_UNSOLVABLE, eight_distance,
    eight_solve,
};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&size, rest)) = data.split_first() else {
        return;
    };
    let capacity = usize::from(size % 40);
    // The board, then (after a 0xff byte, when there is one) the target.
    let mut parts = rest.splitn(2, |&b| b == 0xff);
    let mut board = parts.next().unwrap_or_default().to_vec();
    board.push(0);
    let target = parts.next().map(|t| {
        let mut t = t.to_vec();
        t.push(0);
        t
    });
    let target_ptr = target
        .as_ref()
        .map_or(std::ptr::null(), |t| t.as_ptr().cast());
    let mut buffer = vec![b'#'; capacity + 1];
    // SAFETY: both strings end with a NUL, and `buffer` holds `capacity`
    // writable bytes and a guard.
    let code = unsafe {
        eight_solve(
            board.as_ptr().cast(),
            target_ptr,
            buffer.as_mut_ptr().cast(),
            capacity,
        )
    };
    assert_eq!(buffer[capacity], b'#', "wrote past the buffer");
    // SAFETY: as above.
    let distance = unsafe { eight_distance(board.as_ptr().cast(), target_ptr) };
    if code >= 0 {
        let n = code as usize;
        assert!(n <= eight::MAX_MOVES && n < capacity);
        assert!(buffer[..n].iter().all(|b| b"dlru".contains(b)));
        assert_eq!(buffer[n], 0);
        assert_eq!(distance, code);
    } else {
        assert!(
            [
                EIGHT_E_BOARD,
                EIGHT_E_TARGET,
                EIGHT_E_UNSOLVABLE,
                EIGHT_E_CAPACITY
            ]
            .contains(&code),
            "{code}"
        );
        assert!(
            buffer[..capacity].iter().all(|&b| b == b'#'),
            "wrote on an error"
        );
        if code == EIGHT_E_CAPACITY {
            assert!(distance >= 0 && distance as usize >= capacity);
        } else {
            assert_eq!(distance, code);
        }
    }
});
