//! `wirepass demo`: the whole idea in a few seconds, fully offline. It starts a local
//! HTTPS origin that stands in for `api.github.com` and `slack.com` (with its own
//! throwaway CA), makes a session key and tokens for alice and bob, starts a wirepass
//! proxy in this process on an ephemeral port, and then runs [`story::STEPS`]: each sends
//! a real request through the proxy and explains what wirepass decided and why. The
//! origin also answers as GitHub's permission API, so the live check is real too.

mod client;
mod story;

use std::net::SocketAddr;
use std::path::{Path, PathBuf};

use anyhow::{ensure, Context};
use tokio::sync::oneshot;
use wirepass::config::Config;
use wirepass::origin::apis::{Apis, Fixtures};
use wirepass::origin::{Origin, OriginOptions, Protocols};
use wirepass::proxy::{Proxy, RunOptions};
use wirepass::scan::fake::{self, Mode, Rng};
use wirepass::session::token::{self, Claims, Key};

use super::Status;
use client::{Answer, Outgoing};
use story::{Body, Step, Who, CONFIG, CREDENTIAL, CREDENTIAL_VAR, GITHUB, SLACK, STEPS};

/// Arguments of `wirepass demo`.
#[derive(Debug, clap::Args)]
pub struct Args {}

/// What every step can use.
struct Stage {
    origin: Origin,
    proxy: SocketAddr,
    wirepass_ca: PathBuf,
    alice: String,
    bob: String,
    /// A fake GitHub token with a valid checksum (what the scanner must catch).
    leaked: String,
}

/// Runs `wirepass demo`.
pub fn run(_args: Args) -> anyhow::Result<Status> {
    // The credential wirepass injects comes from its own environment; set before any
    // thread starts. It is fake: the origin only shows where it arrives.
    std::env::set_var(CREDENTIAL_VAR, CREDENTIAL);
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
        dns_names: vec![GITHUB.into(), SLACK.into()],
        protocols: Protocols::Both,
        git_root: None,
        ca_dir: origin_dir,
        apis: Some(std::sync::Arc::new(Apis::new(github_roles()))),
    })
    .await?;
    println!("Setting up");
    println!(
        "  * A local HTTPS server on {} plays {GITHUB} and {SLACK}.",
        origin.addr()
    );

    let key = session_key(dir.path())?;
    let alice = mint(&key, "alice@example.com")?;
    let bob = mint(&key, "bob@example.com")?;
    println!("  * A session key in a temp folder, and tokens signed with it for");
    println!("    alice@example.com and bob@example.com. An agent sends its token");
    println!("    as `x-wirepass-user: TOKEN`; it cannot forge another user's.");

    let config = CONFIG
        .replace("{ORIGIN}", &origin.addr().to_string())
        .replace("{ORIGIN_CA}", &origin.ca_pem_path().display().to_string())
        .replace("{DIR}", &dir.path().display().to_string());
    let proxy = start_proxy(&config, dir.path()).await?;
    println!("  * wirepass listens on http://{}. Its policy:", proxy.addr);
    let policy = CONFIG.split("groups:\n").nth(1).unwrap_or_default();
    println!("      groups:");
    for line in policy.lines() {
        println!("      {line}");
    }
    println!("    and it sets `authorization` for GitHub from ${CREDENTIAL_VAR}.");
    println!(
        "  * Clients trust the CA wirepass made for this demo ({}),\n    so wirepass can read their HTTPS.\n",
        proxy.ca_pem.display()
    );

    let stage = Stage {
        origin,
        proxy: proxy.addr,
        wirepass_ca: proxy.ca_pem,
        alice,
        bob,
        leaked: fake::expand("ghp_{a30}{crc}", Mode::Real, &mut Rng::new("demo", 1)),
    };
    for (n, step) in STEPS.iter().enumerate() {
        run_step(n + 1, step, &stage).await?;
    }
    let _ = proxy.stop.send(());

    let reached = agent_requests(&stage.origin);
    println!(
        "The origin received {reached} request{}: what wirepass refused never left this machine.",
        if reached == 1 { "" } else { "s" }
    );
    println!("Next: `wirepass init`, `wirepass run`, and `eval \"$(wirepass env)\"` in an agent's shell.");
    Ok(())
}

/// Who holds what on the demo's repository, as the stand-in GitHub answers a live check.
fn github_roles() -> Fixtures {
    let mut f = Fixtures {
        github_users: ["alice".to_string(), "bob".to_string()].into(),
        ..Fixtures::default()
    };
    let roles = [("alice".to_string(), "triage".to_string())].into();
    f.github_repos.insert("acme/widgets".into(), roles);
    f
}

/// Requests the agent's side sent that reached the origin (not wirepass's own live checks).
fn agent_requests(origin: &Origin) -> usize {
    origin
        .requests()
        .iter()
        .filter(|r| !r.from_checks())
        .count()
}

