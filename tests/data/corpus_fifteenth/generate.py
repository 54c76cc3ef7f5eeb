#!/usr/bin/env python3
"""wirepass held-out corpus 15: FAKE secrets in carriers not used by corpora 1-14.

Deterministic: seed `wirepass-corpus15-v1`; every case draws from
random.Random("wirepass-corpus15-v1|<kind>|<carrier>").  The token generators,
checksum helpers, name table and negative builders come from corpus 14's generator;
the carriers (and their secret-reference / masking / ciphertext negatives) are new, and
which negative type a rule id gets is re-drawn.  Running this script deletes and rewrites
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

SEED = "wirepass-corpus15-v1"
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
            out = []
            for n, v in self.p.entries:
                alts = n
                if P0 in v and (self.positive or (self.p.note or '').split(':', 1)[0] in VALUE_NEGS):
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


# ================================================================ corpus 15 carriers
# --- agent tooling --------------------------------------------------------------------------------

@car("codex_config_toml", "config.toml", ["kv", "url", "hdr"], ok=TQ_OK)
def c_codex(c):
    r, p = c.r, c.p
    s = svc(r)
    u = person(r)[0].split()[0].lower()
    L = ['model = "%s"' % r.choice(["gpt-5-codex", "gpt-5", "o4-mini"]), 'model_reasoning_effort = "%s"' % r.choice(["medium", "high"]),
         'approval_policy = "%s"' % r.choice(["on-request", "untrusted", "on-failure"]), 'sandbox_mode = "workspace-write"', "",
         "[sandbox_workspace_write]", "network_access = true", ""]
    pairs = envs(c) if p.t != "hdr" else []
    where = r.choice(["shell", "inline", "table"]) if pairs else None
    L += ["[shell_environment_policy]", 'inherit = "%s"' % r.choice(["core", "all"]), 'exclude = ["AWS_*", "AZURE_*"]']
    if where == "shell":
        L.append("set = { %s }" % ", ".join("%s = %s" % (k, tq(v)) for k, v in pairs))
    L += ["", '[projects."/Users/%s/src/%s"]' % (u, s), 'trust_level = "trusted"', ""]
    if p.t == "hdr":
        L += ["[mcp_servers.%s_api]" % s, 'url = "https://mcp.%s/mcp"' % hostpart(r),
              "http_headers = { %s }" % ", ".join('"%s" = %s' % (k, tq(v)) for k, v in c.headers())]
    else:
        L += ["[mcp_servers.%s]" % s, 'command = "npx"', 'args = ["-y", "@kestrel/%s-mcp@%s"]' % (s, ver(r))]
        if where == "inline":
            L.append("env = { %s }" % ", ".join("%s = %s" % (k, tq(v)) for k, v in pairs))
        elif where == "table":
            L += ["startup_timeout_sec = 20", "", "[mcp_servers.%s.env]" % s] + ["%s = %s" % (k, tq(v)) for k, v in pairs]
    L += ["", "[mcp_servers.playwright]", 'command = "npx"', 'args = ["@playwright/mcp@latest"]']
    if r.random() < 0.5:
        L += ["", "[tui]", "notifications = true"]
    return tail(r, "\n".join(L)), "raw"


@car("goose_config_yaml", "config.yaml", ["kv", "url"], ok=unless_ref(okb("'\n")))
def c_goose(c):
    r, p = c.r, c.p
    s = svc(r)
    prov, model = r.choice([("anthropic", "claude-sonnet-4-20250514"), ("openai", "gpt-4o"), ("openrouter", "anthropic/claude-3.7-sonnet")])
    L = ["GOOSE_PROVIDER: %s" % prov, "GOOSE_MODEL: %s" % model, "GOOSE_MODE: %s" % r.choice(["smart_approve", "auto", "approve"]),
         "GOOSE_CLI_MIN_PRIORITY: 0.2", "extensions:", "  developer:", "    bundled: true", "    display_name: Developer", "    enabled: true",
         "    name: developer", "    timeout: 300", "    type: builtin"]
    keys, vals = [], []
    for k, v in envs(c):
        if P0 in v and is_cref(p):
            keys.append(cs(c, v))
        else:
            vals.append((k, v))
    ext = "%s-tools" % s
    L += ["  %s:" % ext, "    args:", "    - -y", "    - '@kestrel/%s-mcp'" % s, "    bundled: null", "    cmd: npx",
          "    description: %s partner API tools" % s_cap(r), "    enabled: true"]
    L += (["    env_keys:"] + ["    - %s" % k for k in keys]) if keys else ["    env_keys: []"]
    L += (["    envs:"] + ["      %s: %s" % (k, kyaml(v)) for k, v in vals]) if vals else ["    envs: {}"]
    L += ["    name: %s" % ext, "    timeout: 300", "    type: stdio"]
    if r.random() < 0.5:
        L += ["  memory:", "    bundled: true", "    display_name: Memory", "    enabled: false", "    name: memory", "    timeout: 300", "    type: builtin"]
    return tail(r, "\n".join(L)), "raw"


@car("letta_agent_file_af", "support-agent.af", ["kv", "url", "hdr"], ok=HDR_SQ)
def c_letta(c):
    r, p = c.r, c.p
    s = svc(r)
    name = "%s-support" % s
    t0 = "2025-06-%02dT%02d:%02d:%02d.%06dZ" % (r.randint(1, 28), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59), r.randint(0, 999999))
    tev, said = [], None
    if p.t != "hdr" and r.random() < 0.65:
        tev = [{"created_at": t0, "description": None, "key": k, "updated_at": t0, "value": v} for k, v in envs(c)]
    else:
        said = prose15(c)
    blocks = [{"created_at": t0, "description": "The persona block: Stores details about your current persona, guiding how you behave and respond.",
               "is_template": False, "label": "persona", "limit": 5000, "metadata_": {}, "template_name": None, "updated_at": t0,
               "value": "I am the %s support agent. I look up orders and partner sync runs and explain failures." % s},
              {"created_at": t0, "description": "The human block: Stores key details about the person you are conversing with.",
               "is_template": False, "label": "human", "limit": 5000, "metadata_": {}, "template_name": None, "updated_at": t0,
               "value": "Name: %s. Works on the %s team." % (person(r)[0], s)}]

    def msg(role, text):
        return {"created_at": t0, "group_id": None, "model": "gpt-4o-mini", "name": None, "role": role,
                "content": [{"type": "text", "text": text}], "tool_call_id": None, "tool_calls": [], "tool_returns": [], "updated_at": t0}
    tm = "2025-06-11 09:%02d:14 AM UTC+0000" % r.randint(10, 59)
    if said is None:
        utext = jline({"type": "user_message", "message": "Why did the %s sync fail last night?" % s, "time": tm})
    elif NOQ(c.kind, p):
        utext = jline({"type": "user_message", "message": said, "time": tm})
    else:
        utext = said
    msgs = [msg("user", utext)]
    msgs.append(msg("assistant", "Let me check the last sync runs and the partner API status."))
    d = {"agent_type": "memgpt_agent", "core_memory": blocks, "created_at": t0, "description": "Answers questions about %s orders" % s,
         "embedding_config": {"embedding_endpoint_type": "openai", "embedding_endpoint": "https://api.openai.com/v1", "embedding_model": "text-embedding-3-small",
                              "embedding_dim": 1536, "embedding_chunk_size": 300},
         "llm_config": {"model": "gpt-4o-mini", "model_endpoint_type": "openai", "model_endpoint": "https://api.openai.com/v1", "context_window": 32000,
                        "put_inner_thoughts_in_kwargs": True, "temperature": 0.7, "max_tokens": 4096},
         "message_buffer_autoclear": False, "in_context_message_indices": list(range(len(msgs))), "messages": msgs, "metadata_": None,
         "multi_agent_group": None, "name": name, "system": "You are Letta, the latest version of Limnal Corporation's digital companion, developed in 2023.",
         "tags": [s, "support"], "tool_exec_environment_variables": tev,
         "tool_rules": [{"tool_name": "send_message", "type": "exit_loop"}],
         "tools": [{"name": "send_message", "tool_type": "letta_core", "description": "Sends a message to the human user."},
                   {"name": "lookup_sync_runs", "tool_type": "custom", "description": "Looks up the partner sync runs of the last day.",
                    "source_type": "python", "json_schema": {"name": "lookup_sync_runs", "parameters": {"type": "object", "properties": {}, "required": []}}}],
         "updated_at": t0, "version": "0.8.%d" % r.randint(0, 9)}
    return tail(r, jdump(d, 2)), "json"


@car("swe_agent_traj", "partner-sync-fix.traj", ["kv", "url", "hdr", "blob"], ml="json", ok=HDR_SQ)
def c_swe(c):
    r = c.r
    s = svc(r)
    cmd, out = cmd_out15(c)
    model = r.choice(["claude-sonnet-4-20250514", "gpt-4o", "o3"])
    st = {"open_file": "n/a", "working_dir": "/repo"}
    steps = [{"action": "find /repo -maxdepth 2 -name '*.env*' -o -maxdepth 2 -name 'config*'",
              "observation": "/repo/deploy/%s.env\n/repo/config\n/repo/config/default.yml" % s,
              "response": "Let me see how the sync job is configured before touching the code.",
              "thought": "Let me see how the sync job is configured before touching the code.", "execution_time": round(r.uniform(0.05, 0.4), 3),
              "state": st, "extra_info": {}},
             {"action": cmd, "observation": out,
              "response": "I'll print the configuration the job actually runs with.", "thought": "I'll print the configuration the job actually runs with.",
              "execution_time": round(r.uniform(0.05, 0.9), 3), "state": st, "extra_info": {}},
             {"action": "submit", "observation": "", "response": "The credential is configured; the 401 comes from the partner side. Submitting.",
              "thought": "The credential is configured; the 401 comes from the partner side. Submitting.", "execution_time": 0.01, "state": st, "extra_info": {}}]
    problem = "The %s partner sync fails with 401 since Monday. Find the cause." % s
    hist = [{"role": "system", "content": "You are a helpful assistant that can interact with a computer to solve tasks.", "agent": "main", "message_type": "system_prompt"},
            {"role": "user", "content": [{"type": "text", "text": "<uploaded_files>\n/repo\n</uploaded_files>\n%s" % problem}], "agent": "main", "message_type": "observation"}]
    replay = jcompact({"env": {"deployment": {"image": "python:3.11", "type": "docker"}, "repo": {"path": "/repo", "type": "local"}},
                       "agent": {"model": {"name": model, "per_instance_cost_limit": 3.0}}, "problem_statement": {"text": problem, "type": "text", "id": rs(r, HEXL, 6)}})
    d = {"trajectory": steps, "history": hist,
         "info": {"swe_agent_hash": rs(r, HEXL, 40), "swe_agent_version": "1.1.0", "swe_rex_version": "1.2.%d" % r.randint(0, 3), "swe_rex_hash": "unavailable",
                  "submission": None, "exit_status": "submitted",
                  "model_stats": {"instance_cost": round(r.uniform(0.05, 0.6), 4), "tokens_sent": r.randint(8000, 40000), "tokens_received": r.randint(200, 2000),
                                  "api_calls": 3}},
         "replay_config": replay, "environment": "main"}
    return tail(r, jdump(d, 2)), "json"


def lf_field(name, display, value, typ="str", password=False, load_from_db=False, input_type="MessageTextInput", info=""):
    return {"_input_type": input_type, "advanced": False, "display_name": display, "dynamic": False, "info": info,
            "input_types": ["Message"] if typ == "str" else [], "list": False, "load_from_db": load_from_db, "name": name, "password": password,
            "placeholder": "", "required": False, "show": True, "title_case": False, "trace_as_metadata": True, "type": typ, "value": value}


def lf_node(r, typ, display, desc, template, x):
    nid = "%s-%s" % (typ, rs(r, ALNUM, 5))
    template = dict([("_type", "Component")] + list(template.items()))
    return {"id": nid, "type": "genericNode", "position": {"x": x, "y": Raw("%.1f" % r.uniform(100, 400))},
            "data": {"type": typ, "id": nid, "node": {"template": template, "description": desc, "display_name": display,
                                                       "base_classes": ["Data"], "outputs": [{"types": ["Data"], "selected": "Data", "name": "output",
                                                                                              "display_name": "Data", "method": "build_output",
                                                                                              "cache": True}]}},
            "selected": False, "width": 320, "height": r.choice([350, 420, 498])}


@car("langflow_flow_json", "partner-sync.json", ["kv", "url", "hdr"], ok=ok_and(NO_HDR_REF, unless_ref(kv_only(NOQ))))
def c_langflow(c):
    r, p = c.r, c.p
    s = svc(r)
    nodes = [lf_node(r, "ChatInput", "Chat Input", "Get chat inputs from the Playground.",
                     {"input_value": lf_field("input_value", "Text", "", input_type="MultilineInput")}, 0)]
    if p.t == "hdr":
        rows = [{"key": k, "value": v} for k, v in c.headers()]
        t = {"url_input": lf_field("url_input", "URL", rest_url(r)), "method": lf_field("method", "Method", "GET", input_type="DropdownInput"),
             "headers": dict(lf_field("headers", "Headers", rows, typ="table", input_type="TableInput"),
                             info="The headers to send with the request as a dictionary."),
             "timeout": lf_field("timeout", "Timeout", 10, typ="int", input_type="IntInput")}
        nodes.append(lf_node(r, "APIRequest", "API Request", "Make HTTP requests using URLs or cURL commands.", t, 420))
    elif is_cref(p):
        k, v = next(kv_ for kv_ in envs(c) if P0 in kv_[1])
        t = {"api_key": lf_field("api_key", "API Key", mpart(v) if P0 in v else v, password=True, load_from_db=True, input_type="SecretStrInput"),
             "base_url": lf_field("base_url", "Base URL", "https://api.%s" % hostpart(r))}
        nodes.append(lf_node(r, "PartnerLookup", "Partner Lookup", "Looks up an order in the partner API.", t, 420))
    else:
        pairs = envs(c)
        code = "\n".join(["from langflow.custom import Component", "from langflow.io import MessageTextInput, Output", "from langflow.schema import Data",
                          "import httpx", "", 'PARTNER_URL = "https://api.%s"' % hostpart(r)] + ['%s = "%s"' % kv_ for kv_ in pairs] +
                         ["", "", "class PartnerLookup(Component):", '    display_name = "Partner Lookup"',
                          '    description = "Looks up an order in the partner API."', '    icon = "custom_components"', '    name = "PartnerLookup"', "",
                          "    inputs = [", '        MessageTextInput(name="order_id", display_name="Order ID"),', "    ]", "    outputs = [",
                          '        Output(display_name="Data", name="output", method="build_output"),', "    ]", "",
                          "    def build_output(self) -> Data:",
                          '        resp = httpx.get(f"{PARTNER_URL}/orders/{self.order_id}", headers={"X-Api-Key": %s}, timeout=10)' % pairs[-1][0],
                          "        resp.raise_for_status()", "        return Data(data=resp.json())", ""])
        t = {"code": {"advanced": True, "dynamic": True, "fileTypes": [], "file_path": "", "info": "", "list": False, "load_from_db": False,
                      "multiline": True, "name": "code", "password": False, "placeholder": "", "required": True, "show": True, "title_case": False,
                      "type": "code", "value": code},
             "order_id": lf_field("order_id", "Order ID", "")}
        nodes.append(lf_node(r, "CustomComponent", "Partner Lookup", "Looks up an order in the partner API.", t, 420))
    e_src, e_tgt = nodes[0]["id"], nodes[1]["id"]
    d = {"id": uuid4(r),
         "data": {"nodes": nodes,
                  "edges": [{"source": e_src, "target": e_tgt, "id": "reactflow__edge-%s-%s" % (e_src, e_tgt), "animated": False, "className": "",
                             "sourceHandle": "{\u0153dataType\u0153:\u0153ChatInput\u0153,\u0153id\u0153:\u0153%s\u0153,\u0153name\u0153:\u0153message\u0153,\u0153output_types\u0153:[\u0153Message\u0153]}" % e_src,
                             "targetHandle": "{\u0153fieldName\u0153:\u0153order_id\u0153,\u0153id\u0153:\u0153%s\u0153,\u0153inputTypes\u0153:[\u0153Message\u0153],\u0153type\u0153:\u0153str\u0153}" % e_tgt}],
                  "viewport": {"x": Raw("%.2f" % r.uniform(-200, 50)), "y": Raw("%.2f" % r.uniform(-100, 80)), "zoom": Raw("%.3f" % r.uniform(0.6, 1.1))}},
         "description": "Look up %s orders at the partner." % s, "name": "%s partner lookup" % s_cap(r), "last_tested_version": "1.%d.%d" % (r.randint(1, 4), r.randint(0, 3)),
         "endpoint_name": None, "is_component": False}
    return tail(r, jdump(d, 2)), "json"


@car("openai_responses_request_json", "responses-request.json", ["kv", "url", "hdr", "blob"], ml="json",
     ok=lambda k, p: p.t != "hdr" or NOQ(k, p))
def c_responses(c):
    r, p = c.r, c.p
    s = svc(r)
    cmd, out = cmd_out15(c)
    call = "call_" + rs(r, ALNUM, 24)
    args = jcompact({"command": ["bash", "-lc", cmd], "workdir": "/workspace/%s" % s, "timeout_ms": 10000})
    items = [{"type": "message", "role": "user", "content": [{"type": "input_text", "text": "The %s sync worker gets 401 from the partner. Check its configuration." % s}]},
             {"type": "reasoning", "id": "rs_" + rs(r, HEXL, 48), "summary": [], "encrypted_content": "gAAAAA" + b64u(rbytes(r, 180))},
             {"type": "function_call", "id": "fc_" + rs(r, HEXL, 48), "call_id": call, "name": "shell", "arguments": args, "status": "completed"},
             {"type": "function_call_output", "call_id": call, "output": out}]
    d = {"model": r.choice(["gpt-5", "gpt-4.1", "o4-mini"]),
         "instructions": "You are a coding agent working in the user's repository. Use the shell tool to inspect files and run commands.",
         "input": items,
         "tools": [{"type": "function", "name": "shell", "description": "Runs a shell command and returns its output.", "strict": False,
                    "parameters": {"type": "object", "properties": {"command": {"type": "array", "items": {"type": "string"}},
                                                                    "workdir": {"type": "string"}, "timeout_ms": {"type": "number"}},
                                   "required": ["command"], "additionalProperties": False}}],
         "tool_choice": "auto", "parallel_tool_calls": False, "reasoning": {"effort": "medium", "summary": "auto"}, "store": False, "stream": True,
         "include": ["reasoning.encrypted_content"], "prompt_cache_key": uuid4(r)}
    return tail(r, jdump(d, 2)), "json"


@car("llamaindex_docstore_json", "docstore.json", ["kv", "url", "hdr", "blob"], ml="json", ok=HDR_SQ)
def c_llamaindex(c):
    import hashlib
    r, p = c.r, c.p
    s = svc(r)
    if p.t == "blob":
        rel, mime = "ops/backup/%s" % p.fname.lstrip("."), "text/plain"
        text = p.content
    else:
        rel, mime = "docs/runbooks/%s-partner-sync.md" % s, "text/markdown"
        text = "# %s partner sync\n\nThe worker pulls orders every 15 minutes.\n\n## Credentials\n\n%s\n\n## Alerts\n\nPaging goes to #%s-oncall.\n" % (
            s_cap(r), prose15(c), s)
    name = rel.rsplit("/", 1)[1]
    clean = strip_marks(text)
    doc_id, node_id = uuid4(r), uuid4(r)
    meta = {"file_path": "/srv/rag/%s/%s" % (s, rel), "file_name": name, "file_type": mime, "file_size": len(clean.encode()),
            "creation_date": "2025-05-%02d" % r.randint(1, 28), "last_modified_date": "2025-06-%02d" % r.randint(1, 28)}
    excl = ["file_name", "file_type", "file_size", "creation_date", "last_modified_date", "last_accessed_date"]
    node = {"id_": node_id, "embedding": None, "metadata": meta, "excluded_embed_metadata_keys": excl, "excluded_llm_metadata_keys": excl,
            "relationships": {"1": {"node_id": doc_id, "node_type": "4", "metadata": meta, "hash": hashlib.sha256(clean.encode()).hexdigest(),
                                    "class_name": "RelatedNodeInfo"}},
            "text": text, "mimetype": "text/plain", "start_char_idx": 0, "end_char_idx": len(clean), "text_template": "{metadata_str}\n\n{content}",
            "metadata_template": "{key}: {value}", "metadata_seperator": "\n", "class_name": "TextNode"}
    d = {"docstore/metadata": {node_id: {"doc_hash": hashlib.sha256((clean + node_id).encode()).hexdigest(), "ref_doc_id": doc_id}},
         "docstore/data": {node_id: {"__data__": node, "__type__": "1"}},
         "docstore/ref_doc_info": {doc_id: {"node_ids": [node_id], "metadata": meta}}}
    return jline(d), "json"


@car("warp_workflow_yaml", "partner-smoke.yaml", ["kv", "url", "hdr", "blob"], ml="indent", bad_sub=("\nEOF",),
     ok=ok_and(unless_ref(kv_only(DQS_OK)), HDR_SQ))
def c_warp(c):
    r, p = c.r, c.p
    s = svc(r)
    args = []
    if p.t == "hdr":
        hs = c.headers()
        if r.random() < 0.5 or is_cref(p):
            k, v = hs[-1]
            pre, sp, post = split_hval(v)
            if is_cref(p):
                cmd = [curl_line_hdrs(hs[:-1] + [(k, pre + sp + post)], rest_url(r))]
                args.append((strip_marks(sp)[2:-2], "The partner API token", None))
            else:
                cmd = [curl_line_hdrs(hs[:-1] + [(k, pre + "{{token}}" + post)], rest_url(r))]
                args.append(("token", "The partner API token", sp))
        else:
            cmd = [curl_line(c)]
        cmd.append("  | jq .")
        cmd = [cmd[0] + " \\", cmd[1]]
    elif p.t == "blob":
        path = "~/%s" % p.fname if p.fname.startswith(".") else p.fname
        cmd = ["cat > %s <<'EOF'" % path] + p.content.rstrip("\n").split("\n") + ["EOF", "chmod 600 %s" % path]
    else:
        pairs = envs(c)
        if r.random() < 0.5 or is_cref(p):
            cmd = ["%s npm run sync:partner -- --dry-run" % " ".join("%s={{%s}}" % (k, k.lower()) if not (P0 in v and is_cref(p)) else "%s=%s" % (k, cs(c, v))
                                                                  for k, v in pairs)]
            for k, v in pairs:
                if P0 in v and is_cref(p):
                    args.append((strip_marks(cs(c, v))[2:-2], "Typed in when the workflow runs", None))
                else:
                    args.append((k.lower(), k.replace("_", " ").capitalize(), v))
        else:
            cmd = ["export %s=%s" % (k, shw(v)) for k, v in pairs] + ["npm run sync:partner -- --dry-run"]
    L = ["---", "name: %s" % r.choice(["Smoke test the partner API", "Re-run the %s partner sync" % s, "Set up %s credentials" % s]),
         "command: |-", indent("\n".join(cmd), 2), "tags:", "  - %s" % s, "  - partner",
         "description: %s" % r.choice(["Runs against production, use with care.", "From the %s runbook." % s]), "arguments:" if args else "arguments: []"]
    for n, dsc, dv in args:
        L += ["  - name: %s" % n, "    description: %s" % dsc, "    default_value: %s" % ("~" if dv is None else yv2(dv))]
    L += ['source_url: ""', 'author: "%s"' % person(r)[0], 'author_url: ""', "shells: []"]
    return tail(r, "\n".join(L)), "raw"


def curl_line_hdrs(hs, url_):
    return "curl -fsS %s %s" % (" ".join("-H '%s: %s'" % kv_ for kv_ in hs), url_)


OBS_LLM = {"openai-api-key": "openAIApiKey", "openai-project-key": "openAIApiKey", "openai-service-account-key": "openAIApiKey",
           "anthropic-api-key": "anthropicApiKey", "groq-api-key": "groqApiKey", "openrouter-api-key": "openRouterAiApiKey",
           "cohere-api-key": "cohereApiKey", "mistral-api-key": "mistralApiKey", "deepseek-api-key": "deepseekApiKey", "xai-api-key": "xaiApiKey",
           "google-api-key": "googleApiKey", "huggingface-token": "huggingfaceApiKey"}


@car("obsidian_plugin_data_json", "data.json", ["kv", "url"])
def c_obsidian(c):
    r, p = c.r, c.p
    pairs = [(camel(k.lower().replace("_", " ")) if _re.match(r"^[A-Z0-9_]+$", k) else k, v) for k, v in c.kvs(["camel"])]
    if c.kind in OBS_LLM and len(pairs) == 1 and (c.positive or nt(p) in VALUE_NEGS) and r.random() < 0.7:
        pairs = [(OBS_LLM[c.kind], pairs[0][1])]
        d = {"userId": uuid4(r), "isPlusUser": False, "plusLicenseKey": "", "openAIApiKey": "", "openAIOrgId": "", "anthropicApiKey": "",
             "groqApiKey": "", "mistralApiKey": "", "cohereApiKey": "", "openRouterAiApiKey": "", "defaultChainType": "llm_chain",
             "defaultModelKey": "gpt-4o|openai", "embeddingModelKey": "text-embedding-3-small|openai", "temperature": 0.1, "maxTokens": 1000,
             "contextTurns": 15, "userSystemPrompt": "", "defaultSaveFolder": "copilot-conversations", "autosaveChat": True, "debug": False,
             "enableEncryption": False}
        d.update(pairs)
    else:
        d = {"baseUrl": "https://api.%s" % hostpart(r), "syncIntervalMinutes": r.choice([15, 30, 60]), "targetFolder": "Inbox/%s" % s_cap(r)}
        d.update(pairs)
        d.update({"lastSync": now_iso(r), "showRibbonIcon": True, "debug": False})
    return tail(r, jdump(d, 2)), "json"


@car("espanso_match_yml", "base.yml", ["kv", "url", "hdr", "blob"], ml="indent", ok=ok_and(kv_only(DQ_OK), HDR_SQ))
def c_espanso(c):
    r, p = c.r, c.p
    s = svc(r)
    L = ["# yaml-language-server: $schema=https://raw.githubusercontent.com/espanso/espanso/dev/schemas/match.schema.json", "", "matches:",
         '  - trigger: ":sig"', '    replace: "Best,\\n%s"' % person(r)[0].split()[0], "",
         '  - trigger: ":date"', '    replace: "{{today}}"', "    vars:", "      - name: today", "        type: date", "        params:",
         '          format: "%Y-%m-%d"', ""]
    if p.t == "blob":
        L += ['  - trigger: ":%s"' % ident(blob_name(c, "snake")).replace("_", "")[:10], '    label: "%s"' % p.fname, "    replace: |",
              indent(p.content.rstrip("\n"), 6)]
    elif p.t == "hdr":
        L += ['  - trigger: ":%scurl"' % s[:4], '    replace: "%s"' % curl_line(c)]
    else:
        for k, v in envs(c):
            trig = ":" + "".join(w[:3] for w in k.lower().split("_"))[:12]
            if r.random() < 0.5:
                L += ['  - trigger: "%s"' % trig, '    label: "%s"' % k, '    replace: "%s"' % v]
            else:
                L += ['  - trigger: "%s"' % trig, '    replace: "export %s=%s"' % (k, v)]
            L.append("")
    return tail(r, "\n".join(L).rstrip("\n")), "raw"


@car("kitty_conf", "kitty.conf", ["kv", "url"], ok=okb("\n"))
def c_kitty(c):
    r = c.r
    L = ["# vim:fileencoding=utf-8:foldmethod=marker", "", "font_family      %s" % r.choice(["JetBrains Mono", "Fira Code", "Iosevka Term"]),
         "bold_font        auto", "italic_font      auto", "bold_italic_font auto", "font_size %s" % r.choice(["12.0", "13.0", "14.5"]), "",
         "cursor_shape beam", "scrollback_lines 10000", "enable_audio_bell no", "remember_window_size  yes", "", "tab_bar_style powerline",
         "tab_powerline_style slanted", "background_opacity 0.96", "macos_option_as_alt yes", "shell_integration enabled", "",
         "# env for every shell kitty starts"]
    L += ["env %s=%s" % kv_ for kv_ in envs(c)]
    L += ["", "map cmd+enter new_window_with_cwd", "map ctrl+shift+t new_tab_with_cwd", "", "include current-theme.conf"]
    return tail(r, "\n".join(L)), "raw"


def luaq(v):
    return "'%s'" % v if "'" not in strip_marks(v) else '"%s"' % v


@car("wezterm_lua", ".wezterm.lua", ["kv", "url"], ok=lambda k, p: okb("\\\n")(k, p) and not any("'" in strip_marks(t) and '"' in strip_marks(t) for t in p.texts()))
def c_wezterm(c):
    r = c.r
    L = ["local wezterm = require 'wezterm'", "local config = wezterm.config_builder()", "",
         "config.color_scheme = '%s'" % r.choice(["Tokyo Night", "Catppuccin Mocha", "Gruvbox Dark (Gogh)"]),
         "config.font = wezterm.font '%s'" % r.choice(["JetBrains Mono", "Berkeley Mono", "Fira Code"]), "config.font_size = %s" % r.choice(["13.0", "14.0"]),
         "config.hide_tab_bar_if_only_one_tab = true", "config.window_decorations = 'RESIZE'", "", "config.set_environment_variables = {"]
    L += ["  %s = %s," % (k, luaq(v)) for k, v in envs(c)]
    L += ["}", "", "config.keys = {", "  { key = 'd', mods = 'CMD', action = wezterm.action.SplitHorizontal { domain = 'CurrentPaneDomain' } },", "}", "",
          "return config"]
    return tail(r, "\n".join(L)), "raw"


@car("vimrc", ".vimrc", ["kv", "url"], ok=unless_ref(okb("'\n")))
def c_vimrc(c):
    r, p = c.r, c.p
    L = ['" ~/.vimrc', "set nocompatible", "filetype plugin indent on", "syntax on", "", "set number relativenumber", "set expandtab shiftwidth=%d tabstop=%d" % ((r.choice([2, 4]),) * 2),
         "set ignorecase smartcase incsearch hlsearch", "set undofile undodir=~/.vim/undo", "", 'let mapleader = " "', "nnoremap <leader>w :w<CR>", "",
         "call plug#begin()", "Plug 'tpope/vim-fugitive'", "Plug 'junegunn/fzf.vim'", "Plug 'madox2/vim-ai'", "call plug#end()", "",
         '" keys for the AI / API plugins']
    as_env = r.random() < 0.6
    for k, v in c.kvs(["SCREAM", "snake"]):
        val = cs(c, v) if (P0 in v and is_cref(p)) else "'%s'" % v
        if as_env:
            L.append("let $%s = %s" % (envk(k), val))
        else:
            L.append("let g:%s = %s" % (ident(k).lower(), val))
    L += ["", "nnoremap <leader>a :AIChat<CR>", "colorscheme %s" % r.choice(["habamax", "slate", "desert"])]
    return tail(r, "\n".join(L)), "raw"


# --- CI, deploy and workflow specs -------------------------------------------------------------------

@car("buildbot_master_cfg", "master.cfg", ["kv", "url", "hdr", "blob"], ml="verbatim", bad_sub=('"""',),
     ok=ok_and(NO_HDR_REF, unless_ref(kv_only(DQ_OK)), HDR_SQ, lambda k, p: p.t != "hdr" or NOQ(k, p)))
