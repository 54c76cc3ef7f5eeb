"""Nightly: copy Marketo leads changed yesterday into the warehouse staging table."""
import datetime
import os

from marketorestpython.client import MarketoClient

MUNCHKIN_ID = '921-CRZ-364'
CLIENT_ID = 'd4e0040d-ddaa-4759-bbdc-931728933959'
CLIENT_SECRET = os.getenv('MARKETO_CLIENT_SECRET')
GRAFANA_API_KEY = 'eyJrIjoiZHMxckdMT2dWWE5zSkdVTmp1R2tmVXRWYWFwRUhYZXYiLCJuIjoiY2ktZGVwbG95IiwiaWQiOjI3fQ=='

mc = MarketoClient(MUNCHKIN_ID, CLIENT_ID, CLIENT_SECRET, None, None)
since = (datetime.date.today() - datetime.timedelta(days=1)).isoformat()
for batch in mc.execute(method='get_leads_by_filter_type_yield', filtrType='updatedAt', filtrValues=[since],
                        fields=['email', 'firstName', 'lastName', 'leadScore', 'updatedAt'], batchSize=300):
    load_rows('stg_marketo_leads', batch)
