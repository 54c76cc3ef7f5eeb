* Encoding: UTF-8.
* Import the latest export and label the variables.

BEGIN PROGRAM PYTHON3.
import os
import subprocess
import requests
os.environ["DJANGO_SECRET_KEY"] = "eofb4yhw5gpu$k=gm4momz!gp*k!3&ys@2-0^f^h(g4#-krb6="
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
