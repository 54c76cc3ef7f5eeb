# meta-tidewater/recipes-tidewater/cam-module-config/cam-module-config_%.bbappend
FILESEXTRAPATHS:prepend := "${THISDIR}/files:"

SRC_URI += "file://cam-module.service"

do_install:append() {
    install -d ${D}${sysconfdir}/cam-module
    install -m 0644 ${WORKDIR}/cam-module.service ${D}${systemd_system_unitdir}/cam-module.service
    echo 'ELEVENLABS_VOICE_ID=21m00Tcm4TlvDq8ikWAM' >> ${D}${sysconfdir}/default/cam-module
}

FILES:${PN} += "${sysconfdir}/cam-module ${sysconfdir}/default/cam-module"
SYSTEMD_SERVICE:${PN} = "cam-module.service"
