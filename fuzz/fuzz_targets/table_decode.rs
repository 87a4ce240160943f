//! Table decoding on arbitrary bytes: an error or a table, never a panic;
//! and damage to a real blob never yields a different table.
#![no_main]

use eight::table_id::TableId;
use eight::tables::compressed::{self, decode_table, embedded_blob};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = decode_table(TableId::Goal, data);
    // Also damage the real blob where the input says.
    if data.len() >= 3 {
        let blob = embedded_blob(TableId::Start(4)).expect("a move table");
        let at = usize::from(u16::from_le_bytes([data[0], data[1]])) % blob.len();
        let mut damaged = blob.to_vec();
        damaged[at] ^= data[2] | 1;
        if let Ok(table) = decode_table(TableId::Start(4), &damaged) {
            let good = compressed::table(TableId::Start(4)).expect("embedded table decodes");
            assert!(table.view() == good);
        }
    }
});
