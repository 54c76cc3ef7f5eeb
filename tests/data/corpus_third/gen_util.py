"""Helpers for generate.py: random token shapes, fake key material, encoders and the
segment assembler that tracks byte offsets through encodings. stdlib only."""
import base64, hashlib, hmac, json, string, struct, uuid, zlib
from urllib.parse import quote
from xml.sax.saxutils import escape as xml_escape

DIG = string.digits
HEX = "0123456789abcdef"
UHEX = "0123456789ABCDEF"
LOW = string.ascii_lowercase
UP = string.ascii_uppercase
ALNUM = DIG + UP + LOW
B62 = DIG + UP + LOW          # GitHub checksum alphabet order 0-9A-Za-z
B64URL = ALNUM + "-_"
B64 = UP + LOW + DIG + "+/"
UPALNUM = UP + DIG


def rs(rng, n, alpha=ALNUM):
    return "".join(rng.choice(alpha) for _ in range(n))


def ruuid(rng):
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def rbytes(rng, n):
    return bytes(rng.getrandbits(8) for _ in range(n))


def b62(n, width):
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = B62[r] + out
    return out.rjust(width, "0")


def gh_checksum_token(rng, prefix, n=30):
    body = rs(rng, n, B62)
    return prefix + body + b62(zlib.crc32(body.encode()), 6)


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def wrap(s, n):
    return "\n".join(s[i:i + n] for i in range(0, len(s), n))


# ---------------------------------------------------------------- DER / keys
def der_len(n):
    if n < 0x80:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def der(tag, content):
    return bytes([tag]) + der_len(len(content)) + content


