//! The proxy shell: listener, CONNECT, intercept or tunnel, forward, streaming. It feeds
//! the pipeline's phases (admit, decide, respond, end) from sockets and applies what they
//! return; it decides nothing itself.
//!
//! [`Proxy::bind`] compiles everything (config, pipeline, CA, TLS roots) before it binds
//! the port, so a bad config never leaves a half-started proxy; [`Proxy::serve`] accepts
//! until the shutdown future resolves, then lets in-flight requests finish within
//! `limits.grace_period`.

pub(crate) mod body;
pub(crate) mod conns;
pub(crate) mod forward;
pub mod headers;
pub mod hosts;
pub(crate) mod idle;
pub(crate) mod intercept;
pub mod limits;
pub(crate) mod listener;
pub use listener::SELF_TEST_HOST;
pub(crate) mod parse_answer;
pub(crate) mod rewind;
pub mod rules;
pub mod settings;
pub(crate) mod splice;
pub(crate) mod transparent;
pub(crate) mod upstream;

use std::future::Future;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;

use hyper_util::rt::{TokioExecutor, TokioTimer};
use hyper_util::server::conn::auto;
use tokio::net::TcpListener;
use tokio::task::JoinSet;

pub use settings::{
    DefaultDisposition, Disposition, DurationText, EgressFile, HostsFile, Limits, LimitsFile,
    ProxySections, Settings,
};

use crate::admin::{Admin, Readiness};
use crate::config::{stages, Config};
use crate::pipeline::{Pipeline, Record};
use crate::refusal::{Code, Refusal};
use crate::request::RequestId;
use crate::section::ConfigError;
use crate::tls::{Ca, LeafCache, TlsError};

/// The address used when neither the config nor the command line names one.
pub const DEFAULT_LISTEN: &str = "127.0.0.1:8080";
/// The CA folder used when neither the config nor the command line names one.
pub const DEFAULT_CA_DIR: &str = "certs";

/// The largest DATA frame a client may send us (uploads).
const H2_CLIENT_FRAME: u32 = 64 * 1024;

/// Overrides from the command line (each wins over the config file).
#[derive(Debug, Clone, Default)]
pub struct RunOptions {
    /// `--listen ADDR` (port 0 picks a free port).
    pub listen: Option<String>,
    /// `--ca-dir DIR`.
    pub ca_dir: Option<PathBuf>,
    /// `--upstream-ca FILE`, added to the config's `upstream_ca`.
    pub upstream_ca: Vec<PathBuf>,
    /// `--resolve HOST:PORT:ADDR`, added to (and winning over) `egress.resolve`.
    pub resolve: Vec<String>,
    /// `--entitlements FILE`, read and compiled: enforced in decide's stage 5.
    pub entitlements: Option<Arc<crate::entitlements::Enforcer>>,
    /// `--record FILE`: a dry run recording into this (the caller writes it out).
    pub record: Option<crate::entitlements::Recorder>,
    /// `--transparent ADDR`: also accept connections redirected by nftables / iptables.
    pub transparent: Option<String>,
    /// `--admin ADDR`: serve health, metrics and the live page there.
    pub admin: Option<String>,
}

impl RunOptions {
    /// The CA folder: `--ca-dir`, else the config's `ca_dir`, else `certs`.
    pub fn ca_dir_for(&self, config: &Config) -> PathBuf {
        self.ca_dir.clone().unwrap_or_else(|| {
            config
                .file
                .ca_dir
                .as_ref()
                .map(|d| config.resolve_path(d))
                .unwrap_or_else(|| PathBuf::from(DEFAULT_CA_DIR))
        })
    }

    /// The listen address: `--listen`, else the config's `listen`, else 127.0.0.1:8080.
    pub fn listen_for(&self, config: &Config) -> String {
        self.listen
            .clone()
            .or_else(|| config.file.listen.clone())
            .unwrap_or_else(|| DEFAULT_LISTEN.to_string())
    }
}

