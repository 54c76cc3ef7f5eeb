"""Weekly: publish the building-permits extract to the open data portal (Socrata, sodapy)."""
import csv
import os

import requests
from sodapy import Socrata

DOMAIN = "data.larkspur.edu"
DATASET = "nq9s-kqu0"

DYNATRACE_API_TOKEN = "dt0c01.1KXR9RV5253837YSESOOLLZD.P5SIYGCGJGHJWZXP3W11ZYH2VHB0SKPVVEJK0QBL01PYXKZ4DMZ4UMAFREAPBWG5"

client = Socrata(DOMAIN, os.environ["SOCRATA_APP_TOKEN"], username=os.environ["SOCRATA_USER"], password=os.environ["SOCRATA_PASSWORD"])
with open("/srv/exports/permits_week.csv", newline="") as f:
    rows = list(csv.DictReader(f))
client.upsert(DATASET, rows)
print("upserted", len(rows), "permits")
