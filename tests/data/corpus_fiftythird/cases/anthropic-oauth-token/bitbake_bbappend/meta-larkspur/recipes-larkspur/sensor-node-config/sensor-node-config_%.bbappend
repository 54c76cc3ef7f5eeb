# meta-larkspur/recipes-larkspur/sensor-node-config/sensor-node-config_%.bbappend
FILESEXTRAPATHS:prepend := "${THISDIR}/files:"

SRC_URI += "file://sensor-node.service"

do_install:append() {
    install -d ${D}${sysconfdir}/sensor-node
    install -m 0644 ${WORKDIR}/sensor-node.service ${D}${systemd_system_unitdir}/sensor-node.service
    echo 'CLAUDE_CODE_OAUTH_TOKEN=sk-ant-oat01-DS2eoPjYXar82q9mD4rjgfkXj4run4Ca-NQoSABO-90niXc7DOZnNcsiCDN3gtsoct4FONVuhU6SEv8RMcDWhp4Lv2gl-AA' >> ${D}${sysconfdir}/default/sensor-node
}

FILES:${PN} += "${sysconfdir}/sensor-node ${sysconfdir}/default/sensor-node"
SYSTEMD_SERVICE:${PN} = "sensor-node.service"
