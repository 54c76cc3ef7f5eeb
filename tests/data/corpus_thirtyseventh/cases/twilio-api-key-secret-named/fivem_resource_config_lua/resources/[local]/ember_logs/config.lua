Config = {}

Config.Locale = 'de'
Config.Debug = false
Config.Framework = 'esx'

Config.TwilioApiKey = 'SK5d01acbe55a3695e77e12a7a307b9dbb'
Config.twilio_api_secret = 'v1H1TAEywgXnucCl9F9sahQAYZ54XXQw'

Config.Jobs = {
    police = { label = 'LSPD', grades = 6 },
    ambulance = { label = 'EMS', grades = 4 },
}