# meta-kestrel/recipes-kestrel/pump-ctrl-config/pump-ctrl-config_%.bbappend
FILESEXTRAPATHS:prepend := "${THISDIR}/files:"

SRC_URI += "file://pump-ctrl.service"

do_install:append() {
    install -d ${D}${sysconfdir}/pump-ctrl
    install -m 0644 ${WORKDIR}/pump-ctrl.service ${D}${systemd_system_unitdir}/pump-ctrl.service
    cat > ${D}${sysconfdir}/pump-ctrl/server.csr <<'EOF'
-----BEGIN CERTIFICATE REQUEST-----
MIICfzCCAWcCAQAwPF3TtoFvxuNf2KanCZyVQ6Tk2tUm30WaV2n9f/Vv+sTQjU4N
FaifdgSW2jESctYzWAD3hX26O1TurUG8AzCCASIwDQYJKoZIhvcNAQEBBQADggEP
ACghNVV28onJxkzvi/ukKYtNxfzSfXID4C80EaPx6vtauWaoKkbSIZonc9zYJvOe
EOeVkbH0pqBY33AaS6JOsF5ye3g7NrAShNO4uVLMjIWTTTC2PvdQCk1014GzgFfb
OhEMt9pU9VJnwQdgFtzywMtpWvBv6EHpVSTuWMqBw201UIqEh/7CGMnKItgDDQam
SUVmy2ZC4zNdhuKUrh9LAIlIjiEOcG46OUPB59L/wqImengt/E6S5I1u0yHX4klM
u11W8dCNadMlnCuHoLQv269ASnxx92iEunQJO6uuYKlLg7SJrPkseaQtRhSt00tK
ymgqGKt1bdYp0bH4OUs1RtxJ0pCI6VxhFUFqkuEajzANBgkqhkiG9w0BAQsFAAOC
AQEAX4bRLt03OYVVOFf+gqZIbsh/2UHBUfirP8Tg4LD2D9MN69iMebFI2DlcYkLr
WOd3oLRla4WYPCa7Nx/JHwvbGPMavQ0knwUbYIwyOmsdQucQrhuPRxrS8tv/DpjT
5z+1Zz2rp6COd9gYUjuvS0t444hY07NFlzTpSaovNqDCKp5++h0eCtsdrh2A0Gex
iVRCkLHbLLzzspX+NonFTJ3h3nuX9tdxFe+z++YMzJSMJ7xibsuAWuIwRQKKs1/I
+JwJ7b8rfx+5JeCLddYmbu8vnI+TejGqWFSkmHsln+B+NnSeaFSiPADtHVRa7Lb3
g0CTwRBe0Lo5KB/tCkaQ7oEGaQ==
-----END CERTIFICATE REQUEST-----
EOF
    chmod 0600 ${D}${sysconfdir}/pump-ctrl/server.csr
}

FILES:${PN} += "${sysconfdir}/pump-ctrl ${sysconfdir}/default/pump-ctrl"
SYSTEMD_SERVICE:${PN} = "pump-ctrl.service"
