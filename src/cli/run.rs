//! `wirepass run`: load the config (and the entitlements to enforce or record into), make
//! sure a CA exists, bind, print the one line `listening on http://IP:PORT` on standard
//! output, and serve until SIGTERM / Ctrl-C; then write the recording a last time.

use std::io::Write;
use std::path::PathBuf;
use std::sync::{mpsc, Arc, OnceLock};
use std::time::Duration;

use anyhow::Context;
use wirepass::config::Config;
use wirepass::entitlements::record::WRITE_EVERY;
use wirepass::entitlements::{Enforcer, Recorder};
use wirepass::proxy::{Proxy, RunOptions};

use super::Status;

/// Arguments of `wirepass run`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Address to listen on (port 0 picks a free port) [default: config, then 127.0.0.1:8080].
    #[arg(long, value_name = "ADDR")]
    listen: Option<String>,
    /// Folder of the CA; created with a new CA when empty [default: config, then certs].
    #[arg(long, value_name = "DIR")]
    ca_dir: Option<PathBuf>,
    /// The configuration file [default: built-in defaults].
    #[arg(long, value_name = "FILE")]
    config: Option<PathBuf>,
    /// An extra root CA trusted for upstream TLS (repeatable).
    #[arg(long = "upstream-ca", value_name = "FILE")]
    upstream_ca: Vec<PathBuf>,
    /// Connect to ADDR for HOST:PORT, like curl's --resolve (repeatable).
    #[arg(long, value_name = "HOST:PORT:ADDR")]
    resolve: Vec<String>,
    /// Append the hash-chained audit to FILE (`-`: standard output, after the ready line);
    /// wins over the config's `audit.file`.
    #[arg(long, value_name = "FILE")]
    audit: Option<PathBuf>,
    /// A dry run that records what each user's agent does into FILE (merged into it when
    /// it exists): permission refusals are forwarded and logged as `would_refuse`, safety
    /// refusals (leaks, private addresses, malformed requests) still hold. Written every
    /// few seconds when it changed, and on shutdown.
    #[arg(long, value_name = "FILE")]
    record: Option<PathBuf>,
    /// Enforce an entitlements file (one `--record` wrote): anything it does not list for
    /// the request's user is refused (`not_in_entitlements`), on top of the grants.
    #[arg(long, value_name = "FILE")]
    entitlements: Option<PathBuf>,
    /// Reload the configuration (and the route tables and entitlements it uses) when the
    /// files change, checked every second; SIGHUP reloads too. Every request from then on,
    /// on open connections too, is decided with the new one.
    #[arg(long)]
    watch: bool,
    /// Also accept connections redirected to ADDR by nftables / iptables (`redirect`),
    /// for clients that ignore proxy variables: the host is read from the TLS server name
    /// (SNI), which must resolve to the address the client dialled. Prints
    /// `transparent on IP:PORT` after the listening line.
    #[arg(long, value_name = "ADDR")]
    transparent: Option<String>,
    /// Serve the admin endpoint on ADDR (never the proxy port): /healthz, /readyz, /metrics
    /// and the live decisions page, whose URL (with its token) is printed as `admin on
    /// http://IP:PORT/?token=…` after the listening line [default: config `admin.listen`,
    /// else off].
    #[arg(long, value_name = "ADDR")]
    admin: Option<String>,
    /// Log format on standard error (filter with RUST_LOG).
    #[arg(long, value_enum, default_value_t = LogFormat::Text)]
    log_format: LogFormat,
}

/// How logs are written.
#[derive(Debug, Clone, Copy, clap::ValueEnum)]
pub enum LogFormat {
    Text,
    Json,
}

/// Sends tracing output to standard error through [`LogSink`]; `RUST_LOG` filters
/// (default `info`).
pub fn init_logging(format: LogFormat) {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(LogSink::start())
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()));
    let _ = match format {
        LogFormat::Text => builder.try_init(),
        LogFormat::Json => builder.json().flatten_event(true).try_init(),
    };
}

/// What the log thread is asked to do.
enum LogMsg {
    Line(Vec<u8>),
    Flush(mpsc::Sender<()>),
}