def der_int(i):
    b = i.to_bytes(max(1, (i.bit_length() + 8) // 8), "big")
    return der(0x02, b)


def seq(*items):
    return der(0x30, b"".join(items))


def rbig(rng, bits):
    return rng.getrandbits(bits) | (1 << (bits - 1)) | 1


def rsa_pkcs1_der(rng, bits=2048):
    h = bits // 2
    return seq(der_int(0), der_int(rbig(rng, bits)), der_int(65537), der_int(rbig(rng, bits - 2)),
               der_int(rbig(rng, h)), der_int(rbig(rng, h)), der_int(rbig(rng, h - 1)),
               der_int(rbig(rng, h - 1)), der_int(rbig(rng, h - 1)))


OID_P256 = bytes.fromhex("06082a8648ce3d030107")
OID_RSA = bytes.fromhex("06092a864886f70d010101")


def ec_der(rng):
    return seq(der_int(1), der(0x04, rbytes(rng, 32)), der(0xA0, OID_P256),
               der(0xA1, der(0x03, b"\x00\x04" + rbytes(rng, 64))))


def pem(label, derbytes):
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (
        label, wrap(base64.b64encode(derbytes).decode(), 64), label)


def pem_rsa(rng):
    return pem("RSA PRIVATE KEY", rsa_pkcs1_der(rng, 2048))


def pem_ec(rng):
    return pem("EC PRIVATE KEY", ec_der(rng))


def pem_pkcs8(rng, kind=None):
    kind = kind or rng.choice(["rsa", "ed25519", "ec"])
    if kind == "rsa":
        d = seq(der_int(0), seq(OID_RSA, b"\x05\x00"), der(0x04, rsa_pkcs1_der(rng)))
    elif kind == "ed25519":
        d = bytes.fromhex("302e020100300506032b657004220420") + rbytes(rng, 32)
    else:
        d = seq(der_int(0), seq(bytes.fromhex("06072a8648ce3d0201"), OID_P256),
                der(0x04, ec_der(rng)))
    return pem("PRIVATE KEY", d)


def sstr(b):
    if isinstance(b, str):
        b = b.encode()
    return struct.pack(">I", len(b)) + b


def mpint(i):
    b = i.to_bytes((i.bit_length() + 8) // 8, "big")
    return sstr(b)


def openssh_key(rng, ktype, comment):
    check = rng.getrandbits(32)
    if ktype == "ed25519":
        pk, sk = rbytes(rng, 32), rbytes(rng, 32)
        pub = sstr("ssh-ed25519") + sstr(pk)
        priv = sstr("ssh-ed25519") + sstr(pk) + sstr(sk + pk)
    elif ktype == "ecdsa":
        q = b"\x04" + rbytes(rng, 64)
        pub = sstr("ecdsa-sha2-nistp256") + sstr("nistp256") + sstr(q)
        priv = pub + mpint(rbig(rng, 256))
    else:
        n, e = rbig(rng, 2048), 65537
        pub = sstr("ssh-rsa") + mpint(e) + mpint(n)
        priv = (sstr("ssh-rsa") + mpint(n) + mpint(e) + mpint(rbig(rng, 2046)) +
                mpint(rbig(rng, 1023)) + mpint(rbig(rng, 1024)) + mpint(rbig(rng, 1024)))
    block = struct.pack(">II", check, check) + priv + sstr(comment)
    i = 1
    while len(block) % 8:
        block += bytes([i]); i += 1
    blob = (b"openssh-key-v1\x00" + sstr("none") + sstr("none") + sstr(b"") +
            struct.pack(">I", 1) + sstr(pub) + sstr(block))
    return ("-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----"
            % wrap(base64.b64encode(blob).decode(), 70)), pub


def ssh_pub_line(pub, ktype, comment):
    name = {"ed25519": "ssh-ed25519", "ecdsa": "ecdsa-sha2-nistp256", "rsa": "ssh-rsa"}[ktype]
    return "%s %s %s" % (name, base64.b64encode(pub).decode(), comment)


def crc24(data):
    crc = 0xB704CE
    for b in data:
        crc ^= b << 16
        for _ in range(8):
            crc <<= 1
            if crc & 0x1000000:
                crc ^= 0x1864CFB
    return crc & 0xFFFFFF


def pgp_private(rng, uid):
    t = struct.pack(">I", 1700000000 + rng.randrange(60000000))
    oid = bytes.fromhex("2b06010401da470f01")
    pubpart = b"\x04" + t + b"\x16" + bytes([len(oid)]) + oid + b"\x01\x07" + b"\x40" + rbytes(rng, 32)
    body = pubpart + b"\x00" + b"\x00\xff" + rbytes(rng, 32) + rbytes(rng, 2)
    pkt = bytes([0xC5, len(body)]) + body
    u = uid.encode()
    pkt += bytes([0xCD, len(u)]) + u
    sig = b"\x04\x13\x16\x0a" + rbytes(rng, 120)
    pkt += bytes([0xC2, len(sig)]) + sig
    arm = base64.b64encode(pkt).decode()
    ck = base64.b64encode(crc24(pkt).to_bytes(3, "big")).decode()
    return ("-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n%s\n=%s\n-----END PGP PRIVATE KEY BLOCK-----"
            % (wrap(arm, 64), ck))


def putty_key(rng, comment):
    pk, sk = rbytes(rng, 32), rbytes(rng, 32)
    alg, enc = "ssh-ed25519", "none"
    pub = sstr(alg) + sstr(pk)
    priv = sstr(sk)
    macdata = sstr(alg) + sstr(enc) + sstr(comment) + sstr(pub) + sstr(priv)
    mac = hmac.new(b"", macdata, hashlib.sha256).hexdigest()
    pl = wrap(base64.b64encode(pub).decode(), 64).split("\n")
    vl = wrap(base64.b64encode(priv).decode(), 64).split("\n")
    return "\n".join(["PuTTY-User-Key-File-3: " + alg, "Encryption: " + enc, "Comment: " + comment,
                      "Public-Lines: %d" % len(pl)] + pl + ["Private-Lines: %d" % len(vl)] + vl +
                     ["Private-MAC: " + mac])


# bech32 for age keys
BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _polymod(values):
    gen = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = (chk & 0x1ffffff) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if ((b >> i) & 1) else 0
    return chk


def bech32(hrp, data8):
    acc = bits = 0
    data = []
    for b in data8:
        acc = (acc << 8) | b; bits += 8
        while bits >= 5:
            bits -= 5; data.append((acc >> bits) & 31)
    if bits:
        data.append((acc << (5 - bits)) & 31)
    hv = [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]
    pm = _polymod(hv + data + [0] * 6) ^ 1
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(BECH[d] for d in data + chk)


def jwt_make(rng, header, payload, sig_len=256):
    return ".".join([b64u(json.dumps(header, separators=(",", ":")).encode()),
                     b64u(json.dumps(payload, separators=(",", ":")).encode()),
                     b64u(rbytes(rng, sig_len))])


# ---------------------------------------------------------------- encoders
def enc(s, mode):
    if mode == "raw":
        return s
    if mode == "json":
        return json.dumps(s)[1:-1]
    if mode == "json2":
        return json.dumps(json.dumps(s)[1:-1])[1:-1]
    if mode == "url":
        return quote(s, safe="")
    if mode == "xml":
        return xml_escape(s)
    if mode == "sql":
        return s.replace("'", "''")
    if mode == "csv":
        return s.replace('"', '""')
    if mode.startswith("indent:"):
        return s.replace("\n", "\n" + " " * int(mode[7:]))
    raise ValueError(mode)


class Slot:
    def __init__(self, value, mode="raw", target=False, secret=None):
        self.value, self.mode, self.target = value, mode, target
        self.secret = value if secret is None else secret


class B64Block:
    def __init__(self, parts, width=76):
        self.parts, self.width = parts, width


class QPBlock:
    def __init__(self, parts):
        self.parts = parts


def assemble(parts):
    """Return (bytes, span, encoding) for a list of str / Slot / B64Block / QPBlock."""
    out = b""
    span = encoding = None
    for p in parts:
        if isinstance(p, str):
            out += p.encode()
        elif isinstance(p, Slot):
            if p.target:
                i = p.value.index(p.secret)
                pre = enc(p.value[:i], p.mode).encode()
                sec = enc(p.secret, p.mode).encode()
                span = (len(out) + len(pre), len(out) + len(pre) + len(sec))
                encoding = p.mode.split(":")[0] if not p.mode.startswith("indent") else p.mode
            out += enc(p.value, p.mode).encode()
        elif isinstance(p, B64Block):
            inner, ispan, ienc = assemble(p.parts)
            assert ienc in (None, "raw")
            b = base64.b64encode(inner).decode()
            w = p.width
            wrapped = wrap(b, w) if w else b
            if ispan:
                s0 = (ispan[0] // 3) * 4
                e0 = min(len(b), -(-ispan[1] // 3) * 4)
                m = (lambda x: x + (x // w) if w else x)
                span = (len(out) + m(s0), len(out) + m(e0 - 1) + 1)
                encoding = "base64"
            out += wrapped.encode()
        elif isinstance(p, QPBlock):
            inner, ispan, ienc = assemble(p.parts)
            assert ienc in (None, "raw")
            q, pos = qp_encode(inner)
            if ispan:
                span = (len(out) + pos[ispan[0]][0], len(out) + pos[ispan[1] - 1][1])
                encoding = "quoted-printable"
            out += q
        else:
            raise TypeError(p)
    return out, span, encoding


def qp_encode(data):
    """Quoted-printable (RFC 2045) with soft breaks; returns bytes and per-input-byte (start,end)."""
    out = bytearray()
    pos = []
    linelen = 0
    for idx, b in enumerate(data):
        if b == 0x0A:
            pos.append((len(out), len(out) + 1))
            out += b"\n"; linelen = 0
            continue
        nxt = data[idx + 1] if idx + 1 < len(data) else 0x0A
        if (33 <= b <= 126 and b != 0x3D) or (b == 0x20 and nxt != 0x0A):
            tok = bytes([b])
        else:
            tok = ("=%02X" % b).encode()
        if linelen + len(tok) > 75:
            out += b"=\n"; linelen = 0
        pos.append((len(out), len(out) + len(tok)))
        out += tok; linelen += len(tok)
    return bytes(out), pos
