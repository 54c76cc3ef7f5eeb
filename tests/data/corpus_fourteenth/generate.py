#!/usr/bin/env python3
"""wirepass held-out corpus 14: FAKE secrets in carriers not used by corpora 1-13.

Deterministic: seed `wirepass-corpus14-v1`; every case draws from
random.Random("wirepass-corpus14-v1|<kind>|<carrier>").  The token generators,
checksum helpers, name table and negative builders come from corpus 13's generator;
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

SEED = "wirepass-corpus14-v1"
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


# --- CI and deploy specs ------------------------------------------------------------------

@car("gitlab_ci_yml", ".gitlab-ci.yml", ["kv", "url", "hdr", "blob"], ml="indent", bad_sub=("\nEOF",), ok=kv_only(DQS_OK))
def c_gitlabci(c):
    r, p = c.r, c.p
    s = svc(r)
    expanded = r.random() < 0.5

    def var_lines(pairs, ind):
        pad = " " * ind
        out = []
        for k, v in pairs:
            if expanded:
                out += [pad + "%s:" % k, pad + "  value: %s" % yv2(v),
                        pad + '  description: "%s"' % r.choice(["Used by the deploy job", "Partner integration (prod)", "Set by %s" % person(r)[1]])]
            else:
                out.append(pad + "%s: %s" % (k, yv2(v)))
        return out
    top = p.t in ("kv", "url") and r.random() < 0.4
    L = ["default:", "  image: node:20-alpine", "  interruptible: true", "", "stages:", "  - test", "  - deploy", ""]
    if top:
        L += ["variables:", '  FF_USE_FASTZIP: "true"'] + var_lines(envs(c), 2) + [""]
    L += ["unit-tests:", "  stage: test", "  cache:", "    key:", "      files:", "        - package-lock.json", "    paths:", "      - .npm/",
          "  script:", "    - npm ci --cache .npm --prefer-offline", "    - npm test", "", "deploy-production:", "  stage: deploy",
          "  environment:", "    name: production", "    url: https://%s.%s" % (s, hostpart(r))]
    if p.t in ("kv", "url") and not top:
        L += ["  variables:"] + var_lines(envs(c), 4)
    L += ["  script:", "    - npm ci --cache .npm --prefer-offline"]
    if p.t == "hdr":
        L.append("    - %s" % yv2(curl_line(c)))
    elif p.t == "blob":
        L += ["    - |", indent("\n".join(sh_lines(c)), 6)]
    L += ["    - npm run deploy -- --env production", "  rules:", "    - if: $CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH",
          "      when: %s" % r.choice(["manual", "on_success"])]
    return tail(r, "\n".join(L)), "raw"


@car("zuul_yaml", ".zuul.yaml", ["kv", "url", "blob"], ml="indent", ok=kv_only(DQ_OK))
def c_zuul(c):
    r, p = c.r, c.p
    s = svc(r)
    sec = "%s-deploy-creds" % s
    enc, plain = [], []
    if p.t == "blob":
        plain = [(ident(blob_name(c, "snake")), p.content)]
    else:
        for k, v in c.kvs(["snake"]):
            k = ident(k).lower()
            if P0 in v and getattr(p, "cspec", False):
                enc.append((k, mpart(v)))
            else:
                plain.append((k, v))
    L = ["- secret:", "    name: %s" % sec, "    data:", "      username: %s" % r.choice(["deploy", "zuul", "%s-ci" % s])]
    for k, v in enc or [("password", b64s(rbytes(r, 512)))]:
        L += ["      %s: !encrypted/pkcs1-oaep" % k, "        - %s" % v]
    L += ["", "- job:", "    name: %s-deploy" % s, "    parent: base", "    description: Deploy %s to production." % s, "    run: playbooks/deploy.yaml",
          "    secrets:", "      - name: deploy_creds", "        secret: %s" % sec, "    vars:", "      %s_release: %s" % (s, ver(r))]
    for k, v in plain:
        if p.t == "blob":
            L += ["      %s: |" % k, indent(v.rstrip("\n"), 8)]
        else:
            L.append("      %s: %s" % (k, yv2(v)))
    L += ["    nodeset:", "      nodes:", "        - name: ubuntu-noble", "          label: ubuntu-noble", "", "- project:", "    check:", "      jobs:",
          "        - tox-py312", "    gate:", "      jobs:", "        - tox-py312", "    deploy:", "      jobs:", "        - %s-deploy" % s]
    return tail(r, "\n".join(L)), "raw"


@car("argocd_application_yaml", "application.yaml", ["kv", "url", "blob"], ml="indent", ok=kv_only(DQ_OK))
def c_argocd(c):
    r, p = c.r, c.p
    s = svc(r)
    L = ["apiVersion: argoproj.io/v1alpha1", "kind: Application", "metadata:", "  name: %s-prod" % s, "  namespace: argocd", "  finalizers:",
         "    - resources-finalizer.argocd.argoproj.io", "spec:", "  project: %s" % r.choice(["default", "platform"]), "  source:",
         "    repoURL: https://charts.%s" % hostpart(r), "    chart: %s" % s, "    targetRevision: %s" % ver(r), "    helm:", "      releaseName: %s" % s]
    if p.t == "blob":
        L += ["      values: |", "        replicaCount: 2", "        %s: |" % camel(blob_name(c, "camel")), indent(p.content.rstrip("\n"), 10)]
    elif r.random() < 0.5:
        L += ["      parameters:"]
        for k, v in envs(c):
            L += ["        - name: env.%s" % k, "          value: %s" % yv2(v), "          forceString: true"]
    else:
        L += ["      values: |", "        replicaCount: 2", "        env:"] + ["          %s: %s" % (k, yv2(v)) for k, v in envs(c)]
    L += ["  destination:", "    server: https://kubernetes.default.svc", "    namespace: %s" % s, "  syncPolicy:", "    automated:", "      prune: true",
          "      selfHeal: true", "    syncOptions:", "      - CreateNamespace=true"]
    return tail(r, "\n".join(L)), "raw"


GEN_EXPR = _re.compile(r"^\[a-zA-Z0-9\]\{\d+\}$")


@car("openshift_template_yaml", "template.yaml", ["kv", "url", "blob"], ml="indent", ok=kv_only(DQ_OK))
def c_openshift(c):
    r, p = c.r, c.p
    s = svc(r)
    L = ["apiVersion: template.openshift.io/v1", "kind: Template", "metadata:", "  name: %s-api" % s, "  annotations:",
         '    description: "%s API with its partner credentials"' % s_cap(r), "    tags: nodejs,%s" % s, "objects:"]
    params = []
    if p.t == "blob":
        L += ["- apiVersion: v1", "  kind: Secret", "  metadata:", "    name: ${APP_NAME}-files", "  type: Opaque", "  stringData:",
              "    %s: |" % p.fname.lstrip("."), indent(p.content.rstrip("\n"), 6)]
    else:
        params = envs(c)
        L += ["- apiVersion: v1", "  kind: Secret", "  metadata:", "    name: ${APP_NAME}-env", "  type: Opaque", "  stringData:"]
        L += ["    %s: ${%s}" % (k, k) for k, _ in params]
    L += ["- apiVersion: apps/v1", "  kind: Deployment", "  metadata:", "    name: ${APP_NAME}", "  spec:", "    replicas: 2", "    selector:",
          "      matchLabels:", "        app: ${APP_NAME}", "    template:", "      metadata:", "        labels:", "          app: ${APP_NAME}",
          "      spec:", "        containers:", "        - name: api",
          "          image: image-registry.openshift-image-registry.svc:5000/%s/%s-api:latest" % (s, s)]
    if params:
        L += ["          envFrom:", "          - secretRef:", "              name: ${APP_NAME}-env"]
    L += ["parameters:", "- name: APP_NAME", "  displayName: Application name", "  value: %s-api" % s, "  required: true"]
    for k, v in params:
        v = cs(c, v)
        L += ["- name: %s" % k, "  displayName: %s" % k.replace("_", " ").title()]
        if GEN_EXPR.match(strip_marks(v)):
            L += ["  generate: expression", "  from: %s" % yv2(v)]
        else:
            L += ["  value: %s" % yv2(v)]
        L.append("  required: true")
    return tail(r, "\n".join(L)), "raw"


@car("do_app_spec_yaml", "app.yaml", ["kv", "url"], ok=DQ_OK)
def c_doapp(c):
    r = c.r
    s = svc(r)
    L = ["name: %s" % s, "region: %s" % r.choice(["fra", "ams", "nyc", "sgp"]), "services:", "- name: api", "  github:", "    repo: kestrel-works/%s" % s,
         "    branch: main", "    deploy_on_push: true", "  build_command: npm run build", "  run_command: npm start", "  environment_slug: node-js",
         "  http_port: 8080", "  instance_count: %d" % r.randint(1, 3), "  instance_size_slug: apps-s-1vcpu-1gb", "  routes:", "  - path: /",
         "  envs:", "  - key: NODE_ENV", "    scope: RUN_AND_BUILD_TIME", "    value: production"]
    for k, v in envs(c):
        v = cs(c, v)
        val = v if strip_marks(v).startswith("EV[1:") else yv2(v)
        L += ["  - key: %s" % k, "    scope: RUN_TIME", "    type: SECRET", "    value: %s" % val]
    return tail(r, "\n".join(L)), "raw"


@car("apprunner_yaml", "apprunner.yaml", ["kv", "url"], ok=DQ_OK)
def c_apprunner(c):
    r = c.r
    L = ["version: 1.0", "runtime: nodejs18", "build:", "  commands:", "    pre-build:", "      - npm ci", "    build:", "      - npm run build",
         "run:", "  runtime-version: 18.19.0", "  command: node dist/server.js", "  network:", "    port: 8080", "    env: APP_PORT", "  env:",
         "    - name: NODE_ENV", "      value: production"]
    secrets = []
    for k, v in envs(c):
        v = cs(c, v)
        if strip_marks(v).startswith("arn:aws:"):
            secrets.append((k, v))
        else:
            L += ["    - name: %s" % k, "      value: %s" % yv2(v)]
    if secrets:
        L += ["  secrets:"]
        for k, v in secrets:
            L += ["    - name: %s" % k, "      value-from: %s" % yv2(v)]
    return tail(r, "\n".join(L)), "raw"


@car("containerapp_yaml", "containerapp.yaml", ["kv", "url"], ok=DQ_OK)
def c_containerapp(c):
    r = c.r
    s = svc(r)
    sub = uuid4(r)
    pairs = envs(c)
    kvref = any(".vault.azure.net/secrets/" in strip_marks(cs(c, v)) for _, v in pairs)
    L = ["location: %s" % r.choice(["westeurope", "northeurope", "eastus2"]), "name: ca-%s-api" % s, "resourceGroup: rg-%s-prod" % s,
         "type: Microsoft.App/containerApps"]
    if kvref:
        L += ["identity:", "  type: SystemAssigned"]
    L += ["properties:",
          "  managedEnvironmentId: /subscriptions/%s/resourceGroups/rg-%s-prod/providers/Microsoft.App/managedEnvironments/cae-%s-prod" % (sub, s, s),
          "  configuration:", "    activeRevisionsMode: Single", "    ingress:", "      external: true", "      targetPort: 8080", "      transport: auto",
          "    secrets:"]
    envl = []
    for k, v in pairs:
        v = cs(c, v)
        sn = k.lower().replace("_", "-")
        if ".vault.azure.net/secrets/" in strip_marks(v):
            L += ["      - name: %s" % sn, "        keyVaultUrl: %s" % v, "        identity: system"]
        else:
            L += ["      - name: %s" % sn, "        value: %s" % yv2(v)]
        envl.append((k, sn))
    L += ["  template:", "    containers:", "      - image: crkestrel.azurecr.io/%s-api:%s" % (s, ver(r)), "        name: %s-api" % s, "        resources:",
          "          cpu: 0.5", "          memory: 1Gi", "        env:", "          - name: NODE_ENV", "            value: production"]
    for k, sn in envl:
        L += ["          - name: %s" % k, "            secretRef: %s" % sn]
    L += ["    scale:", "      minReplicas: 1", "      maxReplicas: 5"]
    return tail(r, "\n".join(L)), "raw"


# --- project and tool configs ---------------------------------------------------------------

def fpmq(v):
    sv = strip_marks(v)
    if sv and (all(ch in ALNUM + "_./:@-" for ch in sv) or _re.match(r"^\$[A-Z_][A-Z0-9_]*$", sv)):
        return v
    return '"%s"' % v


@car("php_fpm_pool_conf", "www.conf", ["kv", "url"],
     ok=unless_ref(ok_and(okb('"\n'), no_sub("${"), lambda k, p: not strip_marks(p.secret).startswith("$"))))
def c_phpfpm(c):
    r = c.r
    v_ = r.choice([1, 2, 3])
    L = ["; Start a new pool named 'www'.", "; the variable $pool can be used in any directive and will be replaced by the",
         "; pool name ('www' here)", "[www]", "", "user = www-data", "group = www-data", "", "listen = /run/php/php8.%d-fpm.sock" % v_,
         "listen.owner = www-data", "listen.group = www-data", "", "pm = dynamic", "pm.max_children = %d" % r.choice([10, 20, 40]), "pm.start_servers = 2",
         "pm.min_spare_servers = 1", "pm.max_spare_servers = 3", "", "; Pass environment variables like LD_LIBRARY_PATH. All $VARIABLEs are taken from",
         "; the current environment.", "; Default Value: clean env", "clear_env = no", "env[HOSTNAME] = $HOSTNAME", "env[PATH] = /usr/local/bin:/usr/bin:/bin",
         "env[TMP] = /tmp"]
    L += ["env[%s] = %s" % (k, fpmq(cs(c, v))) for k, v in envs(c)]
    L += ["", "php_admin_value[error_log] = /var/log/fpm-php.www.log", "php_admin_flag[log_errors] = on", "php_admin_value[memory_limit] = 256M"]
    return tail(r, "\n".join(L)), "raw"


@car("pyproject_toml", "pyproject.toml", ["kv", "url"], ok=ok_and(TQ_OK, unless_ref(okb("{}"))))
def c_pyproject(c):
    r = c.r
    s = svc(r)
    pkg = "kestrel-%s" % s
    L = ["[build-system]", 'requires = ["hatchling"]', 'build-backend = "hatchling.build"', "", "[project]", 'name = "%s"' % pkg,
         'version = "%s"' % ver(r), 'description = "%s worker for the partner integrations"' % s_cap(r), 'readme = "README.md"',
         'requires-python = ">=3.11"', "dependencies = [", '  "httpx>=0.27",', '  "pydantic-settings>=2.3",', '  "tenacity>=8.3",', "]", "",
         "[tool.hatch.envs.default]", "dependencies = [", '  "pytest",', '  "pytest-cov",', '  "respx",', "]", ""]
    pairs = envs(c)
    if r.random() < 0.5:
        L += ["[tool.hatch.envs.default.env-vars]", 'APP_ENV = "development"'] + ["%s = %s" % (k, tq(v)) for k, v in pairs] + [""]
        L += ["[tool.hatch.envs.default.scripts]", 'test = "pytest {args:tests}"', 'cov = "pytest --cov=%s {args:tests}"' % pkg.replace("-", "_"), ""]
    else:
        L += ["[tool.hatch.envs.default.scripts]", 'test = "pytest {args:tests}"', "", "[tool.hatch.envs.e2e]", 'template = "default"',
              "env-vars = { %s }" % ", ".join("%s = %s" % (k, tq(v)) for k, v in [("APP_ENV", "staging")] + pairs), "",
              "[tool.hatch.envs.e2e.scripts]", 'run = "pytest tests/e2e {args}"', ""]
    L += ["[tool.ruff]", "line-length = 110", 'target-version = "py311"']
    return tail(r, "\n".join(L)), "raw"


@car("nodemon_json", "nodemon.json", ["kv", "url"])
def c_nodemon(c):
    r = c.r
    d = {"watch": ["src", ".env"], "ext": "ts,json", "ignore": ["src/**/*.spec.ts", "node_modules"],
         "exec": "ts-node --transpile-only ./src/%s.ts" % r.choice(["server", "worker", "index"]), "delay": r.choice([500, 1000, 2500])}
    d["env"] = dict([("NODE_ENV", "development"), ("PORT", str(r.choice([3000, 4000, 8080])))] + envs(c))
    if r.random() < 0.4:
        d = dict([("verbose", True)] + list(d.items()))
    return tail(r, jdump(d, 2)), "json"


@car("devbox_json", "devbox.json", ["kv", "url", "hdr"], ok=HDR_SQ)
def c_devbox(c):
    r, p = c.r, c.p
    d = {"$schema": "https://raw.githubusercontent.com/jetify-com/devbox/0.%d.%d/.schema/devbox.schema.json" % (r.randint(12, 14), r.randint(0, 9)),
         "packages": ["nodejs@20", "postgresql@16", "redis@7.2"], "env": {"PGPORT": "5433"}}
    scripts = {"test": ["npm test"]}
    if p.t == "hdr":
        scripts["smoke"] = [curl_line(c)]
    else:
        d["env"].update(envs(c))
    d["shell"] = {"init_hook": ["echo 'Welcome to devbox!' > /dev/null", "npm ci --silent"], "scripts": scripts}
    return tail(r, jdump(d, 2)), "json"


@car("mise_toml", "mise.toml", ["kv", "url", "hdr", "blob"], ml="verbatim",
     ok=ok_and(kv_only(TQ_OK), HDR_SQ, unless_ref(no_sub("{{", "{%", "{#", "'''"))))
def c_mise(c):
    r, p = c.r, c.p
    L = ["[tools]", 'node = "20"', 'python = "3.12"', 'terraform = "1.9"', "", "[env]", '_.python.venv = { path = ".venv", create = true }',
         'NODE_ENV = "development"']
    if p.t in ("kv", "url"):
        L += ["%s = %s" % (k, tq(v)) for k, v in envs(c)]
    elif p.t == "blob":
        L.append("%s = '''\n%s\n'''" % (envk(blob_name(c, "SCREAM")), p.content.rstrip("\n")))
    L += ["", "[tasks.test]", 'description = "Run the unit tests"', 'run = "npm test"']
    if p.t == "hdr":
        L += ["", "[tasks.smoke]", 'description = "Ping the partner API"', "run = %s" % tq(curl_line(c))]
    L += ["", "[tasks.deploy]", 'depends = ["test"]', 'run = "./scripts/deploy.sh"']
    return tail(r, "\n".join(L)), "raw"


HCL_OK = unless_ref(ok_and(okb('"\\\n'), no_sub("${", "%{")))


@car("docker_bake_hcl", "docker-bake.hcl", ["kv", "url"], ok=HCL_OK)
def c_bake(c):
    r = c.r
    s = svc(r)
    pairs = envs(c)
    as_var = r.random() < 0.5
    L = ['variable "TAG" {', '  default = "%s"' % ver(r), "}", ""]
    if as_var:
        for k, v in pairs:
            L += ['variable "%s" {' % k, '  default = "%s"' % v, "}", ""]
    L += ['variable "REGISTRY" {', '  default = "registry.%s"' % hostpart(r), "}", "", 'group "default" {', '  targets = ["api", "worker"]', "}", "",
          'target "_common" {', "  args = {", '    NODE_VERSION = "20"']
    L += ["    %s = %s" % (k, k) if as_var else '    %s = "%s"' % (k, v) for k, v in pairs]
    L += ["  }", "}", "", 'target "api" {', '  inherits   = ["_common"]', '  context    = "."', '  dockerfile = "docker/api.Dockerfile"',
          '  tags       = ["${REGISTRY}/%s-api:${TAG}"]' % s, '  platforms  = ["linux/amd64", "linux/arm64"]', "}", "", 'target "worker" {',
          '  inherits   = ["_common"]', '  context    = "."', '  dockerfile = "docker/worker.Dockerfile"', '  tags       = ["${REGISTRY}/%s-worker:${TAG}"]' % s, "}"]
    return tail(r, "\n".join(L)), "raw"


@car("terragrunt_hcl", "terragrunt.hcl", ["kv", "url", "blob"], ml="verbatim", bad_sub=("\nEOF",),
     ok=ok_and(kv_only(HCL_OK), no_sub("${", "%{")))
def c_terragrunt(c):
    r, p = c.r, c.p
    s = svc(r)
    L = ['include "root" {', '  path = find_in_parent_folders("root.hcl")', "}", "", "terraform {",
         '  source = "git::git@github.com:kestrel-works/infra-modules.git//%s?ref=v%s"' % (r.choice(["ecs-service", "lambda-worker", "cloud-run"]), ver(r)),
         "}", ""]
    if p.t == "blob":
        L += ['generate "%s" {' % ident(blob_name(c, "snake")), '  path      = "%s"' % p.fname, '  if_exists = "overwrite_terragrunt"',
              "  contents  = <<EOF", p.content.rstrip("\n"), "EOF", "}", ""]
    L += ['dependency "vpc" {', '  config_path = "../vpc"', "}", "", "inputs = {", '  service_name = "%s"' % s, "  vpc_id       = dependency.vpc.outputs.vpc_id"]
    if p.t in ("kv", "url"):
        L += ['  %s = "%s"' % (ident(k).lower(), v) for k, v in c.kvs(["snake"])]
    L += ["}"]
    return tail(r, "\n".join(L)), "raw"


@car("wandb_config_yaml", "config.yaml", ["kv", "url"], ok=okb("'\n"))
def c_wandb(c):
    r = c.r
    ent = {"learning_rate": "0.0003", "num_train_epochs": str(r.choice([1, 2, 3])), "per_device_train_batch_size": str(r.choice([4, 8, 16])),
           "model_name_or_path": r.choice(["meta-llama/Llama-3.1-8B", "Qwen/Qwen2.5-7B", "mistralai/Mistral-7B-v0.3"]), "seed": "42"}
    for k, v in c.kvs(["snake"]):
        ent[ident(k)] = kyaml(v)
    L = ["wandb_version: 1", "", "_wandb:", "  desc: null", "  value:", "    cli_version: 0.17.%d" % r.randint(0, 9), "    framework: huggingface",
         "    huggingface_version: 4.41.2", "    is_jupyter_run: false", "    is_kaggle_kernel: false", "    python_version: 3.11.9",
         "    start_time: %d" % epoch(r), "    t:", "      1:", "      - 1", "      - 11", "      - 49", "      - 55", "      2:", "      - 1", "      - 11",
         "      - 49", "      - 55", "      3:", "      - 13", "      - 23", "      4: 3.11.9", "      5: 0.17.2", "      6: 4.41.2", "      8:", "      - 5",
         "      13: linux-x86_64"]
    for k in sorted(ent):
        L += ["%s:" % k, "  desc: null", "  value: %s" % ent[k]]
    return "\n".join(L) + "\n", "raw"


@car("jetbrains_http_env_json", "http-client.private.env.json", ["kv", "url"])
def c_jbenv(c):
    r = c.r
    d = {"dev": {"host": "http://localhost:%d" % r.choice([8080, 3000, 5000]), "user": "dev"}}
    e = {"host": "https://%s" % host(r)}
    e.update(c.kvs(["camel", "snake"]))
    d[r.choice(["prod", "production", "staging"])] = e
    return tail(r, jdump(d, 2)), "json"


@car("claude_code_settings_json", "settings.local.json", ["kv", "url", "hdr"], ok=lambda k, p: p.t != "hdr" or HDR_SQ(k, p))
def c_ccsettings(c):
    r, p = c.r, c.p
    s = svc(r)
    allow = ["Bash(npm run test:*)", "Bash(npm run lint)", "Bash(git log:*)", "WebFetch(domain:docs.%s)" % hostpart(r)]
    d = {"permissions": {"allow": allow, "deny": ["Read(./.env.production)"]}}
    if p.t == "hdr":
        allow.insert(r.randint(1, len(allow)), "Bash(%s)" % curl_line(c))
    elif r.random() < 0.5 and not any(set(strip_marks(v)) & set("'\n ") for _, v in envs(c)):
        allow.insert(r.randint(1, len(allow)), "Bash(%s npm run smoke -- --env prod)" % " ".join("%s=%s" % kv_ for kv_ in envs(c)))
    else:
        d["env"] = dict([("BASH_DEFAULT_TIMEOUT_MS", "120000")] + envs(c))
    if r.random() < 0.5:
        d["enableAllProjectMcpServers"] = False
    return tail(r, jdump(d, 2)), "json"


PF_PROVIDER = {"openai": "openai:chat:%s", "anthropic": "anthropic:messages:%s", "groq": "groq:%s", "xai": "xai:%s", "openrouter": "openrouter:%s",
               "perplexity": "perplexity:%s", "cerebras": "cerebras:%s", "together_ai": "togetherai:%s"}


@car("promptfoo_config_yaml", "promptfooconfig.yaml", ["kv", "url", "hdr"], ok=unless_ref(ok_and(kv_only(DQ_OK), no_sub("{{", "{%"))))
def c_promptfoo(c):
    r, p = c.r, c.p
    s = svc(r)
    L = ["# yaml-language-server: $schema=https://promptfoo.dev/config-schema.json", "description: %s support bot regression" % s_cap(r), "",
         "prompts:", "  - file://prompts/support.txt", "", "providers:"]
    env = []
    direct = llm_direct(c) and (c.positive or nt(p) in VALUE_NEGS) and LLM_PROVIDER[c.kind][0] in PF_PROVIDER
    if direct:
        prov, model = LLM_PROVIDER[c.kind]
        L += ["  - id: %s" % (PF_PROVIDER[prov] % model), "    config:", "      apiKey: %s" % yv2(p.primary), "      temperature: 0"]
    else:
        L += ["  - id: openai:chat:gpt-4o-mini", "    config:", "      temperature: 0"]
    if p.t == "hdr":
        L += ["  - id: https", "    label: %s-bot" % s, "    config:", "      url: %s" % rest_url(r), "      method: POST", "      headers:"]
        L += ["        %s: %s" % (k, yv2(v)) for k, v in c.headers()]
        L += ["      body:", "        message: '{{prompt}}'", "      transformResponse: json.reply"]
    elif not direct:
        env = envs(c)
    L += ["", "tests:", "  - vars:", "      question: Where is my refund for order 4411?", "    assert:", "      - type: contains", "        value: refund",
          "  - vars:", "      question: Cancel my subscription", "    assert:", "      - type: llm-rubric", "        value: Explains how to cancel without inventing policy"]
    if env:
        L += ["", "env:"] + ["  %s: %s" % (k, yv2(v)) for k, v in env]
    return tail(r, "\n".join(L)), "raw"


OC_PROVIDER = {"openai": "openai", "anthropic": "anthropic", "groq": "groq", "xai": "xai", "openrouter": "openrouter", "cerebras": "cerebras",
               "together_ai": "togetherai", "perplexity": "perplexity", "nvidia_nim": "nvidia"}


@car("opencode_json", "opencode.json", ["kv", "url", "hdr"])
def c_opencode(c):
    r, p = c.r, c.p
    s = svc(r)
    d = {"$schema": "https://opencode.ai/config.json", "model": "anthropic/claude-sonnet-4-20250514", "autoupdate": r.random() < 0.5}
    if llm_direct(c) and (c.positive or nt(p) in VALUE_NEGS) and LLM_PROVIDER[c.kind][0] in OC_PROVIDER:
        prov, model = LLM_PROVIDER[c.kind]
        d["model"] = "%s/%s" % (OC_PROVIDER[prov], model)
        d["provider"] = {OC_PROVIDER[prov]: {"options": {"apiKey": p.primary}}}
        d["mcp"] = {"playwright": {"type": "local", "command": ["npx", "-y", "@playwright/mcp@latest"], "enabled": True}}
    elif p.t == "hdr":
        d["mcp"] = {"%s-tools" % s: {"type": "remote", "url": "https://mcp.%s/mcp" % hostpart(r), "enabled": True, "headers": dict(c.headers())}}
    else:
        d["mcp"] = {"%s-tools" % s: {"type": "local", "command": ["npx", "-y", "@kestrel/%s-mcp" % s], "enabled": True, "environment": dict(envs(c))}}
    d["permission"] = {"edit": "ask", "bash": {"git push": "ask", "*": "allow"}}
    return tail(r, jdump(d, 2)), "json"


@car("dify_app_dsl_yml", "partner-sync.yml", ["kv", "url", "hdr"], ok=okb("'\n"))
def c_dify(c):
    r, p = c.r, c.p
    s = svc(r)
    n1, n2, n3 = ["17%d" % r.randint(10 ** 10, 10 ** 11 - 1) for _ in range(3)]
    envv, auth, hdrs = [], ["        authorization:", "          config: null", "          type: no-auth"], "''"
    if p.t == "hdr":
        hs = c.headers()
        hk, hv = hs[-1]
        sv = strip_marks(hv)
        if hk == "Authorization":
            # the scheme stays with the value: Dify sends the `headers` lines (`Key:value`) as they are
            hdrs = kyaml("%s:%s" % (hk, hv))
        else:
            auth = ["        authorization:", "          config:", "            api_key: %s" % kyaml(hv), "            header: %s" % hk,
                    "            type: custom", "          type: api-key"]
            if len(hs) > 1:
                hdrs = kyaml("%s:%s" % hs[0])
    else:
        for k, v in c.kvs(["snake"]):
            k = ident(k).lower()
            if P0 in v and is_ref(p):
                auth = ["        authorization:", "          config:", "            api_key: %s" % kyaml(cs(c, v)), "            header: X-Api-Key",
                        "            type: custom", "          type: api-key"]
            else:
                envv.append((k, v))
    L = ["app:", "  description: ''", "  icon: \U0001F916", "  icon_background: '#FFEAD5'", "  mode: workflow", "  name: %s partner sync" % s_cap(r),
         "  use_icon_as_answer_icon: false", "kind: app", "version: 0.1.5", "workflow:", "  conversation_variables: []"]
    if envv:
        L.append("  environment_variables:")
        for k, v in envv:
            L += ["  - description: ''", "    id: %s" % uuid4(r), "    name: %s" % k, "    selector:", "    - env", "    - %s" % k,
                  "    value: %s" % kyaml(v), "    value_type: %s" % r.choice(["string", "string", "secret"])]
    else:
        L.append("  environment_variables: []")
    L += ["  features:", "    file_upload:", "      enabled: false", "    opening_statement: ''", "    retriever_resource:", "      enabled: true",
          "    sensitive_word_avoidance:", "      enabled: false", "    speech_to_text:", "      enabled: false", "    suggested_questions: []",
          "  graph:", "    edges:", "    - data:", "        isInIteration: false", "        sourceType: start", "        targetType: http-request",
          "      id: %s-source-%s-target" % (n1, n2), "      source: '%s'" % n1, "      sourceHandle: source", "      target: '%s'" % n2,
          "      targetHandle: target", "      type: custom", "      zIndex: 0", "    nodes:", "    - data:", "        desc: ''", "        selected: false",
          "        title: Start", "        type: start", "        variables: []", "      height: 54", "      id: '%s'" % n1, "      position:", "        x: 80",
          "        y: 282", "      type: custom", "      width: 244", "    - data:"]
    L += auth
    L += ["        body:", "          data: []", "          type: none", "        desc: ''", "        headers: %s" % hdrs, "        method: post", "        params: ''",
          "        retry_config:", "          max_retries: 3", "          retry_enabled: true", "          retry_interval: 100", "        selected: false",
          "        timeout:", "          max_connect_timeout: 0", "          max_read_timeout: 0", "          max_write_timeout: 0",
          "        title: Partner API", "        type: http-request", "        url: %s" % rest_url(r), "        variables: []", "      height: 135",
          "      id: '%s'" % n2, "      position:", "        x: 384", "        y: 282", "      type: custom", "      width: 244",
          "    viewport:", "      x: 0", "      y: 0", "      zoom: 1"]
    return tail(r, "\n".join(L)), "raw"


@car("crewai_tasks_yaml", "tasks.yaml", ["kv", "url", "hdr", "blob"], ml="indent", ok=ok_and(unless_ref(no_chars("{}")), HDR_SQ))
def c_crewai(c):
    r = c.r
    s = svc(r)
    text = prose14(c, table=False)
    L = ["research_task:", "  description: >", "    Review the failed %s sync runs from the last 24 hours and list" % s,
         "    the partner error codes with how often each one occurred.", "  expected_output: >", "    A bullet list of error codes with counts.",
         "  agent: analyst", "", "fix_task:"]
    if "\n" in text:
        L += ["  description: |", indent(text, 4)]
    else:
        L += ["  description: >", "    " + text]
    L += ["    Then re-run the sync for the failed orders and report the result.", "  expected_output: >",
          "    A short report of which orders were re-synced and which still fail.", "  agent: integrator", "  context:", "    - research_task"]
    return tail(r, "\n".join(L)), "raw"


# --- XML configs -----------------------------------------------------------------------------

@car("clickhouse_config_xml", "named_collections.xml", ["kv", "url", "hdr"])
def c_clickhouse(c):
    r, p = c.r, c.p
    s = svc(r)
    L = ["<clickhouse>", "    <named_collections>", "        <%s_partner_api>" % s, "            <url>%s</url>" % xesc(rest_url(r) + "/export"),
         "            <format>JSONEachRow</format>"]
    if p.t == "hdr":
        L.append("            <headers>")
        for k, v in c.headers():
            if P0 in v and is_ref(p) and getattr(p, "cspec", False):
                vl = '                    <value from_env="%s"/>' % mpart(v)
            else:
                vl = "                    <value>%s</value>" % xesc(v)
            L += ["                <header>", "                    <name>%s</name>" % k, vl, "                </header>"]
        L.append("            </headers>")
    else:
        for k, v in c.kvs(["snake"]):
            k = ident(k).lower()
            if P0 in v and is_ref(p) and getattr(p, "cspec", False):
                L.append('            <%s from_env="%s"/>' % (k, mpart(v)))
            else:
                L.append("            <%s>%s</%s>" % (k, xesc(v), k))
    L += ["        </%s_partner_api>" % s, "    </named_collections>", "</clickhouse>"]
    return tail(r, "\n".join(L)), "xml"


@car("tomcat_context_xml", "context.xml", ["kv", "url"])
def c_tomcat(c):
    r = c.r
    s = svc(r)
    pw_res = c.kind == "generic-password-named" and len(c.p.entries) == 1
    L = ['<?xml version="1.0" encoding="UTF-8"?>', "<!-- META-INF/context.xml of the %s webapp -->" % s, '<Context reloadable="false">',
         "    <WatchedResource>WEB-INF/web.xml</WatchedResource>", "    <WatchedResource>${catalina.base}/conf/web.xml</WatchedResource>", ""]
    res = ['    <Resource name="jdbc/%sDB" auth="Container" type="javax.sql.DataSource"' % s_cap(r),
           '              driverClassName="org.postgresql.Driver" url="jdbc:postgresql://db-primary.internal:5432/%s"' % s]
    if pw_res:
        res.append('              username="%s" password="%s"' % (r.choice(USERS), xesc(c.p.primary, attr=True)))
    else:
        res.append('              username="%s" password="${db.password}"' % r.choice(USERS))
    res.append('              maxTotal="20" maxIdle="5" maxWaitMillis="10000"/>')
    L += res + [""]
    if not pw_res:
        for k, v in c.kvs(["camel", "dot"]):
            L.append('    <Environment name="%s/%s" value="%s" type="java.lang.String" override="false"/>' % (s, vname(k), xesc(v, attr=True)))
    L.append("</Context>")
    return tail(r, "\n".join(L)), "xml"


@car("logback_xml", "logback-spring.xml", ["kv", "url"], ok=unless_ref(no_sub("${")))
def c_logback(c):
    r = c.r
    s = svc(r)
    L = ["<configuration scan=\"true\" scanPeriod=\"30 seconds\">", '    <include resource="org/springframework/boot/logging/logback/defaults.xml"/>',
         '    <property name="LOG_PATTERN" value="%d{ISO8601} %-5level [%thread] %logger{36} - %msg%n"/>']
    pairs = [(vname(k), v) for k, v in c.kvs(["camel"])]
    as_prop = r.random() < 0.5
    if as_prop:
        L += ['    <property name="%s" value="%s"/>' % (k, xesc(v, attr=True)) for k, v in pairs]
    L += ["", '    <appender name="CONSOLE" class="ch.qos.logback.core.ConsoleAppender">', "        <encoder>", "            <pattern>${LOG_PATTERN}</pattern>",
          "        </encoder>", "    </appender>", "", '    <appender name="PARTNER" class="com.kestrelworks.logging.PartnerHttpAppender">',
          "        <endpoint>https://logs.%s/v1/ingest</endpoint>" % hostpart(r), "        <service>%s</service>" % s]
    if not as_prop:
        L += ["        <%s>%s</%s>" % (bean(k), xesc(v), bean(k)) for k, v in pairs]
    L += ["        <batchSize>500</batchSize>", "    </appender>", "", '    <logger name="com.kestrelworks.%s" level="DEBUG"/>' % s, "",
          '    <root level="INFO">', '        <appender-ref ref="CONSOLE"/>', '        <appender-ref ref="PARTNER"/>', "    </root>", "</configuration>"]
    return tail(r, "\n".join(L)), "xml"


def bean(k):
    """a Java bean property name (Joran maps <fooBar> to setFooBar)"""
    ws = [w for w in _re.split(r"[^A-Za-z0-9]+", _re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", k)) if w]
    return ws[0].lower() + "".join(w[:1].upper() + w[1:].lower() for w in ws[1:])


def alloy_ok(kind, p):
    if getattr(p, "cspec", False) and is_ref(p):
        return True
    for t in p.texts():
        sv = strip_marks(t)
        if sv.startswith('sys.env("'):
            continue
        if set(sv) & set('"\\\n'):
            return False
    return True


def alq(v):
    if strip_marks(mpart(v)).startswith('sys.env("'):
        pre, post = v[:v.index(P0)], v[v.index(P1) + 1:]
        return ('"%s" + ' % pre if pre else "") + mpart(v) + (' + "%s"' % post if post else "")
    return '"%s"' % v


@car("alloy_config", "config.alloy", ["kv", "url", "hdr"], ok=alloy_ok)
def c_alloy(c):
    r, p = c.r, c.p
    s = svc(r)
    L = ["logging {", '  level  = "info"', '  format = "logfmt"', "}", "", 'otelcol.receiver.otlp "default" {', '  http { }', "  grpc { }", "", "  output {",
         "    traces = [otelcol.processor.attributes.%s.input]" % s, "  }", "}", "", 'otelcol.processor.attributes "%s" {' % s]
    L += ["  action {", '    key    = "deployment.environment"', '    value  = "production"', '    action = "upsert"', "  }"]
    if p.t in ("kv", "url"):
        for k, v in c.kvs(["snake", "dot"]):
            L += ["", "  action {", '    key    = "%s"' % vname(k), "    value  = %s" % alq(v), '    action = "insert"', "  }"]
    L += ["", "  output {", "    traces = [otelcol.exporter.otlphttp.vendor.input]", "  }", "}", "", 'otelcol.exporter.otlphttp "vendor" {', "  client {",
          '    endpoint = "https://otlp.%s"' % hostpart(r)]
    if p.t == "hdr":
        L += ["    headers  = {"] + ['      "%s" = %s,' % (k, alq(v)) for k, v in c.headers()] + ["    }"]
    L += ["  }", "}"]
    return tail(r, "\n".join(L)), "raw"


# --- command output and wire captures -----------------------------------------------------------

@car("ps_auxww_output", "ps-auxww.txt", ["kv", "url", "hdr"],
     ok=ok_and(secret_no(" \t\n"), okb("\n"), lambda k, p: not (p.t == "hdr" and getattr(p, "cspec", False))))
def c_ps(c):
    r, p = c.r, c.p
    s = svc(r)

    def row(user, pid, cpu, mem, vsz, rss, tty, stat, start, time_, cmd):
        return "%-8s %7d %4.1f %4.1f %6d %5d %-8s %-4s %5s %6s %s" % (user, pid, cpu, mem, vsz, rss, tty, stat, start, time_, cmd)
    if p.t == "hdr":
        cmd = "curl -sS -X POST %s %s" % (" ".join("-H %s: %s" % kv_ for kv_ in c.headers()), rest_url(r))
        user = person(r)[0].split()[0].lower()
        tty, stat = "pts/%d" % r.randint(0, 3), "S+"
    else:
        style = r.choice(["flags", "java", "shc"])
        if style == "flags":
            cmd = "node /srv/%s/dist/worker.js %s" % (s, " ".join("--%s=%s" % (kebab(k), cs(c, v)) for k, v in c.kvs(["kebab"])))
        elif style == "java":
            cmd = "java -Xmx512m %s -jar /opt/%s/%s-service.jar" % (" ".join("-D%s=%s" % (envk(k).lower().replace("_", "."), cs(c, v)) for k, v in c.kvs(["dot"])), s, s)
        else:
            cmd = "sh -c %s node dist/worker.js" % " ".join("%s=%s" % (k, cs(c, v)) for k, v in envs(c))
        user, tty, stat = "deploy", "?", "Ssl"
    L = ["USER         PID %CPU %MEM    VSZ   RSS TTY      STAT START   TIME COMMAND",
         row("root", 1, 0.0, 0.1, 168340, 12960, "?", "Ss", "Jun10", "0:05", "/sbin/init"),
         row("root", 412, 0.0, 0.2, 49120, 17448, "?", "S<s", "Jun10", "0:02", "/lib/systemd/systemd-journald"),
         row("root", 889, 0.0, 0.0, 6892, 2876, "?", "Ss", "Jun10", "0:00", "/usr/sbin/cron -f -P"),
         row("root", 1021, 0.0, 0.1, 15436, 9120, "?", "Ss", "Jun10", "0:00", "sshd: /usr/sbin/sshd -D [listener] 0 of 10-100 startups"),
         row("redis", 1187, 0.3, 0.4, 74216, 34120, "?", "Ssl", "Jun10", "4:12", "/usr/bin/redis-server 127.0.0.1:6379"),
         row(user, r.randint(30000, 60000), round(r.uniform(0.1, 4.0), 1), round(r.uniform(0.5, 6.0), 1), r.randint(600000, 1300000),
             r.randint(90000, 400000), tty, stat, "%02d:%02d" % (r.randint(8, 11), r.randint(0, 59)), "0:%02d" % r.randint(1, 59), cmd),
         row(person(r)[0].split()[0].lower(), r.randint(60001, 65000), 0.0, 0.0, 10072, 3412, "pts/0", "R+", "12:31", "0:00", "ps auxww")]
    return "\n".join(L) + "\n", "raw"


@car("lsp_trace_log", "lsp-trace.log", ["kv", "url", "hdr"])
def c_lsp(c):
    r, p = c.r, c.p
    s = svc(r)
    u = person(r)[1].split(".")[0]
    t = "%d:%02d:%02d %s" % (r.randint(1, 12), r.randint(0, 59), r.randint(0, 58), r.choice(["AM", "PM"]))
    if p.t == "hdr":
        sect = {"server": {"url": "https://lsp.%s" % hostpart(r)}, "http": {"customHeaders": dict(c.headers())}}
    else:
        sect = {"server": {"url": "https://lsp.%s" % hostpart(r)}, "trace": {"server": "verbose"}}
        sect.update(c.kvs(["camel", "snake"]))
    init = {"processId": r.randint(1000, 90000), "clientInfo": {"name": "Visual Studio Code", "version": "1.%d.%d" % (r.randint(88, 99), r.randint(0, 3))},
            "locale": "en", "rootPath": "/Users/%s/src/%s" % (u, s), "rootUri": "file:///Users/%s/src/%s" % (u, s),
            "capabilities": {"workspace": {"configuration": True, "didChangeConfiguration": {"dynamicRegistration": True}}},
            "trace": "verbose", "workspaceFolders": [{"uri": "file:///Users/%s/src/%s" % (u, s), "name": s}]}
    res = {"capabilities": {"textDocumentSync": 2, "completionProvider": {"triggerCharacters": ["."]}, "hoverProvider": True},
           "serverInfo": {"name": "kestrel-%s-ls" % s, "version": ver(r)}}
    L = ["[Trace - %s] Sending request 'initialize - (0)'." % t, "Params: " + jdump(init, 4), "", "",
         "[Trace - %s] Received response 'initialize - (0)' in %dms." % (t, r.randint(80, 900)), "Result: " + jdump(res, 4), "", "",
         "[Trace - %s] Sending notification 'initialized'." % t, "Params: {}", "", "",
         "[Trace - %s] Sending notification 'workspace/didChangeConfiguration'." % t, "Params: " + jdump({"settings": {"kestrel": sect}}, 4), "", ""]
    return "\n".join(L), "json"


@car("wscat_session", "wscat-session.txt", ["kv", "url", "hdr"], ok=HDR_SQ)
def c_wscat(c):
    r, p = c.r, c.p
    s = svc(r)
    u = "wss://stream.%s/v1/%s" % (hostpart(r), s)
    L = []
    if p.t == "hdr":
        L += ["$ wscat -c %s %s" % (u, " ".join("-H '%s: %s'" % kv_ for kv_ in c.headers())), "Connected (press CTRL+C to quit)"]
        enc = "raw"
    else:
        msg = {"type": "auth"}
        msg.update(c.kvs(["snake", "camel"]))
        L += ["$ npx wscat -c %s" % u, "Connected (press CTRL+C to quit)", "> " + jcompact(msg),
              '< {"type":"auth_ok","expires_in":3600,"scopes":["orders:read"]}']
        enc = "json"
    L += ['> {"type":"subscribe","channels":["orders.created","orders.updated"]}', '< {"type":"subscribed","channels":["orders.created","orders.updated"]}',
          '< {"type":"orders.created","id":"ord_%s","total":%d.%02d,"currency":"EUR"}' % (rs(r, ALNUM, 14), r.randint(5, 900), r.randint(0, 99)),
          "> ", 'Disconnected (code: 1000, reason: "")']
    return "\n".join(L) + "\n", enc


@car("playwright_storage_state_json", "user.json", ["kv", "url"])
def c_pwstate(c):
    r = c.r
    hp = hostpart(r)
    exp = epoch(r) + 31536000 + r.random()
    ls = [{"name": "theme", "value": r.choice(["dark", "light"])}]
    ls += [{"name": k, "value": v} for k, v in c.kvs(["camel", "dot", "snake"])]
    if r.random() < 0.5:
        ls.append({"name": "lastVisited", "value": "/orders"})
    d = {"cookies": [{"name": "ajs_anonymous_id", "value": uuid4(r), "domain": ".%s" % hp, "path": "/", "expires": Raw("%.6f" % exp), "httpOnly": False,
                      "secure": False, "sameSite": "Lax"},
                     {"name": "NEXT_LOCALE", "value": "en", "domain": "app.%s" % hp, "path": "/", "expires": -1, "httpOnly": False, "secure": True, "sameSite": "Lax"}],
         "origins": [{"origin": "https://app.%s" % hp, "localStorage": ls}]}
    return tail(r, jdump(d, 2)), "json"


@car("kcat_consume_jsonl", "kcat-consume.jsonl", ["kv", "url", "hdr"], ok=lambda k, p: p.t == "hdr" or okb('"\\\n')(k, p))
def c_kcat(c):
    r, p = c.r, c.p
    s = svc(r)
    topic = "%s.%s" % (s, "config-changes" if p.t != "hdr" else "outbound-requests")
    off = r.randint(1000, 90000)
    ts_ = epoch(r) * 1000
    part = r.randint(0, 5)

    def rec(payload, headers, key):
        nonlocal off, ts_
        off += 1
        ts_ += r.randint(100, 90000)
        return jcompact({"topic": topic, "partition": part, "offset": off, "tstype": "create", "ts": ts_, "broker": r.randint(1, 3),
                         "headers": headers, "key": key, "payload": payload})
    L = []
    if p.t == "hdr":
        hs = ["traceparent", "00-%s-%s-01" % (rs(r, HEXL, 32), rs(r, HEXL, 16))]
        for k, v in c.headers():
            hs += [k.lower(), v]
        L.append(rec(jcompact({"method": "GET", "url": rest_url(r), "status": 200, "duration_ms": r.randint(20, 400)}), ["traceparent", "00-%s-%s-01" % (rs(r, HEXL, 32), rs(r, HEXL, 16))], s))
        L.append(rec(jcompact({"method": "POST", "url": rest_url(r), "status": 401, "duration_ms": r.randint(20, 400)}), hs, s))
    else:
        L.append(rec(jcompact({"event": "settings.updated", "service": s, "changed_by": email(r), "settings": {"LOG_LEVEL": "debug"}}), [], s))
        L.append(rec(jcompact({"event": "settings.updated", "service": s, "changed_by": email(r), "settings": dict(c.kvs(["SCREAM", "snake"]))}),
                     ["source", "%s-admin" % s], s))
    L.append("% Reached end of topic " + topic + " [%d] at offset %d" % (part, off + 1))
    return "\n".join(L) + "\n", "json"


B64_OK = lambda k, p: p.inner == "raw" and not p.also and okb('"\\\n')(k, p)


@car("gcp_pubsub_pull_json", "pull.json", ["kv", "url"], ok=B64_OK)
def c_pubsub(c):
    r = c.r
    s = svc(r)
    payload = jcompact({"eventType": "CONFIG_UPDATED", "service": s, "updatedBy": email(r), "values": dict(c.kvs(["SCREAM", "camel"]))})
    d = [{"ackId": b64u(rbytes(r, 60)).replace("_", "").replace("-", "")[:76],
          "message": {"attributes": {"eventType": "CONFIG_UPDATED", "service": s}, "data": b64_embed(payload), "messageId": rs(r, DIGITS, 16),
                      "publishTime": now_iso(r)}}]
    return jdump(d, 2) + "\n", "base64"


@car("celery_kombu_message_json", "celery-lindex.json", ["kv", "url"], ok=B64_OK)
def c_celery(c):
    r = c.r
    s = svc(r)
    kwargs = {ident(k).lower(): v for k, v in c.kvs(["snake"])}
    body = b64_embed(jline([[], kwargs, {"callbacks": None, "errbacks": None, "chain": None, "chord": None}]))
    tid = uuid4(r)
    d = {"body": body, "content-encoding": "utf-8", "content-type": "application/json",
         "headers": {"lang": "py", "task": "%s.tasks.sync_partner_account" % s, "id": tid, "shadow": None, "eta": None, "expires": None, "group": None,
                     "group_index": None, "retries": 0, "timelimit": [None, None], "root_id": tid, "parent_id": None, "argsrepr": "()",
                     "kwargsrepr": "{%s}" % ", ".join("'%s': '***'" % k for k in kwargs), "origin": "gen%d@%s-web-%s" % (r.randint(7, 99), s, rs(r, LOWNUM, 5)),
                     "ignore_result": False, "replaced_task_nesting": 0, "stamped_headers": None, "stamps": {}},
         "properties": {"correlation_id": tid, "reply_to": uuid4(r), "delivery_mode": 2, "delivery_info": {"exchange": "", "routing_key": "celery"},
                        "priority": 0, "body_encoding": "base64", "delivery_tag": uuid4(r)}}
    return jline(d) + "\n", "base64"


@car("aws_secretsmanager_json", "get-secret-value.json", ["kv", "url", "blob"], ml="json", ok=lambda k, p: p.t == "blob" or okb('"\\\n')(k, p))
def c_secretsmanager(c):
    r, p = c.r, c.p
    s = svc(r)
    name = "prod/%s/%s" % (s, "app" if p.t != "blob" else ident(blob_name(c, "snake")).replace("_", "-"))
    if p.t == "blob":
        ss = p.content.rstrip("\n")
    else:
        ss = jcompact(dict(c.kvs(["SCREAM", "snake"])))
    d = {"ARN": "arn:aws:secretsmanager:eu-west-1:%s:secret:%s-%s" % (rs(r, DIGITS, 12), name, rs(r, ALNUM, 6)), "Name": name, "VersionId": uuid4(r),
         "SecretString": ss, "VersionStages": ["AWSCURRENT"], "CreatedDate": "2025-%02d-%02dT%02d:%02d:%02d.%03d000+02:00" % (
             r.randint(1, 9), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59), r.randint(0, 999))}
    return jdump(d, 4) + "\n", "json"


def chrome_time(r):
    """Chrome's timestamps: microseconds since 1601-01-01, as a string"""
    return str((epoch(r) + 11644473600) * 1000000 + r.randint(0, 999999))


