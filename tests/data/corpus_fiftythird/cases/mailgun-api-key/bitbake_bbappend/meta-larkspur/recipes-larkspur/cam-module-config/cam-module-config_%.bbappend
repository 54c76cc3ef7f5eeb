# meta-larkspur/recipes-larkspur/cam-module-config/cam-module-config_%.bbappend
FILESEXTRAPATHS:prepend := "${THISDIR}/files:"

SRC_URI += "file://cam-module.service"

do_install:append() {
    install -d ${D}${sysconfdir}/cam-module
    install -m 0644 ${WORKDIR}/cam-module.service ${D}${systemd_system_unitdir}/cam-module.service
    echo 'MAILGUN_PUBLIC_KEY=pubkey-5e62287a6400b140dcb206516cfb33af' >> ${D}${sysconfdir}/default/cam-module
}

FILES:${PN} += "${sysconfdir}/cam-module ${sysconfdir}/default/cam-module"
SYSTEMD_SERVICE:${PN} = "cam-module.service"