def c_buildbot(c):
    r, p = c.r, c.p
    s = svc(r)
    repo = "https://github.com/kestrel-works/%s.git" % s
    L = ["# -*- python -*-", "# ex: set filetype=python:", "", "from buildbot.plugins import *", "", "# This is the dictionary that the buildmaster pays attention to.",
         "c = BuildmasterConfig = {}", "", "####### WORKERS", "", 'c[\'workers\'] = [worker.Worker("linux-01", "pass")]', "c['protocols'] = {'pb': {'port': 9989}}",
         "", "####### CHANGESOURCES", "", "c['change_source'] = []", "c['change_source'].append(changes.GitPoller(",
         "        '%s'," % repo, "        workdir='gitpoller-workdir', branch='main',", "        pollInterval=300))", "", "####### SCHEDULERS", "",
         "c['schedulers'] = []", "c['schedulers'].append(schedulers.SingleBranchScheduler(", '                            name="main",',
         "                            change_filter=util.ChangeFilter(branch='main'),", "                            treeStableTimer=None,",
         '                            builderNames=["deploy"]))', "", "####### BUILDERS", "", "factory = util.BuildFactory()",
         "factory.addStep(steps.Git(repourl='%s', mode='incremental'))" % repo]
    if p.t == "blob":
        q = 'r"""' if "\\" in strip_marks(p.content) else '"""'
        L += ["factory.addStep(steps.StringDownload(%s%s\"\"\"," % (q, p.content.rstrip("\n") + "\n"),
              '                                     workerdest="%s", mode=0o600))' % p.fname]
        L.append('factory.addStep(steps.ShellCommand(command=["npm", "run", "deploy"]))')
    elif p.t == "hdr":
        cmd = ["curl", "-fsS"]
        for k, v in c.headers():
            cmd += ["-H", "%s: %s" % (k, v)]
        cmd.append(rest_url(r))
        L += ['factory.addStep(steps.ShellCommand(name="notify partner",', "                                   command=[%s]))" % ", ".join('"%s"' % x for x in cmd)]
    else:
        ents = []
        for k, v in envs(c):
            ents.append('"%s": %s' % (k, cs(c, v) if (P0 in v and is_cref(p)) else '"%s"' % v))
        L += ['factory.addStep(steps.ShellCommand(command=["npm", "run", "deploy"],', "                                   env={%s}))" % (",\n                                        ".join(ents))]
    L += ["", "c['builders'] = []", "c['builders'].append(", '    util.BuilderConfig(name="deploy",', '      workernames=["linux-01"],', "      factory=factory))", "",
          "####### BUILDBOT SERVICES", "", "c['services'] = []", "", "####### PROJECT IDENTITY", "", "c['title'] = \"%s CI\"" % s_cap(r),
          "c['titleURL'] = \"%s\"" % repo[:-4], "c['buildbotURL'] = \"http://localhost:8010/\"",
          "c['www'] = dict(port=8010, plugins=dict(waterfall_view={}, console_view={}, grid_view={}))", "", "####### DB URL", "",
          "c['db'] = {", "    'db_url' : \"sqlite:///state.sqlite\",", "}"]
    return tail(r, "\n".join(L)), "raw"