@car("chrome_bookmarks_json", "Bookmarks", ["kv"], ok=lambda k, p: p.inner == "raw" and okb("\n")(k, p))
def c_bookmarks(c):
    r = c.r
    s = svc(r)
    # the dashboard built the link with encodeURIComponent, so the query values are percent-encoded
    q = "&".join("%s=%s" % (ident(k).lower(), pq(v, safe="-_.!~*'()")) for k, v in c.kvs(["snake", "camel"]))
    n = [r.randint(5, 40)]

    def item(name, url_):
        n[0] += 1
        return {"date_added": chrome_time(r), "date_last_used": r.choice(["0", chrome_time(r)]), "guid": uuid4(r), "id": str(n[0]),
                "meta_info": {"power_bookmark_meta": ""}, "name": name, "type": "url", "url": url_}
    bar = [item("Grafana - %s" % s_cap(r), "https://grafana.%s/d/%s/%s-overview?orgId=1&refresh=30s" % (hostpart(r), rs(r, LOWNUM, 9), s)),
           item("%s export (prod)" % s_cap(r), "https://%s/v1/%s/export?format=csv&%s" % (host(r), s, q)),
           item("Runbooks", "https://wiki.%s/runbooks/%s" % (hostpart(r), s))]
    if r.random() < 0.5:
        bar.insert(0, item("GitHub - kestrel-works/%s" % s, "https://github.com/kestrel-works/%s" % s))
    d = {"checksum": rs(r, HEXL, 32),
         "roots": {"bookmark_bar": {"children": bar, "date_added": chrome_time(r), "date_last_used": "0", "date_modified": chrome_time(r),
                                    "guid": "0bc5d13f-2cba-5d74-951f-3f233fe6c908", "id": "1", "name": "Bookmarks bar", "type": "folder"},
                   "other": {"children": [], "date_added": chrome_time(r), "date_last_used": "0", "date_modified": "0",
                             "guid": "82b081ec-3dd3-529c-8475-ab6c344590dd", "id": "2", "name": "Other bookmarks", "type": "folder"},
                   "synced": {"children": [], "date_added": chrome_time(r), "date_last_used": "0", "date_modified": "0",
                              "guid": "4cf2e351-0e85-532b-bb37-df045d8f8d0f", "id": "3", "name": "Mobile bookmarks", "type": "folder"}},
         "version": 1}
    return jdump(d, 3) + "\n", "url"


