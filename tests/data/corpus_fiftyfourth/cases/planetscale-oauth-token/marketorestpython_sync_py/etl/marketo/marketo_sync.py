"""Nightly: copy Marketo leads changed yesterday into the warehouse staging table."""
import datetime
import os

from marketorestpython.client import MarketoClient

MUNCHKIN_ID = '935-BKU-272'
CLIENT_ID = 'e1baa608-ee11-4764-8297-e468d6fdd3ce'
CLIENT_SECRET = os.getenv('MARKETO_CLIENT_SECRET')
CREDENTIAL = 'pscale_oauth_TFD2yXhq4GWHaKu_Xt4fpNm3-FXxbPWbY9sQQ1A9_Vl'

mc = MarketoClient(MUNCHKIN_ID, CLIENT_ID, CLIENT_SECRET, None, None)
since = (datetime.date.today() - datetime.timedelta(days=1)).isoformat()
for batch in mc.execute(method='get_leads_by_filter_type_yield', filtrType='updatedAt', filtrValues=[since],
                        fields=['email', 'firstName', 'lastName', 'leadScore', 'updatedAt'], batchSize=300):
    load_rows('stg_marketo_leads', batch)
