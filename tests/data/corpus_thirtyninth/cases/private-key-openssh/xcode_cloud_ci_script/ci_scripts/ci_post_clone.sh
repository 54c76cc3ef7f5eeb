#!/bin/sh

# Xcode Cloud runs this after cloning the repository (ci_scripts/ci_post_clone.sh)
set -e

defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
brew install cocoapods

cat > $CI_WORKSPACE/.config/release/id_ed25519 <<'EOF'
-----BEGIN OPENSSH PRIVATE KEY-----
b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW
QyNTUxOQAAACA6ojc4ECa+jK8R/S+nOoqlfw5XpXPh8YENlRme3dCl+wAAAJjNAQmdzQEJ
nQAAAAtzc2gtZWQyNTUxOQAAACA6ojc4ECa+jK8R/S+nOoqlfw5XpXPh8YENlRme3dCl+w
AAAEAkeyFZaejEuo+lK46uShk4e+eK3COswucSAfvPHQcpGTqiNzgQJr6MrxH9L6c6iqV/
Dlelc+HxgQ2VGZ7d0KX7AAAAD2RlcGxveUBidWlsZC0wMQECAwQFBg==
-----END OPENSSH PRIVATE KEY-----
EOF
chmod 600 $CI_WORKSPACE/.config/release/id_ed25519

cd "$CI_PRIMARY_REPOSITORY_PATH"
pod install --repo-update