/// Why the proxy could not start or stopped with a fault.
#[derive(Debug, thiserror::Error)]
pub enum ProxyError {
    #[error(transparent)]
    Config(#[from] ConfigError),
    #[error(transparent)]
    Tls(#[from] TlsError),
    /// (The OS's error is in the message, not a source: the chain would print it twice.)
    #[error("cannot listen on {addr}: {error}")]
    Bind { addr: String, error: std::io::Error },
}

/// The configuration a request is decided with: the latest one, which a reload swaps
/// for every connection, so a revoked grant, a rotated session key or a narrowed
/// entitlements file holds for the next request of a connection already open. A
/// connection that takes no more requests (an upgraded one, a spliced tunnel) waits on it
/// and is judged again when it changes.
type Latest = tokio::sync::watch::Sender<Arc<Pipeline>>;

/// What every connection shares: compiled once at bind.
pub(crate) struct Shared {
    /// The configuration the connection was admitted with (its CONNECT, its TLS): a
    /// request inside it is decided with [`Shared::pipeline_now`].
    pub pipeline: Arc<Pipeline>,
    latest: Arc<Latest>,
    pub settings: Settings,
    pub leaves: Arc<LeafCache>,
    pub server_tls: Arc<rustls::ServerConfig>,
    pub clients: upstream::Clients,
    pub http: auto::Builder<TokioExecutor>,
    /// Client connections open, against `limits.max_connections*`.
    pub conns: Arc<conns::Conns>,
}

impl Shared {
    /// The configuration in force now (the latest reload's), for one request.
    pub fn pipeline_now(&self) -> Arc<Pipeline> {
        self.latest.borrow().clone()
    }

    /// Each configuration a reload puts in force from now on, for a connection that stays
    /// open without taking requests and must be judged again when it changes.
    pub fn reloads(&self) -> tokio::sync::watch::Receiver<Arc<Pipeline>> {
        self.latest.subscribe()
    }

    /// The same shell around another pipeline (a reloaded configuration).
    fn with_pipeline(&self, pipeline: Pipeline) -> Shared {
        let pipeline = Arc::new(pipeline);
        self.latest.send_replace(pipeline.clone());
        Shared {
            pipeline,
            latest: self.latest.clone(),
            settings: self.settings.clone(),
            leaves: self.leaves.clone(),
            server_tls: self.server_tls.clone(),
            clients: self.clients.clone(),
            http: self.http.clone(),
            conns: self.conns.clone(),
        }
    }
}

/// What new connections are served with; a reload swaps it, and connections already
/// open keep the one they started with.
type Current = std::sync::RwLock<Arc<Shared>>;

/// A bound proxy, ready to serve.
pub struct Proxy {
    listener: TcpListener,
    /// Redirected connections (`--transparent`), when asked for.
    transparent: Option<TcpListener>,
    /// The admin endpoint (`--admin`), when asked for.
    admin: Option<(TcpListener, Arc<Admin>)>,
    shared: Arc<Current>,
    /// The leaf cache and its CA, the same across reloads.
    leaves: Arc<LeafCache>,
}

/// Swaps in a new configuration for new connections (SIGHUP, `run --watch`).
#[derive(Clone)]
pub struct Reloader {
    current: Arc<Current>,
}

impl Reloader {
    /// Compiles `config` (session, credentials, route tables, grants, hosts, scanning)
    /// and serves new connections with it; on any error nothing changes. The listen
    /// address, the CA, `limits`, `egress`, the audit and the recording are read at start
    /// only; the entitlements in use stay.
    pub fn reload(&self, config: &Config) -> Result<(), ConfigError> {
        self.reload_entitled(config, None)
    }

    /// Like [`Reloader::reload`], and enforces `entitlements` (a re-read `--entitlements`
    /// file) when given, instead of the one in use.
    pub fn reload_entitled(
        &self,
        config: &Config,
        entitlements: Option<Arc<crate::entitlements::Enforcer>>,
    ) -> Result<(), ConfigError> {
        let now = current(&self.current);
        let pipeline = Pipeline::reloaded(config, &now.pipeline, entitlements)?;
        let next = Arc::new(now.with_pipeline(pipeline));
        match self.current.write() {
            Ok(mut c) => *c = next,
            Err(poisoned) => *poisoned.into_inner() = next,
        }
        Ok(())
    }
}

/// The way out of the live checks for an offline answer (`wirepass check --live`): the
/// config's `egress:` and `upstream_ca:` roots, as the running proxy's checks have.
pub fn check_transport(config: &Config) -> Result<crate::checks::Transport, ProxyError> {
    let settings = stages::settings(config)?;
    let roots = crate::tls::config::upstream_roots(&config_roots(config), None)?;
    let tls = crate::tls::config::UpstreamTls::new(roots)?;
    Ok(crate::checks::Transport::new(dialer(&settings), &tls))
}

/// The config's `upstream_ca:` files, resolved against its folder.
fn config_roots(config: &Config) -> Vec<PathBuf> {
    (config.file.upstream_ca.iter())
        .map(|p| config.resolve_path(p))
        .collect()
}

/// The dialer every way out uses: `egress.resolve`, the address guard, the connect timeout.
fn dialer(settings: &Settings) -> upstream::Dialer {
    upstream::Dialer::new(
        settings.resolve.clone(),
        settings.egress.clone(),
        settings.limits.connect_timeout,
    )
}

/// The shell new connections get.
fn current(c: &Current) -> Arc<Shared> {
    match c.read() {
        Ok(s) => s.clone(),
        Err(poisoned) => poisoned.into_inner().clone(),
    }
}

impl std::fmt::Debug for Proxy {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Proxy")
            .field("local_addr", &self.listener.local_addr().ok())
            .finish_non_exhaustive()
    }
}

impl Proxy {
    /// Compiles the config, loads (or creates) the CA and the upstream roots, then binds.
    pub async fn bind(config: Config, opts: RunOptions) -> Result<Proxy, ProxyError> {
        let mut settings = stages::settings(&config)?;
        for flag in &opts.resolve {
            let (key, addr) =
                settings::parse_resolve_flag(flag).map_err(|e| ConfigError::new("--resolve", e))?;
            settings.resolve.insert(key, addr);
        }
        let pipeline = Pipeline::new(&config)?
            .with_entitlements(opts.entitlements.clone())
            .with_recorder(opts.record.clone());
        let mut extra_roots = config_roots(&config);
        extra_roots.extend(opts.upstream_ca.iter().cloned());
        // Checked before the CA is created: a bad file is a config error, nothing is made.
        for p in &extra_roots {
            crate::tls::config::read_certs(p)?;
        }
        let ca = Ca::load_or_create(&opts.ca_dir_for(&config))?;
        let roots = crate::tls::config::upstream_roots(&extra_roots, Some(ca.cert_der()))?;
        let upstream_tls = crate::tls::config::UpstreamTls::new(roots)?;
        let leaves = Arc::new(LeafCache::new(ca, settings.limits.leaf_cache));
        let server_tls = crate::tls::config::server_config(leaves.clone())?;
        let dialer = dialer(&settings);
        // The live checks reach their backends the way requests reach origins: the same
        // dialer (egress guard, `egress.resolve`) and the same trust roots.
        let checks_out = crate::checks::Transport::new(dialer.clone(), &upstream_tls);
        pipeline.checks().connect(&checks_out);
        let admin_token = match &config.file.admin.token {
            Some(t) => Some(
                crate::session::secret::load(t, &config.base_dir)
                    .map_err(|e| ConfigError::new("admin.token", e.to_string()))?,
            ),
            None => None,
        };
        let clients =
            upstream::Clients::new(dialer, &upstream_tls, settings.limits.pool_idle_timeout);

        let limits = &settings.limits;
        let mut http = auto::Builder::new(TokioExecutor::new());
        http.http1()
            .timer(TokioTimer::new())
            .max_buf_size(limits.max_header_bytes)
            .header_read_timeout(limits.header_read_timeout);
        if limits.max_header_count != limits::DEFAULT_MAX_HEADER_COUNT {
            // Set only when it differs: hyper parses its default count on the stack.
            http.http1().max_headers(limits.max_header_count);
        }
        // Fixed windows rather than the adaptive one, which on a low-latency path stays
        // near 64 KiB per connection and stalls concurrent uploads (see upstream.rs).
        http.http2()
            .timer(TokioTimer::new())
            .max_header_list_size(limits.h2_max_header_list_size)
            .max_concurrent_streams(limits.h2_max_concurrent_streams)
            .max_pending_accept_reset_streams(limits.h2_max_pending_resets)
            .max_local_error_reset_streams(limits.h2_max_error_resets)
            .adaptive_window(false)
            .initial_stream_window_size(upstream::H2_STREAM_WINDOW)
            .initial_connection_window_size(upstream::H2_CONN_WINDOW)
            .max_frame_size(H2_CLIENT_FRAME);
        let conns = conns::Conns::new(limits.max_connections, limits.max_connections_per_client);

        let listen = opts.listen_for(&config);
        let listener = bind(&listen).await?;
        let admin_addr = opts
            .admin
            .clone()
            .or_else(|| config.file.admin.listen.clone());
        let (pipeline, admin) = match admin_addr {
            Some(addr) => {
                let listener = bind(&addr).await?;
                let admin = Arc::new(Admin::new(admin_token));
                let observer: Arc<dyn crate::pipeline::Observer> = admin.clone();
                (
                    pipeline.with_observer(Some(observer)),
                    Some((listener, admin)),
                )
            }
            None => (pipeline, None),
        };
        let pipeline = Arc::new(pipeline);
        let shared = Arc::new(std::sync::RwLock::new(Arc::new(Shared {
            latest: Arc::new(tokio::sync::watch::Sender::new(pipeline.clone())),
            pipeline,
            settings,
            leaves: leaves.clone(),
            server_tls,
            clients,
            http,
            conns,
        })));
        if let Some((_, admin)) = &admin {
            admin.attach(Arc::new(Sampler(shared.clone())));
        }
        let transparent = match &opts.transparent {
            Some(addr) => Some(bind(addr).await?),
            None => None,
        };
        Ok(Proxy {
            listener,
            transparent,
            admin,
            leaves,
            shared,
        })
    }

