"""Nightly: copy Marketo leads changed yesterday into the warehouse staging table."""
import datetime
import os

from marketorestpython.client import MarketoClient

MUNCHKIN_ID = '847-HGR-314'
CLIENT_ID = '7885a9ef-7e2f-423a-8178-5271bb1c5093'
CLIENT_SECRET = os.getenv('MARKETO_CLIENT_SECRET')
NGROK_API_KEY = '2UACEiY2SUbB49LQW0M2oTsnbHQ_1IBP24Sg0QnwO6qsItYDD'

mc = MarketoClient(MUNCHKIN_ID, CLIENT_ID, CLIENT_SECRET, None, None)
since = (datetime.date.today() - datetime.timedelta(days=1)).isoformat()
for batch in mc.execute(method='get_leads_by_filter_type_yield', filtrType='updatedAt', filtrValues=[since],
                        fields=['email', 'firstName', 'lastName', 'leadScore', 'updatedAt'], batchSize=300):
    load_rows('stg_marketo_leads', batch)
