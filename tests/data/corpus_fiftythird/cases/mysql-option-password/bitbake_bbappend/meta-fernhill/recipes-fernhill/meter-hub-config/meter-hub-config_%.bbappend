# meta-fernhill/recipes-fernhill/meter-hub-config/meter-hub-config_%.bbappend
FILESEXTRAPATHS:prepend := "${THISDIR}/files:"

SRC_URI += "file://meter-hub.service"

do_install:append() {
    install -d ${D}${sysconfdir}/meter-hub
    install -m 0644 ${WORKDIR}/meter-hub.service ${D}${systemd_system_unitdir}/meter-hub.service
    cat > ${D}${sysconfdir}/meter-hub/my.cnf <<'EOF'
[mysqld]
bind-address=0.0.0.0
max_connections=500

[mysql]
user=jdoe
password='DKvtGlWhsrI.06EZUCucG9'
host=mysql-primary.internal
port=3306
EOF
    chmod 0600 ${D}${sysconfdir}/meter-hub/my.cnf
}

FILES:${PN} += "${sysconfdir}/meter-hub ${sysconfdir}/default/meter-hub"
SYSTEMD_SERVICE:${PN} = "meter-hub.service"
