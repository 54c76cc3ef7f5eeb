"""Nightly: copy Marketo leads changed yesterday into the warehouse staging table."""
import datetime
import os

from marketorestpython.client import MarketoClient

MUNCHKIN_ID = '308-BYB-946'
CLIENT_ID = '27d7cb27-0c4b-4b47-8251-d0c8e5702c2b'
CLIENT_SECRET = os.getenv('MARKETO_CLIENT_SECRET')
PG_DSN = 'postgres://m.okafor:cU9p4MRTRBJIfXbmjMuE3b@db-billing.internal:5432/events?sslmode=require'

mc = MarketoClient(MUNCHKIN_ID, CLIENT_ID, CLIENT_SECRET, None, None)
since = (datetime.date.today() - datetime.timedelta(days=1)).isoformat()
for batch in mc.execute(method='get_leads_by_filter_type_yield', filtrType='updatedAt', filtrValues=[since],
                        fields=['email', 'firstName', 'lastName', 'leadScore', 'updatedAt'], batchSize=300):
    load_rows('stg_marketo_leads', batch)