@car("awx_job_launch_json", "launch.json", ["kv", "url"], ok=DQ_OK)
def c_awx(c):
    r = c.r
    s = svc(r)
    y = "---\n" + "\n".join("%s: %s" % (ident(k).lower(), yv2(cs(c, v))) for k, v in c.kvs(["snake"])) + "\n%s_version: %s\n" % (s, ver(r))
    d = {"extra_vars": y, "limit": "%s_prod" % s, "inventory": r.randint(2, 40), "job_tags": "deploy", "verbosity": r.choice([0, 1]), "diff_mode": False}
    return tail(r, jdump(d, 2)), "json"


# --- SaaS API bodies -----------------------------------------------------------------------------

@car("ado_workitem_patch_json", "workitem-patch.json", ["kv", "url", "hdr"], ok=ok_and(okb("&<>"), HDR_SQ))
def c_ado(c):
    r = c.r
    text = prose14(c, fence=("", ""), table=False)
    html = "".join("<div>%s</div>" % (ln_ if ln_.strip() else "<br>") for ln_ in text.split("\n"))
    ops = [{"op": "test", "path": "/rev", "value": r.randint(2, 30)},
           {"op": "add", "path": "/fields/System.History", "value": html},
           {"op": "add", "path": "/fields/System.State", "value": r.choice(["Active", "Resolved"])}]
    if r.random() < 0.5:
        ops.append({"op": "add", "path": "/fields/System.Tags", "value": "%s; partner-api" % svc(r)})
    return tail(r, jdump(ops, 2)), "json"


