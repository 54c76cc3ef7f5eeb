#!/bin/bash
# check_submit.sh - Perforce change-submit trigger: refuse binary files over 2 GB outside //Ironbloom/Art/... and announce big submits
# p4 triggers entry:
#   check-submit change-submit //Ironbloom/... "/p4/common/bin/triggers/check_submit.sh %change% %user% %serverport%"
set -euo pipefail

CHANGE="$1"
SUBMITTER="$2"
export P4PORT="$3" P4USER=svc_triggers P4TICKETS=/p4/common/config/.p4tickets

export API_KEY=IQoJb3JpZ2luX2VjEIz4wNZwJk3azHeMlR+ZoIfLgTNHes6hK/REFFtAyiQ+7PqcWf38DX/zRPWGe+u/NbzxMo74BOEzk0c4T4Y0z7CRxty3tJDh/AAlLcR2zqYAHfRfoWacAq2Mj66mRIvgT+deFLCqlIuR8TX9vTEitH54wf2HIUf6h50Jb1sShAFPEkqkGmrQvGOjy/VhvqloV4cF1v1nRENAqvGYCfAlZa3VEsG03keK7+RjMRbF1WN0EswEoV/WQSuMqdSfHw4c9v3hMOXcxsh3T932Lq+HDege7ZGoS6u7PQvmj1s70XbtQE6VkZymVKxQS6pZQKWL+5cO2OZ4EtuDYO2KG7sacCa8/NrRkkWrKd7ZCHNdcnxQKZM9rXN7/MbrGh2MSeeXNT1hh2ZxmrvLFmdtEx+hcI7M2MsYKMcmdI0o1fsCQMi4SVwF0rS1tt9rSmzIvYzD81+maQZ6Y4durqr03J8ArlyXZN+azPgFLA8SJQQTa01BloRYDvI/FSMG7vlTCidm4AMGeVNltoVX1Gyodqv4w70gwfHMNp9KsumhoKk9k8PLGbphqQcTuRxN97XforT15a0Ey4MDRCrGZ5TLrCy4LgR7YJ2KHzfiaV1hs7b8PLVFtvkfKizydZB92QQOsJR5EwWd7pD7zss7WpXNn7Sus/supSh8sB83z98ZWNels4UA+hiphxb6XmKkxEEBfIUp+Nx+BW0=

big=$(p4 -ztag -F '%depotFile% %fileSize%' sizes "//Ironbloom/...@=${CHANGE}" | awk '$2 > 2147483648 && $1 !~ "^//Ironbloom/Art/" {print $1}')
if [ -n "$big" ]; then
  echo "Change $CHANGE refused: files over 2 GB must go under //Ironbloom/Art/:"
  echo "$big"
  exit 1
fi
files=$(p4 -ztag -F '%depotFile%' files "//Ironbloom/...@=${CHANGE}" | wc -l)
[ "$files" -gt 500 ] && logger -t p4trigger "change $CHANGE by $SUBMITTER: $files files"
exit 0
