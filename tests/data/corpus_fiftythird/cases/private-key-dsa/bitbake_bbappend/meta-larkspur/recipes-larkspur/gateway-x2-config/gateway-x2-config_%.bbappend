# meta-larkspur/recipes-larkspur/gateway-x2-config/gateway-x2-config_%.bbappend
FILESEXTRAPATHS:prepend := "${THISDIR}/files:"

SRC_URI += "file://gateway-x2.service"

do_install:append() {
    install -d ${D}${sysconfdir}/gateway-x2
    install -m 0644 ${WORKDIR}/gateway-x2.service ${D}${systemd_system_unitdir}/gateway-x2.service
    cat > ${D}${sysconfdir}/gateway-x2/id_dsa <<'EOF'
-----BEGIN DSA PRIVATE KEY-----
MIIBvQIBAAKBgQCHv9tmRSoaemxMpf1onsAlWYZUE8Cr4CJmEJ8QZopct2YqmKSn
iWelTrxnySUy6+Rv9NRvTIZo9SzsR2nD9yIsF6j0Tl5BIMjCwg+xmC8bMt64C6/J
y+71AfYp13rmnKCHxPRrE9i/D15Wp8cialGmjK5oOBA9hp4GIidaji2TzwIVALh4
b0Xp0c0IYQd1HhVLuhnvtxm3AoGBAOiEzWD6NuIqCZRmECVSnjBYgyLYK2pd8mom
P68/874vYo0TaP/5fzGVB3o5Gpn1jBPqz0SA02uf2rEmTG9lsqa4C4v2rZpKC1aO
cQqSJCaPLuefmQ/5KCQdo2JyiNXJxi9MQiDWRbB6763TPMC6x8AtGNlDR+W76erI
fNGRpYhXAoGBAMzum6qGkX/k5RlYvvWdKUOo0++Jv4K2T1XQnHRTrUC21JlPwJ5p
xTRNfaKVVKs68rI8E4Wm3Zb8UJseAJNrmHuG/Gi1rWL9o0bV7KrwQxYqVJT2CYZD
fo92jg8PY6awF9RUQoEfQXlEeMsawdLsnyHz3OGRrcOM92AuLruNgL2XAhUAlZ/n
4TiMutPQnfGvlLD0s0fKYsY=
-----END DSA PRIVATE KEY-----
EOF
    chmod 0600 ${D}${sysconfdir}/gateway-x2/id_dsa
}

FILES:${PN} += "${sysconfdir}/gateway-x2 ${sysconfdir}/default/gateway-x2"
SYSTEMD_SERVICE:${PN} = "gateway-x2.service"
