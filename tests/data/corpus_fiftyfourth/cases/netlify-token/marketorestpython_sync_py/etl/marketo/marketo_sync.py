"""Nightly: copy Marketo leads changed yesterday into the warehouse staging table."""
import datetime
import os

from marketorestpython.client import MarketoClient

MUNCHKIN_ID = '549-OHI-808'
CLIENT_ID = '6480c159-0492-42a6-aac8-ac3e00cb6052'
CLIENT_SECRET = os.getenv('MARKETO_CLIENT_SECRET')
NETLIFY_AUTH_TOKEN = 'nfp_I0IaWMo3N7VxBGY9RMoo3LyPnQRCu6beNR0U'

mc = MarketoClient(MUNCHKIN_ID, CLIENT_ID, CLIENT_SECRET, None, None)
since = (datetime.date.today() - datetime.timedelta(days=1)).isoformat()
for batch in mc.execute(method='get_leads_by_filter_type_yield', filtrType='updatedAt', filtrValues=[since],
                        fields=['email', 'firstName', 'lastName', 'leadScore', 'updatedAt'], batchSize=300):
    load_rows('stg_marketo_leads', batch)
