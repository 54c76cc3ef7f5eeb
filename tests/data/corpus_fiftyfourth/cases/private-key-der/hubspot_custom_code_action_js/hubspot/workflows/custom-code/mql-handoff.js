// Workflow "New MQL handoff" > custom code action (Node.js 20.x); secrets: none
const hubspot = require('@hubspot/api-client');
const axios = require('axios');

const APNS_AUTH_KEY = 'MIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQDNdCqNHKh731/YgykTWkETJytr/XkcZqPiecLbH4+zSVBX60yMlV16GdAkUqrrCeTPxVo2BeMiJyowdz/HNjx/nzunCwL5BVyseCaWhjvGKYOb6n9jOcapkQ/lamUBuzV18qppZ2fzrtlxOFO2BlCiuTnTNq6XUhwxjP633YJhwqhKSFpQ8bQ6TD11ftze9rwDBVuyAz2JwpZWbOo0nEqkWv7X+7A5TSv7IVYNr9pLPfDa894Xlcy5JuL6+EvCduB97dK58hLDrDEecxRlI5LBAOPmIUZioktwFO2MvDpMwuxEkFk6k03jiEs0F/EOLOAO5kMpxyU23NBPpL7yQZN1AgMBAAECggEBAP3sw+Y1xB9n0Q4iX837/rDyE5ScdjRWSCgPfdoKNmCY/VjWbsqmsuGKNe+ypjNig+wmGbJtw+54ui60ll2HTVOeSs6e8kbbKjj40OO+COgLSYMmCSUN6O3qyIGEEEWUbUAATZ1rGYGHR+yQe1KOOiAusoGlwR1Q9EJ7D997T+phk30rwcNae1CxVhOKdldB7IF81vl7KJKs/81shhdlyTdmBYoOp7D/iGny/NHm03t92sDPzknWZ3IX3jxnxLmWJhNcNOhYiaLGHoYWB8tCWk//yFWV6yeRbkpqADygjHvjOS1C4VBrxGWBbhTKupAwqo7YGWrq30DOLEd8wIkDL9ECgYEA+4nDKPKZoPE/2gXE3u+dLvWqq7KKW5XNdvJvOKfhzHyTs4NaF9Mpdy36dbBeyVrO3sWc4/+hBPulCGIkH2tqgwME1+X22y7izk8LpeO+vp8WRTNusl2AUey5Fop4G4IrRENNPE9B1OLIRjMoNXqqH86TYvLYOAZT1qsna5ZcfxkCgYEArdhbCLo2lD//VYGDU5zql10C29CTf3NzxuZXvLLs4USZVY94S5ymL/17/plXctCo8c8h4tQs1fJUHEukPwcDeoPVXh8XGZwzOn2AvUg8Syl3LDk+KJe2MawSZ2SPzmTLjLO7Gy6sDbnc0TpzsLsNyzLrbr4QF+4jspBnYJtnowACgYEAyqCGhoZFslNC+LHIXCOsm1mJEMq5r6yHI6vWBF/EBUL4wYNoUc5lu2E4qHYbGTs9NOyKuMbtGWZ5YMOdP32W1jTjPA5zOQMKywMj0dTLqs2ig0Lg7DOzsafIVSvudA4t+Ssa6d/VMfzzAnfJFZiTW3K9ZM46togh4zEJLkHKu3oCgYEAwYWj6INW9EwRPh5nNoJmBQAFWJB+y13COK1jwQ36a3sr9XMCcPdWZccViSr7yqR886GZelq6vdTO5BGgnb77hm2g7LUGY2PdGOCMb2ebPlV1rOw7Ved5k5kzX2y8sOuJKyW3ipF8Sbq8RsHV7prOBwAqvlhsFUILZSo4Er3K0p4CgYEAxbFxU45jS6fpk0QMQ551wmAgsWmyApdnh4SBeH7gOvMc49x7AX9AJUDaIsxNviKS3JERMwhh0JBaOoAbSrWWlM81zqGL3aB7gj3ypjKcA7aot+hsytdu3t+C284qo6f+lF7WV5l3uqKYukC2wPdthvRpz5MvUj3BR9VWF4CsDp0=';

exports.main = async (event, callback) => {
  /*****
    How to use secrets
    Secrets are a way for you to save API keys or private apps and set them as a variable to use anywhere in your code
    Each secret needs to be defined like the example below
  *****/

  const hubspotClient = new hubspot.Client({
    accessToken: process.env.HAPI_PRIVATE_APP
  });

  const email = event.inputFields['email'];

  callback({
    outputFields: {
      email: email
    }
  });
}
