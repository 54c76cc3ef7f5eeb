# meta-northwind/recipes-northwind/gateway-x2-config/gateway-x2-config_%.bbappend
FILESEXTRAPATHS:prepend := "${THISDIR}/files:"

SRC_URI += "file://gateway-x2.service"

do_install:append() {
    install -d ${D}${sysconfdir}/gateway-x2
    install -m 0644 ${WORKDIR}/gateway-x2.service ${D}${systemd_system_unitdir}/gateway-x2.service
    cat > ${D}${sysconfdir}/gateway-x2/pgpass <<'EOF'
db-replica.internal:5432:orders:m.okafor:fWQbF9lX5jOBqIFpryFrvMY
10.0.3.12:5432:crm_prod:jdoe:q1uBDl7c1hZ13YXSGBDS0x7
pg.kestrelworks.io:6432:analytics:svc_orders:.=_fDgY5dXWjo+_9hTv
EOF
    chmod 0600 ${D}${sysconfdir}/gateway-x2/pgpass
}

FILES:${PN} += "${sysconfdir}/gateway-x2 ${sysconfdir}/default/gateway-x2"
SYSTEMD_SERVICE:${PN} = "gateway-x2.service"
