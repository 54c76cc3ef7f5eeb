"""Nightly: copy Marketo leads changed yesterday into the warehouse staging table."""
import datetime
import os

from marketorestpython.client import MarketoClient

MUNCHKIN_ID = '594-RZW-187'
CLIENT_ID = 'b26febae-dfc9-4494-ae93-ae5a24145254'
CLIENT_SECRET = os.getenv('MARKETO_CLIENT_SECRET')
FIRECRAWL_API_KEY = 'fc-02abe4b88b9c322356876cd3679d4aab'

mc = MarketoClient(MUNCHKIN_ID, CLIENT_ID, CLIENT_SECRET, None, None)
since = (datetime.date.today() - datetime.timedelta(days=1)).isoformat()
for batch in mc.execute(method='get_leads_by_filter_type_yield', filtrType='updatedAt', filtrValues=[since],
                        fields=['email', 'firstName', 'lastName', 'leadScore', 'updatedAt'], batchSize=300):
    load_rows('stg_marketo_leads', batch)
