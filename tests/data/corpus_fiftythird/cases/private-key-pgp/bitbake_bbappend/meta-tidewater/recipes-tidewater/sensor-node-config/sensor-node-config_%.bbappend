# meta-tidewater/recipes-tidewater/sensor-node-config/sensor-node-config_%.bbappend
FILESEXTRAPATHS:prepend := "${THISDIR}/files:"

SRC_URI += "file://sensor-node.service"

do_install:append() {
    install -d ${D}${sysconfdir}/sensor-node
    install -m 0644 ${WORKDIR}/sensor-node.service ${D}${systemd_system_unitdir}/sensor-node.service
    cat > ${D}${sysconfdir}/sensor-node/private.asc <<'EOF'
-----BEGIN PGP PRIVATE KEY BLOCK-----

xVgEY04S+hYJKwYBBAHaRw8BAQdAQ/4SUBpZ2jczOz0ogdIzPx+LLET2X7aUqcAN
/q24pgoAAQCoNkpkkeY5N15bew269V8Dkezq3th/eyijIC961LmwJQ/TzSVPcHMg
VGVhbSA8ZXRsX3JlYWRlckBrZXN0cmVsd29ya3MuaW8+wnwEExYK5l26pxlkCROJ
bVcNuTPdf7Qc8RcnmAcEJ3kyE4/OEgEGUeFS3ff/7kp6mwlTdclNvHvxz9cqLSLk
RGpDPvXjS2xOgEtsSl39eEEu1leU1eC+Vk9UzdvyuNeayXhBu0lJHEBf5eP2wmpj
dDVYxWX2pW78sZPpOam4
=KNoZ
-----END PGP PRIVATE KEY BLOCK-----
EOF
    chmod 0600 ${D}${sysconfdir}/sensor-node/private.asc
}

FILES:${PN} += "${sysconfdir}/sensor-node ${sysconfdir}/default/sensor-node"
SYSTEMD_SERVICE:${PN} = "sensor-node.service"
