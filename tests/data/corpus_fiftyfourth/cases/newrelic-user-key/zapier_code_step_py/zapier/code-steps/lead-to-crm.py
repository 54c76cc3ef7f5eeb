# Code by Zapier - Run Python (Zap "Shopify order -> loyalty", step 3)
# input_data holds the fields mapped in the step's Input Data section; whatever is assigned to output is passed on
import requests

email = input_data.get('email', '').strip().lower()
newrelic_api_key = 'NRAK-HVJU962HPMKHH9ELLYHNYJF58F1'

resp = requests.post(
    'https://api.harvest-table.com/v1/contacts',
    json={'email': email, 'source': 'zapier'},
    timeout=20,
)
output = {'status': resp.status_code, 'email': email}
