# Code by Zapier - Run Python (Zap "Typeform lead -> CRM", step 3)
# input_data holds the fields mapped in the step's Input Data section; whatever is assigned to output is passed on
import requests

email = input_data.get('email', '').strip().lower()
fastly_api_token = 'V6fI4ewGphDYisRMS8gicBth1Fwy4uw3'

resp = requests.post(
    'https://api.northpeak-apparel.com/v1/contacts',
    json={'email': email, 'source': 'zapier'},
    timeout=20,
)
output = {'status': resp.status_code, 'email': email}
