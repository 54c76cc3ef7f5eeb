#!/usr/bin/env python3
"""wirepass held-out corpus 10: FAKE secrets in carriers not used by corpora 1-9.

Deterministic: seed `wirepass-corpus10-v1`; every case draws from
random.Random("wirepass-corpus10-v1|<kind>|<carrier>").  Running this script
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

SEED = "wirepass-corpus10-v1"
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
            return [(self.nm(n + EXTRA_NAMES.get(self.kind, []) if P0 in v else n, st), v)
                    for n, v in self.p.entries]
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







# ================================================================ corpus 10: name spellings seen in the wild
EXTRA_NAMES = {
    "github-pat": ["GH_PAT", "GITHUB_PERSONAL_ACCESS_TOKEN", "gh_token", "github.token"],
    "github-fine-grained-pat": ["GH_PAT", "GITHUB_PAT"],
    "openai-project-key": ["OPENAI_API_KEY", "openai.api_key", "OpenAI__ApiKey"],
    "openai-api-key": ["OPENAI_API_KEY", "openaiApiKey"],
    "anthropic-api-key": ["ANTHROPIC_API_KEY", "anthropicApiKey", "CLAUDE_API_KEY"],
    "stripe-secret-key": ["STRIPE_SK", "STRIPE_LIVE_SECRET_KEY", "StripeSecretKey", "stripe_api_key"],
    "aws-secret-access-key": ["aws_secret_access_key", "AWS_SECRET_KEY", "awsSecretAccessKey"],
    "slack-bot-token": ["SLACK_BOT_OAUTH_TOKEN", "SLACK_API_TOKEN", "slackBotToken"],
    "sendgrid-api-key": ["SENDGRID_API_KEY", "SENDGRID_KEY", "sendgrid.api.key"],
    "datadog-api-key": ["DD_API_KEY", "DATADOG_API_KEY", "datadog.apiKey"],
    "twilio-auth-token": ["TWILIO_AUTH_TOKEN", "twilioAuthToken", "TWILIO_TOKEN"],
    "huggingface-token": ["HUGGINGFACEHUB_API_TOKEN", "HF_API_TOKEN", "HUGGING_FACE_HUB_TOKEN"],
    "google-api-key": ["GOOGLE_PLACES_API_KEY", "googleMapsApiKey", "YOUTUBE_API_KEY", "GEMINI_API_KEY"],
    "generic-password-named": ["passwd", "PGPASSWORD", "MYSQL_ROOT_PASSWORD", "db_pass", "RABBITMQ_DEFAULT_PASS", "keystore password"],
    "generic-api-key-named": ["apikey", "x-api-key", "service api key", "API_KEY"],
    "databricks-token": ["DATABRICKS_TOKEN", "databricks_pat"],
    "cloudflare-api-token": ["CF_API_TOKEN", "CLOUDFLARE_DNS_API_TOKEN"],
    "pagerduty-token": ["PAGERDUTY_INTEGRATION_KEY", "PD_SERVICE_KEY", "pd_routing_key"],
    "npm-token": ["NPM_AUTH_TOKEN", "NODE_AUTH_TOKEN", "npmAuthToken"],
    "docker-pat": ["DOCKER_HUB_ACCESS_TOKEN", "DOCKERHUB_PASSWORD", "REGISTRY_PASSWORD"],
    "jwt": ["id_token", "accessToken", "SERVICE_JWT"],
    "vercel-token": ["VERCEL_TOKEN", "VERCEL_API_TOKEN"],
    "linode-token": ["LINODE_TOKEN", "LINODE_CLI_TOKEN"],
    "hetzner-token": ["HCLOUD_TOKEN"],
    "sonarqube-token-named": ["SONAR_AUTH_TOKEN", "sonar.token"],
    "snyk-token": ["SNYK_TOKEN", "SNYK_AUTH_TOKEN"],
    "wandb-api-key": ["WANDB_API_KEY"],
    "mistral-api-key": ["MISTRAL_API_KEY", "mistralApiKey"],
    "cohere-api-key": ["COHERE_API_KEY", "CO_API_KEY"],
}


# ================================================================ corpus 10 carriers
def envk(k):
    return ident(k).upper()


def jkv(pairs, ind, sep=": "):
    pad = " " * ind
    return ",\n".join('%s"%s"%s"%s"' % (pad, k, sep, jesc(v)) for k, v in pairs)


def rest_url(r):
    return "https://%s/v1/%s" % (host(r), r.choice(["orders", "sync", "events", "reports/daily", "webhooks/replay"]))

def yv(v):
    return '"%s"' % v


def hostpart(r):
    return host(r).split(".", 1)[1]


def notmarked(s):
    return strip_marks(s)


# 1 Travis CI
@car("travis_yml", ".travis.yml", ["kv", "url", "hdr"], ok=okb("'\"\\\n$`# "))
def c_travis(c):
    r, p = c.r, c.p
    L = ["language: node_js", "node_js:", '  - "%d"' % r.choice([18, 20, 22]), "dist: jammy", "cache: npm", "env:", "  global:"]
    if p.t != "hdr":
        for k, v in c.kvs(["SCREAM"]):
            L.append("    - %s=%s" % (envk(k), v))
    L.append('    - secure: "%s"' % b64s(rbytes(r, 256)))
    L += ["install:", "  - npm ci", "script:", "  - npm test"]
    if p.t == "hdr":
        L += ["after_success:", "  - '%s'" % curl_line(c, q='"')]
    L += ["branches:", "  only:", "    - main"]
    return tail(r, "\n".join(L)), "raw"


# 2 AppVeyor
@car("appveyor_yml", "appveyor.yml", ["kv", "url", "hdr"], ok=okb('"\\\n$`#\''))
def c_appveyor(c):
    r, p = c.r, c.p
    L = ["version: 1.0.{build}", "image: Visual Studio 2022", "configuration: Release", "environment:", '  DOTNET_CLI_TELEMETRY_OPTOUT: "1"']
    if p.t != "hdr":
        for k, v in c.kvs(["SCREAM"]):
            L.append("  %s: %s" % (envk(k), yv(v)))
    L += ["build_script:", "  - dotnet build -c %CONFIGURATION%"]
    if p.t == "hdr":
        hs = "; ".join('"%s" = "%s"' % (k, v) for k, v in c.headers())
        L += ["after_build:", '  - ps: Invoke-RestMethod -Method Post -Uri "%s" -Headers @{ %s }' % (rest_url(r), hs)]
    L += ["test_script:", "  - dotnet test --no-build", "deploy: off"]
    return tail(r, "\n".join(L)), "raw"


# 3 Codemagic
@car("codemagic_yaml", "codemagic.yaml", ["kv", "url", "blob"], ml="indent", bad_sub=("\nEOF",), ok=okb('"\\\n'))
def c_codemagic(c):
    r, p = c.r, c.p
    L = ["workflows:", "  android-release:", "    name: Android release", "    instance_type: mac_mini_m2", "    max_build_duration: 60",
         "    environment:", "      groups:", "        - google_play", "      flutter: stable"]
    if p.t != "blob":
        L.append("      vars:")
        for k, v in c.kvs(["SCREAM"]):
            L.append("        %s: %s" % (envk(k), yv(v)))
    L += ["    scripts:", "      - name: Get packages", "        script: flutter pub get"]
    if p.t == "blob":
        L += ["      - name: Write %s" % p.fname, "        script: |", "          cat > $CM_BUILD_DIR/%s << 'EOF'" % p.fname,
              indent(p.content.rstrip("\n"), 10), "          EOF"]
    L += ["      - name: Build AAB", "        script: flutter build appbundle --release", "    artifacts:", "      - build/**/outputs/**/*.aab"]
    return tail(r, "\n".join(L)), "raw"


# 4 Semaphore CI
@car("semaphore_yml", "semaphore.yml", ["kv", "url"], ok=okb('"\\\n'))
def c_semaphore(c):
    r = c.r
    L = ["version: v1.0", "name: Deploy %s" % svc(r), "agent:", "  machine:", "    type: e1-standard-2", "    os_image: ubuntu2204", "blocks:",
         "  - name: Deploy", "    task:", "      env_vars:"]
    for k, v in c.kvs(["SCREAM"]):
        L += ["        - name: %s" % envk(k), "          value: %s" % yv(v)]
    L += ["      secrets:", "        - name: aws-prod", "      jobs:", "        - name: deploy", "          commands:", "            - checkout",
          "            - make deploy"]
    return tail(r, "\n".join(L)), "raw"


# 5 AWS CodeBuild buildspec
@car("aws_buildspec_yml", "buildspec.yml", ["kv", "url", "hdr"], ok=okb('"\\\n\''))
def c_buildspec(c):
    r, p = c.r, c.p
    L = ["version: 0.2", "", "env:", "  variables:", '    NODE_ENV: "production"']
    if p.t != "hdr":
        for k, v in c.kvs(["SCREAM"]):
            L.append("    %s: %s" % (envk(k), yv(v)))
    L += ["  parameter-store:", "    DB_HOST: /%s/prod/db_host" % svc(r), "", "phases:", "  install:", "    runtime-versions:", "      nodejs: 20",
          "  build:", "    commands:", "      - npm ci", "      - npm run build"]
    if p.t == "hdr":
        L.append("      - '%s'" % curl_line(c, q='"'))
    L += ["", "artifacts:", "  files:", "    - '**/*'", "  base-directory: dist"]
    return tail(r, "\n".join(L)), "raw"


# 6 Google Cloud Build
@car("cloudbuild_yaml", "cloudbuild.yaml", ["kv", "url", "hdr", "blob"], ml="indent", bad_sub=("\nEOF", "$"), ok=okb("'$\n\\"))
def c_cloudbuild(c):
    r, p = c.r, c.p
    L = ["steps:", "  - name: 'gcr.io/cloud-builders/docker'", "    args: ['build', '-t', 'europe-docker.pkg.dev/$PROJECT_ID/apps/%s:$SHORT_SHA', '.']" % svc(r)]
    if p.t == "blob":
        L += ["  - name: 'gcr.io/google.com/cloudsdktool/cloud-sdk:slim'", "    id: write-%s" % ident(p.fname).replace("_", "-").lower(), "    script: |",
              "      #!/usr/bin/env bash", "      cat > /workspace/%s <<'EOF'" % p.fname, indent(p.content.rstrip("\n"), 6), "      EOF"]
    elif p.t == "hdr":
        L += ["  - name: 'curlimages/curl'", "    args: ['-fsS', %s'%s']" % ("".join("'-H', '%s: %s', " % (k, v) for k, v in c.headers()), rest_url(r))]
    else:
        L += ["  - name: 'gcr.io/google.com/cloudsdktool/cloud-sdk:slim'", "    entrypoint: bash", "    env:"]
        for k, v in c.kvs(["SCREAM"]):
            L.append("      - '%s=%s'" % (envk(k), v))
        L += ["    args: ['-c', './scripts/migrate.sh']"]
    L += ["images:", "  - 'europe-docker.pkg.dev/$PROJECT_ID/apps/%s:$SHORT_SHA'" % svc(r), "options:", "  logging: CLOUD_LOGGING_ONLY"]
    return tail(r, "\n".join(L)), "raw"


# 7 docker history --no-trunc
@car("docker_history_notrunc", "history.txt", ["kv", "url", "hdr"], ok=okb(' \n"\\$\''))
def c_dhist(c):
    r, p = c.r, c.p
    s = svc(r)
    rows = [("<missing>", "CMD [\"node\" \"dist/server.js\"]", "0B"), ("<missing>", "EXPOSE map[8080/tcp:{}]", "0B")]
    if p.t == "hdr":
        hs = " ".join('-H "%s: %s"' % (k, v) for k, v in c.headers())
        rows.append(("<missing>", "RUN /bin/sh -c curl -fsSL %s %s -o /tmp/agent.tgz && tar -xzf /tmp/agent.tgz -C /opt # buildkit" % (hs, rest_url(r)), "18.4MB"))
    else:
        kvs = [(envk(k), v) for k, v in c.kvs(["SCREAM"])]
        if r.random() < 0.5:
            rows.append(("<missing>", "ENV " + " ".join("%s=%s" % kv_ for kv_ in kvs), "0B"))
        else:
            rows.append(("<missing>", "RUN |%d %s /bin/sh -c npm ci --omit=dev # buildkit" % (len(kvs), " ".join("%s=%s" % kv_ for kv_ in kvs)), "%.1fMB" % (r.random() * 90 + 10)))
            rows += [("<missing>", "ARG %s" % k, "0B") for k, _ in kvs]
    rows += [("<missing>", "COPY package.json package-lock.json ./ # buildkit", "%dkB" % r.randint(80, 900)),
             ("<missing>", "WORKDIR /app", "0B"), ("<missing>", "/bin/sh -c #(nop)  CMD [\"node\"]", "0B")]
    rows[0] = ("sha256:" + sha(r, 12)[:12], rows[0][1], rows[0][2])
    L = ["$ docker history --no-trunc registry.%s/%s:%s" % (hostpart(r), s, ver(r)),
         "IMAGE          CREATED        CREATED BY                                      SIZE      COMMENT"]
    ages = sorted(r.randint(2, 9) for _ in rows)
    for i, (img, cb, sz) in enumerate(rows):
        when = "%d %s ago" % (ages[i], "weeks" if i == len(rows) - 1 else "days")
        com = "buildkit.dockerfile.v0" if i < len(rows) - 1 else ""
        L.append("%-14s %-14s %-47s %-9s %s" % (img, when, cb, sz, com))
    return tail(r, "\n".join(l.rstrip() for l in L)), "raw"


# 8 BOSH vars store (creds.yml)
@car("bosh_vars_store_yml", "creds.yml", ["kv", "url", "blob"], ml="indent", ok=okb('"\\\n'))
def c_bosh(c):
    r, p = c.r, c.p
    cert = pem("CERTIFICATE", seq(seq(der(0xa0, der_int(2)), der_int_bytes(rnd_int_bytes(r, 16)), seq(bytes.fromhex("06092a864886f70d01010b0500")), rbytes(r, 300)),
                                   seq(bytes.fromhex("06092a864886f70d01010b0500")), der(0x03, b"\x00" + rbytes(r, 256))))
    L = ["default_ca:", "  ca: |", indent(cert, 4), "  certificate: |", indent(cert, 4)]
    if p.t == "blob":
        L += ["%s:" % ident(blob_name(c, "snake")).lower(), "  private_key: |", indent(p.content.rstrip("\n"), 4)]
    else:
        for k, v in c.kvs(["snake"]):
            L.append("%s: %s" % (ident(k).lower(), yq(v)))
    L += ["director_name: %s-bosh" % r.choice(["kestrel", "larkspur"]), "internal_ip: %s" % ip(r)]
    return tail(r, "\n".join(L)), "raw"


# 9 Kamal deploy.yml
@car("kamal_deploy_yml", "deploy.yml", ["kv", "url"], ok=okb('"\\\n'))
def c_kamal(c):
    r = c.r
    s = svc(r)
    L = ["service: %s" % s, "image: kestrelworks/%s" % s, "", "servers:", "  web:", "    - %s" % ip(r), "    - %s" % ip(r), "  job:", "    hosts:",
         "      - %s" % ip(r), "    cmd: bin/jobs", "", "registry:", "  server: ghcr.io", "  username: kestrel-deploy", "  password:",
         "    - KAMAL_REGISTRY_PASSWORD", "", "env:", "  clear:", "    RAILS_LOG_TO_STDOUT: \"1\""]
    for k, v in c.kvs(["SCREAM"]):
        L.append("    %s: %s" % (envk(k), yv(v)))
    L += ["  secret:", "    - RAILS_MASTER_KEY", "", "builder:", "  arch: amd64"]
    return tail(r, "\n".join(L)), "raw"


# 10 fly.toml
@car("fly_toml", "fly.toml", ["kv", "url"], ok=okb('"\\\n'))
def c_fly(c):
    r = c.r
    L = ["# fly.toml app configuration file generated for %s-prod on 2024-%02d-%02dT10:1%d:22Z" % (svc(r), r.randint(1, 12), r.randint(1, 28), r.randint(0, 9)), "#",
         "# See https://fly.io/docs/reference/configuration/ for information about how to use this file.", "#", "",
         "app = '%s-prod'" % svc(r), "primary_region = '%s'" % r.choice(["ams", "fra", "iad", "sjc"]), "", "[build]", "", "[env]", "  PORT = '8080'"]
    for k, v in c.kvs(["SCREAM"]):
        L.append('  %s = "%s"' % (envk(k), v))
    L += ["", "[http_service]", "  internal_port = 8080", "  force_https = true", "  auto_stop_machines = 'stop'", "  min_machines_running = 0", "",
          "[[vm]]", "  memory = '1gb'", "  cpu_kind = 'shared'", "  cpus = 1"]
    return tail(r, "\n".join(L)), "raw"


# 11 Crystal
@car("crystal_source", "config.cr", ["kv", "url", "hdr"], ok=okb('"\\\n#'))
def c_crystal(c):
    r, p = c.r, c.p
    L = ['require "http/client"', 'require "json"', "", "module %s" % svc(r).capitalize(), '  VERSION = "%s"' % ver(r)]
    if p.t == "hdr":
        L += ["", "  def self.fetch_report : String", "    headers = HTTP::Headers{" + ", ".join('"%s" => "%s"' % (k, v) for k, v in c.headers()) + "}",
              '    response = HTTP::Client.get("%s", headers: headers)' % rest_url(r), "    response.body", "  end"]
    else:
        for k, v in c.kvs(["SCREAM"]):
            L.append('  %s = "%s"' % (envk(k), v))
    L.append("end")
    return tail(r, "\n".join(L)), "raw"


# 12 Scala
@car("scala_source", "AppConfig.scala", ["kv", "url", "hdr", "blob"], ml="verbatim", bad_sub=('"""',), ok=okb('"\\\n$'))
def c_scala(c):
    r, p = c.r, c.p
    L = ["package com.kestrelworks.%s" % svc(r), "", "import sttp.client3._", "", "object AppConfig {", '  val serviceName: String = "%s"' % svc(r)]
    if p.t == "blob":
        L.append('  val %s: String = """%s"""' % (ident(blob_name(c, "camel")), p.content.rstrip("\n")))
    elif p.t == "hdr":
        L += ["", "  def fetchReport(backend: SttpBackend[Identity, Any]): String =", "    basicRequest"]
        L += ['      .header("%s", "%s")' % (k, v) for k, v in c.headers()]
        L += ['      .get(uri"%s")' % rest_url(r), "      .send(backend)", "      .body", "      .fold(identity, identity)"]
    else:
        for k, v in c.kvs(["camel"]):
            L.append('  val %s: String = "%s"' % (ident(k), v))
    L.append("}")
    return tail(r, "\n".join(L)), "raw"


