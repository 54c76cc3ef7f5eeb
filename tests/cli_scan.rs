//! `wirepass scan` as a user runs it: files read in chunks (a secret cut by a chunk's end
//! is found at its line and column), standard input, directories walked with `.gitignore`
//! honoured and binary files skipped, output in path order on any number of threads, and
//! the exit codes 0 clean, 1 found, 2 error.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

use wirepass::scan::fake::{expand, Mode, Rng};
use wirepass::scan::reader::CHUNK;

fn token(n: u64) -> String {
    expand("ghp_{a30}{crc}", Mode::Real, &mut Rng::new("cli_scan", n))
}

fn wirepass(dir: &Path, args: &[&str], stdin: Option<&[u8]>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_wirepass"))
        .current_dir(dir)
        .arg("scan")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    if let Some(bytes) = stdin {
        input.write_all(bytes).unwrap();
    }
    drop(input);
    child.wait_with_output().unwrap()
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

/// No output of the scanner ever holds a secret's value.
fn assert_no_value(o: &Output, secrets: &[String]) {
    let all = format!("{}{}", stdout(o), String::from_utf8_lossy(&o.stderr));
    for s in secrets {
        assert!(!all.contains(s.as_str()), "a secret value was printed");
    }
}

/// A text whose `at`-th byte starts a token: numbered lines before it, then the token.
fn text_with_token_at(at: usize, tok: &str) -> (String, usize, usize) {
    let mut text = String::new();
    let mut n = 0;
    while text.len() + 50 < at {
        text.push_str(&format!("line {n:>6} of text before it, clean\n"));
        n += 1;
    }
    let line = text.matches('\n').count() + 1;
    let pad = at - text.len() - "let = \"".len();
    text.push_str(&format!("let{} = \"", " ".repeat(pad)));
    let col = text.len() - text.rfind('\n').map_or(0, |p| p + 1) + 1;
    text.push_str(tok);
    text.push_str("\";\nfn after() {}\n");
    (text, line, col)
}

#[test]
fn a_secret_cut_by_a_chunk_boundary_is_found_at_its_line_and_column() {
    let dir = tempfile::tempdir().unwrap();
    let tok = token(1);
    for (chunk, name) in [(4096, "small.rs"), (CHUNK, "default.rs")] {
        // The token starts 10 bytes before the chunk's end: each read holds part of it.
        let (text, line, col) = text_with_token_at(chunk * 3 - 10, &tok);
        std::fs::write(dir.path().join(name), &text).unwrap();
        let start = text.find(&tok).unwrap();
        assert_eq!(start, chunk * 3 - 10);
        let chunk_arg = chunk.to_string();
        let args = [name, "--chunk-bytes", &chunk_arg];
        let o = wirepass(dir.path(), &args, None);
        assert_eq!(o.status.code(), Some(1), "{o:?}");
        assert_eq!(stdout(&o), format!("{name}:{line}:{col} github-pat\n"));
        let o = wirepass(dir.path(), &[&args[..], &["--json"]].concat(), None);
        let v: serde_json::Value = serde_json::from_str(stdout(&o).trim()).unwrap();
        assert_eq!(v["rule"], "github-pat");
        assert_eq!(v["start"], start);
        assert_eq!(v["end"], start + tok.len());
        assert_eq!(v["file"], name);
        assert_eq!(
            (v["line"].as_u64(), v["col"].as_u64()),
            (Some(line as u64), Some(col as u64))
        );
        assert_no_value(&o, std::slice::from_ref(&tok));
    }
}

#[test]
fn standard_input_is_scanned_in_chunks() {
    let dir = tempfile::tempdir().unwrap();
    let tok = token(2);
    let (text, line, col) = text_with_token_at(8192 - 3, &tok);
    let o = wirepass(
        dir.path(),
        &["--chunk-bytes", "8192"],
        Some(text.as_bytes()),
    );
    assert_eq!(o.status.code(), Some(1), "{o:?}");
    assert_eq!(stdout(&o), format!("-:{line}:{col} github-pat\n"));
    let o = wirepass(dir.path(), &["-"], Some(b"nothing to see\n"));
    assert_eq!(o.status.code(), Some(0), "{o:?}");
    assert_eq!(stdout(&o), "");
    assert_no_value(&o, &[tok]);
}

/// One large file is scanned in parts, a thread each: the same lines as one thread
/// writes, in order, at the right line and column (the library's tests put secrets
/// across the parts' starts).
#[test]
fn a_large_file_scanned_on_several_threads_reads_as_on_one() {
    let dir = tempfile::tempdir().unwrap();
    let mut text = String::new();
    let mut expected = Vec::new();
    let mut n = 0u64;
    while text.len() < 1 << 20 {
        text.push_str(&format!("    let x{n} = call(y, {n}); // clean\n"));
        if n % 997 == 3 {
            let tok = token(100 + n);
            let line = text.matches('\n').count() + 1;
            text.push_str(&format!("k = \"{tok}\"\n"));
            expected.push(format!("big.txt:{line}:6 github-pat"));
        }
        n += 1;
    }
    std::fs::write(dir.path().join("big.txt"), &text).unwrap();
    let mut outputs = Vec::new();
    for threads in ["1", "2", "7"] {
        let args = ["big.txt", "--chunk-bytes", "4096", "-j", threads];
        let o = wirepass(dir.path(), &args, None);
        assert_eq!(o.status.code(), Some(1), "{o:?}");
        outputs.push(stdout(&o));
    }
    let expected = expected.join("\n") + "\n";
    for (threads, out) in ["1", "2", "7"].iter().zip(&outputs) {
        assert_eq!(*out, expected, "{threads} threads");
    }
}

/// A tree with a secret in a tracked file, a hidden file, a `.gitignore`d file and
/// directory, a binary file, `.git` and a process's NUL-separated environment; returns
/// the secrets written.
fn tree(root: &Path) -> Vec<String> {
    let secrets: Vec<String> = (10..18).map(token).collect();
    let write = |rel: &str, bytes: &[u8]| {
        let p = root.join(rel);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, bytes).unwrap();
    };
    write(".gitignore", b"ignored.txt\nbuild/\n");
    write(
        "src/tracked.rs",
        format!("// x\nlet t = \"{}\";\n", secrets[0]).as_bytes(),
    );
    write(".env", format!("GITHUB_TOKEN={}\n", secrets[1]).as_bytes());
    write("ignored.txt", format!("{}\n", secrets[2]).as_bytes());
    write("build/out.txt", format!("{}\n", secrets[3]).as_bytes());
    // An archive: its symbol table's offsets, then NUL-separated names.
    let mut archive = b"!<arch>\n/    0  0  0  644  13044  `\n\0\0\0\x9d\0\x006\x9e".to_vec();
    archive.extend_from_slice(format!("_ZN4core3fmt\0GITHUB_TOKEN={}\0", secrets[4]).as_bytes());
    write("lib.rlib", &archive);
    let mut binary = b"\x7fELF\0\0\0".to_vec();
    binary.extend_from_slice(format!(" {} ", secrets[4]).as_bytes());
    write("tool.bin", &binary);
    write(
        ".git/config",
        format!("token = {}\n", secrets[5]).as_bytes(),
    );
    write("src/clean.rs", b"fn main() {}\n");
    write(
        "proc/environ",
        format!("PATH=/usr/bin\0GITHUB_TOKEN={}\0HOME=/root\0", secrets[6]).as_bytes(),
    );
    // A registry export as `reg export` writes it: UTF-16, little-endian, after a BOM.
    let reg = format!(
        "Windows Registry Editor Version 5.00\r\n\r\n[HKEY_CURRENT_USER\\Environment]\r\n\
         \"GITHUB_TOKEN\"=\"{}\"\r\n",
        secrets[7]
    );
    let mut wide = vec![0xff, 0xfe];
    wide.extend(reg.encode_utf16().flat_map(u16::to_le_bytes));
    write("reg/export.reg", &wide);
    secrets
}

