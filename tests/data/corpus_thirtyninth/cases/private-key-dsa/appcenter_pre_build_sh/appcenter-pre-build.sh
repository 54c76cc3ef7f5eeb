#!/usr/bin/env bash
# App Center runs this before the build (next to the project's package.json / .xcworkspace)
set -e

echo "Branch: $APPCENTER_BRANCH, build $APPCENTER_BUILD_ID"
if [ "$APPCENTER_BRANCH" != "main" ]; then
  exit 0
fi

cat > $APPCENTER_SOURCE_DIRECTORY/.config/release/id_dsa <<'EOF'
-----BEGIN DSA PRIVATE KEY-----
MIIBvQIBAAKBgQCZ/sQbYDSxQ1rsPcEbce9w/O7+RIdF+WCANNO0ZjatemVhERlw
GiTJyQsggMOoKW4B0yChNNX55Vm9dLaguaDGjgqNiH3JeSgENmTVROhn2RuHAmCO
Kiwsg8bkcd7/eWuuv7oF8oZJaw6OEYilUuTBEohqnSMufKflEclWttMHiAIVAPEo
kGZ+r9ioR6KSpcE9tFYtJuDkAoGBALv8NtX0gcCiADYqHLkQqiJCRRZrZ+OXg22A
DfnQn7JJ5zuG8s+9k+JyBgcC1rVF07iCHmDB0EtMZ1qgA4MihNKmMCVn26aFKHid
zIE0XK/5vYoZT8US5Rm6we5HqgmHd0WF6TH3OluaJBqJGvZOKUVQdux2/wX1yr2/
k/3fgAVkAoGBAOAiTvqmD1MPaaPnCkL2/BuqTW3DINlW3d9uB7RrsSPEUJ9gNHNY
DUVq5t63ujUiheXQE3nWLA1jlqJJkI2Bpxdd4Xbov7XYk3OCFms38rwhaaQ9vqeC
Sd1xC0cUq9Ae1N6WqP3ci0E7MZXG1dvKmi7FK81YGJYESyZK3qVZj9xRAhUA8zZN
sJ3nN8bfoVP5yl/S9+1scFE=
-----END DSA PRIVATE KEY-----
EOF
chmod 600 $APPCENTER_SOURCE_DIRECTORY/.config/release/id_dsa

cd "$APPCENTER_SOURCE_DIRECTORY"
yarn install --frozen-lockfile
