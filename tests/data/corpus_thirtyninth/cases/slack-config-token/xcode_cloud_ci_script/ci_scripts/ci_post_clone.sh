#!/bin/sh

# Xcode Cloud runs this after cloning the repository (ci_scripts/ci_post_clone.sh)
set -e

defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
brew install cocoapods

export APP_CONFIGURATION_TOKEN=xoxe.xoxp-1-6hAMY16ETnFvLFRbr80hOl5ETJs1inLxFB2iS63EaNyz5xbvz39yVmQv61KmQEcA3V33EKxJafFV8e6n1Cf8J69LnlWRxENRYfyYDMfiGIKH3F2aDUCMw5WwUeHJ42Vlr91s6uAPbPskUKjApGlAEORJnJN6WD0jHLs6
./scripts/publish_changelog.sh

cd "$CI_PRIMARY_REPOSITORY_PATH"
pod install --repo-update
