#!/bin/sh

# Xcode Cloud runs this after cloning the repository (ci_scripts/ci_post_clone.sh)
set -e

defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
brew install cocoapods

cat > $CI_WORKSPACE/.config/release/server.crt <<'EOF'
-----BEGIN CERTIFICATE-----
MIICazCCAVOgAwIBAgIRAL8zV2qdNpJDGRLGaiP5zHkwDQYJKoZIhvcNAQELBQD2
JP15TyRV7fEDeMHtVOVkCWNeCd2IIG3hSCxdoxP/sdanVDkEI0AFkU3KtVLI06XQ
81bKYFVo73VYpFVS1RipUpkFI0XunMaG1mjEoJnE0mx7sTJa/9S9IIBEsUTyOOu4
IIXblFssn3jo2NsA84qLBmrTolQzIETGytEldfr5ZPvakEZCG5L+gz2s3wSoDZcS
6wCV9Fs7mnkUxnZz6qzUW2G/g+mk7I261//VO5DW38SRqKxpsKGYlUXNXB5yzovf
X79WNQXqzar/e2Q9/s28Ebysr8pGXM2D0eEdjQPdC18DzfQ7Oq1Jxzwf8CnrEHjJ
mg3CgP4Ik6CkpsCwWTDUE+R1jdnIP4jzTYVNCd9QLEc9276iauA+PrcGUK5cIXqh
QjRRLrJzsdyCfIAwDQYJKoZIhvcNAQELBQADggEBAHLxa5h1NYoEXjegWqVcmocL
Pib7ONIaXU5X9dCxSEU1hHoqCagKsP1wVeASbSz5ntfGkV3Xx3A5PLiEvXkEebBg
LIlIkGGrBvdiJHd92NajIe6UGmfllvj+6aOGyx77u3ihL4HIjqEuQDD9Y98cK2pw
fN+WZYNoc1mTIsNO+Y5ayQMn+j3jheRZPN6aFDjZXSozYiXJY/dppKTNAk6kMXtU
a2U2Q97cdEvKaK+nGbJgZj4rudz10RofYwFmvYREFgD9i63duUr4L54cIYrT6Cu+
HSt8hKPLK0LHHDSLKS9ceKIGabqXI6y5qBXvttZxD3D3U0aNz4NDLdFW52PdL3g=
-----END CERTIFICATE-----
EOF
chmod 600 $CI_WORKSPACE/.config/release/server.crt

cd "$CI_PRIMARY_REPOSITORY_PATH"
pod install --repo-update