    /// The address actually bound (the real port when asked for port 0).
    pub fn local_addr(&self) -> std::io::Result<SocketAddr> {
        self.listener.local_addr()
    }

    /// The admin endpoint's address and state, when `--admin` asked for one.
    pub fn admin(&self) -> Option<(std::io::Result<SocketAddr>, Arc<Admin>)> {
        self.admin
            .as_ref()
            .map(|(l, a)| (l.local_addr(), a.clone()))
    }

    /// The transparent listener's address, when `--transparent` asked for one.
    pub fn transparent_addr(&self) -> Option<std::io::Result<SocketAddr>> {
        self.transparent.as_ref().map(TcpListener::local_addr)
    }

    /// The CA that signs the leaves.
    pub fn ca(&self) -> &Ca {
        self.leaves.ca()
    }

    /// The pipeline new connections are served with.
    pub fn pipeline(&self) -> Arc<Pipeline> {
        current(&self.shared).pipeline.clone()
    }

    /// A handle that reloads the configuration new connections are served with.
    pub fn reloader(&self) -> Reloader {
        Reloader {
            current: self.shared.clone(),
        }
    }

    /// Accepts connections until `shutdown` resolves; then stops accepting, lets
    /// in-flight requests finish within the grace period, and returns.
    pub async fn serve(self, shutdown: impl Future<Output = ()>) -> Result<(), ProxyError> {
        let (stop_tx, stop_rx) = tokio::sync::watch::channel(false);
        let mut tasks = JoinSet::new();
        tokio::pin!(shutdown);
        let admin_state = self.admin.as_ref().map(|(_, a)| a.clone());
        // The admin endpoint outlives the drain, so `/readyz` says "shutting down" while
        // in-flight requests finish.
        let (admin_stop_tx, admin_stop_rx) = tokio::sync::watch::channel(false);
        if let Some((listener, admin)) = self.admin {
            admin.set_readiness(Readiness::Ready);
            tokio::spawn(crate::admin::serve(listener, admin, admin_stop_rx));
        }
        loop {
            let (accepted, redirected) = tokio::select! {
                _ = &mut shutdown => break,
                a = self.listener.accept() => (a, false),
                a = accept(self.transparent.as_ref()) => (a, true),
            };
            match accepted {
                Ok((stream, peer)) => {
                    let shared = current(&self.shared);
                    match shared.conns.enter(peer.ip()) {
                        Ok(slot) => {
                            let stop = stop_rx.clone();
                            tasks.spawn(async move {
                                match stream.local_addr() {
                                    Ok(local) if redirected => {
                                        transparent::serve(shared, stream, peer, local, stop).await
                                    }
                                    Ok(_) => listener::serve_client(shared, stream, peer, stop).await,
                                    Err(e) => tracing::debug!(%peer, error = %e, "connection lost at accept"),
                                }
                                drop(slot);
                            });
                        }
                        // A redirected client sent no HTTP to answer in.
                        Err(_) if redirected => {
                            tracing::debug!(%peer, "over the connection limits; redirected connection closed")
                        }
                        Err(r) => match shared.conns.answer() {
                            Some(turn) => {
                                tasks.spawn(conns::refuse(shared, stream, peer, r, turn));
                            }
                            None => {
                                tracing::debug!(%peer, "over the connection limits; closed unanswered")
                            }
                        },
                    }
                }
                Err(e) => {
                    // Out of file descriptors and the like: back off instead of spinning.
                    tracing::warn!(error = %e, "accept failed");
                    tokio::time::sleep(std::time::Duration::from_millis(50)).await;
                }
            }
            while tasks.try_join_next().is_some() {}
        }
        drop(self.listener);
        drop(self.transparent);
        if let Some(admin) = &admin_state {
            admin.set_readiness(Readiness::Draining);
        }
        let _ = stop_tx.send(true);
        let grace = current(&self.shared).settings.limits.grace_period;
        let drained =
            tokio::time::timeout(grace, async { while tasks.join_next().await.is_some() {} }).await;
        if drained.is_err() {
            tracing::warn!(
                open = tasks.len(),
                "grace period over; closing the remaining connections"
            );
            tasks.abort_all();
        }
        let _ = admin_stop_tx.send(true);
        Ok(())
    }
}

/// What `/metrics` samples from the running proxy at each scrape.
struct Sampler(Arc<Current>);

impl std::fmt::Debug for Sampler {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Sampler")
    }
}

