#!/usr/bin/env python3
"""wirepass held-out corpus 7: FAKE secrets in carriers not used by corpora 1-6.

Deterministic: seed `wirepass-corpus7-v1`; every case draws from
random.Random("wirepass-corpus7-v1|<kind>|<carrier>").  Running this script
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

SEED = "wirepass-corpus7-v1"
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





# ---------------------------------------------------------------- corpus 7: extra kind and fresh negatives
def gh_trunc(r, prefix):
    return gh_style(r, prefix)[:14]


NOTE_WHY.update({
    "truncated": "the value is cut short (a log column, a preview or an ellipsis), so it is not a usable credential",
    "placeholder": "a stand-in in the credential's place (<...>, x/X/0 filler, an ellipsis or a stand-in word), never issued",
    "template-ref": "a variable, expression or template reference resolved elsewhere; the file holds no value",
})


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

    N = {}

    def n(kind, negf):
        N[kind] = negf

    def K(names, value, note, deb=False, **kw):
        return lambda r: neg(kv(names, value(r) if callable(value) else value, **kw), note, deb)

    # --- source control
    n("github-pat", K(["github token", "GH_TOKEN"], lambda r: "ghp_" + rs(r, ALNUM, 30) + b62(zlib.crc32(b"x")),
                      "invalid-checksum: the trailing six characters are a CRC32, but not of this body; GitHub never issued it", True))
    n("github-oauth", K(["github oauth token"], "gho_<oauth-token>", "placeholder: angle-bracket stand-in after the gho_ prefix"))
    n("github-user-to-server", K(["github user token"], lambda r: gh_trunc(r, "ghu_") + "…",
                                 "truncated: a ghu_ token cut after ten characters by a table column"))
    n("github-server-to-server", K(["installation access token", "GITHUB TOKEN"], "${{ steps.app-token.outputs.token }}",
                                   "template-ref: GitHub Actions step output expression"))
    n("github-refresh", K(["refresh token expires in"], "15811200", "config-value: the refresh token lifetime in seconds, not a token"))
    n("github-fine-grained-pat", K(["github pat"], "github_pat_11AAAAAAA0000000000000_" + "0" * 59,
                                   "placeholder: zero-filled fine-grained token of the right length"))
    n("gitlab-pat", K(["gitlab token"], lambda r: "glpat-" + rs(r, ALNUM, 4) + "…",
                      "truncated: a glpat- token cut to four characters by the token list"))
    n("gitlab-runner-token", K(["runner token"], lambda r: "GR1348941" + "[MASKED]",
                               "redacted: GitLab masks the registration token in job logs"))
    n("gitlab-pipeline-trigger", K(["trigger token", "CI TRIGGER TOKEN"], "$TRIGGER_TOKEN", "template-ref: CI variable reference"))
    n("gitlab-deploy-token", K(["deploy token username"], lambda r: "gitlab+deploy-token-%d" % r.randint(1000, 99999),
                               "identifier: the deploy token's username, not its secret"))
    n("gitlab-job-token", K(["CI JOB TOKEN"], "[MASKED]", "redacted: GitLab's log masking of CI_JOB_TOKEN"))
    n("gitlab-feature-flag-token", K(["unleash instance id"], "glffct-YOUR-INSTANCE-ID", "placeholder: stand-in words after the prefix"))
    n("gitlab-feed-token", K(["feed token"], lambda r: "glft-" + rs(r, ALNUM, 3) + "...", "truncated: prefix and three characters"))
    n("gitlab-incoming-mail-token", K(["incoming email address"], lambda r: "incoming+%s-%d-issue@incoming.gitlab.com" % (rs(r, LOWER, 6), r.randint(100, 9999)),
                                      "identifier: the public reply-by-email address, not the glimt- token", True))
    n("gitlab-agent-token", K(["agent token"], "glagent-<token-from-the-ui>", "placeholder"))
    n("gitlab-oauth-app-secret", K(["gitlab oauth secret"], "gloas-" + "*" * 12, "redacted: starred out after the prefix"))
    n("gitlab-scim-token", K(["scim token"], "$(cat /var/run/secrets/gitlab/scim)", "template-ref: read from a mounted file at run time"))
    n("bitbucket-app-password", K(["bitbucket app password"], lambda r: bitbucket_app_password(r)[:-8] + "00000000",
                                  "invalid-checksum: the CRC32 tail is eight zeros, which cannot match the body", True))
    # --- chat
    n("slack-bot-token", K(["slack bot token"], "xoxb-1234-5678-abcdefgh", "placeholder: a made-up value in the xoxb- shape, far shorter than an issued token", True))
    n("slack-user-token", K(["slack user token"], "xoxp-{team}-{user}-{id}-{secret}", "placeholder: brace-named segments describe the format"))
    n("slack-workspace-token", K(["slack refresh token"], lambda r: "xoxe-1-" + rs(r, ALNUM, 6) + "…", "truncated: refresh token cut by the log formatter", True))
    n("slack-app-token", K(["slack app token"], "xapp-1-A…", "truncated: only the app-token prefix survives"))
    n("slack-webhook", lambda r: neg(url(["slack webhook url"], mark("https://hooks.slack.com/services/%s/%s/%s" % ("T" + "X" * 8, "B" + "X" * 8, "X" * 24))),
                                     "placeholder: X-filled team, bot and secret segments"))
    n("slack-config-token", K(["slack config token"], "xoxe.xoxp-1-[REDACTED]", "redacted: literal [REDACTED]"))
    n("slack-workflow-webhook", lambda r: neg(url(["workflow webhook"], mark("https://hooks.slack.com/workflows/{TEAM_ID}/{APP_ID}/{WORKFLOW_ID}/{SECRET}")),
                                              "placeholder: braced segment names"))
    # --- AI
    n("openai-api-key", K(["openai api key"], "sk-" + "•" * 20 + "T3BlbkFJ", "redacted: bullets where the random halves were"))
    n("openai-project-key", K(["openai api key"], "sk-proj-<paste your project key here>", "placeholder: an instruction in place of the key"))
    n("openai-service-account-key", K(["openai service account id"], lambda r: "user-" + rs(r, ALNUM, 24),
                                      "identifier: the service account's user id, not its key", True))
    n("openai-admin-key", K(["openai admin key"], "sk-admin-...", "placeholder: prefix then ellipsis"))
    n("anthropic-api-key", K(["anthropic api key"], "sk-ant-api03-" + "x" * 20, "placeholder: x filler, far too short"))
    n("anthropic-admin-key", K(["anthropic admin key id"], lambda r: "apikey_01" + rs(r, ALNUM, 22),
                               "identifier: the admin key's id in the Admin API, not the key", True))
    n("anthropic-oauth-token", K(["claude code oauth token"], "${CLAUDE_CODE_OAUTH_TOKEN}", "template-ref: shell expansion"))
    n("perplexity-api-key", K(["perplexity api key"], "pplx-<your-key>", "placeholder"))
    n("groq-api-key", K(["groq api key"], "gsk_" + "*" * 10, "redacted: starred after the prefix"))
    n("xai-api-key", K(["xai api key"], "xai-YOUR_XAI_API_KEY", "placeholder: documentation stand-in"))
    n("replicate-token", K(["replicate prediction id"], lambda r: rs(r, LOWNUM, 26), "identifier: a prediction id from the API"))
    n("huggingface-token", K(["hf model revision"], lambda r: rs(r, HEXL, 40), "identifier: a model repo commit SHA next to an HF name"))
    n("huggingface-org-token", K(["hf org"], "api_org_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", "placeholder: X filler of the right length", True))
    n("openrouter-api-key", K(["openrouter api key"], "sk-or-v1-" + "0" * 64, "placeholder: zero-filled"))
    n("langsmith-api-key", K(["langsmith api key"], "lsv2_pt_...", "placeholder: prefix then ellipsis"))
    n("pinecone-api-key", K(["pinecone index host"], lambda r: "https://products-%s.svc.aped-4627-b74a.pinecone.io" % rs(r, LOWNUM, 7),
                            "identifier: index host URL, no key"))
    n("langfuse-secret-key", K(["langfuse secret key"], "sk-lf-...", "placeholder: prefix then ellipsis"))
    n("tavily-api-key", K(["tavily api key"], lambda r: "tvly-" + "*" * 28 + rs(r, ALNUM, 4), "redacted: dashboard mask keeping the last four"))
    n("firecrawl-api-key", K(["firecrawl api key"], "fc-" + "0" * 32, "placeholder: zero-filled"))
    n("cerebras-api-key", K(["cerebras api key"], "{{ cerebras_api_key }}", "template-ref: Jinja variable"))
    n("nvidia-api-key", K(["nvidia api key"], "nvapi-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "placeholder: x filler"))
    n("cohere-api-key", K(["cohere api key"], "<COHERE_API_KEY>", "placeholder"))
    n("mistral-api-key", K(["mistral model"], "mistral-large-2411", "config-value: a model id next to a Mistral name"))
    n("deepseek-api-key", K(["deepseek base url"], "https://api.deepseek.com/v1", "config-value: the API base URL"))
    n("together-api-key", K(["together api key"], "$TOGETHER_API_KEY", "template-ref"))
    n("together-api-key-v1", K(["together api key"], "tgp_v1_" + "*" * 8, "redacted"))
    n("elevenlabs-api-key", K(["elevenlabs api key"], "your-xi-api-key", "placeholder"))
    n("elevenlabs-api-key-prefixed", K(["elevenlabs api key"], lambda r: "sk_" + rs(r, HEXL, 8) + "…", "truncated: shortened in a table"))
    n("wandb-api-key", K(["wandb api key"], "local-" + "0" * 40, "placeholder: zero-filled local-server key", True))
    n("deepgram-api-key", K(["deepgram request id"], lambda r: ruuid(r), "identifier: request UUID from the response header"))
    n("assemblyai-api-key", K(["assemblyai api key"], "<ASSEMBLYAI_API_KEY>", "placeholder"))
    # --- cloud
    n("aws-access-key-id", K(["aws access key id"], "AKIAXXXXXXXXXXXXXXXX", "placeholder: X filler after AKIA"))
    n("aws-secret-access-key", K(["aws secret access key"], "********************", "redacted: aws configure list's mask", True))
    n("aws-key-pair", lambda r: neg(kv(["s3 secret"], "${aws_iam_access_key.ci.secret}", extra=[(["s3 access key"], "${aws_iam_access_key.ci.id}")]),
                                    "template-ref: Terraform attribute references for both halves"))
    n("aws-session-token", K(["aws session token"], "IQoJb3JpZ2luX2Vj...", "truncated: only the fixed header of a session token"))
    n("gcp-service-account", lambda r: neg(blob("gcp", "credentials.json", "\n".join(
        l if '"private_key"' not in l else '  "private_key": "%s",' % mark("-----BEGIN PRIVATE KEY-----\\n<PRIVATE KEY CONTENT>\\n-----END PRIVATE KEY-----\\n")
        for l in gcp_json(r).split("\n")), inner="json"), "placeholder: key file template with <PRIVATE KEY CONTENT> in place of the key"))
    n("google-api-key", K(["google api key"], "AIza...", "placeholder: prefix then ellipsis"))
    n("google-oauth-client-secret", K(["google client secret"], "GOCSPX-<client-secret>", "placeholder"))
    n("google-oauth-access-token", K(["access token"], lambda r: "ya29." + "*" * 6, "redacted"))
    n("google-oauth-refresh-token", K(["refresh token"], "1//0g-REPLACE-WITH-REFRESH-TOKEN", "placeholder: stand-in words", True))
    n("azure-storage-key", lambda r: neg(kv(["storage connection"], "DefaultEndpointsProtocol=https;AccountName=kwdata01;AccountKey=" + mark("{{ .Values.storage.key }}") + ";EndpointSuffix=core.windows.net"),
                                         "template-ref: Helm values reference in place of the key"))
    n("azure-ad-client-secret", K(["azure client secret"], lambda r: rs(r, ALNUM, 3) + "*" * 10, "redacted: portal shows three characters then stars"))
    n("azure-sas-key", lambda r: neg(kv(["iot hub connection"], "HostName=kw-iot.azure-devices.net;SharedAccessKeyName=iothubowner;SharedAccessKey=" + mark("$(IOTHUB_KEY)")),
                                     "template-ref: pipeline variable macro"))
    n("azure-sas-token", lambda r: neg(url(["blob sas url"], "https://kwexports.blob.core.windows.net/reports/q3.csv?sv=2022-11-02&sp=r&se=2025-01-01&sig=" + mark("%7BSAS_SIGNATURE%7D"), inner="url"),
                                       "placeholder: sig={SAS_SIGNATURE}"))
    n("azure-sas-token-sig-first", lambda r: neg(url(["download url"], "https://kwexports.blob.core.windows.net/reports/q3.csv?sig=" + mark("REDACTED") + "&sv=2022-11-02&sp=r"),
                                                 "redacted: sig=REDACTED"))
    n("azure-apim-subscription-key", K(["apim subscription key"], "00000000000000000000000000000000", "placeholder: all zeros"))
    n("azure-annotated-key", K(["azure openai api key"], lambda r: azure_cog_key(r)[:40] + "…",
                               "truncated: the key cut before its JQQJ99 signature by a chat preview"))
    n("azure-devops-pat", K(["azure devops org url"], "https://dev.azure.com/kestrelworks", "identifier: organisation URL only"))
    n("alibaba-access-key-id", K(["aliyun access key"], "LTAI<AccessKeyId>", "placeholder"))
    n("alibaba-access-key-secret", K(["aliyun secret"], "******", "redacted"))
    n("tencent-secret-id", K(["tencentcloud app id"], lambda r: str(r.randint(1250000000, 1259999999)), "identifier: APPID next to Tencent names"))
    n("yandex-api-key", K(["yandex api key"], "AQVN...", "placeholder: prefix then ellipsis"))
    n("digitalocean-pat", K(["digitalocean token"], "dop_v1_$DO_TOKEN", "template-ref: variable after a literal prefix"))
    n("digitalocean-oauth", K(["do oauth token"], "doo_v1_" + "*" * 16, "redacted"))
    n("digitalocean-refresh", K(["do refresh token"], "dor_v1_0000000000000000000000000000000000000000000000000000000000000000", "placeholder: zero-filled"))
    n("linode-token", K(["linode token"], "<linode-personal-access-token>", "placeholder"))
    n("hetzner-token", K(["hcloud server id"], lambda r: str(r.randint(10000000, 99999999)), "identifier: server id"))
    n("cloudflare-origin-ca-key", K(["cloudflare origin ca key"], "v1.0-" + "x" * 24 + "-" + "x" * 146, "placeholder: x filler of the right shape"))
    n("cloudflare-api-token", K(["cloudflare api token"], lambda r: rs(r, B64URL, 6) + "*" * 34, "redacted: dashboard mask", True))
    n("cloudflare-global-api-key", K(["cloudflare api key"], "<GLOBAL_API_KEY>", "placeholder"))
    n("flyio-token", K(["fly app name"], lambda r: "kw-" + rs(r, LOWER, 6), "identifier: app name"))
    n("netlify-token", K(["netlify token"], "nfp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", "placeholder: X filler"))
    n("netlify-token-named", K(["netlify auth token"], "${{ secrets.NETLIFY_AUTH_TOKEN }}", "template-ref: Actions secret reference"))
    n("render-api-key", K(["render api key"], "rnd_...", "placeholder"))
    n("vercel-token", K(["vercel token"], "$VERCEL_TOKEN", "template-ref"))
    n("heroku-api-key", K(["heroku api key"], "HRKU-...", "placeholder: prefix then ellipsis"))
    n("heroku-legacy-api-key", K(["heroku api key"], "00000000-0000-0000-0000-000000000000", "placeholder: the nil UUID"))
    n("doppler-token", K(["doppler project"], "backend", "config-value: project name next to a Doppler name"))
    n("databricks-token", K(["databricks token"], "dapi" + "*" * 8, "redacted"))
    n("terraform-cloud-token", K(["tfe token"], "$(terraform login -print)", "template-ref: command substitution", True))
    n("pulumi-token", K(["pulumi org"], "kestrelworks", "config-value: organisation name"))
    n("scalingo-token", K(["scalingo app"], "kw-api-production", "identifier: app name"))
    n("deno-deploy-token", K(["deno deploy token"], "ddp_<token>", "placeholder"))
    n("supabase-token", K(["supabase project ref"], lambda r: rs(r, LOWER, 20), "identifier: project ref (public in the API URL)"))
    n("supabase-secret-key", K(["supabase secret key"], "sb_secret_...", "placeholder: prefix then ellipsis"))
    n("planetscale-token", K(["planetscale service token"], "pscale_tkn_<token>", "placeholder"))
    n("planetscale-password", K(["pscale password"], lambda r: "pscale_pw_" + rs(r, B64URL, 5) + "…", "truncated"))
    n("planetscale-oauth-token", K(["pscale oauth"], "pscale_oauth_" + "0" * 43, "placeholder: zero-filled"))
    n("neon-api-key", K(["neon project id"], lambda r: "%s-%s-%d" % (r.choice(["shy", "calm", "bold"]), r.choice(["river", "frost", "moon"]), r.randint(10000000, 99999999)),
                        "identifier: project id"))
    n("mongodb-atlas-sa-secret", K(["atlas client secret"], "mdb_sa_sk_...", "placeholder"))
    n("mongodb-atlas-private-key", K(["mongodb atlas private key"], "<ATLAS_PRIVATE_KEY>", "placeholder"))
    n("upstash-token", K(["upstash redis rest token"], "********", "redacted"))
    n("firebase-fcm-server-key", K(["fcm server key"], "AAAA...:APA91b...", "placeholder: both halves elided"))
    # --- SaaS
    n("stripe-secret-key", K(["stripe secret key"], lambda r: "sk_test_51" + rs(r, ALNUM, 97), "test-mode: sk_test_ key, no live money moves"))
    n("stripe-restricted-key", K(["stripe restricted key"], "rk_live_...", "placeholder: prefix then ellipsis"))
    n("stripe-webhook-secret", K(["stripe webhook secret"], "whsec_...", "placeholder: prefix then ellipsis"))
    n("sendgrid-api-key", K(["sendgrid api key"], "SG.<key-id>.<secret>", "placeholder"))
    n("npm-token", K(["npm token"], lambda r: "npm_" + rs(r, ALNUM, 8) + "…", "truncated"))
    n("npm-legacy-token", lambda r: neg(blob("npmrc", ".npmrc", "registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=" + mark("00000000-0000-0000-0000-000000000000") + "\n"),
                                        "placeholder: the nil UUID in an .npmrc template"))
    n("npm-token-named", K(["npm token"], "%NPM_TOKEN%", "template-ref: Windows env reference"))
    n("pypi-token", K(["pypi token"], "pypi-…", "truncated"))
    n("rubygems-token", K(["gem host api key"], "rubygems_<key>", "placeholder"))
    n("nuget-api-key", K(["nuget api key"], "oy2" + "x" * 43, "placeholder: x filler after oy2", True))
    n("clojars-token", K(["clojars deploy token"], "CLOJARS_" + "0" * 60, "placeholder: zero-filled"))
    n("docker-pat", K(["docker hub token"], "dckr_pat_***", "redacted"))
    n("docker-org-token", K(["docker org"], "kestrelworks", "config-value: organisation name"))
    n("jfrog-api-key", K(["artifactory api key"], "AKCp" + "X" * 69, "placeholder: X filler"))
    n("jfrog-reference-token", K(["jfrog access token"], "{{ jfrog_token }}", "template-ref"))
    n("sonarqube-token", K(["sonar token"], "sqp_<project-token>", "placeholder"))
    n("sonarqube-token-named", K(["sonar token"], "$(SONAR_TOKEN)", "template-ref: Make/Azure macro"))
    n("circleci-token", K(["circle token"], "CCIPAT_...", "placeholder"))
    n("buildkite-token", K(["buildkite api token"], "bkua_" + "0" * 40, "placeholder: zero-filled"))
    n("harness-token", K(["harness api key"], "pat.<accountId>.<tokenId>.<secret>", "placeholder: named segments"))
    n("octopus-api-key", K(["octopus api key"], "API-" + "*" * 6, "redacted"))
    n("travis-token", K(["travis token"], "$TRAVIS_API_TOKEN", "template-ref"))
    n("codecov-token", K(["codecov token"], "00000000-0000-0000-0000-000000000000", "placeholder: nil UUID"))
    n("snyk-token", K(["snyk token"], "<SNYK_TOKEN>", "placeholder"))
    n("infracost-api-key", K(["infracost api key"], "ico-" + "*" * 8, "redacted"))
    n("sourcegraph-token", K(["sourcegraph url"], "https://sourcegraph.kestrelworks.dev", "config-value: instance URL"))
    n("readme-api-key", K(["readme project"], "kestrel-docs", "config-value: project subdomain"))
    n("prefect-api-key", K(["prefect api key"], "pnu_...", "placeholder"))
    n("postman-api-key", K(["postman api key"], "PMAK-" + "*" * 10, "redacted"))
    n("linear-api-key", K(["linear api key"], "lin_api_" + "x" * 40, "placeholder: x filler"))
    n("linear-oauth-token", K(["linear oauth token"], "lin_oauth_" + "0" * 64, "placeholder: zero-filled"))
    n("notion-token", K(["notion token"], "ntn_****", "redacted"))
    n("notion-legacy-token", K(["notion token"], "secret_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", "placeholder: X filler", True))
    n("airtable-pat", K(["airtable token"], "patXXXXXXXXXXXXXX.XXXX", "placeholder"))
    n("clickup-api-token", K(["clickup team id"], lambda r: str(r.randint(1000000, 9999999)), "identifier: workspace id"))
    n("atlassian-api-token", K(["jira api token"], lambda r: atlassian_api_token(r)[:-8] + "FFFFFFFF",
                               "invalid-checksum: the CRC32 tail does not match the token body", True))
    n("atlassian-legacy-token", K(["jira api token"], "<api_token>", "placeholder"))
    n("hubspot-private-app-token", K(["hubspot access token"], "pat-na1-00000000-0000-0000-0000-000000000000", "placeholder: nil UUID body"))
    n("contentful-pat", K(["contentful management token"], "CFPAT-...", "placeholder"))
    n("typeform-token", K(["typeform token"], "tfp_<personal-token>", "placeholder"))
    n("dropbox-token", K(["dropbox access token"], "sl.…", "truncated"))
    n("facebook-access-token", K(["facebook access token"], "EAAG…", "truncated"))
    n("frameio-token", K(["frameio project id"], lambda r: ruuid(r), "identifier: project UUID"))
    n("adafruit-io-key", K(["aio username"], "kestrel_maker", "identifier: username"))
    n("maxmind-license-key", K(["maxmind license key"], "YOUR_LICENSE_KEY", "placeholder: the stand-in in GeoIP.conf samples"))
    n("launchdarkly-key", K(["launchdarkly client side id"], lambda r: rs(r, HEXL, 24), "public-by-design: client-side id is in every page", True))
    n("resend-api-key", K(["resend api key"], "re_xxxxxxxxx", "placeholder"))
    n("tailscale-key", K(["tailscale auth key"], "tskey-auth-…", "truncated"))
    n("posthog-personal-api-key", K(["posthog personal api key"], "phx_...", "placeholder"))
    n("sentry-org-token", K(["sentry auth token"], "sntrys_...", "placeholder"))
    n("sentry-user-token", K(["sentry auth token"], "${SENTRY_AUTH_TOKEN}", "template-ref"))
    n("figma-token", K(["figma token"], "figd_" + "*" * 12, "redacted"))
    n("mapbox-secret-token", K(["mapbox secret token"], "sk.<your-secret-token>", "placeholder"))
    n("onepassword-service-account-token", K(["op service account token"], "op://Infra/ci-sa/credential",
                                             "template-ref: a 1Password secret reference, resolved by op run"))
    n("onepassword-secret-key", K(["1password secret key"], "A3-******-******-*****-*****-*****-*****", "redacted"))
    # --- payments / comms / observability
    n("square-secret", K(["square application secret"], "sq0csp-...", "placeholder"))
    n("square-access-token", K(["square access token"], lambda r: "EAAAE" + rs(r, B64URL, 4) + "…", "truncated", True))
    n("braintree-access-token", K(["braintree merchant id"], lambda r: rs(r, LOWNUM, 16), "identifier: merchant id"))
    n("paypal-client-secret", K(["paypal client secret"], "<PAYPAL_CLIENT_SECRET>", "placeholder"))
    n("plaid-access-token", K(["plaid item id"], lambda r: rs(r, ALNUM, 37), "identifier: item id"))
    n("flutterwave-secret-key", K(["flutterwave public key"], lambda r: "FLWPUBK-" + rs(r, HEXL, 32) + "-X", "public-by-design: public key used in Inline checkout"))
    n("adyen-api-key", K(["adyen merchant account"], "KestrelWorksECOM", "identifier: merchant account name"))
    n("razorpay-key-secret", K(["razorpay key secret"], "<YOUR_KEY_SECRET>", "placeholder"))
    n("shippo-token", K(["shippo api token"], "shippo_live_<token>", "placeholder"))
    n("easypost-api-key", K(["easypost api key"], "EZAK...", "placeholder"))
    n("duffel-token", K(["duffel access token"], "duffel_live_…", "truncated"))
    n("twilio-api-key", K(["twilio api key"], "SKXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", "placeholder: X filler after SK"))
    n("twilio-auth-token", K(["twilio auth token"], "your_auth_token", "placeholder: the stand-in in Twilio quickstarts"))
    n("twilio-api-key-secret", lambda r: neg(kv(["api secret"], "${TWILIO_API_SECRET}", extra=[(["api key"], "${TWILIO_API_KEY}")]),
                                             "template-ref: both halves are env references"))
    n("twilio-api-key-secret-named", K(["twilio api secret"], "********************************", "redacted"))
    n("mailgun-api-key", K(["mailgun api key"], "key-<your-private-key>", "placeholder"))
    n("mailgun-api-key-named", K(["mailgun api key"], "$MAILGUN_API_KEY", "template-ref"))
    n("mailchimp-api-key", K(["mailchimp server prefix"], "us21", "config-value: datacenter prefix only"))
    n("discord-webhook", lambda r: neg(url(["discord webhook url"], mark("https://discord.com/api/webhooks/123456789012345678/your-webhook-token")),
                                       "placeholder: sequential id and stand-in token"))
    n("discord-bot-token", K(["discord bot token"], "YOUR_BOT_TOKEN_HERE", "placeholder"))
    n("teams-webhook", lambda r: neg(url(["teams webhook url"], mark("https://kestrelworks.webhook.office.com/webhookb2/<group-id>@<tenant-id>/IncomingWebhook/<id>/<owner>")),
                                     "placeholder: angle-bracket path segments"))
    n("brevo-api-key", K(["brevo api key"], "xkeysib-" + "*" * 12, "redacted"))
    n("postmark-server-token", K(["postmark server id"], lambda r: str(r.randint(1000000, 9999999)), "identifier: server id"))
    n("zendesk-api-token", K(["zendesk api token"], "{{zendesk_token}}", "template-ref"))
    n("datadog-api-key", K(["datadog api key"], "<DATADOG_API_KEY>", "placeholder"))
    n("datadog-app-key", K(["datadog app key"], lambda r: "*" * 36 + rs(r, HEXL, 4), "redacted: mask keeping the last four"))
    n("newrelic-user-key", K(["new relic api key"], "NRAK-...", "placeholder"))
    n("newrelic-license-key", K(["new relic license key"], "<%= ENV['NEW_RELIC_LICENSE_KEY'] %>", "template-ref: ERB"))
    n("newrelic-insert-key", K(["new relic insert key"], "NRII-" + "*" * 8, "redacted"))
    n("newrelic-query-key", K(["new relic account id"], lambda r: str(r.randint(1000000, 9999999)), "identifier: account id"))
    n("grafana-api-key", K(["grafana api key"], "eyJrIjoi...", "truncated: only the base64 of {\"k\":\""))
    n("grafana-service-account", K(["grafana sa token"], lambda r: grafana_sa(r)[:-8] + "00000000",
                                   "invalid-checksum: the CRC32 tail is zeros", True))
    n("grafana-cloud-token", K(["grafana cloud token"], "glc_...", "placeholder"))
    n("dynatrace-token", K(["dynatrace environment id"], lambda r: rs(r, LOWER, 3) + rs(r, DIGITS, 5), "identifier: environment id"))
    n("axiom-token", K(["axiom token"], "xaat-00000000-0000-0000-0000-000000000000", "placeholder: nil UUID"))
    n("honeycomb-api-key", K(["honeycomb api key"], "<HONEYCOMB_API_KEY>", "placeholder"))
    n("pagerduty-token", K(["pagerduty token"], "${PAGERDUTY_TOKEN}", "template-ref"))
    n("splunk-hec-token", lambda r: neg(hdr("Authorization", "00000000-0000-0000-0000-000000000000", pre="Splunk "), "placeholder: nil UUID"))
    n("splunk-hec-token-named", K(["splunk hec token"], "<hec-token>", "placeholder"))
    n("rollbar-token", K(["rollbar access token"], "POST_SERVER_ITEM_ACCESS_TOKEN", "placeholder: the scope name used as a stand-in"))
    n("shopify-access-token", K(["shopify access token"], "shpat_<admin-api-token>", "placeholder"))
    n("shopify-shared-secret", K(["shopify api secret"], "shpss_" + "0" * 32, "placeholder: zero-filled"))
    n("vault-service-token", K(["vault token"], "hvs.…", "truncated"))
    n("vault-batch-token", K(["vault token"], "hvb." + "*" * 10, "redacted"))
    n("vault-recovery-token", K(["vault token"], "hvr.<recovery-token>", "placeholder"))
    n("vault-legacy-token", K(["vault token"], "s.XXXXXXXXXXXXXXXXXXXXXXXX", "placeholder: X filler of the right length"))
    n("age-secret-key", K(["sops age key"], "AGE-SECRET-KEY-1...", "placeholder: prefix then ellipsis"))
    # --- keys
    n("private-key-rsa", lambda r: neg(blob("pem", "server.key", mark("-----BEGIN RSA PRIVATE KEY-----\n<contents of server.key>\n-----END RSA PRIVATE KEY-----")),
                                       "placeholder: armour lines around a description"))
    n("private-key-ec", lambda r: neg(blob("pem", "ec.key", mark("-----BEGIN EC PRIVATE KEY-----\n" + "*" * 64 + "\n-----END EC PRIVATE KEY-----")),
                                      "redacted: body starred out"))
    n("private-key-dsa", lambda r: neg(blob("pem", "dsa.pub", mark(pem("PUBLIC KEY", seq(seq(bytes.fromhex("06072a8648ce380401")), der(0x03, b"\x00" + der_int_bytes(rnd_int_bytes(r, 128))))))),
                                       "public-by-design: DSA public key"))
    n("private-key-pkcs8", lambda r: neg(blob("pem", "tls.key", mark("-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC...\n-----END PRIVATE KEY-----")),
                                         "truncated: only the fixed DER header of the key survives"))
    n("private-key-encrypted", lambda r: neg(blob("pem", "client.crt", mark(pem("CERTIFICATE", seq(rbytes(r, 600))))),
                                             "public-by-design: a certificate next to where an encrypted key would sit"))
    n("private-key-openssh", lambda r: neg(blob("pem", "id_ed25519", mark("-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA...\n-----END OPENSSH PRIVATE KEY-----")),
                                           "truncated: only the openssh-key-v1 magic survives"))
    n("private-key-pgp", lambda r: neg(blob("pem", "private.asc", mark("-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n[key material removed]\n-----END PGP PRIVATE KEY BLOCK-----")),
                                       "redacted: body replaced by a note"))
    n("putty-private-key", lambda r: neg(blob("ppk", "deploy.ppk", mark("PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: deploy@kestrel\nPublic-Lines: 2\n<public lines>\nPrivate-Lines: 1\n<private lines>\nPrivate-MAC: <mac>")),
                                         "placeholder: PPK skeleton with stand-ins"))
    n("jwt", K(["id token"], lambda r: jwt(r, "hs").rsplit(".", 1)[0] + ".", "truncated: header and payload only, signature dropped", True))
    n("basic-auth", lambda r: neg(hdr("Authorization", "<base64(user:pass)>", pre="Basic "), "placeholder"))
    n("bearer-token", lambda r: neg(hdr("Authorization", "${ACCESS_TOKEN}", pre="Bearer "), "template-ref"))
    n("authorization-token", lambda r: neg(hdr("Authorization", "[FILTERED]", pre="Token "), "redacted: Rails parameter filter output"))
    n("url-password", lambda r: neg(url(["database url"], "postgres://app:" + mark("****") + "@db.internal:5432/app"), "redacted: password masked in a log"))
    n("telegram-bot-token", K(["telegram bot token"], "<BOT_TOKEN>", "placeholder"))
    n("telegram-bot-url", lambda r: neg(url(["telegram api url"], "https://api.telegram.org/bot" + mark("$TELEGRAM_BOT_TOKEN") + "/sendMessage"),
                                        "template-ref: shell variable in the path"))
    n("okta-api-token", lambda r: neg(hdr("Authorization", "${OKTA_API_TOKEN}", pre="SSWS "), "template-ref"))
    n("auth0-client-secret", K(["auth0 client secret"], "YOUR_CLIENT_SECRET", "placeholder: the stand-in from Auth0 quickstarts"))
    n("algolia-admin-key", K(["algolia admin key"], "<ALGOLIA_ADMIN_KEY>", "placeholder"))
    n("fastly-api-token", K(["fastly api token"], "$FASTLY_API_TOKEN", "template-ref"))
    n("ngrok-authtoken", K(["ngrok authtoken"], lambda r: "2" + rs(r, ALNUM, 6) + "…", "truncated", True))
    n("docker-config-auth", lambda r: neg(blob("dockercfg", "config.json", '{\n  "auths": {\n    "ghcr.io": {\n      "auth": "%s"\n    }\n  }\n}' % mark("PHVzZXI+OjxwYXNzd29yZD4=")),
                                          "placeholder: base64 of <user>:<password>"))
    n("netrc-password", lambda r: neg(blob("netrc", ".netrc", "machine github.com\n  login kw-ci\n  password " + mark("x-oauth-basic") + "\n"),
                                      "config-value: GitHub's documented x-oauth-basic filler password, the token goes in login", True))
    n("sqlserver-connection-password", lambda r: neg(kv(["connection string"], "Server=sql01.internal;Database=ledger;User ID=app;Password=" + mark("{your_password}") + ";Encrypt=True;"),
                                                     "placeholder: {your_password} from the Azure portal's connection string template"))
    n("django-secret-key", K(["DJANGO SECRET KEY"], "${DJANGO_SECRET_KEY:?must be set}", "template-ref: shell expansion that fails when the variable is unset"))
    n("generic-password-named", K(["db password"], "<db-password>", "placeholder"))
    n("generic-api-key-named", K(["api key"], "${API_KEY}", "template-ref"))
    n("generic-secret-named", K(["=token"], lambda r: rs(r, HEXL, 32), "hash: an MD5-length hex digest next to a bare token name (an etag)", True))
    n("generic-credential-named", K(["nextPageToken", "csrf_token"], lambda r: rs(r, B64URL, 32), "identifier: a pagination cursor / CSRF value under a name that says it is none", True))
    n("pgpass-password", lambda r: neg(blob("pgpass", ".pgpass", "db.internal:5432:*:app:" + mark("*****") + "\n"), "redacted: password starred out"))
    n("mysql-option-password", lambda r: neg(blob("mycnf", ".my.cnf", "[client]\nuser=app\npassword=" + mark("${MYSQL_PASSWORD}") + "\nhost=127.0.0.1\n"),
                                             "template-ref: not expanded by MySQL clients"))

    for k, f in N.items():
        KINDS[k] = (KINDS[k][0], f)
    missing = [k for k in KINDS if KINDS[k][1] is None]
    if missing:
        raise SystemExit("no negative for: %s" % missing)
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


# 1 ------------------------------------------------------------ gh api: Actions variables
@car("gh_api_variables_json", "variables.json", ["kv", "url"])
def c_gh_api(c):
    r = c.r
    kvs = [("DEPLOY_REGION", r.choice(["eu-west-1", "us-east-2"])), ("NODE_VERSION", "20.%d.0" % r.randint(5, 18))] + c.kvs(["SCREAM"]) + [("RELEASE_CHANNEL", "stable")]
    items = []
    for k, v in kvs:
        items.append('    {\n      "name": "%s",\n      "value": "%s",\n      "created_at": "%s",\n      "updated_at": "%s"\n    }' % (
            ident(k).upper(), jesc(v), ts(r, frac=0), ts(r, frac=0)))
    t = '{\n  "total_count": %d,\n  "variables": [\n%s\n  ]\n}' % (len(items), ",\n".join(items))
    return tail(r, t), "json"


# 2 ------------------------------------------------------------ Argo Workflows
@car("argo_workflow_yaml", "workflow.yaml", ["kv", "url", "hdr", "blob"], ml="indent", ok=okb('"\\'))
def c_argo(c):
    r = c.r
    s = svc(r)
    L = ["apiVersion: argoproj.io/v1alpha1", "kind: Workflow", "metadata:", "  generateName: %s-nightly-" % s, "  namespace: argo",
         "  labels:", "    workflows.argoproj.io/controller-instanceid: %s" % rs(r, LOWNUM, 8), "spec:", "  entrypoint: main",
         "  serviceAccountName: %s-runner" % s, "  templates:", "  - name: main", "    container:",
         "      image: ghcr.io/kestrelworks/%s-jobs@%s" % (s, digest(r))]
    if c.p.t in ("kv", "url"):
        L += ["      command: [python, -m, jobs.nightly]", "      env:", "      - name: RUN_ID", '        value: "{{workflow.uid}}"']
        for k, v in c.kvs(["SCREAM"]):
            L += ["      - name: %s" % ident(k).upper(), "        value: %s" % yq(v)]
    elif c.p.t == "hdr":
        L += ["      command: [sh, -c]", "      args:", '      - "%s"' % curl_line(c)]
    else:
        L += ["      command: [sh, -c]", "      args: [\"cp /tmp/in/%s ~/ && ./run.sh\"]" % c.p.fname, "    inputs:", "      artifacts:",
              "      - name: %s" % ident(blob_name(c, "kebab")).replace("_", "-"), "        path: /tmp/in/%s" % c.p.fname, "        raw:", "          data: |",
              indent(c.p.content.rstrip("\n"), 12)]
    L += ["      resources:", "        requests: {cpu: 250m, memory: 256Mi}", "  ttlStrategy:", "    secondsAfterCompletion: 86400"]
    return tail(r, "\n".join(L)), "raw"


# 3 ------------------------------------------------------------ Tekton Task
@car("tekton_task_yaml", "task.yaml", ["kv", "url", "hdr", "blob"], ml="indent", ok=okb("'"), bad_sub=("\nEOF",))
def c_tekton(c):
    r = c.r
    s = svc(r)
    L = ["apiVersion: tekton.dev/v1", "kind: Task", "metadata:", "  name: %s-publish" % s, "  labels:", "    app.kubernetes.io/version: \"%s\"" % ver(r),
         "spec:", "  params:", "  - name: revision", "    type: string", "    default: %s" % sha(r), "  workspaces:", "  - name: source",
         "  steps:", "  - name: publish", "    image: docker.io/library/alpine:3.%d@%s" % (r.randint(17, 20), digest(r)),
         "    workingDir: $(workspaces.source.path)", "    script: |", "      #!/bin/sh", "      set -eu"]
    if c.p.t in ("kv", "url"):
        for k, v in c.kvs(["SCREAM"]):
            L.append("      export %s='%s'" % (ident(k).upper(), v))
        L.append("      ./scripts/publish.sh \"$(params.revision)\"")
    elif c.p.t == "hdr":
        L.append("      " + curl_line(c, "https://%s/v1/releases/$(params.revision)" % host(r)))
    else:
        L += ["      cat > ~/%s <<'EOF'" % c.p.fname, indent(c.p.content.rstrip("\n"), 6), "      EOF", "      chmod 600 ~/%s" % c.p.fname]
    return tail(r, "\n".join(L)), "raw"


# 4 ------------------------------------------------------------ Helmfile
@car("helmfile_yaml", "helmfile.yaml", ["kv", "url"], bad='"\\', bad_sub=("{{",))
def c_helmfile(c):
    r = c.r
    s = svc(r)
    L = ["repositories:", "- name: bitnami", "  url: https://charts.bitnami.com/bitnami", "", "environments:", "  production:",
         "    values:", "    - env/production.yaml", "", "releases:", "- name: %s" % s, "  namespace: %s" % s, "  chart: ./charts/%s" % s,
         "  version: %s" % ver(r), "  values:", "  - values/%s.yaml" % s, "  set:", "  - name: image.tag", "    value: %s" % sha(r, 12)]
    for k, v in c.kvs(["camel", "snake"]):
        L += ["  - name: env.%s" % ident(k), "    value: %s" % yq(v)]
    L += ["- name: redis", "  namespace: %s" % s, "  chart: bitnami/redis", "  version: 18.%d.%d" % (r.randint(0, 19), r.randint(0, 9))]
    return tail(r, "\n".join(L)), "raw"


# 5 ------------------------------------------------------------ Kustomize JSON 6902 patch
@car("kustomize_json6902", "patch-env.json", ["kv", "url"])
def c_json6902(c):
    r = c.r
    s = svc(r)
    ops = ['  {"op": "replace", "path": "/spec/replicas", "value": %d}' % r.randint(2, 8),
           '  {"op": "replace", "path": "/spec/template/spec/containers/0/image", "value": "ghcr.io/kestrelworks/%s@%s"}' % (s, digest(r))]
    for k, v in c.kvs(["SCREAM"]):
        ops.append('  {"op": "add", "path": "/spec/template/spec/containers/0/env/-", "value": {"name": "%s", "value": "%s"}}' % (ident(k).upper(), jesc(v)))
    ops.append('  {"op": "add", "path": "/metadata/annotations/kestrelworks.io~1change-id", "value": "%s"}' % ruuid(r))
    return tail(r, "[\n" + ",\n".join(ops) + "\n]"), "json"


# 6 ------------------------------------------------------------ Flux HelmRelease
@car("flux_helmrelease_yaml", "helmrelease.yaml", ["kv", "url", "blob"], ml="indent", ok=okb('"\\'))
def c_flux(c):
    r = c.r
    s = svc(r)
    L = ["apiVersion: helm.toolkit.fluxcd.io/v2", "kind: HelmRelease", "metadata:", "  name: %s" % s, "  namespace: flux-system", "spec:",
         "  interval: 10m", "  chart:", "    spec:", "      chart: %s" % s, "      version: \"%s\"" % ver(r), "      sourceRef:",
         "        kind: HelmRepository", "        name: kestrel-charts", "  values:", "    replicaCount: %d" % r.randint(2, 5),
         "    image:", "      repository: ghcr.io/kestrelworks/%s" % s, "      tag: \"%s\"" % sha(r, 7)]
    if c.p.t == "blob":
        L += ["    extraFiles:", "      %s: |" % c.p.fname.lstrip(".").replace(".", "_"), indent(c.p.content.rstrip("\n"), 8)]
    else:
        L.append("    env:")
        for k, v in c.kvs(["SCREAM", "camel"]):
            L.append("      %s: %s" % (k, yq(v)))
    L += ["  install:", "    remediation:", "      retries: 3"]
    return tail(r, "\n".join(L)), "raw"


# 7 ------------------------------------------------------------ Chef data bag item
@car("chef_databag_json", "production.json", ["kv", "url", "blob"], ml="json")
def c_chef(c):
    r = c.r
    s = svc(r)
    L = ["{", '  "id": "%s",' % s, '  "chef_type": "data_bag_item",', '  "data_bag": "apps",',
         '  "revision": "%s",' % sha(r), '  "owners": ["platform@kestrelworks.dev"],']
    if c.p.t == "blob":
        L.append('  "%s": "%s",' % (ident(blob_name(c, "snake")), jesc(c.p.content)))
    else:
        L += ['  "config": {', jobj(c.kvs(["snake"]), 4), "  },"]
    L += ['  "port": %d' % r.choice([8080, 9000, 3000]), "}"]
    return tail(r, "\n".join(L)), "json"


# 8 ------------------------------------------------------------ CUE
@car("cue_config", "deploy.cue", ["kv", "url", "hdr", "blob"], ml="verbatim", ok=okb('"\\'), bad_sub=('"""#',))
def c_cue(c):
    r = c.r
    s = svc(r)
    L = ["package deploy", "", 'import "strings"', "", "#Service: {", "\tname:     string", "\treplicas: int & >=1", "\tenv: [string]: string", "}", "",
         "service: #Service & {", '\tname:     "%s"' % s, "\treplicas: %d" % r.randint(2, 6)]
    if c.p.t in ("kv", "url"):
        L.append("\tenv: {")
        for k, v in c.kvs(["SCREAM"]):
            L.append('\t\t%s: "%s"' % (ident(k).upper(), v))
        L.append("\t}")
    elif c.p.t == "hdr":
        L.append("\tprobe: headers: {")
        for k, v in c.headers():
            L.append('\t\t"%s": "%s"' % (k, v))
        L.append("\t}")
    L.append("}")
    if c.p.t == "blob":
        L += ["", "files: \"%s\": #\"\"\"" % c.p.fname, c.p.content.rstrip("\n"), '"""#']
    L += ["", 'image: strings.Join(["ghcr.io/kestrelworks", service.name], "/") + "@%s"' % digest(r)]
    return tail(r, "\n".join(L)), "raw"


