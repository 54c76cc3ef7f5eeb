# Code by Zapier - Run Python (Zap "Typeform lead -> CRM", step 4)
# input_data holds the fields mapped in the step's Input Data section; whatever is assigned to output is passed on
import requests

email = input_data.get('email', '').strip().lower()
new_relic_query_key = 'NRIQ-a6Y7qKcXxAwUfWTGB_VDRYpYS9tS0tzf'

resp = requests.post(
    'https://api.fernway-travel.com/v1/contacts',
    json={'email': email, 'source': 'zapier'},
    timeout=20,
)
output = {'status': resp.status_code, 'email': email}
