# meta-tidewater/recipes-tidewater/sensor-node-config/sensor-node-config_%.bbappend
FILESEXTRAPATHS:prepend := "${THISDIR}/files:"

SRC_URI += "file://sensor-node.service"

do_install:append() {
    install -d ${D}${sysconfdir}/sensor-node
    install -m 0644 ${WORKDIR}/sensor-node.service ${D}${systemd_system_unitdir}/sensor-node.service
    echo 'NETLIFY_AUTH_TOKEN=x_ENfJJUy2E2GpmPc42OxJljUZMDIBpHnsbnB_m37ze' >> ${D}${sysconfdir}/default/sensor-node
}

FILES:${PN} += "${sysconfdir}/sensor-node ${sysconfdir}/default/sensor-node"
SYSTEMD_SERVICE:${PN} = "sensor-node.service"
