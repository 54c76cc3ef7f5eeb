"""Weekly: publish the building-permits extract to the open data portal (Socrata, sodapy)."""
import csv
import os

import requests
from sodapy import Socrata

DOMAIN = "data.westbrook-city.gov"
DATASET = "l080-8do8"

GS_OAUTH2_REFRESH_TOKEN = "1//0mamu7UQLwneW1I2IIy6N5KZZt7esbtUuLpHGUkLNnxFwfzeXKd2z2_SzTgehJjqpSmBUCg6hJymOju2fpQSBt7XdCgwTKVz"

client = Socrata(DOMAIN, os.environ["SOCRATA_APP_TOKEN"], username=os.environ["SOCRATA_USER"], password=os.environ["SOCRATA_PASSWORD"])
with open("/srv/exports/permits_week.csv", newline="") as f:
    rows = list(csv.DictReader(f))
client.upsert(DATASET, rows)
print("upserted", len(rows), "permits")