@car("ms_graph_sendmail_json", "sendMail.json", ["kv", "url", "hdr", "blob"], ml="json", ok=PROSE_OK)
def c_graphmail(c):
    r = c.r
    name, un = person(r)
    to = person(r)
    body = "Hi %s,\n\n%s\n\nThanks,\n%s" % (to[0].split()[0], prose14(c), name.split()[0])
    d = {"message": {"subject": r.choice(["%s credentials for the cutover", "Re: %s partner API access", "FW: %s integration setup"]) % s_cap(r),
                     "body": {"contentType": "Text", "content": body},
                     "toRecipients": [{"emailAddress": {"address": "%s@kestrelworks.io" % to[1]}}],
                     "ccRecipients": [{"emailAddress": {"address": "platform-team@kestrelworks.io"}}] if r.random() < 0.5 else []},
         "saveToSentItems": "true"}
    return tail(r, jdump(d, 2)), "json"


@car("google_sheets_values_json", "values-update.json", ["kv", "url", "hdr", "blob"], ml="json")
def c_sheets(c):
    r, p = c.r, c.p
    s = svc(r)
    sheet = r.choice(["Credentials", "Vendors", "Integrations"])
    if p.t == "hdr":
        rows = [["Endpoint", "Header", "Value"]] + [[rest_url(r), k, v] for k, v in c.headers()]
    elif p.t == "blob":
        rows = [["File", "Host", "Contents"], [p.fname, host(r), p.content.rstrip("\n")]]
    else:
        rows = [["Service", "Variable", "Value", "Owner", "Rotated"]]
        if r.random() < 0.5:
            rows.append([s, "LOG_LEVEL", "info", email(r), ""])
        rows += [[s, k, v, email(r), "2025-%02d-%02d" % (r.randint(1, 6), r.randint(1, 28))] for k, v in envs(c)]
    col = "ABCDE"[len(rows[0]) - 1]
    d = {"range": "%s!A1:%s%d" % (sheet, col, len(rows)), "majorDimension": "ROWS", "values": rows}
    return tail(r, jdump(d, 2)), "json"