# 13 COBOL (free format)
@car("cobol_source", "PAYSYNC.cbl", ["kv", "url"], ok=okb('"\n'), ascii_only=True)
def c_cobol(c):
    r = c.r
    L = [">>SOURCE FORMAT FREE", "IDENTIFICATION DIVISION.", "PROGRAM-ID. PAYSYNC.", "AUTHOR. %s." % r.choice(["M-OKAFOR", "J-DOE", "PRIYA-N"]),
         "ENVIRONMENT DIVISION.", "DATA DIVISION.", "WORKING-STORAGE SECTION.", "01  WS-CONFIG."]
    for k, v in c.kvs(["SCREAM"]):
        n = len(strip_marks(v))
        L.append('    05  WS-%s PIC X(%d) VALUE "%s".' % (ident(k).upper().replace("_", "-"), n, v))
    L += ["01  WS-HTTP-STATUS PIC 9(3) VALUE ZERO.", "PROCEDURE DIVISION.", "MAIN-PARA.", "    CALL \"HTTPSYNC\" USING WS-CONFIG WS-HTTP-STATUS",
          "    DISPLAY \"SYNC STATUS \" WS-HTTP-STATUS", "    STOP RUN."]
    return tail(r, "\n".join(L)), "raw"


# 14 Tcl
@car("tcl_script", "sync.tcl", ["kv", "url", "hdr", "blob"], ml="verbatim", bad_sub=("\\\n",), ok=okb('"$[]\\\n{}'))
def c_tcl(c):
    r, p = c.r, c.p
    L = ["#!/usr/bin/env tclsh", "package require http", "package require tls", "http::register https 443 [list ::tls::socket -autoservername true]", ""]
    if p.t == "blob":
        L += ["set %s {" % ident(blob_name(c, "snake")).lower(), p.content.rstrip("\n"), "}", "set fh [open /tmp/%s w 0600]" % p.fname,
              "puts $fh $%s" % ident(blob_name(c, "snake")).lower(), "close $fh"]
    elif p.t == "hdr":
        L += ["set tok [http::geturl %s -headers [list %s]]" % (rest_url(r), " ".join('"%s" "%s"' % (k, v) for k, v in c.headers())),
              "puts [http::ncode $tok]", "http::cleanup $tok"]
    else:
        for k, v in c.kvs(["snake"]):
            L.append('set ::config(%s) "%s"' % (ident(k).lower(), v))
        L += ["", "proc config {key} {", "    return $::config($key)", "}"]
    return tail(r, "\n".join(L)), "raw"


# 15 AutoHotkey v2
@car("autohotkey_ahk", "Sync.ahk", ["kv", "url", "hdr"], ok=okb('"`\n;'))
def c_ahk(c):
    r, p = c.r, c.p
    L = ["#Requires AutoHotkey v2.0", "#SingleInstance Force", ""]
    if p.t == "hdr":
        L += ['whr := ComObject("WinHttp.WinHttpRequest.5.1")', 'whr.Open("GET", "%s", true)' % rest_url(r)]
        L += ['whr.SetRequestHeader("%s", "%s")' % (k, v) for k, v in c.headers()]
        L += ["whr.Send()", "whr.WaitForResponse()", "MsgBox whr.Status"]
    else:
        for k, v in c.kvs(["pascal", "snake"]):
            L.append('%s := "%s"' % (ident(k), v))
        L += ["", "^!s:: {", '    Run "sync.exe --quiet"', "}"]
    return tail(r, "\n".join(L)), "raw"


# 16 Dhall
@car("dhall_config", "config.dhall", ["kv", "url", "blob"], ml="verbatim", bad_sub=("''", "${"), ok=okb('"\\\n$'))
def c_dhall(c):
    r, p = c.r, c.p
    L = ["let Env = { service : Text, port : Natural }", "", "in  { service = \"%s\"" % svc(r), "    , port = %d" % r.choice([8080, 9000, 3000])]
    if p.t == "blob":
        L += ["    , %s =" % ident(blob_name(c, "camel")), "        ''", p.content.rstrip("\n"), "''"]
    else:
        for k, v in c.kvs(["camel"]):
            L.append('    , %s = "%s"' % (ident(k), v))
    L.append("    }")
    return tail(r, "\n".join(L)), "raw"


# 17 Pkl
@car("pkl_config", "AppConfig.pkl", ["kv", "url", "blob"], ml="verbatim", bad_sub=('"""#', "\\#"), ok=okb('"\\\n'))
def c_pkl(c):
    r, p = c.r, c.p
    L = ["module kestrel.%s.AppConfig" % svc(r), "", 'service = "%s"' % svc(r), "port = %d" % r.choice([8080, 9000])]
    if p.t == "blob":
        L += ["", '%s = #"""' % ident(blob_name(c, "camel")), p.content.rstrip("\n"), '"""#']
    else:
        L += ["", "env {"]
        for k, v in c.kvs(["SCREAM"]):
            L.append('  ["%s"] = "%s"' % (envk(k), v))
        L.append("}")
    return tail(r, "\n".join(L)), "raw"


# 18 Rails initializer
@car("rails_initializer_rb", "config/initializers/services.rb", ["kv", "url", "hdr"], ok=okb('"\\\n#'))
def c_railsinit(c):
    r, p = c.r, c.p
    L = ["# frozen_string_literal: true", ""]
    if p.t == "hdr":
        L += ["Rails.application.config.to_prepare do", "  ReportsClient.connection = Faraday.new(", '    url: "https://%s",' % host(r),
              "    headers: { " + ", ".join('"%s" => "%s"' % (k, v) for k, v in c.headers()) + " }", "  )", "end"]
    else:
        L.append("Rails.application.configure do")
        for k, v in c.kvs(["SCREAM", "snake"]):
            if r.random() < 0.5:
                L.append('  config.x.%s = ENV.fetch("%s", "%s")' % (ident(k).lower(), envk(k), v))
            else:
                L.append('  config.x.%s = "%s"' % (ident(k).lower(), v))
        L.append("end")
    return tail(r, "\n".join(L)), "raw"


# 19 Nushell env.nu
@car("nushell_env_nu", "env.nu", ["kv", "url", "hdr", "blob"], ml="verbatim", bad_sub=("'#",), ok=okb('"\\\n'))
def c_nu(c):
    r, p = c.r, c.p
    L = ["# env.nu", "#", "# Installed by:", "# version = \"0.%d.0\"" % r.randint(90, 99), "", '$env.EDITOR = "nvim"',
         "$env.PATH = ($env.PATH | split row (char esep) | prepend '/opt/homebrew/bin')"]
    if p.t == "blob":
        L.append("$env.%s = r#'%s'#" % (envk(blob_name(c, "SCREAM")), p.content.rstrip("\n")))
    elif p.t == "hdr":
        L += ["", "def fetch-report [] {", "    http get --headers [%s] %s" % (" ".join('"%s" "%s"' % (k, v) for k, v in c.headers()), rest_url(r)), "}"]
    else:
        for k, v in c.kvs(["SCREAM"]):
            L.append('$env.%s = "%s"' % (envk(k), v))
    return tail(r, "\n".join(L)), "raw"


def _hhmm(r):
    return "%02d:%02d:%02d" % (r.randint(0, 23), r.randint(0, 59), r.randint(0, 59))


