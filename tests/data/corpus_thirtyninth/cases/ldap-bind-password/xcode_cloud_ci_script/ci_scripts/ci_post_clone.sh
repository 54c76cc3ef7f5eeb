#!/bin/sh

# Xcode Cloud runs this after cloning the repository (ci_scripts/ci_post_clone.sh)
set -e

defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
brew install cocoapods

sudo tee /usr/local/etc/nslcd.conf >/dev/null <<'EOF'
uri ldaps://ldap.cobaltpeak.games/
base dc=cobaltpeak,dc=games
binddn cn=nslcd,ou=dsa,dc=cobaltpeak,dc=games
bindpw XHpcSpXTBo0YWeUW3.68
tls_reqcert demand
EOF

cd "$CI_PRIMARY_REPOSITORY_PATH"
pod install --repo-update