@car("opsgenie_alert_json", "alert.json", ["kv", "url", "hdr", "blob"], ml="json", ok=PROSE_OK)
def c_opsgenie(c):
    r, p = c.r, c.p
    s = svc(r)
    details = {"service": s, "environment": "production", "runbook": "https://wiki.%s/runbooks/%s-partner-sync" % (hostpart(r), s)}
    if p.t == "kv" and r.random() < 0.5:
        details.update(c.kvs(["snake", "camel"]))
        desc = "Partner sync for %s fails with 401 since %s UTC. Config the worker loaded is in the details." % (s, hm(r))
    else:
        desc = prose14(c)
    d = {"message": "%s: partner sync failing with 401" % s, "alias": "%s-partner-sync-401" % s, "description": desc,
         "responders": [{"name": "Platform", "type": "team"}], "visibleTo": [{"name": "Platform", "type": "team"}],
         "actions": ["Restart worker", "Rotate credentials"], "tags": [s, "prod", "auth"], "details": details, "entity": "%s-worker" % s,
         "source": "alertmanager", "priority": r.choice(["P2", "P3"]), "user": email(r), "note": "Created by the on-call bot"}
    return tail(r, jdump(d, 2)), "json"


# --- agent and LLM traffic -----------------------------------------------------------------------

