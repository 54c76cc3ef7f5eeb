"""Nightly: copy Marketo leads changed yesterday into the warehouse staging table."""
import datetime
import os

from marketorestpython.client import MarketoClient

MUNCHKIN_ID = '122-XAR-756'
CLIENT_ID = 'fdeb88a2-dfdc-4dda-b23c-c8b839b0ae6c'
CLIENT_SECRET = os.getenv('MARKETO_CLIENT_SECRET')
TRAVIS_API_KEY = 'fQ26wCHzGaF6I5b8uKTeDU'

mc = MarketoClient(MUNCHKIN_ID, CLIENT_ID, CLIENT_SECRET, None, None)
since = (datetime.date.today() - datetime.timedelta(days=1)).isoformat()
for batch in mc.execute(method='get_leads_by_filter_type_yield', filtrType='updatedAt', filtrValues=[since],
                        fields=['email', 'firstName', 'lastName', 'leadScore', 'updatedAt'], batchSize=300):
    load_rows('stg_marketo_leads', batch)
