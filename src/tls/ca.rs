//! The local CA: created once by `wirepass init` (P-256, `CA:TRUE, pathlen:0`), loaded by
//! `wirepass run`, and used to sign one short-lived leaf per intercepted host.
//!
//! Files in the CA folder: `ca.pem` (0644, the certificate clients trust) and
//! `ca-key.pem` (0600, created with that mode so it is never readable by others, then
//! renamed into place so a crash never leaves half a key).

use std::io::Write;
use std::net::IpAddr;
use std::path::{Path, PathBuf};

use rcgen::{
    BasicConstraints, CertificateParams, DistinguishedName, DnType, ExtendedKeyUsagePurpose, IsCa,
    Issuer, KeyPair, KeyUsagePurpose, SanType, SerialNumber, PKCS_ECDSA_P256_SHA256,
};
use rustls_pki_types::pem::PemObject;
use rustls_pki_types::{CertificateDer, PrivatePkcs8KeyDer};
use time::{Duration, OffsetDateTime};

use super::TlsError;

/// The CA certificate's file name inside the CA folder.
pub const CA_CERT_FILE: &str = "ca.pem";
/// The CA key's file name inside the CA folder.
pub const CA_KEY_FILE: &str = "ca-key.pem";
/// How long a leaf is valid. Short, because leaves are minted again on every start.
pub const LEAF_VALIDITY: Duration = Duration::days(7);
/// How far a leaf's `not_before` is moved back, for clients whose clock runs late.
const LEAF_BACKDATE: Duration = Duration::hours(1);
/// How long the CA is valid.
const CA_VALIDITY: Duration = Duration::days(3650);

/// The local certificate authority.
pub struct Ca {
    dir: PathBuf,
    cert_der: CertificateDer<'static>,
    issuer: Issuer<'static, KeyPair>,
    created: bool,
}

impl std::fmt::Debug for Ca {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Ca")
            .field("dir", &self.dir)
            .field("created", &self.created)
            .finish_non_exhaustive()
    }
}

/// A freshly minted leaf: certificate and private key (PKCS#8 DER).
pub struct Leaf {
    pub cert: CertificateDer<'static>,
    pub key: PrivatePkcs8KeyDer<'static>,
}

impl Ca {
    /// Creates a new CA in `dir`; refuses to replace an existing one unless `force`.
    pub fn init(dir: &Path, force: bool) -> Result<Ca, TlsError> {
        let cert_path = dir.join(CA_CERT_FILE);
        let key_path = dir.join(CA_KEY_FILE);
        if !force && (cert_path.exists() || key_path.exists()) {
            return Err(TlsError::Exists(dir.to_path_buf()));
        }
        std::fs::create_dir_all(dir).map_err(|e| TlsError::io(dir, e))?;

        let key = KeyPair::generate_for(&PKCS_ECDSA_P256_SHA256)
            .map_err(|e| TlsError::Generate(e.to_string()))?;
        let params = ca_params()?;
        let cert = params
            .self_signed(&key)
            .map_err(|e| TlsError::Generate(e.to_string()))?;

        // The key goes first: a ca.pem without its key would be a broken CA.
        write_atomic(&key_path, key.serialize_pem().as_bytes(), 0o600)?;
        write_atomic(&cert_path, cert.pem().as_bytes(), 0o644)?;
        let cert_der = cert.der().clone();
        Ok(Ca {
            dir: dir.to_path_buf(),
            cert_der,
            issuer: Issuer::new(params, key),
            created: true,
        })
    }

