#!/usr/bin/env python3
"""wirepass held-out corpus 25: FAKE secrets in carriers not used by corpora 1-24.

Deterministic: seed `wirepass-corpus25-v1`; every case draws from
random.Random("wirepass-corpus25-v1|<kind>|<carrier>").  The token generators,
checksum helpers, name table, escaping helpers and negative builders come from corpus 24's
generator (which keeps a hand-built negative under the name its note describes); the 48
carriers, the message phrasings, their carrier-specific negatives, new hand-built
negatives and the draw of which pattern negative a rule id gets are new.  Running this script deletes and rewrites
./cases/, ./manifest.jsonl and ./README.md.  Every value is random; none is a real credential.
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

SEED = "wirepass-corpus25-v1"
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


def car(name, fname, types, ml=None, bad="", bad_sub=(), only=None, fmts=None, crlf=False, ascii_only=False, ok=None, cap=None, prefer=None):
    def deco(fn):
        CARS[name] = dict(fn=fn, fname=fname, types=set(types), ml=ml, bad=set(bad), bad_sub=tuple(bad_sub),
                          only=only, fmts=fmts, crlf=crlf, ascii=ascii_only, ok=ok, cap=cap, prefer=prefer)
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


# --- agent traces and LLM tooling ------------------------------------------------------------------------------------------

@car("crewai_verbose_log", "crew-run.log", ["kv", "url", "hdr", "blob"], ml="verbatim")
def c_crewai(c):
    r = c.r
    s = svc(r)
    agent = r.choice(["Ops Investigator", "Integration Support Engineer", "On-call SRE"])
    tool = r.choice(["Run shell command", "Shell Tool", "Bastion Shell"])
    cmd, out = cmd_out25(c)
    assert P0 not in cmd
    thought = r.choice(["I should look at what the worker is configured with before anything else.",
                        "First I need to see the settings the sync job actually uses.",
                        "Let me check the worker's configuration on the host."])
    L = ["# Agent: %s" % agent, "## Task: %s" % question25(r, s), "", "", "",
         "# Agent: %s" % agent, "## Thought: %s" % thought, "## Using tool: %s" % tool, "## Tool Input: ",
         json.dumps(json.dumps({"command": cmd})), "## Tool Output: ", out, "", "", "",
         "# Agent: %s" % agent, "## Final Answer: ", note25(r), "", ""]
    return "\n".join(L), "raw"


@car("autogen_agentchat_console", "console.log", ["kv", "url", "hdr", "blob"], ml="nested", ok=ok_and(SECRET_PYR, NO_MLS))
def c_autogen(c):
    r = c.r
    s = svc(r)
    agent = r.choice(["ops_agent", "sre_assistant", "integration_agent"])
    cmd, out = cmd_out25(c)
    call = "call_" + rs(r, ALNUM, 24)
    hd = lambda kind_, who: "---------- %s (%s) ----------" % (kind_, who)
    L = [hd("TextMessage", "user"), question25(r, s), hd("ToolCallRequestEvent", agent),
         "[FunctionCall(id=%s, arguments=%s, name='run_shell')]" % (pyrepr(call), pyrepr(json.dumps({"command": cmd}))),
         hd("ToolCallExecutionEvent", agent),
         "[FunctionExecutionResult(content=%s, name='run_shell', call_id=%s, is_error=False)]" % (pyrepr(out), pyrepr(call)),
         hd("TextMessage", agent), note25(r)]
    return "\n".join(L) + "\n", "raw"


@car("flowise_chatmessage_json", "chatmessage.json", ["kv", "url", "hdr", "blob"], ml="json", ok=PROSE_OK)
def c_flowise(c):
    r, p = c.r, c.p
    s = svc(r)
    t = t0s(r)
    flow, chat = uuid4(r), uuid4(r)
    tool_ok = not (set(p.secret) & set('"\\\n'))
    when = lambda x: iso_ms(int(x * 1000))

    def msg(role, content, x, used=None):
        return {"id": uuid4(r), "role": role, "chatflowid": flow, "executionId": None, "content": content, "sourceDocuments": None, "usedTools": used,
                "fileAnnotations": None, "agentReasoning": None, "fileUploads": None, "artifacts": None, "action": None, "chatType": "INTERNAL",
                "chatId": chat, "memoryType": "Buffer Window Memory", "sessionId": chat, "createdDate": when(x), "leadEmail": None, "followUpPrompts": None}
    if tool_ok and r.random() < 0.55:
        cmd, out = cmd_out25(c)
        used = jcompact([{"tool": "run_shell", "toolInput": {"command": cmd}, "toolOutput": out}])
        M = [msg("userMessage", question25(r, s), t), msg("apiMessage", note25(r), t + r.uniform(3, 9), used)]
    else:
        M = [msg("userMessage", prose25(c), t), msg("apiMessage", note25(r), t + r.uniform(3, 9))]
    return ('$ curl -s "https://flowise.internal/api/v1/chatmessage/%s?chatId=%s" -H "Authorization: Bearer $FLOWISE_API_KEY" | jq .\n%s\n'
            % (flow, chat, jdump(M, 2))), "json"


@car("helicone_request_query_json", "requests.json", ["kv", "url", "hdr", "blob"], ml="json", ok=PROSE_OK)
def c_helicone(c):
    r = c.r
    s = svc(r)
    t = t0s(r)
    model = r.choice(["gpt-4o-mini", "gpt-4.1", "gpt-4o"])
    if r.random() < 0.5:
        cmd, out = cmd_out25(c)
        call = "call_" + rs(r, ALNUM, 24)
        msgs = [{"role": "system", "content": "You are the %s on-call assistant." % s}, {"role": "user", "content": question25(r, s)},
                {"role": "assistant", "content": None, "tool_calls": [{"id": call, "type": "function",
                                                                        "function": {"name": "run_shell", "arguments": json.dumps({"command": cmd})}}]},
                {"role": "tool", "tool_call_id": call, "content": out}]
    else:
        msgs = [{"role": "system", "content": "You are the %s on-call assistant." % s}, {"role": "user", "content": prose25(c)}]
    pt, ct = r.randint(300, 3000), r.randint(30, 300)
    rid = uuid4(r)
    resp = {"id": "chatcmpl-" + rs(r, ALNUM, 29), "object": "chat.completion", "created": int(t), "model": model + "-2024-08-06",
            "choices": [{"index": 0, "message": {"role": "assistant", "content": note25(r), "refusal": None}, "logprobs": None, "finish_reason": "stop"}],
            "usage": {"prompt_tokens": pt, "completion_tokens": ct, "total_tokens": pt + ct}, "system_fingerprint": "fp_" + rs(r, HEXL, 10)}
    row = {"response_id": uuid4(r), "response_created_at": iso_ms(int((t + 2.3) * 1000)), "response_body": resp, "response_status": 200,
           "response_model": model + "-2024-08-06", "request_id": rid, "request_created_at": iso_ms(int(t * 1000)),
           "request_body": {"model": model, "messages": msgs, "temperature": Raw("0.2")}, "request_path": "https://oai.helicone.ai/v1/chat/completions",
           "request_user_id": "%s-agent" % s, "request_properties": {"Helicone-Property-Service": s}, "request_model": model, "model_override": None,
           "helicone_user": None, "provider": "OPENAI", "delay_ms": r.randint(800, 4000), "time_to_first_token": r.randint(200, 900),
           "total_tokens": pt + ct, "prompt_tokens": pt, "completion_tokens": ct, "prompt_id": None, "feedback_created_at": None, "feedback_id": None,
           "feedback_rating": None, "signed_body_url": None, "country_code": "IE", "scores": {}, "costUSD": Raw("%.6f" % r.uniform(0.0002, 0.02)),
           "properties": {"Service": s}, "target_url": "https://api.openai.com", "model": model}
    q = '{"filter":"all","offset":0,"limit":1,"sort":{"created_at":"desc"}}'
    cmdl = ("$ curl -s -X POST https://api.helicone.ai/v1/request/query -H \"Authorization: Bearer $HELICONE_API_KEY\" "
            "-H 'Content-Type: application/json' -d '%s' | jq ." % q)
    return cmdl + "\n" + jdump({"data": [row], "error": None}, 2) + "\n", "json"


@car("n8n_execution_json", "execution.json", ["kv", "url", "hdr", "blob"], ml="json")
def c_n8n(c):
    r, p = c.r, c.p
    s = svc(r)
    t = t0s(r)
    eid = str(r.randint(1000, 90000))
    wid = rs(r, ALNUM, 16)
    cmd, out, err = remote_cmd_out(c)
    node = r.choice(["Check partner config", "Read worker settings", "Execute Command"])
    stamp = lambda x: iso_ms(int(x * 1000))
    ms0 = int(t * 1000)
    trig = {"hints": [], "startTime": ms0, "executionIndex": 0, "executionTime": 1, "source": [], "executionStatus": "success",
            "data": {"main": [[{"json": {"timestamp": iso_ms(ms0).replace("Z", "+00:00"), "Readable date": _time.strftime("%B %d, %Y %I:%M %p", _time.gmtime(t)).replace(" 0", " "),
                                         "Timezone": "UTC (UTC+00:00)", "Day of week": _time.strftime("%A", _time.gmtime(t))}, "pairedItem": {"item": 0}}]]}}
    run = {"hints": [], "startTime": ms0 + 3, "executionIndex": 1, "executionTime": r.randint(40, 900), "source": [{"previousNode": "Schedule Trigger"}],
           "executionStatus": "success", "data": {"main": [[{"json": {"exitCode": 0, "stderr": err.rstrip("\n"), "stdout": out.rstrip("\n")},
                                                              "pairedItem": {"item": 0}}]]}}
    d = {"id": eid, "finished": True, "mode": "trigger", "retryOf": None, "retrySuccessId": None, "status": "success", "createdAt": stamp(t - 0.05),
         "startedAt": stamp(t), "stoppedAt": stamp(t + 1.2), "deletedAt": None, "workflowId": wid, "waitTill": None,
         "data": {"startData": {}, "resultData": {"runData": {"Schedule Trigger": [trig], node: [run]}, "lastNodeExecuted": node},
                  "executionData": {"contextData": {}, "nodeExecutionStack": [], "metadata": {}, "waitingExecution": {}, "waitingExecutionSource": {}}}}
    return ('$ curl -s "https://n8n.internal/api/v1/executions/%s?includeData=true" -H "X-N8N-API-KEY: $N8N_API_KEY" | jq .\n%s\n' % (eid, jdump(d, 2))), "json"


@car("mini_swe_agent_traj_json", "last_mini_run.traj.json", ["kv", "url", "hdr", "blob"], ml="json")
def c_mini_swe(c):
    r = c.r
    s = svc(r)
    cmd, out = cmd_out25(c)
    sysm = ("You are a helpful assistant that can interact with a computer.\n\nYour response must contain exactly ONE bash code block with ONE command "
            "(or commands connected with && or ||).\nInclude a THOUGHT section before your command where you explain your reasoning process.")
    task = question25(r, s)
    M = [{"role": "system", "content": sysm},
         {"role": "user", "content": "Please solve this issue: %s\n\nYou can execute bash commands on the ops bastion." % task},
         {"role": "assistant", "content": "THOUGHT: %s\n\n```bash\n%s\n```" % (r.choice(["I will start by looking at the worker's settings.",
                                                                                       "Let me read the configuration the sync job uses."]), cmd)},
         {"role": "user", "content": "<returncode>0</returncode>\n<output>\n%s\n</output>" % out},
         {"role": "assistant", "content": "THOUGHT: %s\n\n```bash\necho COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT\n```" % note25(r)},
         {"role": "user", "content": ""}]
    d = {"info": {"exit_status": "Submitted", "submission": "", "model_stats": {"instance_cost": Raw("%.6f" % r.uniform(0.002, 0.05)), "api_calls": 2},
                  "mini_version": "1.%d.%d" % (r.randint(7, 12), r.randint(0, 4)),
                  "config": {"agent": {"step_limit": 0, "cost_limit": Raw("3.0")}, "model": {"model_name": r.choice(["claude-sonnet-4-20250514", "gpt-4.1"])},
                             "environment": {"cwd": "/opt/%s-sync" % s, "timeout": 30}}},
         "messages": M, "trajectory_format": "mini-swe-agent-1"}
    return jdump(d, 2) + "\n", "json"


@car("bedrock_agent_trace_json", "agent-trace.txt", ["kv", "url", "hdr", "blob"], ml="json")
def c_bedrock_agent(c):
    r = c.r
    s = svc(r)
    t = t0s(r)
    aid, alias = rs(r, UPNUM, 10), rs(r, UPNUM, 10)
    sess = uuid4(r)
    cmd, out = cmd_out25(c)
    tid = uuid4(r)
    acct = r.randint(100000000000, 999999999999)
    stamp = lambda x: _time.strftime("%Y-%m-%d %H:%M:%S", _time.gmtime(x)) + ".%06d+00:00" % r.randint(0, 999999)

    def ev(x, body):
        return {"agentAliasId": alias, "agentId": aid, "agentVersion": "1", "callerChain": [{"agentAliasArn": "arn:aws:bedrock:eu-west-1:%d:agent-alias/%s/%s" % (acct, aid, alias)}],
                "eventTime": stamp(x), "sessionId": sess, "trace": {"orchestrationTrace": body}}
    E = [ev(t, {"rationale": {"text": r.choice(["To find out why the partner rejects the worker I will read the worker's configuration on the host.",
                                                "I need to see the settings the %s sync runs with." % s]), "traceId": tid + "-0"}}),
         ev(t + 0.1, {"invocationInput": {"actionGroupInvocationInput": {"actionGroupName": "ops-tools", "executionType": "LAMBDA", "function": "run_command",
                                                                         "parameters": [{"name": "command", "type": "string", "value": cmd}]},
                                          "invocationType": "ACTION_GROUP", "traceId": tid + "-0"}}),
         ev(t + 1.4, {"observation": {"actionGroupInvocationOutput": {"text": out}, "traceId": tid + "-0", "type": "ACTION_GROUP"}}),
         ev(t + 4.2, {"observation": {"finalResponse": {"text": note25(r)}, "traceId": tid + "-1", "type": "FINISH"}})]
    head = "$ python3 invoke_agent.py --agent-id %s --alias-id %s --trace \"%s\"" % (aid, alias, question25(r, s))
    return head + "\n" + "\n".join(jdump(e, 2) for e in E) + "\n", "json"


# --- secret stores and cloud CLIs (base64 payloads first) -----------------------------------------------------------------

B64F_OK = lambda k, p: b64_file_ok(p) and NO_SIG(k, p) and (p.t == "blob" or NO_NL(k, p))


@car("oci_secret_bundle_json", "secret-bundle.json", ["kv", "url", "hdr", "blob"], ml="b64", ok=B64F_OK)
def c_oci_bundle(c):
    r = c.r
    s = svc(r)
    t = t0s(r)
    b = b64_value(b64_text(c, "# %s sync, production" % s))
    sid = "ocid1.vaultsecret.oc1.eu-frankfurt-1." + "amaaaaaa" + rs(r, LOWNUM, 52)
    d = {"data": {"metadata": None, "secret-bundle-content": {"content": b, "content-type": "BASE64"}, "secret-id": sid, "stages": ["CURRENT", "LATEST"],
                  "time-created": iso_us(t - r.randint(1, 90) * 86400, "+00:00"), "time-of-deletion": None, "time-of-expiry": None, "version-name": None,
                  "version-number": r.randint(1, 9)}}
    return "$ oci secrets secret-bundle get --secret-id %s --stage CURRENT\n%s\n" % (sid, jdump(d, 2)), "base64"


@car("scaleway_secret_access_json", "secret-version.json", ["kv", "url", "hdr", "blob"], ml="b64", ok=B64F_OK)
def c_scw_secret(c):
    r = c.r
    s = svc(r)
    b = b64_value(b64_text(c, "# %s sync" % s))
    raw = base64.b64decode(strip_marks(b))
    sid = uuid4(r)
    d = {"secret_id": sid, "revision": r.randint(1, 12), "data": b, "data_crc32": crc32c(raw), "type": "opaque"}
    return "$ scw secret version access %s revision=latest region=fr-par -o json\n%s\n" % (sid, jcompact(d)), "base64"


@car("aws_kms_decrypt_json", "decrypt.json", ["kv", "url", "hdr", "blob"], ml="b64", ok=B64F_OK)
def c_kms_decrypt(c):
    r, p = c.r, c.p
    s = svc(r)
    b = b64_value(b64_text(c, "# %s sync, production" % s))
    acct = r.randint(100000000000, 999999999999)
    src = ("secrets/%s.enc" % p.fname.lstrip(".")) if p.t == "blob" else ("partner-headers.enc" if p.t == "hdr" else "%s-sync.env.enc" % s)
    d = {"KeyId": "arn:aws:kms:eu-west-1:%d:key/%s" % (acct, uuid4(r)), "Plaintext": b, "EncryptionAlgorithm": "SYMMETRIC_DEFAULT"}
    return "$ aws kms decrypt --ciphertext-blob fileb://deploy/%s --region eu-west-1\n%s\n" % (src, jdump(d, 4)), "base64"


@car("vault_transit_decrypt_json", "transit-decrypt.json", ["kv", "url", "hdr", "blob"], ml="b64", ok=B64F_OK)
def c_vault_transit(c):
    r = c.r
    s = svc(r)
    b = b64_value(b64_text(c, "# %s sync" % s))
    n = len(base64.b64decode(strip_marks(b)))
    ct = "vault:v%d:%s" % (r.randint(1, 4), b64s(rbytes(r, n + 28)))
    d = {"request_id": uuid4(r), "lease_id": "", "lease_duration": 0, "renewable": False, "data": {"plaintext": b}, "warnings": None, "mount_type": "transit"}
    return "$ vault write -format=json transit/decrypt/%s-sync ciphertext=%s\n%s\n" % (s, ct, jdump(d, 2)), "base64"


@car("codecommit_get_file_json", "get-file.json", ["kv", "url", "hdr", "blob"], ml="b64", ok=B64F_OK)
def c_codecommit(c):
    r, p = c.r, c.p
    s = svc(r)
    text = payload_file(c, "# %s sync, production" % s)[1]
    path = {"blob": "deploy/secrets/%s" % p.fname, "hdr": "deploy/partner.headers"}.get(p.t, "deploy/production.env")
    b = b64_value(text)
    n = len(base64.b64decode(strip_marks(b)))
    d = {"commitId": rs(r, HEXL, 40), "blobId": rs(r, HEXL, 40), "filePath": path, "fileMode": "NORMAL", "fileSize": n, "fileContent": b}
    return ("$ aws codecommit get-file --repository-name %s-sync --file-path %s --commit-specifier main\n%s\n" % (s, path, jdump(d, 4))), "base64"


@car("ec2_console_output_xml", "console-output.xml", ["kv", "url", "hdr", "blob"], ml="b64",
     ok=ok_and(B64_PLAIN, NO_MLS, NO_SIG, HDR_SQ, lambda k, p: p.t in ("hdr", "blob") or SH_OK(k, p)))
def c_ec2_console(c):
    r, p = c.r, c.p
    s = svc(r)
    t = int(t0s(r))
    iid = "i-0" + rs(r, HEXL, 16)
    k0 = r.uniform(11, 19)
    T = [k0]
    pid = r.randint(1500, 2400)
    hn = "ip-10-0-%d-%d" % (r.randint(0, 255), r.randint(1, 254))

    def ln(msg, dt=0.002):
        T[0] += r.uniform(0, dt)
        return "[%12.6f] cloud-init[%d]: %s" % (T[0], pid, msg)
    kern = ["[    0.000000] Linux version 6.1.134-150.224.amzn2023.x86_64 (mockbuild@ip-10-0-%d-%d) (gcc (GCC) 11.5.0 20240719 (Red Hat 11.5.0-5), "
            "GNU ld version 2.41-50.amzn2023.0.2) #1 SMP PREEMPT_DYNAMIC Tue May 13 18:16:24 UTC 2025" % (r.randint(0, 255), r.randint(1, 254)),
            "[    0.000000] Command line: BOOT_IMAGE=(hd0,gpt1)/boot/vmlinuz-6.1.134-150.224.amzn2023.x86_64 root=UUID=%s ro console=tty0 "
            "console=ttyS0,115200n8 nvme_core.io_timeout=4294967295 rd.emergency=poweroff rd.shell=0 selinux=1 security=selinux quiet" % uuid4(r),
            "[    0.000000] BIOS-provided physical RAM map:",
            "[    1.%06d] systemd[1]: Hostname set to <%s.eu-west-1.compute.internal>." % (r.randint(0, 999999), hn),
            "[   %.6f] cloud-init[%d]: Cloud-init v. 22.2.2 running 'modules:final' at %s. Up %.2f seconds." % (k0, pid, rfc1123(t), k0)]
    d_ = "/etc/%s-sync" % s
    L = [ln("+ mkdir -p %s" % d_)]
    if p.t == "hdr":
        L.append(ln("+ curl -fsS -X PUT %s https://api.%s/v1/instances/%s" % (" ".join("-H '%s: %s'" % kv_ for kv_ in c.headers()), hostpart(r), iid)))
        L.append(ln('{"status":"registered"}'))
    elif p.t == "blob":
        L.append(ln("+ tee %s/%s" % (d_, p.fname)))
        L += [ln(x) for x in p.content.rstrip("\n").split("\n")]
    else:
        L += [ln("+ export %s" % shw("%s=%s" % kv_)) for kv_ in envs(c)]
    L += [ln("+ systemctl enable --now %s-sync" % s),
          ln("Created symlink /etc/systemd/system/multi-user.target.wants/%s-sync.service \u2192 /etc/systemd/system/%s-sync.service." % (s, s)),
          "[   %.6f] cloud-init[%d]: Cloud-init v. 22.2.2 finished at %s. Datasource DataSourceEc2.  Up %.2f seconds" % (T[0] + 1.2, pid, rfc1123(t + 2), T[0] + 1.2),
          "", "Amazon Linux 2023.7.20250527", "Kernel 6.1.134-150.224.amzn2023.x86_64 on an x86_64 (-)", "",
          "%s login: " % hn]
    b = b64_value("\n".join(kern + L) + "\n")
    reg = "eu-west-1"
    X = ['<?xml version="1.0" encoding="UTF-8"?>', '<GetConsoleOutputResponse xmlns="http://ec2.amazonaws.com/doc/2016-11-15/">',
         "    <requestId>%s</requestId>" % uuid4(r), "    <instanceId>%s</instanceId>" % iid,
         "    <timestamp>%s</timestamp>" % (_time.strftime("%Y-%m-%dT%H:%M:%S", _time.gmtime(t + 40)) + ".000Z"), "    <output>%s</output>" % b,
         "</GetConsoleOutputResponse>"]
    cmd = ('$ curl -s --aws-sigv4 "aws:amz:%s:ec2" --user "$AWS_ACCESS_KEY_ID:$AWS_SECRET_ACCESS_KEY" -H "x-amz-security-token: $AWS_SESSION_TOKEN" '
           '"https://ec2.%s.amazonaws.com/?Action=GetConsoleOutput&InstanceId=%s&Latest=true&Version=2016-11-15"' % (reg, reg, iid))
    return cmd + "\n" + "\n".join(X) + "\n", "base64"


@car("aliyun_kms_secret_value_json", "secret-value.json", ["kv", "url", "hdr", "blob"], ml="json")
def c_aliyun_kms(c):
    r, p = c.r, c.p
    s = svc(r)
    t = t0s(r)
    name = "%s-sync/%s" % (s, {"blob": "signing-key", "hdr": "partner-headers"}.get(p.t, "partner"))
    dtype = "text"
    if p.t == "blob":
        data = p.content
    elif p.t == "hdr":
        data = hdr_file(c)
    elif p.t == "url" or (len(p.entries) == 1 and c.bare(0.5)):
        data = c.kvs(["SCREAM"])[0][1]
    elif not (set(p.secret) & set('"\\\n')):
        data = jcompact(dict(envs(c)))
    else:
        data = "\n".join(env_lines(c))
    d = {"RequestId": str(_uuid.UUID(int=r.getrandbits(128), version=4)).upper(), "SecretName": name, "VersionId": "v%d" % r.randint(1, 9),
         "CreateTime": _time.strftime("%Y-%m-%dT%H:%M:%SZ", _time.gmtime(t - r.randint(1, 60) * 86400)), "SecretData": data, "SecretDataType": dtype,
         "VersionStages": {"VersionStage": ["ACSCurrent"]}, "SecretType": "Generic", "AutomaticRotation": "Disabled"}
    return "$ aliyun kms GetSecretValue --SecretName %s --region cn-hangzhou\n%s\n" % (name, jtab(jdump(d, 1))), "json"


@car("az_appconfig_kv_list_json", "kv-list.json", ["kv", "url", "hdr", "blob"], ml="json", ok=FULL_FORM)
def c_az_appconfig(c):
    r, p = c.r, c.p
    s = svc(r)
    S = s_cap(r)
    t = t0s(r)
    ref_ct = "application/vnd.microsoft.appconfig.keyvaultref+json;charset=utf-8"
    colon = r.random() < 0.5
    key = lambda k: "%s:Partner:%s" % (S, pascal_name(k)) if colon else k
    if p.t == "hdr":
        rows = [("%s:Partner:Headers:%s" % (S, k), v) for k, v in c.headers()]
    elif p.t == "blob":
        rows = [("%s:Partner:%s" % (S, pascal_name(blob_name(c, "snake"))), p.content)]
    else:
        rows = [(key(k), v) for k, v in envs(c)]
    rows = [(key("LOG_LEVEL") if p.t in ("kv", "url") else "%s:LogLevel" % S, "Information")] + rows

    def item(k, v):
        ref = is_cref(p) and P0 in v
        return {"contentType": ref_ct if ref else None, "etag": rs(r, ALNUM, 43), "key": k, "label": "production",
                "lastModified": _time.strftime("%Y-%m-%dT%H:%M:%S+00:00", _time.gmtime(t - r.randint(0, 90) * 86400)), "locked": False, "tags": {},
                "value": cs(c, v) if ref else v}
    L = sorted([item(k, v) for k, v in rows], key=lambda d: strip_marks(d["key"]))
    filt = ("'%s:*'" % S) if (colon or p.t not in ("kv", "url")) else "'*'"
    return ("$ az appconfig kv list --name kw-%s-appconfig --label production --key %s\n%s\n" % (s, filt, jdump(L, 2))), "json"


@car("ssm_command_invocation_json", "command-invocation.json", ["kv", "url", "hdr", "blob"], ml="json", ok=LEN_OK(20000))
def c_ssm_invocation(c):
    r = c.r
    t = t0s(r)
    cmd, out, err = remote_cmd_out(c)
    cid, iid = uuid4(r), "i-0" + rs(r, HEXL, 16)
    el = r.uniform(0.05, 1.5)
    d = {"CommandId": cid, "InstanceId": iid, "Comment": "", "DocumentName": "AWS-RunShellScript", "DocumentVersion": "$DEFAULT", "PluginName": "aws:runShellScript",
         "ResponseCode": 0, "ExecutionStartDateTime": iso_ms(int(t * 1000)), "ExecutionElapsedTime": "PT%.3fS" % el,
         "ExecutionEndDateTime": iso_ms(int((t + el) * 1000)), "Status": "Success", "StatusDetails": "Success", "StandardOutputContent": out,
         "StandardOutputUrl": "", "StandardErrorContent": err, "StandardErrorUrl": "",
         "CloudWatchOutputConfig": {"CloudWatchLogGroupName": "", "CloudWatchOutputEnabled": False}}
    L = ["$ aws ssm send-command --document-name AWS-RunShellScript --instance-ids %s --parameters 'commands=[\"%s\"]' --query Command.CommandId --output text" % (iid, cmd),
         cid, "$ aws ssm get-command-invocation --command-id %s --instance-id %s" % (cid, iid), jdump(d, 4)]
    return "\n".join(L) + "\n", "json"


@car("az_vm_run_command_json", "run-command.json", ["kv", "url", "hdr", "blob"], ml="json", ok=LEN_OK(3500))
def c_az_run_command(c):
    r = c.r
    s = svc(r)
    cmd, out, err = remote_cmd_out(c)
    msg = "Enable succeeded: \n[stdout]\n%s\n[stderr]\n%s" % (out, err)
    d = {"value": [{"code": "ProvisioningState/succeeded", "displayStatus": "Provisioning succeeded", "level": "Info", "message": msg, "time": None}]}
    return ('$ az vm run-command invoke -g rg-%s-prod -n vm-%s-0%d --command-id RunShellScript --scripts "%s"\n%s\n'
            % (s, s, r.randint(1, 4), cmd, jdump(d, 2))), "json"


@car("cfn_describe_stacks_json", "describe-stacks.json", ["kv", "url"], ok=ok_and(NO_NL, FULL_FORM))
def c_cfn_stacks(c):
    r, p = c.r, c.p
    s = svc(r)
    t = t0s(r)
    acct = r.randint(100000000000, 999999999999)
    st = "%s-sync-prod" % s
    params = [{"ParameterKey": "Environment", "ParameterValue": "production"}] + \
             [{"ParameterKey": pascal_name(k), "ParameterValue": v} for k, v in c.kvs(["pascal"])] + \
             [{"ParameterKey": "WorkerImageTag", "ParameterValue": rs(r, HEXL, 7)}]
    iso_ = lambda x: iso_us(x, "+00:00")
    d = {"Stacks": [{"StackId": "arn:aws:cloudformation:eu-west-1:%d:stack/%s/%s" % (acct, st, uuid4(r)), "StackName": st,
                     "Description": "%s partner sync worker (ECS service, queue, alarms)" % s_cap(r), "Parameters": params,
                     "CreationTime": iso_(t - r.randint(30, 400) * 86400), "LastUpdatedTime": iso_(t), "RollbackConfiguration": {},
                     "StackStatus": "UPDATE_COMPLETE", "DisableRollback": False, "NotificationARNs": [], "Capabilities": ["CAPABILITY_NAMED_IAM"],
                     "Outputs": [{"OutputKey": "QueueUrl", "OutputValue": "https://sqs.eu-west-1.amazonaws.com/%d/%s-sync-jobs" % (acct, s),
                                  "Description": "Job queue"}],
                     "Tags": [{"Key": "team", "Value": "platform"}], "EnableTerminationProtection": True,
                     "DriftInformation": {"StackDriftStatus": "NOT_CHECKED"}}]}
    return "$ aws cloudformation describe-stacks --stack-name %s\n%s\n" % (st, jdump(d, 4)), "json"


def TFSHOW_OK(kind, p):
    if cspec(p):
        return FULL_FORM(kind, p)
    return okb('"\\\n')(kind, p) and no_sub("${", "%{")(kind, p)


@car("terraform_state_show_output", "state-show.txt", ["kv", "url"], ok=TFSHOW_OK)
def c_tf_state_show(c):
    r, p = c.r, c.p
    s = svc(r)
    acct = r.randint(100000000000, 999999999999)
    fn = "%s-sync" % s
    q = lambda v: v if (cspec(p) and P0 in v) else '"%s"' % v
    attrs = [("architectures", "[\n        \"arm64\",\n    ]"), ("arn", '"arn:aws:lambda:eu-west-1:%d:function:%s"' % (acct, fn)),
             ("code_sha256", '"%s"' % b64s(rbytes(r, 32))), ("description", '"Partner sync for %s"' % s), ("function_name", '"%s"' % fn),
             ("handler", '"dist/sync.handler"'), ("id", '"%s"' % fn),
             ("invoke_arn", '"arn:aws:apigateway:eu-west-1:lambda:path/2015-03-31/functions/arn:aws:lambda:eu-west-1:%d:function:%s/invocations"' % (acct, fn)),
             ("last_modified", '"%s"' % (_time.strftime("%Y-%m-%dT%H:%M:%S", _time.gmtime(t0s(r))) + ".%03d+0000" % r.randint(0, 999))),
             ("layers", "[]"), ("memory_size", "512"), ("package_type", '"Zip"'), ("publish", "false"),
             ("qualified_arn", '"arn:aws:lambda:eu-west-1:%d:function:%s:$LATEST"' % (acct, fn)), ("role", '"arn:aws:iam::%d:role/%s-lambda"' % (acct, fn)),
             ("runtime", '"nodejs20.x"'), ("source_code_hash", '"%s"' % b64s(rbytes(r, 32))), ("source_code_size", str(r.randint(20000, 900000))),
             ("tags", "{}"), ("tags_all", '{\n        "ManagedBy" = "terraform"\n    }'), ("timeout", "60"), ("version", '"$LATEST"')]
    w = max(len(k) for k, _ in attrs)
    env = sorted([("LOG_LEVEL", '"info"')] + [(k, q(v)) for k, v in envs(c)], key=lambda kv_: kv_[0])
    ew = max(len(k) + 2 for k, _ in env)
    L = ['# aws_lambda_function.sync:', 'resource "aws_lambda_function" "sync" {'] + ["    %s = %s" % (k.ljust(w), v) for k, v in attrs]
    L += ["", "    environment {", "        variables = {"] + ['            %s = %s' % (('"%s"' % k).ljust(ew), v) for k, v in env] + ["        }", "    }",
          "", "    ephemeral_storage {", "        size = 512", "    }", "", "    logging_config {", '        log_format = "Text"',
          '        log_group  = "/aws/lambda/%s"' % fn, "    }", "", "    tracing_config {", '        mode = "PassThrough"', "    }", "}"]
    return "$ terraform state show aws_lambda_function.sync\n" + "\n".join(L) + "\n", "raw"


@car("gcloud_functions_describe_yaml", "function.yaml", ["kv", "url"], ok=YS_OK)
def c_gcf_describe(c):
    r = c.r
    s = svc(r)
    t = t0s(r)
    proj = "%s-%s-%d" % (r.choice(["kw", "larkspur", "quillon"]), r.choice(["ops", "prod"]), r.randint(100000, 999999))
    num = r.randint(100000000000, 999999999999)
    reg = r.choice(["europe-west1", "us-central1"])
    fn = "%s-sync" % s
    env = sorted([("LOG_EXECUTION_ID", "true")] + envs(c), key=lambda kv_: kv_[0])
    stamp = lambda x: "'%s'" % (_time.strftime("%Y-%m-%dT%H:%M:%S", _time.gmtime(x)) + ".%09dZ" % r.randint(0, 999999999))
    L = ["$ gcloud functions describe %s --region=%s --format=yaml" % (fn, reg), "buildConfig:", "  automaticUpdatePolicy: {}",
         "  build: projects/%d/locations/%s/builds/%s" % (num, reg, uuid4(r)), "  dockerRegistry: ARTIFACT_REGISTRY",
         "  dockerRepository: projects/%s/locations/%s/repositories/gcf-artifacts" % (proj, reg), "  entryPoint: sync", "  runtime: nodejs20",
         "  serviceAccount: projects/%s/serviceAccounts/%d-compute@developer.gserviceaccount.com" % (proj, num), "  source:", "    storageSource:",
         "      bucket: gcf-v2-sources-%d-%s" % (num, reg), "      generation: '%d'" % r.randint(10 ** 15, 10 ** 16), "      object: %s/function-source.zip" % fn,
         "createTime: %s" % stamp(t - 86400 * r.randint(20, 300)), "environment: GEN_2", "labels:", "  deployment-tool: cli-gcloud",
         "name: projects/%s/locations/%s/functions/%s" % (proj, reg, fn), "satisfiesPzi: true", "serviceConfig:", "  allTrafficOnLatestRevision: true",
         "  availableCpu: '0.1666'", "  availableMemory: 256M", "  environmentVariables:"] + ["    %s: %s" % (k, ys(v)) for k, v in env] + \
        ["  ingressSettings: ALLOW_ALL", "  maxInstanceCount: 100", "  maxInstanceRequestConcurrency: 1", "  revision: %s-%05d-%s" % (fn, r.randint(2, 40), rs(r, LOWER, 3)),
         "  service: projects/%s/locations/%s/services/%s" % (proj, reg, fn), "  serviceAccountEmail: %d-compute@developer.gserviceaccount.com" % num,
         "  timeoutSeconds: 60", "  uri: https://%s-%s-%s.a.run.app" % (fn, rs(r, LOWNUM, 10), "ew" if reg.startswith("europe") else "uc"), "state: ACTIVE",
         "updateTime: %s" % stamp(t), "url: https://%s-%s.cloudfunctions.net/%s" % (reg, proj, fn)]
    return "\n".join(L) + "\n", "raw"


# --- CI, build and configuration-management logs ----------------------------------------------------------------------------

@car("buildkite_job_log", "job.log", ["kv", "url", "hdr", "blob"], ml="lines", ok=MASKED_LOG_OK25)
def c_buildkite(c):
    r = c.r
    s = svc(r)
    T = [t0s(r)]
    agent = "ci-agent-%d-%d" % (r.randint(1, 9), r.randint(1, 3))
    sha_ = rs(r, HEXL, 40)

    def ln(msg, dt=0.3):
        T[0] += r.uniform(0, dt)
        return "\x1b_bk;t=%d\x07%s" % (int(T[0] * 1000), msg)
    cmd, out = ci_cmd_out25(c)
    bdir = "/var/lib/buildkite-agent/builds/%s/kestrel-works/%s-sync" % (agent, s)
    L = [ln("~~~ Running global environment hook"), ln("$ /etc/buildkite-agent/hooks/environment"), ln("~~~ Preparing working directory"),
         ln("$ cd %s" % bdir), ln("# Host \"github.com\" already in list of known hosts at \"/var/lib/buildkite-agent/.ssh/known_hosts\""),
         ln("$ git remote set-url origin git@github.com:kestrel-works/%s-sync.git" % s), ln("$ git clean -ffxdq"),
         ln("$ git fetch -v --prune -- origin refs/heads/main", 2), ln("From github.com:kestrel-works/%s-sync" % s),
         ln(" * branch            refs/heads/main -> FETCH_HEAD"), ln("$ git checkout -f %s" % sha_), ln("HEAD is now at %s fix partner retries" % sha_[:7]),
         ln("# Cleaning again to catch any post-checkout changes"), ln("$ git clean -ffxdq"),
         ln("# Checking to see if Git data needs to be sent to Buildkite"), ln("$ buildkite-agent meta-data exists buildkite:git:commit"),
         ln("~~~ Running commands"), ln("$ ./ci/check-partner-config.sh"), ln("+ %s" % cmd)]
    L += [ln(o, 0.05) for o in out]
    L += [ln("+++ :white_check_mark: partner configuration present"), ln("~~~ Running global pre-exit hook"), ln("$ /etc/buildkite-agent/hooks/pre-exit")]
    return "\n".join(L) + "\n", "raw"


@car("concourse_fly_watch_output", "fly-watch.txt", ["kv", "url", "hdr", "blob"], ml="verbatim", ok=MASKED_LOG_OK25)
def c_concourse(c):
    r = c.r
    s = svc(r)
    n = r.randint(40, 900)
    cmd, out = ci_cmd_out25(c)
    w = rs(r, HEXL, 12)
    L = ["$ fly -t kw watch -j %s-sync/check-partner-config -b %d" % (s, n), "initializing", "selected worker: %s" % w,
         "INFO: found resource cache from local cache", "", "selected worker: %s" % w,
         "running ci/check-partner-config.sh", "+ %s" % cmd] + out + ["succeeded"]
    return "\n".join(L) + "\n", "raw"


def _unified_add(old, new, a="", b="", pre=""):
    """a unified diff that appends `new` lines after `old` (the whole file as one hunk), each line prefixed by `pre`"""
    L = [pre + "--- " + a, pre + "+++ " + b, pre + "@@ -1,%d +1,%d @@" % (len(old), len(old) + len(new))]
    L += [pre + " " + x for x in old] + [pre + "+" + x for x in new]
    return L


@car("salt_call_state_output", "highstate.txt", ["kv", "url", "hdr", "blob"], ml="lines", ok=NO_SIG)
def c_salt_call(c):
    r, p = c.r, c.p
    s = svc(r)
    fname, text = payload_file(c)
    path = "/etc/%s-sync/%s" % (s, {"blob": fname, "hdr": "partner.headers"}.get(p.t, "env"))
    old = {"hdr": ["Accept: application/json"], "blob": []}.get(p.t, ["NODE_ENV=production", "LOG_LEVEL=info"])
    if p.t == "blob":
        old = ["# managed by salt"]
    new = text.rstrip("\n").split("\n")
    T = [t0s(r)]

    def hh():
        T[0] += r.uniform(0.05, 0.6)
        return _time.strftime("%H:%M:%S", _time.gmtime(T[0])) + ".%06d" % int((T[0] % 1) * 1e6)
    d1, d2 = r.uniform(2, 60), r.uniform(2, 60)
    L = ["$ sudo salt-call state.apply %s-sync" % s, "local:", "----------", "          ID: %s-sync-user" % s, "    Function: user.present",
         "        Name: %s" % s, "      Result: True", "     Comment: User %s is present and up to date" % s, "     Started: %s" % hh(),
         "    Duration: %.3f ms" % d1, "     Changes:   ", "----------", "          ID: %s-sync-config" % s, "    Function: file.managed",
         "        Name: %s" % path, "      Result: True", "     Comment: File %s updated" % path, "     Started: %s" % hh(), "    Duration: %.3f ms" % d2,
         "     Changes:   ", "              ----------", "              diff:"] + _unified_add(old, new, pre=" " * 18) + \
        ["----------", "          ID: %s-sync-service" % s, "    Function: service.running", "        Name: %s-sync" % s, "      Result: True",
         "     Comment: Service restarted", "     Started: %s" % hh(), "    Duration: %.3f ms" % r.uniform(100, 900), "     Changes:   ",
         "              ----------", "              %s-sync:" % s, "                  True", "", "Summary for local", "------------",
         "Succeeded: 3 (changed=2)", "Failed:    0", "------------", "Total states run:     3", "Total run time: %.3f ms" % (d1 + d2 + 400)]
    return "\n".join(L) + "\n", "raw"


@car("chef_client_run_log", "chef-client.log", ["kv", "url", "hdr", "blob"], ml="lines", ok=NO_SIG)
def c_chef_client(c):
    r, p = c.r, c.p
    s = svc(r)
    t = t0s(r)
    import hashlib
    fname, text = payload_file(c)
    path = "/etc/%s-sync/%s" % (s, {"blob": fname, "hdr": "partner.headers"}.get(p.t, "env"))
    old = {"hdr": ["Accept: application/json"], "blob": ["# managed by chef"]}.get(p.t, ["NODE_ENV=production", "LOG_LEVEL=info"])
    new = text.rstrip("\n").split("\n")
    h6 = lambda lines: hashlib.sha256(("\n".join(strip_marks(x) for x in lines) + "\n").encode()).hexdigest()[:6]
    base = path.rsplit("/", 1)
    tmp = "%s/.chef-%s%s-%d-%s" % (base[0], base[1].lstrip("."), _time.strftime("%Y%m%d", _time.gmtime(t)), r.randint(1000, 9999), rs(r, LOWNUM, 6))
    st = lambda x: _time.strftime("%Y-%m-%d %H:%M:%S", _time.gmtime(x)) + ".%09d +0000" % r.randint(0, 999999999)
    L = ["Starting Chef Infra Client, version 18.5.0", "Patents: https://www.chef.io/patents", "Infra Phase starting",
         "resolving cookbooks for run list: [\"%s_sync::default\"]" % s, "Synchronizing cookbooks:", "  - %s_sync (%s)" % (s, ver(r)),
         "Installing cookbook gem dependencies:", "Compiling cookbooks...", "Loading Chef InSpec profile files:", "Loading Chef InSpec input files:",
         "Loading Chef InSpec waiver files:", "Converging 3 resources", "Recipe: %s_sync::default" % s,
         "  * directory[/etc/%s-sync] action create (up to date)" % s, "  * template[%s] action create" % path,
         "    - update content in file %s from %s to %s" % (path, h6(old), h6(old + new))]
    L += _unified_add(old, new, "%s\t%s" % (path, st(t - 86400 * r.randint(1, 40))), "%s\t%s" % (tmp, st(t)), pre="    ")
    L += ["  * service[%s-sync] action restart" % s, "    - restart service service[%s-sync]" % s, "", "Running handlers:", "Running handlers complete",
          "Infra Phase complete, 2/3 resources updated in %02d seconds" % r.randint(3, 30)]
    return "\n".join(L) + "\n", "raw"


@car("earthly_build_output", "earthly.log", ["kv", "url", "hdr", "blob"], ml="lines", ok=ok_and(HDR_SQ, NO_SIG))
def c_earthly(c):
    r = c.r
    s = svc(r)
    cmd, out = ci_cmd_out25(c)
    pre = lambda tgt: "%20s | " % tgt
    bar = "\u2014" * 80
    L = ["$ earthly +check-config", " Init \U0001f680", bar, "", pre("buildkitd") + "Found buildkit daemon as docker container (earthly-buildkitd)", "",
         " Build \U0001f527", bar, "", pre("node:20-bookworm-slim") + "--> Load metadata node:20-bookworm-slim linux/amd64",
         pre("+deps") + "--> FROM node:20-bookworm-slim", pre("+deps") + "[----------] 100%% resolve docker.io/library/node:20-bookworm-slim@sha256:%s" % rs(r, HEXL, 64),
         pre("+deps") + "--> COPY package.json package-lock.json ./", pre("+deps") + "*cached* --> RUN npm ci",
         pre("+check-config") + "--> COPY --dir ci src ./", pre("+check-config") + "--> RUN ./ci/check-partner-config.sh",
         pre("+check-config") + "+ %s" % cmd] + [pre("+check-config") + o for o in out] + \
        [pre("output") + "--> exporting outputs", "", " Collecting build results", bar, "",
         "=" * 32 + " \U0001f30d Earthly Build  \u2705 SUCCESS " + "=" * 32, ""]
    return "\n".join(L), "raw"


def CODEPIPELINE_OK(kind, p):
    if is_cref(p):
        return p.t == "kv" and len(p.entries) == 1 and not p.also and FULL_FORM(kind, p)
    return SECRET_NOQ(kind, p) and NO_NL(kind, p)


@car("codepipeline_get_pipeline_json", "pipeline.json", ["kv", "url"], ok=CODEPIPELINE_OK)
def c_codepipeline(c):
    r, p = c.r, c.p
    s = svc(r)
    t = t0s(r)
    acct = r.randint(100000000000, 999999999999)
    reg = "eu-west-1"
    ev = [{"name": "NODE_ENV", "value": "production", "type": "PLAINTEXT"}]
    for k, v in envs(c):
        ref = is_cref(p) and P0 in v
        ev.append({"name": k, "value": cs(c, v) if ref else v, "type": "PARAMETER_STORE" if ref else "PLAINTEXT"})
    src = {"name": "Source", "actionTypeId": {"category": "Source", "owner": "AWS", "provider": "CodeStarSourceConnection", "version": "1"}, "runOrder": 1,
           "configuration": {"BranchName": "main", "ConnectionArn": "arn:aws:codeconnections:%s:%d:connection/%s" % (reg, acct, uuid4(r)),
                             "DetectChanges": "true", "FullRepositoryId": "kestrel-works/%s-sync" % s, "OutputArtifactFormat": "CODE_ZIP"},
           "outputArtifacts": [{"name": "SourceArtifact"}], "inputArtifacts": [], "region": reg, "namespace": "SourceVariables"}
    bld = {"name": "Build", "actionTypeId": {"category": "Build", "owner": "AWS", "provider": "CodeBuild", "version": "1"}, "runOrder": 1,
           "configuration": {"EnvironmentVariables": jcompact(ev), "ProjectName": "%s-sync-build" % s},
           "outputArtifacts": [{"name": "BuildArtifact"}], "inputArtifacts": [{"name": "SourceArtifact"}], "region": reg, "namespace": "BuildVariables"}
    d = {"pipeline": {"name": "%s-sync" % s, "roleArn": "arn:aws:iam::%d:role/service-role/AWSCodePipelineServiceRole-%s-%s-sync" % (acct, reg, s),
                      "artifactStore": {"type": "S3", "location": "codepipeline-%s-%d" % (reg, acct)},
                      "stages": [{"name": "Source", "actions": [src]}, {"name": "Build", "actions": [bld]}],
                      "version": r.randint(2, 30), "executionMode": "QUEUED", "pipelineType": "V2"},
         "metadata": {"pipelineArn": "arn:aws:codepipeline:%s:%d:%s-sync" % (reg, acct, s), "created": iso_us(t - 86400 * 200, "+00:00"),
                      "updated": iso_us(t, "+00:00")}}
    return "$ aws codepipeline get-pipeline --name %s-sync\n%s\n" % (s, jdump(d, 4)), "json"


# --- configuration files of developer and data tools -------------------------------------------------------------------------

@car("pytest_ini_env", "pytest.ini", ["kv", "url"], ok=okb("\n#;{}"))
def c_pytest_ini(c):
    r = c.r
    s = svc(r)
    L = ["[pytest]", "minversion = 8.0", "addopts = -ra --strict-markers", "testpaths = tests", "markers =",
         "    integration: tests that call the partner sandbox", "    slow: runs longer than a second", "env ="]
    L += ["    PARTNER_BASE_URL=https://sandbox.api.%s" % hostpart(r)]
    L += ["    %s%s=%s" % (r.choice(["", "", "D:"]), k, v) for k, v in envs(c)]
    L += ["filterwarnings =", "    error", "    ignore::DeprecationWarning:botocore.*"]
    return tail(r, "\n".join(L)), "raw"


def DLT_OK(kind, p):
    if p.t == "blob":
        return '"""' not in strip_marks(p.content) and "\\" not in strip_marks(p.content)
    return TQ_OK(kind, p)


