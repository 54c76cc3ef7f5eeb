# meta-tidewater/recipes-tidewater/meter-hub-config/meter-hub-config_%.bbappend
FILESEXTRAPATHS:prepend := "${THISDIR}/files:"

SRC_URI += "file://meter-hub.service"

do_install:append() {
    install -d ${D}${sysconfdir}/meter-hub
    install -m 0644 ${WORKDIR}/meter-hub.service ${D}${systemd_system_unitdir}/meter-hub.service
    echo 'FIREBASE_MESSAGING_SENDER_ID=710938090139' >> ${D}${sysconfdir}/default/meter-hub
}

FILES:${PN} += "${sysconfdir}/meter-hub ${sysconfdir}/default/meter-hub"
SYSTEMD_SERVICE:${PN} = "meter-hub.service"