@car("devspace_yaml", "devspace.yaml", ["kv", "url", "hdr", "blob"], ml="indent", bad_sub=("\nEOF",),
     ok=ok_and(unless_ref(kv_only(DQ_OK)), HDR_SQ))
def c_devspace(c):
    r, p = c.r, c.p
    s = svc(r)
    img = "registry.%s/%s" % (hostpart(r), s)
    pairs = envs(c) if p.t in ("kv", "url") else []
    in_vars = r.random() < 0.55 or is_cref(p)
    L = ["version: v2beta1", "name: %s" % s, "", "vars:", "  IMAGE: %s" % img]
    env_list = []
    for k, v in pairs:
        if P0 in v and is_cref(p):
            L += ["  %s:" % strip_marks(cs(c, v))[2:-1], "    source: env"]
            env_list.append((k, cs(c, v)))
        elif in_vars:
            L.append("  %s: %s" % (k, yv2(v)))
            env_list.append((k, "${%s}" % k))
        else:
            env_list.append((k, yv2(v)))
    L += ["", "pipelines:", "  dev:", "    run: |-", "      run_dependencies --all", "      ensure_pull_secrets --all", "      create_deployments --all",
          "      start_dev app", "  deploy:", "    run: |-", "      run_dependencies --all", "      ensure_pull_secrets --all",
          "      build_images --all -t $(git describe --always)", "      create_deployments --all"]
    if p.t == "hdr":
        L += ["  smoke:", "    run: |-", "      " + curl_line(c)]
    elif p.t == "blob":
        L += ["  bootstrap:", "    run: |-", indent("\n".join(sh_lines(c)), 6), "      run_pipelines deploy"]
    L += ["", "images:", "  app:", "    image: ${IMAGE}", "    dockerfile: ./Dockerfile", "", "deployments:", "  app:", "    helm:", "      chart:",
          "        name: component-chart", "        repo: https://charts.devspace.sh", "      values:", "        containers:", "          - image: ${IMAGE}"]
    if env_list:
        L += ["            env:"]
        for k, v in env_list:
            L += ["              - name: %s" % k, "                value: %s" % v]
    L += ["        service:", "          ports:", "            - port: 8080", "", "dev:", "  app:", "    imageSelector: ${IMAGE}",
          "    devImage: ghcr.io/loft-sh/devspace-containers/javascript:18-alpine", "    sync:", "      - path: ./", "    terminal:",
          "      command: ./devspace_start.sh", "    ports:", '      - port: "9229"', '      - port: "3000"']
    return tail(r, "\n".join(L)), "raw"


@car("rundeck_job_yaml", "partner-resync.yaml", ["kv", "url", "hdr", "blob"], ml="indent", bad_sub=("\nEOF",),
     ok=ok_and(NO_HDR_REF, unless_ref(kv_only(DQS_OK)), HDR_SQ))
def c_rundeck(c):
    r, p = c.r, c.p
    s = svc(r)
    jid = uuid4(r)
    opts, cmds = [], []
    if p.t == "hdr":
        cmds.append(["    - exec: %s" % yv2(curl_line(c))])
    elif p.t == "blob":
        cmds.append(["    - script: |-", indent("\n".join(["#!/bin/bash", "set -euo pipefail"] + sh_lines(c)), 8)])
    else:
        as_opt = r.random() < 0.5 or is_cref(p)
        exports = []
        for k, v in envs(c):
            on = k.lower()
            if P0 in v and is_cref(p):
                opts.append(["  - name: %s" % on, "    required: true", "    secure: true", "    storagePath: %s" % cs(c, v), "    valueExposed: true"])
                exports.append("export %s=\"@option.%s@\"" % (k, on))
            elif as_opt:
                opts.append(["  - name: %s" % on, "    required: true", "    value: %s" % kyaml(v)])
                exports.append("export %s=\"@option.%s@\"" % (k, on))
            else:
                exports.append("export %s=%s" % (k, shw(v)))
        cmds.append(["    - script: |-", indent("\n".join(["#!/bin/bash", "set -euo pipefail"] + exports + ["/opt/%s/bin/resync --since 24h" % s]), 8)])
    L = ["- defaultTab: nodes", "  description: Re-sync failed %s orders with the partner" % s, "  executionEnabled: true", "  group: %s/ops" % s, "  id: %s" % jid,
         "  loglevel: INFO", "  name: partner-resync", "  nodeFilterEditable: false", "  nodefilters:", "    dispatch:", "      excludePrecedence: true",
         "      keepgoing: false", "      rankOrder: ascending", "      successOnEmptyNodeFilter: false", "      threadcount: '1'",
         "    filter: 'tags: %s-worker'" % s, "  nodesSelectedByDefault: true"]
    if opts:
        L.append("  options:")
        for o in opts:
            L += o
    L += ["  plugins:", "    ExecutionLifecycle: {}", "  schedule:", "    month: '*'", "    time:", "      hour: '0%d'" % r.randint(1, 5), "      minute: '15'",
          "      seconds: '0'", "    weekday:", "      day: '*'", "    year: '*'", "  scheduleEnabled: true", "  sequence:", "    commands:"]
    for cm in cmds:
        L += cm
    L += ["    keepgoing: false", "    strategy: node-first", "  uuid: %s" % jid]
    return tail(r, "\n".join(L)), "raw"


def gr_item(k, v):
    sv = strip_marks(v)
    if all(ch in ALNUM + "-_./:@=+" for ch in sv) and not sv.startswith("{"):
        return "%s=%s" % (k, v)
    return '"%s=%s"' % (k, v)


@car("goreleaser_yaml", ".goreleaser.yaml", ["kv", "url", "hdr"], ok=ok_and(unless_ref(DQ_OK)))
def c_goreleaser(c):
    r, p = c.r, c.p
    s = svc(r)
    L = ["# yaml-language-server: $schema=https://goreleaser.com/static/schema.json", "version: 2", "", "project_name: %s-cli" % s]
    pairs = envs(c) if p.t != "hdr" else []
    ld = pairs and not is_cref(p) and r.random() < 0.35 and all(not (set(strip_marks(v)) & set(" '\"{}$")) for _, v in pairs)
    if pairs and not ld:
        L += ["", "env:", "  - CGO_ENABLED=0"]
        for k, v in pairs:
            if P0 in v and is_cref(p):
                L.append('  - "%s=%s"' % (k, cs(c, v)))
            else:
                L.append("  - " + gr_item(k, v))
    L += ["", "before:", "  hooks:", "    - go mod tidy", "    - go generate ./...", "", "builds:", "  - main: ./cmd/%s" % s, "    goos:", "      - linux",
          "      - darwin", "      - windows", "    goarch:", "      - amd64", "      - arm64", "    ldflags:"]
    if ld:
        L.append("      - -s -w -X main.version={{.Version}} -X main.commit={{.Commit}} %s" % " ".join(
            "-X main.%s=%s" % (camel(k.lower().replace("_", " ")), v) for k, v in pairs))
    else:
        L.append("      - -s -w -X main.version={{.Version}} -X main.commit={{.Commit}} -X main.date={{.Date}}")
    L += ["", "archives:", "  - formats: [tar.gz]", "    name_template: >-", "      {{ .ProjectName }}_{{ .Version }}_{{ .Os }}_{{ .Arch }}", "    format_overrides:",
          "      - goos: windows", "        formats: [zip]", "", "checksum:", '  name_template: "checksums.txt"', "", "changelog:", "  sort: asc", "  filters:",
          "    exclude:", '      - "^docs:"', '      - "^test:"']
    if p.t == "hdr":
        L += ["", "announce:", "  webhook:", "    enabled: true", '    endpoint_url: "https://hooks.%s/releases"' % hostpart(r), "    headers:"]
        L += ['      %s: "%s"' % kv_ for kv_ in c.headers()]
        L += ['    content_type: "application/json"', "    message_template: '{ \"project\": \"{{ .ProjectName }}\", \"tag\": \"{{ .Tag }}\" }'"]
    L += ["", "release:", "  github:", "    owner: kestrel-works", "    name: %s-cli" % s]
    return tail(r, "\n".join(L)), "raw"


DAPR_LLM = {"openai-api-key": "conversation.openai", "openai-project-key": "conversation.openai", "anthropic-api-key": "conversation.anthropic",
            "mistral-api-key": "conversation.mistral", "huggingface-token": "conversation.huggingface", "deepseek-api-key": "conversation.deepseek"}


@car("dapr_component_yaml", "partner-api.yaml", ["kv", "url", "hdr"], ok=unless_ref(okb('"\\\n')))
def c_dapr(c):
    r, p = c.r, c.p
    s = svc(r)
    ref = is_cref(p)
    if p.t == "hdr":
        typ, meta = "bindings.graphql", [("endpoint", "https://api.%s/graphql" % hostpart(r))] + [("header:%s" % k, v) for k, v in c.headers()]
        name = "partner-graphql"
    else:
        pairs = c.kvs(["camel"])
        if c.kind in DAPR_LLM and len(pairs) == 1 and not ref and r.random() < 0.6:
            typ, meta, name = DAPR_LLM[c.kind], [("key", pairs[0][1]), ("model", "default"), ("cacheTTL", "10m")], "llm"
        else:
            if p.t == "url":
                typ, name = r.choice([("pubsub.rabbitmq", "orders-pubsub"), ("state.redis", "statestore"), ("bindings.http", "partner-api")])
            else:
                typ, name = r.choice([("bindings.http", "partner-api"), ("bindings.http", "%s-partner" % s), ("bindings.graphql", "partner-graphql")])
            base = {"bindings.http": [("url", rest_url(r))], "pubsub.rabbitmq": [("durable", "true"), ("deletedWhenUnused", "false")],
                    "state.redis": [("redisHost", "redis-master.%s.svc.cluster.local:6379" % s), ("enableTLS", "false")],
                    "bindings.graphql": [("endpoint", "https://api.%s/graphql" % hostpart(r))]}[typ]
            meta = base + [(vname(k), v) for k, v in pairs]
    L = ["apiVersion: dapr.io/v1alpha1", "kind: Component", "metadata:", "  name: %s" % name, "  namespace: %s" % s, "spec:", "  type: %s" % typ,
         "  version: v1", "  metadata:"]
    for k, v in meta:
        if P0 in v and ref:
            L += ["  - name: %s" % k, "    secretKeyRef:", "      name: %s-secrets" % s, "      key: %s" % cs(c, v)]
        else:
            sv = strip_marks(v)
            L += ["  - name: %s" % k, "    value: %s" % ('"%s"' % v if (sv in ("true", "false") or sv.isdigit()) else yv2(v))]
    if ref:
        L += ["auth:", "  secretStore: kubernetes"]
    L += ["scopes:", "- %s-worker" % s]
    if r.random() < 0.4:
        L.insert(0, "# %s partner integration, applied by the platform chart" % s)
    return tail(r, "\n".join(L)), "raw"


@car("gcloud_scheduler_job_yaml", "job.yaml", ["kv", "url", "hdr"], ok=lambda k, p: okb("'\n")(k, p) and (p.t == "hdr" or B64_OK(k, p)))
def c_scheduler(c):
    r, p = c.r, c.p
    s = svc(r)
    proj = r.choice(["kw-prod", "larkspur-platform", "quillon-ops-2"])
    loc = r.choice(["europe-west1", "us-central1", "europe-west3"])
    hdrs = {"User-Agent": "Google-Cloud-Scheduler"}
    body = None
    if p.t == "hdr":
        hdrs.update(dict(c.headers()))
        hdrs["Content-Type"] = "application/json"
        body = b64s(b'{"task":"nightly-sync"}')
    else:
        payload = jcompact(dict([("task", "nightly-sync")] + c.kvs(["camel", "snake"])))
        hdrs["Content-Type"] = "application/json"
        body = b64_embed(payload)
    L = ["attemptDeadline: 180s", "httpTarget:", "  body: %s" % body, "  headers:"]
    L += ["    %s: %s" % (k, kyaml(v)) for k, v in sorted(hdrs.items())]
    L += ["  httpMethod: POST", "  uri: %s/%s/sync" % (rest_url(r), s), "lastAttemptTime: '2025-06-%02dT03:00:0%d.%06dZ'" % (r.randint(1, 28), r.randint(1, 9), r.randint(0, 999999)),
          "name: projects/%s/locations/%s/jobs/%s-nightly-sync" % (proj, loc, s), "retryConfig:", "  maxBackoffDuration: 3600s", "  maxDoublings: 5",
          "  maxRetryDuration: 0s", "  minBackoffDuration: 5s", "schedule: %d 3 * * *" % r.choice([0, 15, 30]),
          "scheduleTime: '2025-06-%02dT03:00:00.%06dZ'" % (r.randint(1, 28), r.randint(0, 999999)), "state: ENABLED", "status: {}", "timeZone: Europe/Berlin",
          "userUpdateTime: '2025-05-%02dT%02d:%02d:%02dZ'" % (r.randint(1, 28), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59))]
    return tail(r, "\n".join(L)), ("raw" if p.t == "hdr" else "base64")


# --- server and data-platform configs -------------------------------------------------------------------

@car("uwsgi_ini", "uwsgi.ini", ["kv", "url"], ok=unless_ref(ok_and(okb("\n%"), no_sub("$("))))
def c_uwsgi(c):
    r = c.r
    s = svc(r)
    L = ["[uwsgi]", "module = %s.wsgi:application" % s, "chdir = /srv/%s" % s, "home = /srv/%s/.venv" % s, "master = true",
         "processes = %d" % r.choice([2, 4, 8]), "threads = 2", "socket = /run/uwsgi/%s.sock" % s, "chmod-socket = 660", "vacuum = true",
         "die-on-term = true", "harakiri = 60", "max-requests = 5000", "env = DJANGO_SETTINGS_MODULE=%s.settings.production" % s]
    L += ["env = %s=%s" % (k, cs(c, v)) for k, v in envs(c)]
    L += ["logto = /var/log/uwsgi/%s.log" % s]
    return tail(r, "\n".join(L)), "raw"


