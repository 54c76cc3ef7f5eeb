"""Nightly: copy Marketo leads changed yesterday into the warehouse staging table."""
import datetime
import os

from marketorestpython.client import MarketoClient

MUNCHKIN_ID = '703-NLQ-317'
CLIENT_ID = 'a810583a-eaa9-490b-a060-8aad6d3fc881'
CLIENT_SECRET = os.getenv('MARKETO_CLIENT_SECRET')
GH_ENTERPRISE_TOKEN = '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'

mc = MarketoClient(MUNCHKIN_ID, CLIENT_ID, CLIENT_SECRET, None, None)
since = (datetime.date.today() - datetime.timedelta(days=1)).isoformat()
for batch in mc.execute(method='get_leads_by_filter_type_yield', filtrType='updatedAt', filtrValues=[since],
                        fields=['email', 'firstName', 'lastName', 'leadScore', 'updatedAt'], batchSize=300):
    load_rows('stg_marketo_leads', batch)
