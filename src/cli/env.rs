//! `wirepass env`: the environment an agent process needs to use the proxy — the proxy
//! variables, and CA settings for every common runtime. Variables that *replace* a trust
//! store point at `bundle.pem` (system roots + the wirepass CA, written beside the CA) so
//! tunnelled hosts keep working; variables that *add* a CA point at `ca.pem`.
//! `NO_PROXY` is left alone: local services are proxied too unless the user says otherwise.

use std::path::{Path, PathBuf};

use anyhow::Context;
use rustls_pki_types::pem::PemObject;
use rustls_pki_types::CertificateDer;
use wirepass::config::Config;
use wirepass::proxy::RunOptions;
use wirepass::tls::ca::write_atomic;
use wirepass::tls::Ca;

use super::Status;

/// Arguments of `wirepass env`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The proxy URL [default: http:// + the config's listen address, or 127.0.0.1:8080].
    #[arg(long, value_name = "URL")]
    proxy: Option<String>,
    /// Folder of the proxy's CA [default: config, then certs].
    #[arg(long, value_name = "DIR")]
    ca_dir: Option<PathBuf>,
    /// The configuration file (for `listen` and `ca_dir`).
    #[arg(long, value_name = "FILE")]
    config: Option<PathBuf>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Sh)]
    format: Format,
}

/// How the variables are printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// `export NAME='value'` (bash, zsh, sh): `eval "$(wirepass env)"`.
    Sh,
    /// `set -gx NAME 'value';` (fish): `wirepass env --format fish | source`.
    Fish,
    /// `NAME="value"` lines for .env files and docker `--env-file`.
    Dotenv,
    /// One JSON object of name -> value.
    Json,
}

/// Variables that replace the trust store: they get the combined bundle.
const BUNDLE_VARS: [&str; 8] = [
    "SSL_CERT_FILE",
    "REQUESTS_CA_BUNDLE",
    "CURL_CA_BUNDLE",
    "GIT_SSL_CAINFO",
    "PIP_CERT",
    "CARGO_HTTP_CAINFO",
    "AWS_CA_BUNDLE",
    "NPM_CONFIG_CAFILE",
];
/// Variables that add a CA to the built-in store: they get `ca.pem` alone.
const EXTRA_CA_VARS: [&str; 2] = ["NODE_EXTRA_CA_CERTS", "WIREPASS_CA"];
/// Where Linux distributions keep the system bundle.
const SYSTEM_BUNDLES: [&str; 4] = [
    "/etc/ssl/certs/ca-certificates.crt",
    "/etc/pki/tls/certs/ca-bundle.crt",
    "/etc/ssl/ca-bundle.pem",
    "/etc/ssl/cert.pem",
];
/// The combined bundle's file name, beside `ca.pem`.
pub const BUNDLE_FILE: &str = "bundle.pem";

/// Runs `wirepass env`.
pub fn run(args: Args) -> anyhow::Result<Status> {
    let config = match &args.config {
        Some(p) => Config::load(p)?,
        None => Config::embedded(),
    };
    let opts = RunOptions {
        ca_dir: args.ca_dir.clone(),
        ..RunOptions::default()
    };
    let ca_dir = opts.ca_dir_for(&config);
    // The CA is the proxy's: one made here would be one no proxy signs with, and every
    // client given it would refuse the proxy's certificates.
    let ca = Ca::load(&ca_dir).with_context(|| {
        format!(
            "no CA to hand clients in {}: the proxy makes its CA when it first runs \
             (`wirepass run`, or `wirepass init --ca-dir DIR`); give env the same --ca-dir \
             or --config as the proxy",
            ca_dir.display()
        )
    })?;
    let ca_pem = absolute(&ca.ca_pem_path())?;
    let bundle = ca_pem.with_file_name(BUNDLE_FILE);
    write_bundle(&ca, &ca_pem, &bundle)?;

    let proxy = args
        .proxy
        .unwrap_or_else(|| format!("http://{}", client_address(&opts.listen_for(&config))));
    let vars = variables(&proxy, &ca_pem, &bundle);
    print!("{}", render(&vars, args.format)?);
    Ok(Status::Ok)
}

/// The listen address as a client dials it (a wildcard bind becomes loopback).
pub fn client_address(listen: &str) -> String {
    listen
        .replace("0.0.0.0:", "127.0.0.1:")
        .replace("[::]:", "[::1]:")
}

fn absolute(p: &Path) -> anyhow::Result<PathBuf> {
    std::fs::canonicalize(p).with_context(|| format!("{}", p.display()))
}

