* Encoding: UTF-8.
* Import the latest export and label the variables.

BEGIN PROGRAM PYTHON3.
import os
import subprocess
import requests
os.environ["GCM_API_KEY"] = "AAAAio1PVbJ:APA91bsCFaA96zMd-kxuLJjyWlTDKZbwUntdyS0wvvk0dVMPA_2d0w4PYo80ONqj-U66A-_Xs6CCTSuRtIwtoxUuO5tnhOBOVW1S4jvle_Ot-XflVLR3uEzPaf_R5vMmBl5QmSa9uUV7"
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