@car("openai_thread_messages_json", "messages.json", ["kv", "url", "hdr", "blob"], ml="json", ok=PROSE_OK)
def c_oaithread(c):
    r = c.r
    s = svc(r)
    th, run, asst = "thread_" + rs(r, ALNUM, 24), "run_" + rs(r, ALNUM, 24), "asst_" + rs(r, ALNUM, 24)
    t0 = epoch(r)
    ids = ["msg_" + rs(r, ALNUM, 24) for _ in range(2)]

    def msg(i, role, text, t):
        return {"id": ids[i], "object": "thread.message", "created_at": t, "assistant_id": asst if role == "assistant" else None, "thread_id": th,
                "run_id": run if role == "assistant" else None, "status": "completed" if role == "assistant" else None, "incomplete_details": None,
                "incomplete_at": None, "completed_at": t + 3 if role == "assistant" else None, "role": role,
                "content": [{"type": "text", "text": {"value": text, "annotations": []}}], "attachments": [], "metadata": {}}
    user = msg(0, "user", "Our %s integration started failing after the weekend. %s" % (s, prose14(c)), t0)
    reply = msg(1, "assistant", r.choice(["Thanks. A 401 right after a rotation usually means the worker still has the old value cached; restart it after updating the secret store.",
                                          "The request itself looks well-formed. Check whether the credential was issued for the production environment and has the required scopes."]), t0 + 6)
    d = {"object": "list", "data": [reply, user], "first_id": ids[1], "last_id": ids[0], "has_more": False}
    return tail(r, jdump(d, 2)), "json"


@car("bedrock_converse_json", "converse-request.json", ["kv", "url", "hdr", "blob"], ml="json", ok=HDR_SQ)
def c_bedrock(c):
    r = c.r
    s = svc(r)
    tid = "tooluse_" + rs(r, B64URL, 22)
    cmd, out = shell_cmd_out(c)
    d = {"system": [{"text": "You are a DevOps assistant with shell access to the %s staging host. Explain what you find." % s}],
         "messages": [{"role": "user", "content": [{"text": "Why does the %s sync job fail in production?" % s}]},
                      {"role": "assistant", "content": [{"text": r.choice(["Let me check how the job is configured.", "I'll start by looking at the service's configuration."])},
                                                        {"toolUse": {"toolUseId": tid, "name": "run_shell", "input": {"command": cmd}}}]},
                      {"role": "user", "content": [{"toolResult": {"toolUseId": tid, "content": [{"text": out}], "status": "success"}}]}],
         "inferenceConfig": {"maxTokens": 2048, "temperature": 0.2},
         "toolConfig": {"tools": [{"toolSpec": {"name": "run_shell", "description": "Run a shell command on the staging host and return its output.",
                                                "inputSchema": {"json": {"type": "object", "properties": {"command": {"type": "string"}}, "required": ["command"]}}}}]}}
    return tail(r, jdump(d, 2)), "json"


def usage(r, kin, kout, swap=False):
    a, b = r.randint(300, 2000), r.randint(10, 90)
    if swap:
        return {kout: b, kin: a, "total_tokens": a + b}
    return {kin: a, kout: b, "total_tokens": a + b}


@car("langgraph_checkpoint_json", "checkpoint.json", ["kv", "url", "hdr", "blob"], ml="json", ok=HDR_SQ)
def c_langgraph(c):
    r = c.r
    s = svc(r)
    cmd, out = shell_cmd_out(c)
    call = "call_" + rs(r, ALNUM, 24)

    def lc(cls, kw):
        return {"lc": 1, "type": "constructor", "id": ["langchain", "schema", "messages", cls], "kwargs": kw}

    def v(n):
        return "%032d.0.%s" % (n, "0." + rs(r, DIGITS, 16))
    msgs = [lc("HumanMessage", {"content": "The %s sync job returns 401 in prod, can you check the config?" % s, "type": "human", "id": uuid4(r)}),
            lc("AIMessage", {"content": "", "additional_kwargs": {}, "response_metadata": {"finish_reason": "tool_calls", "model_name": "gpt-4o-2024-08-06"},
                             "type": "ai", "id": "run-%s-0" % uuid4(r),
                             "tool_calls": [{"name": "shell", "args": {"command": cmd}, "id": call, "type": "tool_call"}],
                             "usage_metadata": usage(r, "input_tokens", "output_tokens"),
                             "invalid_tool_calls": []}),
            lc("ToolMessage", {"content": out, "type": "tool", "name": "shell", "id": uuid4(r), "tool_call_id": call, "status": "success"})]
    d = {"v": 1, "ts": "2025-06-11T%02d:%02d:%02d.%06d+00:00" % (r.randint(0, 23), r.randint(0, 59), r.randint(0, 59), r.randint(0, 999999)),
         "id": "1ef%s-%s-6%s-8%s-%s" % (rs(r, HEXL, 5), rs(r, HEXL, 4), rs(r, HEXL, 3), rs(r, HEXL, 3), rs(r, HEXL, 12)),
         "channel_values": {"messages": msgs},
         "channel_versions": {"__start__": v(2), "messages": v(4), "start:agent": v(3), "agent": v(4), "branch:agent:should_continue:tools": v(4)},
         "versions_seen": {"__input__": {}, "__start__": {"__start__": v(1)}, "agent": {"start:agent": v(2)}},
         "pending_sends": []}
    return tail(r, jdump(d, 2)), "json"


