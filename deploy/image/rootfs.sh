#!/bin/sh
# Lays out the sidecar image's root filesystem in OUT: a statically linked `wirepass`, the
# CA roots, `hosts: files dns` for the name service, and the empty mount points of the
# configuration (/etc/wirepass) and of the CA and keys (/var/lib/wirepass/certs). Nothing
# secret: keys and config are mounted at run time, never copied in.
#
# The Dockerfile's builder stage runs it; tests/deploy.rs runs it too, then builds the
# Dockerfile's final stage from OUT, so the image it inspects is the one the Dockerfile
# makes. Usage: deploy/image/rootfs.sh OUT  (from the repository's root; CARGO_TARGET_DIR
# and CARGO are honoured).
set -eu
out=$1
target=x86_64-unknown-linux-gnu
cargo=${CARGO:-cargo}

# glibc's static libc (2.34 and later carry nss_files and nss_dns) makes a binary that
# needs nothing from the image; `image` is release without LTO (Cargo.toml).
RUSTFLAGS='-C target-feature=+crt-static' "$cargo" build --locked --quiet \
  --profile image --target "$target" --bin wirepass
bin="${CARGO_TARGET_DIR:-target}/$target/image/wirepass"
if readelf --program-headers "$bin" | grep -q 'program interpreter'; then
  echo "rootfs.sh: $bin is dynamically linked; the image has no libc" >&2
  exit 1
fi

mkdir -p "$out/etc/ssl/certs" "$out/etc/wirepass" "$out/var/lib/wirepass/certs"
cp "$bin" "$out/wirepass"
chmod 0755 "$out/wirepass"
cp /etc/ssl/certs/ca-certificates.crt "$out/etc/ssl/certs/ca-certificates.crt"
chmod 0644 "$out/etc/ssl/certs/ca-certificates.crt"
printf 'hosts: files dns\n' >"$out/etc/nsswitch.conf"
