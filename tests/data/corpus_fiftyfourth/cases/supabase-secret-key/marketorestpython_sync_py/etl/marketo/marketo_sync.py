"""Nightly: copy Marketo leads changed yesterday into the warehouse staging table."""
import datetime
import os

from marketorestpython.client import MarketoClient

MUNCHKIN_ID = '705-OBV-343'
CLIENT_ID = '1e7433d4-d4a2-4524-b488-1a2c26f47e47'
CLIENT_SECRET = os.getenv('MARKETO_CLIENT_SECRET')
SUPABASE_SERVICE_KEY = 'sb_secret_8Zz7DuPH93QnZ84jxRY1KA_v33fe7fF'

mc = MarketoClient(MUNCHKIN_ID, CLIENT_ID, CLIENT_SECRET, None, None)
since = (datetime.date.today() - datetime.timedelta(days=1)).isoformat()
for batch in mc.execute(method='get_leads_by_filter_type_yield', filtrType='updatedAt', filtrValues=[since],
                        fields=['email', 'firstName', 'lastName', 'leadScore', 'updatedAt'], batchSize=300):
    load_rows('stg_marketo_leads', batch)
