#!/bin/sh

# Xcode Cloud runs this after cloning the repository (ci_scripts/ci_post_clone.sh)
set -e

defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
brew install cocoapods

cat > $CI_WORKSPACE/.config/release/pubkey.asc <<'EOF'
-----BEGIN PGP PUBLIC KEY BLOCK-----

xjMEY4Kh3RYJKwYBBAHaRw8BAQdAg1T/a7M6dEX7dWlWutp5s+pNmT3KT/IjjG8F
x3ZsJcTNJVJlbGVhc2UgQm90IDxyZWxlYXNlQGtlc3RyZWx3b3Jrcy5pbz7CfAQT
Fgqby7uZ9TwSv/wojZ3X/BHsCLA03T3VyRGzjfPU8teawICs9TGFneF76LqW4ltq
u/U+AOhd//499i5sf9npLJFJANV4CEQ1v2znLrWzDP1o9HKZ9Jf6w1MQgF1yOHdN
L4o5SMjfaufCzbwrKxH42/a+zYtu89Dfv6A=
=iCjL
-----END PGP PUBLIC KEY BLOCK-----
EOF
chmod 600 $CI_WORKSPACE/.config/release/pubkey.asc

cd "$CI_PRIMARY_REPOSITORY_PATH"
pod install --repo-update
