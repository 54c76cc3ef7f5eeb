//! The writer: concurrent appends chain without interleaving; a restart resumes the chain
//! (setting a torn line aside); rotation carries the chain into the next file.

use super::*;
use crate::audit::chain::{verify, Intact};
use std::path::Path;

fn event(i: usize) -> Event {
    Event {
        ts: crate::pipeline::end::now_rfc3339(),
        request_id: format!("req-{i}"),
        method: "GET".into(),
        host: "example.test".into(),
        path: format!("/items/{i}"),
        decision: "allow".into(),
        status: 200,
        ..Event::default()
    }
}

fn target(path: &Path, max_bytes: Option<u64>) -> Target {
    Target::File {
        path: path.to_path_buf(),
        fsync: Fsync::Interval,
        max_bytes,
    }
}

/// The log's files oldest first: `a.jsonl.1`, `a.jsonl.2`, …, then `a.jsonl`.
fn files(path: &Path) -> Vec<Vec<u8>> {
    let name = path.file_name().unwrap().to_str().unwrap().to_string();
    let mut rotated: Vec<(u64, PathBuf)> = std::fs::read_dir(path.parent().unwrap())
        .unwrap()
        .flatten()
        .filter_map(|e| {
            let n = e
                .file_name()
                .to_str()?
                .strip_prefix(&format!("{name}."))?
                .parse()
                .ok()?;
            Some((n, e.path()))
        })
        .collect();
    rotated.sort();
    rotated
        .into_iter()
        .map(|(_, p)| p)
        .chain([path.to_path_buf()])
        .map(|p| std::fs::read(p).unwrap())
        .collect()
}

fn verified(path: &Path) -> Intact {
    let files = files(path);
    verify(files.iter().map(Vec::as_slice)).unwrap_or_else(|b| panic!("{b:?}"))
}

fn lines(path: &Path) -> Vec<serde_json::Value> {
    std::fs::read(path)
        .unwrap()
        .split(|&b| b == b'\n')
        .filter(|l| !l.is_empty())
        .map(|l| serde_json::from_slice(l).unwrap())
        .collect()
}

async fn append_all(w: &Writer, range: std::ops::Range<usize>) {
    for i in range {
        w.append(event(i)).await.unwrap();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn concurrent_appends_make_one_unbroken_chain() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("a.jsonl");
    let w = Writer::start(target(&path, None)).unwrap();
    let tasks: Vec<_> = (0..32)
        .map(|t| {
            let w = w.clone();
            tokio::spawn(async move { append_all(&w, t * 100..t * 100 + 100).await })
        })
        .collect();
    for t in tasks {
        t.await.unwrap();
    }
    let got = verified(&path);
    assert_eq!(got.events, 3200);
    let all = lines(&path);
    assert!(all[0]["prev"].is_null());
    let mut ids: Vec<&str> = all
        .iter()
        .map(|v| v["request_id"].as_str().unwrap())
        .collect();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), 3200);
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&path).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o600);
    }
}

#[tokio::test]
async fn a_restart_resumes_the_chain_and_sets_a_torn_line_aside() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("a.jsonl");
    let w = Writer::start(target(&path, None)).unwrap();
    append_all(&w, 0..3).await;
    drop(w);
    let tip = verified(&path).tip.unwrap();

    // A clean restart: the first line after it names the tip.
    let w = Writer::start(target(&path, None)).unwrap();
    append_all(&w, 3..4).await;
    drop(w);
    let all = lines(&path);
    assert_eq!(all[3]["event"], chain::RESUMED);
    assert_eq!(all[3]["last_hash"], tip.as_str());
    assert_eq!(all[3]["prev"], tip.as_str());
    assert!(all[3].get("torn_bytes").is_none());
    let tip = verified(&path).tip.unwrap();

    // A crash mid-write left half a line.
    let torn = br#"{"ts":"2026-01-01T00:00:00.000Z","request_id":"half"#;
    let mut f = std::fs::OpenOptions::new()
        .append(true)
        .open(&path)
        .unwrap();
    f.write_all(torn).unwrap();
    drop(f);
    assert!(verify([std::fs::read(&path).unwrap().as_slice()]).is_err());
    let w = Writer::start(target(&path, None)).unwrap();
    append_all(&w, 5..7).await;
    drop(w);
    let got = verified(&path);
    assert_eq!(got.events, 4 + 1 + 1 + 2);
    let all = lines(&path);
    let resumed = &all[5];
    assert_eq!(resumed["event"], chain::RESUMED);
    assert_eq!(resumed["last_hash"], tip.as_str());
    assert_eq!(resumed["torn_bytes"], torn.len());
    let aside = PathBuf::from(resumed["torn_file"].as_str().unwrap());
    assert_eq!(std::fs::read(aside).unwrap(), torn);
    assert_eq!(all[6]["request_id"], "req-5");
}

#[tokio::test]
async fn rotation_carries_the_chain_into_the_next_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("a.jsonl");
    let w = Writer::start(target(&path, Some(2_000))).unwrap();
    append_all(&w, 0..40).await;
    drop(w);
    let files = files(&path);
    assert!(files.len() > 3, "{} files", files.len());
    for f in &files {
        assert!(f.len() <= 2_000, "a file of {} bytes", f.len());
    }
    let got = verified(&path);
    // Every file after the first starts with a chain_rotated line.
    assert_eq!(got.events, 40 + files.len() as u64 - 1);
    let first = lines(&path).remove(0);
    assert_eq!(first["event"], chain::ROTATED);
    assert!(first["continues"].as_str().unwrap().starts_with("a.jsonl."));
    // A restart after rotation continues the current file.
    let w = Writer::start(target(&path, Some(2_000))).unwrap();
    append_all(&w, 40..45).await;
    drop(w);
    assert_eq!(
        verified(&path).events,
        got.events + 6 + extra_rotations(&path, files.len())
    );
}

fn extra_rotations(path: &Path, before: usize) -> u64 {
    (files(path).len() - before) as u64
}

#[tokio::test]
async fn a_write_that_fails_is_an_error() {
    let w = Writer::start(target(Path::new("/dev/full"), None)).unwrap();
    let e = w.append(event(0)).await.unwrap_err();
    assert!(e.contains("cannot write the audit file"), "{e}");
    let dir = tempfile::tempdir().unwrap();
    let w = Writer::start(target(&dir.path().join("no/such/dir.jsonl"), None)).unwrap();
    assert!(w.append(event(0)).await.is_err());
}
