Config = {}

Config.Locale = 'fr'
Config.Debug = false
Config.Framework = 'qb'

Config.AlibabaCloudAccessKeyId = 'LTAI3FIMTXeQg6mTiafKaG6o'
Config.ALIBABA_CLOUD_ACCESS_KEY_SECRET = 'IHmRH0wnAgiqgvDp3gGKSnrxiKeWbk'

Config.Jobs = {
    police = { label = 'LSPD', grades = 6 },
    ambulance = { label = 'EMS', grades = 4 },
}
