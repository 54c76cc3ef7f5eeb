//! The real `wirepass` binary under test: spawned with `run --listen 127.0.0.1:0`, ready
//! once it prints `listening on http://IP:PORT` on standard output, killed on drop.

use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::sync::{Arc, Mutex};

use tokio::io::{AsyncBufReadExt, AsyncReadExt, BufReader};
use tokio::process::{Child, Command};

use super::PATIENCE;

/// The path of the binary cargo built for these tests.
pub const BIN: &str = env!("CARGO_BIN_EXE_wirepass");

/// A running proxy.
pub struct Wirepass {
    child: Child,
    addr: SocketAddr,
    dir: tempfile::TempDir,
    stderr: Arc<Mutex<String>>,
    stdout: Arc<Mutex<String>>,
}

impl Wirepass {
    /// Writes `config_yaml` to a temporary `wirepass.yaml`, starts
    /// `wirepass run --listen 127.0.0.1:0 --ca-dir TMP --config TMP/wirepass.yaml
    /// --upstream-ca UPSTREAM_CA EXTRA...` and waits for its `listening on` line.
    pub async fn spawn(config_yaml: &str, upstream_ca: &Path, extra_args: &[&str]) -> Wirepass {
        Wirepass::spawn_in(&[], "127.0.0.1:0", config_yaml, upstream_ca, extra_args).await
    }

    /// Like [`Wirepass::spawn`], listening on `listen`, run under `wrapper` (e.g. `ip netns
    /// exec NAME`) when it is not empty.
    pub async fn spawn_in(
        wrapper: &[&str],
        listen: &str,
        config_yaml: &str,
        upstream_ca: &Path,
        extra_args: &[&str],
    ) -> Wirepass {
        let dir = tempfile::tempdir().unwrap();
        let config = dir.path().join("wirepass.yaml");
        std::fs::write(&config, config_yaml).unwrap();
        let mut command = match wrapper.split_first() {
            Some((program, args)) => {
                let mut c = Command::new(program);
                c.args(args).arg(BIN);
                c
            }
            None => Command::new(BIN),
        };
        let mut child = command
            .arg("run")
            .args(["--listen", listen])
            .arg("--ca-dir")
            .arg(dir.path())
            .arg("--config")
            .arg(&config)
            .arg("--upstream-ca")
            .arg(upstream_ca)
            .args(extra_args)
            .env("RUST_LOG", "info")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .kill_on_drop(true)
            .spawn()
            .unwrap();
        let stderr = Arc::new(Mutex::new(String::new()));
        let mut err_pipe = child.stderr.take().unwrap();
        let sink = stderr.clone();
        tokio::spawn(async move {
            let mut buf = vec![0u8; 8192];
            while let Ok(n) = err_pipe.read(&mut buf).await {
                if n == 0 {
                    break;
                }
                let mut s = sink.lock().unwrap();
                // Keep the head: a flood of request logs must not grow the test's memory.
                if s.len() < 1 << 20 {
                    s.push_str(&String::from_utf8_lossy(&buf[..n]));
                }
            }
        });
        let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
        let addr = tokio::time::timeout(PATIENCE, async {
            while let Ok(Some(line)) = lines.next_line().await {
                if let Some(rest) = line.trim().strip_prefix("listening on http://") {
                    return rest.trim_end_matches('/').parse::<SocketAddr>().ok();
                }
            }
            None
        })
        .await;
        let Ok(Some(addr)) = addr else {
            let status = child.try_wait().ok().flatten();
            panic!(
                "wirepass did not print `listening on http://IP:PORT` (exit: {status:?}); stderr:\n{}",
                stderr.lock().unwrap()
            );
        };
        // Keep draining stdout so the proxy never blocks on a full pipe; the lines after the
        // listening one (`admin on …`, `transparent on …`, `--audit -`) are kept, the head of
        // them.
        let stdout = Arc::new(Mutex::new(String::new()));
        let sink = stdout.clone();
        tokio::spawn(async move {
            while let Ok(Some(line)) = lines.next_line().await {
                let mut s = sink.lock().unwrap();
                if s.len() < 1 << 20 {
                    s.push_str(&line);
                    s.push('\n');
                }
            }
        });
        Wirepass {
            child,
            addr,
            dir,
            stderr,
            stdout,
        }
    }

