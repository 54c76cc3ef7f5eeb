#!/usr/bin/env python3
"""wirepass held-out corpus 9: FAKE secrets in carriers not used by corpora 1-8.

Deterministic: seed `wirepass-corpus9-v1`; every case draws from
random.Random("wirepass-corpus9-v1|<kind>|<carrier>").  Running this script
deletes and rewrites ./cases/ and ./manifest.jsonl.  Every value is random;
none is a real credential.
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

SEED = "wirepass-corpus9-v1"
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
        for _ in range(r.randint(0, 2)):
            lines.append("%s:5432:%s:%s:%s" % (r.choice(["db-replica.internal", "localhost", "10.0.3.12"]), r.choice(DBS), r.choice(USERS), password(r, special=False)))
        pw = password(r)
        pw = pw.replace(":", "").replace("\\", "")
        lines.insert(r.randint(0, len(lines)), "%s:%s:%s:%s:%s" % (r.choice(["db-primary.internal", "*", "pg.kestrelworks.io"]), r.choice(["5432", "*", "6432"]),
                                                                   r.choice(DBS + ["*"]), r.choice(USERS), mark(pw)))
        return blob("pgpass", ".pgpass", "\n".join(lines) + "\n")
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
            return [(self.nm(n, st), v) for n, v in self.p.entries]
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


def car(name, fname, types, ml=None, bad="", bad_sub=(), only=None, fmts=None, crlf=False, ascii_only=False, ok=None):
    def deco(fn):
        CARS[name] = dict(fn=fn, fname=fname, types=set(types), ml=ml, bad=set(bad), bad_sub=tuple(bad_sub),
                          only=only, fmts=fmts, crlf=crlf, ascii=ascii_only, ok=ok)
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






# ================================================================ corpus 9 carriers
def envk(k):
    return ident(k).upper()


def jkv(pairs, ind, sep=": "):
    pad = " " * ind
    return ",\n".join('%s"%s"%s"%s"' % (pad, k, sep, jesc(v)) for k, v in pairs)


def lisp_name(k):
    return ident(k).lower().replace("_", "-")


def hdr_lines(c):
    return c.headers()


def rest_url(r):
    return "https://%s/v1/%s" % (host(r), r.choice(["orders", "sync", "events", "reports/daily", "webhooks/replay"]))


# 1 Racket
@car("racket_source", "config.rkt", ["kv", "url", "hdr"], ok=okb('"\\\n'))
def c_racket(c):
    r, p = c.r, c.p
    L = ["#lang racket/base", "(require net/http-easy json racket/string)", "(provide (all-defined-out))", "",
         ";; build %s" % sha(r, 12), '(define service-name "%s")' % svc(r), "(define request-timeout %d)" % r.randint(5, 60)]
    if p.t == "hdr":
        L += ["", "(define (fetch-report)", "  (get \"%s\"" % rest_url(r), "       #:headers (hasheq " +
              " ".join("'%s \"%s\"" % (k, v) for k, v in c.headers()) + ")))"]
    else:
        for k, v in c.kvs(["kebab", "snake"]):
            L.append('(define %s "%s")' % (lisp_name(k), v))
    L += ["", "(module+ main", "  (printf \"~a ready~n\" service-name))"]
    return tail(r, "\n".join(L)), "raw"


# 2 Common Lisp
@car("common_lisp_source", "settings.lisp", ["kv", "url"], ok=okb('"\\\n'))
def c_cl(c):
    r = c.r
    L = [";;;; settings.lisp", "(in-package #:%s-service)" % svc(r), "", '(defparameter *listen-port* %d)' % r.choice([8080, 5000, 4242]),
         '(defparameter *build-id* "%s")' % sha(r, 40)]
    for k, v in c.kvs(["kebab"]):
        L.append('(defparameter *%s* "%s")' % (lisp_name(k), v))
    L += ["", "(defun config-plist ()", "  (list :port *listen-port* :build *build-id*))"]
    return tail(r, "\n".join(L)), "raw"


# 3 Prolog
@car("prolog_source", "secrets.pl", ["kv", "url"], ok=okb("'\\\n"))
def c_prolog(c):
    r = c.r
    L = [":- module(secrets, [setting/2]).", "%% loaded by server.pl via consult/1", "", "setting(http_port, %d)." % r.choice([8080, 3020, 9000]),
         "setting(instance_id, '%s')." % ruuid(r)]
    for k, v in c.kvs(["snake"]):
        L.append("setting(%s, '%s')." % (ident(k).lower(), v))
    L += ["setting(log_level, info)."]
    return tail(r, "\n".join(L)), "raw"


# 4 Smalltalk (Pharo)
@car("smalltalk_pharo_st", "BaselineOfApp.st", ["kv", "url", "hdr"], ok=okb("'\n"))
def c_st(c):
    r, p = c.r, c.p
    L = ['"Startup script, evaluated by the image on launch"', "| client response |", "Smalltalk at: #AppBuild put: '%s'." % sha(r, 12)]
    if p.t == "hdr":
        L += ["client := ZnClient new.", "client url: '%s'." % rest_url(r)]
        for k, v in c.headers():
            L.append("client headerAt: '%s' put: '%s'." % (k, v))
        L += ["response := client get.", "Transcript show: response printString; cr."]
    else:
        for k, v in c.kvs(["pascal", "camel"]):
            L.append("Smalltalk at: #%s put: '%s'." % (ident(k), v))
    L.append("Transcript show: 'config loaded'; cr.")
    return tail(r, "\n".join(L)), "raw"


# 5 Delphi form
@car("delphi_dfm", "MainForm.dfm", ["kv", "url", "hdr"], ok=okb("'\n"), ascii_only=True)
def c_dfm(c):
    r, p = c.r, c.p
    L = ["object frmMain: TfrmMain", "  Left = %d" % r.randint(0, 400), "  Top = %d" % r.randint(0, 300), "  Caption = 'Order Sync'",
         "  ClientHeight = 441", "  ClientWidth = 624", "  Font.Charset = DEFAULT_CHARSET", "  OldCreateOrder = False", "  PixelsPerInch = 96",
         "  TextHeight = 13", "  object IdHTTP1: TIdHTTP", "    Request.ContentType = 'application/json'",
         "    Request.Accept = 'application/json'"]
    if p.t == "hdr":
        L.append("    Request.CustomHeaders.Strings = (")
        L.append("\n".join("      '%s: %s'" % (k, v) for k, v in c.headers()) + ")")
        L.append("    Left = 40")
        L.append("    Top = 32")
        L.append("  end")
    else:
        L += ["    Left = 40", "    Top = 32", "  end", "  object FDConnection1: TFDConnection", "    Params.Strings = (", "      'DriverID=PG'",
              "      'Server=%s'" % r.choice(["10.0.4.12", "pg-main.internal"])]
        for k, v in c.kvs(["pascal"]):
            L.append("      '%s=%s'" % (ident(k), v))
        L[-1] += ")"
        L += ["    LoginPrompt = False", "    Left = 120", "    Top = 32", "  end"]
    L.append("end")
    return tail(r, "\n".join(L)), "raw"


# 6 z/OS JCL with BPXBATCH STDENV
@car("jcl_bpxbatch_stdenv", "DEPLOYJ.jcl", ["kv", "url"], ok=okb("\n "), ascii_only=True)
def c_jcl(c):
    r = c.r
    L = ["//DEPLOYJ  JOB (ACCT%d),'ORDER SYNC',CLASS=A,MSGCLASS=X," % r.randint(100, 999), "//         NOTIFY=&SYSUID",
         "//*------------------------------------------------------------", "//* RUN THE NODE SYNC SCRIPT UNDER USS",
         "//*------------------------------------------------------------", "//STEP01   EXEC PGM=BPXBATCH",
         "//STDOUT   DD SYSOUT=*", "//STDERR   DD SYSOUT=*", "//STDPARM  DD *", "SH /u/%s/sync/run.sh" % r.choice(["ordsync", "deploy"]),
         "/*", "//STDENV   DD *", "_BPXK_AUTOCVT=ON", "PATH=/usr/lpp/IBM/cnj/v18r0/bin:/bin"]
    for k, v in c.kvs(["SCREAM"]):
        L.append("%s=%s" % (envk(k), v))
    L += ["/*", "//"]
    return tail(r, "\n".join(L)), "raw"


# 7 ABAP
@car("abap_report", "zorder_sync.abap", ["kv", "url", "hdr"], ok=okb("'`\n"))
def c_abap(c):
    r, p = c.r, c.p
    L = ["REPORT zorder_sync.", "", "DATA: lo_client TYPE REF TO if_http_client,", "      lv_json   TYPE string."]
    if p.t != "hdr":
        L.append("")
        for k, v in c.kvs(["snake"]):
            L.append("CONSTANTS lc_%s TYPE string VALUE '%s'." % (ident(k).lower()[:26], v))
    L += ["", "cl_http_client=>create_by_url(", "  EXPORTING url    = '%s'" % rest_url(r), "  IMPORTING client = lo_client )."]
    if p.t == "hdr":
        for k, v in c.headers():
            L += ["lo_client->request->set_header_field(", "  name  = '%s'" % k, "  value = '%s' )." % v]
    L += ["lo_client->request->set_method( if_http_request=>co_request_method_get ).", "lo_client->send( ).", "lo_client->receive( ).",
          "lv_json = lo_client->response->get_cdata( )."]
    return tail(r, "\n".join(L)), "raw"


# 8 Salesforce Apex
@car("apex_class", "OrderSyncService.cls", ["kv", "url", "hdr"], ok=okb("'\\\n"))
def c_apex(c):
    r, p = c.r, c.p
    L = ["public with sharing class OrderSyncService {"]
    if p.t != "hdr":
        for k, v in c.kvs(["SCREAM"]):
            L.append("    private static final String %s = '%s';" % (envk(k), v))
    L += ["    private static final String ENDPOINT = '%s';" % rest_url(r), "", "    @future(callout=true)",
          "    public static void push(Id orderId) {", "        HttpRequest req = new HttpRequest();", "        req.setEndpoint(ENDPOINT);",
          "        req.setMethod('POST');", "        req.setHeader('Content-Type', 'application/json');"]
    if p.t == "hdr":
        for k, v in c.headers():
            L.append("        req.setHeader('%s', '%s');" % (k, v))
    L += ["        req.setBody(JSON.serialize(new Map<String, Object>{'id' => orderId}));", "        HttpResponse res = new Http().send(req);",
          "        System.debug(LoggingLevel.INFO, res.getStatusCode());", "    }", "}"]
    return tail(r, "\n".join(L)), "raw"


# 9 ColdFusion
@car("coldfusion_cfm", "Application.cfc", ["kv", "url", "hdr"], ok=okb('"<>#&\n'))
def c_cf(c):
    r, p = c.r, c.p
    L = ["<cfcomponent output=\"false\">", '    <cfset this.name = "%sApp">' % svc(r).capitalize(),
         "    <cfset this.sessionManagement = true>", '    <cfset this.datasource = "%s">' % r.choice(DBS), "",
         '    <cffunction name="onApplicationStart" returntype="boolean">']
    if p.t == "hdr":
        L.append('        <cfhttp url="%s" method="get" result="local.res">' % rest_url(r))
        for k, v in c.headers():
            L.append('            <cfhttpparam type="header" name="%s" value="%s">' % (k, v))
        L.append("        </cfhttp>")
    else:
        for k, v in c.kvs(["camel"]):
            L.append('        <cfset application.%s = "%s">' % (ident(k), v))
    L += ["        <cfreturn true>", "    </cffunction>", "</cfcomponent>"]
    return tail(r, "\n".join(L)), "raw"


# 10 helm install --debug --dry-run
@car("helm_debug_dryrun", "helm-dry-run.txt", ["kv", "url", "blob"], ml="indent", ok=okb('"\\\n'))
def c_helm(c):
    r, p = c.r, c.p
    s = svc(r)
    L = ['install.go:%d: [debug] Original chart version: ""' % r.randint(200, 230),
         "install.go:%d: [debug] CHART PATH: /home/runner/work/charts/%s" % (r.randint(200, 230), s), "",
         "NAME: %s" % s, "LAST DEPLOYED: Mon Jun %2d %02d:%02d:%02d 2024" % (r.randint(1, 28), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59)),
         "NAMESPACE: %s" % r.choice(["prod", "staging", "default"]), "STATUS: pending-install", "REVISION: 1", "USER-SUPPLIED VALUES:",
         "image:", "  tag: %s" % ver(r), "", "COMPUTED VALUES:", "replicaCount: 2", "", "HOOKS:", "MANIFEST:", "---",
         "# Source: %s/templates/secret.yaml" % s, "apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-env" % s,
         "  labels:", "    app.kubernetes.io/managed-by: Helm", "    helm.sh/chart: %s-%s" % (s, ver(r)), "type: Opaque", "stringData:"]
    if p.t == "blob":
        L += ["  %s: |" % ident(blob_name(c, "snake")).replace("_", "-"), indent(p.content.rstrip("\n"), 4)]
    else:
        for k, v in c.kvs(["SCREAM"]):
            L.append("  %s: %s" % (envk(k), '"%s"' % v))
    L += ["---", "# Source: %s/templates/service.yaml" % s, "apiVersion: v1", "kind: Service", "metadata:", "  name: %s" % s,
          "spec:", "  ports:", "    - port: 80", "      targetPort: 8080"]
    return tail(r, "\n".join(L)), "raw"


# 11 terraform console
@car("terraform_console_session", "console.txt", ["kv", "url"], ok=okb('"\\\n$%'))
def c_tfconsole(c):
    r = c.r
    L = ["$ terraform console", "> var.region", '"%s"' % r.choice(["eu-west-1", "us-east-2"]), "> local.app_settings", "{"]
    kvs = c.kvs(["snake"])
    w = max(len(ident(k).lower()) for k, _ in kvs + [("build_sha", "")])
    L.append('  "%s" = "%s"' % ("build_sha".ljust(w), sha(r)))
    for k, v in kvs:
        L.append('  "%s" = "%s"' % (ident(k).lower().ljust(w), v))
    L += ["}", "> length(var.subnet_ids)", str(r.randint(2, 6)), "> exit"]
    return tail(r, "\n".join(L)), "raw"


# 12 ansible-playbook -vvv
@car("ansible_vvv_output", "ansible-vvv.log", ["kv", "url", "hdr", "blob"], ml="json")
def c_ansible(c):
    r, p = c.r, c.p
    h = "web-%02d" % r.randint(1, 20)
    if p.t == "hdr":
        args = jkv([("url", rest_url(r)), ("method", "GET")], 0, sep=": ").replace("\n", " ")
        hd = ", ".join('"%s": "%s"' % (k, jesc(v)) for k, v in c.headers())
        mod = '"module_args": {%s, "headers": {%s}, "return_content": false}' % (args, hd)
        task = "ansible.builtin.uri"
    elif p.t == "blob":
        mod = '"module_args": {"dest": "/root/%s", "mode": "0600", "content": "%s"}' % (p.fname, jesc(p.content))
        task = "ansible.builtin.copy"
    else:
        env = ", ".join('"%s": "%s"' % (envk(k), jesc(v)) for k, v in c.kvs(["SCREAM"]))
        mod = '"module_args": {"name": "%s", "image": "registry.kestrelworks.io/%s:%s", "env": {%s}, "state": "started"}' % (svc(r), svc(r), ver(r), env)
        task = "community.docker.docker_container"
    L = ["ansible-playbook [core 2.%d.%d]" % (r.randint(14, 17), r.randint(0, 9)), "  config file = /etc/ansible/ansible.cfg",
         "PLAYBOOK: site.yml ***********************************************************", "",
         "TASK [%s : deploy] *******************************************************" % svc(r),
         "task path: /home/ci/roles/%s/tasks/main.yml:%d" % (svc(r), r.randint(3, 80)),
         "<%s> ESTABLISH SSH CONNECTION FOR USER: ansible" % h,
         "<%s> SSH: EXEC ssh -C -o ControlMaster=auto -o ControlPersist=60s %s '/bin/sh -c '\"'\"'echo ~ansible && sleep 0'\"'\"''" % (h, h),
         'changed: [%s] => {"changed": true, "invocation": {%s}}' % (h, mod), "",
         "PLAY RECAP *********************************************************************",
         "%s                     : ok=%d    changed=1    unreachable=0    failed=0" % (h, r.randint(3, 20))]
    return tail(r, "\n".join(L)), "json"


# 13 PowerShell Get-ChildItem Env: | Format-List
@car("pwsh_env_format_list", "env-dump.txt", ["kv", "url"], ok=okb("\n"))
def c_pwshenv(c):
    r = c.r
    items = [("COMPUTERNAME", "BUILD-%s" % rs(r, UPNUM, 6)), ("PROCESSOR_ARCHITECTURE", "AMD64"), ("USERNAME", r.choice(USERS)),
             ("PSModulePath", "C:\\Program Files\\PowerShell\\Modules")] + [(envk(k), v) for k, v in c.kvs(["SCREAM"])]
    items.sort(key=lambda kv_: strip_marks(kv_[0]).lower())
    L = ["PS C:\\agent\\_work\\1\\s> Get-ChildItem Env: | Format-List", ""]
    for k, v in items:
        L += ["Name  : %s" % k, "Value : %s" % v, ""]
    return tail(r, "\n".join(L)), "raw"


# 14 Git pre-push hook
@car("git_hook_pre_push", "pre-push", ["kv", "url", "hdr", "blob"], ml="verbatim", ok=okb("'"), bad_sub=("\nEOF",))
def c_prepush(c):
    r, p = c.r, c.p
    L = ["#!/bin/sh", "# .git/hooks/pre-push: notify the deploy bot before pushing to main", "remote=\"$1\"", "url=\"$2\"",
         "z40=0000000000000000000000000000000000000000", ""]
    if p.t in ("kv", "url"):
        for k, v in c.kvs(["SCREAM"]):
            L.append("%s='%s'" % (envk(k), v))
        L.append('curl -fsS -X POST "https://%s/hooks/push" -d "remote=$remote" >/dev/null || true' % host(r))
    elif p.t == "hdr":
        L.append(curl_line(c) + " >/dev/null || true")
    else:
        L += ["cat > \"$HOME/%s\" <<'EOF'" % p.fname, p.content.rstrip("\n"), "EOF", 'chmod 600 "$HOME/%s"' % p.fname]
    L += ["while read local_ref local_sha remote_ref remote_sha", "do", '  [ "$local_sha" = $z40 ] && continue', "done", "exit 0"]
    return tail(r, "\n".join(L)), "raw"


# 15 Composer auth.json
COMPOSER_ONLY = {"github-pat", "github-oauth", "github-fine-grained-pat", "gitlab-pat", "gitlab-deploy-token", "bitbucket-app-password",
                 "generic-password-named", "generic-api-key-named"}


@car("composer_auth_json", "auth.json", ["kv"], only=COMPOSER_ONLY)
def c_composer(c):
    r, p, k = c.r, c.p, c.kind
    v = c.value()
    if k.startswith("github"):
        body = '  "github-oauth": {\n    "github.com": "%s"\n  }' % jesc(v)
    elif k.startswith("gitlab"):
        body = '  "gitlab-token": {\n    "gitlab.com": "%s"\n  }' % jesc(v)
    elif k.startswith("bitbucket"):
        body = '  "bitbucket-oauth": {},\n  "http-basic": {\n    "bitbucket.org": {\n      "username": "%s",\n      "password": "%s"\n    }\n  }' % (r.choice(USERS), jesc(v))
    elif k == "generic-api-key-named":
        body = '  "bearer": {\n    "repo.packagist.com": "%s"\n  }' % jesc(v)
    else:
        body = '  "http-basic": {\n    "repo.%s": {\n      "username": "%s",\n      "password": "%s"\n    }\n  }' % (r.choice(["kestrelworks.io", "larkspur.dev"]), r.choice(USERS), jesc(v))
    return tail(r, "{\n%s\n}" % body), "json"


# 16 Poetry config.toml
@car("poetry_config_toml", "config.toml", ["kv"], only={"pypi-token", "generic-password-named", "jfrog-api-key", "jfrog-reference-token"}, ok=okb('"\\\n'))
def c_poetry(c):
    r, k, v = c.r, c.kind, c.value()
    L = ["[virtualenvs]", "in-project = true", "", "[repositories.internal]", 'url = "https://%s.jfrog.io/artifactory/api/pypi/pypi-local/simple"' % r.choice(["kestrelworks", "larkspur"]), ""]
    if k == "pypi-token":
        L += ["[pypi-token]", 'pypi = "%s"' % v]
    else:
        L += ["[http-basic.internal]", 'username = "%s"' % r.choice(USERS), 'password = "%s"' % v]
    return tail(r, "\n".join(L)), "raw"


# 17 Conda environment.yml
@car("conda_environment_yml", "environment.yml", ["kv", "url"], ok=okb('"\\\n'))
def c_conda(c):
    r = c.r
    L = ["name: %s-ml" % svc(r), "channels:", "  - conda-forge", "  - nodefaults", "dependencies:", "  - python=3.%d" % r.randint(10, 12),
         "  - pandas=2.%d" % r.randint(0, 2), "  - pip", "  - pip:", "      - mlflow==2.%d.%d" % (r.randint(8, 16), r.randint(0, 3)), "variables:"]
    for k, v in c.kvs(["SCREAM"]):
        L.append("  %s: %s" % (envk(k), '"%s"' % v))
    return tail(r, "\n".join(L)), "raw"


# 18 Leiningen profiles.clj
@car("leiningen_profiles_clj", "profiles.clj", ["kv", "url"], ok=okb('"\\\n'))
def c_lein(c):
    r = c.r
    L = [";; ~/.lein/profiles.clj", "{:user {:plugins [[lein-ancient \"%s\"] [cider/cider-nrepl \"0.%d.0\"]]" % (ver(r), r.randint(40, 50)),
         "        :env {"]
    kvs = c.kvs(["kebab"])
    L += ['              :%s "%s"' % (lisp_name(k), v) for k, v in kvs]
    L[-1] += "}}"
    L += [" :repl {:dependencies [[nrepl \"1.%d.0\"]]}}" % r.randint(0, 3)]
    return tail(r, "\n".join(L)), "raw"


# 19 Linear GraphQL response
@car("linear_graphql_response", "issue.json", ["kv", "url", "hdr", "blob"], ml="json")
def c_linear(c):
    r = c.r
    body = prose(c)
    num = r.randint(100, 4000)
    t = ('{\n  "data": {\n    "issue": {\n      "id": "%s",\n      "identifier": "%s-%d",\n      "title": "%s",\n      "description": "%s",\n'
         '      "state": {\n        "name": "In Progress"\n      },\n      "url": "https://linear.app/kestrel/issue/%s-%d"\n    }\n  }\n}') % (
        ruuid(r), "ENG", num, r.choice(["Sync job fails with 401", "Move creds to the vault", "Staging deploy broken"]),
        jesc(body), "ENG", num)
    return tail(r, t), "json"


# 20 Rollbar item
@car("rollbar_item_json", "item.json", ["kv", "url", "hdr"])
def c_rollbar(c):
    r, p = c.r, c.p
    if p.t == "hdr":
        req = '"request": {\n        "url": "%s",\n        "method": "GET",\n        "headers": {\n%s\n        }\n      },' % (
            rest_url(r), jkv(c.headers(), 10))
        cust = ""
    else:
        req = '"request": {\n        "url": "https://%s/healthz",\n        "method": "GET"\n      },' % host(r)
        cust = '\n      "custom": {\n%s\n      },' % jkv(c.kvs(["snake", "SCREAM"]), 8)
    t = ('{\n  "err": 0,\n  "result": {\n    "id": %d,\n    "item_id": %d,\n    "data": {\n      "environment": "production",\n      "level": "error",\n'
         '      "timestamp": %d,\n      %s%s\n      "body": {\n        "message": {\n          "body": "upstream returned 502"\n        }\n      },\n'
         '      "uuid": "%s",\n      "code_version": "%s"\n    }\n  }\n}') % (r.randint(10 ** 9, 10 ** 10), r.randint(10 ** 8, 10 ** 9), epoch(r), req, cust, ruuid(r), sha(r))
    return tail(r, t), "json"


# 21 Telegram getUpdates
@car("telegram_getupdates_json", "updates.json", ["kv", "url", "hdr", "blob"], ml="json")
def c_tgupd(c):
    r = c.r
    t = ('{"ok":true,"result":[{"update_id":%d,\n"message":{"message_id":%d,"from":{"id":%d,"is_bot":false,"first_name":"%s","language_code":"en"},'
         '"chat":{"id":-100%d,"title":"ops-oncall","type":"supergroup"},"date":%d,"text":"%s"}}]}') % (
        r.randint(10 ** 8, 10 ** 9), r.randint(100, 9999), r.randint(10 ** 8, 10 ** 10), r.choice(["Priya", "Marcus", "Lena"]),
        r.randint(10 ** 9, 10 ** 10), epoch(r), jesc(prose(c)))
    return tail(r, t), "json"


# 22 Stripe webhook event
@car("stripe_event_json", "evt.json", ["kv", "url"])
def c_stripe_evt(c):
    r = c.r
    md = jkv(c.kvs(["snake"]), 8)
    t = ('{\n  "id": "evt_%s",\n  "object": "event",\n  "api_version": "2024-06-20",\n  "created": %d,\n  "data": {\n    "object": {\n'
         '      "id": "cus_%s",\n      "object": "customer",\n      "email": "%s@kestrelworks.io",\n      "metadata": {\n%s\n      }\n    }\n  },\n'
         '  "livemode": true,\n  "pending_webhooks": 1,\n  "request": {\n    "id": "req_%s",\n    "idempotency_key": "%s"\n  },\n  "type": "customer.updated"\n}') % (
        rs(r, ALNUM, 24), epoch(r), rs(r, ALNUM, 14), r.choice(USERS).replace(".", ""), md, rs(r, ALNUM, 14), ruuid(r))
    return tail(r, t), "json"


# 23 Airtable records
@car("airtable_records_json", "records.json", ["kv", "url"])
def c_airtable(c):
    r = c.r
    recs = []
    for k, v in c.kvs(["title"]):
        recs.append('    {\n      "id": "rec%s",\n      "createdTime": "%s",\n      "fields": {\n        "Name": "%s",\n        "Value": "%s",\n        "Owner": "%s"\n      }\n    }' % (
            rs(r, ALNUM, 14), ts(r), jesc(k), jesc(v), r.choice(USERS)))
    return tail(r, '{\n  "records": [\n%s\n  ],\n  "offset": "itr%s/rec%s"\n}' % (",\n".join(recs), rs(r, ALNUM, 14), rs(r, ALNUM, 14))), "json"


# 24 Notion block children
@car("notion_blocks_json", "blocks.json", ["kv", "url", "hdr", "blob"], ml="json")
def c_notion(c):
    r = c.r
    code = prose(c, fence=("", ""))
    t = ('{\n  "object": "list",\n  "results": [\n    {\n      "object": "block",\n      "id": "%s",\n      "type": "code",\n      "code": {\n'
         '        "rich_text": [\n          {\n            "type": "text",\n            "text": {\n              "content": "%s",\n              "link": null\n            },\n'
         '            "plain_text": "%s"\n          }\n        ],\n        "language": "shell"\n      }\n    }\n  ],\n  "next_cursor": null,\n  "has_more": false\n}')
    # the value appears twice (content and plain_text); only the first carries the span
    s = jesc(code)
    return tail(r, t % (ruuid(r), s, strip_marks(s))), "json"


# 25 Chrome extension background.js
@car("chrome_ext_background_js", "background.js", ["kv", "url", "hdr"], ok=okb('"\\\n'))
def c_chromeext(c):
    r, p = c.r, c.p
    L = ["// MV3 service worker", "const EXT_VERSION = chrome.runtime.getManifest().version;"]
    if p.t == "hdr":
        hs = ",\n".join('      "%s": "%s"' % (k, v) for k, v in c.headers())
        L += ["", "chrome.runtime.onMessage.addListener((msg, sender, reply) => {", "  fetch(\"%s\", {" % rest_url(r), "    headers: {", hs,
              "    },", "  }).then((r) => r.json()).then(reply);", "  return true;", "});"]
    else:
        for k, v in c.kvs(["SCREAM", "camel"]):
            L.append('const %s = "%s";' % (ident(k), v))
        L += ["", "chrome.alarms.create(\"sync\", { periodInMinutes: %d });" % r.choice([5, 15, 30])]
    return tail(r, "\n".join(L)), "raw"


# 26 Electron main.js
@car("electron_main_js", "main.js", ["kv", "url", "hdr"], ok=okb("'\\\n"))
def c_electron(c):
    r, p = c.r, c.p
    L = ["const { app, BrowserWindow, net } = require('electron');", "const path = require('path');", ""]
    if p.t == "hdr":
        L += ["function ping() {", "  const request = net.request('%s');" % rest_url(r)]
        for k, v in c.headers():
            L.append("  request.setHeader('%s', '%s');" % (k, v))
        L += ["  request.end();", "}"]
    else:
        for k, v in c.kvs(["SCREAM"]):
            L.append("process.env.%s = process.env.%s || '%s';" % (envk(k), envk(k), v))
    L += ["", "app.whenReady().then(() => {", "  const win = new BrowserWindow({ width: 1200, height: 800,",
          "    webPreferences: { preload: path.join(__dirname, 'preload.js') } });", "  win.loadFile('index.html');", "});"]
    return tail(r, "\n".join(L)), "raw"


# 27 Firefox prefs.js / user.js
@car("firefox_user_js", "user.js", ["kv", "url"], ok=okb('"\\\n'))
def c_ffprefs(c):
    r = c.r
    L = ["// Mozilla User Preferences", "", 'user_pref("browser.startup.homepage", "https://%s/");' % host(r),
         'user_pref("app.normandy.first_run", false);', 'user_pref("toolkit.telemetry.cachedClientID", "%s");' % ruuid(r)]
    ext = r.choice(["translator", "deepl-bridge", "summarizer", "tabcopilot"])
    for k, v in c.kvs(["camel"]):
        L.append('user_pref("extensions.%s.%s", "%s");' % (ext, ident(k), v))
    return tail(r, "\n".join(L)), "raw"


# 28 VS Code tasks.json
@car("vscode_tasks_json", "tasks.json", ["kv", "url", "hdr"])
def c_tasks(c):
    r, p = c.r, c.p
    if p.t == "hdr":
        args = ", ".join('"-H", "%s: %s"' % (k, jesc(v)) for k, v in c.headers())
        task = '      "label": "call staging",\n      "type": "process",\n      "command": "curl",\n      "args": ["-fsS", %s, "%s"],\n      "problemMatcher": []' % (args, rest_url(r))
    else:
        task = ('      "label": "run %s",\n      "type": "shell",\n      "command": "npm run dev",\n      "options": {\n        "env": {\n%s\n        }\n      },\n'
                '      "problemMatcher": ["$tsc-watch"]') % (svc(r), jkv([(envk(k), v) for k, v in c.kvs(["SCREAM"])], 10))
    t = '{\n  // See https://go.microsoft.com/fwlink/?LinkId=733558\n  "version": "2.0.0",\n  "tasks": [\n    {\n%s\n    }\n  ]\n}' % task
    return tail(r, t), "json"


# 29 JetBrains .run.xml
@car("jetbrains_run_xml", "Server.run.xml", ["kv", "url"])
def c_runxml(c):
    r = c.r
    envs = "\n".join('      <env name="%s" value="%s" />' % (envk(k), xesc(v, True)) for k, v in c.kvs(["SCREAM"]))
    t = ('<component name="ProjectRunConfigurationManager">\n  <configuration default="false" name="Server" type="Application" factoryName="Application">\n'
         '    <envs>\n      <env name="SPRING_PROFILES_ACTIVE" value="local" />\n%s\n    </envs>\n    <option name="MAIN_CLASS_NAME" value="io.kestrelworks.%s.Application" />\n'
         '    <module name="%s.main" />\n    <method v="2">\n      <option name="Make" enabled="true" />\n    </method>\n  </configuration>\n</component>') % (envs, svc(r), svc(r))
    return tail(r, t), "xml"


# 30 Eclipse .launch
@car("eclipse_launch", "Server.launch", ["kv", "url"])
def c_launch(c):
    r = c.r
    ents = "\n".join('        <mapEntry key="%s" value="%s"/>' % (envk(k), xesc(v, True)) for k, v in c.kvs(["SCREAM"]))
    t = ('<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<launchConfiguration type="org.eclipse.jdt.launching.localJavaApplication">\n'
         '    <booleanAttribute key="org.eclipse.debug.core.appendEnvironmentVariables" value="true"/>\n'
         '    <mapAttribute key="org.eclipse.debug.core.environmentVariables">\n%s\n    </mapAttribute>\n'
         '    <stringAttribute key="org.eclipse.jdt.launching.MAIN_TYPE" value="io.kestrelworks.%s.Main"/>\n'
         '    <stringAttribute key="org.eclipse.jdt.launching.PROJECT_ATTR" value="%s"/>\n</launchConfiguration>') % (ents, svc(r), svc(r))
    return tail(r, t), "xml"


# 31 wp-cli.yml
@car("wp_cli_yml", "wp-cli.yml", ["kv", "url"], ok=okb("'\\\n"))
def c_wpcli(c):
    r = c.r
    L = ["path: web/wp", "url: https://%s" % host(r), "", "@staging:", "  ssh: deploy@staging.%s/srv/www/current" % host(r).split(".", 1)[1], "",
         "config create:", "  dbname: %s" % r.choice(DBS), "  dbuser: wp", "  extra-php: |"]
    for k, v in c.kvs(["SCREAM"]):
        L.append("    define( '%s', '%s' );" % (envk(k), v))
    L += ["    define( 'WP_ENVIRONMENT_TYPE', 'production' );", "", "core update:", "  minor: true"]
    return tail(r, "\n".join(L)), "raw"


# 32 Drupal settings.local.php
@car("drupal_settings_local_php", "settings.local.php", ["kv", "url"], ok=okb("'\\\n"))
def c_drupal(c):
    r = c.r
    L = ["<?php", "", "$settings['hash_salt'] = '%s';" % rs(r, B64URL, 55), "$settings['config_sync_directory'] = '../config/sync';",
         "$config['system.logging']['error_level'] = 'hide';"]
    for k, v in c.kvs(["snake"]):
        L.append("$settings['%s'] = '%s';" % (ident(k).lower(), v))
    L += ["$settings['trusted_host_patterns'] = ['^www\\.kestrelworks\\.io$'];"]
    return tail(r, "\n".join(L)), "raw"


# 33 Odoo odoo.conf
@car("odoo_conf", "odoo.conf", ["kv", "url"], ok=okb("\n;"))
def c_odoo(c):
    r = c.r
    L = ["[options]", "addons_path = /mnt/extra-addons,/usr/lib/python3/dist-packages/odoo/addons", "data_dir = /var/lib/odoo",
         "db_host = %s" % r.choice(["db", "10.0.3.15"]), "db_port = 5432", "db_user = odoo", "proxy_mode = True", "workers = %d" % r.randint(2, 8)]
    for k, v in c.kvs(["snake"]):
        L.append("%s = %s" % (ident(k).lower(), v))
    L += ["limit_time_cpu = 600", "list_db = False"]
    return tail(r, "\n".join(L)), "raw"


# 34 Discourse containers/app.yml
@car("discourse_app_yml", "app.yml", ["kv", "url"], ok=okb("'\\\n"))
def c_discourse(c):
    r = c.r
    L = ["templates:", '  - "templates/postgres.template.yml"', '  - "templates/redis.template.yml"', '  - "templates/web.template.yml"',
         "expose:", '  - "80:80"', '  - "443:443"', "params:", "  db_default_text_search_config: \"pg_catalog.english\"", "env:",
         "  LC_ALL: en_US.UTF-8", "  UNICORN_WORKERS: %d" % r.randint(2, 8), "  DISCOURSE_HOSTNAME: 'forum.%s'" % host(r).split(".", 1)[1]]
    for k, v in c.kvs(["SCREAM"]):
        L.append("  %s: '%s'" % (envk(k), v))
    L += ["volumes:", "  - volume:", "      host: /var/discourse/shared/standalone", "      guest: /shared"]
    return tail(r, "\n".join(L)), "raw"


# 35 GitLab gitlab.rb
@car("gitlab_rb", "gitlab.rb", ["kv", "url"], ok=okb('"\\\n#'))
def c_gitlabrb(c):
    r = c.r
    L = ["external_url 'https://gitlab.%s'" % host(r).split(".", 1)[1], "gitlab_rails['time_zone'] = 'UTC'",
         "gitlab_rails['smtp_enable'] = true", "gitlab_rails['smtp_address'] = \"smtp.%s\"" % host(r).split(".", 1)[1]]
    for k, v in c.kvs(["snake"]):
        L.append('gitlab_rails[\'%s\'] = "%s"' % (ident(k).lower(), v))
    L += ["gitlab_rails['backup_keep_time'] = 604800", "nginx['redirect_http_to_https'] = true"]
    return tail(r, "\n".join(L)), "raw"


# 36 Gitea app.ini
@car("gitea_app_ini", "app.ini", ["kv", "url"], ok=okb("\n;#`"))
def c_gitea(c):
    r = c.r
    L = ["APP_NAME = Kestrel Code", "RUN_MODE = prod", "RUN_USER = git", "", "[server]", "DOMAIN = git.%s" % host(r).split(".", 1)[1],
         "HTTP_PORT = 3000", "LFS_START_SERVER = true", "", "[database]", "DB_TYPE = postgres",
         "HOST = db:5432", "NAME = gitea", "", "[mailer]", "ENABLED = true", "PROTOCOL = smtps", "", "[custom]"]
    for k, v in c.kvs(["SCREAM"]):
        L.append("%s = %s" % (envk(k), v))
    L += ["", "[log]", "LEVEL = Info"]
    return tail(r, "\n".join(L)), "raw"


# 37 Jenkins Configuration as Code
@car("jenkins_casc_yaml", "jenkins.yaml", ["kv", "url", "blob"], ml="indent", ok=okb('"\\\n'))
def c_casc(c):
    r, p = c.r, c.p
    L = ["jenkins:", "  systemMessage: \"Managed by JCasC\"", "  numExecutors: 0", "credentials:", "  system:", "    domainCredentials:",
         "      - credentials:"]
    if p.t == "blob" and p.fmt not in ("pem", "ppk"):
        L += ["          - string:", "              scope: GLOBAL", "              id: %s" % ident(blob_name(c, "snake")).replace("_", "-"),
              "              description: \"%s, as secret text\"" % p.fname, "              secret: |", indent(p.content.rstrip("\n"), 16)]
    elif p.t == "blob":
        L += ["          - basicSSHUserPrivateKey:", "              scope: GLOBAL", "              id: %s" % ident(blob_name(c, "snake")).replace("_", "-"),
              "              username: jenkins", "              privateKeySource:", "                directEntry:", "                  privateKey: |",
              indent(p.content.rstrip("\n"), 20)]
    else:
        for k, v in c.kvs(["kebab"]):
            L += ["          - string:", "              scope: GLOBAL", "              id: %s" % ident(k).replace("_", "-").lower(),
                  "              secret: \"%s\"" % v]
    L += ["unclassified:", "  location:", "    url: https://ci.%s/" % host(r).split(".", 1)[1]]
    return tail(r, "\n".join(L)), "raw"


# 38 Keycloak realm export
@car("keycloak_realm_json", "realm-export.json", ["kv", "url"])
def c_keycloak(c):
    r = c.r
    attrs = jkv(c.kvs(["camel", "snake"]), 8)
    t = ('{\n  "id": "%s",\n  "realm": "%s",\n  "enabled": true,\n  "sslRequired": "external",\n  "clients": [\n    {\n      "clientId": "%s-api",\n'
         '      "id": "%s",\n      "publicClient": false,\n      "attributes": {\n%s\n      }\n    }\n  ],\n  "smtpServer": {\n    "host": "smtp.%s",\n'
         '    "port": "587"\n  }\n}') % (ruuid(r), r.choice(["kestrel", "larkspur", "internal"]), svc(r), ruuid(r), attrs, host(r).split(".", 1)[1])
    return tail(r, t), "json"


# 39 Neovim init.lua
@car("neovim_init_lua", "init.lua", ["kv", "url"], ok=okb('"\\\n'))
def c_nvim(c):
    r = c.r
    L = ["vim.g.mapleader = \" \"", "vim.opt.number = true", "vim.opt.relativenumber = true", ""]
    for k, v in c.kvs(["SCREAM"]):
        L.append('vim.env.%s = "%s"' % (envk(k), v))
    L += ["", "require(\"lazy\").setup({", "  { \"olimorris/codecompanion.nvim\", version = \"%s\" }," % ver(r), "})"]
    return tail(r, "\n".join(L)), "raw"


# 40 tox.ini
@car("tox_ini", "tox.ini", ["kv", "url"], ok=okb("\n#{}"))
def c_tox(c):
    r = c.r
    L = ["[tox]", "env_list = py3{10,11,12}, lint", "", "[testenv]", "deps =", "    pytest>=8", "    pytest-cov", "set_env ="]
    for k, v in c.kvs(["SCREAM"]):
        L.append("    %s = %s" % (envk(k), v))
    L += ["commands = pytest {posargs:tests}", "", "[testenv:lint]", "commands = ruff check ."]
    return tail(r, "\n".join(L)), "raw"


# 41 Caddyfile
@car("caddyfile", "Caddyfile", ["hdr"], ok=okb('"\\\n{}'))
def c_caddy(c):
    r, p = c.r, c.p
    L = ["{", "    email ops@%s" % host(r).split(".", 1)[1], "}", "", "%s {" % host(r), "    encode zstd gzip",
         "    reverse_proxy https://upstream.%s {" % host(r).split(".", 1)[1], "        header_up Host {upstream_hostport}"]
    for k, v in c.headers():
        L.append('        header_up %s "%s"' % (k, v))
    L += ["    }", "}"]
    return tail(r, "\n".join(L)), "raw"


# 42 PM2 ecosystem.config.js
@car("pm2_ecosystem_js", "ecosystem.config.js", ["kv", "url"], ok=okb("'\\\n"))
def c_pm2(c):
    r = c.r
    env = ",\n".join("        %s: '%s'" % (envk(k), v) for k, v in c.kvs(["SCREAM"]))
    t = ("module.exports = {\n  apps: [\n    {\n      name: '%s',\n      script: './dist/server.js',\n      instances: %d,\n      exec_mode: 'cluster',\n"
         "      env_production: {\n        NODE_ENV: 'production',\n%s\n      },\n    },\n  ],\n};") % (svc(r), r.randint(2, 8), env)
    return tail(r, t), "raw"


# 43 Butane (Fedora CoreOS) config
@car("butane_fcos_yaml", "config.bu", ["kv", "url", "blob"], ml="indent", bad_sub=("\nEOF",))
def c_butane(c):
    r, p = c.r, c.p
    L = ["variant: fcos", "version: 1.5.0", "passwd:", "  users:", "    - name: core", "      ssh_authorized_keys:",
         "        - ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s core@bastion" % rs(r, B64, 43), "storage:", "  files:"]
    if p.t == "blob":
        L += ["    - path: /root/%s" % p.fname, "      mode: 0600", "      contents:", "        inline: |", indent(p.content.rstrip("\n"), 10)]
    else:
        L += ["    - path: /etc/%s/env" % svc(r), "      mode: 0600", "      contents:", "        inline: |"]
        for k, v in c.kvs(["SCREAM"]):
            L.append("          %s=%s" % (envk(k), v))
    L += ["systemd:", "  units:", "    - name: %s.service" % svc(r), "      enabled: true"]
    return tail(r, "\n".join(L)), "raw"


# 44 Salesforce CLI auth file (~/.sfdx/<username>.json)
@car("sfdx_auth_json", "auth.json", ["kv"], only={"generic-api-key-named", "generic-credential-named"})
def c_sfdx(c):
    r, k = c.r, c.kind
    v = jesc(c.value())
    user = "%s@kestrelworks.io.%s" % (r.choice(USERS).replace(".", ""), r.choice(["uat", "dev"]))
    if k == "generic-credential-named":
        pair = '  "accessToken": "00D%s!%s",\n  "refreshToken": "%s",' % (rs(r, ALNUM, 15), rs(r, ALNUM + ".", 96), v)
    else:
        pair = '  "accessToken": "%s",\n  "refreshToken": "5Aep%s",' % (v, rs(r, ALNUM + "._", 83))
    t = ('{\n%s\n  "instanceUrl": "https://kestrelworks--%s.sandbox.my.salesforce.com",\n  "loginUrl": "https://test.salesforce.com",\n'
         '  "orgId": "00D%s",\n  "username": "%s",\n  "clientId": "PlatformCLI",\n  "isDevHub": false\n}') % (pair, r.choice(["uat", "dev"]), rs(r, ALNUM, 15), user)
    return tail(r, t), "json"


# 45 Windows cmd `set` output
@car("windows_cmd_set_output", "set.txt", ["kv", "url"], ok=okb("\n"))
def c_winset(c):
    r = c.r
    items = [("ALLUSERSPROFILE", "C:\\ProgramData"), ("COMPUTERNAME", "WS-%s" % rs(r, UPNUM, 7)), ("ComSpec", "C:\\Windows\\system32\\cmd.exe"),
             ("NUMBER_OF_PROCESSORS", str(r.choice([8, 16]))), ("OS", "Windows_NT"), ("PATHEXT", ".COM;.EXE;.BAT;.CMD;.VBS;.JS;.PS1"),
             ("USERNAME", r.choice(USERS)), ("windir", "C:\\Windows")] + [(envk(k), v) for k, v in c.kvs(["SCREAM"])]
    items.sort(key=lambda kv_: strip_marks(kv_[0]).upper())
    L = ["C:\\Users\\dev\\src\\%s>set" % svc(r)] + ["%s=%s" % kv_ for kv_ in items] + ["", "C:\\Users\\dev\\src\\%s>" % svc(r)]
    return tail(r, "\n".join(L)), "raw"


# ================================================================ corpus 9: fresh negatives
import re as _re

NOTE_WHY.update({
    "truncated": "the value is cut short by the tool that printed it, so it is not a usable credential",
    "redacted": "the credential is masked; at most a prefix or a few characters survive",
    "placeholder": "a stand-in in the credential's place, never issued",
    "template-ref": "a template or secret-store reference resolved at render or deploy time; the file holds no value",
})

# reference syntaxes of the carriers' own ecosystems (Jinja/Twig, ERB, Keycloak vault, Gitea file refs, Concourse, goreleaser, tox)
C9_TEMPLATES = [("{{ %s }}", "a Jinja/Twig expression"), ("<%%= ENV.fetch('%s') %%>", "an ERB expression"),
                ("${vault.%s}", "a Keycloak vault reference"), ("$__file{/run/secrets/%s}", "a Gitea file reference"),
                ("((%s))", "a Concourse/credential-manager variable"), ("{{ .Env.%s }}", "a Go-template env lookup"),
                ("{env:%s}", "a tox substitution"), ("${%s}", "a shell/compose-style interpolation")]


def c9_with_value(p, newval, inner="raw"):
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


def c9_prefix(kind, s):
    """the fixed prefix of a kind's values: common start of two independent draws, cut at a separator"""
    s2 = KINDS[kind][0](random.Random("%s|prefix|%s" % (SEED, kind)), 0).secret
    pfx = _cp(s, s2)
    m = _re.match(r"^(.*[-_.:/])", pfx)
    pfx = m.group(1) if m else ""
    if len(pfx) > len(s) - 8:
        pfx = ""
    return pfx


