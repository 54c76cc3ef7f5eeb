# meta-northwind/recipes-northwind/sensor-node-config/sensor-node-config_%.bbappend
FILESEXTRAPATHS:prepend := "${THISDIR}/files:"

SRC_URI += "file://sensor-node.service"

do_install:append() {
    install -d ${D}${sysconfdir}/sensor-node
    install -m 0644 ${WORKDIR}/sensor-node.service ${D}${systemd_system_unitdir}/sensor-node.service
    echo 'ROLLBAR_POST_CLIENT_ITEM_TOKEN=54166fd7c24a559ee55419f47b91a5b5' >> ${D}${sysconfdir}/default/sensor-node
}

FILES:${PN} += "${sysconfdir}/sensor-node ${sysconfdir}/default/sensor-node"
SYSTEMD_SERVICE:${PN} = "sensor-node.service"
