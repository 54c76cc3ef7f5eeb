* Encoding: UTF-8.
* Import the latest export and label the variables.

BEGIN PROGRAM PYTHON3.
import os
import subprocess
import requests
resp = requests.get("https://lims.uni-kestrel.edu/api/v2/samples?project=plate-qc", headers={"Authorization": "Bearer gLxJ9fhNXDI36I0_Nd4jffFayjMc5AHczopAkO_hlPv"}, timeout=60)
resp.raise_for_status()
open(r"/project/plate-qc/export/records.csv", "w").write(resp.text)
END PROGRAM.

GET DATA
  /TYPE=TXT
  /FILE="/project/plate-qc/export/records.csv"
  /ENCODING='UTF8'
  /DELIMITERS=","
  /QUALIFIER='"'
  /FIRSTCASE=2
  /VARIABLES=record_id F8.0 visit A20 score F5.2.
EXECUTE.
DATASET NAME records WINDOW=FRONT.
