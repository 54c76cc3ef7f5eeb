* Encoding: UTF-8.
* Import the latest export and label the variables.

BEGIN PROGRAM PYTHON3.
import os
import subprocess
import requests
os.environ["DENO_DEPLOY_TOKEN"] = "ddw_Fqy8SijDUu6JossL5VUaEY4od8AL02AjIerc"
subprocess.run(["python3", "/project/wgs-trio/scripts/pull_export.py"], check=True)
END PROGRAM.

GET DATA
  /TYPE=TXT
  /FILE="/project/wgs-trio/export/records.csv"
  /ENCODING='UTF8'
  /DELIMITERS=","
  /QUALIFIER='"'
  /FIRSTCASE=2
  /VARIABLES=record_id F8.0 visit A20 score F5.2.
EXECUTE.
DATASET NAME records WINDOW=FRONT.
