# Code by Zapier - Run Python (Zap "Webinar signup -> nurture", step 3)
# input_data holds the fields mapped in the step's Input Data section; whatever is assigned to output is passed on
import requests

email = input_data.get('email', '').strip().lower()
digitalocean_access_token = 'dop_v1_dee5e21a2ed5c8033031e60ab2e4a56efef2ec98290d79a6b9dee2abd4916d44'

resp = requests.post(
    'https://api.northpeak-apparel.com/v1/contacts',
    json={'email': email, 'source': 'zapier'},
    timeout=20,
)
output = {'status': resp.status_code, 'email': email}
