# meta-fernhill/recipes-fernhill/gateway-x2-config/gateway-x2-config_%.bbappend
FILESEXTRAPATHS:prepend := "${THISDIR}/files:"

SRC_URI += "file://gateway-x2.service"

do_install:append() {
    install -d ${D}${sysconfdir}/gateway-x2
    install -m 0644 ${WORKDIR}/gateway-x2.service ${D}${systemd_system_unitdir}/gateway-x2.service
    echo 'VAULT_TOKEN=hvr.CAESIFjn4hzm6iAfelZtkcNWdsflyKb2npJ1pDUOIKfaoRMTGh4KHGh2ci5nT1pTbUFoYWg4WnhFbVlFYmRkdVM1R1Y' >> ${D}${sysconfdir}/default/gateway-x2
}

FILES:${PN} += "${sysconfdir}/gateway-x2 ${sysconfdir}/default/gateway-x2"
SYSTEMD_SERVICE:${PN} = "gateway-x2.service"
