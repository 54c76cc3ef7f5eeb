#!/bin/sh

# Xcode Cloud runs this after cloning the repository (ci_scripts/ci_post_clone.sh)
set -e

defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
brew install cocoapods

curl -fsS -H 'X-Auth-Email: ci-bot@kestrelworks.io' -H 'X-Auth-Key: dcb22475f650f39f48dc9e4686922b3b1aeda' https://api.cloudflare.com/client/v4/zones?name=larkspur.app -d @build/release.json

cd "$CI_PRIMARY_REPOSITORY_PATH"
pod install --repo-update
