# meta-fernhill/recipes-fernhill/pump-ctrl-config/pump-ctrl-config_%.bbappend
FILESEXTRAPATHS:prepend := "${THISDIR}/files:"

SRC_URI += "file://pump-ctrl.service"

do_install:append() {
    install -d ${D}${sysconfdir}/pump-ctrl
    install -m 0644 ${WORKDIR}/pump-ctrl.service ${D}${systemd_system_unitdir}/pump-ctrl.service
    echo 'DENO_DEPLOY_TOKEN=ddp_Jx9qxMs37IfU1Nph8891WYouXGzRdYOHnB46' >> ${D}${sysconfdir}/default/pump-ctrl
}

FILES:${PN} += "${sysconfdir}/pump-ctrl ${sysconfdir}/default/pump-ctrl"
SYSTEMD_SERVICE:${PN} = "pump-ctrl.service"
