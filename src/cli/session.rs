//! `wirepass session`: make a key, mint a token (printed alone on standard output), and
//! explain a token. Keys and tokens are never printed anywhere else.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};

use anyhow::{bail, Context};
use wirepass::config::Config;
use wirepass::policy::glob::ActionPattern;
use wirepass::session::token::{self, Claims, Key};
use wirepass::session::{self as sess, secret, SessionMode};

use super::Status;

/// Arguments of `wirepass session`.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, clap::Subcommand)]
enum Command {
    /// Write a fresh random 32-byte session key (mode 0600) for `session.key: file:PATH`.
    Keygen {
        /// Where to write the key.
        #[arg(long)]
        out: PathBuf,
        /// Replace an existing file.
        #[arg(long)]
        force: bool,
    },
    /// Mint a signed session token; prints the token alone on standard output.
    Mint {
        /// The configuration (for session.key and session.audience).
        #[arg(long)]
        config: Option<PathBuf>,
        /// The key as `file:PATH` or `env:NAME` (default: session.key of the config).
        #[arg(long)]
        key: Option<String>,
        /// The user the token is for.
        #[arg(long)]
        user: String,
        /// Groups, comma-separated.
        #[arg(long, value_delimiter = ',')]
        groups: Vec<String>,
        /// How long the token is valid (`90s`, `15m`, `1h`, `7d`).
        #[arg(long, default_value = "1h")]
        ttl: String,
        /// Narrow the token to `service:action` globs (repeatable); default: no narrowing.
        #[arg(long)]
        scope: Vec<String>,
        /// The audience (default: session.audience, else `wirepass`).
        #[arg(long)]
        audience: Option<String>,
    },
    /// Explain a token: user, groups, expiry and scope, or why it is invalid (exit 0 valid,
    /// 1 invalid, 2 error).
    Verify {
        /// The configuration (session mode, key or JWKS).
        #[arg(long)]
        config: Option<PathBuf>,
        /// The token, or `-` to read it from standard input.
        token: String,
    },
}

/// Runs `wirepass session`.
pub fn run(args: Args) -> anyhow::Result<Status> {
    match args.command {
        Command::Keygen { out, force } => keygen(&out, force),
        Command::Mint {
            config,
            key,
            user,
            groups,
            ttl,
            scope,
            audience,
        } => {
            let config = load(config.as_deref())?;
            let key = match key {
                Some(source) => {
                    let text = secret::load(&source, Path::new(".")).context("--key")?;
                    Key::from_text(&text).map_err(anyhow::Error::msg)?
                }
                None => match &config.file.session.key {
                    Some(source) => sess::load_key(source, &config.base_dir)
                        .map_err(|e| config.locate(e.under("session.key")))?,
                    None => bail!("no key: pass --key file:PATH (or env:NAME), or set session.key in the config"),
                },
            };
            let ttl = token::parse_ttl(&ttl)
                .with_context(|| format!("--ttl `{ttl}` is not like 90s, 15m, 1h or 7d"))?;
            for p in &scope {
                if ActionPattern::parse(p).is_none() {
                    bail!("--scope `{p}` is not `service:action` (e.g. `github:pulls.*`)");
                }
            }
            let now = token::now();
            let claims = Claims {
                user,
                groups: groups
                    .into_iter()
                    .filter(|g| !g.trim().is_empty())
                    .collect(),
                exp: now.saturating_add(ttl),
                nbf: now,
                aud: audience
                    .or_else(|| config.file.session.audience.clone())
                    .unwrap_or_else(|| sess::DEFAULT_AUDIENCE.to_string()),
                scope: (!scope.is_empty()).then_some(scope),
            };
            token::check_user(&claims.user, &claims.groups)?;
            let tok = token::mint(&key, &claims)?;
            let mut out = std::io::stdout().lock();
            writeln!(out, "{tok}")?;
            Ok(Status::Ok)
        }
        Command::Verify { config, token } => {
            let config = load(config.as_deref())?;
            let sessions = wirepass::config::stages::sessions(&config)?;
            if sessions.mode() == SessionMode::Trust {
                bail!("session.mode is trust: there are no tokens to verify (set session.key or session.jwt)");
            }
            let token = if token == "-" {
                let mut s = String::new();
                std::io::stdin().read_to_string(&mut s)?;
                zeroize::Zeroizing::new(s.trim().to_string())
            } else {
                zeroize::Zeroizing::new(token)
            };
            match sessions.verify(&token) {
                Ok(v) => {
                    let s = &v.session;
                    println!("valid {} token", mode_name(sessions.mode()));
                    println!("user:    {}", s.user);
                    println!("groups:  {}", list(&s.groups, "(none)"));
                    println!("expires: {}", when(v.expires));
                    if let Some(nbf) = v.not_before {
                        println!("valid from: {}", when(nbf));
                    }
                    match &s.scope {
                        Some(scope) => {
                            println!("scope:   {}", list(scope, "(empty: allows nothing)"))
                        }
                        None => println!("scope:   (none: the user's grants apply unnarrowed)"),
                    }
                    Ok(Status::Ok)
                }
                Err(e) => {
                    println!("invalid: {e}");
                    Ok(Status::No)
                }
            }
        }
    }
}

