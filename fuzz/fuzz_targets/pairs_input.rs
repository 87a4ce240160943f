//! The Eight II reader and solver on arbitrary bytes: no panic, output only
//! in the two-line case format.
#![no_main]

use eight::formats::Run;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((summary, output, _)) = eight_fuzz::answered(Run::pairs(), data) else {
        return;
    };
    let text = std::str::from_utf8(&output).expect("ASCII output");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len() as u64, 2 * summary.answered);
    for pair in lines.chunks(2) {
        assert!(pair[0].starts_with("Case "), "{pair:?}");
        if pair[0].ends_with(": unsolvable") {
            assert_eq!(pair[1], "");
        } else {
            let n: usize = pair[0]
                .rsplit(": ")
                .next()
                .and_then(|n| n.parse().ok())
                .expect("a length");
            assert_eq!(pair[1].len(), n);
        }
    }
});
