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
use story::{
    Body, Step, Who, CONFIG, CREDENTIAL, CREDENTIAL_VAR, ENFORCED, GITHUB, RECORDED, SLACK, STEPS,
};

/// Arguments of `wirepass demo`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Tell each step at length: what was sent, what came back, and why.
    #[arg(long, short = 'e')]
    explain: bool,
}

/// What every step can use.
struct Stage {
    origin: Origin,
    proxy: SocketAddr,
    wirepass_ca: PathBuf,
    alice: String,
    bob: String,
    /// A fake GitHub token with a valid checksum (what the scanner must catch).
    leaked: String,
    out: Out,
}

/// How the demo prints: one line a step (coloured on a terminal), or the long story.
#[derive(Clone, Copy)]
struct Out {
    explain: bool,
    color: bool,
}

impl Out {
    /// A line of the long story only.
    fn detail(&self, line: impl AsRef<str>) {
        if self.explain {
            println!("{}", line.as_ref());
        }
    }

    fn paint(&self, code: &str, text: &str) -> String {
        if self.color {
            format!("\x1b[{code}m{text}\x1b[0m")
        } else {
            text.to_string()
        }
    }

    /// A step's one line: a check mark, its title, and what happened (green when it went
    /// through, red when wirepass refused it), then a dim note.
    fn outcome(&self, title: &str, what: &str, through: bool, note: &str) {
        if self.explain {
            return;
        }
        let mark = self.paint("32", "✓");
        let answer = self.paint(if through { "32" } else { "31" }, what);
        let note = if note.is_empty() {
            String::new()
        } else {
            format!("  {}", self.paint("2", note))
        };
        println!("  {mark} {title:<50} {answer}{note}");
    }
}

