include "root" {
  path = find_in_parent_folders("root.hcl")
}

terraform {
  source = "git::git@github.com:kestrel-works/infra-modules.git//ecs-service?ref=v4.18.20"
}

generate "deploy_key" {
  path      = "client.key"
  if_exists = "overwrite_terragrunt"
  contents  = <<EOF
-----BEGIN ENCRYPTED PRIVATE KEY-----
MIIFLTBXBgkqhkiG9w0BBQ0wSjApBgkqhkiG9w0BBQwwHAQIizAXcb3vS+MCAggA
MAwGCCqGSIb3DQIJBQAwHQYJYIZIAWUDBAEqBBCKhZUAs/uZP+mDJuMQuPoDBIIE
0FtvlDX6wK+YRVnjepXdPs/SYFTH6mBYvKimxvq+sCCULPPoyUHQyGUC7tk77w0i
sK2IealdgZYAmBiWh4+YIVhxEr7Ok2dS2fReXa9rBvhT5D3f8oG0meb/ny5Nfhgh
EmRtianfcdnbK52Pc4tT74hMiM2zdXfp7k6GhMIxSI6K+II6V+5jRyv2gbvYsjzi
zCEXPE/PQ0GiDgtkxJhuBvoCPKvzp/xnAgAuV/jl1WarKlQx5Iv6wtY0my2Q3Xdq
VFyqKXyJ2XcJjdEhrY3O6AuSFG864JtuaWoO78mZ55J7lZuje7ZGV6msv9zNYO0q
KikHDwBTdXsAMohxX+Udo7JvJvS+Q4hdTuKnW/uMCuAmYTEem/LPhbYtnSuiwQFF
N9zylTWq1BIMOIJcPcfcjLmIVqxuQwC8weOqduBWe5AZLKUN6GhDa60CgL/fPgL6
calWIm7CWWj6Hnm2pJQQRfmD3lIi4iMqlAiZzHt7J8TTWQWJDJeBXf51RFBxxaVa
CV1Fob82T/Lx86yUWvWON5MImb1kCel4QfCW2kGJ/Lle9H93ANKUG16txmJfHSkn
LEog3qfuZBIxi92vpMoPNu6RHyfR2EMBXBYpc3z94ltK19v7Z8M98ENuGj8YIc82
2pECrSVRVrnw6pU88Xs6MJRQAl4VkHxMDMgoQRpB1j+VQX6hBYZge/DMQflnYAi3
kSOLseGDg+qPkMqMi/v2FAXppWhd0qcK+PyfmManL2mHWnKNG3uAYuBloXPGuAWY
BAdK38OkVEuMuOyPXksGJRZfaRZgF7+ArmoXmuXlUqIvmKwIHOuhrnwQft+C1gKX
F3x1GqoCzk6H0x7hU5PijmWDogy9b/3EN9IS9JNDrwx3X3Ku49e+OcAtIb4Pn/Bw
2IXkiwB6MHVRF5hRd7jSxlxGlDRvcMkDV/peY68O1aiN/9d0DMBOvPZ0VQtRQGYq
WTBVD4qkk4qBrKFwiZd3N4iSzPSY0zyIEgj0qZfMGmG5xgE+M7mkoKPDiJYLOZID
kuFUMEVe9THYNrCQddoRGWvbtu8dpWw5FKQRBFqxG5Y5Lbbx0EO37WsfvGHvotJO
oJ+MZURx86jF+waYjvydRn+xOYBAG7ab3K1zkM5o1pnNpMhoEW1uadzNbvBCqFg/
VYTE76pW320BrounYP1DA1ZcBKzZEPWCjygId4YrOc9GOThXQlMVGpeKX+O/TSuI
vkuR8OsCsfqCoyOpoFD02lXSnuM38JyPyt2Q3h0C33Nw/02LQweZtw7uV07EYR+s
ewXVSAkEIsazUs1gR5BmZqwdZYtvBfvaNA4/rkbofQU4pD3aCFtUa7E4v739bysY
am981RvtvXfYPcPPm71YycooKO2FiHzd5LWBeaPQHjYirfelLlxyhnktvouXqz6t
7nfVje628Tffa3pKaXU5mzTgPa8LpdOfLyVpLC4sHDKjZ1zT7zbuHDcNwIL224jA
VyMrMjdMF6Exq2AV1d5FcjR40dY4zEWMkHOtCGVfg1Br5kKPVfw41BLLzenqII//
WsUH7FM9eGne4RO9cDkKpUmP33Su3mtaLSReynaJHIrdOE7viKnUxqafyt3QgOjq
YAPx/rZlBj2J9SptIv6v+bQdUmDj/rDLoZc169YKPSQb
-----END ENCRYPTED PRIVATE KEY-----
EOF
}

dependency "vpc" {
  config_path = "../vpc"
}

inputs = {
  service_name = "notifier"
  vpc_id       = dependency.vpc.outputs.vpc_id
}