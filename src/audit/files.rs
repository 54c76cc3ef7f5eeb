//! The log's files as the writer finds and leaves them: opening (0600) and setting a torn
//! last line aside, finding the last complete line, and the rotated files' names.

use std::fs::File;
use std::io::{Read, Seek, SeekFrom};
use std::path::{Path, PathBuf};

use super::chain;

/// An existing log as the writer finds it.
pub(super) struct Opened {
    pub good_len: u64,
    pub last: Option<String>,
    /// A torn last line: its length and where it was set aside.
    pub torn: Option<(u64, PathBuf)>,
}

/// Opens (or creates, 0600) the log, sets a torn last line aside in `FILE.torn-MILLIS` and
/// cuts it off, and returns the hash the chain continues from.
pub(super) fn open(path: &Path) -> Result<(File, Opened), String> {
    let mut options = std::fs::OpenOptions::new();
    options.read(true).append(true).create(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let mut file = options
        .open(path)
        .map_err(|e| format!("cannot open the audit file {}: {e}", path.display()))?;
    let meta = file
        .metadata()
        .map_err(|e| format!("cannot read the audit file {}: {e}", path.display()))?;
    if !meta.is_file() {
        // A device (tests use /dev/full) or a pipe: nothing to resume.
        return Ok((
            file,
            Opened {
                good_len: 0,
                last: None,
                torn: None,
            },
        ));
    }
    let len = meta.len();
    let tail = read_tail(&mut file, len)
        .map_err(|e| format!("cannot read the audit file {}: {e}", path.display()))?;
    let mut torn = None;
    if tail.good_len < len {
        let mut rest = Vec::new();
        file.seek(SeekFrom::Start(tail.good_len))
            .and_then(|_| file.read_to_end(&mut rest))
            .map_err(|e| format!("cannot read the audit file {}: {e}", path.display()))?;
        let millis = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_millis())
            .unwrap_or(0);
        let aside = sibling(path, &format!("torn-{millis}"));
        std::fs::write(&aside, &rest)
            .and_then(|()| file.set_len(tail.good_len))
            .map_err(|e| {
                format!(
                    "cannot set the torn last line of {} aside in {}: {e}",
                    path.display(),
                    aside.display()
                )
            })?;
        tracing::warn!(bytes = rest.len(), file = %aside.display(), "the audit log ended in a torn line; it was set aside");
        torn = Some((rest.len() as u64, aside));
    }
    Ok((
        file,
        Opened {
            good_len: tail.good_len,
            last: tail.last,
            torn,
        },
    ))
}

/// Reads back from the end until the last complete line is found.
fn read_tail(file: &mut File, len: u64) -> std::io::Result<chain::Tail> {
    let mut window = 64 * 1024u64;
    loop {
        let base = len.saturating_sub(window);
        let mut bytes = Vec::with_capacity((len - base) as usize);
        file.seek(SeekFrom::Start(base))?;
        Read::by_ref(file)
            .take(len - base)
            .read_to_end(&mut bytes)?;
        if let Some(t) = chain::tail(&bytes, base) {
            return Ok(t);
        }
        window *= 4;
    }
}

/// `audit.jsonl` -> `audit.jsonl.N`, one past the highest N already there.
pub(super) fn next_rotated_name(path: &Path) -> PathBuf {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let prefix = format!("{name}.");
    let highest = std::fs::read_dir(&dir)
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| {
            e.file_name()
                .to_str()?
                .strip_prefix(&prefix)?
                .parse::<u64>()
                .ok()
        })
        .max()
        .unwrap_or(0);
    sibling(path, &(highest + 1).to_string())
}

fn sibling(path: &Path, suffix: &str) -> PathBuf {
    let mut s = path.as_os_str().to_owned();
    s.push(".");
    s.push(suffix);
    PathBuf::from(s)
}
