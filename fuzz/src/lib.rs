//! What the fuzz targets share: a judge format run over arbitrary bytes.

use eight::formats::{Run, Summary};

/// `run` over `data`: its summary, output and messages, or `None` when
/// the run stopped (a damaged table; input alone never stops it).
pub fn answered(run: Run, data: &[u8]) -> Option<(Summary, Vec<u8>, Vec<u8>)> {
    let (mut output, mut errors) = (Vec::new(), Vec::new());
    let summary = run.answer(data, &mut output, &mut errors).ok()?;
    Some((summary, output, errors))
}
