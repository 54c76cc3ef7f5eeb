#!/usr/bin/env python3
"""wirepass held-out corpus 13: FAKE secrets in carriers not used by corpora 1-12.

Deterministic: seed `wirepass-corpus13-v1`; every case draws from
random.Random("wirepass-corpus13-v1|<kind>|<carrier>").  The token generators,
checksum helpers, name table and negative builders come from corpus 12's generator;
the carriers (and their secret-reference / masking negatives) are new.  Running this script
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

SEED = "wirepass-corpus13-v1"
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
                if P0 in v and self.kind in EXTRA_NAMES and (self.positive or (self.p.note or '').split(':', 1)[0] in VALUE_NEGS):
                    # corpus 12: half the time, one of the real-world spellings of the table below
                    alts = EXTRA_NAMES[self.kind] if self.r.random() < 0.5 else n + EXTRA_NAMES[self.kind]
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


# --- CI systems ----------------------------------------------------------------------------

@car("buddy_yml", "buddy.yml", ["kv", "url", "hdr", "blob"], ml="indent", bad_sub=("\nEOF",), ok=DQS_OK)
def c_buddy(c):
    r, p = c.r, c.p
    s = svc(r)
    L = ['- pipeline: "Deploy %s to production"' % s, '  on: "%s"' % r.choice(["CLICK", "EVENT"]), "  refs:", '  - "refs/heads/main"',
         '  priority: "NORMAL"', '  fail_on_prepare_env_warning: true']
    if p.t in ("kv", "url"):
        L.append("  variables:")
        for k, v in envs(c):
            L += ['  - key: "%s"' % k, '    value: "%s"' % v, "    type: \"VAR\"", "    settable: false", "    encrypted: false"]
    L += ["  actions:", '  - action: "Execute: npm run deploy"', '    type: "BUILD"', '    working_directory: "/buddy/%s"' % s,
          '    docker_image_name: "library/node"', '    docker_image_tag: "20"', "    execute_commands:", '    - "npm ci"']
    if p.t == "hdr":
        L.append('    - "%s"' % curl_line(c))
    elif p.t == "blob":
        L += ["    - |-", indent("\n".join(sh_lines(c)), 6)]
    L += ['    - "npm run deploy -- --env production"', '    cached_dirs:', '    - "/buddy/%s/node_modules"' % s, '    shell: "BASH"']
    return tail(r, "\n".join(L)), "raw"


@car("cirrus_ci_yml", ".cirrus.yml", ["kv", "url", "hdr"], ok=DQS_OK)
def c_cirrus(c):
    r, p = c.r, c.p
    L = []
    if p.t in ("kv", "url") and r.random() < 0.5:
        L += ["env:"] + ["  %s: %s" % (k, yv2(v)) for k, v in envs(c)] + [""]
    L += ["container:", "  image: node:20-bookworm", "  cpu: 2", "  memory: 4G", "", "test_task:", "  node_modules_cache:",
          "    folder: node_modules", "    fingerprint_script: cat package-lock.json", "    populate_script: npm ci", "  test_script: npm test", "",
          "deploy_task:", "  only_if: $CIRRUS_BRANCH == 'main'", "  depends_on: test"]
    if p.t in ("kv", "url") and not L[0] == "env:":
        L += ["  env:"] + ["    %s: %s" % (k, yv2(v)) for k, v in envs(c)]
        L += ["  deploy_script: ./scripts/deploy.sh"]
    elif p.t == "hdr":
        L += ["  notify_script: %s" % yv2(curl_line(c))]
    else:
        L += ["  deploy_script: ./scripts/deploy.sh"]
    return tail(r, "\n".join(L)), "raw"


@car("sourcehut_build_yml", ".build.yml", ["kv", "url", "hdr", "blob"], ml="indent", bad_sub=("\nEOF",), ok=SH_OK)
def c_srht(c):
    r, p = c.r, c.p
    s = svc(r)
    u = person(r)[1].split(".")[0]
    L = ["image: %s" % r.choice(["alpine/edge", "debian/stable", "archlinux"]), "packages:", "  - nodejs", "  - npm", "sources:",
         "  - https://git.sr.ht/~%s/%s" % (u, s)]
    if p.t in ("kv", "url"):
        L += ["environment:", "  deploy_host: %s" % host(r)] + ["  %s: %s" % (k, yv2(v)) for k, v in envs(c)]
    L += ["secrets:", "  - %s" % uuid4(r), "tasks:", "  - build: |", "      cd %s" % s, "      npm ci", "      npm test", "  - deploy: |",
          "      cd %s" % s]
    if p.t in ("hdr", "blob"):
        L.append(indent("\n".join(sh_lines(c)), 6))
    L.append("      ./scripts/deploy.sh")
    return tail(r, "\n".join(L)), "raw"


@car("onedev_buildspec_yml", ".onedev-buildspec.yml", ["kv", "url", "hdr", "blob"], ml="indent", bad_sub=("\nEOF",), ok=SH_OK)
def c_onedev(c):
    r, p = c.r, c.p
    L = ["version: %d" % r.randint(33, 38), "jobs:", "- name: deploy", "  steps:", "  - !CheckoutStep", "    name: checkout",
         "    cloneCredential: !DefaultCredential {}", "    withLfs: false", "    withSubmodules: false", "    condition: ALL_PREVIOUS_STEPS_WERE_SUCCESSFUL",
         "  - !CommandStep", "    name: deploy", "    runInContainer: true", "    image: node:20-alpine", "    interpreter: !DefaultInterpreter",
         "      commands: |"]
    L.append(indent("\n".join(sh_lines(c) + ["npm ci", "npm run deploy"]), 8))
    L += ["    useTTY: true", "    condition: ALL_PREVIOUS_STEPS_WERE_SUCCESSFUL", "  triggers:", "  - !BranchUpdateTrigger",
          "    branches: main", "  retryCondition: never", "  maxRetries: 3", "  retryDelay: 30", "  timeout: 3600"]
    return tail(r, "\n".join(L)), "raw"


@car("vela_yml", ".vela.yml", ["kv", "url", "hdr"], ok=DQS_OK)
def c_vela(c):
    r, p = c.r, c.p
    s = svc(r)
    L = ['version: "1"', "", "steps:", "  - name: install", "    image: node:20", "    pull: on_start", "    commands:", "      - npm ci", "",
         "  - name: deploy", "    image: alpine/k8s:1.30.2", "    ruleset:", "      branch: main", "      event: push"]
    if p.t in ("kv", "url"):
        L += ["    environment:"] + ["      %s: %s" % (k, yv2(v)) for k, v in envs(c)]
    L += ["    commands:"]
    if p.t == "hdr":
        L.append("      - %s" % yv2(curl_line(c)))
    L += ["      - helm upgrade --install %s ./chart" % s, "", "secrets:", "  - name: docker_password", "    key: kestrel/%s/docker_password" % s,
          "    engine: native", "    type: repo"]
    return tail(r, "\n".join(L)), "raw"


@car("screwdriver_yaml", "screwdriver.yaml", ["kv", "url", "hdr"], ok=DQS_OK)
def c_screwdriver(c):
    r, p = c.r, c.p
    L = ["shared:", "  image: node:20", "  annotations:", "    screwdriver.cd/cpu: LOW"]
    if p.t in ("kv", "url"):
        L += ["  environment:"] + ["    %s: %s" % (k, yv2(v)) for k, v in envs(c)]
    L += ["", "jobs:", "  main:", "    requires: [~pr, ~commit]", "    steps:", "      - install: npm ci", "      - test: npm test", "  publish:",
          "    requires: [main]", "    secrets:", "      - NPM_TOKEN", "    steps:"]
    if p.t == "hdr":
        L.append("      - notify: %s" % yv2(curl_line(c)))
    L.append("      - publish: npm publish")
    return tail(r, "\n".join(L)), "raw"


@car("cf_manifest_yml", "manifest.yml", ["kv", "url", "blob"], ml="indent", ok=DQ_OK)
def c_cfmanifest(c):
    r, p = c.r, c.p
    s = svc(r)
    L = ["---", "applications:", "- name: %s-api" % s, "  memory: %s" % r.choice(["512M", "1G"]), "  instances: %d" % r.randint(1, 4),
         "  buildpacks:", "  - %s" % r.choice(["nodejs_buildpack", "python_buildpack", "java_buildpack"]), "  routes:", "  - route: %s.apps.%s" % (s, hostpart(r)),
         "  env:", "    LOG_LEVEL: info"]
    if p.t == "blob":
        L += ["    %s: |" % envk(blob_name(c, "SCREAM")), indent(p.content.rstrip("\n"), 6)]
    else:
        L += ["    %s: %s" % (k, yv2(v)) for k, v in envs(c)]
    L += ["  services:", "  - %s-db" % s, "  - %s-redis" % s]
    return tail(r, "\n".join(L)), "raw"


@car("gcp_deployment_manager_yaml", "config.yaml", ["kv", "url"], ok=okb("'\n"))
def c_gcpdm(c):
    r = c.r
    s = svc(r)
    L = ["# gcloud deployment-manager deployments update %s --config config.yaml" % s, "resources:", "- name: %s-fn" % s,
         "  type: gcp-types/cloudfunctions-v1:projects.locations.functions", "  properties:",
         "    parent: projects/kestrel-prod/locations/%s" % r.choice(["us-central1", "europe-west1"]), "    function: %s-fn" % s,
         "    sourceArchiveUrl: gs://kestrel-fn-src/%s.zip" % s, "    entryPoint: handler", "    runtime: python312", "    httpsTrigger: {}",
         "    environmentVariables:"]
    L += ["      %s: %s" % (k, kyaml(v)) for k, v in envs(c)]
    return tail(r, "\n".join(L)), "raw"


# --- REPLs --------------------------------------------------------------------------------

@car("ghci_session", "ghci-session.txt", ["kv", "url", "hdr", "blob"], ml="verbatim", ok=DQ_OK)
def c_ghci(c):
    r, p = c.r, c.p
    L = ["GHCi, version 9.%d.%d: https://www.haskell.org/ghc/  :? for help" % (r.choice([4, 6, 8]), r.randint(1, 4)),
         "ghci> :set -XOverloadedStrings", "ghci> import System.Environment"]
    if p.t in ("kv", "url"):
        L += ['ghci> setEnv "%s" "%s"' % (k, v) for k, v in envs(c)] + ["ghci> :main --once", "synced 0 records"]
    elif p.t == "hdr":
        L += ["ghci> import Network.HTTP.Simple", "ghci> req0 <- parseRequest \"POST %s\"" % rest_url(r)]
        L += ['ghci> let req = setRequestHeader "%s" ["%s"] req0' % (k, v) for k, v in c.headers()]
        L += ["ghci> getResponseStatusCode <$> httpBS req", "200"]
    else:
        L += ['ghci> readFile "%s" >>= putStr' % p.fname] + p.content.rstrip("\n").split("\n")
    L.append("ghci> :q\nLeaving GHCi.")
    return tail(r, "\n".join(L)), "raw"


@car("jshell_session", "jshell-session.txt", ["kv", "url", "hdr", "blob"], ml="verbatim", ok=DQ_OK)
def c_jshell(c):
    r, p = c.r, c.p
    L = ["|  Welcome to JShell -- Version %d.0.%d" % (r.choice([17, 21]), r.randint(1, 5)), "|  For an introduction type: /help intro", ""]
    n = 1
    if p.t in ("kv", "url"):
        for k, v in c.kvs(["dot", "snake"]):
            L += ['jshell> System.setProperty("%s", "%s")' % (vname(k), v), "$%d ==> null" % n, ""]
            n += 1
    elif p.t == "hdr":
        u = rest_url(r)
        L += ["jshell> import java.net.http.*", "", "jshell> var client = HttpClient.newHttpClient()", "client ==> jdk.internal.net.http.HttpClientImpl@%s(1)" % rs(r, HEXL, 7), ""]
        hs = "".join('.header("%s", "%s")' % kv_ for kv_ in c.headers())
        L += ['jshell> var req = HttpRequest.newBuilder(URI.create("%s"))%s.GET().build()' % (u, hs), "req ==> %s GET" % u, "",
              "jshell> client.send(req, HttpResponse.BodyHandlers.ofString()).statusCode()", "$3 ==> 200", ""]
    else:
        L += ['jshell> System.out.print(Files.readString(Path.of("%s")))' % p.fname] + p.content.rstrip("\n").split("\n") + [""]
    L.append("jshell> /exit\n|  Goodbye")
    return tail(r, "\n".join(L)), "raw"


# --- database clients and server logs ----------------------------------------------------------

def _settings_rows(c):
    p = c.p
    if p.t == "hdr":
        return [("webhook_%s" % k.lower().replace("-", "_"), v) for k, v in c.headers()]
    if p.t == "blob":
        return [(ident(blob_name(c, "snake")), p.content.rstrip("\n"))]
    return [(ident(k).lower(), v) for k, v in c.kvs(["snake", "dot"])]


@car("sqlite3_line_mode", "sqlite3-output.txt", ["kv", "url", "hdr", "blob"], ml="verbatim")
def c_sqlite(c):
    r = c.r
    db = "%s.db" % svc(r)
    L = ["$ sqlite3 -line %s \"SELECT key, value, updated_at FROM settings WHERE key NOT LIKE 'feature_%%';\"" % db]
    for k, v in _settings_rows(c):
        L += ["       key = %s" % k, "     value = %s" % v, "updated_at = %s" % ts13(r), ""]
    return tail(r, "\n".join(L)), "raw"


@car("cypher_shell_output", "cypher-shell.log", ["kv", "url", "hdr"], ok=DQ_OK)
def c_cypher(c):
    r = c.r
    rows = [('"%s"' % k, '"%s"' % v) for k, v in _settings_rows(c)]
    w1 = max(len("c.key"), max(len(strip_marks(a)) for a, _ in rows))
    w2 = max(len("c.value"), max(len(strip_marks(b)) for _, b in rows))

    def row(a, b):
        return "| " + a + " " * (w1 - len(strip_marks(a))) + " | " + b + " " * (w2 - len(strip_marks(b))) + " |"
    sep = "+" + "-" * (w1 + 2) + "+" + "-" * (w2 + 2) + "+"
    L = ["neo4j@neo4j> MATCH (c:Config {service: \"%s\"}) RETURN c.key, c.value;" % svc(r), sep, row("c.key", "c.value"), sep]
    L += [row(a, b) for a, b in rows] + [sep, "", "%d row%s" % (len(rows), "" if len(rows) == 1 else "s"),
                                         "ready to start consuming query after %d ms, results consumed after another %d ms" % (r.randint(1, 30), r.randint(1, 9))]
    return tail(r, "\n".join(L)), "raw"


@car("sqlcmd_output", "sqlcmd_out.txt", ["kv", "url", "hdr"], ok=okb("\n"))
def c_sqlcmd(c):
    r = c.r
    rows = _settings_rows(c)
    w1, w2 = 50, max(64, max(len(strip_marks(v)) for _, v in rows))
    L = ["1> SELECT Name, Value FROM dbo.AppSettings WHERE Environment = N'Production';", "2> GO",
         "Name" + " " * (w1 - 4) + " Value" + " " * (w2 - 5), "-" * w1 + " " + "-" * w2]
    for k, v in rows:
        L.append(k + " " * (w1 - len(k)) + " " + v + " " * (w2 - len(strip_marks(v))))
    L += ["", "(%d row%s affected)" % (len(rows), "" if len(rows) == 1 else "s"), "1> exit"]
    return tail(r, "\n".join(L)), "raw"


@car("mysql_general_log", "general.log", ["kv", "url", "hdr", "blob"], ml="verbatim", ok=okb("'\\"))
def c_mygeneral(c):
    r = c.r
    cid = r.randint(8, 900)
    t = "2025-%02d-%02dT%02d:%02d:" % (r.randint(1, 9), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59))

    def ln(cmd, arg):
        return "%s%02d.%06dZ\t%5d %s\t%s" % (t, r.randint(0, 59), r.randint(0, 999999), cid, cmd, arg)
    L = ["/usr/sbin/mysqld, Version: 8.0.%d (MySQL Community Server - GPL). started with:" % r.randint(30, 40),
         "Tcp port: 3306  Unix socket: /var/run/mysqld/mysqld.sock", "Time                 Id Command    Argument",
         ln("Connect", "%s@10.%d.%d.%d on %s using TCP/IP" % (r.choice(USERS), r.randint(0, 9), r.randint(0, 255), r.randint(2, 250), r.choice(DBS))),
         ln("Query", "SET autocommit=0")]
    for k, v in _settings_rows(c):
        L.append(ln("Query", "INSERT INTO app_settings (name, value, updated_at) VALUES ('%s', '%s', NOW()) ON DUPLICATE KEY UPDATE value = VALUES(value)" % (k, v)))
    L += [ln("Query", "COMMIT"), ln("Quit", "")]
    return "\n".join(L) + "\n", "raw"


@car("postgresql_server_log", "postgresql-2025-06-11_000000.log", ["kv", "url", "hdr", "blob"], ml="verbatim", ok=okb("'\\"))
def c_pglog(c):
    r, p = c.r, c.p
    pid = r.randint(1000, 90000)
    u, db = r.choice(USERS), r.choice(DBS)

    def pre():
        return "2025-06-11 %02d:%02d:%02d.%03d UTC [%d] %s@%s " % (r.randint(0, 23), r.randint(0, 59), r.randint(0, 59), r.randint(0, 999), pid, u, db)
    L = [pre() + "LOG:  connection authorized: user=%s database=%s application_name=psql SSL enabled (protocol=TLSv1.3, cipher=TLS_AES_256_GCM_SHA384, bits=256)" % (u, db),
         pre() + "LOG:  statement: BEGIN;"]
    rows = _settings_rows(c)
    if p.t in ("kv", "url") and len(rows) == 1 and r.random() < 0.4:
        L.append(pre() + "LOG:  statement: ALTER DATABASE %s SET app.%s = '%s';" % (db, rows[0][0], rows[0][1]))
    else:
        for k, v in rows:
            L.append(pre() + "LOG:  statement: INSERT INTO app_settings (name, value) VALUES ('%s', '%s') ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value;" % (k, v))
    L += [pre() + "LOG:  statement: COMMIT;", pre() + "LOG:  disconnection: session time: 0:00:%02d.%03d user=%s database=%s host=10.0.%d.%d port=%d" % (
        r.randint(1, 59), r.randint(0, 999), u, db, r.randint(0, 9), r.randint(2, 250), r.randint(30000, 60000))]
    return "\n".join(L) + "\n", "raw"


# --- CLI debug output ---------------------------------------------------------------------

@car("aws_cli_debug_log", "aws-debug.log", ["kv", "url"], ok=okb("'\\\n ,={}"))
def c_awsdebug(c):
    r = c.r
    s = svc(r)
    t = ts13(r)
    pairs = envs(c)
    if len(pairs) == 1 and r.random() < 0.5:
        args = ["ssm", "put-parameter", "--name", "/%s/prod/%s" % (s, pairs[0][0]), "--value", pairs[0][1], "--type", "SecureString", "--overwrite", "--debug"]
        op, svc_ = "PutParameter", "ssm"
    else:
        args = ["lambda", "update-function-configuration", "--function-name", "%s-worker" % s, "--environment",
                "Variables={%s}" % ",".join("%s=%s" % kv_ for kv_ in pairs), "--debug"]
        op, svc_ = "UpdateFunctionConfiguration", "lambda"

    def ln(mod, msg, ms):
        return "%s,%03d - MainThread - %s - DEBUG - %s" % (t, ms, mod, msg)
    L = [ln("awscli.clidriver", "CLI version: aws-cli/2.%d.%d Python/3.11.9 Linux/6.8.0-1012-aws exe/x86_64.ubuntu.24" % (r.randint(15, 27), r.randint(0, 40)), 101),
         ln("awscli.clidriver", "Arguments entered to CLI: [%s]" % ", ".join("'%s'" % a for a in args), 102),
         ln("botocore.hooks", "Event session-initialized: calling handler <function add_timestamp_parser at 0x7f%s>" % rs(r, HEXL, 10), 104),
         ln("botocore.credentials", "Looking for credentials via: env", 181),
         ln("botocore.credentials", "Found credentials in shared credentials file: ~/.aws/credentials", 182),
         ln("botocore.regions", "Calling endpoint provider with parameters: {'Region': 'eu-west-1', 'UseDualStack': False, 'UseFIPS': False}", 190),
         ln("botocore.regions", "Endpoint provider result: https://%s.eu-west-1.amazonaws.com" % svc_, 191),
         ln("botocore.auth", "Calculating signature using v4 auth.", 205),
         ln("botocore.endpoint", "Sending http request: <AWSPreparedRequest stream_output=False, method=POST, url=https://%s.eu-west-1.amazonaws.com/, headers={...}>" % svc_, 207),
         ln("urllib3.connectionpool", "Starting new HTTPS connection (1): %s.eu-west-1.amazonaws.com:443" % svc_, 208),
         ln("urllib3.connectionpool", 'https://%s.eu-west-1.amazonaws.com:443 "POST / HTTP/1.1" 200 %d' % (svc_, r.randint(40, 900)), 412),
         ln("botocore.parsers", "Response headers: {'x-amzn-RequestId': '%s', 'Content-Type': 'application/x-amz-json-1.1'}" % uuid4(r), 413),
         ln("botocore.hooks", "Event needs-retry.%s.%s: calling handler <botocore.retryhandler.RetryHandler object at 0x7f%s>" % (svc_, op, rs(r, HEXL, 10)), 414)]
    return "\n".join(L) + "\n", "raw"


@car("az_cli_debug_log", "az-debug.log", ["kv", "url"], ok=okb("'\\\n "))
def c_azdebug(c):
    r = c.r
    s = svc(r)
    sub = uuid4(r)
    settings = ["%s=%s" % kv_ for kv_ in envs(c)]
    args = ["webapp", "config", "appsettings", "set", "--name", "%s-api" % s, "--resource-group", "rg-%s-prod" % s, "--settings"] + settings + ["--debug"]
    P = "cli.azure.cli.core.sdk.policies: "
    L = ["cli.knack.cli: Command arguments: [%s]" % ", ".join("'%s'" % a for a in args),
         "cli.knack.cli: __init__ debug log:", "Enable color in terminal.", "cli.knack.cli: Event: Cli.PreExecute []",
         "cli.azure.cli.core: Modules found from index for 'webapp': ['azure.cli.command_modules.appservice']",
         "cli.azure.cli.core.azclierror: ",
         P + "Request URL: 'https://management.azure.com/subscriptions/%s/resourceGroups/rg-%s-prod/providers/Microsoft.Web/sites/%s-api/config/appsettings/list?api-version=2023-01-01'" % (sub, s, s),
         P + "Request method: 'POST'", P + "Request headers:", P + "    'Accept': 'application/json'",
         P + "    'x-ms-client-request-id': '%s'" % uuid4(r), P + "    'CommandName': 'webapp config appsettings set'",
         P + "    'ParameterSetName': '--name --resource-group --settings --debug'",
         P + "    'User-Agent': 'AZURECLI/2.%d.0 (DEB) azsdk-python-core/1.30.2 Python/3.11.8 (Linux-6.8.0-x86_64-with-glibc2.39)'" % r.randint(55, 68),
         P + "    'Authorization': '*****'", P + "Request body:", P + "This request has no body",
         "urllib3.connectionpool: Starting new HTTPS connection (1): management.azure.com:443",
         "urllib3.connectionpool: https://management.azure.com:443 \"POST /subscriptions/%s/resourceGroups/rg-%s-prod/providers/Microsoft.Web/sites/%s-api/config/appsettings/list?api-version=2023-01-01 HTTP/1.1\" 200 None" % (sub, s, s),
         P + "Response status: 200"]
    return "\n".join(L) + "\n", "raw"


@car("gh_debug_api_log", "gh-debug.log", ["kv", "url", "hdr", "blob"], ml="json", ok=okb("\n"))
def c_ghdebug(c):
    r, p = c.r, c.p
    repo = "kestrel-works/%s" % svc(r)
    when = "2025-06-11 10:%02d:%02d.%06d +0200 CEST" % (r.randint(0, 59), r.randint(0, 59), r.randint(0, 999999))
    hd = ["Accept: application/vnd.github.merge-info-preview+json, application/vnd.github.nebula-preview",
          "Authorization: token \u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588",
          "Content-Type: application/json; charset=utf-8", "Time-Zone: Europe/Berlin", "User-Agent: GitHub CLI 2.%d.0" % r.randint(50, 74)]
    if p.t == "hdr":
        path = "/repos/%s/dispatches" % repo
        hd += ["%s: %s" % kv_ for kv_ in c.headers()]
        body, enc = '{"event_type":"deploy"}', "raw"
    elif p.t == "blob":
        path = "/repos/%s/actions/variables" % repo
        body, enc = jcompact({"name": envk(blob_name(c, "SCREAM")), "value": p.content.rstrip("\n")}), "json"
    else:
        k, v = envs(c)[-1]
        path = "/repos/%s/actions/variables" % repo
        body, enc = jcompact({"name": k, "value": v}), "json"
        if len(c.p.entries) > 1:
            return None
    L = ["* Request at %s" % when, "* Request to https://api.github.com%s" % path, "> POST %s HTTP/1.1" % path, "> Host: api.github.com"]
    L += ["> " + h for h in hd] + ["", body, "", "< HTTP/2.0 201 Created", "< Content-Type: application/json; charset=utf-8",
                                  "< X-Github-Api-Version-Selected: 2022-11-28", "< X-Github-Request-Id: %s:%s:%s" % (rs(r, HEXU, 4), rs(r, HEXU, 6), rs(r, HEXU, 8)),
                                  "< X-Ratelimit-Remaining: %d" % r.randint(4000, 4999), "", "{}", "* Request took %dms" % r.randint(90, 700)]
    return "\n".join(L) + "\n", enc


# --- editor and IDE settings ---------------------------------------------------------------

@car("zed_settings_json", "settings.json", ["kv", "url", "hdr"])
def c_zed(c):
    r, p = c.r, c.p
    s = svc(r)
    if p.t == "hdr":
        srv = {"url": "https://mcp.%s/mcp" % hostpart(r), "headers": dict(c.headers())}
    else:
        srv = {"command": {"path": "npx", "args": ["-y", "@kestrel/%s-mcp" % s], "env": dict(envs(c))}}
    d = {"theme": r.choice(["One Dark", "Ayu Dark", "Gruvbox Dark"]), "buffer_font_size": r.choice([13, 14, 15]), "vim_mode": r.random() < 0.5,
         "agent": {"default_model": {"provider": "zed.dev", "model": "claude-sonnet-4"}, "version": "2"},
         "context_servers": {"%s-tools" % s: srv}, "telemetry": {"diagnostics": False, "metrics": False}}
    return "// Zed settings\n//\n// For information on how to configure Zed, see the Zed\n// documentation: https://zed.dev/docs/configuring-zed\n" + tail(r, jdump(d, 2)), "json"


@car("helix_languages_toml", "languages.toml", ["kv", "url"], ok=DQ_OK)
def c_helix(c):
    r = c.r
    pairs = envs(c)
    L = ["[[language]]", 'name = "python"', 'language-servers = ["pyright", "gpt"]', "auto-format = true", "",
         "[language-server.gpt]", 'command = "helix-gpt"']
    if r.random() < 0.5:
        L.append("environment = { %s }" % ", ".join('%s = "%s"' % kv_ for kv_ in [("HANDLER", "openai")] + pairs))
    else:
        L += ["", "[language-server.gpt.environment]", 'HANDLER = "openai"'] + ['%s = "%s"' % kv_ for kv_ in pairs]
    L += ["", "[language-server.pyright]", 'command = "pyright-langserver"', 'args = ["--stdio"]']
    return tail(r, "\n".join(L)), "raw"


@car("emacs_init_el", "init.el", ["kv", "url", "hdr"], ok=DQ_OK)
def c_emacs(c):
    r, p = c.r, c.p
    L = [";;; init.el --- personal configuration -*- lexical-binding: t; -*-", "", "(setq inhibit-startup-screen t)",
         "(setq custom-file (locate-user-emacs-file \"custom.el\"))", ""]
    if p.t in ("kv", "url"):
        if llm_direct(c) and r.random() < 0.6:
            L += ["(use-package gptel", "  :ensure t", "  :config", "  (setq gptel-model 'gpt-4o-mini", '        gptel-api-key "%s"))' % c.p.primary]
        else:
            L += [";; env for the %s tooling" % svc(r)] + ['(setenv "%s" "%s")' % kv_ for kv_ in envs(c)]
    else:
        L += ["(defun kw/ping-%s ()" % svc(r), "  (interactive)", "  (let ((url-request-method \"GET\")", "        (url-request-extra-headers",
              "         '(%s)))" % " ".join('("%s" . "%s")' % kv_ for kv_ in c.headers()),
              '    (url-retrieve-synchronously "%s")))' % rest_url(r)]
    L += ["", "(provide 'init)", ";;; init.el ends here"]
    return tail(r, "\n".join(L)), "raw"


# --- issue trackers, chat and incident APIs -----------------------------------------------------

@car("discourse_post_api_json", "posts.json", ["kv", "url", "hdr", "blob"], ml="json")
def c_discourse(c):
    r = c.r
    name, un = person(r)
    pid = r.randint(10000, 99999)
    d = {"id": pid, "name": name, "username": un.replace(".", "_"), "avatar_template": "/user_avatar/forum.%s/%s/{size}/%d_2.png" % (hostpart(r), un.replace(".", "_"), r.randint(10, 999)),
         "created_at": now_iso(r), "post_number": r.randint(1, 12), "post_type": 1, "updated_at": now_iso(r), "reply_count": 0, "reply_to_post_number": None,
         "quote_count": 0, "incoming_link_count": 0, "reads": r.randint(1, 40), "score": 0.4, "topic_id": r.randint(1000, 9999),
         "topic_slug": "%s-worker-gets-401-after-upgrade" % svc(r), "display_username": name, "version": 1, "can_edit": True, "can_delete": True,
         "user_id": r.randint(2, 900), "raw": prose12(c), "trust_level": 1, "deleted_at": None, "user_deleted": False, "wiki": False}
    return tail(r, jdump(d, 2)), "json"


@car("asana_task_json", "task.json", ["kv", "url", "hdr", "blob"], ml="json")
def c_asana(c):
    r = c.r
    name, un = person(r)
    d = {"data": {"gid": rs(r, DIGITS, 16), "resource_type": "task", "name": "Rotate %s credentials after contractor offboarding" % svc(r),
                  "assignee": {"gid": rs(r, DIGITS, 16), "name": name, "resource_type": "user"}, "completed": False, "completed_at": None,
                  "created_at": now_iso(r), "due_on": "2025-%02d-%02d" % (r.randint(1, 9), r.randint(1, 28)), "modified_at": now_iso(r),
                  "notes": prose12(c), "num_likes": 0, "permalink_url": "https://app.asana.com/0/%s/%s" % (rs(r, DIGITS, 16), rs(r, DIGITS, 16)),
                  "projects": [{"gid": rs(r, DIGITS, 16), "name": "Platform", "resource_type": "project"}], "tags": [],
                  "workspace": {"gid": rs(r, DIGITS, 13), "name": "kestrelworks.io", "resource_type": "workspace"}}}
    return tail(r, jdump(d, 2)), "json"


@car("clickup_task_json", "task.json", ["kv", "url", "hdr", "blob"], ml="json")
def c_clickup(c):
    r, p = c.r, c.p
    name, un = person(r)
    cf = []
    desc = prose12(c)
    if p.t == "kv" and r.random() < 0.5:
        cf = [{"id": uuid4(r), "name": k, "type": "short_text", "type_config": {}, "date_created": str(epoch(r) * 1000), "hide_from_guests": False,
               "value": v, "required": False} for k, v in c.kvs(["title", "SCREAM"])]
        desc = "Credentials for the %s integration are in the custom fields." % svc(r)
    d = {"id": "86" + rs(r, LOWNUM, 7), "custom_id": None, "custom_item_id": 0, "name": "%s: partner API returns 401" % s_cap(r),
         "status": {"status": "in progress", "color": "#5f55ee", "type": "custom", "orderindex": 1}, "orderindex": "%d.00000000000000000000000000000000" % r.randint(100, 9000),
         "date_created": str(epoch(r) * 1000), "date_updated": str(epoch(r) * 1000), "date_closed": None, "archived": False,
         "creator": {"id": r.randint(100000, 999999), "username": name, "color": "#7b68ee", "email": "%s@kestrelworks.io" % un, "profilePicture": None},
         "description": desc, "custom_fields": cf, "list": {"id": rs(r, DIGITS, 12), "name": "Backlog", "access": True},
         "url": "https://app.clickup.com/t/86%s" % rs(r, LOWNUM, 7)}
    return tail(r, jdump(d, 2)), "json"


@car("gerrit_change_comments_json", "comments.json", ["kv", "url", "hdr", "blob"], ml="json")
def c_gerrit(c):
    r = c.r
    name, un = person(r)
    fpath = r.choice(["deploy/%s/values.yaml" % svc(r), "src/%s/settings.py" % svc(r), "scripts/smoke.sh"])
    d = {fpath: [{"author": {"_account_id": r.randint(1000000, 1999999), "name": name, "email": "%s@kestrelworks.io" % un, "username": un},
                  "change_message_id": rs(r, HEXL, 40), "unresolved": True, "patch_set": r.randint(1, 9), "id": "%s_%s" % (rs(r, HEXL, 8), rs(r, HEXL, 8)),
                  "line": r.randint(3, 200), "updated": "2025-06-11 %02d:%02d:%02d.000000000" % (r.randint(0, 23), r.randint(0, 59), r.randint(0, 59)),
                  "message": prose12(c), "commit_id": rs(r, HEXL, 40)}]}
    return ")]}'\n" + jdump(d, 2) + "\n", "json"


@car("pagerduty_webhook_json", "pagerduty-webhook.json", ["kv", "url", "hdr", "blob"], ml="json")
def c_pagerduty(c):
    r = c.r
    iid = "Q" + rs(r, UPNUM, 13)
    d = {"event": {"id": "01" + rs(r, UPNUM, 24), "event_type": "incident.annotated", "resource_type": "incident", "occurred_at": now_iso(r),
                   "agent": {"html_url": "https://kestrel.pagerduty.com/users/P%s" % rs(r, UPNUM, 6), "id": "P" + rs(r, UPNUM, 6),
                             "self": "https://api.pagerduty.com/users/P%s" % rs(r, UPNUM, 6), "summary": person(r)[0], "type": "user_reference"},
                   "client": None,
                   "data": {"incident": {"html_url": "https://kestrel.pagerduty.com/incidents/%s" % iid, "id": iid, "self": "https://api.pagerduty.com/incidents/%s" % iid,
                                         "summary": "%s: error rate above 5%%" % s_cap(r), "type": "incident_reference"},
                            "id": "P" + rs(r, UPNUM, 13), "content": prose12(c), "trimmed": False, "type": "incident_note"}}}
    return tail(r, jdump(d, 2)), "json"


@car("intercom_conversation_json", "conversation.json", ["kv", "url", "hdr"], ok=okb("&<>"))
def c_intercom(c):
    r = c.r
    name, un = person(r)
    text = prose12(c, fence=("", "")).replace("\n\n", "\n")
    body = "".join("<p>%s</p>" % (ln_ if ln_.strip() else "") for ln_ in text.split("\n") if ln_ != "")
    part = {"type": "conversation_part", "id": rs(r, DIGITS, 11), "part_type": "comment", "body": body, "created_at": epoch(r), "updated_at": epoch(r),
            "notified_at": epoch(r), "assigned_to": None, "author": {"id": rs(r, HEXL, 24), "type": "user", "name": name, "email": "%s@customer.example" % un.split(".")[0]},
            "attachments": [], "external_id": None, "redacted": False}
    d = {"type": "conversation", "id": rs(r, DIGITS, 12), "title": None, "created_at": epoch(r), "updated_at": epoch(r), "waiting_since": epoch(r),
         "snoozed_until": None, "open": True, "state": "open", "read": False, "priority": "not_priority", "admin_assignee_id": None, "team_assignee_id": None,
         "source": {"type": "conversation", "id": rs(r, DIGITS, 10), "delivered_as": "customer_initiated", "subject": "", "body": "<p>Integration stopped working</p>",
                    "author": {"type": "user", "id": rs(r, HEXL, 24), "name": name, "email": "%s@customer.example" % un.split(".")[0]}, "attachments": [], "url": None, "redacted": False},
         "conversation_parts": {"type": "conversation_part.list", "conversation_parts": [part], "total_count": 1}}
    return tail(r, jdump(d, 2)), "json"


@car("zendesk_ticket_comments_json", "comments.json", ["kv", "url", "hdr", "blob"], ml="json")
def c_zendesk(c):
    r = c.r
    cm = {"id": r.randint(10 ** 12, 10 ** 13), "type": "Comment", "author_id": r.randint(10 ** 12, 10 ** 13), "body": prose12(c), "public": False,
          "attachments": [], "audit_id": r.randint(10 ** 12, 10 ** 13),
          "via": {"channel": "web", "source": {"from": {}, "to": {}, "rel": None}}, "created_at": now_iso(r)[:19] + "Z",
          "metadata": {"system": {"client": "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
                                  "ip_address": "203.0.113.%d" % r.randint(2, 250), "location": "Berlin, BE, Germany", "latitude": 52.52, "longitude": 13.405}, "custom": {}}}
    d = {"comments": [cm], "next_page": None, "previous_page": None, "count": 1}
    return tail(r, jdump(d, 2)), "json"


# --- log formats -----------------------------------------------------------------------------

@car("gelf_json", "gelf_capture.jsonl", ["kv", "url", "hdr", "blob"], ml="json")
def c_gelf(c):
    r, p = c.r, c.p
    d = {"version": "1.1", "host": "%s-%s" % (svc(r), rs(r, LOWNUM, 5)), "timestamp": Raw("%d.%03d" % (epoch(r), r.randint(0, 999))), "level": 7}
    if p.t == "hdr":
        d["short_message"] = "outgoing request POST %s" % rest_url(r)
        for k, v in c.headers():
            d["_http_request_header_%s" % k.lower().replace("-", "_")] = v
    elif p.t == "blob":
        d["short_message"] = "loaded signing material"
        d["full_message"] = "read %s:\n%s" % (p.fname, p.content.rstrip("\n"))
    else:
        d["short_message"] = "configuration loaded"
        for k, v in c.kvs(["snake"]):
            d["_cfg_%s" % ident(k).lower()] = v
    d.update({"_container_name": "%s-worker" % svc(r), "_image_name": "registry.kestrelworks.io/%s:%s" % (svc(r), ver(r)), "_facility": "app"})
    return jcompact(d) + "\n", "json"


@car("w3c_iis_log", "u_ex250611.log", ["kv"], ok=okl("\n +&=%#?/\"'\\<>", 300))
def c_iis(c):
    r = c.r
    q = "&".join("%s=%s" % (ident(k).lower(), v) for k, v in c.kvs(["snake"]))
    L = ["#Software: Microsoft Internet Information Services 10.0", "#Version: 1.0", "#Date: 2025-06-11 00:00:%02d" % r.randint(0, 59),
         "#Fields: date time s-ip cs-method cs-uri-stem cs-uri-query s-port cs-username c-ip cs(User-Agent) cs(Referer) sc-status sc-substatus sc-win32-status time-taken"]
    for i in range(r.randint(1, 3)):
        L.append("2025-06-11 %02d:%02d:%02d 10.0.1.%d GET /health - 443 - 10.0.0.%d - - 200 0 0 %d" % (r.randint(0, 9), r.randint(0, 59), r.randint(0, 59), r.randint(2, 9), r.randint(2, 9), r.randint(0, 5)))
    L.append("2025-06-11 1%d:%02d:%02d 10.0.1.%d GET /api/%s/export %s 443 - 203.0.113.%d Mozilla/5.0+(Windows+NT+10.0;+Win64;+x64) - 200 0 0 %d" % (
        r.randint(0, 9), r.randint(0, 59), r.randint(0, 59), r.randint(2, 9), svc(r), q, r.randint(2, 250), r.randint(20, 900)))
    return "\n".join(L) + "\n", "raw"


@car("k8s_audit_log_jsonl", "audit.log", ["kv", "url", "blob"], ml="json")
def c_k8saudit(c):
    r, p = c.r, c.p
    s = svc(r)
    if p.t == "blob":
        data = {p.fname.lstrip("."): p.content}
    else:
        data = dict(c.kvs(["SCREAM", "snake"]))
    ev = {"kind": "Event", "apiVersion": "audit.k8s.io/v1", "level": "Request", "auditID": uuid4(r), "stage": "ResponseComplete",
          "requestURI": "/api/v1/namespaces/%s/configmaps?fieldManager=kubectl-client-side-apply&fieldValidation=Strict" % s, "verb": "create",
          "user": {"username": "%s@kestrelworks.io" % person(r)[1], "groups": ["system:authenticated"]}, "sourceIPs": ["10.0.%d.%d" % (r.randint(0, 9), r.randint(2, 250))],
          "userAgent": "kubectl/v1.30.2 (linux/amd64) kubernetes/3968350", "objectRef": {"resource": "configmaps", "namespace": s, "name": "%s-config" % s, "apiVersion": "v1"},
          "responseStatus": {"metadata": {}, "code": 201},
          "requestObject": {"kind": "ConfigMap", "apiVersion": "v1", "metadata": {"name": "%s-config" % s, "namespace": s, "creationTimestamp": None}, "data": data},
          "requestReceivedTimestamp": now_iso(r)[:-1] + "123Z", "stageTimestamp": now_iso(r)[:-1] + "456Z",
          "annotations": {"authorization.k8s.io/decision": "allow", "authorization.k8s.io/reason": "RBAC: allowed by ClusterRoleBinding \"platform-admins\""}}
    other = {"kind": "Event", "apiVersion": "audit.k8s.io/v1", "level": "Metadata", "auditID": uuid4(r), "stage": "ResponseComplete",
             "requestURI": "/api/v1/namespaces/%s/pods?limit=500" % s, "verb": "list", "user": {"username": "system:serviceaccount:kube-system:replicaset-controller"},
             "sourceIPs": ["10.0.0.1"], "responseStatus": {"metadata": {}, "code": 200}, "requestReceivedTimestamp": now_iso(r), "stageTimestamp": now_iso(r)}
    return jcompact(other) + "\n" + jcompact(ev) + "\n", "json"


@car("pino_log_ndjson", "app.log", ["kv", "url", "hdr", "blob"], ml="json")
def c_pino(c):
    r, p = c.r, c.p
    base = {"level": 30, "time": epoch(r) * 1000 + r.randint(0, 999), "pid": r.randint(1, 90), "hostname": "%s-%s-%s" % (svc(r), rs(r, LOWNUM, 10), rs(r, LOWNUM, 5))}
    L = [jcompact(dict(base, msg="Server listening at http://0.0.0.0:3000"))]
    if p.t == "hdr":
        hs = {"host": host(r), "user-agent": "curl/8.5.0", "accept": "*/*"}
        hs.update({k.lower(): v for k, v in c.headers()})
        L.append(jcompact(dict(base, reqId="req-%d" % r.randint(1, 40), req={"method": "POST", "url": "/v1/%s/sync" % svc(r), "query": {}, "params": {},
                                                                               "headers": hs, "remoteAddress": "10.0.3.%d" % r.randint(2, 250), "remotePort": r.randint(30000, 60000)},
                                msg="incoming request")))
    elif p.t == "blob":
        L.append(jcompact(dict(base, level=50, err={"type": "Error", "message": "unsupported key format in %s:\n%s" % (p.fname, p.content.rstrip("\n")),
                                                    "stack": "Error: unsupported key format\n    at loadKey (/app/dist/keys.js:41:11)"}, msg="failed to load key")))
    else:
        L.append(jcompact(dict(base, level=20, config=dict(c.kvs(["camel", "snake"])), msg="resolved configuration")))
    return "\n".join(L) + "\n", "json"


# --- crash reports ---------------------------------------------------------------------------

@car("java_hs_err_pid_log", "hs_err_pid48213.log", ["kv", "url"], ok=okb("\n "))
def c_hserr(c):
    r = c.r
    s = svc(r)
    L = ["#", "# A fatal error has been detected by the Java Runtime Environment:", "#",
         "#  SIGSEGV (0xb) at pc=0x00007f%s, pid=48213, tid=48240" % rs(r, HEXL, 9), "#",
         "# JRE version: OpenJDK Runtime Environment Temurin-21.0.%d+%d (21.0.%d+%d) (build 21.0.%d+%d-LTS)" % ((r.randint(1, 4), r.randint(5, 9)) * 3),
         "# Java VM: OpenJDK 64-Bit Server VM Temurin-21.0.3+9 (21.0.3+9-LTS, mixed mode, sharing, tiered, compressed oops, compressed class ptrs, g1 gc, linux-amd64)",
         "# Problematic frame:", "# C  [libnetty_tcnative_linux_x86_64.so+0x4a1b2]", "#", "# Core dump will be written. Default location: /app/core.48213", "#",
         "", "---------------  S U M M A R Y ------------", "",
         "Command Line: -XX:+UseG1GC -Xmx1g -Dspring.profiles.active=prod /app/%s.jar" % s, "",
         "Host: Intel(R) Xeon(R) Platinum 8375C CPU @ 2.90GHz, 2 cores, 3G, Ubuntu 22.04.4 LTS", "Time: Wed Jun 11 10:%02d:%02d 2025 UTC elapsed time: %d.%06d seconds (0d 0h 3m 1s)" % (
             r.randint(0, 59), r.randint(0, 59), r.randint(60, 900), r.randint(0, 999999)),
         "", "---------------  P R O C E S S  ---------------", "", "VM Arguments:", "jvm_args: -XX:+UseG1GC -Xmx1g -Dspring.profiles.active=prod",
         "java_command: /app/%s.jar" % s, "java_class_path (initial): /app/%s.jar" % s, "Launcher Type: SUN_STANDARD", "", "Environment Variables:",
         "JAVA_HOME=/opt/java/openjdk", "PATH=/opt/java/openjdk/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"]
    L += ["%s=%s" % kv_ for kv_ in envs(c)]
    L += ["LANG=C.UTF-8", "HOSTNAME=%s-%s" % (s, rs(r, LOWNUM, 5)), "", "Active Locale:", "LC_ALL=C.UTF-8", "", "Signal Handlers:",
          "   SIGSEGV: crash_handler in libjvm.so, mask=11100100010111111101111111111110, flags=SA_RESTART|SA_SIGINFO"]
    return "\n".join(L) + "\n", "raw"


@car("node_diagnostic_report_json", "report.20250611.102231.48213.0.001.json", ["kv", "url"])
def c_nodereport(c):
    r = c.r
    env = dict([("PATH", "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"), ("HOSTNAME", "%s-%s" % (svc(r), rs(r, LOWNUM, 5))),
                ("NODE_VERSION", "20.14.0"), ("YARN_VERSION", "1.22.19"), ("HOME", "/home/node")] + envs(c) + [("NODE_ENV", "production")])
    d = {"header": {"reportVersion": 3, "event": "Exception", "trigger": "Exception", "filename": "report.20250611.102231.48213.0.001.json",
                    "dumpEventTime": "2025-06-11T10:22:31Z", "dumpEventTimeStamp": "1749637351%03d" % r.randint(0, 999), "processId": 48213, "threadId": 0,
                    "cwd": "/app", "commandLine": ["node", "--report-uncaught-exception", "dist/server.js"], "nodejsVersion": "v20.14.0",
                    "glibcVersionRuntime": "2.36", "glibcVersionCompiler": "2.28", "wordSize": 64, "arch": "x64", "platform": "linux",
                    "host": "%s-%s" % (svc(r), rs(r, LOWNUM, 5)), "osName": "Linux", "osRelease": "6.8.0-1012-aws", "networkInterfaces": []},
         "javascriptStack": {"message": "TypeError: Cannot read properties of undefined (reading 'id')",
                             "stack": ["at handler (/app/dist/routes/sync.js:41:27)", "at process.processTicksAndRejections (node:internal/process/task_queues:95:5)"]},
         "javascriptHeap": {"totalMemory": r.randint(10 ** 7, 10 ** 8), "usedMemory": r.randint(10 ** 6, 10 ** 7), "memoryLimit": 2197815296},
         "libuv": [], "workers": [], "environmentVariables": env,
         "userLimits": {"core_file_size_blocks": {"soft": 0, "hard": "unlimited"}, "open_files": {"soft": 1048576, "hard": 1048576}},
         "sharedObjects": ["linux-vdso.so.1", "/lib/x86_64-linux-gnu/libdl.so.2", "/lib/x86_64-linux-gnu/libstdc++.so.6"]}
    return jdump(d, 2) + "\n", "json"


# --- self-hosted app configs --------------------------------------------------------------------

@car("mattermost_config_json", "config.json", ["kv", "url"])
def c_mattermost(c):
    r = c.r
    plug = "com.%s.%s-bridge" % (hostpart(r).split(".")[0], svc(r))
    d = {"ServiceSettings": {"SiteURL": "https://chat.%s" % hostpart(r), "ListenAddress": ":8065", "EnableLocalMode": False},
         "TeamSettings": {"SiteName": "Kestrel Chat", "MaxUsersPerTeam": 500},
         "SqlSettings": {"DriverName": "postgres", "DataSource": "postgres://mmuser@db:5432/mattermost?sslmode=disable&connect_timeout=10",
                         "MaxIdleConns": 20, "MaxOpenConns": 300},
         "LogSettings": {"EnableConsole": True, "ConsoleLevel": "INFO"},
         "PluginSettings": {"Enable": True, "EnableUploads": True, "Directory": "./plugins", "ClientDirectory": "./client/plugins",
                            "Plugins": {plug: {k.lower(): v for k, v in c.kvs(["snake", "camel"])}},
                            "PluginStates": {plug: {"Enable": True}, "com.mattermost.nps": {"Enable": False}}}}
    return tail(r, jdump(d, 4, sep=": ")), "json"


@car("synapse_homeserver_yaml", "homeserver.yaml", ["kv", "url"], ok=DQ_OK)
def c_synapse(c):
    r = c.r
    hp = hostpart(r)
    L = ["# Configuration file for Synapse.", "#", "# This is a YAML file: see [1] for a quick introduction.", "", "server_name: \"%s\"" % hp,
         "pid_file: /data/homeserver.pid", "listeners:", "  - port: 8008", "    tls: false", "    type: http", "    x_forwarded: true", "    resources:",
         "      - names: [client, federation]", "        compress: false", "database:", "  name: psycopg2", "  args:", "    user: synapse",
         "    database: synapse", "    host: db", "    cp_min: 5", "    cp_max: 10", "log_config: \"/data/%s.log.config\"" % hp, "media_store_path: /data/media_store",
         "report_stats: false", "modules:", "  - module: %s_bridge.BridgeModule" % svc(r), "    config:"]
    L += ["      %s: %s" % (ident(k).lower(), yv2(v)) for k, v in c.kvs(["snake"])]
    L += ["", "# vim:ft=yaml"]
    return tail(r, "\n".join(L)), "raw"


@car("gitlab_runner_config_toml", "config.toml", ["kv", "url"], ok=lambda k, p: p.note is None and DQ_OK(k, p))
def c_glrunner(c):
    r = c.r
    if c.kind == "gitlab-runner-token":
        tok = c.p.primary
        env = []
    else:
        tok = c.add_also("gitlab-runner-token", KINDS["gitlab-runner-token"][0](r, 0).secret)
        env = ["%s=%s" % kv_ for kv_ in envs(c)]
    L = ["concurrent = %d" % r.randint(2, 8), "check_interval = 0", "shutdown_timeout = 0", "", "[session_server]", "  session_timeout = 1800", "",
         "[[runners]]", '  name = "%s"' % r.choice(["build-03", "docker-eu-1", "ci-runner-2"]), '  url = "https://gitlab.%s"' % hostpart(r),
         "  id = %d" % r.randint(10, 900), '  token = "%s"' % tok, "  token_obtained_at = 2025-%02d-%02dT10:22:31Z" % (r.randint(1, 6), r.randint(1, 28)),
         "  token_expires_at = 0001-01-01T00:00:00Z", '  executor = "docker"']
    if env:
        L.append("  environment = [%s]" % ", ".join('"%s"' % e for e in env + ["DOCKER_DRIVER=overlay2"]))
    L += ["  [runners.cache]", "    MaxUploadedArchiveSize = 0", "  [runners.docker]", '    tls_verify = false', '    image = "alpine:3.20"', "    privileged = false",
          '    volumes = ["/cache"]', "    shm_size = 0"]
    return "\n".join(L) + "\n", "raw"


@car("supabase_config_toml", "config.toml", ["kv", "url"], ok=DQ_OK)
def c_supabase(c):
    r = c.r
    L = ["# For detailed configuration reference documentation, visit:", "# https://supabase.com/docs/guides/local-development/cli/config",
         "# A string used to distinguish different Supabase projects on the same host. Defaults to the", "# working directory name when running `supabase init`.",
         'project_id = "%s"' % svc(r), "", "[api]", "enabled = true", "port = 54321", 'schemas = ["public", "graphql_public"]', "max_rows = 1000", "",
         "[db]", "port = 54322", "major_version = 15", "", "[edge_runtime]", "enabled = true", 'policy = "oneshot"', "inspector_port = 8083", "",
         "[edge_runtime.secrets]"]
    L += ['%s = "%s"' % kv_ for kv_ in envs(c)]
    L += ["", "[analytics]", "enabled = false"]
    return tail(r, "\n".join(L)), "raw"


# --- notebooks -------------------------------------------------------------------------------

@car("marimo_notebook_py", "sync_notebook.py", ["kv", "url", "hdr", "blob"], ml="verbatim", ok=DQ_OK, bad_sub=('"""',))
def c_marimo(c):
    r, p = c.r, c.p
    if p.t in ("kv", "url"):
        body = ["    os.environ[\"%s\"] = \"%s\"" % kv_ for kv_ in envs(c)]
        args = "os"
    elif p.t == "hdr":
        body = ["    headers = {%s}" % ", ".join('"%s": "%s"' % kv_ for kv_ in c.headers()),
                "    resp = httpx.get(\"%s\", headers=headers, timeout=10)" % rest_url(r), "    resp.status_code"]
        args = "httpx"
    else:
        body = ['    %s = r"""%s"""' % (ident(blob_name(c, "SCREAM")), p.content.rstrip("\n"))]
        args = "os"
    L = ["import marimo", "", '__generated_with = "0.%d.%d"' % (r.randint(8, 13), r.randint(0, 20)), 'app = marimo.App(width="medium")', "", "",
         "@app.cell", "def _():", "    import marimo as mo", "    import os", "    import httpx", "    return httpx, mo, os", "", "",
         "@app.cell", "def _(%s):" % args] + body + ["    return", "", "", "@app.cell", "def _(mo):", '    mo.md(r"""## %s sync""")' % s_cap(r), "    return", "", "",
                                                    'if __name__ == "__main__":', "    app.run()"]
    return "\n".join(L) + "\n", "raw"


