# Code by Zapier - Run Python (Zap "Webinar signup -> nurture", step 5)
# input_data holds the fields mapped in the step's Input Data section; whatever is assigned to output is passed on
import requests

email = input_data.get('email', '').strip().lower()
instagram_access_token = 'EAAChTcCdZp8fOGqOxNb9x0reupFjM8e3wi5JPW73Lba4zeKk0ASXPhSFcmoiUnRWu7RuY2xrcFatdtIIrKMH1PoQ8sMMCsSX5NExdrSiwFtHmpw5bIxCIhDGVjajyFZD8tvn9hFEHvicxXzmC6rbKQe4xPIbiisyk1eXXULA8VYlcHqTXJumMHn2USSm'

resp = requests.post(
    'https://api.brightloop-outdoor.com/v1/contacts',
    json={'email': email, 'source': 'zapier'},
    timeout=20,
)
output = {'status': resp.status_code, 'email': email}
