#!/usr/bin/env python3
"""wirepass held-out corpus 22: FAKE secrets in carriers not used by corpora 1-21.

Deterministic: seed `wirepass-corpus22-v1`; every case draws from
random.Random("wirepass-corpus22-v1|<kind>|<carrier>").  The token generators,
checksum helpers, name table, message phrasings and negative builders come from corpus 21's
generator (which keeps a hand-built negative under the name its note describes); the 48
carriers, their carrier-specific negatives, twelve new hand-built negatives and the draw of
which pattern negative a rule id gets are new.  Running this script deletes and rewrites
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

SEED = "wirepass-corpus22-v1"
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
    return host(r).split(".", 1)[1]


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




# ================================================================ corpus 22 carriers
# (message phrasings reuse corpus 19's prose19 / cmd_out19 / question19 / note19; the escaping helpers below are new)

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


# --- agents, LLM tooling, evaluation and serving --------------------------------------------------------------

@car("mlflow_trace_json", "trace.json", ["kv", "url", "hdr", "blob"], ml="nested", ok=SECRET_NOQ)
def c_mlflow(c):
    r = c.r
    s = svc(r)
    t = t0s(r)
    exp = str(r.randint(100000000000000, 999999999999999))
    tid = "tr-" + rs(r, HEXL, 32)
    otid = b64s(rbytes(r, 16))
    root, llm, tool = b64s(rbytes(r, 8)), b64s(rbytes(r, 8)), b64s(rbytes(r, 8))
    q = question19(r, s)
    cmd, out = cmd_out19(c)
    fin = note19(r)
    model = r.choice(["gpt-4.1-mini", "gpt-4o"])
    ns = lambda x: str(int(x * 1e9))

    def span(sid, parent, name, typ, t1, t2, inputs, outputs, extra=None):
        a = {"mlflow.traceRequestId": jline(tid), "mlflow.spanType": jline(typ), "mlflow.spanFunctionName": jline(name.split(".")[-1]),
             "mlflow.spanInputs": jline(inputs), "mlflow.spanOutputs": jline(outputs)}
        if extra:
            a.update(extra)
        return {"trace_id": otid, "span_id": sid, "trace_state": "", "parent_span_id": parent, "name": name,
                "start_time_unix_nano": ns(t1), "end_time_unix_nano": ns(t2), "attributes": a,
                "status": {"message": "", "code": "STATUS_CODE_OK"}, "events": []}
    call = "call_" + rs(r, ALNUM, 24)
    spans = [span(root, "", "OncallAgent.run", "AGENT", t, t + 7.9, {"question": q}, fin),
             span(llm, root, "ChatOpenAI", "CHAT_MODEL", t + 0.2, t + 1.9,
                  {"messages": [{"role": "system", "content": "You are the %s on-call agent. Use run_shell to inspect the worker." % s},
                                {"role": "user", "content": q}], "model": model},
                  {"role": "assistant", "content": None, "tool_calls": [{"id": call, "type": "function", "function": {
                      "name": "run_shell", "arguments": json.dumps({"command": strip_marks(cmd)})}}]},
                  {"mlflow.chat.tools": jline([{"type": "function", "function": {"name": "run_shell", "description": "Run a shell command on the ops bastion"}}])}),
             span(tool, root, "run_shell", "TOOL", t + 2.0, t + 3.1, {"command": cmd}, out)]
    d = {"info": {"trace_id": tid, "trace_location": {"type": "MLFLOW_EXPERIMENT", "mlflow_experiment": {"experiment_id": exp}},
                  "request_time": iso_ms19(t), "execution_duration_ms": 7900, "state": "OK",
                  "request_preview": jline({"question": q}), "response_preview": jline(fin),
                  "trace_metadata": {"mlflow.trace_schema.version": "3", "mlflow.user": person(r)[1], "mlflow.source.name": "agents/oncall.py",
                                     "mlflow.source.type": "LOCAL"},
                  "tags": {"mlflow.traceName": "OncallAgent.run", "mlflow.artifactLocation": "mlflow-artifacts:/%s/traces/%s/artifacts" % (exp, tid)}},
         "data": {"spans": spans}}
    return jdump(d, 2), "json"


@car("specstory_history_md", "2025-06-11_14-02Z-partner-sync-401.md", ["kv", "url", "hdr", "blob"], ml="verbatim", ok=PROSE_OK)
def c_specstory(c):
    r = c.r
    s = svc(r)
    q = question19(r, s)
    day, hh, mm = r.randint(1, 28), r.randint(8, 19), r.randint(0, 59)
    L = ["<!-- Generated by SpecStory -->", "", "# %s partner sync 401 (2025-06-%02d %02d:%02dZ)" % (s_cap(r), day, hh, mm), ""]
    if r.random() < 0.5:
        cmd, out = cmd_out19(c)
        L += ["_**User**_", "", q, "", "---", "", "_**Assistant**_", "", "Let me check what the worker is actually running with.", "", "---", "",
              "```bash", cmd, "```", "", "```", out, "```", "", "---", "", note19(r), "", "---", ""]
    else:
        L += ["_**User**_", "", prose19(c), "", "---", "", "_**Assistant**_", "", note19(r), "", "---", ""]
    return "\n".join(L) + "\n", "raw", "2025-06-%02d_%02d-%02dZ-%s-partner-sync-401.md" % (day, hh, mm, s)


@car("gemini_cli_logs_json", "logs.json", ["kv", "url", "hdr", "blob"], ml="json", ok=PROSE_OK)
def c_gemini_logs(c):
    r = c.r
    s = svc(r)
    t = t0s(r)
    s1, s2 = uuid4(r), uuid4(r)
    L = [{"sessionId": s1, "messageId": 0, "type": "user", "message": "explain what src/%s-sync/worker.ts does" % s, "timestamp": iso_ms19(t - 86400)},
         {"sessionId": s1, "messageId": 1, "type": "user", "message": "/stats", "timestamp": iso_ms19(t - 86200)},
         {"sessionId": s2, "messageId": 0, "type": "user", "message": question19(r, s), "timestamp": iso_ms19(t)},
         {"sessionId": s2, "messageId": 1, "type": "user", "message": prose19(c), "timestamp": iso_ms19(t + 95)},
         {"sessionId": s2, "messageId": 2, "type": "user", "message": "/quit", "timestamp": iso_ms19(t + 410)}]
    return jdump(L, 2), "json"


@car("dspy_inspect_history", "dspy-history.log", ["kv", "url", "hdr", "blob"], ml="verbatim", ok=PROSE_OK)
def c_dspy(c):
    r = c.r
    s = svc(r)
    t = t0s(r)
    E = "\x1b"
    red = lambda x: "%s[31m%s%s[0m" % (E, x, E)
    if r.random() < 0.5:
        cmd, out = cmd_out19(c)
        question, context = question19(r, s), "$ %s\n%s" % (cmd, out)
    else:
        question, context = prose19(c), "(no matching runbook page)"
    system = ("Your input fields are:\n1. `question` (str)\n2. `context` (str)\nYour output fields are:\n1. `reasoning` (str)\n2. `answer` (str)\n"
              "All interactions will be structured in the following way, with the appropriate values filled in.\n\n[[ ## question ## ]]\n{question}\n\n"
              "[[ ## context ## ]]\n{context}\n\n[[ ## reasoning ## ]]\n{reasoning}\n\n[[ ## answer ## ]]\n{answer}\n\n[[ ## completed ## ]]\n"
              "In adhering to this structure, your objective is: \n        Given the fields `question`, `context`, produce the fields `answer`.")
    user = ("[[ ## question ## ]]\n%s\n\n[[ ## context ## ]]\n%s\n\nRespond with the corresponding output fields, starting with the field "
            "`[[ ## reasoning ## ]]`, then `[[ ## answer ## ]]`, and then ending with the marker for `[[ ## completed ## ]]`." % (question, context))
    resp = ("[[ ## reasoning ## ]]\nThe worker's request is rejected by the partner API, so the credential it sends is the problem.\n\n"
            "[[ ## answer ## ]]\n%s\n\n[[ ## completed ## ]]" % note19(r))
    txt = ("$ python -m %s_agent.triage --inspect\n" % s + "\n\n\n\n" + "%s[34m[%s]%s[0m\n\n" % (E, iso_us(t, ""), E) +
           red("System message:") + "\n" + system + "\n" + "\n\n" + red("User message:") + "\n" + user + "\n" + "\n\n" +
           red("Response:") + "\n" + "%s[32m%s%s[0m\n" % (E, resp, E) + "\n\n\n\n")
    return txt, "raw"


@car("vllm_server_log", "vllm-serve.log", ["kv", "url", "hdr", "blob"], ml="nested", ok=ok_and(PROSE_OK, secret_no("'\"\\\n\r\t")))
def c_vllm(c):
    r = c.r
    s = svc(r)
    t = t0s(r)
    model = r.choice(["Qwen/Qwen2.5-32B-Instruct", "Qwen/Qwen2.5-Coder-14B-Instruct"])
    stamp = lambda x: _time.strftime("%m-%d %H:%M:%S", _time.gmtime(x))
    rid = "chatcmpl-" + rs(r, HEXL, 32)
    sysmsg = "You are the %s on-call assistant. Answer briefly." % s
    if r.random() < 0.5:
        cmd, out = cmd_out19(c)
        tools = ('\n\n# Tools\n\nYou may call one or more functions to assist with the user query.\n\nYou are provided with function signatures within '
                 '<tools></tools> XML tags:\n<tools>\n{"type": "function", "function": {"name": "run_shell", "description": "Run a shell command on the ops '
                 'bastion", "parameters": {"type": "object", "properties": {"command": {"type": "string"}}, "required": ["command"]}}}\n</tools>\n\n'
                 'For each function call, return a json object with function name and arguments within <tool_call></tool_call> XML tags:\n<tool_call>\n'
                 '{"name": <function-name>, "arguments": <args-json-object>}\n</tool_call>')
        prompt = ("<|im_start|>system\n%s%s<|im_end|>\n<|im_start|>user\n%s<|im_end|>\n<|im_start|>assistant\n<tool_call>\n%s\n</tool_call><|im_end|>\n"
                  "<|im_start|>user\n<tool_response>\n%s\n</tool_response><|im_end|>\n<|im_start|>assistant\n"
                  % (sysmsg, tools, question19(r, s), json.dumps({"name": "run_shell", "arguments": {"command": strip_marks(cmd)}}), out))
    else:
        prompt = "<|im_start|>system\n%s<|im_end|>\n<|im_start|>user\n%s<|im_end|>\n<|im_start|>assistant\n" % (sysmsg, prose19(c))
    params = ("SamplingParams(n=1, presence_penalty=0.0, frequency_penalty=0.0, repetition_penalty=1.0, temperature=0.2, top_p=1.0, top_k=-1, "
              "min_p=0.0, seed=None, stop=[], stop_token_ids=[], bad_words=[], include_stop_str_in_output=False, ignore_eos=False, max_tokens=%d, "
              "min_tokens=0, logprobs=None, prompt_logprobs=None, skip_special_tokens=True, spaces_between_special_tokens=True, "
              "truncate_prompt_tokens=None, guided_decoding=None, extra_args=None)" % r.choice([1024, 2048, 4096]))
    cip = "10.%d.%d.%d:%d" % (r.randint(0, 40), r.randint(0, 255), r.randint(2, 250), r.randint(30000, 65000))
    L = ["INFO %s [api_server.py:1336] Starting vLLM API server 0 on http://0.0.0.0:8000" % stamp(t - 600),
         "INFO %s [launcher.py:28] Available routes are:" % stamp(t - 600),
         "INFO %s [launcher.py:36] Route: /v1/chat/completions, Methods: POST" % stamp(t - 600),
         "INFO:     Started server process [%d]" % r.randint(100, 9000), "INFO:     Waiting for application startup.", "INFO:     Application startup complete.",
         "INFO %s [logger.py:43] Received request %s: prompt: %s, params: %s, prompt_token_ids: None, prompt_embeds shape: None, lora_request: None, "
         "prompt_adapter_request: None." % (stamp(t), rid, pyrepr(prompt), params),
         "INFO %s [async_llm.py:270] Added request %s." % (stamp(t), rid),
         'INFO:     %s - "POST /v1/chat/completions HTTP/1.1" 200 OK' % cip,
         "INFO %s [loggers.py:118] Engine 000: Avg prompt throughput: %.1f tokens/s, Avg generation throughput: %.1f tokens/s, Running: 0 reqs, "
         "Waiting: 0 reqs, GPU KV cache usage: 0.0%%, Prefix cache hit rate: %.1f%%" % (stamp(t + 9), r.uniform(80, 400), r.uniform(10, 60), r.uniform(0, 40))]
    return "\n".join(L) + "\n", "raw"


@car("weave_calls_query_jsonl", "calls.jsonl", ["kv", "url", "hdr", "blob"], ml="json", ok=PROSE_OK)
def c_weave(c):
    r = c.r
    s = svc(r)
    t = t0s(r)
    proj = "kestrel-works/%s-oncall" % s
    dig = lambda: rs(r, B64URL[:-2] + "AB", 43)
    ref = lambda kind_, name: "weave:///%s/%s/%s:%s" % (proj, kind_, name, dig())
    root, tr = uuid7(r, t), uuid7(r, t)
    user = b64s(("User:%d" % r.randint(100000, 999999)).encode())
    attrs = {"weave": {"client_version": "0.51.%d" % r.randint(40, 60), "source": "python-sdk", "os_name": "Linux", "os_version": "#1 SMP PREEMPT_DYNAMIC",
                       "os_release": "6.8.0-60-generic", "sys_version": "3.12.3 (main, Apr 10 2025, 12:00:00) [GCC 13.3.0]"}}

    def call(cid, parent, op, inputs, output, t1, t2):
        return {"project_id": proj, "id": cid, "op_name": op, "display_name": None, "trace_id": tr, "parent_id": parent, "started_at": iso_us(t1),
                "attributes": attrs, "inputs": inputs, "ended_at": iso_us(t2), "exception": None, "output": output,
                "summary": {"weave": {"status": "success", "trace_name": op.split("/")[-1].split(":")[0], "latency_ms": int((t2 - t1) * 1000)}},
                "wb_user_id": user, "wb_run_id": None, "deleted_at": None}
    agent = ref("object", "OncallAgent")
    L = [call(root, None, ref("op", "OncallAgent.run"), {"self": agent, "question": question19(r, s)}, note19(r), t, t + 8.4)]
    if r.random() < 0.55:
        cmd, out = cmd_out19(c)
        L.append(call(uuid7(r, t + 2), root, ref("op", "run_shell"), {"command": cmd}, out, t + 2.1, t + 3.0))
    else:
        model = r.choice(["gpt-4.1-mini", "gpt-4o"])
        L.append(call(uuid7(r, t + 0.3), root, ref("op", "openai.chat.completions.create"),
                      {"self": "weave:///%s/object/Completions:%s" % (proj, dig()), "messages": [{"role": "user", "content": prose19(c)}], "model": model,
                       "temperature": 0.2},
                      {"id": "chatcmpl-" + rs(r, ALNUM, 29), "object": "chat.completion", "model": {"gpt-4.1-mini": "gpt-4.1-mini-2025-04-14", "gpt-4o": "gpt-4o-2024-08-06"}[model],
                       "choices": [{"index": 0, "message": {"role": "assistant", "content": "Checking the worker configuration first."}, "finish_reason": "stop"}],
                       "usage": {"prompt_tokens": r.randint(300, 1800), "completion_tokens": r.randint(10, 60)}}, t + 0.3, t + 1.9))
    return "\n".join(jcompact(x) for x in L) + "\n", "json"


@car("gradio_flagged_csv", "dataset1.csv", ["kv", "url", "hdr", "blob"], ml="verbatim", ok=ok_and(PROSE_OK, secret_no('"')))
def c_gradio(c):
    r = c.r
    s = svc(r)
    t = t0s(r)
    stamp = lambda x: _time.strftime("%Y-%m-%d %H:%M:%S", _time.gmtime(x)) + ".%06d" % r.randint(0, 999999)
    if r.random() < 0.5:
        cmd, out = cmd_out19(c)
        row = [question19(r, s), "$ %s\n%s" % (cmd, out), note19(r)]
    else:
        row = [prose19(c), "", note19(r)]
    rows = [["question", "context", "answer", "flag", "username", "timestamp"],
            ["How do I restart the %s worker without dropping jobs?" % s, "", "Drain it first: `kubectl -n %s scale deploy/%s-worker --replicas=0` once the "
             "queue is empty, then scale it back up." % (s, s), "Incorrect", "", stamp(t - 3 * 86400)],
            row + ["Incorrect", "", stamp(t)]]
    return "".join(",".join(csvf(x) for x in row_) + "\r\n" for row_ in rows), "raw"


@car("openai_realtime_events_jsonl", "realtime-events.jsonl", ["kv", "url", "hdr", "blob"], ml="json", ok=PROSE_OK)
def c_realtime(c):
    r = c.r
    s = svc(r)
    t = int(t0s(r))
    ev = lambda: "event_" + rs(r, ALNUM, 21)
    model = "gpt-4o-realtime-preview-2025-06-03"
    tool = {"type": "function", "name": "run_shell", "description": "Run a shell command on the ops bastion",
            "parameters": {"type": "object", "properties": {"command": {"type": "string"}}, "required": ["command"]}}
    L = [{"type": "session.created", "event_id": ev(), "session": {"id": "sess_" + rs(r, ALNUM, 21), "object": "realtime.session", "model": model,
                                                                  "expires_at": t + 1800, "modalities": ["text"], "instructions": "You are the %s on-call assistant." % s,
                                                                  "voice": "alloy", "input_audio_format": "pcm16", "output_audio_format": "pcm16",
                                                                  "input_audio_transcription": None, "turn_detection": None, "tools": [], "tool_choice": "auto",
                                                                  "temperature": Raw("0.8"), "max_response_output_tokens": "inf"}},
         {"type": "session.update", "event_id": ev(), "session": {"modalities": ["text"], "tools": [tool], "tool_choice": "auto"}}]

    def done(output, usage):
        return {"type": "response.done", "event_id": ev(), "response": {"object": "realtime.response", "id": "resp_" + rs(r, ALNUM, 21), "status": "completed",
                                                                       "status_details": None, "output": output, "conversation_id": conv, "modalities": ["text"],
                                                                       "usage": {"total_tokens": sum(usage), "input_tokens": usage[0], "output_tokens": usage[1]}}}
    conv = "conv_" + rs(r, ALNUM, 21)
    text_item = lambda txt: [{"id": "item_" + rs(r, ALNUM, 21), "object": "realtime.item", "type": "message", "status": "completed", "role": "assistant",
                              "content": [{"type": "text", "text": txt}]}]
    if r.random() < 0.5:
        cmd, out = cmd_out19(c)
        call = "call_" + rs(r, ALNUM, 16)
        L += [{"type": "conversation.item.create", "event_id": ev(), "item": {"type": "message", "role": "user", "content": [{"type": "input_text", "text": question19(r, s)}]}},
              {"type": "response.create", "event_id": ev()},
              done([{"id": "item_" + rs(r, ALNUM, 21), "object": "realtime.item", "type": "function_call", "status": "completed", "name": "run_shell",
                     "call_id": call, "arguments": json.dumps({"command": strip_marks(cmd)})}], (r.randint(200, 900), r.randint(15, 40))),
              {"type": "conversation.item.create", "event_id": ev(), "item": {"type": "function_call_output", "call_id": call, "output": out}},
              {"type": "response.create", "event_id": ev()}]
    else:
        L += [{"type": "conversation.item.create", "event_id": ev(), "item": {"type": "message", "role": "user", "content": [{"type": "input_text", "text": prose19(c)}]}},
              {"type": "response.create", "event_id": ev()}]
    L.append(done(text_item(note19(r)), (r.randint(300, 1500), r.randint(40, 120))))
    return "\n".join(jcompact(x) for x in L) + "\n", "json"


# --- SaaS APIs and exports, chat and mail -----------------------------------------------------------------------

def sf_devname(k):
    w = words_of(k)
    n = "_".join(w) if w else "Value"
    if not n[0].isalpha():
        n = "X" + n
    return n


@car("sf_data_query_json", "query-result.json", ["kv", "url", "hdr", "blob"], ml="json")
def c_sf_query(c):
    r, p = c.r, c.p
    if p.t == "hdr":
        pairs = c.headers()
    elif p.t == "blob":
        pairs = [(blob_name(c, "SCREAM"), p.content)]
    else:
        pairs = c.kvs(["SCREAM", "pascal", "snake"])
    pairs = [("Log_Level", "info")] + list(pairs)
    recs = [{"attributes": {"type": "Partner_Setting__mdt", "url": "/services/data/v62.0/sobjects/Partner_Setting__mdt/m0%s%s0000%s%s" % (r.choice("12345"), rs(r, ALNUM, 2), rs(r, ALNUM, 6), rs(r, UPPER, 3))},
             "DeveloperName": sf_devname(k), "Value__c": v} for k, v in pairs]
    d = {"status": 0, "result": {"records": recs, "totalSize": len(recs), "done": True}, "warnings": []}
    return jdump(d, 2) + "\n", "json"


@car("baserow_rows_json", "rows.json", ["kv", "url", "hdr", "blob"], ml="json")
def c_baserow(c):
    r, p = c.r, c.p
    s = svc(r)
    if p.t == "hdr":
        pairs = c.headers()
    elif p.t == "blob":
        pairs = [(blob_name(c, "SCREAM"), p.content)]
    else:
        pairs = c.kvs(["SCREAM", "snake"])
    n0 = r.randint(3, 40)
    res = []
    for i, (k, v) in enumerate([("LOG_LEVEL", "info")] + list(pairs)):
        res.append({"id": n0 + i, "order": "%d.00000000000000000000" % (n0 + i), "Name": k, "Value": v, "Service": s, "Updated by": person(r)[0]})
    d = {"count": len(res), "next": None, "previous": None, "results": res}
    return jdump(d, 2) + "\n", "json"


@car("webhook_site_requests_json", "requests.json", ["kv", "url", "hdr", "blob"], ml="json", prefer=lambda k, t: t == "hdr",
     ok=lambda k, p: p.t in ("hdr", "blob") or SECRET_NOQ(k, p))
def c_webhook_site(c):
    r, p = c.r, c.p
    s = svc(r)
    t = t0s(r)
    hook = uuid4(r)
    ua = "%s-sync/%s" % (s, ver(r))
    method, ctype, query = "POST", "application/json", {}
    extra_h = []
    if p.t == "hdr":
        content = jcompact({"event": "order.created", "order_id": "ord_%d" % r.randint(100000, 999999), "service": s})
        extra_h = [(k.lower(), v) for k, v in c.headers()]
    elif p.t == "blob":
        method, ctype = "PUT", "text/plain"
        content = p.content
        query = {"name": p.fname}
    else:
        content = jcompact(dict([("service", s)] + c.kvs(["snake", "camel"])))
        query = {"source": s}
    size = len(strip_marks(content).encode())
    hd = [("connection", ["close"]), ("content-length", [str(size)]), ("content-type", [ctype]), ("accept", ["*/*"]), ("user-agent", [ua])]
    hd += [(k, [v]) for k, v in extra_h]
    hd += [("host", ["webhook.site"])]
    qs = ("?" + "&".join("%s=%s" % kv_ for kv_ in query.items())) if query else ""
    req = {"uuid": uuid4(r), "type": "web", "ip": "203.0.113.%d" % r.randint(2, 250), "hostname": "webhook.site", "method": method, "user_agent": ua,
           "content": content, "query": query or [], "headers": dict(hd), "url": "https://webhook.site/%s%s" % (hook, qs), "size": size, "files": [],
           "created_at": _time.strftime("%Y-%m-%d %H:%M:%S", _time.gmtime(t)), "updated_at": _time.strftime("%Y-%m-%d %H:%M:%S", _time.gmtime(t)),
           "sorting": int(t * 1000000), "custom_action_output": []}
    d = {"data": [req], "total": 1, "per_page": 50, "current_page": 1, "is_last_page": True, "from": 1, "to": 1}
    return jdump(d, 2) + "\n", "json"


@car("phorge_transaction_search_json", "transaction.search.json", ["kv", "url", "hdr", "blob"], ml="json", ok=PROSE_OK)
def c_phorge(c):
    r = c.r
    s = svc(r)
    t = int(t0s(r))
    ph = lambda typ: "PHID-%s-%s" % (typ, rs(r, LOWNUM, 20))
    task = ph("TASK")
    a, b = ph("USER"), ph("USER")
    x0 = r.randint(10000, 99999)

    def xact(i, typ, who, t_, comments=None, fields=None):
        x = {"id": x0 + i, "phid": "PHID-XACT-TASK-" + rs(r, LOWNUM, 15), "type": typ, "authorPHID": who, "objectPHID": task, "dateCreated": t_,
             "dateModified": t_, "comments": [], "fields": fields or {}}
        if comments is not None:
            x["comments"] = [{"id": r.randint(1000, 9999), "phid": ph("XCMT"), "version": 1, "authorPHID": who, "dateCreated": t_, "dateModified": t_,
                              "removed": False, "content": {"raw": comments}}]
        return x
    data = [xact(3, "status", b, t + 600, None, {"old": "open", "new": "resolved"}),
            xact(2, "comment", a, t + 240, prose19(c)),
            xact(1, "comment", b, t, "@%s %s" % (person(r)[1].split(".")[0], question19(r, s)))]
    d = {"result": {"data": data, "cursor": {"limit": 100, "after": None, "before": None}}, "error_code": None, "error_info": None}
    return jcompact(d), "json"


@car("wrike_task_comments_json", "comments.json", ["kv", "url", "hdr", "blob"], ml="lines", ok=ok_and(HTML_OK, NO_MLS))
def c_wrike(c):
    r = c.r
    s = svc(r)
    t = t0s(r)
    task = "IEAAB" + rs(r, UPNUM, 11)
    a, b = "KUA" + rs(r, UPNUM, 5), "KUA" + rs(r, UPNUM, 5)
    html_ = "<br />".join(xesc(ln) for ln, _ in prose_lines(prose19(c, table=False)))
    cm = lambda who, txt, t_: {"id": "IEAAB" + rs(r, UPNUM, 11), "authorId": who, "text": txt, "updatedDate": hstr(t_) + "Z", "createdDate": hstr(t_) + "Z",
                               "taskId": task, "attachmentIds": []}
    d = {"kind": "comments", "data": [cm(b, "The %s partner sync is failing again, what does it run with?" % s, t), cm(a, html_, t + 300),
                                      cm(b, "Thanks, it&#39;s green again. Let&#39;s rotate it after the release.", t + 900)]}
    return jdump(d, 2), "json"


@car("swaks_transcript", "swaks.log", ["kv", "url", "hdr", "blob"], ml="lines", ok=ok_and(PROSE_OK, NO_MLS, no_sub("\n.")))
def c_swaks(c):
    r = c.r
    s = svc(r)
    t = int(t0s(r))
    me = person(r)
    them = r.choice([x for x in [("Priya Natarajan", "priya.n"), ("Marcus Lee", "m.lee"), ("Lena Ortiz", "lena.o"), ("Jonas Berg", "jonas.b"),
                                 ("Ama Owusu", "ama.o")] if x != me])
    relay = "smtp-relay.kestrelworks.io"
    hn = "build-%02d" % r.randint(1, 9)
    subj = "%s partner credentials" % s_cap(r)
    body = "Hi %s,\n\n%s\n\n-- \n%s" % (them[0].split()[0], prose19(c), me[0])
    mid = "<%s.%06d@%s>" % (_time.strftime("%Y%m%d%H%M%S", _time.gmtime(t)), r.randint(0, 999999), hn)
    L = ["$ swaks --server %s:25 --from %s@kestrelworks.io --to %s@kestrelworks.io --header 'Subject: %s' --body @/tmp/partner-note.txt"
         % (relay, me[1], them[1], subj),
         "=== Trying %s:25..." % relay, "=== Connected to %s." % relay, "<-  220 %s ESMTP Postfix (Ubuntu)" % relay, " -> EHLO %s" % hn,
         "<-  250-%s" % relay, "<-  250-PIPELINING", "<-  250-SIZE 10240000", "<-  250-VRFY", "<-  250-ETRN", "<-  250-STARTTLS",
         "<-  250-ENHANCEDSTATUSCODES", "<-  250-8BITMIME", "<-  250-DSN", "<-  250 CHUNKING",
         " -> MAIL FROM:<%s@kestrelworks.io>" % me[1], "<-  250 2.1.0 Ok", " -> RCPT TO:<%s@kestrelworks.io>" % them[1], "<-  250 2.1.5 Ok",
         " -> DATA", "<-  354 End data with <CR><LF>.<CR><LF>", " -> Date: %s" % rfc2822(t), " -> To: %s@kestrelworks.io" % them[1],
         " -> From: %s@kestrelworks.io" % me[1], " -> Subject: %s" % subj, " -> Message-Id: %s" % mid,
         " -> X-Mailer: swaks v20240103.0 jetmore.org/john/code/swaks/", " -> "]
    L += [" -> %s" % ln for ln in body.split("\n")]
    L += [" -> ", " -> .", "<-  250 2.0.0 Ok: queued as %s" % rs(r, "0123456789BCDFGHJKLMNPQRSTVWXYZbcdfghjklmnpqrstvwxyz", 11), " -> QUIT",
          "<-  221 2.0.0 Bye", "=== Connection closed with remote host."]
    return "\n".join(L) + "\n", "raw"


@car("nextcloud_talk_chat_json", "chat.json", ["kv", "url", "hdr", "blob"], ml="json", ok=PROSE_OK)
def c_nc_talk(c):
    r = c.r
    s = svc(r)
    t = int(t0s(r))
    a = person(r)
    b = ("Jonas Berg", "jonas.b") if a[0] != "Jonas Berg" else ("Ama Owusu", "ama.o")
    n = r.randint(2000, 90000)

    def msg(i, who, txt, t_):
        return {"id": n + i, "actorType": "users", "actorId": who[1], "actorDisplayName": who[0], "timestamp": t_, "message": txt,
                "messageParameters": [], "systemMessage": "", "messageType": "comment", "isReplyable": True, "reactions": {}, "expirationTimestamp": 0,
                "markdown": True}
    data = [msg(2, b, "thanks, green now \U0001F44D rotate it after the release pls", t + 400), msg(1, a, prose19(c), t + 120),
            msg(0, b, "the %s sync is red again, what does it run with now?" % s, t)]
    d = {"ocs": {"meta": {"status": "ok", "statuscode": 200, "message": "OK"}, "data": data}}
    return phpjson(d), "json"


@car("xmpp_stanza_log", "opsbot.log", ["kv", "url", "hdr", "blob"], ml="xml", ok=PROSE_OK)
def c_xmpp(c):
    r = c.r
    s = svc(r)
    t = t0s(r)
    dom = "xmpp.%s" % hostpart(r)
    me = person(r)
    stamp = lambda x: _time.strftime("%Y-%m-%d %H:%M:%S", _time.gmtime(x)) + ",%03d" % r.randint(0, 999)
    lg = lambda x, m: "%s DEBUG    slixmpp.xmlstream.xmlstream %s" % (stamp(x), m)
    frm = "%s@%s/gajim.%s" % (me[1].replace(".", ""), dom, rs(r, UPNUM, 8))
    bot = "opsbot@%s/relay" % dom
    L = ["%s INFO     opsbot connecting to %s:5222" % (stamp(t - 40), dom),
         lg(t - 39, "Event triggered: connected"), lg(t - 38, "Event triggered: session_start"),
         lg(t - 38, 'SEND: <presence xml:lang="en"><priority>0</priority></presence>'),
         lg(t, 'RECV: <message xml:lang="en" to="%s" from="%s" type="chat" id="%s"><body>%s</body><active xmlns="http://jabber.org/protocol/chatstates" />'
               '<origin-id xmlns="urn:xmpp:sid:0" id="%s" /></message>' % (bot, frm, uuid4(r), xesc5(prose19(c)), uuid4(r))),
         lg(t + 0.2, "Event triggered: message"),
         lg(t + 0.3, 'SEND: <message xml:lang="en" to="%s" type="chat" id="%s"><body>Noted, opened OPS-%d for the %s partner credentials.</body></message>'
            % (frm, rs(r, LOWNUM, 12), r.randint(1000, 9999), s))]
    return "\n".join(L) + "\n", "xml"


# --- CLI output -------------------------------------------------------------------------------------------------

K8S_POD = "bcdfghjklmnpqrstvwxz2456789"


@car("crictl_inspect_json", "crictl-inspect.json", ["kv", "url", "blob"], ml="json")
def c_crictl(c):
    r, p = c.r, c.p
    s = svc(r)
    t = t0s(r)
    cid, sid = rs(r, HEXL, 64), rs(r, HEXL, 64)
    pod = "%s-sync-%s-%s" % (s, rs(r, K8S_POD, 10), rs(r, K8S_POD, 5))
    puid = uuid4(r)
    img = "registry.%s/%s-sync:%s" % (hostpart(r), s, ver(r))
    if p.t == "blob":
        pairs = [(envk(blob_name(c, "SCREAM")), p.content)]
    else:
        pairs = envs(c)
    envl = ([("PATH", "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"), ("HOSTNAME", pod), ("NODE_ENV", "production")] + pairs +
            [("KUBERNETES_SERVICE_HOST", "10.96.0.1"), ("KUBERNETES_SERVICE_PORT", "443"), ("KUBERNETES_PORT", "tcp://10.96.0.1:443")])
    labels = {"io.kubernetes.container.name": "sync", "io.kubernetes.pod.name": pod, "io.kubernetes.pod.namespace": s, "io.kubernetes.pod.uid": puid}
    ann = {"io.kubernetes.container.hash": "%08x" % r.getrandbits(32), "io.kubernetes.container.restartCount": "0",
           "io.kubernetes.container.terminationMessagePath": "/dev/termination-log", "io.kubernetes.container.terminationMessagePolicy": "File",
           "io.kubernetes.pod.terminationGracePeriod": "30"}
    iso_n = lambda x: iso_us(x)[:-1] + "%03dZ" % r.randint(0, 999)
    d = {"status": {"id": cid, "metadata": {"attempt": 0, "name": "sync"}, "state": "CONTAINER_RUNNING", "createdAt": iso_n(t), "startedAt": iso_n(t + 0.4),
                    "finishedAt": "0001-01-01T00:00:00Z", "exitCode": 0,
                    "image": {"annotations": {}, "image": img, "runtimeHandler": "", "userSpecifiedImage": ""},
                    "imageRef": "%s@sha256:%s" % (img.rsplit(":", 1)[0], rs(r, HEXL, 64)), "reason": "", "message": "", "labels": labels, "annotations": ann,
                    "mounts": [{"containerPath": "/var/run/secrets/kubernetes.io/serviceaccount", "gidMappings": [],
                                "hostPath": "/var/lib/kubelet/pods/%s/volumes/kubernetes.io~projected/kube-api-access-%s" % (puid, rs(r, K8S_POD, 5)),
                                "propagation": "PROPAGATION_PRIVATE", "readonly": True, "recursiveReadOnly": False, "selinuxRelabel": False, "uidMappings": []}],
                    "logPath": "/var/log/pods/%s_%s_%s/sync/0.log" % (s, pod, puid),
                    "resources": {"linux": {"cpuPeriod": "100000", "cpuQuota": "50000", "cpuShares": "512", "cpusetCpus": "", "cpusetMems": "",
                                            "hugepageLimits": [], "memoryLimitInBytes": "536870912", "memorySwapLimitInBytes": "536870912",
                                            "oomScoreAdj": "936", "unified": {}}, "windows": None},
                    "user": {"linux": {"gid": "1000", "supplementalGroups": ["1000"], "uid": "1000"}}},
         "info": {"sandboxID": sid, "pid": r.randint(2000, 90000), "removing": False, "snapshotter": "overlayfs", "runtimeType": "io.containerd.runc.v2",
                  "runtimeOptions": {"systemd_cgroup": True},
                  "config": {"metadata": {"name": "sync"}, "image": {"image": "sha256:" + rs(r, HEXL, 64), "user_specified_image": img},
                             "envs": [{"key": k, "value": v} for k, v in envl], "labels": labels, "annotations": ann, "log_path": "sync/0.log",
                             "linux": {"resources": {"cpu_period": 100000, "cpu_quota": 50000, "cpu_shares": 512, "memory_limit_in_bytes": 536870912,
                                                     "oom_score_adj": 936},
                                       "security_context": {"namespace_options": {"pid": 1}, "run_as_user": {"value": 1000},
                                                            "seccomp": {"profile_type": 1}}}}}}
    return jdump(d, 2) + "\n", "json"


@car("launchctl_print_output", "launchctl-print.txt", ["kv", "url"], ok=NO_NL)
def c_launchctl(c):
    r = c.r
    s = svc(r)
    u = person(r)[1].replace(".", "")
    uid = r.randint(501, 503)
    label = "com.kestrelworks.%s-sync" % s
    home = "/Users/%s" % u
    envl = [("NODE_ENV", "production")] + envs(c) + [("XPC_SERVICE_NAME", label)]
    L = ["$ launchctl print gui/%d/%s" % (uid, label), "gui/%d/%s = {" % (uid, label), "\tactive count = 1",
         "\tpath = %s/Library/LaunchAgents/%s.plist" % (home, label), "\ttype = LaunchAgent", "\tstate = running", "",
         "\tprogram = /opt/homebrew/bin/node", "\targuments = {", "\t\t/opt/homebrew/bin/node", "\t\t%s/src/%s-sync/dist/worker.js" % (home, s), "\t}", "",
         "\tworking directory = %s/src/%s-sync" % (home, s), "",
         "\tstdout path = %s/Library/Logs/%s-sync.log" % (home, s), "\tstderr path = %s/Library/Logs/%s-sync.err.log" % (home, s),
         "\tinherited environment = {", "\t\tSSH_AUTH_SOCK => /private/tmp/com.apple.launchd.%s/Listeners" % rs(r, ALNUM, 10), "\t}", "",
         "\tdefault environment = {", "\t\tPATH => /usr/bin:/bin:/usr/sbin:/sbin", "\t}", "", "\tenvironment = {"]
    L += ["\t\t%s => %s" % kv_ for kv_ in envl]
    L += ["\t}", "", "\tdomain = gui/%d [100%03d]" % (uid, r.randint(0, 999)), "\tasid = 100%03d" % r.randint(0, 999), "\tminimum runtime = 10",
          "\texit timeout = 5", "\truns = 1", "\tpid = %d" % r.randint(1000, 90000), "\timmediate reason = speculative", "\tforks = 0", "\texecs = 1",
          "\tinitialized = 1", "\ttrampolined = 1", "\tstarted suspended = 0", "\tproxy started suspended = 0", "\tlast exit code = (never exited)", "",
          "\tspawn type = daemon (3)", "\tjetsam priority = 40", "\tjetsam memory limit (active) = (unlimited)",
          "\tjetsam memory limit (inactive) = (unlimited)", "\tjetsamproperties category = daemon", "\tjetsam thread limit = 32", "\tcpumon = default",
          "\tprobabilistic guard malloc policy = {", "\t\tactivation rate = 1/1000", "\t\tsample rate = 1/0", "\t}", "",
          "\tproperties = keepalive | runatload | inferred program", "}"]
    return tail(r, "\n".join(L)), "raw"


@car("railway_variables_output", "railway-variables.txt", ["kv", "url"], ok=ok_and(okb("\n\u2551\u2502"), LEN_OK(96)))
def c_railway(c):
    r = c.r
    s = svc(r)
    name = "%s-sync" % s
    envl = envs(c) + [("RAILWAY_ENVIRONMENT", "production"), ("RAILWAY_ENVIRONMENT_ID", uuid4(r)), ("RAILWAY_ENVIRONMENT_NAME", "production"),
                      ("RAILWAY_PRIVATE_DOMAIN", "%s.railway.internal" % name), ("RAILWAY_PROJECT_ID", uuid4(r)), ("RAILWAY_PROJECT_NAME", "%s-platform" % s),
                      ("RAILWAY_SERVICE_ID", uuid4(r)), ("RAILWAY_SERVICE_NAME", name), ("NODE_ENV", "production")]
    envl.sort(key=lambda kv_: kv_[0])
    kw = max(len(k) for k, _ in envl)
    vw = max(len(strip_marks(v)) for _, v in envl)
    inner = kw + vw + 5
    title = " Variables for %s " % name
    left = (inner - len(title)) // 2
    L = ["$ railway variables --service %s" % name, "\u2554" + "\u2550" * left + title + "\u2550" * (inner - left - len(title)) + "\u2557"]
    for i, (k, v) in enumerate(envl):
        if i:
            L.append("\u2551" + "\u2500" * inner + "\u2551")
        L.append("\u2551 %s \u2502 %s \u2551" % (k.ljust(kw), v + " " * (vw - len(strip_marks(v)))))
    L.append("\u255a" + "\u2550" * inner + "\u255d")
    return tail(r, "\n".join(L)), "raw"


@car("taskwarrior_export_json", "tasks.json", ["kv", "url", "hdr"], ok=ok_and(NO_NL, HDR_SQ, NO_SIG))
def c_taskwarrior(c):
    r, p = c.r, c.p
    s = svc(r)
    t = int(t0s(r))
    tw = lambda x: _time.strftime("%Y%m%dT%H%M%SZ", _time.gmtime(x))
    if p.t == "hdr":
        note = "repro from the bastion: %s" % curl_line(c)
    elif c.bare(0.5):
        note = r.choice(["new key from the vendor portal: %s", "prod value: %s (old one revoked)", "%s <- rotate after the release"]) % c.value()
    else:
        note = "%s (prod, from the vendor portal)" % " ".join("%s=%s" % kv_ for kv_ in envs(c))
    tasks = [{"id": r.randint(1, 9), "description": "Renew the TLS cert on the %s staging ingress" % s, "entry": tw(t - 9 * 86400), "modified": tw(t - 9 * 86400),
              "due": tw(t + 5 * 86400), "project": "ops", "status": "pending", "tags": ["certs"], "uuid": uuid4(r), "urgency": Raw("8.42466")},
             {"id": r.randint(10, 30), "description": "Rotate the %s partner credentials" % s, "entry": tw(t), "modified": tw(t + 310),
              "project": "ops.%s" % s, "status": "pending", "tags": ["partner", "security"], "uuid": uuid4(r),
              "annotations": [{"entry": tw(t + 300), "description": note}], "urgency": Raw("4.9")}]
    return "[\n" + ",\n".join(jcompact(x) for x in tasks) + "\n]\n", "json"


@car("buildkit_plain_progress_log", "build.log", ["kv", "url", "hdr"], ok=ok_and(SH1_OK, NO_SIG))
def c_buildkit(c):
    r, p = c.r, c.p
    s = svc(r)
    img = "%s-sync:dev" % s
    d = lambda: "sha256:" + rs(r, HEXL, 64)
    node = "docker.io/library/node:20-alpine@" + d()
    argline = ""
    step = None
    if p.t == "hdr":
        step = "RUN curl -fsSL %s https://downloads.%s/cli/partner-cli-linux-amd64.tar.gz | tar -xz -C /usr/local/bin" % (
            " ".join("-H '%s: %s'" % kv_ for kv_ in c.headers()), hostpart(r))
        out = None
    elif r.random() < 0.5:
        argline = " ".join("--build-arg %s=%s" % (k, shw(v)) for k, v in envs(c)) + " "
    else:
        step = "RUN printf '%%s\\n' %s > /app/.env.production" % " ".join(sh_sq("%s=%s" % kv_) for kv_ in envs(c))
    L = ["$ docker buildx build --progress=plain %s-t %s ." % (argline, img), '#0 building with "default" instance using docker driver', "",
         "#1 [internal] load build definition from Dockerfile", "#1 transferring dockerfile: %dB done" % r.randint(500, 1400), "#1 DONE 0.0s", "",
         "#2 [internal] load metadata for docker.io/library/node:20-alpine", "#2 DONE %.1fs" % r.uniform(0.4, 2.0), "",
         "#3 [internal] load .dockerignore", "#3 transferring context: 2B done", "#3 DONE 0.0s", "",
         "#4 [1/7] FROM %s" % node, "#4 resolve %s 0.0s done" % node, "#4 CACHED", "",
         "#5 [internal] load build context", "#5 transferring context: %.2fkB 0.0s done" % r.uniform(20, 400), "#5 DONE 0.1s", "",
         "#6 [2/7] WORKDIR /app", "#6 CACHED", "", "#7 [3/7] COPY package*.json ./", "#7 DONE 0.1s", ""]
    n = 8
    steps = ["RUN npm ci --omit=dev", "COPY . .", "RUN npm run build"]
    if step:
        steps.insert(1 if p.t == "hdr" else 2, step)
    else:
        steps.insert(2, "RUN addgroup -S app && adduser -S app -G app")
    for i, st in enumerate(steps):
        L.append("#%d [%d/%d] %s" % (n, i + 4, len(steps) + 3, st))
        if st.startswith("RUN npm ci"):
            a = r.uniform(2, 3)
            L += ["#%d %.3f " % (n, a), "#%d %.3f added %d packages, and audited %d packages in 3s" % (n, a + 0.003, r.randint(150, 300), r.randint(300, 400)),
                  "#%d %.3f found 0 vulnerabilities" % (n, a + 0.004)]
            L.append("#%d DONE %.1fs" % (n, a + r.uniform(0.2, 0.9)))
        elif st.startswith("RUN npm run build"):
            a = r.uniform(0.3, 0.6)
            L += ["#%d %.3f " % (n, a), "#%d %.3f > %s-sync@%s build" % (n, a + 0.001, s, ver(r)), "#%d %.3f > tsc -p tsconfig.build.json" % (n, a + 0.002),
                  "#%d DONE %.1fs" % (n, a + r.uniform(4, 9))]
        else:
            L.append("#%d DONE %.1fs" % (n, r.uniform(0.1, 2.5)))
        L.append("")
        n += 1
    L += ["#%d exporting to image" % n, "#%d exporting layers %.1fs done" % (n, r.uniform(0.3, 1.5)), "#%d writing image %s done" % (n, d()),
          "#%d naming to docker.io/library/%s done" % (n, img), "#%d DONE %.1fs" % (n, r.uniform(0.3, 1.5))]
    return "\n".join(L) + "\n", "raw"


@car("nssm_dump_output", "nssm-dump.txt", ["kv", "url"], crlf=True, ok=okb('"\n'))
def c_nssm(c):
    r = c.r
    s = svc(r)
    name = "%s-sync" % s
    exe = "C:\\Tools\\nssm\\win64\\nssm.exe"
    q = lambda x: '"%s"' % x if " " in strip_marks(x) else x
    envl = [("NODE_ENV", "production")] + envs(c)
    L = ["PS C:\\Users\\Administrator> %s dump %s" % (exe, name),
         '%s install %s "C:\\Program Files\\nodejs\\node.exe"' % (exe, name),
         "%s set %s AppParameters C:\\srv\\%s\\dist\\worker.js" % (exe, name, name),
         "%s set %s AppDirectory C:\\srv\\%s" % (exe, name, name),
         "%s set %s AppEnvironmentExtra %s" % (exe, name, " ".join(q("%s=%s" % kv_) for kv_ in envl)),
         "%s set %s AppExit Default Restart" % (exe, name),
         "%s set %s AppStdout C:\\srv\\%s\\logs\\out.log" % (exe, name, name),
         "%s set %s AppStderr C:\\srv\\%s\\logs\\err.log" % (exe, name, name),
         "%s set %s AppRotateFiles 1" % (exe, name),
         '%s set %s DisplayName "%s partner sync"' % (exe, name, s_cap(r)),
         "%s set %s ObjectName LocalSystem" % (exe, name),
         "%s set %s Start SERVICE_AUTO_START" % (exe, name),
         "%s set %s Type SERVICE_WIN32_OWN_PROCESS" % (exe, name)]
    return "\n".join(L) + "\n", "raw"


# --- secret stores and password managers ---------------------------------------------------------------------------

def GL_B64_OK(kind, p):
    """a value the carrier base64-encodes: one span, no escaping, and room to pad the text before it"""
    if p.inner != "raw" or p.also:
        return False
    if p.t == "blob":
        s_ = p.primary
        pre = strip_marks(s_[:s_.index(P0)])
        return not (p.fmt == "pgpass" and len(pre.encode()) % 3 and "\n" not in pre)
    return ENV_FILE_OK(kind, p)


@car("gcloud_secrets_versions_access_json", "gcloud-secrets-access.txt", ["kv", "url", "blob"], ml="verbatim", ok=GL_B64_OK)
def c_gcloud_secret(c):
    r, p = c.r, c.p
    s = svc(r)
    proj = r.choice(["kw-ops-prod", "larkspur-prod", "quillon-platform"])
    if p.t == "blob":
        sname = "%s-%s" % (s, kebab(blob_name(c, "snake")))
        text = p.content if p.content.endswith("\n") else p.content + "\n"
    elif p.t == "kv" and len(p.entries) == 1 and p.entries[0][1].startswith(P0) and r.random() < 0.6:
        k, v = c.kvs(["SCREAM"])[0]
        sname, text = kebab(k), v
    else:
        sname = "%s-partner-env" % s
        text = env_file(c, "%s partner sync, production" % s)
    b = b64_embed(text)
    raw = base64.b64decode(strip_marks(b))
    d = {"name": "projects/%s/secrets/%s/versions/%d" % (rs(r, DIGITS, 12), sname, r.randint(2, 9)),
         "payload": {"data": b, "dataCrc32c": str(crc32c(raw))}}
    L = "$ gcloud secrets versions access latest --secret=%s --project=%s --format=json\n%s\n" % (sname, proj, jdump(d, 2))
    return L, "base64"


@car("macos_security_find_generic_password", "security-find-generic-password.txt", ["kv", "url"],
     ok=ok_and(lambda k, p: not p.also, okb('"\\\n')))
def c_security(c):
    r = c.r
    k, v = one_entry(c)
    u = person(r)[1].replace(".", "")
    t = int(t0s(r))
    st = _time.strftime("%Y%m%d%H%M%S", _time.gmtime(t)) + "Z"
    hexd = "0x" + "".join("%02X" % b for b in (st + "\x00").encode())
    td = '%s  "%s\\000"' % (hexd, st)
    L = ['$ security find-generic-password -a "$USER" -s %s -g' % k,
         'keychain: "/Users/%s/Library/Keychains/login.keychain-db"' % u, "version: 512", 'class: "genp"', "attributes:",
         '    0x00000007 <blob>="%s"' % k, "    0x00000008 <blob>=<NULL>", '    "acct"<blob>="%s"' % u, '    "cdat"<timedate>=%s' % td,
         '    "crtr"<uint32>=<NULL>', '    "cusi"<sint32>=<NULL>', '    "desc"<blob>=<NULL>', '    "gena"<blob>=<NULL>', '    "icmt"<blob>=<NULL>',
         '    "invi"<sint32>=<NULL>', '    "mdat"<timedate>=%s' % td, '    "nega"<sint32>=<NULL>', '    "prot"<blob>=<NULL>', '    "scrp"<sint32>=<NULL>',
         '    "svce"<blob>="%s"' % k, '    "type"<uint32>=<NULL>', 'password: "%s"' % v]
    return tail(r, "\n".join(L)), "raw"


def SECRET_TOOL_OK(kind, p):
    if p.t == "blob":
        s_ = p.primary
        return not (p.fmt == "pgpass" and "\n" not in strip_marks(s_[:s_.index(P0)]))
    return NO_NL(kind, p)


@car("secret_tool_search_output", "secret-tool-search.txt", ["kv", "url", "blob"], ml="verbatim", ok=SECRET_TOOL_OK)
def c_secret_tool(c):
    r, p = c.r, c.p
    s = svc(r)
    t = int(t0s(r))
    stamp = lambda x: _time.strftime("%Y-%m-%d %H:%M:%S", _time.gmtime(x))
    if p.t == "blob":
        items = [(p.fname, p.content.rstrip("\n"))]
    else:
        items = [(k, v) for k, v in envs(c) if any(m in v for m in MARKS)]
    n = r.randint(3, 40)
    L = ["$ secret-tool search --all --unlock service %s-sync" % s]
    for i, (k, v) in enumerate(items):
        L += ["[/org/freedesktop/secrets/collection/login/%d]" % (n + i), "label = %s-sync: %s" % (s, k), "secret = %s" % v,
              "created = %s" % stamp(t + i * 7), "modified = %s" % stamp(t + i * 7), "schema = org.freedesktop.Secret.Generic",
              "attribute.account = %s" % k, "attribute.service = %s-sync" % s]
    return tail(r, "\n".join(L)), "raw"


@car("dashlane_credentials_csv", "credentials.csv", ["kv", "url", "hdr", "blob"], ml="verbatim", ok=ok_and(secret_no('"'), HDR_SQ),
     prefer=lambda k, t: k in PASSWORD_KINDS)
def c_dashlane(c):
    r, p = c.r, c.p
    s = svc(r)
    hp = hostpart(r)
    who = person(r)
    if p.t == "kv" and c.kind in PASSWORD_KINDS and len(p.entries) == 1 and (c.positive or getattr(p, "pattern", False)):
        row = ["svc_%s" % s, "", "", "%s database (prod)" % s_cap(r), c.value(), "Primary on db-primary.%s:5432, read replica on db-replica" % hp,
               "https://pgadmin.%s" % hp, "Databases", ""]
    else:
        if p.t == "blob":
            note = "%s (copied from the old build host)\n%s" % (p.fname, p.content.rstrip("\n"))
        elif p.t == "hdr":
            note = "Request the partner gave us to test with:\n%s" % curl_line(c)
        else:
            note = "Partner settings for %s\n%s" % (s, "\n".join("%s=%s" % kv_ for kv_ in envs(c)))
        row = ["%s@kestrelworks.io" % who[1], "", "", "%s partner portal" % s_cap(r), "", note, "https://partners.%s" % hp, "Development", ""]
    rows = [["username", "username2", "username3", "title", "password", "note", "url", "category", "otpSecret"],
            ["%s@kestrelworks.io" % who[1], "", "", "Kestrel Works VPN", "", "Signs in with SSO, no local password.", "https://vpn.kestrelworks.io", "Work", ""],
            row]
    if r.random() < 0.5:
        rows[1], rows[2] = rows[2], rows[1]
    return "".join(",".join(csvf(x) for x in row_) + "\n" for row_ in rows), "raw"


# --- configuration of developer and ops tools --------------------------------------------------------------------

@car("samconfig_toml", "samconfig.toml", ["kv", "url"], ok=unless_ref(okb('"\\\n')))
def c_samconfig(c):
    r, p = c.r, c.p
    s = svc(r)
    pairs = [("Stage", "prod")] + [(pascal_name(k), cs(c, v) if is_cref(p) else v) for k, v in c.kvs(["SCREAM", "pascal"])]
    if r.random() < 0.5:
        po = 'parameter_overrides = "%s"' % " ".join('%s=\\"%s\\"' % kv_ for kv_ in pairs)
    else:
        po = "parameter_overrides = [%s]" % ", ".join('"%s=%s"' % kv_ for kv_ in pairs)
    L = ["version = 0.1", "", "[default.global.parameters]", 'stack_name = "%s-sync"' % s, "", "[default.build.parameters]", "cached = true",
         "parallel = true", "", "[default.validate.parameters]", "lint = true", "", "[default.deploy.parameters]", 'capabilities = "CAPABILITY_IAM"',
         "confirm_changeset = true", "resolve_s3 = true", 's3_prefix = "%s-sync"' % s, 'region = "%s"' % r.choice(["eu-west-1", "us-east-1", "eu-central-1"]),
         "image_repositories = []", po, "", "[default.package.parameters]", "resolve_s3 = true", "", "[default.sync.parameters]", "watch = true", "",
         "[default.local_start_api.parameters]", 'warm_containers = "EAGER"', "", "[default.local_start_lambda.parameters]", 'warm_containers = "EAGER"']
    return tail(r, "\n".join(L)), "raw"


@car("kickstart_ks_cfg", "ks.cfg", ["kv", "url", "blob"], ml="verbatim", bad_sub=("\nEOF\n",), ok=kv_only(NO_NL))
def c_kickstart(c):
    r, p = c.r, c.p
    s = svc(r)
    hp = hostpart(r)
    pub = b64s(ssh_str("ssh-ed25519") + ssh_str(rbytes(r, 32)))
    L = ["#version=RHEL9", "# %s-sync worker, generated by the provisioning repo" % s, "text", "lang en_US.UTF-8", "keyboard --xlayouts='us'",
         "timezone Etc/UTC --utc", "network --bootproto=dhcp --device=link --activate --hostname=%s-sync-%02d.%s" % (s, r.randint(1, 9), hp),
         "rootpw --lock", "user --name=ops --groups=wheel --lock", 'sshkey --username=ops "ssh-ed25519 %s ops@%s"' % (pub, hp),
         "firewall --enabled --service=ssh", "selinux --enforcing", "services --enabled=chronyd,sshd", 'bootloader --location=mbr --append="crashkernel=auto"',
         "zerombr", "clearpart --all --initlabel", "autopart --type=lvm", "reboot", "", "%packages", "@^minimal-environment", "curl", "jq", "nodejs", "%end", "",
         "%post --log=/root/ks-post.log", "set -eu", "mkdir -p /etc/%s-sync" % s]
    if p.t == "blob":
        dst = "/root/%s" % p.fname if p.fname.startswith(".") else "/etc/%s-sync/%s" % (s, p.fname)
        L += ["cat > %s <<'EOF'" % dst] + p.content.rstrip("\n").split("\n") + ["EOF", "chmod 600 %s" % dst]
    else:
        L += ["cat > /etc/%s-sync/sync.env <<'EOF'" % s] + ["%s=%s" % kv_ for kv_ in [("NODE_ENV", "production")] + envs(c)] + ["EOF",
                                                                                                                          "chmod 600 /etc/%s-sync/sync.env" % s]
    L += ["systemctl enable %s-sync.service" % s, "%end"]
    return tail(r, "\n".join(L)), "raw"


@car("winsw_service_xml", "service.xml", ["kv", "url"], ok=unless_ref(okb("\n%")))
def c_winsw(c):
    r, p = c.r, c.p
    s = svc(r)
    name = "%s-sync" % s
    L = ["<service>", "  <id>%s</id>" % name, "  <name>%s partner sync</name>" % s_cap(r), "  <description>Syncs %s data with the partner API every five minutes.</description>" % s,
         "  <executable>%BASE%\\node\\node.exe</executable>", "  <arguments>dist\\worker.js</arguments>", "  <workingdirectory>C:\\srv\\%s</workingdirectory>" % name,
         '  <env name="NODE_ENV" value="production"/>']
    L += ['  <env name="%s" value="%s"/>' % (k, xesc(v, attr=True)) for k, v in envs(c)]
    L += ['  <log mode="roll-by-size">', "    <sizeThreshold>10240</sizeThreshold>", "    <keepFiles>8</keepFiles>", "  </log>",
          '  <onfailure action="restart" delay="10 sec"/>', '  <onfailure action="restart" delay="60 sec"/>', "  <startmode>Automatic</startmode>"]
    L += ["</service>"]
    return "\n".join(L) + "\n", "xml", "%s.xml" % name


@car("fastly_toml", "fastly.toml", ["kv", "url", "blob"], ml="verbatim", bad_sub=("'''",), ok=kv_only(TQ_OK))
def c_fastly(c):
    r, p = c.r, c.p
    s = svc(r)
    L = ["# This file describes a Fastly Compute package. To learn more visit:", "# https://www.fastly.com/documentation/reference/compute/fastly-toml", "",
         'authors = ["%s@kestrelworks.io"]' % person(r)[1], 'cloned_from = "https://github.com/fastly/compute-starter-kit-rust-default"',
         'description = "%s partner edge proxy"' % s_cap(r), 'language = "rust"', "manifest_version = 3", 'name = "%s-edge"' % s,
         'service_id = "%s"' % rs(r, ALNUM, 22), "", "[scripts]",
         '  build = "cargo build --bin %s-edge --release --target wasm32-wasip1 --color always"' % s, "", "[local_server]", "",
         "  [local_server.backends]", "", "    [local_server.backends.partner]", '      url = "https://api.%s"' % hostpart(r), "",
         "  [local_server.config_stores]", "", "    [local_server.config_stores.settings]", '      format = "inline-toml"', "",
         "      [local_server.config_stores.settings.contents]", '        log_level = "debug"', '        region = "eu"', "",
         "  [local_server.secret_stores]", ""]
    if p.t == "blob":
        L += ["    [[local_server.secret_stores.%s_secrets]]" % s, '      key = "%s"' % blob_name(c, "snake"), "      data = '''"] + \
            p.content.rstrip("\n").split("\n") + ["'''"]
    else:
        for k, v in c.kvs(["SCREAM", "snake"]):
            L += ["    [[local_server.secret_stores.%s_secrets]]" % s, '      key = "%s"' % k, "      data = %s" % tq(v), ""]
    return tail(r, "\n".join(L)), "raw"


@car("architect_preferences_arc", "preferences.arc", ["kv", "url"], ok=okb(" \t\n#\"'`"))
def c_architect(c):
    r = c.r
    s = svc(r)
    stage = r.choice(["staging", "production"])
    L = ["@sandbox", "environment testing", "useAWS true", "no-hydrate false", "", "@create", "autocreate true", "", "# The @env pragma is synced (and overwritten) by running arc env",
         "@env", "testing", "  LOG_LEVEL debug", "  PARTNER_BASE_URL https://sandbox.partner.%s" % hostpart(r)]
    for st in ("staging", "production"):
        L += [st, "  LOG_LEVEL info"]
        if st == stage:
            L += ["  %s %s" % kv_ for kv_ in envs(c)]
    return tail(r, "\n".join(L)), "raw"


def ros_src(lines):
    """a RouterOS script source as `/export terse` writes it: quotes, dollars and backslashes escaped, CRLF as \\r\\n"""
    out = []
    for ch in "\r\n".join(lines):
        if ch in MARKS:
            out.append(ch)
        elif ch == "\\":
            out.append("\\\\")
        elif ch == '"':
            out.append('\\"')
        elif ch == "$":
            out.append("\\$")
        elif ch == "?":
            out.append("\\?")
        elif ch == "\r":
            out.append("\\r")
        elif ch == "\n":
            out.append("\\n")
        else:
            out.append(ch)
    return '"%s"' % "".join(out)


def ROS_OK(kind, p):
    if p.chars() & set('"$\\?\n'):
        return False
    if p.t == "url":
        return strip_marks(p.url).startswith("https://")
    return NO_SIG(kind, p)


@car("routeros_export_rsc", "export.rsc", ["kv", "url", "hdr"], ok=ROS_OK)
def c_routeros(c):
    r, p = c.r, c.p
    s = svc(r)
    hp = hostpart(r)
    t = t0s(r)
    mac = ":".join("%02X" % x for x in [0x48, 0xA9, 0x8A] + [r.randint(0, 255) for _ in range(3)])
    if p.t == "hdr":
        src = [":local resp [/tool fetch url=\"https://api.%s/v1/health\" %s output=user as-value]" % (
            hp, " ".join('http-header-field="%s: %s"' % kv_ for kv_ in c.headers())),
               ":if (($resp->\"status\") != \"finished\") do={ /log warning \"partner API unreachable\" }"]
    elif p.t == "url":
        src = ['/tool fetch url="%s" http-method=post http-header-field="Content-Type: application/json" '
               'http-data="{\\"text\\":\\"WAN failover on the edge router\\"}" output=none' % p.url,
               ':log info "failover notice sent"']
    else:
        src = [":global %s \"%s\"" % (camel_name(k), v) for k, v in c.kvs(["SCREAM", "camel"])]
        src += [":log info \"partner settings loaded\""]
    L = ["# %s by RouterOS 7.%d.%d" % (_time.strftime("%Y-%m-%d %H:%M:%S", _time.gmtime(t)), r.randint(14, 18), r.randint(0, 3)),
         "# software id = %s-%s" % (rs(r, UPNUM, 4), rs(r, UPNUM, 4)), "#", "# model = RB5009UG+S+", "# serial number = HD0%s" % rs(r, UPNUM, 8),
         "/interface bridge add admin-mac=%s auto-mac=no comment=defconf name=bridge" % mac,
         "/ip address add address=192.168.88.1/24 comment=defconf interface=bridge network=192.168.88.0",
         "/ip dns set allow-remote-requests=yes servers=1.1.1.1,9.9.9.9",
         "/system clock set time-zone-name=Europe/Amsterdam", "/system identity set name=edge-%s%d" % (r.choice(["ams", "fra", "lhr"]), r.randint(1, 4)),
         "/system scheduler add interval=5m name=partner-%s on-event=partner-%s policy=read,write,policy,test start-date=2025-06-01 start-time=startup" % (s, s),
         "/system script add dont-require-permissions=no name=partner-%s owner=admin policy=read,write,policy,test source=%s" % (s, ros_src(src))]
    return "\n".join(L) + "\n", "raw"


@car("openwrt_uci_config", "uci-config", ["kv", "url"], ok=okb("'\n"))
def c_openwrt(c):
    r, p = c.r, c.p
    s = svc(r)
    L = ["", "config sync 'main'", "\toption enabled '1'", "\toption interval '300'", "\toption log_level 'info'",
         "\toption endpoint 'https://api.%s/v1/sync'" % hostpart(r)]
    L += ["\toption %s '%s'" % (ident(k).lower(), v) for k, v in c.kvs(["snake"])]
    L += ["", "config retry 'retry'", "\toption max_attempts '5'", "\toption backoff '30'", ""]
    return "\n".join(L), "raw", "%s-sync" % s


def RSYSLOG_OK(kind, p):
    """log-shipping headers only (an ingest endpoint takes Authorization, DD-API-KEY or X-Honeycomb-Team), or omelasticsearch's pwd"""
    if p.t == "hdr":
        if p.hextra or p.hname not in ("Authorization", "DD-API-KEY", "X-Honeycomb-Team"):
            return False
        if p.hname == "Authorization" and strip_marks(p.hval).split(" ")[0] not in ("Bearer", "Basic", "Splunk", "Token", "Api-Key"):
            return False
        return not (p.chars() & set('"\\\n'))
    return (kind in ("generic-password-short-named", "planetscale-password") and len(p.entries) == 1 and FIXED_NEG(kind, p)
            and not (p.chars() & set('"\\\n')))


