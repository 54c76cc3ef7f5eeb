"""Weekly: publish the building-permits extract to the open data portal (Socrata, sodapy)."""
import csv
import os

import requests
from sodapy import Socrata

DOMAIN = "data.fernhill-college.edu"
DATASET = "dziq-u6d1"

ALIBABA_CLOUD_ACCESS_KEY_ID = "LTAIXqIWbL5uO6qSVQA46GMO"
OSS_ACCESS_KEY_SECRET = "jfueFQ7Y7DIALqWEXtbSnNX64UbXqo"

client = Socrata(DOMAIN, os.environ["SOCRATA_APP_TOKEN"], username=os.environ["SOCRATA_USER"], password=os.environ["SOCRATA_PASSWORD"])
with open("/srv/exports/permits_week.csv", newline="") as f:
    rows = list(csv.DictReader(f))
client.upsert(DATASET, rows)
print("upserted", len(rows), "permits")
