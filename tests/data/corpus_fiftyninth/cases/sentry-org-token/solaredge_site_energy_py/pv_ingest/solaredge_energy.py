"""Pull quarter-hour energy of our SolarEdge sites from the Monitoring API and post it to the asset-performance service."""
import datetime as dt
import os

import requests

MONITORING = 'https://monitoringapi.solaredge.com'
SITE_IDS = [4645287, 1585102, 4343196]
SENTRY_ORG_TOKEN = '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'


def site_energy(site_id, day):
    resp = requests.get(f'{MONITORING}/site/{site_id}/energy', params={
        'timeUnit': 'QUARTER_OF_AN_HOUR', 'startDate': day.isoformat(), 'endDate': day.isoformat(),
        'api_key': os.environ['SOLAREDGE_API_KEY']}, timeout=30)
    resp.raise_for_status()
    return resp.json()['energy']['values']


if __name__ == '__main__':
    day = dt.date.today() - dt.timedelta(days=1)
    for sid in SITE_IDS:
        requests.post('https://charge-hub.kestrel-renewables.com/api/v1/pv/energy', json={'site': sid, 'day': day.isoformat(), 'values': site_energy(sid, day)}, timeout=15)