@car("rsyslog_conf", "60-partner.conf", ["kv", "hdr"], ok=RSYSLOG_OK, prefer=lambda k, t: t == "hdr")
def c_rsyslog(c):
    r, p = c.r, c.p
    s = svc(r)
    hp = hostpart(r)
    L = ["# /etc/rsyslog.d/60-partner.conf", "", 'template(name="tpl_json" type="list" option.jsonf="on") {',
         '    property(outname="@timestamp" name="timereported" dateFormat="rfc3339" format="jsonf")',
         '    property(outname="host" name="hostname" format="jsonf")', '    property(outname="program" name="programname" format="jsonf")',
         '    property(outname="message" name="msg" format="jsonf")', "}", ""]
    if p.t == "hdr":
        L += ['module(load="omhttp")', "", "if $programname == '%s-sync' then {" % s, '    action(type="omhttp"', '        server="logs.%s"' % hp,
              '        serverport="443"', '        restpath="v1/ingest"', '        usehttps="on"', '        template="tpl_json"', '        batch="on"',
              '        batch.format="jsonarray"', "        httpheaders=[%s]" % ", ".join('"%s: %s"' % kv_ for kv_ in c.headers()),
              '        action.resumeRetryCount="-1")', "    stop", "}"]
    else:
        L += ['module(load="omelasticsearch")', "", "if $programname == '%s-sync' then {" % s, '    action(type="omelasticsearch"',
              '        server="es01.%s"' % hp, '        serverport="9200"', '        searchIndex="syslog-%s"' % s, '        template="tpl_json"',
              '        usehttps="on"', '        uid="rsyslog_writer"', '        pwd="%s"' % c.value(), '        bulkmode="on"', '        action.resumeRetryCount="-1")',
              "    stop", "}"]
    return tail(r, "\n".join(L)), "raw"


