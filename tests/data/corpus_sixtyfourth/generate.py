#!/usr/bin/env python3
"""wirepass held-out corpus 64: FAKE secrets in the files of hospitality, travel, airline, restaurant and food,
venue, winery and brewery, and agriculture teams (OPERA Cloud OHIP, Hotelbeds Cache API, IATA BSP HOT fetch, Toast menus,
ISOBUS TASKDATA, HACCP probe-log and TTB 5120.17 scripts; Mews, python-opcua uaread, livestock EID reader, apaleo and
OpenSprinkler terminal captures; a Go order-injection worker's logfmt log; night-audit, menu-launch and IROPS runbooks;
Cloudbeds (Python), SiteMinder reports (Ruby), Travelport+ (C#), IATA NDC (Java), a crew-roster push (Go), DoorDash
webhooks (TypeScript), Uber Eats (Kotlin), Deliveroo (PHP), Lightspeed Restaurant (R), a host-stand app (Swift),
SevenRooms (Scala), OpenTable covers (Perl), John Deere Operations Center (Python), Climate FieldView (Go), FoodLogiq
(Julia), a cold-chain gateway (Rust), brewhouse batches (VB.NET), mobile keys (PowerShell), Eventbrite (Node.js), a
guest-messaging app (Dart), guest rewards (Clojure), a FIDS feed (Elixir), vintrace (Python) and a fermentation monitor
(Lua); a KDS station JSON, a FIDS PlayerSettings.xml, a menu-sync TOML, a cold-chain gateway YAML, an irrigation INI, a
herd-sync application.properties, a captive portal JSON, a revenue-management CSV, a greenhouse bridge YAML and a
crew-tracking HOCON application.conf).

Deterministic: seed `wirepass-corpus64-v1`; every case draws from
random.Random("wirepass-corpus64-v1|<kind>|<carrier>").  The token generators, checksum helpers, name table, escaping
helpers, negative builders, and the SNMPv3, LDAP and private-key-DER payloads come from corpus 63's generator (itself built on
corpora 11-62); the carriers, their phrasings and the carrier-specific negatives are new.
Running this script deletes and rewrites ./cases/, ./manifest.jsonl, ./README.md and
./used_carriers_after.txt.  Every value is random; none is a real credential.
"""
import base64
import json
import os
import random
import shutil
import string
import struct
import sys
import uuid as _uuid
import zlib
from urllib.parse import quote

SEED = "wirepass-corpus64-v1"
HERE = os.path.dirname(os.path.abspath(__file__))

DIGITS = string.digits
HEXL = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
LETTERS = UPPER + LOWER
ALNUM = DIGITS + UPPER + LOWER          # base62, GitHub's order
LOWNUM = LOWER + DIGITS
UPNUM = UPPER + DIGITS
B64 = UPPER + LOWER + DIGITS + "+/"
B64URL = UPPER + LOWER + DIGITS + "-_"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"

# span markers (removed before writing): primary secret, secondary spans (also_expected)
P0, P1 = "\x01", "\x02"
SM = [("\x03", "\x04"), ("\x05", "\x06"), ("\x0e", "\x0f")]
S0, S1 = SM[0]
MARKS = (P0, P1) + tuple(ch for pair in SM for ch in pair)


def rs(r, alpha, n):
    return "".join(r.choice(alpha) for _ in range(n))


def rbytes(r, n):
    return bytes(r.getrandbits(8) for _ in range(n))


def ruuid(r):
    return str(_uuid.UUID(int=r.getrandbits(128), version=4))


def mark(v):
    return P0 + v + P1


def smark(v, idx=0):
    return SM[idx][0] + v + SM[idx][1]


def strip_marks(s):
    for m in MARKS:
        s = s.replace(m, "")
    return s


def b64s(b):
    return base64.b64encode(b).decode()


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


# ---------------------------------------------------------------- checksums
def b62(n, width=6):
    s = ""
    while n:
        n, m = divmod(n, 62)
        s = ALNUM[m] + s
    return s.rjust(width, "0")


def gh_style(r, prefix):
    """GitHub / npm token: 30 base62 + CRC32(entropy) in base62, 6 chars."""
    e = rs(r, ALNUM, 30)
    return prefix + e + b62(zlib.crc32(e.encode()))


def bitbucket_app_password(r):
    body = "ATBB" + rs(r, ALNUM, 24)
    return body + "%08X" % zlib.crc32(body.encode())


def atlassian_api_token(r):
    body = "ATATT3xFfGF0" + rs(r, B64URL, 171) + "="
    return body + "%08X" % zlib.crc32(body.encode())


def grafana_sa(r):
    key = "glsa_" + rs(r, ALNUM, 32)
    c = zlib.crc32(key.encode())
    return key + "_" + c.to_bytes(4, "little").hex()


CRC24_INIT, CRC24_POLY = 0xB704CE, 0x1864CFB


def crc24(data):
    crc = CRC24_INIT
    for b in data:
        crc ^= b << 16
        for _ in range(8):
            crc <<= 1
            if crc & 0x1000000:
                crc ^= CRC24_POLY
    return crc & 0xFFFFFF


BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _polymod(values):
    gen = [0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = (chk & 0x1FFFFFF) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if ((b >> i) & 1) else 0
    return chk


def bech32(hrp, data8):
    acc = bits = 0
    data = []
    for v in data8:
        acc = (acc << 8) | v
        bits += 8
        while bits >= 5:
            bits -= 5
            data.append((acc >> bits) & 31)
    if bits:
        data.append((acc << (5 - bits)) & 31)
    exp = [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]
    pm = _polymod(exp + data + [0] * 6) ^ 1
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(BECH[d] for d in data + chk)


# ---------------------------------------------------------------- DER / PEM
def der_len(n):
    if n < 0x80:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def der(tag, body):
    return bytes([tag]) + der_len(len(body)) + body


def der_int_bytes(b):
    if b[0] & 0x80:
        b = b"\x00" + b
    return der(0x02, b)


def der_int(n):
    return der_int_bytes(n.to_bytes(max(1, (n.bit_length() + 8) // 8), "big"))


def rnd_int_bytes(r, n):
    b = bytearray(rbytes(r, n))
    b[0] |= 0x80
    return bytes(b)


def seq(*parts):
    return der(0x30, b"".join(parts))


OID_RSA = bytes.fromhex("06092a864886f70d0101010500")  # OID + NULL


def rsa_pkcs1(r, bits=2048):
    n = bits // 8
    h = n // 2
    return seq(der_int(0), der_int_bytes(rnd_int_bytes(r, n)), der_int(65537),
               der_int_bytes(rnd_int_bytes(r, n)), der_int_bytes(rnd_int_bytes(r, h)),
               der_int_bytes(rnd_int_bytes(r, h)), der_int_bytes(rnd_int_bytes(r, h)),
               der_int_bytes(rnd_int_bytes(r, h)), der_int_bytes(rnd_int_bytes(r, h)))


def pem(label, body, width=64):
    b = b64s(body)
    lines = [b[i:i + width] for i in range(0, len(b), width)]
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(lines), label)


def pem_rsa(r):
    return pem("RSA PRIVATE KEY", rsa_pkcs1(r, r.choice([2048, 2048, 3072])))


def pem_ec(r):
    body = seq(der_int(1), der(0x04, rbytes(r, 32)),
               der(0xA0, bytes.fromhex("06082a8648ce3d030107")),
               der(0xA1, der(0x03, b"\x00\x04" + rbytes(r, 64))))
    return pem("EC PRIVATE KEY", body)


def pem_dsa(r):
    body = seq(der_int(0), der_int_bytes(rnd_int_bytes(r, 128)), der_int_bytes(rnd_int_bytes(r, 20)),
               der_int_bytes(rnd_int_bytes(r, 128)), der_int_bytes(rnd_int_bytes(r, 128)),
               der_int_bytes(rnd_int_bytes(r, 20)))
    return pem("DSA PRIVATE KEY", body)


def pem_pkcs8(r, kind=None):
    kind = kind or r.choice(["rsa", "rsa", "ed25519", "ec"])
    if kind == "rsa":
        body = seq(der_int(0), der(0x30, OID_RSA), der(0x04, rsa_pkcs1(r)))
    elif kind == "ec":
        inner = seq(der_int(1), der(0x04, rbytes(r, 32)), der(0xA1, der(0x03, b"\x00\x04" + rbytes(r, 64))))
        body = seq(der_int(0), seq(bytes.fromhex("06072a8648ce3d0201"), bytes.fromhex("06082a8648ce3d030107")),
                   der(0x04, inner))
    else:
        body = seq(der_int(0), seq(bytes.fromhex("06032b6570")), der(0x04, der(0x04, rbytes(r, 32))))
    return pem("PRIVATE KEY", body)


def pem_encrypted(r):
    alg = seq(bytes.fromhex("06092a864886f70d01050d"),
              seq(seq(bytes.fromhex("06092a864886f70d01050c"),
                      seq(der(0x04, rbytes(r, 8)), der_int(2048),
                          seq(bytes.fromhex("06082a864886f70d0209"), b"\x05\x00"))),
                  seq(bytes.fromhex("060960864801650304012a"), der(0x04, rbytes(r, 16)))))
    body = seq(alg, der(0x04, rbytes(r, 1232)))
    return pem("ENCRYPTED PRIVATE KEY", body)


def ssh_str(b):
    if isinstance(b, str):
        b = b.encode()
    return struct.pack(">I", len(b)) + b


def pem_openssh(r, comment):
    pub = rbytes(r, 32)
    pubblob = ssh_str("ssh-ed25519") + ssh_str(pub)
    chk = rbytes(r, 4)
    priv = chk + chk + ssh_str("ssh-ed25519") + ssh_str(pub) + ssh_str(rbytes(r, 32) + pub) + ssh_str(comment)
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    body = (b"openssh-key-v1\x00" + ssh_str("none") + ssh_str("none") + ssh_str(b"") +
            struct.pack(">I", 1) + ssh_str(pubblob) + ssh_str(priv))
    return pem("OPENSSH PRIVATE KEY", body, 70)


def pgp_private(r, uid):
    t = 1600000000 + r.randint(0, 150000000)
    oid = bytes.fromhex("2b06010401da470f01")
    key = (b"\x04" + struct.pack(">I", t) + b"\x16" + bytes([len(oid)]) + oid +
           struct.pack(">H", 263) + b"\x40" + rbytes(r, 32) + b"\x00" +
           struct.pack(">H", 256) + rnd_int_bytes(r, 32))
    key += struct.pack(">H", sum(key[-34:]) & 0xFFFF)
    pk = b"\xc5" + bytes([len(key)]) + key
    uidp = b"\xcd" + bytes([len(uid)]) + uid.encode()
    sigbody = b"\x04\x13\x16\x0a" + rbytes(r, 120)
    sig = b"\xc2" + bytes([len(sigbody)]) + sigbody
    data = pk + uidp + sig
    b = b64s(data)
    lines = [b[i:i + 64] for i in range(0, len(b), 64)]
    c = b64s(crc24(data).to_bytes(3, "big"))
    return ("-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + "\n".join(lines) + "\n=" + c +
            "\n-----END PGP PRIVATE KEY BLOCK-----")


def pgp_public(r, uid):
    t = 1600000000 + r.randint(0, 150000000)
    oid = bytes.fromhex("2b06010401da470f01")
    key = b"\x04" + struct.pack(">I", t) + b"\x16" + bytes([len(oid)]) + oid + struct.pack(">H", 263) + b"\x40" + rbytes(r, 32)
    data = b"\xc6" + bytes([len(key)]) + key + b"\xcd" + bytes([len(uid)]) + uid.encode()
    sigbody = b"\x04\x13\x16\x0a" + rbytes(r, 120)
    data += b"\xc2" + bytes([len(sigbody)]) + sigbody
    b = b64s(data)
    lines = [b[i:i + 64] for i in range(0, len(b), 64)]
    return ("-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n" + "\n".join(lines) + "\n=" + b64s(crc24(data).to_bytes(3, "big")) +
            "\n-----END PGP PUBLIC KEY BLOCK-----")


def putty_ppk(r, comment):
    if r.random() < 0.5:
        pub = ssh_str("ssh-ed25519") + ssh_str(rbytes(r, 32))
        prv = ssh_str(rbytes(r, 32))
        head, alg, mac = "PuTTY-User-Key-File-3", "ssh-ed25519", rs(r, HEXL, 64)
    else:
        pub = ssh_str("ssh-rsa") + ssh_str(b"\x01\x00\x01") + ssh_str(b"\x00" + rnd_int_bytes(r, 256))
        prv = (ssh_str(b"\x00" + rnd_int_bytes(r, 256)) + ssh_str(b"\x00" + rnd_int_bytes(r, 128)) +
               ssh_str(b"\x00" + rnd_int_bytes(r, 128)) + ssh_str(rnd_int_bytes(r, 128)[1:]))
        head, alg, mac = "PuTTY-User-Key-File-2", "ssh-rsa", rs(r, HEXL, 40)
    pb, vb = b64s(pub), b64s(prv)
    pl = [pb[i:i + 64] for i in range(0, len(pb), 64)]
    vl = [vb[i:i + 64] for i in range(0, len(vb), 64)]
    return ("%s: %s\nEncryption: none\nComment: %s\nPublic-Lines: %d\n%s\nPrivate-Lines: %d\n%s\nPrivate-MAC: %s"
            % (head, alg, comment, len(pl), "\n".join(pl), len(vl), "\n".join(vl), mac))


def jwt(r, kind=None):
    kind = kind or r.choice(["hs", "rs", "es"])
    now = 1700000000 + r.randint(0, 60000000)
    if kind == "hs":
        hdr = {"alg": "HS256", "typ": "JWT"}
        sig = rbytes(r, 32)
    elif kind == "rs":
        hdr = {"alg": "RS256", "typ": "JWT", "kid": rs(r, B64URL, 27)}
        sig = rbytes(r, 256)
    else:
        hdr = {"alg": "ES256", "kid": rs(r, HEXL, 16)}
        sig = rbytes(r, 64)
    body = {"sub": ruuid(r), "iss": r.choice(["https://auth.kestrelworks.io/", "https://login.larkspur.dev",
                                               "urn:quillon:issuer"]),
            "aud": r.choice(["api", "orders-service", "https://api.larkspur.dev"]),
            "iat": now, "exp": now + r.choice([900, 3600, 86400]),
            "scope": r.choice(["read:orders write:orders", "admin", "openid profile email"])}
    return (b64u(json.dumps(hdr, separators=(",", ":")).encode()) + "." +
            b64u(json.dumps(body, separators=(",", ":")).encode()) + "." + b64u(sig))


JWT_IO_EXAMPLE = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9l"
                  "IiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")


# ---------------------------------------------------------------- structured tokens
def pypi_token(r):
    ident = ruuid(r).encode()
    cav = r.choice([
        json.dumps({"permissions": "user", "version": 1}, separators=(", ", ": ")),
        json.dumps({"version": 1, "permissions": {"projects": [r.choice(["kw-utils", "tessel", "ledgerkit"])]}},
                   separators=(", ", ": ")),
    ]).encode()
    mac = (b"\x02" + b"\x01\x08pypi.org" + b"\x02" + bytes([len(ident)]) + ident + b"\x00" +
           b"\x02" + bytes([len(cav)]) + cav + b"\x00" + b"\x00" + b"\x06\x20" + rbytes(r, 32))
    return "pypi-" + b64u(mac)


def vault_token(r, prefix):
    inner = prefix + rs(r, ALNUM, 24)
    body = b"\x08\x01\x12\x20" + rbytes(r, 32) + b"\x1a\x1e\x0a\x1c" + inner.encode()
    return prefix + b64u(body)


def vault_batch(r):
    return "hvb." + b64u(b"\x00\x00\x00\x01" + rbytes(r, 116))


def sentry_org_token(r):
    org = r.choice(["kw-labs", "larkspur", "quillon", "palisade-io"])
    payload = {"iat": round(1700000000 + r.random() * 60000000, 6), "url": "https://sentry.io",
               "region_url": r.choice(["https://us.sentry.io", "https://de.sentry.io"]), "org": org}
    return "sntrys_" + b64s(json.dumps(payload, separators=(",", ":")).encode()) + "_" + rs(r, B64[:-2] + "+/", 43)


def onepassword_sa(r, secret_key):
    d = {"signInAddress": "my.1password.com",
         "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256", "iterations": 650000, "salt": rs(r, B64URL, 22)},
         "email": rs(r, LOWNUM, 13) + "@1passwordserviceaccounts.com", "srpX": rs(r, HEXL, 64),
         "muk": {"alg": "A256GCM", "ext": True, "k": rs(r, B64URL, 43), "key_ops": ["encrypt", "decrypt"],
                 "kty": "oct", "kid": "mp"},
         "secretKey": secret_key, "throttleSecret": {"seed": rs(r, HEXL, 64), "uuid": rs(r, UPNUM, 26)},
         "deviceUuid": rs(r, LOWNUM, 26)}
    return "ops_" + b64s(json.dumps(d, separators=(",", ":")).encode())


def op_secret_key(r):
    return "A3-%s-%s-%s-%s-%s-%s" % (rs(r, UPNUM, 6), rs(r, UPNUM, 6), rs(r, UPNUM, 5), rs(r, UPNUM, 5),
                                      rs(r, UPNUM, 5), rs(r, UPNUM, 5))


def grafana_cloud(r):
    d = {"o": str(r.randint(100000, 9999999)),
         "n": r.choice(["stack-%d-hm-read" % r.randint(100000, 999999), "alloy-prod-write", "otlp-ingest"]),
         "k": rs(r, ALNUM, 24), "m": {"r": r.choice(["prod-us-east-0", "prod-eu-west-2", "prod-ap-southeast-1"])}}
    return "glc_" + b64s(json.dumps(d, separators=(",", ":")).encode())


def grafana_legacy(r):
    while True:
        d = '{"k":"%s","n":"%s","id":%d}' % (rs(r, ALNUM, 32), r.choice(["ci-deploy", "terraform", "renderer"]),
                                            r.randint(1, 40))
        v = b64s(d.encode())
        if "+" not in v and "/" not in v:
            return v


def mapbox_sk(r):
    d = '{"u":"%s","a":"%s"}' % (r.choice(["kw-maps", "larkspur", "fieldops"]), rs(r, LOWNUM, 25))
    return "sk." + b64u(d.encode()) + "." + rs(r, B64URL, 22)


def discord_bot(r, last=38):
    uid = str(r.randint(10 ** 17, 10 ** 18 - 1))
    return b64u(uid.encode()) + "." + rs(r, B64URL, 6) + "." + rs(r, B64URL, last)


def upstash_token(r):
    return b64s(b"\x01" + rbytes(r, 2) + b"\x01\x24\x20" + ruuid(r).encode() + rbytes(r, 32))


def jfrog_ref(r):
    while True:
        v = b64s(("reftkn:01:%d:%s" % (r.randint(1760000000, 1999999999), rs(r, ALNUM, 27))).encode())
        if "+" not in v and "/" not in v:
            return v


def aws_key_id(r, pre="AKIA"):
    return pre + rs(r, B32, 16)


def aws_secret(r):
    return rs(r, B64[:-2] + "+/", 40)


def aws_session(r):
    return b64s(b"!\n\torigin_ec\x10" + rbytes(r, r.randint(430, 620)))


def azure_devops_pat(r, new=None):
    if new is None:
        new = r.random() < 0.5
    if not new:
        return rs(r, "abcdefghijklmnopqrstuvwxyz234567", 52)
    return (rs(r, ALNUM, 52) + "JQQJ99" + r.choice("ABCD") + r.choice("ABCDEFGHIJKL") + "ACAAAAA" +
            rs(r, ALNUM, 5) + "AAAS" + "AZDO" + rs(r, ALNUM, 4))


def azure_cog_key(r):
    return (rs(r, ALNUM, 52) + "JQQJ99" + r.choice("AB") + r.choice("ABCDEFGHIJKL") + "AC" + rs(r, ALNUM, 6) +
            "XJ3w3AAA" + r.choice("ABCDEFGHIJ") + "ACOG" + rs(r, ALNUM, 4))


def azure_client_secret(r):
    return rs(r, ALNUM, 3) + r.choice(DIGITS) + "Q~" + rs(r, ALNUM + "_~.-", 34)


def slack_digits(r, n):
    return r.choice("123456789") + rs(r, DIGITS, n - 1)


def django_key(r):
    return rs(r, "abcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*(-_=+)", 50)


def password(r, n=None, special=True):
    n = n or r.randint(14, 24)
    alpha = ALNUM + ("!@#%^*-_=+." if special else "")
    while True:
        p = rs(r, alpha, n)
        if any(c in DIGITS for c in p) and any(c in UPPER for c in p):
            return p


def words_pw(r):
    w = ["harbor", "violet", "copper", "tundra", "maple", "orbit", "quartz", "falcon", "ember", "lagoon",
         "cactus", "nimbus", "pepper", "zephyr", "walnut", "saffron"]
    return r.choice(w).capitalize() + r.choice(["-", ".", "_", "!"]) + r.choice(w) + str(r.randint(10, 9999))


# ---------------------------------------------------------------- payload model
class Pay:
    """A secret (or decoy) ready to be placed by a carrier.

    t = 'kv'   entries: [(names, value)], one value holds the P0..P1 span
        'hdr'  hname, hval (+ hextra headers)
        'url'  names, url
        'blob' fmt, fname, content (a whole file: .pgpass, my.cnf, PEM, ...)
    """

    def __init__(self, t, entries=None, hname=None, hval=None, hextra=(), names=None, url=None, fmt=None,
                 fname=None, content=None, nameless=False, inner="raw", also=(), also_same=(), note=None,
                 deb=False, only=None):
        self.t, self.entries, self.hname, self.hval, self.hextra = t, entries or [], hname, hval, list(hextra)
        self.names, self.url, self.fmt, self.fname, self.content = names, url, fmt, fname, content
        self.nameless, self.inner, self.also, self.also_same = nameless, inner, list(also), list(also_same)
        self.note, self.deb, self.only = note, deb, only

    def texts(self):
        if self.t == "kv":
            return [v for _, v in self.entries]
        if self.t == "hdr":
            return [self.hval] + [v for _, v in self.hextra]
        if self.t == "url":
            return [self.url]
        return [self.content]

    @property
    def primary(self):
        for s in self.texts():
            if P0 in s:
                return s
        raise ValueError("no primary")

    @property
    def secret(self):
        s = self.primary
        raw = s[s.index(P0) + 1:s.index(P1)]
        raw = strip_marks(raw)
        if self.inner == "url":
            from urllib.parse import unquote
            return unquote(raw)
        if self.inner == "json":
            return json.loads('"' + raw + '"')
        return raw

    @property
    def ml(self):
        return any("\n" in s for s in self.texts())

    @property
    def ml_secret(self):
        return "\n" in self.secret

    def chars(self):
        return set("".join(strip_marks(s) for s in self.texts()))


def _names(n):
    return [n] if isinstance(n, str) else list(n)


def kv(names, value, extra=(), after=(), **kw):
    v = value if P0 in value else mark(value)
    return Pay("kv", entries=[(_names(a), b) for a, b in extra] + [(_names(names), v)] +
               [(_names(a), b) for a, b in after], **kw)


def hdr(hname, value, pre="", post="", extra=(), **kw):
    v = value if P0 in value else mark(value)
    return Pay("hdr", hname=hname, hval=pre + v + post, hextra=list(extra), **kw)


def url(names, u, **kw):
    return Pay("url", names=_names(names), url=u, **kw)


def blob(fmt, fname, content, **kw):
    return Pay("blob", fmt=fmt, fname=fname, content=content, **kw)


NOTE_WHY = {
    "placeholder": "filler in the credential's shape (x/X/0 runs, <...>, an ellipsis or a stand-in word), never issued",
    "redacted": "the credential is masked; only a prefix or a few characters survive",
    "template-ref": "a variable or template reference resolved elsewhere; the file holds no value",
    "config-value": "an ordinary setting next to a provider name, not a credential",
}


def neg(p, note, deb=False):
    if ": " not in note:
        note = "%s: %s" % (note, NOTE_WHY[note])
    p.note, p.deb = note, deb
    return p


HOSTS = ["api.kestrelworks.io", "orders.larkspur.dev", "internal.quillon.net", "edge.palisade.io",
         "billing.fernhill.com", "svc.cobaltpeak.ca", "gw.tidewater.com"]
USERS = ["deploy", "svc_orders", "ci-bot", "jdoe", "m.okafor", "priya.n", "etl_reader", "backup"]
DBS = ["orders", "analytics", "inventory", "ledger", "crm_prod", "events"]


# ---------------------------------------------------------------- kinds
KINDS = {}


def reg(kind, pos, negf=None):
    KINDS[kind] = (pos, negf)


def T(names, gen, extra=None, nameless=True, **kw):
    """positive factory: token value next to one of `names` (or alone when nameless)."""
    def f(r, i):
        ex = extra(r, i) if extra else ()
        return kv(names, gen(r, i), extra=ex, nameless=nameless, **kw)
    return f


def gh_bad_checksum(r, prefix):
    e = rs(r, ALNUM, 30)
    good = b62(zlib.crc32(e.encode()))
    bad = good
    while bad == good:
        bad = rs(r, ALNUM, 6)
    return prefix + e + bad


def kinds_scm():
    GHN = ["github token", "GH TOKEN", "github pat", "gh personal access token", "GitHub access token"]
    reg("github-pat", T(GHN, lambda r, i: gh_style(r, "ghp_")))
    reg("github-oauth", T(["github oauth token", "gh oauth access token", "oauth token"], lambda r, i: gh_style(r, "gho_")))
    reg("github-user-to-server", T(["github app user token", "gh user access token", "github user token"],
                                   lambda r, i: gh_style(r, "ghu_")))

    def ghs(r, i):
        t = gh_style(r, "ghs_")
        if i == 2:
            return url(["git remote url", "repo url"],
                       "https://x-access-token:" + mark(t) + "@github.com/" +
                       r.choice(["kestrel-works/payments", "larkspur/infra-live", "quillon/monorepo"]) + ".git",
                       also_same=["url-password"], nameless=True)
        return kv(["github installation token", "gh app token", "GITHUB TOKEN", "installation access token"], t,
                  nameless=True)
    reg("github-server-to-server", ghs)
    reg("github-refresh", T(["github refresh token", "gh refresh token", "refresh token"], lambda r, i: gh_style(r, "ghr_")))
    reg("github-fine-grained-pat",
        T(GHN + ["github fine grained token"], lambda r, i: "github_pat_11" + rs(r, UPNUM, 20) + "_" + rs(r, ALNUM, 59)))

    GLN = ["gitlab token", "GITLAB PRIVATE TOKEN", "gl access token", "GitLab api token"]
    reg("gitlab-pat", T(GLN, lambda r, i: "glpat-" + rs(r, ALNUM + "-_", 20)))
    reg("gitlab-runner-token", T(["runner token", "gitlab runner token", "CI RUNNER AUTH TOKEN"],
                                 lambda r, i: "glrt-" + rs(r, ALNUM + "-_", 20)))
    reg("gitlab-pipeline-trigger", T(["trigger token", "gitlab trigger token", "pipeline trigger"],
                                     lambda r, i: "glptt-" + rs(r, HEXL, 40)))

    def gldt(r, i):
        t = "gldt-" + rs(r, ALNUM + "-_", 20)
        if i == 1:
            return url(["registry url", "clone url"], "https://gitlab+deploy-token-%d:" % r.randint(100, 9999) + mark(t) +
                       "@gitlab.com/" + r.choice(["acme/platform/api.git", "larkspur/charts.git"]),
                       also_same=["url-password"], nameless=True)
        return kv(["deploy token", "gitlab deploy token", "CI DEPLOY PASSWORD"], t, nameless=True)
    reg("gitlab-deploy-token", gldt)
    reg("gitlab-job-token", T(["CI JOB TOKEN", "job token", "gitlab job token"],
                              lambda r, i: "glcbt-" + rs(r, HEXL, 2) + "_" + rs(r, ALNUM + "-_", 20)))
    reg("gitlab-feature-flag-token", T(["unleash instance id", "feature flag token", "gitlab ff client token"],
                                       lambda r, i: "glffct-" + rs(r, ALNUM + "-_", 20)))
    reg("gitlab-feed-token", T(["feed token", "gitlab feed token", "rss token"], lambda r, i: "glft-" + rs(r, ALNUM + "-_", 20)))
    reg("gitlab-incoming-mail-token", T(["incoming email token", "gitlab incoming mail token"],
                                        lambda r, i: "glimt-" + rs(r, ALNUM + "-_", 25)))
    reg("gitlab-agent-token", T(["agent token", "gitlab agent token", "kas token"], lambda r, i: "glagent-" + rs(r, ALNUM + "-_", 50)))
    reg("gitlab-oauth-app-secret", T(["gitlab oauth secret", "oauth app secret", "gitlab app secret"],
                                     lambda r, i: "gloas-" + rs(r, ALNUM + "-_", 64)))
    reg("gitlab-scim-token", T(["scim token", "gitlab scim token", "SCIM BEARER"], lambda r, i: "glsoat-" + rs(r, ALNUM + "-_", 20)))

    # Bitbucket
    reg("bitbucket-app-password",
        T(["bitbucket app password", "BB APP PASSWORD", "bitbucket password"], lambda r, i: bitbucket_app_password(r),
          extra=lambda r, i: [(["bitbucket username"], r.choice(USERS))]))


def kinds_chat_ai():
    SN = ["slack bot token", "SLACK BOT TOKEN", "slack token", "bot user oauth token"]
    reg("slack-bot-token", T(SN, lambda r, i: "xoxb-%s-%s-%s" % (slack_digits(r, r.choice([11, 12, 13])),
                                                                    slack_digits(r, 13), rs(r, ALNUM, 24))))
    reg("slack-user-token", T(["slack user token", "SLACK USER OAUTH TOKEN", "slack legacy token"],
                              lambda r, i: "xoxp-%s-%s-%s-%s" % (slack_digits(r, 11), slack_digits(r, 11),
                                                                  slack_digits(r, 13), rs(r, HEXL, 32))))
    reg("slack-workspace-token",
        T(["slack workspace token", "slack refresh token", "slack oauth refresh"],
          lambda r, i: ("xoxa-2-%s-%s-%s-%s" % (slack_digits(r, 11), slack_digits(r, 12), slack_digits(r, 13),
                                               rs(r, HEXL, 64))) if i != 1 else
          "xoxr-%s-%s-%s" % (slack_digits(r, 11), slack_digits(r, 13), rs(r, ALNUM, 40))))
    reg("slack-app-token", T(["slack app token", "SLACK APP LEVEL TOKEN", "socket mode token"],
                             lambda r, i: "xapp-1-A%s-%s-%s" % (rs(r, UPNUM, 10), slack_digits(r, 13), rs(r, HEXL, 64))))
    reg("slack-webhook",
        lambda r, i: url(["slack webhook url", "SLACK WEBHOOK", "alert webhook", "slack hook"],
                         mark("https://hooks.slack.com/services/T%s/B%s/%s" % (rs(r, UPNUM, 10), rs(r, UPNUM, 10),
                                                                                rs(r, ALNUM, 24))), nameless=True))
    reg("slack-config-token",
        T(["slack config token", "SLACK CONFIG ACCESS TOKEN", "app configuration token", "slack config refresh token"],
          lambda r, i: ("xoxe.xoxp-1-" + rs(r, ALNUM, 164)) if i != 2 else ("xoxe-1-" + rs(r, ALNUM, 146))))

    def slwf(r, i):
        if i == 1:
            u = "https://hooks.slack.com/workflows/T%s/A%s/%s/%s" % (rs(r, UPNUM, 9), rs(r, UPNUM, 10),
                                                                     slack_digits(r, 18), rs(r, ALNUM, 24))
        else:
            u = "https://hooks.slack.com/triggers/T%s/%s/%s" % (rs(r, UPNUM, 9), slack_digits(r, 13), rs(r, HEXL, 32))
        return url(["workflow webhook", "slack trigger url", "SLACK WORKFLOW URL"], mark(u), nameless=True)
    reg("slack-workflow-webhook", slwf)

    OAN = ["openai api key", "OPENAI KEY", "openai key", "OpenAI apiKey"]
    reg("openai-api-key", T(OAN, lambda r, i: "sk-" + rs(r, ALNUM, 20) + "T3BlbkFJ" + rs(r, ALNUM, 20)))
    reg("openai-project-key", T(OAN, lambda r, i: "sk-proj-" + rs(r, B64URL, 74) + "T3BlbkFJ" + rs(r, B64URL, 74)))
    reg("openai-service-account-key", T(OAN + ["openai service account key"],
                                        lambda r, i: "sk-svcacct-" + rs(r, B64URL, 74) + "T3BlbkFJ" + rs(r, B64URL, 74)))
    reg("openai-admin-key", T(["openai admin key", "OPENAI ADMIN KEY", "oai admin key"],
                              lambda r, i: "sk-admin-" + rs(r, B64URL, 58) + "T3BlbkFJ" + rs(r, B64URL, 58)))
    ANN = ["anthropic api key", "ANTHROPIC KEY", "claude api key", "anthropic key"]
    reg("anthropic-api-key", T(ANN, lambda r, i: "sk-ant-api03-" + rs(r, B64URL, 93) + "AA"))
    reg("anthropic-admin-key", T(["anthropic admin key", "ANTHROPIC ADMIN API KEY"], lambda r, i: "sk-ant-admin01-" + rs(r, B64URL, 93) + "AA"))
    reg("anthropic-oauth-token",
        T(["claude code oauth token", "CLAUDE CODE OAUTH TOKEN", "anthropic oauth token", "refresh token"],
          lambda r, i: ("sk-ant-oat01-" if i != 1 else "sk-ant-ort01-") + rs(r, B64URL, 93) + "AA"))

    reg("perplexity-api-key", T(["perplexity api key", "PPLX API KEY", "pplx key"], lambda r, i: "pplx-" + rs(r, ALNUM, 48)))
    reg("groq-api-key", T(["groq api key", "GROQ KEY"], lambda r, i: "gsk_" + rs(r, ALNUM, 52)))
    reg("xai-api-key", T(["xai api key", "XAI API KEY", "grok api key"], lambda r, i: "xai-" + rs(r, ALNUM, 80)))
    reg("replicate-token", T(["replicate api token", "REPLICATE API TOKEN"], lambda r, i: "r8_" + rs(r, ALNUM, 37)))
    reg("huggingface-token", T(["hf token", "HUGGING FACE HUB TOKEN", "huggingface token", "HF_TOKEN"],
                               lambda r, i: "hf_" + rs(r, LETTERS, 34)))
    reg("huggingface-org-token", T(["hf org token", "huggingface org api token"], lambda r, i: "api_org_" + rs(r, LETTERS, 34)))
    reg("openrouter-api-key", T(["openrouter api key", "OPENROUTER KEY", "or key"], lambda r, i: "sk-or-v1-" + rs(r, HEXL, 64)))
    reg("langsmith-api-key", T(["langsmith api key", "LANGCHAIN API KEY", "langsmith key"],
                               lambda r, i: "lsv2_%s_%s_%s" % (r.choice(["pt", "sk"]), rs(r, HEXL, 32), rs(r, HEXL, 10))))
    reg("pinecone-api-key", T(["pinecone api key", "PINECONE KEY"], lambda r, i: "pcsk_%s_%s" % (rs(r, ALNUM, r.choice([5, 6])), rs(r, ALNUM, 63))))
    reg("langfuse-secret-key", T(["langfuse secret key", "LANGFUSE SECRET KEY"], lambda r, i: "sk-lf-" + ruuid(r),
                                 extra=lambda r, i: [(["langfuse public key"], "pk-lf-" + ruuid(r))]))
    reg("tavily-api-key", T(["tavily api key", "TAVILY KEY"], lambda r, i: ("tvly-dev-" if i == 2 else "tvly-") + rs(r, ALNUM, 32)))
    reg("firecrawl-api-key", T(["firecrawl api key", "FIRECRAWL KEY"], lambda r, i: "fc-" + rs(r, HEXL, 32)))
    reg("cerebras-api-key", T(["cerebras api key", "CEREBRAS KEY"], lambda r, i: "csk-" + rs(r, LOWNUM, 48)))
    reg("nvidia-api-key", T(["nvidia api key", "NGC API KEY", "nim api key"], lambda r, i: "nvapi-" + rs(r, B64URL, 64)))
    reg("cohere-api-key", T(["cohere api key", "CO API KEY", "COHERE KEY"], lambda r, i: rs(r, ALNUM, 40), nameless=False))
    reg("mistral-api-key", T(["mistral api key", "MISTRAL KEY"], lambda r, i: rs(r, ALNUM, 32), nameless=False))
    reg("deepseek-api-key", T(["deepseek api key", "DEEPSEEK KEY"], lambda r, i: "sk-" + rs(r, HEXL, 32), nameless=False))
    reg("together-api-key", T(["together api key", "TOGETHER AI KEY", "togetherai api key"], lambda r, i: rs(r, HEXL, 64), nameless=False))
    reg("together-api-key-v1", T(["together api key", "TOGETHER KEY"], lambda r, i: "tgp_v1_" + rs(r, B64URL, 43)))
    reg("elevenlabs-api-key",
        lambda r, i: (hdr("xi-api-key", rs(r, HEXL, 32)) if i == 2 else
                      kv(["elevenlabs api key", "ELEVEN API KEY", "xi api key"], rs(r, HEXL, 32))))
    reg("elevenlabs-api-key-prefixed", T(["elevenlabs api key", "ELEVENLABS KEY"], lambda r, i: "sk_" + rs(r, HEXL, 48)))
    reg("wandb-api-key", T(["wandb api key", "WANDB KEY", "weights and biases key"], lambda r, i: rs(r, HEXL, 40), nameless=False))
    reg("deepgram-api-key", T(["deepgram api key", "DEEPGRAM KEY", "dg key"], lambda r, i: rs(r, HEXL, 40), nameless=False))
    reg("assemblyai-api-key", T(["assemblyai api key", "ASSEMBLY AI KEY", "aai key"], lambda r, i: rs(r, HEXL, 32), nameless=False))


def hashlib_hex(r, n):
    import hashlib
    return hashlib.sha256(rbytes(r, 16)).hexdigest()[:n] if n <= 64 else rs(r, HEXL, n)


def gcp_json(r):
    proj = r.choice(["kw-data-prod", "larkspur-ml", "quillon-ci-3f2a", "palisade-analytics"])
    sa = r.choice(["terraform", "bq-loader", "ci-deployer", "vertex-runner"])
    key = pem_pkcs8(r, "rsa") + "\n"
    esc = key.replace("\n", "\\n")
    lines = ['{',
             '  "type": "service_account",',
             '  "project_id": "%s",' % proj,
             '  "private_key_id": "%s",' % rs(r, HEXL, 40),
             '  "private_key": "%s",' % mark(esc),
             '  "client_email": "%s@%s.iam.gserviceaccount.com",' % (sa, proj),
             '  "client_id": "%s",' % rs(r, DIGITS, 21),
             '  "auth_uri": "https://accounts.google.com/o/oauth2/auth",',
             '  "token_uri": "https://oauth2.googleapis.com/token",',
             '  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",',
             '  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/%s%%40%s.iam.gserviceaccount.com",' % (sa, proj),
             '  "universe_domain": "googleapis.com"',
             '}']
    return "\n".join(lines)


def kinds_cloud():
    AKN = ["aws access key id", "AWS ACCESS KEY ID", "aws key id", "access key id"]
    reg("aws-access-key-id",
        T(AKN, lambda r, i: aws_key_id(r, "AKIA" if i != 2 else "ASIA")))
    SKN = ["aws secret access key", "AWS SECRET ACCESS KEY", "aws secret key", "secretAccessKey"]
    reg("aws-secret-access-key", T(SKN, lambda r, i: aws_secret(r), nameless=False))

    def pair(r, i):
        kid, sec = aws_key_id(r), aws_secret(r)
        if i == 0:
            return Pay("kv", entries=[(["s3 credentials", "backup creds", "minio creds"], smark(kid) + ":" + mark(sec))],
                       also=["aws-access-key-id"], nameless=True)
        if i == 1:
            return kv(["backup secret key", "s3 secret"], sec, extra=[(["backup access key", "s3 access key"], smark(kid))],
                      also=["aws-access-key-id"])
        return kv(["uploader secret", "bucket secret"], sec, extra=[(["uploader key", "bucket key"], smark(kid))],
                  also=["aws-access-key-id"])
    reg("aws-key-pair", pair)
    reg("aws-session-token",
        lambda r, i: kv(["aws session token", "AWS SESSION TOKEN", "sessionToken"], aws_session(r), nameless=True))
    reg("gcp-service-account", lambda r, i: blob("gcp", r.choice(["sa-key.json", "credentials.json", "gcp-key.json"]),
                                                  gcp_json(r), inner="json", also_same=["private-key-pkcs8"]))
    GKN = ["google api key", "GOOGLE MAPS API KEY", "gmaps key", "firebase api key", "GOOGLE API KEY"]
    reg("google-api-key", T(GKN, lambda r, i: "AIza" + rs(r, B64URL, 35)))
    reg("google-oauth-client-secret",
        T(["google client secret", "GOOGLE OAUTH CLIENT SECRET", "client secret"], lambda r, i: "GOCSPX-" + rs(r, B64URL, 28),
          extra=lambda r, i: [(["google client id"], "%s-%s.apps.googleusercontent.com" % (rs(r, DIGITS, 12), rs(r, LOWNUM, 32)))]))
    reg("google-oauth-access-token", T(["google access token", "access token", "gcloud access token"],
                                       lambda r, i: "ya29.a0" + rs(r, B64URL, r.randint(150, 200))))
    reg("google-oauth-refresh-token", T(["google refresh token", "refresh token", "gs oauth2 refresh token"],
                                        lambda r, i: "1//0" + rs(r, B64URL, r.randint(95, 100))))

    reg("azure-storage-key",
        lambda r, i: kv(["azure storage connection string", "AzureWebJobsStorage", "storage connection"],
                        "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net"
                        % (r.choice(["acmeprodsa", "nwlogs01", "tessblob"]) + rs(r, LOWNUM, 3), mark(b64s(rbytes(r, 64))))))
    reg("azure-ad-client-secret",
        T(["azure client secret", "AZURE CLIENT SECRET", "entra client secret", "clientSecret"], lambda r, i: azure_client_secret(r),
          extra=lambda r, i: [(["azure client id"], ruuid(r)), (["azure tenant id"], ruuid(r))]))

    def sas_key(r, i):
        k = b64s(rbytes(r, 32))
        if i == 1:
            s = "HostName=%s.azure-devices.net;SharedAccessKeyName=iothubowner;SharedAccessKey=%s" % (
                r.choice(["kw-iot-hub", "nw-telemetry"]), mark(k))
        else:
            s = "Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=%s;SharedAccessKey=%s%s" % (
                r.choice(["kw-events", "nw-orders-bus", "tess-ingest"]), r.choice(["RootManageSharedAccessKey", "send-only"]),
                mark(k), r.choice(["", ";EntityPath=orders"]))
        return kv(["service bus connection", "EVENTHUB CONNECTION STRING", "iot hub connection"], s)
    reg("azure-sas-key", sas_key)

    def sas_url(r, sig_first):
        sig = quote(b64s(rbytes(r, 32)), safe="")
        acct = r.choice(["acmeprodsa", "nwexports", "tessbackups"])
        path = r.choice(["exports/2024-q3.csv", "backups/db.bak", "media/logo.png"])
        se = "2025-%02d-%02dT%02d:00:00Z" % (r.randint(1, 12), r.randint(1, 28), r.randint(0, 23))
        if sig_first:
            q = "sig=%s&st=2024-01-01T00%%3A00%%3A00Z&se=%s&sp=r&spr=https&sv=2022-11-02&sr=b" % (mark(sig), se.replace(":", "%3A"))
        else:
            q = "sv=2022-11-02&ss=b&srt=sco&sp=rl&se=%s&st=2024-01-01T00:00:00Z&spr=https&sig=%s" % (se, mark(sig))
        return "https://%s.blob.core.windows.net/%s?%s" % (acct, path, q)
    reg("azure-sas-token", lambda r, i: url(["blob sas url", "AZURE SAS URL", "export url"], sas_url(r, False), inner="url", nameless=True))
    reg("azure-sas-token-sig-first", lambda r, i: url(["blob sas url", "download url"], sas_url(r, True), inner="url", nameless=True))
    reg("azure-apim-subscription-key",
        lambda r, i: (hdr("Ocp-Apim-Subscription-Key", rs(r, HEXL, 32)) if i == 0 else
                      kv(["apim subscription key", "OCP APIM SUBSCRIPTION KEY", "cognitive services key", "speech key"],
                         rs(r, HEXL, 32) if i == 1 else azure_cog_key(r), also_same=["azure-annotated-key"] if i == 2 else [])))
    reg("azure-devops-pat", lambda r, i: kv(["azure devops pat", "AZURE DEVOPS EXT PAT", "ado pat", "AZDO PERSONAL ACCESS TOKEN"],
                                            azure_devops_pat(r, i == 2), also_same=["azure-annotated-key"] if i == 2 else []))

    reg("alibaba-access-key-id", T(["alibaba cloud access key id", "ALIBABA CLOUD ACCESS KEY ID", "aliyun access key"],
                                   lambda r, i: "LTAI" + rs(r, ALNUM, 20)))
    reg("alibaba-access-key-secret",
        T(["alibaba cloud access key secret", "ALIBABA CLOUD ACCESS KEY SECRET", "aliyun secret"], lambda r, i: rs(r, ALNUM, 30),
          nameless=False, extra=lambda r, i: [(["alibaba cloud access key id"], smark("LTAI" + rs(r, ALNUM, 20)))],
          also=["alibaba-access-key-id"]))
    reg("tencent-secret-id", T(["tencentcloud secret id", "TENCENTCLOUD SECRET ID", "qcloud secret id"], lambda r, i: "AKID" + rs(r, ALNUM, 32)))
    reg("yandex-api-key", T(["yandex api key", "YC API KEY", "yandex cloud key"], lambda r, i: "AQVN" + rs(r, B64URL, r.choice([35, 36, 38]))))
    reg("digitalocean-pat", T(["digitalocean token", "DIGITALOCEAN ACCESS TOKEN", "do token", "access-token"], lambda r, i: "dop_v1_" + rs(r, HEXL, 64)))
    reg("digitalocean-oauth", T(["do oauth token", "access token"], lambda r, i: "doo_v1_" + rs(r, HEXL, 64)))
    reg("digitalocean-refresh", T(["do refresh token", "refresh token"], lambda r, i: "dor_v1_" + rs(r, HEXL, 64)))
    reg("linode-token", T(["linode token", "LINODE API TOKEN", "linode cli token"], lambda r, i: rs(r, HEXL, 64), nameless=False))
    reg("hetzner-token", T(["hcloud token", "HETZNER API TOKEN", "hcloud"], lambda r, i: rs(r, ALNUM, 64), nameless=False))
    reg("cloudflare-origin-ca-key", T(["cloudflare origin ca key", "CF ORIGIN CA KEY", "origin ca key"],
                                      lambda r, i: "v1.0-" + rs(r, HEXL, 24) + "-" + rs(r, HEXL, 146)))
    reg("cloudflare-api-token",
        lambda r, i: kv(["cloudflare api token", "CLOUDFLARE API TOKEN", "cf api token", "CF_DNS_API_TOKEN"],
                        rs(r, B64URL, 40) if i != 2 else "cfut_" + rs(r, ALNUM, 40) + rs(r, HEXL, 8)))
    reg("cloudflare-global-api-key",
        lambda r, i: (hdr("X-Auth-Key", rs(r, HEXL, 37), extra=[("X-Auth-Email", r.choice(USERS) + "@kestrelworks.io")]) if i == 1 else
                      kv(["cloudflare api key", "CLOUDFLARE GLOBAL API KEY", "cf api key"], rs(r, HEXL, 37),
                         extra=[(["cloudflare email"], r.choice(USERS) + "@larkspur.dev")])))
    reg("flyio-token", lambda r, i: kv(["fly api token", "FLY ACCESS TOKEN", "fly token"],
                                       ("FlyV1 " if i == 0 else "") + mark("fm2_" + b64s(rbytes(r, r.choice([120, 180, 240]))))
                                       if i != 2 else "fo1_" + rs(r, B64URL, 43), nameless=True))
    reg("netlify-token", T(["netlify token", "NETLIFY AUTH TOKEN"], lambda r, i: "nfp_" + rs(r, ALNUM, 36)))
    reg("netlify-token-named", T(["netlify auth token", "NETLIFY AUTH TOKEN", "netlify token"], lambda r, i: rs(r, B64URL, 43), nameless=False))
    reg("render-api-key", T(["render api key", "RENDER API KEY"], lambda r, i: "rnd_" + rs(r, ALNUM, 24)))
    reg("vercel-token", T(["vercel token", "VERCEL TOKEN", "vercel api token"], lambda r, i: rs(r, ALNUM, 24), nameless=False,
                          extra=lambda r, i: [(["vercel org id"], "team_" + rs(r, ALNUM, 24))] if i == 1 else ()))
    reg("heroku-api-key", T(["heroku api key", "HEROKU API KEY", "heroku token"], lambda r, i: "HRKU-AA" + rs(r, B64URL, 58)))
    reg("heroku-legacy-api-key", T(["heroku api key", "HEROKU API KEY", "heroku key"], lambda r, i: ruuid(r), nameless=False))
    reg("doppler-token", T(["doppler token", "DOPPLER TOKEN", "doppler service token"],
                           lambda r, i: ["dp.pt.", "dp.st.prd.", "dp.sa."][i] + rs(r, ALNUM, 43)))
    reg("databricks-token", T(["databricks token", "DATABRICKS TOKEN", "dbx token"], lambda r, i: "dapi" + rs(r, HEXL, 32) + ("-2" if i == 2 else "")))
    reg("terraform-cloud-token", T(["tfe token", "TF TOKEN app terraform io", "terraform cloud token", "ATLAS TOKEN"],
                                   lambda r, i: rs(r, ALNUM, 14) + ".atlasv1." + rs(r, ALNUM, 67)))
    reg("pulumi-token", T(["pulumi access token", "PULUMI ACCESS TOKEN"], lambda r, i: "pul-" + rs(r, HEXL, 40)))
    reg("scalingo-token", T(["scalingo api token", "SCALINGO API TOKEN"], lambda r, i: "tk-us-" + rs(r, B64URL, 48)))
    reg("deno-deploy-token", T(["deno deploy token", "DENO DEPLOY TOKEN"], lambda r, i: ("ddp_" if i != 1 else "ddw_") + rs(r, ALNUM, 36)))
    reg("supabase-token", T(["supabase access token", "SUPABASE ACCESS TOKEN"], lambda r, i: "sbp_" + rs(r, HEXL, 40)))
    reg("supabase-secret-key", T(["supabase secret key", "SUPABASE SECRET KEY", "supabase service key"],
                                 lambda r, i: "sb_secret_" + rs(r, ALNUM + "-", 22) + "_" + rs(r, ALNUM, 8)))
    reg("planetscale-token", T(["planetscale service token", "PLANETSCALE SERVICE TOKEN"], lambda r, i: "pscale_tkn_" + rs(r, B64URL, 43),
                               extra=lambda r, i: [(["planetscale service token id"], rs(r, LOWNUM, 12))]))
    reg("planetscale-password", T(["planetscale password", "DATABASE PASSWORD", "pscale password"], lambda r, i: "pscale_pw_" + rs(r, B64URL, 43)))
    reg("planetscale-oauth-token", T(["planetscale oauth token", "pscale oauth"], lambda r, i: "pscale_oauth_" + rs(r, B64URL, 43)))
    reg("neon-api-key", T(["neon api key", "NEON API KEY"], lambda r, i: "napi_" + rs(r, LOWNUM, 64)))
    reg("mongodb-atlas-sa-secret", T(["atlas client secret", "MONGODB ATLAS CLIENT SECRET"], lambda r, i: "mdb_sa_sk_" + rs(r, ALNUM, 40),
                                     extra=lambda r, i: [(["atlas client id"], "mdb_sa_id_" + rs(r, HEXL, 24))]))
    reg("mongodb-atlas-private-key", T(["mongodb atlas private key", "MONGODB ATLAS PRIVATE KEY", "atlas private api key"],
                                       lambda r, i: ruuid(r), nameless=False,
                                       extra=lambda r, i: [(["mongodb atlas public key"], rs(r, LOWER, 8))]))
    reg("upstash-token", T(["upstash redis rest token", "UPSTASH REDIS REST TOKEN", "kv rest api token"],
                           lambda r, i: upstash_token(r), nameless=False,
                           extra=lambda r, i: [(["upstash redis rest url"], "https://%s-%s-%d.upstash.io" % (
                               r.choice(["usw1", "eu2", "apn1"]), r.choice(["grand", "crisp", "brave"]), r.randint(10000, 99999)))]))
    reg("firebase-fcm-server-key", T(["fcm server key", "FIREBASE SERVER KEY", "gcm api key"],
                                     lambda r, i: "AAAA" + rs(r, B64URL, 7) + ":APA91b" + rs(r, B64URL, 134)))


def kinds_saas():
    reg("stripe-secret-key", T(["stripe secret key", "STRIPE SECRET KEY", "stripe.secret.key", "stripe api key"],
                               lambda r, i: "sk_live_" + ("51" + rs(r, ALNUM, 97) if i != 1 else rs(r, ALNUM, 24))))
    reg("stripe-restricted-key", T(["stripe restricted key", "STRIPE RK", "stripe key"],
                                   lambda r, i: "rk_live_" + ("51" + rs(r, ALNUM, 97) if i != 2 else rs(r, ALNUM, 24))))
    reg("stripe-webhook-secret", T(["stripe webhook secret", "STRIPE WEBHOOK SIGNING SECRET", "endpoint secret"],
                                   lambda r, i: "whsec_" + rs(r, ALNUM, 32)))
    reg("sendgrid-api-key", T(["sendgrid api key", "SENDGRID API KEY", "SendGrid key", "sg api key", "SENDGRID PASSWORD"],
                              lambda r, i: "SG." + rs(r, B64URL, 22) + "." + rs(r, B64URL, 43)))
    reg("npm-token", T(["npm token", "NPM TOKEN", "npm auth token", "NODE AUTH TOKEN"], lambda r, i: gh_style(r, "npm_")))

    def npmrc(r, tok, scope=None):
        lines = ["registry=https://registry.npmjs.org/"]
        if scope:
            lines.append("@%s:registry=https://registry.npmjs.org/" % scope)
        lines += ["//registry.npmjs.org/:_authToken=" + tok, "always-auth=true", "save-exact=true"]
        return "\n".join(lines)
    reg("npm-legacy-token", lambda r, i: blob("npmrc", ".npmrc", npmrc(r, mark(ruuid(r)), r.choice([None, "kestrel", "nw"]))))
    reg("npm-token-named", T(["npm token", "NPM TOKEN", "npm auth token"], lambda r, i: ruuid(r), nameless=False))
    reg("pypi-token", T(["pypi token", "PYPI API TOKEN", "TWINE PASSWORD", "pypi password"], lambda r, i: pypi_token(r)))
    reg("rubygems-token", T(["gem host api key", "RUBYGEMS API KEY", "rubygems api key"], lambda r, i: "rubygems_" + rs(r, HEXL, 48)))
    reg("nuget-api-key", T(["nuget api key", "NUGET API KEY", "nuget key"], lambda r, i: "oy2" + rs(r, LOWNUM, 43), nameless=False))
    reg("clojars-token", T(["clojars deploy token", "CLOJARS PASSWORD"], lambda r, i: "CLOJARS_" + rs(r, HEXL, 60)))
    reg("docker-pat", T(["docker hub token", "DOCKERHUB TOKEN", "docker password", "registry password"], lambda r, i: "dckr_pat_" + rs(r, B64URL, 27),
                        extra=lambda r, i: [(["docker username"], r.choice(USERS).replace(".", ""))]))
    reg("docker-org-token", T(["docker org token", "DOCKERHUB ORG TOKEN"], lambda r, i: "dckr_oat_" + rs(r, B64URL, 32)))
    reg("jfrog-api-key", T(["artifactory api key", "JFROG API KEY", "ARTIFACTORY PASSWORD"], lambda r, i: "AKCp" + r.choice("58") + rs(r, ALNUM, 68)))
    reg("jfrog-reference-token", T(["jfrog access token", "JF ACCESS TOKEN", "artifactory token"], lambda r, i: jfrog_ref(r)))
    reg("sonarqube-token", T(["sonar token", "SONAR TOKEN", "sonar.login", "sonar.token"], lambda r, i: ["squ_", "sqp_", "sqa_"][i] + rs(r, HEXL, 40)))
    reg("sonarqube-token-named", T(["sonar token", "SONAR TOKEN", "sonar.login", "SONAR_LOGIN"], lambda r, i: rs(r, HEXL, 40), nameless=False))
    reg("circleci-token", T(["circle token", "CIRCLECI TOKEN", "circleci api token"], lambda r, i: "CCIPAT_" + rs(r, ALNUM, 22) + "_" + rs(r, HEXL, 40)))
    reg("buildkite-token", T(["buildkite api token", "BUILDKITE TOKEN", "bk token"], lambda r, i: "bkua_" + rs(r, HEXL, 40)))
    reg("harness-token", T(["harness api key", "HARNESS PLATFORM API KEY", "harness token"],
                           lambda r, i: "%s.%s.%s.%s" % (r.choice(["pat", "sat"]), rs(r, ALNUM + "_-", 22), rs(r, HEXL, 24), rs(r, ALNUM, 20))))
    reg("octopus-api-key", T(["octopus api key", "OCTOPUS CLI API KEY", "octo api key"], lambda r, i: "API-" + rs(r, UPNUM, 26)))
    reg("travis-token", T(["travis token", "TRAVIS API TOKEN", "travis ci token"], lambda r, i: rs(r, ALNUM, 22), nameless=False))
    reg("codecov-token", T(["codecov token", "CODECOV TOKEN", "codecov upload token"], lambda r, i: ruuid(r), nameless=False))
    reg("snyk-token", T(["snyk token", "SNYK TOKEN", "snyk api token"], lambda r, i: ruuid(r), nameless=False))
    reg("infracost-api-key", T(["infracost api key", "INFRACOST API KEY"], lambda r, i: "ico-" + rs(r, ALNUM, 32)))
    reg("sourcegraph-token", T(["src access token", "SRC ACCESS TOKEN", "sourcegraph token"],
                               lambda r, i: "sgp_" + (rs(r, HEXL, 16) + "_" if i != 1 else "") + rs(r, HEXL, 40)))
    reg("readme-api-key", T(["readme api key", "README API KEY", "rdme key"], lambda r, i: "rdme_" + rs(r, LOWNUM, 70)))
    reg("prefect-api-key", T(["prefect api key", "PREFECT API KEY"], lambda r, i: "pnu_" + rs(r, ALNUM, 36)))
    reg("postman-api-key", T(["postman api key", "POSTMAN API KEY", "x api key"], lambda r, i: "PMAK-" + rs(r, HEXL, 24) + "-" + rs(r, HEXL, 34)))
    reg("linear-api-key", T(["linear api key", "LINEAR API KEY", "linear key"], lambda r, i: "lin_api_" + rs(r, ALNUM, 40)))
    reg("linear-oauth-token", T(["linear oauth token", "LINEAR ACCESS TOKEN"], lambda r, i: "lin_oauth_" + rs(r, HEXL, 64)))
    reg("notion-token", T(["notion token", "NOTION API KEY", "notion integration secret"], lambda r, i: "ntn_" + rs(r, DIGITS, 11) + rs(r, ALNUM, 35)))
    reg("notion-legacy-token", T(["notion token", "NOTION API KEY"], lambda r, i: "secret_" + rs(r, ALNUM, 43)))
    reg("airtable-pat", T(["airtable token", "AIRTABLE API KEY", "airtable pat"], lambda r, i: "pat" + rs(r, ALNUM, 14) + "." + rs(r, HEXL, 64)))
    reg("clickup-api-token", T(["clickup api token", "CLICKUP TOKEN"], lambda r, i: "pk_%d_%s" % (r.randint(1000000, 99999999), rs(r, UPNUM, 32))))
    reg("atlassian-api-token", T(["jira api token", "ATLASSIAN API TOKEN", "confluence token", "JIRA TOKEN"], lambda r, i: atlassian_api_token(r),
                                 extra=lambda r, i: [(["jira email"], r.choice(USERS) + "@kestrelworks.io")]))
    reg("atlassian-legacy-token", T(["jira api token", "CONFLUENCE API TOKEN", "jira token", "atlassian token"], lambda r, i: rs(r, ALNUM, 24),
                                    nameless=False, extra=lambda r, i: [(["jira user"], r.choice(USERS) + "@larkspur.dev")]))
    reg("hubspot-private-app-token", T(["hubspot access token", "HUBSPOT PRIVATE APP TOKEN", "hubspot token"],
                                       lambda r, i: "pat-%s1-%s" % (r.choice(["na", "eu"]), ruuid(r))))
    reg("contentful-pat", T(["contentful management token", "CONTENTFUL MANAGEMENT TOKEN", "cma token"], lambda r, i: "CFPAT-" + rs(r, B64URL, 43)))
    reg("typeform-token", T(["typeform token", "TYPEFORM TOKEN"], lambda r, i: "tfp_" + rs(r, ALNUM, 44) + "_" + rs(r, ALNUM, 14)))
    reg("dropbox-token", T(["dropbox access token", "DROPBOX TOKEN", "dropbox token"],
                           lambda r, i: "sl." + ("u." if i == 2 else "") + rs(r, B64URL, r.randint(136, 150))))
    reg("facebook-access-token", T(["facebook access token", "FB PAGE ACCESS TOKEN", "instagram access token"],
                                   lambda r, i: "EAA" + r.choice("CGMJ") + rs(r, ALNUM, r.randint(150, 200))))
    reg("frameio-token", T(["frameio token", "FRAMEIO TOKEN"], lambda r, i: "fio-u-" + rs(r, B64URL, 64)))
    reg("adafruit-io-key", T(["aio key", "ADAFRUIT IO KEY", "adafruit key"], lambda r, i: "aio_" + rs(r, ALNUM, 28),
                             extra=lambda r, i: [(["aio username"], r.choice(USERS).replace(".", "_"))]))
    reg("maxmind-license-key", T(["maxmind license key", "MAXMIND LICENSE KEY", "geoip license"],
                                 lambda r, i: rs(r, ALNUM, 6) + "_" + rs(r, ALNUM, 29) + "_mmk",
                                 extra=lambda r, i: [(["maxmind account id"], str(r.randint(100000, 999999)))]))
    reg("launchdarkly-key", T(["launchdarkly sdk key", "LD SDK KEY", "launchdarkly api key"],
                              lambda r, i: ("api-" if i == 1 else "sdk-") + ruuid(r)))
    reg("resend-api-key", T(["resend api key", "RESEND API KEY"], lambda r, i: "re_" + rs(r, ALNUM, 8) + "_" + rs(r, ALNUM, 24)))
    reg("tailscale-key", T(["tailscale auth key", "TS AUTHKEY", "tailscale api key", "tailscale oauth client secret"],
                           lambda r, i: "tskey-%s-k%sCNTRL-%s" % (["auth", "api", "client"][i], rs(r, ALNUM, 11), rs(r, ALNUM, 33))))
    reg("posthog-personal-api-key", T(["posthog personal api key", "POSTHOG API KEY"], lambda r, i: "phx_" + rs(r, ALNUM, 43)))
    reg("sentry-org-token", T(["sentry auth token", "SENTRY AUTH TOKEN", "sentry org token"], lambda r, i: sentry_org_token(r)))
    reg("sentry-user-token", T(["sentry auth token", "SENTRY AUTH TOKEN", "sentry token"], lambda r, i: "sntryu_" + rs(r, HEXL, 64)))
    reg("figma-token", T(["figma token", "FIGMA ACCESS TOKEN", "figma pat"], lambda r, i: "figd_" + rs(r, B64URL, 40)))
    reg("mapbox-secret-token", T(["mapbox secret token", "MAPBOX DOWNLOADS TOKEN", "mapbox token"], lambda r, i: mapbox_sk(r)))
    reg("onepassword-service-account-token",
        T(["op service account token", "OP SERVICE ACCOUNT TOKEN"], lambda r, i: onepassword_sa(r, op_secret_key(r))))
    reg("onepassword-secret-key", T(["1password secret key", "OP SECRET KEY", "secret key"], lambda r, i: op_secret_key(r)))


def kinds_pay_comm_obs():
    reg("square-secret", T(["square application secret", "SQUARE OAUTH SECRET", "square secret", "square access token"],
                           lambda r, i: ("sq0csp-" + rs(r, B64URL, 43)) if i != 2 else ("sq0atp-" + rs(r, B64URL, 22))))
    reg("square-access-token", T(["square access token", "SQUARE ACCESS TOKEN", "square token"], lambda r, i: "EAAA" + rs(r, B64URL, 60)))
    reg("braintree-access-token", T(["braintree access token", "BRAINTREE ACCESS TOKEN"],
                                    lambda r, i: "access_token$production$%s$%s" % (rs(r, LOWNUM, 16), rs(r, HEXL, 32))))
    reg("paypal-client-secret", T(["paypal client secret", "PAYPAL CLIENT SECRET", "paypal secret"], lambda r, i: "E" + rs(r, B64URL, 79),
                                  nameless=False, extra=lambda r, i: [(["paypal client id"], "A" + rs(r, B64URL, 79))]))
    reg("plaid-access-token", T(["plaid access token", "PLAID ACCESS TOKEN"], lambda r, i: "access-%s-%s" % (r.choice(["production", "production", "development"]), ruuid(r))))
    reg("flutterwave-secret-key", T(["flutterwave secret key", "FLW SECRET KEY"], lambda r, i: "FLWSECK-" + rs(r, HEXL, 32) + "-X"))
    reg("adyen-api-key", T(["adyen api key", "ADYEN API KEY", "adyen x api key"],
                           lambda r, i: "AQE" + rs(r, LOWER, 2) + rs(r, B64, 68) + "=-" + b64s(rbytes(r, 32)) + "-" + rs(r, ALNUM + ".&;", 16),
                           nameless=False))
    reg("razorpay-key-secret", T(["razorpay key secret", "RAZORPAY KEY SECRET", "razorpay secret"], lambda r, i: rs(r, ALNUM, 24), nameless=False,
                                 extra=lambda r, i: [(["razorpay key id"], "rzp_live_" + rs(r, ALNUM, 14))]))
    reg("shippo-token", T(["shippo api token", "SHIPPO TOKEN"], lambda r, i: "shippo_live_" + rs(r, HEXL, 40)))
    reg("easypost-api-key", T(["easypost api key", "EASYPOST API KEY"], lambda r, i: "EZAK" + rs(r, ALNUM, 54)))
    reg("duffel-token", T(["duffel access token", "DUFFEL TOKEN"], lambda r, i: "duffel_live_" + rs(r, B64URL, 43)))
    reg("twilio-api-key", T(["twilio api key", "TWILIO API KEY SID", "twilio key sid"], lambda r, i: "SK" + rs(r, HEXL, 32)))
    reg("twilio-auth-token", T(["twilio auth token", "TWILIO AUTH TOKEN", "twilio token"], lambda r, i: rs(r, HEXL, 32), nameless=False,
                               extra=lambda r, i: [(["twilio account sid"], "AC" + rs(r, HEXL, 32))]))

    def tw_pair(r, i):
        sk = "SK" + rs(r, HEXL, 32)
        sec = rs(r, ALNUM, 32)
        if i == 0:
            return Pay("kv", entries=[(["twilio creds", "twilio"], smark(sk) + ":" + mark(sec))], also=["twilio-api-key"])
        return kv(["api secret", "key secret"], sec, extra=[(["api key", "key sid"], smark(sk))], also=["twilio-api-key"])
    reg("twilio-api-key-secret", tw_pair)

    def tw_named(r, i):
        sec = rs(r, ALNUM, 32)
        if i == 1:
            return kv(["twilio api secret", "TWILIO API SECRET"], sec, extra=[(["twilio api key"], smark("SK" + rs(r, HEXL, 32)))],
                      also=["twilio-api-key"])
        return kv(["twilio api secret", "TWILIO API SECRET", "twilio key secret"], sec)
    reg("twilio-api-key-secret-named", tw_named)
    reg("mailgun-api-key", T(["mailgun api key", "MAILGUN API KEY", "mg key"], lambda r, i: "key-" + rs(r, HEXL, 32)))
    reg("mailgun-api-key-named", T(["mailgun api key", "MAILGUN API KEY", "mailgun sending key", "MAILGUN SIGNING KEY"],
                                   lambda r, i: "%s-%s-%s" % (rs(r, HEXL, 32), rs(r, HEXL, 8), rs(r, HEXL, 8)), nameless=False,
                                   extra=lambda r, i: [(["mailgun domain"], "mg." + r.choice(["kestrelworks.io", "larkspur.dev"]))]))
    reg("mailchimp-api-key", T(["mailchimp api key", "MAILCHIMP KEY", "mc api key"], lambda r, i: rs(r, HEXL, 32) + "-us" + str(r.randint(1, 21))))
    reg("discord-webhook", lambda r, i: url(["discord webhook url", "DISCORD WEBHOOK", "discord hook"],
                                            mark("https://%s/api/webhooks/%s/%s" % (r.choice(["discord.com", "discord.com", "discordapp.com"]),
                                                                                    rs(r, DIGITS, 19), rs(r, B64URL, 68))), nameless=True))

    def dbot(r, i):
        t = discord_bot(r, 27 if i == 0 else 38)
        if i == 2:
            return hdr("Authorization", t, pre="Bot ")
        return kv(["discord bot token", "DISCORD TOKEN", "discord token"], t)
    reg("discord-bot-token", dbot)
    reg("teams-webhook", lambda r, i: url(["teams webhook url", "TEAMS WEBHOOK", "ms teams hook"],
                                          mark("https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s" % (
                                              r.choice(["kestrelworks", "larkspur", "quillon"]), ruuid(r), ruuid(r), rs(r, HEXL, 32), ruuid(r))),
                                          nameless=True))
    reg("brevo-api-key", T(["brevo api key", "SENDINBLUE API KEY", "brevo smtp key"],
                           lambda r, i: ("xkeysib-" if i != 2 else "xsmtpsib-") + rs(r, HEXL, 64) + "-" + rs(r, ALNUM, 16)))

    def pmk(r, i):
        v = ruuid(r)
        if i == 1:
            return hdr("X-Postmark-Server-Token", v)
        return kv(["postmark server token", "POSTMARK API TOKEN", "postmark account token"], v)
    reg("postmark-server-token", pmk)
    reg("zendesk-api-token", T(["zendesk api token", "ZENDESK API TOKEN", "zd token"], lambda r, i: rs(r, ALNUM, 40), nameless=False,
                               extra=lambda r, i: [(["zendesk email"], r.choice(USERS) + "@kestrelworks.io/token"), (["zendesk subdomain"], "kestrelworks")]))

    def ddkey(r, i, app):
        v = rs(r, HEXL, 40 if app else 32)
        if i == 2:
            return hdr("DD-APPLICATION-KEY" if app else "DD-API-KEY", v)
        return kv(["datadog app key", "DD APP KEY", "datadog application key"] if app else ["datadog api key", "DD API KEY", "dd api key"], v)
    reg("datadog-api-key", lambda r, i: ddkey(r, i, False))
    reg("datadog-app-key", lambda r, i: ddkey(r, i, True))
    reg("newrelic-user-key", T(["new relic api key", "NEW RELIC API KEY", "newrelic user key"], lambda r, i: "NRAK-" + rs(r, UPNUM, 27)))
    reg("newrelic-license-key", T(["new relic license key", "NEW RELIC LICENSE KEY", "nr license"],
                                  lambda r, i: (rs(r, HEXL, 32) if i != 2 else "eu01xx" + rs(r, HEXL, 26)) + "FFFFNRAL"))
    reg("newrelic-insert-key", T(["new relic insert key", "NEW RELIC INSERT KEY"], lambda r, i: "NRII-" + rs(r, B64URL, 32)))
    reg("newrelic-query-key", T(["new relic query key", "NEW RELIC QUERY KEY"], lambda r, i: "NRIQ-" + rs(r, B64URL, 32)))
    reg("grafana-api-key", T(["grafana api key", "GRAFANA API KEY", "grafana token"], lambda r, i: grafana_legacy(r)))
    reg("grafana-service-account", T(["grafana sa token", "GRAFANA SERVICE ACCOUNT TOKEN", "grafana token"], lambda r, i: grafana_sa(r)))
    reg("grafana-cloud-token", T(["grafana cloud token", "GRAFANA CLOUD ACCESS POLICY TOKEN", "gc token"], lambda r, i: grafana_cloud(r)))
    reg("dynatrace-token", T(["dynatrace api token", "DT API TOKEN", "dynatrace token"],
                             lambda r, i: "dt0c01.%s.%s" % (rs(r, UPNUM, 24), rs(r, UPNUM, 64))))
    reg("axiom-token", T(["axiom token", "AXIOM TOKEN", "axiom api token"], lambda r, i: ("xapt-" if i == 1 else "xaat-") + ruuid(r)))

    def hny(r, i):
        v = rs(r, ALNUM, 22) if i != 1 else rs(r, HEXL, 32)
        if i == 2:
            return hdr("X-Honeycomb-Team", v)
        return kv(["honeycomb api key", "HONEYCOMB API KEY", "honeycomb write key"], v)
    reg("honeycomb-api-key", hny)
    reg("pagerduty-token", T(["pagerduty token", "PAGERDUTY API TOKEN", "pagerduty routing key", "pd integration key"],
                             lambda r, i: ("u+" + rs(r, B64URL, 18)) if i == 0 else (rs(r, HEXL, 32) if i == 1 else rs(r, B64URL, 20)),
                             nameless=False))
    reg("splunk-hec-token", lambda r, i: hdr("Authorization", ruuid(r).upper() if i == 1 else ruuid(r), pre="Splunk "))
    reg("splunk-hec-token-named", T(["splunk hec token", "SPLUNK HEC TOKEN", "splunk.token", "hec token"], lambda r, i: ruuid(r), nameless=False))
    reg("rollbar-token", T(["rollbar access token", "ROLLBAR ACCESS TOKEN", "rollbar server token"], lambda r, i: rs(r, HEXL, 32), nameless=False))


def kinds_infra_generic():
    reg("shopify-access-token", T(["shopify access token", "SHOPIFY ADMIN API ACCESS TOKEN", "shopify token"],
                                  lambda r, i: ["shpat_", "shpca_", "shppa_"][i] + rs(r, HEXL, 32)))
    reg("shopify-shared-secret", T(["shopify api secret", "SHOPIFY API SECRET", "shopify app secret"], lambda r, i: "shpss_" + rs(r, HEXL, 32),
                                   extra=lambda r, i: [(["shopify client id"], rs(r, HEXL, 32))]))
    VN = ["vault token", "VAULT TOKEN", "vault auth token"]
    reg("vault-service-token", lambda r, i: (hdr("X-Vault-Token", vault_token(r, "hvs.")) if i == 2 else kv(VN, vault_token(r, "hvs."), nameless=True)))
    reg("vault-batch-token", T(VN + ["vault batch token"], lambda r, i: vault_batch(r)))
    reg("vault-recovery-token", T(VN + ["vault recovery token"], lambda r, i: vault_token(r, "hvr.")))
    reg("vault-legacy-token", lambda r, i: (hdr("X-Vault-Token", "s." + rs(r, ALNUM, 24)) if i == 1 else
                                            kv(["vault token", "VAULT TOKEN", "vault dev root token id"], "s." + rs(r, ALNUM, 24))))

    def agekey(r, i):
        pub = bech32("age", list(rbytes(r, 32)))
        sk = bech32("age-secret-key-", list(rbytes(r, 32))).upper()
        if i == 0:
            return blob("agekey", "keys.txt", "# created: 2024-%02d-%02dT%02d:%02d:11+02:00\n# public key: %s\n%s" % (
                r.randint(1, 12), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59), pub, mark(sk)))
        return kv(["sops age key", "SOPS AGE KEY", "age identity"], sk, nameless=True)
    reg("age-secret-key", agekey)

    reg("private-key-rsa", lambda r, i: blob("pem", r.choice(["id_rsa", "server.key", "legacy.pem"]), mark(pem_rsa(r))))
    reg("private-key-ec", lambda r, i: blob("pem", r.choice(["ec.key", "tls.key", "apns.pem"]), mark(pem_ec(r))))
    reg("private-key-dsa", lambda r, i: blob("pem", r.choice(["id_dsa", "dsa.key"]), mark(pem_dsa(r))))
    reg("private-key-pkcs8", lambda r, i: blob("pem", r.choice(["private.pem", "tls.key", "jwt-signing.key"]), mark(pem_pkcs8(r))))
    reg("private-key-encrypted", lambda r, i: blob("pem", r.choice(["key.enc.pem", "signing.p8", "client.key"]), mark(pem_encrypted(r))))
    reg("private-key-openssh", lambda r, i: blob("pem", r.choice(["id_ed25519", "deploy_key", "ci_ssh_key"]),
                                                 mark(pem_openssh(r, r.choice(USERS) + "@" + r.choice(["build-01", "laptop", "bastion"])))))
    reg("private-key-pgp", lambda r, i: blob("pem", "private.asc", mark(pgp_private(r, "%s <%s@kestrelworks.io>" % (r.choice(["Release Bot", "Ops Team"]), r.choice(USERS).replace(".", ""))))))
    reg("putty-private-key", lambda r, i: blob("ppk", r.choice(["deploy.ppk", "jumpbox.ppk"]), mark(putty_ppk(r, "rsa-key-2024%02d%02d" % (r.randint(1, 12), r.randint(1, 28))))))
    reg("jwt", lambda r, i: (kv(["id token", "JWT", "access token", "session jwt", "auth token"], jwt(r, ["hs", "rs", "es"][i]), nameless=True)))

    def basic(r, i):
        cred = b64s(("%s:%s" % (r.choice(USERS), password(r))).encode())
        return hdr("Authorization", cred, pre="Basic ")
    reg("basic-auth", basic)

    def bearer(r, i):
        t = [rs(r, B64URL, 43), rs(r, HEXL, 64), rs(r, ALNUM, 32) + "." + rs(r, ALNUM, 32)][i]
        return hdr("Authorization", t, pre="Bearer ")
    reg("bearer-token", bearer)

    def authz(r, i):
        if i == 0:
            return hdr("Authorization", rs(r, HEXL, 40), pre="Token ")
        if i == 1:
            return hdr("Authorization", rs(r, B64URL, 32), pre='Token token="', post='"')
        return hdr("Authorization", rs(r, ALNUM, 40), pre="Api-Key ")
    reg("authorization-token", authz)

    def upw(r, i):
        pw = password(r, special=(i == 1))
        enc = quote(pw, safe="")
        u, h, d = r.choice(USERS), r.choice(HOSTS), r.choice(DBS)
        scheme = [("postgres", "postgres://%s:%s@db-%s.internal:5432/%s?sslmode=require"),
                  ("amqp", "amqps://%s:%s@%s:5671/%s"),
                  ("mongodb+srv", "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority"),
                  ("redis", "rediss://%s:%s@cache-%s:6380/%s"),
                  ("smtp", "smtp://%s:%s@smtp.%s:587/%s"),
                  ("ldap", "ldaps://%s:%s@ldap.%s:636/%s")]
        sc, tpl = scheme[(i * 2 + r.randint(0, 1)) % len(scheme)]
        s = tpl % (u, mark(enc), h.split(".")[0] if sc in ("postgres", "redis", "mongodb+srv") else h, d if sc != "redis" else "0")
        names = {"postgres": ["database url", "DATABASE URL", "pg dsn"], "amqp": ["broker url", "CELERY BROKER URL", "amqp url"],
                 "mongodb+srv": ["mongodb uri", "MONGO URL", "mongo connection string"], "redis": ["redis url", "REDIS URL", "cache url"],
                 "smtp": ["mail url", "SMTP URL", "email url"], "ldap": ["ldap url", "LDAP URI", "auth ldap server uri"]}[sc]
        return url(names, s, inner="url" if enc != pw else "raw", nameless=True)
    reg("url-password", upw)

    def tg(r, first_aa=True):
        return "%d:%s" % (r.randint(10 ** 8, 8 * 10 ** 9), ("AA" + rs(r, B64URL, 33)) if first_aa else (r.choice("BCDEFGH") + rs(r, B64URL, 34)))
    reg("telegram-bot-token", T(["telegram bot token", "TELEGRAM TOKEN", "tg bot token", "bot token"], lambda r, i: tg(r)))
    reg("telegram-bot-url", lambda r, i: url(["telegram api url", "notify url", "TG URL"],
                                             "https://api.telegram.org/bot%s/%s" % (mark(tg(r, i != 2)), r.choice(["sendMessage", "getUpdates", "sendDocument"])),
                                             nameless=True))

    def okta(r, i):
        t = "00" + rs(r, B64URL, 40)
        if i == 0:
            return hdr("Authorization", t, pre="SSWS ")
        return kv(["okta api token", "OKTA API TOKEN", "okta token"], t, extra=[(["okta org url"], "https://%s.okta.com" % r.choice(["kestrelworks", "larkspur-dev"]))])
    reg("okta-api-token", okta)
    reg("auth0-client-secret", T(["auth0 client secret", "AUTH0 CLIENT SECRET", "auth0 secret"], lambda r, i: rs(r, B64URL, 64), nameless=False,
                                 extra=lambda r, i: [(["auth0 client id"], rs(r, ALNUM, 32)), (["auth0 domain"], r.choice(["kestrelworks", "nw-prod"]) + ".us.auth0.com")]))

    def algolia(r, i):
        v = rs(r, HEXL, 32)
        app = rs(r, UPNUM, 10)
        if i == 2:
            return hdr("X-Algolia-API-Key", v, extra=[("X-Algolia-Application-Id", app)])
        return kv(["algolia admin key", "ALGOLIA ADMIN API KEY", "algolia write key"], v, extra=[(["algolia app id"], app)])
    reg("algolia-admin-key", algolia)

    def fastly(r, i):
        v = rs(r, B64URL, 32)
        if i == 1:
            return hdr("Fastly-Key", v)
        return kv(["fastly api token", "FASTLY API TOKEN", "fastly key"], v)
    reg("fastly-api-token", fastly)
    reg("ngrok-authtoken", T(["ngrok authtoken", "NGROK AUTHTOKEN", "ngrok api key"], lambda r, i: "2" + rs(r, ALNUM, 26) + "_" + r.choice("1234567") + rs(r, ALNUM, 20),
                             nameless=False))

    def dockercfg(r, i):
        reg_ = r.choice(["https://index.docker.io/v1/", "ghcr.io", "registry.gitlab.com", "kestrelworks.jfrog.io"])
        auth = b64s(("%s:%s" % (r.choice(USERS).replace(".", ""), password(r, special=False))).encode())
        c = '{\n  "auths": {\n    "%s": {\n      "auth": "%s"\n    }\n  },\n  "credsStore": ""\n}' % (reg_, mark(auth))
        return blob("dockercfg", "config.json", c)
    reg("docker-config-auth", dockercfg)

    def netrc(r, i):
        h = r.choice(["api.heroku.com", "git.kestrelworks.io", "ftp.larkspur.dev", "artifacts.quillon.net"])
        pw = password(r, special=False)
        if i == 2:
            return kv(["netrc", "NETRC"], "machine %s login %s password %s" % (h, r.choice(USERS), mark(pw)))
        one = "machine %s\n  login %s\n  password %s" % (h, r.choice(USERS), mark(pw))
        if i == 1:
            one = "machine %s login %s password %s" % (h, r.choice(USERS), mark(pw))
        if r.random() < 0.5:
            one = "machine github.com login %s password x-oauth-basic\n%s\ndefault login anonymous password guest@" % (r.choice(USERS), one)
        return blob("netrc", ".netrc", one + "\n")
    reg("netrc-password", netrc)

    def sqlsrv(r, i):
        pw = password(r)
        srv = r.choice(["tcp:kw-sql.database.windows.net,1433", "SQLPROD01\\\\OLTP", "10.20.4.17"])
        if i == 1:
            s = "jdbc:sqlserver://%s:1433;databaseName=%s;user=%s;password=%s;encrypt=true" % (r.choice(["sql01.internal", "10.20.4.17"]), r.choice(DBS), r.choice(USERS), mark(pw))
        else:
            s = "Server=%s;Initial Catalog=%s;Persist Security Info=False;User ID=%s;Password=%s;Encrypt=True;TrustServerCertificate=False;" % (
                srv.replace("\\\\", "\\"), r.choice(DBS), r.choice(USERS), mark(pw))
        return kv(["connection string", "ConnectionStrings__Default", "db connection", "sql conn"], s)
    reg("sqlserver-connection-password", sqlsrv)

    def djk(r, i):
        if i == 0:
            return kv(["django secret key", "DJANGO SECRET KEY", "SECRET KEY"], "django-insecure-" + django_key(r), nameless=True)
        return kv(["django secret key", "DJANGO SECRET KEY", "SECRET KEY"], django_key(r))
    reg("django-secret-key", djk)
    PWN = ["db password", "DB PASSWORD", "database password", "password", "smtp password", "redis password", "admin password"]
    reg("generic-password-named", lambda r, i: kv(PWN, [password(r), words_pw(r), password(r, 28, False)][i]))
    AKN = ["api key", "API KEY", "x api key", "access token", "apiKey", "api token", "client api key"]
    reg("generic-api-key-named", lambda r, i: kv(AKN, [rs(r, ALNUM, 32), rs(r, HEXL, 40), rs(r, B64URL, 48)][i]))

    def gsecret(r, i):
        v = [rs(r, ALNUM, 40), ruuid(r), rs(r, B64URL, 32)][i]
        return kv(["=token", "=secret", "=privateKey", "=TOKEN", "=Secret"], v)
    reg("generic-secret-named", gsecret)

    def pgpass(r, i):
        lines = []
        for j in range(r.randint(0, 2)):
            # corpus 18: the other lines' passwords are real findings too, marked as also_expected
            lines.append("%s:5432:%s:%s:%s" % (r.choice(["db-replica.internal", "localhost", "10.0.3.12"]), r.choice(DBS), r.choice(USERS),
                                               smark(password(r, special=False), j)))
        pw = password(r)
        pw = pw.replace(":", "").replace("\\", "")
        lines.insert(r.randint(0, len(lines)), "%s:%s:%s:%s:%s" % (r.choice(["db-primary.internal", "*", "pg.kestrelworks.io"]), r.choice(["5432", "*", "6432"]),
                                                                   r.choice(DBS + ["*"]), r.choice(USERS), mark(pw)))
        return blob("pgpass", ".pgpass", "\n".join(lines) + "\n", also=["pgpass-password"] * (len(lines) - 1))
    reg("pgpass-password", pgpass)

    def mycnf(r, i):
        sec = r.choice(["client", "mysql", "mysqldump", "client"])
        pw = password(r).replace("#", "").replace(";", "")
        q = r.choice(['%s', '"%s"', "'%s'"])
        c = "[%s]\nuser=%s\npassword=%s\nhost=%s\nport=3306\n" % (sec, r.choice(USERS), q % mark(pw), r.choice(["127.0.0.1", "mysql-primary.internal", "db.kestrelworks.io"]))
        if r.random() < 0.5:
            c = "[mysqld]\nbind-address=0.0.0.0\nmax_connections=500\n\n" + c
        return blob("mycnf", ".my.cnf", c)
    reg("mysql-option-password", mycnf)


# ---------------------------------------------------------------- escaping (marker-preserving)
def jesc(s):
    out = []
    for c in s:
        if c in MARKS:
            out.append(c)
        elif c == '"':
            out.append('\\"')
        elif c == "\\":
            out.append("\\\\")
        elif c == "\n":
            out.append("\\n")
        elif c == "\r":
            out.append("\\r")
        elif c == "\t":
            out.append("\\t")
        elif ord(c) < 0x20:
            out.append("\\u%04x" % ord(c))
        else:
            out.append(c)
    return "".join(out)


def xesc(s, attr=False):
    s = s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    if attr:
        s = s.replace('"', "&quot;").replace("\n", "&#10;")
    return s


def indent(s, n):
    pad = " " * n
    return "\n".join(pad + l if l else l for l in s.split("\n"))


def b64_embed(plain, pad_char=" "):
    """base64 a text holding P0..P1 markers; return base64 text holding markers around the span.

    The plaintext prefix is padded (pad_char at the end of its first line) so the secret
    starts on a 3-byte boundary, i.e. on a 4-character group of the base64 text."""
    pre, rest = plain.split(P0, 1)
    sec, post = rest.split(P1, 1)
    pre_b = pre.encode()
    need = (-len(pre_b)) % 3
    if need:
        k = pre.find("\n")
        if k < 0:
            pre = pad_char * need + pre
        else:
            pre = pre[:k] + pad_char * need + pre[k:]
        pre_b = pre.encode()
    sec_b, post_b = strip_marks(sec).encode(), strip_marks(post).encode()
    full = base64.b64encode(pre_b + sec_b + post_b).decode()
    a = len(pre_b) // 3 * 4
    n = -(-4 * len(sec_b) // 3)
    return full[:a] + P0 + full[a:a + n] + P1 + full[a + n:]


# ---------------------------------------------------------------- names
STY = ("SCREAM", "snake", "camel", "kebab", "dot", "pascal", "title")


def fmt_name(alt, style):
    if alt.startswith("="):
        return alt[1:]
    if " " not in alt:          # an identifier spelled exactly (secretAccessKey, HF_TOKEN, sonar.login)
        return alt
    ws = alt.split()
    if style == "SCREAM":
        return "_".join(w.upper() for w in ws)
    if style == "snake":
        return "_".join(w.lower() for w in ws)
    if style == "kebab":
        return "-".join(w.lower() for w in ws)
    if style == "dot":
        return ".".join(w.lower() for w in ws)
    if style == "title":
        return " ".join([ws[0][:1].upper() + ws[0][1:]] + ws[1:])
    if style == "camel":
        return camel(alt)
    cap = [(w.lower() if w.isupper() else w) for w in ws]
    return "".join(w[:1].upper() + w[1:] for w in cap)


def camel(alt):
    if alt.startswith("=") or " " not in alt:
        return alt.lstrip("=")
    ws = [(w.lower() if w.isupper() else w) for w in alt.split()]
    return ws[0][:1].lower() + ws[0][1:] + "".join(w[:1].upper() + w[1:] for w in ws[1:])


class Ctx:
    def __init__(self, r, kind, p, positive):
        self.r, self.kind, self.p, self.positive = r, kind, p, positive
        self.extra_also = []
        self.extra_same = []

    def add_also(self, kinds, v):
        idx = len(self.p.also) + len(self.extra_also)
        self.extra_also.append(kinds if isinstance(kinds, list) else [kinds])
        return smark(v, idx)

    def style(self, styles):
        return self.r.choice(styles)

    def nm(self, alts, style):
        alt = self.r.choice(alts)
        if style == "camel" and not alt.startswith("="):
            return camel(alt)
        return fmt_name(alt, style)

    def kvs(self, styles):
        st = self.style(styles)
        if self.p.t == "kv":
            out = []
            for n, v in self.p.entries:
                alts = n
                # corpus 16: only positives and pattern negatives (whose note does not depend on the name) take other
                # spellings; a hand-built negative keeps the name its note describes
                if P0 in v and (self.positive or getattr(self.p, "pattern", False)):
                    u = self.r.random()
                    if self.p.nameless and u < 0.2:
                        # corpus 14: a value that is recognised by itself sometimes sits under a generic name
                        alts = GENERIC_NAMES
                    elif self.kind in EXTRA_NAMES:
                        # half the time, one of the real-world spellings of the table below
                        alts = EXTRA_NAMES[self.kind] if u < 0.6 else n + EXTRA_NAMES[self.kind]
                out.append((self.nm(alts, st), v))
            return out
        if self.p.t == "url":
            return [(self.nm(self.p.names, st), self.p.url)]
        if self.p.t == "hdr":
            return self.headers()
        raise ValueError(self.p.t)

    def headers(self):
        return list(self.p.hextra) + [(self.p.hname, self.p.hval)]

    def bare(self, prob=0.5):
        return self.p.nameless and self.r.random() < prob

    def value(self):
        return self.p.primary


BLOB_NAMES = {"pem": ["ssh private key", "tls key", "signing key", "deploy key"], "ppk": ["putty key", "jumpbox ppk"],
              "gcp": ["google credentials", "gcp sa key"], "pgpass": ["pgpass"], "mycnf": ["mysql defaults file"],
              "netrc": ["netrc"], "npmrc": ["npmrc"], "dockercfg": ["docker auth config"], "agekey": ["sops age key"],
              "sshpub": ["ssh public key", "authorized key"]}


def blob_name(c, style):
    return fmt_name(c.r.choice(BLOB_NAMES.get(c.p.fmt, [c.p.fmt])), style) if style != "camel" else camel(c.r.choice(BLOB_NAMES.get(c.p.fmt, [c.p.fmt])))


def ts(r, sep="T", frac=3, z="Z"):
    s = "2024-%02d-%02d%s%02d:%02d:%02d" % (r.randint(1, 12), r.randint(1, 28), sep, r.randint(0, 23), r.randint(0, 59), r.randint(0, 59))
    if frac:
        s += "." + rs(r, DIGITS, frac)
    return s + z


def epoch(r):
    return 1704067200 + r.randint(0, 31000000)


def ip(r):
    return "10.%d.%d.%d" % (r.randint(0, 40), r.randint(0, 255), r.randint(2, 250))


def host(r):
    return r.choice(HOSTS)


SVCS = ["orders", "billing", "notifier", "ingest", "reports", "checkout", "webhooks"]
_CUR = {"svc": None, "provider": None}


def svc(r):
    """the service a case's file is about (fixed per case, so names agree inside one file)."""
    return _CUR["svc"] or r.choice(SVCS)


def noise_env(r, n):
    pool = [("APP_ENV", "production"), ("LOG_LEVEL", "info"), ("PORT", "8080"), ("TZ", "UTC"),
            ("FEATURE_NEW_CHECKOUT", "true"), ("HTTP_TIMEOUT_MS", "15000"), ("REGION", "eu-west-1"),
            ("WORKERS", "4"), ("SENTRY_ENVIRONMENT", "staging"), ("OTEL_SERVICE_NAME", "orders-api"),
            ("CACHE_TTL", "300"), ("NODE_ENV", "production")]
    r.shuffle(pool)
    return pool[:n]






def kinds_corpus7():
    CRN = ["webhook signing secret", "APP SECRET", "session encryption key", "oauth refresh token", "hmac signing key",
           "service credentials", "webhookSecret", "signing_key", "encryptionKey", "cookie secret"]
    reg("generic-credential-named",
        lambda r, i: kv(CRN, [rs(r, ALNUM, 40), rs(r, B64URL, 43), b64s(rbytes(r, 32))][i]))

    def apim_key(r):
        return (rs(r, ALNUM, 52) + "JQQJ99" + r.choice("ABCD") + r.choice("ABCDEFGHIJKL") + "AC" + rs(r, ALNUM, 6) +
                "APIM" + rs(r, ALNUM, 4) + "APIM" + rs(r, ALNUM, 4))

    reg("azure-annotated-key",
        lambda r, i: kv([["azure openai api key", "AZURE OPENAI API KEY", "AZURE_AI_KEY"], ["ado pat", "AZURE DEVOPS EXT PAT"],
                         ["apim key", "APIM SUBSCRIPTION KEY"]][i],
                        [azure_cog_key, lambda r_: azure_devops_pat(r_, True), apim_key][i](r), nameless=True,
                        also_same=["azure-devops-pat"] if i == 1 else []))


# ---------------------------------------------------------------- carriers
CARS = {}


def car(name, fname, types, ml=None, bad="", bad_sub=(), only=None, fmts=None, crlf=False, ascii_only=False, ok=None, cap=None, prefer=None, utf16=False):
    def deco(fn):
        CARS[name] = dict(fn=fn, fname=fname, types=set(types), ml=ml, bad=set(bad), bad_sub=tuple(bad_sub),
                          only=only, fmts=fmts, crlf=crlf, ascii=ascii_only, ok=ok, cap=cap, prefer=prefer, utf16=utf16)
        return fn
    return deco


ML_SECRET_OK = ("verbatim", "json", "xml", "b64")
LINE_FMTS = ("pgpass", "mycnf", "netrc", "npmrc")  # line-oriented files: keep their line starts real
RAW_BLOB_OK = ("verbatim", "indent")


def compatible(cname, kind, p):
    c = CARS[cname]
    if p.t not in c["types"]:
        return False
    if c["only"] is not None and kind not in c["only"]:
        return False
    if p.t == "blob" and c["fmts"] is not None and p.fmt not in c["fmts"]:
        return False
    if p.ml:
        if c["ml"] is None:
            return False
        if p.ml_secret and p.inner != "json" and c["ml"] not in ML_SECRET_OK:
            return False
    if p.inner == "json" and (c["ml"] not in RAW_BLOB_OK or p.t != "blob"):
        return False
    if p.t == "blob" and p.fmt in LINE_FMTS and c["ml"] not in RAW_BLOB_OK:
        return False
    if p.chars() & c["bad"]:
        return False
    txt = "".join(strip_marks(t) for t in p.texts())
    if any(b in txt for b in c["bad_sub"]):
        return False
    if c["ascii"] and any(ord(x) > 126 for x in txt):
        return False
    if c["ok"] is not None and not c["ok"](kind, p):
        return False
    return True


def tail(r, text):
    """vary how a file ends: usually a newline, sometimes none."""
    text = text.rstrip("\n")
    return text if r.random() < 0.25 else text + "\n"


def curl_line(c, url_=None, q="'"):
    r = c.r
    hs = " ".join("-H %s%s: %s%s" % (q, k, v, q) for k, v in c.headers())
    return "curl -fsS %s %s" % (hs, url_ or "https://%s/v1/%s" % (host(r), r.choice(["orders", "status", "sync", "events", "reports/daily"])))


def yq(v):
    """YAML scalar: plain when safe, else double-quoted."""
    sv = strip_marks(v)
    if sv and all(ch in ALNUM + "-_./" for ch in sv) and sv[0] not in "-." and not sv.isdigit():
        return v
    return '"%s"' % v


def sha(r, n=40):
    return rs(r, HEXL, n)


def ver(r):
    return "%d.%d.%d" % (r.randint(0, 4), r.randint(0, 30), r.randint(0, 20))


def kvline(k, v, sep="="):
    return ("%s%s%s" % (k, sep, v)) if " " not in k else ("%s: %s" % (k, v))


def prose(c, fence=("```", "```"), styles=("SCREAM", "snake", "title")):
    """a message body (issue, chat, mail) carrying the payload."""
    r, p = c.r, c.p
    o, cl = fence
    if p.t == "hdr":
        return (r.choice(["Repro from the bastion:", "This is the request the worker sends:", "curl that reproduces the 401:"])
                + "\n" + o + "\n" + curl_line(c) + "\n" + cl)
    if p.t == "blob":
        return ((r.choice(["Attaching the %s we used on the old runner:", "%s from the previous host, for the migration:",
                           "Contents of %s (prod), please move it to the vault:"]) % p.fname) + "\n" + o + "\n" + p.content.rstrip("\n") + "\n" + cl)
    if p.t == "url":
        if c.bare(0.6):
            return r.choice(["The endpoint is %s", "Point it at %s for now.", "Hook for the alerts: %s"]) % p.url
        k, v = c.kvs(list(styles))[0]
        return "Please set %s to %s before the deploy." % (k, v)
    if c.bare():
        return r.choice(["New one: %s", "Try %s - the old one was revoked.", "This works for me: %s",
                         "%s (rotating it tomorrow)"]) % c.value()
    kv_ = c.kvs(list(styles))
    return (r.choice(["Config for the %s job:" % svc(r), "Values from the old box:", "Env for staging:"]) + "\n" + o + "\n" +
            "\n".join(kvline(k, v) for k, v in kv_) + "\n" + cl)


def blob_name(c, style):
    """the name a file gives the blob it carries (chosen once per case, spelled in `style`)."""
    if not hasattr(c, "_bn_base"):
        c._bn_base = c.r.choice(BLOB_NAMES.get(c.p.fmt, [c.p.fmt]))
    return camel(c._bn_base) if style == "camel" else fmt_name(c._bn_base, style)


def ident(k):
    """a name usable as a program identifier (sonar.login -> sonar_login)."""
    return "".join(ch if (ch.isalnum() or ch == "_") else "_" for ch in k)


def b64_value(v):
    """base64 of one value; keeps the P0..P1 span on 4-character groups (prefix must be a multiple of 3 bytes)."""
    if P0 not in v:
        return b64s(strip_marks(v).encode())
    return b64_embed(v)


def b64_ok(kind, p):
    if p.inner != "raw" or p.also:
        return False
    s = p.primary
    return len(s[:s.index(P0)].encode()) % 3 == 0


def okb(chars):
    """ok-check: values (not whole-file blobs in a verbatim block) may not hold these characters."""
    cs = set(chars)

    def f(kind, p):
        if p.t == "blob":
            return True
        return not (p.chars() & cs)
    return f


def jobj(pairs, ind):
    pad = " " * ind
    return (",\n").join('%s"%s": "%s"' % (pad, k, jesc(v)) for k, v in pairs)


def sh1(v):
    return "'%s'" % v


def digest(r):
    return "sha256:" + hashlib_hex(r, 64)

import re as _re



# ================================================================ corpus 12: name spellings seen in the wild
# (a positive's value is named from this list half the time, else from the kind's own names plus this list;
#  identifiers without spaces are written exactly as here)
EXTRA_NAMES = {
    "github-pat": ["GH_PAT", "GITHUB_PAT", "GITHUB_API_TOKEN", "githubPat", "GH_ENTERPRISE_TOKEN", "DANGER_GITHUB_API_TOKEN"],
    "github-fine-grained-pat": ["GH_PAT", "GITHUB_PAT", "GITHUB_API_TOKEN", "RELEASE_PLEASE_TOKEN"],
    "github-oauth": ["GITHUB_OAUTH_TOKEN", "gh_oauth_token"],
    "gitlab-pat": ["GITLAB_API_TOKEN", "GITLAB_ACCESS_TOKEN", "gitlab_private_token", "DANGER_GITLAB_API_TOKEN", "GL_PAT"],
    "openai-api-key": ["OPENAI_TOKEN", "OAI_API_KEY", "openai_api_key", "LLM_API_KEY"],
    "openai-project-key": ["OPENAI_TOKEN", "OPENAI_API_KEY_PROD", "openai_api_key", "LLM_API_KEY", "OPENAI_APIKEY"],
    "anthropic-api-key": ["CLAUDE_API_KEY", "ANTHROPIC_TOKEN", "anthropicApiKey", "ANTHROPIC_API_KEY_PROD"],
    "aws-access-key-id": ["AWS_ACCESS_KEY_ID_PROD", "MINIO_ACCESS_KEY", "AWS_KEY_ID", "aws_access_key", "SPACES_ACCESS_KEY_ID"],
    "aws-secret-access-key": ["AWS_SECRET_KEY", "MINIO_SECRET_KEY", "aws_secret", "AWS_SECRET_ACCESS_KEY_PROD", "awsSecretAccessKey",
                              "AWS_SECRET_ACCESS_KEY_ID"],
    "stripe-secret-key": ["STRIPE_SK", "STRIPE_LIVE_SECRET_KEY", "stripe_api_key", "STRIPE_KEY", "STRIPE_API_KEY"],
    "sendgrid-api-key": ["SENDGRID_KEY", "SENDGRID_TOKEN", "MAIL_PASSWORD", "SENDGRID_API_KEY_ID"],
    "slack-bot-token": ["SLACK_API_TOKEN", "SLACK_BOT_OAUTH_TOKEN", "slack_bot_token", "SLACK_BOT_USER_OAUTH_TOKEN"],
    "datadog-api-key": ["DATADOG_API_KEY", "DD_CLIENT_API_KEY", "datadog_api_key"],
    "datadog-app-key": ["DATADOG_APP_KEY", "DD_CLIENT_APP_KEY", "datadog_app_key"],
    "twilio-auth-token": ["TWILIO_TOKEN", "TWILIO_AUTHTOKEN", "twilio_auth_token"],
    "google-api-key": ["GOOGLE_GENERATIVE_AI_API_KEY", "GEMINI_API_KEY", "YOUTUBE_API_KEY", "GOOGLE_PLACES_API_KEY"],
    "huggingface-token": ["HUGGINGFACEHUB_API_TOKEN", "HF_API_TOKEN", "HF_API_KEY"],
    "generic-password-named": ["DATABASE_PASSWORD", "PGPASSWORD", "MYSQL_ROOT_PASSWORD", "REDIS_PASS", "ADMIN_PASS", "smtpPassword",
                               "db_passwd", "KEYSTORE_PASSWORD", "RABBITMQ_DEFAULT_PASS", "LDAP_BIND_PASSWORD"],
    "generic-api-key-named": ["APIKEY", "PARTNER_API_KEY", "apiToken", "X_API_KEY", "API_ACCESS_KEY", "service_api_key"],
    "generic-credential-named": ["JWT_SECRET", "SESSION_SECRET", "ENCRYPTION_KEY", "HMAC_SECRET", "NEXTAUTH_SECRET", "clientSecret",
                                 "WEBHOOK_SIGNING_SECRET", "SECRET_KEY_BASE"],
    "cloudflare-api-token": ["CF_API_TOKEN", "CLOUDFLARE_DNS_API_TOKEN", "CLOUDFLARE_ZONE_API_TOKEN"],
    "cloudflare-global-api-key": ["CF_GLOBAL_API_KEY", "CLOUDFLARE_AUTH_KEY", "CF_AUTH_KEY"],
    "vercel-token": ["VERCEL_API_TOKEN", "VERCEL_AUTH_TOKEN"],
    "netlify-token-named": ["NETLIFY_API_TOKEN", "NETLIFY_PERSONAL_TOKEN"],
    "linode-token": ["LINODE_TOKEN", "LINODE_CLI_TOKEN"],
    "hetzner-token": ["HCLOUD_TOKEN", "HETZNER_CLOUD_TOKEN"],
    "mistral-api-key": ["MISTRAL_API_TOKEN", "mistral_api_key"],
    "cohere-api-key": ["CO_API_KEY", "COHERE_API_TOKEN"],
    "deepseek-api-key": ["DEEPSEEK_API_TOKEN", "deepseek_api_key"],
    "together-api-key": ["TOGETHER_API_TOKEN", "together_api_key"],
    "elevenlabs-api-key": ["XI_API_KEY", "ELEVENLABS_API_TOKEN"],
    "wandb-api-key": ["WANDB_API_TOKEN", "wandb_api_key"],
    "deepgram-api-key": ["DEEPGRAM_API_TOKEN", "deepgram_key"],
    "assemblyai-api-key": ["ASSEMBLYAI_API_TOKEN", "assemblyai_key"],
    "honeycomb-api-key": ["HONEYCOMB_API_TOKEN", "HNY_API_KEY", "HONEYCOMB_WRITE_KEY"],
    "pagerduty-token": ["PD_API_KEY", "PAGERDUTY_INTEGRATION_KEY", "PD_ROUTING_KEY"],
    "rollbar-token": ["ROLLBAR_POST_SERVER_ITEM_TOKEN", "ROLLBAR_ACCESS_TOKEN_SERVER"],
    "splunk-hec-token-named": ["SPLUNK_HEC_AUTH_TOKEN", "HEC_AUTH_TOKEN"],
    "snyk-token": ["SNYK_AUTH_TOKEN"],
    "codecov-token": ["CODECOV_UPLOAD_TOKEN", "CODECOV_REPO_TOKEN"],
    "travis-token": ["TRAVIS_ACCESS_TOKEN", "TRAVIS_API_KEY"],
    "sonarqube-token-named": ["SONAR_AUTH_TOKEN", "SONARCLOUD_TOKEN"],
    "okta-api-token": ["OKTA_TOKEN", "OKTA_MANAGEMENT_TOKEN"],
    "auth0-client-secret": ["AUTH0_MANAGEMENT_CLIENT_SECRET", "AUTH0_API_CLIENT_SECRET"],
    "algolia-admin-key": ["ALGOLIA_API_KEY", "ALGOLIA_ADMIN_KEY"],
    "fastly-api-token": ["FASTLY_API_KEY"],
    "ngrok-authtoken": ["NGROK_API_KEY"],
    "azure-devops-pat": ["AZURE_DEVOPS_PAT", "ADO_PAT", "AZDO_PAT", "VSTS_PAT"],
    "azure-apim-subscription-key": ["AZURE_SPEECH_KEY", "TRANSLATOR_KEY", "VISION_KEY", "LANGUAGE_KEY"],
    "mailgun-api-key-named": ["MAILGUN_SECRET", "MAILGUN_API_TOKEN"],
    "postmark-server-token": ["POSTMARK_TOKEN", "POSTMARK_SERVER_API_TOKEN"],
    "zendesk-api-token": ["ZD_API_TOKEN", "ZENDESK_ACCESS_TOKEN"],
    "upstash-token": ["UPSTASH_REDIS_TOKEN", "REDIS_REST_TOKEN"],
    "mongodb-atlas-private-key": ["MONGODB_ATLAS_PRIVATE_API_KEY", "ATLAS_API_PRIVATE_KEY"],
    "alibaba-access-key-secret": ["ALIBABA_CLOUD_ACCESS_KEY_SECRET", "OSS_ACCESS_KEY_SECRET"],
    "paypal-client-secret": ["PAYPAL_CLIENT_SECRET_LIVE", "PAYPAL_REST_SECRET"],
    "razorpay-key-secret": ["RAZORPAY_KEY_SECRET_LIVE", "RZP_KEY_SECRET"],
    "adyen-api-key": ["ADYEN_API_KEY_LIVE", "ADYEN_X_API_KEY"],
    "discord-bot-token": ["DISCORD_BOT_SECRET", "DISCORD_BOT_TOKEN_PROD"],
    "telegram-bot-token": ["TELEGRAM_API_TOKEN", "TG_BOT_TOKEN"],
    "heroku-legacy-api-key": ["HEROKU_API_TOKEN", "HEROKU_TOKEN"],
    "twilio-api-key-secret-named": ["TWILIO_API_SECRET_KEY", "twilio_api_secret"],
    "npm-token-named": ["NPM_AUTH_TOKEN", "NODE_AUTH_TOKEN"],
    "vault-legacy-token": ["VAULT_ROOT_TOKEN", "X_VAULT_TOKEN"],
    "atlassian-legacy-token": ["ATLASSIAN_TOKEN", "CONFLUENCE_API_KEY", "JIRA_API_KEY_TOKEN"],
    "django-secret-key": ["DJANGO_SECRET", "DJANGO_SECRET_KEY"],
    "databricks-token": ["DATABRICKS_API_TOKEN", "DATABRICKS_PAT"],
    "docker-pat": ["DOCKERHUB_PASSWORD", "DOCKER_HUB_ACCESS_TOKEN", "REGISTRY_TOKEN"],
    "sentry-org-token": ["SENTRY_ORG_AUTH_TOKEN", "SENTRY_TOKEN"],
    "google-oauth-client-secret": ["GOOGLE_CLIENT_SECRET", "AUTH_GOOGLE_SECRET", "GOOGLE_OAUTH_SECRET"],
    "azure-ad-client-secret": ["AZURE_AD_CLIENT_SECRET", "MICROSOFT_CLIENT_SECRET", "AUTH_MICROSOFT_ENTRA_ID_SECRET"],
    "terraform-cloud-token": ["TFE_TOKEN", "TF_API_TOKEN", "TFC_TOKEN"],
    "pulumi-token": ["PULUMI_TOKEN"],
    "digitalocean-pat": ["DO_API_TOKEN", "DIGITALOCEAN_TOKEN", "DO_PAT"],
    "newrelic-license-key": ["NEW_RELIC_LICENSE", "NR_LICENSE_KEY", "NEW_RELIC_INGEST_KEY"],
    "newrelic-user-key": ["NEW_RELIC_USER_KEY", "NEWRELIC_API_KEY"],
    "shopify-access-token": ["SHOPIFY_ADMIN_ACCESS_TOKEN", "SHOPIFY_API_PASSWORD"],
    "mailchimp-api-key": ["MAILCHIMP_API_KEY", "MC_API_KEY"],
    "square-access-token": ["SQUARE_ACCESS_TOKEN_PROD", "SQUARE_TOKEN"],
    "notion-token": ["NOTION_TOKEN", "NOTION_SECRET"],
    "airtable-pat": ["AIRTABLE_PAT", "AIRTABLE_TOKEN"],
    "replicate-token": ["REPLICATE_TOKEN", "REPLICATE_KEY"],
    "groq-api-key": ["GROQ_API_TOKEN", "groq_api_key"],
}

# ================================================================ corpus 11 helpers
def envk(k):
    """an environment-variable spelling of a name (camelCase split, SCREAMING_SNAKE)"""
    s = _re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", k)
    return ident(s).upper()


def yv(v):
    return '"%s"' % v


def vname(k):
    """a name that keeps dots and underscores (Bamboo, Firebase, Spring keys)"""
    return "".join(ch if (ch.isalnum() or ch in "._") else "_" for ch in k)


def tskey(k):
    return k if _re.match(r"^[A-Za-z_$][A-Za-z0-9_$]*$", k) else "'%s'" % k


def rest_url(r):
    return "https://%s/v1/%s" % (host(r), r.choice(["orders", "sync", "events", "reports/daily", "webhooks/replay"]))


def hostpart(r):
    # corpus 24: one domain per case, so the hosts inside one file agree
    if _CUR.get("hp") is None:
        _CUR["hp"] = host(r).split(".", 1)[1]
    return _CUR["hp"]


def jdump(o, ind=2, lvl=0, sep=": "):
    """JSON writer that keeps span markers (json.dumps would escape them)"""
    pad, end = " " * (ind * (lvl + 1)), " " * (ind * lvl)
    if isinstance(o, dict):
        if not o:
            return "{}"
        return "{\n" + ",\n".join(pad + '"%s"%s%s' % (jesc(k), sep, jdump(v, ind, lvl + 1, sep)) for k, v in o.items()) + "\n" + end + "}"
    if isinstance(o, (list, tuple)):
        if not o:
            return "[]"
        return "[\n" + ",\n".join(pad + jdump(v, ind, lvl + 1, sep) for v in o) + "\n" + end + "]"
    if isinstance(o, Raw):
        return o.s
    if isinstance(o, str):
        return '"%s"' % jesc(o)
    if o is True:
        return "true"
    if o is False:
        return "false"
    if o is None:
        return "null"
    return str(o)


def jcompact(o):
    if isinstance(o, dict):
        return "{" + ",".join('"%s":%s' % (jesc(k), jcompact(v)) for k, v in o.items()) + "}"
    if isinstance(o, (list, tuple)):
        return "[" + ",".join(jcompact(v) for v in o) + "]"
    return jdump(o)


class Raw:
    def __init__(self, s):
        self.s = s


def items(c, styles):
    """(name, value) pairs for kv/url payloads; a blob becomes one (name, whole text) pair"""
    p = c.p
    if p.t == "blob":
        return [(blob_name(c, c.style(styles)), p.content)]
    if p.t == "hdr":
        return [(k, v) for k, v in c.headers()]
    return c.kvs(styles)


def okl(chars, maxlen):
    cs = set(chars)

    def f(kind, p):
        if p.chars() & cs:
            return False
        return all(len(strip_marks(v)) <= maxlen for v in p.texts())
    return f


def htmlesc(s):
    """Django/PHP html escaping (& < > " ')"""
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;").replace("'", "&#x27;")


def curl_dq(c, url_=None):
    return "curl -fsS %s %s" % (" ".join('-H "%s: %s"' % (k, v) for k, v in c.headers()), url_ or rest_url(c.r))


def person(r):
    return r.choice([("Priya Natarajan", "priya.n"), ("Marcus Lee", "m.lee"), ("Lena Ortiz", "lena.o"), ("Jonas Berg", "jonas.b"),
                     ("Ama Owusu", "ama.o")])


def iso(r, frac=3):
    return ts(r, frac=frac)


VALUE_NEGS = ("redacted", "placeholder", "secret-ref", "encrypted", "truncated", "hash", "invalid-checksum", "documented-example",
              "test-mode", "test-fixture")


def fixed(okf=None):
    """ok-check for carriers that put the value under a fixed field name: a negative whose point is its name
    (identifier, config-value, public-by-design) cannot be written there"""
    def f(kind, p):
        if p.note is not None and p.note.split(":", 1)[0] not in VALUE_NEGS:
            return False
        return okf(kind, p) if okf else True
    return f



# ================================================================ corpus 12 helpers
def envs(c, styles=("SCREAM",)):
    """(ENV_NAME, value) pairs for kv/url payloads"""
    return [(envk(k), v) for k, v in c.kvs(list(styles))]


SHELL_META = set(" \t'\"\\|&;()<>!{}*[?]^$`~#%")


def shw(v):
    """a shell word as bash xtrace / a careful user writes it: bare when safe, else single-quoted"""
    return "'%s'" % v if set(strip_marks(v)) & SHELL_META else v


def prose12(c, fence=("```", "```")):
    """a comment / chat message carrying the payload (new phrasings for corpus 12)"""
    r, p = c.r, c.p
    o, cl = fence
    if p.t == "hdr":
        return (r.choice(["Still getting 403 from the gateway with this:", "Repro (copied from my terminal):",
                          "Works locally, fails in CI:"]) + "\n" + o + "\n" + curl_line(c) + "\n" + cl)
    if p.t == "blob":
        return (r.choice(["Here is the %s from the staging box so you can reproduce:", "Pasting %s, the deploy job needs it:",
                          "old %s for reference (will rotate after the cutover)"]) % p.fname + "\n" + o + "\n" + p.content.rstrip("\n") + "\n" + cl)
    if p.t == "url":
        if c.bare(0.6):
            return r.choice(["Connection string is %s", "Use %s until the new cluster is up.", "fwiw the worker reads %s"]) % p.url
        k, v = envs(c)[0]
        return "You need %s=%s in your .env, then restart." % (k, v)
    if c.bare():
        return r.choice(["can you try with %s ?", "rotated, new value: %s", "%s <- the prod one, don't share",
                         "Staging key is %s"]) % c.value()
    return (r.choice(["Add these to your local .env:", "Values for the %s service:" % svc(r), "From the old Heroku app:"]) + "\n" + o + "\n" +
            "\n".join("%s=%s" % (k, v) for k, v in envs(c)) + "\n" + cl)


def now_iso(r):
    return "2025-%02d-%02dT%02d:%02d:%02d.%03dZ" % (r.randint(1, 9), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59),
                                                  r.randint(0, 999))


def uuid4(r):
    return ruuid(r)


def json_body(c, ind=None):
    """a small JSON request body carrying the kv payload (snake_case keys)"""
    pairs = [(ident(_re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", k)).lower(), v) for k, v in c.kvs(["snake"])]
    if ind is None:
        return "{" + ",".join('"%s":"%s"' % (k, v) for k, v in pairs) + "}"
    return "{\n" + ",\n".join(" " * ind + '"%s": "%s"' % (k, v) for k, v in pairs) + "\n}"


LLM_PROVIDER = {
    "openai-api-key": ("openai", "gpt-4o-mini"), "openai-project-key": ("openai", "gpt-4.1"),
    "openai-service-account-key": ("openai", "gpt-4o"), "anthropic-api-key": ("anthropic", "claude-sonnet-4-20250514"),
    "groq-api-key": ("groq", "llama-3.3-70b-versatile"), "xai-api-key": ("xai", "grok-3-mini"),
    "perplexity-api-key": ("perplexity", "sonar-pro"), "openrouter-api-key": ("openrouter", "anthropic/claude-3.5-haiku"),
    "cerebras-api-key": ("cerebras", "llama3.1-8b"), "nvidia-api-key": ("nvidia_nim", "meta/llama-3.1-70b-instruct"),
    "together-api-key-v1": ("together_ai", "meta-llama/Llama-3.3-70B-Instruct-Turbo"),
    "mistral-api-key": ("mistral", "mistral-large-latest"), "cohere-api-key": ("cohere", "command-r-plus"),
    "deepseek-api-key": ("deepseek", "deepseek-chat"), "together-api-key": ("together_ai", "Qwen/Qwen2.5-72B-Instruct-Turbo"),
}
# named kinds (the rule wants the provider's name next to the value): an `api_key:` under the model is not enough
LLM_DIRECT = {k for k in LLM_PROVIDER if k not in ("mistral-api-key", "cohere-api-key", "deepseek-api-key", "together-api-key")}


def llm_direct(c):
    return c.kind in LLM_DIRECT and c.p.t == "kv" and len(c.p.entries) == 1




# ================================================================ corpus 13 carriers
def s_cap(r):
    return svc(r).capitalize()


def kyaml(v):
    """YAML scalar: plain when safe, single-quoted otherwise"""
    sv = strip_marks(v)
    if sv and all(ch in ALNUM + "-_./" for ch in sv) and sv[0] not in "-." and not sv.isdigit():
        return v
    return "'%s'" % v


def yv2(v):
    """YAML scalar as people write it: plain when safe, else double-quoted"""
    return yq(v)


def sh_lines(c):
    p = c.p
    if p.t in ("kv", "url"):
        return ["export %s=%s" % (k, shw(v)) for k, v in envs(c)]
    if p.t == "hdr":
        return [curl_line(c)]
    return ["cat > %s <<'EOF'" % p.fname] + p.content.rstrip("\n").split("\n") + ["EOF"]


SH_OK = okb("'\n")
DQ_OK = okb('"\\\n')
DQS_OK = okb('"\\\n\'')


def ts13(r):
    return "2025-%02d-%02d %02d:%02d:%02d" % (r.randint(1, 9), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59))



# ================================================================ corpus 14: names
GENERIC_NAMES = ["api key", "token", "secret", "access token", "auth token", "=apiKey", "=API_TOKEN", "credential"]

EXTRA_NAMES.update({
    "langsmith-api-key": ["LANGSMITH_API_KEY", "LANGCHAIN_API_KEY", "langsmith_api_key"],
    "tavily-api-key": ["TAVILY_API_KEY", "tavilyApiKey"],
    "firecrawl-api-key": ["FIRECRAWL_API_KEY", "FIRECRAWL_TOKEN"],
    "pinecone-api-key": ["PINECONE_API_KEY", "pineconeApiKey"],
    "openrouter-api-key": ["OPENROUTER_API_KEY", "OPENAI_API_KEY", "OR_API_KEY"],
    "xai-api-key": ["XAI_API_KEY", "GROK_API_KEY"],
    "perplexity-api-key": ["PERPLEXITY_API_KEY", "PPLX_API_KEY"],
    "cerebras-api-key": ["CEREBRAS_API_KEY"],
    "nvidia-api-key": ["NVIDIA_API_KEY", "NGC_API_KEY", "NIM_API_KEY"],
    "langfuse-secret-key": ["LANGFUSE_SECRET_KEY", "langfuseSecretKey"],
    "together-api-key-v1": ["TOGETHER_API_KEY", "TOGETHERAI_API_KEY"],
    "linear-api-key": ["LINEAR_API_KEY", "LINEAR_TOKEN"],
    "anthropic-oauth-token": ["CLAUDE_CODE_OAUTH_TOKEN", "ANTHROPIC_AUTH_TOKEN"],
    "openai-admin-key": ["OPENAI_ADMIN_KEY", "OPENAI_ADMIN_API_KEY"],
    "anthropic-admin-key": ["ANTHROPIC_ADMIN_KEY", "ANTHROPIC_ADMIN_API_KEY"],
    "sentry-user-token": ["SENTRY_AUTH_TOKEN", "SENTRY_API_TOKEN"],
    "figma-token": ["FIGMA_ACCESS_TOKEN", "FIGMA_API_KEY", "FIGMA_TOKEN"],
    "supabase-token": ["SUPABASE_ACCESS_TOKEN", "SUPABASE_PAT"],
    "neon-api-key": ["NEON_API_KEY"],
    "resend-api-key": ["RESEND_API_KEY", "RESEND_KEY"],
    "tailscale-key": ["TS_AUTHKEY", "TAILSCALE_AUTHKEY", "TS_API_KEY"],
    "doppler-token": ["DOPPLER_TOKEN", "DOPPLER_SERVICE_TOKEN"],
    "flyio-token": ["FLY_API_TOKEN", "FLY_ACCESS_TOKEN"],
    "render-api-key": ["RENDER_API_KEY", "RENDER_TOKEN"],
    "circleci-token": ["CIRCLECI_CLI_TOKEN", "CIRCLE_TOKEN"],
    "buildkite-token": ["BUILDKITE_API_TOKEN", "BUILDKITE_TOKEN"],
    "rubygems-token": ["GEM_HOST_API_KEY", "RUBYGEMS_API_KEY"],
    "dynatrace-token": ["DT_API_TOKEN", "DYNATRACE_API_TOKEN"],
    "hubspot-private-app-token": ["HUBSPOT_ACCESS_TOKEN", "HUBSPOT_PRIVATE_APP_TOKEN"],
    "posthog-personal-api-key": ["POSTHOG_PERSONAL_API_KEY", "POSTHOG_API_KEY"],
})


# ================================================================ corpus 14 helpers
def nt(p):
    return (p.note or "").split(":", 1)[0]


def is_ref(p):
    return nt(p) == "secret-ref"


def ok_and(*fs):
    fs = [f for f in fs if f]
    return lambda k, p: all(f(k, p) for f in fs)


def unless_ref(f):
    """a reference negative is written in the carrier's own syntax, so the character check does not apply"""
    return lambda k, p: is_ref(p) or f(k, p)


def no_sub(*subs):
    def f(kind, p):
        txt = "".join(strip_marks(t) for t in p.texts())
        return not any(s_ in txt for s_ in subs)
    return f


def no_chars(chars):
    """like okb, but blobs are checked too"""
    cs = set(chars)
    return lambda k, p: not (p.chars() & cs)


def kv_only(f):
    return lambda k, p: p.t == "blob" or f(k, p)


def HDR_SQ(kind, p):
    """header values go into a single-quoted shell word"""
    return p.t != "hdr" or not (p.chars() & set("'\n"))


def secret_no(chars):
    cs = set(chars)
    return lambda k, p: not (set(p.secret) & cs)


def TQ_OK(kind, p):
    """a TOML one-line string can hold it: basic ("...") or literal ('...')"""
    for t in p.texts():
        sv = strip_marks(t)
        if "\n" in sv or (('"' in sv or "\\" in sv) and "'" in sv):
            return False
    return True


def tq(v):
    sv = strip_marks(v)
    if '"' not in sv and "\\" not in sv:
        return '"%s"' % v
    return "'%s'" % v


def mpart(v):
    """the marked part of a value (markers kept), or the value itself"""
    if P0 in v:
        return v[v.index(P0):v.index(P1) + 1]
    return v


def cs(c, v):
    """a carrier-specific negative form (reference, ciphertext, mask) stands for the whole field, not inside a URL"""
    return mpart(v) if getattr(c.p, "cspec", False) else v


def kebab(k):
    return envk(k).lower().replace("_", "-")


def jline(o):
    """one-line JSON the way Python's json.dumps writes it (', ' and ': '), markers kept"""
    if isinstance(o, dict):
        return "{" + ", ".join('"%s": %s' % (jesc(k), jline(v)) for k, v in o.items()) + "}"
    if isinstance(o, (list, tuple)):
        return "[" + ", ".join(jline(v) for v in o) + "]"
    return jdump(o)


def ascii_json(s):
    """json.dumps(ensure_ascii=True): non-ASCII characters as \\uXXXX"""
    out = []
    for ch in s:
        o_ = ord(ch)
        if o_ < 128:
            out.append(ch)
        elif o_ < 0x10000:
            out.append("\\u%04x" % o_)
        else:
            o_ -= 0x10000
            out.append("\\u%04x\\u%04x" % (0xD800 + (o_ >> 10), 0xDC00 + (o_ & 0x3FF)))
    return "".join(out)


def pq(s, safe="-_.~"):
    """percent-encode a text holding span markers (the markers are kept)"""
    return "".join(ch if ch in MARKS else quote(ch, safe=safe) for ch in s)


def hm(r):
    return "%02d:%02d:%02d" % (r.randint(8, 19), r.randint(0, 59), r.randint(0, 59))


def email(r):
    return "%s@kestrelworks.io" % person(r)[1]


def prose14(c, fence=("```", "```"), table=True):
    """a message (mail, alert, ticket, chat turn) carrying the payload; corpus 14 phrasings"""
    r, p = c.r, c.p
    o, cl = fence

    def blk(lines):
        return "\n".join(([o] if o else []) + list(lines) + ([cl] if cl else []))
    if p.t == "hdr":
        return (r.choice(["The gateway keeps answering 401 to this request:", "Request the partner sandbox accepts but production rejects:",
                          "Copied from the runbook, it fails since this morning:", "This is what the sync worker sends:"]) + "\n" + blk([curl_line(c)]))
    if p.t == "blob":
        return ((r.choice(["Contents of %s from the old VM:", "%s as it is on the build agent right now:",
                           "Found this %s on the shared drive, is it still in use?", "Restoring %s from the backup, for the record:"]) % p.fname)
                + "\n" + blk(p.content.rstrip("\n").split("\n")))
    if p.t == "url":
        if c.bare(0.6):
            return r.choice(["The job posts to %s", "Endpoint from the vendor portal: %s", "Please swap the old one for %s",
                             "Worker is configured with %s right now."]) % p.url
        k, v = envs(c)[0]
        return r.choice(["Set %s=%s on the worker and redeploy.", "%s is now %s (the old host is gone)."]) % (k, v)
    if c.bare(0.55):
        if len(p.entries) == 1 and r.random() < 0.4:
            k = envs(c)[0][0]
            return ("%s for production, as discussed (staging keeps the old one, ask %s if it breaks again):\n\n%s"
                    % (k, person(r)[0].split()[0], c.value()))
        return r.choice(["Key from the vendor portal: %s", "Use %s until the new one is provisioned.", "%s (prod, rotate after the migration)",
                         "It worked locally with %s", "New value is %s, old one revoked."]) % c.value()
    pairs = envs(c)
    if table and r.random() < 0.35 and not any(set(strip_marks(v)) & set("|`") for _, v in pairs):
        return (r.choice(["Current values for %s:" % svc(r), "What the %s service reads in prod:" % svc(r)]) + "\n\n" +
                "\n".join(["| Variable | Value |", "| --- | --- |"] + ["| `%s` | `%s` |" % kv_ for kv_ in pairs]))
    return (r.choice(["Values from the %s box:" % svc(r), "Add these before the deploy:", "Env of the failing pod:",
                      "From the old Heroku app, for %s:" % svc(r)]) + "\n" + blk(["%s=%s" % kv_ for kv_ in pairs]))


def shell_cmd_out(c):
    """(command, output) of a shell tool call that shows the payload"""
    p = c.p
    if p.t == "blob":
        return "cat %s" % p.fname, p.content.rstrip("\n")
    if p.t == "hdr":
        return curl_line(c), '{"error":"invalid_token","error_description":"The access token is invalid or has expired"}'
    return "cat .env", "\n".join("%s=%s" % kv_ for kv_ in [("NODE_ENV", "production")] + envs(c))


PROSE_OK = ok_and(HDR_SQ)




# ================================================================ corpus 15 helpers
B64_OK = lambda k, p: p.inner == "raw" and not p.also and okb('"\\\n')(k, p)
NOQ = okb('"\\\n')          # the value sits inside a second level of escaping, or a quoted string without escapes


def cspec(p):
    return getattr(p, "cspec", False)


def is_cref(p):
    """a negative written in the carrier's own reference syntax"""
    return is_ref(p) and cspec(p)


def usage15(r, kin, kout):
    a, b = r.randint(300, 2000), r.randint(10, 90)
    return {kin: a, kout: b, "total_tokens": a + b}


def prose15(c, fence=("```", "```"), table=True):
    """a message (chat, ticket, memory, comment) carrying the payload; corpus 15 phrasings"""
    r, p = c.r, c.p
    o, cl = fence

    def blk(lines):
        return "\n".join(([o] if o else []) + list(lines) + ([cl] if cl else []))
    if p.t == "hdr":
        return (r.choice(["This call returns 401 since the key rotation, what am I missing?", "Partner support asked for the exact request, here it is:",
                          "Reproduced from my laptop just now:", "The nightly job does the equivalent of this:"]) + "\n" + blk([curl_line(c)]))
    if p.t == "blob":
        return ((r.choice(["Here is %s from the old build box, we still need it for the migration:", "Pasting %s so you can set up the new runner:",
                           "%s as it is on the jump host (please move it somewhere safer):", "Found %s in the shared folder, is this still used?"]) % p.fname)
                + "\n" + blk(p.content.rstrip("\n").split("\n")))
    if p.t == "url":
        if c.bare(0.6):
            return r.choice(["Use %s for the staging run.", "The worker connects with %s", "Updated endpoint: %s", "%s is what prod has right now."]) % p.url
        k, v = envs(c)[0]
        return r.choice(["Export %s=%s before you start it.", "%s should be %s, the old host was retired."]) % (k, v)
    if c.bare(0.55):
        if len(p.entries) == 1 and r.random() < 0.4:
            k = envs(c)[0][0]
            return ("New %s below (the one in the vault is the revoked one, %s will update it tomorrow):\n\n%s"
                    % (k, person(r)[0].split()[0], c.value()))
        return r.choice(["Here you go: %s", "Try %s and tell me if it still fails.", "%s - prod, please don't paste it elsewhere",
                         "I generated a new one: %s", "The vendor sent %s this morning."]) % c.value()
    pairs = envs(c)
    if table and r.random() < 0.3 and not any(set(strip_marks(v)) & set("|`") for _, v in pairs):
        return (r.choice(["What %s runs with in prod:" % svc(r), "Settings for the %s worker:" % svc(r)]) + "\n\n" +
                "\n".join(["| Name | Value |", "|------|-------|"] + ["| %s | %s |" % kv_ for kv_ in pairs]))
    return (r.choice(["These are the values from the %s box:" % svc(r), "Put these in before you redeploy:", "Env from the broken container:",
                      "Copied from the %s settings page:" % svc(r)]) + "\n" + blk(["%s=%s" % kv_ for kv_ in pairs]))


def cmd_out15(c):
    """(command, output) of a shell tool call that shows the payload"""
    r, p = c.r, c.p
    s = svc(r)
    if p.t == "blob":
        return "cat ~/%s" % p.fname if p.fname.startswith(".") else "cat %s" % p.fname, p.content.rstrip("\n")
    if p.t == "hdr":
        return curl_line(c), r.choice(['{"error":"unauthorized","message":"Invalid credentials"}',
                                       '{"errors":[{"status":"403","title":"Forbidden","detail":"Token lacks the orders:write scope"}]}'])
    pairs = envs(c)
    j = r.randint(0, 2)
    if j == 0:
        return "cat deploy/%s.env" % s, "\n".join("%s=%s" % kv_ for kv_ in [("APP_ENV", "production")] + pairs)
    if j == 1:
        return ("printenv | grep -E '^(%s)='" % "|".join(k for k, _ in pairs), "\n".join("%s=%s" % kv_ for kv_ in pairs))
    return ("docker exec %s-api env" % s, "\n".join("%s=%s" % kv_ for kv_ in [("PATH", "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"),
                                                                               ("HOSTNAME", rs(r, HEXL, 12))] + pairs +
                                                     [("NODE_VERSION", "20.14.0"), ("HOME", "/root")]))


def split_hval(v):
    """(text before the span, the span with its markers, text after)"""
    a, b = v.index(P0), v.index(P1)
    return v[:a], v[a:b + 1], v[b + 1:]


def pyq(v):
    """a Python string literal as repr() writes it, for values without quotes or backslashes"""
    return "'%s'" % v


NO_HDR_REF = lambda k, p: not (p.t == "hdr" and is_cref(p))


LEN_OK = lambda n: (lambda k, p: all(len(strip_marks(t)) <= n for t in p.texts()))


# ================================================================ corpus 16 helpers
NUMLIKE = _re.compile(r"^[-+]?(\d[\d_]*)?(\.\d*)?([eE][-+]?\d+)?$")
YAML_WORDS = {"true", "false", "yes", "no", "on", "off", "null", "y", "n", "~"}


def ys(v):
    """YAML scalar: plain when safe, else single-quoted (callers keep ' and newlines out)"""
    sv = strip_marks(v)
    if (sv and sv[0] in ALNUM and all(ch in ALNUM + "-_./+=" for ch in sv) and not NUMLIKE.match(sv)
            and sv.lower() not in YAML_WORDS and not sv.lower().startswith("0x")):
        return v
    return "'%s'" % v


def gy(v):
    """YAML scalar as Go's yaml encoder writes it (lxc, az): numbers and booleans double-quoted, others plain or single-quoted"""
    sv = strip_marks(v)
    if sv and (NUMLIKE.match(sv) or sv.lower() in YAML_WORDS):
        return '"%s"' % v
    return ys(v)


YS_OK = okb("'\n")


def curl_line_hdrs(hs, url_):
    return "curl -fsS %s %s" % (" ".join("-H '%s: %s'" % kv_ for kv_ in hs), url_)


def FIXED_NEG(kind, p):
    """a carrier that puts the value under its own field name: a negative is allowed only when its note does not
    depend on the name it was written under (a pattern negative)"""
    return p.note is None or getattr(p, "pattern", False)


def SELF_ID(kind, p):
    """the value identifies itself (no name needed) and the carrier's own field name does not change any note"""
    return p.nameless and FIXED_NEG(kind, p)


def no_runs(n):
    """gdb prints runs of more than 10 identical characters as `'x' <repeats 12 times>`"""
    def f(kind, p):
        txt = "".join(strip_marks(t) for t in p.texts())
        return not _re.search(r"(.)\1{%d,}" % (n - 1), txt)
    return f


def cstr(s):
    """a C / Go / Clojure string literal as debuggers and REPLs print it (ASCII text), markers kept"""
    out = []
    for ch in s:
        if ch in MARKS:
            out.append(ch)
        elif ch == "\\":
            out.append("\\\\")
        elif ch == '"':
            out.append('\\"')
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\r":
            out.append("\\r")
        elif ch == "\t":
            out.append("\\t")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def go_field(k):
    """a Go struct field name for a setting (OPENAI_API_KEY -> OpenaiAPIKey, sonar.login -> SonarLogin)"""
    ws = [w for w in _re.split(r"[^A-Za-z0-9]+", _re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", k)) if w]
    init = {"API", "URL", "ID", "HTTP", "DB", "SQL", "AWS", "JWT", "SMTP", "HMAC", "TLS", "SSH", "DSN", "URI", "PAT", "SAS"}
    return "".join(w.upper() if w.upper() in init else w[:1].upper() + w[1:].lower() for w in ws) or "Value"


def b64_file_ok(p):
    """the value can go into a base64-encoded file: one span, no escaping, and room to pad the text before it"""
    if p.inner != "raw" or p.also:
        return False
    s = p.primary
    pre = strip_marks(s[:s.index(P0)])
    return (-len(pre.encode())) % 3 == 0 or "\n" in pre


ENV_FILE_OK = okb(" \t#'\"\\$\n`")


def env_file(c, first):
    """a .env file with a comment line first (b64_embed pads that line so the secret starts on a 3-byte boundary)"""
    return "# %s\n" % first + "\n".join("%s=%s" % kv_ for kv_ in [("APP_ENV", "production")] + envs(c)) + "\n"


def assistant_note(r):
    return r.choice(["A 401 from that endpoint almost always means the credential was revoked or belongs to another environment. "
                     "Check that the worker reads the value you expect, then rotate it: it has now been shared in this conversation.",
                     "The request itself looks right, so the key is what the partner rejects. Generate a new one in their portal, "
                     "store it in your secret manager and redeploy; treat the one above as leaked.",
                     "Nothing in the configuration is malformed. Compare the key's prefix with the one in the vendor console; "
                     "if they differ, the worker is still running with an old value. Please rotate it either way."])


def prose16(c, fence=("```", "```"), table=True):
    """a message (chat, ticket, mail, wiki paragraph) carrying the payload; corpus 16 phrasings"""
    r, p = c.r, c.p
    o, cl = fence

    def blk(lines):
        return "\n".join(([o] if o else []) + list(lines) + ([cl] if cl else []))
    if p.t == "hdr":
        return (r.choice(["Since the rotation this request returns 401:", "This is the exact call our worker makes, can you check it on your side?",
                          "Reproduced from the bastion a minute ago:", "Same request works from my laptop but not from the cluster:"]) + "\n" + blk([curl_line(c)]))
    if p.t == "blob":
        return ((r.choice(["This is %s from the old runner, the new one needs the same:", "Attaching %s as it is on the jump host today:",
                           "Copy of %s so the migration can go ahead (delete after reading):", "%s from the backup of the build VM:"]) % p.fname)
                + "\n" + blk(p.content.rstrip("\n").split("\n")))
    if p.t == "url":
        if c.bare(0.6):
            return r.choice(["The worker is pointed at %s right now.", "New endpoint from the vendor: %s", "Try %s instead of the old one.",
                             "Configured value is %s"]) % p.url
        k, v = envs(c)[0]
        return r.choice(["Set %s=%s and restart the worker.", "%s needs to be %s on the new host."]) % (k, v)
    if c.bare(0.55):
        if len(p.entries) == 1 and r.random() < 0.4:
            k = envs(c)[0][0]
            return ("%s for prod below. The one in the shared vault is the revoked one, %s will fix that later:\n\n%s"
                    % (k, person(r)[0].split()[0], c.value()))
        return r.choice(["Here it is: %s", "Can you try with %s and tell me if the 401 goes away?", "%s (production, please keep it out of tickets)",
                         "Generated a fresh one: %s", "The vendor's support sent %s this morning."]) % c.value()
    pairs = envs(c)
    if table and r.random() < 0.3 and not any(set(strip_marks(v)) & set("|`") for _, v in pairs):
        return (r.choice(["What %s runs with in production:" % svc(r), "Current settings of the %s worker:" % svc(r)]) + "\n\n" +
                "\n".join(["| Variable | Value |", "| --- | --- |"] + ["| %s | %s |" % kv_ for kv_ in pairs]))
    return (r.choice(["These are the values on the %s host:" % svc(r), "Add these before you redeploy:", "Environment of the failing container:",
                      "Copied from the %s settings page:" % svc(r)]) + "\n" + blk(["%s=%s" % kv_ for kv_ in pairs]))


def curl_v_lines(r, hs, url_, status=401):
    """`curl -sv` output: the request headers it sent, the response"""
    h = url_.split("/")[2]
    path = "/" + url_.split("/", 3)[3] if url_.count("/") >= 3 else "/"
    a = "203.0.113.%d" % r.randint(2, 250)
    L = ["*   Trying %s:443..." % a, "* Connected to %s (%s) port 443" % (h, a), "* ALPN: curl offers h2,http/1.1",
         "* SSL connection using TLSv1.3 / TLS_AES_128_GCM_SHA256 / X25519 / id-ecPublicKey", "* ALPN: server accepted h2",
         "* Server certificate:", "*  subject: CN=%s" % h, "*  issuer: C=US; O=Let's Encrypt; CN=E6", "*  SSL certificate verify ok.",
         "* using HTTP/2", "* [HTTP/2] [1] OPENED stream for %s" % url_, "> GET %s HTTP/2" % path, "> Host: %s" % h, "> User-Agent: curl/8.5.0",
         "> Accept: */*"]
    L += ["> %s: %s" % kv_ for kv_ in hs]
    L += ["> ", "< HTTP/2 %d " % status, "< content-type: application/json", "< content-length: 57", "< date: Wed, 11 Jun 2025 %s GMT" % hm(r), "< ",
          '{"error":"unauthorized","message":"Invalid credentials"}* Connection #0 to host %s left intact' % h]
    return L


def cmd_out16(c):
    """(command, output) of a shell command an agent runs that shows the payload"""
    r, p = c.r, c.p
    s = svc(r)
    if p.t == "blob":
        return ("cat ~/%s" % p.fname) if p.fname.startswith(".") else ("cat %s" % p.fname), p.content.rstrip("\n")
    if p.t == "hdr":
        u = rest_url(r)
        return "curl -sv -H @/run/secrets/%s-partner.headers %s" % (s, u), "\n".join(curl_v_lines(r, c.headers(), u))
    pairs = envs(c)
    j = r.randint(0, 2)
    if j == 0:
        return "cat .env.production", "\n".join("%s=%s" % kv_ for kv_ in [("NODE_ENV", "production")] + pairs)
    if j == 1:
        return ("kubectl -n %s exec deploy/%s-api -- printenv | grep -E '%s'" % (s, s, "|".join(k for k, _ in pairs)),
                "\n".join("%s=%s" % kv_ for kv_ in pairs))
    allp = [("APP_ENV", "production")] + pairs
    w = max(len(k) for k, _ in allp) + 1
    return ("heroku config -a %s-prod" % s, "=== %s-prod Config Vars\n\n" % s + "\n".join(("%s:" % k).ljust(w) + " " + v for k, v in allp))


def md_html(text, pre=True, wrap="p"):
    """a message as a rich-text editor stores it: paragraphs (or one <div> per line), fenced blocks in <pre> or as lines"""
    out, para, code, in_code = [], [], [], False

    def flush():
        if para:
            if wrap == "div":
                out.extend("<div>%s</div>" % l for l in para)
            else:
                out.append("<p>%s</p>" % "<br>".join(para))
            para[:] = []
    for ln in text.split("\n"):
        if ln.startswith("```"):
            if in_code:
                if pre:
                    out.append("<pre>%s</pre>" % "\n".join(code))
                else:
                    out.append("<p>%s</p>" % "<br>".join(code))
                code, in_code = [], False
            else:
                flush()
                in_code = True
            continue
        if in_code:
            code.append(ln)
        elif not ln.strip():
            flush()
            if wrap == "div":
                out.append("<div><br></div>")
        else:
            para.append(ln)
    flush()
    return "".join(out)


HTML_OK = ok_and(HDR_SQ, no_chars("&<>"))


def ms(r):
    return 1717200000000 + r.randint(0, 9000000000)


def iso_ms(t):
    import datetime
    d = datetime.datetime.fromtimestamp(t / 1000.0, datetime.timezone.utc)
    return d.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (t % 1000)


_QS_CHARS = okb(' \t\n"{};')


def QS_OK(kind, p):
    """a value that can sit in a query string, under a name that looks like a query parameter (no `sonar.login`)"""
    if not _QS_CHARS(kind, p):
        return False
    return not (p.t == "kv" and any("." in n for names, _ in p.entries for n in names if " " not in n))


def qstr(c, styles=("snake", "camel")):
    """a query string carrying the kv payload (percent-encoded values)"""
    return "&".join("%s=%s" % (k, pq(v)) for k, v in c.kvs(list(styles)))



# ================================================================ corpus 17 helpers
def iso_us(t, z="Z"):
    """ISO time with microseconds from an epoch-seconds float"""
    import datetime
    d = datetime.datetime.fromtimestamp(int(t), datetime.timezone.utc)
    return d.strftime("%Y-%m-%dT%H:%M:%S") + ".%06d" % int(round((t % 1) * 1e6) % 1000000) + z


def rfc2822(t):
    import email.utils
    return email.utils.formatdate(int(t), usegmt=False).replace("-0000", "+0000")


def t0s(r):
    return 1749600000 + r.randint(0, 8000000) + r.randint(0, 999999) / 1e6


def prose17(c, fence=("```", "```"), table=True):
    """a message (chat, ticket, note, prompt) carrying the payload; corpus 17 phrasings"""
    r, p = c.r, c.p
    o, cl = fence

    def blk(lines):
        return "\n".join(([o] if o else []) + list(lines) + ([cl] if cl else []))
    if p.t == "hdr":
        return (r.choice(["Since the key rotation on Monday this call is rejected:", "Here is the request the %s job sends, it gets a 401:" % svc(r),
                          "Ran this from the jump host five minutes ago:", "Same call works in staging, fails in production:"]) + "\n" + blk([curl_line(c)]))
    if p.t == "blob":
        return ((r.choice(["%s from the old build agent, the new one needs the same file:", "Pasting %s as it is on the bastion today:",
                           "Here is %s so the migration can go ahead (remove it afterwards):", "%s restored from last week's VM snapshot:"]) % p.fname)
                + "\n" + blk(p.content.rstrip("\n").split("\n")))
    if p.t == "url":
        if c.bare(0.6):
            return r.choice(["Production currently points at %s", "The vendor moved us to %s yesterday.", "Could you try %s instead?",
                             "What the worker has configured: %s"]) % p.url
        k, v = envs(c)[0]
        return r.choice(["Set %s=%s and restart the service.", "On the new host %s has to be %s."]) % (k, v)
    if c.bare(0.55):
        if len(p.entries) == 1 and r.random() < 0.4:
            k = envs(c)[0][0]
            return ("%s for production is below. The copy in the team vault is the revoked one, %s will replace it tonight:\n\n%s"
                    % (k, person(r)[0].split()[0], c.value()))
        return r.choice(["Here is the key: %s", "Does it work for you with %s ?", "%s (production, please don't forward)",
                         "I created a new one: %s", "Support gave us %s this morning."]) % c.value()
    pairs = envs(c)
    if table and r.random() < 0.3 and not any(set(strip_marks(v)) & set("|`") for _, v in pairs):
        return (r.choice(["What %s runs with in production:" % svc(r), "Current values for the %s worker:" % svc(r)]) + "\n\n" +
                "\n".join(["| Name | Value |", "| --- | --- |"] + ["| %s | %s |" % kv_ for kv_ in pairs]))
    return (r.choice(["These are set on the %s host:" % svc(r), "Please add these before the next deploy:", "Environment of the container that fails:",
                      "Copied from the %s admin page:" % svc(r)]) + "\n" + blk(["%s=%s" % kv_ for kv_ in pairs]))


def cmd_out17(c):
    """(command, output) of a shell command an agent or a user runs that shows the payload"""
    r, p = c.r, c.p
    s = svc(r)
    if p.t == "blob":
        return (("cat ~/%s" % p.fname) if p.fname.startswith(".") else ("cat deploy/secrets/%s" % p.fname)), p.content.rstrip("\n")
    if p.t == "hdr":
        u = rest_url(r)
        return "curl -sv -H @/etc/%s/partner.headers %s" % (s, u), "\n".join(curl_v_lines(r, c.headers(), u))
    pairs = envs(c)
    j = r.randint(0, 2)
    if j == 0:
        return "cat config/%s.production.env" % s, "\n".join("%s=%s" % kv_ for kv_ in [("RACK_ENV", "production")] + pairs)
    if j == 1:
        return ("docker compose exec %s env | grep -E '^(%s)='" % (s, "|".join(k for k, _ in pairs)), "\n".join("%s=%s" % kv_ for kv_ in pairs))
    return ("fly ssh console -a %s-prod -C printenv" % s,
            "\n".join("%s=%s" % kv_ for kv_ in [("FLY_APP_NAME", "%s-prod" % s), ("FLY_REGION", r.choice(["fra", "ams", "iad"]))] + pairs +
                      [("HOME", "/root"), ("PATH", "/usr/local/bin:/usr/bin:/bin")]))


def question17(r, s):
    return r.choice(["Why does the %s partner sync get 401 since this morning?" % s, "The %s job can't authenticate to the partner API, can you check?" % s,
                     "Figure out why the %s worker is rejected by the vendor API" % s])


HDR_DQ = lambda k, p: p.t != "hdr" or not (p.chars() & set('"\\$`\'\n'))
NO_NL = okb("\n")


def sq_yaml(v):
    """a YAML single-quoted scalar (callers keep ' out)"""
    return "'%s'" % v


def curl_dq_hdrs(hs, url_):
    return "curl -fsS %s %s" % (" ".join('-H "%s: %s"' % kv_ for kv_ in hs), url_)


def hcl_ok(k, p):
    txt = "".join(strip_marks(t) for t in p.texts())
    return not (set(txt) & set('"\\\n')) and "${" not in txt and "%{" not in txt




# ================================================================ corpus 18 helpers
def prose18(c, fence=("```", "```"), table=True):
    """a message (chat, ticket, note, prompt, document chunk) carrying the payload; corpus 18 phrasings"""
    r, p = c.r, c.p
    o, cl = fence

    def blk(lines):
        return "\n".join(([o] if o else []) + list(lines) + ([cl] if cl else []))
    if p.t == "hdr":
        return (r.choice(["This request started failing after the credentials were rotated:", "The %s job sends exactly this, and gets a 401:" % svc(r),
                          "Ran it by hand from the bastion just now:", "Works from my laptop, not from the cluster:"]) + "\n" + blk([curl_line(c)]))
    if p.t == "blob":
        return ((r.choice(["%s from the old build host, the new runner needs the same file:", "Here is %s as it is on the jump box:",
                           "Pasting %s so you can finish the migration (delete it afterwards):", "%s, restored from the VM backup:"]) % p.fname)
                + "\n" + blk(p.content.rstrip("\n").split("\n")))
    if p.t == "url":
        if c.bare(0.6):
            return r.choice(["The worker is configured with %s", "Vendor moved us to %s last night.", "Please try %s instead of the old one.",
                             "Production points at %s right now."]) % p.url
        k, v = envs(c)[0]
        return r.choice(["Set %s=%s and restart the worker.", "On the new host %s must be %s."]) % (k, v)
    if c.bare(0.55):
        if len(p.entries) == 1 and r.random() < 0.4:
            k = envs(c)[0][0]
            return ("%s for production is below. The copy in the shared vault is the revoked one, %s will replace it tonight:\n\n%s"
                    % (k, person(r)[0].split()[0], c.value()))
        return r.choice(["The key is %s", "Can you check with %s ?", "%s (prod, please don't forward it)",
                         "I made a new one: %s", "Support sent us %s this morning."]) % c.value()
    pairs = envs(c)
    if table and r.random() < 0.3 and not any(set(strip_marks(v)) & set("|`") for _, v in pairs):
        return (r.choice(["What %s runs with in production:" % svc(r), "Current settings of the %s worker:" % svc(r)]) + "\n\n" +
                "\n".join(["| Name | Value |", "| --- | --- |"] + ["| %s | %s |" % kv_ for kv_ in pairs]))
    return (r.choice(["These are set on the %s host:" % svc(r), "Add these before the next deploy:", "Environment of the failing container:",
                      "Copied from the %s admin page:" % svc(r)]) + "\n" + blk(["%s=%s" % kv_ for kv_ in pairs]))


def cmd_out18(c):
    """(command, output) of a shell command an agent runs that shows the payload"""
    r, p = c.r, c.p
    s = svc(r)
    if p.t == "blob":
        return (("cat ~/%s" % p.fname) if p.fname.startswith(".") else ("cat ops/secrets/%s" % p.fname)), p.content.rstrip("\n")
    if p.t == "hdr":
        u = rest_url(r)
        return "curl -sv -H @/etc/%s/partner.headers %s" % (s, u), "\n".join(curl_v_lines(r, c.headers(), u))
    pairs = envs(c)
    j = r.randint(0, 2)
    if j == 0:
        return "cat /etc/default/%s-sync" % s, "\n".join("%s=%s" % kv_ for kv_ in [("SYNC_INTERVAL", "300")] + pairs)
    if j == 1:
        return ("kubectl -n %s exec deploy/%s-worker -- env | grep -E '^(%s)='" % (s, s, "|".join(k for k, _ in pairs)),
                "\n".join("%s=%s" % kv_ for kv_ in pairs))
    return ("cat .env.local", "\n".join("%s=%s" % kv_ for kv_ in [("NODE_ENV", "development")] + pairs))


def question18(r, s):
    return r.choice(["Why is the %s partner sync rejected since this morning?" % s, "The %s worker can't authenticate any more, can you look?" % s,
                     "Find out why the %s job gets 401 from the vendor" % s])


def note18(r):
    return r.choice(["The request is well formed, so the vendor is rejecting the credential itself. Create a new one in their console, put it in "
                     "your secret manager and redeploy; consider the value above leaked, since it is now in this conversation.",
                     "A 401 here usually means the key was revoked or belongs to another environment. Check which value the worker really "
                     "reads, then rotate it: it has been shared in this chat.",
                     "Nothing in the configuration looks malformed. Compare the key's prefix with the one shown in the vendor's dashboard; "
                     "if they differ the worker still runs with an old value. Rotate it either way."])


def centered(h, w):
    pad = w - len(h)
    return " " * (pad // 2) + h + " " * (pad - pad // 2)


HDR_YS = lambda k, p: p.t != "hdr" or not (p.chars() & set("'\n"))


def ulid(r):
    return "01J" + rs(r, "0123456789ABCDEFGHJKMNPQRSTVWXYZ", 23)


def vec(r, n):
    return [Raw("%.4f" % r.uniform(-0.12, 0.12)) for _ in range(n)]


# ================================================================ corpus 19 helpers
def prose19(c, fence=("```", "```"), table=True):
    """a message (chat, ticket, note, prompt, document chunk) carrying the payload; corpus 19 phrasings"""
    r, p = c.r, c.p
    o, cl = fence

    def blk(lines):
        return "\n".join(([o] if o else []) + list(lines) + ([cl] if cl else []))
    if p.t == "hdr":
        return (r.choice(["The %s job sends this and gets a 401 since the rotation:" % svc(r), "Exact request of the worker, copied from its debug log:",
                          "I can reproduce it from the bastion with:", "This fails from the cluster but works from my laptop:"]) + "\n" + blk([curl_line(c)]))
    if p.t == "blob":
        return ((r.choice(["%s from the old runner, the replacement needs the same file:", "This is %s as it sits on the jump host:",
                           "Pasting %s so you can finish the cut-over (delete it afterwards):", "%s, recovered from last night's snapshot:"]) % p.fname)
                + "\n" + blk(p.content.rstrip("\n").split("\n")))
    if p.t == "url":
        if c.bare(0.6):
            return r.choice(["The worker currently uses %s", "The vendor switched us to %s this morning.", "Can you try %s instead of the old one?",
                             "Production is configured with %s"]) % p.url
        k, v = envs(c)[0]
        return r.choice(["Set %s=%s and restart the worker.", "On the new host %s has to be %s."]) % (k, v)
    if c.bare(0.55):
        if len(p.entries) == 1 and r.random() < 0.4:
            k = envs(c)[0][0]
            return ("%s for production is below; the copy in the team vault is the revoked one, %s replaces it after the release:\n\n%s"
                    % (k, person(r)[0].split()[0], c.value()))
        return r.choice(["The key is %s", "Does it work for you with %s ?", "%s (prod, keep it out of tickets please)",
                         "I generated a new one: %s", "Their support sent %s an hour ago."]) % c.value()
    pairs = envs(c)
    if table and r.random() < 0.3 and not any(set(strip_marks(v)) & set("|`") for _, v in pairs):
        return (r.choice(["What %s runs with in production:" % svc(r), "Current settings of the %s worker:" % svc(r)]) + "\n\n" +
                "\n".join(["| Name | Value |", "| --- | --- |"] + ["| %s | %s |" % kv_ for kv_ in pairs]))
    return (r.choice(["These are set on the %s host:" % svc(r), "Add these before the next deploy:", "Environment of the container that fails:",
                      "Copied from the %s admin page:" % svc(r)]) + "\n" + blk(["%s=%s" % kv_ for kv_ in pairs]))


def cmd_out19(c):
    """(command, output) of a shell command an agent runs that shows the payload"""
    r, p = c.r, c.p
    s = svc(r)
    if p.t == "blob":
        return (("cat ~/%s" % p.fname) if p.fname.startswith(".") else ("cat /srv/%s/secrets/%s" % (s, p.fname))), p.content.rstrip("\n")
    if p.t == "hdr":
        u = rest_url(r)
        return "curl -sv -H @/etc/%s/partner.headers %s" % (s, u), "\n".join(curl_v_lines(r, c.headers(), u))
    pairs = envs(c)
    j = r.randint(0, 2)
    if j == 0:
        return "cat /etc/%s/partner.env" % s, "\n".join("%s=%s" % kv_ for kv_ in [("PARTNER_SYNC_INTERVAL", "600")] + pairs)
    if j == 1:
        return ("podman exec %s-sync printenv %s" % (s, " ".join(k for k, _ in pairs)), "\n".join(v for _, v in pairs)) if len(pairs) == 1 else \
            ("podman exec %s-sync env" % s, "\n".join("%s=%s" % kv_ for kv_ in [("container", "podman"), ("HOSTNAME", "%s-sync" % s)] + pairs))
    return ("sudo cat /proc/$(pgrep -of %s-sync)/environ | tr '\\0' '\\n'" % s,
            "\n".join("%s=%s" % kv_ for kv_ in [("LANG", "C.UTF-8"), ("PATH", "/usr/local/bin:/usr/bin:/bin")] + pairs + [("INVOCATION_ID", rs(r, HEXL, 32))]))


def question19(r, s):
    return r.choice(["Why does the %s partner sync get a 401 since this morning?" % s, "The %s worker can't authenticate to the vendor any more, can you check?" % s,
                     "Figure out why the %s job is rejected by the partner API" % s])


def note19(r):
    return r.choice(["The request is well formed, so the vendor rejects the credential itself. Create a new one in their console, store it in "
                     "your secret manager and redeploy; treat the value above as leaked, since it is now in this conversation.",
                     "A 401 here usually means the key was revoked or belongs to another environment. Check which value the worker really "
                     "reads, then rotate it: it has been pasted into this chat.",
                     "Nothing in the configuration looks malformed. Compare the key's prefix with the one in the vendor dashboard; if they "
                     "differ the worker still runs with an old value. Rotate it either way."])


def yblock(content, n):
    pad = " " * n
    return [pad + l if l else "" for l in content.rstrip("\n").split("\n")]


def iso_ms19(t):
    return iso_us(t)[:-4] + "Z"



NO_SIG = lambda k, p: not (p.t == "hdr" and p.hname == "X-Twilio-Signature")   # a per-request signature is never a fixed configured header


# ================================================================ corpus 21 carriers
# (message phrasings reuse corpus 19's prose19 / cmd_out19 / question19 / note19; _logline and _box come from corpus 20)
import time as _time


def kn(k):
    """a lower-case identifier for a key name (spaces become underscores)"""
    return ident(k).lower() if " " in k else k


def hstr(t):
    return _time.strftime("%Y-%m-%dT%H:%M:%S", _time.gmtime(t))


def _box(rows, hdrs):
    w = [max(len(h), max(len(strip_marks(x[i])) for x in rows)) for i, h in enumerate(hdrs)]
    sep = "+" + "+".join("-" * (n + 2) for n in w) + "+"

    def line(vals):
        return "|" + "|".join(" " + v + " " * (w[i] - len(strip_marks(v))) + " " for i, v in enumerate(vals)) + "|"
    return [sep, line(hdrs), sep] + [line(x) for x in rows] + [sep]


def _logline(c):
    r, p = c.r, c.p
    if p.t == "hdr":
        return "DEBUG partner.client request GET %s headers=%s" % (rest_url(r), jcompact(dict(c.headers())))
    if p.t == "blob":
        return "DEBUG partner.config loaded %s:\n%s" % (p.fname, p.content.rstrip("\n"))
    return "DEBUG partner.config effective settings " + " ".join("%s=%s" % kv_ for kv_ in envs(c))


def pyr(v):
    """a Python str repr for values without quotes, backslashes or newlines"""
    return "'%s'" % v


def pydict(d):
    """repr() of a dict of str / int / dict (markers kept)"""
    out = []
    for k, v in d.items():
        if isinstance(v, dict):
            vv = pydict(v)
        elif isinstance(v, int):
            vv = str(v)
        elif v is None:
            vv = "None"
        else:
            vv = pyr(v)
        out.append("%s: %s" % (pyr(k), vv))
    return "{" + ", ".join(out) + "}"


def u16len(s):
    return len(strip_marks(s).encode("utf-16-le")) // 2


def prose_lines(text):
    """(line, is_code) pairs of a message: fence lines dropped, lines inside fences flagged as code"""
    out, code = [], False
    for ln in text.split("\n"):
        if ln.startswith("```"):
            code = not code
            continue
        out.append((ln, code))
    return out


NO_MLS = lambda k, p: not p.ml_secret        # the carrier splits lines apart: a multi-line secret would not stay contiguous
SECRET_NOQ = secret_no('"\\\n')              # the value sits in a JSON string inside a JSON string




# ================================================================ corpus 22 helpers (reused by corpus 23)
# (escaping helpers written for corpus 22's carriers)

def pyrepr(s):
    """repr() of a str holding span markers (markers kept): Python's choice of quote and its escapes"""
    clean = strip_marks(s)
    q = '"' if ("'" in clean and '"' not in clean) else "'"
    out = []
    for ch in s:
        if ch in MARKS:
            out.append(ch)
        elif ch == "\\":
            out.append("\\\\")
        elif ch == q:
            out.append("\\" + q)
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\r":
            out.append("\\r")
        elif ch == "\t":
            out.append("\\t")
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append("\\x%02x" % ord(ch))
        else:
            out.append(ch)
    return q + "".join(out) + q


def phpjesc(s):
    """PHP json_encode() string body: JSON escapes, `/` as `\\/`, non-ASCII as \\uXXXX (markers kept)"""
    return ascii_json(jesc(s)).replace("/", "\\/")


def phpjson(o):
    """compact JSON as PHP's json_encode writes it (markers kept)"""
    if isinstance(o, dict):
        return "{" + ",".join('"%s":%s' % (phpjesc(k), phpjson(v)) for k, v in o.items()) + "}"
    if isinstance(o, (list, tuple)):
        return "[" + ",".join(phpjson(v) for v in o) + "]"
    if isinstance(o, str):
        return '"%s"' % phpjesc(o)
    return jdump(o)


def xesc5(s):
    """XML text as slixmpp's tostring escapes it: & < > ' \""""
    return (s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("'", "&apos;").replace('"', "&quot;"))


def csvf(v, force=False):
    """a CSV field as Python's csv module writes it (QUOTE_MINIMAL), markers kept"""
    sv = strip_marks(v)
    if force or any(ch in sv for ch in ',"\r\n'):
        return '"%s"' % v.replace('"', '""')
    return v


_CRC32C = []


def crc32c(data):
    if not _CRC32C:
        for i in range(256):
            c_ = i
            for _ in range(8):
                c_ = (c_ >> 1) ^ 0x82F63B78 if c_ & 1 else c_ >> 1
            _CRC32C.append(c_)
    crc = 0xFFFFFFFF
    for b in data:
        crc = _CRC32C[(crc ^ b) & 0xFF] ^ (crc >> 8)
    return crc ^ 0xFFFFFFFF


def uuid7(r, t):
    h = "%012x" % int(t * 1000)
    return "%s-%s-7%s-%s%s-%s" % (h[:8], h[8:12], rs(r, HEXL, 3), r.choice("89ab"), rs(r, HEXL, 3), rs(r, HEXL, 12))


def words_of(k):
    """the words of a setting name (OPENAI_API_KEY, openaiApiKey, sonar.login -> openai api key / sonar login)"""
    return [w for w in _re.split(r"[^A-Za-z0-9]+", _re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", k)) if w]


def pascal_name(k):
    """a CloudFormation parameter name: letters and digits only (OPENAI_API_KEY -> OpenaiApiKey)"""
    return "".join(w[:1].upper() + w[1:].lower() for w in words_of(k)) or "Value"


def camel_name(k):
    p_ = pascal_name(k)
    return p_[:1].lower() + p_[1:]


def sh_sq(v):
    return "'%s'" % v


SH1_OK = okb("'\n")                      # a value inside a single-quoted shell word
NOQ_SQ = okb("'\"\\\n")                  # a value inside a quoted string that would escape quotes or backslashes
HDR_NOQ = lambda k, p: p.t != "hdr" or not (p.chars() & set("'\"\\\n"))
PASSWORD_KINDS = ("generic-password-named", "generic-password-short-named", "planetscale-password")


def one_entry(c):
    """the (name, value) pair of a kv payload that carries the span"""
    for k, v in c.kvs(["SCREAM"]):
        if P0 in v:
            return k, v
    raise ValueError("no marked entry")


# ================================================================ corpus 23 helpers (reused by corpus 24)
# (corpus 23's message phrasings prose23 / cmd_out23 / question23 / note23 and its escaping helpers; corpus 24's phrasings follow)

K8S_POD = "bcdfghjklmnpqrstvwxz2456789"


def _rows(c, blob_ok=False):
    """(name, value) rows of a settings table: headers for a header payload, else the payload's pairs"""
    p = c.p
    if p.t == "hdr":
        return c.headers(), "partner_headers"
    if p.t == "blob":
        return [(blob_name(c, "SCREAM"), p.content)], "service_files"
    return envs(c), "service_settings"


def prose23(c, fence=("```", "```"), table=True):
    """a message (chat turn, ticket comment, note, mail body) carrying the payload; corpus 23 phrasings"""
    r, p = c.r, c.p
    o, cl = fence

    def blk(lines):
        return "\n".join(([o] if o else []) + list(lines) + ([cl] if cl else []))
    if p.t == "hdr":
        return (r.choice(["The %s sync gets a 401 with this request since the rotation:" % svc(r), "This is the exact call from the worker's debug output:",
                          "Reproduced it from the jump host a minute ago:", "Fails from the cluster, works from my laptop:"]) + "\n" + blk([curl_line(c)]))
    if p.t == "blob":
        return ((r.choice(["%s from the retired build box, the new runner needs it too:", "Here is %s as it is on the bastion:",
                           "Pasting %s so the cut-over can finish (please delete it afterwards):", "%s, pulled from last night's backup:"]) % p.fname)
                + "\n" + blk(p.content.rstrip("\n").split("\n")))
    if p.t == "url":
        if c.bare(0.6):
            return r.choice(["The worker talks to %s at the moment.", "Support moved us to %s this morning.", "Could you try %s instead of the old one?",
                             "Prod is configured with %s"]) % p.url
        k, v = envs(c)[0]
        return r.choice(["Set %s=%s and restart the worker.", "On the new host %s must be %s."]) % (k, v)
    if c.bare(0.55):
        if len(p.entries) == 1 and r.random() < 0.4:
            k = envs(c)[0][0]
            return ("%s for production is below; the copy in the team vault is the revoked one, %s rotates it after the release:\n\n%s"
                    % (k, person(r)[0].split()[0], c.value()))
        return r.choice(["The key is %s", "Does it work for you with %s ?", "%s (prod, please keep it out of tickets)",
                         "Made a new one: %s", "Their support sent %s an hour ago."]) % c.value()
    pairs = envs(c)
    if table and r.random() < 0.3 and not any(set(strip_marks(v)) & set("|`") for _, v in pairs):
        return (r.choice(["What %s runs with in production:" % svc(r), "Current settings of the %s worker:" % svc(r)]) + "\n\n" +
                "\n".join(["| Name | Value |", "| --- | --- |"] + ["| %s | %s |" % kv_ for kv_ in pairs]))
    return (r.choice(["These are set on the %s host:" % svc(r), "Add these before the next deploy:", "Environment of the container that keeps failing:",
                      "Copied from the %s admin page:" % svc(r)]) + "\n" + blk(["%s=%s" % kv_ for kv_ in pairs]))


def cmd_out23(c):
    """(command, output) of a shell command an agent or a CI step runs that shows the payload"""
    r, p = c.r, c.p
    s = svc(r)
    if p.t == "blob":
        return (("cat ~/%s" % p.fname) if p.fname.startswith(".") else ("cat /opt/%s-sync/secrets/%s" % (s, p.fname))), p.content.rstrip("\n")
    if p.t == "hdr":
        u = rest_url(r)
        return "curl -sv -H @/opt/%s-sync/partner.headers %s" % (s, u), "\n".join(curl_v_lines(r, c.headers(), u))
    pairs = envs(c)
    j = r.randint(0, 2)
    if j == 0:
        return "cat /opt/%s-sync/.env" % s, "\n".join("%s=%s" % kv_ for kv_ in [("SYNC_BATCH_SIZE", "500")] + pairs)
    if j == 1:
        return ("docker exec %s-sync printenv | grep -E '^(%s)='" % (s, "|".join(k for k, _ in pairs)), "\n".join("%s=%s" % kv_ for kv_ in pairs))
    return ("kubectl -n %s exec deploy/%s-sync -- env | grep -E '^(%s)='" % (s, s, "|".join(k for k, _ in pairs)),
            "\n".join("%s=%s" % kv_ for kv_ in pairs))


def question23(r, s):
    return r.choice(["The %s partner sync fails with 401 since this morning, can you find out why?" % s,
                     "Why can't the %s worker authenticate to the partner API any more?" % s,
                     "Check what the %s sync runs with, the vendor rejects every request" % s])


def note23(r):
    return r.choice(["The request is well formed, so the vendor is rejecting the credential itself. Issue a new one in their console, keep it in "
                     "the secret manager and redeploy; the value above is now in this conversation, so treat it as leaked.",
                     "A 401 here almost always means the key was revoked or belongs to another environment. Confirm which value the worker "
                     "really reads, then rotate it, since it has been shared here.",
                     "Nothing in the configuration looks malformed. Compare the key's prefix with the one in the vendor dashboard; if they "
                     "differ, the worker still runs with an old value. Rotate it either way."])


def goquote(s):
    """strconv.Quote as Go's slog text handler applies it (markers kept)"""
    out = []
    for ch in s:
        if ch in MARKS:
            out.append(ch)
        elif ch == '"':
            out.append('\\"')
        elif ch == "\\":
            out.append("\\\\")
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\r":
            out.append("\\r")
        elif ch == "\t":
            out.append("\\t")
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append("\\x%02x" % ord(ch))
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def rust_dbg(s):
    """a &str as Rust's Debug prints it (ASCII text, markers kept)"""
    return cstr(s)


def LINES_OK(n):
    """every line of the payload fits in `n` bytes (a mail line limit)"""
    return lambda k, p: all(len(ln.encode()) <= n for t in p.texts() for ln in strip_marks(t).split("\n"))


def clock12(t):
    h = int(_time.strftime("%H", _time.gmtime(t)))
    return "%d:%s %s" % ((h % 12) or 12, _time.strftime("%M:%S", _time.gmtime(t)), "AM" if h < 12 else "PM")


# ================================================================ corpus 24 helpers
# (new message phrasings prose24 / cmd_out24 / question24 / note24; the escaping helpers of corpora 11-23 above are reused)

def prose24(c, fence=("```", "```"), table=True):
    """a message (chat turn, form answer, note, mail body) carrying the payload; corpus 24 phrasings"""
    r, p = c.r, c.p
    o, cl = fence

    def blk(lines):
        return "\n".join(([o] if o else []) + list(lines) + ([cl] if cl else []))
    if p.t == "hdr":
        return (r.choice(["Since the key rotation the %s sync gets a 401 with exactly this request:" % svc(r), "The call from the worker's debug output:",
                          "I can reproduce it from the bastion with:", "Works from my laptop, fails from the cluster:"]) + "\n" + blk([curl_line(c)]))
    if p.t == "blob":
        return ((r.choice(["%s from the decommissioned build host, the new runner needs it as well:", "This is %s as it is on the jump box:",
                           "Pasting %s so the migration can finish (delete it afterwards please):", "%s, restored from yesterday's snapshot:"]) % p.fname)
                + "\n" + blk(p.content.rstrip("\n").split("\n")))
    if p.t == "url":
        if c.bare(0.6):
            return r.choice(["The worker is currently pointed at %s", "Their support moved us to %s this morning.", "Can you try %s instead of the old one?",
                             "Production runs with %s"]) % p.url
        k, v = envs(c)[0]
        return r.choice(["Set %s=%s and restart the worker.", "On the new host %s has to be %s."]) % (k, v)
    if c.bare(0.55):
        if len(p.entries) == 1 and r.random() < 0.4:
            k = envs(c)[0][0]
            return ("%s for production is below; the one in the team vault was revoked, %s replaces it after the release:\n\n%s"
                    % (k, person(r)[0].split()[0], c.value()))
        return r.choice(["The key is %s", "Does it work for you with %s ?", "%s (prod, keep it out of tickets please)",
                         "Generated a new one: %s", "Their support sent %s an hour ago."]) % c.value()
    pairs = envs(c)
    if table and r.random() < 0.3 and not any(set(strip_marks(v)) & set("|`") for _, v in pairs):
        return (r.choice(["What %s runs with in production:" % svc(r), "Current settings of the %s worker:" % svc(r)]) + "\n\n" +
                "\n".join(["| Name | Value |", "| --- | --- |"] + ["| %s | %s |" % kv_ for kv_ in pairs]))
    return (r.choice(["These are set on the %s host:" % svc(r), "Please add these before the next deploy:", "Environment of the container that keeps crashing:",
                      "Copied from the %s admin page:" % svc(r)]) + "\n" + blk(["%s=%s" % kv_ for kv_ in pairs]))


def cmd_out24(c):
    """(command, output) of a shell command an agent, a CI step or an operator runs that shows the payload"""
    r, p = c.r, c.p
    s = svc(r)
    if p.t == "blob":
        return (("cat ~/%s" % p.fname) if p.fname.startswith(".") else ("cat /srv/%s-sync/secrets/%s" % (s, p.fname))), p.content.rstrip("\n")
    if p.t == "hdr":
        u = rest_url(r)
        return "curl -sv -H @/srv/%s-sync/partner.headers %s" % (s, u), "\n".join(curl_v_lines(r, c.headers(), u))
    pairs = envs(c)
    j = r.randint(0, 2)
    if j == 0:
        return "cat /srv/%s-sync/.env.production" % s, "\n".join("%s=%s" % kv_ for kv_ in [("SYNC_INTERVAL_SECONDS", "300")] + pairs)
    if j == 1:
        return ("docker compose exec %s-sync printenv | grep -E '^(%s)='" % (s, "|".join(k for k, _ in pairs)), "\n".join("%s=%s" % kv_ for kv_ in pairs))
    return ("kubectl -n %s get secret %s-sync -o json | jq -r '.data | map_values(@base64d) | to_entries[] | \"\\(.key)=\\(.value)\"'" % (s, s),
            "\n".join("%s=%s" % kv_ for kv_ in sorted(pairs)))


def question24(r, s):
    return r.choice(["The %s partner sync has been failing with 401 since this morning, can you find out why?" % s,
                     "Why is the %s worker rejected by the partner API?" % s,
                     "Look at what the %s sync runs with, the vendor refuses every request" % s])


def note24(r):
    return r.choice(["The request is well formed, so the vendor rejects the credential itself. Issue a new one in their console, store it in the "
                     "secret manager and redeploy; the value above has now been shared here, so treat it as leaked.",
                     "A 401 at this point almost always means the key was revoked or belongs to another environment. Check which value the "
                     "worker really reads, then rotate it, since it is now in this conversation.",
                     "Nothing in the configuration looks malformed. Compare the key's prefix with the one in the vendor dashboard; if they "
                     "differ, the worker still runs with an old value. Rotate it either way."])


def ts24(t, frac=3):
    """ISO time with `frac` fractional digits and a Z"""
    return _time.strftime("%Y-%m-%dT%H:%M:%S", _time.gmtime(t)) + ("." + ("%09d" % int((t % 1) * 1e9))[:frac] if frac else "") + "Z"


def env_lines(c):
    """NAME=value lines of a kv/url payload (a file's content for the stores that keep whole files)"""
    return ["%s=%s" % kv_ for kv_ in envs(c)]


def hdr_file(c):
    """a header file (`Name: value` lines, as curl -H @file reads it)"""
    return "\n".join("%s: %s" % kv_ for kv_ in c.headers())


def payload_file(c, first=None):
    """(file name, text) of the payload as one file: an env file, a header file or the blob itself"""
    p = c.p
    if p.t == "blob":
        return p.fname, p.content
    if p.t == "hdr":
        return "partner.headers", hdr_file(c) + "\n"
    return ".env", "\n".join(([first] if first else []) + env_lines(c)) + "\n"


def reveal_text(c, sep=": "):
    """the payload as a page, a bot or a form shows it: NAME: value lines, a sample request, or the file"""
    p = c.p
    if p.t == "blob":
        return p.content.rstrip("\n")
    if p.t == "hdr":
        return curl_line(c)
    return "\n".join("%s%s%s" % (k, sep, v) for k, v in envs(c))


def shq(s):
    """a shell word as shlex.quote writes it"""
    import shlex
    return shlex.quote(s)


# ================================================================ corpus 25 helpers
# (new message phrasings prose25 / cmd_out25 / question25 / note25; the escaping helpers of corpora 11-24 above are reused)

def prose25(c, fence=("```", "```"), table=True):
    """a message (chat turn, webhook text, mail body, comment) carrying the payload; corpus 25 phrasings"""
    r, p = c.r, c.p
    o, cl = fence

    def blk(lines):
        return "\n".join(([o] if o else []) + list(lines) + ([cl] if cl else []))
    if p.t == "hdr":
        return (r.choice(["The partner gateway answers 401 to exactly this call from the %s worker:" % svc(r), "Request copied from the worker's debug log:",
                          "Same request works from staging, fails from prod:", "This is what the cron job sends every five minutes:"]) + "\n" + blk([curl_line(c)]))
    if p.t == "blob":
        return ((r.choice(["%s from the old CI runner, the replacement needs the same file:", "Here is %s exactly as it sits on the bastion:",
                           "Sharing %s so the cut-over can go ahead (remove it from here afterwards):", "%s, taken from last week's backup:"]) % p.fname)
                + "\n" + blk(p.content.rstrip("\n").split("\n")))
    if p.t == "url":
        if c.bare(0.6):
            return r.choice(["The worker currently talks to %s", "Support switched us to %s this morning.", "Could you retry with %s instead?",
                             "Prod is configured with %s right now."]) % p.url
        k, v = envs(c)[0]
        return r.choice(["Set %s=%s and bounce the worker.", "On the new box %s needs to be %s."]) % (k, v)
    if c.bare(0.55):
        if len(p.entries) == 1 and r.random() < 0.4:
            k = envs(c)[0][0]
            return ("Production %s below; the copy in the shared vault is the revoked one and %s swaps it after the release:\n\n%s"
                    % (k, person(r)[0].split()[0], c.value()))
        return r.choice(["Key is %s", "Does %s work on your side?", "%s (prod - please don't paste it into tickets)",
                         "Fresh one: %s", "Their support mailed %s an hour ago."]) % c.value()
    pairs = envs(c)
    if table and r.random() < 0.3 and not any(set(strip_marks(v)) & set("|`") for _, v in pairs):
        return (r.choice(["What %s runs with in prod:" % svc(r), "Current settings of the %s sync:" % svc(r)]) + "\n\n" +
                "\n".join(["| Name | Value |", "| --- | --- |"] + ["| %s | %s |" % kv_ for kv_ in pairs]))
    return (r.choice(["These are set on the %s host:" % svc(r), "Please add these before the next release:", "Environment of the container that keeps restarting:",
                      "Copied from the %s settings page:" % svc(r)]) + "\n" + blk(["%s=%s" % kv_ for kv_ in pairs]))


def cmd_out25(c):
    """(command, output) of a shell command an agent or an operator runs that shows the payload (the command holds no value)"""
    r, p = c.r, c.p
    s = svc(r)
    if p.t == "blob":
        return (("cat ~/%s" % p.fname) if p.fname.startswith(".") else ("cat /opt/%s-sync/secrets/%s" % (s, p.fname))), p.content.rstrip("\n")
    if p.t == "hdr":
        u = rest_url(r)
        return "curl -sv -H @/opt/%s-sync/partner-headers.txt %s" % (s, u), "\n".join(curl_v_lines(r, c.headers(), u))
    pairs = envs(c)
    j = r.randint(0, 2)
    if j == 0:
        return "cat /opt/%s-sync/config/production.env" % s, "\n".join("%s=%s" % kv_ for kv_ in [("PARTNER_TIMEOUT_MS", "15000")] + pairs)
    if j == 1:
        return ("grep -v '^#' /etc/%s-sync/env" % s, "\n".join("%s=%s" % kv_ for kv_ in pairs + [("SYNC_CONCURRENCY", "4")]))
    return ("sudo cat /proc/$(pgrep -f %s-sync | head -1)/environ | tr '\\0' '\\n' | grep -E '^(%s)='" % (s, "|".join(k for k, _ in pairs)),
            "\n".join("%s=%s" % kv_ for kv_ in pairs))


def remote_cmd_out(c):
    """(command, stdout, stderr) of a command run on a server through a cloud API (no quotes in the command)"""
    r, p = c.r, c.p
    s = svc(r)
    if p.t == "blob":
        return "cat /opt/%s-sync/secrets/%s" % (s, p.fname), p.content.rstrip("\n") + "\n", ""
    if p.t == "hdr":
        u = rest_url(r)
        lines = curl_v_lines(r, c.headers(), u)
        h = u.split("/")[2]
        body = lines[-1].split("* Connection #0")[0]
        return ("curl -sv -H @/opt/%s-sync/partner-headers.txt %s" % (s, u), body,
                "\n".join(lines[:-1] + ["* Connection #0 to host %s left intact" % h]) + "\n")
    pairs = envs(c)
    if r.random() < 0.5:
        return "cat /opt/%s-sync/config/production.env" % s, "\n".join("%s=%s" % kv_ for kv_ in [("NODE_ENV", "production")] + pairs) + "\n", ""
    return "grep -v ^# /etc/%s-sync/env" % s, "\n".join("%s=%s" % kv_ for kv_ in pairs + [("SYNC_CONCURRENCY", "4")]) + "\n", ""


def question25(r, s):
    return r.choice(["Since this morning the %s partner sync fails with 401 - can you work out why?" % s,
                     "Figure out why the partner API keeps rejecting the %s worker." % s,
                     "The vendor refuses every request from the %s sync; check what it is configured with." % s])


def note25(r):
    return r.choice(["The request itself is fine, so the partner is rejecting the credential. Create a new one in their console, put it in the "
                     "secret manager and redeploy; the value printed above is now part of this log, so treat it as exposed.",
                     "A 401 here nearly always means the key was revoked or belongs to a different environment. Confirm which value the "
                     "worker actually loads, then rotate it - it has been printed in this session.",
                     "The configuration is well formed. Compare the key's prefix with the one shown in the vendor dashboard; if they differ "
                     "the worker still runs with an old value. Rotate it in any case."])


def rfc1123(t):
    return _time.strftime("%a, %d %b %Y %H:%M:%S +0000", _time.gmtime(t))


def curl_v_split(r, hs, url_):
    """`curl -sv` as two streams: (stdout: the body, stderr: the verbose lines)"""
    lines = curl_v_lines(r, hs, url_)
    h = url_.split("/")[2]
    body = lines[-1].split("* Connection #0")[0]
    return body, "\n".join(lines[:-1] + ["* Connection #0 to host %s left intact" % h])


def ci_cmd_out25(c, fdir="ci"):
    """(command, output lines) of a CI step that shows the payload: files of the repository, or the job's
    environment when the value is a mask form the CI tool writes for its own secrets"""
    r, p = c.r, c.p
    if p.t == "hdr":
        u = "https://api.%s/v1/contracts/verify" % hostpart(r)
        hs = [(k, cs(c, v) if cspec(p) and P0 in v else v) for k, v in c.headers()]
        return "curl -sv -H @%s/partner.headers %s" % (fdir, u), curl_v_lines(r, hs, u)
    if p.t == "blob":
        return "cat %s/secrets/%s" % (fdir, p.fname), p.content.rstrip("\n").split("\n")
    pairs = [(k, cs(c, v) if cspec(p) else v) for k, v in envs(c)]
    if cspec(p):
        return "env | grep -E '^(%s)=' | sort" % "|".join(k for k, _ in pairs), ["%s=%s" % kv_ for kv_ in sorted(pairs)]
    return "cat %s/partner.env" % fdir, ["# partner sandbox, see OPS-%d" % r.randint(100, 999)] + ["%s=%s" % kv_ for kv_ in pairs]


def MASKED_LOG_OK25(kind, p):
    """a log that masks secret values: its mask form goes where the tool prints the job's environment"""
    if cspec(p):
        return nt(p) == "redacted"
    return HDR_SQ(kind, p) and NO_SIG(kind, p)


SECRET_PYR = secret_no("'\"\\\n\t\r")
FULL_FORM = lambda k, p: not cspec(p) or strip_marks(p.primary) == p.secret   # a carrier's mask or reference stands for a whole field        # the value sits in a Python repr() string
B64_PLAIN = lambda k, p: p.inner == "raw" and not p.also


def b64_text(c, first):
    """the plaintext a base64 field carries: the bare value (when it starts on a 3-byte boundary), an env file, a header file or the blob"""
    p = c.p
    if p.t == "kv" and len(p.entries) == 1 and b64_ok(c.kind, p) and c.bare(0.45):
        return p.entries[0][1]
    if p.t == "url" and b64_ok(c.kind, p) and c.bare(0.45):
        return p.url
    return payload_file(c, first)[1]


def jtab(s):
    """re-indent jdump(o, 1) output with tabs (Go's MarshalIndent with \\t)"""
    return "\n".join("\t" * (len(l) - len(l.lstrip(" "))) + l.lstrip(" ") for l in s.split("\n"))


# --- helpers kept from corpus 25's carriers --------------------------------------------------------------------------------

B64F_OK = lambda k, p: b64_file_ok(p) and NO_SIG(k, p) and (p.t == "blob" or NO_NL(k, p))


def _unified_add(old, new, a="", b="", pre=""):
    """a unified diff that appends `new` lines after `old` (the whole file as one hunk), each line prefixed by `pre`"""
    rng = lambda n: "1" if n == 1 else "1,%d" % n          # diff -u leaves out a count of 1
    L = [pre + "--- " + a, pre + "+++ " + b, pre + "@@ -%s +%s @@" % (rng(len(old)), rng(len(old) + len(new)))]
    L += [pre + " " + x for x in old] + [pre + "+" + x for x in new]
    return L


UNRESERVED = set(ALNUM + "-._~")


def canon_hdr(k):
    """Go's textproto.CanonicalMIMEHeaderKey"""
    if not all(ch.isalnum() or ch == "-" for ch in k):
        return k
    return "-".join(w[:1].upper() + w[1:].lower() for w in k.split("-"))


def http_req25(c, host_, ua):
    """(request head lines, body) of the request a client sends with the payload: headers, a JSON body or a file body"""
    r, p = c.r, c.p
    s = svc(r)
    if p.t == "hdr":
        return "GET /v1/orders?limit=50 HTTP/1.1", [("Host", host_), ("User-Agent", ua)] + sorted([(canon_hdr(k), v) for k, v in c.headers()], key=lambda kv_: kv_[0]), ""
    if p.t == "blob":
        body = p.content
        return ("PUT /v1/partner/files/%s HTTP/1.1" % p.fname.lstrip("."),
                [("Host", host_), ("User-Agent", ua), ("Content-Length", str(len(strip_marks(body).encode()))), ("Content-Type", "text/plain")], body)
    body = jcompact(dict([("service", s)] + c.kvs(["snake", "camel"])))
    return ("POST /v1/partner/settings HTTP/1.1",
            [("Host", host_), ("User-Agent", ua), ("Content-Length", str(len(strip_marks(body).encode()))), ("Content-Type", "application/json")], body)


def xname(k):
    """a name usable as an XML element name (keeps dots, dashes and underscores)"""
    n = "".join(ch if (ch.isalnum() or ch in "._-") else "_" for ch in k)
    return n if n[:1].isalpha() or n[:1] == "_" else "_" + n


# ================================================================ corpus 26 helpers
# (new message phrasings prose26 / cmd_out26 / question26 / note26; the escaping helpers of corpora 11-25 above are reused)

def prose26(c, fence=("```", "```"), table=True):
    """a message (chat turn, comment, commit message, form answer) carrying the payload; corpus 26 phrasings"""
    r, p = c.r, c.p
    o, cl = fence

    def blk(lines):
        return "\n".join(([o] if o else []) + list(lines) + ([cl] if cl else []))
    if p.t == "hdr":
        return (r.choice(["The %s bridge gets a 401 from the partner with exactly this request:" % svc(r), "Request lifted from the bridge's debug output:",
                          "I can reproduce the failure from the jump host with:", "Same call works against staging but not production:"]) + "\n" + blk([curl_line(c)]))
    if p.t == "blob":
        return ((r.choice(["%s from the old deploy box; the new runner needs the same file:", "Here is %s as it is on the bastion today:",
                           "Pasting %s so the move can be finished (please delete it from here afterwards):", "%s, recovered from Tuesday's backup:"]) % p.fname)
                + "\n" + blk(p.content.rstrip("\n").split("\n")))
    if p.t == "url":
        if c.bare(0.6):
            return r.choice(["The bridge currently connects with %s", "The vendor moved us to %s yesterday.", "Could you retry with %s instead?",
                             "Production is set to %s at the moment."]) % p.url
        k, v = envs(c)[0]
        return r.choice(["Set %s=%s and restart the bridge.", "On the new host %s should be %s."]) % (k, v)
    if c.bare(0.55):
        if len(p.entries) == 1 and r.random() < 0.4:
            k = envs(c)[0][0]
            return ("Production %s below; the copy in the team vault was revoked and %s swaps it after the release:\n\n%s"
                    % (k, person(r)[0].split()[0], c.value()))
        return r.choice(["Key: %s", "Does %s work on your side?", "%s (prod - keep it out of tickets please)",
                         "New one: %s", "The vendor's support emailed %s this morning."]) % c.value()
    pairs = envs(c)
    if table and r.random() < 0.3 and not any(set(strip_marks(v)) & set("|`") for _, v in pairs):
        return (r.choice(["What the %s bridge runs with in prod:" % svc(r), "Current settings of the %s bridge:" % svc(r)]) + "\n\n" +
                "\n".join(["| Name | Value |", "| --- | --- |"] + ["| %s | %s |" % kv_ for kv_ in pairs]))
    return (r.choice(["These are set on the %s host:" % svc(r), "Please add these before the next release:", "Environment of the pod that keeps restarting:",
                      "Copied from the %s bridge settings page:" % svc(r)]) + "\n" + blk(["%s=%s" % kv_ for kv_ in pairs]))


def cmd_out26(c):
    """(command, output) of a shell command an agent or an operator runs that shows the payload (the command holds no value)"""
    r, p = c.r, c.p
    s = svc(r)
    if p.t == "blob":
        return (("cat ~/%s" % p.fname) if p.fname.startswith(".") else ("cat /srv/%s-bridge/keys/%s" % (s, p.fname))), p.content.rstrip("\n")
    if p.t == "hdr":
        u = rest_url(r)
        return "curl -sv -H @/srv/%s-bridge/partner.headers %s" % (s, u), "\n".join(curl_v_lines(r, c.headers(), u))
    pairs = envs(c)
    j = r.randint(0, 2)
    if j == 0:
        return "cat /srv/%s-bridge/.env" % s, "\n".join("%s=%s" % kv_ for kv_ in [("BRIDGE_POLL_SECONDS", "60")] + pairs)
    if j == 1:
        return ("docker exec %s-bridge env | grep -E '^(%s)='" % (s, "|".join(k for k, _ in pairs)), "\n".join("%s=%s" % kv_ for kv_ in pairs))
    return "cat /etc/default/%s-bridge" % s, "\n".join("%s=%s" % kv_ for kv_ in pairs + [("BRIDGE_WORKERS", "2")])


def ci_cmd_out26(c, fdir="ci"):
    """(command, output lines) of a CI step that shows the payload: files of the repository, or the job's
    environment when the value is the mask the CI tool writes for its own secrets"""
    r, p = c.r, c.p
    if p.t == "hdr":
        u = "https://api.%s/v1/contracts/verify" % hostpart(r)
        hs = [(k, cs(c, v) if cspec(p) and P0 in v else v) for k, v in c.headers()]
        return "curl -sv -H @%s/partner.headers %s" % (fdir, u), curl_v_lines(r, hs, u)
    if p.t == "blob":
        return "cat %s/keys/%s" % (fdir, p.fname), p.content.rstrip("\n").split("\n")
    pairs = [(k, cs(c, v) if cspec(p) else v) for k, v in envs(c)]
    if cspec(p):
        return "env | grep -E '^(%s)=' | sort" % "|".join(k for k, _ in pairs), ["%s=%s" % kv_ for kv_ in sorted(pairs)]
    return "cat %s/partner.env" % fdir, ["# partner sandbox settings (OPS-%d)" % r.randint(100, 999)] + ["%s=%s" % kv_ for kv_ in pairs]


def question26(r, s):
    return r.choice(["The %s bridge has been getting 401s from the partner since this morning - find out why." % s,
                     "Why does the partner API reject every call from the %s bridge?" % s,
                     "Check what the %s bridge is configured with; the vendor refuses its requests." % s])


def note26(r):
    return r.choice(["The request is well formed, so the partner is rejecting the credential itself. Issue a new one in their console, store it in "
                     "the secret manager and redeploy; the value shown above is now part of this transcript, so treat it as exposed.",
                     "A 401 at this point almost always means the key was revoked or belongs to another environment. Check which value the "
                     "bridge really loads, then rotate it - it has been printed here.",
                     "The configuration itself is fine. Compare the key's prefix with the one in the vendor dashboard; if they differ, the "
                     "bridge still runs with an old value. Rotate it either way."])


def gojesc(s):
    """a JSON string body as Go's encoding/json writes it (HTML-safe: <, >, & as \\u003c, \\u003e, \\u0026), markers kept"""
    return jesc(s).replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def b64_ready(kind, p):
    """a base64 carrier can hold it: one span, no escaping, a place to pad before it, and no multi-line value except in a file"""
    return B64F_OK(kind, p)



# ================================================================ corpus 27 helpers
# (new message phrasings prose27 / cmd_out27 / ci_cmd_out27 / question27 / note27; the escaping helpers of corpora 11-26 above are reused)

def prose27(c, fence=("```", "```"), table=True):
    """a message (chat turn, wiki chunk, comment, mail body) carrying the payload; corpus 27 phrasings"""
    r, p = c.r, c.p
    o, cl = fence

    def blk(lines):
        return "\n".join(([o] if o else []) + list(lines) + ([cl] if cl else []))
    if p.t == "hdr":
        return (r.choice(["The %s relay is refused by the vendor with this exact call:" % svc(r), "Request taken from the relay's trace:",
                          "Reproduced from the ops VM a minute ago:", "It still fails when I send it by hand:"]) + "\n" + blk([curl_line(c)]))
    if p.t == "blob":
        return ((r.choice(["%s as it was on the retired worker; the new one needs it too:", "Here is %s straight from the jump box:",
                           "Posting %s so the migration is not blocked (delete this afterwards):", "%s, restored from last night's snapshot:"]) % p.fname)
                + "\n" + blk(p.content.rstrip("\n").split("\n")))
    if p.t == "url":
        if c.bare(0.6):
            return r.choice(["The relay currently sends to %s", "Vendor support told us to use %s from now on.", "Can you re-run it against %s ?",
                             "Production points at %s today."]) % p.url
        k, v = envs(c)[0]
        return r.choice(["Set %s=%s and restart the relay.", "On the replacement VM %s has to be %s."]) % (k, v)
    if c.bare(0.55):
        if len(p.entries) == 1 and r.random() < 0.4:
            k = envs(c)[0][0]
            return ("Current production %s is below; the one in the shared vault is stale and %s replaces it after the freeze:\n\n%s"
                    % (k, person(r)[0].split()[0], c.value()))
        return r.choice(["Key: %s", "Does %s still work for you?", "%s (prod, keep it out of the ticket please)",
                         "Rotated, new value %s", "The vendor sent %s over chat this morning."]) % c.value()
    pairs = envs(c)
    if table and r.random() < 0.3 and not any(set(strip_marks(v)) & set("|`") for _, v in pairs):
        return (r.choice(["What the %s relay runs with in prod:" % svc(r), "Current settings of the %s relay:" % svc(r)]) + "\n\n" +
                "\n".join(["| Name | Value |", "| --- | --- |"] + ["| %s | %s |" % kv_ for kv_ in pairs]))
    return (r.choice(["These are set on the %s VM:" % svc(r), "Please add these before Thursday's release:", "Environment of the task that keeps failing:",
                      "Copied from the %s relay's settings page:" % svc(r)]) + "\n" + blk(["%s=%s" % kv_ for kv_ in pairs]))


def cmd_out27(c):
    """(command, output) of a shell command an agent or an operator runs that shows the payload (the command holds no value)"""
    r, p = c.r, c.p
    s = svc(r)
    if p.t == "blob":
        return (("cat ~/%s" % p.fname) if p.fname.startswith(".") else ("cat /opt/%s-relay/keys/%s" % (s, p.fname))), p.content.rstrip("\n")
    if p.t == "hdr":
        u = rest_url(r)
        return "curl -sv -H @/opt/%s-relay/vendor.headers %s" % (s, u), "\n".join(curl_v_lines(r, c.headers(), u))
    pairs = envs(c)
    j = r.randint(0, 2)
    if j == 0:
        return "cat /opt/%s-relay/.env" % s, "\n".join("%s=%s" % kv_ for kv_ in [("RELAY_BATCH_SIZE", "200")] + pairs)
    if j == 1:
        return ("systemctl show %s-relay -p Environment --value | tr ' ' '\\n'" % s, "\n".join("%s=%s" % kv_ for kv_ in pairs))
    return "cat /etc/%s-relay/env" % s, "\n".join("%s=%s" % kv_ for kv_ in pairs + [("RELAY_WORKERS", "3")])


CMD27_SYSTEMD_OK = lambda k, p: not (p.chars() & set(" \t\n"))     # `systemctl show -p Environment` splits on blanks


def ci_cmd_out27(c, fdir="ci"):
    """(command, output lines) of a build step that shows the payload: files of the repository"""
    r, p = c.r, c.p
    if p.t == "hdr":
        u = "https://api.%s/v1/contracts/verify" % hostpart(r)
        return "curl -sv -H @%s/vendor.headers %s" % (fdir, u), curl_v_lines(r, c.headers(), u)
    if p.t == "blob":
        return "cat %s/keys/%s" % (fdir, p.fname), p.content.rstrip("\n").split("\n")
    pairs = envs(c)
    return "cat %s/vendor.env" % fdir, ["# vendor sandbox settings (PLAT-%d)" % r.randint(100, 999)] + ["%s=%s" % kv_ for kv_ in pairs]


def question27(r, s):
    return r.choice(["The %s relay started failing with 401 from the vendor overnight - find out why." % s,
                     "Why is the vendor API rejecting every request from the %s relay?" % s,
                     "Look at what the %s relay is configured with; the vendor refuses its calls." % s])


def note27(r):
    return r.choice(["The request is well formed, so the vendor is rejecting the credential itself. Issue a new one in their console, keep it "
                     "in the secret store and redeploy; the value printed above is now in this transcript, so treat it as exposed.",
                     "A 401 at this step nearly always means the key was revoked or belongs to another environment. Check which value the "
                     "relay really loads, then rotate it - it has been printed here.",
                     "Nothing in the configuration is malformed. Compare the key's prefix with the one in the vendor dashboard; if they differ, "
                     "the relay still runs with an old value. Rotate it in any case."])


def rfc3339_us(t):
    return _time.strftime("%Y-%m-%dT%H:%M:%S", _time.gmtime(t)) + ".%06dZ" % int((t % 1) * 1e6)


def b64_pretty_json(c, wrap=None):
    """the payload as a pretty-printed JSON document (base64 carriers): an object of settings, of headers, or the file as text.
    The first line is `{`, so b64_embed can pad it with blanks (JSON whitespace)."""
    p = c.p
    s = svc(c.r)
    if p.t == "hdr":
        o = {"service": "%s-relay" % s, "headers": dict(c.headers())}
    elif p.t == "blob":
        o = {"service": "%s-relay" % s, "path": "/etc/%s-relay/%s" % (s, p.fname.lstrip(".")), "content": p.content}
    else:
        o = {"service": "%s-relay" % s, "settings": dict(envs(c))}
    if wrap:
        o = wrap(o)
    return jdump(o, 2) + "\n"


B64J_OK = lambda k, p: (p.inner == "raw" and not p.also and not (set(p.secret) & set('"\\\n\r\t')) and NO_SIG(k, p))   # the value sits in a JSON string inside base64


# --- agent frameworks and LLM tooling ------------------------------------------------------------------------------------------

def pyobj(o):
    """a Python literal as repr() prints nested dicts and lists (markers kept)"""
    if isinstance(o, dict):
        return "{" + ", ".join("%s: %s" % (pyrepr(k), pyobj(v)) for k, v in o.items()) + "}"
    if isinstance(o, (list, tuple)):
        return "[" + ", ".join(pyobj(v) for v in o) + "]"
    if isinstance(o, Raw):
        return o.s
    if o is None:
        return "None"
    if o is True or o is False:
        return str(o)
    if isinstance(o, (int, float)):
        return repr(o)
    return pyrepr(o)


def pdjesc(s):
    """a JSON string body as pandas' to_json writes it: ensure_ascii, and `/` escaped as `\\/` (markers kept)"""
    return ascii_json(jesc(s)).replace("/", "\\/")


def pdjson(o):
    if isinstance(o, dict):
        return "{" + ",".join('"%s":%s' % (pdjesc(k), pdjson(v)) for k, v in o.items()) + "}"
    if isinstance(o, (list, tuple)):
        return "[" + ",".join(pdjson(v) for v in o) + "]"
    if isinstance(o, str):
        return '"%s"' % pdjesc(o)
    return jdump(o)


# --- secret stores and password-manager CLIs --------------------------------------------------------------------------------------

def NOTE_OK(kind, p):
    """the file starts after a field's label: a line-oriented file would lose its first line start"""
    return not (p.t == "blob" and p.fmt in LINE_FMTS)


PW_FIELD_KINDS = ("generic-password-named", "planetscale-password")   # a `password` field names them (not the short-name rule's values)


def pw_field(c):
    """a password kind whose value a tool's password field can hold (positives and pattern negatives: a hand-built negative keeps its name)"""
    p = c.p
    return (c.kind in PW_FIELD_KINDS and p.t == "kv" and len(p.entries) == 1 and (c.positive or getattr(p, "pattern", False)))


def single_secret(c, labelled=True):
    """(label, value) when the payload is one bare value that a password field holds, else None (a field with no label of its own,
    `labelled=False`, takes only values that identify themselves)"""
    p = c.p
    if p.t == "kv" and len(p.entries) == 1 and ((labelled and pw_field(c)) or c.bare(0.5)):
        return one_entry(c)
    return None


PW_PREFER = lambda k, t: k in PW_FIELD_KINDS and t == "kv"


GIT_CRED_KINDS = {"github-pat", "github-oauth", "github-user-to-server", "github-server-to-server", "github-fine-grained-pat", "gitlab-pat",
                  "gitlab-deploy-token", "gitlab-job-token", "bitbucket-app-password", "azure-devops-pat", "azure-annotated-key", "huggingface-token",
                  "huggingface-org-token", "generic-password-named", "atlassian-api-token"}
GIT_HOST = {"github": "github.com", "gitlab": "gitlab.com", "bitbucket": "bitbucket.org", "azure": "dev.azure.com", "huggingface": "huggingface.co",
            "atlassian": "bitbucket.org"}


def GITCRED_OK(kind, p):
    return p.t == "kv" and len(p.entries) <= 2 and not p.ml and not p.also and FIXED_NEG(kind, p) and not (p.chars() & set(" \t"))


# --- CI/CD configs and logs ---------------------------------------------------------------------------------------------------------

DOCKER_ENV_OK = lambda k, p: p.t in ("kv", "url") and not (p.chars() & set('"\\$\n\'`'))


def dockerfile_env(k, v):
    return ("ENV %s=%s" % (k, v)) if not (set(strip_marks(v)) & set(" \t#")) else ('ENV %s="%s"' % (k, v))


def PULUMI_OK(kind, p):
    if cspec(p):
        return p.t == "kv" and len(p.entries) == 1 and not p.also and FULL_FORM(kind, p)
    return p.t in ("kv", "url") and NOQ(kind, p)


ACR_ARG_OK = lambda k, p: p.t in ("kv", "url") and not (p.chars() & set("'\n")) and not p.ml


def shq_keep(s):
    """shlex.quote of a text holding span markers (markers kept): single-quoted unless every character is safe"""
    import shlex
    clean = strip_marks(s)
    return s if shlex.quote(clean) == clean else "'%s'" % s


# --- cloud CLI output ----------------------------------------------------------------------------------------------------------------

def aws_ts(r, t):
    return _time.strftime("%Y-%m-%dT%H:%M:%S", _time.gmtime(t)) + ".%06d+00:00" % (r.randint(0, 999) * 1000)


def CB_OK(kind, p):
    if is_cref(p):
        return ONE_REF27(kind, p)
    if p.t == "blob" and p.ml_secret:
        return False          # the inline buildspec indents the file's lines
    return HDR_SQ(kind, p) and NO_SIG(kind, p)


def ONE_REF27(kind, p):
    return p.t == "kv" and len(p.entries) == 1 and not p.also and FULL_FORM(kind, p)


STAGEVAR_CHARS = set(ALNUM + "-._~:/?#&=,")


def STAGEVAR_OK(kind, p):
    return p.t in ("kv", "url") and all(set(strip_marks(v)) <= STAGEVAR_CHARS for v in p.texts()) and not p.ml


def aws_table(title, rows, subs):
    """the AWS CLI's `--output table` layout of one object: scalar rows, then one nested table per map (markers kept)"""
    vis = lambda x: len(strip_marks(x))
    allrows = rows + [kv_ for _, sr in subs for kv_ in sr]
    a = max(vis(k) for k, _ in allrows) + 2
    b = max(max(vis(v) for _, v in allrows) + 3, 10)
    W = a + b + 3 + 2
    cell = lambda x, w: ("  " + x) + " " * (w - vis(x) - 2)
    ctr = lambda x, w: " " * ((w - len(x)) // 2) + x + " " * (w - len(x) - (w - len(x)) // 2)
    A = a + 2
    L = ["-" * W, "|" + ctr(title, W - 2) + "|", "+" + "-" * A + "+" + "-" * (W - A - 3) + "+"]
    L += ["|" + cell(k, A) + "|" + cell(v, W - A - 3) + "|" for k, v in rows]
    L.append("+" + "-" * A + "+" + "-" * (W - A - 3) + "+")
    for t_, sr in subs:
        L += ["||" + ctr(t_, W - 4) + "||", "|+" + "-" * (A - 1) + "+" + "-" * (W - A - 4) + "+|"]
        L += ["||" + cell(k, A - 1) + "|" + cell(v, W - A - 4) + "||" for k, v in sr]
        L.append("|+" + "-" * (A - 1) + "+" + "-" * (W - A - 4) + "+|")
    return L


PYYAML_IMPLICIT = _re.compile(r"^(?:~|null|Null|NULL|yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF|y|Y|n|N"
                             r"|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?0x[0-9a-fA-F_]+|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+"
                             r"|[-+]?(?:[0-9][0-9_]*)\.[0-9_]*(?:[eE][-+][0-9]+)?|\.[0-9_]+(?:[eE][-+][0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN)"
                             r"|[0-9][0-9][0-9][0-9]-[0-9][0-9]?-[0-9][0-9]?(?:[Tt]|[ \t]+)?.*|=|<<)$")


def pyyaml_scalar(v):
    """a string as PyYAML's safe_dump writes it (gcloud's YAML): plain when it can be, else single-quoted (markers kept)"""
    sv = strip_marks(v)
    quote = (not sv or PYYAML_IMPLICIT.match(sv) or sv[0] in "#,[]{}&*!|>'\"%@`" or (sv[0] in "-?:" and (len(sv) == 1 or sv[1] in " \t"))
             or ": " in sv or " #" in sv or sv.endswith(":") or sv != sv.strip() or any(ord(ch) < 32 for ch in sv))
    return ("'%s'" % v.replace("'", "''")) if quote else v


def gyaml(o, ind=0):
    """YAML as gcloud prints a resource: keys sorted, nested maps indented by two, lists with `- ` (markers kept)"""
    pad = " " * ind
    L = []
    for k in sorted(o, key=lambda x: strip_marks(x)):
        v = o[k]
        if isinstance(v, dict):
            if not v:
                L.append("%s%s: {}" % (pad, k))
            else:
                L.append("%s%s:" % (pad, k))
                L += gyaml(v, ind + 2)
        elif isinstance(v, list):
            L.append("%s%s:" % (pad, k))
            for x in v:
                if isinstance(x, dict):
                    sub = gyaml(x, ind + 2)
                    L.append(pad + "- " + sub[0].lstrip())
                    L += sub[1:]
                else:
                    L.append("%s- %s" % (pad, pyyaml_scalar(x)))
        elif isinstance(v, Raw):
            L.append("%s%s: %s" % (pad, k, v.s))
        elif isinstance(v, bool):
            L.append("%s%s: %s" % (pad, k, "true" if v else "false"))
        elif isinstance(v, (int, float)):
            L.append("%s%s: %s" % (pad, k, v))
        else:
            L.append("%s%s: %s" % (pad, k, pyyaml_scalar(v)))
    return L


def TASKS_OK(kind, p):
    if p.t == "blob":
        return B64F_OK(kind, p)
    return B64J_OK(kind, p)


def ojdump(o, lvl=0):
    """JSON as the OCI CLI prints it: json.dumps(indent=4, sort_keys=True) (markers kept)"""
    if isinstance(o, dict):
        o = dict(sorted(o.items(), key=lambda kv_: strip_marks(kv_[0])))
        return jdump({k: (Raw(ojdump(v, lvl + 1)) if isinstance(v, (dict, list)) and v else v) for k, v in o.items()}, 4, lvl)
    if isinstance(o, list):
        return jdump([Raw(ojdump(v, lvl + 1)) if isinstance(v, (dict, list)) and v else v for v in o], 4, lvl)
    return jdump(o)


# --- databases: dumps and query output -------------------------------------------------------------------------------------------

def rows27(c):
    """(name, value) rows a settings store keeps for the payload: env names, header names, or one row for a file"""
    p = c.p
    if p.t == "hdr":
        return [("header:" + k, v) for k, v in c.headers()]
    if p.t == "blob":
        return [(blob_name(c, "SCREAM"), p.content)]
    return envs(c)


def INFLUX_OK(kind, p):
    return NOTE_OK(kind, p) and not ('"' in p.secret) and not p.also


def fdb_printable(s):
    """fdbcli's printable(): bytes 32-126 as is (backslash doubled), others as \\xNN (markers kept)"""
    out = []
    for ch in s:
        if ch in MARKS:
            out.append(ch)
        elif ch == "\\":
            out.append("\\\\")
        elif 32 <= ord(ch) < 127:
            out.append(ch)
        else:
            out.append("".join("\\x%02x" % b for b in ch.encode()))
    return "".join(out)


FDB_OK = lambda k, p: all(32 <= ord(ch) < 127 and ch != "\\" for ch in p.secret)


def wal2json_pretty(change):
    """wal2json (format 1) with pretty-print=1: tab indents, arrays on one line (markers kept)"""
    L = ["{", '\t"xid": %d,' % change["xid"], '\t"change": [']
    items = []
    for ch in change["change"]:
        it = ["\t\t{", '\t\t\t"kind": "%s",' % ch["kind"], '\t\t\t"schema": "public",', '\t\t\t"table": "%s",' % ch["table"],
              '\t\t\t"columnnames": [%s],' % ", ".join('"%s"' % x for x in ch["columnnames"]),
              '\t\t\t"columntypes": [%s],' % ", ".join('"%s"' % x for x in ch["columntypes"]),
              '\t\t\t"columnvalues": [%s]' % ", ".join(x.s if isinstance(x, Raw) else '"%s"' % jesc(x) for x in ch["columnvalues"]), "\t\t}"]
        items.append("\n".join(it))
    L.append(",\n".join(items))
    L += ["\t]", "}"]
    return "\n".join(L)


# --- webhooks, events and HTTP captures -------------------------------------------------------------------------------------------

def aligned_b64(build, choices):
    """base64 of a text whose prefix before the span is tuned (by one of `choices`, e.g. a client address) to a multiple of 3 bytes,
    so the span starts on a 4-character group; returns the base64 text with markers around the span"""
    for ch in choices:
        text = build(ch)
        pre = strip_marks(text[:text.index(P0)])
        if len(pre.encode()) % 3 == 0:
            return b64_embed(text)
    raise ValueError("no alignment")


def NGROK_OK(kind, p):
    if p.t == "blob":
        return p.inner == "raw" and not p.also and NO_SIG(kind, p)
    return B64J_OK(kind, p)


def MSK_OK(kind, p):
    if p.t == "blob":
        return B64F_OK(kind, p)
    return B64J_OK(kind, p)


def CF_OK(kind, p):
    if p.t == "hdr":
        return NO_NL(kind, p) and NO_SIG(kind, p)
    return (p.t == "kv" and len(p.entries) <= 3 and all(set(strip_marks(v)) <= UNRESERVED for v in p.texts()) and QS_OK(kind, p))


def CURLTRACE_OK(kind, p):
    return p.t == "hdr" and not p.ml and all(len(strip_marks("%s: %s" % kv_)) <= 64 for kv_ in [(p.hname, p.hval)] + list(p.hextra)) and NO_SIG(kind, p) \
        and all(32 <= ord(ch) < 128 for ch in strip_marks(p.hval))


# --- configuration files of tools (Ignition and XML) -------------------------------------------------------------------------------

def XATTR_OK(kind, p):
    return NO_NL(kind, p)


def LIBERTY_OK(kind, p):
    if is_cref(p):
        return ONE_REF27(kind, p)
    return p.t in ("kv", "url") and NO_NL(kind, p) and no_sub("${")(kind, p)


def IVY_OK(kind, p):
    if is_cref(p):
        return ONE_REF27(kind, p)
    return p.t in ("kv", "url") and NO_NL(kind, p) and no_sub("${")(kind, p)


def MULE_OK(kind, p):
    if is_cref(p):
        return ONE_REF27(kind, p)
    return p.t in ("kv", "url", "hdr") and NO_NL(kind, p) and no_sub("${", "#[")(kind, p) and NO_SIG(kind, p)


# ================================================================ corpus 28 helpers
# (new message phrasings prose28 / cmd_out28 / question28 / note28; the escaping helpers of corpora 11-27 above are reused)

def prose28(c, fence=("```", "```"), table=True):
    """a message (ticket, chunk, event body) carrying the payload; corpus 28 phrasings"""
    r, p = c.r, c.p
    o, cl = fence

    def blk(lines):
        return "\n".join(([o] if o else []) + list(lines) + ([cl] if cl else []))
    if p.t == "hdr":
        return (r.choice(["The %s bridge gets 401 back from the partner with this call:" % svc(r), "Call captured on the bridge host:",
                          "Same request, sent by hand from the bastion:", "This is what the bridge sends, copied from its debug log:"]) + "\n" + blk([curl_line(c)]))
    if p.t == "blob":
        return ((r.choice(["%s from the old bridge host, the new one needs the same file:", "Attaching %s as it is on the build box:",
                           "%s, recovered from the backup so the cutover can go ahead:", "Here is %s, please put it in the vault and delete this:"]) % p.fname)
                + "\n" + blk(p.content.rstrip("\n").split("\n")))
    if p.t == "url":
        if c.bare(0.6):
            return r.choice(["The bridge posts to %s", "Partner support says the endpoint is now %s", "Please retry the job against %s",
                             "Since Monday production uses %s"]) % p.url
        k, v = envs(c)[0]
        return r.choice(["Set %s=%s on the bridge and restart it.", "On the new host %s must be %s."]) % (k, v)
    if c.bare(0.55):
        if len(p.entries) == 1 and r.random() < 0.4:
            k = envs(c)[0][0]
            return ("The %s in production is below; the copy in the team vault is out of date and %s will replace it after the release:\n\n%s"
                    % (k, person(r)[0].split()[0], c.value()))
        return r.choice(["Key is %s", "Is %s still valid on your side?", "%s (production, do not paste it into tickets)",
                         "Rotated; the new value is %s", "The partner sent %s by chat today."]) % c.value()
    pairs = envs(c)
    if table and r.random() < 0.3 and not any(set(strip_marks(v)) & set("|`") for _, v in pairs):
        return (r.choice(["What the %s bridge runs with in production:" % svc(r), "Current settings of the %s bridge:" % svc(r)]) + "\n\n" +
                "\n".join(["| Name | Value |", "| --- | --- |"] + ["| %s | %s |" % kv_ for kv_ in pairs]))
    return (r.choice(["These are set on the %s bridge host:" % svc(r), "Please add these before the Friday deploy:", "Environment of the job that keeps failing:",
                      "Copied from the %s bridge's settings page:" % svc(r)]) + "\n" + blk(["%s=%s" % kv_ for kv_ in pairs]))


def cmd_out28(c):
    """(command, output) of a shell command an agent or an operator runs that shows the payload (the command holds no value)"""
    r, p = c.r, c.p
    s = svc(r)
    if p.t == "blob":
        return (("cat ~/%s" % p.fname) if p.fname.startswith(".") else ("cat /srv/%s-bridge/secrets/%s" % (s, p.fname))), p.content.rstrip("\n")
    if p.t == "hdr":
        u = rest_url(r)
        return "curl -sv -H @/srv/%s-bridge/partner.headers %s" % (s, u), "\n".join(curl_v_lines(r, c.headers(), u))
    pairs = envs(c)
    j = r.randint(0, 2)
    if j == 0:
        return "cat /srv/%s-bridge/bridge.env" % s, "\n".join("%s=%s" % kv_ for kv_ in [("BRIDGE_POLL_SECONDS", "30")] + pairs)
    if j == 1:
        return "grep -v '^#' /etc/default/%s-bridge" % s, "\n".join("%s=%s" % kv_ for kv_ in pairs)
    return "sudo cat /etc/%s-bridge/partner.env" % s, "\n".join("%s=%s" % kv_ for kv_ in pairs + [("BRIDGE_CONCURRENCY", "4")])


def question28(r, s):
    return r.choice(["Since last night every call from the %s bridge to the partner API returns 401. Why?" % s,
                     "Find out why the partner keeps rejecting the %s bridge." % s,
                     "The %s bridge stopped syncing; check its credentials and config." % s])


def note28(r):
    return r.choice(["The request itself is fine, so the partner is rejecting the credential. Issue a new one in the partner console, store it in "
                     "the secret manager and redeploy the bridge; the value shown above is now in this log, so treat it as exposed.",
                     "A 401 here usually means the key was revoked or belongs to the sandbox. Check which value the bridge really reads, then "
                     "rotate it, since it has been printed.",
                     "Nothing in the configuration is malformed. Compare the key prefix with the partner dashboard; if they differ, the bridge "
                     "still runs with an old value. Rotate it in any case."])


def godump(o, ind=2, lvl=0):
    """JSON as Go's encoding/json MarshalIndent writes it (<, >, & escaped), markers kept"""
    s = jdump(o, ind, lvl)
    return s.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def gosorted(o):
    """a JSON value with every map's keys sorted (Go marshals maps that way)"""
    if isinstance(o, dict):
        return {k: gosorted(o[k]) for k in sorted(o, key=lambda x: strip_marks(x))}
    if isinstance(o, list):
        return [gosorted(x) for x in o]
    return o


def goline(o):
    return jcompact(gosorted(o)).replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def settings_doc(c):
    """the payload as a JSON object: settings, headers, or a file (name and content)"""
    p = c.p
    s = svc(c.r)
    if p.t == "hdr":
        return {"service": "%s-bridge" % s, "headers": dict(c.headers())}
    if p.t == "blob":
        return {"service": "%s-bridge" % s, "path": "/etc/%s-bridge/%s" % (s, p.fname.lstrip(".")), "content": p.content}
    return {"service": "%s-bridge" % s, "settings": dict(envs(c))}


def iso_off(t, off="+00:00", frac=6):
    return _time.strftime("%Y-%m-%dT%H:%M:%S", _time.gmtime(t)) + (".%0*d" % (frac, int((t % 1) * 10 ** frac)) if frac else "") + off


SECRET_NOQ28 = secret_no('"\\\n\r\t')
B64_TXT_OK = lambda k, p: B64F_OK(k, p)



# ================================================================ corpus 29 helpers
# (new message phrasings prose29 / cmd_out29 / question29 / note29; the escaping helpers of corpora 11-28 above are reused).
# Corpus 29's carriers are what an agent SENDS: request bodies and queries of the APIs it works with.  Where a request is shown
# with its head, it is the agent sandbox's egress log: the proxy adds the credentials on the way out, so the logged request has
# no Authorization header of its own; where it is a curl command, the credentials are shell variables.

ML_SECRET_OK = ML_SECRET_OK + ("url",)


def prose29(c, fence=("```", "```"), table=True):
    """a message an agent writes (chat post, ticket, mail, review comment) carrying the payload; corpus 29 phrasings"""
    r, p = c.r, c.p
    o, cl = fence
    s = svc(r)

    def blk(lines):
        return "\n".join(([o] if o else []) + list(lines) + ([cl] if cl else []))
    if p.t == "hdr":
        return (r.choice(["The %s sync job still gets 401 from the vendor. This is the exact call it makes:" % s,
                          "I reproduced the failing call from the %s worker:" % s,
                          "Request the %s connector sends (copied from its debug output):" % s,
                          "Same result when I send it by hand from the runner:"]) + "\n" + blk([curl_line(c)]))
    if p.t == "blob":
        return ((r.choice(["I found %s on the old %s worker; the new worker needs the same file:" % (p.fname, s),
                           "Contents of %s from the %s host, so the migration can continue:" % (p.fname, s),
                           "%s as it is on the build runner (please move it to the vault):" % p.fname,
                           "Here is %s from last night's backup of the %s worker:" % (p.fname, s)]))
                + "\n" + blk(p.content.rstrip("\n").split("\n")))
    if p.t == "url":
        if c.bare(0.6):
            return r.choice(["The %s connector posts to %s" % (s, p.url), "Vendor support says we should use %s from now on." % p.url,
                             "Can someone retry the %s job against %s ?" % (s, p.url), "Production has pointed at %s since Monday." % p.url])
        k, v = envs(c)[0]
        return r.choice(["Set %s=%s on the %s worker and restart it." % (k, v, s), "On the new worker %s has to be %s." % (k, v)])
    if c.bare(0.55):
        if len(p.entries) == 1 and r.random() < 0.4:
            k = envs(c)[0][0]
            return ("I checked the %s worker: the %s it runs with is below. The copy in the team vault is older, so %s should replace it "
                    "after the freeze:\n\n%s" % (s, k, person(r)[0].split()[0], c.value()))
        return r.choice(["The key in use is %s", "Is %s still valid on your side?", "%s (production value, found in the job environment)",
                         "After the rotation the new value is %s", "The vendor sent %s in today's support chat."]) % c.value()
    pairs = envs(c)
    if table and r.random() < 0.3 and not any(set(strip_marks(v)) & set("|`") for _, v in pairs):
        return (r.choice(["What the %s worker runs with in production:" % s, "Current settings of the %s connector:" % s]) + "\n\n" +
                "\n".join(["| Name | Value |", "| --- | --- |"] + ["| %s | %s |" % kv_ for kv_ in pairs]))
    return (r.choice(["These are set on the %s worker:" % s, "Environment of the %s job that keeps failing:" % s,
                      "Please add these before the next deploy:", "Copied from the %s connector's settings page:" % s]) + "\n" + blk(["%s=%s" % kv_ for kv_ in pairs]))


def cmd_out29(c):
    """(command, output) of a shell command the agent ran whose output it now sends on (the command holds no value)"""
    r, p = c.r, c.p
    s = svc(r)
    if p.t == "blob":
        return (("cat ~/%s" % p.fname) if p.fname.startswith(".") else ("cat /opt/%s-sync/secrets/%s" % (s, p.fname))), p.content.rstrip("\n")
    if p.t == "hdr":
        u = rest_url(r)
        return "curl -sv -H @/opt/%s-sync/vendor.headers %s" % (s, u), "\n".join(curl_v_lines(r, c.headers(), u))
    pairs = envs(c)
    j = r.randint(0, 2)
    if j == 0:
        return "cat /opt/%s-sync/.env" % s, "\n".join("%s=%s" % kv_ for kv_ in [("SYNC_INTERVAL", "300")] + pairs)
    if j == 1:
        return "sudo cat /etc/%s-sync/vendor.env" % s, "\n".join("%s=%s" % kv_ for kv_ in pairs)
    return "docker exec %s-sync env | grep -v ^PATH" % s, "\n".join("%s=%s" % kv_ for kv_ in [("HOSTNAME", rs(r, HEXL, 12))] + pairs + [("HOME", "/root")])


def question29(r, s):
    return r.choice(["The %s sync has been failing with 401 since this morning. Can you find out why?" % s,
                     "Why does the vendor reject every call from the %s worker?" % s,
                     "Check the %s connector's credentials and tell me what is wrong." % s])


def note29(r):
    return r.choice(["The call is well formed, so the vendor is rejecting the credential. Issue a new one, store it in the secret manager and "
                     "redeploy; the value above has now been through this conversation, so treat it as exposed.",
                     "A 401 here usually means the key was revoked or belongs to another environment. Check which value the worker "
                     "really loads, then rotate it.",
                     "Nothing in the configuration is malformed. Compare the key's prefix with the vendor console; if they differ the "
                     "worker runs with an old value. Rotate it either way."])


def formq(s, plus=True):
    """application/x-www-form-urlencoded (Python's urlencode: spaces as +, everything but A-Z a-z 0-9 _.-~ percent-encoded;
    plus=False: spaces as %20, as curl --data-urlencode and quote_via=quote write them); markers kept"""
    out = []
    for ch in s:
        if ch in MARKS:
            out.append(ch)
        elif ch == " " and plus:
            out.append("+")
        else:
            out.append(quote(ch, safe=""))
    return "".join(out)


def form(pairs, plus=True):
    return "&".join("%s=%s" % (formq(k, plus), formq(v, plus)) for k, v in pairs)


# a value in a form body or a query: raw inside (no already-percent-encoded URL password) and, where spaces become +, no space in the
# secret itself (so the span decodes the same with unquote and with unquote_plus)
FORMP_OK = lambda k, p: p.inner == "raw" and " " not in p.secret
FORM20_OK = lambda k, p: p.inner == "raw"


def egress(method, target, host_, headers, body=None):
    """a request as the sandbox's egress proxy logs it (no Authorization: the proxy adds it)"""
    L = ["%s %s HTTP/1.1" % (method, target), "Host: %s" % host_]
    L += ["%s: %s" % kv_ for kv_ in headers]
    if body is not None:
        L += ["Content-Length: %d" % len(strip_marks(body).encode())]
    return "\n".join(L) + "\n\n" + (body if body is not None else "")


def multipart(parts, boundary):
    """multipart/form-data body: CRLF framing, part contents as they are"""
    out = []
    for name, fname, ctype, content in parts:
        out.append("--" + boundary + "\r\n")
        cd = 'Content-Disposition: form-data; name="%s"' % name + ('; filename="%s"' % fname if fname else "")
        out.append(cd + "\r\n")
        if ctype:
            out.append("Content-Type: %s\r\n" % ctype)
        out.append("\r\n" + content + "\r\n")
    out.append("--" + boundary + "--\r\n")
    return "".join(out)


def md_blocks(text):
    """[(kind, text)] of a Markdown-ish message: 'p' paragraphs (blank-line separated) and 'code' fenced blocks"""
    out, para, code, in_code = [], [], [], False
    for ln in text.split("\n"):
        if ln.startswith("```"):
            if in_code:
                out.append(("code", "\n".join(code)))
                code, in_code = [], False
            else:
                if para:
                    out.append(("p", "\n".join(para)))
                    para = []
                in_code = True
            continue
        if in_code:
            code.append(ln)
        elif not ln.strip():
            if para:
                out.append(("p", "\n".join(para)))
                para = []
        else:
            para.append(ln)
    if para:
        out.append(("p", "\n".join(para)))
    return out


def adf(text):
    """Atlassian Document Format of a message: paragraphs (lines joined by hardBreak) and codeBlock nodes"""
    content = []
    for k, t in md_blocks(text):
        if k == "code":
            content.append({"type": "codeBlock", "attrs": {"language": "bash" if "curl" in t or "=" in t else "text"},
                            "content": [{"type": "text", "text": t}]})
        else:
            inl = []
            for i, ln in enumerate(t.split("\n")):
                if i:
                    inl.append({"type": "hardBreak"})
                inl.append({"type": "text", "text": ln})
            content.append({"type": "paragraph", "content": inl})
    return {"type": "doc", "version": 1, "content": content}


def b64url_m(s):
    """base64 text (markers kept) in the URL-safe alphabet"""
    return s.translate(str.maketrans("+/", "-_"))


def rfc822(c, to, subj, body, mid_host):
    """(text with markers) an RFC 822 message; the Message-ID is tuned so that the secret starts on a 3-byte boundary"""
    r = c.r
    t = t0s(r)
    frm = "ops-agent@%s" % mid_host
    base = rs(r, HEXL, 16)
    date = _time.strftime("%a, %d %b %Y %H:%M:%S +0000", _time.gmtime(t))

    def build(ch):
        return ("From: Ops Agent <%s>\nTo: %s\nSubject: %s\nDate: %s\nMessage-ID: <%s%s@%s>\nMIME-Version: 1.0\n"
                "Content-Type: text/plain; charset=\"UTF-8\"\nContent-Transfer-Encoding: 8bit\n\n%s\n" % (frm, to, subj, date, base, ch, mid_host, body))
    return build, ["", ".", ".1"]


def ml_ok_b64(k, p):
    return B64F_OK(k, p)


def B64P_OK(kind, p):
    """the payload can sit inside a base64-encoded text (a file or a message): one span, no escaping"""
    return p.inner == "raw" and not p.also and NO_SIG(kind, p)


def b64_prose_file(c, title):
    """a Markdown note (a title line, then the agent's message), base64 with the span on a 4-character group"""
    return b64_embed("# %s\n\n%s\n" % (title, prose29(c)))


def settings29(c):
    """the payload as a JSON object of settings, headers, or a file (path and content)"""
    p = c.p
    s = svc(c.r)
    if p.t == "hdr":
        return {"service": "%s-sync" % s, "headers": dict(c.headers())}
    if p.t == "blob":
        return {"service": "%s-sync" % s, "path": "/etc/%s-sync/%s" % (s, p.fname.lstrip(".")), "content": p.content}
    return {"service": "%s-sync" % s, "settings": dict(envs(c))}


def nsjson(c):
    return "application/json"


def ureq(method, url_, body, ctype="application/json"):
    """egress() for an absolute URL: request line with the path, Host header, Content-Type"""
    rest = url_.split("://", 1)[1]
    host_, _, path = rest.partition("/")
    return egress(method, "/" + path, host_, [("Content-Type", ctype)], body)


def session(r, fname, body, cmd, prob):
    """(text, file name): the body as a JSON file, or (with probability prob) a terminal transcript that shows the file with cat and
    then runs the command that sends it"""
    if r.random() < prob:
        return "$ cat %s\n%s%s" % (fname, body, cmd), "terminal.txt"
    return body, fname


# ================================================================ corpus 30 helpers
# (new message phrasings prose30 / cmd_out30 / question30 / note30; the escaping helpers of corpora 11-29 above are reused).
# Corpus 30's carriers are what a coding agent reads and writes in a repository and a terminal, and then sends to an LLM or a
# code host: source files in languages not used before, infrastructure and dev-environment files, test fixtures and snapshots,
# diffs and patches, the output of the tools it runs, agent transcripts, and XML files of the same kinds.

def prose30(c, fence=("```", "```"), table=True):
    """a message a developer or an agent writes in a repository context (chat turn, rule file, review comment); corpus 30 phrasings"""
    r, p = c.r, c.p
    o, cl = fence
    s = svc(r)

    def blk(lines, lang=""):
        return "\n".join(([o + lang] if o else []) + list(lines) + ([cl] if cl else []))
    if p.t == "hdr":
        return (r.choice(["The %s client still gets a 401 in the integration tests. This is the request it builds:" % s,
                          "Reproduced the failing call from the devcontainer:",
                          "Same request as the %s worker makes, run by hand:" % s,
                          "Smoke test from the README, which fails since the rotation:"]) + "\n" + blk([curl_line(c)], "bash" if o else ""))
    if p.t == "blob":
        return (r.choice(["%s from the old dev VM; the new devcontainer needs the same file:" % p.fname,
                          "Contents of %s as it is on the build runner (please move it to the secret store):" % p.fname,
                          "I copied %s from the %s staging box so the tests can run:" % (p.fname, s),
                          "%s, restored from the backup of the %s runner:" % (p.fname, s)]) + "\n" + blk(p.content.rstrip("\n").split("\n")))
    if p.t == "url":
        if c.bare(0.6):
            return r.choice(["The %s worker posts to %s" % (s, p.url), "Local runs use %s for now." % p.url,
                             "Can you point the integration tests at %s ?" % p.url, "The staging deploy has used %s since Monday." % p.url])
        k, v = envs(c)[0]
        return r.choice(["Put %s=%s in .env.local and rerun the tests." % (k, v), "In the devcontainer %s has to be %s." % (k, v)])
    if c.bare(0.5):
        return r.choice(["The key the tests run with is %s", "Does %s still work on your side?", "%s (copied from the CI settings page)",
                         "After the rotation the new value is %s", "The vendor's support chat gave me %s this morning."]) % c.value()
    pairs = envs(c)
    if table and r.random() < 0.3 and not any(set(strip_marks(v)) & set("|`") for _, v in pairs):
        return (r.choice(["What the %s worker runs with locally:" % s, "Variables of the %s devcontainer:" % s]) + "\n\n" +
                "\n".join(["| Variable | Value |", "| --- | --- |"] + ["| %s | %s |" % kv_ for kv_ in pairs]))
    if r.random() < 0.4 and not any(set(strip_marks(v)) & set("'\n") for _, v in pairs):
        return (r.choice(["Add these to your shell before running the tests:", "I exported these in the devcontainer:"]) + "\n" +
                blk(["export %s=%s" % (k, shw(v)) for k, v in pairs], "bash" if o else ""))
    return (r.choice(["These are in the %s worker's .env.local:" % s, "Environment of the integration job that keeps failing:",
                      "Please add these to the devcontainer before the next run:", "Copied from the %s CI variables page:" % s]) + "\n" +
            blk(["%s=%s" % kv_ for kv_ in pairs]))


def cmd_out30(c):
    """(command, output) of a shell command a coding agent ran in the repository (the command holds no value)"""
    r, p = c.r, c.p
    s = svc(r)
    if p.t == "blob":
        return (("cat ~/%s" % p.fname) if p.fname.startswith(".") else ("cat services/%s-sync/secrets/%s" % (s, p.fname))), p.content.rstrip("\n")
    if p.t == "hdr":
        u = rest_url(r)
        return "curl -sv -H @services/%s-sync/vendor.headers %s" % (s, u), "\n".join(curl_v_lines(r, c.headers(), u))
    pairs = envs(c)
    j = r.randint(0, 2)
    if j == 0:
        return "cat services/%s-sync/.env.local" % s, "\n".join("%s=%s" % kv_ for kv_ in [("SYNC_INTERVAL", "300")] + pairs)
    if j == 1 and not any("'" in strip_marks(v) or "\n" in strip_marks(v) for _, v in pairs):
        L = ["+ set -a", "+ cd services/%s-sync" % s]
        for k, v in pairs:
            L.append("+ export %s" % (("'%s=%s'" % (k, v)) if set(strip_marks(v)) & SHELL_META else "%s=%s" % (k, v)))
        L += ["+ exec node dist/main.js", "[%s-sync] starting worker (pid %d)" % (s, r.randint(200, 9000))]
        return "bash -x scripts/dev-env.sh", "\n".join(L)
    return "env | grep -E '^(%s)='" % "|".join(k for k, _ in pairs), "\n".join("%s=%s" % kv_ for kv_ in pairs)


def question30(r, s):
    return r.choice(["The %s integration tests fail with 401 since this morning. Can you find out why?" % s,
                     "Why does the vendor reject every call from the %s worker when I run it locally?" % s,
                     "Check the %s worker's credentials in this repo and tell me what is wrong." % s])


def note30(r):
    return r.choice(["The request is well formed, so the vendor rejects the credential. Issue a new one, keep it in the secret store and "
                     "load it from the environment; the value above is now in this conversation, so treat it as exposed.",
                     "A 401 here usually means the key was revoked or belongs to another environment. Check which value the worker "
                     "really loads, then rotate it.",
                     "Nothing in the configuration is malformed. Compare the key's prefix with the vendor console; if they differ the "
                     "tests run with an old value. Rotate it either way and keep it out of the repository."])


def jpy(o):
    """one JSON line as Python's json.dumps writes it (`, ` and `: ` separators), markers kept"""
    if isinstance(o, dict):
        return "{" + ", ".join('"%s": %s' % (jesc(k), jpy(v)) for k, v in o.items()) + "}"
    if isinstance(o, (list, tuple)):
        return "[" + ", ".join(jpy(v) for v in o) + "]"
    return jdump(o)


def LIT_OK(inline, blob_bad=()):
    """a value inside a language's string literal: inline values may not hold `inline` characters; a blob (multi-line literal)
    may not hold any of `blob_bad`"""
    cs_ = set(inline)

    def f(kind, p):
        if p.t == "blob":
            txt = strip_marks(p.content)
            return not any(b in txt for b in blob_bad)
        return not (p.chars() & cs_)
    return f


def lit(p):
    """a blob's text inside a multi-line string literal: a line format (.pgpass, .netrc, ...) starts on its own line after the opening
    delimiter (the extra newline is part of the string), other files start right after it"""
    body = p.content.rstrip("\n")
    return ("\n" + body) if p.fmt in LINE_FMTS else body


def REF_ONE(kind, p):
    """a carrier-specific reference stands for one whole setting"""
    return not is_cref(p) or ONE_REF27(kind, p)


# a line-oriented carrier (diff, grep, blame, per-line SVG text): each line of the file is shown apart (with a prefix), so a multi-line
# secret would not stay contiguous, and a line format (.pgpass, .netrc, ...) would lose its line start
PERLINE_OK = lambda k, p: not (p.t == "blob" and (p.fmt in LINE_FMTS or p.ml_secret))
NOT_INNER_JSON = lambda k, p: p.inner != "json"


def lname(k):
    """a lower camelCase identifier for a name (Elm, PureScript, ReScript values must start in lower case)"""
    base = ident(k.replace("-", "_").replace(".", "_"))
    ws = [w for w in base.split("_") if w]
    if not ws:
        return "value"
    out = ws[0].lower() + "".join(w[:1].upper() + w[1:].lower() for w in ws[1:]) if (base.isupper() or "_" in base) else base[:1].lower() + base[1:]
    return out if out[:1].isalpha() else "v" + out


def file_lines(c):
    """(path, lines) of the file in the repository that holds the payload: an env file, a smoke-test script or the blob itself"""
    r, p = c.r, c.p
    s = svc(r)
    if p.t == "blob":
        fn = p.fname if p.fname.startswith(".") else p.fname
        return "services/%s-sync/%s" % (s, fn), p.content.rstrip("\n").split("\n")
    if p.t == "hdr":
        return "services/%s-sync/scripts/smoke.sh" % s, ["#!/usr/bin/env bash", "set -euo pipefail", curl_line(c)]
    return "services/%s-sync/.env.%s" % (s, r.choice(["local", "production", "staging"])), ["APP_ENV=%s" % r.choice(["production", "staging"])] + \
        ["%s=%s" % kv_ for kv_ in envs(c)] + ["LOG_LEVEL=info"]


def primary_line(lines):
    for i, l in enumerate(lines):
        if P0 in l:
            return i
    raise ValueError("no primary line")


def search_term(line):
    """the term an agent searched for that finds this line: the name before `=` or `:`, the header name, or the start of the value"""
    sl = strip_marks(line)
    m = _re.match(r"^\s*[\"']?([A-Za-z_][A-Za-z0-9_.\-]*)[\"']?\s*[=:]", sl)
    if m:
        return m.group(1)
    m = _re.search(r"-H '([A-Za-z0-9-]+):", sl)
    if m:
        return m.group(1)
    v = line[line.index(P0) + 1:]
    return strip_marks(v)[:6]


# ================================================================ corpus 31 helpers
# (the message phrasings of corpora 28-30 are reused for the ticket and wiki carriers; the escaping helpers of corpora 11-30 above are reused).
# Corpus 31's carriers are configuration files, exports and command output of tools not covered before: observability and
# monitoring definitions, editor and terminal settings, build, test and site-generator configs, database clients, the credential
# files of cloud CLIs, installer and packaging manifests, deployment descriptors, tickets and wiki pages, a spreadsheet, and
# VM provisioning requests whose user data is base64.

def title_svc(s):
    return s.capitalize()


def POS_OR_PATTERN(kind, p):
    """positives and pattern negatives only (a hand-built negative keeps a name this carrier's fixed field would not)"""
    return p.note is None or getattr(p, "pattern", False)


def ONE_KV(kind, p):
    return p.t == "kv" and len(p.entries) >= 1 and p.inner == "raw" and not p.also and not p.ml


def primary_entry(p):
    for n, v in p.entries:
        if P0 in v:
            return n, v
    raise ValueError("no primary")


def other_entries(p):
    return [(n, v) for n, v in p.entries if P0 not in v]


def userdata_script(c):
    """a cloud-init user-data shell script that writes the payload's file on first boot (the plaintext a base64 field carries)"""
    s = svc(c.r)
    fname, text = payload_file(c, "# %s-sync, production" % s)
    dest = "/etc/%s-sync/%s" % (s, fname)
    return "\n".join(["#!/bin/bash", "set -euo pipefail", "install -d -m 0750 /etc/%s-sync" % s, "cat > %s <<'EOF'" % dest,
                      text.rstrip("\n"), "EOF", "chmod 0600 %s" % dest, "systemctl restart %s-sync.service" % s]) + "\n"


YS_HDR_NOQ = ok_and(YS_OK, HDR_NOQ)
HOOK_HOSTS = ("https://hooks.slack.com/", "https://discord.com/api/webhooks/", "https://discordapp.com/api/webhooks/", "https://api.telegram.org/bot")


def is_hook(p):
    """a URL payload that a notifier posts to (a chat webhook or a Telegram bot method)"""
    u = strip_marks(p.url) if p.t == "url" else ""
    return u.startswith(HOOK_HOSTS) or ".webhook.office.com/" in u


def hdr_envs(c):
    """a header payload as environment variables: the credential's header first, any other header after it"""
    hs = c.headers()
    return [("VENDOR_AUTH_HEADER", "%s: %s" % hs[-1])] + [("VENDOR_HEADER_%d" % (i + 1), "%s: %s" % kv_) for i, kv_ in enumerate(hs[:-1])]


def unless_cref(f):
    """a carrier check that the carrier's own reference form (a negative) is exempt from"""
    return lambda k, p: is_cref(p) or f(k, p)


# ================================================================ corpus 32 helpers
# Corpus 32's carriers are what an operations / SRE / data agent reads and writes: provisioning and orchestration files (VM and
# cluster user data, registries, inventories), configuration-management and test-kitchen files, incident, on-call and chat-ops
# exports and configs, job schedulers and host daemons, data tooling (NiFi, Pentaho, KNIME, Flink, Hydra, ClearML, Evidence,
# DBeaver, Litestream, pgBackRest), database client histories, mail filters, desktop and mobile settings, compiled DSC documents and
# edge access logs.  The helpers of corpora 11-31 above are reused; the few below are new.

def sec_only(p):
    """the payload's secret alone, marked (for a carrier's own field that holds just the credential)"""
    return mark(p.secret)


def RAW_INNER(kind, p):
    """the carrier writes the payload's text as it is: no value already percent-encoded (a URL's password); a JSON file (a GCP key)
    may go where a whole file is written verbatim"""
    return p.inner == "raw" or (p.t == "blob" and p.inner == "json")


AWS_FIELD_KINDS = ("aws-access-key-id", "aws-secret-access-key", "aws-key-pair", "aws-session-token")


def aws_parts(c):
    """(key id, secret, session token) texts for a carrier with AWS credential fields; each is a marked text or None.
    aws-key-pair keeps its key id as the secondary span (also_expected aws-access-key-id); a lone secret gets no key id."""
    p, k = c.p, c.kind
    kid = sec = tok = None
    if k == "aws-key-pair":
        for _, v in p.entries:
            if SM[0][0] in v:
                a, b = v.index(SM[0][0]), v.index(SM[0][1])
                kid = v[a:b + 1]
            if P0 in v:
                a, b = v.index(P0), v.index(P1)
                sec = v[a:b + 1]
        if kid is None:         # a hand-built pair (the AWS documentation's) whose key id is not a span of its own
            kid = next((v for _, v in p.entries if P0 not in v and _re.match(r"^A[KS]IA[A-Z0-9]{16}$", v)), None)
    elif k == "aws-access-key-id":
        kid = sec_only(p)
    elif k == "aws-secret-access-key":
        sec = sec_only(p)
    elif k == "aws-session-token":
        tok = sec_only(p)
    return kid, sec, tok


def AWS_FIELD_OK(kind, p):
    """an AWS credential field can hold it: one credential (or the kind's key id + secret pair), no hand-built named negative"""
    if kind not in AWS_FIELD_KINDS or p.t != "kv" or p.inner != "raw" or p.ml:
        return False
    if kind != "aws-key-pair" and p.also:
        return False
    return fixed()(kind, p)


def azure_key_ok(kind, p):
    return kind == "azure-storage-key" and p.t == "kv" and p.inner == "raw" and not p.also and fixed()(kind, p) and not p.ml


def storage_account(r):
    return r.choice(["kwprodlogs", "nwbackups", "tessarchive"]) + rs(r, LOWNUM, 3)


def VAL_OK(chars):
    """the secret itself may not hold these characters (the rest of the payload is written by the carrier's own escaping)"""
    return secret_no(chars)


def vis_white(s):
    """libedit's history encoding (strvis VIS_WHITE|VIS_CSTYLE as MySQL's editline writes ~/.mysql_history): blanks and backslash
    escaped, markers kept"""
    out = []
    for ch in s:
        if ch in MARKS:
            out.append(ch)
        elif ch == " ":
            out.append("\\040")
        elif ch == "\t":
            out.append("\\011")
        elif ch == "\n":
            out.append("\\012")
        elif ch == "\\":
            out.append("\\\\")
        else:
            out.append(ch)
    return "".join(out)


def sqlq(v):
    return "'%s'" % v


def b36(n):
    d = "0123456789abcdefghijklmnopqrstuvwxyz"
    s = ""
    while True:
        n, m = divmod(n, 36)
        s = d[m] + s
        if not n:
            return s


def ocfg_str(v):
    """an old-style (NeXTSTEP) plist string as `defaults read` prints it: bare when every character is safe, else double-quoted"""
    sv = strip_marks(v)
    if sv and all(ch in ALNUM + "_" for ch in sv):
        return v
    return '"%s"' % v


def hcl_s(v):
    return '"%s"' % v


HCL_OK = lambda k, p: okb('"\\\n')(k, p) and not any(x in "".join(strip_marks(t) for t in p.texts()) for x in ("${", "%{"))


def HEREDOC_OK(kind, p):
    """a blob written verbatim inside a heredoc (`<<EOF` / `<<'EOF'`) that ends at a line `EOF`"""
    if p.t != "blob":
        return True
    return "\nEOF" not in "\n" + strip_marks(p.content)


def vm_name(r, s):
    return "%s-sync-%02d" % (s, r.randint(1, 9))


def ssh_pub(r, who="ops@bastion"):
    return "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s" % (rs(r, B64, 43), who)


def cloud_config(c):
    """a #cloud-config user data that writes the payload's file and restarts the worker (the plaintext a base64 field carries)"""
    s = svc(c.r)
    fname, text = payload_file(c, "# %s-sync, written by cloud-init" % s)
    dest = "/etc/%s-sync/%s" % (s, fname)
    L = ["#cloud-config", "package_update: true", "packages:", "  - curl", "  - ca-certificates", "write_files:", "  - path: %s" % dest,
         "    owner: root:root", "    permissions: '0600'", "    content: |"] + yblock(text, 6) + ["runcmd:", "  - systemctl enable --now %s-sync.service" % s]
    return "\n".join(L) + "\n"




# ================================================================ corpus 33 helpers
# Corpus 33's carriers are documents, messages and exports that people and agents write and pass on, in formats no earlier corpus
# used: office and markup documents as their files hold text (a PowerPoint slide, DocBook, DITA, an EPUB chapter, FictionBook,
# AbiWord, a Lotus Domino DXL export, XFDF PDF comments, a Scribus story, XLIFF and gettext catalogues, a Pandoc JSON AST, troff,
# Texinfo, Textile, Djot, POD, LyX), chat, forum and news exports (Adium, Threema, HipChat, Gitter, Reddit, phpBB BBCode, a Usenet
# article), mail client files (an extracted Outlook .msg, MHTML, aerc, himalaya, mailx), notes and outliners (Apple Notes HTML,
# CherryTree, OPML, Freeplane, XMind, Excalidraw, Day One, TaskPaper, vimwiki), issue and wiki exports (Review Board, Request
# Tracker, Pagure, Launchpad, MoinMoin, Trac, Foswiki) and OCR output (hOCR, Textract).  The helpers of corpora 11-32 are reused.

def prose33(c, fence=("```", "```"), table=True):
    """a message a person or an agent writes and passes on (a chat line, a forum post, a note, a comment); corpus 33 phrasings"""
    r, p = c.r, c.p
    o, cl = fence
    s = svc(r)

    def blk(lines):
        return "\n".join(([o] if o else []) + list(lines) + ([cl] if cl else []))
    if p.t == "hdr":
        return (r.choice(["Handing over the %s integration. The call that fails since the rotation is:" % s,
                          "For the write-up: this is the request the %s worker sends, copied from my terminal:" % s,
                          "Before I go on leave, here is how to test the %s vendor call by hand:" % s,
                          "The vendor asked for the exact request, so here it is:"]) + "\n" + blk([curl_line(c)]))
    if p.t == "blob":
        return (r.choice(["%s, as it was on the old %s host; the new one needs the same file:" % (p.fname, s),
                          "Attaching the contents of %s for the handover (move it to the vault afterwards please):" % p.fname,
                          "I found %s in the %s share, pasting it so the migration can finish:" % (p.fname, s),
                          "Contents of %s from last week's backup:" % p.fname]) + "\n" + blk(p.content.rstrip("\n").split("\n")))
    if p.t == "url":
        if c.bare(0.6):
            return r.choice(["The %s worker posts to %s" % (s, p.url), "Vendor support gave us %s this morning." % p.url,
                             "For the runbook: the endpoint is %s" % p.url, "Production has used %s since the move." % p.url])
        k, v = envs(c)[0]
        return r.choice(["Set %s=%s on the new host and restart the worker." % (k, v), "For the handover: %s is %s." % (k, v)])
    if c.bare(0.5):
        return r.choice(["The key is %s", "Does %s still work for you?", "%s (production; please do not forward this)",
                         "After the rotation the new value is %s", "Vendor support sent %s an hour ago.",
                         "For the handover doc: %s"]) % c.value()
    pairs = envs(c)
    if table and r.random() < 0.3 and not any(set(strip_marks(v)) & set("|`") for _, v in pairs):
        return (r.choice(["What the %s worker runs with in production:" % s, "Settings of the %s worker, for the handover:" % s]) + "\n\n" +
                "\n".join(["| Name | Value |", "| --- | --- |"] + ["| %s | %s |" % kv_ for kv_ in pairs]))
    return (r.choice(["These are set on the %s host:" % s, "For the runbook, the worker's environment:", "Please add these before Friday's deploy:",
                      "Copied from the %s admin page:" % s]) + "\n" + blk(["%s=%s" % kv_ for kv_ in pairs]))


def question33(r, s):
    return r.choice(["Does anyone have the current credentials for the %s vendor? The worker gets 401 since this morning." % s,
                     "Who owns the %s integration now? I need the settings for the handover." % s,
                     "Can someone send me what the %s worker runs with? The runbook is out of date." % s])


def thanks33(r):
    return r.choice(["Thanks, that works. I will rotate it once the migration is done.", "Got it, thank you!",
                     "Works now. Please delete the message above when you can.", "Thanks. Moving it to the vault this afternoon."])


def names_for_doc(c):
    """(name, value) pairs for a document: human labels or variable names"""
    return c.kvs(["title", "SCREAM", "snake"])


def doc_blocks(c, dl=True):
    """the payload as document blocks: ("h", text), ("p", [inline]), ("pre", [lines]), ("table", (h1, h2), rows), ("label", name, value),
    ("dl", rows); an inline is a str, ("code", s), ("b", s) or ("link", href, text)"""
    r, p = c.r, c.p
    s = svc(r)
    who = person(r)[0]
    B = [("h", r.choice(["%s integration: handover" % title_svc(s), "Runbook: %s vendor sync" % title_svc(s),
                         "%s worker, notes for the on-call" % title_svc(s), "Migration notes (%s)" % s]))]
    B.append(("p", [r.choice(["Written by %s before the move to the new cluster." % who, "Last updated by %s after the rotation." % who,
                              "%s asked for this page; keep it in the team space." % who, "Draft by %s, to be reviewed." % who])]))
    if p.t == "hdr":
        B += [("p", [r.choice(["The vendor call, as the worker sends it:", "To test by hand, run:", "The request that fails since the rotation:"])]),
              ("pre", [curl_line(c)])]
    elif p.t == "blob":
        B += [("p", [r.choice(["Contents of ", "The old host's ", "Copy of "]), ("code", p.fname), r.choice([":", " (move it to the vault):"])]),
              ("pre", p.content.rstrip("\n").split("\n"))]
    elif p.t == "url":
        if c.bare(0.6):
            B += [("p", [r.choice(["The worker posts to ", "Endpoint in production: ", "Use "]), ("code", p.url) if r.random() < 0.5 else p.url,
                         r.choice(["", " until the cutover.", "."])])]
        else:
            B += [("p", ["Settings of the worker:"]), ("table", ("Setting", "Value"), names_for_doc(c))]
    else:
        pairs = names_for_doc(c)
        mlv = any("\n" in strip_marks(v) for _, v in pairs)
        u = r.random()
        if mlv:
            B += [("p", ["Settings of the worker:"]), ("pre", ["%s=%s" % (envk(k), v) for k, v in pairs])]
        elif c.bare(0.45):
            B += [("p", [r.choice(["The key is ", "After the rotation the new value is ", "Vendor support sent ", "Current value: "]),
                         ("code", c.value()) if r.random() < 0.6 else c.value(),
                         r.choice(["", " (production, do not forward).", ".", " an hour ago."])])]
        elif u < 0.3:
            B += [("p", [r.choice(["What the worker runs with in production:", "Current settings:"])]), ("table", ("Setting", "Value"), pairs)]
        elif u < 0.55:
            B += [("p", ["Values, one per line:"])] + [("label", k, v) for k, v in pairs]
        elif u < 0.7 and dl:
            B += [("p", ["Settings:"]), ("dl", pairs)]
        elif u < 0.85 and len(pairs) == 1:
            k, v = pairs[0]
            B += [("p", ["The ", ("b", k), r.choice([" is ", " for production is ", ": "]), ("code", v), "."])]
        else:
            B += [("p", ["Environment of the worker:"]), ("pre", ["%s=%s" % (envk(k), v) for k, v in pairs])]
    B.append(("p", [r.choice(["Rotate after the migration and move it to the vault.", "Please delete this section once the vault entry exists.",
                              "Questions to %s." % who.split()[0], "Do not forward outside the team."])]))
    return B


def inl_text(inl):
    """the plain text of a paragraph's inlines"""
    out = []
    for x in inl:
        if isinstance(x, str):
            out.append(x)
        elif x[0] == "link":
            out.append(x[2])
        else:
            out.append(x[1])
    return "".join(out)


def blocks_text(B):
    """the document as plain text lines (what OCR reads off a screenshot of it)"""
    L = []
    for b in B:
        if b[0] == "h":
            L += [b[1], ""]
        elif b[0] == "p":
            L += [inl_text(b[1]), ""]
        elif b[0] == "pre":
            L += list(b[1]) + [""]
        elif b[0] == "table":
            L += ["%s    %s" % b[1]] + ["%s    %s" % kv_ for kv_ in b[2]] + [""]
        elif b[0] == "label":
            L += [b[1], b[2], ""]
        elif b[0] == "dl":
            L += ["%s: %s" % kv_ for kv_ in b[1]] + [""]
    return L


class Markup:
    """a lightweight markup: how it writes headings, paragraphs, code, tables, definition lists; esc escapes plain text"""

    def __init__(self, h, code, b, pre, table, link=None, dl=None, esc=lambda s: s, sep="\n\n", para=lambda s: s, label=None):
        self.h, self.code, self.b, self.pre, self.table, self.link, self.dl, self.esc, self.sep, self.para = h, code, b, pre, table, link, dl, esc, sep, para
        self.label = label
        self.raw_values = False

    def inl(self, xs):
        out = []
        for x in xs:
            if isinstance(x, str):
                out.append(x if (self.raw_values and P0 in x) else self.esc(x))
            elif x[0] == "code":
                out.append(self.code(x[1]))
            elif x[0] == "b":
                out.append(self.b(self.esc(x[1])))
            else:
                out.append(self.link(x[1], x[2]) if self.link else self.esc(x[2]))
        return "".join(out)

    def render(self, B):
        parts = []
        for b in B:
            if b[0] == "h":
                parts.append(self.h(self.esc(b[1])))
            elif b[0] == "p":
                parts.append(self.para(self.inl(b[1])))
            elif b[0] == "pre":
                parts.append(self.pre(list(b[1])))
            elif b[0] == "table":
                parts.append(self.table(b[1], b[2]))
            elif b[0] == "label":
                if self.label:
                    parts.append(self.label(b[1], b[2]))
                else:
                    parts.append(self.para(self.b(self.esc(b[1]))))
                    parts.append(self.para(self.code(b[2])))
            elif b[0] == "dl":
                if self.dl:
                    parts.append(self.dl(b[1]))
                else:
                    parts.append(self.table(("Setting", "Value"), b[1]))
        return self.sep.join(parts)


def md_inline_ok(chars):
    return okb(chars)


def b64_wrapped_embed(plain, width=76, pad_char=" "):
    """base64 a text holding one P0..P1 span, wrapped at `width` columns (MIME); the plaintext before the secret is padded (blanks at
    the end of its first line) to a whole number of lines' worth of bytes, so the secret starts a line and, being short, stays on it"""
    per = width // 4 * 3
    pre, rest = plain.split(P0, 1)
    sec, post = rest.split(P1, 1)
    need = (-len(pre.encode())) % per
    k = pre.find("\n")
    pre = (pre[:k] + pad_char * need + pre[k:]) if k >= 0 else pad_char * need + pre
    pre_b, sec_b, post_b = pre.encode(), strip_marks(sec).encode(), strip_marks(post).encode()
    full = base64.b64encode(pre_b + sec_b + post_b).decode()
    lines = [full[i:i + width] for i in range(0, len(full), width)]
    li = len(pre_b) // per
    n = -(-4 * len(sec_b) // 3)
    lines[li] = P0 + lines[li][:n] + P1 + lines[li][n:]
    return "\n".join(lines)


def B64W_OK(kind, p):
    """fits a 76-column MIME base64 line: one single-line span of at most 57 bytes, no escaping, no secondary span"""
    return B64P_OK(kind, p) and not p.ml_secret and len(p.secret.encode()) <= 57


def ALLCH(chars):
    """no character of `chars` anywhere in the payload (values and whole files alike)"""
    cs_ = set(chars)
    return lambda k, p: not (p.chars() & cs_)


NO_WS_SECRET = lambda k, p: not any(ch in p.secret for ch in " \t\n")



# --- lightweight markup documents -------------------------------------------------------------------------------------------------------

def _md_table(hdr, rows, sep_row=True):
    L = ["| %s | %s |" % hdr]
    if sep_row:
        L.append("| --- | --- |")
    return "\n".join(L + ["| %s | %s |" % kv_ for kv_ in rows])


# ================================================================ helpers kept from corpus 36 (payload groups, SNMPv3 and LDAP kinds)

YST = ("snake", "camel", "kebab", "SCREAM")
INI_OK = okb("\n;#")
PWK = ("generic-password-named", "generic-password-short-named", "planetscale-password")
PWK_SHORT = ("generic-password-short-named", "planetscale-password")
PWK_LONG = ("generic-password-named", "planetscale-password")
NO_ALSO = lambda k, p: not p.also
FIX_OK = lambda chars: ok_and(okb(chars), fixed(), POS_OR_PATTERN, NO_ALSO)
SMTP_KINDS = ("sendgrid-api-key", "resend-api-key", "brevo-api-key")
PHP_SQ = okb("'\\\n")
DQ_SAFE = okb('"\\\n$')


def y_lines(c, pad="  ", styles=YST, hdr_key="headers"):
    if c.p.t == "hdr":
        return [pad + hdr_key + ":"] + ["%s  %s: %s" % (pad, k, ys(v)) for k, v in c.headers()]
    return ["%s%s: %s" % (pad, k, ys(v)) for k, v in c.kvs(list(styles))]


def ini_lines(c, sep=" = ", styles=("snake", "kebab", "SCREAM", "camel"), hdr_pre="header_"):
    if c.p.t == "hdr":
        return ["%s%s%s%s" % (hdr_pre, k.lower().replace("-", "_"), sep, v) for k, v in c.headers()]
    return ["%s%s%s" % (k, sep, v) for k, v in c.kvs(list(styles))]


def rid(r, n=8):
    return rs(r, HEXL, n)


def dom(r):
    """the organisation's domain, drawn once per case (one file names one organisation)"""
    d = getattr(r, "_dom36", None)
    if d is None:
        d = r._dom36 = r.choice(["kestrelworks.io", "larkspur.dev", "quillon.net", "palisade.io", "fernhill.com", "cobaltpeak.ca"])
    return d


def base_dn(d):
    return ",".join("dc=" + x for x in d.split("."))


def pw_value(c):
    return c.p.primary


def hname(r):
    return r.choice(["web01", "app-prod-2", "cms01", "shop-fe1", "lms-app01", "forum01"])


def site(r, sub):
    return "%s.%s" % (sub, dom(r))


class SnmpPay(Pay):
    """an SNMPv3 user: name, auth protocol and passphrase, privacy protocol and passphrase (one of them marked)"""

    def __init__(self, user, aproto, auth, pproto, priv, localized=False, **kw):
        Pay.__init__(self, "snmp", **kw)
        self.user, self.aproto, self.auth, self.pproto, self.priv, self.localized = user, aproto, auth, pproto, priv, localized

    def texts(self):
        return [self.auth] + ([self.priv] if self.priv else [])


SNMP_USERS = ["nmsmon", "librenms", "zabbix", "observium", "cacti", "prtg_ro", "netdisco", "icinga"]


def snmp_pass(r):
    return r.choice([lambda: password(r, r.randint(12, 20), False), lambda: words_pw(r).replace(" ", "-"),
                     lambda: rs(r, ALNUM, 16) + "#" + rs(r, DIGITS, 2)])()


def kinds_snmp():
    """corpus 35's two SNMPv3 rule ids (an authentication and a privacy passphrase in Net-SNMP's syntax)"""
    def auth(r, i):
        a, pv = snmp_pass(r), snmp_pass(r)
        ap = ["SHA", "SHA-256", "SHA-512"][i]
        if i == 1:
            return SnmpPay(r.choice(SNMP_USERS), ap, mark(a), None, None)
        return SnmpPay(r.choice(SNMP_USERS), ap, mark(a), "AES", smark(pv, 0), also=["snmpv3-privacy-passphrase"])

    def priv(r, i):
        a, pv = snmp_pass(r), snmp_pass(r)
        return SnmpPay(r.choice(SNMP_USERS), ["SHA", "SHA-256", "SHA"][i], smark(a, 0), ["AES", "AES-256", "AES"][i], mark(pv),
                       also=["snmpv3-auth-passphrase"])
    reg("snmpv3-auth-passphrase", auth)
    reg("snmpv3-privacy-passphrase", priv)


def snmp_special():
    S = {}

    def loc_auth(r):
        return neg(SnmpPay(r.choice(SNMP_USERS), "SHA", mark("0x" + rs(r, HEXL, 40)), None, None, localized=True),
                   "hash: an SNMPv3 localized authentication key (RFC 3414 password-to-key, hashed with the agent's engine ID), not the "
                   "passphrase; the passphrase cannot be recovered from it, though the key itself still works against that one agent", True)

    def loc_priv(r):
        return neg(SnmpPay(r.choice(SNMP_USERS), "SHA", "0x" + rs(r, HEXL, 40), "AES", mark("0x" + rs(r, HEXL, 32)), localized=True),
                   "hash: an SNMPv3 localized privacy key (derived from the passphrase and the agent's engine ID, RFC 3414/3826), not the "
                   "passphrase; it cannot be turned back into the passphrase, though it still decrypts that one agent's traffic", True)
    S["snmpv3-auth-passphrase"] = loc_auth
    S["snmpv3-privacy-passphrase"] = loc_priv
    return S


def snmp_cmd_args(p):
    """a Net-SNMP command's security options"""
    if p.localized:
        a = "-3k %s" % p.auth
        if p.priv:
            a += " -x %s -3K %s" % (p.pproto, p.priv)
        return "-v3 -l %s -u %s -a %s %s" % ("authPriv" if p.priv else "authNoPriv", p.user, p.aproto, a)
    if p.priv:
        return "-v3 -l authPriv -u %s -a %s -A %s -x %s -X %s" % (p.user, p.aproto, shw(p.auth), p.pproto, shw(p.priv))
    return "-v3 -l authNoPriv -u %s -a %s -A %s" % (p.user, p.aproto, shw(p.auth))


SNMP_SH_OK = lambda k, p: p.t != "snmp" or not (p.chars() & set("'\n"))


# --- corpus 36: the two LDAP rule ids ------------------------------------------------------------------------------------------
LDAP_BIND_NAMES = ["=bindpw", "=bind_pw", "=ldap_default_authtok", "=rootpw", "=olcRootPW"]


def ldap_pw(r):
    return r.choice([lambda: password(r, r.randint(14, 22), False) + r.choice("!@%*-_.") + rs(r, DIGITS, 2), lambda: words_pw(r),
                     lambda: rs(r, ALNUM, 24)])()


def ldap_cmd(r, i, pw):
    d = dom(r)
    b = base_dn(d)
    who = r.choice(["cn=admin,%s" % b, "cn=Manager,%s" % b, "uid=svc-%s,ou=services,%s" % (r.choice(["slurm", "ondemand", "galaxy", "omero"]), b)])
    h = r.choice(["ldaps://ldap.%s" % d, "ldap://ldap01.%s" % d, "ldaps://ds1.%s:636" % d])
    u = r.choice(["jdoe", "mokafor", "pnatarajan", "tkowalski"])
    if i == 0:
        return 'ldapsearch -x -H %s -D "%s" -w %s -b "ou=people,%s" "(uid=%s)" cn mail memberOf' % (h, who, pw, b, u)
    if i == 1:
        return 'ldapmodify -x -H %s -ZZ -D "%s" -w %s -f /tmp/%s.ldif' % (h.replace("ldaps", "ldap"), who, pw, r.choice(["add-project-groups", "fix-login-shell", "hpc-allocations"]))
    if i == 2:
        return 'ldappasswd -x -H %s -D "%s" -w %s "uid=%s,ou=people,%s"' % (h, who, pw, u, b)
    return 'ldapwhoami -x -H %s -D "%s" -w %s' % (h, who, pw)


def kinds_ldap():
    """corpus 36: an LDAP bind or root password next to the names nslcd, pam_ldap, Postfix, SSSD and OpenLDAP give it, and the
    password an OpenLDAP command takes with -w"""
    def bind(r, i):
        return kv([LDAP_BIND_NAMES[(i * 2 + r.randint(0, 1)) % 5]], ldap_pw(r))

    def cli(r, i):
        return Pay("cmd", content=ldap_cmd(r, [0, 1, 2][i] if r.random() < 0.8 else 3, shw(mark(ldap_pw(r)))))
    reg("ldap-bind-password", bind)
    reg("ldap-cli-password", cli)


def ldap_special():
    S = {}
    S["ldap-bind-password"] = lambda r: neg(kv(["=olcRootPW"], "{SSHA}" + b64s(rbytes(r, 24))),
                                            "hash: an OpenLDAP `olcRootPW` given as the salted SHA-1 `{SSHA}` hash `slappasswd` prints; slapd "
                                            "compares binds against it and the password cannot be recovered from it")
    S["ldap-cli-password"] = lambda r: neg(Pay("cmd", content=ldap_cmd(r, r.randint(0, 2), '"%s"' % mark("$LDAP_BIND_PW"))),
                                           "secret-ref: `-w \"$LDAP_BIND_PW\"` is expanded by the shell when the command runs; the text "
                                           "holds a variable name, not the password")
    return S


HOMES = {}
_compat_prev = compatible


def compatible(cname, kind, p):
    if kind in HOMES and cname not in HOMES[kind]:
        return False
    return _compat_prev(cname, kind, p)


def ldap_snippet(c):
    """the configuration lines an LDAP bind password sits in, in the syntax of the program its name belongs to"""
    r, p = c.r, c.p
    nm, v = primary_entry(p)
    name = nm[0].lstrip("=")
    d = dom(r)
    b = base_dn(d)
    if name == "bindpw":
        return "/etc/nslcd.conf", ["uri ldaps://ldap.%s/" % d, "base %s" % b, "binddn cn=nslcd,ou=dsa,%s" % b, "bindpw %s" % v, "tls_reqcert demand"]
    if name == "bind_pw":
        return "/etc/postfix/ldap-aliases.cf", ["server_host = ldaps://ldap.%s:636" % d, "search_base = ou=people,%s" % b, "bind = yes",
                                               "bind_dn = cn=postfix,ou=dsa,%s" % b, "bind_pw = %s" % v, "query_filter = (mail=%s)", "result_attribute = mail"]
    if name == "ldap_default_authtok":
        return "/etc/sssd/sssd.conf", ["[domain/%s]" % d, "id_provider = ldap", "ldap_uri = ldaps://ldap.%s" % d, "ldap_search_base = %s" % b,
                                      "ldap_default_bind_dn = cn=sssd,ou=dsa,%s" % b, "ldap_default_authtok_type = password",
                                      "ldap_default_authtok = %s" % v]
    if name == "rootpw":
        return "/etc/openldap/slapd.conf", ["database\tmdb", "suffix\t\t\"%s\"" % b, "rootdn\t\t\"cn=Manager,%s\"" % b, "rootpw\t\t%s" % v]
    return "rootpw.ldif", ["dn: olcDatabase={1}mdb,cn=config", "changetype: modify", "replace: olcRootPW", "olcRootPW: %s" % v]







CARRIER_MASKS = {}
CARRIER_PH = {}


def dom(r):
    """the company's domain, drawn once per case (one file names one company)"""
    d = getattr(r, "_dom50", None)
    if d is None:
        d = r._dom50 = r.choice(["northwind-grid.com", "kestrel-automation.io", "fernhill-utilities.net", "tidewater-water.org",
                                 "cobaltpeak-mining.ca", "larkspur-agritech.com"])
    return d


def co(r):
    return dom(r).split(".")[0].split("-")[0]


def proj(r):
    p_ = getattr(r, "_proj50", None)
    if p_ is None:
        p_ = r._proj50 = r.choice(["plant-gateway", "line3-edge", "pump-stations", "substation-telemetry", "fleet-sensors", "gis-portal", "lorawan-farm"])
    return p_


def projs(r):
    return proj(r).replace("-", "_")


def person44(r):
    return r.choice(["jdoe", "mokafor", "pnatarajan", "tkowalski", "lvermeer", "asato", "rgarcia", "hchen"])


def ts44(r):
    return "2025-%02d-%02dT%02d:%02d:%02d" % (r.randint(1, 9), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59))


def hdr_url(c):
    """the endpoint a header payload is sent to (by its header name and scheme)"""
    r, p = c.r, c.p
    hn = p.hname.lower()
    hv = strip_marks(p.hval)
    d = dom(r)
    if hn.startswith("dd-"):
        return "https://api.datadoghq.eu/api/v2/logs/events/search"
    if hn == "x-honeycomb-team":
        return "https://api.honeycomb.io/1/events/%s" % proj(r)
    if hn == "x-algolia-api-key":
        app = next((strip_marks(v) for k, v in p.hextra if k.lower() == "x-algolia-application-id"), "LATENCY")
        return "https://%s-dsn.algolia.net/1/indexes/products/query" % app.lower()
    if hn == "x-auth-key":
        return "https://api.cloudflare.com/client/v4/zones?name=%s" % d
    if hn == "x-postmark-server-token":
        return "https://api.postmarkapp.com/messages/outbound?count=50&offset=0"
    if hn == "x-vault-token":
        return "https://vault.%s:8200/v1/kv/data/%s" % (d, proj(r))
    if hn == "xi-api-key":
        return "https://api.elevenlabs.io/v1/voices"
    if hn == "ocp-apim-subscription-key":
        return "https://westeurope.api.cognitive.microsoft.com/language/:analyze-text?api-version=2023-04-01"
    if hn == "fastly-key":
        return "https://api.fastly.com/service"
    if hn == "authorization":
        if hv.startswith("Splunk "):
            return "https://splunk.%s:8088/services/collector/event" % d
        if hv.startswith("SSWS "):
            return "https://%s.okta.com/api/v1/users?limit=25" % co(r)
        if hv.startswith("Bot "):
            return "https://discord.com/api/v10/channels/%d/messages" % r.randint(10 ** 17, 10 ** 18)
        if c.kind == "upstash-rest-token":
            return "https://%s-%s-%d.upstash.io/get/cart-sessions" % (r.choice(["clever", "eager", "noble"]), r.choice(["lynx", "otter", "wren"]), r.randint(10000, 99999))
    return "https://ingest.%s/v2/%s" % (d, r.choice(["orders/sync", "invoices/batch", "stock/levels", "bookings", "customers/export"]))


def hcurl(c, q="'"):
    return "curl -fsS %s '%s'" % (" ".join("-H %s%s: %s%s" % (q, k, v, q) for k, v in c.headers()), hdr_url(c))


def heredoc(p, dest=None):
    dest = dest or ("$HOME/" + p.fname if p.fname.startswith(".") else "/tmp/" + p.fname.split("/")[-1])
    return ["cat > %s <<'EOF'" % dest] + p.content.rstrip("\n").split("\n") + ["EOF", "chmod 600 %s" % dest]


def script_lines(c, heredocs=True):
    """the payload as shell lines (exports, a curl call, a heredoc, an LDAP or SNMP command)"""
    r, p = c.r, c.p
    if p.t == "hdr":
        return [hcurl(c) + " >/dev/null"]
    if p.t == "blob":
        return heredoc(p)
    if p.t == "cmd":
        return [p.content + " | grep -c '^dn:'"]
    if p.t == "snmp":
        if p.localized or not heredocs or r.random() < 0.6:
            return ["%s %s %s %s" % (r.choice(["snmpbulkwalk", "snmpwalk"]), snmp_cmd_args(p), ip(r),
                                      r.choice(["IF-MIB::ifHCInOctets", "IF-MIB::ifOperStatus", "HOST-RESOURCES-MIB::hrProcessorLoad"]))]
        cu = 'createUser %s %s "%s"' % (p.user, p.aproto, p.auth) + (' %s "%s"' % (p.pproto, p.priv) if p.priv else "")
        return ["systemctl stop snmpd", "tee -a /var/lib/net-snmp/snmpd.conf <<'EOF'", cu, "EOF", "systemctl start snmpd"]
    if p.t == "kv" and c.kind == "ldap-bind-password":
        fn, lines = ldap_snippet(c)
        return ["tee %s >/dev/null <<'EOF'" % fn] + lines + ["EOF"]
    return ["export %s=%s" % (k, shw(v)) for k, v in envs(c)]


NOT_PRINTED_MASK = lambda k, p: not (p.note and not getattr(p, "pattern", False) and nt(p) == "redacted")
SCRIPT_OK = ok_and(SH_OK, HDR_SQ, HEREDOC_OK, NOT_PRINTED_MASK, SNMP_SH_OK)
SQ_IN = okb("'\\\n")
DQ_IN = okb('"\\\n')
PWK3 = PASSWORD_KINDS
NO_BLOB = lambda k, p: p.t != "blob"
POS_ONLY = lambda k, p: p.note is None


def qexpr(p, v, q='"'):
    """a quoted string literal, or the carrier's own reference expression (unquoted) for a reference negative"""
    if is_cref(p) and P0 in v:
        return mpart(v)
    return q + v + q


def MYCNF_SHOWN(k, p):
    return p.t == "blob" and p.fmt == "mycnf" and strip_marks(p.content).startswith("--")


def show_file(p):
    """the command that shows a whole file: `cat`, or `my_print_defaults` for a MySQL option file's printed options"""
    if MYCNF_SHOWN(None, p):
        return "my_print_defaults %sclient mysql" % ("" if "*****" in strip_marks(p.content) else "-s ")
    return "cat %s" % (("~/" + p.fname) if p.fname.startswith(".") else p.fname)


def tool_io(c):
    """what a person pasted: ('read', path, text) for a file, or ('run', command, output) for a command"""
    r, p = c.r, c.p
    if p.t == "blob" and MYCNF_SHOWN(None, p):
        return "run", show_file(p), p.content
    if p.t == "blob":
        return "read", ("~/" + p.fname) if p.fname.startswith(".") else p.fname, p.content
    if p.t == "kv" and c.kind == "ldap-bind-password":
        fn, lines = ldap_snippet(c)
        return "read", fn, "\n".join(lines) + "\n"
    if p.t in ("kv", "url"):
        pairs = [(k if not _re.search(r"[^A-Za-z0-9_.]", k) else envk(k), v) for k, v in c.kvs(["SCREAM"])]
        if any(not _re.match(r"^[A-Z0-9_]+$", k) for k, _ in pairs):
            path = r.choice(["config/app.properties", "config/%s.properties" % projs(r)])
        else:
            path = r.choice([".env", "/etc/default/%s" % proj(r), "/etc/%s/env" % proj(r)])
        return "read", path, "\n".join("%s=%s" % kv_ for kv_ in pairs) + "\n"
    if p.t == "hdr":
        return "run", hcurl(c), '{"error":"unauthorized","message":"invalid credentials"}'
    if p.t == "cmd":
        return "run", p.content, "# numResponses: 2\n# numEntries: 1"
    return "run", "%s %s %s IF-MIB::ifOperStatus" % (r.choice(["snmpwalk", "snmpbulkwalk"]), snmp_cmd_args(p), ip(r)), \
        "IF-MIB::ifOperStatus.1 = INTEGER: up(1)\nIF-MIB::ifOperStatus.2 = INTEGER: down(2)"


def pasted(c):
    """a support message's text: a sentence, then the file or command output the writer pasted"""
    r = c.r
    how, what, text = tool_io(c)
    if how == "read":
        intro = r.choice(["Here is the %s from the %s gateway, as it is now:" % (what, proj(r)),
                          "Our %s is below (copied from the edge box):" % what,
                          "This is what %s contains on the device:" % what])
        block = text.rstrip("\n")
    else:
        intro = r.choice(["I ran this on the %s gateway:" % proj(r), "This is the command and what it printed:"])
        block = "$ " + what + "\n" + text.rstrip("\n")
    tail_ = r.choice(["Since this morning the gateway stopped publishing. Can you check on your side?", "Thanks for looking into it.",
                      "The devices went offline after we rotated something last night."])
    return intro, block, tail_


PRINTED_OK = lambda k, p: MYCNF_SHOWN(k, p) or NOT_PRINTED_MASK(k, p)


def kv_names(c, styles):
    return c.kvs(list(styles))




# --- shared bits (from corpus 46) -------------------------------------------------------------------------------------------------------
SESSION_OK = ok_and(PRINTED_OK, HDR_SQ, SNMP_SH_OK, lambda k, p: p.t == "blob" or not p.ml)


def session_lines(c, ps):
    """a terminal capture of what a person showed: `cat` of a file, or a command and its output"""
    how, what, text = tool_io(c)
    return [ps + ("cat %s" % what if how == "read" else what)] + text.rstrip("\n").split("\n")


def xs(s):
    """XStream's escaping of element text (Mirth Connect exports): & < > \" ' and CR"""
    return xesc(s).replace('"', "&quot;").replace("'", "&apos;").replace("\r", "&#xd;")


def camel_k(k):
    ws = [w for w in envk(k).lower().split("_") if w]
    return ws[0] + "".join(w.capitalize() for w in ws[1:])


def pascal_k(k):
    return "".join(w.capitalize() for w in envk(k).lower().split("_") if w)


def snake_k(k):
    return envk(k).lower()


SAFE_PLAIN = set(ALNUM + "-_./")


def yplain(v):
    """a YAML scalar as ruamel/PyYAML dump it: plain when safe, else single-quoted"""
    sv = strip_marks(v)
    if sv and set(sv) <= SAFE_PLAIN and sv[0] in ALNUM and not NUMLIKE.match(sv) and sv.lower() not in YAML_WORDS:
        return v
    return "'%s'" % v


HTTPS_URL = lambda k, p: p.t != "url" or (strip_marks(p.url).startswith("https://") and ".git" not in strip_marks(p.url))
JS_SQ = unless_cref(ok_and(okb("'\\\n`$"), HDR_SQ))
JS_DQ = unless_cref(ok_and(okb('"\\\n'), HDR_DQ))





def hexpr(p, v, q="'", cat=" + "):
    """a header value as a string literal; a carrier reference (a secret-ref negative) becomes an expression joined to the
    literal parts around it (`'Bearer ' + process.env.NAME`)"""
    if is_cref(p) and P0 in v:
        a, b = v.index(P0), v.index(P1) + 1
        parts = ([q + v[:a] + q] if v[:a] else []) + [v[a:b]] + ([q + v[b:] + q] if v[b:] else [])
        return cat.join(parts)
    return q + v + q


def yq_ref(p, v):
    """a YAML scalar; a carrier reference (TYPO3's %env()%) is single-quoted around the span"""
    if is_cref(p) and P0 in v:
        return "'%s'" % mpart(v)
    return ys(v)


def ver50(r, *choices):
    return r.choice(choices)


# ================================================================ corpus 59 carriers: energy, utilities and industrial operations
PWF = ("generic-password-named", "planetscale-password")          # the kinds a database `password` field names
GPW = ("generic-password-named",)                                  # a password field that is not a database's
PW_FIELD = lambda k, p: k in PWF and p.t == "kv" and not p.also and p.inner == "raw" and not p.ml and fixed()(k, p) and POS_OR_PATTERN(k, p)
SOLE = lambda k, p: p.t == "kv" and not p.also and p.inner == "raw" and not p.ml and fixed()(k, p) and POS_OR_PATTERN(k, p)
PY_SQ_OK = unless_cref(ok_and(okb("'\\\n"), HDR_SQ))
DQ_OK56 = unless_cref(ok_and(okb('"\\\n'), HDR_DQ))
JS_SQ56 = unless_cref(ok_and(okb("'\\\n`$"), HDR_SQ))
PHP_SQ56 = unless_cref(ok_and(okb("'\\\n"), HDR_SQ))
DQ_DOLLAR = unless_cref(ok_and(okb('"\\\n$'), HDR_DQ))         # Kotlin / Dart-style "..." with `$` interpolation
SQ_DOLLAR = unless_cref(ok_and(okb("'\\\n$"), HDR_SQ))          # Dart '...' (interpolates `$`)
SW_DQ = unless_cref(ok_and(okb('"\\\n'), HDR_DQ))
PERL_SQ = unless_cref(ok_and(okb("'\\\n"), HDR_SQ))
JSON_OK = lambda k, p: p.t != "blob"
PS_OK = unless_cref(ok_and(okb("'\n"), lambda k, p: p.t != "hdr" or not (p.chars() & set("'\n"))))
ST_OK = ok_and(okb("'$\n\""), lambda k, p: p.t != "hdr" or not (p.chars() & set("'$\n")), LEN_OK(500), no_sub("]]>"))   # IEC 61131-3 '...' ($ escapes)


def dom(r):
    """the company's domain, drawn once per case (one file names one company)"""
    d = getattr(r, "_dom59", None)
    if d is None:
        d = r._dom59 = r.choice(["fenwick-energy.com", "brightmoor-utilities.com", "northgrid-power.net", "solvane.io", "kestrel-renewables.com",
                                 "altamira-water.org", "voltbridge-charging.com"])
    return d


def co(r):
    return dom(r).split(".")[0].split("-")[0]


def biz(r):
    return " ".join(w.capitalize() for w in dom(r).split(".")[0].split("-"))


def proj(r):
    p_ = getattr(r, "_proj59", None)
    if p_ is None:
        p_ = r._proj59 = r.choice(["grid-ops", "meter-data", "charge-hub", "plant-telemetry", "market-desk", "field-service", "outage-center"])
    return p_


def projs(r):
    return proj(r).replace("-", "_")


def person44(r):
    return r.choice(["jdoe", "mokafor", "pnatarajan", "tkowalski", "lvermeer", "asato", "rgarcia", "hchen", "sbergstrom", "aodhiambo"])


def ts59(r):
    return "2025-%02d-%02dT%02d:%02d:%02d" % (r.randint(1, 11), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59))


def site(r):
    return r.choice(["SS-NORTHFIELD", "SS-HARBOR-132", "PV-WESTMOOR", "BESS-KILN-LANE", "WF-CARRICK", "SS-ELM-GROVE", "PV-SANDRIDGE"])


def kvp(c, styles):
    return [(ident(k) if c.p.t != "hdr" else k, v) for k, v in c.kvs(list(styles))]


_envk_prev = envk
NUMWORD = {"1": "ONE", "2": "TWO", "3": "THREE", "4": "FOUR"}


def envk(k):
    s_ = _envk_prev(k)
    return _re.sub(r"^(\d+)_?", lambda m: NUMWORD.get(m.group(1), "N" + m.group(1) + "_"), s_)


def pyconsts(c):
    return ["%s = %s" % (k, qexpr(c.p, v, "'")) for k, v in envs(c)]


def pyheaders(c):
    return "{%s}" % ", ".join("'%s': %s" % (k, hexpr(c.p, v, "'", " + ")) for k, v in c.headers())


def jsheaders(c, cat=" + "):
    return ", ".join("'%s': %s" % (k, hexpr(c.p, v, "'", cat)) for k, v in c.headers())


def hook_url(c, path="v1/events"):
    """where a program posts to: the header payload's own endpoint, or the company's own integration API"""
    return hdr_url(c) if c.p.t == "hdr" else "https://%s.%s/api/%s" % (proj(c.r), dom(c.r), path)


def snake_k(k):
    return envk(k).lower()


def camel_k(k):
    ws = [w for w in envk(k).lower().split("_") if w]
    return ws[0] + "".join(w.capitalize() for w in ws[1:])


def pascal_k(k):
    return "".join(w.capitalize() for w in envk(k).lower().split("_") if w)


def dotted_k(k):
    return envk(k).lower().replace("_", ".")


def ymd(r):
    return ts59(r)[:10]


ALLT = ["kv", "url", "hdr", "blob", "cmd", "snmp"]



# ================================================================ corpus 64 carriers: hospitality, travel, restaurants and food, agriculture
DOMS64 = {
    "hotel": ["harbourview-hotels.com", "larchmont-resorts.com", "stillwater-inns.com", "copperbeech-hotels.co.uk", "alderbay-suites.com"],
    "travel": ["wayfarer-travel.com", "northstar-journeys.com", "bluegate-tours.com", "compass-rose-travel.com"],
    "air": ["skyhaven-air.com", "coastline-airways.com", "meridian-ground.com", "kestrel-aviation.com"],
    "food": ["saffron-table.com", "copperkettle-restaurants.com", "fennel-and-fig.com", "brightside-kitchens.com", "harbour-noodle-bar.com"],
    "agri": ["meadowgate-farms.com", "prairiewind-ag.com", "greenacre-growers.com", "riverbend-dairy.com", "hollowbrook-orchards.com"],
    "drink": ["stonebridge-vineyards.com", "tidewater-brewing.com", "oakhollow-cellars.com", "ferncliff-brewery.com"],
    "venue": ["lanternhall-venues.com", "riverside-arena.com", "old-mill-events.com"],
}
THEME64 = {}


def hcar(theme, name, *a, **kw):
    THEME64[name] = theme
    return car(name, *a, **kw)


def dom(r):
    """the organisation's domain, drawn once per case from the carrier's trade (one file names one organisation)"""
    d = getattr(r, "_dom64", None)
    if d is None:
        d = r._dom64 = r.choice(DOMS64[THEME64.get(_CUR.get("carrier"), "hotel")])
    return d


def co(r):
    return dom(r).split(".")[0].split("-")[0]


def biz(r):
    return " ".join(w.capitalize() for w in dom(r).split(".")[0].split("-"))


def proj(r):
    p_ = getattr(r, "_proj64", None)
    if p_ is None:
        p_ = r._proj64 = r.choice(["api", "ops", "hub", "services", "integrations"])
    return p_


def projs(r):
    return proj(r).replace("-", "_")


def person44(r):
    return r.choice(["jdoe", "mokafor", "pnatarajan", "tkowalski", "lvermeer", "asato", "rgarcia", "hchen", "gmurphy", "ibrandt", "kadeyemi", "sferreira"])


def ts64(r):
    return "%d-%02d-%02dT%02d:%02d:%02d" % (r.choice([2025, 2026]), r.randint(1, 11), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59))


def ymd(r):
    return ts64(r)[:10]


def hotel_code(r):
    return "".join(w[0] for w in biz(r).split()).upper() + r.choice(["LON", "BER", "NYC", "LIS", "EDI", "SEA"])


def outlet(r):
    return r.choice(["Harbour St", "Market Hall", "Old Town", "Riverside", "Airport T2", "Station Sq"])


def h_rust(p, k, v):
    if is_cref(p) and P0 in v:
        return "format!(\"%s{}%s\", %s)" % (rust_lit(v[:v.index(P0)]), rust_lit(v[v.index(P1) + 1:]), mpart(v))
    return '"%s"' % v


ALLT = ["kv", "url", "hdr", "blob", "cmd", "snmp"]
SWIFT_OK = unless_cref(ok_and(okb('"\\\n'), HDR_DQ))
VB_OK = unless_cref(ok_and(okb('"\n'), lambda k, p: p.t != "hdr" or not (p.chars() & set('"\n'))))
JL_OK = unless_cref(ok_and(okb('"\\\n$'), lambda k, p: p.t != "hdr" or not (p.chars() & set('"\\$\n'))))
SCALA_OK = unless_cref(ok_and(okb('"\\\n$'), lambda k, p: p.t != "hdr" or not (p.chars() & set('"\\$\n'))))
PHP_SQ63 = unless_cref(ok_and(okb("'\\\n"), HDR_SQ))
LUA_OK = unless_cref(ok_and(okb("'\\\n"), HDR_SQ))
EX_OK = unless_cref(ok_and(okb('"\\\n'), HDR_DQ, no_sub("#{")))            # Elixir "..." interpolates #{...}
CLJ_OK = unless_cref(ok_and(okb('"\\\n'), HDR_DQ))
XTEXT64 = ok_and(okb("\n\t\r"), no_sub("${"))
HOCON_OK = okb('"\\\n$')


def hexpr(p, v, q="'", cat=" + ", dbl=False):
    """a header value as a string literal; a carrier reference (a secret-ref negative) becomes an expression joined to the
    literal parts around it, whose quote characters are escaped as the language does (a backslash, or the quote doubled in
    VB.NET and PowerShell)"""
    if is_cref(p) and P0 in v:
        esc = (lambda s: s.replace(q, q + q)) if dbl else (lambda s: s.replace("\\", "\\\\").replace(q, "\\" + q))
        a, b = v.index(P0), v.index(P1) + 1
        parts = ([q + esc(v[:a]) + q] if v[:a] else []) + [v[a:b]] + ([q + esc(v[b:]) + q] if v[b:] else [])
        return cat.join(parts)
    return q + v + q


def rust_lit(s):
    """the literal part of a `format!` string: backslash and quote escaped, braces doubled"""
    return s.replace("\\", "\\\\").replace('"', '\\"').replace("{", "{{").replace("}", "}}")


def _sh(c, head, tail, path):
    """a shell script: its header lines, the payload's lines, then the script's own work"""
    L = head + [""] + script_lines(c) + [""] + tail
    return "\n".join(L) + "\n", "raw", path


# --- shell scripts ------------------------------------------------------------------------------------------------------------------------
@hcar("hotel", "opera_ohip_reservations_pull_sh", "ohip_arrivals.sh", ALLT, ml="verbatim", ok=SCRIPT_OK)
def c_ohip(c):
    r = c.r
    hc = hotel_code(r)
    gw = "https://%s-ohip.hospitality-api.%s.ocs.oraclecloud.com" % (co(r), r.choice(["eu-frankfurt-1", "us-ashburn-1", "uk-london-1"]))
    head = ["#!/usr/bin/env bash", "# ohip_arrivals.sh - tomorrow's arrivals from OPERA Cloud through the Oracle Hospitality Integration Platform (OHIP):",
            "# an OAuth token from the gateway, then the Reservation API, written as a CSV for the front desk and housekeeping", "set -euo pipefail", "",
            'HOTEL_ID="${1:-%s}"' % hc, 'GATEWAY="%s"' % gw, 'ARRIVAL="$(date -d tomorrow +%F)"', 'APP_KEY="$(cat ~/.ohip/app_key)"']
    tail = ['OHIP_BEARER=$(curl -fsS -X POST "$GATEWAY/oauth/v1/tokens" -H "x-app-key: $APP_KEY" -H "enterpriseId: %s" \\' % co(r).upper(),
            '  -u "$(cat ~/.ohip/integration_user)" -d "grant_type=password&username=$(cat ~/.ohip/user)&password=$(cat ~/.ohip/password)" | jq -r .access_token)',
            'curl -fsS "$GATEWAY/rsv/v1/hotels/$HOTEL_ID/reservations?arrivalStartDate=$ARRIVAL&arrivalEndDate=$ARRIVAL&limit=%d" \\' % r.choice([100, 200]),
            '  -H "Authorization: Bearer $OHIP_BEARER" -H "x-app-key: $APP_KEY" -H "x-hotelid: $HOTEL_ID" \\',
            "  | jq -r '.reservations.reservationInfo[] | [.reservationIdList[0].id, .roomStay.roomType, .reservationGuest.surname, .roomStay.arrivalDate] | @csv' \\",
            '  > "/srv/frontdesk/arrivals-$HOTEL_ID-$ARRIVAL.csv"', 'echo "arrivals for $ARRIVAL written"']
    return _sh(c, head, tail, "pms/bin/ohip_arrivals.sh")


@hcar("travel", "hotelbeds_cache_api_refresh_sh", "hotelbeds_cache_refresh.sh", ALLT, ml="verbatim", ok=SCRIPT_OK)
def c_hbcache(c):
    r = c.r
    head = ["#!/bin/bash", "# hotelbeds_cache_refresh.sh - nightly refresh of the Hotelbeds (APItude) Cache API files for the static rate cache:",
            "# signs the request (X-Signature = SHA-256 of key + secret + epoch seconds), downloads the full file, loads it", "set -euo pipefail", "",
            'OUT="/srv/hotelbeds/cache/$(date +%Y%m%d)"', 'HB_KEY="$(cat /etc/hotelbeds/api_key)"', 'HB_SECRET="$(cat /etc/hotelbeds/secret)"']
    tail = ['mkdir -p "$OUT"', 'SIG=$(printf \'%s%s%s\' "$HB_KEY" "$HB_SECRET" "$(date +%s)" | sha256sum | cut -d" " -f1)',
            'curl -fsS --compressed -H "Api-key: $HB_KEY" -H "X-Signature: $SIG" -o "$OUT/full.zip" \\',
            '  "https://api.hotelbeds.com/cache-api/1.0/full?destinationCodes=%s"' % ",".join(r.sample(["PMI", "BCN", "LIS", "AGP", "FAO", "TFS"], 3)),
            'unzip -q -o "$OUT/full.zip" -d "$OUT"', '/opt/%s/bin/load-static-rates "$OUT"' % co(r), 'echo "cache files of $(date +%F) loaded"']
    return _sh(c, head, tail, "content/bin/hotelbeds_cache_refresh.sh")


@hcar("travel", "iata_bsp_hot_file_fetch_sh", "fetch_bsp_hot.sh", ALLT, ml="verbatim", ok=SCRIPT_OK)
def c_bsp(c):
    r = c.r
    cc = r.choice(["GB", "DE", "ES", "IE", "NL"])
    iata = "%08d" % r.randint(10 ** 7, 10 ** 8 - 1)
    head = ["#!/bin/bash", "# fetch_bsp_hot.sh - picks up the day's BSP HOT file (DISH format) for agency %s from the BSPlink file transfer" % iata,
            "# server, archives it and hands it to the back office's ticket reconciliation", "set -euo pipefail", "",
            'AGENT="%s"' % iata, 'BSP="%s"' % cc, 'DAY="$(date -d yesterday +%y%m%d)"', 'INBOX="/srv/bsp/$BSP/inbox"']
    tail = ['sftp -q -b - -i ~/.ssh/bsplink_ed25519 "${AGENT}@fts.bsplink.example" <<EOF', "cd outgoing", 'get ${BSP}ebsp${AGENT}_${DAY}* $INBOX/', "EOF",
            'for f in "$INBOX"/*"_${DAY}"*; do', '  gzip -t "$f" 2>/dev/null && gunzip -f "$f"', "done",
            '/opt/backoffice/bin/hot-reconcile --bsp "$BSP" --agent "$AGENT" --date "$DAY" "$INBOX"', 'echo "HOT file of $DAY reconciled"']
    return _sh(c, head, tail, "accounting/bin/fetch_bsp_hot.sh")


@hcar("food", "toast_menus_sync_sh", "toast_menu_sync.sh", ALLT, ml="verbatim", ok=SCRIPT_OK)
def c_toast(c):
    r = c.r
    head = ["#!/usr/bin/env bash", "# toast_menu_sync.sh - pulls each location's published menu from the Toast Menus API v2 and refreshes the",
            "# digital menu boards and the website's menu pages", "set -euo pipefail", "",
            'TOAST="https://ws-api.toasttab.com"', 'LOCATIONS="/etc/%s/toast_locations.txt"' % co(r)]
    tail = ['TOAST_BEARER=$(curl -fsS -X POST "$TOAST/authentication/v1/authentication/login" -H "Content-Type: application/json" \\',
            '  -d @/etc/%s/toast_login.json | jq -r .token.accessToken)' % co(r),
            'while read -r guid name; do',
            '  curl -fsS "$TOAST/menus/v2/menus" -H "Authorization: Bearer $TOAST_BEARER" -H "Toast-Restaurant-External-ID: $guid" > "/srv/menus/$guid.json"',
            '  /opt/menuboard/bin/publish --location "$name" "/srv/menus/$guid.json"', 'done < "$LOCATIONS"', 'echo "menus synced"']
    return _sh(c, head, tail, "menu/bin/toast_menu_sync.sh")


@hcar("agri", "isoxml_taskdata_import_sh", "import_taskdata.sh", ALLT, ml="verbatim", ok=SCRIPT_OK)
def c_isoxml(c):
    r = c.r
    head = ["#!/bin/bash", "# import_taskdata.sh - copies an ISOBUS task set (ISO 11783-10 TASKDATA.XML and its binary log files) from the USB",
            "# stick taken out of the tractor terminal, checks it and files it under the season in the farm records", "set -euo pipefail", "",
            'STICK="${1:-/media/usb0}"', 'SEASON="%d"' % r.choice([2025, 2026]), 'DEST="/srv/farm-records/$SEASON/taskdata/$(date +%Y%m%d-%H%M)"']
    tail = ['test -f "$STICK/TASKDATA/TASKDATA.XML" || { echo "no TASKDATA on $STICK" >&2; exit 1; }', 'mkdir -p "$DEST"',
            'cp -a "$STICK/TASKDATA/." "$DEST/"', 'xmllint --noout "$DEST/TASKDATA.XML"',
            'grep -o \'<TSK A="[^"]*" B="[^"]*"\' "$DEST/TASKDATA.XML" | sed \'s/.*B="\\([^"]*\\)"/\\1/\' > "$DEST/tasks.txt"',
            '(cd "$DEST" && zip -qr "../$(basename "$DEST").zip" .)', 'echo "$(wc -l < "$DEST/tasks.txt") tasks filed for $SEASON"']
    return _sh(c, head, tail, "farm/bin/import_taskdata.sh")


@hcar("food", "haccp_probe_log_upload_sh", "upload_haccp_logs.sh", ALLT, ml="verbatim", ok=SCRIPT_OK)
def c_haccp(c):
    r = c.r
    head = ["#!/bin/sh", "# upload_haccp_logs.sh - end of service: collects the fridge, freezer and hot-hold probe logs (CSV from the wireless",
            "# loggers' base station), flags readings outside the HACCP critical limits and files them with the compliance team", "set -eu", "",
            'SITE="%s"' % outlet(r), 'LOGS="/var/lib/probe-base/export"', 'CHILL_MAX=%s' % r.choice(["5.0", "8.0"]), "HOT_MIN=63.0"]
    tail = ['DAY=$(date +%F)', 'cat "$LOGS"/*.csv > "/tmp/haccp-$DAY.csv"',
            'awk -F, -v c="$CHILL_MAX" -v h="$HOT_MIN" \'$3=="chill" && $4>c || $3=="hot" && $4<h {print "CCP breach:", $0}\' "/tmp/haccp-$DAY.csv" > "/tmp/haccp-$DAY.breaches"',
            'gzip -f "/tmp/haccp-$DAY.csv"', 'rsync -a "/tmp/haccp-$DAY.csv.gz" "/tmp/haccp-$DAY.breaches" "compliance@records01:/data/haccp/$SITE/"',
            'echo "$(wc -l < "/tmp/haccp-$DAY.breaches") breaches logged for $SITE on $DAY"']
    return _sh(c, head, tail, "kitchen/bin/upload_haccp_logs.sh")


@hcar("drink", "winery_ttb_report_export_sh", "ttb_monthly_export.sh", ALLT, ml="verbatim", ok=SCRIPT_OK)
def c_ttb(c):
    r = c.r
    head = ["#!/usr/bin/env bash", "# ttb_monthly_export.sh - month end: exports bulk and bottled wine movements from the cellar database and builds the",
            "# figures for TTB Form 5120.17 (Report of Wine Premises Operations) for the compliance manager to review", "set -euo pipefail", "",
            'MONTH="${1:-$(date -d "last month" +%Y-%m)}"', 'BWN="BW-%s-%d"' % (r.choice(["CA", "OR", "WA", "NY"]), r.randint(1000, 29999)), 'OUT="/srv/compliance/ttb/$MONTH"']
    tail = ['mkdir -p "$OUT"', 'psql -X -q -d cellar -v month="$MONTH" -f /opt/cellar/sql/ttb_5120_17.sql -o "$OUT/5120_17_part1.csv" --csv',
            'psql -X -q -d cellar -v month="$MONTH" -f /opt/cellar/sql/ttb_bottled.sql -o "$OUT/5120_17_part2.csv" --csv',
            'echo "$BWN $MONTH: $(tail -n +2 "$OUT/5120_17_part1.csv" | wc -l) bulk lines, $(tail -n +2 "$OUT/5120_17_part2.csv" | wc -l) bottled lines"']
    return _sh(c, head, tail, "compliance/bin/ttb_monthly_export.sh")


# --- terminal captures ---------------------------------------------------------------------------------------------------------------------
def _sess(c, ps, first, path):
    L = first + session_lines(c, ps) + [ps]
    return "\n".join(L) + "\n", "raw", path


@hcar("hotel", "mews_connector_api_session", "session.txt", ALLT, ml="verbatim", ok=SESSION_OK)
def c_mews(c):
    r = c.r
    ps = "%s@%s-int01:~/mews$ " % (person44(r), co(r))
    first = [ps + "curl -s -X POST https://api.mews-demo.com/api/connector/v1/configuration/get -H 'Content-Type: application/json' -d @auth.json | jq '.Enterprise | {Name, TimeZoneIdentifier, Currencies: [.Currencies[].Currency]}'",
             "{", '  "Name": "%s %s",' % (biz(r), r.choice(["Lisbon", "Berlin", "Edinburgh"])), '  "TimeZoneIdentifier": "%s",' % r.choice(["Europe/Lisbon", "Europe/Berlin", "Europe/London"]),
             '  "Currencies": [', '    "EUR",', '    "GBP"', "  ]", "}"]
    return _sess(c, ps, first, "notes/mews-%s.txt" % ymd(r))


@hcar("agri", "opcua_greenhouse_uaread_session", "session.txt", ALLT, ml="verbatim", ok=SESSION_OK)
def c_uaread(c):
    r = c.r
    ps = "%s@gh-ops:~$ " % person44(r)
    comp = r.randint(1, 8)
    first = [ps + "uaread -u opc.tcp://gh-plc%02d:4840 -n 'ns=3;s=Compartment%d.AirTemperature'" % (r.randint(1, 4), comp), "%.1f" % r.uniform(17, 27),
             ps + "uaread -u opc.tcp://gh-plc01:4840 -n 'ns=3;s=Compartment%d.RelativeHumidity'" % comp, "%.1f" % r.uniform(60, 90),
             ps + "uaread -u opc.tcp://gh-plc01:4840 -n 'ns=3;s=Compartment%d.CO2Setpoint'" % comp, "%d" % r.choice([600, 800, 900, 1000])]
    return _sess(c, ps, first, "notes/greenhouse-%s.txt" % ymd(r))


@hcar("agri", "livestock_eid_reader_session", "session.txt", ALLT, ml="verbatim", ok=SESSION_OK)
def c_eid(c):
    r = c.r
    ps = "%s@parlour-pc:~$ " % person44(r)
    cc = r.choice(["826", "372", "276", "840"])
    first = [ps + "stty -F /dev/ttyUSB0 9600 raw -echo && timeout 20 cat /dev/ttyUSB0"] + \
            ["%s %012d" % (cc, r.randint(10 ** 10, 10 ** 12 - 1)) for _ in range(r.randint(3, 5))]
    return _sess(c, ps, first, "notes/eid-reader-%s.txt" % ymd(r))


@hcar("hotel", "apaleo_api_curl_session", "session.txt", ALLT, ml="verbatim", ok=SESSION_OK)
def c_apaleo(c):
    r = c.r
    ps = "%s@revenue-ws:~$ " % person44(r)
    first = [ps + "curl -s https://api.apaleo.com/inventory/v1/properties -H \"Authorization: Bearer $(cat ~/.apaleo/token)\" | jq -r '.properties[] | [.id, .name.en] | @tsv'"] + \
            ["%s\t%s %s" % (code, biz(r), city) for code, city in r.sample([("LIS", "Lisbon"), ("BER", "Berlin"), ("EDI", "Edinburgh"), ("VIE", "Vienna"), ("AMS", "Amsterdam")], 3)]
    return _sess(c, ps, first, "notes/apaleo-%s.txt" % ymd(r))


@hcar("agri", "opensprinkler_api_session", "session.txt", ALLT, ml="verbatim", ok=SESSION_OK)
def c_osp(c):
    r = c.r
    ps = "%s@farm-office:~$ " % person44(r)
    first = [ps + "curl -s \"http://os-%s.local/jc?pw=$(printf %%s \"$OS_PW\" | md5sum | cut -c1-32)\" | jq -c '{devt, nbrd, en, rd, sbits}'" % r.choice(["orchard", "north", "tunnels", "nursery"]),
             '{"devt":%d,"nbrd":%d,"en":1,"rd":0,"sbits":[%d,0]}' % (1700000000 + r.randint(0, 10 ** 8), r.randint(1, 3), r.choice([0, 1, 4, 8]))]
    return _sess(c, ps, first, "notes/irrigation-%s.txt" % ymd(r))


# --- a log --------------------------------------------------------------------------------------------------------------------------------
LF_OK = ok_and(okb('"\\\n'), HDR_DQ, lambda k, p: not is_ref(p))   # a log prints resolved values, not references


def lfv(v):
    """a logfmt value: bare, or in double quotes when it has a blank or `=` (callers keep quotes and backslashes out)"""
    sv = strip_marks(v)
    return '"%s"' % v if (not sv or any(ch in sv for ch in " ="))  else v


@hcar("food", "order_injection_worker_logfmt_log", "worker.log", ["kv", "url", "hdr"], ok=LF_OK)
def c_lflog(c):
    r, p = c.r, c.p
    day = ymd(r)
    n = [r.randint(0, 86399 * 1000)]

    def ln(lvl, caller, msg, extra=""):
        """go-kit style logfmt: ts=... level=... caller=... msg=..."""
        n[0] += r.randint(3, 900)
        t = n[0] % (86400 * 1000)
        return "ts=%sT%02d:%02d:%02d.%03dZ level=%s caller=%s msg=%s%s" % (day, t // 3600000, t // 60000 % 60, t // 1000 % 60, t % 1000, lvl, caller, lfv(msg), extra)
    L = [ln("info", "main.go:%d" % r.randint(40, 90), "order injector starting", " version=1.%d.%d locations=%d" % (r.randint(0, 9), r.randint(0, 20), r.randint(3, 40))),
         ln("info", "main.go:%d" % r.randint(91, 120), "consuming", " topic=%s" % r.choice(["orders.ubereats", "orders.deliveroo", "orders.doordash", "orders.web"]))]
    if p.t in ("kv", "url"):
        L += [ln("debug", "config.go:%d" % r.randint(30, 200), "setting loaded", " key=%s value=%s" % (k.lower(), lfv(v))) for k, v in envs(c)]
    else:
        u = hdr_url(c)
        L += [ln("debug", "pos/client.go:%d" % r.randint(40, 200), "pos request", " method=POST url=%s" % u) ]
        L += [ln("debug", "pos/client.go:%d" % r.randint(40, 200), "pos request header", " header=\"%s: %s\"" % (k, v)) for k, v in c.headers()]
        L += [ln("warn", "pos/client.go:%d" % r.randint(201, 260), "pos rejected order", " status=401 retry_in=30s url=%s" % u.split("?")[0])]
    L += [ln("info", "inject.go:%d" % r.randint(50, 150), "order injected", " order=%d ticket=%d prep_minutes=%d" % (r.randint(10 ** 7, 10 ** 8), r.randint(100, 999), r.randint(8, 35)))]
    return "\n".join(L) + "\n", "raw", "var/log/order-injector/worker.log"


# --- runbooks in Markdown -----------------------------------------------------------------------------------------------------------------
def _runbook(c, title, owner, before, heads, after):
    r, p = c.r, c.p
    L = ["# %s" % title, "", owner % {"d": ymd(r)}, "", "## Before you start", ""] + ["%d. %s" % (i + 1, t) for i, t in enumerate(before)]
    L += ["", "## %s" % heads[p.t], "", "```sh"]
    L += script_lines(c)
    L += ["```", "", "## Afterwards", ""] + ["%d. %s" % (i + 1, t) for i, t in enumerate(after)] + [""]
    return "\n".join(L)


@hcar("hotel", "night_audit_runbook_md", "night-audit.md", ALLT, ml="verbatim", ok=SCRIPT_OK)
def c_nightrb(c):
    r = c.r
    heads = {"kv": "Pointing the audit export job at the property", "url": "Pointing the audit export job at the property",
             "hdr": "Checking the PMS vendor's API from the back office", "blob": "Placing the files the interface server needs",
             "cmd": "Checking the night auditor's directory account", "snmp": "Checking the front office switch"}
    txt = _runbook(c, "Night audit: %s" % biz(r), "Owner: Front office manager - the night auditor runs it after 02:00 - reviewed %(d)s",
                   ["All departures checked out or extended; no-shows posted with the guaranteed-booking fee.",
                    "Cashier shifts closed and the card terminals' batches settled; the F&B outlets' checks are all closed in the POS.",
                    "Room and tax postings checked against the rate codes; the house accounts balanced."], heads,
                   ["Roll the business date and print the manager's flash report.",
                    "Send the daily revenue export to the revenue manager and accounting.",
                    "Note interface errors (POS, call accounting, key cards) in the handover log."])
    return txt, "raw", "docs/front-office/night-audit.md"


@hcar("food", "menu_launch_runbook_md", "menu-launch.md", ALLT, ml="verbatim", ok=SCRIPT_OK)
def c_menurb(c):
    r = c.r
    heads = {"kv": "Pointing the menu sync at the new menu", "url": "Pointing the menu sync at the new menu",
             "hdr": "Checking the ordering platform's API", "blob": "Placing the files the menu server needs",
             "cmd": "Checking the head chef's directory account", "snmp": "Checking the kitchen switch"}
    txt = _runbook(c, "Menu launch: %s %s" % (r.choice(["Spring", "Summer", "Autumn", "Winter"]), r.choice(["menu", "small plates", "brunch menu"])),
                   "Owner: Operations - the executive chef signs off the recipes and allergens - reviewed %(d)s",
                   ["Recipes costed and the allergen matrix (14 allergens) updated for every dish; labels printed for the pass.",
                    "Items, modifiers and prices built in the POS and tested on one terminal per site; kitchen display routing checked.",
                    "Photos and descriptions ready for the delivery platforms; the platform prices include their commission."], heads,
                   ["Switch the delivery platforms to the new menu after the last lunch orders.",
                    "Watch the first service's ticket times on the kitchen display and adjust the prep list.",
                    "Archive the old menu's items instead of deleting them, so the sales history stays intact."])
    return txt, "raw", "docs/ops/menu-launch.md"


@hcar("air", "irops_disruption_runbook_md", "irops.md", ALLT, ml="verbatim", ok=SCRIPT_OK)
def c_iropsrb(c):
    r = c.r
    heads = {"kv": "Pointing the rebooking tool at the disruption", "url": "Pointing the rebooking tool at the disruption",
             "hdr": "Checking the reservation system's API from the ops centre", "blob": "Placing the files the disruption server needs",
             "cmd": "Checking the duty manager's directory account", "snmp": "Checking the ops centre's router"}
    txt = _runbook(c, "Irregular operations (IROPS): %s" % r.choice(["weather at the hub", "ATC flow restrictions", "aircraft on ground", "crew shortage"]),
                   "Owner: Operations control centre - the duty manager declares IROPS - reviewed %(d)s",
                   ["Affected flights listed with new times or cancellations in the movement control system; MVT messages sent.",
                    "Crew legality checked against flight-time limitations for every delayed pairing.",
                    "Passenger counts and connections pulled per flight; hotel and meal vouchers requested at the hub."], heads,
                   ["Send the rebooking and compensation (EU261) figures to customer relations.",
                    "Close the disruption in the ops log with the root cause.",
                    "Release blocked hotel rooms that were not used."])
    return txt, "raw", "docs/occ/irops.md"


# --- integration code ---------------------------------------------------------------------------------------------------------------------
@hcar("hotel", "cloudbeds_reservations_sync_py", "cloudbeds_sync.py", ["kv", "url", "hdr"], ok=PY_SQ_OK)
def c_cloudbeds(c):
    r, p = c.r, c.p
    L = ['"""Hourly sync of new and modified Cloudbeds reservations (API v1.2, getReservations) into the revenue', 'management system\'s pickup table."""',
         "import datetime as dt", "", "import requests", ""]
    if p.t != "hdr":
        L += pyconsts(c) + [""]
    L += ["CLOUDBEDS = 'https://api.cloudbeds.com/api/v1.2'", "PROPERTY_ID = '%d'" % r.randint(100000, 999999), "", "",
          "def main():", "    token = open('/run/secrets/cloudbeds_access_token').read().strip()",
          "    since = (dt.datetime.utcnow() - dt.timedelta(hours=1)).strftime('%Y-%m-%d %H:%M:%S')",
          "    res = requests.get(CLOUDBEDS + '/getReservations', headers={'Authorization': 'Bearer ' + token},",
          "                       params={'propertyID': PROPERTY_ID, 'modifiedFrom': since, 'pageSize': 100}, timeout=30).json()",
          "    rows = [{'id': x['reservationID'], 'status': x['status'], 'arrival': x['startDate'], 'departure': x['endDate'],",
          "             'source': x.get('sourceName')} for x in res.get('data', [])]",
          "    requests.post('%s', json=rows, timeout=30%s)" % (hook_url(c, "v1/rms/pickup"), (", headers=%s" % pyheaders(c)) if p.t == "hdr" else ""),
          "", "", "if __name__ == '__main__':", "    main()"]
    return "\n".join(L) + "\n", "raw", "rms/cloudbeds_sync.py"


@hcar("hotel", "siteminder_bookings_import_rb", "import_siteminder_bookings.rb", ["kv", "url", "hdr"], ok=PY_SQ_OK)
def c_siteminder(c):
    r, p = c.r, c.p
    L = ["# import_siteminder_bookings.rb - reads the reservations report exported from the SiteMinder channel manager (CSV) and",
         "# posts the OTA commissions per channel to the accounting system", "require 'csv'", "require 'json'", "require 'net/http'", ""]
    if p.t != "hdr":
        L += ["%s = %s" % (k, qexpr(p, v, "'")) for k, v in envs(c)] + [""]
    L += ["report = ARGV.fetch(0) # e.g. Reservations_%s.csv" % ymd(r).replace("-", ""), "by_channel = Hash.new(0.0)",
          "CSV.foreach(report, headers: true) do |row|", "  next if row['Status'] == 'Cancelled'",
          "  by_channel[row['Channel']] += row['Total Amount'].to_f * row['Commission %'].to_f / 100", "end", "",
          "uri = URI('%s')" % hook_url(c, "v1/accounting/ota-commissions"), "req = Net::HTTP::Post.new(uri, 'Content-Type' => 'application/json')"]
    if p.t == "hdr":
        L += ["req['%s'] = %s" % (k, hexpr(p, v, "'", " + ")) for k, v in c.headers()]
    L += ["req.body = { report: File.basename(report), commissions: by_channel }.to_json",
          "res = Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |h| h.request(req) }", "puts \"#{by_channel.size} channels posted (#{res.code})\""]
    return "\n".join(L) + "\n", "raw", "channel-manager/import_siteminder_bookings.rb"


@hcar("travel", "travelport_air_search_cs", "AirSearch.cs", ["kv", "url", "hdr"], ok=DQ_OK56)
def c_travelport(c):
    r, p = c.r, c.p
    L = ["// AirSearch.cs - agency desktop back end: Travelport+ (JSON APIs) catalog product offerings search for a city pair,",
         "// cached for the agents' fare screen and reported to the agency's search analytics", "using System.Net.Http;", "using System.Net.Http.Headers;", "using System.Text;",
         "using System.Threading.Tasks;", "", "namespace %s.Air;" % biz(r).replace(" ", ""), "", "public sealed class AirSearch", "{",
         "    private static readonly HttpClient Http = new HttpClient();"]
    if p.t != "hdr":
        L += ["    private %s string %s = %s;" % ("static readonly" if is_cref(p) else "const", pascal_k(k), qexpr(p, v, '"')) for k, v in envs(c)]
    L += ["", "    public async Task<string> SearchAsync(string token, string from, string to, string date)", "    {",
          "        var body = $\"{{\\\"CatalogProductOfferingsQueryRequest\\\":{{\\\"CatalogProductOfferingsRequest\\\":{{\\\"@type\\\":\\\"CatalogProductOfferingsRequestAir\\\",\"",
          "                 + $\"\\\"SearchCriteriaFlight\\\":[{{\\\"departureDate\\\":\\\"{date}\\\",\\\"From\\\":{{\\\"value\\\":\\\"{from}\\\"}},\\\"To\\\":{{\\\"value\\\":\\\"{to}\\\"}}}}]}}}}}}\";",
          "        using var search = new HttpRequestMessage(HttpMethod.Post, \"https://api.travelport.net/11/air/catalog/search/catalogproductofferings\");",
          "        search.Headers.Authorization = new AuthenticationHeaderValue(\"Bearer\", token);",
          "        search.Headers.Add(\"XAUTH_TRAVELPORT_ACCESSGROUP\", Environment.GetEnvironmentVariable(\"TRAVELPORT_ACCESS_GROUP\"));",
          "        search.Content = new StringContent(body, Encoding.UTF8, \"application/json\");",
          "        var offers = await (await Http.SendAsync(search)).Content.ReadAsStringAsync();",
          "        using var req = new HttpRequestMessage(HttpMethod.Post, \"%s\")" % hook_url(c, "v1/analytics/air-searches"),
          "        {", "            Content = new StringContent($\"{{\\\"from\\\":\\\"{from}\\\",\\\"to\\\":\\\"{to}\\\"}}\", Encoding.UTF8, \"application/json\")", "        };"]
    if p.t == "hdr":
        L += ["        req.Headers.TryAddWithoutValidation(\"%s\", %s);" % (k, hexpr(p, v, '"', " + ")) for k, v in c.headers()]
    L += ["        await Http.SendAsync(req);", "        return offers;", "    }", "}"]
    return "\n".join(L) + "\n", "raw", "AgencyDesktop/Air/AirSearch.cs"


@hcar("air", "ndc_airshopping_client_java", "AirShoppingClient.java", ["kv", "url", "hdr"], ok=DQ_OK56)
def c_ndc(c):
    r, p = c.r, c.p
    air = r.choice(["XQ", "ZV", "QK", "WX"])
    L = ["package com.%s.ndc;" % co(r), "", "import java.net.URI;", "import java.net.http.*;", "",
         "/** Sends an IATA NDC 21.3 AirShoppingRQ to the airline's NDC gateway and records the offer count for the sales dashboard. */",
         "public class AirShoppingClient {"]
    if p.t != "hdr":
        L += ["    private static final String %s = %s;" % (k, qexpr(p, v, '"')) for k, v in envs(c)]
    L += ["", "    static String airShoppingRq(String from, String to, String date) {",
          "        return \"<IATA_AirShoppingRQ xmlns=\\\"http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersMessage\\\">\"",
          "            + \"<DistributionChain><DistributionChainLink><Ordinal>1</Ordinal><OrgRole><Carrier><AirlineDesigCode>%s</AirlineDesigCode></Carrier></OrgRole></DistributionChainLink></DistributionChain>\"" % air,
          "            + \"<Request><FlightRequest><FlightRequestOriginDestinationsCriteria><OriginDestCriteria>\"",
          "            + \"<OriginDepCriteria><Date>\" + date + \"</Date><IATA_LocationCode>\" + from + \"</IATA_LocationCode></OriginDepCriteria>\"",
          "            + \"<DestArrivalCriteria><IATA_LocationCode>\" + to + \"</IATA_LocationCode></DestArrivalCriteria>\"",
          "            + \"</OriginDestCriteria></FlightRequestOriginDestinationsCriteria></FlightRequest></Request></IATA_AirShoppingRQ>\";", "    }", "",
          "    public static void main(String[] args) throws Exception {", "        var http = HttpClient.newHttpClient();",
          "        var shop = HttpRequest.newBuilder(URI.create(\"https://ndc.%s.example/21.3/AirShopping\"))" % air.lower(),
          "            .header(\"Content-Type\", \"application/xml\").header(\"Authorization\", \"Bearer \" + System.getenv(\"NDC_ACCESS_TOKEN\"))",
          "            .POST(HttpRequest.BodyPublishers.ofString(airShoppingRq(args[0], args[1], args[2]))).build();",
          "        String rs = http.send(shop, HttpResponse.BodyHandlers.ofString()).body();",
          "        int offers = rs.split(\"<Offer>\", -1).length - 1;",
          "        var post = HttpRequest.newBuilder(URI.create(\"%s\"))" % hook_url(c, "v1/sales/ndc-offers"), "            .header(\"Content-Type\", \"application/json\")"]
    if p.t == "hdr":
        L += ["            .header(\"%s\", %s)" % (k, hexpr(p, v, '"', " + ")) for k, v in c.headers()]
    L += ["            .POST(HttpRequest.BodyPublishers.ofString(\"{\\\"offers\\\":\" + offers + \"}\")).build();",
          "        http.send(post, HttpResponse.BodyHandlers.discarding());", "    }", "}"]
    return "\n".join(L) + "\n", "raw", "ndc-client/src/main/java/com/%s/ndc/AirShoppingClient.java" % co(r)


@hcar("air", "crew_roster_export_go", "main.go", ["kv", "url", "hdr"], ok=DQ_OK56)
def c_crew(c):
    r, p = c.r, c.p
    L = ["// Command roster-push reads the published crew roster export (CSV from the crew management system: crew id, duty date,", "// pairing, report time) and pushes each crew member's duties to the crew app.",
         "package main", "", "import (", "\t\"bytes\"", "\t\"encoding/csv\"", "\t\"encoding/json\"", "\t\"net/http\"", "\t\"os\"", ")", ""]
    if p.t != "hdr":
        pairs = [(go_field(k), qexpr(p, v, '"')) for k, v in envs(c)]
        w = max(len(k) for k, _ in pairs)
        L += ["%s (" % ("var" if is_cref(p) else "const")] + ["\t%s = %s" % (k.ljust(w), v) for k, v in pairs] + [")", ""]
    L += ["type duty struct {", "\tCrewID  string `json:\"crew_id\"`", "\tDate    string `json:\"date\"`", "\tPairing string `json:\"pairing\"`", "\tReport  string `json:\"report\"`", "}", "",
          "func main() {", "\tf, err := os.Open(os.Args[1])", "\tif err != nil {", "\t\tpanic(err)", "\t}", "\tdefer f.Close()",
          "\trecs, _ := csv.NewReader(f).ReadAll()", "\tvar duties []duty", "\tfor _, rec := range recs[1:] {",
          "\t\tduties = append(duties, duty{rec[0], rec[1], rec[2], rec[3]})", "\t}", "\tbody, _ := json.Marshal(duties)",
          "\treq, _ := http.NewRequest(http.MethodPost, \"%s\", bytes.NewReader(body))" % hook_url(c, "v1/crew-app/duties"),
          "\treq.Header.Set(\"Content-Type\", \"application/json\")"]
    if p.t == "hdr":
        L += ["\treq.Header.Set(\"%s\", %s)" % (k, hexpr(p, v, '"', " + ")) for k, v in c.headers()]
    L += ["\tif _, err := http.DefaultClient.Do(req); err != nil {", "\t\tpanic(err)", "\t}", "}"]
    return "\n".join(L) + "\n", "raw", "cmd/roster-push/main.go"


@hcar("food", "doordash_order_webhook_ts", "doordash.ts", ["kv", "url", "hdr"], ok=JS_SQ56)
def c_doordash(c):
    r, p = c.r, c.p
    L = ["// doordash.ts - receives DoorDash Marketplace order webhooks, injects the order into the POS and confirms it to DoorDash", "import express from 'express';", ""]
    if p.t != "hdr":
        L += ["const %s = %s;" % (k, qexpr(p, v, "'")) for k, v in envs(c)] + [""]
    L += ["export const doordash = express.Router();", "",
          "doordash.post('/webhooks/doordash/orders', express.json(), async (req, res) => {", "  const order = req.body;",
          "  const pos = await fetch('%s', {" % hook_url(c, "v1/pos/orders"), "    method: 'POST',"]
    if p.t == "hdr":
        L += ["    headers: { 'Content-Type': 'application/json', %s }," % jsheaders(c)]
    else:
        L += ["    headers: { 'Content-Type': 'application/json' },"]
    L += ["    body: JSON.stringify({ source: 'doordash', external_id: order.id, items: order.categories?.flatMap((c: any) => c.items) ?? [] }),", "  });",
          "  const status = pos.ok ? 'success' : 'fail';",
          "  await fetch(`https://openapi.doordash.com/marketplace/api/v1/orders/${order.id}`, {", "    method: 'PATCH',",
          "    headers: { Authorization: `Bearer ${await doordashJwt()}`, 'Content-Type': 'application/json' },",
          "    body: JSON.stringify({ merchant_supplied_id: order.id, order_status: status }),", "  });", "  res.sendStatus(202);", "});", "",
          "declare function doordashJwt(): Promise<string>;"]
    return "\n".join(L) + "\n", "raw", "src/routes/webhooks/doordash.ts"


@hcar("food", "ubereats_store_status_kt", "StoreHours.kt", ["kv", "url", "hdr"], ok=DQ_DOLLAR)
def c_ubereats(c):
    r, p = c.r, c.p
    L = ["package com.%s.delivery" % co(r), "", "import java.net.URI", "import java.net.http.HttpClient", "import java.net.http.HttpRequest", "import java.net.http.HttpResponse", "",
         "// Pauses or resumes the sites' Uber Eats stores (Marketplace store status API) when the kitchen is overloaded, and", "// logs the change with the operations service.",
         "private const val EATS = \"https://api.uber.com/v1/eats\""]
    if p.t != "hdr":
        L += [("private val %s = %s" if is_cref(p) else "private const val %s = %s") % (k, qexpr(p, v, '"')) for k, v in envs(c)]
    L += ["", "class StoreHours(private val http: HttpClient = HttpClient.newHttpClient()) {",
          "    fun setOnline(storeId: String, online: Boolean, token: String): Int {",
          "        val status = if (online) \"ONLINE\" else \"PAUSED\"",
          "        val req = HttpRequest.newBuilder(URI.create(\"$EATS/store/$storeId/status\"))",
          "            .header(\"Authorization\", \"Bearer $token\").header(\"Content-Type\", \"application/json\")",
          "            .POST(HttpRequest.BodyPublishers.ofString(\"{\\\"status\\\":\\\"$status\\\",\\\"reason\\\":\\\"HIGH_DEMAND\\\"}\")).build()",
          "        val code = http.send(req, HttpResponse.BodyHandlers.discarding()).statusCode()",
          "        val log = HttpRequest.newBuilder(URI.create(\"%s\"))" % hook_url(c, "v1/ops/store-status"), "            .header(\"Content-Type\", \"application/json\")"]
    if p.t == "hdr":
        L += ["            .header(\"%s\", %s)" % (k, hexpr(p, v, '"', " + ")) for k, v in c.headers()]
    L += ["            .POST(HttpRequest.BodyPublishers.ofString(\"{\\\"store\\\":\\\"$storeId\\\",\\\"status\\\":\\\"$status\\\"}\")).build()",
          "        http.send(log, HttpResponse.BodyHandlers.discarding())", "        return code", "    }", "}"]
    return "\n".join(L) + "\n", "raw", "delivery-jobs/src/main/kotlin/com/%s/delivery/StoreHours.kt" % co(r)


@hcar("food", "deliveroo_menu_push_php", "DeliverooMenuPush.php", ["kv", "url", "hdr"], ok=PHP_SQ63)
def c_deliveroo(c):
    r, p = c.r, c.p
    L = ["<?php", "// DeliverooMenuPush.php - uploads the brand's menu (built from the POS items) to the Deliveroo Menu API and", "// reports the upload to the menu-sync dashboard",
         "declare(strict_types=1);", "", "namespace %s\\MenuSync;" % biz(r).replace(" ", ""), ""]
    if p.t != "hdr":
        L += ["define('%s', %s);" % (k, qexpr(p, v, "'")) for k, v in envs(c)] + [""]
    L += ["final class DeliverooMenuPush", "{", "    private const MENU_API = 'https://api.developers.deliveroo.com/menu/v1/brands/%s/menus/';" % co(r), "",
          "    public function push(array $menu, string $menuId, string $accessToken): int", "    {",
          "        $ch = curl_init(self::MENU_API . $menuId);",
          "        curl_setopt_array($ch, [CURLOPT_CUSTOMREQUEST => 'PUT', CURLOPT_RETURNTRANSFER => true,",
          "            CURLOPT_HTTPHEADER => ['Authorization: Bearer ' . $accessToken, 'Content-Type: application/json'],",
          "            CURLOPT_POSTFIELDS => json_encode(['name' => $menu['name'], 'menu' => $menu['menu'], 'site_ids' => $menu['site_ids']])]);",
          "        curl_exec($ch);", "        $code = curl_getinfo($ch, CURLINFO_RESPONSE_CODE);",
          "        $n = curl_init('%s');" % hook_url(c, "v1/menu-sync/uploads")]
    hl = ["'Content-Type: application/json'"]
    if p.t == "hdr":
        hl += [hexpr(p, "%s: %s" % (k, v), "'", " . ") for k, v in c.headers()]
    L += ["        curl_setopt_array($n, [CURLOPT_POST => true, CURLOPT_HTTPHEADER => [%s], CURLOPT_POSTFIELDS => json_encode(['menu' => $menuId, 'status' => $code])]);" % ", ".join(hl),
          "        curl_exec($n);", "        return $code;", "    }", "}"]
    return "\n".join(L) + "\n", "raw", "src/MenuSync/DeliverooMenuPush.php"


@hcar("food", "lightspeed_sales_report_r", "weekly_sales.R", ["kv", "url", "hdr"], ok=DQ_OK56)
def c_lsr(c):
    r, p = c.r, c.p
    L = ["# weekly_sales.R - covers, net sales and average check per site from the Lightspeed Restaurant (K-Series) financial API,", "# with the week-on-week change, posted to the operations dashboard",
         "library(httr2)", "library(dplyr)", ""]
    if p.t != "hdr":
        L += ["%s <- %s" % (k, qexpr(p, v, '"')) for k, v in envs(c)] + [""]
    L += ["locations <- c(%s)" % ", ".join(str(r.randint(10 ** 14, 10 ** 15)) for _ in range(3)),
          "token <- readLines(\"~/.lightspeed_k_token\", n = 1)",
          "fin <- lapply(locations, function(id) {",
          "  request(sprintf(\"https://api.lsk.lightspeed.app/f/finance/%s/dailyFinancials\", id)) |>",
          "    req_url_query(date = format(Sys.Date() - 1)) |>", "    req_auth_bearer_token(token) |>", "    req_perform() |>", "    resp_body_json(simplifyVector = TRUE)",
          "}) |> bind_rows()", "week <- fin |> group_by(businessLocationId) |> summarise(net = sum(netSales), covers = sum(covers), avg_check = net / covers)", "",
          "request(\"%s\") |>" % hook_url(c, "v1/ops/weekly-sales")]
    if p.t == "hdr":
        L += ["  req_headers(%s) |>" % ", ".join(("`%s` = paste0(%s)" % (k, hexpr(p, v, '"', ", "))) if is_cref(p) and P0 in v else "`%s` = \"%s\"" % (k, v)
                                             for k, v in c.headers())]
    L += ["  req_body_json(list(week = format(Sys.Date(), \"%G-W%V\"), sites = week)) |>", "  req_perform()"]
    return "\n".join(L) + "\n", "raw", "reports/weekly_sales.R"


@hcar("food", "host_stand_waitlist_swift", "WaitlistClient.swift", ["kv", "url", "hdr"], ok=SWIFT_OK)
def c_hoststand(c):
    r, p = c.r, c.p
    L = ["// WaitlistClient.swift - the host-stand iPad app: adds walk-ins to the waitlist and texts them when a table is ready", "import Foundation", ""]
    if p.t != "hdr":
        L += ["let %s = %s" % (camel_k(k), qexpr(p, v, '"')) for k, v in envs(c)] + [""]
    L += ["struct WalkIn: Codable {", "    let name: String", "    let partySize: Int", "    let phone: String", "    let quotedMinutes: Int", "}", "",
          "final class WaitlistClient {", "    private let session = URLSession(configuration: .default)", "",
          "    func add(_ guest: WalkIn) async throws -> Int {",
          "        var req = URLRequest(url: URL(string: \"%s\")!)" % hook_url(c, "v1/host/waitlist"), "        req.httpMethod = \"POST\"",
          "        req.setValue(\"application/json\", forHTTPHeaderField: \"Content-Type\")"]
    if p.t == "hdr":
        L += ["        req.setValue(%s, forHTTPHeaderField: \"%s\")" % (hexpr(p, v, '"', " + "), k) for k, v in c.headers()]
    L += ["        req.httpBody = try JSONEncoder().encode(guest)", "        let (_, res) = try await session.data(for: req)",
          "        return (res as? HTTPURLResponse)?.statusCode ?? 0", "    }", "}"]
    return "\n".join(L) + "\n", "raw", "HostStand/Sources/Waitlist/WaitlistClient.swift"


@hcar("food", "sevenrooms_guest_sync_scala", "GuestSync.scala", ["kv", "url", "hdr"], ok=SCALA_OK)
def c_sevenrooms(c):
    r, p = c.r, c.p
    L = ["// GuestSync.scala - nightly: guest profiles and visit counts of the day's SevenRooms reservations, merged into the",
         "// group CRM (tags for regulars, allergies and dietary notes)", "package %s.crm" % co(r), "", "import sttp.client3._", ""]
    if p.t != "hdr":
        L += ["object Settings {"] + ["  val %s = %s" % (camel_k(k), qexpr(p, v, '"')) for k, v in envs(c)] + ["}", ""]
    L += ["object GuestSync {", "  private val backend = HttpClientSyncBackend()", "",
          "  def push(venue: String, guestsJson: String): Int = {",
          "    val req = basicRequest.post(uri\"%s\")" % hook_url(c, "v1/crm/guests"), "      .contentType(\"application/json\")"]
    if p.t == "hdr":
        L += ["      .header(\"%s\", %s)" % (k, hexpr(p, v, '"', " + ")) for k, v in c.headers()]
    L += ["      .body(s\"\"\"{\"venue\":\"$venue\",\"guests\":$guestsJson}\"\"\")", "    req.send(backend).code.code", "  }", "}"]
    return "\n".join(L) + "\n", "raw", "crm-sync/src/main/scala/%s/crm/GuestSync.scala" % co(r)


@hcar("food", "opentable_covers_poller_pl", "covers_poll.pl", ["kv", "url", "hdr"], ok=PERL_SQ)
def c_opentable(c):
    r, p = c.r, c.p
    L = ["#!/usr/bin/perl", "# covers_poll.pl - every 15 minutes during service: booked covers for the next two hours per site (from the",
         "# reservation book's export), posted to the kitchen prep screen", "use strict;", "use warnings;", "use HTTP::Tiny;", "use JSON::PP;", "use POSIX qw(strftime);", ""]
    if p.t != "hdr":
        L += ["use constant %s => %s;" % (k, qexpr(p, v, "'")) for k, v in envs(c)] + [""]
    L += ["my $http = HTTP::Tiny->new(timeout => 30);", "my $now = time;", "my %covers;",
          "open(my $fh, '<', '/srv/reservations/opentable_export.csv') or die \"export: $!\";", "<$fh>;", "while (my $line = <$fh>) {", "    chomp $line;",
          "    my ($site, $when, $party) = (split /,/, $line)[0, 2, 3];", "    $covers{$site} += $party if $when ge strftime('%H:%M', localtime $now) && $when le strftime('%H:%M', localtime($now + 7200));", "}",
          "close $fh;", "my $res = $http->post('%s', {" % hook_url(c, "v1/kitchen/expected-covers")]
    hh = ["'Content-Type' => 'application/json'"]
    if p.t == "hdr":
        hh += ["'%s' => %s" % (k, hexpr(p, v, "'", " . ")) for k, v in c.headers()]
    L += ["    headers => { %s }," % ", ".join(hh), "    content => encode_json(\\%covers),", "});", "printf \"%d sites posted, HTTP %s\\n\", scalar keys %covers, $res->{status};"]
    return "\n".join(L) + "\n", "raw", "kitchen/bin/covers_poll.pl"


@hcar("agri", "johndeere_opscenter_fields_py", "deere_fields.py", ["kv", "url", "hdr"], ok=PY_SQ_OK)
def c_deere(c):
    r, p = c.r, c.p
    L = ['"""Pulls the organisation\'s fields and boundaries from the John Deere Operations Center API and refreshes the', 'agronomy team\'s field register (areas in hectares)."""',
         "import json", "", "from requests_oauthlib import OAuth2Session", "import requests", ""]
    if p.t != "hdr":
        L += pyconsts(c) + [""]
    L += ["API = 'https://sandboxapi.deere.com/platform'", "ORG_ID = '%d'" % r.randint(100000, 999999), "ACCEPT = {'Accept': 'application/vnd.deere.axiom.v3+json'}", "", "",
          "def main():", "    token = json.load(open('/var/lib/deere/token.json'))",
          "    deere = OAuth2Session(open('/run/secrets/deere_client_id').read().strip(), token=token)",
          "    fields = deere.get(f'{API}/organizations/{ORG_ID}/fields', headers=ACCEPT).json()['values']",
          "    rows = [{'id': f['id'], 'name': f['name'], 'farm': (f.get('farms') or {}).get('values', [{}])[0].get('name')} for f in fields]",
          "    requests.post('%s', json=rows, timeout=30%s)" % (hook_url(c, "v1/agronomy/fields"), (", headers=%s" % pyheaders(c)) if p.t == "hdr" else ""),
          "", "", "if __name__ == '__main__':", "    main()"]
    return "\n".join(L) + "\n", "raw", "agronomy/deere_fields.py"


@hcar("agri", "climate_fieldview_upload_go", "main.go", ["kv", "url", "hdr"], ok=DQ_OK56)
def c_fieldview(c):
    r, p = c.r, c.p
    L = ["// Command fv-upload uploads a planter's as-planted data (a zipped shapefile from the planter monitor) to Climate", "// FieldView through the uploads API and records the upload in the farm records.",
         "package main", "", "import (", "\t\"bytes\"", "\t\"fmt\"", "\t\"net/http\"", "\t\"os\"", ")", ""]
    if p.t != "hdr":
        pairs = [(go_field(k), qexpr(p, v, '"')) for k, v in envs(c)]
        w = max(len(k) for k, _ in pairs)
        L += ["%s (" % ("var" if is_cref(p) else "const")] + ["\t%s = %s" % (k.ljust(w), v) for k, v in pairs] + [")", ""]
    L += ["func main() {", "\tdata, err := os.ReadFile(os.Args[1])", "\tif err != nil {", "\t\tpanic(err)", "\t}",
          "\tup, _ := http.NewRequest(http.MethodPost, \"https://platform.climate.com/v4/uploads\", bytes.NewReader(data))",
          "\tup.Header.Set(\"X-Api-Key\", os.Getenv(\"FIELDVIEW_API_KEY\"))", "\tup.Header.Set(\"Authorization\", \"Bearer \"+os.Getenv(\"FIELDVIEW_ACCESS_TOKEN\"))",
          "\tup.Header.Set(\"Content-Type\", \"application/octet-stream\")", "\tres, err := http.DefaultClient.Do(up)", "\tif err != nil {", "\t\tpanic(err)", "\t}",
          "\tnote := fmt.Sprintf(`{\"file\":%q,\"status\":%d}`, os.Args[1], res.StatusCode)",
          "\treq, _ := http.NewRequest(http.MethodPost, \"%s\", bytes.NewBufferString(note))" % hook_url(c, "v1/records/uploads")]
    if p.t == "hdr":
        L += ["\treq.Header.Set(\"%s\", %s)" % (k, hexpr(p, v, '"', " + ")) for k, v in c.headers()]
    L += ["\thttp.DefaultClient.Do(req)", "}"]
    return "\n".join(L) + "\n", "raw", "cmd/fv-upload/main.go"


@hcar("food", "foodlogiq_traceability_jl", "fsma204_export.jl", ["kv", "url", "hdr"], ok=JL_OK)
def c_foodlogiq(c):
    r, p = c.r, c.p
    L = ["# fsma204_export.jl - FSMA 204 traceability: joins the receiving events exported from FoodLogiq with the lot codes on the", "# kitchen's receiving logs and posts the sortable spreadsheet's rows to the food-safety register",
         "using CSV, DataFrames, HTTP, JSON3", ""]
    if p.t != "hdr":
        L += ["const %s = %s" % (k, qexpr(p, v, '"')) for k, v in envs(c)] + [""]
    L += ["events = CSV.read(\"exports/foodlogiq_receiving_events.csv\", DataFrame)", "logs = CSV.read(\"receiving/receiving_log.csv\", DataFrame)",
          "kde = innerjoin(events, logs, on = :TraceabilityLotCode)", "select!(kde, :TraceabilityLotCode, :Product, :Quantity, :UnitOfMeasure, :ShipFromLocation, :ReceiveDate)",
          "HTTP.post(\"%s\"," % hook_url(c, "v1/food-safety/kde")]
    hs = [("Content-Type", "application/json")] + (c.headers() if p.t == "hdr" else [])
    L += ["    [%s]," % ", ".join("\"%s\" => %s" % (k, hexpr(p, v, '"', " * ")) for k, v in hs), "    JSON3.write(kde))"]
    return "\n".join(L) + "\n", "raw", "food-safety/fsma204_export.jl"


@hcar("food", "cold_chain_gateway_rs", "main.rs", ["kv", "url", "hdr"], ok=DQ_OK56)
def c_coldrs(c):
    r, p = c.r, c.p
    L = ["//! Cold-chain gateway: reads the walk-in cooler and freezer sensors' last readings (from the BLE scanner's JSON lines)", "//! and posts them to the temperature monitoring service every minute.",
         "use std::{fs, thread, time::Duration};", "use reqwest::blocking::Client;", ""]
    if p.t != "hdr":
        L += ["const %s: &str = %s;" % (k, qexpr(p, v, '"')) for k, v in envs(c)] + [""]
    L += ["fn main() -> Result<(), Box<dyn std::error::Error>> {", "    let client = Client::new();", "    loop {",
          "        let readings = fs::read_to_string(\"/run/ble-scan/latest.jsonl\")?;",
          "        let body = format!(\"[{}]\", readings.lines().collect::<Vec<_>>().join(\",\"));",
          "        let res = client.post(\"%s\")" % hook_url(c, "v1/cold-chain/readings"), "            .header(\"Content-Type\", \"application/json\")"]
    if p.t == "hdr":
        L += ["            .header(\"%s\", %s)" % (k, h_rust(p, k, v)) for k, v in c.headers()]
    L += ["            .body(body)", "            .send()?;", "        eprintln!(\"posted readings: {}\", res.status());", "        thread::sleep(Duration::from_secs(60));", "    }", "}"]
    return "\n".join(L) + "\n", "raw", "cold-chain-gw/src/main.rs"


@hcar("drink", "brewhouse_batch_export_vb", "BatchExport.vb", ["kv", "url", "hdr"], ok=VB_OK, crlf=True)
def c_brewvb(c):
    r, p = c.r, c.p
    L = ["' BatchExport.vb - reads the brewhouse controller's batch records of the day (mash, lauter, boil, whirlpool times and", "' temperatures) and posts them to the brewery's production software",
         "Imports System.IO", "Imports System.Net.Http", "Imports System.Text", "", "Public Module BatchExport",
         "    Private Const BatchFolder As String = \"\\\\brewhouse-hmi\\Batches\""]
    if p.t != "hdr":
        L += ["    Private %s %s As String = %s" % ("ReadOnly" if is_cref(p) else "Const", pascal_k(k), qexpr(p, v, '"')) for k, v in envs(c)]
    L += ["    Private ReadOnly Http As New HttpClient()", "", "    Public Async Function ExportAsync(brew As String) As Task(Of Integer)",
          "        Dim day = Date.Today.ToString(\"yyyyMMdd\")",
          "        Dim csv = File.ReadAllText(Path.Combine(BatchFolder, day & \"_\" & brew & \".csv\"))",
          "        Using req As New HttpRequestMessage(HttpMethod.Post, \"%s\")" % hook_url(c, "v1/production/brew-logs")]
    if p.t == "hdr":
        L += ["            req.Headers.TryAddWithoutValidation(\"%s\", %s)" % (k, hexpr(p, v, '"', " & ", dbl=True)) for k, v in c.headers()]
    L += ["            req.Content = New StringContent(csv, Encoding.UTF8, \"text/csv\")", "            Dim res = Await Http.SendAsync(req)",
          "            Return CInt(res.StatusCode)", "        End Using", "    End Function", "End Module"]
    return "\n".join(L) + "\n", "raw", "BrewhouseExport/BatchExport.vb"


@hcar("hotel", "keycard_encoder_sync_ps1", "Sync-KeyCards.ps1", ["kv", "url", "hdr"], ok=PS_OK, crlf=True)
def c_keycard(c):
    r, p = c.r, c.p
    L = ["<#", ".SYNOPSIS", "  Runs on the front office interface PC: reads today's check-ins from the PMS interface export and asks the door-lock",
         "  server to encode mobile keys for guests who opted in.", "#>", "param([string]$Export = 'C:\\PMSInterface\\out\\checkins_%s.csv')" % ymd(r).replace("-", ""), ""]
    if p.t != "hdr":
        L += ["$%s = %s" % (pascal_k(k), qexpr(p, v, "'")) for k, v in envs(c)] + [""]
    L += ["$guests = Import-Csv $Export | Where-Object { $_.MobileKey -eq 'Y' }", "$count = 0", "foreach ($g in $guests) {",
          "    $body = @{ room = $g.Room; arrival = $g.Arrival; departure = $g.Departure; email = $g.Email } | ConvertTo-Json"]
    if p.t == "hdr":
        L += ["    $headers = @{ %s }" % "; ".join("'%s' = %s" % (k, hexpr(p, v, "'", " + ", dbl=True)) for k, v in c.headers()),
              "    Invoke-RestMethod -Method Post -Uri '%s' -Headers $headers -ContentType 'application/json' -Body $body | Out-Null" % hook_url(c)]
    else:
        L += ["    Invoke-RestMethod -Method Post -Uri '%s' -ContentType 'application/json' -Body $body | Out-Null" % hook_url(c, "v1/locks/mobile-keys")]
    L += ["    $count++", "}", "Write-Host \"$count mobile keys requested\""]
    return "\n".join(L) + "\n", "raw", "FrontOffice/Sync-KeyCards.ps1"


@hcar("venue", "eventbrite_door_checkin_mjs", "door_sync.mjs", ["kv", "url", "hdr"], ok=JS_SQ56)
def c_eventbrite(c):
    r, p = c.r, c.p
    L = ["// door_sync.mjs - before doors open: pulls the event's attendees from the Eventbrite API (v3) and loads the barcodes into", "// the venue's door-scanning service",
         "import { readFile } from 'node:fs/promises';", ""]
    if p.t != "hdr":
        L += ["const %s = %s;" % (k, qexpr(p, v, "'")) for k, v in envs(c)] + [""]
    L += ["const eventId = process.argv[2];", "const token = (await readFile('/run/secrets/eventbrite_token', 'utf8')).trim();", "let page = 1, more = true;", "const barcodes = [];",
          "while (more) {", "  const res = await fetch(`https://www.eventbriteapi.com/v3/events/${eventId}/attendees/?page=${page}`, {",
          "    headers: { Authorization: `Bearer ${token}` },", "  }).then((r) => r.json());",
          "  for (const a of res.attendees) barcodes.push(...a.barcodes.map((b) => ({ barcode: b.barcode, name: a.profile.name, ticket: a.ticket_class_name })));",
          "  more = res.pagination.has_more_items;", "  page += 1;", "}",
          "await fetch('%s', {" % hook_url(c, "v1/doors/barcodes"), "  method: 'POST',"]
    if p.t == "hdr":
        L += ["  headers: { 'Content-Type': 'application/json', %s }," % jsheaders(c)]
    else:
        L += ["  headers: { 'Content-Type': 'application/json' },"]
    L += ["  body: JSON.stringify({ event: eventId, barcodes }),", "});", "console.log(`${barcodes.length} barcodes loaded`);"]
    return "\n".join(L) + "\n", "raw", "box-office/door_sync.mjs"


@hcar("hotel", "guest_messaging_staff_app_dart", "guest_messages.dart", ["kv", "url", "hdr"], ok=SQ_DOLLAR)
def c_dart(c):
    r, p = c.r, c.p
    L = ["// guest_messages.dart - housekeeping and concierge staff app (Flutter): sends a message to a guest's room thread", "import 'dart:convert';", "import 'dart:io' show Platform;", "",
         "import 'package:http/http.dart' as http;", ""]
    if p.t != "hdr":
        L += ["%s %s = %s;" % ("final" if is_cref(p) else "const", camel_k(k), qexpr(p, v, "'")) for k, v in envs(c)] + [""]
    L += ["Future<int> sendToRoom(String room, String text) async {", "  final res = await http.post(",
          "    Uri.parse('%s')," % hook_url(c, "v1/guest-messaging/threads"), "    headers: {", "      'Content-Type': 'application/json',"]
    if p.t == "hdr":
        L += ["      '%s': %s," % (k, hexpr(p, v, "'", " + ")) for k, v in c.headers()]
    L += ["    },", "    body: jsonEncode({'room': room, 'text': text, 'from': Platform.localHostname}),", "  );", "  return res.statusCode;", "}"]
    return "\n".join(L) + "\n", "raw", "staff_app/lib/services/guest_messages.dart"


@hcar("hotel", "guest_rewards_accrual_clj", "accrual.clj", ["kv", "url", "hdr"], ok=CLJ_OK)
def c_clj(c):
    r, p = c.r, c.p
    L = [";; accrual.clj - nightly: points for the folios of checked-out members (room revenue only, tier multiplier), posted to",
         ";; the guest rewards ledger", "(ns %s.rewards.accrual" % co(r), "  (:require [clj-http.client :as http]", "            [clojure.data.json :as json]))", ""]
    if p.t != "hdr":
        L += ["(def %s %s)" % (kebab(k.lower()), qexpr(p, v, '"')) for k, v in envs(c)] + [""]
    L += ["(def multipliers {\"BLUE\" 1.0 \"SILVER\" 1.25 \"GOLD\" 1.5 \"PLATINUM\" 2.0})", "",
          "(defn points [{:keys [room-revenue tier]}]", "  (long (* %d room-revenue (get multipliers tier 1.0))))" % r.choice([5, 10]), "",
          "(defn post-accruals! [folios]", "  (http/post \"%s\"" % hook_url(c, "v1/rewards/accruals")]
    hs = [("Content-Type", "application/json")] + (c.headers() if p.t == "hdr" else [])
    L += ["             {:headers {%s}" % " ".join("\"%s\" %s" % (k, ("(str %s)" % hexpr(p, v, '"', " ")) if is_cref(p) and P0 in v else '"%s"' % v) for k, v in hs),
          "              :body (json/write-str (map #(assoc (select-keys % [:member-id :folio-id]) :points (points %)) folios))}))"]
    return "\n".join(L) + "\n", "raw", "src/%s/rewards/accrual.clj" % co(r)


@hcar("air", "flight_status_fids_ex", "flight_status.ex", ["kv", "url", "hdr"], ok=EX_OK)
def c_fids(c):
    r, p = c.r, c.p
    L = ["defmodule %s.Fids.FlightStatus do" % biz(r).replace(" ", ""), "  @moduledoc \"\"\"", "  Polls the airport operational database for the next six hours of movements and pushes",
         "  status changes (boarding, gate change, delayed, cancelled) to the flight information displays.", "  \"\"\"", "  use GenServer", ""]
    if p.t != "hdr":
        L += ["  def settings do", "    ["] + ["      %s: %s," % (k.lower(), qexpr(p, v, '"')) for k, v in envs(c)]
        L[-1] = L[-1].rstrip(",")
        L += ["    ]", "  end", ""]
    L += ["  def start_link(_), do: GenServer.start_link(__MODULE__, %{}, name: __MODULE__)", "",
          "  def init(state) do", "    :timer.send_interval(30_000, :poll)", "    {:ok, state}", "  end", "",
          "  def handle_info(:poll, state) do", "    changes = %s.Aodb.movements_changed_since(state[:last] || DateTime.utc_now())" % biz(r).replace(" ", ""),
          "    Req.post!(\"%s\"," % hook_url(c, "v1/fids/status")]
    if p.t == "hdr":
        L += ["      headers: [%s]," % ", ".join("{\"%s\", %s}" % (k.lower(), hexpr(p, v, '"', " <> ")) for k, v in c.headers())]
    L += ["      json: changes", "    )", "    {:noreply, Map.put(state, :last, DateTime.utc_now())}", "  end", "end"]
    return "\n".join(L) + "\n", "raw", "lib/%s/fids/flight_status.ex" % co(r)


@hcar("drink", "vintrace_bulk_wine_py", "bulk_positions.py", ["kv", "url", "hdr"], ok=PY_SQ_OK)
def c_vintrace(c):
    r, p = c.r, c.p
    L = ['"""Weekly bulk-wine position: tank and barrel volumes per varietal and vintage from the vintrace API, posted to the', 'winemaking team\'s blending sheet service."""',
         "import collections", "", "import requests", ""]
    if p.t != "hdr":
        L += pyconsts(c) + [""]
    L += ["VINTRACE = 'https://%s.vintrace.net/%s/api/v6'" % (co(r), co(r)), "", "",
          "def main():", "    token = open('/run/secrets/vintrace_token').read().strip()",
          "    items = requests.get(VINTRACE + '/stock/list', headers={'Authorization': 'Bearer ' + token},",
          "                         params={'stockTypes': 'BULK', 'max': 500}, timeout=60).json()['results']",
          "    pos = collections.Counter()", "    for it in items:", "        pos[(it.get('varietal'), it.get('vintage'))] += it['volume']['value']",
          "    rows = [{'varietal': v, 'vintage': y, 'litres': l} for (v, y), l in sorted(pos.items(), key=str)]",
          "    requests.post('%s', json=rows, timeout=30%s)" % (hook_url(c, "v1/winemaking/bulk-position"), (", headers=%s" % pyheaders(c)) if p.t == "hdr" else ""),
          "", "", "if __name__ == '__main__':", "    main()"]
    return "\n".join(L) + "\n", "raw", "cellar/bulk_positions.py"


@hcar("drink", "fermentation_monitor_lua", "ferment_monitor.lua", ["kv", "url", "hdr"], ok=LUA_OK)
def c_fermlua(c):
    r, p = c.r, c.p
    L = ["-- ferment_monitor.lua - on the cellar's Raspberry Pi: reads the Tilt hydrometers' last readings (gravity and temperature,", "-- written by the BLE scanner) and posts them to the brewery dashboard",
         "local http = require('socket.http')", "local ltn12 = require('ltn12')", ""]
    if p.t != "hdr":
        L += ["local %s = %s" % (k, qexpr(p, v, "'")) for k, v in envs(c)] + [""]
    L += ["local f = assert(io.open('/run/tilt/latest.json', 'r'))", "local body = f:read('*a')", "f:close()", "",
          "local hdrs = { ['Content-Type'] = 'application/json', ['Content-Length'] = tostring(#body) }"]
    if p.t == "hdr":
        L += ["hdrs['%s'] = %s" % (k, hexpr(p, v, "'", " .. ")) for k, v in c.headers()]
    L += ["local _, code = http.request({", "  url = '%s'," % hook_url(c, "v1/cellar/fermentation"), "  method = 'POST',", "  headers = hdrs,",
          "  source = ltn12.source.string(body),", "})", "print('fermentation readings posted: ' .. tostring(code))"]
    return "\n".join(L) + "\n", "raw", "opt/ferment-monitor/ferment_monitor.lua"


# --- configuration files that take added settings -------------------------------------------------------------------------------------------
@hcar("food", "kds_station_config_json", "station.json", ["kv", "url"], ok=JSON_OK)
def c_kds(c):
    r, p = c.r, c.p
    st = r.choice(["Grill", "Fry", "Pass", "Cold Line", "Wok", "Pizza"])
    doc = {"stationName": st, "site": outlet(r), "layout": {"columns": r.choice([4, 5, 6]), "ticketWidth": "auto", "showModifiers": True},
           "routing": {"categories": r.sample(["Mains", "Burgers", "Sides", "Starters", "Desserts", "Salads"], 3), "expoStation": "Pass"},
           "timers": {"warnAfterSec": r.choice([420, 480, 600]), "alertAfterSec": r.choice([720, 900]), "bumpSound": "chime"},
           "printer": {"enabled": False}, "integrations": {}}
    for k, v in envs(c):
        doc["integrations"][camel_k(k)] = v
    return jdump(doc, 2) + "\n", "json", "kds/config/stations/%s.json" % st.lower().replace(" ", "-")


@hcar("air", "fids_player_settings_xml", "PlayerSettings.xml", ["kv", "url"], ok=XTEXT64)
def c_fidsxml(c):
    r, p = c.r, c.p
    L = ['<?xml version="1.0" encoding="utf-8"?>', "<!-- FIDS display player: gate and check-in screens of %s -->" % xesc(biz(r)), "<PlayerSettings>",
         "  <Display>", "    <Zone>%s</Zone>" % r.choice(["Gates A1-A12", "Check-in Row C", "Baggage Hall", "Gates B20-B34"]),
         "    <Template>%s</Template>" % r.choice(["departures_portrait", "gate_single", "checkin_row"]), "    <RefreshSeconds>%d</RefreshSeconds>" % r.choice([10, 15, 30]),
         "    <Languages>en,%s</Languages>" % r.choice(["de", "fr", "es", "pt"]), "  </Display>", "  <Feed>",
         "    <AodbUrl>https://aodb.%s/fids/v2/movements</AodbUrl>" % dom(r), "    <LookaheadMinutes>%d</LookaheadMinutes>" % r.choice([240, 360]), "  </Feed>", "  <Integrations>"]
    for k, v in envs(c):
        L += ['    <Setting name="%s">%s</Setting>' % (camel_k(k), xesc(v))]
    L += ["  </Integrations>", "</PlayerSettings>"]
    return "\n".join(L) + "\n", "xml", "ProgramData/FidsPlayer/PlayerSettings.xml"


@hcar("food", "menu_sync_settings_toml", "menu-sync.toml", ["kv", "url"], ok=okb('"\\\n'))
def c_menutoml(c):
    r, p = c.r, c.p
    L = ["# menu-sync.toml - one menu in the POS, pushed to the delivery platforms and the website", "[source]", "pos = \"%s\"" % r.choice(["toast", "lightspeed-k", "square"]),
         "menu_group = \"%s\"" % r.choice(["All Day", "Delivery", "Lunch and Dinner"]), "", "[pricing]", "delivery_markup_pct = %d" % r.choice([10, 15, 20]),
         "round_to = 0.05", "", "[targets]", "platforms = [\"ubereats\", \"deliveroo\", \"website\"]", "snooze_out_of_stock = true", "", "[integrations]"]
    L += ["%s = \"%s\"" % (snake_k(k), v) for k, v in envs(c)]
    return "\n".join(L) + "\n", "raw", "menu-sync/config/menu-sync.toml"


@hcar("food", "cold_chain_gateway_yaml", "gateway.yaml", ["kv", "url"], ok=okb("'\n"))
def c_coldyaml(c):
    r, p = c.r, c.p
    L = ["# gateway.yaml - cold-chain gateway of the central kitchen: BLE and LoRa temperature sensors, alarm limits, uploads",
         "site: %s" % outlet(r).lower().replace(" ", "-"), "sensors:", "  - id: walkin-cooler-1", "    type: ble", "    limits: {min: 0.0, max: %.1f}" % r.choice([5.0, 8.0]),
         "  - id: freezer-1", "    type: lora", "    limits: {min: -25.0, max: -18.0}", "  - id: blast-chiller", "    type: ble", "    limits: {min: -40.0, max: 3.0}",
         "alarm:", "  after_minutes: %d" % r.choice([15, 20, 30]), "  escalate_to: [kitchen-manager, facilities]", "upload:", "  interval_seconds: 60", "integrations:"]
    L += ["  %s: %s" % (snake_k(k), ys(v)) for k, v in envs(c)]
    return "\n".join(L) + "\n", "raw", "etc/cold-chain-gw/gateway.yaml"


@hcar("agri", "irrigation_scheduler_ini", "scheduler.ini", ["kv", "url"], ok=INI_OK)
def c_irrini(c):
    r, p = c.r, c.p
    L = ["; scheduler.ini - irrigation scheduler of %s: ET-based run times per zone, weather stop, controller access" % biz(r), "[weather]",
         "station = %s" % r.choice(["KCAFRESN42", "IWESTM12", "ESGRANAD7"]), "rain_skip_mm = %d" % r.choice([3, 5, 8]), "freeze_stop_c = 2", "",
         "[zones]", "orchard_block_a = drip,%d" % r.randint(30, 120), "orchard_block_b = drip,%d" % r.randint(30, 120), "tunnels = micro,%d" % r.randint(10, 40), "",
         "[controller]", "host = os-%s.local" % r.choice(["orchard", "north", "tunnels"]), "firmware_min = 2.2.0", "", "[integrations]"]
    L += ["%s = %s" % (snake_k(k), v) for k, v in envs(c)]
    return "\n".join(L) + "\n", "raw", "etc/irrigation/scheduler.ini"


@hcar("agri", "milking_parlour_sync_properties", "application.properties", ["kv", "url"], ok=okb("\\\n"))
def c_milkprops(c):
    r, p = c.r, c.p
    L = ["# herd-sync (Spring Boot) - milk yields and conductivity per cow from the parlour controller, joined to the herd register by EID",
         "spring.application.name=herd-sync", "server.port=8080", "parlour.controller.url=http://parlour-ctl.local:8088", "parlour.stalls=%d" % r.choice([16, 20, 24, 32]),
         "herd.eid.country=%s" % r.choice(["826", "372", "276"]), "sync.cron=0 */15 * * * *", "", "# outbound integrations"]
    L += ["%s=%s" % (dotted_k(k), v) for k, v in envs(c)]
    return "\n".join(L) + "\n", "raw", "herd-sync/config/application.properties"


@hcar("hotel", "captive_portal_settings_json", "portal-settings.json", ["kv", "url"], ok=JSON_OK)
def c_portal(c):
    r, p = c.r, c.p
    doc = {"property": biz(r), "ssid": "%s-Guest" % co(r).capitalize(), "splash": {"theme": "brand", "languages": ["en", r.choice(["de", "fr", "es", "pt"])]},
           "auth": {"modes": ["room_and_surname", "email"], "pmsLookup": True, "sessionHours": r.choice([24, 48, 72])},
           "bandwidth": {"standardKbps": r.choice([5000, 10000]), "premiumKbps": 50000}, "integrations": {}}
    for k, v in envs(c):
        doc["integrations"][camel_k(k)] = v
    return jdump(doc, 2) + "\n", "json", "etc/guest-portal/portal-settings.json"


@hcar("hotel", "rm_pricing_integrations_csv", "pricing_settings.csv", ["kv", "url"], ok=okb('",\n\r'), crlf=True)
def c_rmcsv(c):
    r, p = c.r, c.p
    rows = [["Sheet", "Setting", "Value", "Updated", "By"],
            ["Pricing", "BAR floor", "%d" % r.choice([89, 99, 119]), ymd(r), "revenue"], ["Pricing", "BAR ceiling", "%d" % r.choice([349, 399, 449]), ymd(r), "revenue"],
            ["Pricing", "Min LOS weekends", "%d" % r.choice([2, 3]), ymd(r), "revenue"]]
    for k, v in envs(c):
        rows.append(["Integrations", pascal_k(k), v, ymd(r), "revenue-systems"])
    rows.append(["Pricing", "Overbooking pct", "%d" % r.choice([2, 3, 5]), ymd(r), "revenue"])
    return "\n".join(",".join(csvf(x) for x in row) for row in rows) + "\n", "raw", "revenue/pricing_settings.csv"


@hcar("agri", "greenhouse_climate_bridge_yml", "bridge.yml", ["kv", "url"], ok=okb("'\n"))
def c_ghyml(c):
    r, p = c.r, c.p
    L = ["# bridge.yml - OPC UA to cloud bridge of the greenhouse climate computers (compartment temperatures, humidity, CO2, screens)",
         "opcua:", "  endpoint: opc.tcp://gh-plc01:4840", "  security_policy: Basic256Sha256", "  poll_ms: %d" % r.choice([5000, 10000]), "compartments:"]
    L += ["  - Compartment%d" % i for i in range(1, r.randint(3, 6))]
    L += ["setpoints:", "  day_temp_c: %.1f" % r.uniform(19, 24), "  night_temp_c: %.1f" % r.uniform(15, 18), "  co2_ppm: %d" % r.choice([700, 800, 900]), "integrations:"]
    L += ["  %s: %s" % (snake_k(k), ys(v)) for k, v in envs(c)]
    return "\n".join(L) + "\n", "raw", "opt/gh-bridge/bridge.yml"


@hcar("air", "crew_tracking_application_conf", "application.conf", ["kv", "url"], ok=HOCON_OK)
def c_hocon(c):
    r, p = c.r, c.p
    L = ["# application.conf - crew tracking service (Akka HTTP): duty times against flight-time limitations, hotel and transport", "# bookings for night stops",
         "akka {", "  loglevel = \"INFO\"", "  http.server.idle-timeout = 60 s", "}", "", "crew-tracking {", "  base = \"%s\"" % r.choice(["LGW", "DUB", "MAN", "BCN"]),
         "  ftl {", "    max-duty-hours = 13", "    min-rest-hours = %d" % r.choice([10, 12]), "  }", "  night-stop-hotels = [\"%s\", \"%s\"]" % tuple(r.sample(["LIS", "FAO", "AGP", "PMI", "NCE"], 2)),
         "  integrations {"]
    L += ["    %s = \"%s\"" % (kebab(k.lower()), v) for k, v in envs(c)]
    L += ["  }", "}"]
    return "\n".join(L) + "\n", "raw", "crew-tracking/src/main/resources/application.conf"


PRINTED_CARS = ("mews_connector_api_session", "opcua_greenhouse_uaread_session", "livestock_eid_reader_session", "apaleo_api_curl_session",
                "opensprinkler_api_session", "order_injection_worker_logfmt_log")
for _cn, _cd in CARS.items():
    if _cn not in PRINTED_CARS:
        _cd["ok"] = ok_and(_cd["ok"], NOT_PRINTED_MASK)


def jasypt_enc(r, n):
    return "ENC(%s)" % b64s(rbytes(r, 16 + 16 * (1 + n // 16)))


CARRIER_ENC = {
    "milking_parlour_sync_properties": (jasypt_enc, "encrypted: a jasypt-spring-boot `ENC(...)` value, decrypted at start-up with the master password kept outside the file"),
}
CARRIER_DEB = set()
CARRIER_REFS = {
    "cloudbeds_reservations_sync_py": ("os.environ['%s']", "an `os.environ['NAME']` lookup in the Cloudbeds sync: the value comes from the cron job's environment"),
    "siteminder_bookings_import_rb": ("ENV.fetch('%s')", "an `ENV.fetch('NAME')` call in the Ruby import: the value comes from the job's environment"),
    "travelport_air_search_cs": ("Environment.GetEnvironmentVariable(\"%s\")", "an `Environment.GetEnvironmentVariable(\"NAME\")` call in the C# search service: "
                                                                             "the value comes from the service's environment"),
    "ndc_airshopping_client_java": ("System.getenv(\"%s\")", "a `System.getenv(\"NAME\")` call in the NDC client: the value comes from the job's environment"),
    "crew_roster_export_go": ("os.Getenv(\"%s\")", "an `os.Getenv(\"NAME\")` call in the Go command: the value comes from the job's environment"),
    "doordash_order_webhook_ts": ("process.env.%s", "a `process.env.NAME` lookup in the webhook route: the value comes from the server's environment"),
    "ubereats_store_status_kt": ("System.getenv(\"%s\")", "a `System.getenv(\"NAME\")` call in the Kotlin job: the value comes from the job's environment"),
    "deliveroo_menu_push_php": ("getenv('%s')", "a `getenv('NAME')` call in the PHP class: the value comes from the web server's environment"),
    "lightspeed_sales_report_r": ("Sys.getenv(\"%s\")", "a `Sys.getenv(\"NAME\")` call in the R report: the value comes from the analyst's `~/.Renviron`"),
    "host_stand_waitlist_swift": ("(ProcessInfo.processInfo.environment[\"%s\"] ?? \"\")", "a `ProcessInfo.processInfo.environment[\"NAME\"]` lookup in the Swift client: "
                                                                                          "the value comes from the scheme's environment at run time"),
    "sevenrooms_guest_sync_scala": ("sys.env(\"%s\")", "a `sys.env(\"NAME\")` lookup in the Scala job: the value comes from the service's environment"),
    "opentable_covers_poller_pl": ("$ENV{%s}", "a `$ENV{NAME}` lookup in the Perl poller: the value comes from the cron job's environment"),
    "johndeere_opscenter_fields_py": ("os.getenv('%s')", "an `os.getenv('NAME')` call in the Operations Center pull: the value comes from the job's environment"),
    "climate_fieldview_upload_go": ("os.Getenv(\"%s\")", "an `os.Getenv(\"NAME\")` call in the FieldView uploader: the value comes from the office PC's environment"),
    "foodlogiq_traceability_jl": ("ENV[\"%s\"]", "an `ENV[\"NAME\"]` lookup in the Julia script: the value comes from the analyst's environment"),
    "cold_chain_gateway_rs": ("env!(\"%s\")", "an `env!(\"NAME\")` macro in the Rust gateway: the value is taken from the build environment, not written in the file"),
    "brewhouse_batch_export_vb": ("Environment.GetEnvironmentVariable(\"%s\")", "an `Environment.GetEnvironmentVariable(\"NAME\")` call in the VB.NET module: "
                                                                              "the value comes from the service account's environment"),
    "keycard_encoder_sync_ps1": ("$env:%s", "a `$env:NAME` lookup in the PowerShell script: the value comes from the interface PC's environment"),
    "eventbrite_door_checkin_mjs": ("process.env.%s", "a `process.env.NAME` lookup in the door-sync script: the value comes from the caller's environment"),
    "guest_messaging_staff_app_dart": ("Platform.environment['%s']!", "a `Platform.environment['NAME']!` lookup in the Dart app: the value comes from the environment at run time"),
    "guest_rewards_accrual_clj": ("(System/getenv \"%s\")", "a `(System/getenv \"NAME\")` call in the Clojure job: the value comes from the job's environment"),
    "flight_status_fids_ex": ("System.fetch_env!(\"%s\")", "a `System.fetch_env!(\"NAME\")` call in the Elixir module: the value comes from the release's environment"),
    "vintrace_bulk_wine_py": ("os.environ['%s']", "an `os.environ['NAME']` lookup in the bulk-wine report: the value comes from the cron job's environment"),
    "fermentation_monitor_lua": ("os.getenv('%s')", "an `os.getenv('NAME')` call in the Lua monitor: the value comes from the Pi's service environment"),
}
REF_CASE = {"travelport_air_search_cs": "", "brewhouse_batch_export_vb": ""}
CARRIER_MASKS = {}
CARRIER_PH = {}


# ================================================================ corpus 54: the new rule id `private-key-der`
def der_pkcs8_rsa(r):
    return seq(der_int(0), der(0x30, OID_RSA), der(0x04, rsa_pkcs1(r)))


def der_pkcs8_okp(r, oid_hex, n=32):
    return seq(der_int(0), seq(bytes.fromhex(oid_hex)), der(0x04, der(0x04, rbytes(r, n))))


def der_sec1_ec(r):
    return seq(der_int(1), der(0x04, rbytes(r, 32)), der(0xA0, bytes.fromhex("06082a8648ce3d030107")),
               der(0xA1, der(0x03, b"\x00\x04" + rbytes(r, 64))))


def der_spki_rsa(r):
    return seq(der(0x30, OID_RSA), der(0x03, b"\x00" + seq(der_int_bytes(rnd_int_bytes(r, 256)), der_int(65537))))


def kinds_c54():
    """corpus 54: `private-key-der`, a private key's DER in base64 on one line with no PEM armour (what a 12-factor app keeps in an
    environment variable or a JSON field): PKCS#8 RSA, Ed25519 or X25519, PKCS#1 RSA, SEC 1 EC"""
    def f(r, i):
        if i == 0:
            body = der_pkcs8_rsa(r)
        elif i == 1:
            body = der_pkcs8_okp(r, r.choice(["06032b6570", "06032b656e"]))
        else:
            body = r.choice([der_sec1_ec, lambda r_: rsa_pkcs1(r_)])(r)
        return kv(["private key", "JWT PRIVATE KEY", "signing key", "apns auth key", "webhook signing private key"], b64s(body), nameless=True)
    reg("private-key-der", f)
    EXTRA_NAMES["private-key-der"] = ["PRIVATE_KEY", "JWT_PRIVATE_KEY", "SIGNING_PRIVATE_KEY", "privateKey"]


def c54_special():
    S = {}
    S["private-key-der"] = lambda r: neg(kv(["=JWT_PUBLIC_KEY"], b64s(der_spki_rsa(r))),
                                         "public-by-design: JWT_PUBLIC_KEY holds an RSA public key's DER (SubjectPublicKeyInfo, `MIIBIjAN...`) in base64; "
                                         "it verifies tokens and is published on purpose, it signs nothing")
    return S




def kinds_c11():
    def composer(r, i):
        h = r.choice(["repo.kestrelworks.io", "packages.larkspur.dev", "satis.quillon.net"])
        if i == 1:
            tok = "glpat-" + rs(r, ALNUM + "-_", 20)
            return kv(["COMPOSER AUTH", "COMPOSER_AUTH"], '{"gitlab-token":{"%s":"%s"}}' % (r.choice(["gitlab.com", "gitlab.kestrelworks.io"]), mark(tok)),
                      also_same=["gitlab-pat"])
        if i == 0:
            body = '{\n    "bearer": {\n        "%s": "%s"\n    }\n}' % (h, mark(rs(r, ALNUM, 40)))
        else:
            body = ('{\n    "gitlab-oauth": {\n        "gitlab.kestrelworks.io": "%s"\n    },\n    "http-basic": {}\n}' % mark(rs(r, HEXL, 64)))
        return blob("composer", "auth.json", body)
    reg("composer-auth-token", composer)


def kinds_c15():
    # a password under a short name (DB_PASS, smtpPass, "pass", Pwd, ...)
    reg("generic-password-short-named",
        lambda r, i: kv(["db pass", "smtp pass", "redis pass", "=pass", "=Pwd", "mail pass", "admin pwd", "=PASS", "ldap bind pass", "=dbPwd"],
                        [password(r), words_pw(r), password(r, 20, False)][i]))


def kinds_c26():
    """corpus 26: the new rule id `upstash-rest-token` (an Upstash REST token recognised by its shape: base64 of a small binary header,
    the database's UUID as text and 32 random bytes); the same generator as `upstash-token`, but the value may sit under any name,
    under none, or in the `Authorization: Bearer` header of a call to the database's REST endpoint"""
    def f(r, i):
        v = upstash_token(r)
        if i == 2:
            return hdr("Authorization", v, pre="Bearer ")
        return kv(["upstash redis rest token", "KV REST API TOKEN", "upstash token", "redis rest token", "UPSTASH VECTOR REST TOKEN"], v,
                  nameless=True,
                  extra=[(["upstash redis rest url"], "https://%s-%s-%d.upstash.io" % (r.choice(["clever", "eager", "noble", "quiet"]),
                                                                                       r.choice(["lynx", "otter", "wren", "heron"]), r.randint(10000, 99999)))]
                  if i == 0 else ())
    reg("upstash-rest-token", f)


EXTRA_NAMES.update({"upstash-rest-token": ["UPSTASH_REDIS_REST_TOKEN", "KV_REST_API_TOKEN", "UPSTASH_TOKEN", "REDIS_TOKEN"]})


def kinds_c42():
    """corpus 42: the new rule id `alibaba-key-pair`, an AccessKey secret within 160 bytes after its `LTAI` AccessKey ID (DataX's and the
    OSS tools' `accessId` over `accessKey`, the SDKs' id and secret variables); the key id is the secondary span (also_expected
    alibaba-access-key-id), and a secret under the SDK's own name is also `alibaba-access-key-secret`"""
    def pair(r, i):
        kid, sec = "LTAI" + rs(r, ALNUM, 20), rs(r, ALNUM, 30)
        if i == 0:
            return kv(["=accessKey"], sec, extra=[(["=accessId"], smark(kid))], also=["alibaba-access-key-id"])
        if i == 1:
            return kv(["ALIBABA CLOUD ACCESS KEY SECRET", "=ALIBABA_CLOUD_ACCESS_KEY_SECRET"], sec,
                      extra=[(["=ALIBABA_CLOUD_ACCESS_KEY_ID"], smark(kid))], also=["alibaba-access-key-id"], also_same=["alibaba-access-key-secret"])
        return kv(["oss secret", "bucket secret", "oss key secret"], sec, extra=[(["oss key", "bucket key", "oss key id"], smark(kid))],
                  also=["alibaba-access-key-id"])
    reg("alibaba-key-pair", pair)


# ================================================================ corpus 11: negatives
NOTE_WHY.update({
    "truncated": "the value is cut short, so it cannot authenticate",
    "redacted": "the credential is masked by the tool that wrote the file",
    "placeholder": "a stand-in in the credential's place, never issued",
    "secret-ref": "a pointer to where the secret is kept; the file holds no value",
    "encrypted": "ciphertext that only the holder of a separate key can open",
})


def with_value(p, newval, inner="raw"):
    """replace the primary span's content; secondary spans (a key id beside a masked secret) stay"""
    def fix(s):
        if P0 in s:
            a, b = s.index(P0), s.index(P1)
            s = s[:a] + P0 + newval + P1 + s[b + 1:]
        return s
    if p.t == "kv":
        p.entries = [(n, fix(v)) for n, v in p.entries]
    elif p.t == "hdr":
        p.hval = fix(p.hval)
        p.hextra = [(n, fix(v)) for n, v in p.hextra]
    elif p.t == "url":
        p.url = fix(p.url)
    else:
        p.content = fix(p.content)
    p.also_same, p.inner = [], inner
    return p


def _cp(a, b):
    n = 0
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    return a[:n]


def kind_prefix(kind, s):
    """the fixed prefix of a kind's values: common start of two independent draws, cut at a separator"""
    s2 = KINDS[kind][0](random.Random("%s|prefix|%s" % (SEED, kind)), 0).secret
    pfx = _cp(s, s2)
    m = _re.match(r"^(.*[-_.:/])", pfx)
    pfx = m.group(1) if m else ""
    if len(pfx) > len(s) - 8:
        pfx = ""
    return pfx


def like(kind, r, newval, idx=1):
    return with_value(KINDS[kind][0](r, idx), newval)


def textwrap_b64(s, w=64):
    return [s[i:i + w] for i in range(0, len(s), w)]


def kms_blob(r, n):
    return b64s(b"\x01\x02\x02\x00\x78" + rbytes(r, 32) + b"\x01" + rbytes(r, 24 + n))


def fernet(r, n):
    return base64.urlsafe_b64encode(b"\x80" + struct.pack(">Q", 1717000000 + r.randint(0, 9000000)) + rbytes(r, 16) +
                                    rbytes(r, 16 * (1 + n // 16)) + rbytes(r, 32)).decode()


def ejson(r, n):
    return "EJ[1:%s:%s:%s]" % (b64s(rbytes(r, 32)), b64s(rbytes(r, 24)), b64s(rbytes(r, n + 16)))


def bad_crc_gh(r, prefix):
    return gh_bad_checksum(r, prefix)


def rsa_pub_pem(r):
    return pem("RSA PUBLIC KEY", seq(der_int_bytes(rnd_int_bytes(r, 256)), der_int(65537)))


def ec_pub_pem(r):
    return pem("PUBLIC KEY", seq(seq(bytes.fromhex("06072a8648ce3d0201"), bytes.fromhex("06082a8648ce3d030107")),
                                 der(0x03, b"\x00\x04" + rbytes(r, 64))))


def cert_pem(r):
    return pem("CERTIFICATE", seq(seq(der(0xa0, der_int(2)), der_int_bytes(rnd_int_bytes(r, 16)), seq(bytes.fromhex("06092a864886f70d01010b0500")),
                                      rbytes(r, 300)), seq(bytes.fromhex("06092a864886f70d01010b0500")), der(0x03, b"\x00" + rbytes(r, 256))))


def crl_pem(r):
    return pem("X509 CRL", seq(seq(der_int(1), seq(bytes.fromhex("06092a864886f70d01010b0500")), rbytes(r, 120)),
                               seq(bytes.fromhex("06092a864886f70d01010b0500")), der(0x03, b"\x00" + rbytes(r, 256))))



# ================================================================ corpus 12: negatives
def patch_kinds_c12():
    """no kind changes: the positives use the generators as they are"""
    return None


SECRET_REFS = [
    ("op://Platform/%s/credential", "a 1Password secret reference (`op://vault/item/field`), resolved by `op run`"),
    ("vault:secret/data/prod/%s#value", "a Bank-Vaults webhook reference (`vault:path#key`), injected at pod start"),
    ("sm://%s", "a Berglas/Secret Manager reference (`sm://...`), resolved at start-up"),
    ("akv:%s", "an Azure Key Vault placeholder (`akv:name`) resolved by the deploy tooling"),
]

def sops_enc(r, n):
    return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64s(rbytes(r, n)), b64s(rbytes(r, 32)), b64s(rbytes(r, 16)))


def gcp_kms_ct(r, n):
    return b64s(b"\x0a\x24\x00" + rbytes(r, 35) + b"\x12" + bytes([min(n + 16, 127)]) + rbytes(r, min(n + 16, 127)))


def sealed_ct(r, n):
    return b64s(b"\x02\x00" + rbytes(r, 510 + n))



AWS_DOC_KID, AWS_DOC_SECRET = "AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
AZURITE_KEY = "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw=="


def pypi_test_token(r):
    ident_ = ruuid(r).encode()
    cav = json.dumps({"permissions": "user", "version": 1}, separators=(", ", ": ")).encode()
    loc = b"test.pypi.org"
    mac = (b"\x02" + b"\x01" + bytes([len(loc)]) + loc + b"\x02" + bytes([len(ident_)]) + ident_ + b"\x00" +
           b"\x02" + bytes([len(cav)]) + cav + b"\x00" + b"\x00" + b"\x06\x20" + rbytes(r, 32))
    return "pypi-" + b64u(mac)


def age_bad(r):
    k = bech32("age-secret-key-", list(rbytes(r, 32))).upper()
    last = k[-1]
    repl = [ch for ch in BECH.upper() if ch != last][r.randint(0, 30)]
    return k[:-1] + repl


def ec_params_pem():
    return "-----BEGIN EC PARAMETERS-----\nBggqhkjOPQMBBw==\n-----END EC PARAMETERS-----"


def dsa_params_pem(r):
    return pem("DSA PARAMETERS", seq(der_int_bytes(rnd_int_bytes(r, 256)), der_int_bytes(rnd_int_bytes(r, 32)), der_int_bytes(rnd_int_bytes(r, 256))))


def csr_pem(r):
    return pem("CERTIFICATE REQUEST", seq(seq(der_int(0), seq(rbytes(r, 60)), seq(seq(bytes.fromhex("06092a864886f70d0101010500")),
                                                                                   der(0x03, b"\x00" + rbytes(r, 270)))),
                                          seq(bytes.fromhex("06092a864886f70d01010b0500")), der(0x03, b"\x00" + rbytes(r, 256))))


def ed25519_pub_pem(r):
    return pem("PUBLIC KEY", seq(seq(bytes.fromhex("06032b6570")), der(0x03, b"\x00" + rbytes(r, 32))))


def pkcs7_pem(r):
    return pem("PKCS7", seq(bytes.fromhex("06092a864886f70d010702"), der(0xa0, seq(der_int(1), rbytes(r, 600)))))


def pgp_sig(r):
    data = b"\xc2\x75\x04\x00\x16\x0a" + rbytes(r, 115)
    b = b64s(data)
    return ("-----BEGIN PGP SIGNATURE-----\n\n" + "\n".join(textwrap_b64(b)) + "\n=" + b64s(crc24(data).to_bytes(3, "big")) +
            "\n-----END PGP SIGNATURE-----")


def ppk_encrypted(r):
    pub = ssh_str("ssh-ed25519") + ssh_str(rbytes(r, 32))
    pb, vb = b64s(pub), b64s(rbytes(r, 48))
    return ("PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: aes256-cbc\nComment: ed25519-key-2025%02d%02d\nPublic-Lines: 2\n%s\nKey-Derivation: Argon2id\n"
            "Argon2-Memory: 8192\nArgon2-Passes: 34\nArgon2-Parallelism: 1\nArgon2-Salt: %s\nPrivate-Lines: 1\n%s\nPrivate-MAC: %s") % (
        r.randint(1, 12), r.randint(1, 28), "\n".join(textwrap_b64(pb)), rs(r, HEXL, 32), vb, rs(r, HEXL, 64))


def c12_special():
    S = {}

    def add(kind, note, deb=False):
        def deco(fn):
            S[kind] = lambda r: neg(fn(r), note, deb)
            return fn
        return deco

    # checksums
    add("github-pat", "invalid-checksum: the last six base62 characters are not the CRC32 of the ghp_ body, so GitHub never issued it")(
        lambda r: like("github-pat", r, bad_crc_gh(r, "ghp_")))
    add("age-secret-key", "invalid-checksum: the bech32 checksum of this AGE-SECRET-KEY-1 string does not verify (last character changed)")(
        lambda r: like("age-secret-key", r, age_bad(r)))
    # documented examples
    add("aws-access-key-id", "documented-example: AKIAIOSFODNN7EXAMPLE is the access key id used throughout the AWS documentation")(
        lambda r: kv(["aws access key id", "AWS ACCESS KEY ID"], AWS_DOC_KID))
    add("aws-secret-access-key", "documented-example: wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY is the AWS documentation's sample secret key")(
        lambda r: kv(["aws secret access key", "AWS SECRET ACCESS KEY"], AWS_DOC_SECRET))
    add("aws-key-pair", "documented-example: AKIAIOSFODNN7EXAMPLE with wJalrXUtnFEMI/...EXAMPLEKEY, the pair from the AWS CLI configuration docs")(
        lambda r: kv(["aws secret access key"], AWS_DOC_SECRET, extra=[(["aws access key id"], AWS_DOC_KID)]))
    add("azure-storage-key", "documented-example: the well-known Azurite/Storage Emulator key of `devstoreaccount1`, published by Microsoft")(
        lambda r: kv(["azure storage connection string", "AzureWebJobsStorage"],
                     "DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=%s;BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;" % mark(AZURITE_KEY)))
    add("telegram-bot-token", "documented-example: 123456:ABC-DEF1234ghIkl-zyx57W2v1u123ew11 is the sample token in the Telegram Bot API docs")(
        lambda r: kv(["telegram bot token", "TELEGRAM BOT TOKEN"], "123456:ABC-DEF1234ghIkl-zyx57W2v1u123ew11"))
    add("slack-webhook", "documented-example: T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX is the URL shown in Slack's incoming-webhook docs")(
        lambda r: url(["slack webhook url", "SLACK WEBHOOK URL"], mark("https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX"), nameless=True))
    add("postmark-server-token", "documented-example: `POSTMARK_API_TEST` is Postmark's documented test token; mail sent with it is never delivered")(
        lambda r: hdr("X-Postmark-Server-Token", "POSTMARK_API_TEST"))
    add("basic-auth", "placeholder: dXNlcm5hbWU6cGFzc3dvcmQ= decodes to `username:password`")(
        lambda r: hdr("Authorization", "dXNlcm5hbWU6cGFzc3dvcmQ=", pre="Basic "))
    add("sqlserver-connection-password", "placeholder: `Password={your_password}` is the Azure portal's connection-string template")(
        lambda r: kv(["connection string", "ConnectionStrings__Sql"], "Server=tcp:kw-sql.database.windows.net,1433;Initial Catalog=%s;Persist Security Info=False;User ID=%s;Password=%s;MultipleActiveResultSets=False;Encrypt=True;TrustServerCertificate=False;Connection Timeout=30;" % (
            r.choice(DBS), r.choice(USERS), mark("{your_password}"))))
    add("django-secret-key", "placeholder: `!!!SET DJANGO_SECRET_KEY!!!` is cookiecutter-django's stand-in in its env templates")(
        lambda r: kv(["django secret key", "DJANGO SECRET KEY"], "!!!SET DJANGO_SECRET_KEY!!!"))
    add("url-password", "documented-example: `guest:guest` is RabbitMQ's default account, which only logs in from localhost", True)(
        lambda r: url(["broker url", "CELERY BROKER URL", "AMQP URL"], "amqp://guest:%s@localhost:5672//" % mark("guest"), nameless=True))
    add("telegram-bot-url", "placeholder: `bot<token>` is the Bot API docs' URL template")(
        lambda r: url(["telegram api url", "TELEGRAM API URL"], "https://api.telegram.org/bot" + mark("<token>") + "/getMe", nameless=True))
    add("discord-webhook", "placeholder: the route template `/webhooks/{webhook.id}/{webhook.token}` from Discord's API reference")(
        lambda r: url(["discord webhook url", "DISCORD WEBHOOK URL"], mark("https://discord.com/api/webhooks/{webhook.id}/{webhook.token}"), nameless=True))
    add("bearer-token", "placeholder: the literal `undefined` that a JS client sends when its token variable is unset")(
        lambda r: hdr("Authorization", "undefined", pre="Bearer "))
    add("authorization-token", "redacted: Rails' parameter filter printed the header value as `[FILTERED]`")(
        lambda r: hdr("Authorization", "[FILTERED]", pre='Token token="', post='"'))
    add("npm-token-named", "placeholder: the nil UUID, an obviously fake stand-in for an npm token")(
        lambda r: kv(["npm token", "NPM TOKEN"], "00000000-0000-0000-0000-000000000000"))
    add("pgpass-password", "placeholder: a .pgpass template line whose password field says CHANGE_ME_IN_PROD")(
        lambda r: blob("pgpass", ".pgpass", "localhost:5432:%s:%s:%s\n" % (r.choice(DBS), r.choice(USERS), mark("CHANGE_ME_IN_PROD"))))
    add("mysql-option-password", "redacted: `my_print_defaults` prints the option-file password as `*****` (unless --show)")(
        lambda r: blob("mycnf", "my_print_defaults.txt", "--user=%s\n--password=%s\n--host=%s\n--port=3306\n" % (
            r.choice(USERS), mark("*****"), r.choice(["127.0.0.1", "mysql-primary.internal"]))))
    add("npm-legacy-token", "secret-ref: npm expands `${NPM_TOKEN}` in .npmrc from the environment; the file holds no token")(
        lambda r: blob("npmrc", ".npmrc", "registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=%s\n" % mark("${NPM_TOKEN}")))
    add("docker-config-auth", "secret-ref: `credsStore: osxkeychain` keeps registry credentials in the macOS keychain; `auths` entries are empty")(
        lambda r: blob("dockercfg", "config.json", '{\n  "auths": {\n    "https://index.docker.io/v1/": {},\n    "ghcr.io": {}\n  },\n  "credsStore": "%s"\n}' % mark("osxkeychain")))
    add("netrc-password", "secret-ref: a `.netrc.tpl` rendered by envsubst in CI; `$PYPI_TOKEN` is not a password", True)(
        lambda r: blob("netrc", ".netrc.tpl", "machine upload.pypi.org\n  login __token__\n  password %s\n" % mark("$PYPI_TOKEN")))
    add("generic-password-named", "hash: a bcrypt hash (`$2b$12$...`) stored for the password, not the password")(
        lambda r: kv(["=password_hash", "=passwordHash", "=PASSWORD_HASH"], "$2b$12$" + rs(r, "./" + ALNUM, 53)))
    add("generic-api-key-named", "config-value: the name of the header that carries the key, not a key")(
        lambda r: kv(["=API_KEY_HEADER", "=apiKeyHeader", "=api_key_header"], "X-Api-Key"))
    add("generic-secret-named", "placeholder: a UUID-shaped run of x, the stand-in from the vendor's setup docs")(
        lambda r: kv(["=token", "=secret"], "xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx"))
    add("generic-credential-named", "config-value: `refresh_token_ttl` is a lifetime in seconds, not a token")(
        lambda r: kv(["=refresh_token_ttl", "=REFRESH_TOKEN_TTL", "=refreshTokenTtl"], str(r.choice([1209600, 2592000, 7776000]))))
    # PEM look-alikes
    add("private-key-rsa", "public-by-design: a CERTIFICATE REQUEST (CSR) carries only the public key and subject")(
        lambda r: blob("pem", "server.csr", mark(csr_pem(r))))
    add("private-key-ec", "public-by-design: an EC PARAMETERS block names the curve (P-256); `openssl ecparam` prints it before the key")(
        lambda r: blob("pem", "prime256v1.pem", mark(ec_params_pem())))
    add("private-key-dsa", "public-by-design: a DSA PARAMETERS block (p, q, g) from `openssl dsaparam`; no private value")(
        lambda r: blob("pem", "dsaparam.pem", mark(dsa_params_pem(r))))
    add("private-key-pkcs8", "public-by-design: an Ed25519 SubjectPublicKeyInfo (`PUBLIC KEY`) block")(
        lambda r: blob("pem", "signing.pub.pem", mark(ed25519_pub_pem(r))))
    add("private-key-encrypted", "public-by-design: a PKCS7 certificate bundle (`-----BEGIN PKCS7-----`)")(
        lambda r: blob("pem", "chain.p7b", mark(pkcs7_pem(r))))
    add("private-key-openssh", "hash: an `ssh-keygen -lf` fingerprint line; the key itself is not present")(
        lambda r: blob("sshpub", "fingerprint.txt", mark("256 SHA256:%s %s@%s (ED25519)" % (b64s(rbytes(r, 32)).rstrip("="), r.choice(USERS), r.choice(["laptop", "ci-runner"])))))
    add("private-key-pgp", "public-by-design: a detached PGP SIGNATURE block, published next to release files")(
        lambda r: blob("pem", "release.tar.gz.asc", mark(pgp_sig(r))))
    add("putty-private-key", "encrypted: a PPK v3 file with `Encryption: aes256-cbc` (Argon2id); useless without its passphrase", True)(
        lambda r: blob("ppk", "deploy.ppk", mark(ppk_encrypted(r))))
    add("gcp-service-account", "config-value: a Workload Identity Federation (`external_account`) config: it points at an OIDC token file, no key material")(
        lambda r: blob("gcpwif", "clientLibraryConfig.json", mark(
            '{\n  "universe_domain": "googleapis.com",\n  "type": "external_account",\n  "audience": "//iam.googleapis.com/projects/%s/locations/global/workloadIdentityPools/github/providers/github",\n'
            '  "subject_token_type": "urn:ietf:params:oauth:token-type:jwt",\n  "token_url": "https://sts.googleapis.com/v1/token",\n'
            '  "service_account_impersonation_url": "https://iamcredentials.googleapis.com/v1/projects/-/serviceAccounts/deployer@kestrel-prod.iam.gserviceaccount.com:generateAccessToken",\n'
            '  "credential_source": {\n    "file": "/var/run/secrets/tokens/gcp-ksa/token",\n    "format": {\n      "type": "text"\n    }\n  }\n}' % rs(r, DIGITS, 12))))
    # public by design / identifiers / test mode
    add("stripe-secret-key", "public-by-design: a pk_live_ publishable key, embedded in the checkout page")(
        lambda r: kv(["stripe publishable key", "STRIPE PUBLISHABLE KEY", "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY"], "pk_live_51" + rs(r, ALNUM, 97)))
    add("stripe-restricted-key", "test-mode: an rk_test_ restricted key only reaches Stripe's test mode")(
        lambda r: kv(["stripe restricted key", "STRIPE RESTRICTED KEY"], "rk_test_51" + rs(r, ALNUM, 97)))
    add("google-api-key", "public-by-design: the `apiKey` of a Firebase web app config, shipped to every browser (restricted by rules)", True)(
        lambda r: kv(["firebase api key", "NEXT_PUBLIC_FIREBASE_API_KEY", "firebaseApiKey"], "AIza" + rs(r, B64URL, 35)))
    add("datadog-api-key", "public-by-design: a RUM/browser-logs client token (`pub` + 32 hex), meant to be embedded in web pages")(
        lambda r: kv(["datadog client token", "DD CLIENT TOKEN", "datadogClientToken"], "pub" + rs(r, HEXL, 32)))
    add("newrelic-license-key", "public-by-design: a browser-agent license key (`NRJS-`), embedded in every page's snippet")(
        lambda r: kv(["new relic browser license key", "NEW RELIC BROWSER KEY", "nrBrowserLicenseKey"], "NRJS-" + rs(r, HEXL, 19)))
    add("mailgun-api-key", "public-by-design: a `pubkey-` public validation key, usable from browsers for address validation only")(
        lambda r: kv(["mailgun public key", "MAILGUN PUBLIC KEY"], "pubkey-" + rs(r, HEXL, 32)))
    add("algolia-admin-key", "public-by-design: the search-only API key, shipped to the browser with the InstantSearch widget", True)(
        lambda r: kv(["algolia search key", "ALGOLIA SEARCH ONLY API KEY", "algoliaSearchKey"], rs(r, HEXL, 32)))
    add("launchdarkly-key", "public-by-design: a client-side ID (24 hex) used by the JavaScript SDK in browsers", True)(
        lambda r: kv(["launchdarkly client side id", "LD CLIENT SIDE ID", "ldClientSideId"], rs(r, HEXL, 24)))
    add("discord-bot-token", "public-by-design: the application's Ed25519 public key (64 hex) used to verify interaction signatures")(
        lambda r: kv(["discord public key", "DISCORD PUBLIC KEY"], rs(r, HEXL, 64)))
    add("github-oauth", "public-by-design: an OAuth App client ID (`Ov23li...`), sent in every authorize URL")(
        lambda r: kv(["github client id", "GITHUB CLIENT ID", "AUTH_GITHUB_ID"], "Ov23li" + rs(r, ALNUM, 14)))
    add("google-oauth-client-secret", "public-by-design: the client secret embedded in the open-source Google Cloud SDK for its installed-app flow", True)(
        lambda r: kv(["client secret", "CLOUDSDK CLIENT SECRET"], "d-FL95Q19q7MQmFpd7hHD0Ty"))
    add("shopify-shared-secret", "identifier: the app's API key (client id, 32 hex), public in install URLs")(
        lambda r: kv(["shopify api key", "SHOPIFY API KEY", "shopifyClientId"], rs(r, HEXL, 32)))
    add("openai-project-key", "identifier: an OpenAI project id (`proj_...`), not a key")(
        lambda r: kv(["openai project id", "OPENAI PROJECT ID", "OPENAI_PROJECT"], "proj_" + rs(r, ALNUM, 24)))
    add("openai-api-key", "identifier: an OpenAI organization id (`org-...`), sent as a header next to the key")(
        lambda r: kv(["openai organization", "OPENAI ORG ID", "OPENAI_ORGANIZATION"], "org-" + rs(r, ALNUM, 24)))
    add("anthropic-api-key", "identifier: a Messages API message id (`msg_01...`) from a response log")(
        lambda r: kv(["=message_id", "=anthropic_message_id"], "msg_01" + rs(r, ALNUM, 22)))
    add("slack-bot-token", "identifier: the Slack app id (`A0...`), public in the app's URL")(
        lambda r: kv(["slack app id", "SLACK APP ID"], "A0" + rs(r, UPNUM, 9)))
    add("twilio-api-key", "identifier: an MG... Messaging Service SID names a service; it is not an SK key")(
        lambda r: kv(["twilio messaging service sid", "TWILIO MESSAGING SERVICE SID"], "MG" + rs(r, HEXL, 32)))
    add("twilio-auth-token", "hash: an X-Twilio-Signature value (base64 HMAC-SHA1 of one request), not the auth token")(
        lambda r: hdr("X-Twilio-Signature", b64s(rbytes(r, 20))))
    add("sendgrid-api-key", "identifier: a dynamic template id (`d-` + 32 hex)")(
        lambda r: kv(["sendgrid template id", "SENDGRID TEMPLATE ID"], "d-" + rs(r, HEXL, 32)))
    add("heroku-legacy-api-key", "identifier: HEROKU_DYNO_ID is the dyno's UUID from dyno metadata, not an API key", True)(
        lambda r: kv(["heroku dyno id", "HEROKU DYNO ID"], ruuid(r)))
    add("vault-service-token", "identifier: a token accessor (24 base62) identifies a token for lookup/revoke; it cannot be used to authenticate")(
        lambda r: kv(["vault token accessor", "VAULT TOKEN ACCESSOR"], rs(r, ALNUM, 24)))
    add("vault-legacy-token", "test-fixture: `VAULT_TOKEN=root`, the dev server's root token in a docker-compose for local tests", True)(
        lambda r: kv(["vault token", "VAULT TOKEN"], "root"))
    add("aws-session-token", "identifier: an STS AssumedRoleId (`AROA...:session`), printed by `aws sts get-caller-identity`")(
        lambda r: kv(["aws assumed role id", "UserId"], "AROA" + rs(r, B32, 17) + ":" + r.choice(["ci-deploy", "botocore-session-%d" % epoch(r)])))
    add("jwt", "test-fixture: an unsigned JWT (`alg: none`, empty signature) from a unit test", True)(
        lambda r: kv(["id token", "JWT"], b64u(b'{"alg":"none","typ":"JWT"}') + "." + b64u(('{"sub":"%s","iat":%d}' % (ruuid(r), epoch(r))).encode()) + "."))
    add("pypi-token", "test-mode: a TestPyPI token (location `test.pypi.org`); it cannot upload to pypi.org", True)(
        lambda r: kv(["pypi token", "TEST PYPI API TOKEN"], pypi_test_token(r)))
    add("plaid-access-token", "test-mode: an `access-sandbox-` token works only against Plaid's sandbox")(
        lambda r: kv(["plaid access token", "PLAID ACCESS TOKEN"], "access-sandbox-" + ruuid(r)))
    add("braintree-access-token", "test-mode: an `access_token$sandbox$` token only reaches the Braintree sandbox")(
        lambda r: kv(["braintree access token", "BRAINTREE ACCESS TOKEN"], "access_token$sandbox$%s$%s" % (rs(r, LOWNUM, 16), rs(r, HEXL, 32))))
    add("flutterwave-secret-key", "test-mode: a FLWSECK_TEST- key only reaches Flutterwave's test environment")(
        lambda r: kv(["flutterwave secret key", "FLW SECRET KEY"], "FLWSECK_TEST-" + rs(r, HEXL, 32) + "-X"))
    add("shippo-token", "test-mode: a shippo_test_ token creates only test labels")(
        lambda r: kv(["shippo api token", "SHIPPO TOKEN"], "shippo_test_" + rs(r, HEXL, 40)))
    add("easypost-api-key", "test-mode: an EZTK test key; the production key is EZAK")(
        lambda r: kv(["easypost api key", "EASYPOST TEST API KEY"], "EZTK" + rs(r, ALNUM, 54)))
    add("duffel-token", "test-mode: a duffel_test_ token only books test orders")(
        lambda r: kv(["duffel access token", "DUFFEL TOKEN"], "duffel_test_" + rs(r, B64URL, 43)))
    add("razorpay-key-secret", "test-mode: the secret belongs to an `rzp_test_` key id and only works in test mode", True)(
        lambda r: kv(["razorpay key secret", "RAZORPAY KEY SECRET"], rs(r, ALNUM, 24), extra=[(["razorpay key id"], "rzp_test_" + rs(r, ALNUM, 14))]))
    return S


LINE_FMTS = LINE_FMTS + ("gcpwif",)
BLOB_NAMES.update({"gcpwif": ["workload identity config"]})
SPECIAL_NEGS = {}


def make_neg(kind):
    sp = SPECIAL_NEGS.get(kind)
    if sp:
        return sp
    return lambda r: fresh_neg(kind, r)

def load_rules():
    rules = []
    with open(os.path.join(HERE, "rules.txt"), encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if line.strip():
                k, prov, desc = line.split("\t")
                rules.append((k, prov, desc))
    return rules


SKIPPED = {"wirepass-session": "the scanner's own session token: its format is not published and the scanner's code is off limits"}


def decode_span(data, start, end, enc):
    s = data[start:end]
    if enc == "base64":
        n = -(-(end - start) // 4) * 4
        chunk = data[start:start + n].decode("ascii").translate(str.maketrans("-_", "+/"))   # base64url (Gmail's raw) too
        return base64.b64decode(chunk + "=" * (-len(chunk) % 4))
    t = s.decode("utf-16-le") if data[:2] == b"\xff\xfe" else s.decode("utf-8")
    if enc == "raw":
        return t
    if enc == "json":
        return json.loads('"' + t + '"')
    if enc == "xml":
        import html
        return html.unescape(t)
    if enc == "url":
        from urllib.parse import unquote
        return unquote(t)
    raise ValueError(enc)


def span_ok(data, start, end, enc, value):
    got = decode_span(data, start, end, enc)
    if enc == "base64":
        return got.startswith(value.encode("utf-8"))
    return got == value


def extract(text):
    """strip markers; return (clean text, {marker_index: (char_start, char_end)})"""
    out, pos, open_ = [], {}, {}
    n = 0
    keys = {P0: ("p", 0), P1: ("p", 1)}
    for i, (a, b) in enumerate(SM):
        keys[a] = (i, 0)
        keys[b] = (i, 1)
    for ch in text:
        if ch in keys:
            k, side = keys[ch]
            if side == 0:
                if k in open_ or k in pos:
                    raise ValueError("duplicate marker %r" % (k,))
                open_[k] = n
            else:
                pos[k] = (open_.pop(k), n)
            continue
        out.append(ch)
        n += 1
    if open_:
        raise ValueError("unclosed marker")
    return "".join(out), pos


def render_case(kind, cname, positive, idx):
    r = random.Random("%s|%s|%s" % (SEED, kind, cname))
    _CUR["carrier"] = cname
    posf, negf = KINDS[kind]
    p = posf(r, idx) if positive else negf(r)
    if not positive and p.note is None:
        raise ValueError("negative without note: " + kind)
    if not compatible(cname, kind, p):
        return None
    c = Ctx(r, kind, p, positive)
    _CUR["svc"] = r.choice(SVCS)
    _CUR["provider"] = PROVIDER.get(kind, "")
    _CUR["hp"] = None
    try:
        out = CARS[cname]["fn"](c)
    finally:
        _CUR["svc"] = None
        _CUR["hp"] = None
    if out is None:          # the carrier refuses this payload (e.g. PSReadLine would not save the line)
        return None
    text, enc = out[0], out[1]
    fname_override = out[2] if len(out) > 2 else None
    if CARS[cname]["crlf"]:
        text = text.replace("\r\n", "\n").replace("\n", "\r\n")
    clean, pos = extract(text)
    if not positive and not getattr(p, "pattern", False) and p.t == "kv":
        # corpus 16: a hand-built negative whose names are exact identifiers keeps one of them verbatim (its note
        # describes that name); a carrier that respells it (SONAR_SCM_REVISION for sonar.scm.revision) is skipped
        for names_, v_ in p.entries:
            if P0 in v_ and names_ and all(n_.startswith("=") for n_ in names_) and not any(n_[1:] in clean for n_ in names_):
                return None
    u16 = CARS[cname].get("utf16")
    data = (b"\xff\xfe" + clean.encode("utf-16-le")) if u16 else clean.encode("utf-8")

    def boff(a, b):
        if u16:     # corpus 52: a Windows file in UTF-16LE with its BOM; offsets are into those bytes
            return 2 + len(clean[:a].encode("utf-16-le")), 2 + len(clean[:b].encode("utf-16-le"))
        return len(clean[:a].encode("utf-8")), len(clean[:b].encode("utf-8"))
    if "p" not in pos:
        raise ValueError("no primary span: %s %s" % (kind, cname))
    start, end = boff(*pos["p"])
    if p.inner == "url":
        fenc = "url"
    elif p.inner == "json":
        assert enc == "raw", (kind, cname)
        fenc = "json"
    else:
        fenc = enc
    value = p.secret
    if fenc == "url" and p.inner != "url" and data[start:end].decode("utf-8") == value:
        fenc = "raw"          # the carrier percent-encodes, but this value has nothing to encode
    also_kinds = [a if isinstance(a, list) else [a] for a in p.also] + c.extra_also
    also = []
    for i, kinds_ in enumerate(also_kinds):
        if i not in pos:
            raise ValueError("missing secondary span %d in %s/%s" % (i, kind, cname))
        a, b = boff(*pos[i])
        sval = strip_marks(text[text.index(SM[i][0]) + 1:text.index(SM[i][1])])
        senc = "raw" if enc == "base64" else enc
        if senc in ("json", "xml", "url"):
            sval = decode_span(data, a, b, senc)
        if senc == "url" and data[a:b].decode("utf-8") == sval:
            senc = "raw"
        for k2 in kinds_:
            also.append({"kind": k2, "start": a, "end": b, "encoding": senc, "_value": sval})
    for k2 in p.also_same + c.extra_same:
        also.append({"kind": k2, "start": start, "end": end, "encoding": fenc, "_value": value})
    if kind == "aws-key-pair" and positive:
        # the rule claims the secret only within 240 bytes after its key id, on the same line or the next
        for a_ in also:
            if a_["kind"] == "aws-access-key-id" and not (a_["end"] <= start and start - a_["end"] <= 240 and data[a_["end"]:start].count(b"\n") <= 1):
                return None
    if kind == "alibaba-key-pair" and positive:
        # corpus 42: the rule claims the secret only within 160 bytes after its AccessKey ID
        for a_ in also:
            if a_["kind"] == "alibaba-access-key-id" and not (a_["end"] <= start and start - a_["end"] <= 160):
                return None
    if not span_ok(data, start, end, fenc, value):
        raise ValueError("span self-check failed: %s %s %r" % (kind, cname, decode_span(data, start, end, fenc)[:60]))
    fname = fname_override or CARS[cname]["fname"]
    if "%d" in fname:
        fname = fname % r.randint(1, 9)
    return dict(data=data, start=start, end=end, enc=fenc, value=value, p=p, also=also, fname=fname)


PROVIDER = {}


PREFER_QUOTA = 5


def probe_type(kind, idx):
    """the payload type (kv, hdr, url, blob) a case of `kind` will carry, drawn with a throw-away generator"""
    r = random.Random("%s|probe|%s|%s" % (SEED, kind, idx))
    if idx is not None:
        return KINDS[kind][0](r, idx).t
    sp = SPECIAL_NEGS.get(kind)
    return sp(r).t if sp else KINDS[kind][0](r, 1).t


def build():
    rules = load_rules()
    provider = {k: prov for k, prov, _ in rules}
    PROVIDER.update(provider)
    kinds_scm(); kinds_chat_ai(); kinds_cloud(); kinds_saas(); kinds_pay_comm_obs(); kinds_infra_generic(); kinds_corpus7(); kinds_c11(); kinds_c15(); kinds_c26(); kinds_c42(); kinds_c54(); kinds_snmp(); kinds_ldap()
    patch_kinds_c12()
    SPECIAL_NEGS.update(c32_special())
    SPECIAL_NEGS.update(snmp_special())
    SPECIAL_NEGS.update(ldap_special())
    SPECIAL_NEGS.update(c54_special())
    # corpus 38: the short-named password takes a pattern negative again, so OMERO's own mask (`omero config get` without
    # --show-password) can be one of its forms
    SPECIAL_NEGS.pop("generic-password-short-named", None)
    # corpus 50: Rails' `[FILTERED]` header (the hand-built negative of authorization-token) has no Rails log to go to here; the
    # rule id takes a pattern negative instead
    SPECIAL_NEGS.pop("authorization-token", None)
    for k in list(KINDS):
        KINDS[k] = (KINDS[k][0], make_neg(k))
    missing = [k for k, _, _ in rules if k not in KINDS and k not in SKIPPED]
    extra = [k for k in KINDS if k not in provider]
    if missing or extra:
        raise SystemExit("kind table mismatch: missing=%s extra=%s" % (missing, extra))
    usage = {c: 0 for c in CARS}
    pref_hits = {c: 0 for c in CARS}
    cref_hits = {c: 0 for c in CARS}
    files, manifest, secrets = {}, [], []
    for kind, prov, _ in rules:
        if kind in SKIPPED:
            continue
        used = set()
        for idx in (0, 1, 2, None):
            positive = idx is not None
            # corpus 21: a carrier that takes only a few payload types (headers, webhook URLs) stops jumping the queue
            # once it holds `cap` cases, so those payloads spread over the other carriers too
            # corpus 22: a carrier whose own layout is a header block (a request log, a captured request) or a password
            # field is preferred for the payloads it was made for (`prefer(kind, payload type)`) until it holds
            # PREFER_QUOTA of them, so those layouts occur and the rest still spread over the other carriers
            ptype = probe_type(kind, idx)
            # corpus 28 (kept in 29): a carrier with a reference syntax of its own is offered a few pattern negatives first, so its form occurs
            order = sorted(CARS, key=lambda cn: (usage[cn] - (20 if (CARS[cn]["only"]) else 0) -
                                                 (30 if (not positive and kind not in SPECIAL_NEGS and ptype == "kv" and (cn in CARRIER_REFS or cn in CARRIER_ENC or cn in CARRIER_MASKS or cn in CARRIER_PH) and
                                                         cref_hits[cn] < 2) else 0) -
                                                 (20 if CARS[cn]["prefer"] and pref_hits[cn] < PREFER_QUOTA and CARS[cn]["prefer"](kind, ptype) else 0) +
                                                 (1000 if CARS[cn]["cap"] is not None and usage[cn] >= CARS[cn]["cap"] else 0),
                                                 zlib.crc32(("%s|%s" % (kind, cn)).encode())))
            res = None
            for cname in order:
                if cname in used:
                    continue
                res = render_case(kind, cname, positive, idx)
                if res:
                    break
            if not res:
                raise SystemExit("no carrier for %s idx=%s" % (kind, idx))
            usage[cname] += 1
            if not positive and kind not in SPECIAL_NEGS and (cname in CARRIER_REFS or cname in CARRIER_ENC or cname in CARRIER_MASKS or cname in CARRIER_PH):
                cref_hits[cname] += 1
            if CARS[cname]["prefer"] and CARS[cname]["prefer"](kind, ptype):
                pref_hits[cname] += 1
            used.add(cname)
            path = "cases/%s/%s/%s" % (kind, cname, res["fname"])
            files[path] = res["data"]
            e = {"file": path, "kind": kind, "provider": prov, "carrier": cname, "positive": positive,
                 "start": res["start"], "end": res["end"], "encoding": res["enc"]}
            if not positive:
                e["note"] = res["p"].note
                if res["p"].deb:
                    e["debatable"] = True
            if res["also"]:
                e["also_expected"] = [{k: v for k, v in a.items() if not k.startswith("_")} for a in res["also"]]
            manifest.append(e)
            secrets.append({"value": res["value"], "also": [a["_value"] for a in res["also"]]})
    return files, manifest, secrets, usage





LINE_FMTS = LINE_FMTS + ("gcpkeys",)  # a pasted CLI listing: only where text is kept verbatim
BLOB_NAMES.update({"composer": ["composer auth"], "gcpkeys": ["service account keys"], "sshpub": ["ssh public key", "deploy public key"]})



# ================================================================ corpus 19: negatives (carrier forms)
# a carrier's own way to point at a secret kept elsewhere (the secret-ref negatives); REF_CASE spells the name.
# corpus 32: the reference syntaxes, ciphertexts and masks of corpus 32's carriers
def nifi_enc(r, n):
    return "enc{%s}" % rs(r, HEXU, 2 * (28 + 16 * (1 + n // 16)))


CARRIER_FORM_ALWAYS = set()      # (corpus 40 had carriers whose own form every pattern negative placed there took; corpus 50 has none)


def ref_name(nm, cname):
    base = envk(nm.replace("-", "_"))
    how = REF_CASE.get(cname)
    if how == "uuid":
        import hashlib
        return str(_uuid.UUID(bytes=hashlib.md5(base.encode()).digest(), version=4))
    if how == "arn":
        h = zlib.crc32(base.encode())
        return "%012d:secret:prod/%s-%s" % (100000000000 + h % 899999999999, base.lower().replace("_", "-"), b62(h, 6)[-6:])
    if how == "lower":
        return base.lower()
    if how == "pascal":
        return "".join(w.capitalize() for w in base.lower().split("_"))
    if how == "camel":
        ws = base.lower().split("_")
        return ws[0] + "".join(w.capitalize() for w in ws[1:])
    if how in ("path", "kebab"):
        return ("%s/%s" % (svc_for_ref(), base.lower().replace("_", "-"))) if how == "path" else base.lower().replace("_", "-")
    if how == "dot":
        return base.lower().replace("_", ".")
    return base


def svc_for_ref():
    return "prod"


def vault_transit(r, n):
    return "vault:v1:" + b64s(rbytes(r, n + 28))


def fresh_neg(kind, r):
    """a pattern negative for `kind`: the type is drawn per rule id (corpus 32 draw), the value per carrier"""
    p = KINDS[kind][0](r, 1)
    s = p.secret
    pfx = kind_prefix(kind, s)
    body = s[len(pfx):]
    nm = kind.replace("-named", "").replace("-prefixed", "")
    cname = _CUR.get("carrier")
    t = ["secret-ref", "encrypted", "placeholder", "redacted", "truncated", "hash"][zlib.crc32(("c64|" + kind).encode()) % 6]
    # a carrier with a form of its own (a reference syntax, a ciphertext, a mask) uses it half the time
    spec = [tt for tt, dct in (("secret-ref", CARRIER_REFS), ("encrypted", CARRIER_ENC), ("placeholder", CARRIER_PH),
                               ("redacted", CARRIER_MASKS)) if cname in dct]
    if p.t == "url" and strip_marks(p.url) != s:
        # corpus 60: a reference or ciphertext stands for a whole setting, not for the part of a URL (a bot path, a password)
        spec = [tt for tt in spec if tt == "redacted"]
    h = zlib.crc32(("c64c|%s|%s" % (kind, cname)).encode())
    if spec and (h % 4 != 0 or cname in CARRIER_FORM_ALWAYS):
        t = spec[(h >> 1) % len(spec)]
    cspec = (t == "secret-ref" and cname in CARRIER_REFS) or (t == "encrypted" and cname in CARRIER_ENC) or \
        (t == "placeholder" and cname in CARRIER_PH) or (t == "redacted" and cname in CARRIER_MASKS)
    if not cspec:
        # corpus 16: a ciphertext, digest or vault reference stands for a whole setting; where the credential is only
        # part of a URL (a SAS sig, a bot path, a URL's password) or of a header in a typed command, use a mask instead
        part_of_url = p.t == "url" and strip_marks(p.url) != s
        if part_of_url and t in ("encrypted", "hash", "secret-ref"):
            t = "redacted"
        elif p.t == "hdr" and t == "secret-ref":
            t = "placeholder"
    deb = False
    if t == "secret-ref":
        tpl, what = CARRIER_REFS.get(cname) or r.choice(SECRET_REFS)
        v = tpl % ref_name(nm, cname)
        note = "secret-ref: %s; the value itself is not in the file" % what
    elif t == "encrypted":
        if cname in CARRIER_ENC:
            fn, note = CARRIER_ENC[cname]
            v = fn(r, len(s))
        else:
            j = r.randint(0, 3)
            v = [sops_enc(r, len(s)), gcp_kms_ct(r, len(s)), sealed_ct(r, len(s)), vault_transit(r, len(s))][j]
            note = ["encrypted: a SOPS-encrypted value (`ENC[AES256_GCM,...]`); the data key is held in KMS/age, not here",
                    "encrypted: a Cloud KMS ciphertext (base64 of the `CiQA...` envelope), opened only with `cloudkms.cryptoKeyVersions.useToDecrypt`",
                    "encrypted: a Bitnami Sealed Secrets ciphertext (`AgB...`), only the in-cluster controller's private key opens it",
                    "encrypted: a Vault Transit ciphertext (`vault:v1:...`); only a caller allowed to use the transit key can decrypt it"][j]
    elif t == "placeholder":
        if cname in CARRIER_PH:
            fn, note = CARRIER_PH[cname]
            v = fn(r, len(body))
        else:
            j = r.randint(0, 4)
            v = ["<%s>" % envk(nm.replace("-", "_")), "changeme", pfx + "X" * max(8, len(body)), "TODO-add-%s" % nm,
                 "your-%s-here" % nm.replace("_", "-")][j]
            note = ["placeholder: `<NAME>` in angle brackets, the form setup guides tell you to fill in",
                    "placeholder: `changeme`, the default a template ships with",
                    "placeholder: the real prefix followed by a run of X, a documentation sample",
                    "placeholder: a `TODO-add-...` marker left where the value should go",
                    "placeholder: `your-...-here`, the stand-in of the project's example configuration"][j]
            deb = j == 2
    elif t == "redacted":
        if cspec:
            v, note = CARRIER_MASKS[cname]
            if callable(v):
                v = v(s)
        else:
            j = r.randint(0, 4)
            v = ["[REDACTED]", "<hidden>", pfx + body[:3] + "\u2022" * 12, "*" * 16, "%s%s%s" % (pfx, "*" * 12, body[-4:])][j]
            note = ["redacted: `[REDACTED]` replaced the value before the file was shared",
                    "redacted: `<hidden>` is how the dashboard export shows a sensitive field",
                    "redacted: only the prefix and three characters survive, the rest shown as bullets",
                    "redacted: a run of asterisks replaced the value before the file was shared",
                    "redacted: the console shows only the last four characters, the rest as `*`"][j]
    elif t == "truncated":
        k = max(4, min(7, len(body) // 6))
        j = r.randint(0, 2)
        v = [pfx + body[:k] + "...", pfx + body[:k] + "[...]", pfx + body[:k] + "\u2026"][j]
        note = ["truncated: %d characters of the body and `...`; the rest was cut when pasting" % k,
                "truncated: the value is cut after %d characters of the body (`[...]`)" % k,
                "truncated: a UI column cut the value after %d characters of the body and added `\u2026`" % k][j]
    else:
        import hashlib
        j = r.randint(0, 2)
        if j == 0:
            v = "sha512-" + b64s(hashlib.sha512(s.encode()).digest())
            note = "hash: an SRI-style SHA-512 digest (`sha512-...`) of the credential, kept to detect reuse; not reversible"
        elif j == 1:
            v = "sha1:" + hashlib.sha1(s.encode()).hexdigest()
            note = "hash: a SHA-1 fingerprint of the credential (`sha1:...`) from an audit export; the credential cannot be recovered"
        else:
            v = "sha256:" + hashlib.sha256(s.encode()).hexdigest()
            note = "hash: the SHA-256 digest (`sha256:...`) a secrets inventory keeps to detect the credential's reuse; not reversible"
    if cspec and cname in CARRIER_DEB:
        deb = True
    p = neg(with_value(p, v), note, deb)
    p.cspec = cspec
    p.pattern = True
    return p


# special negatives of corpus 12 that corpus 14 re-draws (these rule ids get another negative, below or by pattern)
C12_DROP = {"github-pat", "aws-access-key-id", "aws-secret-access-key", "slack-webhook", "basic-auth", "django-secret-key", "telegram-bot-url",
            "bearer-token", "npm-token-named", "private-key-rsa", "private-key-ec", "private-key-dsa", "private-key-pkcs8", "private-key-encrypted",
            "private-key-openssh", "private-key-pgp", "stripe-secret-key", "launchdarkly-key", "openai-api-key", "anthropic-api-key",
            "slack-bot-token", "twilio-api-key", "sendgrid-api-key", "jwt", "age-secret-key"}


def bad_crc_hex(r, body, width=8):
    good = "%0*X" % (width, zlib.crc32(body.encode()))
    bad = good
    while bad == good:
        bad = rs(r, HEXU, width)
    return body + bad


def c14_special():
    S = {k: f for k, f in c12_special().items() if k not in C12_DROP}

    def add(kind, note, deb=False):
        def deco(fn):
            S[kind] = lambda r: neg(fn(r), note, deb)
            return fn
        return deco

    # checksums
    add("npm-token", "invalid-checksum: the last six base62 characters are not the CRC32 of the npm_ body, so npm never issued it")(
        lambda r: like("npm-token", r, bad_crc_gh(r, "npm_")))
    add("github-server-to-server", "invalid-checksum: the ghs_ token's CRC32 suffix does not match its body (a hand-edited value)")(
        lambda r: like("github-server-to-server", r, bad_crc_gh(r, "ghs_"), 0))
    add("bitbucket-app-password", "invalid-checksum: the trailing 8 hex digits are not the CRC32 of the ATBB body")(
        lambda r: like("bitbucket-app-password", r, bad_crc_hex(r, "ATBB" + rs(r, ALNUM, 24))))
    add("atlassian-api-token", "invalid-checksum: the trailing CRC32 of this ATATT token does not match its body")(
        lambda r: like("atlassian-api-token", r, bad_crc_hex(r, "ATATT3xFfGF0" + rs(r, B64URL, 171) + "=")))
    add("grafana-service-account", "invalid-checksum: the glsa_ token's little-endian CRC32 suffix does not match its body")(
        lambda r: like("grafana-service-account", r, "glsa_" + rs(r, ALNUM, 32) + "_" + rs(r, HEXL, 8)))
    # test mode / documented examples
    add("stripe-secret-key", "documented-example: `sk_test_4eC39HqLyjWDarjtT1zdp7dc` is the test-mode key printed in Stripe's API reference; it only reaches test mode")(
        lambda r: kv(["stripe secret key", "STRIPE SECRET KEY", "stripe api key"], "sk_test_4eC39HqLyjWDarjtT1zdp7dc"))
    add("square-secret", "test-mode: a `sandbox-sq0csb-` application secret only works against Square's sandbox")(
        lambda r: kv(["square application secret", "SQUARE SANDBOX APP SECRET"], "sandbox-sq0csb-" + rs(r, B64URL, 43)))
    add("jwt", "documented-example: the HS256 sample token from jwt.io (`John Doe`, signed with `your-256-bit-secret`)")(
        lambda r: kv(["example jwt", "id token", "JWT"], JWT_IO_EXAMPLE))
    # public by design
    add("posthog-personal-api-key", "public-by-design: a `phc_` project API key, embedded in every page that loads posthog-js")(
        lambda r: kv(["posthog project api key", "NEXT_PUBLIC_POSTHOG_KEY", "posthogKey"], "phc_" + rs(r, ALNUM, 43)))
    add("mapbox-secret-token", "public-by-design: a `pk.` public access token, shipped to the browser with Mapbox GL JS")(
        lambda r: kv(["mapbox access token", "NEXT_PUBLIC_MAPBOX_TOKEN", "mapboxgl accessToken"],
                     "pk." + b64u(('{"u":"%s","a":"%s"}' % (r.choice(["kw-maps", "fieldops"]), rs(r, LOWNUM, 25))).encode()) + "." + rs(r, B64URL, 22)))
    add("sentry-user-token", "public-by-design: a Sentry DSN, embedded in client apps; it can only submit events", True)(
        lambda r: kv(["sentry dsn", "NEXT_PUBLIC_SENTRY_DSN", "SENTRY DSN"],
                     "https://%s@o%d.ingest.us.sentry.io/%d" % (rs(r, HEXL, 32), r.randint(100000, 4999999), r.randint(1000000, 9999999))))
    add("launchdarkly-key", "public-by-design: a `mob-` mobile key, compiled into the mobile apps; it only evaluates flags", True)(
        lambda r: kv(["launchdarkly mobile key", "LD MOBILE KEY"], "mob-" + ruuid(r)))
    add("tailscale-key", "public-by-design: a node's WireGuard public key (`nodekey:`), shown by `tailscale status --json`")(
        lambda r: kv(["=NodeKey", "tailscale node key"], "nodekey:" + rs(r, HEXL, 64)))
    add("age-secret-key", "public-by-design: an age recipient (`age1...`), the public half; it can only encrypt")(
        lambda r: kv(["sops age recipients", "SOPS AGE RECIPIENTS", "age recipient"], bech32("age", list(rbytes(r, 32)))))
    # identifiers of the same family
    add("aws-access-key-id", "identifier: an IAM user's unique id (`AIDA...`), printed by `aws sts get-caller-identity`; it is not an access key")(
        lambda r: kv(["=UserId", "aws iam user id", "=AWS_USER_ID"], "AIDA" + rs(r, B32, 17)))
    add("twilio-api-key", "identifier: an `AC...` account SID names the account; it authenticates nothing without a secret")(
        lambda r: kv(["twilio account sid", "TWILIO ACCOUNT SID"], "AC" + rs(r, HEXL, 32)))
    add("sendgrid-api-key", "identifier: the id of a SendGrid API key (the middle part of `SG.<id>.<secret>`), listed by `GET /v3/api_keys`")(
        lambda r: kv(["=api_key_id", "sendgrid api key id"], rs(r, B64URL, 22)))
    add("openai-admin-key", "identifier: the id of an admin API key (`key_...`), returned by the Admin API's key listing")(
        lambda r: kv(["=admin_key_id", "openai admin key id"], "key_" + rs(r, ALNUM, 16)))
    add("anthropic-admin-key", "identifier: an API key's id (`apikey_01...`), returned by the Admin API; it is not the key")(
        lambda r: kv(["=api_key_id", "anthropic api key id"], "apikey_01" + rs(r, ALNUM, 22)))
    add("vault-legacy-token", "test-fixture: `root`, the root token id a Vault dev server (`vault server -dev`) starts with, used by the local test setup", True)(
        lambda r: kv(["vault token", "VAULT TOKEN"], "root"))
    # PEM look-alikes, re-drawn
    add("private-key-rsa", "public-by-design: an `RSA PUBLIC KEY` block (PKCS#1 public key)")(
        lambda r: blob("pem", "id_rsa.pub.pem", mark(rsa_pub_pem(r))))
    add("private-key-ec", "public-by-design: an X.509 `CERTIFICATE`, sent to every TLS client")(
        lambda r: blob("pem", "server.crt", mark(cert_pem(r))))
    add("private-key-dsa", "truncated: only the armour line and the first two base64 lines of the DSA key survive (no END line)", True)(
        lambda r: blob("pem", "id_dsa", mark("\n".join(pem_dsa(r).split("\n")[:3]))))
    add("private-key-pkcs8", "public-by-design: a `CERTIFICATE REQUEST` (CSR) holds the public key and the subject")(
        lambda r: blob("pem", "server.csr", mark(csr_pem(r))))
    add("private-key-encrypted", "public-by-design: an `X509 CRL` block, published by the CA")(
        lambda r: blob("pem", "crl.pem", mark(crl_pem(r))))
    add("private-key-openssh", "public-by-design: an `ssh-ed25519` public key line, the kind that goes into authorized_keys")(
        lambda r: blob("sshpub", "id_ed25519.pub", mark("ssh-ed25519 %s %s@%s" % (b64s(ssh_str("ssh-ed25519") + ssh_str(rbytes(r, 32))), r.choice(USERS),
                                                                                   r.choice(["laptop", "ci-runner", "bastion"])))))
    add("private-key-pgp", "public-by-design: a `PGP PUBLIC KEY BLOCK`, published on keyservers")(
        lambda r: blob("pem", "pubkey.asc", mark(pgp_public(r, "Release Bot <release@kestrelworks.io>"))))
    return S



def c15_special():
    S = c14_special()
    # corpus 15: Bitbucket's and Atlassian's token checksums are not published by the vendors, so no invalid-checksum negatives
    # for them (they get a pattern negative instead)
    for k in ("bitbucket-app-password", "atlassian-api-token"):
        S.pop(k, None)

    def add(kind, note, deb=False):
        def deco(fn):
            S[kind] = lambda r: neg(fn(r), note, deb)
            return fn
        return deco

    add("generic-password-short-named", "secret-ref: a `_FILE` variable (the Docker secrets convention) holds the path of the file with the password, not the password")(
        lambda r: kv(["=DB_PASS_FILE", "=SMTP_PASS_FILE", "=REDIS_PASS_FILE"], "/run/secrets/%s" % r.choice(["db_pass", "smtp_pass", "redis_pass"])))
    # digests and ids of the same shape next to the provider's name
    add("sonarqube-token-named", "hash: a git commit SHA-1 handed to the scanner as `sonar.scm.revision`; a Sonar name, but the value is a commit id")(
        lambda r: kv(["=sonar.scm.revision"], rs(r, HEXL, 40)))
    add("datadog-app-key", "hash: DD_GIT_COMMIT_SHA is the commit the service was built from (Datadog's source-code integration tag), not an application key")(
        lambda r: kv(["=DD_GIT_COMMIT_SHA"], rs(r, HEXL, 40)))
    add("snyk-token", "identifier: SNYK_CFG_ORG holds the id (a UUID) of the Snyk organization that scans are attributed to; it is not a token")(
        lambda r: kv(["=SNYK_CFG_ORG", "=snyk_cfg_org"], ruuid(r)))
    add("splunk-hec-token-named", "identifier: X-Splunk-Request-Channel is a GUID the client picks to group events for indexer acknowledgement; it authenticates nothing")(
        lambda r: hdr("X-Splunk-Request-Channel", ruuid(r).upper()))
    add("vercel-token", "identifier: VERCEL_PROJECT_ID (`prj_...`) names the project the CLI deploys to; it is read from `.vercel/project.json` and is not a credential")(
        lambda r: kv(["=VERCEL_PROJECT_ID", "=vercelProjectId"], "prj_" + rs(r, ALNUM, 28)))
    add("netlify-token-named", "identifier: NETLIFY_SITE_ID is the site's API id (a UUID) that `netlify deploy` targets; it is not a token")(
        lambda r: kv(["=NETLIFY_SITE_ID", "=netlify_site_id"], ruuid(r)))
    add("cloudflare-api-token", "identifier: a Cloudflare account or zone id (32 hex), shown on every dashboard page; it only says which account to act on")(
        lambda r: kv(["=CLOUDFLARE_ACCOUNT_ID", "=CF_ZONE_ID", "=cloudflare_zone_id"], rs(r, HEXL, 32)))
    add("fastly-api-token", "identifier: FASTLY_SERVICE_ID names the Fastly service to purge or deploy; it is not an API token")(
        lambda r: kv(["=FASTLY_SERVICE_ID", "=fastly_service_id"], rs(r, ALNUM, 22)))
    add("atlassian-legacy-token", "identifier: an Atlassian accountId (24 hex), returned in every issue's JSON; it names a user and is not a token")(
        lambda r: kv(["=JIRA_ACCOUNT_ID", "=jira_assignee_account_id", "=atlassianAccountId"], rs(r, HEXL, 24)))
    add("azure-ad-client-secret", "identifier: the Secret ID (`keyId` GUID) that the Entra portal lists beside a client secret, pasted instead of the secret's Value; it cannot authenticate")(
        lambda r: kv(["azure client secret", "AZURE CLIENT SECRET"], ruuid(r), extra=[(["azure client id"], ruuid(r))]))
    add("rollbar-token", "public-by-design: a `post_client_item` token, the one Rollbar.js embeds in every page; it can only report errors", True)(
        lambda r: kv(["=ROLLBAR_CLIENT_TOKEN", "=rollbarClientAccessToken", "=ROLLBAR_POST_CLIENT_ITEM_TOKEN"], rs(r, HEXL, 32)))
    return S



def supabase_anon(r):
    now = 1700000000 + r.randint(0, 60000000)
    body = {"iss": "supabase", "ref": rs(r, LOWER, 20), "role": "anon", "iat": now, "exp": now + 315360000}
    return (b64u(b'{"alg":"HS256","typ":"JWT"}') + "." + b64u(json.dumps(body, separators=(",", ":")).encode()) + "." + b64u(rbytes(r, 32)))


def c16_special():
    S = c15_special()

    def add(kind, note, deb=False):
        def deco(fn):
            S[kind] = lambda r: neg(fn(r), note, deb)
            return fn
        return deco

    add("generic-credential-named", "config-value: a refresh-token lifetime (`refresh_token_ttl`, `REFRESH_TOKEN_TTL`, `refreshTokenTtl`) in seconds, not a token")(
        lambda r: kv(["=refresh_token_ttl", "=REFRESH_TOKEN_TTL", "=refreshTokenTtl"], str(r.choice([1209600, 2592000, 7776000]))))
    add("supabase-secret-key", "public-by-design: an `sb_publishable_` key, the browser-side key that replaces the anon key; row-level security limits it")(
        lambda r: kv(["supabase publishable key", "NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY", "SUPABASE_PUBLISHABLE_KEY"],
                     "sb_publishable_" + rs(r, ALNUM + "-", 22) + "_" + rs(r, ALNUM, 8)))
    add("jwt", "public-by-design: a Supabase anon key (a JWT whose payload says `role: anon`), shipped to every browser; row-level security limits it", True)(
        lambda r: kv(["supabase anon key", "NEXT_PUBLIC_SUPABASE_ANON_KEY", "SUPABASE_ANON_KEY"], supabase_anon(r)))
    return S


def c17_special():
    """corpus 17: a few new name-carrying negatives (ids and settings next to a provider's name), for rule ids that had only
    pattern negatives so far"""
    S = c16_special()

    def add(kind, note, deb=False):
        def deco(fn):
            S[kind] = lambda r: neg(fn(r), note, deb)
            return fn
        return deco

    add("gitlab-runner-token", "identifier: a runner's `system_id` (`s_` and 12 hex digits), which gitlab-runner writes to identify the machine; it is not a token")(
        lambda r: kv(["=system_id", "=RUNNER_SYSTEM_ID"], "s_" + rs(r, HEXL, 12)))
    add("slack-app-token", "identifier: SLACK_APP_ID is the app's id (`A` and 10 characters) from its Basic Information page; it authenticates nothing")(
        lambda r: kv(["=SLACK_APP_ID", "=slackAppId"], "A0" + rs(r, UPNUM, 9)))
    add("linear-api-key", "identifier: LINEAR_TEAM_ID is the UUID of the Linear team that new issues go to; it is not a key")(
        lambda r: kv(["=LINEAR_TEAM_ID", "=linearTeamId"], ruuid(r)))
    add("doppler-token", "config-value: DOPPLER_PROJECT and DOPPLER_CONFIG name the Doppler project and config (`prd`) the CLI reads; no token")(
        lambda r: kv(["=DOPPLER_CONFIG"], r.choice(["prd", "prd_eu", "stg"]), extra=[(["=DOPPLER_PROJECT"], r.choice(["orders", "billing", "ingest"]))]))
    add("pagerduty-token", "identifier: PAGERDUTY_SERVICE_ID is a service's id (`P` and 6 characters) from the service URL; it is not a key")(
        lambda r: kv(["=PAGERDUTY_SERVICE_ID", "=pagerdutyServiceId"], "P" + rs(r, UPNUM, 6)))
    add("honeycomb-api-key", "config-value: HONEYCOMB_DATASET names the dataset events go to; the API key is elsewhere")(
        lambda r: kv(["=HONEYCOMB_DATASET", "=honeycomb_dataset"], r.choice(["orders-api", "checkout-prod", "ingest-workers"])))
    add("terraform-cloud-token", "config-value: TF_CLOUD_ORGANIZATION names the HCP Terraform organization; it is not a token")(
        lambda r: kv(["=TF_CLOUD_ORGANIZATION", "=TFE_ORGANIZATION"], r.choice(["kestrel-works", "larkspur-platform", "quillon"])))
    add("circleci-token", "identifier: CIRCLE_WORKFLOW_ID, the UUID of the running workflow that CircleCI sets in every job; not a token")(
        lambda r: kv(["=CIRCLE_WORKFLOW_ID"], ruuid(r)))
    return S




def c18_special():
    """corpus 18: eleven new name-carrying negatives (ids, settings and file paths next to a provider's name) for rule ids
    that had only pattern negatives so far"""
    S = c17_special()

    def add(kind, note, deb=False):
        def deco(fn):
            S[kind] = lambda r: neg(fn(r), note, deb)
            return fn
        return deco

    add("huggingface-token", "secret-ref: HF_TOKEN_PATH names the file huggingface_hub reads the token from; the value is a path, not a token")(
        lambda r: kv(["=HF_TOKEN_PATH"], r.choice(["/run/secrets/hf_token", "/var/lib/models/.cache/huggingface/token"])))
    add("langsmith-api-key", "config-value: LANGSMITH_PROJECT names the LangSmith project that traces are logged to; the key is elsewhere")(
        lambda r: kv(["=LANGSMITH_PROJECT", "=LANGCHAIN_PROJECT"], r.choice(["orders-agent", "support-bot-prod", "ingest-evals"])))
    add("pinecone-api-key", "identifier: PINECONE_INDEX_HOST is the index's host name, shown in the console and used in every request URL; it is not a key")(
        lambda r: kv(["=PINECONE_INDEX_HOST"], "https://%s-%s.svc.%s-%s.pinecone.io" % (r.choice(["orders-docs", "support-kb"]), rs(r, LOWNUM, 7),
                                                                                       r.choice(["aped", "gcp-starter"]), rs(r, HEXL, 4) + "-" + rs(r, HEXL, 4))))
    add("sentry-org-token", "config-value: SENTRY_ORG and SENTRY_PROJECT name the organization and project sentry-cli uploads to; no token")(
        lambda r: kv(["=SENTRY_ORG"], r.choice(["kestrel-works", "larkspur"]), extra=[(["=SENTRY_PROJECT"], r.choice(["orders-api", "checkout-web"]))]))
    add("stripe-webhook-secret", "identifier: the id of a webhook endpoint (`we_...`), listed in the dashboard and the API; the signing secret is a separate value")(
        lambda r: kv(["=STRIPE_WEBHOOK_ENDPOINT_ID", "=stripeWebhookEndpointId"], "we_1" + rs(r, ALNUM, 23)))
    add("mailchimp-api-key", "identifier: MAILCHIMP_AUDIENCE_ID is a list id (10 hex digits) and MAILCHIMP_SERVER_PREFIX the data centre; neither is a key")(
        lambda r: kv(["=MAILCHIMP_AUDIENCE_ID"], rs(r, HEXL, 10), extra=[(["=MAILCHIMP_SERVER_PREFIX"], "us%d" % r.randint(1, 21))]))
    add("databricks-token", "identifier: DATABRICKS_CLUSTER_ID names the cluster a job runs on (`MMDD-HHMMSS-xxxxxxxx`); it is not a token")(
        lambda r: kv(["=DATABRICKS_CLUSTER_ID"], "%02d%02d-%02d%02d%02d-%s" % (r.randint(1, 12), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59),
                                                                               r.randint(0, 59), rs(r, LOWNUM, 8))))
    add("grafana-cloud-token", "identifier: GRAFANA_CLOUD_INSTANCE_ID is the stack's numeric id, used as the user name beside the token; it authenticates nothing")(
        lambda r: kv(["=GRAFANA_CLOUD_INSTANCE_ID", "=GRAFANA_CLOUD_USER"], str(r.randint(100000, 2999999))))
    add("newrelic-user-key", "identifier: NEW_RELIC_ACCOUNT_ID is the account's number, shown in every New Relic URL; it is not a key")(
        lambda r: kv(["=NEW_RELIC_ACCOUNT_ID", "=NEWRELIC_ACCOUNT_ID"], str(r.randint(1000000, 6999999))))
    add("docker-pat", "config-value: DOCKERHUB_USERNAME is the Docker Hub account name that goes with the token; it is not a secret")(
        lambda r: kv(["=DOCKERHUB_USERNAME", "=DOCKER_USERNAME"], r.choice(["kestrelci", "larkspurbot", "quillonrelease"])))
    add("supabase-token", "identifier: SUPABASE_PROJECT_ID is the project ref (20 lower-case letters), part of the project's public URL; it is not a token")(
        lambda r: kv(["=SUPABASE_PROJECT_ID", "=SUPABASE_PROJECT_REF"], rs(r, LOWER, 20)))
    return S




def c19_special():
    """corpus 19: twelve new negatives (ids, public halves, a path and a checksum) for rule ids that had only pattern
    negatives so far"""
    S = c18_special()

    def add(kind, note, deb=False):
        def deco(fn):
            S[kind] = lambda r: neg(fn(r), note, deb)
            return fn
        return deco

    add("github-refresh", "invalid-checksum: the last six base62 characters are not the CRC32 of the ghr_ body, so GitHub never issued it")(
        lambda r: like("github-refresh", r, bad_crc_gh(r, "ghr_")))
    add("slack-user-token", "identifier: SLACK_TEAM_ID is the workspace id (`T` and 10 characters), shown in every Slack URL; it authenticates nothing")(
        lambda r: kv(["=SLACK_TEAM_ID", "=slackTeamId"], "T0" + rs(r, UPNUM, 9)))
    add("aws-secret-access-key", "secret-ref: AWS_WEB_IDENTITY_TOKEN_FILE names the projected service-account token file the SDK exchanges for credentials; the value is a path")(
        lambda r: kv(["=AWS_WEB_IDENTITY_TOKEN_FILE"], "/var/run/secrets/eks.amazonaws.com/serviceaccount/token", extra=[(["=AWS_ROLE_ARN"], "arn:aws:iam::%s:role/%s-sync" % (rs(r, DIGITS, 12), r.choice(SVCS)))]))
    add("buildkite-token", "identifier: BUILDKITE_BUILD_ID is the UUID of the running build, set by the agent in every job; it is not a token")(
        lambda r: kv(["=BUILDKITE_BUILD_ID"], ruuid(r)))
    add("codecov-token", "hash: CODECOV_SHA is the commit SHA-1 a coverage report belongs to; Codecov tokens are UUIDs, this is a commit id")(
        lambda r: kv(["=CODECOV_SHA", "=codecov_sha"], rs(r, HEXL, 40)))
    add("mongodb-atlas-private-key", "identifier: MONGODB_ATLAS_PUBLIC_KEY is the public half of an Atlas API key (8 lower-case letters), sent as the digest user name; only the private key is secret")(
        lambda r: kv(["=MONGODB_ATLAS_PUBLIC_KEY", "=MONGODB_ATLAS_PUBLIC_API_KEY"], rs(r, LOWER, 8)))
    add("paypal-client-secret", "public-by-design: PAYPAL_CLIENT_ID is the REST app's client id, which the JavaScript SDK puts in the page's script URL (`?client-id=`)")(
        lambda r: kv(["=PAYPAL_CLIENT_ID", "=NEXT_PUBLIC_PAYPAL_CLIENT_ID"], "A" + rs(r, B64URL, 79)))
    add("auth0-client-secret", "identifier: AUTH0_CLIENT_ID names the application (32 characters) and is public in every login URL; the secret is a separate value")(
        lambda r: kv(["=AUTH0_CLIENT_ID", "=auth0ClientId"], rs(r, ALNUM, 32)))
    add("okta-api-token", "identifier: OKTA_CLIENT_ID is an OAuth client id (`0oa` and 17 characters), public in every authorize request; it is not an API token")(
        lambda r: kv(["=OKTA_CLIENT_ID", "=OKTA_OAUTH2_CLIENT_ID"], "0oa" + rs(r, ALNUM, 17)))
    add("langfuse-secret-key", "public-by-design: LANGFUSE_PUBLIC_KEY (`pk-lf-...`) is the public half of the key pair, safe to ship in browser tracing code")(
        lambda r: kv(["=LANGFUSE_PUBLIC_KEY", "=NEXT_PUBLIC_LANGFUSE_PUBLIC_KEY"], "pk-lf-" + ruuid(r)))
    add("airtable-pat", "identifier: AIRTABLE_BASE_ID (`app` and 14 characters) names the base in every API URL; it is not a token")(
        lambda r: kv(["=AIRTABLE_BASE_ID", "=airtableBaseId"], "app" + rs(r, ALNUM, 14)))
    add("planetscale-token", "identifier: PLANETSCALE_SERVICE_TOKEN_ID is the id of a service token (12 characters), the user name that goes with the token; it is not the token")(
        lambda r: kv(["=PLANETSCALE_SERVICE_TOKEN_ID"], rs(r, LOWNUM, 12)))
    # the `_FILE` negative of corpus 15, with a path that matches its variable's name
    add("generic-password-short-named", "secret-ref: a `_FILE` variable (the Docker secrets convention) holds the path of the file with the password, not the password")(
        lambda r: (lambda n: kv(["=%s_FILE" % n], "/run/secrets/%s" % n.lower()))(r.choice(["DB_PASS", "SMTP_PASS", "REDIS_PASS"])))
    return S



def c21_special():
    """corpus 21: thirteen new name-carrying negatives (ids, a public client id, a URL) for rule ids that had only pattern
    negatives so far"""
    S = c19_special()

    def add(kind, note, deb=False):
        def deco(fn):
            S[kind] = lambda r: neg(fn(r), note, deb)
            return fn
        return deco

    add("figma-token", "identifier: FIGMA_FILE_KEY is the 22-character key of a design file, part of every figma.com/design/<key> URL; it is not a token")(
        lambda r: kv(["=FIGMA_FILE_KEY", "=figmaFileKey"], rs(r, ALNUM, 22)))
    add("hubspot-private-app-token", "identifier: HUBSPOT_PORTAL_ID is the account's Hub ID (a number shown in every HubSpot URL); it authenticates nothing")(
        lambda r: kv(["=HUBSPOT_PORTAL_ID", "=HUBSPOT_ACCOUNT_ID"], str(r.randint(10000000, 149999999))))
    add("render-api-key", "identifier: RENDER_SERVICE_ID (`srv-` and 20 characters) names the service a deploy hook or the API acts on; it is not a key")(
        lambda r: kv(["=RENDER_SERVICE_ID"], "srv-" + rs(r, LOWNUM, 20)))
    add("neon-api-key", "identifier: NEON_PROJECT_ID is a project's id (two words and a number, as in the console URL); it is not an API key")(
        lambda r: kv(["=NEON_PROJECT_ID"], "%s-%s-%d" % (r.choice(["dry", "still", "wispy", "bold", "misty"]), r.choice(["heart", "sound", "forest", "river", "meadow"]),
                                                      r.randint(10000000, 99999999))))
    add("typeform-token", "identifier: TYPEFORM_FORM_ID is the 8-character id in a form's public share URL; it is not a token")(
        lambda r: kv(["=TYPEFORM_FORM_ID", "=typeformFormId"], rs(r, ALNUM, 8)))
    add("dropbox-token", "public-by-design: DROPBOX_APP_KEY is the app's OAuth client id, sent in every authorize URL; the app secret and tokens are separate values", True)(
        lambda r: kv(["=DROPBOX_APP_KEY"], rs(r, LOWNUM, 15)))
    add("clickup-api-token", "identifier: CLICKUP_TEAM_ID is the workspace id (a number in every ClickUp URL); it is not a token")(
        lambda r: kv(["=CLICKUP_TEAM_ID", "=clickupTeamId"], str(r.randint(1000000, 99999999))))
    add("maxmind-license-key", "identifier: GEOIPUPDATE_ACCOUNT_ID is the MaxMind account number that goes with the license key; it is not a key")(
        lambda r: kv(["=GEOIPUPDATE_ACCOUNT_ID", "=MAXMIND_ACCOUNT_ID"], str(r.randint(100000, 1299999))))
    add("prefect-api-key", "config-value: PREFECT_API_URL is the workspace's API address (account and workspace ids in the path); the key is a separate value")(
        lambda r: kv(["=PREFECT_API_URL"], "https://api.prefect.cloud/api/accounts/%s/workspaces/%s" % (ruuid(r), ruuid(r))))
    add("linear-oauth-token", "public-by-design: LINEAR_CLIENT_ID is an OAuth application's client id (32 hex digits), public in every authorize URL")(
        lambda r: kv(["=LINEAR_CLIENT_ID", "=linearClientId"], rs(r, HEXL, 32)))
    add("notion-token", "identifier: NOTION_DATABASE_ID is the 32-hex id of a database, part of its page URL; it is not a token")(
        lambda r: kv(["=NOTION_DATABASE_ID", "=notionDatabaseId"], rs(r, HEXL, 32)))
    add("slack-bot-token", "identifier: SLACK_CHANNEL_ID (`C` and 10 characters) names the channel the bot posts to; it authenticates nothing")(
        lambda r: kv(["=SLACK_CHANNEL_ID", "=slackChannelId"], "C0" + rs(r, UPNUM, 9)))
    add("openai-api-key", "identifier: OPENAI_ASSISTANT_ID (`asst_` and 24 characters) names an Assistants API assistant; it is not a key")(
        lambda r: kv(["=OPENAI_ASSISTANT_ID", "=openaiAssistantId"], "asst_" + rs(r, ALNUM, 24)))
    return S


def c22_special():
    """corpus 22: twelve new name-carrying negatives (ids, names of settings and an address next to a provider's name) for rule ids
    that had only pattern negatives so far"""
    S = c21_special()

    def add(kind, note, deb=False):
        def deco(fn):
            S[kind] = lambda r: neg(fn(r), note, deb)
            return fn
        return deco

    add("digitalocean-pat", "identifier: DIGITALOCEAN_APP_ID is the UUID of an App Platform app, part of its console URL; it is not a token")(
        lambda r: kv(["=DIGITALOCEAN_APP_ID", "=DO_APP_ID"], ruuid(r)))
    add("pulumi-token", "config-value: PULUMI_BACKEND_URL points the CLI at a self-managed state backend (a bucket URL); the access token is a separate value")(
        lambda r: kv(["=PULUMI_BACKEND_URL"], "s3://%s-pulumi-state?region=%s&awssdk=v2" % (r.choice(["kw", "larkspur", "quillon"]), r.choice(["eu-west-1", "us-east-2"]))))
    add("replicate-token", "identifier: REPLICATE_MODEL_VERSION is the 64-hex id of a model version, public on the model's page; it is not a token")(
        lambda r: kv(["=REPLICATE_MODEL_VERSION", "=replicateModelVersion"], rs(r, HEXL, 64)))
    add("elevenlabs-api-key", "identifier: ELEVENLABS_VOICE_ID is the 20-character id of a voice, listed in the public voice library; it is not a key")(
        lambda r: kv(["=ELEVENLABS_VOICE_ID", "=elevenlabsVoiceId"], rs(r, ALNUM, 20)))
    add("deepgram-api-key", "identifier: DEEPGRAM_PROJECT_ID is the UUID of a Deepgram project, shown in the console URL; keys are separate values", True)(
        lambda r: kv(["=DEEPGRAM_PROJECT_ID"], ruuid(r)))
    add("wandb-api-key", "identifier: WANDB_RUN_ID names a run (8 lower-case characters, part of the run's URL); it is not a key")(
        lambda r: kv(["=WANDB_RUN_ID", "=wandb_run_id"], rs(r, LOWNUM, 8)))
    add("mistral-api-key", "identifier: MISTRAL_AGENT_ID (`ag:` and the agent's slug) names an agent for the agents endpoint; it is not a key")(
        lambda r: kv(["=MISTRAL_AGENT_ID"], "ag:%s:%s:%s:%s" % (rs(r, HEXL, 8), "2025%02d%02d" % (r.randint(1, 12), r.randint(1, 28)),
                                                                r.choice(["ops-triage", "support-router", "invoice-reader"]), rs(r, HEXL, 8))))
    add("together-api-key", "identifier: TOGETHER_FINETUNE_ID (`ft-` and a UUID) names a fine-tuning job; it is not a key")(
        lambda r: kv(["=TOGETHER_FINETUNE_ID"], "ft-" + ruuid(r)))
    add("dynatrace-token", "identifier: DT_TENANT is the environment id (8 characters in the tenant's URL); the token is a separate value")(
        lambda r: kv(["=DT_TENANT", "=DT_ENVIRONMENT_ID"], rs(r, LOWER, 3) + rs(r, DIGITS, 5)))
    add("azure-devops-pat", "config-value: AZURE_DEVOPS_ORG_SERVICE_URL is the organization's address that the az devops extension talks to; no token")(
        lambda r: kv(["=AZURE_DEVOPS_ORG_SERVICE_URL", "=AZURE_DEVOPS_EXT_ORG_URL"], "https://dev.azure.com/%s/" % r.choice(["kestrelworks", "larkspur-dev", "quillon"])))
    add("ngrok-authtoken", "config-value: NGROK_DOMAIN is the reserved static domain the tunnel listens on; the authtoken is a separate value")(
        lambda r: kv(["=NGROK_DOMAIN"], "%s-%s-%s.ngrok-free.app" % (r.choice(["amber", "quiet", "brisk"]), r.choice(["heron", "falcon", "otter"]), rs(r, LOWNUM, 4))))
    add("zendesk-api-token", "config-value: ZENDESK_SUBDOMAIN names the help-desk account (the `<name>` of `<name>.zendesk.com`); it is not a token")(
        lambda r: kv(["=ZENDESK_SUBDOMAIN", "=zendesk_subdomain"], r.choice(["kestrelworks", "larkspur-support", "quillon-help"])))
    return S


def c23_special():
    """corpus 23: fourteen new name-carrying negatives (ids, public client ids and a commit hash next to a provider's name) for rule
    ids that had only pattern negatives so far"""
    S = c22_special()

    def add(kind, note, deb=False):
        def deco(fn):
            S[kind] = lambda r: neg(fn(r), note, deb)
            return fn
        return deco

    add("yandex-api-key", "identifier: YC_FOLDER_ID names the Yandex Cloud folder (`b1g` and 17 characters) that resources are created in; it is not a key")(
        lambda r: kv(["=YC_FOLDER_ID", "=yc_folder_id"], "b1g" + rs(r, LOWNUM, 17)))
    add("tencent-secret-id", "identifier: TENCENTCLOUD_APPID is the account's numeric APPID (the suffix of every COS bucket name); it is not a SecretId")(
        lambda r: kv(["=TENCENTCLOUD_APPID", "=TENCENT_APP_ID"], "125%07d" % r.randint(0, 9999999)))
    add("alibaba-access-key-id", "identifier: ALIBABA_CLOUD_ACCOUNT_ID is the 16-digit account id (the `uid` in RAM ARNs); it is not an AccessKey id")(
        lambda r: kv(["=ALIBABA_CLOUD_ACCOUNT_ID", "=ALICLOUD_ACCOUNT_ID"], "1" + rs(r, DIGITS, 15)))
    add("square-access-token", "public-by-design: SQUARE_APPLICATION_ID (`sq0idp-`) is the application's id, handed to the browser's Web Payments SDK; it is not a token")(
        lambda r: kv(["=SQUARE_APPLICATION_ID", "=NEXT_PUBLIC_SQUARE_APPLICATION_ID"], "sq0idp-" + rs(r, B64URL, 22)))
    add("facebook-access-token", "public-by-design: FACEBOOK_APP_ID is the app's numeric id, sent in every Login dialog URL; the app secret and the tokens are separate values")(
        lambda r: kv(["=FACEBOOK_APP_ID", "=NEXT_PUBLIC_FACEBOOK_APP_ID"], str(r.randint(10 ** 14, 10 ** 16 - 1))))
    add("contentful-pat", "identifier: CONTENTFUL_SPACE_ID is the 12-character id of a space, part of every API URL; it is not a token")(
        lambda r: kv(["=CONTENTFUL_SPACE_ID", "=contentfulSpaceId"], rs(r, LOWNUM, 12)))
    add("digitalocean-oauth", "public-by-design: DIGITALOCEAN_OAUTH_CLIENT_ID is an OAuth application's client id (64 hex digits), sent in every authorize URL; access tokens are `doo_v1_` values")(
        lambda r: kv(["=DIGITALOCEAN_OAUTH_CLIENT_ID", "=DO_OAUTH_CLIENT_ID"], rs(r, HEXL, 64)))
    add("gitlab-oauth-app-secret", "public-by-design: GITLAB_APPLICATION_ID is an OAuth application's Application ID (64 hex digits), sent as `client_id` in every authorize URL; the secret is the `gloas-` value")(
        lambda r: kv(["=GITLAB_APPLICATION_ID", "=GITLAB_OAUTH_APP_ID"], rs(r, HEXL, 64)))
    add("mongodb-atlas-sa-secret", "identifier: MONGODB_ATLAS_CLIENT_ID (`mdb_sa_id_` and 24 hex digits) is a service account's client id, the user name of its client-credentials flow; only the `mdb_sa_sk_` secret authenticates")(
        lambda r: kv(["=MONGODB_ATLAS_CLIENT_ID"], "mdb_sa_id_" + rs(r, HEXL, 24)))
    add("harness-token", "identifier: HARNESS_ACCOUNT_ID is the 22-character account identifier in every Harness URL; it is not a token")(
        lambda r: kv(["=HARNESS_ACCOUNT_ID", "=HARNESS_ACCOUNT_IDENTIFIER"], rs(r, B64URL, 22)))
    add("flyio-token", "identifier: FLY_MACHINE_ID is the id of a Fly Machine (14 hex digits) that Fly sets in every machine's environment; it is not a token")(
        lambda r: kv(["=FLY_MACHINE_ID"], rs(r, HEXL, 14)))
    add("atlassian-api-token", "identifier: JIRA_CLOUD_ID is the UUID of a Jira Cloud site, used in `api.atlassian.com/ex/jira/<cloudid>` URLs; it is not a token")(
        lambda r: kv(["=JIRA_CLOUD_ID", "=ATLASSIAN_CLOUD_ID"], ruuid(r)))
    add("heroku-api-key", "hash: HEROKU_SLUG_COMMIT is the git commit (40 hex digits) the running slug was built from, set by dyno metadata; it is not an API key")(
        lambda r: kv(["=HEROKU_SLUG_COMMIT"], rs(r, HEXL, 40)))
    add("github-user-to-server", "public-by-design: GITHUB_APP_CLIENT_ID (`Iv23li...`) is a GitHub App's client id, sent in every user authorization URL; user tokens are `ghu_` values")(
        lambda r: kv(["=GITHUB_APP_CLIENT_ID", "=GITHUB_CLIENT_ID"], "Iv23li" + rs(r, ALNUM, 14)))
    return S



def c24_special():
    """corpus 24: fifteen new name-carrying negatives (ids, a model name, addresses and a commit hash next to a provider's name) for rule
    ids that had only pattern negatives so far"""
    S = c23_special()

    def add(kind, note, deb=False):
        def deco(fn):
            S[kind] = lambda r: neg(fn(r), note, deb)
            return fn
        return deco

    add("cloudflare-global-api-key", "identifier: CLOUDFLARE_TUNNEL_ID is the UUID of a Cloudflare Tunnel (the `<id>.cfargotunnel.com` name its DNS records point at); it is not a key")(
        lambda r: kv(["=CLOUDFLARE_TUNNEL_ID", "=CF_TUNNEL_ID"], ruuid(r)))
    add("splunk-hec-token", "config-value: SPLUNK_HEC_URL is the HTTP Event Collector endpoint of the Splunk Cloud stack; the HEC token is a separate value")(
        lambda r: kv(["=SPLUNK_HEC_URL"], "https://http-inputs-%s.splunkcloud.com:443/services/collector/event" % r.choice(["kestrelworks", "larkspur", "quillon-prod"])))
    add("newrelic-insert-key", "identifier: NEW_RELIC_ENTITY_GUID is an entity's GUID (base64 of `<account>|APM|APPLICATION|<id>`), shown in every entity URL; it is not a key")(
        lambda r: kv(["=NEW_RELIC_ENTITY_GUID", "=NEWRELIC_ENTITY_GUID"],
                     b64s(("%d|APM|APPLICATION|%d" % (r.randint(1000000, 6999999), r.randint(100000000, 1999999999))).encode()).rstrip("=")))
    add("upstash-token", "config-value: UPSTASH_REDIS_REST_URL is the database's REST endpoint; the token that goes with it is a separate value")(
        lambda r: kv(["=UPSTASH_REDIS_REST_URL"], "https://%s-%s-%d.upstash.io" % (r.choice(["glad", "present", "united", "sharp"]), r.choice(["ibex", "gecko", "marlin", "robin"]),
                                                                               r.randint(10000, 99999))))
    add("resend-api-key", "identifier: RESEND_AUDIENCE_ID is the UUID of an audience (a contact list) that broadcasts go to; it is not a key")(
        lambda r: kv(["=RESEND_AUDIENCE_ID"], ruuid(r)))
    add("huggingface-org-token", "hash: HF_MODEL_REVISION pins a model repository to a git commit (40 hex digits) on the Hub; it is not a token")(
        lambda r: kv(["=HF_MODEL_REVISION", "=HF_REVISION"], rs(r, HEXL, 40)))
    add("sonarqube-token", "identifier: SONAR_PROJECT_KEY names the project on the SonarQube server (`<org>_<repo>`); it authenticates nothing")(
        lambda r: kv(["=SONAR_PROJECT_KEY"], "%s_%s-sync" % (r.choice(["kestrelworks", "larkspur", "quillon"]), r.choice(SVCS))))
    add("octopus-api-key", "identifier: OCTOPUS_SPACE_ID (`Spaces-` and a number) names the Octopus space a deployment goes to; it is not an API key")(
        lambda r: kv(["=OCTOPUS_SPACE_ID", "=OCTOPUS_SPACE"], "Spaces-%d" % r.randint(1, 40)))
    add("gitlab-pipeline-trigger", "identifier: GITLAB_PROJECT_ID is the numeric id of the project in the trigger URL (`/projects/<id>/trigger/pipeline`); the trigger token is a separate value")(
        lambda r: kv(["=GITLAB_PROJECT_ID", "=CI_PROJECT_ID"], str(r.randint(1000000, 69999999))))
    add("anthropic-api-key", "config-value: ANTHROPIC_MODEL names the model Claude Code (or the SDK) uses; it is not a key")(
        lambda r: kv(["=ANTHROPIC_MODEL"], r.choice(["claude-sonnet-4-20250514", "claude-opus-4-1-20250805", "claude-3-5-haiku-20241022"])))
    add("groq-api-key", "config-value: GROQ_BASE_URL is Groq's public OpenAI-compatible endpoint; the key is a separate value")(
        lambda r: kv(["=GROQ_BASE_URL"], "https://api.groq.com/openai/v1"))
    add("google-oauth-access-token", "identifier: GOOGLE_CLOUD_PROJECT is the project id the client libraries bill and log to; it authenticates nothing")(
        lambda r: kv(["=GOOGLE_CLOUD_PROJECT", "=GCLOUD_PROJECT"], "%s-%s-%d" % (r.choice(["kw", "larkspur", "quillon"]), r.choice(["ops", "data", "prod"]), r.randint(100000, 999999))))
    add("onepassword-service-account-token", "config-value: OP_ACCOUNT is the sign-in address of the 1Password account the CLI uses; the token is a separate value")(
        lambda r: kv(["=OP_ACCOUNT"], "%s.1password.com" % r.choice(["kestrelworks", "larkspur", "quillon-ops"])))
    add("vault-batch-token", "config-value: VAULT_NAMESPACE names the Vault Enterprise namespace requests go to; it is not a token")(
        lambda r: kv(["=VAULT_NAMESPACE"], r.choice(["admin/ops", "admin/platform", "root/payments"])))
    add("docker-org-token", "identifier: DOCKERHUB_ORGANIZATION is the organization name that an organization access token logs in with (as the user name); it is not the token")(
        lambda r: kv(["=DOCKERHUB_ORGANIZATION", "=DOCKER_ORG"], r.choice(["kestrelworks", "larkspurdev", "quillon"])))
    return S


def c25_special():
    """corpus 25: fifteen new name-carrying negatives (ids, public client ids, addresses and a documented voice id next to a provider's
    name) for rule ids that had only pattern negatives so far"""
    S = c24_special()

    def add(kind, note, deb=False):
        def deco(fn):
            S[kind] = lambda r: neg(fn(r), note, deb)
            return fn
        return deco

    add("netlify-token", "identifier: NETLIFY_SITE_ID is the API id (a UUID) of the site that `netlify deploy` targets; the auth token is a separate value")(
        lambda r: kv(["=NETLIFY_SITE_ID"], ruuid(r)))
    add("travis-token", "identifier: TRAVIS_BUILD_ID is the numeric id Travis CI gives each build and sets in every job's environment; it is not a token")(
        lambda r: kv(["=TRAVIS_BUILD_ID"], str(r.randint(100000000, 299999999))))
    add("shopify-access-token", "public-by-design: SHOPIFY_API_KEY is the app's client id (32 hex digits) that App Bridge sends to the browser; the secret is "
        "SHOPIFY_API_SECRET and access tokens are `shpat_` / `shpca_` values")(
        lambda r: kv(["=SHOPIFY_API_KEY"], rs(r, HEXL, 32)))
    add("newrelic-query-key", "identifier: NEW_RELIC_ACCOUNT_ID is the numeric account id NRQL queries are run against; the query key is a separate `NRIQ-` value")(
        lambda r: kv(["=NEW_RELIC_ACCOUNT_ID", "=NEWRELIC_ACCOUNT_ID"], str(r.randint(1000000, 6999999))))
    add("adyen-api-key", "identifier: ADYEN_MERCHANT_ACCOUNT names the merchant account payments are booked to; it authenticates nothing")(
        lambda r: kv(["=ADYEN_MERCHANT_ACCOUNT"], r.choice(["KestrelWorksECOM", "LarkspurLogisticsPOS", "QuillonNL_ECOM"])))
    add("elevenlabs-api-key-prefixed", "documented-example: ELEVENLABS_VOICE_ID `21m00Tcm4TlvDq8ikWAM` is the id of the premade \"Rachel\" voice used across "
        "ElevenLabs' documentation; a voice id is not a key")(
        lambda r: kv(["=ELEVENLABS_VOICE_ID"], "21m00Tcm4TlvDq8ikWAM"))
    add("firebase-fcm-server-key", "public-by-design: FIREBASE_MESSAGING_SENDER_ID is the project number that every web app's Firebase config carries "
        "(`messagingSenderId`); it is not the server key")(
        lambda r: kv(["=FIREBASE_MESSAGING_SENDER_ID"], str(r.randint(100000000000, 999999999999))))
    add("postman-api-key", "identifier: POSTMAN_COLLECTION_ID (`<owner id>-<uuid>`) is the uid of the collection that `newman run` and the API address; it is not a key")(
        lambda r: kv(["=POSTMAN_COLLECTION_ID", "=POSTMAN_COLLECTION_UID"], "%d-%s" % (r.randint(10000000, 39999999), ruuid(r))))
    add("deno-deploy-token", "identifier: DENO_DEPLOYMENT_ID is set by Deno Deploy in each deployment's environment to that deployment's id; it is not an access token")(
        lambda r: kv(["=DENO_DEPLOYMENT_ID"], rs(r, LOWNUM, 12)))
    add("hetzner-token", "config-value: HCLOUD_ENDPOINT is the public address of the Hetzner Cloud API; the token is a separate value")(
        lambda r: kv(["=HCLOUD_ENDPOINT"], "https://api.hetzner.cloud/v1"))
    add("linode-token", "identifier: LINODE_LKE_CLUSTER_ID is the numeric id of a Linode (Akamai) Kubernetes cluster; it is not a token")(
        lambda r: kv(["=LINODE_LKE_CLUSTER_ID", "=LKE_CLUSTER_ID"], str(r.randint(100000, 499999))))
    add("axiom-token", "config-value: AXIOM_DATASET names the dataset that events are ingested into; the token is a separate value")(
        lambda r: kv(["=AXIOM_DATASET"], "%s-logs" % r.choice(SVCS)))
    add("sourcegraph-token", "config-value: SRC_ENDPOINT is the address of the Sourcegraph instance the `src` CLI talks to; the token is SRC_ACCESS_TOKEN")(
        lambda r: kv(["=SRC_ENDPOINT"], r.choice(["https://sourcegraph.com", "https://sourcegraph.kestrelworks.io"])))
    add("jfrog-api-key", "config-value: JFROG_URL is the platform address of the JFrog instance; the API key is a separate value")(
        lambda r: kv(["=JFROG_URL", "=JF_URL"], "https://%s.jfrog.io" % r.choice(["kestrelworks", "larkspur", "quillon"])))
    add("brevo-api-key", "identifier: BREVO_LIST_ID is the numeric id of the contact list that sign-ups are added to; it is not a key")(
        lambda r: kv(["=BREVO_LIST_ID"], str(r.randint(2, 400))))
    return S


def c26_special():
    """corpus 26: fifteen new name-carrying negatives (ids, user and account names, public client ids, endpoints and settings next to a
    provider's name) for rule ids that had only pattern negatives so far"""
    S = c25_special()

    def add(kind, note, deb=False):
        def deco(fn):
            S[kind] = lambda r: neg(fn(r), note, deb)
            return fn
        return deco

    add("gitlab-deploy-token", "identifier: CI_DEPLOY_USER is the user name of a GitLab deploy token (`gitlab+deploy-token-<id>`); the token itself is "
        "CI_DEPLOY_PASSWORD")(
        lambda r: kv(["=CI_DEPLOY_USER"], "gitlab+deploy-token-%d" % r.randint(100, 99999)))
    add("django-secret-key", "config-value: DJANGO_SETTINGS_MODULE is the dotted path of the settings module Django loads; it is not the secret key")(
        lambda r: kv(["=DJANGO_SETTINGS_MODULE"], r.choice(["config.settings.production", "%s.settings.prod" % r.choice(SVCS), "core.settings"])))
    add("google-oauth-refresh-token", "public-by-design: GOOGLE_CLIENT_ID (`<project number>-<32 chars>.apps.googleusercontent.com`) is an OAuth client id, "
        "sent in every authorization URL; refresh tokens are `1//` values")(
        lambda r: kv(["=GOOGLE_CLIENT_ID", "=GOOGLE_OAUTH_CLIENT_ID"], "%s-%s.apps.googleusercontent.com" % (rs(r, DIGITS, 12), rs(r, LOWNUM, 32))))
    add("teams-webhook", "identifier: TEAMS_CHANNEL_ID (`19:<32 hex>@thread.tacv2`) names a Teams channel for Microsoft Graph calls; it is not a webhook URL")(
        lambda r: kv(["=TEAMS_CHANNEL_ID"], "19:%s@thread.tacv2" % rs(r, HEXL, 32)))
    add("mailgun-api-key-named", "config-value: MAILGUN_DOMAIN is the sending domain registered with Mailgun; the API key is a separate value")(
        lambda r: kv(["=MAILGUN_DOMAIN"], "mg.%s" % r.choice(["kestrelworks.io", "larkspur.dev", "quillon.net"])))
    add("npm-token-named", "config-value: NPM_CONFIG_REGISTRY is the address of the registry npm installs from; it is not a token")(
        lambda r: kv(["=NPM_CONFIG_REGISTRY", "=npm_config_registry"], r.choice(["https://registry.npmjs.org/", "https://npm.pkg.github.com/"])))
    add("nuget-api-key", "config-value: NUGET_SOURCE is the package feed `dotnet nuget push` sends to; the API key is a separate value")(
        lambda r: kv(["=NUGET_SOURCE"], "https://api.nuget.org/v3/index.json"))
    add("scalingo-token", "config-value: SCALINGO_REGION names the Scalingo region (`osc-fr1`, `osc-secnum-fr1`) the CLI talks to; it is not a token")(
        lambda r: kv(["=SCALINGO_REGION"], r.choice(["osc-fr1", "osc-secnum-fr1"])))
    add("adafruit-io-key", "identifier: ADAFRUIT_IO_USERNAME is the account name that appears in every feed URL; the key is ADAFRUIT_IO_KEY")(
        lambda r: kv(["=ADAFRUIT_IO_USERNAME", "=AIO_USERNAME"], r.choice(["kw_sensors", "larkspur_lab", "quillon_iot"])))
    add("assemblyai-api-key", "identifier: ASSEMBLYAI_TRANSCRIPT_ID is the id of one transcript, used in `GET /v2/transcript/<id>`; it is not a key")(
        lambda r: kv(["=ASSEMBLYAI_TRANSCRIPT_ID"], ruuid(r)))
    add("perplexity-api-key", "config-value: PERPLEXITY_MODEL names the Sonar model the client requests; it is not a key")(
        lambda r: kv(["=PERPLEXITY_MODEL"], r.choice(["sonar-pro", "sonar", "sonar-reasoning-pro"])))
    add("cerebras-api-key", "config-value: CEREBRAS_BASE_URL is Cerebras' public OpenAI-compatible endpoint; the key is a separate value")(
        lambda r: kv(["=CEREBRAS_BASE_URL"], "https://api.cerebras.ai/v1"))
    add("openrouter-api-key", "config-value: OPENROUTER_BASE_URL is OpenRouter's public API endpoint; the key is a separate `sk-or-v1-` value")(
        lambda r: kv(["=OPENROUTER_BASE_URL"], "https://openrouter.ai/api/v1"))
    add("bitbucket-app-password", "identifier: BITBUCKET_WORKSPACE is the workspace slug that appears in every repository URL; it is not a password")(
        lambda r: kv(["=BITBUCKET_WORKSPACE"], r.choice(["kestrelworks", "larkspur-dev", "quillon"])))
    add("grafana-api-key", "identifier: GRAFANA_ORG_ID is the numeric id of the Grafana organization requests are scoped to; it is not a key")(
        lambda r: kv(["=GRAFANA_ORG_ID"], str(r.randint(1, 40))))
    return S




def c27_special():
    """corpus 27: seventeen new hand-built negatives (a wrong checksum, a commit SHA, Slack's documented webhook sample, ids, account names,
    regions, models and endpoints next to a provider's name) for rule ids that had only pattern negatives so far"""
    S = c26_special()

    def add(kind, note, deb=False):
        def deco(fn):
            S[kind] = lambda r: neg(fn(r), note, deb)
            return fn
        return deco

    add("github-pat", "invalid-checksum: the last six characters are not the base62 CRC32 of the 30 before them, so GitHub never issued this `ghp_` "
        "value (its token format carries that checksum)")(
        lambda r: kv(["github token", "GH TOKEN", "github pat"], bad_crc_gh(r, "ghp_"), nameless=True))
    add("gitlab-pat", "hash: CI_COMMIT_SHA is the commit (40 hex digits) the GitLab pipeline builds, a predefined CI/CD variable; it is not a token")(
        lambda r: kv(["=CI_COMMIT_SHA"], rs(r, HEXL, 40)))
    add("slack-webhook", "documented-example: `https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX` is the sample URL of Slack's "
        "incoming-webhook documentation, zeros and X's where the ids and the secret go")(
        lambda r: kv(["=SLACK_WEBHOOK_URL"], "https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX"))
    add("xai-api-key", "config-value: XAI_MODEL names the Grok model the client asks for; it is not a key")(
        lambda r: kv(["=XAI_MODEL"], r.choice(["grok-3-mini", "grok-4", "grok-3"])))
    add("nvidia-api-key", "config-value: NVIDIA_BASE_URL is the public OpenAI-compatible endpoint of NVIDIA's API catalog; the key is a separate `nvapi-` value")(
        lambda r: kv(["=NVIDIA_BASE_URL"], "https://integrate.api.nvidia.com/v1"))
    add("cohere-api-key", "config-value: COHERE_MODEL names the Cohere model the client requests; it is not a key")(
        lambda r: kv(["=COHERE_MODEL"], r.choice(["command-r-plus-08-2024", "command-a-03-2025", "embed-english-v3.0"])))
    add("deepseek-api-key", "config-value: DEEPSEEK_BASE_URL is DeepSeek's public API endpoint; the key is a separate value")(
        lambda r: kv(["=DEEPSEEK_BASE_URL"], "https://api.deepseek.com"))
    add("rubygems-token", "config-value: RUBYGEMS_HOST is the address of the gem server `gem push` sends to; it is not a key")(
        lambda r: kv(["=RUBYGEMS_HOST"], r.choice(["https://rubygems.org", "https://gems.kestrelworks.io"])))
    add("clojars-token", "identifier: CLOJARS_USERNAME is the account name a deploy signs in with; the deploy token is a separate value")(
        lambda r: kv(["=CLOJARS_USERNAME"], r.choice(["kestrelworks", "larkspur-dev", "quillon"])))
    add("azure-apim-subscription-key", "config-value: SPEECH_REGION is the Azure region of the Speech resource, the value Azure's quickstarts set next to "
        "SPEECH_KEY; it is not a key")(
        lambda r: kv(["=SPEECH_REGION"], r.choice(["westeurope", "eastus", "uksouth"])))
    add("cloudflare-origin-ca-key", "identifier: CLOUDFLARE_ZONE_ID (32 hex digits) names the zone, shown on the dashboard's overview page; it is not a key")(
        lambda r: kv(["=CLOUDFLARE_ZONE_ID", "=CF_ZONE_ID"], rs(r, HEXL, 32)))
    add("azure-sas-key", "identifier: SERVICEBUS_SAS_KEY_NAME names the shared access policy (`RootManageSharedAccessKey` is the namespace's default); "
        "the key is a separate value")(
        lambda r: kv(["=SERVICEBUS_SAS_KEY_NAME"], r.choice(["RootManageSharedAccessKey", "relay-send", "listen-only"])))
    add("notion-legacy-token", "identifier: NOTION_DATABASE_ID (32 hex digits) is the id of the database, visible in its URL; it is not a token")(
        lambda r: kv(["=NOTION_DATABASE_ID"], rs(r, HEXL, 32)))
    add("gitlab-job-token", "identifier: CI_JOB_ID is the numeric id GitLab gives each job, a predefined CI/CD variable; the token is CI_JOB_TOKEN")(
        lambda r: kv(["=CI_JOB_ID"], str(r.randint(4000000000, 9999999999))))
    add("twilio-api-key-secret-named", "identifier: TWILIO_ACCOUNT_SID (`AC` and 32 hex digits) names the account and appears in every API path; it is "
        "not a secret")(
        lambda r: kv(["=TWILIO_ACCOUNT_SID"], "AC" + rs(r, HEXL, 32)))
    add("onepassword-secret-key", "config-value: OP_ACCOUNT is the sign-in address of the 1Password account the CLI uses; the Secret Key is a separate value")(
        lambda r: kv(["=OP_ACCOUNT"], r.choice(["kestrelworks.1password.com", "my.1password.eu"])))
    add("frameio-token", "identifier: FRAMEIO_PROJECT_ID is the UUID of a Frame.io project, used in API paths; it is not a token")(
        lambda r: kv(["=FRAMEIO_PROJECT_ID"], ruuid(r)))
    return S


def c28_special():
    """corpus 28: fifteen new hand-built negatives (models, endpoints, regions, account, organization, user and repository names next to a
    provider's name) for rule ids that had only pattern negatives so far"""
    S = c27_special()

    def add(kind, note, deb=False):
        def deco(fn):
            S[kind] = lambda r: neg(fn(r), note, deb)
            return fn
        return deco

    add("tavily-api-key", "config-value: TAVILY_SEARCH_DEPTH chooses Tavily's `basic` or `advanced` search; it is not a key")(
        lambda r: kv(["=TAVILY_SEARCH_DEPTH"], r.choice(["advanced", "basic"])))
    add("firecrawl-api-key", "config-value: FIRECRAWL_API_URL is the address of the Firecrawl API (the hosted one or a self-hosted instance); the key is a separate `fc-` value")(
        lambda r: kv(["=FIRECRAWL_API_URL"], r.choice(["https://api.firecrawl.dev", "http://firecrawl.internal:3002"])))
    add("together-api-key-v1", "config-value: TOGETHER_MODEL names the model served by Together AI that the client requests; it is not a key")(
        lambda r: kv(["=TOGETHER_MODEL"], r.choice(["meta-llama/Llama-3.3-70B-Instruct-Turbo", "deepseek-ai/DeepSeek-V3", "Qwen/Qwen2.5-72B-Instruct-Turbo"])))
    add("openai-service-account-key", "identifier: OPENAI_ORG_ID (`org-` and 24 characters) names the organization requests are billed to; it is sent as the "
        "OpenAI-Organization header and is not a key", True)(
        lambda r: kv(["=OPENAI_ORG_ID", "=OPENAI_ORGANIZATION"], "org-" + rs(r, ALNUM, 24)))
    add("anthropic-oauth-token", "config-value: ANTHROPIC_MODEL names the Claude model Claude Code or the SDK uses; it is not a token")(
        lambda r: kv(["=ANTHROPIC_MODEL"], r.choice(["claude-sonnet-4-20250514", "claude-opus-4-1-20250805", "claude-3-5-haiku-20241022"])))
    add("planetscale-password", "identifier: PLANETSCALE_DB_USERNAME is the generated user name of a PlanetScale password (random lower-case characters); "
        "the password is the separate `pscale_pw_` value", True)(
        lambda r: kv(["=PLANETSCALE_DB_USERNAME"], rs(r, LOWNUM, 20)))
    add("upstash-rest-token", "config-value: UPSTASH_REDIS_REST_URL is the REST endpoint of the database (`https://<name>-<number>.upstash.io`); the token "
        "is UPSTASH_REDIS_REST_TOKEN")(
        lambda r: kv(["=UPSTASH_REDIS_REST_URL"], "https://%s-%s-%d.upstash.io" % (r.choice(["settled", "brave", "quiet", "noble"]),
                                                                                  r.choice(["mole", "heron", "lynx", "otter"]), r.randint(10000, 99999))))
    add("infracost-api-key", "config-value: INFRACOST_PRICING_API_ENDPOINT is the address of the pricing API (Infracost Cloud or a self-hosted one); "
        "the key is INFRACOST_API_KEY")(
        lambda r: kv(["=INFRACOST_PRICING_API_ENDPOINT"], r.choice(["https://pricing.api.infracost.io", "https://infracost-pricing.kestrelworks.io"])))
    add("jfrog-reference-token", "config-value: JF_URL is the platform address the JFrog CLI connects to; it is not a token")(
        lambda r: kv(["=JF_URL"], r.choice(["https://kestrelworks.jfrog.io", "https://artifacts.larkspur.dev"])))
    add("azure-sas-token", "identifier: AZURE_STORAGE_ACCOUNT is the storage account name, part of every blob URL; it is not a signature")(
        lambda r: kv(["=AZURE_STORAGE_ACCOUNT"], "st%sprod%02d" % (r.choice(["kestrel", "larkspur", "quillon"]), r.randint(1, 9))))
    add("alibaba-access-key-secret", "config-value: ALIBABA_CLOUD_REGION_ID names the region the SDK calls (`cn-hangzhou`, `ap-southeast-1`); it is not a secret")(
        lambda r: kv(["=ALIBABA_CLOUD_REGION_ID"], r.choice(["cn-hangzhou", "ap-southeast-1", "eu-central-1"])))
    add("slack-config-token", "identifier: SLACK_APP_ID (`A` and ten characters) names the Slack app in the App Manifest API and the app's settings URL; "
        "it is not a token")(
        lambda r: kv(["=SLACK_APP_ID"], "A0" + rs(r, UPNUM, 9)))
    add("vault-recovery-token", "config-value: VAULT_ADDR is the address of the Vault server the CLI talks to; it is not a token")(
        lambda r: kv(["=VAULT_ADDR"], r.choice(["https://vault.kestrelworks.io:8200", "http://127.0.0.1:8200"])))
    add("github-fine-grained-pat", "identifier: GITHUB_REPOSITORY is the `owner/name` of the repository a workflow runs for, a default Actions variable; "
        "it is not a token")(
        lambda r: kv(["=GITHUB_REPOSITORY"], "kestrelworks/%s" % r.choice(["relay", "orders-api", "infra-live"])))
    add("digitalocean-refresh", "config-value: DIGITALOCEAN_REGION names the region slug (`fra1`, `nyc3`) droplets are created in; it is not a token")(
        lambda r: kv(["=DIGITALOCEAN_REGION"], r.choice(["fra1", "nyc3", "ams3", "sgp1"])))
    return S



def c29_special():
    """corpus 29: fifteen new hand-built negatives (team, channel, chat and service ids, endpoints, feed and mail templates, an
    organization and a user name next to a provider's name) for rule ids that had only pattern negatives so far"""
    S = c28_special()

    def add(kind, note, deb=False):
        def deco(fn):
            S[kind] = lambda r: neg(fn(r), note, deb)
            return fn
        return deco

    add("slack-workspace-token", "identifier: SLACK_TEAM_ID (`T` and ten characters) names the Slack workspace, shown in its URLs and API answers; "
        "it is not a token")(
        lambda r: kv(["=SLACK_TEAM_ID"], "T0" + rs(r, UPNUM, 9)))
    add("slack-workflow-webhook", "identifier: SLACK_CHANNEL_ID (`C` and ten characters) names the channel a message goes to; it is not a webhook")(
        lambda r: kv(["=SLACK_CHANNEL_ID"], "C0" + rs(r, UPNUM, 9)))
    add("telegram-bot-url", "identifier: TELEGRAM_CHAT_ID is the numeric id of the group (`-100` and ten digits) the bot writes to; the bot token "
        "is a separate value")(
        lambda r: kv(["=TELEGRAM_CHAT_ID"], "-100%010d" % r.randint(10 ** 9, 10 ** 10 - 1)))
    add("gitlab-feature-flag-token", "config-value: UNLEASH_URL is the project's Unleash endpoint on GitLab (`/api/v4/feature_flags/unleash/<project id>`); "
        "the client token is the separate instance id")(
        lambda r: kv(["=UNLEASH_URL"], "https://gitlab.com/api/v4/feature_flags/unleash/%d" % r.randint(10 ** 7, 9 * 10 ** 7)))
    add("gitlab-feed-token", "config-value: GITLAB_ATOM_FEED_URL is the public activity feed of a project (`<project>.atom`), read without a "
        "`feed_token`; it is not a token")(
        lambda r: kv(["=GITLAB_ATOM_FEED_URL"], "https://gitlab.com/kestrelworks/%s.atom" % r.choice(["relay", "orders-api", "infra-live"])))
    add("gitlab-incoming-mail-token", "config-value: the incoming-email address template with GitLab's `%{key}` placeholder, where GitLab puts each "
        "user's token; the setting holds no token")(
        lambda r: kv(["=GITLAB_INCOMING_EMAIL_ADDRESS"], "incoming+%%{key}@%s" % r.choice(["gitlab.kestrelworks.io", "reply.larkspur.dev"])))
    add("gitlab-agent-token", "config-value: the address of GitLab's agent server (KAS) the Kubernetes agent connects to; the agent token is a "
        "separate `glagent-` value")(
        lambda r: kv(["=GITLAB_KAS_ADDRESS"], r.choice(["wss://kas.gitlab.com", "wss://gitlab.kestrelworks.io/-/kubernetes-agent/"])))
    add("gitlab-scim-token", "config-value: GITLAB_SCIM_URL is the group's SCIM base URL an identity provider is configured with; the SCIM token is "
        "a separate value")(
        lambda r: kv(["=GITLAB_SCIM_URL"], "https://gitlab.com/api/scim/v2/groups/%s" % r.choice(["kestrelworks", "larkspur-dev"])))
    add("planetscale-oauth-token", "identifier: PLANETSCALE_ORG is the organization name the CLI and API act on; it is not a token")(
        lambda r: kv(["=PLANETSCALE_ORG"], r.choice(["kestrelworks", "larkspur", "quillon-data"])))
    add("readme-api-key", "identifier: the id of an API definition in ReadMe (24 hex digits, an ObjectId) that `rdme openapi --id` updates; it is "
        "not a key", True)(
        lambda r: kv(["=README_API_DEFINITION_ID"], rs(r, HEXL, 24)))
    add("azure-annotated-key", "config-value: AZURE_OPENAI_ENDPOINT is the resource's endpoint (`https://<name>.openai.azure.com/`); the key is "
        "AZURE_OPENAI_API_KEY")(
        lambda r: kv(["=AZURE_OPENAI_ENDPOINT"], "https://%s-openai-%s.openai.azure.com/" % (r.choice(["kestrel", "larkspur", "quillon"]),
                                                                                             r.choice(["weu", "swc", "eus2"]))))
    add("twilio-api-key-secret", "identifier: TWILIO_MESSAGING_SERVICE_SID (`MG` and 32 hex digits) names the Messaging Service a message is sent "
        "through; it is not a secret")(
        lambda r: kv(["=TWILIO_MESSAGING_SERVICE_SID"], "MG" + rs(r, HEXL, 32)))
    add("bearer-token", "config-value: OAUTH_TOKEN_URL is the authorization server's token endpoint a client asks for a token; it is not a token")(
        lambda r: kv(["=OAUTH_TOKEN_URL"], "https://auth.%s/oauth2/token" % r.choice(["kestrelworks.io", "larkspur.dev"])))
    add("azure-sas-token-sig-first", "config-value: AZURE_STORAGE_BLOB_ENDPOINT is the account's blob endpoint, without a query; a SAS would be a "
        "separate `?sig=...&sv=...` value")(
        lambda r: kv(["=AZURE_STORAGE_BLOB_ENDPOINT"], "https://st%sprod%02d.blob.core.windows.net/" % (r.choice(["kestrel", "larkspur"]), r.randint(1, 9))))
    add("basic-auth", "identifier: BASIC_AUTH_USERNAME is the user name half of the credentials; without the password it grants nothing")(
        lambda r: kv(["=BASIC_AUTH_USERNAME"], r.choice(["deploy", "metrics", "ci-bot"])))
    return S



def c30_special():
    """corpus 30: eleven new hand-built negatives (a region site, endpoints, project, workspace and app ids, a tailnet, an environment, a shop
    and a style URL next to a provider's name), and a re-draw: for about 45 % of the other rule ids whose hand-built negative is an identifier
    or a config value, the rule id gets a pattern negative (reference, ciphertext, placeholder, mask, truncation or digest) instead"""
    S = c29_special()
    for k in list(S):
        t = S[k](random.Random("%s|probe-note|%s" % (SEED, k))).note.split(":", 1)[0]
        if t in ("identifier", "config-value") and zlib.crc32(("c30drop|" + k).encode()) % 100 < 45:
            del S[k]

    def add(kind, note, deb=False):
        def deco(fn):
            S[kind] = lambda r: neg(fn(r), note, deb)
            return fn
        return deco

    add("datadog-api-key", "config-value: DD_SITE names the Datadog site (region) the agent and the API clients send to; it is not a key")(
        lambda r: kv(["=DD_SITE"], r.choice(["datadoghq.eu", "us5.datadoghq.com", "us3.datadoghq.com"])))
    add("huggingface-token", "config-value: HF_ENDPOINT is the Hub address huggingface_hub downloads from (the Hub itself or a mirror); it is not a token")(
        lambda r: kv(["=HF_ENDPOINT"], r.choice(["https://huggingface.co", "https://hf-mirror.kestrelworks.io"])))
    add("openai-project-key", "identifier: OPENAI_PROJECT_ID (`proj_` and 24 characters) names the project requests are billed to, sent as the "
        "OpenAI-Project header; it is not a key", True)(
        lambda r: kv(["=OPENAI_PROJECT_ID"], "proj_" + rs(r, ALNUM, 24)))
    add("anthropic-admin-key", "identifier: ANTHROPIC_WORKSPACE_ID (`wrkspc_` and a ULID-like id) names the Console workspace the Admin API acts on; "
        "it is not a key")(
        lambda r: kv(["=ANTHROPIC_WORKSPACE_ID"], "wrkspc_01" + rs(r, ALNUM, 22)))
    add("posthog-personal-api-key", "identifier: POSTHOG_PROJECT_ID is the numeric id of the PostHog project in API paths (`/api/projects/<id>/`); "
        "it is not a key")(
        lambda r: kv(["=POSTHOG_PROJECT_ID"], str(r.randint(10000, 199999))))
    add("tailscale-key", "config-value: TS_TAILNET names the tailnet (the organization) the Tailscale Terraform provider and API act on; it is not a key")(
        lambda r: kv(["=TS_TAILNET"], r.choice(["kestrelworks.com", "larkspur-dev.github", "quillon.net"])))
    add("algolia-admin-key", "identifier: ALGOLIA_APP_ID (ten upper-case characters) names the Algolia application and is shipped to browsers with the "
        "search-only key; it is not the admin key")(
        lambda r: kv(["=ALGOLIA_APP_ID"], rs(r, UPNUM, 10)))
    add("plaid-access-token", "config-value: PLAID_ENV chooses the Plaid environment (`sandbox`, `production`) the client talks to; it is not a token")(
        lambda r: kv(["=PLAID_ENV"], r.choice(["sandbox", "production"])))
    add("shopify-access-token", "config-value: SHOPIFY_SHOP is the shop's `*.myshopify.com` domain the Admin API is called on; it is not a token")(
        lambda r: kv(["=SHOPIFY_SHOP"], "%s.myshopify.com" % r.choice(["kestrelworks", "larkspur-store", "quillon-shop"])))
    add("mapbox-secret-token", "config-value: MAPBOX_STYLE_URL is the `mapbox://styles/<user>/<id>` address of a map style, public in every page "
        "that shows the map; it is not a token")(
        lambda r: kv(["=MAPBOX_STYLE_URL"], "mapbox://styles/kestrelworks/cl%s" % rs(r, LOWNUM, 23)))
    add("dynatrace-token", "config-value: DYNATRACE_ENV_URL is the address of the Dynatrace environment (`https://<id>.live.dynatrace.com`); the "
        "token is a separate `dt0c01.` value")(
        lambda r: kv(["=DYNATRACE_ENV_URL"], "https://%s%05d.live.dynatrace.com" % (rs(r, LOWER, 3), r.randint(0, 99999))))
    return S


def c31_special():
    """corpus 31: eleven new hand-built negatives (a public key, public client keys and key ids, a DSN, a data-center prefix, template,
    policy, account and service ids, and a role ARN next to a provider's name) on top of corpus 30's set"""
    S = c30_special()

    def add(kind, note, deb=False):
        def deco(fn):
            S[kind] = lambda r: neg(fn(r), note, deb)
            return fn
        return deco

    add("discord-bot-token", "public-by-design: DISCORD_PUBLIC_KEY is the application's Ed25519 public key (64 hex digits) that verifies the "
        "signatures of interaction requests; the developer portal shows it openly and it cannot act as the bot")(
        lambda r: kv(["=DISCORD_PUBLIC_KEY"], rs(r, HEXL, 64)))
    add("razorpay-key-secret", "public-by-design: RAZORPAY_KEY_ID (`rzp_live_` and 14 characters) is the key id Razorpay Checkout sends from the "
        "shopper's browser; the key secret is a separate value", True)(
        lambda r: kv(["=RAZORPAY_KEY_ID"], "rzp_live_" + rs(r, ALNUM, 14)))
    add("flutterwave-secret-key", "public-by-design: FLUTTERWAVE_PUBLIC_KEY (`FLWPUBK-...-X`) is the key the inline checkout uses in the browser; "
        "it cannot move money, the secret key is `FLWSECK-...`")(
        lambda r: kv(["=FLUTTERWAVE_PUBLIC_KEY"], "FLWPUBK-" + rs(r, HEXL, 32) + "-X"))
    add("adyen-api-key", "public-by-design: ADYEN_CLIENT_KEY (`live_` and 32 characters) authenticates Drop-in and Components in the shopper's "
        "browser and only works from the allowed origins; it is not the API key")(
        lambda r: kv(["=ADYEN_CLIENT_KEY"], "live_" + rs(r, UPNUM, 32)))
    add("mailchimp-api-key", "config-value: MAILCHIMP_SERVER_PREFIX (`us` and a number) names the data center in the API host "
        "(`https://<prefix>.api.mailchimp.com`); it is not a key")(
        lambda r: kv(["=MAILCHIMP_SERVER_PREFIX"], "us%d" % r.randint(2, 21)))
    add("sendgrid-api-key", "identifier: SENDGRID_TEMPLATE_ID (`d-` and 32 hex digits) names the dynamic template a mail send renders; it is not "
        "a key")(
        lambda r: kv(["=SENDGRID_TEMPLATE_ID"], "d-" + rs(r, HEXL, 32)))
    add("pagerduty-token", "identifier: PAGERDUTY_ESCALATION_POLICY_ID (`P` and six characters) names an escalation policy in API paths and "
        "Terraform; it is not a token")(
        lambda r: kv(["=PAGERDUTY_ESCALATION_POLICY_ID"], "P" + rs(r, UPNUM, 6)))
    add("aws-access-key-id", "identifier: AWS_ROLE_ARN is the ARN of the role a workload assumes (`arn:aws:iam::<account>:role/...`); it names "
        "the role and grants nothing without credentials")(
        lambda r: kv(["=AWS_ROLE_ARN"], "arn:aws:iam::%012d:role/%s" % (r.randint(10 ** 11, 10 ** 12 - 1),
                                                                       r.choice(["github-actions-deploy", "OrdersSyncRole", "ci-readonly"]))))
    add("sentry-user-token", "public-by-design: SENTRY_DSN holds the project's public key and ships in every browser and mobile client; it only "
        "lets a client send events, it is not an auth token", True)(
        lambda r: kv(["=SENTRY_DSN"], "https://%s@o%d.ingest.%ssentry.io/%d" % (rs(r, HEXL, 32), r.randint(100000, 4999999), r.choice(["", "de."]),
                                                                              r.randint(4500000000000000, 4509999999999999))))
    add("stripe-secret-key", "identifier: STRIPE_ACCOUNT_ID (`acct_` and 16 characters) names a connected account in the `Stripe-Account` "
        "header; it is not a key")(
        lambda r: kv(["=STRIPE_ACCOUNT_ID"], "acct_1" + rs(r, ALNUM, 15)))
    add("twilio-auth-token", "identifier: TWILIO_VERIFY_SERVICE_SID (`VA` and 32 hex digits) names the Verify service in API paths; it is not "
        "the auth token")(
        lambda r: kv(["=TWILIO_VERIFY_SERVICE_SID"], "VA" + rs(r, HEXL, 32)))
    return S


def c32_special():
    """corpus 32: ten new hand-built negatives (resource ids, a public SSH key fingerprint, an image digest, a project URL, a role ARN and a
    tenant id next to a provider's name) on top of corpus 31's set"""
    S = c31_special()

    def add(kind, note, deb=False):
        def deco(fn):
            S[kind] = lambda r: neg(fn(r), note, deb)
            return fn
        return deco

    add("databricks-token", "identifier: DATABRICKS_WAREHOUSE_ID (16 hex digits) names the SQL warehouse in its HTTP path "
        "(`/sql/1.0/warehouses/<id>`); it is not a token")(
        lambda r: kv(["=DATABRICKS_WAREHOUSE_ID"], rs(r, HEXL, 16)))
    add("terraform-cloud-token", "identifier: TFC_WORKSPACE_ID (`ws-` and 16 characters) names a workspace in API paths and run triggers; "
        "it is not a token")(
        lambda r: kv(["=TFC_WORKSPACE_ID"], "ws-" + rs(r, ALNUM, 16)))
    add("supabase-token", "config-value: SUPABASE_URL is the project's API address (`https://<ref>.supabase.co`), built into every client "
        "bundle; it is not a token")(
        lambda r: kv(["=SUPABASE_URL"], "https://%s.supabase.co" % rs(r, LOWER, 20)))
    add("docker-pat", "hash: DOCKER_IMAGE_DIGEST is the content digest of a pushed image manifest (`sha256:` and 64 hex digits), shown to "
        "anyone who can pull the image; it is not a token")(
        lambda r: kv(["=DOCKER_IMAGE_DIGEST"], "sha256:" + rs(r, HEXL, 64)))
    add("hetzner-token", "public-by-design: HCLOUD_SSH_KEY_FINGERPRINT is the MD5 fingerprint of an SSH public key registered in Hetzner "
        "Cloud; it identifies the public key and grants nothing")(
        lambda r: kv(["=HCLOUD_SSH_KEY_FINGERPRINT"], ":".join(rs(r, HEXL, 2) for _ in range(16))))
    add("alibaba-access-key-id", "identifier: ALIBABA_CLOUD_ROLE_ARN (`acs:ram::<account>:role/<name>`) names the RAM role a workload "
        "assumes; it is not an access key")(
        lambda r: kv(["=ALIBABA_CLOUD_ROLE_ARN"], "acs:ram::%d:role/%s" % (r.randint(10 ** 15, 10 ** 16 - 1),
                                                                         r.choice(["oss-uploader", "ack-deploy", "fc-invoker"]))))
    add("neon-api-key", "identifier: NEON_BRANCH_ID (`br-` and two words and eight characters) names a database branch in the API and in "
        "connection hosts; it is not a key")(
        lambda r: kv(["=NEON_BRANCH_ID"], "br-%s-%s-%s" % (r.choice(["quiet", "bold", "misty", "young"]), r.choice(["river", "pine", "dust", "moon"]),
                                                            rs(r, LOWNUM, 8))))
    add("resend-api-key", "identifier: RESEND_DOMAIN_ID (a UUID) names the verified sending domain in the Resend API; it is not a key")(
        lambda r: kv(["=RESEND_DOMAIN_ID"], ruuid(r)))
    add("linear-api-key", "identifier: LINEAR_WEBHOOK_ID (a UUID) names a webhook subscription in the Linear API; it is not a key")(
        lambda r: kv(["=LINEAR_WEBHOOK_ID"], ruuid(r)))
    add("teams-webhook", "identifier: TEAMS_TENANT_ID (a UUID) names the Microsoft Entra tenant the Teams workspace belongs to; it is public "
        "(it appears in sign-in URLs) and is not a webhook")(
        lambda r: kv(["=TEAMS_TENANT_ID"], ruuid(r)))
    return S


NEW_HAND_BUILT_C32 = ("DATABRICKS_WAREHOUSE_ID", "TFC_WORKSPACE_ID", "SUPABASE_URL", "DOCKER_IMAGE_DIGEST", "HCLOUD_SSH_KEY_FINGERPRINT",
                  "ALIBABA_CLOUD_ROLE_ARN", "NEON_BRANCH_ID", "RESEND_DOMAIN_ID", "LINEAR_WEBHOOK_ID", "TEAMS_TENANT_ID")




CARRIER_DESC = {
    'opera_ohip_reservations_pull_sh': "a front-office script pulling tomorrow's arrivals from OPERA Cloud through Oracle's OHIP gateway (`/oauth/v1/tokens`, `rsv/v1/hotels/{hotelId}/reservations`, `x-app-key`, `x-hotelid`) into a CSV",
    'hotelbeds_cache_api_refresh_sh': "a content team's nightly Hotelbeds APItude Cache API refresh (`Api-key` and the SHA-256 `X-Signature` of key, secret and epoch seconds, the `full` file) loaded into the static rate cache",
    'iata_bsp_hot_file_fetch_sh': "a travel agency back office's script fetching the day's IATA BSP HOT file over SFTP (a `sftp -b -` batch) and handing it to ticket reconciliation",
    'toast_menus_sync_sh': "a restaurant group's script logging in to the Toast API (`/authentication/v1/authentication/login`) and pulling each location's Menus API v2 menu (`Toast-Restaurant-External-ID`) for the menu boards",
    'isoxml_taskdata_import_sh': "a farm office script filing an ISOBUS task set (ISO 11783-10 `TASKDATA.XML`) copied from the tractor terminal's USB stick",
    'haccp_probe_log_upload_sh': "a kitchen's end-of-service script collecting the wireless probe loggers' CSVs, flagging HACCP critical-limit breaches (chill and hot-hold) and filing them",
    'winery_ttb_report_export_sh': "a winery's month-end script exporting cellar movements with `psql --csv` for TTB Form 5120.17 (Report of Wine Premises Operations)",
    'mews_connector_api_session': "a hotel integration developer's terminal capture of a Mews Connector API call (`configuration/get` on `api.mews-demo.com`, piped to `jq`), then the shown file or command",
    'opcua_greenhouse_uaread_session': "a greenhouse operator's terminal capture of python-opcua `uaread` calls reading a climate computer's compartment temperature, humidity and CO2 set point, then the shown file or command",
    'livestock_eid_reader_session': "a dairy's terminal capture of a livestock EID stick reader on a serial port (`stty`, `cat /dev/ttyUSB0`, ISO 11784 tag numbers), then the shown file or command",
    'apaleo_api_curl_session': "a revenue manager's terminal capture of the apaleo Inventory API (`/inventory/v1/properties` through `jq @tsv`), then the shown file or command",
    'opensprinkler_api_session': "a farm office terminal capture of the OpenSprinkler controller API (`/jc?pw=<md5>`), then the shown file or command",
    'order_injection_worker_logfmt_log': "a Go delivery-order injection worker's logfmt log (`ts=... level=... caller=... msg=...`), which logs its settings at debug, or a rejected POS request's headers",
    'night_audit_runbook_md': "a hotel night-audit runbook in Markdown (departures and no-shows, cashier and POS closing, a fenced `sh` block, business-date roll)",
    'menu_launch_runbook_md': "a restaurant group's menu-launch runbook in Markdown (costing and the allergen matrix, POS and KDS build, a fenced `sh` block, delivery platforms)",
    'irops_disruption_runbook_md': "an airline operations control centre's irregular-operations runbook in Markdown (MVT messages, crew legality, a fenced `sh` block, EU261 figures)",
    'cloudbeds_reservations_sync_py': "a Python sync of modified Cloudbeds reservations (`/api/v1.2/getReservations`) into a revenue-management pickup table",
    'siteminder_bookings_import_rb': "a Ruby script reading a SiteMinder reservations report (CSV) and posting OTA commissions per channel to accounting",
    'travelport_air_search_cs': "a C# agency back end calling the Travelport+ JSON air catalog search (`CatalogProductOfferingsQueryRequest`) and reporting searches (`const string` settings)",
    'ndc_airshopping_client_java': "a Java client sending an IATA NDC 21.3 `IATA_AirShoppingRQ` to an airline's NDC gateway and recording the offer count",
    'crew_roster_export_go': "a Go command reading a crew-rostering export (CSV of duties and pairings) and pushing it to the crew app (settings in a `const` block)",
    'doordash_order_webhook_ts': "a TypeScript Express route receiving DoorDash Marketplace order webhooks, injecting the order into the POS and confirming it (`PATCH .../orders/{id}`)",
    'ubereats_store_status_kt': "a Kotlin job pausing and resuming Uber Eats stores (Marketplace `store/{id}/status`) and logging the change",
    'deliveroo_menu_push_php': "a PHP class uploading a brand's menu to the Deliveroo Menu API (`PUT /menu/v1/brands/{brand}/menus/{menu}`), settings as `define()` constants",
    'lightspeed_sales_report_r': "an R report (httr2, dplyr) of covers and net sales from the Lightspeed Restaurant K-Series finance API, posted to the ops dashboard",
    'host_stand_waitlist_swift': "a Swift (URLSession) host-stand iPad app adding walk-ins to the waitlist (top-level `let` settings)",
    'sevenrooms_guest_sync_scala': "a Scala (sttp) job merging the day's SevenRooms guests into the group CRM (`object Settings`)",
    'opentable_covers_poller_pl': "a Perl poller totalling the next two hours' covers from the reservation book's OpenTable export for the kitchen prep screen (`use constant` settings)",
    'johndeere_opscenter_fields_py': "a Python pull of fields from the John Deere Operations Center API (`requests_oauthlib`, `application/vnd.deere.axiom.v3+json`) into the agronomy register",
    'climate_fieldview_upload_go': "a Go uploader posting as-planted data to Climate FieldView (`/v4/uploads`, `X-Api-Key`) and recording the upload",
    'foodlogiq_traceability_jl': "a Julia script (CSV.jl, DataFrames) joining FoodLogiq receiving events to receiving logs for FSMA 204 key data elements",
    'cold_chain_gateway_rs': "a Rust cold-chain gateway posting walk-in cooler and freezer sensor readings every minute (reqwest)",
    'brewhouse_batch_export_vb': "a VB.NET module posting the brewhouse controller's batch records to the brewery's production software (`Private Const ... As String`); CRLF",
    'keycard_encoder_sync_ps1': "a PowerShell script on a hotel's interface PC requesting mobile keys from the door-lock server for the day's check-ins; CRLF",
    'eventbrite_door_checkin_mjs': "a Node.js ES module pulling an event's attendees from the Eventbrite API v3 and loading the barcodes into the venue's door scanners",
    'guest_messaging_staff_app_dart': "a Dart (Flutter) staff-app service sending messages to a guest's room thread (top-level `const` settings)",
    'guest_rewards_accrual_clj': "a Clojure (clj-http) job accruing guest-rewards points per folio with tier multipliers (`def` settings)",
    'flight_status_fids_ex': "an Elixir GenServer polling the airport operational database and pushing status changes to the flight information displays (Req; a `settings` keyword list)",
    'vintrace_bulk_wine_py': "a Python report of bulk-wine volumes per varietal and vintage from the vintrace API, posted to the blending sheet",
    'fermentation_monitor_lua': "a Lua (LuaSocket) script on a cellar Raspberry Pi posting Tilt hydrometer readings to the brewery dashboard",
    'kds_station_config_json': "a kitchen display system station config (`station.json`: routing, timers, an `integrations` object, JSON-escaped values)",
    'fids_player_settings_xml': "a flight information display player's `PlayerSettings.xml` (zone, template, AODB feed, `<Setting>` elements with XML-escaped text)",
    'menu_sync_settings_toml': "a menu-sync TOML (`[source]` POS, `[pricing]` delivery mark-up, `[targets]` platforms, `[integrations]`)",
    'cold_chain_gateway_yaml': "a cold-chain gateway's `gateway.yaml` (sensors and their limits, alarm escalation, `integrations` settings)",
    'irrigation_scheduler_ini': "an irrigation scheduler INI (`[weather]` rain skip, `[zones]` run times, `[controller]`, `[integrations]`)",
    'milking_parlour_sync_properties': "the `application.properties` of a Spring Boot herd-sync service reading the milking parlour controller (stalls, EID country, cron, added integration keys)",
    'captive_portal_settings_json': "a hotel guest Wi-Fi captive portal's settings (`portal-settings.json`: SSID, PMS room-and-surname login, bandwidth, `integrations`, JSON-escaped values)",
    'rm_pricing_integrations_csv': "the settings sheet of a hotel revenue-management pricing workbook exported as CSV (`Sheet,Setting,Value,Updated,By`); CRLF",
    'greenhouse_climate_bridge_yml': "an OPC UA to cloud bridge's `bridge.yml` for greenhouse climate computers (endpoint, compartments, set points, `integrations`)",
    'crew_tracking_application_conf': "a HOCON `application.conf` of an Akka HTTP crew-tracking service (FTL limits, night-stop hotels, an `integrations` block)",
}


CSPEC_SHOW = {
    'cloudbeds_reservations_sync_py': ('secret-ref', "Python `os.environ['NAME']` (Cloudbeds sync)"),
    'siteminder_bookings_import_rb': ('secret-ref', "Ruby `ENV.fetch('NAME')`"),
    'travelport_air_search_cs': ('secret-ref', 'C# `Environment.GetEnvironmentVariable("NAME")`'),
    'ndc_airshopping_client_java': ('secret-ref', 'Java `System.getenv("NAME")`'),
    'crew_roster_export_go': ('secret-ref', 'Go `os.Getenv("NAME")` (roster push)'),
    'doordash_order_webhook_ts': ('secret-ref', "TypeScript `process.env.NAME`"),
    'ubereats_store_status_kt': ('secret-ref', 'Kotlin `System.getenv("NAME")`'),
    'deliveroo_menu_push_php': ('secret-ref', "PHP `getenv('NAME')`"),
    'lightspeed_sales_report_r': ('secret-ref', 'R `Sys.getenv("NAME")`'),
    'host_stand_waitlist_swift': ('secret-ref', 'Swift `ProcessInfo.processInfo.environment["NAME"]`'),
    'sevenrooms_guest_sync_scala': ('secret-ref', 'Scala `sys.env("NAME")`'),
    'opentable_covers_poller_pl': ('secret-ref', "Perl `$ENV{NAME}`"),
    'johndeere_opscenter_fields_py': ('secret-ref', "Python `os.getenv('NAME')` (Operations Center pull)"),
    'climate_fieldview_upload_go': ('secret-ref', 'Go `os.Getenv("NAME")` (FieldView uploader)'),
    'foodlogiq_traceability_jl': ('secret-ref', 'Julia `ENV["NAME"]`'),
    'cold_chain_gateway_rs': ('secret-ref', 'Rust `env!("NAME")`'),
    'brewhouse_batch_export_vb': ('secret-ref', 'VB.NET `Environment.GetEnvironmentVariable("NAME")`'),
    'keycard_encoder_sync_ps1': ('secret-ref', "PowerShell `$env:NAME`"),
    'eventbrite_door_checkin_mjs': ('secret-ref', "JavaScript `process.env.NAME` (door sync)"),
    'guest_messaging_staff_app_dart': ('secret-ref', "Dart `Platform.environment['NAME']!`"),
    'guest_rewards_accrual_clj': ('secret-ref', 'Clojure `(System/getenv "NAME")`'),
    'flight_status_fids_ex': ('secret-ref', 'Elixir `System.fetch_env!("NAME")`'),
    'vintrace_bulk_wine_py': ('secret-ref', "Python `os.environ['NAME']` (bulk-wine report)"),
    'fermentation_monitor_lua': ('secret-ref', "Lua `os.getenv('NAME')`"),
    'milking_parlour_sync_properties': ('encrypted', "jasypt-spring-boot `ENC(...)` (herd-sync properties)"),
}


README_HEAD = r"""# wirepass corpus 64 — held-out FAKE secrets in hospitality, travel, restaurant and food, and agriculture files

Every value here is fake: random, generated by `generate.py`, never issued by any provider. The few documented example
values used as negatives (listed below under "Documented example values") are public on purpose. The corpus was
written without looking at the scanner's code (only `rules.txt`): values follow the providers' documented token formats
(prefixes, lengths, alphabets, and checksums where the format has one: GitHub/npm base62 CRC32, Grafana's CRC, bech32 for
age), and the files follow the real carriers' syntax.

Regenerate with `python3 generate.py` (deletes and rewrites `cases/`, `manifest.jsonl`, this README and
`used_carriers_after.txt`); check with `python3 verify.py` (regenerates everything in memory, compares every file, every
manifest line, this README and `used_carriers_after.txt` byte for byte, decodes every span and `also_expected` span from the
files on disk with its own decoder and compares it with the generated value, checks that every provider is exactly the
rules.txt provider, that every rule id but `wirepass-session` has at least 3 positives in 3 different carriers and 1
negative in a fourth, and that no carrier appears in `used_carriers.txt`; prints the number of problems, `0` when all is
well). Python 3 stdlib only. Seed `wirepass-corpus64-v1`; each case draws from
`random.Random("wirepass-corpus64-v1|<kind>|<carrier>")`, so a case does not change when another does.

`rules.txt` is the output of `wirepass scan --rules` at the time of writing: {{NRULES}} rule ids. It is byte for byte the
same as corpus 63's `rules.txt` (the brief expected the list to have grown; it has not), so the kind table is corpus 63's.
The token generators and checksum helpers, the table of real-world name spellings, the escaping helpers and the negative
builders (the hand-built, name-carrying negatives of corpora 11-32, corpus 35's SNMPv3 payloads, corpus 36's LDAP payloads,
corpus 42's `alibaba-key-pair` payloads and corpus 54's `private-key-der` keys and public-key negative) are reused from
corpus 63's generator (a hand-built negative keeps the name its note describes; only positives and pattern negatives take
other spellings). The pattern negatives' types are drawn afresh for this corpus (seed `c64|<kind>`); the pattern-negative
builder is otherwise corpus 63's (a carrier's own reference or ciphertext form stands only for a whole setting, never for
the part of a URL). New: {{CARRIERS}} carriers, all files that hotel, travel, airline, restaurant, food-safety, venue,
winery, brewery and farm teams keep, in formats no earlier corpus used: shell scripts (an OPERA Cloud OHIP arrivals pull,
a Hotelbeds Cache API refresh, an IATA BSP HOT file fetch, a Toast menus sync, an ISOBUS TASKDATA import, a HACCP probe-log
upload, a winery's TTB 5120.17 export), a log (a Go delivery-order injection worker in logfmt that logs its settings at
debug), terminal captures (the Mews Connector API, python-opcua `uaread` on a greenhouse climate computer, a livestock EID
reader on a serial port, the apaleo Inventory API, an OpenSprinkler controller), three runbooks in Markdown (hotel night
audit, a restaurant menu launch, airline irregular operations), integration code (Cloudbeds in Python, SiteMinder
reports in Ruby, Travelport+ in C#, IATA NDC AirShopping in Java, a crew-roster push in Go, DoorDash webhooks in
TypeScript, Uber Eats store status in Kotlin, the Deliveroo Menu API in PHP, Lightspeed Restaurant in R, a host-stand
waitlist app in Swift, SevenRooms guests in Scala, OpenTable covers in Perl, the John Deere Operations Center in Python,
Climate FieldView in Go, FoodLogiq traceability in Julia, a cold-chain gateway in Rust, brewhouse batch records in VB.NET,
mobile keys in PowerShell, Eventbrite door lists in Node.js, a guest-messaging staff app in Dart, guest-rewards accrual in
Clojure, a FIDS flight-status feed in Elixir, vintrace bulk wine in Python and a fermentation monitor in Lua) and
configuration files that take added settings (a kitchen display station JSON, a FIDS player `PlayerSettings.xml`, a
menu-sync TOML, a cold-chain gateway YAML, an irrigation scheduler INI, a herd-sync `application.properties`, a guest Wi-Fi
portal JSON, a revenue-management settings CSV, a greenhouse OPC UA bridge YAML and a crew-tracking HOCON
`application.conf`). The SNMPv3 commands and `createUser` lines and the `ldapsearch -w` commands sit where an operator
runs commands or keeps them (the shell scripts, the terminal captures and the runbooks). {{URLCASES}} cases are
percent-encoded URL passwords or SAS signatures; the JSON carriers (the KDS station and the captive portal settings) hold
their values JSON-escaped; the XML carrier (the FIDS player's `<Setting>` text) holds them XML-escaped ({{XMLCASES}} cases
are marked `xml`; a value with nothing to escape reads the same either way). No carrier of this corpus base64-encodes a
value, so no case is `base64`, and no file is UTF-16.
Carrier-specific negatives: {{CSPEC}}.

## Counts

| | |
|---|---|
| cases | {{CASES}} |
| positives | {{POS}} (3 per rule id, each in a different carrier) |
| negatives | {{NEG}} ({{NEGPCT}} %; 1 per rule id, in a fourth carrier) |
| rule ids covered | {{KINDS}} of {{NRULES}} (all but `wirepass-session`: its token format is not published and the scanner's code is off limits, so no honest fake can be written) |
| carriers | {{CARRIERS}} (none from `used_carriers.txt`, none a close variant of one) |
| encodings | {{ENCS}} |
| cases with `also_expected` | {{ALSO}} |
| negatives marked `debatable` | {{DEB}} |

Negative types: {{NEGTYPES}}. Pattern negatives (secret references, ciphertexts, placeholders, masks, truncations,
digests): {{PATNEG}}.

## Documented example values

These negatives carry values published in providers' or tools' documentation (public on purpose, never a live credential):

{{DOCEX}}

## Layout and manifest

`cases/<rule id>/<carrier>/<path>`, the path being where the tool keeps the file
({{FNAMES}}). `manifest.jsonl` follows `manifest_format.md`: `file, kind, provider, carrier, positive, start, end,
encoding`, plus `note` (`<type>: <why>`) on every negative and `debatable: true` where a reviewer might disagree.
`start`/`end` are byte offsets of the value as it appears in the file. Every file is UTF-8.

* `raw`: verbatim (shell, Markdown, Python, Ruby, C#, Java, Go, TypeScript, Kotlin, PHP, R, Swift, Scala, Perl, Julia,
  Rust, VB.NET, PowerShell, JavaScript, Dart, Clojure, Elixir, Lua, TOML, YAML, INI, Java `.properties`, CSV, HOCON, the
  logfmt log, terminal captures). `json`: JSON-escaped inside a JSON string (`station.json`, `portal-settings.json`).
  `xml`: XML-escaped element text (the FIDS player's `PlayerSettings.xml`). `url`: a percent-encoded URL userinfo password
  or SAS `sig`; a value with nothing to encode is marked `raw`.
* URL-shaped kinds: the whole URL for Slack/Discord/Teams webhooks and Slack workflow URLs;
  `<id>:<token>` for Telegram `/bot…/` paths; `sig` for Azure SAS; the password for `url-password`.
* PEM kinds and `putty-private-key`: the whole block, armour included (written by a heredoc in a shell script or a
  runbook, or printed by `cat` in a terminal capture).
* `also_expected`: other rules that legitimately fire (the other SNMPv3 passphrase, an AWS or Alibaba key id beside its
  secret, a Twilio `SK…` SID, and the other overlaps the reused payload builders declare).
* Several files use CRLF line ends because their tools write them so: the VB.NET module, the PowerShell script and the
  revenue-management sheet (exported from Excel); offsets count the CR bytes.

## Weaker grounds

* No rule id is new since corpus 63: `wirepass scan --rules` prints exactly corpus 63's `rules.txt`, so this corpus adds
  carriers, not kinds.
* Known overlaps **not** marked: the generic rules (`generic-*-named`) will often also fire on named provider cases;
  `twilio-api-key-secret-named` values are also "API secret next to its name" for `twilio-auth-token`; `vault-legacy-token`
  may also be reported as `vault-service-token`; `key-` form values of `mailgun-api-key-named` also match `mailgun-api-key`;
  `upstash-token` and `upstash-rest-token` both fire on a named Upstash token; an `ldap-bind-password` value under
  `bindpw`/`ldap_default_authtok` may also be taken as a generic password; an `alibaba-key-pair` secret under `accessKey` may
  also be taken as `alibaba-access-key-secret`; `private-key-der` values sit under names such as `PRIVATE_KEY`, so a
  generic rule may fire too.
* Names follow each carrier's own convention, which is sometimes far from the provider's: the VB.NET, C#, PowerShell and
  revenue-sheet names are PascalCase, Go constants are Go-style (`GithubOauthToken`), the `application.properties` keys are
  dotted lower case, the Swift, Scala and Dart settings, the JSON `integrations` keys and the FIDS `<Setting>` names are
  camelCase, the HOCON keys and the Clojure `def`s are kebab-case, the Elixir keyword keys, the logfmt `key=` values, the
  YAML, TOML and INI keys are snake_case, and the shell, Python, Ruby, Perl, R, Rust, Lua, Julia, Java, Kotlin, PHP,
  TypeScript and JavaScript constants are SCREAM_CASE.
* The general carriers (the scripts, the code, the properties, INI, YAML, TOML, HOCON, CSV, JSON and XML files) hold
  provider tokens under provider-named keys, which is how these tools take extra settings, but a given provider is not
  always one a hotel, an airline, a restaurant group or a farm would wire in (a CI or cloud provider's token in a HACCP
  upload or a fermentation monitor). The KDS station file, the FIDS player settings, the captive portal settings and the
  cold-chain and greenhouse gateway files are the teams' own tools' files (no single vendor's documented format): their
  `integrations` sections are where those tools take added settings.
* Some files are written from the providers' documentation and memory rather than from a captured install: the OHIP
  gateway host pattern and token request, the Hotelbeds Cache API path and query, the BSP HOT file naming, the Toast login
  body (kept in a file), the Lightspeed K-Series finance endpoint, the Deliveroo Menu API path, the Uber Eats store-status
  body, the DoorDash Marketplace order-confirmation call, the vintrace API path, the FieldView uploads call, the FoodLogiq
  export's column names, the Travelport+ catalog search body and the NDC AirShoppingRQ elements. Hosts that real files
  would name but that are given to customers or partners only are `.example` stand-ins (the BSPlink file-transfer host, the
  airline's NDC gateway). Values the real files would also hold that look like credentials (the OHIP, Hotelbeds, Toast,
  Cloudbeds, Travelport, NDC, Deere, FieldView, Lightspeed, Eventbrite and vintrace credentials) are read from the
  environment or a file, so each file carries only the marked values.
* Carriers nearest to earlier ones, each a different file with its own layout and keys: corpus 58 (logistics and travel)
  had `hotel_channel_manager_yml`, `booking_availability_push_js`, `duffel_offer_search_ts`, `expedia_rapid_client_php`,
  `amadeus_flight_offers_java` and `sabre_session_create_rq_xml`; corpus 56 (retail) had `square_terminal_checkout_js`,
  `loyalty_ledger_export_sh`, `escpos_receipt_print_py` and `store_open_close_runbook_md`; corpus 62 had
  `drone_survey_mission_json`, `dronedeploy_map_upload_sh` and `pix4dengine_processing_session`; corpus 59 had
  `mbpoll_inverter_session`; corpus 50 had `node_opcua_client_mjs` and `asyncua_client_py`; corpora 25, 44 and 54 had
  WhatsApp, Twilio and Braze files. This corpus therefore leaves out those providers and files and uses others: OHIP,
  Mews, Cloudbeds, apaleo and SiteMinder rather than a channel-manager YAML; Travelport+, Hotelbeds and IATA NDC rather than
  Duffel, Expedia Rapid, Amadeus, Sabre or Booking.com; Toast, Lightspeed, DoorDash, Uber Eats and Deliveroo rather than
  Square; guest-rewards accrual in Clojure rather than a loyalty ledger export; ISOBUS TASKDATA, the John Deere Operations
  Center and Climate FieldView rather than drone survey jobs; python-opcua's `uaread` command and a YAML bridge rather than
  OPC UA client programs; a guest-messaging staff app rather than Twilio or WhatsApp templates. The
  `milking_parlour_sync_properties` carrier is another Spring Boot `application.properties` (corpus 63's was a playout
  scheduler's), with other keys; the terminal captures and runbooks are of other teams and tools.
* Brief examples not used, because an earlier corpus used them (above) or because no honest file could be written: Duffel,
  Expedia Rapid and Booking.com connectivity XML (corpus 58), Square POS scripts (corpus 56), Twilio / WhatsApp templates
  and Braze journeys (corpora 25, 44, 54), drone survey jobs (corpus 62), SITA / ARINC configurations and crew-rostering
  systems' own files (not public; a roster export is read by the Go roster push instead), IATA BSP files themselves (sales
  data, not settings; the HOT-file fetch script is used), ReposiTrak (no public API; FoodLogiq is used), OpenTable, Resy
  and SevenRooms partner APIs (partner-only: the OpenTable carrier reads the reservation book's export, the SevenRooms
  carrier posts to the group's CRM) and ASSA ABLOY Vostio (partner-only: the keycard script calls the hotel's own door-lock
  server).
* Negatives generated by pattern (secret-ref, encrypted, placeholder, redacted, truncated, hash) sometimes keep the
  kind's fixed prefix; a scanner that fires on a prefix alone would flag them. Invalid checksums are used only for GitHub,
  npm and Grafana tokens, whose checksum schemes are public. A hand-built mask of earlier corpora that describes a tool's
  printed output is placed only in a terminal capture or the logfmt log. The carrier-specific ciphertexts (jasypt
  `ENC(...)`) are random bytes of a plausible length, not real encryptions.
* The order-injection worker's debug lines of settings are the corpus's: a careless but common practice. A log prints
  resolved values, so this carrier takes no secret-reference negatives.

## Carriers

| carrier | cases | what it is |
|---|---|---|
{{CARROWS}}
"""


def cspec_text(manifest):
    """which carrier-specific negative forms this draw placed (and which the generator defines but did not place)"""
    used, unused = [], []
    for key, (t, show) in CSPEC_SHOW.items():
        cname = key.strip()
        if t == "secret-ref":
            pre = t + ": " + CARRIER_REFS[cname][1]
        elif t == "encrypted":
            pre = CARRIER_ENC[cname][1]
        else:
            pre = CARRIER_MASKS[cname][1]
        hit = [e for e in manifest if not e["positive"] and e["carrier"] == cname and e["note"].startswith(pre)]
        (used if hit else unused).append("%s%s" % (show, (" (%d)" % len(hit)) if hit else ""))
    andj = lambda xs: xs[0] if len(xs) == 1 else ", ".join(xs[:-1]) + " and " + xs[-1]
    txt = "secret references, ciphertexts and masks in the carriers' own form: " + (andj(used) if used else "none in this draw")
    if unused:
        txt += " (the generator also defines %s, which this draw did not place)" % andj(unused)
    return txt


def enc_carrier_counts(manifest):
    """how many carriers hold every case in base64 / in XML, and how many cases those carriers hold"""
    by = {}
    for e in manifest:
        by.setdefault(e["carrier"], []).append(e["encoding"])
    b64 = [c for c, es in by.items() if all(x == "base64" for x in es)]
    xml = [c for c, es in by.items() if all(x == "xml" for x in es)]
    return [("B64CARS", len(b64)), ("B64CASES", sum(len(by[c]) for c in b64)), ("B64ALL", sum(1 for e_ in manifest if e_["encoding"] == "base64")),
            ("XMLCARS", len(xml)),
            ("XMLCASES", sum(1 for e_ in manifest if e_["encoding"] == "xml")),
            ("URLCASES", sum(1 for e_ in manifest if e_["encoding"] == "url"))]


def docex_text(manifest):
    """the documented example values this draw placed, one bullet per negative"""
    L = ["* `%s` (`%s`): %s" % (e["kind"], e["carrier"], e["note"].split(": ", 1)[1]) for e in manifest
         if not e["positive"] and e["note"].split(":", 1)[0] == "documented-example"]
    return "\n".join(L) if L else "* none in this draw"


PATTERN_TYPES = ("secret-ref", "encrypted", "placeholder", "redacted", "truncated", "hash")


def write_readme(manifest, usage, write=True):
    pos = sum(1 for e in manifest if e["positive"])
    neg_ = len(manifest) - pos
    kinds = sorted({e["kind"] for e in manifest})
    encs, nt_ = {}, {}
    for e in manifest:
        encs[e["encoding"]] = encs.get(e["encoding"], 0) + 1
        if not e["positive"]:
            t = e["note"].split(":", 1)[0]
            nt_[t] = nt_.get(t, 0) + 1
    deb = sum(1 for e in manifest if e.get("debatable"))
    also = sum(1 for e in manifest if e.get("also_expected"))
    patn = sum(v for k, v in nt_.items() if k in PATTERN_TYPES)
    ex = {}
    for e in manifest:
        ex.setdefault(e["carrier"], e["file"].split("/", 3)[3])
    fnames = sorted(set(ex.values()))
    rows = "\n".join("| `%s` | %d | %s |" % (c, usage[c], CARRIER_DESC.get(c, "")) for c in sorted(usage) if usage[c])
    txt = README_HEAD
    for k, v in [("CASES", len(manifest)), ("POS", pos), ("NEG", neg_), ("NEGPCT", "%.1f" % (100.0 * neg_ / len(manifest))),
                 ("KINDS", len(kinds)), ("NRULES", len(load_rules())), ("CARRIERS", len([c for c in usage if usage[c]])),
                 ("ENCS", ", ".join("%s %d" % (k2, encs[k2]) for k2 in sorted(encs))), ("DEB", deb), ("ALSO", also),
                 ("NEGTYPES", ", ".join("%s %d" % (k2, v2) for k2, v2 in sorted(nt_.items(), key=lambda kv_: (-kv_[1], kv_[0])))),
                 ("PATNEG", "%d of %d negatives (%.1f %%)" % (patn, neg_, 100.0 * patn / neg_)),
                 ("DOCEX", docex_text(manifest)),
                 ("FNAMES", ", ".join("`%s`" % f for f in fnames)),
                 ("CSPEC", cspec_text(manifest)), ("U16CASES", sum(1 for e_ in manifest if CARS[e_["carrier"]].get("utf16"))),
                 ("CARROWS", rows)] + enc_carrier_counts(manifest):
        txt = txt.replace("{{%s}}" % k, str(v))
    if write:
        with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
            f.write(txt)
    return txt


def used_after_text(usage):
    """used_carriers.txt with corpus 64's line appended (the input file itself stays as it is)"""
    with open(os.path.join(HERE, "used_carriers.txt"), encoding="utf-8") as f:
        txt = f.read()
    if not txt.endswith("\n"):
        txt += "\n"
    return txt + "corpus 64: %s\n" % " ".join(sorted(c for c in usage if usage[c]))


def main():
    files, manifest, secrets, usage = build()
    out = os.path.join(HERE, "cases")
    if os.path.isdir(out):
        shutil.rmtree(out)
    for path, data in sorted(files.items()):
        full = os.path.join(HERE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "wb") as f:
            f.write(data)
    with open(os.path.join(HERE, "manifest.jsonl"), "w", encoding="utf-8") as f:
        for e in manifest:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")
    write_readme(manifest, usage)
    with open(os.path.join(HERE, "used_carriers_after.txt"), "w", encoding="utf-8") as f:
        f.write(used_after_text(usage))
    pos = sum(1 for e in manifest if e["positive"])
    print("cases=%d positives=%d negatives=%d kinds=%d carriers=%d" % (
        len(manifest), pos, len(manifest) - pos, len({e["kind"] for e in manifest}), len([c for c in usage if usage[c]])))


if __name__ == "__main__":
    main()

