#!/usr/bin/env python3
"""wirepass held-out corpus 11: FAKE secrets in carriers not used by corpora 1-10.

Deterministic: seed `wirepass-corpus11-v1`; every case draws from
random.Random("wirepass-corpus11-v1|<kind>|<carrier>").  The token generators and
checksum helpers come from corpus 10's generator; carriers, name spellings and
negatives are new.  Running this script
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

SEED = "wirepass-corpus11-v1"
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

import re as _re



# ================================================================ corpus 11: name spellings seen in the wild
# (added to a kind's own names for the positive's value; identifiers without spaces are written exactly)
EXTRA_NAMES = {
    "github-pat": ["GITHUB_ACCESS_TOKEN", "GH_ACCESS_TOKEN", "githubToken", "github-token", "GIT_TOKEN"],
    "github-fine-grained-pat": ["GITHUB_ACCESS_TOKEN", "githubToken", "GH_FG_TOKEN"],
    "gitlab-pat": ["GITLAB_TOKEN", "GL_TOKEN", "gitlabToken", "CI_PUSH_TOKEN"],
    "openai-project-key": ["OPENAI_KEY", "openAIKey", "OPENAI_SECRET_KEY", "openai-api-key"],
    "openai-api-key": ["OPENAI_SECRET_KEY", "openAiKey"],
    "anthropic-api-key": ["ANTHROPIC_KEY", "claudeKey", "anthropic-api-key"],
    "stripe-secret-key": ["STRIPE_SECRET", "STRIPE_API_SECRET", "stripeSecretKey", "stripe-secret-key", "STRIPE_PRIVATE_KEY"],
    "aws-access-key-id": ["AWS_KEY", "S3_ACCESS_KEY", "awsAccessKeyId", "AWS_ACCESS_KEY"],
    "aws-secret-access-key": ["AWS_SECRET", "S3_SECRET_KEY", "awsSecretKey", "AWS_SECRET_ACCESS"],
    "slack-bot-token": ["SLACK_TOKEN", "slack-bot-token", "SLACK_OAUTH_TOKEN", "slackToken"],
    "sendgrid-api-key": ["SENDGRID_API_TOKEN", "SG_API_KEY", "sendgridApiKey", "EMAIL_HOST_PASSWORD"],
    "datadog-api-key": ["DATADOG_KEY", "DD_KEY", "datadogApiKey", "dd-api-key"],
    "datadog-app-key": ["DATADOG_APPLICATION_KEY", "DD_APPLICATION_KEY", "ddAppKey"],
    "twilio-auth-token": ["TWILIO_SECRET", "twilio-auth-token", "TwilioAuthToken"],
    "huggingface-token": ["HUGGINGFACE_TOKEN", "HF_HUB_TOKEN", "hfToken", "HUGGINGFACE_API_KEY"],
    "google-api-key": ["MAPS_API_KEY", "GOOGLE_KEY", "googleApiKey", "GCP_API_KEY", "places_api_key"],
    "generic-password-named": ["pwd", "pass", "DB_PASS", "POSTGRES_PASSWORD", "passphrase", "user password", "MYSQL_PWD",
                               "adminPassword", "SMTP_PASS"],
    "generic-api-key-named": ["api-key", "API_TOKEN", "SERVICE_API_KEY", "partner api key", "x_api_key"],
    "generic-credential-named": ["client_secret", "signingSecret", "WEBHOOK_SECRET", "refreshToken"],
    "databricks-token": ["DATABRICKS_ACCESS_TOKEN", "DBX_TOKEN", "databricksToken"],
    "cloudflare-api-token": ["CLOUDFLARE_TOKEN", "CF_TOKEN", "cloudflareApiToken"],
    "cloudflare-global-api-key": ["CLOUDFLARE_API_KEY", "CF_API_KEY"],
    "pagerduty-token": ["PAGERDUTY_TOKEN", "PAGERDUTY_ROUTING_KEY", "pagerdutyServiceKey"],
    "npm-token": ["NPM_PUBLISH_TOKEN", "NPM_ACCESS_TOKEN", "npmToken"],
    "docker-pat": ["DOCKER_TOKEN", "DOCKERHUB_PAT", "DOCKER_HUB_TOKEN", "dockerToken"],
    "jwt": ["JWT_TOKEN", "idToken", "authToken", "SERVICE_ACCOUNT_JWT"],
    "vercel-token": ["VERCEL_ACCESS_TOKEN", "vercelToken", "NOW_TOKEN"],
    "linode-token": ["LINODE_API_KEY", "LINODE_ACCESS_TOKEN"],
    "hetzner-token": ["HETZNER_TOKEN", "HCLOUD_API_TOKEN", "hetznerToken"],
    "sonarqube-token-named": ["SONARQUBE_TOKEN", "sonarToken"],
    "snyk-token": ["SNYK_API_TOKEN", "snykToken"],
    "wandb-api-key": ["WANDB_KEY", "wandbApiKey"],
    "mistral-api-key": ["MISTRAL_KEY", "MISTRALAI_API_KEY"],
    "cohere-api-key": ["COHERE_TOKEN", "cohereApiKey"],
    "deepseek-api-key": ["DEEPSEEK_KEY", "deepseekApiKey"],
    "heroku-legacy-api-key": ["HEROKU_AUTH_TOKEN", "herokuApiKey"],
    "algolia-admin-key": ["ALGOLIA_WRITE_API_KEY", "algoliaAdminKey"],
    "mailgun-api-key-named": ["MAILGUN_KEY", "MAILGUN_PRIVATE_API_KEY", "mailgunApiKey"],
    "telegram-bot-token": ["TELEGRAM_BOT_API_TOKEN", "TG_TOKEN", "telegramToken"],
    "discord-bot-token": ["DISCORD_BOT_TOKEN", "discordToken"],
    "auth0-client-secret": ["auth0ClientSecret", "AUTH0_M2M_CLIENT_SECRET"],
    "okta-api-token": ["OKTA_CLIENT_TOKEN", "oktaApiToken"],
    "upstash-token": ["UPSTASH_TOKEN", "KV_REST_API_TOKEN"],
    "zendesk-api-token": ["ZENDESK_TOKEN", "ZENDESK_API_KEY"],
    "rollbar-token": ["ROLLBAR_TOKEN", "ROLLBAR_SERVER_TOKEN", "rollbarAccessToken"],
    "netlify-token-named": ["NETLIFY_ACCESS_TOKEN", "netlifyToken"],
    "travis-token": ["TRAVIS_TOKEN", "TRAVIS_CI_TOKEN"],
    "honeycomb-api-key": ["HONEYCOMB_WRITEKEY", "HONEYCOMB_KEY"],
    "elevenlabs-api-key": ["ELEVEN_LABS_API_KEY", "ELEVENLABS_KEY"],
    "deepgram-api-key": ["DEEPGRAM_TOKEN", "DG_API_KEY"],
    "assemblyai-api-key": ["ASSEMBLYAI_KEY", "ASSEMBLY_API_KEY"],
    "together-api-key": ["TOGETHERAI_API_KEY", "TOGETHER_KEY"],
    "paypal-client-secret": ["PAYPAL_SECRET", "PAYPAL_CLIENT_SECRET_KEY", "paypalClientSecret"],
    "azure-ad-client-secret": ["ARM_CLIENT_SECRET", "AAD_CLIENT_SECRET", "AzureAd__ClientSecret"],
    "alibaba-access-key-secret": ["ALICLOUD_SECRET_KEY", "ALIYUN_ACCESS_KEY_SECRET"],
    "fastly-api-token": ["FASTLY_TOKEN", "FASTLY_KEY"],
    "ngrok-authtoken": ["NGROK_AUTH_TOKEN", "NGROK_TOKEN"],
    "atlassian-legacy-token": ["JIRA_API_KEY", "CONFLUENCE_TOKEN"],
    "twilio-api-key-secret-named": ["TWILIO_API_KEY_SECRET", "twilioApiSecret"],
    "mongodb-atlas-private-key": ["ATLAS_PRIVATE_KEY", "MCLI_PRIVATE_API_KEY"],
    "splunk-hec-token-named": ["SPLUNK_TOKEN", "HEC_TOKEN"],
    "razorpay-key-secret": ["RAZORPAY_SECRET", "razorpayKeySecret"],
    "adyen-api-key": ["ADYEN_KEY", "adyenApiKey"],
    "npm-token-named": ["NPM_PUBLISH_TOKEN"],
    "vault-legacy-token": ["VAULT_AUTH_TOKEN"],
    "azure-devops-pat": ["AZURE_DEVOPS_TOKEN", "ADO_TOKEN", "AZP_TOKEN"],
    "azure-apim-subscription-key": ["APIM_KEY", "OcpApimSubscriptionKey"],
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


# ================================================================ corpus 11 carriers
# --- CI / IaC / deploy -------------------------------------------------------

@car("bamboo_specs_yaml", "bamboo.yml", ["kv", "url", "hdr", "blob"], ml="indent", bad_sub=("\nEOF",), ok=okb('"\\\n'))
def c_bamboo(c):
    r, p = c.r, c.p
    s = svc(r)
    L = ["---", "version: 2", "plan:", "  project-key: PLAT", "  key: %s" % s[:3].upper(), "  name: %s build" % s.capitalize(), "",
         "variables:", "  deploy.target: production", "  node.version: \"%d\"" % r.choice([18, 20, 22])]
    if p.t in ("kv", "url"):
        for k, v in c.kvs(["snake", "dot"]):
            L.append("  %s: %s" % (vname(k), yv(v)))
    L += ["", "stages:", "  - Build and deploy:", "      manual: false", "      final: false", "      jobs:", "        - Package", "",
          "Package:", "  key: PKG", "  tasks:", "    - checkout:", "        force-clean-build: false", "    - script:",
          "        interpreter: SHELL", "        scripts:", "          - |-", "            set -euo pipefail"]
    if p.t == "blob":
        L += ["            cat > %s <<'EOF'" % p.fname, indent(p.content.rstrip("\n"), 12), "            EOF", "            chmod 600 %s" % p.fname]
    elif p.t == "hdr":
        L.append("            " + curl_dq(c))
    L += ["            ./gradlew build -Penv=${bamboo.deploy.target}", "  artifacts:", "    - name: dist", "      pattern: 'build/libs/*.jar'",
          "      shared: true", "  requirements:", "    - system.builder.gradle.Gradle 8"]
    return tail(r, "\n".join(L)), "raw"


@car("harness_pipeline_yaml", "deploy.yaml", ["kv", "url", "hdr", "blob"], ml="indent", bad_sub=("\nEOF",), ok=okb('"\\\n'))
def c_harness(c):
    r, p = c.r, c.p
    s = svc(r)
    script = ["set -e"]
    if p.t == "blob":
        script += ["cat > /tmp/%s <<'EOF'" % p.fname, p.content.rstrip("\n"), "EOF"]
    elif p.t == "hdr":
        script.append(curl_dq(c))
    script.append("./scripts/migrate.sh <+pipeline.variables.target_env>")
    L = ["pipeline:", "  name: %s-deploy" % s, "  identifier: %s_deploy" % s, "  projectIdentifier: platform", "  orgIdentifier: default",
         "  tags: {}", "  stages:", "    - stage:", "        name: Deploy", "        identifier: Deploy", "        type: Custom", "        spec:",
         "          execution:", "            steps:", "              - step:", "                  type: ShellScript", "                  name: Run migration",
         "                  identifier: run_migration", "                  spec:", "                    shell: Bash", "                    onDelegate: true",
         "                    source:", "                      type: Inline", "                      spec:", "                        script: |-",
         indent("\n".join(script), 26), "                    environmentVariables: []", "                    outputVariables: []",
         "                  timeout: 10m", "  variables:", "    - name: target_env", "      type: String", '      description: ""',
         "      required: false", "      value: production"]
    if p.t in ("kv", "url"):
        for k, v in c.kvs(["snake"]):
            L += ["    - name: %s" % ident(k), "      type: String", '      description: ""', "      required: false", "      value: %s" % yv(v)]
    return tail(r, "\n".join(L)), "raw"


@car("zappa_settings_json", "zappa_settings.json", ["kv", "url", "blob"], ml="json")
def c_zappa(c):
    r = c.r
    s = svc(r)
    env = {envk(k) if " " not in k else k: v for k, v in items(c, ["SCREAM"])}
    d = {"production": {"app_function": "app.app", "aws_region": r.choice(["eu-west-1", "us-east-1", "eu-central-1"]), "profile_name": "default",
                        "project_name": s, "runtime": "python3.12", "s3_bucket": "zappa-%s-%s" % (s, rs(r, LOWNUM, 9)),
                        "environment_variables": env, "keep_warm": False, "timeout_seconds": 30}}
    return tail(r, jdump(d, 4)), "json"


@car("chalice_config_json", "config.json", ["kv", "url", "blob"], ml="json")
def c_chalice(c):
    r = c.r
    env = {envk(k): v for k, v in items(c, ["SCREAM"])}
    d = {"version": "2.0", "app_name": "%s-api" % svc(r), "stages": {"dev": {"api_gateway_stage": "api", "environment_variables": env,
                                                                              "lambda_memory_size": 256, "autogen_policy": True}}}
    return tail(r, jdump(d, 2)), "json"


@car("ebextensions_config", "01-environment.config", ["kv", "url", "hdr", "blob"], ml="indent", ok=okb('"\\\n\''))
def c_ebext(c):
    r, p = c.r, c.p
    L = ["option_settings:", "  aws:elasticbeanstalk:application:environment:", '    DJANGO_SETTINGS_MODULE: "config.settings.production"']
    if p.t in ("kv", "url"):
        for k, v in c.kvs(["SCREAM"]):
            L.append("    %s: %s" % (envk(k), yv(v)))
    L += ["  aws:elasticbeanstalk:container:python:", "    WSGIPath: config.wsgi:application"]
    if p.t == "blob":
        L += ["", "files:", '  "/etc/%s/%s":' % (svc(r), p.fname), '    mode: "000400"', "    owner: webapp", "    group: webapp", "    content: |",
              indent(p.content.rstrip("\n"), 6)]
    L += ["", "container_commands:", "  01_migrate:", '    command: "source /var/app/venv/*/bin/activate && python3 manage.py migrate --noinput"',
          "    leader_only: true"]
    if p.t == "hdr":
        L += ["  02_register_release:", "    command: '%s'" % curl_dq(c)]
    return tail(r, "\n".join(L)), "raw"


@car("gae_app_yaml", "app.yaml", ["kv", "url"], ok=okb("'\\\n"))
def c_gae(c):
    r = c.r
    L = ["runtime: python312", "entrypoint: gunicorn -b :$PORT main:app", "instance_class: F2", "", "env_variables:", "  GOOGLE_CLOUD_PROJECT: 'kestrel-prod'"]
    for k, v in c.kvs(["SCREAM"]):
        L.append("  %s: '%s'" % (envk(k), v))
    L += ["", "automatic_scaling:", "  min_instances: 1", "  max_instances: 4", "", "handlers:", "- url: /static", "  static_dir: static",
          "- url: /.*", "  script: auto", "  secure: always"]
    return tail(r, "\n".join(L)), "raw"


@car("azure_functions_local_settings_json", "local.settings.json", ["kv", "url", "blob"], ml="json")
def c_azfunc(c):
    r = c.r
    vals = {"AzureWebJobsStorage": "UseDevelopmentStorage=true", "FUNCTIONS_WORKER_RUNTIME": r.choice(["dotnet-isolated", "node", "python"])}
    for k, v in items(c, ["SCREAM", "pascal"]):
        vals[k if "__" in k else envk(k) if " " in k or "." in k or "-" in k else k] = v
    d = {"IsEncrypted": False, "Values": vals, "Host": {"LocalHttpPort": 7071, "CORS": "*"}}
    return tail(r, jdump(d, 2)), "json"


@car("cdk_stack_ts", "orders-stack.ts", ["kv", "url", "hdr", "blob"], ml="verbatim", bad_sub=("`", "${", "\\"), ok=okb("'\\\n"))
def c_cdk(c):
    r, p = c.r, c.p
    s = svc(r)
    cls = s.capitalize() + "Stack"
    L = ["import * as cdk from 'aws-cdk-lib';", "import { Construct } from 'constructs';", "import * as lambda from 'aws-cdk-lib/aws-lambda';"]
    if p.t == "hdr":
        L.append("import * as events from 'aws-cdk-lib/aws-events';")
    L += ["", "export class %s extends cdk.Stack {" % cls, "  constructor(scope: Construct, id: string, props?: cdk.StackProps) {",
          "    super(scope, id, props);", ""]
    env = ["        NODE_OPTIONS: '--enable-source-maps',"]
    if p.t in ("kv", "url"):
        env += ["        %s: '%s'," % (envk(k), v) for k, v in c.kvs(["SCREAM"])]
    if p.t == "blob":
        bn = ident(blob_name(c, "camel"))
        L += ["    const %s = `%s`;" % (bn, p.content.rstrip("\n")), ""]
        env.append("        %s: %s," % (envk(bn), bn))
    L += ["    const fn = new lambda.Function(this, '%sHandler', {" % s.capitalize(), "      runtime: lambda.Runtime.NODEJS_20_X,",
          "      handler: 'index.handler',", "      code: lambda.Code.fromAsset('lambda/%s')," % s, "      timeout: cdk.Duration.seconds(30),",
          "      environment: {"] + env + ["      },", "    });"]
    if p.t == "hdr":
        (hk, hv) = c.headers()[-1]
        L += ["", "    const connection = new events.Connection(this, 'PartnerConnection', {",
              "      authorization: events.Authorization.apiKey('%s', cdk.SecretValue.unsafePlainText('%s'))," % (hk, hv), "    });",
              "    new events.ApiDestination(this, 'PartnerDestination', {", "      connection,", "      endpoint: '%s'," % rest_url(r),
              "      httpMethod: events.HttpMethod.POST,", "    });"]
    L += ["  }", "}"]
    return tail(r, "\n".join(L)), "raw"


@car("capistrano_deploy_rb", "production.rb", ["kv", "url", "hdr", "blob"], ml="verbatim", bad_sub=("\nKEY\n",), ok=okb('"\\\n#\''))
def c_cap(c):
    r, p = c.r, c.p
    s = svc(r)
    L = ['server "%s", user: "deploy", roles: %%w{app db web}' % ip(r), 'server "%s", user: "deploy", roles: %%w{app web}' % ip(r), "",
         "set :stage, :production", 'set :branch, "main"', 'set :deploy_to, "/var/www/%s"' % s, "set :default_env, {", '  "RAILS_ENV" => "production",']
    if p.t in ("kv", "url"):
        L += ['  "%s" => "%s",' % (envk(k), v) for k, v in c.kvs(["SCREAM"])]
    L += ["}", "", "set :ssh_options, {", "  keys: %w(~/.ssh/id_ed25519),", "  forward_agent: false,", "  auth_methods: %w(publickey)", "}"]
    if p.t == "blob":
        L += ["", "namespace :deploy do", '  desc "Upload %s"' % p.fname, "  task :upload_key do", "    on roles(:app) do",
              "      upload! StringIO.new(<<-'KEY'), \"#{shared_path}/config/%s\"" % p.fname, p.content.rstrip("\n"), "      KEY",
              '      execute :chmod, "600", "#{shared_path}/config/%s"' % p.fname, "    end", "  end", "end"]
    if p.t == "hdr":
        hs = ", ".join('"-H", "\'%s: %s\'"' % (k, v) for k, v in c.headers())
        L += ["", "after \"deploy:published\", :notify_release do", "  on roles(:app), primary: true do",
              '    execute :curl, "-fsS", %s, "%s"' % (hs, rest_url(r)), "  end", "end"]
    return tail(r, "\n".join(L)), "raw"


# --- tool configs ---------------------------------------------------------------

def _s3cfg_ok(kind, p):
    if kind == "aws-key-pair":
        return len(p.entries) == 2 and "\n" not in "".join(p.texts())
    return True


@car("s3cfg", ".s3cfg", ["kv"], only={"aws-access-key-id", "aws-secret-access-key", "aws-key-pair", "aws-session-token"}, ok=fixed(_s3cfg_ok))
def c_s3cfg(c):
    r, k, p = c.r, c.kind, c.p
    if k == "aws-key-pair":
        kid = [v for _, v in p.entries if P0 not in v][0]
        L = ["# written by hand for the backup cron", "[default]", "access_key = %s" % kid, "secret_key = %s" % c.value(), "host_base = s3.%s.amazonaws.com" % "eu-west-1",
             "host_bucket = %(bucket)s.s3.eu-west-1.amazonaws.com", "use_https = True"]
        return tail(r, "\n".join(L)), "raw"
    kid = c.value() if k == "aws-access-key-id" else c.add_also("aws-access-key-id", aws_key_id(r, "ASIA" if k == "aws-session-token" else "AKIA"))
    sec = c.value() if k == "aws-secret-access-key" else c.add_also("aws-secret-access-key", aws_secret(r))
    tok = c.value() if k == "aws-session-token" else ""
    L = ["[default]", "access_key = %s" % kid, "access_token = %s" % tok, "add_encoding_exts = ", "add_headers = ", "bucket_location = EU",
         "ca_certs_file = ", "cache_file = ", "check_ssl_certificate = True", "check_ssl_hostname = True", "cloudfront_host = cloudfront.amazonaws.com",
         "connection_max_age = 5", "connection_pooling = True", "content_disposition = ", "content_type = ", "default_mime_type = binary/octet-stream",
         "delay_updates = False", "delete_after = False", "delete_after_fetch = False", "delete_removed = False", "dry_run = False",
         "enable_multipart = True", "encrypt = False", "expiry_date = ", "expiry_days = ", "expiry_prefix = ", "follow_symlinks = False",
         "force = False", "get_continue = False", "gpg_command = /usr/bin/gpg", "gpg_passphrase = ", "guess_mime_type = True",
         "host_base = s3.amazonaws.com", "host_bucket = %(bucket)s.s3.amazonaws.com", "human_readable_sizes = False",
         "invalidate_default_index_on_cf = False", "invalidate_default_index_root_on_cf = True", "invalidate_on_cf = False",
         "limit = -1", "limitrate = 0", "list_md5 = False", "log_target_prefix = ", "long_listing = False", "max_delete = -1",
         "mime_type = ", "multipart_chunk_size_mb = 15", "multipart_copy_chunk_size_mb = 1024", "multipart_max_chunks = 10000",
         "preserve_attrs = True", "progress_meter = True", "proxy_host = ", "proxy_port = 0", "public_url_use_https = False",
         "put_continue = False", "recursive = False", "recv_chunk = 65536", "reduced_redundancy = False", "requester_pays = False",
         "restore_days = 1", "restore_priority = Standard", "secret_key = %s" % sec, "send_chunk = 65536", "server_side_encryption = False",
         "signature_v2 = False", "signurl_use_https = False", "simpledb_host = sdb.amazonaws.com", "skip_existing = False",
         "socket_timeout = 300", "ssl_client_cert_file = ", "ssl_client_key_file = ", "stats = False", "stop_on_error = False",
         "storage_class = ", "throttle_max = 100", "upload_id = ", "urlencoding_mode = normal", "use_http_expect = False",
         "use_https = True", "use_mime_magic = True", "verbosity = WARNING", "website_endpoint = http://%(bucket)s.s3-website-%(location)s.amazonaws.com/",
         "website_error = ", "website_index = index.html"]
    return tail(r, "\n".join(L)), "raw"


HG_ONLY = {"generic-password-named", "github-pat", "github-fine-grained-pat", "gitlab-pat"}


@car("hgrc", "hgrc", ["kv"], only=HG_ONLY, ok=fixed(okb("\n")))
def c_hgrc(c):
    r, k, p = c.r, c.kind, c.p
    u = r.choice(USERS).replace(".", "")
    if p.t == "url":
        _, v = c.kvs(["snake"])[0]
        L = ["[paths]", "default = %s" % v, "", "[ui]", "username = %s <%s@kestrelworks.io>" % (u, u)]
    else:
        h, alias = {"github-pat": ("github.com", "gh"), "github-fine-grained-pat": ("github.com", "gh"), "gitlab-pat": ("foss.heptapod.net", "heptapod")}.get(
            k, ("hg.%s" % hostpart(r), "kw"))
        L = ["[paths]", "default = https://%s/%s/%s" % (h, r.choice(["kestrel-works", "platform"]), svc(r)), "", "[auth]",
             "%s.prefix = %s" % (alias, h), "%s.username = %s" % (alias, u), "%s.password = %s" % (alias, c.value()), "%s.schemes = https" % alias,
             "", "[ui]", "username = %s <%s@kestrelworks.io>" % (u, u), "", "[extensions]", "evolve =", "topic =" if k == "gitlab-pat" else "hggit ="]
    return tail(r, "\n".join(L)), "raw"


def _mutt_ok(kind, p):
    if p.chars() & set("'\n"):
        return False
    return p.t != "url" or strip_marks(p.url).startswith(("smtp://", "smtps://"))


MUTT_ONLY = {"generic-password-named", "url-password", "sendgrid-api-key", "brevo-api-key", "resend-api-key"}


@car("muttrc", ".muttrc", ["kv", "url"], only=MUTT_ONLY, ok=fixed(_mutt_ok))
def c_mutt(c):
    r, k, p = c.r, c.kind, c.p
    name, u = person(r)
    mail = "%s@kestrelworks.io" % u
    L = ['set realname = "%s"' % name, 'set from = "%s"' % mail, "set use_from = yes", ""]
    if p.t == "url":
        _, v = c.kvs(["snake"])[0]
        L += ["set imap_user = '%s'" % mail, "set folder = 'imaps://imap.%s:993'" % hostpart(r), "set smtp_url = '%s'" % v]
    elif k == "generic-password-named":
        L += ["set imap_user = '%s'" % mail, "set imap_pass = '%s'" % c.value(), "set folder = 'imaps://imap.%s:993'" % hostpart(r),
              "set smtp_url = 'smtps://%s@smtp.%s:465/'" % (mail.replace("@", "%40"), hostpart(r)), "set smtp_pass = $imap_pass"]
    else:
        relay, user = {"sendgrid-api-key": ("smtp.sendgrid.net", "apikey"), "brevo-api-key": ("smtp-relay.brevo.com", mail),
                       "resend-api-key": ("smtp.resend.com", "resend")}[k]
        L += ["set imap_user = '%s'" % mail, "set folder = 'imaps://imap.%s:993'" % hostpart(r),
              "set smtp_url = 'smtp://%s@%s:587/'" % (user.replace("@", "%40"), relay), "set smtp_pass = '%s'" % c.value(), "set ssl_starttls = yes"]
    L += ["set spoolfile = '+INBOX'", "set record = '+Sent'", "set postponed = '+Drafts'", "set header_cache = ~/.cache/mutt",
          "set message_cachedir = ~/.cache/mutt", "set sort = threads"]
    return tail(r, "\n".join(L)), "raw"


@car("mbsyncrc", ".mbsyncrc", ["kv"], only={"generic-password-named"}, ok=fixed(okb('"\\\n')))
def c_mbsync(c):
    r = c.r
    _, u = person(r)
    L = ["IMAPAccount work", "Host imap.%s" % hostpart(r), "User %s@kestrelworks.io" % u, 'Pass "%s"' % c.value(), "AuthMechs LOGIN", "TLSType IMAPS",
         "CertificateFile /etc/ssl/certs/ca-certificates.crt", "", "IMAPStore work-remote", "Account work", "", "MaildirStore work-local",
         "SubFolders Verbatim", "Path ~/Mail/work/", "Inbox ~/Mail/work/INBOX", "", "Channel work", "Far :work-remote:", "Near :work-local:",
         'Patterns * !"[Gmail]/All Mail"', "Create Both", "Expunge Both", "SyncState *"]
    return tail(r, "\n".join(L)), "raw"


def _irssi_ok(kind, p):
    if kind == "generic-password-named":
        return fixed(okb('"\\\n'))(kind, p)
    return okb('"\\\n')(kind, p)


@car("irssi_config", "config", ["kv"], ok=_irssi_ok)
def c_irssi(c):
    r, k = c.r, c.kind
    nick = r.choice(["mnoor", "pnat", "jberg", "lortiz"])
    L = ["servers = (", "  {", '    address = "irc.libera.chat";', '    chatnet = "liberachat";', '    port = "6697";', '    use_tls = "yes";',
         '    tls_verify = "yes";', '    autoconnect = "yes";', "  }", ");", "", "chatnets = {", "  liberachat = {", '    type = "IRC";']
    if k == "generic-password-named":
        L += ['    sasl_mechanism = "PLAIN";', '    sasl_username = "%s";' % nick, '    sasl_password = "%s";' % c.value(), "  };", "};"]
        L += ["", "settings = {", '  core = { real_name = "%s"; user_name = "%s"; nick = "%s"; };' % (nick, nick, nick), "};"]
    else:
        L += ['    sasl_mechanism = "EXTERNAL";', "  };", "};", "", "settings = {", '  core = { real_name = "%s"; user_name = "%s"; nick = "%s"; };' % (nick, nick, nick),
              '  "perl/core/scripts" = {']
        for kk, v in c.kvs(["snake"]):
            L.append('    %s = "%s";' % (ident(kk).lower(), v))
        L += ['    notify_channels = "#ops #deploys";', "  };", '  "fe-common/core" = { theme = "default"; };', "};"]
    return tail(r, "\n".join(L)), "raw"


@car("borgmatic_yaml", "config.yaml", ["kv"], only={"generic-password-named", "pagerduty-token"}, ok=fixed(okb('"\\\n')))
def c_borgmatic(c):
    r, k = c.r, c.kind
    bx = "u%d" % r.randint(100000, 999999)
    L = ["source_directories:", "    - /etc", "    - /home", "    - /var/lib/%s" % svc(r), "", "repositories:",
         "    - path: ssh://%s@%s.your-storagebox.de:23/./borg/%s" % (bx, bx, r.choice(["web01", "db01", "nas"])), "      label: storagebox", "",
         "exclude_patterns:", "    - '*.pyc'", "    - /home/*/.cache"]
    if k == "generic-password-named":
        L += ["", 'encryption_passphrase: "%s"' % c.value()]
    else:
        L += ["", 'encryption_passcommand: "cat /root/.borg-passphrase"']
    L += ["", "keep_daily: 7", "keep_weekly: 4", "keep_monthly: 6", "", "checks:", "    - name: repository", "    - name: archives",
          "      frequency: 2 weeks"]
    if k == "pagerduty-token":
        L += ["", "pagerduty:", '    integration_key: "%s"' % c.value()]
    else:
        L += ["", "healthchecks:", "    ping_url: https://hc-ping.com/%s" % ruuid(r)]
    return tail(r, "\n".join(L)), "raw"


EB_ONLY = {"github-pat", "github-fine-grained-pat", "github-oauth", "bitbucket-app-password", "generic-password-named"}


@car("electron_builder_yml", "electron-builder.yml", ["kv"], only=EB_ONLY, ok=fixed(okb('"\\\n')))
def c_ebuilder(c):
    r, k, p = c.r, c.kind, c.p
    L = ["appId: io.kestrelworks.%s" % svc(r), "productName: Kestrel %s" % svc(r).capitalize(), "directories:", "  output: dist", "  buildResources: build",
         "files:", "  - 'out/**/*'", "mac:", "  category: public.app-category.productivity", "  hardenedRuntime: true", "win:", "  target: nsis"]
    if k == "generic-password-named":
        L += ["  certificateFile: build/codesign.pfx", '  certificatePassword: "%s"' % c.value(), "publish:", "  provider: github",
              "  owner: kestrel-works", "  repo: %s-desktop" % svc(r)]
    elif k == "bitbucket-app-password":
        user = [v for _, v in p.entries if P0 not in v]
        L += ["publish:", "  provider: bitbucket", "  owner: kestrel-works", "  slug: %s-desktop" % svc(r),
              "  username: %s" % (user[0] if user else "kestrel-ci"), '  token: "%s"' % c.value()]
    else:
        L += ["publish:", "  provider: github", "  owner: kestrel-works", "  repo: %s-desktop" % svc(r), "  private: true", '  token: "%s"' % c.value(),
              "  releaseType: draft"]
    return tail(r, "\n".join(L)), "raw"


@car("factorio_server_settings_json", "server-settings.json", ["kv"], only={"generic-password-named", "generic-secret-named"}, ok=fixed(okb("\n")))
def c_factorio(c):
    r, k = c.r, c.kind
    d = {"name": "Kestrel LAN", "description": "Friday game night", "tags": ["game", "tags"], "_comment_max_players": "Maximum number of players allowed, admins can join even a full server. 0 means unlimited.",
         "max_players": 0, "_comment_visibility": ["public: Game will be published on the official Factorio matching server", "lan: Game will be broadcast on LAN"],
         "visibility": {"public": True, "lan": True}, "_comment_credentials": "Your factorio.com login credentials. Required for games with visibility public",
         "username": r.choice(["mnoor", "pnat", "jberg"]), "password": "", "_comment_token": "Authentication token. May be used instead of 'password' above.",
         "token": "", "game_password": "", "_comment_require_user_verification": "When set to true, the server will only allow clients that have a valid Factorio.com account",
         "require_user_verification": True, "max_upload_in_kilobytes_per_second": 0, "autosave_interval": 10, "autosave_slots": 5,
         "afk_autokick_interval": 0, "auto_pause": True, "only_admins_can_pause_the_game": True, "autosave_only_on_server": True}
    if k == "generic-secret-named":
        d["token"] = c.value()
    else:
        d["game_password"] = c.value()
    return tail(r, jdump(d, 2)), "json"


# --- front-end / mobile source -------------------------------------------------

@car("angular_environment_ts", "environment.prod.ts", ["kv", "url"], ok=okb("'\\\n"))
def c_angular(c):
    r = c.r
    L = ["export const environment = {", "  production: true,", "  apiUrl: 'https://api.%s'," % hostpart(r)]
    for k, v in c.kvs(["camel"]):
        L.append("  %s: '%s'," % (tskey(k), v))
    L += ["  sentryEnvironment: 'production',", "};"]
    return tail(r, "\n".join(L)), "raw"


@car("vue_sfc", "OrdersMap.vue", ["kv", "url", "hdr"], ok=okb("'\\\n"))
def c_vue(c):
    r, p = c.r, c.p
    L = ["<template>", '  <div class="orders-map">', '    <div ref="mapEl" class="map" />', '    <p v-if="error" class="error">{{ error }}</p>', "  </div>",
         "</template>", "", "<script setup>", "import { ref, onMounted } from 'vue'", "import axios from 'axios'", ""]
    if p.t in ("kv", "url"):
        for k, v in c.kvs(["SCREAM"]):
            L.append("const %s = '%s'" % (envk(k), v))
        L.append("")
    L += ["const mapEl = ref(null)", "const error = ref('')", "", "onMounted(async () => {", "  try {",
          "    const { data } = await axios.get('%s', {" % rest_url(r)]
    if p.t == "hdr":
        L += ["      headers: {"] + ["        '%s': '%s'," % (k, v) for k, v in c.headers()] + ["      },"]
    L += ["      params: { status: 'open' },", "    })", "    renderOrders(mapEl.value, data)", "  } catch (e) {", "    error.value = e.message", "  }",
          "})", "</script>", "", "<style scoped>", ".map { height: 420px; }", "</style>"]
    return tail(r, "\n".join(L)), "raw"


@car("nuxt_config_ts", "nuxt.config.ts", ["kv", "url"], ok=okb("'\\\n"))
def c_nuxt(c):
    r = c.r
    L = ["// https://nuxt.com/docs/api/configuration/nuxt-config", "export default defineNuxtConfig({", "  compatibilityDate: '2024-11-01',",
         "  devtools: { enabled: true },", "  modules: ['@pinia/nuxt', '@nuxt/image'],", "  runtimeConfig: {"]
    for k, v in c.kvs(["camel"]):
        L.append("    %s: '%s'," % (tskey(k), v))
    L += ["    public: {", "      apiBase: '/api',", "      siteUrl: 'https://%s'," % host(r), "    },", "  },", "})"]
    return tail(r, "\n".join(L)), "raw"


# --- other languages ---------------------------------------------------------------

@car("vbscript_vbs", "sync_orders.vbs", ["kv", "url", "hdr"], ok=okb('"\n'), ascii_only=True, crlf=True)
def c_vbs(c):
    r, p = c.r, c.p
    L = ["' Nightly order export - scheduled task on %s" % r.choice(["APP01", "WS-FINANCE", "SCHED02"]), "Option Explicit", ""]
    if p.t in ("kv", "url"):
        for k, v in c.kvs(["SCREAM"]):
            L.append('Const %s = "%s"' % (envk(k), v))
    L += ['Const EXPORT_URL = "%s"' % rest_url(r), "", "Dim http, fso, out", 'Set http = CreateObject("MSXML2.ServerXMLHTTP.6.0")',
          'http.Open "POST", EXPORT_URL, False', 'http.setRequestHeader "Content-Type", "application/json"']
    if p.t == "hdr":
        L += ['http.setRequestHeader "%s", "%s"' % (k, v) for k, v in c.headers()]
    L += ['http.send "{""since"":""yesterday""}"', "", "If http.Status <> 200 Then", '    WScript.Echo "export failed: " & http.Status', "    WScript.Quit 1",
          "End If", "", 'Set fso = CreateObject("Scripting.FileSystemObject")', 'Set out = fso.CreateTextFile("C:\\Exports\\orders.json", True)',
          "out.Write http.responseText", "out.Close"]
    return tail(r, "\n".join(L)), "raw"


@car("applescript", "Deploy.applescript", ["kv", "url", "hdr"], ok=okb('"\\\n\''))
def c_applescript(c):
    r, p = c.r, c.p
    L = ["-- Deploy helper, run from Script Editor", 'property apiBase : "%s"' % rest_url(r).rsplit("/", 1)[0]]
    if p.t in ("kv", "url"):
        for k, v in c.kvs(["camel"]):
            L.append('property %s : "%s"' % (ident(camel(k) if " " in k else k), v))
    L += ["", 'set branchName to text returned of (display dialog "Branch to deploy?" default answer "main")']
    if p.t == "hdr":
        hs = " ".join("-H '%s: %s'" % (k, v) for k, v in c.headers())
        L.append('set response to do shell script "curl -fsS -X POST %s " & quoted form of (apiBase & "/deploys?ref=" & branchName)' % hs)
    else:
        L.append('set response to do shell script "curl -fsS -X POST " & quoted form of (apiBase & "/deploys?ref=" & branchName)')
    L += ['display notification response with title "Deploy queued"']
    return tail(r, "\n".join(L)), "raw"


@car("gleam_source", "config.gleam", ["kv", "url", "hdr", "blob"], ml="verbatim", bad_sub=('"', "\\"), ok=okb('"\\\n'))
def c_gleam(c):
    r, p = c.r, c.p
    L = ["import gleam/http/request", "import gleam/httpc", "import gleam/result", "", 'pub const api_base = "%s"' % rest_url(r).rsplit("/", 1)[0], ""]
    if p.t in ("kv", "url"):
        for k, v in c.kvs(["snake"]):
            L += ['pub const %s = "%s"' % (ident(_re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", k)).lower(), v), ""]
    if p.t == "blob":
        L += ['pub const %s = "%s"' % (ident(blob_name(c, "snake")).lower(), p.content.rstrip("\n")), ""]
    L += ["pub fn fetch(path: String) {", "  let assert Ok(req) = request.to(api_base <> path)", "  req"]
    if p.t == "hdr":
        L += ['  |> request.prepend_header("%s", "%s")' % (k.lower(), v) for k, v in c.headers()]
    L += ['  |> request.prepend_header("accept", "application/json")', "  |> httpc.send", "  |> result.map(fn(resp) { resp.body })", "}"]
    return tail(r, "\n".join(L)), "raw"


# --- shells and REPLs ------------------------------------------------------------------

@car("ipython_session", "ipython-session.txt", ["kv", "url", "hdr", "blob"], ml="verbatim", ok=okb('"\\\n'))
def c_ipython(c):
    r, p = c.r, c.p
    n = [0]

    def cell(code):
        n[0] += 1
        return "In [%d]: %s" % (n[0], code)
    L = ["Python 3.12.3 (main, Apr 10 2024, 05:33:47) [GCC 13.2.0]", "Type 'copyright', 'credits' or 'license' for more information",
         "IPython 8.24.0 -- An enhanced Interactive Python. Type '?' for help.", "", cell("import os, requests"), ""]
    if p.t in ("kv", "url"):
        for k, v in c.kvs(["SCREAM"]):
            L += [cell('os.environ["%s"] = "%s"' % (envk(k), v)), ""]
        L += [cell("from %s.sync import run" % svc(r)), "", cell("run(dry_run=True)"), "synced 0 orders (dry run)", ""]
    elif p.t == "hdr":
        L += [cell('r = requests.get("%s", headers={%s})' % (rest_url(r), ", ".join('"%s": "%s"' % (k, v) for k, v in c.headers()))), "",
              cell("r.status_code"), "Out[%d]: 200" % n[0], ""]
    else:
        L += [cell('print(open("/srv/%s/%s").read())' % (svc(r), p.fname)), p.content.rstrip("\n"), ""]
    L.append(cell("exit"))
    return tail(r, "\n".join(L)), "raw"


@car("irb_session", "rails-console.txt", ["kv", "url", "hdr", "blob"], ml="verbatim", ok=okb('"\\\n#'))
def c_irb(c):
    r, p = c.r, c.p
    s = svc(r)
    n = [0]

    def pr(code):
        n[0] += 1
        return "%s(prod)> %s" % (s, code)
    L = ["$ kamal app exec -i 'bin/rails console'" if r.random() < 0.5 else "$ bin/rails console -e production",
         "Loading production environment (Rails 7.1.3.4)"]
    if p.t in ("kv", "url"):
        args = ", ".join('%s: "%s"' % (ident(_re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", k)).lower(), v) for k, v in c.kvs(["snake"]))
        prov = r.choice(["partner", "billing", "shipping"])
        L += [pr("integ = Integration.find_by!(provider: \"%s\")" % prov),
              "=> #<Integration id: %d, provider: \"%s\", enabled: true, ...>" % (r.randint(2, 90), prov),
              pr("integ.update!(%s)" % args), "=> true"]
    elif p.t == "hdr":
        L += [pr('res = Net::HTTP.get_response(URI("%s"), {%s})' % (rest_url(r), ", ".join('"%s" => "%s"' % (k, v) for k, v in c.headers()))),
              "=> #<Net::HTTPOK 200 OK readbody=true>", pr("res.body.size"), "=> %d" % r.randint(200, 9000)]
    else:
        L += [pr('puts File.read(Rails.root.join("config", "%s"))' % p.fname), p.content.rstrip("\n"), "=> nil"]
    L.append(pr("exit"))
    return tail(r, "\n".join(L)), "raw"


@car("node_repl_session", "node-repl.txt", ["kv", "url", "hdr", "blob"], ml="verbatim", ok=okb("'\\\n"))
def c_node(c):
    r, p = c.r, c.p
    L = ["$ node", "Welcome to Node.js v20.12.2.", 'Type ".help" for more information.']
    if p.t in ("kv", "url"):
        L += ["> const { %sClient } = require('./lib/%s')" % (svc(r).capitalize(), svc(r)), "undefined",
              "> const client = new %sClient({ %s })" % (svc(r).capitalize(), ", ".join("%s: '%s'" % (tskey(k), v) for k, v in c.kvs(["camel"]))),
              "undefined", "> await client.ping()", "{ ok: true, region: 'eu-west-1' }"]
    elif p.t == "hdr":
        L += ["> const res = await fetch('%s', { headers: { %s } })" % (rest_url(r), ", ".join("'%s': '%s'" % (k, v) for k, v in c.headers())),
              "undefined", "> res.status", "200"]
    else:
        L += ["> const fs = require('fs')", "undefined", "> console.log(fs.readFileSync('%s', 'utf8'))" % p.fname, p.content.rstrip("\n"), "undefined"]
    L.append("> .exit")
    return tail(r, "\n".join(L)), "raw"


# --- debug output and logs --------------------------------------------------------------

def _rails_ok(kind, p):
    """the app filters only :password (the pre-6.1 default), so names with `passw` would log as [FILTERED]"""
    if kind == "generic-password-named" or p.t not in ("kv", "url", "blob") or (p.chars() & set("#")):
        return False
    names = [n for ns, _ in p.entries for n in ns] + EXTRA_NAMES.get(kind, []) + (p.names or [])
    return not any("passw" in n.lower() for n in names)


@car("rails_production_log", "production.log", ["kv", "url", "blob"], ml="json", ok=_rails_ok)
def c_railslog(c):
    r, p = c.r, c.p
    rid = ruuid(r)
    t = "2024-%02d-%02dT%02d:%02d:%02d" % (r.randint(1, 12), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59), r.randint(0, 50))
    pid = r.randint(1000, 99999)
    us = [r.randint(0, 900000)]

    def line(lvl, msg):
        us[0] += r.randint(100, 30000)
        return "%s, [%s.%06d #%d] %5s -- : [%s] %s" % (lvl[0], t, us[0] % 1000000, pid, lvl, rid, msg)
    params = ", ".join('"%s"=>"%s"' % (jesc(ident(_re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", k)).lower()), jesc(v)) for k, v in items(c, ["snake"]))
    iid = r.randint(2, 90)
    L = [line("INFO", 'Started PATCH "/api/v1/integrations/%d" for %s at %s +0000' % (iid, ip(r), t.replace("T", " "))),
         line("INFO", "Processing by Api::V1::IntegrationsController#update as JSON"),
         line("INFO", '  Parameters: {%s, "enabled"=>true, "id"=>"%d"}' % (params, iid)),
         line("INFO", "Completed 200 OK in %dms (Views: %.1fms | ActiveRecord: %.1fms | Allocations: %d)" % (
             r.randint(20, 90), r.random() * 3, r.random() * 9, r.randint(3000, 20000)))]
    return tail(r, "\n".join(L)), "json"


@car("django_debug_500_html", "technical_500.html", ["kv", "url", "hdr"], ok=okb("'\\\n"))
def c_django(c):
    r, p = c.r, c.p
    s = svc(r)
    path = "/%s/sync/" % s
    fid = r.randint(139000000000000, 140999999999999)
    if p.t == "hdr":
        loc = [("headers", "{%s}" % ", ".join("&#x27;%s&#x27;: &#x27;%s&#x27;" % (htmlesc(k), htmlesc(v)) for k, v in c.headers())),
               ("url", "&#x27;%s&#x27;" % rest_url(r))]
    else:
        loc = [(ident(_re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", k)).lower(), "&#x27;%s&#x27;" % htmlesc(v)) for k, v in c.kvs(["snake"])]
    loc += [("request", "&lt;WSGIRequest: POST &#x27;%s&#x27;&gt;" % path), ("resp", "&lt;Response [502]&gt;")]
    rows = "\n".join('            <tr>\n              <td>%s</td>\n              <td class="code"><pre>%s</pre></td>\n            </tr>' % (k, v) for k, v in sorted(loc))
    t = """<!DOCTYPE html>
