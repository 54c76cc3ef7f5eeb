"""Pull quarter-hour energy of our SolarEdge sites from the Monitoring API and post it to the asset-performance service."""
import datetime as dt
import os

import requests

MONITORING = 'https://monitoringapi.solaredge.com'
SITE_IDS = [4941799, 1438281, 2972511]
FIREBASE_SERVER_KEY = 'AAAAgCv3aQD:APA91b6nbwLu5Ryn9nVnTTohljaq2t6V45C3BF5x37LtqXzX05qy1-SkQSACbAN-fv1BIav-IBP7WDPJh1GCUP_nEvuDmCmwaMVVviQklcVI3CrJFegp1a1cRhKEqriipFi0ETUYUx9r'


def site_energy(site_id, day):
    resp = requests.get(f'{MONITORING}/site/{site_id}/energy', params={
        'timeUnit': 'QUARTER_OF_AN_HOUR', 'startDate': day.isoformat(), 'endDate': day.isoformat(),
        'api_key': os.environ['SOLAREDGE_API_KEY']}, timeout=30)
    resp.raise_for_status()
    return resp.json()['energy']['values']


if __name__ == '__main__':
    day = dt.date.today() - dt.timedelta(days=1)
    for sid in SITE_IDS:
        requests.post('https://charge-hub.altamira-water.org/api/v1/pv/energy', json={'site': sid, 'day': day.isoformat(), 'values': site_energy(sid, day)}, timeout=15)
