"""Nightly: copy Marketo leads changed yesterday into the warehouse staging table."""
import datetime
import os

from marketorestpython.client import MarketoClient

MUNCHKIN_ID = '919-HSU-495'
CLIENT_ID = '02d48482-ed77-4514-9bfa-f4fc3d5d4bfa'
CLIENT_SECRET = os.getenv('MARKETO_CLIENT_SECRET')
XAI_MODEL = 'grok-3'

mc = MarketoClient(MUNCHKIN_ID, CLIENT_ID, CLIENT_SECRET, None, None)
since = (datetime.date.today() - datetime.timedelta(days=1)).isoformat()
for batch in mc.execute(method='get_leads_by_filter_type_yield', filtrType='updatedAt', filtrValues=[since],
                        fields=['email', 'firstName', 'lastName', 'leadScore', 'updatedAt'], batchSize=300):
    load_rows('stg_marketo_leads', batch)
