# meta-kestrel/recipes-kestrel/sensor-node-config/sensor-node-config_%.bbappend
FILESEXTRAPATHS:prepend := "${THISDIR}/files:"

SRC_URI += "file://sensor-node.service"

do_install:append() {
    install -d ${D}${sysconfdir}/sensor-node
    install -m 0644 ${WORKDIR}/sensor-node.service ${D}${systemd_system_unitdir}/sensor-node.service
    cat > ${D}${sysconfdir}/sensor-node/netrc <<'EOF'
machine github.com login backup password x-oauth-basic
machine git.kestrelworks.io
  login backup
  password KTlb7px5mK4XVp521U
default login anonymous password guest@
EOF
    chmod 0600 ${D}${sysconfdir}/sensor-node/netrc
}

FILES:${PN} += "${sysconfdir}/sensor-node ${sysconfdir}/default/sensor-node"
SYSTEMD_SERVICE:${PN} = "sensor-node.service"