# 9 ------------------------------------------------------------ Jsonnet
@car("jsonnet_config", "main.jsonnet", ["kv", "url", "hdr", "blob"], ml="indent", ok=okb("'\\"), bad_sub=("|||",))
def c_jsonnet(c):
    r = c.r
    s = svc(r)
    L = ["local k = import 'k.libsonnet';", "local version = '%s';" % ver(r), ""]
    if c.p.t == "blob":
        L += ["local %s = |||" % ident(blob_name(c, "camel")), indent(c.p.content.rstrip("\n"), 2), "|||;", ""]
    L += ["{", "  name: '%s'," % s, "  image: 'ghcr.io/kestrelworks/%s:' + version," % s, "  commit: '%s'," % sha(r)]
    if c.p.t in ("kv", "url"):
        L.append("  env: {")
        for k, v in c.kvs(["SCREAM", "camel"]):
            L.append("    %s: '%s'," % (ident(k), v))
        L.append("  },")
    elif c.p.t == "hdr":
        L.append("  webhook: {")
        L.append("    url: 'https://%s/hooks/deploy'," % host(r))
        L.append("    headers: {" + ", ".join("'%s': '%s'" % (k, v) for k, v in c.headers()) + "},")
        L.append("  },")
    else:
        L.append("  files: { '%s': %s }," % (c.p.fname, ident(blob_name(c, "camel"))))
    L.append("}")
    return tail(r, "\n".join(L)), "raw"


