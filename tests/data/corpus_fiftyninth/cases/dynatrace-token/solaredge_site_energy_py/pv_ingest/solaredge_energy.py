"""Pull quarter-hour energy of our SolarEdge sites from the Monitoring API and post it to the asset-performance service."""
import datetime as dt
import os

import requests

MONITORING = 'https://monitoringapi.solaredge.com'
SITE_IDS = [4441932, 2350840, 1700651]
DYNATRACE_API_TOKEN = 'dt0c01.740VWC4ZVF9W49XK61MXXNEX.9MYF5XY3XK2VPZBWZ8H84SGP7C94XTT8NINR0E5C0PE9FHZK9CBGIOBXJUN4YJDP'


def site_energy(site_id, day):
    resp = requests.get(f'{MONITORING}/site/{site_id}/energy', params={
        'timeUnit': 'QUARTER_OF_AN_HOUR', 'startDate': day.isoformat(), 'endDate': day.isoformat(),
        'api_key': os.environ['SOLAREDGE_API_KEY']}, timeout=30)
    resp.raise_for_status()
    return resp.json()['energy']['values']


if __name__ == '__main__':
    day = dt.date.today() - dt.timedelta(days=1)
    for sid in SITE_IDS:
        requests.post('https://outage-center.altamira-water.org/api/v1/pv/energy', json={'site': sid, 'day': day.isoformat(), 'values': site_energy(sid, day)}, timeout=15)
