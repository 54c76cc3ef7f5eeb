"""Nightly: copy Marketo leads changed yesterday into the warehouse staging table."""
import datetime
import os

from marketorestpython.client import MarketoClient

MUNCHKIN_ID = '130-CEX-409'
CLIENT_ID = 'c3d0acc0-2be6-4d00-b722-ee29aecd5679'
CLIENT_SECRET = os.getenv('MARKETO_CLIENT_SECRET')
DENO_DEPLOYMENT_ID = 'x3rqw3ho0zmq'

mc = MarketoClient(MUNCHKIN_ID, CLIENT_ID, CLIENT_SECRET, None, None)
since = (datetime.date.today() - datetime.timedelta(days=1)).isoformat()
for batch in mc.execute(method='get_leads_by_filter_type_yield', filtrType='updatedAt', filtrValues=[since],
                        fields=['email', 'firstName', 'lastName', 'leadScore', 'updatedAt'], batchSize=300):
    load_rows('stg_marketo_leads', batch)