# 10 ----------------------------------------------------------- Bazel BUILD
@car("bazel_build", "BUILD.bazel", ["kv", "url", "hdr"], bad='"\\$\'')
def c_bazel(c):
    r = c.r
    s = svc(r)
    L = ['load("@rules_python//python:defs.bzl", "py_binary", "py_test")', "", "py_binary(", '    name = "%s",' % s,
         '    srcs = ["main.py"],', '    deps = ["//lib/http", "@pypi//requests"],', ")", ""]
    if c.p.t in ("kv", "url"):
        L += ["py_test(", '    name = "%s_integration_test",' % s, '    srcs = ["integration_test.py"],', "    env = {",
              '        "TEST_TARGET": "https://%s",' % host(r)]
        for k, v in c.kvs(["SCREAM"]):
            L.append('        "%s": "%s",' % (ident(k).upper(), v))
        L += ["    },", '    tags = ["manual", "requires-network"],', ")"]
    else:
        L += ["genrule(", '    name = "fetch_schema",', '    outs = ["schema.json"],',
              "    cmd = \"%s -o $@\"," % curl_line(c, "https://%s/v1/schema" % host(r)).replace("'", "'"), '    tags = ["requires-network"],', ")"]
    return tail(r, "\n".join(L)), "raw"


# 11 ----------------------------------------------------------- CMakeLists.txt
@car("cmakelists", "CMakeLists.txt", ["kv", "url"], bad='"\\$;')
def c_cmake(c):
    r = c.r
    s = svc(r)
    L = ["cmake_minimum_required(VERSION 3.%d)" % r.randint(20, 29), "project(%s VERSION %s LANGUAGES CXX)" % (s, ver(r)), "",
         "set(CMAKE_CXX_STANDARD 20)", "find_package(CURL REQUIRED)", "", "add_executable(%s src/main.cpp src/client.cpp)" % s,
         "target_link_libraries(%s PRIVATE CURL::libcurl)" % s, ""]
    for k, v in c.kvs(["SCREAM"]):
        L.append('set(%s "%s" CACHE STRING "")' % (ident(k).upper(), v))
    L += ["target_compile_definitions(%s PRIVATE" % s,'    BUILD_COMMIT="%s"' % sha(r), ")", "", "enable_testing()", "add_test(NAME smoke COMMAND %s --self-test)" % s]
    return tail(r, "\n".join(L)), "raw"


