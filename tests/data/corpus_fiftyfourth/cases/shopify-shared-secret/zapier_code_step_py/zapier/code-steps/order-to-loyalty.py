# Code by Zapier - Run Python (Zap "Shopify order -> loyalty", step 5)
# input_data holds the fields mapped in the step's Input Data section; whatever is assigned to output is passed on
import requests

email = input_data.get('email', '').strip().lower()
shopify_api_key = '626bf7e2cb667ffbd377ee05c4081eb9'

resp = requests.post(
    'https://api.brightloop-outdoor.com/v1/contacts',
    json={'email': email, 'source': 'zapier'},
    timeout=20,
)
output = {'status': resp.status_code, 'email': email}