impl crate::admin::Gauges for Sampler {
    fn sample(&self) -> crate::admin::Sample {
        let shared = current(&self.0);
        crate::admin::Sample {
            open_connections: shared.conns.open(),
            leaf_cache: shared.leaves.len(),
            checks: (shared.pipeline.checks().checkers())
                .map(|(name, c)| {
                    let a = c.answers();
                    (name.to_string(), a.hits(), a.misses())
                })
                .collect(),
        }
    }

    fn audit_unready(&self) -> Option<String> {
        current(&self.0).pipeline.audit_unready()
    }
}

/// Binds `addr` (the proxy's, the transparent or the admin listener).
async fn bind(addr: &str) -> Result<TcpListener, ProxyError> {
    TcpListener::bind(addr)
        .await
        .map_err(|error| ProxyError::Bind {
            addr: addr.to_string(),
            error,
        })
}

/// The next connection on the transparent listener; never, when there is none.
async fn accept(
    listener: Option<&TcpListener>,
) -> std::io::Result<(tokio::net::TcpStream, SocketAddr)> {
    match listener {
        Some(l) => l.accept().await,
        None => std::future::pending().await,
    }
}

/// Drives a hyper connection; when `stop` fires (or `idle`, when given, resolves), asks it
/// to finish gracefully (in-flight requests complete, idle keep-alives close) and keeps
/// driving it to the end.
macro_rules! serve_gracefully {
    ($conn:expr, $stop:expr) => {
        $crate::proxy::serve_gracefully!($conn, $stop, std::future::pending::<()>())
    };
    ($conn:expr, $stop:expr, $idle:expr) => {
        $crate::proxy::serve_gracefully!($conn, $stop, $idle, std::future::pending::<()>())
    };
    // `$hard`: once the idle shutdown has begun, when to stop waiting for the connection
    // to end and drop it (a client that ignores HTTP/2's GOAWAY and its PING would hold
    // it for ever).
    ($conn:expr, $stop:expr, $idle:expr, $hard:expr) => {{
        let conn = $conn;
        tokio::pin!(conn);
        let mut stop = $stop;
        let idle = $idle;
        tokio::pin!(idle);
        tokio::select! {
            r = conn.as_mut() => r,
            _ = stop.changed() => {
                conn.as_mut().graceful_shutdown();
                conn.await
            }
            _ = &mut idle => {
                conn.as_mut().graceful_shutdown();
                let hard = $hard;
                tokio::pin!(hard);
                tokio::select! {
                    r = conn.as_mut() => r,
                    _ = &mut hard => Ok(()),
                }
            }
        }
    }};
}
pub(crate) use serve_gracefully;

