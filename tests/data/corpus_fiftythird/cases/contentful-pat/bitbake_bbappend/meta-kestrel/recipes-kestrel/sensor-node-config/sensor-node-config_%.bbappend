# meta-kestrel/recipes-kestrel/sensor-node-config/sensor-node-config_%.bbappend
FILESEXTRAPATHS:prepend := "${THISDIR}/files:"

SRC_URI += "file://sensor-node.service"

do_install:append() {
    install -d ${D}${sysconfdir}/sensor-node
    install -m 0644 ${WORKDIR}/sensor-node.service ${D}${systemd_system_unitdir}/sensor-node.service
    echo 'CONTENTFUL_MANAGEMENT_TOKEN=CFPAT-iM3Ha6c8WHInX4BJeHhCm-RnYfmqGPdIQBEM8m64DRX' >> ${D}${sysconfdir}/default/sensor-node
}

FILES:${PN} += "${sysconfdir}/sensor-node ${sysconfdir}/default/sensor-node"
SYSTEMD_SERVICE:${PN} = "sensor-node.service"