    /// Loads the CA in `dir`; a missing, corrupt or mismatched file is an error naming it.
    pub fn load(dir: &Path) -> Result<Ca, TlsError> {
        let cert_path = dir.join(CA_CERT_FILE);
        let key_path = dir.join(CA_KEY_FILE);
        if !cert_path.exists() && !key_path.exists() {
            return Err(TlsError::Missing(dir.to_path_buf()));
        }
        let cert_pem = std::fs::read(&cert_path).map_err(|e| TlsError::io(&cert_path, e))?;
        let key_pem = std::fs::read_to_string(&key_path).map_err(|e| TlsError::io(&key_path, e))?;

        let cert_der = CertificateDer::from_pem_slice(&cert_pem)
            .map_err(|_| TlsError::invalid(&cert_path, "not a PEM certificate"))?;
        let (_, parsed) = x509_parser::parse_x509_certificate(&cert_der)
            .map_err(|_| TlsError::invalid(&cert_path, "the certificate cannot be parsed"))?;
        let is_ca = parsed
            .basic_constraints()
            .ok()
            .flatten()
            .is_some_and(|bc| bc.value.ca);
        if !is_ca {
            return Err(TlsError::invalid(&cert_path, "not a CA certificate"));
        }
        // The key error never echoes the file's content.
        let key = KeyPair::from_pem(&key_pem)
            .map_err(|_| TlsError::invalid(&key_path, "not a PEM private key"))?;
        if parsed.public_key().subject_public_key.data.as_ref() != key.public_key_raw() {
            return Err(TlsError::invalid(
                &key_path,
                format!("this key does not belong to {}", cert_path.display()),
            ));
        }
        warn_if_readable(&key_path);
        let issuer = Issuer::from_ca_cert_der(&cert_der, key)
            .map_err(|e| TlsError::invalid(&cert_path, e.to_string()))?;
        Ok(Ca {
            dir: dir.to_path_buf(),
            cert_der: cert_der.into_owned(),
            issuer,
            created: false,
        })
    }

    /// Loads the CA in `dir`, creating it first when the folder has none.
    pub fn load_or_create(dir: &Path) -> Result<Ca, TlsError> {
        match Ca::load(dir) {
            Err(TlsError::Missing(_)) => Ca::init(dir, false),
            other => other,
        }
    }

    /// Whether this CA was created by this process (so the caller can say where).
    pub fn was_created(&self) -> bool {
        self.created
    }

    /// The CA folder.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The path of `ca.pem`, the file clients must trust.
    pub fn ca_pem_path(&self) -> PathBuf {
        self.dir.join(CA_CERT_FILE)
    }

    /// The path of `ca-key.pem`.
    pub fn ca_key_path(&self) -> PathBuf {
        self.dir.join(CA_KEY_FILE)
    }

    /// The CA certificate (DER).
    pub fn cert_der(&self) -> &CertificateDer<'static> {
        &self.cert_der
    }

    /// The SHA-256 of the CA certificate, in hex: which CA a running proxy signs with
    /// (its self-test says), to hold against the `ca.pem` clients are given.
    pub fn fingerprint(&self) -> String {
        use sha2::Digest;
        sha2::Sha256::digest(self.cert_der.as_ref())
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect()
    }

    /// Mints a leaf for a DNS name or an IP literal: fresh P-256 key, random serial,
    /// backdated `not_before`, [`LEAF_VALIDITY`], ServerAuth, authority key identifier.
    pub fn mint(&self, host: &str) -> Result<Leaf, TlsError> {
        let san = match host.parse::<IpAddr>() {
            Ok(ip) => SanType::IpAddress(ip),
            Err(_) => {
                if !crate::host::is_host_name(host) {
                    return Err(TlsError::Generate(format!("`{host}` is not a host name")));
                }
                SanType::DnsName(
                    host.try_into()
                        .map_err(|_| TlsError::Generate(format!("`{host}` is not a host name")))?,
                )
            }
        };
        let mut params = CertificateParams::default();
        let mut dn = DistinguishedName::new();
        dn.push(DnType::CommonName, host);
        params.distinguished_name = dn;
        params.subject_alt_names = vec![san];
        let now = OffsetDateTime::now_utc();
        params.not_before = now - LEAF_BACKDATE;
        params.not_after = now + LEAF_VALIDITY;
        params.serial_number = Some(random_serial()?);
        params.is_ca = IsCa::ExplicitNoCa;
        params.key_usages = vec![KeyUsagePurpose::DigitalSignature];
        params.extended_key_usages = vec![ExtendedKeyUsagePurpose::ServerAuth];
        params.use_authority_key_identifier_extension = true;

        let key = KeyPair::generate_for(&PKCS_ECDSA_P256_SHA256)
            .map_err(|e| TlsError::Generate(e.to_string()))?;
        let cert = params
            .signed_by(&key, &self.issuer)
            .map_err(|e| TlsError::Generate(e.to_string()))?;
        Ok(Leaf {
            cert: cert.der().clone(),
            key: PrivatePkcs8KeyDer::from(key.serialize_der()),
        })
    }
}

