# meta-kestrel/recipes-kestrel/meter-hub-config/meter-hub-config_%.bbappend
FILESEXTRAPATHS:prepend := "${THISDIR}/files:"

SRC_URI += "file://meter-hub.service"

do_install:append() {
    install -d ${D}${sysconfdir}/meter-hub
    install -m 0644 ${WORKDIR}/meter-hub.service ${D}${systemd_system_unitdir}/meter-hub.service
    echo 'GITLAB_SCIM_TOKEN=vault:v1:GiAK0YehRGW7mFRW9Xzd0n1Y95qZEkOMusSttf4HYO82ydOaOjQJQEhC8tPT4BtT7cFOPBXA1w==' >> ${D}${sysconfdir}/default/meter-hub
}

FILES:${PN} += "${sysconfdir}/meter-hub ${sysconfdir}/default/meter-hub"
SYSTEMD_SERVICE:${PN} = "meter-hub.service"
