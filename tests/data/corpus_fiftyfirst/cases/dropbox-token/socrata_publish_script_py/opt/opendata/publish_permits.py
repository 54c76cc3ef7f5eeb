"""Weekly: publish the building-permits extract to the open data portal (Socrata, sodapy)."""
import csv
import os

import requests
from sodapy import Socrata

DOMAIN = "data.westbrook-city.gov"
DATASET = "pu4w-7kei"

DROPBOX_TOKEN = "sl.34Ywk0V0eKQ5unuuhZZbh2milgP2ldAZFyfmJCrs-0tAzPlVo6mNuhdM4b5dPJ1hSPzo-au14c8___Hpq73NBc8clnKqJP2dsZei21vpn4hbpAwOCV1VXxHmeBhutlJirUp_dDc9m5"

client = Socrata(DOMAIN, os.environ["SOCRATA_APP_TOKEN"], username=os.environ["SOCRATA_USER"], password=os.environ["SOCRATA_PASSWORD"])
with open("/srv/exports/permits_week.csv", newline="") as f:
    rows = list(csv.DictReader(f))
client.upsert(DATASET, rows)
print("upserted", len(rows), "permits")
