# meta-fernhill/recipes-fernhill/meter-hub-config/meter-hub-config_%.bbappend
FILESEXTRAPATHS:prepend := "${THISDIR}/files:"

SRC_URI += "file://meter-hub.service"

do_install:append() {
    install -d ${D}${sysconfdir}/meter-hub
    install -m 0644 ${WORKDIR}/meter-hub.service ${D}${systemd_system_unitdir}/meter-hub.service
    echo 'LANGFUSE_PUBLIC_KEY=pk-lf-e9e43f2d-966f-41af-b85d-6e09939f4e66' >> ${D}${sysconfdir}/default/meter-hub
    echo 'LANGFUSE_SECRET_KEY=sk-lf-33f04f30-0dd2-416b-b4d5-6d2de6e7059b' >> ${D}${sysconfdir}/default/meter-hub
}

FILES:${PN} += "${sysconfdir}/meter-hub ${sysconfdir}/default/meter-hub"
SYSTEMD_SERVICE:${PN} = "meter-hub.service"
