# meta-tidewater/recipes-tidewater/cam-module-config/cam-module-config_%.bbappend
FILESEXTRAPATHS:prepend := "${THISDIR}/files:"

SRC_URI += "file://cam-module.service"

do_install:append() {
    install -d ${D}${sysconfdir}/cam-module
    install -m 0644 ${WORKDIR}/cam-module.service ${D}${systemd_system_unitdir}/cam-module.service
    echo 'BUILDKITE_API_TOKEN=bkua_63ec0798631d9ad3584f8880c404b4f559ff291f' >> ${D}${sysconfdir}/default/cam-module
}

FILES:${PN} += "${sysconfdir}/cam-module ${sysconfdir}/default/cam-module"
SYSTEMD_SERVICE:${PN} = "cam-module.service"