@car("gunicorn_conf_py", "gunicorn.conf.py", ["kv", "url"], ok=DQ_OK)
def c_gunicorn(c):
    r = c.r
    s = svc(r)
    L = ["import multiprocessing", "", 'bind = "0.0.0.0:%d"' % r.choice([8000, 8080, 5000]), "workers = multiprocessing.cpu_count() * 2 + 1",
         'worker_class = "%s"' % r.choice(["uvicorn.workers.UvicornWorker", "gthread", "sync"]), "timeout = %d" % r.choice([30, 60, 120]), "keepalive = 5",
         'accesslog = "-"', 'errorlog = "-"', 'loglevel = "info"', 'proc_name = "%s"' % s, "", "raw_env = ["]
    L += ['    "%s=%s",' % kv_ for kv_ in envs(c)]
    L += ["]", "", "", "def post_fork(server, worker):", '    server.log.info("worker spawned (pid: %s)", worker.pid)']
    return tail(r, "\n".join(L)), "raw"


@car("lighttpd_conf", "lighttpd.conf", ["kv", "url", "hdr"], ok=unless_ref(DQ_OK))
def c_lighttpd(c):
    r, p = c.r, c.p
    s = svc(r)

    def lv(v):
        if P0 in v and is_cref(p):
            pre, sp, post = split_hval(v)
            return " + ".join(([('"%s"' % pre)] if pre else []) + [sp] + ([('"%s"' % post)] if post else []))
        return '"%s"' % v
    L = ["server.modules = (", '\t"mod_access",', '\t"mod_alias",', '\t"mod_redirect",', '\t"mod_setenv",', '\t"mod_fastcgi",', '\t"mod_proxy",', ")", "",
         'server.document-root        = "/var/www/%s/public"' % s, 'server.upload-dirs          = ( "/var/cache/lighttpd/uploads" )',
         'server.errorlog             = "/var/log/lighttpd/error.log"', 'server.pid-file             = "/run/lighttpd.pid"',
         'server.username             = "www-data"', 'server.groupname            = "www-data"', "server.port                 = 80", "",
         'index-file.names            = ( "index.php", "index.html" )', 'static-file.exclude-extensions = ( ".php", ".pl", ".fcgi" )', ""]
    if p.t == "hdr":
        L += ['$HTTP["url"] =~ "^/partner/" {', '\tproxy.server = ( "" => ( ( "host" => "127.0.0.1", "port" => %d ) ) )' % r.choice([8081, 9000]),
              "\tsetenv.set-request-header = ( %s )" % ", ".join('"%s" => %s' % (k, lv(v)) for k, v in c.headers()), "}"]
    else:
        L += ["setenv.add-environment = (", ",\n".join('\t"%s" => %s' % (k, lv(v)) for k, v in envs(c)), ")", "",
              'fastcgi.server = ( ".php" => ((', '\t"socket" => "/run/php/php8.2-fpm.sock",', '\t"broken-scriptfilename" => "enable"', ")))"]
    return tail(r, "\n".join(L)), "raw"


def fdq(v):
    """a fluentd parameter value: bare when safe, else single-quoted (no interpolation)"""
    sv = strip_marks(v)
    if sv and all(ch in ALNUM + "-_./:@=+," for ch in sv):
        return v
    return "'%s'" % v


FLUENT_OUT = ["datadog", "newrelic", "splunk_hec", "logzio_buffered", "sumologic", "loki", "elasticsearch"]


@car("fluentd_conf", "fluent.conf", ["kv", "url", "hdr"], ok=unless_ref(lambda k, p: okb("'\\\n")(k, p) and (p.t != "hdr" or NOQ(k, p))))
def c_fluentd(c):
    r, p = c.r, c.p
    s = svc(r)
    L = ["<source>", "  @type tail", "  path /var/log/%s/*.log" % s, "  pos_file /var/log/td-agent/%s.pos" % s, "  tag %s.app" % s, "  <parse>", "    @type json",
         "  </parse>", "</source>", "", "<filter %s.**>" % s, "  @type record_transformer", "  <record>", '    hostname "#{Socket.gethostname}"',
         "    service %s" % s, "  </record>", "</filter>", ""]
    if p.t == "hdr":
        hj = jcompact(dict(c.headers()))
        if is_cref(p):
            hj = '"%s"' % hj.replace('"', '\\"')
        L += ["<match %s.**>" % s, "  @type http", "  endpoint https://logs.%s/v1/ingest" % hostpart(r), "  open_timeout 2",
              "  headers %s" % hj, "  json_array true", "  <format>", "    @type json", "  </format>"]
    else:
        L += ["<match %s.**>" % s, "  @type %s" % (r.choice(FLUENT_OUT) if r.random() < 0.5 else "%s_partner_audit" % s)]
        for k, v in c.kvs(["snake"]):
            k = ident(k).lower()
            L.append("  %s %s" % (k, '"%s"' % cs(c, v) if (P0 in v and is_cref(p)) else fdq(v)))
    L += ["  <buffer>", "    @type file", "    path /var/log/td-agent/buffer/%s" % s, "    flush_interval 10s", "  </buffer>", "</match>"]
    return tail(r, "\n".join(L)), "raw"


@car("filebeat_yml", "filebeat.yml", ["kv", "url", "hdr"], ok=unless_ref(okb("'\n")))
def c_filebeat(c):
    r, p = c.r, c.p
    s = svc(r)
    L = ["filebeat.inputs:", "- type: filestream", "  id: %s-app" % s, "  paths:", "    - /var/log/%s/*.log" % s, "  parsers:", "    - ndjson:",
         "        target: \"\"", ""]
    if p.t == "hdr":
        L += ["- type: httpjson", "  id: partner-events", "  interval: 1m", "  request.url: %s" % rest_url(r), "  request.method: GET", "  request.transforms:"]
        for k, v in c.headers():
            L += ["    - set:", "        target: header.%s" % k, "        value: %s" % kyaml(v)]
        L += ["  response.split:", "    target: body.events"]
    else:
        L += ["- type: cel", "  id: partner-audit", "  interval: 5m", "  resource.url: %s" % rest_url(r), "  state:"]
        for k, v in c.kvs(["snake"]):
            L.append("    %s: %s" % (ident(k).lower(), kyaml(v)))
        L += ["    want_more: false", "  program: |", "    request(\"GET\", state.url).do_request().as(resp, {", "      \"events\": bytes(resp.Body).decode_json().events,",
              "      \"want_more\": false,", "    })"]
    L += ["", "processors:", "  - add_host_metadata: ~", "  - add_cloud_metadata: ~", "", "output.elasticsearch:", '  hosts: ["https://es.%s:9200"]' % hostpart(r),
          "  username: filebeat_writer", '  password: "${ES_PWD}"', '  ssl.certificate_authorities: ["/etc/filebeat/ca.crt"]', "",
          "logging.level: info", "logging.to_files: true"]
    return tail(r, "\n".join(L)), "raw"


S3A_NAMES = {"aws-access-key-id": "fs.s3a.access.key", "aws-secret-access-key": "fs.s3a.secret.key", "aws-session-token": "fs.s3a.session.token"}


def s3a_pairs(c, pairs):
    """the real Hadoop S3A names for AWS credentials (half the time)"""
    if not (c.positive or nt(c.p) in VALUE_NEGS) or c.r.random() < 0.5:
        return pairs
    if c.kind in S3A_NAMES and len(pairs) == 1:
        return [(S3A_NAMES[c.kind], pairs[0][1])]
    if c.kind == "aws-key-pair" and len(pairs) == 2:
        return [("fs.s3a.access.key", pairs[0][1]), ("fs.s3a.secret.key", pairs[1][1])]
    return pairs


@car("hadoop_core_site_xml", "core-site.xml", ["kv", "url"])
def c_hadoop(c):
    r, p = c.r, c.p
    props = [("fs.defaultFS", "s3a://%s-datalake-prod" % r.choice(["kw", "larkspur", "quillon"])), ("fs.s3a.endpoint", "s3.eu-west-1.amazonaws.com"),
             ("fs.s3a.fast.upload", "true")]
    pairs = s3a_pairs(c, [(k.lower().replace("_", ".") if _re.match(r"^[A-Za-z0-9]+(_[A-Za-z0-9]+)+$", k) else vname(k), v) for k, v in c.kvs(["dot"])])
    L = ['<?xml version="1.0" encoding="UTF-8"?>', '<?xml-stylesheet type="text/xsl" href="configuration.xsl"?>', "<!--",
         '  Licensed under the Apache License, Version 2.0 (the "License");', "  you may not use this file except in compliance with the License.", "-->", "",
         "<!-- Put site-specific property overrides in this file. -->", "", "<configuration>"]
    for k, v in props + pairs:
        L += ["  <property>", "    <name>%s</name>" % k, "    <value>%s</value>" % xesc(v), "  </property>"]
    L += ["  <property>", "    <name>hadoop.tmp.dir</name>", "    <value>/data/hadoop/tmp</value>", "  </property>", "</configuration>"]
    return tail(r, "\n".join(L)), "xml"


@car("spark_defaults_conf", "spark-defaults.conf", ["kv", "url"], ok=unless_ref(okb("\\\n")))
def c_spark(c):
    r, p = c.r, c.p
    L = ["# Default system properties included when running spark-submit.", "# This is useful for setting default environmental settings.", "",
         "spark.master                     yarn", "spark.eventLog.enabled           true", "spark.eventLog.dir               s3a://%s-spark-logs/events" % r.choice(["kw", "larkspur"]),
         "spark.serializer                 org.apache.spark.serializer.KryoSerializer", "spark.driver.memory              %dg" % r.choice([2, 4, 8]),
         "spark.sql.adaptive.enabled       true"]
    s3 = s3a_pairs(c, [(k, v) for k, v in envs(c)])
    pre = r.choice(["spark.executorEnv.", "spark.yarn.appMasterEnv.", "spark.kubernetes.driverEnv."])
    for k, v in s3:
        key = ("spark.hadoop." + k) if k.startswith("fs.s3a.") else pre + k
        L.append("%-32s %s" % (key, v))
    return tail(r, "\n".join(L)), "raw"


@car("varnish_vcl", "default.vcl", ["hdr"], ok=unless_ref(DQ_OK))
def c_varnish(c):
    r, p = c.r, c.p
    L = ["vcl 4.1;", "", "import std;", "", "backend default {", '    .host = "127.0.0.1";', '    .port = "8080";', "}", "",
         "# TLS to the partner is done by the local stunnel on 8443", "backend partner {", '    .host = "127.0.0.1";', '    .port = "8443";',
         "    .first_byte_timeout = 30s;", "}", "", "sub vcl_recv {", '    if (req.url ~ "^/partner/") {', "        set req.backend_hint = partner;",
         "        unset req.http.Cookie;", "        return (pass);", "    }", "}", "", "sub vcl_backend_fetch {", "    if (bereq.backend == partner) {",
         '        set bereq.url = regsub(bereq.url, "^/partner", "/v1");']
    for k, v in c.headers():
        if P0 in v and is_cref(p):
            pre, sp, post = split_hval(v)
            parts = ([('"%s"' % pre)] if pre else []) + [sp] + ([('"%s"' % post)] if post else [])
            L.append("        set bereq.http.%s = %s;" % (k, " + ".join(parts)))
        else:
            L.append('        set bereq.http.%s = "%s";' % (k, v))
    L += ["    }", "}", "", "sub vcl_backend_response {", "    if (bereq.backend == partner) {", "        set beresp.uncacheable = true;", "        return (deliver);",
          "    }", "}"]
    return tail(r, "\n".join(L)), "raw"


@car("krakend_json", "krakend.json", ["hdr"], ok=unless_ref(NOQ))
def c_krakend(c):
    r, p = c.r, c.p
    s = svc(r)
    hs = c.headers()

    def mod(k, v):
        return {"header.Modifier": {"scope": ["request"], "name": k, "value": v}}
    if len(hs) == 1:
        martian = mod(*hs[0])
    else:
        martian = {"fifo.Group": {"scope": ["request", "response"], "aggregateErrors": True, "modifiers": [mod(k, v) for k, v in hs]}}
    d = {"$schema": "https://www.krakend.io/schema/v2.7/krakend.json", "version": 3, "name": "%s API Gateway" % s_cap(r), "port": 8080, "timeout": "3000ms",
         "cache_ttl": "300s", "output_encoding": "json",
         "endpoints": [{"endpoint": "/v1/orders/{id}", "method": "GET", "backend": [{"url_pattern": "/orders/{id}", "host": ["http://%s-api:8080" % s]}]},
                       {"endpoint": "/v1/partner/orders", "method": "GET", "output_encoding": "json",
                        "backend": [{"url_pattern": "/v1/orders", "encoding": "json", "sd": "static", "method": "GET", "host": ["https://api.%s" % hostpart(r)],
                                     "disable_host_sanitize": False, "extra_config": {"modifier/martian": martian}}]}]}
    txt = jdump(d, 2)
    if is_cref(p):
        # flexible configuration: the template is rendered by KrakenD at start (FC_ENABLE=1), so it is not JSON yet
        return tail(r, txt.replace('\\"', '"')), "raw"
    return tail(r, txt), "json"


# --- cloud API documents and message envelopes ------------------------------------------------------------

@car("aws_glue_job_json", "get-job.json", ["kv", "url"])
def c_glue(c):
    r = c.r
    s = svc(r)
    acct = rs(r, DIGITS, 12)
    args = {"--enable-metrics": "true", "--enable-continuous-cloudwatch-log": "true", "--job-language": "python",
            "--TempDir": "s3://aws-glue-assets-%s-eu-west-1/temporary/" % acct, "--enable-glue-datacatalog": "true",
            "--job-bookmark-option": "job-bookmark-enable"}
    for k, v in c.kvs(["snake", "kebab", "SCREAM"]):
        args["--" + k] = v
    ts_ = "2025-0%d-%02dT%02d:%02d:%02d.%03d000+02:00" % (r.randint(1, 6), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59), r.randint(0, 999))
    d = {"Job": {"Name": "%s-nightly-export" % s, "JobMode": "SCRIPT", "JobRunQueuingEnabled": False, "Description": "Exports %s to the partner bucket" % s,
                 "Role": "arn:aws:iam::%s:role/glue-%s" % (acct, s), "CreatedOn": ts_, "LastModifiedOn": ts_, "ExecutionProperty": {"MaxConcurrentRuns": 1},
                 "Command": {"Name": "glueetl", "ScriptLocation": "s3://aws-glue-assets-%s-eu-west-1/scripts/%s_export.py" % (acct, s), "PythonVersion": "3"},
                 "DefaultArguments": args, "Connections": {"Connections": ["%s-postgres" % s]}, "MaxRetries": 0, "AllocatedCapacity": 10, "Timeout": 2880,
                 "MaxCapacity": 10.0, "WorkerType": "G.1X", "NumberOfWorkers": 10, "GlueVersion": "4.0", "ExecutionClass": "STANDARD"}}
    return jdump(d, 4) + "\n", "json"


@car("emr_configurations_json", "configurations.json", ["kv", "url"])
def c_emr(c):
    r = c.r
    pairs = s3a_pairs(c, envs(c))
    core = [(k, v) for k, v in pairs if k.startswith("fs.s3a.")]
    exp = [(k, v) for k, v in pairs if not k.startswith("fs.s3a.")]
    cls = r.choice(["spark-env", "hadoop-env", "yarn-env"])
    conf = []
    if exp:
        conf.append({"Classification": cls, "Configurations": [{"Classification": "export", "Properties": dict(
            [("JAVA_HOME", "/usr/lib/jvm/java-17-amazon-corretto.x86_64")] + exp)}], "Properties": {}})
    conf.append({"Classification": "spark-defaults", "Properties": {"spark.dynamicAllocation.enabled": "true", "spark.sql.adaptive.enabled": "true",
                                                                     "spark.executor.memory": "%dg" % r.choice([4, 8, 16])}})
    if core:
        conf.append({"Classification": "core-site", "Properties": dict([("fs.s3a.endpoint", "s3.eu-west-1.amazonaws.com")] + core)})
    return tail(r, jdump(conf, 2)), "json"


