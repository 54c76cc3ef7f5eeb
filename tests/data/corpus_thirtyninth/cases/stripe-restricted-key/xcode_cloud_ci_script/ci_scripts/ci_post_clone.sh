#!/bin/sh

# Xcode Cloud runs this after cloning the repository (ci_scripts/ci_post_clone.sh)
set -e

defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
brew install cocoapods

export STRIPE_RESTRICTED_KEY=rk_test_51EZQmBc4K6vFmIE1v2yHVmHtV04ej4qlZxGA2x1LJaVWQzUwrmm4bAq4sZtN7bIqH2NTXpwjtR29CVDuLPe0tDxojSQXRDvBEs
./scripts/publish_changelog.sh

cd "$CI_PRIMARY_REPOSITORY_PATH"
pod install --repo-update