@car("pluto_jl", "notebook.jl", ["kv", "url", "hdr", "blob"], ml="verbatim", ok=DQ_OK, bad="$", bad_sub=('"""',))
def c_pluto(c):
    r, p = c.r, c.p
    ids = [uuid4(r) for _ in range(3)]
    if p.t in ("kv", "url"):
        cell = "begin\n" + "\n".join('\tENV["%s"] = "%s"' % kv_ for kv_ in envs(c)) + "\nend"
    elif p.t == "hdr":
        cell = 'resp = HTTP.get("%s", [%s])' % (rest_url(r), ", ".join('"%s" => "%s"' % kv_ for kv_ in c.headers()))
    else:
        cell = '%s = raw"""\n%s\n"""' % (ident(blob_name(c, "snake")), p.content.rstrip("\n"))
    L = ["### A Pluto.jl notebook ###", "# v0.19.%d" % r.randint(36, 46), "", "using Markdown", "using InteractiveUtils", "",
         "# \u2554\u2550\u2561 %s" % ids[0], "using HTTP, JSON3", "", "# \u2554\u2550\u2561 %s" % ids[1], cell, "",
         "# \u2554\u2550\u2561 %s" % ids[2], 'md"## %s sync"' % s_cap(r), "", "# \u2554\u2550\u2561 Cell order:",
         "# \u255f\u2500%s" % ids[2], "# \u2560\u2550%s" % ids[0], "# \u2560\u2550%s" % ids[1]]
    return "\n".join(L) + "\n", "raw"


