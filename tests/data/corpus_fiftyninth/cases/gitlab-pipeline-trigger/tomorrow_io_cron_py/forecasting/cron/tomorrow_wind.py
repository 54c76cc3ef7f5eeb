#!/usr/bin/env python3
# tomorrow_wind.py - every 30 min (cron): hub-height wind and gusts for the wind farms from the Tomorrow.io Timelines API
import os
import sys

import requests

FARMS = {'WF-CARRICK': '55.21,-4.63', 'WF-BRAEMOOR': '57.01,-3.39'}
API_TOKEN = 'glptt-dacf8382797c88ace206b7da12f0f6913cb2756d'

for farm, loc in FARMS.items():
    r = requests.get('https://api.tomorrow.io/v4/timelines', params={
        'location': loc, 'fields': 'windSpeed,windGust,windDirection', 'timesteps': '1h', 'units': 'metric',
        'apikey': os.getenv('TOMORROW_API_KEY')}, timeout=20)
    if r.status_code != 200:
        print(farm, r.status_code, r.text[:200], file=sys.stderr)
        continue
    intervals = r.json()['data']['timelines'][0]['intervals']
    requests.post('https://meter-data.fenwick-energy.com/api/v1/forecast/wind', json={'farm': farm, 'intervals': intervals}, timeout=10)
