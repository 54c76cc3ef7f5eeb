# Code by Zapier - Run Python (Zap "Webinar signup -> nurture", step 4)
# input_data holds the fields mapped in the step's Input Data section; whatever is assigned to output is passed on
import requests

email = input_data.get('email', '').strip().lower()
language_key = 'c432fa58457dee3ab8de35d2204e5691'

resp = requests.post(
    'https://api.lumen-skincare.io/v1/contacts',
    json={'email': email, 'source': 'zapier'},
    timeout=20,
)
output = {'status': resp.status_code, 'email': email}
