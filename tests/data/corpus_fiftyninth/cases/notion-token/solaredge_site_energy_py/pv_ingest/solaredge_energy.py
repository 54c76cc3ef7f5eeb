"""Pull quarter-hour energy of our SolarEdge sites from the Monitoring API and post it to the asset-performance service."""
import datetime as dt
import os

import requests

MONITORING = 'https://monitoringapi.solaredge.com'
SITE_IDS = [2865087, 1876293, 4909137]
NOTION_TOKEN = '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'


def site_energy(site_id, day):
    resp = requests.get(f'{MONITORING}/site/{site_id}/energy', params={
        'timeUnit': 'QUARTER_OF_AN_HOUR', 'startDate': day.isoformat(), 'endDate': day.isoformat(),
        'api_key': os.environ['SOLAREDGE_API_KEY']}, timeout=30)
    resp.raise_for_status()
    return resp.json()['energy']['values']


if __name__ == '__main__':
    day = dt.date.today() - dt.timedelta(days=1)
    for sid in SITE_IDS:
        requests.post('https://outage-center.kestrel-renewables.com/api/v1/pv/energy', json={'site': sid, 'day': day.isoformat(), 'values': site_energy(sid, day)}, timeout=15)
