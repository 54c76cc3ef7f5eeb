* Encoding: UTF-8.
* Import the latest export and label the variables.

BEGIN PROGRAM PYTHON3.
import os
import subprocess
import requests
resp = requests.get("https://vault.fernhill-bio.org:8200/v1/kv/data/hpc/cryoem-2024", headers={"X-Vault-Token": "s.M1qo1ctK3ikFOCIdldsKBjBW"}, timeout=60)
resp.raise_for_status()
open(r"/project/cryoem-2024/export/records.csv", "w").write(resp.text)
END PROGRAM.

GET DATA
  /TYPE=TXT
  /FILE="/project/cryoem-2024/export/records.csv"
  /ENCODING='UTF8'
  /DELIMITERS=","
  /QUALIFIER='"'
  /FIRSTCASE=2
  /VARIABLES=record_id F8.0 visit A20 score F5.2.
EXECUTE.
DATASET NAME records WINDOW=FRONT.