# 20 wget -d
@car("wget_debug_output", "wget-debug.log", ["hdr"], ok=okb("\n"))
def c_wget(c):
    r = c.r
    h = host(r)
    path = "/v1/" + r.choice(["orders", "sync", "reports/daily"])
    a = ip(r)
    L = ['$ wget -d --header="$AUTH_HEADER" https://%s%s -O out.json' % (h, path), "DEBUG output created by Wget 1.21.4 on linux-gnu.", "",
         "Reading HSTS entries from /home/ci/.wget-hsts", "URI encoding = 'UTF-8'", "--2024-%02d-%02d %s--  https://%s%s" % (r.randint(1, 12), r.randint(1, 28), _hhmm(r), h, path),
         "Resolving %s (%s)... %s" % (h, h, a), "Caching %s => %s" % (h, a), "Connecting to %s (%s)|%s|:443... connected." % (h, h, a),
         "Created socket 3.", "Releasing 0x0000%s (new refcount 1)." % sha(r, 12), "Initiating SSL handshake.",
         "Handshake successful; connected socket 3 to SSL handle 0x0000%s" % sha(r, 12), "certificate:", "  subject: CN=%s" % h,
         "  issuer:  CN=R11,O=Let's Encrypt,C=US", "X509 certificate successfully verified and matches host %s" % h, "", "---request begin---",
         "GET %s HTTP/1.1" % path, "Host: %s" % h, "User-Agent: Wget/1.21.4", "Accept: */*", "Accept-Encoding: identity", "Connection: Keep-Alive"]
    L += ["%s: %s" % (k, v) for k, v in c.headers()]
    L += ["", "---request end---", "HTTP request sent, awaiting response... ", "---response begin---", "HTTP/1.1 200 OK",
          "Content-Type: application/json", "Content-Length: %d" % r.randint(200, 9000), "", "---response end---", "200 OK", "Length: unspecified [application/json]",
          "Saving to: 'out.json'"]
    return tail(r, "\n".join(L)), "raw"


# 21 GIT_TRACE_CURL
@car("git_trace_curl", "git-trace.log", ["hdr"], ok=okb("\n"))
def c_gittrace(c):
    r = c.r
    t0 = "%02d:%02d:%02d" % (r.randint(0, 23), r.randint(0, 59), r.randint(0, 50))
    us = [r.randint(1000, 200000)]
    def T():
        us[0] += r.randint(40, 9000)
        return "%s.%06d" % (t0, us[0])
    repo = r.choice(["kestrel-works/payments", "platform/infra-live", "larkspur/charts"])
    gh = r.choice(["git.kestrelworks.io", "gitea.larkspur.dev", "scm.quillon.net"])
    L = ["$ GIT_TRACE_CURL=1 GIT_TRACE_REDACT=0 git fetch origin", "%s http.c:845              == Info: Couldn't find host %s in the .netrc file; using defaults" % (T(), gh),
         "%s http.c:845              == Info:   Trying %s:443..." % (T(), ip(r)), "%s http.c:845              == Info: Connected to %s port 443" % (T(), gh),
         "%s http.c:845              == Info: SSL connection using TLSv1.3 / TLS_AES_256_GCM_SHA384" % T(),
         "%s http.c:792              => Send header, 0000000%d bytes (0x000000%s)" % (T(), r.randint(200, 400), rs(r, HEXL, 2)),
         "%s http.c:804              => Send header: GET /%s.git/info/refs?service=git-upload-pack HTTP/1.1" % (T(), repo),
         "%s http.c:804              => Send header: Host: %s" % (T(), gh), "%s http.c:804              => Send header: User-Agent: git/2.%d.0" % (T(), r.randint(39, 46)),
         "%s http.c:804              => Send header: Accept: */*" % T()]
    L += ["%s http.c:804              => Send header: %s: %s" % (T(), k, v) for k, v in c.headers()]
    L += ["%s http.c:804              => Send header: Accept-Encoding: deflate, gzip, br, zstd" % T(), "%s http.c:804              => Send header: Git-Protocol: version=2" % T(),
          "%s http.c:804              => Send header:" % T(), "%s http.c:845              == Info: Request completely sent off" % T(),
          "%s http.c:804              <= Recv header: HTTP/1.1 200 OK" % T(), "%s http.c:804              <= Recv header: Content-Type: application/x-git-upload-pack-advertisement" % T()]
    return tail(r, "\n".join(L)), "raw"


def _gcloud_ok(kind, p):
    if p.t == "hdr":
        return p.hname == "Authorization" and strip_marks(p.hval).startswith("Bearer ") and not (p.chars() & set("'\\\n"))
    return kind == "google-oauth-access-token" and p.t == "kv"


# 22 gcloud --log-http
@car("gcloud_log_http", "gcloud-log-http.txt", ["hdr", "kv"], ok=_gcloud_ok)
def c_gcloud(c):
    r, p = c.r, c.p
    b = r.choice(["kw-exports", "larkspur-backups", "quillon-ml-data"])
    if p.t == "hdr":
        auth = [(k.lower(), v) for k, v in c.headers()]
    else:
        auth = [("authorization", "Bearer " + c.value())]
    hs = [("accept", "application/json"), ("accept-encoding", "gzip, deflate")] + auth + [
        ("content-length", "0"), ("user-agent", "google-cloud-sdk gcloud/4%d.0.0 command/gcloud.storage.ls invocation-id/%s environment/None environment-version/None client-os/LINUX client-os-ver/6.5.0 client-pltf-arch/x86_64 interactive/True from-script/False python/3.11.8 term/xterm-256color (Linux 6.5.0-41-generic)" % (r.randint(60, 90), rs(r, HEXL, 32))),
        ("x-goog-api-client", "cred-type/u")]
    L = ["$ gcloud storage ls gs://%s --log-http" % b, "=======================", "==== request start ====",
         "uri: https://storage.googleapis.com/storage/v1/b/%s/o?alt=json&delimiter=%%2F&fields=prefixes%%2Citems%%2Fname&maxResults=1000&projection=noAcl" % b,
         "method: GET", "== headers start =="]
    L += ["b'%s': b'%s'" % kv_ for kv_ in hs]
    L += ["== headers end ==", "== body start ==", "", "== body end ==", "==== request end ====", "---- response start ----", "status: 200",
          "-- headers start --", "content-type: application/json; charset=UTF-8", "-- headers end --", "---- response end ----", "----------------------"]
    return tail(r, "\n".join(L)), "raw"


# 23 TF_LOG=DEBUG provider HTTP dump
@car("tf_log_debug", "terraform-debug.log", ["hdr"], ok=okb("\n"))
def c_tflog(c):
    r = c.r
    hn = c.headers()[-1][0].lower()
    if hn.startswith("x-vault"):
        prov, h = "terraform-provider-vault_v4.2.0_x5", "vault.%s:8200" % hostpart(r)
    elif hn.startswith("dd-"):
        prov, h = "terraform-provider-datadog_v3.39.0", "api.datadoghq.eu"
    else:
        prov, h = r.choice(["terraform-provider-restapi_v1.19.1", "terraform-provider-http_v3.4.3_x5"]), host(r)
    day, ms = r.randint(1, 28), [r.randint(0, 80000000)]
    def t():
        ms[0] += r.randint(3, 900)
        x = ms[0]
        return "2024-06-%02dT%02d:%02d:%02d.%03dZ" % (day, x // 3600000 % 24, x // 60000 % 60, x // 1000 % 60, x % 1000)
    L = ["%s [INFO]  Terraform version: 1.8.%d" % (t(), r.randint(0, 5)), "%s [DEBUG] using github.com/hashicorp/go-tfe v1.51.0" % t(),
         "%s [INFO]  Go runtime version: go1.22.1" % t(), "%s [INFO]  CLI args: []string{\"terraform\", \"apply\", \"-auto-approve\"}" % t(),
         "%s [DEBUG] ReferenceTransformer: \"module.%s\" references: []" % (t(), svc(r)),
         "%s [DEBUG] provider.%s: HTTP Request Sent: ---[ REQUEST ]---------------------------------------" % (t(), prov),
         "GET /v1/%s HTTP/1.1" % r.choice(["orders", "monitors", "validate"]), "Host: %s" % h, "User-Agent: Go-http-client/1.1", "Accept: application/json"]
    L += ["%s: %s" % (k, v) for k, v in c.headers()]
    L += ["Accept-Encoding: gzip", "", "-----------------------------------------------------: tf_http_op_type=request tf_http_req_method=GET tf_http_trans_id=%s @module=%s" % (ruuid(r), prov.split("_")[0].replace("terraform-provider-", "")),
          "%s [DEBUG] provider.%s: HTTP Response Received: ---[ RESPONSE ]--------------------------------------" % (t(), prov), "HTTP/1.1 200 OK", "Content-Type: application/json", ""]
    return tail(r, "\n".join(L)), "raw"


# 24 Cloud Logging entries (gcloud logging read --format=json)
@car("gcp_logging_json", "log-entries.json", ["kv", "url", "hdr"])
def c_gcplog(c):
    r, p = c.r, c.p
    s = svc(r)
    if p.t == "hdr":
        payload = '"message": "upstream call failed",\n      "request": {\n        "method": "POST",\n        "url": "%s",\n        "headers": {\n%s\n        }\n      }' % (
            rest_url(r), jkv(c.headers(), 10))
    else:
        payload = '"message": "effective configuration at startup",\n      "config": {\n%s\n      }' % jkv(c.kvs(["SCREAM", "snake"]), 8)
    t = ('[\n  {\n    "insertId": "%s",\n    "jsonPayload": {\n      %s\n    },\n    "labels": {\n      "instanceId": "00%s"\n    },\n'
         '    "logName": "projects/kestrel-prod/logs/run.googleapis.com%%2Fstdout",\n    "receiveTimestamp": "%s",\n    "resource": {\n      "labels": {\n'
         '        "configuration_name": "%s",\n        "location": "europe-west1",\n        "project_id": "kestrel-prod",\n        "revision_name": "%s-000%02d-%s",\n'
         '        "service_name": "%s"\n      },\n      "type": "cloud_run_revision"\n    },\n    "severity": "%s",\n    "timestamp": "%s"\n  }\n]') % (
        rs(r, LOWNUM, 14), payload, rs(r, HEXL, 80), ts(r, frac=9), s, s, r.randint(1, 99), rs(r, LOWER, 3), s, r.choice(["INFO", "ERROR", "WARNING"]), ts(r, frac=6))
    return tail(r, t), "json"


# 25 CloudTrail log file
@car("cloudtrail_event_json", "cloudtrail.json", ["kv", "url"])
def c_ctrail(c):
    r = c.r
    s = svc(r)
    acct = rs(r, DIGITS, 12)
    env = ",\n".join('              {\n                "name": "%s",\n                "value": "%s"\n              }' % (envk(k), jesc(v)) for k, v in c.kvs(["SCREAM"]))
    t = ('{\n  "Records": [\n    {\n      "eventVersion": "1.09",\n      "userIdentity": {\n        "type": "AssumedRole",\n        "principalId": "AROA%s:%s",\n'
         '        "arn": "arn:aws:sts::%s:assumed-role/github-deploy/%s",\n        "accountId": "%s"\n      },\n      "eventTime": "%s",\n'
         '      "eventSource": "ecs.amazonaws.com",\n      "eventName": "RegisterTaskDefinition",\n      "awsRegion": "eu-west-1",\n      "sourceIPAddress": "%s",\n'
         '      "userAgent": "aws-sdk-js/3.588.0",\n      "requestParameters": {\n        "family": "%s",\n        "networkMode": "awsvpc",\n        "containerDefinitions": [\n'
         '          {\n            "name": "%s",\n            "image": "%s.dkr.ecr.eu-west-1.amazonaws.com/%s:%s",\n            "essential": true,\n            "environment": [\n%s\n            ]\n'
         '          }\n        ],\n        "cpu": "512",\n        "memory": "1024"\n      },\n      "requestID": "%s",\n      "eventID": "%s",\n      "readOnly": false,\n'
         '      "eventType": "AwsApiCall",\n      "managementEvent": true,\n      "recipientAccountId": "%s"\n    }\n  ]\n}') % (
        rs(r, B32[:26], 17), "GitHubActions", acct, "GitHubActions", acct, ts(r, frac=0), "3.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(1, 254)),
        s, s, acct, s, ver(r), env, ruuid(r), ruuid(r), acct)
    return tail(r, t), "json"


# 26 Evernote export (.enex)
@car("evernote_enex", "Notes.enex", ["kv", "url", "hdr", "blob"], ml="xml", bad_sub=("]]>",))
def c_enex(c):
    r = c.r
    body = prose(c, fence=("\x10", "\x11"))
    out = []
    seg = body.split("\x10")
    for i, part in enumerate(seg):
        if i > 0:
            code, part = part.split("\x11", 1)
            out.append("<pre>%s</pre>" % xesc(code.strip("\n")))
        for line in part.strip("\n").split("\n"):
            if line:
                out.append("<div>%s</div>" % xesc(line))
    d = "2024%02d%02dT%02d%02d%02dZ" % (r.randint(1, 12), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59))
    t = ('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE en-export SYSTEM "http://xml.evernote.com/pub/evernote-export4.dtd">\n'
         '<en-export export-date="%s" application="Evernote" version="10.%d.4">\n  <note>\n    <title>%s</title>\n    <created>%s</created>\n    <updated>%s</updated>\n'
         '    <tag>ops</tag>\n    <note-attributes>\n      <author>%s</author>\n    </note-attributes>\n    <content>\n      <![CDATA[<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n'
         '<!DOCTYPE en-note SYSTEM "http://xml.evernote.com/pub/enml2.dtd">\n<en-note>%s</en-note>]]>\n    </content>\n  </note>\n</en-export>') % (
        d, r.randint(80, 99), r.choice(["%s deploy notes" % svc(r).capitalize(), "Migration checklist", "On-call handover"]), d, d, r.choice(USERS), "".join(out))
    return tail(r, t), "xml"