# --- agent transcripts ----------------------------------------------------------------------

@car("codex_rollout_jsonl", "rollout-2025-06-11T10-22-31-0197a1c4-5e2b-7d30-9f61-3b8d2c0e4a17.jsonl", ["kv", "url", "hdr"], ok=okb('"\\\n'))
def c_codex(c):
    r, p = c.r, c.p
    s = svc(r)
    cid = "call_" + rs(r, ALNUM, 24)
    if p.t == "hdr":
        script = curl_line(c)
    else:
        script = "export %s && npm run smoke" % " ".join("%s=%s" % (k, shw(v)) for k, v in envs(c))
    args = '{"command":["bash","-lc","%s"],"workdir":"/home/%s/src/%s","timeout_ms":120000}' % (script, person(r)[1].split(".")[0], s)
    L = [jcompact({"id": "0197a1c4-5e2b-7d30-9f61-3b8d2c0e4a17", "timestamp": "2025-06-11T10:22:31.%03dZ" % r.randint(0, 999), "instructions": None,
                   "git": {"commit_hash": rs(r, HEXL, 40), "branch": "main", "repository_url": "git@github.com:kestrel-works/%s.git" % s}}),
         jcompact({"record_type": "state"}),
         jcompact({"type": "message", "id": None, "role": "user", "content": [{"type": "input_text", "text": "run the smoke test against staging for %s" % s}]}),
         jcompact({"type": "reasoning", "id": "rs_" + rs(r, HEXL, 48), "summary": [], "encrypted_content": b64s(rbytes(r, 96))}),
         jcompact({"type": "function_call", "id": "fc_" + rs(r, HEXL, 48), "name": "shell", "arguments": Raw('"%s"' % jesc(args)), "call_id": cid}),
         jcompact({"type": "function_call_output", "call_id": cid, "output": '{"output":"all checks passed\\n","metadata":{"exit_code":0,"duration_seconds":%d.%d}}' % (r.randint(0, 9), r.randint(0, 9))})]
    return "\n".join(L) + "\n", "raw"


