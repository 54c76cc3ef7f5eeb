//! The server name a TLS ClientHello carries, as the client wrote it. rustls hands it on
//! lowercased, and a lowercased credential no longer matches its rule (its checksum fails)
//! while its case is cheap to guess back: transparent mode judges the name as sent before
//! it resolves it. Reads the handshake records' payloads joined (a hello may span records),
//! and gives nothing for anything it cannot read whole.

/// The TLS record type of a handshake.
const HANDSHAKE: u8 = 0x16;
/// The handshake message type of a ClientHello.
const CLIENT_HELLO: u8 = 1;
/// The extension that names the server (RFC 6066).
const SERVER_NAME: u16 = 0;
/// A `server_name` entry of type `host_name`.
const HOST_NAME: u8 = 0;

/// The `host_name` of the first ClientHello in `bytes` (TLS records as read off the wire),
/// byte for byte; `None` when the hello is not whole in `bytes`, not well formed, or names
/// no host.
pub fn server_name(bytes: &[u8]) -> Option<Vec<u8>> {
    let message = handshake_payload(bytes)?;
    let mut r = Reader(&message);
    if r.u8()? != CLIENT_HELLO {
        return None;
    }
    let len = r.u24()?;
    let body = r.take(len)?;
    let mut r = Reader(body);
    r.take(2 + 32)?; // version, random
    let session = usize::from(r.u8()?);
    r.take(session)?;
    r.vec16()?; // cipher suites
    let compression = usize::from(r.u8()?);
    r.take(compression)?;
    let mut exts = Reader(r.vec16()?);
    while !exts.0.is_empty() {
        let kind = exts.u16()?;
        let data = exts.vec16()?;
        if kind != SERVER_NAME {
            continue;
        }
        let mut names = Reader(Reader(data).vec16()?);
        while !names.0.is_empty() {
            let kind = names.u8()?;
            let name = names.vec16()?;
            if kind == HOST_NAME {
                return Some(name.to_vec());
            }
        }
        return None;
    }
    None
}

/// The payloads of the leading handshake records, joined.
fn handshake_payload(mut bytes: &[u8]) -> Option<Vec<u8>> {
    let mut out = Vec::new();
    while bytes.len() >= 5 && bytes[0] == HANDSHAKE {
        let len = usize::from(u16::from_be_bytes([bytes[3], bytes[4]]));
        let payload = bytes.get(5..5 + len)?;
        out.extend_from_slice(payload);
        bytes = &bytes[5 + len..];
    }
    (!out.is_empty()).then_some(out)
}

/// A cursor over big-endian fields.
struct Reader<'a>(&'a [u8]);

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        let (head, rest) = (self.0.get(..n)?, self.0.get(n..)?);
        self.0 = rest;
        Some(head)
    }

    fn u8(&mut self) -> Option<u8> {
        self.take(1).map(|b| b[0])
    }

    fn u16(&mut self) -> Option<u16> {
        self.take(2).map(|b| u16::from_be_bytes([b[0], b[1]]))
    }

    /// A field of up to 65535 bytes after its 16-bit length.
    fn vec16(&mut self) -> Option<&'a [u8]> {
        let len = usize::from(self.u16()?);
        self.take(len)
    }

    fn u24(&mut self) -> Option<usize> {
        self.take(3)
            .map(|b| usize::from(b[0]) << 16 | usize::from(b[1]) << 8 | usize::from(b[2]))
    }
}

#[cfg(test)]
mod tests {
    use super::server_name;

    /// A ClientHello as a client writes it for `name`, in records of at most `record` bytes.
    fn hello(name: &[u8], record: usize) -> Vec<u8> {
        let mut sni = Vec::new();
        sni.extend_from_slice(&((name.len() + 3) as u16).to_be_bytes());
        sni.push(0);
        sni.extend_from_slice(&(name.len() as u16).to_be_bytes());
        sni.extend_from_slice(name);
        let mut exts = Vec::new();
        // An extension before it (supported_versions), then server_name.
        exts.extend_from_slice(&[0x00, 0x2b, 0x00, 0x03, 0x02, 0x03, 0x04]);
        exts.extend_from_slice(&0u16.to_be_bytes());
        exts.extend_from_slice(&(sni.len() as u16).to_be_bytes());
        exts.extend_from_slice(&sni);
        let mut body = vec![0x03, 0x03];
        body.extend_from_slice(&[7u8; 32]);
        body.push(32);
        body.extend_from_slice(&[9u8; 32]);
        body.extend_from_slice(&[0x00, 0x02, 0x13, 0x01, 0x01, 0x00]);
        body.extend_from_slice(&(exts.len() as u16).to_be_bytes());
        body.extend_from_slice(&exts);
        let mut message = vec![1];
        message.extend_from_slice(&(body.len() as u32).to_be_bytes()[1..]);
        message.extend_from_slice(&body);
        message
            .chunks(record)
            .flat_map(|c| {
                let mut r = vec![0x16, 0x03, 0x01];
                r.extend_from_slice(&(c.len() as u16).to_be_bytes());
                r.extend_from_slice(c);
                r
            })
            .collect()
    }

    #[test]
    fn the_name_is_read_as_sent_whole_or_across_records() {
        let name = b"Ghp_MixedCase.Example";
        assert_eq!(server_name(&hello(name, 16384)).as_deref(), Some(&name[..]));
        assert_eq!(server_name(&hello(name, 7)).as_deref(), Some(&name[..]));
    }

    #[test]
    fn a_cut_or_foreign_hello_names_nothing() {
        let whole = hello(b"example.test", 16384);
        for cut in [0, 4, 5, 40, whole.len() - 1] {
            assert_eq!(server_name(&whole[..cut]), None, "cut at {cut}");
        }
        let mut other = whole.clone();
        other[5] = 2; // a ServerHello
        assert_eq!(server_name(&other), None);
        assert_eq!(server_name(b"GET / HTTP/1.1\r\n\r\n"), None);
    }

    #[test]
    fn the_real_client_hello_of_rustls_is_read() {
        use std::sync::Arc;
        let roots = rustls::RootCertStore::empty();
        let provider = Arc::new(rustls::crypto::ring::default_provider());
        let config = rustls::ClientConfig::builder_with_provider(provider)
            .with_safe_default_protocol_versions()
            .unwrap()
            .with_root_certificates(roots)
            .with_no_client_auth();
        let name = rustls::pki_types::ServerName::try_from("api.example.test").unwrap();
        let mut conn = rustls::ClientConnection::new(Arc::new(config), name).unwrap();
        let mut wire = Vec::new();
        conn.write_tls(&mut wire).unwrap();
        assert_eq!(
            server_name(&wire).as_deref(),
            Some(&b"api.example.test"[..])
        );
    }
}
