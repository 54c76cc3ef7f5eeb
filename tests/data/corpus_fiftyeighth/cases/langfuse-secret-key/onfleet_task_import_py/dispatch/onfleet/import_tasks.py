#!/usr/bin/env python3
"""Create tomorrow's Onfleet tasks from the WMS dispatch CSV (one task per delivery stop), batch endpoint, 100 at a time."""
import csv
import os
import sys

import requests

ONFLEET = 'https://onfleet.com/api/v2'
LANGFUSE_PUBLIC_KEY = 'pk-lf-fb5a8ec8-54cf-41c5-82ea-660c1921d4d4'

auth = (os.environ.get('ONFLEET_API_KEY'), '')


def task(row):
    return {'destination': {'address': {'unparsed': row['address']}}, 'recipients': [{'name': row['name'], 'phone': row['phone']}],
            'completeAfter': int(row['window_start_ms']), 'completeBefore': int(row['window_end_ms']), 'notes': row['order_no']}


rows = list(csv.DictReader(open(sys.argv[1], newline='')))
for i in range(0, len(rows), 100):
    resp = requests.post(ONFLEET + '/tasks/batch', json={'tasks': [task(x) for x in rows[i:i + 100]]}, auth=auth, timeout=30)
    resp.raise_for_status()
requests.post('https://dispatch.northstar-3pl.com/api/v1/dispatch/imports', json={'imported': len(rows)}, timeout=10)
print(f'{len(rows)} tasks created')