@car("openhands_trajectory_json", "trajectory.json", ["kv", "url", "hdr", "blob"], ml="json")
def c_openhands(c):
    r, p = c.r, c.p
    s = svc(r)
    if p.t == "blob":
        fn, out = p.fname, p.content.rstrip("\n")
    elif p.t == "hdr":
        fn, out = "scripts/smoke.sh", "#!/usr/bin/env bash\nset -euo pipefail\n" + curl_line(c)
    else:
        fn, out = ".env", "\n".join("%s=%s" % kv_ for kv_ in [("NODE_ENV", "production")] + envs(c))
    cmd = "cat %s" % fn
    t = now_iso(r)[:-1]
    ev = [{"id": 0, "timestamp": t, "source": "user", "message": "The %s smoke test fails with 401. Find out why." % s, "action": "message",
           "args": {"content": "The %s smoke test fails with 401. Find out why." % s, "image_urls": None, "wait_for_response": False}},
          {"id": 5, "timestamp": t, "source": "agent", "message": "Running command: %s" % cmd, "action": "run",
           "tool_call_metadata": {"function_name": "execute_bash", "tool_call_id": "toolu_01" + rs(r, ALNUM, 22), "model_response": None, "total_calls_in_response": 1},
           "args": {"command": cmd, "is_input": False, "thought": "Let me look at how the credentials are configured.", "blocking": False, "is_static": False,
                    "cwd": None, "hidden": False, "confirmation_state": "confirmed"}},
          {"id": 6, "timestamp": t, "source": "agent", "message": "Command `%s` executed with exit code 0." % cmd, "cause": 5, "observation": "run",
           "content": out, "extras": {"command": cmd, "metadata": {"exit_code": 0, "pid": -1, "username": "openhands", "hostname": "runtime-%s" % rs(r, LOWNUM, 16),
                                                                   "working_dir": "/workspace/%s" % s, "py_interpreter_path": "/openhands/poetry/openhands-ai-5O4_aCHf-py3.12/bin/python",
                                                                   "prefix": "", "suffix": "\n[The command completed with exit code 0.]"}, "hidden": False},
           "success": True}]
    return tail(r, jdump(ev, 2)), "json"