fn mode_name(m: SessionMode) -> &'static str {
    match m {
        SessionMode::Trust => "trust",
        SessionMode::Token => "wirepass",
        SessionMode::Jwt => "JWT",
    }
}

fn list(v: &[String], empty: &str) -> String {
    if v.is_empty() {
        empty.to_string()
    } else {
        v.join(", ")
    }
}

/// A time as RFC 3339 with how far away it is.
pub fn when(ts: u64) -> String {
    use time::format_description::well_known::Rfc3339;
    let at = i64::try_from(ts)
        .ok()
        .and_then(|t| time::OffsetDateTime::from_unix_timestamp(t).ok())
        .and_then(|t| t.format(&Rfc3339).ok())
        .unwrap_or_else(|| ts.to_string());
    let now = token::now();
    if ts >= now {
        format!("{at} (in {}s)", ts - now)
    } else {
        format!("{at} ({}s ago)", now - ts)
    }
}

/// The config at `path`, or the embedded defaults.
pub fn load(path: Option<&Path>) -> anyhow::Result<Config> {
    Ok(match path {
        Some(p) => Config::load(p)?,
        None => Config::embedded(),
    })
}

fn keygen(out: &Path, force: bool) -> anyhow::Result<Status> {
    let mut bytes = vec![0u8; 32];
    getrandom::fill(&mut bytes).map_err(|e| anyhow::anyhow!("no randomness: {e}"))?;
    let key = Key::from_bytes(bytes).map_err(anyhow::Error::msg)?;
    // The key's folder is made as `init` makes the CA's (`certs/` on a fresh checkout).
    if let Some(dir) = out.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir)
            .map_err(|e| anyhow::anyhow!("cannot make {}: {e}", dir.display()))?;
    }
    let mut opts = std::fs::OpenOptions::new();
    opts.write(true);
    if force {
        opts.create(true).truncate(true);
    } else {
        opts.create_new(true);
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        opts.mode(0o600);
    }
    let mut f = opts.open(out).map_err(|e| {
        if e.kind() == std::io::ErrorKind::AlreadyExists {
            anyhow::anyhow!("{} exists; pass --force to replace it", out.display())
        } else {
            anyhow::anyhow!("cannot write {}: {e}", out.display())
        }
    })?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        f.set_permissions(std::fs::Permissions::from_mode(0o600))?;
    }
    writeln!(f, "{}", key.to_text().as_str())?;
    f.sync_all()?;
    eprintln!(
        "wrote a session key to {} (mode 0600); set `session: {{key: \"file:{}\"}}`",
        out.display(),
        out.display()
    );
    Ok(Status::Ok)
}