@car("platformsh_app_yaml", ".platform.app.yaml", ["kv", "url", "blob"], ml="indent", bad_sub=("\nEOF\n",),
     ok=kv_only(YS_OK))
def c_platformsh(c):
    r, p = c.r, c.p
    s = svc(r)
    hp = hostpart(r)
    L = ["name: %s-sync" % s, "type: 'nodejs:20'", "disk: 512", "", "relationships:", "    database: 'db:postgresql'", ""]
    if p.t in ("kv", "url"):
        L += ["variables:", "    env:", "        NODE_ENV: production"] + ["        %s: %s" % (k, ys(v)) for k, v in envs(c)] + [""]
    deploy = ["set -e", "node dist/migrate.js"]
    if p.t == "blob":
        dst = "$PLATFORM_APP_DIR/%s" % p.fname if p.fname.startswith(".") else "$PLATFORM_APP_DIR/config/%s" % p.fname
        deploy += ["cat > %s <<'EOF'" % dst] + p.content.rstrip("\n").split("\n") + ["EOF", "chmod 600 %s" % dst]
    L += ["hooks:", "    build: |", "        set -e", "        npm ci", "        npm run build", "    deploy: |"] + yblock("\n".join(deploy), 8)
    L += ["", "web:", "    commands:", "        start: 'node dist/worker.js'", "", "crons:", "    sync:", "        spec: '*/15 * * * *'", "        commands:",
          "            start: 'node dist/sync.js --once'"]
    return tail(r, "\n".join(L)), "raw"


