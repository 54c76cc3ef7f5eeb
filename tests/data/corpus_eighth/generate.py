#!/usr/bin/env python3
"""wirepass held-out corpus 8: FAKE secrets in carriers not used by corpora 1-7.

Deterministic: seed `wirepass-corpus8-v1`; every case draws from
random.Random("wirepass-corpus8-v1|<kind>|<carrier>").  Running this script
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

SEED = "wirepass-corpus8-v1"
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




# ---------------------------------------------------------------- corpus 8: fresh negatives
import re as _re

NOTE_WHY.update({
    "truncated": "the value is cut short (a log column, a preview or an ellipsis), so it is not a usable credential",
    "redacted": "the credential is masked; only a prefix or a few characters survive",
    "placeholder": "a stand-in in the credential's place (<...>, x/0 filler or a stand-in word), never issued",
    "template-ref": "a variable, expression or secret-store reference resolved elsewhere; the file holds no value",
})

TEMPLATES = ["${{ secrets.%s }}", "{{ .Values.secrets.%s }}", "${%s}", "#{%s}", "%%env.%s%%", "$(%s)",
             "${env:%s}", "{{ lookup('env', '%s') }}", "op://Platform/%s/credential", "vault:secret/data/ci#%s",
             "!secret %s", "ENV[%s]"]


def _cp(a, b):
    n = 0
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    return a[:n]


def with_value(p, newval, inner="raw"):
    """replace the primary span's content; keep secondary spans (an AWS key id, a Twilio SK SID or an
    Alibaba LTAI id beside a masked secret still fires its own rule), drop same-span extras"""
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


def generic_neg(kind, r):
    posf = KINDS[kind][0]
    p = posf(r, 0)
    s = p.secret
    s2 = posf(random.Random("%s|pfx|%s" % (SEED, kind)), 0).secret
    pfx = _cp(s, s2)
    if len(pfx) > len(s) - 8 or (len(pfx) < 3 and not _re.search(r"[-_.]$", pfx)):
        pfx = "" if not _re.match(r"^https?://", s) else pfx
    body = s[len(pfx):]
    base = kind
    for suf in ("-named", "-prefixed", "-v1", "-sig-first", "-secret-named"):
        base = base.replace(suf, "")
    nm = base.upper().replace("-", "_")
    t = ["truncated", "redacted", "placeholder", "template-ref"][zlib.crc32(kind.encode()) % 4]
    deb = False
    if t == "truncated":
        k = max(4, min(8, len(body) // 5))
        v = pfx + body[:k] + r.choice(["...", "...", "\u2026"])
        note = "truncated: only %d characters (after any fixed prefix) survive before the ellipsis; the rest was cut by the tool that printed it" % k
    elif t == "redacted":
        j = r.randint(0, 3)
        v = [pfx + "*" * 16, pfx + "[REDACTED]", "[FILTERED]", pfx + "*" * 8 + body[-4:]][j]
        note = ["redacted: masked with asterisks after the prefix", "redacted: masked by the tool before output; only the prefix is left",
                "redacted: replaced whole by a log filter", "redacted: a dashboard mask keeping the last four characters"][j]
        deb = j == 3
    elif t == "placeholder":
        j = r.randint(0, 3)
        v = [pfx + "x" * len(body), pfx + "<your-%s>" % base, "YOUR_%s_HERE" % nm, pfx + "0" * len(body)][j]
        note = ["placeholder: x-filled body of the right length, copied from a setup guide",
                "placeholder: angle-bracket stand-in for the user's own value",
                "placeholder: a YOUR_..._HERE stand-in", "placeholder: zero-filled body of the right length"][j]
    else:
        tpl = r.choice(TEMPLATES)
        v = tpl % nm
        note = "template-ref: `%s` is filled in at deploy time from a secret store; the file holds no value" % (tpl % "…")
    return neg(with_value(p, v), note, deb)


def pay_like(kind, r, newval, inner="raw"):
    return with_value(KINDS[kind][0](r, 0), newval, inner)


def _aws_ex(r):
    return kv(["aws access key id", "AWS ACCESS KEY ID"], "AKIAIOSFODNN7EXAMPLE")


def special_negs():
    S = {}

    def add(kind, note, deb=False):
        def deco(fn):
            S[kind] = lambda r: neg(fn(r), note, deb)
            return fn
        return deco

    add("github-pat", "invalid-checksum: the last six characters are not the CRC32 of the body, so GitHub never issued it")(
        lambda r: pay_like("github-pat", r, gh_bad_checksum(r, "ghp_")))
    add("github-refresh", "invalid-checksum: the CRC32 tail does not match the 30-character body", True)(
        lambda r: pay_like("github-refresh", r, gh_bad_checksum(r, "ghr_")))
    add("npm-token", "invalid-checksum: the CRC32 tail does not match the body, a hand-edited sample")(
        lambda r: pay_like("npm-token", r, gh_bad_checksum(r, "npm_")))
    add("bitbucket-app-password", "invalid-checksum: the 8 hex tail is not the CRC32 of the ATBB body")(
        lambda r: pay_like("bitbucket-app-password", r, "ATBB" + rs(r, ALNUM, 24) + "00000000"))
    add("atlassian-api-token", "truncated: the token is cut after 40 characters in a Jira table column", True)(
        lambda r: pay_like("atlassian-api-token", r, atlassian_api_token(r)[:40] + "..."))
    add("grafana-service-account", "invalid-checksum: the little-endian CRC tail is zeros, not the CRC32 of the key")(
        lambda r: pay_like("grafana-service-account", r, "glsa_" + rs(r, ALNUM, 32) + "_00000000"))
    add("stripe-secret-key", "public-by-design: a live publishable key (pk_live_), meant for the browser")(
        lambda r: kv(["stripe publishable key", "STRIPE PUBLISHABLE KEY", "NEXT PUBLIC STRIPE KEY"], "pk_live_51" + rs(r, ALNUM, 97)))
    add("stripe-restricted-key", "test-mode: an rk_test_ key only reaches Stripe's test mode; the rule is for live keys", True)(
        lambda r: kv(["stripe restricted key", "STRIPE RK"], "rk_test_51" + rs(r, ALNUM, 97)))
    add("aws-access-key-id", "documented-example: AKIAIOSFODNN7EXAMPLE is the id AWS documentation uses everywhere", True)(_aws_ex)
    add("aws-secret-access-key", "documented-example: the secret key from the AWS documentation's examples", True)(
        lambda r: kv(["aws secret access key", "AWS SECRET ACCESS KEY"], "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"))
    add("jwt", "unsigned: an alg=none JWT with an empty signature part is not a signed token", True)(
        lambda r: kv(["id token", "JWT"], b64u(b'{"alg":"none","typ":"JWT"}') + "." +
                     b64u(json.dumps({"sub": ruuid(r), "aud": "api", "iat": epoch(r)}, separators=(",", ":")).encode()) + "."))
    add("basic-auth", "documented-example: QWxhZGRpbjpvcGVuIHNlc2FtZQ== is RFC 7617's Aladdin:open sesame", True)(
        lambda r: hdr("Authorization", "QWxhZGRpbjpvcGVuIHNlc2FtZQ==", pre="Basic "))
    add("bearer-token", "placeholder: `Bearer <token>` from an API reference")(
        lambda r: hdr("Authorization", "<access_token>", pre="Bearer "))
    add("authorization-token", "template-ref: a Postman/Bruno `{{apiToken}}` variable, resolved by the client")(
        lambda r: hdr("Authorization", "{{apiToken}}", pre="Token "))
    add("telegram-bot-token", "documented-example: the token from Telegram's Bot API documentation", True)(
        lambda r: kv(["telegram bot token", "TELEGRAM TOKEN"], "123456:ABC-DEF1234ghIkl-zyx57W2v1u123ew11"))
    add("telegram-bot-url", "placeholder: `/bot<token>/` as written in the Bot API docs")(
        lambda r: url(["telegram api url", "TG URL"], "https://api.telegram.org/bot" + mark("<token>") + "/getMe", nameless=True))
    add("slack-webhook", "placeholder: the zero/X-filled example URL from Slack's documentation")(
        lambda r: url(["slack webhook url", "SLACK WEBHOOK"], mark("https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX"), nameless=True))
    add("discord-webhook", "placeholder: `{webhook.id}/{webhook.token}` path segments from the API reference")(
        lambda r: url(["discord webhook url", "DISCORD WEBHOOK"], mark("https://discord.com/api/webhooks/{webhook.id}/{webhook.token}"), nameless=True))
    add("azure-storage-key", "public-by-design: the Azurite/storage-emulator account key Microsoft publishes for local development", True)(
        lambda r: kv(["azure storage connection string", "AzureWebJobsStorage"],
                     "DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=" +
                     mark("Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==") +
                     ";BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;"))
    add("azure-sas-token", "redacted: the sig value was replaced by the logging middleware")(
        lambda r: url(["blob sas url", "AZURE SAS URL"], "https://acmeprodsa.blob.core.windows.net/exports/q3.csv?sv=2022-11-02&ss=b&srt=o&sp=r&se=2025-03-01T00:00:00Z&spr=https&sig=" + mark("REDACTED"), nameless=True))
    add("supabase-secret-key", "public-by-design: an sb_publishable_ key, safe in the browser (RLS applies)")(
        lambda r: kv(["supabase publishable key", "NEXT PUBLIC SUPABASE PUBLISHABLE KEY"], "sb_publishable_" + rs(r, ALNUM + "-", 22) + "_" + rs(r, ALNUM, 8)))
    add("posthog-personal-api-key", "public-by-design: a phc_ project key, shipped in the web snippet")(
        lambda r: kv(["posthog key", "NEXT PUBLIC POSTHOG KEY", "posthog project api key"], "phc_" + rs(r, ALNUM, 43)))
    add("mapbox-secret-token", "public-by-design: a pk. public token for map tiles in the browser")(
        lambda r: kv(["mapbox access token", "MAPBOX PUBLIC TOKEN"], "pk." + b64u(('{"u":"kw-maps","a":"%s"}' % rs(r, LOWNUM, 25)).encode()) + "." + rs(r, B64URL, 22)))
    add("sentry-user-token", "public-by-design: the public key of a Sentry DSN, embedded in client apps", True)(
        lambda r: url(["sentry dsn", "SENTRY DSN"], "https://" + mark(rs(r, HEXL, 32)) + "@o%d.ingest.sentry.io/%d" % (r.randint(100000, 999999), r.randint(1000000, 9999999))))
    add("langfuse-secret-key", "public-by-design: the pk-lf- public key, not the sk-lf- secret")(
        lambda r: kv(["langfuse public key", "LANGFUSE PUBLIC KEY"], "pk-lf-" + ruuid(r)))
    add("google-oauth-client-secret", "identifier: the OAuth client id, which is public")(
        lambda r: kv(["google client id", "GOOGLE OAUTH CLIENT ID"], "%s-%s.apps.googleusercontent.com" % (rs(r, DIGITS, 12), rs(r, LOWNUM, 32))))
    add("twilio-auth-token", "identifier: the account SID (AC...) next to the Twilio name, not its auth token")(
        lambda r: kv(["twilio account sid", "TWILIO ACCOUNT SID"], "AC" + rs(r, HEXL, 32)))
    add("razorpay-key-secret", "identifier: the key id (rzp_live_...), public in checkout forms", True)(
        lambda r: kv(["razorpay key id", "RAZORPAY KEY ID"], "rzp_live_" + rs(r, ALNUM, 14)))
    add("paypal-client-secret", "identifier: the REST client id, sent in the clear by the JS SDK")(
        lambda r: kv(["paypal client id", "PAYPAL CLIENT ID"], "A" + rs(r, B64URL, 79)))
    add("shopify-shared-secret", "identifier: the app's API key (client id), 32 hex, public in install URLs")(
        lambda r: kv(["shopify api key", "SHOPIFY CLIENT ID"], rs(r, HEXL, 32)))
    add("algolia-admin-key", "public-by-design: a search-only API key, shipped to the browser", True)(
        lambda r: kv(["algolia search key", "ALGOLIA SEARCH ONLY API KEY"], rs(r, HEXL, 32), extra=[(["algolia app id"], rs(r, UPNUM, 10))]))
    add("launchdarkly-key", "identifier: the client-side id (24 hex), public by design", True)(
        lambda r: kv(["launchdarkly client side id", "LD CLIENT SIDE ID"], rs(r, HEXL, 24)))
    add("age-secret-key", "public-by-design: an age1... recipient (public key), not the identity")(
        lambda r: kv(["sops age recipients", "SOPS AGE RECIPIENTS"], bech32("age", list(rbytes(r, 32)))))
    add("onepassword-secret-key", "placeholder: an X-filled account key from an onboarding doc")(
        lambda r: kv(["1password secret key", "OP SECRET KEY"], "A3-XXXXXX-XXXXXX-XXXXX-XXXXX-XXXXX-XXXXX"))
    add("heroku-legacy-api-key", "placeholder: the nil UUID in a README")(
        lambda r: kv(["heroku api key", "HEROKU API KEY"], "00000000-0000-0000-0000-000000000000"))
    add("sqlserver-connection-password", "documented-example: the SA password from Microsoft's SQL Server container quickstart", True)(
        lambda r: kv(["connection string", "ConnectionStrings__Default"],
                     "Server=localhost,1433;Database=master;User Id=sa;Password=" + mark("yourStrong(!)Password") + ";TrustServerCertificate=True;"))
    add("docker-config-auth", "placeholder: base64 of the literal `username:password` from a tutorial")(
        lambda r: blob("dockercfg", "config.json", '{\n  "auths": {\n    "https://index.docker.io/v1/": {\n      "auth": "%s"\n    }\n  }\n}' % mark(b64s(b"username:password"))))
    add("mysql-option-password", "template-ref: an Ansible/Jinja my.cnf.j2 template; the password is a variable")(
        lambda r: blob("mycnf", ".my.cnf", "[client]\nuser=root\npassword=%s\nhost=127.0.0.1\n" % mark("{{ mysql_root_password }}")))
    add("pgpass-password", "placeholder: an angle-bracket stand-in in a .pgpass template")(
        lambda r: blob("pgpass", ".pgpass", "db-primary.internal:5432:%s:%s:%s\n" % (r.choice(DBS), r.choice(USERS), mark("<password>"))))
    add("netrc-password", "template-ref: a CI step writes $PYPI_TOKEN; the file shows the reference", True)(
        lambda r: blob("netrc", ".netrc", "machine upload.pypi.org\n  login __token__\n  password %s\n" % mark("${PYPI_TOKEN}")))
    add("url-password", "template-ref: the password part is a ${...} reference expanded at start-up")(
        lambda r: url(["database url", "DATABASE URL"], "postgres://%s:%s@db-orders.internal:5432/orders" % (r.choice(USERS), mark("${DB_PASSWORD}"))))
    add("generic-password-named", "redacted: the tool printed the password field as asterisks")(
        lambda r: kv(["db password", "DB PASSWORD", "password"], "********"))
    add("django-secret-key", "placeholder: the stand-in a settings template leaves for the real key")(
        lambda r: kv(["django secret key", "DJANGO SECRET KEY"], "django-insecure-change-me-before-deploying-to-production"))
    add("gcp-service-account", "redacted: the key file was pasted with its private_key replaced")(
        lambda r: with_value(KINDS["gcp-service-account"][0](r, 0), "-----BEGIN PRIVATE KEY-----\\n[REDACTED]\\n-----END PRIVATE KEY-----\\n", "json"))

    def pemneg(kind, label_in, make):
        add(kind, label_in)(lambda r: blob("pem", "key.pub", mark(make(r))))
    pemneg("private-key-rsa", "public-by-design: an RSA PUBLIC KEY block, the counterpart of the private key",
           lambda r: pem("RSA PUBLIC KEY", seq(der_int_bytes(rnd_int_bytes(r, 256)), der_int(65537))))
    pemneg("private-key-ec", "public-by-design: a SubjectPublicKeyInfo PUBLIC KEY block (P-256)",
           lambda r: pem("PUBLIC KEY", seq(seq(bytes.fromhex("06072a8648ce3d0201"), bytes.fromhex("06082a8648ce3d030107")), der(0x03, b"\x00\x04" + rbytes(r, 64)))))
    pemneg("private-key-pkcs8", "public-by-design: a CERTIFICATE block (public)",
           lambda r: pem("CERTIFICATE", seq(seq(der(0xA0, der_int(2)), der_int_bytes(rnd_int_bytes(r, 16)), der(0x30, OID_RSA), der(0x03, b"\x00" + rbytes(r, 270))))))
    pemneg("private-key-dsa", "truncated: only the armour lines survive; the body was cut out of the paste",
           lambda r: "-----BEGIN DSA PRIVATE KEY-----\n...\n-----END DSA PRIVATE KEY-----")
    pemneg("private-key-encrypted", "placeholder: armour around an `<encrypted key goes here>` stand-in",
           lambda r: "-----BEGIN ENCRYPTED PRIVATE KEY-----\n<encrypted key goes here>\n-----END ENCRYPTED PRIVATE KEY-----")
    pemneg("private-key-pgp", "public-by-design: a PGP PUBLIC KEY block for release verification",
           lambda r: pgp_public(r, "Release Signing <release@kestrelworks.io>"))
    add("private-key-openssh", "public-by-design: an ssh-ed25519 public key line (authorized_keys)")(
        lambda r: kv(["ssh public key", "DEPLOY PUBLIC KEY"], "ssh-ed25519 " + b64s(ssh_str("ssh-ed25519") + ssh_str(rbytes(r, 32)))))
    add("putty-private-key", "public-by-design: a PuTTY/SSH2 public key export, not the .ppk")(
        lambda r: blob("ppk", "deploy.pub", mark("---- BEGIN SSH2 PUBLIC KEY ----\nComment: \"rsa-key-20240311\"\n" +
                                                  "\n".join(textwrap_b64(b64s(ssh_str("ssh-rsa") + ssh_str(b"\x01\x00\x01") + ssh_str(b"\x00" + rnd_int_bytes(r, 256))))) +
                                                  "\n---- END SSH2 PUBLIC KEY ----")))
    add("vault-legacy-token", "placeholder: an X-filled legacy s. token from a setup guide")(
        lambda r: kv(["vault token", "VAULT TOKEN"], "s.XXXXXXXXXXXXXXXXXXXXXXXX"))
    add("splunk-hec-token", "placeholder: a nil-UUID HEC token in a sample curl")(
        lambda r: hdr("Authorization", "00000000-0000-0000-0000-000000000000", pre="Splunk "))
    add("firebase-fcm-server-key", "truncated: the console shows the legacy key cut after its prefix")(
        lambda r: kv(["fcm server key", "FIREBASE SERVER KEY"], "AAAA" + rs(r, B64URL, 7) + ":APA91b..."))
    add("google-api-key", "placeholder: the documented `AIza...` stand-in padded with X", True)(
        lambda r: kv(["google api key", "GOOGLE MAPS API KEY"], "AIzaSyXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX"))
    add("sonarqube-token-named", "hash: a git commit SHA-1 next to sonar.scm.revision, not a token", True)(
        lambda r: kv(["sonar.scm.revision", "SONAR SCM REVISION"], rs(r, HEXL, 40)))
    add("datadog-api-key", "hash: an MD5 checksum of the agent package next to the Datadog name", True)(
        lambda r: kv(["datadog agent md5", "DD AGENT CHECKSUM"], rs(r, HEXL, 32)))
    add("codecov-token", "identifier: the Codecov repository id (UUID) from the settings page, not the upload token", True)(
        lambda r: kv(["codecov repo id", "CODECOV REPO UUID"], ruuid(r)))
    add("sentry-org-token", "public-by-design: a Sentry DSN, which client SDKs embed", True)(
        lambda r: url(["sentry dsn", "SENTRY DSN"], mark("https://%s@o%d.ingest.us.sentry.io/%d" % (rs(r, HEXL, 32), r.randint(100000, 999999), r.randint(1000000, 9999999)))))
    return S


def textwrap_b64(s, w=64):
    return [s[i:i + w] for i in range(0, len(s), w)]


def make_neg(kind):
    sp = SPECIAL_NEGS.get(kind)
    if sp:
        return sp
    return lambda r: generic_neg(kind, r)


SPECIAL_NEGS = {}


# ================================================================ corpus 8 carriers
def envk(k):
    return ident(k).upper()


def jkv(pairs, ind, sep=": "):
    pad = " " * ind
    return ",\n".join('%s"%s"%s"%s"' % (pad, k, sep, jesc(v)) for k, v in pairs)


def script_body(c, ind, export="export %s='%s'", heredoc=True):
    """shell lines carrying the payload (exports, curl, heredoc file)"""
    r, p = c.r, c.p
    pad = " " * ind
    L = []
    if p.t in ("kv", "url"):
        for k, v in c.kvs(["SCREAM"]):
            L.append(pad + export % (envk(k), v))
    elif p.t == "hdr":
        L.append(pad + curl_line(c))
    else:
        L += [pad + "cat > ~/%s <<'EOF'" % p.fname, indent(p.content.rstrip("\n"), ind) if ind else p.content.rstrip("\n"), pad + "EOF",
              pad + "chmod 600 ~/%s" % p.fname]
    return L


# 1 Hardhat
@car("hardhat_config_js", "hardhat.config.js", ["kv", "url"], ok=okb('"\\\n'))
def c_hardhat(c):
    r = c.r
    L = ['require("@nomicfoundation/hardhat-toolbox");', 'require("dotenv").config();', "", "/** @type import('hardhat/config').HardhatUserConfig */"]
    kvs = c.kvs(["SCREAM", "camel"])
    for k, v in kvs:
        L.append('const %s = process.env.%s || "%s";' % (ident(k) if not k.isupper() else ident(k), envk(k), v))
    L += ["", "module.exports = {", '  solidity: { version: "0.8.%d", settings: { optimizer: { enabled: true, runs: 200 } } },' % r.randint(19, 26),
          "  networks: {", "    sepolia: {", '      url: "https://sepolia.infura.io/v3/%s",' % rs(r, HEXL, 32),
          "      chainId: 11155111,", "    },", "  },", '  etherscan: { customChains: [] },',
          '  gasReporter: { enabled: process.env.REPORT_GAS === "true", currency: "USD" },', "};"]
    return tail(r, "\n".join(L)), "raw"


# 2 Foundry
@car("foundry_toml", "foundry.toml", ["kv", "url"], ok=okb('"\\\n'))
def c_foundry(c):
    r = c.r
    L = ["[profile.default]", 'src = "src"', 'out = "out"', 'libs = ["lib"]', 'solc = "0.8.%d"' % r.randint(19, 26), "optimizer_runs = 10_000",
         'fs_permissions = [{ access = "read", path = "./broadcast" }]', "", "[rpc_endpoints]",
         'mainnet = "https://eth-mainnet.g.alchemy.com/v2/${ALCHEMY_KEY}"', "", "[profile.ci.env]"]
    for k, v in c.kvs(["SCREAM", "snake"]):
        L.append('%s = "%s"' % (ident(k), v))
    L += ["", "[fmt]", "line_length = 120", "# deployer 0x%s" % rs(r, HEXL, 40)]
    return tail(r, "\n".join(L)), "raw"


# 3 Expo EAS
@car("expo_eas_json", "eas.json", ["kv", "url"])
def c_eas(c):
    r = c.r
    env = [("APP_VARIANT", "production"), ("EXPO_PUBLIC_API_URL", "https://%s" % host(r))] + [(envk(k), v) for k, v in c.kvs(["SCREAM"])]
    t = ('{\n  "cli": {\n    "version": ">= %s",\n    "appVersionSource": "remote"\n  },\n  "build": {\n    "development": {\n      "developmentClient": true,\n'
         '      "distribution": "internal"\n    },\n    "production": {\n      "autoIncrement": true,\n      "channel": "production",\n      "env": {\n%s\n      }\n    }\n  },\n'
         '  "submit": {\n    "production": {\n      "ios": {\n        "ascAppId": "%d",\n        "appleTeamId": "%s"\n      }\n    }\n  }\n}') % (
        ver(r), jkv(env, 8), r.randint(1000000000, 6999999999), rs(r, UPNUM, 10))
    return tail(r, t), "json"


# 4 Fastlane Fastfile
@car("fastlane_fastfile", "Fastfile", ["kv", "url", "hdr", "blob"], ml="indent", ok=okb("'\\\"#"), bad_sub=("\nEOF",))
def c_fastfile(c):
    r, p = c.r, c.p
    L = ['default_platform(:ios)', "", "platform :ios do", '  desc "Push a new beta build to TestFlight"', "  lane :beta do"]
    if p.t in ("kv", "url"):
        for k, v in c.kvs(["SCREAM"]):
            L.append("    ENV['%s'] = '%s'" % (envk(k), v))
    elif p.t == "hdr":
        L.append('    sh("%s")' % curl_line(c, q="'"))
    else:
        L += ["    File.write(File.expand_path('~/%s'), <<~EOF)" % p.fname, indent(p.content.rstrip("\n"), 6), "    EOF"]
    L += ['    increment_build_number(xcodeproj: "App.xcodeproj")', '    build_app(scheme: "App", export_method: "app-store")',
          '    upload_to_testflight(skip_waiting_for_build_processing: true, apple_id: "%d")' % r.randint(1000000000, 6999999999),
          "  end", "end"]
    return tail(r, "\n".join(L)), "raw"


# 5 xcodebuild log
@car("xcodebuild_log", "build.log", ["kv", "url", "hdr"], ok=okb("\n"))
def c_xcodelog(c):
    r = c.r
    d = "/Users/runner/Library/Developer/Xcode/DerivedData/App-%s" % rs(r, LOWER, 28)
    L = ["Command line invocation:", "    /Applications/Xcode_15.%d.app/Contents/Developer/usr/bin/xcodebuild -workspace App.xcworkspace -scheme App -configuration Release" % r.randint(0, 4),
         "", "Build settings from command line:", "    CODE_SIGN_STYLE = Manual", "",
         "PhaseScriptExecution [CP-User]\\ Upload\\ dSYMs %s/Build/Intermediates.noindex/App.build/Release-iphoneos/App.build/Script-%s.sh (in target 'App' from project 'App')" % (d, rs(r, HEXU, 24)),
         "    cd /Users/runner/work/app/app/ios"]
    if c.p.t == "hdr":
        L.append("    " + curl_line(c))
    else:
        for k, v in c.kvs(["SCREAM"]):
            L.append("    export %s\\=%s" % (envk(k), v) if False else "    export %s=%s" % (envk(k), v))
    L += ["    export TARGET_BUILD_DIR=%s/Build/Products/Release-iphoneos" % d, "    /bin/sh -c %s/Script-%s.sh" % (d, rs(r, HEXU, 24)),
          "", "** ARCHIVE SUCCEEDED ** [%d.%03d sec]" % (r.randint(80, 400), r.randint(0, 999))]
    return tail(r, "\n".join(L)), "raw"


# 6 Unreal DefaultEngine.ini
@car("unreal_defaultengine_ini", "DefaultEngine.ini", ["kv", "url"], ok=okb('"\n;'), crlf=True)
def c_unreal(c):
    r = c.r
    L = ["[/Script/EngineSettings.GameMapsSettings]", "GameDefaultMap=/Game/Maps/MainMenu.MainMenu", "", "[/Script/Engine.RendererSettings]",
         "r.DefaultFeature.AutoExposure=False", "", "[/Script/OnlineSubsystemUtils.IpNetDriver]", "MaxClientRate=100000", "",
         "[/Script/%sBackend.%sSettings]" % ("Kestrel", r.choice(["Telemetry", "Leaderboard", "Matchmaking"])),
         "ProjectGuid=%s" % ruuid(r).upper().replace("-", "")]
    for k, v in c.kvs(["pascal"]):
        L.append("%s=%s" % (ident(k), v))
    L += ["", "[/Script/Engine.Engine]", "+ActiveGameNameRedirects=(OldGameName=\"TP_Blank\",NewGameName=\"/Script/Kestrel\")"]
    return tail(r, "\n".join(L)), "raw"


# 7 Godot project.godot
@car("godot_project", "project.godot", ["kv", "url"], ok=okb('"\\\n'))
def c_godot(c):
    r = c.r
    L = ["; Engine configuration file.", "; It's best edited using the editor UI and not directly,", "; since the parameters that go here are not all obvious.",
         ";", "; Format:", ";   [section] ; section goes between []", ";   param=value ; assign values to parameters", "", "config_version=5", "",
         "[application]", "", 'config/name="Lantern Rush"', 'config/version="%s"' % ver(r), 'run/main_scene="uid://%s"' % rs(r, LOWNUM, 13),
         'config/features=PackedStringArray("4.%d", "Forward Plus")' % r.randint(1, 3), "", "[autoload]", "", 'Backend="*res://autoload/backend.gd"', "", "[backend]", ""]
    for k, v in c.kvs(["snake"]):
        L.append('%s="%s"' % (ident(k).lower(), v))
    L += ["", "[rendering]", "", 'textures/vram_compression/import_etc2_astc=true']
    return tail(r, "\n".join(L)), "raw"


# 8 Home Assistant secrets.yaml
@car("homeassistant_secrets_yaml", "secrets.yaml", ["kv", "url", "blob"], ml="indent", ok=okb('"\\\n'))
def c_hass(c):
    r, p = c.r, c.p
    L = ["# Use this file to store secrets like usernames and passwords.", "# Learn more at https://www.home-assistant.io/docs/configuration/secrets/",
         "home_latitude: %.4f" % (r.uniform(40, 55)), "home_longitude: %.4f" % (r.uniform(-5, 15)), "mqtt_username: homeassistant"]
    if p.t == "blob":
        L += ["%s: |" % ident(blob_name(c, "snake")), indent(p.content.rstrip("\n"), 2)]
    else:
        for k, v in c.kvs(["snake"]):
            L.append("%s: %s" % (ident(k).lower(), yq(v)))
    L += ["zigbee_network_key: \"[%s]\"" % ", ".join("0x%02X" % x for x in rbytes(r, 4)), "esphome_ota_version: %s" % ver(r)]
    return tail(r, "\n".join(L)), "raw"


# 9 Node-RED flows.json
@car("nodered_flows_json", "flows.json", ["kv", "url", "hdr"])
def c_nodered(c):
    r, p = c.r, c.p
    tab = rs(r, HEXL, 16)
    nodes = ['  {\n    "id": "%s",\n    "type": "tab",\n    "label": "Alerts",\n    "disabled": false,\n    "info": ""\n  }' % tab]
    if p.t == "hdr":
        hs = ", ".join('{"keyType": "other", "keyValue": "%s", "valueType": "other", "valueValue": "%s"}' % (jesc(k), jesc(v)) for k, v in c.headers())
        nodes.append('  {\n    "id": "%s",\n    "type": "http request",\n    "z": "%s",\n    "method": "POST",\n    "url": "https://%s/v1/events",\n    "headers": [%s],\n    "x": 420,\n    "y": 180\n  }' % (rs(r, HEXL, 16), tab, host(r), hs))
    else:
        env = ", ".join('{"name": "%s", "value": "%s", "type": "str"}' % (envk(k), jesc(v)) for k, v in c.kvs(["SCREAM"]))
        nodes[0] = nodes[0].replace('"info": ""', '"info": "",\n    "env": [%s]' % env)
    nodes.append('  {\n    "id": "%s",\n    "type": "inject",\n    "z": "%s",\n    "repeat": "300",\n    "payloadType": "date",\n    "wires": [["%s"]]\n  }' % (rs(r, HEXL, 16), tab, rs(r, HEXL, 16)))
    return tail(r, "[\n" + ",\n".join(nodes) + "\n]"), "json"


# 10 n8n workflow
@car("n8n_workflow_json", "workflow.json", ["kv", "url", "hdr"])
def c_n8n(c):
    r, p = c.r, c.p
    if p.t == "hdr":
        params = '"sendHeaders": true,\n        "headerParameters": {\n          "parameters": [\n%s\n          ]\n        }' % ",\n".join(
            '            {"name": "%s", "value": "%s"}' % (jesc(k), jesc(v)) for k, v in c.headers())
    else:
        params = '"sendBody": true,\n        "bodyParameters": {\n          "parameters": [\n%s\n          ]\n        }' % ",\n".join(
            '            {"name": "%s", "value": "%s"}' % (jesc(k), jesc(v)) for k, v in c.kvs(["camel", "snake"]))
    t = ('{\n  "name": "%s sync",\n  "nodes": [\n    {\n      "parameters": {\n        "method": "POST",\n        "url": "https://%s/v2/sync",\n        %s\n      },\n'
         '      "id": "%s",\n      "name": "HTTP Request",\n      "type": "n8n-nodes-base.httpRequest",\n      "typeVersion": 4.2,\n      "position": [620, 300]\n    }\n  ],\n'
         '  "active": false,\n  "settings": {"executionOrder": "v1"},\n  "versionId": "%s",\n  "id": "%s"\n}') % (svc(r), host(r), params, ruuid(r), ruuid(r), rs(r, ALNUM, 16))
    return tail(r, t), "json"


# 11 Airbyte source config
@car("airbyte_source_json", "source_config.json", ["kv", "url", "blob"], ml="json", fmts=("pem", "gcp", "ppk"), ok=lambda k, p: p.inner != "json")
def c_airbyte(c):
    r, p = c.r, c.p
    if p.t == "blob":
        pairs = [("host", "bastion.%s" % host(r)), ("port", "22"), ("tunnel_user", r.choice(USERS)), ("ssh_key", p.content)]
        body = '    "tunnel_method": {\n%s\n    }' % jkv(pairs, 6)
    else:
        body = jkv([(ident(k).lower(), v) for k, v in c.kvs(["snake"])], 4)
    t = ('{\n  "sourceId": "%s",\n  "name": "%s-prod",\n  "sourceDefinitionId": "%s",\n  "workspaceId": "%s",\n  "connectionConfiguration": {\n'
         '    "start_date": "2023-%02d-01T00:00:00Z",\n%s\n  }\n}') % (ruuid(r), svc(r), ruuid(r), ruuid(r), r.randint(1, 12), body)
    return tail(r, t), "json"


# 12 Meltano
@car("meltano_yml", "meltano.yml", ["kv", "url"], ok=okb('"\\\n'))
def c_meltano(c):
    r = c.r
    L = ["version: 1", "default_environment: prod", "project_id: %s" % ruuid(r), "plugins:", "  extractors:", "  - name: tap-%s" % r.choice(["hubspot", "stripe", "github", "postgres"]),
         "    variant: meltanolabs", "    pip_url: git+https://github.com/MeltanoLabs/tap-x.git@%s" % sha(r), "    config:", "      start_date: '2023-01-01'"]
    for k, v in c.kvs(["snake"]):
        L.append("      %s: %s" % (ident(k).lower(), yq(v)))
    L += ["  loaders:", "  - name: target-snowflake", "    variant: meltanolabs", "environments:", "- name: prod"]
    return tail(r, "\n".join(L)), "raw"


# 13 Kedro credentials.yml
@car("kedro_credentials_yml", "credentials.yml", ["kv", "url", "blob"], ml="indent", ok=okb('"\\\n'))
def c_kedro(c):
    r, p = c.r, c.p
    L = ["# conf/local/credentials.yml -- do not commit", "dev_s3:", "  client_kwargs:", "    region_name: eu-west-1", "%s_creds:" % svc(r)]
    if p.t == "blob":
        L += ["  %s: |" % ident(blob_name(c, "snake")), indent(p.content.rstrip("\n"), 4)]
    else:
        for k, v in c.kvs(["snake"]):
            L.append("  %s: %s" % (ident(k).lower(), yq(v)))
    L += ["db_conn:", "  con: postgresql://kedro@localhost:5432/features"]
    return tail(r, "\n".join(L)), "raw"


# 14 Ray cluster.yaml
@car("ray_cluster_yaml", "cluster.yaml", ["kv", "url", "hdr", "blob"], ml="indent", ok=okb("'\"\\"), bad_sub=("\nEOF",))
def c_ray(c):
    r = c.r
    L = ["cluster_name: %s-train" % svc(r), "max_workers: %d" % r.randint(2, 16), "provider:", "  type: aws", "  region: us-west-2",
         "  cache_stopped_nodes: false", "docker:", "  image: rayproject/ray-ml:2.%d.0-py310-gpu" % r.randint(9, 40), "  container_name: ray_container",
         "setup_commands:", "  - |"]
    L += script_body(c, 4)
    L += ["  - pip install -q 'ray[default]==2.%d.0'" % r.randint(9, 40), "head_start_ray_commands:", "  - ray stop",
          "  - ray start --head --port=6379 --dashboard-host=0.0.0.0"]
    return tail(r, "\n".join(L)), "raw"


# 15 SLURM batch script
@car("slurm_sbatch", "train.sbatch", ["kv", "url", "hdr", "blob"], ml="verbatim", ok=okb("'"), bad_sub=("\nEOF",))
def c_slurm(c):
    r = c.r
    L = ["#!/bin/bash", "#SBATCH --job-name=%s-ft" % svc(r), "#SBATCH --partition=gpu", "#SBATCH --gres=gpu:a100:%d" % r.choice([1, 2, 4, 8]),
         "#SBATCH --time=%02d:00:00" % r.randint(2, 48), "#SBATCH --output=logs/%x-%j.out", "", "module load cuda/12.%d" % r.randint(0, 6), "source ~/venvs/train/bin/activate"]
    L += script_body(c, 0)
    L += ["", "srun python train.py --config configs/%s.yaml --seed %d" % (r.choice(["llama-lora", "bert-base", "vit-s16"]), r.randint(1, 9999))]
    return tail(r, "\n".join(L)), "raw"


# 16 Streamlit secrets.toml
@car("streamlit_secrets_toml", "secrets.toml", ["kv", "url", "blob"], ml="verbatim", ok=okb('"\\\n'), bad_sub=("'''",))
def c_streamlit(c):
    r, p = c.r, c.p
    L = ["# .streamlit/secrets.toml", 'app_title = "%s dashboard"' % svc(r).capitalize(), ""]
    if p.t == "blob":
        L += ["[connections.ssh]", "host = \"bastion.%s\"" % host(r), "%s = '''" % ident(blob_name(c, "snake")) + p.content.rstrip("\n") + "'''"]
    else:
        L.append("[%s]" % r.choice(["api", "connections.%s" % svc(r), "providers"]))
        for k, v in c.kvs(["snake", "SCREAM"]):
            L.append('%s = "%s"' % (ident(k), v))
    L += ["", "[connections.snowflake]", 'account = "%s-%s"' % (rs(r, UPPER, 7), rs(r, UPNUM, 7)), 'warehouse = "COMPUTE_WH"']
    return tail(r, "\n".join(L)), "raw"


# 17 FastAPI pydantic settings
@car("fastapi_settings_py", "settings.py", ["kv", "url"], ok=okb('"\\\n'))
def c_fastapi(c):
    r = c.r
    L = ["from functools import lru_cache", "", "from pydantic import SecretStr", "from pydantic_settings import BaseSettings, SettingsConfigDict", "", "",
         "class Settings(BaseSettings):", '    model_config = SettingsConfigDict(env_file=".env", extra="ignore")', "",
         '    app_name: str = "%s-api"' % svc(r), "    debug: bool = False", '    allowed_hosts: list[str] = ["%s"]' % host(r)]
    for k, v in c.kvs(["snake"]):
        L.append('    %s: SecretStr = SecretStr("%s")' % (ident(k).lower(), v))
    L += ['    build_sha: str = "%s"' % sha(r), "", "", "@lru_cache", "def get_settings() -> Settings:", "    return Settings()"]
    return tail(r, "\n".join(L)), "raw"


# 18 Express config/default.json
@car("express_config_json", "default.json", ["kv", "url", "blob"], ml="json", fmts=("pem", "ppk", "npmrc", "dockercfg", "agekey"))
def c_express(c):
    r, p = c.r, c.p
    if p.t == "blob":
        inner = jkv([(camel(blob_name(c, "camel")), p.content)], 6)
    else:
        inner = jkv([(camel(k) if " " in k else k, v) for k, v in c.kvs(["camel"])], 6)
    t = ('{\n  "server": {\n    "port": %d,\n    "trustProxy": true\n  },\n  "services": {\n    "%s": {\n      "baseUrl": "https://%s",\n%s\n    }\n  },\n'
         '  "build": {\n    "commit": "%s",\n    "version": "%s"\n  }\n}') % (r.choice([3000, 8080, 4000]), svc(r), host(r), inner, sha(r), ver(r))
    return tail(r, t), "json"


# 19 Rocket.toml
@car("rocket_toml", "Rocket.toml", ["kv", "url"], ok=okb('"\\\n'))
def c_rocket(c):
    r = c.r
    L = ["[default]", 'address = "0.0.0.0"', "port = 8000", "workers = %d" % r.choice([4, 8, 16]), 'ident = "%s"' % svc(r), "", "[release]",
         'secret_key = "%s"' % "${ROCKET_SECRET_KEY}" if False else "log_level = \"critical\""]
    L.append("[release.%s]" % r.choice(["integrations", "upstream", "app"]))
    for k, v in c.kvs(["snake"]):
        L.append('%s = "%s"' % (ident(k).lower(), v))
    L += ["", "[release.databases.ledger]", 'url = "postgres://ledger@db.internal/ledger"', "pool_size = 20"]
    return tail(r, "\n".join(L)), "raw"


# 20 AWS Lambda console test event
@car("lambda_test_event_json", "event.json", ["kv", "url", "hdr"], ok=okb('"\\\n'))
def c_lambda(c):
    r, p = c.r, c.p
    hs = [("content-type", "application/json"), ("x-amzn-trace-id", "Root=1-%s-%s" % (rs(r, HEXL, 8), rs(r, HEXL, 24)))]
    body = {"event": "sync", "requestId": ruuid(r)}
    if p.t == "hdr":
        hs += c.headers()
        bodytxt = jesc(json.dumps(body))
    else:
        inner = ", ".join('\\"%s\\": \\"%s\\"' % (jesc(camel(k) if " " in k else k), jesc(jesc(v))) for k, v in c.kvs(["camel"]))
        bodytxt = None
    hdrs = jkv(hs, 4)
    if bodytxt is None:
        # body is a JSON string inside JSON: value escaped twice -> only values needing no escaping come here
        bodytxt = '{\\"event\\": \\"sync\\", %s}' % inner
    t = ('{\n  "version": "2.0",\n  "routeKey": "POST /hooks/%s",\n  "rawPath": "/hooks/%s",\n  "headers": {\n%s\n  },\n  "requestContext": {\n'
         '    "accountId": "%s",\n    "apiId": "%s",\n    "requestId": "%s",\n    "stage": "$default"\n  },\n  "body": "%s",\n  "isBase64Encoded": false\n}') % (
        svc(r), svc(r), hdrs, rs(r, DIGITS, 12), rs(r, LOWNUM, 10), rs(r, ALNUM, 16) + "=", bodytxt)
    return tail(r, t), "json"


# 21 Step Functions ASL
@car("stepfunctions_asl_json", "statemachine.asl.json", ["kv", "url", "hdr"])
def c_sfn(c):
    r, p = c.r, c.p
    if p.t == "hdr":
        params = '"ApiEndpoint": "https://%s/v1/notify",\n        "Method": "POST",\n        "Headers": {\n%s\n        }' % (host(r), jkv([(k, v) for k, v in c.headers()], 10))
        res = "arn:aws:states:::http:invoke"
    else:
        params = '"FunctionName": "arn:aws:lambda:us-east-1:%s:function:%s-sync",\n        "Payload": {\n%s\n        }' % (rs(r, DIGITS, 12), svc(r), jkv([(camel(k) if " " in k else k, v) for k, v in c.kvs(["camel"])], 10))
        res = "arn:aws:states:::lambda:invoke"
    t = ('{\n  "Comment": "%s nightly",\n  "StartAt": "Call",\n  "States": {\n    "Call": {\n      "Type": "Task",\n      "Resource": "%s",\n      "Parameters": {\n        %s\n      },\n'
         '      "Retry": [{"ErrorEquals": ["States.ALL"], "MaxAttempts": 3}],\n      "End": true\n    }\n  }\n}') % (svc(r), res, params)
    return tail(r, t), "json"


# 22 SQS receive-message output
@car("sqs_receive_json", "messages.json", ["kv", "url"], ok=okb('"\\\n'))
def c_sqs(c):
    r = c.r
    inner = ", ".join('\\"%s\\": \\"%s\\"' % (camel(k) if " " in k else k, v) for k, v in c.kvs(["camel"]))
    t = ('{\n    "Messages": [\n        {\n            "MessageId": "%s",\n            "ReceiptHandle": "AQEB%s==",\n            "MD5OfBody": "%s",\n'
         '            "Body": "{\\"type\\": \\"config.updated\\", \\"tenant\\": \\"%s\\", %s}",\n            "Attributes": {\n                "SentTimestamp": "%d",\n'
         '                "ApproximateReceiveCount": "1"\n            }\n        }\n    ]\n}') % (ruuid(r), rs(r, B64, 120), rs(r, HEXL, 32), rs(r, LOWNUM, 8), inner, epoch(r) * 1000)
    return tail(r, t), "raw"


# 23 RabbitMQ definitions.json
@car("rabbitmq_definitions_json", "definitions.json", ["kv", "url"])
def c_rabbit(c):
    r = c.r
    params = ",\n".join('    {"vhost": "/", "component": "shovel", "name": "%s-%d", "value": {"src-uri": "amqp://", "%s": "%s", "ack-mode": "on-confirm"}}' % (
        svc(r), n, ident(k).lower().replace("_", "-"), jesc(v)) for n, (k, v) in enumerate(c.kvs(["kebab"])))
    t = ('{\n  "rabbit_version": "3.13.%d",\n  "users": [\n    {"name": "guest", "password_hash": "%s", "hashing_algorithm": "rabbit_password_hashing_sha256", "tags": ["administrator"]}\n  ],\n'
         '  "vhosts": [{"name": "/"}],\n  "parameters": [\n%s\n  ],\n  "queues": [\n    {"name": "%s.events", "vhost": "/", "durable": true, "arguments": {"x-queue-type": "quorum"}}\n  ]\n}') % (
        r.randint(0, 7), b64s(rbytes(r, 36)), params, svc(r))
    return tail(r, t), "json"


# 24 NGINX Unit config
@car("nginx_unit_json", "config.json", ["kv", "url"])
def c_unit(c):
    r = c.r
    env = [("APP_ENV", "production")] + [(envk(k), v) for k, v in c.kvs(["SCREAM"])]
    t = ('{\n  "listeners": {\n    "*:8080": {"pass": "applications/%s"}\n  },\n  "applications": {\n    "%s": {\n      "type": "python 3.12",\n      "path": "/srv/%s",\n'
         '      "module": "app.asgi",\n      "processes": %d,\n      "environment": {\n%s\n      }\n    }\n  }\n}') % (svc(r), svc(r), svc(r), r.randint(2, 8), jkv(env, 8))
    return tail(r, t), "json"




# 26 Kong declarative config
@car("kong_decl_yml", "kong.yml", ["kv", "url", "hdr"], ok=okb('"\\\n'))
def c_kong(c):
    r, p = c.r, c.p
    L = ['_format_version: "3.0"', "_transform: true", "services:", "- name: %s-upstream" % svc(r), "  url: https://%s/v2" % host(r), "  routes:",
         "  - name: %s-route" % svc(r), "    paths: [/%s]" % svc(r), "  plugins:", "  - name: request-transformer", "    config:", "      add:", "        headers:"]
    if p.t == "hdr":
        for k, v in c.headers():
            L.append('        - "%s:%s"' % (k, v))
    else:
        for k, v in c.kvs(["SCREAM", "kebab"]):
            L.append('        - "x-%s:%s"' % (ident(k).lower().replace("_", "-"), v))
    L += ["consumers:", "- username: mobile-app", "  custom_id: %s" % ruuid(r)]
    return tail(r, "\n".join(L)), "raw"


# 27 WireMock mapping
@car("wiremock_mapping_json", "mapping.json", ["kv", "url", "hdr"], ok=okb('"\\\n'))
def c_wiremock(c):
    r, p = c.r, c.p
    if p.t == "hdr":
        req = '"headers": {\n%s\n    }' % ",\n".join('      "%s": {"equalTo": "%s"}' % (jesc(k), jesc(v)) for k, v in c.headers())
        body = '{"status": "ok"}'
        respb = jesc(body)
    else:
        req = '"headers": {"Accept": {"contains": "json"}}'
        respb = jesc(json.dumps({"tenant": rs(r, LOWNUM, 6)})[:-1]) + ", " + ", ".join('\\"%s\\": \\"%s\\"' % (camel(k) if " " in k else k, jesc(jesc(v))) for k, v in c.kvs(["camel"])) + "}"
    t = ('{\n  "id": "%s",\n  "request": {\n    "method": "GET",\n    "urlPath": "/v1/%s/config",\n    %s\n  },\n  "response": {\n    "status": 200,\n'
         '    "headers": {"Content-Type": "application/json"},\n    "body": "%s"\n  },\n  "uuid": "%s"\n}') % (ruuid(r), svc(r), req, respb, ruuid(r))
    return tail(r, t), "json"


# 28 Pact contract
@car("pact_contract_json", "web-%s.json" % "orders-api", ["hdr", "kv"])
def c_pact(c):
    r, p = c.r, c.p
    if p.t == "hdr":
        hs = jkv(c.headers(), 10)
        bd = '{"id": %d}' % r.randint(1, 9999)
    else:
        hs = jkv([("Accept", "application/json")], 10)
        bd = "{\n" + jkv([(camel(k) if " " in k else k, v) for k, v in c.kvs(["camel"])], 12) + "\n          }"
    t = ('{\n  "consumer": {"name": "web"},\n  "provider": {"name": "%s-api"},\n  "interactions": [\n    {\n      "description": "a request for the %s settings",\n'
         '      "providerState": "tenant %s exists",\n      "request": {\n        "method": "GET",\n        "path": "/settings",\n        "headers": {\n%s\n        }\n      },\n'
         '      "response": {\n        "status": 200,\n        "body": %s\n      }\n    }\n  ],\n  "metadata": {"pactSpecification": {"version": "2.0.0"}}\n}') % (
        svc(r), svc(r), rs(r, HEXL, 8), hs, bd)
    return tail(r, t), "json"


# 29 k6 script
@car("k6_script_js", "load-test.js", ["kv", "url", "hdr"], ok=okb("'\\\n"))
def c_k6(c):
    r, p = c.r, c.p
    L = ["import http from 'k6/http';", "import { check, sleep } from 'k6';", "", "export const options = {", "  vus: %d," % r.randint(5, 200), "  duration: '%dm'," % r.randint(1, 30),
         "  thresholds: { http_req_duration: ['p(95)<500'] },", "};", ""]
    if p.t == "hdr":
        L.append("const params = { headers: { %s } };" % ", ".join("'%s': '%s'" % (k, v) for k, v in c.headers()))
    else:
        for k, v in c.kvs(["SCREAM"]):
            L.append("const %s = __ENV.%s || '%s';" % (envk(k), envk(k), v))
        L.append("const params = { headers: { 'Content-Type': 'application/json' } };")
    L += ["", "export default function () {", "  const res = http.get('https://%s/v1/%s', params);" % (host(r), svc(r)), "  check(res, { 'status 200': (r) => r.status === 200 });",
          "  sleep(1);", "}"]
    return tail(r, "\n".join(L)), "raw"


# 30 Locust
@car("locustfile_py", "locustfile.py", ["hdr", "kv", "url"], ok=okb('"\\\n'))
def c_locust(c):
    r, p = c.r, c.p
    L = ["from locust import HttpUser, between, task", ""]
    if p.t != "hdr":
        for k, v in c.kvs(["SCREAM"]):
            L.append('%s = "%s"' % (envk(k), v))
        hs = '{"Accept": "application/json"}'
    else:
        hs = "{%s}" % ", ".join('"%s": "%s"' % (k, v) for k, v in c.headers())
    L += ["", "", "class %sUser(HttpUser):" % svc(r).capitalize(), "    wait_time = between(1, 3)", '    host = "https://%s"' % host(r), "",
          "    def on_start(self):", "        self.client.headers.update(%s)" % hs, "", "    @task", "    def list_items(self):",
          '        self.client.get("/v1/%s?limit=50", name="/v1/%s")' % (svc(r), svc(r))]
    return tail(r, "\n".join(L)), "raw"


# 31 JMeter
@car("jmeter_jmx", "plan.jmx", ["hdr", "kv", "url"])
def c_jmeter(c):
    r, p = c.r, c.p
    L = ['<?xml version="1.0" encoding="UTF-8"?>', '<jmeterTestPlan version="1.2" properties="5.0" jmeter="5.6.%d">' % r.randint(0, 3), "  <hashTree>",
         '    <TestPlan guiclass="TestPlanGui" testclass="TestPlan" testname="%s soak">' % svc(r), '      <boolProp name="TestPlan.functional_mode">false</boolProp>',
         "    </TestPlan>", "    <hashTree>"]
    if p.t == "hdr":
        L += ['      <HeaderManager guiclass="HeaderPanel" testclass="HeaderManager" testname="HTTP Header Manager">', '        <collectionProp name="HeaderManager.headers">']
        for k, v in c.headers():
            L += ['          <elementProp name="" elementType="Header">', '            <stringProp name="Header.name">%s</stringProp>' % xesc(k),
                  '            <stringProp name="Header.value">%s</stringProp>' % xesc(v), "          </elementProp>"]
        L += ["        </collectionProp>", "      </HeaderManager>"]
    else:
        L += ['      <Arguments guiclass="ArgumentsPanel" testclass="Arguments" testname="User Defined Variables">', '        <collectionProp name="Arguments.arguments">']
        for k, v in c.kvs(["snake", "camel"]):
            L += ['          <elementProp name="%s" elementType="Argument">' % ident(k), '            <stringProp name="Argument.name">%s</stringProp>' % ident(k),
                  '            <stringProp name="Argument.value">%s</stringProp>' % xesc(v), "          </elementProp>"]
        L += ["        </collectionProp>", "      </Arguments>"]
    L += ["      <hashTree/>", "    </hashTree>", "  </hashTree>", "</jmeterTestPlan>"]
    return tail(r, "\n".join(L)), "xml"


# 32 Playwright config
@car("playwright_config_ts", "playwright.config.ts", ["hdr", "kv", "url"], ok=okb("'\\\n"))
def c_playwright(c):
    r, p = c.r, c.p
    L = ["import { defineConfig, devices } from '@playwright/test';", ""]
    if p.t != "hdr":
        for k, v in c.kvs(["SCREAM"]):
            L.append("process.env.%s ??= '%s';" % (envk(k), v))
        hs = "'x-e2e-run': '%s'" % ruuid(r)
    else:
        hs = ", ".join("'%s': '%s'" % (k, v) for k, v in c.headers())
    L += ["", "export default defineConfig({", "  testDir: './e2e',", "  retries: process.env.CI ? 2 : 0,", "  use: {", "    baseURL: 'https://staging.%s'," % host(r),
          "    extraHTTPHeaders: { %s }," % hs, "    trace: 'on-first-retry',", "  },", "  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],", "});"]
    return tail(r, "\n".join(L)), "raw"


# 33 Gitpod
@car("gitpod_yml", ".gitpod.yml", ["kv", "url", "hdr", "blob"], ml="indent", ok=okb("'"), bad_sub=("\nEOF",))
def c_gitpod(c):
    r = c.r
    L = ["image: gitpod/workspace-full:2024-%02d-%02d-%02d-%02d-%02d" % (r.randint(1, 12), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59)),
         "tasks:", "  - name: setup", "    init: |"]
    L += script_body(c, 6)
    L += ["      pnpm install --frozen-lockfile", "    command: pnpm dev", "ports:", "  - port: 3000", "    onOpen: open-preview", "vscode:", "  extensions:",
          "    - dbaeumer.vscode-eslint"]
    return tail(r, "\n".join(L)), "raw"


# 34 Replit
@car("replit_file", ".replit", ["kv", "url"], ok=okb('"\\\n'))
def c_replit(c):
    r = c.r
    L = ['entrypoint = "main.py"', 'modules = ["python-3.11", "nodejs-20"]', "", "[nix]", 'channel = "stable-24_05"', "", "[env]"]
    for k, v in c.kvs(["SCREAM"]):
        L.append('%s = "%s"' % (envk(k), v))
    L += ['PYTHONPATH = "${REPL_HOME}/src"', "", "[deployment]", 'run = ["python3", "main.py"]', 'deploymentTarget = "cloudrun"']
    return tail(r, "\n".join(L)), "raw"


# 35 Render blueprint
@car("render_yaml", "render.yaml", ["kv", "url"], ok=okb('"\\\n'))
def c_render(c):
    r = c.r
    L = ["services:", "  - type: web", "    name: %s" % svc(r), "    runtime: node", "    plan: starter", "    region: frankfurt",
         "    buildCommand: pnpm install && pnpm build", "    startCommand: node dist/server.js", "    envVars:", "      - key: NODE_VERSION", "        value: 20.%d.0" % r.randint(5, 18),
         "      - key: DATABASE_URL", "        fromDatabase:", "          name: %s-db" % svc(r), "          property: connectionString"]
    for k, v in c.kvs(["SCREAM"]):
        L += ["      - key: %s" % envk(k), "        value: %s" % yq(v)]
    L += ["databases:", "  - name: %s-db" % svc(r), "    plan: basic-256mb"]
    return tail(r, "\n".join(L)), "raw"


# 36 Portainer stack (API JSON)
@car("portainer_stack_json", "stack.json", ["kv", "url"])
def c_portainer(c):
    r = c.r
    env = ",\n".join('    {"name": "%s", "value": "%s"}' % (envk(k), jesc(v)) for k, v in [("TZ", "Europe/Berlin")] + c.kvs(["SCREAM"]))
    t = ('{\n  "Id": %d,\n  "Name": "%s",\n  "Type": 2,\n  "EndpointId": %d,\n  "EntryPoint": "docker-compose.yml",\n  "Env": [\n%s\n  ],\n'
         '  "GitConfig": {"URL": "https://github.com/kestrel-works/stacks", "ReferenceName": "refs/heads/main", "ConfigHash": "%s"},\n  "Status": 1\n}') % (
        r.randint(2, 90), svc(r), r.randint(1, 5), env, sha(r))
    return tail(r, t), "json"


# 37 Rancher questions.yaml
@car("rancher_questions_yaml", "questions.yaml", ["kv", "url"], ok=okb('"\\\n'))
def c_rancher(c):
    r = c.r
    L = ["categories:", "- Monitoring", "questions:", "- variable: image.tag", "  default: \"%s\"" % ver(r), "  label: Image tag", "  type: string", "  group: General"]
    for k, v in c.kvs(["camel"]):
        L += ["- variable: env.%s" % ident(k), "  default: %s" % yq(v), "  label: %s" % k, "  type: string", "  group: Integrations"]
    return tail(r, "\n".join(L)), "raw"


# 38 SOPS decrypted output
@car("sops_decrypted_yaml", "secrets.dec.yaml", ["kv", "url", "blob"], ml="indent", ok=okb('"\\\n'))
def c_sops(c):
    r, p = c.r, c.p
    L = ["# sops -d secrets/prod.enc.yaml"]
    if p.t == "blob":
        L += ["%s: |" % ident(blob_name(c, "snake")), indent(p.content.rstrip("\n"), 4)]
    else:
        for k, v in c.kvs(["snake", "SCREAM"]):
            L.append("%s: %s" % (ident(k), yq(v)))
    L += ["sops:", "    age:", "        - recipient: %s" % bech32("age", list(rbytes(r, 32))), "          enc: |", "            -----BEGIN AGE ENCRYPTED FILE-----",
          "            %s" % b64s(rbytes(r, 45)), "            -----END AGE ENCRYPTED FILE-----", "    lastmodified: \"%s\"" % ts(r, frac=0),
          "    mac: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64s(rbytes(r, 48)), b64s(rbytes(r, 24)), b64s(rbytes(r, 12))), "    version: 3.9.%d" % r.randint(0, 4)]
    return tail(r, "\n".join(L)), "raw"


# 39 TeamCity Kotlin DSL
@car("teamcity_settings_kts", "settings.kts", ["kv", "url"], ok=okb('"\\\n$'))
def c_teamcity(c):
    r = c.r
    L = ["import jetbrains.buildServer.configs.kotlin.*", "", 'version = "2024.03"', "", "project {", "    buildType(Build)", "}", "", "object Build : BuildType({",
         '    name = "Build"', "    params {"]
    for k, v in c.kvs(["SCREAM"]):
        L.append('        param("env.%s", "%s")' % (envk(k), v))
    L += ['        password("env.SIGNING_PASS", "credentialsJSON:%s")' % ruuid(r), "    }", "    vcs { root(DslContext.settingsRoot) }", "})"]
    return tail(r, "\n".join(L)), "raw"


# 40 GoCD cruise-config.xml
@car("gocd_cruise_config_xml", "cruise-config.xml", ["kv", "url"])
def c_gocd(c):
    r = c.r
    L = ['<?xml version="1.0" encoding="utf-8"?>', '<cruise xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="cruise-config.xsd" schemaVersion="139">',
         '  <server agentAutoRegisterKey="%s" webhookSecret="%s" serverId="%s" tokenGenerationKey="%s" />' % (ruuid(r), ruuid(r), ruuid(r), ruuid(r)),
         '  <pipelines group="%s">' % svc(r), '    <pipeline name="%s-deploy">' % svc(r), "      <environmentvariables>"]
    for k, v in c.kvs(["SCREAM"]):
        L.append('        <variable name="%s">' % envk(k))
        L.append("          <value>%s</value>" % xesc(v))
        L.append("        </variable>")
    L += ["      </environmentvariables>", '      <materials>', '        <git url="https://github.com/kestrel-works/%s.git" />' % svc(r), "      </materials>", "    </pipeline>",
          "  </pipelines>", "</cruise>"]
    return tail(r, "\n".join(L)), "xml"


# 41 Spinnaker pipeline
@car("spinnaker_pipeline_json", "pipeline.json", ["hdr", "kv", "url"])
def c_spinnaker(c):
    r, p = c.r, c.p
    if p.t == "hdr":
        st = '"customHeaders": {\n%s\n      },\n      "payload": {"ref": "%s"}' % (jkv(c.headers(), 8), sha(r))
    else:
        st = '"customHeaders": {"Content-Type": "application/json"},\n      "payload": {\n%s\n      }' % jkv([(camel(k) if " " in k else k, v) for k, v in c.kvs(["camel"])], 8)
    t = ('{\n  "application": "%s",\n  "name": "Deploy to prod",\n  "id": "%s",\n  "stages": [\n    {\n      "refId": "1",\n      "type": "webhook",\n      "name": "Notify release bot",\n'
         '      "method": "POST",\n      "url": "https://%s/hooks/spinnaker",\n      %s\n    }\n  ],\n  "updateTs": "%d"\n}') % (svc(r), ruuid(r), host(r), st, epoch(r) * 1000)
    return tail(r, t), "json"


# 42 Octopus variable set export
@car("octopus_variables_json", "variables.json", ["kv", "url"])
def c_octopus(c):
    r = c.r
    vs = [("Project.Region", "eu-west-1", "false")] + [(fmt_name(k, "pascal") if " " in k else k, v, "true") for k, v in c.kvs(["pascal", "dot"])]
    items = ",\n".join('    {\n      "Id": "%s",\n      "Name": "%s",\n      "Value": "%s",\n      "Type": "String",\n      "IsSensitive": %s,\n      "Scope": {"Environment": ["Environments-%d"]}\n    }' % (
        ruuid(r), jesc(n), jesc(v), s, r.randint(1, 40)) for n, v, s in vs)
    t = '{\n  "Id": "variableset-Projects-%d",\n  "OwnerId": "Projects-%d",\n  "Version": %d,\n  "Variables": [\n%s\n  ]\n}' % (r.randint(1, 500), r.randint(1, 500), r.randint(2, 80), items)
    return tail(r, t), "json"


# 43 Concourse pipeline
@car("concourse_pipeline_yml", "pipeline.yml", ["kv", "url", "blob"], ml="indent", ok=okb('"\\\n'))
def c_concourse(c):
    r, p = c.r, c.p
    L = ["resources:", "- name: repo", "  type: git", "  icon: github", "  source:", "    uri: git@github.com:kestrel-works/%s.git" % svc(r), "    branch: main"]
    if p.t == "blob":
        L += ["    %s: |" % ident(blob_name(c, "snake")), indent(p.content.rstrip("\n"), 6)]
    L += ["jobs:", "- name: deploy", "  plan:", "  - get: repo", "    trigger: true", "  - task: release", "    file: repo/ci/release.yml", "    params:"]
    if p.t != "blob":
        for k, v in c.kvs(["SCREAM"]):
            L.append("      %s: %s" % (envk(k), yq(v)))
    else:
        L.append("      GIT_SHA: %s" % sha(r))
    return tail(r, "\n".join(L)), "raw"


# 44 Woodpecker CI
@car("woodpecker_yml", ".woodpecker.yml", ["kv", "url", "hdr", "blob"], ml="indent", ok=okb("'\""), bad_sub=("\nEOF",))
def c_woodpecker(c):
    r = c.r
    L = ["when:", "  - event: [push, tag]", "    branch: main", "", "steps:", "  - name: publish", "    image: alpine:3.%d" % r.randint(17, 20)]
    if c.p.t in ("kv", "url"):
        L.append("    environment:")
        for k, v in c.kvs(["SCREAM"]):
            L.append("      %s: %s" % (envk(k), yq(v)))
        L += ["    commands:", "      - ./ci/publish.sh ${CI_COMMIT_SHA}"]
    else:
        L += ["    commands:", "      - |"]
        L += script_body(c, 8)
    L += ["  - name: notify", "    image: woodpeckerci/plugin-webhook", "    settings:", "      urls: https://%s/ci" % host(r)]
    return tail(r, "\n".join(L)), "raw"


# 45 Support ticket transcript
@car("support_ticket_txt", "ticket-%d.txt" % 48213, ["kv", "url", "hdr", "blob"], ml="verbatim")
def c_ticket(c):
    r = c.r
    L = ["Ticket #%d  |  Priority: High  |  Status: Pending" % r.randint(40000, 99999), "Subject: %s integration returns 401 since this morning" % svc(r).capitalize(),
         "Requester: %s@%s" % (r.choice(USERS), host(r).split(".", 1)[1]), "", "---- %s  (customer) ----" % ts(r, " ", 0, " UTC"),
         "Hi team, our %s sync broke after the rotation. Request id %s." % (svc(r), ruuid(r)), prose(c), "",
         "---- %s  (agent: Dana K.) ----" % ts(r, " ", 0, " UTC"), "Thanks! Escalated to tier 2 as INC-%d. Please never post credentials in tickets." % r.randint(1000, 9999)]
    return tail(r, "\n".join(L)), "raw"


# 46 WhatsApp export
@car("whatsapp_chat_txt", "WhatsApp Chat with Ops.txt", ["kv", "url", "hdr"], ok=okb("\n"))
def c_whatsapp(c):
    r, p = c.r, c.p
    d = "%02d/%02d/2024" % (r.randint(1, 28), r.randint(1, 12))

    def t():
        return "%d:%02d" % (r.randint(9, 18), r.randint(0, 59))
    L = ["%s, %s - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them." % (d, t()),
         "%s, %s - Priya: is the %s job still failing?" % (d, t(), svc(r))]
    if p.t == "hdr":
        L.append("%s, %s - Marco: this is what the cron sends: %s" % (d, t(), curl_line(c)))
    elif p.t == "url" or c.bare():
        L.append("%s, %s - Marco: use this one %s" % (d, t(), c.value() if p.t != "url" else p.url))
    else:
        for k, v in c.kvs(["SCREAM", "title"]):
            L.append("%s, %s - Marco: %s %s" % (d, t(), k + (":" if " " in k else "="), v))
    L += ["%s, %s - Priya: <Media omitted>" % (d, t()), "%s, %s - Priya: works now, thanks 👍" % (d, t())]
    return tail(r, "\n".join(L)), "raw"


# 47 SMS backup XML
@car("sms_backup_xml", "sms-20240611093012.xml", ["kv", "url"])
def c_sms(c):
    r, p = c.r, c.p
    if p.t == "url" or c.bare():
        body = "Your %s access: %s" % (svc(r), c.value() if p.t != "url" else p.url)
    else:
        body = "; ".join("%s=%s" % (k, v) for k, v in c.kvs(["SCREAM"]))
    sms = lambda b: '  <sms protocol="0" address="+1555%07d" date="%d" type="1" subject="null" body="%s" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="%d" sub_id="1" readable_date="Jun 11, 2024 9:%02d:12 AM" contact_name="(Unknown)" />' % (
        r.randint(0, 9999999), epoch(r) * 1000, b, epoch(r) * 1000, r.randint(0, 59))
    L = ["<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>", '<!--File Created By SMS Backup & Restore v10.20.002 on 11/06/2024 09:30:12-->',
         '<smses count="3" backup_set="%s" backup_date="%d" type="full">' % (ruuid(r), epoch(r) * 1000),
         sms("Your verification code is %d" % r.randint(100000, 999999)), sms(xesc(body, attr=True)), sms("Delivery %s arrives today" % rs(r, UPNUM, 10)), "</smses>"]
    return tail(r, "\n".join(L)), "xml"


# 48 Zoom chat export
@car("zoom_chat_txt", "meeting_saved_chat.txt", ["kv", "url", "hdr", "blob"], ml="verbatim")
def c_zoom(c):
    r = c.r
    tt = lambda: "%02d:%02d:%02d" % (r.randint(9, 17), r.randint(0, 59), r.randint(0, 59))
    msg = prose(c, fence=("", ""))
    if c.p.t != "blob":
        msg = msg.replace("\n\n", "\n")
    L = ["%s From  Alex Chen  to  Everyone:" % tt(), "\tcan someone share the %s config? deploy is in 10" % svc(r), "%s From  Sam Ortiz  to  Everyone:" % tt()]
    L += ["\t" + l if l else l for l in msg.split("\n")] if c.p.t != "blob" else ["\t" + msg.split("\n", 1)[0], msg.split("\n", 1)[1].strip("\n")]
    L += ["%s From  Alex Chen  to  Everyone:" % tt(), "\tReacted to \"%s...\" with 👍" % "thanks"]
    return tail(r, "\n".join(L)), "raw"


# 49 OCR of a screenshot
@car("ocr_screenshot_txt", "screenshot_ocr.txt", ["kv", "url"], ok=okb("\n"))
def c_ocr(c):
    r = c.r
    L = ["%d:%02d  ◀ Search   ▂▄▆ LTE 87%%" % (r.randint(8, 23), r.randint(0, 59)), "", "Settings  >  Integrations  >  %s" % svc(r).capitalize(), "",
         "Environment   Production  v", "Created by  %s  on  %s" % (r.choice(USERS), ts(r, " ", 0, "")), ""]
    for k, v in c.kvs(["title", "SCREAM"]):
        L += [k, v, ""]
    L += ["Copy    Regenerate    Revoke", "Last used %d minutes ago from %s" % (r.randint(2, 59), ip(r)), "Webhook id  wh_%s" % rs(r, ALNUM, 20)]
    return tail(r, "\n".join(L)), "raw"




# 51 Tyk API definition
@car("tyk_api_json", "api_definition.json", ["hdr", "kv", "url"])
def c_tyk(c):
    r, p = c.r, c.p
    hs = c.headers() if p.t == "hdr" else [("X-%s" % "-".join(w.capitalize() for w in ident(k).lower().split("_")), v) for k, v in c.kvs(["snake"])]
    t = ('{\n  "name": "%s",\n  "api_id": "%s",\n  "org_id": "%s",\n  "use_keyless": false,\n  "proxy": {\n    "listen_path": "/%s/",\n    "target_url": "https://%s/",\n'
         '    "strip_listen_path": true\n  },\n  "version_data": {\n    "not_versioned": true,\n    "versions": {\n      "Default": {\n        "name": "Default",\n'
         '        "global_headers": {\n%s\n        }\n      }\n    }\n  }\n}') % (svc(r), rs(r, HEXL, 32), rs(r, HEXL, 24), svc(r), host(r), jkv(hs, 10))
    return tail(r, t), "json"


# 52 Apigee AssignMessage policy
@car("apigee_assignmessage_xml", "AM-SetBackendAuth.xml", ["hdr", "kv", "url"])
def c_apigee(c):
    r, p = c.r, c.p
    L = ['<?xml version="1.0" encoding="UTF-8" standalone="yes"?>', '<AssignMessage continueOnError="false" enabled="true" name="AM-SetBackendAuth">',
         "    <DisplayName>AM-SetBackendAuth</DisplayName>"]
    if p.t == "hdr":
        L += ["    <Set>", "        <Headers>"] + ['            <Header name="%s">%s</Header>' % (k, xesc(v)) for k, v in c.headers()] + ["        </Headers>", "    </Set>"]
    else:
        for k, v in c.kvs(["dot", "snake"]):
            L += ["    <AssignVariable>", "        <Name>private.%s</Name>" % ident(k).lower().replace("_", "."), "        <Value>%s</Value>" % xesc(v), "    </AssignVariable>"]
    L += ["    <IgnoreUnresolvedVariables>false</IgnoreUnresolvedVariables>", '    <AssignTo createNew="false" transport="http" type="request"/>', "</AssignMessage>"]
    return tail(r, "\n".join(L)), "xml"
# ---------------------------------------------------------------- build
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
    SPECIAL_NEGS.update(special_negs())
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


README_TPL = r'''# wirepass corpus 8 — held-out FAKE secrets in new carriers

Every value here is random and was generated by `generate.py`; none is a real credential (the few
documented example values used as negatives — `AKIAIOSFODNN7EXAMPLE`, RFC 7617's `Aladdin:open
sesame`, the Azurite emulator key, Telegram's doc token — are public on purpose).
Regenerate with `python3 generate.py` (deletes and rewrites `cases/`, `manifest.jsonl` and this
README); check with `python3 verify.py` (regenerates everything in memory, compares every file, every
manifest line and this README byte for byte, decodes every span and `also_expected` span from the files
on disk and compares it with the generated value; prints the number of mismatches, `0` when all is
well). Python 3 stdlib only. Seed `wirepass-corpus8-v1`; each case draws from
`random.Random("wirepass-corpus8-v1|<kind>|<carrier>")`, so a case does not change when another does.

## Counts

| | |
|---|---|
| cases | {{CASES}} |
| positives | {{POS}} (3 per rule id, each in a different carrier) |
| negatives | {{NEG}} ({{NEGPCT}} %; 1 per rule id, in a fourth carrier) |
| rule ids covered | {{KINDS}} of {{NRULES}} (all but `wirepass-session`) |
| carriers | {{CARRIERS}} (none from `used_carriers.txt`, none a close variant of one) |
| encodings | {{ENCS}} |
| cases with `also_expected` | {{ALSO}} |
| negatives marked `debatable` | {{DEB}} |

Negative types: {{NEGTYPES}}.

## Layout and manifest

`cases/<rule id>/<carrier>/<file name>`, the file name being what such a file is really called
(`hardhat.config.js`, `foundry.toml`, `eas.json`, `Fastfile`, `DefaultEngine.ini`, `project.godot`,
`secrets.yaml`, `flows.json`, `Rocket.toml`, `kong.yml`, `plan.jmx`, `cruise-config.xml`, `.gitpod.yml`,
`.replit`, `render.yaml`, `WhatsApp Chat with Ops.txt`, ...).
`manifest.jsonl` follows `manifest_format.md`: `file, kind, provider, carrier, positive, start, end,
encoding`, plus `note` (`<type>: <why>`) on every negative and `debatable: true` where a reviewer
might disagree. `start`/`end` are byte offsets of the value as it appears in the file (UTF-8; the
Unreal `DefaultEngine.ini` files use CRLF line ends, as the editor writes them).

* `raw`: verbatim. `json`: inside a JSON string (PEM newlines as `\n`; the GCP key file's
  `private_key` too, wherever the whole key file is pasted in a raw block). `xml`: XML-escaped text
  (JMeter `stringProp`, GoCD `<value>`, Apigee `<Header>`/`<Value>`) or attribute (SMS Backup & Restore
  `body="…"`). `url`: percent-encoded (URL passwords with reserved characters, Azure SAS `sig`).
* No carrier of this corpus base64-encodes its payload, so there is no `base64` span.
* JSON-in-JSON (the Lambda test event's `body`, the SQS message `Body`, a WireMock response `body`)
  only carries values that need no escaping, so the span is the same at both levels.
* URL-shaped kinds: the whole URL for Slack/Discord/Teams webhooks and Slack workflow/trigger URLs;
  `<id>:<token>` of a Telegram `/bot…/method` path; the `sig` value of Azure SAS URLs; the password
  for `url-password`.
* `gcp-service-account`: the `private_key` string of the key file (encoding `json`); PEM kinds and
  `putty-private-key`: the whole block, armour lines included.
* `also_expected`: `[{kind, start, end, encoding}]` for other rules that legitimately fire: the AWS
  access key id beside `aws-key-pair` secrets, the `SK…` SID beside Twilio key secrets, the `LTAI…` id
  beside Alibaba secrets, `private-key-pkcs8` inside GCP key files, `url-password` where a GitHub
  installation token or a GitLab deploy token is the password of a git URL, and `azure-annotated-key`
  where an `azure-devops-pat` or `azure-apim-subscription-key` positive is in the 84-character
  annotated form (same span as the secret). A negative lists the key id beside its masked secret
  (`aws-key-pair`, Twilio, Alibaba), which still fires its own rule.

Known overlaps **not** marked: the generic rules (`generic-api-key-named`, `generic-secret-named`,
`generic-password-named`, `generic-credential-named`) will often also fire on named provider cases;
`twilio-api-key-secret-named` values are also "API secret next to its name" for `twilio-auth-token`;
`vault-legacy-token` values may also be reported as `vault-service-token`; `key-` form values of
`mailgun-api-key-named` would match `mailgun-api-key`; a JWT next to `access token` may also be a
generic key; other lines of a `.pgpass`/`.netrc` blob hold passwords too (only the marked line is
listed). Some negatives sit next to a name that a generic rule could still take (a masked
`password: "********"` is the only one meant for a generic rule itself).

## Carriers

| carrier | cases | what it is |
|---|---|---|
{{CARROWS}}

Carriers vary quoting (bare and double-quoted YAML, TOML basic and multi-line literal strings, Ruby
`<<~EOF`, shell heredocs inside YAML block scalars, JSON-in-JSON, XML text and attributes, Kotlin and
TypeScript strings), naming (`SCREAMING_SNAKE`, `snake`, `camelCase`, `PascalCase`, `kebab-case`,
dotted Apigee variables, title-case labels in OCR'd screens, prose in tickets and chats) and position
(first, middle, last line, no trailing newline in about a quarter of files). Every file carries
ordinary non-secret values of similar shape (commit SHAs, UUIDs, Infura project ids, Ethereum
addresses, Xcode DerivedData hashes, SOPS MACs and age recipients, Node-RED node ids, GoCD server
ids and webhook secrets as UUIDs, RabbitMQ password hashes, SQS receipt handles and MD5s), so a scanner
that over-fires on high-entropy strings is caught. Prefix-identified kinds are sometimes written with
no name at all (chat, ticket and SMS prose); kinds whose rule needs a name always carry one.

Realism compromises: carriers that would have to escape a value (a quote or backslash inside a YAML,
TOML, INI, Kotlin, JS/TS or Python string; a quote inside a Caddyfile header) simply do not take
payloads holding those characters, so no span needs an escape other than the listed encodings.
A few carriers (the Caddyfile, Tyk and Kong header maps) carry a `kv` payload as an `X-…` header
named after it, which is how people pass a provider key through a gateway.

## Negatives

One per rule id, in a carrier that did not hold that rule's positives, written fresh for this corpus.
About 70 are hand-written per kind: public counterparts (RSA/EC `PUBLIC KEY`, a `CERTIFICATE`, a PGP
public block, an `ssh-ed25519` line, an SSH2 public key export, an `age1…` recipient, `pk_live_`,
`sb_publishable_`, `phc_`, Mapbox `pk.`, `pk-lf-`, Sentry DSNs, Algolia search-only keys, client ids
for Google, PayPal, Shopify, Razorpay, LaunchDarkly), documented examples (AWS's `…EXAMPLE` pair, RFC
7617 Aladdin, the Azurite key, Telegram's doc token, Microsoft's `yourStrong(!)Password`, Slack's
`T00000000/B00000000/XXXX…` URL), checksum failures (`ghp_`, `ghr_`, `npm_`, `ATBB`, `glsa_`), an
unsigned `alg=none` JWT, a `rk_test_` key, hashes and identifiers under provider names (a commit SHA
under `sonar.scm.revision`, an MD5 under a Datadog name, a Codecov repository UUID). The rest are
derived per kind from a generated value of the right shape: cut after a few characters with an
ellipsis (`truncated`), masked after the prefix or down to the last four (`redacted`), x/zero-filled
or `<your-…>`/`YOUR_…_HERE` (`placeholder`), or replaced by a template or secret-store reference
(`${{ secrets.X }}`, Helm values, `#{X}` Octopus, `%env.X%` TeamCity, `$(X)` Azure DevOps,
`${env:X}`, Ansible `lookup`, `op://`, `vault:`, Home Assistant `!secret`).

## Formats and where they come from

Token shapes follow the providers' documented formats, cross-checked against public scanner rule
sets (gitleaks, trufflehog, kingfisher) and public examples. The token and checksum helpers are the
seventh corpus's `generate.py` helpers, reused as the brief allows. Checksums are computed, not faked:

* GitHub `ghp_/gho_/ghu_/ghs_/ghr_` (and `npm_`): 30 base62 + CRC32 of those 30 in base62
  (`0-9A-Za-z`), 6 characters.
* Bitbucket `ATBB` app passwords: `ATBB` + 24 base62 + CRC32(`ATBB…`) as 8 upper-case hex.
  Atlassian `ATATT3xFfGF0…=` API tokens: CRC32 of everything up to and including `=` as 8 upper-case hex.
* Grafana `glsa_`: CRC32 of `glsa_<secret>`, little-endian, hex.
* age: real bech32. PGP armour: real CRC-24.
* PyPI: a well-formed macaroon v2. Vault `hvs.`: protobuf-shaped body; `hvb.`: `AAAAAQ` header.
  JFrog reference tokens: base64 of `reftkn:01:<expiry>:<random>`. Sentry org tokens, Grafana Cloud,
  1Password service-account and Mapbox tokens carry base64 JSON of the documented fields.
  PEM/OpenSSH/PuTTY keys have DER / `openssh-key-v1` / PPK structure around random bytes.

Weaker grounds (documented prefix, length from public samples or scanner rules only):
`azure-annotated-key` (84 characters with `JQQJ99` and a provider signature; trailing checksum
random), `anthropic-oauth-token` (`sk-ant-oat01-`/`sk-ant-ort01-`, body modelled on the API key),
`vault-recovery-token` (`hvr.` modelled on `hvs.`), `supabase-secret-key` (check value random),
`netlify-token`, `resend-api-key`, `typeform-token`, `tavily-api-key`, `heroku-api-key`
(`HRKU-AA`+58), `deno-deploy-token`, `generic-credential-named` (no provider format).

## Skipped

* `wirepass-session` — the scanner's own session token; excluded by the brief.

No other rule id was skipped.
'''

CARRIER_DESC = {
    "hardhat_config_js": "Hardhat `hardhat.config.js`: `process.env.X || \"…\"` fallbacks",
    "foundry_toml": "Foundry `foundry.toml` `[profile.ci.env]`",
    "expo_eas_json": "Expo `eas.json` build profile `env`",
    "fastlane_fastfile": "fastlane `Fastfile` lane: `ENV[...]`, `sh(curl)`, `<<~EOF` file writes",
    "xcodebuild_log": "xcodebuild output: `PhaseScriptExecution` export dump",
    "unreal_defaultengine_ini": "Unreal `Config/DefaultEngine.ini` (CRLF)",
    "godot_project": "Godot 4 `project.godot` custom section",
    "homeassistant_secrets_yaml": "Home Assistant `secrets.yaml`",
    "nodered_flows_json": "Node-RED `flows.json`: tab `env`, http request node headers",
    "n8n_workflow_json": "n8n workflow export: HTTP Request node header/body parameters",
    "airbyte_source_json": "Airbyte source config (API JSON), SSH tunnel key",
    "meltano_yml": "Meltano `meltano.yml` extractor `config`",
    "kedro_credentials_yml": "Kedro `conf/local/credentials.yml`",
    "ray_cluster_yaml": "Ray cluster launcher `cluster.yaml` `setup_commands`",
    "slurm_sbatch": "SLURM `sbatch` script",
    "streamlit_secrets_toml": "Streamlit `.streamlit/secrets.toml`",
    "fastapi_settings_py": "FastAPI pydantic-settings `Settings` class defaults",
    "express_config_json": "node-config `config/default.json`",
    "rocket_toml": "Rocket `Rocket.toml` profile tables",
    "lambda_test_event_json": "AWS Lambda console test event (API Gateway v2 shape)",
    "stepfunctions_asl_json": "Step Functions ASL definition: HTTP task headers, Lambda payload",
    "sqs_receive_json": "`aws sqs receive-message` output, JSON-in-JSON `Body`",
    "rabbitmq_definitions_json": "RabbitMQ `definitions.json` shovel parameters",
    "nginx_unit_json": "NGINX Unit `config.json` application `environment`",
    "caddyfile": "Caddyfile `reverse_proxy` `header_up`",
    "kong_decl_yml": "Kong declarative `kong.yml` request-transformer headers",
    "wiremock_mapping_json": "WireMock stub mapping: request header matchers, response body",
    "pact_contract_json": "Pact v2 contract: interaction request headers / body",
    "k6_script_js": "k6 load-test script",
    "locustfile_py": "Locust `locustfile.py`",
    "jmeter_jmx": "JMeter `.jmx`: HeaderManager, User Defined Variables",
    "playwright_config_ts": "Playwright `playwright.config.ts`: `extraHTTPHeaders`, env defaults",
    "gitpod_yml": "Gitpod `.gitpod.yml` task `init` script",
    "replit_file": "Replit `.replit` `[env]`",
    "render_yaml": "Render blueprint `render.yaml` `envVars`",
    "portainer_stack_json": "Portainer stack (API JSON) `Env`",
    "rancher_questions_yaml": "Rancher chart `questions.yaml` defaults",
    "sops_decrypted_yaml": "`sops -d` output with its `sops:` metadata block",
    "teamcity_settings_kts": "TeamCity Kotlin DSL `settings.kts` `params`",
    "gocd_cruise_config_xml": "GoCD `cruise-config.xml` pipeline environment variables",
    "spinnaker_pipeline_json": "Spinnaker pipeline JSON: webhook stage headers / payload",
    "octopus_variables_json": "Octopus Deploy variable set export",
    "concourse_pipeline_yml": "Concourse `pipeline.yml`: resource `source`, task `params`",
    "woodpecker_yml": "Woodpecker CI `.woodpecker.yml` step environment / commands",
    "support_ticket_txt": "helpdesk ticket transcript (customer + agent)",
    "whatsapp_chat_txt": "WhatsApp \"Export chat\" text",
    "sms_backup_xml": "SMS Backup & Restore XML (`body` attribute)",
    "zoom_chat_txt": "Zoom `meeting_saved_chat.txt`",
    "ocr_screenshot_txt": "OCR text of a phone screenshot of an integrations page",
    "nats_server_conf": "`nats-server.conf` with sidecar settings",
    "tyk_api_json": "Tyk API definition `global_headers`",
    "apigee_assignmessage_xml": "Apigee AssignMessage policy XML",
}


def write_readme(manifest, usage, write=True):
    pos = sum(1 for e in manifest if e["positive"])
    neg = len(manifest) - pos
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
    txt = README_TPL
    for k, v in [("CASES", len(manifest)), ("POS", pos), ("NEG", neg), ("NEGPCT", "%.1f" % (100.0 * neg / len(manifest))),
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
