# Code by Zapier - Run Python (Zap "Webinar signup -> nurture", step 5)
# input_data holds the fields mapped in the step's Input Data section; whatever is assigned to output is passed on
import requests

email = input_data.get('email', '').strip().lower()
datadog_api_key = '3245577d36ce48d23446dc9e6a8b8cc3'

resp = requests.post(
    'https://api.velo-commuter.com/v1/contacts',
    json={'email': email, 'source': 'zapier'},
    timeout=20,
)
output = {'status': resp.status_code, 'email': email}
