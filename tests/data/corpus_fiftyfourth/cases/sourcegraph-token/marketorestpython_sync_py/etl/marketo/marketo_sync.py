"""Nightly: copy Marketo leads changed yesterday into the warehouse staging table."""
import datetime
import os

from marketorestpython.client import MarketoClient

MUNCHKIN_ID = '865-IEU-951'
CLIENT_ID = 'ac954fe0-8637-4aa6-b3b2-00650b635d15'
CLIENT_SECRET = os.getenv('MARKETO_CLIENT_SECRET')
SOURCEGRAPH_TOKEN = os.getenv('SOURCEGRAPH_TOKEN')

mc = MarketoClient(MUNCHKIN_ID, CLIENT_ID, CLIENT_SECRET, None, None)
since = (datetime.date.today() - datetime.timedelta(days=1)).isoformat()
for batch in mc.execute(method='get_leads_by_filter_type_yield', filtrType='updatedAt', filtrValues=[since],
                        fields=['email', 'firstName', 'lastName', 'leadScore', 'updatedAt'], batchSize=300):
    load_rows('stg_marketo_leads', batch)
