#!/bin/sh

# Xcode Cloud runs this after cloning the repository (ci_scripts/ci_post_clone.sh)
set -e

defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
brew install cocoapods

cat > $CI_WORKSPACE/.my.cnf <<'EOF'
[mysqld]
bind-address=0.0.0.0
max_connections=500

[client]
user=jdoe
password='%2fR^BnIYvCu28'
host=127.0.0.1
port=3306
EOF
chmod 600 $CI_WORKSPACE/.my.cnf

cd "$CI_PRIMARY_REPOSITORY_PATH"
pod install --repo-update
