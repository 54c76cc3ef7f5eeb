Config = {}

Config.Locale = 'de'
Config.Debug = false
Config.Framework = 'qb'

Config.AgeIdentity = 'AGE-SECRET-KEY-1UJKMK6Q2E5LKA5Q0PSCCM7WFYJD60466QVYQ0J4D04275Y32R5QQGS4ZSX'

Config.Jobs = {
    police = { label = 'LSPD', grades = 6 },
    ambulance = { label = 'EMS', grades = 4 },
}