/// Log lines go to one thread that writes standard error, so no request waits on a slow
/// terminal or pipe. The queue is bounded: when stderr cannot keep up, loggers wait
/// rather than memory growing.
#[derive(Clone)]
struct LogSink {
    tx: mpsc::SyncSender<LogMsg>,
}

static LOG_SINK: OnceLock<LogSink> = OnceLock::new();

impl LogSink {
    fn start() -> LogSink {
        LOG_SINK
            .get_or_init(|| {
                let (tx, rx) = mpsc::sync_channel::<LogMsg>(4096);
                let spawned = std::thread::Builder::new()
                    .name("wirepass-log".into())
                    .spawn(move || {
                        // Lines that queued up while one was written go out in one write:
                        // under load that is one syscall for many requests, not one each.
                        let mut err =
                            std::io::BufWriter::with_capacity(64 * 1024, std::io::stderr());
                        while let Ok(first) = rx.recv() {
                            let mut next = Some(first);
                            while let Some(msg) = next.take() {
                                match msg {
                                    LogMsg::Line(l) => {
                                        let _ = err.write_all(&l);
                                    }
                                    LogMsg::Flush(ack) => {
                                        let _ = err.flush();
                                        let _ = ack.send(());
                                    }
                                }
                                next = rx.try_recv().ok();
                            }
                            let _ = err.flush();
                        }
                    });
                if spawned.is_err() {
                    eprintln!("wirepass: cannot start the log thread; logs are dropped");
                }
                LogSink { tx }
            })
            .clone()
    }
}

/// Waits (briefly) until every queued log line is written.
fn flush_logs() {
    if let Some(sink) = LOG_SINK.get() {
        let (ack, done) = mpsc::channel();
        if sink.tx.send(LogMsg::Flush(ack)).is_ok() {
            let _ = done.recv_timeout(Duration::from_secs(2));
        }
    }
}

/// One event's line, handed to the log thread.
struct LogWriter {
    tx: mpsc::SyncSender<LogMsg>,
}