@car("goose_session_jsonl", "20250611_102231.jsonl", ["kv", "url", "hdr", "blob"], ml="json", ok=lambda k, p: p.t == "blob" or SH_OK(k, p))
def c_goose(c):
    r, p = c.r, c.p
    tid = "toolu_01" + rs(r, ALNUM, 22)
    t0 = epoch(r)
    if p.t == "blob":
        cmd, out = "cat %s" % p.fname, p.content.rstrip("\n")
    elif p.t == "hdr":
        cmd, out = curl_line(c), '{"ok":true}'
    else:
        cmd, out = " && ".join("export %s=%s" % (k, shw(v)) for k, v in envs(c)) + " && make smoke", "smoke: OK"
    L = [jcompact({"working_dir": "/Users/%s/src/%s" % (person(r)[1].split(".")[0], svc(r)), "description": "Debug %s auth failure" % svc(r),
                   "schedule_id": None, "message_count": 3, "total_tokens": r.randint(2000, 40000), "input_tokens": r.randint(2000, 30000), "output_tokens": r.randint(100, 3000),
                   "accumulated_total_tokens": None, "accumulated_input_tokens": None, "accumulated_output_tokens": None}),
         jcompact({"id": None, "role": "user", "created": t0, "content": [{"type": "text", "text": "why does the %s job get 401?" % svc(r)}]}),
         jcompact({"id": None, "role": "assistant", "created": t0 + 4, "content": [{"type": "toolRequest", "id": tid, "toolCall": {"status": "success", "value": {
             "name": "developer__shell", "arguments": {"command": cmd}}}}]}),
         jcompact({"id": None, "role": "user", "created": t0 + 9, "content": [{"type": "toolResponse", "id": tid, "toolResult": {"status": "success", "value": [
             {"type": "text", "text": out, "annotations": {"audience": ["assistant"]}}]}}]})]
    return "\n".join(L) + "\n", "json"


