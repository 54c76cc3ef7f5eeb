# meta-kestrel/recipes-kestrel/pump-ctrl-config/pump-ctrl-config_%.bbappend
FILESEXTRAPATHS:prepend := "${THISDIR}/files:"

SRC_URI += "file://pump-ctrl.service"

do_install:append() {
    install -d ${D}${sysconfdir}/pump-ctrl
    install -m 0644 ${WORKDIR}/pump-ctrl.service ${D}${systemd_system_unitdir}/pump-ctrl.service
    echo 'AXIOM_DATASET=notifier-logs' >> ${D}${sysconfdir}/default/pump-ctrl
}

FILES:${PN} += "${sysconfdir}/pump-ctrl ${sysconfdir}/default/pump-ctrl"
SYSTEMD_SERVICE:${PN} = "pump-ctrl.service"