# 27 Trello board export
@car("trello_board_json", "board.json", ["kv", "url", "hdr", "blob"], ml="json")
def c_trello(c):
    r = c.r
    bid, lid = rs(r, HEXL, 24), rs(r, HEXL, 24)
    t = ('{\n  "id": "%s",\n  "name": "Platform",\n  "desc": "",\n  "closed": false,\n  "url": "https://trello.com/b/%s/platform",\n  "cards": [\n    {\n'
         '      "id": "%s",\n      "name": "%s",\n      "desc": "%s",\n      "idBoard": "%s",\n      "idList": "%s",\n      "closed": false,\n'
         '      "dateLastActivity": "%s",\n      "shortUrl": "https://trello.com/c/%s"\n    }\n  ],\n  "lists": [\n    {\n      "id": "%s",\n      "name": "Doing",\n'
         '      "closed": false,\n      "pos": 65535\n    }\n  ]\n}') % (
        bid, rs(r, ALNUM, 8), rs(r, HEXL, 24), r.choice(["Rotate %s credentials" % svc(r), "Fix staging deploy", "Onboard new runner"]), jesc(prose(c)),
        bid, lid, ts(r), rs(r, ALNUM, 8), lid)
    return tail(r, t), "json"


# 28 Google Chat (Takeout messages.json)
@car("google_chat_takeout_json", "messages.json", ["kv", "url", "hdr", "blob"], ml="json")
def c_gchat(c):
    r = c.r
    who = r.choice([("Priya N", "priya.n"), ("Marcus Lee", "m.lee"), ("Lena Ortiz", "lena.o")])
    t = ('{\n  "messages": [\n    {\n      "creator": {\n        "name": "%s",\n        "email": "%s@kestrelworks.io",\n        "user_type": "Human"\n      },\n'
         '      "created_date": "%s, June %d, 2024 at %d:%02d:%02d AM UTC",\n      "text": "%s",\n      "topic_id": "%s",\n      "message_id": "%s/%s/%s"\n    }\n  ]\n}') % (
        who[0], who[1], r.choice(["Monday", "Tuesday", "Thursday"]), r.randint(1, 28), r.randint(1, 11), r.randint(0, 59), r.randint(0, 59), jesc(prose(c)),
        rs(r, ALNUM, 11), rs(r, ALNUM, 11), rs(r, ALNUM, 11), rs(r, ALNUM, 11))
    return tail(r, t), "json"


# 29 Redmine issue (REST XML)
@car("redmine_issue_xml", "1234.xml", ["kv", "url", "hdr", "blob"], ml="xml")
def c_redmine(c):
    r = c.r
    body = xesc(prose(c, fence=("<pre>", "</pre>")))
    num = r.randint(1000, 9999)
    t = ('<?xml version="1.0" encoding="UTF-8"?>\n<issue>\n  <id>%d</id>\n  <project id="3" name="Platform"/>\n  <tracker id="1" name="Bug"/>\n'
         '  <status id="2" name="In Progress" is_closed="false"/>\n  <priority id="3" name="High"/>\n  <author id="%d" name="%s"/>\n  <subject>%s</subject>\n'
         '  <description>%s</description>\n  <start_date>2024-06-%02d</start_date>\n  <done_ratio>0</done_ratio>\n  <is_private>false</is_private>\n'
         '  <created_on>%s</created_on>\n  <updated_on>%s</updated_on>\n  <journals type="array">\n    <journal id="%d">\n      <user id="9" name="Ops Bot"/>\n'
         '      <notes>Assigned to on-call.</notes>\n      <created_on>%s</created_on>\n      <private_notes>false</private_notes>\n      <details type="array"/>\n'
         '    </journal>\n  </journals>\n</issue>') % (
        num, r.randint(3, 40), r.choice(["Marcus Lee", "Priya N", "Jonas Berg"]), r.choice(["%s job fails with 401" % svc(r).capitalize(), "Credentials for the new runner"]),
        body, r.randint(1, 28), ts(r, frac=0), ts(r, frac=0), r.randint(10000, 99999), ts(r, frac=0))
    return tail(r, t), "xml"


# 30 DynamoDB scan output
@car("dynamodb_scan_json", "scan.json", ["kv", "url"])
def c_ddb(c):
    r = c.r
    s = svc(r)
    items = []
    for k, v in c.kvs(["snake"]):
        items.append('        {\n            "pk": {\n                "S": "SERVICE#%s"\n            },\n            "sk": {\n                "S": "PARAM#%s"\n            },\n'
                     '            "value": {\n                "S": "%s"\n            },\n            "updatedAt": {\n                "S": "%s"\n            },\n'
                     '            "version": {\n                "N": "%d"\n            }\n        }' % (s, jesc(ident(k).lower()), jesc(v), ts(r), r.randint(1, 9)))
    n = len(items)
    t = '{\n    "Items": [\n%s\n    ],\n    "Count": %d,\n    "ScannedCount": %d,\n    "ConsumedCapacity": null\n}' % (",\n".join(items), n, n)
    return tail(r, t), "json"


# 31 cqlsh SELECT output
@car("cqlsh_output", "cqlsh.txt", ["kv", "url"], ok=okb("\n|"))
def c_cqlsh(c):
    r = c.r
    rows = [(ident(k).lower(), v, "2024-%02d-%02d %s.000000+0000" % (r.randint(1, 12), r.randint(1, 28), _hhmm(r))) for k, v in c.kvs(["snake"])]
    rows.insert(0, ("log_level", "info", "2024-01-0%d 09:00:00.000000+0000" % r.randint(1, 9)))
    w1 = max(len("name"), max(len(strip_marks(a)) for a, _, _ in rows))
    w2 = max(len("value"), max(len(strip_marks(b)) for _, b, _ in rows))
    def pad(s, w):
        return s + " " * (w - len(strip_marks(s)))
    L = ["cqlsh:config> SELECT name, value, updated_at FROM app_settings WHERE service = '%s';" % svc(r), "",
         " %s | %s | updated_at" % (pad("name", w1), pad("value", w2)), "-" * (w1 + 2) + "+" + "-" * (w2 + 2) + "+" + "-" * 33]
    for a, b, d in rows:
        L.append(" %s | %s | %s" % (pad(a, w1), pad(b, w2), d))
    L += ["", "(%d rows)" % len(rows), "cqlsh:config> "]
    return tail(r, "\n".join(L)), "raw"


# 32 CouchDB _all_docs?include_docs=true
@car("couchdb_all_docs_json", "all_docs.json", ["kv", "url"])
def c_couch(c):
    r = c.r
    s = svc(r)
    did = "config:%s" % s
    rev = "%d-%s" % (r.randint(1, 30), rs(r, HEXL, 32))
    fields = ",".join('"%s":"%s"' % (jesc(ident(k).lower()), jesc(v)) for k, v in c.kvs(["snake"]))
    t = ('{"total_rows":%d,"offset":0,"rows":[\n{"id":"%s","key":"%s","value":{"rev":"%s"},"doc":{"_id":"%s","_rev":"%s","type":"service_config",%s,"updated_by":"%s"}}\n]}') % (
        r.randint(2, 40), did, did, rev, did, rev, fields, r.choice(USERS))
    return tail(r, t), "json"


# 33 etcdctl get --prefix
@car("etcdctl_get_output", "etcdctl.txt", ["kv", "url", "blob"], ml="verbatim", ok=okb("\n"))
def c_etcd(c):
    r, p = c.r, c.p
    s = svc(r)
    L = ["$ ETCDCTL_API=3 etcdctl --endpoints=https://%s:2379 --cacert=/etc/etcd/ca.crt get --prefix /config/%s/" % (ip(r), s),
         "/config/%s/log_level" % s, "info"]
    if p.t == "blob":
        L += ["/config/%s/%s" % (s, ident(blob_name(c, "snake")).lower()), p.content.rstrip("\n")]
    else:
        for k, v in c.kvs(["snake"]):
            L += ["/config/%s/%s" % (s, ident(k).lower()), v]
    L += ["/config/%s/replicas" % s, str(r.randint(2, 6))]
    return tail(r, "\n".join(L)), "raw"


def _android_ok(kind, p):
    if p.t == "blob" or (p.chars() & set("'\"\\\n<>&")):
        return False
    return all(not strip_marks(v).startswith(("@", "?")) for v in p.texts())


# 34 Android res/values/strings.xml
@car("android_strings_xml", "strings.xml", ["kv", "url"], ok=_android_ok)
def c_android(c):
    r = c.r
    L = ['<?xml version="1.0" encoding="utf-8"?>', "<resources>", '    <string name="app_name">%s</string>' % svc(r).capitalize(),
         '    <string name="action_settings">Settings</string>']
    for k, v in c.kvs(["snake"]):
        L.append('    <string name="%s" translatable="false">%s</string>' % (ident(k).lower(), v))
    L.append("</resources>")
    return tail(r, "\n".join(L)), "xml"


# 35 dconf dump
@car("dconf_dump", "dconf-dump.ini", ["kv", "url"], ok=okb("'\\\n"))
def c_dconf(c):
    r = c.r
    app = r.choice(["io/kestrelworks/ordersync", "com/larkspur/Notifier"])
    L = ["$ dconf dump /", "[org/gnome/desktop/interface]", "color-scheme='prefer-dark'", "gtk-theme='Adwaita-dark'", "", "[%s]" % app]
    for k, v in c.kvs(["kebab"]):
        L.append("%s='%s'" % (ident(k).lower().replace("_", "-"), v))
    L += ["sync-interval=uint32 %d" % r.choice([300, 900]), "", "[org/gnome/shell]", "favorite-apps=['org.gnome.Nautilus.desktop', 'firefox.desktop']"]
    return tail(r, "\n".join(L)), "raw"


# 36 FileZilla sitemanager.xml (password stored base64)
@car("filezilla_sitemanager_xml", "sitemanager.xml", ["kv"], only={"generic-password-named"}, ok=b64_ok)
def c_filezilla(c):
    r = c.r
    h = r.choice(["ftp.kestrelworks.io", "sftp.larkspur.dev", "files.quillon.net"])
    proto = r.choice([0, 1])
    t = ('<?xml version="1.0" encoding="UTF-8"?>\n<FileZilla3 version="3.67.0" platform="windows">\n\t<Servers>\n\t\t<Server>\n\t\t\t<Host>%s</Host>\n'
         '\t\t\t<Port>%d</Port>\n\t\t\t<Protocol>%d</Protocol>\n\t\t\t<Type>0</Type>\n\t\t\t<User>%s</User>\n\t\t\t<Pass encoding="base64">%s</Pass>\n'
         '\t\t\t<Logontype>1</Logontype>\n\t\t\t<PasvMode>MODE_DEFAULT</PasvMode>\n\t\t\t<EncodingType>Auto</EncodingType>\n\t\t\t<BypassProxy>0</BypassProxy>\n'
         '\t\t\t<Name>%s</Name>\n\t\t\t<SyncBrowsing>0</SyncBrowsing>\n\t\t\t<DirectoryComparison>0</DirectoryComparison>\n\t\t</Server>\n\t</Servers>\n</FileZilla3>') % (
        h, 22 if proto == 1 else 21, proto, r.choice(USERS), b64_value(c.value()), h.split(".")[0] + " (prod)")
    return tail(r, t), "base64"


# 37 Yarn Berry .yarnrc.yml
YARN_ONLY = {"github-pat", "github-fine-grained-pat", "npm-token", "gitlab-pat", "gitlab-deploy-token", "jfrog-reference-token"}


@car("yarnrc_yml", ".yarnrc.yml", ["kv"], only=YARN_ONLY, ok=okb('"\\\n'))
def c_yarnrc(c):
    r, k = c.r, c.kind
    reg_ = {"github": "https://npm.pkg.github.com", "npm": "https://registry.npmjs.org", "gitlab": "https://gitlab.com/api/v4/projects/%d/packages/npm/" % r.randint(1000, 99999),
            "jfrog": "https://kestrelworks.jfrog.io/artifactory/api/npm/npm-virtual/"}[k.split("-")[0]]
    L = ["nodeLinker: node-modules", "", "npmScopes:", "  %s:" % r.choice(["kestrel", "kw", "larkspur"]), "    npmAlwaysAuth: true",
         '    npmAuthToken: "%s"' % c.value(), '    npmRegistryServer: "%s"' % reg_, "", "yarnPath: .yarn/releases/yarn-4.%d.%d.cjs" % (r.randint(0, 5), r.randint(0, 3))]
    return tail(r, "\n".join(L)), "raw"


