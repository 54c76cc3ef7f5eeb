//! `wirepass demo`: the whole idea in a few seconds, fully offline. It starts a local
//! HTTPS origin that stands in for `api.github.com` (with its own throwaway CA), a
//! wirepass proxy in this process on an ephemeral port, and then runs [`STEPS`]: each
//! sends a real request through the proxy and explains what wirepass decided. Later
//! issues add steps (sessions, routes, scanning, audit) to the list.

mod client;

use std::net::SocketAddr;
use std::path::{Path, PathBuf};

use anyhow::{ensure, Context};
use tokio::sync::oneshot;
use wirepass::config::Config;
use wirepass::origin::{Origin, OriginOptions, Protocols};
use wirepass::proxy::{Proxy, RunOptions};

use super::Status;

/// Arguments of `wirepass demo`.
#[derive(Debug, clap::Args)]
pub struct Args {}

/// The host the origin pretends to be; the demo's proxy intercepts it.
const ALLOWED_HOST: &str = "api.github.com";
/// A host the demo's configuration does not mention.
const UNKNOWN_HOST: &str = "paste.example";

/// The demo's configuration; `{ORIGIN}` and `{ORIGIN_CA}` are filled in at start.
const CONFIG: &str = r#"version: 1
hosts:
  intercept: ["api.github.com"]   # inspected: TLS terminated, every request checked
  default: refuse                 # any other host: refused (unknown_host)
egress:
  allow: ["127.0.0.1/32"]
  resolve:
    "api.github.com:443": "{ORIGIN}"   # the local stand-in, not the real GitHub
upstream_ca: ["{ORIGIN_CA}"]
session: {required: false}        # the demo's requests carry no session (yet)
"#;

/// One chapter of the story.
#[derive(Debug, Clone, Copy)]
enum Step {
    /// A request to an intercepted host is forwarded.
    Allowed,
    /// A request to a host the configuration does not know is refused.
    UnknownHost,
}

/// The story, in order.
const STEPS: [Step; 2] = [Step::Allowed, Step::UnknownHost];

/// What every step can use.
struct Stage {
    origin: Origin,
    proxy: SocketAddr,
    wirepass_ca: PathBuf,
}

/// Runs `wirepass demo`.
pub fn run(_args: Args) -> anyhow::Result<Status> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .context("cannot start the async runtime")?;
    runtime.block_on(demo())?;
    Ok(Status::Ok)
}

async fn demo() -> anyhow::Result<()> {
    let dir = tempfile::tempdir().context("cannot create a temporary folder")?;
    println!("wirepass demo — everything runs on this machine; nothing goes to the internet.\n");

    let origin_dir = dir.path().join("origin");
    std::fs::create_dir_all(&origin_dir)?;
    let origin = Origin::start(OriginOptions {
        dns_names: vec![ALLOWED_HOST.into()],
        protocols: Protocols::Both,
        git_root: None,
        ca_dir: origin_dir,
    })
    .await?;
    println!("Setting up");
    println!(
        "  * A local HTTPS server on {} plays {ALLOWED_HOST}; it has its own throwaway CA.",
        origin.addr()
    );

    let config = CONFIG
        .replace("{ORIGIN}", &origin.addr().to_string())
        .replace("{ORIGIN_CA}", &origin.ca_pem_path().display().to_string());
    let proxy = start_proxy(&config, dir.path()).await?;
    println!(
        "  * wirepass listens on http://{}. Its configuration says:",
        proxy.addr
    );
    for line in CONFIG
        .lines()
        .filter(|l| l.starts_with("  intercept") || l.starts_with("  default"))
    {
        println!("      {}", line.trim());
    }
    println!(
        "  * Clients trust the CA wirepass made for this demo ({}),\n    so wirepass can read their HTTPS.\n",
        proxy.ca_pem.display()
    );

    let stage = Stage {
        origin,
        proxy: proxy.addr,
        wirepass_ca: proxy.ca_pem,
    };
    for (n, step) in STEPS.iter().enumerate() {
        run_step(n + 1, *step, &stage).await?;
    }
    let _ = proxy.stop.send(());

    let reached = stage.origin.requests().len();
    println!(
        "The origin received {reached} request{}: what wirepass refused never left this machine.",
        if reached == 1 { "" } else { "s" }
    );
    println!("Next: `wirepass init`, `wirepass run`, and `eval \"$(wirepass env)\"` in an agent's shell.");
    Ok(())
}

