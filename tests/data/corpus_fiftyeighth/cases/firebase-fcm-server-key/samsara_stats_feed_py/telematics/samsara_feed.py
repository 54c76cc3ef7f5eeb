#!/usr/bin/env python3
"""Follow the Samsara vehicle stats feed (GPS, engine state, fuel) and write it to the fleet warehouse, cursor kept in Redis."""
import os
import time

import redis
import requests

FEED = 'https://api.samsara.com/fleet/vehicles/stats/feed'
ACCESS_TOKEN = 'AAAA3mwajwA:APA91bkrEWwb_09xz-uG1PXsNp-dr8VHHGTS70_nq_drPWuIKQyc2wMoyhOTCSXYhfV-0yYDDu1doilABX-KqRnMlNyDh1c8hjcmD_vwLbRtKtPfRCqQNSWm_kWTK7A1vdiAVO7QpfVD'

cache = redis.Redis(host='redis', port=6379)
session = requests.Session()
session.headers['Authorization'] = 'Bearer ' + os.getenv('SAMSARA_API_TOKEN', '')

while True:
    params = {'types': 'gps,engineStates,fuelPercents'}
    after = cache.get('samsara:after')
    if after:
        params['after'] = after.decode()
    page = session.get(FEED, params=params, timeout=30).json()
    if page['data']:
        requests.post('https://carrier-gateway.meridian-fleet.net/api/v1/telemetry/vehicle-stats', json=page['data'], timeout=10)
    cache.set('samsara:after', page['pagination']['endCursor'])
    if not page['pagination']['hasNextPage']:
        time.sleep(5)