# 38 NuGet.Config
NUGET_ONLY = {"github-pat", "github-fine-grained-pat", "gitlab-pat", "gitlab-deploy-token", "jfrog-api-key", "jfrog-reference-token", "generic-password-named"}


@car("nuget_config_xml", "NuGet.Config", ["kv"], only=NUGET_ONLY)
def c_nuget(c):
    r, k = c.r, c.kind
    feed, url_ = {"github": ("github", "https://nuget.pkg.github.com/kestrel-works/index.json"),
                  "gitlab": ("gitlab", "https://gitlab.com/api/v4/projects/%d/packages/nuget/index.json" % r.randint(1000, 99999)),
                  "jfrog": ("artifactory", "https://kestrelworks.jfrog.io/artifactory/api/nuget/v3/nuget-virtual/index.json"),
                  "generic": ("nexus", "https://nexus.%s/repository/nuget-hosted/index.json" % hostpart(r))}[k.split("-")[0]]
    t = ('<?xml version="1.0" encoding="utf-8"?>\n<configuration>\n  <packageSources>\n    <clear />\n'
         '    <add key="nuget.org" value="https://api.nuget.org/v3/index.json" protocolVersion="3" />\n    <add key="%s" value="%s" />\n  </packageSources>\n'
         '  <packageSourceCredentials>\n    <%s>\n      <add key="Username" value="%s" />\n      <add key="ClearTextPassword" value="%s" />\n    </%s>\n'
         '  </packageSourceCredentials>\n</configuration>') % (feed, url_, feed, r.choice(USERS), xesc(c.value(), attr=True), feed)
    return tail(r, t), "xml"


# 39 Renovate self-hosted config.js
RENOVATE_ONLY = {"github-pat", "github-fine-grained-pat", "gitlab-pat", "npm-token", "docker-pat", "jfrog-reference-token", "jfrog-api-key",
                 "generic-password-named", "bitbucket-app-password", "github-server-to-server"}


@car("renovate_config_js", "config.js", ["kv"], only=RENOVATE_ONLY, ok=okb("'\\\n"))
def c_renovate(c):
    r, k = c.r, c.kind
    v = c.value()
    if k in ("github-pat", "github-fine-grained-pat", "github-server-to-server"):
        rule = "  platform: 'github',\n  token: '%s'," % v
        host_rules = "    {\n      matchHost: 'registry.npmjs.org',\n      token: process.env.NPM_TOKEN,\n    },"
    elif k == "gitlab-pat":
        rule = "  platform: 'gitlab',\n  endpoint: 'https://gitlab.com/api/v4/',\n  token: '%s'," % v
        host_rules = "    {\n      matchHost: 'registry.npmjs.org',\n      token: process.env.NPM_TOKEN,\n    },"
    else:
        rule = "  platform: 'github',\n  token: process.env.RENOVATE_TOKEN,"
        mh, user = {"npm-token": ("registry.npmjs.org", None), "docker-pat": ("docker.io", "kestreldeploy"),
                    "jfrog-reference-token": ("kestrelworks.jfrog.io", None), "jfrog-api-key": ("kestrelworks.jfrog.io", "ci-bot"),
                    "generic-password-named": ("nexus.%s" % hostpart(r), "renovate"), "bitbucket-app-password": ("bitbucket.org", "kestrel-renovate")}[k]
        if user:
            host_rules = "    {\n      matchHost: '%s',\n      username: '%s',\n      password: '%s',\n    }," % (mh, user, v)
        else:
            host_rules = "    {\n      matchHost: '%s',\n      token: '%s',\n    }," % (mh, v)
    t = ("module.exports = {\n%s\n  gitAuthor: 'Renovate Bot <bot@kestrelworks.io>',\n  onboarding: false,\n  requireConfig: 'optional',\n"
         "  repositories: ['kestrel-works/%s'],\n  hostRules: [\n%s\n  ],\n};") % (rule, svc(r), host_rules)
    return tail(r, t), "raw"


# 40 Vector (vector.toml)
def _vector_ok(kind, p):
    if p.chars() & set('"\\\n'):
        return False
    if p.t == "url":
        u = strip_marks(p.url)
        return u.startswith(("https://hooks.slack.com/", "https://discord", "rediss://", "amqps://"))
    return True


@car("vector_toml", "vector.toml", ["hdr", "url"], ok=_vector_ok)
def c_vector(c):
    r, p = c.r, c.p
    L = ["data_dir = \"/var/lib/vector\"", "", "[sources.app_logs]", "type = \"file\"", "include = [\"/var/log/%s/*.log\"]" % svc(r), ""]
    if p.t == "hdr":
        L += ["[sinks.remote]", "type = \"http\"", "inputs = [\"app_logs\"]", "uri = \"%s\"" % rest_url(r), "encoding.codec = \"json\"", "",
              "[sinks.remote.request.headers]"]
        L += ['"%s" = "%s"' % (k, v) for k, v in c.headers()]
    else:
        k, v = c.kvs(["snake"])[0]
        u = strip_marks(v)
        if u.startswith("rediss://"):
            L += ["[sinks.%s]" % ident(k).lower(), "type = \"redis\"", "inputs = [\"app_logs\"]", "endpoint = \"%s\"" % v, "key = \"logs:%s\"" % svc(r),
                  "data_type = \"list\"", "encoding.codec = \"json\""]
        elif u.startswith("amqps://"):
            L += ["[sinks.%s]" % ident(k).lower(), "type = \"amqp\"", "inputs = [\"app_logs\"]", "connection_string = \"%s\"" % v, "exchange = \"logs\"",
                  "encoding.codec = \"json\""]
        else:
            L += ["[sinks.%s]" % ident(k).lower(), "type = \"http\"", "inputs = [\"app_logs\"]", "uri = \"%s\"" % v, "encoding.codec = \"json\""]
    return tail(r, "\n".join(L)), "raw"


# 41 OpenTelemetry Collector config
@car("otelcol_config_yaml", "otelcol-config.yaml", ["hdr"], ok=okb('"\\\n'))
def c_otelcol(c):
    r, p = c.r, c.p
    if p.t == "hdr":
        exp = "otlphttp/vendor"
        L2 = ["  %s:" % exp, "    endpoint: https://otlp.%s" % hostpart(r), "    headers:"] + ['      %s: "%s"' % (k, v) for k, v in c.headers()]
    else:
        k, v = c.kvs(["snake"])[0]
        exp = "otlphttp/%s" % ident(k).lower()
        L2 = ["  %s:" % exp, '    endpoint: "%s"' % v]
    L = ["receivers:", "  otlp:", "    protocols:", "      grpc:", "        endpoint: 0.0.0.0:4317", "      http:", "        endpoint: 0.0.0.0:4318",
         "processors:", "  batch: {}", "exporters:"] + L2 + ["service:", "  pipelines:", "    traces:", "      receivers: [otlp]", "      processors: [batch]",
                                                              "      exporters: [%s]" % exp]
    return tail(r, "\n".join(L)), "raw"


# 42 odbc.ini
ODBC_ONLY = {"databricks-token", "generic-password-named", "planetscale-password"}


@car("odbc_ini", "odbc.ini", ["kv"], only=ODBC_ONLY, ok=okb("\n{};"))
def c_odbc(c):
    r, k = c.r, c.kind
    v = c.value()
    if k == "databricks-token":
        dsn, body = "orders_dw", ["Driver          = /opt/simba/spark/lib/64/libsparkodbc_sb64.so", "Host            = adb-%s.%d.azuredatabricks.net" % (rs(r, DIGITS, 16), r.randint(1, 9)),
                                  "Port            = 443", "HTTPPath        = /sql/1.0/warehouses/%s" % rs(r, HEXL, 16), "SSL             = 1",
                                  "ThriftTransport = 2", "AuthMech        = 3", "UID             = token", "PWD             = %s" % v]
    elif k == "planetscale-password":
        dsn, body = "pscale_main", ["Driver   = /usr/lib/x86_64-linux-gnu/odbc/libmyodbc8w.so", "Server   = aws.connect.psdb.cloud", "Port     = 3306",
                                    "Database = %s" % r.choice(DBS), "User     = %s" % rs(r, LOWNUM, 12), "Password = %s" % v, "SSLMODE  = REQUIRED"]
    else:
        dsn, body = "reporting", ["Driver     = PostgreSQL Unicode", "Servername = %s" % r.choice(["pg-main.internal", "10.0.4.12"]), "Port       = 5432",
                                  "Database   = %s" % r.choice(DBS), "Username   = %s" % r.choice(USERS), "Password   = %s" % v, "SSLmode    = require"]
    L = ["[ODBC Data Sources]", "%s = %s" % (dsn, "Databricks ODBC" if k == "databricks-token" else "ODBC Driver"), "", "[%s]" % dsn] + body
    return tail(r, "\n".join(L)), "raw"


# 43 msmtprc
MSMTP_ONLY = {"sendgrid-api-key", "brevo-api-key", "resend-api-key", "generic-password-named"}


@car("msmtprc", ".msmtprc", ["kv"], only=MSMTP_ONLY, ok=okb("\n"))
def c_msmtp(c):
    r, k = c.r, c.kind
    hostu = {"sendgrid-api-key": ("sendgrid", "smtp.sendgrid.net", "apikey"), "brevo-api-key": ("brevo", "smtp-relay.brevo.com", "ops@kestrelworks.io"),
             "resend-api-key": ("resend", "smtp.resend.com", "resend"),
             "generic-password-named": ("work", "smtp.%s" % hostpart(r), "%s@kestrelworks.io" % r.choice(USERS).replace(".", ""))}[k]
    L = ["# ~/.msmtprc", "defaults", "auth           on", "tls            on", "tls_trust_file /etc/ssl/certs/ca-certificates.crt", "logfile        ~/.msmtp.log", "",
         "account        %s" % hostu[0], "host           %s" % hostu[1], "port           587", "from           alerts@kestrelworks.io", "user           %s" % hostu[2],
         "password       %s" % c.value(), "", "account default : %s" % hostu[0]]
    return tail(r, "\n".join(L)), "raw"


# 44 NetworkManager keyfile
@car("nmconnection", "Corp-WiFi.nmconnection", ["kv"], only={"generic-password-named"}, ok=okb("\n\\;"))
def c_nm(c):
    r = c.r
    L = ["[connection]", "id=Corp-WiFi", "uuid=%s" % ruuid(r), "type=wifi", "interface-name=wlp%ds0" % r.randint(1, 4), "", "[wifi]", "mode=infrastructure",
         "ssid=Corp-WiFi", "", "[wifi-security]", "key-mgmt=wpa-eap", "", "[802-1x]", "eap=peap;", "identity=%s" % r.choice(USERS),
         "password=%s" % c.value(), "phase2-auth=mschapv2", "", "[ipv4]", "method=auto", "", "[ipv6]", "addr-gen-mode=default", "method=auto", "", "[proxy]"]
    return tail(r, "\n".join(L)), "raw"


def _mc_ok(kind, p):
    if kind == "aws-access-key-id":
        return True
    return kind == "aws-key-pair" and len(p.entries) == 2


# 45 MinIO client ~/.mc/config.json
@car("mc_config_json", "config.json", ["kv"], only={"aws-access-key-id", "aws-key-pair"}, ok=_mc_ok)
def c_mc(c):
    r, k, p = c.r, c.kind, c.p
    if k == "aws-access-key-id":
        kid, sec = c.value(), c.add_also("aws-key-pair", aws_secret(r))
    else:
        kid = [v for _, v in p.entries if P0 not in v][0]
        sec = c.value()
    t = ('{\n\t"version": "10",\n\t"aliases": {\n\t\t"local": {\n\t\t\t"url": "http://localhost:9000",\n\t\t\t"accessKey": "",\n\t\t\t"secretKey": "",\n'
         '\t\t\t"api": "S3v4",\n\t\t\t"path": "auto"\n\t\t},\n\t\t"%s": {\n\t\t\t"url": "https://s3.amazonaws.com",\n\t\t\t"accessKey": "%s",\n\t\t\t"secretKey": "%s",\n'
         '\t\t\t"api": "s3v4",\n\t\t\t"path": "auto"\n\t\t}\n\t}\n}') % (r.choice(["s3", "backup", "prod"]), kid, sec)
    return tail(r, t), "json"


# 46 gh CLI hosts.yml
@car("gh_hosts_yml", "hosts.yml", ["kv"], only={"github-oauth", "github-pat", "github-fine-grained-pat"})
def c_ghhosts(c):
    r = c.r
    u = r.choice(USERS).replace(".", "-")
    h = r.choice(["github.com", "github.com", "github.kestrelworks.io"])
    L = ["%s:" % h, "    oauth_token: %s" % c.value(), "    user: %s" % u, "    git_protocol: %s" % r.choice(["https", "ssh"])]
    return tail(r, "\n".join(L)), "raw"


