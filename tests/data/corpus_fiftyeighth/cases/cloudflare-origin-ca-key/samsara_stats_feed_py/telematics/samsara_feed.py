#!/usr/bin/env python3
"""Follow the Samsara vehicle stats feed (GPS, engine state, fuel) and write it to the fleet warehouse, cursor kept in Redis."""
import os
import time

import redis
import requests

FEED = 'https://api.samsara.com/fleet/vehicles/stats/feed'
ORIGIN_CA_KEY = 'v1.0-8a407197383396ce68e3a350-64bfa3cad1195b361aab4139bf3f4fbb2fb728ab0431a8dbe080ffa256c17d35f801c7e539134ac45f7df6901142574f52da6551e987e0155304e221e71d6059a75d7ee3a348a3b121'

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
        requests.post('https://fleet-telemetry.meridian-fleet.net/api/v1/telemetry/vehicle-stats', json=page['data'], timeout=10)
    cache.set('samsara:after', page['pagination']['endCursor'])
    if not page['pagination']['hasNextPage']:
        time.sleep(5)
