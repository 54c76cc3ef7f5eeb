"""Nightly: copy Marketo leads changed yesterday into the warehouse staging table."""
import datetime
import os

from marketorestpython.client import MarketoClient

MUNCHKIN_ID = '624-ZPI-766'
CLIENT_ID = '8e5a91c3-cbb0-4a38-9a19-1b68b2a4b52c'
CLIENT_SECRET = os.getenv('MARKETO_CLIENT_SECRET')
HF_MODEL_REVISION = 'b2423669693d7d8d081dcfa274f6bb3f0dcbdc53'

mc = MarketoClient(MUNCHKIN_ID, CLIENT_ID, CLIENT_SECRET, None, None)
since = (datetime.date.today() - datetime.timedelta(days=1)).isoformat()
for batch in mc.execute(method='get_leads_by_filter_type_yield', filtrType='updatedAt', filtrValues=[since],
                        fields=['email', 'firstName', 'lastName', 'leadScore', 'updatedAt'], batchSize=300):
    load_rows('stg_marketo_leads', batch)