# 12 ----------------------------------------------------------- Conan profile
@car("conan_profile", "default", ["kv", "url"], bad_sub=(" #",))
def c_conan(c):
    r = c.r
    L = ["[settings]", "arch=x86_64", "build_type=Release", "compiler=gcc", "compiler.cppstd=gnu17", "compiler.libcxx=libstdc++11",
         "compiler.version=%d" % r.choice([11, 12, 13]), "os=Linux", "", "[conf]", "tools.build:jobs=%d" % r.choice([4, 8, 16]),
         "tools.files.download:retry=3", "", "[buildenv]"]
    for k, v in c.kvs(["SCREAM"]):
        L.append("%s=%s" % (ident(k).upper(), v))
    L += ["CMAKE_GENERATOR=Ninja"]
    return tail(r, "\n".join(L)), "raw"


# 13 ----------------------------------------------------------- package.json scripts
@car("package_json_scripts", "package.json", ["kv", "url", "hdr"], bad="'")
def c_pkgjson(c):
    r = c.r
    s = svc(r)
    if c.p.t == "hdr":
        script = curl_line(c, "https://%s/v1/deploys" % host(r)) + " -d @dist/manifest.json"
    else:
        script = " ".join("%s='%s'" % (ident(k).upper(), v) for k, v in c.kvs(["SCREAM"])) + " node scripts/deploy.mjs"
    L = ["{", '  "name": "@kestrelworks/%s",' % s, '  "version": "%s",' % ver(r), '  "private": true,', '  "type": "module",',
         '  "scripts": {', '    "build": "tsc -p tsconfig.build.json",', '    "test": "vitest run",',
         '    "deploy:prod": "%s",' % jesc(script), '    "lint": "eslint . --max-warnings 0"', "  },",
         '  "dependencies": {', '    "undici": "^6.%d.0",' % r.randint(0, 19), '    "zod": "^3.23.8"', "  },",
         '  "packageManager": "pnpm@9.%d.0+sha512.%s"' % (r.randint(0, 12), hashlib_hex(r, 64) + hashlib_hex(r, 64)), "}"]
    return tail(r, "\n".join(L)), "json"


# 14 ----------------------------------------------------------- Symfony parameters.yml
@car("symfony_parameters_yml", "parameters.yml", ["kv", "url"], bad='"\\%', bad_sub=(": ", " #"))
def c_symfony(c):
    r = c.r
    L = ["# This file is auto-generated during the composer install", "parameters:", "    database_host: %s" % ip(r),
         "    database_port: 3306", "    database_name: %s" % r.choice(DBS), "    mailer_transport: smtp", "    locale: en"]
    for k, v in c.kvs(["snake", "dot"]):
        L.append("    %s: %s" % (k, yq(v)))
    L += ["    router.request_context.host: %s" % host(r), "    app.build: %s" % sha(r, 12)]
    return tail(r, "\n".join(L)), "raw"


# 15 ----------------------------------------------------------- HOCON (Ktor application.conf)
@car("hocon_conf", "application.conf", ["kv", "url", "blob"], ml="verbatim", ok=okb('"\\$'), bad_sub=('"""',))
def c_hocon(c):
    r = c.r
    s = svc(r)
    L = ["ktor {", "    deployment {", "        port = 8080", "        port = ${?PORT}", "    }", "    application {",
         "        modules = [ io.kestrelworks.%s.ApplicationKt.module ]" % s, "    }", "}", "", "%s {" % s]
    if c.p.t == "blob":
        L += ['    %s = """' % ident(blob_name(c, "camel")), c.p.content.rstrip("\n"), '"""']
    else:
        for k, v in c.kvs(["camel", "snake", "kebab"]):
            L.append('    %s = "%s"' % (k, v))
    L += ['    build = "%s"' % sha(r), "}"]
    return tail(r, "\n".join(L)), "raw"


# 16 ----------------------------------------------------------- .NET launchSettings.json
@car("launchsettings_json", "launchSettings.json", ["kv", "url"])
def c_launch(c):
    r = c.r
    s = svc(r).capitalize()
    env = [("ASPNETCORE_ENVIRONMENT", "Development")] + c.kvs(["SCREAM", "pascal"]) + [("DOTNET_USE_POLLING_FILE_WATCHER", "true")]
    L = ["{", '  "$schema": "https://json.schemastore.org/launchsettings.json",', '  "profiles": {', '    "Kestrel.%s.Api": {' % s,
         '      "commandName": "Project",', '      "dotnetRunMessages": true,', '      "launchBrowser": false,',
         '      "applicationUrl": "https://localhost:%d;http://localhost:%d",' % (r.randint(7000, 7299), r.randint(5000, 5299)),
         '      "environmentVariables": {', jobj([(k.replace("__", "__"), v) for k, v in env], 8), "      }", "    },",
         '    "Docker": {', '      "commandName": "Docker",', '      "publishAllPorts": true,', '      "useSSL": true', "    }", "  }", "}"]
    return tail(r, "\n".join(L)), "json"


# 17 ----------------------------------------------------------- Windows unattend.xml
@car("unattend_xml", "unattend.xml", ["kv", "url", "hdr"], bad='"%^&|<>')
def c_unattend(c):
    r = c.r
    cmds = ['powershell -NoProfile -Command "Set-TimeZone -Id \'UTC\'"']
    if c.p.t == "hdr":
        cmds.append('curl.exe -fsS %s https://%s/v1/enroll' % (" ".join('-H "%s: %s"' % (k, v) for k, v in c.headers()), host(r)))
    else:
        for k, v in c.kvs(["SCREAM"]):
            cmds.append('cmd /c setx %s "%s" /M' % (ident(k).upper(), v))
    cmds.append("cmd /c C:\\kestrel\\bootstrap.cmd")
    L = ['<?xml version="1.0" encoding="utf-8"?>', '<unattend xmlns="urn:schemas-microsoft-com:unattend">',
         '  <settings pass="specialize">',
         '    <component name="Microsoft-Windows-Deployment" processorArchitecture="amd64" publicKeyToken="31bf3856ad364e35" language="neutral" versionScope="nonSxS" xmlns:wcm="http://schemas.microsoft.com/WMIConfig/2002/State">',
         '      <RunSynchronous>']
    for j, cmd in enumerate(cmds, 1):
        L += ['        <RunSynchronousCommand wcm:action="add">', "          <Order>%d</Order>" % j,
              "          <Path>%s</Path>" % xesc(cmd), "        </RunSynchronousCommand>"]
    L += ["      </RunSynchronous>", "    </component>",
          '    <component name="Microsoft-Windows-Shell-Setup" processorArchitecture="amd64" publicKeyToken="31bf3856ad364e35" language="neutral" versionScope="nonSxS">',
          "      <ComputerName>KW-%s-%02d</ComputerName>" % (svc(r).upper()[:6], r.randint(1, 40)), "      <ProductKey>W269N-WFGWX-YVC9B-4J6C9-T83GX</ProductKey>",
          "    </component>", "  </settings>", "</unattend>"]
    return tail(r, "\n".join(L)), "xml"


