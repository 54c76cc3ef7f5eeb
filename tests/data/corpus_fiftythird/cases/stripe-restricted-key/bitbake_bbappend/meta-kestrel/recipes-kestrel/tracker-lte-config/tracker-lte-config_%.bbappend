# meta-kestrel/recipes-kestrel/tracker-lte-config/tracker-lte-config_%.bbappend
FILESEXTRAPATHS:prepend := "${THISDIR}/files:"

SRC_URI += "file://tracker-lte.service"

do_install:append() {
    install -d ${D}${sysconfdir}/tracker-lte
    install -m 0644 ${WORKDIR}/tracker-lte.service ${D}${systemd_system_unitdir}/tracker-lte.service
    echo 'STRIPE_RESTRICTED_KEY=rk_test_51VDYHoI3ncq1bkGzxH6HV4DWgjITz6XgkV1ov4tYUtYAb1Cz7ltVV4S97QJtHgQCIh0adUAu7KNvfjAi9Ir0t5ouacZMhOOJ1y' >> ${D}${sysconfdir}/default/tracker-lte
}

FILES:${PN} += "${sysconfdir}/tracker-lte ${sysconfdir}/default/tracker-lte"
SYSTEMD_SERVICE:${PN} = "tracker-lte.service"