fn ca_params() -> Result<CertificateParams, TlsError> {
    let mut params = CertificateParams::default();
    let mut dn = DistinguishedName::new();
    dn.push(DnType::CommonName, format!("wirepass CA on {}", hostname()));
    dn.push(DnType::OrganizationName, "wirepass local CA");
    params.distinguished_name = dn;
    params.is_ca = IsCa::Ca(BasicConstraints::Constrained(0));
    params.key_usages = vec![KeyUsagePurpose::KeyCertSign, KeyUsagePurpose::CrlSign];
    let now = OffsetDateTime::now_utc();
    params.not_before = now - Duration::days(1);
    params.not_after = now + CA_VALIDITY;
    params.serial_number = Some(random_serial()?);
    Ok(params)
}

/// 16 random bytes, top bit cleared so the serial is a positive integer.
fn random_serial() -> Result<SerialNumber, TlsError> {
    let mut buf = [0u8; 16];
    getrandom::fill(&mut buf).map_err(|e| TlsError::Generate(e.to_string()))?;
    buf[0] &= 0x7f;
    buf[0] |= 0x01; // never a leading zero byte, so the DER length is stable
    Ok(SerialNumber::from_slice(&buf))
}

/// The machine's name, for the CA's subject.
pub fn hostname() -> String {
    ["/proc/sys/kernel/hostname", "/etc/hostname"]
        .iter()
        .find_map(|p| std::fs::read_to_string(p).ok())
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
        .unwrap_or_else(|| "localhost".to_string())
}

/// Writes `bytes` to `path` through a temporary file created with `mode`, then renames it
/// into place: the content is never visible with wider permissions or half-written.
pub fn write_atomic(path: &Path, bytes: &[u8], mode: u32) -> Result<(), TlsError> {
    let dir = path.parent().unwrap_or_else(|| Path::new("."));
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let mut suffix = [0u8; 6];
    getrandom::fill(&mut suffix).map_err(|e| TlsError::Generate(e.to_string()))?;
    let suffix: String = suffix.iter().map(|b| format!("{b:02x}")).collect();
    let tmp = dir.join(format!(".{name}.{suffix}.tmp"));
    let mut opts = std::fs::OpenOptions::new();
    opts.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        opts.mode(mode);
    }
    let result = (|| {
        let mut f = opts.open(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        #[cfg(unix)]
        {
            // The umask may have narrowed the mode; set exactly what was asked.
            use std::os::unix::fs::PermissionsExt;
            f.set_permissions(std::fs::Permissions::from_mode(mode))?;
        }
        std::fs::rename(&tmp, path)
    })();
    if let Err(e) = result {
        let _ = std::fs::remove_file(&tmp);
        return Err(TlsError::io(path, e));
    }
    Ok(())
}

fn warn_if_readable(key_path: &Path) {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        if let Ok(meta) = std::fs::metadata(key_path) {
            let mode = meta.permissions().mode();
            if mode & 0o007 != 0 {
                tracing::warn!(
                    file = %key_path.display(),
                    "the CA key is readable by other users; run `chmod 600` on it"
                );
            } else if mode & 0o070 != 0 {
                tracing::warn!(
                    file = %key_path.display(),
                    "the CA key is readable by its group; keep that group to wirepass \
                     alone (a pod's fsGroup), or run `chmod 600` on it"
                );
            }
        }
    }
}

#[cfg(test)]
#[path = "ca_tests.rs"]
mod tests;
