//! The rustls configurations: one shared server config that mints per SNI and offers h2
//! and http/1.1, and the upstream client configs (verification always on).

use std::path::{Path, PathBuf};
use std::sync::Arc;

use rustls::{ClientConfig, RootCertStore, ServerConfig};
use rustls_pki_types::pem::PemObject;
use rustls_pki_types::CertificateDer;

use super::leaf::{LeafCache, LeafResolver};
use super::TlsError;

fn provider() -> Arc<rustls::crypto::CryptoProvider> {
    Arc::new(rustls::crypto::ring::default_provider())
}

/// The server config for intercepted connections: leaves by SNI, ALPN h2 + http/1.1,
/// session tickets for cheap reconnects.
pub fn server_config(cache: Arc<LeafCache>) -> Result<Arc<ServerConfig>, TlsError> {
    server_config_with(Arc::new(LeafResolver::per_sni(cache)))
}

/// A server config around any resolver (used for clients that send no SNI).
pub fn server_config_with(
    resolver: Arc<dyn rustls::server::ResolvesServerCert>,
) -> Result<Arc<ServerConfig>, TlsError> {
    let mut cfg = ServerConfig::builder_with_provider(provider())
        .with_safe_default_protocol_versions()
        .map_err(|e| TlsError::Rustls(e.to_string()))?
        .with_no_client_auth()
        .with_cert_resolver(resolver);
    // `http/1.0` too: a client that offers only it (`curl --http1.0`) would otherwise be
    // refused the handshake (no_application_protocol); HTTP/1.1's reader serves it.
    cfg.alpn_protocols = vec![b"h2".to_vec(), b"http/1.1".to_vec(), b"http/1.0".to_vec()];
    cfg.ticketer =
        rustls::crypto::ring::Ticketer::new().map_err(|e| TlsError::Rustls(e.to_string()))?;
    Ok(Arc::new(cfg))
}

/// The roots trusted upstream: webpki roots, the system store, and every extra CA file.
/// `exclude` (the wirepass CA) is left out even when the system store holds it (e.g.
/// `SSL_CERT_FILE` points at the bundle `wirepass env` wrote): no upstream is trusted on
/// the strength of our own CA.
pub fn upstream_roots(
    extra: &[PathBuf],
    exclude: Option<&CertificateDer<'_>>,
) -> Result<RootCertStore, TlsError> {
    let mut roots = RootCertStore::empty();
    roots.extend(webpki_roots::TLS_SERVER_ROOTS.iter().cloned());
    let native = rustls_native_certs::load_native_certs();
    let native = native
        .certs
        .into_iter()
        .filter(|c| exclude.is_none_or(|x| x.as_ref() != c.as_ref()));
    // Unparseable system certificates are skipped: one bad file must not stop the proxy.
    let _ = roots.add_parsable_certificates(native);
    for path in extra {
        let certs = read_certs(path)?;
        for cert in certs {
            roots
                .add(cert)
                .map_err(|e| TlsError::invalid(path, format!("not a usable CA: {e}")))?;
        }
    }
    Ok(roots)
}

/// Reads every certificate of a PEM file; an empty or unreadable file is an error.
pub fn read_certs(path: &Path) -> Result<Vec<CertificateDer<'static>>, TlsError> {
    let bytes = std::fs::read(path).map_err(|e| TlsError::io(path, e))?;
    let certs: Vec<_> = CertificateDer::pem_slice_iter(&bytes)
        .collect::<Result<_, _>>()
        .map_err(|_| TlsError::invalid(path, "not a PEM certificate file"))?;
    if certs.is_empty() {
        return Err(TlsError::invalid(path, "holds no certificate"));
    }
    Ok(certs)
}

/// Client configs for upstream TLS: `alpn_h2` offers h2 and http/1.1; `h1` offers only
/// http/1.1 (for upgrades, which HTTP/2 cannot carry).
#[derive(Clone)]
pub struct UpstreamTls {
    pub alpn_h2: Arc<ClientConfig>,
    pub h1: Arc<ClientConfig>,
}

impl std::fmt::Debug for UpstreamTls {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("UpstreamTls")
    }
}

impl UpstreamTls {
    /// Builds both client configs over the same roots.
    pub fn new(roots: RootCertStore) -> Result<UpstreamTls, TlsError> {
        let roots = Arc::new(roots);
        let build = |alpn: Vec<Vec<u8>>| -> Result<Arc<ClientConfig>, TlsError> {
            let mut cfg = ClientConfig::builder_with_provider(provider())
                .with_safe_default_protocol_versions()
                .map_err(|e| TlsError::Rustls(e.to_string()))?
                .with_root_certificates(roots.clone())
                .with_no_client_auth();
            cfg.alpn_protocols = alpn;
            Ok(Arc::new(cfg))
        };
        Ok(UpstreamTls {
            alpn_h2: build(vec![b"h2".to_vec(), b"http/1.1".to_vec()])?,
            h1: build(vec![b"http/1.1".to_vec()])?,
        })
    }
}