/// The refusal for a request hyper could not parse, or `None` when the connection ended
/// for another reason. hyper answers such a request itself (400, or 431 for a head over
/// `limits.max_header_bytes`) and closes the connection; the end phase still records it,
/// with the parse error's kind (never the bytes).
pub(crate) fn malformed(err: &(dyn std::error::Error + 'static)) -> Option<Refusal> {
    let mut cur = Some(err);
    while let Some(e) = cur {
        if let Some(h) = e.downcast_ref::<hyper::Error>() {
            if h.is_parse() || h.is_parse_too_large() {
                return Some(Refusal::new(
                    Code::BadRequest,
                    format!(
                        "the request could not be parsed ({h}); wirepass forwards only what \
                         it can read one way"
                    ),
                ));
            }
        }
        cur = e.source();
    }
    None
}

/// Ends the record of a malformed request on `host`: under the request id of the refusal
/// the client was answered with when [`parse_answer`] replaced hyper's answer.
pub(crate) async fn record_malformed(
    shared: &Shared,
    host: &str,
    user: Option<String>,
    r: Refusal,
) {
    let id = match r.request_id.as_deref() {
        Some(id) => RequestId::from_answered(id),
        None => RequestId::new(),
    };
    let mut record = Record::request(id, "-", host, "-".into());
    record.user(user);
    record.refused(&r);
    if let Err(r) = shared.pipeline.end(record).await {
        tracing::error!(code = %r.code, reason = %r.reason, "a malformed request could not be recorded");
    }
}