@car("ddev_config_yaml", "config.local.yaml", ["kv", "url"], ok=YS_OK)
def c_ddev(c):
    r, p = c.r, c.p
    s = svc(r)
    L = ["# .ddev/config.local.yaml - local overrides, not committed", "name: %s-portal" % s, "type: laravel", "docroot: public", 'php_version: "8.3"',
         "webserver_type: nginx-fpm", "xdebug_enabled: false", "additional_hostnames: []", "additional_fqdns: []", "database:", "    type: mariadb",
         '    version: "10.11"', "use_dns_when_possible: true", 'composer_version: "2"', 'nodejs_version: "20"', "web_environment:", "    - APP_ENV=local"]
    L += ["    - %s" % ys("%s=%s" % kv_) for kv_ in envs(c)]
    L += ["hooks:", "    post-start:", "        - exec: composer install"]
    return tail(r, "\n".join(L)), "raw"


@car("fleet_run_json", "run.json", ["kv", "url", "blob"], ml="json", ok=okb("$"))
def c_fleet(c):
    r, p = c.r, c.p
    s = svc(r)
    cfgs = [{"type": "command", "name": "dev server", "program": "npm", "args": ["run", "dev"], "workingDir": "$PROJECT_DIR$"}]
    pairs = [(envk(blob_name(c, "SCREAM")), p.content)] if p.t == "blob" else envs(c)
    cfgs.append({"type": "command", "name": "sync once (prod)", "program": "node", "args": ["dist/worker.js", "--once"], "workingDir": "$PROJECT_DIR$",
                 "environment": dict([("NODE_ENV", "production")] + pairs)})
    return jdump({"configurations": cfgs}, 4) + "\n", "json"