#[test]
fn a_directory_is_walked_honouring_gitignore_and_skipping_binary_files() {
    let dir = tempfile::tempdir().unwrap();
    let secrets = tree(dir.path());
    let o = wirepass(dir.path(), &["."], None);
    assert_eq!(o.status.code(), Some(1), "{o:?}");
    assert_eq!(
        stdout(&o),
        "./.env:1:14 github-pat\n./proc/environ:1:28 github-pat\n./reg/export.reg:4:34 \
         github-pat\n./src/tracked.rs:2:10 github-pat\n",
        "tracked and hidden files, NUL-separated text and UTF-16 are scanned; ignored, binary \
         and .git ones are not"
    );
    let o = wirepass(dir.path(), &[".", "--no-ignore"], None);
    assert_eq!(
        stdout(&o),
        "./.env:1:14 github-pat\n./build/out.txt:1:1 github-pat\n./ignored.txt:1:1 github-pat\n\
         ./proc/environ:1:28 github-pat\n./reg/export.reg:4:34 github-pat\n\
         ./src/tracked.rs:2:10 github-pat\n",
        "--no-ignore scans ignored files, still not binary ones or .git"
    );
    // A file named on the command line is scanned whatever it holds.
    let o = wirepass(dir.path(), &["tool.bin", "ignored.txt"], None);
    assert_eq!(
        stdout(&o),
        "tool.bin:1:9 github-pat\nignored.txt:1:1 github-pat\n"
    );
    assert_no_value(&o, &secrets);
}

#[test]
fn output_is_in_path_order_whatever_the_threads() {
    let dir = tempfile::tempdir().unwrap();
    for i in 0..60 {
        let body = if i % 3 == 0 {
            format!("a\nkey: {}\n", token(100 + i))
        } else {
            "clean\n".repeat(1000)
        };
        std::fs::write(dir.path().join(format!("f{i:02}.txt")), body).unwrap();
    }
    let one = wirepass(dir.path(), &[".", "-j", "1"], None);
    let four = wirepass(dir.path(), &[".", "-j", "4"], None);
    assert_eq!(one.status.code(), Some(1));
    assert_eq!(stdout(&one).lines().count(), 20);
    assert_eq!(stdout(&one), stdout(&four));
    let text = stdout(&one);
    let names: Vec<&str> = text.lines().map(|l| &l[..7]).collect();
    let mut sorted = names.clone();
    sorted.sort();
    assert_eq!(names, sorted);
}

#[test]
fn exit_codes_are_0_clean_1_found_2_error() {
    let dir = tempfile::tempdir().unwrap();
    let secrets = tree(dir.path());
    assert_eq!(
        wirepass(dir.path(), &["src/clean.rs"], None).status.code(),
        Some(0)
    );
    assert_eq!(
        wirepass(dir.path(), &["src/clean.rs", "src/tracked.rs"], None)
            .status
            .code(),
        Some(1)
    );
    let o = wirepass(dir.path(), &["missing.txt"], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("missing.txt"));
    // An error wins over findings, which are still printed.
    let o = wirepass(dir.path(), &["src", "missing.txt"], None);
    assert_eq!(o.status.code(), Some(2), "{o:?}");
    assert_eq!(stdout(&o), "src/tracked.rs:2:10 github-pat\n");
    assert!(String::from_utf8_lossy(&o.stderr).contains("missing.txt"));
    assert_no_value(&o, &secrets);
}
