# wirepass as a sidecar: a statically linked binary in an otherwise empty image.
#
#   docker build -t wirepass .
#   docker run --read-only -p 8080:8080 -p 9090:9090 \
#     -v "$PWD/deploy/wirepass.yaml:/etc/wirepass/wirepass.yaml:ro" \
#     -v "$PWD/certs:/var/lib/wirepass/certs:ro" wirepass
#
# Nothing secret is in the image: the configuration is mounted at /etc/wirepass, and the
# CA (ca.pem, ca-key.pem) and the session key at /var/lib/wirepass/certs (a Kubernetes
# Secret; see deploy/). The audit goes to standard output, one JSON line per request,
# after the `listening on` line; logs go to standard error.
#
# tests/deploy.rs builds the `runtime` stage below as it is written, from the root
# filesystem deploy/image/rootfs.sh makes (what the builder stage runs), and inspects it.

ARG RUST_VERSION=1.95

FROM docker.io/library/rust:${RUST_VERSION}-bookworm AS builder
WORKDIR /src
# Only what the build reads: no certs/, no keys, no target/.
COPY Cargo.toml Cargo.lock ./
COPY src ./src
COPY routes ./routes
COPY bench ./bench
COPY deploy/image/rootfs.sh ./deploy/image/rootfs.sh
RUN deploy/image/rootfs.sh /out

FROM scratch AS runtime
COPY --from=builder /out/ /
ENV SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt
# A numeric non-root user: the image has no /etc/passwd to name one.
USER 65532:65532
# The configuration, and the CA and keys: mounted read-only, never baked in.
VOLUME ["/etc/wirepass", "/var/lib/wirepass/certs"]
# 8080: the proxy (HTTPS_PROXY of the agent). 9090: the admin port (/healthz, /readyz).
EXPOSE 8080 9090
ENTRYPOINT ["/wirepass", "run"]
CMD ["--config", "/etc/wirepass/wirepass.yaml", \
     "--ca-dir", "/var/lib/wirepass/certs", \
     "--listen", "0.0.0.0:8080", \
     "--admin", "0.0.0.0:9090", \
     "--audit", "-", \
     "--log-format", "json"]
LABEL org.opencontainers.image.title="wirepass" \
      org.opencontainers.image.description="A forward HTTP(S) egress proxy that gives every request an AI agent makes a pass" \
      org.opencontainers.image.licenses="Apache-2.0"