impl Write for LogWriter {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let _ = self.tx.send(LogMsg::Line(buf.to_vec()));
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl<'a> tracing_subscriber::fmt::MakeWriter<'a> for LogSink {
    type Writer = LogWriter;

    fn make_writer(&'a self) -> LogWriter {
        LogWriter {
            tx: self.tx.clone(),
        }
    }
}

/// Runs `wirepass run`.
pub fn run(args: Args) -> anyhow::Result<Status> {
    init_logging(args.log_format);
    // Validated before anything is created or bound.
    let mut config = match &args.config {
        Some(path) => Config::load(path)?,
        None => Config::embedded(),
    };
    if let Some(audit) = args.audit {
        // Relative to where wirepass runs, like every other flag, not to the config file.
        let audit = if audit.as_os_str() == "-" {
            audit
        } else {
            std::path::absolute(&audit).with_context(|| format!("--audit {}", audit.display()))?
        };
        config.file.audit.file = Some(audit);
    }
    // Both files are read before anything is bound; the recording is first written once the
    // rest of the configuration has compiled too.
    let entitlements = match &args.entitlements {
        Some(p) => Some(
            std::path::absolute(p).with_context(|| format!("--entitlements {}", p.display()))?,
        ),
        None => None,
    };
    let enforcer = match &entitlements {
        Some(p) => Some(Arc::new(Enforcer::load(p)?)),
        None => None,
    };
    let recorder = match &args.record {
        Some(p) => {
            let p = std::path::absolute(p).with_context(|| format!("--record {}", p.display()))?;
            Some(Recorder::open(&p)?)
        }
        None => None,
    };
    let opts = RunOptions {
        listen: args.listen,
        ca_dir: args.ca_dir,
        upstream_ca: args.upstream_ca,
        resolve: args.resolve,
        entitlements: enforcer,
        record: recorder.clone(),
        transparent: args.transparent,
        admin: args.admin,
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("cannot start the async runtime")?;
    let result = runtime.block_on(async move {
        // bind validates everything before it creates the CA or touches the port.
        let proxy = Proxy::bind(config, opts).await?;
        if let Some(r) = &recorder {
            r.write()
                .with_context(|| format!("--record {}: cannot write", r.path().display()))?;
        }
        // Trust mode (anyone who can reach the proxy can claim any user), and a credential
        // toward a host pattern (it reaches every host the pattern matches): said at start.
        let pipeline = proxy.pipeline();
        let session_warning = pipeline.sessions().warning().map(str::to_string);
        for w in session_warning
            .into_iter()
            .chain(pipeline.wide_credentials())
        {
            eprintln!("wirepass: warning: {w}");
        }
        let ca = proxy.ca();
        if ca.was_created() {
            eprintln!(
                "wirepass: created a new CA in {}; clients must trust {} (see `wirepass env`)",
                ca.dir().display(),
                ca.ca_pem_path().display()
            );
        }
        let addr = proxy
            .local_addr()
            .context("cannot read the bound address")?;
        let shutdown = shutdown_signal()?;
        let admin = proxy.admin();
        let sources = Sources {
            config: args.config.clone(),
            // A file this run records into changes every few seconds: not watched.
            entitlements: entitlements
                .filter(|e| Some(e.as_path()) != recorder.as_ref().map(|r| r.path())),
        };
        reloads(
            proxy.reloader(),
            sources,
            args.watch,
            admin.as_ref().map(|(_, state)| state.clone()),
        )?;
        if let Some(r) = &recorder {
            eprintln!(
                "wirepass: dry run: permission refusals are forwarded as would_refuse and \
                 every request is recorded into {}",
                r.path().display()
            );
            tokio::spawn(write_periodically(r.clone()));
        }
        let mut out = std::io::stdout().lock();
        writeln!(out, "listening on http://{addr}")?;
        if let Some(t) = proxy.transparent_addr() {
            writeln!(out, "transparent on {}", t?)?;
        }
        if let Some((a, state)) = &admin {
            let a = a
                .as_ref()
                .map_err(|e| anyhow::anyhow!("the admin address: {e}"))?;
            writeln!(
                out,
                "admin on {}",
                wirepass::admin::page_url(*a, state.token())
            )?;
        }
        out.flush()?;
        drop(out);
        proxy.serve(shutdown).await?;
        if let Some(r) = recorder {
            let path = r.path().display().to_string();
            tokio::task::spawn_blocking(move || r.write())
                .await
                .context("the recording's last write did not finish")?
                .with_context(|| format!("--record {path}: the recording could not be written"))?;
            tracing::info!(file = %path, "recording written");
        }
        tracing::info!("stopped");
        anyhow::Ok(())
    });
    flush_logs();
    result?;
    Ok(Status::Ok)
}

/// Writes the recording every [`WRITE_EVERY`] when it changed (a failed write is logged and
/// tried again at the next tick).
async fn write_periodically(recorder: Recorder) {
    let mut tick = tokio::time::interval(WRITE_EVERY);
    tick.tick().await;
    loop {
        tick.tick().await;
        let r = recorder.clone();
        match tokio::task::spawn_blocking(move || r.write()).await {
            Ok(Ok(_)) => {}
            Ok(Err(e)) => tracing::error!(
                file = %recorder.path().display(),
                "the recording could not be written (tried again in {WRITE_EVERY:?}): {e}"
            ),
            Err(e) => tracing::error!("the recording's writer failed: {e}"),
        }
    }
}

/// What a reload re-reads: the configuration file (none: the embedded defaults) and the
/// entitlements file.
struct Sources {
    config: Option<PathBuf>,
    entitlements: Option<PathBuf>,
}

impl Sources {
    /// Reads both and serves new connections with them, or says why not.
    fn reload(&self, reloader: &wirepass::proxy::Reloader) -> Result<(), String> {
        let config = match &self.config {
            Some(p) => Config::load(p).map_err(|e| e.to_string())?,
            None => Config::embedded(),
        };
        let enforcer = match &self.entitlements {
            Some(p) => Some(Arc::new(Enforcer::load(p).map_err(|e| e.to_string())?)),
            None => None,
        };
        reloader
            .reload_entitled(&config, enforcer)
            .map_err(|e| e.to_string())
    }

    /// The files `--watch` compares.
    fn watched(&self) -> Vec<(PathBuf, Option<(u64, std::time::SystemTime)>)> {
        let mut files = self.config.as_deref().map(watched).unwrap_or_default();
        files.extend(self.entitlements.iter().map(|p| stamped(p.clone())));
        files
    }
}

/// Reloads the configuration (and the entitlements) on SIGHUP and, with `--watch`, when
/// their files change. A file that does not compile is logged with its `file:line` and
/// the ones in use stay.
fn reloads(
    reloader: wirepass::proxy::Reloader,
    sources: Sources,
    watch: bool,
    admin: Option<Arc<wirepass::admin::Admin>>,
) -> anyhow::Result<()> {
    #[cfg(unix)]
    let mut hup = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::hangup())
        .context("cannot handle SIGHUP")?;
    if sources.config.is_none() && sources.entitlements.is_none() {
        #[cfg(unix)]
        tokio::spawn(async move {
            while hup.recv().await.is_some() {
                tracing::warn!("SIGHUP: nothing to reload (wirepass runs on its embedded defaults; start it with --config)");
            }
        });
        return Ok(());
    }
    tokio::spawn(async move {
        let mut seen = sources.watched();
        let mut tick = tokio::time::interval(Duration::from_secs(1));
        loop {
            #[cfg(unix)]
            let why = tokio::select! {
                _ = hup.recv() => "SIGHUP",
                _ = tick.tick(), if watch => "a changed file",
            };
            #[cfg(not(unix))]
            let why = {
                tick.tick().await;
                if !watch {
                    continue;
                }
                "a changed file"
            };
            if why == "a changed file" {
                let now = sources.watched();
                if now == seen {
                    continue;
                }
                seen = now;
            }
            let readiness = match sources.reload(&reloader) {
                Ok(()) => {
                    tracing::info!(
                        reason = why,
                        "configuration reloaded; every request from now on is decided with it"
                    );
                    wirepass::admin::Readiness::Ready
                }
                Err(e) => {
                    tracing::error!(
                        reason = why,
                        "configuration not reloaded, the one in use stays: {e}"
                    );
                    wirepass::admin::Readiness::ConfigInvalid(e)
                }
            };
            if let Some(a) = &admin {
                a.set_readiness(readiness);
            }
        }
    });
    Ok(())
}

/// What `--watch` compares: the length and modification time of the config file, of the
/// session key or JWKS file it names and of every route table file it names (a file that
/// cannot be read counts as a change when it comes back).
fn watched(path: &std::path::Path) -> Vec<(PathBuf, Option<(u64, std::time::SystemTime)>)> {
    let mut files = vec![path.to_path_buf()];
    if let Ok(config) = Config::load(path) {
        // The session key and the JWKS: rotating either revokes every token it signed.
        let session = &config.file.session;
        if let Some(key) = session
            .key
            .as_deref()
            .and_then(|k| k.trim().strip_prefix("file:"))
        {
            files.push(config.resolve_path(std::path::Path::new(key)));
        }
        if let Some(jwt) = &session.jwt {
            files.push(config.resolve_path(&jwt.jwks));
        }
        for service in config.file.services.values() {
            match service.routes.as_deref() {
                None | Some("none") => {}
                Some(r) if r.starts_with("builtin:") => {}
                Some(r) => files.push(config.resolve_path(std::path::Path::new(r))),
            }
        }
    }
    files.into_iter().map(stamped).collect()
}

/// A file and its length and modification time (none when it cannot be read).
fn stamped(f: PathBuf) -> (PathBuf, Option<(u64, std::time::SystemTime)>) {
    let stamp = std::fs::metadata(&f)
        .ok()
        .and_then(|m| Some((m.len(), m.modified().ok()?)));
    (f, stamp)
}

/// Registers SIGTERM and Ctrl-C handlers now (before the ready line, so a signal sent
/// right after it is never missed) and returns a future that resolves on either.
fn shutdown_signal() -> anyhow::Result<impl std::future::Future<Output = ()>> {
    #[cfg(unix)]
    let (mut term, mut int) = {
        use tokio::signal::unix::{signal, SignalKind};
        (
            signal(SignalKind::terminate()).context("cannot handle SIGTERM")?,
            signal(SignalKind::interrupt()).context("cannot handle SIGINT")?,
        )
    };
    Ok(async move {
        #[cfg(unix)]
        tokio::select! {
            _ = term.recv() => {},
            _ = int.recv() => {},
        }
        #[cfg(not(unix))]
        let _ = tokio::signal::ctrl_c().await;
        tracing::info!("stopping: no new connections; in-flight requests may finish");
    })
}