<html lang="en">
<head>
  <meta http-equiv="content-type" content="text/html; charset=utf-8">
  <meta name="robots" content="NONE,NOARCHIVE">
  <title>KeyError
          at %(path)s</title>
</head>
<body>
<div id="summary">
  <h1>KeyError
       at %(path)s</h1>
  <pre class="exception_value">&#x27;data&#x27;</pre>
  <table class="meta">
    <tr>
      <th scope="row">Request Method:</th>
      <td>POST</td>
    </tr>
    <tr>
      <th scope="row">Django Version:</th>
      <td>5.0.6</td>
    </tr>
    <tr>
      <th scope="row">Exception Location:</th>
      <td><span class="fname">/app/%(s)s/views.py</span>, line %(ln)d, in sync</td>
    </tr>
  </table>
</div>
<div id="traceback">
  <h2>Traceback <span class="commands"><a href="#" onclick="return switchPastebinFriendly(this);">
    Switch to copy-and-paste view</a></span>
  </h2>
  <div id="browserTraceback">
    <ul class="traceback">
        <li class="frame user">
          <code class="fname">/app/%(s)s/views.py</code>, line %(ln)d, in sync
          <div class="context" id="c%(fid)d">
              <ol start="%(ln)d" class="context-line">
                <li onclick="toggle('pre%(fid)d', 'post%(fid)d')"><pre>    orders = resp.json()[&#x27;data&#x27;]</pre> <span>…</span></li>
              </ol>
          </div>
          <details>
            <summary class="commands">Local vars</summary>
            <table class="vars" id="v%(fid)d">
              <thead>
                <tr>
                  <th>Variable</th>
                  <th>Value</th>
                </tr>
              </thead>
              <tbody>
%(rows)s
              </tbody>
            </table>
          </details>
        </li>
    </ul>
  </div>
</div>
<div id="requestinfo">
  <h3 id="settings-info">Settings</h3>
  <h4>Using settings module <code>config.settings.production</code></h4>
  <table class="req">
    <tbody>
        <tr>
          <td>DEBUG</td>
          <td class="code"><pre>True</pre></td>
        </tr>
        <tr>
          <td>SECRET_KEY</td>
          <td class="code"><pre>&#x27;********************&#x27;</pre></td>
        </tr>
    </tbody>
  </table>
</div>
</body>
</html>""" % dict(path=path, s=s, ln=r.randint(30, 140), fid=fid, rows=rows)
    return tail(r, t), "xml"


@car("spring_actuator_env_json", "env.json", ["kv", "url", "blob"], ml="json")
def c_spring(c):
    r = c.r
    yml = "application-prod.yml"
    envprops = {"JAVA_HOME": {"value": "/opt/java/openjdk", "origin": 'System Environment Property "JAVA_HOME"'}}
    cfgprops = {"management.endpoint.env.show-values": {"value": "ALWAYS", "origin": "class path resource [%s] - 4:21" % yml},
                "server.port": {"value": "8080", "origin": "class path resource [%s] - 1:9" % yml}}
    use_env = r.random() < 0.5
    for i, (k, v) in enumerate(items(c, ["SCREAM"] if use_env else ["dot"])):
        if use_env:
            n = envk(k)
            envprops[n] = {"value": v, "origin": 'System Environment Property "%s"' % n}
        else:
            n = vname(k).lower() if " " not in k else k
            if "." not in n:
                n = "app." + n
            cfgprops[n] = {"value": v, "origin": "class path resource [%s] - %d:%d" % (yml, 8 + i, r.randint(9, 20))}
    d = {"activeProfiles": ["prod"], "propertySources": [
        {"name": "server.ports", "properties": {"local.server.port": {"value": Raw("8080")}}},
        {"name": "servletContextInitParams", "properties": {}},
        {"name": "systemEnvironment", "properties": envprops},
        {"name": "Config resource 'class path resource [%s]' via location 'optional:classpath:/'" % yml, "properties": cfgprops}]}
    return tail(r, jdump(d, 2)), "json"


@car("phpinfo_html", "phpinfo.html", ["kv", "url", "hdr"], ok=okb("\n"))
def c_phpinfo(c):
    r, p = c.r, c.p
    rows = []
    if p.t == "hdr":
        for k, v in c.headers():
            rows.append(("HTTP_" + k.upper().replace("-", "_"), v))
    else:
        for k, v in c.kvs(["SCREAM"]):
            rows.append((envk(k), v))
    srv = [("HTTP_HOST", host(r)), ("HTTP_USER_AGENT", "Mozilla/5.0 (X11; Linux x86_64; rv:126.0) Gecko/20100101 Firefox/126.0"),
           ("SERVER_SOFTWARE", "Apache/2.4.59 (Debian)"), ("SERVER_NAME", host(r)), ("DOCUMENT_ROOT", "/var/www/html"),
           ("REQUEST_METHOD", "GET"), ("SCRIPT_NAME", "/info.php")]
    allrows = srv[:2] + rows + srv[2:]
    env = [("PATH", "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"), ("HOSTNAME", rs(r, HEXL, 12)), ("PHP_VERSION", "8.3.7")]
    t = ['<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "DTD/xhtml1-transitional.dtd">',
         '<html xmlns="http://www.w3.org/1999/xhtml"><head>', '<style type="text/css">', "body {background-color: #fff; color: #222; font-family: sans-serif;}",
         "</style>", "<title>PHP 8.3.7 - phpinfo()</title><meta name=\"ROBOTS\" content=\"NOINDEX,NOFOLLOW,NOARCHIVE\" /></head>",
         '<body><div class="center">', '<table>', '<tr class="h"><td>', "<h1 class=\"p\">PHP Version 8.3.7</h1>", "</td></tr>", "</table>",
         "<h2>Environment</h2>", "<table>", '<tr class="h"><th>Variable</th><th>Value</th></tr>']
    t += ['<tr><td class="e">%s </td><td class="v">%s </td></tr>' % (k, htmlesc(v)) for k, v in env]
    t += ["</table>", "<h2>PHP Variables</h2>", "<table>", '<tr class="h"><th>Variable</th><th>Value</th></tr>']
    t += ['<tr><td class="e">$_SERVER[&#039;%s&#039;]</td><td class="v">%s</td></tr>' % (k, htmlesc(v).replace("&#x27;", "&#039;")) for k, v in allrows]
    t += ["</table>", "</div></body></html>"]
    return tail(r, "\n".join(t)), "xml"


@car("kubectl_v9_log", "kubectl-v9.log", ["kv", "url"])
def c_kubectl(c):
    r = c.r
    s = svc(r)
    day = "%02d%02d" % (r.randint(1, 12), r.randint(1, 28))
    base = r.randint(0, 80000)
    pid = r.randint(10000, 99999)
    ticks = [base * 1000000 + r.randint(0, 999999)]

    def kl(src, msg):
        ticks[0] += r.randint(200, 40000)
        x, us = divmod(ticks[0], 1000000)
        return "I%s %02d:%02d:%02d.%06d   %d %s] %s" % (day, x // 3600 % 24, x // 60 % 60, x % 60, us, pid, src, msg)
    api = "https://%s:6443" % ip(r)
    data = {envk(k): v for k, v in c.kvs(["SCREAM"])}
    body = {"kind": "ConfigMap", "apiVersion": "v1", "metadata": {"name": "%s-env" % s, "namespace": "prod", "uid": ruuid(r),
                                                                   "resourceVersion": str(r.randint(100000, 9999999)),
                                                                   "creationTimestamp": ts(r, frac=0)}, "data": data}
    L = ["$ kubectl get configmap %s-env -n prod -o yaml -v=9" % s, kl("loader.go:395", "Config loaded from file:  /home/ci/.kube/config"),
         kl("round_trippers.go:466", "curl -v -XGET  -H \"Accept: application/json;as=Table;v=v1;g=meta.k8s.io,application/json;as=Table;v=v1beta1;g=meta.k8s.io,application/json\" "
            "-H \"User-Agent: kubectl/v1.30.2 (linux/amd64) kubernetes/3968350\" -H \"Authorization: Bearer <masked>\" '%s/api/v1/namespaces/prod/configmaps/%s-env'" % (api, s)),
         kl("round_trippers.go:510", "HTTP Trace: Dial to tcp:%s succeed" % api[8:]),
         kl("round_trippers.go:553", "GET %s/api/v1/namespaces/prod/configmaps/%s-env 200 OK in %d milliseconds" % (api, s, r.randint(4, 40))),
         kl("round_trippers.go:570", "HTTP Statistics: DNSLookup 0 ms Dial 1 ms TLSHandshake 7 ms ServerProcessing 3 ms Duration 12 ms"),
         kl("round_trippers.go:577", "Response Headers:"), kl("round_trippers.go:580", "    Audit-Id: %s" % ruuid(r)),
         kl("round_trippers.go:580", "    Content-Type: application/json"), kl("request.go:1212", "Response Body: " + jcompact(body))]
    return tail(r, "\n".join(L)), "json"


@car("mitmdump_output", "mitmdump.txt", ["hdr", "kv"], ok=okb('"\\\n'))
def c_mitm(c):
    r, p = c.r, c.p
    h = host(r)
    path = "/v1/" + r.choice(["orders", "sync", "events"])
    port = r.randint(49152, 65000)
    tm = "%02d:%02d:%02d" % (r.randint(0, 23), r.randint(0, 59), r.randint(0, 59))
    L = ["[%s.%03d][127.0.0.1:%d] client connect" % (tm, r.randint(0, 999), port),
         "[%s.%03d][127.0.0.1:%d] server connect %s:443 (%s:443)" % (tm, r.randint(0, 999), port, h, ip(r)),
         "127.0.0.1:%d: POST https://%s%s HTTP/1.1" % (port, h, path), "    Host: %s" % h, "    User-Agent: python-requests/2.32.3",
         "    Accept-Encoding: gzip, deflate", "    Accept: */*", "    Connection: keep-alive"]
    if p.t == "hdr":
        L += ["    %s: %s" % (k, v) for k, v in c.headers()]
        body = ['{', '        "since": "%s"' % ts(r, frac=0), '    }']
    else:
        kvs = c.kvs(["snake"])
        body = ["{"] + [",\n".join('        "%s": "%s"' % (ident(k).lower(), v) for k, v in kvs)] + ["    }"]
    L += ["    Content-Type: application/json", "    Content-Length: %d" % r.randint(40, 400), "", "    " + "\n".join(body), "",
          " << 201 Created %db" % r.randint(60, 900), "    Content-Type: application/json", "    Date: %s GMT" % "Tue, 11 Jun 2024 10:22:31",
          "    Content-Length: %d" % r.randint(60, 900)]
    return tail(r, "\n".join(L)), "raw"


# --- database shells -------------------------------------------------------------

@car("mongosh_find_output", "mongosh.txt", ["kv", "url"], ok=okb("'\\\n"))
def c_mongosh(c):
    r = c.r
    db = r.choice(DBS)
    L = ["%s> db.integrations.find({ service: '%s' })" % (db, svc(r)), "[", "  {", "    _id: ObjectId('%s')," % rs(r, HEXL, 24), "    service: '%s'," % svc(r)]
    for k, v in c.kvs(["camel"]):
        L.append("    %s: '%s'," % (tskey(k), v))
    L += ["    enabled: true,", "    updatedAt: ISODate('%s')" % ts(r), "  }", "]"]
    return tail(r, "\n".join(L)), "raw"


@car("redis_cli_hgetall", "redis-cli.txt", ["kv", "url"], ok=okb('"\\\n'), ascii_only=True)
def c_redis(c):
    r = c.r
    s = svc(r)
    flat = [("log_level", "info")] + [(ident(k).lower(), v) for k, v in c.kvs(["snake"])] + [("updated_at", str(epoch(r)))]
    vals = [x for kv_ in flat for x in kv_]
    w = len(str(len(vals)))
    L = ["$ redis-cli -h %s -p 6379 --user %s --askpass" % (r.choice(["cache-01.internal", ip(r)]), r.choice(["ops", "default"])), "Please input password: ********",
         "%s:6379> HGETALL config:%s" % (r.choice(["cache-01.internal", "127.0.0.1"]), s)]
    L += ["%*d) \"%s\"" % (w, i + 1, v) for i, v in enumerate(vals)]
    L.append("%s:6379> " % "127.0.0.1")
    return tail(r, "\n".join(L)), "raw"


@car("sqlplus_output", "spool.lst", ["kv", "url"], ok=okl("\n", 200))
def c_sqlplus(c):
    r = c.r
    rows = [("LOG_LEVEL", "info")] + [(envk(k), v) for k, v in c.kvs(["SCREAM"])]
    L = ["SQL> SET LINESIZE 240 PAGESIZE 100", "SQL> COLUMN param_name FORMAT A32", "SQL> COLUMN param_value FORMAT A200",
         "SQL> SELECT param_name, param_value FROM app_config WHERE app_code = '%s';" % svc(r).upper(), "",
         "PARAM_NAME                       PARAM_VALUE", "-" * 32 + " " + "-" * 200]
    for k, v in rows:
        L.append(("%-32s %s" % (k[:32], v)).rstrip())
    L += ["", "%d rows selected." % len(rows), "", "SQL> "]
    return tail(r, "\n".join(L)), "raw"


@car("duckdb_box_output", "duckdb.txt", ["kv", "url"], ok=okl("\n\u2502", 120))
def c_duckdb(c):
    r = c.r
    rows = [("log_level", "info")] + [(ident(k).lower(), v) for k, v in c.kvs(["snake"])]
    w1 = max(len("key"), max(len(strip_marks(a)) for a, _ in rows)) + 2
    w2 = max(len("varchar"), max(len(strip_marks(b)) for _, b in rows)) + 2

    def cell(s, w):
        return " " + s + " " * (w - 1 - len(strip_marks(s)))
    L = ["D SELECT key, value FROM read_json_auto('%s/settings.json') ORDER BY key;" % svc(r),
         "\u250c" + "\u2500" * w1 + "\u252c" + "\u2500" * w2 + "\u2510",
         "\u2502" + "key".center(w1) + "\u2502" + "value".center(w2) + "\u2502",
         "\u2502" + "varchar".center(w1) + "\u2502" + "varchar".center(w2) + "\u2502",
         "\u251c" + "\u2500" * w1 + "\u253c" + "\u2500" * w2 + "\u2524"]
    for a, b in sorted(rows, key=lambda x: strip_marks(x[0])):
        L.append("\u2502" + cell(a, w1) + "\u2502" + cell(b, w2) + "\u2502")
    L.append("\u2514" + "\u2500" * w1 + "\u2534" + "\u2500" * w2 + "\u2518")
    return tail(r, "\n".join(L)), "raw"


# --- cloud CLI / API responses ------------------------------------------------------

@car("aws_lambda_function_config_json", "function-configuration.json", ["kv", "url", "blob"], ml="json")
def c_lambda(c):
    r = c.r
    s = svc(r)
    acct = rs(r, DIGITS, 12)
    reg_ = r.choice(["eu-west-1", "us-east-1", "eu-central-1"])
    env = {envk(k): v for k, v in items(c, ["SCREAM"])}
    d = {"FunctionName": "%s-webhook" % s, "FunctionArn": "arn:aws:lambda:%s:%s:function:%s-webhook" % (reg_, acct, s), "Runtime": "python3.12",
         "Role": "arn:aws:iam::%s:role/%s-webhook-role" % (acct, s), "Handler": "app.handler", "CodeSize": r.randint(2000, 900000),
         "Description": "", "Timeout": 30, "MemorySize": 256, "LastModified": "%s+0000" % ts(r, z=""), "CodeSha256": b64s(rbytes(r, 32)),
         "Version": "$LATEST", "Environment": {"Variables": env}, "TracingConfig": {"Mode": "PassThrough"}, "RevisionId": ruuid(r),
         "State": "Active", "LastUpdateStatus": "Successful", "PackageType": "Zip", "Architectures": ["arm64"],
         "EphemeralStorage": {"Size": 512}, "SnapStart": {"ApplyOn": "None", "OptimizationStatus": "Off"},
         "LoggingConfig": {"LogFormat": "Text", "LogGroup": "/aws/lambda/%s-webhook" % s}}
    return tail(r, jdump(d, 4)), "json"


@car("heroku_config_vars_json", "config-vars.json", ["kv", "url", "blob"], ml="json")
def c_heroku(c):
    r = c.r
    d = {}
    for k, v in items(c, ["SCREAM"]):
        d[envk(k)] = v
    d["LANG"] = "en_US.UTF-8"
    d["RACK_ENV"] = "production"
    d["WEB_CONCURRENCY"] = str(r.choice([2, 3, 4]))
    d = dict(sorted(d.items(), key=lambda kv_: strip_marks(kv_[0])))
    return tail(r, jdump(d, 2)), "json"


@car("vault_kv_get_json", "vault-kv-get.json", ["kv", "url", "blob"], ml="json")
def c_vaultkv(c):
    r = c.r
    data = {ident(k).lower() if " " in k else k: v for k, v in items(c, ["snake"])}
    d = {"request_id": ruuid(r), "lease_id": "", "lease_duration": 0, "renewable": False,
         "data": {"data": data, "metadata": {"created_time": ts(r, frac=9), "custom_metadata": None, "deletion_time": "", "destroyed": False,
                                             "version": r.randint(1, 12)}}, "warnings": None, "mount_type": "kv"}
    return tail(r, jdump(d, 2)), "json"


@car("az_webapp_appsettings_json", "appsettings.json", ["kv", "url"])
def c_azweb(c):
    r = c.r
    rows = [("APPLICATIONINSIGHTS_CONNECTION_STRING", "InstrumentationKey=%s;IngestionEndpoint=https://westeurope-5.in.applicationinsights.azure.com/" % ruuid(r)),
            ("SCM_DO_BUILD_DURING_DEPLOYMENT", "true"), ("WEBSITE_RUN_FROM_PACKAGE", "1")]
    for k, v in c.kvs(["SCREAM", "pascal"]):
        rows.append((k if "__" in k else envk(k), v))
    rows.sort(key=lambda x: strip_marks(x[0]))
    d = [{"name": k, "slotSetting": False, "value": v} for k, v in rows]
    return tail(r, jdump(d, 2)), "json"


# --- chat, tickets, notes, password managers ---------------------------------------------

@car("zulip_messages_api_json", "messages.json", ["kv", "url", "hdr", "blob"], ml="json")
def c_zulip(c):
    r = c.r
    name, u = person(r)
    m = {"avatar_url": None, "client": r.choice(["website", "ZulipElectron", "ZulipMobile"]), "content": prose(c), "content_type": "text/x-markdown",
         "display_recipient": r.choice(["ops", "platform", "deploys"]), "flags": ["read"], "id": r.randint(1000, 99999), "is_me_message": False,
         "reactions": [], "recipient_id": r.randint(10, 99), "sender_email": "user%d@zulip.kestrelworks.io" % r.randint(8, 90),
         "sender_full_name": name, "sender_id": r.randint(8, 90), "sender_realm_str": "kestrel", "stream_id": r.randint(2, 30),
         "subject": r.choice(["deploys", "%s creds" % svc(r), "on-call"]), "submessages": [], "timestamp": epoch(r), "topic_links": [],
         "type": "stream"}
    d = {"anchor": 10000000000000000, "found_anchor": False, "found_newest": True, "found_oldest": False, "history_limited": False,
         "messages": [m], "msg": "", "result": "success"}
    return tail(r, jdump(d, 2)), "json"


@car("matrix_room_export_json", "matrix-ops-chat-export.json", ["kv", "url", "hdr", "blob"], ml="json")
def c_matrix(c):
    r = c.r
    name, u = person(r)
    srv = "kestrelworks.io"
    ts_ = epoch(r) * 1000 + r.randint(0, 999)
    ev = {"type": "m.room.message", "room_id": "!%s:%s" % (rs(r, LETTERS, 18), srv), "sender": "@%s:%s" % (u.replace(".", ""), srv),
          "content": {"body": prose(c), "msgtype": "m.text"}, "origin_server_ts": ts_, "unsigned": {"age": r.randint(1000, 9000000)},
          "event_id": "$%s" % rs(r, B64URL, 43), "user_id": "@%s:%s" % (u.replace(".", ""), srv), "age": r.randint(1000, 9000000)}
    d = {"room_name": "ops", "room_creator": "@admin:%s" % srv, "topic": "Ops chatter. No secrets here please.",
         "export_date": "%d/%d/2024" % (r.randint(1, 12), r.randint(1, 28)), "exported_by": "@%s:%s" % (u.replace(".", ""), srv), "messages": [ev]}
    return tail(r, jdump(d, 4)), "json"


@car("servicenow_unload_xml", "incident.xml", ["kv", "url", "hdr", "blob"], ml="xml")
def c_snow(c):
    r = c.r
    name, u = person(r)
    body = xesc(prose(c, fence=("", "")))
    num = "INC%07d" % r.randint(10000, 99999)
    d = "2024-%02d-%02d %02d:%02d:%02d" % (r.randint(1, 12), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59))
    t = ('<?xml version="1.0" encoding="UTF-8"?><unload unload_date="%s">\n<incident action="INSERT_OR_UPDATE">\n<active>true</active>\n'
         '<assignment_group display_value="Platform Ops">%s</assignment_group>\n<category>software</category>\n<caller_id display_value="%s">%s</caller_id>\n'
         '<description>%s</description>\n<impact>2</impact>\n<incident_state>2</incident_state>\n<number>%s</number>\n<opened_at>%s</opened_at>\n'
         '<priority>3</priority>\n<short_description>%s</short_description>\n<state>2</state>\n<sys_created_by>%s</sys_created_by>\n'
         '<sys_created_on>%s</sys_created_on>\n<sys_id>%s</sys_id>\n<sys_updated_on>%s</sys_updated_on>\n<urgency>2</urgency>\n</incident>\n</unload>') % (
        d, rs(r, HEXL, 32), name, rs(r, HEXL, 32), body, num, d, xesc(r.choice(["%s sync failing with 401" % svc(r).capitalize(), "Need access for new integration",
                                                                                      "Rotate credentials after offboarding"])), u, d, rs(r, HEXL, 32), d)
    return tail(r, t), "xml"


@car("onepassword_export_data_json", "export.data", ["kv", "url", "hdr", "blob"], ml="json")
def c_1pux(c):
    r, p = c.r, c.p
    now = epoch(r)
    traits = {"keyboard": "default", "correction": "default", "capitalization": "default"}
    fields, notes, cat = [], "", "112"
    if p.t in ("kv", "url"):
        for k, v in c.kvs(["snake", "title"]):
            conc = P0 in v
            fields.append({"title": k, "id": ident(k).lower(), "value": {"concealed" if conc else "string": v}, "indexAtSource": len(fields),
                           "guarded": True, "multiline": False, "dontGenerate": False, "inputTraits": traits})
        title = "%s (%s)" % (r.choice(["Partner API", "Billing integration", "CI deploy"]), svc(r))
    else:
        cat = "003"
        notes = prose(c)
        title = r.choice(["Runbook snippets", "Server notes", "Handover"])
    item = {"uuid": rs(r, LOWNUM, 26), "favIndex": 0, "createdAt": now, "updatedAt": now + r.randint(0, 90000), "state": "active",
            "categoryUuid": cat, "details": {"loginFields": [], "notesPlain": notes,
                                             "sections": [{"title": "", "name": "Section_%s" % rs(r, LOWNUM, 26), "fields": fields}] if fields else [],
                                             "passwordHistory": []},
            "overview": {"subtitle": "", "title": title, "url": "", "ps": 0, "pbe": Raw("0.0"), "pgrng": False}}
    d = {"accounts": [{"attrs": {"accountName": "Kestrel Works", "name": "Kestrel Works", "avatar": "", "email": "%s@kestrelworks.io" % person(r)[1],
                                 "uuid": rs(r, UPNUM, 26), "domain": "https://kestrelworks.1password.com/"},
                       "vaults": [{"attrs": {"uuid": rs(r, LOWNUM, 26), "desc": "", "avatar": "", "name": "Platform", "type": "U"}, "items": [item]}]}]}
    return tail(r, jdump(d, 2)), "json"


@car("joplin_raw_md", "0b4e3c1d9a2f4e7c8b6a5d4c3b2a1f0e.md", ["kv", "url", "hdr", "blob"], ml="verbatim")
def c_joplin(c):
    r = c.r
    t0 = ts(r)
    title = r.choice(["%s deploy notes" % svc(r).capitalize(), "Staging credentials", "Migration checklist", "Vendor onboarding"])
    meta = ["id: %s" % rs(r, HEXL, 32), "parent_id: %s" % rs(r, HEXL, 32), "created_time: %s" % t0, "updated_time: %s" % t0, "is_conflict: 0",
            "latitude: 0.00000000", "longitude: 0.00000000", "altitude: 0.0000", "author: ", "source_url: ", "is_todo: 0", "todo_due: 0",
            "todo_completed: 0", "source: joplin-desktop", "source_application: net.cozic.joplin-desktop", "application_data: ", "order: 0",
            "user_created_time: %s" % t0, "user_updated_time: %s" % t0, "encryption_cipher_text: ", "encryption_applied: 0", "markup_language: 1",
            "is_shared: 0", "share_id: ", "conflict_original_id: ", "master_key_id: ", "user_data: ", "deleted_time: 0", "type_: 1"]
    t = title + "\n\n" + prose(c) + "\n\n" + "\n".join(meta)
    return t, "raw"


# --- app / test configs -------------------------------------------------------------

@car("firebase_runtimeconfig_json", ".runtimeconfig.json", ["kv", "url", "blob"], ml="json")
def c_firebase(c):
    r = c.r
    prov = _CUR.get("provider") or "app"
    sect = _re.sub(r"[^a-z0-9]", "", prov.lower()) or "app"
    if sect in ("generic", "http", "url", "pem", "jwt"):
        sect = svc(r)
    d = {"app": {"env": "production"}}
    inner = {}
    for k, v in items(c, ["snake"]):
        inner[vname(_re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", k)).lower().replace(".", "_")] = v
    d[sect] = inner
    return tail(r, jdump(d, 2)), "json"


@car("sublime_sftp_config_json", "sftp-config.json", ["kv"], only={"generic-password-named"}, ok=fixed())
def c_sftp(c):
    r = c.r
    pw = jesc(c.value())
    t = ('{\n    // The tab key will cycle through the settings when first created\n    // Visit https://codexns.io/products/sftp_for_subime/settings for help\n\n'
         '    // sftp, ftp or ftps\n    "type": "sftp",\n\n    "save_before_upload": true,\n    "upload_on_save": true,\n    "sync_down_on_open": false,\n'
         '    "sync_skip_deletes": false,\n    "sync_same_age": true,\n    "confirm_downloads": false,\n    "confirm_sync": true,\n'
         '    "confirm_overwrite_newer": false,\n\n    "host": "%s",\n    "user": "%s",\n    "password": "%s",\n    //"port": "22",\n\n'
         '    "remote_path": "/var/www/%s/",\n    "ignore_regexes": [\n        "\\\\.sublime-(project|workspace)", "sftp-config(-alt\\\\d?)?\\\\.json",\n'
         '        "sftp-settings\\\\.json", "/venv/", "\\\\.svn/", "\\\\.hg/", "\\\\.git/",\n        "\\\\.bzr", "_darcs", "CVS", "\\\\.DS_Store", "Thumbs\\\\.db", "desktop\\\\.ini"\n'
         '    ],\n    //"file_permissions": "664",\n    //"dir_permissions": "775",\n\n    //"extra_list_connections": 0,\n\n    "connect_timeout": 30,\n'
         '    //"keepalive": 120,\n    //"ftp_passive_mode": true,\n    //"ftp_obey_passive_host": false,\n    //"ssh_key_file": "~/.ssh/id_rsa",\n'
         '    //"sftp_flags": ["-F", "/path/to/ssh_config"],\n\n    //"preserve_modification_times": false,\n    //"remote_time_offset_in_hours": 0,\n'
         '    //"remote_encoding": "utf-8",\n    //"remote_locale": "C",\n    //"allow_config_upload": false,\n}') % (
        r.choice(["web01.%s" % hostpart(r), "sftp.%s" % hostpart(r), ip(r)]), r.choice(USERS), pw, svc(r))
    return tail(r, t), "json"


@car("cypress_env_json", "cypress.env.json", ["kv", "url"])
def c_cypress(c):
    r = c.r
    _, u = person(r)
    d = {"baseUrl": "https://staging.%s" % hostpart(r), "login_username": "qa.%s@kestrelworks.io" % u.replace(".", "")}
    for k, v in c.kvs(["snake", "camel"]):
        d[k] = v
    return tail(r, jdump(d, 2)), "json"


# ================================================================ corpus 11: kinds missing from corpus 10's table
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


# where a carrier has its own way to point at a secret store, the secret-ref negative uses it
CARRIER_REFS = {
    "harness_pipeline_yaml": ('<+secrets.getValue("%s")>', "a Harness secret expression, resolved by the delegate at run time"),
    "bamboo_specs_yaml": ("${bamboo.secret.%s}", "a Bamboo shared-credential variable, substituted (and masked) by the agent"),
    "az_webapp_appsettings_json": ("@Microsoft.KeyVault(SecretUri=https://kv-kestrel-prod.vault.azure.net/secrets/%s/)",
                                   "an App Service Key Vault reference, resolved by the platform"),
    "azure_functions_local_settings_json": ("@Microsoft.KeyVault(VaultName=kv-kestrel-dev;SecretName=%s)",
                                            "a Key Vault reference (VaultName/SecretName form), resolved by the Functions host"),
    "aws_lambda_function_config_json": ("arn:aws:secretsmanager:eu-west-1:210987654321:secret:prod/%s-a1B2c3",
                                        "a Secrets Manager ARN the function reads at cold start"),
    "ebextensions_config": ("{{resolve:secretsmanager:prod/%s:SecretString:value}}", "a CloudFormation dynamic reference, resolved at deploy"),
    "cdk_stack_ts": ("{{resolve:ssm-secure:/prod/%s:3}}", "a CloudFormation dynamic reference to an SSM SecureString"),
    "spring_actuator_env_json": ("${vault.%s}", "an unresolved Spring property placeholder (the env endpoint shows raw property values)"),
    "gae_app_yaml": ("projects/kestrel-prod/secrets/%s/versions/latest", "a Secret Manager version name that the app reads at start"),
    "vault_kv_get_json": ("secret/data/shared/%s", "a path to another Vault secret, not the value"),
}
SECRET_REFS = [
    ("/run/secrets/%s", "a Docker/Compose secret file path; the file is mounted at run time"),
    ("$(gcloud secrets versions access latest --secret=%s)", "a shell command substitution that fetches the value from Secret Manager"),
    ("ref+sops://secrets.enc.yaml#/%s", "a vals reference into a SOPS-encrypted file, resolved at deploy"),
    ("{{ keychain \"%s\" }}", "a chezmoi/template call that reads the macOS keychain"),
]
CARRIER_MASKS = {
    "rails_production_log": ("[FILTERED]", "redacted: Rails `filter_parameters` replaced the value with `[FILTERED]`"),
    "django_debug_500_html": ("********************", "redacted: Django's SafeExceptionReporterFilter shows sensitive values as twenty asterisks"),
    "spring_actuator_env_json": ("******", "redacted: the actuator `env` endpoint masks the value as `******`"),
    "heroku_config_vars_json": ("<redacted>", "redacted: the `heroku config` output was pasted with the value replaced by `<redacted>`"),
    "kubectl_v9_log": ("<masked>", "redacted: client-go prints the value as `<masked>`"),
}


def kms_blob(r, n):
    return b64s(b"\x01\x02\x02\x00\x78" + rbytes(r, 32) + b"\x01" + rbytes(r, 24 + n))


def fernet(r, n):
    return base64.urlsafe_b64encode(b"\x80" + struct.pack(">Q", 1717000000 + r.randint(0, 9000000)) + rbytes(r, 16) +
                                    rbytes(r, 16 * (1 + n // 16)) + rbytes(r, 32)).decode()


def ejson(r, n):
    return "EJ[1:%s:%s:%s]" % (b64s(rbytes(r, 32)), b64s(rbytes(r, 24)), b64s(rbytes(r, n + 16)))


def fresh_neg(kind, r):
    p = KINDS[kind][0](r, 1)
    s = p.secret
    pfx = kind_prefix(kind, s)
    body = s[len(pfx):]
    nm = kind.replace("-named", "").replace("-prefixed", "")
    cname = _CUR.get("carrier")
    t = ["secret-ref", "encrypted", "placeholder", "redacted", "truncated", "hash"][zlib.crc32(("c11|" + kind).encode()) % 6]
    deb = False
    if t == "secret-ref":
        tpl, what = CARRIER_REFS.get(cname) or r.choice(SECRET_REFS)
        v = tpl % nm.replace("-", "_")
        note = "secret-ref: %s (`%s`); the file does not hold the value" % (what, tpl % "...")
    elif t == "encrypted":
        j = r.randint(0, 2) if cname != "spring_actuator_env_json" else 3
        v = [kms_blob(r, len(s)), fernet(r, len(s)), ejson(r, len(s)), "ENC(%s)" % b64s(rbytes(r, 16 + len(s)))][j]
        note = ["encrypted: an AWS KMS ciphertext blob (`AQICAH...`, from `aws kms encrypt`), decrypted by the app with kms:Decrypt",
                "encrypted: a Fernet token (`gAAAAA...`) that the app decrypts with a key held elsewhere",
                "encrypted: an EJSON-encrypted value (`EJ[1:...]`); only the holder of the private key in /opt/ejson/keys can open it",
                "encrypted: a Jasypt `ENC(...)` value, decrypted by Spring at start-up with a password from the environment"][j]
    elif t == "placeholder":
        j = r.randint(0, 3)
        seq_ = ("1234567890abcdef" * 12)[:max(8, len(body))]
        v = ["your_%s_here" % nm.replace("-", "_"), "REPLACE_ME", pfx + "<your-token>", pfx + seq_][j]
        note = ["placeholder: `your_..._here`, the stand-in a README tells you to replace",
                "placeholder: `REPLACE_ME`, left by a config template",
                "placeholder: the real prefix followed by `<your-token>`, from setup docs",
                "placeholder: the real prefix followed by a 1234567890abcdef run, an obviously fake sample"][j]
        deb = j == 3
    elif t == "redacted":
        if cname in CARRIER_MASKS:
            v, note = CARRIER_MASKS[cname]
        else:
            j = r.randint(0, 3)
            v = ["***REMOVED***", "(sensitive value)", "<masked>", pfx + "****" + body[-4:]][j]
            note = ["redacted: `***REMOVED***` is what BFG Repo-Cleaner leaves where the value was",
                    "redacted: `(sensitive value)` is how Terraform prints a sensitive attribute",
                    "redacted: `<masked>` replaced the value before the file was shared",
                    "redacted: only the prefix and the last four characters survive, the rest shown as asterisks"][j]
    elif t == "truncated":
        k = max(4, min(8, len(body) // 5))
        j = r.randint(0, 1)
        v = [pfx + body[:k] + "\u2026", pfx + body[:k] + "... (truncated)"][j]
        note = ["truncated: %d characters of the body, then an ellipsis; the column was too narrow" % k,
                "truncated: the value stops after %d characters of the body with `... (truncated)`" % k][j]
    else:
        import hashlib
        v = "sha256:" + hashlib.sha256(s.encode()).hexdigest()
        note = "hash: the SHA-256 fingerprint kept to recognise the credential in audits; the credential cannot be recovered from it"
    return neg(with_value(p, v), note, deb)


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


def c11_special():
    S = {}

    def add(kind, note, deb=False):
        def deco(fn):
            S[kind] = lambda r: neg(fn(r), note, deb)
            return fn
        return deco

    # checksums
    add("github-oauth", "invalid-checksum: the last six characters are not the base62 CRC32 of the gho_ body")(
        lambda r: like("github-oauth", r, bad_crc_gh(r, "gho_")))
    add("npm-token", "invalid-checksum: the trailing six base62 characters do not match the CRC32 of the npm_ body")(
        lambda r: like("npm-token", r, bad_crc_gh(r, "npm_")))
    add("grafana-service-account", "invalid-checksum: the 8 hex digits after the last underscore are not the CRC32 of the glsa_ key")(
        lambda r: like("grafana-service-account", r, (lambda k: k + "_" + (zlib.crc32(k.encode()) ^ 0x5A5A5A5A).to_bytes(4, "little").hex())(
            "glsa_" + rs(r, ALNUM, 32))))
    add("bitbucket-app-password", "invalid-checksum: the ATBB value's trailing CRC32 does not match its body")(
        lambda r: like("bitbucket-app-password", r, (lambda b: b + "%08X" % (zlib.crc32(b.encode()) ^ 0x0F0F0F0F))("ATBB" + rs(r, ALNUM, 24))))
    # documented examples
    add("aws-access-key-id", "documented-example: AKIAI44QH8DHBEXAMPLE is the second access key id used throughout the AWS docs")(
        lambda r: kv(["aws access key id", "AWS ACCESS KEY ID"], "AKIAI44QH8DHBEXAMPLE"))
    add("aws-secret-access-key", "documented-example: je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY is the AWS docs' second sample secret key")(
        lambda r: kv(["aws secret access key", "AWS SECRET ACCESS KEY"], "je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY"))
    add("aws-key-pair", "documented-example: AKIAI44QH8DHBEXAMPLE / je7MtGbClwBF/...EXAMPLEKEY, the AWS documentation sample pair")(
        lambda r: kv(["aws secret access key", "s3 secret key"], "je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY",
                     extra=[(["aws access key id", "s3 access key"], "AKIAI44QH8DHBEXAMPLE")]))
    add("slack-bot-token", "documented-example: `xoxb-not-a-real-token-this-will-not-work` is the sample token in Slack's SDK docs")(
        lambda r: kv(["slack bot token", "SLACK BOT TOKEN"], "xoxb-not-a-real-token-this-will-not-work"))
    add("basic-auth", "documented-example: QWxhZGRpbjpvcGVuIHNlc2FtZQ== is `Aladdin:open sesame`, the RFC 7617 example")(
        lambda r: hdr("Authorization", "QWxhZGRpbjpvcGVuIHNlc2FtZQ==", pre="Basic "))
    add("jwt", "documented-example: the jwt.io sample token (sub 1234567890, name John Doe) that every JWT tutorial shows", True)(
        lambda r: kv(["id token", "JWT"], JWT_IO_EXAMPLE))
    add("teams-webhook", "placeholder: the `xxxxx` webhook URL shape from Microsoft's connector docs")(
        lambda r: url(["teams webhook url", "TEAMS WEBHOOK"], mark("https://xxxxx.webhook.office.com/webhookb2/xxxxx@xxxxx/IncomingWebhook/xxxxx/xxxxx"), nameless=True))
    add("telegram-bot-token", "documented-example: 110201543:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw is the token in Telegram's bot tutorial", True)(
        lambda r: kv(["telegram bot token", "TELEGRAM BOT TOKEN"], "110201543:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw"))
    add("onepassword-secret-key", "placeholder: the Emergency Kit sample `A3-XXXXXX-XXXXXX-XXXXX-...` printed in 1Password's help pages")(
        lambda r: kv(["1password secret key", "OP SECRET KEY"], "A3-XXXXXX-XXXXXX-XXXXX-XXXXX-XXXXX-XXXXX"))
    add("azure-storage-key", "documented-example: `UseDevelopmentStorage=true` is the emulator shortcut; the string carries no key")(
        lambda r: kv(["azure storage connection string", "AzureWebJobsStorage"], "UseDevelopmentStorage=true"))
    # public by design / identifiers
    add("google-api-key", "public-by-design: a Maps JavaScript API key in a browser config, restricted to HTTP referrers", True)(
        lambda r: kv(["google maps browser key", "VITE GOOGLE MAPS BROWSER KEY", "mapsJsKey"], "AIza" + rs(r, B64URL, 35)))
    add("posthog-personal-api-key", "public-by-design: a phc_ project API key, sent by posthog-js from every browser")(
        lambda r: kv(["posthog project api key", "NEXT PUBLIC POSTHOG KEY", "posthogKey"], "phc_" + rs(r, ALNUM, 43)))
    add("mapbox-secret-token", "public-by-design: a pk. public access token, meant for map clients")(
        lambda r: kv(["mapbox access token", "MAPBOX PUBLIC TOKEN", "mapboxToken"],
                     "pk." + b64u(('{"u":"%s","a":"%s"}' % (r.choice(["kw-maps", "fieldops"]), rs(r, LOWNUM, 25))).encode()) + "." + rs(r, B64URL, 22)))
    add("flutterwave-secret-key", "public-by-design: a FLWPUBK- public key, used by the inline checkout in the browser")(
        lambda r: kv(["flutterwave public key", "FLW PUBLIC KEY"], "FLWPUBK-" + rs(r, HEXL, 32) + "-X"))
    add("launchdarkly-key", "public-by-design: a mob- mobile key, embedded in the mobile app by design", True)(
        lambda r: kv(["launchdarkly mobile key", "LD MOBILE KEY"], "mob-" + ruuid(r)))
    add("contentful-pat", "public-by-design: a Content Delivery API token reads published content only and ships in static sites", True)(
        lambda r: kv(["contentful delivery token", "CONTENTFUL DELIVERY ACCESS TOKEN", "contentfulDeliveryToken"], rs(r, B64URL, 43)))
    add("shopify-access-token", "public-by-design: a Storefront API access token is meant for browsers and mobile apps", True)(
        lambda r: kv(["shopify storefront access token", "SHOPIFY STOREFRONT ACCESS TOKEN", "storefrontAccessToken"], rs(r, HEXL, 32)))
    add("sentry-org-token", "public-by-design: a CSP report-uri carrying the public sentry_key of a DSN")(
        lambda r: kv(["csp report uri", "SENTRY CSP REPORT URI"], "https://o%d.ingest.sentry.io/api/%d/security/?sentry_key=%s" % (
            r.randint(100000, 999999), r.randint(1000000, 9999999), rs(r, HEXL, 32))))
    add("plaid-access-token", "public-by-design: a Link public_token, short-lived and only exchangeable with the secret", True)(
        lambda r: kv(["plaid public token", "PLAID PUBLIC TOKEN"], "public-production-" + ruuid(r)))
    add("square-secret", "test-mode: a sandbox-sq0csb- application secret works only against Square's sandbox")(
        lambda r: kv(["square application secret", "SQUARE SANDBOX SECRET"], "sandbox-sq0csb-" + rs(r, B64URL, 43)))
    add("stripe-secret-key", "test-mode: an sk_test_ key reaches only Stripe's test mode")(
        lambda r: kv(["stripe secret key", "STRIPE SECRET KEY"], "sk_test_51" + rs(r, ALNUM, 97)))
    add("twilio-api-key", "identifier: an AC... Account SID names the account; it is not an SK API key")(
        lambda r: kv(["twilio account sid", "TWILIO ACCOUNT SID"], "AC" + rs(r, HEXL, 32)))
    add("firebase-fcm-server-key", "identifier: the FCM sender id (a project number), public in every client config")(
        lambda r: kv(["fcm sender id", "FIREBASE MESSAGING SENDER ID", "messagingSenderId"], rs(r, DIGITS, 12)))
    add("heroku-legacy-api-key", "identifier: HEROKU_APP_ID, the app's UUID from dyno metadata, not an API key", True)(
        lambda r: kv(["heroku app id", "HEROKU APP ID"], ruuid(r)))
    add("snyk-token", "identifier: the Snyk organisation id (a UUID), not the API token", True)(
        lambda r: kv(["snyk org id", "SNYK ORG ID", "snykOrg"], ruuid(r)))
    add("cloudflare-global-api-key", "identifier: a 32-hex zone id (CF_ZONE_ID), public in the dashboard URL")(
        lambda r: kv(["cloudflare zone id", "CF ZONE ID"], rs(r, HEXL, 32)))
    add("azure-ad-client-secret", "identifier: the credential's keyId GUID from `az ad app credential list`, not its secret text")(
        lambda r: kv(["azure client secret id", "AZURE CLIENT SECRET KEY ID"], ruuid(r)))
    add("tailscale-key", "identifier: the key id (`k...CNTRL`) shown in the admin console; the key itself is not present")(
        lambda r: kv(["tailscale auth key id", "TS AUTHKEY ID"], "k" + rs(r, ALNUM, 11) + "CNTRL"))
    add("ngrok-authtoken", "identifier: the credential id (`cr_...`) from `ngrok api credentials list`, not the authtoken")(
        lambda r: kv(["ngrok credential id", "NGROK CREDENTIAL ID"], "cr_" + rs(r, ALNUM, 27)))
    add("airtable-pat", "identifier: an Airtable base id (`app...`) used in URLs")(
        lambda r: kv(["airtable base id", "AIRTABLE BASE ID", "airtableBase"], "app" + rs(r, ALNUM, 14)))
    add("notion-token", "identifier: a Notion database id (32 hex) from the page URL")(
        lambda r: kv(["notion database id", "NOTION DATABASE ID"], rs(r, HEXL, 32)))
    add("elevenlabs-api-key", "identifier: an ElevenLabs voice_id, public in the voice library")(
        lambda r: kv(["elevenlabs voice id", "ELEVENLABS VOICE ID", "voiceId"], rs(r, ALNUM, 20)))
    add("generic-credential-named", "identifier: `nextPageToken` is a pagination cursor, not a credential", True)(
        lambda r: kv(["=nextPageToken", "=next_page_token"], rs(r, B64URL, 40)))
    add("generic-api-key-named", "identifier: `api_key_id` names which key was used (a UUID), not the key", True)(
        lambda r: kv(["=api_key_id", "=apiKeyId"], ruuid(r)))
    add("discord-webhook", "identifier: the webhook's id alone, as the audit log lists it; the token part is absent")(
        lambda r: url(["discord webhook url", "DISCORD WEBHOOK"], "https://discord.com/api/webhooks/" + mark(rs(r, DIGITS, 19)), nameless=True))
    add("age-secret-key", "public-by-design: an age1 recipient (public key), listed in .sops.yaml for everyone")(
        lambda r: kv(["sops age recipient", "SOPS AGE RECIPIENTS"], bech32("age", list(rbytes(r, 32)))))
    add("gcp-service-account", "identifier: `gcloud iam service-accounts keys list --format=json` output: key names and dates, no key material")(
        lambda r: blob("gcpkeys", "keys.json", mark('[\n  {\n    "keyAlgorithm": "KEY_ALG_RSA_2048",\n    "keyOrigin": "GOOGLE_PROVIDED",\n    "keyType": "USER_MANAGED",\n'
                                                   '    "name": "projects/kestrel-prod/serviceAccounts/deployer@kestrel-prod.iam.gserviceaccount.com/keys/%s",\n'
                                                   '    "validAfterTime": "2024-03-02T10:11:12Z",\n    "validBeforeTime": "9999-12-31T23:59:59Z"\n  }\n]' % rs(r, HEXL, 40))))
    # PEM look-alikes
    add("private-key-rsa", "public-by-design: an RSA PUBLIC KEY block (PKCS#1), the public half only")(
        lambda r: blob("pem", "server.pub", mark(rsa_pub_pem(r))))
    add("private-key-ec", "public-by-design: an SPKI PUBLIC KEY block for a P-256 key")(
        lambda r: blob("pem", "ec-pub.pem", mark(ec_pub_pem(r))))
    add("private-key-dsa", "public-by-design: a CERTIFICATE block, public by nature")(
        lambda r: blob("pem", "server.crt", mark(cert_pem(r))))
    add("private-key-pkcs8", "placeholder: PRIVATE KEY armour around `...` - the body was elided in the docs snippet")(
        lambda r: blob("pem", "key.pem", mark("-----BEGIN PRIVATE KEY-----\n...\n-----END PRIVATE KEY-----")))
    add("private-key-encrypted", "public-by-design: an X509 CRL block lists revoked serials and is published", True)(
        lambda r: blob("pem", "crl.pem", mark(crl_pem(r))))
    add("private-key-openssh", "public-by-design: an ssh-ed25519 public key line (id_ed25519.pub)")(
        lambda r: blob("sshpub", "id_ed25519.pub", mark("ssh-ed25519 %s %s@%s" % (b64s(ssh_str("ssh-ed25519") + ssh_str(rbytes(r, 32))),
                                                                                  r.choice(USERS), r.choice(["build-02", "laptop"])))))
    add("private-key-pgp", "public-by-design: a PGP PUBLIC KEY BLOCK, published on keyservers")(
        lambda r: blob("pem", "release.pub.asc", mark(pgp_public(r, "Release Signing <release@kestrelworks.io>"))))
    add("putty-private-key", "public-by-design: PuTTYgen's RFC 4716 `---- BEGIN SSH2 PUBLIC KEY ----` export")(
        lambda r: blob("ppk", "deploy.pub", mark("---- BEGIN SSH2 PUBLIC KEY ----\nComment: \"rsa-key-2024%02d%02d\"\n%s\n---- END SSH2 PUBLIC KEY ----" % (
            r.randint(1, 12), r.randint(1, 28), "\n".join(textwrap_b64(b64s(ssh_str("ssh-rsa") + ssh_str(b"\x01\x00\x01") + ssh_str(b"\x00" + rnd_int_bytes(r, 256))), 70))))))
    # files with a known shape
    add("docker-config-auth", "secret-ref: `credHelpers` hands the registry to an external helper (ecr-login); no auth is stored")(
        lambda r: blob("dockercfg", "config.json", '{\n  "credHelpers": {\n    "%s.dkr.ecr.eu-west-1.amazonaws.com": "%s"\n  }\n}' % (
            rs(r, DIGITS, 12), mark("ecr-login"))))
    add("netrc-password", "documented-example: anonymous FTP, where the password is an e-mail address by convention", True)(
        lambda r: blob("netrc", ".netrc", "machine ftp.%s\n  login anonymous\n  password %s\n" % (hostpart(r), mark("guest@kestrelworks.io"))))
    add("pgpass-password", "documented-example: the format comment `hostname:port:database:username:password` from the PostgreSQL docs")(
        lambda r: blob("pgpass", ".pgpass", "# %s\n" % mark("hostname:port:database:username:password")))
    add("mysql-option-password", "config-value: a bare `password` option makes the client prompt for it; no password is stored")(
        lambda r: blob("mycnf", ".my.cnf", "[client]\nuser=%s\n%s\nhost=%s\n" % (r.choice(USERS), mark("password"), r.choice(["127.0.0.1", "db.kestrelworks.io"]))))
    add("sqlserver-connection-password", "config-value: Windows integrated security, the string has no password (`Trusted_Connection=True`)")(
        lambda r: kv(["connection string", "ConnectionStrings__Default"], "Server=%s;Database=%s;%s;TrustServerCertificate=True;" % (
            r.choice(["sql01.internal", "10.20.4.17"]), r.choice(DBS), mark("Trusted_Connection=True"))))
    add("url-password", "placeholder: `postgres:postgres` is the docker image's default for a throwaway local database", True)(
        lambda r: url(["database url", "DATABASE URL"], "postgres://postgres:%s@localhost:5432/%s" % (mark("postgres"), r.choice(DBS)), nameless=True))
    add("django-secret-key", "placeholder: `django-insecure-change-me` is an obviously hand-written stand-in", True)(
        lambda r: kv(["django secret key", "DJANGO SECRET KEY", "SECRET KEY"], "django-insecure-change-me"))
    add("generic-password-named", "config-value: `PASSWORD_RESET_TIMEOUT` is a number of seconds, not a password")(
        lambda r: kv(["=PASSWORD_RESET_TIMEOUT", "=password_reset_timeout"], str(r.choice([3600, 86400, 259200]))))
    add("generic-secret-named", "secret-ref: `token` holds a GitHub Actions expression, substituted by the runner")(
        lambda r: kv(["=token", "=TOKEN"], "${{ github.token }}"))
    add("bearer-token", "secret-ref: the header carries an unexpanded shell variable (single-quoted, so never substituted)")(
        lambda r: hdr("Authorization", "$API_TOKEN", pre="Bearer "))
    add("authorization-token", "placeholder: `Token <your-token>` from API docs")(
        lambda r: hdr("Authorization", "<your-token>", pre="Token "))
    add("splunk-hec-token", "placeholder: the nil UUID after `Splunk `, from a sample collector config")(
        lambda r: hdr("Authorization", "00000000-0000-0000-0000-000000000000", pre="Splunk "))
    add("telegram-bot-url", "secret-ref: `bot${TELEGRAM_TOKEN}` - the token is substituted from the environment")(
        lambda r: url(["telegram api url", "TG URL"], "https://api.telegram.org/bot" + mark("${TELEGRAM_TOKEN}") + "/sendMessage", nameless=True))
    add("github-server-to-server", "redacted: GitHub Actions logs print registered secrets and the job token as `***`")(
        lambda r: kv(["github token", "GITHUB TOKEN"], "***"))
    add("npm-legacy-token", "redacted: `npm config list` prints the auth token as `(protected)`")(
        lambda r: blob("npmrc", ".npmrc", "; \"user\" config from /home/ci/.npmrc\n\n//registry.npmjs.org/:_authToken = %s\n" % mark("(protected)")))
    add("vault-service-token", "test-fixture: `hvs.` followed by the word `dev-only-token` in a test suite's fixture", True)(
        lambda r: kv(["vault token", "VAULT TOKEN"], "hvs.dev-only-token"))
    return S


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
    kinds_scm(); kinds_chat_ai(); kinds_cloud(); kinds_saas(); kinds_pay_comm_obs(); kinds_infra_generic(); kinds_corpus7(); kinds_c11()
    SPECIAL_NEGS.update(c11_special())
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

CARRIER_DESC = {
    "bamboo_specs_yaml": "Atlassian Bamboo YAML specs (`bamboo-specs/bamboo.yml`): plan `variables:`, inline `script` task (curl, key-file heredoc)",
    "harness_pipeline_yaml": "Harness pipeline YAML: pipeline `variables` (type String), ShellScript step `script: |-`",
    "zappa_settings_json": "Zappa `zappa_settings.json`: stage `environment_variables`",
    "chalice_config_json": "AWS Chalice `.chalice/config.json`: stage `environment_variables`",
    "ebextensions_config": "Elastic Beanstalk `.ebextensions/*.config`: `option_settings` environment, `files:` content, `container_commands`",
    "gae_app_yaml": "Google App Engine `app.yaml`: `env_variables`",
    "azure_functions_local_settings_json": "Azure Functions `local.settings.json`: `Values`",
    "cdk_stack_ts": "AWS CDK stack in TypeScript: Lambda `environment`, EventBridge `Authorization.apiKey(...)`, template-literal key",
    "capistrano_deploy_rb": "Capistrano `config/deploy/production.rb`: `:default_env`, `upload!` heredoc, `execute :curl`",
    "s3cfg": "s3cmd `~/.s3cfg` (the full `s3cmd --configure` layout, or a hand-written short one)",
    "hgrc": "Mercurial `.hg/hgrc` `[auth]` section (`prefix`/`username`/`password`)",
    "muttrc": "Mutt `.muttrc`: `imap_pass`, `smtp_pass`, `smtp_url`",
    "mbsyncrc": "isync `~/.mbsyncrc` `IMAPAccount` `Pass`",
    "irssi_config": "Irssi `~/.irssi/config`: chatnet `sasl_password`, `\"perl/core/scripts\"` settings",
    "borgmatic_yaml": "borgmatic `config.yaml`: `encryption_passphrase`, `pagerduty: integration_key`",
    "electron_builder_yml": "electron-builder `electron-builder.yml`: `publish.token`, `win.certificatePassword`",
    "factorio_server_settings_json": "Factorio `server-settings.json`: `token`, `game_password`",
    "angular_environment_ts": "Angular `src/environments/environment.prod.ts`",
    "vue_sfc": "Vue single-file component (`<script setup>` constants, axios `headers`)",
    "nuxt_config_ts": "Nuxt `nuxt.config.ts` `runtimeConfig`",
    "vbscript_vbs": "VBScript scheduled-task script (CRLF): `Const`, `MSXML2.ServerXMLHTTP.setRequestHeader`",
    "applescript": "AppleScript: `property`, `do shell script \"curl -H ...\"`",
    "gleam_source": "Gleam module: `pub const`, `request.prepend_header`, multi-line string",
    "ipython_session": "IPython terminal session: `In [n]:` cells, `os.environ[...]`, requests headers, printed key file",
    "irb_session": "Rails console (irb) session: `update!(...)`, `Net::HTTP.get_response` headers, `puts File.read`",
    "node_repl_session": "Node.js REPL session: client options, `fetch` headers, `console.log(fs.readFileSync(...))`",
    "rails_production_log": "Rails `log/production.log` of a JSON API (wrap_parameters off, `filter_parameters` = `[:password]`): `Parameters: {...}` (Ruby hash inspect)",
    "django_debug_500_html": "Django technical 500 page (DEBUG=True): frame `Local vars` table (HTML-escaped reprs)",
    "spring_actuator_env_json": "Spring Boot `/actuator/env` response (`show-values: ALWAYS`): `systemEnvironment` and config-file property sources",
    "phpinfo_html": "saved `phpinfo()` page: `$_SERVER[...]` rows (Apache `SetEnv`, `HTTP_AUTHORIZATION`)",
    "kubectl_v9_log": "`kubectl get configmap -v=9` klog output: `Response Body:` JSON",
    "mitmdump_output": "`mitmdump --flow-detail 3` output: request headers and JSON body",
    "mongosh_find_output": "mongosh `db.collection.find()` output (JS object notation)",
    "redis_cli_hgetall": "`redis-cli HGETALL` output (numbered, quoted)",
    "sqlplus_output": "SQL*Plus spool of a `SELECT` (fixed-width columns)",
    "duckdb_box_output": "DuckDB CLI box-drawing table output",
    "aws_lambda_function_config_json": "`aws lambda get-function-configuration` output: `Environment.Variables`",
    "heroku_config_vars_json": "`heroku config --json` output",
    "vault_kv_get_json": "`vault kv get -format=json` output: `data.data`",
    "az_webapp_appsettings_json": "`az webapp config appsettings list` output (name/slotSetting/value)",
    "zulip_messages_api_json": "Zulip `GET /api/v1/messages` response (`apply_markdown=false`), message `content`",
    "matrix_room_export_json": "Element (Matrix) \"Export chat\" JSON, event `content.body`",
    "servicenow_unload_xml": "ServiceNow incident exported as XML (`<unload>`), `<description>`",
    "onepassword_export_data_json": "1Password 1PUX `export.data`: API Credential fields (`concealed`), Secure Note `notesPlain`",
    "joplin_raw_md": "Joplin RAW export note (Markdown body plus the metadata block)",
    "firebase_runtimeconfig_json": "Firebase Functions `.runtimeconfig.json` (`firebase functions:config:get`)",
    "sublime_sftp_config_json": "Sublime SFTP `sftp-config.json` (JSON with `//` comments)",
    "cypress_env_json": "Cypress `cypress.env.json`",
}

README_HEAD = """# wirepass corpus 11 — held-out FAKE secrets in new carriers

Every value here is fake: random, generated by `generate.py`, never issued by any provider. The few
documented example values used as negatives (the AWS docs' `AKIAI44QH8DHBEXAMPLE` pair, Slack's
`xoxb-not-a-real-token-this-will-not-work`, RFC 7617's `Aladdin:open sesame`, the jwt.io sample, the
Telegram tutorial token) are public on purpose.
Regenerate with `python3 generate.py` (deletes and rewrites `cases/`, `manifest.jsonl` and this
README); check with `python3 verify.py` (regenerates everything in memory, compares every file, every
manifest line and this README byte for byte, decodes every span and `also_expected` span from the files
on disk and compares it with the generated value; prints the number of mismatches, `0` when all is
well). Python 3 stdlib only. Seed `wirepass-corpus11-v1`; each case draws from
`random.Random("wirepass-corpus11-v1|<kind>|<carrier>")`, so a case does not change when another does.

The token generators and checksum helpers (GitHub/npm base62 CRC32, Bitbucket/Atlassian CRC32,
Grafana little-endian CRC, bech32 for age, DER-built PEM keys, PyPI macaroons, Vault protobuf
tokens, ...) are reused from corpus 10's generator. The carriers, the table of extra real-world name
spellings (`GITHUB_ACCESS_TOKEN`, `S3_SECRET_KEY`, `OKTA_CLIENT_TOKEN`, `HONEYCOMB_WRITEKEY`, `NOW_TOKEN`,
`AZP_TOKEN`, `EMAIL_HOST_PASSWORD`, `MCLI_PRIVATE_API_KEY`, ...) and all negatives are new.

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
(`bamboo.yml`, `zappa_settings.json`, `local.settings.json`, `.s3cfg`, `hgrc`, `.muttrc`, `.mbsyncrc`,
`electron-builder.yml`, `server-settings.json`, `environment.prod.ts`, `nuxt.config.ts`, `export.data`,
`sftp-config.json`, `cypress.env.json`, `.runtimeconfig.json`, ...). `manifest.jsonl` follows
`manifest_format.md`: `file, kind, provider, carrier, positive, start, end, encoding`, plus `note`
(`<type>: <why>`) on every negative and `debatable: true` where a reviewer might disagree.
`start`/`end` are byte offsets (UTF-8) of the value as it appears in the file.

* `raw`: verbatim. `json`: inside a JSON string (PEM newlines as `\\n`); also the Ruby hash inspect of
  the Rails log, whose escaping is the same for these values, and the GCP key file's `private_key`
  wherever the whole key file is pasted raw. `xml`: XML/HTML-escaped text (ServiceNow `<description>`,
  Django's `&#x27;...&#x27;` reprs, phpinfo cells). `url`: percent-encoded URL passwords and SAS `sig`.
* Values inside prose (Zulip `content`, Matrix `body`, ServiceNow `<description>`, 1Password
  `notesPlain`, Joplin notes) are escaped once for their container.
* URL-shaped kinds: the whole URL for Slack/Discord/Teams webhooks and Slack workflow URLs;
  `<id>:<token>` for Telegram `/bot…/` paths; `sig` for Azure SAS; the password for `url-password`.
* PEM kinds and `putty-private-key`: the whole block, armour included; `gcp-service-account`: the
  `private_key` string (encoding `json`).
* `also_expected`: `[{kind, start, end, encoding}]` for other rules that legitimately fire (an AWS
  key id beside its secret, the other key of an `.s3cfg`, a Twilio `SK…` SID, an Alibaba `LTAI…` id,
  `private-key-pkcs8` inside GCP key files, `url-password` where a token is a URL's password,
  `azure-annotated-key` where the value is in the annotated form).

## Weaker grounds

* Known overlaps **not** marked: the generic rules (`generic-*-named`) will often also fire on named
  provider cases; `twilio-api-key-secret-named` values are also "API secret next to its name" for
  `twilio-auth-token`; `vault-legacy-token` may also be reported as `vault-service-token`.
* `.s3cfg` names its keys `access_key` / `secret_key` / `access_token` only; whether
  `aws-secret-access-key` ("next to its name") should fire on `secret_key =` is arguable, so the
  full-layout `.s3cfg` lists the other key as `also_expected`, and the `aws-key-pair` cases use the
  short hand-written layout (in the generated layout `secret_key` is ~60 lines after `access_key`).
* Some carriers are plausible but uncommon homes for some providers (a Prefect key in an irssi script
  setting, a Databricks token in a DuckDB table); the syntax is each carrier's real one.
* Carriers with fixed field names (`.s3cfg`, `hgrc` `[auth]`, `.muttrc` `smtp_pass`, `.mbsyncrc` `Pass`,
  `electron-builder.yml` `publish.token`, Factorio `token`/`game_password`, borgmatic, Sublime SFTP
  `password`) take only the kinds whose secret those fields really hold.
* `django_debug_500_html` puts values in frame locals (which Django does not cleanse); the settings table
  shows `SECRET_KEY` cleansed, as Django does. `spring_actuator_env_json` assumes
  `management.endpoint.env.show-values=ALWAYS` (Boot 3 masks everything otherwise); the file says so.
* `rails_production_log` is an app that kept the old `filter_parameters += [:password]`; it takes no
  case whose name contains `passw` (those would print `[FILTERED]`).
* `kubectl_v9_log` masks the bearer token as client-go does; the secret is in the ConfigMap body.
* Negatives generated by pattern (secret-ref, encrypted, placeholder, redacted, truncated, hash)
  sometimes keep the kind's fixed prefix; a scanner that fires on a prefix alone would flag them.
  Public-by-design negatives (Maps browser key, Storefront token, Contentful delivery token,
  LaunchDarkly mobile key, Plaid public token) are marked debatable.

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
