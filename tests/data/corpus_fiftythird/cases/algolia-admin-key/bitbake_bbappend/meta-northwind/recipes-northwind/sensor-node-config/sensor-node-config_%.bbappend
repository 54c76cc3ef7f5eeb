# meta-northwind/recipes-northwind/sensor-node-config/sensor-node-config_%.bbappend
FILESEXTRAPATHS:prepend := "${THISDIR}/files:"

SRC_URI += "file://sensor-node.service"

do_install:append() {
    install -d ${D}${sysconfdir}/sensor-node
    install -m 0644 ${WORKDIR}/sensor-node.service ${D}${systemd_system_unitdir}/sensor-node.service
    echo 'ALGOLIA_APP_ID=Y1QL2193AF' >> ${D}${sysconfdir}/default/sensor-node
    echo 'ALGOLIA_ADMIN_KEY=2cfdb831c7dcf61572e480b742d6d8a6' >> ${D}${sysconfdir}/default/sensor-node
}

FILES:${PN} += "${sysconfdir}/sensor-node ${sysconfdir}/default/sensor-node"
SYSTEMD_SERVICE:${PN} = "sensor-node.service"