def XONSH_OK(kind, p):
    if p.t == "blob":
        return '"""' not in "".join(p.texts()) and "\\" not in "".join(p.texts())
    if p.t == "hdr":
        return not (p.chars() & set("'\"\\\n")) and NO_SIG(kind, p)
    return not (p.chars() & set("'\\\n"))


@car("xonshrc", ".xonshrc", ["kv", "url", "hdr", "blob"], ml="verbatim", ok=XONSH_OK)
def c_xonsh(c):
    r, p = c.r, c.p
    s = svc(r)
    L = ["# ~/.xonshrc", "$XONSH_SHOW_TRACEBACK = True", "$AUTO_CD = True", "$PATH.insert(0, '~/.local/bin')", "xontrib load vox", "",
         "aliases['gs'] = 'git status -sb'", "aliases['k'] = 'kubectl'", ""]
    if p.t == "hdr":
        L += ["# partner API probe", "aliases['%s-probe'] = \"%s\"" % (s, curl_line(c))]
    elif p.t == "blob":
        var = "_" + ident(blob_name(c, "snake")).lower()
        dst = "~/%s" % p.fname if p.fname.startswith(".") else "~/.config/%s/%s" % (s, p.fname)
        L += ["%s = r\"\"\"" % var] + p.content.rstrip("\n").split("\n") + ['"""', "pf'%s'.expanduser().parent.mkdir(parents=True, exist_ok=True)" % dst,
                                                                          "pf'%s'.expanduser().write_text(%s.lstrip())" % (dst, var)]
    else:
        L += ["# %s partner sync" % s] + ["$%s = '%s'" % kv_ for kv_ in envs(c)]
    L += ["", "def _proj():", "    cd ~/src/%s-sync" % s, "aliases['proj'] = _proj"]
    return tail(r, "\n".join(L)), "raw"


# --- database, stream and change-data consoles ------------------------------------------------------------------

def _rows(c, blob_ok=False):
    """(name, value) rows of a settings table: headers for a header payload, else the payload's pairs"""
    p = c.p
    if p.t == "hdr":
        return c.headers(), "partner_headers"
    if p.t == "blob":
        return [(blob_name(c, "SCREAM"), p.content)], "service_files"
    return envs(c), "service_settings"


@car("spark_sql_cli_session", "spark-sql-session.txt", ["kv", "url", "hdr"], ok=okb("\t\n"))
def c_spark_sql(c):
    r = c.r
    s = svc(r)
    t = t0s(r)
    rows, tbl = _rows(c)
    rows = sorted(([("LOG_LEVEL", "info")] if tbl == "service_settings" else []) + list(rows), key=lambda kv_: kv_[0])
    stamp = lambda x: _time.strftime("%y/%m/%d %H:%M:%S", _time.gmtime(x))
    host_ = "edge-%02d.hadoop.%s" % (r.randint(1, 4), hostpart(r))
    L = ["$ spark-sql --master yarn --database ops",
         "%s WARN NativeCodeLoader: Unable to load native-hadoop library for your platform... using builtin-java classes where applicable" % stamp(t - 20),
         'Setting default log level to "WARN".', "To adjust logging level use sc.setLogLevel(newLevel). For SparkR, use setLogLevel(newLevel).",
         "%s WARN Client: Neither spark.yarn.jars nor spark.yarn.archive is set, falling back to uploading libraries under SPARK_HOME." % stamp(t - 14),
         "Spark Web UI available at http://%s:4040" % host_, "Spark master: yarn, Application Id: application_%d_%04d" % (int(t - 90000) * 1000 + r.randint(0, 999), r.randint(1, 300)),
         "spark-sql (ops)> SELECT name, value FROM %s WHERE service = '%s' ORDER BY name;" % (tbl, s)]
    L += ["%s\t%s" % kv_ for kv_ in rows]
    L += ["Time taken: %.3f seconds, Fetched %d row(s)" % (r.uniform(0.8, 4.5), len(rows)), "spark-sql (ops)> exit;"]
    return tail(r, "\n".join(L)), "raw"


@car("db2_clp_output", "db2-query.txt", ["kv", "url", "hdr"], ok=ok_and(okb("\n\t"), LEN_OK(200)))
def c_db2(c):
    r = c.r
    s = svc(r)
    rows, tbl = _rows(c)
    rows = sorted(([("LOG_LEVEL", "info")] if tbl == "service_settings" else []) + list(rows), key=lambda kv_: kv_[0])
    L = ["$ db2 connect to OPSDB", "", "   Database Connection Information", "", " Database server        = DB2/LINUXX8664 11.5.9.0",
         " SQL authorization ID   = DB2INST1", " Local database alias   = OPSDB", "",
         "$ db2 \"SELECT NAME, VALUE FROM OPS.%s WHERE SERVICE = '%s' ORDER BY NAME\"" % (tbl.upper(), s), "",
         "NAME".ljust(40) + " " + "VALUE".ljust(200), "-" * 40 + " " + "-" * 200]
    L += [k.ljust(40) + " " + v + " " * (200 - len(strip_marks(v))) for k, v in rows]
    L += ["", "  %d record(s) selected." % len(rows), ""]
    return "\n".join(L) + "\n", "raw"


