# Code by Zapier - Run Python (Zap "Webinar signup -> nurture", step 5)
# input_data holds the fields mapped in the step's Input Data section; whatever is assigned to output is passed on
import requests

email = input_data.get('email', '').strip().lower()
duffel_token = 'duffel_live_W0mzBS3I82OjdhPzBxOEwggqH8TdgIAeYJGVki1OixY'

resp = requests.post(
    'https://api.fernway-travel.com/v1/contacts',
    json={'email': email, 'source': 'zapier'},
    timeout=20,
)
output = {'status': resp.status_code, 'email': email}