# 18 ----------------------------------------------------------- OpenRC conf.d
@car("openrc_confd", "conf.d", ["kv", "url"], bad='"\\$`')
def c_openrc(c):
    r = c.r
    s = svc(r)
    L = ["# /etc/conf.d/%s" % s, "", "# Options passed to the daemon", 'command_args="--config /etc/%s/config.toml --listen 0.0.0.0:8080"' % s,
         'command_user="%s:%s"' % (s, s), 'rc_ulimit="-n 65536"', "", "# Environment for the service"]
    for k, v in c.kvs(["SCREAM"]):
        L.append('export %s="%s"' % (ident(k).upper(), v))
    L += ['export GOMAXPROCS="%d"' % r.choice([2, 4, 8]), "", 'rc_need="net"']
    return tail(r, "\n".join(L)), "raw"


# 19 ----------------------------------------------------------- docker run script
@car("docker_run_script", "run.sh", ["kv", "url", "hdr", "blob"], ml="verbatim", ok=okb("'"), bad_sub=("\nEOF",))
def c_dockerrun(c):
    r = c.r
    s = svc(r)
    img = "ghcr.io/kestrelworks/%s:%s" % (s, ver(r))
    L = ["#!/usr/bin/env bash", "# restart the %s container on the edge box" % s, "set -euo pipefail", "",
         "docker pull %s" % img, "docker rm -f %s 2>/dev/null || true" % s]
    env = []
    if c.p.t == "blob":
        L += ["install -d -m 700 /srv/%s/secrets" % s, "cat > /srv/%s/secrets/%s <<'EOF'" % (s, c.p.fname), c.p.content.rstrip("\n"), "EOF"]
    elif c.p.t in ("kv", "url"):
        env = c.kvs(["SCREAM"])
    L.append("docker run -d --name %s --restart unless-stopped \\" % s)
    L.append("  -p 8080:8080 \\")
    for k, v in [("LOG_LEVEL", "info")] + env:
        L.append("  -e %s='%s' \\" % (ident(k).upper(), v))
    if c.p.t == "blob":
        L.append("  -v /srv/%s/secrets:/run/secrets:ro \\" % s)
    L.append("  %s" % img)
    if c.p.t == "hdr":
        L += ["", "# smoke test", "docker exec %s %s" % (s, curl_line(c, "http://localhost:8080/internal/ping"))]
    return tail(r, "\n".join(L)), "raw"


# 20 ----------------------------------------------------------- Podman quadlet
@car("podman_quadlet", "app.container", ["kv", "url"], bad='"\\%$ ')
def c_quadlet(c):
    r = c.r
    s = svc(r)
    L = ["# ~/.config/containers/systemd/%s.container" % s, "[Unit]", "Description=%s API" % s, "After=network-online.target", "",
         "[Container]", "Image=ghcr.io/kestrelworks/%s@%s" % (s, digest(r)), "ContainerName=%s" % s, "PublishPort=8080:8080",
         "Environment=TZ=UTC"]
    for k, v in c.kvs(["SCREAM"]):
        L.append('Environment="%s=%s"' % (ident(k).upper(), v))
    L += ["Volume=%s-data.volume:/var/lib/%s:Z" % (s, s), "AutoUpdate=registry", "", "[Service]", "Restart=always", "", "[Install]",
          "WantedBy=default.target"]
    return tail(r, "\n".join(L)), "raw"


# 21 ----------------------------------------------------------- Kubernetes ConfigMap
@car("k8s_configmap_yaml", "configmap.yaml", ["kv", "url", "blob"], ml="indent", ok=okb('"\\'))
def c_configmap(c):
    r = c.r
    s = svc(r)
    L = ["apiVersion: v1", "kind: ConfigMap", "metadata:", "  name: %s-config" % s, "  namespace: %s" % s, "  labels:",
         "    app.kubernetes.io/name: %s" % s, "  annotations:", "    kestrelworks.io/git-sha: %s" % sha(r), "data:",
         '  LOG_LEVEL: "info"', '  HTTP_PORT: "8080"']
    if c.p.t == "blob":
        L += ["  %s: |" % c.p.fname.lstrip("."), indent(c.p.content.rstrip("\n"), 4)]
    else:
        for k, v in c.kvs(["SCREAM"]):
            L.append("  %s: %s" % (ident(k).upper(), yq(v)))
    L += ['  TRACE_SAMPLER_ARG: "0.1"']
    return tail(r, "\n".join(L)), "raw"


# 22 ----------------------------------------------------------- Bicep parameters
@car("bicepparam", "main.bicepparam", ["kv", "url"], bad="'\\", bad_sub=("${",))
def c_bicep(c):
    r = c.r
    L = ["using './main.bicep'", "", "param location = '%s'" % r.choice(["westeurope", "eastus2", "uksouth"]),
         "param environmentName = 'prod'", "param skuName = 'P1v3'", "param tags = {", "  owner: 'platform'", "  costCenter: '%d'" % r.randint(1000, 9999), "}"]
    for k, v in c.kvs(["camel"]):
        L.append("param %s = '%s'" % (ident(k), v))
    L.append("param logAnalyticsWorkspaceId = '/subscriptions/%s/resourceGroups/rg-observability/providers/Microsoft.OperationalInsights/workspaces/law-prod'" % ruuid(r))
    return tail(r, "\n".join(L)), "raw"


# 23 ----------------------------------------------------------- ARM parameters file
@car("arm_parameters_json", "azuredeploy.parameters.json", ["kv", "url", "blob"], ml="json")
def c_arm(c):
    r = c.r
    ps = [("siteName", "kw-%s-prod" % svc(r)), ("skuName", "P1v3")]
    if c.p.t == "blob":
        ps.append((ident(blob_name(c, "camel")), c.p.content))
    else:
        ps += c.kvs(["camel"])
    ps.append(("subnetId", "/subscriptions/%s/resourceGroups/rg-net/providers/Microsoft.Network/virtualNetworks/vnet-prod/subnets/app" % ruuid(r)))
    L = ["{", '  "$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentParameters.json#",',
         '  "contentVersion": "1.0.0.0",', '  "parameters": {']
    items = ['    "%s": {\n      "value": "%s"\n    }' % (ident(k), jesc(v)) for k, v in ps]
    L += [",\n".join(items), "  }", "}"]
    return tail(r, "\n".join(L)), "json"


# 24 ----------------------------------------------------------- OpenAPI spec with examples
@car("openapi_yaml", "openapi.yaml", ["kv", "url", "hdr"], bad='"\\')
def c_openapi(c):
    r = c.r
    s = svc(r)
    L = ["openapi: 3.1.0", "info:", "  title: %s API" % s.capitalize(), "  version: %s" % ver(r), "servers:", "- url: https://%s/v1" % host(r),
         "paths:", "  /%s:" % s, "    get:", "      operationId: list%s" % s.capitalize(), "      parameters:"]
    if c.p.t == "hdr":
        for k, v in c.headers():
            L += ["      - name: %s" % k, "        in: header", "        required: true", "        schema: {type: string}",
                  "        example: %s" % yq(v)]
    else:
        L += ["      - name: X-Request-Id", "        in: header", "        schema: {type: string, format: uuid}", "        example: %s" % ruuid(r)]
    L += ["      responses:", "        '200':", "          description: OK"]
    if c.p.t != "hdr":
        L += ["  /integrations:", "    post:", "      requestBody:", "        content:", "          application/json:",
              "            example:"]
        for k, v in c.kvs(["camel", "snake"]):
            L.append("              %s: %s" % (k, yq(v)))
        L += ["      responses:", "        '201':", "          description: Created"]
    L += ["components:", "  securitySchemes:", "    bearerAuth:", "      type: http", "      scheme: bearer"]
    return tail(r, "\n".join(L)), "raw"


# 25 ----------------------------------------------------------- Hoppscotch collection export
@car("hoppscotch_json", "hoppscotch-collection.json", ["kv", "url", "hdr"], ok=okb("\"\\"))
def c_hopp(c):
    r = c.r
    s = svc(r)
    hs = [("Accept", "application/json")] + (c.headers() if c.p.t == "hdr" else [])
    hj = ",\n".join('        {"key": "%s", "value": "%s", "active": true}' % (k, jesc(v)) for k, v in hs)
    body = "null"
    if c.p.t != "hdr":
        body = '{"contentType": "application/json", "body": "%s"}' % jesc(jesc("{\n" + ",\n".join('  "%s": "%s"' % (k, v) for k, v in c.kvs(["camel", "snake"])) + "\n}"))
    L = ["[", "  {", '    "v": 2,', '    "name": "%s",' % s, '    "folders": [],', '    "requests": [', "      {", '        "v": "4",',
         '        "name": "create integration",', '        "method": "POST",', '        "endpoint": "https://%s/v1/integrations",' % host(r),
         '        "params": [],', '        "headers": [', hj, "        ],", '        "auth": {"authType": "inherit", "authActive": true},',
         '        "body": %s,' % body, '        "preRequestScript": "",', '        "testScript": "pw.test(\\"Status 201\\", ()=> { pw.expect(pw.response.status).toBe(201); });"',
         "      }", "    ],", '    "auth": {"authType": "none", "authActive": true},', '    "headers": []', "  }", "]"]
    return tail(r, "\n".join(L)), "json"


# 26 ----------------------------------------------------------- HTTPie session
@car("httpie_session_json", "session.json", ["hdr"])
def c_httpie(c):
    r = c.r
    hs = [("User-Agent", "HTTPie/3.2.%d" % r.randint(1, 4))] + c.headers()
    hj = ",\n".join('        {\n            "name": "%s",\n            "value": "%s"\n        }' % (k, jesc(v)) for k, v in hs)
    L = ["{", '    "__meta__": {', '        "about": "HTTPie session file",', '        "help": "https://httpie.io/docs#sessions",',
         '        "httpie": "3.2.%d"' % r.randint(1, 4), "    },", '    "auth": {', '        "raw_auth": null,', '        "type": null', "    },",
         '    "cookies": [', "        {", '            "domain": "%s",' % host(r), '            "expires": %d,' % epoch(r), '            "name": "__cf_bm",',
         '            "path": "/",', '            "secure": true,', '            "value": "%s"' % rs(r, B64URL, 43), "        }", "    ],",
         '    "headers": [', hj, "    ]", "}"]
    return tail(r, "\n".join(L)), "json"


# 27 ----------------------------------------------------------- Bugsnag error report
@car("bugsnag_event_json", "bugsnag-event.json", ["kv", "url", "hdr"])
def c_bugsnag(c):
    r = c.r
    s = svc(r)
    if c.p.t == "hdr":
        req = [("Content-Type", "application/json")] + c.headers()
        meta = [("region", r.choice(["eu-west-1", "us-east-1"]))]
    else:
        req = [("Content-Type", "application/json"), ("X-Request-Id", ruuid(r))]
        meta = [("region", r.choice(["eu-west-1", "us-east-1"]))] + c.kvs(["SCREAM", "camel"])
    L = ["{", '  "payloadVersion": "5",',
         '  "notifier": {"name": "Bugsnag Node", "version": "7.%d.0", "url": "https://github.com/bugsnag/bugsnag-js"},' % r.randint(18, 25),
         '  "events": [', "    {", '      "exceptions": [{"errorClass": "FetchError", "message": "request to upstream failed, reason: socket hang up",',
         '        "stacktrace": [{"file": "/app/dist/client.js", "lineNumber": %d, "method": "postEvent"}]}],' % r.randint(20, 400),
         '      "severity": "error",', '      "app": {"version": "%s", "releaseStage": "production"},' % ver(r),
         '      "device": {"hostname": "%s-%s", "runtimeVersions": {"node": "20.%d.0"}},' % (s, rs(r, LOWNUM, 5), r.randint(5, 18)),
         '      "request": {', '        "httpMethod": "POST",', '        "url": "https://%s/v1/%s",' % (host(r), s), '        "headers": {',
         jobj(req, 10), "        }", "      },", '      "metaData": {', '        "environment": {', jobj(meta, 10), "        }", "      }", "    }", "  ]", "}"]
    return tail(r, "\n".join(L)), "json"


# 28 ----------------------------------------------------------- Alertmanager webhook payload
@car("alertmanager_webhook_json", "alert.json", ["kv", "url", "hdr"])
def c_amhook(c):
    r = c.r
    s = svc(r)
    desc = prose(c, fence=("", ""), styles=("SCREAM", "snake"))
    desc = "Probe against %s failed for 5m.\n%s" % (s, desc.strip("\n"))
    fp = rs(r, HEXL, 16)
    L = ["{", '  "receiver": "platform-oncall",', '  "status": "firing",', '  "alerts": [', "    {", '      "status": "firing",',
         '      "labels": {"alertname": "ProbeFailing", "job": "blackbox", "instance": "https://%s/healthz", "severity": "page"},' % host(r),
         '      "annotations": {', '        "summary": "%s probe failing",' % s, '        "description": "%s",' % jesc(desc),
         '        "runbook_url": "https://runbooks.kestrelworks.dev/%s/probe-failing"' % s, "      },",
         '      "startsAt": "%s",' % ts(r), '      "endsAt": "0001-01-01T00:00:00Z",',
         '      "generatorURL": "http://prometheus-0:9090/graph?g0.expr=probe_success%3D%3D0&g0.tab=1",', '      "fingerprint": "%s"' % fp,
         "    }", "  ],", '  "groupLabels": {"alertname": "ProbeFailing"},', '  "externalURL": "http://alertmanager-0:9093",',
         '  "version": "4",', '  "groupKey": "{}:{alertname=\\"ProbeFailing\\"}",', '  "truncatedAlerts": 0', "}"]
    return tail(r, "\n".join(L)), "json"