@car("dlt_secrets_toml", "secrets.toml", ["kv", "url", "blob"], ml="verbatim", fmts=("pem",), ok=DLT_OK)
def c_dlt_secrets(c):
    r, p = c.r, c.p
    s = svc(r)
    L = ["# .dlt/secrets.toml - keep out of git (see .gitignore)", ""]
    if p.t == "blob":
        L += ["[destination.snowflake.credentials]", 'database = "%s_RAW"' % s.upper(), 'username = "LOADER"', 'host = "kw%s.eu-west-1"' % rs(r, LOWNUM, 5),
              'warehouse = "LOADING"', 'role = "DLT_LOADER"', 'private_key = """%s"""' % p.content.rstrip("\n")]
    else:
        sec = "sources.%s_partner" % s if p.t == "kv" else "destination.postgres"
        L += ["[%s]" % sec] + ["%s = %s" % (ident(k).lower() if p.t == "kv" else "credentials", tq(v)) for k, v in c.kvs(["snake"])]
        if p.t == "kv":
            L += ["", "[destination.duckdb]", 'credentials = "%s.duckdb"' % s]
    return tail(r, "\n".join(L)), "raw"


@car("porter_app_yaml", "porter.yaml", ["kv", "url"], ok=YS_OK)
def c_porter(c):
    r = c.r
    s = svc(r)
    L = ["version: v2", "name: %s-sync" % s, "build:", "  method: docker", "  context: ./", "  dockerfile: ./Dockerfile", "services:", "- name: worker",
         "  type: worker", "  run: node dist/worker.js", "  instances: %d" % r.randint(1, 3), "  cpuCores: 0.5", "  ramMegabytes: 512", "- name: api", "  type: web",
         "  run: node dist/server.js", "  port: 8080", "  instances: 2", "  cpuCores: 0.25", "  ramMegabytes: 256", "  healthCheck:", "    enabled: true",
         "    httpPath: /healthz", "predeploy:", "  run: npm run migrate", "env:", "  NODE_ENV: production"]
    L += ["  %s: %s" % (k, ys(v)) for k, v in envs(c)]
    return tail(r, "\n".join(L)), "raw"


