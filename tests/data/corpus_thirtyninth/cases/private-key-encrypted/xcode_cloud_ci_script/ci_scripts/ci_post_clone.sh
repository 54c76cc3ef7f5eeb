#!/bin/sh

# Xcode Cloud runs this after cloning the repository (ci_scripts/ci_post_clone.sh)
set -e

defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
brew install cocoapods

cat > $CI_WORKSPACE/.config/release/crl.pem <<'EOF'
-----BEGIN X509 CRL-----
MIIBoTCBigIBATANBgkqhkiG9w0BAQsFAHeKuhL+Cj8EKJoonoSALHok2Avykg5m
6XixcHXHinq1Z6uvzjNQeov8nantvKtskarl/OB+xPuPP2kJtf4C0s1oM7U/54zo
B9vje4wLZoCPfuTjAx/BMXjdQldaNeZKxbo0CqcnQCS1/rta14aThWvhZ8EOpuWC
lTANBgkqhkiG9w0BAQsFAAOCAQEA6JpmxfhfwkEokZ+wOKXlVB0skp9LHlGxNRcP
Zsj3kaOCckrsBIvRsnTia0b+VfBRlwtC8A8g4Pr+glUrdo2DZkCaThFCGQZx81yb
UMTJxXcjMATc1xelh4+xRAGuDcbOi0/eo/QIZBCcwiEiAmF8BPNt7yGygv1s8hXc
Zkzos9Q9NEzF/85lvsTknjvbrzp0RCpCDp24l1x8MS0/opEv6WAmPixnud+KXTx5
kRVbTEZDj3p9GBtxKcr0+7+FI+HqOtg6UwupmP8RF23KG5E1RFPf6uqwBRijkgD0
i0cHns4JZgLiRhKM5QrMKk8rSs5Ah5F4dg70R4ZADpHEiU30Jg==
-----END X509 CRL-----
EOF
chmod 600 $CI_WORKSPACE/.config/release/crl.pem

cd "$CI_PRIMARY_REPOSITORY_PATH"
pod install --repo-update