@car("logic_apps_workflow_json", "workflow.json", ["kv", "url", "hdr"])
def c_logicapp(c):
    r, p = c.r, c.p
    s = svc(r)
    hdrs = {"Content-Type": "application/json"}
    params, body = {}, {"since": "@{addHours(utcNow(), -1)}", "source": s}
    if p.t == "hdr":
        hdrs.update(dict(c.headers()))
    else:
        as_param = r.random() < 0.5 and not is_cref(p)
        for k, v in c.kvs(["camel"]):
            if as_param:
                params[k] = {"defaultValue": v, "type": "SecureString" if P0 in v else "String"}
                body[k] = "@parameters('%s')" % k
            else:
                body[k] = v
    defn = {"$schema": "https://schema.management.azure.com/providers/Microsoft.Logic/schemas/2016-06-01/workflowdefinition.json#",
            "actions": {"Call_partner_API": {"type": "Http", "inputs": {"uri": rest_url(r), "method": "POST", "headers": hdrs, "body": body},
                                             "runAfter": {}, "runtimeConfiguration": {"contentTransfer": {"transferMode": "Chunked"}}},
                        "Parse_response": {"type": "ParseJson", "inputs": {"content": "@body('Call_partner_API')", "schema": {"type": "object"}},
                                           "runAfter": {"Call_partner_API": ["Succeeded"]}}},
            "contentVersion": "1.0.0.0", "outputs": {}}
    if params:
        defn["parameters"] = params
    defn["triggers"] = {"Recurrence": {"type": "Recurrence", "recurrence": {"frequency": "Hour", "interval": 1, "timeZone": "W. Europe Standard Time"}}}
    return tail(r, jdump({"definition": defn, "kind": "Stateful"}, 2)), "json"


@car("make_blueprint_json", "blueprint.json", ["kv", "url", "hdr"])
def c_make(c):
    r, p = c.r, c.p
    s = svc(r)
    hs = [{"name": k, "value": v} for k, v in c.headers()] if p.t == "hdr" else []
    qs = [{"name": ident(k).lower() if not k.startswith("=") else k, "value": v} for k, v in c.kvs(["snake", "camel"])] if p.t != "hdr" else []
    mapper = {"ca": "", "qs": qs, "url": rest_url(r), "gzip": True, "method": "post", "headers": hs, "timeout": "", "useMtls": False, "authPass": "",
              "authUser": "", "bodyType": "raw", "contentType": "application/json", "serializeUrl": False, "shareCookies": False, "parseResponse": True,
              "followRedirect": True, "useQuerystring": False, "followAllRedirects": False, "rejectUnauthorized": True,
              "data": "{\"orderId\": \"{{1.order_id}}\", \"status\": \"{{1.status}}\"}"}
    d = {"name": "%s \u2192 partner sync" % s_cap(r),
         "flow": [{"id": 1, "module": "gateway:CustomWebHook", "version": 1, "parameters": {"hook": r.randint(300000, 999999), "maxResults": 1},
                   "mapper": {}, "metadata": {"designer": {"x": 0, "y": 0}, "restore": {"parameters": {"hook": {"data": {"editable": "true"},
                                                                                                                  "label": "%s order events" % s_cap(r)}}}}},
                  {"id": 2, "module": "http:ActionSendData", "version": 3, "parameters": {"handleErrors": False, "useNewZLibDeCompress": True},
                   "mapper": mapper, "metadata": {"designer": {"x": 300, "y": 0}, "expect": [{"name": "url", "type": "url", "label": "URL", "required": True}]}}],
         "metadata": {"instant": True, "version": 1, "scenario": {"roundtrips": 1, "maxErrors": 3, "autoCommit": True, "autoCommitTriggerLast": True,
                                                                  "sequential": False, "slots": None, "confidential": False, "dataloss": False, "dlq": False,
                                                                  "freshVariables": False},
                      "designer": {"orphans": []}, "zone": r.choice(["eu1.make.com", "us1.make.com", "eu2.make.com"])}}
    return tail(r, jdump(d, 4)), "json"


@car("sns_http_notification_json", "notification.json", ["kv", "url"], ok=NOQ)
def c_sns(c):
    r = c.r
    s = svc(r)
    acct = rs(r, DIGITS, 12)
    topic = "arn:aws:sns:eu-west-1:%s:%s-config-changes" % (acct, s)
    msg = jcompact({"event": "integration.config.updated", "service": s, "changedBy": email(r), "config": dict(c.kvs(["SCREAM", "camel"]))})
    L = ["{", '  "Type" : "Notification",', '  "MessageId" : "%s",' % uuid4(r), '  "TopicArn" : "%s",' % topic]
    if r.random() < 0.5:
        L.append('  "Subject" : "%s configuration changed",' % s_cap(r))
    L += ['  "Message" : "%s",' % jesc(msg), '  "Timestamp" : "%s",' % now_iso(r), '  "SignatureVersion" : "1",',
          '  "Signature" : "%s",' % b64s(rbytes(r, 256)), '  "SigningCertURL" : "https://sns.eu-west-1.amazonaws.com/SimpleNotificationService-%s.pem",' % rs(r, HEXL, 32),
          '  "UnsubscribeURL" : "https://sns.eu-west-1.amazonaws.com/?Action=Unsubscribe&SubscriptionArn=%s:%s"' % (topic, uuid4(r)), "}"]
    return "\n".join(L), "json"


@car("eventbridge_event_json", "event.json", ["kv", "url", "hdr"])
def c_eventbridge(c):
    r, p = c.r, c.p
    s = svc(r)
    if p.t == "hdr":
        dt = "Partner Request Failed"
        detail = {"service": s, "request": {"method": "POST", "url": rest_url(r), "headers": dict(c.headers())},
                  "response": {"status": 401, "durationMs": r.randint(40, 900)}}
    else:
        dt = "Integration Settings Changed"
        detail = {"service": s, "changedBy": email(r), "settings": dict(c.kvs(["camel", "SCREAM"])), "version": r.randint(2, 90)}
    d = {"version": "0", "id": uuid4(r), "detail-type": dt, "source": "com.kestrelworks.%s" % s, "account": rs(r, DIGITS, 12),
         "time": now_iso(r)[:19] + "Z", "region": r.choice(["eu-west-1", "us-east-1", "eu-central-1"]), "resources": [], "detail": detail}
    return tail(r, jdump(d, 2)), "json"


TEMPORAL_JSON = b64s(b"json/plain")