@car("autogen_runtime_log_jsonl", "runtime.log", ["kv", "url", "hdr", "blob"], ml="json", ok=HDR_SQ)
def c_autogen(c):
    r = c.r
    s = svc(r)
    cmd, out = shell_cmd_out(c)
    sysmsg = "You are a helpful AI assistant. Solve tasks using your coding and language skills."
    agent_id, wrap, thread = r.randint(10 ** 14, 10 ** 15), r.randint(10 ** 14, 10 ** 15), r.randint(10 ** 14, 10 ** 15)
    h_, m_ = r.randint(0, 22), r.randint(0, 58)
    t = "2025-06-11 %02d:%02d:%02d.%06d" % (h_, m_, r.randint(0, 59), r.randint(0, 999999))
    t2 = "2025-06-11 %02d:%02d:%02d.%06d" % (h_, m_ + 1, r.randint(0, 59), r.randint(0, 999999))
    new_agent = {"id": agent_id, "agent_name": "assistant", "wrapper_id": "", "session_id": uuid4(r), "current_time": t, "agent_type": "AssistantAgent",
                 "args": {"name": "assistant", "system_message": sysmsg, "is_termination_msg": None, "max_consecutive_auto_reply": None,
                          "human_input_mode": "NEVER", "function_map": None, "code_execution_config": False,
                          "llm_config": {"config_list": [{"model": "gpt-4o"}], "cache_seed": 41}, "default_auto_reply": "", "description": None,
                          "chat_messages": None},
                 "thread_id": thread}
    req = {"messages": [{"content": sysmsg, "role": "system"},
                        {"content": "Find out why the %s sync job gets 401 from the partner API." % s, "name": "user_proxy", "role": "user"},
                        {"content": "Let's look at what the job runs with:\n```sh\n%s\n```" % cmd, "name": "assistant", "role": "assistant"},
                        {"content": "exitcode: 0 (execution succeeded)\nCode output: \n%s\n" % out, "name": "user_proxy", "role": "user"}],
           "model": "gpt-4o", "temperature": 0}
    resp = {"id": "chatcmpl-" + rs(r, ALNUM, 29), "choices": [{"finish_reason": "stop", "index": 0, "logprobs": None,
                                                              "message": {"content": "The job sends the credential, but the partner rejects it. It was probably rotated; update the value and restart the worker. TERMINATE",
                                                                          "refusal": None, "role": "assistant", "function_call": None, "tool_calls": None}}],
            "created": epoch(r), "model": "gpt-4o-2024-08-06", "object": "chat.completion", "system_fingerprint": "fp_" + rs(r, HEXL, 10),
            "usage": usage(r, "prompt_tokens", "completion_tokens", swap=True)}
    comp = {"invocation_id": uuid4(r), "client_id": r.randint(10 ** 14, 10 ** 15), "wrapper_id": wrap, "request": req, "response": resp, "is_cached": 0,
            "cost": round(r.uniform(0.001, 0.03), 6), "start_time": t, "end_time": t2, "thread_id": thread, "source_name": "assistant"}
    return ascii_json(jline(new_agent) + "\n" + jline(comp) + "\n"), "json"


@car("openai_batch_input_jsonl", "batchinput.jsonl", ["kv", "url", "hdr", "blob"], ml="json", ok=PROSE_OK)
def c_oaibatch(c):
    r = c.r
    sysmsg = "Classify the support ticket into one of: billing, integration, bug, other. Answer with the label only."
    other = ["My invoice for May shows the wrong VAT number.", "The export button does nothing in Safari.",
             "Can we get an extra seat for our new hire?", "Order 4411 was charged twice."]
    r.shuffle(other)
    n = r.randint(0, 2)
    tickets = other[:n] + ["Integration stopped working after we rotated credentials. %s" % prose14(c)] + other[n:n + 1]

    def line(i, t):
        return jline({"custom_id": "ticket-%d" % (r.randint(10000, 99999) + i), "method": "POST", "url": "/v1/chat/completions",
                      "body": {"model": "gpt-4o-mini", "messages": [{"role": "system", "content": sysmsg}, {"role": "user", "content": t}], "max_tokens": 5}})
    return "\n".join(line(i, t) for i, t in enumerate(tickets)) + "\n", "json"


@car("cline_ui_messages_json", "ui_messages.json", ["kv", "url", "hdr", "blob"], ml="json", ok=HDR_SQ)
def c_cline(c):
    r = c.r
    s = svc(r)
    cmd, out = shell_cmd_out(c)
    t = epoch(r) * 1000 + r.randint(0, 999)
    task = "The %s worker gets 401 from the partner API since the rotation. Find out why." % s
    req = {"request": "<task>\n%s\n</task>\n\n<environment_details>\n# VSCode Visible Files\nsrc/%s/client.ts\n</environment_details>" % (task, s),
           "tokensIn": r.randint(9000, 15000), "tokensOut": r.randint(50, 300), "cacheWrites": 0, "cacheReads": 0, "cost": round(r.uniform(0.01, 0.09), 6)}
    msgs = [{"ts": t, "type": "say", "say": "task", "text": task, "images": []},
            {"ts": t + 12, "type": "say", "say": "api_req_started", "text": jcompact(req)},
            {"ts": t + 2900, "type": "say", "say": "text", "text": "Let me check the configuration the worker runs with.", "partial": False},
            {"ts": t + 3400, "type": "ask", "ask": "command", "text": cmd, "partial": False},
            {"ts": t + 5100, "type": "say", "say": "command_output", "text": out},
            {"ts": t + 9800, "type": "say", "say": "completion_result",
             "text": "The worker sends the credential it was configured with, but the partner API rejects it. Rotate it in the secret store and restart the worker.",
             "partial": False}]
    return jcompact(msgs), "json"
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
    kinds_scm(); kinds_chat_ai(); kinds_cloud(); kinds_saas(); kinds_pay_comm_obs(); kinds_infra_generic(); kinds_corpus7(); kinds_c11()
    patch_kinds_c12()
    SPECIAL_NEGS.update(c14_special())
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



# ================================================================ corpus 14: negatives
# a carrier's own way to point at a secret kept elsewhere (the secret-ref negatives); `case` spells the name
CARRIER_REFS = {
    "gitlab_ci_yml": ("$%s", "a `$NAME` reference to a masked GitLab CI/CD variable kept in the project settings"),
    "php_fpm_pool_conf": ("$%s", "php-fpm's `env[...] = $NAME`, copied from the master process's environment at start"),
    "pyproject_toml": ("{env:%s}", "Hatch's `{env:NAME}` context field, filled from the shell when the environment is created"),
    "mise_toml": ("{{ env.%s }}", "a mise Tera template (`{{ env.NAME }}`), rendered from the parent environment"),
    "promptfoo_config_yaml": ("{{ env.%s }}", "a promptfoo Nunjucks template (`{{ env.NAME }}`), filled from the environment when the eval runs"),
    "opencode_json": ("{env:%s}", "opencode's `{env:NAME}` substitution, read from the environment when the config loads"),
    "argocd_application_yaml": ("<path:kv/data/%s#value>", "an argocd-vault-plugin placeholder (`<path:...#key>`), replaced from Vault when the manifests are rendered"),
    "apprunner_yaml": ("arn:aws:secretsmanager:eu-west-1:210987654321:secret:%s-Ab12Cd", "a Secrets Manager ARN under `secrets:` / `value-from`; App Runner injects the value at start"),
    "containerapp_yaml": ("https://kv-kestrel-prod.vault.azure.net/secrets/%s", "a Key Vault secret URL (`keyVaultUrl` with a managed identity); Container Apps fetches the value at revision start"),
    "clickhouse_config_xml": ("%s", "ClickHouse's `from_env` attribute: only the name of the environment variable read at start-up is in the file"),
    "tomcat_context_xml": ("${%s}", "a `${name}` property placeholder that Tomcat replaces from system properties when the context loads"),
    "logback_xml": ("${%s}", "a Logback `${NAME}` substitution, resolved from system properties or the environment when the config is read"),
    "alloy_config": ('sys.env("%s")', "an Alloy `sys.env(\"NAME\")` expression, evaluated from the environment when the config loads"),
    "dify_app_dsl_yml": ("{{#env.%s#}}", "a Dify `{{#env.name#}}` reference to a workflow environment variable that this export leaves out"),
    "crewai_tasks_yaml": ("{%s}", "a CrewAI `{name}` placeholder, interpolated from `crew.kickoff(inputs=...)` at run time"),
}
REF_CASE = {"dify_app_dsl_yml": "lower", "crewai_tasks_yaml": "lower", "argocd_application_yaml": "path", "containerapp_yaml": "kebab",
            "apprunner_yaml": "path", "tomcat_context_xml": "dot"}
CARRIER_MASKS = {
    "ps_auxww_output": (lambda s_: "x" * len(s_), "redacted: the worker overwrites its secret arguments with `x` at start-up (as the MySQL client does with --password), so ps shows only x's"),
    "awx_job_launch_json": ("$encrypted$", "redacted: AWX returns `$encrypted$` in place of a password-type survey answer; the value stays encrypted in AWX's database"),
}
CARRIER_ENC = {
    "do_app_spec_yaml": (lambda r, n: "EV[1:%s:%s]" % (b64s(rbytes(r, 24)), b64s(rbytes(r, n + 16))),
                         "encrypted: App Platform returns SECRET-type env values as `EV[1:...]` ciphertext; only DigitalOcean can decrypt them"),
    "zuul_yaml": (lambda r, n: b64s(rbytes(r, 512)),
                  "encrypted: a Zuul `!encrypted/pkcs1-oaep` chunk, encrypted to the project's public key; only the Zuul executor holds the private key"),
}
CARRIER_PH = {
    "openshift_template_yaml": (lambda r, n: "[a-zA-Z0-9]{%d}" % max(16, min(64, n)),
                                "placeholder: an OpenShift template parameter with `generate: expression`; `oc process` fills the `from` pattern with random characters"),
}


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
    """a pattern negative for `kind`: the type is drawn per rule id (corpus 14 draw), the value per carrier"""
    p = KINDS[kind][0](r, 1)
    s = p.secret
    pfx = kind_prefix(kind, s)
    body = s[len(pfx):]
    nm = kind.replace("-named", "").replace("-prefixed", "")
    cname = _CUR.get("carrier")
    t = ["secret-ref", "encrypted", "placeholder", "redacted", "truncated", "hash"][zlib.crc32(("c14|" + kind).encode()) % 6]
    # a carrier with a form of its own (a reference syntax, a ciphertext, a mask) uses it half the time
    spec = [tt for tt, dct in (("secret-ref", CARRIER_REFS), ("encrypted", CARRIER_ENC), ("placeholder", CARRIER_PH),
                               ("redacted", CARRIER_MASKS)) if cname in dct]
    h = zlib.crc32(("c14c|%s|%s" % (kind, cname)).encode())
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


