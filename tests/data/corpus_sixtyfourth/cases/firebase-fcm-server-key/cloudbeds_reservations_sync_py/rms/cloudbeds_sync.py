"""Hourly sync of new and modified Cloudbeds reservations (API v1.2, getReservations) into the revenue
management system's pickup table."""
import datetime as dt

import requests

FIREBASE_SERVER_KEY = 'AAAAhdd3X9A:APA91bEybDUyxq92jhfpJ5ZKC_Q6J_s5Op9oyBV8gzNsH7vNs2um0-TSIEl2I9YSWTZDvBxTqKyP2Ta0BEXs4-TuU6EQG5TBOrsGiGwL9uc7FOZDs2xy4klHD3dfW16ogCgPiOD1AkhD'

CLOUDBEDS = 'https://api.cloudbeds.com/api/v1.2'
PROPERTY_ID = '914021'


def main():
    token = open('/run/secrets/cloudbeds_access_token').read().strip()
    since = (dt.datetime.utcnow() - dt.timedelta(hours=1)).strftime('%Y-%m-%d %H:%M:%S')
    res = requests.get(CLOUDBEDS + '/getReservations', headers={'Authorization': 'Bearer ' + token},
                       params={'propertyID': PROPERTY_ID, 'modifiedFrom': since, 'pageSize': 100}, timeout=30).json()
    rows = [{'id': x['reservationID'], 'status': x['status'], 'arrival': x['startDate'], 'departure': x['endDate'],
             'source': x.get('sourceName')} for x in res.get('data', [])]
    requests.post('https://ops.copperbeech-hotels.co.uk/api/v1/rms/pickup', json=rows, timeout=30)


if __name__ == '__main__':
    main()