@car("temporal_history_json", "history.json", ["kv", "url"], ok=lambda k, p: (nt(p) == "encrypted" and cspec(p)) or B64_OK(k, p))
def c_temporal(c):
    r, p = c.r, c.p
    s = svc(r)
    wid = "%s-partner-sync-%d" % (s, r.randint(1000, 9999))
    run1 = uuid4(r)
    t = epoch(r)

    def et(i):
        return "2025-06-11T%02d:%02d:%02d.%06dZ" % ((t // 3600) % 24, (t // 60) % 60, (t + i) % 60, r.randint(0, 999999))
    if nt(p) == "encrypted" and cspec(p):
        _, v = next(kv_ for kv_ in c.kvs(["camel"]) if P0 in kv_[1])
        payload = {"metadata": {"encoding": b64s(b"binary/encrypted"), "encryption-key-id": b64s(("%s-payloads-2025" % s).encode())}, "data": mpart(v)}
        enc = "raw"
    else:
        inner = jcompact({"partnerId": "ptn_%s" % rs(r, LOWNUM, 10), "orderIds": [r.randint(10000, 99999) for _ in range(3)],
                          "credentials": dict(c.kvs(["camel", "snake"]))})
        payload = {"metadata": {"encoding": TEMPORAL_JSON}, "data": b64_embed(inner)}
        enc = "base64"
    ev = [{"eventId": "1", "eventTime": et(0), "eventType": "EVENT_TYPE_WORKFLOW_EXECUTION_STARTED", "taskId": str(r.randint(1000000, 9999999)),
           "workflowExecutionStartedEventAttributes": {"workflowType": {"name": "PartnerSyncWorkflow"}, "taskQueue": {"name": s, "kind": "TASK_QUEUE_KIND_NORMAL"},
                                                       "input": {"payloads": [payload]}, "workflowExecutionTimeout": "0s", "workflowRunTimeout": "0s",
                                                       "workflowTaskTimeout": "10s", "originalExecutionRunId": run1,
                                                       "identity": "%d@%s-worker-%s" % (r.randint(1, 99), s, rs(r, LOWNUM, 5)),
                                                       "firstExecutionRunId": run1, "attempt": 1, "firstWorkflowTaskBackoff": "0s", "header": {},
                                                       "workflowId": wid}},
          {"eventId": "2", "eventTime": et(0), "eventType": "EVENT_TYPE_WORKFLOW_TASK_SCHEDULED", "taskId": str(r.randint(1000000, 9999999)),
           "workflowTaskScheduledEventAttributes": {"taskQueue": {"name": s, "kind": "TASK_QUEUE_KIND_NORMAL"}, "startToCloseTimeout": "10s", "attempt": 1}},
          {"eventId": "3", "eventTime": et(1), "eventType": "EVENT_TYPE_WORKFLOW_TASK_STARTED", "taskId": str(r.randint(1000000, 9999999)),
           "workflowTaskStartedEventAttributes": {"scheduledEventId": "2", "identity": "%d@%s-worker-%s" % (r.randint(1, 99), s, rs(r, LOWNUM, 5)),
                                                  "requestId": uuid4(r), "historySizeBytes": str(r.randint(400, 900))}}]
    return jdump({"events": ev}, 2) + "\n", enc


@car("rabbitmq_get_messages_json", "get-messages.json", ["kv", "url", "hdr"], ok=lambda k, p: NOQ(k, p))
def c_rabbit(c):
    r, p = c.r, c.p
    s = svc(r)
    hdrs = {"x-origin": "%s-admin" % s}
    b64 = False
    if p.t == "hdr":
        hdrs.update({"http_%s" % k.lower().replace("-", "_"): v for k, v in c.headers()})
        body = jcompact({"event": "webhook.received", "path": "/hooks/partner", "status": 202})
    else:
        body = jcompact({"event": "integration.config.updated", "service": s, "config": dict(c.kvs(["SCREAM", "snake"]))})
        b64 = B64_OK(c.kind, p) and r.random() < 0.4
    clean = strip_marks(body)
    m = {"payload_bytes": len(clean.encode()), "redelivered": r.random() < 0.3, "exchange": s, "routing_key": "config.updated" if p.t != "hdr" else "webhooks.partner",
         "message_count": r.randint(0, 12),
         "properties": {"content_type": "application/json", "delivery_mode": 2, "headers": hdrs, "message_id": uuid4(r), "timestamp": epoch(r)},
         "payload": b64_embed(body) if b64 else body, "payload_encoding": "base64" if b64 else "string"}
    return tail(r, jdump([m], 2)), ("base64" if b64 else "json")


# --- logs, traces and sessions ----------------------------------------------------------------------

@car("nginx_error_log", "error.log", ["kv"], ascii_only=True, ok=lambda k, p: p.inner == "raw" and okb("\n ")(k, p))
def c_nginx_err(c):
    r = c.r
    s = svc(r)
    h = host(r)
    pid = r.randint(1000, 9999)
    q = "&".join("%s=%s" % (k, pq(v, safe="-_.!~*'()")) for k, v in c.kvs(["snake", "camel"]))
    req = "GET /v1/%s/export?format=csv&%s HTTP/1.1" % (s, q)
    d = "2025/06/%02d" % r.randint(1, 28)

    secs = sorted(r.randint(0, 86399) for _ in range(4))
    it = iter(secs)

    def t():
        x = next(it)
        return "%s %02d:%02d:%02d" % (d, x // 3600, x // 60 % 60, x % 60)
    cl = ip(r)
    main = r.choice(['[error] %d#%d: *%d limiting requests, excess: %d.%03d by zone "api", client: %s, server: %s, request: "%s", host: "%s"',
                     '[error] %d#%d: *%d access forbidden by rule, client: %s, server: %s, request: "%s", host: "%s"'])
    if "excess" in main:
        main = main % (pid, pid, r.randint(1000, 99999), r.randint(1, 30), r.randint(0, 999), cl, h, req, h)
    else:
        main = main % (pid, pid, r.randint(1000, 99999), cl, h, req, h)
    pg = r.randint(2, 9)
    L = ["%s [notice] %d#%d: signal process started" % (t(), pid, pid),
         '%s [warn] %d#%d: *%d an upstream response is buffered to a temporary file /var/cache/nginx/proxy_temp/%d/00/00000000%02d while reading upstream, client: %s, server: %s, request: "GET /v1/%s?page=%d HTTP/1.1", upstream: "http://127.0.0.1:8080/v1/%s?page=%d", host: "%s"'
         % (t(), pid, pid, r.randint(100, 999), r.randint(1, 9), r.randint(1, 99), ip(r), h, s, pg, s, pg, h),
         "%s %s" % (t(), main),
         '%s [error] %d#%d: *%d open() "/usr/share/nginx/html/favicon.ico" failed (2: No such file or directory), client: %s, server: %s, request: "GET /favicon.ico HTTP/1.1", host: "%s"'
         % (t(), pid, pid, r.randint(100000, 999999), ip(r), h, h)]
    return "\n".join(L) + "\n", "url"


@car("laravel_log", "laravel.log", ["kv", "url", "hdr"])
def c_laravel(c):
    r, p = c.r, c.p
    s = svc(r)
    d = "2025-06-%02d" % r.randint(1, 28)
    env = r.choice(["production", "production", "staging"])

    x0 = r.randint(0, 80000)
    secs = iter(sorted(x0 + r.randint(0, 900) for _ in range(4)))

    def t():
        x = next(secs)
        return "%s %02d:%02d:%02d" % (d, x // 3600, x // 60 % 60, x % 60)
    if p.t == "hdr":
        line = "Partner request failed %s" % jcompact({"method": "POST", "uri": rest_url(r), "status": 401,
                                                       "headers": {k: [v] for k, v in [("User-Agent", "GuzzleHttp/7")] + c.headers()}})
        lvl = "ERROR"
    elif p.t == "url":
        line = "Queue connection configured %s" % jcompact(dict([("queue", s)] + c.kvs(["snake"])))
        lvl = "DEBUG"
    else:
        line = "%s client configured %s" % (r.choice(["Partner", "Payments", "Webhook"]), jcompact(dict([("base_url", "https://api.%s" % hostpart(r))] + c.kvs(["snake"]))))
        lvl = r.choice(["DEBUG", "INFO"])
    L = ["[%s] %s.INFO: Sync started %s []" % (t(), env, jcompact({"batch": r.randint(100, 999), "orders": r.randint(1, 80)})),
         "[%s] %s.%s: %s []" % (t(), env, lvl, line),
         "[%s] %s.WARNING: Retrying partner call %s []" % (t(), env, jcompact({"attempt": 2, "delay_ms": 500})),
         "[%s] %s.INFO: Sync finished %s []" % (t(), env, jcompact({"ok": r.randint(0, 60), "failed": r.randint(1, 9)}))]
    return "\n".join(L) + "\n", "json"


RICH_OK = lambda k, p: secret_no("'\"\\\n")(k, p) and all(len(strip_marks(t)) <= 80 for t in p.texts()) and okb("'\"\\\n")(k, p)


@car("rich_traceback_locals", "traceback.txt", ["kv", "url", "hdr"], ok=RICH_OK)
def c_rich(c):
    r, p = c.r, c.p
    s = svc(r)
    W = r.choice([100, 110, 120])
    path = "/srv/%s/%s/partner/client.py" % (s, s)
    ln = r.randint(60, 140)
    code = ["    def _request(self, method, path, **kw):", "        resp = self._http.request(method, path, headers=headers, **kw)",
            "        resp.raise_for_status()", "        return resp.json()"]
    loc = [("method", "'POST'"), ("path", "'/v1/orders/%d/sync'" % r.randint(1000, 9999)), ("self", "<%s.partner.client.PartnerClient object at 0x7f%s0>" % (s, rs(r, HEXL, 9))),
           ("kw", "{}")]
    if p.t == "hdr":
        loc.append(("headers", [(k, v) for k, v in c.headers()] + [("Accept", "application/json")]))
    else:
        for k, v in c.kvs(["snake"]):
            loc.append((ident(k).lower(), pyq(v)))
        loc.append(("headers", "{'Accept': 'application/json'}"))
    r.shuffle(loc)
    inner = []
    kw = max(len(k) for k, _ in loc)
    for k, v in loc:
        if isinstance(v, list):
            inner.append("%s = {" % k.rjust(kw))
            for i, (a, b) in enumerate(v):
                inner.append("%s   \u2502   '%s': '%s'%s" % (" " * kw, a, b, "," if i < len(v) - 1 else ""))
            inner.append("%s   }" % (" " * kw))
        else:
            inner.append("%s = %s" % (k.rjust(kw), v))
    pw = max(len(strip_marks(x)) for x in inner) + 2
    W = max(W, pw + 10)
    title = " locals "
    top = "\u256d" + "\u2500" * ((pw - len(title)) // 2) + title + "\u2500" * (pw - len(title) - (pw - len(title)) // 2) + "\u256e"
    panel = [top] + ["\u2502 " + x + " " * (pw - 2 - len(strip_marks(x))) + " \u2502" for x in inner] + ["\u2570" + "\u2500" * pw + "\u256f"]

    def row(txt):
        return "\u2502 " + txt + " " * max(0, W - 4 - len(strip_marks(txt))) + " \u2502"
    head = " Traceback (most recent call last) "
    fill = W - 2 - len(head)
    L = ["\u256d" + "\u2500" * (fill // 2) + head + "\u2500" * (fill - fill // 2) + "\u256e", row("%s:%d in _request" % (path, ln)), row("")]
    for i, cl_ in enumerate(code):
        n = ln - 1 + i
        mark_ = "\u2771" if n == ln else " "
        L.append(row("%s %4d \u2502 %s" % (mark_, n, cl_.replace("    ", "\u2502   ")[4:] if cl_.startswith("    ") else cl_)))
    L.append(row(""))
    L += [row(x) for x in panel]
    L.append("\u2570" + "\u2500" * (W - 2) + "\u256f")
    u = rest_url(r)
    L += ["HTTPStatusError: Client error '401 Unauthorized' for url '%s'" % u,
          "For more information check: https://developer.mozilla.org/en-US/docs/Web/HTTP/Status/401"]
    return "\n".join(L) + "\n", "raw"


PYTEST_OK = lambda k, p: secret_no("'\"\\\n")(k, p) and okb("'\"\\\n")(k, p) and all(len(strip_marks(t)) <= 200 for t in p.texts())


@car("pytest_output", "pytest.log", ["kv", "url", "hdr"], ok=PYTEST_OK)
def c_pytest(c):
    r, p = c.r, c.p
    s = svc(r)
    u = rest_url(r)
    n_ok = r.randint(20, 90)
    obj = "<%s.partner.PartnerClient object at 0x7f%s0>" % (s, rs(r, HEXL, 9))
    sett = "<%s.config.Settings object at 0x7f%s0>" % (s, rs(r, HEXL, 9))
    if p.t == "hdr":
        loc = [("headers", "{%s}" % ", ".join("'%s': '%s'" % kv_ for kv_ in c.headers())), ("method", "'POST'"), ("path", "'/v1/ping'"), ("self", obj)]
        src = ["        headers = self._auth_headers()"]
    else:
        pairs = [(ident(k).lower(), v) for k, v in c.kvs(["snake"])]
        loc = [(k, pyq(v)) for k, v in pairs] + [("method", "'POST'"), ("path", "'/v1/ping'"), ("self", obj)]
        src = ['        %s = os.environ["%s"]' % (k, k.upper()) for k, _ in pairs] + ['        headers = {"Accept": "application/json"}']
    if p.t != "hdr":
        loc.append(("headers", "{'Accept': 'application/json'}"))
    loc.append(("resp", "<Response [401 Unauthorized]>"))
    loc.sort(key=lambda kv_: kv_[0])
    L = ["============================= test session starts ==============================",
         "platform linux -- Python 3.12.%d, pytest-8.%d.%d, pluggy-1.5.0" % (r.randint(1, 9), r.randint(1, 3), r.randint(0, 4)),
         "rootdir: /home/runner/work/%s/%s" % (s, s), "configfile: pyproject.toml", "plugins: anyio-4.4.0, cov-5.0.0, respx-0.21.1",
         "collected %d items" % (n_ok + 1), "",
         "tests/test_partner.py .F%s%s [ %d%%]" % ("." * 6, " " * 55, r.randint(10, 30)),
         "tests/test_sync.py %s%s [100%%]" % ("." * 20, " " * 46), "",
         "=================================== FAILURES ===================================",
         "___________________________ test_partner_ping ___________________________", "",
         "settings = %s" % sett, "", "    def test_partner_ping(settings):",
         "        client = PartnerClient(settings)", ">       client.ping()", "",
         "client     = %s" % obj, "settings   = %s" % sett, "",
         "tests/test_partner.py:%d: " % r.randint(20, 60), "_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ ", "",
         "self = %s, method = 'POST', path = '/v1/ping'" % obj, "", "    def _request(self, method, path):"] + src + [
         "        resp = httpx.request(method, self.base_url + path, headers=headers, timeout=10)", ">       resp.raise_for_status()",
         "E       httpx.HTTPStatusError: Client error '401 Unauthorized' for url '%s/v1/ping'" % u.rsplit("/v1/", 1)[0],
         "E       For more information check: https://developer.mozilla.org/en-US/docs/Web/HTTP/Status/401", ""]
    L += ["%-10s = %s" % kv_ for kv_ in loc]
    L += ["", "%s/partner.py:%d: HTTPStatusError" % (s, r.randint(30, 120)), "=========================== short test summary info ============================",
          "FAILED tests/test_partner.py::test_partner_ping - httpx.HTTPStatusError: Client error '401 Unauthorized' for url '%s/v1/ping'" % u.rsplit("/v1/", 1)[0],
          "========================= 1 failed, %d passed in %.2fs =========================" % (n_ok, r.uniform(1, 9))]
    return "\n".join(L) + "\n", "raw"


def pyrepr(s):
    """repr() of a str (ASCII text), keeping span markers"""
    sv = strip_marks(s)
    q = '"' if ("'" in sv and '"' not in sv) else "'"
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
        elif ch == "\t":
            out.append("\\t")
        elif ch == "\r":
            out.append("\\r")
        elif ord(ch) < 0x20 or ord(ch) == 0x7f:
            out.append("\\x%02x" % ord(ch))
        else:
            out.append(ch)
    return q + "".join(out) + q


@car("pdb_session", "pdb-session.txt", ["kv", "url", "hdr", "blob"], ml="json", ascii_only=True, ok=secret_no("'\"\\"))
def c_pdb(c):
    r, p = c.r, c.p
    s = svc(r)
    ln = r.randint(40, 90)
    obj = "<%s.partner.client.PartnerClient object at 0x7f%s0>" % (s, rs(r, HEXL, 9))
    L = ["$ python -m pytest tests/test_partner.py -k sync -x --pdb -q", "F",
         ">>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>> traceback >>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>", "",
         "self = %s, method = 'GET', path = '/v1/orders'" % obj, "", "    def _request(self, method, path):",
         "        resp = self._http.request(method, path, headers=self._headers())", ">       resp.raise_for_status()",
         "E       httpx.HTTPStatusError: Client error '401 Unauthorized' for url 'https://api.%s/v1/orders'" % hostpart(r),
         "E       For more information check: https://developer.mozilla.org/en-US/docs/Web/HTTP/Status/401", "",
         "%s/partner/client.py:%d: HTTPStatusError" % (s, ln),
         ">>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>> entering PDB >>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>", "",
         ">>>>>>>>>>>>>>>>>>>>>>>>>> PDB post_mortem (IO-capturing turned off) >>>>>>>>>>>>>>>>>>>>>>>>>>>",
         "> /srv/%s/%s/partner/client.py(%d)_request()" % (s, s, ln), "-> resp.raise_for_status()", "(Pdb) p resp.status_code", "401"]
    if p.t == "hdr":
        hs = c.headers() + [("Accept", "application/json")]
        L += ["(Pdb) p headers", "{%s}" % ", ".join("%s: %s" % (pyrepr(k), pyrepr(v)) for k, v in hs)]
    elif p.t == "blob":
        path = "~/%s" % p.fname if p.fname.startswith(".") else p.fname
        L += ["(Pdb) p self.key_path", pyrepr(path), "(Pdb) p open(os.path.expanduser(self.key_path)).read()",
              pyrepr(p.content if strip_marks(p.content).endswith("\n") else p.content + "\n")]
    else:
        for k, v in envs(c):
            L += ["(Pdb) p os.environ['%s']" % k, pyrepr(v)]
    L += ["(Pdb) p self.base_url", pyrepr("https://api.%s" % hostpart(r)), "(Pdb) q", "", "=========================== short test summary info ============================",
          "FAILED tests/test_partner.py::test_sync_partner - httpx.HTTPStatusError: Client error '401 Unauthorized'...", "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!! _pytest.outcomes.Exit: Quitting debugger !!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!",
          "1 failed in %.2fs" % r.uniform(0.5, 4)]
    return "\n".join(L) + "\n", ("json" if p.ml_secret else "raw")


JULIA_BANNER = ["               _", "   _       _ _(_)_     |  Documentation: https://docs.julialang.org", "  (_)     | (_) (_)    |",
                "   _ _   _| |_  __ _   |  Type \"?\" for help, \"]?\" for Pkg help.", "  | | | | | | |/ _` |  |",
                "  | | |_| | | | (_| |  |  Version %s (%s)", " _/ |\\__'_|_|_|\\__'_|  |  Official https://julialang.org/ release", "|__/                   |"]


@car("julia_repl_session", "julia-repl.txt", ["kv", "url", "hdr", "blob"], ml="verbatim", ok=kv_only(okb('"\\$\n')))
def c_julia(c):
    r, p = c.r, c.p
    s = svc(r)
    v_, d_ = r.choice([("1.10.4", "2024-06-04"), ("1.11.2", "2024-12-01"), ("1.10.7", "2024-11-26")])
    L = [x for x in JULIA_BANNER]
    L[5] = L[5] % (v_, d_)
    L += ["", "julia> using HTTP, JSON3", ""]
    if p.t == "hdr":
        hs = ", ".join('"%s" => "%s"' % kv_ for kv_ in c.headers())
        L += ['julia> r = HTTP.post("%s", [%s, "Content-Type" => "application/json"], "{}"; status_exception=false);' % (rest_url(r), hs), "",
              "julia> r.status", "401", "", "julia> String(r.body)", '"{\\"error\\":\\"invalid_token\\"}"']
    elif p.t == "blob":
        path = "~/%s" % p.fname if p.fname.startswith(".") else p.fname
        L += ['julia> print(read(expanduser("%s"), String))' % path] + p.content.rstrip("\n").split("\n")
    else:
        for k, v in envs(c):
            L += ['julia> ENV["%s"] = "%s";' % (k, v), ""]
        L += ['julia> include("scripts/%s_sync.jl")' % s, "[ Info: fetched %d orders" % r.randint(10, 400), "[ Info: partner sync done"]
    L += ["", "julia> exit()"]
    return "\n".join(L) + "\n", "raw"


def psq(v):
    sv = strip_marks(v)
    if not (set(sv) & set('$`"')):
        return '"%s"' % v
    return "'%s'" % v


@car("powershell_transcript", "PowerShell_transcript.WS-0142.Kq3vZ7aH.20250611102233.txt", ["kv", "url", "hdr", "blob"], ml="verbatim", crlf=True,
     ok=lambda k, p: not p.ml_secret and kv_only(lambda k_, p_: okb("\n")(k_, p_) and not any("'" in strip_marks(t) and set(strip_marks(t)) & set('$`"') for t in p_.texts()))(k, p))
def c_pstranscript(c):
    r, p = c.r, c.p
    s = svc(r)
    u = person(r)[0].split()[0].lower()
    ps5 = r.random() < 0.5
    host_, st = "WS-0142", "20250611102233"
    nt_ = "19045" if ps5 else r.choice(["19045", "22631"])
    L = ["**********************", ("Windows PowerShell transcript start" if ps5 else "PowerShell transcript start"), "Start time: %s" % st,
         "Username: KESTREL\\%s" % u, "RunAs User: KESTREL\\%s" % u, "Configuration Name: ",
         "Machine: %s (Microsoft Windows NT 10.0.%s.0)" % (host_, nt_)]
    if ps5:
        L += ["Host Application: C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe", "Process ID: %d" % r.randint(2000, 30000),
              "PSVersion: 5.1.19041.4522", "PSEdition: Desktop", "PSCompatibleVersions: 1.0, 2.0, 3.0, 4.0, 5.0, 5.1.19041.4522", "BuildVersion: 10.0.19041.4522",
              "CLRVersion: 4.0.30319.42000", "WSManStackVersion: 3.0", "PSRemotingProtocolVersion: 2.3", "SerializationVersion: 1.1.0.1"]
    else:
        pv = "7.4.%d" % r.randint(1, 6)
        L += ["Host Application: C:\\Program Files\\PowerShell\\7\\pwsh.dll", "Process ID: %d" % r.randint(2000, 30000), "PSVersion: %s" % pv,
              "PSEdition: Core", "GitCommitId: %s" % pv, "OS: Microsoft Windows 10.0.%s" % nt_, "Platform: Win32NT",
              "PSCompatibleVersions: 1.0, 2.0, 3.0, 4.0, 5.0, 5.1, 7.0, 7.1, 7.2, 7.3, 7.4", "PSRemotingProtocolVersion: 2.3", "SerializationVersion: 1.1.0.1",
              "WSManStackVersion: 3.0"]
    L += ["**********************", "Transcript started, output file is C:\\Users\\%s\\Documents\\PowerShell_transcript.%s.Kq3vZ7aH.%s.txt" % (u, host_, st)]
    pr = "PS C:\\src\\%s> " % s
    if p.t == "hdr":
        L += [pr + "$h = @{ %s }" % "; ".join("'%s' = %s" % (k, psq(v)) for k, v in c.headers()),
              pr + "$r = Invoke-RestMethod -Method Get -Uri %s -Headers $h" % rest_url(r), pr + "$r | ConvertTo-Json -Depth 3",
              "{", '    "status":  "ok",', '    "orders":  %d' % r.randint(0, 40), "}"]
    elif p.t == "blob":
        fp = ("$HOME\\.ssh\\%s" if p.fname.startswith("id_") else "$HOME\\%s" if p.fname.startswith(".") else ".\\%s") % p.fname
        L += [pr + "Get-Content %s" % fp] + p.content.rstrip("\n").split("\n")
    else:
        for k, v in envs(c):
            L.append(pr + "$env:%s = %s" % (k, psq(v) if not (P0 in v and is_cref(p)) else v))
        L += [pr + "npm run sync:partner", "", "> %s@%s sync:partner" % (s, ver(r)), "> node scripts/sync-partner.js", "",
              "synced %d orders" % r.randint(1, 300)]
    L += [pr + "Stop-Transcript", "**********************", ("Windows PowerShell transcript end" if ps5 else "PowerShell transcript end"),
          "End time: %s" % (st[:-4] + "%02d%02d" % (r.randint(30, 59), r.randint(0, 59))), "**********************"]
    return "\n".join(L) + "\n", "raw"


@car("nghttp_verbose", "nghttp-v.txt", ["hdr"], ok=okb("\n"))
def c_nghttp(c):
    r = c.r
    s = svc(r)
    h = host(r)
    path = "/v1/%s/%s" % (s, r.choice(["orders", "status", "sync"]))
    hs = [(k.lower(), v) for k, v in c.headers()]
    t = [0.01 + 0.003 * i + r.random() * 0.002 for i in range(14)]
    L = ["[%7.3f] Connected" % t[0], "The negotiated protocol: h2", "[%7.3f] send SETTINGS frame <length=12, flags=0x00, stream_id=0>" % t[1], "          (niv=2)",
         "          [SETTINGS_MAX_CONCURRENT_STREAMS(0x03):100]", "          [SETTINGS_INITIAL_WINDOW_SIZE(0x04):65535]",
         "[%7.3f] send PRIORITY frame <length=5, flags=0x00, stream_id=3>" % t[2], "          (dep_stream_id=0, weight=201, exclusive=0)",
         "[%7.3f] send PRIORITY frame <length=5, flags=0x00, stream_id=5>" % t[2], "          (dep_stream_id=0, weight=101, exclusive=0)",
         "[%7.3f] send HEADERS frame <length=%d, flags=0x25, stream_id=13>" % (t[3], r.randint(60, 200)), "          ; END_STREAM | END_HEADERS | PRIORITY",
         "          (padlen=0, dep_stream_id=11, weight=16, exclusive=0)", "          ; Open new stream", "          :method: GET", "          :path: %s" % path,
         "          :scheme: https", "          :authority: %s" % h, "          accept: */*", "          accept-encoding: gzip, deflate",
         "          user-agent: nghttp2/1.%d.0" % r.randint(52, 64)]
    L += ["          %s: %s" % kv_ for kv_ in hs]
    L += ["[%7.3f] recv SETTINGS frame <length=18, flags=0x00, stream_id=0>" % t[5], "          (niv=3)", "          [SETTINGS_MAX_CONCURRENT_STREAMS(0x03):128]",
          "          [SETTINGS_INITIAL_WINDOW_SIZE(0x04):65536]", "          [SETTINGS_MAX_FRAME_SIZE(0x05):16777215]",
          "[%7.3f] recv WINDOW_UPDATE frame <length=4, flags=0x00, stream_id=0>" % t[6], "          (window_size_increment=2147418112)",
          "[%7.3f] send SETTINGS frame <length=0, flags=0x01, stream_id=0>" % t[7], "          ; ACK", "          (niv=0)",
          "[%7.3f] recv SETTINGS frame <length=0, flags=0x01, stream_id=0>" % t[8], "          ; ACK", "          (niv=0)",
          "[%7.3f] recv (stream_id=13) :status: 401" % t[9], "[%7.3f] recv (stream_id=13) content-type: application/json" % t[9],
          "[%7.3f] recv (stream_id=13) www-authenticate: Bearer error=\"invalid_token\"" % t[9], "[%7.3f] recv (stream_id=13) content-length: 24" % t[9],
          "[%7.3f] recv HEADERS frame <length=%d, flags=0x04, stream_id=13>" % (t[9], r.randint(30, 80)), "          ; END_HEADERS", "          (padlen=0)",
          "          ; First response header", '{"error":"unauthorized"}', "[%7.3f] recv DATA frame <length=24, flags=0x01, stream_id=13>" % t[10],
          "          ; END_STREAM", "[%7.3f] send GOAWAY frame <length=8, flags=0x00, stream_id=0>" % t[11],
          "          (last_stream_id=0, error_code=NO_ERROR(0x00), opaque_data(0)=[])"]
    return "\n".join(L) + "\n", "raw"


@car("clickhouse_client_session", "clickhouse-client.txt", ["kv", "url"], ok=lambda k, p: (nt(p) == "redacted" and cspec(p)) or okb("\\\n")(k, p))
def c_clickhouse_cli(c):
    r, p = c.r, c.p
    s = svc(r)
    hn = "ch-prod-%02d" % r.randint(1, 6)
    v_ = r.choice(["24.3.2.23", "24.8.4.13", "25.3.1.2703"])
    L = ["ClickHouse client version %s (official build)." % v_, "Connecting to clickhouse.internal:9440 as user analyst.",
         "Connected to ClickHouse server version %s." % v_, ""]
    pairs = envs(c)
    if nt(p) == "redacted" and cspec(p):
        pairs = [(k, v if P0 in v else "[HIDDEN]") for k, v in pairs]
        L += ["%s :) SELECT name, collection FROM system.named_collections WHERE name = '%s_partner_api' FORMAT Vertical" % (hn, s), "",
              "Query id: %s" % uuid4(r), "", "Row 1:", "\u2500\u2500\u2500\u2500\u2500\u2500", "name:       %s_partner_api" % s,
              "collection: {%s}" % ",".join("'%s':'%s'" % (k.lower(), v) for k, v in [("URL", "[HIDDEN]")] + pairs), "",
              "1 row in set. Elapsed: 0.00%d sec. " % r.randint(1, 9), ""]
    elif r.random() < 0.5:
        L += ["%s :) SELECT name, value FROM integrations.settings WHERE service = '%s' FORMAT Vertical" % (hn, s), "", "Query id: %s" % uuid4(r), ""]
        rows = [("LOG_LEVEL", "info")] + pairs
        for i, (k, v) in enumerate(rows):
            L += ["Row %d:" % (i + 1), "\u2500" * (5 + len(str(i + 1))), "name:  %s" % k, "value: %s" % v, ""]
        L += ["%d rows in set. Elapsed: 0.00%d sec. " % (len(rows), r.randint(1, 9)), ""]
    else:
        L += ["%s :) SELECT name, value FROM integrations.settings WHERE service = '%s'" % (hn, s), "", "Query id: %s" % uuid4(r), ""]
        rows = [("LOG_LEVEL", "info")] + pairs
        w1 = max(len("name"), max(len(k) for k, _ in rows))
        w2 = max(len("value"), max(len(strip_marks(v)) for _, v in rows))
        L.append("\u250c\u2500name" + "\u2500" * (w1 - 3) + "\u252c\u2500value" + "\u2500" * (w2 - 4) + "\u2510")
        for k, v in rows:
            L.append("\u2502 %s \u2502 %s%s \u2502" % (k.ljust(w1), v, " " * (w2 - len(strip_marks(v)))))
        L.append("\u2514" + "\u2500" * (w1 + 2) + "\u2534" + "\u2500" * (w2 + 2) + "\u2518")
        L += ["", "%d rows in set. Elapsed: 0.00%d sec. " % (len(rows), r.randint(1, 9)), ""]
    L += ["%s :) Bye." % hn]
    return "\n".join(L) + "\n", "raw"


# --- chat, mail and tracker exports -------------------------------------------------------------------

@car("skype_export_json", "messages.json", ["kv", "url", "hdr", "blob"], ml="json", ok=ok_and(PROSE_OK, secret_no("&<>\"'")))
def c_skype(c):
    r = c.r
    s = svc(r)
    me = person(r)
    other = person(r)
    conv = "19:%s@thread.skype" % rs(r, HEXL, 32)
    t0 = epoch(r) * 1000

    def m(i, who, text, mt="RichText"):
        t = t0 + i * r.randint(20000, 400000)
        return {"id": str(t), "displayName": who[0], "originalarrivaltime": ms_iso(t),
                "messagetype": mt, "version": t, "content": text, "conversationid": conv, "from": "8:live:.cid.%s" % rs(r, HEXL, 16),
                "properties": None, "amsreferences": None}
    body = xesc(prose15(c, fence=r.choice([("", ""), ("```", "```")])), attr=True).replace("&#10;", "\n").replace("'", "&apos;")
    msgs = [m(2, other, "thanks, that works (like)" if r.random() < 0.5 else "ok, trying now"), m(1, me, body),
            m(0, other, "can you send me the %s settings again? the deploy is failing" % s)]
    d = {"userId": "8:live:.cid.%s" % rs(r, HEXL, 16), "exportDate": "2025-04-%02dT%02d:%02d:%02d.%03dZ" % (r.randint(1, 28), r.randint(0, 23), r.randint(0, 59),
                                                                                                      r.randint(0, 59), r.randint(0, 999)),
         "conversations": [{"id": conv, "displayName": "%s ops" % s_cap(r), "version": t0,
                            "properties": {"conversationblocked": False, "lastimreceivedtime": ms_iso(t0 + 900000), "consumptionhorizon": "%d;%d;%d" % (
                                t0, t0 + 1, r.randint(10 ** 17, 10 ** 18)), "conversationstatus": None},
                            "threadProperties": {"membercount": r.randint(3, 12), "members": None, "topic": "%s ops" % s_cap(r)},
                            "MessageList": msgs}]}
    return jdump(d, 4), "json"


def ms_iso(ms):
    import time
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(ms // 1000)) + ".%03dZ" % (ms % 1000)


def webex_id(kind, r):
    return b64s(("ciscospark://us/%s/%s" % (kind, uuid4(r))).encode()).rstrip("=")


@car("webex_messages_json", "messages.json", ["kv", "url", "hdr", "blob"], ml="json", ok=PROSE_OK)
def c_webex(c):
    r = c.r
    s = svc(r)
    room = webex_id("ROOM", r)
    me, other = person(r), person(r)

    def m(who, text, t):
        return {"id": webex_id("MESSAGE", r), "roomId": room, "roomType": "group", "text": text, "personId": webex_id("PEOPLE", r),
                "personEmail": "%s@kestrelworks.io" % who[1], "created": t}
    t = ["2025-06-%02dT%02d:%02d:%02d.%03dZ" % (11, 10, 20 + i, r.randint(0, 59), r.randint(0, 999)) for i in range(3)]
    items = [m(other, r.choice(["thx", "great, the sync is green again", "got it"]), t[2]), m(me, prose15(c), t[1]),
             m(other, "who has the current %s credentials? the rotation broke staging" % s, t[0])]
    return tail(r, jdump({"items": items}, 2)), "json"


@car("bugzilla_comments_json", "comments.json", ["kv", "url", "hdr", "blob"], ml="json", ok=PROSE_OK)
def c_bugzilla(c):
    r = c.r
    s = svc(r)
    bug = r.randint(1800000, 1999999)
    cid = r.randint(17000000, 17900000)

    def cm(n, who, text):
        t = "2025-06-%02dT%02d:%02d:%02dZ" % (10 + n, r.randint(8, 18), r.randint(0, 59), r.randint(0, 59))
        return {"attachment_id": None, "bug_id": bug, "count": n, "creation_time": t, "creator": "%s@kestrelworks.io" % who[1], "id": cid + n,
                "is_private": False, "tags": [], "text": text, "time": t}
    comments = [cm(0, person(r), "The %s partner sync has failed every night since the credential rotation. Logs attached to the run." % s),
                cm(1, person(r), prose15(c)),
                cm(2, person(r), r.choice(["Confirmed fixed on staging, moving to VERIFIED.", "Thanks, resyncing now."]))]
    return jdump({"bugs": {str(bug): {"comments": comments}}, "comments": {}}, 3, sep=" : ") + "\n", "json"


@car("shortcut_story_json", "story.json", ["kv", "url", "hdr", "blob"], ml="json", ok=PROSE_OK)
def c_shortcut(c):
    r = c.r
    s = svc(r)
    sid = r.randint(1000, 20000)
    slug = r.choice(["kestrel", "larkspur", "quillon"])
    t0 = now_iso(r)
    in_desc = r.random() < 0.5
    text = prose15(c)
    desc = "## Problem\n\nThe %s partner sync fails with 401.\n\n## Notes\n\n%s" % (s, text) if in_desc else "## Problem\n\nThe %s partner sync fails with 401." % s
    comments = [] if in_desc else [{"app_url": "https://app.shortcut.com/%s/story/%d#activity-%d" % (slug, sid, sid + 7), "author_id": uuid4(r), "blocker": False,
                                    "created_at": t0, "deleted": False, "entity_type": "story-comment", "external_id": None, "id": sid + 7,
                                    "mention_ids": [], "reactions": [], "story_id": sid, "text": text, "unblocks_parent": False, "updated_at": t0}]
    d = {"app_url": "https://app.shortcut.com/%s/story/%d" % (slug, sid), "archived": False, "blocked": False, "blocker": False, "comments": comments,
         "completed": False, "created_at": t0, "description": desc, "entity_type": "story", "estimate": r.choice([1, 2, 3, None]), "external_id": None,
         "id": sid, "labels": [{"app_url": "https://app.shortcut.com/%s/label/%d" % (slug, r.randint(100, 999)), "archived": False, "color": "#e85d75",
                                "entity_type": "label", "id": r.randint(100, 999), "name": s}],
         "name": "%s partner sync fails with 401" % s_cap(r), "owner_ids": [uuid4(r)], "position": r.randint(10 ** 9, 10 ** 10), "requested_by_id": uuid4(r),
         "started": True, "story_type": "bug", "updated_at": t0, "workflow_state_id": r.randint(500000000, 500009999)}
    return tail(r, jdump(d, 2)), "json"
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
    text, enc = out
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
    kinds_scm(); kinds_chat_ai(); kinds_cloud(); kinds_saas(); kinds_pay_comm_obs(); kinds_infra_generic(); kinds_corpus7(); kinds_c11(); kinds_c15()
    patch_kinds_c12()
    SPECIAL_NEGS.update(c15_special())
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
            order = sorted(CARS, key=lambda cn: (usage[cn] - (20 if (CARS[cn]["only"]) else 0),
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





LINE_FMTS = LINE_FMTS + ("gcpkeys",)  # a pasted CLI listing: only where text is kept verbatim
BLOB_NAMES.update({"composer": ["composer auth"], "gcpkeys": ["service account keys"], "sshpub": ["ssh public key", "deploy public key"]})


# ================================================================ corpus 15: negatives
# a carrier's own way to point at a secret kept elsewhere (the secret-ref negatives); REF_CASE spells the name
CARRIER_REFS = {
    "goose_config_yaml": ("%s", "goose's `env_keys` names a variable whose value goose keeps in the system keyring"),
    "devspace_yaml": ("${%s}", "a DevSpace `${NAME}` variable declared with `source: env`, read from the environment when DevSpace runs"),
    "rundeck_job_yaml": ("keys/project/%s", "a Rundeck Key Storage path (`storagePath` of a secure option), resolved when the job runs"),
    "goreleaser_yaml": ("{{ .Env.%s }}", "a GoReleaser template (`{{ .Env.NAME }}`), filled from the environment at release time"),
    "dapr_component_yaml": ("%s", "a Dapr `secretKeyRef` (the key of a secret in the component's secret store)"),
    "filebeat_yml": ("${%s}", "a Beats `${NAME}` reference, resolved from the filebeat keystore or the environment at start-up"),
    "fluentd_conf": ("#{ENV['%s']}", "fluentd's embedded Ruby in a double-quoted value (`\"#{ENV['NAME']}\"`), evaluated when the config loads"),
    "hadoop_core_site_xml": ("${env.%s}", "Hadoop's `${env.NAME}` variable expansion, read from the environment when the property is used"),
    "spark_defaults_conf": ("${env:%s}", "Spark's `${env:NAME}` config substitution, read from the environment when the conf is loaded"),
    "uwsgi_ini": ("$(%s)", "uWSGI's `$(NAME)` substitution from the environment at start-up"),
    "lighttpd_conf": ("env.%s", "lighttpd's `env.NAME`, the value of an environment variable when the config is parsed"),
    "varnish_vcl": ('std.getenv("%s")', "vmod std's `std.getenv(\"NAME\")`, read from varnishd's environment at request time"),
    "krakend_json": ('{{ env "%s" }}', "a KrakenD flexible-configuration template (`{{ env \"NAME\" }}`), rendered when the gateway starts"),
    "logic_apps_workflow_json": ("@{appsetting('%s')}", "a Logic Apps `@appsetting('NAME')` expression, read from the app's settings at run time"),
    "langflow_flow_json": ("%s", "a Langflow global variable: with `load_from_db: true` the field holds only the variable's name, the value is kept in Langflow's database"),
    "buildbot_master_cfg": ('util.Secret("%s")', "a Buildbot `util.Secret(\"name\")` renderable, read from the configured secrets provider at build time"),
    "vimrc": ("$%s", "a Vim `$NAME` expression, the value of an environment variable when the line runs"),
    "warp_workflow_yaml": ("{{%s}}", "a Warp workflow argument (`{{name}}`) without a default value, typed in when the workflow runs"),
}
REF_CASE = {"rundeck_job_yaml": "path", "dapr_component_yaml": "kebab", "buildbot_master_cfg": "lower", "warp_workflow_yaml": "lower"}
CARRIER_MASKS = {
    "clickhouse_client_session": ("[HIDDEN]", "redacted: ClickHouse prints every value of a named collection as `[HIDDEN]` unless `display_secrets_in_show_and_select` is on"),
}
CARRIER_ENC = {
    "temporal_history_json": (lambda r, n: b64s(rbytes(r, n + 28)),
                              "encrypted: a Temporal payload with `encoding: binary/encrypted`, sealed by the client's payload codec; only a worker or codec server holding the key opens it"),
}
CARRIER_PH = {}


def ref_name(nm, cname):
    base = envk(nm.replace("-", "_"))
    how = REF_CASE.get(cname)
    if how == "lower":
        return base.lower()
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
    """a pattern negative for `kind`: the type is drawn per rule id (corpus 15 draw), the value per carrier"""
    p = KINDS[kind][0](r, 1)
    s = p.secret
    pfx = kind_prefix(kind, s)
    body = s[len(pfx):]
    nm = kind.replace("-named", "").replace("-prefixed", "")
    cname = _CUR.get("carrier")
    t = ["secret-ref", "encrypted", "placeholder", "redacted", "truncated", "hash"][zlib.crc32(("c15|" + kind).encode()) % 6]
    # a carrier with a form of its own (a reference syntax, a ciphertext, a mask) uses it half the time
    spec = [tt for tt, dct in (("secret-ref", CARRIER_REFS), ("encrypted", CARRIER_ENC), ("placeholder", CARRIER_PH),
                               ("redacted", CARRIER_MASKS)) if cname in dct]
    h = zlib.crc32(("c15c|%s|%s" % (kind, cname)).encode())
    if spec and h % 2 == 0:
        t = spec[(h >> 1) % len(spec)]
    cspec = (t == "secret-ref" and cname in CARRIER_REFS) or (t == "encrypted" and cname in CARRIER_ENC) or \
        (t == "placeholder" and cname in CARRIER_PH) or (t == "redacted" and cname in CARRIER_MASKS)
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
        if cname in CARRIER_MASKS:
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


CARRIER_DESC = {
    "codex_config_toml": "OpenAI Codex CLI `~/.codex/config.toml`: `shell_environment_policy.set`, `[mcp_servers.*]` `env` (inline or table), `http_headers`",
    "goose_config_yaml": "goose `~/.config/goose/config.yaml`: `extensions.*.envs` (and `env_keys` kept in the keyring)",
    "letta_agent_file_af": "Letta agent file (`.af`): `tool_exec_environment_variables`, packed user messages",
    "swe_agent_traj": "SWE-agent trajectory (`.traj`): `trajectory[].action` / `observation`, `info`, `replay_config`",
    "langflow_flow_json": "Langflow flow export: node `template` fields (custom component `code`, API Request `headers` table, `load_from_db`)",
    "openai_responses_request_json": "OpenAI Responses API request body: `function_call.arguments` (JSON in a string), `function_call_output.output`",
    "llamaindex_docstore_json": "LlamaIndex persisted `docstore.json`: an ingested file's `TextNode` `text` (one-line JSON)",
    "warp_workflow_yaml": "Warp workflow YAML: `command` block, `arguments[].default_value`",
    "obsidian_plugin_data_json": "Obsidian plugin settings `.obsidian/plugins/<id>/data.json`",
    "espanso_match_yml": "espanso match file `match/base.yml`: `replace` text (quoted or `|` block), `label`",
    "kitty_conf": "kitty terminal `kitty.conf`: `env NAME=value`",
    "wezterm_lua": "WezTerm `.wezterm.lua`: `config.set_environment_variables`",
    "vimrc": "`~/.vimrc`: `let $NAME = '...'` / `let g:name = '...'` for AI and API plugins",
    "buildbot_master_cfg": "Buildbot `master.cfg`: `ShellCommand(env={...})`, `StringDownload(\"\"\"...\"\"\")`, curl steps",
    "devspace_yaml": "DevSpace `devspace.yaml` (v2beta1): `vars`, component-chart `env`, `pipelines.*.run` scripts",
    "rundeck_job_yaml": "Rundeck job definition (YAML export): `options` (`value`, secure `storagePath`), `sequence.commands` exec / script",
    "goreleaser_yaml": "GoReleaser `.goreleaser.yaml` (v2): `env` list, `ldflags -X`, `announce.webhook.headers`",
    "dapr_component_yaml": "Dapr `Component` (`spec.metadata` name/value, `secretKeyRef`; http, graphql, conversation, redis, rabbitmq types)",
    "gcloud_scheduler_job_yaml": "`gcloud scheduler jobs describe` output: `httpTarget.headers`, base64 `httpTarget.body`",
    "uwsgi_ini": "uWSGI `uwsgi.ini`: `env = NAME=value`",
    "gunicorn_conf_py": "`gunicorn.conf.py`: `raw_env = [\"NAME=value\"]`",
    "lighttpd_conf": "`lighttpd.conf`: mod_setenv `setenv.add-environment`, `setenv.set-request-header`",
    "fluentd_conf": "fluentd `fluent.conf`: output plugin parameters in `<match>`, out_http `headers` hash",
    "filebeat_yml": "`filebeat.yml`: CEL input `state`, httpjson `request.transforms` header `set`",
    "hadoop_core_site_xml": "Hadoop `core-site.xml` `<property><name>/<value>` (S3A credentials by their real names half the time)",
    "spark_defaults_conf": "`spark-defaults.conf`: `spark.executorEnv.*` / `appMasterEnv.*` / `kubernetes.driverEnv.*`, `spark.hadoop.fs.s3a.*`",
    "varnish_vcl": "Varnish `default.vcl`: `set bereq.http.<Name> = \"...\";` in `vcl_backend_fetch`",
    "krakend_json": "KrakenD `krakend.json`: `modifier/martian` `header.Modifier` (in a `fifo.Group` for several)",
    "aws_glue_job_json": "`aws glue get-job` output: `DefaultArguments` (`--name`)",
    "emr_configurations_json": "EMR configurations JSON: `*-env` `export` properties, `core-site` S3A properties",
    "logic_apps_workflow_json": "Azure Logic Apps `workflow.json`: HTTP action `headers` / `body`, `SecureString` parameters",
    "make_blueprint_json": "Make scenario blueprint: `http:ActionSendData` mapper `headers` / `qs` (name/value lists)",
    "sns_http_notification_json": "Amazon SNS HTTP(S) notification body: `Message` (JSON in a string), `\"Type\" : ` spacing",
    "eventbridge_event_json": "Amazon EventBridge event: `detail` (settings map, logged request headers)",
    "temporal_history_json": "`temporal workflow show --output json`: start event `input.payloads[].data` (base64 `json/plain`, or `binary/encrypted`)",
    "rabbitmq_get_messages_json": "RabbitMQ management `POST /api/queues/{vhost}/{queue}/get` response: `payload` (string or base64), AMQP `headers`",
    "nginx_error_log": "nginx `error.log`: the request line (percent-encoded query) of limit_req / access-rule errors",
    "laravel_log": "Laravel `storage/logs/laravel.log` (Monolog line format with JSON context)",
    "rich_traceback_locals": "Rich traceback with `show_locals=True` (boxed frame, right-aligned locals panel)",
    "pytest_output": "pytest failure report with `-l` (showlocals: `name       = repr`)",
    "pdb_session": "`pytest --pdb` post-mortem session: `p` of env values, headers, a key file's `read()` (Python repr)",
    "julia_repl_session": "Julia REPL session (`ENV[...] = ...;`, HTTP.jl calls, `print(read(...))`)",
    "powershell_transcript": "PowerShell `Start-Transcript` file (5.1 and 7 headers, CRLF): `$env:NAME = ...`, `-Headers` hashtables, `Get-Content`",
    "nghttp_verbose": "`nghttp -v` output: the sent HEADERS frame",
    "clickhouse_client_session": "clickhouse-client session: `FORMAT Vertical` and PrettyCompact results, named collections shown as `[HIDDEN]`",
    "skype_export_json": "Skype export `messages.json`: `MessageList[].content` (RichText with HTML entities)",
    "webex_messages_json": "Webex `GET /v1/messages` response: `items[].text`",
    "bugzilla_comments_json": "Bugzilla REST `GET /rest/bug/{id}/comment` (3-space ` : ` JSON)",
    "shortcut_story_json": "Shortcut `GET /api/v3/stories/{id}`: `description` or `comments[].text`",
}

README_HEAD = """# wirepass corpus 15 — held-out FAKE secrets in new carriers

Every value here is fake: random, generated by `generate.py`, never issued by any provider. The few
documented example values used as negatives (the AWS docs' `AKIAIOSFODNN7EXAMPLE` pair, the Azurite
`devstoreaccount1` key, Telegram's `123456:ABC-DEF...` sample, Postmark's `POSTMARK_API_TEST`, Stripe's
`sk_test_4eC39HqLyjWDarjtT1zdp7dc`, jwt.io's sample token, the Cloud SDK's public installed-app client secret,
RabbitMQ's `guest:guest`) are public on purpose. The corpus was written without looking at the scanner's code:
values follow the providers' documented token formats, and the files follow the real carriers' syntax.

Regenerate with `python3 generate.py` (deletes and rewrites `cases/`, `manifest.jsonl` and this
README); check with `python3 verify.py` (regenerates everything in memory, compares every file, every
manifest line and this README byte for byte, decodes every span and `also_expected` span from the files
on disk and compares it with the generated value; prints the number of mismatches, `0` when all is
well). Python 3 stdlib only. Seed `wirepass-corpus15-v1`; each case draws from
`random.Random("wirepass-corpus15-v1|<kind>|<carrier>")`, so a case does not change when another does.

The token generators and checksum helpers (GitHub/npm base62 CRC32, Grafana little-endian CRC, bech32 for age,
DER-built PEM keys, PyPI macaroons, Vault protobuf tokens, ...), the table of real-world name spellings and the
negative builders are reused from corpus 14's generator. New here: {{CARRIERS}} carriers that agents and their tools
read or send — agent state and config (Codex CLI, goose, Letta `.af`, SWE-agent trajectories, Langflow flows, the
OpenAI Responses API, LlamaIndex docstores, Warp workflows, Obsidian plugin data, espanso), terminal and editor
configs (kitty, WezTerm, Vim), CI and workflow specs (Buildbot, DevSpace, Rundeck, GoReleaser, Dapr, Cloud
Scheduler, Logic Apps, Make), server and data-platform configs (uWSGI, gunicorn, lighttpd, fluentd, Filebeat,
Hadoop, Spark, Varnish, KrakenD, Glue, EMR), message envelopes (SNS, EventBridge, Temporal, RabbitMQ), logs and
sessions (nginx error log, Laravel, Rich and pytest tracebacks with locals, pdb, Julia REPL, PowerShell transcript,
nghttp, clickhouse-client) and chat/tracker exports (Skype, Webex, Bugzilla, Shortcut); carrier-specific
negatives (goose `env_keys`, Rundeck `storagePath`, Dapr `secretKeyRef`, Langflow `load_from_db`, Buildbot
`util.Secret`, uWSGI `$(NAME)`, Spark `${env:NAME}`, Hadoop `${env.NAME}`, Varnish `std.getenv`, KrakenD
`{{ env }}`, Logic Apps `@appsetting`, fluentd `#{ENV[...]}`, Temporal `binary/encrypted` payloads, ClickHouse
`[HIDDEN]`); a re-draw of which pattern negative each rule id gets; and new negatives of the provider's shape next
to its name (commit SHAs under `sonar.scm.revision` / `DD_GIT_COMMIT_SHA`, UUID and hex ids such as `SNYK_CFG_ORG`,
`NETLIFY_SITE_ID`, Cloudflare account ids, Atlassian accountIds, an Entra client secret's Secret ID, Splunk's request
channel, Rollbar's public client token).

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

`cases/<rule id>/<carrier>/<file name>`, the file name being what such a file is really called (`config.toml`,
`config.yaml`, `master.cfg`, `devspace.yaml`, `.goreleaser.yaml`, `uwsgi.ini`, `gunicorn.conf.py`, `lighttpd.conf`,
`fluent.conf`, `filebeat.yml`, `core-site.xml`, `spark-defaults.conf`, `default.vcl`, `krakend.json`, `kitty.conf`,
`.wezterm.lua`, `.vimrc`, `docstore.json`, `error.log`, `laravel.log`, `PowerShell_transcript.*.txt`, ...).
`manifest.jsonl` follows `manifest_format.md`: `file, kind, provider, carrier, positive, start, end, encoding`, plus
`note` (`<type>: <why>`) on every negative and `debatable: true` where a reviewer might disagree. `start`/`end` are
byte offsets (UTF-8) of the value as it appears in the file.

* `raw`: verbatim. `json`: inside a JSON string (PEM newlines as `\\n`); also the GCP key file's `private_key`
  wherever the whole key file is pasted raw, and the Python repr of a key file in `pdb_session` (its only
  escapes are `\\n`, so one JSON-string decoding gives the value). `xml`: XML-escaped element text
  (`hadoop_core_site_xml`). `url`: percent-encoded URL passwords, SAS `sig`, and query values in `nginx_error_log`
  request lines (a value with nothing to encode is `raw`). `base64`: the carrier base64-encodes a JSON payload
  (`gcloud_scheduler_job_yaml` `httpTarget.body`, `temporal_history_json` payload `data`,
  `rabbitmq_get_messages_json` with `payload_encoding: base64`); the payload is padded with leading spaces so the
  secret starts on a 3-byte boundary.
* Escaped twice: `openai_responses_request_json` (`function_call.arguments`), `sns_http_notification_json`
  (`Message`), `letta_agent_file_af` (packed user messages), `rabbitmq_get_messages_json` (`payload`). Only values
  without `"`, `\\` or newlines go into the inner level there, so one JSON decoding of the span gives the value.
* Layouts: name/value records (Dapr `metadata`, Make `qs` / `headers`, Letta `key`/`value`, Hadoop `<property>`,
  Rundeck `options`, Langflow's `headers` table); names as env-var assignments in odd places (`env NAME=value`,
  `env = NAME=value`, `"NAME" => "value"`, `spark.executorEnv.NAME  value`, `--NAME` Glue arguments, `$env:NAME =`,
  `let $NAME =`, `ENV["NAME"] = ...;`); values as Python reprs and locals (`name = 'value'` in Rich and pytest,
  right- or left-aligned); Skype RichText with HTML entities around the value; CRLF line ends
  (`powershell_transcript`); box-drawing tables (`clickhouse_client_session`, `rich_traceback_locals`).
* URL-shaped kinds: the whole URL for Slack/Discord/Teams webhooks and Slack workflow URLs;
  `<id>:<token>` for Telegram `/bot…/` paths; `sig` for Azure SAS; the password for `url-password`.
* PEM kinds and `putty-private-key`: the whole block, armour included; `gcp-service-account`: the
  `private_key` string (encoding `json`).
* `also_expected`: `[{kind, start, end, encoding}]` for other rules that legitimately fire (an AWS key id
  beside its secret, a Twilio `SK…` SID, an Alibaba `LTAI…` id, `private-key-pkcs8` inside GCP key files,
  `url-password` where a token is a URL's password, `azure-annotated-key` / `azure-devops-pat` where the value is
  in the annotated form, `gitlab-pat` inside a `COMPOSER_AUTH` value).

## Weaker grounds

* Known overlaps **not** marked: the generic rules (`generic-*-named`) will often also fire on named
  provider cases (and on values placed under a generic name on purpose); `twilio-api-key-secret-named` values are
  also "API secret next to its name" for `twilio-auth-token`; `vault-legacy-token` may also be reported as
  `vault-service-token`; `key-` form values of `mailgun-api-key-named` also match `mailgun-api-key`; a
  `bearer-token` / `authorization-token` rule may also fire on the header of another kind's `hdr` case.
* One occurrence per file: formats that really repeat a value (SWE-agent's `history` and per-step `query`, Letta's
  compiled system message, Rich's and pytest's argument lines) are written without the copy, to keep one span per
  value; a REPL assignment ends in `;` (Julia) so the REPL does not echo it.
* Length limits that the real tools apply are respected by leaving long values out: Rich truncates locals longer than
  80 characters and pytest reprs longer than 240, so those carriers take only shorter values.
* Base64 and doubly escaped carriers take only values without `"`, `\\` or newlines and no second span;
  `powershell_transcript` (CRLF) takes no multi-line secret.
* Some carriers are plausible but uncommon homes for some providers (a Clojars token in a Dapr component, a PyPI
  token in a Varnish header); the syntax is each carrier's real one. A few file details are written from the
  tools' documentation and typical output rather than from a captured file (the Letta `.af` field set, Obsidian
  plugin settings names, the Rich locals panel geometry).
* Negatives generated by pattern (secret-ref, encrypted, placeholder, redacted, truncated, hash)
  sometimes keep the kind's fixed prefix; a scanner that fires on a prefix alone would flag them.
  Public-by-design and test-mode negatives where the value could still do harm are marked debatable, and so is the
  truncated DSA key (a part of a private key is still a leak). Invalid checksums are used only for GitHub, npm and
  Grafana tokens, whose checksum schemes are public.

## Carriers

| carrier | cases | what it is |
|---|---|---|
{{CARROWS}}
"""


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