async fn run_step(n: usize, step: Step, stage: &Stage) -> anyhow::Result<()> {
    match step {
        Step::Allowed => {
            println!("Step {n}: a request to a host wirepass inspects");
            let path = "/small";
            println!(
                "  -> GET https://{ALLOWED_HOST}{path}   (CONNECT {ALLOWED_HOST}:443, then TLS)"
            );
            let answer = client::get(stage.proxy, &stage.wirepass_ca, ALLOWED_HOST, path).await?;
            println!("  <- {} {}", answer.status, answer.body.trim_end());
            ensure!(
                answer.status == 200,
                "the allowed request was answered {} (expected 200): {}",
                answer.status,
                answer.body
            );
            println!("  wirepass decided: {ALLOWED_HOST} is listed under hosts.intercept, so it");
            println!(
                "  terminated TLS with a certificate from its CA, ran the request through its"
            );
            println!("  checks and forwarded it to the server.\n");
        }
        Step::UnknownHost => {
            println!("Step {n}: a request to a host nobody allowed");
            let path = "/api/chat.postMessage";
            println!("  -> GET https://{UNKNOWN_HOST}{path}");
            let answer = client::get(stage.proxy, &stage.wirepass_ca, UNKNOWN_HOST, path).await?;
            let code = answer.header("x-wirepass-refused").unwrap_or("(none)");
            println!("  <- {}   x-wirepass-refused: {code}", answer.status);
            print_json(&answer.body);
            ensure!(
                answer.status == 403 && code == "unknown_host",
                "the unknown host was answered {} {code} (expected 403 unknown_host)",
                answer.status
            );
            let when = if answer.at_connect {
                "answered the CONNECT itself: no connection to the host was opened"
            } else {
                "answered inside the TLS session: nothing was forwarded"
            };
            println!("  wirepass decided: {UNKNOWN_HOST} matches no host rule and the default is");
            println!("  `refuse`, so it {when}.");
            println!("  The JSON tells the program (or the model reading its output) why.\n");
        }
    }
    Ok(())
}

/// Prints a JSON body indented, or as text if it is not JSON.
fn print_json(body: &str) {
    let pretty = serde_json::from_str::<serde_json::Value>(body)
        .ok()
        .and_then(|v| serde_json::to_string_pretty(&v).ok())
        .unwrap_or_else(|| body.to_string());
    for line in pretty.lines() {
        println!("     {line}");
    }
}

/// The demo's proxy, serving in this process.
struct RunningProxy {
    addr: SocketAddr,
    ca_pem: PathBuf,
    stop: oneshot::Sender<()>,
}

/// Binds a proxy on an ephemeral port with the demo's configuration and serves it.
async fn start_proxy(config_text: &str, dir: &Path) -> anyhow::Result<RunningProxy> {
    let config = Config::parse(config_text, Path::new("<demo configuration>"), dir)?;
    let options = RunOptions {
        listen: Some("127.0.0.1:0".into()),
        ca_dir: Some(dir.join("wirepass-ca")),
        ..RunOptions::default()
    };
    let proxy = Proxy::bind(config, options).await?;
    let addr = proxy.local_addr()?;
    let ca_pem = proxy.ca().ca_pem_path();
    let (stop, stopped) = oneshot::channel::<()>();
    tokio::spawn(proxy.serve(async {
        let _ = stopped.await;
    }));
    Ok(RunningProxy { addr, ca_pem, stop })
}