@car("anyscale_service_yaml", "service.yaml", ["kv", "url"], ok=YS_OK)
def c_anyscale(c):
    r = c.r
    s = svc(r)
    L = ["name: %s-summarizer" % s, "image_uri: anyscale/ray:2.%d.%d-slim-py312" % (r.randint(40, 47), r.randint(0, 2)), "compute_config: %s-gpu-compute" % s,
         "working_dir: .", "requirements: requirements.txt", "env_vars:"]
    L += ["  %s: %s" % (k, ys(v)) for k, v in [("RAY_SERVE_ENABLE_EXPERIMENTAL_STREAMING", "1")] + envs(c)]
    L += ["applications:", "- import_path: serve_app:app", "  route_prefix: /", "  runtime_env:", "    pip:", "      - httpx==0.27.2",
          "query_auth_token_enabled: true"]
    return tail(r, "\n".join(L)), "raw"


# --- chat and webhook payloads ----------------------------------------------------------------------------------------------------

@car("viber_bot_webhook_json", "viber-callback.json", ["kv", "url", "hdr", "blob"], ml="json", ok=ok_and(PROSE_OK, LEN_OK(6000)))
def c_viber(c):
    r = c.r
    s = svc(r)
    t = int(t0s(r) * 1000)
    who = person(r)
    d = {"event": "message", "timestamp": t, "chat_hostname": "SN-CHAT-%02d_" % r.randint(1, 30), "message_token": r.randint(5 * 10 ** 18, 9 * 10 ** 18),
         "sender": {"id": b64s(rbytes(r, 16)), "name": who[0], "avatar": "https://media-direct.cdn.viber.com/download_photo?dlid=%s&fltp=jpg&imsz=0000" % rs(r, ALNUM, 40),
                    "language": "en", "country": r.choice(["GB", "DE", "IE", "NL"]), "api_version": 10},
         "message": {"text": prose25(c, fence=("", "")), "type": "text", "tracking_data": "ops-%s" % s}, "silent": False}
    return jcompact(d) + "\n", "json", "viber-callback-%d.json" % t