@car("aider_chat_history_md", ".aider.chat.history.md", ["kv", "url", "hdr"])
def c_aider(c):
    r = c.r
    msg = prose12(c).split("\n")
    L = ["", "# aider chat started at 2025-06-11 10:%02d:%02d" % (r.randint(0, 59), r.randint(0, 59)), "",
         "> /Users/%s/.local/bin/aider --model sonnet  " % person(r)[1].split(".")[0], "> Aider v0.%d.%d  " % (r.randint(70, 86), r.randint(0, 3)),
         "> Main model: anthropic/claude-sonnet-4-20250514 with diff edit format, infinite output  ", "> Weak model: anthropic/claude-3-5-haiku-20241022  ",
         "> Git repo: .git with %d files  " % r.randint(40, 900), "> Repo-map: using 4096 tokens, auto refresh  ", ""]
    L += ["#### " + ln_ if ln_ else "####" for ln_ in msg]
    L += ["", r.choice(["The 401 comes from the client reading the wrong variable name. ", "Thanks. The request itself looks fine; the token is probably scoped too narrowly. "]) +
          "Please add `src/%s/client.py` to the chat so I can propose a change." % svc(r), "", "> src/%s/client.py  " % svc(r), "> Add file to the chat? (Y)es/(N)o/(D)on't ask again [Yes]: y  ", ""]
    return "\n".join(L), "raw"


# --- HTTP tools -------------------------------------------------------------------------------

@car("charles_chlsj", "session.chlsj", ["kv", "url", "hdr"], ok=okb('"\\\n'))
def c_charles(c):
    r, p = c.r, c.p
    h = host(r)
    path = r.choice(["/v1/orders/sync", "/api/v2/events", "/v1/reports/daily"])
    hd = [{"name": "Host", "value": h}, {"name": "User-Agent", "value": "Kestrel/%s CFNetwork/1496.0.7 Darwin/23.5.0" % ver(r)}, {"name": "Accept", "value": "*/*"}]
    if p.t == "hdr":
        hd += [{"name": k, "value": v} for k, v in c.headers()]
        body = '{"since":"%s"}' % ts(r, frac=0)
    else:
        body = json_body(c)
    hd += [{"name": "Content-Type", "value": "application/json"}, {"name": "Content-Length", "value": str(len(strip_marks(body)))}]
    t = now_iso(r)
    d = [{"status": "COMPLETE", "method": "POST", "protocolVersion": "HTTP/1.1", "scheme": "https", "host": h, "actualPort": 443, "path": path, "query": None,
          "tunnel": False, "keptAlive": True, "webSocket": False, "remoteAddress": "%s/203.0.113.%d" % (h, r.randint(2, 250)), "clientAddress": "/127.0.0.1",
          "clientPort": r.randint(50000, 65000), "times": {"start": t, "requestBegin": t, "requestComplete": t, "responseBegin": t, "end": t},
          "durations": {"total": r.randint(80, 900), "dns": None, "connect": None, "ssl": None, "request": 1, "response": 2, "latency": r.randint(60, 800)},
          "speeds": {"overall": r.randint(1000, 90000), "request": 0, "response": 0}, "totalSize": r.randint(400, 4000),
          "request": {"sizes": {"headers": r.randint(200, 900), "body": len(strip_marks(body))}, "mimeType": "application/json", "charset": None, "contentEncoding": None,
                      "header": {"firstLine": "POST %s HTTP/1.1" % path, "headers": hd}, "body": {"text": body, "charset": None}},
          "response": {"status": 200, "sizes": {"headers": 180, "body": 11}, "mimeType": "application/json", "charset": "utf-8", "contentEncoding": None,
                       "header": {"firstLine": "HTTP/1.1 200 OK", "headers": [{"name": "Content-Type", "value": "application/json; charset=utf-8"}, {"name": "Content-Length", "value": "11"}]},
                       "body": {"text": '{"ok":true}', "charset": "utf-8"}}}]
    return tail(r, jdump(d, 2)), "json"


