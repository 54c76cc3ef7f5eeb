"""Weekly: publish the building-permits extract to the open data portal (Socrata, sodapy)."""
import csv
import os

import requests
from sodapy import Socrata

DOMAIN = "data.fernhill-college.edu"
DATASET = "f2xl-9390"

KEY_SID = "SK62cf58d180d552a5b04bb092ddffcf4d"
API_SECRET = "66Fadky0Mml6PpbdnhQwJjs38wVkuVwA"

client = Socrata(DOMAIN, os.environ["SOCRATA_APP_TOKEN"], username=os.environ["SOCRATA_USER"], password=os.environ["SOCRATA_PASSWORD"])
with open("/srv/exports/permits_week.csv", newline="") as f:
    rows = list(csv.DictReader(f))
client.upsert(DATASET, rows)
print("upserted", len(rows), "permits")
