//! Table decoding on arbitrary bytes: an error or a table, never a panic;
//! and damage to a real blob never yields a different table.
#![no_main]

use eight::TableId;
use eight::inspect::compressed_blob;
use eight_core::codec::decode_table;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = decode_table(TableId::Goal, data);
    // Also damage the real blob where the input says.
    if data.len() >= 3 {
        let id = TableId::Start(4);
        let blob = compressed_blob(id).expect("a move table");
        let at = usize::from(u16::from_le_bytes([data[0], data[1]])) % blob.len();
        let mut damaged = blob.to_vec();
        damaged[at] ^= data[2] | 1;
        if let Ok(table) = decode_table(id, &damaged) {
            let good = decode_table(id, blob).expect("the embedded table decodes");
            assert!(table == good);
        }
    }
});