@car("mysqlbinlog_verbose_output", "binlog-decoded.txt", ["kv", "url", "hdr"], ok=okb("'\\\n\r\t"))
def c_mysqlbinlog(c):
    r = c.r
    s = svc(r)
    t = int(t0s(r))
    rows, tbl = _rows(c)
    d6 = _time.strftime("%y%m%d %H:%M:%S", _time.gmtime(t))
    crc = lambda: "0x%08x" % r.getrandbits(32)
    pos = r.randint(100000, 900000)
    tid = r.randint(40, 400)
    seq_ = r.randint(100, 9000)
    tabid = r.randint(80, 300)
    L = ["$ mysqlbinlog --base64-output=DECODE-ROWS -vv --start-datetime=\"%s\" /var/lib/mysql/binlog.%06d" % (
        _time.strftime("%Y-%m-%d %H:%M:00", _time.gmtime(t - 120)), r.randint(10, 400)),
         "# The proper term is pseudo_replica_mode, but we use this compatibility alias",
         "# to make the statement usable on server versions 8.0.24 and older.",
         "/*!50530 SET @@SESSION.PSEUDO_SLAVE_MODE=1*/;", "/*!50003 SET @OLD_COMPLETION_TYPE=@@COMPLETION_TYPE,COMPLETION_TYPE=0*/;",
         "DELIMITER /*!*/;", "# at 4",
         "#%s server id 1  end_log_pos 126 CRC32 %s \tStart: binlog v 4, server v 8.0.%d created %s" % (d6, crc(), r.randint(35, 41), d6),
         "# Warning: this binlog is either in use or was not closed properly.", "# at %d" % pos,
         "#%s server id 1  end_log_pos %d CRC32 %s \tAnonymous_GTID\tlast_committed=%d\tsequence_number=%d\trbr_only=yes\toriginal_committed_timestamp=%d\t"
         "immediate_commit_timestamp=%d\ttransaction_length=%d" % (d6, pos + 79, crc(), seq_ - 1, seq_, t * 1000000 + r.randint(0, 999999),
                                                                 t * 1000000 + r.randint(0, 999999), r.randint(400, 900)),
         "/*!50718 SET TRANSACTION ISOLATION LEVEL READ COMMITTED*//*!*/;",
         "# original_commit_timestamp=%d (%s.%06d UTC)" % (t * 1000000, _time.strftime("%Y-%m-%d %H:%M:%S", _time.gmtime(t)), r.randint(0, 999999)),
         "/*!80001 SET @@session.original_commit_timestamp=%d*//*!*/;" % (t * 1000000), "/*!80014 SET @@session.original_server_version=80036*//*!*/;",
         "SET @@SESSION.GTID_NEXT= 'ANONYMOUS'/*!*/;", "# at %d" % (pos + 79),
         "#%s server id 1  end_log_pos %d CRC32 %s \tQuery\tthread_id=%d\texec_time=0\terror_code=0" % (d6, pos + 158, crc(), tid),
         "SET TIMESTAMP=%d/*!*/;" % t, "BEGIN", "/*!*/;", "# at %d" % (pos + 158),
         "#%s server id 1  end_log_pos %d CRC32 %s \tTable_map: `ops`.`%s` mapped to number %d" % (d6, pos + 230, crc(), tbl, tabid),
         "# has_generated_invisible_primary_key=0", "# at %d" % (pos + 230),
         "#%s server id 1  end_log_pos %d CRC32 %s \tWrite_rows: table id %d flags: STMT_END_F" % (d6, pos + 480, crc(), tabid)]
    n0 = r.randint(10, 900)
    for i, (k, v) in enumerate(rows):
        L += ["### INSERT INTO `ops`.`%s`" % tbl, "### SET", "###   @1=%d /* INT meta=0 nullable=0 is_null=0 */" % (n0 + i),
              "###   @2='%s' /* VARSTRING(256) meta=256 nullable=0 is_null=0 */" % s,
              "###   @3='%s' /* VARSTRING(256) meta=256 nullable=0 is_null=0 */" % k,
              "###   @4='%s' /* VARSTRING(8192) meta=8192 nullable=0 is_null=0 */" % v]
    L += ["# at %d" % (pos + 480), "#%s server id 1  end_log_pos %d CRC32 %s \tXid = %d" % (d6, pos + 511, crc(), r.randint(10000, 999999)),
          "COMMIT/*!*/;", "SET @@SESSION.GTID_NEXT= 'AUTOMATIC' /* added by mysqlbinlog */ /*!*/;", "DELIMITER ;", "# End of log file",
          "/*!50003 SET COMPLETION_TYPE=@OLD_COMPLETION_TYPE*/;", "/*!50530 SET @@SESSION.PSEUDO_SLAVE_MODE=0*/;"]
    return "\n".join(L) + "\n", "raw"


@car("debezium_change_event_json", "ops.public.service_settings.jsonl", ["kv", "url", "hdr", "blob"], ml="json")
def c_debezium(c):
    r = c.r
    s = svc(r)
    t = t0s(r)
    rows, tbl = _rows(c)
    lsn = r.randint(20000000, 90000000)
    tx = r.randint(500, 90000)
    n0 = r.randint(10, 900)
    L = []
    lag = r.randint(3, 40)
    for i, (k, v) in enumerate(rows):
        ms_ = int(t * 1000) + i
        L.append({"before": None, "after": {"id": n0 + i, "service": s, "name": k, "value": v, "updated_at": iso_us(t)},
                  "source": {"version": "2.7.3.Final", "connector": "postgresql", "name": "ops", "ts_ms": ms_, "snapshot": "false", "db": "ops",
                             "sequence": json.dumps([str(lsn), str(lsn + 56 * (i + 1))], separators=(",", ":")), "ts_us": ms_ * 1000, "ts_ns": ms_ * 1000000,
                             "schema": "public", "table": tbl, "txId": tx, "lsn": lsn + 56 * (i + 1), "xmin": None},
                  "transaction": None, "op": "c", "ts_ms": ms_ + lag, "ts_us": (ms_ + lag) * 1000, "ts_ns": (ms_ + lag) * 1000000})
    return "\n".join(jcompact(x) for x in L) + "\n", "json", "ops.public.%s.jsonl" % tbl


@car("athena_get_query_results_json", "get-query-results.json", ["kv", "url", "hdr", "blob"], ml="json")
def c_athena(c):
    r = c.r
    s = svc(r)
    rows, tbl = _rows(c)
    if tbl == "service_settings":
        rows = [("LOG_LEVEL", "info")] + list(rows)
    col = lambda n: {"CatalogName": "hive", "SchemaName": "", "TableName": "", "Name": n, "Label": n, "Type": "varchar", "Precision": 2147483647, "Scale": 0,
                     "Nullable": "UNKNOWN", "CaseSensitive": True}
    d = {"UpdateCount": 0,
         "ResultSet": {"Rows": [{"Data": [{"VarCharValue": "name"}, {"VarCharValue": "value"}]}] +
                              [{"Data": [{"VarCharValue": k}, {"VarCharValue": v}]} for k, v in rows],
                       "ResultSetMetadata": {"ColumnInfo": [col("name"), col("value")]}}}
    qid = uuid4(r)
    return "$ aws athena get-query-results --query-execution-id %s\n%s\n" % (qid, jdump(d, 4)), "json"


# --- logs ------------------------------------------------------------------------------------------------------------

def MODSEC_OK(kind, p):
    if cspec(p):
        return nt(p) == "redacted" and p.t == "hdr"
    if p.t == "hdr":
        return not p.ml
    return True


@car("modsec_audit_log", "modsec_audit.log", ["kv", "url", "hdr", "blob"], ml="verbatim", ok=MODSEC_OK, prefer=lambda k, t: t == "hdr")
def c_modsec(c):
    r, p = c.r, c.p
    s = svc(r)
    t = t0s(r)
    bid = rs(r, HEXL, 8)
    host_ = "portal.%s" % hostpart(r)
    cip = "203.0.113.%d" % r.randint(2, 250)
    hs = [("Host", host_), ("User-Agent", "python-requests/2.32.3"), ("Accept-Encoding", "gzip, deflate"), ("Accept", "*/*"), ("Connection", "keep-alive")]
    enc = "raw"
    body = None
    if p.t == "hdr":
        line = "GET /api/v1/partner/orders?since=2025-06-%02d HTTP/1.1" % r.randint(1, 28)
        hs += [(k, cs(c, v) if cspec(p) and P0 in v else v) for k, v in c.headers()]
    elif p.t == "blob":
        line = "PUT /api/v1/partner/files/%s HTTP/1.1" % p.fname.lstrip(".")
        body = p.content
        hs += [("Content-Type", "text/plain"), ("Content-Length", str(len(strip_marks(body).encode())))]
    else:
        line = "POST /api/v1/partner/settings HTTP/1.1"
        body = jcompact(dict([("service", s)] + c.kvs(["snake", "camel"])))
        hs += [("Content-Type", "application/json"), ("Content-Length", str(len(strip_marks(body).encode())))]
        enc = "json"
    stamp = _time.strftime("%d/%b/%Y:%H:%M:%S", _time.gmtime(t)) + ".%06d +0000" % r.randint(0, 999999)
    us = int(t * 1000000)
    dur = r.randint(900, 9000)
    L = ["--%s-A--" % bid, "[%s] %s %s %d 10.0.2.15 443" % (stamp, rs(r, ALNUM + "@-", 24), cip, r.randint(30000, 65000)), "--%s-B--" % bid, line]
    L += ["%s: %s" % kv_ for kv_ in hs] + [""]
    if body is not None:
        L += ["--%s-C--" % bid, body.rstrip("\n")]
    L += ["--%s-F--" % bid, "HTTP/1.1 401 Unauthorized", "Content-Type: application/json", "Content-Length: 57", "Keep-Alive: timeout=5, max=100",
          "Connection: Keep-Alive", "", "--%s-H--" % bid,
          'Message: Warning. Matched phrase "python-requests" at REQUEST_HEADERS:User-Agent. [file "/usr/share/modsecurity-crs/rules/REQUEST-913-SCANNER-DETECTION.conf"] '
          '[line "143"] [id "913101"] [msg "Found User-Agent associated with scripting/generic HTTP client"] [data "Matched Data: python-requests found within '
          'REQUEST_HEADERS:User-Agent: python-requests/2.32.3"] [severity "CRITICAL"] [ver "OWASP_CRS/3.3.5"] [tag "application-multi"] [tag "language-multi"] '
          '[tag "platform-multi"] [tag "attack-reputation-scripting"] [tag "OWASP_CRS"] [tag "capec/1000/118/224/541/310"] [tag "PCI/6.5.10"] [tag "paranoia-level/2"]',
          "Apache-Handler: proxy-server", "Stopwatch: %d %d (- - -)" % (us, dur),
          "Stopwatch2: %d %d; combined=%d, p1=%d, p2=%d, p3=0, p4=0, p5=%d, sr=%d, sw=0, l=0, gc=0" % (us, dur, r.randint(600, 2000), r.randint(100, 400),
                                                                                                       r.randint(300, 1200), r.randint(50, 200), r.randint(20, 80)),
          "Response-Body-Transformed: Dechunked", "Producer: ModSecurity for Apache/2.9.7 (http://www.modsecurity.org/); OWASP_CRS/3.3.5.", "Server: Apache",
          'Engine-Mode: "DETECTION_ONLY"', "", "--%s-Z--" % bid, ""]
    return "\n".join(L), enc


def exinspect(v):
    return '"%s"' % v


def exmap(d):
    """Elixir's inspect of a map with string keys (small maps print their keys in term order)"""
    items = sorted(d.items(), key=lambda kv_: strip_marks(kv_[0]).encode())
    return "%{" + ", ".join('"%s" => %s' % (k, exmap(v) if isinstance(v, dict) else exinspect(v)) for k, v in items) + "}"


def PHX_OK(kind, p):
    if cspec(p):
        return nt(p) == "redacted"
    return okb('"\\\n#')(kind, p)


@car("phoenix_request_log", "phoenix.log", ["kv", "url"], ok=PHX_OK)
def c_phoenix(c):
    r, p = c.r, c.p
    s = svc(r)
    t = t0s(r)
    rid, rid0 = rs(r, B64URL, 20), rs(r, B64URL, 20)
    hms = lambda x: _time.strftime("%H:%M:%S", _time.gmtime(x)) + ".%03d" % (int(x * 1000) % 1000)
    pre = lambda x: "%s request_id=%s" % (hms(x), rid)
    settings = {k: (cs(c, v) if cspec(p) else v) for k, v in c.kvs(["snake", "SCREAM"])}
    params = {"service": s, "settings": settings}
    ctrl = "%sWeb.PartnerSettingsController" % s_cap(r)
    dur = r.randint(4, 40)
    L = ["%s request_id=%s [info] GET /health" % (hms(t - 30), rid0), "%s request_id=%s [info] Sent 200 in %dµs" % (hms(t - 29.999), rid0, r.randint(200, 900)),
         "%s [info] PUT /api/partner/settings" % pre(t), "%s [debug] Processing with %s.update/2" % (pre(t + 0.002), ctrl),
         "  Parameters: %s" % exmap(params), "  Pipelines: [:api, :require_admin]", "%s [info] Sent 200 in %dms" % (pre(t + dur / 1000.0), dur)]
    return "\n".join(L) + "\n", "raw"


def ASPNET_OK(kind, p):
    if cspec(p):
        return nt(p) == "redacted" and p.t == "hdr"
    if p.t == "hdr":
        return NO_NL(kind, p)
    return NOQ(kind, p)


@car("aspnetcore_http_logging", "orders-api.log", ["kv", "url", "hdr"], ok=ASPNET_OK, prefer=lambda k, t: t == "hdr")
def c_aspnet(c):
    r, p = c.r, c.p
    s = svc(r)
    cat = "Microsoft.AspNetCore.HttpLogging.HttpLoggingMiddleware"
    ind = " " * 6
    host_ = "%s-api.%s" % (s, hostpart(r))
    if p.t == "hdr":
        method, path_, body = "GET", "/api/partner/orders", None
        extra = [(k, cs(c, v) if cspec(p) and P0 in v else v) for k, v in c.headers()]
    else:
        method, path_ = "PUT", "/api/partner/settings"
        body = jcompact(dict([("service", s)] + [(camel_name(k), v) for k, v in c.kvs(["camel"])]))
        extra = [("Content-Type", "application/json"), ("Content-Length", str(len(strip_marks(body).encode())))]
    req = ["Request:", "Protocol: HTTP/1.1", "Method: %s" % method, "Scheme: https", "PathBase: ", "Path: %s" % path_, "Accept: application/json",
           "Host: %s" % host_, "User-Agent: %s-admin/%s" % (s, ver(r))] + ["%s: %s" % kv_ for kv_ in extra]
    L = ["info: Microsoft.Hosting.Lifetime[14]", ind + "Now listening on: http://[::]:8080", "info: Microsoft.Hosting.Lifetime[0]",
         ind + "Application started. Press Ctrl+C to shut down.", "info: %s[1]" % cat] + [ind + x for x in req]
    if body is not None:
        L += ["info: %s[3]" % cat, ind + "RequestBody: %s" % body, ind + "RequestBody status: [Completed]"]
    L += ["info: %s[2]" % cat, ind + "Response:", ind + "StatusCode: 401", ind + "Content-Type: application/problem+json; charset=utf-8",
          "info: %s[4]" % cat, ind + 'ResponseBody: {"type":"https://tools.ietf.org/html/rfc9110#section-15.5.2","title":"Unauthorized","status":401}',
          "info: %s[8]" % cat, ind + "Duration: %.4fms" % r.uniform(2, 40)]
    return "\n".join(L) + "\n", "raw", "%s-api.log" % s


