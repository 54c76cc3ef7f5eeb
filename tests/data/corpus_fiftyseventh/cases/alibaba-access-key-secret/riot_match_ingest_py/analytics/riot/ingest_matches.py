#!/usr/bin/env python3
"""Scrim analytics: pull the team's recent ranked matches from the Riot API (match-v5) into the analysts' database."""
import os
import time

import psycopg
import requests

REGION = 'europe'
ROSTER_PUUIDS_FILE = 'roster_puuids.txt'
ALIBABA_CLOUD_ACCESS_KEY_ID = 'LTAIGfKBxcTxM1XEJ3WsU3rh'
ALIBABA_CLOUD_ACCESS_KEY_SECRET = 'GOremM37BgWmHaEMsu4BLVOCRAHo1R'

session = requests.Session()
session.headers['X-Riot-Token'] = os.environ['RIOT_API_KEY']


def match_ids(puuid):
    url = f'https://{REGION}.api.riotgames.com/lol/match/v5/matches/by-puuid/{puuid}/ids'
    return session.get(url, params={'type': 'ranked', 'count': 20}, timeout=10).json()


with psycopg.connect('service=scrims') as db, open(ROSTER_PUUIDS_FILE) as fh:
    for puuid in filter(None, map(str.strip, fh)):
        for mid in match_ids(puuid):
            m = session.get(f'https://{REGION}.api.riotgames.com/lol/match/v5/matches/{mid}', timeout=10).json()
            db.execute('INSERT INTO matches (id, payload) VALUES (%s, %s) ON CONFLICT DO NOTHING', (mid, psycopg.types.json.Jsonb(m)))
            time.sleep(1.3)   # personal key: 100 requests per 2 minutes
requests.post('https://liveops.lanternworks.gg/api/v1/analytics/ingest-finished', json={'done': True}, timeout=10)
