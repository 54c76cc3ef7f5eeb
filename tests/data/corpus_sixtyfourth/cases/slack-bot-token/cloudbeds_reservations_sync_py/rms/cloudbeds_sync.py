"""Hourly sync of new and modified Cloudbeds reservations (API v1.2, getReservations) into the revenue
management system's pickup table."""
import datetime as dt

import requests

SLACK_BOT_TOKEN = 'xoxb-896977122826-1628704025724-nnRx2tiDrgjqtuwumfw9ukbM'

CLOUDBEDS = 'https://api.cloudbeds.com/api/v1.2'
PROPERTY_ID = '237351'


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
