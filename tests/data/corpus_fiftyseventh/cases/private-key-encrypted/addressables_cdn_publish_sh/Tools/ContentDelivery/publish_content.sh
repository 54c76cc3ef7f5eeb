#!/usr/bin/env bash
# publish_content.sh - upload a Unity Addressables content update (remote catalog + bundles) to the CDN origin and invalidate the catalog
# usage: publish_content.sh <platform> <content-version>
set -euo pipefail

PLATFORM="${1:?Android|iOS|StandaloneWindows64}"
CV="${2:?content version}"
SRC="ServerData/${PLATFORM}"
BUCKET=tinderbox-content-origin

cat > /tmp/client.key <<'EOF'
-----BEGIN ENCRYPTED PRIVATE KEY-----
MIIFLTBXBgkqhkiG9w0BBQ0wSjApBgkqhkiG9w0BBQwwHAQI8i6LT5HdUEMCAggA
MAwGCCqGSIb3DQIJBQAwHQYJYIZIAWUDBAEqBBA49nrYykSyTnzPMFh0i/vIBIIE
0IaOvucX7kuJDilnaqEW2zn43FArM6+Paw/n66WlFphNdAykgp/mzusz/hVl4XUA
lUgWz3P9jk995Ts3ZEAX4fT86xVtxnhVGPo7QbGe539lMRukVES/pgwGn9pqP6tW
V/FKppuEG9Qd+NTvMIqisW/HR+29eMq2YctvJNWaxQEbejbYtIZ+rppMckdgtgob
RWucfWoTTiKIefbP/Dure0eOHjNDk1f2IYvgDd3kwkOcvbDzYhCVdroblBI1avOG
EqRVbPQnDOdHZxGgL/popBS0jIxzwl56Oio+ez3HaTnlqF2cG84rTczffitu9VWD
kGVy14E+JAk+XonBjanfEUVUEIbjX+Wsd/cA3gB30sHeCuSsSdj3mqmninjZovV7
TgIafXQsro94+iBZNCR/moFQ2OaGnFQXdAFXGJ4cyEZ7dKoyMpWYlD7sjd74f2qK
tCMegLbWlS1lbyLBmhHsUn2HWmdJIK913vMGBCZEddFFrWWW2x6E3fdpwAML0+La
q90hkcnp7DC9nbL6SY4cdvDCIhhovkkatmVr2eVWfEWqQDsHqkF990B8t6tiIIPT
LH2jr0HzDHxbp3z0RdtPGOkF5cBF7SKC5Yt/ZFMIduqzWVu7nFc1/fTz+doQeGmB
Adb0TZbV0PZ6/nnp1uO8AGWYU8bOwltRZ2r45IbVoKwwhiGr+orXdfg/rKaUutzh
pbETqQdIHyzhmcMDM2XFfhf7LEVjJPbdpT4zdQMTNDAsh25yHhd/d3SwY3l1FNyi
F2jsUtKwP31uKYz9+eij5JTdeyRzCno4Ley/lw61C6cbIm5trsWwta6q6LHMAM1N
CH/Bu2XpD0r19BSfTJAmC/Gvlb94tAeEQ+OhfNum4nG7q4YjNU9FrTeulVbrmHE8
6c4VvuHe+plrBf9k1K2nC+Ce5e5FSJ+RNdCuwmB0pQLRKJSCTNfMLuQQVNpu2bS3
ZfrdU8hxL3pI3qkLNinHe19rC5k0OQ4xpVWQ9DPkMfBr44ivHg6GQBvLaYZTsqAw
m7yxanFYMPMmikzP9zNoRBJdg38lTDMACQDV0UlexNgh6N1vx0hxh+G1T2ssgeEY
1sQUWwFQS32VD5A17mPNcG3ywfELPELovkBoEShctur8tTwi9V4oM2iC11U7KRlo
9t/OZbRwa85zft8pk13aDf0neuadLHfCN5aGoR2gxt9zyiSe+lIdwWrrZJk++fWT
s4zDHF20GSc26b2l/EdQtMZ9+yIzl/Lm815NBBGP+lWVvWOVyQ0q32CCEt6fl71L
MkNEu2x9WoY/kqE3HbcIzMXg7K/mZSzWG8jsJCiXAc2iUh9XP7Q+XWbGcW5s/4R7
vR96lQs3cqN4/x9OOQVP96mXjVlMBypJPFot42YUEjCBvrQ6QfDJOL/hG3KCtwR5
Lqeh7X0xvxi31cCuOTQPuOKUw/tDp6CV+DPoo2rSJexzYGANhTAV07T/AHsWCknQ
10CcWN22vaLHqzy7P5SJAJ03SY3CvIvpmtM0erzhlk0Lypulo7MEA7JM/TS2qaJW
gZWOeGOEU2WqSs/8a6mo3vIXhbM2iVjXKOQ31vlyjpTi1rNrhCd0i14x4BNAVuK5
+EOxmka2jc7hr/j5b1C4yJXQsq9m5964AH40MqbMTEAF
-----END ENCRYPTED PRIVATE KEY-----
EOF
chmod 600 /tmp/client.key

aws s3 sync "$SRC" "s3://${BUCKET}/skyreach/${PLATFORM}/${CV}/" --exclude "*.hash" --cache-control "public, max-age=31536000, immutable"
aws s3 cp "$SRC/catalog_${CV}.json" "s3://${BUCKET}/skyreach/${PLATFORM}/catalog.json" --cache-control "no-cache"
aws cloudfront create-invalidation --distribution-id "$CF_DISTRIBUTION_ID" --paths "/skyreach/${PLATFORM}/catalog.json" >/dev/null
echo "content ${CV} for ${PLATFORM} is live"
