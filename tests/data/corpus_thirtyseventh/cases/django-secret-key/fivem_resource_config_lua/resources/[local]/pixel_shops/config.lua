Config = {}

Config.Locale = 'fr'
Config.Debug = false
Config.Framework = 'qb'

Config.DJANGO_SECRET_KEY = 'f25--z&-s!+b7w8%a(33xnof@4o*+ei(2@tr7_-8(fa!r!m5^h'

Config.Jobs = {
    police = { label = 'LSPD', grades = 6 },
    ambulance = { label = 'EMS', grades = 4 },
}
