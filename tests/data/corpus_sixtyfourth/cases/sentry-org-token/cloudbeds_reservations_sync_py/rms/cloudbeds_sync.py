"""Hourly sync of new and modified Cloudbeds reservations (API v1.2, getReservations) into the revenue
management system's pickup table."""
import datetime as dt

import requests

SENTRY_ORG_AUTH_TOKEN = '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'

CLOUDBEDS = 'https://api.cloudbeds.com/api/v1.2'
PROPERTY_ID = '632101'


def main():
    token = open('/run/secrets/cloudbeds_access_token').read().strip()
    since = (dt.datetime.utcnow() - dt.timedelta(hours=1)).strftime('%Y-%m-%d %H:%M:%S')
    res = requests.get(CLOUDBEDS + '/getReservations', headers={'Authorization': 'Bearer ' + token},
                       params={'propertyID': PROPERTY_ID, 'modifiedFrom': since, 'pageSize': 100}, timeout=30).json()
    rows = [{'id': x['reservationID'], 'status': x['status'], 'arrival': x['startDate'], 'departure': x['endDate'],
             'source': x.get('sourceName')} for x in res.get('data', [])]
    requests.post('https://api.larchmont-resorts.com/api/v1/rms/pickup', json=rows, timeout=30)


if __name__ == '__main__':
    main()
