# meta-fernhill/recipes-fernhill/pump-ctrl-config/pump-ctrl-config_%.bbappend
FILESEXTRAPATHS:prepend := "${THISDIR}/files:"

SRC_URI += "file://pump-ctrl.service"

do_install:append() {
    install -d ${D}${sysconfdir}/pump-ctrl
    install -m 0644 ${WORKDIR}/pump-ctrl.service ${D}${systemd_system_unitdir}/pump-ctrl.service
    echo 'PAYPAL_CLIENT_ID=A78uGhGyJEcqVHRFX2WHQ2EtPkomJNFZC2tlFYHyzkkNmS1vRrl3I_uCTfAWLqvlxKzHChTvguz1NdeK' >> ${D}${sysconfdir}/default/pump-ctrl
    echo 'PAYPAL_CLIENT_SECRET_LIVE=Ep91RU14C5LfbLWjFj8azi_qcM5MICKUexXhwM8ICabeCvPoJL5ydaQmj5dvJEGK3V9LNsO9BOZRRyau' >> ${D}${sysconfdir}/default/pump-ctrl
}

FILES:${PN} += "${sysconfdir}/pump-ctrl ${sysconfdir}/default/pump-ctrl"
SYSTEMD_SERVICE:${PN} = "pump-ctrl.service"
