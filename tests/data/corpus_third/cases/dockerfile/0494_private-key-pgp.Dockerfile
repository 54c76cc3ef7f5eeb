FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
COPY <<EOF /root/release-signing.asc
-----BEGIN PGP PRIVATE KEY BLOCK-----

xVgEZwvkRhYJKwYBBAHaRw8BAQdALsWeDgRscLjDWUlCHvKbOeSA0PozynP5nPuk
MWvxaHIAAP+Q36Rn2pWPwZrZluMUHwruBnlgHYClseANW8i2pUsFw8GozSVSZWxl
YXNlIFNpZ25pbmcgPHJlbGVhc2VAZXhhbXBsZS5uZXQ+wnwEExYKZ63RnwY22LjE
552SMpHBw9O6BKsm9nlWwgnmEXZsoFiKpB8VnM7vCzA13t8TrUf5ipffA96ouLAE
7Hm6eTBJrCP96o7KfUf3Zbe1/JIOMzLg5bN9TRnCIeOwknKc9Lo66TJKMN0mbTFh
F0kE4Y2m6qmrdoCQyopm
=X1GN
-----END PGP PRIVATE KEY BLOCK-----
EOF
COPY . .
CMD ["gunicorn", "app:app", "-b", "0.0.0.0:8080"]