# 47 Stripe CLI config.toml
@car("stripe_cli_config_toml", "config.toml", ["kv"], only={"stripe-restricted-key", "stripe-secret-key"})
def c_stripecli(c):
    r = c.r
    exp = "2024-%02d-%02d" % (r.randint(1, 12), r.randint(1, 28))
    L = ["color = ''", "", "[default]", "  device_name = '%s-mbp'" % r.choice(USERS).replace(".", ""), "  display_name = 'Kestrel Works'",
         "  live_mode_api_key = '%s'" % c.value(), "  live_mode_key_expires_at = '%s'" % exp, "  live_mode_pub_key = 'pk_live_51%s'" % rs(r, ALNUM, 97),
         "  test_mode_api_key = 'rk_test_51%s'" % rs(r, ALNUM, 97), "  test_mode_key_expires_at = '%s'" % exp, "  test_mode_pub_key = 'pk_test_51%s'" % rs(r, ALNUM, 97)]
    return tail(r, "\n".join(L)), "raw"


# 48 pip.conf
PIP_ONLY = {"gitlab-pat", "jfrog-reference-token", "jfrog-api-key", "generic-password-named", "github-pat"}


@car("pip_conf", "pip.conf", ["kv"], only=PIP_ONLY, ok=okb("\n%@:/ #"))
def c_pip(c):
    r, k = c.r, c.kind
    v = c.value()
    if k == "gitlab-pat":
        u = "https://__token__:%s@gitlab.com/api/v4/projects/%d/packages/pypi/simple" % (v, r.randint(1000, 99999))
    elif k.startswith("jfrog"):
        u = "https://%s:%s@kestrelworks.jfrog.io/artifactory/api/pypi/pypi-virtual/simple" % (r.choice(USERS).replace(".", ""), v)
    elif k == "github-pat":
        u = "https://%s:%s@pypi.kestrelworks.io/simple" % (r.choice(USERS).replace(".", ""), v)
    else:
        u = "https://%s:%s@nexus.%s/repository/pypi-group/simple" % (r.choice(USERS).replace(".", ""), v, hostpart(r))
    c.extra_same.append("url-password")
    L = ["[global]", "index-url = %s" % u, "extra-index-url = https://pypi.org/simple", "timeout = 60", "", "[install]", "trusted-host = pypi.org"]
    return tail(r, "\n".join(L)), "raw"


# 49 chezmoi.toml
@car("chezmoi_toml", "chezmoi.toml", ["kv", "url"], ok=okb('"\\\n'))
def c_chezmoi(c):
    r = c.r
    u = r.choice(USERS).replace(".", "")
    L = ["[data]", '    email = "%s@kestrelworks.io"' % u, '    name = "%s"' % u]
    for k, v in c.kvs(["snake"]):
        L.append('    %s = "%s"' % (ident(k).lower(), v))
    L += ["", "[git]", "    autoCommit = true", "    autoPush = false", "", "[diff]", '    pager = "delta"']
    return tail(r, "\n".join(L)), "raw"


# 50 docusaurus.config.js
@car("docusaurus_config_js", "docusaurus.config.js", ["kv", "url"], ok=okb("'\\\n"))
def c_docusaurus(c):
    r = c.r
    cf = "\n".join("    %s: '%s'," % (ident(k), v) for k, v in c.kvs(["camel"]))
    t = ("// @ts-check\n\n/** @type {import('@docusaurus/types').Config} */\nconst config = {\n  title: 'Kestrel Docs',\n  url: 'https://docs.kestrelworks.io',\n"
         "  baseUrl: '/',\n  onBrokenLinks: 'throw',\n  customFields: {\n%s\n  },\n  presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]],\n};\n\n"
         "module.exports = config;") % cf
    return tail(r, t), "raw"


# ================================================================ corpus 10: negatives
import re as _re

