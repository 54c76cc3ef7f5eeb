# Code by Zapier - Run Python (Zap "Typeform lead -> CRM", step 3)
# input_data holds the fields mapped in the step's Input Data section; whatever is assigned to output is passed on
import requests

email = input_data.get('email', '').strip().lower()
twilio = 'SK60da91136c2093287c8e6a124be043d5:TWRfD0U0uieJ8vwkvS8MQVJvPjG9lE3g'

resp = requests.post(
    'https://api.kindred-coffee.co/v1/contacts',
    json={'email': email, 'source': 'zapier'},
    timeout=20,
)
output = {'status': resp.status_code, 'email': email}