# 29 ----------------------------------------------------------- Loki query result
@car("loki_query_json", "query_range.json", ["kv", "url", "hdr"], bad='"\\')
def c_loki(c):
    r = c.r
    s = svc(r)
    base = 1717000000 + r.randint(0, 9000000)
    lines = ['level=info ts=%s caller=server.go:%d msg="listening" addr=:8080' % (ts(r), r.randint(40, 200))]
    if c.p.t == "hdr":
        lines.append('level=debug ts=%s caller=client.go:%d msg="outgoing request" method=POST url=https://%s/v1/sync %s' % (
            ts(r), r.randint(40, 200), host(r), " ".join('header="%s: %s"' % (k, v) for k, v in c.headers())))
    else:
        for k, v in c.kvs(["SCREAM", "snake"]):
            lines.append('level=debug ts=%s caller=config.go:%d msg="loaded setting" key=%s value="%s"' % (ts(r), r.randint(40, 200), ident(k), v))
    lines.append('level=info ts=%s caller=server.go:%d msg="request" status=200 trace_id=%s' % (ts(r), r.randint(40, 200), rs(r, HEXL, 32)))
    vals = ",\n".join('            ["%d", "%s"]' % ((base + j) * 10 ** 9 + r.randint(0, 10 ** 9 - 1), jesc(l)) for j, l in enumerate(lines))
    L = ["{", '  "status": "success",', '  "data": {', '    "resultType": "streams",', '    "result": [', "      {",
         '        "stream": {"app": "%s", "namespace": "%s", "pod": "%s-%s-%s"},' % (s, s, s, rs(r, LOWNUM, 10), rs(r, LOWNUM, 5)),
         '        "values": [', vals, "        ]", "      }", "    ],",
         '    "stats": {"summary": {"bytesProcessedPerSecond": %d, "execTime": 0.0%d}}' % (r.randint(10 ** 5, 10 ** 7), r.randint(10, 99)),
         "  }", "}"]
    return tail(r, "\n".join(L)), "json"


# 30 ----------------------------------------------------------- Elasticsearch _search hits
@car("es_search_hits_json", "search-response.json", ["kv", "url", "hdr"])
def c_es(c):
    r = c.r
    s = svc(r)
    if c.p.t == "hdr":
        src = [("message", "upstream call: " + curl_line(c, "https://%s/v2/quote" % host(r)))]
    else:
        src = [("message", "config reloaded")] + [("labels.%s" % ident(k), v) for k, v in c.kvs(["snake", "camel"])]
    L = ["{", '  "took": %d,' % r.randint(2, 90), '  "timed_out": false,', '  "_shards": {"total": 3, "successful": 3, "skipped": 0, "failed": 0},',
         '  "hits": {', '    "total": {"value": 1, "relation": "eq"},', '    "max_score": 1.0,', '    "hits": [', "      {",
         '        "_index": ".ds-logs-%s-default-2024.%02d.%02d-000001",' % (s, r.randint(1, 12), r.randint(1, 28)),
         '        "_id": "%s",' % rs(r, B64URL, 20), '        "_score": 1.0,', '        "_source": {',
         '          "@timestamp": "%s",' % ts(r), '          "service.name": "%s",' % s, '          "host.name": "ip-%s",' % ip(r).replace(".", "-"),
         '          "trace.id": "%s",' % rs(r, HEXL, 32), jobj(src, 10), "        }", "      }", "    ]", "  }", "}"]
    return tail(r, "\n".join(L)), "json"


# 31 ----------------------------------------------------------- mongoexport
@car("mongoexport_jsonl", "settings.json", ["kv", "url", "blob"], ml="json")
def c_mongoexport(c):
    r = c.r
    s = svc(r)
    rows = ['{"_id":{"$oid":"%s"},"service":"payments","key":"timeout_ms","value":"15000","updatedAt":{"$date":"%s"}}' % (rs(r, HEXL, 24), ts(r))]
    if c.p.t == "blob":
        pay = [(c.p.fname, c.p.content)]
    else:
        pay = c.kvs(["snake", "SCREAM"])
    for k, v in pay:
        rows.append('{"_id":{"$oid":"%s"},"service":"%s","key":"%s","value":"%s","updatedAt":{"$date":"%s"}}' % (rs(r, HEXL, 24), s, jesc(k), jesc(v), ts(r)))
    rows.append('{"_id":{"$oid":"%s"},"service":"%s","key":"feature_flags","value":"dark_mode,fast_refunds","updatedAt":{"$date":"%s"}}' % (rs(r, HEXL, 24), s, ts(r)))
    return tail(r, "\n".join(rows)), "json"


# 32 ----------------------------------------------------------- psql expanded output
@car("psql_expanded", "psql-output.txt", ["kv", "url"])
def c_psql(c):
    r = c.r
    s = svc(r)
    kvs = c.kvs(["snake", "SCREAM"])
    recs = []
    for j, (k, v) in enumerate(kvs, 1):
        recs.append([("id", str(r.randint(100, 9999))), ("service", s), ("name", k), ("value", v), ("updated_at", ts(r, sep=" ", frac=6, z="+00"))])
    recs.append([("id", str(r.randint(100, 9999))), ("service", s), ("name", "http_timeout_ms"), ("value", "15000"), ("updated_at", ts(r, sep=" ", frac=6, z="+00"))])
    w = max(len(k) for rec in recs for k, _ in rec)
    db = r.choice(DBS)
    L = ["%s=> \\x" % db, "Expanded display is on.", "%s=> SELECT * FROM service_settings WHERE service = '%s';" % (db, s)]
    for j, rec in enumerate(recs, 1):
        head = "-[ RECORD %d ]" % j
        L.append(head + "-" * max(0, w + 1 - len(head)) + "+" + "-" * 40)
        for k, v in rec:
            L.append("%s | %s" % (k.ljust(w), v))
    L.append("")
    L.append("%s=> " % db)
    return "\n".join(L), "raw"


# 33 ----------------------------------------------------------- mysql \G output
@car("mysql_vertical", "mysql-session.txt", ["kv", "url", "blob"], ml="verbatim")
def c_mysqlg(c):
    r = c.r
    s = svc(r)
    if c.p.t == "blob":
        recs = [(c.p.fname, c.p.content.rstrip("\n"))]
    else:
        recs = c.kvs(["snake", "SCREAM"])
    recs = recs + [("cache_ttl_seconds", "300")]
    L = ["mysql> SELECT name, value, updated_by FROM app_config WHERE app = '%s'\\G" % s]
    for j, (k, v) in enumerate(recs, 1):
        L += ["*************************** %d. row ***************************" % j, "      name: %s" % k, "     value: %s" % v,
              "updated_by: %s" % r.choice(USERS)]
    L += ["%d rows in set (0.00 sec)" % len(recs), "", "mysql> "]
    return "\n".join(L), "raw"


# 34 ----------------------------------------------------------- Bitwarden export
@car("bitwarden_export_json", "bitwarden_export.json", ["kv", "url", "blob"], ml="json")
def c_bitwarden(c):
    r = c.r
    s = svc(r)
    fid = ruuid(r)
    if c.p.t == "blob":
        notes, fields = c.p.content, []
    else:
        notes, fields = "rotated quarterly, owner: platform", c.kvs(["title", "snake", "SCREAM"])
    fj = ",\n".join('        {"name": "%s", "value": "%s", "type": 1, "linkedId": null}' % (jesc(k), jesc(v)) for k, v in fields)
    L = ["{", '  "encrypted": false,', '  "folders": [{"id": "%s", "name": "Infrastructure"}],' % fid, '  "items": [', "    {",
         '      "id": "%s",' % ruuid(r), '      "organizationId": null,', '      "folderId": "%s",' % fid, '      "type": 1,', '      "reprompt": 0,',
         '      "name": "%s production",' % s, '      "notes": "%s",' % jesc(notes), '      "favorite": false,', '      "fields": [', fj, "      ],",
         '      "login": {', '        "uris": [{"match": null, "uri": "https://%s"}],' % host(r), '        "username": "%s",' % r.choice(USERS),
         '        "password": null,', '        "totp": null', "      },", '      "collectionIds": null,',
         '      "revisionDate": "%s",' % ts(r), '      "creationDate": "%s"' % ts(r), "    }", "  ]", "}"]
    return tail(r, "\n".join(L)), "json"


# 35 ----------------------------------------------------------- KeePass XML export
@car("keepass_xml", "Database.xml", ["kv", "url", "blob"], ml="xml")
def c_keepass(c):
    r = c.r
    s = svc(r)
    strs = [("Title", "%s (prod)" % s), ("UserName", r.choice(USERS)), ("Password", ""), ("URL", "https://%s" % host(r))]
    if c.p.t == "blob":
        strs.append(("Notes", c.p.content))
    else:
        strs.append(("Notes", "owner: platform team"))
        strs += c.kvs(["title", "SCREAM"])
    L = ['<?xml version="1.0" encoding="utf-8" standalone="yes"?>', "<KeePassFile>", "\t<Meta>", "\t\t<Generator>KeePass</Generator>",
         "\t\t<DatabaseName>Ops</DatabaseName>", "\t</Meta>", "\t<Root>", "\t\t<Group>", "\t\t\t<UUID>%s</UUID>" % b64s(rbytes(r, 16)),
         "\t\t\t<Name>Ops</Name>", "\t\t\t<Entry>", "\t\t\t\t<UUID>%s</UUID>" % b64s(rbytes(r, 16)), "\t\t\t\t<IconID>0</IconID>",
         "\t\t\t\t<Times>", "\t\t\t\t\t<LastModificationTime>%s</LastModificationTime>" % ts(r, frac=0), "\t\t\t\t</Times>"]
    for k, v in strs:
        L += ["\t\t\t\t<String>", "\t\t\t\t\t<Key>%s</Key>" % xesc(k), "\t\t\t\t\t<Value>%s</Value>" % xesc(v), "\t\t\t\t</String>"]
    L += ["\t\t\t</Entry>", "\t\t</Group>", "\t</Root>", "</KeePassFile>"]
    return tail(r, "\n".join(L)), "xml"


# 36 ----------------------------------------------------------- chrome://net-export log
@car("chrome_netlog_json", "chrome-net-export-log.json", ["hdr", "url"])
def c_netlog(c):
    r = c.r
    src = r.randint(100, 9000)
    t0 = r.randint(10 ** 9, 3 * 10 ** 9)
    if c.p.t == "hdr":
        u = "https://%s/v1/%s" % (host(r), r.choice(["orders", "events", "sync"]))
        hl = ['":method: POST"', '":authority: %s"' % u.split("/")[2], '":path: /%s"' % u.split("/", 3)[3], '"content-type: application/json"']
        hl += ['"%s: %s"' % (k.lower(), jesc(v)) for k, v in c.headers()]
        hl.append('"user-agent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/12%d.0.0.0 Safari/537.36"' % r.randint(0, 9))
    else:
        u = c.p.url
        hl = ['":method: POST"', '"accept: */*"', '"content-type: application/json"']
    ev = [
        '{"params":{"initiator":"https://app.kestrelworks.dev","load_flags":0,"method":"%s","url":"%s"},"phase":1,"source":{"id":%d,"start_time":"%d","type":1},"time":"%d","type":2}' % (
            "POST", jesc(u if c.p.t == "url" else "https://" + host(r) + "/v1/sync"), src, t0, t0),
        '{"params":{"headers":[%s],"line":"HTTP/2"},"phase":0,"source":{"id":%d,"start_time":"%d","type":1},"time":"%d","type":174}' % (
            ",".join(hl), src, t0, t0 + 3),
        '{"params":{"headers":[":status: 200","content-type: application/json","x-request-id: %s"]},"phase":0,"source":{"id":%d,"start_time":"%d","type":1},"time":"%d","type":190}' % (
            ruuid(r), src, t0, t0 + r.randint(20, 400)),
    ]
    L = ['{"constants":{"clientInfo":{"name":"Google Chrome","version":"12%d.0.%d.%d"},"logEventTypes":{"URL_REQUEST_START_JOB":2,"HTTP_TRANSACTION_HTTP2_SEND_REQUEST_HEADERS":174,"HTTP_TRANSACTION_READ_RESPONSE_HEADERS":190}},' % (
        r.randint(0, 9), r.randint(6000, 6999), r.randint(10, 200)), '"events": [']
    L.append(",\n".join(ev))
    L.append("]}")
    return tail(r, "\n".join(L)), "json"


# 37 ----------------------------------------------------------- Anthropic Messages API request (agent transcript)
@car("anthropic_messages_json", "messages-request.json", ["kv", "url", "hdr", "blob"], ml="json")
def c_anthropic(c):
    r = c.r
    s = svc(r)
    tid = "toolu_01" + rs(r, ALNUM, 22)
    if c.p.t == "blob":
        cmd = "cat %s" % c.p.fname
        out = c.p.content
    elif c.p.t == "hdr":
        cmd = "grep -rn Authorization scripts/ | head -5"
        out = "scripts/smoke.sh:%d:%s" % (r.randint(3, 40), curl_line(c))
    else:
        cmd = r.choice(["printenv | sort | grep -v PATH", "cat .env.production"])
        out = "\n".join("%s=%s" % (ident(k).upper(), v) for k, v in [("APP_ENV", "production")] + c.kvs(["SCREAM"]) + [("PORT", "8080")])
    L = ["{", '  "model": "claude-sonnet-4-5",', '  "max_tokens": 4096,', '  "system": "You are a coding agent working in the %s repository.",' % s,
         '  "tools": [{"name": "bash", "description": "Run a shell command", "input_schema": {"type": "object", "properties": {"command": {"type": "string"}}, "required": ["command"]}}],',
         '  "messages": [', '    {"role": "user", "content": "The %s deploy fails with 401, can you check the config?"},' % s,
         '    {"role": "assistant", "content": [{"type": "text", "text": "Let me look at the configuration."}, {"type": "tool_use", "id": "%s", "name": "bash", "input": {"command": "%s"}}]},' % (tid, jesc(cmd)),
         '    {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "%s", "content": "%s"}]}' % (tid, jesc(out)), "  ]", "}"]
    return tail(r, "\n".join(L)), "json"


