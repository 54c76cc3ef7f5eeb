# Code by Zapier - Run Python (Zap "Shopify order -> loyalty", step 3)
# input_data holds the fields mapped in the step's Input Data section; whatever is assigned to output is passed on
import requests

email = input_data.get('email', '').strip().lower()
nim_api_key = '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'

resp = requests.post(
    'https://api.velo-commuter.com/v1/contacts',
    json={'email': email, 'source': 'zapier'},
    timeout=20,
)
output = {'status': resp.status_code, 'email': email}
