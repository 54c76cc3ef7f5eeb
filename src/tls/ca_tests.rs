use super::*;
use x509_parser::prelude::*;

fn parse(der: &[u8]) -> X509Certificate<'_> {
    x509_parser::parse_x509_certificate(der).unwrap().1
}

#[test]
fn ca_is_a_p256_ca_with_pathlen_zero_and_signing_usages() {
    let dir = tempfile::tempdir().unwrap();
    let ca = Ca::init(dir.path(), false).unwrap();
    assert!(ca.was_created());
    let pem = std::fs::read(ca.ca_pem_path()).unwrap();
    let der = CertificateDer::from_pem_slice(&pem).unwrap();
    let cert = parse(&der);
    let bc = cert.basic_constraints().unwrap().unwrap().value;
    assert!(bc.ca);
    assert_eq!(bc.path_len_constraint, Some(0));
    let ku = cert.key_usage().unwrap().unwrap().value;
    assert!(ku.key_cert_sign() && ku.crl_sign());
    let alg = &cert.public_key().algorithm;
    assert_eq!(
        alg.algorithm,
        x509_parser::oid_registry::OID_KEY_TYPE_EC_PUBLIC_KEY
    );
    let curve = alg.parameters.as_ref().unwrap().as_oid().unwrap();
    assert_eq!(curve, x509_parser::oid_registry::OID_EC_P256);
    let subject = cert.subject().to_string();
    assert!(subject.contains("wirepass"), "{subject}");
    assert!(subject.contains(&hostname()), "{subject}");
}

#[cfg(unix)]
#[test]
fn key_file_is_0600_and_cert_0644() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let ca = Ca::init(dir.path(), false).unwrap();
    let key_mode = std::fs::metadata(ca.ca_key_path())
        .unwrap()
        .permissions()
        .mode();
    let cert_mode = std::fs::metadata(ca.ca_pem_path())
        .unwrap()
        .permissions()
        .mode();
    assert_eq!(key_mode & 0o777, 0o600);
    assert_eq!(cert_mode & 0o777, 0o644);
    // No temporary file is left behind.
    let names: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
    assert_eq!(names.len(), 2);
}

#[test]
fn init_refuses_to_overwrite_without_force() {
    let dir = tempfile::tempdir().unwrap();
    let first = Ca::init(dir.path(), false).unwrap();
    let before = std::fs::read(first.ca_pem_path()).unwrap();
    let err = Ca::init(dir.path(), false).unwrap_err();
    assert!(matches!(err, TlsError::Exists(_)), "{err}");
    assert!(err.to_string().contains("--force"));
    assert_eq!(std::fs::read(first.ca_pem_path()).unwrap(), before);
    let forced = Ca::init(dir.path(), true).unwrap();
    assert_ne!(std::fs::read(forced.ca_pem_path()).unwrap(), before);
}

#[test]
fn load_round_trips_and_load_or_create_creates_once() {
    let dir = tempfile::tempdir().unwrap();
    let sub = dir.path().join("certs");
    let created = Ca::load_or_create(&sub).unwrap();
    assert!(created.was_created());
    let loaded = Ca::load_or_create(&sub).unwrap();
    assert!(!loaded.was_created());
    assert_eq!(created.cert_der(), loaded.cert_der());
}

#[test]
fn missing_ca_says_how_to_make_one() {
    let dir = tempfile::tempdir().unwrap();
    let err = Ca::load(dir.path()).unwrap_err();
    assert!(matches!(err, TlsError::Missing(_)));
    assert!(err.to_string().contains("wirepass init"));
}

#[test]
fn corrupt_or_mismatched_files_are_errors_naming_the_file() {
    type Damage = fn(&Path);
    let cases: [(&str, Damage); 3] = [
        ("garbage cert", |d| {
            std::fs::write(d.join(CA_CERT_FILE), "not a cert").unwrap()
        }),
        ("garbage key", |d| {
            std::fs::write(d.join(CA_KEY_FILE), "-----BEGIN PRIVATE KEY-----\nAAAA\n").unwrap()
        }),
        ("key of another CA", |d| {
            let other = tempfile::tempdir().unwrap();
            let o = Ca::init(other.path(), false).unwrap();
            std::fs::copy(o.ca_key_path(), d.join(CA_KEY_FILE)).unwrap();
        }),
    ];
    for (name, damage) in cases {
        let dir = tempfile::tempdir().unwrap();
        Ca::init(dir.path(), false).unwrap();
        damage(dir.path());
        let err = Ca::load(dir.path()).unwrap_err().to_string();
        let names_file = err.contains(CA_CERT_FILE) || err.contains(CA_KEY_FILE);
        assert!(names_file, "{name}: {err}");
        assert!(
            !err.contains("BEGIN"),
            "{name}: error leaks file content: {err}"
        );
    }
}

#[test]
fn leaves_carry_the_right_san_eku_and_unique_serials() {
    let dir = tempfile::tempdir().unwrap();
    let ca = Ca::init(dir.path(), false).unwrap();
    let cases = [
        ("dns name", "api.example.com", false),
        ("ipv4", "127.0.0.1", true),
        ("ipv6", "::1", true),
    ];
    let mut serials = std::collections::HashSet::new();
    for (name, host, is_ip) in cases {
        let leaf = ca.mint(host).unwrap();
        let cert = parse(&leaf.cert);
        let san = cert.subject_alternative_name().unwrap().unwrap().value;
        assert_eq!(san.general_names.len(), 1, "{name}");
        match (&san.general_names[0], is_ip) {
            (GeneralName::DNSName(d), false) => assert_eq!(*d, host, "{name}"),
            (GeneralName::IPAddress(b), true) => {
                let ip: IpAddr = host.parse().unwrap();
                let want = match ip {
                    IpAddr::V4(v) => v.octets().to_vec(),
                    IpAddr::V6(v) => v.octets().to_vec(),
                };
                assert_eq!(b.to_vec(), want, "{name}");
            }
            (other, _) => panic!("{name}: unexpected SAN {other:?}"),
        }
        let eku = cert.extended_key_usage().unwrap().unwrap().value;
        assert!(eku.server_auth, "{name}");
        assert!(!cert.is_ca(), "{name}");
        let now = ::time::OffsetDateTime::now_utc().unix_timestamp();
        assert!(
            cert.validity().not_before.timestamp() < now - 60,
            "{name}: backdated"
        );
        assert!(
            cert.validity().not_after.timestamp() <= now + 8 * 86400,
            "{name}: short"
        );
        assert!(
            cert.get_extension_unique(
                &x509_parser::oid_registry::OID_X509_EXT_AUTHORITY_KEY_IDENTIFIER
            )
            .unwrap()
            .is_some(),
            "{name}: AKI"
        );
        assert!(
            serials.insert(cert.raw_serial().to_vec()),
            "{name}: serial reused"
        );
    }
    // Same host twice: fresh key and fresh serial.
    let a = ca.mint("api.example.com").unwrap();
    assert!(serials.insert(parse(&a.cert).raw_serial().to_vec()));
}

#[test]
fn strange_hosts_are_errors_not_panics() {
    let dir = tempfile::tempdir().unwrap();
    let ca = Ca::init(dir.path(), false).unwrap();
    for host in [
        "",
        "a..b",
        "bad host",
        "ünï.com",
        &"x".repeat(300),
        "*.x.com",
    ] {
        assert!(ca.mint(host).is_err(), "{host:?}");
    }
}
