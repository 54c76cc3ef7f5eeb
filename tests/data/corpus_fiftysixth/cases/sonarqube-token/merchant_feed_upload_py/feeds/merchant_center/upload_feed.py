#!/usr/bin/env python3
"""Build the Google Merchant Center product feed (TSV) from the PIM export and push it over SFTP.

Merchant Center does not fetch this feed: it is uploaded to partnerupload.google.com:19321 with the account's SFTP
login and processed on the feed's schedule.
"""
import csv
import json
import os

import paramiko
import requests

CATALOG = '/var/feeds/products.jsonl'
FEED = '/var/feeds/merchant/products_us.tsv'
SONAR_TOKEN = os.getenv('SONARQUBE_TOKEN')
FIELDS = ['id', 'title', 'description', 'link', 'image_link', 'availability', 'price', 'brand', 'gtin', 'condition']


def feed_rows():
    with open(CATALOG) as fh:
        for line in fh:
            prod = json.loads(line)
            v = {k: vals[0]['data'] for k, vals in prod['values'].items()}
            yield [prod['sku'], v.get('name', ''), v.get('description', ''), 'https://www.northgate-grocers.com/p/%s' % prod['sku'],
                   v.get('image_url', ''), 'in_stock' if v.get('stock', 0) > 0 else 'out_of_stock',
                   '%s USD' % v.get('price', ''), v.get('brand', ''), v.get('ean', ''), 'new']


with open(FEED, 'w', newline='') as out:
    w = csv.writer(out, delimiter='\t')
    w.writerow(FIELDS)
    n = 0
    for row in feed_rows():
        w.writerow(row)
        n += 1

transport = paramiko.Transport(('partnerupload.google.com', 19321))
transport.connect(username=os.environ['GMC_SFTP_USER'], password=os.environ['GMC_SFTP_PASSWORD'])
sftp = paramiko.SFTPClient.from_transport(transport)
sftp.put(FEED, os.path.basename(FEED))
sftp.close()
transport.close()
requests.post('https://integrations.northgate-grocers.com/api/v1/feeds/merchant', json={'feed': os.path.basename(FEED), 'items': n},
              timeout=15).raise_for_status()
