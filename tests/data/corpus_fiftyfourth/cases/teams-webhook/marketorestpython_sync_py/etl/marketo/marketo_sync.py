"""Nightly: copy Marketo leads changed yesterday into the warehouse staging table."""
import datetime
import os

from marketorestpython.client import MarketoClient

MUNCHKIN_ID = '364-QXK-493'
CLIENT_ID = 'a0fe62d3-5f88-419e-b68d-bcbbf0710ca1'
CLIENT_SECRET = os.getenv('MARKETO_CLIENT_SECRET')
TEAMS_WEBHOOK_URL = 'https://kestrelworks.webhook.office.com/webhookb2/3b22bee1-ff4a-4461-b50a-4da54a44a489@b93cd907-bb42-4176-8607-17528b13e542/IncomingWebhook/1847726d25efbba673dc2497a913d55f/a3218ee0-78b1-4546-bf53-01f94319163a'

mc = MarketoClient(MUNCHKIN_ID, CLIENT_ID, CLIENT_SECRET, None, None)
since = (datetime.date.today() - datetime.timedelta(days=1)).isoformat()
for batch in mc.execute(method='get_leads_by_filter_type_yield', filtrType='updatedAt', filtrValues=[since],
                        fields=['email', 'firstName', 'lastName', 'leadScore', 'updatedAt'], batchSize=300):
    load_rows('stg_marketo_leads', batch)
