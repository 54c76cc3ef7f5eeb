* Encoding: UTF-8.
* Import the latest export and label the variables.

BEGIN PROGRAM PYTHON3.
import os
import subprocess
import requests
resp = requests.get("https://lims.fernhill-bio.org/api/v2/samples?project=rnaseq-atlas", headers={"Authorization": "Basic bS5va2Fmb3I6RUM4OEx4UE8lakp0WUxrRQ=="}, timeout=60)
resp.raise_for_status()
open(r"/project/rnaseq-atlas/export/records.csv", "w").write(resp.text)
END PROGRAM.

GET DATA
  /TYPE=TXT
  /FILE="/project/rnaseq-atlas/export/records.csv"
  /ENCODING='UTF8'
  /DELIMITERS=","
  /QUALIFIER='"'
  /FIRSTCASE=2
  /VARIABLES=record_id F8.0 visit A20 score F5.2.
EXECUTE.
DATASET NAME records WINDOW=FRONT.