NOTE_WHY.update({
    "truncated": "the value is cut short by the tool that printed it, so it cannot authenticate",
    "redacted": "the credential is masked by the tool that wrote the file",
    "placeholder": "a stand-in in the credential's place, never issued",
    "secret-ref": "a pointer into a secret store, resolved at deploy or run time; the file holds no value",
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


SECRET_REFS = [
    ("op://Platform/%s/credential", "a 1Password secret reference, filled in by `op inject` / `op run`"),
    ("ref+awsssm://prod/%s", "a vals reference to an SSM parameter, resolved by `vals eval` (helmfile, argocd-vault-plugin)"),
    ("sm://kestrel-prod/%s", "a berglas reference to Google Secret Manager, resolved when the process starts"),
    ("vault:secret/data/%s#value", "a Bank-Vaults reference, replaced by the vault-env webhook at start-up"),
]
CARRIER_REFS = {
    "aws_buildspec_yml": ("arn:aws:secretsmanager:eu-west-1:210987654321:secret:prod/%s-Qw3rTy", "a Secrets Manager ARN"),
    "cloudtrail_event_json": ("arn:aws:secretsmanager:eu-west-1:210987654321:secret:prod/%s-Qw3rTy", "a Secrets Manager ARN"),
    "cloudbuild_yaml": ("projects/kestrel-prod/secrets/%s/versions/latest", "a Secret Manager version name (as in `availableSecrets`)"),
    "gcp_logging_json": ("projects/kestrel-prod/secrets/%s/versions/latest", "a Secret Manager version name logged instead of the value"),
    "dynamodb_scan_json": ("arn:aws:secretsmanager:eu-west-1:210987654321:secret:prod/%s-Qw3rTy", "a Secrets Manager ARN stored instead of the value"),
}
SOPS_OK = {"bosh_vars_store_yml", "kamal_deploy_yml", "codemagic_yaml", "semaphore_yml", "aws_buildspec_yml", "cloudbuild_yaml", "appveyor_yml",
           "travis_yml", "otelcol_config_yaml", "gh_hosts_yml", "yarnrc_yml", "nmconnection", "odbc_ini", "etcdctl_get_output"}


def fresh_neg(kind, r):
    p = KINDS[kind][0](r, 1)
    s = p.secret
    pfx = kind_prefix(kind, s)
    body = s[len(pfx):]
    nm = kind.replace("-named", "").replace("-prefixed", "")
    cname = _CUR.get("carrier")
    t = ["secret-ref", "encrypted", "placeholder", "redacted", "truncated"][zlib.crc32(("c10|" + kind).encode()) % 5]
    deb = False
    if t == "secret-ref":
        tpl, what = CARRIER_REFS.get(cname) or r.choice(SECRET_REFS)
        v = tpl % nm
        note = "secret-ref: %s (`%s`); the value itself is fetched at deploy or run time" % (what, tpl % "...")
    elif t == "encrypted":
        if cname in SOPS_OK:
            v = "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64s(rbytes(r, max(12, len(s) // 2))), b64s(rbytes(r, 32)), b64s(rbytes(r, 16)))
            note = "encrypted: a SOPS `ENC[AES256_GCM,...]` value (the file is committed encrypted); only the KMS/age key holder can decrypt it"
        else:
            v = "vault:v1:" + b64s(rbytes(r, 48 + len(s) // 2))
            note = "encrypted: Vault transit ciphertext (`vault:v1:`) that the app decrypts at start-up; useless without the transit key"
    elif t == "placeholder":
        j = r.randint(0, 3)
        v = [pfx + "0" * max(8, len(body)), "<%s>" % nm.upper().replace("-", "_"), "changeme", pfx + "EXAMPLE" + "x" * max(1, len(body) - 7)][j]
        note = ["placeholder: zeros in the right length after the real prefix, from a sample config",
                "placeholder: an upper-case angle-bracket stand-in for the reader's own value",
                "placeholder: `changeme`, the default a template ships with",
                "placeholder: EXAMPLE padding after the prefix, a docs sample"][j]
    elif t == "redacted":
        j = r.randint(0, 3)
        v = ["[REDACTED]", "[hidden]", "*" * 12, pfx + "\u2022" * 8][j]
        note = ["redacted: `[REDACTED]` stands where the value was; it was scrubbed before the file was shared",
                "redacted: `[hidden]` stands in for the value, written by the tool that exported the file",
                "redacted: twelve asterisks replace the value (masked before it was pasted)",
                "redacted: only the fixed prefix survives, the rest shown as bullets the way dashboards list keys"][j]
    else:
        k = max(4, min(8, len(body) // 5))
        j = r.randint(0, 2)
        v = [pfx + body[:k] + "[...]", pfx + body[:k] + "<truncated>", pfx + body[:k]][j]
        note = ["truncated: only %d characters of the body survive, then `[...]`; the rest was cut when it was copied" % k,
                "truncated: the value was cut after %d characters of the body and marked `<truncated>`" % k,
                "truncated: only %d characters after the prefix were kept (copied from a narrowed table view); the rest is missing" % k][j]
        deb = j == 2
    return neg(with_value(p, v), note, deb)


def like(kind, r, newval, idx=1):
    return with_value(KINDS[kind][0](r, idx), newval)


def bad_bech32(hrp, data8):
    s = bech32(hrp, data8)
    last = s[-1]
    return s[:-1] + (BECH[(BECH.index(last) + 1) % 32])


def csr_pem(r):
    info = seq(der_int(0), seq(der(0x31, seq(bytes.fromhex("0603550403"), der(0x0c, host(r).encode())))),
               seq(seq(OID_RSA), der(0x03, b"\x00" + seq(der_int_bytes(rnd_int_bytes(r, 256)), der_int(65537)))), der(0xa0, b""))
    return pem("CERTIFICATE REQUEST", seq(info, seq(bytes.fromhex("06092a864886f70d01010b0500")), der(0x03, b"\x00" + rbytes(r, 256))))


def c10_special():
    S = {}

    def add(kind, note, deb=False):
        def deco(fn):
            S[kind] = lambda r: neg(fn(r), note, deb)
            return fn
        return deco

    add("github-pat", "invalid-checksum: the last six characters are not the base62 CRC32 of the 30-character body; GitHub never issued it")(
        lambda r: like("github-pat", r, gh_bad_checksum(r, "ghp_")))
    add("github-refresh", "truncated: a ghr_ value of 20 body characters, cut by a log column; a real one has 36", True)(
        lambda r: like("github-refresh", r, "ghr_" + rs(r, ALNUM, 20)))
    add("atlassian-api-token", "invalid-checksum: the trailing 8 hex digits are not the CRC32 of the token body")(
        lambda r: like("atlassian-api-token", r, (lambda b: b + "%08X" % (zlib.crc32(b.encode()) ^ 0x00FF00FF))("ATATT3xFfGF0" + rs(r, B64URL, 171) + "=")))
    add("age-secret-key", "invalid-checksum: the bech32 checksum of this AGE-SECRET-KEY-1 string does not verify (last character altered)")(
        lambda r: kv(["sops age key", "SOPS AGE KEY"], bad_bech32("age-secret-key-", list(rbytes(r, 32))).upper()))
    add("aws-access-key-id", "documented-example: AKIAIOSFODNN7EXAMPLE is the access key id in every AWS documentation sample")(
        lambda r: kv(["aws access key id", "AWS ACCESS KEY ID"], "AKIAIOSFODNN7EXAMPLE"))
    add("aws-secret-access-key", "documented-example: wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY is AWS's documentation secret key")(
        lambda r: kv(["aws secret access key", "AWS SECRET ACCESS KEY"], "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"))
    add("aws-key-pair", "documented-example: the AWS documentation key pair (AKIAIOSFODNN7EXAMPLE / ...EXAMPLEKEY)")(
        lambda r: kv(["aws secret access key", "s3 secret"], "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", extra=[(["aws access key id", "s3 access key"], "AKIAIOSFODNN7EXAMPLE")]))
    add("azure-storage-key", "documented-example: the well-known Azurite/storage-emulator key of account devstoreaccount1, published by Microsoft")(
        lambda r: kv(["azure storage connection string", "AzureWebJobsStorage"],
                     "DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=%s;BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;" % mark(
                         "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==")))
    add("google-api-key", "public-by-design: a Firebase web config `apiKey` ships in every client bundle; access is governed by security rules", True)(
        lambda r: kv(["firebase web api key", "NEXT PUBLIC FIREBASE API KEY", "firebaseApiKey"], "AIza" + rs(r, B64URL, 35)))
    add("stripe-secret-key", "public-by-design: a pk_live_ publishable key, embedded in Stripe.js checkout pages")(
        lambda r: kv(["stripe publishable key", "STRIPE PUBLISHABLE KEY", "NEXT PUBLIC STRIPE KEY"], "pk_live_51" + rs(r, ALNUM, 97)))
    add("stripe-restricted-key", "test-mode: an rk_test_ restricted key reaches only Stripe's test mode", True)(
        lambda r: kv(["stripe restricted key", "STRIPE RK"], "rk_test_51" + rs(r, ALNUM, 97)))
    add("slack-webhook", "documented-example: T00000000/B00000000/XXXX... is the webhook URL in Slack's incoming-webhook docs")(
        lambda r: url(["slack webhook url", "SLACK WEBHOOK URL"], mark("https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX"), nameless=True))
    add("jwt", "public-by-design: a Supabase `anon` key (role anon) is meant for browsers; row-level security guards the data", True)(
        lambda r: kv(["supabase anon key", "NEXT PUBLIC SUPABASE ANON KEY", "supabaseAnonKey"],
                     b64u(b'{"alg":"HS256","typ":"JWT"}') + "." + b64u(('{"iss":"supabase","ref":"%s","role":"anon","iat":%d,"exp":%d}' % (
                         rs(r, LOWER, 20), 1700000000 + r.randint(0, 9999999), 2015000000 + r.randint(0, 9999999))).encode()) + "." + b64u(rbytes(r, 32))))
    add("basic-auth", "redacted: the credential reads `<redacted>`, the way git's trace (GIT_TRACE_REDACT) and similar tracers print it")(
        lambda r: hdr("Authorization", "<redacted>", pre="Basic "))
    add("bearer-token", "placeholder: `Bearer undefined` is what a JS client sends when the token variable is unset")(
        lambda r: hdr("Authorization", "undefined", pre="Bearer "))
    add("url-password", "redacted: the password reads `*password*`, the mask wget uses when it prints a URL")(
        lambda r: url(["database url", "DATABASE URL"], "https://%s:%s@%s/exports/" % (r.choice(USERS), mark("*password*"), host(r)), nameless=True))
    add("private-key-rsa", "public-by-design: a CERTIFICATE REQUEST (CSR) block holds the public key and subject only")(
        lambda r: blob("pem", "server.csr", mark(csr_pem(r))))
    add("private-key-ec", "public-by-design: an EC PARAMETERS block (`openssl ecparam -name prime256v1`) names a curve; it is no key")(
        lambda r: blob("pem", "prime256v1.pem", mark("-----BEGIN EC PARAMETERS-----\nBggqhkjOPQMBBw==\n-----END EC PARAMETERS-----")))
    add("private-key-dsa", "public-by-design: a DSA PARAMETERS block (`openssl dsaparam`) holds the public p, q, g only")(
        lambda r: blob("pem", "dsaparam.pem", mark(pem("DSA PARAMETERS", seq(der_int_bytes(rnd_int_bytes(r, 128)), der_int_bytes(rnd_int_bytes(r, 20)), der_int_bytes(rnd_int_bytes(r, 128)))))))
    add("private-key-pkcs8", "secret-ref: the armour wraps a `${TLS_KEY}` placeholder that envsubst fills at deploy time")(
        lambda r: blob("pem", "tls.key.tpl", mark("-----BEGIN PRIVATE KEY-----\n${TLS_KEY}\n-----END PRIVATE KEY-----")))
    add("private-key-encrypted", "public-by-design: a PKCS7 block carrying the certificate chain, public by nature", True)(
        lambda r: blob("pem", "chain.p7b", mark(pem("PKCS7", seq(bytes.fromhex("06092a864886f70d010702"), der(0xa0, seq(der_int(1), rbytes(r, 600))))))))
    add("private-key-openssh", "truncated: only the armour line and the first base64 line (the fixed `openssh-key-v1` header) were pasted", True)(
        lambda r: blob("pem", "id_ed25519", mark("-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n...")))
    add("private-key-pgp", "public-by-design: a detached PGP SIGNATURE block, published next to release files")(
        lambda r: blob("pem", "release.tar.gz.asc", mark("-----BEGIN PGP SIGNATURE-----\n\n%s\n=%s\n-----END PGP SIGNATURE-----" % (
            "\n".join(textwrap_b64(b64s(b"\xc2\x75\x04\x00\x16\x0a\x00\x1d\x16\x21\x04" + rbytes(r, 104)), 64)), b64s(rbytes(r, 3))))))
    add("putty-private-key", "redacted: the .ppk was pasted with its Private-Lines replaced by `<removed>`")(
        lambda r: blob("ppk", "deploy.ppk", mark("PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: ed25519-key-2024%02d%02d\nPublic-Lines: 2\n%s\nPrivate-Lines: 1\n<removed>\nPrivate-MAC: <removed>" % (
            r.randint(1, 12), r.randint(1, 28), "\n".join(textwrap_b64(b64s(ssh_str("ssh-ed25519") + ssh_str(rbytes(r, 32))), 64))))))
    add("gcp-service-account", "public-by-design: an `external_account` (workload identity federation) config holds no private key, only where to fetch a token")(
        lambda r: blob("gcpwif", "clientLibraryConfig.json", mark(
            '{\n  "type": "external_account",\n  "audience": "//iam.googleapis.com/projects/%s/locations/global/workloadIdentityPools/github/providers/github",\n'
            '  "subject_token_type": "urn:ietf:params:oauth:token-type:jwt",\n  "token_url": "https://sts.googleapis.com/v1/token",\n'
            '  "service_account_impersonation_url": "https://iamcredentials.googleapis.com/v1/projects/-/serviceAccounts/deployer@kestrel-prod.iam.gserviceaccount.com:generateAccessToken",\n'
            '  "credential_source": {\n    "file": "/var/run/secrets/tokens/gcp-ksa/token",\n    "format": {\n      "type": "text"\n    }\n  }\n}' % rs(r, DIGITS, 12))))
    add("docker-config-auth", "secret-ref: `auths` only lists the registry; the credential lives in the OS keychain named by credsStore")(
        lambda r: blob("dockercfg", "config.json", '{\n  "auths": {\n    "%s": {}\n  },\n  "credsStore": "%s"\n}' % (
            r.choice(["https://index.docker.io/v1/", "ghcr.io"]), mark(r.choice(["desktop", "osxkeychain", "pass"])))))
    add("netrc-password", "secret-ref: a GitHub Actions expression in a .netrc heredoc, substituted by the runner")(
        lambda r: blob("netrc", ".netrc", "machine %s\n  login %s\n  password %s\n" % (r.choice(["git.kestrelworks.io", "api.heroku.com"]), r.choice(USERS), mark("${{ secrets.NETRC_PASSWORD }}"))))
    add("pgpass-password", "placeholder: a `<password>` field in a .pgpass template from the runbook")(
        lambda r: blob("pgpass", ".pgpass", "%s:5432:%s:%s:%s\n" % (r.choice(["db-primary.internal", "localhost"]), r.choice(DBS), r.choice(USERS), mark("<password>"))))
    add("mysql-option-password", "redacted: `mysql_config_editor print --all` shows the stored password as asterisks")(
        lambda r: blob("mycnf", "login-path.txt", '[client]\nuser = "%s"\npassword = %s\nhost = "%s"\n' % (r.choice(USERS), mark("*****"), r.choice(["localhost", "db.kestrelworks.io"]))))
    add("generic-password-named", "hash: a bcrypt hash stored under a password name (htpasswd-style user list); the password itself is not there", True)(
        lambda r: kv(["admin password hash", "ADMIN PASSWORD HASH"], "$2b$12$" + rs(r, ALNUM + "./", 53)))
    add("generic-secret-named", "config-value: `secret` names a Kubernetes Secret object to mount, not a secret value", True)(
        lambda r: kv(["=secret", "=secretName"], "%s-%s-tls" % (r.choice(["orders", "billing", "edge"]), r.choice(["prod", "staging"]))))
    add("generic-credential-named", "identifier: an APNs `device_token` addresses a phone for push; the rule excludes it by name")(
        lambda r: kv(["=device_token", "=deviceToken"], rs(r, HEXL, 64)))
    add("twilio-api-key", "identifier: an MG... Messaging Service SID is a public resource id, not an SK key SID")(
        lambda r: kv(["twilio messaging service sid", "TWILIO MESSAGING SERVICE SID"], "MG" + rs(r, HEXL, 32)))
    add("telegram-bot-token", "documented-example: 123456:ABC-DEF1234ghIkl-zyx57W2v1u123ew11 is the token in the Bot API documentation")(
        lambda r: kv(["telegram bot token", "TELEGRAM BOT TOKEN"], "123456:ABC-DEF1234ghIkl-zyx57W2v1u123ew11"))
    add("telegram-bot-url", "documented-example: `bot<token>` is how the Bot API documentation writes the method URL")(
        lambda r: url(["telegram api url", "TG URL"], "https://api.telegram.org/bot" + mark("<token>") + "/getMe", nameless=True))
    add("algolia-admin-key", "public-by-design: the search-only API key, sent by every browser that runs DocSearch", True)(
        lambda r: kv(["algolia search api key", "ALGOLIA SEARCH KEY", "algoliaSearchKey"], rs(r, HEXL, 32), extra=[(["algolia app id"], rs(r, UPNUM, 10))]))
    add("launchdarkly-key", "public-by-design: a client-side ID (24 hex digits) is embedded in front-end bundles", True)(
        lambda r: kv(["launchdarkly client side id", "LD CLIENT SIDE ID", "ldClientSideId"], rs(r, HEXL, 24)))
    add("sentry-org-token", "public-by-design: a Sentry DSN (its key is public, for client SDKs to post events)")(
        lambda r: kv(["sentry dsn", "SENTRY DSN", "NEXT PUBLIC SENTRY DSN"], "https://%s@o%d.ingest.sentry.io/%d" % (rs(r, HEXL, 32), r.randint(100000, 999999), r.randint(1000000, 9999999))))
    add("supabase-secret-key", "public-by-design: an sb_publishable_ key is the client-side key that replaces the anon key")(
        lambda r: kv(["supabase publishable key", "NEXT PUBLIC SUPABASE PUBLISHABLE KEY"], "sb_publishable_" + rs(r, ALNUM + "-", 22) + "_" + rs(r, ALNUM, 8)))
    add("braintree-access-token", "test-mode: an access_token$sandbox$ token reaches only the Braintree sandbox", True)(
        lambda r: kv(["braintree access token", "BRAINTREE ACCESS TOKEN"], "access_token$sandbox$%s$%s" % (rs(r, LOWNUM, 16), rs(r, HEXL, 32))))
    add("plaid-access-token", "test-mode: an access-sandbox- token is for Plaid's sandbox with test institutions")(
        lambda r: kv(["plaid access token", "PLAID ACCESS TOKEN"], "access-sandbox-" + ruuid(r)))
    add("shippo-token", "test-mode: a shippo_test_ token creates only test labels")(
        lambda r: kv(["shippo api token", "SHIPPO TOKEN"], "shippo_test_" + rs(r, HEXL, 40)))
    add("easypost-api-key", "test-mode: an EZTK test key; the rule is for production EZAK keys")(
        lambda r: kv(["easypost api key", "EASYPOST TEST API KEY"], "EZTK" + rs(r, ALNUM, 54)))
    add("duffel-token", "test-mode: a duffel_test_ token books only in Duffel's test environment")(
        lambda r: kv(["duffel access token", "DUFFEL TOKEN"], "duffel_test_" + rs(r, B64URL, 43)))
    add("flutterwave-secret-key", "test-mode: an FLWSECK_TEST- key works only in Flutterwave's sandbox")(
        lambda r: kv(["flutterwave secret key", "FLW SECRET KEY"], "FLWSECK_TEST-" + rs(r, HEXL, 32) + "-X"))
    add("razorpay-key-secret", "test-mode: the secret of an rzp_test_ key pair, usable only in Razorpay test mode", True)(
        lambda r: kv(["razorpay key secret", "RAZORPAY KEY SECRET"], rs(r, ALNUM, 24), extra=[(["razorpay key id"], "rzp_test_" + rs(r, ALNUM, 14))]))
    add("openai-api-key", "redacted: the OpenAI dashboard lists keys as `sk-...` and the last four characters")(
        lambda r: kv(["openai api key", "OPENAI KEY"], "sk-..." + rs(r, ALNUM, 4)))
    add("vault-service-token", "test-fixture: `root` is the fixed root token of `vault server -dev -dev-root-token-id=root`", True)(
        lambda r: kv(["vault token", "VAULT TOKEN"], "root"))
    add("vault-legacy-token", "identifier: a token accessor (VAULT_TOKEN_ACCESSOR) can look up or revoke a token but not act as it", True)(
        lambda r: kv(["vault token accessor", "VAULT TOKEN ACCESSOR"], rs(r, ALNUM, 24)))
    add("cloudflare-api-token", "identifier: the 32-hex token id from `GET /user/tokens`, not the token value")(
        lambda r: kv(["cloudflare api token id", "CLOUDFLARE API TOKEN ID"], rs(r, HEXL, 32)))
    add("datadog-api-key", "public-by-design: a pub... client token for browser RUM/logs, meant to ship to browsers", True)(
        lambda r: kv(["datadog client token", "DD CLIENT TOKEN"], "pub" + rs(r, HEXL, 32)))
    add("datadog-app-key", "identifier: the application key's UUID id (`GET /api/v2/current_user/application_keys`), not the key")(
        lambda r: kv(["datadog app key id", "DD APP KEY ID"], ruuid(r)))
    add("newrelic-license-key", "public-by-design: an NRJS- browser key is embedded in the page snippet")(
        lambda r: kv(["new relic browser key", "NEW RELIC BROWSER KEY"], "NRJS-" + rs(r, HEXL, 19)))
    add("pagerduty-token", "identifier: PagerDuty service id (P + 6 characters) used in URLs, not a key")(
        lambda r: kv(["pagerduty service id", "PAGERDUTY SERVICE ID"], "P" + rs(r, UPNUM, 6)))
    add("rollbar-token", "public-by-design: a post_client_item token is embedded in rollbar.js for browsers", True)(
        lambda r: kv(["rollbar client token", "ROLLBAR CLIENT ACCESS TOKEN", "rollbarPostClientItem"], rs(r, HEXL, 32)))
    add("mailgun-api-key", "public-by-design: a pubkey- public validation key, for browser-side address validation")(
        lambda r: kv(["mailgun public key", "MAILGUN PUBLIC VALIDATION KEY"], "pubkey-" + rs(r, HEXL, 32)))
    add("dynatrace-token", "documented-example: dt0c01.ST2EY72KQINMH574WMNVI7YN.G3DF... is the sample token in Dynatrace's API documentation", True)(
        lambda r: kv(["dynatrace api token", "DT API TOKEN"], "dt0c01.ST2EY72KQINMH574WMNVI7YN.G3DFPBEJYMODIDAEX454M7YWBUVEFOWKPRVMWFASS64NFH52PX6BNDVFFM572RZM"))
    add("npm-legacy-token", "secret-ref: `${NPM_TOKEN}` in .npmrc is expanded by npm from the environment")(
        lambda r: blob("npmrc", ".npmrc", "registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=%s\n" % mark("${NPM_TOKEN}")))
    add("npm-token-named", "placeholder: the nil UUID stands in for an npm token in a sample .env")(
        lambda r: kv(["npm token", "NPM TOKEN"], "00000000-0000-0000-0000-000000000000"))
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
    SPECIAL_NEGS.update(c10_special())
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
            order = sorted(CARS, key=lambda cn: (usage[cn] - (20 if (CARS[cn]["only"] or CARS[cn]["ok"] is _gcloud_ok) else 0),
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
    "travis_yml": "Travis CI `.travis.yml`: `env.global` entries (beside a `secure:` blob), `after_success` curl",
    "appveyor_yml": "AppVeyor `appveyor.yml`: `environment:` map, `ps: Invoke-RestMethod -Headers @{...}`",
    "codemagic_yaml": "Codemagic `codemagic.yaml`: `environment.vars`, a script heredoc writing a key file",
    "semaphore_yml": "Semaphore CI `.semaphore/semaphore.yml`: `env_vars` name/value pairs",
    "aws_buildspec_yml": "AWS CodeBuild `buildspec.yml`: `env.variables`, build `commands`",
    "cloudbuild_yaml": "Google Cloud Build `cloudbuild.yaml`: step `env`, `args`, `script`",
    "docker_history_notrunc": "`docker history --no-trunc` output: `ENV`, `RUN |n ARG=...` build-arg leaks, RUN curl",
    "bosh_vars_store_yml": "BOSH vars store `creds.yml` (`bosh create-env --vars-store`)",
    "kamal_deploy_yml": "Kamal `config/deploy.yml`: `env.clear`",
    "fly_toml": "Fly.io `fly.toml`: `[env]`",
    "crystal_source": "Crystal module constants, `HTTP::Headers{...}`",
    "scala_source": "Scala `object AppConfig`: `val`s, sttp `.header(...)`, triple-quoted key blocks",
    "cobol_source": "COBOL (free format) `WORKING-STORAGE` `PIC X(n) VALUE \"...\"`",
    "tcl_script": "Tcl script: `set ::config(...)`, `http::geturl -headers`, brace-quoted key blocks",
    "autohotkey_ahk": "AutoHotkey v2 script: assignments, `WinHttpRequest.SetRequestHeader`",
    "dhall_config": "Dhall record config, `''` multi-line text",
    "pkl_config": "Apple Pkl module: `env { [\"...\"] = ... }`, `#\"\"\"` raw multi-line strings",
    "rails_initializer_rb": "Rails `config/initializers/*.rb`: `config.x.*`, `ENV.fetch` defaults, Faraday headers",
    "nushell_env_nu": "Nushell `env.nu`: `$env.X = ...`, `http get --headers`, `r#'...'#` raw strings",
    "wget_debug_output": "`wget -d` debug output with the `---request begin---` header block",
    "git_trace_curl": "`GIT_TRACE_CURL=1 GIT_TRACE_REDACT=0 git fetch` trace, `=> Send header:` lines",
    "gcloud_log_http": "`gcloud ... --log-http` request dump (`b'authorization': b'Bearer ...'`)",
    "tf_log_debug": "`TF_LOG=DEBUG` output with a provider's `---[ REQUEST ]---` HTTP dump",
    "gcp_logging_json": "`gcloud logging read --format=json` Cloud Run entries, `jsonPayload`",
    "cloudtrail_event_json": "CloudTrail log file, `RegisterTaskDefinition` `containerDefinitions[].environment`",
    "evernote_enex": "Evernote `.enex` export: ENML `<div>`/`<pre>` inside CDATA",
    "trello_board_json": "Trello board JSON export, card `desc` (Markdown)",
    "google_chat_takeout_json": "Google Takeout Google Chat `messages.json`, message `text`",
    "redmine_issue_xml": "Redmine REST `/issues/N.xml`, `<description>` (Textile, XML-escaped)",
    "dynamodb_scan_json": "`aws dynamodb scan` output with typed `{\"S\": ...}` attributes",
    "cqlsh_output": "cqlsh `SELECT` table output",
    "couchdb_all_docs_json": "CouchDB `_all_docs?include_docs=true` response",
    "etcdctl_get_output": "`etcdctl get --prefix` output (key line, value lines)",
    "android_strings_xml": "Android `res/values/strings.xml` `<string translatable=\"false\">`",
    "dconf_dump": "`dconf dump /` output (GVariant values in an INI layout)",
    "filezilla_sitemanager_xml": "FileZilla `sitemanager.xml`, `<Pass encoding=\"base64\">`",
    "yarnrc_yml": "Yarn Berry `.yarnrc.yml` `npmScopes.*.npmAuthToken`",
    "nuget_config_xml": "`NuGet.Config` `packageSourceCredentials` `ClearTextPassword`",
    "renovate_config_js": "self-hosted Renovate `config.js`: `token`, `hostRules`",
    "vector_toml": "Vector `vector.toml` http sink: `request.headers`, `uri`",
    "otelcol_config_yaml": "OpenTelemetry Collector config: `exporters.otlphttp.headers`, `endpoint`",
    "odbc_ini": "unixODBC `odbc.ini` DSN (`PWD=`/`Password =`), Databricks Simba DSN with `UID = token`",
    "msmtprc": "msmtp `~/.msmtprc` account `password` (SMTP relay keys)",
    "nmconnection": "NetworkManager keyfile `*.nmconnection`, `[802-1x] password=`",
    "mc_config_json": "MinIO client `~/.mc/config.json` alias `accessKey`/`secretKey`",
    "gh_hosts_yml": "GitHub CLI `~/.config/gh/hosts.yml` `oauth_token`",
    "stripe_cli_config_toml": "Stripe CLI `~/.config/stripe/config.toml` `live_mode_api_key`",
    "pip_conf": "pip `pip.conf` `index-url` with a token as the URL password",
    "chezmoi_toml": "chezmoi `chezmoi.toml` `[data]` template variables",
    "docusaurus_config_js": "Docusaurus `docusaurus.config.js` `customFields`",
}

README_HEAD = """# wirepass corpus 10 — held-out FAKE secrets in new carriers

Every value here is random and was generated by `generate.py`; none is a real credential. The few
documented example values used as negatives (AWS's `AKIAIOSFODNN7EXAMPLE` pair, the Azurite
`devstoreaccount1` key, Slack's `T00000000/B00000000/XXXX…` webhook, the Telegram Bot API sample
token, Dynatrace's sample token) are public on purpose.
Regenerate with `python3 generate.py` (deletes and rewrites `cases/`, `manifest.jsonl` and this
README); check with `python3 verify.py` (regenerates everything in memory, compares every file, every
manifest line and this README byte for byte, decodes every span and `also_expected` span from the files
on disk and compares it with the generated value; prints the number of mismatches, `0` when all is
well). Python 3 stdlib only. Seed `wirepass-corpus10-v1`; each case draws from
`random.Random("wirepass-corpus10-v1|<kind>|<carrier>")`, so a case does not change when another does.

The token generators and checksum helpers (GitHub/npm base62 CRC32, Bitbucket/Atlassian CRC32,
Grafana little-endian CRC, bech32 for age, DER-built PEM keys, PyPI macaroons, Vault protobuf
tokens, ...) are taken from corpus 9's generator; the carriers and the negatives are new. A table of
extra real-world spellings (`GH_PAT`, `HUGGINGFACEHUB_API_TOKEN`, `STRIPE_SK`, `DD_API_KEY`, `passwd`,
`PGPASSWORD`, ...) widens the names positives are written under.

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
(`.travis.yml`, `codemagic.yaml`, `buildspec.yml`, `cloudbuild.yaml`, `creds.yml`, `fly.toml`,
`PAYSYNC.cbl`, `env.nu`, `Notes.enex`, `strings.xml`, `sitemanager.xml`, `NuGet.Config`, `.msmtprc`,
`pip.conf`, ...). `manifest.jsonl` follows `manifest_format.md`: `file, kind, provider, carrier,
positive, start, end, encoding`, plus `note` (`<type>: <why>`) on every negative and `debatable: true`
where a reviewer might disagree. `start`/`end` are byte offsets (UTF-8) of the value as it appears in
the file.

* `raw`: verbatim. `json`: inside a JSON string (PEM newlines as `\\n`; also the GCP key file's
  `private_key` wherever the whole key file is pasted raw). `xml`: XML-escaped text (Evernote ENML,
  Redmine `<description>`, Android `<string>`, NuGet `value="…"`). `url`: percent-encoded URL passwords
  and SAS `sig`. `base64`: FileZilla's `<Pass encoding="base64">` (the whole password is encoded, so
  the span starts the base64 text).
* Values inside prose (Trello card `desc`, Google Chat `text`, Redmine `<description>`, Evernote
  notes) are escaped once for their container.
* URL-shaped kinds: the whole URL for Slack/Discord/Teams webhooks and Slack workflow URLs;
  `<id>:<token>` for Telegram `/bot…/` paths; `sig` for Azure SAS; the password for `url-password`.
* PEM kinds and `putty-private-key`: the whole block, armour included; `gcp-service-account`: the
  `private_key` string (encoding `json`).
* `also_expected`: `[{kind, start, end, encoding}]` for other rules that legitimately fire (an AWS
  key id beside its secret, the secret beside a key id in `mc_config_json`, a Twilio `SK…` SID, an
  Alibaba `LTAI…` id, `private-key-pkcs8` inside GCP key files, `url-password` where a token is a URL's
  password (git remotes, `pip.conf` index URLs), `azure-annotated-key` where the value is in the
  annotated form). Negatives keep the key id beside a masked secret, which still fires its own rule.

## Weaker grounds

* Known overlaps **not** marked: the generic rules (`generic-*-named`) will often also fire on named
  provider cases; `twilio-api-key-secret-named` values are also "API secret next to its name" for
  `twilio-auth-token`; `vault-legacy-token` may also be reported as `vault-service-token`; the
  Stripe CLI config carries an `rk_test_` and two publishable keys beside the live key.
* Some carriers are plausible but uncommon homes for some providers (a Pulumi token in a COBOL
  `WORKING-STORAGE` item, a Databricks token in `dconf`); the syntax is each carrier's real one.
* Carriers with fixed field names (`.yarnrc.yml` `npmAuthToken`, `NuGet.Config` `ClearTextPassword`,
  Renovate `hostRules`, `.msmtprc` `password`, `odbc.ini` `PWD`, `gh` `oauth_token`) take only the kinds
  whose token those fields really hold; the provider is then named by the host, not by a variable.
* `gcloud_log_http` carries only `Authorization: Bearer` headers (gcloud talks only to Google).
* `cloudtrail_event_json` carries the caller's `AROA…` role id in `principalId`, as CloudTrail writes it; it
  is an identifier, not an access key.
* `docker_history_notrunc`: the value may appear once in `ENV`/`RUN |n` only; the matching `ARG` rows
  carry the name without the value, as Docker prints them.
* Negatives generated by pattern (secret-ref, encrypted, placeholder, redacted, truncated) sometimes
  keep the kind's fixed prefix; a scanner that fires on a prefix alone would flag them. Those cut in a
  narrow column without any marker are marked debatable.
* Public-by-design negatives (Firebase web `apiKey`, Supabase anon JWT, Algolia search key,
  LaunchDarkly client-side id, Datadog `pub…` client token, Rollbar client token) are marked debatable:
  they have the secret's shape, and some teams treat them as secrets anyway.

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
