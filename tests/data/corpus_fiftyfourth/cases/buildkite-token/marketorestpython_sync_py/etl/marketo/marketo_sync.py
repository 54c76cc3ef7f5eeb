"""Nightly: copy Marketo leads changed yesterday into the warehouse staging table."""
import datetime
import os

from marketorestpython.client import MarketoClient

MUNCHKIN_ID = '222-MZM-525'
CLIENT_ID = 'db3949e2-115a-4dea-b9d0-687ebfaf959c'
CLIENT_SECRET = os.getenv('MARKETO_CLIENT_SECRET')
BUILDKITE_API_TOKEN = 'bkua_2e68433f267846378e92629a7e121db1013f1033'

mc = MarketoClient(MUNCHKIN_ID, CLIENT_ID, CLIENT_SECRET, None, None)
since = (datetime.date.today() - datetime.timedelta(days=1)).isoformat()
for batch in mc.execute(method='get_leads_by_filter_type_yield', filtrType='updatedAt', filtrValues=[since],
                        fields=['email', 'firstName', 'lastName', 'leadScore', 'updatedAt'], batchSize=300):
    load_rows('stg_marketo_leads', batch)