@car("whatsapp_cloud_webhook_json", "whatsapp-webhook.json", ["kv", "url", "hdr", "blob"], ml="json", ok=ok_and(PROSE_OK, LEN_OK(4000)))
def c_whatsapp(c):
    r = c.r
    t = int(t0s(r))
    who = person(r)
    wa = "44%d" % r.randint(7000000000, 7999999999)
    mid = "wamid." + b64s(b"\x15\x02\x00\x11\x18\x12" + rs(r, UPNUM, 20).encode() + b"\x00")
    d = {"object": "whatsapp_business_account",
         "entry": [{"id": str(r.randint(10 ** 14, 10 ** 15)), "changes": [{"value": {"messaging_product": "whatsapp",
                                                                                    "metadata": {"display_phone_number": "1555%07d" % r.randint(0, 9999999),
                                                                                                 "phone_number_id": str(r.randint(10 ** 14, 10 ** 15))},
                                                                                    "contacts": [{"profile": {"name": who[0]}, "wa_id": wa}],
                                                                                    "messages": [{"from": wa, "id": mid, "timestamp": str(t), "text": {"body": prose25(c, fence=("```", "```"))},
                                                                                                  "type": "text"}]},
                                                                          "field": "messages"}]}]}
    return jcompact(d) + "\n", "json"


@car("dingtalk_robot_message_json", "dingtalk-payload.json", ["kv", "url", "hdr", "blob"], ml="json", ok=PROSE_OK)
def c_dingtalk(c):
    r = c.r
    s = svc(r)
    title = "%s partner credentials" % s
    text = "### %s\n\n%s\n\n> posted by ops-notify" % (title, prose25(c))
    d = {"msgtype": "markdown", "markdown": {"title": title, "text": text}, "at": {"atMobiles": [], "atUserIds": [], "isAtAll": False}}
    return jdump(d, 2) + "\n", "json"


@car("mailjet_parse_webhook_json", "mailjet-parse.json", ["kv", "url", "hdr", "blob"], ml="json", ok=PROSE_OK)
def c_mailjet(c):
    r = c.r
    s = svc(r)
    t = int(t0s(r))
    who = person(r)
    frm = "%s <%s@larkspur.dev>" % (who[0], who[1])
    rcpt = "partners@parse.kestrelworks.io"
    subj = r.choice(["%s sandbox credentials", "Re: %s integration - new key", "Credentials for the %s sync"]) % s
    msgid = "<CA%s@mail.gmail.com>" % rs(r, ALNUM, 40)
    body = "Hi,\n\n%s\n\nThanks,\n%s\n" % (prose25(c, fence=("", "")), who[0].split()[0])
    dkim = ("v=1; a=rsa-sha256; c=relaxed/relaxed; d=larkspur.dev; s=google; t=%d; x=%d; h=mime-version:from:date:message-id:subject:to; bh=%s; b=%s"
            % (t, t + 604800, b64s(rbytes(r, 32)), b64s(rbytes(r, 256))))
    hdrs = {"Return-Path": ["<%s@larkspur.dev>" % who[1]], "Received": ["from mail-ed1-f49.google.com (mail-ed1-f49.google.com [209.85.208.49]) by parse.mailjet.com"],
            "DKIM-Signature": [dkim], "MIME-Version": ["1.0"], "From": [frm], "Date": [rfc2822(t)], "Message-ID": [msgid], "Subject": [subj], "To": [rcpt],
            "Content-Type": ["text/plain; charset=\"UTF-8\""]}
    d = {"Sender": "%s@larkspur.dev" % who[1], "Recipient": rcpt, "Date": _time.strftime("%Y%m%dT%H%M%S", _time.gmtime(t)), "From": frm, "Subject": subj,
         "Headers": hdrs, "Parts": [{"Headers": {"Content-Type": "text/plain; charset=\"UTF-8\""}, "ContentRef": "Text-part"}], "Text-part": body,
         "SpamAssassinScore": "%.3f" % r.uniform(0, 1.5), "CustomID": "", "Payload": ""}
    return jdump(d, 2) + "\n", "json", "mailjet-parse-%d.json" % t


@car("linear_comment_webhook_json", "linear-webhook.json", ["kv", "url", "hdr", "blob"], ml="json", ok=PROSE_OK)
def c_linear_hook(c):
    r = c.r
    s = svc(r)
    t = t0s(r)
    who = person(r)
    uid, iid, tid, cid, org = uuid4(r), uuid4(r), uuid4(r), uuid4(r), uuid4(r)
    num = r.randint(100, 999)
    slug = "%s-partner-sync-fails-with-401" % s
    url_ = "https://linear.app/kestrel/issue/OPS-%d/%s" % (num, slug)
    stamp = iso_ms(int(t * 1000))
    user = {"id": uid, "name": who[0], "email": "%s@kestrelworks.io" % who[1], "avatarUrl": None, "url": "https://linear.app/kestrel/profiles/%s" % who[1].replace(".", "")}
    d = {"action": "create", "actor": dict(user, type="user"), "createdAt": stamp,
         "data": {"id": cid, "createdAt": stamp, "updatedAt": stamp, "body": prose25(c), "issueId": iid, "parentId": None, "userId": uid, "reactionData": [],
                  "botActor": None, "issue": {"id": iid, "title": "%s partner sync fails with 401" % s_cap(r), "teamId": tid,
                                             "team": {"id": tid, "key": "OPS", "name": "Ops"}, "identifier": "OPS-%d" % num, "url": url_},
                  "user": user},
         "url": "%s#comment-%s" % (url_, cid[:8]), "type": "Comment", "organizationId": org, "webhookTimestamp": int(t * 1000) + r.randint(40, 900),
         "webhookId": uuid4(r)}
    return jcompact(d) + "\n", "json", "linear-webhook-%s.json" % cid[:8]


# --- HTTP captures -----------------------------------------------------------------------------------------------------------------

UNRESERVED = set(ALNUM + "-._~")


def WAF_OK(kind, p):
    if cspec(p):
        return p.t in ("hdr", "kv") and FULL_FORM(kind, p)
    if p.t == "hdr":
        return NO_NL(kind, p) and NO_SIG(kind, p)
    return p.t == "kv" and len(p.entries) <= 3 and all(set(strip_marks(v)) <= UNRESERVED for v in p.texts())


