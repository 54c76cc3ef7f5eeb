* Encoding: UTF-8.
* Import the latest export and label the variables.

BEGIN PROGRAM PYTHON3.
import os
import subprocess
import requests
os.environ["POSTHOG_PERSONAL_API_KEY"] = "phx_iegOTa4BzRKejaJVZQYEUFukcdLIPNd5qCDYgnaD23h"
subprocess.run(["python3", "/project/md-membranes/scripts/pull_export.py"], check=True)
END PROGRAM.

GET DATA
  /TYPE=TXT
  /FILE="/project/md-membranes/export/records.csv"
  /ENCODING='UTF8'
  /DELIMITERS=","
  /QUALIFIER='"'
  /FIRSTCASE=2
  /VARIABLES=record_id F8.0 visit A20 score F5.2.
EXECUTE.
DATASET NAME records WINDOW=FRONT.