@car("thunder_client_json", "thunderclient.json", ["kv", "url", "hdr"])
def c_thunder(c):
    r, p = c.r, c.p
    t = now_iso(r)
    req = {"_id": uuid4(r), "colId": uuid4(r), "containerId": "", "name": "%s sync" % svc(r), "url": rest_url(r), "method": "POST", "sortNum": r.randint(1, 9) * 10000,
           "created": t, "modified": t, "headers": [], "params": [], "tests": []}
    if p.t == "hdr":
        req["headers"] = [{"name": k, "value": v} for k, v in c.headers()]
        req["body"] = {"type": "json", "raw": "{}", "form": []}
    else:
        req["body"] = {"type": "formencoded", "raw": "", "form": [{"name": ident(k).lower(), "value": v} for k, v in c.kvs(["snake", "camel"])]}
    return tail(r, jdump([req], 2)), "json"


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


# a carrier's own way to point at a secret store (used by the secret-ref negatives)
CARRIER_REFS = {
    "litellm_config_yaml": ("os.environ/%s", "LiteLLM's `os.environ/NAME` reference, read from the proxy's environment at start-up"),
    "librechat_yaml": ("${%s}", "LibreChat's `${NAME}` interpolation, filled from the server's .env"),
    "continue_config_json": ("${{ secrets.%s }}", "a Continue `${{ secrets.NAME }}` reference, resolved from the user's secrets"),
    "logstash_pipeline_conf": ("${%s}", "a Logstash `${NAME}` reference, resolved from the keystore or the environment"),
    "grafana_ini": ("$__file{/run/secrets/%s}", "Grafana's `$__file{...}` expansion, read from a mounted file at start-up"),
    "databricks_notebook_source_py": ("{{secrets/kw-prod/%s}}", "a Databricks secret reference (`{{secrets/<scope>/<key>}}`), resolved by the cluster"),
    "hurl_file": ("{{%s}}", "a Hurl template variable, injected with `--variable` or a HURL_ environment variable"),
    "rest_client_http_file": ("{{$dotenv %s}}", "REST Client's `{{$dotenv NAME}}` system variable, read from the .env next to the file"),
    "artillery_yml": ("{{ $env.%s }}", "an Artillery `{{ $env.NAME }}` template, filled from the environment when the test runs"),
    "codefresh_yml": ("${{%s}}", "a Codefresh `${{NAME}}` variable from an encrypted shared configuration"),
    "bitrise_yml": ("$%s", "a reference to a Bitrise Secret, expanded by the step at run time"),
    "aws_copilot_manifest_yml": ("/copilot/%s/production/secrets/%%s" % "orders", "an SSM parameter path (as used under `secrets:`), not a value"),
    "cloud_run_service_yaml": ("projects/210987654321/secrets/%s/versions/latest", "a Secret Manager version name the container resolves at start"),
    "vercel_env_api_json": ("@%s", "a legacy Vercel secret reference (`@name`), resolved by the platform"),
    "dotnet_interactive_dib": ("@Microsoft.KeyVault(SecretUri=https://kv-kestrel.vault.azure.net/secrets/%s/)", "an Azure Key Vault reference string"),
}
SECRET_REFS = [
    ("op://Platform/%s/credential", "a 1Password secret reference (`op://vault/item/field`), resolved by `op run`"),
    ("vault:secret/data/prod/%s#value", "a Bank-Vaults webhook reference (`vault:path#key`), injected at pod start"),
    ("sm://%s", "a Berglas/Secret Manager reference (`sm://...`), resolved at start-up"),
    ("akv:%s", "an Azure Key Vault placeholder (`akv:name`) resolved by the deploy tooling"),
]
CARRIER_MASKS = {
    "okhttp_logcat": ("\u2588\u2588", "redacted: OkHttp's HttpLoggingInterceptor prints a header registered with `redactHeader()` as `\u2588\u2588`"),
    "dotnet_httpclient_trace_log": ("*", "redacted: since .NET 8 HttpClient logging writes header values as `*` unless the header is marked as safe to log"),
    "bash_xtrace_output": ("****", "redacted: Jenkins' credentials-binding plugin masks bound secrets as `****` in the console log"),
    "gitlab_note_webhook_json": ("[MASKED]", "redacted: the value was pasted from a job log, where GitLab masked the variable as `[MASKED]`"),
    "langsmith_run_json": ("[REDACTED]", "redacted: the LangSmith client's `hide_inputs` hook replaced the value before upload"),
}


def sops_enc(r, n):
    return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64s(rbytes(r, n)), b64s(rbytes(r, 32)), b64s(rbytes(r, 16)))


def gcp_kms_ct(r, n):
    return b64s(b"\x0a\x24\x00" + rbytes(r, 35) + b"\x12" + bytes([min(n + 16, 127)]) + rbytes(r, min(n + 16, 127)))


def sealed_ct(r, n):
    return b64s(b"\x02\x00" + rbytes(r, 510 + n))


