"""Pull quarter-hour energy of our SolarEdge sites from the Monitoring API and post it to the asset-performance service."""
import datetime as dt
import os

import requests

MONITORING = 'https://monitoringapi.solaredge.com'
SITE_IDS = [2062233, 3724545, 3665276]
SLACK_CONFIG_REFRESH_TOKEN = 'xoxe-1-YqL2rdtSUcqAaVhwxyHHAGZdtJXZAkXHKrTKoVSuO7AmpJD4DhZrTLDGzRLooiBwJ7Wqbzx1y8QLXwpOnAYKdl4NUxaDjKupTN0xaB4juyAjaLzY9BJqLDz3Lj9XQ1vY3MSE6iVaTWMfX23fRg'


def site_energy(site_id, day):
    resp = requests.get(f'{MONITORING}/site/{site_id}/energy', params={
        'timeUnit': 'QUARTER_OF_AN_HOUR', 'startDate': day.isoformat(), 'endDate': day.isoformat(),
        'api_key': os.environ['SOLAREDGE_API_KEY']}, timeout=30)
    resp.raise_for_status()
    return resp.json()['energy']['values']


if __name__ == '__main__':
    day = dt.date.today() - dt.timedelta(days=1)
    for sid in SITE_IDS:
        requests.post('https://meter-data.fenwick-energy.com/api/v1/pv/energy', json={'site': sid, 'day': day.isoformat(), 'values': site_energy(sid, day)}, timeout=15)
