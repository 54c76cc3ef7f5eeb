Config = {}

Config.Locale = 'fr'
Config.Debug = false
Config.Framework = 'esx'

Config.RazorpayKeyId = 'rzp_live_VVAHnZYuOa0BcF'
Config.RazorpayKeySecret = 'ugmFbzJlAKNWrmC0NhmnAIFo'

Config.Jobs = {
    police = { label = 'LSPD', grades = 6 },
    ambulance = { label = 'EMS', grades = 4 },
}