    /// The proxy's listening address.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// `http://IP:PORT`.
    pub fn url(&self) -> String {
        format!("http://{}", self.addr)
    }

    /// The folder given as `--ca-dir`.
    pub fn ca_dir(&self) -> &Path {
        self.dir.path()
    }

    /// The wirepass CA certificate clients must trust.
    pub fn ca_pem(&self) -> PathBuf {
        self.dir.path().join("ca.pem")
    }

    /// Waits (at most [`PATIENCE`]) for a line of standard output after the listening line
    /// that starts with `prefix`; returns the rest of it.
    pub async fn stdout_line(&self, prefix: &str) -> String {
        let deadline = std::time::Instant::now() + PATIENCE;
        loop {
            let out = self.stdout.lock().unwrap().clone();
            if let Some(rest) = out.lines().find_map(|l| l.strip_prefix(prefix)) {
                return rest.to_string();
            }
            assert!(
                std::time::Instant::now() < deadline,
                "no line starting with `{prefix}` on standard output:\n{out}"
            );
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        }
    }

    /// What the proxy wrote to standard error so far.
    pub fn stderr(&self) -> String {
        self.stderr.lock().unwrap().clone()
    }

    /// Waits (at most [`PATIENCE`]) until a line of standard error satisfies `want`, and
    /// returns it (logs are written by a background thread, after the response).
    pub async fn log_line(&self, want: impl Fn(&str) -> bool) -> String {
        let deadline = std::time::Instant::now() + PATIENCE;
        loop {
            if let Some(l) = self.stderr().lines().find(|l| want(l)) {
                return l.to_string();
            }
            assert!(
                std::time::Instant::now() < deadline,
                "no such log line in:\n{}",
                self.stderr()
            );
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        }
    }

    /// The configuration file it was started with (tests rewrite it to reload).
    pub fn config_path(&self) -> std::path::PathBuf {
        self.dir.path().join("wirepass.yaml")
    }

    /// The process id.
    pub fn pid(&self) -> u32 {
        self.child.id().expect("wirepass has already exited")
    }

    /// Sends SIGTERM (the graceful stop) to the proxy.
    pub async fn terminate(&self) {
        self.signal("TERM").await
    }

    /// Sends SIGHUP (reload the configuration) to the proxy.
    pub async fn hangup(&self) {
        self.signal("HUP").await
    }

    /// Sends the signal named `name` (`TERM`, `HUP`, `KILL`) to the proxy.
    pub async fn signal(&self, name: &str) {
        let status = Command::new("kill")
            .args([&format!("-{name}"), &self.pid().to_string()])
            .status()
            .await
            .unwrap();
        assert!(status.success(), "kill -{name} failed");
    }

    /// Waits (at most [`PATIENCE`]) for the proxy to exit; returns its exit code.
    pub async fn wait(&mut self) -> Option<i32> {
        tokio::time::timeout(PATIENCE, self.child.wait())
            .await
            .expect("wirepass did not exit")
            .unwrap()
            .code()
    }

    /// Resident memory of the proxy in KiB (`VmRSS` in `/proc/PID/status`).
    pub fn rss_kib(&self) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.pid())).unwrap();
        status
            .lines()
            .find_map(|l| l.strip_prefix("VmRSS:"))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
            .unwrap()
    }

    /// `wirepass env --proxy URL --ca-dir DIR --format json`, as a map.
    pub async fn env_vars(&self) -> BTreeMap<String, String> {
        let out = Command::new(BIN)
            .arg("env")
            .args(["--proxy", &self.url()])
            .arg("--ca-dir")
            .arg(self.ca_dir())
            .args(["--format", "json"])
            .output()
            .await
            .unwrap();
        assert!(
            out.status.success(),
            "wirepass env failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
            panic!(
                "wirepass env --format json printed no JSON object of strings ({e}):\n{}",
                String::from_utf8_lossy(&out.stdout)
            )
        })
    }
}

impl Drop for Wirepass {
    /// A failing test shows what the proxy logged: the first place to look. Otherwise the
    /// log is checked, as the proxy goes, for any secret written down (issue 12).
    fn drop(&mut self) {
        if std::thread::panicking() {
            eprintln!("--- wirepass stderr ---\n{}--- end ---", self.stderr());
            return;
        }
        super::assert_no_secret("the proxy's log", &self.stderr());
    }
}