# 38 ----------------------------------------------------------- MCP server config (claude_desktop_config.json)
@car("mcp_config_json", "claude_desktop_config.json", ["kv", "url", "hdr"])
def c_mcp(c):
    r = c.r
    s = svc(r)
    L = ["{", '  "mcpServers": {', '    "filesystem": {', '      "command": "npx",',
         '      "args": ["-y", "@modelcontextprotocol/server-filesystem", "/Users/%s/src"]' % r.choice(["mokafor", "jdoe", "priya"]), "    },"]
    if c.p.t == "hdr":
        k, v = c.headers()[-1]
        L += ['    "%s-remote": {' % s, '      "command": "npx",',
              '      "args": ["-y", "mcp-remote@0.1.%d", "https://mcp.%s/sse", "--header", "%s: %s"]' % (r.randint(10, 30), host(r), k, jesc(v)), "    }"]
    else:
        L += ['    "%s": {' % s, '      "command": "uvx",', '      "args": ["%s-mcp==%s"],' % (s, ver(r)), '      "env": {', jobj(c.kvs(["SCREAM"]), 8), "      }", "    }"]
    L += ["  },", '  "globalShortcut": "Ctrl+Space"', "}"]
    return tail(r, "\n".join(L)), "json"


# 39 ----------------------------------------------------------- aider config
@car("aider_conf_yml", ".aider.conf.yml", ["kv", "url"], bad='"\\')
def c_aider(c):
    r = c.r
    L = ["##########################################################", "# Sample .aider.conf.yml", "##########################################################", "",
         "model: %s" % r.choice(["sonnet", "gpt-4o", "deepseek"]), "auto-commits: false", "dark-mode: true", "read:", "  - CONVENTIONS.md", "",
         "## Set environment variables (can be used multiple times)", "set-env:"]
    for k, v in c.kvs(["SCREAM"]):
        L.append('  - "%s=%s"' % (ident(k).upper(), v))
    L += ["", "lint-cmd:", '  - "python: ruff check --fix"', "test-cmd: pytest -q"]
    return tail(r, "\n".join(L)), "raw"


# 40 ----------------------------------------------------------- Teams Adaptive Card message
@car("teams_adaptive_card_json", "card.json", ["kv", "url", "hdr", "blob"], ml="json")
def c_teams(c):
    r = c.r
    s = svc(r)
    txt = prose(c, fence=("", ""), styles=("SCREAM", "snake", "title")).strip("\n")
    L = ["{", '  "type": "message",', '  "attachments": [', "    {", '      "contentType": "application/vnd.microsoft.card.adaptive",',
         '      "contentUrl": null,', '      "content": {', '        "$schema": "http://adaptivecards.io/schemas/adaptive-card.json",',
         '        "type": "AdaptiveCard",', '        "version": "1.4",', '        "body": [',
         '          {"type": "TextBlock", "text": "%s deploy #%d", "weight": "Bolder", "size": "Medium"},' % (s, r.randint(100, 9999)),
         '          {"type": "TextBlock", "text": "%s", "wrap": true, "fontType": "Monospace"},' % jesc(txt),
         '          {"type": "FactSet", "facts": [{"title": "Commit", "value": "%s"}, {"title": "Run", "value": "%s"}]}' % (sha(r, 12), ruuid(r)),
         "        ],", '        "actions": [{"type": "Action.OpenUrl", "title": "Open run", "url": "https://ci.kestrelworks.dev/runs/%d"}]' % r.randint(10000, 99999),
         "      }", "    }", "  ]", "}"]
    return tail(r, "\n".join(L)), "json"


# 41 ----------------------------------------------------------- R Markdown
@car("rmarkdown_rmd", "report.Rmd", ["kv", "url", "hdr"], bad='"\\')
def c_rmd(c):
    r = c.r
    s = svc(r)
    L = ["---", 'title: "%s weekly metrics"' % s.capitalize(), "author: Data Platform", "date: \"`r Sys.Date()`\"", "output: html_document", "---", "",
         "```{r setup, include=FALSE}", "knitr::opts_chunk$set(echo = FALSE, message = FALSE)", "library(httr2)", "library(dplyr)"]
    if c.p.t in ("kv", "url"):
        L.append("Sys.setenv(")
        kvs = c.kvs(["SCREAM"])
        for j, (k, v) in enumerate(kvs):
            L.append('  %s = "%s"%s' % (ident(k).upper(), v, "," if j < len(kvs) - 1 else ""))
        L.append(")")
    L += ["```", "", "## Orders per day", "", "```{r orders}"]
    req = ['resp <- request("https://%s/v1/metrics/daily") |>' % host(r)]
    if c.p.t == "hdr":
        for k, v in c.headers():
            req.append('  req_headers(`%s` = "%s") |>' % (k, v))
    req.append("  req_perform()")
    L += req + ["df <- resp_body_json(resp, simplifyVector = TRUE) |> as_tibble()", "knitr::kable(head(df, 10))", "```",
                "", "Data pulled from commit `%s`." % sha(r, 10)]
    return tail(r, "\n".join(L)), "raw"


# 42 ----------------------------------------------------------- MATLAB script
@car("matlab_script", "fetch_metrics.m", ["kv", "url", "hdr"], bad="'")
def c_matlab(c):
    r = c.r
    s = svc(r)
    L = ["%% fetch_metrics.m - pull the %s metrics into a table" % s, "clear; clc;", "baseUrl = 'https://%s/v1';" % host(r)]
    if c.p.t in ("kv", "url"):
        for k, v in c.kvs(["SCREAM", "camel"]):
            if r.random() < 0.5:
                L.append("setenv('%s', '%s');" % (ident(k), v))
            else:
                L.append("%s = '%s';" % (ident(k), v))
        L.append("opts = weboptions('Timeout', 30);")
    else:
        hs = ", ".join("'%s', '%s'" % (k, v) for k, v in c.headers())
        L.append("opts = weboptions('Timeout', 30, 'HeaderFields', {%s});" % hs)
    L += ["data = webread([baseUrl '/metrics/daily'], opts);", "T = struct2table(data.items);", "writetable(T, 'metrics_%s.csv');" % sha(r, 8)]
    return tail(r, "\n".join(L)), "raw"


# 43 ----------------------------------------------------------- Fortran namelist
@car("fortran_namelist", "run.nml", ["kv", "url"], bad="'/")
def c_nml(c):
    r = c.r
    L = ["&model_params", "  nx = %d," % r.choice([256, 512, 1024]), "  ny = %d," % r.choice([256, 512]), "  dt = %.1e," % (r.random() * 1e-3),
         "  n_steps = %d" % r.randint(1000, 90000), "/", "", "&output_params", "  out_dir = 'results',"]
    for k, v in c.kvs(["snake"]):
        L.append("  %s = '%s'," % (ident(k).lower(), v))
    L += ["  upload_every = %d" % r.choice([10, 50, 100]), "/"]
    return tail(r, "\n".join(L)), "raw"


# 44 ----------------------------------------------------------- OCaml
@car("ocaml_source", "config.ml", ["kv", "url", "hdr", "blob"], ml="verbatim", ok=okb('"\\'), bad_sub=("|}",))
def c_ocaml(c):
    r = c.r
    L = ["(* generated by ./scripts/gen_config.sh — do not edit *)", "", 'let service_url = "https://%s/v1"' % host(r),
         'let build_commit = "%s"' % sha(r), "let timeout_s = %d." % r.choice([5, 10, 30])]
    if c.p.t in ("kv", "url"):
        for k, v in c.kvs(["snake"]):
            L.append('let %s = "%s"' % (ident(k).lower(), v))
    elif c.p.t == "hdr":
        L += ["", "let headers =", "  Cohttp.Header.of_list", "    [ (\"content-type\", \"application/json\")"]
        for k, v in c.headers():
            L.append('    ; ("%s", "%s")' % (k, v))
        L.append("    ]")
    else:
        L += ["", "let %s = {|" % ident(blob_name(c, "snake")), c.p.content.rstrip("\n"), "|}"]
    return tail(r, "\n".join(L)), "raw"


# 45 ----------------------------------------------------------- F# script
@car("fsharp_script", "deploy.fsx", ["kv", "url", "hdr", "blob"], ml="verbatim", ok=okb('"\\'), bad_sub=('"""',))
def c_fsx(c):
    r = c.r
    s = svc(r)
    L = ['#r "nuget: FSharp.Data, 6.%d.0"' % r.randint(1, 4), "", "open System", "open System.Net.Http", ""]
    if c.p.t in ("kv", "url"):
        for k, v in c.kvs(["SCREAM"]):
            L.append('Environment.SetEnvironmentVariable("%s", "%s")' % (ident(k).upper(), v))
    elif c.p.t == "blob":
        L += ['let %s = """' % ident(blob_name(c, "camel")), c.p.content.rstrip("\n") + '"""',
              'IO.File.WriteAllText(IO.Path.Combine(Environment.GetFolderPath Environment.SpecialFolder.UserProfile, "%s"), %s)' % (c.p.fname, ident(blob_name(c, "camel")))]
    L += ["", "let client = new HttpClient(BaseAddress = Uri \"https://%s/\")" % host(r)]
    if c.p.t == "hdr":
        for k, v in c.headers():
            L.append('client.DefaultRequestHeaders.TryAddWithoutValidation("%s", "%s") |> ignore' % (k, v))
    L += ['let resp = client.PostAsync("v1/deploys/%s", null).Result' % s, 'printfn "%A" resp.StatusCode']
    return tail(r, "\n".join(L)), "raw"


# 46 ----------------------------------------------------------- VB.NET module
@car("vbnet_module", "AppSettings.vb", ["kv", "url", "hdr"], bad='"')
def c_vb(c):
    r = c.r
    s = svc(r).capitalize()
    L = ["Imports System.Net.Http", "", "Namespace Kestrel.%s" % s, "    Public Module AppSettings",
         '        Public Const ServiceUrl As String = "https://%s/"' % host(r), '        Public Const BuildId As String = "%s"' % ruuid(r)]
    if c.p.t in ("kv", "url"):
        for k, v in c.kvs(["pascal", "SCREAM"]):
            L.append('        Public Const %s As String = "%s"' % (ident(k), v))
    L += ["", "        Public Function CreateClient() As HttpClient", "            Dim client As New HttpClient With {.BaseAddress = New Uri(ServiceUrl)}"]
    if c.p.t == "hdr":
        for k, v in c.headers():
            L.append('            client.DefaultRequestHeaders.TryAddWithoutValidation("%s", "%s")' % (k, v))
    L += ["            Return client", "        End Function", "    End Module", "End Namespace"]
    return tail(r, "\n".join(L)), "raw"


# 47 ----------------------------------------------------------- Objective-C
@car("objc_source", "KWConfig.m", ["kv", "url", "hdr"], bad='"\\%')
def c_objc(c):
    r = c.r
    L = ['#import "KWConfig.h"', "", 'NSString *const KWServiceBaseURL = @"https://%s/v1";' % host(r),
         'NSString *const KWBuildCommit = @"%s";' % sha(r)]
    if c.p.t in ("kv", "url"):
        for k, v in c.kvs(["pascal"]):
            L.append('NSString *const KW%s = @"%s";' % (ident(k)[:1].upper() + ident(k)[1:], v))
    L += ["", "@implementation KWConfig", "", "+ (NSMutableURLRequest *)requestForPath:(NSString *)path {",
          "    NSURL *url = [NSURL URLWithString:[KWServiceBaseURL stringByAppendingPathComponent:path]];",
          "    NSMutableURLRequest *req = [NSMutableURLRequest requestWithURL:url];", '    [req setValue:@"application/json" forHTTPHeaderField:@"Accept"];']
    if c.p.t == "hdr":
        for k, v in c.headers():
            L.append('    [req setValue:@"%s" forHTTPHeaderField:@"%s"];' % (v, k))
    L += ["    return req;", "}", "", "@end"]
    return tail(r, "\n".join(L)), "raw"


# 48 ----------------------------------------------------------- Raku script
@car("raku_script", "deploy.raku", ["kv", "url", "hdr", "blob"], ml="verbatim", ok=okb("'\\"), bad_sub=("\nEND",))
def c_raku(c):
    r = c.r
    s = svc(r)
    L = ["#!/usr/bin/env raku", "use v6.d;", "use Cro::HTTP::Client;", ""]
    if c.p.t in ("kv", "url"):
        for k, v in c.kvs(["SCREAM"]):
            L.append("%%*ENV<%s> = '%s';" % (ident(k).upper(), v))
    elif c.p.t == "blob":
        L += ["my $%s = q:to/END/;" % ident(blob_name(c, "kebab")).replace("_", "-"), c.p.content.rstrip("\n"), "END",
              "spurt $*HOME.add('%s'), $%s;" % (c.p.fname, ident(blob_name(c, "kebab")).replace("_", "-"))]
    L += ["my $client = Cro::HTTP::Client.new(base-uri => 'https://%s/v1/'," % host(r)]
    hs = [("Accept", "application/json")] + (c.headers() if c.p.t == "hdr" else [])
    L.append("    headers => [%s]);" % ", ".join("'%s' => '%s'" % (k, v) for k, v in hs))
    L += ["my $resp = await $client.post('deploys/%s', body => { commit => '%s' });" % (s, sha(r)), "say $resp.status;"]
    return tail(r, "\n".join(L)), "raw"