def CB_OK(kind, p):
    if cspec(p):
        return nt(p) == "redacted" and p.t in ("kv", "url")
    return HDR_SQ(kind, p) and NO_SIG(kind, p)


@car("codebuild_build_log", "codebuild.log", ["kv", "url", "hdr", "blob"], ml="verbatim", ok=CB_OK)
def c_codebuild(c):
    r, p = c.r, c.p
    s = svc(r)
    t = t0s(r)
    src = "/codebuild/output/src%d/src/github.com/kestrel-works/%s-sync" % (r.randint(100000000, 999999999), s)
    k = [0]

    def ln(msg):
        k[0] += 1
        x = t + k[0] * 0.4 + r.uniform(0, 0.3)
        return "[Container] %s.%06d %s" % (_time.strftime("%Y/%m/%d %H:%M:%S", _time.gmtime(x)), int(x * 1000000) % 1000000, msg)
    if p.t == "hdr":
        cmd, out = curl_line(c, "https://api.%s/v1/contracts/verify" % hostpart(r)), '{"status":"ok","contracts":12}'
    elif p.t == "blob":
        cmd, out = "cat deploy/secrets/%s" % p.fname, p.content.rstrip("\n")
    else:
        pairs = [(k_, cs(c, v) if cspec(p) else v) for k_, v in envs(c)]
        cmd, out = "printenv | grep -E '^(%s)=' | sort" % "|".join(k_ for k_, _ in pairs), "\n".join("%s=%s" % kv_ for kv_ in sorted(pairs))
    L = [ln("Running on CodeBuild On-demand"), ln("Waiting for agent ping"), ln("Waiting for DOWNLOAD_SOURCE"), ln("Phase is DOWNLOAD_SOURCE"),
         ln("CODEBUILD_SRC_DIR=%s" % src), ln("YAML location is %s/buildspec.yml" % src), ln("Setting HTTP client timeout to higher timeout for Github and GitHub Enterprise sources"),
         ln("Processing environment variables"), ln("No runtime version selected in buildspec."), ln("Moving to directory %s" % src),
         ln("Cache is not defined in the buildspec"), ln("Skip cache due to: no paths specified to be cached"),
         ln("Registering with agent"), ln("Phases found in YAML: 2"), ln(" BUILD: 3 commands"), ln(" POST_BUILD: 1 commands"),
         ln("Phase complete: DOWNLOAD_SOURCE State: SUCCEEDED"), ln("Phase context status code:  Message: "), ln("Entering phase INSTALL"),
         ln("Phase complete: INSTALL State: SUCCEEDED"), ln("Phase context status code:  Message: "), ln("Entering phase PRE_BUILD"),
         ln("Phase complete: PRE_BUILD State: SUCCEEDED"), ln("Phase context status code:  Message: "), ln("Entering phase BUILD"),
         ln("Running command npm ci"), "", "added %d packages, and audited %d packages in %ds" % (r.randint(150, 300), r.randint(300, 400), r.randint(4, 12)), "",
         "found 0 vulnerabilities", "", ln("Running command %s" % cmd), out, "", ln("Running command npm test"), "",
         "> %s-sync@%s test" % (s, ver(r)), "> vitest run", "", " Test Files  %d passed (%d)" % (9, 9), "      Tests  %d passed (%d)" % (64, 64), "",
         ln("Phase complete: BUILD State: SUCCEEDED"), ln("Phase context status code:  Message: "), ln("Entering phase POST_BUILD"),
         ln("Running command echo Build completed on `date`"), "Build completed on %s" % _time.strftime("%a %b %d %H:%M:%S UTC %Y", _time.gmtime(t + 30)),
         "", ln("Phase complete: POST_BUILD State: SUCCEEDED"), ln("Phase context status code:  Message: ")]
    return "\n".join(L) + "\n", "raw"


def CHROME_OK(kind, p):
    return not (p.chars() & set("'\\\n")) and NO_SIG(kind, p)


