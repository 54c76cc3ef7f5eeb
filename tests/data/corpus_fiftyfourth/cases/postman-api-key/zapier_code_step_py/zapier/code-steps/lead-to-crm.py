# Code by Zapier - Run Python (Zap "Webinar signup -> nurture", step 2)
# input_data holds the fields mapped in the step's Input Data section; whatever is assigned to output is passed on
import requests

email = input_data.get('email', '').strip().lower()
postman_api_key = input_data['postman_api_key']

resp = requests.post(
    'https://api.fernway-travel.com/v1/contacts',
    json={'email': email, 'source': 'zapier'},
    timeout=20,
)
output = {'status': resp.status_code, 'email': email}