def fresh_neg(kind, r):
    p = KINDS[kind][0](r, 1)
    s = p.secret
    pfx = kind_prefix(kind, s)
    body = s[len(pfx):]
    nm = kind.replace("-named", "").replace("-prefixed", "")
    cname = _CUR.get("carrier")
    t = ["secret-ref", "encrypted", "placeholder", "redacted", "truncated", "hash"][zlib.crc32(("c13|" + kind).encode()) % 6]
    deb = False
    if t == "secret-ref":
        tpl, what = CARRIER_REFS.get(cname) or r.choice(SECRET_REFS)
        v = tpl % envk(nm.replace("-", "_"))
        note = "secret-ref: %s (`%s`); the value itself is not in the file" % (what, tpl % "...")
    elif t == "encrypted":
        j = r.randint(0, 2)
        v = [sops_enc(r, len(s)), gcp_kms_ct(r, len(s)), sealed_ct(r, len(s))][j]
        note = ["encrypted: a SOPS-encrypted value (`ENC[AES256_GCM,...]`); the data key is held in KMS/age, not here",
                "encrypted: a Cloud KMS ciphertext (base64 of the `CiQA...` envelope), opened only with `cloudkms.cryptoKeyVersions.useToDecrypt`",
                "encrypted: a Bitnami Sealed Secrets ciphertext (`AgB...`), only the in-cluster controller's private key opens it"][j]
    elif t == "placeholder":
        j = r.randint(0, 3)
        v = ["<%s>" % envk(nm.replace("-", "_")), "changeme", pfx + "X" * max(8, len(body)), "TODO-add-%s" % nm][j]
        note = ["placeholder: `<NAME>` in angle brackets, the form setup guides tell you to fill in",
                "placeholder: `changeme`, the default a template ships with",
                "placeholder: the real prefix followed by a run of X, a documentation sample",
                "placeholder: a `TODO-add-...` marker left where the value should go"][j]
        deb = j == 2
    elif t == "redacted":
        if cname in CARRIER_MASKS:
            v, note = CARRIER_MASKS[cname]
        else:
            j = r.randint(0, 3)
            v = ["[REDACTED]", "<hidden>", pfx + body[:3] + "\u2022" * 12, "[secure]"][j]
            note = ["redacted: `[REDACTED]` replaced the value before the file was shared",
                    "redacted: `<hidden>` is how the dashboard export shows a sensitive field",
                    "redacted: only the prefix and three characters survive, the rest shown as bullets",
                    "redacted: Travis CI prints encrypted variables as `[secure]`"][j]
    elif t == "truncated":
        k = max(4, min(7, len(body) // 6))
        j = r.randint(0, 1)
        v = [pfx + body[:k] + "...", pfx + body[:k] + "[...]"][j]
        note = ["truncated: %d characters of the body and `...`; the rest was cut when pasting" % k,
                "truncated: the value is cut after %d characters of the body (`[...]`)" % k][j]
    else:
        import hashlib
        j = r.randint(0, 1)
        if j == 0:
            v = "sha512-" + b64s(hashlib.sha512(s.encode()).digest())
            note = "hash: an SRI-style SHA-512 digest (`sha512-...`) of the credential, kept to detect reuse; not reversible"
        else:
            v = "sha1:" + hashlib.sha1(s.encode()).hexdigest()
            note = "hash: a SHA-1 fingerprint of the credential (`sha1:...`) from an audit export; the credential cannot be recovered"
    return neg(with_value(p, v), note, deb)


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
    kinds_scm(); kinds_chat_ai(); kinds_cloud(); kinds_saas(); kinds_pay_comm_obs(); kinds_infra_generic(); kinds_corpus7(); kinds_c11()
    patch_kinds_c12()
    SPECIAL_NEGS.update(c12_special())
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



# ================================================================ corpus 13: carrier-specific negatives
CARRIER_REFS = {
    "supabase_config_toml": ("env(%s)", "the Supabase CLI's `env(NAME)` substitution, read from the environment or supabase/.env at start"),
    "cf_manifest_yml": ("((%s))", "a Cloud Foundry manifest variable `((name))`, filled from `--vars-file` or CredHub at push time"),
    "thunder_client_json": ("{{%s}}", "a Thunder Client environment variable `{{name}}`, resolved from the active environment"),
    "buddy_yml": ("$%s", "a Buddy.Works `$NAME` reference to an encrypted pipeline variable"),
    "cirrus_ci_yml": ("ENCRYPTED[%s]", "a Cirrus CI `ENCRYPTED[...]` variable: only Cirrus can decrypt it for this repository"),
    "vela_yml": ("${%s}", "a `${NAME}` substitution of a Vela secret, injected into the step at run time"),
    "screwdriver_yaml": ("$%s", "a `$NAME` reference to a Screwdriver secret listed under `secrets:`"),
    "synapse_homeserver_yaml": ("/run/secrets/%s", "a path to a Docker secret file the module reads at start-up"),
    "helix_languages_toml": ("$%s", "a literal `$NAME`; helix-gpt reads the key from the inherited environment"),
    "gcp_deployment_manager_yaml": ("$(ref.%s.secretValue)", "a Deployment Manager `$(ref...)` reference, resolved at deploy time"),
}
CARRIER_MASKS = {
    "pino_log_ndjson": ("[Redacted]", "redacted: pino's `redact` option replaced the value with its default censor `[Redacted]`"),
    "mattermost_config_json": ("********************************", "redacted: Mattermost writes sensitive settings as 32 `*` in a downloaded / support-packet config"),
    "aws_cli_debug_log": ("****", "redacted: the value was masked as `****` by the CI runner before the debug log was archived"),
    "k8s_audit_log_jsonl": ("**REDACTED**", "redacted: the audit webhook backend scrubbed ConfigMap data values before storage"),
    "gh_debug_api_log": ("***", "redacted: GitHub Actions masks registered secrets as `***` in the job log this was copied from"),
}


CARRIER_DESC = {
    "buddy_yml": "Buddy.Works `buddy.yml`: pipeline `variables`, `execute_commands`",
    "cirrus_ci_yml": "Cirrus CI `.cirrus.yml`: top-level / task `env`, `*_script`",
    "sourcehut_build_yml": "SourceHut builds `.build.yml`: `environment`, `secrets` (UUIDs), `tasks`",
    "onedev_buildspec_yml": "OneDev `.onedev-buildspec.yml`: `!CommandStep` `commands` block",
    "vela_yml": "Vela `.vela.yml`: step `environment`, `commands`, `secrets`",
    "screwdriver_yaml": "Screwdriver `screwdriver.yaml`: `shared.environment`, job `steps`",
    "cf_manifest_yml": "Cloud Foundry app `manifest.yml`: `applications[].env`",
    "gcp_deployment_manager_yaml": "Deployment Manager `config.yaml`: Cloud Function `environmentVariables`",
    "ghci_session": "Haskell GHCi session (`setEnv`, http-conduit `setRequestHeader`, `readFile >>= putStr`)",
    "jshell_session": "Java JShell session (`System.setProperty`, `HttpRequest.newBuilder().header(...)`)",
    "sqlite3_line_mode": "`sqlite3 -line` query output of a settings table",
    "cypher_shell_output": "Neo4j `cypher-shell` table output (`| \"key\" | \"value\" |`)",
    "sqlcmd_output": "SQL Server `sqlcmd` fixed-width result (`(n rows affected)`)",
    "mysql_general_log": "MySQL general query log (`Id Command Argument`, `Query INSERT ...`)",
    "postgresql_server_log": "PostgreSQL server log with `log_statement = 'all'` (`LOG:  statement: ...`)",
    "aws_cli_debug_log": "`aws ... --debug` output (`Arguments entered to CLI: [...]`, botocore DEBUG lines)",
    "az_cli_debug_log": "`az ... --debug` output (`Command arguments: [...]`, SDK policy request log)",
    "gh_debug_api_log": "GitHub CLI `GH_DEBUG=api` log (`> POST ...` headers and request body)",
    "zed_settings_json": "Zed `~/.config/zed/settings.json`: `context_servers` `env` / `headers`",
    "helix_languages_toml": "Helix `languages.toml`: `[language-server.*]` `environment` (helix-gpt)",
    "emacs_init_el": "Emacs `init.el`: `setenv`, gptel `gptel-api-key`, `url-request-extra-headers`",
    "discourse_post_api_json": "Discourse `GET /posts/{id}.json` response (`raw`)",
    "asana_task_json": "Asana `GET /tasks/{gid}` response (`data.notes`)",
    "clickup_task_json": "ClickUp `GET /api/v2/task/{id}` response (`description`, `custom_fields[].value`)",
    "gerrit_change_comments_json": "Gerrit `GET /changes/{id}/comments` response (`)]}'` prefix, `message`)",
    "pagerduty_webhook_json": "PagerDuty v3 webhook `incident.annotated` (`event.data.content`)",
    "intercom_conversation_json": "Intercom `GET /conversations/{id}` response (HTML `conversation_parts[].body`)",
    "zendesk_ticket_comments_json": "Zendesk `GET /api/v2/tickets/{id}/comments` response (`body`)",
    "gelf_json": "Graylog GELF 1.1 messages (`_`-prefixed additional fields, `full_message`)",
    "w3c_iis_log": "IIS W3C extended log (`u_exYYMMDD.log`, `cs-uri-query`)",
    "k8s_audit_log_jsonl": "kube-apiserver audit log (`level: Request`, ConfigMap `requestObject.data`)",
    "pino_log_ndjson": "pino NDJSON log (`req.headers`, `config` object, `err.message`)",
    "java_hs_err_pid_log": "HotSpot fatal error log `hs_err_pid<pid>.log` (`Environment Variables:` section)",
    "node_diagnostic_report_json": "Node.js diagnostic report (`--report-uncaught-exception`): `environmentVariables`",
    "mattermost_config_json": "Mattermost `config/config.json`: `PluginSettings.Plugins.<id>` settings",
    "synapse_homeserver_yaml": "Matrix Synapse `homeserver.yaml`: `modules[].config`",
    "gitlab_runner_config_toml": "GitLab Runner `/etc/gitlab-runner/config.toml`: `[[runners]]` `token`, `environment`",
    "supabase_config_toml": "Supabase CLI `supabase/config.toml`: `[edge_runtime.secrets]`",
    "marimo_notebook_py": "marimo notebook (`@app.cell` functions, `os.environ[...]`, `httpx` headers)",
    "pluto_jl": "Pluto.jl notebook (`# ╔═╡ <uuid>` cells, `ENV[...]`, `HTTP.get` headers)",
    "codex_rollout_jsonl": "OpenAI Codex CLI rollout (`~/.codex/sessions/.../rollout-*.jsonl`): `shell` `function_call` arguments",
    "openhands_trajectory_json": "OpenHands trajectory export: `run` action / observation `content`",
    "goose_session_jsonl": "Block goose session (`~/.local/share/goose/sessions/*.jsonl`): `developer__shell` tool request / response",
    "aider_chat_history_md": "aider `.aider.chat.history.md` (user turns prefixed `#### `)",
    "charles_chlsj": "Charles Proxy \"Export session as JSON\" (`.chlsj`): request `header.headers`, `body.text`",
    "thunder_client_json": "Thunder Client `thunderclient.json` request collection: `headers`, `body.form`",
}

README_HEAD = """# wirepass corpus 13 — held-out FAKE secrets in new carriers

Every value here is fake: random, generated by `generate.py`, never issued by any provider. The few
documented example values used as negatives (the AWS docs' `AKIAIOSFODNN7EXAMPLE` pair, the Azurite
`devstoreaccount1` key, Slack's `T00000000/B00000000/XXXX...` webhook, Telegram's `123456:ABC-DEF...`
sample, Postmark's `POSTMARK_API_TEST`, the Cloud SDK's public installed-app client secret, RabbitMQ's
`guest:guest`) are public on purpose.
Regenerate with `python3 generate.py` (deletes and rewrites `cases/`, `manifest.jsonl` and this
README); check with `python3 verify.py` (regenerates everything in memory, compares every file, every
manifest line and this README byte for byte, decodes every span and `also_expected` span from the files
on disk and compares it with the generated value; prints the number of mismatches, `0` when all is
well). Python 3 stdlib only. Seed `wirepass-corpus13-v1`; each case draws from
`random.Random("wirepass-corpus13-v1|<kind>|<carrier>")`, so a case does not change when another does.

The token generators and checksum helpers (GitHub/npm base62 CRC32, Bitbucket/Atlassian CRC32,
Grafana little-endian CRC, bech32 for age, DER-built PEM keys, PyPI macaroons, Vault protobuf
tokens, ...), the table of real-world name spellings (a positive takes its name from it half the time)
and the negative builders are reused from corpus 12's generator. The carriers are new, and so are the
carrier-specific negatives (Cloud Foundry `((var))`, Supabase `env(NAME)`, Cirrus `ENCRYPTED[...]`,
Thunder Client `{{var}}` references; pino's `[Redacted]` censor, Mattermost's 32-star masked settings);
which pattern negative a rule id gets is re-drawn, so most rule ids get a different negative type than in corpus 12.

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
(`buddy.yml`, `.cirrus.yml`, `.build.yml`, `.onedev-buildspec.yml`, `.vela.yml`, `screwdriver.yaml`, `manifest.yml`,
`general.log`, `postgresql-2025-06-11_000000.log`, `u_ex250611.log`, `audit.log`, `hs_err_pid48213.log`,
`report.20250611.102231.48213.0.001.json`, `homeserver.yaml`, `config.toml`, `languages.toml`, `init.el`, `notebook.jl`,
`rollout-...jsonl`, `trajectory.json`, `.aider.chat.history.md`, `session.chlsj`, ...). `manifest.jsonl` follows
`manifest_format.md`: `file, kind, provider, carrier, positive, start, end, encoding`, plus `note` (`<type>: <why>`)
on every negative and `debatable: true` where a reviewer might disagree. `start`/`end` are byte offsets (UTF-8) of
the value as it appears in the file.

* `raw`: verbatim. `json`: inside a JSON string (PEM newlines as `\\n`); also the GCP key file's
  `private_key` wherever the whole key file is pasted raw. `url`: percent-encoded URL passwords and SAS `sig`.
  No carrier of this corpus XML-escapes or base64-encodes its values.
* Values inside prose or inside a tool's output (Discourse `raw`, Asana `notes`, Gerrit `message`, PagerDuty
  `content`, OpenHands `content`, goose `text`) are escaped once for their JSON container.
* `codex_rollout_jsonl` keeps the shell call's `arguments` as a JSON string inside JSON (as Codex writes it); only
  values without `"`, `\\` or newlines go there, so the value's bytes are the same under one or two escapings
  (encoding `raw`).
* URL-shaped kinds: the whole URL for Slack/Discord/Teams webhooks and Slack workflow URLs;
  `<id>:<token>` for Telegram `/bot…/` paths; `sig` for Azure SAS; the password for `url-password`.
* PEM kinds and `putty-private-key`: the whole block, armour included; `gcp-service-account`: the
  `private_key` string (encoding `json`).
* `also_expected`: `[{kind, start, end, encoding}]` for other rules that legitimately fire (an AWS key id
  beside its secret, a Twilio `SK…` SID, an Alibaba `LTAI…` id, `private-key-pkcs8` inside GCP key files,
  `url-password` where a token is a URL's password, `azure-annotated-key` where the value is in the annotated
  form, and the runner's own `glrt-` token in every `gitlab_runner_config_toml` file of another rule).

## Weaker grounds

* Known overlaps **not** marked: the generic rules (`generic-*-named`) will often also fire on named
  provider cases; `twilio-api-key-secret-named` values are also "API secret next to its name" for
  `twilio-auth-token`; `vault-legacy-token` may also be reported as `vault-service-token`; `key-` form values of
  `mailgun-api-key-named` also match `mailgun-api-key`.
* One occurrence per file: some real payloads repeat a value (Discourse's `cooked`, Zendesk's `html_body` /
  `plain_body`, ClickUp's `text_content`, OpenHands' `extras.command`, aws/az CLI request bodies); those duplicate
  fields or lines are left out to keep one span per value. The rest of each payload keeps the tool's real shape.
* `gitlab_runner_config_toml` holds no negatives (every real file carries a live runner token).
* `intercom_conversation_json` HTML-wraps each line in `<p>`; it only takes values without `&`, `<`, `>`.
* `w3c_iis_log` takes only values that appear unchanged in a query string (no `%`, `+`, `&`, `=`, space ...).
* Some carriers are plausible but uncommon homes for some providers (a Clojars token in a Pluto notebook, a
  Sentry token in a Neo4j settings node); the syntax is each carrier's real one.
* Negatives generated by pattern (secret-ref, encrypted, placeholder, redacted, truncated, hash)
  sometimes keep the kind's fixed prefix; a scanner that fires on a prefix alone would flag them.
  Public-by-design and test-mode negatives where the value could still do harm are marked debatable.

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

