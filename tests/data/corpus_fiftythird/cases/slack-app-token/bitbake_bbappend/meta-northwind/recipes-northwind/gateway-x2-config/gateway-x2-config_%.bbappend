# meta-northwind/recipes-northwind/gateway-x2-config/gateway-x2-config_%.bbappend
FILESEXTRAPATHS:prepend := "${THISDIR}/files:"

SRC_URI += "file://gateway-x2.service"

do_install:append() {
    install -d ${D}${sysconfdir}/gateway-x2
    install -m 0644 ${WORKDIR}/gateway-x2.service ${D}${systemd_system_unitdir}/gateway-x2.service
    echo 'SLACK_APP_LEVEL_TOKEN=xapp-1-AHQQ2R5WYCT-5751948300068-47eff0dcab8ee1d84b5bedc9aa25d5e6abc4c00851cf97ababbcef099006be42' >> ${D}${sysconfdir}/default/gateway-x2
}

FILES:${PN} += "${sysconfdir}/gateway-x2 ${sysconfdir}/default/gateway-x2"
SYSTEMD_SERVICE:${PN} = "gateway-x2.service"
