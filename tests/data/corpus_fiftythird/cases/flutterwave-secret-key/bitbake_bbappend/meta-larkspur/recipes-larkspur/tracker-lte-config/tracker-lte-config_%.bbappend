# meta-larkspur/recipes-larkspur/tracker-lte-config/tracker-lte-config_%.bbappend
FILESEXTRAPATHS:prepend := "${THISDIR}/files:"

SRC_URI += "file://tracker-lte.service"

do_install:append() {
    install -d ${D}${sysconfdir}/tracker-lte
    install -m 0644 ${WORKDIR}/tracker-lte.service ${D}${systemd_system_unitdir}/tracker-lte.service
    echo 'FLUTTERWAVE_PUBLIC_KEY=FLWPUBK-cd22caf5ffa9ac46818743a8656f9942-X' >> ${D}${sysconfdir}/default/tracker-lte
}

FILES:${PN} += "${sysconfdir}/tracker-lte ${sysconfdir}/default/tracker-lte"
SYSTEMD_SERVICE:${PN} = "tracker-lte.service"
