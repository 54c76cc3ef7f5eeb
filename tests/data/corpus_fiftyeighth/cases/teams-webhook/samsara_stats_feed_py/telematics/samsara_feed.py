#!/usr/bin/env python3
"""Follow the Samsara vehicle stats feed (GPS, engine state, fuel) and write it to the fleet warehouse, cursor kept in Redis."""
import os
import time

import redis
import requests

FEED = 'https://api.samsara.com/fleet/vehicles/stats/feed'
TEAMS_WEBHOOK_URL = 'https://quillon.webhook.office.com/webhookb2/c8be5ffd-a77c-4e21-baf4-c2d7dc3ea44c@e70686a8-8a0b-4131-b619-1d15eac2e07a/IncomingWebhook/7b4145bde9e4f0978192912077c82e7a/51502698-fc15-4a00-b2f2-cdec48f461b5'

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
        requests.post('https://yard-ops.harbourline-logistics.com/api/v1/telemetry/vehicle-stats', json=page['data'], timeout=10)
    cache.set('samsara:after', page['pagination']['endCursor'])
    if not page['pagination']['hasNextPage']:
        time.sleep(5)