/// Runs `wirepass demo`.
pub fn run(args: Args) -> anyhow::Result<Status> {
    // The credential wirepass injects comes from its own environment; set before any
    // thread starts. It is fake: the origin only shows where it arrives.
    std::env::set_var(CREDENTIAL_VAR, CREDENTIAL);
    let out = Out {
        explain: args.explain,
        color: std::io::IsTerminal::is_terminal(&std::io::stdout())
            && std::env::var_os("NO_COLOR").is_none(),
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .context("cannot start the async runtime")?;
    runtime.block_on(demo(out))?;
    Ok(Status::Ok)
}

async fn demo(out: Out) -> anyhow::Result<()> {
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
    out.detail("Setting up");
    out.detail(format!(
        "  * A local HTTPS server on {} plays {GITHUB} and {SLACK}.",
        origin.addr()
    ));

    let key = session_key(dir.path())?;
    let alice = mint(&key, "alice@example.com")?;
    let bob = mint(&key, "bob@example.com")?;
    out.detail("  * A session key in a temp folder, and tokens signed with it for");
    out.detail("    alice@example.com and bob@example.com. An agent sends its token");
    out.detail("    as `x-wirepass-user: TOKEN`; it cannot forge another user's.");

    let config = CONFIG
        .replace("{ORIGIN}", &origin.addr().to_string())
        .replace("{ORIGIN_CA}", &origin.ca_pem_path().display().to_string())
        .replace("{DIR}", &dir.path().display().to_string());
    let proxy = start_proxy(&config, dir.path(), RunOptions::default()).await?;
    out.detail(format!(
        "  * wirepass listens on http://{}. Its policy:",
        proxy.addr
    ));
    let policy = CONFIG
        .split("groups:\n")
        .nth(1)
        .unwrap_or_default()
        .split("audit:")
        .next()
        .unwrap_or_default();
    out.detail("      groups:");
    for line in policy.lines() {
        out.detail(format!("      {line}"));
    }
    out.detail(format!(
        "    and it sets `authorization` for GitHub from ${CREDENTIAL_VAR}."
    ));
    out.detail(format!(
        "  * Clients trust the CA wirepass made for this demo ({}),\n    so wirepass can read their HTTPS.\n",
        proxy.ca_pem.display()
    ));
    if !out.explain {
        println!(
            "A stand-in GitHub and Slack on {}, wirepass in front on http://{};",
            origin.addr(),
            proxy.addr
        );
        println!("alice (group eng) and bob (no group) each have a session token. `--explain` tells more.\n");
    }

    let mut stage = Stage {
        origin,
        proxy: proxy.addr,
        wirepass_ca: proxy.ca_pem.clone(),
        alice,
        bob,
        leaked: fake::expand("ghp_{a30}{crc}", Mode::Real, &mut Rng::new("demo", 1)),
        out,
    };
    let mut n = 0;
    for step in &STEPS {
        n += 1;
        run_step(n, step, &stage).await?;
    }
    let _ = proxy.stop.send(());
    let reached = agent_requests(&stage.origin);

    // The dry run, then the same agent held to what it did.
    let recording = dir.path().join("entitlements.yaml");
    let recorder =
        wirepass::entitlements::Recorder::open(&recording).map_err(anyhow::Error::msg)?;
    let dry = RunOptions {
        record: Some(recorder.clone()),
        ..RunOptions::default()
    };
    act(&config, dir.path(), dry, &RECORDED, &mut stage, &mut n).await?;
    recorder
        .write()
        .with_context(|| format!("cannot write {}", recording.display()))?;
    let written = std::fs::read_to_string(&recording)?;
    out.detail(format!(
        "The dry run wrote {}:\n{}",
        recording.display(),
        written
            .lines()
            .filter(|l| !l.trim_start().starts_with('#'))
            .map(|l| format!("    {l}\n"))
            .collect::<String>()
    ));
    let enforcer =
        wirepass::entitlements::Enforcer::load(&recording).map_err(anyhow::Error::msg)?;
    let enforced = RunOptions {
        entitlements: Some(std::sync::Arc::new(enforcer)),
        ..RunOptions::default()
    };
    act(&config, dir.path(), enforced, &ENFORCED, &mut stage, &mut n).await?;

    // Every request above, allowed or refused, is one line of the hash-chained audit.
    let audit = dir.path().join("audit.jsonl");
    let log = std::fs::read(&audit).with_context(|| format!("cannot read {}", audit.display()))?;
    let intact = wirepass::audit::chain::verify([log.as_slice()])
        .map_err(|b| anyhow::anyhow!("the demo's audit is broken at line {}: {}", b.line, b.why))?;
    ensure!(
        intact.events as usize >= n,
        "the audit holds {} events for {n} requests",
        intact.events
    );
    if out.explain {
        println!(
            "`wirepass audit verify` on the demo's log: {} events, each line holding the hash of the one before; the chain is intact.\n",
            intact.events
        );
    } else {
        let what = format!("{} events, hash chain intact", intact.events);
        out.outcome("audit verify on the demo's log", &what, true, "");
        println!();
    }
    println!(
        "The origin received {reached} request{} in the first {} steps: what wirepass refused never left this machine.",
        if reached == 1 { "" } else { "s" },
        STEPS.len()
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
    let out = stage.out;
    out.detail(format!("Step {n}: {}", step.title));
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
    out.detail(format!("  -> {} {url}   {as_whom}", step.method));
    if let Some(b) = shown {
        out.detail(format!("     {b}"));
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
        Some(want) => refused(&answer, want, reached, out)?,
    }
    for line in step.why {
        out.detail(format!("  {line}"));
    }
    out.detail("");
    match step.refused {
        None => out.outcome(
            step.title,
            &format!("{} forwarded", answer.status),
            true,
            "",
        ),
        Some((status, code)) => {
            let json: serde_json::Value = serde_json::from_str(&answer.body).unwrap_or_default();
            let reason = json["refused"]["reason"].as_str().unwrap_or_default();
            out.outcome(
                step.title,
                &format!("{status} {code}"),
                false,
                &brief(reason, 64),
            );
        }
    }
    Ok(())
}

/// Checks and shows a forwarded request: what the origin saw.
fn forwarded(answer: &Answer, stage: &Stage) -> anyhow::Result<()> {
    let out = stage.out;
    out.detail(format!("  <- {} (forwarded)", answer.status));
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
    out.detail(format!("     The server saw `authorization: {auth}`"));
    out.detail("     and no x-wirepass-user header.");
    Ok(())
}

/// Checks and shows a refusal: status, code and reason.
fn refused(answer: &Answer, want: (u16, &str), reached: usize, out: Out) -> anyhow::Result<()> {
    let code = answer.header("x-wirepass-refused").unwrap_or("(none)");
    out.detail(format!(
        "  <- {}   x-wirepass-refused: {code}",
        answer.status
    ));
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
        out.detail("     (wirepass answered the CONNECT itself: no tunnel was opened)");
    }
    let json: serde_json::Value = serde_json::from_str(&answer.body).unwrap_or_default();
    let field = |k: &str| json["refused"][k].as_str().map(str::to_string);
    if let (Some(service), Some(action), Some(resource)) =
        (field("service"), field("action"), field("resource"))
    {
        out.detail(format!("     mapped to: {service} {action} on {resource}"));
    }
    if let Some(reason) = json["refused"]["reason"].as_str() {
        for (i, line) in wrap(reason, 68).iter().enumerate() {
            let label = if i == 0 { "reason:" } else { "       " };
            out.detail(format!("     {label} {line}"));
        }
    }
    Ok(())
}

/// The start of a reason, for a one-line outcome: its first clause, at most `width`
/// characters.
fn brief(reason: &str, width: usize) -> String {
    let end = ["; ", ". "]
        .iter()
        .filter_map(|d| reason.find(d))
        .min()
        .unwrap_or(reason.len());
    let first = reason[..end].trim();
    if first.chars().count() <= width {
        return first.to_string();
    }
    let cut: String = first.chars().take(width.saturating_sub(1)).collect();
    format!("{}…", cut.trim_end())
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

/// Runs `steps` (numbered on from `n`) through a wirepass of its own started with
/// `options` (a dry run, an enforced one), then stops it.
async fn act(
    config_text: &str,
    dir: &Path,
    options: RunOptions,
    steps: &[Step],
    stage: &mut Stage,
    n: &mut usize,
) -> anyhow::Result<()> {
    let proxy = start_proxy(config_text, dir, options).await?;
    stage.proxy = proxy.addr;
    stage.wirepass_ca = proxy.ca_pem.clone();
    for step in steps {
        *n += 1;
        run_step(*n, step, stage).await?;
    }
    let _ = proxy.stop.send(());
    Ok(())
}

/// Binds a proxy on an ephemeral port with the demo's configuration and serves it.
async fn start_proxy(
    config_text: &str,
    dir: &Path,
    options: RunOptions,
) -> anyhow::Result<RunningProxy> {
    let config = Config::parse(config_text, Path::new("<demo configuration>"), dir)?;
    let options = RunOptions {
        listen: Some("127.0.0.1:0".into()),
        ca_dir: Some(dir.join("wirepass-ca")),
        ..options
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
