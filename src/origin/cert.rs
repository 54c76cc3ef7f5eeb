//! The origin's throwaway certificate authority and its one leaf. Nothing here is kept:
//! a fresh CA is minted on every start and only its certificate is written (as `ca.pem`)
//! so that clients, or the proxy's `--upstream-ca`, can trust the origin.

use std::net::{IpAddr, Ipv4Addr};

use rcgen::{
    BasicConstraints, CertificateParams, DistinguishedName, DnType, ExtendedKeyUsagePurpose, IsCa,
    Issuer, KeyPair, KeyUsagePurpose, SanType, PKCS_ECDSA_P256_SHA256,
};
use rustls_pki_types::{CertificateDer, PrivateKeyDer, PrivatePkcs8KeyDer};

use super::OriginError;

/// A minted CA certificate (PEM) and a leaf chain with its key, ready for rustls.
pub(crate) struct Minted {
    /// The CA certificate, PEM-encoded, for clients to trust.
    pub ca_pem: String,
    /// The leaf followed by the CA.
    pub chain: Vec<CertificateDer<'static>>,
    /// The leaf's private key.
    pub key: PrivateKeyDer<'static>,
}

/// Mints a CA and a leaf for `localhost`, `127.0.0.1` and every name in `dns_names`.
pub(crate) fn mint(dns_names: &[String]) -> Result<Minted, OriginError> {
    let ca_key = KeyPair::generate_for(&PKCS_ECDSA_P256_SHA256)?;
    let mut ca_params = CertificateParams::new(Vec::<String>::new())?;
    ca_params.is_ca = IsCa::Ca(BasicConstraints::Constrained(0));
    ca_params.key_usages = vec![KeyUsagePurpose::KeyCertSign, KeyUsagePurpose::CrlSign];
    ca_params.distinguished_name = name("wirepass test origin CA");
    let ca_cert = ca_params.self_signed(&ca_key)?;
    let ca_pem = ca_cert.pem();
    let ca_der = ca_cert.der().clone();
    let issuer = Issuer::new(ca_params, ca_key);

    let leaf_key = KeyPair::generate_for(&PKCS_ECDSA_P256_SHA256)?;
    let mut names = vec!["localhost".to_string()];
    names.extend(
        dns_names
            .iter()
            .filter(|n| n.as_str() != "localhost")
            .cloned(),
    );
    let mut leaf = CertificateParams::new(names)?;
    leaf.subject_alt_names
        .push(SanType::IpAddress(IpAddr::V4(Ipv4Addr::LOCALHOST)));
    leaf.distinguished_name = name("wirepass test origin");
    leaf.extended_key_usages = vec![ExtendedKeyUsagePurpose::ServerAuth];
    let leaf_cert = leaf.signed_by(&leaf_key, &issuer)?;

    Ok(Minted {
        ca_pem,
        chain: vec![leaf_cert.der().clone(), ca_der],
        key: PrivateKeyDer::Pkcs8(PrivatePkcs8KeyDer::from(leaf_key.serialize_der())),
    })
}

fn name(common_name: &str) -> DistinguishedName {
    let mut dn = DistinguishedName::new();
    dn.push(DnType::CommonName, common_name);
    dn
}