# 49 ----------------------------------------------------------- Nim
@car("nim_source", "config.nim", ["kv", "url", "hdr"], bad='"\\')
def c_nim(c):
    r = c.r
    L = ["import std/[httpclient, os]", "", "const", '  serviceUrl* = "https://%s/v1"' % host(r), '  buildCommit* = "%s"' % sha(r)]
    if c.p.t in ("kv", "url"):
        for k, v in c.kvs(["camel"]):
            L.append('  %s* = "%s"' % (ident(k), v))
    L += ["", "proc newServiceClient*(): HttpClient =", "  result = newHttpClient(timeout = 15_000)"]
    hs = [("Content-Type", "application/json")] + (c.headers() if c.p.t == "hdr" else [])
    L.append("  result.headers = newHttpHeaders({%s})" % ", ".join('"%s": "%s"' % (k, v) for k, v in hs))
    return tail(r, "\n".join(L)), "raw"

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





README_TPL = r'''# wirepass corpus 7 — held-out FAKE secrets in new carriers

Every value here is random and was generated by `generate.py`; none is a real credential.
Regenerate with `python3 generate.py` (deletes and rewrites `cases/`, `manifest.jsonl` and this
README); check with `python3 verify.py` (regenerates everything in memory, compares every file, every
manifest line and this README byte for byte, decodes every span and `also_expected` span from the files
on disk and compares it with the generated value; prints the number of mismatches, `0` when all is
well). Python 3 stdlib only. Seed `wirepass-corpus7-v1`; each case draws from
`random.Random("wirepass-corpus7-v1|<kind>|<carrier>")`, so a case does not change when another does.

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
(`helmrelease.yaml`, `task.yaml`, `BUILD.bazel`, `CMakeLists.txt`, `launchSettings.json`,
`unattend.xml`, `main.bicepparam`, `claude_desktop_config.json`, `.aider.conf.yml`, `Database.xml`, ...).
`manifest.jsonl` follows `manifest_format.md`: `file, kind, provider, carrier, positive, start, end,
encoding`, plus `note` (`<type>: <why>`) on every negative and `debatable: true` where a reviewer
might disagree. `start`/`end` are byte offsets of the value as it appears in the file (UTF-8, LF).

* `raw`: verbatim. `json`: inside a JSON string (PEM newlines as `\n`; the GCP key file's
  `private_key` too, wherever the whole key file is pasted in a raw block). `xml`: XML-escaped element
  text (KeePass `<Value>`, unattend `<Path>`). `url`: percent-encoded (URL passwords with reserved
  characters, Azure SAS `sig`).
* No carrier of this corpus base64-encodes its payload, so there is no `base64` span.
* URL-shaped kinds: the whole URL for Slack/Discord/Teams webhooks and Slack workflow/trigger URLs;
  `<id>:<token>` of a Telegram `/bot…/method` path; the `sig` value of Azure SAS URLs (`sv=` before
  `sig` for `azure-sas-token`, after it for `azure-sas-token-sig-first`); the password for `url-password`.
* `gcp-service-account`: the `private_key` string of the key file (encoding `json`); PEM kinds and
  `putty-private-key`: the whole block, armour lines included.
* `also_expected`: `[{kind, start, end, encoding}]` for other rules that legitimately fire: the AWS
  access key id beside `aws-key-pair` secrets, the `SK…` SID beside Twilio key secrets, the `LTAI…` id
  beside Alibaba secrets, `private-key-pkcs8` inside GCP key files, `url-password` where a GitHub
  installation token or a GitLab deploy token is the password of a git URL, and `azure-annotated-key`
  where an `azure-devops-pat` or `azure-apim-subscription-key` positive is in the 84-character annotated
  form (same span as the secret).

Known overlaps **not** marked: the generic rules (`generic-api-key-named`, `generic-secret-named`,
`generic-password-named`, `generic-credential-named`) will often also fire on named provider cases
(`OPENAI_API_KEY=…`, `STRIPE_WEBHOOK_SIGNING_SECRET=…`, `password` lines in `.pgpass`-style blobs);
`twilio-api-key-secret-named` values are also "API secret next to its name" for `twilio-auth-token`;
`vault-legacy-token` values (`s.`) may also be reported as `vault-service-token`; `key-` form values of
`mailgun-api-key-named` would match `mailgun-api-key`; a JWT next to `access token` may also be a
generic key; the other lines of a `.pgpass` or `.netrc` blob hold passwords too (only the marked line
is listed); the `ACOG`/`APIM` forms of `azure-annotated-key` under a Cognitive Services or API
Management name may also be reported as `azure-apim-subscription-key`.

## Carriers

| carrier | cases | what it is |
|---|---|---|
{{CARROWS}}

Carriers vary quoting (bare YAML scalars, single and double quotes, shell `'…'` inside JSON script
strings, CUE `#"""` raw strings, Jsonnet `|||` text blocks, HOCON and F# `"""`, OCaml `{|…|}`, Raku
`q:to/END/`, here-documents), naming (`SCREAMING_SNAKE`, `snake`, `camelCase`, `PascalCase`,
`kebab-case`, `dotted.names`, title-case labels in password-manager custom fields, prose in chat cards
and agent transcripts) and position (first, middle, last line, no trailing newline in about a quarter
of files). Every file carries ordinary non-secret values of similar shape: image digests, commit SHAs,
UUIDs, Mongo ObjectIds, trace ids, Loki nanosecond timestamps, Azure resource ids, subscription GUIDs,
toolu_ ids, pnpm integrity hashes and version strings, so a scanner that over-fires on high-entropy
strings is caught. Prefix-identified kinds are sometimes written with no name at all (agent tool
output, Teams cards, Alertmanager descriptions); kinds whose rule needs a name always carry one.

Realism compromises: carriers that would have to escape a value (a quote or backslash inside a YAML,
CUE, HCL-like, C-family or shell string; `%` in Symfony parameters; a space or `%` in a quadlet
`Environment=`; cmd metacharacters inside unattend `setx`) simply do not take payloads containing those
characters, so no span needs an escape other than the listed encodings. The psql expanded output prints
each setting as one row; multi-line values are never put there (psql would wrap them with `+`).

## Negatives

One per rule id, in a carrier that did not hold that rule's positives, written fresh for this corpus
(not the sixth corpus's list): truncated values with an ellipsis (`ghu_…`, `glpat-…`, `hvs.…`, a PEM
cut after the DER header, a JWT without its signature, an annotated Azure key cut before `JQQJ99`),
checksum failures (a `ghp_` whose CRC32 is of another body, a Bitbucket `ATBB` and a Grafana `glsa_`
with zero CRC tails, an Atlassian token with a wrong CRC), masks (`[MASKED]`, `[FILTERED]`,
`********`, dashboard masks keeping the last four), template references (GitHub Actions step outputs,
Terraform attribute references, `op://` 1Password references, ERB, Jinja, Helm, `$(…)` macros),
placeholders (`YOUR_…`, `<…>`, nil UUIDs, zero- or X-filled values, brace-named segments) and
identifiers or public values next to provider names (project refs, merchant ids, client-side ids,
public keys and certificates, model ids, base URLs).

## Formats and where they come from

Token shapes follow the providers' documented formats, cross-checked against public scanner rule
sets (gitleaks, trufflehog, kingfisher) and public examples. The token and checksum helpers are the
sixth corpus's, reused. Checksums are computed, not faked:

* GitHub `ghp_/gho_/ghu_/ghs_/ghr_` (and `npm_`): 30 base62 + CRC32 of those 30 in base62
  (`0-9A-Za-z`), 6 characters.
* Bitbucket `ATBB` app passwords: `ATBB` + 24 base62 + CRC32(`ATBB…`) as 8 upper-case hex.
  Atlassian `ATATT3xFfGF0…=` API tokens: CRC32 of everything up to and including `=` as 8 upper-case hex.
* Grafana `glsa_`: CRC32 of `glsa_<secret>`, little-endian, hex.
* age: real bech32 (`AGE-SECRET-KEY-1…`). PGP armour: real CRC-24.
* PyPI: a well-formed macaroon v2 (`pypi.org` location, UUID identifier, JSON caveat, 32-byte sig).
  Vault `hvs.`: protobuf-shaped body holding an inner id; `hvb.`: `AAAAAQ` key-term header. JFrog
  reference tokens: base64 of `reftkn:01:<expiry>:<random>`. Sentry org tokens, Grafana Cloud,
  1Password service-account and Mapbox tokens carry base64 JSON of the documented fields.
  PEM/OpenSSH/PuTTY keys have DER / `openssh-key-v1` / PPK structure around random bytes.

Weaker grounds (documented prefix, length from public samples or scanner rules only):
`azure-annotated-key` (84 characters: 52 base62, `JQQJ99`, date characters, a provider signature such
as `AZDO`, `ACOG` or `APIM`; the layout comes from public samples and Microsoft's security-utilities
description, and the trailing checksum is random because its algorithm was not checked here),
`anthropic-oauth-token` (`sk-ant-oat01-`/`sk-ant-ort01-` prefixes; body modelled on the API key's
93+`AA`), `vault-recovery-token` (`hvr.` body modelled on `hvs.`), `supabase-secret-key` (the 8-char
check value's algorithm is not published, so it is random), `netlify-token` (`nfp_`+36),
`resend-api-key`, `typeform-token`, `tavily-api-key`, `heroku-api-key` (`HRKU-AA`+58),
`deno-deploy-token` (`ddp_`/`ddw_`), `generic-credential-named` (no provider format: 40 base62,
43 base64url or base64 of 32 bytes under compound secret names).

## Skipped

* `wirepass-session` — the scanner's own session token; excluded by the brief.

No other rule id was skipped.
'''


CARRIER_DESC = {
    "gh_api_variables_json": "`gh api repos/…/actions/variables` output",
    "argo_workflow_yaml": "Argo Workflows `Workflow`: container `env`, `sh -c` args, raw input artifacts",
    "tekton_task_yaml": "Tekton `Task`: step `script: |` with exports, curl, heredocs",
    "helmfile_yaml": "helmfile.yaml release `set:` name/value pairs",
    "kustomize_json6902": "Kustomize JSON 6902 patch adding container env entries",
    "flux_helmrelease_yaml": "Flux `HelmRelease` inline `values` (env map, extra files)",
    "chef_databag_json": "Chef data bag item (JSON)",
    "cue_config": "CUE deployment config: env struct, header struct, `#\"\"\"` raw strings",
    "jsonnet_config": "Jsonnet: object fields, header maps, `|||` text blocks",
    "bazel_build": "Bazel BUILD: `py_test` `env`, `genrule` curl `cmd`",
    "cmakelists": "CMakeLists.txt `set(NAME \"…\" CACHE STRING \"\")`",
    "conan_profile": "Conan 2 profile `[buildenv]`",
    "package_json_scripts": "package.json `scripts` with inline env or curl",
    "symfony_parameters_yml": "Symfony `parameters.yml`",
    "hocon_conf": "Ktor `application.conf` (HOCON), `\"\"\"` strings",
    "launchsettings_json": ".NET `launchSettings.json` `environmentVariables`",
    "unattend_xml": "Windows `unattend.xml` `RunSynchronousCommand` (`setx`, `curl.exe`)",
    "openrc_confd": "OpenRC `/etc/conf.d/<service>` exports",
    "docker_run_script": "shell script: `docker run -e`, heredoc secret files, `docker exec curl`",
    "podman_quadlet": "Podman quadlet `.container` `Environment=`",
    "k8s_configmap_yaml": "Kubernetes `ConfigMap` `data:` (the mistake of putting secrets there)",
    "bicepparam": "Azure Bicep `.bicepparam`",
    "arm_parameters_json": "ARM template parameters file",
    "openapi_yaml": "OpenAPI 3.1 spec: header parameter and request body `example`s",
    "hoppscotch_json": "Hoppscotch collection export: headers, JSON body",
    "httpie_session_json": "HTTPie session file: stored headers",
    "bugsnag_event_json": "Bugsnag error report payload: request headers, metaData",
    "alertmanager_webhook_json": "Alertmanager webhook payload: annotation description",
    "loki_query_json": "Loki `query_range` response: logfmt lines",
    "es_search_hits_json": "Elasticsearch `_search` response hits",
    "mongoexport_jsonl": "`mongoexport` JSON lines of a settings collection",
    "psql_expanded": "psql session in expanded (`\\x`) display",
    "mysql_vertical": "mysql session with `\\G` vertical output",
    "bitwarden_export_json": "Bitwarden unencrypted JSON export: custom fields, notes",
    "keepass_xml": "KeePass 2 XML export: `<String>` key/value, Notes",
    "chrome_netlog_json": "`chrome://net-export` log: request URL and HTTP/2 header events",
    "anthropic_messages_json": "Anthropic Messages API request of a coding agent: bash `tool_use` and its `tool_result`",
    "mcp_config_json": "`claude_desktop_config.json` MCP servers: `env`, `mcp-remote --header`",
    "aider_conf_yml": "`.aider.conf.yml` `set-env:` list",
    "teams_adaptive_card_json": "Teams incoming-webhook Adaptive Card message",
    "rmarkdown_rmd": "R Markdown report: `Sys.setenv`, httr2 `req_headers`",
    "matlab_script": "MATLAB script: `setenv`, `weboptions` HeaderFields",
    "fortran_namelist": "Fortran namelist (`&group … /`)",
    "ocaml_source": "OCaml module: `let` strings, Cohttp headers, `{|…|}` quoted strings",
    "fsharp_script": "F# script: `SetEnvironmentVariable`, `\"\"\"` strings, HttpClient headers",
    "vbnet_module": "VB.NET module: `Public Const`, DefaultRequestHeaders",
    "objc_source": "Objective-C: `NSString *const`, `setValue:forHTTPHeaderField:`",
    "raku_script": "Raku script: `%*ENV<…>`, `q:to/END/` heredoc, Cro headers",
    "nim_source": "Nim module: `const` strings, `newHttpHeaders`",
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
    rows = "\n".join("| `%s` | %d | %s |" % (c, usage[c], CARRIER_DESC.get(c, "")) for c in sorted(usage))
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
