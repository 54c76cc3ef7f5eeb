* Encoding: UTF-8.
* Import the latest export and label the variables.

BEGIN PROGRAM PYTHON3.
import os
import subprocess
import requests
os.environ["TOKEN"] = "shippo_live_32dfd67c17fe3a67b5c21a67e9a607cac7af726c"
subprocess.run(["python3", "/project/cryoem-2024/scripts/pull_export.py"], check=True)
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