def _cp(a, b):
    n = 0
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    return a[:n]


def fresh_neg(kind, r):
    p = KINDS[kind][0](r, 1)
    s = p.secret
    pfx = c9_prefix(kind, s)
    body = s[len(pfx):]
    nm = kind.replace("-named", "").replace("-prefixed", "").replace("-", "_")
    t = ["placeholder", "redacted", "template-ref", "truncated"][zlib.crc32(("c9|" + kind).encode()) % 4]
    deb = False
    if t == "truncated":
        k = max(5, min(10, len(body) // 4))
        j = r.randint(0, 2)
        v = [pfx + body[:k] + "...", pfx + body[:k] + "\u2026", pfx + body[:k] + " [truncated]"][j]
        note = "truncated: the printer kept %d characters after the prefix and cut the rest; what is left cannot authenticate" % k
    elif t == "redacted":
        j = r.randint(0, 3)
        v = [pfx + "<redacted>", "***", pfx + "****" + body[-4:], "[MASKED]"][j]
        note = ["redacted: the value was replaced after its fixed prefix by a scrubber",
                "redacted: masked whole by the CI log masker",
                "redacted: a console mask that keeps only the last four characters",
                "redacted: replaced by the export tool's mask"][j]
        deb = j == 2
    elif t == "placeholder":
        j = r.randint(0, 3)
        v = [pfx + "X" * max(8, len(body)), "<%s>" % nm, "REPLACE_ME", pfx + "your-token-here"][j]
        note = ["placeholder: an X-filled stand-in of the right length from an onboarding doc",
                "placeholder: an angle-bracket stand-in for the reader's own value",
                "placeholder: REPLACE_ME left by a scaffolding tool", "placeholder: a your-token-here stand-in after the real prefix"][j]
    else:
        tpl, what = r.choice(C9_TEMPLATES)
        v = tpl % (nm.upper() if ("ENV" in tpl or tpl in ("{env:%s}", "${%s}")) else nm)
        note = "template-ref: %s (`%s`), filled in when the file is rendered; no value is stored here" % (what, tpl % "...")
    return neg(c9_with_value(p, v), note, deb)


def c9_like(kind, r, newval, idx=1):
    return c9_with_value(KINDS[kind][0](r, idx), newval)


def pem_public(r):
    der_ = seq(seq(OID_RSA), der(0x03, b"\x00" + seq(der_int_bytes(rnd_int_bytes(r, 256)), der_int(65537))))
    return pem("PUBLIC KEY", der_)


def c9_special():
    S = {}

    def add(kind, note, deb=False):
        def deco(fn):
            S[kind] = lambda r: neg(fn(r), note, deb)
            return fn
        return deco

    add("github-oauth", "invalid-checksum: the six-character tail is not the base62 CRC32 of the body, so GitHub never issued it")(
        lambda r: c9_like("github-oauth", r, gh_bad_checksum(r, "gho_")))
    add("github-user-to-server", "invalid-checksum: a ghu_ value whose CRC32 tail does not match, hand-edited in a test fixture", True)(
        lambda r: c9_like("github-user-to-server", r, gh_bad_checksum(r, "ghu_")))
    add("npm-token", "invalid-checksum: the npm_ body's CRC32 tail is wrong")(
        lambda r: c9_like("npm-token", r, gh_bad_checksum(r, "npm_")))
    add("bitbucket-app-password", "invalid-checksum: the 8 hex digits are not the CRC32 of the ATBB body")(
        lambda r: c9_like("bitbucket-app-password", r, (lambda b: b + "%08X" % ((zlib.crc32(b.encode()) ^ 0x5A5A5A5A) & 0xFFFFFFFF))("ATBB" + rs(r, ALNUM, 24))))
    add("grafana-service-account", "invalid-checksum: the hex tail is the CRC32 in big-endian order, not the little-endian order Grafana writes", True)(
        lambda r: c9_like("grafana-service-account", r, (lambda k: k + "_" + zlib.crc32(k.encode()).to_bytes(4, "big").hex() if zlib.crc32(k.encode()).to_bytes(4, "big") != zlib.crc32(k.encode()).to_bytes(4, "little") else k + "_00000000")("glsa_" + rs(r, ALNUM, 32))))
    add("stripe-secret-key", "test-mode: an sk_test_ key only reaches Stripe's test mode; the rule is for live keys", True)(
        lambda r: kv(["stripe secret key", "STRIPE SECRET KEY"], "sk_test_51" + rs(r, ALNUM, 97)))
    add("posthog-personal-api-key", "public-by-design: a phc_ project API key, shipped in every page's snippet")(
        lambda r: kv(["posthog project api key", "NEXT PUBLIC POSTHOG KEY", "posthogKey"], "phc_" + rs(r, ALNUM, 43)))
    add("mapbox-secret-token", "public-by-design: a pk. public token meant for the browser map, not an sk. secret")(
        lambda r: kv(["mapbox access token", "MAPBOX PUBLIC TOKEN"], "pk." + b64u(('{"u":"kw-maps","a":"%s"}' % rs(r, LOWNUM, 25)).encode()) + "." + rs(r, B64URL, 22)))
    add("aws-access-key-id", "identifier: an AIDA… unique id names an IAM user (get-user output); it is not an access key", True)(
        lambda r: kv(["aws user id", "UserId", "iam unique id"], "AIDA" + rs(r, B32, 17)))
    add("twilio-api-key", "identifier: an AC… Account SID is the account's public identifier, not a key SID", True)(
        lambda r: kv(["twilio account sid", "TWILIO ACCOUNT SID"], "AC" + rs(r, HEXL, 32)))
    add("heroku-legacy-api-key", "identifier: a UUID under HEROKU_APP_ID names the app; it is not the API key")(
        lambda r: kv(["heroku app id", "HEROKU APP ID"], ruuid(r)))
    add("sonarqube-token-named", "hash: 40 hex digits under sonar.scm.revision are a git commit id, not a token", True)(
        lambda r: kv(["sonar.scm.revision", "SONAR SCM REVISION"], sha(r)))
    add("generic-secret-named", "hash: a bare `secret` holding a SHA-256 digest of a file; hex digits alone are not taken", True)(
        lambda r: kv(["=secret", "=token"], hashlib_hex(r, 64)))
    add("generic-credential-named", "identifier: `nextPageToken` is a pagination cursor the API hands to anyone who lists")(
        lambda r: kv(["=nextPageToken", "=next_page_token"], b64u(("offset=%d&ts=%d" % (r.randint(100, 9999), epoch(r))).encode())))
    add("generic-api-key-named", "identifier: `api_key_id` is the key's public id (shown in the dashboard list), not the key", True)(
        lambda r: kv(["api key id", "apiKeyId"], ruuid(r)))
    add("telegram-bot-token", "documented-example: 110201543:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw is the token in Telegram's bot tutorial", True)(
        lambda r: kv(["telegram bot token", "TELEGRAM BOT TOKEN"], "110201543:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw"))
    add("telegram-bot-url", "template-ref: `/bot${TELEGRAM_TOKEN}/` is filled from the environment when the script runs")(
        lambda r: url(["telegram api url", "TG URL"], "https://api.telegram.org/bot" + mark("${TELEGRAM_TOKEN}") + "/sendMessage", nameless=True))
    add("slack-webhook", "redacted: Slack's own UI shows the URL with the secret path part masked")(
        lambda r: url(["slack webhook url", "SLACK WEBHOOK URL"], mark("https://hooks.slack.com/services/T%s/B%s/************************" % (rs(r, UPNUM, 10), rs(r, UPNUM, 10))), nameless=True))
    add("discord-webhook", "truncated: the webhook URL is cut after the channel id; the token part is missing")(
        lambda r: url(["discord webhook url", "DISCORD WEBHOOK"], mark("https://discord.com/api/webhooks/%d/" % r.randint(10 ** 17, 10 ** 18)), nameless=True))
    add("jwt", "redacted: header and claims survive but the signature part was replaced by the logger", True)(
        lambda r: kv(["id token", "JWT", "session jwt"], ".".join(jwt(r, "rs").split(".")[:2]) + ".REDACTED"))
    add("basic-auth", "placeholder: dXNlcm5hbWU6cGFzc3dvcmQ= is base64 of `username:password`, an example value", True)(
        lambda r: hdr("Authorization", "dXNlcm5hbWU6cGFzc3dvcmQ=", pre="Basic "))
    add("bearer-token", "template-ref: `${ACCESS_TOKEN}` is expanded by the shell or client before the request is sent")(
        lambda r: hdr("Authorization", "${ACCESS_TOKEN}", pre="Bearer "))
    add("authorization-token", "redacted: the logged header's credential was replaced by [FILTERED]")(
        lambda r: hdr("Authorization", "[FILTERED]", pre="Token "))
    add("splunk-hec-token", "placeholder: the all-zero GUID stands in for a HEC token in the setup guide")(
        lambda r: hdr("Authorization", "00000000-0000-0000-0000-000000000000", pre="Splunk "))
    add("django-secret-key", "placeholder: the words `change-me-in-production` after the startproject prefix are a stand-in, not a key", True)(
        lambda r: kv(["django secret key", "DJANGO SECRET KEY"], "django-insecure-change-me-in-production"))
    add("private-key-rsa", "public-by-design: a PUBLIC KEY block (the half one may publish), not the private key")(
        lambda r: blob("pem", "public.pem", mark(pem_public(r))))
    add("private-key-pkcs8", "truncated: only the armour and the first base64 line survive; the key body was cut by the pager", True)(
        lambda r: blob("pem", "tls.key", mark("\n".join(pem_pkcs8(r).split("\n")[:2]) + "\n...")))
    add("private-key-ec", "placeholder: armour lines around a `<paste key here>` stand-in")(
        lambda r: blob("pem", "ec.key", mark("-----BEGIN EC PRIVATE KEY-----\n<paste key here>\n-----END EC PRIVATE KEY-----")))
    add("private-key-dsa", "redacted: the armour survives but every body line was replaced by a mask")(
        lambda r: blob("pem", "id_dsa", mark("-----BEGIN DSA PRIVATE KEY-----\n[REDACTED]\n-----END DSA PRIVATE KEY-----")))
    add("private-key-encrypted", "public-by-design: an X.509 CERTIFICATE block sits where the key was expected; certificates are public", True)(
        lambda r: blob("pem", "client.crt", mark(pem("CERTIFICATE", seq(seq(der(0xa0, der_int(2)), der_int_bytes(rnd_int_bytes(r, 16)), seq(bytes.fromhex("06092a864886f70d01010b0500")), rbytes(r, 400)), seq(bytes.fromhex("06092a864886f70d01010b0500")), der(0x03, b"\x00" + rbytes(r, 256)))))))
    add("private-key-openssh", "public-by-design: an ssh-ed25519 public key line (authorized_keys), not the private key")(
        lambda r: blob("sshpub", "id_ed25519.pub", mark("ssh-ed25519 " + b64s(ssh_str("ssh-ed25519") + ssh_str(rbytes(r, 32))) + " %s@laptop" % r.choice(USERS))))
    add("private-key-pgp", "public-by-design: a PGP PUBLIC KEY BLOCK, published on keyservers")(
        lambda r: blob("pem", "public.asc", mark(pgp_public(r, "Release Bot <release@kestrelworks.io>"))))
    add("putty-private-key", "public-by-design: the SSH2 public-key export PuTTYgen writes next to the .ppk")(
        lambda r: blob("pem", "deploy.pub", mark("---- BEGIN SSH2 PUBLIC KEY ----\nComment: \"rsa-key-2024%02d%02d\"\n%s\n---- END SSH2 PUBLIC KEY ----" % (
            r.randint(1, 12), r.randint(1, 28), "\n".join(textwrap_b64(b64s(ssh_str("ssh-rsa") + ssh_str(b"\x01\x00\x01") + ssh_str(b"\x00" + rnd_int_bytes(r, 256))), 70))))))
    add("age-secret-key", "public-by-design: an age1… recipient (public key), which may be shared freely")(
        lambda r: kv(["sops age recipients", "SOPS AGE RECIPIENTS", "age recipient"], bech32("age", list(rbytes(r, 32)))))
    add("gcp-service-account", "redacted: the key file with its private_key replaced by a mask by `gcloud ... --format` scrubbing", True)(
        lambda r: c9_with_value(KINDS["gcp-service-account"][0](r, 0), "REDACTED", "json"))
    add("docker-config-auth", "placeholder: the auth field is base64 of `username:password`, copied from the docs", True)(
        lambda r: blob("dockercfg", "config.json", '{\n  "auths": {\n    "registry.example.com": {\n      "auth": "%s"\n    }\n  }\n}' % mark("dXNlcm5hbWU6cGFzc3dvcmQ=")))
    add("netrc-password", "placeholder: `YOUR_PASSWORD` in a .netrc template")(
        lambda r: blob("netrc", ".netrc", "machine %s\n  login %s\n  password %s\n" % (r.choice(["git.kestrelworks.io", "ftp.larkspur.dev"]), r.choice(USERS), mark("YOUR_PASSWORD"))))
    add("pgpass-password", "redacted: the password field of the .pgpass line is masked", True)(
        lambda r: blob("pgpass", ".pgpass", "db-primary.internal:5432:%s:%s:%s\n" % (r.choice(DBS), r.choice(USERS), mark("********"))))
    add("mysql-option-password", "template-ref: `${MYSQL_PASSWORD}` is substituted by the entrypoint before mysql reads the file")(
        lambda r: blob("mycnf", ".my.cnf", "[client]\nuser=%s\npassword=%s\nhost=127.0.0.1\n" % (r.choice(USERS), mark("${MYSQL_PASSWORD}"))))
    return S


def textwrap_b64(s, w=64):
    return [s[i:i + w] for i in range(0, len(s), w)]


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


SKIPPED = {"wirepass-session": "the scanner's own session token; the brief excludes it"}


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
        text, enc = CARS[cname]["fn"](c)
    finally:
        _CUR["svc"] = None
    if CARS[cname]["crlf"]:
        text = text.replace("\r\n", "\n").replace("\n", "\r\n")
    clean, pos = extract(text)
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
    also_kinds = [a if isinstance(a, list) else [a] for a in p.also] + c.extra_also
    also = []
    for i, kinds_ in enumerate(also_kinds):
        if i not in pos:
            raise ValueError("missing secondary span %d in %s/%s" % (i, kind, cname))
        a, b = boff(*pos[i])
        sval = strip_marks(text[text.index(SM[i][0]) + 1:text.index(SM[i][1])])
        senc = "raw" if enc == "base64" else enc
        if senc in ("json", "xml"):
            sval = decode_span(data, a, b, senc)
        for k2 in kinds_:
            also.append({"kind": k2, "start": a, "end": b, "encoding": senc, "_value": sval})
    for k2 in p.also_same + c.extra_same:
        also.append({"kind": k2, "start": start, "end": end, "encoding": fenc, "_value": value})
    if not span_ok(data, start, end, fenc, value):
        raise ValueError("span self-check failed: %s %s %r" % (kind, cname, decode_span(data, start, end, fenc)[:60]))
    fname = CARS[cname]["fname"]
    if "%d" in fname:
        fname = fname % r.randint(1, 9)
    return dict(data=data, start=start, end=end, enc=fenc, value=value, p=p, also=also, fname=fname)


PROVIDER = {}


def build():
    rules = load_rules()
    provider = {k: prov for k, prov, _ in rules}
    PROVIDER.update(provider)
    kinds_scm(); kinds_chat_ai(); kinds_cloud(); kinds_saas(); kinds_pay_comm_obs(); kinds_infra_generic(); kinds_corpus7()
    SPECIAL_NEGS.update(c9_special())
    for k in list(KINDS):
        KINDS[k] = (KINDS[k][0], make_neg(k))
    missing = [k for k, _, _ in rules if k not in KINDS and k not in SKIPPED]
    extra = [k for k in KINDS if k not in provider]
    if missing or extra:
        raise SystemExit("kind table mismatch: missing=%s extra=%s" % (missing, extra))
    usage = {c: 0 for c in CARS}
    files, manifest, secrets = {}, [], []
    for kind, prov, _ in rules:
        if kind in SKIPPED:
            continue
        used = set()
        for idx in (0, 1, 2, None):
            positive = idx is not None
            order = sorted(CARS, key=lambda cn: (usage[cn], zlib.crc32(("%s|%s" % (kind, cn)).encode())))
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



CARRIER_DESC = {
    "racket_source": "Racket module (`#lang racket/base`): `define`s, http-easy `#:headers`",
    "common_lisp_source": "Common Lisp `defparameter` settings file",
    "prolog_source": "SWI-Prolog `setting/2` facts module",
    "smalltalk_pharo_st": "Pharo startup script: `Smalltalk at:put:`, ZnClient `headerAt:put:`",
    "delphi_dfm": "Delphi form file: TIdHTTP `CustomHeaders`, FireDAC `Params.Strings`",
    "jcl_bpxbatch_stdenv": "z/OS JCL running BPXBATCH with an in-stream `STDENV` environment",
    "abap_report": "ABAP report: `CONSTANTS ... VALUE`, `set_header_field`",
    "apex_class": "Salesforce Apex class: constants, `HttpRequest.setHeader`",
    "coldfusion_cfm": "ColdFusion `Application.cfc`: `cfset`, `cfhttpparam type=\"header\"`",
    "helm_debug_dryrun": "`helm install --debug --dry-run` output, rendered Secret `stringData`",
    "terraform_console_session": "`terraform console` session printing a local map",
    "ansible_vvv_output": "`ansible-playbook -vvv` output with `invocation.module_args` (uri, copy, docker_container)",
    "pwsh_env_format_list": "`Get-ChildItem Env: | Format-List` output",
    "git_hook_pre_push": "`.git/hooks/pre-push` shell hook",
    "composer_auth_json": "Composer `auth.json` (github-oauth, gitlab-token, http-basic, bearer)",
    "poetry_config_toml": "Poetry `config.toml` (`[pypi-token]`, `[http-basic.*]`)",
    "conda_environment_yml": "Conda `environment.yml` `variables:`",
    "leiningen_profiles_clj": "Leiningen `~/.lein/profiles.clj` `:env` map",
    "linear_graphql_response": "Linear GraphQL API response, issue `description` (Markdown)",
    "rollbar_item_json": "Rollbar item API response: `request.headers`, `custom`",
    "telegram_getupdates_json": "Telegram Bot API `getUpdates` result, message `text`",
    "stripe_event_json": "Stripe webhook event JSON, customer `metadata`",
    "airtable_records_json": "Airtable list-records API response",
    "notion_blocks_json": "Notion block-children API response, a `code` block's rich text",
    "chrome_ext_background_js": "Chrome MV3 extension `background.js`",
    "electron_main_js": "Electron `main.js`: env defaults, `net.request` headers",
    "firefox_user_js": "Firefox profile `user.js` `user_pref` lines",
    "vscode_tasks_json": "VS Code `.vscode/tasks.json` (JSONC): `options.env`, curl args",
    "jetbrains_run_xml": "JetBrains `.run/*.run.xml` `<envs>`",
    "eclipse_launch": "Eclipse `.launch` `environmentVariables` map",
    "wp_cli_yml": "WP-CLI `wp-cli.yml` `config create: extra-php`",
    "drupal_settings_local_php": "Drupal `settings.local.php` `$settings[...]`",
    "odoo_conf": "Odoo `odoo.conf` `[options]`",
    "discourse_app_yml": "Discourse `containers/app.yml` `env:`",
    "gitlab_rb": "Omnibus GitLab `/etc/gitlab/gitlab.rb` `gitlab_rails[...]`",
    "gitea_app_ini": "Gitea `app.ini`",
    "jenkins_casc_yaml": "Jenkins Configuration-as-Code `jenkins.yaml` credentials",
    "keycloak_realm_json": "Keycloak realm export, client `attributes`",
    "neovim_init_lua": "Neovim `init.lua` `vim.env.*`",
    "tox_ini": "`tox.ini` `set_env`",
    "caddyfile": "Caddyfile `reverse_proxy` `header_up`, rewrite targets",
    "pm2_ecosystem_js": "PM2 `ecosystem.config.js` `env_production`",
    "butane_fcos_yaml": "Butane (Fedora CoreOS) config, `storage.files[].contents.inline`",
    "sfdx_auth_json": "Salesforce CLI auth file `~/.sfdx/<username>.json`",
    "windows_cmd_set_output": "Windows `cmd` `set` output",
}

README_HEAD = """# wirepass corpus 9 — held-out FAKE secrets in new carriers

Every value here is random and was generated by `generate.py`; none is a real credential (the few
documented example values used as negatives — Telegram's tutorial bot token, base64 of
`username:password` — are public on purpose).
Regenerate with `python3 generate.py` (deletes and rewrites `cases/`, `manifest.jsonl` and this
README); check with `python3 verify.py` (regenerates everything in memory, compares every file, every
manifest line and this README byte for byte, decodes every span and `also_expected` span from the files
on disk and compares it with the generated value; prints the number of mismatches, `0` when all is
well). Python 3 stdlib only. Seed `wirepass-corpus9-v1`; each case draws from
`random.Random("wirepass-corpus9-v1|<kind>|<carrier>")`, so a case does not change when another does.

The token generators and checksum helpers (GitHub/npm base62 CRC32, Bitbucket/Atlassian CRC32,
Grafana little-endian CRC, bech32 for age, DER-built PEM keys, PyPI macaroons, Vault protobuf
tokens, ...) are taken from corpus 8's generator; the carriers and the negatives are new.

## Counts

| | |
|---|---|
| cases | {{CASES}} |
| positives | {{POS}} (3 per rule id, each in a different carrier) |
| negatives | {{NEG}} ({{NEGPCT}} %; 1 per rule id, in a fourth carrier) |
| rule ids covered | {{KINDS}} of {{NRULES}} (all but `wirepass-session`, skipped as the brief says) |
| carriers | {{CARRIERS}} (none from `used_carriers.txt`, none a close variant of one) |
| encodings | {{ENCS}} |
| cases with `also_expected` | {{ALSO}} |
| negatives marked `debatable` | {{DEB}} |

Negative types: {{NEGTYPES}}.

## Layout and manifest

`cases/<rule id>/<carrier>/<file name>`, the file name being what such a file is really called
(`Application.cfc`, `MainForm.dfm`, `profiles.clj`, `tox.ini`, `Caddyfile`, `pre-push`, `app.ini`,
`gitlab.rb`, `realm-export.json`, `ecosystem.config.js`, `config.bu`, ...). `manifest.jsonl` follows
`manifest_format.md`: `file, kind, provider, carrier, positive, start, end, encoding`, plus `note`
(`<type>: <why>`) on every negative and `debatable: true` where a reviewer might disagree.
`start`/`end` are byte offsets (UTF-8) of the value as it appears in the file.

* `raw`: verbatim. `json`: inside a JSON string (PEM newlines as `\\n`; also the GCP key file's
  `private_key` wherever the whole key file is pasted raw). `xml`: XML-escaped attribute text
  (JetBrains `<env value="…">`, Eclipse `<mapEntry value="…">`). `url`: percent-encoded URL passwords.
* No carrier base64-encodes its payload, so there is no `base64` span.
* Values inside prose carried in JSON (Linear issue `description`, Notion rich text, Telegram message
  `text`) are JSON-escaped once; the Notion block repeats the text in `plain_text`: only the first
  (`content`) occurrence is listed.
* URL-shaped kinds: the whole URL for Slack/Discord/Teams webhooks and Slack workflow URLs;
  `<id>:<token>` for Telegram `/bot…/` paths; `sig` for Azure SAS; the password for `url-password`.
* PEM kinds and `putty-private-key`: the whole block, armour included; `gcp-service-account`: the
  `private_key` string (encoding `json`).
* `also_expected`: `[{kind, start, end, encoding}]` for other rules that legitimately fire (an AWS
  key id beside its secret, a Twilio `SK…` SID, an Alibaba `LTAI…` id, `private-key-pkcs8` inside GCP
  key files, `url-password` where a token is a git URL's password, `azure-annotated-key` where the
  value is in the annotated form). Negatives keep the key id beside a masked secret, which still
  fires its own rule.

## Weaker grounds

* Known overlaps **not** marked: the generic rules (`generic-*-named`) will often also fire on named
  provider cases; `twilio-api-key-secret-named` values are also "API secret next to its name" for
  `twilio-auth-token`; `vault-legacy-token` may also be reported as `vault-service-token`.
* Some carriers are plausible but uncommon homes for some providers (a Pulumi token in a Prolog
  settings module, a Databricks token in a Firefox `user.js`); the syntax is each carrier's real one.
* A JCL `STDENV` in-stream data set with lines longer than 80 columns needs a variable-length
  record format; real decks usually fold such lines.
* Negatives generated by pattern (placeholder, redacted, template-ref, truncated) keep the kind's
  fixed prefix; a scanner that fires on a prefix alone would flag them. Ones keeping the last four
  characters are marked debatable.
* A template reference is sometimes placed in a carrier that does not expand it itself (a `${…}` in an
  Apex constant); such a file is a template rendered by a deploy step, and the value is still no secret.
* `gcp-service-account` negative: a key file with `private_key` masked; the rest of the file is
  still a service-account key file shape.

## Carriers

| carrier | cases | what it is |
|---|---|---|
{{CARROWS}}
"""


def write_readme(manifest, usage, write=True):
    pos = sum(1 for e in manifest if e["positive"])
    neg_ = len(manifest) - pos
    kinds = sorted({e["kind"] for e in manifest})
    encs, nt = {}, {}
    for e in manifest:
        encs[e["encoding"]] = encs.get(e["encoding"], 0) + 1
        if not e["positive"]:
            t = e["note"].split(":", 1)[0]
            nt[t] = nt.get(t, 0) + 1
    deb = sum(1 for e in manifest if e.get("debatable"))
    also = sum(1 for e in manifest if e.get("also_expected"))
    rows = "\n".join("| `%s` | %d | %s |" % (c, usage[c], CARRIER_DESC.get(c, "")) for c in sorted(usage) if usage[c])
    txt = README_HEAD
    for k, v in [("CASES", len(manifest)), ("POS", pos), ("NEG", neg_), ("NEGPCT", "%.1f" % (100.0 * neg_ / len(manifest))),
                 ("KINDS", len(kinds)), ("NRULES", len(load_rules())), ("CARRIERS", len([c for c in usage if usage[c]])),
                 ("ENCS", ", ".join("%s %d" % (k2, encs[k2]) for k2 in sorted(encs))), ("DEB", deb), ("ALSO", also),
                 ("NEGTYPES", ", ".join("%s %d" % (k2, v2) for k2, v2 in sorted(nt.items(), key=lambda kv_: (-kv_[1], kv_[0])))),
                 ("CARROWS", rows)]:
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
