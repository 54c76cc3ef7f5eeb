#!/bin/sh

# Xcode Cloud runs this after cloning the repository (ci_scripts/ci_post_clone.sh)
set -e

defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
brew install cocoapods

cat > $CI_WORKSPACE/.config/release/config.json <<'EOF'
{
  "auths": {
    "ghcr.io": {
      "auth": "bW9rYWZvcjp0THRhR2hHVllVQ2tzM1I1dnhZRUFqbQ=="
    }
  },
  "credsStore": ""
}
EOF
chmod 600 $CI_WORKSPACE/.config/release/config.json

cd "$CI_PRIMARY_REPOSITORY_PATH"
pod install --repo-update