@car("aws_waf_log_json", "aws-waf-logs.json", ["kv", "hdr"], ok=WAF_OK, prefer=lambda k, t: t == "hdr")
def c_waf_log(c):
    r, p = c.r, c.p
    s = svc(r)
    t = int(t0s(r) * 1000)
    acct = r.randint(100000000000, 999999999999)
    acl = "kw-%s-gw" % s
    host_ = "api.%s" % hostpart(r)
    lb = rs(r, HEXL, 16)
    acl_id = uuid4(r)

    def line(t_, method, uri, args, hs, country):
        ip_ = "203.0.113.%d" % r.randint(2, 250)
        rid = "1-%08x-%s" % (t_ // 1000, rs(r, HEXL, 24))
        d = {"timestamp": t_, "formatVersion": 1, "webaclId": "arn:aws:wafv2:eu-west-1:%d:regional/webacl/%s/%s" % (acct, acl, acl_id),
             "terminatingRuleId": "Default_Action", "terminatingRuleType": "REGULAR", "action": "ALLOW", "terminatingRuleMatchDetails": [],
             "httpSourceName": "ALB", "httpSourceId": "%d-app/%s/%s" % (acct, acl, lb),
             "ruleGroupList": [{"ruleGroupId": "AWS#AWSManagedRulesCommonRuleSet", "terminatingRule": None, "nonTerminatingMatchingRules": [], "excludedRules": None,
                                "customerConfig": None}],
             "rateBasedRuleList": [], "nonTerminatingMatchingRules": [], "requestHeadersInserted": None, "responseCodeSent": None,
             "httpRequest": {"clientIp": ip_, "country": country, "headers": [{"name": k, "value": v} for k, v in hs], "uri": uri, "args": args,
                             "httpVersion": "HTTP/1.1", "httpMethod": method, "requestId": rid, "fragment": "", "scheme": "https", "host": host_},
             "ja3Fingerprint": rs(r, HEXL, 32)}
        return jcompact(d)
    base = [("Host", host_), ("User-Agent", "%s-sync/%s" % (s, ver(r))), ("Accept", "application/json")]
    first = line(t - r.randint(2000, 60000), "GET", "/healthz", "", base, "IE")
    if p.t == "hdr":
        L = line(t, "GET", "/v1/orders", "limit=50", base + c.headers(), "IE")
    elif cspec(p):
        L = line(t, "GET", "/v1/orders", c.value(), base, "IE")
    else:
        L = line(t, "GET", "/v1/orders", "&".join("%s=%s" % (ident(k).lower(), v) for k, v in c.kvs(["snake"])) + "&limit=50", base, "IE")
    return first + "\n" + L + "\n", "json", "aws-waf-logs-%s_%s.json" % (acl, _time.strftime("%Y%m%dT%H%M", _time.gmtime(t // 1000)))


def canon_hdr(k):
    """Go's textproto.CanonicalMIMEHeaderKey"""
    if not all(ch.isalnum() or ch == "-" for ch in k):
        return k
    return "-".join(w[:1].upper() + w[1:].lower() for w in k.split("-"))


def HOVER_OK(kind, p):
    if not NO_SIG(kind, p):
        return False
    if p.t in ("kv", "url"):
        return SECRET_NOQ(kind, p)
    return True


@car("hoverfly_simulation_json", "simulation.json", ["kv", "url", "hdr", "blob"], ml="json", ok=HOVER_OK, prefer=lambda k, t: t == "hdr")
def c_hoverfly(c):
    r, p = c.r, c.p
    s = svc(r)
    t = t0s(r)
    host_ = "api.%s" % hostpart(r)
    ex = lambda v: [{"matcher": "exact", "value": v}]
    hs = [("Accept", "application/json"), ("User-Agent", "%s-sync/%s" % (s, ver(r)))]
    body, q = "", {}
    if p.t == "hdr":
        method, path = "GET", "/v1/orders"
        hs += [(canon_hdr(k), v) for k, v in c.headers()]
        q = {"limit": ex("50")}
    elif p.t == "blob":
        method, path = "PUT", "/v1/partner/files/%s" % p.fname.lstrip(".")
        body = p.content
        hs.append(("Content-Type", "text/plain"))
    else:
        method, path = "POST", "/v1/partner/settings"
        body = jcompact(dict([("service", s)] + c.kvs(["snake", "camel"])))
        hs.append(("Content-Type", "application/json"))
    err = '{"error":"unauthorized","message":"Invalid credentials"}'
    req = {"path": ex(path), "method": ex(method), "destination": ex(host_), "scheme": ex("https"), "body": ex(body), "query": q,
           "headers": dict((k, ex(v)) for k, v in sorted(hs, key=lambda kv_: kv_[0]))}
    resp = {"status": 401, "body": err, "encodedBody": False,
            "headers": {"Content-Length": [str(len(err))], "Content-Type": ["application/json"], "Date": [_time.strftime("%a, %d %b %Y %H:%M:%S GMT", _time.gmtime(t))],
                        "Hoverfly": ["Was-Here"]}, "templated": False}
    d = {"data": {"pairs": [{"request": req, "response": resp}], "globalActions": {"delays": [], "delaysLogNormal": []}},
         "meta": {"schemaVersion": "v5.2", "hoverflyVersion": "v1.10.%d" % r.randint(1, 6), "timeExported": _time.strftime("%Y-%m-%dT%H:%M:%SZ", _time.gmtime(t + 60))}}
    return jtab(jdump(d, 1)) + "\n", "json"


@car("httpbin_anything_response_json", "httpbin-anything.json", ["kv", "url", "hdr", "blob"], ml="json", ok=NO_SIG, prefer=lambda k, t: t == "hdr")
def c_httpbin(c):
    r, p = c.r, c.p
    s = svc(r)
    t = int(t0s(r))
    werk = lambda k: "-".join(w[:1].upper() + w[1:].lower() for w in k.split("-"))
    hs = [("Accept", "*/*"), ("Host", "httpbin.org"), ("User-Agent", "curl/8.5.0"), ("X-Amzn-Trace-Id", "Root=1-%08x-%s" % (t, rs(r, HEXL, 24)))]
    form, files, method = {}, {}, "POST"
    if p.t == "hdr":
        method = "GET"
        hs += [(werk(k), v) for k, v in c.headers()]
        cmd = "curl -s https://httpbin.org/anything -H @/tmp/%s-partner.headers" % s
    elif p.t == "blob":
        field = ident(blob_name(c, "snake")).lower()
        files[field] = p.content
        bnd = "-" * 24 + rs(r, HEXL, 22)
        hs += [("Content-Type", "multipart/form-data; boundary=%s" % bnd), ("Content-Length", str(len(strip_marks(p.content).encode()) + 190))]
        cmd = "curl -s https://httpbin.org/anything -F %s=@%s" % (field, p.fname)
    else:
        form = dict((ident(k).lower(), v) for k, v in c.kvs(["snake"]))
        n = sum(len(quote(strip_marks(k), safe="")) + len(quote(strip_marks(v), safe="*-._")) + 2 for k, v in form.items()) - 1
        hs += [("Content-Type", "application/x-www-form-urlencoded"), ("Content-Length", str(n))]
        cmd = "curl -s https://httpbin.org/anything " + " ".join("--data-urlencode %s@/run/secrets/%s" % (k, k) for k in form)
    srt = lambda d: dict(sorted(d.items(), key=lambda kv_: strip_marks(kv_[0])))
    d = {"args": {}, "data": "", "files": srt(files), "form": srt(form), "headers": srt(dict(hs)), "json": None, "method": method,
         "origin": "203.0.113.%d" % r.randint(2, 250), "url": "https://httpbin.org/anything"}
    return "$ %s\n%s\n" % (cmd, ascii_json(jdump(d, 2)).replace(",\n", ", \n")), "json"


def K6_OK(kind, p):
    if p.t in ("kv", "url"):
        return secret_no('"\\\n')(kind, p)
    return NO_SIG(kind, p) and (p.t == "blob" or NO_NL(kind, p))


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


@car("k6_http_debug_output", "k6-debug.log", ["kv", "url", "hdr", "blob"], ml="verbatim", ok=K6_OK, prefer=lambda k, t: t == "hdr")
def c_k6(c):
    r = c.r
    s = svc(r)
    t = t0s(r)
    host_ = "api.%s" % hostpart(r)
    kv_ = "%d.%d.%d" % (0, r.randint(50, 59), r.randint(0, 3))
    line, hs, body = http_req25(c, host_, "Grafana k6/%s (https://k6.io/)" % kv_)
    hs = hs + [("Accept-Encoding", "gzip")]
    rid = lambda: "K6-%s" % rs(r, ALNUM, 8)
    tail_ = lambda: "  group= iter=0 request_id=%s scenario=default source=http-debug vu=1" % rid()
    req = line + "\r\n" + "".join("%s: %s\r\n" % kv2 for kv2 in hs) + "\r\n" + body
    err = '{"error":"unauthorized","message":"Invalid credentials"}'
    resp = ("HTTP/2.0 401 Unauthorized\r\nContent-Length: %d\r\nContent-Type: application/json\r\nDate: %s GMT\r\n\r\n%s"
            % (len(err), _time.strftime("%a, %d %b %Y %H:%M:%S", _time.gmtime(t)), err))
    banner = ["", "         /\\      Grafana   /\u203e\u203e/  ", "    /\\  /  \\     |\\  __   /  /   ", "   /  \\/    \\    | |/ /  /   \u203e\u203e\\ ",
              "  /          \\   |   (  |  (\u203e)  |", " / __________ \\  |_|\\_\\  \\_____/ ", "",
              "     execution: local", "        script: partner-smoke.js", "        output: -", "",
              "     scenarios: (100.00%) 1 scenario, 1 max VUs, 40s max duration (incl. graceful stop):",
              "              * default: 1 iterations for each of 1 VUs (maxDuration: 10m0s, gracefulStop: 30s)", ""]
    L = ["$ k6 run --http-debug=full partner-smoke.js"] + banner + ["INFO[0000] Request:", req + tail_(), "INFO[0000] Response:", resp + tail_(), "",
                                                                   "     \u2717 status is 200", "      \u21b3  0% \u2014 \u2713 0 / \u2717 1", "",
                                                                   "     checks.........................: 0.00% 0 out of 1",
                                                                   "     http_req_failed................: 100.00% 1 out of 1", "",
                                                                   "running (00m00.%ds), 0/1 VUs, 1 complete and 0 interrupted iterations" % r.randint(2, 9),
                                                                   "default \u2713 [======================================] 1 VUs  00m00.%ds/10m0s  1/1 iters, 1 per VU" % r.randint(2, 9)]
    return "\n".join(L) + "\n", "raw"


@car("tcpflow_console_output", "tcpflow.txt", ["kv", "url", "hdr", "blob"], ml="verbatim", ok=K6_OK, prefer=lambda k, t: t == "hdr")
def c_tcpflow(c):
    r = c.r
    s = svc(r)
    t = t0s(r)
    a = (10, 0, r.randint(1, 9), r.randint(2, 250))
    b = (10, 0, r.randint(1, 9), r.randint(2, 250))
    sp = r.randint(32768, 60999)
    fid = lambda x, xp, y, yp: "%03d.%03d.%03d.%03d.%05d-%03d.%03d.%03d.%03d.%05d" % (x + (xp,) + y + (yp,))
    ua = r.choice(["python-requests/2.32.3", "axios/1.7.9", "Go-http-client/1.1"])
    line, hs, body = http_req25(c, "partner-proxy.%s.svc:8080" % s, ua)
    hs = hs + [("Accept", "*/*"), ("Connection", "keep-alive")]
    req = line + "\r\n" + "".join("%s: %s\r\n" % kv2 for kv2 in hs) + "\r\n" + body
    err = '{"error":"unauthorized","message":"Invalid credentials"}'
    resp = ("HTTP/1.1 401 Unauthorized\r\ncontent-type: application/json\r\ncontent-length: %d\r\ndate: %s GMT\r\nx-envoy-upstream-service-time: %d\r\nserver: envoy\r\n\r\n%s"
            % (len(err), _time.strftime("%a, %d %b %Y %H:%M:%S", _time.gmtime(t)), r.randint(5, 300), err))
    L = ["$ sudo tcpflow -c -i eth0 port 8080", "tcpflow: listening on eth0", fid(a, sp, b, 8080) + ": " + req, "", fid(b, 8080, a, sp) + ": " + resp, "", "^C",
         "tcpflow: terminating"]
    return "\n".join(L) + "\n", "raw"


# --- XML files -----------------------------------------------------------------------------------------------------------------------

def xname(k):
    """a name usable as an XML element name (keeps dots, dashes and underscores)"""
    n = "".join(ch if (ch.isalnum() or ch in "._-") else "_" for ch in k)
    return n if n[:1].isalpha() or n[:1] == "_" else "_" + n


@car("java_web_xml", "web.xml", ["kv", "url", "blob"], ml="xml", fmts=("pem", "ppk"))
def c_web_xml(c):
    r, p = c.r, c.p
    s = svc(r)
    if p.t == "blob":
        params = [("partner.%s" % camel(blob_name(c, "title").lower()), p.content.rstrip("\n"))]
    else:
        params = c.kvs(["dot", "camel"])
    params = [("partner.baseUrl", "https://api.%s" % hostpart(r))] + list(params)
    L = ['<?xml version="1.0" encoding="UTF-8"?>', '<web-app xmlns="https://jakarta.ee/xml/ns/jakartaee"',
         '         xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"',
         '         xsi:schemaLocation="https://jakarta.ee/xml/ns/jakartaee https://jakarta.ee/xml/ns/jakartaee/web-app_6_0.xsd"', '         version="6.0">', "",
         "  <display-name>%s-sync</display-name>" % s, ""]
    for k, v in params:
        L += ["  <context-param>", "    <param-name>%s</param-name>" % xesc(k), "    <param-value>%s</param-value>" % xesc(v), "  </context-param>"]
    L += ["", "  <listener>", "    <listener-class>io.kestrelworks.%s.PartnerClientInitializer</listener-class>" % s, "  </listener>", "",
          "  <servlet>", "    <servlet-name>sync</servlet-name>", "    <servlet-class>io.kestrelworks.%s.SyncServlet</servlet-class>" % s,
          "    <load-on-startup>1</load-on-startup>", "  </servlet>", "  <servlet-mapping>", "    <servlet-name>sync</servlet-name>",
          "    <url-pattern>/sync/*</url-pattern>", "  </servlet-mapping>", "</web-app>"]
    return "\n".join(L) + "\n", "xml"


@car("maven_pom_xml", "pom.xml", ["kv", "url"], ml=None, ok=unless_ref(NO_NL))
def c_pom(c):
    r, p = c.r, c.p
    s = svc(r)
    sure = r.random() < 0.5
    if sure:
        items = [(xname(k), cs(c, v) if is_cref(p) else v) for k, v in envs(c)]
    else:
        items = [(xname(k), cs(c, v) if is_cref(p) else v) for k, v in c.kvs(["dot", "camel"])]
    props = [("java.version", "21"), ("project.build.sourceEncoding", "UTF-8")] + ([] if sure else items)
    L = ['<?xml version="1.0" encoding="UTF-8"?>',
         '<project xmlns="http://maven.apache.org/POM/4.0.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"',
         '         xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 https://maven.apache.org/xsd/maven-4.0.0.xsd">', "  <modelVersion>4.0.0</modelVersion>", "",
         "  <groupId>io.kestrelworks</groupId>", "  <artifactId>%s-sync</artifactId>" % s, "  <version>%s-SNAPSHOT</version>" % ver(r), "", "  <properties>"]
    L += ["    <%s>%s</%s>" % (k, xesc(v), k) for k, v in props]
    L += ["  </properties>", "", "  <dependencies>", "    <dependency>", "      <groupId>com.squareup.okhttp3</groupId>", "      <artifactId>okhttp</artifactId>",
          "      <version>4.12.0</version>", "    </dependency>", "    <dependency>", "      <groupId>org.junit.jupiter</groupId>",
          "      <artifactId>junit-jupiter</artifactId>", "      <version>5.11.3</version>", "      <scope>test</scope>", "    </dependency>", "  </dependencies>", "",
          "  <build>", "    <plugins>", "      <plugin>", "        <groupId>org.apache.maven.plugins</groupId>", "        <artifactId>maven-surefire-plugin</artifactId>",
          "        <version>3.5.2</version>"]
    if sure:
        L += ["        <configuration>", "          <environmentVariables>"] + ["            <%s>%s</%s>" % (k, xesc(v), k) for k, v in items] + \
             ["          </environmentVariables>", "        </configuration>"]
    L += ["      </plugin>", "    </plugins>", "  </build>", "</project>"]
    return "\n".join(L) + "\n", "xml"


@car("vstest_runsettings_xml", "partner.runsettings", ["kv", "url"], ok=NO_NL)
def c_runsettings(c):
    r = c.r
    s = svc(r)
    L = ['<?xml version="1.0" encoding="utf-8"?>', "<RunSettings>", "  <RunConfiguration>", "    <ResultsDirectory>./TestResults</ResultsDirectory>",
         "    <TargetFrameworkVersion>net8.0</TargetFrameworkVersion>", "    <TestSessionTimeout>600000</TestSessionTimeout>"]
    if r.random() < 0.5:
        L += ["    <EnvironmentVariables>"] + ["      <%s>%s</%s>" % (xname(k), xesc(v), xname(k)) for k, v in envs(c)] + ["    </EnvironmentVariables>",
                                                                                                                   "  </RunConfiguration>"]
        L += ["  <TestRunParameters>", '    <Parameter name="partnerBaseUrl" value="https://sandbox.api.%s" />' % hostpart(r), "  </TestRunParameters>"]
    else:
        L += ["  </RunConfiguration>", "  <TestRunParameters>", '    <Parameter name="partnerBaseUrl" value="https://sandbox.api.%s" />' % hostpart(r)]
        L += ['    <Parameter name="%s" value="%s" />' % (xesc(k, True), xesc(v, True)) for k, v in c.kvs(["camel", "SCREAM"])]
        L += ["  </TestRunParameters>"]
    L += ["  <DataCollectionRunSettings>", "    <DataCollectors>", '      <DataCollector friendlyName="XPlat code coverage" />', "    </DataCollectors>",
          "  </DataCollectionRunSettings>", "</RunSettings>"]
    return "\n".join(L) + "\n", "xml"


@car("junit_xml_report", "TEST-PartnerClientTest.xml", ["kv", "url", "hdr", "blob"], ml="verbatim", ok=ok_and(no_sub("]]>"), NO_SIG))
def c_junit(c):
    r, p = c.r, c.p
    s = svc(r)
    t = t0s(r)
    pkg = "io.kestrelworks.%s" % s
    cls = "%s.PartnerClientTest" % pkg
    clock = lambda x: _time.strftime("%H:%M:%S", _time.gmtime(x)) + ".%03d" % r.randint(0, 999)
    lg = lambda x, msg: "%s [main] DEBUG %s.PartnerClient -- %s" % (clock(x), pkg, msg)
    as_props = p.t in ("kv", "url") and NO_NL(c.kind, p) and r.random() < 0.4
    sysprops = [("file.encoding", "UTF-8"), ("java.version", "21.0.%d" % r.randint(3, 6)), ("java.vendor", "Eclipse Adoptium"),
                ("os.name", "Linux"), ("user.dir", "/home/runner/work/%s-sync/%s-sync" % (s, s)), ("surefire.test.class.path", "target/test-classes:target/classes")]
    out = ""
    if as_props:
        sysprops += c.kvs(["dot"])
    elif p.t == "hdr":
        out = lg(t, "request headers:\n%s" % "\n".join("  %s: %s" % kv_ for kv_ in c.headers()))
    elif p.t == "blob":
        out = lg(t, "loaded key file src/test/resources/%s:\n%s" % (p.fname, p.content.rstrip("\n")))
    else:
        out = "\n".join(lg(t, "partner setting %s=%s" % kv_) for kv_ in envs(c))
    out += "\n" + lg(t + 0.4, "POST https://api.%s/v1/partner/settings -> 401" % hostpart(r)) + "\n"
    d1 = r.uniform(0.2, 1.8)
    L = ['<?xml version="1.0" encoding="UTF-8"?>',
         '<testsuite xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="https://maven.apache.org/surefire/maven-surefire-plugin/xsd/surefire-test-report-3.0.xsd" '
         'version="3.0" name="%s" time="%.3f" tests="2" errors="0" skipped="0" failures="1">' % (cls, d1 + 0.05), "  <properties>"]
    L += ['    <property name="%s" value="%s"/>' % (xesc(k, True), xesc(v, True)) for k, v in sorted(sysprops, key=lambda kv_: strip_marks(kv_[0]))]
    L += ["  </properties>", '  <testcase name="pushSettingsAuthenticates" classname="%s" time="%.3f">' % (cls, d1),
          '    <failure message="expected: &lt;200&gt; but was: &lt;401&gt;" type="org.opentest4j.AssertionFailedError"><![CDATA[org.opentest4j.AssertionFailedError: expected: <200> but was: <401>',
          "\tat org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)",
          "\tat %s.pushSettingsAuthenticates(PartnerClientTest.java:%d)]]></failure>" % (cls, r.randint(30, 90))]
    if not as_props:
        L.append("    <system-out><![CDATA[%s]]></system-out>" % out)
    L += ["  </testcase>", '  <testcase name="parsesAllPages" classname="%s" time="0.031"/>' % cls, "</testsuite>"]
    return "\n".join(L) + "\n", ("xml" if as_props else "raw"), "TEST-%s.xml" % cls


def _w_run(text, code=False):
    sp = ' xml:space="preserve"' if (text != text.strip() or "  " in text) else ""
    rpr = '<w:rPr><w:rFonts w:ascii="Consolas" w:hAnsi="Consolas"/><w:sz w:val="20"/></w:rPr>' if code else ""
    return "<w:r>%s<w:t%s>%s</w:t></w:r>" % (rpr, sp, xesc(text))


@car("docx_document_xml", "document.xml", ["kv", "url", "hdr", "blob"], ml="nested", ok=ok_and(NO_MLS, PROSE_OK))
def c_docx(c):
    r = c.r
    s = svc(r)
    rsid = lambda: rs(r, HEXU, 8)
    R = rsid()

    def par(text, code=False, style=None):
        ppr = '<w:pPr><w:pStyle w:val="%s"/></w:pPr>' % style if style else ""
        if not strip_marks(text):
            return '<w:p w14:paraId="%s" w14:textId="77777777" w:rsidR="%s" w:rsidRDefault="%s"/>' % (rsid(), R, R)
        return '<w:p w14:paraId="%s" w14:textId="77777777" w:rsidR="%s" w:rsidRDefault="%s">%s%s</w:p>' % (rsid(), R, R, ppr, _w_run(text, code))
    P = [par("%s partner sync - runbook" % s_cap(r), style="Heading1"), par("Owner: platform team. Last reviewed %s." % _time.strftime("%d %B %Y", _time.gmtime(t0s(r)))),
         par("Credentials", style="Heading2")]
    P += [par(ln, code) for ln, code in prose_lines(prose25(c))]
    P += [par("Rotation", style="Heading2"), par("Rotate in the partner console, update the vault entry and restart the worker.")]
    head = ('<w:document xmlns:wpc="http://schemas.microsoft.com/office/word/2010/wordprocessingCanvas" '
            'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" xmlns:o="urn:schemas-microsoft-com:office:office" '
            'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" '
            'xmlns:w14="http://schemas.microsoft.com/office/word/2010/wordml" xmlns:w15="http://schemas.microsoft.com/office/word/2012/wordml" mc:Ignorable="w14 w15">')
    sect = ('<w:sectPr w:rsidR="%s"><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="708" '
            'w:footer="708" w:gutter="0"/><w:cols w:space="708"/><w:docGrid w:linePitch="360"/></w:sectPr>' % R)
    return ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n' + head + "<w:body>" + "".join(P) + sect + "</w:body></w:document>"), "xml"


@car("atom_feed_xml", "issues.atom", ["kv", "url", "hdr", "blob"], ml="xml", ok=PROSE_OK)
def c_atom(c):
    r = c.r
    s = svc(r)
    t = int(t0s(r))
    proj = "https://gitlab.%s/platform/%s-sync" % (hostpart(r), s)
    stamp = lambda x: _time.strftime("%Y-%m-%dT%H:%M:%SZ", _time.gmtime(x))
    import hashlib

    def entry(num, title, who, x, desc, labels):
        L = ["  <entry>", "    <id>%s/-/issues/%d</id>" % (proj, num), '    <link href="%s/-/issues/%d"/>' % (proj, num), "    <title>%s</title>" % xesc(title),
             "    <updated>%s</updated>" % stamp(x),
             '    <media:thumbnail width="40" height="40" url="https://secure.gravatar.com/avatar/%s?s=80&amp;d=identicon"/>' % hashlib.md5(who[1].encode()).hexdigest(),
             "    <author>", "      <name>%s</name>" % who[0], "      <email>%s@kestrelworks.io</email>" % who[1], "    </author>",
             "    <summary>%s</summary>" % xesc(title), "    <description>%s</description>" % xesc(desc)]
        L += ["    <labels>"] + ["      <label>%s</label>" % l for l in labels] + ["    </labels>"]
        return L + ["  </entry>"]
    n = r.randint(300, 900)
    a, b = person(r), ("Jonas Berg", "jonas.b")
    L = ['<?xml version="1.0" encoding="UTF-8"?>', '<feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">',
         "  <title>platform / %s-sync issues</title>" % s, '  <link href="%s/-/issues.atom" rel="self" type="application/atom+xml"/>' % proj,
         '  <link href="%s/-/issues" rel="alternate" type="text/html"/>' % proj, "  <id>%s/-/issues</id>" % proj, "  <updated>%s</updated>" % stamp(t)]
    L += entry(n, "%s partner sync fails with 401 since the key rotation" % s_cap(r), a, t, prose25(c), ["ops", "partner"])
    L += entry(n - r.randint(1, 30), "Retry budget too small for partner timeouts", b, t - r.randint(3, 20) * 86400,
               "The worker gives up after 3 attempts; the partner recommends 5 with jitter.", ["ops"])
    L += ["</feed>"]
    return "\n".join(L) + "\n", "xml"


def NLOG_OK(kind, p):
    if is_cref(p):
        return p.t in ("kv", "url") and not p.also
    return NO_NL(kind, p) and no_sub("${")(kind, p) and NO_SIG(kind, p)


@car("nlog_config_xml", "NLog.config", ["kv", "url", "hdr"], ok=NLOG_OK)
def c_nlog(c):
    r, p = c.r, c.p
    s = svc(r)
    S = s_cap(r)
    hp = hostpart(r)
    L = ['<?xml version="1.0" encoding="utf-8" ?>', '<nlog xmlns="http://www.nlog-project.org/schemas/NLog.xsd"',
         '      xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"', '      autoReload="true" throwConfigExceptions="true"',
         '      internalLogLevel="Warn" internalLogFile="c:\\temp\\nlog-internal.log">', "", "  <extensions>", '    <add assembly="NLog.Web.AspNetCore"/>',
         "  </extensions>", ""]
    hdrs = [("X-Source", "%s-sync" % s)]
    if p.t == "hdr":
        hdrs += c.headers()
    else:
        L += ['  <variable name="%s" value="%s" />' % (xesc(k, True), xesc(cs(c, v) if is_cref(p) else v, True)) for k, v in c.kvs(["camel", "SCREAM"])]
        L.append("")
    L += ["  <targets>",
          '    <target xsi:type="File" name="file" fileName="${basedir}/logs/%s-${shortdate}.log" layout="${longdate}|${level:uppercase=true}|${logger}|${message} ${exception:format=tostring}" />' % s,
          '    <target xsi:type="WebService" name="partnerlog" url="https://logs.%s/v1/ingest" protocol="JsonPost" encoding="utf-8">' % hp]
    L += ['      <header name="%s" layout="%s" />' % (xesc(k, True), xesc(v, True)) for k, v in hdrs]
    L += ['      <parameter name="level" layout="${level}" />', '      <parameter name="message" layout="${message}" />', "    </target>", "  </targets>", "",
          "  <rules>", '    <logger name="Microsoft.*" maxlevel="Info" final="true" />', '    <logger name="*" minlevel="Info" writeTo="file" />',
          '    <logger name="Kestrel.%sSync.*" minlevel="Warn" writeTo="partnerlog" />' % S, "  </rules>", "</nlog>"]
    return "\n".join(L) + "\n", "xml"


def jenkins_secret(r, n):
    """a Jenkins `Secret` as config.xml stores it: {base64(0x01, iv length, data length, iv, AES-CBC data)}"""
    m = 16 * (n // 16 + 1)
    return "{" + b64s(b"\x01" + struct.pack(">I", 16) + struct.pack(">I", m) + rbytes(r, 16) + rbytes(r, m)) + "}"


def JENKINS_OK(kind, p):
    if cspec(p):
        return p.t in ("kv", "url") and not p.also and (p.t == "url" or len(p.entries) == 1)
    return NO_NL(kind, p)


@car("jenkins_job_config_xml", "config.xml", ["kv", "url"], ok=JENKINS_OK)
def c_jenkins_job(c):
    r, p = c.r, c.p
    s = svc(r)
    defs = []
    for k, v in envs(c):
        if cspec(p) and P0 in v:
            defs += ["        <hudson.model.PasswordParameterDefinition>", "          <name>%s</name>" % k, "          <description></description>",
                     "          <defaultValue>%s</defaultValue>" % cs(c, v), "        </hudson.model.PasswordParameterDefinition>"]
        else:
            defs += ["        <hudson.model.StringParameterDefinition>", "          <name>%s</name>" % k, "          <description></description>",
                     "          <defaultValue>%s</defaultValue>" % xesc5(v), "          <trim>false</trim>", "        </hudson.model.StringParameterDefinition>"]
    L = ["<?xml version='1.1' encoding='UTF-8'?>", "<project>", "  <actions/>", "  <description>Checks the %s partner configuration every night</description>" % s,
         "  <keepDependencies>false</keepDependencies>", "  <properties>", "    <hudson.model.ParametersDefinitionProperty>", "      <parameterDefinitions>"] + defs + \
        ["      </parameterDefinitions>", "    </hudson.model.ParametersDefinitionProperty>", "  </properties>",
         '  <scm class="hudson.plugins.git.GitSCM" plugin="git@5.7.0">', "    <configVersion>2</configVersion>", "    <userRemoteConfigs>",
         "      <hudson.plugins.git.UserRemoteConfig>", "        <url>https://github.com/kestrel-works/%s-sync.git</url>" % s,
         "        <credentialsId>github-app</credentialsId>", "      </hudson.plugins.git.UserRemoteConfig>", "    </userRemoteConfigs>", "    <branches>",
         "      <hudson.plugins.git.BranchSpec>", "        <name>*/main</name>", "      </hudson.plugins.git.BranchSpec>", "    </branches>",
         "  </scm>", "  <canRoam>true</canRoam>", "  <disabled>false</disabled>", "  <blockBuildWhenDownstreamBuilding>false</blockBuildWhenDownstreamBuilding>",
         "  <blockBuildWhenUpstreamBuilding>false</blockBuildWhenUpstreamBuilding>", "  <triggers>", "    <hudson.triggers.TimerTrigger>",
         "      <spec>H 2 * * *</spec>", "    </hudson.triggers.TimerTrigger>", "  </triggers>", "  <concurrentBuild>false</concurrentBuild>", "  <builders>",
         "    <hudson.tasks.Shell>", "      <command>./ci/check-partner-config.sh</command>", "      <configuredLocalRules/>", "    </hudson.tasks.Shell>",
         "  </builders>", "  <publishers/>", "  <buildWrappers/>", "</project>"]
    return "\n".join(L), "xml"



# ================================================================ corpus 16: negatives
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
        chunk = data[start:start + n].decode("ascii")
        return base64.b64decode(chunk + "=" * (-len(chunk) % 4))
    t = s.decode("utf-8")
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
    data = clean.encode("utf-8")

    def boff(a, b):
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
    kinds_scm(); kinds_chat_ai(); kinds_cloud(); kinds_saas(); kinds_pay_comm_obs(); kinds_infra_generic(); kinds_corpus7(); kinds_c11(); kinds_c15()
    patch_kinds_c12()
    SPECIAL_NEGS.update(c25_special())
    for k in list(KINDS):
        KINDS[k] = (KINDS[k][0], make_neg(k))
    missing = [k for k, _, _ in rules if k not in KINDS and k not in SKIPPED]
    extra = [k for k in KINDS if k not in provider]
    if missing or extra:
        raise SystemExit("kind table mismatch: missing=%s extra=%s" % (missing, extra))
    usage = {c: 0 for c in CARS}
    pref_hits = {c: 0 for c in CARS}
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
            order = sorted(CARS, key=lambda cn: (usage[cn] - (20 if (CARS[cn]["only"]) else 0) -
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
# a carrier's own way to point at a secret kept elsewhere (the secret-ref negatives); REF_CASE spells the name
CARRIER_REFS = {
    "az_appconfig_kv_list_json": ('{"uri":"https://kw-prod-kv.vault.azure.net/secrets/%s"}', "an App Configuration Key Vault reference (content type `application/vnd.microsoft.appconfig.keyvaultref+json`): the value is the URI of a Key Vault secret that the app's configuration provider resolves"),
    "codepipeline_get_pipeline_json": ("/%s", "a CodeBuild environment variable of type `PARAMETER_STORE`: the value is the name of an SSM parameter that CodeBuild reads when the build starts"),
    "maven_pom_xml": ("${env.%s}", "a Maven property expansion (`${env.NAME}`), filled in from the build's environment when Maven runs"),
    "nlog_config_xml": ("${environment:%s}", "an NLog `${environment:NAME}` layout renderer, read from the process environment when the target writes"),
}
REF_CASE = {"az_appconfig_kv_list_json": "kebab", "codepipeline_get_pipeline_json": "path"}
CARRIER_MASKS = {
    "terraform_state_show_output": ("(sensitive value)", "redacted: `terraform state show` prints an attribute that is marked sensitive (or was set from a sensitive variable) as `(sensitive value)`"),
    "cfn_describe_stacks_json": ("****", "redacted: CloudFormation returns the value of a `NoEcho` parameter as `****` in `describe-stacks`"),
    "aws_waf_log_json": ("REDACTED", "redacted: the web ACL's logging configuration lists this field under `RedactedFields`, so AWS WAF logs `REDACTED` in its place"),
    "buildkite_job_log": ("[REDACTED]", "redacted: the Buildkite agent replaces the values of environment variables whose names match its redacted-vars patterns (`*_TOKEN`, `*_SECRET`, `*_PASSWORD`, ...) with `[REDACTED]` in the job log"),
    "concourse_fly_watch_output": ("((redacted))", "redacted: with secret redaction enabled, Concourse prints credentials it fetched from its credential manager as `((redacted))` in build output"),
}
CARRIER_ENC = {
    "jenkins_job_config_xml": (lambda r, n: jenkins_secret(r, n), "encrypted: a Jenkins `Secret` (`{AQAAABAAAA...}`), the form in which config.xml stores a password parameter's default value; only the controller's `secrets/master.key` opens it"),
}
CARRIER_PH = {}


def ref_name(nm, cname):
    base = envk(nm.replace("-", "_"))
    how = REF_CASE.get(cname)
    if how == "lower":
        return base.lower()
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
    """a pattern negative for `kind`: the type is drawn per rule id (corpus 25 draw), the value per carrier"""
    p = KINDS[kind][0](r, 1)
    s = p.secret
    pfx = kind_prefix(kind, s)
    body = s[len(pfx):]
    nm = kind.replace("-named", "").replace("-prefixed", "")
    cname = _CUR.get("carrier")
    t = ["secret-ref", "encrypted", "placeholder", "redacted", "truncated", "hash"][zlib.crc32(("c25|" + kind).encode()) % 6]
    # a carrier with a form of its own (a reference syntax, a ciphertext, a mask) uses it half the time
    spec = [tt for tt, dct in (("secret-ref", CARRIER_REFS), ("encrypted", CARRIER_ENC), ("placeholder", CARRIER_PH),
                               ("redacted", CARRIER_MASKS)) if cname in dct]
    h = zlib.crc32(("c25c|%s|%s" % (kind, cname)).encode())
    if spec and h % 2 == 0:
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


CARRIER_DESC = {
    "crewai_verbose_log": "CrewAI `verbose=True` console output: `# Agent:` / `## Task:` blocks, `## Using tool:`, the JSON-quoted `## Tool Input:` and the verbatim `## Tool Output:` of a shell tool",
    "autogen_agentchat_console": "AutoGen AgentChat `Console` stream: `---------- <Event> (<source>) ----------` headers, `FunctionCall` / `FunctionExecutionResult` reprs (the tool output inside a Python string literal)",
    "flowise_chatmessage_json": "Flowise `GET /api/v1/chatmessage/{chatflowid}` (through `jq .`): a `userMessage` text, or an `apiMessage` whose `usedTools` is a JSON string with the tool's `toolOutput`",
    "helicone_request_query_json": "Helicone `POST /v1/request/query`: a logged request's `request_body` (an OpenAI chat request with a prompt or a tool result) and `response_body`",
    "n8n_execution_json": "n8n public API `GET /api/v1/executions/{id}?includeData=true`: `runData` of an Execute Command node (`stdout` / `stderr`)",
    "mini_swe_agent_traj_json": "mini-swe-agent trajectory (`*.traj.json`): `messages` with the bash block the model ran and the `<returncode>` / `<output>` observation",
    "bedrock_agent_trace_json": "Amazon Bedrock Agents `InvokeAgent` trace events printed by a script (`json.dumps(..., indent=2)`): `orchestrationTrace` rationale, action-group input and `actionGroupInvocationOutput.text`",
    "oci_secret_bundle_json": "`oci secrets secret-bundle get`: the base64 `secret-bundle-content.content` (a bare value, an env file, a header file or a key)",
    "scaleway_secret_access_json": "`scw secret version access ... -o json` (compact): the base64 `data` and its CRC32-C `data_crc32`",
    "aws_kms_decrypt_json": "`aws kms decrypt --ciphertext-blob fileb://...`: the base64 `Plaintext` of an encrypted env, header or key file",
    "vault_transit_decrypt_json": "`vault write -format=json transit/decrypt/<key> ciphertext=vault:v...`: the base64 `data.plaintext`",
    "codecommit_get_file_json": "`aws codecommit get-file`: the base64 `fileContent` of a committed env, header or key file (with `fileSize`)",
    "ec2_console_output_xml": "EC2 Query API `GetConsoleOutput` (XML, fetched with `curl --aws-sigv4`): the base64 `<output>` of a boot console where cloud-init's `set -x` trace printed the script",
    "aliyun_kms_secret_value_json": "`aliyun kms GetSecretValue` (tab-indented JSON): `SecretData` as a bare value, a JSON object string, an env or header file, or a key",
    "az_appconfig_kv_list_json": "`az appconfig kv list`: `key` / `value` items (`<App>:Partner:<Name>` or env-style keys), Key Vault references under their content type",
    "ssm_command_invocation_json": "`aws ssm send-command` then `get-command-invocation`: `StandardOutputContent` / `StandardErrorContent` of `AWS-RunShellScript`",
    "az_vm_run_command_json": "`az vm run-command invoke --command-id RunShellScript`: the `message` with its `[stdout]` and `[stderr]` sections",
    "cfn_describe_stacks_json": "`aws cloudformation describe-stacks`: the stack's `Parameters` (`ParameterKey` / `ParameterValue`; `NoEcho` ones as `****`)",
    "terraform_state_show_output": "`terraform state show aws_lambda_function.sync`: the aligned attributes and the quoted `environment.variables` map (`(sensitive value)` where marked)",
    "gcloud_functions_describe_yaml": "`gcloud functions describe --format=yaml` (2nd gen): sorted keys, `serviceConfig.environmentVariables`",
    "buildkite_job_log": "Buildkite job log (raw, with the agent's `ESC _bk;t=<ms> BEL` timestamps): checkout lines, `~~~` / `+++` groups, `set -x` lines of a script printing repository files; job env values matching the redacted-vars patterns as `[REDACTED]`",
    "concourse_fly_watch_output": "`fly watch -j <pipeline>/<job>`: `initializing`, `selected worker:`, the task's own output verbatim and `succeeded`",
    "salt_call_state_output": "`salt-call state.apply` highstate output: the `file.managed` state's `Changes:` with the unified `diff` of the rendered file",
    "chef_client_run_log": "`chef-client` run output: a `template` resource's `- update content in file ... from <sha> to <sha>` and the indented unified diff",
    "earthly_build_output": "`earthly +target` output: right-aligned `+target | ` prefixes, `--> RUN` lines and the step's output",
    "codepipeline_get_pipeline_json": "`aws codepipeline get-pipeline`: a CodeBuild action's `configuration.EnvironmentVariables`, a JSON string of `name` / `value` / `type` objects",
    "pytest_ini_env": "`pytest.ini` with the pytest-env plugin's `env =` list (`NAME=value`, some with the `D:` prefix)",
    "dlt_secrets_toml": "dlt `.dlt/secrets.toml`: a source's credentials, a destination's `credentials` URL, or a Snowflake `private_key` in a `\"\"\"` string",
    "porter_app_yaml": "Porter v2 `porter.yaml`: `services`, `predeploy` and the top-level `env` map",
    "anyscale_service_yaml": "Anyscale service config (`anyscale service deploy -f`): `env_vars` next to the image, compute config and Serve `applications`",
    "viber_bot_webhook_json": "Viber bot webhook callback (`event: message`, compact JSON as delivered): the sender and the `message.text`",
    "whatsapp_cloud_webhook_json": "WhatsApp Cloud API webhook (compact JSON as delivered): `entry[].changes[].value.messages[].text.body`",
    "dingtalk_robot_message_json": "DingTalk custom robot payload (`msgtype: markdown`) that an ops notifier posts: the markdown `text`",
    "mailjet_parse_webhook_json": "Mailjet Parse API webhook payload of a plain-text mail: `Headers`, `Parts` and the `Text-part` body",
    "linear_comment_webhook_json": "Linear webhook (`type: Comment`, `action: create`, compact JSON as delivered): the comment's markdown `data.body`",
    "aws_waf_log_json": "AWS WAF web ACL logs (one JSON object per line): `httpRequest.headers` (`name` / `value`) or the `args` query string; `RedactedFields` shown as `REDACTED`",
    "hoverfly_simulation_json": "Hoverfly simulation captured with `--all-headers` and exported (schema v5.2, tab-indented): `exact` matchers for the request's headers and body",
    "httpbin_anything_response_json": "`curl https://httpbin.org/anything` (headers from a file, `--data-urlencode name@file` or `-F name=@file`): the echoed `headers`, `form` or `files` (sorted keys, `, ` separators)",
    "k6_http_debug_output": "`k6 run --http-debug=full`: the banner, `INFO[0000] Request:` / `Response:` dumps (CRLF header lines, the body verbatim) and the summary",
    "tcpflow_console_output": "`tcpflow -c -i eth0 port 8080`: `src.port-dst.port: ` flow prefixes before the plain-HTTP request (CRLF headers, verbatim body) and its response",
    "java_web_xml": "Jakarta EE `WEB-INF/web.xml`: `<context-param>` `param-name` / `param-value` pairs",
    "maven_pom_xml": "Maven `pom.xml`: `<properties>` elements or the Surefire plugin's `<environmentVariables>`",
    "vstest_runsettings_xml": "VSTest `.runsettings`: `RunConfiguration/EnvironmentVariables` elements or `TestRunParameters` `<Parameter name value>` attributes",
    "junit_xml_report": "Maven Surefire `TEST-<class>.xml`: system `<property name value>` attributes, or a failed test's `<system-out>` CDATA with the debug log",
    "docx_document_xml": "`word/document.xml` of a Word runbook: one `<w:p>` per line, text in `<w:t>` runs (code lines in Consolas), the whole body on one line",
    "atom_feed_xml": "GitLab `issues.atom` feed: entries with `<title>`, `<summary>` and the issue's markdown `<description>`, XML-escaped",
    "nlog_config_xml": "NLog `NLog.config`: `<variable name value>` or a WebService target's `<header name layout>` attributes",
    "jenkins_job_config_xml": "Jenkins freestyle job `config.xml` (XStream): `StringParameterDefinition` default values (`PasswordParameterDefinition` ones as `{AQAAABAAAA...}`)",
}


README_HEAD = r"""# wirepass corpus 25 — held-out FAKE secrets in new carriers

Every value here is fake: random, generated by `generate.py`, never issued by any provider. The few
documented example values used as negatives (the AWS docs' `AKIAIOSFODNN7EXAMPLE` pair, the Azurite
`devstoreaccount1` key, Telegram's `123456:ABC-DEF...` sample, Postmark's `POSTMARK_API_TEST`, Stripe's
`sk_test_4eC39HqLyjWDarjtT1zdp7dc`, the Cloud SDK's public installed-app client secret, RabbitMQ's `guest:guest`,
ElevenLabs' "Rachel" voice id) are public on purpose. The corpus was written without looking at the scanner's code
(only `rules.txt`): values follow the providers' documented token formats, and the files follow the real carriers'
syntax.

Regenerate with `python3 generate.py` (deletes and rewrites `cases/`, `manifest.jsonl` and this README); check
with `python3 verify.py` (regenerates everything in memory, compares every file, every manifest line and this
README byte for byte, decodes every span and `also_expected` span from the files on disk and compares it with the
generated value, and checks that no carrier appears in `used_carriers.txt` for corpora 1-24; prints the number of
mismatches, `0` when all is well). Python 3 stdlib only. Seed `wirepass-corpus25-v1`; each case draws from
`random.Random("wirepass-corpus25-v1|<kind>|<carrier>")`, so a case does not change when another does.

The token generators and checksum helpers (GitHub/npm base62 CRC32, Grafana little-endian CRC, bech32 for age,
DER-built PEM keys, PyPI macaroons, Vault protobuf tokens, ...), the table of real-world name spellings, the escaping
helpers and the negative builders (including the hand-built, name-carrying negatives) are reused from corpus 24's
generator (a hand-built negative keeps the name its note describes; only positives and pattern negatives take other
spellings, and a carrier that respells a hand-built negative's exact name is skipped for it). New here: {{CARRIERS}}
carriers and new message phrasings — agent traces and LLM tooling (CrewAI verbose output, an AutoGen AgentChat
console stream, Flowise chat messages, Helicone request logs, an n8n execution, a mini-swe-agent trajectory, Bedrock
Agents trace events), secret stores and cloud CLIs (OCI secret bundles, Scaleway secret versions, `aws kms decrypt`,
Vault Transit decrypt, CodeCommit `get-file`, the EC2 `GetConsoleOutput` XML, Alibaba Cloud KMS `GetSecretValue`,
`az appconfig kv list`, SSM command invocations, `az vm run-command`, CloudFormation `describe-stacks`, `terraform state
show`, `gcloud functions describe`), CI, build and configuration-management output (Buildkite raw job logs, `fly
watch`, `salt-call` highstate diffs, `chef-client` diffs, Earthly, CodePipeline definitions), configuration files
(pytest-env `pytest.ini`, dlt `secrets.toml`, Porter, Anyscale), chat and webhook payloads (Viber, WhatsApp Cloud API,
DingTalk robot, Mailjet Parse, Linear), HTTP captures (AWS WAF logs, a Hoverfly simulation, httpbin echoes, k6
`--http-debug`, tcpflow) and XML files (`web.xml`, `pom.xml`, `.runsettings`, a Surefire report, a Word
`document.xml`, a GitLab Atom feed, `NLog.config`, a Jenkins job `config.xml`). Six carriers hold the secret
base64-encoded (OCI, Scaleway, KMS, Vault Transit, CodeCommit, the EC2 console output). Fifteen new hand-built
negatives (ids, public client ids, addresses and a documented voice id next to a provider's name: `NETLIFY_SITE_ID`,
`TRAVIS_BUILD_ID`, `SHOPIFY_API_KEY`, `NEW_RELIC_ACCOUNT_ID`, `ADYEN_MERCHANT_ACCOUNT`, `ELEVENLABS_VOICE_ID`,
`FIREBASE_MESSAGING_SENDER_ID`, `POSTMAN_COLLECTION_ID`, `DENO_DEPLOYMENT_ID`, `HCLOUD_ENDPOINT`, `LINODE_LKE_CLUSTER_ID`,
`AXIOM_DATASET`, `SRC_ENDPOINT`, `JFROG_URL`, `BREVO_LIST_ID`) for rule ids that had only pattern negatives.
Carrier-specific negatives: {{CSPEC}}; and a re-draw of which pattern negative each rule id gets.

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

Negative types: {{NEGTYPES}}.

## Layout and manifest

`cases/<rule id>/<carrier>/<file name>`, the file name being what such a file is really called or what the
command's output was saved as (`crew-run.log`, `console.log`, `chatmessage.json`, `requests.json`, `execution.json`,
`last_mini_run.traj.json`, `agent-trace.txt`, `secret-bundle.json`, `secret-version.json`, `decrypt.json`,
`transit-decrypt.json`, `get-file.json`, `console-output.xml`, `secret-value.json`, `kv-list.json`,
`command-invocation.json`, `run-command.json`, `describe-stacks.json`, `state-show.txt`, `function.yaml`, `job.log`,
`fly-watch.txt`, `highstate.txt`, `chef-client.log`, `earthly.log`, `pipeline.json`, `pytest.ini`, `secrets.toml`,
`porter.yaml`, `service.yaml`, `viber-callback-<ms>.json`, `whatsapp-webhook.json`, `dingtalk-payload.json`,
`mailjet-parse-<epoch>.json`, `linear-webhook-<id>.json`, `aws-waf-logs-<acl>_<time>.json`, `simulation.json`,
`httpbin-anything.json`, `k6-debug.log`, `tcpflow.txt`, `web.xml`, `pom.xml`, `partner.runsettings`,
`TEST-<class>.xml`, `document.xml`, `issues.atom`, `NLog.config`, `config.xml`).
`manifest.jsonl` follows `manifest_format.md`: `file, kind, provider, carrier, positive, start, end, encoding`, plus
`note` (`<type>: <why>`) on every negative and `debatable: true` where a reviewer might disagree. `start`/`end` are
byte offsets (UTF-8) of the value as it appears in the file.

* `raw`: verbatim (agent console output, Python string literals without escapes in the AutoGen reprs, CI and
  configuration-management output, diff lines, YAML, TOML and INI values, `terraform state show` strings, HTTP
  dumps, the Surefire `<system-out>` CDATA). `json`: inside a JSON string (PEM newlines as `\n`): agent traces, API
  and CLI JSON output, webhook payloads, WAF log lines, the Hoverfly simulation, the httpbin echo (`ensure_ascii`
  JSON: non-ASCII as `\uXXXX`). A JSON body or list inside a JSON string (Flowise `usedTools`, Hoverfly request
  bodies, CodePipeline `EnvironmentVariables`, tool-call `arguments`, an Alibaba `SecretData` object) holds no quote,
  backslash or newline in the value, so the value appears once-escaped. `xml`: XML-escaped element text or attribute
  (`&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#10;`). `base64`: the OCI, Scaleway, KMS, Vault Transit, CodeCommit and EC2
  console payloads, each the base64 of a whole text (a bare value, an env file, a header file, a key, a console log)
  padded with spaces at the end of its first line so that the secret starts on a 4-character group. `url`: URL
  passwords that carry their own percent-encoding.
* Layouts: tool inputs and outputs of agents, chat-message rows, logged LLM requests, workflow executions, agent
  trajectories and trace events; base64 secret payloads; secret-store values; remote command output; stack
  parameters; Terraform attribute maps; YAML describe output; CI lines behind timestamps, prefixes and target
  names; unified diffs; JSON-in-JSON variable lists; INI lists, TOML tables and YAML maps; chat and webhook texts;
  WAF header lists and query strings; capture matchers; echoed forms, files and headers; HTTP dumps and flows;
  XML parameters, properties, runs, feed entries, layouts and job parameters.
* URL-shaped kinds: the whole URL for Slack/Discord/Teams webhooks and Slack workflow URLs;
  `<id>:<token>` for Telegram `/bot…/` paths; `sig` for Azure SAS; the password for `url-password`.
* PEM kinds and `putty-private-key`: the whole block, armour included; `gcp-service-account`: the
  `private_key` string (encoding `json`).
* `also_expected`: `[{kind, start, end, encoding}]` for other rules that legitimately fire (an AWS key id
  beside its secret, a Twilio `SK…` SID, an Alibaba `LTAI…` id, `private-key-pkcs8` inside GCP key files,
  `url-password` where a token is a URL's password, `azure-annotated-key` / `azure-devops-pat` where the value is in
  the annotated form, other `.pgpass` lines, and the other overlaps the reused payload builders declare). The base64
  carriers take only payloads without such secondary spans.

## Weaker grounds

* Known overlaps **not** marked: the generic rules (`generic-*-named`) will often also fire on named
  provider cases (and on values placed under a generic name on purpose); `twilio-api-key-secret-named` values are
  also "API secret next to its name" for `twilio-auth-token`; `vault-legacy-token` may also be reported as
  `vault-service-token`; `key-` form values of `mailgun-api-key-named` also match `mailgun-api-key`; a
  `bearer-token` / `authorization-token` rule may also fire on the header of another kind's header case.
* Fixed words that a line-based rule may still read as secrets: some `.netrc` payloads carry GitHub's documented
  `password x-oauth-basic` line and a `default login anonymous password guest@` line before the marked entry, and
  commands pass credentials as shell variables (`$HELICONE_API_KEY`, `$N8N_API_KEY`, `$FLOWISE_API_KEY`,
  `$AWS_SECRET_ACCESS_KEY`, `$AWS_SESSION_TOKEN`).
* Name and value apart: several carriers keep the name in one field and the value in another (App Configuration
  `key` / `value`, CloudFormation `ParameterKey` / `ParameterValue`, CodePipeline `name` / `value`, WAF header `name` /
  `value`, `web.xml` `param-name` / `param-value`, Jenkins `<name>` / `<defaultValue>`, Hoverfly header maps of
  matchers). A "next to its name" rule has to pair them to find the value.
* Carrier fields that hold random-looking values, none of them a secret: ids and UUIDs (tool-call and completion ids,
  Flowise chat and flow ids, Helicone request and response ids, n8n workflow ids, Bedrock agent, alias and session
  ids, OCI secret OCIDs, Scaleway secret ids, KMS key ARNs, Vault request ids, CodeCommit commit and blob SHAs, EC2
  instance and request ids, Alibaba request ids, App Configuration etags, SSM command ids, CloudFormation stack ids,
  Terraform `code_sha256` / `source_code_hash`, Cloud Functions build ids, Buildkite commit SHAs, Concourse worker
  names, Viber message tokens and sender ids, WhatsApp `wamid` ids, Linear ids, WAF request ids and JA3 fingerprints,
  httpbin trace ids, k6 request ids, Word `paraId` / `rsid` values, Gravatar hashes), digests (image digests, Chef's
  six-digit content checksums, Scaleway's `data_crc32`), a DKIM signature in the Mailjet headers, and ciphertexts
  (the `vault:v...` ciphertext in the Vault Transit command). Fields of the real formats that would hold a second
  copy of the value are left out or kept free of it: the AutoGen stream reflects on the tool result instead of
  printing a `ToolCallSummaryMessage`, the Flowise API message stores only the tool call, the mail has no HTML part,
  and commands read values from files (`curl -H @file`, `--data-urlencode name@file`) rather than carrying them.
* Where the tool would escape or interpret, the case stays clear of it: the AutoGen repr values avoid quotes,
  backslashes, tabs and newlines; YAML scalars avoid `'` and newlines; TOML values use literal strings when they hold
  `"` or `\`, and the triple-quoted key block holds no `\`; `pytest.ini` values avoid `#`, `;` and `{}` (iniconfig strips
  comments, pytest-env formats braces); `terraform state show` strings avoid `"`, `\`, `${` and `%{`; NLog values avoid
  `${` (a layout renderer); the Surefire CDATA holds no `]]>`; the WAF query string holds only unreserved characters;
  the docx runs and the split log lines carry no multi-line secret; Azure's run-command keeps the last 4 KB (payloads
  of at most 3500 characters).
* Redaction the real tools do: Buildkite masks job environment values whose names match its redacted-vars
  patterns, so its positives are files of the repository printed by a script; Concourse masks credentials from its
  credential manager, so its positives are repository files as well; CloudFormation masks `NoEcho` parameters,
  Terraform sensitive attributes and AWS WAF its `RedactedFields` — their positives are plain parameters, attributes
  and headers.
* Some files are written from the tools' documentation and typical output rather than from a captured file (the
  CrewAI and AutoGen console wording, the Flowise and Helicone field subsets, the n8n execution subset, the
  mini-swe-agent system prompt, the Bedrock trace subset, the Alibaba CLI's tab indentation and field order, the
  Scaleway JSON field set, the Buildkite hook lines, the salt and chef output around the diff, the Earthly banner, the
  Porter and Anyscale keys, the Viber, WhatsApp, Mailjet and Linear field subsets, the GitLab Atom entry fields, the k6
  banner and log fields, the tcpflow framing, the Word namespaces); the syntax that carries the value is the real one.
  `dlt_secrets_toml` and `vstest_runsettings_xml` are new tools' files in syntaxes (TOML, VSTest XML) that earlier
  carriers (`streamlit_secrets_toml`, `vstest_trx_xml`) also used, with a different layout.
* Some carriers are plausible but uncommon homes for some providers (a PEM key in a `web.xml` parameter, a token in
  a Viber message, a DingTalk notification or a WAF query string, a key file in an Alibaba or OCI secret); the syntax
  is each carrier's real one.
* Negatives generated by pattern (secret-ref, encrypted, placeholder, redacted, truncated, hash) sometimes keep the
  kind's fixed prefix; a scanner that fires on a prefix alone would flag them. Public-by-design and test-mode
  negatives where the value could still do harm are marked debatable, and so is a truncated private key (a part of a
  private key is still a leak). Invalid checksums are used only for GitHub, npm and Grafana tokens, whose checksum
  schemes are public.

## Carriers

| carrier | cases | what it is |
|---|---|---|
{{CARROWS}}
"""


CSPEC_SHOW = {
    "az_appconfig_kv_list_json": "App Configuration Key Vault references", "codepipeline_get_pipeline_json": "CodeBuild `PARAMETER_STORE` variables",
    "maven_pom_xml": "Maven `${env.NAME}` expansions", "nlog_config_xml": "NLog `${environment:NAME}` renderers",
    "terraform_state_show_output": "Terraform's `(sensitive value)`", "cfn_describe_stacks_json": "CloudFormation's `NoEcho` `****`",
    "aws_waf_log_json": "AWS WAF's `REDACTED`", "buildkite_job_log": "Buildkite's `[REDACTED]`", "concourse_fly_watch_output": "Concourse's `((redacted))`",
    "jenkins_job_config_xml": "Jenkins `{AQAAABAAAA...}` secrets",
}


def cspec_text(manifest):
    """which carrier-specific negative forms this draw placed (and which the generator defines but did not place)"""
    used, unused = [], []
    for cname in CSPEC_SHOW:
        if cname in CARRIER_REFS:
            pre = "secret-ref: " + CARRIER_REFS[cname][1]
        elif cname in CARRIER_ENC:
            pre = CARRIER_ENC[cname][1]
        else:
            pre = CARRIER_MASKS[cname][1]
        hit = [e for e in manifest if not e["positive"] and e["carrier"] == cname and e["note"].startswith(pre)]
        (used if hit else unused).append("%s%s" % (CSPEC_SHOW[cname], (" (%d)" % len(hit)) if hit else ""))
    andj = lambda xs: xs[0] if len(xs) == 1 else ", ".join(xs[:-1]) + " and " + xs[-1]
    txt = "secret references, masks and ciphertexts in the carriers' own syntax: " + (andj(used) if used else "none in this draw")
    if unused:
        txt += " (the generator also defines %s, which this draw did not place)" % andj(unused)
    return txt
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
    rows = "\n".join("| `%s` | %d | %s |" % (c, usage[c], CARRIER_DESC.get(c, "")) for c in sorted(usage) if usage[c])
    txt = README_HEAD
    for k, v in [("CASES", len(manifest)), ("POS", pos), ("NEG", neg_), ("NEGPCT", "%.1f" % (100.0 * neg_ / len(manifest))),
                 ("KINDS", len(kinds)), ("NRULES", len(load_rules())), ("CARRIERS", len([c for c in usage if usage[c]])),
                 ("ENCS", ", ".join("%s %d" % (k2, encs[k2]) for k2 in sorted(encs))), ("DEB", deb), ("ALSO", also),
                 ("NEGTYPES", ", ".join("%s %d" % (k2, v2) for k2, v2 in sorted(nt_.items(), key=lambda kv_: (-kv_[1], kv_[0])))),
                 ("CSPEC", cspec_text(manifest)), ("CARROWS", rows)]:
        txt = txt.replace("{{%s}}" % k, str(v))
    if write:
        with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
            f.write(txt)
    return txt


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
    pos = sum(1 for e in manifest if e["positive"])
    print("cases=%d positives=%d negatives=%d kinds=%d carriers=%d" % (
        len(manifest), pos, len(manifest) - pos, len({e["kind"] for e in manifest}), len([c for c in usage if usage[c]])))


if __name__ == "__main__":
    main()