/// A fresh random session key, written where the configuration points.
fn session_key(dir: &Path) -> anyhow::Result<Key> {
    let mut bytes = vec![0u8; 32];
    getrandom::fill(&mut bytes).map_err(|e| anyhow::anyhow!("no randomness: {e}"))?;
    let key = Key::from_bytes(bytes).map_err(anyhow::Error::msg)?;
    std::fs::write(dir.join("session.key"), key.to_text().as_str())?;
    Ok(key)
}

/// A token for `user`, valid for ten minutes.
fn mint(key: &Key, user: &str) -> anyhow::Result<String> {
    let now = token::now();
    let claims = Claims {
        user: user.into(),
        groups: Vec::new(),
        exp: now + 600,
        nbf: now.saturating_sub(1),
        aud: "wirepass".into(),
        scope: None,
    };
    token::mint(key, &claims).map_err(|e| anyhow::anyhow!("cannot mint a token: {e}"))
}

async fn run_step(n: usize, step: &Step, stage: &Stage) -> anyhow::Result<()> {
    println!("Step {n}: {}", step.title);
    let token = match step.who {
        Who::Alice => Some(&stage.alice),
        Who::Bob => Some(&stage.bob),
        Who::Nobody => None,
    };
    let (headers, as_whom) = match token {
        Some(t) => (
            vec![("x-wirepass-user", t.clone())],
            format!("with {}'s token", step.who.name()),
        ),
        None => (Vec::new(), "with no session".to_string()),
    };
    let (body, shown) = match step.body {
        Body::None => (String::new(), None),
        Body::Json(b) => (b.to_string(), Some(b.to_string())),
        Body::LeakedToken => {
            let message = |t: &str| format!(r#"{{"channel":"C0123","text":"deploy token: {t}"}}"#);
            let short = format!("{}…", stage.leaked.get(..8).unwrap_or_default());
            (message(&stage.leaked), Some(message(&short)))
        }
    };
    let url = format!("https://{}{}", step.host, step.path);
    println!("  -> {} {url}   {as_whom}", step.method);
    if let Some(b) = shown {
        println!("     {b}");
    }
    let before = agent_requests(&stage.origin);
    let req = Outgoing {
        method: step.method,
        host: step.host,
        path: step.path,
        headers,
        body,
    };
    let answer = client::send(stage.proxy, &stage.wirepass_ca, req).await?;
    let reached = agent_requests(&stage.origin) - before;
    match step.refused {
        None => forwarded(&answer, stage)?,
        Some(want) => refused(&answer, want, reached)?,
    }
    for line in step.why {
        println!("  {line}");
    }
    println!();
    Ok(())
}

/// Checks and shows a forwarded request: what the origin saw.
fn forwarded(answer: &Answer, stage: &Stage) -> anyhow::Result<()> {
    println!("  <- {} (forwarded)", answer.status);
    ensure!(
        answer.status == 200,
        "the request was answered {} (expected 200): {}",
        answer.status,
        answer.body
    );
    let echo: serde_json::Value =
        serde_json::from_str(&answer.body).context("the origin's echo is not JSON")?;
    let seen = |h: &str| echo["headers"][h].as_str().map(str::to_string);
    let auth = seen("authorization").unwrap_or_default();
    ensure!(
        auth == format!("Bearer {CREDENTIAL}"),
        "the origin did not see the injected credential"
    );
    ensure!(
        seen("x-wirepass-user").is_none() && !answer.body.contains(&stage.alice),
        "the session token reached the origin"
    );
    println!("     The server saw `authorization: {auth}`");
    println!("     and no x-wirepass-user header.");
    Ok(())
}

/// Checks and shows a refusal: status, code and reason.
fn refused(answer: &Answer, want: (u16, &str), reached: usize) -> anyhow::Result<()> {
    let code = answer.header("x-wirepass-refused").unwrap_or("(none)");
    println!("  <- {}   x-wirepass-refused: {code}", answer.status);
    ensure!(
        (answer.status, code) == want,
        "answered {} {code} (expected {} {}): {}",
        answer.status,
        want.0,
        want.1,
        answer.body
    );
    ensure!(reached == 0, "a refused request reached the origin");
    if answer.at_connect {
        println!("     (wirepass answered the CONNECT itself: no tunnel was opened)");
    }
    let json: serde_json::Value = serde_json::from_str(&answer.body).unwrap_or_default();
    let field = |k: &str| json["refused"][k].as_str().map(str::to_string);
    if let (Some(service), Some(action), Some(resource)) =
        (field("service"), field("action"), field("resource"))
    {
        println!("     mapped to: {service} {action} on {resource}");
    }
    if let Some(reason) = json["refused"]["reason"].as_str() {
        for (i, line) in wrap(reason, 68).iter().enumerate() {
            let label = if i == 0 { "reason:" } else { "       " };
            println!("     {label} {line}");
        }
    }
    Ok(())
}

/// Splits `text` into lines of about `width` characters, at spaces.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for word in text.split_whitespace() {
        match lines.last_mut() {
            Some(l) if l.chars().count() + 1 + word.chars().count() <= width => {
                l.push(' ');
                l.push_str(word);
            }
            _ => lines.push(word.to_string()),
        }
    }
    lines
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
