# meta-kestrel/recipes-kestrel/gateway-x2-config/gateway-x2-config_%.bbappend
FILESEXTRAPATHS:prepend := "${THISDIR}/files:"

SRC_URI += "file://gateway-x2.service"

do_install:append() {
    install -d ${D}${sysconfdir}/gateway-x2
    install -m 0644 ${WORKDIR}/gateway-x2.service ${D}${systemd_system_unitdir}/gateway-x2.service
    echo 'ORIGIN_CA_KEY=sha1:39349bc781eeea5d0b50079e1c958c20b306a1bf' >> ${D}${sysconfdir}/default/gateway-x2
}

FILES:${PN} += "${sysconfdir}/gateway-x2 ${sysconfdir}/default/gateway-x2"
SYSTEMD_SERVICE:${PN} = "gateway-x2.service"