CARRIER_DESC = {
    "gitlab_ci_yml": "GitLab CI `.gitlab-ci.yml`: top-level / job `variables` (short and `value:`/`description:` forms), `script`",
    "zuul_yaml": "Zuul `.zuul.yaml`: `secret` (`!encrypted/pkcs1-oaep`), `job` `vars`",
    "argocd_application_yaml": "Argo CD `Application`: `spec.source.helm.parameters` (`name`/`value`) or `helm.values` block",
    "openshift_template_yaml": "OpenShift `Template`: `parameters` (`name`/`value`, `generate: expression`), Secret `stringData`",
    "do_app_spec_yaml": "DigitalOcean App Platform spec `.do/app.yaml`: `services[].envs` (`key`/`value`/`type: SECRET`)",
    "apprunner_yaml": "AWS App Runner `apprunner.yaml`: `run.env` (`name`/`value`), `run.secrets` (`value-from`)",
    "containerapp_yaml": "Azure Container Apps YAML (`az containerapp create --yaml`): `configuration.secrets`, `env[].secretRef`",
    "php_fpm_pool_conf": "php-fpm pool `www.conf`: `env[NAME] = value`",
    "pyproject_toml": "`pyproject.toml` with Hatch `[tool.hatch.envs.*.env-vars]` / inline `env-vars = { }`",
    "nodemon_json": "`nodemon.json`: `env`",
    "devbox_json": "Jetify `devbox.json`: `env`, `shell.scripts`",
    "mise_toml": "`mise.toml`: `[env]` (incl. `'''` multi-line values), `[tasks.*] run`",
    "docker_bake_hcl": "`docker-bake.hcl`: `variable` defaults, `target.args`",
    "terragrunt_hcl": "`terragrunt.hcl`: `inputs = { }`, `generate` blocks with heredoc `contents`",
    "wandb_config_yaml": "Weights & Biases run `config.yaml` (`name: {desc: null, value: ...}`, sorted keys)",
    "jetbrains_http_env_json": "JetBrains HTTP Client `http-client.private.env.json` (per-environment variables)",
    "claude_code_settings_json": "Claude Code `.claude/settings.local.json`: `env`, `permissions.allow` rules (`Bash(...)`)",
    "promptfoo_config_yaml": "promptfoo `promptfooconfig.yaml`: provider `config.apiKey`, https provider `headers`, `env`",
    "opencode_json": "opencode `opencode.json`: `provider.*.options.apiKey`, `mcp` `environment` / `headers`",
    "dify_app_dsl_yml": "Dify app DSL export: `workflow.environment_variables`, http-request node `authorization` / `headers`",
    "crewai_tasks_yaml": "CrewAI `config/tasks.yaml`: task `description` (folded `>` / literal `|`)",
    "clickhouse_config_xml": "ClickHouse `config.d/named_collections.xml` (elements, `<headers><header>`, `from_env`)",
    "tomcat_context_xml": "Tomcat `META-INF/context.xml`: `<Environment name value>`, `<Resource password>`",
    "logback_xml": "`logback-spring.xml`: `<property name value>`, appender bean properties",
    "alloy_config": "Grafana Alloy `config.alloy`: `otelcol.processor.attributes` `action { key value }`, exporter `headers`",
    "ps_auxww_output": "`ps auxww` output (process arguments: `--flag=value`, `-Dprop=value`, `sh -c NAME=value ...`)",
    "lsp_trace_log": "VS Code language-client trace (`[Trace - ...] Sending notification 'workspace/didChangeConfiguration'`)",
    "wscat_session": "`wscat` session (`-H` headers, `>` / `<` JSON frames)",
    "playwright_storage_state_json": "Playwright `storageState` file (`.auth/user.json`): `origins[].localStorage` `name`/`value`",
    "kcat_consume_jsonl": "`kcat -C -J` output: envelope with `headers` list and the JSON `payload` as a string",
    "gcp_pubsub_pull_json": "`gcloud pubsub subscriptions pull --format=json`: base64 `message.data`",
    "celery_kombu_message_json": "Celery task message from Redis (`LINDEX celery 0`): base64 `body`, masked `kwargsrepr`",
    "aws_secretsmanager_json": "`aws secretsmanager get-secret-value` output: `SecretString` (JSON in JSON, or the file itself)",
    "chrome_bookmarks_json": "Chrome profile `Bookmarks` file (3-space JSON): a bookmarked link whose query carries percent-encoded values",
    "awx_job_launch_json": "AWX `POST /api/v2/job_templates/{id}/launch/` body: `extra_vars` YAML in a JSON string",
    "ado_workitem_patch_json": "Azure DevOps `PATCH _apis/wit/workitems/{id}` JSON Patch: HTML `System.History`",
    "ms_graph_sendmail_json": "Microsoft Graph `POST /me/sendMail` body (`message.body.content`, Text)",
    "google_sheets_values_json": "Google Sheets `values.update` body: `values` rows under a header row",
    "opsgenie_alert_json": "Opsgenie `POST /v2/alerts` body: `description`, `details` map",
    "openai_thread_messages_json": "OpenAI Assistants `GET /v1/threads/{id}/messages` response (`content[].text.value`)",
    "bedrock_converse_json": "Amazon Bedrock Converse request: `toolUse` input / `toolResult` content",
    "langgraph_checkpoint_json": "LangGraph checkpoint: `channel_values.messages` in LangChain's serialized form (tool call / ToolMessage)",
    "autogen_runtime_log_jsonl": "AutoGen `runtime_logging` file log (new agent, chat completion request / response; ASCII-escaped)",
    "openai_batch_input_jsonl": "OpenAI Batch API input file (`custom_id`, `body.messages`)",
    "cline_ui_messages_json": "Cline task `ui_messages.json` (`ask: command`, `say: command_output`)",
}

README_HEAD = """# wirepass corpus 14 — held-out FAKE secrets in new carriers

Every value here is fake: random, generated by `generate.py`, never issued by any provider. The few
documented example values used as negatives (the AWS docs' `AKIAIOSFODNN7EXAMPLE` pair, the Azurite
`devstoreaccount1` key, Telegram's `123456:ABC-DEF...` sample, Postmark's `POSTMARK_API_TEST`, Stripe's
`sk_test_4eC39HqLyjWDarjtT1zdp7dc`, jwt.io's sample token, the Cloud SDK's public installed-app client secret,
RabbitMQ's `guest:guest`) are public on purpose.
Regenerate with `python3 generate.py` (deletes and rewrites `cases/`, `manifest.jsonl` and this
README); check with `python3 verify.py` (regenerates everything in memory, compares every file, every
manifest line and this README byte for byte, decodes every span and `also_expected` span from the files
on disk and compares it with the generated value; prints the number of mismatches, `0` when all is
well). Python 3 stdlib only. Seed `wirepass-corpus14-v1`; each case draws from
`random.Random("wirepass-corpus14-v1|<kind>|<carrier>")`, so a case does not change when another does.

The token generators and checksum helpers (GitHub/npm base62 CRC32, Bitbucket/Atlassian CRC32,
Grafana little-endian CRC, bech32 for age, DER-built PEM keys, PyPI macaroons, Vault protobuf
tokens, ...), the table of real-world name spellings and the negative builders are reused from corpus 13's
generator. New here: 45 carriers from agent/LLM tooling (Claude Code settings, opencode, promptfoo, Dify,
CrewAI, AutoGen, LangGraph, Cline, Bedrock, OpenAI Assistants / Batch), SaaS API bodies (Graph sendMail, Sheets,
Opsgenie, Azure DevOps JSON Patch, AWX), deploy specs (GitLab CI, Zuul, Argo CD, OpenShift, App Platform, App Runner,
Container Apps), tool configs and wire captures; a carrier that has a reference, ciphertext or masking form of its own uses
it for half of the pattern negatives it hosts; carrier-specific negatives (argocd-vault-plugin `<path:...>`, Dify
`{{#env.x#}}`, ClickHouse `from_env`, Alloy `sys.env(...)`, App Platform `EV[1:...]` and Zuul `!encrypted/pkcs1-oaep`
ciphertext, OpenShift `generate: expression`, AWX `$encrypted$`); a re-draw of which negative type each rule id gets
(new: invalid checksums for npm, ghs_, Bitbucket, Atlassian and Grafana tokens; public halves and identifiers such as
`phc_`, `pk.` Mapbox tokens, `age1` recipients, `AIDA` user ids, `apikey_01` ids; PEM public look-alikes re-assigned);
and a generic name (`token`, `api_key`, `credential`, ...) for a fifth of the values that are recognised by themselves.

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
(`.gitlab-ci.yml`, `.zuul.yaml`, `application.yaml`, `template.yaml`, `apprunner.yaml`, `www.conf`, `pyproject.toml`,
`nodemon.json`, `devbox.json`, `mise.toml`, `docker-bake.hcl`, `terragrunt.hcl`, `http-client.private.env.json`,
`settings.local.json`, `promptfooconfig.yaml`, `opencode.json`, `named_collections.xml`, `context.xml`,
`logback-spring.xml`, `config.alloy`, `ui_messages.json`, `batchinput.jsonl`, `runtime.log`, `sendMail.json`, ...).
`manifest.jsonl` follows `manifest_format.md`: `file, kind, provider, carrier, positive, start, end, encoding`, plus
`note` (`<type>: <why>`) on every negative and `debatable: true` where a reviewer might disagree. `start`/`end` are
byte offsets (UTF-8) of the value as it appears in the file.

* `raw`: verbatim. `json`: inside a JSON string (PEM newlines as `\\n`); also the GCP key file's `private_key`
  wherever the whole key file is pasted raw. `xml`: XML-escaped element text or attribute (`clickhouse_config_xml`,
  `tomcat_context_xml`, `logback_xml`). `url`: percent-encoded URL passwords, SAS `sig`, and query-string values in
  `chrome_bookmarks_json` (a value with nothing to encode is `raw`). `base64`: the carrier base64-encodes a JSON payload
  (`gcp_pubsub_pull_json` `message.data`, `celery_kombu_message_json` `body`); the payload is padded with leading
  spaces so the secret starts on a 3-byte boundary.
* Layouts: name and value as `key`/`value` or `name`/`value` records (`do_app_spec_yaml`, `apprunner_yaml`,
  `argocd_application_yaml` parameters, `openshift_template_yaml`, `tomcat_context_xml`, `alloy_config` actions,
  `playwright_storage_state_json`, Dify environment variables); the value nested under its name (`wandb_config_yaml`
  `value:`, GitLab's expanded variables); the name in a column header or another cell (`google_sheets_values_json`);
  the name far from the value (`containerapp_yaml` `secretRef`, Bedrock / LangGraph tool output after a
  `cat .env` call, prose that names the variable before a paragraph and then the value, only for values that are
  recognised by themselves); Markdown tables and fenced blocks in messages; unusual punctuation (`env[NAME] = `,
  Dify's `Authorization:Bearer ...` header lines, `-Dname=value`, `sh -c NAME=value`).
* Escaped twice: `kcat_consume_jsonl` (`payload` is JSON inside a JSON string), `aws_secretsmanager_json`
  (`SecretString`), `awx_job_launch_json` (YAML inside a JSON string). Only values without `"`, `\\` or newlines go
  into the inner level there, so one JSON decoding of the span gives the value (encoding `json`).
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
* One occurrence per file: real payloads that repeat a value (LangChain's `additional_kwargs.tool_calls`, Cline's
  later `api_req_started` entries, Celery's `kwargsrepr`, which is masked as Celery lets you) are written without
  the copy, to keep one span per value.
* Base64 and doubly escaped carriers take only values without `"`, `\\` or newlines and no second span.
* `ps_auxww_output` takes only values without blanks (argv is printed joined by spaces); its masked negative
  (`xxxx`) assumes a worker that scrubs its own argv.
* Some carriers are plausible but uncommon homes for some providers (a Clojars token in an Alloy attributes
  processor, a Shopify token in a Tomcat JNDI entry); the syntax is each carrier's real one.
* Negatives generated by pattern (secret-ref, encrypted, placeholder, redacted, truncated, hash)
  sometimes keep the kind's fixed prefix; a scanner that fires on a prefix alone would flag them.
  Public-by-design and test-mode negatives where the value could still do harm are marked debatable, and so is the
  truncated DSA key (a part of a private key is still a leak).

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