/// Every variable, in a fixed order.
pub fn variables(proxy: &str, ca_pem: &Path, bundle: &Path) -> Vec<(String, String)> {
    let mut v = Vec::new();
    for name in ["HTTPS_PROXY", "https_proxy", "HTTP_PROXY", "http_proxy"] {
        v.push((name.to_string(), proxy.to_string()));
    }
    for name in BUNDLE_VARS {
        v.push((name.to_string(), bundle.display().to_string()));
    }
    for name in EXTRA_CA_VARS {
        v.push((name.to_string(), ca_pem.display().to_string()));
    }
    // Node (22.21 and later, 24) takes the proxy variables only when asked: without it,
    // fetch and every SDK built on it go direct (and a sidecar's network refuses them).
    v.push(("NODE_USE_ENV_PROXY".to_string(), "1".to_string()));
    // git (libcurl) sends a CONNECT without the proxy URL's credentials and waits for a
    // 407 on it before it sends them; wirepass accepts the CONNECT (a session header may
    // follow inside), so git would never send them. `basic` sends them on the CONNECT.
    v.push(("GIT_HTTP_PROXY_AUTHMETHOD".to_string(), "basic".to_string()));
    v
}

/// Writes system roots + the wirepass CA to `bundle` (0644, atomically).
fn write_bundle(ca: &Ca, ca_pem: &Path, bundle: &Path) -> anyhow::Result<()> {
    let mut out = String::new();
    let system = SYSTEM_BUNDLES
        .iter()
        .map(Path::new)
        // Never read our own bundle back in (SSL_CERT_FILE may already point at it).
        .filter(|p| *p != bundle)
        .find_map(|p| std::fs::read_to_string(p).ok());
    match system {
        Some(text) => out.push_str(&text),
        None => {
            for cert in rustls_native_certs::load_native_certs().certs {
                if cert.as_ref() != ca.cert_der().as_ref() {
                    out.push_str(&pem("CERTIFICATE", cert.as_ref()));
                }
            }
        }
    }
    if !out.is_empty() && !out.ends_with('\n') {
        out.push('\n');
    }
    out.push_str("# wirepass CA\n");
    let ca_text =
        std::fs::read_to_string(ca_pem).with_context(|| format!("{}", ca_pem.display()))?;
    // Keep only the certificate blocks of ca.pem.
    let certs: Vec<_> = CertificateDer::pem_slice_iter(ca_text.as_bytes())
        .filter_map(Result::ok)
        .collect();
    for c in certs {
        out.push_str(&pem("CERTIFICATE", c.as_ref()));
    }
    write_atomic(bundle, out.as_bytes(), 0o644)?;
    Ok(())
}

fn pem(label: &str, der: &[u8]) -> String {
    use base64::Engine;
    let b64 = base64::engine::general_purpose::STANDARD.encode(der);
    let mut s = format!("-----BEGIN {label}-----\n");
    for chunk in b64.as_bytes().chunks(64) {
        s.push_str(&String::from_utf8_lossy(chunk));
        s.push('\n');
    }
    s.push_str(&format!("-----END {label}-----\n"));
    s
}

/// Renders the variables in one format, quoting every value for its shell.
pub fn render(vars: &[(String, String)], format: Format) -> anyhow::Result<String> {
    let mut out = String::new();
    match format {
        Format::Json => {
            let map: serde_json::Map<String, serde_json::Value> = vars
                .iter()
                .map(|(k, v)| (k.clone(), serde_json::Value::String(v.clone())))
                .collect();
            out = serde_json::to_string_pretty(&map)?;
            out.push('\n');
        }
        Format::Sh => {
            for (k, v) in vars {
                out.push_str(&format!("export {k}='{}'\n", v.replace('\'', r"'\''")));
            }
        }
        Format::Fish => {
            for (k, v) in vars {
                let q = v.replace('\\', r"\\").replace('\'', r"\'");
                out.push_str(&format!("set -gx {k} '{q}';\n"));
            }
        }
        Format::Dotenv => {
            for (k, v) in vars {
                let q = v
                    .replace('\\', r"\\")
                    .replace('"', "\\\"")
                    .replace('$', "\\$")
                    .replace('\n', r"\n");
                out.push_str(&format!("{k}=\"{q}\"\n"));
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sh_quoting_survives_quotes_and_dollars() {
        let vars = vec![("X".to_string(), "a'b $HOME `c`".to_string())];
        assert_eq!(
            render(&vars, Format::Sh).unwrap(),
            "export X='a'\\''b $HOME `c`'\n"
        );
    }

    #[test]
    fn every_runtime_variable_is_set() {
        let v = variables(
            "http://127.0.0.1:1",
            Path::new("/c/ca.pem"),
            Path::new("/c/bundle.pem"),
        );
        let get = |n: &str| v.iter().find(|(k, _)| k == n).map(|(_, v)| v.as_str());
        assert_eq!(get("https_proxy"), Some("http://127.0.0.1:1"));
        assert_eq!(get("SSL_CERT_FILE"), Some("/c/bundle.pem"));
        assert_eq!(get("GIT_SSL_CAINFO"), Some("/c/bundle.pem"));
        assert_eq!(get("NODE_EXTRA_CA_CERTS"), Some("/c/ca.pem"));
        assert_eq!(get("NODE_USE_ENV_PROXY"), Some("1"));
        assert_eq!(get("GIT_HTTP_PROXY_AUTHMETHOD"), Some("basic"));
        assert_eq!(get("NO_PROXY"), None);
    }
}