@car("chrome_devtools_console_log", "console.log", ["kv", "url", "hdr"], ok=CHROME_OK)
def c_chrome_console(c):
    r, p = c.r, c.p
    s = svc(r)
    t = ms(r)
    bundle = "index-%s.js" % rs(r, ALNUM + "_-", 8)
    hp = hostpart(r)
    jsk = lambda k: k if _re.match(r"^[A-Za-z_$][A-Za-z0-9_$]*$", k) else "'%s'" % k
    obj = lambda pairs: "{%s}" % ", ".join("%s: '%s'" % (jsk(k), v) for k, v in pairs)
    L = ["%s:2 Download the React DevTools for a better development experience: https://reactjs.org/link/react-devtools" % bundle,
         "[vite] connected." if r.random() < 0.5 else "client:495 [vite] connected."]
    if p.t == "hdr":
        hs = c.headers()
        if all(len(strip_marks(v)) <= 100 for _, v in hs):
            L.append("partnerClient.ts:31 [partner] request headers %s" % obj([("Accept", "application/json")] + list(hs)))
        else:
            L += ["partnerClient.ts:31 [partner] %s: %s" % kv_ for kv_ in hs]
        L.append("partnerClient.ts:44  GET https://api.%s/v1/orders 401 (Unauthorized)" % hp)
    else:
        pairs = [(camel_name(k), v) for k, v in c.kvs(["camel"])]
        if all(len(strip_marks(v)) <= 100 for _, v in pairs) and r.random() < 0.6:
            L.append("config.ts:18 [config] loaded %s" % obj([("apiBaseUrl", "https://api.%s" % hp), ("logLevel", "debug")] + pairs))
        else:
            L += ["config.ts:18 [config] %s = %s" % kv_ for kv_ in pairs]
        L.append("partnerClient.ts:44  POST https://api.%s/v1/sync 401 (Unauthorized)" % hp)
    L.append("partnerClient.ts:52 Error: partner API rejected the request\n    at PartnerClient.send (partnerClient.ts:52:13)\n    at async SyncPanel.run (SyncPanel.tsx:88:7)")
    return "\n".join(L) + "\n", "raw", "localhost-%d.log" % t


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
    try:
        out = CARS[cname]["fn"](c)
    finally:
        _CUR["svc"] = None
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
    SPECIAL_NEGS.update(c22_special())
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
    "samconfig_toml": ("/kw/%s", "an SSM parameter name handed to an `AWS::SSM::Parameter::Value<String>` template parameter; CloudFormation reads the parameter when the stack deploys"),
    "winsw_service_xml": ("%%%s%%", "a WinSW environment expansion (`%NAME%`), filled in from the machine's environment when the service starts"),
}
REF_CASE = {"samconfig_toml": "path"}
CARRIER_MASKS = {
    "modsec_audit_log": (lambda s_: "*" * len(s_), "redacted: ModSecurity's `sanitiseRequestHeader` action wrote the header value into the audit log as asterisks"),
    "phoenix_request_log": ("[FILTERED]", "redacted: Phoenix's `filter_parameters` logged the parameter as `[FILTERED]`"),
    "aspnetcore_http_logging": ("[Redacted]", "redacted: ASP.NET Core's HTTP logging middleware writes `[Redacted]` for every header that is not on its `RequestHeaders` allow-list"),
    "codebuild_build_log": ("***", "redacted: CodeBuild masks values it took from Parameter Store or Secrets Manager (`env.parameter-store` / `env.secrets-manager` in the buildspec) as `***` in the build log"),
}
CARRIER_ENC = {}
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
    """a pattern negative for `kind`: the type is drawn per rule id (corpus 22 draw), the value per carrier"""
    p = KINDS[kind][0](r, 1)
    s = p.secret
    pfx = kind_prefix(kind, s)
    body = s[len(pfx):]
    nm = kind.replace("-named", "").replace("-prefixed", "")
    cname = _CUR.get("carrier")
    t = ["secret-ref", "encrypted", "placeholder", "redacted", "truncated", "hash"][zlib.crc32(("c22|" + kind).encode()) % 6]
    # a carrier with a form of its own (a reference syntax, a ciphertext, a mask) uses it half the time
    spec = [tt for tt, dct in (("secret-ref", CARRIER_REFS), ("encrypted", CARRIER_ENC), ("placeholder", CARRIER_PH),
                               ("redacted", CARRIER_MASKS)) if cname in dct]
    h = zlib.crc32(("c22c|%s|%s" % (kind, cname)).encode())
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
            v = ["[REDACTED]", "<hidden>", pfx + body[:3] + "\u2022" * 12, "[secure]", "%s%s%s" % (pfx, "*" * 12, body[-4:])][j]
            note = ["redacted: `[REDACTED]` replaced the value before the file was shared",
                    "redacted: `<hidden>` is how the dashboard export shows a sensitive field",
                    "redacted: only the prefix and three characters survive, the rest shown as bullets",
                    "redacted: Travis CI prints encrypted variables as `[secure]`",
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


CARRIER_DESC = {
    "mlflow_trace_json": "MLflow trace (`Trace.to_dict()`, schema 3): a `TOOL` span's `mlflow.spanInputs` / `mlflow.spanOutputs`, JSON strings inside the JSON",
    "specstory_history_md": "SpecStory history (`.specstory/history/<date>-<title>.md`): `_**User**_` / `_**Assistant**_` turns, a fenced command and its output",
    "gemini_cli_logs_json": "Gemini CLI prompt log (`~/.gemini/tmp/<project hash>/logs.json`): the user's messages, one object per message",
    "dspy_inspect_history": "`dspy.inspect_history()` printed to the terminal (ANSI colours kept): the `[[ ## question ## ]]` / `[[ ## context ## ]]` fields of the user message",
    "vllm_server_log": "vLLM OpenAI-compatible server log with request logging on: `Received request ...: prompt: '...'`, the chat-templated prompt as a Python repr",
    "weave_calls_query_jsonl": "W&B Weave `POST /calls/stream_query` result (JSON lines): a call's `inputs` / `output` (a tool op or an `openai.chat.completions.create` call)",
    "gradio_flagged_csv": "Gradio flagging log (`.gradio/flagged/dataset1.csv`, CRLF rows): a flagged `question` / `context` / `answer` row",
    "openai_realtime_events_jsonl": "OpenAI Realtime API event capture (JSON lines): `conversation.item.create` with `input_text` or `function_call_output`",
    "sf_data_query_json": "`sf data query --json` over a custom metadata type: `DeveloperName` and `Value__c` of each record",
    "baserow_rows_json": "Baserow `GET /api/database/rows/table/{id}/?user_field_names=true` result: `Name` / `Value` fields of each row",
    "webhook_site_requests_json": "webhook.site `GET /token/{id}/requests` result: a captured request's `headers` (lower-cased, arrays) or its `content` (the raw body, a JSON string)",
    "phorge_transaction_search_json": "Phorge/Phabricator Conduit `transaction.search` result: a task comment's `content.raw` (Remarkup)",
    "wrike_task_comments_json": "Wrike `GET /tasks/{id}/comments` result: a comment's HTML `text` (lines joined by `<br />`)",
    "swaks_transcript": "`swaks` SMTP test transcript: the message body sent after `DATA`, every line prefixed with ` -> `",
    "nextcloud_talk_chat_json": "Nextcloud Talk `GET /ocs/v2.php/apps/spreed/api/v1/chat/{token}` result, as PHP's `json_encode` writes it (`\\/`, `\\uXXXX`)",
    "xmpp_stanza_log": "slixmpp bot debug log: a received `<message><body>...</body></message>` stanza, XML-escaped",
    "crictl_inspect_json": "`crictl inspect` output: the container config's `envs` list of `{key, value}` pairs",
    "launchctl_print_output": "`launchctl print gui/<uid>/<label>`: the `environment = { NAME => value }` block of a LaunchAgent",
    "railway_variables_output": "`railway variables` output: the box-drawn two-column table of a service's variables",
    "taskwarrior_export_json": "`task export` output: a task's `annotations[].description`",
    "buildkit_plain_progress_log": "`docker buildx build --progress=plain` output: a `--build-arg` on the command line or a `RUN` step's command",
    "nssm_dump_output": "`nssm dump <service>` (CRLF): the `AppEnvironmentExtra` line, one `NAME=value` argument per variable",
    "gcloud_secrets_versions_access_json": "`gcloud secrets versions access --format=json`: `payload.data`, the secret base64-encoded (a value, a `.env` file or a key file), with its CRC32C",
    "macos_security_find_generic_password": "`security find-generic-password -g` output: the item's attributes, then `password: \"...\"`",
    "secret_tool_search_output": "`secret-tool search --all --unlock` (libsecret / GNOME Keyring): `label =`, `secret =` and `attribute.*` lines of each item",
    "dashlane_credentials_csv": "Dashlane CSV export (`credentials.csv`): a login's `password`, or a multi-line `note`",
    "samconfig_toml": "AWS SAM `samconfig.toml`: `parameter_overrides`, as a string of `Name=\\\"value\\\"` pairs or a list of `\"Name=value\"`",
    "kickstart_ks_cfg": "Kickstart file (`ks.cfg`): the `%post` script writing an env file or a key file with a quoted heredoc",
    "winsw_service_xml": "WinSW service configuration (`<id>.xml`): `<env name=\"...\" value=\"...\"/>` elements",
    "fastly_toml": "Fastly Compute `fastly.toml`: `[[local_server.secret_stores.<store>]]` entries (`key` / `data`; a file as a multi-line literal string)",
    "architect_preferences_arc": "Architect `preferences.arc`: the `@env` section, `NAME value` lines under an environment",
    "routeros_export_rsc": "MikroTik RouterOS `/export terse`: a `/system script` whose escaped `source` sets `:global` values or calls `/tool fetch`",
    "openwrt_uci_config": "OpenWrt UCI file (`/etc/config/<package>`): `option name 'value'` lines of the package's section",
    "rsyslog_conf": "rsyslog `/etc/rsyslog.d/*.conf`: an `omhttp` action's `httpheaders`, or an `omelasticsearch` action's `pwd`",
    "platformsh_app_yaml": "Platform.sh `.platform.app.yaml`: `variables.env`, or a file the `deploy` hook writes",
    "ddev_config_yaml": "DDEV `.ddev/config.local.yaml`: `web_environment` entries (`NAME=value`)",
    "fleet_run_json": "JetBrains Fleet `.fleet/run.json`: a run configuration's `environment` map",
    "xonshrc": "xonsh `~/.xonshrc`: `$NAME = '...'` assignments, an alias, or a raw triple-quoted file written with `pf''`",
    "spark_sql_cli_session": "`spark-sql` CLI session: tab-separated result rows",
    "db2_clp_output": "Db2 command line processor: a `SELECT` result with columns padded to their declared widths",
    "mysqlbinlog_verbose_output": "`mysqlbinlog -vv --base64-output=DECODE-ROWS`: a row event's `### @3='name'` / `### @4='value'` pseudo-SQL",
    "debezium_change_event_json": "Debezium change events (JSON lines, one per row): `after.name` / `after.value` of an insert",
    "athena_get_query_results_json": "`aws athena get-query-results`: `ResultSet.Rows[].Data[].VarCharValue`, name and value in separate cells",
    "modsec_audit_log": "ModSecurity 2 serial audit log: part B (request headers) or part C (request body)",
    "phoenix_request_log": "Phoenix request log: `Parameters: %{...}`, the params map as Elixir's `inspect` prints it",
    "aspnetcore_http_logging": "ASP.NET Core HTTP logging middleware on the console logger: request headers (an allow-listed header) or `RequestBody`",
    "codebuild_build_log": "AWS CodeBuild build log: `[Container] ... Running command ...` lines and the command's output",
    "chrome_devtools_console_log": "Chrome DevTools console saved with \"Save as...\" (`localhost-<ms>.log`): `file:line` messages, object previews `{name: 'value'}`",
}


README_HEAD = r"""# wirepass corpus 22 — held-out FAKE secrets in new carriers

Every value here is fake: random, generated by `generate.py`, never issued by any provider. The few
documented example values used as negatives (the AWS docs' `AKIAIOSFODNN7EXAMPLE` pair, the Azurite
`devstoreaccount1` key, Telegram's `123456:ABC-DEF...` sample, Postmark's `POSTMARK_API_TEST`, Stripe's
`sk_test_4eC39HqLyjWDarjtT1zdp7dc`, the Cloud SDK's public installed-app client secret, RabbitMQ's `guest:guest`) are
public on purpose. The corpus was written without looking at the scanner's code (only `rules.txt`): values follow
the providers' documented token formats, and the files follow the real carriers' syntax.

Regenerate with `python3 generate.py` (deletes and rewrites `cases/`, `manifest.jsonl` and this README); check
with `python3 verify.py` (regenerates everything in memory, compares every file, every manifest line and this
README byte for byte, decodes every span and `also_expected` span from the files on disk and compares it with the
generated value; prints the number of mismatches, `0` when all is well). Python 3 stdlib only. Seed
`wirepass-corpus22-v1`; each case draws from `random.Random("wirepass-corpus22-v1|<kind>|<carrier>")`, so a case
does not change when another does.

The token generators and checksum helpers (GitHub/npm base62 CRC32, Grafana little-endian CRC, bech32 for age,
DER-built PEM keys, PyPI macaroons, Vault protobuf tokens, ...), the table of real-world name spellings, the message
phrasings and the negative builders (including the hand-built, name-carrying negatives) are reused from corpus 21's
generator (a hand-built negative keeps the name its note describes; only positives and pattern negatives take other
spellings, and a carrier that respells a hand-built negative's exact name is skipped for it). New here: {{CARRIERS}}
carriers — agent and LLM tooling (MLflow traces, SpecStory histories, Gemini CLI's prompt log, DSPy's
`inspect_history`, a vLLM server log with request logging, W&B Weave calls, a Gradio flagging CSV, an OpenAI Realtime
event capture), SaaS APIs and exports (Salesforce `sf data query`, Baserow, webhook.site, Phorge/Phabricator Conduit,
Wrike, Nextcloud Talk), mail and chat (a `swaks` SMTP transcript, an XMPP bot's stanza log), CLI output (`crictl
inspect`, `launchctl print`, `railway variables`, `task export`, BuildKit's plain progress, `nssm dump`), secret stores
and password managers (`gcloud secrets versions access`, macOS `security`, libsecret's `secret-tool`, a Dashlane
export), configuration of developer and ops tools (AWS SAM `samconfig.toml`, Kickstart, WinSW, Fastly `fastly.toml`,
Architect `preferences.arc`, a RouterOS export, OpenWrt UCI, rsyslog, Platform.sh, DDEV, JetBrains Fleet, xonsh),
database and change-data consoles (`spark-sql`, the Db2 CLP, `mysqlbinlog -vv`, Debezium events, Athena query results)
and logs (ModSecurity's audit log, Phoenix, ASP.NET Core HTTP logging, CodeBuild, a saved Chrome DevTools console).
Twelve new hand-built negatives (ids, settings and an address next to a provider's name: `DIGITALOCEAN_APP_ID`,
`PULUMI_BACKEND_URL`, `REPLICATE_MODEL_VERSION`, `ELEVENLABS_VOICE_ID`, `DEEPGRAM_PROJECT_ID`, `WANDB_RUN_ID`,
`MISTRAL_AGENT_ID`, `TOGETHER_FINETUNE_ID`, `DT_TENANT`, `AZURE_DEVOPS_ORG_SERVICE_URL`, `NGROK_DOMAIN`,
`ZENDESK_SUBDOMAIN`) for rule ids that had only pattern negatives. Carrier-specific negatives: {{CSPEC}}; and a
re-draw of which pattern negative each rule id gets. rsyslog takes only log-shipping headers (`Authorization`,
`DD-API-KEY`, `X-Honeycomb-Team`) and omelasticsearch's `pwd`, so it holds fewer cases than the other carriers.

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

`cases/<rule id>/<carrier>/<file name>`, the file name being what such a file is really called (`trace.json`,
`<date>_<time>Z-<title>.md` for SpecStory, `logs.json`, `dspy-history.log`, `calls.jsonl`, `dataset1.csv`,
`query-result.json`, `rows.json`, `transaction.search.json`, `swaks.log`, `crictl-inspect.json`, `build.log`,
`credentials.csv`, `samconfig.toml`, `ks.cfg`, `<service id>.xml` for WinSW, `fastly.toml`, `preferences.arc`,
`export.rsc`, `<package>` for an `/etc/config/` UCI file, `60-partner.conf`, `.platform.app.yaml`, `config.local.yaml`,
`run.json`, `.xonshrc`, `ops.public.<table>.jsonl`, `get-query-results.json`, `modsec_audit.log`, `<service>-api.log`,
`localhost-<ms>.log`, ...). `manifest.jsonl` follows `manifest_format.md`: `file, kind, provider, carrier, positive,
start, end, encoding`, plus `note` (`<type>: <why>`) on every negative and `debatable: true` where a reviewer might
disagree. `start`/`end` are byte offsets (UTF-8) of the value as it appears in the file.

* `raw`: verbatim (TOML, YAML, UCI, `.arc`, xonsh and shell strings without escapes, console tables, log lines, CSV
  fields, Python reprs in the vLLM log, Elixir maps in the Phoenix log, keychain and libsecret dumps, binlog
  pseudo-SQL). `json`: inside a JSON string (PEM newlines as `\n`); MLflow's `mlflow.spanInputs` /
  `mlflow.spanOutputs` and webhook.site's `content` (a JSON request body) are JSON strings inside a JSON string, and
  the values placed in them hold no quote, backslash or newline, so they appear once-escaped; Nextcloud Talk's JSON is
  PHP's (`/` as `\/`, non-ASCII as `\uXXXX`); a JSON request body in a ModSecurity part C. `xml`: WinSW attribute values,
  the `<body>` of an XMPP stanza (slixmpp escapes `& < > ' "`). `base64`: `gcloud secrets versions
  access` returns the secret's payload base64-encoded (a `.env` file's first line is padded with spaces so the secret
  starts on a 4-character group; a single value starts at offset 0). `url`: URL passwords that carry their own
  percent-encoding.
* Layouts: tool spans whose attributes are JSON strings; Markdown turns with fenced commands and outputs; prompt
  logs; DSPy field markers; chat-templated prompts in a Python repr; call records; CSV rows with quoted multi-line
  cells; Realtime events; SOQL records (`DeveloperName` / `Value__c`); table rows with user field names; captured
  requests (header arrays, raw bodies); Remarkup and HTML comments; SMTP `DATA` lines; PHP-escaped chat JSON; XML
  stanzas inside log lines; `{key, value}` environment lists; launchd `NAME => value` blocks; box-drawn tables; task
  annotations; build arguments and `RUN` steps; Windows service dumps and XML; base64 secret payloads with their
  CRC32C; keychain attribute dumps; libsecret items; password-manager rows and notes; SAM overrides (an escaped string
  or a list); Kickstart `%post` heredocs; Fastly secret-store tables and multi-line literal strings; `.arc` pragmas;
  RouterOS script sources (escaped, CRLF as `\r\n`); UCI options; RainerScript action parameters; YAML env
  maps, hooks and `NAME=value` lists; Fleet run configurations; xonsh env assignments, aliases and raw strings;
  tab-separated and fixed-width console tables; binlog row events; change events; Athena cells; ModSecurity request
  parts; Elixir maps; ASP.NET Core log blocks; CodeBuild command output; DevTools object previews.
* URL-shaped kinds: the whole URL for Slack/Discord/Teams webhooks and Slack workflow URLs;
  `<id>:<token>` for Telegram `/bot…/` paths; `sig` for Azure SAS; the password for `url-password`.
* PEM kinds and `putty-private-key`: the whole block, armour included; `gcp-service-account`: the
  `private_key` string (encoding `json`).
* `also_expected`: `[{kind, start, end, encoding}]` for other rules that legitimately fire (an AWS key id
  beside its secret, a Twilio `SK…` SID, an Alibaba `LTAI…` id, `private-key-pkcs8` inside GCP key files,
  `url-password` where a token is a URL's password, `azure-annotated-key` / `azure-devops-pat` where the value is in
  the annotated form, other `.pgpass` lines, and the other overlaps the reused payload builders declare).

## Weaker grounds

* Known overlaps **not** marked: the generic rules (`generic-*-named`) will often also fire on named
  provider cases (and on values placed under a generic name on purpose); `twilio-api-key-secret-named` values are
  also "API secret next to its name" for `twilio-auth-token`; `vault-legacy-token` may also be reported as
  `vault-service-token`; `key-` form values of `mailgun-api-key-named` also match `mailgun-api-key`; a
  `bearer-token` / `authorization-token` rule may also fire on the header of another kind's header case.
* Fixed words that a line-based rule may still read as passwords: some `.netrc` payloads carry GitHub's documented
  `password x-oauth-basic` line and a `default login anonymous password guest@` line before the marked entry.
* Name and value apart: several carriers keep the name in one field and the value in another (Salesforce
  `DeveloperName` / `Value__c`, Baserow `Name` / `Value`, crictl's `{key, value}`, Fastly's `key` / `data`, secret-tool's
  `label` and `attribute.account` around `secret =`, the keychain's `svce` attribute lines above `password:`, Athena's
  cells in separate objects, `mysqlbinlog`'s `@3` / `@4`, Debezium's `after.name` / `after.value`, console tables). A
  "next to its name" rule has to pair them to find the value.
* Carrier fields that hold random-looking values, none of them a secret: ids and UUIDs (MLflow trace and span ids,
  Weave call ids and object digests, Realtime event / session / item ids, Salesforce record ids, Baserow row ids,
  webhook.site request and URL ids, Phorge PHIDs, Wrike ids, Nextcloud message ids, XMPP stanza and origin ids,
  crictl container and sandbox ids, Railway project / service / environment ids, Taskwarrior UUIDs, gcloud project
  numbers, Fastly's `service_id`, the RouterOS software id and serial number, Athena query ids, ModSecurity unique ids,
  Phoenix request ids), digests and checksums (image digests, BuildKit layer digests, the payload's CRC32C, binlog
  CRCs, Debezium LSNs), launchd's socket path, a public SSH key in Kickstart's `sshkey`, Weave's `wb_user_id` (base64
  of `User:<n>`) and `INVOCATION_ID` in a process environment. Fields of the real formats that would hold a second copy
  of the value, or a random value beside a secret-sounding name, are left out: crictl's `info.runtimeSpec` (its
  `process.env` repeats the environment), the Realtime server's `conversation.item.created` echoes, the LLM span that
  would repeat a tool's output in an MLflow trace, Debezium `before` images (only inserts), the binlog's `Rows_query`
  events, Nextcloud Talk's room `token` and `referenceId`, webhook.site's `token_id`; Dashlane's `otpSecret` is empty.
* Where the tool would escape or interpret, the case stays clear of it: vLLM logs the prompt with Python's `repr` and
  `mysqlbinlog` escapes quotes and backslashes (values with `'`, `"`, `\` or control characters kept out); Elixir's
  `inspect` escapes `"`, `\` and `#{` (kept out); RouterOS escapes `"`, `$`, `\` and `?` in script sources (kept out);
  WinSW expands `%NAME%` (values with `%` kept out); Fleet expands `$MACRO$` (values with `$` kept out); SAM's override
  string escapes `"` (kept out); CSV doubles quotes (values with `"` kept out); Wrike's HTML keeps `& < >` out; TOML,
  YAML, UCI, `.arc`, xonsh and shell strings avoid characters they would escape or split on; Railway's table holds
  values of at most 96 characters (no wrapping); Db2 pads to the declared column width (values of at most 200
  characters); the macOS `security` tool prints a password with a newline or a quote in hex, so such values are kept
  out; swaks dot-stuffs lines that start with `.` (kept out).
* Redaction the real tools do: ASP.NET Core's HTTP logging writes `[Redacted]` for headers not on its `RequestHeaders`
  allow-list — the header positives there assume the application added them to that list (the generator's `[Redacted]`
  negative form shows the default); ModSecurity logs headers in clear unless `sanitiseRequestHeader` is set; Phoenix filters only the
  parameters named in `filter_parameters` (`password` by default); CodeBuild masks only values taken from Parameter
  Store or Secrets Manager, and its positives are plain environment variables or literals in the buildspec.
* Some files are written from the tools' documentation and typical output rather than from a captured file (the
  Railway table's box drawing, the `launchctl print` fields after `environment`, the vLLM log line texts and source
  line numbers, the DSPy system message wording, the SpecStory layout, the subset of fields in Weave calls, Realtime
  events, crictl output and MLflow traces, the CodeBuild and BuildKit progress lines, the ModSecurity H part, the Db2
  banner); the syntax that carries the value is the real one.
* Some carriers are plausible but uncommon homes for some providers (a PEM key in a Salesforce custom metadata record,
  a Baserow row, a Debezium event or a Platform.sh deploy hook; a webhook URL in a RouterOS script; a token in a
  Taskwarrior annotation, a Gradio flagging log or an XMPP message); the syntax is each carrier's real one. Carrier
  fields with their own names (rsyslog's `pwd`, Dashlane's `password` column) take only positives and pattern
  negatives.
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
    "samconfig_toml": "SAM `parameter_overrides` holding an SSM parameter name", "winsw_service_xml": "WinSW `%NAME%`",
    "modsec_audit_log": "ModSecurity's sanitised `****`", "phoenix_request_log": "Phoenix's `[FILTERED]`",
    "aspnetcore_http_logging": "ASP.NET Core's `[Redacted]`", "codebuild_build_log": "CodeBuild's `***`",
}


def cspec_text(manifest):
    """which carrier-specific negative forms this draw placed (and which the generator defines but did not place)"""
    used, unused = [], []
    for cname in CSPEC_SHOW:
        if cname in CARRIER_REFS:
            pre = "secret-ref: " + CARRIER_REFS[cname][1]
        else:
            pre = CARRIER_MASKS[cname][1]
        hit = [e for e in manifest if not e["positive"] and e["carrier"] == cname and e["note"].startswith(pre)]
        (used if hit else unused).append("%s%s" % (CSPEC_SHOW[cname], (" (%d)" % len(hit)) if hit else ""))
    txt = "secret references and masks in the carriers' own syntax: " + (", ".join(used) if used else "none in this draw")
    if unused:
        txt += " (the generator also defines %s, which this draw did not place)" % ", ".join(unused)
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


